package game

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
	"github.com/battlemap/battlemap/rules/zones"
)

// ZoneViewOptions says what RunZoneView shows.
type ZoneViewOptions struct {
	Encounter *maps.Encounter // a zone map (Encounter.Zones set)
	// Screenshot, when set, writes the window to this PNG after the first
	// frames and quits.
	Screenshot            string
	RegularFont, BoldFont []byte
}

// zoneView is the window for a zone map, read-only as a first step: the
// zones fitted to the window as export draws them, the zone under the
// pointer described in the status line, and the zones within speed of the
// creature pointed at (or clicked, which keeps it) outlined with their
// cost and challenges.
type zoneView struct {
	opt      ZoneViewOptions
	board    *zones.Board
	boxes    []render.Rect
	outlines [][]render.Point
	r        *ebitenrender.Renderer
	w, h     int
	hover    int // zone index under the pointer, -1: none
	pointed  string
	selected string
	scene    *render.Scene
	sceneFor string
	frames   int
	quit     bool
	err      error
}

// RunZoneView opens the window for a zone map and returns when it closes.
func RunZoneView(opt ZoneViewOptions) error {
	if opt.Encounter == nil || opt.Encounter.Zones == nil {
		return errors.New("game: no zone map to show")
	}
	b, err := opt.Encounter.Zones.Board()
	if err != nil {
		return err
	}
	r, err := ebitenrender.New(opt.RegularFont, opt.BoldFont)
	if err != nil {
		return err
	}
	v := &zoneView{opt: opt, board: b, r: r, hover: -1}
	v.boxes, v.outlines = ZoneBoxes(opt.Encounter.Zones)
	ebiten.SetWindowTitle("battlemap — " + opt.Encounter.Name + " (zone map, read-only)")
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(v); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return v.err
}

// ZoneStatusHeight is the height of the zone window's status line in
// pixels.
const ZoneStatusHeight = 44

// view fits the map scene above the status line.
func (v *zoneView) view(s *render.Scene) render.View {
	return render.Fit(s.Bounds, 8, 8, float64(v.w)-16, float64(v.h-ZoneStatusHeight)-16)
}

func (v *zoneView) Update() error {
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
	v.hover, v.pointed = render.ZoneAt(v.boxes, p), ""
	m := v.opt.Encounter.Zones.Map
	if v.hover >= 0 {
		v.pointed = render.ZoneTokenAt(v.board, v.boxes, m.Zones[v.hover].ID, v.hover, p)
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		v.selected = v.pointed
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		v.selected = ""
	}
	return nil
}

// shown is the creature whose reach is outlined: the one clicked, else
// the one pointed at.
func (v *zoneView) shown() string {
	if v.selected != "" {
		return v.selected
	}
	return v.pointed
}

func (v *zoneView) Draw(screen *ebiten.Image) {
	t := render.ScreenTheme()
	id := v.shown()
	hover := ""
	if v.hover >= 0 {
		hover = v.opt.Encounter.Zones.Map.Zones[v.hover].ID
	}
	if key := id + "|" + hover; v.scene == nil || key != v.sceneFor {
		zm := render.ZoneMap{Board: v.board, Boxes: v.boxes, Outlines: v.outlines, Selected: id, Hover: hover}
		if id != "" {
			if plan, err := zones.Move(v.board, zones.MoveRequest{Creature: id}); err == nil {
				zm.Reach = plan.Reach
			}
		}
		v.scene, v.sceneFor = render.BuildZoneScene(zm, t), key
	}
	ebitenrender.Fill(screen, t.Background)
	v.r.Draw(screen, v.scene, v.view(v.scene))
	status := &render.Scene{}
	status.AddRect(render.Rect{Min: render.Point{X: 0, Y: float64(v.h - ZoneStatusHeight)}, Max: render.Point{X: float64(v.w), Y: float64(v.h)}}, t.StaminaBack, t.StaminaBack, 0)
	status.AddLabel(render.Point{X: 14, Y: float64(v.h) - ZoneStatusHeight/2}, v.statusText(id), 19, t.TokenText, render.AlignLeft, false)
	v.r.Draw(screen, status, render.View{Scale: 1})

	v.frames++
	if v.opt.Screenshot != "" && v.frames == screenshotFrame {
		if err := writePNG(v.opt.Screenshot, screen); err != nil {
			v.err = err
		}
		v.quit = true
	}
}

// statusText describes the zone under the pointer and the creature whose
// reach is shown.
func (v *zoneView) statusText(id string) string {
	var parts []string
	if v.hover >= 0 {
		z := v.opt.Encounter.Zones.Map.Zones[v.hover]
		s := z.Name
		if s == "" {
			s = z.ID
		}
		s += fmt.Sprintf(" (%s): %g m", z.ID, z.Elevation)
		if z.Limit > 0 {
			s += fmt.Sprintf(", %d/%d", len(v.board.Occupants(z.ID)), z.Limit)
		}
		if adj := v.board.Adjacent(z.ID); len(adj) > 0 {
			s += ", adjacent: " + strings.Join(adj, ", ")
		}
		parts = append(parts, s)
	}
	if c, ok := v.board.Creature(id); ok {
		name := c.Name
		if name == "" {
			name = c.ID
		}
		parts = append(parts, fmt.Sprintf("%s: zones within speed outlined with their cost", name))
	}
	if len(parts) == 0 {
		return "Zone map, read-only for now: point at or click a creature to see where it can move. Ctrl+Q quits."
	}
	return strings.Join(parts, "   ·   ")
}

func (v *zoneView) Layout(int, int) (int, int) { panic("LayoutF is used") }

// LayoutF implements ebiten.LayoutFer.
func (v *zoneView) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	w, h := int(math.Ceil(outsideWidth*s)), int(math.Ceil(outsideHeight*s))
	v.w, v.h = w, h
	return float64(w), float64(h)
}
