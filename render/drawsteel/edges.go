package drawsteel

import (
	stdmaps "maps"
	"slices"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// addEdges draws a square board's edges that meet the block sp, in
// reading order (so that an export is the same bytes every time).
func addEdges(s *render.Scene, b *drawsteel.Board, t *render.Theme, sp span) {
	if len(b.Edges) == 0 {
		return
	}
	sides := slices.SortedFunc(stdmaps.Keys(b.Edges), grid.CompareEdges)
	for _, outline := range []bool{true, false} {
		for _, side := range sides {
			p, q := render.SquareLayout{}.Side(side)
			if !sp.meets(render.Rect{Min: render.Point{X: min(p.X, q.X), Y: min(p.Y, q.Y)}, Max: render.Point{X: max(p.X, q.X), Y: max(p.Y, q.Y)}}, 0.5) {
				continue
			}
			e := b.Edges[side]
			n := render.Point{X: float64(side.B.X - side.A.X), Y: float64(side.B.Y - side.A.Y)}
			render.AddEdgeShape(s, p, q, n, e.Kind, e.Open, e.Material.String(), t, outline)
		}
	}
}
