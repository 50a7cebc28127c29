// The hex window's play panel at a real table, on the square window's
// model (paneltabs.go) and in its toolkit (a tool panel of ebitenui
// widgets, toolpanel.go): Undo and Redo and the tabs (Move, Table, View,
// File) at the top, then what the panel says about the creature shown,
// then the tab's large buttons (realmsplay.HexTabButtons). A page taller
// than the window scrolls by the wheel and by a finger or the mouse
// dragged on it, so nothing is ever cut at UI scale 1, 2 or 3.

package realms

import (
	"image/color"
	"math"

	"github.com/battlemap/battlemap/game"

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
	panel *game.ToolPanel
	// plan is the move dragged when the panel was last drawn, for its text.
	plan *realms.Plan
	// pending are the actions the buttons pressed send, read with the
	// keys' in the next Update.
	pending []session.Action
	// status is the status line at the window's foot.
	status game.StatusText
}

// hexPanelWidth is the hex window's side panel width in a window w pixels
// wide at UI scale uiScale: the square window's (panelWidth), but at most
// two fifths of the window, so that at 3x the map keeps most of it.
func hexPanelWidth(w int, uiScale float64) float64 {
	return math.Round(math.Min(game.PanelWidth(uiScale), math.Max(game.PanelWidth(1), 0.4*float64(w))))
}

// keyName is the key bound to a ("" when none), as the labels name it.
func (v *hexView) keyName(a session.Action) string {
	if v.Keymap == nil {
		return game.DefaultKeymap().Name(a)
	}
	return v.Keymap.Name(a)
}

// buttonState is what the play panel's buttons show now.
func (v *hexView) buttonState() realmsplay.HexButtonState {
	c := v.Play.Shown()
	if v.hiddenShown(c) {
		c = nil
	}
	st := realmsplay.HexButtonState{Creature: c, Taken: v.Play.Taken(c), Actions: v.Play.Actions(),
		Permits: v.Play.Permits(), Explain: v.Explain.On, Turn: v.Play.Turn()}
	if c != nil {
		st.Hostiles = v.Play.Hostiles(c.ID)
	}
	return st
}

// uiColors are the panel colours of the window's theme.
func (v *hexView) uiColors() render.UIColors {
	ui := game.WindowThemeWith(v.Theme, v.Palette).UI
	if ui.Panel == (color.RGBA{}) {
		ui = render.ScreenTheme().UI
	}
	return ui
}

// panelTheme is the side panel's look: the UI scale, but no larger than
// the panel's width allows (at 3x the panel is narrowed for the map).
func (v *hexView) panelTheme() game.UITheme {
	k := math.Max(1, math.Min(v.UIScale(), v.panelArea().W/game.PanelWidth(1)))
	return game.NewUITheme(v.uiColors(), k, v.r.Face)
}

// syncPanel says what the side panel holds now: the palette while the
// editor is open, else the play panel.
func (v *hexView) syncPanel() {
	if v.hp.panel == nil {
		v.hp.panel = game.NewToolPanel(v.Input)
	}
	if v.W == 0 || v.H == 0 || v.Live.Players || v.r == nil {
		v.hp.panel.Set(nil, game.Area{}, game.UITheme{}, 0, v.W, v.H)
		return
	}
	rows := v.playRows()
	if v.Play.MapEditing() {
		rows = v.mapRows()
	}
	v.hp.panel.Set(rows, v.panelArea(), v.panelTheme(), game.FingerHeight(v.UIScale(), max(v.Dev, 1), v.H), v.W, v.H)
}

// playRows are the play panel's rows: Commit and Cancel while a move a
// finger lifted waits, Undo and Redo, the tabs, then the creature's text
// and the tab's buttons.
func (v *hexView) playRows() []game.ToolRow {
	st := v.buttonState()
	var rows []game.ToolRow
	if v.touch.lifted && v.Play.Dragging() != "" {
		// the move a finger lifted waits: its Commit and Cancel here too,
		// where the panel always has them, as the square window's
		var bs []game.PaletteButton
		for _, b := range v.touchButtons(v.mapArea()) {
			bs = append(bs, game.PaletteButton{Name: b.Label, Label: b.Label, Do: b.Do})
		}
		rows = append(rows, game.ToolRow{Buttons: bs, Cols: 2, Head: true})
	}
	var always []game.PaletteButton
	for _, b := range realmsplay.HexAlwaysButtons(v.keyName) {
		always = append(always, v.hexButton(b))
	}
	rows = append(rows, game.ToolRow{Buttons: always, Cols: 2, Head: true})
	var tabs []game.PaletteButton
	for t := range realmsplay.HexTabCount {
		tabs = append(tabs, game.PaletteButton{Name: t.String(), Label: t.String(), On: t == v.hp.tab, Do: func() { v.hp.tab = t }})
	}
	rows = append(rows, game.ToolRow{Buttons: tabs, Head: true})
	c := st.Creature
	gap := true // the text stands apart from the tabs
	for _, l := range realmsplay.HexPanelText(c, v.Play.Actions(), v.hp.plan, v.Play.PermitNames(), v.Play.Taken(c)) {
		if l.Text == "" && l.Right == "" {
			gap = true // half a line of room
			continue
		}
		ink := [...]game.TextInk{game.InkPlain, game.InkDim, game.InkTitle, game.InkMove, game.InkBad}[l.Ink]
		rows = append(rows, game.ToolRow{Text: l.Text, Right: l.Right, Px: l.Size, Bold: l.Bold, Ink: ink, Gap: gap})
		gap = false
	}
	// two buttons a row, but one a row where the session says so (an
	// action with its cost) or where two would be too narrow
	two := v.panelArea().W-2*game.ToolPad*v.panelTheme().Scale >= 2*140*v.panelTheme().Scale
	var row []game.PaletteButton
	flush := func(cols int) {
		if len(row) > 0 {
			rows = append(rows, game.ToolRow{Buttons: row, Cols: cols})
			row = nil
		}
	}
	first := true
	for _, b := range realmsplay.HexTabButtons(v.hp.tab, st, v.keyName) {
		pb := v.hexButton(b)
		if b.Cols == 1 || !two {
			flush(2)
			rows = append(rows, game.ToolRow{Buttons: []game.PaletteButton{pb}, Cols: 1, Gap: first})
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
func (v *hexView) hexButton(b session.Button) game.PaletteButton {
	pb := game.PaletteButton{Name: b.Name, Label: b.Label, Right: b.Right, On: b.On, Off: b.Off}
	switch {
	case b.Off:
		why := b.Why
		pb.Do = func() { v.Play.SetMessage(why) }
	case b.Act != session.ActNone:
		a := b.Act
		pb.Do = func() { v.hp.pending = append(v.hp.pending, a) }
	case b.Creature != "":
		id := b.Creature
		pb.Do = func() {
			if c := v.buttonState().Creature; c != nil {
				v.Play.TogglePermit(c.ID, id)
			}
		}
	case b.Key != "":
		key := b.Key
		pb.Do = func() {
			if c := v.buttonState().Creature; c != nil {
				v.Play.HexEditKey(c.ID, key)
			}
		}
	}
	return pb
}

// overPlayPanel reports whether pixel x, y is on the side panel.
func (v *hexView) overPlayPanel(x, y float64) bool {
	return !v.Live.Players && v.W > 0 && v.panelArea().Contains(x, y)
}

// panelFinger is a finger dragged on the side panel: it scrolls the page
// (it would pan the map); a tap there is ebitenui's (touchPointer). It
// reports whether the gesture was the panel's.
func (v *hexView) panelFinger(e gesture.Event) bool {
	if !v.overPlayPanel(e.Start.X, e.Start.Y) {
		return false
	}
	if (e.Kind == gesture.Drag || e.Kind == gesture.DragMove) && v.hp.panel != nil {
		v.hp.panel.FingerScroll(-e.Pan.Y)
	}
	return true
}

// showButton shows the tab that has the play panel's button named name
// (scripts: button NAME, touch button NAME on a tab not shown), and
// reports whether the panel changed for it.
func (v *hexView) showButton(name string) bool {
	if v.Play.MapEditing() {
		return false
	}
	if _, ok := v.hp.panel.Find(name); ok {
		return false
	}
	if t, ok := realmsplay.HexTabOf(name, v.buttonState(), v.keyName); ok && t != v.hp.tab {
		v.hp.tab = t
		return true
	}
	return false
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
	us := v.UIScale()
	sh := hexStatusHeight(us)
	face := v.r.Face(hexStatusPx*us, false)
	var lines []game.StatusLine
	for _, l := range statusLines(s, float64(v.W), us, func(s string) float64 { return text.Advance(s, face) }) {
		lines = append(lines, game.StatusLine{Text: l})
	}
	v.hp.status.Draw(screen, lines, game.StatusLook{Area: game.Area{X: 0, Y: float64(v.H) - sh, W: float64(v.W), H: sh},
		Top: (sh - float64(len(lines))*hexStatusLineH*us) / 2, Left: 14 * us, LineH: hexStatusLineH * us, Px: hexStatusPx * us,
		Back: t.StaminaBack, Ink: t.TokenText, Font: v.r.Face, W: v.W, H: v.H})
}
