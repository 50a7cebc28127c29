package session

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	realmscene "github.com/battlemap/battlemap/render/realms"
	"github.com/battlemap/battlemap/rules/realms"
)

// HexPreview is a willing move on an Enchanted Realms hex map to draw in
// an exported figure: the creature, the actions it takes first, and where
// it goes (To along the cheapest path, or Path, the hexes stepped into).
// With neither, only its reach is drawn.
type HexPreview struct {
	Creature string
	Actions  []realms.Action
	To       *realms.Pos
	Path     []realms.Pos
	// NoArea leaves the reach out.
	NoArea bool
}

// buildHexExport is buildExport for a hex map: the map with coordinates
// along the edges (in the screen theme, or when asked), the move's reach
// and path, and beneath them the legend (in the print theme) and caption.
func buildHexExport(enc *maps.Encounter, opt ExportOptions, format ExportFormat, scale float64) (*ExportFigure, error) {
	h := enc.Hex
	b := h.Board
	if opt.Preview != nil || opt.SideView {
		return nil, errors.New("game: export: a hex map previews a willing move (HexPreview); forced movement and side views are Draw Steel's")
	}
	theme, err := ExportTheme(opt.Theme)
	if err != nil {
		return nil, err
	}
	print := theme.Name == "print"
	so := realmscene.Options{Theme: theme, Coordinates: opt.Coordinates.on(!print), Material: h.Material,
		Background: opt.Background, BackgroundRect: opt.BackgroundRect}
	summary := ""
	if p := opt.HexPreview; p != nil {
		c := b.Creature(p.Creature)
		if c == nil {
			return nil, fmt.Errorf("game: export: no creature %q to preview a move of", p.Creature)
		}
		ro := realms.Options{Actions: p.Actions}
		if len(p.Path) > 0 && p.To != nil {
			return nil, errors.New("game: export: give the preview a destination or a path, not both")
		}
		if !p.NoArea {
			r, err := b.Reach(p.Creature, ro)
			if err != nil {
				return nil, fmt.Errorf("game: export: %w", err)
			}
			so.Reach = r
		}
		var plan realms.Plan
		switch {
		case p.To != nil:
			plan, err = b.Plan(p.Creature, b.Cell(*p.To), ro)
		case len(p.Path) > 0:
			cells := make([]grid.Cell, len(p.Path))
			for i, q := range p.Path {
				cells[i] = b.Cell(q)
			}
			plan, err = b.PlanPath(p.Creature, cells, ro)
		default:
			plan, err = b.PlanPath(p.Creature, nil, ro)
		}
		if err != nil {
			return nil, fmt.Errorf("game: export: %w", err)
		}
		if len(plan.Path) > 1 {
			so.Plan = &plan
		} else {
			so.Selected = p.Creature
		}
		summary = HexMoveSummary(c, &plan)
	}
	s := realmscene.BuildScene(b, so)
	size := render.NewHexLayout(b.Geometry).Size()
	region := opt.Region
	if region == (render.Rect{}) {
		region = s.Bounds
		if !so.Coordinates {
			const m = 0.2
			region = render.Rect{Min: render.Point{X: -m, Y: -m}, Max: render.Point{X: size.X + m, Y: size.Y + m}}
		}
		// room for large tokens and badges that reach past the map's edge
		if e := render.Extent(s.Shapes); e != (render.Rect{}) {
			region.Min.X, region.Min.Y = min(region.Min.X, e.Min.X-0.05), min(region.Min.Y, e.Min.Y-0.05)
			region.Max.X, region.Max.Y = max(region.Max.X, e.Max.X+0.05), max(region.Max.Y, e.Max.Y+0.05)
		}
	} else if err := checkHexRegion(region, size); err != nil {
		return nil, err
	}
	if err := CheckPixels((region.Max.X-region.Min.X)*scale, (region.Max.Y-region.Min.Y)*scale); err != nil {
		return nil, err
	}
	caption := strings.TrimSpace(strings.Join([]string{enc.Caption, summary}, " "))
	fig := render.Figure{Region: region, Caption: caption}
	if opt.Legend.on(print) {
		fig.Legend = realmscene.Legend(b, h.Material, so.Reach != nil, so.Plan != nil)
	}
	fig.Compose(s, &theme)
	if err := CheckPixels((s.Bounds.Max.X-s.Bounds.Min.X)*scale, (s.Bounds.Max.Y-s.Bounds.Min.Y)*scale); err != nil {
		return nil, err
	}
	v, w, ht := render.RegionView(s.Bounds, scale)
	return &ExportFigure{Scene: s, View: v, Width: w, Height: ht, Format: format}, nil
}

// HexMoveSummary is a move's figures in words, the round's movement from
// the species movement through each effect and action to what is left:
// "Brann: 40 ft, quick step axiom +10 = 50; dismount-medium -20; path 20 ft; 10 ft left."
func HexMoveSummary(c *realms.Creature, p *realms.Plan) string {
	m := p.Budget.Movement
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d ft", cmp.Or(c.Name, c.ID), m.Species)
	for _, st := range m.Steps {
		switch st.Effect.Kind {
		case realms.Percent:
			fmt.Fprintf(&b, ", %s %d%% = %d", st.Effect.Name, st.Effect.Value, st.After)
		default:
			fmt.Fprintf(&b, ", %s %+d = %d", st.Effect.Name, st.Effect.Value, st.After)
		}
	}
	for _, a := range p.Budget.Actions {
		fmt.Fprintf(&b, "; %s -%d", a.Action, a.Feet)
	}
	if len(p.Path) > 1 {
		fmt.Fprintf(&b, "; path %d ft", p.Cost)
	}
	fmt.Fprintf(&b, "; %d ft left.", p.Remaining)
	return b.String()
}

// checkHexRegion checks a region against a hex map of the given size in
// map units (one unit per hex across).
func checkHexRegion(r render.Rect, size render.Point) error {
	for _, v := range []float64{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("game: export: region %g,%g to %g,%g: want numbers of hexes", r.Min.X, r.Min.Y, r.Max.X, r.Max.Y)
		}
	}
	if !(r.Max.X > r.Min.X && r.Max.Y > r.Min.Y) {
		return fmt.Errorf("game: export: region %g,%g to %g,%g is empty (want the top-left corner first)", r.Min.X, r.Min.Y, r.Max.X, r.Max.Y)
	}
	if r.Max.X <= 0 || r.Max.Y <= 0 || r.Min.X >= size.X || r.Min.Y >= size.Y {
		return fmt.Errorf("game: export: region %g,%g to %g,%g shows none of the map (0,0 to %.2f,%.2f is all of it)", r.Min.X, r.Min.Y, r.Max.X, r.Max.Y, size.X, size.Y)
	}
	return nil
}
