// The hex window's play panel at a real table, on the square
// window's model (paneltabs.go): Undo and Redo and the tabs (Move, Table,
// View, File) at the top, then what the panel says about the creature
// shown, then the tab's large buttons (realmsplay.HexTabButtons). A page
// taller than the window scrolls by the wheel and by a finger or the
// mouse dragged on it, so nothing is ever cut at UI scale 1, 2 or 3.

package game

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// hexPanelUI is the play panel's own state.
type hexPanelUI struct {
	tab realmsplay.HexTab
	// scroll is how many pixels the page under the tabs is moved up.
	scroll float64
	// drag is the left button pressed on the panel: dragged, it scrolls;
	// released where it was pressed, it presses the button there.
	drag panelDragState
	// pending are the actions the buttons pressed send, read with the
	// keys' in the next Update.
	pending []session.Action
}

// hexPanelWidth is the hex window's side panel width in a window w pixels
// wide at UI scale uiScale: the square window's (panelWidth), but at most
// two fifths of the window, so that at 3x the map keeps most of it.
func hexPanelWidth(w int, uiScale float64) float64 {
	return math.Round(math.Min(panelWidth(uiScale), math.Max(panelWidth(1), 0.4*float64(w))))
}

// hexPanelPage is the play panel laid out: its buttons (screen pixels,
// scrolled), the panel's text, the part that scrolls (view) and how far
// its page reaches past the view's bottom at no scroll.
type hexPanelPage struct {
	buttons []paletteButton
	text    *render.Scene
	view    Area
	over    float64
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

// playPage lays out the play panel in panel pa at scale k, scrolled by
// v.hp.scroll; plan is the move dragged (nil: none), for the text.
func (v *hexView) playPage(pa Area, k float64, ui render.UIColors, plan *realms.Plan) hexPanelPage {
	st := v.buttonState()
	pad, gap := 12*k, 6*k
	rowH := float64(fingerHeight(v.uiScale(), max(v.dev, 1), v.h))
	x0, w := pa.X+pad, pa.W-2*pad
	var out []paletteButton
	// place lays bs out from y down, in rows of cols buttons at least
	// minW wide (else one a row; a button whose Cols is 1 alone), and
	// returns the bottom.
	place := func(bs []session.Button, y float64, cols int, minW float64) float64 {
		col, n := 0, 0 // the buttons on the row under way, and its columns
		for _, b := range bs {
			want := cols
			if b.Cols == 1 || (w-gap*float64(cols-1))/float64(cols) < minW {
				want = 1
			}
			if col > 0 && (want != n || col == n) {
				col, y = 0, y+rowH+gap
			}
			n = want
			cw := (w - gap*float64(n-1)) / float64(n)
			out = append(out, v.hexButton(b, Area{x0 + float64(col)*(cw+gap), y, cw, rowH}))
			col++
		}
		if col > 0 {
			y += rowH + gap
		}
		return y
	}
	y := pa.Y + pad
	if v.touch.lifted && v.play.Dragging() != "" {
		// the move a finger lifted waits: its Commit and Cancel here too,
		// where the panel always has them, as the square window's
		n := len(out)
		y = place([]session.Button{{Name: "Commit", Label: "Commit"}, {Name: "Cancel", Label: "Cancel"}}, y, 2, 0)
		for _, b := range v.touchButtons(v.mapArea()) {
			for i := n; i < len(out); i++ {
				if out[i].name == b.label {
					do := b.do
					out[i].do = func() { do(nil) }
				}
			}
		}
	}
	y = place(realmsplay.HexAlwaysButtons(v.keyName), y, 2, 0)
	var tabs []session.Button
	for t := range realmsplay.HexTabCount {
		tabs = append(tabs, session.Button{Name: t.String(), Label: t.String(), On: t == v.hp.tab})
	}
	y = place(tabs, y, int(realmsplay.HexTabCount), 0)
	for i := range tabs {
		t := realmsplay.HexTab(i)
		out[len(out)-len(tabs)+i].do = func() { v.hp.tab, v.hp.scroll = t, 0 }
	}
	page := hexPanelPage{view: Area{pa.X, y, pa.W, math.Max(0, pa.Y+pa.H-y)}}
	top := y - v.hp.scroll
	c := st.Creature
	var bottom float64
	// the text as large as the UI scale asks, but no larger than the
	// panel's width allows (at 3x the panel is narrowed for the map)
	textScale := math.Min(v.uiScale(), pa.W/panelWidth(1))
	page.text, bottom = realmsplay.HexPanel(c, v.play.Actions(), plan, v.play.PermitNames(), v.play.Taken(c),
		render.Rect{Min: render.Point{X: pa.X, Y: top}, Max: render.Point{X: pa.X + pa.W, Y: top + page.view.H}}, ui, textScale)
	head := len(out)
	end := place(realmsplay.HexTabButtons(v.hp.tab, st, v.keyName), bottom+gap, 2, 140*k) + pad - gap
	page.over = math.Max(0, end+v.hp.scroll-(page.view.Y+page.view.H))
	for i := head; i < len(out); i++ {
		out[i].clip = page.view
	}
	page.buttons = out
	return page
}

// hexButton is a play panel button at r: a tap sends its action (or its
// key), or says why it can do nothing now.
func (v *hexView) hexButton(b session.Button, r Area) paletteButton {
	pb := paletteButton{name: b.Name, label: b.Label, right: b.Right, on: b.On, off: b.Off, rect: r}
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

// scrollPanel scrolls the play panel's page dy pixels (up when dy > 0),
// within its length.
func (v *hexView) scrollPanel(dy float64) {
	page := v.playPage(v.panelArea(), math.Max(1, v.uiScale()), render.UIColors{}, nil)
	v.hp.scroll = math.Min(page.over, math.Max(0, v.hp.scroll+dy))
}

// overPlayPanel reports whether pixel x, y is on the play panel.
func (v *hexView) overPlayPanel(x, y float64) bool {
	return !v.lv.players && !v.play.MapEditing() && v.w > 0 && v.panelArea().Contains(x, y)
}

// panelMouse is the left button and the wheel on the play panel: a press
// released where it began presses the button there, a press dragged more
// than a few pixels scrolls the page, as does the wheel. It reports
// whether the mouse was on the panel.
func (v *hexView) panelMouse(in Input, x, y float64) bool {
	d := &v.hp.drag
	switch {
	case in.MouseJustPressed(ebiten.MouseButtonLeft):
		*d = panelDragState{on: v.overPlayPanel(x, y), y: y}
	case in.MouseDown(ebiten.MouseButtonLeft) && d.on:
		if d.scrolling || math.Abs(y-d.y) > 12*v.uiScale() {
			d.scrolling = true
			v.scrollPanel(d.y - y)
			d.y = y
		}
	case in.MouseJustReleased(ebiten.MouseButtonLeft) && d.on:
		if !d.scrolling {
			if b, ok := v.buttonAt(x, y); ok {
				b.do()
			}
		}
		*d = panelDragState{}
		return true
	default:
		*d = panelDragState{}
	}
	if w := in.Wheel(); w != 0 && v.overPlayPanel(x, y) {
		v.scrollPanel(-w * 48 * v.uiScale())
	}
	return d.on || v.overPlayPanel(x, y)
}

// panelFinger is a finger dragged on the play panel: it scrolls the page
// (it would pan the map). It reports whether the gesture was the panel's.
func (v *hexView) panelFinger(e gesture.Event) bool {
	switch e.Kind {
	case gesture.Drag, gesture.DragMove, gesture.DragEnd, gesture.Hold, gesture.HoldMove, gesture.HoldEnd:
		if !v.overPlayPanel(e.Start.X, e.Start.Y) {
			return false
		}
		if e.Kind == gesture.Drag || e.Kind == gesture.DragMove {
			v.scrollPanel(-e.Pan.Y)
		}
		return true
	}
	return false
}

// scrollToButton scrolls the play panel so that the button named name, on
// the tab shown, is in view (scripts: button NAME).
func (v *hexView) scrollToButton(name string) {
	k := math.Max(1, v.uiScale())
	page := v.playPage(v.panelArea(), k, render.UIColors{}, nil)
	for _, b := range page.buttons {
		if !b.matches(name) || (b.rect.Y >= page.view.Y && b.rect.Y+b.rect.H <= page.view.Y+page.view.H) {
			continue
		}
		mid := b.rect.Y + b.rect.H/2 - (page.view.Y + page.view.H/2)
		v.hp.scroll = math.Min(page.over, math.Max(0, v.hp.scroll+mid))
	}
}

// showButton shows the tab that has the play panel's button named name
// and scrolls it into view (scripts: button NAME, touch button NAME on a
// tab not shown).
func (v *hexView) showButton(name string) {
	if t, ok := realmsplay.HexTabOf(name, v.buttonState(), v.keyName); ok && t != v.hp.tab {
		v.hp.tab, v.hp.scroll = t, 0
	}
	v.scrollToButton(name)
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

// cycleTheme shows the next of the window's themes (C, the Theme button)
// and remembers it.
func (v *hexView) cycleTheme() {
	next := nextTheme(mapTheme(v.opt.Theme))
	v.opt.Theme = next
	v.version++
	v.play.SetMessage(fmt.Sprintf("Theme: %s (%s changes it).", next, v.keyName(session.ActTheme)))
	if err := UpdateSettings(v.opt.SettingsPath, func(s *Settings) { s.Theme = next }); err != nil {
		v.play.SetMessage("Theme not remembered: " + err.Error())
	}
}
