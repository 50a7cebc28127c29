package zones

import (
	"errors"
	"fmt"
	"math"

	"github.com/battlemap/battlemap/maps"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
	"github.com/battlemap/battlemap/render"
	zonescene "github.com/battlemap/battlemap/render/zones"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// ZoneThrowPreview is a throw to preview in an exported zone map: the
// target, the result of the throw's challenge, and the thrower ("" for
// none).
type ZoneThrowPreview struct {
	Target, By string
	Result     int
}

// defaultZoneScale is a zone map's pixels per canvas unit (about a
// token's width): a map of a dozen zones stays a page wide.
const defaultZoneScale = 48

// ZoneBoxes returns each zone's box in canvas units, and the outlines of
// the zones a file outlines: the file's drawing, or render.LayoutZones
// when the file draws none.
func ZoneBoxes(zm *zonesfile.ZoneMap) ([]render.Rect, [][]render.Point) {
	m := zm.Map
	if zm.Shapes == nil {
		elev := make([]float64, len(m.Zones))
		occ := make([]int, len(m.Zones))
		index := map[string]int{}
		for i, z := range m.Zones {
			elev[i] = z.Elevation
			index[z.ID] = i
		}
		for _, c := range m.Creatures {
			occ[index[c.Zone]]++
		}
		links := make([][2]int, 0, len(m.Links))
		for _, l := range m.Links {
			links = append(links, [2]int{index[l.From], index[l.To]})
		}
		return render.LayoutZones(elev, occ, links), nil
	}
	boxes := make([]render.Rect, len(zm.Shapes))
	outlines := make([][]render.Point, len(zm.Shapes))
	for i, s := range zm.Shapes {
		if s.Outline == nil {
			boxes[i] = render.Rect{Min: render.Point{X: s.X, Y: s.Y}, Max: render.Point{X: s.X + s.W, Y: s.Y + s.H}}
			continue
		}
		// the name, tokens and links of an outlined zone go in the box its
		// first three corners span (docs/format.md)
		b := render.Rect{Min: render.Point{X: s.Outline[0][0], Y: s.Outline[0][1]}, Max: render.Point{X: s.Outline[0][0], Y: s.Outline[0][1]}}
		for k, p := range s.Outline {
			outlines[i] = append(outlines[i], render.Point{X: p[0], Y: p[1]})
			if k < 3 {
				b.Min.X, b.Min.Y = min(b.Min.X, p[0]), min(b.Min.Y, p[1])
				b.Max.X, b.Max.Y = max(b.Max.X, p[0]), max(b.Max.Y, p[1])
			}
		}
		boxes[i] = b
	}
	return boxes, outlines
}

// BuildZoneExport draws a zone encounter as a figure: the zones, links
// and tokens, the throw preview if asked for, and the caption. Scale is
// pixels per canvas unit (0: defaultZoneScale).
func BuildZoneExport(enc *maps.Encounter, format session.ExportFormat, themeName string, scale float64, throw *ZoneThrowPreview) (*session.ExportFigure, error) {
	if enc == nil || enc.Zones == nil {
		return nil, errors.New("game: export: no zone map")
	}
	if format == "" {
		format = session.ExportPNG
	}
	theme, err := session.ExportTheme(themeName)
	if err != nil {
		return nil, err
	}
	fit := scale == 0 // the default, lowered to fit for a large map
	if fit {
		scale = defaultZoneScale
	}
	b, err := enc.Zones.Board()
	if err != nil {
		return nil, fmt.Errorf("game: export: %w", err)
	}
	zm := zonescene.Map{Board: b}
	zm.Boxes, zm.Outlines = ZoneBoxes(enc.Zones)
	if throw != nil {
		opts, err := zones.ThrowOptions(b, throw.Target, throw.By, throw.Result)
		if err != nil {
			return nil, fmt.Errorf("game: export: %w", err)
		}
		zm.Throw = &zonescene.Throw{Target: throw.Target, Result: throw.Result, Options: opts}
	}
	// The figure's bounds (the zones' and the caption's under them) are
	// known before the scene, so its scale is chosen first and the scene
	// drawn at it, as the window draws at its zoom: links finer than a
	// pixel, or covering the whole map, become a web of hairlines instead
	// of a band, a mark and a label each (a map at the limits exported
	// at its fitted scale drew 100,000 links in full).
	fig := render.Figure{Region: zonescene.SceneBounds(len(enc.Zones.Map.Zones), zm.Boxes), Caption: enc.Caption}
	bounds := fig.Compose(&render.Scene{Bounds: fig.Region}, &theme).Bounds
	if fit {
		scale = fitZoneScale(bounds)
	}
	if err := session.CheckPixels((bounds.Max.X-bounds.Min.X)*scale, (bounds.Max.Y-bounds.Min.Y)*scale); err != nil {
		return nil, err
	}
	zm.Scale = scale
	s := zonescene.BuildScene(zm, theme)
	fig.Compose(s, &theme)
	v, w, h := render.RegionView(s.Bounds, scale)
	return &session.ExportFigure{Scene: s, View: v, Width: w, Height: h, Format: format}, nil
}

// minZoneScale is the least scale the default comes down to for a large
// zone map: a box of 7 units is still 28 pixels wide.
const minZoneScale = 4

// fitZoneScale is the default scale for a figure of bounds b: at most
// defaultZoneScale, less for a map too large to export at it (a map of
// hundreds of zones laid out by the program), down to minZoneScale.
func fitZoneScale(b render.Rect) float64 {
	w, h := b.Max.X-b.Min.X, b.Max.Y-b.Min.Y
	if !(w > 0 && h > 0) {
		return defaultZoneScale
	}
	// the sides and the area within limits, with a margin for rounding
	fit := min(defaultZoneScale, (session.MaxExportSide-2)/w, (session.MaxExportSide-2)/h, math.Sqrt(session.MaxExportPixels/(w*h))*0.999)
	return max(math.Floor(fit*100)/100, minZoneScale)
}
