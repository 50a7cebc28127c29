// The hex window's play panel at a real table, on the square window's
// model (paneltabs.go) and in its toolkit (a tool panel of ebitenui
// widgets, toolpanel.go): Undo and Redo and the tabs (Move, Table, View,
// File) at the top, then what the panel says about the creature shown,
// then the tab's large buttons (realmsplay.HexTabButtons). A page taller
// than the window scrolls by the wheel and by a finger or the mouse
// dragged on it, so nothing is ever cut at UI scale 1, 2 or 3.

package game

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// hexPanelUI is the play panel's own state.
type hexPanelUI struct {
	tab realmsplay.HexTab
	// panel is the side panel's widgets: the play panel, or with the map
	// editor open its palette.
	panel *toolPanel
	// plan is the move dragged when the panel was last drawn, for its text.
	plan *realms.Plan
	// pending are the actions the buttons pressed send, read with the
	// keys' in the next Update.
	pending []session.Action
	// status is the status line at the window's foot.
	status statusText
}

// hexPanelWidth is the hex window's side panel width in a window w pixels
// wide at UI scale uiScale: the square window's (panelWidth), but at most
// two fifths of the window, so that at 3x the map keeps most of it.
func hexPanelWidth(w int, uiScale float64) float64 {
	return math.Round(math.Min(panelWidth(uiScale), math.Max(panelWidth(1), 0.4*float64(w))))
}

// keyName is the key bound to a ("" when none), as the labels name it.
func (v *hexView) keyName(a session.Action) string {
	if v.keymap == nil {
		return defaultKeymap().Name(a)
	}
	return v.keymap.Name(a)
}

// buttonState is what the play panel's buttons show now.
func (v *hexView) buttonState() realmsplay.HexButtonState {
	c := v.play.Shown()
	if v.hiddenShown(c) {
		c = nil
	}
	st := realmsplay.HexButtonState{Creature: c, Taken: v.play.Taken(c), Actions: v.play.Actions(),
		Permits: v.play.Permits(), Explain: v.explain.on, Turn: v.play.Turn()}
	if c != nil {
		st.Hostiles = v.play.Hostiles(c.ID)
	}
	return st
}

// uiColors are the panel colours of the window's theme.
func (v *hexView) uiColors() render.UIColors {
	ui := windowThemeWith(v.theme, v.palette).UI
	if ui.Panel == (color.RGBA{}) {
		ui = render.ScreenTheme().UI
	}
	return ui
}

// panelTheme is the side panel's look: the UI scale, but no larger than
// the panel's width allows (at 3x the panel is narrowed for the map).
func (v *hexView) panelTheme() uiTheme {
	k := math.Max(1, math.Min(v.uiScale(), v.panelArea().W/panelWidth(1)))
	return newUITheme(v.uiColors(), k, v.r.Face)
}

// syncPanel says what the side panel holds now: the palette while the
// editor is open, else the play panel.
func (v *hexView) syncPanel() {
	if v.hp.panel == nil {
		v.hp.panel = newToolPanel(v.input)
	}
	if v.w == 0 || v.h == 0 || v.lv.players || v.r == nil {
		v.hp.panel.set(nil, Area{}, uiTheme{}, 0, v.w, v.h)
		return
	}
	rows := v.playRows()
	if v.play.MapEditing() {
		rows = v.mapRows()
	}
	v.hp.panel.set(rows, v.panelArea(), v.panelTheme(), fingerHeight(v.uiScale(), max(v.dev, 1), v.h), v.w, v.h)
}

// playRows are the play panel's rows: Commit and Cancel while a move a
// finger lifted waits, Undo and Redo, the tabs, then the creature's text
// and the tab's buttons.
func (v *hexView) playRows() []toolRow {
	st := v.buttonState()
	var rows []toolRow
	if v.touch.lifted && v.play.Dragging() != "" {
		// the move a finger lifted waits: its Commit and Cancel here too,
		// where the panel always has them, as the square window's
		var bs []paletteButton
		for _, b := range v.touchButtons(v.mapArea()) {
			do := b.do
			bs = append(bs, paletteButton{name: b.label, label: b.label, do: func() { do(nil) }})
		}
		rows = append(rows, toolRow{buttons: bs, cols: 2, head: true})
	}
	var always []paletteButton
	for _, b := range realmsplay.HexAlwaysButtons(v.keyName) {
		always = append(always, v.hexButton(b))
	}
	rows = append(rows, toolRow{buttons: always, cols: 2, head: true})
	var tabs []paletteButton
	for t := range realmsplay.HexTabCount {
		tabs = append(tabs, paletteButton{name: t.String(), label: t.String(), on: t == v.hp.tab, do: func() { v.hp.tab = t }})
	}
	rows = append(rows, toolRow{buttons: tabs, head: true})
	c := st.Creature
	gap := true // the text stands apart from the tabs
	for _, l := range realmsplay.HexPanelText(c, v.play.Actions(), v.hp.plan, v.play.PermitNames(), v.play.Taken(c)) {
		if l.Text == "" && l.Right == "" {
			gap = true // half a line of room
			continue
		}
		ink := [...]textInk{inkPlain, inkDim, inkTitle, inkMove, inkBad}[l.Ink]
		rows = append(rows, toolRow{text: l.Text, right: l.Right, px: l.Size, bold: l.Bold, ink: ink, gap: gap})
		gap = false
	}
	// two buttons a row, but one a row where the session says so (an
	// action with its cost) or where two would be too narrow
	two := v.panelArea().W-2*toolPad*v.panelTheme().scale >= 2*140*v.panelTheme().scale
	var row []paletteButton
	flush := func(cols int) {
		if len(row) > 0 {
			rows = append(rows, toolRow{buttons: row, cols: cols})
			row = nil
		}
	}
	first := true
	for _, b := range realmsplay.HexTabButtons(v.hp.tab, st, v.keyName) {
		pb := v.hexButton(b)
		if b.Cols == 1 || !two {
			flush(2)
			rows = append(rows, toolRow{buttons: []paletteButton{pb}, cols: 1, gap: first})
		} else {
			row = append(row, pb)
			if len(row) == 2 {
				flush(2)
			}
		}
		first = false
	}
	flush(2)
	return rows
}

// hexButton is a play panel button: a press sends its action (or its
// key), or says why it can do nothing now.
func (v *hexView) hexButton(b session.Button) paletteButton {
	pb := paletteButton{name: b.Name, label: b.Label, right: b.Right, on: b.On, off: b.Off}
	switch {
	case b.Off:
		why := b.Why
		pb.do = func() { v.play.SetMessage(why) }
	case b.Act != session.ActNone:
		a := b.Act
		pb.do = func() { v.hp.pending = append(v.hp.pending, a) }
	case b.Creature != "":
		id := b.Creature
		pb.do = func() {
			if c := v.buttonState().Creature; c != nil {
				v.play.TogglePermit(c.ID, id)
			}
		}
	case b.Key != "":
		key := b.Key
		pb.do = func() {
			if c := v.buttonState().Creature; c != nil {
				v.play.HexEditKey(c.ID, key)
			}
		}
	}
	return pb
}

// overPlayPanel reports whether pixel x, y is on the side panel.
func (v *hexView) overPlayPanel(x, y float64) bool {
	return !v.lv.players && v.w > 0 && v.panelArea().Contains(x, y)
}

// panelFinger is a finger dragged on the side panel: it scrolls the page
// (it would pan the map); a tap there is ebitenui's (touchPointer). It
// reports whether the gesture was the panel's.
func (v *hexView) panelFinger(e gesture.Event) bool {
	if !v.overPlayPanel(e.Start.X, e.Start.Y) {
		return false
	}
	if (e.Kind == gesture.Drag || e.Kind == gesture.DragMove) && v.hp.panel != nil {
		v.hp.panel.fingerScroll(-e.Pan.Y)
	}
	return true
}

// showButton shows the tab that has the play panel's button named name
// (scripts: button NAME, touch button NAME on a tab not shown), and
// reports whether the panel changed for it.
func (v *hexView) showButton(name string) bool {
	if v.play.MapEditing() {
		return false
	}
	if _, ok := v.hp.panel.find(name); ok {
		return false
	}
	if t, ok := realmsplay.HexTabOf(name, v.buttonState(), v.keyName); ok && t != v.hp.tab {
		v.hp.tab = t
		return true
	}
	return false
}

// matches reports whether a script's words name the button: its name or
// its label, spaces aside.
func (b paletteButton) matches(words string) bool {
	w := strings.Join(strings.Fields(words), " ")
	return w == b.name || w == strings.Join(strings.Fields(b.label), " ")
}

// takePending is the actions the panel's buttons sent since the last
// Update, after the keys'.
func (v *hexView) takePending(acts []session.Action) []session.Action {
	if len(v.hp.pending) == 0 {
		return acts
	}
	acts = append(acts, v.hp.pending...)
	v.hp.pending = v.hp.pending[:0]
	return acts
}

// drawStatus draws the status line across the window's foot: s wrapped
// to at most hexStatusLines lines in ebitenui text, one line in the
// middle of the strip, two filling it.
func (v *hexView) drawStatus(screen *ebiten.Image, t render.Theme, s string) {
	us := v.uiScale()
	sh := hexStatusHeight(us)
	face := v.r.Face(hexStatusPx*us, false)
	var lines []statusLine
	for _, l := range statusLines(s, float64(v.w), us, func(s string) float64 { return text.Advance(s, face) }) {
		lines = append(lines, statusLine{text: l})
	}
	v.hp.status.draw(screen, lines, statusLook{area: Area{0, float64(v.h) - sh, float64(v.w), sh},
		top: (sh - float64(len(lines))*hexStatusLineH*us) / 2, left: 14 * us, lineH: hexStatusLineH * us, px: hexStatusPx * us,
		back: t.StaminaBack, ink: t.TokenText, font: v.r.Face, w: v.w, h: v.h})
}
