//go:build window

package main

import (
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	realmscene "github.com/battlemap/battlemap/render/realms"
	zonescene "github.com/battlemap/battlemap/render/zones"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// directorAndPlayer plays the director's script on file (leaving its
// live files: keep-live), then opens a player view on playerFile and
// returns its screenshot at 1920x1080.
func directorAndPlayer(t *testing.T, dir, file, playerFile, directorScript string) image.Image {
	t.Helper()
	env := append(os.Environ(), "BATTLEMAP_CACHE_DIR="+filepath.Join(dir, "cache"))
	run := func(name, body string, args ...string) {
		t.Helper()
		script := filepath.Join(dir, name)
		if err := os.WriteFile(script, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(binary, append(args, "--play", script)...)
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("battlemap %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	run("director.play", "keep-live\n"+directorScript, "open", file)
	shot := filepath.Join(dir, "player.png")
	run("player.play", "resize 1920 1080\nwait 20\nscreenshot "+shot+"\nquit\n", "open", playerFile, "--player-view")
	return readPNG(t, shot)
}

// writeEncounter writes enc to dir/name.
func writeEncounter(t *testing.T, enc *maps.Encounter, dir, name string) string {
	t.Helper()
	data, err := enc.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// TestWindowHexPlayerView: the director's hex window drags Brann from
// [4, 4] toward [6, 4] (the button still held); a player view opened on
// the same file shows the same path (its ink on [5, 4]) and leaves out
// the ogre, hidden from the players.
func TestWindowHexPlayerView(t *testing.T) {
	dir := t.TempDir()
	enc, err := maps.Load(filepath.Join("assets", "encounters", "river-ford.json"))
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Hex.Board
	b.Creature("ogre").HiddenFromPlayers = true
	file := writeEncounter(t, enc, dir, "ford.json")
	img := directorAndPlayer(t, dir, file, file, "point 4 4\npress\npoint 5 4\nwait 1\npoint 6 4\nwait 3\nquit\n")

	th := render.ScreenTheme()
	s := realmscene.BuildScene(b, realmscene.Options{Theme: th, Coordinates: true})
	a := game.HexPlayerFitArea(img.Bounds().Dx(), img.Bounds().Dy(), 1)
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

// TestWindowZonePlayerView: the director's zone window drags Mei toward
// the hall roof (the button still held); a player view opened on the
// same file shows the drag's reach (the roof outlined, the stream not)
// and leaves the hidden Oni out of the hall.
func TestWindowZonePlayerView(t *testing.T) {
	dir := t.TempDir()
	enc, err := maps.Load(filepath.Join("assets", "encounters", "monastery-zones.json"))
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
	boxes, outlines := session.ZoneBoxes(enc.Zones)
	s := zonescene.BuildScene(zonescene.Map{Board: full, Boxes: boxes, Outlines: outlines}, th)
	w := img.Bounds().Dx()
	v := render.Fit(game.ZoneFitBounds(s.Bounds), 8, 8, float64(w)-16, float64(zoneStatusTop(t, img, th))-16)
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

// TestWindowPlayerViewFollowsSaveAs: the director saves the sample as a
// new name in the file chooser and then moves the war dog; a player view
// opened on the old name follows the director to the new file and shows
// the war dog where it went.
func TestWindowPlayerViewFollowsSaveAs(t *testing.T) {
	dir := t.TempDir()
	enc, err := maps.Load(filepath.Join("assets", assets.SamplePath))
	if err != nil {
		t.Fatal(err)
	}
	file := writeEncounter(t, enc, dir, "fight.json")
	img := directorAndPlayer(t, dir, file, file, "resize 1920 1080\nwait 3\nkey ctrl+shift+S\nwait 3\ntype copy\nkey Enter\nwait 3\ndrag 13 8 10 7\nwait 3\nquit\n")
	if _, err := os.Stat(filepath.Join(dir, "copy.json")); err != nil {
		t.Fatalf("the director's Save As: %v", err)
	}
	var cam game.Camera
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, openingFitArea(t, enc, img.Bounds().Dx(), img.Bounds().Dy(), true))
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
