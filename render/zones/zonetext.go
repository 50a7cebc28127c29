package zones

import (
	"math"
	"slices"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/zones"
)

// titleOverNames is how much larger than MinText a zone's title grows:
// a heading over the names of its tokens.
const titleOverNames = 1.1

// zoneHead is the header of a zone's box: the sizes of its title, badges
// and info lines, and the centres of its lines.
type zoneHead struct {
	title, badge, info     float64
	titleY, infoY, effectY float64
	bottom                 float64 // the foot of the last line
	share                  float64 // the share of their growth the texts took
}

// zoneHeadLayout lays out a zone's header in box b: at the drawing's
// sizes without minText (exports); with it, the title grows towards
// titleOverNames x minText and the badges and info lines towards minText,
// all by the same share of their growth, as far as the header's foot
// stays above limit (the top of the zone's tokens and their marks). An
// effect line sits under the info line. share caps the share of growth
// (the map's zones take the same, see BuildScene).
func zoneHeadLayout(b render.Rect, effect bool, limit, minText, share float64) zoneHead {
	y := b.Min.Y + 0.5
	at := func(title, info float64) zoneHead {
		dt, di := title-zoneTitle, info-zoneInfo
		h := zoneHead{title: title, badge: info, info: info, titleY: y + dt/2,
			infoY: y + 0.62 + dt + di*0.775, effectY: y + 1.12 + dt + di*(0.775+1.25)}
		h.bottom = h.infoY + info/2
		if effect {
			h.bottom = h.effectY + info/2
		}
		return h
	}
	base := at(zoneTitle, zoneInfo)
	if minText <= 0 {
		return base
	}
	full := at(max(zoneTitle, titleOverNames*minText), max(zoneInfo, minText))
	f := share
	if full.bottom > limit {
		f = min(f, max(0, (limit-base.bottom)/(full.bottom-base.bottom)))
	}
	h := at(zoneTitle+f*(full.title-zoneTitle), zoneInfo+f*(full.info-zoneInfo))
	// a badge stands on the title's line: no taller than the title
	h.badge = max(zoneInfo, min(minText, h.title))
	h.share = f
	return h
}

// headLimit is how far down a zone's header may reach: above its
// highest token and the token's mark, or the foot of the box when it
// holds none.
func headLimit(b render.Rect, places []tokenPlace, marked func(tokenPlace) bool) float64 {
	limit := b.Max.Y - 0.2
	for _, tp := range places {
		top := tp.at.Y - tp.r
		if marked(tp) {
			top -= markLift
		}
		limit = min(limit, top-0.08)
	}
	return limit
}

// markLift is how far a token's mark reaches above its disc when the
// window's MinText raises it clear of the initials (zoneMarks).
const markLift = zoneMarkFont*1.3 - 0.08

// TextBox is the box a scene's line of text takes, by render.TextWidth
// and its size: what the zone map keeps its texts apart by.
func TextBox(sh render.Shape) render.Rect {
	w, h := render.TextWidth(sh.Text, sh.Size, sh.Bold), sh.Size
	at := sh.Points[0]
	x := at.X - w/2
	switch sh.Align {
	case render.AlignLeft:
		x = at.X
	case render.AlignRight:
		x = at.X - w
	}
	return render.Rect{Min: render.Point{X: x, Y: at.Y - h/2}, Max: render.Point{X: x + w, Y: at.Y + h/2}}
}

// overlaps reports whether two boxes share more than a sliver.
func overlaps(a, b render.Rect) bool {
	const sliver = 1e-6
	return a.Min.X < b.Max.X-sliver && b.Min.X < a.Max.X-sliver && a.Min.Y < b.Max.Y-sliver && b.Min.Y < a.Max.Y-sliver
}

// nameSpot is where a token's name is written, and how.
type nameSpot struct {
	text string
	at   render.Point
	size float64
}

// nameShare is the share of its room a name fills: a gap between
// neighbours' names.
const nameShare = 0.8

// tokenNames lays out the names under a zone's tokens for the window's
// minText, no larger than the zone's title, centred under each token as
// far as its room holds. A zone
// with one row of tokens writes them as large as minText and the room
// below them allow while every name fits whole; otherwise at the size
// the cells give. When a row's names would be cut short and the room
// below holds a second line, every other name goes one line lower with
// two cells' width; names still too long are cut short to their room.
// Neighbours' names never overlap.
func tokenNames(bd *zones.Board, b render.Rect, places []tokenPlace, minText, title float64) []nameSpot {
	if len(places) == 0 || !places[0].named {
		return make([]nameSpot, len(places))
	}
	cell := places[0].cell
	base := max(0.3, min(minText, cell*0.38, title))
	if last := places[len(places)-1]; last.at.Y == places[0].at.Y {
		// one row: from minText (no larger than the zone's title) down,
		// the first size every name fits at
		for size := min(minText, title); size > base; size -= 0.05 {
			if out, whole := namesAt(bd, b, places, size); whole {
				return out
			}
		}
	}
	out, _ := namesAt(bd, b, places, base)
	return out
}

// namesAt lays out the names at size (see tokenNames), and reports
// whether every name is whole and inside the zone.
func namesAt(bd *zones.Board, b render.Rect, places []tokenPlace, size float64) ([]nameSpot, bool) {
	out := make([]nameSpot, len(places))
	cell := places[0].cell
	name := func(tp tokenPlace) string {
		c, _ := bd.Creature(tp.id)
		return creatureName(c)
	}
	fits := func(text string, room float64) bool { return render.TextWidth(text, size, false) <= nameShare*room }
	whole := true
	for start := 0; start < len(places); {
		end := start
		for end < len(places) && places[end].at.Y == places[start].at.Y {
			end++
		}
		row := places[start:end]
		y := row[0].at.Y + row[0].r + max(cell*0.14, size/2-0.08)
		// the second line stays above the next row's tokens and marks,
		// or the foot of the zone
		bottom := b.Max.Y - 0.05
		if end < len(places) {
			bottom = places[end].at.Y - places[end].r - markLift
		}
		whole = whole && y+size/2 <= bottom
		stagger := false
		if len(row) > 1 && y+1.5*size <= bottom {
			for _, tp := range row {
				stagger = stagger || !fits(name(tp), tp.right-tp.left)
			}
		}
		for j, tp := range row {
			left, right, at := tp.left, tp.right, y
			if stagger {
				left, right = max(tp.at.X-cell, b.Min.X+0.1), min(tp.at.X+cell, b.Max.X-0.1)
				if j%2 == 1 {
					at += size
				}
			}
			text := name(tp)
			if !fits(text, right-left) {
				text = shorten(text, int(nameShare*(right-left)/render.TextWidth("m", size, false)))
				whole = false
			}
			w := render.TextWidth(text, size, false)
			x := min(max(tp.at.X, left+w/2), right-w/2)
			out[start+j] = nameSpot{text: text, at: render.Point{X: x, Y: at}, size: size}
		}
		start = end
	}
	return out, whole
}

// fitTitle is the size of a zone's title and its badges in a header
// width wide: title and badge as laid out, or, when the title and the
// badges beside it do not fit, smaller together (badges no larger than
// the title) down to the drawing's title size, where the title is then
// shortened.
func fitTitle(name string, title, badge float64, badges []string, width float64) (float64, float64) {
	need := func(t, b float64) float64 { return render.TextWidth(name, t, true) + badgesWidth(badges, b) }
	for t := title; t >= zoneTitle-1e-9; t -= 0.02 {
		if b := max(zoneInfo, min(badge, t)); need(t, b) <= width {
			return t, b
		}
	}
	return zoneTitle, zoneInfo
}

// bounds is the box around pts.
func bounds(pts []render.Point) render.Rect {
	r := render.Rect{Min: pts[0], Max: pts[0]}
	for _, p := range pts[1:] {
		r.Min.X, r.Min.Y = min(r.Min.X, p.X), min(r.Min.Y, p.Y)
		r.Max.X, r.Max.Y = max(r.Max.X, p.X), max(r.Max.Y, p.Y)
	}
	return r
}

// linkText is a link's label to lay out, and the line it labels.
type linkText struct {
	text string
	pts  []render.Point
}

// placedLabel is a link's label laid out: its lines, their centre and
// size, and its backing's box.
type placedLabel struct {
	lines []string
	at    render.Point
	size  float64
	back  render.Rect
}

// linkLabels lays out the links' labels for the window's minText, all at
// one size: the largest from minText down to the drawing's at which each
// label finds a place whose backing keeps clear of taken and of the
// labels before it. A label's place is on one line, or on two split
// where the longer is shortest, centred halfway along its line or,
// failing that, nearer its start (away from a drop's arrow). When no
// size places them all, each is at the drawing's size halfway along.
func linkLabels(labels []linkText, minText float64, taken []render.Rect) []placedLabel {
	if len(labels) == 0 {
		return nil
	}
	back := func(lines []string, at render.Point, size float64) render.Rect {
		w := 0.0
		for _, l := range lines {
			w = max(w, render.TextWidth(l, size, true))
		}
		w += 0.3 * size / zoneLabelSz
		h := (float64(len(lines)-1)*1.1 + 1) * size * 0.27 / (zoneLabelSz / 2)
		return render.Rect{Min: render.Point{X: at.X - w/2, Y: at.Y - h/2}, Max: render.Point{X: at.X + w/2, Y: at.Y + h/2}}
	}
	place := func(l linkText, size float64, taken []render.Rect) (placedLabel, bool) {
		forms := [][]string{{l.text}}
		best := -1
		for i, r := range l.text {
			if r == ' ' && (best < 0 || max(i, len(l.text)-i-1) < max(best, len(l.text)-best-1)) {
				best = i
			}
		}
		if best > 0 {
			forms = append(forms, []string{l.text[:best], l.text[best+1:]})
		}
		for _, f := range []float64{0.5, 0.4, 0.3} {
			at := along(l.pts, f)
			for _, lines := range forms {
				r := back(lines, at, size)
				if !slices.ContainsFunc(taken, func(t render.Rect) bool { return overlaps(r, t) }) {
					return placedLabel{lines: lines, at: at, size: size, back: r}, true
				}
			}
		}
		return placedLabel{}, false
	}
	target := max(zoneLabelSz, minText)
	const steps = 8
	for k := steps; k >= 0; k-- {
		size := zoneLabelSz + (target-zoneLabelSz)*float64(k)/steps
		out := make([]placedLabel, 0, len(labels))
		used := slices.Clip(taken)
		for _, l := range labels {
			p, ok := place(l, size, used)
			if !ok {
				break
			}
			out, used = append(out, p), append(used, p.back)
		}
		if len(out) == len(labels) {
			return out
		}
	}
	out := make([]placedLabel, len(labels))
	for i, l := range labels {
		at := along(l.pts, 0.5)
		out[i] = placedLabel{lines: []string{l.text}, at: at, size: zoneLabelSz, back: back([]string{l.text}, at, zoneLabelSz)}
	}
	return out
}

// along is the point a share f of the way along a polyline (its first
// point when it has no length).
func along(pts []render.Point, f float64) render.Point {
	total := 0.0
	for i := 1; i < len(pts); i++ {
		total += math.Hypot(pts[i].X-pts[i-1].X, pts[i].Y-pts[i-1].Y)
	}
	left := total * f
	for i := 1; i < len(pts); i++ {
		p, q := pts[i-1], pts[i]
		sd := math.Hypot(q.X-p.X, q.Y-p.Y)
		if sd >= left && sd > 0 {
			return render.Point{X: p.X + (q.X-p.X)*left/sd, Y: p.Y + (q.Y-p.Y)*left/sd}
		}
		left -= sd
	}
	return pts[0]
}

// sideMark is the text and size of a token's mark written beside its
// disc, on its right, for the window's minText: for a token alone in its
// row, the longest text (texts, longest first) that fits the room to the
// zone's edge at seven tenths of minText or more (no taller than the disc
// holds), else the shortest at the largest size it fits, down to
// zoneMarkRead; false when none does, or without minText, and the mark
// goes over the disc (zoneMarks).
func sideMark(tp tokenPlace, texts []string, minText float64) (string, float64, bool) {
	if minText <= 0 || !tp.alone || len(texts) == 0 {
		return "", 0, false
	}
	room := tp.right - (tp.at.X + tp.r + 0.1)
	top := max(zoneMarkRead, min(minText, 2*(tp.r-0.05)/1.3))
	// the longest text at seven tenths of the top size or more, else the
	// shortest as large as it fits
	for i, t := range texts {
		least := max(zoneMarkRead, 0.7*top)
		if i == len(texts)-1 {
			least = zoneMarkRead
		}
		for size := top; size >= least-1e-9; size -= 0.02 {
			if markWidth(t, size) <= room {
				return t, size, true
			}
		}
	}
	return "", 0, false
}

// badgesWidth is the room a zone's badges take at size, with the gaps
// after them.
func badgesWidth(badges []string, size float64) float64 {
	k, w := size/zoneInfo, 0.0
	for _, text := range badges {
		w += render.TextWidth(text, size, true) + 0.45*k
	}
	return w
}
