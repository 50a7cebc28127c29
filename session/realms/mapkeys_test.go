package realms

import (
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

func TestHexEditorKeyboardStroke(t *testing.T) {
	_, p, l := newHexEditor(t)
	p.SetMapBrush(session.Brush{Tool: session.MapWall, Size: 1, Material: drawsteel.Stone}, session.ShapeLine, 0)
	p.MapCursorMove(l, 1, 0) // the first press shows the cursor in the middle
	if at, _, ok := p.MapCursor(); !ok || at != hexAt(3, 2) {
		t.Fatalf("first cursor = %v %v, want [3, 2] %v", at, ok, hexAt(3, 2))
	}
	p.MapCursorMove(l, -1, 0)
	p.MapCursorMove(l, -1, 0)
	p.MapStrokeKey(l)
	for range 3 {
		p.MapCursorMove(l, 1, 0)
	}
	if cells, _ := p.StrokePreview(l); len(cells) != 4 {
		t.Errorf("StrokePreview of a line [1, 2]-[4, 2] = %v, want 4 hexes", cells)
	}
	p.MapStrokeKey(l)
	if got, want := hexRows(p.Board()), "...... ...... .####. ......"; got != want {
		t.Fatalf("after a wall line by keys: %q, want %q (message %q)", got, want, p.Message())
	}
	// up and down keep the column, and the cursor stays on the map
	for range 5 {
		p.MapCursorMove(l, 0, -1)
	}
	p.MapCursorMove(l, 9, 0)
	if at, _, _ := p.MapCursor(); at != hexAt(5, 0) {
		t.Errorf("cursor after 5 up and 9 right from [4, 2] = %v, want [5, 0] %v", at, hexAt(5, 0))
	}
	// Esc drops a stroke and changes nothing
	p.MapStrokeKey(l)
	p.MapCursorMove(l, -2, 0)
	if !p.MapCancelStroke() {
		t.Errorf("MapCancelStroke with a stroke under way = false, want true")
	}
	if p.MapCancelStroke() {
		t.Errorf("MapCancelStroke with none = true, want false")
	}
	if got, want := hexRows(p.Board()), "...... ...... .####. ......"; got != want {
		t.Errorf("after a dropped stroke: %q, want %q", got, want)
	}
	// Enter twice on one hex paints it
	p.MapStrokeKey(l)
	p.MapStrokeKey(l)
	if got, want := hexRows(p.Board()), "...#.. ...... .####. ......"; got != want {
		t.Errorf("after Enter twice at [3, 0]: %q, want %q", got, want)
	}
}

func TestHexEditorKeyboardSides(t *testing.T) {
	_, p, l := newHexEditor(t)
	p.SetMapBrush(session.Brush{Tool: session.MapThinWall, Size: 1, Material: drawsteel.Wood}, session.ShapeLine, 0)
	p.MapCursorMove(l, 0, 0)
	// R turns the cursor's side until it faces [4, 2]
	for range 6 {
		if at, side, _ := p.MapCursor(); at.Add(grid.HexDirection(side)) == hexAt(4, 2) {
			break
		}
		p.MapTurnSide(l, 1)
	}
	if !strings.Contains(p.Message(), "side toward [4, 2]") {
		t.Fatalf("message after turning to [4, 2] = %q, want it to name the side toward [4, 2]", p.Message())
	}
	p.MapStrokeKey(l)
	p.MapCursorMove(l, 1, 0)
	p.MapStrokeKey(l)
	want := []grid.Edge{grid.EdgeBetween(hexAt(3, 2), hexAt(4, 2)), grid.EdgeBetween(hexAt(4, 2), hexAt(5, 2))}
	var got []grid.Edge
	for e := range p.Board().Edges {
		got = append(got, e)
	}
	if len(got) != 2 || !slices.Contains(got, want[0]) || !slices.Contains(got, want[1]) {
		t.Errorf("thin wall line from the east side of [3, 2] to that of [4, 2] = %v, want %v (message %q)", got, want, p.Message())
	}
	// a turn clockwise on the screen (rows go down) from the east side
	// of [4, 2] faces the hex below to the right, of row 3
	p.MapTurnSide(l, 1)
	if at, side, _ := p.MapCursor(); p.Board().Offset(at.Add(grid.HexDirection(side))).Row != 3 {
		t.Errorf("after a clockwise turn from east: side toward %v, want a hex of row 3 (message %q)", p.Board().Offset(at.Add(grid.HexDirection(side))), p.Message())
	}
	// turning back six times is the side it started on
	_, side, _ := p.MapCursor()
	for range 6 {
		p.MapTurnSide(l, -1)
	}
	if _, back, _ := p.MapCursor(); back != side {
		t.Errorf("side after six turns back = %d, want %d", back, side)
	}
}

func TestHexEditorKeyboardToolsAndTemplates(t *testing.T) {
	_, p, l := newHexEditor(t)
	tests := []struct {
		name  string
		do    func()
		tool  session.MapTool
		shape session.Shape
	}{
		{"Tab from wall", func() { p.CycleMapTool(1) }, session.MapLiquid, session.ShapeDabs},
		{"Shift+Tab twice", func() { p.CycleMapTool(-1); p.CycleMapTool(-1) }, session.MapDifficult, session.ShapeDabs},
		{"Shift+Tab wraps", func() { p.CycleMapTool(-1) }, session.MapCreature, session.ShapeDabs},
		{"Tab wraps", func() { p.CycleMapTool(1) }, session.MapDifficult, session.ShapeDabs},
		{"Page Down", func() { p.CycleMapShape(1) }, session.MapDifficult, session.ShapeLine},
		{"Shift+Tab to eraser of sides", func() { p.CycleMapTool(-1); p.CycleMapTool(-1) }, session.MapEraseEdge, session.ShapeLine},
		{"Page Down on sides", func() { p.CycleMapShape(1) }, session.MapEraseEdge, session.ShapeFrame},
		{"Page Down wraps", func() { p.CycleMapShape(1) }, session.MapEraseEdge, session.ShapeDabs},
		{"Page Up wraps", func() { p.CycleMapShape(-1) }, session.MapEraseEdge, session.ShapeFrame},
	}
	p.SetMapBrush(session.Brush{Tool: session.MapWall, Size: 1, Material: drawsteel.Stone}, session.ShapeDabs, 0)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.do()
			if br, sh, _ := p.MapBrush(); br.Tool != tt.tool || sh != tt.shape {
				t.Errorf("tool, shape = %v, %v, want %v, %v", br.Tool, sh, tt.tool, tt.shape)
			}
		})
	}
	// A then 3: a bandit at the cursor (the middle, [3, 2])
	if !p.MapPlaceTemplate(l, 3) {
		t.Fatalf("MapPlaceTemplate(3) = false: %q", p.Message())
	}
	if c := p.Board().Creature("bandit"); c == nil || c.At != hexAt(3, 2) {
		t.Errorf("bandit after A 3 = %+v, want at [3, 2]", c)
	}
	if p.MapPlaceTemplate(l, 9) || !strings.Contains(p.Message(), "No template 9") {
		t.Errorf("MapPlaceTemplate(9): message %q, want a refusal naming template 9", p.Message())
	}
}
