// Touch in the zone window: a tap selects a creature (its reach
// outlined), or, setting up a throw, picks the target and then the zone; a
// press and hold drags a creature with the zone under the finger previewed;
// lifting the finger keeps the move aimed until the large Commit declares
// it (challenges are then asked as for a drop) or Cancel drops it.

package zones

import (
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/render"
	zonescene "github.com/battlemap/battlemap/render/zones"
)

// zoneTouch is the zone window's fingers.
type zoneTouch struct {
	rec *gesture.Recognizer
	buf []gesture.Touch
	// holding: a finger drags a creature; lifted: the move waits for Commit
	holding, lifted bool
	aim             int // the zone index aimed at, -1: none
}

// zoneMapArea is the zone window's map: all but the status panel.
func (v *zoneView) zoneMapArea() game.Area {
	if s := v.sideWidth(); s > 0 {
		return game.Area{X: 0, Y: 0, W: float64(v.W) - s, H: float64(v.H)}
	}
	return game.Area{X: 0, Y: 0, W: float64(v.W), H: float64(v.H) - v.statusHeight()}
}

// touchButtons are the large Commit and Cancel while a lifted move waits
// (the result asked and the player view's Director view have theirs in
// the bar, bar.go, off the map).
func (v *zoneView) touchButtons() []game.TouchButton {
	if !v.touch.lifted || v.play.Dragging() == "" {
		return nil
	}
	commit, cancel := game.TouchButtonsClear(v.zoneMapArea(), v.UIScale(), 0, v.previewPoints(), v.tokenRadius(), v.Explain.Rect)
	return []game.TouchButton{
		{Label: "Commit", Rect: commit, Do: func() {
			id, aim := v.play.Dragging(), v.touch.aim
			v.endTouchMove()
			v.play.SetMessage("") // the tap's hint is done with
			m := v.opt.Encounter.Zones.Map
			if c, ok := v.play.Board().Creature(id); ok && aim >= 0 && m.Zones[aim].ID != c.Zone {
				v.play.Drop(id, m.Zones[aim].ID)
			}
		}},
		{Label: "Cancel", Rect: cancel, Do: func() { v.endTouchMove() }},
	}
}

// previewPoints are the screen points the preview must leave in sight:
// the tokens of the creature dragged or declared and of its partner, and
// the middle of the zone it goes to.
func (v *zoneView) previewPoints() []render.Point {
	if v.scene == nil {
		return nil
	}
	pl, m := v.play, v.opt.Encounter.Zones.Map
	id, to := pl.Dragging(), pl.HoverZone()
	if rq := pl.Declared(); rq != nil {
		id, to = rq.Creature, rq.To
	}
	if id == "" {
		return nil
	}
	view := v.mapView()
	var out []render.Point
	who := []string{id}
	if c, ok := pl.Board().Creature(id); ok && c.Partner != "" {
		who = append(who, c.Partner)
	}
	for _, w := range who {
		c, ok := pl.Board().Creature(w)
		if !ok {
			continue
		}
		for i, z := range m.Zones {
			if p, ok := zonescene.TokenCentre(pl.Board(), v.boxes, z.ID, i, w); ok && z.ID == c.Zone {
				out = append(out, view.ToScreen(p))
			}
		}
	}
	for i, z := range m.Zones {
		if z.ID == to {
			b := v.boxes[i]
			out = append(out, view.ToScreen(render.Point{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2}))
		}
	}
	return out
}

// tokenRadius is about a token's radius on the screen.
func (v *zoneView) tokenRadius() float64 {
	if v.scene == nil {
		return 0
	}
	return 0.6 * v.mapView().Scale
}

// endTouchMove forgets the move a finger dragged.
func (v *zoneView) endTouchMove() {
	v.play.SetDragging("")
	v.touch.holding, v.touch.lifted = false, false
}

// touches reads the fingers and acts on their gestures; while a finger
// drags a creature, or its move waits, the zone it aims at is the one shown.
func (v *zoneView) touches() {
	if v.touch.rec == nil {
		v.touch.rec = gesture.New(gesture.DefaultConfig())
	}
	v.touch.buf = v.Input.Touches(v.touch.buf[:0])
	for _, e := range v.touch.rec.Update(v.touch.buf) {
		v.gesture(e)
	}
	if v.touch.holding || v.touch.lifted {
		v.play.PointAtZone(v.touch.aim)
	}
}

// under is the zone index and the creature under a pixel (-1, "": none).
func (v *zoneView) under(at gesture.Point) (int, string) {
	p := v.mapView().ToMap(render.Point{X: at.X, Y: at.Y})
	z, ok := (render.ZoneLayout{Boxes: v.boxes}).CellAt(p)
	if !ok || !v.zoneMapArea().Contains(at.X, at.Y) {
		return -1, ""
	}
	return z.X, zonescene.TokenAt(v.play.Board(), v.boxes, v.opt.Encounter.Zones.Map.Zones[z.X].ID, z.X, p)
}

func (v *zoneView) gesture(e gesture.Event) {
	pl := v.play
	zone, who := v.under(e.At)
	switch e.Kind {
	case gesture.Tap:
		if v.pressButton(e.At.X, e.At.Y) {
			return
		}
		switch t := pl.Throw(); {
		case t != nil && t.Target == "":
			pl.ThrowTarget(who)
		case t != nil && t.HasResult && zone >= 0:
			pl.ThrowInto(v.opt.Encounter.Zones.Map.Zones[zone].ID)
		case t != nil || pl.Declared() != nil:
		case v.touch.lifted:
			v.touch.aim = zone // aim elsewhere
		default:
			pl.Select(who)
			if who != "" {
				pl.ForgetEndRound()
			}
		}
	case gesture.Hold:
		if who != "" && pl.Throw() == nil && pl.Declared() == nil {
			pl.PickUp(who)
			v.touch.holding, v.touch.lifted, v.touch.aim = true, false, zone
			pl.ForgetEndRound()
		}
	case gesture.HoldMove:
		if v.touch.holding {
			v.touch.aim = zone
		}
	case gesture.HoldEnd:
		if v.touch.holding {
			v.touch.holding, v.touch.lifted = false, true
			pl.SetMessage("Tap Commit to move there, or Cancel; tap another zone to aim elsewhere.")
		}
	case gesture.Cancel:
		if v.touch.holding {
			v.endTouchMove()
		}
	}
}

// pressButton does what the large button under the pixel does, if one is
// there (the number between − and + takes the press and does nothing).
func (v *zoneView) pressButton(x, y float64) bool {
	if v.Explain.Press(x, y) {
		return true
	}
	if v.pressEditButton(x, y) {
		return true // the large buttons, the editor's palette
	}
	for _, b := range v.touchButtons() {
		if b.Rect.Contains(x, y) {
			if b.Do != nil {
				b.Do()
			}
			return true
		}
	}
	return false
}

// TouchButtonPixel is the middle of the large touch button labelled label
// (scripts: touch button LABEL).
func (v *zoneView) TouchButtonPixel(label string) (int, int, error) {
	if label == "-" {
		label = "−" // typed with the keyboard's minus
	}
	for _, b := range v.touchButtons() {
		if b.Label == label {
			return int(b.Rect.X + b.Rect.W/2), int(b.Rect.Y + b.Rect.H/2), nil
		}
	}
	if x, y, ok := v.editButtonPixel(label); ok {
		return x, y, nil // Map, the play buttons, the editor's palette
	}
	return 0, 0, v.PointAtButton(label)
}

// FingerHeld reports whether a finger is in a press and hold (scripts: touch hold).
func (v *zoneView) FingerHeld() bool { return v.touch.rec != nil && v.touch.rec.Holding() }
