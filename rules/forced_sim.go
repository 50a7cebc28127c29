package rules

import (
	"fmt"
	"slices"
)

// This file is the forced-movement engine: one step at a time, on a board
// that is never changed. Everything a simulation produces goes into
// reusable scratch slices and an event arena, so that a preview can run
// thousands of paths without allocating per path.

// forcedBreakCost is the squares of forced movement it takes to destroy
// one square of the material, and the damage the target takes
// (000_aa0e2bbacaeadbf0.txt "When you move a creature into a mundane
// object..."). ok is false for materials that never break.
func forcedBreakCost(m Material) (cost, damage int, ok bool) {
	switch m {
	case Glass:
		return 1, 3, true
	case Wood:
		return 3, 5, true
	case Stone:
		return 6, 8, true
	case Metal:
		return 9, 11, true
	}
	return 0, 0, false
}

// forcedCut is a wall square destroyed during one simulated movement: the
// wall at sq keeps only its lowest keep squares.
type forcedCut struct {
	sq   Square
	keep int
}

// forcedEvent is the compact form of an Event: creatures by index, no text.
type forcedEvent struct {
	kind          EventKind
	cause         forcedCause
	who, other    int32 // creature indices, -1 for none
	others        int32 // number of creatures hit (slams)
	at            Pos
	damage        int32
	squares       int32
	material      Material
	total, extent int32 // moved: squares of movement used; fall: effective height
}

// forcedCause refines an event's kind, for its rule and text.
type forcedCause uint8

const (
	causeNone forcedCause = iota
	causeGround
	causeWall
	causeCorner
	causeLowWall
	causeForcedFall // Forced Into a Fall
	causeVertical   // left in midair after a vertical move
	causeDownward   // force moved downward into something
	causeLanding    // force moved downward onto the ground
	causeObjectInto // an object target slammed into a creature
	causeFall       // a plain fall (ResolveFall)
	causeLiquid     // force moved downward into liquid
	causeObject     // a movable object (Creature.Object)
	causeDownOnto   // force moved downward onto creatures
)

// forcedStepKind classifies one attempted step.
type forcedStepKind uint8

const (
	stepFree         forcedStepKind = iota // moved into the square
	stepBreak                              // destroyed the wall squares and moved in
	stepSlamGround                         // ground too high: slam, unbreakable
	stepSlamWall                           // wall or object that does not break
	stepSlamCorner                         // diagonal step past a wall corner
	stepSlamCreature                       // collided with creatures (in forcedSim.hits)
	stepStopped                            // stopped by an object smaller than the target
	stepLiquid                             // moved down into liquid: the movement ends there
)

// forcedStepResult is what one attempted step does.
type forcedStepResult struct {
	kind   forcedStepKind
	to     Pos // the position moved into (free, break)
	at     Pos // where the obstacle is
	mat    Material
	cost   int   // squares of movement a break uses
	damage int   // damage of a break
	aloft  bool  // a horizontal move left the target over open space
	obj    int32 // the movable object whose corner was hit (stepSlamCorner), or -1
}

// forcedOcc indexes the creatures whose footprint meets a box of squares:
// for each square, a linked list of creature indices.
type forcedOcc struct {
	x0, y0, w, h int
	head         []int32
	next, cre    []int32
	objects      bool // some creature indexed is a movable object
}

func (o *forcedOcc) build(b *Board, x0, y0, x1, y1 int) {
	x0, y0 = max(x0, 0), max(y0, 0)
	x1, y1 = min(x1, b.Width-1), min(y1, b.Height-1)
	o.x0, o.y0 = x0, y0
	o.w, o.h = max(x1-x0+1, 0), max(y1-y0+1, 0)
	o.head = make([]int32, o.w*o.h)
	for i := range o.head {
		o.head[i] = -1
	}
	o.next, o.cre = o.next[:0], o.cre[:0]
	o.objects = false
	for ci := range b.Creatures {
		c := &b.Creatures[ci]
		o.objects = o.objects || c.Object
		n := c.Size.Squares()
		for y := max(c.At.Y, y0); y < min(c.At.Y+n, y0+o.h); y++ {
			for x := max(c.At.X, x0); x < min(c.At.X+n, x0+o.w); x++ {
				i := (y-y0)*o.w + (x - x0)
				o.cre = append(o.cre, int32(ci))
				o.next = append(o.next, o.head[i])
				o.head[i] = int32(len(o.cre) - 1)
			}
		}
	}
}

// forcedSim simulates forced movements of one target on one board.
type forcedSim struct {
	b        *Board
	ti, si   int // target and source indices; si -1 without a source
	n, h     int // target footprint side and height
	kind     MoveKind
	vertical bool // moved in three dimensions (vertical effect or flying target)
	canFly   bool
	dirt     bool // a burrower beneath the ground moved vertically: dirt is air
	buried   bool // a burrower beneath the ground moved horizontally: not moved
	object   bool // the target is an object
	eff      int
	start    Pos
	src      Pos
	sn       int
	agility  int

	occ forcedOcc

	// open caches, for a preview of a vertical move of a one-square
	// target, whether the target's space at each position of the box is
	// clear air (0 unknown, 1 clear, 2 not): most steps of most lines
	// are, and they need no further checks.
	open    []uint8
	openBox forcedBox

	// tally, set while a preview is built, makes emit add up the damage
	// and flags in tallied instead of recording events.
	tally   bool
	tallied forcedOpt

	cuts   []forcedCut
	hits   []int32
	below  []int32 // the creatures a fall lands on (landing)
	broken []int32 // movable objects destroyed so far
	walls  []Pos
	events []forcedEvent
}

// newForcedSim checks the forced move against the board and prepares a
// simulator. notes receives the Stability and Big Versus Little events.
func newForcedSim(b *Board, fm ForcedMove) (*forcedSim, []Event, error) {
	if b == nil {
		return nil, nil, fmt.Errorf("rules: %v: no board", fm)
	}
	if fm.Move.Kind < Push || fm.Move.Kind > Slide {
		return nil, nil, fmt.Errorf("rules: %v: unknown forced movement kind %d", fm, int(fm.Move.Kind))
	}
	if fm.Move.Distance < 0 {
		return nil, nil, fmt.Errorf("rules: %v: negative distance %d", fm, fm.Move.Distance)
	}
	s := &forcedSim{b: b, ti: -1, si: -1, kind: fm.Move.Kind}
	for i := range b.Creatures {
		switch b.Creatures[i].ID {
		case fm.Target:
			s.ti = i
		case fm.Source:
			if fm.Source != "" {
				s.si = i
			}
		}
	}
	if s.ti < 0 {
		return nil, nil, fmt.Errorf("rules: %v: no creature with id %q on the board", fm, fm.Target)
	}
	if fm.Source != "" && s.si < 0 {
		if fm.Source == fm.Target {
			return nil, nil, fmt.Errorf("rules: %v: a creature can't force move itself", fm)
		}
		return nil, nil, fmt.Errorf("rules: %v: no creature with id %q on the board", fm, fm.Source)
	}
	if s.si < 0 && fm.Move.Kind != Slide {
		return nil, nil, fmt.Errorf("rules: %v: a %s needs a source creature to move away from or toward", fm, fm.Move.Kind)
	}
	t := &b.Creatures[s.ti]
	s.n, s.h = t.Size.Squares(), t.Size.Height()
	s.start = t.Pos()
	s.object = t.Object
	s.agility = t.Agility
	s.canFly = forcedCanFly(t)
	if !b.In(t.At) || !b.In(Square{t.At.X + s.n - 1, t.At.Y + s.n - 1}) {
		return nil, nil, fmt.Errorf("rules: %v: the target at %v is not on the map", fm, t.Pos())
	}
	s.vertical = fm.Move.Vertical
	var notes []Event
	// 000_aa0e2bbacaeadbf0.txt "If a creature who can't fly is left in
	// midair...": "Forced movement made against a creature who is flying
	// is always a vertical forced move".
	if s.canFly && b.Aloft(t) {
		s.vertical = true
	}
	if t.Can(Burrow) && s.beneathGround(s.start) {
		if s.vertical {
			s.dirt = true
		} else {
			s.buried = true
		}
	}
	d := fm.Move.Distance
	if s.si >= 0 {
		src := &b.Creatures[s.si]
		s.src, s.sn = src.Pos(), src.Size.Squares()
		// 000_aa0e2bbacaeadbf0.txt "When a larger creature force moves a
		// smaller target with a melee weapon ability, the distance of the
		// forced movement is increased by 1."
		if fm.Melee && src.Size > t.Size {
			d++
			notes = append(notes, Event{Kind: EventBigVersusLittle, Rule: "Big Versus Little",
				Text:     fmt.Sprintf("%s (size %v) force moves the smaller %s (size %v) with a melee weapon ability: %s becomes %s", forcedName(src), src.Size, forcedName(t), t.Size, fm.Move, countSquares(d)),
				Creature: t.ID, Other: src.ID, At: s.start, Squares: 1})
		}
	}
	// 000_aa0e2bbacaeadbf0.txt "Each creature has a stability...": "they can
	// reduce that movement up to a number of squares equal to their stability".
	if r := fm.Stability.Reduction(t.Stability, d); r > 0 {
		d -= r
		notes = append(notes, Event{Kind: EventStability, Rule: "Stability",
			Text:     fmt.Sprintf("%s uses %d of stability %d: moved at most %s", forcedName(t), r, t.Stability, countSquares(d)),
			Creature: t.ID, At: s.start, Squares: r})
	}
	s.eff = d
	// Index the creatures near everything the target can reach (its
	// footprint plus the distance, one more for corners and falls).
	m := d + s.n + 2
	s.occ.build(b, s.start.X-m, s.start.Y-m, s.start.X+m, s.start.Y+m)
	return s, notes, nil
}

// forcedCanFly reports whether the creature can stay in the air: it
// hovers, or it flies and is neither prone nor held in place (grabbed or
// restrained: speed 0). Objects can't fly.
func forcedCanFly(c *Creature) bool {
	if c.Object {
		return false
	}
	return c.Can(Hover) || (c.Can(Fly) && !c.Prone && !c.Has(Grabbed) && !c.Has(Restrained))
}

// forcedName is how a creature is called in event texts.
func forcedName(c *Creature) string {
	if c.Name != "" {
		return c.Name
	}
	return c.ID
}

// cell returns the cell at x, y with the walls destroyed so far removed.
func (s *forcedSim) cell(x, y int) Cell {
	c := s.b.Cells[y*s.b.Width+x]
	if len(s.cuts) > 0 && c.Wall != NoMaterial {
		for _, k := range s.cuts {
			if k.sq.X == x && k.sq.Y == y {
				c.WallHeight = min(c.WallHeight, k.keep)
				if c.WallHeight <= 0 {
					c.Wall, c.WallHeight = NoMaterial, 0
				}
			}
		}
	}
	return c
}

// surface is the highest solid top (ground or wall) under a footprint.
func (s *forcedSim) surface(x, y int) int {
	top := 0
	first := true
	for j := y; j < y+s.n; j++ {
		for i := x; i < x+s.n; i++ {
			if t := s.cell(i, j).Top(); first || t > top {
				top, first = t, false
			}
		}
	}
	return top
}

// beneathGround reports whether the target's whole space at p is below
// the ground of every square of its footprint.
func (s *forcedSim) beneathGround(p Pos) bool {
	for j := p.Y; j < p.Y+s.n; j++ {
		for i := p.X; i < p.X+s.n; i++ {
			if p.Z+s.h > s.b.Cells[j*s.b.Width+i].Ground {
				return false
			}
		}
	}
	return true
}

// onMap reports whether a footprint with top-left square (x, y) lies on the map.
func (s *forcedSim) onMap(x, y int) bool {
	return x >= 0 && y >= 0 && x+s.n <= s.b.Width && y+s.n <= s.b.Height
}

// creatureHits collects in s.hits the creatures other than the target
// whose space meets the target's space at p.
func (s *forcedSim) creatureHits(p Pos) {
	s.hits = s.hits[:0]
	o := &s.occ
	for y := p.Y; y < p.Y+s.n; y++ {
		for x := p.X; x < p.X+s.n; x++ {
			ox, oy := x-o.x0, y-o.y0
			if ox >= 0 && oy >= 0 && ox < o.w && oy < o.h {
				for e := o.head[oy*o.w+ox]; e >= 0; e = o.next[e] {
					s.addHit(o.cre[e], p)
				}
				continue
			}
			for ci := range s.b.Creatures {
				if s.b.Creatures[ci].Covers(Square{x, y}) {
					s.addHit(int32(ci), p)
				}
			}
		}
	}
}

func (s *forcedSim) addHit(ci int32, p Pos) {
	if int(ci) == s.ti || s.gone(ci) || slices.Contains(s.broken, ci) {
		return
	}
	c := &s.b.Creatures[ci]
	if c.Z >= p.Z+s.h || c.Z+c.Size.Height() <= p.Z {
		return
	}
	for _, h := range s.hits {
		if h == ci {
			return
		}
	}
	s.hits = append(s.hits, ci)
}

// cornerBlocked reports the corner square that stops a diagonal step by
// (dx, dy) from cur (see forced_doc.go, "Corners"): in either square beside
// both the square left and the square entered, ground higher than bottom
// (the higher of the target's bottoms before and after the step), or a
// wall that rises through the target's whole height from there.
func (s *forcedSim) cornerBlocked(cur Pos, dx, dy int, bottom int) (Pos, Material, int32, bool) {
	n := s.n
	var cx, cy [2]int
	if dx > 0 {
		cx[0], cx[1] = cur.X+n, cur.X
	} else {
		cx[0], cx[1] = cur.X-1, cur.X+n-1
	}
	if dy > 0 {
		cy[0], cy[1] = cur.Y, cur.Y+n
	} else {
		cy[0], cy[1] = cur.Y+n-1, cur.Y-1
	}
	for k := 0; k < 2; k++ {
		x, y := cx[k], cy[k]
		if x < 0 || y < 0 || x >= s.b.Width || y >= s.b.Height {
			continue
		}
		c := s.cell(x, y)
		if !s.dirt && c.Ground > bottom {
			return Pos{x, y, bottom}, NoMaterial, -1, true
		}
		if c.HasWall() {
			top := c.Ground + c.WallHeight
			if c.Ground < bottom+s.h && top >= bottom+s.h {
				return Pos{x, y, max(bottom, c.Ground)}, c.Wall, -1, true
			}
		}
		if ci := s.objectAt(x, y, bottom); ci >= 0 {
			return Pos{x, y, max(bottom, s.b.Creatures[ci].Z)}, NoMaterial, ci, true
		}
	}
	return Pos{}, NoMaterial, -1, false
}

// objectAt returns a movable object (Creature.Object, not destroyed) in
// square x, y that rises through the target's whole height from bottom,
// as a wall must to block a corner, or -1. Objects are objects for the
// corner rule ("This rule applies only to moving past objects, not moving
// past other creatures"), as in willing movement.
func (s *forcedSim) objectAt(x, y, bottom int) int32 {
	if !s.occ.objects {
		return -1
	}
	o := &s.occ
	ox, oy := x-o.x0, y-o.y0
	if ox < 0 || oy < 0 || ox >= o.w || oy >= o.h {
		return -1
	}
	for e := o.head[oy*o.w+ox]; e >= 0; e = o.next[e] {
		ci := o.cre[e]
		c := &s.b.Creatures[ci]
		if int(ci) == s.ti || !c.Object || s.gone(ci) || slices.Contains(s.broken, ci) {
			continue
		}
		if c.Z < bottom+s.h && c.Z+c.Size.Height() >= bottom+s.h {
			return ci
		}
	}
	return -1
}

// step works out what happens when the target at cur is moved into the
// square of q (and, in a vertical move, to q.Z). rem is the forced
// movement left before the step. It does not change the simulation state
// except the scratch lists s.hits and s.walls.
func (s *forcedSim) step(cur, q Pos, rem int) forcedStepResult {
	n, h := s.n, s.h
	dx, dy := q.X-cur.X, q.Y-cur.Y
	dz := 0
	grounded := false
	if !s.vertical {
		grounded = cur.Z <= s.surface(cur.X, cur.Y)
	} else {
		dz = q.Z - cur.Z
	}
	z := cur.Z
	nz := z
	aloft := false // a horizontal move leaves the target over open space
	if s.vertical {
		nz = q.Z
		if !s.dirt {
			// Ground above the target's bottom is a slam, unless it is
			// liquid deep enough to take the target in (forced_doc.go,
			// "Liquid"): the surface is the cell's Ground, its depth below.
			liquid := -1
			for y := q.Y; y < q.Y+n; y++ {
				for x := q.X; x < q.X+n; x++ {
					c := s.b.Cells[y*s.b.Width+x]
					if c.Ground <= nz {
						continue
					}
					if dz < 0 && c.Liquid > 0 && !c.HasWall() && c.Ground-c.Liquid <= nz && c.Ground <= cur.Z {
						liquid = max(liquid, c.Ground)
						continue
					}
					return forcedStepResult{kind: stepSlamGround, at: Pos{x, y, c.Ground - 1}}
				}
			}
			if liquid >= 0 {
				to := Pos{q.X, q.Y, max(liquid, s.surface(q.X, q.Y))}
				s.creatureHits(to)
				if len(s.hits) == 0 {
					return forcedStepResult{kind: stepLiquid, to: to}
				}
				return forcedStepResult{kind: stepSlamCreature, to: to, at: to}
			}
		}
	} else {
		// Slopes: the target follows ground (or a wall top it already
		// stands level with or above) that rises or falls at most 1.
		g, sur := 0, 0
		first := true
		gx, gy := q.X, q.Y
		for y := q.Y; y < q.Y+n; y++ {
			for x := q.X; x < q.X+n; x++ {
				c := s.cell(x, y)
				t := c.Ground
				if c.HasWall() && c.Ground+c.WallHeight <= z {
					t = c.Ground + c.WallHeight
				}
				if first || c.Ground > g {
					g, gx, gy = c.Ground, x, y
				}
				if first || t > sur {
					sur = t
				}
				first = false
			}
		}
		switch {
		case grounded && sur > z+1, !grounded && g > z:
			return forcedStepResult{kind: stepSlamGround, at: Pos{gx, gy, g - 1}}
		case grounded && sur >= z-1:
			nz = sur
		}
		aloft = nz > sur
	}
	// Can't cut corners: checked at the higher of the two bottoms.
	if dx != 0 && dy != 0 {
		if at, mat, obj, ok := s.cornerBlocked(cur, dx, dy, max(cur.Z, nz)); ok {
			return forcedStepResult{kind: stepSlamCorner, at: at, mat: mat, obj: obj}
		}
	}
	// Walls and objects standing in the squares entered.
	var full, breakable bool
	var cost, dmg int
	var mat Material
	for iter := 0; ; iter++ {
		s.walls = s.walls[:0]
		full, breakable = false, true
		cost, dmg, mat = 0, 0, NoMaterial
		maxTop := 0
		for y := q.Y; y < q.Y+n; y++ {
			for x := q.X; x < q.X+n; x++ {
				c := s.cell(x, y)
				if !c.HasWall() {
					continue
				}
				top := c.Ground + c.WallHeight
				if c.Ground >= nz+h || top <= nz {
					continue
				}
				s.walls = append(s.walls, Pos{x, y, max(c.Ground, nz)})
				if top >= nz+h || dz != 0 {
					full = true
				}
				maxTop = max(maxTop, top)
				if mat == NoMaterial || c.Wall > mat {
					mat = c.Wall
				}
				cc, cd, ok := forcedBreakCost(c.Wall)
				if !ok {
					breakable = false
				}
				cost += cc
				dmg += cd
			}
		}
		if len(s.walls) == 0 || full {
			break
		}
		// Only walls lower than the target: not "the target's size or
		// larger". A grounded target is carried up onto one no more than 1
		// square above it (like a slope); otherwise it stops there.
		if grounded && maxTop-z <= 1 && iter < 2 {
			nz, aloft = maxTop, false
			continue
		}
		return forcedStepResult{kind: stepStopped, at: s.walls[0], mat: mat}
	}
	to := Pos{q.X, q.Y, nz}
	if full && (!breakable || cost > rem) {
		return forcedStepResult{kind: stepSlamWall, at: s.walls[0], mat: mat}
	}
	s.creatureHits(to)
	if len(s.hits) > 0 {
		return forcedStepResult{kind: stepSlamCreature, to: to, at: to}
	}
	if full {
		return forcedStepResult{kind: stepBreak, to: to, at: s.walls[0], mat: mat, cost: cost, damage: dmg, aloft: aloft}
	}
	return forcedStepResult{kind: stepFree, to: to, aloft: aloft}
}

// emit appends an event to the arena.
func (s *forcedSim) emit(e forcedEvent) {
	if s.tally {
		if int(e.who) == s.ti {
			s.tallied.damage += e.damage
		} else {
			s.tallied.others += e.damage
		}
		s.tallied.flags |= forcedFlagOf(e.kind)
		return
	}
	s.events = append(s.events, e)
}

// forcedRunResult is where a simulated movement left the target.
type forcedRunResult struct {
	end     Pos // final position, after any fall
	stop    Pos // where the forced movement itself ended
	reached int // squares of the path actually entered
	used    int // squares of movement used
}

// forcedRun is a movement in progress: begin, advance square by square,
// finish.
type forcedRun struct {
	cur                Pos
	used, moved        int
	descentTop, lastDz int
	ended, slammed     bool
	landed             bool // fell onto creatures: end is where it landed
	end                Pos
}

// run simulates the target moved along path (the squares moved into, in
// order; in a horizontal move their Z is ignored and recomputed) and
// records its events (s.events, or s.tallied while tallying). It sets the
// Z of every path square the target entered to the height it had there.
// The path must already be checked (adjacent steps on the map, no longer
// than the distance).
func (s *forcedSim) run(path []Pos) forcedRunResult {
	if s.buried {
		// 002_f77a00482932047c.txt "Burrowing Forced Movement": "they
		// aren't moved, and they take 1 damage for each square they would
		// have been force moved."
		s.cuts = s.cuts[:0]
		if k := len(path); k > 0 {
			s.emit(forcedEvent{kind: EventBurrowed, who: int32(s.ti), other: -1, at: s.start, damage: int32(k), squares: int32(k)})
		}
		return forcedRunResult{end: s.start, stop: s.start}
	}
	st := s.begin()
	for i := range path {
		if !s.advance(&st, path[i]) {
			break
		}
		path[i].Z = st.cur.Z
	}
	return s.finish(&st)
}

// begin starts a movement from the target's position.
func (s *forcedSim) begin() forcedRun {
	s.cuts = s.cuts[:0]
	s.broken = s.broken[:0]
	return forcedRun{cur: s.start, descentTop: s.start.Z}
}

// advance moves the target one step toward q and reports whether it
// entered q (false: the movement has ended, now or before).
func (s *forcedSim) advance(st *forcedRun, q Pos) bool {
	if st.ended {
		return false
	}
	rem := s.eff - st.used
	if rem <= 0 {
		st.ended = true
		return false
	}
	cur := st.cur
	if s.open != nil && len(s.cuts) == 0 && s.fastFree(cur, q) {
		s.entered(st, q, 1)
		return true
	}
	r := s.step(cur, q, rem)
	switch r.kind {
	case stepFree:
		s.terrain(cur, r.to)
		s.entered(st, r.to, 1)
		return true
	case stepBreak:
		for _, w := range s.walls {
			c := s.cell(w.X, w.Y)
			cost, d, _ := forcedBreakCost(c.Wall)
			s.emit(forcedEvent{kind: EventHurled, who: int32(s.ti), other: -1, at: w, damage: int32(d), squares: int32(cost), material: c.Wall})
		}
		for _, w := range s.walls {
			c := s.b.Cells[w.Y*s.b.Width+w.X]
			s.cuts = append(s.cuts, forcedCut{sq: w.Square(), keep: w.Z - c.Ground})
		}
		s.terrain(cur, r.to)
		s.entered(st, r.to, r.cost)
		return true
	case stepLiquid:
		// Liquid is not an object: the target plunges in and its
		// movement ends there, a fall into liquid (forced_doc.go, "Liquid").
		// It is placed at the surface (the board has no volume of liquid):
		// the step is not counted as entered, so a vertical path keeps
		// its squares.
		s.terrain(cur, r.to)
		st.cur = r.to
		st.used++
		st.moved++
		s.emitMoved(r.to, st.moved, st.used)
		s.fallDamage(r.to, st.descentTop-r.to.Z, causeLiquid)
	case stepSlamCreature:
		if obj, ok := s.objectHit(); ok {
			cost, ok := s.objectBreak(obj)
			if ok && cost <= rem {
				// 000 "Hurling Through Objects": the object is destroyed
				// and the target moves on.
				o := &s.b.Creatures[obj]
				s.emit(forcedEvent{kind: EventHurled, cause: causeObject, who: int32(s.ti), other: obj, at: o.Pos(), damage: int32(cost + 2), squares: int32(cost)})
				s.emit(forcedEvent{kind: EventDestroyed, who: obj, other: int32(s.ti), at: o.Pos(), damage: int32(o.Stamina)})
				s.broken = append(s.broken, obj)
				s.terrain(cur, r.to)
				s.entered(st, r.to, cost)
				return true
			}
			s.emitMoved(cur, st.moved, st.used)
			s.emit(forcedEvent{kind: EventSlamObject, cause: causeObject, who: int32(s.ti), other: obj, at: s.b.Creatures[obj].Pos(), damage: int32(2 + rem), squares: int32(rem)})
			if s.vertical && q.Z < cur.Z {
				s.fallDamage(cur, st.descentTop-cur.Z, causeDownward)
				st.descentTop = cur.Z // charged: a fall after this counts from here
			}
			break
		}
		s.emitMoved(cur, st.moved, st.used)
		s.slamCreatures(cur, rem)
		if s.vertical && q.Z < cur.Z && s.allBelow(cur) {
			// 002 "being force moved downward is considered falling": a
			// target moved down onto creatures has fallen onto them.
			land := 0
			for _, h := range s.hits {
				c := &s.b.Creatures[h]
				land = max(land, c.Z+c.Size.Height())
			}
			s.below = s.below[:0]
			for _, h := range s.hits {
				if c := &s.b.Creatures[h]; c.Z+c.Size.Height() == land {
					s.below = append(s.below, h)
				}
			}
			slices.Sort(s.below)
			st.end = s.fallOnto(cur, land, st.descentTop-land, 0, causeDownOnto)
			st.landed = true
		}
	case stepSlamGround, stepSlamWall, stepSlamCorner:
		cause := causeWall
		switch r.kind {
		case stepSlamGround:
			cause = causeGround
		case stepSlamCorner:
			cause = causeCorner
		}
		// 000 "When a creature force moves a target into a stationary
		// object...": 2 damage plus 1 for each square remaining.
		s.emitMoved(cur, st.moved, st.used)
		other := int32(-1)
		if r.kind == stepSlamCorner {
			other = r.obj
		}
		s.emit(forcedEvent{kind: EventSlamObject, cause: cause, who: int32(s.ti), other: other, at: r.at, damage: int32(2 + rem), squares: int32(rem), material: r.mat})
		if s.vertical && q.Z < cur.Z {
			// "If you force move a creature downward into an object that
			// doesn't break (including the ground), they also take falling
			// damage ... their Agility score was 0".
			s.fallDamage(cur, st.descentTop-cur.Z, causeDownward)
			st.descentTop = cur.Z // charged: a fall after this counts from here
		}
	case stepStopped:
		s.emitMoved(cur, st.moved, st.used)
		s.emit(forcedEvent{kind: EventStopped, cause: causeLowWall, who: int32(s.ti), other: -1, at: r.at, material: r.mat, squares: int32(rem)})
	}
	st.ended, st.slammed = true, true
	return false
}

// entered records the target moving into to for cost squares of movement.
func (s *forcedSim) entered(st *forcedRun, to Pos, cost int) {
	dz := to.Z - st.cur.Z
	st.cur = to
	st.used += cost
	st.moved++
	if dz > 0 {
		st.descentTop = to.Z
	}
	st.lastDz = dz
}

// finish ends a movement: the moved event, a landing or a fall.
func (s *forcedSim) finish(st *forcedRun) forcedRunResult {
	cur := st.cur
	if !st.slammed {
		s.emitMoved(cur, st.moved, st.used)
	}
	sur := s.surface(cur.X, cur.Y)
	if st.moved > 0 && s.vertical && !st.slammed && st.lastDz < 0 && cur.Z == sur {
		// 002 "Falling is not forced movement, but being force moved
		// downward is considered falling": landing on the ground at the
		// end of a downward vertical move.
		s.fallDamage(cur, st.descentTop-cur.Z, causeLanding)
	}
	end := cur
	switch {
	case st.landed:
		end = st.end
	case st.moved > 0 && !s.canFly && cur.Z > sur:
		// A burrower moved "through the dirt as if it were air" and left
		// above the ground falls like anyone.
		cause, top, agility := causeForcedFall, cur.Z, s.agility
		if s.vertical {
			// The squares it was moved down count toward the fall.
			cause, top = causeVertical, st.descentTop
			if st.lastDz < 0 && s.landing(cur, sur) == cur.Z {
				// Moved down right onto a creature: force moved downward
				// into something, as onto the ground (Agility 0).
				agility = 0
			}
		}
		end = s.fall(cur, top, agility, cause, sur)
	}
	return forcedRunResult{end: end, stop: cur, reached: st.moved, used: st.used}
}

// fastFree reports, for a vertical move of a one-square target with no
// wall broken yet, that the step from cur to q is into clear air past
// clear corners: nothing happens but the move.
//
// Every square a preview steps into, and both corners of the step, lie in
// the box of its reach, so the keys need no bounds check but the slice's.
func (s *forcedSim) fastFree(cur, q Pos) bool {
	bx := &s.openBox
	ck := ((cur.Z-bx.z0)*bx.h+(cur.Y-bx.y0))*bx.w + (cur.X - bx.x0)
	qk := ck + (q.X - cur.X) + ((q.Y-cur.Y)+(q.Z-cur.Z)*bx.h)*bx.w
	if !s.openAt(qk, q) {
		return false
	}
	if cur.X != q.X && cur.Y != q.Y {
		return s.openAt(ck+(q.X-cur.X), Pos{q.X, cur.Y, cur.Z}) && s.openAt(ck+(q.Y-cur.Y)*bx.w, Pos{cur.X, q.Y, cur.Z})
	}
	return true
}

// openAt reports whether a one-square target's space at p (box key k)
// is clear: not in the ground, walls or creatures, and not on damaging
// ground. A step into a clear square past clear corners (checked at the
// height left) is free with nothing to record.
func (s *forcedSim) openAt(k int, p Pos) bool {
	if uint(k) >= uint(len(s.open)) {
		return false
	}
	switch s.open[k] {
	case 1:
		return true
	case 2:
		return false
	}
	ok := s.onMap(p.X, p.Y)
	if ok {
		c := s.b.Cells[p.Y*s.b.Width+p.X]
		ok = c.Ground <= p.Z && !(c.Ground == p.Z && c.Damaging > 0) &&
			!(c.HasWall() && c.Ground < p.Z+1 && c.Ground+c.WallHeight > p.Z)
	}
	if ok {
		s.creatureHits(p)
		ok = len(s.hits) == 0
	}
	if ok {
		s.open[k] = 1
	} else {
		s.open[k] = 2
	}
	return ok
}

// emitMoved records how far the target was moved, if at all.
func (s *forcedSim) emitMoved(at Pos, moved, used int) {
	if moved > 0 {
		s.emit(forcedEvent{kind: EventMoved, who: int32(s.ti), other: -1, at: at, squares: int32(moved), total: int32(used)})
	}
}

// terrain records damaging terrain the target enters moving from a to b:
// the highest Damaging value among the squares newly under it whose
// ground it touches (000 "When you force move a target into damaging
// terrain...").
func (s *forcedSim) terrain(a, b Pos) {
	if best, at := s.terrainAt(a, b); best > 0 {
		s.emit(forcedEvent{kind: EventDamagingTerrain, who: int32(s.ti), other: -1, at: at, damage: int32(best)})
	}
}

// terrainAt is the damaging terrain a step from a to b enters (terrain)
// and where, without recording it.
func (s *forcedSim) terrainAt(a, b Pos) (best int, at Pos) {
	for y := b.Y; y < b.Y+s.n; y++ {
		for x := b.X; x < b.X+s.n; x++ {
			if x >= a.X && x < a.X+s.n && y >= a.Y && y < a.Y+s.n && a.Z == b.Z {
				continue
			}
			c := s.b.Cells[y*s.b.Width+x]
			if c.Damaging > best && b.Z <= c.Ground {
				best, at = c.Damaging, Pos{x, y, b.Z}
			}
		}
	}
	return best, at
}

// slamCreatures records a collision between the target at cur and the
// creatures in s.hits with rem squares of movement remaining
// (000 "Slamming into Creatures").
func (s *forcedSim) slamCreatures(cur Pos, rem int) {
	first := s.hits[0]
	for _, h := range s.hits {
		if s.b.Creatures[h].Pos().Z < s.b.Creatures[first].Pos().Z || (s.b.Creatures[h].ID < s.b.Creatures[first].ID && s.b.Creatures[h].Z == s.b.Creatures[first].Z) {
			first = h
		}
	}
	// The moved creature takes the damage once however many it hits; an
	// object moved into creatures takes none.
	td := int32(rem)
	cause := causeNone
	if s.object {
		td, cause = 0, causeObjectInto
	}
	s.emit(forcedEvent{kind: EventSlamCreature, cause: cause, who: int32(s.ti), other: first, others: int32(len(s.hits)), at: cur, damage: td, squares: int32(rem)})
	for _, h := range s.hits {
		s.emit(forcedEvent{kind: EventSlamCreature, cause: cause, who: h, other: int32(s.ti), others: 1, at: s.b.Creatures[h].Pos(), damage: int32(rem), squares: int32(rem)})
	}
}

// liquidUnder is the deepest liquid among the footprint squares at p whose
// top is the surface the target lands on.
func (s *forcedSim) liquidUnder(p Pos, surface int) int {
	d := 0
	for y := p.Y; y < p.Y+s.n; y++ {
		for x := p.X; x < p.X+s.n; x++ {
			c := s.cell(x, y)
			if c.Top() == surface && c.Liquid > d {
				d = c.Liquid
			}
		}
	}
	return d
}

// fallDamage records the falling damage of a forced move downward of
// height squares that ended at p (Agility counts as 0).
func (s *forcedSim) fallDamage(p Pos, height int, cause forcedCause) {
	if height <= 0 {
		return
	}
	liq := s.liquidUnder(p, s.surface(p.X, p.Y))
	eff := FallEffective(height, 0, liq)
	d := FallDamage(eff)
	if d == 0 {
		return
	}
	s.emit(forcedEvent{kind: EventFall, cause: cause, who: int32(s.ti), other: -1, at: p, damage: int32(d), squares: int32(height), extent: int32(eff)})
	s.prone(int32(s.ti), -1, p, cause)
}

// fall drops the target from p to whatever is under it (002 "Falling",
// "Falling onto Another Creature") and returns where it ends up.
//
// top is the height the descent began at: p.Z for a plain fall, higher
// when the target was force moved downward before it was left in midair
// ("being force moved downward is considered falling"), so the whole
// descent is one fall. agility is the Agility the fall is reduced by. sur
// is the surface under the target at p (forcedSim.surface).
func (s *forcedSim) fall(p Pos, top, agility int, cause forcedCause, sur int) Pos {
	land := s.landing(p, sur)
	if len(s.below) == 0 {
		height := top - land
		eff := FallEffective(height, agility, s.liquidUnder(p, sur))
		to := Pos{p.X, p.Y, land}
		if height > 0 {
			s.emit(forcedEvent{kind: EventFall, cause: cause, who: int32(s.ti), other: -1, at: to, damage: int32(FallDamage(eff)), squares: int32(height), extent: int32(eff)})
		}
		if eff >= 2 {
			s.prone(int32(s.ti), -1, to, cause)
		}
		s.terrain(p, to)
		return to
	}
	return s.fallOnto(p, land, top-land, agility, cause)
}

// landing is the height a target falling from p first meets: the surface
// under it or the top of the highest creature under its footprint. The
// creatures whose tops are at that height, the ones it lands on, are left
// in s.below (board order).
func (s *forcedSim) landing(p Pos, sur int) int {
	land := sur
	s.below = s.below[:0]
	visit := func(ci int32) {
		if int(ci) == s.ti || s.gone(ci) {
			return
		}
		c := &s.b.Creatures[ci]
		top := c.Z + c.Size.Height()
		switch {
		case top > p.Z || top < land || !s.exposed(c, p, top):
			return
		case top > land:
			land = top
			s.below = append(s.below[:0], ci)
		case !slices.Contains(s.below, ci):
			s.below = append(s.below, ci)
		}
	}
	for y := p.Y; y < p.Y+s.n; y++ {
		for x := p.X; x < p.X+s.n; x++ {
			ox, oy := x-s.occ.x0, y-s.occ.y0
			if ox >= 0 && oy >= 0 && ox < s.occ.w && oy < s.occ.h {
				for e := s.occ.head[oy*s.occ.w+ox]; e >= 0; e = s.occ.next[e] {
					visit(s.occ.cre[e])
				}
			} else {
				for ci := range s.b.Creatures {
					if s.b.Creatures[ci].Covers(Square{x, y}) {
						visit(int32(ci))
					}
				}
			}
		}
	}
	slices.Sort(s.below)
	return land
}

// exposed reports whether creature c, whose top is at top, can be landed
// on by a target falling at p: in some square under both, nothing solid
// covers c (the surface there is below its top). A burrower under the
// ground is covered; a creature in a pit whose top is level with the
// ground beside it is not.
func (s *forcedSim) exposed(c *Creature, p Pos, top int) bool {
	n := c.Size.Squares()
	for y := max(p.Y, c.At.Y); y < min(p.Y+s.n, c.At.Y+n); y++ {
		for x := max(p.X, c.At.X); x < min(p.X+s.n, c.At.X+n); x++ {
			if s.cell(x, y).Top() < top {
				return true
			}
		}
	}
	return false
}

// fallOnto lands the target, falling height squares from above p, on the
// creatures in s.below, whose tops are at land (002 "Falling onto Another
// Creature"): each takes the same damage and is knocked prone if the
// faller's size is greater than its Might; the faller lands prone in the
// nearest unoccupied space, never higher than land, and a space lower
// still is a further fall. It returns where the faller ends up.
func (s *forcedSim) fallOnto(p Pos, land, height, agility int, cause forcedCause) Pos {
	below := s.below // nothing below changes s.below
	eff := FallEffective(height, agility, 0)
	d := FallDamage(eff)
	at := Pos{p.X, p.Y, land}
	to := s.nearestFree(at)
	s.emit(forcedEvent{kind: EventFall, cause: cause, who: int32(s.ti), other: below[0], others: int32(len(below)), at: at, damage: int32(d), squares: int32(height), extent: int32(eff)})
	size := s.b.Creatures[s.ti].Size.Number()
	for _, ci := range below {
		c := &s.b.Creatures[ci]
		s.emit(forcedEvent{kind: EventFallOnto, cause: cause, who: ci, other: int32(s.ti), at: c.Pos(), damage: int32(d), squares: int32(height), extent: int32(eff)})
	}
	s.prone(int32(s.ti), -1, to, cause)
	for _, ci := range below {
		if c := &s.b.Creatures[ci]; size > c.Might {
			s.prone(ci, int32(s.ti), c.Pos(), cause)
		}
	}
	if h := land - to.Z; h >= 2 {
		// The nearest unoccupied space is lower than the creature landed
		// on: the rest of the way down is a fall like any other (a step
		// down of 1 square is no fall: "When a creature falls 2 or more
		// squares").
		e := FallEffective(h, s.agility, s.liquidUnder(to, to.Z))
		s.emit(forcedEvent{kind: EventFall, cause: causeFall, who: int32(s.ti), other: -1, at: to, damage: int32(FallDamage(e)), squares: int32(h), extent: int32(e)})
	}
	s.terrain(p, to)
	return to
}

// prone records that creature who is knocked or lands prone (other: the
// creature that knocked it, or -1). Objects are never knocked prone.
func (s *forcedSim) prone(who, other int32, at Pos, cause forcedCause) {
	if s.b.Creatures[who].Object {
		return
	}
	s.emit(forcedEvent{kind: EventProne, cause: cause, who: who, other: other, at: at})
}

// gone reports whether creature ci is a destroyed object (its Stamina
// tracked and down to 0): it no longer takes up space.
func (s *forcedSim) gone(ci int32) bool {
	c := &s.b.Creatures[ci]
	return c.Object && c.Dying()
}

// nearestFree finds the unoccupied space nearest to p, in three
// dimensions, where the target that fell onto a creature at p lands
// (002 "The falling creature then lands prone in the nearest unoccupied
// space of their choice"). A space is the target's footprint standing on
// the surface there; it must be no higher than p ("lands": a fall never
// carries a creature up). Distance is Distance between the two spaces;
// among the nearest the target chooses the highest (the shortest further
// drop), then the smallest y, then the smallest x.
func (s *forcedSim) nearestFree(p Pos) Pos {
	limit := max(s.b.Width, s.b.Height)
	best, bestD := p, -1
	for r := 1; r <= limit; r++ {
		if bestD >= 0 && r > bestD {
			break
		}
		for y := p.Y - r; y <= p.Y+r; y++ {
			for x := p.X - r; x <= p.X+r; x++ {
				if max(forcedAbs(x-p.X), forcedAbs(y-p.Y)) != r || !s.onMap(x, y) {
					continue
				}
				z := s.surface(x, y)
				if z > p.Z {
					continue
				}
				d := max(r, p.Z-z)
				if bestD >= 0 && (d > bestD || d == bestD && z <= best.Z) {
					continue
				}
				cand := Pos{x, y, z}
				s.creatureHits(cand)
				if len(s.hits) > 0 {
					continue
				}
				best, bestD = cand, d
			}
		}
	}
	return best
}

// objectHit returns the movable object among s.hits that is the target's
// size or larger, if any: the target slams into it as into an object
// (000 "Slamming Into Objects"), not as into a creature.
func (s *forcedSim) objectHit() (int32, bool) {
	size := s.b.Creatures[s.ti].Size
	for _, h := range s.hits {
		if c := &s.b.Creatures[h]; c.Object && c.Size >= size {
			return h, true
		}
	}
	return -1, false
}

// objectBreak is the squares of forced movement it takes to hurl the
// target through movable object obj: its Stamina, which is what the
// object Stamina table and the hurling table share (glass 1, wood 3,
// stone 6, metal 9). ok is false when the object's Stamina is not
// tracked: its material is unknown and it does not break.
func (s *forcedSim) objectBreak(obj int32) (cost int, ok bool) {
	c := &s.b.Creatures[obj]
	if c.MaxStamina <= 0 || c.Stamina <= 0 {
		return 0, false
	}
	return c.Stamina, true
}

// allBelow reports whether every creature in s.hits is wholly below the
// bottom of the target at cur: a step down into them lands on them.
func (s *forcedSim) allBelow(cur Pos) bool {
	for _, h := range s.hits {
		if c := &s.b.Creatures[h]; c.Z+c.Size.Height() > cur.Z {
			return false
		}
	}
	return true
}

func forcedAbs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
