package drawsteel

// The slide search: the shortest, least harmful path to every square a
// slide can aim at.

import (
	"cmp"
	"slices"

	"github.com/battlemap/battlemap/grid"
)

// forcedNode is a position reached by the slide search, with the step
// that led there (parent) and what the path so far used.
type forcedNode struct {
	pos     Pos
	parent  int32
	used    int16 // squares of movement used
	breaks  int16 // squares of wall destroyed on the way
	cutOff  int32 // the walls this node's step destroyed, in the search's cuts
	depth   int16 // squares in the path
	cutLen  int16
	harm    int16 // damage taken on the way (terrain, walls broken, landings), at most 1<<14
	aloft   bool  // over open space: the target would fall if it ended here
	settled bool
	// In a vertical slide, air and up follow forcedRun's airTop and aloft,
	// so that a path that lands from the air partway counts the fall (the
	// fields are ordered to keep a node 48 bytes).
	air int16
	up  bool
}

// forcedDirs are the steps a slide tries, in the order that breaks ties
// between equally good paths: straight steps before diagonal ones (north,
// east, south, west, then north-east, south-east, south-west,
// north-west); in a vertical slide level steps first, then up, then down.
func forcedDirs(vertical bool) []Pos {
	flat := make([]Pos, 0, 8)
	for _, d := range grid.SquareSteps() {
		flat = append(flat, Pos{d.X, d.Y, 0})
	}
	if !vertical {
		return flat
	}
	out := slices.Clone(flat)
	for _, dz := range []int{1, -1} {
		out = append(out, Pos{0, 0, dz})
		for _, d := range flat {
			out = append(out, Pos{d.X, d.Y, dz})
		}
	}
	return out
}

// slides fills the preview of a slide. Paths with no collision and no
// broken wall come first, then paths that break walls on the way, both
// found shortest first (by squares of movement used), and among equally
// short ones the one that deals the least damage (damaging terrain on the
// way, then a fall at the end); squares reached by neither are aimed at
// through a final collision, or failing that through squares that stop
// the target before the end.
func (p *ForcedPreview) slides(s *forcedSim) {
	dirs := forcedDirs(s.vertical)
	e := s.eff
	best := make([]int32, p.box.size()) // settled or best queued node by key
	for i := range best {
		best[i] = -1
	}
	nodes := make([]forcedNode, 0, 4*p.box.size()/max(1, p.box.d)+16)
	var cuts []forcedCut
	// A node's rank: walls broken, then movement used, then damage taken
	// (terrain on the way, then a fall if the path ended there), packed
	// into one number so that the queue orders by all three.
	rank := func(nd *forcedNode) int64 {
		harm := 2 * int64(nd.harm)
		if nd.aloft {
			harm++
		}
		return (int64(nd.breaks)*int64(e+1)+int64(nd.used))<<30 | harm
	}
	var queue forcedQueue
	nodes = append(nodes, forcedNode{pos: s.start, parent: -1, up: s.startAloft, air: int16(s.start.Z)})
	queue.push(0, 0)
	loadCuts := func(i int32) {
		s.cuts, s.edgeCuts = s.cuts[:0], s.edgeCuts[:0]
		for ; i >= 0; i = nodes[i].parent {
			nd := &nodes[i]
			for _, k := range cuts[nd.cutOff : nd.cutOff+int32(nd.cutLen)] {
				if k.dir != 0 {
					s.edgeCuts = append(s.edgeCuts, k)
				} else {
					s.cuts = append(s.cuts, k)
				}
			}
		}
	}
	for len(queue.items) > 0 {
		{ // one settled node
			bi, ui := queue.pop()
			u := nodes[ui]
			k := p.box.key(u.pos)
			if k < 0 {
				continue
			}
			if cur := best[k]; cur >= 0 && nodes[cur].settled {
				continue
			}
			if cur := best[k]; cur >= 0 && cur != ui && rank(&nodes[cur]) < bi {
				continue
			}
			best[k] = ui
			nodes[ui].settled = true
			rem := e - int(u.used)
			if rem <= 0 {
				continue
			}
			if u.breaks > 0 {
				loadCuts(ui)
			} else {
				s.cuts, s.edgeCuts = s.cuts[:0], s.edgeCuts[:0]
			}
			for _, d := range dirs {
				q := Pos{u.pos.X + d.X, u.pos.Y + d.Y, u.pos.Z + d.Z}
				if !s.onMap(q.X, q.Y) {
					continue
				}
				kq := p.box.key(q)
				if kq < 0 {
					continue
				}
				if cur := best[kq]; cur >= 0 && nodes[cur].settled {
					continue
				}
				var r forcedStepResult
				free := false
				if s.open != nil && u.breaks == 0 {
					free, _ = s.fastFree(u.pos, q)
				}
				if free {
					r = forcedStepResult{kind: stepFree, to: q}
				} else {
					r = s.step(u.pos, q, rem)
					if s.n > 1 {
						r = s.blocked(u.pos, q, r)
					}
				}
				nd := forcedNode{pos: r.to, parent: ui, used: u.used + 1, breaks: u.breaks, depth: u.depth + 1, cutOff: int32(len(cuts)), harm: u.harm, up: u.up, air: u.air}
				switch r.kind {
				case stepFree:
				case stepBreak:
					nd.used = u.used + int16(r.cost)
					nd.breaks = u.breaks + int16(len(s.walls)+len(s.edgeHits))
					for _, c := range s.edgeHits {
						cuts = append(cuts, forcedCut{sq: Square{c.side.A.X, c.side.A.Y}, dir: forcedEdgeDir(c.side)})
					}
					for _, w := range s.walls {
						c := s.b.Cell(w.Square())
						cuts = append(cuts, forcedCut{sq: w.Square(), keep: int32(w.Z - c.Ground)})
					}
					nd.cutLen = int16(len(s.walls) + len(s.edgeHits))
				default:
					continue
				}
				harm := int(nd.harm) + r.damage
				if d, _ := s.terrainAt(u.pos, nd.pos); d > 0 {
					harm += d
				}
				if s.vertical {
					harm += s.slideLanding(&nd)
				}
				nd.harm = int16(min(harm, 1<<14))
				if !s.vertical {
					kq = p.box.key(nd.pos)
					nd.aloft = r.aloft && !s.canFly
				}
				if int(nd.breaks) > e {
					continue
				}
				nr := rank(&nd)
				if cur := best[kq]; cur >= 0 && rank(&nodes[cur]) <= nr {
					continue
				}
				nodes = append(nodes, nd)
				ni := int32(len(nodes) - 1)
				best[kq] = ni
				queue.push(nr, ni)
			}
		}
	}
	// Every square within reach not reached freely is aimed at through a
	// collision: nearest first (a stable sort keeps box order within a
	// ring), so that each can follow a neighbour already given a path.
	virtual := make([]bool, p.box.size())
	a := s.start
	var rest []int32
	for k, cur := range best {
		if cur < 0 || !nodes[cur].settled {
			rest = append(rest, int32(k))
		}
	}
	ring := func(k int32) int {
		q := p.box.pos(int(k))
		return cubeSteps(a, q)
	}
	slices.SortStableFunc(rest, func(x, y int32) int { return ring(x) - ring(y) })
	for _, k := range rest {
		if ring(k) > e {
			continue
		}
		q := p.box.pos(int(k))
		// The best neighbour: settled before virtual, then fewer walls
		// broken, then less movement used.
		var bi int32 = -1
		var bestScore int64
		for _, d := range dirs {
			m := Pos{q.X - d.X, q.Y - d.Y, q.Z - d.Z}
			km := p.box.key(m)
			if km < 0 || best[km] < 0 {
				continue
			}
			mi := best[km]
			mn := &nodes[mi]
			if (!mn.settled && !virtual[km]) || int(mn.depth)+1 > e {
				continue
			}
			score := rank(mn)
			if virtual[km] {
				score += int64((e+1)*(e+2)) << 30
			}
			if bi < 0 || score < bestScore {
				bi, bestScore = mi, score
			}
		}
		nd := forcedNode{pos: q, parent: bi, depth: 1, used: 1, cutOff: -1}
		if bi >= 0 {
			pn := &nodes[bi]
			nd.depth, nd.used, nd.breaks = pn.depth+1, pn.used+1, pn.breaks
		}
		nodes = append(nodes, nd)
		best[k] = int32(len(nodes) - 1)
		virtual[k] = true
	}
	// Build the options in box order (Z, Y, X).
	p.nodes = nodes
	var buf []Pos
	for k, ni := range best {
		if ni < 0 || (!nodes[ni].settled && !virtual[k]) {
			continue
		}
		o := forcedOpt{node: ni}
		buf = p.pathOf(&o, buf[:0])
		p.add(s, nodes[ni].pos, buf, ni)
	}
}

// SlidePath is a slide shaped by hand: the path from start through each of
// stops in turn, every step one square towards the next stop along each
// axis at once (diagonal while two axes differ, then straight). It makes
// no judgement: ResolveForced says whether the path is a legal slide.
func SlidePath(start Pos, stops []Pos) []Pos {
	var path []Pos
	cur := start
	for _, s := range stops {
		for cur != s {
			cur = Pos{X: cur.X + cmp.Compare(s.X, cur.X), Y: cur.Y + cmp.Compare(s.Y, cur.Y), Z: cur.Z + cmp.Compare(s.Z, cur.Z)}
			path = append(path, cur)
		}
	}
	return path
}

// slideLanding follows, for a node of a vertical slide whose air and up
// are its parent's, where a fall is measured from (forcedSim.airborne) and
// returns the falling damage of a landing there, for the slide search to
// prefer a path down a staircase to one through the air.
func (s *forcedSim) slideLanding(nd *forcedNode) int {
	z := nd.pos.Z
	switch {
	case z != s.surface(nd.pos.X, nd.pos.Y):
		nd.air = max(nd.air, int16(z))
		nd.up = true
	case !nd.up:
		nd.air = int16(z)
	case s.canFly:
		nd.up = false
	default:
		h := int(nd.air) - z
		nd.air, nd.up = int16(z), false
		if h > 0 {
			return fallDamageOf(fallEffective(h, 0, s.liquidUnder(nd.pos, z)))
		}
	}
	return 0
}
