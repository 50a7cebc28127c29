package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/session"
)

// TestSquarePanelUsesTableLabels: every button of the square window's
// panel says the table's label for its action there.
func TestSquarePanelUsesTableLabels(t *testing.T) {
	bs := alwaysButtons()
	for tab := range panelTab(panelTabCount) {
		bs = append(bs, tab.Buttons()...)
	}
	for _, b := range bs {
		if want := b.act.Label(session.OnSquares); b.word == "" || b.word != want {
			t.Errorf("square panel button %q sends %q, labelled %q in the table", b.word, b.act, want)
		}
	}
}
