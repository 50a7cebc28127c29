package gesture

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// finger is a touch at x, y.
func finger(id int, x, y float64) Touch { return Touch{ID: id, At: Point{x, y}} }

// still is n frames of the same fingers.
func still(n int, ts ...Touch) [][]Touch {
	out := make([][]Touch, n)
	for i := range out {
		out[i] = ts
	}
	return out
}

// frames joins runs of frames.
func frames(runs ...[][]Touch) [][]Touch {
	var out [][]Touch
	for _, r := range runs {
		out = append(out, r...)
	}
	return out
}

// one is a single frame.
func one(ts ...Touch) [][]Touch { return [][]Touch{ts} }

// play feeds the frames and writes the gestures as "kind@x,y" (and the
// pinch's scale and pan).
func play(cfg Config, fs [][]Touch) string {
	r := New(cfg)
	var out []string
	for _, f := range fs {
		for _, e := range r.Update(f) {
			s := fmt.Sprintf("%s@%g,%g", e.Kind, e.At.X, e.At.Y)
			if e.Kind == Pinch {
				s += fmt.Sprintf(" x%.2f pan %g,%g", e.Scale, e.Pan.X, e.Pan.Y)
			}
			out = append(out, s)
		}
	}
	return strings.Join(out, "; ")
}

func TestRecognizer(t *testing.T) {
	cfg := Config{HoldFrames: 5, Slop: 10}
	tests := []struct {
		name   string
		frames [][]Touch
		want   string
	}{
		{"tap", frames(still(3, finger(1, 100, 100)), one()), "tap@100,100"},
		{"tap with a small wobble", frames(one(finger(1, 100, 100)), one(finger(1, 106, 104)), one()), "tap@100,100"},
		{"hold, then lift", frames(still(7, finger(1, 50, 60)), one()), "hold@50,60; hold-end@50,60"},
		{"hold and move", frames(still(6, finger(1, 50, 60)), one(finger(1, 80, 60)), one(finger(1, 120, 90)), one()),
			"hold@50,60; hold-move@80,60; hold-move@120,90; hold-end@120,90"},
		{"a held finger standing still says nothing more", frames(still(20, finger(1, 50, 60)), one()), "hold@50,60; hold-end@50,60"},
		{"drag before the hold time", frames(one(finger(1, 10, 10)), one(finger(1, 40, 10)), one(finger(1, 70, 20)), one()),
			"drag@40,10; drag-move@70,20; drag-end@70,20"},
		{"pinch apart", frames(one(finger(1, 100, 100), finger(2, 200, 100)), one(finger(1, 50, 100), finger(2, 250, 100)), one()),
			"pinch@150,100 x2.00 pan 0,0"},
		{"two fingers pan", frames(one(finger(1, 100, 100), finger(2, 200, 100)), one(finger(2, 230, 140), finger(1, 130, 140)), one()),
			"pinch@180,140 x1.00 pan 30,40"},
		{"a second finger turns a press into a pinch, and no tap",
			frames(one(finger(1, 100, 100)), one(finger(1, 100, 100), finger(2, 300, 100)), one(finger(1, 150, 100), finger(2, 250, 100)), one(finger(2, 250, 100)), one()),
			"pinch@200,100 x0.50 pan 0,0"},
		{"a second finger cancels a hold", frames(still(6, finger(1, 100, 100)), one(finger(1, 100, 100), finger(2, 200, 100)), one()),
			"hold@100,100; cancel@100,100"},
		{"after a pinch the last finger does not tap", frames(one(finger(1, 0, 0), finger(2, 10, 0)), one(finger(2, 10, 0)), one()), ""},
		{"a new touch after all lifted is a new tap", frames(one(finger(1, 5, 5)), one(), one(finger(2, 7, 7)), one()), "tap@5,5; tap@7,7"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := play(cfg, tc.frames); got != tc.want {
				t.Errorf("gestures = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestHoldTime(t *testing.T) {
	cfg := Config{HoldFrames: 30, Slop: 12}
	for _, n := range []int{29, 30, 31} {
		r := New(cfg)
		got := Kind(0)
		for range n + 1 { // the first frame puts the finger down
			for _, e := range r.Update([]Touch{finger(0, 1, 1)}) {
				got = e.Kind
			}
		}
		want := Kind(0)
		if n >= 30 {
			want = Hold
		}
		if got != want {
			t.Errorf("held %d frames: %v, want %v", n, got, want)
		}
	}
}

func TestPinchScaleMultiplies(t *testing.T) {
	// the scales of a pinch multiply to the change of the distance
	r := New(DefaultConfig())
	total := 1.0
	for d := 100.0; d <= 400; d += 30 {
		for _, e := range r.Update([]Touch{finger(1, 500-d/2, 300), finger(2, 500+d/2, 300)}) {
			total *= e.Scale
		}
	}
	if want := 400.0 / 100; math.Abs(total-want) > 1e-9 {
		t.Errorf("pinch 100 -> 400 px: scale %g, want %g", total, want)
	}
}

func TestActive(t *testing.T) {
	r := New(DefaultConfig())
	if r.Active() {
		t.Error("new recognizer is active")
	}
	r.Update([]Touch{finger(1, 1, 1)})
	if !r.Active() {
		t.Error("a finger down: not active")
	}
	r.Update(nil)
	if r.Active() {
		t.Error("all lifted: still active")
	}
}
