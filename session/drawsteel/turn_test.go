package drawsteel

import (
	"slices"
	"testing"

	"github.com/battlemap/battlemap/session"
)

// TestTurnsAlternateSidesAndRounds: Space starts the selected creature's
// turn and ends it; sides alternate; when everyone has acted the next
// round begins; each change is one undo step. The field has one hero
// (the fury) and two enemies.
func TestTurnsAlternateSidesAndRounds(t *testing.T) {
	in := NewInteraction(field(t))
	in.SetKeys(testKeys)
	if got := in.TurnSummary(); got != "Turns: select who acts first and press Space." {
		t.Errorf("TurnSummary before any turn = %q", got)
	}
	turn := func(id string) {
		t.Helper()
		in.Select(id)
		in.Do(session.ActTurn) // start
		if got := in.Turn().Acting; got != id {
			t.Fatalf("Space with %s selected: acting %q, want %s (%s)", id, got, id, in.Message())
		}
		in.Do(session.ActTurn) // end
	}
	turn("goblin")
	if got := in.NextSide(); got != "heroes" {
		t.Errorf("after the goblin's turn NextSide = %q, want heroes", got)
	}
	in.Select("goblin")
	in.Do(session.ActTurn)
	if in.Turn().Acting != "" || in.Message() != "Goblin has already had its turn this round." {
		t.Errorf("a second turn for the goblin: acting %q, message %q; want refused", in.Turn().Acting, in.Message())
	}
	turn("fury")
	if got := in.NextSide(); got != "enemies" {
		t.Errorf("after the fury's turn NextSide = %q, want enemies", got)
	}
	turn("dog")
	if tr := in.Turn(); tr.Round != 2 || len(tr.Acted) != 0 {
		t.Errorf("after everyone acted: round %d, acted %q; want round 2, nobody", tr.Round, tr.Acted)
	}
	in.Do(session.ActUndo) // the dog's turn ending, and with it round 2
	if tr := in.Turn(); tr.Round != 1 || tr.Acting != "dog" || !slices.Equal(tr.Acted, []string{"goblin", "fury"}) {
		t.Errorf("after one undo: %+v, want round 1, the dog acting, goblin and fury done", tr)
	}
}

// TestDeadTakeNoTurns: Draw Steel, Director-Controlled Creatures "In most
// circumstances, Director-controlled creatures die or are destroyed when
// their Stamina drops to 0": the dead goblin is skipped, the round ends
// when the living have acted, and it can't be given a turn. A dying hero
// ("While you are dying, you can still act") still takes one.
func TestDeadTakeNoTurns(t *testing.T) {
	b := field(t)
	gob, _ := b.Creature("goblin")
	gob.Stamina = 0
	fury, _ := b.Creature("fury")
	fury.Stamina = -3 // dying, not dead (dead at -15)
	in := NewInteraction(b)
	in.SetKeys(testKeys)
	in.Select("goblin")
	in.Do(session.ActTurn)
	if in.Turn().Acting != "" || in.Message() != "Goblin is dead: the dead take no turns." {
		t.Errorf("a turn for the dead goblin: acting %q, message %q; want refused", in.Turn().Acting, in.Message())
	}
	in.Select("dog")
	in.Do(session.ActTurn)
	in.Do(session.ActTurn)
	if got, want := in.TurnSummary(), "ROUND 1 · the heroes act next · 1 of 2 have acted"; got != want {
		t.Errorf("TurnSummary = %q, want %q", got, want)
	}
	in.Select("fury")
	in.Do(session.ActTurn)
	if in.Turn().Acting != "fury" {
		t.Fatalf("the dying fury's turn: acting %q (%s), want fury", in.Turn().Acting, in.Message())
	}
	in.Do(session.ActTurn)
	if tr := in.Turn(); tr.Round != 2 || len(tr.Acted) != 0 {
		t.Errorf("after the living acted: round %d, acted %q; want round 2 (the dead goblin skipped)", tr.Round, tr.Acted)
	}
}
