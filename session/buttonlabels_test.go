package session_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
	realmsplay "github.com/battlemap/battlemap/session/realms"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// checkLabels reports every button of bs sending an action whose name is
// not the table's label for that action in ruleset r.
func checkLabels(t *testing.T, where string, r session.Rulesets, bs []session.Button) {
	t.Helper()
	for _, b := range bs {
		if b.Act == session.ActNone {
			continue // a key the window reads itself, a creature's toggle, a step of the number typed
		}
		if want := b.Act.Label(r); b.Name != want {
			t.Errorf("%s: button %q sends %q, whose label there is %q", where, b.Name, b.Act, want)
		}
	}
}

// TestButtonsUseTheTableLabels: every button that sends an action is
// named as the table labels that action in its ruleset.
func TestButtonsUseTheTableLabels(t *testing.T) {
	checkLabels(t, "hex panel", session.OnHexes, realmsplay.HexPanelButtons(realmsplay.HexButtonState{}, func(session.Action) string { return "" }))
	enc, err := maps.Load(filepath.Join("..", "assets", "encounters", "monastery-zones.json"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := enc.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	p := zonesplay.NewZonePlay(b, nil, 0, "")
	for tab := range zonesplay.ZoneTabCount {
		checkLabels(t, fmt.Sprint("zone ", tab), session.OnZones, p.Buttons(tab, zonesplay.ZoneWindowState{}))
	}
	p.EndOfRound()
	checkLabels(t, "zone play, the end of the round previewed", session.OnZones, p.Buttons(zonesplay.ZonePlayTab, zonesplay.ZoneWindowState{}))
	p.ForgetEndRound()
	p.Drop("mei", "roof")
	if !p.AsksResult() {
		t.Fatalf("mei's climb to the roof asks no result; message %q", p.Message())
	}
	checkLabels(t, "zone result pad", session.OnZones, p.ResultButtons())
}
