package drawsteel

// A large target whose one step meets several things: creatures beside a
// low block or a rise of the ground, and a wall and a creature at once.

import (
	"testing"
)

func TestForcedCreaturesAreNotSlopes(t *testing.T) {
	// Draw Steel, Slamming into Creatures: "When you force move a creature
	// into another creature, the movement ends and both creatures take 1
	// damage for each square remaining in the first creature's forced
	// movement." A large target pushed along the ground into the column
	// where a smaller creature stands slams into it, even where another
	// square of the step would carry it up onto a low block or a rise of
	// the ground (Draw Steel, Vertical: "you can move them along a physical
	// slope such as a hill or staircase"): another creature is no slope,
	// and the target is never lifted over its head.
	tests := []struct {
		name  string
		board string
		size  Size
		move  Move
		path  []Pos
		at    Pos
		want  string // damage
	}{
		{"size 2 beside a 1-square wall", `
			f a a #1 .
			. a a b  .
		`, SizeN(2), Move{Kind: Push, Distance: 2}, []Pos{{2, 0, 0}, {3, 0, 0}}, Pos{1, 0, 0}, "{a:2 b:2}"},
		{"size 2 beside a rise of 1", `
			f a a 1 .
			. a a b .
		`, SizeN(2), Move{Kind: Push, Distance: 2}, []Pos{{2, 0, 0}, {3, 0, 0}}, Pos{1, 0, 0}, "{a:2 b:2}"},
		{"size 2 pulled beside a 1-square wall", `
			. a a #1 . f
			. a a b  . .
		`, SizeN(2), Move{Kind: Pull, Distance: 2}, []Pos{{2, 0, 0}, {3, 0, 0}}, Pos{1, 0, 0}, "{a:2 b:2}"},
		{"size 2 slid beside a 1-square wall", `
			. a a #1 .
			. a a b  .
		`, SizeN(2), Move{Kind: Slide, Distance: 3}, []Pos{{2, 0, 0}, {3, 0, 0}}, Pos{1, 0, 0}, "{a:3 b:3}"},
		{"size 3 beside a 1-square wall", `
			f a a a #1 .
			. a a a .  .
			. a a a b  .
		`, SizeN(3), Move{Kind: Push, Distance: 2}, []Pos{{2, 0, 0}, {3, 0, 0}}, Pos{1, 0, 0}, "{a:2 b:2}"},
		{"1L beside nothing: a 1-square target's own square", `
			f a #1 .
			. . b  .
		`, SizeLarge, Move{Kind: Push, Distance: 2}, []Pos{{2, 0, 0}}, Pos{1, 0, 0}, "{a:4}"},
		{"vertical push level into the block and the creature", `
			f a a #1 .
			. a a b  .
		`, SizeN(2), Move{Kind: Push, Distance: 2, Vertical: true}, []Pos{{2, 0, 0}, {3, 0, 0}}, Pos{1, 0, 0}, "{a:2 b:2}"},
		// Without the creature the target rolls up onto the block and on.
		{"size 2 over the block alone", `
			f a a #1 .
			. a a .  .
		`, SizeN(2), Move{Kind: Push, Distance: 2}, []Pos{{2, 0, 0}, {3, 0, 0}}, Pos{3, 0, 1}, "{}"},
		// A creature whose top is no higher than the target's feet is not
		// in its way: the target is carried level over it, not lifted.
		{"level over a creature below the ledge", `
			f 1a 1a 1 .
			. 1a 1a b .
		`, SizeN(2), Move{Kind: Push, Distance: 2}, []Pos{{2, 0, 0}, {3, 0, 0}}, Pos{3, 0, 1}, "{}"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, forcedLegend{'a': {Size: tc.size}})
			fm := ForcedMove{Move: tc.move, Target: "a", Source: "f"}
			if tc.move.Kind == Slide {
				fm.Source = ""
			}
			o := forcedResolve(t, b, fm, tc.path...)
			if got := forcedDamage(o); got != tc.want {
				t.Errorf("Resolve(%v) damage = %s, want %s%s", tc.move, got, tc.want, forcedEvents(o))
			}
			if got := o.Positions["a"]; got != tc.at {
				t.Errorf("Resolve(%v) a at %v, want %v%s", tc.move, got, tc.at, forcedEvents(o))
			}
			if err := forcedNoOverlap(b.Apply(o)); err != nil {
				t.Errorf("Resolve(%v): %v", tc.move, err)
			}
		})
	}
}

func TestForcedWallAndCreatureAtOnce(t *testing.T) {
	// Draw Steel, Slamming into Creatures: "When you force move a creature
	// into another creature, the movement ends and both creatures take 1
	// damage for each square remaining" and "When this happens, the larger
	// creature in the collision takes damage only once, not once for each
	// smaller creature they slam into." Draw Steel, Slamming Into Objects:
	// "the movement ends and the target takes 2 damage plus 1 damage for
	// each square remaining in their forced movement." One step of a large
	// target into a wall and a creature at once: each creature slammed into
	// takes 1 a square remaining; the moved creature takes damage once, the
	// wall's 2 + 1 a square remaining, not the creature's as well.
	tests := []struct {
		name  string
		board string
		size  Size
		move  Move
		path  []Pos
		want  string
	}{
		{"an unbreakable wall and a creature", `
			f a a U .
			. a a b .
		`, SizeN(2), Move{Kind: Push, Distance: 3}, []Pos{{2, 0, 0}}, "{a:5 b:3}"},
		{"a wall too strong to break and a creature", `
			f a a S .
			. a a b .
		`, SizeN(2), Move{Kind: Push, Distance: 3}, []Pos{{2, 0, 0}}, "{a:5 b:3}"},
		{"a rise of 2 and a creature", `
			f a a 2 .
			. a a b .
		`, SizeN(2), Move{Kind: Push, Distance: 3}, []Pos{{2, 0, 0}}, "{a:5 b:3}"},
		{"a wall and two creatures", `
			f a a a U .
			. a a a b .
			. a a a c .
		`, SizeN(3), Move{Kind: Push, Distance: 2}, []Pos{{2, 0, 0}}, "{a:4 b:2 c:2}"},
		{"a vertical push level into a wall and a creature", `
			f a a U .
			. a a b .
		`, SizeN(2), Move{Kind: Push, Distance: 3, Vertical: true}, []Pos{{2, 0, 0}}, "{a:5 b:3}"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, forcedLegend{'a': {Size: tc.size}})
			o := forcedResolve(t, b, ForcedMove{Move: tc.move, Target: "a", Source: "f"}, tc.path...)
			if got := forcedDamage(o); got != tc.want {
				t.Errorf("Resolve(%v) damage = %s, want %s%s", tc.move, got, tc.want, forcedEvents(o))
			}
			if got := o.Positions["a"]; got != (Pos{1, 0, 0}) {
				t.Errorf("Resolve(%v) a at %v, want 1,0,0 (the movement ends)", tc.move, got)
			}
			if len(forcedEventsOf(o, EventSlamObject, "a")) != 1 {
				t.Errorf("Resolve(%v): want one slam into the object for a%s", tc.move, forcedEvents(o))
			}
			// The preview agrees with the explicit path.
			p, err := PreviewForced(b, ForcedMove{Move: tc.move, Target: "a", Source: "f"})
			if err != nil {
				t.Fatal(err)
			}
			if opt, ok := p.Option(tc.path[len(tc.path)-1]); !ok || forcedDamage(opt.Outcome) != tc.want {
				t.Errorf("Preview(%v).Option(%v) = %v, want damage %s", tc.move, tc.path[len(tc.path)-1], opt, tc.want)
			}
		})
	}
}

func TestForcedWallAndCreatureAtOnceEdges(t *testing.T) {
	// Draw Steel, Slamming into Creatures: "When you force move a creature
	// into another creature, the movement ends and both creatures take 1
	// damage for each square remaining". A thin wall on the side the
	// target crosses is an object in the way (Draw Steel, Slamming Into
	// Objects): a creature beyond it is not reached, one beside it in the
	// squares the large target enters is slammed into as well.
	tests := []struct {
		name  string
		board string
		size  Size
		edges []string
		want  string
	}{
		{"a creature behind a thin wall", `f a b .`, SizeMedium,
			[]string{"1,0|2,0 wall unbreakable"}, "{a:5}"},
		{"a thin wall in one row, a creature in the other", `
			f a a . .
			. a a b .
		`, SizeN(2), []string{"2,0|3,0 wall unbreakable"}, "{a:5 b:3}"},
		{"a creature behind the thin wall of its row", `
			f a a b .
			. a a . .
		`, SizeN(2), []string{"2,0|3,0 wall unbreakable", "2,1|3,1 wall unbreakable"}, "{a:5}"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := withEdges(t, forcedParseBoard(t, tc.board, forcedLegend{'a': {Size: tc.size}}), tc.edges...)
			fm := ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "a", Source: "f"}
			a, _ := b.Creature("a")
			o := forcedResolve(t, b, fm, Pos{a.At.X + 1, 0, 0})
			if got := forcedDamage(o); got != tc.want {
				t.Errorf("Resolve(push 3) damage = %s, want %s%s", got, tc.want, forcedEvents(o))
			}
		})
	}
}

func TestForcedWallAndBurrowerAtOnce(t *testing.T) {
	// Draw Steel, Slamming Into Objects: "When a creature force moves a
	// target into a stationary object ... the movement ends and the target
	// takes 2 damage plus 1 damage for each square remaining". A burrower
	// wholly inside the ground the target runs into is not reached: only
	// the ground is hit.
	b := forcedParseBoard(t, `
		f a a 2  .
		. a a 2b .
	`, forcedLegend{'a': {Size: SizeN(2)}, 'b': {Movement: []MoveType{Burrow}}})
	forcedAt(b, "b", Pos{3, 1, 0})
	o := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "a", Source: "f"}, Pos{2, 0, 0})
	if got, want := forcedDamage(o), "{a:5}"; got != want {
		t.Errorf("Resolve(push 3 into the ground over a burrower) damage = %s, want %s%s", got, want, forcedEvents(o))
	}
	// Standing on the ground 1 high beside a rise of 2, the creature is hit.
	b = forcedParseBoard(t, `
		f a a 2  .
		. a a 1b .
	`, forcedLegend{'a': {Size: SizeN(2)}})
	o = forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "a", Source: "f"}, Pos{2, 0, 0})
	if got, want := forcedDamage(o), "{a:5 b:3}"; got != want {
		t.Errorf("Resolve(push 3 into the ground beside a creature on a step) damage = %s, want %s%s", got, want, forcedEvents(o))
	}
}

func TestForcedObjectAndCreatureAtOnce(t *testing.T) {
	// Draw Steel, Slamming Into Objects: "When a creature force moves a
	// target into a stationary object that is the target's size or larger
	// and the object doesn't break (see below), the movement ends and the
	// target takes 2 damage plus 1 damage for each square remaining" and
	// Slamming into Creatures: "both creatures take 1 damage for each
	// square remaining". A movable object of the target's size and a
	// creature met by one step: the creature takes its damage, the target
	// the object's once; the creature in the way keeps the target from
	// breaking through the object into its space.
	for _, tc := range []struct {
		name    string
		stamina int
		want    string
	}{
		{"an object too strong to break", 0, "{a:5 b:3}"},
		{"an object that would break", 1, "{a:5 b:3}"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, `
				. . . o o
				f a a o o
				. a a b .
			`, forcedLegend{'a': {Size: SizeN(2)}, 'o': {Size: SizeN(2), Object: true}})
			if tc.stamina > 0 {
				o, _ := b.Creature("o")
				o.Stamina, o.MaxStamina = tc.stamina, tc.stamina
			} else {
				o, _ := b.Creature("o")
				o.Stamina, o.MaxStamina = 10, 0
			}
			res := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "a", Source: "f"}, Pos{2, 1, 0})
			if got := forcedDamage(res); got != tc.want {
				t.Errorf("Resolve(push 3 into o and b) damage = %s, want %s%s", got, tc.want, forcedEvents(res))
			}
			if got := res.Positions["a"]; got != (Pos{1, 1, 0}) {
				t.Errorf("Resolve(push 3 into o and b) a at %v, want 1,1,0%s", got, forcedEvents(res))
			}
			if err := forcedNoOverlap(b.Apply(res)); err != nil {
				t.Errorf("Resolve(push 3 into o and b): %v", err)
			}
		})
	}
}
