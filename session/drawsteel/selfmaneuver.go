package drawsteel

import (
	"fmt"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// The Draw Steel maneuvers a creature makes on itself: Escape Grab (pick
// who holds it, then enter the tier or roll) and Dig (choose how far up or
// down, then commit).
const (
	maneuverEscapeGrab = "Escape Grab"
	maneuverDig        = "Dig"
)

// startEscape begins Escape Grab by the selected creature.
func (in *Interaction) startEscape() {
	if in.selected == "" {
		in.message = "Escape Grab: select the grabbed creature first."
		return
	}
	id := in.selected
	if _, err := drawsteel.EscapeGrab(in.Board(), id, "", drawsteel.PowerRollOf([2]int{1, 1}, 0, 0)); err != nil {
		in.message = in.says(err)
		return
	}
	in.beginManeuver()
	in.source, in.maneuver = id, maneuverEscapeGrab
	in.mode = ModeTargets
	in.message = fmt.Sprintf("Escape Grab by %s: click the creature holding it (its size decides the bane), or %s itself when an object or effect holds it.",
		in.Name(id), in.Name(id))
}

// pickEscapeHolder takes the creature clicked as the one holding the
// grabbed creature (none when it clicked itself) and asks for the roll.
func (in *Interaction) pickEscapeHolder(id string) {
	holder := id
	if id == in.source {
		holder = ""
	}
	b := in.Board()
	probe, err := drawsteel.EscapeGrab(b, in.source, holder, drawsteel.PowerRollOf([2]int{1, 1}, 0, 0))
	if err != nil {
		in.refuse("Escape Grab: " + in.says(err))
		return
	}
	in.queue = nil
	held := "an object or effect"
	if holder != "" {
		in.queue = []string{holder}
		held = in.Name(holder)
	}
	c, _ := b.Creature(in.source)
	bane := ""
	if probe.Bane {
		bane = ", less 2 for the bane (smaller than " + held + ")"
	}
	in.mode = ModeRoll
	in.message = fmt.Sprintf("Escape Grab by %s, held by %s: press 1, 2 or 3 for the tier rolled, or %s to roll 2d10 %+d (Might or Agility%s).",
		in.Name(in.source), held, in.key(session.ActRoll, "Roll"), drawsteel.EscapeBonus(c, probe.Bane), bane)
}

// rollEscape resolves Escape Grab with a tier entered (1-3) or, with tier
// 0, a power roll made here from the seed (shown openly).
func (in *Interaction) rollEscape(tier int) {
	b := in.Board()
	c, _ := b.Creature(in.source)
	holder := ""
	if len(in.queue) > 0 {
		holder = in.queue[0]
	}
	probe, err := drawsteel.EscapeGrab(b, in.source, holder, drawsteel.PowerRollOf([2]int{1, 1}, 0, 0))
	if err != nil {
		in.message = "Escape Grab: " + in.says(err)
		return
	}
	var roll drawsteel.PowerRoll
	var rolled string
	if tier == 0 {
		roll = drawsteel.RollPower(in.seed, drawsteel.EscapeBonus(c, probe.Bane))
		rolled = fmt.Sprintf("%v (seed %d)", roll, in.seed)
		in.seed++
	} else {
		roll = drawsteel.PowerRoll{Tier: drawsteel.PowerTier(tier)}
		rolled = fmt.Sprintf("tier %d", tier)
	}
	id := in.source
	in.maneuver, in.mode, in.queue = "", ModeIdle, nil
	res, err := drawsteel.EscapeGrab(b, id, holder, roll)
	if err != nil {
		in.message = "Escape Grab: " + in.says(err)
		return
	}
	if !res.Escaped {
		in.message = fmt.Sprintf("Escape Grab, %s: no effect; %s stays grabbed.", rolled, in.Name(id))
		return
	}
	nb, err := drawsteel.ApplyEscape(b, res)
	if err != nil {
		in.message = "Escape Grab: " + in.says(err)
		return
	}
	what := fmt.Sprintf("%s escapes the grab (Escape Grab, %s)", in.Name(id), rolled)
	lines := []string{what}
	if res.FreeStrikeFirst {
		who := "a creature who has it grabbed"
		if holder != "" {
			who = in.Name(holder)
		}
		lines = append(lines, fmt.Sprintf("  %s may first make a melee free strike against %s (Escape Grab, tier 2)", who, in.Name(id)))
	}
	in.hist.Push(nb, what, lines)
	in.message = what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
}

// startDig begins Dig by the selected creature: 1 square down, or up when
// it can't go down.
func (in *Interaction) startDig() {
	if in.selected == "" {
		in.message = "Dig: select the burrowing creature first."
		return
	}
	id := in.selected
	b := in.Board()
	dig := 1
	if _, err := drawsteel.Dig(b, id, 1); err != nil {
		if _, up := drawsteel.Dig(b, id, -1); up != nil {
			in.message = in.says(err)
			return
		}
		dig = -1
	}
	in.Cancel()
	in.source, in.maneuver, in.dig = id, maneuverDig, dig
	in.mode = ModeRoll
	in.digMessage()
}

// digKey handles an action while a Dig is set up, and reports whether it
// did: Dist + and Page Down dig deeper, Dist − and Page Up go up, a digit
// digs down that many squares, Commit digs.
func (in *Interaction) digKey(a session.Action) bool {
	c, ok := in.Board().Creature(in.source)
	if !ok {
		return false
	}
	size := c.Size.Number()
	step := func(d int) {
		n := in.dig + d
		if n == 0 {
			n += d
		}
		if grid.Abs(n) <= size {
			in.dig = n
		}
		in.digMessage()
	}
	switch {
	case a == session.ActDistanceUp || a == session.ActAimDown:
		step(1)
	case a == session.ActDistanceDown || a == session.ActAimUp:
		step(-1)
	case a > session.ActDistance0 && a <= session.ActDistance9 && int(a-session.ActDistance0) <= size:
		in.dig = int(a - session.ActDistance0)
		in.digMessage()
	case a >= session.ActDistance0 && a <= session.ActDistance9:
		in.digMessage()
		in.message = fmt.Sprintf("Dig moves 1 to %s. %s", session.Count(size, "square"), in.message)
	case a == session.ActRoll:
		in.digMessage()
		in.message = "Dig takes no roll. " + in.message
	case a == session.ActCommit:
		in.commitDig()
	default:
		return false
	}
	return true
}

// digMessage says where the Dig being set up goes and how to change it.
func (in *Interaction) digMessage() {
	c, _ := in.Board().Creature(in.source)
	dir, n := "down", in.dig
	if n < 0 {
		dir, n = "up", -n
	}
	in.message = fmt.Sprintf("Dig by %s: %s %s (from height %d). %s digs deeper, %s goes up (at most %s, its size); %s digs.",
		in.Name(in.source), session.Count(n, "square"), dir, c.Z, in.key(session.ActDistanceUp, "Dist +"), in.key(session.ActDistanceDown, "Dist −"),
		session.Count(c.Size.Number(), "square"), in.key(session.ActCommit, "Commit"))
}

// commitDig carries out the Dig set up.
func (in *Interaction) commitDig() {
	b := in.Board()
	id, dig := in.source, in.dig
	nb, err := drawsteel.Dig(b, id, dig)
	if err != nil {
		in.message = "Dig: " + in.says(err)
		return
	}
	in.maneuver, in.mode, in.dig = "", ModeIdle, 0
	c, _ := b.Creature(id)
	d, _ := nb.Creature(id)
	dir := "down"
	if d.Z > c.Z {
		dir = "up"
	}
	what := fmt.Sprintf("%s digs %s from height %d to %d (Dig)", in.Name(id), dir, c.Z, d.Z)
	in.hist.Push(nb, what, []string{what})
	in.message = what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
}
