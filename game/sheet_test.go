package game

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
)

// sheetRig runs sheets with scripted input and no window: each frame
// updates the sheet, then draws its ebitenui widgets on an image, as the
// window does.
type sheetRig struct {
	t      *testing.T
	in     *ScriptedInput
	r      *ebitenrender.Renderer
	screen *ebiten.Image
}

func newSheetRig(t *testing.T) *sheetRig {
	t.Helper()
	reg, bold := assets.Fonts()
	r, err := ebitenrender.New(reg, bold)
	if err != nil {
		t.Fatal(err)
	}
	return &sheetRig{t: t, in: NewScriptedInput(), r: r, screen: ebiten.NewImage(1920, 1080)}
}

// Draw draws s as the window does, laying out its widgets.
func (g *sheetRig) Draw(s *Sheet) {
	s.Render(g.screen, func(px float64, bold bool) *text.GoTextFace { return g.r.Face(px, bold) }, render.ScreenTheme().UI, 1920, 1080, 1)
}

// frame runs one Update of s with the keys given pressed this frame.
func (g *sheetRig) frame(s *Sheet, keys ...ebiten.Key) {
	clear(g.in.Keys)
	g.in.NextFrame() // nothing held before: the keys are just pressed
	for _, k := range keys {
		g.in.Keys[k] = true
	}
	s.Update(g.in, 1)
	g.Draw(s)
}

// typeText types s into the sheet in one frame.
func (g *sheetRig) typeText(sh *Sheet, s string) {
	clear(g.in.Keys)
	g.in.NextFrame()
	g.in.chars = []rune(s)
	sh.Update(g.in, 1)
	g.Draw(sh)
}

// TestSheetKeys: Tab and Shift+Tab move the focus, Enter presses what has
// it, a button's key presses it, Esc presses the cancel button.
func TestSheetKeys(t *testing.T) {
	g := newSheetRig(t)
	var pressed []string
	mk := func() *Sheet {
		return &Sheet{Title: "Save?", Lines: []string{"words"}, Buttons: []SheetButton{
			{Label: "Save", Key: ebiten.KeyS, Do: func() { pressed = append(pressed, "save") }},
			{Label: "Don't save", Key: ebiten.KeyD, Do: func() { pressed = append(pressed, "discard") }},
			{Label: "Cancel", Key: ebiten.KeyC, Cancel: true, Do: func() { pressed = append(pressed, "cancel") }},
		}}
	}
	for _, tc := range []struct {
		name string
		keys [][]ebiten.Key
		want string
	}{
		{"Enter presses the first", [][]ebiten.Key{{ebiten.KeyEnter}}, "save"},
		{"Tab then Enter", [][]ebiten.Key{{ebiten.KeyTab}, {ebiten.KeyEnter}}, "discard"},
		{"Shift+Tab wraps to the last", [][]ebiten.Key{{ebiten.KeyShiftLeft, ebiten.KeyTab}, {ebiten.KeyEnter}}, "cancel"},
		{"D", [][]ebiten.Key{{ebiten.KeyD}}, "discard"},
		{"Esc", [][]ebiten.Key{{ebiten.KeyEscape}}, "cancel"},
		{"an unbound key does nothing", [][]ebiten.Key{{ebiten.KeyX}}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pressed = nil
			s := mk()
			for _, k := range tc.keys {
				g.frame(s, k...)
			}
			got := ""
			if len(pressed) > 0 {
				got = pressed[len(pressed)-1]
			}
			if got != tc.want || len(pressed) > 1 {
				t.Errorf("keys %v pressed %v, want %q", tc.keys, pressed, tc.want)
			}
		})
	}
}

// TestChooserPicks: the chooser lists a folder, a typed name replaces the
// one put in, Enter picks it; a folder's row lists that folder; saving
// onto an existing file takes a second press.
func TestChooserPicks(t *testing.T) {
	g := newSheetRig(t)
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "maps"), 0o755)
	for _, f := range []string{"a.json", "maps/b.json"} {
		os.WriteFile(filepath.Join(dir, f), []byte("{}"), 0o644)
	}
	var picked []string
	pick := func(p string) error { picked = append(picked, p); return nil }

	s := NewChooser(Chooser{Title: "Open", Verb: "Open", Dir: dir, Pick: pick, Cancel: func() {}})
	var labels []string
	for _, r := range s.Rows {
		labels = append(labels, r.Label)
	}
	if want := []string{"In " + dir, "↑  Up to " + filepath.Base(filepath.Dir(dir)), "maps/", "a.json"}; len(labels) != len(want) || labels[2] != want[2] || labels[3] != want[3] {
		t.Fatalf("chooser rows = %q, want %q", labels, want)
	}
	s.Rows[2].do() // maps/: its folder is listed
	if last := s.Rows[len(s.Rows)-1].Label; last != "b.json" {
		t.Fatalf("after pressing maps/ the last row is %q, want b.json", last)
	}
	g.typeText(s, "b")
	g.frame(s, ebiten.KeyEnter)
	if len(picked) != 0 || s.Note == "" {
		t.Errorf("Enter on a name that is not there picked %v (note %q), want a note", picked, s.Note)
	}
	g.frame(s, ebiten.KeyBackspace)
	g.typeText(s, "b.json")
	g.frame(s, ebiten.KeyEnter)
	if len(picked) != 1 || picked[0] != filepath.Join(dir, "maps", "b.json") {
		t.Errorf("typing b.json and Enter picked %v, want %s", picked, filepath.Join(dir, "maps", "b.json"))
	}

	picked = nil
	s = NewChooser(Chooser{Title: "Save as", Verb: "Save", Save: true, Dir: dir, Name: "fight-copy.json", Pick: pick, Cancel: func() {}})
	g.typeText(s, "a")
	if s.Field.Text != "a" {
		t.Fatalf("typing into the name put in gives %q, want it replaced by \"a\"", s.Field.Text)
	}
	g.frame(s, ebiten.KeyEnter)
	if len(picked) != 0 || s.Note == "" {
		t.Fatalf("saving onto a.json at once picked %v (note %q), want a question first", picked, s.Note)
	}
	g.frame(s, ebiten.KeyEnter)
	if len(picked) != 1 || picked[0] != filepath.Join(dir, "a.json") {
		t.Errorf("the second press picked %v, want %s", picked, filepath.Join(dir, "a.json"))
	}
}

// TestSheetFitsTheWindow: at UI scale 1 to 3 in a 1280x720 and a
// 1920x1080 window, the quit question and the file chooser are drawn
// whole inside the window, their buttons at least a fingertip
// (sheetButtonH at scale 1) high, and the chooser shows a few rows of its
// list.
func TestSheetFitsTheWindow(t *testing.T) {
	g := newSheetRig(t)
	face := func(px float64, bold bool) *text.GoTextFace { return g.r.Face(px, bold) }
	dir := t.TempDir()
	for i := range 12 {
		os.WriteFile(filepath.Join(dir, "map-"+string(rune('a'+i))+".json"), []byte("{}"), 0o644)
	}
	quit := func() *Sheet {
		return &Sheet{Title: "Save your changes to Cliffside Ambush?", Lines: []string{
			"You have changes that are not saved to cliff.json (the last is \"Fury advances to 4,8 (1 of 5 squares)\").",
			"Save writes them to cliff.json, then goes on to quit.",
			"Don't save goes on to quit without them: the file stays as you last saved it. (The changes are kept aside in cliff.autosave-discarded.json until the next time you discard, in case you change your mind.)",
			"Cancel goes back to the map; nothing changes.",
		}, Buttons: []SheetButton{{Label: "Save", Key: ebiten.KeyS}, {Label: "Don't save", Key: ebiten.KeyD}, {Label: "Cancel", Key: ebiten.KeyC, Cancel: true}}}
	}
	chooser := func() *Sheet {
		return NewChooser(Chooser{Title: "Open an encounter", Verb: "Open", Dir: dir, Pick: func(string) error { return nil }, Cancel: func() {}})
	}
	for _, size := range [][2]int{{1280, 720}, {1920, 1080}} {
		screen := ebiten.NewImage(size[0], size[1])
		for _, sc := range []float64{1, 2, 3} {
			for _, mk := range []func() *Sheet{quit, chooser} {
				s := mk()
				s.Render(screen, face, render.ScreenTheme().UI, size[0], size[1], sc)
				l := s.Lay
				if l.Box.Min.X < 0 || l.Box.Min.Y < 0 || l.Box.Max.X > float64(size[0]) || l.Box.Max.Y > float64(size[1]) {
					t.Errorf("%dx%d scale %g %q: box %+v is not inside the window", size[0], size[1], sc, s.Title, l.Box)
				}
				for i, b := range l.Buttons {
					if h := b.Max.Y - b.Min.Y; h < sheetButtonH || b.Max.Y > l.Box.Max.Y {
						t.Errorf("%dx%d scale %g %q: button %q is %g high at %+v, want at least %d inside the box", size[0], size[1], sc, s.Title, s.Buttons[i].Label, h, b, sheetButtonH)
					}
				}
				if n := min(len(s.Rows), 4); l.Shown < n {
					t.Errorf("%dx%d scale %g %q: %d rows of the list shown, want at least %d", size[0], size[1], sc, s.Title, l.Shown, n)
				}
			}
		}
	}
}

// TestSheetKeyA: A (ebiten's zero Key) presses a button given it, as the
// file-changed question's "Save mine as a new file" is; a button given no
// key is not pressed by A.
func TestSheetKeyA(t *testing.T) {
	g := newSheetRig(t)
	var pressed []string
	s := &Sheet{Title: "The file changed on disk", Buttons: []SheetButton{
		{Label: "Cancel", Cancel: true, Do: func() { pressed = append(pressed, "cancel") }},
	}}
	g.frame(s, ebiten.KeyA)
	if len(pressed) != 0 {
		t.Errorf("A pressed %v on a sheet with no button keyed A, want nothing", pressed)
	}
	s.Buttons = append(s.Buttons, SheetButton{Label: "Save mine as a new file…", Key: ebiten.KeyA, KeyA: true, Do: func() { pressed = append(pressed, "save as") }})
	g.frame(s, ebiten.KeyA)
	if len(pressed) != 1 || pressed[0] != "save as" {
		t.Errorf("A pressed %v, want [save as]", pressed)
	}
	if got := s.Buttons[1].text(); got != "Save mine as a new file…   (A)" {
		t.Errorf("the button reads %q, want its key A shown", got)
	}
}
