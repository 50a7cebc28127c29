package game

import (
	"fmt"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// settingsHost is what the settings panel changes in a window. A nil
// function leaves its row out.
type settingsHost struct {
	theme    func() string
	setTheme func(name string)
	palette  func() string
	// setPalette shows the sides in a palette ("" or paletteColorBlind).
	setPalette func(name string)
	// turn is the map's turn in degrees; turnBy turns it by quarter turns.
	turn      func() int
	turnBy    func(quarters int)
	scale     func() float64
	stepScale func(dir int)
	keys      func() Keymap
	setKeys   func(Keymap)
	// window is the window the panel is in: its actions are the keys
	// listed (the keymap is every window's)
	window window
	doc    document
}

// Pages of the settings panel.
const (
	SettingsDisplay = iota
	SettingsKeys
	settingsRecent
)

// OpenSettings shows the settings panel on a page.
func (f *FileUI) OpenSettings(h settingsHost, page int) {
	focus := 0
	if f.Sheet != nil && f.Sheet.Title == settingsTitle {
		focus = f.Sheet.focus
	}
	s := &Sheet{Title: settingsTitle, wide: true, focus: focus}
	where := "Changes are kept for the next start."
	if f.Settings != "" {
		where = "Changes are saved at once in " + f.Settings + "."
	} else {
		where = "Changes last until the window closes (a script or screenshot keeps no settings)."
	}
	s.Lines = []string{where}
	again := func(p int) func() { return func() { f.OpenSettings(h, p) } }
	tabs := sheetRow{Label: "Page"}
	for i, name := range []string{"Display", "Keys", "Recent files"} {
		tabs.buttons = append(tabs.buttons, SheetButton{Label: name, on: i == page, Do: again(i)})
	}
	s.Rows = append(s.Rows, tabs)
	save := func(change func(*Settings)) {
		if err := UpdateSettings(f.Settings, change); err != nil {
			f.message = "Settings not saved: " + err.Error()
		}
	}
	switch page {
	case SettingsDisplay:
		if h.scale != nil {
			s.Rows = append(s.Rows, sheetRow{Label: fmt.Sprintf("Interface scale: %gx", h.scale()), buttons: []SheetButton{
				{Label: "Smaller  −", Do: func() { h.stepScale(-1); f.OpenSettings(h, page) }},
				{Label: "Larger  +", Do: func() { h.stepScale(1); f.OpenSettings(h, page) }},
			}})
		}
		theme := sheetRow{Label: "Theme"}
		for _, t := range [][2]string{{"dark", "Dark"}, {"light", "Light"}, {"contrast", "High contrast"}} {
			theme.buttons = append(theme.buttons, SheetButton{Label: t[1], on: h.theme() == t[0], Do: func() {
				h.setTheme(t[0])
				save(func(s *Settings) { s.Theme = t[0] })
				f.OpenSettings(h, page)
			}})
		}
		s.Rows = append(s.Rows, theme)
		pal := sheetRow{Label: "Side colours"}
		for _, p := range [][2]string{{"", "The theme's"}, {paletteColorBlind, "Colour-blind safe"}} {
			pal.buttons = append(pal.buttons, SheetButton{Label: p[1], on: h.palette() == p[0], Do: func() {
				h.setPalette(p[0])
				save(func(s *Settings) { s.Palette = p[0] })
				f.OpenSettings(h, page)
			}})
		}
		s.Rows = append(s.Rows, pal)
		if h.turn != nil {
			label := "Map turned"
			if km := h.keys(); km.names(session.ActTurnView) != "" && km.names(session.ActTurnViewHalf) != "" {
				label += " (" + km.names(session.ActTurnView) + ", " + km.names(session.ActTurnViewHalf) + ")"
			}
			row := sheetRow{Label: label}
			for _, d := range []int{0, 90, 180, 270} {
				row.buttons = append(row.buttons, SheetButton{Label: fmt.Sprintf("%d°", d), on: h.turn() == d, Do: func() {
					h.turnBy(((d-h.turn())/90 + 4) % 4)
					f.OpenSettings(h, page)
				}})
			}
			s.Rows = append(s.Rows, row)
		}
	case SettingsKeys:
		if h.keys == nil {
			s.Lines = append(s.Lines, "This window's keys are fixed (see its status line); the square-grid window's keys can be changed here.")
			break
		}
		s.Lines = append(s.Lines, "Press Change, then the new key (Ctrl and Shift may be held). A key another action uses is refused. The keys are the same in the square, hex and zone windows; this window's actions are listed.")
		km := h.keys()
		for _, a := range rebindableActions() {
			if actionWindows(a)&h.window == 0 {
				continue
			}
			s.Rows = append(s.Rows, sheetRow{Label: keyName(firstBinding(km, a)), Detail: a.String(), buttons: []SheetButton{{Label: "Change", Do: func() {
				s.note = ""
				s.capture = func(k ebiten.Key, mods mod) {
					if k == ebiten.KeyEscape {
						f.OpenSettings(h, page)
						return
					}
					nk, err := h.keys().Rebind(a, k, mods)
					if err != nil {
						f.OpenSettings(h, page)
						f.Sheet.note = "Not changed: " + err.Error()
						return
					}
					h.setKeys(nk)
					save(func(s *Settings) {
						if s.Keys == nil {
							s.Keys = map[string]string{}
						}
						s.Keys[actionID(a)] = keyText(k, mods)
					})
					f.OpenSettings(h, page)
					f.Sheet.note, f.Sheet.noteDone = fmt.Sprintf("%s now does %q.", keyName(Binding{Key: k, Mods: mods}), a), true
				}
			}}}})
		}
		s.Rows = append(s.Rows, sheetRow{Label: "All keys as they came", buttons: []SheetButton{{Label: "Reset keys", Do: func() {
			h.setKeys(DefaultKeymap())
			save(func(s *Settings) { s.Keys = nil })
			f.OpenSettings(h, page)
			f.Sheet.note, f.Sheet.noteDone = "Every key is back as it came.", true
		}}}})
	case settingsRecent:
		recent := f.recent()
		if len(recent) == 0 {
			s.Lines = append(s.Lines, "No recent files yet: the files you open or save are listed here.")
		}
		for _, p := range recent {
			s.Rows = append(s.Rows, sheetRow{Label: filepath.Base(p), Detail: filepath.Dir(p) + missing(p), do: func() {
				f.Sheet = nil
				f.leave(h.doc, "open "+filepath.Base(p), func() {
					if err := h.doc.OpenFile(p); err == nil {
						f.remember(p)
					} else if _, ok := err.(*OpenRequest); !ok {
						f.message = "Not opened: " + err.Error()
					}
				})
			}})
		}
		if len(recent) > 0 {
			s.Rows = append(s.Rows, sheetRow{Label: "Forget these files", buttons: []SheetButton{{Label: "Clear the list", Do: func() {
				save(func(s *Settings) { s.Recent = nil })
				f.OpenSettings(h, page)
			}}}})
		}
	}
	s.Buttons = []SheetButton{{Label: "Close", Key: ebiten.KeyEscape, Cancel: true, Do: func() { f.Sheet = nil }}}
	f.Sheet = s
}

const settingsTitle = "Settings"

// missing marks a recent file that is no longer there.
func missing(p string) string {
	if len(existing([]string{p})) == 0 {
		return "  (not found)"
	}
	return ""
}

// firstBinding is a's first binding (its key shown in the settings).
func firstBinding(km Keymap, a session.Action) Binding {
	for _, b := range km {
		if b.Act == a {
			return b
		}
	}
	return Binding{}
}

// WindowThemeWith is the window theme of a name in a palette.
func WindowThemeWith(name, palette string) render.Theme {
	t := windowTheme(name)
	if palette == paletteColorBlind {
		t.Sides = render.ColorBlindSides()
	}
	return t
}

// OpenSettings shows the square window's settings panel.
func (g *Game) OpenSettings() {
	g.Files.OpenSettings(settingsHost{
		theme:      func() string { return render.WindowThemeName(g.sceneOpt.Theme) },
		setTheme:   g.setTheme,
		palette:    func() string { return g.Palette },
		setPalette: g.setPalette,
		scale: func() float64 {
			if g.Dev > 0 {
				return g.uiScale / g.Dev
			}
			return g.uiScale
		},
		stepScale: g.stepUIScale,
		turn:      g.cam.Degrees,
		turnBy:    func(q int) { g.turnView(q, MapArea(g.W, g.H, g.uiScale)) },
		keys:      func() Keymap { return g.Keymap },
		setKeys:   func(km Keymap) { g.Keymap = km; g.remakePanel(g.panel.page) }, // the buttons show the keys
		window:    squareWindow,
		doc:       g,
	}, SettingsDisplay)
}

// setPalette shows the sides in a palette and draws the map again.
func (g *Game) setPalette(name string) {
	g.Palette = name
	g.setTheme(render.WindowThemeName(g.sceneOpt.Theme))
}
