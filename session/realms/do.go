// What the hex window's keys, buttons and pointer do to its play: the
// creature selected and dragged, the hex pointed at, the hex the arrows
// aim at (Tab and Shift+Tab select the next and previous creature, the
// arrows move an aim hex from it a hex a press, Enter moves there as a
// drop does, Esc drops the aim), and the Play contract's calls.

package realms

import (
	"image/color"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// hexPointer is what the hex play knows of the pointer and the keys that
// aim: the creature selected and the one dragged, the hex pointed at and
// whether it is on the map, the map point, and the hex the arrows aim at.
type hexPointer struct {
	selected, dragging string
	hover              grid.Cell
	onMap              bool
	at                 render.Point
	aimOn              bool
	aim                grid.Cell
	// pressed is set while a left press that began on the map makes an
	// editor's stroke
	pressed bool
	// players is set while the players' view is shown in place: the
	// keyboard's aiming is off and hidden creatures are not pointed at
	players bool
	// adding is set by the editor's A: the next digit places a template
	adding bool
}

// HexDoorClick is how near a door's side, in map units (a hex is 1
// across), a click must be to open or close it.
const HexDoorClick = 0.2

// Layout is how the hex play lays its map out, in map units.
func (p *HexPlay) Layout() render.HexLayout { return render.NewHexLayout(p.board.Geometry) }

// Selected is the creature selected ("": none); Dragging the one being
// dragged.
func (p *HexPlay) Selected() string { return p.ptr.selected }
func (p *HexPlay) Dragging() string { return p.ptr.dragging }

// Select selects creature id ("": none); Drag picks it up as well.
func (p *HexPlay) Select(id string)      { p.ptr.selected = id }
func (p *HexPlay) PickUp(id string)      { p.ptr.selected, p.ptr.dragging = id, id }
func (p *HexPlay) SetDragging(id string) { p.ptr.dragging = id }

// Hovered is the hex pointed at and whether it is on the map.
func (p *HexPlay) Hovered() (grid.Cell, bool) { return p.ptr.hover, p.ptr.onMap }

// PointAt makes hex h (on: on the map) the one pointed at, as a finger
// aiming a move does.
func (p *HexPlay) PointAt(h grid.Cell, on bool) { p.ptr.hover, p.ptr.onMap = h, on }

// PointerAt is the map point the pointer was last at.
func (p *HexPlay) PointerAt() render.Point { return p.ptr.at }

// SetPlayerView tells the play whether the players' view is shown in
// place: the keyboard's aiming is off then.
func (p *HexPlay) SetPlayerView(on bool) { p.ptr.players = on }

// KeyAim is the hex the arrows aim the selected creature at, if they do.
func (p *HexPlay) KeyAim() (grid.Cell, bool) { return p.ptr.aim, p.ptr.aimOn }

// AimAt makes hex h the one the arrows aim the selected creature at.
func (p *HexPlay) AimAt(h grid.Cell) { p.ptr.aimOn, p.ptr.aim = true, h }

// dropAim forgets the hex the arrows aimed at.
func (p *HexPlay) dropAim() { p.ptr.aimOn, p.ptr.aim = false, grid.Cell{} }

// CreatureAt is the creature whose space holds hex h, or nil.
func (p *HexPlay) CreatureAt(h grid.Cell) *realms.Creature {
	for i := range p.board.Creatures {
		c := &p.board.Creatures[i]
		for _, f := range c.Size.Footprint(c.At, nil) {
			if f == h {
				return c
			}
		}
	}
	return nil
}

// Shown is the creature whose reach is shaded: the one selected, else the
// one pointed at (none while the editor is open).
func (p *HexPlay) Shown() *realms.Creature {
	if p.MapEditing() {
		return nil
	}
	if p.ptr.selected != "" {
		return p.board.Creature(p.ptr.selected)
	}
	if p.ptr.onMap {
		return p.CreatureAt(p.ptr.hover)
	}
	return nil
}

// Aimed is the hex the move of creature c is previewed to, and whether
// one is: the hex the arrows aim at, else the one a drag is over.
func (p *HexPlay) Aimed(c *realms.Creature) (grid.Cell, bool) {
	if c == nil {
		return grid.Cell{}, false
	}
	if p.ptr.aimOn && c.ID == p.ptr.selected {
		return p.ptr.aim, p.ptr.aim != c.At
	}
	return p.ptr.hover, p.ptr.dragging != "" && p.ptr.onMap && p.ptr.hover != c.At
}

// hiddenShown reports whether c is a creature the players may not see in
// the view shown.
func (p *HexPlay) hiddenShown(c *realms.Creature) bool {
	return p.ptr.players && c != nil && c.HiddenFromPlayers
}

// Do does what an action asks of the hex play: select the next creature,
// commit or drop the aim, cancel, undo and redo, the next turn, a
// permission, a door, the shown creature's species movement, prone and
// effects, and the actions taken before the next move. The rest is the
// window's.
func (p *HexPlay) Do(a session.Action) bool {
	if p.keyPlay(a) {
		return true
	}
	switch a {
	case session.ActCancel:
		if p.MapEditing() {
			p.StopMapEdit()
			return true
		}
		p.ptr.selected, p.ptr.dragging = "", ""
	case session.ActUndo:
		p.Undo()
	case session.ActRedo:
		p.Redo()
	case session.ActTurn:
		p.NextTurn()
	case session.ActPermit:
		p.permitPointed()
	case session.ActToggleDoor:
		p.ToggleDoor(p.Layout(), p.ptr.at, p.ptr.onMap)
	case session.ActDistanceUp, session.ActDistanceDown:
		// the species movement of the creature shown, 5 feet more or less
		if c := p.Shown(); c != nil {
			p.SpeciesStep(c.ID, a == session.ActDistanceUp)
		}
	case session.ActProne, session.ActQuickStep, session.ActEncumbered, session.ActBound, session.ActGhoulTouch:
		// the creature shown laid down or stood up, an effect toggled
		if c := p.Shown(); c != nil {
			p.HexEdit(c.ID, a)
		}
	default:
		if a > session.ActDistance0 && a <= session.ActDistance9 {
			p.Toggle(realms.Action(a - session.ActDistance0 - 1))
			return true
		}
		return false
	}
	return true
}

// keyPlay does what the keyboard's play actions ask and reports whether
// it took the action: Tab and Shift+Tab, Enter and Esc while a hex is
// aimed.
func (p *HexPlay) keyPlay(a session.Action) bool {
	if p.MapEditing() || p.ptr.players {
		return false
	}
	c := p.board.Creature(p.ptr.selected)
	switch a {
	case session.ActNextCreature, session.ActPrevCreature:
		dir := 1
		if a == session.ActPrevCreature {
			dir = -1
		}
		p.ptr.selected, p.ptr.dragging = p.NextCreature(p.ptr.selected, dir), ""
		p.dropAim()
		if c := p.board.Creature(p.ptr.selected); c != nil {
			p.message = calledOn(p.board, c) + ": the arrows aim, " + p.key(session.ActCommit, "OK") + " moves, " + p.key(session.ActCancel, "Cancel") + " drops the aim."
		}
		return true
	case session.ActCommit:
		if c == nil || !p.ptr.aimOn {
			return false
		}
		to := p.ptr.aim
		p.dropAim()
		p.Drop(c.ID, to)
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

// Arrow moves the hex the arrows aim the selected creature at, a hex a
// press, from the creature or the hex aimed at before. With no creature
// selected (or the editor open) the arrows are the window's: they pan.
func (p *HexPlay) Arrow(dx, dy int, pressed bool) bool {
	if p.MapEditing() || p.ptr.players {
		return false
	}
	c := p.board.Creature(p.ptr.selected)
	if c == nil {
		return false
	}
	if pressed {
		from := c.At
		if p.ptr.aimOn {
			from = p.ptr.aim
		}
		p.ptr.aimOn, p.ptr.aim = true, p.AimStep(from, dx, dy)
	}
	return true
}

// permitPointed is the permission key: the hostile in the hex pointed at
// (the arrows' aim, else the pointer on the map) lets the selected
// creature through, or no longer.
func (p *HexPlay) permitPointed() {
	mover := p.ptr.selected
	if mover == "" {
		mover = p.ptr.dragging
	}
	at, ok := p.ptr.hover, p.ptr.onMap
	if p.ptr.aimOn && mover == p.ptr.selected {
		at, ok = p.ptr.aim, true
	}
	pointed := ""
	if h := p.CreatureAt(at); ok && h != nil && !p.hiddenShown(h) {
		pointed = h.ID
	}
	if mover == "" && pointed != "" {
		p.message = "Select the creature that moves first, then point at the hostile that lets it through."
		return
	}
	p.PermitPointed(mover, pointed, p.key(session.ActPermit, ""))
}

// Hover is the pointer over the map: the hex under it, and the map point
// a door toggled by key is looked for from.
func (p *HexPlay) Hover(pt session.Pointer) {
	p.ptr.at = pt.At
	h, on := p.Layout().CellAt(pt.At)
	p.ptr.hover, p.ptr.onMap = h, pt.On && on
}

// Press is the left button pressed over the map: in the editor it starts
// a stroke; else a press near a door's side opens or closes it, and one
// on a creature selects it and picks it up.
func (p *HexPlay) Press(pt session.Pointer) {
	p.Hover(pt)
	if p.MapEditing() {
		if pt.On {
			p.MapDown(p.Layout(), pt.At)
			p.ptr.pressed = true
		}
		return
	}
	if !pt.On {
		return
	}
	if _, ok := session.HexNearestDoor(p.board, p.Layout(), pt.At, HexDoorClick); ok {
		p.ToggleDoor(p.Layout(), pt.At, true)
		return
	}
	p.ptr.selected = ""
	p.dropAim()
	if c := p.CreatureAt(p.ptr.hover); c != nil {
		p.ptr.selected, p.ptr.dragging = c.ID, c.ID
	}
}

// Drag is the pointer moved with the button held: it extends an editor's
// stroke.
func (p *HexPlay) Drag(pt session.Pointer) {
	p.Hover(pt)
	if p.MapEditing() && p.ptr.pressed {
		p.MapDrag(p.Layout(), pt.At)
	}
}

// Release is the left button let go: it ends an editor's stroke, or drops
// the creature dragged on the hex under the pointer (off the map:
// nowhere).
func (p *HexPlay) Release(pt session.Pointer) {
	p.Hover(pt)
	if p.MapEditing() {
		if p.ptr.pressed {
			p.ptr.pressed = false
			p.MapUp(p.Layout(), pt.At)
		}
		return
	}
	if p.ptr.dragging == "" {
		return
	}
	if p.ptr.onMap {
		p.Drop(p.ptr.dragging, p.ptr.hover)
	}
	p.ptr.dragging = ""
}

// Cancel drops the aim and the creature dragged.
func (p *HexPlay) Cancel() {
	p.dropAim()
	p.ptr.dragging = ""
}

// Overlay is the hex pointed at, outlined in the theme's hover colour,
// and the hex the arrows aim at, thick in the path's colour over a dark
// rim as the editor's cursor, readable from across a table.
func (p *HexPlay) Overlay(t render.Theme) *render.Scene {
	s := &render.Scene{}
	l := p.Layout()
	if p.ptr.onMap {
		s.AddPolygon(color.RGBA{}, t.Hover, 0.06, l.Outline(p.ptr.hover, 0)...)
	}
	if p.ptr.aimOn && p.board.Creature(p.ptr.selected) != nil {
		s.AddPolygon(color.RGBA{}, color.RGBA{A: 200}, 0.16, l.Outline(p.ptr.aim, 0.06)...)
		s.AddPolygon(color.RGBA{}, t.PathInk, 0.09, l.Outline(p.ptr.aim, 0.06)...)
	}
	return s
}

// MapCursorScene draws the editor's keyboard cursor: its hex outlined
// thick in the path's colour over a dark rim, readable from across a
// table, and for the edge tools its side as a thicker bar (nil: no
// cursor).
func (p *HexPlay) MapCursorScene(t render.Theme) *render.Scene {
	at, side, ok := p.MapCursor()
	if !ok || !p.MapEditing() {
		return nil
	}
	l := p.Layout()
	s := &render.Scene{}
	rim := color.RGBA{A: 200}
	s.AddPolygon(color.RGBA{}, rim, 0.16, l.Outline(at, 0.06)...)
	s.AddPolygon(color.RGBA{}, t.PathInk, 0.09, l.Outline(at, 0.06)...)
	if br, _, _ := p.MapBrush(); br.Tool.OnEdges() {
		a, b := render.HexEdgeSide(l, grid.EdgeBetween(at, at.Add(grid.HexDirection(side))))
		s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{a, b}, Stroke: rim, Width: 0.3})
		s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{a, b}, Stroke: t.PathInk, Width: 0.2})
	}
	return s
}

// LiveView is the hex play's view as a player view follows it.
func (p *HexPlay) LiveView() session.LiveView {
	l := p.Live()
	return session.LiveView{Kind: session.LiveHex, Hex: &l}
}

// MapAskTemplate is the editor's A: the next digit places a template at
// the cursor.
func (p *HexPlay) MapAskTemplate() {
	p.ptr.adding = true
	p.message = "Place which template? 1 to 5 (Human, Dwarf, Bandit, Ogre, Villager) at the cursor."
}

// MapDigit is a digit typed in the editor: after A it places that
// template at the cursor.
func (p *HexPlay) MapDigit(d int) {
	if p.ptr.adding {
		p.ptr.adding = false
		p.MapPlaceTemplate(p.Layout(), d)
	}
}
