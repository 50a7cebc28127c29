package drawsteel

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// Mode is where the user is in the interaction.
type Mode int

const (
	// ModeIdle: nothing under way; clicking selects a creature.
	ModeIdle Mode = iota
	// ModeTargets: a forced move is chosen; the user picks its target(s).
	ModeTargets
	// ModePreview: a target is chosen; pointing at a square previews the
	// move aimed there, clicking or Enter commits it.
	ModePreview
	// ModeMoving: a creature is being dragged; pointing at a square shows
	// the cheapest legal path there, dropping it moves the creature.
	ModeMoving
	// ModeRoll: a maneuver's target is chosen; the user enters the tier (1,
	// 2 or 3) or presses R to roll 2d10 + Might.
	ModeRoll
	// ModeNotes: the pointer draws annotations (arrows, areas, callouts,
	// labels) for rulebook figures.
	ModeNotes
	// ModeMapEdit: the pointer paints the map with the editor's brush.
	ModeMapEdit
)

// modeNames are the modes' names, in Mode order.
func modeNames() [7]string {
	return [...]string{"idle", "choosing targets", "previewing", "moving", "rolling", "annotating", "editing the map"}
}

func (m Mode) String() string { return modeNames()[m] }

// MoveSettings is the forced move as the ability states it, plus the
// choices around it.
type MoveSettings struct {
	Kind      drawsteel.MoveKind
	Distance  int
	Vertical  bool
	Melee     bool // a melee weapon ability (Big Versus Little)
	Stability drawsteel.StabilityUse
}

// Move is the settings as a drawsteel.Move.
func (s MoveSettings) Move() drawsteel.Move {
	return drawsteel.Move{Kind: s.Kind, Distance: s.Distance, Vertical: s.Vertical}
}

// Shown is the preview of the move aimed at one square: exactly what rules
// returned for it.
type Shown struct {
	Aim     drawsteel.Pos
	Path    []drawsteel.Pos
	Outcome drawsteel.Outcome
	Legal   bool
	// Why says why the move can't be aimed there, when !Legal.
	Why string
}

// Interaction is the state machine between input and rules: what is
// selected, which forced move is being prepared, what is previewed, and the
// undo history. It knows nothing of the window: the game feeds it pointer
// squares, clicks and actions.
type Interaction struct {
	hist     *BoardHistory
	mode     Mode
	settings MoveSettings
	selected string // the selected creature; in a forced move, its source
	source   string
	queue    []string // targets in the order chosen; queue[0] is being moved
	// candidate is the creature Tab has highlighted for keyboard picking.
	candidate string

	cursor    drawsteel.Square // the square pointed at
	hasCursor bool
	aimDZ     int                // height steps above (+) or below (-) the default aim
	waypoints []drawsteel.Square // squares a slide must pass through, in order

	moveMode drawsteel.MoveMode
	move     moving
	// maneuver is Knockback, Grab, Escape Grab or Dig while one is being
	// set up.
	maneuver string
	// dig is the squares a Dig being set up moves: down when positive.
	dig int
	// seed is the next power roll's seed: rolls are shown openly and can be
	// replayed.
	seed uint64
	// tactics shows the selected creature's tactical facts.
	tactics bool
	notes   noting
	mapEdit mapping
	bgStep  session.BgStep // the Background tool's last step, which the next may fold into

	preview    *drawsteel.ForcedPreview
	previewErr error
	shown      Shown
	hasShown   bool
	shownVer   int // counts changes of shown
	message    string
	// keys names the keys the window binds, for the messages that say
	// which key to press (nil: the buttons' words)
	keys session.KeyNames
	// press is the left press on the map under way (squaredo.go)
	press squarePress
	// typed is damage or healing being typed (damage.go)
	typed typing
	// before is the interaction as it was when the maneuver under way
	// began: a refusal puts it back (refuse).
	before *Interaction
}

// NewInteraction starts idle on a board.
func NewInteraction(b *drawsteel.Board) *Interaction {
	return NewInteractionWith(b, Figure{})
}

// NewInteractionWith starts idle on a board with a figure's annotations.
func NewInteractionWith(b *drawsteel.Board, f Figure) *Interaction {
	h := newHistory(b)
	h.steps.Current().figure = f
	return &Interaction{
		hist:     h,
		settings: MoveSettings{Kind: drawsteel.Push, Distance: 2},
		message:  openingMessage(nil),
	}
}

// SetSeed sets the seed of the next power roll the program makes.
func (in *Interaction) SetSeed(seed uint64) { in.seed = seed }

// ShowTactics reports whether the selected creature's tactical facts are shown.
func (in *Interaction) ShowTactics() bool { return in.tactics }

// Board is the current board.
func (in *Interaction) Board() *drawsteel.Board { return in.hist.Board() }

// History is the undo history.
func (in *Interaction) History() *BoardHistory { return in.hist }

// Mode is the current mode.
func (in *Interaction) Mode() Mode { return in.mode }

// Settings is the forced move being prepared.
func (in *Interaction) Settings() MoveSettings { return in.settings }

// Selected is the selected creature's id ("" for none).
func (in *Interaction) Selected() string { return in.selected }

// Source is the id of the creature doing the forced move ("" for none).
func (in *Interaction) Source() string { return in.source }

// Targets is the targets still to move, the current one first.
func (in *Interaction) Targets() []string { return in.queue }

// Candidate is the creature highlighted for keyboard picking.
func (in *Interaction) Candidate() string { return in.candidate }

// Preview is the preview of the current target's move (nil when none).
func (in *Interaction) Preview() *drawsteel.ForcedPreview { return in.preview }

// Shown is the preview of the move aimed at the pointed square.
func (in *Interaction) Shown() (Shown, bool) { return in.shown, in.hasShown }

// ShownVersion changes whenever Shown may have: drawing caches key on it.
func (in *Interaction) ShownVersion() int { return in.shownVer }

// Waypoints is the squares a slide is shaped through.
func (in *Interaction) Waypoints() []drawsteel.Square { return in.waypoints }

// Message says what to do next, or what just happened.
func (in *Interaction) Message() string { return in.message }

// SetMessage replaces the message with news from outside the board (a
// save, a theme change, a dialog's answer).
func (in *Interaction) SetMessage(s string) { in.message = s }

// SetKeys makes the messages name the keys keys binds (the window's
// keymap, with the settings' rebound keys), the opening one too while it
// is shown.
func (in *Interaction) SetKeys(keys session.KeyNames) {
	opening := in.message == openingMessage(in.keys)
	in.keys = keys
	if opening {
		in.message = openingMessage(keys)
	}
}

// key is the key bound to a as a message names it, or word when none is.
func (in *Interaction) key(a session.Action, word string) string { return in.keys.Key(a, word) }

// openingMessage is the message shown first.
func openingMessage(keys session.KeyNames) string {
	return fmt.Sprintf("Select a creature, then press %s (push), %s (pull) or %s (slide).",
		keys.Key(session.ActPush, "Push"), keys.Key(session.ActPull, "Pull"), keys.Key(session.ActSlide, "Slide"))
}

// Select makes the creature id the selected one ("" for none), as a click
// on it would when nothing else is under way.
func (in *Interaction) Select(id string) { in.selected = id }

// Cursor is the square pointed at.
func (in *Interaction) Cursor() (drawsteel.Square, bool) { return in.cursor, in.hasCursor }

// ForcedMove is the move being previewed as rules sees it.
func (in *Interaction) ForcedMove() drawsteel.ForcedMove {
	fm := drawsteel.ForcedMove{Move: in.settings.Move(), Source: in.source, Melee: in.settings.Melee, Stability: in.settings.Stability}
	if len(in.queue) > 0 {
		fm.Target = in.queue[0]
	}
	return fm
}

// Name is how messages call creature id: as session.Names does, its name
// (told apart by its id from another of the same name), or its id when it
// has none or is not on the board.
func (in *Interaction) Name(id string) string {
	b := in.Board()
	c, ok := b.Creature(id)
	if !ok {
		return id
	}
	return session.Called(id, c.Name, sameNames(b, c.ID, c.Name))
}

// Point tells the interaction which square the pointer is over (ok false:
// none). It is cheap when the square has not changed.
func (in *Interaction) Point(q drawsteel.Square, ok bool) {
	if ok == in.hasCursor && (!ok || q == in.cursor) {
		return
	}
	in.cursor, in.hasCursor = q, ok
	in.aimDZ = 0
	in.reshow()
	in.reshowMove()
}

// CreatureAt is the creature drawn at q: the highest whose footprint covers it.
func (in *Interaction) CreatureAt(q drawsteel.Square) string {
	b := in.Board()
	best, bestZ := "", 0
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if c.Covers(q) && (best == "" || c.Z > bestZ) {
			best, bestZ = c.ID, c.Z
		}
	}
	return best
}

// Click is a left click on a square; shift is whether Shift was held.
func (in *Interaction) Click(q drawsteel.Square, shift bool) {
	in.Point(q, true)
	switch in.mode {
	case ModeIdle:
		in.selected = in.CreatureAt(q)
		in.typed = typing{}
		if in.selected != "" {
			in.message = fmt.Sprintf("%s selected: press %s, %s or %s to force move a target.", in.Name(in.selected), in.key(session.ActPush, "Push"), in.key(session.ActPull, "Pull"), in.key(session.ActSlide, "Slide"))
		}
	case ModeTargets:
		id := in.CreatureAt(q)
		if id == "" {
			in.message = "Click a creature to move (Shift+click to queue several)."
			return
		}
		if in.maneuver != "" {
			in.pickManeuverTarget(id)
			return
		}
		in.addTarget(id, !shift)
	case ModePreview:
		if shift {
			in.addWaypoint(q)
			return
		}
		in.Commit()
	}
}

func (in *Interaction) addTarget(id string, start bool) {
	if slices.Contains(in.queue, id) {
		in.message = fmt.Sprintf("%s is already a target.", in.Name(id))
		return
	}
	if id == in.source && in.settings.Kind != drawsteel.Slide {
		in.message = fmt.Sprintf("%s can't %s itself.", in.Name(id), in.settings.Kind)
		return
	}
	in.queue = append(in.queue, id)
	if start {
		in.startPreview()
		return
	}
	names := make([]string, len(in.queue))
	for i, t := range in.queue {
		names[i] = in.Name(t)
	}
	in.message = fmt.Sprintf("Targets in order: %s. Click the last one, or press %s.", strings.Join(names, ", "), in.key(session.ActCommit, "Commit"))
}

func (in *Interaction) addWaypoint(q drawsteel.Square) {
	if in.settings.Kind != drawsteel.Slide {
		in.message = "Only a slide can be shaped: a push or pull goes in a straight line."
		return
	}
	if i := slices.Index(in.waypoints, q); i >= 0 {
		in.waypoints = in.waypoints[:i+1] // going back over the path cuts it there
	} else {
		in.waypoints = append(in.waypoints, q)
	}
	in.reshow()
}

// DragTo is the pointer dragging the target's token over q: a slide
// follows the squares dragged through; other moves just aim at q.
func (in *Interaction) DragTo(q drawsteel.Square) {
	if in.mode != ModePreview {
		return
	}
	if in.settings.Kind == drawsteel.Slide && (len(in.waypoints) == 0 || in.waypoints[len(in.waypoints)-1] != q) && q != in.TargetSquare() {
		in.addWaypoint(q)
	}
	in.Point(q, true)
}

// TargetSquare is the square of the current target that the pointer grabs
// (the middle of its footprint).
func (in *Interaction) TargetSquare() drawsteel.Square {
	if in.preview == nil {
		return drawsteel.Square{X: -1, Y: -1}
	}
	c, _ := in.Board().Creature(in.queue[0])
	off := (c.Size.Squares() - 1) / 2
	return drawsteel.Square{X: c.At.X + off, Y: c.At.Y + off}
}

// OnTarget reports whether q is on the current target's token (where a drag starts).
func (in *Interaction) OnTarget(q drawsteel.Square) bool {
	if in.mode != ModePreview || len(in.queue) == 0 {
		return false
	}
	c, ok := in.Board().Creature(in.queue[0])
	return ok && c.Covers(q)
}

// Do carries out an action of the keymap or a button and reports
// whether the square play took it (Play's Do); the rest is the window's.
func (in *Interaction) Do(a session.Action) bool {
	if !in.hears(a) {
		return false
	}
	in.do(a)
	return true
}

// do carries out an action the square play hears.
func (in *Interaction) do(a session.Action) {
	if in.maneuver == maneuverDig && in.mode == ModeRoll && in.digKey(a) {
		return
	}
	isDigit := a >= session.ActDistance0 && a <= session.ActDistance9
	if in.typesAmount() && (isDigit || a == session.ActHealSign || a == session.ActDamageSign) {
		in.typeKey(a)
		return
	}
	if in.typed.on != "" {
		typed := in.typed
		in.typed = typing{}
		if a == session.ActCommit && typed.on == in.selected && in.mode == ModeIdle {
			in.typed = typed
			in.applyTyped()
			return
		}
		if a == session.ActCancel {
			in.message = "Cancelled."
			return
		}
	}
	switch {
	case in.mode == ModeRoll && a >= session.ActDistance0+1 && a <= session.ActDistance0+3:
		in.rollManeuver(int(a - session.ActDistance0))
		return
	case in.mode == ModeRoll && a == session.ActRoll:
		in.rollManeuver(0)
		return
	case a >= session.ActDistance0 && a <= session.ActDistance9:
		in.setDistance(int(a - session.ActDistance0))
		return
	}
	switch a {
	case session.ActPush, session.ActPull, session.ActSlide:
		in.chooseKind(map[session.Action]drawsteel.MoveKind{session.ActPush: drawsteel.Push, session.ActPull: drawsteel.Pull, session.ActSlide: drawsteel.Slide}[a])
	case session.ActDistanceUp:
		in.setDistance(in.settings.Distance + 1)
	case session.ActDistanceDown:
		in.setDistance(max(in.settings.Distance-1, 0))
	case session.ActVertical:
		in.settings.Vertical = !in.settings.Vertical
		in.changed()
	case session.ActMelee:
		in.settings.Melee = !in.settings.Melee
		in.changed()
	case session.ActStability:
		in.cycleStability()
	case session.ActAimUp:
		in.aimDZ++
		in.reshow()
	case session.ActAimDown:
		in.aimDZ--
		in.reshow()
	case session.ActNextCreature:
		in.nextCandidate(1)
	case session.ActPrevCreature:
		in.nextCandidate(-1)
	case session.ActMoveMode:
		in.cycleMoveMode()
	case session.ActKnockback:
		in.startManeuver(maneuverKnockback)
	case session.ActGrab:
		in.startManeuver(maneuverGrab)
	case session.ActEscapeGrab:
		in.startEscape()
	case session.ActDig:
		in.startDig()
	case session.ActMount:
		in.startMount()
	case session.ActTurn:
		in.takeTurn()
	case session.ActTactics:
		in.tactics = !in.tactics
		if in.tactics && in.selected == "" {
			in.message = "Tactics: select a creature to see its lines of effect, cover, high ground and flanking."
		}
	case session.ActCommit:
		switch in.mode {
		case ModeTargets:
			switch {
			case in.candidate != "" && !slices.Contains(in.queue, in.candidate):
				in.addTarget(in.candidate, true)
			case len(in.queue) > 0:
				in.startPreview()
			}
			if in.mode == ModePreview {
				// picked by keyboard: the arrows aim from the target itself,
				// wherever the pointer rests
				in.Point(in.TargetSquare(), true)
			}
		case ModePreview:
			in.Commit()
		case ModeIdle:
			if in.candidate != "" {
				in.selected = in.candidate
			}
		}
	case session.ActCancel:
		if in.mode == ModeMapEdit && !in.mapEdit.dragging {
			in.StopMapEdit()
			return
		}
		in.Cancel()
	case session.ActUndo:
		in.Cancel()
		if what := in.hist.Undo(); what != "" {
			in.message = "Undone: " + what
		} else {
			in.message = "Nothing to undo."
		}
	case session.ActRedo:
		in.Cancel()
		if what := in.hist.Redo(); what != "" {
			in.message = "Redone: " + what
		} else {
			in.message = "Nothing to redo."
		}
	}
}

func (in *Interaction) chooseKind(k drawsteel.MoveKind) {
	in.settings.Kind = k
	switch in.mode {
	case ModeIdle:
		if k != drawsteel.Slide && in.selected == "" {
			in.message = fmt.Sprintf("A %s needs a creature doing it: select it first, then press the key again.", k)
			return
		}
		in.source = in.selected
		in.queue, in.candidate = nil, ""
		in.mode = ModeTargets
		in.message = in.targetsMessage()
	case ModeTargets:
		if k != drawsteel.Slide && in.source == "" {
			in.settings.Kind = drawsteel.Slide
			in.message = fmt.Sprintf("A %s needs a creature doing it: %s, select it, then press the key.", k, in.key(session.ActCancel, "Cancel"))
			return
		}
		in.changed()
	case ModePreview:
		if k != drawsteel.Slide && in.source == "" {
			in.settings.Kind = drawsteel.Slide
			in.message = fmt.Sprintf("A %s needs a creature doing it.", k)
			return
		}
		in.waypoints = nil
		in.changed()
	}
}

func (in *Interaction) setDistance(n int) {
	in.settings.Distance = min(n, 99)
	in.changed()
}

// cycleStability steps through: full, ignore, then 0 .. stability-1 squares.
func (in *Interaction) cycleStability() {
	stab := 0
	if len(in.queue) > 0 {
		if c, ok := in.Board().Creature(in.queue[0]); ok {
			stab = c.Stability
		}
	}
	switch s := in.settings.Stability.String(); {
	case s == "full":
		in.settings.Stability = drawsteel.IgnoreStability()
	case s == "ignore":
		if stab > 1 {
			in.settings.Stability = drawsteel.StabilitySquares(0)
		} else {
			in.settings.Stability = drawsteel.FullStability()
		}
	default:
		var n int
		fmt.Sscan(s, &n)
		if n+1 < stab {
			in.settings.Stability = drawsteel.StabilitySquares(n + 1)
		} else {
			in.settings.Stability = drawsteel.FullStability()
		}
	}
	in.changed()
}

// nextCandidate highlights the next creature (step 1) or the previous one
// (step -1) for keyboard picking.
func (in *Interaction) nextCandidate(step int) {
	cs := in.Board().Creatures
	if len(cs) == 0 {
		return
	}
	from := in.candidate
	if in.mode == ModePreview && len(in.queue) > 0 {
		from = in.queue[0] // Tab while previewing moves to another target
	}
	i := slices.IndexFunc(cs, func(c drawsteel.Creature) bool { return c.ID == from })
	if i < 0 && step < 0 {
		i = 0
	}
	for range cs {
		i = (i + step + len(cs)) % len(cs)
		if in.mode == ModeIdle || (cs[i].ID != in.source && !slices.Contains(in.queue, cs[i].ID)) {
			break
		}
	}
	in.candidate = cs[i].ID
	switch {
	case in.mode == ModePreview && len(in.queue) > 0 && !slices.Contains(in.queue, in.candidate):
		// the move's target is now this creature, aimed at from itself
		in.queue[0], in.waypoints, in.aimDZ = in.candidate, nil, 0
		in.startPreview()
		if in.mode == ModePreview {
			in.Point(in.TargetSquare(), true)
		}
	case in.mode == ModeIdle:
		in.selected = in.candidate
		in.message = fmt.Sprintf("%s selected (%s for the next).", in.Name(in.candidate), in.key(session.ActNextCreature, "next creature"))
	case in.mode == ModeTargets:
		in.message = fmt.Sprintf("Target %s? %s to pick, %s for the next.", in.Name(in.candidate), in.key(session.ActCommit, "Commit"), in.key(session.ActNextCreature, "next creature"))
	}
}

// Cancel drops the forced move under way (Esc). With waypoints, it first
// drops them.
func (in *Interaction) Cancel() {
	if in.mode == ModeMapEdit {
		// the editor stays open through undo and redo; only a stroke
		// under way is dropped
		if in.mapEdit.dragging {
			in.message = "Stroke cancelled."
		}
		in.mapEdit.dragging, in.mapEdit.points = false, nil
		return
	}
	if in.mode == ModePreview && len(in.waypoints) > 0 {
		in.waypoints = nil
		in.reshow()
		in.message = "Slide path cleared."
		return
	}
	if in.mode != ModeIdle {
		in.message = "Cancelled."
	}
	in.mode = ModeIdle
	in.move = moving{}
	in.maneuver = ""
	in.before = nil
	in.queue, in.waypoints, in.candidate = nil, nil, ""
	in.preview, in.previewErr, in.hasShown = nil, nil, false
}

// targetsMessage asks for the target of the move as it is set now.
func (in *Interaction) targetsMessage() string {
	who := "Something"
	if in.source != "" {
		who = in.Name(in.source)
	}
	return fmt.Sprintf("%s: %s. Click the target (Shift+click to queue several; %s and %s to pick by keyboard).", who, in.settings.Move(),
		in.key(session.ActNextCreature, "next creature"), in.key(session.ActCommit, "Commit"))
}

// changed recomputes the preview after the settings or the board changed,
// and the message, so the status bar says the move the panel shows.
func (in *Interaction) changed() {
	switch in.mode {
	case ModePreview:
		in.startPreview()
	case ModeTargets:
		if len(in.queue) == 0 && in.maneuver == "" {
			in.message = in.targetsMessage()
		}
	}
}

// startPreview computes the whole preview for the current target: once per
// change of move, so that pointing at squares is one lookup each.
func (in *Interaction) startPreview() {
	if len(in.queue) == 0 {
		return
	}
	in.mode = ModePreview
	in.preview, in.previewErr = drawsteel.PreviewForced(in.Board(), in.ForcedMove())
	if in.previewErr != nil {
		in.message = fmt.Sprintf("Can't do that: %s: %s", in.Phrase(in.queue[0]), strings.TrimPrefix(in.says(in.previewErr), in.ForcedMove().String()+": "))
		in.hasShown = false
		return
	}
	in.message = in.describeMove()
	in.reshow()
}

// describeMove is the move with its effective distance and why it differs.
func (in *Interaction) describeMove() string {
	p := in.preview
	var adj []string
	for _, n := range p.Notes {
		adj = append(adj, n.Text)
	}
	s := fmt.Sprintf("%s: %s", in.Phrase(p.Target), session.Count(p.Effective, "square"))
	if len(adj) > 0 {
		s += " (" + strings.Join(adj, "; ") + ")"
	}
	return s + ". Point at a square or aim with the arrow keys; click or " + in.key(session.ActCommit, "Commit") + " commits, " + in.key(session.ActCancel, "Cancel") + " cancels."
}

// Phrase says the move in words: "Tactician pushes Goblin (push 3)",
// "A vertical slide 2 moves Goblin".
func (in *Interaction) Phrase(target string) string {
	if in.source == "" {
		return fmt.Sprintf("%s moves %s", titleCase("a "+in.settings.Move().String()), in.Name(target))
	}
	verb := in.settings.Kind.String() + "es"
	if in.settings.Kind != drawsteel.Push {
		verb = in.settings.Kind.String() + "s"
	}
	return fmt.Sprintf("%s %s %s (%s)", in.Name(in.source), verb, in.Name(target), in.settings.Move())
}

// forcedReason is an illegal path's reason, in names.
func (in *Interaction) forcedReason(err error) string {
	var fe *drawsteel.ForcedError
	if errors.As(err, &fe) {
		return in.withNames(fmt.Sprintf("%s (%s)", fe.Reason, fe.Refusal.Rule))
	}
	return in.says(err)
}

// Commit applies the previewed outcome through rules and moves on to the
// next target, if any.
func (in *Interaction) Commit() {
	if in.mode != ModePreview || !in.hasShown {
		return
	}
	if !in.shown.Legal {
		in.message = "Can't: " + in.shown.Why
		return
	}
	fm := in.ForcedMove()
	o := in.shown.Outcome
	what := in.Phrase(fm.Target)
	lines := []string{what + ":"}
	for _, e := range o.Events {
		lines = append(lines, fmt.Sprintf("  %s (%s)", e.Text, e.Rule))
	}
	in.hist.Push(in.Board().Apply(o), strings.TrimSpace(what), lines)
	in.queue = in.queue[1:]
	in.waypoints, in.aimDZ = nil, 0
	if len(in.queue) > 0 {
		in.startPreview()
		in.message = "Next target. " + in.message
		return
	}
	in.mode = ModeIdle
	in.preview, in.hasShown = nil, false
	in.message = "Done: " + what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
}
