//go:build display

package realms

import (
	"image"
	"image/color"
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	realmscene "github.com/battlemap/battlemap/render/realms"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestDisplayHexPlayerView: the director's hex window drags Brann from
// [4, 4] toward [6, 4] (the button still held); a player view opened on
// the same file shows the same path (its ink on [5, 4]) and leaves out
// the ogre, hidden from the players.
func TestDisplayHexPlayerView(t *testing.T) {
	dir := t.TempDir()
	enc, err := maps.Load(gametest.RepoFile(riverFord))
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Hex.Board
	b.Creature("ogre").HiddenFromPlayers = true
	file := gametest.WriteEncounter(t, enc, dir, "ford.json")
	img := testParts.DirectorAndPlayer(t, dir, file, file, "point 4 4\npress\npoint 5 4\nwait 1\npoint 6 4\nwait 3\nquit\n")

	th := render.ScreenTheme()
	s := realmscene.BuildScene(b, realmscene.Options{Theme: th, Coordinates: true})
	a := PlayerFitArea(img.Bounds().Dx(), img.Bounds().Dy(), 1)
	v := render.Fit(s.Bounds, a.X, a.Y, a.W, a.H)
	l := render.NewHexLayout(b.Geometry)
	at := func(p render.Point) (image.Point, color.Color) {
		q := v.ToScreen(p)
		pt := image.Point{int(q.X), int(q.Y)}
		return pt, img.At(pt.X, pt.Y)
	}
	hex := func(col, row int) render.Point { return l.Center(b.Cell(realms.Pos{col, row})) }
	brann := hex(4, 4)
	if p, got := at(render.Point{X: brann.X, Y: brann.Y - 0.3}); !gametest.Near(got, th.SideColor("heroes"), 24) {
		t.Fatalf("test setup: Brann's token at %v is %v, want the heroes' %v (is the map where the test thinks?)", p, got, th.SideColor("heroes"))
	}
	// a large creature's footprint: the anchor and its +q and +r hexes
	ogre := b.Creature("ogre")
	var mid render.Point
	for _, c := range ogre.Size.Footprint(ogre.At, nil) {
		q := l.Center(c)
		mid.X, mid.Y = mid.X+q.X/3, mid.Y+q.Y/3
	}
	if p, got := at(render.Point{X: mid.X, Y: mid.Y - 0.5}); gametest.Near(got, th.SideColor("enemies"), 40) {
		t.Errorf("the player view draws the hidden ogre (pixel %v at %v)", got, p)
	}
	if p, got := at(hex(5, 4)); !gametest.Near(got, th.PathInk, 40) {
		t.Errorf("the director's drag: pixel %v at [5, 4] (%v), want the path's ink %v", got, p, th.PathInk)
	}
}
