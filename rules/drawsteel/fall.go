package drawsteel

import (
	"fmt"
	"slices"
)

// fallMaxDamage is the most damage a single fall deals.
const fallMaxDamage = 50

// fallEffective is the effective height of a fall of the given number of
// squares: reduced by the creature's Agility and, when it lands in liquid
// 1 square deep or more, by 4 more; never below 0.
//
// Draw Steel, Falling: "When a creature falls 2 or more squares...":
// "A creature who falls can reduce the effective height of the fall by a
// number of squares equal to their Agility score (to a minimum of 0).
// Falling into liquid that is 1 square or more deep reduces the effective
// height of a fall by 4 squares (to a minimum of 0)."
func fallEffective(squares, agility, liquidDepth int) int {
	h := squares - max(agility, 0)
	if liquidDepth >= 1 {
		h -= 4
	}
	return max(h, 0)
}

// fallDamageOf is the damage of a fall whose effective height is h squares:
// nothing below 2 squares, else 2 per square, at most fallMaxDamage.
func fallDamageOf(h int) int {
	if h < 2 {
		return 0
	}
	return min(2*h, fallMaxDamage)
}

// resolveFall drops the creature from where it is to whatever is under it
// and returns what happens (Draw Steel, Falling; Falling onto Another
// Creature): damage reduced by Agility and liquid, prone after an
// effective fall of 2 or more squares; a creature landed on takes the same
// damage and is knocked prone if the faller's size is greater than its
// Might, and the faller lands prone in the nearest unoccupied space; a
// flyer knocked prone that way falls in turn (followOnFalls). Whether the
// creature must fall at all is MustFall's question: a creature not above
// the surface under it does not move.
func resolveFall(b *Board, id string) (Outcome, error) {
	o, err := resolveFallOnce(b, id)
	if err != nil {
		return o, err
	}
	return followOnFalls(b, o), nil
}

// resolveFallOnce is resolveFall without the falls it sets off.
func resolveFallOnce(b *Board, id string) (Outcome, error) {
	s, err := newFallSim(b, id)
	if err != nil {
		return Outcome{}, err
	}
	end := s.start
	if sur := s.surface(end.X, end.Y); end.Z > sur {
		end = s.fall(end, end.Z, s.agility, causeFall, sur)
	}
	return forcedOutcome(b, s.ti, Slide, end, nil, s.events), nil
}

// newFallSim prepares a simulator for creature id falling from where it is.
func newFallSim(b *Board, id string) (*forcedSim, error) {
	if b == nil {
		return nil, fmt.Errorf("ResolveFall(%q): no board", id)
	}
	ti := -1
	for i := range b.Creatures {
		if b.Creatures[i].ID == id {
			ti = i
		}
	}
	if ti < 0 {
		return nil, fmt.Errorf("ResolveFall(%q): no creature with that id on the board", id)
	}
	t := &b.Creatures[ti]
	s := &forcedSim{b: b, ti: ti, si: -1, n: t.Size.Squares(), h: t.Size.Height(), start: t.Pos(), agility: t.Agility}
	if !s.onMap(t.At.X, t.At.Y) {
		return nil, fmt.Errorf("ResolveFall(%q): the creature at %v is not on the map", id, t.Pos())
	}
	m := s.n + 2
	s.occ.build(b, t.At.X-m, t.At.Y-m, t.At.X+m, t.At.Y+m, nil)
	return s, nil
}

// followOnFalls returns o with the falls it sets off (Draw Steel, Fly: "If
// a flying creature is knocked prone or has their speed reduced to 0, they
// fall"; Hover: "They don't fall even if they are knocked prone"). Every
// flyer o knocks prone that can't stay aloft and is above what it would
// land on (the surface or a creature's top) falls, in id order, each on
// the board the falls before it left; a flyer such a fall lands on and
// knocks prone falls in turn. Each fall is a plain fall (the creature's
// own Agility): its events follow o's, its damage and prone are added, and
// the faller's position is where it ends.
func followOnFalls(b *Board, o Outcome) Outcome { return followOnFallsIn(b, o, nil) }

// fallScratch is room for the board followOnFallsIn works on, kept by a
// preview that works out many options one after the other.
type fallScratch struct {
	cur []Creature
	// brief leaves the falls' events without Rule and Text.
	brief bool
}

// followOnFallsIn is followOnFalls; sc, if not nil, holds the boards'
// creatures (nothing of them is kept in the outcome).
func followOnFallsIn(b *Board, o Outcome, sc *fallScratch) Outcome {
	if !slices.ContainsFunc(o.Prone, func(id string) bool {
		c, ok := b.Creature(id)
		return ok && c.Can(Fly) && !c.Can(Hover) && !c.Object
	}) {
		return o
	}
	if sc == nil {
		sc = &fallScratch{}
	}
	cur := fallView(b, o, &sc.cur)
	fell := map[string]bool{}
	for i := 0; i < len(o.Prone); i++ {
		id := o.Prone[i]
		c, ok := cur.Creature(id)
		if fell[id] || !ok || c.Object || !c.Can(Fly) || canStayAloft(c) || !cur.Aloft(c) {
			continue
		}
		fell[id] = true
		s, err := newFallSim(cur, id)
		if err != nil {
			continue
		}
		sur := s.surface(s.start.X, s.start.Y)
		if s.landing(s.start, sur) >= s.start.Z {
			continue // standing on a creature's top
		}
		end := s.fall(s.start, s.start.Z, s.agility, causeProneFlyer, sur)
		f := forcedChangesOf(cur, s.ti, Slide, end, nil, s.events, !sc.brief)
		o.Events = append(o.Events, f.Events...)
		if o.Damage == nil {
			o.Damage = map[string]int{}
		}
		for k, d := range f.Damage {
			o.Damage[k] += d
		}
		for _, p := range f.Prone {
			if !slices.Contains(o.Prone, p) {
				o.Prone = append(o.Prone, p)
			}
		}
		slices.Sort(o.Prone)
		if o.Positions == nil {
			o.Positions = map[string]Pos{}
		}
		o.Positions[id] = end
		applyCreatures(cur, f) // cur is this function's own copy
		// o.Prone has changed: look again from the start.
		i = -1
	}
	return o
}

// fallView is b after outcome o, for the falls o sets off to be worked
// out on: Apply, except that when o destroys no wall the cells are shared
// with b rather than copied (a fall changes no cell), and the creatures
// are copied into *buf without their slices (nothing here changes those).
func fallView(b *Board, o Outcome, buf *[]Creature) *Board {
	if len(o.Destroyed) > 0 || len(o.DestroyedEdges) > 0 {
		return b.Apply(o)
	}
	nb := *b
	*buf = append((*buf)[:0], b.Creatures...)
	nb.Creatures = *buf
	applyCreatures(&nb, o)
	return &nb
}

// applyCreatures moves, damages and knocks prone b's creatures as o says,
// in place (b's creatures must be b's own).
func applyCreatures(b *Board, o Outcome) {
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if p, ok := o.Positions[c.ID]; ok {
			c.At, c.Z = p.Square(), p.Z
		}
		c.Stamina -= o.Damage[c.ID]
		if !c.Object && slices.Contains(o.Prone, c.ID) {
			c.Prone = true
		}
	}
}
