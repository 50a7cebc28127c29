package imported

import (
	"github.com/battlemap/battlemap/grid"
)

// EdgeSet gathers the edges of a square map, each at most once: a door or
// window put on an edge replaces a wall there, and a wall never replaces a
// door or window. Lines on the map's border or outside it are left out
// (the border already bounds the map).
//
// The set is two dense tables, one slot for each side between squares,
// holding a number for each distinct kind of edge: a map walled along
// every grid line (two million sides) takes a few megabytes and comes out
// in reading order without a sort.
type EdgeSet struct {
	w, h int
	// right[y*w+x] is the side between x,y and x+1,y; down[y*w+x] the
	// side between x,y and x,y+1: 0 for none, else 1 + an index into kinds
	right, down []uint32
	kinds       []Edge
	code        map[Edge]uint32
	n           int
}

// NewEdgeSet makes an empty set for a w x h square map.
func NewEdgeSet(w, h int) *EdgeSet {
	return &EdgeSet{w: w, h: h, right: make([]uint32, w*h), down: make([]uint32, w*h), code: map[Edge]uint32{}}
}

// Add puts e on the unit grid line from corner a to its neighbour b (e's
// Cells are set here) and reports whether the line lies inside the map.
func (s *EdgeSet) Add(a, b Corner, e Edge) bool {
	c := SideCells(a, b) // above then below, or left then right
	for _, q := range c {
		if q.X < 0 || q.Y < 0 || q.X >= s.w || q.Y >= s.h {
			return false
		}
	}
	slot := &s.down[c[0].Y*s.w+c[0].X]
	if c[0].Y == c[1].Y {
		slot = &s.right[c[0].Y*s.w+c[0].X]
	}
	if *slot != 0 && s.kinds[*slot-1].Kind != Wall && e.Kind == Wall {
		return true
	}
	e.Cells = [2]grid.Cell{}
	k, ok := s.code[e]
	if !ok {
		s.kinds = append(s.kinds, e)
		k = uint32(len(s.kinds))
		s.code[e] = k
	}
	if *slot == 0 {
		s.n++
	}
	*slot = k
	return true
}

// Len is the number of edges in the set.
func (s *EdgeSet) Len() int { return s.n }

// Edges lists the set's edges by their first cell (row, then column), then
// their second.
func (s *EdgeSet) Edges() []Edge {
	out := make([]Edge, 0, s.n)
	for y := range s.h {
		for x := range s.w {
			i := y*s.w + x
			if k := s.right[i]; k != 0 {
				e := s.kinds[k-1]
				e.Cells = [2]grid.Cell{{X: x, Y: y}, {X: x + 1, Y: y}}
				out = append(out, e)
			}
			if k := s.down[i]; k != 0 {
				e := s.kinds[k-1]
				e.Cells = [2]grid.Cell{{X: x, Y: y}, {X: x, Y: y + 1}}
				out = append(out, e)
			}
		}
	}
	return out
}
