package drawsteel

import (
	"fmt"
	"slices"

	"github.com/battlemap/battlemap/grid"
)

// This file is the forced-movement engine: one step at a time, on a board
// that is never changed. Everything a simulation produces goes into
// reusable scratch slices and an event arena, so that a preview can run
// thousands of paths without allocating per path. This file holds the
// simulation's state and what it reads of the board; the steps are in
// forced_step.go, the run along a path in forced_run.go and falling in
// forced_fall.go.

// BreakCost is the squares of forced movement it takes to destroy one
// square of the material, and the damage the target takes
// (Draw Steel, Hurling Through Objects: "When you move a creature into a mundane
// object..."). ok is false for materials that never break.
func BreakCost(m Material) (cost, damage int, ok bool) {
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
// wall at sq keeps only its lowest keep squares. With dir set it is an
// edge destroyed instead: the side from sq to its right (1) or lower (2)
// neighbour (see forcedEdgeDir).
type forcedCut struct {
	sq   Square
	keep int32
	dir  uint8
}

// forcedEdgeDir is the compact form of a square edge: 1 when B is right
// of A, 2 when below.
func forcedEdgeDir(side grid.Edge) uint8 {
	if side.B.X > side.A.X {
		return 1
	}
	return 2
}

// forcedEdgeSide is the edge from square a in direction dir (forcedEdgeDir).
func forcedEdgeSide(a Square, dir uint8) grid.Edge {
	b := Square{a.X + 1, a.Y}
	if dir == 2 {
		b = Square{a.X, a.Y + 1}
	}
	return Side(a, b)
}

// edgeCut reports whether the edge was destroyed earlier in this movement.
func (s *forcedSim) edgeCut(side grid.Edge) bool {
	for _, k := range s.edgeCuts {
		if k.sq.X == side.A.X && k.sq.Y == side.A.Y && k.dir == forcedEdgeDir(side) {
			return true
		}
	}
	return false
}

// forcedEvent is the compact form of an Event: creatures by index, no text.
type forcedEvent struct {
	kind          EventKind
	cause         forcedCause
	edge          uint8 // set when the obstacle is the edge from at (forcedEdgeDir)
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
	causeEdge       // a thin wall, door or window on a side between squares
	causeAlongside  // creatures slammed into by the same step as a wall
	causeProneFlyer // a flyer knocked prone falls (followOnFalls)
	causeAloft      // a rider knocked off stays aloft (it flies or hovers)
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
	edge   uint8 // the obstacle is the edge from at (forcedEdgeDir), or 0 (beside kind: no larger)
	to     Pos   // the position moved into (free, break)
	at     Pos   // where the obstacle is
	mat    Material
	cost   int   // squares of movement a break uses
	damage int   // damage of a break
	aloft  bool  // a horizontal move left the target over open space
	obj    int32 // the movable object whose corner was hit (stepSlamCorner), or -1
	// lift is set on a blocked step (slam, stopped) when to is the space
	// the target would have entered, raised onto a low wall or slope.
	lift bool
	// creatures is set on a slam into a wall or the ground when the same
	// step met creatures too (in forcedSim.hits): they are slammed into.
	creatures bool
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

	// startAloft: a vertical move starts off the surface (forcedRun.aloft).
	startAloft bool

	occ occupancy

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
	// chain is set when the simulation knocks a flyer prone: it may fall
	// after the movement (followOnFalls). fallBuf is chainSummary's room.
	chain   bool
	fallBuf fallScratch

	cuts   []forcedCut // wall squares destroyed so far (dir 0)
	hits   []int32
	below  []int32 // the creatures a fall lands on (landing)
	broken []int32 // movable objects destroyed so far
	walls  []Pos
	events []forcedEvent

	edgeCuts []forcedCut // edges destroyed so far (dir set): apart from cuts, so cell stays small
	crossed  []edgeCross // scratch: the edges a step crosses
	edgeHits []edgeCross // the closed edges a step breaks through (stepBreak)

	// rides says the target rides or climbs creature mount
	// (Board.MountOf): moved at all, it is knocked off (Draw Steel,
	// Mounted Combat) and lands as tier says (0: no test made). slide is
	// the part of its first fall it slides down the mount instead (the
	// mount's height on a landing of 12 or more), slideLeft what of it the
	// run in progress has not used.
	rides            bool
	mount            int32
	tier             PowerTier
	slide, slideLeft int

	// riders says whether creatures near the target stand on top of
	// others (hasRiders; 0 not known yet, 1 no, 2 yes): an option whose
	// summary they may change is rebuilt as a chained one is
	// (forcedSim.rebuild).
	riders uint8
	// carried are the creatures on top of the target, and on top of them
	// (Board.carried): they move with it, so they are never in its way,
	// and a creature in the way of one of them is in the target's.
	carried []int32
}

// newForcedSim checks the forced move against the board and prepares a
// simulator. notes receives the Stability and Big Versus Little events.
func newForcedSim(b *Board, fm ForcedMove) (*forcedSim, []Event, error) {
	if b == nil {
		return nil, nil, fmt.Errorf("%v: no board", fm)
	}
	if fm.Move.Kind < Push || fm.Move.Kind > Slide {
		return nil, nil, fmt.Errorf("%v: unknown forced movement kind %d", fm, int(fm.Move.Kind))
	}
	if fm.Move.Distance < 0 {
		return nil, nil, fmt.Errorf("%v: negative distance %d", fm, fm.Move.Distance)
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
		return nil, nil, fmt.Errorf("%v: no creature with id %q on the board", fm, fm.Target)
	}
	if fm.Source != "" && s.si < 0 {
		if fm.Source == fm.Target {
			return nil, nil, fmt.Errorf("%v: a creature can't force move itself", fm)
		}
		return nil, nil, fmt.Errorf("%v: no creature with id %q on the board", fm, fm.Source)
	}
	if s.si < 0 && fm.Move.Kind != Slide {
		return nil, nil, fmt.Errorf("%v: a %s needs a source creature to move away from or toward", fm, fm.Move.Kind)
	}
	t := &b.Creatures[s.ti]
	s.n, s.h = t.Size.Squares(), t.Size.Height()
	s.start = t.Pos()
	s.object = t.Object
	s.agility = t.Agility
	s.canFly = canStayAloft(t)
	if mi := b.mountIndex(s.ti); mi >= 0 {
		s.rides, s.mount = true, int32(mi)
	}
	if !b.In(t.At) || !b.In(Square{t.At.X + s.n - 1, t.At.Y + s.n - 1}) {
		return nil, nil, fmt.Errorf("%v: the target at %v is not on the map", fm, t.Pos())
	}
	var notes []Event
	// Draw Steel, Vertical: "If a creature who can't fly is left in
	// midair...": "Forced movement made against a creature who is flying
	// is always a vertical forced move".
	s.vertical = forcedIsVertical(b, t, fm.Move)
	s.startAloft = s.vertical && s.start.Z != s.surface(s.start.X, s.start.Y)
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
		// Draw Steel, Big Versus Little: "When a larger creature force moves a
		// smaller target with a melee weapon ability, the distance of the
		// forced movement is increased by 1."
		if fm.Melee && src.Size > t.Size {
			d++
			notes = append(notes, Event{Kind: EventBigVersusLittle, Rule: "Big Versus Little",
				Text:     fmt.Sprintf("%s (size %v) force moves the smaller %s (size %v) with a melee weapon ability: %s becomes %s", forcedName(src), src.Size, forcedName(t), t.Size, fm.Move, countSquares(d)),
				Creature: t.ID, Other: src.ID, At: s.start, Squares: 1})
		}
	}
	// Draw Steel, Stability: "Each creature has a stability...": "they can
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
	s.occ.build(b, s.start.X-m, s.start.Y-m, s.start.X+m, s.start.Y+m, nil)
	if s.carries() {
		for _, k := range b.carried(s.ti) {
			s.carried = append(s.carried, int32(k))
		}
	}
	return s, notes, nil
}

// canStayAloft reports whether the creature can stay in the air without
// ground under it: it hovers, or it flies and is neither prone nor has its
// speed reduced to 0 (grabbed or restrained; a Speed of 0 written in the
// file is the creature's own speed, not a reduction). Draw Steel: "Fly":
// "If a flying creature is knocked prone or has their speed reduced to 0,
// they fall"; "Hover": "They don't fall even if they are knocked prone or
// their speed is reduced to 0". Objects can't fly. The forced-movement
// engine and the willing-movement fall check both ask this one question.
func canStayAloft(c *Creature) bool {
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
	c := s.b.Cells[y*s.b.Width+x] // not b.Cell: small enough to inline
	if len(s.cuts) > 0 && c.Wall != NoMaterial {
		for _, k := range s.cuts {
			if k.sq.X == x && k.sq.Y == y {
				c.WallHeight = min(c.WallHeight, int(k.keep))
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
			if p.Z+s.h > s.b.Cell(Square{i, j}).Ground {
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
	s.addHits(p)
}

// addHits adds to s.hits the creatures other than the target whose space
// meets the target's space at p.
func (s *forcedSim) addHits(p Pos) {
	o := &s.occ
	for y := p.Y; y < p.Y+s.n; y++ {
		for x := p.X; x < p.X+s.n; x++ {
			ox, oy := x-o.x0, y-o.y0
			if ox >= 0 && oy >= 0 && ox < o.w && oy < o.h {
				for e := o.head[oy*o.w+ox]; e >= 0; e = o.entries[e].next {
					s.addHit(o.entries[e].cre, p)
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
	if len(s.carried) > 0 && slices.Contains(s.carried, ci) {
		return
	}
	if c.Z >= p.Z+s.h || c.Z+c.Size.Height() <= p.Z {
		if len(s.carried) == 0 || !s.carriedMeet(c, p) {
			return
		}
	}
	for _, h := range s.hits {
		if h == ci {
			return
		}
	}
	s.hits = append(s.hits, ci)
}

// carries reports whether some creature stands on top of the target: one
// standing in a square of its footprint (s.occ) whose bottom is its top.
func (s *forcedSim) carries() bool {
	t := &s.b.Creatures[s.ti]
	o := &s.occ
	for y := s.start.Y; y < s.start.Y+s.n; y++ {
		for x := s.start.X; x < s.start.X+s.n; x++ {
			ox, oy := x-o.x0, y-o.y0
			if ox < 0 || oy < 0 || ox >= o.w || oy >= o.h {
				continue
			}
			for e := o.head[oy*o.w+ox]; e >= 0; e = o.entries[e].next {
				if onTopOf(&s.b.Creatures[o.entries[e].cre], t) {
					return true
				}
			}
		}
	}
	return false
}

// hasRiders reports, asked once, whether a creature stands on top of
// another among those the occupancy index holds: the creatures near
// enough for the move, and the falls it sets off, to reach. A creature of
// size 3 or more there, whose riders may stand beyond the index, makes it
// ask the whole board (Board.anyRiders).
func (s *forcedSim) hasRiders() bool {
	if s.riders == 0 {
		s.riders = 1
		if s.ridersNear() {
			s.riders = 2
		}
	}
	return s.riders == 2
}

func (s *forcedSim) ridersNear() bool {
	o := &s.occ
	for _, e := range o.entries {
		c := &s.b.Creatures[e.cre]
		if c.Size >= SizeN(3) {
			return s.b.anyRiders()
		}
		for f := e.next; f >= 0; f = o.entries[f].next {
			if m := &s.b.Creatures[o.entries[f].cre]; onTopOf(c, m) || onTopOf(m, c) {
				return true
			}
		}
	}
	return false
}

// carriedMeet reports whether creature c is in the space of one of the
// creatures the target carries (s.carried) when the target is at p: they
// keep their places on its back ("If a mount is force moved, they carry
// any riders with them", Draw Steel, Mounted Combat), so a flyer in a
// rider's way is a creature the mount and its riders slam into.
func (s *forcedSim) carriedMeet(c *Creature, p Pos) bool {
	dx, dy, dz := p.X-s.start.X, p.Y-s.start.Y, p.Z-s.start.Z
	for _, k := range s.carried {
		r := &s.b.Creatures[k]
		sp := Space{At: Pos{r.At.X + dx, r.At.Y + dy, r.Z + dz}, Side: r.Size.Squares(), Height: r.Size.Height()}
		if _, ok := sp.Overlap(c.Space()); ok {
			return true
		}
	}
	return false
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
	for e := o.head[oy*o.w+ox]; e >= 0; e = o.entries[e].next {
		ci := o.entries[e].cre
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
