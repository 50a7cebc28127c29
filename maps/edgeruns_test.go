package maps_test

import (
	"fmt"
	stdmaps "maps"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// randomEdges puts an edge on a share p of a board's sides, each one of
// a few looks (so that some neighbours are alike and some are not).
func randomEdges(r *rand.Rand, b *drawsteel.Board, p float64) {
	looks := []drawsteel.Edge{
		{Kind: rules.EdgeWall, Material: drawsteel.Stone},
		{Kind: rules.EdgeWall, Material: drawsteel.Wood, Height: 2},
		{Kind: rules.EdgeDoor, Material: drawsteel.Wood, Open: true},
		{Kind: rules.EdgeWindow, Material: drawsteel.Glass},
	}
	n := 1 + r.IntN(len(looks))
	b.Edges = map[grid.Edge]drawsteel.Edge{}
	for y := range b.Height {
		for x := range b.Width {
			a := grid.Cell{X: x, Y: y}
			for _, c := range []grid.Cell{{X: x + 1, Y: y}, {X: x, Y: y + 1}} {
				if c.X < b.Width && c.Y < b.Height && r.Float64() < p {
					b.Edges[grid.Edge{A: a, B: c}] = looks[r.IntN(n)]
				}
			}
		}
	}
}

// entriesWanted counts the entries a board's edges need: one for each
// edge whose side before it on its grid line has no edge, or an unlike
// one.
func entriesWanted(b *drawsteel.Board) int {
	n := 0
	for s, e := range b.Edges {
		d := grid.Cell{X: s.B.X - s.A.X, Y: s.B.Y - s.A.Y} // across the side
		step := grid.Cell{X: d.Y, Y: d.X}                  // along its grid line
		before := grid.Edge{A: grid.Cell{X: s.A.X - step.X, Y: s.A.Y - step.Y}, B: grid.Cell{X: s.B.X - step.X, Y: s.B.Y - step.Y}}
		if p, ok := b.Edges[before]; !ok || p != e {
			n++
		}
	}
	return n
}

// TestEdgesRoundTripRandom: random sets of edges on random boards (a
// fixed seed) are written one entry to each run of alike edges along a
// grid line, load back as the same edges, and write again as the same
// bytes.
func TestEdgesRoundTripRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	for i := range 200 {
		w, h := 1+r.IntN(15), 1+r.IntN(15)
		if i%20 == 19 { // enough edges to put them in order through a table
			w, h = 60, 50
		}
		b := drawsteel.NewBoard(w, h)
		randomEdges(r, b, r.Float64())
		e := &maps.Encounter{Name: "random", Square: &dsfile.SquareMap{Board: b}}
		data, err := e.Marshal()
		if err != nil {
			t.Fatalf("%dx%d with %d edges: Marshal: %v", w, h, len(b.Edges), err)
		}
		text := string(data)
		if got, want := strings.Count(text, `{"cells"`)+strings.Count(text, `{"line"`), entriesWanted(b); got != want {
			t.Errorf("%dx%d with %d edges: %d entries, want %d", w, h, len(b.Edges), got, want)
		}
		back, err := maps.Parse("random.json", data)
		if err != nil {
			t.Fatalf("%dx%d with %d edges: Parse(Marshal()): %v\n%s", w, h, len(b.Edges), err, data)
		}
		if !stdmaps.Equal(back.Square.Board.Edges, b.Edges) {
			t.Fatalf("%dx%d: loaded %d edges, want the %d written:\n%s", w, h, len(back.Square.Board.Edges), len(b.Edges), data)
		}
		again, err := back.Marshal()
		if err != nil || string(again) != text {
			t.Fatalf("%dx%d: Marshal(Parse(Marshal())) differs (%v):\n%s\nwant\n%s", w, h, err, again, data)
		}
	}
}

// TestEdgesOneALineStillLoad: a file that gives every edge in the
// "cells" form, as the program once wrote them all, loads as the same
// edges as the runs written now, and is written as runs when saved.
func TestEdgesOneALineStillLoad(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	b := drawsteel.NewBoard(12, 9)
	randomEdges(r, b, 0.7)
	var entries []string
	for s, e := range b.Edges {
		entry := fmt.Sprintf(`{"cells": [[%d, %d], [%d, %d]], "kind": %q, "material": %q`, s.B.X, s.B.Y, s.A.X, s.A.Y, e.Kind, e.Material)
		if e.Height > 0 {
			entry += fmt.Sprintf(`, "height": %d`, e.Height)
		}
		if e.Open {
			entry += `, "open": true`
		}
		entries = append(entries, entry+"}")
	}
	old := `{"format": 1, "grid": {"shape": "square", "width": 12, "height": 9}, "edges": [` + strings.Join(entries, ",\n") + `]}`
	e, err := maps.Parse("old.json", []byte(old))
	if err != nil {
		t.Fatalf("Parse(one edge a line): %v", err)
	}
	if !stdmaps.Equal(e.Square.Board.Edges, b.Edges) {
		t.Fatalf("Parse(one edge a line) has %d edges, want the %d given", len(e.Square.Board.Edges), len(b.Edges))
	}
	data, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), `{"line"`); n == 0 {
		t.Errorf("Marshal wrote no line entries for %d edges, 70%% of the sides:\n%s", len(b.Edges), data)
	}
	if n := strings.Count(string(data), `{"cells"`) + strings.Count(string(data), `{"line"`); n != entriesWanted(b) {
		t.Errorf("Marshal wrote %d entries, want %d", n, entriesWanted(b))
	}
}

// wallGridBoard is a w x h board walled along every grid line inside it.
func wallGridBoard(w, h int) *drawsteel.Board {
	b := drawsteel.NewBoard(w, h)
	b.Edges = make(map[grid.Edge]drawsteel.Edge, 2*w*h)
	wall := drawsteel.Edge{Kind: rules.EdgeWall, Material: drawsteel.Stone}
	for y := range h {
		for x := range w {
			a := grid.Cell{X: x, Y: y}
			if x+1 < w {
				b.Edges[grid.Edge{A: a, B: grid.Cell{X: x + 1, Y: y}}] = wall
			}
			if y+1 < h {
				b.Edges[grid.Edge{A: a, B: grid.Cell{X: x, Y: y + 1}}] = wall
			}
		}
	}
	return b
}

// TestWallGridWritesSmall: a board walled along every grid line is
// written one entry a grid line, and loads back as the same edges. The
// full 1000x1000 grid (two million edges, a 110 KB file) is in the
// benchmarks and in maps/mapimport's tests; this one is 1000 wide.
func TestWallGridWritesSmall(t *testing.T) {
	b := wallGridBoard(1000, 40)
	data, err := (&maps.Encounter{Name: "grid", Square: &dsfile.SquareMap{Board: b}}).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	lines := 999 + 39
	if n := strings.Count(string(data), `{"line"`); n != lines {
		t.Errorf("the file has %d line entries, want %d, one a grid line", n, lines)
	}
	if len(data) > 200+60*lines {
		t.Errorf("the file is %d bytes, want at most %d", len(data), 200+60*lines)
	}
	back, err := maps.Parse("grid.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if !stdmaps.Equal(back.Square.Board.Edges, b.Edges) {
		t.Errorf("loaded %d edges, want the %d written", len(back.Square.Board.Edges), len(b.Edges))
	}
}

// TestEdgeWritingAllocations: writing a board's edges takes a few
// allocations in all, not some for each edge, whether they make long
// runs or none; reading a line takes none for each of its sides beyond
// the board's own map.
func TestEdgeWritingAllocations(t *testing.T) {
	allocs := func(b *drawsteel.Board) float64 {
		e := &maps.Encounter{Name: "allocs", Square: &dsfile.SquareMap{Board: b}}
		return testing.AllocsPerRun(3, func() {
			if _, err := e.Marshal(); err != nil {
				t.Fatal(err)
			}
		})
	}
	none := allocs(drawsteel.NewBoard(100, 100))
	scattered := drawsteel.NewBoard(100, 100)
	randomEdges(rand.New(rand.NewPCG(3, 5)), scattered, 0.5)
	for _, tt := range []struct {
		name string
		b    *drawsteel.Board
	}{{"wall grid", wallGridBoard(100, 100)}, {"scattered", scattered}} {
		if got := allocs(tt.b) - none; got > 64 {
			t.Errorf("Marshal(%s: %d edges) takes %.0f allocations more than with none, want at most 64", tt.name, len(tt.b.Edges), got)
		}
	}

	parse := func(edges string) float64 {
		data := []byte(`{"format": 1, "grid": {"width": 1000, "height": 10}` + edges + `}`)
		return testing.AllocsPerRun(3, func() {
			if _, err := maps.Parse("line.json", data); err != nil {
				t.Fatal(err)
			}
		})
	}
	one := parse(`, "edges": [{"line": [[0, 5], [1, 5]]}]`)
	if got := parse(`, "edges": [{"line": [[0, 5], [1000, 5]]}]`) - one; got > 16 {
		t.Errorf("Parse(a line of 1000 sides) takes %.0f allocations more than a line of one, want at most 16", got)
	}
}

// TestMarshalRefusesBadEdgesAmongMany: among many sound edges, each bad
// one is named, in reading order.
func TestMarshalRefusesBadEdgesAmongMany(t *testing.T) {
	b := wallGridBoard(30, 30)
	b.Edges[grid.Edge{A: grid.Cell{X: 29, Y: 3}, B: grid.Cell{X: 30, Y: 3}}] = drawsteel.Edge{Material: drawsteel.Stone}
	b.Edges[grid.Edge{A: grid.Cell{X: 2, Y: 1}, B: grid.Cell{X: 3, Y: 1}}] = drawsteel.Edge{Material: drawsteel.Stone, Open: true}
	_, err := (&maps.Encounter{Square: &dsfile.SquareMap{Board: b}}).Marshal()
	if err == nil {
		t.Fatal("Marshal = nil, want the two bad edges named")
	}
	msg := err.Error()
	first, second := strings.Index(msg, "edge 2,1|3,1: a wall cannot be open"), strings.Index(msg, "edge 29,3|30,3: a cell is off the 30x30 map")
	if first < 0 || second < first {
		t.Errorf("Marshal = %v, want edge 2,1|3,1 (open wall), then edge 29,3|30,3 (off the map)", err)
	}
}

func BenchmarkMarshalWallGrid(b *testing.B) {
	e := &maps.Encounter{Name: "grid", Square: &dsfile.SquareMap{Board: wallGridBoard(maps.MaxGridSide, maps.MaxGridSide)}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := e.Marshal(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseWallGrid(b *testing.B) {
	data, err := (&maps.Encounter{Name: "grid", Square: &dsfile.SquareMap{Board: wallGridBoard(maps.MaxGridSide, maps.MaxGridSide)}}).Marshal()
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := maps.Parse("grid.json", data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMarshalScatteredEdges writes a 1000x1000 board with an edge
// on half its sides, each of a few kinds at random: short runs.
func BenchmarkMarshalScatteredEdges(b *testing.B) {
	board := drawsteel.NewBoard(maps.MaxGridSide, maps.MaxGridSide)
	randomEdges(rand.New(rand.NewPCG(1, 1)), board, 0.5)
	e := &maps.Encounter{Name: "scattered", Square: &dsfile.SquareMap{Board: board}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := e.Marshal(); err != nil {
			b.Fatal(err)
		}
	}
}

// hexFile is a realms file of a w x h hex map with an edge between each
// hex and the next in its row when withEdges, wall and window by turns.
func hexFile(w, h int, withEdges bool) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": %d, "height": %d}`, w, h)
	if withEdges {
		b.WriteString(`, "edges": [`)
		for y := range h {
			for x := range w - 1 {
				if x > 0 || y > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, `{"cells": [[%d, %d], [%d, %d]], "kind": %q}`, x, y, x+1, y, []string{"wall", "window"}[x%2])
			}
		}
		b.WriteString("]")
	}
	b.WriteString("}")
	return []byte(b.String())
}

// TestHexEdgeWritingAllocations: a hex map's edges, which have no runs,
// are written in a few allocations in all, not some for each edge, and
// read back the same.
func TestHexEdgeWritingAllocations(t *testing.T) {
	allocs := func(withEdges bool) (float64, *maps.Encounter) {
		e, err := maps.Parse("hex.json", hexFile(60, 60, withEdges))
		if err != nil {
			t.Fatal(err)
		}
		return testing.AllocsPerRun(3, func() {
			if _, err := e.Marshal(); err != nil {
				t.Fatal(err)
			}
		}), e
	}
	none, _ := allocs(false)
	got, e := allocs(true)
	if got-none > 64 {
		t.Errorf("Marshal(%d hex edges) takes %.0f allocations more than with none, want at most 64", len(e.Hex.Board.Edges), got-none)
	}
	data, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := maps.Parse("again.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if !stdmaps.Equal(back.Hex.Board.Edges, e.Hex.Board.Edges) || len(e.Hex.Board.Edges) != 59*60 {
		t.Errorf("read back %d hex edges, want the %d written (59 a row)", len(back.Hex.Board.Edges), len(e.Hex.Board.Edges))
	}
}
