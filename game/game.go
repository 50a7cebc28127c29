package game

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
	"github.com/battlemap/battlemap/rules"
)

// Options is what the window needs.
type Options struct {
	Title string
	Board *rules.Board
	// RegularFont and BoldFont are TrueType data.
	RegularFont, BoldFont []byte
	// Screenshot, when set, writes the screen to this PNG after the first
	// frames are drawn and closes the window.
	Screenshot string
}

// screenshotFrame is the frame written by --screenshot: late enough that the
// panel has been laid out and the window has its final size.
const screenshotFrame = 5

// Game is the ebiten.Game of the battle map window.
type Game struct {
	opt      Options
	board    *rules.Board
	renderer *ebitenrender.Renderer
	keymap   Keymap
	keys     ebitenKeys
	cam      Camera
	panel    *panel
	sceneOpt render.Options

	w, h    int // screen size in pixels
	uiScale float64

	hover    rules.Square
	hasHover bool
	selected string

	dragging   bool
	frames     int
	shotErr    error
	shotDone   bool
	quit       bool
	lastCursor image.Point
}

// New makes the window's game. Call Run to open it.
func New(opt Options) (*Game, error) {
	if opt.Board == nil {
		return nil, errors.New("game: no board")
	}
	r, err := ebitenrender.New(opt.RegularFont, opt.BoldFont)
	if err != nil {
		return nil, err
	}
	g := &Game{opt: opt, board: opt.Board, renderer: r, keymap: DefaultKeymap(), sceneOpt: render.DefaultOptions(), uiScale: 1}
	return g, nil
}

// Run opens the window and returns when it is closed.
func Run(opt Options) error {
	g, err := New(opt)
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle("battlemap — " + opt.Title)
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return g.shotErr
}

// Board is the board as it is now.
func (g *Game) Board() *rules.Board { return g.board }

// ebitenKeys reads the real keyboard for the keymap.
type ebitenKeys struct{}

func (ebitenKeys) Down(k ebiten.Key) bool        { return ebiten.IsKeyPressed(k) }
func (ebitenKeys) JustPressed(k ebiten.Key) bool { return inpututil.IsKeyJustPressed(k) }

// Update reads input and changes the state. It does no drawing.
func (g *Game) Update() error {
	if g.quit || g.shotDone {
		return ebiten.Termination
	}
	if g.panel == nil {
		return nil // Layout has not run yet
	}
	g.panel.ui.Update()
	area := MapArea(g.w, g.h, g.uiScale)
	if !g.cam.fitted {
		g.cam.Fit(render.BuildScene(g.board, render.Options{}).Bounds, area)
	}
	for _, a := range g.keymap.Actions(g.keys) {
		g.do(a, area)
	}
	g.pointer(area)
	return nil
}

func (g *Game) do(a Action, area Area) {
	const panStep = 12
	switch a {
	case ActPanLeft:
		g.cam.Pan(panStep*g.uiScale, 0)
	case ActPanRight:
		g.cam.Pan(-panStep*g.uiScale, 0)
	case ActPanUp:
		g.cam.Pan(0, panStep*g.uiScale)
	case ActPanDown:
		g.cam.Pan(0, -panStep*g.uiScale)
	case ActZoomIn:
		g.cam.ZoomAt(area.Center(), 1.25)
	case ActZoomOut:
		g.cam.ZoomAt(area.Center(), 1/1.25)
	case ActFit:
		g.cam.Fit(render.BuildScene(g.board, render.Options{}).Bounds, area)
	case ActCancel:
		g.selected = ""
	case ActToggleHeights:
		g.sceneOpt.HeightNumbers = !g.sceneOpt.HeightNumbers
	case ActQuit:
		g.quit = true
	}
}

// pointer handles the mouse: hover, select, pan by dragging, zoom by wheel.
// Nothing reaches the map while the pointer is over the panel.
func (g *Game) pointer(area Area) {
	x, y := ebiten.CursorPosition()
	cur := image.Point{x, y}
	fx, fy := float64(x), float64(y)
	overMap := area.Contains(fx, fy)

	panning := ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle)
	if panning && g.dragging {
		g.cam.Pan(float64(cur.X-g.lastCursor.X), float64(cur.Y-g.lastCursor.Y))
	}
	if (inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) || inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonMiddle)) && overMap {
		g.dragging = true
	}
	if !panning {
		g.dragging = false
	}
	g.lastCursor = cur

	g.hasHover = false
	if overMap {
		if _, wy := ebiten.Wheel(); wy != 0 {
			g.cam.ZoomAt(render.Point{X: fx, Y: fy}, math.Pow(1.15, wy))
		}
		m := g.cam.View.ToMap(render.Point{X: fx, Y: fy})
		q := rules.Square{X: int(math.Floor(m.X)), Y: int(math.Floor(m.Y))}
		if g.board.In(q) {
			g.hover, g.hasHover = q, true
		}
		if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
			g.selected = ""
			if g.hasHover {
				if c := g.creatureUnder(q); c != nil {
					g.selected = c.ID
				}
			}
		}
	}
	square := "Point at a square."
	if g.hasHover {
		square = describeSquare(g.board, g.hover)
	}
	who := "Click a creature to see its statistics."
	if c, ok := g.board.Creature(g.selected); ok {
		who = describeCreature(g.board, c)
	}
	g.panel.show(square, who)
}

// creatureUnder picks the creature shown at q: the highest one whose
// footprint covers it (a flyer drawn over a walker).
func (g *Game) creatureUnder(q rules.Square) *rules.Creature {
	var best *rules.Creature
	for i := range g.board.Creatures {
		c := &g.board.Creatures[i]
		if c.Covers(q) && (best == nil || c.Z > best.Z) {
			best = c
		}
	}
	return best
}

// Draw draws the frame: background, scene, panel.
func (g *Game) Draw(screen *ebiten.Image) {
	if g.panel == nil {
		return
	}
	opt := g.sceneOpt
	opt.Hover, opt.HasHover, opt.Selected = g.hover, g.hasHover, g.selected
	scene := render.BuildScene(g.board, opt)
	screen.Fill(scene.Background)
	area := MapArea(g.w, g.h, g.uiScale)
	mapImg := screen.SubImage(image.Rect(int(area.X), int(area.Y), int(area.X+area.W), int(area.Y+area.H))).(*ebiten.Image)
	g.renderer.Draw(mapImg, scene, g.cam.View)
	g.panel.ui.Draw(screen)
	g.frames++
	if g.opt.Screenshot != "" && g.frames == screenshotFrame {
		g.shotErr = writePNG(g.opt.Screenshot, screen)
		g.shotDone = true
	}
}

// Layout makes the screen as many pixels as the window has on the display,
// so text and lines stay crisp on HiDPI screens.
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	panic("LayoutF is used")
}

// LayoutF implements ebiten.LayoutFer.
func (g *Game) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	w, h := int(math.Ceil(outsideWidth*s)), int(math.Ceil(outsideHeight*s))
	if g.panel == nil || s != g.uiScale {
		g.uiScale = s
		g.panel = newPanel(g.renderer, g.opt.Title, s)
		g.cam.fitted = false
	}
	g.w, g.h = w, h
	return float64(w), float64(h)
}

// writePNG saves the screen atomically (temporary file, then rename).
func writePNG(path string, screen *ebiten.Image) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, ".screenshot-*.png")
	if err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	defer os.Remove(f.Name())
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := os.Chmod(f.Name(), 0o644); err != nil { // CreateTemp makes it private
		return fmt.Errorf("screenshot: %w", err)
	}
	return os.Rename(f.Name(), path)
}
