package drawsteel

import (
	"image/color"
	"slices"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Legend lists what the board shows, always in the same order and naming
// each thing the same way: the sides of the tokens, each wall material
// present (with the squares of forced movement it takes to break), raised
// or sunken ground, drops to fall from, liquid, difficult and damaging
// terrain; then the marks of a forced-movement preview that m says are shown.
func Legend(b *drawsteel.Board, m LegendMarks) []render.LegendEntry {
	var out []render.LegendEntry
	// one entry per side, in the order the sides first appear: heroes are
	// discs, everyone else octagons in the side's colour
	var sides []string
	for _, c := range b.Creatures {
		if !slices.Contains(sides, c.Side) {
			sides = append(sides, c.Side)
		}
	}
	out = append(out, render.SideEntries(sides)...)
	var mats [drawsteel.Unbreakable + 1]bool
	var raised, sunk, cliff, liquid, difficult, damaging bool
	for y := 0; y < b.Height; y++ {
		for x := 0; x < b.Width; x++ {
			c := b.Cell(drawsteel.Square{X: x, Y: y})
			if c.HasWall() && c.Wall >= drawsteel.Glass && c.Wall <= drawsteel.Unbreakable {
				mats[c.Wall] = true
			}
			raised = raised || c.Ground > 0
			sunk = sunk || c.Ground < 0
			liquid = liquid || c.Liquid > 0
			difficult = difficult || c.Difficult
			damaging = damaging || c.Damaging > 0
			for _, n := range []drawsteel.Square{{X: x + 1, Y: y}, {X: x, Y: y + 1}} {
				if b.In(n) && grid.Abs(b.Cell(n).Ground-c.Ground) >= 2 {
					cliff = true
				}
			}
		}
	}
	for _, m := range drawsteel.Materials() {
		if !mats[m] {
			continue
		}
		label := m.String() + " wall"
		if n, _, ok := drawsteel.BreakCost(m); ok {
			sq := " squares"
			if n == 1 {
				sq = " square"
			}
			label += " (" + strconv.Itoa(n) + sq + " to break)"
		} else {
			label += " (never breaks)"
		}
		label = strings.ToUpper(label[:1]) + label[1:]
		out = append(out, render.LegendEntry{Label: label, Swatch: cellSwatch(drawsteel.Cell{Wall: m, WallHeight: 1}, true)})
	}
	if raised || sunk {
		out = append(out, render.LegendEntry{Label: "Ground height", Swatch: func(s *render.Scene, t *render.Theme) {
			s.AddRect(render.Rect{Min: render.Point{X: 0, Y: 0}, Max: render.Point{X: 0.5, Y: 1}}, t.GroundAt(0), color.RGBA{}, 0)
			s.AddRect(render.Rect{Min: render.Point{X: 0.5, Y: 0}, Max: render.Point{X: 1, Y: 1}}, t.GroundAt(1), color.RGBA{}, 0)
			s.AddLine(render.Point{X: 0.5, Y: 0}, render.Point{X: 0.5, Y: 1}, t.Step, 0.045)
			s.AddLabel(render.Point{X: 0.75, Y: 0.5}, "1", 0.4, t.HeightText, render.AlignCenter, true)
		}})
	}
	if cliff {
		out = append(out, render.LegendEntry{Label: "Drop of 2 or more (a fall)", Swatch: func(s *render.Scene, t *render.Theme) {
			s.AddRect(render.Rect{Min: render.Point{X: 0, Y: 0}, Max: render.Point{X: 0.5, Y: 1}}, t.GroundAt(2), color.RGBA{}, 0)
			s.AddRect(render.Rect{Min: render.Point{X: 0.5, Y: 0}, Max: render.Point{X: 1, Y: 1}}, t.GroundAt(0), color.RGBA{}, 0)
			s.AddRect(render.Rect{Min: render.Point{X: 0.5, Y: 0}, Max: render.Point{X: 0.66, Y: 1}}, render.RGBA(0, 0, 0, 90), color.RGBA{}, 0)
			s.AddLine(render.Point{X: 0.5, Y: 0}, render.Point{X: 0.5, Y: 1}, t.Cliff, 0.11)
		}})
	}
	if liquid {
		out = append(out, render.LegendEntry{Label: "Liquid", Swatch: cellSwatch(drawsteel.Cell{Liquid: 1}, false)})
	}
	if difficult {
		out = append(out, render.LegendEntry{Label: "Difficult terrain", Swatch: cellSwatch(drawsteel.Cell{Difficult: true}, false)})
	}
	if damaging {
		out = append(out, render.LegendEntry{Label: "Damaging terrain", Swatch: cellSwatch(drawsteel.Cell{Damaging: 1}, false)})
	}
	if m.Area {
		out = append(out, render.LegendEntry{Label: "Indicated area", Swatch: func(s *render.Scene, t *render.Theme) {
			s.AddRect(render.Rect{Min: render.Point{X: 0, Y: 0}, Max: render.Point{X: 1, Y: 1}}, t.GroundAt(0), color.RGBA{}, 0)
			one := drawsteel.NewBoard(1, 1)
			addArea(s, one, []drawsteel.Pos{{}}, 1, t, spanOf(one, render.Rect{}))
		}})
	}
	if m.Path {
		out = append(out, render.LegendEntry{Label: "Forced movement", Swatch: func(s *render.Scene, t *render.Theme) {
			pts := []render.Point{{X: 0.05, Y: 0.5}, {X: 0.62, Y: 0.5}}
			s.Add(render.Shape{Kind: render.Polyline, Points: pts, Stroke: t.PathCasing, Width: 0.26})
			s.Add(render.Shape{Kind: render.Polyline, Points: pts, Stroke: t.PathInk, Width: 0.15})
			s.Add(arrowHead(render.Point{X: 0, Y: 0.5}, render.Point{X: 0.95, Y: 0.5}, t.PathInk, t.PathCasing))
		}})
	}
	if m.Collision {
		out = append(out, render.LegendEntry{Label: "Collision", Swatch: func(s *render.Scene, t *render.Theme) {
			s.Add(burst(render.Point{X: 0.5, Y: 0.5}, 0.45, t.Danger, t.DangerInk))
		}})
	}
	return out
}

// LegendMarks says which marks of a forced-movement preview a figure shows.
type LegendMarks struct{ Area, Path, Collision bool }

// PreviewMarks is the LegendMarks of an overlay: whether it is aimed, and
// whether its outcome has a collision.
func PreviewMarks(o *ForcedOverlay, area bool) LegendMarks {
	m := LegendMarks{Area: area}
	if o == nil || !o.HasAim {
		return m
	}
	m.Path = len(o.Path) > 0
	for _, e := range o.Outcome.Events {
		switch e.Kind {
		case drawsteel.EventSlamCreature, drawsteel.EventSlamObject, drawsteel.EventStopped:
			m.Collision = true
		}
	}
	return m
}

// cellSwatch draws one square as the map draws it.
func cellSwatch(c drawsteel.Cell, wall bool) func(s *render.Scene, t *render.Theme) {
	return func(s *render.Scene, t *render.Theme) {
		b := drawsteel.NewBoard(1, 1)
		b.SetCell(drawsteel.Square{}, c)
		var one render.Scene
		addGround(&one, b, t, spanOf(b, render.Rect{}), false)
		if wall {
			addWalls(&one, b, t, spanOf(b, render.Rect{}))
			// leave out the wall-height badge: the shapes after the last edge line
			last := len(one.Shapes)
			for last > 0 && one.Shapes[last-1].Kind != render.Polyline {
				last--
			}
			one.Shapes = one.Shapes[:last]
		}
		s.Shapes = append(s.Shapes, one.Shapes...)
	}
}
