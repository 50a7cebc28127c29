package realms

import (
	"encoding/json"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// TestHexLiveFollow: a player view's hex play that follows the director's
// live view (through its JSON) gives the same reach as the director's:
// this turn's use (Brann moved three hexes), the action taken
// before the next move and the permission carry over; a follower without
// them reaches farther.
func TestHexLiveFollow(t *testing.T) {
	load := func() *realms.Board {
		enc, err := maps.Load("../../assets/encounters/river-ford.json")
		if err != nil {
			t.Fatal(err)
		}
		return enc.Hex.Board
	}
	dir, fol := NewHexPlay(load(), ""), NewHexPlay(load(), "")
	b := dir.Board()
	for _, p := range []realms.Pos{{5, 4}, {6, 4}, {5, 4}} {
		dir.Drop("brann", b.Cell(p))
		fol.Drop("brann", fol.Board().Cell(p)) // the board the director's live file holds
	}
	fol = NewHexPlay(fol.Board(), "") // a player view that loaded that board: no turn
	dir.Toggle(realms.Action(4))      // pick-up
	dir.TogglePermit("brann", "ogre")
	reach := func(p *HexPlay) int {
		defer p.WithTurn("brann")()
		r, err := p.Board().Reach("brann", p.Options("brann"))
		if err != nil {
			t.Fatal(err)
		}
		return len(r.All(nil))
	}
	want := reach(dir)
	if got := reach(fol); got == want {
		t.Fatalf("test setup: a follower without the turn reaches %d hexes, as the director's %d", got, want)
	}
	data, err := json.Marshal(dir.Live())
	if err != nil {
		t.Fatal(err)
	}
	var got session.HexLive
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	fol.Follow(got)
	if r := reach(fol); r != want {
		t.Errorf("the follower's reach after Follow = %d hexes, want the director's %d", r, want)
	}
	if u := fol.Used("brann"); u.Feet == 0 || u.Feet != dir.Used("brann").Feet || !fol.Permit() || len(fol.Actions()) != 1 {
		t.Errorf("the follower's play: used %+v, permit %v, actions %v; want the director's %+v, permit, one action", u, fol.Permit(), fol.Actions(), dir.Used("brann"))
	}
}
