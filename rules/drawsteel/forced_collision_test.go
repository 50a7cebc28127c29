package drawsteel

// The rules of forced movement that end in a collision: slamming into
// creatures and into objects, each test quoting the sentence it checks.

import (
	"slices"
	"testing"
)

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
			// Draw Steel, Slamming into Creatures: "When you force move a creature into
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
			// Draw Steel: "It's possible to move a creature or object of a larger size
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
			// Draw Steel: "You can also force move an object into a creature. The
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
			// Draw Steel: "You can force move another creature into yourself with a
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
			// Draw Steel: "If a creature is killed by damage from an ability or effect
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
			// Draw Steel, Slamming Into Objects: "When a creature force moves a target
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
			// Draw Steel: "It costs 1 remaining square of forced movement to destroy 1
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
			// Draw Steel: "It costs 6 remaining squares of forced movement to destroy 1
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
			// Draw Steel: "It costs 9 remaining squares of forced movement to destroy 1
			// square of metal. The creature moved takes 11 damage."
			name:   "through metal",
			board:  `f a M . .`,
			move:   Move{Kind: Push, Distance: 9},
			path:   []Pos{{2, 0, 0}, {3, 0, 0}},
			damage: 11, at: Pos{2, 0, 0}, rule: "Hurling Through Objects", broken: []Pos{{2, 0, 0}},
		},
		{
			// Draw Steel: "It costs 3 remaining squares of forced movement to destroy 1
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
