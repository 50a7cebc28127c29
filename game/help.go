// The help page: every key binding, from the keymap table.

package game

import (
	"fmt"
	"strings"

	"github.com/battlemap/battlemap/session"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// helpMouse is the help page's lines about the mouse, naming the keys km
// binds.
func helpMouse(km Keymap) [4]string {
	return [...]string{
		"Mouse: click selects a creature, picks the target, then commits the move aimed at.",
		"Shift+click queues more targets, or adds waypoints to a slide; drag the target to shape a slide.",
		"Drag with the right or middle button to pan; the wheel zooms toward the pointer.",
		fmt.Sprintf("Map editor (%s): arrows move the cursor, %s starts and ends a stroke, %s drops it, %s the tool, %s/%s the shape, %s then 1-9 a creature; R turns a hex side.",
			km.say(session.ActMapEdit, "Map"), km.say(session.ActCommit, "Commit"), km.say(session.ActCancel, "Cancel"), km.say(session.ActNextCreature, "Tab"),
			km.say(session.ActAimUp, "Page Up"), km.say(session.ActAimDown, "Page Down"), km.say(session.ActAddCreature, "Add")),
	}
}

// drawHelp lists every key binding, from the keymap table itself, in two
// columns sized to the window: the text shrinks (never below 11 pixels)
// until every row fits, so it all shows at 1280x720.
func (g *Game) drawHelp(screen *ebiten.Image) {
	sc := g.uiScale
	W, H := float64(g.w)/sc, float64(g.h)/sc // in unscaled pixels
	vector.FillRect(screen, 0, 0, float32(g.w), float32(g.h), g.colors().HelpBack, false)
	g.label(screen, "Keys  (? or Esc closes)", 40*sc, 36*sc, 26, g.colors().PanelTitle)
	rows := helpRows(g.keymap, squareWindow)
	per := (len(rows) + 1) / 2
	const top, margin = 74.0, 40.0
	mouseH := float64(len(helpMouse(nil))) * 24
	px := min(17, (H-top-mouseH-30)/float64(per)/1.55)
	colW := (W - 2*margin) / 2
	width := func(s string, px float64) float64 { return text.Advance(s, g.renderer.Face(px*sc, true)) / sc }
	for ; px > 11; px -= 0.5 {
		keyW, fits := 0.0, true
		for _, r := range rows {
			keyW = max(keyW, width(r[0], px))
		}
		for _, r := range rows {
			if keyW+px+width(r[1], px) > colW-px {
				fits = false
				break
			}
		}
		if fits {
			break
		}
	}
	keyW := 0.0
	for _, r := range rows {
		keyW = max(keyW, width(r[0], px))
	}
	for i, r := range rows {
		col, row := i/per, i%per
		x := margin + float64(col)*colW
		y := top + (float64(row)+0.5)*px*1.55
		g.label(screen, r[0], x*sc, y*sc, px, g.colors().PanelTitle)
		g.label(screen, r[1], (x+keyW+px)*sc, y*sc, px, g.colors().PanelInk)
	}
	mpx := min(16, px)
	for i, l := range helpMouse(g.keymap) {
		g.label(screen, l, margin*sc, (H-mouseH-8+float64(i)*24+12)*sc, mpx, g.colors().PanelDim)
	}
}

// helpRows is what window w's keys do, as (keys, what they do) rows:
// session.KeyRows of w's ruleset with the keys of km, rebound keys as
// they are now.
func helpRows(km Keymap, w window) [][2]string {
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
	case hexWindow:
		return session.OnHexes
	case zoneWindow:
		return session.OnZones
	}
	return session.OnSquares
}

// keyName is a binding's key as the help and the buttons show it
// ("Ctrl+Z", "?", "]"): session.KeyLabel of the settings file's name.
func keyName(b Binding) string { return session.KeyLabel(keyText(b.Key, b.Mods)) }
