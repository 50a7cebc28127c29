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
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
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
