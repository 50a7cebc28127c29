package zones

import (
	"fmt"
	"strings"
	"testing"
)

// gridOfZones writes a map of n x n zones, each linked to its four
// neighbours, every third one difficult, every seventh one a climb up,
// every fifth one under water: a large graph for the reach benchmarks.
func gridOfZones(n int) string {
	var sb strings.Builder
	for y := range n {
		for x := range n {
			i := y*n + x
			fmt.Fprintf(&sb, "zone z%d elevation=%d", i, (i%7)*2)
			if i%3 == 0 {
				fmt.Fprintf(&sb, " difficult=%d", i%20)
			}
			if i%5 == 0 {
				sb.WriteString(" surface=water depth=2")
			}
			sb.WriteString("\n")
			if x+1 < n {
				fmt.Fprintf(&sb, "link z%d z%d\n", i, i+1)
			}
			if y+1 < n {
				fmt.Fprintf(&sb, "link z%d z%d climb=%d\n", i, i+n, 10*(i%2))
			}
		}
	}
	mid := n*(n/2) + n/2
	fmt.Fprintf(&sb, "creature mei z%d partner=jun speed=2\ncreature jun z%d partner=mei speed=2\ncreature runner z%d speed=12\n", mid, mid, mid)
	return sb.String()
}

func BenchmarkReach(b *testing.B) {
	board := fixture(b, gridOfZones(200)) // 40,000 zones, 79,600 links
	for _, bc := range []struct {
		name string
		req  MoveRequest
	}{
		{"default speed", MoveRequest{Creature: "mei"}},
		{"sprint", MoveRequest{Creature: "mei", Sprint: true}},
		{"partners sprint together", MoveRequest{Creature: "mei", Sprint: true, Together: true, PartnerSprint: true}},
		{"speed 12", MoveRequest{Creature: "runner"}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Move(board, bc.req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkMoveTo(b *testing.B) {
	board := fixture(b, gridOfZones(200))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Move(board, MoveRequest{Creature: "runner", To: "z20106"}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkNewBoard(b *testing.B) {
	m, err := parseFixture(gridOfZones(200))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewBoard(m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEndRound ends a round on a 100 x 100 graph with a current in
// every tenth zone, a wave in every 97th, and 500 creatures.
func BenchmarkEndRound(b *testing.B) {
	n := 100
	var sb strings.Builder
	for i := range n * n {
		x := i % n
		fmt.Fprintf(&sb, "zone z%d", i)
		switch {
		case i%97 == 0:
			sb.WriteString(" effect=wave/every=1")
		case i%10 == 0 && x+1 < n:
			fmt.Fprintf(&sb, " effect=current:z%d", i+1)
		}
		sb.WriteString("\n")
		if x+1 < n {
			fmt.Fprintf(&sb, "link z%d z%d\n", i, i+1)
		}
		if i+n < n*n {
			fmt.Fprintf(&sb, "link z%d z%d\n", i, i+n)
		}
	}
	for i := range 500 {
		fmt.Fprintf(&sb, "creature c%d z%d\n", i, (i*37)%(n*n))
	}
	board := fixture(b, sb.String())
	b.ReportAllocs()
	for b.Loop() {
		EndRound(board, Dice{Seed: 1})
	}
}
