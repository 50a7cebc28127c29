package session_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
	realmsplay "github.com/battlemap/battlemap/session/realms"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// samplePlays are every ruleset's play on its bundled sample, with the
// live view's kind each should name ("" for the square map's).
func samplePlays(t *testing.T) []struct {
	name, kind string
	play       session.Play
} {
	t.Helper()
	load := func(file string) *maps.Encounter {
		enc, err := maps.Load(filepath.Join("..", "assets", "encounters", file))
		if err != nil {
			t.Fatal(err)
		}
		return enc
	}
	zb, err := load("monastery-zones.json").Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	return []struct {
		name, kind string
		play       session.Play
	}{
		{"square", "", dsplay.NewInteraction(load("cliffside.json").Square.Board)},
		{"hex", session.LiveHex, realmsplay.NewHexMapPlay(load("river-ford.json").Hex, "")},
		{"zones", session.LiveZones, zonesplay.NewZonePlay(zb, nil, 0, "")},
	}
}

// TestPlayContract holds every ruleset's play to what the window asks of
// them alike: the window's own actions are left to it, an undo with
// nothing done changes nothing and says so, the message takes the
// window's news, a press and release off every board moves nothing, and
// the overlay and live view are there to draw and follow.
func TestPlayContract(t *testing.T) {
	for _, tc := range samplePlays(t) {
		t.Run(tc.name, func(t *testing.T) {
			pl := tc.play
			for _, a := range []session.Action{session.ActZoomIn, session.ActFit, session.ActSave, session.ActTheme, session.ActQuit} {
				if pl.Do(a) {
					t.Errorf("Do(%v) taken by the play, want it left to the window", a)
				}
			}
			pl.Undo()
			if pl.Changes() != 0 || !strings.Contains(strings.ToLower(pl.Message()), "nothing to undo") {
				t.Errorf("Undo with nothing done: Changes %d, message %q; want 0 and a message saying there is nothing to undo", pl.Changes(), pl.Message())
			}
			pl.SetMessage("news")
			if pl.Message() != "news" {
				t.Errorf("Message() after SetMessage(news) = %q", pl.Message())
			}
			off := session.Pointer{At: render.Point{X: -1000, Y: -1000}, On: true}
			pl.Hover(off)
			pl.Press(off)
			pl.Drag(off)
			pl.Release(off)
			if pl.Changes() != 0 {
				t.Errorf("a press and release off the board made %d change(s), want none", pl.Changes())
			}
			pl.Cancel()
			if pl.Overlay(render.ScreenTheme()) == nil {
				t.Error("Overlay() = nil, want a scene (empty when the map's scene holds everything)")
			}
			if k := pl.LiveView().Kind; k != tc.kind {
				t.Errorf("LiveView().Kind = %q, want %q", k, tc.kind)
			}
		})
	}
}
