//go:build display

package drawsteel

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestDisplayPlayerViewFollowsSaveAs: the director saves the sample as a
// new name in the file chooser and then moves the war dog; a player view
// opened on the old name follows the director to the new file and shows
// the war dog where it went.
func TestDisplayPlayerViewFollowsSaveAs(t *testing.T) {
	dir := t.TempDir()
	enc := sampleEncounter(t)
	file := gametest.WriteEncounter(t, enc, dir, "fight.json")
	img := testParts.DirectorAndPlayer(t, dir, file, file, "resize 1920 1080\nwait 3\nkey ctrl+shift+S\nwait 3\ntype copy\nkey Enter\nwait 3\ndrag 13 8 10 7\nwait 3\nquit\n")
	if _, err := os.Stat(filepath.Join(dir, "copy.json")); err != nil {
		t.Fatalf("the director's Save As: %v", err)
	}
	var cam game.Camera
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, openingFitArea(t, gametest.Open{File: file, PlayerView: true}, img.Bounds().Dx(), img.Bounds().Dy()))
	dog, _ := enc.Square.Board.Creature("wardog")
	th := render.ScreenTheme()
	want := th.SideColor(dog.Side)
	token := func(sq drawsteel.Square) (image.Point, color.Color) { // above the label, inside the token
		p := cam.View.ToScreen(render.Point{X: float64(sq.X) + 0.5, Y: float64(sq.Y) + 0.2})
		return image.Point{int(p.X), int(p.Y)}, img.At(int(p.X), int(p.Y))
	}
	if p, got := token(drawsteel.Square{X: 10, Y: 7}); !gametest.Near(got, want, 40) {
		t.Errorf("the player view on the old name: pixel %v at 10,7 (%v), want the war dog moved there (%v) after the director's Save As", got, p, want)
	}
	if p, got := token(dog.At); gametest.Near(got, want, 40) {
		t.Errorf("the player view on the old name: the war dog is still drawn at %v (pixel %v at %v)", dog.At, got, p)
	}
}
