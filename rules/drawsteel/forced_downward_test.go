package drawsteel

// The rules of forced movement downward and of falls: slopes, a push
// into a fall, fall damage and landing on a creature.

import (
	"slices"
	"testing"
)

func TestForcedDownward(t *testing.T) {
	// Draw Steel, Slamming Into Objects: "If you force move a creature downward into
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
	// Draw Steel, Falling: "Falling is not forced movement, but being
	// force moved downward is considered falling": moved down exactly onto
	// the ground, the target lands as from a fall (Agility counts as 0).
	o = forcedResolve(t, b, fm, Pos{1, 0, 2}, Pos{1, 0, 1}, Pos{1, 0, 0})
	if got, want := o.Damage["a"], 6; got != want {
		t.Errorf("Resolve(vertical slide 3 down onto the ground) damage = %d, want %d%s", got, want, forcedEvents(o))
	}
}

func TestForcedSlopes(t *testing.T) {
	// Draw Steel, Vertical: "Though you can't freely push, pull, or slide
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
	// Draw Steel, Forced Into a Fall: "If you can't fly and are force moved across
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
	// Draw Steel, Falling: "When a creature falls 2 or more squares and
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
	// Draw Steel, Falling onto Another Creature: "A creature who falls and lands on another
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
	// Draw Steel, Falling: "When a creature falls 2 or more squares and
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
