//go:build window

package main

import (
	"image/color"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	gamerealms "github.com/battlemap/battlemap/game/realms"
	"github.com/battlemap/battlemap/render"
	realmscene "github.com/battlemap/battlemap/render/realms"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestWindowShowsAHexMap opens the river ford as a user does and checks
// that the window draws its hexes and tokens where the file puts them: a
// hero's token, deep water, a wooden wall.
func TestWindowShowsAHexMap(t *testing.T) {
	img, enc := screenshotOf(t, filepath.Join("assets", "encounters", "river-ford.json"))
	b := enc.Hex.Board
	th := render.ScreenTheme()
	s := realmscene.BuildScene(b, realmscene.Options{Theme: th, Coordinates: true})
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	a := gamerealms.FitArea(w, h, 1) // the window opens at 1x (nine tenths of a 1920x1080 screen)
	v := render.Fit(s.Bounds, a.X, a.Y, a.W, a.H)
	l := render.NewHexLayout(b.Geometry)
	at := func(p render.Point) color.Color {
		q := v.ToScreen(p)
		return img.At(int(q.X), int(q.Y))
	}
	hex := func(col, row int) render.Point { return l.Center(b.Cell(realms.Pos{col, row})) }
	brann := hex(4, 4)
	for _, c := range []struct {
		what string
		p    render.Point
		want color.RGBA
	}{
		{"Brann's token", render.Point{X: brann.X, Y: brann.Y - 0.3}, th.SideColor("heroes")},
		// a corner region of an impassable hex, clear of its waves
		{"deep water at [7, 0]", render.Point{X: hex(7, 0).X, Y: hex(7, 0).Y - 0.4}, th.Liquid},
		{"the wooden wall at [0, 0]", render.Point{X: hex(0, 0).X, Y: hex(0, 0).Y - 0.45}, th.Walls["wood"].Fill},
	} {
		if got := at(c.p); !gametest.Near(got, c.want, 24) {
			t.Errorf("%s: pixel %v, want about %v", c.what, got, c.want)
		}
	}
}
