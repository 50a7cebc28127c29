package zones

import (
	"fmt"
	"testing"
)

// BenchmarkNewBoardDenseLinks checks a map of 500 zones with 100,000
// links, each zone linked to 400 others: checking each link against the
// zone's others copied them all (half a second and 2.5 GB a board).
func BenchmarkNewBoardDenseLinks(b *testing.B) {
	m := Map{Zones: make([]Zone, 500)}
	for i := range m.Zones {
		m.Zones[i] = Zone{ID: fmt.Sprint("z", i)}
	}
	for i := 0; len(m.Links) < 100000; i++ {
		for j := i + 1; j < len(m.Zones) && len(m.Links) < 100000; j++ {
			m.Links = append(m.Links, Link{From: m.Zones[i].ID, To: m.Zones[j].ID})
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewBoard(m); err != nil {
			b.Fatal(err)
		}
	}
}
