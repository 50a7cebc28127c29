package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// hexEffects are the effects the hex window's keys add and remove: one of
// each kind the rules apply in order (a rate change, a percentage
// restriction, a flat value), from the text's own examples.
func hexEffects() []struct {
	Key    ebiten.Key
	Effect realms.Effect
} {
	return []struct {
		Key    ebiten.Key
		Effect realms.Effect
	}{
		{ebiten.KeyQ, realms.Effect{Name: "quick step", Kind: realms.Rate, Value: 10}},
		{ebiten.KeyE, realms.Effect{Name: "encumbered", Kind: realms.Rate, Value: -10}},
		{ebiten.KeyB, realms.Effect{Name: "bound", Kind: realms.Percent, Value: 50}},
		{ebiten.KeyG, realms.Effect{Name: "ghoul touch", Kind: realms.Feet, Value: -25}},
	}
}

// speciesStep is how much [ and ] change the species movement, in feet.
const speciesStep = 5

// edit changes creature id as change says, as one undo step; what it did
// is the message.
func (v *hexView) edit(id string, what string, change func(c *realms.Creature)) {
	c := v.board.Creature(id)
	if c == nil {
		v.message = "Click a creature to edit it."
		return
	}
	before := v.snapshot()
	c.Effects = slices.Clone(c.Effects) // the undo step keeps the old ones
	change(c)
	v.undo, v.redo = append(v.undo, before), nil
	v.version++
	v.changes++
	v.message = c.Name + ": " + what + "."
}

// editKeys applies the editing keys to the creature shown: [ and ] the
// species movement, Q E B G toggle an effect, L prone.
func (v *hexView) editKeys(in Input) {
	c := v.shown()
	if c == nil {
		return
	}
	id := c.ID
	switch {
	case in.JustPressed(ebiten.KeyBracketRight):
		v.edit(id, fmt.Sprintf("species movement %d ft", c.Speed+speciesStep), func(c *realms.Creature) { c.Speed += speciesStep })
	case in.JustPressed(ebiten.KeyBracketLeft):
		if c.Speed < speciesStep {
			v.message = c.Name + "'s species movement is already 0."
			return
		}
		v.edit(id, fmt.Sprintf("species movement %d ft", c.Speed-speciesStep), func(c *realms.Creature) { c.Speed -= speciesStep })
	case in.JustPressed(ebiten.KeyL):
		what := "prone"
		if c.Prone {
			what = "standing"
		}
		v.edit(id, what, func(c *realms.Creature) { c.Prone = !c.Prone })
	}
	for _, e := range hexEffects() {
		if !in.JustPressed(e.Key) {
			continue
		}
		// "quick step" finds the file's "quick step axiom" too
		i := slices.IndexFunc(c.Effects, func(f realms.Effect) bool { return strings.HasPrefix(f.Name, e.Effect.Name) })
		if i >= 0 {
			v.edit(id, "no longer "+e.Effect.Name, func(c *realms.Creature) { c.Effects = slices.Delete(c.Effects, i, i+1) })
		} else {
			v.edit(id, session.EffectText(e.Effect), func(c *realms.Creature) { c.Effects = append(c.Effects, e.Effect) })
		}
	}
}
