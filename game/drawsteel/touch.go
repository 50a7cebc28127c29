package drawsteel

import (
	"math"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/grid"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// touchButtons are the large Commit and Cancel buttons, when a touch
// preview waits for them: docked at the top of the map, on the side away
// from the creature being moved, clear of the turn strip. The player view
// shown in place has, instead, a large Director view button: the panel is
// away, and a table without a keyboard taps it to get back.
func (g *Game) touchButtons(area game.Area) []game.TouchButton {
	if g.Live.Players {
		if g.opt.PlayerView {
			return nil // a player view's own window has nothing to go back to
		}
		_, back := game.TouchButtonRects(area, g.uiScale, g.turnStripBottom(area), g.touch.StatusH, nil)
		return []game.TouchButton{{Label: "Director view", Rect: back, Do: g.togglePlayerView}}
	}
	if !g.touch.Used {
		return nil
	}
	commit := func() {}
	var who string
	switch {
	case g.in.Mode() == dsplay.ModePreview:
		if _, ok := g.in.Shown(); !ok {
			return nil
		}
		commit = func() { g.in.Commit() }
		if t := g.in.Targets(); len(t) > 0 {
			who = t[0]
		}
	case g.in.Mode() == dsplay.ModeMoving && g.touch.Lifted:
		commit = func() { g.in.DropMove(); g.touch.Lifted = false }
		who, _, _ = g.in.Moving()
	default:
		return nil
	}
	top := g.turnStripBottom(area)
	var at *render.Point
	if c, ok := g.Board().Creature(who); ok {
		p := g.cam.View.ToScreen(g.layout().SpaceCenter(grid.Cell(c.At), c.Size.Squares()))
		at = &p
	}
	// clear of what is involved (the move previewed, or the creature
	// dropped), of the side view and of the explain panel
	var avoid []render.Point
	r := g.cam.View.Scale / 2
	if g.in.Mode() == dsplay.ModePreview {
		for _, m := range g.moveBoxes() {
			avoid = append(avoid, render.Point{X: (m.Min.X + m.Max.X) / 2, Y: (m.Min.Y + m.Max.Y) / 2})
			r = math.Max(r, (m.Max.X-m.Min.X)/2)
		}
	} else if at != nil {
		avoid = append(avoid, *at)
	}
	commitAt, cancelAt := game.TouchButtonsClear(game.Area{X: area.X, Y: top, W: area.W, H: area.Y + area.H - top}, g.uiScale, g.touch.StatusH, avoid, r, g.sideRect, g.Explain.Rect)
	return []game.TouchButton{
		{Label: "Commit", Rect: commitAt, Do: commit},
		{Label: "Cancel", Rect: cancelAt, Do: func() { g.in.Cancel(); g.touch.Lifted = false }},
	}
}

// turnStripBottom is the top of the map below the turn strip, if shown.
func (g *Game) turnStripBottom(area game.Area) float64 {
	if g.in.Turn().Round > 0 {
		return area.Y + game.TurnStripH*g.uiScale
	}
	return area.Y
}

// touchButtonAt is the touch button under the pixel, if any.
func (g *Game) touchButtonAt(area game.Area, p gesture.Point) (game.TouchButton, bool) {
	// the explain panel's page buttons, as drawn this frame
	for _, b := range []game.TouchButton{{Label: "◀", Rect: g.Explain.Prev, Do: func() { g.Explain.Page-- }}, {Label: "▶", Rect: g.Explain.Next, Do: func() { g.Explain.Page++ }}} {
		if b.Rect.W > 0 && b.Rect.Contains(p.X, p.Y) {
			return b, true
		}
	}
	for _, b := range g.touchButtons(area) {
		if b.Rect.Contains(p.X, p.Y) {
			return b, true
		}
	}
	return game.TouchButton{}, false
}

// drawTouchButtons draws the large Commit and Cancel buttons.
func (g *Game) drawTouchButtons(dst *ebiten.Image, area game.Area) {
	if bs := g.touchButtons(area); len(bs) > 0 {
		g.renderer.Draw(dst, game.TouchButtonScene(bs, g.uiScale, g.colors()), render.View{Scale: 1})
	}
}

// touchSquare is the map square under a pixel, and whether it is on the board.
func (g *Game) touchSquare(area game.Area, p gesture.Point) (drawsteel.Square, bool) {
	c, in := g.layout().CellAt(g.cam.View.ToMap(render.Point{X: p.X, Y: p.Y}))
	return drawsteel.Square(c), area.Contains(p.X, p.Y) && in
}

// touches reads the fingers and acts on their gestures.
func (g *Game) touches(area game.Area) {
	g.touch.Buf = g.Input.Touches(g.touch.Buf[:0])
	if len(g.touch.Buf) > 0 {
		g.touch.Used = true
	}
	for _, e := range g.touch.Rec.Update(g.touch.Buf) {
		g.gesture(area, e)
	}
}

// gesture carries out one gesture on the map.
func (g *Game) gesture(area game.Area, e gesture.Event) {
	if (e.Kind == gesture.Drag || e.Kind == gesture.DragMove) && g.overPanel(e.Start.X, e.Start.Y) {
		g.panel.scrollBy(-e.Pan.Y) // a finger dragged on the panel scrolls it
		return
	}
	switch e.Kind {
	case gesture.Tap, gesture.Hold, gesture.Drag:
		// where the finger went down decides what the gesture is for
		_, onButton := g.touchButtonAt(area, e.Start)
		g.touch.Ignore = onButton || !area.Contains(e.Start.X, e.Start.Y) || g.dialog != nil || g.in.Mode() == dsplay.ModeNotes
		if e.Kind == gesture.Tap && onButton {
			b, _ := g.touchButtonAt(area, e.Start)
			b.Do()
			return
		}
	case gesture.Pinch:
		if area.Contains(e.At.X, e.At.Y) && g.dialog == nil {
			g.cam.ZoomAt(render.Point{X: e.At.X, Y: e.At.Y}, e.Scale)
			g.cam.Pan(e.Pan.X, e.Pan.Y)
		}
		return
	}
	if g.opt.PlayerView {
		// a player view only looks: a finger pans
		if e.Kind == gesture.Drag || e.Kind == gesture.DragMove {
			g.cam.Pan(e.Pan.X, e.Pan.Y)
		}
		return
	}
	if g.touch.Ignore {
		return
	}
	if g.aligning() {
		g.bgGesture(e) // one finger moves the background picture
		return
	}
	if g.in.Mode() == dsplay.ModeMapEdit {
		g.mapGesture(area, e) // one finger paints
		return
	}
	q, onBoard := g.touchSquare(area, e.At)
	if onBoard {
		g.lastSquare = q
	}
	mode := g.in.Mode()
	switch e.Kind {
	case gesture.Tap:
		switch {
		case !onBoard:
		case mode == dsplay.ModePreview:
			// a tap aims; only the Commit button commits
			g.in.Point(q, true)
		case mode == dsplay.ModeMoving && g.touch.Lifted:
			g.in.Point(q, true)
		default:
			g.in.Click(q, false)
		}
	case gesture.Hold:
		switch {
		case !onBoard:
		case mode == dsplay.ModePreview:
			g.touch.OnTarget = g.in.OnTarget(q)
			g.in.Point(q, true)
		case mode == dsplay.ModeIdle || (mode == dsplay.ModeMoving && g.touch.Lifted):
			if id := g.in.CreatureAt(q); id != "" {
				g.in.StartMove(id, false)
				g.in.Point(q, true)
				g.touch.Lifted = false
				if g.in.Mode() == dsplay.ModeMoving {
					g.in.SetMessage(g.in.Message() + " (Lift your finger, then tap Commit.)")
				}
			}
		}
	case gesture.Drag:
		g.touch.OnTarget = mode == dsplay.ModePreview && g.in.OnTarget(q)
		g.touchMove(area, e, q, onBoard)
	case gesture.HoldMove, gesture.DragMove:
		g.touchMove(area, e, q, onBoard)
	case gesture.HoldEnd, gesture.DragEnd:
		if mode == dsplay.ModeMoving && !g.touch.Lifted {
			g.touch.Lifted = true
			if plan, ok := g.in.MovePlan(); ok && plan.Legal {
				g.in.SetMessage("Tap Commit to make this move, or Cancel; tap another square to aim elsewhere.")
			}
		}
		g.touch.OnTarget = false
	case gesture.Cancel:
		if mode == dsplay.ModeMoving && !g.touch.Lifted {
			g.in.Cancel()
		}
		g.touch.OnTarget = false
	}
}

// touchMove is a finger moving on the map: it aims the move being
// previewed or dragged, or else pans.
func (g *Game) touchMove(area game.Area, e gesture.Event, q drawsteel.Square, onBoard bool) {
	switch mode := g.in.Mode(); {
	case mode == dsplay.ModeMoving && !g.touch.Lifted:
		g.in.Point(q, onBoard)
	case mode == dsplay.ModePreview && onBoard && g.touch.OnTarget:
		g.in.DragTo(q)
	case mode == dsplay.ModePreview && onBoard:
		g.in.Point(q, true)
	case e.Kind == gesture.Drag || e.Kind == gesture.DragMove:
		g.cam.Pan(e.Pan.X, e.Pan.Y)
	}
}

// TouchButtonPixel is the middle of the large touch button labelled label,
// or else of the panel button (scripts: touch button LABEL).
func (g *Game) TouchButtonPixel(label string) (int, int, error) {
	for _, b := range g.touchButtons(g.mapArea()) {
		if b.Label == label {
			return int(b.Rect.X + b.Rect.W/2), int(b.Rect.Y + b.Rect.H/2), nil
		}
	}
	if x, y, ok, err := g.panel.fieldPixel(label); ok {
		return x, y, err
	}
	x, y := g.Script.X, g.Script.Y
	err := g.PointAtButton(label)
	px, py := g.Script.X, g.Script.Y
	g.Script.X, g.Script.Y = x, y
	return px, py, err
}

// FingerHeld reports whether a finger is in a press and hold (scripts: touch hold).
func (g *Game) FingerHeld() bool { return g.touch.Rec != nil && g.touch.Rec.Holding() }
