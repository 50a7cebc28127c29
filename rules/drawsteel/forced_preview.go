package drawsteel

import (
	"fmt"
	"slices"
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
	o := p.buildOption(i, nil, forcedOutcome)
	o.Outcome = forcedFollowOn(p.board, o.Outcome, p.Target, nil)
	return o
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
	c.cuts, c.edgeCuts, c.hits, c.walls, c.events, c.below, c.broken = nil, nil, nil, nil, nil, nil, nil
	c.fallBuf = fallScratch{}
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
	s.cuts, s.edgeCuts, s.hits, s.walls, s.events = nil, nil, nil, nil, nil
	s.open = nil
	return p, nil
}

// add simulates path (scratch: its heights are overwritten) and
// records the option aimed at its end (at to if it is empty).
func (p *ForcedPreview) add(s *forcedSim, to Pos, path []Pos, node int32) {
	s.tally, s.tallied, s.chain = true, forcedOpt{}, false
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
	if s.rebuild(&o) {
		r.end = s.chainSummary(path, &o)
	}
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
