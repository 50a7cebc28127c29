// The help page: every key binding, from the keymap table.

package game

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// drawHelp lists every key binding, from the keymap table itself.
func (g *Game) drawHelp(screen *ebiten.Image) {
	sc := g.uiScale
	vector.FillRect(screen, 0, 0, float32(g.w), float32(g.h), color.RGBA{8, 10, 14, 235}, false)
	g.label(screen, "Keys  (? or Esc closes)", 40*sc, 40*sc, 26, panelTitle)
	rows := HelpRows(g.keymap)
	per := (len(rows) + 1) / 2
	for i, r := range rows {
		col, row := i/per, i%per
		x := (40 + float64(col)*float64(g.w)/sc/2) * sc
		y := (90 + float64(row)*30) * sc
		g.label(screen, r[0], x, y, 17, panelTitle)
		g.label(screen, r[1], x+200*sc, y, 17, color.White)
	}
	for i, l := range []string{
		"Mouse: click selects a creature, picks the target, then commits the move aimed at.",
		"Shift+click queues more targets, or adds waypoints to a slide; drag the target to shape a slide.",
		"Drag with the right or middle button to pan; the wheel zooms toward the pointer.",
	} {
		g.label(screen, l, 40*sc, float64(g.h)-(100-float64(i)*28)*sc, 16, panelDim)
	}
}

// HelpRows is the keymap as (keys, what they do) rows, bindings with the
// same action merged.
func HelpRows(km Keymap) [][2]string {
	var rows [][2]string
	index := map[Action]int{}
	for _, b := range km {
		k := keyName(b)
		switch {
		case b.Act > ActDistance0 && b.Act <= ActDistance9:
			rows[index[ActDistance0]][0] = "0 … 9"
			continue
		case strings.HasPrefix(b.Key.String(), "Numpad"):
			continue // the same as the main keys
		case b.Act >= ActPanLeft && b.Act <= ActPanDown:
			if i, ok := index[ActPanLeft]; ok {
				rows[i][0] += " " + k
				continue
			}
			index[ActPanLeft] = len(rows)
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

// keySymbols are the keys shown as what is printed on them.
var keySymbols = map[ebiten.Key]string{
	ebiten.KeyEqual: "+", ebiten.KeyMinus: "-", ebiten.KeyBracketLeft: "[", ebiten.KeyBracketRight: "]",
	ebiten.KeyArrowLeft: "←", ebiten.KeyArrowRight: "→", ebiten.KeyArrowUp: "↑", ebiten.KeyArrowDown: "↓",
}

func keyName(b Binding) string {
	var parts []string
	if b.Mods&ModCtrl != 0 {
		parts = append(parts, "Ctrl")
	}
	if b.Key == ebiten.KeySlash && b.Mods&ModShift != 0 {
		return "?"
	}
	name, ok := keySymbols[b.Key]
	if !ok {
		name = b.Key.String()
	}
	name = strings.TrimPrefix(name, "Digit")
	if b.Mods&ModShift != 0 {
		parts = append(parts, "Shift")
	}
	return strings.Join(append(parts, name), "+")
}
