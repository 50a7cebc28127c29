package drawsteel

import (
	"fmt"

	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// moveModes is the order N cycles through.
func moveModes() []drawsteel.MoveMode {
	return []drawsteel.MoveMode{drawsteel.ModeAdvance, drawsteel.ModeShift, drawsteel.ModeDisengage, drawsteel.ModeCharge, drawsteel.ModeTeleport}
}

// moving is a willing move being dragged: the reachable area computed once
// when the drag starts, and the plan for the square under the pointer.
type moving struct {
	mover string
	free  bool // the director places the creature anywhere, no rules
	reach *drawsteel.ReachMap
	// falls is the reach when stepping off ledges is allowed: squares only
	// reachable by a fall are shown with the fall.
	falls *drawsteel.ReachMap
	best  map[drawsteel.Square]drawsteel.Pos // cheapest position on each reachable square
	plan  drawsteel.MovePlan
	has   bool // plan is for the pointed square
	// rider: the mover stands on a larger creature's back, so the drag
	// climbs down and moves on (riders.go); reach and best are nil.
	rider bool
	// shade is ReachCells of shadeFor, worked out once per reach.
	shadeFor *drawsteel.ReachMap
	shade    []dsscene.ReachCell
}

// MoveMode is the kind of willing move a drag makes.
func (in *Interaction) MoveMode() drawsteel.MoveMode { return in.moveMode }

// Moving is the willing move being dragged, if any.
func (in *Interaction) Moving() (mover string, free bool, ok bool) {
	if in.mode != ModeMoving {
		return "", false, false
	}
	return in.move.mover, in.move.free, true
}

// Reach is the reachable area of the move being dragged (nil when free or none).
func (in *Interaction) Reach() *drawsteel.ReachMap {
	if in.mode != ModeMoving {
		return nil
	}
	return in.move.reach
}

// ReachCells is the squares the dragged creature's space can cover, with
// the movement left on each (the most of any position covering it), row
// by row: the reach shading (nil when no reach is shown).
func (in *Interaction) ReachCells() []dsscene.ReachCell {
	r := in.Reach()
	if r == nil {
		return nil
	}
	if in.move.shadeFor == r {
		return in.move.shade
	}
	in.move.shadeFor, in.move.shade = r, nil
	best := map[drawsteel.Square]int{}
	for _, p := range r.Positions() {
		c, _ := r.Cost(p)
		if old, ok := best[p.Square()]; !ok || c < old {
			best[p.Square()] = c
		}
	}
	b := in.Board()
	n := 1
	if c, ok := b.Creature(in.move.mover); ok {
		n = c.Size.Squares()
	}
	left := map[drawsteel.Square]int{}
	for q, cost := range best {
		for _, f := range drawsteel.Footprint(q, drawsteel.SizeN(n)) {
			if l := r.Budget() - cost; l >= left[f] {
				left[f] = l
			}
		}
	}
	for y := 0; y < b.Height; y++ {
		for x := 0; x < b.Width; x++ {
			q := drawsteel.Square{X: x, Y: y}
			if l, ok := left[q]; ok {
				in.move.shade = append(in.move.shade, dsscene.ReachCell{Square: q, Left: l})
			}
		}
	}
	return in.move.shade
}

// MovePlan is the plan for the square pointed at while dragging.
func (in *Interaction) MovePlan() (drawsteel.MovePlan, bool) {
	return in.move.plan, in.mode == ModeMoving && in.move.has
}

// cycleMoveMode steps through advance, shift, disengage, charge, teleport.
func (in *Interaction) cycleMoveMode() {
	modes := moveModes()
	i := 0
	for j, m := range modes {
		if m == in.moveMode {
			i = j
		}
	}
	in.moveMode = modes[(i+1)%len(modes)]
	in.message = fmt.Sprintf("Dragging a creature now makes a %s move.", in.moveMode)
	if in.mode == ModeMoving && !in.move.free {
		in.StartMove(in.move.mover, false)
	}
}

// StartMove begins dragging a creature: with free set, the director places
// it anywhere; otherwise the rules say where it can go and at what cost.
func (in *Interaction) StartMove(id string, free bool) {
	c, ok := in.Board().Creature(id)
	if !ok {
		return
	}
	in.Cancel()
	in.selected = id
	in.mode = ModeMoving
	in.move = moving{mover: id, free: free}
	if free {
		in.message = fmt.Sprintf("Placing %s anywhere (director). Release to put it down; %s cancels.", in.Name(id), in.key(session.ActCancel, "Cancel"))
		return
	}
	if in.startRiderMove(id) {
		return
	}
	req := drawsteel.MoveRequest{Mover: id, Mode: in.moveMode}
	r, err := drawsteel.Reach(in.Board(), req)
	if err != nil {
		in.mode = ModeIdle
		in.message = fmt.Sprintf("%s can't move: %s", in.Name(id), in.says(err))
		return
	}
	in.move.reach = r
	req.AllowFalls = true
	if f, err := drawsteel.Reach(in.Board(), req); err == nil {
		in.move.falls = f
	}
	// the cheapest position on each square; a safe way there beats a fall
	in.move.best = cheapestBySquare(in.move.falls)
	for q, p := range cheapestBySquare(r) {
		in.move.best[q] = p
	}
	in.message = fmt.Sprintf("%s: %s, speed %d. Drop on a square to move; %s cancels.", in.Name(id), in.moveMode, drawsteel.EffectiveSpeed(c), in.key(session.ActCancel, "Cancel"))
	in.reshowMove()
}

// cheapestBySquare is the cheapest reachable position on each square.
func cheapestBySquare(m *drawsteel.ReachMap) map[drawsteel.Square]drawsteel.Pos {
	out := map[drawsteel.Square]drawsteel.Pos{}
	if m == nil {
		return out
	}
	for _, p := range m.Positions() {
		cost, _ := m.Cost(p)
		if old, ok := out[p.Square()]; ok {
			if oc, _ := m.Cost(old); oc <= cost {
				continue
			}
		}
		out[p.Square()] = p
	}
	return out
}

// reshowMove plans the move to the pointed square: one plan per change of
// square, from the reach computed when the drag started.
func (in *Interaction) reshowMove() {
	in.move.has = false
	if in.mode != ModeMoving || !in.hasCursor || in.move.free {
		return
	}
	c, _ := in.Board().Creature(in.move.mover)
	off := (c.Size.Squares() - 1) / 2
	q := drawsteel.Square{X: in.cursor.X - off, Y: in.cursor.Y - off}
	if in.move.rider {
		in.move.plan, in.move.has = in.riderPlan(q), true
		return
	}
	p, ok := in.move.best[q]
	in.move.has = true
	switch {
	case !ok:
		in.move.plan = drawsteel.MovePlan{Mover: in.move.mover, Mode: in.moveMode, Path: []drawsteel.Pos{c.Pos(), {X: q.X, Y: q.Y, Z: c.Z}},
			Why: fmt.Sprintf("out of reach: no %s of %s ends there", in.moveMode, session.Count(in.move.reach.Budget(), "square"))}
	default:
		if _, safe := in.move.reach.Cost(p); safe {
			in.move.plan = in.move.reach.Plan(p)
		} else {
			in.move.plan = in.move.falls.Plan(p)
		}
	}
	// the rules' reasons quote creatures by id; the table reads names
	in.move.plan.Why = in.withNames(in.move.plan.Why)
}

// freeSpot is where a free placement at the pointed square puts the
// creature, and why it can't go there ("" when it can).
func (in *Interaction) freeSpot() (drawsteel.Pos, string) {
	b := in.Board()
	c, _ := b.Creature(in.move.mover)
	n := c.Size.Squares()
	off := (n - 1) / 2
	q := drawsteel.Square{X: in.cursor.X - off, Y: in.cursor.Y - off}
	for _, f := range drawsteel.Footprint(q, c.Size) {
		if !b.In(f) {
			return drawsteel.Pos{}, "off the map"
		}
	}
	p := drawsteel.Pos{X: q.X, Y: q.Y, Z: b.GroundUnder(q, n)}
	for i := range b.Creatures {
		o := &b.Creatures[i]
		if o.ID == c.ID {
			continue
		}
		if _, ok := (drawsteel.Space{At: p, Side: n, Height: c.Size.Height()}).Overlap(o.Space()); ok {
			return p, fmt.Sprintf("%s is there", in.Name(o.ID))
		}
	}
	return p, ""
}

// FreeSpot is the free placement for the pointed square (for drawing).
func (in *Interaction) FreeSpot() (drawsteel.Pos, string, bool) {
	if in.mode != ModeMoving || !in.move.free || !in.hasCursor {
		return drawsteel.Pos{}, "", false
	}
	p, why := in.freeSpot()
	return p, why, true
}

// DropMove ends the drag: the move to the pointed square is applied
// through rules (damaging terrain, falls), or the creature is placed
// freely; an illegal square cancels with the reason.
func (in *Interaction) DropMove() {
	if in.mode != ModeMoving {
		return
	}
	mv := in.move
	in.mode = ModeIdle
	in.move = moving{}
	b := in.Board()
	c, _ := b.Creature(mv.mover)
	if mv.free {
		if !in.hasCursor {
			return
		}
		in.mode, in.move = ModeMoving, mv
		p, why := in.freeSpot()
		in.mode, in.move = ModeIdle, moving{}
		if why != "" {
			in.message = fmt.Sprintf("%s not placed: %s.", in.Name(mv.mover), why)
			return
		}
		if p == c.Pos() {
			return
		}
		nb := b.Clone()
		m, _ := nb.Creature(mv.mover)
		m.At, m.Z = p.Square(), p.Z
		what := fmt.Sprintf("%s placed at %d,%d by the director", in.Name(mv.mover), p.X, p.Y)
		in.hist.Push(nb, what, []string{what})
		in.message = "Done: " + what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
		return
	}
	if mv.rider {
		in.dropRider(mv)
		return
	}
	plan := mv.plan
	if !mv.has || len(plan.Path) < 2 {
		in.message = "Move cancelled."
		return
	}
	if !plan.Legal {
		in.message = fmt.Sprintf("%s can't move there: %s", in.Name(mv.mover), plan.Why)
		return
	}
	nb, lines, err := applyPlan(b, plan)
	if err != nil {
		in.message = "Can't: " + in.says(err)
		return
	}
	end := plan.Path[len(plan.Path)-1]
	what := fmt.Sprintf("%s %ss to %d,%d", in.Name(mv.mover), plan.Mode, end.X, end.Y)
	head := what + fmt.Sprintf(" (%d of %s)", plan.Cost, session.Count(plan.Budget, "square"))
	if len(lines) > 0 {
		head += ":"
	}
	in.hist.Push(nb, what, append([]string{head}, lines...))
	in.hist.AddMoved(mv.mover, plan.Cost)
	in.message = "Done: " + what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
}

// applyPlan moves the creature and resolves, in step order, what the plan
// leaves to the caller (drawsteel.ResolveMove, as `battlemap move` does):
// opportunity attacks are listed (the enemy decides whether to strike),
// damaging terrain entered and a fall at the end are applied.
func applyPlan(b *drawsteel.Board, plan drawsteel.MovePlan) (*drawsteel.Board, []string, error) {
	nb, o, err := drawsteel.ResolveMove(b, plan)
	if err != nil {
		return nil, nil, err
	}
	lines := make([]string, len(o.Events))
	for i, e := range o.Events {
		lines[i] = fmt.Sprintf("  %s (%s)", e.Text, e.Rule)
	}
	return nb, lines, nil
}
