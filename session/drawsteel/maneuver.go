package drawsteel

import (
	"fmt"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// Maneuvers the interaction can run: the user picks the target, then gives
// the tier of the power roll or lets the program roll it.
const (
	maneuverKnockback = "Knockback"
	maneuverGrab      = "Grab"
)

// startManeuver begins Knockback or Grab by the selected creature.
func (in *Interaction) startManeuver(kind string) {
	if in.selected == "" {
		in.message = fmt.Sprintf("%s: select the creature using it first.", kind)
		return
	}
	in.beginManeuver()
	in.source, in.maneuver = in.selected, kind
	in.mode = ModeTargets
	in.message = fmt.Sprintf("%s by %s: click the target (adjacent, your size or smaller, or up to your Might).", kind, in.Name(in.source))
}

// pickManeuverTarget checks the target and asks for the roll.
func (in *Interaction) pickManeuverTarget(id string) {
	if in.maneuver == maneuverEscapeGrab {
		in.pickEscapeHolder(id)
		return
	}
	if in.maneuver == maneuverClimb {
		in.pickClimbTarget(id)
		return
	}
	b := in.Board()
	probe := drawsteel.PowerRollOf([2]int{1, 1}, 0, 0)
	var err error
	if in.maneuver == maneuverKnockback {
		_, err = drawsteel.Knockback(b, in.source, id, probe)
	} else {
		_, err = drawsteel.Grab(b, in.source, id, probe)
	}
	if err != nil {
		in.refuse(fmt.Sprintf("%s can't target %s: %s", in.maneuver, in.Name(id), in.says(err)))
		return
	}
	in.queue = []string{id}
	in.mode = ModeRoll
	u, _ := b.Creature(in.source)
	in.message = fmt.Sprintf("%s on %s: press 1, 2 or 3 for the tier rolled, or R to roll 2d10 %+d (Might).", in.maneuver, in.Name(id), u.Might)
}

// rollManeuver resolves the maneuver with a tier entered (1-3) or, with
// tier 0, a power roll made here from the seed (shown openly).
func (in *Interaction) rollManeuver(tier int) {
	if in.maneuver == maneuverEscapeGrab {
		in.rollEscape(tier)
		return
	}
	if in.maneuver == maneuverClimb {
		in.rollClimb(tier)
		return
	}
	b := in.Board()
	u, _ := b.Creature(in.source)
	target := in.queue[0]
	var roll drawsteel.PowerRoll
	var rolled string
	if tier == 0 {
		roll = drawsteel.RollPower(in.seed, u.Might)
		rolled = fmt.Sprintf("%v (seed %d)", roll, in.seed)
		in.seed++
	} else {
		roll = drawsteel.PowerRoll{Tier: drawsteel.PowerTier(tier), Bonus: u.Might}
		rolled = fmt.Sprintf("tier %d", tier)
	}
	switch in.maneuver {
	case maneuverKnockback:
		res, err := drawsteel.Knockback(b, in.source, target, roll)
		if err != nil {
			in.refuse("Knockback: " + in.says(err))
			return
		}
		fm := res.Forced()
		in.maneuver = ""
		in.settings = MoveSettings{Kind: drawsteel.Push, Distance: res.Push, Stability: drawsteel.FullStability()}
		in.source = fm.Source
		in.queue = []string{fm.Target}
		in.startPreview()
		in.message = fmt.Sprintf("Knockback, %s: push %d. %s", rolled, res.Push, in.message)
	case maneuverGrab:
		res, err := drawsteel.Grab(b, in.source, target, roll)
		if err != nil {
			in.refuse("Grab: " + in.says(err))
			return
		}
		in.maneuver = ""
		in.mode = ModeIdle
		in.queue = nil
		in.before = nil
		if !res.Grabbed {
			in.message = fmt.Sprintf("Grab, %s: no effect on %s.", rolled, in.Name(target))
			return
		}
		nb, err := drawsteel.ApplyGrab(b, res)
		if err != nil {
			in.message = "Grab: " + in.says(err)
			return
		}
		what := fmt.Sprintf("%s grabs %s (Grab, %s)", in.Name(res.User), in.Name(target), rolled)
		lines := []string{what}
		if res.FreeStrikeFirst {
			lines = append(lines, fmt.Sprintf("  %s may first make a melee free strike against %s (Grab, tier 2)", in.Name(target), in.Name(res.User)))
		}
		in.hist.Push(nb, what, lines)
		in.message = what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
	}
}

// beginManeuver ends whatever was under way to start a maneuver, keeping
// the interaction as it was so that a refusal can put it back.
func (in *Interaction) beginManeuver() {
	was := *in
	was.before = nil
	in.Cancel()
	in.before = &was
}

// refuse says why the maneuver under way can't go on and puts the
// interaction back as it was before the maneuver began (the mode, the
// selection, a forced move being aimed): a refused action changes
// nothing but the message. The roll's seed stays spent: a roll shown is
// never made again.
func (in *Interaction) refuse(why string) {
	if in.before != nil {
		seed, keys := in.seed, in.keys
		*in = *in.before
		in.seed, in.keys = seed, keys
	} else {
		in.Cancel()
	}
	in.message = why
}
