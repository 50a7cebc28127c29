package drawsteel

import "fmt"

// MoveMode is the kind of willing move a creature makes: the move action,
// main action or effect that lets it move.
type MoveMode int

const (
	// ModeAdvance is the Advance move action: move up to speed.
	ModeAdvance MoveMode = iota
	// ModeShift is a shift of a given number of squares (an ability's "shift X"):
	// no opportunity attacks, no difficult or damaging terrain.
	ModeShift
	// ModeDisengage is the Disengage move action: shift 1 square (Budget raises it
	// for creatures whose features let them shift farther when they disengage).
	ModeDisengage
	// ModeCharge is the movement of the Charge main action: up to speed in a
	// straight line, no jumping, no difficult terrain, no shifting.
	ModeCharge
	// ModeTeleport moves from one space to another instantaneously: line of
	// effect to the destination, which must be unoccupied; nothing triggers.
	ModeTeleport
)

// moveModeNames are the modes' names, in MoveMode order.
func moveModeNames() [5]string {
	return [...]string{"advance", "shift", "disengage", "charge", "teleport"}
}

// String is the mode's name.
func (m MoveMode) String() string {
	if m >= 0 && int(m) < len(moveModeNames()) {
		return moveModeNames()[m]
	}
	return fmt.Sprintf("movemode(%d)", int(m))
}

// shifting reports whether the mode is a shift (no opportunity attacks, no
// difficult or damaging terrain).
func (m MoveMode) shifting() bool { return m == ModeShift || m == ModeDisengage }

// MoveRequest asks how a creature can move.
type MoveRequest struct {
	// Mover is the id of the moving creature.
	Mover string
	// Mode is the action or effect that moves it.
	Mode MoveMode
	// Using restricts the movement type: Walk (on the ground, climbing and
	// swimming at their cost), Fly, Burrow or Teleport. Empty means every
	// type in the creature's speed entry except Teleport, combined.
	Using MoveType
	// Budget is how many squares the effect allows. 0 means the default:
	// the creature's effective speed (1 for Disengage; for a teleport, the
	// creature's unmodified speed). A budget above the effective speed is
	// cut to it, except for teleports ("Can't Exceed Speed"). An Advance
	// broken up by a maneuver or main action ("They can break up this
	// movement") continues as a new request whose Budget is what remains.
	Budget int
	// JumpTest is the tier of a Might or Agility test made to jump farther
	// than the baseline jump (0: no test). "12-16: You jump 1 square longer
	// and higher than your baseline jump allows. 17+: You jump 2 squares
	// longer and higher than your baseline jump allows."
	JumpTest PowerTier
	// AllowFalls lets the creature step off a ledge 2 or more squares high.
	// The fall ends the move; the plan flags it (MovePlan.Drops) and the
	// caller resolves it with the falling rules. The step over the edge
	// costs 1 and the fall nothing, so with AllowFalls the cheapest path to
	// a square below a ledge may be the drop: ask without AllowFalls for
	// the safe way down.
	AllowFalls bool
}

// EffectiveSpeed is the creature's speed after conditions: 0 while grabbed
// or restrained, at most 2 while slowed. Prone does not change speed: it
// makes each square cost more (see Crawl).
func EffectiveSpeed(c *Creature) int {
	switch {
	case c.Has(Grabbed), c.Has(Restrained):
		return 0
	case c.Has(Slowed):
		return min(c.Speed, 2)
	}
	return max(c.Speed, 0)
}

// jumpLength is the creature's baseline long jump: its Might or Agility
// score, whichever is higher, and at least 1 square.
func jumpLength(c *Creature) int { return max(c.Might, c.Agility, 1) }

// StepKind says how one step of a move is made.
type StepKind int

const (
	StepWalk     StepKind = iota // over the ground, up or down at most 1 square
	StepCrawl                    // prone, on the ground: 1 extra square
	StepClimb                    // along a wall or cliff face, or off it onto the top or the foot: 2 squares without "climb"
	StepSwim                     // through liquid: 2 squares without "swim"
	StepFly                      // through the air
	StepBurrow                   // horizontally through the ground
	StepJump                     // a baseline long jump over the squares between
	StepDrop                     // off a ledge 2 or more squares high: a fall
	StepTeleport                 // from one space to another instantaneously
)

// stepKindNames are the step kinds' names, in StepKind order.
func stepKindNames() [9]string {
	return [...]string{"walk", "crawl", "climb", "swim", "fly", "burrow", "jump", "drop", "teleport"}
}

// String is the kind's name.
func (k StepKind) String() string {
	if k >= 0 && int(k) < len(stepKindNames()) {
		return stepKindNames()[k]
	}
	return fmt.Sprintf("stepkind(%d)", int(k))
}

// MoveStep is one step of a move: from one position to the next, what it
// costs and why.
type MoveStep struct {
	From, To Pos
	Kind     StepKind
	// Cost is the squares of movement the step uses: 1, 2 to climb or swim
	// without the movement type, +1 crawling, +1 entering difficult
	// terrain or an enemy's space; a jump costs 1 per square jumped.
	Cost int
	// Difficult: the step enters difficult terrain.
	Difficult bool
	// EnemySpace: the step enters an enemy's space (difficult terrain).
	EnemySpace bool
	// Damage is the damage of the damaging terrain the step enters (the
	// highest value among the squares entered), 0 if none.
	Damage int
	// Fall is the height in squares of the drop at the end of a StepDrop.
	Fall int
}

// mustFall reports whether the creature falls now, and the rule that makes
// it fall. A creature in midair (the bottom of its space above the surface
// under it) falls when
//   - it can't fly and is not clinging to a wall or cliff face beside it;
//   - it is clinging and prone ("If you are knocked prone while climbing
//     ... you fall");
//   - it flies but is prone or grabbed or restrained ("If a flying creature is
//     knocked prone or has their speed reduced to 0, they fall"),
//
// unless it hovers ("They don't fall even if they are knocked prone or
// their speed is reduced to 0"). An unknown id does not fall. The fall
// itself is resolved by the falling rules.
func mustFall(b *Board, id string) (bool, string) {
	c, ok := b.Creature(id)
	if !ok || !b.Aloft(c) || canStayAloft(c) {
		return false, ""
	}
	if _, riding := b.MountOf(id); riding {
		// standing on a larger creature's back (Climbing Other Creatures)
		return false, ""
	}
	switch {
	case c.Can(Fly) && c.Prone:
		return true, "a flying creature knocked prone falls (Fly)"
	case c.Can(Fly):
		return true, "a flying creature whose speed is reduced to 0 falls (Fly)"
	case mvClinging(b, c) && c.Prone:
		return true, "a climbing creature knocked prone falls (Climbing Other Creatures)"
	case mvClinging(b, c):
		return false, ""
	}
	return true, "in midair without fly, and nothing to hold on to"
}
