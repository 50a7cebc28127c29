package drawsteel

// ForcedMove is one use of a forced movement effect against one target:
// PreviewForced lists its choices, ResolveForced resolves one, and
// Board.Apply applies the Outcome.
//
// # How the rules text is read
//
// The specification is Draw Steel's Forced Movement section and the
// Falling and Forced Movement sections of its Combat chapter. Where the
// text leaves a choice, the engine makes the one below;
// docs/rules-drawsteel.md lists the same choices with the sentences they
// interpret and their tests.
//
// Distance. "Farther" and "closer" are Distance between the two spaces
// (nearest squares, diagonals 1, sizes counted). A push or pull that is
// not vertical moves on the map plane, so it measures on the map plane
// (heights ignored: a creature on a ledge can push one below it); a
// vertical one measures in three dimensions.
//
// Straight lines. The line of n squares from the start to an aimed square
// e (n = the larger of the offsets along the axes) enters, as its k-th
// square, the point k/n of the way rounded on each axis to the nearest
// square, an exact half rounded away from the start. The rounding is
// symmetric: mirroring the aim mirrors the line. ResolveForced accepts
// either rounding of an exact half. A push (pull) line is legal when every
// square is 1 farther from (closer to) the source than the last; since the
// distance changes by at most 1 per square, that is the case exactly when
// the aimed square is n farther (closer) than the start. The legal aimed
// squares form an area, as the rulebook's figure shows.
//
// Aiming past an obstacle. A push or pull may be aimed at any legal
// square, even one beyond a creature or wall: the target stops at the
// first collision, which is how a player slams a target on purpose.
//
// Slides. Any path of adjacent squares (diagonals included; up and down
// only when vertical). The preview offers every square within reach with
// the path a player most likely means: a path with no collision and no
// broken wall if there is one, else one breaking the fewest wall squares,
// in both cases the one using the least forced movement, and of those the
// one dealing the target the least damage (terrain, walls and, when
// vertical, landings from the air on the way, then a fall at the end); a
// square reached by neither is aimed at
// through a collision at the end, or failing that through squares that
// stop the target first. Remaining ties go to the path found
// first trying straight steps before diagonal ones (north, east, south,
// west, north-east, south-east, south-west, north-west) and, when
// vertical, level steps before up before down.
//
// Stability and Big Versus Little. The distance is first raised by 1 when
// the source's Size is larger than the target's (1T < 1S < 1M < 1L < 2)
// and the ability is a melee weapon ability, then reduced by the
// stability the target uses: all of it by default (it resists as much as
// it can), none when the ability ignores stability, or a chosen number of
// squares up to it. Stability below 0 counts as 0.
//
// Slamming into creatures. The squares remaining are those left before
// the step that collides. The moved creature takes the damage once
// however many creatures it hits; each creature hit takes it. A moved
// object takes none. A movable object that is hit (Creature.Object) and
// is smaller than the target takes the damage like a creature; one of the
// target's size or larger is an object: the target takes 2 + 1 per square
// remaining, or, when the object's tracked Stamina is no more than the
// squares remaining, is hurled through it for that many squares (taking
// that + 2) and destroys it. Objects are never knocked prone. Spaces are
// compared in three dimensions: moving under a flying creature is no
// collision. A large target carried up onto a low wall or a rise of the
// ground in some of the squares it enters slams into a creature standing
// in the others whose top is above its feet: it is never lifted over
// another creature's head. One step into a wall (or ground rising 2) and
// creatures at once slams into all of them: each creature takes 1 per
// square remaining, the target the object's 2 + 1 per square remaining
// alone ("takes damage only once"). That holds too when the wall (or a
// thin wall or door the step crosses) would break: the creatures keep
// the target out of the space, so nothing breaks.
//
// Slamming into objects. A wall or object square is "the target's size or
// larger" when it rises through the target's whole height where the
// target would enter it. A lower one does not stop a target on the
// ground that can step up onto it (1 square, as on a slope); otherwise it
// stops the movement without damage. A square entered by a step with an
// up or down part is always an obstacle. Ground that rises 2 or more
// squares is an obstacle that never breaks. A downward slam adds falling
// damage for the squares descended (see Falls in a vertical move), with
// Agility 0 (liquid below still counts). A downward step
// into creatures below is a slam and a fall onto them. A downward step
// into liquid (the cell's Ground is its surface, its Liquid the depth
// below) is no slam: the movement ends at the surface with the falling
// damage of the descent, reduced by 4.
//
// Hurling through objects. A wall square is a map square: breaking it
// removes its wall from the target's bottom up (the part below stays).
// Breaking costs the material's squares of forced movement and includes
// entering the broken square; the target takes the material's damage.
// Several wall squares entered at once (a large target) cost and hurt
// the sum, and break all or none. With less movement left than the cost,
// the wall does not break: a slam. Unbreakable walls and the ground never
// break.
//
// Falls in a vertical move. "Being force moved downward is considered
// falling", and a target moved along a slope is not falling. A vertical
// move that follows the ground (or wall tops) square by square, 1 square
// up or down at a time, is a move along a slope: no fall. A fall is the
// descent through open air, measured from where the target last stood on
// the ground, or from the highest point it was carried to since, never
// from its last upward step alone. A target that can't stay aloft and
// comes down out of the air onto the ground has fallen there, with
// Agility 0 (it was force moved downward into the ground), whether the
// move ends there or goes on along the ground; one left in midair at the
// end falls the whole descent with its own Agility; one that ends on a
// creature's top, or is moved down into a creature, has fallen onto it.
// Over a creature's head partway through the move the target is still in
// the air. A flyer set down on the ground is not falling; one slammed
// down into the ground takes the falling damage of its whole descent.
//
// Slopes and open space. Moved horizontally, a target on the ground
// follows ground (and wall tops at or below its feet) that rises or falls
// at most 1 square per square. A bigger drop leaves it over open space at
// its height; there it keeps its height until ground at that height
// carries it again, and ground above it is an obstacle.
//
// Falling. A target that was moved at least one square, can't stay aloft
// and ends above the surface falls. Flying means having hover, or fly
// while not prone, grabbed or restrained; objects never fly. A fall deals
// 2 damage per square of effective height if that is 2 or more (at most
// 50) and only then leaves the creature prone; negative Agility counts as
// 0. A faller whose footprint is over creatures lands on the highest
// tops: each creature there takes the same damage and is knocked prone
// if the faller's Size.Number() is greater than its Might; the faller
// lands prone in the nearest unoccupied space in three dimensions, never
// higher than the tops it landed on (the highest of the nearest, then the
// nearest ring, then the smallest y, then x); a lower space is a further
// fall.
//
// Flying and burrowing targets. A target that can fly and is aloft is
// always moved vertically. A flyer the outcome knocks prone (landed on, or
// slammed down into something in midair) falls afterwards unless it
// hovers, and may knock another flyer prone in turn (followOnFalls). A burrowing target whose whole space is below
// the ground of every square under it is not moved by a horizontal move
// and takes 1 damage per square of the chosen path; moved vertically, it
// goes through the ground as through air (walls are still solid), and
// falls if left above the ground.
//
// Terrain. Difficult terrain is ignored. On each step the target takes
// the highest Damaging value among the squares newly under it whose
// ground it touches, and again where it lands after a fall.
//
// Corners. A diagonal step is blocked, as a slam into the corner (which
// never breaks), when either of the two squares beside both the square
// left and the square entered holds ground higher than the higher of the
// target's two bottoms, or a wall rising through the target's whole
// height from there, or a movable object (Creature.Object) rising the
// same way. Other creatures never block corners.
//
// Edges. A closed thin wall, door or window on a side the target crosses
// (Board.Edges) is a stationary object of its material: crossing one side
// of it costs the material's squares and deals its damage (the edge is
// destroyed: Outcome.DestroyedEdges), or with too few squares left the
// target slams into it. Open doors and windows are no obstacle. An edge
// lower than the target stops it without damage; a diagonal step past a
// corner a closed edge touches slams into that corner, which never
// breaks. See docs/rules-drawsteel.md, "Edges".
//
// Order and death. Several targets are resolved one after the other on
// the board each leaves (ResolveSequence). Damage never stops a movement:
// a target reduced to 0 Stamina completes it, and what it hits still
// takes damage.
type ForcedMove struct {
	Move Move
	// Target is the id of the creature or object moved; Source the id of
	// the creature moving it. Source may be empty for a slide with no
	// creature behind it (a trap); push and pull need one.
	Target, Source string
	// Melee is set when the effect comes from a melee weapon ability
	// (Big Versus Little).
	Melee bool
	// Stability is how the target uses its stability.
	Stability StabilityUse
}
