package drawsteel

import (
	"fmt"
	"image"
	"math"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
	"github.com/hajimehoshi/ebiten/v2"
)

// The pointer: where the mouse (or a script's pointer) is over the map,
// and what a press, drag and release there do.

// PointAt moves the (scripted) pointer to the centre of a map square.
func (g *Game) PointAt(q game.ScriptCell) {
	p := g.cam.View.ToScreen(g.layout().Center(grid.Cell(q)))
	g.Script.X, g.Script.Y = int(math.Round(p.X)), int(math.Round(p.Y))
}

// PointAtButton moves the (scripted) pointer to the middle of a panel
// button: clicks there reach ebitenui as a person's would.
func (g *Game) PointAtButton(label string) error {
	if g.Files.Open() {
		return g.Files.PointAtButton(g.Script, label)
	}
	b, ok := g.panel.buttons[label]
	if t, other := tabOf(label, g.Keymap); !ok && other && g.panel.page == pageMain {
		// a button of another tab: show that tab, point once it is laid out
		g.panel.tab = t
		g.panel.show(pageMain)
		return game.StepAgain{}
	}
	if ok && g.panel.scrollTo(b.GetWidget().Rect) {
		return game.StepAgain{} // scrolled into view: point once it is drawn there
	}
	if !ok {
		for _, t := range g.touchButtons(g.mapArea()) {
			if t.Label == label {
				g.Script.X, g.Script.Y = int(t.Rect.X+t.Rect.W/2), int(t.Rect.Y+t.Rect.H/2)
				return nil
			}
		}
		labels := make([]string, 0, len(g.panel.buttons))
		for l := range g.panel.buttons {
			labels = append(labels, l)
		}
		slices.Sort(labels)
		return fmt.Errorf("button: no button %q on the panel (it has %s)", label, strings.Join(labels, ", "))
	}
	r := b.GetWidget().Rect
	g.Script.X, g.Script.Y = (r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2
	return nil
}

// pointer handles the mouse: hover, click, drag the target, pan, zoom.
// Nothing reaches the map while the pointer is over the panel.
func (g *Game) pointer(area game.Area) {
	in := g.Input
	x, y := in.Cursor()
	cur := image.Point{x, y}
	fx, fy := float64(x), float64(y)
	overMap := area.Contains(fx, fy)
	moved := cur != g.lastCursor
	if in.MouseJustPressed(ebiten.MouseButtonLeft) {
		// the large buttons on the map (Commit, Cancel, Director view) take a click
		if b, ok := g.touchButtonAt(area, gesture.Point{X: fx, Y: fy}); ok {
			b.Do()
			g.lastCursor = cur
			return
		}
	}

	rightOrMiddle := in.MouseDown(ebiten.MouseButtonRight) || in.MouseDown(ebiten.MouseButtonMiddle)
	if rightOrMiddle && g.panning {
		g.cam.Pan(float64(cur.X-g.lastCursor.X), float64(cur.Y-g.lastCursor.Y))
	}
	if (in.MouseJustPressed(ebiten.MouseButtonRight) || in.MouseJustPressed(ebiten.MouseButtonMiddle)) && overMap {
		g.panning = true
	}
	if !rightOrMiddle {
		g.panning = false
	}
	g.panelDrag(in, fx, fy)
	g.lastCursor = cur
	if overMap {
		if wy := in.Wheel(); wy != 0 && !g.bgWheel(wy, render.Point{X: fx, Y: fy}) {
			g.cam.ZoomAt(render.Point{X: fx, Y: fy}, math.Pow(1.15, wy))
		}
	} else if wy := in.Wheel(); wy != 0 && g.overPanel(fx, fy) {
		g.panel.scrollBy(-wy * 48 * g.uiScale)
	}
	mp := g.cam.View.ToMap(render.Point{X: fx, Y: fy})
	c, inMap := g.layout().CellAt(mp)
	q := drawsteel.Square(c)
	onBoard := overMap && inMap
	g.pointerMap, g.pointerOnMap = mp, onBoard
	if onBoard {
		g.lastSquare = q
	}
	shift := in.Down(ebiten.KeyShiftLeft) || in.Down(ebiten.KeyShiftRight)
	ctrl := game.CtrlHeld(in)
	pt := session.Pointer{At: mp, On: overMap, Shift: shift, Ctrl: ctrl}
	if moved || in.MouseJustPressed(ebiten.MouseButtonLeft) {
		g.in.Hover(pt)
	}
	if g.aligning() {
		g.bgPointer(mp, overMap)
		return
	}
	if g.in.Mode() == dsplay.ModeMapEdit {
		g.mapPointer(mp, q, onBoard, moved)
		return
	}
	if g.in.Mode() == dsplay.ModeNotes {
		switch {
		case in.MouseJustPressed(ebiten.MouseButtonLeft) && onBoard:
			g.in.NoteDown(q, shift)
		case in.MouseDown(ebiten.MouseButtonLeft) && onBoard && moved:
			g.in.NoteDrag(q)
		case in.MouseJustReleased(ebiten.MouseButtonLeft):
			if onBoard {
				g.in.NoteUp(q)
			} else if _, ok := g.in.Pending(); ok {
				g.in.NoteUp(g.lastSquare)
			}
		}
		return
	}
	if in.MouseJustPressed(ebiten.MouseButtonLeft) {
		g.in.Press(pt)
	}
	if in.MouseDown(ebiten.MouseButtonLeft) && moved {
		g.in.Drag(pt)
	}
	if in.MouseJustReleased(ebiten.MouseButtonLeft) {
		g.in.Release(pt)
	}
}
