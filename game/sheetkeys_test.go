package game

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/game/keyboard"
	"github.com/battlemap/battlemap/render"
)

// tapAt puts a finger down at p for one frame and lifts it in the next.
func (g *sheetRig) tapAt(s *Sheet, p render.Point) {
	g.in.Fingers = []gesture.Touch{{ID: 1, At: gesture.Point{X: p.X, Y: p.Y}}}
	g.frame(s)
	g.in.Fingers = nil
	g.frame(s)
}

// tapKey taps the on-screen key that types r next (a page or shift key
// first when needed), as touch type does.
func (g *sheetRig) tapKeys(s *Sheet, text string) {
	g.t.Helper()
	for _, r := range text {
		for range 3 {
			want := s.Keys.Find(r)
			if len(want) == 0 {
				g.t.Fatalf("no key types %q", r)
			}
			k, ok := placedKey(s, want[0])
			if !ok {
				g.t.Fatalf("key %+v for %q is not laid out", want[0], r)
			}
			g.tapAt(s, render.Point{X: k.X + k.W/2, Y: k.Y + k.H/2})
			if len(want) == 1 {
				break
			}
		}
	}
}

// placedKey is where the key of kind and char is laid out.
func placedKey(s *Sheet, key keyboard.Key) (keyboard.Placed, bool) {
	for _, k := range s.Lay.Keys {
		if k.Kind == key.Kind && k.Char == key.Char {
			return k, true
		}
	}
	return keyboard.Placed{}, false
}

// TestSheetOnScreenKeys: taps on the on-screen keys type into the field
// as the same keys pressed would (a name put in for the user is replaced
// by the first, Backspace deletes), OK is Enter in the field and Cancel
// the sheet's cancel button; the Keyboard button shows and hides the keys.
func TestSheetOnScreenKeys(t *testing.T) {
	g := newSheetRig(t)
	var entered, cancelled []string
	mk := func() *Sheet {
		s := &Sheet{Title: "Save as", Field: &SheetField{Label: "File", Text: "fight-copy.json", Fresh: true}}
		s.Field.Enter = func(v string) { entered = append(entered, v) }
		s.Buttons = []SheetButton{{Label: "Save", NoKey: true, Do: func() { entered = append(entered, "button:"+s.Field.Text) }},
			{Label: "Cancel", Cancel: true, Do: func() { cancelled = append(cancelled, s.Field.Text) }}}
		return s
	}
	tapLabel := func(s *Sheet, label string) {
		t.Helper()
		for _, k := range s.Lay.Keys {
			if s.Keys.Label(k.Key) == label {
				g.tapAt(s, render.Point{X: k.X + 2, Y: k.Y + 2})
				return
			}
		}
		t.Fatalf("no key %q on the keyboard", label)
	}
	for _, tc := range []struct {
		name      string
		do        func(s *Sheet)
		text      string
		entered   []string
		cancelled []string
	}{
		{"the first key replaces the name put in", func(s *Sheet) { g.tapKeys(s, "Camp 2") }, "Camp 2", nil, nil},
		{"Del clears the name put in, as Backspace", func(s *Sheet) { tapLabel(s, "← Del"); g.tapKeys(s, "ab"); tapLabel(s, "← Del") }, "a", nil, nil},
		{"keys and a real key together", func(s *Sheet) { g.tapKeys(s, "it's"); g.typeText(s, "!?") }, "it's!?", nil, nil},
		{"OK enters the field", func(s *Sheet) { g.tapKeys(s, "x.json"); tapLabel(s, "OK") }, "x.json", []string{"x.json"}, nil},
		{"Cancel is the cancel button", func(s *Sheet) { g.tapKeys(s, "y"); tapLabel(s, "Cancel") }, "y", nil, []string{"y"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			entered, cancelled = nil, nil
			s := mk()
			g.frame(s) // laid out: the Keyboard button shows
			g.tapAt(s, centre(s.Lay.KeysButton))
			if !s.KeysOn || len(s.Lay.Keys) == 0 {
				t.Fatalf("after a tap on Keyboard: keys shown %v, %d laid out; want shown", s.KeysOn, len(s.Lay.Keys))
			}
			tc.do(s)
			if s.Field.Text != tc.text || !equalStrings(entered, tc.entered) || !equalStrings(cancelled, tc.cancelled) {
				t.Errorf("field %q, entered %q, cancelled %q; want %q, %q, %q", s.Field.Text, entered, cancelled, tc.text, tc.entered, tc.cancelled)
			}
		})
	}
	t.Run("Keyboard again hides the keys", func(t *testing.T) {
		s := mk()
		g.frame(s)
		g.tapAt(s, centre(s.Lay.KeysButton))
		g.tapAt(s, centre(s.Lay.KeysButton))
		if s.KeysOn || len(s.Lay.Keys) != 0 {
			t.Errorf("after two taps on Keyboard: shown %v, %d keys laid out; want hidden", s.KeysOn, len(s.Lay.Keys))
		}
	})
	t.Run("a finger on the field shows the keys", func(t *testing.T) {
		s := mk()
		g.frame(s)
		g.tapAt(s, centre(s.Lay.Field))
		if !s.KeysOn {
			t.Errorf("after a tap on the field: keys shown %v, want shown", s.KeysOn)
		}
	})
}

// TestSheetKeysLeaveFieldAndButtons: at UI scale 1 to 3 in a 1728x972
// window, the keys are a finger wide (keyboard.MinKey times the scale) and
// cover neither the field nor the box's buttons shown; the whole box is
// above the keyboard.
func TestSheetKeysLeaveFieldAndButtons(t *testing.T) {
	g := newSheetRig(t)
	face := func(px float64, bold bool) *text.GoTextFace { return g.r.Face(px, bold) }
	screen := ebiten.NewImage(1728, 972)
	for _, sc := range []float64{1, 1.5, 2, 2.5, 3} {
		for _, mk := range []func() *Sheet{
			func() *Sheet {
				return NewChooser(Chooser{Title: "Save as a new file", Verb: "Save", Save: true, Dir: t.TempDir(), Name: "x.json"})
			},
			func() *Sheet {
				return &Sheet{Title: "Name", Field: &SheetField{Label: "Name"}, Buttons: []SheetButton{{Label: "OK", Key: ebiten.KeyEnter}, {Label: "Cancel", Cancel: true}}}
			},
		} {
			s := mk()
			s.KeysOn = true
			s.Render(screen, face, render.ScreenTheme().UI, 1728, 972, sc)
			l := s.Lay
			if len(l.Keys) == 0 {
				t.Fatalf("scale %g %q: no keys laid out", sc, s.Title)
			}
			covered := append([]render.Rect{l.Field, l.KeysButton, l.Box}, l.Buttons...)
			for _, k := range l.Keys {
				if k.H < keyboard.MinKey*sc || k.W < keyboard.MinKey*sc {
					t.Errorf("scale %g %q: key %q is %gx%g, want at least %g", sc, s.Title, s.Keys.Label(k.Key), k.W, k.H, keyboard.MinKey*sc)
				}
				if k.X < 0 || k.Y < 0 || k.X+k.W > 1728 || k.Y+k.H > 972 {
					t.Errorf("scale %g %q: key %q at %+v is off the window", sc, s.Title, s.Keys.Label(k.Key), k.Rect)
				}
				kr := render.Rect{Min: render.Point{X: k.X, Y: k.Y}, Max: render.Point{X: k.X + k.W, Y: k.Y + k.H}}
				for _, r := range covered {
					if overlaps(kr, r) {
						t.Errorf("scale %g %q: key %q at %+v covers %+v", sc, s.Title, s.Keys.Label(k.Key), k.Rect, r)
					}
				}
			}
		}
	}
}

func centre(r render.Rect) render.Point {
	return render.Point{X: (r.Min.X + r.Max.X) / 2, Y: (r.Min.Y + r.Max.Y) / 2}
}

func overlaps(a, b render.Rect) bool {
	return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestChooserByFinger: the file chooser by finger alone: a finger slid up
// the list scrolls it (and taps nothing), a tap on a folder's row lists
// that folder, a tap on a file's row opens it.
func TestChooserByFinger(t *testing.T) {
	g := newSheetRig(t)
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "zz-maps"), 0o755)
	for i := range 30 {
		os.WriteFile(filepath.Join(dir, fmt.Sprintf("a%02d.json", i)), []byte("{}"), 0o644)
	}
	os.WriteFile(filepath.Join(dir, "zz-maps", "deep.json"), []byte("{}"), 0o644)
	var picked []string
	s := NewChooser(Chooser{Title: "Open", Verb: "Open", Dir: dir, Pick: func(p string) error { picked = append(picked, p); return nil }, Cancel: func() {}})
	g.frame(s)
	if s.Lay.Shown >= len(s.Rows) {
		t.Fatalf("all %d rows shown at once; the test needs a list that scrolls", len(s.Rows))
	}
	rowAt := func(label string) (render.Rect, bool) {
		for k, r := range s.Lay.Rows {
			if s.Rows[s.Lay.FirstRow+k].Label == label {
				return r, true
			}
		}
		return render.Rect{}, false
	}
	// the folder's row is among the first; slide a finger up from the
	// last row shown by four rows: the list scrolls by four
	last := s.Lay.Rows[len(s.Lay.Rows)-1]
	from := centre(last)
	step := s.Lay.RowH
	for i := range 9 {
		g.in.Fingers = []gesture.Touch{{ID: 1, At: gesture.Point{X: from.X, Y: from.Y - float64(i)*step/2}}}
		g.frame(s)
	}
	g.in.Fingers = nil
	g.frame(s)
	if s.Scroll != 4 || len(picked) != 0 {
		t.Errorf("a finger slid up four rows: scroll %d, picked %v; want 4, none", s.Scroll, picked)
	}
	s.Scroll = 0
	g.frame(s)
	folder, ok := rowAt("zz-maps/")
	if !ok {
		t.Fatalf("no zz-maps/ row among the first shown")
	}
	g.tapAt(s, centre(folder))
	file, ok := rowAt("deep.json")
	if !ok {
		t.Fatalf("after a tap on zz-maps/, no deep.json row shown")
	}
	g.tapAt(s, centre(file))
	if want := filepath.Join(dir, "zz-maps", "deep.json"); len(picked) != 1 || picked[0] != want {
		t.Errorf("a tap on deep.json picked %v, want %s", picked, want)
	}
}

// TestSheetIgnoresThePressThatOpenedIt: a finger (or the left button)
// already down when the sheet opens, as on the panel field that opened
// it, types or presses nothing on the sheet when lifted there.
func TestSheetIgnoresThePressThatOpenedIt(t *testing.T) {
	g := newSheetRig(t)
	mk := func() *Sheet {
		s := &Sheet{Title: "Caption", Field: &SheetField{Label: "Caption"}, KeysOn: true, KeysAsked: true}
		s.Buttons = []SheetButton{{Label: "OK", NoKey: true, Do: func() { s.Field.Text += "[ok]" }}}
		return s
	}
	t.Run("finger", func(t *testing.T) {
		s := mk()
		g.Draw(s)
		k, _ := placedKey(s, keyboard.Key{Kind: keyboard.Char, Char: 'n'})
		// the finger is down on where the n key will be as the sheet opens
		g.tapAt(s, render.Point{X: k.X + k.W/2, Y: k.Y + k.H/2})
		if s.Field.Text != "" {
			t.Errorf("the finger that opened the sheet typed %q, want nothing", s.Field.Text)
		}
		g.tapAt(s, render.Point{X: k.X + k.W/2, Y: k.Y + k.H/2})
		if s.Field.Text != "n" {
			t.Errorf("the next tap on n typed %q, want n", s.Field.Text)
		}
	})
	t.Run("mouse", func(t *testing.T) {
		s := mk()
		g.frame(s)
		ok := centre(s.Lay.Buttons[0])
		g.in.X, g.in.Y = int(ok.X), int(ok.Y)
		g.in.Btns[ebiten.MouseButtonLeft] = false
		g.in.PrevB[ebiten.MouseButtonLeft] = true // released this frame, pressed before the sheet
		s.Update(g.in, 1)
		if s.Field.Text != "" {
			t.Errorf("a release of a press from before the sheet pressed OK (%q)", s.Field.Text)
		}
	})
}

// TestTouchButtonPrefersTheBoxButton: touch button OK over a question
// with the on-screen keyboard shown taps the box's OK button, once it is
// drawn with the focus on it, not the keyboard's OK key.
func TestTouchButtonPrefersTheBoxButton(t *testing.T) {
	g := newSheetRig(t)
	s := &Sheet{Title: "Caption", Field: &SheetField{Label: "Caption"}, KeysOn: true, KeysAsked: true}
	s.Buttons = []SheetButton{{Label: "OK", NoKey: true, Do: func() {}}, {Label: "Cancel", Cancel: true, Do: func() {}}}
	f := &FileUI{Sheet: s}
	g.Draw(s)
	if _, _, err := f.SheetPixel("OK"); !errors.Is(err, StepAgain{}) {
		t.Fatalf("touch button OK before the focus is drawn: %v, want a step again", err)
	}
	g.Draw(s)
	x, y, err := f.SheetPixel("OK")
	if err != nil {
		t.Fatal(err)
	}
	if b := s.Lay.Buttons[0]; float64(x) < b.Min.X || float64(x) >= b.Max.X || float64(y) < b.Min.Y || float64(y) >= b.Max.Y {
		t.Errorf("touch button OK at %d,%d, want inside the box's OK button %+v", x, y, b)
	}
}
