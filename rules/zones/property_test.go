package zones

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// randomMap builds a random zone map: zones with random elevations,
// surfaces, ratings, limits and depths; links of every kind; creatures,
// some of them partners.
func randomMap(r *rand.Rand, zones, creatures int) Map {
	var m Map
	m.SpillOver = r.IntN(4) == 0
	m.Bands = r.IntN(2) == 0
	for i := range zones {
		z := Zone{ID: fmt.Sprintf("z%d", i), Elevation: float64(r.IntN(5)*10 - 20)}
		z.Surface = []Surface{Hard, Soft, Water, Ungodly}[r.IntN(4)]
		if r.IntN(3) == 0 {
			d := r.IntN(25)
			z.Difficult = &d
		}
		if r.IntN(3) == 0 {
			z.Limit = 1 + r.IntN(3)
		}
		if z.Surface == Water {
			z.Depth = float64(r.IntN(12))
		}
		if r.IntN(8) == 0 {
			z.Damage = r.IntN(4)
		}
		m.Zones = append(m.Zones, z)
	}
	linked := map[[2]int]bool{}
	link := func(a, b int) {
		l := randomLink(r, a, b)
		if a == b || linked[[2]int{a, b}] || (!l.OneWay && linked[[2]int{b, a}]) {
			return // one link a border
		}
		linked[[2]int{a, b}] = true
		if !l.OneWay {
			linked[[2]int{b, a}] = true
		}
		m.Links = append(m.Links, l)
	}
	for i := 1; i < zones; i++ {
		// a spanning tree keeps most of the map connected, then extras
		link(i, r.IntN(i))
	}
	for range zones {
		link(r.IntN(zones), r.IntN(zones))
	}
	for i := range m.Zones {
		if r.IntN(5) != 0 {
			continue
		}
		var out []string
		for _, l := range m.Links {
			if l.From == m.Zones[i].ID {
				out = append(out, l.To)
			} else if l.To == m.Zones[i].ID && !l.OneWay {
				out = append(out, l.From)
			}
		}
		kind := []EffectKind{Current, Elevator, Wave, Whirlpool, AntiGravity}[r.IntN(5)]
		e := Effect{Kind: kind, Every: r.IntN(3), Until: r.IntN(4)}
		if kind == Current || kind == Elevator || (kind == Whirlpool && r.IntN(2) == 0) {
			if len(out) == 0 {
				continue
			}
			e.To = out[r.IntN(len(out))]
		}
		m.Zones[i].Effect = &e
	}
	for i := range creatures {
		m.Creatures = append(m.Creatures, Creature{ID: fmt.Sprintf("c%d", i), Zone: fmt.Sprintf("z%d", r.IntN(zones)),
			Speed: r.IntN(4), Height: []float64{0, 1, 1.7, 2.5}[r.IntN(4)], ActionSpent: r.IntN(3) == 0})
	}
	for i := 0; i+1 < creatures; i += 3 {
		// partners share a zone
		a, b := &m.Creatures[i], &m.Creatures[i+1]
		b.Zone = a.Zone
		a.Partner, b.Partner = b.ID, a.ID
	}
	return m
}

func randomLink(r *rand.Rand, a, b int) Link {
	l := Link{From: fmt.Sprintf("z%d", a), To: fmt.Sprintf("z%d", b), OneWay: r.IntN(4) == 0, Drop: r.IntN(6) == 0}
	if r.IntN(4) == 0 {
		l.Climb = []int{10, 20, 30}[r.IntN(3)]
	}
	return l
}

// randomResults answers a plan's challenges at random.
func randomResults(r *rand.Rand, b *Board, p MovePlan) []ChallengeResult {
	var rs []ChallengeResult
	for _, c := range p.Challenges {
		res := ChallengeResult{Result: r.IntN(35)}
		if c.Kind == KindLimit {
			res.Won = r.IntN(2) == 0
			occ := slices.DeleteFunc(b.Occupants(c.To), func(id string) bool { return id == c.Creature || id == p.Partner })
			if len(occ) > 0 {
				res.Defender = occ[r.IntN(len(occ))]
			}
			if adj := b.Adjacent(c.To); len(adj) > 0 {
				res.ThrowTo = adj[r.IntN(len(adj))]
			}
		}
		rs = append(rs, res)
	}
	return rs
}

// Property: on random zone graphs, no move or throw ever puts a creature
// in a zone it could not reach, fills a zone past its limit without a
// challenge (or the spill-over rule), or splits partners without saying so.
func TestPropertyRandomZoneGraphs(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 2026))
	moves, throws := 0, 0
	for graph := range 300 {
		b, err := NewBoard(randomMap(r, 3+r.IntN(20), 2+r.IntN(8)))
		if err != nil {
			t.Fatalf("graph %d: %v", graph, err)
		}
		for turn := range 20 {
			if turn%5 == 4 {
				b = endRound(t, graph, b)
				continue
			}
			m := b.Map()
			c := m.Creatures[r.IntN(len(m.Creatures))]
			req := MoveRequest{Creature: c.ID, To: m.Zones[r.IntN(len(m.Zones))].ID, Sprint: r.IntN(2) == 0 && !c.ActionSpent, Together: c.Partner != "" && r.IntN(2) == 0}
			var o Outcome
			if r.IntN(3) == 0 {
				req := ThrowRequest{Target: c.ID, To: req.To, Result: r.IntN(35)}
				o, err = Throw(b, req, Dice{Seed: r.Uint64()})
				if err != nil {
					continue
				}
				throws++
				if !b.IsAdjacent(c.Zone, req.To) {
					t.Fatalf("graph %d: Throw(%+v) from %s into a zone not adjacent", graph, req, c.Zone)
				}
				if rating, ok := b.ThrowRating(c.Zone, req.To); ok && float64(req.Result) <= rating {
					t.Fatalf("graph %d: Throw(%+v) with a result not higher than %g", graph, req, rating)
				}
			} else {
				p, err := Move(b, req)
				if err != nil {
					if ruleOf(err) == "" {
						t.Fatalf("graph %d: Move(%+v) error without a rule: %v", graph, req, err)
					}
					continue
				}
				if p.Cost > p.Speed {
					t.Fatalf("graph %d: Move(%+v) cost %d above speed %d", graph, req, p.Cost, p.Speed)
				}
				for i := 1; i < len(p.Path); i++ {
					if !b.IsAdjacent(p.Path[i-1], p.Path[i]) {
						t.Fatalf("graph %d: Move(%+v) path %v steps into a zone not adjacent", graph, req, p.Path)
					}
				}
				o, err = ResolveMove(b, req, randomResults(r, b, p), Dice{Seed: r.Uint64()})
				if err != nil {
					if ruleOf(err) == "" && !strings.Contains(err.Error(), "defender") {
						t.Fatalf("graph %d: ResolveMove(%+v): %v", graph, req, err)
					}
					continue
				}
				moves++
				movers := []string{c.ID}
				if req.Together {
					movers = append(movers, c.Partner)
				}
				for _, id := range movers {
					_, thrown := hasEvent(o.Events, EventThrown, id) // spilled by its partner
					if !slices.Contains(p.Path, o.Positions[id]) && !thrown {
						t.Fatalf("graph %d: ResolveMove(%+v) put %s in %s, off the path %v", graph, req, id, o.Positions[id], p.Path)
					}
				}
				// a mover in a zone that was full before needs a limit
				// challenge or the spill-over rule
				dest, _ := b.Zone(p.To)
				before := slices.DeleteFunc(b.Occupants(p.To), func(id string) bool { return slices.Contains(movers, id) })
				for _, id := range movers {
					if o.Positions[id] != p.To || dest.Limit == 0 || len(before) < dest.Limit {
						continue
					}
					challenged := slices.ContainsFunc(p.Challenges, func(ch Challenge) bool { return ch.Kind == KindLimit && ch.Creature == id })
					if !challenged && !m.SpillOver {
						t.Fatalf("graph %d: %s entered full %s (%d/%d) without a challenge: %+v %s %v", graph, id, p.To, len(before), dest.Limit, req, showChallenges(p.Challenges), o.Events)
					}
				}
			}
			checkPartners(t, graph, b, o)
			b = b.Apply(o)
		}
		checkReachMatchesMove(t, graph, b, r)
	}
	if moves < 500 || throws < 200 {
		t.Errorf("only %d moves and %d throws resolved: the random maps test too little", moves, throws)
	}
}

// checkPartners fails when partners end apart without the outcome saying
// so.
func checkPartners(t *testing.T, graph int, b *Board, o Outcome) {
	t.Helper()
	for _, c := range b.Map().Creatures {
		if c.Partner == "" || o.Positions[c.ID] == o.Positions[c.Partner] {
			continue
		}
		said := slices.ContainsFunc(o.Events, func(e Event) bool {
			return e.Kind == EventPartnershipEnds && (e.Creature == c.ID || e.Other == c.ID)
		})
		if !said || !slices.Contains(o.Unpartnered, c.ID) {
			t.Fatalf("graph %d: partners %s (%s) and %s (%s) split silently: %v", graph, c.ID, o.Positions[c.ID], c.Partner, o.Positions[c.Partner], o.Events)
		}
	}
	after := b.Apply(o)
	for _, c := range after.Map().Creatures {
		if p, ok := after.Creature(c.Partner); c.Partner != "" && (!ok || p.Zone != c.Zone || p.Partner != c.ID) {
			t.Fatalf("graph %d: after the outcome %s is partnered with %s in another zone", graph, c.ID, c.Partner)
		}
	}
}

// checkReachMatchesMove checks that every zone Reach lists is the move
// Move plans to it: the same path, cost and challenges.
func checkReachMatchesMove(t *testing.T, graph int, b *Board, r *rand.Rand) {
	t.Helper()
	m := b.Map()
	c := m.Creatures[r.IntN(len(m.Creatures))]
	req := MoveRequest{Creature: c.ID, Sprint: !c.ActionSpent, Together: c.Partner != "" && r.IntN(2) == 0}
	p, err := Move(b, req)
	if err != nil {
		return
	}
	for _, re := range p.Reach {
		req.To = re.Zone
		q, err := Move(b, req)
		if err != nil {
			t.Fatalf("graph %d: %s is in reach but Move(%+v): %v", graph, re.Zone, req, err)
		}
		if !slices.Equal(q.Path, re.Path) || q.Cost != re.Cost || !equalChallenges(q.Challenges, re.Challenges) {
			t.Fatalf("graph %d: Reach %v cost %d %s, Move(%+v) %v cost %d %s", graph, re.Path, re.Cost, showChallenges(re.Challenges), req, q.Path, q.Cost, showChallenges(q.Challenges))
		}
	}
}

// endRound ends the round on a random map, checking that automatic
// movements only go into adjacent zones and split no partners silently.
func endRound(t *testing.T, graph int, b *Board) *Board {
	t.Helper()
	o := EndRound(b, Dice{Seed: uint64(graph)})
	for _, e := range o.Events {
		if (e.Kind == EventCarried || e.Kind == EventThrown) && !b.IsAdjacent(e.From, e.Zone) {
			t.Fatalf("graph %d: the end of the round moved %s from %s into %s, not adjacent: %s", graph, e.Creature, e.From, e.Zone, e.Text)
		}
	}
	checkPartners(t, graph, b, o)
	return b.Apply(o)
}
