package zones

import (
	"strings"
	"testing"
)

// TestZoneMessagesCallCreaturesByName: on three zones in a row
//
//	Gate (a) ── Hall (b) ── Tower (c)
//
// with the ogre (id ogre2) and Mei in the Gate, the move, the refusal and
// the explanations name the ogre and the zones, never their ids.
func TestZoneMessagesCallCreaturesByName(t *testing.T) {
	p := zoneFilePlay(t, "",
		`[{"id": "a", "name": "Gate"}, {"id": "b", "name": "Hall"}, {"id": "c", "name": "Tower"}]`,
		`[{"from": "a", "to": "b"}, {"from": "b", "to": "c"}]`,
		`[{"id": "ogre2", "name": "Ogre Juggernaut", "zone": "a", "side": "enemies"}, {"id": "m1", "name": "Mei", "zone": "a", "side": "heroes"}]`)
	var said []string
	for _, s := range p.Explain("ogre2", "c") {
		said = append(said, s.What)
	}
	p.Drop("ogre2", "c")
	said = append(said, p.Message())
	for _, s := range p.Explain("ogre2", "b") {
		said = append(said, s.What)
	}
	p.Drop("ogre2", "b")
	said = append(said, p.Message())
	all := strings.Join(said, "\n")
	for _, id := range []string{"ogre2", "m1"} {
		if strings.Contains(all, id) {
			t.Errorf("a message names a creature by its id %q:\n%s", id, all)
		}
	}
	if !strings.Contains(all, "Ogre Juggernaut") || !strings.Contains(all, "Hall") {
		t.Errorf("no message names the ogre and the Hall:\n%s", all)
	}
}

// TestZoneSameNamesToldApartByID: two creatures of one name are told apart
// by their ids; a creature without a name is called by its id.
func TestZoneSameNamesToldApartByID(t *testing.T) {
	p := zoneFilePlay(t, "", `[{"id": "a", "name": "Gate"}, {"id": "b", "name": "Hall"}]`, `[{"from": "a", "to": "b"}]`,
		`[{"id": "g1", "name": "Goblin", "zone": "a"}, {"id": "g2", "name": "Goblin", "zone": "a"}, {"id": "x7", "zone": "a"}]`)
	p.Drop("g2", "b")
	if want := "Goblin (g2) moves to Hall"; !strings.Contains(p.Message(), want) {
		t.Errorf("message %q, want it to say %q", p.Message(), want)
	}
	if got := p.name("x7"); got != "x7" {
		t.Errorf("name(x7) = %q, want the id", got)
	}
}
