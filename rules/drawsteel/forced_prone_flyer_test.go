package drawsteel

// Flyers knocked prone within an outcome fall, unless they hover: landed
// on by a falling creature, one after another, or slammed downward while
// being force moved.

import (
	"slices"
	"testing"
)

// proneFlyerBoard is a 3-square row with the non-flyer a at 1,0,top and
// flyers added at 1,0,z for each z of flyers (ids b, c, ...).
func proneFlyerBoard(t *testing.T, top int, flyers []Creature) *Board {
	t.Helper()
	b := forcedParseBoard(t, `. a .`, forcedLegend{'a': {Z: top}})
	for i, c := range flyers {
		c.ID = string(rune('b' + i))
		c.Name, c.At, c.Size = c.ID, Square{1, 0}, SizeMedium
		c.Stamina, c.MaxStamina = 100, 100
		if len(c.Movement) == 0 {
			c.Movement = []MoveType{Fly}
		}
		b.Creatures = append(b.Creatures, c)
	}
	return b
}

func TestProneFlyerFalls(t *testing.T) {
	// Draw Steel, Fly: "If a flying creature is knocked prone or has their
	// speed reduced to 0, they fall (see Falling below)." Draw Steel,
	// Hover: "They don't fall even if they are knocked prone or their speed
	// is reduced to 0." Draw Steel, Falling onto Another Creature: "If the
	// falling creature's size is greater than the Might score of the
	// creature they land on, that creature is knocked prone."
	tests := []struct {
		name   string
		flyer  Creature
		damage int // b's
		at     Pos // b's
		prone  bool
	}{
		// a falls from 6 onto b's top at 3 (6 each); b, knocked prone,
		// falls the 2 squares to the ground (4 more).
		{"a flyer knocked prone falls", Creature{Z: 2}, 6 + 4, Pos{1, 0, 0}, true},
		{"Agility shortens the flyer's own fall", Creature{Z: 3, Agility: 1}, 4 + 4, Pos{1, 0, 0}, true},
		{"a hovering flyer stays up", Creature{Z: 2, Movement: []MoveType{Fly, Hover}}, 6, Pos{1, 0, 2}, true},
		{"a flyer not knocked prone stays up", Creature{Z: 2, Might: 2}, 6, Pos{1, 0, 2}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := proneFlyerBoard(t, 6, []Creature{tc.flyer})
			o, err := resolveFall(b, "a")
			if err != nil {
				t.Fatal(err)
			}
			if got := o.Damage["b"]; got != tc.damage {
				t.Errorf("resolveFall(a onto the flyer b) b damage = %d, want %d%s", got, tc.damage, forcedEvents(o))
			}
			if got := o.Positions["b"]; got != tc.at {
				t.Errorf("resolveFall(a onto the flyer b) b at %v, want %v%s", got, tc.at, forcedEvents(o))
			}
			if got := slices.Contains(o.Prone, "b"); got != tc.prone {
				t.Errorf("resolveFall(a onto the flyer b) b prone = %v, want %v", got, tc.prone)
			}
			if err := forcedNoOverlap(b.Apply(o)); err != nil {
				t.Errorf("resolveFall(a onto the flyer b): %v%s", err, forcedEvents(o))
			}
		})
	}
}

func TestProneFlyersFallInAChain(t *testing.T) {
	// Draw Steel, Fly: "If a flying creature is knocked prone ..., they
	// fall". A flyer knocked prone falls onto another flyer below and
	// knocks it prone in turn: it falls too.
	b := proneFlyerBoard(t, 8, []Creature{{Z: 4}, {Z: 2}})
	o, err := resolveFall(b, "a")
	if err != nil {
		t.Fatal(err)
	}
	// c, landed on by b from 1 square (no damage) and knocked prone, falls
	// 2 squares to the ground (4).
	if got, want := o.Positions["c"], (Pos{1, 0, 0}); got != want || o.Damage["c"] != 4 {
		t.Errorf("resolveFall(a onto b above c) c at %v damage %d, want %v with 4%s", got, o.Damage["c"], want, forcedEvents(o))
	}
	if want := []string{"a", "b", "c"}; !slices.Equal(o.Prone, want) {
		t.Errorf("resolveFall(a onto b above c) prone = %v, want %v", o.Prone, want)
	}
	after := b.Apply(o)
	if err := forcedNoOverlap(after); err != nil {
		t.Errorf("resolveFall(a onto b above c): %v%s", err, forcedEvents(o))
	}
	for _, id := range []string{"a", "b", "c"} {
		if c, _ := after.Creature(id); c.Z != 0 {
			t.Errorf("resolveFall(a onto b above c): %s ends at %v, want on the ground%s", id, c.Pos(), forcedEvents(o))
		}
	}
}

func TestForcedProneFlyerFalls(t *testing.T) {
	// Draw Steel, Fly: "If a flying creature is knocked prone or has their
	// speed reduced to 0, they fall". A target pushed off a ledge falls
	// onto a flyer (Draw Steel, Falling onto Another Creature) and knocks
	// it prone: the flyer falls, in the outcome, in the preview's summary
	// and in its option.
	b := forcedParseBoard(t, `6f 6a . .`, nil)
	b.Creatures = append(b.Creatures, Creature{ID: "b", Name: "b", Size: SizeMedium, At: Square{3, 0}, Z: 2,
		Movement: []MoveType{Fly}, Stamina: 100, MaxStamina: 100})
	fm := ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "a", Source: "f"}
	o := forcedResolve(t, b, fm, Pos{2, 0, 6}, Pos{3, 0, 6})
	// a falls 3 onto b's top (6 each), lands in the nearest space on the
	// ground 3 lower (6 more); b falls 2 (4).
	if got, want := forcedDamage(o), "{a:12 b:10}"; got != want {
		t.Errorf("Resolve(push 2 off the ledge onto a flyer) damage = %s, want %s%s", got, want, forcedEvents(o))
	}
	if got, want := o.Positions["b"], (Pos{3, 0, 0}); got != want {
		t.Errorf("Resolve(push 2 off the ledge onto a flyer) b at %v, want %v%s", got, want, forcedEvents(o))
	}
	p, err := PreviewForced(b, fm)
	if err != nil {
		t.Fatal(err)
	}
	opt, ok := p.Option(Pos{3, 0, 0})
	if !ok || forcedDamage(opt.Outcome) != "{a:12 b:10}" || opt.Outcome.Positions["b"] != (Pos{3, 0, 0}) {
		t.Fatalf("Preview(push 2).Option(3,0) = %+v, want the same outcome", opt)
	}
	if sum, _ := p.Summary(Pos{3, 0, 0}); sum.Damage != 12 || sum.Others != 10 || sum.End != opt.Outcome.Positions["a"] {
		t.Errorf("Preview(push 2).Summary(3,0) = %+v, want damage 12, others 10, end %v", sum, opt.Outcome.Positions["a"])
	}
	var each Outcome
	p.EachOption(func(o ForcedOption) bool {
		if o.To.Square() == (Square{3, 0}) {
			each = o.Outcome
		}
		return true
	})
	if got := each.Positions["b"]; got != (Pos{3, 0, 0}) || each.Damage["b"] != 10 {
		t.Errorf("Preview(push 2).EachOption at 3,0: b at %v damage %d, want 3,0,0 with 10", got, each.Damage["b"])
	}
}

func TestForcedFlyerSlammedDownFalls(t *testing.T) {
	// Draw Steel, Slamming Into Objects: "If you force move a creature
	// downward into an object that doesn't break (including the ground),
	// they also take falling damage as if they had fallen the distance
	// force moved" and Draw Steel, Falling: "When a creature falls 2 or
	// more squares and lands on the ground, they take 2 damage for each
	// square they fall ... and land prone." Draw Steel, Fly: "If a flying
	// creature is knocked prone ..., they fall": a flyer slammed down into
	// a wall in midair, prone from that, falls the rest of the way.
	for _, tc := range []struct {
		name   string
		move   []MoveType
		damage int
		at     Pos
	}{
		// Slam 2 + 2, falling damage for 3 squares (6), then a fall of 2 (4).
		{"flyer", []MoveType{Fly}, 4 + 6 + 4, Pos{0, 0, 0}},
		{"hover", []MoveType{Fly, Hover}, 4 + 6, Pos{0, 0, 2}},
	} {
		b := forcedParseBoard(t, `a U2 .`, forcedLegend{'a': {Z: 5, Movement: tc.move}})
		fm := ForcedMove{Move: Move{Kind: Slide, Distance: 5, Vertical: true}, Target: "a"}
		o := forcedResolve(t, b, fm, Pos{0, 0, 4}, Pos{0, 0, 3}, Pos{0, 0, 2}, Pos{1, 0, 1})
		if got := o.Damage["a"]; got != tc.damage || o.Positions["a"] != tc.at {
			t.Errorf("Resolve(vertical slide a %s down into a wall) damage %d at %v, want %d at %v%s",
				tc.name, got, o.Positions["a"], tc.damage, tc.at, forcedEvents(o))
		}
	}
}
