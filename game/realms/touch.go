// Touch in the hex window: a tap selects a creature (its reach shaded); a
// press and hold drags it with the cheapest path shown; lifting the finger
// keeps the move aimed until the large Commit (or Cancel) is tapped. Two
// fingers pinch and pan; one finger dragged quickly pans.

package realms

import (
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// hexTouch is the hex window's fingers.
type hexTouch struct {
	rec *gesture.Recognizer
	buf []gesture.Touch
	// holding: a finger drags a creature; lifted: the move waits for Commit
	holding, lifted bool
	aim             grid.Cell
	aimOn           bool
}

// touchButtons are the large Commit and Cancel while a lifted move waits.
func (v *hexView) touchButtons(area game.Area) []game.TouchButton {
	if !v.touch.lifted || v.Play.Dragging() == "" {
		return v.directorButton(area)
	}
	var avoid []render.Point
	if c := v.Play.Board().Creature(v.Play.Dragging()); c != nil {
		var plan *realms.Plan
		if p, err := v.Play.Board().Plan(c.ID, v.touch.aim, v.Play.Options(c.ID)); err == nil && v.touch.aimOn {
			plan = &p
		}
		avoid = append(v.planPoints(c, plan), v.cam.View.ToScreen(v.layout.Center(v.touch.aim)))
	}
	commit, cancel := game.TouchButtonsClear(area, v.UIScale(), 0, avoid, v.hexRadius(), v.Explain.Rect)
	return []game.TouchButton{
		{Label: "Commit", Rect: commit, Do: func() {
			if v.touch.aimOn {
				v.Play.Drop(v.Play.Dragging(), v.touch.aim)
			}
			v.endTouchMove()
		}},
		{Label: "Cancel", Rect: cancel, Do: func() { v.endTouchMove() }},
	}
}

// planPoints are the screen points a move's preview must leave in sight:
// the creature's hexes and the hexes of its path (plan nil: none).
func (v *hexView) planPoints(c *realms.Creature, plan *realms.Plan) []render.Point {
	var out []render.Point
	for _, h := range c.Size.Footprint(c.At, nil) {
		out = append(out, v.cam.View.ToScreen(v.layout.Center(h)))
	}
	if plan != nil {
		for _, h := range plan.Path {
			out = append(out, v.cam.View.ToScreen(v.layout.Center(h)))
		}
	}
	return out
}

// hexRadius is about half a hex's width on the screen.
func (v *hexView) hexRadius() float64 {
	return v.cam.View.Scale * v.layout.Size().X / float64(max(v.Play.Board().Geometry.Width, 1)) / 2
}

// endTouchMove forgets the move a finger dragged.
func (v *hexView) endTouchMove() {
	v.Play.SetDragging("")
	v.touch.holding, v.touch.lifted = false, false
}

// touches reads the fingers and acts on their gestures; while a finger
// drags a creature, or its move waits, the hex it aims at is the one shown.
func (v *hexView) touches(area game.Area) {
	if v.touch.rec == nil {
		v.touch.rec = gesture.New(gesture.DefaultConfig())
	}
	v.touch.buf = v.Input.Touches(v.touch.buf[:0])
	for _, e := range v.touch.rec.Update(v.touch.buf) {
		v.gesture(area, e)
	}
	if v.touch.holding || v.touch.lifted {
		v.Play.PointAt(v.touch.aim, v.touch.aimOn)
	}
}

func (v *hexView) gesture(area game.Area, e gesture.Event) {
	if e.Kind == gesture.Pinch {
		if area.Contains(e.At.X, e.At.Y) {
			v.cam.ZoomAt(render.Point{X: e.At.X, Y: e.At.Y}, e.Scale)
			v.cam.Pan(e.Pan.X, e.Pan.Y)
		}
		return
	}
	if v.panelFinger(e) || v.panelGesture(area, e) {
		return
	}
	cell, on := v.layout.CellAt(v.cam.View.ToMap(render.Point{X: e.At.X, Y: e.At.Y}))
	on = on && area.Contains(e.At.X, e.At.Y)
	switch e.Kind {
	case gesture.Tap:
		if v.Explain.Press(e.At.X, e.At.Y) {
			return
		}
		for _, b := range v.touchButtons(area) {
			if b.Rect.Contains(e.At.X, e.At.Y) {
				b.Do()
				return
			}
		}
		_, door := session.HexNearestDoor(v.Play.Board(), v.layout, v.cam.View.ToMap(render.Point{X: e.At.X, Y: e.At.Y}), realmsplay.HexDoorClick)
		switch {
		case !area.Contains(e.At.X, e.At.Y):
		case v.touch.lifted:
			v.touch.aim, v.touch.aimOn = cell, on // aim elsewhere
		case door && on:
			v.Play.ToggleDoor(v.layout, v.cam.View.ToMap(render.Point{X: e.At.X, Y: e.At.Y}), true) // a tap on a door, as a click
		default:
			v.Play.Select("")
			if c := v.Play.CreatureAt(cell); c != nil && on {
				v.Play.Select(c.ID)
			}
		}
	case gesture.Hold:
		if c := v.Play.CreatureAt(cell); c != nil && on {
			v.Play.PickUp(c.ID)
			v.touch.holding, v.touch.lifted = true, false
			v.touch.aim, v.touch.aimOn = cell, on
		}
	case gesture.HoldMove:
		if v.touch.holding {
			v.touch.aim, v.touch.aimOn = cell, on
		}
	case gesture.HoldEnd:
		if v.touch.holding {
			v.touch.holding, v.touch.lifted = false, true
			v.Play.SetMessage("Tap Commit to make this move, or Cancel; tap another hex to aim elsewhere.")
		}
	case gesture.Drag, gesture.DragMove:
		v.cam.Pan(e.Pan.X, e.Pan.Y)
	case gesture.Cancel:
		if v.touch.holding {
			v.endTouchMove()
		}
	}
}

// TouchButtonPixel is the middle of the large touch button labelled label
// (scripts: touch button LABEL).
func (v *hexView) TouchButtonPixel(label string) (int, int, error) {
	for _, b := range v.touchButtons(v.mapArea()) {
		if b.Label == label {
			return int(b.Rect.X + b.Rect.W/2), int(b.Rect.Y + b.Rect.H/2), nil
		}
	}
	x, y := v.Script.X, v.Script.Y
	err := v.PointAtButton(label) // shows its tab and scrolls it into view first
	px, py := v.Script.X, v.Script.Y
	v.Script.X, v.Script.Y = x, y
	return px, py, err
}

// FingerHeld reports whether a finger is in a press and hold (scripts: touch hold).
func (v *hexView) FingerHeld() bool { return v.touch.rec != nil && v.touch.rec.Holding() }
