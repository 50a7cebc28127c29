package imported

import (
	"cmp"
	"slices"

	"github.com/battlemap/battlemap/grid"
)

// EdgeSet gathers the edges of a square map, each at most once: a door or
// window put on an edge replaces a wall there, and a wall never replaces a
// door or window. Lines on the map's border or outside it are left out
// (the border already bounds the map).
type EdgeSet struct {
	w, h int
	at   map[grid.Edge]Edge
}

// NewEdgeSet makes an empty set for a w x h square map.
func NewEdgeSet(w, h int) *EdgeSet { return &EdgeSet{w: w, h: h, at: map[grid.Edge]Edge{}} }

// Add puts e on the unit grid line from corner a to its neighbour b (e's
// Cells are set here) and reports whether the line lies inside the map.
func (s *EdgeSet) Add(a, b Corner, e Edge) bool {
	c := SideCells(a, b)
	for _, q := range c {
		if q.X < 0 || q.Y < 0 || q.X >= s.w || q.Y >= s.h {
			return false
		}
	}
	k := grid.EdgeBetween(c[0], c[1])
	if old, ok := s.at[k]; ok && old.Kind != Wall && e.Kind == Wall {
		return true
	}
	e.Cells = [2]grid.Cell{k.A, k.B}
	s.at[k] = e
	return true
}

// Len is the number of edges in the set.
func (s *EdgeSet) Len() int { return len(s.at) }

// Edges lists the set's edges by their first cell (row, then column), then
// their second.
func (s *EdgeSet) Edges() []Edge {
	out := make([]Edge, 0, len(s.at))
	for _, e := range s.at {
		out = append(out, e)
	}
	slices.SortFunc(out, func(a, b Edge) int {
		return cmp.Or(cmp.Compare(a.Cells[0].Y, b.Cells[0].Y), cmp.Compare(a.Cells[0].X, b.Cells[0].X),
			cmp.Compare(a.Cells[1].Y, b.Cells[1].Y), cmp.Compare(a.Cells[1].X, b.Cells[1].X))
	})
	return out
}
