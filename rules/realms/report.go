package realms

import (
	"cmp"
	"slices"

	"github.com/battlemap/battlemap/grid"
)

// Pos is a hex in the map's offset coordinates, [col, row], as files and
// the command line write it.
type Pos [2]int

// Pos converts an axial cell to the map's [col, row].
func (b *Board) Pos(c grid.Cell) Pos {
	o := b.Offset(c)
	return Pos{o.Col, o.Row}
}

// Cell converts [col, row] to the axial cell.
func (b *Board) Cell(p Pos) grid.Cell {
	return b.Geometry.Orientation.Axial(grid.Offset{Col: p[0], Row: p[1]})
}

// MoveReport is a Plan in the JSON of `battlemap move` (a contract): the
// Draw Steel fields (creature, to, path, cost, speed, remaining) with
// positions as [col, row] and every figure in feet, and the breakdown
// behind them.
type MoveReport struct {
	Creature string `json:"creature"`
	To       Pos    `json:"to"`
	// Path is the hexes from where the creature stands to where it ends,
	// both included, as Draw Steel's `battlemap move` prints it.
	Path []Pos `json:"path"`
	// Cost is what the path spends.
	Cost int `json:"cost"`
	// Speed is the round's movement after effects.
	Speed int `json:"speed"`
	// Remaining is speed - actionCost - cost.
	Remaining  int            `json:"remaining"`
	ActionCost int            `json:"actionCost"`
	Actions    []ActionReport `json:"actions"`
	Movement   MovementReport `json:"movement"`
	Steps      []StepReport   `json:"steps"`
}

// ActionReport is one action and its cost.
type ActionReport struct {
	Action string `json:"action"`
	Feet   int    `json:"feet"`
}

// MovementReport is the round's movement, effect by effect.
type MovementReport struct {
	Species int            `json:"species"`
	Effects []EffectReport `json:"effects"`
	Round   int            `json:"round"`
}

// EffectReport is one effect and the movement after it.
type EffectReport struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"` // "rate", "percent" or "feet", the effect's field in map files
	Value int    `json:"value"`
	After int    `json:"after"`
}

// StepReport is one hex of the path: its cost and why.
type StepReport struct {
	To        Pos    `json:"to"`
	Feet      int    `json:"feet"`
	Difficult bool   `json:"difficult,omitempty"`
	Through   string `json:"through,omitempty"`
	Crawling  bool   `json:"crawling,omitempty"`
}

// MoveReport is the plan as `battlemap move` prints it.
func (b *Board) MoveReport(p Plan) MoveReport {
	r := MoveReport{
		Creature: p.Creature, To: b.Pos(p.To()), Path: []Pos{}, Cost: p.Cost, Speed: p.Speed(),
		Remaining: p.Remaining, ActionCost: p.Budget.ActionCost, Actions: []ActionReport{},
		Movement: movementReport(p.Budget.Movement), Steps: []StepReport{},
	}
	for _, c := range p.Path {
		r.Path = append(r.Path, b.Pos(c))
	}
	for _, a := range p.Budget.Actions {
		r.Actions = append(r.Actions, ActionReport{a.Action.String(), a.Feet})
	}
	for _, s := range p.Steps {
		r.Steps = append(r.Steps, StepReport{b.Pos(s.To), s.Feet, s.Difficult, s.Through, s.Crawling})
	}
	return r
}

func movementReport(m Movement) MovementReport {
	r := MovementReport{Species: m.Species, Round: m.Round, Effects: []EffectReport{}}
	for _, s := range m.Steps {
		r.Effects = append(r.Effects, EffectReport{s.Effect.Name, s.Effect.Kind.String(), s.Effect.Value, s.After})
	}
	return r
}

// ReachReport is `battlemap move` without a destination: every hex the
// creature can end its move in, with the cheapest cost.
type ReachReport struct {
	Creature string `json:"creature"`
	Speed    int    `json:"speed"`
	// Left is what the actions leave of the speed for hexes.
	Left     int            `json:"left"`
	Crawling bool           `json:"crawling,omitempty"`
	Movement MovementReport `json:"movement"`
	Reach    []ReachedHex   `json:"reach"`
}

// ReachedHex is one hex a move can end in.
type ReachedHex struct {
	To   Pos `json:"to"`
	Cost int `json:"cost"`
}

// ReachReport lists the hexes r can end in, where the creature stands
// included (as Draw Steel's `battlemap move` lists it), cheapest first,
// then by row and column.
func (b *Board) ReachReport(r *Reach) ReachReport {
	out := ReachReport{Creature: r.Creature, Speed: r.Budget.Movement.Round, Left: r.Budget.Left,
		Crawling: r.Crawling, Movement: movementReport(r.Budget.Movement), Reach: []ReachedHex{}}
	for _, x := range r.All(nil) {
		if x.CanEnd || x.At == r.Start {
			out.Reach = append(out.Reach, ReachedHex{b.Pos(x.At), x.Feet})
		}
	}
	slices.SortFunc(out.Reach, func(a, b ReachedHex) int {
		return cmp.Or(a.Cost-b.Cost, a.To[1]-b.To[1], a.To[0]-b.To[0])
	})
	return out
}
