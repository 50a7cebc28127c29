// Touch: the gestures of a touch screen on the square window. A tap selects
// and aims, never commits; a press and hold on a creature drags it with its
// reach and path shown; lifting the finger shows the outcome, and a large
// Commit button (beside a large Cancel) commits it. Two fingers pinch to
// zoom and pan; one finger dragged elsewhere pans.

package game

import (
	"image"
	"math"
	"unicode/utf8"

	"github.com/battlemap/battlemap/grid"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// touchState is what the fingers started on the map that is still under way.
type touchState struct {
	rec *gesture.Recognizer
	buf []gesture.Touch
	// used is set by the first touch: from then on a preview or a lifted
	// move shows the large Commit and Cancel buttons.
	used bool
	// lifted is a move dragged by a finger and let go: it waits for Commit.
	lifted bool
	// onTarget is a finger that went down on the forced move's target:
	// moving it shapes a slide.
	onTarget bool
	// statusH is the status bar's height as last drawn: the buttons
	// stay above it.
	statusH float64
	// ignore is a gesture that began on the panel or a touch button: the
	// map does nothing with it.
	ignore bool
}

// TouchButton is one of the large buttons a touch preview offers.
type TouchButton struct {
	Label string
	Rect  Area
	Do    func(g *Game)
}

// touchPx is the touch buttons' text size at UI scale 1.
const touchPx = 26

// touchButtons are the large Commit and Cancel buttons, when a touch
// preview waits for them: docked at the top of the map, on the side away
// from the creature being moved, clear of the turn strip. The player view
// shown in place has, instead, a large Director view button: the panel is
// away, and a table without a keyboard taps it to get back.
func (g *Game) touchButtons(area Area) []TouchButton {
	if g.Live.Players {
		if g.opt.PlayerView {
			return nil // a player view's own window has nothing to go back to
		}
		_, back := TouchButtonRects(area, g.uiScale, g.turnStripBottom(area), g.touch.statusH, nil)
		return []TouchButton{{Label: "Director view", Rect: back, Do: (*Game).togglePlayerView}}
	}
	if !g.touch.used {
		return nil
	}
	commit := func(g *Game) {}
	var who string
	switch {
	case g.in.Mode() == dsplay.ModePreview:
		if _, ok := g.in.Shown(); !ok {
			return nil
		}
		commit = func(g *Game) { g.in.Commit() }
		if t := g.in.Targets(); len(t) > 0 {
			who = t[0]
		}
	case g.in.Mode() == dsplay.ModeMoving && g.touch.lifted:
		commit = func(g *Game) { g.in.DropMove(); g.touch.lifted = false }
		who, _, _ = g.in.Moving()
	default:
		return nil
	}
	top := g.turnStripBottom(area)
	var at *render.Point
	if c, ok := g.Board().Creature(who); ok {
		p := g.cam.View.ToScreen(g.layout().SpaceCenter(grid.Cell(c.At), c.Size.Squares()))
		at = &p
	}
	// clear of what is involved (the move previewed, or the creature
	// dropped), of the side view and of the explain panel
	var avoid []render.Point
	r := g.cam.View.Scale / 2
	if g.in.Mode() == dsplay.ModePreview {
		for _, m := range g.moveBoxes() {
			avoid = append(avoid, render.Point{X: (m.Min.X + m.Max.X) / 2, Y: (m.Min.Y + m.Max.Y) / 2})
			r = math.Max(r, (m.Max.X-m.Min.X)/2)
		}
	} else if at != nil {
		avoid = append(avoid, *at)
	}
	commitAt, cancelAt := TouchButtonsClear(Area{area.X, top, area.W, area.Y + area.H - top}, g.uiScale, g.touch.statusH, avoid, r, g.sideRect, g.Explain.Rect)
	return []TouchButton{
		{Label: "Commit", Rect: commitAt, Do: commit},
		{Label: "Cancel", Rect: cancelAt, Do: func(g *Game) { g.in.Cancel(); g.touch.lifted = false }},
	}
}

// turnStripBottom is the top of the map below the turn strip, if shown.
func (g *Game) turnStripBottom(area Area) float64 {
	if g.in.Turn().Round > 0 {
		return area.Y + turnStripH*g.uiScale
	}
	return area.Y
}

// touchButtonAt is the touch button under the pixel, if any.
func (g *Game) touchButtonAt(area Area, p gesture.Point) (TouchButton, bool) {
	// the explain panel's page buttons, as drawn this frame
	for _, b := range []TouchButton{{Label: "◀", Rect: g.Explain.Prev, Do: func(g *Game) { g.Explain.Page-- }}, {Label: "▶", Rect: g.Explain.Next, Do: func(g *Game) { g.Explain.Page++ }}} {
		if b.Rect.W > 0 && b.Rect.Contains(p.X, p.Y) {
			return b, true
		}
	}
	for _, b := range g.touchButtons(area) {
		if b.Rect.Contains(p.X, p.Y) {
			return b, true
		}
	}
	return TouchButton{}, false
}

// TouchButtonRects lays out the large Commit and Cancel buttons on a map
// area: two side by side, as large as fits while leaving most of the map
// free; at the top right (below top), unless the creature moved (at, on
// the screen) is there: then on the left, or at the bottom above the
// status bar (bottom pixels high).
func TouchButtonRects(area Area, sc, top, bottom float64, at *render.Point) (commit, cancel Area) {
	gap := 16 * sc
	w, h := math.Min(230*sc, (area.W-3*gap)/2), math.Min(84*sc, area.H/7)
	x, y := area.X+area.W-gap-2*w-gap, top+gap
	if at != nil {
		if at.X > area.X+area.W/2 {
			x = area.X + gap
		}
		if at.Y < area.Y+area.H/3 {
			y = area.Y + area.H - bottom - gap - h
		}
	}
	return Area{x, y, w, h}, Area{x + w + gap, y, w, h}
}

// TouchButtonsClear lays out the large Commit and Cancel buttons like
// touchButtonRects, in the corner of the map area (top right, top left,
// bottom right, bottom left, bottom pixels above the area's foot) that
// leaves every point of the preview (avoid: the creature, its path, where
// it ends) at least r pixels clear and overlaps none of block (a panel
// over the map); where none does, the one covering the fewest.
func TouchButtonsClear(area Area, sc, bottom float64, avoid []render.Point, r float64, block ...render.Rect) (commit, cancel Area) {
	gap := 16 * sc
	w, h := math.Min(230*sc, (area.W-3*gap)/2), math.Min(84*sc, area.H/7)
	right, left := area.X+area.W-gap-2*w-gap, area.X+gap
	top, foot := area.Y+gap, area.Y+area.H-bottom-gap-h
	most := -1
	for _, c := range [][2]float64{{right, top}, {left, top}, {right, foot}, {left, foot}} {
		n := 0
		for _, p := range avoid {
			if p.X > c[0]-r && p.X < c[0]+2*w+gap+r && p.Y > c[1]-r && p.Y < c[1]+h+r {
				n++
			}
		}
		for _, b := range block {
			if b != (render.Rect{}) && ScreenOverlap(b, render.Rect{Min: render.Point{X: c[0], Y: c[1]}, Max: render.Point{X: c[0] + 2*w + gap, Y: c[1] + h}}) {
				n += 1000
			}
		}
		if most < 0 || n < most {
			most = n
			commit = Area{c[0], c[1], w, h}
		}
	}
	return commit, Area{commit.X + w + gap, commit.Y, w, h}
}

// TouchButtonScene draws the large buttons: Commit in the title colour,
// Cancel as the panel's buttons, with text the players read from afar.
func TouchButtonScene(buttons []TouchButton, sc float64, ui render.UIColors) *render.Scene {
	s := &render.Scene{}
	for _, b := range buttons {
		fill, ink := ui.Button, ui.PanelInk
		if b.Label == "Commit" || b.Label == "OK" {
			fill, ink = ui.PanelTitle, ui.Panel
		}
		r := b.Rect
		s.AddRect(render.Rect{Min: render.Point{X: r.X, Y: r.Y}, Max: render.Point{X: r.X + r.W, Y: r.Y + r.H}}, fill, ui.ButtonEdge, 3*sc)
		size := math.Min(touchPx*sc, r.H*0.45)
		if utf8.RuneCountInString(b.Label) <= 3 {
			size = math.Min(1.6*touchPx*sc, r.H*0.6) // a sign or a number: larger
		}
		s.AddLabel(render.Point{X: r.X + r.W/2, Y: r.Y + r.H/2}, b.Label, size, ink, render.AlignCenter, true)
	}
	return s
}

// drawTouchButtons draws the large Commit and Cancel buttons.
func (g *Game) drawTouchButtons(dst *ebiten.Image, area Area) {
	if bs := g.touchButtons(area); len(bs) > 0 {
		g.renderer.Draw(dst, TouchButtonScene(bs, g.uiScale, g.colors()), render.View{Scale: 1})
	}
}

// touchSquare is the map square under a pixel, and whether it is on the board.
func (g *Game) touchSquare(area Area, p gesture.Point) (drawsteel.Square, bool) {
	c, in := g.layout().CellAt(g.cam.View.ToMap(render.Point{X: p.X, Y: p.Y}))
	return drawsteel.Square(c), area.Contains(p.X, p.Y) && in
}

// touches reads the fingers and acts on their gestures.
func (g *Game) touches(area Area) {
	g.touch.buf = g.Input.Touches(g.touch.buf[:0])
	if len(g.touch.buf) > 0 {
		g.touch.used = true
	}
	for _, e := range g.touch.rec.Update(g.touch.buf) {
		g.gesture(area, e)
	}
}

// gesture carries out one gesture on the map.
func (g *Game) gesture(area Area, e gesture.Event) {
	if (e.Kind == gesture.Drag || e.Kind == gesture.DragMove) && g.overPanel(e.Start.X, e.Start.Y) {
		g.panel.scrollBy(-e.Pan.Y) // a finger dragged on the panel scrolls it
		return
	}
	switch e.Kind {
	case gesture.Tap, gesture.Hold, gesture.Drag:
		// where the finger went down decides what the gesture is for
		_, onButton := g.touchButtonAt(area, e.Start)
		g.touch.ignore = onButton || !area.Contains(e.Start.X, e.Start.Y) || g.dialog != nil || g.in.Mode() == dsplay.ModeNotes
		if e.Kind == gesture.Tap && onButton {
			b, _ := g.touchButtonAt(area, e.Start)
			b.Do(g)
			return
		}
	case gesture.Pinch:
		if area.Contains(e.At.X, e.At.Y) && g.dialog == nil {
			g.cam.ZoomAt(render.Point{X: e.At.X, Y: e.At.Y}, e.Scale)
			g.cam.Pan(e.Pan.X, e.Pan.Y)
		}
		return
	}
	if g.opt.PlayerView {
		// a player view only looks: a finger pans
		if e.Kind == gesture.Drag || e.Kind == gesture.DragMove {
			g.cam.Pan(e.Pan.X, e.Pan.Y)
		}
		return
	}
	if g.touch.ignore {
		return
	}
	if g.aligning() {
		g.bgGesture(e) // one finger moves the background picture
		return
	}
	if g.in.Mode() == dsplay.ModeMapEdit {
		g.mapGesture(area, e) // one finger paints
		return
	}
	q, onBoard := g.touchSquare(area, e.At)
	if onBoard {
		g.lastSquare = q
	}
	mode := g.in.Mode()
	switch e.Kind {
	case gesture.Tap:
		switch {
		case !onBoard:
		case mode == dsplay.ModePreview:
			// a tap aims; only the Commit button commits
			g.in.Point(q, true)
		case mode == dsplay.ModeMoving && g.touch.lifted:
			g.in.Point(q, true)
		default:
			g.in.Click(q, false)
		}
	case gesture.Hold:
		switch {
		case !onBoard:
		case mode == dsplay.ModePreview:
			g.touch.onTarget = g.in.OnTarget(q)
			g.in.Point(q, true)
		case mode == dsplay.ModeIdle || (mode == dsplay.ModeMoving && g.touch.lifted):
			if id := g.in.CreatureAt(q); id != "" {
				g.in.StartMove(id, false)
				g.in.Point(q, true)
				g.touch.lifted = false
				if g.in.Mode() == dsplay.ModeMoving {
					g.in.SetMessage(g.in.Message() + " (Lift your finger, then tap Commit.)")
				}
			}
		}
	case gesture.Drag:
		g.touch.onTarget = mode == dsplay.ModePreview && g.in.OnTarget(q)
		g.touchMove(area, e, q, onBoard)
	case gesture.HoldMove, gesture.DragMove:
		g.touchMove(area, e, q, onBoard)
	case gesture.HoldEnd, gesture.DragEnd:
		if mode == dsplay.ModeMoving && !g.touch.lifted {
			g.touch.lifted = true
			if plan, ok := g.in.MovePlan(); ok && plan.Legal {
				g.in.SetMessage("Tap Commit to make this move, or Cancel; tap another square to aim elsewhere.")
			}
		}
		g.touch.onTarget = false
	case gesture.Cancel:
		if mode == dsplay.ModeMoving && !g.touch.lifted {
			g.in.Cancel()
		}
		g.touch.onTarget = false
	}
}

// touchMove is a finger moving on the map: it aims the move being
// previewed or dragged, or else pans.
func (g *Game) touchMove(area Area, e gesture.Event, q drawsteel.Square, onBoard bool) {
	switch mode := g.in.Mode(); {
	case mode == dsplay.ModeMoving && !g.touch.lifted:
		g.in.Point(q, onBoard)
	case mode == dsplay.ModePreview && onBoard && g.touch.onTarget:
		g.in.DragTo(q)
	case mode == dsplay.ModePreview && onBoard:
		g.in.Point(q, true)
	case e.Kind == gesture.Drag || e.Kind == gesture.DragMove:
		g.cam.Pan(e.Pan.X, e.Pan.Y)
	}
}

// touchPointer hands ebitenui the first finger as the left mouse button, so
// a tap presses a panel button as a click does (ebitenui reads only the
// mouse), and the mouse otherwise (ebitenui's input.CursorUpdater).
type touchPointer struct {
	in Input
	// down is a finger on the screen this frame, at x, y; was last frame's.
	down, was bool
	x, y      int
	buf       []gesture.Touch
}

func (p *touchPointer) Update() {
	p.was = p.down
	p.buf = p.in.Touches(p.buf[:0])
	p.down = len(p.buf) > 0
	if p.down {
		p.x, p.y = int(p.buf[0].At.X), int(p.buf[0].At.Y)
	}
}
func (*touchPointer) AfterUpdate()            {}
func (*touchPointer) Draw(*ebiten.Image)      {}
func (*touchPointer) AfterDraw(*ebiten.Image) {}
func (p *touchPointer) CursorPosition() (int, int) {
	if p.down || p.was {
		return p.x, p.y
	}
	return p.in.Cursor()
}
func (p *touchPointer) MouseButtonPressed(b ebiten.MouseButton) bool {
	return p.in.MouseDown(b) || (b == ebiten.MouseButtonLeft && p.down)
}
func (p *touchPointer) MouseButtonJustPressed(b ebiten.MouseButton) bool {
	return p.in.MouseJustPressed(b) || (b == ebiten.MouseButtonLeft && p.down && !p.was)
}
func (p *touchPointer) MouseButtonJustReleased(b ebiten.MouseButton) bool {
	return p.in.MouseJustReleased(b) || (b == ebiten.MouseButtonLeft && !p.down && p.was)
}
func (*touchPointer) GetCursorImage(string) *ebiten.Image { return nil }
func (*touchPointer) GetCursorOffset(string) image.Point  { return image.Point{} }

// realTouches appends the fingers on the screen (none on desktops, whose
// touch screens send mouse clicks; see README, Touch).
func realTouches(buf []gesture.Touch) []gesture.Touch {
	var ids [10]ebiten.TouchID
	for _, id := range ebiten.AppendTouchIDs(ids[:0]) {
		x, y := ebiten.TouchPosition(id)
		buf = append(buf, gesture.Touch{ID: int(id), At: gesture.Point{X: float64(x), Y: float64(y)}})
	}
	return buf
}

// TouchButtonPixel is the middle of the large touch button labelled label,
// or else of the panel button (scripts: touch button LABEL).
func (g *Game) TouchButtonPixel(label string) (int, int, error) {
	for _, b := range g.touchButtons(g.mapArea()) {
		if b.Label == label {
			return int(b.Rect.X + b.Rect.W/2), int(b.Rect.Y + b.Rect.H/2), nil
		}
	}
	if x, y, ok, err := g.panel.fieldPixel(label); ok {
		return x, y, err
	}
	x, y := g.Script.X, g.Script.Y
	err := g.PointAtButton(label)
	px, py := g.Script.X, g.Script.Y
	g.Script.X, g.Script.Y = x, y
	return px, py, err
}

// mouseFingerID is the finger the left mouse button is with --touch.
const mouseFingerID = -1

// mouseFinger is an input whose left mouse button is also a finger: a
// touch screen on a desktop reaches the program as a mouse, and --touch
// lets its taps and holds be gestures.
type mouseFinger struct{ Input }

func (m mouseFinger) Touches(buf []gesture.Touch) []gesture.Touch {
	buf = m.Input.Touches(buf)
	if m.MouseDown(ebiten.MouseButtonLeft) {
		x, y := m.Cursor()
		buf = append(buf, gesture.Touch{ID: mouseFingerID, At: gesture.Point{X: float64(x), Y: float64(y)}})
	}
	return buf
}

// FingerHeld reports whether a finger is in a press and hold (scripts: touch hold).
func (g *Game) FingerHeld() bool { return g.touch.rec != nil && g.touch.rec.Holding() }
