package drawsteel

import (
	"fmt"
	"slices"

	"github.com/battlemap/battlemap/grid"
)

// ForcedOption is one choice a forced movement offers: the square the
// move is aimed at, the path to it, and what happens.
type ForcedOption struct {
	// To is the end of the chosen path: the square aimed at. The target
	// may stop short of it (a collision); Outcome says where it ended.
	To Pos `json:"to"`
	// Path is the squares moved into, in order, as chosen. In a
	// horizontal move their Z is the height the target had there (or the
	// ground there, past the point where it stopped).
	Path    []Pos   `json:"path"`
	Outcome Outcome `json:"outcome"`
}

// ForcedPreview is every choice a forced movement offers one target.
//
// Options are kept compact and turned into ForcedOption values on demand
// (Option, Options): a vertical push 10 has thousands of them.
type ForcedPreview struct {
	Move   ForcedMove
	Target string
	// Start is the target's position before the move.
	Start Pos
	// Effective is the distance after Big Versus Little and stability.
	Effective int
	// Vertical is set when the target moves in three dimensions: the
	// effect is vertical or the target is flying. Options are then keyed
	// by X, Y and Z; otherwise by X and Y alone.
	Vertical bool
	// Notes are the adjustments made to the distance (Stability, Big
	// Versus Little), also at the start of every option's events.
	Notes []Event
	// Within, when above 0, is the radius the options were cut to
	// (PreviewForcedWithin): only squares at most Within squares from the
	// start, on every axis, are aimed at, along paths that stay that near.
	Within int

	board *Board
	ti    int
	sim   *forcedSim // read-only after the preview is built; forked to re-run an option
	opts  []forcedOpt
	nodes []forcedNode // the slide search tree
	box   forcedBox
	index []int32 // option index by box cell, -1 for none
}

// forcedOpt is an option in compact form: its path is rebuilt from the
// line or the search tree and its events by simulating it again (the
// engine is deterministic).
type forcedOpt struct {
	to, end, stop forcedPos32
	// damage is the damage the target takes; others the total the other
	// creatures take.
	damage, others int32
	flags          ForcedFlags
	// node is the slide search node the path ends at, forcedLine for the
	// straight line from the start to to.
	node int32
}

// forcedPos32 is a Pos in half the space, for the many options of a preview.
type forcedPos32 struct{ x, y, z int32 }

func forcedPack(p Pos) forcedPos32 { return forcedPos32{int32(p.X), int32(p.Y), int32(p.Z)} }

func (p forcedPos32) pos() Pos { return Pos{int(p.x), int(p.y), int(p.z)} }

const (
	forcedLine = -1
)

// ForcedFlags summarise what happens in an option, for shading squares
// without building the outcome.
type ForcedFlags uint16

const (
	FlagSlamCreature ForcedFlags = 1 << iota // the target slams into a creature
	FlagSlamObject                           // into a wall, object or the ground that doesn't break
	FlagBreak                                // hurled through a wall or object
	FlagStopped                              // stopped by a smaller object
	FlagFall                                 // falls (or takes falling damage)
	FlagProne                                // someone ends prone
	FlagTerrain                              // enters damaging terrain
	FlagBurrowed                             // beneath the ground: not moved
)

// ForcedSummary is an option's outcome in brief.
type ForcedSummary struct {
	// End is where the target ends up, after any fall; Stop where the
	// forced movement itself ended.
	End, Stop Pos
	// Damage is the damage the target takes; Others the total damage
	// other creatures take.
	Damage, Others int
	Flags          ForcedFlags
}

// forcedBox is the box of positions a move can aim at, for dense
// per-preview indexes sized to the reach, not the map.
type forcedBox struct {
	x0, y0, z0 int
	w, h, d    int
}

func (bx forcedBox) key(p Pos) int {
	x, y, z := p.X-bx.x0, p.Y-bx.y0, p.Z-bx.z0
	if bx.d == 1 {
		z = 0
	}
	if x < 0 || y < 0 || z < 0 || x >= bx.w || y >= bx.h || z >= bx.d {
		return -1
	}
	return (z*bx.h+y)*bx.w + x
}

func (bx forcedBox) size() int { return bx.w * bx.h * bx.d }

// pos is the position of box key k (z is z0 in a flat box).
func (bx forcedBox) pos(k int) Pos {
	return Pos{bx.x0 + k%bx.w, bx.y0 + k/bx.w%bx.h, bx.z0 + k/(bx.w*bx.h)}
}

// forcedQueue is the slide search's priority queue: lowest rank first,
// then first pushed (a binary heap on rank and push order).
type forcedQueue struct {
	items []forcedQItem
	seq   int32
}

type forcedQItem struct {
	rank      int64
	seq, node int32
}

func (q *forcedQueue) less(i, j int) bool {
	a, b := q.items[i], q.items[j]
	return a.rank < b.rank || (a.rank == b.rank && a.seq < b.seq)
}

func (q *forcedQueue) push(rank int64, node int32) {
	q.items = append(q.items, forcedQItem{rank, q.seq, node})
	q.seq++
	for i := len(q.items) - 1; i > 0; {
		up := (i - 1) / 2
		if !q.less(i, up) {
			break
		}
		q.items[i], q.items[up] = q.items[up], q.items[i]
		i = up
	}
}

func (q *forcedQueue) pop() (rank int64, node int32) {
	top := q.items[0]
	last := len(q.items) - 1
	q.items[0] = q.items[last]
	q.items = q.items[:last]
	for i := 0; ; {
		l, r, m := 2*i+1, 2*i+2, i
		if l < last && q.less(l, m) {
			m = l
		}
		if r < last && q.less(r, m) {
			m = r
		}
		if m == i {
			break
		}
		q.items[i], q.items[m] = q.items[m], q.items[i]
		i = m
	}
	return top.rank, top.node
}

// Len is the number of options.
func (p *ForcedPreview) Len() int { return len(p.opts) }

// Option returns the option aimed at to: O(1), for the square under the
// pointer. In a horizontal move to.Z is ignored.
func (p *ForcedPreview) Option(to Pos) (*ForcedOption, bool) {
	i := p.find(to)
	if i < 0 {
		return nil, false
	}
	o := p.option(i)
	return &o, true
}

// Stop returns where the target ends up (after any fall) if the move is
// aimed at to, without building the whole outcome.
func (p *ForcedPreview) Stop(to Pos) (Pos, bool) {
	i := p.find(to)
	if i < 0 {
		return Pos{}, false
	}
	return p.opts[i].end.pos(), true
}

// Summary returns the option aimed at to in brief, without building the
// whole outcome.
func (p *ForcedPreview) Summary(to Pos) (ForcedSummary, bool) {
	i := p.find(to)
	if i < 0 {
		return ForcedSummary{}, false
	}
	o := &p.opts[i]
	return ForcedSummary{End: o.end.pos(), Stop: o.stop.pos(), Damage: int(o.damage), Others: int(o.others), Flags: o.flags}, true
}

// Ends lists the squares the move can be aimed at, sorted by Z, Y, X.
func (p *ForcedPreview) Ends() []Pos {
	out := make([]Pos, 0, len(p.opts))
	for _, i := range p.index {
		if i >= 0 {
			out = append(out, p.opts[i].to.pos())
		}
	}
	return out
}

// Options builds every option, sorted by To (Z, Y, X).
func (p *ForcedPreview) Options() []ForcedOption {
	out := make([]ForcedOption, 0, len(p.opts))
	for _, i := range p.index {
		if i >= 0 {
			out = append(out, p.option(int(i)))
		}
	}
	return out
}

func (p *ForcedPreview) find(to Pos) int {
	k := p.box.key(to)
	if k < 0 {
		return -1
	}
	return int(p.index[k])
}

func (p *ForcedPreview) option(i int) ForcedOption {
	return p.buildOption(i, nil, forcedOutcome)
}

// pathOf rebuilds an option's path, appending to buf.
func (p *ForcedPreview) pathOf(o *forcedOpt, buf []Pos) []Pos {
	if o.node == forcedLine {
		return forcedAppendLine(buf, p.Start, o.to.pos(), p.Vertical)
	}
	start := len(buf)
	for i := o.node; i > 0; i = p.nodes[i].parent {
		if p.nodes[i].parent < 0 {
			// No neighbour led here: the straight line from the start.
			return forcedAppendLine(buf[:start], p.Start, p.nodes[o.node].pos, p.Vertical)
		}
		buf = append(buf, p.nodes[i].pos)
	}
	slices.Reverse(buf[start:])
	return buf
}

// forcedAppendLine appends the straight line from a to e (in a horizontal
// move, on the map plane: the heights are left at a's).
func forcedAppendLine(buf []Pos, a, e Pos, vertical bool) []Pos {
	if !vertical {
		e.Z = a.Z
	}
	n := cubeSteps(a, e)
	for k := 1; k <= n; k++ {
		buf = append(buf, forcedLinePoint(a, e, n, k))
	}
	return buf
}

// fork returns a simulator sharing s's board and creature index with its
// own scratch space, so that options can be re-run concurrently.
func (s *forcedSim) fork() *forcedSim {
	c := *s
	c.cuts, c.hits, c.walls, c.events, c.below, c.broken = nil, nil, nil, nil, nil, nil
	return &c
}

// fixPath sets the heights of a horizontal path's squares past the point
// where the target stopped (reached squares) to the ground there.
func (s *forcedSim) fixPath(path []Pos, reached int) {
	if s.vertical {
		return
	}
	for i := reached; i < len(path); i++ {
		path[i].Z = s.groundLevel(path[i])
	}
}

// forcedPreviewLimit is the most positions a preview may have to consider
// (the squares within reach on the map, times the heights when
// vertical): a vertical push 10 needs 9261, a vertical push 100 on a
// large map would need millions.
const forcedPreviewLimit = 1 << 21

// PreviewForced works out every choice a forced movement offers: for a
// push or pull every square a straight line can be aimed at (including
// lines that end in a collision: the Outcome says where the target
// stopped), for a slide every square within reach with the path a player
// most likely means, and always the choice not to move the target at all.
func PreviewForced(b *Board, fm ForcedMove) (*ForcedPreview, error) {
	return previewForced(b, fm, nil)
}

// previewForced is PreviewForced; when cut returns a radius above 0 it
// aims only within that radius (PreviewForcedWithin).
func previewForced(b *Board, fm ForcedMove, cut func(*forcedSim) int) (*ForcedPreview, error) {
	s, notes, err := newForcedSim(b, fm)
	if err != nil {
		return nil, err
	}
	p := &ForcedPreview{Move: fm, Target: fm.Target, Start: s.start, Effective: s.eff, Vertical: s.vertical,
		Notes: notes, board: b, ti: s.ti, sim: s}
	e := s.eff
	p.box = forcedAimBox(b, s, e)
	if cut != nil {
		if r := cut(s); r > 0 && r < e {
			p.Within = r
			p.box = forcedAimBox(b, s, r)
		}
	}
	if p.box.size() > forcedPreviewLimit {
		return nil, fmt.Errorf("%v: a preview of %d squares (%d aimed positions) is too large: resolve an explicit path instead", fm, e, p.box.size())
	}
	p.index = make([]int32, p.box.size())
	for i := range p.index {
		p.index[i] = -1
	}
	// Room for the options: a push or pull reaches about a third of its
	// box, a slide all of it.
	if fm.Move.Kind == Slide {
		p.opts = make([]forcedOpt, 0, p.box.size())
	} else {
		p.opts = make([]forcedOpt, 0, p.box.size()/2+1)
	}
	if s.vertical && s.n == 1 && !s.dirt && len(b.Edges) == 0 {
		s.open, s.openBox = make([]uint8, p.box.size()), p.box
	}
	switch {
	case s.buried && fm.Move.Kind == Slide:
		// The target isn't moved but takes 1 damage per square it would
		// have been: aim anywhere within reach, along a straight line.
		buf := make([]Pos, 0, e)
		for y := p.box.y0; y < p.box.y0+p.box.h; y++ {
			for x := p.box.x0; x < p.box.x0+p.box.w; x++ {
				to := Pos{x, y, s.start.Z}
				buf = forcedAppendLine(buf[:0], s.start, to, false)
				p.add(s, to, buf, forcedLine)
			}
		}
	case fm.Move.Kind == Slide:
		p.slides(s)
	default:
		p.lines(s)
	}
	s.cuts, s.hits, s.walls, s.events = nil, nil, nil, nil
	s.open = nil
	return p, nil
}

// add simulates path (scratch: its heights are overwritten) and
// records the option aimed at its end (at to if it is empty).
func (p *ForcedPreview) add(s *forcedSim, to Pos, path []Pos, node int32) {
	s.tally, s.tallied = true, forcedOpt{}
	r := s.run(path)
	s.tally = false
	s.fixPath(path, r.reached)
	if len(path) > 0 {
		to = path[len(path)-1]
	}
	k := p.box.key(to)
	if k < 0 || p.index[k] >= 0 {
		return
	}
	o := s.tallied
	o.to, o.end, o.stop, o.node = forcedPack(to), forcedPack(r.end), forcedPack(r.stop), node
	p.index[k] = int32(len(p.opts))
	p.opts = append(p.opts, o)
}

// forcedFlagOf is the summary flag an event kind sets.
func forcedFlagOf(k EventKind) ForcedFlags {
	switch k {
	case EventSlamCreature:
		return FlagSlamCreature
	case EventSlamObject:
		return FlagSlamObject
	case EventHurled:
		return FlagBreak
	case EventStopped:
		return FlagStopped
	case EventFall, EventFallOnto:
		return FlagFall
	case EventProne:
		return FlagProne
	case EventDamagingTerrain:
		return FlagTerrain
	case EventBurrowed:
		return FlagBurrowed
	}
	return 0
}

// groundLevel is where a target standing at the square of p would be:
// the highest ground under its footprint.
func (s *forcedSim) groundLevel(p Pos) int {
	g := 0
	for y := p.Y; y < p.Y+s.n; y++ {
		for x := p.X; x < p.X+s.n; x++ {
			if c := s.b.Cell(Square{x, y}); (x == p.X && y == p.Y) || c.Ground > g {
				g = c.Ground
			}
		}
	}
	return g
}

// forcedRound is num/den rounded to the nearest whole number, halves away
// from zero (den > 0).
func forcedRound(num, den int) int {
	if num >= 0 {
		return (2*num + den) / (2 * den)
	}
	return -((-2*num + den) / (2 * den))
}

// forcedLinePoint is the k-th square of the straight line of n squares
// from a toward e (see forced_doc.go): each coordinate of the exact point
// k/n of the way rounded to the nearest square, halves away from a.
func forcedLinePoint(a, e Pos, n, k int) Pos {
	return Pos{a.X + forcedRound(k*(e.X-a.X), n), a.Y + forcedRound(k*(e.Y-a.Y), n), a.Z + forcedRound(k*(e.Z-a.Z), n)}
}

// dist is the distance from the source's space to the target's space at
// p: in three dimensions for a vertical move, on the map plane otherwise.
func (s *forcedSim) dist(p Pos) int {
	if s.vertical {
		return Distance(p, s.n, s.src, s.sn)
	}
	return Distance(Pos{p.X, p.Y, 0}, s.n, Pos{s.src.X, s.src.Y, 0}, s.sn)
}

// addLine records the option of a vertical line of n squares aimed at e,
// simulating it square by square as the line is traced: no path is kept,
// and nothing past the point where the target stops is traced.
func (p *ForcedPreview) addLine(s *forcedSim, e Pos, n int) {
	k := p.box.key(e)
	if k < 0 || p.index[k] >= 0 {
		return
	}
	var w forcedLineWalk
	w.init(s.start, e, n)
	s.tally, s.tallied = true, forcedOpt{}
	st := s.begin()
	i := 0
	if s.open != nil {
		// The clear squares at the start of the line, in a tight loop:
		// the same as advance's fast path, with the box key carried along.
		bx := &s.openBox
		ck := bx.key(st.cur)
		for i < n {
			q := w.next()
			i++
			cur := st.cur
			dx, dy, dz := q.X-cur.X, q.Y-cur.Y, q.Z-cur.Z
			qk := ck + dx + (dy+dz*bx.h)*bx.w
			if !s.openAt(qk, q) || (dx != 0 && dy != 0 && (!s.openAt(ck+dx, Pos{q.X, cur.Y, cur.Z}) || !s.openAt(ck+dy*bx.w, Pos{cur.X, q.Y, cur.Z}))) {
				if !s.advance(&st, q) {
					i = n
				}
				break
			}
			s.entered(&st, q, 1)
			ck = qk
		}
	}
	for ; i < n; i++ {
		if !s.advance(&st, w.next()) {
			break
		}
	}
	r := s.finish(&st)
	s.tally = false
	o := s.tallied
	o.to, o.end, o.stop, o.node = forcedPack(e), forcedPack(r.end), forcedPack(r.stop), forcedLine
	p.index[k] = int32(len(p.opts))
	p.opts = append(p.opts, o)
}

// legalLine reports whether the straight line of n squares from the
// start to e moves the target farther from (push) or closer to (pull) the
// source with every square; d0 is the distance at the start.
//
// Checking the end is enough. Each square of a straight line moves every
// coordinate by at most 1, so the distance (the largest gap along an
// axis) changes by at most 1 per square. A push ending exactly n farther
// after n squares has, at its k-th square, a distance at most d0+k (k
// squares from the start) and at least d0+n-(n-k) (n-k squares from the
// end): exactly d0+k, as the rule demands. The same holds for a pull
// ending n closer. TestForcedLineEndCheck checks this against the
// square-by-square test; lines applies it from a table of gaps.
func (s *forcedSim) legalLine(e Pos, n, d0 int) bool {
	sign := 1
	if s.kind == Pull {
		sign = -1
	}
	return s.dist(e) == d0+sign*n
}

// forcedLineWalk yields the squares of a straight line one after the
// other without dividing: the same squares as forcedLinePoint.
// round(k*d/n), halves away from zero, is floor((2kd+n)/2n) for d >= 0:
// the walk keeps 2kd+n modulo 2n on each axis.
type forcedLineWalk struct {
	p          Pos
	n2         int
	dx, dy, dz int // 2|d| per axis
	rx, ry, rz int
	sx, sy, sz int // sign per axis
}

func forcedSign(d int) (sign, abs2 int) {
	if d < 0 {
		return -1, -2 * d
	}
	return 1, 2 * d
}

func (w *forcedLineWalk) init(a, e Pos, n int) {
	w.p, w.n2 = a, 2*n
	w.sx, w.dx = forcedSign(e.X - a.X)
	w.sy, w.dy = forcedSign(e.Y - a.Y)
	w.sz, w.dz = forcedSign(e.Z - a.Z)
	w.rx, w.ry, w.rz = n, n, n
}

func (w *forcedLineWalk) next() Pos {
	if w.rx += w.dx; w.rx >= w.n2 {
		w.rx -= w.n2
		w.p.X += w.sx
	}
	if w.ry += w.dy; w.ry >= w.n2 {
		w.ry -= w.n2
		w.p.Y += w.sy
	}
	if w.rz += w.dz; w.rz >= w.n2 {
		w.rz -= w.n2
		w.p.Z += w.sz
	}
	return w.p
}

// lines fills the preview of a push or pull: every aimed square whose
// straight line is legal.
func (p *ForcedPreview) lines(s *forcedSim) {
	e := s.eff
	a := s.start
	dzs := 0
	if s.vertical {
		dzs = e
	}
	buf := make([]Pos, 0, e)
	d0 := s.dist(a)
	sign := 1
	if s.kind == Pull {
		sign = -1
	}
	// The distance at a+(dx,dy,dz) is the largest of the gaps along the
	// three axes, each a function of one offset: tabulate them.
	gaps := make([]int, 3*(2*e+1))
	gx, gy, gz := gaps[:2*e+1], gaps[2*e+1:4*e+2], gaps[4*e+2:]
	for d := -e; d <= e; d++ {
		gx[d+e] = grid.Gap(a.X+d, s.n, s.src.X, s.sn)
		gy[d+e] = grid.Gap(a.Y+d, s.n, s.src.Y, s.sn)
		if s.vertical {
			gz[d+e] = grid.Gap(a.Z+d, s.n, s.src.Z, s.sn)
		}
	}
	for dz := -dzs; dz <= dzs; dz++ {
		for dy := p.box.y0 - a.Y; dy < p.box.y0+p.box.h-a.Y; dy++ {
			for dx := p.box.x0 - a.X; dx < p.box.x0+p.box.w-a.X; dx++ {
				n := cubeSteps(Pos{}, Pos{dx, dy, dz})
				if n != 0 && max(gx[dx+e], gy[dy+e], gz[dz+e]) != d0+sign*n {
					continue // not a legal line (legalLine)
				}
				to := Pos{a.X + dx, a.Y + dy, a.Z + dz}
				if !s.onMap(to.X, to.Y) {
					continue
				}
				if n == 0 {
					p.add(s, a, nil, forcedLine)
					continue
				}
				if s.vertical {
					p.addLine(s, to, n)
					continue
				}
				buf = forcedAppendLine(buf[:0], a, to, false)
				p.add(s, to, buf, forcedLine)
			}
		}
	}
}

// forcedNode is a position reached by the slide search, with the step
// that led there (parent) and what the path so far used.
type forcedNode struct {
	pos     Pos
	parent  int32
	used    int16 // squares of movement used
	breaks  int16 // squares of wall destroyed on the way
	depth   int16 // squares in the path
	cutOff  int32 // the walls this node's step destroyed, in the search's cuts
	cutLen  int16
	harm    int16 // damage taken on the way (terrain, walls broken), at most 1<<14
	aloft   bool  // over open space: the target would fall if it ended here
	settled bool
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
	nodes = append(nodes, forcedNode{pos: s.start, parent: -1})
	queue.push(0, 0)
	loadCuts := func(i int32) {
		s.cuts = s.cuts[:0]
		for ; i >= 0; i = nodes[i].parent {
			nd := &nodes[i]
			s.cuts = append(s.cuts, cuts[nd.cutOff:nd.cutOff+int32(nd.cutLen)]...)
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
				s.cuts = s.cuts[:0]
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
				if s.open != nil && u.breaks == 0 && s.fastFree(u.pos, q) {
					r = forcedStepResult{kind: stepFree, to: q}
				} else {
					r = s.step(u.pos, q, rem)
				}
				nd := forcedNode{pos: r.to, parent: ui, used: u.used + 1, breaks: u.breaks, depth: u.depth + 1, cutOff: int32(len(cuts)), harm: u.harm}
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
						cuts = append(cuts, forcedCut{sq: w.Square(), keep: w.Z - c.Ground})
					}
					nd.cutLen = int16(len(s.walls) + len(s.edgeHits))
				default:
					continue
				}
				harm := int(nd.harm) + r.damage
				if d, _ := s.terrainAt(u.pos, nd.pos); d > 0 {
					harm += d
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
