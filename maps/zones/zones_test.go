package zones_test

import (
	"github.com/battlemap/battlemap/maps/internal/mapstest"

	"github.com/battlemap/battlemap/maps"
	zonesfile "github.com/battlemap/battlemap/maps/zones"

	"errors"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/zones"
)

// TestParseZonesProblems checks single problems of zone files down to
// their line, column and path; testdata/bad/zones-*.golden lists more.
func TestParseZonesProblems(t *testing.T) {
	const head = `{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"}, `
	tests := []struct {
		name string
		data string
		want maps.Problem // Message is matched as a prefix
	}{
		{"unknown zone of a creature", head + "\n\"zones\": [{\"id\": \"yard\"}], \"creatures\": [{\"id\": \"a\", \"zone\": \"roof\"}]}",
			maps.Problem{Line: 2, Column: 62, Path: "creatures[0].zone", Message: `"roof" is not a zone of this map (yard)`}},
		{"duplicate zone", head + "\n\"zones\": [{\"id\": \"yard\"}, {\"id\": \"yard\"}]}",
			maps.Problem{Line: 2, Column: 34, Path: "zones[1].id", Message: `"yard" is used twice`}},
		{"partner elsewhere", head + "\n\"zones\": [{\"id\": \"a\"}, {\"id\": \"b\"}], \"links\": [{\"from\": \"a\", \"to\": \"b\"}],\n" +
			`"creatures": [{"id": "x", "zone": "a", "partner": "y"}, {"id": "y", "zone": "b", "partner": "x"}]}`,
			maps.Problem{Line: 3, Column: 51, Path: "creatures[0].partner", Message: `"y" is in "b", not "a": partners share a zone`}},
		{"current into a far zone", head + "\n\"zones\": [{\"id\": \"a\", \"effect\": {\"kind\": \"current\", \"to\": \"b\"}}, {\"id\": \"b\"}]}",
			maps.Problem{Line: 2, Column: 59, Path: "zones[0].effect.to", Message: `"b" is not adjacent to "a"`}},
		{"enemy partner", head + "\n\"zones\": [{\"id\": \"a\"}],\n" +
			`"creatures": [{"id": "x", "zone": "a", "side": "heroes", "partner": "y"}, {"id": "y", "zone": "a", "side": "foes", "partner": "x"}]}`,
			maps.Problem{Line: 3, Column: 69, Path: "creatures[0].partner", Message: `"x" is on side "heroes" and "y" on side "foes": a partner is an ally`}},
		{"negative breath", head + "\n\"zones\": [{\"id\": \"a\"}], \"creatures\": [{\"id\": \"x\", \"zone\": \"a\", \"breathHeld\": -1}]}",
			maps.Problem{Line: 2, Column: 78, Path: "creatures[0].breathHeld", Message: ""}},
		{"band typo", head + "\n\"zones\": [{\"id\": \"a\"}], \"creatures\": [{\"id\": \"x\", \"zone\": \"a\", \"band\": \"hovering\"}]}",
			maps.Problem{Line: 2, Column: 72, Path: "creatures[0].band", Message: `"hovering" is not a band`}},
		{"too many corners", head + "\n\"zones\": [{\"id\": \"a\", \"outline\": [" + strings.Repeat("[0, 0], ", zonesfile.MaxOutline) + "[1, 1]]}]}",
			maps.Problem{Line: 2, Column: 34, Path: "zones[0].outline", Message: "257 corners is too many (at most 256)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := maps.Parse("enc.json", []byte(tt.data))
			var le *maps.LoadError
			if !errors.As(err, &le) {
				t.Fatalf("Parse(%q) = %v, want a *LoadError", tt.data, err)
			}
			if len(le.Problems) != 1 {
				t.Fatalf("Parse(%q) found %d problems, want 1:\n%v", tt.data, len(le.Problems), err)
			}
			p := le.Problems[0]
			if p.Line != tt.want.Line || p.Column != tt.want.Column || p.Path != tt.want.Path || !strings.HasPrefix(p.Message, tt.want.Message) {
				t.Errorf("Parse(%s) = %v, want %v...", tt.name, p, tt.want)
			}
		})
	}
}

// TestParseZonesMap checks that the file's fields land in the rules' map
// as written, and that a file without drawing has no shapes.
func TestParseZonesMap(t *testing.T) {
	e, err := maps.Load("../testdata/zones-temple.json")
	if err != nil {
		t.Fatal(err)
	}
	if e.Square != nil || e.Hex != nil || e.Zones == nil {
		t.Fatalf("Load(temple) Square, Hex, maps.Zones = %v, %v, %v; want only Zones", e.Square, e.Hex, e.Zones)
	}
	m := e.Zones.Map
	if len(m.Zones) != 9 || len(m.Links) != 9 || len(m.Creatures) != 5 {
		t.Fatalf("Load(temple) = %d zones, %d links, %d creatures; want 9, 9, 5", len(m.Zones), len(m.Links), len(m.Creatures))
	}
	yard, pit, creek := m.Zones[0], m.Zones[5], m.Zones[6]
	if r, ok := yard.Rating(); !ok || r != 1 || yard.Surface != zones.Hard {
		t.Errorf("yard rating, surface = %d %v %q, want 1 true hard", r, ok, yard.Surface)
	}
	if pit.Elevation != -10 || pit.Surface != zones.Ungodly {
		t.Errorf("pit elevation, surface = %g %q, want -10 ungodly", pit.Elevation, pit.Surface)
	}
	if creek.Effect == nil || creek.Effect.Kind != zones.Current || creek.Effect.To != "falls" {
		t.Errorf("creek effect = %+v, want a current to falls", creek.Effect)
	}
	if l := m.Links[3]; l.From != "ledge" || l.To != "pool" || !l.OneWay {
		t.Errorf("links[3] = %+v, want ledge to pool, one way", l)
	}
	if c := m.Creatures[0]; c.Height != 1.7 || c.Partner != "jun" || c.Prowess != 3 {
		t.Errorf("creatures[0] = %+v, want height 1.7, partner jun, prowess 3", c)
	}
	if e.Zones.Shapes != nil {
		t.Errorf("temple Shapes = %v, want nil (no drawing)", e.Zones.Shapes)
	}
	if got, want := e.Summary(), "Cliff temple: zones, 9 zones, 9 links, 5 creatures (foes 3, heroes 2), elevation -10 m to 40 m, laid out by the program"; got != want {
		t.Errorf("Summary() = %q, want %q", got, want)
	}
	d, err := maps.Load("../testdata/zones-drawn.json")
	if err != nil {
		t.Fatal(err)
	}
	if s := d.Zones.Shapes; len(s) != 3 || s[1].X != 0 || s[1].Y != 3 || s[1].W != 6 || s[1].H != 4 || len(s[2].Outline) != 6 {
		t.Errorf("drawn Shapes = %+v, want hall at 0,3 6x4 and a 6-corner moat", s)
	}
}

// TestMarshalZonesRefuses checks that Marshal will not write a zone map
// that would not load.
func TestMarshalZonesRefuses(t *testing.T) {
	e, err := maps.Load("../testdata/zones-temple.json")
	if err != nil {
		t.Fatal(err)
	}
	e.Zones.Map.Creatures[2].Zone = "moon"
	_, err = e.Marshal()
	var be *maps.BoardError
	if !errors.As(err, &be) || !strings.Contains(err.Error(), `creatures[2].zone: "moon" is not a zone`) {
		t.Errorf("Marshal() with a creature on the moon = %v, want a maps.BoardError naming creatures[2].zone", err)
	}
}

// FuzzParseZones is FuzzParse from zone file seeds.
//
//	go test ./maps/zones -run '^$' -fuzz FuzzParseZones -fuzztime 30s
func FuzzParseZones(f *testing.F) {
	for _, seed := range []string{
		`{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"}, "zones": [{"id": "a"}]}`,
		`{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"}, "bands": true, "round": 2,
		  "zones": [{"id": "a", "difficult": 2, "limit": 1, "surface": "soft", "elevation": 3.5, "rect": [0, 0, 2, 2]},
		  {"id": "b", "depth": 4, "surface": "water", "effect": {"kind": "current", "to": "a", "speed": 1}, "outline": [[0, 3], [2, 3], [1, 5]]}],
		  "links": [{"from": "a", "to": "b", "climb": 10, "oneWay": true, "drop": true}, {"from": "b", "to": "a"}],
		  "creatures": [{"id": "x", "zone": "a", "partner": "y", "height": 1.5, "abilities": ["swim"]}, {"id": "y", "zone": "a", "partner": "x", "band": "flying"}]}`,
		`{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"}, "zones": [{"id": "a"}, {"id": "a"}], "links": [{"from": "a"}]}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(mapstest.RoundTrips)
}

// TestBreathAndEarthRoundTrip checks that the rounds of held breath and
// the Earth defense are read from a creature and written back, so that
// one end of round can follow another.
func TestBreathAndEarthRoundTrip(t *testing.T) {
	data := `{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"}, "bands": true, "zones": [{"id": "lake", "depth": 20}],
"creatures": [{"id": "mei", "zone": "lake", "band": "underwater", "prowess": 2, "earth": 7, "breathHeld": 3}]}`
	e, err := maps.Parse("enc.json", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if c := e.Zones.Map.Creatures[0]; c.BreathHeld != 3 || c.Earth != 7 {
		t.Fatalf("creatures[0] breathHeld, earth = %d, %d; want 3, 7", c.BreathHeld, c.Earth)
	}
	out, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"earth": 7`, `"breathHeld": 3`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("Marshal() = %s, want %s", out, want)
		}
	}
}
