package realms

import (
	"fmt"
	"slices"

	"github.com/battlemap/battlemap/grid"
)

// Step is one hex of a move: where the anchor goes, what it costs and why.
type Step struct {
	To   grid.Cell
	Feet int
	// Difficult is set when the hexes entered include difficult terrain.
	Difficult bool
	// Through is the id of a creature whose space the step enters (that
	// space costs as difficult terrain), or "".
	Through string
	// Crawling is set when the creature crawls (three times the cost).
	Crawling bool
}

// Plan is one legal move with every figure the table needs: the round's
// movement and its breakdown, the actions' costs, the path, its cost and
// what remains.
type Plan struct {
	Creature string
	Budget   Budget
	// Path is the anchor hexes from the start to the end, both included.
	Path  []grid.Cell
	Steps []Step
	// Cost is what the path spends, in feet.
	Cost int
	// Remaining is Budget.Movement.Round - Budget.ActionCost - Cost.
	Remaining int
}

// Speed is the round's movement after effects.
func (p *Plan) Speed() int { return p.Budget.Movement.Round }

// To is where the move ends.
func (p *Plan) To() grid.Cell { return p.Path[len(p.Path)-1] }

// Plan is the cheapest legal move of the creature's anchor to the hex to,
// or a *rules.Error naming the rule that forbids it.
func (b *Board) Plan(id string, to grid.Cell, opt Options) (Plan, error) {
	r, err := b.Reach(id, opt)
	if err != nil {
		return Plan{}, err
	}
	if r.CanEnd(to) {
		return b.PlanPath(id, r.Path(to, nil), opt)
	}
	k := b.index(id)
	c := &b.Creatures[k]
	at := b.Offset(to)
	if err := b.endError(k, to, opt); err != nil {
		return Plan{}, err
	}
	if !r.Budget.Movement.CanMove() {
		return Plan{}, ruleError(RuleNoMovement, "%s has %d feet of movement this round and cannot move", c.ID, r.Budget.Movement.Round)
	}
	all := b.search(k, r.Budget, opt, unlimited)
	if cost, ok := all.Cost(to); ok {
		return Plan{}, ruleError(RuleMovementLeft, "the cheapest path of %s to [%d, %d] costs %d feet; %d feet are left", c.ID, at.Col, at.Row, cost, r.Budget.Left)
	}
	return Plan{}, ruleError(RuleNoPath, "no path leads %s to [%d, %d]: walls or hostile creatures close every way", c.ID, at.Col, at.Row)
}

// endError is why creature k may not end with its anchor at to, or nil.
func (b *Board) endError(k int, to grid.Cell, opt Options) error {
	c := &b.Creatures[k]
	at := b.Offset(to)
	var fp []grid.Cell
	for _, h := range c.Size.Footprint(to, nil) {
		if t := b.TerrainAt(h); t.Blocks() {
			o := b.Offset(h)
			if !b.Geometry.In(h) {
				return ruleError(RuleBlocked, "%s's space at [%d, %d] would leave the map", c.ID, at.Col, at.Row)
			}
			return ruleError(RuleBlocked, "[%d, %d] is %s; %s cannot stand there", o.Col, o.Row, t, c.ID)
		}
	}
	mine := c.Size.Footprint(to, nil)
	for j := range b.Creatures {
		o := &b.Creatures[j]
		if j == k {
			continue
		}
		fp = o.Size.Footprint(o.At, fp[:0])
		if !overlaps(mine, fp) {
			continue
		}
		if Hostile(c, o) && !slices.Contains(opt.Permits, o.ID) {
			return ruleError(RuleHostileSpace, "[%d, %d] is in the space of %s, hostile to %s, who has neither permission nor a competition won", at.Col, at.Row, o.ID, c.ID)
		}
		return ruleError(RuleOccupiedEnd, "%s may pass through the space of %s but not end there, at [%d, %d]", c.ID, o.ID, at.Col, at.Row)
	}
	return nil
}

func overlaps(a, b []grid.Cell) bool {
	for _, p := range a {
		if slices.Contains(b, p) {
			return true
		}
	}
	return false
}

// PlanPath is the move of the creature's anchor along path (the hexes
// stepped into, one after the other; the start may be given first or left
// out), or a *rules.Error naming the first rule the path breaks.
func (b *Board) PlanPath(id string, path []grid.Cell, opt Options) (Plan, error) {
	k := b.index(id)
	if k < 0 {
		return Plan{}, fmt.Errorf("realms: no creature %q on the board", id)
	}
	c := &b.Creatures[k]
	bu, err := c.Budget(opt.Actions)
	if err != nil {
		return Plan{}, err
	}
	if len(path) > 0 && path[0] == c.At {
		path = path[1:]
	}
	p := Plan{Creature: c.ID, Budget: bu, Path: append([]grid.Cell{c.At}, path...)}
	if len(path) > 0 && !bu.Movement.CanMove() {
		return Plan{}, ruleError(RuleNoMovement, "%s has %d feet of movement this round and cannot move", c.ID, bu.Movement.Round)
	}
	m := newMover(c, crawls(c, opt.Actions))
	q0, q1, r0, r1 := c.At.X, c.At.X, c.At.Y, c.At.Y
	for _, h := range path {
		q0, q1, r0, r1 = min(q0, h.X), max(q1, h.X), min(r0, h.Y), max(r1, h.Y)
	}
	e := m.extent + 1
	w := b.newWindow(k, opt.Permits, q0-e, q1+e, r0-e, r1+e, e)
	for i, to := range path {
		from := p.Path[i]
		dir := slices.Index(hexDirections(), to.Sub(from))
		if dir < 0 {
			f, t := b.Offset(from), b.Offset(to)
			return Plan{}, ruleError(RuleNotAdjacent, "[%d, %d] to [%d, %d] is not a step to a neighbouring hex", f.Col, f.Row, t.Col, t.Row)
		}
		feet, bits := m.stepCost(w, from, dir)
		if feet < 0 {
			t := b.Offset(to)
			if bits&hexBlocked == 0 && bits&hexHostile != 0 {
				return Plan{}, ruleError(RuleHostileSpace, "[%d, %d] is in the space of %s, hostile to %s, who has neither permission nor a competition won", t.Col, t.Row, b.throughID(w, m, from, dir), c.ID)
			}
			return Plan{}, ruleError(RuleBlocked, "a wall, an impassable hex or the map's edge stops %s at [%d, %d]", c.ID, t.Col, t.Row)
		}
		if side, ok := m.edgeAcross(b, from, dir); ok {
			e := b.Edges[side]
			f, t := b.Offset(side.A), b.Offset(side.B)
			return Plan{}, ruleError(RuleEdge, "the %s %s between [%d, %d] and [%d, %d] stops %s", e.Material, e.Kind, f.Col, f.Row, t.Col, t.Row, c.ID)
		}
		st := Step{To: to, Feet: feet, Difficult: bits&hexDifficult != 0, Crawling: m.crawl}
		if bits&hexControlled != 0 {
			st.Through = b.throughID(w, m, from, dir)
		}
		p.Steps = append(p.Steps, st)
		p.Cost += feet
	}
	if len(path) > 0 {
		if err := b.endError(k, p.To(), opt); err != nil {
			return Plan{}, err
		}
	}
	p.Remaining = bu.Left - p.Cost
	if p.Remaining < 0 {
		t := b.Offset(p.To())
		return Plan{}, ruleError(RuleMovementLeft, "the path of %s to [%d, %d] costs %d feet; %d feet are left", c.ID, t.Col, t.Row, p.Cost, bu.Left)
	}
	return p, nil
}

// throughID is the id of a creature whose space the step enters (a
// hostile's first).
func (b *Board) throughID(w *window, m mover, from grid.Cell, dir int) string {
	for _, e := range m.enter[dir] {
		if i, ok := w.index(from.Add(e)); ok && w.owner[i] > 0 {
			return b.Creatures[w.owner[i]-1].ID
		}
	}
	return ""
}

func hexDirections() []grid.Cell {
	d := make([]grid.Cell, 6)
	for i := range d {
		d[i] = grid.HexDirection(i)
	}
	return d
}

// Apply commits a plan made on this board: the creature moves to the end
// of the path, and stands if it stood up.
func (b *Board) Apply(p Plan) error {
	c := b.Creature(p.Creature)
	if c == nil {
		return fmt.Errorf("realms: no creature %q on the board", p.Creature)
	}
	if c.At != p.Path[0] {
		o, s := b.Offset(c.At), b.Offset(p.Path[0])
		return fmt.Errorf("realms: %s is at [%d, %d], the plan starts at [%d, %d]", c.ID, o.Col, o.Row, s.Col, s.Row)
	}
	c.At = p.To()
	for _, a := range p.Budget.Actions {
		if a.Action == StandUp {
			c.Prone = false
		}
	}
	return nil
}
