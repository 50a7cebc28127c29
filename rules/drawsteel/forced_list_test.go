package drawsteel

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/internal/memtest"
)

// forcedListField is a 10x10 board with an unbreakable wall and a
// creature b near the target a, and a source s beside it.
const forcedListField = `
. . . . . . . . . .
. . . . . . . . . .
. . . . . . U . . .
. . . . . . U . . .
. . . . s a . . . .
. . . . . . . b . .
. . . . . . . . . .
. . . . . . . . . .
. . . . . . . . . .
. . . . . . . . . .`

// TestPreviewForcedWithin: a list of every option of a huge move is cut to
// a radius, in memory proportional to what it keeps, and the options kept
// are those of the whole move.
func TestPreviewForcedWithin(t *testing.T) {
	b := forcedParseBoard(t, forcedListField, nil)
	tests := []struct {
		move  Move
		limit int
	}{
		// A vertical slide 1000 once listed options without bound: the
		// list stays within the limit at that distance.
		{Move{Kind: Slide, Distance: 1000, Vertical: true}, 1 << 16},
		{Move{Kind: Push, Distance: 1000, Vertical: true}, 1 << 16},
		{Move{Kind: Slide, Distance: 1000}, 1 << 8},
	}
	for _, tt := range tests {
		t.Run(tt.move.String(), func(t *testing.T) {
			fm := ForcedMove{Move: tt.move, Target: "a", Source: "s"}
			var p *ForcedPreview
			var err error
			bytes := memtest.Allocated(func() { p, err = PreviewForcedWithin(b, fm, tt.limit) })
			if err != nil {
				t.Fatal(err)
			}
			if p.Within <= 0 || p.Within >= tt.move.Distance || p.Effective != tt.move.Distance {
				t.Fatalf("PreviewForcedWithin(%v, %d) within %d, effective %d; want a radius below the distance and the whole distance kept", tt.move, tt.limit, p.Within, p.Effective)
			}
			// The box of positions kept: (2r+1)^3 cut to the map's 10x10.
			side := min(2*p.Within+1, 10)
			positions := side * side
			if p.Vertical {
				positions *= 2*p.Within + 1
			}
			if positions*(p.Within+1) > 4*tt.limit {
				t.Errorf("PreviewForcedWithin(%v, %d) keeps %d positions within %d: more than the limit allows", tt.move, tt.limit, positions, p.Within)
			}
			// Memory proportional to the positions kept: a few hundred
			// bytes each (the option, the index, the slide search).
			t.Logf("%d positions within %d: %d bytes", positions, p.Within, bytes)
			if per := bytes / uint64(positions); per > 600 {
				t.Errorf("PreviewForcedWithin(%v, %d) allocated %d bytes for %d positions (%d each), want at most 600 each", tt.move, tt.limit, bytes, positions, per)
			}
			n := 0
			p.EachOption(func(o ForcedOption) bool {
				n++
				d := max(grid.Abs(o.To.X-p.Start.X), grid.Abs(o.To.Y-p.Start.Y), grid.Abs(o.To.Z-p.Start.Z))
				if d > p.Within || len(o.Path) > tt.move.Distance {
					t.Errorf("option aimed at %v is %d squares from the start, outside the radius %d", o.To, d, p.Within)
					return false
				}
				return true
			})
			if n != p.Len() || n == 0 {
				t.Errorf("EachOption gave %d options, want Len() = %d", n, p.Len())
			}
			data, _ := json.Marshal(p)
			if !strings.Contains(string(data), `"within":`) {
				t.Errorf("the JSON of a cut preview does not say so: %.200s", data)
			}
		})
	}
}

// TestPreviewForcedWithinKeepsOutcomes: a push cut to a radius has, for
// every square it keeps, the outcome of the whole push: the target slams
// into the wall with the squares remaining of the whole distance.
func TestPreviewForcedWithinKeepsOutcomes(t *testing.T) {
	b := forcedParseBoard(t, forcedListField, nil)
	fm := ForcedMove{Move: Move{Kind: Push, Distance: 8}, Target: "a", Source: "s"}
	full, err := PreviewForced(b, fm)
	if err != nil {
		t.Fatal(err)
	}
	cut, err := PreviewForcedWithin(b, fm, 40)
	if err != nil {
		t.Fatal(err)
	}
	if cut.Within == 0 || cut.Len() >= full.Len() {
		t.Fatalf("the cut preview keeps %d of %d options within %d, want fewer", cut.Len(), full.Len(), cut.Within)
	}
	slammed := false
	cut.EachOption(func(o ForcedOption) bool {
		want, ok := full.Option(o.To)
		if !ok {
			t.Errorf("the cut preview aims at %v, the whole one doesn't", o.To)
			return true
		}
		if got := o.Outcome; !reflect.DeepEqual(got.Events, want.Outcome.Events) || !reflect.DeepEqual(got.Damage, want.Outcome.Damage) {
			t.Errorf("cut option %v events %v, want %v", o.To, forcedEvents(got), forcedEvents(want.Outcome))
		}
		slammed = slammed || strings.Contains(forcedEvents(o.Outcome), "slam")
		return true
	})
	if !slammed {
		t.Error("no option kept slams into the wall: the test no longer checks the squares remaining")
	}
}

// TestEachOptionChangesOnly: the option list reports for each
// option only what changes (the creatures moved or hurt, squares
// destroyed, prone), not every creature on the map.
func TestEachOptionChangesOnly(t *testing.T) {
	b := forcedParseBoard(t, forcedListField, nil)
	p, err := PreviewForced(b, ForcedMove{Move: Move{Kind: Slide, Distance: 3}, Target: "a", Source: "s"})
	if err != nil {
		t.Fatal(err)
	}
	stays, moves := 0, 0
	p.EachOption(func(o ForcedOption) bool {
		end := o.Outcome.Positions["a"]
		// The same outcome as the hovered option's, less the positions of
		// the creatures that stay.
		full, _ := p.Option(o.To)
		want := full.Outcome
		if !reflect.DeepEqual(o.Path, full.Path) || !reflect.DeepEqual(o.Outcome.Events, want.Events) || !reflect.DeepEqual(o.Outcome.Damage, want.Damage) ||
			!reflect.DeepEqual(o.Outcome.Prone, want.Prone) || !reflect.DeepEqual(o.Outcome.Destroyed, want.Destroyed) {
			t.Errorf("listed option %v = path %v %s, want Option's path %v %s", o.To, o.Path, forcedEvents(o.Outcome), full.Path, forcedEvents(want))
		}
		if p, ok := o.Outcome.Positions["a"]; ok && p != want.Positions["a"] {
			t.Errorf("listed option %v ends at %v, Option says %v", o.To, p, want.Positions["a"])
		}
		switch {
		case len(o.Path) == 0 && len(o.Outcome.Positions) == 0:
			stays++
		case len(o.Outcome.Positions) == 1 && end != p.Start:
			moves++
		case len(o.Outcome.Positions) == 0 && len(o.Outcome.Events) > 0:
			// moved and slammed straight back: nothing moved
		default:
			t.Errorf("option %v positions %v, want only the target, and only when it moved", o.To, o.Outcome.Positions)
		}
		return true
	})
	if stays != 1 || moves == 0 {
		t.Errorf("%d options that don't move the target (want 1), %d that do (want some)", stays, moves)
	}
}

// TestRouteForcedHugeMove: aiming a move too large to list at one square
// costs about the area it spans, not the whole move's.
func TestRouteForcedHugeMove(t *testing.T) {
	b := forcedParseBoard(t, forcedListField, nil)
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 1000, Vertical: true}, Target: "a"}
	to := Pos{X: 6, Y: 5, Z: 2}
	var path []Pos
	var err error
	bytes := memtest.Allocated(func() { path, err = RouteForced(b, fm, to) })
	if err != nil {
		t.Fatal(err)
	}
	if len(path) == 0 || path[len(path)-1] != to || len(path) > 4 {
		t.Errorf("RouteForced(%v, %v) = %v, want a short path ending there", fm.Move, to, path)
	}
	// The whole preview would hold 10x10x2001 positions (about 50 MB);
	// cut to 2 squares beyond the aim, 9x9x9.
	if bytes > 1<<20 {
		t.Errorf("RouteForced(%v, %v) allocated %d bytes, want under 1 MB", fm.Move, to, bytes)
	}
	// The target can't fly: left 2 squares up, it falls to the ground.
	o, err := ResolveForced(b, fm, path)
	if ground := (Pos{X: 6, Y: 5}); err != nil || o.Positions["a"] != ground {
		t.Errorf("ResolveForced along the route = %v, %v; want the target fallen to %v", o.Positions["a"], err, ground)
	}
}

// ParseStability reads what StabilityUse.String writes, and the accessors
// say which choice it is.
func TestParseStability(t *testing.T) {
	tests := []struct {
		in            string
		full, ignored bool
		squares       int
		chosen        bool
		err           bool
	}{
		{in: "full", full: true},
		{in: "ignore", ignored: true},
		{in: "0", chosen: true},
		{in: "3", squares: 3, chosen: true},
		{in: "-1", err: true},
		{in: "most", err: true},
		{in: "", err: true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			u, err := ParseStability(tt.in)
			if (err != nil) != tt.err {
				t.Fatalf("ParseStability(%q) error = %v, want error %v", tt.in, err, tt.err)
			}
			if err != nil {
				return
			}
			n, chosen := u.Squares()
			if u.Full() != tt.full || u.Ignored() != tt.ignored || n != tt.squares || chosen != tt.chosen {
				t.Errorf("ParseStability(%q) = full %v, ignored %v, squares %d %v; want %v, %v, %d %v",
					tt.in, u.Full(), u.Ignored(), n, chosen, tt.full, tt.ignored, tt.squares, tt.chosen)
			}
			if u.String() != tt.in {
				t.Errorf("ParseStability(%q).String() = %q", tt.in, u.String())
			}
		})
	}
}
