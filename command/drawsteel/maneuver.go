package drawsteel

import (
	"fmt"
	"slices"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// The Draw Steel maneuvers a creature makes on itself, reached from
// `battlemap move` with --mode: Escape Grab and Dig. They are not moves
// along a path (ParseMoveMode does not know them), so they have their own
// JSON.

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
func moveManeuver(call *command.Call, b *drawsteel.Board, m *command.MoveFlags) int {
	c, _ := b.Creature(m.Creature)
	out := maneuverJSON{Creature: m.Creature, Maneuver: m.Mode, From: c.Pos(), To: c.Pos()}
	var nb *drawsteel.Board
	switch m.Mode {
	case modeEscapeGrab:
		switch {
		case m.To != "" || m.Path != "":
			return call.UsageError("--mode escape-grab moves no one: give --result N or --seed N (and --by ID for the creature holding it), not --to or --path")
		case m.Given("result") == m.Given("seed"):
			return call.UsageError("--mode escape-grab needs the power roll: --result N (the total the table rolled, bane included) or --seed N (the program rolls 2d10 + Might or Agility)")
		}
		if err := knownCreatures(b, m.By); err != nil {
			return call.Fail("%v", err)
		}
		// a first look judges the bane before any roll is made
		probe, err := drawsteel.EscapeGrab(b, m.Creature, m.By, drawsteel.PowerRollOf([2]int{1, 1}, 0, 0))
		if err != nil {
			return call.Fail("%s", err)
		}
		roll := drawsteel.PowerRoll{Total: m.Result}
		rj := &rollJSON{Total: m.Result}
		if m.Given("seed") {
			bonus := drawsteel.EscapeBonus(c, probe.Bane)
			roll = drawsteel.RollPower(m.Seed, bonus)
			rj = &rollJSON{Seed: &m.Seed, Dice: &roll.Dice, Bonus: &bonus, Total: roll.Total}
		} else {
			roll = drawsteel.PowerRollOf([2]int{m.Result, 0}, 0, 0)
		}
		rj.Tier = int(roll.Tier)
		res, err := drawsteel.EscapeGrab(b, m.Creature, m.By, roll)
		if err != nil {
			return call.Fail("%s", err)
		}
		out.By, out.Roll, out.Bane, out.Escaped, out.FreeStrikeFirst = m.By, rj, res.Bane, &res.Escaped, res.FreeStrikeFirst
		nb = b
		switch {
		case !res.Escaped:
			out.Text = fmt.Sprintf("%s stays grabbed (Escape Grab, tier %d: no effect)", m.Creature, roll.Tier)
		default:
			if nb, err = drawsteel.ApplyEscape(b, res); err != nil {
				return call.Fail("%s", err)
			}
			out.Text = fmt.Sprintf("%s is no longer grabbed (Escape Grab, tier %d)", m.Creature, roll.Tier)
			if res.FreeStrikeFirst {
				holder := "a creature who has it grabbed"
				if m.By != "" {
					holder = m.By
				}
				out.Text = fmt.Sprintf("%s escapes the grab (Escape Grab, tier 2): %s may first make a melee free strike against it", m.Creature, holder)
			}
		}
	case modeDig:
		switch {
		case m.Given("result") || m.Given("seed") || m.By != "":
			return call.UsageError("--mode dig takes no roll and no --by: give --to X,Y,Z, the creature's own square at the height it digs to")
		case m.To == "" || m.Path != "":
			return call.UsageError("--mode dig needs --to X,Y,Z: the creature's own square and the height it digs to (up to its size in squares up or down)")
		}
		p, hasZ, err := parseSpace(m.To)
		if err != nil {
			return call.UsageError("--to: %v", err)
		}
		if !hasZ || p.Square() != c.At {
			return call.UsageError("--mode dig moves straight up or down: give --to %d,%d,Z (the creature's own square), not %s", c.At.X, c.At.Y, m.To)
		}
		if nb, err = drawsteel.Dig(b, m.Creature, c.Z-p.Z); err != nil {
			return call.Fail("%s", err)
		}
		d, _ := nb.Creature(m.Creature)
		out.To = d.Pos()
		dir := "down"
		if d.Z > c.Z {
			dir = "up"
		}
		out.Text = fmt.Sprintf("%s digs %s from height %d to %d (Dig)", m.Creature, dir, c.Z, d.Z)
	}
	after, _ := nb.Creature(m.Creature)
	out.Conditions = slices.Clone(after.Conditions)
	if out.Conditions == nil {
		out.Conditions = []drawsteel.Condition{}
	}
	return call.JSON(out)
}
