package maps_test

import (
	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/maps/internal/mapstest"

	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestParseEdgeProblems checks each mistake an "edges" entry can hold,
// down to its line, column and path.
func TestParseEdgeProblems(t *testing.T) {
	const sq = `{"format": 1, "grid": {"width": 4, "height": 3},` + "\n"
	const hex = `{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 4, "height": 3},` + "\n"
	tests := []struct {
		name string
		data string
		want maps.Problem // Message is matched as a prefix
	}{
		{"diagonal squares", sq + `"edges": [{"cells": [[1, 1], [2, 2]]}]}`,
			maps.Problem{Line: 2, Column: 21, Path: "edges[0].cells", Message: "1,1 and 2,2 share no side (want two squares side by side"}},
		{"same square twice", sq + `"edges": [{"cells": [[1, 1], [1, 1]]}]}`,
			maps.Problem{Line: 2, Column: 21, Path: "edges[0].cells", Message: "1,1 and 1,1 share no side"}},
		{"off the map", sq + `"edges": [{"cells": [[3, 1], [4, 1]]}]}`,
			maps.Problem{Line: 2, Column: 30, Path: "edges[0].cells[1]", Message: "square 4,1 is off the 4x3 map (want x from 0 to 3 and y from 0 to 2)"}},
		{"one cell", sq + `"edges": [{"cells": [[3, 1]]}]}`,
			maps.Problem{Line: 2, Column: 21, Path: "edges[0].cells", Message: "got 1 cell, want 2: [[x, y], [x, y]]"}},
		{"unknown kind", sq + `"edges": [{"cells": [[0, 0], [1, 0]], "kind": "gate"}]}`,
			maps.Problem{Line: 2, Column: 47, Path: "edges[0].kind", Message: `unknown edge kind "gate" (want wall, door or window)`}},
		{"unknown material", sq + `"edges": [{"cells": [[0, 0], [1, 0]], "material": "paper"}]}`,
			maps.Problem{Line: 2, Column: 51, Path: "edges[0].material", Message: `unknown material "paper"`}},
		{"open wall", sq + `"edges": [{"cells": [[0, 0], [1, 0]], "open": true}]}`,
			maps.Problem{Line: 2, Column: 47, Path: "edges[0].open", Message: `a wall cannot be open`}},
		{"height 0", sq + `"edges": [{"cells": [[0, 0], [1, 0]], "height": 0}]}`,
			maps.Problem{Line: 2, Column: 49, Path: "edges[0].height", Message: "0 is out of range (want a whole number from 1 to 1000)"}},
		{"no cells", sq + `"edges": [{"kind": "door"}]}`,
			maps.Problem{Line: 2, Column: 11, Path: "edges[0]", Message: `missing "cells"`}},
		{"cells and line", sq + `"edges": [{"cells": [[0, 0], [1, 0]], "line": [[1, 0], [1, 1]]}]}`,
			maps.Problem{Line: 2, Column: 11, Path: "edges[0]", Message: `give "cells" or "line", not both`}},
		{"twice", sq + `"edges": [{"cells": [[0, 0], [1, 0]]},` + "\n" + `{"cells": [[1, 0], [0, 0]], "kind": "door"}]}`,
			maps.Problem{Line: 3, Column: 1, Path: "edges[1]", Message: "the side between 0,0 and 1,0 already has an edge (edges[0])"}},
		{"line over a cells edge", sq + `"edges": [{"cells": [[1, 1], [1, 2]]},` + "\n" + `{"line": [[0, 2], [4, 2]]}]}`,
			maps.Problem{Line: 3, Column: 1, Path: "edges[1]", Message: "the side between 1,1 and 1,2 already has an edge (edges[0])"}},
		{"diagonal line", sq + `"edges": [{"line": [[0, 0], [2, 2]]}]}`,
			maps.Problem{Line: 2, Column: 20, Path: "edges[0].line", Message: "from corner 0,0 to 2,2 is not along one grid line"}},
		{"line on the border", sq + `"edges": [{"line": [[0, 3], [4, 3]]}]}`,
			maps.Problem{Line: 2, Column: 20, Path: "edges[0].line", Message: "the line runs along the map's border at y 3"}},
		{"corner off the map", sq + `"edges": [{"line": [[0, 1], [5, 1]]}]}`,
			maps.Problem{Line: 2, Column: 29, Path: "edges[0].line[1]", Message: "corner 5,1 is off the 4x3 map (corners run from 0,0 to 4,3)"}},
		{"hexes apart", hex + `"edges": [{"cells": [[0, 0], [2, 0]]}]}`,
			maps.Problem{Line: 2, Column: 21, Path: "edges[0].cells", Message: "0,0 and 2,0 share no side (want two hexes next to each other)"}},
		{"hex off the map", hex + `"edges": [{"cells": [[3, 2], [4, 2]]}]}`,
			maps.Problem{Line: 2, Column: 30, Path: "edges[0].cells[1]", Message: "hex 4,2 is off the 4x3 map (want col from 0 to 3 and row from 0 to 2)"}},
		{"hex line", hex + `"edges": [{"cells": [[0, 0], [1, 0]], "line": [[0, 1], [2, 1]]}]}`,
			maps.Problem{Line: 2, Column: 39, Path: "edges[0]", Message: `unknown key "line" (known keys: cells, kind, material, open)`}},
		{"hex height", hex + `"edges": [{"cells": [[0, 0], [1, 0]], "height": 2}]}`,
			maps.Problem{Line: 2, Column: 39, Path: "edges[0]", Message: `unknown key "height"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { mapstest.OneProblem(t, tt.data, tt.want) })
	}
}

// TestParseEdges checks what the entries become on the rules boards:
// defaults per kind, the line sugar, and hex [col, row] turned axial.
func TestParseEdges(t *testing.T) {
	sq, err := maps.Parse("sq.json", []byte(`{"format": 1, "grid": {"width": 4, "height": 3}, "edges": [
		{"cells": [[1, 0], [2, 0]]},
		{"cells": [[1, 2], [1, 1]], "kind": "door", "open": true},
		{"cells": [[3, 1], [3, 2]], "kind": "window", "height": 2},
		{"line": [[4, 1], [2, 1]], "material": "wood"},
		{"line": [[3, 3], [3, 2]], "kind": "door", "material": "metal"}
	]}`))
	if err != nil {
		t.Fatal(err)
	}
	c := func(x, y int) grid.Cell { return grid.Cell{X: x, Y: y} }
	wantSq := map[grid.Edge]drawsteel.Edge{
		{A: c(1, 0), B: c(2, 0)}: {Kind: rules.EdgeWall, Material: drawsteel.Stone},
		{A: c(1, 1), B: c(1, 2)}: {Kind: rules.EdgeDoor, Material: drawsteel.Wood, Open: true},
		{A: c(3, 1), B: c(3, 2)}: {Kind: rules.EdgeWindow, Material: drawsteel.Glass, Height: 2},
		{A: c(2, 0), B: c(2, 1)}: {Kind: rules.EdgeWall, Material: drawsteel.Wood},
		{A: c(3, 0), B: c(3, 1)}: {Kind: rules.EdgeWall, Material: drawsteel.Wood},
		{A: c(2, 2), B: c(3, 2)}: {Kind: rules.EdgeDoor, Material: drawsteel.Metal},
	}
	if len(sq.Square.Board.Edges) != len(wantSq) {
		t.Errorf("Parse(square edges) has %d edges, want %d: %v", len(sq.Square.Board.Edges), len(wantSq), sq.Square.Board.Edges)
	}
	for side, want := range wantSq {
		if got, ok := sq.Square.Board.Edges[side]; !ok || got != want {
			t.Errorf("Parse(square edges) edge %v = %+v (present %v), want %+v", side, got, ok, want)
		}
	}

	// On a pointy odd-r map, [0, 1]'s neighbours include [0, 0] and [1, 0]
	// (the odd row is shoved right): axial (0,1)-(0,0) and (0,1)-(1,0).
	hx, err := maps.Parse("hex.json", []byte(`{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 4, "height": 3}, "edges": [
		{"cells": [[0, 1], [1, 0]], "kind": "door"},
		{"cells": [[0, 0], [0, 1]], "material": "wood"}
	]}`))
	if err != nil {
		t.Fatal(err)
	}
	o := hx.Hex.Board.Geometry.Orientation
	ax := func(col, row int) grid.Cell { return o.Axial(grid.Offset{Col: col, Row: row}) }
	wantHex := map[grid.Edge]realms.Edge{
		grid.EdgeBetween(ax(0, 1), ax(1, 0)): {Kind: rules.EdgeDoor, Material: "wood"},
		grid.EdgeBetween(ax(0, 0), ax(0, 1)): {Kind: rules.EdgeWall, Material: "wood"},
	}
	if len(hx.Hex.Board.Edges) != len(wantHex) {
		t.Errorf("Parse(hex edges) has %d edges, want %d: %v", len(hx.Hex.Board.Edges), len(wantHex), hx.Hex.Board.Edges)
	}
	for side, want := range wantHex {
		if got, ok := hx.Hex.Board.Edges[side]; !ok || got != want {
			t.Errorf("Parse(hex edges) edge %v = %+v (present %v), want %+v", side, got, ok, want)
		}
	}
}

// TestEdgesRoundTrip checks that Marshal writes a run of alike edges along
// one grid line as a "line" and a lone edge in the "cells" form, and that
// the file reads back the same edges, for squares and hexes.
func TestEdgesRoundTrip(t *testing.T) {
	for _, tt := range []struct{ name, data, want string }{
		{"square", `{"format": 1, "grid": {"width": 4, "height": 3}, "edges": [
			{"line": [[2, 0], [2, 2]], "kind": "wall", "material": "wood", "height": 2},
			{"cells": [[0, 1], [0, 2]], "kind": "door", "open": true}]}`,
			`  "edges": [
    {"line": [[2, 0], [2, 2]], "kind": "wall", "material": "wood", "height": 2},
    {"cells": [[0, 1], [0, 2]], "kind": "door", "open": true}
  ]`},
		{"hex", `{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 4, "height": 3}, "edges": [
			{"cells": [[2, 2], [2, 1]], "kind": "window", "material": "stone"},
			{"cells": [[0, 1], [1, 0]], "kind": "door"}]}`,
			`  "edges": [
    {"cells": [[1, 0], [0, 1]], "kind": "door"},
    {"cells": [[2, 1], [2, 2]], "kind": "window", "material": "stone"}
  ]`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e, err := maps.Parse(tt.name, []byte(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			out, err := e.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(out), tt.want) {
				t.Errorf("Marshal() =\n%s\nwant it to hold\n%s", out, tt.want)
			}
			back, err := maps.Parse("again", out)
			if err != nil {
				t.Fatalf("Parse(Marshal()) = %v", err)
			}
			again, err := back.Marshal()
			if err != nil || string(again) != string(out) {
				t.Errorf("Marshal(maps.Parse(Marshal())) =\n%s (%v)\nwant\n%s", again, err, out)
			}
		})
	}
}

// TestMarshalRefusesBadEdges checks that a board the program built wrong
// is refused with the edge named, not written as a file that cannot load.
func TestMarshalRefusesBadEdges(t *testing.T) {
	c := func(x, y int) grid.Cell { return grid.Cell{X: x, Y: y} }
	for _, tt := range []struct {
		name string
		side grid.Edge
		edge drawsteel.Edge
		want string
	}{
		{"diagonal", grid.Edge{A: c(0, 0), B: c(1, 1)}, drawsteel.Edge{Material: drawsteel.Stone}, "edge 0,0|1,1: the cells share no side"},
		{"off the map", grid.Edge{A: c(3, 0), B: c(4, 0)}, drawsteel.Edge{Material: drawsteel.Stone}, "edge 3,0|4,0: a cell is off the 4x3 map"},
		{"no material", grid.Edge{A: c(0, 0), B: c(1, 0)}, drawsteel.Edge{}, "edge 0,0|1,0: unknown material"},
		{"open wall", grid.Edge{A: c(0, 0), B: c(1, 0)}, drawsteel.Edge{Material: drawsteel.Wood, Open: true}, "edge 0,0|1,0: a wall cannot be open"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := drawsteel.NewBoard(4, 3)
			b.Edges = map[grid.Edge]drawsteel.Edge{tt.side: tt.edge}
			_, err := (&maps.Encounter{Square: &dsfile.SquareMap{Board: b}}).Marshal()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Marshal(%s) = %v, want an error holding %q", tt.name, err, tt.want)
			}
		})
	}
}

// TestEdgeSummary checks the edges in `battlemap check`'s line, and that a
// map without edges says nothing of them.
func TestEdgeSummary(t *testing.T) {
	e, err := maps.Parse("x", []byte(`{"format": 1, "grid": {"width": 4, "height": 3}, "edges": [
		{"line": [[2, 0], [2, 3]]}, {"cells": [[0, 0], [0, 1]], "kind": "door"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := e.Summary(), "(unnamed): drawsteel, 4x3 squares, 0 creatures, ground 0, 4 edges (3 walls, 1 door)"; got != want {
		t.Errorf("Summary() = %q, want %q", got, want)
	}
}
