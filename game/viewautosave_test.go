package game

import (
	"errors"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	realmscene "github.com/battlemap/battlemap/render/realms"
	"github.com/battlemap/battlemap/rules/realms"
	realmsplay "github.com/battlemap/battlemap/session/realms"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// copyEncounter copies a bundled encounter into a temporary folder and
// opens it as `battlemap open` does.
func copyEncounter(t *testing.T, name string) (string, Opening) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "assets", "encounters", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	o, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, o
}

// noAutosave fails unless the autosave of path is absent.
func noAutosave(t *testing.T, path, when string) {
	t.Helper()
	if _, err := os.Stat(autosavePath(path)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%s: autosave %s stat = %v, want none", when, autosavePath(path), err)
	}
}

// TestHexViewAutosave: a move dragged in the hex window is autosaved at
// once; OpenFile recovers it with the moved creature; Ctrl+S removes the
// autosave, and the next change autosaves on the saved file's version.
func TestHexViewAutosave(t *testing.T) {
	path, o := copyEncounter(t, "river-ford.json")
	b := o.Encounter.Hex.Board
	in := newScriptedInput()
	v := &hexView{shell: &shell{input: in, w: 1280, h: 800}, opt: Options{Encounter: o.Encounter, Path: path, Base: o.Base}, base: o.Base,
		play: realmsplay.NewHexPlay(b, ""), layout: render.NewHexLayout(b.Geometry)}
	v.scene = realmscene.BuildScene(b, realmscene.Options{Theme: render.ScreenTheme()})
	frame := func() {
		t.Helper()
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.nextFrame()
	}
	press := func(keys ...ebiten.Key) {
		for _, k := range keys {
			in.keys[k] = true
		}
		frame()
		clear(in.keys)
		frame()
	}
	brannAt := func(enc *maps.Encounter) realms.Pos {
		hb := enc.Hex.Board
		return hb.Pos(hb.Creature("brann").At)
	}
	pointAt := func(q realms.Pos) {
		c := v.cam.View.ToScreen(v.layout.Center(b.Cell(q)))
		in.x, in.y = int(math.Round(c.X)), int(math.Round(c.Y))
	}
	frame() // fits the map
	pointAt(realms.Pos{4, 4})
	in.btns[ebiten.MouseButtonLeft] = true
	frame()
	pointAt(realms.Pos{5, 4})
	frame()
	in.btns[ebiten.MouseButtonLeft] = false
	frame()
	if p := brannAt(o.Encounter); p != (realms.Pos{5, 4}) {
		t.Fatalf("drag brann to [5, 4]: at %v (%q)", p, v.play.Message())
	}
	r, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if p := brannAt(r.Encounter); p != (realms.Pos{5, 4}) || r.Choice != nil || !strings.Contains(r.Message, "Recovered") {
		t.Errorf("OpenFile after the move: brann at %v, choice %v, message %q; want [5, 4] recovered", p, r.Choice != nil, r.Message)
	}

	press(ebiten.KeyControlLeft, ebiten.KeyS)
	noAutosave(t, path, "after Ctrl+S")
	if r, err = OpenFile(path); err != nil || brannAt(r.Encounter) != (realms.Pos{5, 4}) || r.Message != "" {
		t.Errorf("OpenFile after Ctrl+S: err %v, message %q; want the saved move and no message", err, r.Message)
	}

	// undo after the save: autosaved on the saved version, so recovered
	press(ebiten.KeyControlLeft, ebiten.KeyZ)
	r, err = OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if p := brannAt(r.Encounter); p != (realms.Pos{4, 4}) || r.Choice != nil || !strings.Contains(r.Message, "Recovered") {
		t.Errorf("OpenFile after save then undo: brann at %v, choice %v, message %q; want [4, 4] recovered", p, r.Choice != nil, r.Message)
	}
}

// TestHexViewNoAutosave: a window run by a script or for a screenshot
// (NoAutosave) leaves no autosave behind.
func TestHexViewNoAutosave(t *testing.T) {
	path, o := copyEncounter(t, "river-ford.json")
	b := o.Encounter.Hex.Board
	v := &hexView{shell: &shell{}, opt: Options{Encounter: o.Encounter, Path: path, Base: o.Base, NoAutosave: true}, base: o.Base,
		play: realmsplay.NewHexPlay(b, ""), layout: render.NewHexLayout(b.Geometry)}
	v.play.Drop("brann", b.Cell(realms.Pos{5, 4}))
	v.autosave()
	if v.play.UndoSteps() != 1 {
		t.Fatalf("drop: %d undo steps, want 1 (%q)", v.play.UndoSteps(), v.play.Message())
	}
	noAutosave(t, path, "a move with NoAutosave")
}

// TestZoneViewAutosave: a zone move is autosaved; OpenFile recovers it;
// an undo (Ctrl+Z) is autosaved too; Ctrl+S removes the autosave.
func TestZoneViewAutosave(t *testing.T) {
	path, o := copyEncounter(t, "monastery-zones.json")
	b, err := o.Encounter.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	in := newScriptedInput()
	p := zonesplay.NewZonePlay(b, o.Encounter.Zones.Shapes, 0, "")
	v := &zoneView{shell: &shell{input: in, w: 1280, h: 800}, opt: Options{Encounter: o.Encounter, Path: path, Base: o.Base}, base: o.Base, play: p, r: testRenderer(t), scene: &render.Scene{}}
	press := func(keys ...ebiten.Key) {
		t.Helper()
		for _, k := range keys {
			in.keys[k] = true
		}
		for range 2 {
			if err := v.Update(); err != nil {
				t.Fatal(err)
			}
			in.nextFrame()
			clear(in.keys)
		}
	}
	junIn := func(what string) string {
		t.Helper()
		r, err := OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if r.Choice != nil {
			t.Fatalf("%s: OpenFile offers a choice, want a recovery", what)
		}
		zb, err := r.Encounter.Zones.Board()
		if err != nil {
			t.Fatal(err)
		}
		jun, _ := zb.Creature("jun")
		return jun.Zone + " " + r.Message
	}
	p.Drop("jun", "roof")
	p.Digit(1) // the climb's result: 10
	p.Digit(0)
	p.Enter()
	v.autosave() // as Update does after every frame
	if got := junIn("the move"); !strings.HasPrefix(got, "roof Recovered") {
		t.Errorf("OpenFile after Jun's climb: %q, want Jun on the roof, recovered", got)
	}
	press(ebiten.KeyControlLeft, ebiten.KeyZ)
	if got := junIn("the undo"); !strings.HasPrefix(got, "yard Recovered") {
		t.Errorf("OpenFile after Ctrl+Z: %q, want Jun back in the yard, recovered", got)
	}
	press(ebiten.KeyControlLeft, ebiten.KeyShiftLeft, ebiten.KeyZ)
	press(ebiten.KeyControlLeft, ebiten.KeyS)
	noAutosave(t, path, "after Ctrl+S")
	if got := junIn("Ctrl+S"); got != "roof " {
		t.Errorf("OpenFile after redo and Ctrl+S: %q, want Jun on the roof and no message", got)
	}
}

// TestKeepFile: when the file changed on disk after its autosave, the hex
// and zone windows open the file and keep the autosave aside, saying
// where; neither version is lost.
func TestKeepFile(t *testing.T) {
	path, o := copyEncounter(t, "river-ford.json")
	auto := o.Encounter
	hb := auto.Hex.Board
	hb.Creature("brann").At = hb.Cell(realms.Pos{5, 4})
	if err := writeAutosave(auto, autosavePath(path), "sha256:"+strings.Repeat("0", 64), nil); err != nil {
		t.Fatal(err)
	}
	o, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if o.Choice == nil {
		t.Fatalf("OpenFile of a file changed after its autosave: no choice (%q)", o.Message)
	}
	k, err := KeepFile(o)
	if err != nil {
		t.Fatal(err)
	}
	if k.Choice != nil || k.Base != o.Choice.FileStamp.SumText() {
		t.Errorf("KeepFile: choice %v, base %q; want none and the file's", k.Choice != nil, k.Base)
	}
	if fb := k.Encounter.Hex.Board; fb.Pos(fb.Creature("brann").At) != (realms.Pos{4, 4}) {
		t.Errorf("KeepFile opened brann at %v, want the file's [4, 4]", fb.Pos(fb.Creature("brann").At))
	}
	noAutosave(t, path, "KeepFile")
	aside, _ := filepath.Glob(strings.TrimSuffix(path, ".json") + ".autosave-*.json")
	if len(aside) != 1 || !strings.Contains(k.Message, aside[0]) {
		t.Fatalf("KeepFile: kept %v, message %q; want one autosave aside, named in the message", aside, k.Message)
	}
	kept, err := maps.Load(aside[0])
	if err != nil {
		t.Fatal(err)
	}
	if kb := kept.Hex.Board; kb.Pos(kb.Creature("brann").At) != (realms.Pos{5, 4}) {
		t.Errorf("the autosave kept aside has brann at %v, want its [5, 4]", kb.Pos(kb.Creature("brann").At))
	}
}
