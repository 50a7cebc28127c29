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

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/render"
)

// TouchState is what the fingers started on the map that is still under way.
type TouchState struct {
	Rec *gesture.Recognizer
	Buf []gesture.Touch
	// Used is set by the first touch: from then on a preview or a lifted
	// move shows the large Commit and Cancel buttons.
	Used bool
	// Lifted is a move dragged by a finger and let go: it waits for Commit.
	Lifted bool
	// OnTarget is a finger that went down on the forced move's target:
	// moving it shapes a slide.
	OnTarget bool
	// StatusH is the status bar's height as last drawn: the buttons
	// stay above it.
	StatusH float64
	// Ignore is a gesture that began on the panel or a touch button: the
	// map does nothing with it.
	Ignore bool
}

// TouchButton is one of the large buttons a touch preview offers.
type TouchButton struct {
	Label string
	Rect  Area
	Do    func()
}

// touchPx is the touch buttons' text size at UI scale 1.
const touchPx = 26

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

// TouchPointer hands ebitenui the first finger as the left mouse button, so
// a tap presses a panel button as a click does (ebitenui reads only the
// mouse), and the mouse otherwise (ebitenui's input.CursorUpdater).
type TouchPointer struct {
	In Input
	// down is a finger on the screen this frame, at x, y; was last frame's.
	down, was bool
	x, y      int
	buf       []gesture.Touch
}

func (p *TouchPointer) Update() {
	p.was = p.down
	p.buf = p.In.Touches(p.buf[:0])
	p.down = len(p.buf) > 0
	if p.down {
		p.x, p.y = int(p.buf[0].At.X), int(p.buf[0].At.Y)
	}
}
func (*TouchPointer) AfterUpdate()            {}
func (*TouchPointer) Draw(*ebiten.Image)      {}
func (*TouchPointer) AfterDraw(*ebiten.Image) {}
func (p *TouchPointer) CursorPosition() (int, int) {
	if p.down || p.was {
		return p.x, p.y
	}
	return p.In.Cursor()
}
func (p *TouchPointer) MouseButtonPressed(b ebiten.MouseButton) bool {
	return p.In.MouseDown(b) || (b == ebiten.MouseButtonLeft && p.down)
}
func (p *TouchPointer) MouseButtonJustPressed(b ebiten.MouseButton) bool {
	return p.In.MouseJustPressed(b) || (b == ebiten.MouseButtonLeft && p.down && !p.was)
}
func (p *TouchPointer) MouseButtonJustReleased(b ebiten.MouseButton) bool {
	return p.In.MouseJustReleased(b) || (b == ebiten.MouseButtonLeft && !p.down && p.was)
}
func (*TouchPointer) GetCursorImage(string) *ebiten.Image { return nil }
func (*TouchPointer) GetCursorOffset(string) image.Point  { return image.Point{} }

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
