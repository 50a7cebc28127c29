package realms

import (
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	realmscene "github.com/battlemap/battlemap/render/realms"
	"github.com/battlemap/battlemap/rules/realms"
	realmsplay "github.com/battlemap/battlemap/session/realms"
	"github.com/hajimehoshi/ebiten/v2"
)

// TestHexViewAutosave: a move dragged in the hex window is autosaved at
// once; OpenFile recovers it with the moved creature; Ctrl+S removes the
// autosave, and the next change autosaves on the saved file's version.
func TestHexViewAutosave(t *testing.T) {
	path, o := gametest.CopyEncounter(t, "river-ford.json")
	b := o.Encounter.Hex.Board
	in := game.NewScriptedInput()
	v := &hexView{Shell: &game.Shell{Input: in, W: 1280, H: 800}, opt: game.Options{Encounter: o.Encounter, Path: path, Base: o.Base}, base: o.Base,
		Play: realmsplay.NewHexPlay(b, ""), layout: render.NewHexLayout(b.Geometry)}
	v.scene = realmscene.BuildScene(b, realmscene.Options{Theme: render.ScreenTheme()})
	frame := func() {
		t.Helper()
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.NextFrame()
	}
	press := func(keys ...ebiten.Key) {
		for _, k := range keys {
			in.Keys[k] = true
		}
		frame()
		clear(in.Keys)
		frame()
	}
	brannAt := func(enc *maps.Encounter) realms.Pos {
		hb := enc.Hex.Board
		return hb.Pos(hb.Creature("brann").At)
	}
	pointAt := func(q realms.Pos) {
		c := v.cam.View.ToScreen(v.layout.Center(b.Cell(q)))
		in.X, in.Y = int(math.Round(c.X)), int(math.Round(c.Y))
	}
	frame() // fits the map
	pointAt(realms.Pos{4, 4})
	in.Btns[ebiten.MouseButtonLeft] = true
	frame()
	pointAt(realms.Pos{5, 4})
	frame()
	in.Btns[ebiten.MouseButtonLeft] = false
	frame()
	if p := brannAt(o.Encounter); p != (realms.Pos{5, 4}) {
		t.Fatalf("drag brann to [5, 4]: at %v (%q)", p, v.Play.Message())
	}
	r, err := game.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if p := brannAt(r.Encounter); p != (realms.Pos{5, 4}) || r.Choice != nil || !strings.Contains(r.Message, "Recovered") {
		t.Errorf("OpenFile after the move: brann at %v, choice %v, message %q; want [5, 4] recovered", p, r.Choice != nil, r.Message)
	}

	press(ebiten.KeyControlLeft, ebiten.KeyS)
	gametest.NoAutosave(t, path, "after Ctrl+S")
	if r, err = game.OpenFile(path); err != nil || brannAt(r.Encounter) != (realms.Pos{5, 4}) || r.Message != "" {
		t.Errorf("OpenFile after Ctrl+S: err %v, message %q; want the saved move and no message", err, r.Message)
	}

	// undo after the save: autosaved on the saved version, so recovered
	press(ebiten.KeyControlLeft, ebiten.KeyZ)
	r, err = game.OpenFile(path)
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
	path, o := gametest.CopyEncounter(t, "river-ford.json")
	b := o.Encounter.Hex.Board
	v := &hexView{Shell: &game.Shell{}, opt: game.Options{Encounter: o.Encounter, Path: path, Base: o.Base, NoAutosave: true}, base: o.Base,
		Play: realmsplay.NewHexPlay(b, ""), layout: render.NewHexLayout(b.Geometry)}
	v.Play.Drop("brann", b.Cell(realms.Pos{5, 4}))
	v.Autosave(v)
	if v.Play.UndoSteps() != 1 {
		t.Fatalf("drop: %d undo steps, want 1 (%q)", v.Play.UndoSteps(), v.Play.Message())
	}
	gametest.NoAutosave(t, path, "a move with NoAutosave")
}

// TestKeepFile: when the file changed on disk after its autosave, the hex
// and zone windows open the file and keep the autosave aside, saying
// where; neither version is lost.
func TestKeepFile(t *testing.T) {
	path, o := gametest.CopyEncounter(t, "river-ford.json")
	auto := o.Encounter
	hb := auto.Hex.Board
	hb.Creature("brann").At = hb.Cell(realms.Pos{5, 4})
	if err := game.WriteAutosave(auto, game.AutosavePath(path), "sha256:"+strings.Repeat("0", 64), nil); err != nil {
		t.Fatal(err)
	}
	o, err := game.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if o.Choice == nil {
		t.Fatalf("OpenFile of a file changed after its autosave: no choice (%q)", o.Message)
	}
	k, err := game.KeepFile(o)
	if err != nil {
		t.Fatal(err)
	}
	if k.Choice != nil || k.Base != o.Choice.FileStamp.SumText() {
		t.Errorf("KeepFile: choice %v, base %q; want none and the file's", k.Choice != nil, k.Base)
	}
	if fb := k.Encounter.Hex.Board; fb.Pos(fb.Creature("brann").At) != (realms.Pos{4, 4}) {
		t.Errorf("KeepFile opened brann at %v, want the file's [4, 4]", fb.Pos(fb.Creature("brann").At))
	}
	gametest.NoAutosave(t, path, "KeepFile")
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
