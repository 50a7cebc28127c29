package maps

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestHiddenCreatureRoundTrip: "hidden" is read, written only when true,
// and survives a round trip; a value that is not true or false is an
// error naming the field.
func TestHiddenCreatureRoundTrip(t *testing.T) {
	const file = `{"format": 1, "name": "Ambush", "grid": {"width": 4, "height": 2},
  "creatures": [
    {"id": "fury", "side": "heroes", "at": [0, 0]},
    {"id": "assassin", "at": [2, 0], "hidden": true},
    {"id": "guard", "at": [3, 1], "hidden": false}
  ]}`
	e, err := Parse("ambush.json", []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]bool{"fury": false, "assassin": true, "guard": false} {
		if c, _ := e.Square.Board.Creature(id); c.HiddenFromPlayers != want {
			t.Errorf("Parse: %s hidden = %v, want %v", id, c.HiddenFromPlayers, want)
		}
	}
	data, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), `"hidden": true`); n != 1 {
		t.Errorf("Marshal wrote \"hidden\": true %d times, want once (for the assassin):\n%s", n, data)
	}
	if strings.Contains(string(data), `"hidden": false`) {
		t.Errorf("Marshal wrote the default \"hidden\": false:\n%s", data)
	}
	e2, err := Parse("again.json", data)
	if err != nil {
		t.Fatalf("Parse(Marshal()) error: %v\n%s", err, data)
	}
	if c, _ := e2.Square.Board.Creature("assassin"); !c.HiddenFromPlayers {
		t.Error("after a round trip the assassin is not hidden")
	}
	if c := e2.Square.Board.Clone(); !mustCreature(t, c, "assassin").HiddenFromPlayers {
		t.Error("a cloned board loses hidden")
	}

	_, err = Parse("bad.json", []byte(strings.Replace(file, `"hidden": true`, `"hidden": "yes"`, 1)))
	if err == nil || !strings.Contains(err.Error(), `creatures[1].hidden: got a string, want true or false`) {
		t.Errorf("\"hidden\": \"yes\": error %v, want one naming creatures[1].hidden", err)
	}
}

func mustCreature(t *testing.T, b *drawsteel.Board, id string) *drawsteel.Creature {
	t.Helper()
	c, ok := b.Creature(id)
	if !ok {
		t.Fatalf("no creature %q", id)
	}
	return c
}

// TestHiddenHexAndZoneCreatures: "hidden" on a realms or zones creature
// is read, written only when true, survives a round trip, and a value
// that is not true or false is an error naming the field.
func TestHiddenHexAndZoneCreatures(t *testing.T) {
	tests := []struct {
		name, file string
		hidden     func(e *Encounter) map[string]bool
	}{
		{"realms", `{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 4, "height": 2},
  "creatures": [
    {"id": "fury", "side": "heroes", "at": [0, 0], "speed": 30},
    {"id": "assassin", "at": [2, 0], "speed": 30, "hidden": true},
    {"id": "guard", "at": [3, 1], "speed": 30, "hidden": false}
  ]}`, func(e *Encounter) map[string]bool {
			out := map[string]bool{}
			for _, c := range e.Hex.Board.Creatures {
				out[c.ID] = c.HiddenFromPlayers
			}
			return out
		}},
		{"zones", `{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"}, "zones": [{"id": "yard"}],
  "creatures": [
    {"id": "fury", "side": "heroes", "zone": "yard"},
    {"id": "assassin", "zone": "yard", "hidden": true},
    {"id": "guard", "zone": "yard", "hidden": false}
  ]}`, func(e *Encounter) map[string]bool {
			out := map[string]bool{}
			for _, c := range e.Zones.Map.Creatures {
				out[c.ID] = c.Hidden
			}
			return out
		}},
	}
	want := map[string]bool{"fury": false, "assassin": true, "guard": false}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := Parse("ambush.json", []byte(tt.file))
			if err != nil {
				t.Fatal(err)
			}
			if got := tt.hidden(e); !equalHidden(got, want) {
				t.Errorf("Parse: hidden = %v, want %v", got, want)
			}
			data, err := e.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			if n := strings.Count(string(data), `"hidden": true`); n != 1 {
				t.Errorf("Marshal wrote \"hidden\": true %d times, want once (for the assassin):\n%s", n, data)
			}
			if strings.Contains(string(data), `"hidden": false`) {
				t.Errorf("Marshal wrote the default \"hidden\": false:\n%s", data)
			}
			e2, err := Parse("again.json", data)
			if err != nil {
				t.Fatalf("Parse(Marshal()) error: %v\n%s", err, data)
			}
			if got := tt.hidden(e2); !equalHidden(got, want) {
				t.Errorf("after a round trip hidden = %v, want %v", got, want)
			}
			_, err = Parse("bad.json", []byte(strings.Replace(tt.file, `"hidden": true`, `"hidden": "yes"`, 1)))
			if err == nil || !strings.Contains(err.Error(), `creatures[1].hidden: got a string, want true or false`) {
				t.Errorf("\"hidden\": \"yes\": error %v, want one naming creatures[1].hidden", err)
			}
		})
	}
}

func equalHidden(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}
