package drawsteel

import (
	"fmt"

	"github.com/battlemap/battlemap/grid"
)

// Who may end a move in whose space, and what a creature may stand on.
// Willing movement (canEnd), the Dig maneuver and the encounter file's
// validation all ask these questions, so a move the rules allow always
// gives a board that saves.

// SizeSteps is how many steps apart two sizes are on the ladder 1T, 1S,
// 1M, 1L, 2, 3, ...: 1M and 1T are two steps apart, 1L and 2 one.
func SizeSteps(a, b Size) int { return grid.Abs(int(a) - int(b)) }

// MayShareSpace reports whether creatures a and b may be in the same space
// at the end of a move: "You can't stop moving in any other creature's
// space ... unless that creature's size is two or more sizes greater or
// smaller than your own" (Draw Steel, Movement). Objects are never shared,
// except a destroyed one (an object whose Stamina is tracked and down to
// 0), which no longer takes up space.
func MayShareSpace(a, b *Creature) bool {
	if a.Object && a.Dying() || b.Object && b.Dying() {
		return true
	}
	if a.Object || b.Object {
		return false
	}
	return SizeSteps(a.Size, b.Size) >= 2
}

// restsOn reports whether a space of side n whose bottom is at p rests on
// the top of o's space: the bottom of the one is the top of the other and
// their footprints meet.
func (o *mvOther) restsOn(p Pos, n int) bool {
	return p.Z == o.z1 && p.X < o.x1 && o.x0 < p.X+n && p.Y < o.y1 && o.y0 < p.Y+n
}

// onCreature reports whether the mover at p would be standing on another
// creature: in midair above the ground, not flying, with its bottom on a
// creature's top. Creatures are neither floors nor slopes for willing
// movement; climbing a larger creature is its own rule ("You can attempt
// to climb a creature whose size is greater than yours", Climbing Other
// Creatures), not an end of an ordinary move. A flyer over a creature's
// head is in midair in its own space, and a creature clinging to a wall
// higher up does not touch the one below.
func (e *mvEngine) onCreature(p Pos) bool {
	if e.fly || e.mode == ModeTeleport && (e.mover.Can(Fly) || e.hover) {
		return false
	}
	if s, ok := e.surfAt(p.X, p.Y); ok && p.Z <= s {
		return false
	}
	for k := range e.others {
		if o := &e.others[k]; !o.object && o.restsOn(p, e.n) {
			return true
		}
	}
	return false
}

// endWhy says why the mover can't stop at p for the creatures there, or
// "" when they allow it.
func (e *mvEngine) endWhy(p Pos) string {
	if o := e.endsIn(p); o != nil {
		if o.Object {
			return fmt.Sprintf("ends at %v in the space of the object %q (objects are never shared)", p, o.ID)
		}
		return fmt.Sprintf("ends at %v in another creature's space, %q's, and sizes %s and %s are less than two sizes apart (\"You can't stop moving in any other creature's space ... unless that creature's size is two or more sizes greater or smaller than your own\")",
			p, o.ID, e.mover.Size, o.Size)
	}
	if e.onCreature(p) {
		return fmt.Sprintf("ends at %v standing on another creature (a creature is not ground to stand on; climbing a larger creature is its own rule, Climbing Other Creatures)", p)
	}
	return ""
}
