package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

func TestEditsAreUndoableSteps(t *testing.T) {
	b := field(t)
	in := NewInteraction(b)
	in.AdjustStat("goblin", StatSpeed, +2)
	in.AdjustStat("goblin", StatStamina, -3)
	in.CycleSide("goblin")
	in.ToggleMovement("goblin", drawsteel.Fly)
	in.ToggleCondition("goblin", "slowed")
	in.ToggleCondition("goblin", "prone")
	in.Rename("goblin", "Sneaky Goblin")
	g, _ := in.Board().Creature("goblin")
	if g.Speed != 8 || g.Stamina != 5 || g.Side != "neutral" || !g.Can(drawsteel.Fly) || !g.Has(drawsteel.Slowed) || !g.Prone || g.Name != "Sneaky Goblin" {
		t.Errorf("after the edits the goblin is %+v", g)
	}
	for range 7 {
		in.Do(session.ActUndo)
	}
	if in.Board() != b {
		t.Error("seven undos did not return to the original board")
	}
	if orig, _ := b.Creature("goblin"); orig.Speed != 6 || orig.Name != "Goblin" {
		t.Errorf("editing changed the original board: %+v", orig)
	}
}

func TestStatLimits(t *testing.T) {
	in := NewInteraction(field(t))
	in.AdjustStat("goblin", StatStamina, +50) // at most the maximum, 8
	if g, _ := in.Board().Creature("goblin"); g.Stamina != 8 {
		t.Errorf("Stamina raised past its maximum: %d, want 8", g.Stamina)
	}
	in.AdjustStat("goblin", StatSpeed, -50)
	if g, _ := in.Board().Creature("goblin"); g.Speed != 0 {
		t.Errorf("speed lowered below 0: %d", g.Speed)
	}
	in.AdjustStat("goblin", StatMaxStamina, -5) // Stamina follows the maximum down
	if g, _ := in.Board().Creature("goblin"); g.MaxStamina != 3 || g.Stamina != 3 {
		t.Errorf("max Stamina 3: stamina %d/%d, want 3/3", g.Stamina, g.MaxStamina)
	}
}

func TestGrowingIntoAnotherCreatureIsRefused(t *testing.T) {
	in := NewInteraction(field(t))
	// fury at 1,1; the goblin at 3,1: fury can grow to 2 (1..2) but not 3 (1..3)
	for range 4 { // 1M -> 1L -> 2 ... (1T,1S,1M,1L,2,3): two steps to 2
		in.CycleSize("fury")
		if f, _ := in.Board().Creature("fury"); f.Size == drawsteel.SizeN(2) {
			break
		}
	}
	in.CycleSize("fury")
	f, _ := in.Board().Creature("fury")
	if f.Size != drawsteel.SizeN(2) || !strings.Contains(in.Message(), "Goblin is in the way") {
		t.Errorf("growing fury into the goblin: size %v, message %q; want size 2 kept and the goblin named", f.Size, in.Message())
	}
}

func TestAddDuplicateRemove(t *testing.T) {
	b := field(t)
	in := NewInteraction(b)
	in.Duplicate("goblin")
	if len(in.Board().Creatures) != 4 {
		t.Fatalf("after Duplicate: %d creatures, want 4", len(in.Board().Creatures))
	}
	dup := in.Board().Creatures[3]
	if dup.ID != "goblin-2" || dup.Name != "Goblin 2" || dup.At == sq(3, 1) {
		t.Errorf("duplicate = %s %q at %v, want goblin-2 \"Goblin 2\" beside the goblin", dup.ID, dup.Name, dup.At)
	}
	if in.Selected() != dup.ID {
		t.Errorf("the duplicate is not selected: %q", in.Selected())
	}
	if g, _ := in.Board().Creature("goblin"); g.Name != "Goblin 1" {
		t.Errorf("after a duplicate, the first goblin is called %q, want \"Goblin 1\"", g.Name)
	}
	in.Duplicate(dup.ID)
	if third := in.Board().Creatures[4]; third.Name != "Goblin 3" {
		t.Errorf("duplicating Goblin 2 gives %q, want \"Goblin 3\"", third.Name)
	}
	in.Do(session.ActUndo)
	ogre := drawsteel.Creature{ID: "ogre", Name: "Ogre", Side: "enemies", Size: drawsteel.SizeN(2), Speed: 5, Stamina: 60, MaxStamina: 60, Movement: []drawsteel.MoveType{drawsteel.Walk}}
	in.Add(ogre, sq(6, 4)) // on the wall: it goes to the nearest free 2x2 space
	o, ok := in.Board().Creature("ogre")
	if !ok {
		t.Fatal("the ogre was not added")
	}
	for _, q := range o.Footprint() {
		if in.Board().Cell(q).HasWall() {
			t.Errorf("the ogre was put on a wall at %v", q)
		}
	}
	if o.Z != in.Board().GroundUnder(o.At, 2) {
		t.Errorf("the ogre stands at z %d, want on the ground", o.Z)
	}
	in.Remove("goblin")
	if _, ok := in.Board().Creature("goblin"); ok {
		t.Error("Remove left the goblin on the board")
	}
	in.Do(session.ActUndo)
	if _, ok := in.Board().Creature("goblin"); !ok {
		t.Error("Ctrl+Z did not bring the goblin back")
	}
}

// TestRenameKeepsNamesSavable refuses a name the file could not hold.
func TestRenameKeepsNamesSavable(t *testing.T) {
	for _, name := range []string{strings.Repeat("g", maps.MaxName+1), "Gob\x1b[2Jlin"} {
		in := NewInteraction(field(t))
		in.Rename("goblin", name)
		if g, _ := in.Board().Creature("goblin"); g.Name != "Goblin" || !strings.HasPrefix(in.message, "Not changed: the name") {
			t.Errorf("Rename(goblin, %.20q) = name %.20q, message %q; want the name kept and why", name, g.Name, in.message)
		}
	}
}
