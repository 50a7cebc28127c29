package drawsteel

import (
	"image/color"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Overlay is what a window draws over a square map of what its user is
// doing: the pointer, the creatures picked, a note being drawn, and the
// move planned or previewed. The session fills it from its interaction
// each frame (the square play's Interaction.Marks, session/drawsteel); BuildOverlay draws it. Empty
// fields draw nothing.
type Overlay struct {
	// Hover is the square pointed at, outlined when HasHover.
	Hover    drawsteel.Square
	HasHover bool
	// NamePlate is the creature whose full name is shown under it.
	NamePlate string
	// Selected is ringed in the theme's Select colour, each of Targets
	// dashed in Danger, and Candidate (picked by keyboard) dashed in Hover.
	Selected  string
	Targets   []string
	Candidate string
	// Notes are annotations being drawn and not yet made.
	Notes []Annotation
	// Move is the willing move planned to the square pointed at, and
	// Placement where a free move would put its mover.
	Move      *drawsteel.MovePlan
	Placement *Placement
	// Forced is the forced move previewed.
	Forced *ForcedOverlay
}

// Placement is where a free move (no rules, the director's hand) would
// put a creature, and why it can't when Why is not "".
type Placement struct {
	Mover string
	At    drawsteel.Pos
	Why   string
}

// BuildOverlay is the scene of o over board b: hover, name plate, rings,
// then the note, move or forced preview under way.
func BuildOverlay(b *drawsteel.Board, o *Overlay, t render.Theme) *render.Scene {
	s := &render.Scene{}
	if o.HasHover {
		s.Add(render.Rectangle(render.Rect{Min: render.Point{X: float64(o.Hover.X), Y: float64(o.Hover.Y)}, Max: render.Point{X: float64(o.Hover.X + 1), Y: float64(o.Hover.Y + 1)}}, color.RGBA{}, t.Hover, 0.06))
	}
	if o.NamePlate != "" {
		AddNamePlate(s, b, o.NamePlate, &t)
	}
	ring := func(id string, c color.RGBA, dash float64) {
		if cr, ok := b.Creature(id); ok {
			n := cr.Size.Squares()
			s.Add(render.Shape{Kind: render.Circle, Points: []render.Point{render.SquareLayout{}.SpaceCenter(grid.Cell(cr.At), n)},
				Radius: float64(n)/2 + 0.02, Stroke: c, Width: 0.12, Dash: dash})
		}
	}
	ring(o.Selected, t.Select, 0)
	for _, id := range o.Targets {
		ring(id, t.Danger, 0.2)
	}
	ring(o.Candidate, t.Hover, 0.2)
	if len(o.Notes) > 0 {
		AddAnnotations(s, o.Notes, &t)
	}
	if o.Move != nil {
		AddMoveOverlay(s, b, o.Move, &t)
	}
	if p := o.Placement; p != nil {
		AddPlacement(s, b, p.Mover, p.At, p.Why, &t)
	}
	if o.Forced != nil {
		AddForcedOverlay(s, b, o.Forced, &t)
	}
	return s
}
