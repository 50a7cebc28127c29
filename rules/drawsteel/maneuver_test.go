package drawsteel

import (
	"errors"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules"
)

func TestPowerTierOf(t *testing.T) {
	// Draw Steel, Knockback "Power Roll + Might: ≤11 Push 1, 12–16 Push 2, 17+ Push 3"
	for _, tc := range []struct {
		total int
		want  PowerTier
	}{{-3, 1}, {2, 1}, {11, 1}, {12, 2}, {16, 2}, {17, 3}, {25, 3}} {
		if got := powerTierOf(tc.total); got != tc.want {
			t.Errorf("powerTierOf(%d) = %d, want %d", tc.total, got, tc.want)
		}
	}
}

func TestRollPower(t *testing.T) {
	a, b := RollPower(42, 2), RollPower(42, 2)
	if a != b {
		t.Errorf("RollPower(42, 2) = %v then %v, want the same roll for the same seed", a, b)
	}
	// Seed 11: math/rand/v2 PCG(11, 0) gives IntN(10) 3 then 8.
	if got, want := RollPower(11, 2), (PowerRoll{Seed: 11, Dice: [2]int{4, 9}, Bonus: 2, Total: 15, Tier: 2}); got != want {
		t.Errorf("RollPower(11, 2) = %+v, want %+v", got, want)
	}
	seen := map[int]bool{}
	for seed := uint64(0); seed < 200; seed++ {
		r := RollPower(seed, 1)
		for _, d := range r.Dice {
			if d < 1 || d > 10 {
				t.Fatalf("RollPower(%d) die = %d, want 1 to 10", seed, d)
			}
			seen[d] = true
		}
		if r.Total != r.Dice[0]+r.Dice[1]+1 || r.Tier != powerTierOf(r.Total) || r.Seed != seed {
			t.Fatalf("RollPower(%d, 1) = %+v: total or tier inconsistent", seed, r)
		}
	}
	if len(seen) != 10 {
		t.Errorf("RollPower over 200 seeds saw %d die faces, want 10", len(seen))
	}
}

func TestKnockback(t *testing.T) {
	const board = `
		@a.
		...`
	tests := []struct {
		name     string // the seed and the paragraph's first words
		setup    func(u, t *Creature)
		total    int
		wantPush int
		wantErr  bool
	}{
		{name: `Draw Steel, Knockback "≤11 Push 1"`, total: 11, wantPush: 1},
		{name: `Draw Steel, Knockback "12–16 Push 2"`, total: 12, wantPush: 2},
		{name: `Draw Steel, Knockback "17+ Push 3"`, total: 17, wantPush: 3},
		{
			name:  `Draw Steel, Knockback "You can usually target only creatures of your size or smaller"`,
			setup: func(u, t *Creature) { t.Size = SizeLarge; u.Might = 1 },
			total: 15, wantErr: true,
		},
		{
			name:  `Draw Steel, Knockback "If your Might score is 2 or higher, you can target any creature with a size equal to or less than your Might score"`,
			setup: func(u, t *Creature) { t.Size = SizeN(2); u.Might = 2 },
			total: 15, wantPush: 2,
		},
		{
			name:  `Draw Steel, Knockback: Might 2 does not reach size 3`,
			setup: func(u, t *Creature) { t.Size = SizeN(3); u.Might = 2 },
			total: 15, wantErr: true,
		},
		{
			name:  `Draw Steel, Knockback: Might only widens the limit (size 3 with Might 2 targets size 3)`,
			setup: func(u, t *Creature) { u.Size = SizeN(3); t.Size = SizeN(3); t.At = Square{3, 0}; u.Might = 2 },
			total: 15, wantPush: 2,
		},
		{
			name:  `Draw Steel, Knockback "push an adjacent creature"`,
			setup: func(u, t *Creature) { t.At = Square{2, 0} },
			total: 15, wantErr: true,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := mvBoard(t, board)
			if tc.setup != nil {
				tc.setup(mvCreature(t, b, "@"), mvCreature(t, b, "a"))
			}
			roll := PowerRollOf([2]int{tc.total, 0}, 0, 0)
			res, err := Knockback(b, "@", "a", roll)
			if (err != nil) != tc.wantErr {
				t.Fatalf("Knockback(total %d) error = %v, want error %v", tc.total, err, tc.wantErr)
			}
			if err == nil && res.Push != tc.wantPush {
				t.Errorf("Knockback(total %d) push = %d, want %d", tc.total, res.Push, tc.wantPush)
			}
		})
	}
}

func TestGrab(t *testing.T) {
	b := mvBoard(t, `
		@a`)
	for _, tc := range []struct {
		name            string // the seed and the paragraph's first words
		total           int
		grabbed, strike bool
	}{
		{`Draw Steel, Grab "≤11 No effect"`, 11, false, false},
		{`Draw Steel, Grab "12–16 You can grab the target, but if you do, the target can make a melee free strike against you"`, 14, true, true},
		{`Draw Steel, Grab "17+ The target is grabbed by you"`, 17, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Grab(b, "@", "a", PowerRollOf([2]int{tc.total, 0}, 0, 0))
			if err != nil {
				t.Fatal(err)
			}
			if res.Grabbed != tc.grabbed || res.FreeStrikeFirst != tc.strike {
				t.Errorf("Grab(total %d) = grabbed %v, free strike %v; want %v, %v", tc.total, res.Grabbed, res.FreeStrikeFirst, tc.grabbed, tc.strike)
			}
			nb, err := ApplyGrab(b, res)
			if !tc.grabbed {
				if err == nil {
					t.Errorf("ApplyGrab(no effect) error = nil, want one")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			target := mvCreature(t, nb, "a")
			if !target.Has(Grabbed) || EffectiveSpeed(target) != 0 {
				t.Errorf("ApplyGrab: target conditions %v speed %d, want grabbed and speed 0", target.Conditions, EffectiveSpeed(target))
			}
			// Draw Steel, Grab "17+ The target is grabbed by you.": the
			// grabber is the condition's source
			if got := target.Source(Grabbed); got != "@" {
				t.Errorf("ApplyGrab: grabbed by %q, want @", got)
			}
			if mvCreature(t, b, "a").Has(Grabbed) {
				t.Errorf("ApplyGrab changed its input board")
			}
		})
	}
}

func TestEffectiveSpeed(t *testing.T) {
	for _, tc := range []struct {
		name  string // the rule text
		speed int
		conds []Condition
		prone bool
		want  int
	}{
		{`Draw Steel, Movement "Your hero starts with a speed granted by their ancestry—usually 5"`, 5, nil, false, 5},
		{`Draw Steel, Can't Exceed Speed "a creature with speed 5 might have that speed reduced to 2 by the slowed condition"`, 5, []Condition{Slowed}, false, 2},
		{"slowed never raises a lower speed", 1, []Condition{Slowed}, false, 1},
		{"grabbed: speed 0 (Draw Steel conditions; the grabbed condition is not in the seed texts)", 5, []Condition{Grabbed}, false, 0},
		{"restrained: speed 0 (Draw Steel conditions; not in the seed texts)", 5, []Condition{Restrained, Slowed}, false, 0},
		{`Draw Steel, Crawl "costs you 1 additional square of movement for every square": prone keeps its speed`, 5, nil, true, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &Creature{Speed: tc.speed, Conditions: tc.conds, Prone: tc.prone}
			if got := EffectiveSpeed(c); got != tc.want {
				t.Errorf("EffectiveSpeed(speed %d, %v) = %d, want %d", tc.speed, tc.conds, got, tc.want)
			}
		})
	}
}

func TestStandUp(t *testing.T) {
	// Draw Steel, Stand Up "A creature can use the Stand Up maneuver to stand up if
	// they are prone, ending that condition."
	b := mvBoard(t, `@.`)
	mvMover(t, b).Prone = true
	nb, err := standUp(b, "@")
	if err != nil {
		t.Fatal(err)
	}
	if mvMover(t, nb).Prone || !mvMover(t, b).Prone {
		t.Errorf("StandUp: prone after = %v, before = %v; want false, true", mvMover(t, nb).Prone, mvMover(t, b).Prone)
	}
	if _, err := standUp(nb, "@"); err == nil {
		t.Errorf("standUp(not prone) error = nil, want one")
	}
}

func TestEscapeGrab(t *testing.T) {
	b := mvBoard(t, `
		@a`)
	mvMover(t, b).Conditions = []Condition{Grabbed}
	mvCreature(t, b, "a").Size = SizeLarge
	for _, tc := range []struct {
		name            string // the seed and the paragraph's first words
		total           int
		escaped, strike bool
	}{
		{`Draw Steel, Escape Grab "≤11 No effect"`, 11, false, false},
		{`Draw Steel, Escape Grab "12–16 You can escape the grab, but if you do, a creature who has you grabbed can make a melee free strike"`, 12, true, true},
		{`Draw Steel, Escape Grab "17+ You are no longer grabbed"`, 17, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := EscapeGrab(b, "@", "a", PowerRollOf([2]int{tc.total, 0}, 0, 0))
			if err != nil {
				t.Fatal(err)
			}
			// "You take a bane on this maneuver if your size is smaller than the size of the creature ... that has you grabbed."
			if res.Escaped != tc.escaped || res.FreeStrikeFirst != tc.strike || !res.Bane {
				t.Errorf("EscapeGrab(total %d) = escaped %v, free strike %v, bane %v; want %v, %v, true", tc.total, res.Escaped, res.FreeStrikeFirst, res.Bane, tc.escaped, tc.strike)
			}
			nb, err := ApplyEscape(b, res)
			if !tc.escaped {
				if err == nil {
					t.Errorf("ApplyEscape(no effect) error = nil, want one")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if c := mvMover(t, nb); c.Has(Grabbed) || EffectiveSpeed(c) != 5 {
				t.Errorf("ApplyEscape: conditions %v speed %d, want not grabbed, speed 5", c.Conditions, EffectiveSpeed(c))
			}
		})
	}
	if _, err := EscapeGrab(b, "a", "", PowerRollOf([2]int{17, 0}, 0, 0)); err == nil {
		t.Errorf("EscapeGrab(not grabbed) error = nil, want one")
	}
}

func TestKnockbackForced(t *testing.T) {
	// Draw Steel, Knockback "17+ Push 3", resolved by the forced-movement engine: the
	// target moves 3 squares straight away from the user.
	b := mvBoard(t, `
		@a....`)
	res, err := Knockback(b, "@", "a", PowerRollOf([2]int{10, 9}, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	out, err := ResolveForced(b, res.Forced(), []Pos{{2, 0, 0}, {3, 0, 0}, {4, 0, 0}})
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Positions["a"]; got != (Pos{4, 0, 0}) {
		t.Errorf("Knockback(tier 3) then ResolveForced: target at %v, want 4,0,0", got)
	}
}

func TestDig(t *testing.T) {
	// Draw Steel, Dig Maneuver "they can move vertically up to a number of squares
	// equal to their size"; then burrowing moves it horizontally (TestBurrow).
	b := mvBoard(t, `
		@.
		..`)
	mvHeights(t, b, `
		22
		22`)
	m := mvMover(t, b)
	m.Movement = []MoveType{Walk, Burrow}
	tests := []struct {
		name    string
		setup   func(m *Creature)
		squares int
		wantZ   int
		wantErr bool
	}{
		{name: "down 1 (size 1M)", squares: 1, wantZ: 1},
		{name: "down 2 is more than its size", squares: 2, wantErr: true},
		{name: "a size 2 digs 2", setup: func(m *Creature) { m.Size = SizeN(2) }, squares: 2, wantZ: 0},
		{name: "up stops at the surface", setup: func(m *Creature) { m.Z = 1 }, squares: -1, wantZ: 2},
		{name: `"must have "burrow" in their speed entry"`, setup: func(m *Creature) { m.Movement = []MoveType{Walk} }, squares: 1, wantErr: true},
		{name: `"must have a speed that is equal to or greater than their size"`, setup: func(m *Creature) { m.Conditions = []Condition{Grabbed} }, squares: 1, wantErr: true},
		{name: `"must be touching terrain that can be burrowed through"`, setup: func(m *Creature) { m.Z = 4 }, squares: 1, wantErr: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := b.Clone()
			if tc.setup != nil {
				tc.setup(mvMover(t, b))
			}
			nb, err := Dig(b, "@", tc.squares)
			if (err != nil) != tc.wantErr {
				t.Fatalf("Dig(%d) error = %v, want error %v", tc.squares, err, tc.wantErr)
			}
			if err == nil && mvMover(t, nb).Z != tc.wantZ {
				t.Errorf("Dig(%d) z = %d, want %d", tc.squares, mvMover(t, nb).Z, tc.wantZ)
			}
		})
	}
}

// Draw Steel, Movement: "You can't stop moving in any other creature's
// space ... unless that creature's size is two or more sizes greater or
// smaller than your own." The Dig maneuver moves a creature too: it can't
// end in a burrower's space below, nor come up under one standing above.
func TestDigStopsOnlyWhereItMay(t *testing.T) {
	tests := []struct {
		name    string
		other   Creature
		startZ  int
		squares int
		ok      bool
	}{
		{"down into a 1M burrower", Creature{ID: "w", Side: "monsters", Size: SizeMedium, Z: 1}, 2, 1, false},
		{"down into a 1T burrower (two sizes apart)", Creature{ID: "w", Side: "monsters", Size: SizeTiny, Z: 1}, 2, 1, true},
		{"down to just above a burrower deeper still", Creature{ID: "w", Side: "monsters", Size: SizeMedium, Z: 0}, 2, 1, true},
		{"up under a 1M standing on the surface", Creature{ID: "s", Side: "heroes", Size: SizeMedium, Z: 2}, 1, -1, false},
		{"up under an object", Creature{ID: "crate", Object: true, Size: SizeMedium, Z: 2}, 1, -1, false},
		{"up under a 1T standing there", Creature{ID: "s", Side: "heroes", Size: SizeTiny, Z: 2}, 1, -1, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := mvBoard(t, `
				@.`)
			mvHeights(t, b, `
				22`)
			m := mvMover(t, b)
			m.Movement, m.Z = []MoveType{Walk, Burrow}, tc.startZ
			tc.other.Name = tc.other.ID
			b.Creatures = append(b.Creatures, tc.other)
			nb, err := Dig(b, "@", tc.squares)
			if (err == nil) != tc.ok {
				t.Fatalf("Dig(%d) error = %v, want ok %v", tc.squares, err, tc.ok)
			}
			var re *rules.Error
			if err != nil && (!errors.As(err, &re) || !strings.HasPrefix(re.Source.Sentence, "You can't stop moving in any other creature's space")) {
				t.Errorf("Dig error %q does not quote the sentence it applies", err)
			}
			if err == nil && mvMover(t, nb).Z != tc.startZ-tc.squares {
				t.Errorf("Dig(%d) z = %d, want %d", tc.squares, mvMover(t, nb).Z, tc.startZ-tc.squares)
			}
		})
	}
}

// Draw Steel, Escape Grab: "Power Roll + Might or Agility" ... "You take a
// bane on this maneuver if your size is smaller than the size of the
// creature, object, or effect that has you grabbed." A roll the program
// makes adds the better characteristic, less 2 for the bane.
func TestEscapeBonus(t *testing.T) {
	b := mvBoard(t, `
		@aa
		.aa`)
	m := mvMover(t, b)
	m.Might, m.Agility, m.Conditions = 1, 3, []Condition{Grabbed}
	res, err := EscapeGrab(b, "@", "a", PowerRollOf([2]int{5, 5}, EscapeBonus(m, true), 0))
	if err != nil {
		t.Fatal(err)
	}
	if !res.Bane || EscapeBonus(m, res.Bane) != 1 || EscapeBonus(m, false) != 3 {
		t.Errorf("bane %v, bonus with bane %d without %d; want true, 1, 3", res.Bane, EscapeBonus(m, true), EscapeBonus(m, false))
	}
	if _, err := EscapeGrab(b, "@", "@", PowerRollOf([2]int{5, 5}, 0, 0)); err == nil {
		t.Error("EscapeGrab grabbed by itself: error nil, want one")
	}
}
