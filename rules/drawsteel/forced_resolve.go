package drawsteel

import (
	"fmt"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

// ForcedError is an illegal forced movement path: which rule it breaks
// and where. It unwraps to the rule refusal every ruleset gives
// (*rules.Error), whose text it shares.
type ForcedError struct {
	// Refusal is the rule broken: its Rule is the heading ("Push X",
	// "Stability"), its Source the sentence of the Forced Movement
	// section, its Detail the whole message.
	Refusal rules.Error
	Move    ForcedMove
	// Step is the index in the path of the square at fault (-1: the path
	// as a whole).
	Step int
	At   Pos
	// Reason says what is wrong, quoting the rule.
	Reason string
}

// newForcedError words the refusal of fm's path at step (at): reason,
// breaking rule, whose sentence of Draw Steel is sentence.
func newForcedError(fm ForcedMove, step int, at Pos, rule, sentence, reason string) *ForcedError {
	detail := fmt.Sprintf("%v: %s (%s)", fm, reason, rule)
	if step >= 0 {
		detail = fmt.Sprintf("%v: square %d of the path (%v): %s (%s)", fm, step+1, at, reason, rule)
	}
	return &ForcedError{Refusal: rules.Error{Rule: rule, Source: forcedSource(rule, sentence), Detail: detail},
		Move: fm, Step: step, At: at, Reason: reason}
}

func (e *ForcedError) Error() string { return e.Refusal.Detail }

// Unwrap is the rule refusal, for errors.As(err, new(*rules.Error)).
func (e *ForcedError) Unwrap() error { return &e.Refusal }

// ResolveForced moves the target along an explicit path (the squares
// moved into, in order) and returns what happens. In a horizontal move
// the Z of the squares is ignored: the target follows the ground. A path
// that breaks a rule is an error (a *ForcedError) naming the rule. The
// board is not changed: apply the outcome with Board.Apply.
func ResolveForced(b *Board, fm ForcedMove, path []Pos) (Outcome, error) {
	return resolveForced(b, fm, path, PowerRoll{}, false)
}

// resolveForced is ResolveForced, and ResolveForcedLanding for a rider
// target with its landing test.
func resolveForced(b *Board, fm ForcedMove, path []Pos, landing PowerRoll, rolled bool) (Outcome, error) {
	s, notes, err := newForcedSim(b, fm)
	if err != nil {
		return Outcome{}, err
	}
	if err := s.check(fm, path); err != nil {
		return Outcome{}, err
	}
	s.landingTest(landing.Tier)
	p := slices.Clone(path)
	r := s.run(p)
	o := forcedOutcome(b, s.ti, fm.Move.Kind, r.end, notes, s.events)
	if s.rides {
		showLanding(b, s.ti, &o, landing, rolled)
	}
	return forcedFollowOn(b, o, fm.Target, nil), nil
}

// RouteForced returns the path a move aimed at to takes: the straight
// line of a push or pull, or the path a slide most likely means (see
// PreviewForced; for a move too large to list, the preview cut to the
// aimed position's neighbourhood). It is an error if the move can't be
// aimed there.
func RouteForced(b *Board, fm ForcedMove, to Pos) ([]Pos, error) {
	p, err := forcedRoutePreview(b, fm, to)
	if err != nil {
		return nil, err
	}
	i := p.find(to)
	if i < 0 {
		rule, why := forcedRuleForMove(fm.Move.Kind, p.Vertical)
		return nil, newForcedError(fm, -1, to, rule, why,
			fmt.Sprintf("can't be aimed at %v from %v with %s: %s", to, p.Start, countSquares(p.Effective), why))
	}
	return p.option(i).Path, nil
}

// forcedRuleFor is the heading and the defining sentence of a kind.
func forcedRuleFor(k MoveKind) (rule, sentence string) {
	switch k {
	case Push:
		return "Push X", "\"The creature moves the target up to X squares away from them in a straight line... Each square the creature moves the target must put the target farther away from them.\""
	case Pull:
		return "Pull X", "\"The creature moves the target up to X squares toward them in a straight line... Each square the creature moves the target must bring the target closer to them.\""
	}
	return "Slide X", "\"The creature moves the target up to X squares in any direction, except for vertically.\""
}

// forcedRuleForMove is forcedRuleFor, quoting the Vertical rule for a
// move in three dimensions.
func forcedRuleForMove(k MoveKind, vertical bool) (rule, sentence string) {
	rule, sentence = forcedRuleFor(k)
	if vertical {
		sentence = "\"If a forced movement effect has the word 'vertical' in front of it, then the forced movement can move a target up or down in addition to horizontally... as long as the forced movement is a straight line.\" and " + sentence
		if k == Slide {
			sentence = "\"If a forced movement effect has the word 'vertical' in front of it, then the forced movement can move a target up or down in addition to horizontally.\""
		}
	}
	return rule, sentence
}

// ForcedRule is the rule a forced movement of kind k follows (with the
// Vertical rule when vertical): its name ("Push X") and its sentences of
// the Forced Movement section in quotes, the words a refusal of a path by
// that rule quotes too.
func ForcedRule(k MoveKind, vertical bool) (rule, sentence string) {
	return forcedRuleForMove(k, vertical)
}

// check validates an explicit path.
func (s *forcedSim) check(fm ForcedMove, path []Pos) error {
	rule, sentence := forcedRuleForMove(s.kind, s.vertical)
	fail := func(step int, at Pos, rule, reason string) error {
		return newForcedError(fm, step, at, rule, sentence, reason)
	}
	if len(path) > s.eff {
		r := rule
		if s.eff < fm.Move.Distance {
			r = ruleStability
		}
		return fail(-1, Pos{}, r, fmt.Sprintf("the path has %s, more than the %d the target can be moved", countSquares(len(path)), s.eff))
	}
	prev := s.start
	for i, q := range path {
		if !s.onMap(q.X, q.Y) {
			return fail(i, q, rule, "the target's space would leave the map")
		}
		dz := 0
		if s.vertical {
			dz = q.Z - prev.Z
		}
		if cubeSteps(prev, Pos{q.X, q.Y, prev.Z + dz}) != 1 {
			return fail(i, q, rule, "each square must be next to the one before it (diagonals included)")
		}
		prev = Pos{q.X, q.Y, prev.Z + dz}
	}
	if s.kind == Slide || len(path) == 0 || s.buried {
		return nil
	}
	// Push and pull: a straight line, each square farther (closer).
	a := s.start
	n := len(path)
	e := path[n-1]
	if !s.vertical {
		e.Z = a.Z
	}
	if cubeSteps(a, e) != n {
		return fail(-1, e, rule, "the path is not a straight line: "+sentence)
	}
	sign := 1
	if s.kind == Pull {
		sign = -1
	}
	d0 := s.dist(a)
	for k, q := range path {
		if !s.vertical {
			q.Z = a.Z
		}
		if !forcedOnLine(a, e, n, k+1, q) {
			return fail(k, q, rule, "the path is not a straight line: "+sentence)
		}
		if s.dist(q) != d0+sign*(k+1) {
			if s.kind == Pull {
				return fail(k, q, rule, "this square does not bring the target closer to the source: "+sentence)
			}
			return fail(k, q, rule, "this square does not put the target farther from the source: "+sentence)
		}
	}
	return nil
}

// forcedOnLine reports whether q is within half a square, on every axis,
// of the point k/n of the way from a to e: either rounding of an exact
// half is straight.
func forcedOnLine(a, e Pos, n, k int, q Pos) bool {
	ok := func(a, e, q int) bool {
		v := 2*n*(q-a) - 2*k*(e-a)
		return v >= -n && v <= n
	}
	return ok(a.X, e.X, q.X) && ok(a.Y, e.Y, q.Y) && ok(a.Z, e.Z, q.Z)
}

// ForcedStep is one target's forced movement in a sequence: the move and
// the chosen path.
type ForcedStep struct {
	Move ForcedMove
	Path []Pos
}

// resolveSequence resolves the forced movements of one ability's targets
// one after the other, in the order given, each on the board the last one
// left (Draw Steel, "Multitarget Abilities and Forced
// Movement"). It returns the final board and each movement's outcome; on
// an illegal path it stops and returns the error with the step's index.
func resolveSequence(b *Board, steps []ForcedStep) (*Board, []Outcome, error) {
	out := make([]Outcome, 0, len(steps))
	cur := b
	for i, st := range steps {
		o, err := ResolveForced(cur, st.Move, st.Path)
		if err != nil {
			return cur, out, fmt.Errorf("forced movement %d of %d: %w", i+1, len(steps), err)
		}
		out = append(out, o)
		cur = cur.Apply(o)
	}
	if cur == b {
		cur = b.Clone()
	}
	return cur, out, nil
}

// forcedOutcome turns compact events into an Outcome.
func forcedOutcome(b *Board, ti int, kind MoveKind, end Pos, notes []Event, evs []forcedEvent) Outcome {
	o := forcedChanges(b, ti, kind, end, notes, evs)
	o.Positions = make(map[string]Pos, len(b.Creatures))
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if i == ti {
			o.Positions[c.ID] = end
		} else {
			o.Positions[c.ID] = c.Pos()
		}
	}
	return o
}

// forcedChanges is forcedOutcome with only what changes: Positions holds
// the target alone, and only when it ends somewhere else (forced movement
// moves no one else).
func forcedChanges(b *Board, ti int, kind MoveKind, end Pos, notes []Event, evs []forcedEvent) Outcome {
	return forcedChangesOf(b, ti, kind, end, notes, evs, true)
}

// forcedChangesOf is forcedChanges; without text the events have no Rule
// or Text (for sums that never show them).
func forcedChangesOf(b *Board, ti int, kind MoveKind, end Pos, notes []Event, evs []forcedEvent, text bool) Outcome {
	o := Outcome{Positions: map[string]Pos{}, Damage: map[string]int{},
		Prone: []string{}, Destroyed: []Pos{}, Events: make([]Event, 0, len(notes)+len(evs))}
	if t := &b.Creatures[ti]; end != t.Pos() {
		o.Positions[t.ID] = end
	}
	o.Events = append(o.Events, notes...)
	for i := range evs {
		var ev Event
		if text {
			ev = forcedEventOut(b, ti, kind, &evs[i])
		} else {
			e := &evs[i]
			ev = Event{Kind: e.kind, Creature: b.Creatures[e.who].ID, At: e.at, Damage: int(e.damage), Squares: int(e.squares)}
		}
		o.Events = append(o.Events, ev)
		if ev.Damage > 0 {
			o.Damage[ev.Creature] += ev.Damage
		}
		switch ev.Kind {
		case EventProne:
			if !slices.Contains(o.Prone, ev.Creature) {
				o.Prone = append(o.Prone, ev.Creature)
			}
		case EventHurled:
			switch evs[i].cause {
			case causeEdge:
				o.DestroyedEdges = append(o.DestroyedEdges, forcedEdgeSide(ev.At.Square(), evs[i].edge))
			case causeObject:
			default:
				o.Destroyed = append(o.Destroyed, ev.At)
			}
		}
	}
	slices.Sort(o.Prone)
	slices.SortFunc(o.DestroyedEdges, grid.CompareEdges)
	slices.SortFunc(o.Destroyed, func(a, b Pos) int {
		if a.Z != b.Z {
			return a.Z - b.Z
		}
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	return o
}

func forcedPlural(n int, one string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %ss", n, one)
}

// forcedEventOut writes a compact event out in full, with its rule and text.
func forcedEventOut(b *Board, ti int, kind MoveKind, e *forcedEvent) Event {
	name := func(i int32) string {
		if i < 0 {
			return ""
		}
		return forcedName(&b.Creatures[i])
	}
	id := func(i int32) string {
		if i < 0 {
			return ""
		}
		return b.Creatures[i].ID
	}
	ev := Event{Kind: e.kind, Creature: id(e.who), Other: id(e.other), At: e.at, Damage: int(e.damage),
		Squares: int(e.squares), Material: e.material}
	edgeName := ""
	if e.edge != 0 {
		side := forcedEdgeSide(e.at.Square(), e.edge)
		ev.Edge = &side
		edgeName = EdgeName(side, b.Edges[side])
	}
	if e.material != NoMaterial {
		ev.MaterialName = e.material.String()
	}
	who, other := name(e.who), name(e.other)
	d, sq := int(e.damage), int(e.squares)
	thing := func() string {
		switch e.cause {
		case causeGround:
			return "the ground"
		case causeCorner:
			if edgeName != "" {
				return "the corner of " + edgeName
			}
			if e.other >= 0 {
				return "the corner of " + other
			}
			if e.material != NoMaterial {
				return "the corner of the " + e.material.String() + " wall"
			}
			return "the corner of the ground"
		case causeObject:
			return other + " (an object its size or larger)"
		case causeEdge:
			return edgeName
		}
		return "the " + e.material.String() + " wall"
	}
	switch e.kind {
	case EventMoved:
		ev.Rule, _ = forcedRuleFor(kind)
		verb := map[MoveKind]string{Push: "pushed", Pull: "pulled", Slide: "slid"}[kind]
		ev.Text = fmt.Sprintf("%s is %s %s to %v", who, verb, forcedPlural(sq, "square"), e.at)
		if int(e.total) != sq {
			ev.Text += fmt.Sprintf(", using %s of forced movement", forcedPlural(int(e.total), "square"))
		}
	case EventSlamCreature:
		ev.Rule = "Slamming into Creatures"
		switch {
		case int(e.who) == ti && e.cause == causeAlongside:
			also := ""
			if e.others > 1 {
				also = fmt.Sprintf(" and %s", forcedPlural(int(e.others)-1, "other creature"))
			}
			ev.Text = fmt.Sprintf("%s slams into %s%s in the same step, with %s remaining: %s takes damage only once, the object's", who, other, also, forcedPlural(sq, "square"), who)
		case int(e.who) == ti && e.cause == causeObjectInto:
			ev.Text = fmt.Sprintf("%s (an object) slams into %s with %s remaining: its movement ends", who, other, forcedPlural(sq, "square"))
		case int(e.who) == ti:
			also := ""
			if e.others > 1 {
				also = fmt.Sprintf(" and %s", forcedPlural(int(e.others)-1, "other creature"))
			}
			ev.Text = fmt.Sprintf("%s slams into %s%s with %s remaining: the movement ends and %s takes %d", who, other, also, forcedPlural(sq, "square"), who, d)
		default:
			ev.Text = fmt.Sprintf("%s is slammed into by %s with %s remaining: %s takes %d", who, other, forcedPlural(sq, "square"), who, d)
		}
	case EventSlamObject:
		ev.Rule = "Slamming Into Objects"
		where := fmt.Sprintf(" at %v", e.at)
		if edgeName != "" {
			where = "" // the edge's name says where
		}
		ev.Text = fmt.Sprintf("%s slams into %s%s with %s remaining: the movement ends and %s takes 2 + %d = %d", who, thing(), where, forcedPlural(sq, "square"), who, sq, d)
	case EventHurled:
		ev.Rule = "Hurling Through Objects"
		if e.cause == causeObject {
			ev.Text = fmt.Sprintf("%s is hurled through %s (an object with %d Stamina) at %v for %s of forced movement: takes %d", who, other, sq, e.at, forcedPlural(sq, "square"), d)
			break
		}
		if e.cause == causeEdge {
			ev.Text = fmt.Sprintf("%s is hurled through %s for %s of forced movement, destroying it: takes %d", who, edgeName, forcedPlural(sq, "square"), d)
			break
		}
		ev.Text = fmt.Sprintf("%s is hurled through 1 square of %s at %v for %s of forced movement: takes %d", who, e.material, e.at, forcedPlural(sq, "square"), d)
	case EventStopped:
		ev.Rule = "Slamming Into Objects"
		if edgeName != "" {
			ev.Text = fmt.Sprintf("%s is stopped by %s, lower than itself: the movement ends, no damage", who, edgeName)
			break
		}
		ev.Text = fmt.Sprintf("%s is stopped by a %s object at %v lower than itself: the movement ends, no damage", who, e.material, e.at)
	case EventBurrowed:
		ev.Rule = "Burrowing Forced Movement"
		ev.Text = fmt.Sprintf("%s is beneath the ground and isn't moved: takes 1 damage for each of the %s it would have been moved, %d", who, forcedPlural(sq, "square"), d)
	case EventDamagingTerrain:
		ev.Rule = "Damaging Terrain"
		ev.Text = fmt.Sprintf("%s is moved into damaging terrain at %v: takes %d", who, e.at, d)
	case EventFall:
		ev.Rule = "Falling"
		h, eff := sq, int(e.extent)
		how := fmt.Sprintf("falls %s", forcedPlural(h, "square"))
		switch e.cause {
		case causeForcedFall:
			ev.Rule = "Forced Into a Fall"
			how = fmt.Sprintf("is still over open space when the movement ends and falls %s", forcedPlural(h, "square"))
		case causeProneFlyer:
			ev.Rule = "Fly"
			how = fmt.Sprintf("is knocked prone and can't stay in midair: falls %s", forcedPlural(h, "square"))
		case causeVertical:
			ev.Rule = "Vertical"
			how = fmt.Sprintf("is left in midair and falls %s", forcedPlural(h, "square"))
		case causeDownward:
			ev.Rule = "Slamming Into Objects"
			how = fmt.Sprintf("was force moved %s downward into something that doesn't break: falling damage as if Agility were 0", forcedPlural(h, "square"))
		case causeLanding:
			how = fmt.Sprintf("was force moved %s downward onto the ground at %v, which is falling (Agility counts as 0)", forcedPlural(h, "square"), e.at)
		case causeDownOnto:
			how = fmt.Sprintf("was force moved %s down, which is falling (Agility counts as 0),", forcedPlural(h, "square"))
		case causeLiquid:
			how = fmt.Sprintf("was force moved %s downward into liquid, which is falling, not a slam (Agility counts as 0)", forcedPlural(h, "square"))
		}
		if e.other >= 0 {
			how += " onto " + other
			if e.others > 1 {
				how += fmt.Sprintf(" and %s", forcedPlural(int(e.others)-1, "other creature"))
			}
		}
		if eff != h {
			how += fmt.Sprintf(" (effective height %d)", eff)
		}
		ev.Text = fmt.Sprintf("%s %s: takes %d", who, how, d)
	case EventKnockedOff:
		ev.Rule = RuleMountedCombat
		ev.Text = knockedOffText(&b.Creatures[e.who], &b.Creatures[e.other], PowerRoll{Tier: PowerTier(e.extent)}, e.cause == causeAloft)
	case EventDestroyed:
		ev.Rule = "Hurling Through Objects"
		ev.Text = fmt.Sprintf("%s is destroyed by %s hurled through it: takes %d", who, other, d)
	case EventFallOnto:
		ev.Rule = "Falling onto Another Creature"
		ev.Text = fmt.Sprintf("%s falls onto %s: %s takes the same %d", other, who, who, d)
	case EventProne:
		ev.Rule = "Falling"
		if e.other >= 0 {
			ev.Rule = "Falling onto Another Creature"
			ev.Text = fmt.Sprintf("%s is knocked prone by %s landing on it", who, other)
		} else {
			ev.Text = fmt.Sprintf("%s lands prone", who)
		}
	default:
		ev.Text = strings.TrimSpace(fmt.Sprintf("%s %v", who, e.kind))
	}
	return ev
}
