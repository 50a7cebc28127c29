// The square window's panel at a real table: buttons large
// enough for a finger, grouped in tabs so the main page fits at UI scale 2
// and 3, and a page taller than the window scrolls instead of being cut.

package drawsteel

import (
	"image"
	"math"

	"github.com/battlemap/battlemap/game"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/battlemap/battlemap/session"
)

// panelTab is a group of the main page's buttons. Commit, Cancel, Undo and
// Redo are on every tab.
type panelTab int

const (
	tabMoves panelTab = iota
	tabTable
	tabView
	tabFile
)

// alwaysButtons are on the main page above the tabs, whichever is shown.
func alwaysButtons() []labelledAction {
	return []labelledAction{tableAction(session.ActCommit, false), tableAction(session.ActCancel, false), tableAction(session.ActUndo, false), tableAction(session.ActRedo, false)}
}

// tableAction is a's button in the square window, labelled as the action
// table labels it there; keyed adds the key bound to it.
func tableAction(a session.Action, keyed bool) labelledAction {
	return labelledAction{a.Label(session.OnSquares), a, keyed}
}

// panelTabCount is the number of the main page's tabs.
const panelTabCount = 4

func (t panelTab) String() string { return [panelTabCount]string{"Moves", "Table", "View", "File"}[t] }

// Buttons are the tab's buttons: every action a player needs without a
// keyboard has one on some tab, most labelled with the key bound to it.
func (t panelTab) Buttons() []labelledAction {
	switch t {
	case tabTable:
		return []labelledAction{
			tableAction(session.ActTurn, true), tableAction(session.ActTactics, true), tableAction(session.ActExplain, true), tableAction(session.ActMapEdit, true),
			tableAction(session.ActEdit, true), tableAction(session.ActAddCreature, true), tableAction(session.ActNotes, true), tableAction(session.ActHelp, true),
		}
	case tabView:
		return []labelledAction{
			tableAction(session.ActTurnView, false), tableAction(session.ActTurnViewHalf, false), tableAction(session.ActFit, true), tableAction(session.ActToggleHeights, true),
			tableAction(session.ActTheme, true), tableAction(session.ActUIScaleDown, false), tableAction(session.ActUIScaleUp, false), tableAction(session.ActFullscreen, false),
			tableAction(session.ActPlayerView, false), tableAction(session.ActSettings, false),
		}
	case tabFile:
		return []labelledAction{
			tableAction(session.ActSave, false), tableAction(session.ActSaveAs, false), tableAction(session.ActOpen, false), tableAction(session.ActImport, false),
			tableAction(session.ActExport, false), tableAction(session.ActQuit, false),
		}
	}
	return []labelledAction{
		tableAction(session.ActPush, true), tableAction(session.ActPull, true), tableAction(session.ActSlide, true), tableAction(session.ActVertical, true),
		tableAction(session.ActDistanceDown, false), tableAction(session.ActDistanceUp, false), tableAction(session.ActMelee, true), tableAction(session.ActStability, true),
		tableAction(session.ActMoveMode, true), tableAction(session.ActKnockback, true), tableAction(session.ActGrab, true), tableAction(session.ActRoll, true),
		tableAction(session.ActEscapeGrab, false), tableAction(session.ActDig, false), tableAction(session.ActMount, false),
	}
}

// tabOf is the tab whose buttons include label (as km labels it, or the
// word alone).
func tabOf(label string, km game.Keymap) (panelTab, bool) {
	for t := range panelTab(panelTabCount) {
		for _, b := range t.Buttons() {
			if b.word == label || b.label(km) == label {
				return t, true
			}
		}
	}
	return 0, false
}

// buttonHeight is the panel buttons' height in pixels: 44 interface pixels
// (a fingertip) times the UI scale, but at most an eleventh of the window
// (never under 44), so that at 3x on a 1080p screen the main page's
// buttons still leave room for the selected creature's details.
func (p *panel) buttonHeight() int { return game.FingerHeight(p.scale, p.g.Dev, p.g.H) }

// remakePanel builds the panel anew (a new UI scale, theme or file) on
// page, with the main page's tab it had, fitted to the window.
func (g *Game) remakePanel(page panelPage) {
	tab := tabMoves
	if g.panel != nil {
		tab = g.panel.tab
	}
	g.panel = newPanel(g, g.uiScale, tab)
	if page != pageMain {
		g.panel.show(page)
	}
	g.panel.fit(g.H)
}

// fit limits the scrolled body to what the window of height h leaves under
// the title (one line high until the title is laid out).
func (p *panel) fit(h int) {
	if h <= 0 {
		return
	}
	th := p.title.GetWidget().Rect.Dy()
	if th == 0 {
		m := (*p.face(21, true)).Metrics()
		th = int(math.Ceil(m.HAscent + m.HDescent + m.HLineGap))
	}
	v := h - 2*int(14*p.scale) - th - int(8*p.scale)
	if v == p.viewH {
		return
	}
	p.viewH = v
	p.scroll.GetWidget().LayoutData = widget.RowLayoutData{Stretch: true, MaxHeight: max(v, 1)}
	p.side.RequestRelayout()
}

// overflow is how many pixels of the page lie outside the panel's view
// (0 when it fits), as last laid out.
func (p *panel) overflow() int {
	return max(0, p.scroll.ContentRect().Dy()-p.scroll.ViewRect().Dy())
}

// scrollBy moves the page dy pixels up (the content under it moves down
// when dy is negative) and reports whether it moved.
func (p *panel) scrollBy(dy float64) bool {
	over := p.overflow()
	if over == 0 {
		return false
	}
	was := p.scroll.ScrollTop
	p.scroll.ScrollTop = math.Min(1, math.Max(0, was+dy/float64(over)))
	return p.scroll.ScrollTop != was
}

// scrollTo scrolls so that r (a widget's rectangle as laid out) is in the
// middle of the view, and reports whether the view has to move for it.
func (p *panel) scrollTo(r image.Rectangle) bool {
	view := p.scroll.ViewRect()
	if c := (image.Point{r.Min.X, (r.Min.Y + r.Max.Y) / 2}); c.In(view) {
		return false
	}
	over := p.overflow()
	if over == 0 {
		return false
	}
	top := float64(r.Min.Y-p.scroll.ContentRect().Min.Y) - float64(view.Dy()-r.Dy())/2
	p.scroll.ScrollTop = math.Min(1, math.Max(0, top/float64(over)))
	return true
}

// drawScrollBar draws, beside a page taller than the window, a bar showing
// which part of it is in view.
func (p *panel) drawScrollBar(screen *ebiten.Image) {
	over := p.overflow()
	if over == 0 {
		return
	}
	view := p.scroll.ViewRect()
	vh := float64(view.Dy())
	barH := math.Max(24*p.scale, vh*vh/(vh+float64(over)))
	w := float32(6 * p.scale)
	x := float32(p.side.GetWidget().Rect.Max.X) - w - float32(3*p.scale)
	y := float32(float64(view.Min.Y) + p.scroll.ScrollTop*(vh-barH))
	vector.FillRect(screen, x, float32(view.Min.Y), w, float32(vh), p.colors().Button, false)
	vector.FillRect(screen, x, y, w, float32(barH), p.colors().PanelDim, false)
}

// overPanel reports whether pixel x, y is on the panel (not the map).
func (g *Game) overPanel(x, y float64) bool {
	return !g.Live.Players && image.Pt(int(x), int(y)).In(g.panel.side.GetWidget().Rect)
}

// panelDrag scrolls the panel while the left button pressed on it is dragged.
func (g *Game) panelDrag(in game.Input, x, y float64) {
	d := &g.panel.drag
	switch {
	case in.MouseJustPressed(ebiten.MouseButtonLeft):
		*d = game.PanelDragState{On: g.overPanel(x, y), Y: y}
	case in.MouseDown(ebiten.MouseButtonLeft) && d.On:
		if d.Scrolling || math.Abs(y-d.Y) > 12*g.uiScale {
			d.Scrolling = true
			g.panel.scrollBy(d.Y - y)
			d.Y = y
		}
	default:
		*d = game.PanelDragState{}
	}
}
