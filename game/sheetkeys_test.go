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
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
)

// tapAt puts a finger down at p for one frame and lifts it in the next.
func (g *sheetRig) tapAt(s *sheet, p render.Point) {
	g.in.touches = []gesture.Touch{{ID: 1, At: gesture.Point{X: p.X, Y: p.Y}}}
	g.frame(s)
	g.in.touches = nil
	g.frame(s)
}

// tapKey taps the on-screen key that types r next (a page or shift key
// first when needed), as touch type does.
func (g *sheetRig) tapKeys(s *sheet, text string) {
	g.t.Helper()
	for _, r := range text {
		for range 3 {
			want := s.keys.Find(r)
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
func placedKey(s *sheet, key keyboard.Key) (keyboard.Placed, bool) {
	for _, k := range s.lay.keys {
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
	mk := func() *sheet {
		s := &sheet{title: "Save as", field: &sheetField{label: "File", text: "fight-copy.json", fresh: true}}
		s.field.enter = func(v string) { entered = append(entered, v) }
		s.buttons = []sheetButton{{label: "Save", noKey: true, do: func() { entered = append(entered, "button:"+s.field.text) }},
			{label: "Cancel", cancel: true, do: func() { cancelled = append(cancelled, s.field.text) }}}
		return s
	}
	tapLabel := func(s *sheet, label string) {
		t.Helper()
		for _, k := range s.lay.keys {
			if s.keys.Label(k.Key) == label {
				g.tapAt(s, render.Point{X: k.X + 2, Y: k.Y + 2})
				return
			}
		}
		t.Fatalf("no key %q on the keyboard", label)
	}
	for _, tc := range []struct {
		name      string
		do        func(s *sheet)
		text      string
		entered   []string
		cancelled []string
	}{
		{"the first key replaces the name put in", func(s *sheet) { g.tapKeys(s, "Camp 2") }, "Camp 2", nil, nil},
		{"Del clears the name put in, as Backspace", func(s *sheet) { tapLabel(s, "← Del"); g.tapKeys(s, "ab"); tapLabel(s, "← Del") }, "a", nil, nil},
		{"keys and a real key together", func(s *sheet) { g.tapKeys(s, "it's"); g.typeText(s, "!?") }, "it's!?", nil, nil},
		{"OK enters the field", func(s *sheet) { g.tapKeys(s, "x.json"); tapLabel(s, "OK") }, "x.json", []string{"x.json"}, nil},
		{"Cancel is the cancel button", func(s *sheet) { g.tapKeys(s, "y"); tapLabel(s, "Cancel") }, "y", nil, []string{"y"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			entered, cancelled = nil, nil
			s := mk()
			g.frame(s) // laid out: the Keyboard button shows
			g.tapAt(s, centre(s.lay.keysButton))
			if !s.keysOn || len(s.lay.keys) == 0 {
				t.Fatalf("after a tap on Keyboard: keys shown %v, %d laid out; want shown", s.keysOn, len(s.lay.keys))
			}
			tc.do(s)
			if s.field.text != tc.text || !equalStrings(entered, tc.entered) || !equalStrings(cancelled, tc.cancelled) {
				t.Errorf("field %q, entered %q, cancelled %q; want %q, %q, %q", s.field.text, entered, cancelled, tc.text, tc.entered, tc.cancelled)
			}
		})
	}
	t.Run("Keyboard again hides the keys", func(t *testing.T) {
		s := mk()
		g.frame(s)
		g.tapAt(s, centre(s.lay.keysButton))
		g.tapAt(s, centre(s.lay.keysButton))
		if s.keysOn || len(s.lay.keys) != 0 {
			t.Errorf("after two taps on Keyboard: shown %v, %d keys laid out; want hidden", s.keysOn, len(s.lay.keys))
		}
	})
	t.Run("a finger on the field shows the keys", func(t *testing.T) {
		s := mk()
		g.frame(s)
		g.tapAt(s, centre(s.lay.field))
		if !s.keysOn {
			t.Errorf("after a tap on the field: keys shown %v, want shown", s.keysOn)
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
		for _, mk := range []func() *sheet{
			func() *sheet {
				return newChooser(chooser{title: "Save as a new file", verb: "Save", save: true, dir: t.TempDir(), name: "x.json"})
			},
			func() *sheet {
				return &sheet{title: "Name", field: &sheetField{label: "Name"}, buttons: []sheetButton{{label: "OK", key: ebiten.KeyEnter}, {label: "Cancel", cancel: true}}}
			},
		} {
			s := mk()
			s.keysOn = true
			s.render(screen, face, render.ScreenTheme().UI, 1728, 972, sc)
			l := s.lay
			if len(l.keys) == 0 {
				t.Fatalf("scale %g %q: no keys laid out", sc, s.title)
			}
			covered := append([]render.Rect{l.field, l.keysButton, l.box}, l.buttons...)
			for _, k := range l.keys {
				if k.H < keyboard.MinKey*sc || k.W < keyboard.MinKey*sc {
					t.Errorf("scale %g %q: key %q is %gx%g, want at least %g", sc, s.title, s.keys.Label(k.Key), k.W, k.H, keyboard.MinKey*sc)
				}
				if k.X < 0 || k.Y < 0 || k.X+k.W > 1728 || k.Y+k.H > 972 {
					t.Errorf("scale %g %q: key %q at %+v is off the window", sc, s.title, s.keys.Label(k.Key), k.Rect)
				}
				kr := render.Rect{Min: render.Point{X: k.X, Y: k.Y}, Max: render.Point{X: k.X + k.W, Y: k.Y + k.H}}
				for _, r := range covered {
					if overlaps(kr, r) {
						t.Errorf("scale %g %q: key %q at %+v covers %+v", sc, s.title, s.keys.Label(k.Key), k.Rect, r)
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
	s := newChooser(chooser{title: "Open", verb: "Open", dir: dir, pick: func(p string) error { picked = append(picked, p); return nil }, cancel: func() {}})
	g.frame(s)
	if s.lay.shown >= len(s.rows) {
		t.Fatalf("all %d rows shown at once; the test needs a list that scrolls", len(s.rows))
	}
	rowAt := func(label string) (render.Rect, bool) {
		for k, r := range s.lay.rows {
			if s.rows[s.lay.firstRow+k].label == label {
				return r, true
			}
		}
		return render.Rect{}, false
	}
	// the folder's row is among the first; slide a finger up from the
	// last row shown by four rows: the list scrolls by four
	last := s.lay.rows[len(s.lay.rows)-1]
	from := centre(last)
	step := s.lay.rowH
	for i := range 9 {
		g.in.touches = []gesture.Touch{{ID: 1, At: gesture.Point{X: from.X, Y: from.Y - float64(i)*step/2}}}
		g.frame(s)
	}
	g.in.touches = nil
	g.frame(s)
	if s.scroll != 4 || len(picked) != 0 {
		t.Errorf("a finger slid up four rows: scroll %d, picked %v; want 4, none", s.scroll, picked)
	}
	s.scroll = 0
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

// TestNewMapKeepsTheKeyboard: a press on the New map sheet rebuilds it;
// the on-screen keyboard stays shown or hidden as the user left it, and
// the name typed stays.
func TestNewMapKeepsTheKeyboard(t *testing.T) {
	for _, on := range []bool{true, false} {
		g := newTestGame(t, sampleEncounter(t), "")
		g.files.fingers = !on // what a new sheet would choose by itself
		g.files.showNewMap(g, newMapChoice{name: "Camp", ruleset: maps.DrawSteel, width: 10, height: 8}, -1, func(*maps.Encounter) {})
		s := g.files.sheet
		s.keysOn, s.keysAsked = on, true
		s.field.text = "Camp 2"
		var plus func()
		for _, r := range s.rows {
			for _, b := range r.buttons {
				if b.label == "Columns +" {
					plus = b.do
				}
			}
		}
		if plus == nil {
			t.Fatal("no Columns + button on the New map sheet")
		}
		plus()
		g.files.offerKeys()
		if s2 := g.files.sheet; s2 == s || s2.keysOn != on || s2.field.text != "Camp 2" {
			t.Errorf("after Columns + with the keyboard shown %v: a new sheet %v, shown %v, name %q; want a new sheet, %v, \"Camp 2\"", on, s2 != s, s2.keysOn, s2.field.text, on)
		}
	}
}

// TestSheetIgnoresThePressThatOpenedIt: a finger (or the left button)
// already down when the sheet opens, as on the panel field that opened
// it, types or presses nothing on the sheet when lifted there.
func TestSheetIgnoresThePressThatOpenedIt(t *testing.T) {
	g := newSheetRig(t)
	mk := func() *sheet {
		s := &sheet{title: "Caption", field: &sheetField{label: "Caption"}, keysOn: true, keysAsked: true}
		s.buttons = []sheetButton{{label: "OK", noKey: true, do: func() { s.field.text += "[ok]" }}}
		return s
	}
	t.Run("finger", func(t *testing.T) {
		s := mk()
		g.draw(s)
		k, _ := placedKey(s, keyboard.Key{Kind: keyboard.Char, Char: 'n'})
		// the finger is down on where the n key will be as the sheet opens
		g.tapAt(s, render.Point{X: k.X + k.W/2, Y: k.Y + k.H/2})
		if s.field.text != "" {
			t.Errorf("the finger that opened the sheet typed %q, want nothing", s.field.text)
		}
		g.tapAt(s, render.Point{X: k.X + k.W/2, Y: k.Y + k.H/2})
		if s.field.text != "n" {
			t.Errorf("the next tap on n typed %q, want n", s.field.text)
		}
	})
	t.Run("mouse", func(t *testing.T) {
		s := mk()
		g.frame(s)
		ok := centre(s.lay.buttons[0])
		g.in.x, g.in.y = int(ok.X), int(ok.Y)
		g.in.btns[ebiten.MouseButtonLeft] = false
		g.in.prevB[ebiten.MouseButtonLeft] = true // released this frame, pressed before the sheet
		s.update(g.in, 1)
		if s.field.text != "" {
			t.Errorf("a release of a press from before the sheet pressed OK (%q)", s.field.text)
		}
	})
}

// TestTouchButtonPrefersTheBoxButton: touch button OK over a question
// with the on-screen keyboard shown taps the box's OK button, once it is
// drawn with the focus on it, not the keyboard's OK key.
func TestTouchButtonPrefersTheBoxButton(t *testing.T) {
	g := newSheetRig(t)
	s := &sheet{title: "Caption", field: &sheetField{label: "Caption"}, keysOn: true, keysAsked: true}
	s.buttons = []sheetButton{{label: "OK", noKey: true, do: func() {}}, {label: "Cancel", cancel: true, do: func() {}}}
	f := &fileUI{sheet: s}
	g.draw(s)
	if _, _, err := f.sheetPixel("OK"); !errors.Is(err, stepAgain{}) {
		t.Fatalf("touch button OK before the focus is drawn: %v, want a step again", err)
	}
	g.draw(s)
	x, y, err := f.sheetPixel("OK")
	if err != nil {
		t.Fatal(err)
	}
	if b := s.lay.buttons[0]; float64(x) < b.Min.X || float64(x) >= b.Max.X || float64(y) < b.Min.Y || float64(y) >= b.Max.Y {
		t.Errorf("touch button OK at %d,%d, want inside the box's OK button %+v", x, y, b)
	}
}
