package zones

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/render"

	"github.com/battlemap/battlemap/maps"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// ZonePlay is what the zone window does to a zone board, without input or
// drawing: moves dropped on a zone with their challenges' results typed
// in, Sprint, throws, the end of the round previewed then applied, undo
// and redo, and saving. Every change goes through rules/zones.
type ZonePlay struct {
	board *zones.Board
	// names is how messages call the creatures of namesOf, the board
	// they were read from: boards are never changed in place.
	names   session.Names
	namesOf *zones.Board
	// layout is how the zones are drawn now; the map editor changes it
	// with the board (mapedit.go).
	layout        zoneLayout
	layoutChanges int
	// hist is the undo history: the board and its drawing at each step
	hist   *session.History[zoneStep]
	sprint bool
	// together moves the creature with its partner; partnerSprint is the
	// partner's own Sprint (its own Action: the mover's Sprint is not
	// the partner's).
	together, partnerSprint bool
	// limitPick is the defender and zone chosen (Tab) for a limit
	// challenge won, an index into limitChoices.
	limitPick int
	// pending is a declared move waiting for its challenges' results.
	pending *zonePending
	// throw is a throw being set up (T).
	throw *ZoneThrowSetup
	// endRound is the end of the round previewed by a first E.
	endRound *zones.Outcome
	// seed is the dice seed of the next end of round (waves) or move
	// (spill-over): shown openly, one more each time dice are used.
	seed  uint64
	typed string // digits typed for the result asked
	// message is the last thing done or refused, for the status panel.
	message string
	// keys names the keys the window binds, for the messages that say
	// which key to press (nil: the buttons' words)
	keys  session.KeyNames
	dirty bool
	// ptr is the creature selected, the pointer and the arrows' aim
	// (do.go)
	ptr zonePointer
}

// zoneStep is one undo step: the board after the change, what the change
// was, and for an edit of the map (mapedit.go) whether it changed
// the drawing, which the step then holds.
type zoneStep struct {
	board  *zones.Board
	what   string
	edit   bool
	layout zoneLayout
}

// zonePending is a declared move: its plan and the results entered so far.
type zonePending struct {
	req     zones.MoveRequest
	plan    zones.MovePlan
	results []zones.ChallengeResult
}

// ZoneThrowSetup is a throw being set up: the thrower ("" for none), then
// the target, then the result, then the zone.
type ZoneThrowSetup struct {
	By, Target string
	Result     int
	HasResult  bool
	// Options are the zones the target may be thrown into, with the
	// result entered.
	Options []zones.ThrowOption
}

// NewZonePlay starts the zone window's play on board b drawn as shapes
// say (nil: laid out by the program): seed is the dice seed of the first
// roll, message the first thing the status shows.
func NewZonePlay(b *zones.Board, shapes []zonesfile.ZoneShape, seed uint64, message string) *ZonePlay {
	l := newZoneLayout(b.Map(), shapes)
	return &ZonePlay{board: b, layout: l, hist: session.NewHistory(zoneStep{board: b, layout: l}), seed: seed, message: message, ptr: zonePointer{hover: -1}}
}

// Board is the board now.
func (p *ZonePlay) Board() *zones.Board { return p.board }

// Changes counts the changes the undo history recorded (commits, undos,
// redos), for the autosave and the unsaved mark.
func (p *ZonePlay) Changes() int { return p.hist.Changes() }

// Dirty reports whether anything changed since the play started.
func (p *ZonePlay) Dirty() bool { return p.dirty }

// Message is the last thing done or refused, for the status panel.
func (p *ZonePlay) Message() string { return p.message }

// SetMessage replaces the message with news from outside the board (a
// save, a file opened).
func (p *ZonePlay) SetMessage(s string) { p.message = s }

// SetKeys makes the messages name the keys keys binds (the window's
// keymap, with the settings' rebound keys).
func (p *ZonePlay) SetKeys(keys session.KeyNames) { p.keys = keys }

// key is the key bound to a as a message names it, or word when none is.
func (p *ZonePlay) key(a session.Action, word string) string { return p.keys.Key(a, word) }

// Sprint and Together are the toggles the next move is declared with.
func (p *ZonePlay) Sprint() bool   { return p.sprint }
func (p *ZonePlay) Together() bool { return p.together }

// EndRound is the end of the round previewed by a first E (nil: none).
func (p *ZonePlay) EndRound() *zones.Outcome { return p.endRound }

// ForgetEndRound drops the end of the round previewed (a creature was
// picked instead).
func (p *ZonePlay) ForgetEndRound() { p.endRound = nil }

// Declared is the move declared and waiting for its challenges' results
// (nil: none).
func (p *ZonePlay) Declared() *zones.MoveRequest {
	if p.pending == nil {
		return nil
	}
	return &p.pending.req
}

// Throw is the throw being set up (nil: none).
func (p *ZonePlay) Throw() *ZoneThrowSetup { return p.throw }

// name is a creature's name, or its id.
//
// As session.Names does, one of two of the same name is told apart by its
// id.
func (p *ZonePlay) name(id string) string {
	if p.namesOf != p.board {
		cs := p.board.Map().Creatures
		ids, names := make([]string, len(cs)), make([]string, len(cs))
		for i, c := range cs {
			ids[i], names[i] = c.ID, c.Name
		}
		p.names, p.namesOf = session.NamesOf(ids, names), p.board
	}
	return p.names.Of(id)
}

// zoneLabel is a zone's name, or its id.
func (p *ZonePlay) zoneLabel(id string) string {
	if z, ok := p.board.Zone(id); ok && z.Name != "" {
		return z.Name
	}
	return id
}

// Busy reports whether the window waits for a result or a choice.
func (p *ZonePlay) Busy() bool { return p.pending != nil || p.throw != nil }

// preview is the plan of moving a creature into a zone, as a drop would
// declare it.
func (p *ZonePlay) preview(id, to string) (zones.MovePlan, error) {
	return zones.Move(p.board, p.request(id, to))
}

// request is the move of a creature into a zone ("": every zone within
// reach) with Sprint and the partner as toggled.
func (p *ZonePlay) request(id, to string) zones.MoveRequest {
	req := zones.MoveRequest{Creature: id, To: to, Sprint: p.sprint}
	if c, ok := p.board.Creature(id); ok && p.together && c.Partner != "" {
		req.Together, req.PartnerSprint = true, p.partnerSprint
	}
	return req
}

// ToggleTogether turns moving with the partner on or off.
func (p *ZonePlay) ToggleTogether() {
	p.together = !p.together
	if p.together {
		p.message = ""
	} else {
		p.message = "With partner off: creatures move alone"
	}
}

// Reach is every zone within the creature's speed.
func (p *ZonePlay) Reach(id string) []zones.Reach {
	plan, err := zones.Move(p.board, p.request(id, ""))
	if err != nil {
		return nil
	}
	return plan.Reach
}

// ToggleSprint turns Sprint on or off for the next move.
func (p *ZonePlay) ToggleSprint() {
	p.sprint = !p.sprint
	if p.sprint {
		p.message = ""
	} else {
		p.message = "Sprint off: speed as in the file"
	}
}

// Drop declares moving a creature into a zone: a move without challenges
// is committed; otherwise the window asks for each challenge's result.
func (p *ZonePlay) Drop(id, to string) {
	p.Cancel()
	req := p.request(id, to)
	plan, err := zones.Move(p.board, req)
	if err != nil {
		p.message = fmt.Sprintf("%s cannot move into %s: %s", p.name(id), p.zoneLabel(to), ruleText(err))
		return
	}
	p.pending = &zonePending{req: req, plan: plan}
	p.advance()
}

// ruleText is a rules error as the window says it: the rule and what was
// asked.
func ruleText(err error) string {
	var re *rules.Error
	if errors.As(err, &re) {
		return re.Error()
	}
	return strings.TrimPrefix(err.Error(), "zones: ")
}

// asked is the challenge whose result the window waits for, if any.
func (p *ZonePlay) asked() (zones.Challenge, bool) {
	if p.pending == nil || len(p.pending.results) >= len(p.pending.plan.Challenges) {
		return zones.Challenge{}, false
	}
	return p.pending.plan.Challenges[len(p.pending.results)], true
}

// advance resolves the pending move once every result is in.
func (p *ZonePlay) advance() {
	pd := p.pending
	if _, ok := p.asked(); ok {
		return
	}
	o, err := zones.ResolveMove(p.board, pd.req, pd.results, zones.Dice{Seed: p.seed})
	if err != nil {
		// the last result entered cannot stand (a defender's throw the
		// rules refuse): the move stays declared, the result is asked again
		pd.results = pd.results[:len(pd.results)-1]
		p.message = "Not possible: " + ruleText(err)
		return
	}
	p.pending = nil
	what := fmt.Sprintf("%s moves to %s", p.name(pd.req.Creature), p.zoneLabel(pd.req.To))
	if p.board.Map().SpillOver {
		what += fmt.Sprintf(" (dice seed %d)", p.seed)
		p.seed++
	}
	p.commit(o, what)
	p.sprint, p.partnerSprint = false, false // Sprint was this move's Action
}

// Digit adds a typed digit to the result asked.
func (p *ZonePlay) Digit(d int) {
	if p.Busy() && len(p.typed) < 3 {
		p.typed += strconv.Itoa(d)
	}
}

// AsksResult reports whether the window waits for a typed result: a
// challenge's or a throw's.
func (p *ZonePlay) AsksResult() bool {
	if t := p.throw; t != nil {
		return t.Target != "" && !t.HasResult
	}
	_, ok := p.asked()
	return ok
}

// AsksLimit reports whether the result asked is a limit challenge's (won
// with Enter, lost with Lose).
func (p *ZonePlay) AsksLimit() bool {
	ch, ok := p.asked()
	return ok && p.throw == nil && ch.Kind == zones.KindLimit
}

// Typed is the result typed so far ("": none).
func (p *ZonePlay) Typed() string { return p.typed }

// Step adds delta to the result asked (the touch − and + buttons), kept
// within 0 to 999; nothing typed counts as 0.
func (p *ZonePlay) Step(delta int) {
	if !p.AsksResult() {
		return
	}
	n, _ := strconv.Atoi(p.typed)
	p.typed = strconv.Itoa(min(max(n+delta, 0), 999))
}

// Backspace takes the last typed digit back.
func (p *ZonePlay) Backspace() {
	if p.typed != "" {
		p.typed = p.typed[:len(p.typed)-1]
	}
}

// Enter gives the typed result to the challenge asked (a limit challenge
// entered this way is won: see lose), or to the throw being set up.
func (p *ZonePlay) Enter() {
	if p.typed == "" {
		return
	}
	n, _ := strconv.Atoi(p.typed)
	p.typed = ""
	if t := p.throw; t != nil && t.Target != "" {
		p.throwResult(n)
		return
	}
	ch, ok := p.asked()
	if !ok {
		return
	}
	r := zones.ChallengeResult{Result: n}
	if ch.Kind == zones.KindLimit {
		if !p.winLimit(ch, &r) {
			return
		}
	}
	p.pending.results = append(p.pending.results, r)
	p.advance()
}

// winLimit fills a won limit challenge with the defender and the zone it
// is thrown into chosen with Tab (Seln, Character Limits: "Throw the
// targetted character into a different adjacent zone of your choice").
func (p *ZonePlay) winLimit(ch zones.Challenge, r *zones.ChallengeResult) bool {
	cs := p.limitChoices(ch)
	if len(cs) == 0 {
		p.message = fmt.Sprintf("%s: no defender in %s has another adjacent zone to be thrown into", p.name(ch.Creature), p.zoneLabel(ch.To))
		return false
	}
	c := cs[p.limitPick%len(cs)]
	r.Won, r.Defender, r.ThrowTo = true, c[0], c[1]
	return true
}

// limitChoices are the defenders in the full zone with each zone they
// could be thrown into, in zone and link order: only adjacent zones with
// room (Seln, Character limit: a defender thrown out does not challenge
// its way into a full zone). The result is typed after the choice, so a
// zone whose rating it must beat is offered and checked on Enter.
func (p *ZonePlay) limitChoices(ch zones.Challenge) [][2]string {
	var out [][2]string
	for _, t := range zones.LimitThrows(p.board, ch.Creature, ch.To, math.MaxInt32) {
		if t.Defender == p.pending.plan.Partner {
			continue
		}
		out = append(out, [2]string{t.Defender, t.To})
	}
	return out
}

// NextLimitPick chooses the next defender and zone for a limit challenge.
func (p *ZonePlay) NextLimitPick() {
	if ch, ok := p.asked(); ok && ch.Kind == zones.KindLimit {
		p.limitPick++
	}
}

// Lose enters a lost limit challenge (L).
func (p *ZonePlay) Lose() {
	if ch, ok := p.asked(); ok && ch.Kind == zones.KindLimit {
		p.typed = ""
		p.pending.results = append(p.pending.results, zones.ChallengeResult{})
		p.advance()
	}
}

// Cancel drops whatever waits: a declared move, a throw, an end of round
// preview.
func (p *ZonePlay) Cancel() {
	p.pending, p.throw, p.endRound, p.typed, p.limitPick = nil, nil, nil, "", 0
}

// commit applies an outcome, keeping the board before it for undo.
func (p *ZonePlay) commit(o zones.Outcome, what string) {
	p.board = p.board.Apply(o)
	p.hist.Record(zoneStep{board: p.board, what: what, layout: p.layout})
	p.dirty = true
	p.message = what + outcomeText(o)
}

// outcomeText is an outcome's events and damage as a sentence tail.
func outcomeText(o zones.Outcome) string {
	var parts []string
	for _, e := range o.Events {
		if e.Kind != zones.EventMoved {
			parts = append(parts, e.Text)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return ": " + strings.Join(parts, "; ")
}

// Undo takes back the last change; Redo does it again.
func (p *ZonePlay) Undo() { p.step(p.hist.Undo, "undo", "Undone: ") }

func (p *ZonePlay) Redo() { p.step(p.hist.Redo, "redo", "Redone: ") }

// step undoes or redoes a change with move (the history's Undo or Redo)
// and puts the board, and after an edit of the map its drawing, back.
func (p *ZonePlay) step(move func() (zoneStep, bool), verb, done string) {
	p.Cancel()
	c, ok := move()
	if !ok {
		p.message = "Nothing to " + verb
		return
	}
	now := p.hist.Now()
	p.board, p.message, p.dirty = now.board, done+c.what, true
	if c.edit {
		p.setLayout(now.layout)
	}
}

// Save writes the board into the encounter and the encounter to path,
// atomically (maps' Save).
func (p *ZonePlay) Save(enc *maps.Encounter, path string) error {
	if path == "" {
		return errors.New("no file to save to")
	}
	p.Into(enc)
	if err := enc.Save(path); err != nil {
		return err
	}
	p.dirty = false
	p.message = "Saved " + path
	return nil
}

// EndOfRound previews the end of the round at a first call and applies
// the previewed outcome at the second.
func (p *ZonePlay) EndOfRound() {
	if o := p.endRound; o != nil {
		p.endRound = nil
		round := p.board.Round()
		p.commit(*o, fmt.Sprintf("End of round %d (dice seed %d)", round, p.seed))
		p.seed++
		return
	}
	p.Cancel()
	o := zones.EndRound(p.board, zones.Dice{Seed: p.seed})
	p.endRound = &o
	p.message = ""
}

// EndRoundLines describes the previewed end of round: where everyone
// will be and the falls it causes; keys names the keys of its buttons.
func (p *ZonePlay) EndRoundLines(keys session.KeyNames) []string {
	o := p.endRound
	lines := []string{fmt.Sprintf("End of round %d previewed (dice seed %d): %s again applies it, %s drops it", p.board.Round(), p.seed,
		keys.Label("End round", session.ActEndRound), keys.Label("Cancel", session.ActCancel))}
	var moves []string
	for _, c := range p.board.Map().Creatures {
		if z := o.Positions[c.ID]; z != "" && z != c.Zone {
			moves = append(moves, fmt.Sprintf("%s → %s", p.name(c.ID), p.zoneLabel(z)))
		}
	}
	if len(moves) == 0 {
		lines = append(lines, "Nobody is moved by the zones")
	} else {
		lines = append(lines, "Will be: "+strings.Join(moves, ", "))
	}
	for _, e := range o.Events {
		if e.Kind != zones.EventMoved {
			lines = append(lines, e.Text)
		}
	}
	return lines
}

// StartThrow begins a throw by the thrower ("" for none): the target is
// clicked next.
func (p *ZonePlay) StartThrow(by string) {
	p.Cancel()
	p.throw = &ZoneThrowSetup{By: by}
}

// ThrowTarget chooses the creature thrown.
func (p *ZonePlay) ThrowTarget(id string) {
	if p.throw == nil || id == "" || id == p.throw.By {
		return
	}
	p.throw.Target = id
}

// throwResult enters the throw's result and lists every adjacent zone.
func (p *ZonePlay) throwResult(n int) {
	t := p.throw
	opts, err := zones.ThrowOptions(p.board, t.Target, t.By, n)
	if err != nil {
		p.message = "Throw: " + ruleText(err)
		return
	}
	t.Result, t.HasResult, t.Options = n, true, opts
}

// ThrowInto commits the throw into a zone, or says why not.
func (p *ZonePlay) ThrowInto(zone string) {
	t := p.throw
	if t == nil || !t.HasResult {
		return
	}
	if !slices.ContainsFunc(t.Options, func(o zones.ThrowOption) bool { return o.Zone == zone }) {
		p.message = fmt.Sprintf("Throw: %s is not adjacent to %s's zone: click a marked zone", p.zoneLabel(zone), p.name(t.Target))
		return
	}
	o, err := zones.Throw(p.board, zones.ThrowRequest{Target: t.Target, To: zone, Result: t.Result, By: t.By}, zones.Dice{})
	if err != nil {
		p.message = fmt.Sprintf("Throw into %s refused: %s", p.zoneLabel(zone), ruleText(err))
		return
	}
	p.throw = nil
	p.commit(o, fmt.Sprintf("%s thrown into %s (result %d)", p.name(t.Target), p.zoneLabel(zone), t.Result))
}

// Prompt is what the window asks for now, if anything; keys names the
// keys of the buttons it mentions.
func (p *ZonePlay) Prompt(keys session.KeyNames) string {
	typed := p.typed
	if typed == "" {
		typed = "_"
	}
	if t := p.throw; t != nil {
		by := ""
		if t.By != "" {
			by = " by " + p.name(t.By)
		}
		switch {
		case t.Target == "":
			return fmt.Sprintf("Throw%s: click the creature thrown (%s)", by, keys.Label("Cancel", session.ActCancel))
		case !t.HasResult:
			return fmt.Sprintf("Throw %s%s: type the throw's result (or tap − +), then %s: %s", p.name(t.Target), by, keys.Label("OK", session.ActCommit), typed)
		}
		return fmt.Sprintf("Throw %s%s with %d: click a zone marked legal (%s)", p.name(t.Target), by, t.Result, keys.Label("Cancel", session.ActCancel))
	}
	ch, ok := p.asked()
	if !ok {
		return ""
	}
	i, n := len(p.pending.results)+1, len(p.pending.plan.Challenges)
	head := fmt.Sprintf("Challenge %d of %d, %s %s → %s: ", i, n, p.name(ch.Creature), p.zoneLabel(ch.From), p.zoneLabel(ch.To))
	if i > 1 {
		var got []string
		for _, r := range p.pending.results {
			got = append(got, strconv.Itoa(r.Result))
		}
		head = fmt.Sprintf("(entered %s) ", strings.Join(got, ", ")) + head
	}
	if ch.Kind == zones.KindLimit {
		cs := p.limitChoices(ch)
		if len(cs) == 0 {
			return head + "Earth against a defender: no one there can be thrown out; " + keys.Label("Lost", session.ActLose)
		}
		c := cs[p.limitPick%len(cs)]
		return head + fmt.Sprintf("Earth against %s, thrown into %s if won (%s: another choice): type the result (or tap − +) and %s if won, %s if lost: %s",
			p.name(c[0]), p.zoneLabel(c[1]), keys.Label("Next choice", session.ActNextChoice), keys.Label("OK", session.ActCommit), keys.Label("Lost", session.ActLose), typed)
	}
	return head + fmt.Sprintf("%s %s: type the result (or tap − +), then %s: %s", ch.Kind, trimRating(ch.Rating), keys.Label("OK", session.ActCommit), typed)
}

// challengeText is a challenge as the preview lists it.
func (p *ZonePlay) challengeText(ch zones.Challenge) string {
	if ch.Kind == zones.KindLimit {
		return fmt.Sprintf("limit (%s, Earth against a defender)", p.name(ch.Creature))
	}
	return fmt.Sprintf("%s %s (%s; failing: %s)", ch.Kind, trimRating(ch.Rating), p.name(ch.Creature), failText(ch.OnFailure))
}

func trimRating(r *float64) string {
	if r == nil {
		return ""
	}
	return render.Num(*r)
}

func failText(s string) string {
	switch s {
	case zones.FailSpendAction:
		return "spends the Action"
	case zones.FailStop:
		return "stops at the border"
	case zones.FailStay:
		return "stays out"
	}
	return s
}

// PlanLines describes a move's preview over a zone: the cost, every
// challenge with its rating, falls, limits and partnerships ending.
func (p *ZonePlay) PlanLines(id, to string) []string {
	plan, err := p.preview(id, to)
	if err != nil {
		return []string{fmt.Sprintf("%s → %s: not allowed: %s", p.name(id), p.zoneLabel(to), ruleText(err))}
	}
	who := p.name(id)
	if plan.Partner != "" {
		who += " with " + p.name(plan.Partner)
	}
	lines := []string{fmt.Sprintf("%s → %s: cost %d of speed %d", who, p.zoneLabel(to), plan.Cost, plan.Speed)}
	if len(plan.Challenges) == 0 {
		lines[0] += ", no challenge"
	} else {
		var cs []string
		for _, ch := range plan.Challenges {
			cs = append(cs, p.challengeText(ch))
		}
		lines = append(lines, "Challenges: "+strings.Join(cs, ", "))
	}
	for _, e := range plan.Events {
		if e.Kind != zones.EventMoved {
			lines = append(lines, e.Text)
		}
	}
	return lines
}
