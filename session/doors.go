package session

import (
	"fmt"
	stdmaps "maps"
	"math"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
)

// This file opens and closes doors and windows: the door is
// found from where the pointer is, and each toggle is one undo step. It
// holds no Ebitengine code.

// DoorReach is how far from a door's side, in squares, the pointer may be
// for D to reach it; a click must be nearer (DoorClick), so that a click
// in the middle of a square still selects the creature there.
const (
	DoorReach = 0.5
	DoorClick = 0.22
)

// NearestDoor is the door or window whose side is nearest p (map units),
// if one is within reach squares of it.
func NearestDoor(b *drawsteel.Board, p render.Point, reach float64) (grid.Edge, bool) {
	if len(b.Edges) == 0 {
		return grid.Edge{}, false
	}
	var best grid.Edge
	bestD, found := reach, false
	// Only the sides of the square under p and its neighbours can be near.
	cx, cy := int(math.Floor(p.X)), int(math.Floor(p.Y))
	for y := cy - 1; y <= cy+1; y++ {
		for x := cx - 1; x <= cx+1; x++ {
			a := drawsteel.Square{X: x, Y: y}
			for _, b2 := range []drawsteel.Square{{X: x + 1, Y: y}, {X: x, Y: y + 1}} {
				side := drawsteel.Side(a, b2)
				e, ok := b.Edges[side]
				if !ok || !e.Kind.Opens() {
					continue
				}
				s, t := render.EdgeSide(side)
				if d := SegmentDistance(p, s, t); d <= bestD && (!found || d < bestD || grid.CompareEdges(side, best) < 0) {
					best, bestD, found = side, d, true
				}
			}
		}
	}
	return best, found
}

// SegmentDistance is the distance from p to the segment s-t, in map
// units.
func SegmentDistance(p, s, t render.Point) float64 {
	dx, dy := t.X-s.X, t.Y-s.Y
	k := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		k = max(0, min(1, ((p.X-s.X)*dx+(p.Y-s.Y)*dy)/l))
	}
	return math.Hypot(p.X-(s.X+k*dx), p.Y-(s.Y+k*dy))
}

// InDoorway is the first creature whose footprint holds both squares of
// side within the height the closed edge e would stand, or nil.
func InDoorway(b *drawsteel.Board, side grid.Edge, e drawsteel.Edge) *drawsteel.Creature {
	p, q := drawsteel.Square{X: side.A.X, Y: side.A.Y}, drawsteel.Square{X: side.B.X, Y: side.B.Y}
	bottom, top := b.EdgeBottom(p, q), math.MaxInt
	if e.Height > 0 {
		top = bottom + e.Height
	}
	for i := range b.Creatures {
		c := &b.Creatures[i]
		n := c.Size.Squares()
		holds := func(s drawsteel.Square) bool {
			return s.X >= c.At.X && s.X < c.At.X+n && s.Y >= c.At.Y && s.Y < c.At.Y+n
		}
		if holds(p) && holds(q) && bottom < c.Z+c.Size.Height() && top > c.Z {
			return c
		}
	}
	return nil
}

// HexNearestDoor is NearestDoor on a hex map laid out by l: the door or
// window whose side is nearest p, within reach map units.
func HexNearestDoor(b *realms.Board, l render.HexLayout, p render.Point, reach float64) (grid.Edge, bool) {
	var best grid.Edge
	bestD, found := reach, false
	for side, e := range b.Edges {
		if !e.Kind.Opens() {
			continue
		}
		s, t := render.HexEdgeSide(l, side)
		if d := SegmentDistance(p, s, t); d < bestD || (d == bestD && found && grid.CompareEdges(side, best) < 0) {
			best, bestD, found = side, d, true
		}
	}
	return best, found
}

// HexToggleDoor opens or closes the door or window on side of a hex
// board: it returns the edges as they are afterwards (a new map: the old
// one may be held by an undo step) and what was done, "Opened the wooden
// door between [2, 1] and [3, 1]", or ok false when no door stands there.
func HexToggleDoor(b *realms.Board, side grid.Edge) (edges map[grid.Edge]realms.Edge, what string, ok bool) {
	e, found := b.Edges[side]
	if !found || !e.Kind.Opens() {
		return b.Edges, "", false
	}
	verb := "Opened"
	if e.Open {
		verb = "Closed"
	}
	f, t := b.Offset(side.A), b.Offset(side.B)
	mat := e.Material
	if mat == "wood" {
		mat = "wooden" // as the square map says it
	}
	what = fmt.Sprintf("%s the %s %s between [%d, %d] and [%d, %d]", verb, mat, e.Kind, f.Col, f.Row, t.Col, t.Row)
	edges = stdmaps.Clone(b.Edges)
	e.Open = !e.Open
	edges[side] = e
	return edges, what, true
}
