package drawsteel

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"runtime"
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/internal/bigmap"
	"github.com/battlemap/battlemap/internal/pixdiff"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/render/raster"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

func newPainter(t testing.TB) *tilePainter {
	t.Helper()
	r, err := raster.New(assets.Fonts())
	if err != nil {
		t.Fatal(err)
	}
	return &tilePainter{r: r}
}

// mapBounds is the part of the scene with anything to draw, as the window
// passes it.
func mapBounds(b *drawsteel.Board) render.Rect {
	return render.Rect{Min: render.Point{X: -render.Margin, Y: -render.Margin},
		Max: render.Point{X: float64(b.Width) + render.Margin, Y: float64(b.Height) + render.Margin}}
}

// paintTiles draws a w x h window's map from tiles, as the window puts them
// on screen.
func paintTiles(p *tilePainter, b *drawsteel.Board, opt dsscene.Options, v render.View, w, h int, bg color.RGBA) (*image.RGBA, int) {
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(out, out.Rect, image.NewUniform(bg), image.Point{}, draw.Src)
	tiles := visibleTiles(v, game.Area{X: 0, Y: 0, W: float64(w), H: float64(h)}, mapBounds(b))
	for _, t := range tiles {
		at := tilePixel(v, t)
		draw.Draw(out, image.Rectangle{Min: at, Max: at.Add(image.Pt(tileSize, tileSize))}, p.paint(b, opt, v, t), image.Point{}, draw.Src)
	}
	return out, len(tiles)
}

// TestTilesMatchWholeMap: the map drawn tile by tile is the map drawn in
// one piece (no seams where tiles meet, nothing missing that reaches in
// from a square of the next tile), at a zoom and an offset that put the
// tile edges mid-square and mid-pixel, with shading, notes and creatures.
func TestTilesMatchWholeMap(t *testing.T) {
	b := bigmap.Busy(30, 20, 40, 5)
	opt := dsscene.DefaultOptions()
	opt.Notes = []dsscene.Annotation{
		{Kind: render.NoteArea, Squares: maps2squares(3, 2, 12, 9)},
		{Kind: render.NoteLabel, Points: []render.Point{{X: 9.5, Y: 6.5}}, Text: "a label across tiles"},
	}
	opt.Area, opt.AreaSize = []drawsteel.Pos{{X: 14, Y: 3}, {X: 15, Y: 3}, {X: 15, Y: 4}}, 1
	p := newPainter(t)
	for _, v := range []render.View{
		{Scale: 37.3, Offset: render.Point{X: 13.6, Y: -41.25}},
		{Scale: 64, Offset: render.Point{X: -200, Y: 30}},
		{Scale: 5.5, Offset: render.Point{X: 7.5, Y: 3.25}}, // the overview
		// turned for the other sides of the table
		{Scale: 37.3, Offset: render.Point{X: 913.6, Y: 741.25}, Turn: 2},
		{Scale: 37.3, Offset: render.Point{X: 800.4, Y: -41.25}, Turn: 1},
		{Scale: 5.5, Offset: render.Point{X: 17.5, Y: 300.25}, Turn: 3},
	} {
		t.Run(fmt.Sprint(v.Scale, " turned ", v.Turn), func(t *testing.T) {
			const w, h = 900, 700
			tiled, n := paintTiles(p, b, opt, v, w, h, dsscene.DefaultOptions().Theme.Background)
			if n < 4 {
				t.Fatalf("%d tiles on screen, want several", n)
			}
			// the whole window as one scene
			whole := image.NewRGBA(image.Rect(0, 0, w, h))
			o := opt
			o.Overview = v.Scale < overviewScale
			s := dsscene.BuildScene(b, o)
			draw.Draw(whole, whole.Rect, image.NewUniform(s.Background), image.Point{}, draw.Src)
			if o.Overview {
				paintSquares(whole, b, &o.Theme, v)
			}
			p.r.Draw(whole, s, v)
			// a seam (a cut rectangle's edge showing the background) or a
			// missing piece is off by 50 levels or more; the rasterizer's
			// rounding along slanted lines, whose rows start at a tile's
			// edge, by up to 20 (up to 50 along a line 1000 pixels long,
			// not drawn here)
			if n, d, at := pixdiff.Diff(tiled, whole, 24); n > 0 {
				t.Errorf("tiles differ from the whole map in %d pixels by more than 24, at most by %d at pixel %v; want none", n, d, at)
			}
		})
	}
}

func maps2squares(x0, y0, x1, y1 int) []drawsteel.Square {
	var out []drawsteel.Square
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			out = append(out, drawsteel.Square{X: x, Y: y})
		}
	}
	return out
}

// TestTileCacheRedraws: a tile is redrawn exactly when what it shows
// changed: a pan by whole pixels draws only the tiles that came on screen,
// tiles that left are freed, and an edit, an undo, a zoom or a pan by a
// fraction of a pixel redraws every tile on screen.
func TestTileCacheRedraws(t *testing.T) {
	b := bigmap.Busy(60, 40, 0, 1)
	edited := b.Clone()
	a := game.Area{X: 0, Y: 0, W: 1000, H: 700}
	v := render.View{Scale: 20, Offset: render.Point{X: 10, Y: 10}}
	look := func(board *drawsteel.Board, v render.View) tileLook {
		_, _, frac := tileOrigin(v)
		return tileLook{content: baseKey{board: board}, scale: v.Scale, frac: frac}
	}
	live := map[int]bool{}
	next := 0
	c := tileCache[int]{drop: func(id int) {
		if !live[id] {
			t.Fatalf("tile %d freed twice or never made", id)
		}
		delete(live, id)
	}}
	show := func(board *drawsteel.Board, v render.View) (built int) {
		before := c.built
		drawn := 0
		c.show(look(board, v), visibleTiles(v, a, mapBounds(board)), func(tileAt) int {
			next++
			live[next] = true
			return next
		}, func(tileAt, int) { drawn++ })
		if want := len(visibleTiles(v, a, mapBounds(board))); drawn != want || len(live) != want {
			t.Fatalf("%d tiles drawn and %d kept, want the %d on screen", drawn, len(live), want)
		}
		return c.built - before
	}
	onScreen := len(visibleTiles(v, a, mapBounds(b)))
	steps := []struct {
		name  string
		board *drawsteel.Board
		view  render.View
		want  int
	}{
		{"first frame", b, v, onScreen},
		{"nothing changed", b, v, 0},
		{"pan by a whole tile left", b, render.View{Scale: 20, Offset: render.Point{X: 10 - tileSize, Y: 10}}, 4},
		{"pan back", b, v, 4},
		{"edit", edited, v, onScreen},
		{"undo", b, v, onScreen},
		{"zoom", b, v.ZoomAt(render.Point{X: 500, Y: 350}, 1.25), -1},
		{"pan by half a pixel", b, render.View{Scale: 20, Offset: render.Point{X: 10.5, Y: 10}}, -1},
	}
	for _, st := range steps {
		want := st.want
		if want < 0 {
			want = len(visibleTiles(st.view, a, mapBounds(st.board)))
		}
		if got := show(st.board, st.view); got != want {
			t.Errorf("%s: %d tiles drawn anew, want %d", st.name, got, want)
		}
	}
}

// TestBigMapTileMemory: a tile costs what it shows, not what the map holds:
// on the largest map the format allows, all wall, and under an area
// annotation over all of it, painting a tile allocates a few megabytes,
// zoomed in or far out.
func TestBigMapTileMemory(t *testing.T) {
	walls := bigmap.Walls(1000, 1000)
	area := drawsteel.NewBoard(1000, 1000)
	p := newPainter(t)
	for _, tc := range []struct {
		name  string
		b     *drawsteel.Board
		notes []dsscene.Annotation
		scale float64
	}{
		{"walls, close", walls, nil, 40},
		{"walls, far out", walls, nil, 1},
		{"area, close", area, []dsscene.Annotation{{Kind: render.NoteArea, Squares: maps2squares(0, 0, 999, 999)}}, 40},
		{"area, far out", area, []dsscene.Annotation{{Kind: render.NoteArea, Squares: maps2squares(0, 0, 999, 999)}}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opt := dsscene.DefaultOptions()
			opt.Notes = tc.notes
			v := render.View{Scale: tc.scale, Offset: render.Point{X: -400 * tc.scale, Y: -300 * tc.scale}}
			p.paint(tc.b, opt, v, tileAt{1, 1}) // labels found, buffer made
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			p.paint(tc.b, opt, v, tileAt{2, 1})
			runtime.ReadMemStats(&after)
			const limit = 24 << 20
			if got := after.TotalAlloc - before.TotalAlloc; got > limit {
				t.Errorf("painting a tile allocated %d MB, want at most %d MB", got>>20, limit>>20)
			}
		})
	}
}

// TestFirstFrameMemory: the first frame of the 200x200 sample (400
// creatures) and of 1,000 labels on a 10x10 map allocates a few megabytes
// for its tiles (the window took 4 GB and 12 s, and 450 MB and 76 s).
// BenchmarkFirstFrameLabels has labels of 500 letters.
func TestFirstFrameMemory(t *testing.T) {
	labels := dsscene.DefaultOptions()
	for i := range 1000 {
		labels.Notes = append(labels.Notes, dsscene.Annotation{Kind: render.NoteLabel,
			Points: []render.Point{{X: float64(i%10) + 0.5, Y: float64(i/10%10) + 0.5}}, Text: fmt.Sprint("Label ", i)})
	}
	for _, tc := range []struct {
		name  string
		b     *drawsteel.Board
		opt   dsscene.Options
		limit uint64
	}{
		{"200x200", bigmap.Busy(200, 200, 400, 1), dsscene.DefaultOptions(), 32 << 20},
		{"1000 labels", drawsteel.NewBoard(10, 10), labels, 24 << 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := newPainter(t)
			var cam game.Camera
			cam.Fit(mapBounds(tc.b), windowArea())
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			for _, at := range visibleTiles(cam.View, windowArea(), mapBounds(tc.b)) {
				p.paint(tc.b, tc.opt, cam.View, at)
			}
			runtime.ReadMemStats(&after)
			if got := after.TotalAlloc - before.TotalAlloc; got > tc.limit {
				t.Errorf("the first frame's tiles allocated %d MB, want at most %d MB", got>>20, tc.limit>>20)
			}
		})
	}
}

// TestIdleFrameAllocatesNothing: a frame where nothing changed draws the
// tiles it has and makes none.
func TestIdleFrameAllocatesNothing(t *testing.T) {
	b := bigmap.Busy(60, 40, 0, 1)
	v := render.View{Scale: 20, Offset: render.Point{X: 10, Y: 10}}
	look := tileLook{content: baseKey{board: b}, scale: v.Scale}
	visible := visibleTiles(v, windowArea(), mapBounds(b))
	c := tileCache[int]{drop: func(int) {}}
	build := func(tileAt) int { return 1 }
	draw := func(tileAt, int) {}
	c.show(look, visible, build, draw)
	if n := testing.AllocsPerRun(10, func() { c.show(look, visible, build, draw) }); n != 0 {
		t.Errorf("an idle frame allocated %v times, want 0", n)
	}
}
