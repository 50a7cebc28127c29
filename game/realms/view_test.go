package realms

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	realmscene "github.com/battlemap/battlemap/render/realms"
	"github.com/battlemap/battlemap/rules/realms"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// TestHexViewDropUndoSave checks what a drop does in the hex window: a
// legal move commits through the rules as one undo step, an illegal one
// says the rule and changes nothing, undo and redo step through, and a
// save writes the board to the file.
func TestHexViewDropUndoSave(t *testing.T) {
	data, err := os.ReadFile(gametest.RepoFile(riverFord))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "ford.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	enc, err := maps.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Hex.Board
	v := &hexView{Shell: &game.Shell{}, opt: game.Options{Encounter: enc, Path: path}, Play: realmsplay.NewHexPlay(b, ""), layout: render.NewHexLayout(b.Geometry)}
	at := func(id string) realms.Pos { return b.Pos(b.Creature(id).At) }

	// Enchanted Realms, Movement Revisited (implied permission): a hostile's space is closed.
	v.Play.Drop("brann", b.Cell(realms.Pos{13, 3}))
	if at("brann") != (realms.Pos{4, 4}) || !strings.Contains(v.Play.Message(), "hostile-space") || v.Play.UndoSteps() != 0 {
		t.Errorf("drop on the thug: brann at %v, message %q, %d undo steps; want unmoved, hostile-space, none", at("brann"), v.Play.Message(), v.Play.UndoSteps())
	}
	v.Play.Drop("brann", b.Cell(realms.Pos{5, 4}))
	if at("brann") != (realms.Pos{5, 4}) || !strings.Contains(v.Play.Message(), "path 5 ft; 45 ft left") {
		t.Errorf("drop one hex east: brann at %v, message %q; want [5, 4] and its figures", at("brann"), v.Play.Message())
	}
	v.Play.Undo()
	if at("brann") != (realms.Pos{4, 4}) {
		t.Errorf("after undo brann is at %v, want [4, 4]", at("brann"))
	}
	v.Play.Redo()
	if at("brann") != (realms.Pos{5, 4}) {
		t.Errorf("after redo brann is at %v, want [5, 4]", at("brann"))
	}
	// Enchanted Realms, Movement Revisited (condition penalties): "Standing up from prone50% species movement",
	// taken before the move (key 7) and paid from it.
	v.Play.Toggle(realms.StandUp)
	v.Play.Drop("mira", b.Cell(realms.Pos{4, 2}))
	if m := b.Creature("mira"); b.Pos(m.At) != (realms.Pos{4, 2}) || m.Prone || !strings.Contains(v.Play.Message(), "stand-up -25; path 5 ft; 20 ft left") || len(v.Play.Actions()) != 0 {
		t.Errorf("stand up and step: mira at %v prone %v, message %q, actions left %v; want [4, 2] standing, 20 ft left, actions cleared", b.Pos(m.At), m.Prone, v.Play.Message(), v.Play.Actions())
	}
	v.Save()
	saved, err := maps.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if p := saved.Hex.Board.Pos(saved.Hex.Board.Creature("brann").At); p != (realms.Pos{5, 4}) {
		t.Errorf("saved file has brann at %v, want [5, 4] (message %q)", p, v.Play.Message())
	}
}

// TestHexViewZoomPanFit checks the hex window's camera: the wheel zooms
// toward the pointer (the hex under it stays under it), a right drag pans
// by the pointer's travel, and F fits the map again.
func TestHexViewZoomPanFit(t *testing.T) {
	v, in := scriptedHexView(t)
	frame := func() {
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.NextFrame()
	}
	in.X, in.Y = 300, 400
	frame()
	fitted, under := v.cam.View, hovered(v)
	for range 5 {
		in.WheelMoved = 1
		frame()
	}
	if v.cam.View.Scale <= fitted.Scale*1.5 || hovered(v) != under {
		t.Errorf("after 5 wheel notches: scale %.1f (fitted %.1f), hex under the pointer %v, want larger and still %v", v.cam.View.Scale, fitted.Scale, hovered(v), under)
	}
	zoomed := v.cam.View
	in.Btns[ebiten.MouseButtonRight] = true
	frame()
	in.X, in.Y = 340, 370
	frame()
	in.Btns[ebiten.MouseButtonRight] = false
	frame()
	if dx, dy := v.cam.View.Offset.X-zoomed.Offset.X, v.cam.View.Offset.Y-zoomed.Offset.Y; dx != 40 || dy != -30 {
		t.Errorf("right drag by (40, -30) panned by (%g, %g)", dx, dy)
	}
	in.Keys[ebiten.KeyF] = true
	frame()
	if v.cam.View != fitted {
		t.Errorf("F: view %+v, want the fitted %+v", v.cam.View, fitted)
	}
}

// TestHexViewEditKeys checks the hex window's editing keys on the creature
// clicked: ] raises the species movement by 5 feet, G K Q E toggle the
// effects (a second press removes one), L makes it prone; each is one undo
// step, and the round's movement follows the text's order.
func TestHexViewEditKeys(t *testing.T) {
	v, in := scriptedHexView(t)
	b := v.Play.Board()
	press := func(keys ...ebiten.Key) {
		for _, k := range keys {
			in.Keys[k] = true
		}
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.NextFrame()
		clear(in.Keys)
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.NextFrame()
	}
	v.Play.Select("brann") // species 40, quick step axiom +10 in the file
	brann := b.Creature("brann")
	press(ebiten.KeyBracketRight)
	press(ebiten.KeyG)
	press(ebiten.KeyK)
	// Enchanted Realms, Movement Revisited ("some of the penalties are percentages"): 45 +10 = 55, bound 50% = 27, ghoul -25 = 2
	if m := brann.Movement(); brann.Speed != 45 || m.Round != 2 || len(brann.Effects) != 3 {
		t.Errorf("after ], G, K: species %d, round %d, effects %v; want 45, 2 (45+10, 50%%, -25), three effects", brann.Speed, m.Round, brann.Effects)
	}
	press(ebiten.KeyQ) // the file's quick step axiom is the quick step: Q removes it
	press(ebiten.KeyL)
	if m := brann.Movement(); m.Round != -3 || !brann.Prone {
		t.Errorf("after Q, L: round %d, prone %v; want -3 (45 at 50%% = 22, -25) and prone", m.Round, brann.Prone)
	}
	for range 5 {
		press(ebiten.KeyControlLeft, ebiten.KeyZ)
	}
	if brann = b.Creature("brann"); brann.Speed != 40 || brann.Prone || len(brann.Effects) != 1 || brann.Movement().Round != 50 {
		t.Errorf("after 5 undos: species %d, prone %v, effects %v; want the file's 40, standing, quick step axiom only (50 ft)", brann.Speed, brann.Prone, brann.Effects)
	}
}

// scriptedHexView is the river ford in a 1280x800 hex window read from a
// scripted input, its scene built as the first Draw builds it.
func scriptedHexView(t *testing.T) (*hexView, *game.ScriptedInput) {
	t.Helper()
	enc, err := maps.Load(gametest.RepoFile(riverFord))
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Hex.Board
	in := game.NewScriptedInput()
	v := &hexView{Shell: &game.Shell{Input: in, W: 1280, H: 800}, opt: game.Options{Encounter: enc}, Play: realmsplay.NewHexPlay(b, ""), layout: render.NewHexLayout(b.Geometry)}
	v.scene = realmscene.BuildScene(b, realmscene.Options{Theme: render.ScreenTheme()})
	return v, in
}

// hovered is the hex under the pointer in the hex window.
func hovered(v *hexView) grid.Cell {
	h, _ := v.Play.Hovered()
	return h
}
