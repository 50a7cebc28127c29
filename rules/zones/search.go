// The search for a move's cheapest path: every zone in reach, the
// challenges met on the way, and why a zone is out of reach.

package zones

import (
	"container/heap"
	"slices"
)

// node is a zone reached by the search.
type node struct {
	cost   [2]int // movement spent by each mover
	chal   int    // challenges met
	rating float64
	prev   int
	link   int
	done   bool
}

type searchResult struct {
	nodes map[int]*node
	order []int // zones in the order they were settled
}

// step is one zone of a path and the link taken into it (-1 for the
// start).
type step struct{ zone, link int }

func (r searchResult) path(to int) []step {
	var p []step
	for n := to; n >= 0; n = r.nodes[n].prev {
		p = append(p, step{n, r.nodes[n].link})
	}
	slices.Reverse(p)
	return p
}

// search finds the cheapest path to every zone within every mover's
// budget (unbounded: ignoring budgets), with Dijkstra's algorithm. Ties
// go to fewer challenges, then lower ratings, then the zone and link
// first in the file: deterministic.
func (b *Board) search(ms []mover, start int, unbounded bool) searchResult {
	cs := make([]Creature, len(ms))
	for i, m := range ms {
		cs[i] = b.m.Creatures[b.creature[m.id]]
	}
	r := searchResult{nodes: map[int]*node{start: {prev: -1, link: -1}}}
	q := &queue{b: r.nodes}
	heap.Push(q, start)
	var buf []arc
	for q.Len() > 0 {
		z := heap.Pop(q).(int)
		n := r.nodes[z]
		if n.done {
			continue
		}
		n.done = true
		r.order = append(r.order, z)
		buf = b.arcs(z, buf[:0])
		for _, a := range buf {
			if b.whirlpool(z) && b.upward(z, a.to) {
				continue // Seln, Whirlpool: "prevents upwards movement"
			}
			next := node{prev: z, link: a.link, chal: n.chal, rating: n.rating}
			ok := true
			for i, c := range cs {
				x := b.cross(c, b.m.Zones[z], b.m.Zones[a.to], b.m.Links[a.link])
				next.cost[i] = n.cost[i] + x.cost
				if !unbounded && next.cost[i] > ms[i].budget {
					ok = false
				}
				if x.rated {
					next.chal++
					next.rating += x.rating
				}
			}
			if !ok {
				continue
			}
			old, seen := r.nodes[a.to]
			if seen && (old.done || !better(next, *old)) {
				continue
			}
			r.nodes[a.to] = &next
			heap.Push(q, a.to)
		}
	}
	return r
}

func better(a, b node) bool {
	if a.cost[0] != b.cost[0] {
		return a.cost[0] < b.cost[0]
	}
	if a.cost[1] != b.cost[1] {
		return a.cost[1] < b.cost[1]
	}
	if a.chal != b.chal {
		return a.chal < b.chal
	}
	return a.rating < b.rating
}

// queue is a heap of zones ordered by their nodes (stale entries are
// skipped when popped).
type queue struct {
	b map[int]*node
	z []int
}

func (q *queue) Len() int { return len(q.z) }
func (q *queue) Less(i, j int) bool {
	a, c := q.b[q.z[i]], q.b[q.z[j]]
	if better(*a, *c) {
		return true
	}
	if better(*c, *a) {
		return false
	}
	return q.z[i] < q.z[j]
}
func (q *queue) Swap(i, j int) { q.z[i], q.z[j] = q.z[j], q.z[i] }
func (q *queue) Push(x any)    { q.z = append(q.z, x.(int)) }
func (q *queue) Pop() any {
	x := q.z[len(q.z)-1]
	q.z = q.z[:len(q.z)-1]
	return x
}

// whyNot names the rule that keeps a move from reaching a zone.
func (b *Board) whyNot(ms []mover, start, to int) error {
	from, dest := b.m.Zones[start], b.m.Zones[to]
	c, _ := b.Creature(ms[0].id)
	if free := b.search(ms, start, true); free.nodes[to] != nil {
		n := free.nodes[to]
		for i, m := range ms {
			if n.cost[i] <= m.budget {
				continue
			}
			who, _ := b.Creature(m.id)
			path := free.path(to)
			dry := len(path) - 1
			if dry <= m.budget {
				return ruleErr(RuleSwimming, "%s needs %d movement to reach %s (swimming costs 2 a border) and has %d", who.name(), n.cost[i], zoneName(dest), m.budget)
			}
			if i == 1 {
				return ruleErr(RulePartner, "%s needs %d movement to reach %s and has %d", who.name(), n.cost[i], zoneName(dest), m.budget)
			}
			return ruleErr(RuleSpeed, "%s needs %d movement to reach %s and has Speed %d", who.name(), n.cost[i], zoneName(dest), m.budget)
		}
	}
	for _, a := range b.arcs(to, nil) {
		if a.to == start && b.m.Links[a.link].OneWay {
			return ruleErr(RuleOneWay, "the link from %s to %s is one way", zoneName(dest), zoneName(from))
		}
	}
	if b.whirlpool(start) && b.upward(start, to) {
		return ruleErr(RuleWhirlpool, "%s is caught in the whirlpool of %s and cannot move up", c.name(), zoneName(from))
	}
	return ruleErr(RuleAdjacent, "%s cannot reach %s from %s", c.name(), zoneName(dest), zoneName(from))
}
