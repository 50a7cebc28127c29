// The explain panel of every window (square, hex and zone): a narration
// (session.Explain*, formatted by session.FormatExplain) step by step, each
// step with the rule sentence it applies, at the UI scale and large enough
// to read across a table, in the corner of the map that leaves the preview
// in sight, paged with the keys , and . and large ◀ ▶ buttons.

package game

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
	"github.com/battlemap/battlemap/session"
)

// explainPx is the explain panel's text size (before the UI scale): as
// large as the status bar's, to be read from the far side of a table; a
// long narration shrinks it, never below explainMinPx.
const (
	ExplainPx    = StatusPx
	ExplainMinPx = 15
)

// ExplainBox is a window's explain panel.
type ExplainBox struct {
	On   bool // shown (the explain key)
	Page int  // the page shown (clamped when drawn)
	// Prev and next are the ◀ ▶ buttons as last drawn (W 0: none); rect
	// is the whole panel as last drawn (zero: none)
	Prev, Next Area
	Rect       render.Rect
	// Short is set when the panel as last laid out (build) is too short
	// for its title, a line and the page buttons
	Short bool
	// explainFit is the narration as drawn; fits are the two last
	// wrapped (up to 0.6 of the map and up to 0.45), so that a frame
	// that tries both wraps nothing again
	explainFit
	fits [2]explainFit
}

// explainFit is a narration wrapped for key: its lines, the step of each,
// the text size (UI scale included) and the panel's width.
type explainFit struct {
	Lines []string
	Steps []int
	Px, w float64
	key   explainBoxKey
}

// explainBoxKey is what the wrapped lines depend on.
type explainBoxKey struct {
	narration            string
	areaW, maxH, maxFrac float64
	sc                   float64
}

// fit wraps the narration as large as it can be, the panel as narrow as it can be (0.45 of the
// map, else up to maxFrac), so that every line fits in maxH pixels; a
// long narration shrinks the text, never below explainMinPx.
// The result is kept in fits[slot].
func (e *ExplainBox) fit(slot int, st ExplainStyle, narration string, areaW, maxH, maxFrac float64) {
	k := explainBoxKey{narration, areaW, maxH, maxFrac, st.Sc}
	f := &e.fits[slot]
	defer func() { e.explainFit = *f }()
	if k == f.key && f.Lines != nil {
		return
	}
	f.key = k
	for _, frac := range []float64{0.45, maxFrac} {
		for p := float64(ExplainPx); p >= ExplainMinPx; p-- {
			px := p * st.Sc
			pad, lineH := 12*st.Sc, px*1.35
			face := st.R.Face(px, true)
			f.Px, f.w = px, min(areaW*frac, 48*px)
			f.Lines, f.Steps = wrapSteps(narration, f.w-2*pad, func(s string) float64 { return text.Advance(s, face) })
			if lineH+pad+float64(len(f.Lines))*lineH+pad <= maxH {
				return
			}
		}
	}
}

// Toggle shows or hides the panel, from its first page.
func (e *ExplainBox) Toggle() { e.On, e.Page = !e.On, 0 }

// button is the page button under a pixel: -1 back, 1 on, 0 none.
func (e *ExplainBox) button(x, y float64) int {
	switch {
	case e.Prev.W > 0 && e.Prev.Contains(x, y):
		return -1
	case e.Next.W > 0 && e.Next.Contains(x, y):
		return 1
	}
	return 0
}

// Press turns the page when a pixel is on one of the page buttons, and
// reports whether it was.
func (e *ExplainBox) Press(x, y float64) bool {
	d := e.button(x, y)
	e.Page += d
	return d != 0
}

// ExplainStyle is what an explain panel is drawn with.
type ExplainStyle struct {
	R    *ebitenrender.Renderer
	Ui   render.UIColors
	Edge color.RGBA
	Sc   float64 // the UI scale
	Key  string  // the explain key's name, for the title
}

// Draw draws narration over area (in dst's pixels) when the panel is on
// and there is one: as large and narrow as fit (0.45 of the map, 0.6
// where every line then shows and nothing is covered; 48 letters at most), in
// the corner that covers none of avoid (the preview's points on the
// screen, each r pixels round) or the fewest, and none of block (the
// window's large buttons); where every corner covers some, it gives up
// lines from the side away from its corner until it covers none. A
// narration longer than the panel pages.
func (e *ExplainBox) Draw(dst *ebiten.Image, st ExplainStyle, area Area, narration string, avoid []render.Point, r float64, block ...Area) {
	if s := e.Build(st, area, narration, avoid, r, block...); s != nil {
		st.R.Draw(dst, s, render.View{Scale: 1})
	}
}

// Build lays the panel out as draw does and returns what to draw (nil:
// nothing); short is then set when the panel had to be cut shorter than
// its title, a line and the page buttons need.
func (e *ExplainBox) Build(st ExplainStyle, area Area, narration string, avoid []render.Point, r float64, block ...Area) *render.Scene {
	e.Prev, e.Next, e.Rect, e.Short = Area{}, Area{}, render.Rect{}, false
	if !e.On || narration == "" {
		return nil
	}
	sc := st.Sc
	pad := 12 * sc
	var px, w, lineH, head, h, x0, y0, minH float64
	// as wide as 0.6 of the map where that is what holds the narration
	// and covers nothing; else at most 0.45, a page at a time
	for slot, maxFrac := range []float64{0.6, 0.45} {
		e.fit(slot, st, narration, area.W, area.H-2*pad, maxFrac)
		px, w = e.Px, e.w
		lineH = px * 1.35
		head = lineH + pad
		h = min(area.H-2*pad, head+float64(len(e.Lines))*lineH+pad)
		covered := func(x, y, h float64) int {
			n := 0
			for _, p := range avoid {
				if p.X > x-r && p.X < x+w+r && p.Y > y-r && p.Y < y+h+r {
					n++
				}
			}
			for _, b := range block {
				if b.X < x+w && x < b.X+b.W && b.Y < y+h && y < b.Y+b.H {
					n += 1000
				}
			}
			return n
		}
		// each corner gives up lines, from the side away from it, until
		// it covers nothing (but keeps a line and the page buttons); the
		// corner that covers the least, and of those the tallest, wins
		minH = head + lineH + max(1.6*lineH, 44*sc) + pad
		full := h
		best := math.Inf(1)
		type corner struct {
			x, y float64
			top  bool // shrinks from its foot
		}
		left, right := area.X+pad, area.X+area.W-w-pad
		corners := []corner{{left, area.Y + pad, true}, {right, area.Y + pad, true},
			{left, area.Y + area.H - full - pad, false}, {right, area.Y + area.H - full - pad, false}}
		// a top corner under one of the window's buttons: just below it
		for _, x := range []float64{left, right} {
			y := area.Y + pad
			for _, b := range block {
				if b.X < x+w && x < b.X+b.W && b.Y < y+full {
					y = max(y, b.Y+b.H+pad)
				}
			}
			if y > area.Y+pad {
				corners = append(corners, corner{x, y, true})
			}
		}
		for _, c := range corners {
			cy, ch := c.y, min(full, area.Y+area.H-pad-c.y)
			for ch-lineH >= minH && covered(c.x, cy, ch) > 0 {
				ch -= lineH
				if !c.top {
					cy += lineH
				}
			}
			score := float64(covered(c.x, cy, ch))*1e6 - ch
			if ch < minH && ch < full {
				// too short for its title, a line and the page buttons
				// (a corner squeezed under a button or the side view):
				// after every corner that covers nothing and is tall
				// enough (the window may then find it room elsewhere)
				score += 0.5e6
			}
			if score < best {
				x0, y0, h, best = c.x, cy, ch, score
			}
		}
		if best < 0 {
			break // covers nothing
		}
	}
	e.Rect = render.Rect{Min: render.Point{X: x0, Y: y0}, Max: render.Point{X: x0 + w, Y: y0 + h}}
	e.Short = h < minH && h < head+float64(len(e.Lines))*lineH+pad
	fit := int((h - head - pad) / lineH)
	var footH float64
	if fit < len(e.Lines) {
		footH = max(1.6*lineH, 44*sc)
		fit = int((h - head - pad - footH) / lineH)
	}
	pages := session.PageExplain(e.Steps, fit)
	e.Page = max(0, min(e.Page, len(pages)-1))
	s := &render.Scene{}
	s.AddRect(e.Rect, st.Ui.HelpBack, st.Edge, 2*sc)
	title, tpx := "EXPLAIN ("+st.Key+" hides)", px
	if adv := text.Advance(title, st.R.Face(px, true)); adv > w-2*pad {
		tpx = max(px*(w-2*pad)/adv, px/2) // a narrow panel: the title smaller
	}
	s.AddLabel(render.Point{X: x0 + pad, Y: y0 + pad/2 + lineH/2}, title, tpx, st.Ui.PanelTitle, render.AlignLeft, true)
	if len(pages) > 0 {
		pg := pages[e.Page]
		for i, l := range e.Lines[pg.First:pg.End] {
			ink := st.Ui.PanelInk
			if strings.HasPrefix(l, "   ") {
				ink = st.Ui.PanelDim
			}
			s.AddLabel(render.Point{X: x0 + pad, Y: y0 + head + (float64(i)+0.5)*lineH}, l, px, ink, render.AlignLeft, true)
		}
		if footH > 0 {
			bw := min(max(2.2*lineH, 64*sc), (w-pad)/3) // a third each at most: the label between
			by := y0 + h - pad/2 - footH
			e.Prev = Area{X: x0 + pad/2, Y: by, W: bw, H: footH}
			e.Next = Area{X: x0 + w - pad/2 - bw, Y: by, W: bw, H: footH}
			for _, b := range []struct {
				a     Area
				arrow string
				on    bool
			}{{e.Prev, "<", e.Page > 0}, {e.Next, ">", e.Page < len(pages)-1}} {
				ink := st.Ui.PanelDim
				if b.on {
					ink = st.Ui.PanelTitle
				}
				s.AddRect(render.Rect{Min: render.Point{X: b.a.X, Y: b.a.Y}, Max: render.Point{X: b.a.X + b.a.W, Y: b.a.Y + b.a.H}}, color.RGBA{}, ink, 2*sc)
				s.AddLabel(render.Point{X: b.a.X + b.a.W/2, Y: b.a.Y + b.a.H/2}, b.arrow, px, ink, render.AlignCenter, true)
			}
			continued := pg.First > 0 && e.Steps[pg.First-1] == pg.FromStep
			label := pg.Label(e.Steps[len(e.Steps)-1], continued)
			// between the buttons, smaller where the panel is narrow
			lpx := px
			if adv, room := text.Advance(label, st.R.Face(px, true)), w-2*bw-2*pad; adv > room {
				lpx = max(px*room/adv, px/2)
			}
			s.AddLabel(render.Point{X: x0 + w/2, Y: by + footH/2}, label, lpx, st.Ui.PanelTitle, render.AlignCenter, true)
		}
	}
	return s
}

// wrapSteps wraps a formatted narration (session.FormatExplain) like
// wrapLines, and says which step (from 1) each line belongs to: a
// paragraph that does not start with spaces begins a step.
func wrapSteps(s string, width float64, advance func(string) float64) ([]string, []int) {
	var lines []string
	var steps []int
	step := 0
	for _, para := range strings.Split(s, "\n") {
		if !strings.HasPrefix(para, " ") {
			step++
		}
		for _, l := range wrapLines(para, width, advance) {
			lines = append(lines, l)
			steps = append(steps, max(step, 1))
		}
	}
	return lines, steps
}

// wrapLines breaks text into lines no wider than width (as measured by
// advance), at spaces; a line that starts with spaces (a rule under its
// step) keeps that indent on every line it wraps to.
func wrapLines(s string, width float64, advance func(string) float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		indent := para[:len(para)-len(strings.TrimLeft(para, " "))]
		line := indent
		for _, word := range strings.Fields(para) {
			try := line + word
			if line != indent {
				try = line + " " + word
			}
			if line != indent && advance(try) > width {
				out = append(out, line)
				try = indent + word
			}
			line = try
		}
		out = append(out, line)
	}
	return out
}
