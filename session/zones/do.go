// What the zone window's keys, buttons and pointer do to its play: the
// creature selected and dragged, the zone and token pointed at, the zone
// the arrows aim at (Tab, the keymap's next choice, which picks the next
// defender and zone only while a won limit challenge asks, and Shift+Tab
// select the next and previous creature; the arrows move the aimed zone
// to the nearest zone that way on the screen, showing the preview a drag
// over it shows; Enter declares the move, its challenges then asked as
// for a drop; Esc drops the aim), and the Play contract's calls.

package zones

import (
	"github.com/battlemap/battlemap/render"
	zonescene "github.com/battlemap/battlemap/render/zones"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// zonePointer is what the zone play knows of the pointer and the keys
// that aim: the creature selected and the one dragged, the zone (by
// index, -1: none) and token pointed at, and the zone the arrows aim at.
type zonePointer struct {
	selected, dragging, pointed string
	hover                       int
	aimOn                       bool
	aim                         int
	// players is set while the players' view is shown in place: the
	// keyboard's play is off
	players bool
	// ids are the zones' ids in the map's order, for idsOf
	ids   []string
	idsOf *zones.Board
}

// zoneIDs are the zones' ids in the map's order (the index the layout's
// boxes use).
func (p *ZonePlay) zoneIDs() []string {
	if p.ptr.idsOf != p.board {
		zs := p.board.Map().Zones
		p.ptr.ids = make([]string, len(zs))
		for i, z := range zs {
			p.ptr.ids[i] = z.ID
		}
		p.ptr.idsOf = p.board
	}
	return p.ptr.ids
}

// zoneIndex is the index of the zone with id, or -1.
func (p *ZonePlay) zoneIndex(id string) int {
	for i, z := range p.zoneIDs() {
		if z == id {
			return i
		}
	}
	return -1
}

// Selected is the creature selected ("": none); Dragging the one being
// dragged; Pointed the one whose token the pointer is on.
func (p *ZonePlay) Selected() string { return p.ptr.selected }
func (p *ZonePlay) Dragging() string { return p.ptr.dragging }
func (p *ZonePlay) Pointed() string  { return p.ptr.pointed }

// Select selects creature id ("": none); PickUp picks it up as well;
// SetDragging picks up id alone ("": puts down what was).
func (p *ZonePlay) Select(id string)      { p.ptr.selected = id }
func (p *ZonePlay) PickUp(id string)      { p.ptr.selected, p.ptr.dragging = id, id }
func (p *ZonePlay) SetDragging(id string) { p.ptr.dragging = id }

// HoverIndex is the index of the zone pointed at (-1: none); HoverZone
// its id ("": none).
func (p *ZonePlay) HoverIndex() int { return p.ptr.hover }
func (p *ZonePlay) HoverZone() string {
	if ids := p.zoneIDs(); p.ptr.hover >= 0 && p.ptr.hover < len(ids) {
		return ids[p.ptr.hover]
	}
	return ""
}

// PointAtZone makes the zone with index i (-1: none) the one pointed at,
// as a finger aiming a move does.
func (p *ZonePlay) PointAtZone(i int) { p.ptr.hover = i }

// ForgetPointer forgets the zone and token pointed at (the zones were
// laid out again).
func (p *ZonePlay) ForgetPointer() { p.ptr.hover, p.ptr.pointed = -1, "" }

// SetPlayerView tells the play whether the players' view is shown in
// place: the keyboard's play is off then.
func (p *ZonePlay) SetPlayerView(on bool) { p.ptr.players = on }

// KeyAim is the index of the zone the arrows aim at, if they do.
func (p *ZonePlay) KeyAim() (int, bool) { return p.ptr.aim, p.ptr.aimOn }

// dropAim forgets the zone the arrows aimed at, and the drag it shows.
func (p *ZonePlay) dropAim() {
	if p.ptr.aimOn {
		p.ptr.aimOn, p.ptr.aim, p.ptr.dragging = false, 0, ""
	}
}

// Shown is the creature whose reach is outlined: the one dragged or
// selected, else the one pointed at.
func (p *ZonePlay) Shown() string {
	switch {
	case p.ptr.dragging != "":
		return p.ptr.dragging
	case p.ptr.selected != "":
		return p.ptr.selected
	}
	return p.ptr.pointed
}

// Do does what an action asks of the zone play: select the next
// creature, commit or drop the aim, results typed, the limit challenge's
// choices, Sprint, with partner, the bands, a throw, the end of the
// round, cancel, undo and redo. The rest is the window's.
func (p *ZonePlay) Do(a session.Action) bool {
	if p.keyPlay(a) {
		return true
	}
	switch a {
	case session.ActRedo:
		p.Redo()
	case session.ActUndo:
		p.Undo()
	case session.ActCancel:
		if p.Busy() || p.EndRound() != nil {
			p.Cancel()
			p.message = "Cancelled"
		} else {
			p.ptr.selected = ""
		}
	case session.ActCommit:
		p.Enter()
	case session.ActLose:
		if p.Declared() != nil {
			p.Lose()
		}
	case session.ActNextChoice:
		if p.Declared() != nil {
			p.NextLimitPick()
		}
	case session.ActTogether, session.ActSprint, session.ActPartnerSprint, session.ActBandUp, session.ActBandDown, session.ActThrow, session.ActEndRound:
		if p.Busy() {
			return true
		}
		switch a {
		case session.ActBandUp, session.ActBandDown:
			p.StepBand(p.ptr.selected, a == session.ActBandUp)
		case session.ActTogether:
			p.ToggleTogether()
		case session.ActPartnerSprint:
			p.TogglePartnerSprint()
		case session.ActSprint:
			p.ToggleSprint()
		case session.ActThrow:
			p.StartThrow(p.ptr.selected)
		default:
			p.EndOfRound()
		}
	default:
		if a >= session.ActDistance0 && a <= session.ActDistance9 {
			p.Digit(int(a - session.ActDistance0))
			return true
		}
		return false
	}
	return true
}

// keyPlay does what the keyboard's play actions ask and reports whether
// it took the action.
func (p *ZonePlay) keyPlay(a session.Action) bool {
	if p.ptr.players {
		return false
	}
	switch a {
	case session.ActNextChoice, session.ActPrevCreature:
		if p.Busy() {
			return false // a result or a throw is asked: Tab is its next choice
		}
		dir := 1
		if a == session.ActPrevCreature {
			dir = -1
		}
		p.dropAim()
		p.ptr.selected = p.NextCreature(p.ptr.selected, dir)
		if c, ok := p.board.Creature(p.ptr.selected); ok {
			p.ForgetEndRound()
			name := c.Name
			if name == "" {
				name = c.ID
			}
			p.message = name + ": the arrows aim, " + p.key(session.ActCommit, "OK") + " declares the move, " + p.key(session.ActCancel, "Cancel") + " drops it."
		}
		return true
	case session.ActCommit:
		if !p.ptr.aimOn || p.Busy() {
			return false
		}
		id, to := p.ptr.selected, p.zoneIDs()[p.ptr.aim]
		p.dropAim()
		if c, ok := p.board.Creature(id); ok && c.Zone != to {
			p.Drop(id, to)
		}
		return true
	case session.ActCancel:
		if !p.ptr.aimOn {
			return false
		}
		p.dropAim()
		p.message = "Aim dropped; nothing moved."
		return true
	}
	return false
}

// Arrow moves the zone the arrows aim the selected creature at, a zone a
// press, to the nearest zone that way (ZoneToward). The zone window does
// not pan: with a creature selected every arrow is the play's.
func (p *ZonePlay) Arrow(dx, dy int, pressed bool) bool {
	if p.ptr.players {
		return false
	}
	c, ok := p.board.Creature(p.ptr.selected)
	if !ok || p.Busy() || !pressed {
		return true // one zone a press
	}
	from := p.ptr.aim
	if !p.ptr.aimOn {
		from = p.zoneIndex(c.Zone)
	}
	if to := ZoneToward(p.layout.boxes, from, dx, dy); to >= 0 {
		p.ptr.aimOn, p.ptr.aim = true, to
		p.ForgetEndRound()
	}
	return true
}

// ShowAim shows the zone the arrows aim at as a drag over it shows it:
// the selected creature dragged, the zone pointed at. A click or a finger
// (interrupted), a result asked or the creature gone (an undo) drops it.
func (p *ZonePlay) ShowAim(interrupted bool) {
	if !p.ptr.aimOn {
		return
	}
	_, ok := p.board.Creature(p.ptr.selected)
	if !ok || p.Busy() || interrupted || p.ptr.aim >= len(p.layout.boxes) {
		p.dropAim()
		return
	}
	p.ptr.dragging, p.ptr.hover = p.ptr.selected, p.ptr.aim
}

// Hover is the pointer over the map: the zone under it and the token
// there.
func (p *ZonePlay) Hover(pt session.Pointer) {
	p.ptr.hover, p.ptr.pointed = -1, ""
	if z, ok := (render.ZoneLayout{Boxes: p.layout.boxes}).CellAt(pt.At); ok {
		p.ptr.hover = z.X
		p.ptr.pointed = zonescene.TokenAt(p.board, p.layout.boxes, p.zoneIDs()[z.X], z.X, pt.At)
	}
}

// Press is the left button pressed on the map: while a throw is set up
// it picks the target, then the zone; else it selects the creature
// pointed at and picks it up (nothing while a declared move waits for
// its results).
func (p *ZonePlay) Press(session.Pointer) {
	if t := p.throw; t != nil {
		switch zone := p.HoverZone(); {
		case t.Target == "":
			p.ThrowTarget(p.ptr.pointed)
		case t.HasResult && zone != "":
			p.ThrowInto(zone)
		}
		return
	}
	if p.Declared() != nil {
		return
	}
	p.ptr.selected, p.ptr.dragging = p.ptr.pointed, p.ptr.pointed
	if p.ptr.pointed != "" {
		p.ForgetEndRound()
	}
}

// Drag is the pointer moved with the button held: the zone pointed at is
// Hover's.
func (p *ZonePlay) Drag(session.Pointer) {}

// Release is the left button let go: the creature dragged onto another
// zone declares a move there.
func (p *ZonePlay) Release(session.Pointer) {
	if p.throw != nil || p.Declared() != nil || p.ptr.dragging == "" {
		return
	}
	id, zone := p.ptr.dragging, p.HoverZone()
	p.ptr.dragging = ""
	if c, ok := p.board.Creature(id); ok && zone != "" && zone != c.Zone {
		p.Drop(id, zone)
	}
}

// Overlay is empty: the zone map's scene draws the drag, the aim, the
// throw and the end of the round itself.
func (p *ZonePlay) Overlay(render.Theme) *render.Scene { return &render.Scene{} }

// LiveView is the zone play's view as a player view follows it.
func (p *ZonePlay) LiveView() session.LiveView {
	l := p.Live()
	return session.LiveView{Kind: session.LiveZones, Zone: &l}
}

// PointOf is where a pointer that names id points, in map units: the
// token of the creature with id, or the header of the zone with id
// (where no token is). ok is false when the map has neither.
func (p *ZonePlay) PointOf(id string) (at render.Point, ok bool) {
	ids := p.zoneIDs()
	if c, found := p.board.Creature(id); found {
		if i := p.zoneIndex(c.Zone); i >= 0 {
			if at, ok := zonescene.TokenCentre(p.board, p.layout.boxes, c.Zone, i, id); ok {
				return at, true
			}
		}
	}
	for i, z := range ids {
		if z == id {
			box := p.layout.boxes[i]
			return render.Point{X: (box.Min.X + box.Max.X) / 2, Y: box.Min.Y + 0.5}, true
		}
	}
	return render.Point{}, false
}
