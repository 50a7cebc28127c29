package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	realmscene "github.com/battlemap/battlemap/render/realms"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestHexViewDropUndoSave checks what a drop does in the hex window: a
// legal move commits through the rules as one undo step, an illegal one
// says the rule and changes nothing, undo and redo step through, and a
// save writes the board to the file.
func TestHexViewDropUndoSave(t *testing.T) {
	data, err := os.ReadFile("../assets/encounters/river-ford.json")
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
	v := &hexView{opt: HexViewOptions{Encounter: enc, Path: path}, board: b, layout: render.NewHexLayout(b.Geometry)}
	at := func(id string) realms.Pos { return b.Pos(b.Creature(id).At) }

	// 004 "Implied permission": a hostile's space is closed.
	v.drop("brann", b.Cell(realms.Pos{13, 3}))
	if at("brann") != (realms.Pos{4, 4}) || !strings.Contains(v.message, "hostile-space") || len(v.undo) != 0 {
		t.Errorf("drop on the thug: brann at %v, message %q, %d undo steps; want unmoved, hostile-space, none", at("brann"), v.message, len(v.undo))
	}
	v.drop("brann", b.Cell(realms.Pos{5, 4}))
	if at("brann") != (realms.Pos{5, 4}) || !strings.Contains(v.message, "path 5 ft; 45 ft left") {
		t.Errorf("drop one hex east: brann at %v, message %q; want [5, 4] and its figures", at("brann"), v.message)
	}
	v.step(true)
	if at("brann") != (realms.Pos{4, 4}) {
		t.Errorf("after undo brann is at %v, want [4, 4]", at("brann"))
	}
	v.step(false)
	if at("brann") != (realms.Pos{5, 4}) {
		t.Errorf("after redo brann is at %v, want [5, 4]", at("brann"))
	}
	// 004 ConditionPenalty: "Standing up from prone50% species movement",
	// taken before the move (key 7) and paid from it.
	v.toggle(realms.StandUp)
	v.drop("mira", b.Cell(realms.Pos{4, 2}))
	if m := b.Creature("mira"); b.Pos(m.At) != (realms.Pos{4, 2}) || m.Prone || !strings.Contains(v.message, "stand-up -25; path 5 ft; 20 ft left") || len(v.actions) != 0 {
		t.Errorf("stand up and step: mira at %v prone %v, message %q, actions left %v; want [4, 2] standing, 20 ft left, actions cleared", b.Pos(m.At), m.Prone, v.message, v.actions)
	}
	v.save()
	saved, err := maps.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if p := saved.Hex.Board.Pos(saved.Hex.Board.Creature("brann").At); p != (realms.Pos{5, 4}) {
		t.Errorf("saved file has brann at %v, want [5, 4] (message %q)", p, v.message)
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
		in.nextFrame()
	}
	in.x, in.y = 300, 400
	frame()
	fitted, under := v.cam.View, v.hover
	for range 5 {
		in.wheel = 1
		frame()
	}
	if v.cam.View.Scale <= fitted.Scale*1.5 || v.hover != under {
		t.Errorf("after 5 wheel notches: scale %.1f (fitted %.1f), hex under the pointer %v, want larger and still %v", v.cam.View.Scale, fitted.Scale, v.hover, under)
	}
	zoomed := v.cam.View
	in.btns[ebiten.MouseButtonRight] = true
	frame()
	in.x, in.y = 340, 370
	frame()
	in.btns[ebiten.MouseButtonRight] = false
	frame()
	if dx, dy := v.cam.View.Offset.X-zoomed.Offset.X, v.cam.View.Offset.Y-zoomed.Offset.Y; dx != 40 || dy != -30 {
		t.Errorf("right drag by (40, -30) panned by (%g, %g)", dx, dy)
	}
	in.keys[ebiten.KeyF] = true
	frame()
	if v.cam.View != fitted {
		t.Errorf("F: view %+v, want the fitted %+v", v.cam.View, fitted)
	}
}

// TestHexViewEditKeys checks the hex window's editing keys on the creature
// clicked: ] raises the species movement by 5 feet, G B Q E toggle the
// effects (a second press removes one), L makes it prone; each is one undo
// step, and the round's movement follows the text's order.
func TestHexViewEditKeys(t *testing.T) {
	v, in := scriptedHexView(t)
	b := v.board
	press := func(keys ...ebiten.Key) {
		for _, k := range keys {
			in.keys[k] = true
		}
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.nextFrame()
		clear(in.keys)
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.nextFrame()
	}
	v.selected = "brann" // species 40, quick step axiom +10 in the file
	brann := b.Creature("brann")
	press(ebiten.KeyBracketRight)
	press(ebiten.KeyG)
	press(ebiten.KeyB)
	// 004 "...percentages...": 45 +10 = 55, bound 50% = 27, ghoul -25 = 2
	if m := brann.Movement(); brann.Speed != 45 || m.Round != 2 || len(brann.Effects) != 3 {
		t.Errorf("after ], G, B: species %d, round %d, effects %v; want 45, 2 (45+10, 50%%, -25), three effects", brann.Speed, m.Round, brann.Effects)
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

// TestHexViewTurn checks that a creature's moves in one turn share its
// round's movement, and that the next turn (Space) gives it all back, as
// an undo step.
func TestHexViewTurn(t *testing.T) {
	enc, err := maps.Load("../assets/encounters/river-ford.json")
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Hex.Board
	v := &hexView{opt: HexViewOptions{Encounter: enc}, board: b, layout: render.NewHexLayout(b.Geometry)}
	at := func(id string) realms.Pos { return b.Pos(b.Creature(id).At) }
	// 004 "subtract the hex cost until no movement remains": Brann has
	// 50 feet this round (40, quick step axiom +10): ten steps of 5 feet
	// between two open hexes, then no more until the next turn.
	hexes := [2]realms.Pos{{5, 4}, {4, 4}}
	for i := range 10 {
		v.drop("brann", b.Cell(hexes[i%2]))
		if at("brann") != hexes[i%2] {
			t.Fatalf("step %d to %v refused: %q", i+1, hexes[i%2], v.message)
		}
	}
	if u := v.used["brann"]; u.Feet != 50 {
		t.Errorf("after ten steps brann used %d ft, want 50", u.Feet)
	}
	v.drop("brann", b.Cell(hexes[0]))
	if at("brann") != hexes[1] || !strings.Contains(v.message, "no-movement") {
		t.Errorf("an eleventh step: brann at %v, message %q; want refused (no movement left)", at("brann"), v.message)
	}
	v.nextTurn()
	v.drop("brann", b.Cell(hexes[0]))
	if at("brann") != hexes[0] || v.used["brann"].Feet != 5 {
		t.Errorf("after Space the step: brann at %v, used %+v (%q); want moved, 5 ft used", at("brann"), v.used["brann"], v.message)
	}
	v.step(true)
	v.step(true)
	if v.used["brann"].Feet != 50 || v.turn != 0 {
		t.Errorf("two undos: used %+v, turn %d; want the first turn's 50 ft back", v.used["brann"], v.turn)
	}
}

// scriptedHexView is the river ford in a 1280x800 hex window read from a
// scripted input, its scene built as the first Draw builds it.
func scriptedHexView(t *testing.T) (*hexView, *scriptedInput) {
	t.Helper()
	enc, err := maps.Load("../assets/encounters/river-ford.json")
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Hex.Board
	in := newScriptedInput()
	v := &hexView{opt: HexViewOptions{Encounter: enc}, board: b, layout: render.NewHexLayout(b.Geometry), input: in, w: 1280, h: 800}
	v.scene = realmscene.BuildScene(b, realmscene.Options{Theme: render.ScreenTheme()})
	return v, in
}

// TestHexViewPermit checks P in the hex window: on a row of three hexes
// the only way past a hostile is through its hex, refused until the
// director records permission or a contest won, then crossed at the
// difficult cost, for that one move only.
func TestHexViewPermit(t *testing.T) {
	b := realms.NewBoard(grid.Hex{Width: 3, Height: 1})
	b.Creatures = []realms.Creature{
		{ID: "hero", Name: "Hero", Side: "heroes", At: b.Cell(realms.Pos{0, 0}), Speed: 30},
		{ID: "orc", Name: "Orc", Side: "monsters", At: b.Cell(realms.Pos{1, 0}), Speed: 30},
	}
	v := &hexView{board: b, layout: render.NewHexLayout(b.Geometry)}
	v.drop("hero", b.Cell(realms.Pos{2, 0}))
	if p := b.Pos(b.Creature("hero").At); p != (realms.Pos{0, 0}) || !strings.Contains(v.message, "no-path") {
		t.Errorf("without permission: hero at %v, message %q; want unmoved, no-path", p, v.message)
	}
	v.permit = true
	v.drop("hero", b.Cell(realms.Pos{2, 0}))
	// 004 "Implied permission": a permitted hostile's space is crossed
	// like an ally's, at difficult-terrain cost: 10 + 5 feet.
	if p := b.Pos(b.Creature("hero").At); p != (realms.Pos{2, 0}) || !strings.Contains(v.message, "path 15 ft") || v.permit {
		t.Errorf("with permission: hero at %v, message %q, permit still %v; want [2, 0], path 15 ft, permit used up", p, v.message, v.permit)
	}
	v.drop("hero", b.Cell(realms.Pos{0, 0}))
	if p := b.Pos(b.Creature("hero").At); p != (realms.Pos{2, 0}) {
		t.Errorf("the next move went back through the orc without permission: hero at %v", p)
	}
}
