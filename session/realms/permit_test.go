package realms

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// permitRow is a row of four hexes: the hero, an orc, a goblin (both
// hostile to the hero) and an empty hex; the only way on is through
// both hostiles.
func permitRow() (*realms.Board, *HexPlay) {
	b := realms.NewBoard(grid.Hex{Width: 4, Height: 1})
	b.Creatures = []realms.Creature{
		{ID: "hero", Name: "Hero", Side: "heroes", At: b.Cell(realms.Pos{0, 0}), Speed: 30},
		{ID: "orc", Name: "Orc", Side: "monsters", At: b.Cell(realms.Pos{1, 0}), Speed: 30},
		{ID: "gob", Name: "Goblin", Side: "monsters", At: b.Cell(realms.Pos{2, 0}), Speed: 30},
	}
	return b, NewHexPlay(b, "")
}

// TestHexPlayPermitIsPerCreature: Enchanted Realms, "Implied permission
// happens most of the time": "Hostile creatures, however, can only access
// the space controlled by that person's permission or by forcing a
// competition." The orc's permission opens the orc's hex, not the
// goblin's.
func TestHexPlayPermitIsPerCreature(t *testing.T) {
	b, p := permitRow()
	end := b.Cell(realms.Pos{3, 0})
	p.TogglePermit("hero", "orc")
	if got := p.Options("hero").Permits; len(got) != 1 || got[0] != "orc" {
		t.Fatalf("Options(hero).Permits = %v, want [orc]", got)
	}
	p.Drop("hero", end)
	if at := b.Pos(b.Creature("hero").At); at != (realms.Pos{0, 0}) {
		t.Fatalf("with the orc's permission only, the hero crossed the goblin's hex to %v", at)
	}
	if !strings.Contains(p.Message(), "no-path") && !strings.Contains(p.Message(), "Goblin") && !strings.Contains(p.Message(), "gob") {
		t.Errorf("refusal %q names neither the goblin nor the rule", p.Message())
	}
	p.TogglePermit("hero", "gob")
	if got := p.PermitNames(); got != "Orc, Goblin" {
		t.Errorf("PermitNames() = %q, want %q", got, "Orc, Goblin")
	}
	p.Drop("hero", end)
	// each permitted hostile's hex costs as difficult terrain: 10 + 10 + 5 feet
	if at := b.Pos(b.Creature("hero").At); at != (realms.Pos{3, 0}) || !strings.Contains(p.Message(), "path 25 ft") {
		t.Errorf("with both permissions: hero at %v, message %q; want [3, 0], path 25 ft", at, p.Message())
	}
	if p.Permit() {
		t.Errorf("permissions %v outlived the move they were given for", p.Permits())
	}
}

// TestHexPlayPermitToggles: the same creature again takes its permission
// back; a creature that is not hostile needs none; the key with nobody
// pointed at takes every permission back.
func TestHexPlayPermitToggles(t *testing.T) {
	b, p := permitRow()
	b.Creatures = append(b.Creatures, realms.Creature{ID: "ally", Name: "Ally", Side: "heroes", At: b.Cell(realms.Pos{3, 0}), Speed: 30})
	p.TogglePermit("hero", "orc")
	p.TogglePermit("hero", "orc")
	if p.Permit() {
		t.Errorf("the orc's permission given twice is still %v, want taken back", p.Permits())
	}
	p.TogglePermit("hero", "ally")
	if p.Permit() || !strings.Contains(p.Message(), "not hostile") {
		t.Errorf("permission of an ally: permits %v, message %q; want none, 'not hostile'", p.Permits(), p.Message())
	}
	p.TogglePermit("hero", "hero")
	if p.Permit() {
		t.Errorf("the hero's own permission recorded: %v", p.Permits())
	}
	p.PermitPointed("hero", "gob", "P")
	p.PermitPointed("hero", "orc", "P")
	if got := p.Permits(); len(got) != 2 {
		t.Fatalf("P pointed at the goblin then the orc: permits %v, want both", got)
	}
	p.PermitPointed("hero", "", "P")
	if p.Permit() {
		t.Errorf("P pointed at nobody left permits %v, want every one taken back", p.Permits())
	}
	p.PermitPointed("hero", "", "P")
	if !strings.Contains(p.Message(), "Point at the hostile") || !strings.Contains(p.Message(), "press P") {
		t.Errorf("P with nothing to do says %q, want how to give a permission", p.Message())
	}
}

// TestHexPermitButtons: one toggle per hostile of the creature shown,
// named by the hostile (its id added when two share a name), lit when
// given; the key's button is lit while any is.
func TestHexPermitButtons(t *testing.T) {
	_, p := permitRow()
	b := p.Board()
	b.Creatures = append(b.Creatures, realms.Creature{ID: "gob2", Name: "Goblin", Side: "monsters", At: b.Cell(realms.Pos{3, 0}), Speed: 30})
	p.TogglePermit("hero", "orc")
	st := HexButtonState{Creature: b.Creature("hero"), Permits: p.Permits(), Hostiles: p.Hostiles("hero")}
	bs := HexTabButtons(HexTabMove, st, testKeys)
	for _, c := range []struct {
		name, creature string
		on             bool
	}{{"Through Orc", "orc", true}, {"Through Goblin (gob)", "gob", false}, {"Through Goblin (gob2)", "gob2", false}} {
		got := buttonNamed(t, bs, c.name)
		if got.Creature != c.creature || got.On != c.on {
			t.Errorf("button %q: creature %q, on %v; want %q, %v", c.name, got.Creature, got.On, c.creature, c.on)
		}
	}
	if g := buttonNamed(t, bs, "Hostile hex allowed"); !g.On || g.Act != session.ActPermit {
		t.Errorf("Hostile hex allowed: on %v, act %v; want lit, the permission key's action", g.On, g.Act)
	}
	for _, bt := range bs {
		if bt.Creature == "hero" {
			t.Errorf("a permission button for the mover itself: %q", bt.Name)
		}
	}
}
