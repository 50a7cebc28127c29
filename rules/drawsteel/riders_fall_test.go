package drawsteel

// Where riders meet falls: a rider knocked off by a move that lands it
// partway, a flying mount knocked prone, and mounts and riders knocked
// prone by the falls a fall sets off. The readings are in
// docs/rules-drawsteel.md, "Riders and mounts".

import (
	"slices"
	"testing"
)

func TestRiderKnockedOffLandsMidMove(t *testing.T) {
	// Draw Steel, Mounted Combat: "If a creature riding a mount is force
	// moved, they are knocked off the mount and must make a test to
	// determine how they land (see Climbing Other Creatures)." Climbing
	// Other Creatures: "≤11 You fall off the creature into an unoccupied
	// adjacent space of your choice, taking falling damage and landing
	// prone as usual. 12-16 You slide down the creature into an
	// unoccupied adjacent space of your choice and don't land prone."
	// Draw Steel, Falling: "Falling is not forced movement, but being
	// force moved downward is considered falling."
	//
	// r rides the size 2 mount h. The vertical push carries r down
	// through the air onto the ground and on along it; the fall is taken
	// where r lands, measured from the mount's back (Agility 0, being
	// force moved downward), less the mount's height on 12 or more. The
	// plain push carries r level over the ground and it falls at the end
	// (its own Agility). Both deal what the same descent deals.
	ledge := `
		2f 2h 2h . . . . . . . .
		.  2h 2h . . . . . . . .
		r  .  .  . . . . . . . .`
	flat := `
		f h h . . . .
		. h h . . . .
		r . . . . . .`
	flying := `
		f h h . . . . . . . . . .
		. h h . . . . . . . . . .
		r . . . . . . . . . . . .`
	tests := []struct {
		name     string
		board    string
		rider    Pos
		vertical bool
		aim      Pos
		distance int
		agility  int
		result   int // 0: no test made
		landing  Pos // where the vertical push lands r (its fall's At)
		damage   int
		prone    bool
		mountZ   int // h's height above the ground when it flies (0: on the ground)
	}{
		// Off the mount on the 2-high ledge: 4 squares down to the ground.
		{"ledge, vertical, no test", ledge, Pos{2, 0, 4}, true, Pos{10, 0, 0}, 8, 0, 0, Pos{9, 0, 0}, 8, true, 0},
		{"ledge, vertical, ≤11", ledge, Pos{2, 0, 4}, true, Pos{10, 0, 0}, 8, 0, 9, Pos{9, 0, 0}, 8, true, 0},
		{"ledge, vertical, 12-16", ledge, Pos{2, 0, 4}, true, Pos{10, 0, 0}, 8, 0, 14, Pos{9, 0, 0}, 4, true, 0},
		{"ledge, vertical, 17+", ledge, Pos{2, 0, 4}, true, Pos{10, 0, 0}, 8, 0, 19, Pos{9, 0, 0}, 4, true, 0},
		{"ledge, plain, ≤11", ledge, Pos{2, 0, 4}, false, Pos{10, 0, 0}, 8, 0, 9, Pos{10, 0, 0}, 8, true, 0},
		{"ledge, plain, 12-16", ledge, Pos{2, 0, 4}, false, Pos{10, 0, 0}, 8, 0, 14, Pos{10, 0, 0}, 4, true, 0},
		{"ledge, plain, 17+", ledge, Pos{2, 0, 4}, false, Pos{10, 0, 0}, 8, 0, 19, Pos{10, 0, 0}, 4, true, 0},
		// Agility counts as 0 for a creature force moved downward onto the
		// ground, not for a fall at the end of a level push.
		{"ledge, vertical, Agility 2, 12-16", ledge, Pos{2, 0, 4}, true, Pos{10, 0, 0}, 8, 2, 14, Pos{9, 0, 0}, 4, true, 0},
		{"ledge, plain, Agility 2, 12-16", ledge, Pos{2, 0, 4}, false, Pos{10, 0, 0}, 8, 2, 14, Pos{10, 0, 0}, 0, false, 0},
		// The mount on flat ground: the whole drop is the mount's height.
		{"flat, vertical, ≤11", flat, Pos{2, 0, 2}, true, Pos{6, 0, 0}, 4, 0, 9, Pos{5, 0, 0}, 4, true, 0},
		{"flat, vertical, 12-16", flat, Pos{2, 0, 2}, true, Pos{6, 0, 0}, 4, 0, 14, Pos{5, 0, 0}, 0, false, 0},
		{"flat, vertical, 17+", flat, Pos{2, 0, 2}, true, Pos{6, 0, 0}, 4, 0, 19, Pos{5, 0, 0}, 0, false, 0},
		{"flat, plain, ≤11", flat, Pos{2, 0, 2}, false, Pos{6, 0, 0}, 4, 0, 9, Pos{6, 0, 0}, 4, true, 0},
		{"flat, plain, 12-16", flat, Pos{2, 0, 2}, false, Pos{6, 0, 0}, 4, 0, 14, Pos{6, 0, 0}, 0, false, 0},
		// h flies 3 up: below its feet is a fall as usual.
		{"flying mount, vertical, ≤11", flying, Pos{2, 0, 5}, true, Pos{12, 0, 0}, 10, 0, 9, Pos{11, 0, 0}, 10, true, 3},
		{"flying mount, vertical, 12-16", flying, Pos{2, 0, 5}, true, Pos{12, 0, 0}, 10, 0, 14, Pos{11, 0, 0}, 6, true, 3},
		{"flying mount, plain, 12-16", flying, Pos{2, 0, 5}, false, Pos{12, 0, 0}, 10, 0, 14, Pos{12, 0, 0}, 6, true, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			legend := forcedLegend{'h': {Size: SizeN(2), Side: "beasts"}, 'f': {Side: "foes"}, 'r': {Agility: tt.agility}}
			if tt.mountZ > 0 {
				legend['h'] = Creature{Size: SizeN(2), Side: "beasts", Movement: []MoveType{Walk, Fly}, Z: tt.mountZ}
			}
			b := riderBoard(t, tt.board, legend, map[string]Pos{"r": tt.rider})
			if tt.mountZ > 0 {
				forcedAt(b, "f", Pos{0, 0, tt.rider.Z}) // level with r, so that every square is farther
			}
			if m, ok := b.MountOf("r"); !ok || m.ID != "h" {
				t.Fatalf("MountOf(r) = %v, %v; want h", m, ok)
			}
			fm := ForcedMove{Move: Move{Kind: Push, Distance: tt.distance, Vertical: tt.vertical}, Target: "r", Source: "f"}
			path, err := RouteForced(b, fm, tt.aim)
			if err != nil {
				t.Fatal(err)
			}
			var o Outcome
			if tt.result == 0 {
				o, err = ResolveForced(b, fm, path)
			} else {
				o, err = ResolveForcedLanding(b, fm, path, PowerResult(tt.result), false)
			}
			if err != nil {
				t.Fatal(err)
			}
			prone := slices.Contains(o.Prone, "r")
			if o.Positions["r"] != tt.aim || o.Damage["r"] != tt.damage || prone != tt.prone {
				t.Errorf("Resolve(%v, path %v, test %d): r at %v, damage %d, prone %v; want %v, %d, %v%s",
					fm, path, tt.result, o.Positions["r"], o.Damage["r"], prone, tt.aim, tt.damage, tt.prone, forcedEvents(o))
			}
			if tt.damage > 0 {
				falls := forcedEventsOf(o, EventFall, "r")
				if len(falls) != 1 || falls[0].At != tt.landing {
					t.Errorf("falls = %+v, want one at %v%s", falls, tt.landing, forcedEvents(o))
				}
			}
			off := forcedEventsOf(o, EventKnockedOff, "r")
			if len(off) != 1 || off[0].Other != "h" {
				t.Fatalf("knocked-off events = %+v, want one naming h%s", off, forcedEvents(o))
			}
			if tt.result > 0 && (off[0].Test == nil || off[0].Test.Result != tt.result) {
				t.Errorf("knocked-off test = %+v, want result %d", off[0].Test, tt.result)
			}
			if o.Positions["h"] != b.Creatures[slices.IndexFunc(b.Creatures, func(c Creature) bool { return c.ID == "h" })].Pos() || o.Damage["h"] != 0 {
				t.Errorf("h at %v, damage %d; want unmoved and unhurt", o.Positions["h"], o.Damage["h"])
			}
			if tt.result == 0 {
				if err := forcedCheckCase(b, fm); err != nil {
					t.Errorf("preview: %v", err)
				}
			}
		})
	}
}

func TestFlyingMountKnockedProneFalls(t *testing.T) {
	// Draw Steel, Fly: "If a flying creature is knocked prone or has their
	// speed reduced to 0, they fall (see Falling below)." Mounted Combat:
	// "If your mount dies, they fall prone, and you fall off them and land
	// prone in the nearest unoccupied space of your choice", read for a
	// mount knocked prone too. The rider comes off where the mount is,
	// falling from its own height; the mount then falls straight down.
	flyer := []MoveType{Walk, Fly}
	t.Run("a creature falls onto it", func(t *testing.T) {
		// a is slid off the 9-high ledge over f, which flies at 3 with r
		// on its back at 5: a falls 4 onto f (8 each; f's Might 0 is less
		// than a's size 1, so f is knocked prone). r falls off beside f,
		// 5 squares (10, prone); f falls its 3 squares (6, its Agility 0).
		b := riderBoard(t, `
			9p 9a . . .
			.  f  f . .
			.  f  f . .
			r  .  . . .`, forcedLegend{'f': {Size: SizeN(2), Side: "beasts", Movement: flyer}, 'p': {Side: "foes"}},
			map[string]Pos{"r": {2, 2, 5}})
		forcedAt(b, "f", Pos{1, 1, 3})
		fm := ForcedMove{Move: Move{Kind: Slide, Distance: 1}, Target: "a", Source: "p"}
		o := forcedResolve(t, b, fm, Pos{1, 1, 9})
		riderChecks(t, b, o, []riderWant{
			{"f", Pos{1, 1, 0}, 8 + 6, true},
			{"r", Pos{3, 1, 0}, 10, true},
		})
		if off := forcedEventsOf(o, EventKnockedOff, "r"); len(off) != 1 || off[0].Rule != RuleMountedCombat {
			t.Errorf("r knocked-off events = %+v, want one under Mounted Combat%s", off, forcedEvents(o))
		}
		if err := forcedCheckCase(b, fm); err != nil {
			t.Errorf("preview: %v", err)
		}
	})
	t.Run("slammed down into a wall in the air", func(t *testing.T) {
		// f flies at 6 with r on its back at 8. The vertical push takes f
		// down 2 and into the 4-high stone wall: 2 + 1 for the square left,
		// and the falling damage of the 2 squares (Agility 0), which lands
		// it prone; it then falls the 4 squares to the ground (8). r comes
		// off beside f, onto the wall's top (the highest of the nearest
		// spaces), falling 8 - 4 = 4 squares (8, prone).
		b := riderBoard(t, `
			. . . . . U4
			p f f . . U4
			. f f . . U4
			r . . . . U4`, forcedLegend{'f': {Size: SizeN(2), Side: "beasts", Movement: flyer}, 'p': {Side: "foes"}},
			map[string]Pos{"r": {2, 2, 8}})
		forcedAt(b, "f", Pos{1, 1, 6})
		forcedAt(b, "p", Pos{0, 1, 6})
		fm := ForcedMove{Move: Move{Kind: Push, Distance: 3, Vertical: true}, Target: "f", Source: "p"}
		o := forcedResolve(t, b, fm, Pos{2, 1, 5}, Pos{3, 1, 4}, Pos{4, 1, 3})
		riderChecks(t, b, o, []riderWant{
			{"f", Pos{3, 1, 0}, 3 + 4 + 8, true},
			{"r", Pos{5, 1, 4}, 8, true},
		})
		if err := forcedCheckCase(b, fm); err != nil {
			t.Errorf("preview: %v", err)
		}
	})
}

func TestFallsSetOffThrowRiders(t *testing.T) {
	// Draw Steel, Fly: "If a flying creature is knocked prone ..., they
	// fall"; Falling onto Another Creature: "If the falling creature's
	// size is greater than the Might score of the creature they land on,
	// that creature is knocked prone"; Climbing Other Creatures: "If you
	// are knocked prone while climbing or riding a creature, you fall and
	// land prone in an adjacent space of your choice, taking damage as
	// usual from the fall."
	//
	// a is slid off the 9-high ledge onto the flyer g (a fall of 2: g is
	// knocked prone), and g falls in turn onto the size 2 mount h or onto
	// its rider r. Either way r ends off h, on the ground beside it,
	// prone, with the damage of its 2-square drop.
	board := `
		9p 9a . .
		.  .  . .
		.  h  h .
		r  h  h .`
	legend := forcedLegend{'h': {Size: SizeN(2), Side: "beasts"}, 'p': {Side: "foes"}, 'g': {Movement: []MoveType{Walk, Fly}}}
	t.Run("onto the mount", func(t *testing.T) {
		// g falls 4 onto h (8 each, h knocked prone): h throws r.
		b := riderBoard(t, board, legend, map[string]Pos{"r": {2, 3, 2}})
		b.Creatures = append(b.Creatures, Creature{ID: "g", Name: "g", Size: SizeMedium, Movement: []MoveType{Walk, Fly}, At: Square{1, 2}, Z: 6, Stamina: 100, MaxStamina: 100})
		fm := ForcedMove{Move: Move{Kind: Slide, Distance: 2}, Target: "a", Source: "p"}
		o := forcedResolve(t, b, fm, Pos{1, 1, 9}, Pos{1, 2, 9})
		riderChecks(t, b, o, []riderWant{
			{"h", Pos{1, 2, 0}, 8, true},
			{"r", Pos{3, 2, 0}, 4, true},
		})
		if err := forcedCheckCase(b, fm); err != nil {
			t.Errorf("preview: %v", err)
		}
	})
	t.Run("onto the rider", func(t *testing.T) {
		// g falls 3 onto r (6 each, r knocked prone): r falls off h. a and
		// g take the two ground squares beside r, so r comes down at the
		// first of the spaces beside h two squares from it (the smallest
		// y, then x).
		b := riderBoard(t, board, legend, map[string]Pos{"r": {2, 3, 2}})
		b.Creatures = append(b.Creatures, Creature{ID: "g", Name: "g", Size: SizeMedium, Movement: []MoveType{Walk, Fly}, At: Square{2, 3}, Z: 6, Stamina: 100, MaxStamina: 100})
		fm := ForcedMove{Move: Move{Kind: Slide, Distance: 3}, Target: "a", Source: "p"}
		o := forcedResolve(t, b, fm, Pos{2, 1, 9}, Pos{2, 2, 9}, Pos{2, 3, 9})
		riderChecks(t, b, o, []riderWant{
			{"h", Pos{1, 2, 0}, 0, false},
			{"r", Pos{0, 1, 0}, 6 + 4, true},
		})
		if err := forcedCheckCase(b, fm); err != nil {
			t.Errorf("preview: %v", err)
		}
	})
}

type riderWant struct {
	id     string
	at     Pos
	damage int
	prone  bool
}

// riderChecks compares where creatures end, their damage and prone, and
// that no two of them share a space after the outcome.
func riderChecks(t *testing.T, b *Board, o Outcome, want []riderWant) {
	t.Helper()
	for _, w := range want {
		prone := slices.Contains(o.Prone, w.id)
		if o.Positions[w.id] != w.at || o.Damage[w.id] != w.damage || prone != w.prone {
			t.Errorf("%s at %v, damage %d, prone %v; want %v, %d, %v%s", w.id, o.Positions[w.id], o.Damage[w.id], prone, w.at, w.damage, w.prone, forcedEvents(o))
		}
	}
	if err := forcedNoOverlap(b.Apply(o)); err != nil {
		t.Errorf("after the outcome: %v%s", err, forcedEvents(o))
	}
}

func TestCarriedRiderMeetsAFlyer(t *testing.T) {
	// Draw Steel, Mounted Combat: "If a mount is force moved, they carry
	// any riders with them." Slamming into Creatures: "When you force move
	// a creature into another creature, the movement ends and both
	// creatures take 1 damage for each square remaining in the first
	// creature's forced movement."
	//
	// The 1L mount h would pass under the flyer g, but its rider r, on its
	// back, is at g's height: h and its rider are stopped there, h and g
	// take 1 per square remaining (2), and r stays on h's back. Without a
	// rider, h passes under g.
	legend := forcedLegend{'h': {Size: SizeLarge}, 'r': {Size: SizeSmall}, 'g': {Movement: []MoveType{Walk, Fly}}}
	board := `
		p h . g . .
		r . . . . .`
	fm := ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "h", Source: "p"}
	t.Run("with a rider", func(t *testing.T) {
		b := riderBoard(t, board, legend, map[string]Pos{"r": {1, 0, 1}, "g": {3, 0, 1}})
		o := forcedResolve(t, b, fm, Pos{2, 0, 0}, Pos{3, 0, 0}, Pos{4, 0, 0})
		riderChecks(t, b, o, []riderWant{
			{"h", Pos{2, 0, 0}, 2, false},
			{"g", Pos{3, 0, 1}, 2, false},
			{"r", Pos{2, 0, 1}, 0, false},
		})
		if err := forcedCheckCase(b, fm); err != nil {
			t.Errorf("preview: %v", err)
		}
	})
	t.Run("without", func(t *testing.T) {
		b := riderBoard(t, board, legend, map[string]Pos{"g": {3, 0, 1}})
		o := forcedResolve(t, b, fm, Pos{2, 0, 0}, Pos{3, 0, 0}, Pos{4, 0, 0})
		riderChecks(t, b, o, []riderWant{
			{"h", Pos{4, 0, 0}, 0, false},
			{"g", Pos{3, 0, 1}, 0, false},
		})
	})
}
