package realms

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
)

// hexPanelLine is one line of the hex window's panel.
type hexPanelLine struct {
	text, right string // left-aligned text and a right-aligned figure
	size        float64
	bold, dim   bool
	ink         uint8 // 0 plain, 1 title, 2 good, 3 bad
}

// HexPanelLines is what the hex window's panel says about creature c (nil:
// none shown): the round's movement with its breakdown (species movement,
// each effect in the order it applies, the actions taken, the path being
// dragged and the feet left) and whether the next move may enter a
// hostile's hex. What c used earlier this turn is one of its effects
// (hexView.withTurn). The actions, the turn and the keys are the panel's
// buttons (HexTabButtons).
func hexPanelLines(c *realms.Creature, actions []realms.Action, plan *realms.Plan, permit string, taken []realms.Action) []hexPanelLine {
	const big, normal = 24, 20
	var out []hexPanelLine
	add := func(l hexPanelLine) {
		if l.size == 0 {
			l.size = normal
		}
		out = append(out, l)
	}
	if c == nil {
		add(hexPanelLine{text: "Movement", size: big, bold: true, ink: 1})
		add(hexPanelLine{text: "Point at or click a", dim: true})
		add(hexPanelLine{text: "creature to see why it", dim: true})
		add(hexPanelLine{text: "can move where it can.", dim: true})
	} else {
		name := c.Name
		if name == "" {
			name = c.ID
		}
		add(hexPanelLine{text: name, size: big, bold: true, ink: 1})
		m := c.Movement()
		add(hexPanelLine{text: "species movement", right: fmt.Sprintf("%d ft", m.Species)})
		for _, st := range m.Steps {
			add(hexPanelLine{text: "  " + EffectText(st.Effect), right: fmt.Sprintf("→ %d", st.After)})
		}
		for _, a := range taken {
			add(hexPanelLine{text: "    (" + a.String() + ")", dim: true})
		}
		add(hexPanelLine{text: "this round", right: fmt.Sprintf("%d ft", m.Round), bold: true})
		bu, err := c.Budget(actions)
		for _, a := range bu.Actions {
			add(hexPanelLine{text: "  " + a.Action.String(), right: fmt.Sprintf("-%d", a.Feet)})
		}
		left := bu.Left
		if plan != nil {
			add(hexPanelLine{text: "  path", right: fmt.Sprintf("-%d", plan.Cost)})
			left = plan.Remaining
		}
		switch {
		case !m.CanMove():
			add(hexPanelLine{text: "cannot move (0 or less)", ink: 3, bold: true})
		case err != nil && !c.Prone && slices.Contains(actions, realms.StandUp):
			add(hexPanelLine{text: "7 stand-up: not prone", ink: 3, bold: true})
		case err != nil:
			add(hexPanelLine{text: "actions cost more than", ink: 3, bold: true})
			add(hexPanelLine{text: "the round's movement", ink: 3, bold: true})
		default:
			add(hexPanelLine{text: "left", right: fmt.Sprintf("%d ft", left), bold: true, ink: 2})
		}
		switch {
		case c.Prone && slices.Contains(actions, realms.StandUp):
			add(hexPanelLine{text: "prone: stands up first", dim: true})
		case c.Prone:
			add(hexPanelLine{text: "prone: crawls (3 ft per 1)", dim: true})
		}
	}
	if permit != "" {
		add(hexPanelLine{})
		add(hexPanelLine{text: "may enter the hexes of", bold: true, ink: 2})
		add(hexPanelLine{text: permit})
		add(hexPanelLine{text: "on the next move", dim: true})
	}
	return out
}

// EffectText is an effect as the panel lists it: "quick step +10 ft".
func EffectText(e realms.Effect) string {
	switch e.Kind {
	case realms.Percent:
		return fmt.Sprintf("%s %d%%", e.Name, e.Value)
	}
	return fmt.Sprintf("%s %+d", e.Name, e.Value)
}

// HexPanel is the text of the hex window's side panel for creature c,
// laid out from the top of the screen rectangle r (pixels) down, each
// line wrapped to r's width: its speed, actions and the planned move;
// permit names the hostiles whose hexes the next move may enter ("": none).
// taken are the actions c has used this turn. It returns the scene and
// how far down it reaches (the panel scrolls when that is below r).
func HexPanel(c *realms.Creature, actions []realms.Action, plan *realms.Plan, permit string, taken []realms.Action, r render.Rect, ui render.UIColors, uiScale float64) (*render.Scene, float64) {
	return hexPanelScene(hexPanelLines(c, actions, plan, permit, taken), r, ui, uiScale)
}

// hexPanelScene draws the panel lines from the top of the rectangle r
// (screen pixels) down, their text, spacing and margins scaled by uiScale
// (1 or less: 1x); a line too wide for r wraps (its right figure on the
// last line). It returns the scene and the bottom of its last line.
func hexPanelScene(lines []hexPanelLine, r render.Rect, ui render.UIColors, uiScale float64) (*render.Scene, float64) {
	k := math.Max(1, uiScale)
	left, right := r.Min.X+16*k, r.Max.X-16*k
	s := &render.Scene{}
	y := r.Min.Y + 12*k
	for _, l := range lines {
		h := l.size * k * 1.45
		if l.text == "" && l.right == "" {
			y += h / 2
			continue
		}
		ink := ui.PanelInk
		switch {
		case l.dim:
			ink = ui.PanelDim
		case l.ink == 1:
			ink = ui.PanelTitle
		case l.ink == 2:
			ink = ui.StatusMove
		case l.ink == 3:
			ink = ui.StatusBad
		}
		size := l.size * k
		body := strings.TrimLeft(l.text, " ")
		x := left + render.TextWidth(l.text[:len(l.text)-len(body)], size, l.bold) // an indented line keeps its indent
		room := right - x
		if l.right != "" {
			room -= render.TextWidth(l.right, size, l.bold) + 12*k
		}
		wrapped := render.Wrap(body, math.Max(room, (right-left)/3), func(t string) float64 { return render.TextWidth(t, size, l.bold) })
		if len(wrapped) == 0 {
			wrapped = []string{""}
		}
		for i, t := range wrapped {
			mid := y + h/2
			if t != "" {
				s.AddLabel(render.Point{X: x, Y: mid}, t, size, ink, render.AlignLeft, l.bold)
			}
			if l.right != "" && i == len(wrapped)-1 {
				s.AddLabel(render.Point{X: right, Y: mid}, l.right, size, ink, render.AlignRight, l.bold)
			}
			y += h
		}
	}
	return s, y
}
