// What is drawn over the map each frame: hover, selection, names, tactics
// and the preview of the move under way.

package game

import (
	"github.com/battlemap/battlemap/grid"
	"image/color"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// Overlay builds what is drawn over the map this frame: hover, selection
// and the forced-movement preview. It only reads what rules already
// computed.
func (g *Game) overlay() *render.Scene {
	s := BuildOverlay(g.in, g.sceneOpt.Theme)
	if id := g.in.Selected(); g.in.ShowTactics() && id != "" && g.in.Mode() == session.ModeIdle {
		t := g.sceneOpt.Theme
		render.AddTactics(s, g.Board(), id, g.tactics.facts(g.Board(), id), &t)
	}
	return s
}

// noteCache keeps the figure's marks, converted once per change.
type noteCache struct {
	ver   int
	valid bool
	out   []render.Annotation
}

func (c *noteCache) marks(in *session.Interaction) []render.Annotation {
	if v := in.History().FigureVersion(); !c.valid || c.ver != v {
		c.ver, c.valid, c.out = v, true, session.NoteMarks(in.Figure().Notes)
	}
	return c.out
}

// tacticsCache keeps the selected creature's tactical facts, computed once
// per board and selection.
type tacticsCache struct {
	board *drawsteel.Board
	id    string
	out   []render.Tactic
}

func (c *tacticsCache) facts(b *drawsteel.Board, id string) []render.Tactic {
	if c.board != b || c.id != id {
		c.board, c.id, c.out = b, id, render.TacticsFor(b, id)
	}
	return c.out
}

// BuildOverlay is the overlay scene for an interaction.
func BuildOverlay(in *session.Interaction, t render.Theme) *render.Scene {
	b := in.Board()
	s := &render.Scene{}
	if q, ok := in.Cursor(); ok && in.Mode() != session.ModePreview {
		s.Add(render.Rectangle(render.Rect{Min: render.Point{X: float64(q.X), Y: float64(q.Y)}, Max: render.Point{X: float64(q.X + 1), Y: float64(q.Y + 1)}}, color.RGBA{}, t.Hover, 0.06))
	}
	ring := func(id string, c color.RGBA, dash float64) { addRing(s, b, id, c, dash) }
	// the full name of the creature pointed at, or picked by keyboard
	if q, ok := in.Cursor(); ok && (in.Mode() == session.ModeIdle || in.Mode() == session.ModeTargets) {
		render.AddNamePlate(s, b, in.CreatureAt(q), &t)
	} else if in.Mode() == session.ModeTargets {
		render.AddNamePlate(s, b, in.Candidate(), &t)
	}
	switch in.Mode() {
	case session.ModeIdle:
		ring(in.Selected(), t.Select, 0)
	default:
		ring(in.Source(), t.Select, 0)
		for _, id := range in.Targets() {
			ring(id, t.Danger, 0.2)
		}
		ring(in.Candidate(), t.Hover, 0.2)
	}
	if in.Mode() == session.ModeNotes {
		if n, ok := in.Pending(); ok {
			render.AddAnnotations(s, session.NoteMarks([]maps.Annotation{n}), &t)
		}
		return s
	}
	if in.Mode() == session.ModeMoving {
		if plan, ok := in.MovePlan(); ok {
			render.AddMoveOverlay(s, b, &plan, &t)
		}
		if at, why, ok := in.FreeSpot(); ok {
			mover, _, _ := in.Moving()
			render.AddPlacement(s, b, mover, at, why, &t)
		}
		return s
	}
	addForcedPreview(s, b, in, &t)
	return s
}

// addRing rings a creature's token on b (dash 0: solid).
func addRing(s *render.Scene, b *drawsteel.Board, id string, c color.RGBA, dash float64) {
	if cr, ok := b.Creature(id); ok {
		n := float64(cr.Size.Squares())
		s.Add(render.Shape{Kind: render.Circle, Points: []render.Point{render.SquareLayout{}.SpaceCenter(grid.Cell(cr.At), cr.Size.Squares())},
			Radius: n/2 + 0.02, Stroke: c, Width: 0.12, Dash: dash})
	}
}

// addForcedPreview draws the forced move previewed, if any, on b: its
// path, aim and outcome (the indicated area is in the map scene, under
// the tokens).
func addForcedPreview(s *render.Scene, b *drawsteel.Board, in *session.Interaction, t *render.Theme) {
	p := in.Preview()
	if in.Mode() != session.ModePreview || p == nil {
		return
	}
	o := &render.ForcedOverlay{Target: p.Target, Start: p.Start, Waypoints: in.Waypoints()}
	if sh, ok := in.Shown(); ok {
		o.HasAim, o.Aim, o.Path, o.Outcome, o.Legal = true, sh.Aim, sh.Path, sh.Outcome, sh.Legal
	}
	render.AddForcedOverlay(s, b, o, t)
}
