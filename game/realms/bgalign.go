// The hex window's background picture as a step of its undo history
// (realmsplay.HexPlay's Background, SetBackground): the hook the map
// editor's Background tool (bgalign.go in the square window) needs there.

package realms

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"path/filepath"
	"strings"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// syncBackground puts the background of the play's current step into the
// encounter the window saves and autosaves.
func (v *hexView) syncBackground() { v.opt.Encounter.Background = v.Play.Background() }

// backgroundFor is the background as the encounter saved at path names
// it, its picture copied there when path is in another folder.
func (v *hexView) backgroundFor(path string) (*maps.Background, error) {
	bg := v.Play.Background()
	src := ""
	if bg != nil && v.opt.Path != "" {
		src = filepath.Join(filepath.Dir(v.opt.Path), filepath.FromSlash(bg.Image))
	}
	named, _, err := game.PlaceBackground(bg, src, path)
	return named, err
}

// saveCopy writes the map to file (a script's save), its picture copied
// beside it; the window's file stays what it was.
func (v *hexView) saveCopy(file string) error {
	bg, err := v.backgroundFor(file)
	if err != nil {
		return err
	}
	v.opt.Encounter.Background = bg
	defer v.syncBackground()
	return v.opt.Encounter.Save(file)
}

// adoptBackground follows a save to a new file: the picture is read from
// beside it under the name it gave (saved).
func (v *hexView) adoptBackground(saved *maps.Background) {
	if bg := v.Play.Background(); bg != nil && saved != nil && saved.Image != bg.Image {
		v.Play.RenameBackground(bg.Image, saved.Image)
	}
}

// hexBgState is the hex window's Background tool and the picture read for
// the background of the play's current step.
type hexBgState struct {
	// tool: the palette's Move picture is on; the left button moves the
	// picture (or, calibrating, marks two hex centres)
	tool  bool
	align session.BackgroundAlign
	press image.Point // where the left button went down, on screen
	// the picture read, the file it came from (or that could not be
	// read, pic nil), its size
	file string
	pic  *render.Picture
	w, h int
}

// followBackground reads the picture of the play's background when it is
// another file than the one read, and puts it under the map (v.bg,
// v.bgRect), except while a drag moves it: the overlay draws it then.
func (v *hexView) followBackground() {
	bg := v.Play.Background()
	v.bg, v.bgRect = nil, render.Rect{}
	if bg == nil || v.opt.Path == "" {
		return
	}
	if file := filepath.Join(filepath.Dir(v.opt.Path), filepath.FromSlash(bg.Image)); file != v.bgs.file {
		v.bgs.file, v.bgs.pic = file, nil
		g := v.Play.Board().Geometry
		img, err := maps.LoadBackgroundFor(v.opt.Path, bg, g.Width, g.Height, true)
		if err != nil {
			v.Play.SetMessage(strings.TrimSpace(v.Play.Message() + " " + err.Error() + ": the map is drawn without it."))
			return
		}
		v.bgs.pic = session.BackgroundPicture(img)
		v.bgs.w, v.bgs.h = img.Width, img.Height
	}
	if _, moving := v.bgs.align.Live(); v.bgs.pic != nil && !moving {
		v.bg, v.bgRect = v.bgs.pic, session.BackgroundRect(bg, v.bgs.w, v.bgs.h)
	}
}

// hexAligning reports whether the Background tool has the left button.
func (v *hexView) hexAligning() bool { return v.bgs.tool && v.Play.MapEditing() }

// bgButtons are the hex palette's Background tool buttons.
func (v *hexView) bgButtons() (files, modes []game.PaletteButton) {
	a := &v.bgs.align
	files = []game.PaletteButton{
		{Name: "Picture…", Label: "Picture…", Do: v.chooseHexBackground},
		{Name: "Remove picture", Label: "Remove picture", Do: func() {
			a.Cancel()
			if v.Play.Background() != nil {
				v.Play.SetBackground(nil, "Removed the background picture", false)
			}
		}},
	}
	modes = []game.PaletteButton{
		{Name: "Move picture", Label: "Move picture", On: v.bgs.tool && !a.Calibrate, Do: func() {
			a.Cancel()
			v.bgs.tool, a.Calibrate = !(v.bgs.tool && !a.Calibrate), false
		}},
		{Name: "Calibrate", Label: "Calibrate", On: v.bgs.tool && a.Calibrate, Do: func() {
			a.Cancel()
			v.bgs.tool, a.Calibrate = true, !(v.bgs.tool && a.Calibrate)
			a.Cells = max(a.Cells, 1)
			a.Snap = func(p render.Point) render.Point {
				c, _ := v.layout.CellAt(p)
				return v.layout.Center(c)
			}
			v.Play.SetMessage(fmt.Sprintf("Calibrate: click the centre of a hex of the picture, then the centre of the hex %d along its row (Calibrate − and + change how many).", a.Cells))
		}},
		{Name: "Hexes −", Label: "−", Do: func() { a.Cells = max(1, a.Cells-1) }},
		{Name: "Hexes +", Label: "+", Do: func() { a.Cells = min(50, max(1, a.Cells)+1) }},
	}
	return files, modes
}

// chooseHexBackground shows the file chooser for a picture; the one picked
// is stored beside the map (session.PlaceBackground) and becomes its
// background, spread across the map's width, as one undo step.
func (v *hexView) chooseHexBackground() {
	dir := game.StartFolder(v.opt.Path)
	v.Files.Sheet = game.NewChooser(game.Chooser{Title: "Background picture (PNG, JPEG or WebP)", Verb: "Use", Dir: dir, Ext: ".png .jpg .jpeg .webp",
		Pick: func(path string) error {
			if v.opt.Path == "" {
				return fmt.Errorf("save the map first: its picture is stored beside it")
			}
			pl, err := session.PlaceBackground(filepath.Dir(v.opt.Path), path)
			if err != nil {
				return err
			}
			v.Files.Sheet = nil
			size := v.layout.Size()
			bg := maps.Background{Image: pl.Image, CellPixels: float64(pl.Width) / max(size.X, 1)}
			bg = session.ScaleBackground(bg, 1, render.Point{}) // kept in range, rounded as the tool keeps it
			what := "Added the picture " + pl.Image
			if v.Play.Background() != nil {
				what = "Replaced the picture with " + pl.Image
			}
			v.Play.SetBackground(&bg, what, false)
			v.bgs.tool, v.bgs.align.Calibrate = true, false
			return nil
		},
		Cancel: func() { v.Files.Sheet = nil }})
}

// hexBgPointer is the left button while the Background tool has it: the
// palette's buttons, else a drag moving the picture or a calibration's
// clicks; each gesture one undo step.
func (v *hexView) hexBgPointer(over bool) {
	in := v.Input
	x, y := in.Cursor()
	mp := v.Play.PointerAt()
	bg := v.Play.Background()
	switch {
	case in.MouseJustPressed(ebiten.MouseButtonLeft):
		if v.overPlayPanel(float64(x), float64(y)) {
			return // the palette's buttons are ebitenui's
		}
		if !over {
			return
		}
		if bg == nil {
			v.Play.SetMessage("Pick a picture first (Picture… in the panel).")
			return
		}
		v.bgs.press = image.Point{x, y}
		v.bgs.align.Down(*bg, mp)
		v.version++ // the picture leaves the map while it is dragged
	case in.MouseDown(ebiten.MouseButtonLeft) && v.bgs.align.Pressed():
		v.bgs.align.Drag(mp)
	case in.MouseJustReleased(ebiten.MouseButtonLeft) && v.bgs.align.Pressed():
		v.hexBgUp(mp, math.Hypot(float64(x-v.bgs.press.X), float64(y-v.bgs.press.Y)) > game.ClickWobble*v.UIScale())
	default:
		v.bgs.align.Hover(mp)
	}
}

// hexBgUp ends a gesture of the Background tool at the map point mp, as
// one undo step of the play.
func (v *hexView) hexBgUp(mp render.Point, dragged bool) {
	nb, what, ok := v.bgs.align.Up(mp, dragged)
	if ok {
		v.Play.SetBackground(&nb, what, false)
	} else if what != "" {
		v.Play.SetMessage(what)
	}
	v.version++ // the picture is back under the map
}

// hexBgGesture is a finger on the map while the Background tool has it: a
// drag moves the picture, a tap marks a calibration's hex centre.
func (v *hexView) hexBgGesture(area game.Area, e gesture.Event) {
	if (e.Kind == gesture.Tap || e.Kind == gesture.Drag || e.Kind == gesture.Hold) && !area.Contains(e.Start.X, e.Start.Y) {
		return
	}
	game.AlignGesture(&v.bgs.align, v.Play.Background(), e, v.cam.View, game.ClickWobble*v.UIScale(), v.hexBgUp,
		func() { v.Play.SetMessage("Pick a picture first (Picture… in the panel).") })
	if e.Kind == gesture.Drag || e.Kind == gesture.Hold || e.Kind == gesture.Cancel {
		v.version++ // the picture leaves the map while it is dragged, and comes back
	}
}

// hexBgWheel scales the picture about the pointer while the Background
// tool has the left button (Shift: a tenth as much; Ctrl: the wheel zooms
// the view). It reports whether it took the wheel.
func (v *hexView) hexBgWheel(w, fx, fy float64) bool {
	in := v.Input
	bg := v.Play.Background()
	if !v.hexAligning() || bg == nil || game.CtrlHeld(in) {
		return false
	}
	fine := in.Down(ebiten.KeyShiftLeft) || in.Down(ebiten.KeyShiftRight)
	nb := session.StepBackground(*bg, w, fine, v.cam.View.ToMap(render.Point{X: fx, Y: fy}))
	v.Play.SetBackground(&nb, "Scaled the picture", true)
	return true
}

// drawHexBg draws, while the Background tool has the left button, the
// picture being dragged with the hexes outlined over it, a calibration's
// line, and the picture's numbers large across the top of the map.
func (v *hexView) drawHexBg(mapImg *ebiten.Image, t render.Theme) {
	if !v.hexAligning() {
		return
	}
	px := 1 / v.cam.View.Scale
	s := &render.Scene{}
	bg := v.Play.Background()
	if live, ok := v.bgs.align.Live(); ok && bg != nil && v.bgs.pic != nil {
		r := session.BackgroundRect(&live, v.bgs.w, v.bgs.h)
		s.Shapes = append(s.Shapes, render.Shape{Kind: render.Image, Points: s.Arena(r.Min, r.Max, r.Min, r.Max), Picture: v.bgs.pic})
		g := v.Play.Board().Geometry
		for row := 0; row < g.Height; row++ {
			for col := 0; col < g.Width; col++ {
				s.AddPolygon(color.RGBA{}, color.RGBA{R: 255, G: 224, B: 64, A: 255}, 1.6*px, v.layout.Outline(grid.Cell{X: col, Y: row}, 0)...)
			}
		}
	}
	if from, to, ok := v.bgs.align.Box(); ok {
		blue := color.RGBA{R: 80, G: 200, B: 255, A: 255}
		s.AddLine(from, to, blue, 3*px)
		s.Add(render.Shape{Kind: render.Circle, Points: s.Arena(from), Radius: 5 * px, Fill: blue})
	}
	v.r.Draw(mapImg, s, v.cam.View)
	sc := v.UIScale()
	b := mapImg.Bounds()
	banner := &render.Scene{}
	h := game.BgBannerH * sc
	banner.AddRect(render.Rect{Min: render.Point{X: float64(b.Min.X), Y: float64(b.Min.Y)}, Max: render.Point{X: float64(b.Max.X), Y: float64(b.Min.Y) + h}}, t.UI.StatusBack, color.RGBA{}, 0)
	top := "No picture yet: Picture… in the panel"
	if bg != nil {
		cur := *bg
		if live, ok := v.bgs.align.Live(); ok {
			cur = live
		}
		top = "Picture: " + session.DescribeBackground(cur, "hex")
	}
	hint := "Drag: move · wheel: scale (Shift: finer) · Ctrl+wheel: zoom the view · Calibrate: two hexes' centres"
	if v.bgs.align.Calibrate {
		hint = fmt.Sprintf("Calibrate: click a hex's centre on the picture, then the centre of the hex %d along its row", max(v.bgs.align.Cells, 1))
	}
	x0 := float64(b.Min.X) + 14*sc
	banner.AddLabel(render.Point{X: x0, Y: float64(b.Min.Y) + h*0.32}, top, 22*sc, t.UI.StatusMove, render.AlignLeft, true)
	banner.AddLabel(render.Point{X: x0, Y: float64(b.Min.Y) + h*0.76}, hint, 15*sc, t.UI.StatusInk, render.AlignLeft, true)
	v.r.Draw(mapImg, banner, render.View{Scale: 1})
}
