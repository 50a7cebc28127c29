package mapimport

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	fx "github.com/battlemap/battlemap/internal/importfixture"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/maps/imported"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

func TestDetectByContent(t *testing.T) {
	for _, tc := range []struct {
		name string
		data string
		want Kind
	}{
		{"uvtt", string(fx.UVTT{Size: fx.P{X: 2, Y: 2}}.JSON()), UniversalVTT},
		{"tmx", `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<map version="1.10" orientation="orthogonal" width="2" height="2" tilewidth="32" tileheight="32"></map>`, TiledTMX},
		{"tmx without declaration", `<map width="2"/>`, TiledTMX},
		{"tmj", `{"tiledversion": "1.10.2", "type": "map", "layers": [], "orientation": "orthogonal"}`, TiledJSON},
		{"tmj with a property called resolution", `{"tiledversion": "1.10.2", "layers": [], "properties": [{"name": "resolution", "value": "hd"}]}`, TiledJSON},
		{"uvtt without map_size", `{"format": 0.3, "resolution": {"pixels_per_grid": 70}}`, UniversalVTT},
		{"encounter", `{"format": 1, "grid": {"width": 2, "height": 2}}`, Unknown},
		{"other xml", `<svg xmlns="http://www.w3.org/2000/svg"/>`, Unknown},
		{"empty", ``, Unknown},
	} {
		if got := Detect([]byte(tc.data)); got != tc.want {
			t.Errorf("Detect(%s) = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestImportSaveLoad imports a Universal VTT map named .txt (the kind comes
// from the content), saves it, loads the saved file and checks that it is
// the same map, byte for byte when written again.
func TestImportSaveLoad(t *testing.T) {
	dir := t.TempDir()
	u := fx.UVTT{Size: fx.P{X: 4, Y: 3}, PixelsPerGrid: 20, Image: fx.PNG(80, 60),
		Walls:   [][]fx.P{{{X: 0, Y: 1}, {X: 4, Y: 1}}},
		Portals: []fx.Portal{{Bounds: []fx.P{{X: 2, Y: 1}, {X: 3, Y: 1}}, Closed: true}}}
	src := filepath.Join(dir, "crypt export.txt")
	if err := os.WriteFile(src, u.JSON(), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := Read(src)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "crypt.json")
	w, err := Write(m, "", out)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "crypt.background.png"); w.Image != want {
		t.Errorf("Write image = %s, want %s", w.Image, want)
	}
	img, err := os.ReadFile(w.Image)
	if err != nil || !bytes.Equal(img, u.Image) {
		t.Errorf("the written background differs from the file's image (%v)", err)
	}
	saved, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	e, err := maps.Load(out)
	if err != nil {
		t.Fatalf("Load(the imported file): %v", err)
	}
	again, err := e.Marshal()
	if err != nil || !bytes.Equal(again, saved) {
		t.Errorf("Load then Marshal differs from the saved file (%v):\n%s\nwant\n%s", err, again, saved)
	}
	if e.Name != "crypt export" || e.Ruleset() != maps.DrawSteel || e.Square.Board.Width != 4 || e.Square.Board.Height != 3 {
		t.Errorf("imported encounter = %q %s %dx%d, want \"crypt export\" drawsteel 4x3", e.Name, e.Ruleset(), e.Square.Board.Width, e.Square.Board.Height)
	}
	if bg := e.Background; bg == nil || *bg != (maps.Background{Image: "crypt.background.png", CellPixels: 20}) {
		t.Errorf("imported background = %+v, want crypt.background.png at 20 pixels a square", bg)
	}
	if _, err := maps.LoadBackground(out, e.Background); err != nil {
		t.Errorf("LoadBackground(the imported file): %v", err)
	}
	// the wall along y = 1 with a door at x 2-3: four edges below row 0
	wantEdges := map[grid.Edge]drawsteel.Edge{}
	for x := range 4 {
		e := drawsteel.Edge{Kind: rules.EdgeWall, Material: drawsteel.Stone}
		if x == 2 {
			e = drawsteel.Edge{Kind: rules.EdgeDoor, Material: drawsteel.Wood}
		}
		wantEdges[grid.Edge{A: grid.Cell{X: x, Y: 0}, B: grid.Cell{X: x, Y: 1}}] = e
	}
	if !reflect.DeepEqual(e.Square.Board.Edges, wantEdges) {
		t.Errorf("imported edges = %v, want %v", e.Square.Board.Edges, wantEdges)
	}
	for i, c := range e.Square.Board.Cells {
		if c != (drawsteel.Cell{}) {
			t.Errorf("square %d = %+v, want plain ground", i, c)
		}
	}
}

// TestHexEncounter turns a hex map with every property into an Enchanted
// Realms encounter and back.
func TestHexEncounter(t *testing.T) {
	m := &imported.Map{Source: "Tiled", Name: "ford", Shape: imported.Hex, Orientation: grid.Flat, Width: 3, Height: 2, Cells: make([]imported.Cell, 6)}
	m.Cell(0, 0).Filler = true
	m.Cell(1, 0).Wall = "wood"
	m.Cell(2, 0).Difficult = true
	m.Cell(0, 1).Impassable = true
	m.Cell(1, 1).Elevation = 3
	out := filepath.Join(t.TempDir(), "ford.json")
	w, err := Write(m, "", out)
	if err != nil {
		t.Fatal(err)
	}
	e := w.Encounter
	if e.Ruleset() != maps.Realms || e.Hex == nil {
		t.Fatalf("Write ruleset = %s, want realms", e.Ruleset())
	}
	data, _ := os.ReadFile(out)
	loaded, err := maps.Load(out)
	if err != nil {
		t.Fatalf("Load(the imported hex file): %v", err)
	}
	if again, err := loaded.Marshal(); err != nil || !bytes.Equal(again, data) {
		t.Errorf("Load then Marshal differs from the saved hex file (%v):\n%s\nwant\n%s", err, again, data)
	}
	for _, want := range []string{`"orientation": "flat"`, `{"wall": "wood"}`, `{"impassable": true}`, `{"difficult": true}`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the hex file lacks %s:\n%s", want, data)
		}
	}
	if len(m.Notes) != 1 || !strings.Contains(m.Notes[0], "elevation dropped from 1 hexes") {
		t.Errorf("notes = %q, want the elevation reported dropped", m.Notes)
	}
	if _, err := Write(m, maps.DrawSteel, out); err == nil || !strings.Contains(err.Error(), "want --ruleset realms") {
		t.Errorf("Write(hex map, drawsteel) error = %v, want one naming realms", err)
	}
}

func TestReadRefuses(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, data, want string
	}{
		{"notes.txt", "hello", "not a map this program reads"},
		{"m.tmj", `{"tiledversion": "1.10", "layers": []}`, "go-tiled reads only TMX"},
		{"e.json", `{"format": 1, "grid": {"width": 2, "height": 2}}`, "not a map this program reads"},
		{"broken.dd2vtt", `{"format": 0.3, "resolution": {"pixels_per_grid": 70}}`, `resolution: missing "map_size"`},
	} {
		p := filepath.Join(dir, tc.name)
		if err := os.WriteFile(p, []byte(tc.data), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Read(p); err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), tc.name) {
			t.Errorf("Read(%s) error = %v, want one naming the file and %q", tc.name, err, tc.want)
		}
	}
	big := filepath.Join(dir, "big.uvtt")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxFileSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := Read(big); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("Read(a file over the limit) error = %v, want it refused by size", err)
	}
}

// TestBeside imports twice beside the map: the second import takes a new
// name rather than replace the first.
func TestBeside(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "cave.uvtt")
	if err := os.WriteFile(src, fx.UVTT{Size: fx.P{X: 2, Y: 2}, Lights: []fx.Light{{Range: 1}}}.JSON(), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"cave.json", "cave-imported.json", "cave-imported-2.json"} {
		w, notes, err := Beside(src)
		if err != nil {
			t.Fatal(err)
		}
		if w.Path != filepath.Join(dir, want) {
			t.Errorf("Beside(%s) wrote %s, want %s", src, w.Path, want)
		}
		if len(notes) != 1 || notes[0] != " Note: 1 lights not imported: the encounter format has no lights yet." {
			t.Errorf("Beside notes = %q, want the lights' note as a sentence", notes)
		}
		if _, err := maps.Load(w.Path); err != nil {
			t.Errorf("Load(%s): %v", w.Path, err)
		}
	}
}

// keepTMX is a 4x3 orthogonal Tiled map using every property of the
// convention: a wooden wall 2 high, ground 3 high, a shallow difficult
// pool, burning pitch from an object and a stone fence drawn as a line.
const keepTMX = `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="3" tilewidth="32" tileheight="32" infinite="0">
 <tileset firstgid="1" name="terrain" tilewidth="32" tileheight="32" tilecount="3" columns="3">
  <tile id="0"><properties><property name="wall" value="wood"/><property name="wallHeight" type="int" value="2"/></properties></tile>
  <tile id="1"><properties><property name="elevation" type="int" value="3"/></properties></tile>
  <tile id="2"><properties><property name="liquid" type="int" value="1"/><property name="difficult" type="bool" value="true"/></properties></tile>
 </tileset>
 <layer id="1" name="ground" width="4" height="3"><data encoding="csv">
1,0,2,2,
0,0,3,3,
0,0,0,0
</data></layer>
 <objectgroup id="2" name="rules">
  <object id="1" name="pitch" x="0" y="64" width="32" height="32"><properties><property name="damaging" type="int" value="3"/></properties></object>
  <object id="2" name="fence" x="32" y="0"><properties><property name="wall" value="stone"/></properties><polyline points="0,0 0,64"/></object>
 </objectgroup>
</map>
`

// TestTiledImportSaveLoad imports a Tiled map, saves it, loads the saved
// file: the same board, and the same bytes written again.
func TestTiledImportSaveLoad(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "keep.tmx")
	if err := os.WriteFile(src, []byte(keepTMX), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := Read(src)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "keep.json")
	if _, err := Write(m, "", out); err != nil {
		t.Fatal(err)
	}
	saved, _ := os.ReadFile(out)
	e, err := maps.Load(out)
	if err != nil {
		t.Fatalf("Load(the imported file): %v", err)
	}
	if again, err := e.Marshal(); err != nil || !bytes.Equal(again, saved) {
		t.Errorf("Load then Marshal differs from the saved file (%v):\n%s\nwant\n%s", err, again, saved)
	}
	b := e.Square.Board
	for _, tc := range []struct {
		at   drawsteel.Square
		want drawsteel.Cell
	}{
		{drawsteel.Square{X: 0, Y: 0}, drawsteel.Cell{Wall: drawsteel.Wood, WallHeight: 2}},
		{drawsteel.Square{X: 2, Y: 0}, drawsteel.Cell{Ground: 3}},
		{drawsteel.Square{X: 3, Y: 0}, drawsteel.Cell{Ground: 3}},
		{drawsteel.Square{X: 2, Y: 1}, drawsteel.Cell{Liquid: 1, Difficult: true}},
		{drawsteel.Square{X: 0, Y: 2}, drawsteel.Cell{Damaging: 3}},
		{drawsteel.Square{X: 1, Y: 1}, drawsteel.Cell{}},
	} {
		if got := b.Cell(tc.at); got != tc.want {
			t.Errorf("square %v = %+v, want %+v", tc.at, got, tc.want)
		}
	}
	// the fence runs down x = 1 from y 0 to 2: between squares 0 and 1 of rows 0 and 1
	want := map[grid.Edge]drawsteel.Edge{
		{A: grid.Cell{X: 0, Y: 0}, B: grid.Cell{X: 1, Y: 0}}: {Kind: rules.EdgeWall, Material: drawsteel.Stone},
		{A: grid.Cell{X: 0, Y: 1}, B: grid.Cell{X: 1, Y: 1}}: {Kind: rules.EdgeWall, Material: drawsteel.Stone},
	}
	if !reflect.DeepEqual(b.Edges, want) {
		t.Errorf("edges = %v, want %v", b.Edges, want)
	}
}

// TestHostileName keeps a map whose name a file may not hold: control
// characters become spaces and the name is cut to maps.MaxName.
func TestHostileName(t *testing.T) {
	m := &imported.Map{Source: "Tiled", Name: "keep\x1b[31m\n" + strings.Repeat("é", 300), Width: 1, Height: 1, Cells: make([]imported.Cell, 1)}
	e, err := m.Encounter("", "")
	if err != nil {
		t.Fatal(err)
	}
	if want := "keep [31m " + strings.Repeat("é", maps.MaxName-10); e.Name != want {
		t.Errorf("Encounter name = %q, want %q", e.Name, want)
	}
}

// TestKindFromContent: ".dd2vtt, .uvtt, .df2vtt are one format ... the kind
// is known from the file, not only its extension": the same
// map under every name, and a Tiled map under names that are not .tmx.
func TestKindFromContent(t *testing.T) {
	dir := t.TempDir()
	u := fx.UVTT{Size: fx.P{X: 3, Y: 2}, Walls: [][]fx.P{{{X: 0, Y: 1}, {X: 3, Y: 1}}}}
	tmx := strings.Replace(keepTMX, `<?xml version="1.0" encoding="UTF-8"?>`+"\n", "", 1)
	for _, tc := range []struct {
		name, data, source string
		edges              int
	}{
		{"hall.dd2vtt", string(u.JSON()), "Universal VTT", 3},
		{"hall.uvtt", string(u.JSON()), "Universal VTT", 3},
		{"hall.df2vtt", string(u.JSON()), "Universal VTT", 3},
		{"hall.json", string(u.JSON()), "Universal VTT", 3},
		{"hall", "\ufeff" + string(u.JSON()), "Universal VTT", 3},
		{"keep.xml", keepTMX, "Tiled", 2},
		{"keep.dd2vtt", tmx, "Tiled", 2},
		{"keep.tmx", "\ufeff" + keepTMX, "Tiled", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := filepath.Join(dir, tc.name)
			if err := os.WriteFile(src, []byte(tc.data), 0o644); err != nil {
				t.Fatal(err)
			}
			m, err := Read(src)
			if err != nil {
				t.Fatalf("Read(%s): %v", tc.name, err)
			}
			if m.Source != tc.source || len(m.Edges) != tc.edges {
				t.Errorf("Read(%s) = %s with %d edges, want %s with %d", tc.name, m.Source, len(m.Edges), tc.source, tc.edges)
			}
		})
	}
}

// TestWebPRoundTrip imports a map whose picture is a WebP: the background
// is written beside the encounter as .webp, byte for byte, loads and
// decodes; the encounter saved and loaded again is the same file.
func TestWebPRoundTrip(t *testing.T) {
	dir := t.TempDir()
	img := fx.WebP(60, 40)
	u := fx.UVTT{Origin: fx.P{X: 2, Y: 1}, Size: fx.P{X: 3, Y: 2}, PixelsPerGrid: 20, Image: img,
		Walls:   [][]fx.P{{{X: 3, Y: 1}, {X: 3, Y: 3}}},
		Portals: []fx.Portal{{Bounds: []fx.P{{X: 4, Y: 2}, {X: 5, Y: 2}}, Closed: false}}}
	src := filepath.Join(dir, "tower.df2vtt")
	if err := os.WriteFile(src, u.JSON(), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := Read(src)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "tower.json")
	w, err := Write(m, maps.DrawSteel, out)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "tower.background.webp"); w.Image != want {
		t.Errorf("Write image = %s, want %s", w.Image, want)
	}
	if data, err := os.ReadFile(w.Image); err != nil || !bytes.Equal(data, img) {
		t.Errorf("the written background is not the file's WebP, byte for byte (%v)", err)
	}
	e, err := maps.Load(out)
	if err != nil {
		t.Fatalf("Load(the imported file): %v", err)
	}
	bi, err := maps.LoadBackground(out, e.Background)
	if err != nil || bi.Format != "webp" || bi.Image.Bounds().Dx() != 60 {
		t.Fatalf("LoadBackground = %v, %v; want the 60x40 WebP", bi, err)
	}
	// the wall down x = 3 - 2 = 1, the window on y = 2 - 1 = 1 from x 2 to 3
	want := map[grid.Edge]drawsteel.Edge{
		{A: grid.Cell{X: 0, Y: 0}, B: grid.Cell{X: 1, Y: 0}}: {Kind: rules.EdgeWall, Material: drawsteel.Stone},
		{A: grid.Cell{X: 0, Y: 1}, B: grid.Cell{X: 1, Y: 1}}: {Kind: rules.EdgeWall, Material: drawsteel.Stone},
		{A: grid.Cell{X: 2, Y: 0}, B: grid.Cell{X: 2, Y: 1}}: {Kind: rules.EdgeWindow, Material: drawsteel.Glass},
	}
	if !reflect.DeepEqual(e.Square.Board.Edges, want) {
		t.Errorf("imported edges = %v, want %v", e.Square.Board.Edges, want)
	}
	saved, _ := os.ReadFile(out)
	again := filepath.Join(dir, "again.json")
	if err := e.Save(again); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(again); !bytes.Equal(data, saved) {
		t.Errorf("import, save, load, save: the second save differs:\n%s\nwant\n%s", data, saved)
	}
}

// TestTiledHexBackground imports a hex Tiled map with an image layer: an
// Enchanted Realms encounter whose background is the picture, copied
// beside it; saved and loaded it is the same file.
func TestTiledHexBackground(t *testing.T) {
	dir := t.TempDir()
	img := fx.JPEG(120, 90)
	if err := os.WriteFile(filepath.Join(dir, "ford.jpg"), img, 0o644); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "ford.tmx")
	tmx := `<map version="1.10" orientation="hexagonal" width="3" height="2" tilewidth="28" tileheight="32" hexsidelength="16" staggeraxis="y" staggerindex="even" infinite="0">
 <layer id="1" name="l" width="3" height="2"><data encoding="csv">0,0,0,0,0,0</data></layer>
 <imagelayer id="2" name="art" offsetx="-4" offsety="2"><image source="ford.jpg" width="120" height="90"/></imagelayer>
</map>`
	if err := os.WriteFile(src, []byte(tmx), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := Read(src)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "ford.json")
	w, err := Write(m, "", out)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "ford.background.jpg"); w.Image != want {
		t.Errorf("Write image = %q, want %s", w.Image, want)
	}
	e, err := maps.Load(out)
	if err != nil {
		t.Fatalf("Load(the imported hex file): %v", err)
	}
	// the even stagger's filler row on top: Tiled's corner lies one row,
	// (32 + 16) / 2 = 24 pixels, below ours
	if bg := e.Background; e.Ruleset() != maps.Realms || bg == nil || *bg != (maps.Background{Image: "ford.background.jpg", CellPixels: 28, OffsetX: -4, OffsetY: 26}) {
		t.Errorf("imported %s background = %+v, want ford.background.jpg, 28 pixels a hex, offset -4,26", e.Ruleset(), e.Background)
	}
	if bi, err := maps.LoadBackground(out, e.Background); err != nil || !bytes.Equal(bi.Data, img) {
		t.Errorf("LoadBackground(the imported hex file) = %v; want the map's JPEG byte for byte", err)
	}
	saved, _ := os.ReadFile(out)
	if again, err := e.Marshal(); err != nil || !bytes.Equal(again, saved) {
		t.Errorf("Load then Marshal differs from the saved hex file (%v):\n%s\nwant\n%s", err, again, saved)
	}
}
