package drawsteel

import (
	"fmt"
	"slices"

	"github.com/battlemap/battlemap/grid"
)

// EventKind says what happened in an Event.
type EventKind int

const (
	// EventStability: the target used its stability to shorten the move.
	EventStability EventKind = iota + 1
	// EventBigVersusLittle: a larger creature's melee weapon ability moved
	// a smaller target 1 square farther.
	EventBigVersusLittle
	// EventMoved: the target was moved (how far, where it stopped).
	EventMoved
	// EventSlamCreature: a creature took damage from a collision between
	// two creatures.
	EventSlamCreature
	// EventSlamObject: the target was slammed into a wall, object or the
	// ground that did not break.
	EventSlamObject
	// EventHurled: the target was hurled through a square of a wall or
	// object and destroyed it.
	EventHurled
	// EventStopped: the target was stopped by an object smaller than it,
	// without damage.
	EventStopped
	// EventBurrowed: a creature beneath the ground was not moved and took
	// 1 damage per square instead.
	EventBurrowed
	// EventDamagingTerrain: the target entered damaging terrain.
	EventDamagingTerrain
	// EventFall: the target fell (or was force moved downward into
	// something) and took falling damage.
	EventFall
	// EventFallOnto: a creature was landed on by a falling creature.
	EventFallOnto
	// EventProne: a creature was knocked or landed prone.
	EventProne
	// EventDestroyed: a movable object was destroyed by the target hurled
	// through it; its Damage is its remaining Stamina.
	EventDestroyed
	// EventOpportunityAttack: a willing move left an enemy's reach; the
	// enemy (Other) may make a melee free strike against the mover.
	EventOpportunityAttack
	// EventConditionEnded: a condition ended (a teleport ends grabbed and
	// restrained).
	EventConditionEnded
	// EventCarried: a rider or climber was carried by the creature it is
	// on (Board.MountOf), which moved.
	EventCarried
	// EventKnockedOff: a rider or climber came off the creature it was on
	// (force moved, knocked prone, or its mount died or went prone); the
	// event's Test is the test that decided how it lands, when one did.
	EventKnockedOff
	// EventClimbed: a creature climbed onto a larger creature (or failed
	// to: Squares 0); Test is the test an unwilling creature asks for.
	EventClimbed
	// EventDismounted: a rider or climber moved off the creature it was on.
	EventDismounted
)

// eventKindNames are the event kinds' names, in EventKind order.
func eventKindNames() [20]string {
	return [...]string{"", "stability", "big-versus-little", "moved", "slam-creature", "slam-object",
		"hurled", "stopped", "burrowed", "damaging-terrain", "fall", "fall-onto", "prone", "destroyed",
		"opportunity-attack", "condition-ended", "carried", "knocked-off", "climbed", "dismounted"}
}

// String is the kind's name, as written in JSON.
func (k EventKind) String() string {
	if k > 0 && int(k) < len(eventKindNames()) {
		return eventKindNames()[k]
	}
	return fmt.Sprintf("event(%d)", int(k))
}

// MarshalText writes the kind's name.
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's name.
func (k *EventKind) UnmarshalText(b []byte) error {
	for i, n := range eventKindNames() {
		if i > 0 && n == string(b) {
			*k = EventKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown event kind %q", b)
}

// Event is one thing that happened during a forced or willing movement (or a
// fall), in the order
// it happened. Damage is the damage Creature takes from it.
type Event struct {
	Kind EventKind `json:"kind"`
	// Rule is the heading of the rule applied, e.g. "Slamming into Creatures".
	Rule string `json:"rule"`
	// Text is a sentence for the log, e.g. "Commando slammed into Goblin
	// with 2 squares remaining: takes 2".
	Text     string `json:"text"`
	Creature string `json:"creature,omitempty"`
	Other    string `json:"other,omitempty"`
	At       Pos    `json:"at"`
	Damage   int    `json:"damage,omitempty"`
	// Squares is the number the rule counts: squares remaining at a
	// collision, squares of movement spent to break an object, squares
	// fallen, squares moved, squares of stability used.
	Squares  int      `json:"squares,omitempty"`
	Material Material `json:"-"`
	// MaterialName is Material's name, for JSON.
	MaterialName string `json:"material,omitempty"`
	// Edge is the thin wall, door or window slammed into, hurled through
	// or stopped by (Board.Edges), or nil when the obstacle is no edge.
	Edge *grid.Edge `json:"edge,omitempty"`
	// Test is the test a rule asked for (a rider's landing, climbing an
	// unwilling creature), or nil.
	Test *TestResult `json:"test,omitempty"`
}

// Outcome is everything a forced movement does. Applying it to the board
// it was computed on (Board.Apply) gives the board after the movement.
type Outcome struct {
	// Positions is every creature's position afterwards, by id.
	Positions map[string]Pos `json:"positions"`
	// Damage is the total damage each creature takes, by id (only ids
	// with damage above 0).
	Damage map[string]int `json:"damage"`
	// Prone lists, sorted, the creatures knocked or landing prone.
	Prone []string `json:"prone"`
	// Destroyed lists the wall or object squares destroyed, sorted: the
	// cell at X, Y loses its wall from height Z up.
	Destroyed []Pos `json:"destroyed"`
	// DestroyedEdges lists the thin walls, doors and windows destroyed
	// (the target hurled through them), sorted; Apply removes them.
	DestroyedEdges []grid.Edge `json:"destroyedEdges,omitempty"`
	// Events is what happened, in order.
	Events []Event `json:"events"`
}

// DamageAdjuster changes the damage a creature takes before it is applied
// (immunity, weakness). It gets the creature and the damage of one
// instance and returns the damage to subtract from Stamina.
type DamageAdjuster func(c *Creature, damage int) int

// immunityWeakness is the DamageAdjuster of a damage immunity and a damage
// weakness (Draw Steel, Damage Weakness: "If a creature has both damage
// immunity and damage weakness for a source of damage, apply the weakness
// first, then the immunity."): damage + weakness - immunity, at least 0.
// A creature takes no damage from an instance of 0. The functions give
// each creature's values (0: none).
func immunityWeakness(immunity, weakness func(c *Creature) int) DamageAdjuster {
	return func(c *Creature, d int) int {
		if d <= 0 {
			return 0
		}
		if weakness != nil {
			d += max(weakness(c), 0)
		}
		if immunity != nil {
			d -= max(immunity(c), 0)
		}
		return max(d, 0)
	}
}

// Apply returns a new board with the outcome applied: creatures moved,
// Stamina reduced by the damage taken, prone set, destroyed wall squares
// removed. b is not changed.
func (b *Board) Apply(o Outcome) *Board { return b.ApplyWith(o, nil) }

// ApplyWith is Apply with a hook that adjusts each creature's damage
// (for immunities and weaknesses); adjust may be nil. The hook is called
// once for each instance of damage, each event that deals it (a slam and
// the fall after it are two), not for the sum: Draw Steel: "Whenever a target with
// damage immunity takes damage of the indicated type, they can reduce the
// damage by the value of the immunity". An outcome whose events do not
// add up to its Damage (one built by hand) is adjusted on the total.
func (b *Board) ApplyWith(o Outcome, adjust DamageAdjuster) *Board {
	nb := b.Clone()
	for i := range nb.Creatures {
		c := &nb.Creatures[i]
		orig := b.Creatures[i]
		if p, ok := o.Positions[c.ID]; ok {
			c.At, c.Z = p.Square(), p.Z
		}
		if d := o.Damage[c.ID]; d > 0 {
			if adjust != nil {
				d = adjustInstances(&orig, o, d, adjust)
			}
			c.Stamina -= d
		}
		if slices.Contains(o.Prone, c.ID) && !c.Object {
			c.Prone = true
		}
	}
	for _, side := range o.DestroyedEdges {
		delete(nb.Edges, side)
	}
	for _, p := range o.Destroyed {
		s := p.Square()
		if !nb.In(s) {
			continue
		}
		cell := nb.Cell(s)
		keep := p.Z - cell.Ground
		if keep <= 0 {
			cell.Wall, cell.WallHeight = NoMaterial, 0
		} else if keep < cell.WallHeight {
			cell.WallHeight = keep
		}
		nb.SetCell(s, cell)
	}
	return nb
}

// adjustInstances is the damage creature c takes from outcome o after
// adjust is applied to each instance; total is o.Damage for c.
func adjustInstances(c *Creature, o Outcome, total int, adjust DamageAdjuster) int {
	sum, out := 0, 0
	for _, e := range o.Events {
		if e.Creature == c.ID && e.Damage > 0 {
			sum += e.Damage
			out += max(adjust(c, e.Damage), 0)
		}
	}
	if sum != total {
		return max(adjust(c, total), 0)
	}
	return out
}
