package zones

import (
	"math"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	zonescene "github.com/battlemap/battlemap/render/zones"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// newZoneEditor is the editor on a new zone map (one zone, "Zone 1").
func newZoneEditor(t *testing.T) (*ZoneEditor, *maps.Encounter) {
	t.Helper()
	enc, err := session.NewMap("Lotus", maps.Zones, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := enc.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	p := NewZonePlay(b, enc.Zones.Shapes, 1, "")
	tpl := []zones.Creature{ZoneCreatureOf("hero", "Hero", "heroes"), ZoneCreatureOf("goblin", "Goblin Warrior", "enemies")}
	return NewZoneEditor(p, tpl), enc
}

// centre is the middle of a zone's box.
func centre(t *testing.T, e *ZoneEditor, id string) render.Point {
	t.Helper()
	boxes, _ := e.play.Boxes()
	for i, z := range e.play.Board().Map().Zones {
		if z.ID == id {
			b := boxes[i]
			return render.Point{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2}
		}
	}
	t.Fatalf("no zone %q", id)
	return render.Point{}
}

// drag presses at a, moves to b and lets go, as the pointer would.
func drag(e *ZoneEditor, a, b render.Point) {
	e.Down(a)
	e.Drag(b)
	e.Up(b)
}

// click presses and lets go at p.
func click(e *ZoneEditor, p render.Point) { drag(e, p, p) }

// buildLotus draws the zone editor's walk-through with the editor's pointer:
// a courtyard, a roof above it reached by a climb (rating 10), a pit
// below it reached by a one-way drop, and two creatures in the courtyard.
func buildLotus(t *testing.T) (*ZoneEditor, *maps.Encounter) {
	t.Helper()
	e, enc := newZoneEditor(t)
	p := e.play
	click(e, centre(t, e, "zone-1"))
	e.Rename("Courtyard")
	drag(e, render.Point{X: 0, Y: -8}, render.Point{X: 9, Y: -3})
	if id := e.TakeNamed(); id == "" {
		t.Fatalf("dragging a rectangle on empty space drew no zone to name (%s)", p.Message())
	}
	e.Rename("Roof")
	for range 8 {
		fieldNamed(t, e, "Elevation").Step(1)
	}
	e.AddZone()
	e.TakeNamed()
	e.Rename("Pit")
	for range 6 {
		fieldNamed(t, e, "Elevation").Step(-1)
	}
	e.SetLinkKind(LinkClimb)
	click(e, centre(t, e, "courtyard"))
	click(e, centre(t, e, "roof"))
	e.NextLinkKind()
	e.NextLinkKind() // from climb, past two-way, to one-way drop
	click(e, centre(t, e, "courtyard"))
	click(e, centre(t, e, "pit"))
	e.SetTool(ZonePlace)
	click(e, centre(t, e, "courtyard"))
	e.NextTemplate(1)
	click(e, centre(t, e, "courtyard"))
	return e, enc
}

// fieldNamed is the selected thing's field with the name.
func fieldNamed(t *testing.T, e *ZoneEditor, name string) ZoneEditField {
	t.Helper()
	for _, f := range e.Fields() {
		if strings.TrimSpace(f.Name) == name {
			return f
		}
	}
	t.Fatalf("no field %q among %+v", name, e.Fields())
	return ZoneEditField{}
}

// TestZoneEditorBuildsTheWalkThrough: "On zone maps: draw and
// name zones, set their rating, limit, surface and elevation, link zones
// (two-way, one-way drop, climb with rating)"; the map saved and loaded
// is the one made.
func TestZoneEditorBuildsTheWalkThrough(t *testing.T) {
	e, enc := buildLotus(t)
	p := e.play
	m := p.Board().Map()
	var got []string
	for _, z := range m.Zones {
		got = append(got, z.ID+"="+z.Name+"@"+metres(z.Elevation))
	}
	if want := []string{"courtyard=Courtyard@0 m", "roof=Roof@8 m", "pit=Pit@-6 m"}; !slices.Equal(got, want) {
		t.Errorf("zones %v, want %v (%s)", got, want, p.Message())
	}
	wantLinks := []zones.Link{{From: "courtyard", To: "roof", Climb: 10}, {From: "courtyard", To: "pit", OneWay: true}}
	if !reflect.DeepEqual(m.Links, wantLinks) {
		t.Errorf("links %+v, want %+v", m.Links, wantLinks)
	}
	var cs []string
	for _, c := range m.Creatures {
		cs = append(cs, c.ID+"/"+c.Name+"/"+c.Side+"@"+c.Zone)
	}
	if want := []string{"hero/Hero/heroes@courtyard", "goblin/Goblin Warrior/enemies@courtyard"}; !slices.Equal(cs, want) {
		t.Errorf("creatures %v, want %v", cs, want)
	}
	// Seln, Falling: the one-way link to a zone 6 m lower is a drop: a
	// move down it falls
	plan, err := zones.Move(p.Board(), zones.MoveRequest{Creature: "hero", To: "pit"})
	if err != nil {
		t.Fatalf("Move(hero, pit) = %v", err)
	}
	if !slices.ContainsFunc(plan.Events, func(ev zones.Event) bool { return ev.Kind == zones.EventFall }) {
		t.Errorf("Move(hero, pit) events %+v, want a fall", plan.Events)
	}
	path := filepath.Join(t.TempDir(), "lotus.json")
	if err := p.Save(enc, path); err != nil {
		t.Fatal(err)
	}
	back, err := maps.Load(path)
	if err != nil {
		t.Fatalf("the saved map does not load: %v", err)
	}
	if !reflect.DeepEqual(back.Zones.Map.Zones, m.Zones) || !reflect.DeepEqual(back.Zones.Map.Links, m.Links) || !reflect.DeepEqual(back.Zones.Map.Creatures, m.Creatures) {
		t.Errorf("reloaded map %+v, want %+v", back.Zones.Map, m)
	}
	if !reflect.DeepEqual(back.Zones.Shapes, p.Shapes()) {
		t.Errorf("reloaded shapes %+v, want %+v", back.Zones.Shapes, p.Shapes())
	}
}

// TestZoneEditorEachEditIsOneUndoStep: "Every edit is one step of
// undo/redo": undoing every step gives the new map back, redoing them the
// map made.
func TestZoneEditorEachEditIsOneUndoStep(t *testing.T) {
	e, _ := buildLotus(t)
	p := e.play
	made, shapes := p.Board().Map(), p.Shapes()
	steps := p.hist.At()
	// 3 names, a drawn zone, an added zone, 14 elevation steps, 2 links, 2 creatures
	if steps != 23 {
		t.Errorf("%d undo steps, want 23", steps)
	}
	for range steps {
		p.Undo()
	}
	if m := p.Board().Map(); len(m.Zones) != 1 || m.Zones[0].ID != "zone-1" || len(m.Links) != 0 || len(m.Creatures) != 0 || len(p.Shapes()) != 1 {
		t.Errorf("after every undo: %+v shapes %+v, want the new map", m, p.Shapes())
	}
	for range steps {
		p.Redo()
	}
	if !reflect.DeepEqual(p.Board().Map(), made) || !reflect.DeepEqual(p.Shapes(), shapes) {
		t.Errorf("after every redo: %+v, want %+v", p.Board().Map(), made)
	}
}

// TestZoneEditorDeleteZone: "delete it (its links go with it, one
// undo step)": the creatures in it go too, and one undo brings all back.
func TestZoneEditorDeleteZone(t *testing.T) {
	e, _ := buildLotus(t)
	p := e.play
	before := p.Board().Map()
	e.SetTool(ZoneSelect)
	click(e, render.Point{X: centre(t, e, "courtyard").X, Y: centre(t, e, "courtyard").Y + 2.3})
	if z, _, _ := e.Selected(); z != "courtyard" {
		t.Fatalf("clicked the courtyard's floor: selected %q, want courtyard", z)
	}
	e.Delete()
	m := p.Board().Map()
	if len(m.Zones) != 2 || len(m.Links) != 0 || len(m.Creatures) != 0 || len(p.Shapes()) != 2 {
		t.Errorf("after deleting the courtyard: %d zones, %d links, %d creatures, %d shapes; want 2, 0, 0, 2", len(m.Zones), len(m.Links), len(m.Creatures), len(p.Shapes()))
	}
	if !strings.Contains(p.Message(), "2 links") || !strings.Contains(p.Message(), "Goblin Warrior") {
		t.Errorf("message %q, want the links and creatures that went named", p.Message())
	}
	p.Undo()
	if !reflect.DeepEqual(p.Board().Map(), before) {
		t.Errorf("one undo gives %+v, want %+v", p.Board().Map(), before)
	}
}

// TestZoneEditorRefuses: what the file format or the rules would refuse
// changes nothing, with the reason in the message.
func TestZoneEditorRefuses(t *testing.T) {
	for _, tc := range []struct {
		what string
		do   func(e *ZoneEditor)
		want string
	}{
		{"a second link the same way", func(e *ZoneEditor) {
			e.play.AddLink("courtyard", "roof", LinkTwoWay, 0)
		}, "already linked"},
		{"a name with a tab", func(e *ZoneEditor) {
			click(e, centre(t, e, "pit"))
			e.Rename("a\tb")
		}, "tabs"},
		{"the last zone", func(e *ZoneEditor) {
			for _, id := range []string{"roof", "pit", "courtyard"} {
				e.play.DeleteZone(id)
			}
		}, "at least one zone"},
		{"a zone smaller than a token row", func(e *ZoneEditor) {
			e.play.ResizeZone("pit", -20, 0)
			e.play.ResizeZone("pit", -1, 0)
		}, "at least 4x3"},
		{"a limit of more creatures than a file holds", func(e *ZoneEditor) {
			e.play.EditZone("pit", func(z *zones.Zone) string { z.Limit = maps.MaxCreatures + 1; return "limit" })
		}, "limit"},
	} {
		t.Run(tc.what, func(t *testing.T) {
			e, _ := buildLotus(t)
			steps := e.play.hist.At()
			tc.do(e)
			if m := e.play.Message(); !strings.Contains(m, tc.want) || !strings.HasPrefix(m, "Not changed") {
				t.Errorf("message %q, want one saying %q", m, tc.want)
			}
			if e.play.hist.At() > steps+2 {
				t.Errorf("%d undo steps after a refusal, want at most %d", e.play.hist.At(), steps+2)
			}
		})
	}
}

// TestZoneEditorPointer: a creature dragged onto another zone is placed
// there; a zone dragged moves by whole half units; a click on a link's
// line selects it.
func TestZoneEditorPointer(t *testing.T) {
	e, _ := buildLotus(t)
	p := e.play
	e.SetTool(ZoneSelect)
	boxes, _ := p.Boxes()
	tok, _ := tokenCentre(p, "hero")
	drag(e, tok, centre(t, e, "roof"))
	if c, _ := p.Board().Creature("hero"); c.Zone != "roof" {
		t.Errorf("hero dragged onto the roof is in %q (%s)", c.Zone, p.Message())
	}
	pit := boxes[2]
	drag(e, render.Point{X: pit.Max.X - 0.5, Y: pit.Min.Y + 0.3}, render.Point{X: pit.Max.X + 1.7, Y: pit.Min.Y + 0.3})
	nb, _ := p.Boxes()
	if dx := nb[2].Min.X - pit.Min.X; dx != 2 {
		t.Errorf("the pit dragged 2.2 units moved %g, want 2 (snapped to half units)", dx)
	}
	paths := linkPathsOf(p)
	mid := render.Point{X: (paths[1][0].X + paths[1][len(paths[1])-1].X) / 2, Y: (paths[1][0].Y + paths[1][len(paths[1])-1].Y) / 2}
	click(e, mid)
	if _, l, _ := e.Selected(); l != 1 {
		t.Errorf("click on the drop link's line selected link %d, want 1", l)
	}
	if h := e.Heading(); h != "Link: Courtyard → Pit" {
		t.Errorf("heading %q, want the link's zones with its one-way arrow", h)
	}
	fieldNamed(t, e, "Climb").Step(1)
	if l := p.Board().Map().Links[1]; l.Climb != 1 || !l.OneWay {
		t.Errorf("link after Climb +: %+v, want a one-way climb 1", l)
	}
}

// TestZoneEditorFreezesTheLayout: a map the program lays out keeps its
// look when edited: every zone is drawn where it was; undo gives back the
// layout by the program.
func TestZoneEditorFreezesTheLayout(t *testing.T) {
	enc, err := maps.Load(filepath.Join("..", "..", "assets", "encounters", "monastery-zones.json"))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := enc.Zones.Board()
	p := NewZonePlay(b, nil, 1, "")
	laid, _ := p.Boxes()
	e := NewZoneEditor(p, nil)
	click(e, centre(t, e, "pit"))
	fieldNamed(t, e, "Damage").Step(1)
	if z, _ := p.Board().Zone("pit"); z.Damage != 4 {
		t.Fatalf("pit damage %d after +, want 4 (%s)", z.Damage, p.Message())
	}
	got, _ := p.Boxes()
	if !reflect.DeepEqual(got, laid) || len(p.Shapes()) != len(laid) {
		t.Errorf("boxes after an edit %v, want the program's layout %v", got, laid)
	}
	p.Undo()
	if p.Shapes() != nil {
		t.Errorf("shapes after undo %v, want nil (laid out by the program)", p.Shapes())
	}
}

// TestZoneEditorFields: the rating steps from none to 1 and back; a
// current carries into an adjacent zone; the map's optional rules toggle.
func TestZoneEditorFields(t *testing.T) {
	e, _ := buildLotus(t)
	p := e.play
	e.SetTool(ZoneSelect)
	click(e, centre(t, e, "roof"))
	fieldNamed(t, e, "Rating").Step(1)
	if r, ok := mustZone(t, p, "roof").Rating(); !ok || r != 1 {
		t.Errorf("roof rating %d %v after +, want 1", r, ok)
	}
	fieldNamed(t, e, "Rating").Step(-1)
	if _, ok := mustZone(t, p, "roof").Rating(); ok {
		t.Errorf("roof rated after − from 1, want none")
	}
	fieldNamed(t, e, "Surface").Next()
	fieldNamed(t, e, "Tile effect").Next()
	if z := mustZone(t, p, "roof"); z.Surface != zones.Soft || z.Effect == nil || z.Effect.Kind != zones.Current || z.Effect.To != "courtyard" {
		t.Errorf("roof %+v effect %+v, want soft with a current to the courtyard", z, z.Effect)
	}
	e.Deselect()
	fieldNamed(t, e, "Spill-over").Next()
	if !p.Board().Map().SpillOver {
		t.Errorf("spill-over off after its toggle")
	}
}

func mustZone(t *testing.T, p *ZonePlay, id string) zones.Zone {
	t.Helper()
	z, ok := p.Board().Zone(id)
	if !ok {
		t.Fatalf("no zone %q", id)
	}
	return z
}

// tokenCentre is where a creature's token is drawn.
func tokenCentre(p *ZonePlay, id string) (render.Point, bool) {
	c, _ := p.Board().Creature(id)
	boxes, _ := p.Boxes()
	for i, z := range p.Board().Map().Zones {
		if z.ID == c.Zone {
			return zonescene.TokenCentre(p.Board(), boxes, z.ID, i, id)
		}
	}
	return render.Point{}, false
}

func linkPathsOf(p *ZonePlay) [][]render.Point {
	boxes, _ := p.Boxes()
	return zonescene.LinkPaths(p.Board().Map(), boxes)
}

// TestZoneRect: a dragged rectangle snaps to half units, grows to the
// least zone size and never starts at -0 (a file would say "-0").
func TestZoneRect(t *testing.T) {
	for _, tc := range []struct {
		a, b render.Point
		want [4]float64
	}{
		{render.Point{X: -0.2, Y: -0.1}, render.Point{X: 3, Y: 1}, [4]float64{0, 0, 4, 3}},
		{render.Point{X: 9.3, Y: 6.1}, render.Point{X: 1.1, Y: 0.9}, [4]float64{1, 1, 8.5, 5}},
	} {
		s := ZoneRect(tc.a, tc.b)
		if got := [4]float64{s.X, s.Y, s.W, s.H}; got != tc.want || math.Signbit(s.X) || math.Signbit(s.Y) {
			t.Errorf("ZoneRect(%v, %v) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// The editor's room around a map is one new zone's size across, however
// large the map: a big map is not shown at half size, a small one gets
// room for a zone.
func TestEditBoundsRoomIsOneZone(t *testing.T) {
	for _, c := range []struct {
		name string
		b    render.Rect
	}{
		{"small", render.Rect{Min: render.Point{X: 0, Y: 0}, Max: render.Point{X: 8, Y: 13}}},
		{"large", render.Rect{Min: render.Point{X: -1, Y: -2}, Max: render.Point{X: 48, Y: 20}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := EditBounds(c.b)
			w := (got.Max.X - got.Min.X) - (c.b.Max.X - c.b.Min.X)
			h := (got.Max.Y - got.Min.Y) - (c.b.Max.Y - c.b.Min.Y)
			if w != 8 || h != 5 || got.Min.X != c.b.Min.X-4 || got.Min.Y != c.b.Min.Y-2.5 {
				t.Errorf("EditBounds(%v) = %v: room %g x %g, want 8 x 5 (a new zone), half on each side", c.b, got, w, h)
			}
		})
	}
}
