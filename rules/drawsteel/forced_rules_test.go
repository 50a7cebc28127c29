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
	// 000_aa0e2bbacaeadbf0.txt "Push X: The creature moves the target up
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
	// 000_aa0e2bbacaeadbf0.txt "When you force move a target, you can
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
		// 000_aa0e2bbacaeadbf0.txt "Push X: The creature moves the target up
		// to X squares away from them in a straight line... Each square the
		// creature moves the target must put the target farther away from
		// them."
		{"push straight away", Move{Kind: Push, Distance: 3}, []Pos{{4, 1, 0}, {5, 1, 0}, {6, 1, 0}}, ""},
		{"push diagonal away", Move{Kind: Push, Distance: 2}, []Pos{{4, 2, 0}, {5, 2, 0}}, ""},
		{"push sideways is not farther", Move{Kind: Push, Distance: 1}, []Pos{{3, 2, 0}}, "farther"},
		{"push bent is not straight", Move{Kind: Push, Distance: 3}, []Pos{{4, 1, 0}, {5, 2, 0}, {6, 1, 0}}, "straight line"},
		{"push toward is not farther", Move{Kind: Push, Distance: 1}, []Pos{{2, 1, 0}}, "farther"},
		// 000 "Pull X: ... Each square the creature moves the target must
		// bring the target closer to them."
		{"pull closer", Move{Kind: Pull, Distance: 1}, []Pos{{2, 1, 0}}, ""},
		{"pull away is not closer", Move{Kind: Pull, Distance: 1}, []Pos{{4, 1, 0}}, "closer"},
		// 000 "Slide X: ... Unlike a push or a pull, a slide doesn't need to
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
	// 000 "Push X: The creature moves the target... away from them": a push
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
	// 002_f77a00482932047c.txt "Push X: ... Each square the creature moves
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
	// 000_aa0e2bbacaeadbf0.txt "Each creature has a stability that allows
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
	// 000_aa0e2bbacaeadbf0.txt "When a larger creature force moves a
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

func TestForcedSlamIntoCreatures(t *testing.T) {
	tests := []struct {
		name   string // the sentence checked
		board  string
		legend forcedLegend
		move   Move
		path   []Pos
		damage map[string]int
		at     Pos // the target's final position
	}{
		{
			// 000_aa0e2bbacaeadbf0.txt "When you force move a creature into
			// another creature, the movement ends and both creatures take 1
			// damage for each square remaining in the first creature's forced
			// movement."
			name:   "both take 1 per square remaining",
			board:  `f a . b .`,
			move:   Move{Kind: Push, Distance: 4},
			path:   []Pos{{2, 0, 0}, {3, 0, 0}, {4, 0, 0}},
			damage: map[string]int{"a": 3, "b": 3},
			at:     Pos{2, 0, 0},
		},
		{
			// 000 "It's possible to move a creature or object of a larger size
			// into several creatures of a smaller size at the same time. When
			// this happens, the larger creature in the collision takes damage
			// only once, not once for each smaller creature they slam into."
			name: "larger into several smaller: once for the larger",
			board: `
				f g g . a .
				. g g . b .
			`,
			legend: forcedLegend{'g': {Size: SizeN(2)}},
			move:   Move{Kind: Push, Distance: 3},
			path:   []Pos{{2, 0, 0}, {3, 0, 0}, {4, 0, 0}},
			damage: map[string]int{"g": 2, "a": 2, "b": 2},
			at:     Pos{2, 0, 0},
		},
		{
			// 000 "You can also force move an object into a creature. The
			// object's movement ends, and the creature takes 1 damage for each
			// square remaining in the object's forced movement."
			name:   "object into a creature",
			board:  `f o . b .`,
			legend: forcedLegend{'o': {ID: "crate", Object: true}},
			move:   Move{Kind: Push, Distance: 4},
			path:   []Pos{{2, 0, 0}, {3, 0, 0}},
			damage: map[string]int{"b": 3},
			at:     Pos{2, 0, 0},
		},
		{
			// 000 "You can force move another creature into yourself with a
			// pull or a slide."
			name:   "pulled into the puller",
			board:  `f a . .`,
			move:   Move{Kind: Pull, Distance: 3},
			path:   []Pos{{0, 0, 0}},
			damage: map[string]int{"a": 3, "f": 3},
			at:     Pos{1, 0, 0},
		},
		{
			name:   "slid into the slider",
			board:  `f . a .`,
			move:   Move{Kind: Slide, Distance: 3},
			path:   []Pos{{1, 0, 0}, {0, 0, 0}},
			damage: map[string]int{"a": 2, "f": 2},
			at:     Pos{1, 0, 0},
		},
		{
			// 000 "If a creature is killed by damage from an ability or effect
			// that also force moves them, a second creature they are slammed
			// into still takes damage".
			name:   "a dying target still hurts the one it hits",
			board:  `f a b .`,
			legend: forcedLegend{'a': {Stamina: 1, MaxStamina: 10}},
			move:   Move{Kind: Push, Distance: 3},
			path:   []Pos{{2, 0, 0}},
			damage: map[string]int{"a": 3, "b": 3},
			at:     Pos{1, 0, 0},
		},
		{
			// 3D: a creature flying over the target's line is not hit.
			name:   "passing under a flyer",
			board:  `f a b .`,
			legend: forcedLegend{'b': {Z: 2, Movement: []MoveType{Fly}}},
			move:   Move{Kind: Push, Distance: 2},
			path:   []Pos{{2, 0, 0}, {3, 0, 0}},
			damage: map[string]int{},
			at:     Pos{3, 0, 0},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, tc.legend)
			target := "a"
			if _, ok := b.Creature("g"); ok {
				target = "g"
			}
			if _, ok := b.Creature("crate"); ok {
				target = "crate"
			}
			fm := ForcedMove{Move: tc.move, Target: target, Source: "f"}
			o := forcedResolve(t, b, fm, tc.path...)
			if got := forcedDamage(o); got != forcedDamage(Outcome{Damage: tc.damage}) {
				t.Errorf("Resolve(%v) damage = %s, want %s%s", tc.move, got, forcedDamage(Outcome{Damage: tc.damage}), forcedEvents(o))
			}
			if got := o.Positions[target]; got != tc.at {
				t.Errorf("Resolve(%v) %s at %v, want %v", tc.move, target, got, tc.at)
			}
		})
	}
}

func TestForcedSlamIntoObjects(t *testing.T) {
	tests := []struct {
		name   string
		board  string
		legend forcedLegend
		move   Move
		path   []Pos
		damage int // the target's
		at     Pos
		rule   string // a rule among the events
		broken []Pos
	}{
		{
			// 000_aa0e2bbacaeadbf0.txt "When a creature force moves a target
			// into a stationary object that is the target's size or larger and
			// the object doesn't break (see below), the movement ends and the
			// target takes 2 damage plus 1 damage for each square remaining in
			// their forced movement."
			name:   "unbreakable wall",
			board:  `f a . U .`,
			move:   Move{Kind: Push, Distance: 4},
			path:   []Pos{{2, 0, 0}, {3, 0, 0}},
			damage: 2 + 3, at: Pos{2, 0, 0}, rule: "Slamming Into Objects",
		},
		{
			name:   "a 1-square wall is a 1M creature's size",
			board:  `f a #1 .`,
			move:   Move{Kind: Push, Distance: 2},
			path:   []Pos{{2, 0, 0}},
			damage: 2 + 2, at: Pos{1, 0, 0}, rule: "Slamming Into Objects",
		},
		{
			// Interpretation: a wall lower than the target is not "the
			// target's size or larger": a size 2 target is carried over a
			// 1-square wall like a slope.
			name: "a 1-square wall is smaller than a size 2 target",
			board: `
				f g g #1 . . .
				. g g #1 . . .
			`,
			legend: forcedLegend{'g': {Size: SizeN(2)}},
			move:   Move{Kind: Push, Distance: 3},
			path:   []Pos{{2, 0, 0}, {3, 0, 0}, {4, 0, 0}},
			damage: 0, at: Pos{4, 0, 0},
		},
		{
			// 000 "It costs 1 remaining square of forced movement to destroy 1
			// square of glass. The creature moved takes 3 damage." and "If any
			// forced movement remains after the object is destroyed, you can
			// continue to move the creature who destroyed the object."
			name:   "through glass and on",
			board:  `f a G . .`,
			move:   Move{Kind: Push, Distance: 3},
			path:   []Pos{{2, 0, 0}, {3, 0, 0}, {4, 0, 0}},
			damage: 3, at: Pos{4, 0, 0}, rule: "Hurling Through Objects", broken: []Pos{{2, 0, 0}},
		},
		{
			// 000 "It costs 6 remaining squares of forced movement to destroy 1
			// square of stone. The creature moved takes 8 damage."
			name:   "through stone",
			board:  `f a S . .`,
			move:   Move{Kind: Push, Distance: 7},
			path:   []Pos{{2, 0, 0}, {3, 0, 0}, {4, 0, 0}},
			damage: 8, at: Pos{3, 0, 0}, rule: "Hurling Through Objects", broken: []Pos{{2, 0, 0}},
		},
		{
			name:   "stone with too little movement left does not break",
			board:  `f a S . .`,
			move:   Move{Kind: Push, Distance: 5},
			path:   []Pos{{2, 0, 0}},
			damage: 2 + 5, at: Pos{1, 0, 0}, rule: "Slamming Into Objects",
		},
		{
			// 000 "It costs 9 remaining squares of forced movement to destroy 1
			// square of metal. The creature moved takes 11 damage."
			name:   "through metal",
			board:  `f a M . .`,
			move:   Move{Kind: Push, Distance: 9},
			path:   []Pos{{2, 0, 0}, {3, 0, 0}},
			damage: 11, at: Pos{2, 0, 0}, rule: "Hurling Through Objects", broken: []Pos{{2, 0, 0}},
		},
		{
			// 000 "It costs 3 remaining squares of forced movement to destroy 1
			// square of wood. The creature moved takes 5 damage."
			name:   "through wood, into the next",
			board:  `f a # # .`,
			move:   Move{Kind: Push, Distance: 4},
			path:   []Pos{{2, 0, 0}, {3, 0, 0}},
			damage: 5 + 2 + 1, at: Pos{2, 0, 0}, rule: "Hurling Through Objects", broken: []Pos{{2, 0, 0}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, tc.legend)
			target := "a"
			if _, ok := b.Creature("g"); ok {
				target = "g"
			}
			o := forcedResolve(t, b, ForcedMove{Move: tc.move, Target: target, Source: "f"}, tc.path...)
			if got := o.Damage[target]; got != tc.damage {
				t.Errorf("Resolve(%v) damage = %d, want %d%s", tc.move, got, tc.damage, forcedEvents(o))
			}
			if got := o.Positions[target]; got != tc.at {
				t.Errorf("Resolve(%v) %s at %v, want %v%s", tc.move, target, got, tc.at, forcedEvents(o))
			}
			if tc.rule != "" && !slices.ContainsFunc(o.Events, func(e Event) bool { return e.Rule == tc.rule }) {
				t.Errorf("Resolve(%v) events have no %q rule:%s", tc.move, tc.rule, forcedEvents(o))
			}
			if !slices.Equal(o.Destroyed, tc.broken) && !(len(o.Destroyed) == 0 && len(tc.broken) == 0) {
				t.Errorf("Resolve(%v) destroyed = %v, want %v", tc.move, o.Destroyed, tc.broken)
			}
		})
	}
}

func TestForcedDownward(t *testing.T) {
	// 000_aa0e2bbacaeadbf0.txt "If you force move a creature downward into
	// an object that doesn't break (including the ground), they also take
	// falling damage as if they had fallen the distance force moved and
	// their Agility score was 0 (see Falling above)."
	b := forcedParseBoard(t, `
		3a . . .
	`, forcedLegend{'a': {Agility: 2}})
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 5, Vertical: true}, Target: "a"}
	o := forcedResolve(t, b, fm, Pos{1, 0, 2}, Pos{1, 0, 1}, Pos{1, 0, 0}, Pos{1, 0, -1})
	// Slammed into the ground with 2 squares left (2 + 2) after falling 3
	// squares (6, Agility ignored).
	if got, want := o.Damage["a"], 4+6; got != want {
		t.Errorf("Resolve(vertical slide 5 down into the ground) damage = %d, want %d%s", got, want, forcedEvents(o))
	}
	if !slices.Contains(o.Prone, "a") {
		t.Errorf("Resolve(vertical slide 5 down into the ground) prone = %v, want a", o.Prone)
	}
	// 002_f77a00482932047c.txt "Falling is not forced movement, but being
	// force moved downward is considered falling": moved down exactly onto
	// the ground, the target lands as from a fall (Agility counts as 0).
	o = forcedResolve(t, b, fm, Pos{1, 0, 2}, Pos{1, 0, 1}, Pos{1, 0, 0})
	if got, want := o.Damage["a"], 6; got != want {
		t.Errorf("Resolve(vertical slide 3 down onto the ground) damage = %d, want %d%s", got, want, forcedEvents(o))
	}
}

func TestForcedSlopes(t *testing.T) {
	// 000_aa0e2bbacaeadbf0.txt "Though you can't freely push, pull, or slide
	// a target up and down unless that forced movement specifies
	// "vertical," you can move them along a physical slope such as a hill
	// or staircase. For a target to be force moved along a slope, each
	// square of the slope can be no more than 1 square higher or lower than
	// the previous square."
	tests := []struct {
		name   string
		board  string
		steps  int
		at     Pos
		damage int
	}{
		{"up a staircase", `f a 1 2 3 .`, 3, Pos{4, 0, 3}, 0},
		{"down a staircase", `3f 3a 2 1 0 .`, 3, Pos{4, 0, 0}, 0},
		{"a rise of 2 is a wall of earth", `f a 1 3 3 .`, 3, Pos{2, 0, 1}, 2 + 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, nil)
			var path []Pos
			for k := 1; k <= tc.steps; k++ {
				path = append(path, Pos{1 + k, 0, 0})
			}
			o := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: tc.steps}, Target: "a", Source: "f"}, path...)
			if got := o.Positions["a"]; got != tc.at {
				t.Errorf("Resolve(push %d) a at %v, want %v%s", tc.steps, got, tc.at, forcedEvents(o))
			}
			if got := o.Damage["a"]; got != tc.damage {
				t.Errorf("Resolve(push %d) damage = %d, want %d%s", tc.steps, got, tc.damage, forcedEvents(o))
			}
		})
	}
}

func TestForcedIntoAFall(t *testing.T) {
	// 000_aa0e2bbacaeadbf0.txt "If you can't fly and are force moved across
	// an open space that would cause you to fall, such as being pushed over
	// the edge of a cliff, you continue moving the total distance you were
	// moved first. If you are still in a position to fall when the forced
	// movement ends, you fall."
	tests := []struct {
		name   string
		board  string
		steps  int
		at     Pos
		damage int
		prone  bool
	}{
		{"over the edge, on, then down", `4f 4a . . . .`, 3, Pos{4, 0, 0}, 8, true},
		{"Agility shortens the fall", `4f 4a . . . .`, 3, Pos{4, 0, 0}, 4, true},
		{"across a gap to the far side", `3f 3a . . 3 3`, 3, Pos{4, 0, 3}, 0, false},
		{"a flyer doesn't fall", `4f 4a . . . .`, 3, Pos{4, 0, 4}, 0, false},
		{"into water", `4f 4a . ~ . .`, 2, Pos{3, 0, 0}, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, nil)
			a, _ := b.Creature("a")
			switch tc.name {
			case "Agility shortens the fall":
				a.Agility = 2
			case "a flyer doesn't fall":
				a.Movement = []MoveType{Fly}
			}
			var path []Pos
			for k := 1; k <= tc.steps; k++ {
				path = append(path, Pos{1 + k, 0, 0})
			}
			o := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: tc.steps}, Target: "a", Source: "f"}, path...)
			if got := o.Positions["a"]; got != tc.at {
				t.Errorf("Resolve(push %d) a at %v, want %v%s", tc.steps, got, tc.at, forcedEvents(o))
			}
			if got := o.Damage["a"]; got != tc.damage {
				t.Errorf("Resolve(push %d) damage = %d, want %d%s", tc.steps, got, tc.damage, forcedEvents(o))
			}
			if got := slices.Contains(o.Prone, "a"); got != tc.prone {
				t.Errorf("Resolve(push %d) prone = %v, want %v", tc.steps, got, tc.prone)
			}
		})
	}
}

func TestFallDamage(t *testing.T) {
	// 002_f77a00482932047c.txt "When a creature falls 2 or more squares and
	// lands on the ground, they take 2 damage for each square they fall (to
	// a maximum of 50 damage) and land prone. A creature who falls can
	// reduce the effective height of the fall by a number of squares equal
	// to their Agility score (to a minimum of 0). Falling into liquid that
	// is 1 square or more deep reduces the effective height of a fall by 4
	// squares (to a minimum of 0)."
	tests := []struct {
		squares, agility, liquid int
		want                     int
	}{
		{1, 0, 0, 0},
		{2, 0, 0, 4},
		{5, 0, 0, 10},
		{25, 0, 0, 50},
		{40, 0, 0, 50},
		{5, 2, 0, 6},
		{5, 4, 0, 0},
		{3, 9, 0, 0},
		{6, 0, 1, 4},
		{6, 0, 3, 4},
		{6, 1, 1, 0},
		{5, -2, 0, 10},
	}
	for _, tc := range tests {
		got := fallDamageOf(fallEffective(tc.squares, tc.agility, tc.liquid))
		if got != tc.want {
			t.Errorf("fallDamageOf(fall %d, Agility %d, liquid %d) = %d, want %d", tc.squares, tc.agility, tc.liquid, got, tc.want)
		}
	}
}

func TestFallingOntoAnotherCreature(t *testing.T) {
	// 002_f77a00482932047c.txt "A creature who falls and lands on another
	// creature causes that creature to take the same damage from the fall.
	// The falling creature then lands prone in the nearest unoccupied space
	// of their choice. If the falling creature's size is greater than the
	// Might score of the creature they land on, that creature is knocked
	// prone."
	tests := []struct {
		name      string
		might     int
		wantProne []string
	}{
		{"Might 0 is knocked prone", 0, []string{"a", "b"}},
		{"Might 1 is not", 1, []string{"a"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, `
				a . b .
				. . . .
			`, forcedLegend{'b': {Might: tc.might}})
			fm := ForcedMove{Move: Move{Kind: Slide, Distance: 3, Vertical: true}, Target: "a"}
			o := forcedResolve(t, b, fm, Pos{1, 0, 1}, Pos{2, 0, 2}, Pos{2, 0, 3})
			// Fell from 3 onto b's top at 1: 2 squares, 4 damage each.
			if got := forcedDamage(o); got != "{a:4 b:4}" {
				t.Errorf("Resolve(vertical slide 3 then fall onto b) damage = %s, want {a:4 b:4}%s", got, forcedEvents(o))
			}
			if got, want := o.Positions["a"], (Pos{1, 0, 0}); got != want {
				t.Errorf("Resolve(...) a lands at %v, want the nearest unoccupied space %v", got, want)
			}
			if !slices.Equal(o.Prone, tc.wantProne) {
				t.Errorf("Resolve(...) prone = %v, want %v", o.Prone, tc.wantProne)
			}
		})
	}
}

func TestResolveFall(t *testing.T) {
	// 002_f77a00482932047c.txt "When a creature falls 2 or more squares and
	// lands on the ground...": ResolveFall, for willing moves that end in
	// midair.
	b := forcedParseBoard(t, `a . .`, forcedLegend{'a': {Z: 4, Agility: 1}})
	o, err := resolveFall(b, "a")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := o.Damage["a"], 6; got != want {
		t.Errorf("resolveFall(4 squares, Agility 1) damage = %d, want %d%s", got, want, forcedEvents(o))
	}
	if got, want := o.Positions["a"], (Pos{0, 0, 0}); got != want || !slices.Contains(o.Prone, "a") {
		t.Errorf("resolveFall(...) a at %v prone %v, want %v prone", got, o.Prone, want)
	}
	if _, err := resolveFall(b, "nobody"); err == nil {
		t.Errorf("resolveFall(unknown id) error = nil, want one")
	}
}

func TestForcedVertical(t *testing.T) {
	// 000_aa0e2bbacaeadbf0.txt "If a forced movement effect has the word
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
	// 000 "If a creature who can't fly is left in midair at the end of a
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
	// 000_aa0e2bbacaeadbf0.txt "Forced movement made against a creature who
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

func TestForcedBurrowing(t *testing.T) {
	// 002_f77a00482932047c.txt "Burrowing Forced Movement": "While a
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
	// 000_aa0e2bbacaeadbf0.txt "Forced movement ignores difficult terrain
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
	// Interpretation of 000_aa0e2bbacaeadbf0.txt "Slide X: The creature
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
	// 000_aa0e2bbacaeadbf0.txt "Multitarget Abilities and Forced Movement":
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
	// 000_aa0e2bbacaeadbf0.txt "Death Effects and Forced Movement": "If such
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
	// 000_aa0e2bbacaeadbf0.txt "Slide X: ... a slide doesn't need to be a
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
	// 000_aa0e2bbacaeadbf0.txt "When you force move a target into damaging
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
