package drawsteel

import (
	"slices"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// TestOverlayFollowsTheInteraction: what the window draws over the map is
// the interaction's state, step by step from pointing to previewing.
func TestOverlayFollowsTheInteraction(t *testing.T) {
	in := NewInteraction(field(t))

	in.Point(sq(3, 1), true) // over the goblin, nothing selected
	o := in.Marks()
	if !o.HasHover || o.Hover != sq(3, 1) || o.NamePlate != "goblin" || o.Selected != "" || o.Forced != nil {
		t.Errorf("pointing at the goblin: overlay = %+v, want hover 3,1, the goblin's name plate, no ring, no preview", o)
	}

	start(t, in, "fury", session.ActPush, 3, sq(3, 1))
	in.Point(sq(6, 1), true)
	o = in.Marks()
	if o.HasHover || o.NamePlate != "" {
		t.Errorf("previewing: hover %v, name plate %q; want neither (the aim is drawn instead)", o.HasHover, o.NamePlate)
	}
	if o.Selected != "fury" || !slices.Equal(o.Targets, []string{"goblin"}) {
		t.Errorf("previewing: rings selected %q, targets %q; want the fury and the goblin", o.Selected, o.Targets)
	}
	if o.Forced == nil || o.Forced.Target != "goblin" || !o.Forced.HasAim || o.Forced.Aim != (drawsteel.Pos{X: 6, Y: 1}) || !o.Forced.Legal {
		t.Fatalf("previewing: forced overlay = %+v, want the goblin's push aimed at 6,1, legal", o.Forced)
	}
	if o.Move != nil || o.Placement != nil || o.Notes != nil {
		t.Errorf("previewing: a willing move or a note drawn too: %+v", o)
	}
}

// TestPlayerOverlayHidesHiddenCreatures: a preview that involves a
// creature hidden from the players shows them nothing.
func TestPlayerOverlayHidesHiddenCreatures(t *testing.T) {
	for _, hidden := range []bool{false, true} {
		b := field(t)
		b.Creatures[1].HiddenFromPlayers = hidden // the goblin
		in := NewInteraction(b)
		start(t, in, "fury", session.ActPush, 3, sq(3, 1))
		in.Point(sq(6, 1), true)
		o := in.PlayerOverlay()
		if shown := o.Forced != nil; shown == hidden || in.InvolvesHidden() != hidden {
			t.Errorf("goblin hidden %v: player overlay shows the push %v, InvolvesHidden %v; want shown only when not hidden", hidden, shown, in.InvolvesHidden())
		}
		if o.HasHover || o.NamePlate != "" || o.Candidate != "" {
			t.Errorf("goblin hidden %v: player overlay has the director's pointer or name plates: %+v", hidden, o)
		}
	}
}
