package maps_test

import (
	"testing"

	"github.com/battlemap/battlemap/maps/internal/mapstest"
)

// FuzzParse checks that Parse never panics and that whatever it accepts,
// Marshal writes and Parse reads back to the same document. The seeds are
// small files that reach each part of the format: large seeds make the
// fuzzer spend its time shrinking them. With plain go test only they run.
//
//	go test ./maps -run '^$' -fuzz FuzzParse -fuzztime 1m   (or make fuzz)
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		`{"format": 1, "grid": {"width": 2, "height": 1}}`,
		`{"format": 1, "name": "Pit", "grid": {"shape": "square", "width": 3, "height": 2}, "ground": ["012", [0, -3, 12]],
		  "legend": {"W": {"wall": "wood", "wallHeight": 2}, "~": {"liquid": 1, "difficult": true, "damaging": 3}},
		  "terrain": ["W.~", "..."]}`,
		`{"format": 1, "grid": {"width": 4, "height": 4}, "creatures": [{"id": "ogre", "at": [0, 0], "size": 2, "z": 1,
		  "speed": 5, "stability": 1, "might": 2, "agility": -1, "stamina": -3, "maxStamina": 20, "movement": ["walk", "fly"],
		  "conditions": ["slowed"], "prone": true, "side": "heroes", "name": "Ogre"}, {"id": "box", "object": true, "at": [3, 3], "size": "1T"}]}`,
		`{"format": 1, "grid": {"width": 5, "height": 3}, "annotations": [{"arrow": {"from": [0, 0], "to": [2.5, 1]}},
		  {"arrow": {"path": [[0, 1], [1, 1]], "dashed": true}}, {"area": {"rect": [1, 0, 2, 1], "color": "green"}},
		  {"area": {"squares": [[4, 2]]}}, {"callout": {"at": [1, 1], "number": 1, "text": "here"}}, {"label": {"at": [3, 0], "text": "Pit"}}],
		  "caption": "A figure."}`,
		`{"format": 1, "grid": {"width": 2, "height": 1}, "creatures": [{"id": "a", "at": [0, 0]}],
		  "turn": {"round": 2, "acting": "a", "moved": 1, "acted": [], "last": "enemies"}, "log": ["Round 1"]}`,
		`{"format": 1, "grid": {"width": 2, "height": 1}, "creatures": [{"id": "a", "at": [1, 0]}], "log": ["x"],
		  "autosave": {"base": "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", "undo": [{"what": "x", "log": ["x"],
		  "state": {"format": 1, "grid": {"width": 2, "height": 1}, "creatures": [{"id": "a", "at": [0, 0]}]}}]}}`,
		`{"format": 1, "grid": {"width": 2, "height": 1}, "creatures": [{"id": "a", "at": [1, 0]}], "turn": {"round": 1}, "log": ["x", "y"],
		  "autosave": {"undo": [{"what": "x", "log": ["x"], "changes": {"turn": null, "caption": "before"}},
		  {"what": "y", "log": ["y"], "changes": {"creatures": [{"id": "a", "at": [0, 0]}], "grid": {"width": 3, "height": 1}}}]}}`,
		`{"format": 1, "grid": {"width": 1000, "height": 1000}, "autosave": {"undo": [{"what": "x", "log": [], "changes": {"grid": {"width": 999, "height": 1000}}},
		  {"what": "y", "log": [], "state": {"format": 1, "grid": {"width": 1000, "height": 999}}}, {"what": "z", "log": [], "changes": {"log": null}}]}}`,
		`{"format": 1, "grid": {"width": 1, "height": 1}, "creatures": [{"id": "a", "at": [0, 0]}, {"id": "a", "at": [0, 0]}]}`,
		"\uFEFF{\"format\": 1, \"name\": \"caf\u00e9 \\u0041\", \"grid\": {\"width\": 1, \"height\": 1}}",
		`{"format": 1, "grid": {"width": 2, "height": 1}, "ground": ["0x"], "doors": []}`,
		`{"format": 1, "grid": {"width": 4 "height": 2}}`,
		`{"format": 1, "grid": {"width": 3, "height": 2}, "background": {"image": "maps/a b.png", "cellPixels": 70.5, "offset": [-3, 1e2]}}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(mapstest.RoundTrips)
}
