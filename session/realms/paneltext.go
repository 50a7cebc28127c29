package realms

import "github.com/battlemap/battlemap/rules/realms"

// PanelLine is one line of a play panel's text, for a window that lays
// its text out with its own widgets: the words, a figure at the right end,
// the size at UI scale 1 and the colour.
type PanelLine struct {
	Text, Right string
	Size        float64
	Bold        bool
	Ink         PanelInk
}

// PanelInk is which of the theme's colours a panel line is in.
type PanelInk int

const (
	InkPlain PanelInk = iota
	InkDim
	InkTitle
	InkGood
	InkBad
)

// HexPanelText is what the hex window's panel says about creature c (nil:
// none shown), line by line (HexPanel draws the same lines); a line with
// neither text nor figure is half a line of space.
func HexPanelText(c *realms.Creature, actions []realms.Action, plan *realms.Plan, permit string, taken []realms.Action) []PanelLine {
	var out []PanelLine
	for _, l := range hexPanelLines(c, actions, plan, permit, taken) {
		ink := [...]PanelInk{InkPlain, InkTitle, InkGood, InkBad}[min(int(l.ink), 3)]
		if l.dim {
			ink = InkDim
		}
		out = append(out, PanelLine{Text: l.text, Right: l.right, Size: l.size, Bold: l.bold, Ink: ink})
	}
	return out
}
