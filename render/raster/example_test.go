package raster_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/internal/fixture"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/render/raster"
)

// A print figure of part of a map: squares 1 to 5 across and 0 to 3 down,
// one inch per square at 300 dots per inch, in the print theme.
func Example_printFigure() {
	opt := dsscene.DefaultOptions()
	opt.Theme = render.PrintTheme()
	scene := dsscene.BuildScene(fixture.Small(), opt)

	region := render.Rect{Min: render.Point{X: 1, Y: 0}, Max: render.Point{X: 5, Y: 3}}
	v, w, h := render.RegionView(region, 300)

	r, err := raster.New(assets.Fonts())
	if err != nil {
		fmt.Println(err)
		return
	}
	f, err := os.Create(filepath.Join(os.TempDir(), "figure.png"))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Close()
	if err := r.WritePNG(f, scene, v, w, h); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d x %d pixels, square (1,0) at pixel %v\n", w, h, v.ToScreen(render.Point{X: 1}))
	// Output: 1200 x 900 pixels, square (1,0) at pixel {0 0}
}
