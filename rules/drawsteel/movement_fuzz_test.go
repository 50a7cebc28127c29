package drawsteel

import (
	"reflect"
	"slices"
	"testing"

	"github.com/battlemap/battlemap/grid"
)

// FuzzReach checks properties of Reach on random battlefields:
//
//   - Draw Steel, Can't Exceed Speed "A single move or other effect can never allow a
//     creature to move more squares than their speed": no cost exceeds the
//     budget, and the budget never exceeds the effective speed (teleports
//     aside);
//   - Draw Steel: "You can't stop moving in any other creature's space ... unless
//     that creature's size is two or more sizes greater or smaller": no
//     position shares a space with a creature within one size;
//   - the cheapest path to every position is a legal plan of the same cost;
//   - Reach is deterministic;
//   - speeds far beyond the map (up to 2000) and ground from -1000 to 1000
//     hold no more positions than the map's squares and heights allow.
func FuzzReach(f *testing.F) {
	for _, seed := range []uint64{1, 2, 3, 4, 5, 6, 7, 8} {
		f.Add(seed, uint8(5+seed%6), uint8(seed*37))
	}
	f.Add(uint64(7), uint8(255), uint8(1))   // a flyer of speed 2000
	f.Add(uint64(14), uint8(200), uint8(12)) // a climbing burrower, ground -1000 to 1000
	f.Add(uint64(21), uint8(255), uint8(0))  // a walker of speed 2000, ground -1000 to 1000
	f.Fuzz(func(t *testing.T, seed uint64, speed, flags uint8) {
		b := mvBattlefield(t, seed, 13, 13, 10)
		m := mvMover(t, b)
		m.Speed = mvFuzzSpeed(speed)
		if seed%7 == 0 {
			mvCliffs(b, seed, m.At)
		}
		m.Might, m.Agility = int(seed%4), int(seed/4%3)
		for bit, mt := range []MoveType{Fly, Climb, Swim, Burrow} {
			if flags&(1<<bit) != 0 {
				m.Movement = append(m.Movement, mt)
			}
		}
		if seed%5 == 0 { // a size 2 mover, where its footprint is free
			big := *m
			big.Size = SizeN(2)
			big.Z = b.GroundUnder(big.At, 2)
			free := true
			for _, sq := range big.Footprint() {
				if b.Cell(sq).Top() > big.Z {
					free = false
				}
				if o, ok := b.CreatureAt(sq, big.Z); ok && o.ID != "@" {
					free = false
				}
			}
			if free {
				*m = big
			}
		}
		m.Prone = flags&16 != 0
		if flags&32 != 0 {
			m.Conditions = append(m.Conditions, Slowed)
		}
		req := MoveRequest{Mover: "@", Mode: MoveMode(flags >> 6), AllowFalls: seed%3 == 0, JumpTest: PowerTier(seed / 3 % 4)}
		if req.Mode == ModeCharge && seed%2 == 0 {
			req.Mode = ModeDisengage
		}
		if flags>>6 == 3 {
			req.Mode, req.Budget = ModeTeleport, m.Speed+1
		}
		r, err := Reach(b, req)
		if err != nil {
			t.Fatalf("Reach(%+v) error: %v", req, err)
		}
		if req.Mode != ModeTeleport && r.Budget() > EffectiveSpeed(m) {
			t.Fatalf("Reach budget %d > effective speed %d", r.Budget(), EffectiveSpeed(m))
		}
		ps := r.Positions()
		// Teleport: "A creature can't teleport to and from the same space."
		if slices.Contains(ps, m.Pos()) != (req.Mode != ModeTeleport) {
			t.Fatalf("Reach(%v) positions %v: the start %v listed %v, want it listed for every mode but teleport", req.Mode, ps, m.Pos(), slices.Contains(ps, m.Pos()))
		}
		if limit := mvStateLimit(b, r); r.e.stateCount() > limit {
			t.Fatalf("Reach(speed %d) holds %d positions; the %dx%d map's heights allow %d", m.Speed, r.e.stateCount(), b.Width, b.Height, limit)
		}
		// A plan per position is slow at speeds in the hundreds: check a sample.
		stride := max(len(ps)/500, 1)
		for k, p := range ps {
			if k%stride != 0 && p != ps[len(ps)-1] {
				continue
			}
			cost, ok := r.Cost(p)
			if !ok || cost > r.Budget() || cost < 0 {
				t.Fatalf("Reach(speed %d).Cost(%v) = %d, %v; want within budget %d", m.Speed, p, cost, ok, r.Budget())
			}
			for i := range b.Creatures {
				o := &b.Creatures[i]
				if o.ID == "@" {
					continue
				}
				shares := Distance(p, m.Size.Squares(), o.Pos(), o.Size.Squares()) == 0 &&
					p.Z < o.Z+o.Size.Height() && o.Z < p.Z+m.Size.Height()
				if shares && grid.Abs(int(o.Size)-int(m.Size)) < 2 {
					t.Fatalf("Reach ends at %v in %s's space (size %v vs %v)", p, o.ID, o.Size, m.Size)
				}
			}
			plan := r.Plan(p)
			if !plan.Legal || plan.Cost != cost {
				t.Fatalf("Reach.Plan(%v) = legal %v (%s) cost %d; want legal cost %d; path %v", p, plan.Legal, plan.Why, plan.Cost, cost, plan.Path)
			}
		}
		if req.Mode != ModeTeleport && req.Mode != ModeCharge && !r.e.shiftBlocked() && r.e.stateCount() < 50000 {
			mvCheckOptimal(t, r)
		}
		again, err := Reach(b, req)
		if err != nil {
			t.Fatal(err)
		}
		if ps2 := again.Positions(); !reflect.DeepEqual(ps, ps2) {
			t.Fatalf("Reach is not deterministic: %d then %d positions", len(ps), len(ps2))
		}
		for k, p := range ps {
			if k%stride != 0 {
				continue
			}
			if !reflect.DeepEqual(r.PathTo(p), again.PathTo(p)) {
				t.Fatalf("Reach.PathTo(%v) differs between runs", p)
			}
		}
	})
}

// mvCheckOptimal checks that no legal step (as the engine's step function
// judges it) from a reached position leads to a cheaper cost than the map
// holds: with every step costing at least 1, that makes every cost the
// cheapest. It tries every neighbour, drop and jump, without the pruning
// the search does.
func mvCheckOptimal(t *testing.T, r *ReachMap) {
	t.Helper()
	e := r.e
	var st MoveStep
	for i, c := range r.cost {
		if c == mvUnreached || r.flags[i]&mvFell != 0 {
			continue
		}
		p := e.statePos(i)
		var cands []Pos
		for dz := -1; dz <= 1; dz++ {
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					cands = append(cands, Pos{p.X + dx, p.Y + dy, p.Z + dz})
				}
			}
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				for l := 1; l <= max(e.jump, 1); l++ {
					if s, ok := e.surfAt(p.X+l*dx, p.Y+l*dy); ok {
						cands = append(cands, Pos{p.X + l*dx, p.Y + l*dy, s})
					}
				}
			}
		}
		for _, q := range cands {
			if e.step(p, q, &st) != "" || int(c)+st.Cost > e.budget {
				continue
			}
			qi := e.stateIndex(q)
			if qi < 0 || r.cost[qi] == mvUnreached || r.cost[qi] > c+int32(st.Cost) {
				got := int32(-1)
				if qi >= 0 {
					got = r.cost[qi]
				}
				t.Fatalf("Reach: %v (cost %d) steps to %v for %d (%v), but the map holds %d", p, c, q, st.Cost, st.Kind, got)
			}
		}
	}
}

// mvFuzzSpeed spreads a fuzzed byte over speeds: 0 to 11 one by one (where
// the rules happen), then on to 2000, far beyond the map.
func mvFuzzSpeed(v uint8) int {
	if v < 12 {
		return int(v)
	}
	return 12 + (int(v)-12)*(2000-12)/(255-12)
}

// mvCliffs raises and sinks a few squares (not the mover's) to the
// heights' limits, -1000 and 1000.
func mvCliffs(b *Board, seed uint64, keep Square) {
	for k := uint64(0); k < 12; k++ {
		s := Square{int((seed*31 + k*17) % uint64(b.Width)), int((seed*7 + k*29) % uint64(b.Height))}
		if s == keep {
			continue
		}
		c := b.Cell(s)
		c.Ground = 1000
		if k%2 == 1 {
			c.Ground = -1000
		}
		b.SetCell(s, c)
	}
}

// mvStateLimit is the most positions a reach may hold on b: each square
// (at most the map's) with every height from the lowest ground to the
// highest top plus the budget (a flyer's altitude), and the mover's own.
func mvStateLimit(b *Board, r *ReachMap) int {
	lo, hi := r.Start().Z, r.Start().Z
	for _, c := range b.Cells {
		lo, hi = min(lo, c.Ground), max(hi, c.Top())
	}
	return b.Width * b.Height * (hi + r.Budget() - lo + 2)
}
