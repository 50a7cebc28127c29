package game

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/maps"
)

// A Script drives the window like a person would, for tests and demos
// (battlemap open FILE --play SCRIPT). One command per line; # starts a
// comment. Squares are map coordinates; the pointer goes to the square's
// centre as the camera shows it at that moment. In the hex window X Y is
// the hex [col, row], and point or click X1 Y1 X2 Y2 the middle of the
// side between two neighbouring hexes (a door). In the
// zone window creatures and zones are named by id (point ID, click ID,
// drag CREATURE ZONE; X Y are the drawing's canvas units).
//
//	point X Y           move the pointer to square X,Y
//	press [BUTTON]      press a mouse button (left, right, middle; default left)
//	release [BUTTON]    release it
//	click X Y           point, press and release the left button
//	drag X1 Y1 X2 Y2    press on X1,Y1, move square by square to X2,Y2, release
//	button LABEL        click the panel button labelled LABEL (Commit, Push P)
//	key KEY             press and release a key: Enter, Escape, P, Digit3,
//	                    ctrl+Z, shift+Slash (modifiers: ctrl, shift)
//	down KEY / up KEY   hold or let go of a key
//	wheel N             scroll N notches (negative: toward you)
//	wait N              let N frames pass
//	touch down ID X Y   put finger ID (a whole number) down on square X,Y
//	                    (or at pixels: touch down 1 640px 400px)
//	touch move ID X Y   move finger ID square by square to X,Y (to pixels:
//	                    at once)
//	touch down ID NAME, touch move ID NAME
//	                    in a zone window: to a creature or zone by id
//	touch hold ID X Y   put finger ID down on square X,Y and keep it there
//	                    until it is a press and hold (half a second)
//	touch up ID         lift finger ID
//	touch tap X Y       a finger down and up on square X,Y
//	touch button LABEL  tap the large touch button (Commit, Cancel) or the
//	                    panel button labelled LABEL with a finger; over a
//	                    question or the file chooser, its button, row or
//	                    on-screen key (Keyboard shows the keys; OK, ← Del)
//	touch type TEXT     tap TEXT on the on-screen keyboard, key by key
//	resize W H          make the window W x H pixels
//	screenshot FILE     write the window to a PNG
//	save FILE           save the encounter as it is now to FILE
//	type TEXT           type TEXT (the rest of the line) into the text field
//	                    that has the keyboard
//	close               press the window's close button (asks first when
//	                    there are unsaved changes)
//	quit                close the window at once (the test is over)
//	keep-live           when the window closes, leave its live files (what a
//	                    player view follows) for a player view opened after
//	                    it, as tests and screenshots of the player view do;
//	                    without it they are removed, as they hold what only
//	                    the director sees
type Script struct {
	Name  string
	Steps []step
	// KeepLive leaves the live files when the window closes (keep-live).
	KeepLive bool
}

// step is one frame's worth of script.
type step struct {
	line int
	Do   func(g ScriptWindow) error
}

// ScriptCell is a square's or hex's column and row as a script names
// them (point X Y), or a point of a zone map's drawing in its units.
type ScriptCell struct{ X, Y int }

// ScriptWindow is a window a script drives: every ruleset's part (the
// hex window's "squares" are hexes [col, row], the zone window's points
// of its drawing).
type ScriptWindow interface {
	Scripted() *ScriptedInput
	// PointAt moves the pointer to the centre of square or hex q as the
	// camera shows it now.
	PointAt(q ScriptCell)
	PointAtButton(label string) error
	// ScreenshotNext writes the window to file at the end of the next Draw.
	ScreenshotNext(file string)
	SaveTo(file string) error
	// WindowTitle is the title the window last gave itself (title FILE).
	WindowTitle() string
	Stop()
}

// idWindow is a window whose scripts name creatures and zones by id (the
// zone window): point ID, click ID, drag CREATURE ZONE.
type idWindow interface {
	PointAtID(id string) error
}

// pointAtID moves the pointer to a creature or zone named by id, in a
// window that has them.
func pointAtID(g ScriptWindow, id string) error {
	w, ok := g.(idWindow)
	if !ok {
		return fmt.Errorf("%q: this window takes X Y, not an id", id)
	}
	return w.PointAtID(id)
}

// sideWindow is a window whose scripts point at the side between two
// neighbouring hexes (the hex window): point X1 Y1 X2 Y2.
type sideWindow interface {
	PointAtSide(a, b ScriptCell) error
}

// pointAtSide moves the pointer to the middle of the side between hexes a
// and b, in a window that has them.
func pointAtSide(g ScriptWindow, a, b ScriptCell) error {
	w, ok := g.(sideWindow)
	if !ok {
		return fmt.Errorf("%d %d %d %d: only a hex window points at the side between two hexes", a.X, a.Y, b.X, b.Y)
	}
	return w.PointAtSide(a, b)
}

// SetWindowSize resizes the window (a script's resize); tests that draw
// offscreen resize their image instead.
var SetWindowSize = ebiten.SetWindowSize

// StepAgain is what a step returns that goes on in the next frame (a finger
// sliding square by square).
type StepAgain struct{}

func (StepAgain) Error() string { return "the step goes on in the next frame" }

// scriptPlayer plays a script one step per drawn frame: Ebitengine may
// call Update more than once between two Draws, and a step's effect (a
// screenshot, a pointer move) must be seen before the next step.
type scriptPlayer struct {
	s         *Script
	at        int
	stepFrame int // the drawn frame at which the script last stepped
}

// Update is called at every Update with the number of frames drawn: it
// makes the last frame's keys "just pressed" once, then plays the next
// step on a newly drawn frame; when the script is done it stops the window.
func (p *scriptPlayer) Update(w ScriptWindow, frames int) error {
	w.Scripted().NextFrame()
	if frames <= p.stepFrame {
		return nil
	}
	p.stepFrame = frames
	if frames < ScreenshotFrame { // let the first frames lay out the window
		return nil
	}
	if p.at >= len(p.s.Steps) {
		w.Stop()
		return nil
	}
	st := p.s.Steps[p.at]
	p.at++
	if err := st.Do(w); errors.Is(err, StepAgain{}) {
		p.at-- // the step goes on in the next frame
	} else if err != nil {
		return fmt.Errorf("%s:%d: %w", p.s.Name, st.line, err)
	}
	return nil
}

// ParseScript reads a script. Errors name the script, line and what would be valid.
func ParseScript(name string, r io.Reader) (*Script, error) {
	s := &Script{Name: name}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		f := strings.Fields(text)
		if len(f) == 0 {
			continue
		}
		if err := s.parseLine(line, f); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return s, nil
}

func (s *Script) add(line int, do func(g ScriptWindow) error) {
	s.Steps = append(s.Steps, step{line: line, Do: do})
}

// frame is a step that does nothing: the frame passes.
func (s *Script) frame(line int) { s.add(line, func(ScriptWindow) error { return nil }) }

func ints(f []string, n int) ([]int, error) {
	if len(f) != n {
		return nil, fmt.Errorf("%s takes %d whole numbers, got %d", f[0], n-1, len(f)-1)
	}
	out := make([]int, 0, n)
	for _, a := range f[1:] {
		v, err := strconv.Atoi(a)
		if err != nil {
			return nil, fmt.Errorf("%s: %q is not a whole number", f[0], a)
		}
		out = append(out, v)
	}
	return out, nil
}

func button(f []string) (ebiten.MouseButton, error) {
	if len(f) == 1 {
		return ebiten.MouseButtonLeft, nil
	}
	switch f[1] {
	case "left":
		return ebiten.MouseButtonLeft, nil
	case "right":
		return ebiten.MouseButtonRight, nil
	case "middle":
		return ebiten.MouseButtonMiddle, nil
	}
	return 0, fmt.Errorf("%s: unknown button %q (want left, right or middle)", f[0], f[1])
}

// parseKey reads "Enter", "p", "3", "ctrl+Z", "shift+Slash" (ParseKey):
// the modifier keys to hold and the key.
func parseKey(s string) (mods []ebiten.Key, key ebiten.Key, err error) {
	key, m, err := ParseKey(s)
	if m&modCtrl != 0 {
		mods = append(mods, ebiten.KeyControlLeft)
	}
	if m&modShift != 0 {
		mods = append(mods, ebiten.KeyShiftLeft)
	}
	return mods, key, err
}

func (s *Script) parseLine(line int, f []string) error {
	switch f[0] {
	case "point", "click":
		if len(f) != 2 {
			if len(f) != 3 && len(f) != 5 {
				return fmt.Errorf("%s takes X Y, or a creature or zone id (in a zone window), or X1 Y1 X2 Y2 (the side between two hexes, in a hex window)", f[0])
			}
			return s.parseCommand(line, f)
		}
		id := f[1]
		s.add(line, func(g ScriptWindow) error { return pointAtID(g, id) })
		if f[0] == "click" {
			s.add(line, func(g ScriptWindow) error { g.Scripted().Btns[ebiten.MouseButtonLeft] = true; return nil })
			s.add(line, func(g ScriptWindow) error { g.Scripted().Btns[ebiten.MouseButtonLeft] = false; return nil })
		}
	case "drag":
		if len(f) != 3 {
			if len(f) != 5 {
				return fmt.Errorf("drag takes X1 Y1 X2 Y2, or a creature id and a zone id (in a zone window)")
			}
			return s.parseCommand(line, f)
		}
		from, to := f[1], f[2]
		s.add(line, func(g ScriptWindow) error { return pointAtID(g, from) })
		s.add(line, func(g ScriptWindow) error { g.Scripted().Btns[ebiten.MouseButtonLeft] = true; return nil })
		s.add(line, func(g ScriptWindow) error { return pointAtID(g, to) })
		s.frame(line) // the preview is drawn before the drop
		s.add(line, func(g ScriptWindow) error { g.Scripted().Btns[ebiten.MouseButtonLeft] = false; return nil })
	default:
		return s.parseCommand(line, f)
	}
	return nil
}

// parseCommand reads every other command, and point, click and drag with
// squares (X Y).
func (s *Script) parseCommand(line int, f []string) error {
	switch f[0] {
	case "point", "click":
		if len(f) == 5 {
			v, err := ints(f, 5)
			if err != nil {
				return err
			}
			a, b := ScriptCell{X: v[0], Y: v[1]}, ScriptCell{X: v[2], Y: v[3]}
			s.add(line, func(g ScriptWindow) error { return pointAtSide(g, a, b) })
			if f[0] == "click" {
				s.add(line, func(g ScriptWindow) error { g.Scripted().Btns[ebiten.MouseButtonLeft] = true; return nil })
				s.add(line, func(g ScriptWindow) error { g.Scripted().Btns[ebiten.MouseButtonLeft] = false; return nil })
			}
			return nil
		}
		v, err := ints(f, 3)
		if err != nil {
			return err
		}
		q := ScriptCell{X: v[0], Y: v[1]}
		if f[0] == "point" {
			s.add(line, func(g ScriptWindow) error { g.PointAt(q); return nil })
			return nil
		}
		s.add(line, func(g ScriptWindow) error { g.PointAt(q); g.Scripted().Btns[ebiten.MouseButtonLeft] = true; return nil })
		s.add(line, func(g ScriptWindow) error { g.Scripted().Btns[ebiten.MouseButtonLeft] = false; return nil })
	case "press", "release":
		b, err := button(f)
		if err != nil {
			return err
		}
		down := f[0] == "press"
		s.add(line, func(g ScriptWindow) error { g.Scripted().Btns[b] = down; return nil })
	case "drag":
		v, err := ints(f, 5)
		if err != nil {
			return err
		}
		from, to := ScriptCell{X: v[0], Y: v[1]}, ScriptCell{X: v[2], Y: v[3]}
		s.add(line, func(g ScriptWindow) error { g.PointAt(from); return nil })
		s.add(line, func(g ScriptWindow) error { g.Scripted().Btns[ebiten.MouseButtonLeft] = true; return nil })
		for cur := from; cur != to; {
			cur = ScriptCell{X: cur.X + cmp.Compare(to.X, cur.X), Y: cur.Y + cmp.Compare(to.Y, cur.Y)}
			q := cur
			s.add(line, func(g ScriptWindow) error { g.PointAt(q); return nil })
		}
		s.add(line, func(g ScriptWindow) error { g.Scripted().Btns[ebiten.MouseButtonLeft] = false; return nil })
	case "key", "down", "up":
		if len(f) != 2 {
			return fmt.Errorf("%s takes one key, e.g. %s Enter", f[0], f[0])
		}
		mods, k, err := parseKey(f[1])
		if err != nil {
			return err
		}
		set := func(down bool) func(g ScriptWindow) error {
			return func(g ScriptWindow) error {
				for _, m := range mods {
					g.Scripted().Keys[m] = down
				}
				g.Scripted().Keys[k] = down
				return nil
			}
		}
		switch f[0] {
		case "key":
			s.add(line, set(true))
			s.add(line, set(false))
		case "down":
			s.add(line, set(true))
		case "up":
			s.add(line, set(false))
		}
	case "wheel":
		v, err := ints(f, 2)
		if err != nil {
			return err
		}
		s.add(line, func(g ScriptWindow) error { g.Scripted().WheelMoved = float64(v[0]); return nil })
	case "wait":
		v, err := ints(f, 2)
		if err != nil {
			return err
		}
		if v[0] < 0 || v[0] > 100000 {
			return fmt.Errorf("wait: %d frames is out of range (0 to 100000)", v[0])
		}
		for range v[0] {
			s.frame(line)
		}
	case "screenshot", "save":
		if len(f) != 2 {
			return fmt.Errorf("%s takes one file name", f[0])
		}
		file := f[1]
		if f[0] == "screenshot" {
			// the picture is taken at the end of the next Draw
			s.add(line, func(g ScriptWindow) error { g.ScreenshotNext(file); return nil })
			s.frame(line)
		} else {
			s.add(line, func(g ScriptWindow) error { return g.SaveTo(file) })
		}
	case "title":
		if len(f) != 2 {
			return fmt.Errorf("title takes one file name")
		}
		// the title as the last frame left it, written down at a frame
		// the script chooses rather than read from outside at some time
		file := f[1]
		s.add(line, func(g ScriptWindow) error { return maps.WriteFile(file, []byte(g.WindowTitle()+"\n")) })
	case "button":
		if len(f) < 2 {
			return fmt.Errorf("button takes the label of a panel button, e.g. button Commit")
		}
		label := strings.Join(f[1:], " ")
		s.add(line, func(g ScriptWindow) error { return g.PointAtButton(label) })
		s.add(line, func(g ScriptWindow) error { g.Scripted().Btns[ebiten.MouseButtonLeft] = true; return nil })
		s.add(line, func(g ScriptWindow) error { g.Scripted().Btns[ebiten.MouseButtonLeft] = false; return nil })
	case "resize":
		v, err := ints(f, 3)
		if err != nil {
			return err
		}
		if v[0] < 320 || v[1] < 240 || v[0] > 8192 || v[1] > 8192 {
			return fmt.Errorf("resize: %dx%d is out of range (320x240 to 8192x8192)", v[0], v[1])
		}
		s.add(line, func(g ScriptWindow) error { SetWindowSize(v[0], v[1]); return nil })
	case "touch":
		return s.parseTouch(line, f)
	case "quit":
		s.add(line, func(g ScriptWindow) error { g.Stop(); return nil })
	case "keep-live":
		s.KeepLive = true
	case "close":
		s.add(line, func(g ScriptWindow) error { g.Scripted().closing = true; return nil })
	case "type":
		if len(f) < 2 {
			return fmt.Errorf("type takes the text to type, e.g. type fight.json")
		}
		typed := []rune(strings.Join(f[1:], " "))
		s.add(line, func(g ScriptWindow) error { g.Scripted().chars = typed; return nil })
	default:
		return fmt.Errorf("unknown command %q (want point, press, release, click, drag, button, key, down, up, wheel, wait, touch, resize, type, close, screenshot, save, title, keep-live or quit)", f[0])
	}
	return nil
}

// fingerAt is where a script puts a finger: a square, or a pixel.
type fingerAt struct {
	q    ScriptCell
	px   bool
	x, y float64
}

// parseFingerAt reads X Y: a square's whole numbers, or pixels (640px 400px).
func parseFingerAt(cmd, xs, ys string) (fingerAt, error) {
	xp, yp := strings.HasSuffix(xs, "px"), strings.HasSuffix(ys, "px")
	if xp != yp {
		return fingerAt{}, fmt.Errorf("touch %s: %s %s mixes pixels and squares (both px, or neither)", cmd, xs, ys)
	}
	x, errX := strconv.Atoi(strings.TrimSuffix(xs, "px"))
	y, errY := strconv.Atoi(strings.TrimSuffix(ys, "px"))
	if errX != nil || errY != nil {
		return fingerAt{}, fmt.Errorf("touch %s: %s %s is not a square (whole numbers) or pixels (640px 400px)", cmd, xs, ys)
	}
	if xp {
		return fingerAt{px: true, x: float64(x), y: float64(y)}, nil
	}
	return fingerAt{q: ScriptCell{X: x, Y: y}}, nil
}

// fingerTo puts finger id down at a square or pixel, or moves it there: to
// a pixel at once, to a square one square a frame from the square it is
// on, as a finger slides (the step goes on until it is there).
func fingerTo(g ScriptWindow, id int, at fingerAt, down bool) error {
	in := g.Scripted()
	from, onSquare := in.fingerAt[id]
	if !down && !slices.ContainsFunc(in.Fingers, func(t gesture.Touch) bool { return t.ID == id }) {
		return fmt.Errorf("touch move: finger %d is not down (touch down %d X Y first)", id, id)
	}
	if at.px {
		in.Touch(id, at.x, at.y)
		delete(in.fingerAt, id)
		return nil
	}
	next := at.q
	if !down && onSquare {
		next = ScriptCell{X: from.X + cmp.Compare(at.q.X, from.X), Y: from.Y + cmp.Compare(at.q.Y, from.Y)}
	}
	x, y := squarePixel(g, next)
	in.Touch(id, x, y)
	in.fingerAt[id] = next
	if next != at.q {
		return StepAgain{}
	}
	return nil
}

// addKeyTap adds the steps that type r on the open sheet's on-screen
// keyboard with a finger: a tap (down, then up in the next frame) on each
// key it takes, a page or shift key first when needed.
func (s *Script) addKeyTap(line int, r rune) {
	var down, last bool
	s.add(line, func(g ScriptWindow) error {
		in := g.Scripted()
		if down {
			in.Lift(TapFinger)
			down = false
			if last {
				return nil
			}
			return StepAgain{}
		}
		sw, ok := g.(sheetWindow)
		if !ok {
			return errors.New("touch type: this window has no on-screen keyboard")
		}
		x, y, l, err := sw.SheetUI().keyPixel(r)
		if err != nil {
			return err
		}
		in.Touch(TapFinger, float64(x), float64(y))
		down, last = true, l
		return StepAgain{}
	})
}

// fingerHolder is a window whose fingers can be held (touch hold).
type fingerHolder interface{ FingerHeld() bool }

// TapFinger is the finger touch tap and touch button use.
const TapFinger = 99

// touchWindow is a window with buttons a finger can tap (the square window).
type touchWindow interface {
	TouchButtonPixel(label string) (x, y int, err error)
}

// squarePixel is the pixel at the centre of square q as the camera shows
// it now (the mouse pointer stays where it is).
func squarePixel(g ScriptWindow, q ScriptCell) (float64, float64) {
	s := g.Scripted()
	x, y := s.X, s.Y
	g.PointAt(q)
	px, py := s.X, s.Y
	s.X, s.Y = x, y
	return float64(px), float64(py)
}

// parseTouch reads touch down ID X Y, touch move ID X Y, touch up ID,
// touch tap X Y and touch button LABEL.
func (s *Script) parseTouch(line int, f []string) error {
	const usage = "touch takes down ID X Y, move ID X Y, hold ID X Y, up ID, tap X Y, button LABEL or type TEXT"
	if len(f) < 2 {
		return errors.New(usage)
	}
	sub := append([]string{"touch " + f[1]}, f[2:]...)
	switch f[1] {
	case "down", "move":
		if len(f) == 4 {
			// a zone window's creature or zone, by id
			id, err := strconv.Atoi(f[2])
			if err != nil {
				return fmt.Errorf("touch %s: finger %q is not a whole number", f[1], f[2])
			}
			name := f[3]
			s.add(line, func(g ScriptWindow) error {
				in := g.Scripted()
				x, y := in.X, in.Y
				err := pointAtID(g, name)
				px, py := in.X, in.Y
				in.X, in.Y = x, y
				if err != nil {
					return fmt.Errorf("touch %s: %w", f[1], err)
				}
				in.Touch(id, float64(px), float64(py))
				return nil
			})
			return nil
		}
		if len(f) != 5 {
			return fmt.Errorf("touch %s takes ID X Y: a finger number and a square, or pixels as 640px 400px (in a zone window: ID and a creature or zone id)", f[1])
		}
		id, err := strconv.Atoi(f[2])
		if err != nil {
			return fmt.Errorf("touch %s: finger %q is not a whole number", f[1], f[2])
		}
		at, err := parseFingerAt(f[1], f[3], f[4])
		if err != nil {
			return err
		}
		if f[1] == "down" {
			s.add(line, func(g ScriptWindow) error { return fingerTo(g, id, at, true) })
		} else {
			s.add(line, func(g ScriptWindow) error { return fingerTo(g, id, at, false) })
		}
	case "hold":
		// down, then as many frames as the hold takes (updates, not drawn
		// frames: a slow machine waits fewer frames)
		v, err := ints(sub, 4)
		if err != nil {
			return err
		}
		id, at := v[0], fingerAt{q: ScriptCell{X: v[1], Y: v[2]}}
		s.add(line, func(g ScriptWindow) error { return fingerTo(g, id, at, true) })
		s.add(line, func(g ScriptWindow) error {
			h, ok := g.(fingerHolder)
			if !ok {
				return errors.New("touch hold: this window takes no touch")
			}
			if !h.FingerHeld() {
				return StepAgain{}
			}
			return nil
		})
	case "up":
		v, err := ints(sub, 2)
		if err != nil {
			return err
		}
		id := v[0]
		s.add(line, func(g ScriptWindow) error { g.Scripted().Lift(id); return nil })
	case "tap":
		v, err := ints(sub, 3)
		if err != nil {
			return err
		}
		q := ScriptCell{X: v[0], Y: v[1]}
		s.add(line, func(g ScriptWindow) error { x, y := squarePixel(g, q); g.Scripted().Touch(TapFinger, x, y); return nil })
		s.add(line, func(g ScriptWindow) error { g.Scripted().Lift(TapFinger); return nil })
	case "type":
		if len(f) < 3 {
			return errors.New("touch type takes the text to type on the on-screen keyboard, e.g. touch type camp.json")
		}
		for _, r := range strings.Join(f[2:], " ") {
			s.addKeyTap(line, r)
		}
	case "button":
		if len(f) < 3 {
			return errors.New("touch button takes a button's label, e.g. touch button Commit")
		}
		label := strings.Join(f[2:], " ")
		s.add(line, func(g ScriptWindow) error {
			if sw, ok := g.(sheetWindow); ok && sw.SheetUI().Open() {
				// a question, the file chooser or the settings: its buttons and keys
				x, y, err := sw.SheetUI().SheetPixel(label)
				if err != nil {
					return err
				}
				g.Scripted().Touch(TapFinger, float64(x), float64(y))
				return nil
			}
			w, ok := g.(touchWindow)
			if !ok {
				return errors.New("touch button: this window has no buttons")
			}
			x, y, err := w.TouchButtonPixel(label)
			if err != nil {
				return err
			}
			g.Scripted().Touch(TapFinger, float64(x), float64(y))
			return nil
		})
		s.add(line, func(g ScriptWindow) error { g.Scripted().Lift(TapFinger); return nil })
	default:
		return errors.New(usage)
	}
	return nil
}
