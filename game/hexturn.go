package game

import (
	"fmt"
	"maps"
	"slices"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/realms"
)

// hexTurnUse is what a creature has used of its movement this turn: the
// actions it took and the feet they and its paths cost.
type hexTurnUse struct {
	Actions []realms.Action
	Feet    int
}

// hexState is one undo step of the hex window: the creatures and what
// each has used this turn.
type hexState struct {
	creatures []realms.Creature
	edges     map[grid.Edge]realms.Edge // never changed: a toggle makes a new map
	used      map[string]hexTurnUse
	turn      int
}

// snapshot is a copy of the creatures and the turn, an undo step.
func (v *hexView) snapshot() hexState {
	return hexState{creatures: slices.Clone(v.board.Creatures), edges: v.board.Edges, used: maps.Clone(v.used), turn: v.turn}
}

// restore puts an undo step back.
func (v *hexView) restore(s hexState) {
	v.board.Creatures, v.board.Edges, v.used, v.turn = s.creatures, s.edges, s.used, s.turn
}

// usedThisTurn names the effect that is a creature's movement used this
// turn.
const usedThisTurn = "used this turn"

// usedEffect is the movement creature id has used this turn, as the last
// flat value of its round's movement: what is left after earlier moves
// and actions is what the rules then work with, and the breakdown shows
// it as one line.
func (v *hexView) usedEffect(id string) (realms.Effect, bool) {
	u, ok := v.used[id]
	if !ok || (u.Feet == 0 && len(u.Actions) == 0) {
		return realms.Effect{}, false
	}
	return realms.Effect{Name: usedThisTurn, Kind: realms.Feet, Value: -u.Feet}, true
}

// withTurn gives creature id its used movement as an effect until the
// returned function takes it away again. Nothing may snapshot in between.
func (v *hexView) withTurn(id string) func() {
	c := v.board.Creature(id)
	e, ok := v.usedEffect(id)
	if c == nil || !ok {
		return func() {}
	}
	old := c.Effects
	c.Effects = append(slices.Clip(old), e)
	return func() {
		if c := v.board.Creature(id); c != nil {
			c.Effects = old
		}
	}
}

// spend records a committed move of creature id in this turn's use.
func (v *hexView) spend(id string, p *realms.Plan) {
	u := v.used[id]
	for _, a := range p.Budget.Actions {
		u.Actions = append(slices.Clip(u.Actions), a.Action)
	}
	u.Feet += p.Budget.ActionCost + p.Cost
	if v.used == nil {
		v.used = map[string]hexTurnUse{}
	} else {
		v.used = maps.Clone(v.used)
	}
	v.used[id] = u
}

// nextTurn starts the next turn: every creature's movement is whole
// again. One undo step.
func (v *hexView) nextTurn() {
	v.undo, v.redo = append(v.undo, v.snapshot()), nil
	v.used, v.actions, v.permit = nil, nil, false
	v.turn++
	v.version++
	v.changes++
	v.message = fmt.Sprintf("Turn %d: every creature's movement is whole again.", v.turn+1)
}

// taken is the actions creature c took this turn (c nil: none).
func (v *hexView) taken(c *realms.Creature) []realms.Action {
	if c == nil {
		return nil
	}
	return v.used[c.ID].Actions
}
