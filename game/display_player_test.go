//go:build display

package game

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	realmscene "github.com/battlemap/battlemap/render/realms"
	zonescene "github.com/battlemap/battlemap/render/zones"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/rules/zones"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// directorAndPlayer plays the director's script on file (leaving its
// live files: keep-live), then opens a player view on playerFile and
// returns what it draws at 1920x1080.
func directorAndPlayer(t *testing.T, dir, file, playerFile, directorScript string) image.Image {
	t.Helper()
	cache := filepath.Join(dir, "cache")
	openTestWindow(t, testOpen{File: file, LiveDir: cache, Script: "keep-live\n" + directorScript}).run(maxFrames)
	shot := filepath.Join(dir, "player.png")
	openTestWindow(t, testOpen{File: playerFile, LiveDir: cache, PlayerView: true, Script: "resize 1920 1080\nwait 20\nscreenshot " + shot + "\nquit\n"}).run(maxFrames)
	return readPNG(t, shot)
}

// TestDisplayHexPlayerView: the director's hex window drags Brann from
// [4, 4] toward [6, 4] (the button still held); a player view opened on
// the same file shows the same path (its ink on [5, 4]) and leaves out
// the ogre, hidden from the players.
func TestDisplayHexPlayerView(t *testing.T) {
	dir := t.TempDir()
	enc, err := maps.Load(filepath.Join("..", riverFord))
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Hex.Board
	b.Creature("ogre").HiddenFromPlayers = true
	file := writeEncounter(t, enc, dir, "ford.json")
	img := directorAndPlayer(t, dir, file, file, "point 4 4\npress\npoint 5 4\nwait 1\npoint 6 4\nwait 3\nquit\n")

	th := render.ScreenTheme()
	s := realmscene.BuildScene(b, realmscene.Options{Theme: th, Coordinates: true})
	a := HexPlayerFitArea(img.Bounds().Dx(), img.Bounds().Dy(), 1)
	v := render.Fit(s.Bounds, a.X, a.Y, a.W, a.H)
	l := render.NewHexLayout(b.Geometry)
	at := func(p render.Point) (image.Point, color.Color) {
		q := v.ToScreen(p)
		pt := image.Point{int(q.X), int(q.Y)}
		return pt, img.At(pt.X, pt.Y)
	}
	hex := func(col, row int) render.Point { return l.Center(b.Cell(realms.Pos{col, row})) }
	brann := hex(4, 4)
	if p, got := at(render.Point{X: brann.X, Y: brann.Y - 0.3}); !near(got, th.SideColor("heroes"), 24) {
		t.Fatalf("test setup: Brann's token at %v is %v, want the heroes' %v (is the map where the test thinks?)", p, got, th.SideColor("heroes"))
	}
	// a large creature's footprint: the anchor and its +q and +r hexes
	ogre := b.Creature("ogre")
	var mid render.Point
	for _, c := range ogre.Size.Footprint(ogre.At, nil) {
		q := l.Center(c)
		mid.X, mid.Y = mid.X+q.X/3, mid.Y+q.Y/3
	}
	if p, got := at(render.Point{X: mid.X, Y: mid.Y - 0.5}); near(got, th.SideColor("enemies"), 40) {
		t.Errorf("the player view draws the hidden ogre (pixel %v at %v)", got, p)
	}
	if p, got := at(hex(5, 4)); !near(got, th.PathInk, 40) {
		t.Errorf("the director's drag: pixel %v at [5, 4] (%v), want the path's ink %v", got, p, th.PathInk)
	}
}

// TestDisplayZonePlayerView: the director's zone window drags Mei toward
// the hall roof (the button still held); a player view opened on the
// same file shows the drag's reach (the roof outlined, the stream not)
// and leaves the hidden Oni out of the hall.
func TestDisplayZonePlayerView(t *testing.T) {
	dir := t.TempDir()
	enc, err := maps.Load(filepath.Join("..", monastery))
	if err != nil {
		t.Fatal(err)
	}
	for i := range enc.Zones.Map.Creatures {
		if c := &enc.Zones.Map.Creatures[i]; c.ID == "oni" {
			c.Hidden = true
		}
	}
	file := writeEncounter(t, enc, dir, "temple.json")
	img := directorAndPlayer(t, dir, file, file, "resize 1920 1080\nwait 3\npoint mei\npress\npoint roof\nwait 3\nquit\n")

	full, err := enc.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	players, err := zonescene.PlayerBoard(full)
	if err != nil {
		t.Fatal(err)
	}
	th := render.ScreenTheme()
	boxes, outlines := zonesplay.ZoneBoxes(enc.Zones)
	s := zonescene.BuildScene(zonescene.Map{Board: full, Boxes: boxes, Outlines: outlines}, th)
	w := img.Bounds().Dx()
	v := render.Fit(ZoneFitBounds(s.Bounds), 8, 8, float64(w)-16, float64(zoneStatusTop(t, img, th))-16)
	index := map[string]int{}
	for i, z := range enc.Zones.Map.Zones {
		index[z.ID] = i
	}
	px := func(p render.Point) (image.Point, color.Color) {
		q := v.ToScreen(p)
		pt := image.Point{int(q.X), int(q.Y)}
		return pt, img.At(pt.X, pt.Y)
	}
	// the director's hall holds Oni and two bandits; the players' two
	// bandits leave the third token's place empty
	third, ok := zonescene.TokenCentre(full, boxes, "hall", index["hall"], "bandit-2")
	if !ok || zonescene.TokenAt(players, boxes, "hall", index["hall"], third) != "" {
		t.Fatalf("test setup: the director's third token place in the hall (%v, %v) is taken in the players' hall", third, ok)
	}
	if p, got := px(third); near(got, th.SideColor("enemies"), 40) {
		t.Errorf("the player view's hall has a third enemy token (pixel %v at %v): the hidden Oni is shown", got, p)
	}
	if _, got := px(mustCentre(t, players, boxes, "hall", index["hall"], "bandit-1")); !near(got, th.SideColor("enemies"), 40) {
		t.Errorf("test setup: the first bandit's token in the player view is %v, want the enemies' colour", got)
	}
	edge := func(zone string) color.Color {
		r := boxes[index[zone]]
		_, c := px(render.Point{X: r.Min.X, Y: (r.Min.Y + r.Max.Y) / 2})
		return c
	}
	if roof, stream := edge("roof"), edge("stream"); near(roof, stream, 40) {
		t.Errorf("the player view shows no reach of the director's drag: the roof's edge %v, the stream's %v", roof, stream)
	}
}

func mustCentre(t *testing.T, b *zones.Board, boxes []render.Rect, zone string, i int, id string) render.Point {
	t.Helper()
	p, ok := zonescene.TokenCentre(b, boxes, zone, i, id)
	if !ok {
		t.Fatalf("test setup: no token of %s in %s", id, zone)
	}
	return p
}

// zoneStatusTop is the top row of the zone window's status panel in a
// screenshot: the panel (th.StaminaBack) fills the window's bottom left
// corner up to there, darker than the map's background.
func zoneStatusTop(t *testing.T, img image.Image, th render.Theme) int {
	t.Helper()
	b := img.Bounds()
	panel := img.At(b.Min.X+2, b.Max.Y-1)
	y := b.Max.Y - 1
	for y > b.Min.Y && near(img.At(b.Min.X+2, y-1), panel, 2) {
		y--
	}
	if near(panel, th.Background, 2) || y == b.Min.Y {
		t.Fatalf("no status panel at the window's bottom left: %v from the bottom up to row %d, background %v", panel, y, th.Background)
	}
	return y
}

// TestDisplayPlayerViewFollowsSaveAs: the director saves the sample as a
// new name in the file chooser and then moves the war dog; a player view
// opened on the old name follows the director to the new file and shows
// the war dog where it went.
func TestDisplayPlayerViewFollowsSaveAs(t *testing.T) {
	dir := t.TempDir()
	enc := sampleEncounter(t)
	file := writeEncounter(t, enc, dir, "fight.json")
	img := directorAndPlayer(t, dir, file, file, "resize 1920 1080\nwait 3\nkey ctrl+shift+S\nwait 3\ntype copy\nkey Enter\nwait 3\ndrag 13 8 10 7\nwait 3\nquit\n")
	if _, err := os.Stat(filepath.Join(dir, "copy.json")); err != nil {
		t.Fatalf("the director's Save As: %v", err)
	}
	var cam Camera
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, openingFitArea(t, testOpen{File: file, PlayerView: true}, img.Bounds().Dx(), img.Bounds().Dy()))
	dog, _ := enc.Square.Board.Creature("wardog")
	th := render.ScreenTheme()
	want := th.SideColor(dog.Side)
	token := func(sq drawsteel.Square) (image.Point, color.Color) { // above the label, inside the token
		p := cam.View.ToScreen(render.Point{X: float64(sq.X) + 0.5, Y: float64(sq.Y) + 0.2})
		return image.Point{int(p.X), int(p.Y)}, img.At(int(p.X), int(p.Y))
	}
	if p, got := token(drawsteel.Square{X: 10, Y: 7}); !near(got, want, 40) {
		t.Errorf("the player view on the old name: pixel %v at 10,7 (%v), want the war dog moved there (%v) after the director's Save As", got, p, want)
	}
	if p, got := token(dog.At); near(got, want, 40) {
		t.Errorf("the player view on the old name: the war dog is still drawn at %v (pixel %v at %v)", dog.At, got, p)
	}
}

// TestDisplayZonePlayerViewThrow: the director's zone window sets up a
// throw (T, the target clicked, result 12 typed); a player view opened on
// the same file outlines the zones the target may be thrown into, as the
// director's does, unless the target is hidden from the players: then it
// shows nothing of the throw (the hidden Oni's neighbours unmarked). Its
// verdicts are the players' board's: the hall, full only with the hidden
// Oni, takes Mei there.
func TestDisplayZonePlayerViewThrow(t *testing.T) {
	enc, err := maps.Load(filepath.Join("..", monastery))
	if err != nil {
		t.Fatal(err)
	}
	for i := range enc.Zones.Map.Creatures {
		if c := &enc.Zones.Map.Creatures[i]; c.ID == "oni" {
			c.Hidden = true
		}
	}
	index := map[string]int{}
	for i, z := range enc.Zones.Map.Zones {
		index[z.ID] = i
	}
	full, err := enc.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	th := render.ScreenTheme()
	boxes, outlines := zonesplay.ZoneBoxes(enc.Zones)
	s := zonescene.BuildScene(zonescene.Map{Board: full, Boxes: boxes, Outlines: outlines}, th)
	// a throw's verdict outlines a zone 0.12 outside its box, green or red
	legal := func(c color.Color) bool { return near(c, color.RGBA{110, 230, 120, 255}, 60) }
	marked := func(c color.Color) bool { return legal(c) || near(c, color.RGBA{255, 90, 90, 255}, 60) }
	for _, tt := range []struct {
		target string
		zones  []string // the target's zone's neighbours
		shown  bool
		legal  string // a neighbour the throw must be shown to take ("": none)
	}{
		{"kappa", []string{"stream", "yard"}, true, ""},
		{"oni", []string{"yard", "pit"}, false, ""},
		// the hall (limit 3) is full only with the hidden Oni: the
		// players' view does not refuse Mei there
		{"mei", []string{"hall", "garden"}, true, "hall"},
	} {
		t.Run(tt.target, func(t *testing.T) {
			dir := t.TempDir()
			file := writeEncounter(t, enc, dir, "temple.json")
			img := directorAndPlayer(t, dir, file, file, "resize 1920 1080\nwait 3\nkey T\nwait 1\nclick "+tt.target+"\nwait 1\nkey 1\nkey 2\nkey Enter\nwait 3\nquit\n")
			v := render.Fit(ZoneFitBounds(s.Bounds), 8, 8, float64(img.Bounds().Dx())-16, float64(zoneStatusTop(t, img, th))-16)
			for _, z := range tt.zones {
				r := boxes[index[z]]
				q := v.ToScreen(render.Point{X: r.Min.X - 0.12, Y: (r.Min.Y + r.Max.Y) / 2})
				p := image.Point{int(q.X), int(q.Y)}
				got := img.At(p.X, p.Y)
				if marked(got) != tt.shown {
					t.Errorf("throw of %s: the player view's %s outline pixel %v at %v: marked %v, want %v", tt.target, z, got, p, marked(got), tt.shown)
				}
				if z == tt.legal && !legal(got) {
					t.Errorf("throw of %s: the player view's %s outline pixel %v at %v, want the legal green: a hidden creature would be told", tt.target, z, got, p)
				}
			}
		})
	}
}
