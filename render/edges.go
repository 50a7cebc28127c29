package render

import (
	"image/color"
	"math"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

// This file draws thin walls, doors and windows on the sides between
// cells, the same way on squares and hexes: a wall is a thick bar in its
// material's colours; a door is a lighter leaf between two short wall
// stubs (the jambs), swung open as a leaf across the side with a dashed
// arc when open; a window is a pale pane between jambs, outlined with
// dashes when open.

// Edge drawing sizes, in map units (a square is 1).
const (
	edgeWall  = 0.26 // a wall's bar, outline included
	edgeCore  = 0.13 // the material's colour inside it
	edgeJamb  = 0.14 // how far a door's or window's jamb runs along the side
	edgeLeaf  = 0.22 // a door leaf's thickness
	edgePane  = 0.12 // a window pane's thickness
	edgeOver  = 0.05 // how far a wall reaches past its corners, so walls meet
	edgeThin  = 0.035
	edgeSwing = 0.07 // the dashes of an open door's arc
)

// Side is the segment two orthogonally adjacent squares share.
func (SquareLayout) Side(side grid.Edge) (Point, Point) {
	a := side.A
	if side.B.X > a.X { // B is to the right: the side is vertical
		x := float64(a.X + 1)
		return Point{x, float64(a.Y)}, Point{x, float64(a.Y + 1)}
	}
	y := float64(a.Y + 1)
	return Point{float64(a.X), y}, Point{float64(a.X + 1), y}
}

// Side is the side two neighbouring hexes share, and the unit normal
// from A toward B.
func (l HexLayout) Side(side grid.Edge) (p, q, n Point) {
	a, b := l.Center(side.A), l.Center(side.B)
	d := Point{b.X - a.X, b.Y - a.Y}
	dist := math.Hypot(d.X, d.Y)
	n = Point{d.X / dist, d.Y / dist}
	mid := Point{(a.X + b.X) / 2, (a.Y + b.Y) / 2}
	half := dist / math.Sqrt(3) / 2 // a side is as long as the hex's radius
	return Point{mid.X - n.Y*half, mid.Y + n.X*half}, Point{mid.X + n.Y*half, mid.Y - n.X*half}, n
}

// EdgeSide is where an edge is drawn on a square map: the segment its two
// squares share, for hit tests (the window's door toggle).
func EdgeSide(side grid.Edge) (Point, Point) { return SquareLayout{}.Side(side) }

// HexEdgeSide is EdgeSide on a hex map.
func HexEdgeSide(l HexLayout, side grid.Edge) (Point, Point) {
	p, q, _ := l.Side(side)
	return p, q
}

// AddEdgeShape draws one edge on the segment p-q; n is the unit normal
// toward the edge's second cell, the side an open door swings to. Edges
// are drawn in two passes, the dark outlines of walls and jambs first
// (outline set) and then everything over them, so that walls meeting at a
// corner or running on in a line join without seams.
func AddEdgeShape(s *Scene, p, q, n Point, kind rules.EdgeKind, open bool, material string, t *Theme, outline bool) {
	st, ok := t.Walls[material]
	if !ok {
		st = t.Walls["stone"]
	}
	length := math.Hypot(q.X-p.X, q.Y-p.Y)
	u := Point{(q.X - p.X) / length, (q.Y - p.Y) / length}
	at := func(along, across float64) Point {
		return Point{p.X + u.X*along + n.X*across, p.Y + u.Y*along + n.Y*across}
	}
	bar := func(from, to, width float64, fill, stroke color.RGBA, dash float64) {
		h := width / 2
		s.Add(Shape{Kind: Polygon, Points: s.Arena(at(from, -h), at(to, -h), at(to, h), at(from, h)), Fill: fill, Stroke: stroke, Width: edgeThin, Dash: dash})
	}
	if outline {
		if kind == rules.EdgeWall {
			bar(-edgeOver, length+edgeOver, edgeWall, st.Edge, color.RGBA{}, 0)
			return
		}
		// the jambs: short stubs of wall at both ends
		bar(-edgeOver, edgeJamb, edgeWall, st.Edge, color.RGBA{}, 0)
		bar(length-edgeJamb, length+edgeOver, edgeWall, st.Edge, color.RGBA{}, 0)
		return
	}
	if kind == rules.EdgeWall {
		bar(-edgeOver+0.03, length+edgeOver-0.03, edgeCore, st.Fill, color.RGBA{}, 0)
		return
	}
	gap := length - 2*edgeJamb
	leaf := Shade(st.Fill, 0.5)
	switch {
	case kind == rules.EdgeDoor && !open:
		// a lighter leaf outlined in the wall's dark colour, with a mark
		// across it near the latch, so a door never reads as a wall
		bar(edgeJamb, length-edgeJamb, edgeLeaf, leaf, st.Edge, 0)
		s.AddLine(at(length-edgeJamb-0.14, -edgeLeaf/2), at(length-edgeJamb-0.14, edgeLeaf/2), st.Edge, edgeThin*1.5)
	case kind == rules.EdgeDoor:
		// the leaf swung 90 degrees about the hinge, into B's cell
		h := at(edgeJamb, 0)
		leafEnd := Point{h.X + n.X*gap, h.Y + n.Y*gap}
		w := edgeLeaf / 2
		s.Add(Shape{Kind: Polygon, Points: s.Arena(
			Point{h.X - u.X*w, h.Y - u.Y*w}, Point{leafEnd.X - u.X*w, leafEnd.Y - u.Y*w},
			Point{leafEnd.X + u.X*w, leafEnd.Y + u.Y*w}, Point{h.X + u.X*w, h.Y + u.Y*w}),
			Fill: leaf, Stroke: st.Edge, Width: edgeThin})
		arc := make([]Point, 0, 9)
		for k := 0; k <= 8; k++ {
			a := float64(k) / 8 * math.Pi / 2
			along, across := gap*math.Sin(a), gap*math.Cos(a)
			arc = append(arc, Point{h.X + u.X*along + n.X*across, h.Y + u.Y*along + n.Y*across})
		}
		s.Add(Shape{Kind: Polyline, Points: s.Arena(arc...), Stroke: st.Edge, Width: edgeThin, Dash: edgeSwing})
	default: // a window
		glass := t.Walls["glass"]
		if open {
			bar(edgeJamb, length-edgeJamb, edgePane, color.RGBA{}, st.Edge, edgeSwing)
			return
		}
		bar(edgeJamb, length-edgeJamb, edgePane, glass.Fill, st.Edge, 0)
		s.AddLine(at(edgeJamb, 0), at(length-edgeJamb, 0), glass.Edge, edgeThin)
	}
}
