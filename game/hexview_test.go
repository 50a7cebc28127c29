package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
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
