package imported

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
)

// TestEncounterWritesRuns: alike edges following each other along one
// grid line are written as one "line" entry, others as "cells"; loading
// the text gives every edge back as it was.
func TestEncounterWritesRuns(t *testing.T) {
	m := &Map{Source: "test", Name: "runs", Width: 5, Height: 4, Cells: make([]Cell, 20)}
	set := NewEdgeSet(5, 4)
	stone := Edge{Kind: Wall, Material: "stone"}
	// the horizontal grid line y = 1 from x = 0 to 4, a door in its middle
	for x := range 4 {
		set.Add(Corner{x, 1}, Corner{x + 1, 1}, stone)
	}
	set.Add(Corner{2, 1}, Corner{3, 1}, Edge{Kind: Door, Material: "wood", Open: true})
	// the vertical grid line x = 3 from y = 1 to 4: two wooden walls 2
	// high, then one stone wall
	set.Add(Corner{3, 1}, Corner{3, 2}, Edge{Kind: Wall, Material: "wood", Height: 2})
	set.Add(Corner{3, 2}, Corner{3, 3}, Edge{Kind: Wall, Material: "wood", Height: 2})
	set.Add(Corner{3, 3}, Corner{3, 4}, stone)
	m.Edges = set.Edges()

	text := m.squareFile("")
	for _, want := range []string{
		`{"line": [[0, 1], [2, 1]], "kind": "wall"}`,
		`{"cells": [[2, 0], [2, 1]], "kind": "door", "open": true}`,
		`{"cells": [[3, 0], [3, 1]], "kind": "wall"}`,
		`{"line": [[3, 1], [3, 3]], "kind": "wall", "material": "wood", "height": 2}`,
		`{"cells": [[2, 3], [3, 3]], "kind": "wall"}`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the encounter text has no %s:\n%s", want, text)
		}
	}
	if n := strings.Count(text, `{"line"`) + strings.Count(text, `{"cells"`); n != 5 {
		t.Errorf("the encounter text has %d edge entries, want 5", n)
	}

	e, err := m.Encounter("", "")
	if err != nil {
		t.Fatalf("Encounter: %v", err)
	}
	var got, want []string
	for k, v := range e.Square.Board.Edges {
		got = append(got, fmt.Sprintf("%v|%v %v %v %d %v", k.A, k.B, v.Kind, v.Material, v.Height, v.Open))
	}
	for _, x := range m.Edges {
		k := grid.EdgeBetween(x.Cells[0], x.Cells[1])
		want = append(want, fmt.Sprintf("%v|%v %v %s %d %v", k.A, k.B, x.Kind, x.Material, x.Height, x.Open))
	}
	slices.Sort(got)
	slices.Sort(want)
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("loaded edges:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestEdgeSetTakesLittleMemory: the set of a 1000x1000 map walled
// along every grid line holds its two million sides in a few bytes each
// (a map of them took hundreds of megabytes).
func TestEdgeSetTakesLittleMemory(t *testing.T) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	s := NewEdgeSet(1000, 1000)
	for i := 1; i < 1000; i++ {
		Staircase(Corner{0, i}, Corner{1000, i}, func(a, b Corner) bool { return s.Add(a, b, Edge{Kind: Wall, Material: "stone"}) })
		Staircase(Corner{i, 0}, Corner{i, 1000}, func(a, b Corner) bool { return s.Add(a, b, Edge{Kind: Wall, Material: "stone"}) })
	}
	runtime.ReadMemStats(&after)
	if s.Len() != 1998000 {
		t.Fatalf("Len = %d, want 1998000", s.Len())
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > 16<<20 {
		t.Errorf("an edge set of 1998000 edges took %d MiB, want at most 16", n>>20)
	}
}

// TestEncounterTooLargeIsRefused: edges that make no runs (every other
// one wood) are written one entry each; an import whose file would then
// be larger than an encounter file may be is refused, saying why.
func TestEncounterTooLargeIsRefused(t *testing.T) {
	const side = 40
	m := &Map{Source: "test", Name: "checks", Width: side, Height: side, Cells: make([]Cell, side*side)}
	set := NewEdgeSet(side, side)
	for i := 1; i < side; i++ {
		for j := range side {
			e := Edge{Kind: Wall, Material: []string{"stone", "wood"}[j%2]}
			set.Add(Corner{j, i}, Corner{j + 1, i}, e)
			set.Add(Corner{i, j}, Corner{i, j + 1}, e)
		}
	}
	m.Edges = set.Edges()
	e, err := m.Encounter("", "")
	if err != nil {
		t.Fatalf("Encounter: %v", err)
	}
	data, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), `{"cells"`); n != len(m.Edges) {
		t.Fatalf("the file has %d cells entries, want one for each of the %d edges", n, len(m.Edges))
	}
	if err := m.fitsWithin(e, len(data)); err != nil {
		t.Errorf("fitsWithin(its own size) = %v, want nil", err)
	}
	err = m.fitsWithin(e, 64<<10)
	const want = "more than the 64 KiB an encounter file may be: the 40x40 map has 3120 thin walls, doors and windows, too few of them in runs along grid lines"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("fitsWithin(64 KiB) = %v, want an error holding %q", err, want)
	}
}
