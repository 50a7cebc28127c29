// Aiming a forced move: the position a pointed square aims at, the
// preview shown for it, a slide's shaped path, and why a square can't be
// aimed at.

package drawsteel

import (
	"fmt"
	"slices"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// aim is the position the move is aimed at for the pointed square: the
// footprint placed so that the pointer is on its middle square, at the
// height the user chose (vertical moves).
func (in *Interaction) aim() (drawsteel.Pos, bool) {
	p := in.preview
	c, ok := in.Board().Creature(p.Target)
	if !ok || !in.hasCursor {
		return drawsteel.Pos{}, false
	}
	off := (c.Size.Squares() - 1) / 2
	at := drawsteel.Pos{X: in.cursor.X - off, Y: in.cursor.Y - off, Z: p.Start.Z}
	if !p.Vertical {
		_, ok := p.Stop(at)
		return at, ok
	}
	// heights that can be aimed at over this square, nearest the start first
	var zs []int
	for dz := 0; dz <= p.Effective; dz++ {
		for _, z := range []int{p.Start.Z + dz, p.Start.Z - dz} {
			if _, ok := p.Stop(drawsteel.Pos{X: at.X, Y: at.Y, Z: z}); ok && !slices.Contains(zs, z) {
				zs = append(zs, z)
			}
		}
	}
	if len(zs) == 0 {
		return at, false
	}
	slices.Sort(zs)
	base := slices.Index(zs, closest(zs, p.Start.Z))
	i := max(0, min(len(zs)-1, base+in.aimDZ))
	in.aimDZ = i - base
	at.Z = zs[i]
	return at, true
}

func closest(zs []int, z int) int {
	best := zs[0]
	for _, v := range zs {
		if grid.Abs(v-z) < grid.Abs(best-z) {
			best = v
		}
	}
	return best
}

// reshow looks up the preview for the pointed square (or resolves the
// shaped slide path): what rules returned, never a second calculation.
func (in *Interaction) reshow() {
	in.shownVer++
	in.hasShown = false
	if in.mode != ModePreview || in.preview == nil || !in.hasCursor {
		return
	}
	at, ok := in.aim()
	in.hasShown = true
	if len(in.waypoints) > 0 {
		path := in.slidePath(at)
		out, err := drawsteel.ResolveForced(in.Board(), in.ForcedMove(), path)
		if err != nil {
			in.shown = Shown{Aim: at, Path: path, Why: in.forcedReason(err)}
			return
		}
		in.shown = Shown{Aim: at, Path: path, Outcome: out, Legal: true}
		return
	}
	if !ok {
		in.shown = Shown{Aim: at, Why: in.whyNot(at)}
		return
	}
	opt, _ := in.preview.Option(at)
	in.shown = Shown{Aim: opt.To, Path: opt.Path, Outcome: opt.Outcome, Legal: true}
}

// slidePath is the slide shaped through the waypoints to at, at the
// target's height: each waypoint is the square under the target's middle.
func (in *Interaction) slidePath(at drawsteel.Pos) []drawsteel.Pos {
	c, _ := in.Board().Creature(in.preview.Target)
	off := (c.Size.Squares() - 1) / 2
	z := in.preview.Start.Z
	stops := make([]drawsteel.Pos, 0, len(in.waypoints)+1)
	for _, w := range in.waypoints {
		stops = append(stops, drawsteel.Pos{X: w.X - off, Y: w.Y - off, Z: z})
	}
	if len(stops) == 0 || stops[len(stops)-1].X != at.X || stops[len(stops)-1].Y != at.Y {
		stops = append(stops, at)
	}
	return drawsteel.SlidePath(in.preview.Start, stops)
}

// whyNot explains, cheaply, why a square is not among the options.
func (in *Interaction) whyNot(at drawsteel.Pos) string {
	p := in.preview
	c, _ := in.Board().Creature(p.Target)
	n := c.Size.Squares()
	d := drawsteel.Distance(p.Start, n, at, n)
	if !p.Vertical {
		d = max(grid.Abs(at.X-p.Start.X), grid.Abs(at.Y-p.Start.Y))
	}
	switch {
	case d > p.Effective:
		return fmt.Sprintf("Out of reach: %s away, and the move is %d.", session.Count(d, "square"), p.Effective)
	case p.Move.Move.Kind == drawsteel.Push, p.Move.Move.Kind == drawsteel.Pull:
		rule, sentence := drawsteel.ForcedRule(p.Move.Move.Kind, p.Vertical)
		return fmt.Sprintf("Can't be aimed there: %s (%s).", sentence, rule)
	}
	rule, _ := drawsteel.ForcedRule(p.Move.Move.Kind, p.Vertical)
	return fmt.Sprintf("No slide of that length gets there: walls or corners are in the way (%s, %s).", rule, drawsteel.RuleCantCutCorners)
}
