package main

import (
	"fmt"
	"io"
	"slices"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// The Draw Steel maneuvers a creature makes on itself, reached from
// `battlemap move` with --mode: Escape Grab and Dig. They are not moves
// along a path (ParseMoveMode does not know them), so they have their own
// JSON.

const (
	modeEscapeGrab = "escape-grab"
	modeDig        = "dig"
)

// maneuverJSON is an Escape Grab or Dig as `battlemap move` prints it.
type maneuverJSON struct {
	Creature string `json:"creature"`
	Maneuver string `json:"maneuver"`
	// By is the creature holding the grabbed one (--by), if given.
	By   string        `json:"by,omitempty"`
	From drawsteel.Pos `json:"from"`
	To   drawsteel.Pos `json:"to"`
	// Roll, Bane, Escaped and FreeStrikeFirst are Escape Grab's.
	Roll            *rollJSON `json:"roll,omitempty"`
	Bane            bool      `json:"bane,omitempty"`
	Escaped         *bool     `json:"escaped,omitempty"`
	FreeStrikeFirst bool      `json:"freeStrikeFirst,omitempty"`
	// Conditions are the creature's conditions afterwards.
	Conditions []drawsteel.Condition `json:"conditions"`
	Text       string                `json:"text"`
}

// rollJSON is a power roll: the total and its tier, and the dice and the
// seed when the program rolled it.
type rollJSON struct {
	Seed  *uint64 `json:"seed,omitempty"`
	Dice  *[2]int `json:"dice,omitempty"`
	Bonus *int    `json:"bonus,omitempty"`
	Total int     `json:"total"`
	Tier  int     `json:"tier"`
}

// moveManeuver runs --mode escape-grab or dig for the creature on b.
func moveManeuver(b *drawsteel.Board, m *moveFlags, stdout, stderr io.Writer, usageErr, fail func(string, ...any) int) int {
	c, _ := b.Creature(m.creature)
	out := maneuverJSON{Creature: m.creature, Maneuver: m.mode, From: c.Pos(), To: c.Pos()}
	var nb *drawsteel.Board
	switch m.mode {
	case modeEscapeGrab:
		switch {
		case m.to != "" || m.path != "":
			return usageErr("--mode escape-grab moves no one: give --result N or --seed N (and --by ID for the creature holding it), not --to or --path")
		case m.given("result") == m.given("seed"):
			return usageErr("--mode escape-grab needs the power roll: --result N (the total the table rolled, bane included) or --seed N (the program rolls 2d10 + Might or Agility)")
		}
		if err := knownCreatures(b, m.by); err != nil {
			return fail("%v", err)
		}
		// a first look judges the bane before any roll is made
		probe, err := drawsteel.EscapeGrab(b, m.creature, m.by, drawsteel.PowerRollOf([2]int{1, 1}, 0, 0))
		if err != nil {
			return fail("%s", err)
		}
		roll := drawsteel.PowerRoll{Total: m.result}
		rj := &rollJSON{Total: m.result}
		if m.given("seed") {
			bonus := drawsteel.EscapeBonus(c, probe.Bane)
			roll = drawsteel.RollPower(m.seed, bonus)
			rj = &rollJSON{Seed: &m.seed, Dice: &roll.Dice, Bonus: &bonus, Total: roll.Total}
		} else {
			roll = drawsteel.PowerRollOf([2]int{m.result, 0}, 0, 0)
		}
		rj.Tier = int(roll.Tier)
		res, err := drawsteel.EscapeGrab(b, m.creature, m.by, roll)
		if err != nil {
			return fail("%s", err)
		}
		out.By, out.Roll, out.Bane, out.Escaped, out.FreeStrikeFirst = m.by, rj, res.Bane, &res.Escaped, res.FreeStrikeFirst
		nb = b
		switch {
		case !res.Escaped:
			out.Text = fmt.Sprintf("%s stays grabbed (Escape Grab, tier %d: no effect)", m.creature, roll.Tier)
		default:
			if nb, err = drawsteel.ApplyEscape(b, res); err != nil {
				return fail("%s", err)
			}
			out.Text = fmt.Sprintf("%s is no longer grabbed (Escape Grab, tier %d)", m.creature, roll.Tier)
			if res.FreeStrikeFirst {
				holder := "a creature who has it grabbed"
				if m.by != "" {
					holder = m.by
				}
				out.Text = fmt.Sprintf("%s escapes the grab (Escape Grab, tier 2): %s may first make a melee free strike against it", m.creature, holder)
			}
		}
	case modeDig:
		switch {
		case m.given("result") || m.given("seed") || m.by != "":
			return usageErr("--mode dig takes no roll and no --by: give --to X,Y,Z, the creature's own square at the height it digs to")
		case m.to == "" || m.path != "":
			return usageErr("--mode dig needs --to X,Y,Z: the creature's own square and the height it digs to (up to its size in squares up or down)")
		}
		p, hasZ, err := parseSpace(m.to)
		if err != nil {
			return usageErr("--to: %v", err)
		}
		if !hasZ || p.Square() != c.At {
			return usageErr("--mode dig moves straight up or down: give --to %d,%d,Z (the creature's own square), not %s", c.At.X, c.At.Y, m.to)
		}
		if nb, err = drawsteel.Dig(b, m.creature, c.Z-p.Z); err != nil {
			return fail("%s", err)
		}
		d, _ := nb.Creature(m.creature)
		out.To = d.Pos()
		dir := "down"
		if d.Z > c.Z {
			dir = "up"
		}
		out.Text = fmt.Sprintf("%s digs %s from height %d to %d (Dig)", m.creature, dir, c.Z, d.Z)
	}
	after, _ := nb.Creature(m.creature)
	out.Conditions = slices.Clone(after.Conditions)
	if out.Conditions == nil {
		out.Conditions = []drawsteel.Condition{}
	}
	return writeJSON(stdout, stderr, out)
}
