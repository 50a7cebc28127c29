package imported

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
)

// run is a straight stretch of equal edges along one grid line, from
// corner a to corner b: what a Draw Steel file's "line" entry holds.
type run struct {
	a, b Corner
	e    Edge
}

// runs gathers square-map edges into runs: the edges on one grid line
// that follow each other without a gap and are alike (kind, material,
// height, open) become one run. A wall along a whole grid line of a
// 1000-square map is one entry to write and to read back, not 1000.
func runs(edges []Edge) []run {
	// small: a map can have two million edges
	type side struct {
		line, at int32 // the grid line's y (x), the edge's x (y) along it
		e        int32 // index in edges
		across   bool  // a vertical grid line: the cells differ in x
	}
	sides := make([]side, 0, len(edges))
	for i, e := range edges {
		a, b := e.Cells[0], e.Cells[1]
		if a.X == b.X { // one above the other: the horizontal line between
			sides = append(sides, side{line: int32(max(a.Y, b.Y)), at: int32(a.X), e: int32(i)})
		} else {
			sides = append(sides, side{line: int32(max(a.X, b.X)), at: int32(a.Y), e: int32(i), across: true})
		}
	}
	slices.SortFunc(sides, func(p, q side) int {
		if p.across != q.across {
			if p.across {
				return 1
			}
			return -1
		}
		return cmp.Or(cmp.Compare(p.line, q.line), cmp.Compare(p.at, q.at))
	})
	alike := func(p, q Edge) bool {
		return p.Kind == q.Kind && p.Material == q.Material && p.Height == q.Height && p.Open == q.Open
	}
	var out []run
	for i := 0; i < len(sides); {
		j := i + 1
		for j < len(sides) && sides[j].across == sides[i].across && sides[j].line == sides[i].line &&
			sides[j].at == sides[j-1].at+1 && alike(edges[sides[j].e], edges[sides[i].e]) {
			j++
		}
		s, n := sides[i], j-i
		line, at := int(s.line), int(s.at)
		r := run{a: Corner{at, line}, b: Corner{at + n, line}, e: edges[s.e]}
		if s.across {
			r.a, r.b = Corner{line, at}, Corner{line, at + n}
		}
		out = append(out, r)
		i = j
	}
	return out
}

// writeEdges writes a square map's edges as Draw Steel "edges" entries:
// a run of one edge in the "cells" form, a longer one as a "line".
func writeEdges(b *strings.Builder, edges []Edge) {
	buf := make([]byte, 0, 128)
	for i, r := range runs(edges) {
		buf = buf[:0]
		if i > 0 {
			buf = append(buf, ", "...)
		}
		if r.b.X-r.a.X+r.b.Y-r.a.Y == 1 {
			c := r.e.Cells
			buf = append(buf, `{"cells": [[`...)
			buf = appendPair(buf, c[0].X, c[0].Y)
			buf = append(buf, "], ["...)
			buf = appendPair(buf, c[1].X, c[1].Y)
		} else {
			buf = append(buf, `{"line": [[`...)
			buf = appendPair(buf, r.a.X, r.a.Y)
			buf = append(buf, "], ["...)
			buf = appendPair(buf, r.b.X, r.b.Y)
		}
		buf = append(buf, `]], "kind": `...)
		buf = strconv.AppendQuote(buf, r.e.Kind.String())
		buf = append(buf, `, "material": `...)
		buf = strconv.AppendQuote(buf, r.e.Material)
		if r.e.Height > 0 {
			buf = append(buf, `, "height": `...)
			buf = strconv.AppendInt(buf, int64(r.e.Height), 10)
		}
		if r.e.Open {
			buf = append(buf, `, "open": true`...)
		}
		buf = append(buf, '}')
		b.Write(buf)
	}
}

func appendPair(buf []byte, x, y int) []byte {
	buf = strconv.AppendInt(buf, int64(x), 10)
	buf = append(buf, ", "...)
	return strconv.AppendInt(buf, int64(y), 10)
}
