package uvtt

import (
	"testing"

	fx "github.com/battlemap/battlemap/internal/importfixture"
)

// FuzzParse checks that no file makes Parse panic or return a broken map:
// go test ./maps/uvtt -fuzz FuzzParse -fuzztime 30s
func FuzzParse(f *testing.F) {
	f.Add(fx.UVTT{Origin: fx.P{X: 1, Y: 2}, Size: fx.P{X: 3, Y: 3}, PixelsPerGrid: 4, Image: fx.PNG(12, 12),
		Walls:   [][]fx.P{{{X: 1, Y: 2}, {X: 4, Y: 5}, {X: 2.5, Y: 3.3}}},
		Portals: []fx.Portal{{Bounds: []fx.P{{X: 2, Y: 3}, {X: 3, Y: 3}}, Closed: true}, {Bounds: []fx.P{{X: 2, Y: 3}, {X: 2.2, Y: 3.1}}}},
		Lights:  []fx.Light{{Position: fx.P{X: 2, Y: 2}, Range: 3}}}.JSON())
	f.Add([]byte(`{"resolution": {"map_size": {"x": 2, "y": 1}}, "objects_line_of_sight": [[{"x": -1, "y": 0.5}, {"x": 3, "y": 0.5}]]}`))
	f.Add([]byte(`{"resolution": {"map_size": {"x": 3, "y": 2}, "map_origin": null}, "line_of_sight": [[], null, [{"x": 0, "y": 1}, {"x": "3", "y": 1}]], "portals": [null, {"bounds": [{"x": 1, "y": 0}, {"x": 1, "y": 2}], "closed": false}], "lights": [{}, {"position": {"x": 1, "y": 1}}], "Image": null}`))
	f.Add([]byte(`{"lights": [{"position": {"x": 0, "y": 0}}], "objects_line_of_sight": {"x": 1}, "RESOLUTION": {"map_size": {"x": 1, "y": 1}}, "image": "a\u0042"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Parse("fuzz.dd2vtt", data)
		if err != nil {
			return
		}
		if err := m.Check(); err != nil {
			t.Fatalf("Parse gave a broken map: %v", err)
		}
	})
}
