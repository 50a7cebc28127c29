package realms_test

import (
	"testing"

	"github.com/battlemap/battlemap/maps/internal/mapstest"
)

// FuzzParseRealms is FuzzParse for hex files: Parse never panics, and
// whatever it accepts Marshal writes and Parse reads back to the same
// document.
//
//	go test ./maps/realms -run '^$' -fuzz FuzzParseRealms -fuzztime 30s
func FuzzParseRealms(f *testing.F) {
	for _, seed := range []string{
		`{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 2, "height": 1}}`,
		`{"format": 1, "ruleset": "realms", "name": "Ford", "grid": {"shape": "hex", "width": 4, "height": 3, "orientation": "flat"},
		  "terrain": ["d#..", ".~..", "...."], "legend": {"d": {"difficult": true}, "#": {"wall": "wood"}, "~": {"impassable": true}},
		  "creatures": [{"id": "a", "name": "A", "side": "heroes", "at": [3, 0], "speed": 30, "prone": true, "size": "large",
		   "effects": [{"name": "q", "rate": 10}, {"name": "b", "percent": 50}, {"name": "g", "feet": -25}]},
		   {"id": "b", "at": [0, 2], "speed": 40, "size": "tiny"}], "caption": "A ford."}`,
		`{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 3, "height": 3},
		  "creatures": [{"id": "g", "at": [1, 1], "speed": 40, "size": "huge"}, {"id": "g", "at": [0, 0], "speed": 5}]}`,
		`{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 2, "height": 1}, "terrain": ["x?"], "legend": {"x": {}}}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(mapstest.RoundTrips)
}
