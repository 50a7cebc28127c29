package drawsteel

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// heights draws the ground heights row by row, one digit a square
// (negative heights as '-').
func heights(b *drawsteel.Board) string {
	var rows []string
	for y := 0; y < b.Height; y++ {
		var r strings.Builder
		for x := 0; x < b.Width; x++ {
			g := b.Cell(sq(x, y)).Ground
			if g < 0 {
				r.WriteByte('-')
			} else {
				fmt.Fprintf(&r, "%d", g)
			}
		}
		rows = append(rows, r.String())
	}
	return strings.Join(rows, " ")
}

// features draws what stands on each square: '.' nothing, 'd' difficult,
// '!' damaging, '~' liquid, and a wall by its material's first letter in
// capitals (G W S M U).
func features(b *drawsteel.Board) string {
	var rows []string
	for y := 0; y < b.Height; y++ {
		var r strings.Builder
		for x := 0; x < b.Width; x++ {
			c := b.Cell(sq(x, y))
			switch {
			case c.HasWall():
				r.WriteString(strings.ToUpper(c.Wall.String()[:1]))
			case c.Liquid > 0:
				r.WriteByte('~')
			case c.Damaging > 0:
				r.WriteByte('!')
			case c.Difficult:
				r.WriteByte('d')
			default:
				r.WriteByte('.')
			}
		}
		rows = append(rows, r.String())
	}
	return strings.Join(rows, " ")
}

func stroke(shape session.Shape, pts ...drawsteel.Square) session.Stroke {
	return session.Stroke{Shape: shape, Points: pts}
}

// hill is a 5x4 board with a raised square at 1,1 (height 2) and square
// 4,2 closed in by thin walls on its three sides inside the map.
func hill() *drawsteel.Board {
	b := drawsteel.NewBoard(5, 4)
	b.SetCell(sq(1, 1), drawsteel.Cell{Ground: 2})
	stone := drawsteel.Edge{Kind: rules.EdgeWall, Material: drawsteel.Stone}
	b.Edges = map[grid.Edge]drawsteel.Edge{side(3, 2, 4, 2): stone, side(4, 1, 4, 2): stone, side(4, 2, 4, 3): stone}
	return b
}

func TestApplyStroke(t *testing.T) {
	flat := "00000 00000 00000 00000"
	bare := "..... ..... ..... ....."
	for _, tc := range []struct {
		name            string
		brush           session.Brush
		stroke          session.Stroke
		heights, things string
		what            string
	}{
		{"raise a dab of 1", session.Brush{Tool: session.MapRaise, Size: 1}, stroke(session.ShapeDabs, sq(3, 0)),
			"00010 02000 00000 00000", bare, "Raised 1 square by 1"},
		{"raise a dab of 3 at the corner is clipped to the map", session.Brush{Tool: session.MapRaise, Size: 3}, stroke(session.ShapeDabs, sq(0, 0)),
			"11000 13000 00000 00000", bare, "Raised 4 squares by 1"},
		{"lower a drag of dabs", session.Brush{Tool: session.MapLower, Size: 1}, stroke(session.ShapeDabs, sq(1, 1), sq(2, 1), sq(2, 1)),
			"00000 01-00 00000 00000", bare, "Lowered 2 squares by 1"},
		// A line is the grid's line (diagonal steps allowed), as for line of effect.
		{"set height along a line", session.Brush{Tool: session.MapSetHeight, Size: 1, Height: 3}, stroke(session.ShapeLine, sq(0, 0), sq(4, 2)),
			"30000 03300 00033 00000", bare, "Set 5 squares to height 3"},
		{"flatten a rectangle to its first square", session.Brush{Tool: session.MapFlatten, Size: 1}, stroke(session.ShapeRect, sq(1, 1), sq(2, 2)),
			"00000 02200 02200 00000", bare, "Flattened 3 squares"},
		{"flatten to the ground of the first square, not the highest", session.Brush{Tool: session.MapFlatten, Size: 3}, stroke(session.ShapeDabs, sq(0, 0)),
			flat, bare, "Flattened 1 square"},
		{"difficult rectangle", session.Brush{Tool: session.MapDifficult, Size: 1}, stroke(session.ShapeRect, sq(3, 3), sq(1, 2)),
			"00000 02000 00000 00000", "..... ..... .ddd. .ddd.", "Made 6 squares difficult"},
		{"damaging frame", session.Brush{Tool: session.MapDamaging, Size: 1, Damage: 3}, stroke(session.ShapeFrame, sq(0, 0), sq(2, 2)),
			"00000 02000 00000 00000", "!!!.. !.!.. !!!.. .....", "Made 8 squares damaging (3)"},
		{"liquid fill stops at the raised square and the thin walls", session.Brush{Tool: session.MapLiquid, Size: 5, Depth: 2}, stroke(session.ShapeFill, sq(4, 0)),
			"00000 02000 00000 00000", "~~~~~ ~.~~~ ~~~~. ~~~~~", "Poured liquid 2 deep in 18 squares"},
		{"wooden wall line of brush 1", session.Brush{Tool: session.MapWall, Size: 1, Height: 2, Material: drawsteel.Wood}, stroke(session.ShapeLine, sq(0, 3), sq(4, 3)),
			"00000 02000 00000 00000", "..... ..... ..... WWWWW", "Built a wood wall 2 tall on 5 squares"},
		{"brush 5 covers 5x5, clipped to the map's 4 rows", session.Brush{Tool: session.MapSetHeight, Size: 5, Height: 1}, stroke(session.ShapeDabs, sq(2, 2)),
			"11111 11111 11111 11111", bare, "Set 20 squares to height 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := hill()
			before := heights(b)
			nb, what, err := session.ApplyStroke(b, tc.brush, tc.stroke)
			if err != nil {
				t.Fatalf("ApplyStroke(%v) error %v", tc.brush.Tool, err)
			}
			if got := heights(nb); got != tc.heights {
				t.Errorf("ApplyStroke(%v) heights = %q, want %q", tc.brush.Tool, got, tc.heights)
			}
			if got := features(nb); got != tc.things {
				t.Errorf("ApplyStroke(%v) features = %q, want %q", tc.brush.Tool, got, tc.things)
			}
			if what != tc.what {
				t.Errorf("ApplyStroke(%v) said %q, want %q", tc.brush.Tool, what, tc.what)
			}
			if heights(b) != before || features(b) != bare {
				t.Errorf("ApplyStroke(%v) changed the board it was given", tc.brush.Tool)
			}
		})
	}
}

func TestApplyStrokeErase(t *testing.T) {
	b := drawsteel.NewBoard(3, 1)
	b.SetCell(sq(0, 0), drawsteel.Cell{Ground: 1, Wall: drawsteel.Stone, WallHeight: 2})
	b.SetCell(sq(1, 0), drawsteel.Cell{Ground: 2, Difficult: true, Damaging: 4, Liquid: 1})
	nb, what, err := session.ApplyStroke(b, session.Brush{Tool: session.MapErase, Size: 1}, stroke(session.ShapeLine, sq(0, 0), sq(2, 0)))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := heights(nb)+" "+features(nb), "120 ..."; got != want {
		t.Errorf("erase: heights and features = %q, want %q (the ground stays)", got, want)
	}
	if what != "Erased 2 squares" {
		t.Errorf("erase said %q, want %q", what, "Erased 2 squares")
	}
}

// TestWallStrokeSkipsOccupiedSquares: a wall stroke over a creature
// builds everywhere else and names the squares it left, by the creature
// standing there; the creature stays where it stood.
func TestWallStrokeSkipsOccupiedSquares(t *testing.T) {
	b := drawsteel.NewBoard(4, 4)
	b.Creatures = []drawsteel.Creature{
		{ID: "ogre", Name: "Ogre Juggernaut", At: sq(2, 1), Size: drawsteel.SizeN(2)},
	}
	// a line along row 1 crosses the ogre's 2x2 space at 2,1 and 3,1
	nb, what, err := session.ApplyStroke(b, session.Brush{Tool: session.MapWall, Size: 1, Height: 2, Material: drawsteel.Stone},
		stroke(session.ShapeLine, sq(0, 1), sq(3, 1)))
	if err != nil {
		t.Fatalf("wall across the ogre: %v", err)
	}
	if want := "Built a stone wall 2 tall on 2 squares, skipping [2, 1], [3, 1] where Ogre Juggernaut stands"; what != want {
		t.Errorf("said %q, want %q", what, want)
	}
	for _, q := range []drawsteel.Square{sq(0, 1), sq(1, 1)} {
		if !nb.Cell(q).HasWall() {
			t.Errorf("no wall at %v, beside the ogre", q)
		}
	}
	for _, q := range []drawsteel.Square{sq(2, 1), sq(3, 1)} {
		if nb.Cell(q).HasWall() {
			t.Errorf("a wall at %v, where the ogre stands", q)
		}
	}
	in := NewInteraction(b)
	if !in.PaintStroke(session.Brush{Tool: session.MapWall, Size: 1, Height: 2, Material: drawsteel.Stone}, stroke(session.ShapeLine, sq(0, 1), sq(3, 1))) {
		t.Fatalf("PaintStroke refused: %s", in.Message())
	}
	if !strings.Contains(in.Message(), "skipping [2, 1], [3, 1] where Ogre Juggernaut stands") {
		t.Errorf("status %q does not say which squares were skipped", in.Message())
	}
}

func TestApplyStrokeRefuses(t *testing.T) {
	withGoblin := func() *drawsteel.Board {
		b := drawsteel.NewBoard(4, 4)
		b.Creatures = []drawsteel.Creature{{ID: "g", Name: "Goblin", At: sq(2, 2), Size: drawsteel.SizeMedium}}
		return b
	}
	for _, tc := range []struct {
		name   string
		brush  session.Brush
		stroke session.Stroke
		want   string
	}{
		{"wall only where a creature stands", session.Brush{Tool: session.MapWall, Size: 1, Height: 1, Material: drawsteel.Stone}, stroke(session.ShapeDabs, sq(2, 2)), "no wall built: the stroke is all [2, 2] where Goblin stands"},
		{"brush size 2", session.Brush{Tool: session.MapRaise, Size: 2}, stroke(session.ShapeDabs, sq(1, 1)), "brush size 2 (want 1, 3 or 5)"},
		{"damage 0", session.Brush{Tool: session.MapDamaging, Size: 1}, stroke(session.ShapeDabs, sq(1, 1)), "damage 0 (want 1 to"},
		{"liquid depth 0", session.Brush{Tool: session.MapLiquid, Size: 1}, stroke(session.ShapeDabs, sq(1, 1)), "liquid depth 0"},
		{"wall of no material", session.Brush{Tool: session.MapWall, Size: 1, Height: 1}, stroke(session.ShapeDabs, sq(0, 0)), "material"},
		{"wall 0 tall", session.Brush{Tool: session.MapWall, Size: 1, Material: drawsteel.Wood}, stroke(session.ShapeDabs, sq(0, 0)), "wall height 0"},
		{"set height beyond the format", session.Brush{Tool: session.MapSetHeight, Size: 1, Height: 5000}, stroke(session.ShapeDabs, sq(0, 0)), "height 5000"},
		{"off the map", session.Brush{Tool: session.MapRaise, Size: 1}, stroke(session.ShapeDabs, sq(9, 9)), "off the map"},
		{"nothing changes", session.Brush{Tool: session.MapErase, Size: 5}, stroke(session.ShapeDabs, sq(1, 1)), "nothing to change"},
		{"no points", session.Brush{Tool: session.MapRaise, Size: 1}, session.Stroke{}, "nothing to change"},
		{"a door on the border", session.Brush{Tool: session.MapDoor, Size: 1, Material: drawsteel.Wood}, stroke(session.ShapeLine, sq(0, 0), sq(4, 0)), "no side between two squares"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := session.ApplyStroke(withGoblin(), tc.brush, tc.stroke)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("ApplyStroke(%v) error = %v, want one saying %q", tc.brush.Tool, err, tc.want)
			}
		})
	}
}

// A creature standing on ground that changes stays standing on it; one
// flying above stays where it is unless the ground reaches it.
func TestApplyStrokeCreaturesStand(t *testing.T) {
	for _, tc := range []struct {
		name  string
		z     int
		brush session.Brush
		wantZ int
	}{
		{"standing, raised", 0, session.Brush{Tool: session.MapSetHeight, Size: 1, Height: 3}, 3},
		{"standing, lowered", 0, session.Brush{Tool: session.MapLower, Size: 1}, -1},
		{"flying above, raised under", 5, session.Brush{Tool: session.MapSetHeight, Size: 1, Height: 3}, 5},
		{"flying low, the ground reaches it", 2, session.Brush{Tool: session.MapSetHeight, Size: 1, Height: 4}, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := drawsteel.NewBoard(3, 3)
			b.Creatures = []drawsteel.Creature{{ID: "k", Name: "Kestrel", At: sq(1, 1), Z: tc.z, Size: drawsteel.SizeMedium}}
			nb, _, err := session.ApplyStroke(b, tc.brush, stroke(session.ShapeDabs, sq(1, 1)))
			if err != nil {
				t.Fatal(err)
			}
			if got := nb.Creatures[0].Z; got != tc.wantZ {
				t.Errorf("%v under a creature at z %d: z = %d, want %d", tc.brush.Tool, tc.z, got, tc.wantZ)
			}
			if b.Creatures[0].Z != tc.z {
				t.Errorf("the board given was changed: z = %d", b.Creatures[0].Z)
			}
		})
	}
}

func side(ax, ay, bx, by int) grid.Edge { return drawsteel.Side(sq(ax, ay), sq(bx, by)) }

func TestStrokeSides(t *testing.T) {
	b := drawsteel.NewBoard(4, 3)
	for _, tc := range []struct {
		name   string
		stroke session.Stroke
		want   []grid.Edge
	}{
		{"horizontal line between rows 0 and 1", stroke(session.ShapeLine, sq(1, 1), sq(3, 1)), []grid.Edge{side(1, 0, 1, 1), side(2, 0, 2, 1)}},
		{"a wobbly drag snaps to the nearer axis", stroke(session.ShapeLine, sq(2, 0), sq(1, 3)), []grid.Edge{side(1, 0, 2, 0), side(1, 1, 2, 1), side(1, 2, 2, 2)}},
		{"backwards gives the same sides", stroke(session.ShapeLine, sq(3, 1), sq(1, 1)), []grid.Edge{side(1, 0, 1, 1), side(2, 0, 2, 1)}},
		{"the border has no side between two squares", stroke(session.ShapeLine, sq(0, 0), sq(4, 0)), nil},
		{"a frame around square 1,1", stroke(session.ShapeFrame, sq(1, 1), sq(2, 2)), []grid.Edge{side(1, 0, 1, 1), side(1, 1, 2, 1), side(1, 1, 1, 2), side(0, 1, 1, 1)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := session.StrokeSides(b, tc.stroke); !slices.Equal(got, tc.want) {
				t.Errorf("StrokeSides(%v) = %v, want %v", tc.stroke.Points, got, tc.want)
			}
		})
	}
}

func TestApplyStrokeEdges(t *testing.T) {
	b := drawsteel.NewBoard(4, 3)
	wall := session.Brush{Tool: session.MapThinWall, Size: 1, Material: drawsteel.Wood}
	nb, what, err := session.ApplyStroke(b, wall, stroke(session.ShapeLine, sq(2, 0), sq(2, 3)))
	if err != nil {
		t.Fatal(err)
	}
	if what != "Built a thin wood wall along 3 sides" || len(nb.Edges) != 3 {
		t.Fatalf("thin wall: %q, %d edges; want 3 sides", what, len(nb.Edges))
	}
	door := session.Brush{Tool: session.MapDoor, Size: 1, Material: drawsteel.Wood}
	nb, what, err = session.ApplyStroke(nb, door, stroke(session.ShapeLine, sq(2, 1), sq(2, 2)))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := nb.EdgeAt(sq(1, 1), sq(2, 1))
	if want := (drawsteel.Edge{Kind: rules.EdgeDoor, Material: drawsteel.Wood}); got != want || what != "Put a wood door on 1 side" {
		t.Errorf("door: edge %+v (%q), want %+v", got, what, want)
	}
	if _, _, err := session.ApplyStroke(nb, door, stroke(session.ShapeLine, sq(2, 1), sq(2, 2))); err == nil {
		t.Errorf("the same door again: no error, want nothing to change")
	}
	nb, what, err = session.ApplyStroke(nb, session.Brush{Tool: session.MapEraseEdge, Size: 1}, stroke(session.ShapeLine, sq(2, 0), sq(2, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if len(nb.Edges) != 1 || what != "Erased the thin walls and doors of 2 sides" {
		t.Errorf("erase edges: %d left (%q), want 1", len(nb.Edges), what)
	}
	if _, ok := nb.EdgeAt(sq(1, 2), sq(2, 2)); !ok {
		t.Errorf("erase edges removed the side it did not cross")
	}
}

func TestPaintStrokeIsOneUndoStep(t *testing.T) {
	in := NewInteraction(drawsteel.NewBoard(5, 5))
	in.SetKeys(testKeys)
	if !in.PaintStroke(session.Brush{Tool: session.MapRaise, Size: 3}, stroke(session.ShapeDabs, sq(1, 1), sq(2, 1), sq(3, 1))) {
		t.Fatalf("PaintStroke: %s", in.Message())
	}
	after := heights(in.Board())
	if after != "11111 11111 11111 00000 00000" {
		t.Fatalf("after the stroke heights = %q", after)
	}
	if want := "Raised 15 squares by 1. Ctrl+Z undoes it."; in.Message() != want {
		t.Errorf("message = %q, want %q", in.Message(), want)
	}
	if got := in.History().Undo(); got != "Raised 15 squares by 1" {
		t.Errorf("Undo() = %q, want the stroke", got)
	}
	if got := heights(in.Board()); got != "00000 00000 00000 00000 00000" || in.History().CanUndo() {
		t.Errorf("one undo: heights %q, can undo %v; want flat and nothing more to undo", got, in.History().CanUndo())
	}
	in.History().Redo()
	if got := heights(in.Board()); got != after {
		t.Errorf("redo: heights %q, want %q", got, after)
	}
	if in.PaintStroke(session.Brush{Tool: session.MapRaise, Size: 4}, stroke(session.ShapeDabs, sq(0, 0))) {
		t.Errorf("PaintStroke with brush 4 changed the board")
	}
	if !strings.HasPrefix(in.Message(), "Not changed: brush size 4") {
		t.Errorf("refused stroke message = %q", in.Message())
	}
}

func TestResize(t *testing.T) {
	b := drawsteel.NewBoard(3, 2)
	b.SetCell(sq(0, 0), drawsteel.Cell{Ground: 2})
	b.SetCell(sq(2, 1), drawsteel.Cell{Ground: 1, Liquid: 1})
	b.Edges = map[grid.Edge]drawsteel.Edge{
		side(0, 0, 1, 0): {Kind: rules.EdgeDoor, Material: drawsteel.Wood},
		side(1, 1, 2, 1): {Kind: rules.EdgeWall, Material: drawsteel.Stone},
	}
	b.Creatures = []drawsteel.Creature{{ID: "a", Name: "Ash", At: sq(0, 1), Size: drawsteel.SizeMedium}}

	grown, err := session.Resize(b, 4, 3)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := heights(grown)+" / "+features(grown), "2000 0010 0000 / .... ..~. ...."; got != want {
		t.Errorf("Resize(4x3) = %q, want %q", got, want)
	}
	if len(grown.Edges) != 2 || len(grown.Creatures) != 1 {
		t.Errorf("Resize(4x3) kept %d edges and %d creatures, want 2 and 1", len(grown.Edges), len(grown.Creatures))
	}

	shrunk, err := session.Resize(b, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := heights(shrunk), "20 00"; got != want {
		t.Errorf("Resize(2x2) heights = %q, want %q", got, want)
	}
	if _, ok := shrunk.Edges[side(1, 1, 2, 1)]; ok || len(shrunk.Edges) != 1 {
		t.Errorf("Resize(2x2) edges = %v, want only the door", shrunk.Edges)
	}

	for _, tc := range []struct {
		w, h int
		want string
	}{
		{3, 1, "can't shrink to 3x1: Ash at 0,1 would be off the map"},
		{0, 4, "size 0x4 (want 1 to 1000"},
		{1001, 4, "size 1001x4"},
	} {
		if _, err := session.Resize(b, tc.w, tc.h); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Resize(%dx%d) error = %v, want %q", tc.w, tc.h, err, tc.want)
		}
	}

	in := NewInteraction(b)
	if in.ResizeMap(3, 1) || !strings.Contains(in.Message(), "Ash at 0,1") {
		t.Errorf("ResizeMap(3x1) under Ash: message %q", in.Message())
	}
	if !in.ResizeMap(5, 5) || in.History().Undo() != "Resized the map from 3x2 to 5x5" || in.Board().Width != 3 {
		t.Errorf("ResizeMap(5x5) is not one undo step: message %q", in.Message())
	}
}

// The editor as a mode: press, drag, release is one stroke and one undo
// step; undo keeps the editor open; Esc closes it.
func TestMapEditMode(t *testing.T) {
	in := NewInteraction(drawsteel.NewBoard(6, 4))
	in.MapDown(sq(0, 0)) // not in the editor: nothing happens
	in.MapUp(sq(0, 0))
	if in.History().CanUndo() {
		t.Fatalf("MapUp outside the editor changed the board")
	}
	in.StartMapEdit()
	if in.Mode() != ModeMapEdit {
		t.Fatalf("StartMapEdit: mode %v", in.Mode())
	}
	in.SetMapBrush(session.Brush{Tool: session.MapWall, Size: 1, Height: 2, Material: drawsteel.Wood}, session.ShapeDabs)
	in.MapDown(sq(0, 1))
	in.MapDrag(sq(3, 1)) // a fast drag: the squares jumped over are painted too
	sqs, sides := in.StrokePreview()
	if len(sqs) != 4 || sides != nil {
		t.Errorf("StrokePreview while dragging = %v, %v; want the 4 squares 0,1 to 3,1", sqs, sides)
	}
	if features(in.Board()) != "...... ...... ...... ......" {
		t.Errorf("the board changed before the release")
	}
	in.MapUp(sq(3, 1))
	if got, want := features(in.Board()), "...... WWWW.. ...... ......"; got != want {
		t.Errorf("after the freehand wall: %q, want %q", got, want)
	}
	in.SetMapBrush(session.Brush{Tool: session.MapLiquid, Size: 1, Depth: 1}, session.ShapeRect)
	in.MapDown(sq(1, 2))
	in.MapDrag(sq(2, 2))
	in.MapDrag(sq(4, 3)) // a rectangle keeps only its ends
	in.MapUp(sq(4, 3))
	if got, want := features(in.Board()), "...... WWWW.. .~~~~. .~~~~."; got != want {
		t.Errorf("after the pool: %q, want %q", got, want)
	}
	in.Do(session.ActUndo)
	if got, want := features(in.Board()), "...... WWWW.. ...... ......"; got != want || in.Mode() != ModeMapEdit {
		t.Errorf("undo: %q in mode %v, want %q still in the editor", got, in.Mode(), want)
	}
	in.SetMapBrush(session.Brush{Tool: session.MapDoor, Size: 1, Material: drawsteel.Wood}, session.ShapeDabs)
	if _, shape := in.MapBrush(); shape != session.ShapeLine {
		t.Errorf("the door tool with freehand: shape %v, want line", shape)
	}
	in.MapDown(sq(2, 2))
	in.MapUp(sq(3, 2))
	if e, ok := in.Board().EdgeAt(sq(2, 1), sq(2, 2)); !ok || e.Kind != rules.EdgeDoor {
		t.Errorf("the door under the wall: %+v, %v", e, ok)
	}
	in.SetMapBrush(session.Brush{Tool: session.MapDamaging, Size: 1}, session.ShapeDabs)
	if !strings.Contains(in.Message(), "damage 0") {
		t.Errorf("a damaging brush of 0: message %q", in.Message())
	}
	in.Do(session.ActCancel)
	if in.Mode() != ModeIdle {
		t.Errorf("Esc: mode %v, want idle", in.Mode())
	}
}
