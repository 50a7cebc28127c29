package drawsteel

import (
	"errors"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

// Riders and climbers: a creature on top of a larger creature (Draw Steel,
// Climbing Other Creatures and Mounted Combat). The readings are written
// in docs/rules-drawsteel.md, "Riders and mounts".

// riderBoard parses board and puts each rider (id to position) on top of
// its mount.
func riderBoard(t *testing.T, board string, legend forcedLegend, riders map[string]Pos) *Board {
	t.Helper()
	b := forcedParseBoard(t, board, legend)
	for id, p := range riders {
		forcedAt(b, id, p)
	}
	return b
}

func kindsOf(o Outcome, id string) string {
	var k []string
	for _, e := range o.Events {
		if e.Creature == id {
			k = append(k, e.Kind.String())
		}
	}
	return strings.Join(k, " ")
}

func TestMountOf(t *testing.T) {
	// Draw Steel, Climbing Other Creatures: "You can attempt to climb a
	// creature whose size is greater than yours." Mounted Combat: "A
	// willing creature with the Mount role ... can serve as your mount as
	// long as their size is greater than yours."
	b := riderBoard(t, `
		h h . m . x
		h h . . . .
		r s t u . .`,
		forcedLegend{'h': {Size: SizeN(2)}, 'm': {Size: SizeLarge}, 't': {Size: SizeLarge}, 'x': {Object: true, Size: SizeN(2)}},
		map[string]Pos{"r": {1, 1, 2}, "s": {3, 0, 1}, "t": {5, 2, 0}, "u": {5, 0, 1}})
	forcedAt(b, "x", Pos{4, 0, 0})
	forcedAt(b, "u", Pos{4, 0, 2})
	tests := []struct {
		id, mount string
	}{
		{"r", "h"}, // 1M on top of a size 2 creature
		{"s", "m"}, // 1M on top of a 1L creature: 1L is one size greater
		{"t", ""},  // on the ground
		{"u", ""},  // on top of an object: an object is not climbed
		{"h", ""},
	}
	for _, tt := range tests {
		m, ok := b.MountOf(tt.id)
		got := ""
		if ok {
			got = m.ID
		}
		if got != tt.mount {
			t.Errorf("MountOf(%s) = %q, want %q", tt.id, got, tt.mount)
		}
	}
	if got := strings.Join(b.Riders("h"), " "); got != "r" {
		t.Errorf("Riders(h) = %q, want r", got)
	}
	// A creature on a mount's back is held up by it: it does not fall.
	if fall, why := mustFall(b, "r"); fall {
		t.Errorf("mustFall(r) on h's back = true (%s), want false", why)
	}
	// Same size is no mount: a 1M creature standing on a 1M creature's head.
	b2 := riderBoard(t, `a b`, nil, map[string]Pos{"b": {0, 0, 1}})
	if _, ok := b2.MountOf("b"); ok {
		t.Errorf("MountOf(b) on a creature of its own size: want none")
	}
}

func TestMountForceMovedCarriesRiders(t *testing.T) {
	// Draw Steel, Mounted Combat: "If a mount is force moved, they carry
	// any riders with them."
	legend := forcedLegend{'h': {Size: SizeN(2), Side: "beasts"}, 'p': {Side: "foes"}, 'm': {Size: SizeN(3)}}
	t.Run("two riders on a size 2 mount", func(t *testing.T) {
		b := riderBoard(t, `
			. . . . . . . .
			p h h . . . . .
			. h h . . . . .
			r s . . . . . .`, legend, map[string]Pos{"r": {1, 1, 2}, "s": {2, 2, 2}})
		o, err := ResolveForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "h", Source: "p"}, []Pos{{2, 1, 0}, {3, 1, 0}, {4, 1, 0}})
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]Pos{"h": {4, 1, 0}, "r": {4, 1, 2}, "s": {5, 2, 2}}
		for id, p := range want {
			if o.Positions[id] != p {
				t.Errorf("push 3 of the mount: %s at %v, want %v%s", id, o.Positions[id], p, forcedEvents(o))
			}
		}
		if got := kindsOf(o, "r"); got != "carried" {
			t.Errorf("r's events = %q, want carried", got)
		}
		after := b.Apply(o)
		if m, ok := after.MountOf("s"); !ok || m.ID != "h" {
			t.Errorf("after the push s is not on h")
		}
	})
	t.Run("size 3 mount slammed into a wall", func(t *testing.T) {
		// The mount stops at the wall; its rider stops with it and takes
		// nothing (the slam is the mount's).
		b := riderBoard(t, `
			. m m m . # . .
			p m m m . # . .
			. m m m . # . .
			r . . . . . . .`, legend, map[string]Pos{"r": {1, 0, 3}})
		o, err := ResolveForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "m", Source: "p"}, []Pos{{2, 0, 0}, {3, 0, 0}, {4, 0, 0}})
		if err != nil {
			t.Fatal(err)
		}
		if o.Positions["m"] != (Pos{2, 0, 0}) || o.Positions["r"] != (Pos{2, 0, 3}) || o.Damage["r"] != 0 || o.Damage["m"] != 4 {
			t.Errorf("m at %v, r at %v, damage %s; want m 2,0,0, r 2,0,3, {m:4}%s", o.Positions["m"], o.Positions["r"], forcedDamage(o), forcedEvents(o))
		}
	})
	t.Run("mount killed by the push", func(t *testing.T) {
		// Draw Steel, Mounted Combat: "If your mount dies, they fall
		// prone, and you fall off them and land prone in the nearest
		// unoccupied space of your choice." r falls 3 squares from the
		// mount's back: 6 damage.
		l := forcedLegend{'m': {Size: SizeN(3), Side: "beasts", Stamina: 4, MaxStamina: 4}, 'p': {Side: "foes"}}
		b := riderBoard(t, `
			. m m m . # . .
			p m m m . # . .
			. m m m . # . .
			r . . . . . . .`, l, map[string]Pos{"r": {1, 0, 3}})
		o, err := ResolveForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "m", Source: "p"}, []Pos{{2, 0, 0}, {3, 0, 0}, {4, 0, 0}})
		if err != nil {
			t.Fatal(err)
		}
		if o.Positions["r"] != (Pos{1, 0, 0}) || o.Damage["r"] != 6 || strings.Join(o.Prone, " ") != "m r" {
			t.Errorf("r at %v, damage %s, prone %v; want r 1,0,0, r:6, prone m r%s", o.Positions["r"], forcedDamage(o), o.Prone, forcedEvents(o))
		}
		// A rider that can fly does not fall: it stays above the mount.
		l['r'] = Creature{Movement: []MoveType{Walk, Fly}}
		b = riderBoard(t, `
			. m m m . # . .
			p m m m . # . .
			. m m m . # . .
			r . . . . . . .`, l, map[string]Pos{"r": {1, 0, 3}})
		o, err = ResolveForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "m", Source: "p"}, []Pos{{2, 0, 0}, {3, 0, 0}, {4, 0, 0}})
		if err != nil {
			t.Fatal(err)
		}
		if o.Positions["r"] != (Pos{2, 0, 3}) || o.Damage["r"] != 0 || len(forcedEventsOf(o, EventKnockedOff, "r")) != 1 {
			t.Errorf("flying rider at %v, damage %s; want 2,0,3, none, knocked off%s", o.Positions["r"], forcedDamage(o), forcedEvents(o))
		}
	})
	t.Run("mount pushed off a ledge", func(t *testing.T) {
		// The mount falls 3 and lands prone; the rider rode it down and
		// comes off its back: one fall from where it was, 3 + 2 squares.
		b := riderBoard(t, `
			3p 3h 3h . . .
			3. 3h 3h . . .
			3. 3. 3. . . .
			r . . . . .`, legend, map[string]Pos{"r": {1, 0, 5}})
		o, err := ResolveForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "h", Source: "p"}, []Pos{{2, 0, 3}, {3, 0, 3}})
		if err != nil {
			t.Fatal(err)
		}
		if o.Positions["h"] != (Pos{3, 0, 0}) || o.Positions["r"] != (Pos{5, 0, 0}) || o.Damage["h"] != 6 || o.Damage["r"] != 10 {
			t.Errorf("h at %v, r at %v, damage %s; want h 3,0,0, r 5,0,0, {h:6 r:10}%s", o.Positions["h"], o.Positions["r"], forcedDamage(o), forcedEvents(o))
		}
	})
	t.Run("vertical push of the mount", func(t *testing.T) {
		// Draw Steel, Vertical Forced Movement: the mount is pushed 2 up
		// and away, is left in midair and falls 2 (4 damage, prone). Its
		// rider was carried up with it and comes off: from 4 up to the
		// ground, 8 damage.
		b := riderBoard(t, `
			. . . . . .
			p h h . . .
			. h h . . .
			r . . . . .`, legend, map[string]Pos{"r": {1, 1, 2}})
		o, err := ResolveForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 2, Vertical: true}, Target: "h", Source: "p"}, []Pos{{2, 1, 1}, {3, 1, 2}})
		if err != nil {
			t.Fatal(err)
		}
		if o.Positions["h"] != (Pos{3, 1, 0}) || o.Positions["r"] != (Pos{2, 0, 0}) || o.Damage["h"] != 4 || o.Damage["r"] != 8 {
			t.Errorf("h at %v, r at %v, damage %s; want h 3,1,0, r 2,0,0, {h:4 r:8}%s", o.Positions["h"], o.Positions["r"], forcedDamage(o), forcedEvents(o))
		}
	})
	t.Run("mount lands on its feet", func(t *testing.T) {
		// Agility 3 makes the mount's fall of 3 an effective 1: no prone.
		// A rider with Agility 2 rides it down; one with Agility 0 has
		// fallen 3 itself, would land prone, and so comes off ("If you are
		// knocked prone while climbing or riding a creature, you fall").
		for _, tt := range []struct {
			agility int
			want    Pos
			damage  int
		}{{2, Pos{3, 0, 2}, 0}, {0, Pos{5, 0, 0}, 10}} {
			l := forcedLegend{'h': {Size: SizeN(2), Side: "beasts", Agility: 3}, 'p': {Side: "foes"}, 'r': {Agility: tt.agility}}
			b := riderBoard(t, `
				3p 3h 3h . . .
				3. 3h 3h . . .
				3. 3. 3. . . .
				r . . . . .`, l, map[string]Pos{"r": {1, 0, 5}})
			o, err := ResolveForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "h", Source: "p"}, []Pos{{2, 0, 3}, {3, 0, 3}})
			if err != nil {
				t.Fatal(err)
			}
			if o.Positions["r"] != tt.want || o.Damage["r"] != tt.damage {
				t.Errorf("rider with Agility %d at %v, damage %s; want %v, %d%s", tt.agility, o.Positions["r"], forcedDamage(o), tt.want, tt.damage, forcedEvents(o))
			}
		}
	})
}

func TestRiderForceMovedIsKnockedOff(t *testing.T) {
	// Draw Steel, Mounted Combat: "If a creature riding a mount is force
	// moved, they are knocked off the mount and must make a test to
	// determine how they land (see Climbing Other Creatures)."
	// Climbing Other Creatures: "≤11 You fall off the creature into an
	// unoccupied adjacent space of your choice, taking falling damage and
	// landing prone as usual. 12-16 You slide down the creature into an
	// unoccupied adjacent space of your choice and don't land prone."
	board := `
		. . . . . .
		p h h . . .
		. h h . . .
		r . . . . .`
	legend := forcedLegend{'h': {Size: SizeN(2), Side: "beasts"}, 'p': {Side: "foes"}, 'f': {Size: SizeN(2), Side: "beasts", Movement: []MoveType{Walk, Fly}}}
	push := func(n int) ForcedMove {
		return ForcedMove{Move: Move{Kind: Push, Distance: n}, Target: "r", Source: "p"}
	}
	tests := []struct {
		name   string
		board  string
		rider  Pos
		fm     ForcedMove
		path   []Pos
		result int // 0: no test made
		want   Pos
		damage int
		prone  bool
		off    bool
	}{
		{"≤11: falls 2 squares", board, Pos{1, 1, 2}, push(2), []Pos{{2, 1, 2}, {3, 1, 2}}, 9, Pos{3, 1, 0}, 4, true, true},
		{"12-16: slides down", board, Pos{1, 1, 2}, push(2), []Pos{{2, 1, 2}, {3, 1, 2}}, 14, Pos{3, 1, 0}, 0, false, true},
		{"17+: lands as well", board, Pos{1, 1, 2}, push(2), []Pos{{2, 1, 2}, {3, 1, 2}}, 19, Pos{3, 1, 0}, 0, false, true},
		{"no test: as ≤11", board, Pos{1, 1, 2}, push(2), []Pos{{2, 1, 2}, {3, 1, 2}}, 0, Pos{3, 1, 0}, 4, true, true},
		// Pushed 1, still over the mount's back: off it, into the
		// adjacent space nearest to where it was (the smallest y first).
		{"ends over the mount", board, Pos{1, 1, 2}, push(1), []Pos{{2, 1, 2}}, 9, Pos{1, 0, 0}, 4, true, true},
		// Stability takes the whole push: it was not moved, it stays on.
		{"not moved", board, Pos{1, 1, 2}, ForcedMove{Move: Move{Kind: Push, Distance: 1}, Target: "r", Source: "p", Stability: StabilitySquares(1)}, nil, 9, Pos{1, 1, 2}, 0, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := legend
			if tt.name == "not moved" {
				l = forcedLegend{'h': legend['h'], 'p': legend['p'], 'r': {Stability: 1}}
			}
			b := riderBoard(t, tt.board, l, map[string]Pos{"r": tt.rider})
			var o Outcome
			var err error
			if tt.result == 0 {
				o, err = ResolveForced(b, tt.fm, tt.path)
			} else {
				o, err = ResolveForcedLanding(b, tt.fm, tt.path, PowerResult(tt.result), false)
			}
			if err != nil {
				t.Fatal(err)
			}
			prone := strings.Contains(" "+strings.Join(o.Prone, " ")+" ", " r ")
			if o.Positions["r"] != tt.want || o.Damage["r"] != tt.damage || prone != tt.prone {
				t.Errorf("r at %v, damage %s, prone %v; want %v, %d, %v%s", o.Positions["r"], forcedDamage(o), prone, tt.want, tt.damage, tt.prone, forcedEvents(o))
			}
			off := forcedEventsOf(o, EventKnockedOff, "r")
			if (len(off) > 0) != tt.off {
				t.Fatalf("knocked-off events %d, want %v%s", len(off), tt.off, forcedEvents(o))
			}
			if tt.off && tt.result > 0 && (off[0].Test == nil || off[0].Test.Result != tt.result || off[0].Test.Tier != powerTierOf(tt.result)) {
				t.Errorf("knocked-off test = %+v, want result %d", off[0].Test, tt.result)
			}
		})
	}
	t.Run("vertical push of the rider", func(t *testing.T) {
		// Pushed 2 up and away, the rider ends 4 up: ≤11 falls 4 (8
		// damage); 12-16 slides down the mount's 2 and falls 2 (4).
		for _, tt := range []struct{ result, damage int }{{9, 8}, {14, 4}} {
			b := riderBoard(t, board, legend, map[string]Pos{"r": {1, 1, 2}})
			fm := ForcedMove{Move: Move{Kind: Push, Distance: 2, Vertical: true}, Target: "r", Source: "p"}
			o, err := ResolveForcedLanding(b, fm, []Pos{{2, 1, 3}, {3, 1, 4}}, PowerResult(tt.result), false)
			if err != nil {
				t.Fatal(err)
			}
			if o.Positions["r"] != (Pos{3, 1, 0}) || o.Damage["r"] != tt.damage {
				t.Errorf("test %d: r at %v, damage %s; want 3,1,0, %d%s", tt.result, o.Positions["r"], forcedDamage(o), tt.damage, forcedEvents(o))
			}
		}
	})
	t.Run("off a flying mount", func(t *testing.T) {
		// The mount flies 3 up; the rider on its back is 5 up. Knocked
		// off: ≤11 falls 5 (10 damage); 12-16 slides down the mount's 2
		// and falls the 3 below its feet (6 damage, prone as usual).
		for _, tt := range []struct{ result, damage int }{{9, 10}, {14, 6}} {
			b := riderBoard(t, `
				. . . . . .
				p f f . . .
				. f f . . .
				r . . . . .`, legend, map[string]Pos{"r": {1, 1, 5}})
			forcedAt(b, "f", Pos{1, 1, 3})
			o, err := ResolveForcedLanding(b, push(2), []Pos{{2, 1, 5}, {3, 1, 5}}, PowerResult(tt.result), false)
			if err != nil {
				t.Fatal(err)
			}
			if o.Positions["r"] != (Pos{3, 1, 0}) || o.Damage["r"] != tt.damage {
				t.Errorf("test %d: r at %v, damage %s; want 3,1,0, %d%s", tt.result, o.Positions["r"], forcedDamage(o), tt.damage, forcedEvents(o))
			}
		}
	})
	t.Run("a flying rider stays aloft", func(t *testing.T) {
		l := forcedLegend{'h': legend['h'], 'p': legend['p'], 'r': {Movement: []MoveType{Walk, Fly}}}
		b := riderBoard(t, board, l, map[string]Pos{"r": {1, 1, 2}})
		// Draw Steel, Forced Movement: "Forced movement made against a
		// creature who is flying is always a vertical forced move".
		o, err := ResolveForcedLanding(b, push(2), []Pos{{2, 1, 3}, {3, 1, 4}}, PowerResult(5), false)
		if err != nil {
			t.Fatal(err)
		}
		if o.Positions["r"] != (Pos{3, 1, 4}) || o.Damage["r"] != 0 || len(forcedEventsOf(o, EventKnockedOff, "r")) != 1 {
			t.Errorf("flying rider at %v, damage %s; want 3,1,4 in the air, no damage, knocked off%s", o.Positions["r"], forcedDamage(o), forcedEvents(o))
		}
	})
}

func TestRiderKnockedProneFalls(t *testing.T) {
	// Draw Steel, Climbing Other Creatures: "If you are knocked prone while
	// climbing or riding a creature, you fall and land prone in an
	// adjacent space of your choice, taking damage as usual from the
	// fall." And the mount knocked prone throws its rider as a mount that
	// dies does (Mounted Combat: "If your mount dies, they fall prone, and
	// you fall off them...").
	//
	// f is pushed off the ledge onto m's back (a fall of 2 onto m: 4
	// damage each, and m is knocked prone, f's size 1 being greater than
	// m's Might 0). r, on m's other corner, falls off: 3 squares, 6.
	b := riderBoard(t, `
		5f m m m . .
		p  m m m . .
		.  m m m . .
		r  . . . . .`,
		forcedLegend{'m': {Size: SizeN(3), Side: "beasts"}, 'p': {Side: "foes"}}, map[string]Pos{"r": {3, 2, 3}})
	forcedAt(b, "p", Pos{0, 1, 0})
	b.SetCell(Square{0, 1}, Cell{Ground: 5})
	forcedAt(b, "p", Pos{0, 1, 5})
	o, err := ResolveForced(b, ForcedMove{Move: Move{Kind: Slide, Distance: 1}, Target: "f", Source: "p"}, []Pos{{1, 0, 5}})
	if err != nil {
		t.Fatal(err)
	}
	if o.Positions["r"] != (Pos{4, 1, 0}) || o.Damage["r"] != 6 || !strings.Contains(strings.Join(o.Prone, " "), "r") {
		t.Errorf("r at %v, damage %s, prone %v; want 4,1,0, r:6, prone%s", o.Positions["r"], forcedDamage(o), o.Prone, forcedEvents(o))
	}
}

func TestRiderKnockedProneFallsOff(t *testing.T) {
	// Draw Steel, Climbing Other Creatures: "If you are knocked prone while
	// climbing or riding a creature, you fall and land prone in an
	// adjacent space of your choice, taking damage as usual from the
	// fall."
	//
	// f slides off the ledge onto r, on h's back: a fall of 3 onto r (6
	// damage each), and r is knocked prone (f's size 1 is greater than
	// r's Might 0). f lands at 3,0, the nearest free space; r falls the 2
	// squares of h's side into the free space beside h nearest to it
	// (3,1): 4 more damage.
	b := riderBoard(t, `
		6f h h . .
		6p h h . .
		.  . . . r`,
		forcedLegend{'h': {Size: SizeN(2), Side: "beasts"}, 'p': {Side: "foes"}}, map[string]Pos{"r": {1, 0, 2}})
	o, err := ResolveForced(b, ForcedMove{Move: Move{Kind: Slide, Distance: 1}, Target: "f", Source: "p"}, []Pos{{1, 0, 6}})
	if err != nil {
		t.Fatal(err)
	}
	if o.Positions["f"] != (Pos{3, 0, 0}) || o.Positions["r"] != (Pos{3, 1, 0}) || o.Damage["r"] != 10 || o.Positions["h"] != (Pos{1, 0, 0}) {
		t.Errorf("f at %v, r at %v, h at %v, damage %s; want f 3,0,0, r 3,1,0, h 1,0,0, r:10%s", o.Positions["f"], o.Positions["r"], o.Positions["h"], forcedDamage(o), forcedEvents(o))
	}
	if off := forcedEventsOf(o, EventKnockedOff, "r"); len(off) != 1 || off[0].Rule != RuleClimbingOthers {
		t.Errorf("knocked-off events of r = %v, want one under Climbing Other Creatures", off)
	}
}

func TestWillingMountCarriesRiders(t *testing.T) {
	// Draw Steel, Ride: "they cause their mount to move up to the mount's
	// speed, taking the rider with them"; Opportunity Attacks: "Whenever a
	// creature has an enemy adjacent to them and the enemy willingly moves
	// to a space that isn't adjacent to the creature without shifting".
	// e flies beside the rider, 2 up; it is the mount's ally.
	legend := forcedLegend{'h': {Size: SizeN(2), Side: "beasts", Speed: 5}, 'r': {Side: "heroes"}, 'e': {Side: "beasts", Movement: []MoveType{Walk, Fly}}}
	board := `
		e . . . . . .
		. h h . . . .
		. h h . . . .
		r . . . . . .`
	b := riderBoard(t, board, legend, map[string]Pos{"r": {1, 1, 2}, "e": {0, 0, 2}})
	reach, err := Reach(b, MoveRequest{Mover: "h"})
	if err != nil {
		t.Fatal(err)
	}
	_, o, err := ResolveMove(b, reach.Plan(Pos{3, 1, 0}))
	if err != nil {
		t.Fatal(err)
	}
	if o.Positions["r"] != (Pos{3, 1, 2}) {
		t.Errorf("r at %v, want carried to 3,1,2%s", o.Positions["r"], forcedEvents(o))
	}
	oa := forcedEventsOf(o, EventOpportunityAttack, "r")
	if len(oa) != 1 || oa[0].Other != "e" {
		t.Errorf("opportunity attacks on r = %v, want one by e%s", oa, forcedEvents(o))
	}

	// The mount walks off a 3-square ledge: it falls 3 and lands prone
	// (6 damage); its rider rode it down and comes off its back, one fall
	// of 3 + 2 squares (10 damage), into the nearest free space.
	cliff := riderBoard(t, `
		3h 3h . . .
		3h 3h . . .
		3.  3. . . r`, legend, map[string]Pos{"r": {0, 0, 5}})
	reach, err = Reach(cliff, MoveRequest{Mover: "h", AllowFalls: true})
	if err != nil {
		t.Fatal(err)
	}
	_, o, err = ResolveMove(cliff, reach.Plan(Pos{2, 0, 0}))
	if err != nil {
		t.Fatal(err)
	}
	if o.Positions["h"] != (Pos{2, 0, 0}) || o.Positions["r"] != (Pos{4, 0, 0}) || o.Damage["h"] != 6 || o.Damage["r"] != 10 {
		t.Errorf("off the ledge: h at %v, r at %v, damage %s; want h 2,0,0, r 4,0,0, {h:6 r:10}%s", o.Positions["h"], o.Positions["r"], forcedDamage(o), forcedEvents(o))
	}

	// Mounted Combat: "Riders and mounts teleport separately." The mount
	// teleports away; r is left 2 up and falls: 4 damage, prone.
	b = riderBoard(t, board, legend, map[string]Pos{"r": {1, 1, 2}})
	reach, err = Reach(b, MoveRequest{Mover: "h", Mode: ModeTeleport, Budget: 3})
	if err != nil {
		t.Fatal(err)
	}
	_, o, err = ResolveMove(b, reach.Plan(Pos{4, 1, 0}))
	if err != nil {
		t.Fatal(err)
	}
	if o.Positions["r"] != (Pos{1, 1, 0}) || o.Damage["r"] != 4 {
		t.Errorf("after the mount teleports r at %v, damage %s; want 1,1,0, 4%s", o.Positions["r"], forcedDamage(o), forcedEvents(o))
	}
}

func TestClimbOnto(t *testing.T) {
	// Draw Steel, Climbing Other Creatures: "You can attempt to climb a
	// creature whose size is greater than yours. If the creature is
	// willing, you can climb them without any trouble. If the creature is
	// unwilling, you make the following test: ≤11 You fail to climb the
	// creature, and they can make a free strike against you. 12-16 You
	// fail to climb the creature. 17+ You climb the creature."
	board := `
		c . h h . .
		. . h h . .
		. . . . . .`
	legend := func(side string, speed int, move ...MoveType) forcedLegend {
		return forcedLegend{'h': {Size: SizeN(2), Side: side}, 'c': {Side: "heroes", Speed: speed, Movement: move}}
	}
	tests := []struct {
		name    string
		side    string
		speed   int
		move    []MoveType
		result  int
		climbed bool
		cost    int
		err     string
	}{
		// 1 square to the horse's side, then its 2-square side climbed at 2 a square.
		{"willing ally", "heroes", 5, nil, 0, true, 5, ""},
		{"climb in its speed entry", "heroes", 5, []MoveType{Walk, Climb}, 0, true, 3, ""},
		{"not enough movement", "heroes", 4, nil, 0, false, 0, "can't reach"},
		{"unwilling, no test", "beasts", 5, nil, 0, false, 0, "needs"},
		{"unwilling, 17+", "beasts", 5, nil, 18, true, 5, ""},
		{"unwilling, 12-16", "beasts", 5, nil, 13, false, 1, ""},
		{"unwilling, ≤11", "beasts", 5, nil, 8, false, 1, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := forcedParseBoard(t, board, legend(tt.side, tt.speed, tt.move...))
			req := ClimbRequest{Climber: "c", Onto: "h"}
			if tt.result > 0 {
				req.Test = PowerResult(tt.result)
			}
			res, err := ClimbOnto(b, req)
			if tt.err != "" {
				var re *rules.Error
				if err == nil || !strings.Contains(err.Error(), tt.err) || !errors.As(err, &re) || re.Rule != RuleClimbingOthers {
					t.Fatalf("ClimbOnto = %v, want a Climbing Other Creatures refusal containing %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			end := res.Path[len(res.Path)-1]
			if res.Climbed != tt.climbed || res.Cost != tt.cost || tt.climbed && end != (Pos{2, 0, 2}) {
				t.Errorf("climbed %v, cost %d, end %v; want %v, %d, 2,0,2%s", res.Climbed, res.Cost, end, tt.climbed, tt.cost, forcedEvents(res.Outcome))
			}
			if m, ok := res.Board.MountOf("c"); ok != tt.climbed || ok && m.ID != "h" {
				t.Errorf("after the climb MountOf(c) = %v, want %v", ok, tt.climbed)
			}
			ev := forcedEventsOf(res.Outcome, EventClimbed, "c")
			if len(ev) != 1 || (tt.result > 0) != (ev[0].Test != nil) {
				t.Fatalf("climbed events %v, want one (with the test when unwilling)", ev)
			}
			if tt.result > 0 && tt.result <= 11 && !strings.Contains(ev[0].Text, "free strike") {
				t.Errorf("tier 1 event %q does not name the free strike", ev[0].Text)
			}
		})
	}
	// Not greater: a 1M creature can't climb a 1M creature.
	b := forcedParseBoard(t, `c h`, nil)
	if _, err := ClimbOnto(b, ClimbRequest{Climber: "c", Onto: "h"}); err == nil || !strings.Contains(err.Error(), "must be greater") {
		t.Errorf("ClimbOnto a creature of the same size = %v, want refused", err)
	}
}

func TestDismount(t *testing.T) {
	// Draw Steel, Mounted Combat: "You can climb onto your mount freely";
	// the rider climbs down the same way, into a space beside the mount.
	board := `
		. . h h . .
		. . h h . .
		. . . . . .
		r . . . . .`
	legend := forcedLegend{'h': {Size: SizeN(2)}, 'r': {Speed: 5}}
	b := riderBoard(t, board, legend, map[string]Pos{"r": {2, 0, 2}})
	res, err := Dismount(b, DismountRequest{Rider: "r"})
	if err != nil {
		t.Fatal(err)
	}
	if end := res.Path[len(res.Path)-1]; end != (Pos{1, 0, 0}) || res.Cost != 4 {
		t.Errorf("dismount to %v for %d, want 1,0,0 for 4 (2 squares of climbing)%s", end, res.Cost, forcedEvents(res.Outcome))
	}
	to := Pos{0, 0, 0}
	res, err = Dismount(b, DismountRequest{Rider: "r", To: &to})
	if err != nil {
		t.Fatal(err)
	}
	if end := res.Path[len(res.Path)-1]; end != to || res.Cost != 5 {
		t.Errorf("move off to %v for %d, want 0,0,0 for 5%s", end, res.Cost, forcedEvents(res.Outcome))
	}
	// Speed 4: climbing down takes all of it.
	slow := riderBoard(t, board, forcedLegend{'h': {Size: SizeN(2)}, 'r': {Speed: 4}}, map[string]Pos{"r": {2, 0, 2}})
	if _, err := Dismount(slow, DismountRequest{Rider: "r", To: &to}); err == nil {
		t.Errorf("move off to 0,0 with speed 4 (4 to climb down, 1 more): want refused")
	}
	if _, err := Dismount(slow, DismountRequest{Rider: "r"}); err != nil {
		t.Errorf("climb down with speed 4: %v", err)
	}
	if _, err := Dismount(b, DismountRequest{Rider: "h"}); err == nil || !strings.Contains(err.Error(), "nothing to dismount") {
		t.Errorf("Dismount of a creature on the ground = %v, want refused", err)
	}
}

func TestRiderEventSources(t *testing.T) {
	// The explain panel quotes, beside each rider's event, the sentence of
	// Draw Steel's Mounted Combat or Climbing Other Creatures it applies.
	tests := []struct {
		ev   Event
		want string
	}{
		{Event{Kind: EventCarried, Rule: RuleMountedCombat, Other: "h"}, "they carry any riders with them"},
		{Event{Kind: EventCarried, Rule: "Ride", Other: "h"}, "taking the rider with them"},
		{Event{Kind: EventKnockedOff, Rule: RuleMountedCombat, Other: "h"}, "they are knocked off the mount"},
		{Event{Kind: EventKnockedOff, Rule: RuleMountedCombat}, "If your mount dies"},
		{Event{Kind: EventProne, Rule: RuleMountedCombat}, "they fall prone"},
		{Event{Kind: EventDismounted, Rule: RuleMountedCombat, Other: "h"}, "climb onto your mount freely"},
		{Event{Kind: EventDismounted, Rule: RuleMountedCombat}, "teleport separately"},
		{Event{Kind: EventClimbed, Rule: RuleClimbingOthers}, "If the creature is unwilling"},
		{Event{Kind: EventKnockedOff, Rule: RuleClimbingOthers}, "knocked prone while climbing or riding"},
	}
	for _, tt := range tests {
		got := EventSource(tt.ev)
		if got.Seed != "Draw Steel" || got.Heading != tt.ev.Rule || !strings.Contains(got.Sentence, tt.want) {
			t.Errorf("EventSource(%s, %q, other %q) = %s, want Draw Steel, %q, a sentence with %q", tt.ev.Kind, tt.ev.Rule, tt.ev.Other, got, tt.ev.Rule, tt.want)
		}
	}
}

func TestRidersOfOtherSizes(t *testing.T) {
	// Draw Steel, Mounted Combat: a mount's "size is greater than yours":
	// a 1S rider on a 1M pony (one square, 1 high), a size 2 rider on a
	// size 3 beast.
	legend := forcedLegend{'m': {Size: SizeMedium, Side: "beasts", Stamina: 2, MaxStamina: 2}, 'r': {Size: SizeSmall}, 'p': {Side: "foes"},
		'b': {Size: SizeN(3), Side: "beasts"}, 'g': {Size: SizeN(2), Speed: 6}}
	t.Run("1S on 1M, pushed off", func(t *testing.T) {
		// ≤11: "falling damage and landing prone as usual": a drop of 1
		// square is no fall worth the name (no damage, not prone).
		b := riderBoard(t, `
			p m . .
			r . . .`, legend, map[string]Pos{"r": {1, 0, 1}})
		o, err := ResolveForcedLanding(b, ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "r", Source: "p"}, []Pos{{2, 0, 1}, {3, 0, 1}}, PowerResult(5), false)
		if err != nil {
			t.Fatal(err)
		}
		if o.Positions["r"] != (Pos{3, 0, 0}) || o.Damage["r"] != 0 || len(o.Prone) != 0 {
			t.Errorf("r at %v, damage %s, prone %v; want 3,0,0, none, not prone%s", o.Positions["r"], forcedDamage(o), o.Prone, forcedEvents(o))
		}
	})
	t.Run("1S on 1M, the pony dies", func(t *testing.T) {
		// "you fall off them and land prone": prone even from 1 square up.
		b := riderBoard(t, `
			p m # .
			r . . .`, legend, map[string]Pos{"r": {1, 0, 1}})
		o, err := ResolveForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 1}, Target: "m", Source: "p"}, []Pos{{2, 0, 0}})
		if err != nil {
			t.Fatal(err)
		}
		if o.Damage["r"] != 0 || o.Positions["r"].Z != 0 || !strings.Contains(strings.Join(o.Prone, " "), "r") || !strings.Contains(strings.Join(o.Prone, " "), "m") {
			t.Errorf("r at %v, damage %s, prone %v; want on the ground, no damage, m and r prone%s", o.Positions["r"], forcedDamage(o), o.Prone, forcedEvents(o))
		}
	})
	t.Run("size 2 on size 3", func(t *testing.T) {
		b := riderBoard(t, `
			. b b b . . .
			p b b b . . .
			. b b b . . .
			g g . . . . .
			g g . . . . .`, legend, map[string]Pos{"g": {2, 1, 3}})
		o, err := ResolveForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "b", Source: "p"}, []Pos{{2, 0, 0}, {3, 0, 0}})
		if err != nil {
			t.Fatal(err)
		}
		if o.Positions["g"] != (Pos{4, 1, 3}) {
			t.Errorf("size 2 rider at %v, want carried to 4,1,3%s", o.Positions["g"], forcedEvents(o))
		}
		// Climbing down: a 2x2 space beside the beast, 3 squares of
		// climbing at 2 each.
		res, err := Dismount(b, DismountRequest{Rider: "g"})
		if err != nil {
			t.Fatal(err)
		}
		end := res.Path[len(res.Path)-1]
		gap := max(grid.Gap(end.X, 2, 1, 3), grid.Gap(end.Y, 2, 0, 3))
		if gap != 1 || end.Z != 0 || res.Cost != 6 {
			t.Errorf("size 2 rider climbs down to %v for %d, want a space beside the beast (gap 1) for 6", end, res.Cost)
		}
	})
}

func TestClimbOntoProvokes(t *testing.T) {
	// Draw Steel, Opportunity Attacks: "the enemy willingly moves to a
	// space that isn't adjacent to the creature without shifting". Up on
	// the horse's back, 2 squares up, c is no longer beside the goblin e.
	legend := forcedLegend{'e': {Side: "foes", Speed: 5}, 'c': {Side: "heroes", Speed: 5}, 'h': {Size: SizeN(2), Side: "heroes"}}
	for _, tt := range []struct {
		mode MoveMode
		oas  int
	}{{ModeAdvance, 1}, {ModeShift, 0}} {
		b := forcedParseBoard(t, `
			e c h h
			. . h h`, legend)
		res, err := ClimbOnto(b, ClimbRequest{Climber: "c", Onto: "h", Mode: tt.mode})
		if err != nil {
			t.Fatal(err)
		}
		if got := len(forcedEventsOf(res.Outcome, EventOpportunityAttack, "c")); got != tt.oas || !res.Climbed {
			t.Errorf("%s onto the horse: %d opportunity attacks, climbed %v; want %d, climbed%s", tt.mode, got, res.Climbed, tt.oas, forcedEvents(res.Outcome))
		}
	}
}

func TestDigCarriesRiders(t *testing.T) {
	// Draw Steel, Dig Maneuver: "they can move vertically up to a number
	// of squares equal to their size"; the rider on its back goes with it
	// (Ride: "taking the rider with them").
	b := riderBoard(t, `
		w w .
		w w .
		r . .`, forcedLegend{'w': {Size: SizeN(2), Speed: 6, Movement: []MoveType{Walk, Burrow}}}, map[string]Pos{"r": {0, 0, 2}})
	nb, err := Dig(b, "w", 2)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := nb.Creature("r")
	if r.Pos() != (Pos{0, 0, 0}) {
		t.Errorf("after the wurm digs 2 down its rider is at %v, want 0,0,0 on its back", r.Pos())
	}
	if m, ok := nb.MountOf("r"); !ok || m.ID != "w" {
		t.Errorf("after the dig the rider is not on the wurm")
	}
}
