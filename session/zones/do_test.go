package zones

import (
	"testing"

	"github.com/battlemap/battlemap/render"
	zonescene "github.com/battlemap/battlemap/render/zones"
	"github.com/battlemap/battlemap/session"
)

// TestZoneKeyboardDeclare plays a zone move by keys alone through the
// Play contract: Tab selects the first creature, an arrow aims at a zone
// next to it (a held arrow aims no further), Enter declares the move
// there, and Esc drops an aim without moving anyone.
func TestZoneKeyboardDeclare(t *testing.T) {
	p, _ := monasteryPlay(t)
	var pl session.Play = p
	if !pl.Do(session.ActNextChoice) || p.Selected() == "" {
		t.Fatalf("Tab: selected %q, want the first creature", p.Selected())
	}
	id := p.Selected()
	if id != "mei" {
		t.Fatalf("Tab selected %q, want mei, the sample's first creature", id)
	}
	// the arrow toward the roof from Mei's zone, as the layout lies
	boxes, _ := p.Boxes()
	roof, dir := p.zoneIndex("roof"), [2]int{}
	for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		if ZoneToward(boxes, p.zoneIndex(zoneOf(t, p, id)), d[0], d[1]) == roof {
			dir = d
		}
	}
	if dir == ([2]int{}) {
		t.Fatal("no arrow leads from Mei's zone to the roof")
	}
	pl.Arrow(dir[0], dir[1], true)
	aimed := roof
	if at, ok := p.KeyAim(); !ok || at != roof {
		t.Fatalf("aim after one press = %d, %v; want the roof (%d)", at, ok, roof)
	}
	if !pl.Arrow(1, 0, false) || p.ptr.aim != aimed {
		t.Fatalf("a held arrow: aim %d, want it taken and still %d", p.ptr.aim, aimed)
	}
	p.ShowAim(false)
	if p.Dragging() != id || p.HoverIndex() != aimed {
		t.Errorf("the aim shown: dragging %q over zone %d, want %s over %d", p.Dragging(), p.HoverIndex(), id, aimed)
	}
	to := p.zoneIDs()[aimed]
	pl.Do(session.ActCommit)
	// the climb onto the roof asks its result first (as a drop does)
	if rq := p.Declared(); rq == nil || rq.Creature != id || rq.To != to {
		t.Errorf("Enter declared %v, want %s → %s waiting for the climb's result (message %q)", rq, id, to, p.Message())
	}
	if _, ok := p.KeyAim(); ok {
		t.Error("the aim stays after Enter, want it dropped")
	}
}

// TestZonePointerDrag drags a creature's token onto another zone in map
// units: the press on the token selects and picks it up, the release
// over another zone declares the move there (or makes it).
func TestZonePointerDrag(t *testing.T) {
	p, _ := monasteryPlay(t)
	boxes, _ := p.Boxes()
	ids := p.zoneIDs()
	id := p.board.Map().Creatures[0].ID
	from := zoneOf(t, p, id)
	at, ok := zonescene.TokenCentre(p.board, boxes, from, p.zoneIndex(from), id)
	if !ok {
		t.Fatalf("no token for %s in %s", id, from)
	}
	p.Hover(session.Pointer{At: at, On: true})
	p.Press(session.Pointer{At: at, On: true})
	if p.Selected() != id || p.Dragging() != id {
		t.Fatalf("press on %s's token: selected %q dragging %q", id, p.Selected(), p.Dragging())
	}
	to := (p.zoneIndex(from) + 1) % len(ids)
	b := boxes[to]
	over := session.Pointer{At: render.Point{X: (b.Min.X + b.Max.X) / 2, Y: b.Max.Y - 0.2}, On: true}
	p.Hover(over)
	if p.HoverZone() != ids[to] {
		t.Fatalf("hover over zone %s's box: %q", ids[to], p.HoverZone())
	}
	p.Release(over)
	if p.Dragging() != "" {
		t.Errorf("dragging %q after the release, want none", p.Dragging())
	}
	if rq := p.Declared(); rq == nil && zoneOf(t, p, id) == from {
		if p.Message() == "" {
			t.Errorf("released over %s: nothing declared, moved or said", ids[to])
		}
	}
}

// TestZonePointOfRoundTrip: the point PointOf gives for a creature is on
// its token (Hover there points at it, in its zone), and the one for a
// zone is inside that zone with no token under it.
func TestZonePointOfRoundTrip(t *testing.T) {
	p, _ := monasteryPlay(t)
	for _, c := range p.board.Map().Creatures {
		at, ok := p.PointOf(c.ID)
		if !ok {
			t.Fatalf("PointOf(%s) found nothing", c.ID)
		}
		p.Hover(session.Pointer{At: at, On: true})
		if p.Pointed() != c.ID || p.HoverZone() != c.Zone {
			t.Errorf("Hover(PointOf(%s)) points at %q in %q, want %s in %s", c.ID, p.Pointed(), p.HoverZone(), c.ID, c.Zone)
		}
	}
	at, ok := p.PointOf("roof")
	if p.Hover(session.Pointer{At: at, On: true}); !ok || p.HoverZone() != "roof" || p.Pointed() != "" {
		t.Errorf("PointOf(roof) = %v, %v: hovering there points at %q in %q, want no token in roof", at, ok, p.Pointed(), p.HoverZone())
	}
	if _, ok := p.PointOf("nowhere"); ok {
		t.Error("PointOf(nowhere) found something, want nothing")
	}
}
