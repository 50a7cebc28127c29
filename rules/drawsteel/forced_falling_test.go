package drawsteel

import (
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
)

// Falling onto creatures, being force moved downward, burrowers and
// liquid: the readings written in docs/rules-drawsteel.md, "Falling onto
// another creature", "Force moved downward" and "Liquid".

// forcedEventsOf lists the events of one kind for one creature.
func forcedEventsOf(o Outcome, kind EventKind, id string) []Event {
	var out []Event
	for _, e := range o.Events {
		if e.Kind == kind && e.Creature == id {
			out = append(out, e)
		}
	}
	return out
}

func TestFallOntoCreatureNearestSpace(t *testing.T) {
	// Draw Steel, Falling onto Another Creature: "A creature who falls and lands on another
	// creature...": "The falling creature then lands prone in the nearest
	// unoccupied space of their choice."
	tests := []struct {
		name   string
		board  string
		legend forcedLegend
		from   Pos // where a falls from, above b
		want   Pos // where a ends up
		damage string
		falls  int // a's fall events
	}{
		{
			// b stands on a pillar 3 high (its top at 4). The squares
			// beside it are 4 squares lower (Distance 4); the ledge two
			// squares away at the pillar's height is nearer (Distance 2).
			name:  "nearest in three dimensions",
			board: `. . 3b . 3`,
			from:  Pos{2, 0, 8}, want: Pos{4, 0, 3},
			// 4 squares onto b (8 each); the 1-square step down from b's
			// top to the ledge is no fall.
			damage: "{a:8 b:8}", falls: 1,
		},
		{
			// The ledge beside b is higher than b's top: a can't land up
			// there ("never ends up higher than where it landed").
			name:  "never higher than where it landed",
			board: `. 3 b . .`,
			from:  Pos{2, 0, 5}, want: Pos{3, 0, 0},
			// Landed on b's top at 1 from 5: 4 squares, 8 each; then the
			// last square down to the ground: no fall.
			damage: "{a:8 b:8}", falls: 1,
		},
		{
			// b on a pillar 5 high: every free space is 6 squares below
			// its top. The rest of the way down is a fall like any other.
			name:  "the extra drop is a fall",
			board: `. . 5b . .`,
			from:  Pos{2, 0, 10}, want: Pos{1, 0, 0},
			// 4 onto b (8 each), then 6 more squares for a (12).
			damage: "{a:20 b:8}", falls: 2,
		},
		{
			name:   "the extra drop is reduced by Agility",
			board:  `. . 5b . .`,
			legend: forcedLegend{'a': {Agility: 2}},
			from:   Pos{2, 0, 10}, want: Pos{1, 0, 0},
			// 4 - 2 onto b (4 each), then 6 - 2 = 4 squares (8).
			damage: "{a:12 b:4}", falls: 2,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, "a "+tc.board, tc.legend)
			// The board drew a in the extra first column; move it over b.
			forcedAt(b, "a", Pos{tc.from.X + 1, tc.from.Y, tc.from.Z})
			o, err := resolveFall(b, "a")
			if err != nil {
				t.Fatal(err)
			}
			want := Pos{tc.want.X + 1, tc.want.Y, tc.want.Z}
			if got := o.Positions["a"]; got != want {
				t.Errorf("resolveFall(a from %v onto b) a at %v, want %v%s", tc.from, got, want, forcedEvents(o))
			}
			if got := forcedDamage(o); got != tc.damage {
				t.Errorf("resolveFall(a from %v onto b) damage = %s, want %s%s", tc.from, got, tc.damage, forcedEvents(o))
			}
			if got := len(forcedEventsOf(o, EventFall, "a")); got != tc.falls {
				t.Errorf("resolveFall(a from %v onto b) a falls %d times, want %d%s", tc.from, got, tc.falls, forcedEvents(o))
			}
			if !slices.Contains(o.Prone, "a") {
				t.Errorf("resolveFall(...) prone = %v, want a (\"lands prone\")", o.Prone)
			}
		})
	}
}

func TestFallOntoSeveralCreatures(t *testing.T) {
	// Draw Steel, Falling onto Another Creature: "A creature who falls and lands on another
	// creature causes that creature to take the same damage from the fall.
	// ... If the falling creature's size is greater than the Might score of
	// the creature they land on, that creature is knocked prone."
	//
	// A size 2 creature lands on two size 1 creatures at once: each takes
	// the damage, and each is knocked prone by its own Might.
	b := forcedParseBoard(t, `
		. b c . .
		. . . . .
		. . . . .
	`, forcedLegend{'b': {Might: 1}, 'c': {Might: 2}})
	b.Creatures = append(b.Creatures, Creature{ID: "g", Name: "Giant", Size: SizeN(2), At: Square{1, 0}, Z: 4, Stamina: 100, MaxStamina: 100})
	o, err := resolveFall(b, "g")
	if err != nil {
		t.Fatal(err)
	}
	// From 4 onto their tops at 1: 3 squares, 6 damage to each.
	if got, want := forcedDamage(o), "{b:6 c:6 g:6}"; got != want {
		t.Errorf("resolveFall(size 2 onto two size 1) damage = %s, want %s%s", got, want, forcedEvents(o))
	}
	// Size 2 > Might 1 (b); not > Might 2 (c).
	if want := []string{"b", "g"}; !slices.Equal(o.Prone, want) {
		t.Errorf("resolveFall(size 2 onto two size 1) prone = %v, want %v%s", o.Prone, want, forcedEvents(o))
	}
	if got := len(forcedEventsOf(o, EventFallOnto, "b")) + len(forcedEventsOf(o, EventFallOnto, "c")); got != 2 {
		t.Errorf("resolveFall(...) fall-onto events = %d, want 2 (one each)%s", got, forcedEvents(o))
	}
	// Creatures whose tops are level with the ground beside them (here the
	// row behind them is 1 high) are landed on too; a burrower under the
	// ground is not.
	for _, tc := range []struct {
		name     string
		burrowed bool
		damage   string
	}{
		{"tops level with the ground behind", false, "{b:6 c:6 g:6}"},
		{"b under the ground", true, "{c:6 g:6}"},
	} {
		b2 := b.Clone()
		for _, sq := range []Square{{1, 1}, {2, 1}} {
			b2.SetCell(sq, Cell{Ground: 1})
		}
		if tc.burrowed {
			b2.SetCell(Square{1, 0}, Cell{Ground: 1})
			bb, _ := b2.Creature("b")
			bb.Movement = []MoveType{Burrow}
		}
		o, err := resolveFall(b2, "g")
		if err != nil {
			t.Fatal(err)
		}
		if got := forcedDamage(o); got != tc.damage {
			t.Errorf("resolveFall(size 2 onto b and c, %s) damage = %s, want %s%s", tc.name, got, tc.damage, forcedEvents(o))
		}
	}
	// Nearest unoccupied 2x2 space on the ground: moved 1 square from
	// where it landed (1,0,1) on every axis at most.
	if got := o.Positions["g"]; got.Z != 0 || max(grid.Abs(got.X-1), grid.Abs(got.Y)) != 1 {
		t.Errorf("resolveFall(...) g at %v, want a free space 1 square from 1,0,1", got)
	}
}

func TestForcedDownwardIsFalling(t *testing.T) {
	// Draw Steel, Falling: "Falling is not forced movement, but being
	// force moved downward is considered falling." The squares moved down
	// count toward the fall: a push down and away from a cliff that leaves
	// the target in midair deals the fall of the whole descent, never less
	// than the same push kept level.
	// A fall of 6 squares, less Agility, at 2 damage a square.
	for _, tc := range []struct{ agility, want int }{{0, 12}, {1, 10}, {3, 6}} {
		agility, want := tc.agility, tc.want
		b := forcedParseBoard(t, `6f 6a . . . .`, forcedLegend{'a': {Agility: agility}})
		fm := ForcedMove{Move: Move{Kind: Push, Distance: 3, Vertical: true}, Target: "a", Source: "f"}
		down := forcedResolve(t, b, fm, Pos{2, 0, 5}, Pos{3, 0, 4}, Pos{4, 0, 3})
		level := forcedResolve(t, b, fm, Pos{2, 0, 6}, Pos{3, 0, 6}, Pos{4, 0, 6})
		if got := down.Damage["a"]; got != want || got < level.Damage["a"] {
			t.Errorf("Resolve(vertical push 3 down and away from a 6-square cliff, Agility %d) damage = %d, want %d (the whole descent; level push: %d)%s",
				agility, got, want, level.Damage["a"], forcedEvents(down))
		}
		if got := down.Positions["a"]; got != (Pos{4, 0, 0}) {
			t.Errorf("Resolve(vertical push 3 down and away) a at %v, want 4,0,0", got)
		}
	}
}

func TestForcedDownOntoCreature(t *testing.T) {
	// Draw Steel, Falling: "Falling is not forced movement, but being
	// force moved downward is considered falling" and "A creature who falls
	// and lands on another creature causes that creature to take the same
	// damage from the fall." A target force moved down onto a creature has
	// fallen that far onto it; the collision is also a slam (Draw Steel: "When you
	// force move a creature into another creature, the movement ends and
	// both creatures take 1 damage for each square remaining").
	b := forcedParseBoard(t, `a b .`, forcedLegend{'b': {Might: 0}})
	forcedAt(b, "a", Pos{1, 0, 5})
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 5, Vertical: true}, Target: "a"}
	o := forcedResolve(t, b, fm, Pos{1, 0, 4}, Pos{1, 0, 3}, Pos{1, 0, 2}, Pos{1, 0, 1}, Pos{1, 0, 0})
	// Moved down 4 squares onto b's top at 1 with 1 square remaining:
	// slam 1 each, and a fall of 4 (Agility 0): 8 each.
	if got, want := forcedDamage(o), "{a:9 b:9}"; got != want {
		t.Errorf("Resolve(vertical slide 5 down onto b) damage = %s, want %s%s", got, want, forcedEvents(o))
	}
	if len(forcedEventsOf(o, EventFallOnto, "b")) != 1 {
		t.Errorf("Resolve(vertical slide 5 down onto b): no fall-onto event for b%s", forcedEvents(o))
	}
	if got := o.Positions["a"]; got.Z != 0 || got == (Pos{1, 0, 0}) {
		t.Errorf("Resolve(vertical slide 5 down onto b) a at %v, want the nearest unoccupied space on the ground", got)
	}
	if want := []string{"a", "b"}; !slices.Equal(o.Prone, want) {
		t.Errorf("Resolve(vertical slide 5 down onto b) prone = %v, want %v", o.Prone, want)
	}
	// Moved down to end right on b's top: no slam, the same fall onto b,
	// and as with the ground, force moved downward into something counts
	// Agility as 0 (Draw Steel: "as if ... their Agility score was 0").
	a, _ := b.Creature("a")
	a.Agility = 2
	o = forcedResolve(t, b, fm, Pos{1, 0, 4}, Pos{1, 0, 3}, Pos{1, 0, 2}, Pos{1, 0, 1})
	if got, want := forcedDamage(o), "{a:8 b:8}"; got != want {
		t.Errorf("Resolve(vertical slide 4 down to b's top) damage = %s, want %s%s", got, want, forcedEvents(o))
	}
}

func TestForcedBurrowerLeftInMidair(t *testing.T) {
	// Draw Steel, Burrowing Forced Movement: "If the forced
	// movement is vertical, the creature is moved through the dirt as if it
	// were air." and Draw Steel: "If a creature who can't fly is left in midair at
	// the end of a vertical forced move, they fall." Burrower or not.
	for _, move := range [][]MoveType{{Burrow}, {Walk, Burrow}} {
		b := forcedParseBoard(t, `f 2a 2 . .`, forcedLegend{'a': {Movement: move}})
		forcedAt(b, "a", Pos{1, 0, 0})
		fm := ForcedMove{Move: Move{Kind: Push, Distance: 3, Vertical: true}, Target: "a", Source: "f"}
		o := forcedResolve(t, b, fm, Pos{2, 0, 1}, Pos{3, 0, 2}, Pos{4, 0, 3})
		if got, want := o.Positions["a"], (Pos{4, 0, 0}); got != want || o.Damage["a"] != 6 {
			t.Errorf("Resolve(vertical push 3 a burrower up out of the dirt into the air) a at %v damage %d, want %v with 6 (a 3-square fall)%s",
				got, o.Damage["a"], want, forcedEvents(o))
		}
	}
	// Still in the dirt at the end: not in midair, no fall.
	b := forcedParseBoard(t, `f 3a 3 3 3`, forcedLegend{'a': {Movement: []MoveType{Burrow}}})
	forcedAt(b, "a", Pos{1, 0, 0})
	o := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: 2, Vertical: true}, Target: "a", Source: "f"}, Pos{2, 0, 1}, Pos{3, 0, 1})
	if got := o.Positions["a"]; got != (Pos{3, 0, 1}) || len(o.Damage) != 0 {
		t.Errorf("Resolve(vertical push 2 a burrower within the dirt) a at %v damage %v, want 3,0,1 and none", got, o.Damage)
	}
}

func TestForcedDownIntoLiquid(t *testing.T) {
	// Draw Steel, Slamming Into Objects: "If you force move a creature downward into
	// an object that doesn't break (including the ground)...": liquid is
	// not such an object. Draw Steel: "Falling into liquid that is 1 square or more
	// deep reduces the effective height of a fall by 4 squares."
	tests := []struct {
		name   string
		board  string
		from   int // a's height above the surface at 0
		path   int // squares moved straight down
		damage int
		slam   bool
	}{
		{"into a 2-deep pool past its surface", `a ~2`, 6, 8, 2 * (6 - 4), false},
		{"onto the surface exactly", `a ~2`, 6, 6, 2 * (6 - 4), false},
		{"a short drop into the pool", `a ~2`, 3, 5, 0, false},
		{"dry ground is a slam", `a .`, 6, 8, 2 + 2 + 2*6, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, nil)
			forcedAt(b, "a", Pos{1, 0, tc.from})
			var path []Pos
			for k := 1; k <= tc.path; k++ {
				path = append(path, Pos{1, 0, tc.from - k})
			}
			fm := ForcedMove{Move: Move{Kind: Slide, Distance: tc.path, Vertical: true}, Target: "a"}
			o := forcedResolve(t, b, fm, path...)
			if got := o.Damage["a"]; got != tc.damage {
				t.Errorf("Resolve(vertical slide %d down from %d) damage = %d, want %d%s", tc.path, tc.from, got, tc.damage, forcedEvents(o))
			}
			if got := len(forcedEventsOf(o, EventSlamObject, "a")) > 0; got != tc.slam {
				t.Errorf("Resolve(vertical slide %d down from %d) slam = %v, want %v%s", tc.path, tc.from, got, tc.slam, forcedEvents(o))
			}
			if got := o.Positions["a"]; got != (Pos{1, 0, 0}) {
				t.Errorf("Resolve(vertical slide %d down from %d) a at %v, want 1,0,0 (the surface)", tc.path, tc.from, got)
			}
		})
	}
}

func TestForcedMovableObjects(t *testing.T) {
	// Draw Steel, Slamming Into Objects: "When a creature force moves a target into a
	// stationary object that is the target's size or larger and the object
	// doesn't break (see below), the movement ends and the target takes 2
	// damage plus 1 damage for each square remaining in their forced
	// movement." A movable object ("object": true) is such an object.
	crate := Creature{ID: "k", Name: "Crate", Object: true, Stamina: 0, MaxStamina: 0, Might: -5}
	tests := []struct {
		name   string
		crate  Creature
		damage string
		at     Pos
		rule   string
	}{
		{"an object its size: 2 + squares remaining, the object unhurt", crate, "{a:5}", Pos{2, 0, 0}, "Slamming Into Objects"},
		{"a larger object", func() Creature { c := crate.Clone(); c.Size = SizeLarge; return c }(), "{a:5}", Pos{2, 0, 0}, "Slamming Into Objects"},
		// Draw Steel: "It costs 3 remaining squares of forced movement to destroy
		// 1 square of wood. The creature moved takes 5 damage." A movable
		// object's Stamina is its material's cost (Draw Steel: "Object Stamina":
		// wood 3).
		{"a wooden object that breaks", func() Creature { c := crate.Clone(); c.Stamina, c.MaxStamina = 3, 3; return c }(), "{a:5 k:3}", Pos{3, 0, 0}, "Hurling Through Objects"},
		{"a glass object: hurled through, the move goes on", func() Creature { c := crate.Clone(); c.Stamina, c.MaxStamina = 1, 1; return c }(), "{a:3 k:1}", Pos{5, 0, 0}, "Hurling Through Objects"},
		{"a stone object that doesn't break", func() Creature { c := crate.Clone(); c.Stamina, c.MaxStamina = 6, 6; return c }(), "{a:5}", Pos{2, 0, 0}, "Slamming Into Objects"},
		// Smaller than the target: not "the target's size or larger"; it
		// is hit as a creature would be (Draw Steel: "Slamming into Creatures").
		{"a smaller object", func() Creature { c := crate.Clone(); c.Size = SizeSmall; return c }(), "{a:3 k:3}", Pos{2, 0, 0}, "Slamming into Creatures"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, `f a . k . .`, forcedLegend{'k': tc.crate})
			fm := ForcedMove{Move: Move{Kind: Push, Distance: 4}, Target: "a", Source: "f"}
			o := forcedResolve(t, b, fm, Pos{2, 0, 0}, Pos{3, 0, 0}, Pos{4, 0, 0}, Pos{5, 0, 0})
			if got := forcedDamage(o); got != tc.damage {
				t.Errorf("Resolve(push 4 into %s) damage = %s, want %s%s", tc.name, got, tc.damage, forcedEvents(o))
			}
			if got := o.Positions["a"]; got != tc.at {
				t.Errorf("Resolve(push 4 into %s) a at %v, want %v%s", tc.name, got, tc.at, forcedEvents(o))
			}
			if !slices.ContainsFunc(o.Events, func(e Event) bool { return e.Rule == tc.rule }) {
				t.Errorf("Resolve(push 4 into %s): no %q event%s", tc.name, tc.rule, forcedEvents(o))
			}
			if len(o.Destroyed) != 0 {
				t.Errorf("Resolve(push 4 into %s) destroyed wall squares %v, want none", tc.name, o.Destroyed)
			}
			if slices.Contains(o.Prone, "k") {
				t.Errorf("Resolve(push 4 into %s) prone = %v: an object is never knocked prone", tc.name, o.Prone)
			}
		})
	}
	// A destroyed object no longer takes up space: a walker's reach
	// includes the square where it stood.
	glass := crate.Clone()
	glass.Stamina, glass.MaxStamina = 1, 1
	b0 := forcedParseBoard(t, `f a . k . .`, forcedLegend{'k': glass, 'f': {Speed: 5, Movement: []MoveType{Walk}}})
	fm := ForcedMove{Move: Move{Kind: Push, Distance: 4}, Target: "a", Source: "f"}
	after := b0.Apply(forcedResolve(t, b0, fm, Pos{2, 0, 0}, Pos{3, 0, 0}, Pos{4, 0, 0}, Pos{5, 0, 0}))
	if k, _ := after.Creature("k"); k.Stamina != 0 {
		t.Fatalf("Apply(push 4 through a glass crate) crate Stamina = %d, want 0", k.Stamina)
	}
	if r, err := Reach(after, MoveRequest{Mover: "f"}); err != nil {
		t.Fatal(err)
	} else if _, ok := r.Cost(Pos{3, 0, 0}); !ok {
		t.Errorf("Reach(f) can't end on the destroyed crate's square 3,0,0")
	}
	// An object pushed off a ledge falls and takes the damage, but does
	// not "land prone"; nor is it knocked prone when landed on.
	b := forcedParseBoard(t, `4f 4k . .`, forcedLegend{'k': crate})
	o := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "k", Source: "f"}, Pos{2, 0, 4}, Pos{3, 0, 4})
	if o.Damage["k"] != 8 || len(o.Prone) != 0 {
		t.Errorf("Resolve(push 2 a crate off a 4-square ledge) damage %d prone %v, want 8 and nobody prone%s", o.Damage["k"], o.Prone, forcedEvents(o))
	}
	b = forcedParseBoard(t, `a k .`, forcedLegend{'k': crate})
	forcedAt(b, "a", Pos{1, 0, 5})
	o, err := resolveFall(b, "a")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"a"}; !slices.Equal(o.Prone, want) || o.Damage["k"] != 8 {
		t.Errorf("resolveFall(a onto a crate) prone %v crate damage %d, want %v and 8%s", o.Prone, o.Damage["k"], want, forcedEvents(o))
	}
}

func TestForcedSlamNamesWhatWasHit(t *testing.T) {
	// Draw Steel, Movement: "A creature can't move diagonally when doing
	// so would involve passing through the corner of a wall..." and Draw Steel
	// "Slamming Into Objects": the event names the wall whose corner or
	// face was hit.
	tests := []struct {
		name, board string
		path        []Pos
		want        string
	}{
		{"the corner of a stone wall", `
			a S1 .
			. . .`, []Pos{{1, 1, 0}}, "the corner of the stone wall"},
		{"the corner of raised ground", `
			a 2 .
			. . .`, []Pos{{1, 1, 0}}, "the corner of the ground"},
		{"the corner of a movable object", `
			a k .
			. . .`, []Pos{{1, 1, 0}}, "the corner of Crate"},
		{"a stone wall", `a S .`, []Pos{{1, 0, 0}}, "the stone wall"},
		{"raised ground", `a 2 .`, []Pos{{1, 0, 0}}, "the ground"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, forcedLegend{'k': {Name: "Crate", Object: true}})
			o := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Slide, Distance: 2}, Target: "a"}, tc.path...)
			ev := forcedEventsOf(o, EventSlamObject, "a")
			if len(ev) != 1 || !strings.Contains(ev[0].Text, " "+tc.want+" at ") {
				t.Errorf("Resolve(slide into %s) slam events %v, want one naming %q", tc.name, ev, tc.want)
			}
		})
	}
}

func TestApplyImmunityPerInstance(t *testing.T) {
	// Draw Steel, Damage Immunity: "Whenever a target with damage immunity takes
	// damage of the indicated type, they can reduce the damage by the value
	// of the immunity (to a minimum of 0 damage)." and "If a creature has
	// both damage immunity and damage weakness for a source of damage, apply
	// the weakness first, then the immunity." Each instance of damage is a
	// source: a slam and the fall after it are two.
	b := forcedParseBoard(t, `. a .`, nil)
	forcedAt(b, "a", Pos{1, 0, 5})
	// Straight down into the ground with 1 square left: a slam (2 + 1)
	// and a fall of 5 squares with Agility 0 (10).
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 6, Vertical: true}, Target: "a"}
	o := forcedResolve(t, b, fm, Pos{1, 0, 4}, Pos{1, 0, 3}, Pos{1, 0, 2}, Pos{1, 0, 1}, Pos{1, 0, 0}, Pos{1, 0, -1})
	if got := o.Damage["a"]; got != 3+10 {
		t.Fatalf("Resolve(vertical slide 6 down into the ground) damage = %d, want 13%s", got, forcedEvents(o))
	}
	tests := []struct {
		name               string
		immunity, weakness int
		want               int
	}{
		{"immunity 5: 3-5 → 0 and 10-5 → 5", 5, 0, 0 + 5},
		{"weakness 2: 3+2 and 10+2", 0, 2, 5 + 12},
		{"weakness 2, immunity 4: weakness first", 4, 2, 1 + 8},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			adj := immunityWeakness(func(*Creature) int { return tc.immunity }, func(*Creature) int { return tc.weakness })
			after := b.ApplyWith(o, adj)
			c, _ := after.Creature("a")
			if got := 100 - c.Stamina; got != tc.want {
				t.Errorf("ApplyWith(immunity %d, weakness %d) damage taken = %d, want %d", tc.immunity, tc.weakness, got, tc.want)
			}
		})
	}
}

func TestForcedDownwardSlamThenFall(t *testing.T) {
	// Draw Steel, Slamming Into Objects: "If you force move a creature downward into
	// an object that doesn't break (including the ground), they also take
	// falling damage as if they had fallen the distance force moved and
	// their Agility score was 0" and "If a creature who can't fly is left in
	// midair at the end of a vertical forced move, they fall." Moved down
	// and sideways into a wall while still in midair, the target takes the
	// slam and the falling damage of the descent, then falls the rest: the
	// descent is charged once.
	b := forcedParseBoard(t, `a . U9 .`, nil)
	forcedAt(b, "a", Pos{0, 0, 9})
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 4, Vertical: true}, Target: "a"}
	// 8,7 then into the 9-high wall at 2,0,6: slam with 2 remaining (4),
	// falling damage for 2 squares (4), then a fall from 7 to the ground
	// (14).
	o := forcedResolve(t, b, fm, Pos{0, 0, 8}, Pos{1, 0, 7}, Pos{2, 0, 6})
	if got, want := o.Damage["a"], 4+4+14; got != want {
		t.Errorf("Resolve(vertical slide down into a wall in midair) damage = %d, want %d%s", got, want, forcedEvents(o))
	}
}
