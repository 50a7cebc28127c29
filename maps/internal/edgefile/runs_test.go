package edgefile

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

// randomSides is a random set of sides of a w x h map, each with one of
// looks looks, a share p of the map's sides taken.
func randomSides(r *rand.Rand, w, h int, p float64, looks uint32) map[grid.Edge]uint32 {
	out := map[grid.Edge]uint32{}
	for y := range h {
		for x := range w {
			a := grid.Cell{X: x, Y: y}
			for _, b := range []grid.Cell{{X: x + 1, Y: y}, {X: x, Y: y + 1}} {
				if b.X < w && b.Y < h && r.Float64() < p {
					out[grid.Edge{A: a, B: b}] = r.Uint32N(looks)
				}
			}
		}
	}
	return out
}

// next is the side after s along its grid line.
func next(s grid.Edge, down bool) grid.Edge {
	if down {
		return grid.Edge{A: grid.Cell{X: s.A.X + 1, Y: s.A.Y}, B: grid.Cell{X: s.B.X + 1, Y: s.B.Y}}
	}
	return grid.Edge{A: grid.Cell{X: s.A.X, Y: s.A.Y + 1}, B: grid.Cell{X: s.B.X, Y: s.B.Y + 1}}
}

// TestRunsCoverEverySideOnce: on random sets of sides (a fixed seed),
// the runs hold every side once with its look, no run could be longer
// (the side before its start and after its end are missing or unlike
// it), and the runs come by their first side in reading order. The sets
// are small and sparse (sorted) and dense (put in order through a table
// of the map's sides).
func TestRunsCoverEverySideOnce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 300 {
		w, h := 1+r.IntN(12), 1+r.IntN(12)
		p, looks := r.Float64(), 1+r.Uint32N(3)
		switch i % 10 {
		case 8: // many sides, few of the map's: sorted
			w, h, p = 200, 200, 0.015
		case 9: // most of a large map's sides: through the table
			w, h, p = 40+r.IntN(40), 40+r.IntN(40), 0.5+r.Float64()/2
		}
		want := randomSides(r, w, h, p, looks)
		s := NewSquareSides(w, h, len(want))
		for e, l := range want {
			s.Add(e, l)
		}
		runs := s.Runs()
		seen := map[grid.Edge]bool{}
		for k, run := range runs {
			e := run.First()
			if k > 0 && grid.CompareEdges(runs[k-1].First(), e) >= 0 {
				t.Fatalf("%dx%d: run %d starts at %v, not after run %d's %v", w, h, k, e, k-1, runs[k-1].First())
			}
			before := grid.Edge{A: grid.Cell{X: e.A.X - 1, Y: e.A.Y}, B: grid.Cell{X: e.B.X - 1, Y: e.B.Y}}
			if !run.Down {
				before = grid.Edge{A: grid.Cell{X: e.A.X, Y: e.A.Y - 1}, B: grid.Cell{X: e.B.X, Y: e.B.Y - 1}}
			}
			if l, ok := want[before]; ok && l == run.Look {
				t.Fatalf("%dx%d: run %d from %v could start at %v", w, h, k, e, before)
			}
			for range run.N {
				if l, ok := want[e]; !ok || l != run.Look || seen[e] {
					t.Fatalf("%dx%d: run %d holds %v with look %d (in the set %v with %d, seen before %v)", w, h, k, e, run.Look, ok, l, seen[e])
				}
				seen[e] = true
				e = next(e, run.Down)
			}
			if l, ok := want[e]; ok && l == run.Look {
				t.Fatalf("%dx%d: run %d stops before %v, alike", w, h, k, e)
			}
		}
		if len(seen) != len(want) {
			t.Fatalf("%dx%d: the runs hold %d sides, want %d", w, h, len(seen), len(want))
		}
	}
}

// TestRunsJSON: a run of one side is written as its two squares, a longer
// one as the corners at its ends; the kind always, the other keys only
// where they are not the defaults.
func TestRunsJSON(t *testing.T) {
	looks := []Look{
		{Kind: rules.EdgeWall, Material: "stone"},
		{Kind: rules.EdgeDoor, Material: "metal", Height: 2, Open: true},
		{Kind: rules.EdgeWindow, Material: "glass"},
	}
	runs := []Run{
		{X: 0, Y: 0, N: 3, Down: true, Look: 0}, // below 0,0 to 2,0: y = 1 from x 0 to 3
		{X: 4, Y: 0, N: 1, Look: 1},             // right of 4,0
		{X: 1, Y: 2, N: 2, Look: 2},             // right of 1,2 and 1,3: x = 2 from y 2 to 4
	}
	got := RunsJSON(runs, looks)
	want := strings.Join([]string{
		"[",
		`    {"line": [[0, 1], [3, 1]], "kind": "wall"},`,
		`    {"cells": [[4, 0], [5, 0]], "kind": "door", "material": "metal", "height": 2, "open": true},`,
		`    {"line": [[2, 2], [2, 4]], "kind": "window"}`,
		"  ]",
	}, "\n")
	if got != want {
		t.Errorf("RunsJSON =\n%s\nwant\n%s", got, want)
	}
}
