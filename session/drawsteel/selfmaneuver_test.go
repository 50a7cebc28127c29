package drawsteel

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// grabbedField is field with the fury grabbed by the goblin beside it and
// a size 2 ogre, and a burrowing worm.
func grabbedField(t *testing.T) *drawsteel.Board {
	t.Helper()
	b := field(t)
	b.Creatures[0].Conditions = []drawsteel.Condition{drawsteel.Grabbed}
	b.Creatures[1].At = sq(2, 1)
	b.Creatures = append(b.Creatures,
		drawsteel.Creature{ID: "ogre", Name: "Ogre", Side: "enemies", Size: drawsteel.SizeN(2), At: sq(0, 2), Speed: 5},
		drawsteel.Creature{ID: "worm", Name: "Worm", Side: "enemies", Size: drawsteel.SizeMedium, At: sq(5, 5), Speed: 5,
			Movement: []drawsteel.MoveType{drawsteel.Walk, drawsteel.Burrow}})
	return b
}

// Draw Steel, Escape Grab: "12–16 You can escape the grab, but if you do,
// a creature who has you grabbed can make a melee free strike against you
// before you are no longer grabbed." The panel's Escape button, the
// holder clicked, the tier entered.
func TestEscapeGrabByTier(t *testing.T) {
	b := grabbedField(t)
	in := NewInteraction(b)
	in.Click(sq(1, 1), false)
	in.Do(session.ActEscapeGrab)
	if in.Mode() != ModeTargets || !strings.Contains(in.Message(), "click the creature holding it") {
		t.Fatalf("after Escape: mode %v message %q, want choosing the holder", in.Mode(), in.Message())
	}
	in.Click(sq(2, 1), false) // the goblin
	if in.Mode() != ModeRoll || !strings.Contains(in.Message(), "held by Goblin") {
		t.Fatalf("after the holder: mode %v message %q, want rolling", in.Mode(), in.Message())
	}
	in.Do(session.ActDistance0 + 2)
	f, _ := in.Board().Creature("fury")
	if f.Has(drawsteel.Grabbed) || in.Mode() != ModeIdle {
		t.Fatalf("tier 2: fury grabbed %v, mode %v (%s); want free, idle", f.Has(drawsteel.Grabbed), in.Mode(), in.Message())
	}
	log := strings.Join(in.History().Log(), "\n")
	if !strings.Contains(log, "Goblin may first make a melee free strike against Fury") {
		t.Errorf("log %q does not give the goblin its free strike", log)
	}
	in.Do(session.ActUndo)
	if in.Board() != b {
		t.Error("Undo after Escape Grab did not restore the board")
	}
	// "≤11 No effect."
	in.Click(sq(1, 1), false)
	in.Do(session.ActEscapeGrab)
	in.Click(sq(2, 1), false)
	in.Do(session.ActDistance0 + 1)
	if in.Board() != b || !strings.Contains(in.Message(), "no effect") {
		t.Errorf("tier 1 changed the board or said %q, want no effect", in.Message())
	}
}

// Draw Steel, Escape Grab: "Power Roll + Might or Agility" and "You take a
// bane on this maneuver if your size is smaller than the size of the
// creature, object, or effect that has you grabbed." Rolled from the seed,
// held by the size 2 ogre: Might 2, less 2 for the bane.
func TestEscapeGrabRollsWithTheBane(t *testing.T) {
	b := grabbedField(t)
	in := NewInteraction(b)
	in.SetSeed(11)
	in.Click(sq(1, 1), false)
	in.Do(session.ActEscapeGrab)
	in.Click(sq(0, 2), false) // the ogre
	if !strings.Contains(in.Message(), "less 2 for the bane") {
		t.Errorf("message %q does not announce the bane", in.Message())
	}
	in.Do(session.ActRoll)
	// Seed 11 gives 4 and 9 (TestGrabRollsFromTheSeed): 13 + 0 = 13, tier 2.
	if !strings.Contains(in.Message(), "2d10 (4+9) +0 = 13, tier 2") {
		t.Errorf("message %q, want the roll shown with the bane taken off", in.Message())
	}
	if f, _ := in.Board().Creature("fury"); f.Has(drawsteel.Grabbed) {
		t.Error("tier 2 roll: fury still grabbed")
	}
	// Clicking itself: an object or effect holds it, no bane judged.
	in = NewInteraction(b)
	in.Click(sq(1, 1), false)
	in.Do(session.ActEscapeGrab)
	in.Click(sq(1, 1), false)
	if in.Mode() != ModeRoll || !strings.Contains(in.Message(), "held by an object or effect") {
		t.Errorf("clicking itself: mode %v message %q", in.Mode(), in.Message())
	}
}

func TestEscapeGrabNeedsAGrabbedCreature(t *testing.T) {
	in := NewInteraction(grabbedField(t))
	in.Do(session.ActEscapeGrab)
	if in.Mode() != ModeIdle || !strings.Contains(in.Message(), "select the grabbed creature") {
		t.Errorf("nothing selected: mode %v message %q", in.Mode(), in.Message())
	}
	in.Click(sq(2, 1), false) // the goblin, not grabbed
	in.Do(session.ActEscapeGrab)
	if in.Mode() != ModeIdle || !strings.Contains(in.Message(), "Goblin is not grabbed") {
		t.Errorf("goblin: mode %v message %q, want refused naming it", in.Mode(), in.Message())
	}
}

// Draw Steel, Dig Maneuver: "When a creature uses the Dig maneuver, they
// can move vertically up to a number of squares equal to their size."
func TestDigDownAndUp(t *testing.T) {
	b := grabbedField(t)
	in := NewInteraction(b)
	in.Click(sq(5, 5), false)
	in.Do(session.ActDig)
	if in.Mode() != ModeRoll || !strings.Contains(in.Message(), "1 square down") {
		t.Fatalf("after Dig: mode %v message %q", in.Mode(), in.Message())
	}
	in.Do(session.ActDistanceUp) // deeper than its size: stays 1
	in.Do(session.ActRoll)       // no roll; nothing breaks
	if !strings.Contains(in.Message(), "1 square down") || !strings.Contains(in.Message(), "no roll") {
		t.Errorf("message %q, want still 1 square down and no roll", in.Message())
	}
	in.Do(session.ActCommit)
	if w, _ := in.Board().Creature("worm"); w.Z != -1 || in.Mode() != ModeIdle {
		t.Fatalf("after the dig the worm is at height %d, mode %v (%s); want -1, idle", w.Z, in.Mode(), in.Message())
	}
	// Underground, Dist − turns it round: up 1, to the surface.
	in.Click(sq(5, 5), false)
	in.Do(session.ActDig)
	in.Do(session.ActDistanceDown)
	if !strings.Contains(in.Message(), "1 square up") {
		t.Fatalf("after Dist −: %q, want 1 square up", in.Message())
	}
	in.Do(session.ActCommit)
	if w, _ := in.Board().Creature("worm"); w.Z != 0 {
		t.Errorf("after digging up the worm is at height %d, want 0", w.Z)
	}
	in.Do(session.ActUndo)
	in.Do(session.ActUndo)
	if in.Board() != b {
		t.Error("two undos did not restore the board")
	}
	// "a creature must have "burrow" in their speed entry"
	in.Click(sq(1, 1), false)
	in.Do(session.ActDig)
	if in.Mode() != ModeIdle || !strings.Contains(in.Message(), "no burrow") {
		t.Errorf("Dig by the fury: mode %v message %q, want refused", in.Mode(), in.Message())
	}
}

// Draw Steel, Movement: "You can't stop moving in any other creature's
// space ... unless that creature's size is two or more sizes greater or
// smaller than your own." A drag into the size 2 ogre's space is legal,
// so the encounter saves and loads afterwards, and the autosave keeps the
// step.
func TestMoveIntoALargerCreatureSaves(t *testing.T) {
	b := grabbedField(t)
	b.Creatures[0].Conditions = nil
	in := NewInteraction(b)
	in.StartMove("fury", false)
	in.Point(sq(1, 2), true) // the ogre's space (0,2 to 1,3)
	in.DropMove()
	if f, _ := in.Board().Creature("fury"); f.At != sq(1, 2) {
		t.Fatalf("fury at %v, want 1,2 in the ogre's space (%s)", f.At, in.Message())
	}
	enc := &maps.Encounter{Square: &dsfile.SquareMap{Board: in.Board()}}
	path := filepath.Join(t.TempDir(), "shared.json")
	if err := enc.Save(path); err != nil {
		t.Fatalf("Save after a legal move: %v", err)
	}
	back, err := maps.Load(path)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if f, _ := back.Square.Board.Creature("fury"); f.At != sq(1, 2) {
		t.Errorf("loaded fury at %v, want 1,2", f.At)
	}
	if steps := in.History().UndoSteps(enc); len(steps) != 1 {
		t.Errorf("autosave keeps %d undo steps, want the move", len(steps))
	}
}
