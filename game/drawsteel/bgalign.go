// The map editor's Background tool in the square window: pick
// a picture with the file chooser, drag it into place, scale it with the
// wheel or + and -, calibrate it from a box over cells of its painted
// grid; the grid and the numbers are drawn over it while aligning. Where
// the picture is stored and the maths are session/background.go; each
// gesture is one undo step (dsplay.Interaction.SetBackground).

package drawsteel

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"path/filepath"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// bgState is the square window's background picture: the Background
// tool's state, and the picture read for the background of the current
// undo step.
type bgState struct {
	// tool: the map editor's palette is the Background tool.
	tool  bool
	align session.BackgroundAlign
	// hidden leaves the picture out while aligning, to see the map.
	hidden bool
	// press is where the pointer was pressed, on screen: a press that
	// goes no farther than a click's wobble is a click.
	press image.Point
	// pending names, for a picture not yet copied beside the encounter
	// (a map with no file yet), the file it is read from.
	pending map[string]string
	// the picture read, the file it came from (or the one that could
	// not be read, with pic nil), and its size
	file string
	pic  *render.Picture
	w, h int
}

// aligning reports whether the Background tool is in use: the grid and
// the numbers are drawn over the map, and a picture being dragged over it.
func (g *Game) aligning() bool {
	return g.bgs.tool && g.in.Mode() == dsplay.ModeMapEdit
}

// startBackgroundTool makes the map editor's palette the Background tool.
func (g *Game) startBackgroundTool() {
	g.bgs.tool = true
	if g.in.Background() == nil {
		g.in.SetMessage("Background: Pick picture… in the panel chooses a PNG, JPEG or WebP to put under the grid.")
	} else {
		g.in.SetMessage("Background: drag the picture to move it; the wheel or + and − scale it; Calibrate fits it to a box of cells.")
	}
	g.panel.show(pageMap)
}

// bgFile is the file the picture named image is read from: the one picked
// for a map with no file yet, or the one beside the encounter ("" when
// neither is known).
func (g *Game) bgFile(image string) string {
	if src, ok := g.bgs.pending[image]; ok {
		return src
	}
	if g.path == "" {
		return ""
	}
	return filepath.Join(filepath.Dir(g.path), filepath.FromSlash(image))
}

// showBackground reads the picture of the current step's background when
// it is another file than the one read, and puts it under the map (not
// while a drag moves it: the overlay draws it then; not while hidden).
// It returns what went wrong reading it ("" when nothing did).
func (g *Game) showBackground() string {
	bg := g.in.Background()
	g.sceneOpt.Background, g.sceneOpt.BackgroundRect = nil, render.Rect{}
	if bg == nil {
		return ""
	}
	file := g.bgFile(bg.Image)
	if file != g.bgs.file {
		g.bgs.file, g.bgs.pic = file, nil
		if file == "" {
			return ""
		}
		var img *maps.BackgroundImage
		var err error
		b := g.in.Board()
		if _, ok := g.bgs.pending[bg.Image]; ok {
			var data []byte
			if data, _, _, err = maps.ReadImage(file); err == nil {
				img, err = maps.DecodeBackgroundFor(file, data, bg, b.Width, b.Height, true)
			}
		} else {
			img, err = maps.LoadBackgroundFor(g.path, bg, b.Width, b.Height, true)
		}
		if err != nil {
			return err.Error() + ": the map is drawn without it."
		}
		g.bgs.pic = session.BackgroundPicture(img)
		g.bgs.w, g.bgs.h = img.Width, img.Height
	}
	if _, moving := g.bgs.align.Live(); g.bgs.pic != nil && !(g.aligning() && (moving || g.bgs.hidden)) {
		g.sceneOpt.Background, g.sceneOpt.BackgroundRect = g.bgs.pic, session.BackgroundRect(bg, g.bgs.w, g.bgs.h)
	}
	return ""
}

// resetBackground forgets the picture read and the pictures picked: a
// file was opened or a new map made.
func (g *Game) resetBackground() {
	g.bgs.file, g.bgs.pic, g.bgs.pending = "", nil, nil
	g.bgs.align.Cancel()
}

// chooseBackground shows the file chooser for a picture; the one picked
// becomes the background (replacing any) as one undo step.
func (g *Game) chooseBackground() {
	dir := game.StartFolder(g.path)
	if bg := g.in.Background(); bg != nil && g.bgs.file != "" {
		dir = filepath.Dir(g.bgs.file)
	}
	g.Files.Sheet = game.NewChooser(game.Chooser{Title: "Background picture (PNG, JPEG or WebP)", Verb: "Use", Dir: dir, Ext: ".png .jpg .jpeg .webp",
		Pick: func(path string) error {
			if err := g.useBackground(path); err != nil {
				return err
			}
			g.Files.Sheet = nil
			return nil
		},
		Cancel: func() { g.Files.Sheet = nil }})
}

// useBackground makes the picture file path the background: stored beside
// the encounter (session.PlaceBackground) or, for a map with no file yet,
// remembered to be copied there when it is first saved.
func (g *Game) useBackground(path string) error {
	var pl session.Placed
	var err error
	note := ""
	if g.path != "" {
		pl, err = session.PlaceBackground(filepath.Dir(g.path), path)
		if pl.Copied {
			note = " (copied beside the encounter as " + pl.Image + ")"
		}
	} else {
		pl, err = session.BackgroundName(path)
		if err == nil {
			if abs, aerr := filepath.Abs(path); aerr == nil {
				path = abs
			}
			if g.bgs.pending == nil {
				g.bgs.pending = map[string]string{}
			}
			if old, ok := g.bgs.pending[pl.Image]; ok && old != path {
				return fmt.Errorf("another picture called %s was picked already: save the map first, or rename one of them", pl.Image)
			}
			g.bgs.pending[pl.Image] = path
			note = " (it is copied beside the encounter when the map is first saved)"
		}
	}
	if err != nil {
		return err
	}
	b := g.Board()
	bg := session.FitBackground(pl.Image, pl.Width, b.Width)
	what := "Added the picture " + pl.Image
	if old := g.in.Background(); old != nil {
		what = "Replaced the picture with " + pl.Image
		if g.bgs.pic != nil && g.bgs.w == pl.Width && g.bgs.h == pl.Height {
			// a picture of the same size keeps the alignment
			bg.CellPixels, bg.OffsetX, bg.OffsetY = old.CellPixels, old.OffsetX, old.OffsetY
		}
	}
	if g.in.SetBackground(&bg, what, false) {
		g.in.SetMessage(what + note + ". Drag it into place; " + g.Keymap.Say(session.ActUndo, "Undo") + " undoes it.")
	}
	g.bgs.tool = true
	g.panel.show(pageMap)
	return nil
}

// backgroundFor puts the background's picture beside the encounter about
// to be saved at path when it is not there yet (a map saved for the first
// time, or into another folder), and returns the background as that file
// names it (nil: none): the copy may have another name, when a different
// file had the picture's there. copied says a copy was made.
func (g *Game) backgroundFor(path string) (bg *maps.Background, copied bool, err error) {
	bg = g.in.Background()
	if bg == nil {
		return nil, false, nil
	}
	return game.PlaceBackground(bg, g.bgFile(bg.Image), path)
}

// adoptBackground follows a save to the encounter's (new) file: the
// picture is read from beside it from now on, under the name the file
// gives it (g.enc.Background, as saveTo wrote it).
func (g *Game) adoptBackground() {
	bg, saved := g.in.Background(), g.enc.Background
	if bg == nil || saved == nil {
		return
	}
	delete(g.bgs.pending, bg.Image)
	if saved.Image != bg.Image {
		g.in.RenameBackground(bg.Image, saved.Image)
	}
}

// removeBackground takes the picture away as one undo step.
func (g *Game) removeBackground() {
	if g.in.Background() == nil {
		g.in.SetMessage("There is no picture to remove.")
		return
	}
	g.bgs.align.Cancel()
	g.in.SetBackground(nil, "Removed the background picture", false)
}

// setBackground records a change of the background, folding the steps of
// one turn of the wheel (or one held key) into one.
func (g *Game) setBackground(bg maps.Background, what string, merge bool) {
	g.in.SetBackground(&bg, what, merge)
}

// bgPointer is the left button while the Background tool is chosen: a
// drag moves the picture (or, calibrating, draws a box), release records it.
func (g *Game) bgPointer(mp render.Point, overMap bool) {
	in := g.Input
	bg := g.in.Background()
	x, y := in.Cursor()
	switch {
	case in.MouseJustPressed(ebiten.MouseButtonLeft) && overMap:
		if bg == nil {
			g.in.SetMessage("Pick a picture first (Pick picture… in the panel).")
			return
		}
		g.bgs.press = image.Point{x, y}
		g.bgs.align.Down(*bg, mp)
	case in.MouseDown(ebiten.MouseButtonLeft) && g.bgs.align.Pressed():
		g.bgs.align.Drag(mp)
	case in.MouseJustReleased(ebiten.MouseButtonLeft) && g.bgs.align.Pressed():
		d := math.Hypot(float64(x-g.bgs.press.X), float64(y-g.bgs.press.Y))
		g.bgUp(mp, d > game.ClickWobble*g.uiScale)
	default:
		g.bgs.align.Hover(mp)
	}
}

// bgUp ends a gesture of the Background tool at the map point mp,
// recording what it did as one undo step.
func (g *Game) bgUp(mp render.Point, dragged bool) {
	nb, what, ok := g.bgs.align.Up(mp, dragged)
	if ok {
		g.setBackground(nb, what, false)
		g.panel.show(pageMap)
	} else if what != "" {
		g.in.SetMessage(what)
	}
}

// bgGesture is a finger while the Background tool is chosen: a drag (or a
// press and hold, then a drag) moves the picture, or calibrating draws a
// box; a tap is a click of a calibration's corner. Two fingers pinch the
// view as anywhere.
func (g *Game) bgGesture(e gesture.Event) {
	game.AlignGesture(&g.bgs.align, g.in.Background(), e, g.cam.View, game.ClickWobble*g.uiScale, g.bgUp,
		func() { g.in.SetMessage("Pick a picture first (Pick picture… in the panel).") })
}

// bgWheel scales the picture about the pointer by the wheel's notches
// (Shift: a tenth as much); Ctrl and the wheel zoom the view as usual. It
// reports whether it took the wheel.
func (g *Game) bgWheel(wy float64, at render.Point) bool {
	in := g.Input
	bg := g.in.Background()
	if !g.aligning() || bg == nil || game.CtrlHeld(in) {
		return false
	}
	fine := in.Down(ebiten.KeyShiftLeft) || in.Down(ebiten.KeyShiftRight)
	g.setBackground(session.StepBackground(*bg, wy, fine, g.cam.View.ToMap(at)), "Scaled the picture", true)
	return true
}

// bgAction is a key or button while aligning: + and - scale the picture
// about the pointer, the arrows nudge it a pixel a press (Shift: 10), Esc drops a
// calibration under way or goes back to the map tools. It reports whether
// it took the action.
func (g *Game) bgAction(a session.Action, area game.Area) bool {
	if !g.aligning() {
		return false
	}
	in := g.Input
	bg := g.in.Background()
	shift := in.Down(ebiten.KeyShiftLeft) || in.Down(ebiten.KeyShiftRight)
	at := g.pointerMap
	if !area.Contains(float64(g.lastCursor.X), float64(g.lastCursor.Y)) {
		at = g.cam.View.ToMap(area.Center())
	}
	switch a {
	case session.ActCommit:
		return true // Enter starts no stroke here
	case session.ActNextCreature, session.ActPrevCreature, session.ActAimUp, session.ActAimDown:
		// Tab and Page Up/Down choose a map tool: back to them
		g.bgs.align.Cancel()
		g.bgs.tool = false
		return false
	case session.ActCancel:
		if _, _, ok := g.bgs.align.Box(); ok || g.bgs.align.Pressed() {
			g.bgs.align.Cancel()
			g.in.SetMessage("Calibration cancelled.")
			return true
		}
		g.bgs.tool = false
		g.panel.show(pageMap)
		return true
	case session.ActZoomIn, session.ActZoomOut:
		if bg == nil {
			return false
		}
		n := 1.0
		if a == session.ActZoomOut {
			n = -1
		}
		g.setBackground(session.StepBackground(*bg, n, shift, at), "Scaled the picture", true)
		return true
	case session.ActPanLeft, session.ActPanRight, session.ActPanUp, session.ActPanDown:
		if bg == nil {
			return false
		}
		key := map[session.Action]ebiten.Key{session.ActPanLeft: ebiten.KeyArrowLeft, session.ActPanRight: ebiten.KeyArrowRight, session.ActPanUp: ebiten.KeyArrowUp, session.ActPanDown: ebiten.KeyArrowDown}[a]
		if !in.JustPressed(key) {
			return true // held: one nudge a press
		}
		px := 1.0
		if shift {
			px = 10
		}
		d := map[session.Action]render.Point{session.ActPanLeft: {X: -px}, session.ActPanRight: {X: px}, session.ActPanUp: {Y: -px}, session.ActPanDown: {Y: px}}[a]
		g.setBackground(session.MoveBackground(*bg, render.Point{X: d.X / bg.CellPixels, Y: d.Y / bg.CellPixels}), "Nudged the picture", true)
		return true
	}
	return false
}

// bgOverlay draws, while aligning, the picture where a drag under way puts
// it (over the map, the part off the map veiled), the grid over it, and
// the calibration box.
func (g *Game) bgOverlay() *render.Scene {
	s := &render.Scene{}
	bg := g.in.Background()
	b := g.Board()
	v := g.cam.View
	px := 1 / v.Scale // one screen pixel in map units
	if live, ok := g.bgs.align.Live(); ok && bg != nil && g.bgs.pic != nil && !g.bgs.hidden {
		r := session.BackgroundRect(&live, g.bgs.w, g.bgs.h)
		s.Shapes = append(s.Shapes, render.Shape{Kind: render.Image, Points: s.Arena(r.Min, r.Max, r.Min, r.Max), Picture: g.bgs.pic})
		veil := color.RGBA{A: 190}
		W, H := float64(b.Width), float64(b.Height)
		for _, part := range []render.Rect{
			{Min: r.Min, Max: render.Point{X: r.Max.X, Y: math.Min(r.Max.Y, 0)}},
			{Min: render.Point{X: r.Min.X, Y: math.Max(r.Min.Y, H)}, Max: r.Max},
			{Min: render.Point{X: r.Min.X, Y: math.Max(r.Min.Y, 0)}, Max: render.Point{X: math.Min(r.Max.X, 0), Y: math.Min(r.Max.Y, H)}},
			{Min: render.Point{X: math.Max(r.Min.X, W), Y: math.Max(r.Min.Y, 0)}, Max: render.Point{X: r.Max.X, Y: math.Min(r.Max.Y, H)}},
		} {
			if part.Max.X > part.Min.X && part.Max.Y > part.Min.Y {
				s.AddRect(part, veil, color.RGBA{}, 0)
			}
		}
	}
	// the rules grid, light lines with a dark edge so they show on any picture
	halo, ink := color.RGBA{A: 170}, color.RGBA{R: 255, G: 224, B: 64, A: 255}
	W, H := float64(b.Width), float64(b.Height)
	for _, pass := range []struct {
		c color.RGBA
		w float64
	}{{halo, 4 * px}, {ink, 1.6 * px}} {
		for x := 0; x <= b.Width; x++ {
			s.AddLine(render.Point{X: float64(x)}, render.Point{X: float64(x), Y: H}, pass.c, pass.w)
		}
		for y := 0; y <= b.Height; y++ {
			s.AddLine(render.Point{Y: float64(y)}, render.Point{X: W, Y: float64(y)}, pass.c, pass.w)
		}
	}
	if from, to, ok := g.bgs.align.Box(); ok {
		r := render.Rect{Min: render.Point{X: math.Min(from.X, to.X), Y: math.Min(from.Y, to.Y)}, Max: render.Point{X: math.Max(from.X, to.X), Y: math.Max(from.Y, to.Y)}}
		blue := color.RGBA{R: 80, G: 200, B: 255, A: 255}
		s.AddRect(r, render.WithAlpha(blue, 50), blue, 3*px)
		s.Add(render.Shape{Kind: render.Circle, Points: s.Arena(from), Radius: 5 * px, Fill: blue})
	}
	return s
}

// drawBgBanner shows, while aligning, the picture's numbers large across
// the top of the map, and what the mouse does.
func (g *Game) drawBgBanner(dst *ebiten.Image, area game.Area) {
	if !g.aligning() {
		return
	}
	sc := g.uiScale
	y := area.Y
	if g.in.Turn().Round > 0 {
		y += game.TurnStripH * sc
	}
	h := game.BgBannerH * sc
	vector.FillRect(dst, float32(area.X), float32(y), float32(area.W), float32(h), g.colors().StatusBack, false)
	top := "No picture yet: Pick picture… in the panel"
	if bg := g.in.Background(); bg != nil {
		cur := *bg
		if live, ok := g.bgs.align.Live(); ok {
			cur = live
		}
		top = "Picture: " + session.DescribeBackground(cur, "square")
		if g.bgs.hidden {
			top += " (hidden)"
		}
	}
	hint := "Drag: move · wheel (Shift: finer) or + −: scale · arrows: 1 px · Ctrl+wheel: zoom the view"
	if g.bgs.align.Calibrate {
		hint = fmt.Sprintf("Calibrate: drag a box over %s of the picture's grid, or click two opposite corners", cellsWord(g.bgs.align.Cells))
	}
	g.label(dst, top, area.X+14*sc, y+h*0.32, 22, g.colors().StatusMove)
	g.label(dst, hint, area.X+14*sc, y+h*0.76, 15, g.colors().StatusInk)
}

// cellsWord is "1 square" or "3 x 3 squares".
func cellsWord(n int) string {
	if n <= 1 {
		return "1 square"
	}
	return fmt.Sprintf("%d x %d squares", n, n)
}

// buildBackground is the map editor's palette with the Background tool
// chosen.
func (p *panel) buildBackground() {
	g := p.g
	a := &g.bgs.align
	again := func(do func()) func() { return func() { do(); p.show(pageMap) } }
	p.body.AddChild(p.text("Background picture", 16, true, p.colors().PanelTitle))
	p.body.AddChild(p.text("A PNG, JPEG or WebP under the grid, stored beside the encounter. Drag it on the map to move it; the wheel (Shift: finer) or + and − scale it about the pointer; the arrows nudge it a pixel. Each change is one undo step.", 13, false, p.colors().PanelDim))
	files := p.grid(2)
	files.AddChild(p.button("Pick picture…", g.chooseBackground), p.button("Remove picture", again(g.removeBackground)))
	p.body.AddChild(files)
	p.body.AddChild(p.text("Calibrate: drag a box over cells of the picture's own grid (or click two opposite corners); the picture is scaled so they fit as many squares.", 13, false, p.colors().PanelDim))
	cal := p.gridStretch([]bool{true, false, false})
	cal.AddChild(p.button(game.Mark(a.Calibrate)+"Calibrate", again(func() {
		a.Cancel()
		a.Calibrate = !a.Calibrate
		if a.Cells < 1 {
			a.Cells = 1
		}
	})), p.button("Cells −", again(func() { a.Cells = max(1, a.Cells-1) })), p.button("Cells +", again(func() { a.Cells = min(50, max(1, a.Cells)+1) })))
	p.body.AddChild(cal)
	p.body.AddChild(p.text(fmt.Sprintf("Box spans %s", cellsWord(max(a.Cells, 1))), 14, true, p.colors().PanelInk))
	scale := p.grid(4)
	step := func(n float64, fine bool) func() {
		return func() {
			if bg := g.in.Background(); bg != nil {
				g.setBackground(session.StepBackground(*bg, n, fine, g.cam.View.ToMap(g.mapArea().Center())), "Scaled the picture", true)
			}
		}
	}
	scale.AddChild(p.button("Scale −", step(-1, false)), p.button("Scale +", step(1, false)), p.button("Fine −", step(-1, true)), p.button("Fine +", step(1, true)))
	p.body.AddChild(scale)
	view := p.grid(2)
	view.AddChild(p.button(game.Mark(g.bgs.hidden)+"Hide picture", again(func() { g.bgs.hidden = !g.bgs.hidden })),
		p.button("Fit to map", func() {
			if bg := g.in.Background(); bg != nil && g.bgs.pic != nil {
				g.setBackground(session.FitBackground(bg.Image, g.bgs.w, g.Board().Width), "Fitted the picture to the map", false)
			}
		}))
	p.body.AddChild(view)
	row := p.grid(2)
	row.AddChild(p.actionButton("Undo", session.ActUndo), p.actionButton("Redo", session.ActRedo),
		p.button("Map tools", again(func() { a.Cancel(); g.bgs.tool = false })), p.button("Done", func() { g.bgs.tool = false; g.in.StopMapEdit(); p.show(pageMain) }))
	p.body.AddChild(row)
	p.mapKey = g.Board()
}
