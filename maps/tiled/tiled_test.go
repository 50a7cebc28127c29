package tiled

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/battlemap/battlemap/grid"
	fx "github.com/battlemap/battlemap/internal/importfixture"
	"github.com/battlemap/battlemap/maps/imported"
	"github.com/battlemap/battlemap/render"
)

// tmx writes a map: attrs on <map>, then the body (tilesets, layers, objects).
func tmx(attrs, body string) []byte {
	return []byte(`<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" ` + attrs + ` tilewidth="32" tileheight="32" infinite="0">
` + body + `
</map>
`)
}

// terrainTiles is a tileset using the property convention: 1 a wooden
// wall 2 high, 2 a shallow difficult pool, 3 ground at height 3, 4 a
// tile with the map maker's own property only.
const terrainTiles = ` <tileset firstgid="1" name="terrain" tilewidth="32" tileheight="32" tilecount="4" columns="4">
  <image source="terrain.png" width="128" height="32"/>
  <tile id="0"><properties><property name="wall" value="wood"/><property name="wallHeight" type="int" value="2"/></properties></tile>
  <tile id="1"><properties><property name="liquid" type="int" value="1"/><property name="difficult" type="bool" value="true"/></properties></tile>
  <tile id="2"><properties><property name="elevation" type="int" value="3"/></properties></tile>
  <tile id="3"><properties><property name="sound" value="drip"/></properties></tile>
 </tileset>`

func parse(t *testing.T, data []byte, fsys fstest.MapFS) *imported.Map {
	t.Helper()
	m, err := Parse("test.tmx", data, fsys)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if err := m.Check(); err != nil {
		t.Fatalf("Parse gave a broken map: %v", err)
	}
	return m
}

func TestOrthogonal(t *testing.T) {
	data := tmx(`orientation="orthogonal" renderorder="right-down" width="4" height="3"`, ` <properties><property name="name" value="Pool room"/></properties>
`+terrainTiles+`
 <layer id="1" name="ground" width="4" height="3">
  <data encoding="csv">
1,1,1,1,
0,2,2,4,
3,3,0,0
</data>
 </layer>
 <objectgroup id="2" name="rules">
  <object id="1" name="fire" x="64" y="64" width="64" height="32"><properties><property name="damaging" type="int" value="3"/></properties></object>
  <object id="2" name="fence" x="0" y="32"><properties><property name="wall" value="stone"/></properties><polyline points="0,0 64,64"/></object>
 </objectgroup>`)
	m := parse(t, data, nil)
	if m.Name != "Pool room" || m.Shape != imported.Square || m.Width != 4 || m.Height != 3 {
		t.Fatalf("Parse = %q %v %dx%d, want \"Pool room\" square 4x3", m.Name, m.Shape, m.Width, m.Height)
	}
	wood := imported.Cell{Wall: "wood", WallHeight: 2}
	pool := imported.Cell{Liquid: 1, Difficult: true}
	high := imported.Cell{Elevation: 3}
	fire := imported.Cell{Damaging: 3}
	want := []imported.Cell{
		wood, wood, wood, wood,
		{}, pool, pool, {},
		high, high, fire, fire,
	}
	for i, w := range want {
		if m.Cells[i] != w {
			t.Errorf("cell %d,%d = %+v, want %+v", i%4, i/4, m.Cells[i], w)
		}
	}
	// the fence from (0,1) to (2,3) in cells: a staircase along the grid,
	// its first and last steps on the map's border
	var got []string
	for _, e := range m.Edges {
		got = append(got, fmt.Sprintf("%s %s %v|%v", e.Material, e.Kind, e.Cells[0], e.Cells[1]))
	}
	if w := "stone wall 0,1|0,2; stone wall 0,2|1,2"; strings.Join(got, "; ") != w {
		t.Errorf("Parse edges = %q, want %s", got, w)
	}
}

// TestHexStagger maps each of Tiled's stagger axes and indexes onto our
// odd-r and odd-q layouts: a wall tile at the source's cell 0,0 lands where
// it keeps its neighbours.
func TestHexStagger(t *testing.T) {
	layer := ` <layer id="1" name="l" width="3" height="2"><data encoding="csv">1,0,0,0,0,0</data></layer>`
	for _, tc := range []struct {
		axis, index string
		orientation grid.Orientation
		w, h        int
		wall        grid.Offset
		// a neighbour of the source's 0,0 (in the source's layout), and
		// where it lands
		neighbour grid.Offset
	}{
		{"y", "odd", grid.Pointy, 3, 2, grid.Offset{Col: 0, Row: 0}, grid.Offset{Col: 0, Row: 1}},
		// even-r: row 0 is shoved right, so its 0,0 touches 0,1 and 1,1;
		// a filler row on top makes it our odd row 1
		{"y", "even", grid.Pointy, 3, 3, grid.Offset{Col: 0, Row: 1}, grid.Offset{Col: 1, Row: 2}},
		{"x", "odd", grid.Flat, 3, 2, grid.Offset{Col: 0, Row: 0}, grid.Offset{Col: 1, Row: 0}},
		// even-q: column 0 is shoved down, touching 1,0 and 1,1
		{"x", "even", grid.Flat, 4, 2, grid.Offset{Col: 1, Row: 0}, grid.Offset{Col: 2, Row: 1}},
	} {
		t.Run(tc.axis+tc.index, func(t *testing.T) {
			data := tmx(fmt.Sprintf(`orientation="hexagonal" width="3" height="2" hexsidelength="16" staggeraxis="%s" staggerindex="%s"`, tc.axis, tc.index), terrainTiles+layer)
			m := parse(t, data, nil)
			if m.Shape != imported.Hex || m.Orientation != tc.orientation || m.Width != tc.w || m.Height != tc.h {
				t.Fatalf("Parse = %v %v %dx%d, want hex %v %dx%d", m.Shape, m.Orientation, m.Width, m.Height, tc.orientation, tc.w, tc.h)
			}
			for y := range m.Height {
				for x := range m.Width {
					c := m.Cell(x, y)
					isWall := grid.Offset{Col: x, Row: y} == tc.wall
					if (c.Wall == "wood") != isWall {
						t.Errorf("cell %d,%d wall = %q, want a wall only at %v", x, y, c.Wall, tc.wall)
					}
					filler := (tc.w > 3 && x == 0) || (tc.h > 2 && y == 0)
					if c.Filler != filler {
						t.Errorf("cell %d,%d filler = %v, want %v", x, y, c.Filler, filler)
					}
				}
			}
			if d := grid.HexDistance(tc.orientation.Axial(tc.wall), tc.orientation.Axial(tc.neighbour)); d != 1 {
				t.Errorf("the wall at %v and its neighbour at %v are %d apart, want 1", tc.wall, tc.neighbour, d)
			}
		})
	}
}

func TestExternalTileset(t *testing.T) {
	fsys := fstest.MapFS{"terrain.tsx": {Data: []byte(`<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" name="terrain" tilewidth="32" tileheight="32" tilecount="1" columns="1">
 <tile id="0"><properties><property name="difficult" type="bool" value="true"/></properties></tile>
</tileset>`)}}
	layer := ` <layer id="1" name="l" width="2" height="1"><data encoding="csv">0,1</data></layer>`
	m := parse(t, tmx(`orientation="orthogonal" width="2" height="1"`, ` <tileset firstgid="1" source="terrain.tsx"/>`+layer), fsys)
	if !m.Cell(1, 0).Difficult || m.Cell(0, 0).Difficult {
		t.Errorf("Parse with an external tileset: cells %+v, want 1,0 difficult", m.Cells)
	}
	// a tileset beside the map's folder, named through "..", is not read
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "terrain.tsx"), fsys["terrain.tsx"].Data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "maps"), 0o755); err != nil {
		t.Fatal(err)
	}
	root, err := os.OpenRoot(filepath.Join(dir, "maps"))
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	_, err = Parse("test.tmx", tmx(`orientation="orthogonal" width="2" height="1"`, ` <tileset firstgid="1" source="../terrain.tsx"/>`+layer), root.FS())
	if err == nil || !strings.Contains(err.Error(), "../terrain.tsx") {
		t.Errorf("Parse with a tileset outside the folder: %v, want it refused", err)
	}
}

func zlibBase64(n int) string {
	var b bytes.Buffer
	z := zlib.NewWriter(&b)
	z.Write(make([]byte, n))
	z.Close()
	return base64.StdEncoding.EncodeToString(b.Bytes())
}

func TestErrors(t *testing.T) {
	ortho := `orientation="orthogonal" width="2" height="1"`
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"tmj", []byte(`{"tiledversion": "1.10.2", "layers": [], "type": "map"}`), "a Tiled JSON map (.tmj/.json) is not read: go-tiled reads only TMX"},
		{"not xml", []byte("<map width=\"2\"\n<<"), "tiled: x.tmx: line 2: not well-formed XML"},
		{"no map", []byte(`<tileset name="t"/>`), "no <map> element"},
		{"isometric", tmx(`orientation="isometric" width="2" height="1"`, ""), `map orientation "isometric" (want orthogonal, for a square map, or hexagonal)`},
		{"staggered", tmx(`orientation="staggered" width="2" height="1"`, ""), `map orientation "staggered"`},
		{"infinite", []byte(`<map orientation="orthogonal" width="2" height="1" tilewidth="8" tileheight="8" infinite="1"></map>`), "an infinite map"},
		{"too wide", tmx(`orientation="orthogonal" width="5000" height="1"`, ""), `map width "5000": want a whole number of cells from 1 to 1000`},
		{"negative", tmx(`orientation="orthogonal" width="-4" height="1"`, ""), `map width "-4"`},
		{"no tile width", []byte(`<map orientation="orthogonal" width="2" height="1"></map>`), `map tilewidth ""`},
		{"too many layers", tmx(`orientation="orthogonal" width="1000" height="1000"`, strings.Repeat(`<layer name="l"/>`, 17)), "17 tile layers of 1000x1000 cells"},
		{"zlib bomb", tmx(ortho, `<layer name="l"><data encoding="base64" compression="zlib">`+zlibBase64(8<<20)+`</data></layer>`), "zlib data unpacks to more than 8 bytes"},
		{"short zlib", tmx(ortho, `<layer name="l"><data encoding="base64" compression="zlib">`+zlibBase64(4)+`</data></layer>`), "zlib data unpacks to 4 bytes, want 8"},
		{"zstd", tmx(ortho, `<layer name="l"><data encoding="base64" compression="zstd">AAAA</data></layer>`), `compression "zstd"`},
		{"short csv", tmx(ortho, `<layer name="l"><data encoding="csv">1</data></layer>`), `layer "l": 1 tiles, want 2 (one for each cell)`},
		{"bad csv", tmx(ortho, `<layer name="l"><data encoding="csv">0,x</data></layer>`), `layer "l": cell 1,0: "x": want a tile number (0 for none)`},
		{"no tileset", tmx(ortho, `<layer name="ground"><data encoding="csv">0,3</data></layer>`), `layer "ground", cell 1,0: tile 3 is in no tileset (the map has no tilesets; 0 is no tile)`},
		{"object tile", tmx(ortho, `<tileset firstgid="5" name="t"/><objectgroup name="o"><object id="4" name="chest" gid="2" x="0" y="32"/></objectgroup>`), `object group "o", object 4 ("chest"): tile 2 is in no tileset (the first tileset starts at 5; 0 is no tile)`},
		{"missing template", tmx(ortho, `<objectgroup name="o"><object id="4" name="chest" template="chest.tx" x="0" y="32"/></objectgroup>`), `object group "o", object 4 ("chest"): template chest.tx: file does not exist`},
		{"no data", tmx(ortho, `<layer name="l"></layer>`), `layer "l": no <data>`},
		{"attribute not a number", tmx(ortho, `<objectgroup name="o"><object id="1" x="abc" y="0"/></objectgroup>`), `line 3: object group "o": an attribute holds "abc", want a number`},
		{"firstgid negative", tmx(ortho, `<tileset firstgid="-1" name="t"/>`), `line 3: tileset: an attribute holds "-1", want a whole number from 0 up`},
		{"bad material", tmx(ortho, `<tileset firstgid="1" name="t" tilewidth="32" tileheight="32" tilecount="1" columns="1"><tile id="0"><properties><property name="wall" value="adamant"/></properties></tile></tileset><layer name="g"><data encoding="csv">1,0</data></layer>`),
			`layer "g" (0), cell 0,0: tileset "t" tile 0: property "wall" = "adamant": want a material: glass, wood, stone, metal, unbreakable (or "none")`},
		{"bad number", tmx(ortho, `<objectgroup name="o"><object id="7" name="pit" x="0" y="0" width="32" height="32"><properties><property name="elevation" type="int" value="-9999"/></properties></object></objectgroup>`),
			`object group "o", object 7 ("pit"): property "elevation" = "-9999": want a whole number from -1000 to 1000`},
		{"line without wall", tmx(ortho, `<objectgroup name="o"><object id="2" x="0" y="0"><properties><property name="difficult" type="bool" value="true"/></properties><polyline points="0,0 32,0"/></object></objectgroup>`),
			`a line or polygon makes a thin wall: give it a "wall" property`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("x.tmx", tc.data, fstest.MapFS{})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Parse(%s) = %v, %v; want an error containing %q", tc.name, m != nil, err, tc.want)
			}
		})
	}
}

// TestGroups reads tile layers and object groups nested in group layers.
func TestGroups(t *testing.T) {
	m := parse(t, tmx(`orientation="orthogonal" width="2" height="1"`, terrainTiles+`
 <group id="5" name="outer">
  <layer id="1" name="walls" width="2" height="1"><data encoding="csv">1,0</data></layer>
  <group id="6" name="inner">
   <objectgroup id="2" name="hazards"><object id="3" x="32" y="0" width="32" height="32"><properties><property name="damaging" type="int" value="4"/></properties></object></objectgroup>
  </group>
 </group>`), nil)
	if got := m.Cells; got[0] != (imported.Cell{Wall: "wood", WallHeight: 2}) || got[1] != (imported.Cell{Damaging: 4}) {
		t.Errorf("Parse with groups: cells %+v, want a wooden wall, then damaging 4", got)
	}
}

// tiledNeighbours are the six neighbours of cell x, y in Tiled's staggered
// hex layout, as Tiled draws it (its HexagonalRenderer): with stagger axis
// "y" the staggered rows (odd or even, by the stagger index) are drawn
// half a hex to the right, so a hex in one touches the hexes at x and x+1
// in the rows above and below, and a hex in another row those at x-1 and
// x; with axis "x" the same for columns, drawn half a hex down. Drawn,
// axis "y":
//
//	index odd:            index even:
//	row 0: A B C          row 0:  A B C
//	row 1:  D E F         row 1: D E F
//	(B touches D and E)   (A touches D and E)
func tiledNeighbours(axis, index string, x, y int) [][2]int {
	staggered := func(n int) bool { return (n%2 == 1) == (index == "odd") }
	if axis == "y" {
		l := x - 1
		if staggered(y) {
			l = x
		}
		return [][2]int{{x - 1, y}, {x + 1, y}, {l, y - 1}, {l + 1, y - 1}, {l, y + 1}, {l + 1, y + 1}}
	}
	u := y - 1
	if staggered(x) {
		u = y
	}
	return [][2]int{{x, y - 1}, {x, y + 1}, {x - 1, u}, {x - 1, u + 1}, {x + 1, u}, {x + 1, u + 1}}
}

// markedTiles is a tileset and a w x h tile layer in which every source
// cell is marked with its own elevation: cell i (row by row) holds tile
// i+1, of elevation i+1.
func markedTiles(w, h, tw, th int) string {
	var ts, csv strings.Builder
	fmt.Fprintf(&ts, ` <tileset firstgid="1" name="marks" tilewidth="%d" tileheight="%d" tilecount="%d" columns="%d">`, tw, th, w*h, w)
	for i := range w * h {
		fmt.Fprintf(&ts, `<tile id="%d"><properties><property name="elevation" type="int" value="%d"/></properties></tile>`, i, i+1)
		if i > 0 {
			csv.WriteString(",")
		}
		fmt.Fprint(&csv, i+1)
	}
	ts.WriteString(`</tileset>`)
	return ts.String() + fmt.Sprintf(` <layer id="1" name="marks" width="%d" height="%d"><data encoding="csv">%s</data></layer>`, w, h, csv.String())
}

// TestHexStaggerNeighbours draws a 4x4 hex map in each of Tiled's four
// layouts, every tile marked with its own elevation (source cell i has
// tile i+1 of elevation i+1), and checks that two hexes are neighbours in
// the import exactly when they are in Tiled's picture: the stagger axis
// and index are mapped onto our odd-r and odd-q layouts.
func TestHexStaggerNeighbours(t *testing.T) {
	const w, h = 4, 4
	marks := markedTiles(w, h, 32, 32)
	for _, axis := range []string{"x", "y"} {
		for _, index := range []string{"odd", "even"} {
			t.Run(axis+index, func(t *testing.T) {
				data := tmx(fmt.Sprintf(`orientation="hexagonal" width="%d" height="%d" hexsidelength="16" staggeraxis="%s" staggerindex="%s"`, w, h, axis, index), marks)
				m := parse(t, data, nil)
				at := map[[2]int]grid.Cell{} // source cell -> our axial hex
				for y := range m.Height {
					for x := range m.Width {
						if e := m.Cell(x, y).Elevation; e > 0 {
							at[[2]int{(e - 1) % w, (e - 1) / w}] = m.Orientation.Axial(grid.Offset{Col: x, Row: y})
						} else if !m.Cell(x, y).Filler {
							t.Errorf("cell %d,%d holds no source cell and is no filler", x, y)
						}
					}
				}
				if len(at) != w*h {
					t.Fatalf("the import holds %d of the %d source cells", len(at), w*h)
				}
				for a, ha := range at {
					near := map[[2]int]bool{}
					for _, n := range tiledNeighbours(axis, index, a[0], a[1]) {
						near[n] = true
					}
					for b, hb := range at {
						if got, want := grid.HexDistance(ha, hb) == 1, near[b]; got != want {
							t.Errorf("source hexes %v and %v: neighbours after import = %v, in Tiled = %v", a, b, got, want)
						}
					}
				}
			})
		}
	}
}

// TestPropertiesOnObjects: "a documented convention of custom properties
// (elevation, difficult, damaging, liquid, wall naming the material as in
// our legend, wallHeight) on tiles and objects", every
// property on an object of each kind, and a higher layer's property
// replacing a lower one's (docs/import.md, "Custom properties").
func TestPropertiesOnObjects(t *testing.T) {
	props := func(kv ...string) string {
		var b strings.Builder
		b.WriteString("<properties>")
		for i := 0; i < len(kv); i += 2 {
			fmt.Fprintf(&b, `<property name="%s" value="%s"/>`, kv[i], kv[i+1])
		}
		b.WriteString("</properties>")
		return b.String()
	}
	data := tmx(`orientation="orthogonal" width="5" height="4"`, terrainTiles+`
 <layer id="1" name="below" width="5" height="4"><data encoding="csv">
1,1,0,0,0,
0,0,0,0,0,
0,0,0,0,0,
0,0,0,0,0
</data></layer>
 <tileset firstgid="5" name="over" tilewidth="32" tileheight="32" tilecount="1" columns="1"><tile id="0">`+props("elevation", "1", "wall", "none")+`</tile></tileset>
 <layer id="2" name="above" width="5" height="4"><data encoding="csv">
0,5,0,0,0,
0,0,0,0,0,
0,0,0,0,0,
0,0,0,0,0
</data></layer>
 <objectgroup id="3" name="rules">
  <object id="1" name="ledge" x="64" y="0" width="64" height="32">`+props("elevation", "2", "difficult", "true")+`</object>
  <object id="2" name="pit" x="0" y="32" width="32" height="32">`+props("elevation", "-2", "liquid", "2", "damaging", "5")+`</object>
  <object id="3" name="pillar" x="48" y="48">`+props("wall", "metal", "wallHeight", "4")+`<point/></object>
  <object id="4" name="brazier" gid="1" x="64" y="96" width="32" height="32">`+props("damaging", "2", "wall", "none")+`</object>
  <object id="5" name="sliver" x="100" y="70" width="10" height="20">`+props("difficult", "true")+`</object>
  <object id="7" name="crate" gid="1" x="128" y="32" width="32" height="32"/>
  <object id="6" name="cage" x="96" y="64">`+props("wall", "unbreakable", "wallHeight", "2")+`<polygon points="0,0 64,0 64,64 0,64"/></object>
 </objectgroup>`)
	m := parse(t, data, nil)
	want := map[[2]int]imported.Cell{
		{0, 0}: {Wall: "wood", WallHeight: 2}, // the wooden wall tile below, nothing above
		// the wall below taken away by "none" above; elevation added
		{1, 0}: {Elevation: 1},
		{2, 0}: {Elevation: 2, Difficult: true},
		{3, 0}: {Elevation: 2, Difficult: true},
		{4, 0}: {Wall: "wood", WallHeight: 2}, // a tile object of its own: its tile's properties
		{0, 1}: {Elevation: -2, Liquid: 2, Damaging: 5},
		{1, 1}: {Wall: "metal", WallHeight: 4}, // the point at 48,48 is in square 1,1
		// a tile object's position is its bottom-left corner: 64,96 is
		// the bottom of square 2,2; the brazier's tile (the wooden wall)
		// brings its properties, the object's own "none" replaces its wall
		{2, 2}: {Damaging: 2},
	}
	for y := range m.Height {
		for x := range m.Width {
			if got := *m.Cell(x, y); got != want[[2]int{x, y}] {
				t.Errorf("cell %d,%d = %+v, want %+v", x, y, got, want[[2]int{x, y}])
			}
		}
	}
	// the sliver (100..110, 70..90 pixels) covers no square's centre; the
	// cage is an unbreakable thin wall 2 high around squares 3,2 and 4,3,
	// left out on the map's right and bottom border
	var got []string
	for _, e := range m.Edges {
		got = append(got, fmt.Sprintf("%s %s %d %v|%v", e.Material, e.Kind, e.Height, e.Cells[0], e.Cells[1]))
	}
	if w := "unbreakable wall 2 3,1|3,2; unbreakable wall 2 4,1|4,2; unbreakable wall 2 2,2|3,2; unbreakable wall 2 2,3|3,3"; strings.Join(got, "; ") != w {
		t.Errorf("Parse edges = %q, want %s", got, w)
	}
}

// TestTilesetPaths: "External tilesets and templates are read from the
// map's folder and below only" (docs/import.md): a tileset in a folder
// below is read, one named by an absolute path or through ".." is not.
func TestTilesetPaths(t *testing.T) {
	tsx := []byte(`<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" name="terrain" tilewidth="32" tileheight="32" tilecount="1" columns="1">
 <tile id="0"><properties><property name="difficult" type="bool" value="true"/></properties></tile>
</tileset>`)
	layer := ` <layer id="1" name="l" width="2" height="1"><data encoding="csv">1,0</data></layer>`
	fsys := fstest.MapFS{"sets/terrain.tsx": {Data: tsx}, "terrain.tsx": {Data: tsx}}
	m := parse(t, tmx(`orientation="orthogonal" width="2" height="1"`, ` <tileset firstgid="1" source="sets/terrain.tsx"/>`+layer), fsys)
	if !m.Cell(0, 0).Difficult {
		t.Errorf("Parse with a tileset in a folder below: cell 0,0 = %+v, want difficult", *m.Cell(0, 0))
	}
	for _, src := range []string{"/etc/terrain.tsx", "../terrain.tsx", "sets/../../terrain.tsx"} {
		_, err := Parse("test.tmx", tmx(`orientation="orthogonal" width="2" height="1"`, ` <tileset firstgid="1" source="`+src+`"/>`+layer), fsys)
		if err == nil || (src != "/etc/terrain.tsx" && !strings.Contains(err.Error(), "../terrain.tsx is outside the map's folder")) {
			t.Errorf("Parse with tileset %s: %v, want it refused as outside the map's folder", src, err)
		}
	}
}

// TestImageLayerBackground: a Tiled map's image layer becomes the
// background, on square and hex maps. On hex maps the check is against
// where Tiled draws each hex (its HexagonalRenderer: a tile's box is
// tilewidth x tileheight, rows (or columns) (tileheight + hexsidelength)/2
// apart, the staggered ones shoved by half a tile) and where the window
// draws it (render.HexLayout): the same pixel of the picture lies under
// the centre of each hex in both.
func TestImageLayerBackground(t *testing.T) {
	png := fx.PNG(200, 160)
	fsys := fstest.MapFS{"art/floor.png": {Data: png}, "huge.png": {Data: fx.PNGClaiming(30000, 30000)}}
	layer := func(w, h int) string {
		return fmt.Sprintf(` <layer id="1" name="l" width="%d" height="%d"><data encoding="csv">%s</data></layer>`, w, h, strings.TrimSuffix(strings.Repeat("0,", w*h), ","))
	}
	image := ` <imagelayer id="9" name="art" offsetx="-6" offsety="10"><image source="art/floor.png" width="200" height="160"/></imagelayer>`

	t.Run("square", func(t *testing.T) {
		m := parse(t, tmx(`orientation="orthogonal" width="4" height="3"`, layer(4, 3)+image), fsys)
		bg := m.Background
		if bg == nil || bg.Format != "png" || bg.Width != 200 || bg.CellPixels != 32 || bg.OffsetX != -6 || bg.OffsetY != 10 || !bytes.Equal(bg.Data, png) {
			t.Fatalf("Parse background = %+v, want the 200x160 png, 32 pixels a square, offset -6,10", bg)
		}
	})

	const side = 16
	for _, tc := range []struct {
		axis, index string
		tw, th      int
	}{
		{"y", "odd", 28, 32}, {"y", "even", 28, 32}, {"x", "odd", 32, 28}, {"x", "even", 32, 28},
	} {
		t.Run("hex "+tc.axis+tc.index, func(t *testing.T) {
			const w, h = 5, 4
			data := []byte(fmt.Sprintf(`<map version="1.10" orientation="hexagonal" width="%d" height="%d" tilewidth="%d" tileheight="%d" hexsidelength="%d" staggeraxis="%s" staggerindex="%s" infinite="0">%s%s</map>`,
				w, h, tc.tw, tc.th, side, tc.axis, tc.index, markedTiles(w, h, tc.tw, tc.th), image))
			m := parse(t, data, fsys)
			bg := m.Background
			if bg == nil {
				t.Fatalf("Parse gave no background; notes %q", m.Notes)
			}
			lay := render.NewHexLayout(grid.Hex{Width: m.Width, Height: m.Height, Orientation: m.Orientation})
			staggered := func(n int) bool { return (n%2 == 1) == (tc.index == "odd") }
			checked := 0
			for y := range m.Height {
				for x := range m.Width {
					e := m.Cell(x, y).Elevation
					if e == 0 {
						continue
					}
					c, r := (e-1)%w, (e-1)/w
					// Tiled's centre of tile c, r in map pixels
					var tx, ty float64
					if tc.axis == "y" {
						tx, ty = float64(c*tc.tw+tc.tw/2), float64(r*(tc.th+side)/2+tc.th/2)
						if staggered(r) {
							tx += float64(tc.tw) / 2
						}
					} else {
						tx, ty = float64(c*(tc.tw+side)/2+tc.tw/2), float64(r*tc.th+tc.th/2)
						if staggered(c) {
							ty += float64(tc.th) / 2
						}
					}
					checked++
					// the picture's pixel there, in Tiled (drawn at the
					// layer's offset) and in the window
					wantX, wantY := tx+6, ty-10
					p := lay.Center(m.Orientation.Axial(grid.Offset{Col: x, Row: y}))
					gotX, gotY := p.X*bg.CellPixels-bg.OffsetX, p.Y*bg.CellPixels-bg.OffsetY
					// Tiled's hexes are whole pixels, ours regular: within 2
					if math.Abs(gotX-wantX) > 2 || math.Abs(gotY-wantY) > 2 {
						t.Errorf("source hex %d,%d (ours %d,%d): the window shows picture pixel %.1f,%.1f at its centre, Tiled %.1f,%.1f", c, r, x, y, gotX, gotY, wantX, wantY)
					}
				}
			}
			if checked != w*h {
				t.Errorf("checked %d hexes, want all %d", checked, w*h)
			}
		})
	}

	for _, tc := range []struct{ name, attrs, image, note string }{
		{"irregular hexes", `orientation="hexagonal" width="2" height="2" hexsidelength="16" staggeraxis="y" staggerindex="odd"`, image, "not regular hexes"},
		{"outside the folder", `orientation="orthogonal" width="2" height="2"`, `<imagelayer id="9" name="art"><image source="../floor.png"/></imagelayer>`, `image layer "art": ../floor.png is outside the map's folder`},
		{"absurd size", `orientation="orthogonal" width="2" height="2"`, `<imagelayer id="9" name="art"><image source="huge.png"/></imagelayer>`, "a 30000x30000 png image is too large"},
		{"missing", `orientation="orthogonal" width="2" height="2"`, `<imagelayer id="9" name="art"><image source="gone.png"/></imagelayer>`, `image layer "art": gone.png: open gone.png: file does not exist: the background is left out`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := parse(t, tmx(tc.attrs, layer(2, 2)+tc.image), fsys)
			if m.Background != nil || !strings.Contains(strings.Join(m.Notes, "\n"), tc.note) {
				t.Errorf("Parse(%s) background %v, notes %q; want none and a note containing %q", tc.name, m.Background != nil, m.Notes, tc.note)
			}
		})
	}
}

// TestObjectNotes: what the import leaves out of objects is said once,
// however many objects there are: objects on hex maps, and rotation.
func TestObjectNotes(t *testing.T) {
	objs := func(n int, attrs string) string {
		var b strings.Builder
		b.WriteString(`<objectgroup id="5" name="o">`)
		for i := range n {
			fmt.Fprintf(&b, `<object id="%d" name="o%d" x="0" y="0" width="32" height="32" %s><properties><property name="difficult" type="bool" value="true"/></properties></object>`, i+1, i, attrs)
		}
		b.WriteString(`</objectgroup>`)
		return b.String()
	}
	layer := `<layer id="1" name="l" width="2" height="2"><data encoding="csv">0,0,0,0</data></layer>`
	for _, tc := range []struct{ name, attrs, body, note string }{
		{"hex", `orientation="hexagonal" width="2" height="2" hexsidelength="16" staggeraxis="y" staggerindex="odd"`, layer + objs(300, ""),
			`300 objects with properties not imported (the first: object group "o", object 1 ("o0")): objects on hex maps are not imported`},
		{"rotated", `orientation="orthogonal" width="2" height="2"`, layer + objs(3, `rotation="45"`),
			"3 rotated objects: their rotation is not applied"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := parse(t, tmx(tc.attrs, tc.body), nil)
			if len(m.Notes) != 1 || !strings.Contains(m.Notes[0], tc.note) {
				t.Errorf("Parse(%s) notes = %q, want one containing %q", tc.name, m.Notes, tc.note)
			}
		})
	}
}
