// The hex window's play without a window: the board, the undo history,
// what each creature used this turn, the turn, the actions and
// permission for the next move, and the edits the window's keys make.

package realms

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/grid"
	encmaps "github.com/battlemap/battlemap/maps"
	mapsrealms "github.com/battlemap/battlemap/maps/realms"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// hexState is one undo step of the hex window: the creatures and what
// each has used this turn, and the map the editor changes.
type hexState struct {
	creatures []realms.Creature
	edges     map[grid.Edge]realms.Edge // never changed: a toggle makes a new map
	used      map[string]session.HexTurnUse
	turn      int
	// the map's size, terrain and walls' materials: never changed in
	// place, an edit makes new slices
	geometry grid.Hex
	terrain  []realms.Terrain
	walls    []string
	// the picture under the map (background.go): never changed in place
	background *encmaps.Background
}

// HexPlay is the state and the moves of the hex window that need no
// window: game/hexview.go turns input into its calls and draws what it
// holds.
type HexPlay struct {
	board *realms.Board
	// actions are taken before the next move (keys 1 to 9), paid from its movement
	actions []realms.Action
	// permits are the hostiles whose hexes the next move may enter: each
	// gave permission or lost a competition to the mover (permit.go)
	permits []string
	// hist is the undo history; its current step is brought up to date
	// (sync) before each record and undo, as the board changes in place
	hist    *session.History[hexState]
	used    map[string]session.HexTurnUse // what each creature used this turn
	turn    int                           // turns since the window opened
	version int                           // counts changes to what is shown, for the scene cache
	message string                        // what the last drop, undo or edit did
	// keys names the keys the window binds, for the messages that say
	// which key to press (nil: the buttons' words)
	keys session.KeyNames
	// edit is the map editor (mapedit.go); walls are the materials of
	// the wall hexes (row-major, "" where none) kept in hexMap, when the
	// play has one, for saving
	edit   hexMapping
	walls  []string
	hexMap *mapsrealms.HexMap
	// background is the picture under the map, bgStep the Background
	// tool's last step (background.go)
	background *encmaps.Background
	bgStep     session.BgStep
	// ptr is the creature selected, the pointer and the arrows' aim
	// (do.go)
	ptr hexPointer
}

// NewHexPlay plays on board b, with message shown first.
func NewHexPlay(b *realms.Board, message string) *HexPlay {
	p := &HexPlay{board: b, message: message}
	p.hist = session.NewHistory(p.snapshot())
	return p
}

// Board is the board played on.
func (p *HexPlay) Board() *realms.Board { return p.board }

// Actions are the actions taken before the next move.
func (p *HexPlay) Actions() []realms.Action { return p.actions }

// Turn counts the turns since the play began.
func (p *HexPlay) Turn() int { return p.turn }

// Used is what creature id used this turn.
func (p *HexPlay) Used(id string) session.HexTurnUse { return p.used[id] }

// Version counts the changes to what is shown.
func (p *HexPlay) Version() int { return p.version }

// Changes counts the changes the undo history recorded (for saving).
func (p *HexPlay) Changes() int { return p.hist.Changes() }

// UndoSteps is how many changes can be undone.
func (p *HexPlay) UndoSteps() int { return p.hist.At() }

// Message is what the last drop, undo or edit did.
func (p *HexPlay) Message() string { return p.message }

// SetMessage replaces the message.
func (p *HexPlay) SetMessage(m string) { p.message = m }

// SetKeys makes the messages name the keys keys binds (the window's
// keymap, with the settings' rebound keys).
func (p *HexPlay) SetKeys(keys session.KeyNames) { p.keys = keys }

// key is the key bound to a as a message names it, or word when none is.
func (p *HexPlay) key(a session.Action, word string) string { return p.keys.Key(a, word) }

// snapshot is a copy of the creatures and the turn, an undo step.
func (p *HexPlay) snapshot() hexState {
	return hexState{creatures: slices.Clone(p.board.Creatures), edges: p.board.Edges, used: maps.Clone(p.used), turn: p.turn,
		geometry: p.board.Geometry, terrain: p.board.Terrain, walls: p.walls, background: p.background}
}

// restore puts an undo step back.
func (p *HexPlay) restore(s hexState) {
	p.board.Creatures, p.board.Edges, p.used, p.turn = s.creatures, s.edges, s.used, s.turn
	p.board.Geometry, p.board.Terrain, p.walls = s.geometry, s.terrain, s.walls
	p.background = s.background
	p.syncWalls()
}

// record ends a change that before was the state before: one undo step.
func (p *HexPlay) record(before hexState) {
	p.hist.Set(before)
	p.hist.Record(p.snapshot())
	p.version++
}

// usedThisTurn names the effect that is a creature's movement used this
// turn.
const usedThisTurn = "used this turn"

// usedEffect is the movement creature id has used this turn, as the last
// flat value of its round's movement: what is left after earlier moves
// and actions is what the rules then work with, and the breakdown shows
// it as one line.
func (p *HexPlay) usedEffect(id string) (realms.Effect, bool) {
	u, ok := p.used[id]
	if !ok || (u.Feet == 0 && len(u.Actions) == 0) {
		return realms.Effect{}, false
	}
	return realms.Effect{Name: usedThisTurn, Kind: realms.Feet, Value: -u.Feet}, true
}

// WithTurn gives creature id its used movement as an effect until the
// returned function takes it away again. Nothing may change the play in
// between.
func (p *HexPlay) WithTurn(id string) func() {
	c := p.board.Creature(id)
	e, ok := p.usedEffect(id)
	if c == nil || !ok {
		return func() {}
	}
	old := c.Effects
	c.Effects = append(slices.Clip(old), e)
	return func() {
		if c := p.board.Creature(id); c != nil {
			c.Effects = old
		}
	}
}

// spend records a committed move of creature id in this turn's use.
func (p *HexPlay) spend(id string, pl *realms.Plan) {
	u := p.used[id]
	for _, a := range pl.Budget.Actions {
		u.Actions = append(slices.Clip(u.Actions), a.Action)
	}
	u.Feet += pl.Budget.ActionCost + pl.Cost
	if p.used == nil {
		p.used = map[string]session.HexTurnUse{}
	} else {
		p.used = maps.Clone(p.used)
	}
	p.used[id] = u
}

// NextTurn starts the next turn: every creature's movement is whole
// again. One undo step.
func (p *HexPlay) NextTurn() {
	p.record(p.snapshot())
	p.used, p.actions, p.permits = nil, nil, nil
	p.turn++
	p.message = fmt.Sprintf("Turn %d: every creature's movement is whole again.", p.turn+1)
}

// Taken is the actions creature c took this turn (c nil: none).
func (p *HexPlay) Taken(c *realms.Creature) []realms.Action {
	if c == nil {
		return nil
	}
	return p.used[c.ID].Actions
}

// Options are the next move's: the actions taken first, and the hostiles
// whose hexes it may enter (a permit names a creature, so it only matters
// when that creature is hostile to the mover).
func (p *HexPlay) Options(mover string) realms.Options {
	return realms.Options{Actions: p.actions, Permits: p.permits}
}

// Toggle takes action a before the next move, or no longer.
func (p *HexPlay) Toggle(a realms.Action) {
	if i := slices.Index(p.actions, a); i >= 0 {
		p.actions = slices.Delete(p.actions, i, i+1)
	} else {
		p.actions = append(p.actions, a)
	}
	p.version++
}

// Drop moves creature id to hex to through the rules: the cheapest legal
// path, committed as one undo step; or the rule that forbids it.
func (p *HexPlay) Drop(id string, to grid.Cell) {
	c := p.board.Creature(id)
	if c == nil || c.At == to {
		return
	}
	before := p.snapshot()
	back := p.WithTurn(id)
	pl, err := p.board.Plan(id, to, p.Options(id))
	back()
	if err != nil {
		p.message = says(p.board, err)
		return
	}
	if err := p.board.Apply(pl); err != nil {
		p.message = says(p.board, err)
		return
	}
	p.spend(id, &pl)
	p.record(before)
	p.actions, p.permits = nil, nil
	p.message = "Moved. " + session.HexMoveSummary(c, &pl)
}

// ToggleDoor opens or closes the door or window nearest the map point at
// (laid out by l), when onMap: one undo step.
func (p *HexPlay) ToggleDoor(l render.HexLayout, at render.Point, onMap bool) {
	side, ok := session.HexNearestDoor(p.board, l, at, session.DoorReach)
	if !ok || !onMap {
		p.message = "Point at a door or window to open or close it."
		return
	}
	before := p.snapshot()
	edges, what, _ := session.HexToggleDoor(p.board, side)
	p.board.Edges = edges
	p.record(before)
	p.message = what + "."
}

// Undo and Redo take back the last change and do it again.
func (p *HexPlay) Undo() { p.step(true) }
func (p *HexPlay) Redo() { p.step(false) }

// step undoes (back) or redoes the last change.
func (p *HexPlay) step(back bool) {
	// the current step keeps what changed since it was recorded (a
	// background folded into it), for a redo to bring back
	p.hist.Set(p.snapshot())
	step := p.hist.Redo
	if back {
		step = p.hist.Undo
	}
	if _, ok := step(); !ok {
		p.message = "Nothing to undo or redo."
		return
	}
	p.restore(p.hist.Now())
	p.version++
	p.message = "Undone."
	if !back {
		p.message = "Redone."
	}
}

// Edit changes creature id as change says, as one undo step; what it did
// is the message.
func (p *HexPlay) Edit(id string, what string, change func(c *realms.Creature)) {
	c := p.board.Creature(id)
	if c == nil {
		p.message = "Click a creature to edit it."
		return
	}
	before := p.snapshot()
	c.Effects = slices.Clone(c.Effects) // the undo step keeps the old ones
	change(c)
	p.record(before)
	p.message = calledOn(p.board, c) + ": " + what + "."
}

// HexSpeciesStep is how much [ and ] change the species movement, in feet.
const HexSpeciesStep = 5

// HexEffects are the effects the hex window's keys add and remove, by
// key name: one of each kind the rules apply in order (a rate change, a
// percentage restriction, a flat value), from the text's own examples.
func HexEffects() []struct {
	Key    string
	Effect realms.Effect
} {
	return []struct {
		Key    string
		Effect realms.Effect
	}{
		{"Q", realms.Effect{Name: "quick step", Kind: realms.Rate, Value: 10}},
		{"E", realms.Effect{Name: "encumbered", Kind: realms.Rate, Value: -10}},
		{"K", realms.Effect{Name: "bound", Kind: realms.Percent, Value: 50}},
		{"G", realms.Effect{Name: "ghoul touch", Kind: realms.Feet, Value: -25}},
	}
}

// SpeciesStep raises (up) or lowers creature id's species movement by
// HexSpeciesStep feet, not below 0: one undo step.
func (p *HexPlay) SpeciesStep(id string, up bool) {
	c := p.board.Creature(id)
	if c == nil {
		return
	}
	if up {
		p.Edit(id, fmt.Sprintf("species movement %d ft", c.Speed+HexSpeciesStep), func(c *realms.Creature) { c.Speed += HexSpeciesStep })
		return
	}
	if c.Speed < HexSpeciesStep {
		p.message = calledOn(p.board, c) + "'s species movement is already 0."
		return
	}
	p.Edit(id, fmt.Sprintf("species movement %d ft", c.Speed-HexSpeciesStep), func(c *realms.Creature) { c.Speed -= HexSpeciesStep })
}

// ToggleProne lays creature id down or stands it up: one undo step.
func (p *HexPlay) ToggleProne(id string) {
	c := p.board.Creature(id)
	if c == nil {
		return
	}
	what := "prone"
	if c.Prone {
		what = "standing"
	}
	p.Edit(id, what, func(c *realms.Creature) { c.Prone = !c.Prone })
}

// ToggleEffect gives creature id effect e, or takes it away when it has
// one whose name begins with e's ("quick step" finds the file's "quick
// step axiom" too): one undo step.
func (p *HexPlay) ToggleEffect(id string, e realms.Effect) {
	c := p.board.Creature(id)
	if c == nil {
		return
	}
	i := slices.IndexFunc(c.Effects, func(f realms.Effect) bool { return strings.HasPrefix(f.Name, e.Name) })
	if i >= 0 {
		p.Edit(id, "no longer "+e.Name, func(c *realms.Creature) { c.Effects = slices.Delete(c.Effects, i, i+1) })
	} else {
		p.Edit(id, EffectText(e), func(c *realms.Creature) { c.Effects = append(c.Effects, e) })
	}
}
