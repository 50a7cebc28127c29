package uvtt

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	fx "github.com/battlemap/battlemap/internal/importfixture"
	"github.com/battlemap/battlemap/maps/imported"
)

// edges lists a map's edges as "kind x,y|x,y" lines, sorted as Parse sorts them.
func edges(m *imported.Map) []string {
	var out []string
	for _, e := range m.Edges {
		out = append(out, fmt.Sprintf("%s %v|%v", e.Kind, e.Cells[0], e.Cells[1]))
	}
	return out
}

func parse(t *testing.T, u fx.UVTT) *imported.Map {
	t.Helper()
	m, err := Parse("test.dd2vtt", u.JSON())
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if err := m.Check(); err != nil {
		t.Fatalf("Parse gave a broken map: %v", err)
	}
	return m
}

func TestWallsAndPortals(t *testing.T) {
	for _, tc := range []struct {
		name string
		u    fx.UVTT
		want []string
	}{
		{
			// the origin is subtracted from every point: a cropped export
			// keeps the coordinates of the whole map
			name: "horizontal wall of a cropped export",
			u:    fx.UVTT{Origin: fx.P{X: 10, Y: 5}, Size: fx.P{X: 3, Y: 2}, Walls: [][]fx.P{{{X: 10, Y: 6}, {X: 13, Y: 6}}}},
			want: []string{"wall 0,0|0,1", "wall 1,0|1,1", "wall 2,0|2,1"},
		},
		{
			name: "points snap to the nearest corner",
			u:    fx.UVTT{Size: fx.P{X: 3, Y: 3}, Walls: [][]fx.P{{{X: 0.9, Y: 0.2}, {X: 1.1, Y: 2.4}}}},
			want: []string{"wall 0,0|1,0", "wall 0,1|1,1"},
		},
		{
			// 45 degrees: a vertical step first (a tie), then alternating
			name: "diagonal wall is a staircase",
			u:    fx.UVTT{Size: fx.P{X: 3, Y: 3}, Walls: [][]fx.P{{{X: 0, Y: 0}, {X: 2, Y: 2}}}},
			want: []string{"wall 0,0|0,1", "wall 0,1|1,1", "wall 1,1|1,2"},
		},
		{
			// a shallow wall from (0,1) to (4,2) steps down where it
			// crosses y = 1.5, in the middle: the x steps crossing 0.5/4
			// and 1.5/4 of the way come before the y step's 0.5/1
			name: "shallow wall steps down once, in the middle",
			u:    fx.UVTT{Size: fx.P{X: 4, Y: 3}, Walls: [][]fx.P{{{X: 0, Y: 1}, {X: 4, Y: 2}}}},
			want: []string{"wall 0,0|0,1", "wall 1,0|1,1", "wall 1,1|2,1", "wall 2,1|2,2", "wall 3,1|3,2"},
		},
		{
			name: "the map's border is no edge",
			u:    fx.UVTT{Size: fx.P{X: 2, Y: 2}, Walls: [][]fx.P{{{X: 0, Y: 0}, {X: 2, Y: 0}, {X: 2, Y: 2}}}},
			want: nil,
		},
		{
			name: "objects_line_of_sight are walls too",
			u:    fx.UVTT{Size: fx.P{X: 2, Y: 2}, Objects: [][]fx.P{{{X: 1, Y: 0}, {X: 1, Y: 1}}}},
			want: []string{"wall 0,0|1,0"},
		},
		{
			// the door is anchored at its bounds: the position (its
			// midpoint as Dungeondraft writes it) is ignored when the
			// bounds span an edge
			name: "closed portal is a door on the wall, anchored at its bounds",
			u: fx.UVTT{Size: fx.P{X: 4, Y: 2}, Walls: [][]fx.P{{{X: 0, Y: 1}, {X: 4, Y: 1}}},
				Portals: []fx.Portal{{Position: fx.P{X: 3.5, Y: 0.2}, Bounds: []fx.P{{X: 1, Y: 1}, {X: 3, Y: 1}}, Closed: true}}},
			want: []string{"wall 0,0|0,1", "door 1,0|1,1", "door 2,0|2,1", "wall 3,0|3,1"},
		},
		{
			name: "a portal that is not closed is a window",
			u: fx.UVTT{Size: fx.P{X: 2, Y: 2},
				Portals: []fx.Portal{{Bounds: []fx.P{{X: 1, Y: 0}, {X: 1, Y: 1}}, Closed: false}}},
			want: []string{"window 0,0|1,0"},
		},
		{
			// bounds 0.4 cells apart snap to one corner: the edge nearest
			// their middle (1.2, 2.1), across the way they run: the
			// vertical line x = 1 beside row 2
			name: "narrow portal takes the edge nearest its middle",
			u: fx.UVTT{Size: fx.P{X: 3, Y: 3},
				Portals: []fx.Portal{{Bounds: []fx.P{{X: 1.2, Y: 1.9}, {X: 1.2, Y: 2.3}}, Closed: true}}},
			want: []string{"door 0,2|1,2"},
		},
		// the cases below audit docs/import.md sentence by sentence
		{
			// "subtracting map_origin from every point": an origin that is
			// not whole moves the points before they snap
			name: "non-integer origin is subtracted before snapping",
			u:    fx.UVTT{Origin: fx.P{X: 0.5, Y: -0.25}, Size: fx.P{X: 4, Y: 2}, Walls: [][]fx.P{{{X: 1.5, Y: 0.75}, {X: 3.5, Y: 0.75}}}},
			want: []string{"wall 1,0|1,1", "wall 2,0|2,1"},
		},
		{
			// 1.6 - 0.5 = 1.1 snaps to 1; without the origin 1.6 would snap to 2
			name: "origin decides the corner a point snaps to",
			u:    fx.UVTT{Origin: fx.P{X: 0.5, Y: 0.5}, Size: fx.P{X: 3, Y: 3}, Walls: [][]fx.P{{{X: 1.6, Y: 0.5}, {X: 1.6, Y: 2.5}}}},
			want: []string{"wall 0,0|1,0", "wall 0,1|1,1"},
		},
		{
			// "halves away from zero": 0.5 snaps to 1, 2.5 to 3
			name: "points on half a cell round away from zero",
			u:    fx.UVTT{Size: fx.P{X: 4, Y: 2}, Walls: [][]fx.P{{{X: 0.5, Y: 1}, {X: 2.5, Y: 1}}}},
			want: []string{"wall 1,0|1,1", "wall 2,0|2,1"},
		},
		{
			// a point exactly on a corner is that corner
			name: "points exactly on corners",
			u:    fx.UVTT{Size: fx.P{X: 3, Y: 3}, Walls: [][]fx.P{{{X: 1, Y: 1}, {X: 2, Y: 1}, {X: 2, Y: 2}}}},
			want: []string{"wall 1,0|1,1", "wall 1,1|2,1"},
		},
		{
			// a quarter circle of radius 2 around corner 0,0, in 15-degree
			// steps: the edges between the squares whose centres lie
			// inside it (0,0 1,0 0,1) and those outside
			name: "curved wall follows the cell edges nearest it",
			u: fx.UVTT{Size: fx.P{X: 4, Y: 4}, Walls: [][]fx.P{{
				{X: 2, Y: 0}, {X: 1.932, Y: 0.518}, {X: 1.732, Y: 1}, {X: 1.414, Y: 1.414}, {X: 1, Y: 1.732}, {X: 0.518, Y: 1.932}, {X: 0, Y: 2}}}},
			want: []string{"wall 1,0|2,0", "wall 1,0|1,1", "wall 0,1|1,1", "wall 0,1|0,2"},
		},
		{
			// many points closer than half a cell: the wall stays
			// connected, each segment starting where the last one ended
			name: "many short segments make one connected wall",
			u:    fx.UVTT{Size: fx.P{X: 4, Y: 2}, Walls: [][]fx.P{{{X: 0, Y: 1}, {X: 0.3, Y: 1.1}, {X: 0.6, Y: 0.9}, {X: 0.9, Y: 1}, {X: 1.2, Y: 1.1}, {X: 1.8, Y: 0.95}, {X: 2.4, Y: 1}, {X: 3.1, Y: 1.2}, {X: 4, Y: 1}}}},
			want: []string{"wall 0,0|0,1", "wall 1,0|1,1", "wall 2,0|2,1", "wall 3,0|3,1"},
		},
		{
			// a steep wall from 1,0 to 2,3 takes its one horizontal step
			// where it crosses x = 1.5, halfway down: a tie with the
			// crossing of y = 1.5, which goes to the vertical step first
			name: "steep diagonal wall",
			u:    fx.UVTT{Size: fx.P{X: 3, Y: 3}, Walls: [][]fx.P{{{X: 1, Y: 0}, {X: 2, Y: 3}}}},
			want: []string{"wall 0,0|1,0", "wall 0,1|1,1", "wall 1,1|1,2", "wall 1,2|2,2"},
		},
		{
			name: "zero-length segments, a one-point line and an empty line add nothing",
			u:    fx.UVTT{Size: fx.P{X: 3, Y: 2}, Walls: [][]fx.P{{{X: 1, Y: 1}, {X: 1, Y: 1}}, {{X: 2, Y: 1}}, {}, {{X: 0, Y: 1}, {X: 1, Y: 1}, {X: 1, Y: 1}, {X: 1.2, Y: 0.9}, {X: 2, Y: 1}}}},
			want: []string{"wall 0,0|0,1", "wall 1,0|1,1"},
		},
		{
			// all four borders, walked both ways: the border bounds the map
			name: "walls along every border are no edges",
			u: fx.UVTT{Size: fx.P{X: 3, Y: 2}, Walls: [][]fx.P{
				{{X: 0, Y: 0}, {X: 0, Y: 2}}, {{X: 3, Y: 2}, {X: 3, Y: 0}}, {{X: 3, Y: 0}, {X: 0, Y: 0}}, {{X: 0, Y: 2}, {X: 3, Y: 2}}}},
			want: nil,
		},
		{
			// the part outside the map is left out, the part inside kept
			name: "wall running in from outside the map",
			u:    fx.UVTT{Size: fx.P{X: 3, Y: 2}, Walls: [][]fx.P{{{X: -2, Y: 1}, {X: 5, Y: 1}}, {{X: 1, Y: -3}, {X: 1, Y: 1}}}},
			want: []string{"wall 0,0|1,0", "wall 0,0|0,1", "wall 1,0|1,1", "wall 2,0|2,1"},
		},
		{
			// the bounds are walked as a wall is: a diagonal opening is a
			// staircase of doors
			name: "diagonal portal is a staircase of doors",
			u: fx.UVTT{Size: fx.P{X: 3, Y: 3},
				Portals: []fx.Portal{{Position: fx.P{X: 1.5, Y: 1.5}, Bounds: []fx.P{{X: 1, Y: 1}, {X: 2, Y: 2}}, Closed: true}}},
			want: []string{"door 0,1|1,1", "door 1,1|1,2"},
		},
		{
			// the door replaces the wall whichever is listed first, and
			// bounds given right to left are the same opening
			name: "door replaces the wall under it, bounds in either order",
			u: fx.UVTT{Size: fx.P{X: 3, Y: 2}, Objects: [][]fx.P{{{X: 3, Y: 1}, {X: 0, Y: 1}}},
				Portals: []fx.Portal{{Bounds: []fx.P{{X: 2, Y: 1}, {X: 1, Y: 1}}, Closed: true}}},
			want: []string{"wall 0,0|0,1", "door 1,0|1,1", "wall 2,0|2,1"},
		},
		{
			// a window's position is its midpoint, and position alone
			// would put it elsewhere: the bounds anchor it
			name: "window anchored at bounds, not position",
			u: fx.UVTT{Size: fx.P{X: 4, Y: 4},
				Portals: []fx.Portal{{Position: fx.P{X: 0.5, Y: 3}, Bounds: []fx.P{{X: 2, Y: 1}, {X: 2, Y: 2}}, Closed: false}}},
			want: []string{"window 1,1|2,1"},
		},
		{
			// an opening on the border separates nothing
			name: "portal on the border is left out",
			u: fx.UVTT{Size: fx.P{X: 3, Y: 2},
				Portals: []fx.Portal{{Bounds: []fx.P{{X: 1, Y: 0}, {X: 2, Y: 0}}, Closed: true}}},
			want: nil,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := edges(parse(t, tc.u))
			if strings.Join(got, "; ") != strings.Join(tc.want, "; ") {
				t.Errorf("Parse edges = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestGridImageAndLights(t *testing.T) {
	u := fx.UVTT{Origin: fx.P{X: -2, Y: 3}, Size: fx.P{X: 5, Y: 4}, PixelsPerGrid: 50, Image: fx.PNG(250, 200),
		Lights: []fx.Light{{Position: fx.P{X: 0, Y: 4}, Range: 6, Intensity: 1, Color: "ffeccd8b"}}}
	m := parse(t, u)
	if m.Width != 5 || m.Height != 4 || m.Shape != imported.Square {
		t.Errorf("Parse grid = %v %dx%d, want square 5x4", m.Shape, m.Width, m.Height)
	}
	bg := m.Background
	if bg == nil || bg.Format != "png" || bg.Width != 250 || bg.Height != 200 || bg.CellPixels != 50 || bg.OffsetX != 0 || bg.OffsetY != 0 {
		t.Fatalf("Parse background = %+v, want a 250x200 png, 50 pixels a cell, offset 0,0", bg)
	}
	if string(bg.Data) != string(u.Image) {
		t.Errorf("Parse background data: %d bytes differ from the file's %d", len(bg.Data), len(u.Image))
	}
	if len(m.Lights) != 1 || m.Lights[0].X != 2 || m.Lights[0].Y != 1 || m.Lights[0].Range != 6 {
		t.Errorf("Parse lights = %+v, want one at 2,1 (origin subtracted) of range 6", m.Lights)
	}
	if len(m.Notes) != 1 || !strings.Contains(m.Notes[0], "1 lights not imported") {
		t.Errorf("Parse notes = %q, want one saying the light is not imported", m.Notes)
	}
	// the cells hold nothing: Universal VTT has no terrain
	for i, c := range m.Cells {
		if c != (imported.Cell{}) {
			t.Fatalf("cell %d = %+v, want plain", i, c)
		}
	}
	if _, err := Parse("jpeg.dd2vtt", fx.UVTT{Size: fx.P{X: 1, Y: 1}, PixelsPerGrid: 8, Image: fx.JPEG(8, 8)}.JSON()); err != nil {
		t.Errorf("Parse with a JPEG image: %v", err)
	}
}

func TestErrors(t *testing.T) {
	ok := fx.UVTT{Size: fx.P{X: 4, Y: 4}, PixelsPerGrid: 10}
	withWall := ok
	withWall.Walls = [][]fx.P{{{X: 0, Y: 0}, {X: 1, Y: 5000}}}
	hugeImage := ok
	hugeImage.Image = fx.PNGClaiming(100000, 100000)
	badPortal := ok
	badPortal.Portals = []fx.Portal{{Bounds: []fx.P{{X: 1, Y: 1}}}}
	noPPG := ok
	noPPG.PixelsPerGrid, noPPG.Image = 0, fx.PNG(4, 4)
	for _, tc := range []struct {
		name, file, want string
	}{
		{"not JSON", "{\n \"resolution\": [1,\n", "uvtt: x.uvtt: 3:1: unexpected end of JSON input"},
		{"wrong type names the field", `{"resolution": {"map_size": {"x": "big", "y": 1}}}`, `resolution.map_size.x: got a JSON string`},
		{"no resolution", `{"format": 0.3}`, `missing "resolution"`},
		{"no map size", `{"resolution": {"pixels_per_grid": 10}}`, `missing "map_size"`},
		{"zero size", `{"resolution": {"map_size": {"x": 0, "y": 3}}}`, "resolution.map_size.x: 0: want a whole number of cells from 1 to 1000"},
		{"too large", `{"resolution": {"map_size": {"x": 5, "y": 1001}}}`, "resolution.map_size.y: 1001"},
		{"fraction", `{"resolution": {"map_size": {"x": 5.5, "y": 3}}}`, "resolution.map_size.x: 5.5"},
		{"point missing y", `{"resolution": {"map_size": {"x": 5, "y": 3}}, "line_of_sight": [[{"x": 1}, {"x": 2, "y": 2}]]}`, `line_of_sight[0][0]: want {"x": X, "y": Y}`},
		{"point far outside", string(withWall.JSON()), "line_of_sight[0][1]: 1, 5000 is far outside the 4x4 map"},
		{"portal with one bound", string(badPortal.JSON()), "portals[0].bounds: 1 points"},
		{"image not base64", `{"resolution": {"map_size": {"x": 5, "y": 3}, "pixels_per_grid": 9}, "image": "#!?"}`, "image: not base64"},
		{"image not a picture", `{"resolution": {"map_size": {"x": 5, "y": 3}, "pixels_per_grid": 9}, "image": "aGVsbG8="}`, "image: not a PNG, JPEG or WebP image"},
		{"image of absurd size", string(hugeImage.JSON()), "image: a 100000x100000 png image is too large"},
		{"image without pixels per grid", string(noPPG.JSON()), "resolution.pixels_per_grid: 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("x.uvtt", []byte(tc.file))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Parse(%s) = %v, %v; want an error containing %q", tc.name, m != nil, err, tc.want)
			}
		})
	}
}

func TestDetect(t *testing.T) {
	for _, tc := range []struct {
		data string
		want bool
	}{
		{string(fx.UVTT{Size: fx.P{X: 1, Y: 1}}.JSON()), true},
		{"\ufeff  " + string(fx.UVTT{Size: fx.P{X: 1, Y: 1}}.JSON()), true},
		{`{"format": 1, "grid": {"width": 2}}`, false},
		{`<map resolution="x" map_size="2">`, false},
	} {
		if got := Detect([]byte(tc.data)); got != tc.want {
			t.Errorf("Detect(%.30q) = %v, want %v", tc.data, got, tc.want)
		}
	}
}

func TestSnappedEdgesAreCells(t *testing.T) {
	// every edge Parse gives lies between two neighbouring squares
	m := parse(t, fx.Big())
	if len(m.Edges) < 500 {
		t.Fatalf("Big() gave %d edges, want hundreds", len(m.Edges))
	}
	for _, e := range m.Edges {
		d := e.Cells[1].Sub(e.Cells[0])
		if d != (grid.Cell{X: 1}) && d != (grid.Cell{Y: 1}) {
			t.Fatalf("edge %v|%v joins no neighbours", e.Cells[0], e.Cells[1])
		}
	}
}

// TestImageForms reads the image however the JSON writes it: escaped
// slashes, a data URL, a nested "image" key that is not the map's, a
// later duplicate (encoding/json's rule: the last wins).
func TestImageForms(t *testing.T) {
	png := fx.PNG(6, 4)
	b64 := base64.StdEncoding.EncodeToString(png)
	head := `{"resolution": {"map_size": {"x": 1, "y": 1}, "pixels_per_grid": 6}, `
	for _, tc := range []struct{ name, file string }{
		{"plain", head + `"image": "` + b64 + `"}`},
		{"escaped slashes", head + `"image": "` + strings.ReplaceAll(b64, "/", `\/`) + `"}`},
		{"data URL", head + `"image": "data:image/png;base64,` + b64 + `"}`},
		{"nested key first", head + `"lights": [{"position": {"x": 0, "y": 0}, "image": "nope"}], "image" :` + "\n" + `"` + b64 + `"}`},
		{"duplicate", head + `"image": "aGVsbG8=", "image": "` + b64 + `"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("x.uvtt", []byte(tc.file))
			if err != nil {
				t.Fatal(err)
			}
			if m.Background == nil || !bytes.Equal(m.Background.Data, png) {
				t.Errorf("Parse(%s) background = %v, want the 6x4 PNG", tc.name, m.Background)
			}
		})
	}
}

// TestImageFormats: "image (base64, any of PNG, JPEG, WebP) becomes the
// background", its bytes kept as they are, and "an image of
// absurd dimensions is refused from its header before it is decoded":
// the WebP and PNG headers below claim more pixels than their files hold.
func TestImageFormats(t *testing.T) {
	for _, tc := range []struct {
		name   string
		image  []byte
		format string
		w, h   int
		err    string
	}{
		{"png", fx.PNG(30, 20), "png", 30, 20, ""},
		{"jpeg", fx.JPEG(24, 16), "jpeg", 24, 16, ""},
		{"webp", fx.WebP(40, 10), "webp", 40, 10, ""},
		{"webp claiming 16384x16384", fx.WebP(16384, 16384), "", 0, 0, "image: a 16384x16384 webp image is too large"},
		{"png claiming 20000x10", fx.PNGClaiming(20000, 10), "", 0, 0, "image: a 20000x10 png image is too large"},
		{"png claiming 9000x9000", fx.PNGClaiming(9000, 9000), "", 0, 0, "image: a 9000x9000 png image is too large"},
		{"gif", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), "", 0, 0, "image: not a PNG, JPEG or WebP image"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("x.uvtt", fx.UVTT{Size: fx.P{X: 2, Y: 2}, PixelsPerGrid: 10, Image: tc.image}.JSON())
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("Parse(%s) error = %v, want one containing %q", tc.name, err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse(%s): %v", tc.name, err)
			}
			bg := m.Background
			if bg == nil || bg.Format != tc.format || bg.Width != tc.w || bg.Height != tc.h || bg.CellPixels != 10 {
				t.Fatalf("Parse(%s) background = %+v, want a %dx%d %s, 10 pixels a cell", tc.name, bg, tc.w, tc.h, tc.format)
			}
			if !bytes.Equal(bg.Data, tc.image) {
				t.Errorf("Parse(%s) background bytes differ from the file's: the image must not be re-encoded", tc.name)
			}
		})
	}
}

// TestLightsKept: "lights are kept for later": every light, at its
// position from the map's origin, with its range, intensity and colour,
// and a note that the encounter has no place for them yet.
func TestLightsKept(t *testing.T) {
	u := fx.UVTT{Origin: fx.P{X: 0.5, Y: 1}, Size: fx.P{X: 4, Y: 4}, Lights: []fx.Light{
		{Position: fx.P{X: 1.5, Y: 2}, Range: 3.5, Intensity: 0.8, Color: "ff00ff00"},
		{Position: fx.P{X: 4.5, Y: 5}, Range: 1, Intensity: 1, Color: "ffffffff"},
	}}
	m := parse(t, u)
	want := []imported.Light{{X: 1, Y: 1, Range: 3.5, Intensity: 0.8, Color: "ff00ff00"}, {X: 4, Y: 4, Range: 1, Intensity: 1, Color: "ffffffff"}}
	if fmt.Sprint(m.Lights) != fmt.Sprint(want) {
		t.Errorf("Parse lights = %+v, want %+v", m.Lights, want)
	}
	if len(m.Notes) != 1 || m.Notes[0] != "2 lights not imported: the encounter format has no lights yet" {
		t.Errorf("Parse notes = %q, want the lights' note", m.Notes)
	}
	if _, err := Parse("x.uvtt", []byte(`{"resolution": {"map_size": {"x": 2, "y": 2}}, "lights": [{"range": 2}]}`)); err == nil || !strings.Contains(err.Error(), `lights[0]: missing "position"`) {
		t.Errorf("Parse(a light without a position) = %v, want it named", err)
	}
}
