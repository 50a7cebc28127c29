package realms

import (
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// newHexEditor is a new 6x4 realms map played with its editor open.
func newHexEditor(t *testing.T) (*maps.Encounter, *HexPlay, render.HexLayout) {
	t.Helper()
	enc, err := session.NewMap("Test", maps.Realms, 6, 4)
	if err != nil {
		t.Fatal(err)
	}
	p := NewHexMapPlay(enc.Hex, "")
	p.SetKeys(testKeys)
	p.StartMapEdit()
	return enc, p, render.NewHexLayout(enc.Hex.Board.Geometry)
}

// strokeAt presses at the centre of hex from, drags through the others
// and lets go at the last.
func strokeAt(p *HexPlay, l render.HexLayout, hexes ...grid.Cell) {
	p.MapDown(l, l.Center(hexes[0]))
	for _, h := range hexes[1:] {
		p.MapDrag(l, l.Center(h))
	}
	p.MapUp(l, l.Center(hexes[len(hexes)-1]))
}

// reread is the encounter written and read back.
func reread(t *testing.T, enc *maps.Encounter) *maps.Encounter {
	t.Helper()
	data, err := enc.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := maps.Parse("back.json", data)
	if err != nil {
		t.Fatalf("reading back: %v\n%s", err, data)
	}
	return back
}

func TestHexEditorWallsUndoSave(t *testing.T) {
	enc, p, l := newHexEditor(t)
	p.SetMapBrush(session.Brush{Tool: session.MapWall, Size: 1, Material: drawsteel.Wood}, session.ShapeLine, 0)
	strokeAt(p, l, hexAt(1, 1), hexAt(2, 1), hexAt(4, 1))
	if got, want := hexRows(p.Board()), "...... .####. ...... ......"; got != want {
		t.Fatalf("after a wooden wall line: %q, want %q (message %q)", got, want, p.Message())
	}
	if got, want := p.Message(), "Built a wood wall on 4 hexes. Ctrl+Z undoes it."; got != want {
		t.Errorf("message = %q, want %q", got, want)
	}
	// a stone rectangle over one end: a change of material is a change
	p.SetMapBrush(session.Brush{Tool: session.MapWall, Size: 1, Material: drawsteel.Stone}, session.ShapeRect, 0)
	strokeAt(p, l, hexAt(4, 1), hexAt(4, 2))
	back := reread(t, enc)
	if got, want := back.Hex.Walls()[6:12], []string{"", "wood", "wood", "wood", "stone", ""}; !slices.Equal(got, want) {
		t.Errorf("row 1's walls saved and read back = %q, want %q", got, want)
	}
	if got := p.UndoSteps(); got != 2 {
		t.Errorf("UndoSteps() = %d after two strokes, want 2", got)
	}
	p.Undo()
	if got := enc.Hex.Material(10); got != "wood" {
		t.Errorf("after undo, [4, 1] is %q, want wood again", got)
	}
	p.Undo()
	if got, want := hexRows(reread(t, enc).Hex.Board), "...... ...... ...... ......"; got != want {
		t.Errorf("after two undos, saved %q, want %q", got, want)
	}
	p.Redo()
	if got, want := hexRows(p.Board()), "...... .####. ...... ......"; got != want {
		t.Errorf("after a redo: %q, want %q", got, want)
	}
}

func TestHexEditorSides(t *testing.T) {
	enc, p, l := newHexEditor(t)
	g := p.Board().Geometry
	// A frame around [1, 1]-[2, 1]: two hexes have 10 sides, less the
	// one they share.
	if got := len(HexFrameSides(p.Board(), hexAt(1, 1), hexAt(2, 1))); got != 10 {
		t.Errorf("HexFrameSides of two hexes: %d sides, want 10", got)
	}
	// A line dragged between rows 1 and 2 follows the zigzag of sides
	// between them: every side it meets joins a hex of row 1 to one of
	// row 2 (on a pointy map each of [1..3, 1] has two below it).
	y := (l.Center(hexAt(1, 1)).Y + l.Center(hexAt(1, 2)).Y) / 2
	sides := HexPathSides(g, l, []render.Point{{X: l.Center(hexAt(1, 1)).X, Y: y}, {X: l.Center(hexAt(3, 1)).X, Y: y}})
	if len(sides) < 4 {
		t.Fatalf("HexPathSides along the rows' border = %v, want at least 4 sides", sides)
	}
	for _, s := range sides {
		if ra, rb := g.Orientation.Offset(s.A).Row, g.Orientation.Offset(s.B).Row; min(ra, rb) != 1 || max(ra, rb) != 2 {
			t.Errorf("HexPathSides along the rows' border has %v, which is not between rows 1 and 2", s)
		}
	}
	// a drag from the middle of one hex to the middle of the next is
	// the one side between them; a click in a hex's middle is none
	across := HexPathSides(g, l, []render.Point{l.Center(hexAt(2, 1)), l.Center(hexAt(3, 1))})
	if want := []grid.Edge{grid.EdgeBetween(hexAt(2, 1), hexAt(3, 1))}; !slices.Equal(across, want) {
		t.Errorf("HexPathSides from [2, 1] to [3, 1] = %v, want %v", across, want)
	}
	if s, ok := HexSideAt(g, l, l.Center(hexAt(2, 1))); ok {
		t.Errorf("HexSideAt the middle of [2, 1] = %v, want none", s)
	}
	// a door there, by a drag: closed, of wood, saved and read back
	p.SetMapBrush(session.Brush{Tool: session.MapDoor, Size: 1, Material: drawsteel.Wood}, session.ShapeDabs, 0)
	door := grid.EdgeBetween(hexAt(2, 1), hexAt(2, 2))
	a, b := render.HexEdgeSide(l, door)
	mid := render.Point{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}
	p.MapDown(l, mid)
	if _, prev := p.StrokePreview(l); !slices.Equal(prev, []grid.Edge{door}) {
		t.Errorf("StrokePreview of a door = %v, want [%v]", prev, door)
	}
	p.MapUp(l, mid)
	want := realms.Edge{Kind: rules.EdgeDoor, Material: "wood"}
	if got := reread(t, enc).Hex.Board.Edges; len(got) != 1 || got[door] != want {
		t.Errorf("edges saved and read back = %v, want only %v on %v (message %q)", got, want, door, p.Message())
	}
	// the door opens as in play, and the walls' eraser takes it away
	if _, what, ok := session.HexToggleDoor(p.Board(), door); !ok || !strings.HasPrefix(what, "Opened the wooden door") {
		t.Errorf("HexToggleDoor on the new door = %q, %v", what, ok)
	}
	p.SetMapBrush(session.Brush{Tool: session.MapEraseEdge, Size: 1, Material: drawsteel.Wood}, session.ShapeDabs, 0)
	p.MapDown(l, mid)
	p.MapUp(l, mid)
	if len(p.Board().Edges) != 0 {
		t.Errorf("after erasing edges: %v", p.Board().Edges)
	}
}

func TestHexEditorCreatures(t *testing.T) {
	_, p, l := newHexEditor(t)
	p.SetMapBrush(session.Brush{Tool: session.MapWall, Size: 1, Material: drawsteel.Stone}, session.ShapeDabs, 0)
	strokeAt(p, l, hexAt(0, 0))
	bandit := slices.IndexFunc(HexTemplates(), func(c realms.Creature) bool { return c.ID == "bandit" })
	p.SetMapBrush(session.Brush{Tool: session.MapCreature, Size: 1, Material: drawsteel.Stone}, session.ShapeDabs, bandit)
	for _, tc := range []struct {
		at   grid.Cell
		want string
	}{
		{hexAt(2, 2), "Bandit is placed at [2, 2]"},
		{hexAt(3, 2), "Bandit 2 is placed at [3, 2]"},
		{hexAt(2, 2), "Not placed: Bandit stands at [2, 2]"},
		{hexAt(0, 0), "Not placed: [0, 0] is wall"},
	} {
		p.MapDown(l, l.Center(tc.at))
		if !strings.HasPrefix(p.Message(), tc.want) {
			t.Errorf("placing at %v: %q, want %q", p.Board().Offset(tc.at), p.Message(), tc.want)
		}
	}
	if got := len(p.Board().Creatures); got != 2 {
		t.Fatalf("%d creatures placed, want 2", got)
	}
	if c := p.Board().Creature("bandit-2"); c == nil || c.Speed != 40 || c.Side != "enemies" {
		t.Errorf("bandit-2 = %+v, want a Bandit of the enemies with 40 ft", c)
	}
	p.Undo()
	if got := len(p.Board().Creatures); got != 1 {
		t.Errorf("after undo, %d creatures, want 1", got)
	}
	// Enchanted Realms, That example did not even consider encumbrance: "It's species
	// rate is 50 feet" (the human); Enchanted Realms: "There is a bit of semantics":
	// dismounting "for a dwarf it costs 20 feet", half his species movement
	for id, want := range map[string]int{"human": 50, "dwarf": 40} {
		i := slices.IndexFunc(HexTemplates(), func(c realms.Creature) bool { return c.ID == id })
		if i < 0 || HexTemplates()[i].Speed != want {
			t.Errorf("template %s: index %d, want one of %d ft", id, i, want)
		}
	}
}

func TestHexEditorResize(t *testing.T) {
	enc, p, l := newHexEditor(t)
	p.SetMapBrush(session.Brush{Tool: session.MapWall, Size: 1, Material: drawsteel.Wood}, session.ShapeDabs, 0)
	strokeAt(p, l, hexAt(5, 3))
	p.SetMapBrush(session.Brush{Tool: session.MapDifficult, Size: 1, Material: drawsteel.Wood}, session.ShapeDabs, 0)
	strokeAt(p, l, hexAt(1, 1))
	p.PaintSides(session.Brush{Tool: session.MapThinWall, Size: 1, Material: drawsteel.Glass}, []grid.Edge{grid.EdgeBetween(hexAt(1, 1), hexAt(2, 1)), grid.EdgeBetween(hexAt(4, 3), hexAt(5, 3))})
	if !p.ResizeMap(7, 3) {
		t.Fatalf("ResizeMap(7, 3): %s", p.Message())
	}
	if got, want := hexRows(p.Board()), "....... .d..... ......."; got != want {
		t.Errorf("resized to 7x3: %q, want %q", got, want)
	}
	if got := len(p.Board().Edges); got != 1 {
		t.Errorf("resized to 7x3: %d edges, want the one between two hexes still on the map", got)
	}
	if got := reread(t, enc).Hex.Board.Geometry; got.Width != 7 || got.Height != 3 {
		t.Errorf("saved size %dx%d, want 7x3", got.Width, got.Height)
	}
	p.Undo()
	if got, want := hexRows(p.Board()), "...... .d.... ...... .....#"; got != want {
		t.Errorf("resize undone: %q, want %q", got, want)
	}
	if got := enc.Hex.Material(23); got != "wood" {
		t.Errorf("resize undone: [5, 3] is %q, want wood", got)
	}
	p.PlaceCreature(HexTemplates()[0], hexAt(5, 2))
	if p.ResizeMap(5, 4) || !strings.Contains(p.Message(), "Human at [5, 2] would be off the map") {
		t.Errorf("shrinking under a creature: %q", p.Message())
	}
	if p.ResizeMap(0, 4) || !strings.Contains(p.Message(), "size 0x4 (want 1 to") {
		t.Errorf("a map of no columns: %q", p.Message())
	}
}

func TestHexEditorBrushRefusals(t *testing.T) {
	_, p, _ := newHexEditor(t)
	before, shape, tpl := p.MapBrush()
	for _, tc := range []struct {
		br   session.Brush
		tpl  int
		want string
	}{
		{session.Brush{Tool: session.MapRaise, Size: 1, Material: drawsteel.Wood}, 0, "raise does not apply on a hex map"},
		{session.Brush{Tool: session.MapWall, Size: 2, Material: drawsteel.Wood}, 0, "brush size 2"},
		{session.Brush{Tool: session.MapWall, Size: 1}, 0, "material"},
		{session.Brush{Tool: session.MapCreature, Size: 1, Material: drawsteel.Wood}, 99, "creature template 99"},
	} {
		p.SetMapBrush(tc.br, session.ShapeDabs, tc.tpl)
		if !strings.Contains(p.Message(), tc.want) {
			t.Errorf("SetMapBrush(%v) message %q, want one saying %q", tc.br.Tool, p.Message(), tc.want)
		}
		if b, s, i := p.MapBrush(); b != before || s != shape || i != tpl {
			t.Errorf("SetMapBrush(%v) changed the brush to %+v", tc.br.Tool, b)
		}
	}
	// an edge tool takes no fill: it becomes freehand
	p.SetMapBrush(session.Brush{Tool: session.MapDoor, Size: 1, Material: drawsteel.Wood}, session.ShapeFill, 0)
	if _, s, _ := p.MapBrush(); s != session.ShapeDabs {
		t.Errorf("a door with the fill shape: shape %v, want freehand", s)
	}
}
