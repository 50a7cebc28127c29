package drawsteel

import "github.com/battlemap/battlemap/grid"

// This file lists a forced move's options for the command line: bounded
// in the positions it considers, each option reduced to what changes.

// ForcedListLimit bounds the options `battlemap resolve` lists
// (PreviewForcedWithin): positions aimed at times the radius, about the
// squares their paths hold together. Every option of a slide on a 100x100
// map fits, and a flyer's slide up to 18 squares in every direction.
const ForcedListLimit = 1 << 20

// PreviewForcedWithin is PreviewForced bounded in memory and time for
// listing every option: when the positions within the move's distance
// (clamped to the map, times the heights of a vertical move) times that
// distance are more than limit, it aims only at those within the largest
// radius whose box, times the radius, stays within limit, and sets Within
// to that radius. The move keeps its whole distance: an option's outcome
// (the squares remaining at a collision, how far the target falls) is the
// same as in the full preview; only the squares aimed at, and the paths a
// slide takes to them, stay within the radius.
func PreviewForcedWithin(b *Board, fm ForcedMove, limit int) (*ForcedPreview, error) {
	return previewForced(b, fm, func(s *forcedSim) int {
		if forcedListCost(b, s, s.eff) <= limit {
			return 0
		}
		return forcedWithin(b, s, max(limit, 1))
	})
}

// forcedRoutePreview is the preview RouteForced aims with: the whole
// preview, or when listing it would cost more than ForcedListLimit (a
// flyer's slide 100), the preview cut to 2 squares beyond the aimed
// position, so that one aim costs about the area it spans.
func forcedRoutePreview(b *Board, fm ForcedMove, to Pos) (*ForcedPreview, error) {
	return previewForced(b, fm, func(s *forcedSim) int {
		if forcedListCost(b, s, s.eff) <= ForcedListLimit {
			return 0
		}
		d := squareSteps(to.Square(), s.start.Square())
		if s.vertical {
			d = max(d, grid.Abs(to.Z-s.start.Z))
		}
		return d + 2
	})
}

// forcedAimBox is the box of top-left squares a target moved e squares can
// be aimed at: within e of the start and on the map; in a vertical move,
// e up or down.
func forcedAimBox(b *Board, s *forcedSim, e int) forcedBox {
	x0, y0 := max(s.start.X-e, 0), max(s.start.Y-e, 0)
	x1, y1 := min(s.start.X+e, b.Width-s.n), min(s.start.Y+e, b.Height-s.n)
	bx := forcedBox{x0: x0, y0: y0, z0: s.start.Z, w: x1 - x0 + 1, h: y1 - y0 + 1, d: 1}
	if s.vertical {
		bx.z0, bx.d = s.start.Z-e, 2*e+1
	}
	return bx
}

// forcedListCost is what listing the options aimed within radius r costs:
// the positions in the box times the length of the longest straight path
// in it.
func forcedListCost(b *Board, s *forcedSim, r int) int {
	bx := forcedAimBox(b, s, r)
	// The farthest the box reaches from the start: less than r where the
	// map clamps it.
	far := max(s.start.X-bx.x0, bx.x0+bx.w-1-s.start.X, s.start.Y-bx.y0, bx.y0+bx.h-1-s.start.Y, bx.d/2)
	return bx.size() * (far + 1)
}

// forcedWithin is the largest radius below the move's distance whose list
// costs at most limit (forcedListCost).
func forcedWithin(b *Board, s *forcedSim, limit int) int {
	lo, hi := 1, s.eff // the list at hi doesn't fit; at lo it may not either, but 1 is the least
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if forcedListCost(b, s, mid) <= limit {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// ForcedVertical reports whether the forced move carries its target in
// three dimensions: the effect is vertical, or the target is flying
// ("Forced movement made against a creature who is flying is always a
// vertical forced move"). It is false for an unknown target.
func ForcedVertical(b *Board, fm ForcedMove) bool {
	t, ok := b.Creature(fm.Target)
	if !ok {
		return false
	}
	return forcedIsVertical(b, t, fm.Move)
}

// forcedIsVertical: a vertical effect, or a target flying ("Forced
// movement made against a creature who is flying is always a vertical
// forced move, whether or not the effect specifies it").
func forcedIsVertical(b *Board, t *Creature, m Move) bool {
	return m.Vertical || canStayAloft(t) && b.Aloft(t)
}

// EachOption calls f with every option in To order (Z, Y, X), built one at
// a time, until f returns false. Each outcome holds only what changes:
// only a target that ends somewhere else has a position. Memory stays that
// of the preview and one option: f must not keep the option's Path, which
// the next option reuses.
func (p *ForcedPreview) EachOption(f func(ForcedOption) bool) {
	var path []Pos
	for _, i := range p.index {
		if i < 0 {
			continue
		}
		o := p.buildOption(int(i), path[:0], forcedChanges)
		o.Outcome = forcedFollowOn(p.board, o.Outcome, p.Target, nil)
		path = o.Path
		if !f(o) {
			return
		}
	}
}

// buildOption rebuilds option i by simulating it again, its path in buf,
// its outcome made by outcome (forcedOutcome or forcedChanges), before
// riders and the falls it sets off (as ResolveForced adds them).
func (p *ForcedPreview) buildOption(i int, buf []Pos, outcome func(*Board, int, MoveKind, Pos, []Event, []forcedEvent) Outcome) ForcedOption {
	o := &p.opts[i]
	s := p.sim.fork()
	path := p.pathOf(o, buf)
	r := s.run(path)
	s.fixPath(path, r.reached)
	if path == nil {
		path = []Pos{}
	}
	return ForcedOption{To: o.to.pos(), Path: path,
		Outcome: outcome(p.board, p.ti, p.Move.Move.Kind, r.end, p.Notes, s.events)}
}
