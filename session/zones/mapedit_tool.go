package zones

import (
	"fmt"
	"math"
	"slices"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	zonescene "github.com/battlemap/battlemap/render/zones"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// ZoneTool is what the pointer does on the map in the zone editor.
type ZoneTool int

// The zone editor's tools: select (and drag to move a zone or a
// creature), draw a zone (drag a rectangle), link two zones (click one,
// then the other), place a creature (click a zone).
const (
	ZoneSelect ZoneTool = iota
	ZoneDraw
	ZoneLinker
	ZonePlace
)

// ZoneTools lists the tools in palette order.
func ZoneTools() []ZoneTool { return []ZoneTool{ZoneSelect, ZoneDraw, ZoneLinker, ZonePlace} }

func (t ZoneTool) String() string {
	switch t {
	case ZoneDraw:
		return "Draw zone"
	case ZoneLinker:
		return "Link"
	case ZonePlace:
		return "Creature"
	}
	return "Select"
}

// ZoneEditor is the zone window's map editor without a window: the tool,
// the selection (a zone, a link or a creature), the pointer's press, drag
// and release in canvas units, and the fields of what is selected. Every
// change goes through the play's EditMap as one undo step.
type ZoneEditor struct {
	play      *ZonePlay
	tool      ZoneTool
	linkKind  ZoneLinkKind
	climb     int
	templates []zones.Creature
	template  int
	// the selection: one of a zone id, a link index (-1: none), a creature
	zone     string
	link     int
	creature string
	// from is the first zone of a link being made
	from string
	// the pointer: pressed at start, now at; grabbed is what the press
	// took (a zone or a creature id) to move
	down            bool
	start, at       render.Point
	grabZone, grabC string
	// named is a zone just drawn: the window asks its name
	named string
}

// NewZoneEditor starts the editor on the play, with the templates a
// creature is placed from.
func NewZoneEditor(p *ZonePlay, templates []zones.Creature) *ZoneEditor {
	e := &ZoneEditor{play: p, link: -1, climb: 10, templates: templates}
	p.Cancel()
	p.message = "Map editor: drag on empty space to draw a zone; click a zone, link or creature to change it. B or Done ends."
	return e
}

// Tool is the tool in use; SetTool chooses another.
func (e *ZoneEditor) Tool() ZoneTool { return e.tool }

func (e *ZoneEditor) SetTool(t ZoneTool) {
	e.tool, e.from = t, ""
	switch t {
	case ZoneDraw:
		e.play.message = "Draw zone: drag a rectangle on the map (or press Add zone)."
	case ZoneLinker:
		e.play.message = fmt.Sprintf("Link (%s): click the zone it starts from, then the zone it leads to.", e.LinkLabel())
	case ZonePlace:
		e.play.message = fmt.Sprintf("Creature: click a zone to place %s there.", e.TemplateLabel())
	default:
		e.play.message = "Select: click a zone, a link or a creature to change it; drag a zone or a creature to move it."
	}
}

// LinkKind is the kind of link the link tool makes; NextLinkKind cycles
// it.
func (e *ZoneEditor) LinkKind() ZoneLinkKind { return e.linkKind }

func (e *ZoneEditor) NextLinkKind() {
	e.linkKind = (e.linkKind + 1) % ZoneLinkKind(len(ZoneLinkKinds()))
	e.SetTool(ZoneLinker)
}

// SetLinkKind chooses the kind of link the link tool makes.
func (e *ZoneEditor) SetLinkKind(k ZoneLinkKind) {
	e.linkKind = k
	e.SetTool(ZoneLinker)
}

// LinkLabel names the link the tool makes, with a climb's rating.
func (e *ZoneEditor) LinkLabel() string {
	if e.linkKind == LinkClimb {
		return fmt.Sprintf("climb %d", e.climb)
	}
	return e.linkKind.String()
}

// Climb is the rating of a climb link the tool makes; StepClimb changes it.
func (e *ZoneEditor) Climb() int { return e.climb }

func (e *ZoneEditor) StepClimb(d int) {
	e.climb = min(max(e.climb+d, 1), maps.MaxStat)
	e.play.message = fmt.Sprintf("A new climb link has rating %d.", e.climb)
}

// TemplateLabel names the template a click places; NextTemplate cycles it.
func (e *ZoneEditor) TemplateLabel() string {
	if len(e.templates) == 0 {
		return "a creature"
	}
	return creatureLabel(e.templates[e.template%len(e.templates)])
}

func (e *ZoneEditor) NextTemplate(d int) {
	if n := len(e.templates); n > 0 {
		e.template = ((e.template+d)%n + n) % n
	}
	e.SetTool(ZonePlace)
}

// Selected is what is selected: a zone id, a link index (-1: none), a
// creature id.
func (e *ZoneEditor) Selected() (zone string, link int, creature string) {
	return e.zone, e.link, e.creature
}

// LinkFrom is the first zone of the link being made ("": none).
func (e *ZoneEditor) LinkFrom() string { return e.from }

// TakeNamed is the zone just drawn, once: the window asks its name.
func (e *ZoneEditor) TakeNamed() string {
	id := e.named
	e.named = ""
	return id
}

// Deselect clears the selection and a link being made.
func (e *ZoneEditor) Deselect() {
	e.zone, e.link, e.creature, e.from = "", -1, "", ""
}

// selectZone selects a zone (and nothing else).
func (e *ZoneEditor) selectZone(id string) {
	e.Deselect()
	e.zone = id
}

// Revalidate drops a selection that an undo or redo took away.
func (e *ZoneEditor) Revalidate() {
	b := e.play.board
	if _, ok := b.Zone(e.zone); !ok {
		e.zone = ""
	}
	if e.link >= len(b.Map().Links) {
		e.link = -1
	}
	if _, ok := b.Creature(e.creature); !ok {
		e.creature = ""
	}
	if _, ok := b.Zone(e.from); !ok {
		e.from = ""
	}
}

// zoneAt is the index of the zone drawn at p (-1: none).
func (e *ZoneEditor) zoneAt(p render.Point) int {
	boxes, _ := e.play.Boxes()
	if z, ok := (render.ZoneLayout{Boxes: boxes}).CellAt(p); ok {
		return z.X
	}
	return -1
}

// CreatureAt is the creature whose token is at p ("": none).
func (e *ZoneEditor) CreatureAt(p render.Point) string {
	i := e.zoneAt(p)
	if i < 0 {
		return ""
	}
	boxes, _ := e.play.Boxes()
	return zonescene.TokenAt(e.play.board, boxes, e.play.board.Map().Zones[i].ID, i, p)
}

// linkPick is how near a link's line a click picks it, in canvas units.
const linkPick = 0.45

// LinkAt is the link whose line or label is at p (-1: none). A point in a
// zone's box is the zone's, never a link's: links run between the boxes.
func (e *ZoneEditor) LinkAt(p render.Point) int {
	if e.zoneAt(p) >= 0 {
		return -1
	}
	boxes, _ := e.play.Boxes()
	best, bestD := -1, linkPick
	for k, pts := range zonescene.LinkPaths(e.play.board.Map(), boxes) {
		for i := 1; i < len(pts); i++ {
			if d := session.SegmentDistance(p, pts[i-1], pts[i]); d <= bestD {
				best, bestD = k, d
			}
		}
		if len(pts) >= 2 {
			m := zonescene.LinkLabelAt(pts)
			if math.Abs(p.X-m.X) <= 1.2 && math.Abs(p.Y-m.Y) <= 0.3 && best < 0 {
				best = k
			}
		}
	}
	return best
}

// EditBounds is the part of the canvas the editor shows for a map drawn
// within bounds: room around it on every side to draw new zones in, half a
// new zone's width and height, so that the room is one zone's size across
// whatever the map's size and the map itself stays large.
func EditBounds(bounds render.Rect) render.Rect {
	mx, my := session.ZoneNewW/2, session.ZoneNewH/2
	return render.Rect{Min: render.Point{X: bounds.Min.X - mx, Y: bounds.Min.Y - my}, Max: render.Point{X: bounds.Max.X + mx, Y: bounds.Max.Y + my}}
}

// dragLeast is how far the pointer moves, in canvas units, before a
// press is a drag rather than a click.
const dragLeast = 0.5

// Down is the pointer pressed at p: with the select tool it takes the
// creature or zone there to move.
func (e *ZoneEditor) Down(p render.Point) {
	e.down, e.start, e.at, e.grabZone, e.grabC = true, p, p, "", ""
	if e.tool != ZoneSelect {
		return
	}
	if c := e.CreatureAt(p); c != "" {
		e.grabC = c
	} else if i := e.zoneAt(p); i >= 0 {
		e.grabZone = e.play.board.Map().Zones[i].ID
	}
}

// Drag is the pointer moved to p while pressed.
func (e *ZoneEditor) Drag(p render.Point) {
	if e.down {
		e.at = p
	}
}

// dragged reports whether the press has moved far enough to be a drag.
func (e *ZoneEditor) dragged() bool {
	return math.Hypot(e.at.X-e.start.X, e.at.Y-e.start.Y) >= dragLeast
}

// Up is the pointer released at p: a click acts on what is there by the
// tool; a drag draws a zone (draw tool, or the select tool on empty
// space), moves the zone or creature taken, or moves the creature into
// the zone it is let go over.
func (e *ZoneEditor) Up(p render.Point) {
	if !e.down {
		return
	}
	e.at = p
	e.down = false
	pl := e.play
	zi := e.zoneAt(p)
	zoneID := ""
	if zi >= 0 {
		zoneID = pl.board.Map().Zones[zi].ID
	}
	if e.dragged() {
		switch {
		case e.grabC != "":
			id := e.grabC
			if c, ok := pl.board.Creature(id); ok && zoneID != "" && zoneID != c.Zone {
				label := zoneLabelOf(pl.board.Map().Zones[zi])
				if pl.EditCreature(id, func(c *zones.Creature) string { c.Zone = zoneID; return "placed in " + label }) == nil {
					e.Deselect()
					e.creature = id
				}
			}
		case e.grabZone != "":
			id := e.grabZone
			if pl.MoveZone(id, render.Point{X: p.X - e.start.X, Y: p.Y - e.start.Y}) == nil {
				e.selectZone(id)
			}
		case e.tool == ZoneDraw || (e.tool == ZoneSelect && e.zoneAt(e.start) < 0):
			if id, err := pl.AddZone(ZoneRect(e.start, p)); err == nil {
				e.selectZone(id)
				e.named = id
			}
		}
		e.grabZone, e.grabC = "", ""
		return
	}
	e.grabZone, e.grabC = "", ""
	e.click(p, zoneID)
}

// click acts on what is at p (zoneID: the zone there) by the tool.
func (e *ZoneEditor) click(p render.Point, zoneID string) {
	pl := e.play
	switch e.tool {
	case ZoneLinker:
		if e.from == "" {
			if k := e.LinkAt(p); k >= 0 {
				e.selectLink(k)
				return
			}
		}
		switch {
		case zoneID == "":
			e.from = ""
			pl.message = "Link: click a zone to start from."
		case e.from == "":
			e.selectZone(zoneID)
			e.from = zoneID
			pl.message = fmt.Sprintf("Link (%s) from %s: click the zone it leads to (%s cancels).", e.LinkLabel(), pl.zoneLabel(zoneID), pl.key(session.ActCancel, "Cancel"))
		case e.from == zoneID:
			e.from = ""
			pl.message = "Link cancelled: a zone is not linked to itself."
		default:
			from := e.from
			e.from = ""
			if pl.AddLink(from, zoneID, e.linkKind, e.climb) == nil {
				e.selectLink(len(pl.board.Map().Links) - 1)
			}
		}
	case ZonePlace:
		if zoneID == "" {
			pl.message = "Creature: click a zone to place " + e.TemplateLabel() + " there."
			return
		}
		if len(e.templates) == 0 {
			pl.message = "No creature templates to place."
			return
		}
		if id, err := pl.PlaceCreature(e.templates[e.template%len(e.templates)], zoneID); err == nil {
			e.Deselect()
			e.creature = id
		}
	default:
		e.Deselect()
		if c := e.CreatureAt(p); c != "" {
			e.creature = c
			pl.message = ""
		} else if k := e.LinkAt(p); k >= 0 {
			e.selectLink(k)
		} else if zoneID != "" {
			e.zone = zoneID
			pl.message = ""
		} else if e.tool == ZoneDraw {
			pl.message = "Draw zone: drag a rectangle on the map."
		}
	}
}

func (e *ZoneEditor) selectLink(k int) {
	e.Deselect()
	e.link = k
	e.play.message = ""
}

// AddZone places a new zone in free space, right of the others, and
// selects it (the window asks its name).
func (e *ZoneEditor) AddZone() {
	boxes, _ := e.play.Boxes()
	if id, err := e.play.AddZone(FreeZoneRect(boxes)); err == nil {
		e.selectZone(id)
		e.named = id
	}
}

// Rename names the selected zone or creature.
func (e *ZoneEditor) Rename(name string) {
	switch {
	case e.zone != "":
		if id, err := e.play.RenameZone(e.zone, name); err == nil {
			e.zone = id
		}
	case e.creature != "":
		if err := maps.CheckName("name", name); err != nil {
			e.play.message = "Not changed: " + err.Error()
			return
		}
		e.play.EditCreature(e.creature, func(c *zones.Creature) string {
			if c.Name == name {
				return ""
			}
			c.Name = name
			return "named " + name
		})
	}
}

// Heading names what the palette's fields are of: the zone, the link or
// the creature selected, or the map.
func (e *ZoneEditor) Heading() string {
	b := e.play.board
	if z, ok := b.Zone(e.zone); ok {
		return "Zone: " + zoneLabelOf(z)
	}
	if m := b.Map(); e.link >= 0 && e.link < len(m.Links) {
		return "Link: " + linkText(m, m.Links[e.link])
	}
	if c, ok := b.Creature(e.creature); ok {
		return "Creature: " + creatureLabel(c)
	}
	return "Map"
}

// SelectedName is the name of the selected zone or creature ("": none),
// what the name box starts from.
func (e *ZoneEditor) SelectedName() string {
	b := e.play.board
	if z, ok := b.Zone(e.zone); ok {
		return zoneLabelOf(z)
	}
	if c, ok := b.Creature(e.creature); ok {
		return creatureLabel(c)
	}
	return ""
}

// Delete removes what is selected: a zone with its links and creatures,
// a link, a creature.
func (e *ZoneEditor) Delete() {
	var err error
	switch {
	case e.zone != "":
		err = e.play.DeleteZone(e.zone)
	case e.link >= 0:
		err = e.play.DeleteLink(e.link)
	case e.creature != "":
		err = e.play.RemoveCreature(e.creature)
	default:
		e.play.message = "Select a zone, a link or a creature first."
		return
	}
	if err == nil {
		e.Deselect()
	}
}

// Cancel drops a link being made, else the selection.
func (e *ZoneEditor) Cancel() {
	if e.from != "" {
		e.from = ""
		e.play.message = "Link cancelled."
		return
	}
	e.Deselect()
}

// DragPreview is what the drag under way would do: the rectangle a new
// zone would take (draw), or the zone being moved and its new box.
func (e *ZoneEditor) DragPreview() (rect render.Rect, moving int, ok bool) {
	if !e.down || !e.dragged() {
		return render.Rect{}, -1, false
	}
	switch {
	case e.grabZone != "":
		boxes, _ := e.play.Boxes()
		i := slices.IndexFunc(e.play.board.Map().Zones, func(z zones.Zone) bool { return z.ID == e.grabZone })
		if i < 0 || i >= len(boxes) {
			return render.Rect{}, -1, false
		}
		dx, dy := snapHalf(e.at.X-e.start.X), snapHalf(e.at.Y-e.start.Y)
		b := boxes[i]
		return render.Rect{Min: render.Point{X: b.Min.X + dx, Y: b.Min.Y + dy}, Max: render.Point{X: b.Max.X + dx, Y: b.Max.Y + dy}}, i, true
	case e.grabC != "":
		return render.Rect{}, -1, false
	case e.tool == ZoneDraw || (e.tool == ZoneSelect && e.zoneAt(e.start) < 0):
		s := ZoneRect(e.start, e.at)
		return render.Rect{Min: render.Point{X: s.X, Y: s.Y}, Max: render.Point{X: s.X + s.W, Y: s.Y + s.H}}, -1, true
	}
	return render.Rect{}, -1, false
}

// Dragging is the creature being dragged to another zone ("": none) and
// where the pointer is.
func (e *ZoneEditor) Dragging() (string, render.Point) {
	if e.down && e.grabC != "" && e.dragged() {
		return e.grabC, e.at
	}
	return "", render.Point{}
}
