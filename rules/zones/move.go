package zones

import (
	"encoding/json"
	"fmt"
	"slices"
)

// ChallengeKind is what a challenge on a move is for.
type ChallengeKind string

// The challenges of a move: difficult terrain at a border, a climb along
// a link, a full zone's character limit.
const (
	KindDifficult ChallengeKind = "difficult"
	KindClimb     ChallengeKind = "climb"
	KindLimit     ChallengeKind = "limit"
)

// What a failed challenge does.
const (
	// FailSpendAction: the Action is spent and the border crossed.
	FailSpendAction = "spendAction"
	// FailStop: the Action is already spent: the border is not crossed.
	FailStop = "stop"
	// FailStay: the full zone is not entered.
	FailStay = "stay"
)

// Challenge is one challenge a move calls for: difficult terrain and
// climbs are challenged (Air or Earth) against Rating; a limit is an
// Earth challenge against a defender chosen in the full zone, with no
// rating.
type Challenge struct {
	Kind ChallengeKind `json:"kind"`
	// Rating is the difficult terrain rating (½ under anti-gravity);
	// absent for a limit.
	Rating *float64 `json:"rating,omitempty"`
	// Creature is who challenges (each partner challenges on its own).
	Creature string `json:"creature"`
	From     string `json:"from"`
	To       string `json:"to"`
	// OnFailure is what a failure does: spendAction, stop or stay
	// (assuming the challenges before it succeed).
	OnFailure string `json:"onFailure"`
}

// Passes reports whether a result beats the challenge's rating: a result
// at least the rating succeeds (a limit challenge has no rating: the
// table decides it against the defender).
func (c Challenge) Passes(result int) bool { return c.Rating != nil && float64(result) >= *c.Rating }

// MoveRequest is a willing move: a creature, where to ("" for the zones
// within reach), whether it sprints, and whether it moves together with
// its partner (who may sprint too).
type MoveRequest struct {
	Creature      string
	To            string
	Sprint        bool
	Together      bool
	PartnerSprint bool
}

// SprintCost is what Sprint gives up, for the panel.
type SprintCost struct {
	Speed int    `json:"speed"`
	Text  string `json:"text"`
}

// Reach is one zone within a creature's speed: the cheapest path there
// and the challenges it calls for.
type Reach struct {
	// To and Zone are both the zone reached: To as the square and hex
	// reach entries name where a move ends, Zone as the file names zones.
	To         string      `json:"to"`
	Zone       string      `json:"zone"`
	Cost       int         `json:"cost"`
	Path       []string    `json:"path"`
	Challenges []Challenge `json:"challenges"`
}

// MovePlan is a move before anyone rolls: in the JSON of `battlemap
// move`. With a destination: the path, its cost, the challenges in the
// order they are rolled, and the events if every challenge succeeds.
// Without one: Reach lists every zone within speed, cheapest first (then
// fewer challenges, lower ratings, file order).
type MovePlan struct {
	Creature   string      `json:"creature"`
	To         string      `json:"to,omitempty"`
	Path       []string    `json:"path,omitempty"`
	Cost       int         `json:"cost"`
	Speed      int         `json:"speed"`
	Remaining  int         `json:"remaining"`
	Challenges []Challenge `json:"challenges"`
	Events     []Event     `json:"events"`
	Reach      []Reach     `json:"reach,omitempty"`
	Sprint     *SprintCost `json:"sprint,omitempty"`
	// Partner is the partner moving along, if any.
	Partner string `json:"partner,omitempty"`
	// Swim is what the water of the destination does to the creature.
	Swim *Swim `json:"swim,omitempty"`
	// Sight is, in a listing (no destination), what seeing into the
	// water of each zone in sight costs (only zones with water).
	Sight []Sight `json:"sight,omitempty"`
}

// MarshalJSON writes the plan; a plan without a destination lists its
// reach even when nothing is within it ("reach": []), so that a script
// tells "nowhere to go" from a plan to a zone.
func (p MovePlan) MarshalJSON() ([]byte, error) {
	type plain MovePlan
	if p.To != "" {
		return json.Marshal(plain(p))
	}
	reach := p.Reach
	if reach == nil {
		reach = []Reach{}
	}
	return json.Marshal(struct {
		plain
		Reach []Reach `json:"reach"`
	}{plain(p), reach})
}

// ChallengeResult is the result of one challenge of a plan, in the order
// of MovePlan.Challenges. For a limit challenge, Won says whether the
// mover beat the chosen Defender, who is thrown into ThrowTo; Result is
// the challenge's result (a throw into difficult terrain must beat its
// rating).
//
// With ByEarth (the command line's --result), a limit challenge is won
// when Result is at least the defender's Earth defense, and a Defender or
// ThrowTo left empty is chosen: the first occupant of the full zone in
// file order, thrown into the first adjacent zone in link order that has
// room and whose rating the result beats (LimitThrows).
type ChallengeResult struct {
	Result   int    `json:"result"`
	Won      bool   `json:"won,omitempty"`
	Defender string `json:"defender,omitempty"`
	ThrowTo  string `json:"throwTo,omitempty"`
	ByEarth  bool   `json:"-"`
}

// Sprint is the Speed the Sprint Action gives: "You may take the Sprint
// Action; this raises your Speed to 3" (Seln: "Your Movement").
const Sprint = 3

// SprintGivesUp is what taking the Sprint Action costs, as a plan's
// SprintCost and the zone window say it.
const SprintGivesUp = "Sprint is your Action this round: no attack or offensive Art, and a failed difficult terrain challenge stops you at the border"

// mover is a creature of a move with its budget.
type mover struct {
	id     string
	budget int
}

func (b *Board) movers(req MoveRequest) ([]mover, *SprintCost, error) {
	c, ok := b.Creature(req.Creature)
	if !ok {
		return nil, nil, fmt.Errorf("zones: no creature %q on the map", req.Creature)
	}
	if c.Moved {
		return nil, nil, ruleErr(RuleSpeed, "%s has already moved this round", c.name())
	}
	ms := []mover{{c.ID, c.speed()}}
	var sc *SprintCost
	if req.Sprint {
		if c.ActionSpent {
			return nil, nil, ruleErr(RuleSpeed, "%s cannot Sprint: Sprint is an Action and its Action is spent", c.name())
		}
		ms[0].budget = max(ms[0].budget, Sprint)
		sc = &SprintCost{Speed: ms[0].budget, Text: SprintGivesUp}
	}
	if req.Together {
		if c.Partner == "" {
			return nil, nil, refusal(RulePartner, "You and your Partner may move together to preserve any partnership effects",
				fmt.Sprintf("%s has no partner to move with", c.name()))
		}
		p, _ := b.Creature(c.Partner)
		if p.Band.norm() != c.Band.norm() {
			// Seln, Height and Depth: a band is a vertical zone ("change to
			// the next adjacent zone"), and "You and your Partner must be in
			// the same zone" (Partnering Up) to move as one.
			return nil, nil, refusal(RulePartner, "You and your Partner must be in the same zone.",
				fmt.Sprintf("%s is at %s and %s at %s: partners move together from the same band", c.name(), c.Band.norm(), p.name(), p.Band.norm()))
		}
		if p.Moved {
			// Seln, Moving with your Partner: "You both must have your turn available".
			return nil, nil, refusal(RulePartner, "You both must have your turn available",
				fmt.Sprintf("%s has already moved this round: both must have their turn available", p.name()))
		}
		m := mover{p.ID, p.speed()}
		if req.PartnerSprint {
			if p.ActionSpent {
				return nil, nil, ruleErr(RuleSpeed, "%s cannot Sprint: its Action is spent", p.name())
			}
			m.budget = max(m.budget, Sprint)
		}
		ms = append(ms, m)
	}
	return ms, sc, nil
}

// Move plans a willing move. Without req.To it lists every zone within
// speed (Reach). A move the rules forbid is a *rules.Error naming the rule:
// not adjacent, one way, beyond speed, swimming without the movement,
// up out of a whirlpool, a partner without its turn.
func Move(b *Board, req MoveRequest) (MovePlan, error) {
	p, _, _, err := b.plan(req)
	return p, err
}

// plan is Move, with the movers and the path's zones and links (the link
// taken into each zone; -1 for the start) that ResolveMove walks.
func (b *Board) plan(req MoveRequest) (MovePlan, []mover, []step, error) {
	ms, sc, err := b.movers(req)
	if err != nil {
		return MovePlan{}, nil, nil, err
	}
	start := b.zoneIndex[b.m.Creatures[b.creature[req.Creature]].Zone]
	res := b.search(ms, start, false)
	plan := MovePlan{Creature: req.Creature, Speed: ms[0].budget, Remaining: ms[0].budget, Challenges: []Challenge{}, Events: []Event{}, Sprint: sc}
	if req.Together {
		plan.Partner = ms[1].id
	}
	if req.To == "" {
		plan.Reach = b.reach(req, ms, res, start)
		if sight, _ := SightIntoWater(b, req.Creature); len(sight) > 0 {
			plan.Sight = sight
		}
		return plan, ms, nil, nil
	}
	to, ok := b.zoneIndex[req.To]
	if !ok {
		return MovePlan{}, nil, nil, fmt.Errorf("zones: no zone %q on the map", req.To)
	}
	if to == start {
		return MovePlan{}, nil, nil, ruleErr(RuleZone, "%s is already in %s", req.Creature, req.To)
	}
	if _, ok := res.nodes[to]; !ok {
		return MovePlan{}, nil, nil, b.whyNot(ms, start, to)
	}
	path := res.path(to)
	out, chs, err := b.runMove(req, ms, path, nil, Dice{})
	if err != nil {
		return MovePlan{}, nil, nil, err
	}
	plan.To = req.To
	plan.Path = make([]string, len(path))
	for i, st := range path {
		plan.Path[i] = b.m.Zones[st.zone].ID
	}
	plan.Cost = res.nodes[to].cost[0]
	plan.Remaining = plan.Speed - plan.Cost
	plan.Challenges = chs
	plan.Events = out.Events
	c, _ := b.Creature(req.Creature)
	if sw := SwimIn(c, b.m.Zones[to]); sw.Swimming {
		plan.Swim = &sw
	}
	return plan, ms, path, nil
}

// ResolveMove resolves a planned move with the results of its challenges
// (one per challenge of Move's plan, in order) and the dice for the
// spill-over rule. The player declared the move first and abides by the
// results (Seln: "Difficult Terrain"). The board is not changed: apply the
// outcome with Board.Apply.
func ResolveMove(b *Board, req MoveRequest, results []ChallengeResult, dice Dice) (Outcome, error) {
	if req.To == "" {
		return Outcome{}, fmt.Errorf("zones: a move to resolve needs a destination")
	}
	plan, ms, path, err := b.plan(req)
	if err != nil {
		return Outcome{}, err
	}
	if len(results) != len(plan.Challenges) {
		return Outcome{}, fmt.Errorf("zones: the move calls for %d challenge result(s), got %d", len(plan.Challenges), len(results))
	}
	answer := func(ch Challenge) (ChallengeResult, error) {
		// each creature crosses each border of a path once: the challenge
		// is found by who, where and what, whoever was stopped before it
		for i, c := range plan.Challenges {
			if c.Creature == ch.Creature && c.From == ch.From && c.To == ch.To && c.Kind == ch.Kind {
				return results[i], nil
			}
		}
		return ChallengeResult{}, fmt.Errorf("zones: %s's %s challenge from %s to %s is not in the plan", ch.Creature, ch.Kind, ch.From, ch.To)
	}
	out, _, err := b.runMove(req, ms, path, answer, dice)
	return out, err
}

// reach lists the zones a search settled, with their paths and
// challenges. The challenges of the crossings are built once a zone and
// shared along the search tree (a zone's parent is settled before it);
// the limit challenge belongs to the destination only.
func (b *Board) reach(req MoveRequest, ms []mover, res searchResult, start int) []Reach {
	type acc struct {
		path []string
		chs  []Challenge
	}
	cs := make([]Creature, len(ms))
	for i, m := range ms {
		cs[i] = b.m.Creatures[b.creature[m.id]]
	}
	done := make(map[int]acc, len(res.order))
	done[start] = acc{path: []string{b.m.Zones[start].ID}}
	out := make([]Reach, 0, len(res.order)-1)
	for _, z := range res.order {
		if z == start {
			continue
		}
		n := res.nodes[z]
		prev := done[n.prev]
		from, to := b.m.Zones[n.prev], b.m.Zones[z]
		a := acc{path: append(slices.Clip(prev.path), to.ID), chs: slices.Clip(prev.chs)}
		others := 0
		if to.Limit > 0 && !b.m.SpillOver {
			for _, o := range b.Occupants(to.ID) {
				if !slices.ContainsFunc(ms, func(m mover) bool { return m.id == o }) {
					others++
				}
			}
		}
		last := slices.Clip(prev.chs) // this zone's challenges as the destination
		for i, c := range cs {
			if ch, ok := b.stepChallenge(req, i, c, from, to, b.m.Links[n.link]); ok {
				a.chs = append(a.chs, ch)
				last = append(last, ch)
			}
			if to.Limit > 0 && !b.m.SpillOver && others+i >= to.Limit {
				last = append(last, Challenge{Kind: KindLimit, Creature: c.ID, From: from.ID, To: to.ID, OnFailure: FailStay})
			}
		}
		done[z] = a
		r := Reach{To: to.ID, Zone: to.ID, Cost: n.cost[0], Path: a.path, Challenges: last}
		out = append(out, r)
	}
	return out
}

// stepChallenge is the challenge of the i-th mover crossing from one zone
// into another, if any, as a plan lists it (assuming the challenges
// before it succeed).
func (b *Board) stepChallenge(req MoveRequest, i int, c Creature, from, to Zone, l Link) (Challenge, bool) {
	x := b.cross(c, from, to, l)
	if !x.rated {
		return Challenge{}, false
	}
	r := x.rating
	ch := Challenge{Kind: x.kind, Rating: &r, Creature: c.ID, From: from.ID, To: to.ID, OnFailure: FailSpendAction}
	if c.ActionSpent || (i == 0 && req.Sprint) || (i == 1 && req.PartnerSprint) {
		ch.OnFailure = FailStop
	}
	return ch, true
}

// crossing is one border crossing of a path for one creature.
type crossing struct {
	kind   ChallengeKind
	rating float64
	rated  bool
	cost   int
	drop   bool
}

// antiGravity reports whether a zone is under anti-gravity this round.
func (b *Board) antiGravity(z Zone) bool {
	return z.Effect != nil && z.Effect.Kind == AntiGravity && (z.Effect.Until == 0 || b.Round() <= z.Effect.Until)
}

// cross returns what crossing from one zone into another along a link
// means for a creature: its cost, its challenge and whether it falls.
func (b *Board) cross(c Creature, from, to Zone, l Link) crossing {
	x := crossing{cost: 1}
	// Seln, Swimming: "You must spend 2 movement to cross the border".
	if swims(c, from) || swims(c, to) {
		x.cost = 2
	}
	// a creature that flies flies down a drop instead of falling
	x.drop = to.Elevation < from.Elevation && (l.Drop || l.OneWay) && !c.Can("fly")
	if b.antiGravity(from) || b.antiGravity(to) {
		// Seln, Anti-gravity: "treat all terrain as Difficult Terrain ½".
		return crossing{kind: KindDifficult, rating: 0.5, rated: true, cost: x.cost}
	}
	r, rated := -1, false
	for _, z := range [2]Zone{from, to} {
		if n, ok := z.Rating(); ok {
			r, rated = max(r, n), true
		}
	}
	if l.Climb > 0 && !x.drop {
		x.kind, x.rating, x.rated = KindClimb, float64(max(r, l.Climb)), true
		return x
	}
	if rated {
		x.kind, x.rating, x.rated = KindDifficult, float64(r), true
	}
	return x
}

// upward reports whether an arc climbs (blocked out of a whirlpool).
func (b *Board) upward(from, to int) bool {
	return b.m.Zones[to].Elevation > b.m.Zones[from].Elevation
}

func (b *Board) whirlpool(z int) bool {
	e := b.m.Zones[z].Effect
	return e != nil && e.Kind == Whirlpool
}

// runMove walks a path for the movers. Without answers (the preview)
// every challenge succeeds and the challenges are listed; otherwise
// answer gives each challenge's result.
func (b *Board) runMove(req MoveRequest, ms []mover, path []step, answer func(Challenge) (ChallengeResult, error), dice Dice) (Outcome, []Challenge, error) {
	s := newSim(b)
	chs := []Challenge{}
	preview := answer == nil
	if req.Sprint && !preview {
		s.spendAction(ms[0].id)
	}
	if len(ms) > 1 && req.PartnerSprint && !preview {
		s.spendAction(ms[1].id)
	}
	stopped := make([]bool, len(ms))
	last := len(path) - 1
	for i := 1; i <= last; i++ {
		from, to := b.m.Zones[path[i-1].zone], b.m.Zones[path[i].zone]
		l := b.m.Links[path[i].link]
		for k, m := range ms {
			if stopped[k] {
				continue
			}
			c := s.c(m.id)
			x := b.cross(*c, from, to, l)
			if ch, ok := b.stepChallenge(req, k, *c, from, to, l); ok {
				r := *ch.Rating
				rule := RuleDifficult
				if ch.Kind == KindClimb {
					rule = RuleClimbing
				}
				if preview {
					chs = append(chs, ch)
				}
				if !preview {
					res, err := answer(ch)
					if err != nil {
						return Outcome{}, nil, err
					}
					switch {
					case ch.Passes(res.Result):
						s.event(Event{Kind: EventChallenge, Rule: rule, Creature: m.id, From: from.ID, Zone: to.ID,
							Text: fmt.Sprintf("%s crosses into %s: %d against %s %s succeeds", c.name(), zoneName(to), res.Result, x.kind, num(r))})
					case !c.ActionSpent:
						s.spendAction(m.id)
						s.event(Event{Kind: EventActionSpent, Rule: rule, Creature: m.id, From: from.ID, Zone: to.ID,
							Text: fmt.Sprintf("%s fails %s %s with %d: crosses into %s and spends the Action", c.name(), x.kind, num(r), res.Result, zoneName(to))})
					default:
						stopped[k] = true
						s.event(Event{Kind: EventBlocked, Rule: rule, Creature: m.id, From: from.ID, Zone: to.ID,
							Text: fmt.Sprintf("%s fails %s %s with %d and the Action is spent: may not cross into %s, stays in %s", c.name(), x.kind, num(r), res.Result, zoneName(to), zoneName(from))})
						continue
					}
				}
			}
			if i == last {
				entered, err := s.enterLimited(m.id, ms, from, to, &chs, answer, dice)
				if err != nil {
					return Outcome{}, nil, err
				}
				if !entered {
					stopped[k] = true
					continue
				}
			}
			if x.drop {
				s.fall(m.id, from, to)
			}
			s.place(m.id, to.ID)
		}
	}
	for _, m := range ms {
		s.moved(m.id)
		c := s.c(m.id)
		s.event(Event{Kind: EventMoved, Rule: RuleSpeed, Creature: m.id, From: b.m.Zones[path[0].zone].ID, Zone: c.Zone,
			Text: fmt.Sprintf("%s moves to %s", c.name(), zoneName(s.zone(c.Zone)))})
		s.effectNote(m.id)
	}
	return s.finish(), chs, nil
}
