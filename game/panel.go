package game

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/ebitenui/ebitenui"
	euiimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/rules"
)

// panel is the ebitenui side panel: the encounter's name, the forced move
// being prepared (buttons that send the same actions as the keys), what is
// under the pointer, the selected creature, and the event log.
type panel struct {
	ui                                *ebitenui.UI
	side                              *widget.Container
	title, settings, square, who, log *widget.Text
	width                             float64
	last                              [5]string
}

var (
	panelBack   = color.NRGBA{0x1d, 0x21, 0x29, 0xff}
	panelInk    = color.NRGBA{0xe8, 0xe8, 0xec, 0xff}
	panelDim    = color.NRGBA{0x9a, 0xa3, 0xb2, 0xff}
	panelTitle  = color.NRGBA{0xff, 0xdd, 0x55, 0xff}
	buttonIdle  = color.NRGBA{0x33, 0x3a, 0x47, 0xff}
	buttonHover = color.NRGBA{0x45, 0x4e, 0x60, 0xff}
	buttonEdge  = color.NRGBA{0x5a, 0x66, 0x7a, 0xff}
)

func newPanel(g *Game, uiScale float64) *panel {
	r := g.renderer
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
			widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(int(16*uiScale))),
			widget.RowLayoutOpts.Spacing(int(10*uiScale)),
		)),
		widget.ContainerOpts.WidgetOpts(
			widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{
				HorizontalPosition: widget.AnchorLayoutPositionEnd,
				StretchVertical:    true,
			}),
			widget.WidgetOpts.MinSize(int(p.width), 0),
		),
	)
	maxW := p.width - 32*uiScale
	mk := func(s string, px float64, bold bool, c color.Color) *widget.Text {
		return widget.NewText(widget.TextOpts.Text(s, face(px, bold), c), widget.TextOpts.MaxWidth(maxW))
	}
	p.title = mk(g.enc.Name, 22, true, panelTitle)
	buttons := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(3),
		widget.GridLayoutOpts.Spacing(int(5*uiScale), int(5*uiScale)),
		widget.GridLayoutOpts.Stretch([]bool{true, true, true}, nil),
	)))
	img := &widget.ButtonImage{
		Idle:    euiimage.NewBorderedNineSliceColor(buttonIdle, buttonEdge, int(math.Max(1, uiScale))),
		Hover:   euiimage.NewBorderedNineSliceColor(buttonHover, panelTitle, int(math.Max(1, uiScale))),
		Pressed: euiimage.NewBorderedNineSliceColor(panelTitle, panelTitle, int(math.Max(1, uiScale))),
	}
	for _, b := range []struct {
		label string
		act   Action
	}{
		{"Push  P", ActPush}, {"Pull  L", ActPull}, {"Slide  S", ActSlide},
		{"Distance −", ActDistanceDown}, {"Distance +", ActDistanceUp}, {"Vertical  V", ActVertical},
		{"Melee  M", ActMelee}, {"Stability  T", ActStability}, {"Commit", ActCommit},
		{"Cancel", ActCancel}, {"Undo", ActUndo}, {"Redo", ActRedo},
	} {
		act := b.act
		buttons.AddChild(widget.NewButton(
			widget.ButtonOpts.Image(img),
			widget.ButtonOpts.Text(b.label, face(14, true), &widget.ButtonTextColor{Idle: panelInk, Hover: panelInk, Pressed: panelBack}),
			widget.ButtonOpts.TextPadding(&widget.Insets{Top: int(6 * uiScale), Bottom: int(6 * uiScale)}),
			widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) { g.pending = append(g.pending, act) }),
		))
	}
	p.settings = mk("", 16, true, panelInk)
	p.square = mk("", 15, false, panelInk)
	p.who = mk("", 15, false, panelInk)
	p.log = mk("", 13, false, panelDim)
	help := mk("? shows every key", 13, false, panelDim)
	side.AddChild(p.title, buttons, p.settings, p.square, p.who, help, p.log)
	root.AddChild(side)
	p.side = side
	p.ui = &ebitenui.UI{Container: root}
	return p
}

// refresh updates the texts, touching the widgets only when something changed.
func (p *panel) refresh(g *Game) {
	in := g.in
	b := in.Board()
	st := in.Settings()
	onOff := map[bool]string{true: "on", false: "off"}
	settings := fmt.Sprintf("%s   vertical %s · melee %s\nstability: %s", st.Move(), onOff[st.Vertical], onOff[st.Melee], st.Stability)
	if pv := in.Preview(); pv != nil && in.Mode() == ModePreview {
		settings += fmt.Sprintf("\neffective distance: %d", pv.Effective)
	}
	square := "Point at a square."
	if q, ok := in.Cursor(); ok && b.In(q) {
		square = describeSquare(b, q)
	}
	who := "Click a creature to see its statistics."
	if c, ok := b.Creature(in.Selected()); ok {
		who = describeCreature(b, c)
	}
	log := in.History().Log()
	if len(log) > 9 {
		log = log[len(log)-9:]
	}
	logText := "Event log: nothing yet."
	if len(log) > 0 {
		logText = "Event log\n" + strings.Join(log, "\n")
	}
	changed := false
	for i, v := range []struct {
		w *widget.Text
		s string
	}{{p.settings, settings}, {p.square, square}, {p.who, who}, {p.log, logText}, {p.title, g.enc.Name}} {
		if p.last[i] != v.s {
			v.w.Label, p.last[i] = v.s, v.s
			changed = true
		}
	}
	if changed {
		// texts of a new number of lines need the column laid out again
		p.side.RequestRelayout()
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
