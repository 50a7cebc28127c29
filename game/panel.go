package game

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/ebitenui/ebitenui"
	euiimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/render/ebitenrender"
	"github.com/battlemap/battlemap/rules"
)

// panel is the ebitenui side panel: the encounter's name, what is under the
// pointer, the selected creature's statistics, and a reminder of the controls.
type panel struct {
	ui                     *ebitenui.UI
	title, square, subject *widget.Text
	width                  float64
	lastSquare, lastWho    string
}

var (
	panelBack  = color.NRGBA{0x1d, 0x21, 0x29, 0xff}
	panelInk   = color.NRGBA{0xe8, 0xe8, 0xec, 0xff}
	panelDim   = color.NRGBA{0x9a, 0xa3, 0xb2, 0xff}
	panelTitle = color.NRGBA{0xff, 0xdd, 0x55, 0xff}
)

func newPanel(r *ebitenrender.Renderer, title string, uiScale float64) *panel {
	face := func(px float64, bold bool) *text.Face {
		var f text.Face = r.Face(px*uiScale, bold)
		return &f
	}
	p := &panel{width: PanelWidth(uiScale)}
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	side := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(euiimage.NewNineSliceColor(panelBack)),
		widget.ContainerOpts.Layout(widget.NewRowLayout(
			widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(int(18*uiScale))),
			widget.RowLayoutOpts.Spacing(int(14*uiScale)),
		)),
		widget.ContainerOpts.WidgetOpts(
			widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{
				HorizontalPosition: widget.AnchorLayoutPositionEnd,
				StretchVertical:    true,
			}),
			widget.WidgetOpts.MinSize(int(p.width), 0),
		),
	)
	maxW := p.width - 36*uiScale
	mk := func(s string, px float64, bold bool, c color.Color) *widget.Text {
		return widget.NewText(widget.TextOpts.Text(s, face(px, bold), c), widget.TextOpts.MaxWidth(maxW))
	}
	p.title = mk(title, 24, true, panelTitle)
	p.square = mk("Point at a square.", 17, false, panelInk)
	p.subject = mk("Click a creature to see its statistics.", 17, false, panelInk)
	help := mk(strings.Join([]string{
		"Drag right/middle or arrows: pan",
		"Wheel, + and -: zoom     F: fit",
		"Click: select     Esc: clear",
		"H: height numbers     Ctrl+Q: quit",
	}, "\n"), 14, false, panelDim)
	side.AddChild(p.title, p.square, p.subject, help)
	root.AddChild(side)
	p.ui = &ebitenui.UI{Container: root}
	return p
}

// show updates the texts, touching the widgets only when something changed.
func (p *panel) show(square, who string) {
	if square != p.lastSquare {
		p.square.Label, p.lastSquare = square, square
	}
	if who != p.lastWho {
		p.subject.Label, p.lastWho = who, who
	}
}

// describeSquare is the panel text for the square under the pointer.
func describeSquare(b *rules.Board, q rules.Square) string {
	c := b.Cell(q)
	var sb strings.Builder
	fmt.Fprintf(&sb, "Square %d, %d\nGround height %d", q.X, q.Y, c.Ground)
	if c.HasWall() {
		fmt.Fprintf(&sb, "\n%s wall, %d high", titleCase(c.Wall.String()), c.WallHeight)
	}
	if c.Liquid > 0 {
		fmt.Fprintf(&sb, "\nLiquid, %d deep", c.Liquid)
	}
	if c.Difficult {
		sb.WriteString("\nDifficult terrain")
	}
	if c.Damaging > 0 {
		fmt.Fprintf(&sb, "\nDamaging: %d on entering", c.Damaging)
	}
	if !c.HasWall() && c.Liquid == 0 && !c.Difficult && c.Damaging == 0 {
		sb.WriteString("\nOpen ground")
	}
	for i := range b.Creatures {
		cr := &b.Creatures[i]
		if cr.Covers(q) {
			fmt.Fprintf(&sb, "\n%s here", cr.Name)
		}
	}
	return sb.String()
}

// describeCreature is the panel text for the selected creature.
func describeCreature(b *rules.Board, c *rules.Creature) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s  (%s)\nSide: %s   Size %s\n", c.Name, c.ID, c.Side, c.Size)
	fmt.Fprintf(&sb, "At %d, %d   height %d", c.At.X, c.At.Y, c.Z)
	if up := c.Z - b.GroundUnder(c.At, c.Size.Squares()); up > 0 {
		fmt.Fprintf(&sb, " (%d above ground)", up)
	}
	fmt.Fprintf(&sb, "\nSpeed %d   Stability %d\nMight %+d   Agility %+d", c.Speed, c.Stability, c.Might, c.Agility)
	if c.MaxStamina > 0 {
		fmt.Fprintf(&sb, "\nStamina %d / %d", c.Stamina, c.MaxStamina)
		switch {
		case c.Dying():
			sb.WriteString("  DYING")
		case c.Winded():
			sb.WriteString("  winded")
		}
	}
	mv := make([]string, len(c.Movement))
	for i, m := range c.Movement {
		mv[i] = string(m)
	}
	fmt.Fprintf(&sb, "\nMoves: %s", strings.Join(mv, ", "))
	var conds []string
	if c.Prone {
		conds = append(conds, "prone")
	}
	for _, k := range c.Conditions {
		conds = append(conds, string(k))
	}
	if len(conds) > 0 {
		fmt.Fprintf(&sb, "\nConditions: %s", strings.Join(conds, ", "))
	}
	return sb.String()
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
