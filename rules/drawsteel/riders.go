package drawsteel

import (
	"fmt"
	"slices"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

// This file is riders and mounts: a creature standing on top of a larger
// creature climbs or rides it (Draw Steel, Climbing Other Creatures and
// Mounted Combat). The board records no "mounted" flag: the relation is
// the position itself (Board.MountOf), so encounter files need no field
// for it. What happens to riders when their mount moves, falls, goes
// prone or dies is settleRiders; a rider force moved off its mount is
// forced_riders.go; climbing on and off is mount_move.go.

// The rules riders and climbers name in events and refusals.
const (
	RuleMountedCombat   = "Mounted Combat"
	RuleClimbingOthers  = "Climbing Other Creatures"
	ruleRide            = "Ride"
	mountDiesSentence   = "If your mount dies, they fall prone, and you fall off them and land prone in the nearest unoccupied space of your choice."
	riderProneSentence  = "If you are knocked prone while climbing or riding a creature, you fall and land prone in an adjacent space of your choice, taking damage as usual from the fall."
	climbOthersSentence = "You can attempt to climb a creature whose size is greater than yours."
)

// TestResult is a test a rule asks for, as an outcome shows it: the total
// (entered, or 2d10 plus the bonus when rolled), its tier and, when the
// dice were rolled, the dice, the bonus and the seed.
type TestResult struct {
	Result int       `json:"result"`
	Tier   PowerTier `json:"tier"`
	Dice   []int     `json:"dice,omitempty"`
	Bonus  int       `json:"bonus,omitempty"`
	Seed   *uint64   `json:"seed,omitempty"`
}

// PowerResult is a power roll known only by its total, as a player types
// it in ("--result 14"): its tier follows from the total.
func PowerResult(total int) PowerRoll {
	return PowerRoll{Total: total, Tier: powerTierOf(total)}
}

// testResult is roll as an outcome shows it; rolled says whether the
// engine rolled the dice (RollPower) rather than being given the total.
func testResult(roll PowerRoll, rolled bool) *TestResult {
	t := &TestResult{Result: roll.Total, Tier: roll.Tier}
	if rolled {
		seed := roll.Seed
		t.Dice, t.Bonus, t.Seed = []int{roll.Dice[0], roll.Dice[1]}, roll.Bonus, &seed
	}
	return t
}

// testText is a test as event texts give it: "test 14, tier 2", or
// "tier 2" when only the tier is known (entered as a tier).
func testText(roll PowerRoll) string {
	if roll.Total == 0 && roll.Dice == [2]int{} {
		return fmt.Sprintf("tier %d", roll.Tier)
	}
	return fmt.Sprintf("test %d, tier %d", roll.Total, roll.Tier)
}

// RiderTestBonus is the bonus of the tests riders and climbers make,
// "Power Roll + Might or Agility": the creature's choice, and a player
// chooses the higher.
func RiderTestBonus(c *Creature) int { return max(c.Might, c.Agility) }

// MountOf returns the creature that creature id stands on top of, when
// that creature is larger: the creature it climbs or rides ("You can
// attempt to climb a creature whose size is greater than yours"; "A
// willing creature with the Mount role ... can serve as your mount as long
// as their size is greater than yours"). On top means the bottom of its
// space is the top of the other's and its footprint lies within the
// other's footprint. Objects neither ride nor are ridden.
func (b *Board) MountOf(id string) (*Creature, bool) {
	for i := range b.Creatures {
		if b.Creatures[i].ID == id {
			if mi := b.mountIndex(i); mi >= 0 {
				return &b.Creatures[mi], true
			}
			return nil, false
		}
	}
	return nil, false
}

// Riders lists, in board order, the creatures standing on top of creature
// id (those whose MountOf is it).
func (b *Board) Riders(id string) []string {
	var out []string
	for i := range b.Creatures {
		if mi := b.mountIndex(i); mi >= 0 && b.Creatures[mi].ID == id {
			out = append(out, b.Creatures[i].ID)
		}
	}
	return out
}

// mountIndex is the index of the creature that creature ri stands on top
// of (see MountOf), or -1.
func (b *Board) mountIndex(ri int) int {
	r := &b.Creatures[ri]
	if r.Object {
		return -1
	}
	for i := range b.Creatures {
		if i != ri && onTopOf(r, &b.Creatures[i]) {
			return i
		}
	}
	return -1
}

// onTopOf reports whether creature r stands on top of the larger creature
// m (see MountOf); neither is an object.
func onTopOf(r, m *Creature) bool {
	if r.Object || m.Object || m.Size <= r.Size || m.Z+m.Size.Height() != r.Z {
		return false
	}
	n, mn := r.Size.Squares(), m.Size.Squares()
	return r.At.X >= m.At.X && r.At.Y >= m.At.Y && r.At.X+n <= m.At.X+mn && r.At.Y+n <= m.At.Y+mn
}

// carried lists the creatures on top of creature mi, and those on top of
// them, in board order: everything a moving mount takes with it.
func (b *Board) carried(mi int) []int {
	var out []int
	frontier := []int{mi}
	for len(frontier) > 0 {
		m := frontier[0]
		frontier = frontier[1:]
		for i := range b.Creatures {
			if i != mi && !slices.Contains(out, i) && b.mountIndex(i) == m {
				out = append(out, i)
				frontier = append(frontier, i)
			}
		}
	}
	slices.Sort(out)
	return out
}

// riderLanding is the space where creature ri, coming off a creature whose
// space is now mount (footprint side mn), lands: a space standing on the
// surface, off the mount's footprint, no higher than from (a fall never
// carries a creature up), that no creature but those skip names fills.
// With adjacent, only spaces adjacent to the mount are taken ("an
// unoccupied adjacent space of your choice") unless there are none; else
// the nearest ("the nearest unoccupied space of your choice"). The choice
// is made for the player: nearest to the rider's footprint at from, then
// the highest (the shortest drop), then the smallest y, then x.
func riderLanding(b *Board, ri int, from Pos, mount Pos, mn int, adjacent bool, skip func(i int) bool) (Pos, bool) {
	r := &b.Creatures[ri]
	n, h := r.Size.Squares(), r.Size.Height()
	limit := max(b.Width, b.Height) + mn
	type cand struct {
		p            Pos
		gap, near    int
		found, exact bool
	}
	var best cand
	better := func(c cand) bool {
		switch {
		case !best.found:
			return true
		case adjacent && (c.gap == 1) != (best.gap == 1):
			return c.gap == 1
		case c.near != best.near:
			return c.near < best.near
		case c.p.Z != best.p.Z:
			return c.p.Z > best.p.Z
		case c.p.Y != best.p.Y:
			return c.p.Y < best.p.Y
		}
		return c.p.X < best.p.X
	}
	for ring := 1; ring <= limit; ring++ {
		if best.found && (ring > best.near+mn || adjacent && best.gap == 1 && ring > 1) {
			break
		}
		for y := mount.Y - ring - n + 1; y <= mount.Y+mn-1+ring; y++ {
			for x := mount.X - ring - n + 1; x <= mount.X+mn-1+ring; x++ {
				gap := max(grid.Gap(x, n, mount.X, mn), grid.Gap(y, n, mount.Y, mn))
				if gap != ring || x < 0 || y < 0 || x+n > b.Width || y+n > b.Height {
					continue
				}
				z := b.GroundUnder(Square{x, y}, n)
				if z > from.Z {
					continue
				}
				c := cand{p: Pos{x, y, z}, gap: gap, found: true,
					near: max(grid.Gap(x, n, from.X, n), grid.Gap(y, n, from.Y, n))}
				if !better(c) || b.spaceTaken(Space{At: c.p, Side: n, Height: h}, ri, skip) {
					continue
				}
				best = c
			}
		}
	}
	return best.p, best.found
}

// spaceTaken reports whether a creature other than ri (and those skip
// names) fills part of sp. A destroyed object takes up no space.
func (b *Board) spaceTaken(sp Space, ri int, skip func(i int) bool) bool {
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if i == ri || (skip != nil && skip(i)) || c.Object && c.Dying() {
			continue
		}
		if _, ok := sp.Overlap(c.Space()); ok {
			return true
		}
	}
	return false
}

// liquidAt is the deepest liquid under the footprint of side n at p whose
// surface is p's height: a fall landing there is reduced by 4.
func (b *Board) liquidAt(p Pos, n int) int {
	d := 0
	for _, s := range Footprint(p.Square(), SizeN(n)) {
		if b.In(s) && b.Cell(s).Top() == p.Z {
			d = max(d, b.Cell(s).Liquid)
		}
	}
	return d
}

// comeOff takes rider ri off the creature under it, whose space is now at
// mount (side mn): from the rider's place on top of it, at, the rider
// lands prone ("you fall off them and land prone"; "you fall and land
// prone") in the space riderLanding picks, taking falling damage as usual
// (Agility and liquid reduce it) for the whole drop from top (at.Z, or
// higher when it rode the mount down a fall). A rider that can stay aloft
// (it flies, not prone, or hovers) does not fall: it stays at at. It
// returns where the rider ends and the events; nb is the board with
// everyone else where they end.
func comeOff(nb *Board, ri int, at Pos, top int, mount Pos, mn int, adjacent bool, kind EventKind, rule, why string, skip func(i int) bool) (Pos, []Event) {
	r := &nb.Creatures[ri]
	who := forcedName(r)
	if canStayAloft(r) {
		return at, []Event{{Kind: kind, Rule: rule, Creature: r.ID, At: at,
			Text: fmt.Sprintf("%s %s, and stays aloft", who, why)}}
	}
	to, ok := riderLanding(nb, ri, at, mount, mn, adjacent, skip)
	if !ok {
		return at, []Event{{Kind: kind, Rule: rule, Creature: r.ID, At: at,
			Text: fmt.Sprintf("%s %s, but there is no unoccupied space to land in", who, why)}}
	}
	evs := []Event{{Kind: kind, Rule: rule, Creature: r.ID, At: to,
		Text: fmt.Sprintf("%s %s, into %v", who, why, to.Square())}}
	height := top - to.Z
	eff := fallEffective(height, r.Agility, nb.liquidAt(to, r.Size.Squares()))
	if height > 0 {
		d := fallDamageOf(eff)
		evs = append(evs, Event{Kind: EventFall, Rule: "Falling", Creature: r.ID, At: to, Damage: d, Squares: height,
			Text: fmt.Sprintf("%s falls %s (effective %d): takes %d", who, countSquares(height), eff, d)})
	}
	evs = append(evs, Event{Kind: EventProne, Rule: rule, Creature: r.ID, At: to,
		Text: fmt.Sprintf("%s lands prone", who)})
	return to, evs
}

// settleRiders is what the creatures on top of others do after outcome o
// on board b (o.Positions holding every creature's end): riders whose
// mount moved are carried with it ("If a mount is force moved, they carry
// any riders with them"; the Ride move action moves the mount "taking the
// rider with them"), unless the mount teleported ("Riders and mounts
// teleport separately": the rider is left where it was and falls); a rider
// whose mount dies or is knocked prone, or who is knocked prone itself,
// comes off (comeOff). A mount that dies falls prone ("If your mount dies,
// they fall prone"). A mount's fall takes its riders down with it: a rider
// whose own fall of that height (its Agility reducing it) leaves it
// prone comes off, the rest ride on. moved is the creature the outcome
// moved itself (never carried), teleported says it teleported.
//
// It returns o with the riders' changes merged in.
func settleRiders(b *Board, o Outcome, moved string, teleported bool) Outcome {
	type ride struct{ ri, mi int }
	var rides []ride
	for i := range b.Creatures {
		if b.Creatures[i].ID == moved {
			continue
		}
		if mi := b.mountIndex(i); mi >= 0 {
			rides = append(rides, ride{i, mi})
		}
	}
	if len(rides) == 0 {
		return o
	}
	// The board after o, to find free spaces in; riders are placed as they settle.
	nb := b.Apply(o)
	pos := func(i int) Pos { return nb.Creatures[i].Pos() }
	wasProne := func(i int) bool { return b.Creatures[i].Prone }
	// Lowest mounts first, so that a creature carried on a carried mount moves by both.
	slices.SortStableFunc(rides, func(x, y ride) int { return b.Creatures[x.mi].Z - b.Creatures[y.mi].Z })
	var extra []Event
	dead := map[int]bool{}
	for _, rd := range rides {
		r, m := &b.Creatures[rd.ri], &b.Creatures[rd.mi]
		mEnd := pos(rd.mi)
		mn := m.Size.Squares()
		fell := 0
		for _, e := range o.Events {
			if e.Kind == EventFall && e.Creature == m.ID {
				fell += e.Squares
			}
		}
		died := !m.Dead() && nb.Creatures[rd.mi].Dead()
		if died && !dead[rd.mi] {
			dead[rd.mi] = true
			if !nb.Creatures[rd.mi].Prone && !m.Object {
				nb.Creatures[rd.mi].Prone = true
				extra = append(extra, Event{Kind: EventProne, Rule: RuleMountedCombat, Creature: m.ID, At: mEnd,
					Text: fmt.Sprintf("%s dies and falls prone", forcedName(m))})
			}
		}
		mProne := !wasProne(rd.mi) && nb.Creatures[rd.mi].Prone
		rProne := !r.Prone && nb.Creatures[rd.ri].Prone
		skip := func(i int) bool { return i == rd.ri }
		// the rider's place on top of the mount where the mount ends, and
		// the height it had before the mount's fall took it down
		cur := pos(rd.ri)
		at := Pos{cur.X + mEnd.X - m.At.X, cur.Y + mEnd.Y - m.At.Y, cur.Z + mEnd.Z - m.Z}
		top := at.Z + fell
		switch {
		case teleported && m.ID == moved:
			// left in midair where the mount was: a plain fall
			f, err := resolveFall(nb, r.ID)
			if err != nil {
				continue
			}
			extra = append(extra, Event{Kind: EventDismounted, Rule: RuleMountedCombat, Creature: r.ID, At: cur,
				Text: fmt.Sprintf("%s teleports without %s (riders and mounts teleport separately)", forcedName(m), forcedName(r))})
			extra = append(extra, f.Events...)
			end := f.Positions[r.ID]
			nb.Creatures[rd.ri].At, nb.Creatures[rd.ri].Z = end.Square(), end.Z
		case died, mProne, rProne:
			why := fmt.Sprintf("falls off %s as it falls prone", forcedName(m))
			adjacent := false
			switch {
			case died:
				why = fmt.Sprintf("falls off %s, which died", forcedName(m))
			case rProne:
				why = fmt.Sprintf("is knocked prone on %s and falls off", forcedName(m))
				adjacent = true
			}
			rule := RuleMountedCombat
			if rProne && !died && !mProne {
				rule = RuleClimbingOthers
			}
			to, evs := comeOff(nb, rd.ri, at, top, mEnd, mn, adjacent, EventKnockedOff, rule, why, skip)
			extra = append(extra, evs...)
			nb.Creatures[rd.ri].At, nb.Creatures[rd.ri].Z = to.Square(), to.Z
			nb.Creatures[rd.ri].Prone = nb.Creatures[rd.ri].Prone || !canStayAloft(r)
		case fell > 0 && fallEffective(fell, r.Agility, 0) >= 2:
			// rode the mount down, and the fall leaves it prone
			why := fmt.Sprintf("falls %s with %s and comes off it", countSquares(fell), forcedName(m))
			to, evs := comeOff(nb, rd.ri, at, top, mEnd, mn, true, EventKnockedOff, RuleClimbingOthers, why, skip)
			extra = append(extra, evs...)
			nb.Creatures[rd.ri].At, nb.Creatures[rd.ri].Z = to.Square(), to.Z
			nb.Creatures[rd.ri].Prone = nb.Creatures[rd.ri].Prone || !canStayAloft(r)
		case at != cur:
			to := at
			nb.Creatures[rd.ri].At, nb.Creatures[rd.ri].Z = to.Square(), to.Z
			extra = append(extra, Event{Kind: EventCarried, Rule: RuleMountedCombat, Creature: r.ID, Other: m.ID, At: to,
				Squares: cubeSteps(cur, to),
				Text:    fmt.Sprintf("%s carries %s to %v", forcedName(m), forcedName(r), to)})
		}
	}
	if len(extra) == 0 {
		return o
	}
	out := o
	out.Positions = make(map[string]Pos, len(o.Positions))
	for k, v := range o.Positions {
		out.Positions[k] = v
	}
	for i := range nb.Creatures {
		c := &nb.Creatures[i]
		if _, had := o.Positions[c.ID]; had || c.Pos() != b.Creatures[i].Pos() {
			out.Positions[c.ID] = c.Pos()
		}
	}
	out.Damage = make(map[string]int, len(o.Damage))
	for k, v := range o.Damage {
		out.Damage[k] = v
	}
	out.Prone = slices.Clone(o.Prone)
	for _, e := range extra {
		if e.Damage > 0 {
			out.Damage[e.Creature] += e.Damage
		}
		if e.Kind == EventProne && !slices.Contains(out.Prone, e.Creature) {
			out.Prone = append(out.Prone, e.Creature)
		}
	}
	slices.Sort(out.Prone)
	out.Events = append(slices.Clone(o.Events), extra...)
	return out
}

// settleMove is settleRiders after a willing move (ResolveMove): nb is the
// board after the move and o its outcome. A mount's willing movement
// carries its riders ("they cause their mount to move up to the mount's
// speed, taking the rider with them", Ride), and each rider carried out of
// an enemy's reach provokes that enemy as the mount does (read: the rider
// moves willingly with its mount; a shift provokes no one). A mount that
// teleports leaves its riders ("Riders and mounts teleport separately").
func settleMove(b, nb *Board, o Outcome, plan MovePlan) (*Board, Outcome) {
	if !b.anyRiders() {
		return nb, o
	}
	mi := slices.IndexFunc(b.Creatures, func(c Creature) bool { return c.ID == plan.Mover })
	teleported := plan.Mode == ModeTeleport
	s := settleRiders(b, o, plan.Mover, teleported)
	for i := len(o.Events); i < len(s.Events); i++ {
		if s.Events[i].Kind == EventCarried {
			s.Events[i].Rule = ruleRide
		}
	}
	var oas []Event
	if mi >= 0 && !teleported && !plan.Mode.shifting() && len(plan.Path) > 1 {
		oas = riderOpportunityAttacks(b, mi, plan.Path)
	}
	if len(s.Events) == len(o.Events) && len(oas) == 0 {
		return nb, o
	}
	delta := Outcome{Positions: map[string]Pos{}, Damage: map[string]int{}}
	addSettled(&delta, o, s)
	// the opportunity attacks come before what the end of the move does
	s.Events = slices.Insert(s.Events, len(o.Events), oas...)
	return nb.Apply(delta), s
}

// riderOpportunityAttacks lists the opportunity attacks that the creatures
// carried by mount mi provoke as it moves willingly along path: "Whenever
// a creature has an enemy adjacent to them and the enemy willingly moves
// to a space that isn't adjacent to the creature without shifting" (Draw
// Steel, Opportunity Attacks), for each step of the path that takes a
// rider out of an enemy's reach. The creatures carried never provoke one
// another, nor the mount.
func riderOpportunityAttacks(b *Board, mi int, path []Pos) []Event {
	var out []Event
	carried := b.carried(mi)
	m := &b.Creatures[mi]
	for _, ri := range carried {
		r := &b.Creatures[ri]
		n := r.Size.Squares()
		at := func(k int) Pos {
			d := path[k]
			return Pos{r.At.X + d.X - m.At.X, r.At.Y + d.Y - m.At.Y, r.Z + d.Z - m.Z}
		}
		for k := 1; k < len(path); k++ {
			from, to := at(k-1), at(k)
			for ei := range b.Creatures {
				e := &b.Creatures[ei]
				if ei == mi || slices.Contains(carried, ei) || !mvHostile(r, e) || !mvCanStrike(e) {
					continue
				}
				en := e.Size.Squares()
				if Distance(from, n, e.Pos(), en) <= 1 && Distance(to, n, e.Pos(), en) > 1 {
					out = append(out, Event{Kind: EventOpportunityAttack, Rule: RuleOpportunityAttacks, Creature: r.ID, Other: e.ID, At: from,
						Text: fmt.Sprintf("%s may make a melee free strike as %s, carried by %s, leaves its reach", forcedName(e), forcedName(r), forcedName(m))})
				}
			}
		}
	}
	return out
}

// riderSource is EventSource for the events of riders and climbers: the
// sentence of Mounted Combat or Climbing Other Creatures each applies. A
// knocked-off event naming the mount (Other) is a rider force moved; one
// without, a rider thrown by a mount that died or went prone. A
// dismounted event naming the mount is a rider moving off; one without,
// a rider its mount teleported away from.
func riderSource(e Event) rules.Source {
	if e.Rule == ruleRide {
		return combat(e.Rule, "When a creature takes the Ride move action, they cause their mount to move up to the mount's speed, taking the rider with them.")
	}
	if e.Rule == RuleClimbingOthers {
		if e.Kind == EventClimbed {
			return combat(e.Rule, "If the creature is willing, you can climb them without any trouble. If the creature is unwilling, you make the following test")
		}
		return combat(e.Rule, riderProneSentence)
	}
	switch {
	case e.Kind == EventCarried:
		return combat(e.Rule, "If a mount is force moved, they carry any riders with them.")
	case e.Kind == EventKnockedOff && e.Other != "":
		return combat(e.Rule, "If a creature riding a mount is force moved, they are knocked off the mount and must make a test to determine how they land (see Climbing Other Creatures).")
	case e.Kind == EventDismounted && e.Other != "":
		return combat(e.Rule, "You can climb onto your mount freely (see Climbing Other Creatures above).")
	case e.Kind == EventDismounted:
		return combat(e.Rule, "Riders and mounts teleport separately.")
	}
	return combat(e.Rule, mountDiesSentence)
}

// carriedBy is the set of creature indices on top of creature id, and on
// top of them (Board.carried), or nil.
func (b *Board) carriedBy(id string) map[int]bool {
	i := slices.IndexFunc(b.Creatures, func(c Creature) bool { return c.ID == id })
	if i < 0 || !b.anyRiders() {
		return nil
	}
	out := map[int]bool{}
	for _, k := range b.carried(i) {
		out[k] = true
	}
	return out
}

// carryAfterDig takes the riders of a creature that used the Dig maneuver
// (b before, nb after) up or down with it, as a mount's willing movement
// takes them ("taking the rider with them"), and returns the board.
func carryAfterDig(b, nb *Board, id string) *Board {
	if !b.anyRiders() {
		return nb
	}
	m, _ := nb.Creature(id)
	s := settleRiders(b, Outcome{Positions: map[string]Pos{id: m.Pos()}, Damage: map[string]int{}}, id, false)
	delta := Outcome{Positions: map[string]Pos{}}
	for rid, p := range s.Positions {
		if rid != id {
			delta.Positions[rid] = p
		}
	}
	return nb.Apply(delta)
}
