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
