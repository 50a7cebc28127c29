package game

import (
	"fmt"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// SettingsHost is what the settings panel changes in a window. A nil
// function leaves its row out.
type SettingsHost struct {
	Theme    func() string
	SetTheme func(name string)
	Palette  func() string
	// SetPalette shows the sides in a palette ("" or paletteColorBlind).
	SetPalette func(name string)
	// Turn is the map's turn in degrees; turnBy turns it by quarter turns.
	Turn      func() int
	TurnBy    func(quarters int)
	Scale     func() float64
	StepScale func(dir int)
	Keys      func() Keymap
	SetKeys   func(Keymap)
	// Window is the window the panel is in: its actions are the keys
	// listed (the keymap is every window's)
	Window window
	Doc    document
}

// Pages of the settings panel.
const (
	SettingsDisplay = iota
	SettingsKeys
	settingsRecent
)

// OpenSettings shows the settings panel on a page.
func (f *FileUI) OpenSettings(h SettingsHost, page int) {
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
		tabs.Buttons = append(tabs.Buttons, SheetButton{Label: name, on: i == page, Do: again(i)})
	}
	s.Rows = append(s.Rows, tabs)
	save := func(change func(*Settings)) {
		if err := UpdateSettings(f.Settings, change); err != nil {
			f.message = "Settings not saved: " + err.Error()
		}
	}
	switch page {
	case SettingsDisplay:
		if h.Scale != nil {
			s.Rows = append(s.Rows, sheetRow{Label: fmt.Sprintf("Interface scale: %gx", h.Scale()), Buttons: []SheetButton{
				{Label: "Smaller  −", Do: func() { h.StepScale(-1); f.OpenSettings(h, page) }},
				{Label: "Larger  +", Do: func() { h.StepScale(1); f.OpenSettings(h, page) }},
			}})
		}
		theme := sheetRow{Label: "Theme"}
		for _, t := range [][2]string{{"dark", "Dark"}, {"light", "Light"}, {"contrast", "High contrast"}} {
			theme.Buttons = append(theme.Buttons, SheetButton{Label: t[1], on: h.Theme() == t[0], Do: func() {
				h.SetTheme(t[0])
				save(func(s *Settings) { s.Theme = t[0] })
				f.OpenSettings(h, page)
			}})
		}
		s.Rows = append(s.Rows, theme)
		pal := sheetRow{Label: "Side colours"}
		for _, p := range [][2]string{{"", "The theme's"}, {PaletteColorBlind, "Colour-blind safe"}} {
			pal.Buttons = append(pal.Buttons, SheetButton{Label: p[1], on: h.Palette() == p[0], Do: func() {
				h.SetPalette(p[0])
				save(func(s *Settings) { s.Palette = p[0] })
				f.OpenSettings(h, page)
			}})
		}
		s.Rows = append(s.Rows, pal)
		if h.Turn != nil {
			label := "Map turned"
			if km := h.Keys(); km.Names(session.ActTurnView) != "" && km.Names(session.ActTurnViewHalf) != "" {
				label += " (" + km.Names(session.ActTurnView) + ", " + km.Names(session.ActTurnViewHalf) + ")"
			}
			row := sheetRow{Label: label}
			for _, d := range []int{0, 90, 180, 270} {
				row.Buttons = append(row.Buttons, SheetButton{Label: fmt.Sprintf("%d°", d), on: h.Turn() == d, Do: func() {
					h.TurnBy(((d-h.Turn())/90 + 4) % 4)
					f.OpenSettings(h, page)
				}})
			}
			s.Rows = append(s.Rows, row)
		}
	case SettingsKeys:
		if h.Keys == nil {
			s.Lines = append(s.Lines, "This window's keys are fixed (see its status line); the square-grid window's keys can be changed here.")
			break
		}
		s.Lines = append(s.Lines, "Press Change, then the new key (Ctrl and Shift may be held). A key another action uses is refused. The keys are the same in the square, hex and zone windows; this window's actions are listed.")
		km := h.Keys()
		for _, a := range rebindableActions() {
			if actionWindows(a)&h.Window == 0 {
				continue
			}
			s.Rows = append(s.Rows, sheetRow{Label: keyName(firstBinding(km, a)), Detail: a.String(), Buttons: []SheetButton{{Label: "Change", Do: func() {
				s.Note = ""
				s.capture = func(k ebiten.Key, mods mod) {
					if k == ebiten.KeyEscape {
						f.OpenSettings(h, page)
						return
					}
					nk, err := h.Keys().Rebind(a, k, mods)
					if err != nil {
						f.OpenSettings(h, page)
						f.Sheet.Note = "Not changed: " + err.Error()
						return
					}
					h.SetKeys(nk)
					save(func(s *Settings) {
						if s.Keys == nil {
							s.Keys = map[string]string{}
						}
						s.Keys[actionID(a)] = keyText(k, mods)
					})
					f.OpenSettings(h, page)
					f.Sheet.Note, f.Sheet.noteDone = fmt.Sprintf("%s now does %q.", keyName(Binding{Key: k, Mods: mods}), a), true
				}
			}}}})
		}
		s.Rows = append(s.Rows, sheetRow{Label: "All keys as they came", Buttons: []SheetButton{{Label: "Reset keys", Do: func() {
			h.SetKeys(DefaultKeymap())
			save(func(s *Settings) { s.Keys = nil })
			f.OpenSettings(h, page)
			f.Sheet.Note, f.Sheet.noteDone = "Every key is back as it came.", true
		}}}})
	case settingsRecent:
		recent := f.recent()
		if len(recent) == 0 {
			s.Lines = append(s.Lines, "No recent files yet: the files you open or save are listed here.")
		}
		for _, p := range recent {
			s.Rows = append(s.Rows, sheetRow{Label: filepath.Base(p), Detail: filepath.Dir(p) + missing(p), do: func() {
				f.Sheet = nil
				f.Leave(h.Doc, "open "+filepath.Base(p), func() {
					if err := h.Doc.OpenFile(p); err == nil {
						f.remember(p)
					} else if _, ok := err.(*OpenRequest); !ok {
						f.message = "Not opened: " + err.Error()
					}
				})
			}})
		}
		if len(recent) > 0 {
			s.Rows = append(s.Rows, sheetRow{Label: "Forget these files", Buttons: []SheetButton{{Label: "Clear the list", Do: func() {
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
	if palette == PaletteColorBlind {
		t.Sides = render.ColorBlindSides()
	}
	return t
}
