package drawsteel

import (
	"cmp"
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Options says what to draw besides the board itself.
type Options struct {
	Theme render.Theme
	// Hover is the square under the pointer, when HasHover.
	Hover    drawsteel.Square
	HasHover bool
	// Selected is the id of the selected creature ("": none).
	Selected string
	// HeightNumbers writes the ground height in the corner of every square
	// above or below 0. Without it, each connected area of one height is
	// labelled once.
	HeightNumbers bool
	// Coordinates writes column and row numbers around the map.
	Coordinates bool
	// Area is a forced move's indicated area (top-left squares of the
	// footprints it can be aimed at, side AreaSize), shaded under the tokens.
	Area     []drawsteel.Pos
	AreaSize int
	// Reach is a dragged creature's reachable squares with the movement
	// left on each (out of ReachBudget), shaded under the tokens.
	Reach       []ReachCell
	ReachBudget int
	// Acted lists creatures that have had their turn this round (a check
	// mark on the token); Acting is the one taking its turn (a ring).
	Acted  []string
	Acting string
	// Notes are a figure's annotations: areas are drawn under the tokens,
	// arrows, callouts and labels over them.
	Notes []Annotation
	// Region, when not the zero Rect, is the part of the map (in map
	// units) the scene is for: only what can be seen in it is built, so a
	// tile of a huge map costs what the tile shows.
	Region render.Rect
	// MinText is the smallest size, in map units, of a token's name and
	// badges: the window asks for a size read from across the room at any
	// zoom (a name is shortened to fit its token at that size; on a token
	// too small for even its shortest name, that name is as large as the
	// token allows). 0: sizes follow the map alone, as in an export.
	MinText float64
	// Labels are the board's height and wall labels, found once per board
	// by FindLabels (nil: found for this scene).
	Labels *Labels
	// Overview leaves the squares themselves out (as Layers NoSquares) and
	// the hatching of areas: far out, where a square is a few pixels, the
	// caller paints each square in its SquareColor instead of drawing
	// shapes too small to see.
	Overview bool
	// PlainAreas leaves out the hatching of areas alone: an export at a
	// scale where the lines, half a square apart, would be a few pixels
	// apart and read as a darker fill (and cost a pass over every pixel
	// of every area).
	PlainAreas bool
	// Background is the picture under the grid (an encounter's
	// background) and BackgroundRect where it lies, in map units; nil for
	// none. Over it the ground is drawn see-through: height 0 not at all,
	// other heights and liquid tinted, so the picture shows and the rules'
	// view stays readable.
	Background     *render.Picture
	BackgroundRect render.Rect
	// Layers says which part of the picture the scene holds: all of it,
	// only the squares (the bottom layers: ground, terrain, grid, height
	// edges, walls, their labels, coordinates), or all but the squares. An
	// exporter draws a large map's squares in bands, then the rest over
	// them, so that no scene holds every square of the map.
	Layers Layers
}

// Layers says which part of the picture a scene holds.
type Layers uint8

const (
	AllLayers   Layers = iota
	SquaresOnly        // the squares: everything under the shading, notes and tokens
	NoSquares          // everything over the squares
)

// DefaultOptions is the screen theme with height numbers and coordinates.
func DefaultOptions() Options {
	return Options{Theme: render.ScreenTheme(), Coordinates: true}
}

// BuildScene draws the board: ground by height, terrain, walls and objects
// by material, the grid, the edges where ground height changes, and the
// creature tokens.
func BuildScene(b *drawsteel.Board, opt Options) *render.Scene {
	t := &opt.Theme
	sp := spanOf(b, opt.Region)
	s := &render.Scene{
		Bounds:     render.Rect{Min: render.Point{X: -render.Margin, Y: -render.Margin}, Max: render.Point{X: float64(b.Width) + render.Margin, Y: float64(b.Height) + render.Margin}},
		Background: t.Background,
		Shapes:     make([]render.Shape, 0, shapeEstimate(b, opt, sp)),
	}
	squares := opt.Layers != NoSquares && !opt.Overview
	labels := opt.Labels
	if labels == nil && squares {
		labels = FindLabels(b)
	}
	if opt.Layers != NoSquares && opt.Background != nil {
		// under everything, and far out too: the picture is the map
		addBackground(s, b, opt.Background, opt.BackgroundRect, sp)
	}
	if squares {
		addGround(s, b, t, sp, opt.Background != nil)
		addGrid(s, b, t, sp)
		addHeightEdges(s, b, t, sp)
		addWalls(s, b, t, sp)
		addEdges(s, b, t, sp)
		addWallBadges(s, b, labels, sp)
		addHeightNumbers(s, b, t, opt.HeightNumbers, labels, sp)
		if opt.Coordinates {
			addCoordinates(s, b, t, sp)
		}
	}
	if opt.Layers == SquaresOnly {
		return s
	}
	if len(opt.Area) > 0 {
		addArea(s, b, opt.Area, max(opt.AreaSize, 1), t, sp)
	}
	if len(opt.Reach) > 0 {
		addReach(s, opt.Reach, opt.ReachBudget, t, sp)
	}
	addNoteAreas(s, b, opt.Notes, t, sp, !opt.Overview && !opt.PlainAreas)
	if opt.HasHover && b.In(opt.Hover) {
		r := squareRect(opt.Hover)
		s.AddRect(r, color.RGBA{}, t.Hover, 0.06)
	}
	for i := range b.Creatures {
		c := &b.Creatures[i]
		n := float64(c.Size.Squares())
		// badges and the selection ring reach a little past the footprint
		if !sp.meets(render.Rect{Min: render.Point{X: float64(c.At.X), Y: float64(c.At.Y)}, Max: render.Point{X: float64(c.At.X) + n, Y: float64(c.At.Y) + n}}, 0.5) {
			continue
		}
		acted := slices.Contains(opt.Acted, c.ID)
		addToken(s, b, c, t, c.ID == opt.Selected, acted, opt.MinText)
		if c.ID == opt.Acting {
			s.Add(render.Shape{Kind: render.Circle, Points: []render.Point{spaceCentre(c)}, Radius: n/2 + 0.03, Stroke: t.ReachInk, Width: 0.1})
		}
	}
	addNoteMarks(s, opt.Notes, t, sp)
	return s
}

// shapeEstimate is about how many shapes BuildScene makes, so the slice is
// allocated once and not much larger than needed.
func shapeEstimate(b *drawsteel.Board, opt Options, sp span) int {
	n := 4*(sp.x1-sp.x0+sp.y1-sp.y0) + 12*len(b.Creatures) + 4*len(opt.Area) + len(opt.Reach)
	if opt.Overview || opt.Layers == NoSquares {
		return n
	}
	n += 5 * len(b.Edges)
	for y := sp.y0; y < sp.y1; y++ {
		for _, c := range b.Cells[y*b.Width+sp.x0 : y*b.Width+sp.x1] {
			switch {
			case c.HasWall():
				n += 9
			case c.Liquid > 0 || c.Damaging > 0 || c.Difficult:
				n += 7
			}
		}
	}
	return n
}

// SquareColor is the one colour that stands for a square seen from far
// out: its wall's, else its damaging terrain's, its liquid's, or its
// ground's at its height, darkened a little where it is difficult.
func SquareColor(c drawsteel.Cell, t *render.Theme) color.RGBA {
	switch {
	case c.HasWall():
		return t.Walls[c.Wall.String()].Fill
	case c.Damaging > 0:
		return t.Damaging
	case c.Liquid > 0:
		return render.Shade(t.Liquid, -0.08*float64(min(c.Liquid, 4)-1))
	case c.Difficult:
		return render.Shade(t.GroundAt(c.Ground), -0.25)
	}
	return t.GroundAt(c.Ground)
}

func squareRect(q drawsteel.Square) render.Rect {
	return render.Rect{Min: render.Point{X: float64(q.X), Y: float64(q.Y)}, Max: render.Point{X: float64(q.X + 1), Y: float64(q.Y + 1)}}
}

// addBackground draws the picture, clipped to the map and to the span.
func addBackground(s *render.Scene, b *drawsteel.Board, p *render.Picture, r render.Rect, sp span) {
	clip := render.Rect{Min: render.Point{X: math.Max(0, r.Min.X), Y: math.Max(0, r.Min.Y)}, Max: render.Point{X: math.Min(float64(b.Width), r.Max.X), Y: math.Min(float64(b.Height), r.Max.Y)}}
	if !(clip.Max.X > clip.Min.X && clip.Max.Y > clip.Min.Y) || !sp.meets(clip, 0) {
		return
	}
	s.Shapes = append(s.Shapes, render.Shape{Kind: render.Image, Points: s.Arena(r.Min, r.Max, clip.Min, clip.Max), Picture: p})
}

func addGround(s *render.Scene, b *drawsteel.Board, t *render.Theme, sp span, overPicture bool) {
	// dry ground first, one rectangle per run of squares of one height in
	// a row: a flat map is a few shapes, not one per square
	for y := sp.y0; y < sp.y1; y++ {
		for x := sp.x0; x < sp.x1; {
			c := b.Cell(drawsteel.Square{X: x, Y: y})
			end := x + 1
			for end < sp.x1 {
				n := b.Cell(drawsteel.Square{X: end, Y: y})
				if n.Ground != c.Ground || (n.Liquid > 0) != (c.Liquid > 0) {
					break
				}
				end++
			}
			switch {
			case c.Liquid > 0:
			case overPicture && c.Ground != 0:
				// a tint of the height's colour: the picture shows through
				s.AddRect(render.Rect{Min: render.Point{X: float64(x), Y: float64(y)}, Max: render.Point{X: float64(end), Y: float64(y + 1)}}, render.WithAlpha(t.GroundAt(c.Ground), 110), color.RGBA{}, 0)
			case !overPicture:
				s.AddRect(render.Rect{Min: render.Point{X: float64(x), Y: float64(y)}, Max: render.Point{X: float64(end), Y: float64(y + 1)}}, t.GroundAt(c.Ground), color.RGBA{}, 0)
			}
			x = end
		}
	}
	for y := sp.y0; y < sp.y1; y++ {
		for x := sp.x0; x < sp.x1; x++ {
			q := drawsteel.Square{X: x, Y: y}
			c := b.Cell(q)
			r := squareRect(q)
			fx, fy := float64(x), float64(y)
			if c.Liquid > 0 {
				liquid := render.Shade(t.Liquid, -0.08*float64(min(c.Liquid, 4)-1))
				if overPicture {
					liquid = render.WithAlpha(liquid, 140)
				}
				s.AddRect(r, liquid, color.RGBA{}, 0)
				for _, wy := range []float64{0.33, 0.7} {
					s.AddPolyline(t.LiquidLine, 0.045, render.Point{X: fx + 0.12, Y: fy + wy}, render.Point{X: fx + 0.31, Y: fy + wy - 0.08},
						render.Point{X: fx + 0.5, Y: fy + wy}, render.Point{X: fx + 0.69, Y: fy + wy - 0.08}, render.Point{X: fx + 0.88, Y: fy + wy})
				}
			}
			if c.Difficult {
				// rubble: three small triangles, recognisable without colour
				edge, w := t.DifficultInk()
				for _, o := range []render.Point{{X: 0.27, Y: 0.33}, {X: 0.7, Y: 0.4}, {X: 0.45, Y: 0.75}} {
					cx, cy := fx+o.X, fy+o.Y
					s.AddPolygon(t.Difficult, edge, w, render.Point{X: cx, Y: cy - 0.12}, render.Point{X: cx + 0.13, Y: cy + 0.1}, render.Point{X: cx - 0.13, Y: cy + 0.1})
				}
			}
			if c.Damaging > 0 {
				s.AddRect(r, render.WithAlpha(t.Damaging, 200), color.RGBA{}, 0)
				for _, k := range []float64{0.25, 0.75, 1.25, 1.75} {
					a := render.Point{X: fx + math.Max(0, k-1), Y: fy + math.Min(1, k)}
					bb := render.Point{X: fx + math.Min(1, k), Y: fy + math.Max(0, k-1)}
					s.AddLine(a, bb, t.DamageLine, 0.07)
				}
				s.Add(render.Disc(render.Point{X: fx + 0.5, Y: fy + 0.5}, 0.2, t.Outline, color.RGBA{}, 0))
				s.AddLabel(render.Point{X: fx + 0.5, Y: fy + 0.5}, fmt.Sprint(c.Damaging), 0.28, t.DamageText, render.AlignCenter, true)
			}
		}
	}
}

func addGrid(s *render.Scene, b *drawsteel.Board, t *render.Theme, sp span) {
	w, h := float64(b.Width), float64(b.Height)
	// the lines run across the block (the whole map when it is all of it)
	x0, y0, x1, y1 := float64(sp.x0), float64(sp.y0), float64(sp.x1), float64(sp.y1)
	for x := sp.x0; x <= sp.x1; x++ {
		s.AddLine(render.Point{X: float64(x), Y: y0}, render.Point{X: float64(x), Y: y1}, t.Grid, 0.025)
	}
	for y := sp.y0; y <= sp.y1; y++ {
		s.AddLine(render.Point{X: x0, Y: float64(y)}, render.Point{X: x1, Y: float64(y)}, t.Grid, 0.025)
	}
	s.AddRect(render.Rect{Min: render.Point{X: 0, Y: 0}, Max: render.Point{X: w, Y: h}}, color.RGBA{}, t.Outline, 0.05)
}

// addHeightEdges draws a thin line between squares one level apart and a
// heavy line, with a shadow on the low side, where the ground drops by 2 or
// more: the edges a creature falls from.
func addHeightEdges(s *render.Scene, b *drawsteel.Board, t *render.Theme, sp span) {
	edge := func(a, c drawsteel.Square, horizontal bool) {
		ha, hc := b.Cell(a).Ground, b.Cell(c).Ground
		d := ha - hc
		if d == 0 {
			return
		}
		// the edge is the left/top side of c's square
		var p0, p1 render.Point
		if horizontal {
			p0, p1 = render.Point{X: float64(c.X), Y: float64(c.Y)}, render.Point{X: float64(c.X + 1), Y: float64(c.Y)}
		} else {
			p0, p1 = render.Point{X: float64(c.X), Y: float64(c.Y)}, render.Point{X: float64(c.X), Y: float64(c.Y + 1)}
		}
		if d == 1 || d == -1 {
			s.AddLine(p0, p1, t.Step, 0.045)
			return
		}
		// shadow on the lower square: c when a is higher, else a
		sign := 1.0
		if d < 0 {
			sign = -1
		}
		const sh = 0.16
		var r render.Rect
		if horizontal {
			if sign > 0 {
				r = render.Rect{Min: p0, Max: render.Point{X: p1.X, Y: p1.Y + sh}}
			} else {
				r = render.Rect{Min: render.Point{X: p0.X, Y: p0.Y - sh}, Max: p1}
			}
		} else {
			if sign > 0 {
				r = render.Rect{Min: p0, Max: render.Point{X: p1.X + sh, Y: p1.Y}}
			} else {
				r = render.Rect{Min: render.Point{X: p0.X - sh, Y: p0.Y}, Max: p1}
			}
		}
		s.AddRect(r, render.RGBA(0, 0, 0, 90), color.RGBA{}, 0)
		s.AddLine(p0, p1, t.Cliff, 0.11)
	}
	for y := sp.y0; y < sp.y1; y++ {
		for x := sp.x0; x < sp.x1; x++ {
			q := drawsteel.Square{X: x, Y: y}
			if x > 0 {
				edge(drawsteel.Square{X: x - 1, Y: y}, q, false)
			}
			if y > 0 {
				edge(drawsteel.Square{X: x, Y: y - 1}, q, true)
			}
		}
	}
}

// addHeightNumbers labels ground heights other than 0: every square when
// all is set, else once per connected area of one height, in the square
// FindLabels chose, so a plateau reads "3" once, large, instead of in every
// square.
func addHeightNumbers(s *render.Scene, b *drawsteel.Board, t *render.Theme, all bool, l *Labels, sp span) {
	if all {
		for y := sp.y0; y < sp.y1; y++ {
			for x := sp.x0; x < sp.x1; x++ {
				q := drawsteel.Square{X: x, Y: y}
				if c := b.Cell(q); c.Ground != 0 && !c.HasWall() {
					s.AddLabel(render.Point{X: float64(x) + 0.1, Y: float64(y) + 0.22}, fmt.Sprint(c.Ground), 0.3, t.HeightText, render.AlignLeft, true)
				}
			}
		}
		return
	}
	for _, q := range l.heights {
		if sp.has(q) {
			s.AddLabel(render.Point{X: float64(q.X) + 0.5, Y: float64(q.Y) + 0.5}, fmt.Sprint(b.Cell(q).Ground), 0.5, t.HeightText, render.AlignCenter, true)
		}
	}
}

// Labels are where a board's labels that need the whole map go: the
// number of each area of one ground height, and the height badge of each
// run of wall. FindLabels finds them once per board; every scene of a
// region of it reuses them.
type Labels struct {
	heights []drawsteel.Square // the square that carries an area's height
	walls   []drawsteel.Square // the first square of a run of wall
}

// FindLabels places the labels of a board: each area of one height other
// than 0 is labelled in a free square (no wall, no creature) near its
// middle, each run of wall of one material and height in its first square.
func FindLabels(b *drawsteel.Board) *Labels {
	l := &Labels{}
	occ := make([]bool, b.Width*b.Height)
	for i := range b.Creatures {
		for _, q := range b.Creatures[i].Footprint() {
			if b.In(q) {
				occ[q.Y*b.Width+q.X] = true
			}
		}
	}
	for _, area := range regions(b, func(c drawsteel.Cell) (int, bool) { return c.Ground, c.Ground != 0 }) {
		var mx, my float64
		for _, q := range area {
			mx, my = mx+float64(q.X)+0.5, my+float64(q.Y)+0.5
		}
		mx, my = mx/float64(len(area)), my/float64(len(area))
		best, bestD := drawsteel.Square{}, math.Inf(1)
		for _, q := range area {
			if b.Cell(q).HasWall() || occ[q.Y*b.Width+q.X] {
				continue
			}
			if d := math.Hypot(float64(q.X)+0.5-mx, float64(q.Y)+0.5-my); d < bestD {
				best, bestD = q, d
			}
		}
		if !math.IsInf(bestD, 1) {
			l.heights = append(l.heights, best)
		}
	}
	wallKey := func(c drawsteel.Cell) (int, bool) { return int(c.Wall)*1000 + c.WallHeight, c.HasWall() }
	for _, area := range regions(b, wallKey) {
		l.walls = append(l.walls, area[0])
	}
	return l
}

// regions returns every 4-connected area of squares with the same key
// (squares where ok is false belong to none), each listed from its first
// square in reading order; the areas come in reading order of those squares.
func regions(b *drawsteel.Board, key func(drawsteel.Cell) (int, bool)) [][]drawsteel.Square {
	seen := make([]bool, b.Width*b.Height)
	var out [][]drawsteel.Square
	for y := 0; y < b.Height; y++ {
		for x := 0; x < b.Width; x++ {
			k, ok := key(b.Cell(drawsteel.Square{X: x, Y: y}))
			if !ok || seen[y*b.Width+x] {
				continue
			}
			seen[y*b.Width+x] = true
			area := []drawsteel.Square{{X: x, Y: y}}
			for i := 0; i < len(area); i++ {
				for _, d := range [4]drawsteel.Square{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
					n := area[i].Add(d)
					if !b.In(n) || seen[n.Y*b.Width+n.X] {
						continue
					}
					if k2, ok2 := key(b.Cell(n)); ok2 && k2 == k {
						seen[n.Y*b.Width+n.X] = true
						area = append(area, n)
					}
				}
			}
			out = append(out, area)
		}
	}
	return out
}

// addWalls draws each wall or object square in its material's colour and
// pattern: glass glints, wood grain, stone courses, metal cross-hatching.
func addWalls(s *render.Scene, b *drawsteel.Board, t *render.Theme, sp span) {
	for y := sp.y0; y < sp.y1; y++ {
		for x := sp.x0; x < sp.x1; x++ {
			q := drawsteel.Square{X: x, Y: y}
			c := b.Cell(q)
			if !c.HasWall() {
				continue
			}
			st := t.Walls[c.Wall.String()]
			fx, fy := float64(x), float64(y)
			r := squareRect(q)
			s.AddRect(r, st.Fill, color.RGBA{}, 0)
			switch c.Wall {
			case drawsteel.Glass:
				s.AddLine(render.Point{X: fx + 0.2, Y: fy + 0.6}, render.Point{X: fx + 0.6, Y: fy + 0.2}, st.Line, 0.07)
				s.AddLine(render.Point{X: fx + 0.4, Y: fy + 0.8}, render.Point{X: fx + 0.8, Y: fy + 0.4}, st.Line, 0.05)
			case drawsteel.Wood:
				for _, gy := range []float64{0.2, 0.45, 0.7, 0.9} {
					s.AddLine(render.Point{X: fx + 0.04, Y: fy + gy}, render.Point{X: fx + 0.96, Y: fy + gy}, st.Line, 0.04)
				}
			case drawsteel.Stone:
				for _, gy := range []float64{1.0 / 3, 2.0 / 3} {
					s.AddLine(render.Point{X: fx, Y: fy + gy}, render.Point{X: fx + 1, Y: fy + gy}, st.Line, 0.04)
				}
				for _, j := range []struct{ x, y0, y1 float64 }{{0.5, 0, 1.0 / 3}, {0.25, 1.0 / 3, 2.0 / 3}, {0.75, 1.0 / 3, 2.0 / 3}, {0.5, 2.0 / 3, 1}} {
					s.AddLine(render.Point{X: fx + j.x, Y: fy + j.y0}, render.Point{X: fx + j.x, Y: fy + j.y1}, st.Line, 0.04)
				}
			case drawsteel.Metal:
				for _, k := range []float64{0.5, 1, 1.5} {
					s.AddLine(render.Point{X: fx + math.Max(0, k-1), Y: fy + math.Min(1, k)}, render.Point{X: fx + math.Min(1, k), Y: fy + math.Max(0, k-1)}, st.Line, 0.035)
					s.AddLine(render.Point{X: fx + math.Max(0, k-1), Y: fy + 1 - math.Min(1, k)}, render.Point{X: fx + math.Min(1, k), Y: fy + 1 - math.Max(0, k-1)}, st.Line, 0.035)
				}
			default:
				s.AddLine(render.Point{X: fx + 0.15, Y: fy + 0.15}, render.Point{X: fx + 0.85, Y: fy + 0.85}, st.Line, 0.08)
				s.AddLine(render.Point{X: fx + 0.85, Y: fy + 0.15}, render.Point{X: fx + 0.15, Y: fy + 0.85}, st.Line, 0.08)
			}
			// outline only the sides that do not continue into the same material
			same := func(dx, dy int) bool {
				n := drawsteel.Square{X: x + dx, Y: y + dy}
				return b.In(n) && b.Cell(n).HasWall() && b.Cell(n).Wall == c.Wall
			}
			if !same(0, -1) {
				s.AddLine(render.Point{X: fx, Y: fy}, render.Point{X: fx + 1, Y: fy}, st.Edge, 0.07)
			}
			if !same(0, 1) {
				s.AddLine(render.Point{X: fx, Y: fy + 1}, render.Point{X: fx + 1, Y: fy + 1}, st.Edge, 0.07)
			}
			if !same(-1, 0) {
				s.AddLine(render.Point{X: fx, Y: fy}, render.Point{X: fx, Y: fy + 1}, st.Edge, 0.07)
			}
			if !same(1, 0) {
				s.AddLine(render.Point{X: fx + 1, Y: fy}, render.Point{X: fx + 1, Y: fy + 1}, st.Edge, 0.07)
			}
		}
	}
}

// addWallBadges writes the height of each run of wall, once, in a corner
// Badge.
func addWallBadges(s *render.Scene, b *drawsteel.Board, l *Labels, sp span) {
	for _, q := range l.walls {
		if !sp.has(q) {
			continue
		}
		fx, fy := float64(q.X), float64(q.Y)
		s.AddRect(render.Rect{Min: render.Point{X: fx + 0.58, Y: fy + 0.6}, Max: render.Point{X: fx + 0.97, Y: fy + 0.97}}, render.RGBA(0, 0, 0, 190), color.RGBA{}, 0)
		s.AddLabel(render.Point{X: fx + 0.775, Y: fy + 0.785}, fmt.Sprint(b.Cell(q).WallHeight), 0.3, render.RGB(255, 255, 255), render.AlignCenter, true)
	}
}

func addCoordinates(s *render.Scene, b *drawsteel.Board, t *render.Theme, sp span) {
	c := t.CoordText
	for x := sp.x0; x < sp.x1 && sp.y0 == 0; x++ {
		s.AddLabel(render.Point{X: float64(x) + 0.5, Y: -render.Margin / 2}, fmt.Sprint(x), 0.3, c, render.AlignCenter, false)
	}
	for y := sp.y0; y < sp.y1 && sp.x0 == 0; y++ {
		s.AddLabel(render.Point{X: -render.Margin / 2, Y: float64(y) + 0.5}, fmt.Sprint(y), 0.3, c, render.AlignCenter, false)
	}
}

// creatureLabel is a Draw Steel creature's TokenLabel.
func creatureLabel(c *drawsteel.Creature) string {
	return render.TokenLabel(cmp.Or(c.Name, c.ID), c.Size.Squares())
}

// addToken draws a creature over its whole footprint: heroes as discs,
// everyone else as octagons (a shape cue for colour-blind players and for
// grayscale print), with name, Stamina bar, elevation badge and prone mark.
func addToken(s *render.Scene, b *drawsteel.Board, c *drawsteel.Creature, t *render.Theme, selected, acted bool, minText float64) {
	n := float64(c.Size.Squares())
	ctr := spaceCentre(c)
	cx, cy := ctr.X, ctr.Y
	r := n/2 - 0.07
	if c.Size < drawsteel.SizeMedium {
		r *= 0.86 // tiny and small creatures look smaller than their square
	}
	fill := t.SideColor(c.Side)
	if c.Dying() {
		fill = render.Shade(fill, -0.55)
	}
	up := c.Z - b.GroundUnder(c.At, c.Size.Squares())
	if up > 0 {
		// a flying creature casts a shadow on the ground below it
		s.Add(render.Disc(render.Point{X: cx + 0.1, Y: cy + 0.16}, r*0.92, render.RGBA(0, 0, 0, 110), color.RGBA{}, 0))
	}
	if selected {
		s.Add(render.Disc(render.Point{X: cx, Y: cy}, r+0.1, color.RGBA{}, t.Select, 0.12))
	}
	lw := t.OutlineWidth
	if lw == 0 {
		lw = 0.05
	}
	body := render.TokenBody(t.SideShape(c.Side), cx, cy, r)
	body.Fill, body.Stroke, body.Width = fill, t.Outline, lw
	s.Add(body)
	ring := render.TokenBody(t.SideShape(c.Side), cx, cy, r-0.02-lw)
	ring.Stroke, ring.Width = t.TokenRing, lw
	s.Add(ring)
	if acted {
		// has had its turn this round: greyed out (seen across the table),
		// the name still readable, and a large check mark
		dim := render.TokenBody(t.SideShape(c.Side), cx, cy, r)
		dim.Fill = render.RGBA(30, 30, 34, 150)
		s.Add(dim)
	}

	label, size := tokenName(c, r, minText)
	s.AddLabel(render.Point{X: cx + 0.025, Y: cy - 0.04*n + 0.025}, label, size, render.RGBA(0, 0, 0, 200), render.AlignCenter, true)
	s.AddLabel(render.Point{X: cx, Y: cy - 0.04*n}, label, size, t.TokenText, render.AlignCenter, true)

	if c.MaxStamina > 0 {
		w, h := 1.1*r, 0.1*math.Sqrt(n)
		y0 := cy + r*0.42
		s.AddRect(render.Rect{Min: render.Point{X: cx - w/2, Y: y0}, Max: render.Point{X: cx + w/2, Y: y0 + h}}, t.StaminaBack, color.RGBA{}, 0)
		frac := math.Max(0, math.Min(1, float64(c.Stamina)/float64(c.MaxStamina)))
		col := t.StaminaOK
		switch {
		case c.Dying():
			col = t.StaminaOut
		case c.Winded():
			col = t.StaminaLow
		}
		if frac > 0 {
			s.AddRect(render.Rect{Min: render.Point{X: cx - w/2, Y: y0}, Max: render.Point{X: cx - w/2 + w*frac, Y: y0 + h}}, col, color.RGBA{}, 0)
		}
	}
	// a badge's words are a little smaller than the name, and a badge
	// hides little of a small token
	bk := math.Min(render.BadgeScale(0.8*minText), 1.6*n)
	if up > 0 {
		render.ScaledBadge(s, render.Point{X: cx + r*0.78, Y: cy - r*0.8}, fmt.Sprintf("▲%d", up), t.BadgeFill, t.BadgeText, bk)
	}
	if acted {
		at := render.Point{X: cx - r*0.75, Y: cy - r*0.75}
		cr := 0.28 * math.Sqrt(n)
		s.Add(render.Disc(at, cr, t.StaminaOK, t.Outline, 0.04))
		s.Add(render.Shape{Kind: render.Polyline, Stroke: render.RGB(255, 255, 255), Width: 0.3 * cr,
			Points: []render.Point{{X: at.X - 0.5*cr, Y: at.Y}, {X: at.X - 0.1*cr, Y: at.Y + 0.4*cr}, {X: at.X + 0.55*cr, Y: at.Y - 0.45*cr}}})
	}
	// the creature's state in words, stacked down from its bottom edge:
	// winded, dying or dead, prone, then each condition. The words grow
	// with the token (a mark on a 3-square ogre is as easy to read from
	// across the table as the ogre) and never below the window's minimum:
	// they stack under the token, so unlike its other badges they are not
	// capped to hide little of it.
	mk := math.Max(render.BadgeScale(0.8*minText), math.Sqrt(n))
	for i, m := range tokenMarks(b, c) {
		fill, ink := t.Prone, render.RGB(255, 255, 255)
		switch m.state {
		case drawsteel.StateWinded:
			fill, ink = t.StaminaLow, render.RGB(16, 16, 20)
		case drawsteel.StateDying, drawsteel.StateDead, drawsteel.StateDestroyed:
			fill = t.StaminaOut
		}
		render.ScaledBadge(s, render.Point{X: cx, Y: cy + r + 0.32*mk*float64(i)}, m.text, fill, ink, mk)
	}
}

// tokenName is the name written on a token of radius r and its size:
// creatureLabel at the largest size the token holds, or, when that is
// well below minText, the longest shortening of the name (down to one letter
// and a duplicate's number) the token holds at minText, written as large
// as the token allows. A token too small for even the shortest name at
// minText gets that name as large as it fits.
func tokenName(c *drawsteel.Creature, r, minText float64) (string, float64) {
	n := float64(c.Size.Squares())
	top := 0.42 * math.Sqrt(n) // the tallest a name is drawn
	if minText > top {
		top = math.Min(minText, 1.2*r) // a glyph is about 0.7 of its size high
	}
	fits := func(label string) float64 {
		letters := float64(len([]rune(label)))
		size := math.Min(top, 2.2*r/(0.6*letters+0.1))
		if base := 0.42 * math.Sqrt(n); size > base {
			// grown past the export's size: kept inside the token's waist
			size = math.Max(base, math.Min(size, 1.6*r/render.TextWidth("x", 1, true)/letters))
		}
		return size
	}
	label := creatureLabel(c)
	size := fits(label)
	want := 0.7 * math.Min(minText, top) // a letter less is worth more than a little size
	name := cmp.Or(c.Name, c.ID)
	for letters := len([]rune(label)) - 1; size < want && letters >= 1; letters-- {
		label = render.ShortName(name, letters)
		size = fits(label)
	}
	return label, size
}

// tokenMark is one word (or two) written under a token; state is set for
// the mark of the creature's Stamina state.
type tokenMark struct {
	text  string
	state drawsteel.State
}

// tokenMarks is the state written under a token: WINDED, DYING, DEAD (a
// Director's creature at 0 Stamina, a hero at minus its winded value) or
// DESTROYED (an object) first, then PRONE and each condition; a condition
// with a source on the board names it ("TAUNTED by Ogre"), so the director
// sees who taunts whom at a glance.
func tokenMarks(b *drawsteel.Board, c *drawsteel.Creature) []tokenMark {
	var out []tokenMark
	if st := c.State(); st != drawsteel.StateFine {
		out = append(out, tokenMark{text: strings.ToUpper(st.String()), state: st})
	}
	if c.Prone {
		out = append(out, tokenMark{text: "PRONE"})
	}
	for _, k := range c.Conditions {
		text := strings.ToUpper(string(k))
		if by := c.Source(k); by != "" && b != nil {
			if src, ok := b.Creature(by); ok {
				text += " by " + render.ShortName(cmp.Or(src.Name, src.ID), 8)
			}
		}
		out = append(out, tokenMark{text: text})
	}
	return out
}
