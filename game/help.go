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
	rows := helpRows(g.keymap.In(squareWindow))
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

// helpRows is the keymap as (keys, what they do) rows, bindings with the
// same action merged.
func helpRows(km Keymap) [][2]string {
	var rows [][2]string
	index := map[session.Action]int{}
	for _, b := range km {
		k := keyName(b)
		switch {
		case b.Act > session.ActDistance0 && b.Act <= session.ActDistance9:
			rows[index[session.ActDistance0]][0] = "0 … 9"
			continue
		case strings.HasPrefix(b.Key.String(), "Numpad"):
			continue // the same as the main keys
		case b.Act >= session.ActPanLeft && b.Act <= session.ActPanDown:
			if i, ok := index[session.ActPanLeft]; ok {
				rows[i][0] += " " + k
				continue
			}
			index[session.ActPanLeft] = len(rows)
			rows = append(rows, [2]string{"Arrows " + k, "pan (in a preview: move the aim)"})
			continue
		}
		if i, ok := index[b.Act]; ok {
			rows[i][0] += ", " + k
			continue
		}
		index[b.Act] = len(rows)
		rows = append(rows, [2]string{k, b.Act.String()})
	}
	return rows
}

// keySymbol is what is printed on the keys shown as a symbol, if key is one.
func keySymbol(key ebiten.Key) (string, bool) {
	switch key {
	case ebiten.KeyEqual:
		return "+", true
	case ebiten.KeyMinus:
		return "-", true
	case ebiten.KeyBracketLeft:
		return "[", true
	case ebiten.KeyBracketRight:
		return "]", true
	case ebiten.KeyArrowLeft:
		return "←", true
	case ebiten.KeyArrowRight:
		return "→", true
	case ebiten.KeyArrowUp:
		return "↑", true
	case ebiten.KeyArrowDown:
		return "↓", true
	}
	return "", false
}

func keyName(b Binding) string {
	var parts []string
	if b.Mods&modCtrl != 0 {
		parts = append(parts, "Ctrl")
	}
	if b.Key == ebiten.KeySlash && b.Mods&modShift != 0 {
		return "?"
	}
	name, ok := keySymbol(b.Key)
	if !ok {
		name = b.Key.String()
	}
	name = strings.TrimPrefix(name, "Digit")
	if b.Mods&modShift != 0 {
		parts = append(parts, "Shift")
	}
	return strings.Join(append(parts, name), "+")
}
