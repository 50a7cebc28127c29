package drawsteel

import (
	"image"
	"math"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/render/raster"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// The map without its overlays is drawn in tiles of tileSize pixels on a
// grid fixed to the map's top-left pixel, and only the tiles on screen are
// kept: memory and drawing follow the window, not the map. A tile is drawn
// on the CPU by render/raster (the exporter's rasterizer) from a scene of
// just its part of the map, and redrawn only when what it shows changes: a
// pan by whole pixels keeps every tile still on screen; a zoom, an edit,
// an undo or a new shading redraws the tiles on screen.
const tileSize = 256

// overviewScale is the zoom, in pixels per square, below which a square is
// painted in one colour (dsscene.SquareColor): its patterns, grid and
// numbers would be smaller than a pixel or two.
const overviewScale = 8

// tileAt names a tile: column I and row J of the grid of tiles.
type tileAt struct{ I, J int }

// tileLook is everything a tile's picture depends on besides its place.
// When it changes every tile is redrawn.
type tileLook struct {
	content baseKey
	scale   float64
	frac    render.Point // the fraction of a pixel the map is offset by
}

// baseKey is what the map under the overlays shows.
type baseKey struct {
	turn    string // who has acted and who is acting
	notes   int    // the figure's version
	board   *drawsteel.Board
	preview *drawsteel.ForcedPreview // whose indicated area is shaded
	reach   *drawsteel.ReachMap      // whose reachable area is shaded
	heights bool
	theme   string
	player  bool    // the player view: private notes left out
	minText float64 // the smallest name on a token, in map units
	// the background picture and where it lies (none while aligning it)
	picture   *render.Picture
	pictureAt render.Rect
}

// tileOrigin is the whole pixel where tile (0,0) starts for a view, and the
// fraction of a pixel the map is offset by from it.
func tileOrigin(v render.View) (ox, oy int, frac render.Point) {
	fx, fy := math.Floor(v.Offset.X), math.Floor(v.Offset.Y)
	return int(fx), int(fy), render.Point{X: v.Offset.X - fx, Y: v.Offset.Y - fy}
}

// visibleTiles lists the tiles that meet the pixel area a and the part of
// the map scene (bounds, in map units) that has anything to draw.
func visibleTiles(v render.View, a game.Area, bounds render.Rect) []tileAt {
	ox, oy, _ := tileOrigin(v)
	on := v.ScreenRect(bounds)
	x0, y0 := math.Max(a.X, on.Min.X), math.Max(a.Y, on.Min.Y)
	x1, y1 := math.Min(a.X+a.W, on.Max.X), math.Min(a.Y+a.H, on.Max.Y)
	if !(x1 > x0 && y1 > y0) {
		return nil
	}
	i0, j0 := int(math.Floor((x0-float64(ox))/tileSize)), int(math.Floor((y0-float64(oy))/tileSize))
	i1, j1 := int(math.Floor((x1-1-float64(ox))/tileSize)), int(math.Floor((y1-1-float64(oy))/tileSize))
	out := make([]tileAt, 0, (i1-i0+1)*(j1-j0+1))
	for j := j0; j <= j1; j++ {
		for i := i0; i <= i1; i++ {
			out = append(out, tileAt{i, j})
		}
	}
	return out
}

// tilePixel is the screen pixel of a tile's top-left corner.
func tilePixel(v render.View, t tileAt) image.Point {
	ox, oy, _ := tileOrigin(v)
	return image.Point{ox + t.I*tileSize, oy + t.J*tileSize}
}

// tileCache keeps the pictures (T) of the tiles on screen for one look.
type tileCache[T any] struct {
	look  tileLook
	valid bool
	tiles map[tileAt]T
	keep  map[tileAt]bool
	drop  func(T) // frees a picture no longer kept
	built int     // pictures made, for tests
}

// show makes the cache hold pictures of look for the tiles visible, making
// the missing ones with build and dropping every other; it calls draw for
// each visible tile in order.
func (c *tileCache[T]) show(look tileLook, visible []tileAt, build func(tileAt) T, draw func(tileAt, T)) {
	if !c.valid || c.look != look {
		c.clear()
		c.look, c.valid = look, true
	}
	if c.tiles == nil {
		c.tiles = map[tileAt]T{}
	}
	if c.keep == nil {
		c.keep = map[tileAt]bool{}
	}
	clear(c.keep) // kept between frames: an idle frame allocates nothing
	for _, t := range visible {
		c.keep[t] = true
	}
	for t, p := range c.tiles {
		if !c.keep[t] {
			c.drop(p)
			delete(c.tiles, t)
		}
	}
	for _, t := range visible {
		p, ok := c.tiles[t]
		if !ok {
			p = build(t)
			c.tiles[t] = p
			c.built++
		}
		draw(t, p)
	}
}

// clear drops every picture.
func (c *tileCache[T]) clear() {
	for t, p := range c.tiles {
		c.drop(p)
		delete(c.tiles, t)
	}
	c.valid = false
}

// tilePainter draws tiles of the map on the CPU.
type tilePainter struct {
	r         *raster.Renderer
	buf       *image.RGBA
	labels    *dsscene.Labels
	labelsFor *drawsteel.Board
}

// paint draws tile t of the board as opt says, seen through v, into the
// painter's buffer and returns it (valid until the next call).
func (p *tilePainter) paint(b *drawsteel.Board, opt dsscene.Options, v render.View, t tileAt) *image.RGBA {
	if p.buf == nil {
		p.buf = image.NewRGBA(image.Rect(0, 0, tileSize, tileSize))
	}
	at := tilePixel(v, t)
	// the tile's own view: the same scale, moved by whole pixels
	tv := render.View{Scale: v.Scale, Offset: render.Point{X: v.Offset.X - float64(at.X), Y: v.Offset.Y - float64(at.Y)}, Turn: v.Turn}
	opt.Region = tv.MapRect(render.Rect{Max: render.Point{X: tileSize, Y: tileSize}})
	opt.Overview = v.Scale < overviewScale
	if !opt.Overview {
		if p.labelsFor != b {
			p.labels, p.labelsFor = dsscene.FindLabels(b), b
		}
		opt.Labels = p.labels
	}
	s := dsscene.BuildScene(b, opt)
	game.FillRGBA(p.buf, s.Background)
	if opt.Overview {
		paintSquares(p.buf, b, &opt.Theme, tv)
	}
	p.r.Draw(p.buf, s, tv)
	return p.buf
}

// paintSquares paints every pixel over the map in the colour of the square
// under its centre.
func paintSquares(dst *image.RGBA, b *drawsteel.Board, t *render.Theme, v render.View) {
	if v.Turn&3 != 0 {
		paintTurnedSquares(dst, b, t, v)
		return
	}
	r := dst.Bounds()
	cols := make([]int, r.Dx())
	for x := range cols {
		cols[x] = int(math.Floor((float64(x) + 0.5 - v.Offset.X) / v.Scale))
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		sy := int(math.Floor((float64(y) + 0.5 - v.Offset.Y) / v.Scale))
		if sy < 0 || sy >= b.Height {
			continue
		}
		row := dst.Pix[dst.PixOffset(r.Min.X, y):]
		last, lastC := -1, dsscene.SquareColor(drawsteel.Cell{}, t)
		for x, sx := range cols {
			if sx < 0 || sx >= b.Width {
				continue
			}
			if sx != last {
				last, lastC = sx, dsscene.SquareColor(b.Cells[sy*b.Width+sx], t)
			}
			row[4*x], row[4*x+1], row[4*x+2], row[4*x+3] = lastC.R, lastC.G, lastC.B, lastC.A
		}
	}
}

// paintTurnedSquares is paintSquares for a turned view: each pixel asks the
// view which square is under its centre.
func paintTurnedSquares(dst *image.RGBA, b *drawsteel.Board, t *render.Theme, v render.View) {
	r := dst.Bounds()
	l := render.SquareLayout{Width: b.Width, Height: b.Height}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := dst.Pix[dst.PixOffset(r.Min.X, y):]
		for x := 0; x < r.Dx(); x++ {
			q, in := l.CellAt(v.ToMap(render.Point{X: float64(r.Min.X+x) + 0.5, Y: float64(y) + 0.5}))
			if !in {
				continue
			}
			c := dsscene.SquareColor(b.Cells[q.Y*b.Width+q.X], t)
			row[4*x], row[4*x+1], row[4*x+2], row[4*x+3] = c.R, c.G, c.B, c.A
		}
	}
}
