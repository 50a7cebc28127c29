// The help page: every key binding, from the keymap table.

package game

import (
	"fmt"
	"strings"

	"github.com/battlemap/battlemap/session"
	"github.com/ebitenui/ebitenui"
)

// HelpMouse is the help page's lines about the mouse, naming the keys km
// binds.
func HelpMouse(km Keymap) [4]string {
	return [...]string{
		"Mouse: click selects a creature, picks the target, then commits the move aimed at.",
		"Shift+click queues more targets, or adds waypoints to a slide; drag the target to shape a slide.",
		"Drag with the right or middle button to pan; the wheel zooms toward the pointer.",
		fmt.Sprintf("Map editor (%s): arrows move the cursor, %s starts and ends a stroke, %s drops it, %s the tool, %s/%s the shape, %s then 1-9 a creature; R turns a hex side.",
			km.Say(session.ActMapEdit, "Map"), km.Say(session.ActCommit, "Commit"), km.Say(session.ActCancel, "Cancel"), km.Say(session.ActNextCreature, "Tab"),
			km.Say(session.ActAimUp, "Page Up"), km.Say(session.ActAimDown, "Page Down"), km.Say(session.ActAddCreature, "Add")),
	}
}

// helpView is the help page's ebitenui widgets, built again when the
// window, the UI scale, the theme or the keys change.
type helpView struct {
	Ui   *ebitenui.UI
	Look string
}

// HelpRows is what window w's keys do, as (keys, what they do) rows:
// session.KeyRows of w's ruleset with the keys of km, rebound keys as
// they are now.
func HelpRows(km Keymap, w window) [][2]string {
	var out [][2]string
	for _, r := range session.KeyRows(rulesetOf(w), km.keysOf) {
		keys := strings.Join(r.Keys, r.Sep)
		if r.Arrows() {
			keys = "Arrows " + keys
		}
		out = append(out, [2]string{keys, r.Help})
	}
	return out
}

// rulesetOf is the ruleset whose window w is.
func rulesetOf(w window) session.Rulesets {
	switch w {
	case HexWindow:
		return session.OnHexes
	case ZoneWindow:
		return session.OnZones
	}
	return session.OnSquares
}

// keyName is a binding's key as the help and the buttons show it
// ("Ctrl+Z", "?", "]"): session.KeyLabel of the settings file's name.
func keyName(b Binding) string { return session.KeyLabel(keyText(b.Key, b.Mods)) }
