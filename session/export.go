package session

import (
	"errors"
	"fmt"
	"image"
	"io"
	"math"
	"path/filepath"
	"strings"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/render/raster"
	"github.com/battlemap/battlemap/render/svg"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// ExportFormat is a file format a figure is written in.
type ExportFormat string

const (
	ExportPNG ExportFormat = "png" // a bitmap at Scale pixels per square, recording Scale dots per inch
	ExportSVG ExportFormat = "svg" // vector shapes and text, Scale px per square
)

// ExportFormatFor is the format a file name's extension names.
func ExportFormatFor(path string) (ExportFormat, error) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".png":
		return ExportPNG, nil
	case ".svg":
		return ExportSVG, nil
	}
	return "", fmt.Errorf("game: export %s: unknown format (want a file ending in .png or .svg)", path)
}

// Switch is an on/off choice with a default that depends on the theme.
type Switch uint8

const (
	Auto Switch = iota // the theme decides: on in print, off on screen (coordinates: the other way round)
	On
	Off
)

func (s Switch) on(auto bool) bool { return s == On || (s == Auto && auto) }

// Export defaults and limits. A PNG is drawn whole in memory, about 12
// bytes a pixel with its encoding, so MaxExportPixels keeps an export near
// 300 MB: an A3 page at 300 dpi is 17.4 million pixels.
const (
	DefaultExportScale = 64         // pixels per square
	MaxExportSide      = 20000      // pixels, width or height
	MaxExportPixels    = 25_000_000 // pixels, width times height
)

// ExportOptions says what to draw and how. The zero value exports the
// whole map as a PNG in the print theme at DefaultExportScale.
type ExportOptions struct {
	Format ExportFormat // "" is PNG
	// Region is the part of the map to draw, in squares from the map's
	// top-left corner: {0,0}-{8,5} is the whole of an 8 x 5 map. The zero
	// Rect is the whole map (with its coordinates, when shown).
	Region render.Rect
	// Scale is pixels per square: for PNG, 300 gives one-inch squares at
	// 300 dpi. 0 is DefaultExportScale.
	Scale float64
	// Theme is "print" (the default: white page, grayscale-safe patterns)
	// or "screen" (the window's colours).
	Theme string
	// Legend adds a legend of the materials and terrain on the map (Auto:
	// in the print theme). Coordinates writes column and row numbers
	// around the map (Auto: in the screen theme).
	Legend, Coordinates Switch
	// Preview, when set, draws a forced move as the window previews it.
	Preview *ExportPreview
	// HexPreview, on a hex map, draws a willing move and its reach.
	HexPreview *HexPreview
	// SideView adds the cross-section of the previewed path below the map.
	SideView bool
	// RegularFont and BoldFont are TrueType data, needed for PNG.
	RegularFont, BoldFont []byte
	// Background is the encounter's picture under the grid and where it
	// lies (LoadBackground); nil for none.
	Background     *render.Picture
	BackgroundRect render.Rect
}

// ExportPreview is a forced move to preview in an exported figure.
type ExportPreview struct {
	Move drawsteel.ForcedMove
	// To aims the move at a position (top-left square of the target's
	// footprint), along the path drawsteel.RouteForced picks; Path gives the
	// squares moved into instead. With neither, only the indicated area is
	// drawn.
	To   *drawsteel.Pos
	Path []drawsteel.Pos
	// NoArea leaves the indicated area out (a slide's can cover the map).
	NoArea bool
}

// ExportFigure is a figure ready to write: the scene and the view that
// puts it on a Width x Height pixel page.
type ExportFigure struct {
	Scene         *render.Scene
	View          render.View
	Width, Height int
	Format        ExportFormat

	// A PNG of a large map: Scene holds all but the squares, drawn in
	// bands from board as squares says before Scene is drawn over them.
	board   *drawsteel.Board
	squares dsscene.Options
}

// bandedSquares is the number of squares shown above which a PNG's
// squares are drawn in bands of bandRows rows: a scene of every square
// of a 1000x1000 map of walls is 9 million shapes.
const (
	bandedSquares = 100_000
	bandRows      = 16
)

// ExportTheme is the theme of a name: "print" or "" (print), "screen"
// (the window's dark theme; "dark" too), "light" or "contrast".
func ExportTheme(name string) (render.Theme, error) {
	if name == "" {
		return render.PrintTheme(), nil
	}
	t, err := render.ThemeNamed(name)
	if err != nil {
		return render.Theme{}, fmt.Errorf("game: unknown theme %q (want print, screen, light or contrast)", name)
	}
	return t, nil
}

// annotations converts an encounter's annotations to the renderer's, in
// map units (square x,y has its centre at x+0.5, y+0.5).
func annotations(enc *maps.Encounter) []dsscene.Annotation {
	return NoteMarks(enc.Annotations)
}

// NoteMarks converts file annotations (in squares) to marks in map units.
func NoteMarks(notes []maps.Annotation) []dsscene.Annotation {
	out := make([]dsscene.Annotation, 0, len(notes))
	for i := range notes {
		a := &notes[i]
		r := dsscene.Annotation{Number: a.Number, Text: a.Text, Color: a.Color, Dashed: a.Dashed, Private: a.Private}
		switch a.Kind {
		case maps.AnnotationArrow:
			r.Kind = render.NoteArrow
		case maps.AnnotationArea:
			r.Kind = render.NoteArea
			if len(a.Squares) > 0 {
				r.Squares = make([]drawsteel.Square, len(a.Squares))
				for i, q := range a.Squares {
					r.Squares[i] = drawsteel.Square(q)
				}
			}
			if a.Rect != nil {
				r.Rect = &[2]drawsteel.Square{drawsteel.Square(a.Rect.Min), drawsteel.Square(a.Rect.Max)}
			}
		case maps.AnnotationCallout:
			r.Kind = render.NoteCallout
		case maps.AnnotationLabel:
			r.Kind = render.NoteLabel
		default:
			continue
		}
		for _, p := range a.Points {
			r.Points = append(r.Points, render.Point{X: p.X + 0.5, Y: p.Y + 0.5})
		}
		if a.FollowsSquares && len(r.Points) > 1 {
			// start at the edge of the token in the first square, not over its name
			p, q := r.Points[0], r.Points[1]
			if d := math.Hypot(q.X-p.X, q.Y-p.Y); d > 0 {
				k := math.Min(0.42, d/2) / d
				r.Points[0] = render.Point{X: p.X + (q.X-p.X)*k, Y: p.Y + (q.Y-p.Y)*k}
			}
		}
		out = append(out, r)
	}
	return out
}

// buildExport draws the encounter as a figure: the map (or the region of
// it) with its annotations, the forced-move preview if asked for, and
// beneath them the side view, legend, callout key and caption.
func buildExport(enc *maps.Encounter, opt ExportOptions) (*ExportFigure, error) {
	if enc == nil || (enc.Square == nil && enc.Hex == nil) {
		return nil, errors.New("game: export: no encounter")
	}
	format := opt.Format
	if format == "" {
		format = ExportPNG
	}
	if format != ExportPNG && format != ExportSVG {
		return nil, fmt.Errorf("game: export: unknown format %q (want png or svg)", format)
	}
	if enc.Hex != nil {
		scale := opt.Scale
		if scale == 0 {
			scale = DefaultExportScale
		}
		if !(scale > 0 && scale <= MaxExportSide) {
			return nil, fmt.Errorf("game: export: scale %g pixels per hex must be above 0 and at most %d", scale, MaxExportSide)
		}
		return buildHexExport(enc, opt, format, scale)
	}
	b := enc.Square.Board
	theme, err := ExportTheme(opt.Theme)
	if err != nil {
		return nil, err
	}
	print := theme.Name == "print"
	scale := opt.Scale
	if scale == 0 {
		scale = DefaultExportScale
	}
	if !(scale > 0 && scale <= MaxExportSide) {
		return nil, fmt.Errorf("game: export: scale %g pixels per square must be above 0 and at most %d", scale, MaxExportSide)
	}
	// Every limit is checked before a shape is built, in float64 (finite
	// corners times a scale of at most MaxExportSide cannot overflow, and
	// CheckPixels refuses infinities), never in an int that could wrap.
	if opt.Region != (render.Rect{}) {
		if err := checkRegion(opt.Region, b); err != nil {
			return nil, err
		}
	}
	mapW, mapH := float64(b.Width), float64(b.Height)
	if r := opt.Region; r != (render.Rect{}) {
		mapW, mapH = r.Max.X-r.Min.X, r.Max.Y-r.Min.Y
	}
	if err := CheckPixels(mapW*scale, mapH*scale); err != nil {
		return nil, err
	}

	// only what the region shows is built
	so := dsscene.Options{Theme: theme, Coordinates: opt.Coordinates.on(!print), Region: opt.Region,
		Background: opt.Background, BackgroundRect: opt.BackgroundRect, PlainAreas: scale < plainAreaScale}
	banded := format == ExportPNG && mapW*mapH > bandedSquares
	squares := so
	if banded {
		so.Layers, squares.Layers = dsscene.NoSquares, dsscene.SquaresOnly
		squares.Labels = dsscene.FindLabels(b)
	}
	var overlay *dsscene.ForcedOverlay
	var side *render.Scene
	if p := opt.Preview; p != nil {
		target, ok := b.Creature(p.Move.Target)
		if !ok {
			return nil, fmt.Errorf("game: export: no creature %q to preview a forced move of", p.Move.Target)
		}
		pv, err := drawsteel.PreviewForced(b, p.Move)
		if err != nil {
			return nil, fmt.Errorf("game: export: %w", err)
		}
		if !p.NoArea {
			so.Area, so.AreaSize = pv.Ends(), target.Size.Squares()
		}
		overlay = &dsscene.ForcedOverlay{Target: pv.Target, Start: pv.Start}
		path := p.Path
		if p.To != nil && len(path) > 0 {
			return nil, errors.New("game: export: give the preview a destination or a path, not both")
		}
		if p.To != nil {
			if path, err = drawsteel.RouteForced(b, p.Move, *p.To); err != nil {
				return nil, fmt.Errorf("game: export: %w", err)
			}
		}
		if len(path) > 0 {
			o, err := drawsteel.ResolveForced(b, p.Move, path)
			if err != nil {
				return nil, fmt.Errorf("game: export: %w", err)
			}
			overlay.HasAim, overlay.Aim, overlay.Path, overlay.Outcome, overlay.Legal = true, path[len(path)-1], path, o, true
			if opt.SideView {
				side = dsscene.BuildSideView(b, dsscene.SideView{Target: pv.Target, Start: pv.Start, Path: path, Outcome: o}, theme)
			}
		} else if opt.SideView {
			return nil, errors.New("game: export: a side view needs the preview aimed (a destination or a path)")
		}
	} else if opt.SideView {
		return nil, errors.New("game: export: a side view needs a forced-move preview")
	}

	notes := annotations(enc)
	var areas, marks []dsscene.Annotation
	var key []render.Callout
	for _, a := range notes {
		switch a.Kind {
		case render.NoteArea:
			areas = append(areas, a)
		case render.NoteCallout:
			if strings.TrimSpace(a.Text) != "" {
				key = append(key, render.Callout{Number: a.Number, Color: a.Color, Text: a.Text})
			}
			marks = append(marks, a)
		default:
			marks = append(marks, a)
		}
	}
	s := dsscene.BuildAnnotatedScene(b, so, areas)
	mapShapes := len(s.Shapes)
	if overlay != nil {
		dsscene.AddForcedOverlay(s, b, overlay, &theme)
	}
	dsscene.AddAnnotations(s, marks, &theme)

	region := opt.Region
	if region == (render.Rect{}) {
		region = s.Bounds
		if !so.Coordinates {
			const m = 0.2
			region = render.Rect{Min: render.Point{X: -m, Y: -m}, Max: render.Point{X: float64(b.Width) + m, Y: float64(b.Height) + m}}
		}
		// room for the marks over the map that reach past its edge
		if e := render.Extent(s.Shapes[mapShapes:]); e != (render.Rect{}) {
			region.Min.X, region.Min.Y = min(region.Min.X, e.Min.X-0.05), min(region.Min.Y, e.Min.Y-0.05)
			region.Max.X, region.Max.Y = max(region.Max.X, e.Max.X+0.05), max(region.Max.Y, e.Max.Y+0.05)
		}
	}
	fig := render.Figure{Region: region, SideView: side, Key: key, Caption: enc.Caption}
	if opt.Legend.on(print) {
		fig.Legend = dsscene.Legend(b, dsscene.PreviewMarks(overlay, len(so.Area) > 0))
	}
	fig.Compose(s, &theme)

	// The legend, side view, key and caption add to the map's size.
	if err := CheckPixels((s.Bounds.Max.X-s.Bounds.Min.X)*scale, (s.Bounds.Max.Y-s.Bounds.Min.Y)*scale); err != nil {
		return nil, err
	}
	v, w, h := render.RegionView(s.Bounds, scale)
	f := &ExportFigure{Scene: s, View: v, Width: w, Height: h, Format: format}
	if banded {
		f.board, f.squares = b, squares
	}
	return f, nil
}

// drawSquares draws the map's squares under the figure in bands of
// bandRows rows, each from a scene of just its band.
func (f *ExportFigure) drawSquares(r *raster.Renderer, dst *image.RGBA) {
	step := max(64, int(math.Ceil(bandRows*f.View.Scale)))
	for y := 0; y < f.Height; y += step {
		band := dst.SubImage(image.Rect(0, y, f.Width, min(y+step, f.Height))).(*image.RGBA)
		opt := f.squares
		opt.Region = render.Rect{Min: f.View.ToMap(render.Point{Y: float64(y)}),
			Max: f.View.ToMap(render.Point{X: float64(f.Width), Y: float64(band.Rect.Max.Y)})}
		r.Draw(band, dsscene.BuildScene(f.board, opt), f.View)
	}
}

// plainAreaScale is the scale (pixels per square) below which an export
// leaves out the hatching of areas, as the window does when zoomed out:
// lines half a square apart would be under 4 pixels apart.
const plainAreaScale = 8

// checkRegion checks that a region is a rectangle that shows some of the
// map, its top-left corner first. It may reach past the map's edges (to
// show the coordinates, or as the window frames it); CheckPixels bounds its
// size.
func checkRegion(r render.Rect, b *drawsteel.Board) error {
	for _, v := range []float64{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("game: export: region %g,%g to %g,%g: want numbers of squares", r.Min.X, r.Min.Y, r.Max.X, r.Max.Y)
		}
	}
	if !(r.Max.X > r.Min.X && r.Max.Y > r.Min.Y) {
		return fmt.Errorf("game: export: region %g,%g to %g,%g is empty (want the top-left corner first)", r.Min.X, r.Min.Y, r.Max.X, r.Max.Y)
	}
	w, h := float64(b.Width), float64(b.Height)
	if r.Max.X <= 0 || r.Max.Y <= 0 || r.Min.X >= w || r.Min.Y >= h {
		return fmt.Errorf("game: export: region %g,%g to %g,%g shows none of the %dx%d map (0,0 to %d,%d is all of it)",
			r.Min.X, r.Min.Y, r.Max.X, r.Max.Y, b.Width, b.Height, b.Width, b.Height)
	}
	return nil
}

// CheckPixels checks a figure's size in pixels against the limits. NaN and
// infinities fail too.
func CheckPixels(w, h float64) error {
	if !(w <= MaxExportSide && h <= MaxExportSide && w*h <= MaxExportPixels) {
		return fmt.Errorf("game: export: the figure would be %.0f x %.0f pixels (at most %d a side and %d million in all): lower the scale or pick a region",
			math.Ceil(w), math.Ceil(h), MaxExportSide, MaxExportPixels/1_000_000)
	}
	return nil
}

// Write writes the figure as PNG or SVG. regular and bold are the fonts
// of a PNG's text (an SVG names the fonts instead).
func (f *ExportFigure) Write(w io.Writer, regular, bold []byte) error {
	if f.Format == ExportSVG {
		return svg.Write(w, f.Scene, f.View, f.Width, f.Height)
	}
	r, err := raster.New(regular, bold)
	if err != nil {
		return fmt.Errorf("game: export: %w", err)
	}
	if f.board != nil {
		return r.WritePNGOver(w, f.Scene, f.View, f.Width, f.Height, func(dst *image.RGBA) { f.drawSquares(r, dst) })
	}
	return r.WritePNG(w, f.Scene, f.View, f.Width, f.Height)
}

// Export draws the encounter as opt says and writes it to w: what
// `battlemap export` and the window's File > Export do.
func Export(enc *maps.Encounter, opt ExportOptions, w io.Writer) error {
	f, err := buildExport(enc, opt)
	if err != nil {
		return err
	}
	return f.Write(w, opt.RegularFont, opt.BoldFont)
}
