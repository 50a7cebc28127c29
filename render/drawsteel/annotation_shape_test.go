package drawsteel

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/svg"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// sparseSquares is n squares scattered over a w x h map.
func sparseSquares(seed uint64, n, w, h int) []drawsteel.Square {
	r := rand.New(rand.NewPCG(seed, 1))
	out := make([]drawsteel.Square, n)
	for i := range out {
		out[i] = drawsteel.Square{X: r.IntN(w), Y: r.IntN(h)}
	}
	return out
}

// An area is drawn as shapes, never a shape per square or per hatching
// line: a map-wide rectangle is at most three shapes (fill, hatching,
// border) of a few points per line of hatching; a scattered area three
// shapes whose points follow its outline.
func TestAreaIsThreeShapes(t *testing.T) {
	b := drawsteel.NewBoard(1000, 1000)
	for _, tc := range []struct {
		name      string
		ann       Annotation
		maxPoints int
	}{
		// 4000 hatching lines of 2 points, 4 border sides, the rectangle
		{"1000x1000 rectangle", Annotation{Kind: render.NoteArea, Rect: &[2]drawsteel.Square{{X: 0, Y: 0}, {X: 999, Y: 999}}, Dashed: true}, 2*4000 + 8 + 4},
		// 2000 squares: at most 4 points of fill, 2 x 3 of hatching and
		// 2 x 4 of border each
		{"2000 scattered squares", Annotation{Kind: render.NoteArea, Squares: sparseSquares(1, 2000, 1000, 1000), Dashed: true}, 2000 * (4 + 6 + 8)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var s render.Scene
			addNoteArea(&s, b, &tc.ann, ptrTheme(render.PrintTheme()), spanOf(b, render.Rect{}), true)
			points := 0
			for _, sh := range s.Shapes {
				points += len(sh.Points)
			}
			if len(s.Shapes) > 3 || points > tc.maxPoints {
				t.Errorf("area drawn as %d shapes of %d points, want at most 3 shapes of %d points", len(s.Shapes), points, tc.maxPoints)
			}
		})
	}
}

func ptrTheme(t render.Theme) *render.Theme { return &t }

// A scattered area in SVG is three elements, not an element per square
// or per line: its size follows the outline.
func TestAreaSVGIsThreeElements(t *testing.T) {
	b := drawsteel.NewBoard(200, 200)
	ann := Annotation{Kind: render.NoteArea, Squares: sparseSquares(2, 3000, 200, 200), Dashed: true}
	var s render.Scene
	addNoteArea(&s, b, &ann, ptrTheme(render.PrintTheme()), spanOf(b, render.Rect{}), true)
	var out strings.Builder
	if err := svg.Write(&out, &s, render.View{Scale: 10}, 2000, 2000); err != nil {
		t.Fatal(err)
	}
	// every element starts a line: the <svg> and </svg>, the area's three
	if n := strings.Count(out.String(), "\n<") - 2; n > 3 {
		t.Errorf("SVG of a scattered area has %d elements, want at most 3", n)
	}
}

// FuzzAreaShapes builds an area from fuzzed squares or a rectangle on a
// map up to 1000 x 1000 and checks that it is at most three shapes, that
// each shape's Parts cut its points in order, and that the SVG writer
// takes it.
func FuzzAreaShapes(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6}, uint16(10), uint16(10), false)
	f.Add([]byte{0, 0, 0xff, 0xff}, uint16(999), uint16(999), true)
	f.Add([]byte{7, 7, 7, 8, 8, 8, 9, 9}, uint16(20), uint16(5), true)
	f.Fuzz(func(t *testing.T, data []byte, w, h uint16, rect bool) {
		bw, bh := int(w%1000)+1, int(h%1000)+1
		b := drawsteel.NewBoard(bw, bh)
		a := Annotation{Kind: render.NoteArea, Dashed: len(data)%2 == 0}
		coord := func(i int) int { return int(int8(data[i%len(data)])) * 8 } // -1024 to 1016: off the map too
		if len(data) == 0 {
			return
		}
		if rect {
			a.Rect = &[2]drawsteel.Square{{X: coord(0), Y: coord(1)}, {X: coord(2) + bw, Y: coord(3) + bh}}
		} else {
			for i := 0; i+1 < len(data) && i < 400; i += 2 {
				a.Squares = append(a.Squares, drawsteel.Square{X: int(data[i]) % bw, Y: int(data[i+1]) % bh})
			}
		}
		var s render.Scene
		addNoteArea(&s, b, &a, ptrTheme(render.PrintTheme()), spanOf(b, render.Rect{}), true)
		if len(s.Shapes) > 3 {
			t.Fatalf("area drawn as %d shapes, want at most 3", len(s.Shapes))
		}
		for _, sh := range s.Shapes {
			prev := 0
			for _, end := range sh.Parts {
				if end <= prev || end > len(sh.Points) {
					t.Fatalf("parts %v of %d points are not in order", sh.Parts, len(sh.Points))
				}
				prev = end
			}
			if len(sh.Parts) > 0 && prev != len(sh.Points) {
				t.Fatalf("parts %v end at %d of %d points", sh.Parts, prev, len(sh.Points))
			}
		}
		var out strings.Builder
		if err := svg.Write(&out, &s, render.View{Scale: 2}, 2*bw, 2*bh); err != nil {
			t.Fatal(err)
		}
	})
}
