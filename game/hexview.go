package game

import (
	"errors"
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
	"github.com/battlemap/battlemap/rules/realms"
)

// HexViewOptions says what RunHexView shows.
type HexViewOptions struct {
	Encounter *maps.Encounter // a hex map (Encounter.Hex set)
	// Screenshot, when set, writes the window to this PNG after the first
	// frames and quits.
	Screenshot            string
	RegularFont, BoldFont []byte
}

// hexView is the window for an Enchanted Realms hex map, read-only as a
// first step: the map fitted to the window, the hex under the pointer
// described in the status line, and the reach of the creature pointed at
// (or clicked, which keeps it) shaded by the feet it would have left.
type hexView struct {
	opt      HexViewOptions
	board    *realms.Board
	layout   render.HexLayout
	r        *ebitenrender.Renderer
	w, h     int
	hover    grid.Cell
	onMap    bool
	selected string
	// the scene is built again only when what it shows changes
	scene    *render.Scene
	sceneFor string
	frames   int
	quit     bool
	err      error
}

// RunHexView opens the window for a hex map and returns when it closes.
func RunHexView(opt HexViewOptions) error {
	if opt.Encounter == nil || opt.Encounter.Hex == nil {
		return errors.New("game: no hex map to show")
	}
	r, err := ebitenrender.New(opt.RegularFont, opt.BoldFont)
	if err != nil {
		return err
	}
	b := opt.Encounter.Hex.Board
	v := &hexView{opt: opt, board: b, layout: render.NewHexLayout(b.Geometry), r: r}
	ebiten.SetWindowTitle("battlemap — " + opt.Encounter.Name + " (hex map, read-only)")
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(v); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return v.err
}

// HexStatusHeight is the height of the hex window's status line in pixels.
const HexStatusHeight = 44

// view fits the map scene above the status line.
func (v *hexView) view(s *render.Scene) render.View {
	return render.Fit(s.Bounds, 8, 8, float64(v.w)-16, float64(v.h-HexStatusHeight)-16)
}

func (v *hexView) Update() error {
	if v.quit || v.err != nil {
		return ebiten.Termination
	}
	if ebiten.IsKeyPressed(ebiten.KeyControl) && inpututil.IsKeyJustPressed(ebiten.KeyQ) {
		return ebiten.Termination
	}
	if v.scene == nil {
		return nil
	}
	x, y := ebiten.CursorPosition()
	p := v.view(v.scene).ToMap(render.Point{X: float64(x), Y: float64(y)})
	v.hover = v.layout.CellAt(p)
	v.onMap = v.board.Geometry.In(v.hover)
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		v.selected = ""
		if c := v.creatureAt(v.hover); c != nil {
			v.selected = c.ID
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		v.selected = ""
	}
	return nil
}

// creatureAt is the creature whose space holds hex h, or nil.
func (v *hexView) creatureAt(h grid.Cell) *realms.Creature {
	for i := range v.board.Creatures {
		c := &v.board.Creatures[i]
		for _, f := range c.Size.Footprint(c.At, nil) {
			if f == h {
				return c
			}
		}
	}
	return nil
}

// shown is the creature whose reach is shaded: the one clicked, else the
// one pointed at.
func (v *hexView) shown() *realms.Creature {
	if v.selected != "" {
		return v.board.Creature(v.selected)
	}
	if v.onMap {
		return v.creatureAt(v.hover)
	}
	return nil
}

func (v *hexView) Draw(screen *ebiten.Image) {
	t := render.ScreenTheme()
	c := v.shown()
	key := ""
	if c != nil {
		key = c.ID
	}
	if v.scene == nil || key != v.sceneFor {
		opt := render.HexOptions{Theme: t, Coordinates: true, Material: v.opt.Encounter.Hex.Material}
		if c != nil {
			opt.Selected = c.ID
			if r, err := v.board.Reach(c.ID, realms.Options{}); err == nil {
				opt.Reach = r
			}
		}
		v.scene, v.sceneFor = render.BuildHexScene(v.board, opt), key
	}
	ebitenrender.Fill(screen, t.Background)
	view := v.view(v.scene)
	if v.onMap {
		hl := &render.Scene{}
		k := v.layout.Corners(v.hover, 0)
		hl.AddPolygon(color.RGBA{}, t.Hover, 0.06, k[:]...)
		v.r.Draw(screen, v.scene, view)
		v.r.Draw(screen, hl, view)
	} else {
		v.r.Draw(screen, v.scene, view)
	}
	status := &render.Scene{}
	status.AddRect(render.Rect{Min: render.Point{X: 0, Y: float64(v.h - HexStatusHeight)}, Max: render.Point{X: float64(v.w), Y: float64(v.h)}}, t.StaminaBack, t.StaminaBack, 0)
	status.AddLabel(render.Point{X: 14, Y: float64(v.h) - HexStatusHeight/2}, v.statusText(c), 19, t.TokenText, render.AlignLeft, false)
	v.r.Draw(screen, status, render.View{Scale: 1})

	v.frames++
	if v.opt.Screenshot != "" && v.frames == screenshotFrame {
		if err := writePNG(v.opt.Screenshot, screen); err != nil {
			v.err = err
		}
		v.quit = true
	}
}

// statusText describes the hex under the pointer and the creature whose
// reach is shown, with its round's movement.
func (v *hexView) statusText(c *realms.Creature) string {
	var parts []string
	if v.onMap {
		o := v.board.Offset(v.hover)
		parts = append(parts, fmt.Sprintf("[%d, %d] %s", o.Col, o.Row, v.board.TerrainAt(v.hover)))
	}
	if c != nil {
		m := c.Movement()
		s := fmt.Sprintf("%s: %d ft", c.Name, m.Species)
		for _, st := range m.Steps {
			s += fmt.Sprintf(", %s → %d", st.Effect.Name, st.After)
		}
		if c.Prone {
			s += ", prone (crawls)"
		}
		parts = append(parts, s+": shaded by feet left")
	}
	if len(parts) == 0 {
		return "Hex map, read-only for now: point at or click a creature to see its reach. Ctrl+Q quits."
	}
	return strings.Join(parts, "   ·   ")
}

func (v *hexView) Layout(int, int) (int, int) { panic("LayoutF is used") }

// LayoutF implements ebiten.LayoutFer.
func (v *hexView) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	w, h := int(math.Ceil(outsideWidth*s)), int(math.Ceil(outsideHeight*s))
	v.w, v.h = w, h
	return float64(w), float64(h)
}
