package drawsteel

import (
	"fmt"
	"math/rand/v2"

	"github.com/battlemap/battlemap/grid"
)

// PowerTier is the tier of a power roll's outcome: 1 (11 or lower),
// 2 (12 to 16) or 3 (17 or higher).
type PowerTier int

// powerTierOf is the tier of a power roll total: "≤11", "12–16", "17+".
func powerTierOf(total int) PowerTier {
	switch {
	case total >= 17:
		return 3
	case total >= 12:
		return 2
	}
	return 1
}

// PowerRoll is a power roll shown openly: the seed, both dice, the bonus
// (a characteristic such as Might), the total and its tier.
type PowerRoll struct {
	Seed  uint64
	Dice  [2]int
	Bonus int
	Total int
	Tier  PowerTier
}

// RollPower rolls 2d10 + bonus with a PCG generator seeded with seed, so a
// replay with the same seed gives the same dice.
func RollPower(seed uint64, bonus int) PowerRoll {
	r := rand.New(rand.NewPCG(seed, 0))
	d := [2]int{1 + r.IntN(10), 1 + r.IntN(10)}
	return PowerRollOf(d, bonus, seed)
}

// PowerRollOf builds a power roll from dice rolled elsewhere.
func PowerRollOf(dice [2]int, bonus int, seed uint64) PowerRoll {
	t := dice[0] + dice[1] + bonus
	return PowerRoll{Seed: seed, Dice: dice, Bonus: bonus, Total: t, Tier: powerTierOf(t)}
}

// String formats the roll as "2d10 (3+9) + 2 = 14, tier 2".
func (p PowerRoll) String() string {
	return fmt.Sprintf("2d10 (%d+%d) %+d = %d, tier %d", p.Dice[0], p.Dice[1], p.Bonus, p.Total, p.Tier)
}

// canTargetBySize applies the size limit shared by Knockback and Grab:
// "You can usually target only creatures of your size or smaller. If your
// Might score is 2 or higher, you can target any creature with a size
// equal to or less than your Might score." The Might clause widens the
// limit, never narrows it: a size 3 creature with Might 2 still targets
// size 3. Sizes compare 1T < 1S < 1M < 1L < 2; against Might the size's
// number counts (1 for 1T to 1L).
func canTargetBySize(user, target *Creature) bool {
	return target.Size <= user.Size || user.Might >= 2 && target.Size.Number() <= user.Might
}

// KnockbackResult is what a Knockback maneuver does.
type KnockbackResult struct {
	User, Target string
	Roll         PowerRoll
	// Push is the push distance: 1, 2 or 3 for tiers 1, 2 and 3. The push
	// itself is forced movement, resolved by the forced-movement rules; a
	// maneuver is not a melee weapon ability, so Big Versus Little does
	// not add 1.
	Push int
}

// Knockback checks a Knockback maneuver by user against target with the
// given power roll (2d10 + Might): "A creature wanting to push an adjacent
// creature away from them can attempt to shove that creature using the
// following ability ... ≤11 Push 1, 12–16 Push 2, 17+ Push 3". The error
// says why the target is not legal (not adjacent, too big, not a creature).
func Knockback(b *Board, user, target string, roll PowerRoll) (KnockbackResult, error) {
	res := KnockbackResult{User: user, Target: target, Roll: roll}
	if _, _, err := mvManeuverTarget(b, "Knockback", user, target); err != nil {
		return res, err
	}
	res.Push = int(roll.Tier)
	return res, nil
}

// Forced is the push as the forced-movement engine takes it
// (PreviewForced, ResolveForced): push Push squares away from the user.
// Knockback is a maneuver, not a melee weapon ability, so Melee is false;
// the target resists with its full stability.
func (k KnockbackResult) Forced() ForcedMove {
	return ForcedMove{Move: Move{Kind: Push, Distance: k.Push}, Target: k.Target, Source: k.User}
}

// GrabResult is what a Grab maneuver does.
type GrabResult struct {
	User, Target string
	Roll         PowerRoll
	// Grabbed: the target can be grabbed (tier 2 or 3). At tier 1 there is
	// no effect.
	Grabbed bool
	// FreeStrikeFirst: at tier 2, "You can grab the target, but if you do,
	// the target can make a melee free strike against you before they are
	// grabbed." The user chooses whether to grab.
	FreeStrikeFirst bool
}

// Grab checks a Grab maneuver by user against target with the given power
// roll (2d10 + Might): "≤11 No effect. 12–16 You can grab the target, but
// if you do, the target can make a melee free strike against you before
// they are grabbed. 17+ The target is grabbed by you." The target must be
// adjacent (the seed text gives no distance; a careful table uses melee 1)
// and within the size limit (CanTargetBySize). "A creature can grab only
// one creature at a time" is not checked: the board does not record who
// grabs whom.
func Grab(b *Board, user, target string, roll PowerRoll) (GrabResult, error) {
	res := GrabResult{User: user, Target: target, Roll: roll}
	if _, _, err := mvManeuverTarget(b, "Grab", user, target); err != nil {
		return res, err
	}
	res.Grabbed = roll.Tier >= 2
	res.FreeStrikeFirst = roll.Tier == 2
	return res, nil
}

// ApplyGrab returns a new board where the target of a successful grab has
// the grabbed condition (its speed becomes 0). b is not modified.
func ApplyGrab(b *Board, res GrabResult) (*Board, error) {
	if !res.Grabbed {
		return nil, refuse(ruleGrab, combat(ruleGrab, "≤11 No effect."), "grab of %q by %q had no effect (tier %d)", res.Target, res.User, res.Roll.Tier)
	}
	if _, _, err := mvManeuverTarget(b, "Grab", res.User, res.Target); err != nil {
		return nil, err
	}
	nb := b.Clone()
	t, _ := nb.Creature(res.Target)
	t.Impose(Grabbed, res.User) // "The target is grabbed by you."
	return nb, nil
}

// mvManeuverTarget checks the target of a one-creature melee maneuver:
// both exist, the target is a creature, adjacent, and within the size limit.
func mvManeuverTarget(b *Board, name, user, target string) (*Creature, *Creature, error) {
	u, ok := b.Creature(user)
	if !ok {
		return nil, nil, fmt.Errorf("%s: %w: %q", name, errNoMover, user)
	}
	t, ok := b.Creature(target)
	switch {
	case !ok:
		return nil, nil, fmt.Errorf("%s: %w: %q", name, errNoMover, target)
	case u == t:
		return nil, nil, refuse(name, maneuverSource(name, false), "%s: %q can't target itself", name, user)
	case t.Object:
		return nil, nil, refuse(name, maneuverSource(name, false), "%s targets one creature; %q is an object", name, target)
	case creatureDistance(u, t) != 1:
		return nil, nil, refuse(name, maneuverSource(name, false), "%s: %q is not adjacent to %q", name, target, user)
	case !canTargetBySize(u, t):
		return nil, nil, refuse(name, maneuverSource(name, true), "%s: %q (size %v) is bigger than %q can target (size %v, Might %d): \"You can usually target only creatures of your size or smaller\"",
			name, target, t.Size, user, u.Size, u.Might)
	}
	return u, t, nil
}

// EscapeResult is what an Escape Grab maneuver does.
type EscapeResult struct {
	Creature string
	Roll     PowerRoll
	// Escaped: the creature can end the grab (tier 2 or 3).
	Escaped bool
	// FreeStrikeFirst: at tier 2, "You can escape the grab, but if you do,
	// a creature who has you grabbed can make a melee free strike against
	// you before you are no longer grabbed."
	FreeStrikeFirst bool
	// Bane: "You take a bane on this maneuver if your size is smaller than
	// the size of the creature, object, or effect that has you grabbed."
	// The roll given should already carry it; the seed texts do not say
	// what a bane is worth.
	Bane bool
}

// EscapeGrab checks the Escape Grab maneuver of the grabbed creature id
// with the given power roll (2d10 + Might or Agility): "≤11 No effect.
// 12–16 You can escape the grab, but if you do, a creature who has you
// grabbed can make a melee free strike against you before you are no
// longer grabbed. 17+ You are no longer grabbed." grabber is the id of the
// creature holding it, or "" for the grabbed condition's recorded source
// (none recorded: the grab comes from an object or effect not on the
// board, and Bane is not judged).
func EscapeGrab(b *Board, id, grabber string, roll PowerRoll) (EscapeResult, error) {
	res := EscapeResult{Creature: id, Roll: roll}
	c, ok := b.Creature(id)
	switch {
	case !ok:
		return res, fmt.Errorf("Escape Grab: %w: %q", errNoMover, id)
	case !c.Has(Grabbed):
		return res, refuse(ruleEscapeGrab, combat(ruleEscapeGrab, grabbedSentence), "Escape Grab: %q is not grabbed", id)
	}
	if grabber == "" {
		grabber = c.Source(Grabbed)
	}
	if grabber != "" {
		g, ok := b.Creature(grabber)
		switch {
		case !ok:
			return res, fmt.Errorf("Escape Grab: %w: %q", errNoMover, grabber)
		case g == c:
			return res, refuse(ruleEscapeGrab, combat(ruleEscapeGrab, grabbedSentence), "Escape Grab: %q can't be grabbed by itself", id)
		}
		res.Bane = c.Size < g.Size
	}
	res.Escaped = roll.Tier >= 2
	res.FreeStrikeFirst = roll.Tier == 2
	return res, nil
}

// EscapeBonus is what a power roll for Escape Grab rolled by the program
// adds to 2d10: "Power Roll + Might or Agility", the better of the two,
// and -2 for the bane ("You take a bane on this maneuver if your size is
// smaller than the size of the creature ... that has you grabbed"). The
// seed texts name the bane without its worth; -2 on the power roll is Draw
// Steel's. A result the table enters carries its own bane.
func EscapeBonus(c *Creature, bane bool) int {
	bonus := max(c.Might, c.Agility)
	if bane {
		bonus -= 2
	}
	return bonus
}

// ApplyEscape returns a new board where the creature of a successful
// escape is no longer grabbed. b is not modified.
func ApplyEscape(b *Board, res EscapeResult) (*Board, error) {
	if !res.Escaped {
		return nil, refuse(ruleEscapeGrab, combat(ruleEscapeGrab, "≤11 No effect."), "escape by %q had no effect (tier %d)", res.Creature, res.Roll.Tier)
	}
	if _, ok := b.Creature(res.Creature); !ok {
		return nil, fmt.Errorf("Escape Grab: %w: %q", errNoMover, res.Creature)
	}
	nb := b.Clone()
	c, _ := nb.Creature(res.Creature)
	c.End(Grabbed)
	return nb, nil
}

// Dig returns a new board where the creature id has used the Dig maneuver
// to move squares straight down (positive) or up (negative) through the
// ground: "To use the Dig maneuver, a creature must have "burrow" in their
// speed entry, they must have a speed that is equal to or greater than
// their size, and they must be touching terrain that can be burrowed
// through. When a creature uses the Dig maneuver, they can move vertically
// up to a number of squares equal to their size."
//
// All ground counts as dirt (the board does not record soil); walls and
// objects can't be dug through. Digging up stops at the surface: the
// creature ends standing on it. It may not end in another creature's
// space unless their sizes are two or more apart (MayShareSpace), as for
// any move. "If a burrowing creature has a creature
// who is not unconscious grabbed, they can't willingly move deeper" is not
// checked: the board does not record who grabs whom. b is not modified.
func Dig(b *Board, id string, squares int) (*Board, error) {
	c, ok := b.Creature(id)
	if !ok {
		return nil, fmt.Errorf("Dig: %w: %q", errNoMover, id)
	}
	n := c.Size.Squares()
	surface := b.GroundUnder(c.At, n)
	switch {
	case !c.Can(Burrow):
		return nil, refuse(ruleDig, digSource(false), "Dig: %q has no burrow in its speed entry", id)
	case EffectiveSpeed(c) < c.Size.Number():
		return nil, refuse(ruleDig, digSource(false), "Dig: %q has speed %d, less than its size %v", id, EffectiveSpeed(c), c.Size)
	case c.Z > surface:
		return nil, refuse(ruleDig, digSource(false), "Dig: %q is not touching the ground", id)
	case squares == 0 || grid.Abs(squares) > c.Size.Number():
		return nil, refuse(ruleDig, digSource(true), "Dig: %q can move 1 to %s, not %d", id, countSquares(c.Size.Number()), squares)
	}
	z := c.Z - squares // down is lower z
	if squares < 0 {
		z = min(z, surface) // up, to the surface at most
	}
	for _, s := range c.Footprint() {
		if !b.In(s) {
			return nil, fmt.Errorf("Dig: %q is off the map", id)
		}
		cell := b.Cell(s)
		if cell.HasWall() && cell.Ground < z+c.Size.Height() && z < cell.Ground+cell.WallHeight {
			return nil, refuse(ruleDig, combat("Burrow", "Such creatures can't move through more solid ground, such as stone, unless their stat block or the effect that lets them burrow says otherwise."), "Dig: a wall or object at %v can't be dug through", s)
		}
	}
	end := Space{At: Pos{c.At.X, c.At.Y, z}, Side: n, Height: c.Size.Height()}
	carried := b.carriedBy(id)
	for i := range b.Creatures {
		o := &b.Creatures[i]
		if _, ok := end.Overlap(o.Space()); ok && o != c && !MayShareSpace(c, o) && !carried[i] {
			return nil, refuse(ruleDig, combat("Movement", stopSentence), "Dig: %q would end at height %d in %q's space (\"You can't stop moving in any other creature's space\")", id, z, o.ID)
		}
	}
	nb := b.Clone()
	m, _ := nb.Creature(id)
	m.Z = z
	return carryAfterDig(b, nb, id), nil
}
