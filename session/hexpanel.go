package session

import (
	"fmt"
	"math"
	"slices"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
)

// hexPanelLine is one line of the hex window's panel.
type hexPanelLine struct {
	text, right string // left-aligned text and a right-aligned figure
	size        float64
	bold, dim   bool
	optional    bool  // left out when the panel is too short for every line
	ink         uint8 // 0 plain, 1 title, 2 good, 3 bad
}

// HexPanelLines is what the hex window's panel says about creature c (nil:
// none shown): the round's movement with its breakdown (species movement,
// each effect in the order it applies, the actions taken, the path being
// dragged and the feet left), whether the next move may enter a hostile's
// hex, the turn, and the actions with their keys and costs. What c used
// earlier this turn is one of its effects (hexView.withTurn).
func hexPanelLines(c *realms.Creature, actions []realms.Action, plan *realms.Plan, permit bool, turn int, taken []realms.Action) []hexPanelLine {
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
	add(hexPanelLine{})
	add(hexPanelLine{text: "Space  next turn", right: fmt.Sprintf("turn %d", turn+1), dim: true})
	if permit {
		add(hexPanelLine{text: "P  hostile hex allowed", bold: true, ink: 2})
		add(hexPanelLine{text: "   for the next move", dim: true})
	} else {
		add(hexPanelLine{text: "P  permission / contest won", dim: true})
	}
	add(hexPanelLine{})
	add(hexPanelLine{text: "Actions before the move", bold: true, ink: 1})
	for a := realms.MountMedium; a <= realms.PickUpAndReady; a++ {
		cost := ""
		if c != nil {
			cost = fmt.Sprintf("%d ft", a.Cost(c.Speed))
		}
		add(hexPanelLine{text: fmt.Sprintf("%d  %s", a+1, a), right: cost, bold: slices.Contains(actions, a), ink: map[bool]uint8{true: 2}[slices.Contains(actions, a)]})
	}
	add(hexPanelLine{optional: true})
	add(hexPanelLine{text: "Edit", bold: true, ink: 1, optional: true})
	add(hexPanelLine{text: "[ ]  species -5/+5   L  prone", optional: true})
	add(hexPanelLine{text: "Q E K G  quick step, encumb-", optional: true})
	add(hexPanelLine{text: "ered, bound, ghoul touch", optional: true})
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

// HexPanel is the hex window's side panel for creature c, drawn in the
// screen rectangle r (pixels): its speed, actions, the planned move and the
// keys. taken are the actions c has used this turn.
func HexPanel(c *realms.Creature, actions []realms.Action, plan *realms.Plan, permit bool, turn int, taken []realms.Action, r render.Rect, ui render.UIColors, uiScale float64) *render.Scene {
	return hexPanelScene(hexPanelLines(c, actions, plan, permit, turn, taken), r, ui, uiScale)
}

// hexPanelScene draws the panel lines in the rectangle r (screen pixels),
// their text, spacing and margins scaled by uiScale (1 or less: 1x).
func hexPanelScene(lines []hexPanelLine, r render.Rect, ui render.UIColors, uiScale float64) *render.Scene {
	k := math.Max(1, uiScale)
	a := struct{ X, Y, W, H float64 }{r.Min.X, r.Min.Y, r.Max.X - r.Min.X, r.Max.Y - r.Min.Y}
	s := &render.Scene{}
	s.AddRect(r, ui.Panel, ui.Panel, 0)
	height := func(l hexPanelLine) float64 {
		if l.text == "" && l.right == "" {
			return l.size * k * 1.45 / 2
		}
		return l.size * k * 1.45
	}
	total := 16 * k
	for _, l := range lines {
		total += height(l)
	}
	y := a.Y + 16*k
	for _, l := range lines {
		h := height(l)
		if l.optional && total > a.H {
			continue
		}
		if y+h > a.Y+a.H {
			break // a line that does not fit whole is left out, never cut
		}
		if l.text == "" && l.right == "" {
			y += h
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
		mid := y + h/2
		s.AddLabel(render.Point{X: a.X + 16*k, Y: mid}, l.text, l.size*k, ink, render.AlignLeft, l.bold)
		if l.right != "" {
			s.AddLabel(render.Point{X: a.X + a.W - 16*k, Y: mid}, l.right, l.size*k, ink, render.AlignRight, l.bold)
		}
		y += h
	}
	return s
}
