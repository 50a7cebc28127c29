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
	in     *scriptedInput
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
	return &sheetRig{t: t, in: newScriptedInput(), r: r, screen: ebiten.NewImage(1920, 1080)}
}

// draw draws s as the window does, laying out its widgets.
func (g *sheetRig) draw(s *sheet) {
	s.render(g.screen, func(px float64, bold bool) *text.GoTextFace { return g.r.Face(px, bold) }, render.ScreenTheme().UI, 1920, 1080, 1)
}

// frame runs one Update of s with the keys given pressed this frame.
func (g *sheetRig) frame(s *sheet, keys ...ebiten.Key) {
	clear(g.in.keys)
	g.in.nextFrame() // nothing held before: the keys are just pressed
	for _, k := range keys {
		g.in.keys[k] = true
	}
	s.update(g.in, 1)
	g.draw(s)
}

// typeText types s into the sheet in one frame.
func (g *sheetRig) typeText(sh *sheet, s string) {
	clear(g.in.keys)
	g.in.nextFrame()
	g.in.chars = []rune(s)
	sh.update(g.in, 1)
	g.draw(sh)
}

// TestSheetKeys: Tab and Shift+Tab move the focus, Enter presses what has
// it, a button's key presses it, Esc presses the cancel button.
func TestSheetKeys(t *testing.T) {
	g := newSheetRig(t)
	var pressed []string
	mk := func() *sheet {
		return &sheet{title: "Save?", lines: []string{"words"}, buttons: []sheetButton{
			{label: "Save", key: ebiten.KeyS, do: func() { pressed = append(pressed, "save") }},
			{label: "Don't save", key: ebiten.KeyD, do: func() { pressed = append(pressed, "discard") }},
			{label: "Cancel", key: ebiten.KeyC, cancel: true, do: func() { pressed = append(pressed, "cancel") }},
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

	s := newChooser(chooser{title: "Open", verb: "Open", dir: dir, pick: pick, cancel: func() {}})
	var labels []string
	for _, r := range s.rows {
		labels = append(labels, r.label)
	}
	if want := []string{"In " + dir, "↑  Up to " + filepath.Base(filepath.Dir(dir)), "maps/", "a.json"}; len(labels) != len(want) || labels[2] != want[2] || labels[3] != want[3] {
		t.Fatalf("chooser rows = %q, want %q", labels, want)
	}
	s.rows[2].do() // maps/: its folder is listed
	if last := s.rows[len(s.rows)-1].label; last != "b.json" {
		t.Fatalf("after pressing maps/ the last row is %q, want b.json", last)
	}
	g.typeText(s, "b")
	g.frame(s, ebiten.KeyEnter)
	if len(picked) != 0 || s.note == "" {
		t.Errorf("Enter on a name that is not there picked %v (note %q), want a note", picked, s.note)
	}
	g.frame(s, ebiten.KeyBackspace)
	g.typeText(s, "b.json")
	g.frame(s, ebiten.KeyEnter)
	if len(picked) != 1 || picked[0] != filepath.Join(dir, "maps", "b.json") {
		t.Errorf("typing b.json and Enter picked %v, want %s", picked, filepath.Join(dir, "maps", "b.json"))
	}

	picked = nil
	s = newChooser(chooser{title: "Save as", verb: "Save", save: true, dir: dir, name: "fight-copy.json", pick: pick, cancel: func() {}})
	g.typeText(s, "a")
	if s.field.text != "a" {
		t.Fatalf("typing into the name put in gives %q, want it replaced by \"a\"", s.field.text)
	}
	g.frame(s, ebiten.KeyEnter)
	if len(picked) != 0 || s.note == "" {
		t.Fatalf("saving onto a.json at once picked %v (note %q), want a question first", picked, s.note)
	}
	g.frame(s, ebiten.KeyEnter)
	if len(picked) != 1 || picked[0] != filepath.Join(dir, "a.json") {
		t.Errorf("the second press picked %v, want %s", picked, filepath.Join(dir, "a.json"))
	}
}
