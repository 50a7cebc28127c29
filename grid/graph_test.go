package grid

import (
	"slices"
	"testing"
)

func TestGraph(t *testing.T) {
	// 0 <-> 1 <-> 2, 2 -> 3 (a one-way drop), 4 alone.
	g := NewGraph(5)
	for _, l := range [][2]int{{0, 1}, {1, 2}} {
		if err := g.LinkBoth(l[0], l[1]); err != nil {
			t.Fatal(err)
		}
	}
	drop, err := g.Link(2, 3)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := g.Link(2, 3); err != nil || again != drop || drop != 4 { // repeated: kept once
		t.Fatalf("Link(2, 3) = %d, then %d, %v; want link 4 (after four two-way halves) both times", drop, again, err)
	}
	if g.Links() != 5 {
		t.Errorf("Links() = %d, want 5", g.Links())
	}
	if got, want := g.Arcs(Cell{2, 0}, nil), []Arc{{1, 3}, {3, 4}}; !slices.Equal(got, want) {
		t.Errorf("Arcs(2) = %v, want %v", got, want)
	}
	tests := []struct {
		a, b int
		want int
	}{
		{0, 0, 0}, {0, 2, 2}, {0, 3, 3}, {3, 0, -1}, {2, 3, 1}, {3, 2, -1}, {0, 4, -1},
	}
	for _, tt := range tests {
		if got := g.Distance(Cell{tt.a, 0}, Cell{tt.b, 0}); got != tt.want {
			t.Errorf("Distance(%d, %d) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
	if got, want := g.Neighbors(Cell{2, 0}, nil), []Cell{{1, 0}, {3, 0}}; !slices.Equal(got, want) {
		t.Errorf("Neighbors(2) = %v, want %v", got, want)
	}
	if !g.Linked(Cell{2, 0}, Cell{3, 0}) || g.Linked(Cell{3, 0}, Cell{2, 0}) {
		t.Errorf("Linked(2,3), Linked(3,2) = %v, %v, want true, false", g.Linked(Cell{2, 0}, Cell{3, 0}), g.Linked(Cell{3, 0}, Cell{2, 0}))
	}
	for _, bad := range [][2]int{{0, 5}, {-1, 0}, {1, 1}} {
		if _, err := g.Link(bad[0], bad[1]); err == nil {
			t.Errorf("Link(%d, %d) = nil, want an error", bad[0], bad[1])
		}
	}
	if _, ok := g.Index(Cell{1, 1}); ok {
		t.Errorf("Index(1,1) on a graph = on, want off (Y must be 0)")
	}
	if d := g.Distances(Cell{9, 0}, nil); d[0] != -1 {
		t.Errorf("Distances(from a node not in the graph)[0] = %d, want -1", d[0])
	}
}
