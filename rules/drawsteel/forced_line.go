package drawsteel

// The straight lines of a push or pull, each aimed square checked in one
// pass over the box of the move.

import (
	"github.com/battlemap/battlemap/grid"
)

// groundLevel is where a target standing at the square of p would be:
// the highest ground under its footprint.
func (s *forcedSim) groundLevel(p Pos) int {
	g := 0
	for y := p.Y; y < p.Y+s.n; y++ {
		for x := p.X; x < p.X+s.n; x++ {
			if c := s.b.Cell(Square{x, y}); (x == p.X && y == p.Y) || c.Ground > g {
				g = c.Ground
			}
		}
	}
	return g
}

// forcedRound is num/den rounded to the nearest whole number, halves away
// from zero (den > 0).
func forcedRound(num, den int) int {
	if num >= 0 {
		return (2*num + den) / (2 * den)
	}
	return -((-2*num + den) / (2 * den))
}

// forcedLinePoint is the k-th square of the straight line of n squares
// from a toward e (see forced_doc.go): each coordinate of the exact point
// k/n of the way rounded to the nearest square, halves away from a.
func forcedLinePoint(a, e Pos, n, k int) Pos {
	return Pos{a.X + forcedRound(k*(e.X-a.X), n), a.Y + forcedRound(k*(e.Y-a.Y), n), a.Z + forcedRound(k*(e.Z-a.Z), n)}
}

// dist is the distance from the source's space to the target's space at
// p: in three dimensions for a vertical move, on the map plane otherwise.
func (s *forcedSim) dist(p Pos) int {
	if s.vertical {
		return Distance(p, s.n, s.src, s.sn)
	}
	return Distance(Pos{p.X, p.Y, 0}, s.n, Pos{s.src.X, s.src.Y, 0}, s.sn)
}

// addLine records the option of a vertical line of n squares aimed at e,
// simulating it square by square as the line is traced: no path is kept,
// and nothing past the point where the target stops is traced.
func (p *ForcedPreview) addLine(s *forcedSim, e Pos, n int) {
	k := p.box.key(e)
	if k < 0 || p.index[k] >= 0 {
		return
	}
	var w forcedLineWalk
	w.init(s.start, e, n)
	s.tally, s.tallied, s.chain = true, forcedOpt{}, false
	st := s.begin()
	i := 0
	if s.open != nil {
		// The clear squares at the start of the line, in a tight loop:
		// the same as advance's fast path, with the box key carried along.
		bx := &s.openBox
		ck := bx.key(st.cur)
		for i < n {
			q := w.next()
			i++
			cur := st.cur
			dx, dy, dz := q.X-cur.X, q.Y-cur.Y, q.Z-cur.Z
			qk := ck + dx + (dy+dz*bx.h)*bx.w
			// corners at the higher of the two bottoms (cornerBlocked)
			hk, hz := ck, cur.Z
			if dz > 0 {
				hk, hz = ck+dz*bx.h*bx.w, q.Z
			}
			if !s.openAt(qk, q) || (dx != 0 && dy != 0 && (!s.openAt(hk+dx, Pos{q.X, cur.Y, hz}) || !s.openAt(hk+dy*bx.w, Pos{cur.X, q.Y, hz}))) {
				if !s.advance(&st, q) {
					i = n
				}
				break
			}
			s.enteredOpen(&st, q, s.open[qk] == openSurface)
			ck = qk
		}
	}
	for ; i < n; i++ {
		if !s.advance(&st, w.next()) {
			break
		}
	}
	r := s.finish(&st)
	s.tally = false
	o := s.tallied
	if s.rebuild(&o) {
		r.end = s.chainSummary(forcedAppendLine(nil, s.start, e, s.vertical), &o)
	}
	o.to, o.end, o.stop, o.node = forcedPack(e), forcedPack(r.end), forcedPack(r.stop), forcedLine
	p.index[k] = int32(len(p.opts))
	p.opts = append(p.opts, o)
}

// legalLine reports whether the straight line of n squares from the
// start to e moves the target farther from (push) or closer to (pull) the
// source with every square; d0 is the distance at the start.
//
// Checking the end is enough. Each square of a straight line moves every
// coordinate by at most 1, so the distance (the largest gap along an
// axis) changes by at most 1 per square. A push ending exactly n farther
// after n squares has, at its k-th square, a distance at most d0+k (k
// squares from the start) and at least d0+n-(n-k) (n-k squares from the
// end): exactly d0+k, as the rule demands. The same holds for a pull
// ending n closer. TestForcedLineEndCheck checks this against the
// square-by-square test; lines applies it from a table of gaps.
func (s *forcedSim) legalLine(e Pos, n, d0 int) bool {
	sign := 1
	if s.kind == Pull {
		sign = -1
	}
	return s.dist(e) == d0+sign*n
}

// forcedLineWalk yields the squares of a straight line one after the
// other without dividing: the same squares as forcedLinePoint.
// round(k*d/n), halves away from zero, is floor((2kd+n)/2n) for d >= 0:
// the walk keeps 2kd+n modulo 2n on each axis.
type forcedLineWalk struct {
	p          Pos
	n2         int
	dx, dy, dz int // 2|d| per axis
	rx, ry, rz int
	sx, sy, sz int // sign per axis
}

func forcedSign(d int) (sign, abs2 int) {
	if d < 0 {
		return -1, -2 * d
	}
	return 1, 2 * d
}

func (w *forcedLineWalk) init(a, e Pos, n int) {
	w.p, w.n2 = a, 2*n
	w.sx, w.dx = forcedSign(e.X - a.X)
	w.sy, w.dy = forcedSign(e.Y - a.Y)
	w.sz, w.dz = forcedSign(e.Z - a.Z)
	w.rx, w.ry, w.rz = n, n, n
}

func (w *forcedLineWalk) next() Pos {
	if w.rx += w.dx; w.rx >= w.n2 {
		w.rx -= w.n2
		w.p.X += w.sx
	}
	if w.ry += w.dy; w.ry >= w.n2 {
		w.ry -= w.n2
		w.p.Y += w.sy
	}
	if w.rz += w.dz; w.rz >= w.n2 {
		w.rz -= w.n2
		w.p.Z += w.sz
	}
	return w.p
}

// lines fills the preview of a push or pull: every aimed square whose
// straight line is legal.
func (p *ForcedPreview) lines(s *forcedSim) {
	e := s.eff
	a := s.start
	dzs := 0
	if s.vertical {
		dzs = e
	}
	buf := make([]Pos, 0, e)
	d0 := s.dist(a)
	sign := 1
	if s.kind == Pull {
		sign = -1
	}
	// The distance at a+(dx,dy,dz) is the largest of the gaps along the
	// three axes, each a function of one offset: tabulate them.
	gaps := make([]int, 3*(2*e+1))
	gx, gy, gz := gaps[:2*e+1], gaps[2*e+1:4*e+2], gaps[4*e+2:]
	for d := -e; d <= e; d++ {
		gx[d+e] = grid.Gap(a.X+d, s.n, s.src.X, s.sn)
		gy[d+e] = grid.Gap(a.Y+d, s.n, s.src.Y, s.sn)
		if s.vertical {
			gz[d+e] = grid.Gap(a.Z+d, s.n, s.src.Z, s.sn)
		}
	}
	for dz := -dzs; dz <= dzs; dz++ {
		for dy := p.box.y0 - a.Y; dy < p.box.y0+p.box.h-a.Y; dy++ {
			for dx := p.box.x0 - a.X; dx < p.box.x0+p.box.w-a.X; dx++ {
				n := cubeSteps(Pos{}, Pos{dx, dy, dz})
				if n != 0 && max(gx[dx+e], gy[dy+e], gz[dz+e]) != d0+sign*n {
					continue // not a legal line (legalLine)
				}
				to := Pos{a.X + dx, a.Y + dy, a.Z + dz}
				if !s.onMap(to.X, to.Y) {
					continue
				}
				if n == 0 {
					p.add(s, a, nil, forcedLine)
					continue
				}
				if s.vertical {
					p.addLine(s, to, n)
					continue
				}
				buf = forcedAppendLine(buf[:0], a, to, false)
				p.add(s, to, buf, forcedLine)
			}
		}
	}
}
