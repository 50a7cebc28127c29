package drawsteel

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// One test per rule of forced movement, each quoting the sentence it
// checks: the seed file and the first words of its paragraph.

func TestParseMove(t *testing.T) {
	// Draw Steel, Forced Movement: "Push X: The creature moves the target up
	// to X squares away...", "If a forced movement effect has the word
	// "vertical" in front of it..."
	tests := []struct {
		in   string
		want Move
		err  string
	}{
		{in: "push 3", want: Move{Kind: Push, Distance: 3}},
		{in: "Pull 1", want: Move{Kind: Pull, Distance: 1}},
		{in: "vertical slide 2", want: Move{Kind: Slide, Distance: 2, Vertical: true}},
		{in: "  Vertical   PUSH 5 ", want: Move{Kind: Push, Distance: 5, Vertical: true}},
		{in: "slide 0", want: Move{Kind: Slide}},
		{in: "shove 3", err: `unknown forced movement "shove"`},
		{in: "push", err: "want [vertical] push|pull|slide N"},
		{in: "push -1", err: "not a whole number"},
		{in: "push three", err: "not a whole number"},
		{in: "vertical", err: "want [vertical]"},
		{in: "", err: "want [vertical]"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, err := ParseMove(tc.in)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("ParseMove(%q) error = %v, want one containing %q", tc.in, err, tc.err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("ParseMove(%q) = %+v, %v, want %+v", tc.in, got, err, tc.want)
			}
			back, err := ParseMove(got.String())
			if err != nil || back != got {
				t.Errorf("ParseMove(%q.String() = %q) = %+v, %v, want the same move", tc.in, got.String(), back, err)
			}
		})
	}
}

// resolve is ResolveForced that fails the test on an error.
func forcedResolve(t *testing.T, b *Board, fm ForcedMove, path ...Pos) Outcome {
	t.Helper()
	o, err := ResolveForced(b, fm, path)
	if err != nil {
		t.Fatalf("Resolve(%v, %v) error: %v", fm, path, err)
	}
	return o
}

func TestForcedFewerSquares(t *testing.T) {
	// Draw Steel, Forced Movement: "When you force move a target, you can
	// always move that target fewer squares than the number indicated...
	// including choosing to not move certain targets at all."
	b := forcedParseBoard(t, `
		. f a . . .
	`, nil)
	fm := ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "a", Source: "f"}
	for n := 0; n <= 3; n++ {
		var path []Pos
		for k := 1; k <= n; k++ {
			path = append(path, Pos{2 + k, 0, 0})
		}
		o := forcedResolve(t, b, fm, path...)
		if got, want := o.Positions["a"], (Pos{2 + n, 0, 0}); got != want {
			t.Errorf("Resolve(push 3, %d squares) a at %v, want %v", n, got, want)
		}
		if len(o.Damage) != 0 {
			t.Errorf("Resolve(push 3, %d squares) damage = %v, want none", n, o.Damage)
		}
	}
	p, err := PreviewForced(b, fm)
	if err != nil {
		t.Fatal(err)
	}
	if opt, ok := p.Option(Pos{2, 0, 0}); !ok || len(opt.Path) != 0 {
		t.Errorf("Preview(push 3).Option(start) = %v, %v, want the 0-square option", opt, ok)
	}
}

func TestForcedPushPullSlideRules(t *testing.T) {
	b := forcedParseBoard(t, `
		. . . . . . .
		. f . a . . .
		. . . . . . .
	`, nil)
	tests := []struct {
		name string // the sentence checked
		move Move
		path []Pos
		err  string // "" for legal
	}{
		// Draw Steel, Forced Movement: "Push X: The creature moves the target up
		// to X squares away from them in a straight line... Each square the
		// creature moves the target must put the target farther away from
		// them."
		{"push straight away", Move{Kind: Push, Distance: 3}, []Pos{{4, 1, 0}, {5, 1, 0}, {6, 1, 0}}, ""},
		{"push diagonal away", Move{Kind: Push, Distance: 2}, []Pos{{4, 2, 0}, {5, 2, 0}}, ""},
		{"push sideways is not farther", Move{Kind: Push, Distance: 1}, []Pos{{3, 2, 0}}, "farther"},
		{"push bent is not straight", Move{Kind: Push, Distance: 3}, []Pos{{4, 1, 0}, {5, 2, 0}, {6, 1, 0}}, "straight line"},
		{"push toward is not farther", Move{Kind: Push, Distance: 1}, []Pos{{2, 1, 0}}, "farther"},
		// Draw Steel: "Pull X: ... Each square the creature moves the target must
		// bring the target closer to them."
		{"pull closer", Move{Kind: Pull, Distance: 1}, []Pos{{2, 1, 0}}, ""},
		{"pull away is not closer", Move{Kind: Pull, Distance: 1}, []Pos{{4, 1, 0}}, "closer"},
		// Draw Steel: "Slide X: ... Unlike a push or a pull, a slide doesn't need to
		// be a straight line."
		{"slide bends", Move{Kind: Slide, Distance: 3}, []Pos{{4, 1, 0}, {4, 2, 0}, {3, 2, 0}}, ""},
		{"slide steps must touch", Move{Kind: Slide, Distance: 3}, []Pos{{5, 1, 0}}, "next to"},
		{"slide too long", Move{Kind: Slide, Distance: 1}, []Pos{{4, 1, 0}, {5, 1, 0}}, "more than the 1"},
		{"slide off the map", Move{Kind: Slide, Distance: 2}, []Pos{{3, 0, 0}, {3, -1, 0}}, "leave the map"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fm := ForcedMove{Move: tc.move, Target: "a", Source: "f", Stability: IgnoreStability()}
			o, err := ResolveForced(b, fm, tc.path)
			if tc.err == "" {
				if err != nil {
					t.Fatalf("Resolve(%v, %v) error: %v", tc.move, tc.path, err)
				}
				if got, want := o.Positions["a"], tc.path[len(tc.path)-1]; got != want {
					t.Errorf("Resolve(%v) a at %v, want %v", tc.move, got, want)
				}
				return
			}
			var fe *ForcedError
			if !errors.As(err, &fe) || !strings.Contains(err.Error(), tc.err) {
				t.Fatalf("Resolve(%v, %v) error = %v, want a ForcedError containing %q", tc.move, tc.path, err, tc.err)
			}
		})
	}
}

func TestForcedPushNeedsSource(t *testing.T) {
	// Draw Steel, Push X: The creature moves the target... away from them: a push
	// is measured from its source.
	b := forcedParseBoard(t, `. a .`, nil)
	if _, err := PreviewForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 1}, Target: "a"}); err == nil {
		t.Errorf("Preview(push 1, no source) error = nil, want one")
	}
	if _, err := PreviewForced(b, ForcedMove{Move: Move{Kind: Slide, Distance: 1}, Target: "a"}); err != nil {
		t.Errorf("Preview(slide 1, no source) error = %v, want none", err)
	}
	if _, err := PreviewForced(b, ForcedMove{Move: Move{Kind: Slide, Distance: 1}, Target: "zz"}); err == nil {
		t.Errorf("Preview(slide 1, unknown target) error = nil, want one")
	}
}

func TestForcedDistanceBetweenSpaces(t *testing.T) {
	// Draw Steel, Forced Movement: "Push X: ... Each square the creature moves
	// the target must put the target farther away from them": farther is
	// measured with Distance, between the nearest squares of the two
	// spaces, so the source's size shapes the area: beside a size 2 ogre
	// the goblin can't be pushed along the ogre's side (the gap stays 1),
	// only away from it.
	b := forcedParseBoard(t, `
		. . . . . .
		. o o . . .
		. o o a . .
		. . . . . .
		. . . . . .
	`, forcedLegend{'o': {ID: "ogre", Size: SizeN(2)}})
	p, err := PreviewForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "a", Source: "ogre"})
	if err != nil {
		t.Fatal(err)
	}
	want := forcedPicture(`
		. . . . . *
		. o o . * *
		. o o a * *
		. . . . * *
		. . . . . *
	`)
	if got := forcedRender(b, forcedStops(p)); got != want {
		t.Errorf("Preview(push 2 by a size 2 ogre) ends:\n%s\nwant:\n%s", got, want)
	}
}

func TestForcedStability(t *testing.T) {
	// Draw Steel, Stability: "Each creature has a stability that allows
	// them to resist forced movement. When a creature is force moved, they
	// can reduce that movement up to a number of squares equal to their
	// stability." and "A creature's stability can't be less than 0".
	tests := []struct {
		name      string
		stability int
		use       StabilityUse
		want      int
	}{
		{"full stability by default", 2, StabilityUse{}, 3},
		{"full stability", 2, FullStability(), 3},
		{"ignored", 2, IgnoreStability(), 5},
		{"one square of it", 2, StabilitySquares(1), 4},
		{"more than it has", 2, StabilitySquares(4), 3},
		{"all of a large stability", 9, FullStability(), 0},
		{"negative stability counts as 0", -2, FullStability(), 5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, `f a . . . . . . .`, forcedLegend{'a': {Stability: tc.stability}})
			p, err := PreviewForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 5}, Target: "a", Source: "f", Stability: tc.use})
			if err != nil {
				t.Fatal(err)
			}
			if p.Effective != tc.want {
				t.Errorf("Preview(push 5, stability %d, %v).Effective = %d, want %d", tc.stability, tc.use, p.Effective, tc.want)
			}
			hasNote := slices.ContainsFunc(p.Notes, func(e Event) bool { return e.Rule == "Stability" })
			if hasNote != (tc.want < 5) {
				t.Errorf("Preview(push 5, stability %d, %v).Notes = %v, want a Stability note: %v", tc.stability, tc.use, p.Notes, tc.want < 5)
			}
			if _, ok := p.Option(Pos{1 + tc.want, 0, 0}); !ok {
				t.Errorf("Preview(push 5, stability %d) has no option %d squares away", tc.stability, tc.want)
			}
			if _, ok := p.Option(Pos{2 + tc.want, 0, 0}); ok && tc.want < 5 {
				t.Errorf("Preview(push 5, stability %d) has an option %d squares away", tc.stability, tc.want+1)
			}
		})
	}
	// A path longer than stability allows names the rule.
	b := forcedParseBoard(t, `f a . . .`, forcedLegend{'a': {Stability: 1}})
	_, err := ResolveForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "a", Source: "f"}, []Pos{{2, 0, 0}, {3, 0, 0}})
	var fe *ForcedError
	if !errors.As(err, &fe) || fe.Refusal.Rule != "Stability" {
		t.Errorf("Resolve(push 2 against stability 1, 2 squares) error = %v, want a Stability ForcedError", err)
	}
}

func TestForcedBigVersusLittle(t *testing.T) {
	// Draw Steel, Big Versus Little: "When a larger creature force moves a
	// smaller target with a melee weapon ability, the distance of the
	// forced movement is increased by 1. If a smaller creature force moves
	// a larger target with a melee weapon ability, the distance doesn't
	// change."
	tests := []struct {
		name         string
		source, targ Size
		melee        bool
		want         int
	}{
		{"larger, melee weapon", SizeN(2), SizeMedium, true, 3},
		{"1L over 1M counts as larger", SizeLarge, SizeMedium, true, 3},
		{"larger, not melee", SizeN(2), SizeMedium, false, 2},
		{"same size", SizeMedium, SizeMedium, true, 2},
		{"smaller", SizeSmall, SizeMedium, true, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, `
				f f a . . . .
				f f . . . . .
			`, nil)
			src, _ := b.Creature("f")
			src.Size = tc.source
			tg, _ := b.Creature("a")
			tg.Size = tc.targ
			p, err := PreviewForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "a", Source: "f", Melee: tc.melee})
			if err != nil {
				t.Fatal(err)
			}
			if p.Effective != tc.want {
				t.Errorf("Preview(push 2, %v by %v, melee %v).Effective = %d, want %d", tc.targ, tc.source, tc.melee, p.Effective, tc.want)
			}
			note := slices.ContainsFunc(p.Notes, func(e Event) bool { return e.Rule == "Big Versus Little" })
			if note != (tc.want == 3) {
				t.Errorf("Preview(push 2, %v by %v).Notes = %v, want a Big Versus Little note: %v", tc.targ, tc.source, p.Notes, tc.want == 3)
			}
		})
	}
}

func TestForcedVertical(t *testing.T) {
	// Draw Steel, Vertical: "If a forced movement effect has the word
	// "vertical" in front of it, then the forced movement can move a target
	// up or down in addition to horizontally... as long as the forced
	// movement is a straight line."
	b := forcedParseBoard(t, `
		f a . . .
	`, nil)
	fm := ForcedMove{Move: Move{Kind: Push, Distance: 3, Vertical: true}, Target: "a", Source: "f"}
	p, err := PreviewForced(b, fm)
	if err != nil {
		t.Fatal(err)
	}
	if !p.Vertical {
		t.Fatalf("Preview(vertical push 3).Vertical = false")
	}
	opt, ok := p.Option(Pos{4, 0, 3})
	if !ok {
		t.Fatalf("Preview(vertical push 3) has no option up and away at 4,0,3")
	}
	if want := []Pos{{2, 0, 1}, {3, 0, 2}, {4, 0, 3}}; !slices.Equal(opt.Path, want) {
		t.Errorf("Preview(vertical push 3).Option(4,0,3).Path = %v, want %v", opt.Path, want)
	}
	// Draw Steel: "If a creature who can't fly is left in midair at the end of a
	// vertical forced move, they fall."
	if got, want := opt.Outcome.Positions["a"], (Pos{4, 0, 0}); got != want || opt.Outcome.Damage["a"] != 6 {
		t.Errorf("Preview(vertical push 3).Option(4,0,3) a ends at %v with %d damage, want %v with 6%s", got, opt.Outcome.Damage["a"], want, forcedEvents(opt.Outcome))
	}
	// Straight up from beside the source is not farther: distance counts
	// diagonals as 1 in three dimensions, so the gap stays 1.
	if _, ok := p.Option(Pos{1, 0, 3}); ok {
		t.Errorf("Preview(vertical push 3) has an option straight up, want none")
	}
	if _, err := ResolveForced(b, fm, []Pos{{2, 0, 1}, {2, 0, 2}}); err == nil {
		t.Errorf("Resolve(vertical push 3, bent path) error = nil, want a straight-line error")
	}
	// Not vertical: no up or down.
	p, _ = PreviewForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "a", Source: "f"})
	if p.Vertical || p.Len() != 4 {
		t.Errorf("Preview(push 3) Vertical = %v with %d options, want false with 4", p.Vertical, p.Len())
	}
}

func TestForcedFlyingTarget(t *testing.T) {
	// Draw Steel, Vertical: "Forced movement made against a creature who
	// is flying is always a vertical forced move, whether or not the effect
	// specifies it."
	b := forcedParseBoard(t, `f a . . .`, forcedLegend{'a': {Z: 2, Movement: []MoveType{Fly}}})
	fm := ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "a", Source: "f"}
	p, err := PreviewForced(b, fm)
	if err != nil {
		t.Fatal(err)
	}
	if !p.Vertical {
		t.Errorf("Preview(push 2 a flyer).Vertical = false, want true")
	}
	o := forcedResolve(t, b, fm, Pos{2, 0, 3}, Pos{3, 0, 4})
	if got, want := o.Positions["a"], (Pos{3, 0, 4}); got != want || len(o.Damage) != 0 {
		t.Errorf("Resolve(push 2 a flyer up) a at %v damage %v, want %v and no fall", got, o.Damage, want)
	}
	// A flyer knocked prone can't fly: it is pushed like anyone and falls.
	a, _ := b.Creature("a")
	a.Prone = true
	o = forcedResolve(t, b, fm, Pos{2, 0, 2}, Pos{3, 0, 2})
	if got, want := o.Positions["a"], (Pos{3, 0, 0}); got != want {
		t.Errorf("Resolve(push 2 a prone flyer) a at %v, want %v (fell)", got, want)
	}
}

func TestFlyerWithSpeedReducedToZeroFalls(t *testing.T) {
	// Draw Steel, Fly: "If a flying creature is knocked
	// prone or has their speed reduced to 0, they fall". Grabbed and
	// restrained reduce it to 0; a Speed of 0 in the file is the creature's
	// own speed, not a reduction (docs/rules-drawsteel.md). Forced movement
	// and the willing-movement fall check read it the same way. "Hover":
	// "They don't fall even if ... their speed is reduced to 0."
	tests := []struct {
		name     string
		speed    int
		hover    bool
		grabbed  bool
		wantFall bool
	}{
		{"speed 5", 5, false, false, false},
		{"speed 0 of its own", 0, false, false, false},
		{"grabbed", 5, false, true, true},
		{"grabbed, hovers", 5, true, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mv := []MoveType{Fly}
			if tt.hover {
				mv = append(mv, Hover)
			}
			b := forcedParseBoard(t, `f a . . .`, forcedLegend{'a': {Z: 2, Movement: mv}})
			a, _ := b.Creature("a")
			a.Speed = tt.speed
			if tt.grabbed {
				a.Conditions = append(a.Conditions, Grabbed)
			}
			fall, _ := mustFall(b, "a")
			if fall != tt.wantFall {
				t.Errorf("mustFall(flyer, %s) = %v, want %v", tt.name, fall, tt.wantFall)
			}
			fm := ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "a", Source: "f"}
			// A flyer that stays up is pushed vertically (up and away); one
			// that can't fly is pushed level and falls at the end.
			path, want := []Pos{{2, 0, 3}, {3, 0, 4}}, Pos{3, 0, 4}
			if tt.wantFall {
				path, want = []Pos{{2, 0, 2}, {3, 0, 2}}, Pos{3, 0, 0}
			}
			o := forcedResolve(t, b, fm, path...)
			if got := o.Positions["a"]; got != want {
				t.Errorf("Resolve(push 2 a flyer, %s) a at %v, want %v", tt.name, got, want)
			}
		})
	}
}

func TestForcedBurrowing(t *testing.T) {
	// Draw Steel, Burrowing Forced Movement: "While a
	// creature who is completely beneath the ground while burrowing is
	// force moved by movement that isn't vertical, they aren't moved, and
	// they take 1 damage for each square they would have been force moved.
	// If the forced movement is vertical, the creature is moved through the
	// dirt as if it were air."
	b := forcedParseBoard(t, `f 2a 2 2 2`, forcedLegend{'a': {Movement: []MoveType{Burrow}}})
	forcedAt(b, "a", Pos{1, 0, 0})
	o := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "a", Source: "f"}, Pos{2, 0, 0}, Pos{3, 0, 0})
	if got := o.Positions["a"]; got != (Pos{1, 0, 0}) || o.Damage["a"] != 2 {
		t.Errorf("Resolve(push 3, 2 squares, a burrower) a at %v damage %d, want unmoved with 2%s", got, o.Damage["a"], forcedEvents(o))
	}
	o = forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: 3, Vertical: true}, Target: "a", Source: "f"}, Pos{2, 0, 0}, Pos{3, 0, 0})
	if got := o.Positions["a"]; got != (Pos{3, 0, 0}) || len(o.Damage) != 0 {
		t.Errorf("Resolve(vertical push 3, a burrower) a at %v damage %v, want moved through the dirt to 3,0,0", got, o.Damage)
	}
}

func TestForcedDamagingTerrain(t *testing.T) {
	// Draw Steel, Forced Movement: "Forced movement ignores difficult terrain
	// and never provokes opportunity attacks. When you force move a target
	// into damaging terrain or into terrain that produces an effect, they
	// are affected as if they had moved into it willingly."
	b := forcedParseBoard(t, `f a ^3 . ^2`, nil)
	c := b.Cell(Square{3, 0})
	c.Difficult = true
	b.SetCell(Square{3, 0}, c)
	o := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "a", Source: "f"}, Pos{2, 0, 0}, Pos{3, 0, 0}, Pos{4, 0, 0})
	if got := o.Damage["a"]; got != 5 {
		t.Errorf("Resolve(push 3 through fire) damage = %d, want 5%s", got, forcedEvents(o))
	}
	if got := o.Positions["a"]; got != (Pos{4, 0, 0}) {
		t.Errorf("Resolve(push 3 through difficult terrain) a at %v, want 4,0,0", got)
	}
}

func TestForcedCorners(t *testing.T) {
	// Interpretation of Draw Steel, Forced Movement: "Slide X: The creature
	// moves the target up to X squares in any direction": a diagonal step
	// can't cut the corner of a wall; trying to is a slam into it.
	b := forcedParseBoard(t, `
		. . . .
		. a # .
		. . . .
	`, nil)
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 3}, Target: "a"}
	o := forcedResolve(t, b, fm, Pos{2, 0, 0})
	if got := o.Damage["a"]; got != 2+3 || o.Positions["a"] != (Pos{1, 1, 0}) {
		t.Errorf("Resolve(slide 3 diagonally past a wall corner) a at %v damage %d, want unmoved with 5%s", o.Positions["a"], got, forcedEvents(o))
	}
	p, _ := PreviewForced(b, fm)
	opt, _ := p.Option(Pos{2, 0, 0})
	if want := []Pos{{1, 0, 0}, {2, 0, 0}}; !slices.Equal(opt.Path, want) || len(opt.Outcome.Damage) != 0 {
		t.Errorf("Preview(slide 3).Option(2,0).Path = %v damage %v, want %v around the corner, no damage", opt.Path, opt.Outcome.Damage, want)
	}
	tests := []struct {
		name  string
		board string
		path  []Pos
		at    Pos
	}{
		// As for willing movement (docs/rules-movement.md), a 1-square step
		// of ground beside a flat diagonal fills its corner...
		{"a step of ground beside a flat diagonal", `
			. . .
			a 1 .`, []Pos{{1, 0, 0}}, Pos{0, 1, 0}},
		// ...but stairs climbed diagonally do not.
		{"stairs climbed diagonally", `
			. 1 .
			a 1 .`, []Pos{{1, 0, 0}}, Pos{1, 0, 1}},
		// A 1-square wall does not fill the corner of a size 2 creature.
		{"a low wall beside a big creature", `
			. . . .
			a a . .
			a a #1 .
			. . . .`, []Pos{{1, 0, 0}}, Pos{1, 0, 0}},
		{"a full wall beside a big creature", `
			. . . .
			a a . .
			a a #2 .
			. . . .`, []Pos{{1, 0, 0}}, Pos{0, 1, 0}},
		// Creatures never block corners.
		{"creatures beside", `
			. b .
			a c .`, []Pos{{1, 0, 0}}, Pos{0, 1, 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, forcedLegend{'a': {Size: SizeMedium}})
			if strings.HasSuffix(tc.name, "beside a big creature") {
				a, _ := b.Creature("a")
				a.Size = SizeN(2)
			}
			o := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Slide, Distance: 1}, Target: "a"}, tc.path...)
			if got := o.Positions["a"]; got != tc.at {
				t.Errorf("Resolve(slide 1 diagonally) a at %v, want %v%s", got, tc.at, forcedEvents(o))
			}
		})
	}
}

func TestForcedSequence(t *testing.T) {
	// Draw Steel, Multitarget Abilities and Forced Movement:
	// "the creature using the ability determines the order in which the
	// targets are force moved. The creature should select each target
	// individually and complete their forced movement before force moving
	// the next target affected."
	b := forcedParseBoard(t, `f a b . . .`, nil)
	pushA := ForcedStep{ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "a", Source: "f"}, []Pos{{2, 0, 0}, {3, 0, 0}}}
	pushB := ForcedStep{ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "b", Source: "f"}, []Pos{{3, 0, 0}, {4, 0, 0}}}
	tests := []struct {
		name   string
		steps  []ForcedStep
		damage string
		a, b   Pos
	}{
		{"a first slams into b", []ForcedStep{pushA, pushB}, "{a:2 b:2}", Pos{1, 0, 0}, Pos{4, 0, 0}},
		{"b first clears the way", []ForcedStep{pushB, pushA}, "{}", Pos{3, 0, 0}, Pos{4, 0, 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			after, outs, err := resolveSequence(b, tc.steps)
			if err != nil {
				t.Fatal(err)
			}
			total := Outcome{Damage: map[string]int{}}
			for _, o := range outs {
				for id, d := range o.Damage {
					total.Damage[id] += d
				}
			}
			if got := forcedDamage(total); got != tc.damage {
				t.Errorf("resolveSequence(%s) damage = %s, want %s", tc.name, got, tc.damage)
			}
			ca, _ := after.Creature("a")
			cb, _ := after.Creature("b")
			if ca.Pos() != tc.a || cb.Pos() != tc.b {
				t.Errorf("resolveSequence(%s) a at %v, b at %v, want %v, %v", tc.name, ca.Pos(), cb.Pos(), tc.a, tc.b)
			}
		})
	}
	if orig, _ := b.Creature("a"); orig.Pos() != (Pos{1, 0, 0}) {
		t.Errorf("ResolveSequence changed the board it was given: a at %v", orig.Pos())
	}
}

func TestForcedDeathDoesNotStopTheMove(t *testing.T) {
	// Draw Steel, Death Effects and Forced Movement: "If such
	// a creature is reduced to 0 Stamina by damage from an ability or
	// effect that also force moves them, the forced movement takes place
	// before the triggered effect."
	b := forcedParseBoard(t, `f a G ^5 . .`, forcedLegend{'a': {Stamina: 2, MaxStamina: 10}})
	o := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: 4}, Target: "a", Source: "f"}, Pos{2, 0, 0}, Pos{3, 0, 0}, Pos{4, 0, 0}, Pos{5, 0, 0})
	if got := o.Positions["a"]; got != (Pos{5, 0, 0}) {
		t.Errorf("Resolve(push 4 a creature with 2 Stamina through glass and fire) a at %v, want 5,0,0 (the whole move)", got)
	}
	after := b.Apply(o)
	if c, _ := after.Creature("a"); c.Stamina != 2-8 {
		t.Errorf("Apply: a Stamina = %d, want %d", c.Stamina, 2-8)
	}
}

func TestForcedApply(t *testing.T) {
	b := forcedParseBoard(t, `f a b G .`, nil)
	o := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "a", Source: "f"}, Pos{2, 0, 0})
	after := b.ApplyWith(o, func(c *Creature, d int) int {
		if c.ID == "b" {
			return d - 1 // b has immunity 1
		}
		return d
	})
	ca, _ := after.Creature("a")
	cb, _ := after.Creature("b")
	if ca.Stamina != 97 || cb.Stamina != 98 {
		t.Errorf("ApplyWith(immunity 1 for b) Stamina a=%d b=%d, want 97 98", ca.Stamina, cb.Stamina)
	}
	if orig, _ := b.Creature("a"); orig.Stamina != 100 {
		t.Errorf("ApplyWith changed the original board: a Stamina %d", orig.Stamina)
	}
}

func TestForcedRoute(t *testing.T) {
	b := forcedParseBoard(t, `
		. . . . .
		f a . . .
		. . . . .
	`, nil)
	path, err := RouteForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "a", Source: "f"}, Pos{4, 2, 0})
	if want := []Pos{{2, 1, 0}, {3, 2, 0}, {4, 2, 0}}; err != nil || !slices.Equal(path, want) {
		t.Errorf("RouteForced(push 3 to 4,2) = %v, %v, want %v", path, err, want)
	}
	if _, err := RouteForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "a", Source: "f"}, Pos{1, 0, 0}); err == nil {
		t.Errorf("RouteForced(push 3 sideways) error = nil, want one")
	}
}

func TestForcedSlidePreference(t *testing.T) {
	// Draw Steel, Forced Movement: "Slide X: ... a slide doesn't need to be a
	// straight line": the preview's path to a square is the one a player
	// most likely means (forced_doc.go, "Slides").
	tests := []struct {
		name  string
		board string
		to    Pos
		want  []Pos
	}{
		{"straight when nothing is in the way", `
			a . . .
			. . . .`, Pos{3, 0, 0}, []Pos{{1, 0, 0}, {2, 0, 0}, {3, 0, 0}}},
		{"around a creature rather than into it", `
			a b . .
			. . . .`, Pos{2, 0, 0}, []Pos{{1, 1, 0}, {2, 0, 0}}},
		{"around a wall rather than through it, without cutting its corners", `
			a G . .
			. . . .`, Pos{2, 0, 0}, []Pos{{0, 1, 0}, {1, 1, 0}, {2, 1, 0}, {2, 0, 0}}},
		{"through glass when there is no way around", `
			a G . .
			U U . .`, Pos{2, 0, 0}, []Pos{{1, 0, 0}, {2, 0, 0}}},
		{"into a creature when aimed at it", `
			a b . .
			. . . .`, Pos{1, 0, 0}, []Pos{{1, 0, 0}}},
		// Among equally short paths, the one that deals no damage.
		{"around damaging terrain when it costs nothing more", `
			a ^ . .
			. . . .`, Pos{2, 0, 0}, []Pos{{1, 1, 0}, {2, 0, 0}}},
		{"through damaging terrain when the way around is longer", `
			a ^ . .
			U . . .`, Pos{2, 0, 0}, []Pos{{1, 0, 0}, {2, 0, 0}}},
		{"the lesser damage of two", `
			a ^3 . .
			. ^1 . .`, Pos{2, 0, 0}, []Pos{{1, 1, 0}, {2, 0, 0}}},
		// Up onto the 3-square rise and off its edge (a fall of 2), or
		// along the 2-square ground and down the slope: the same 2 squares.
		{"down the slope rather than off the ledge", `
			3 1
			2a 2`, Pos{1, 0, 0}, []Pos{{1, 1, 2}, {1, 0, 1}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, nil)
			path, err := RouteForced(b, ForcedMove{Move: Move{Kind: Slide, Distance: 4}, Target: "a"}, tc.to)
			if err != nil || !slices.Equal(path, tc.want) {
				t.Errorf("RouteForced(slide 4 to %v) = %v, %v, want %v", tc.to, path, err, tc.want)
			}
		})
	}
}

func TestForcedSlideNoDamagingSquareTwice(t *testing.T) {
	// Draw Steel, Forced Movement: "When you force move a target into damaging
	// terrain ..., they are affected as if they had moved into it
	// willingly": a slide the preview chooses never enters the same
	// damaging square twice (the player may still draw such a path).
	for seed := uint64(0); seed < 300; seed++ {
		b, fm := forcedRandomCase(seed)
		if fm.Target == "" {
			continue
		}
		fm.Move.Kind, fm.Source = Slide, ""
		p, err := PreviewForced(b, fm)
		if err != nil {
			continue
		}
		for _, opt := range p.Options() {
			seen := map[Pos]bool{}
			for _, e := range opt.Outcome.Events {
				if e.Kind != EventDamagingTerrain {
					continue
				}
				if seen[e.At] {
					t.Errorf("seed %d, %v: option %v enters damaging terrain at %v twice: %v%s", seed, fm, opt.To, e.At, opt.Path, forcedEvents(opt.Outcome))
				}
				seen[e.At] = true
			}
		}
	}
}

// TestForcedOptionConcurrent checks that a preview's options can be built
// from several goroutines at once (run with -race): each Option call
// simulates on its own scratch space.
func TestForcedOptionConcurrent(t *testing.T) {
	b := forcedBattlefield(t)
	p, err := PreviewForced(b, ForcedMove{Move: Move{Kind: Slide, Distance: 4}, Target: "t", Source: "s"})
	if err != nil {
		t.Fatal(err)
	}
	ends := p.Ends()
	done := make(chan Outcome, 4)
	for g := 0; g < 4; g++ {
		go func() {
			var last Outcome
			for _, to := range ends {
				o, _ := p.Option(to)
				last = o.Outcome
			}
			done <- last
		}()
	}
	first := <-done
	for g := 1; g < 4; g++ {
		if o := <-done; forcedDamage(o) != forcedDamage(first) {
			t.Errorf("Option built concurrently: damage %s, want %s", forcedDamage(o), forcedDamage(first))
		}
	}
}

func TestForcedPreviewLimits(t *testing.T) {
	b := forcedParseBoard(t, `
		f a . .
		. . . .
	`, nil)
	// Far more squares than the map: the preview is clamped to the map.
	p, err := PreviewForced(b, ForcedMove{Move: Move{Kind: Slide, Distance: 1000}, Target: "a"})
	if err != nil || p.Len() != 8 {
		t.Errorf("Preview(slide 1000 on a 4x2 map) = %d options, %v, want all 8 squares", p.Len(), err)
	}
	if _, err := PreviewForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 1000, Vertical: true}, Target: "a", Source: "f"}); err != nil {
		t.Errorf("Preview(vertical push 1000 on a 4x2 map) error = %v, want none", err)
	}
	// A vertical move that far over a bigger map has too many positions.
	big := NewBoard(40, 40)
	big.Creatures = []Creature{{ID: "a", Size: SizeMedium, At: Square{20, 20}}}
	if _, err := PreviewForced(big, ForcedMove{Move: Move{Kind: Slide, Distance: 1000, Vertical: true}, Target: "a"}); err == nil {
		t.Errorf("Preview(vertical slide 1000 on 40x40) error = nil, want too large")
	}
}
