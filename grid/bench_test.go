package grid

import "testing"

func BenchmarkSquareNeighbors(b *testing.B) {
	s := Square{Width: 100, Height: 100}
	buf := make([]Cell, 0, 8)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = s.Neighbors(Cell{i % 100, (i / 100) % 100}, buf[:0])
	}
}

func BenchmarkHexNeighbors(b *testing.B) {
	h := Hex{Width: 100, Height: 100}
	buf := make([]Cell, 0, 6)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = h.Neighbors(h.Cell(i%h.Len()), buf[:0])
	}
}

func BenchmarkSquareDistance(b *testing.B) {
	s := Square{}
	n := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		n += s.Distance(Cell{i & 63, i & 31}, Cell{7, 40})
	}
	_ = n
}

func BenchmarkHexDistance(b *testing.B) {
	n := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		n += HexDistance(Cell{i & 63, -(i & 31)}, Cell{7, 40})
	}
	_ = n
}

func BenchmarkHexLine(b *testing.B) {
	buf := make([]Cell, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		buf = HexLine(Cell{0, 0}, Cell{12, -30}, buf[:0])
	}
}

func BenchmarkGraphDistance(b *testing.B) {
	// A ring of 200 zones, linked both ways.
	g := NewGraph(200)
	for i := range 200 {
		if err := g.LinkBoth(i, (i+1)%200); err != nil {
			b.Fatal(err)
		}
	}
	dist := make([]int, 200)
	b.ReportAllocs()
	for b.Loop() {
		dist = g.Distances(Cell{0, 0}, dist)
	}
}
