package realms

import (
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// TestHexKeyboardMove plays a hex move by keys alone through the Play
// contract: Tab selects, an arrow held after its press aims no further,
// Enter moves, and the arrows pan again once nothing is selected.
func TestHexKeyboardMove(t *testing.T) {
	p := newHexTrio(t)
	p.Board().Creature("a").Speed = 30
	var pl session.Play = p
	if pl.Arrow(1, 0, true) {
		t.Fatal("Arrow with nothing selected taken, want it left to the window (pan)")
	}
	if !pl.Do(session.ActNextCreature) || p.Selected() != "a" {
		t.Fatalf("Tab: selected %q, want a", p.Selected())
	}
	pl.Arrow(1, 0, true)
	if !pl.Arrow(1, 0, false) {
		t.Fatal("a held arrow with a creature selected not taken, want it taken (one hex a press)")
	}
	want := p.AimStep(hexAt(1, 1), 1, 0)
	if at, ok := p.KeyAim(); !ok || at != want {
		t.Fatalf("aim after one press and a hold = %v, %v; want %v", at, ok, want)
	}
	if !pl.Do(session.ActCommit) {
		t.Fatal("Enter with a hex aimed not taken")
	}
	if got := p.Board().Creature("a").At; got != want {
		t.Errorf("a at %v after Enter, want %v (message %q)", got, want, p.Message())
	}
	if _, ok := p.KeyAim(); ok {
		t.Error("the aim stays after the move, want it dropped")
	}
	if pl.Changes() != 1 {
		t.Errorf("Changes() = %d after one move, want 1", pl.Changes())
	}
	pl.Undo()
	if got := p.Board().Creature("a").At; got != hexAt(1, 1) {
		t.Errorf("a at %v after Undo, want back at %v", got, hexAt(1, 1))
	}
	pl.Do(session.ActCancel)
	if p.Selected() != "" || pl.Arrow(1, 0, true) {
		t.Errorf("after Esc: selected %q, arrow taken; want none and the arrow the window's", p.Selected())
	}
}

// TestHexPointerDrop drags a creature by the pointer in map units: the
// press on its hex picks it up, the release on another hex moves it, and
// a release off the board moves nothing.
func TestHexPointerDrop(t *testing.T) {
	p := newHexTrio(t)
	p.Board().Creature("a").Speed = 30
	l := p.Layout()
	from, to := hexAt(1, 1), hexAt(2, 1)
	p.Press(session.Pointer{At: l.Center(from), On: true})
	if p.Selected() != "a" || p.Dragging() != "a" {
		t.Fatalf("press on a: selected %q dragging %q, want a and a", p.Selected(), p.Dragging())
	}
	p.Drag(session.Pointer{At: l.Center(to), On: true})
	if at, ok := p.Aimed(p.Board().Creature("a")); !ok || at != to {
		t.Errorf("Aimed during the drag = %v, %v; want %v, true", at, ok, to)
	}
	p.Release(session.Pointer{At: render.Point{X: -50, Y: -50}, On: true})
	if got := p.Board().Creature("a").At; got != from || p.Dragging() != "" {
		t.Fatalf("released off the board: a at %v, dragging %q; want %v and none", got, p.Dragging(), from)
	}
	p.Press(session.Pointer{At: l.Center(from), On: true})
	p.Release(session.Pointer{At: l.Center(to), On: true})
	if got := p.Board().Creature("a").At; got != to {
		t.Errorf("released on %v: a at %v (message %q)", to, got, p.Message())
	}
	if live := p.LiveView(); live.Kind != session.LiveHex || live.Hex == nil || live.Hex.Selected != "a" {
		t.Errorf("LiveView() = %+v, want a hex view with a selected", live)
	}
}

// TestHexPlayerViewTakesNoKeyPlay: in the players' view shown in place
// the keyboard's aiming is off (the arrows pan, Tab picks no one), while
// undo and the turn still work as the director's keys.
func TestHexPlayerViewTakesNoKeyPlay(t *testing.T) {
	p := newHexTrio(t)
	p.SetPlayerView(true)
	p.Select("a")
	if p.Arrow(1, 0, true) {
		t.Error("Arrow in the players' view taken, want it left to the window (pan)")
	}
	if _, ok := p.KeyAim(); ok {
		t.Error("an arrow aimed in the players' view")
	}
	if p.Do(session.ActNextCreature) || p.Selected() != "a" {
		t.Errorf("Tab in the players' view: selected %q, want the play to leave it (a)", p.Selected())
	}
	if !p.Do(session.ActTurn) || p.Turn() != 1 {
		t.Errorf("the turn key in the players' view: turn %d, want 1", p.Turn())
	}
}
