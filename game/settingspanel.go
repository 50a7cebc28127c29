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
	settingsDisplay = iota
	settingsKeys
	settingsRecent
)

// openSettings shows the settings panel on a page.
func (f *fileUI) openSettings(h settingsHost, page int) {
	focus := 0
	if f.sheet != nil && f.sheet.title == settingsTitle {
		focus = f.sheet.focus
	}
	s := &sheet{title: settingsTitle, wide: true, focus: focus}
	where := "Changes are kept for the next start."
	if f.settings != "" {
		where = "Changes are saved at once in " + f.settings + "."
	} else {
		where = "Changes last until the window closes (a script or screenshot keeps no settings)."
	}
	s.lines = []string{where}
	again := func(p int) func() { return func() { f.openSettings(h, p) } }
	tabs := sheetRow{label: "Page"}
	for i, name := range []string{"Display", "Keys", "Recent files"} {
		tabs.buttons = append(tabs.buttons, sheetButton{label: name, on: i == page, do: again(i)})
	}
	s.rows = append(s.rows, tabs)
	save := func(change func(*Settings)) {
		if err := UpdateSettings(f.settings, change); err != nil {
			f.message = "Settings not saved: " + err.Error()
		}
	}
	switch page {
	case settingsDisplay:
		if h.scale != nil {
			s.rows = append(s.rows, sheetRow{label: fmt.Sprintf("Interface scale: %gx", h.scale()), buttons: []sheetButton{
				{label: "Smaller  −", do: func() { h.stepScale(-1); f.openSettings(h, page) }},
				{label: "Larger  +", do: func() { h.stepScale(1); f.openSettings(h, page) }},
			}})
		}
		theme := sheetRow{label: "Theme"}
		for _, t := range [][2]string{{"dark", "Dark"}, {"light", "Light"}, {"contrast", "High contrast"}} {
			theme.buttons = append(theme.buttons, sheetButton{label: t[1], on: h.theme() == t[0], do: func() {
				h.setTheme(t[0])
				save(func(s *Settings) { s.Theme = t[0] })
				f.openSettings(h, page)
			}})
		}
		s.rows = append(s.rows, theme)
		pal := sheetRow{label: "Side colours"}
		for _, p := range [][2]string{{"", "The theme's"}, {paletteColorBlind, "Colour-blind safe"}} {
			pal.buttons = append(pal.buttons, sheetButton{label: p[1], on: h.palette() == p[0], do: func() {
				h.setPalette(p[0])
				save(func(s *Settings) { s.Palette = p[0] })
				f.openSettings(h, page)
			}})
		}
		s.rows = append(s.rows, pal)
		if h.turn != nil {
			label := "Map turned"
			if km := h.keys(); km.names(session.ActTurnView) != "" && km.names(session.ActTurnViewHalf) != "" {
				label += " (" + km.names(session.ActTurnView) + ", " + km.names(session.ActTurnViewHalf) + ")"
			}
			row := sheetRow{label: label}
			for _, d := range []int{0, 90, 180, 270} {
				row.buttons = append(row.buttons, sheetButton{label: fmt.Sprintf("%d°", d), on: h.turn() == d, do: func() {
					h.turnBy(((d-h.turn())/90 + 4) % 4)
					f.openSettings(h, page)
				}})
			}
			s.rows = append(s.rows, row)
		}
	case settingsKeys:
		if h.keys == nil {
			s.lines = append(s.lines, "This window's keys are fixed (see its status line); the square-grid window's keys can be changed here.")
			break
		}
		s.lines = append(s.lines, "Press Change, then the new key (Ctrl and Shift may be held). A key another action uses is refused. The keys are the same in the square, hex and zone windows; this window's actions are listed.")
		km := h.keys()
		for _, a := range rebindableActions() {
			if actionWindows(a)&h.window == 0 {
				continue
			}
			s.rows = append(s.rows, sheetRow{label: keyName(firstBinding(km, a)), detail: a.String(), buttons: []sheetButton{{label: "Change", do: func() {
				s.note = ""
				s.capture = func(k ebiten.Key, mods mod) {
					if k == ebiten.KeyEscape {
						f.openSettings(h, page)
						return
					}
					nk, err := h.keys().Rebind(a, k, mods)
					if err != nil {
						f.openSettings(h, page)
						f.sheet.note = "Not changed: " + err.Error()
						return
					}
					h.setKeys(nk)
					save(func(s *Settings) {
						if s.Keys == nil {
							s.Keys = map[string]string{}
						}
						s.Keys[actionID(a)] = keyText(k, mods)
					})
					f.openSettings(h, page)
					f.sheet.note, f.sheet.noteDone = fmt.Sprintf("%s now does %q.", keyName(Binding{Key: k, Mods: mods}), a), true
				}
			}}}})
		}
		s.rows = append(s.rows, sheetRow{label: "All keys as they came", buttons: []sheetButton{{label: "Reset keys", do: func() {
			h.setKeys(defaultKeymap())
			save(func(s *Settings) { s.Keys = nil })
			f.openSettings(h, page)
			f.sheet.note, f.sheet.noteDone = "Every key is back as it came.", true
		}}}})
	case settingsRecent:
		recent := f.recent()
		if len(recent) == 0 {
			s.lines = append(s.lines, "No recent files yet: the files you open or save are listed here.")
		}
		for _, p := range recent {
			s.rows = append(s.rows, sheetRow{label: filepath.Base(p), detail: filepath.Dir(p) + missing(p), do: func() {
				f.sheet = nil
				f.leave(h.doc, "open "+filepath.Base(p), func() {
					if err := h.doc.openFile(p); err == nil {
						f.remember(p)
					} else if _, ok := err.(*OpenRequest); !ok {
						f.message = "Not opened: " + err.Error()
					}
				})
			}})
		}
		if len(recent) > 0 {
			s.rows = append(s.rows, sheetRow{label: "Forget these files", buttons: []sheetButton{{label: "Clear the list", do: func() {
				save(func(s *Settings) { s.Recent = nil })
				f.openSettings(h, page)
			}}}})
		}
	}
	s.buttons = []sheetButton{{label: "Close", key: ebiten.KeyEscape, cancel: true, do: func() { f.sheet = nil }}}
	f.sheet = s
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

// windowThemeWith is the window theme of a name in a palette.
func windowThemeWith(name, palette string) render.Theme {
	t := windowTheme(name)
	if palette == paletteColorBlind {
		t.Sides = render.ColorBlindSides()
	}
	return t
}

// openSettings shows the square window's settings panel.
func (g *Game) openSettings() {
	g.files.openSettings(settingsHost{
		theme:      func() string { return render.WindowThemeName(g.sceneOpt.Theme) },
		setTheme:   g.setTheme,
		palette:    func() string { return g.palette },
		setPalette: g.setPalette,
		scale: func() float64 {
			if g.dev > 0 {
				return g.uiScale / g.dev
			}
			return g.uiScale
		},
		stepScale: g.stepUIScale,
		turn:      g.cam.Degrees,
		turnBy:    func(q int) { g.turnView(q, MapArea(g.w, g.h, g.uiScale)) },
		keys:      func() Keymap { return g.keymap },
		setKeys:   func(km Keymap) { g.keymap = km; g.remakePanel(g.panel.page) }, // the buttons show the keys
		window:    squareWindow,
		doc:       g,
	}, settingsDisplay)
}

// setPalette shows the sides in a palette and draws the map again.
func (g *Game) setPalette(name string) {
	g.palette = name
	g.setTheme(render.WindowThemeName(g.sceneOpt.Theme))
}
