package render

import (
	"fmt"
	"testing"
)

func boxesOverlap(a, b Rect) bool {
	return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
}

func TestLayoutZonesHigherAbove(t *testing.T) {
	elev := []float64{0, 6, 40, -10, 0, 0, -4}
	links := [][2]int{{0, 1}, {1, 2}, {0, 4}, {4, 3}, {0, 5}, {5, 6}}
	boxes := LayoutZones(elev, make([]int, len(elev)), links)
	if len(boxes) != len(elev) {
		t.Fatalf("LayoutZones gave %d boxes, want %d", len(boxes), len(elev))
	}
	for i := range elev {
		for j := range elev {
			if elev[i] > elev[j] && boxes[i].Max.Y > boxes[j].Min.Y {
				t.Errorf("zone %d (%g m) box %v is not above zone %d (%g m) box %v", i, elev[i], boxes[i], j, elev[j], boxes[j])
			}
			if elev[i] == elev[j] && boxes[i].Min.Y != boxes[j].Min.Y {
				t.Errorf("zones %d and %d at %g m are in different rows: %v, %v", i, j, elev[i], boxes[i], boxes[j])
			}
			if i < j && boxesOverlap(boxes[i], boxes[j]) {
				t.Errorf("zones %d and %d overlap: %v, %v", i, j, boxes[i], boxes[j])
			}
		}
	}
}

// TestLayoutZonesUncrossed: two rows whose file order would cross both
// links (A over B, C over D, links A-D and B-C) are laid out uncrossed,
// and a zone linked to two others of its row sits between them.
func TestLayoutZonesUncrossed(t *testing.T) {
	boxes := LayoutZones([]float64{5, 5, 0, 0}, nil, [][2]int{{0, 3}, {1, 2}})
	a, b, c, d := boxes[0].Min.X, boxes[1].Min.X, boxes[2].Min.X, boxes[3].Min.X
	if (a < b) != (d < c) {
		t.Errorf("LayoutZones(A-D, B-C) x = A %g B %g C %g D %g: the links cross", a, b, c, d)
	}
	row := LayoutZones([]float64{0, 0, 0}, nil, [][2]int{{0, 1}, {0, 2}})
	if !(row[1].Min.X < row[0].Min.X && row[0].Min.X < row[2].Min.X) && !(row[2].Min.X < row[0].Min.X && row[0].Min.X < row[1].Min.X) {
		t.Errorf("LayoutZones(hub linked to both) x = %g %g %g, want the hub (0) between", row[0].Min.X, row[1].Min.X, row[2].Min.X)
	}
	if got := LayoutZones(nil, nil, nil); got != nil {
		t.Errorf("LayoutZones(no zones) = %v, want nil", got)
	}
}

// zoneChain is a map of n zones over ten elevations, each linked to the
// next and to one three further on.
func zoneChain(n int) ([]float64, []int, [][2]int) {
	elev := make([]float64, n)
	occ := make([]int, n)
	var links [][2]int
	for i := range elev {
		elev[i] = float64(i % 10)
		occ[i] = i % 4
		if i+1 < n {
			links = append(links, [2]int{i, i + 1})
		}
		if i+3 < n {
			links = append(links, [2]int{i, i + 3})
		}
	}
	return elev, occ, links
}

func BenchmarkLayoutZones(b *testing.B) {
	for _, n := range []int{12, 200, 10000} {
		elev, occ, links := zoneChain(n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				LayoutZones(elev, occ, links)
			}
		})
	}
}

// TestLayoutZonesLargeIsABlock: hundreds of zones laid out by the program
// make a block about as wide as it is tall (a row too wide wraps into
// lines), not a strip: still no overlap, and every higher zone above
// every lower one.
func TestLayoutZonesLargeIsABlock(t *testing.T) {
	for _, n := range []int{500, 2000} {
		t.Run(fmt.Sprint(n, " zones"), func(t *testing.T) {
			elev := make([]float64, n)
			var links [][2]int
			for i := range elev {
				elev[i] = float64(i%3) * 5 // three heights
				if i > 0 {
					links = append(links, [2]int{i - 1, i})
				}
			}
			boxes := LayoutZones(elev, make([]int, n), links)
			var w, h float64
			for _, b := range boxes {
				w, h = max(w, b.Max.X), max(h, b.Max.Y)
			}
			if w > 3*h || h > 3*w {
				t.Errorf("%d zones laid out %.0f x %.0f units, want a block no more than 3 times as wide as tall", n, w, h)
			}
			lowestOf := map[float64]float64{} // the bottom of each height's boxes
			topOf := map[float64]float64{}
			for i, b := range boxes {
				lowestOf[elev[i]] = max(lowestOf[elev[i]], b.Max.Y)
				if t0, ok := topOf[elev[i]]; !ok || b.Min.Y < t0 {
					topOf[elev[i]] = b.Min.Y
				}
			}
			for e1, bottom := range lowestOf {
				for e2, top := range topOf {
					if e1 > e2 && bottom > top {
						t.Errorf("zones at %g m reach down to %.1f, below the top of those at %g m, %.1f", e1, bottom, e2, top)
					}
				}
			}
			for i := range boxes {
				for j := i + 1; j < len(boxes); j++ {
					if boxesOverlap(boxes[i], boxes[j]) {
						t.Fatalf("zones %d and %d overlap: %v, %v", i, j, boxes[i], boxes[j])
					}
				}
			}
		})
	}
}
