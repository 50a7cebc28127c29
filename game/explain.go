// The explain panel: the preview narrated step by step, each step with the
// rule sentence it applies (session.ExplainShown), large enough to read
// across a table.

package game

import (
	"image/color"
	"strings"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// explainPx is the explain panel's text size (before the UI scale): as
// large as the status bar's, to be read from the far side of a table; a
// long narration shrinks it, never below explainMinPx.
const (
	explainPx    = statusPx
	explainMinPx = 15
)

// explainKey is what the explain panel's wrapped lines depend on.
type explainKey struct {
	shown       int // the Shown version
	scale       float64
	areaW, maxH float64
}

// fitExplain wraps the narration to the panel: as large as it can be, the
// panel as narrow as it can be (0.45 of the map, else 0.6: a narrow panel
// is less likely to cover a creature of the move), so that every
// line fits in maxH screen pixels. It returns the lines, the step of
// each line, the text size
// (before the UI scale) and the panel's width.
func (g *Game) fitExplain(narration string, areaW, maxH float64) ([]string, []int, float64, float64) {
	sc := g.uiScale
	var lines []string
	var steps []int
	var w float64
	for _, frac := range []float64{0.45, 0.6} {
		for px := float64(explainPx); px >= explainMinPx; px-- {
			face := g.renderer.Face(px*sc, true)
			pad, lineH := 12*sc, px*sc*1.35
			w = min(areaW*frac, 48*px*sc)
			lines, steps = wrapSteps(narration, w-2*pad, func(s string) float64 { return text.Advance(s, face) })
			if lineH+pad+float64(len(lines))*lineH+pad <= maxH {
				return lines, steps, px, w
			}
		}
	}
	return lines, steps, explainMinPx, w
}

// drawExplain draws the explain panel over the map, when it is on and a
// move is previewed, in the corner of the map that covers none of the
// creatures involved (nor the side view). below is the status bar's
// height.
func (g *Game) drawExplain(dst *ebiten.Image, area Area, below float64) {
	g.explainRect = render.Rect{}
	sh, ok := g.in.Shown()
	if !g.explain || g.in.Preview() == nil || !ok || (g.showPlayers && g.in.InvolvesHidden()) {
		return
	}
	sc := g.uiScale
	top := area.Y + 12*sc
	if g.in.Turn().Round > 0 {
		top += turnStripH * sc
	}
	maxH := area.Y + area.H - below - 12*sc - top
	key := explainKey{g.in.ShownVersion(), sc, area.W, maxH}
	if g.explainLines == nil || g.explainKey != key {
		// once per change of what is aimed at (or of the window), not every frame
		g.explainKey = key
		g.explainPage = 0
		g.explainLines, g.explainSteps, g.explainPx, g.explainW = g.fitExplain(session.FormatExplain(session.ExplainShown(sh)), area.W, maxH)
	}
	px, w := g.explainPx, g.explainW
	pad, lineH := 12*sc, px*sc*1.35
	head := lineH + pad
	h := min(maxH, head+float64(len(g.explainLines))*lineH+pad)
	var avoid []render.Rect
	if g.sideRect != (render.Rect{}) {
		avoid = append(avoid, g.sideRect)
	}
	x0, y0, _ := g.sideViewCorner(area, w, h, top, area.Y+area.H-below-h-12*sc, avoid)
	// where every corner covers the move (a small map area at a large UI
	// scale), the panel gives up lines, from the side away from its corner,
	// until it covers none of it
	fromTop := y0 < area.Y+area.H/2
	for covers(render.Rect{Min: render.Point{X: x0, Y: y0}, Max: render.Point{X: x0 + w, Y: y0 + h}}, g.moveBoxes()) && h > head+3*lineH {
		h -= lineH
		if !fromTop {
			y0 += lineH
		}
	}
	g.explainRect = render.Rect{Min: render.Point{X: x0, Y: y0}, Max: render.Point{X: x0 + w, Y: y0 + h}}
	g.explainPrev, g.explainNext = Area{}, Area{}
	// a narration longer than the panel pages: a row of large ◀ ▶ buttons
	// (click or tap; the keys , and .) under the page's lines
	fit := int((h - head - pad) / lineH)
	var footH float64
	if fit < len(g.explainLines) {
		footH = max(1.6*lineH, 44*sc)
		fit = int((h - head - pad - footH) / lineH)
	}
	pages := session.PageExplain(g.explainSteps, fit)
	g.explainPage = max(0, min(g.explainPage, len(pages)-1))
	vector.FillRect(dst, float32(x0), float32(y0), float32(w), float32(h), g.colors().HelpBack, false)
	vector.StrokeRect(dst, float32(x0), float32(y0), float32(w), float32(h), float32(2*sc), g.sceneOpt.Theme.AreaEdge, false)
	g.label(dst, "EXPLAIN ("+g.keymap.KeyOf(session.ActExplain)+" hides)", x0+pad, y0+pad/2+lineH/2, px, g.colors().PanelTitle)
	if len(pages) == 0 {
		return
	}
	pg := pages[g.explainPage]
	for i, l := range g.explainLines[pg.First:pg.End] {
		y := y0 + head + (float64(i)+0.5)*lineH
		c := g.colors().PanelInk
		if strings.HasPrefix(l, "   ") {
			c = g.colors().PanelDim
		}
		g.label(dst, l, x0+pad, y, px, c)
	}
	if footH == 0 {
		return
	}
	bw := max(2.2*lineH, 64*sc)
	by := y0 + h - pad/2 - footH
	g.explainPrev = Area{X: x0 + pad/2, Y: by, W: bw, H: footH}
	g.explainNext = Area{X: x0 + w - pad/2 - bw, Y: by, W: bw, H: footH}
	for _, b := range []struct {
		a     Area
		arrow string
		on    bool
	}{{g.explainPrev, "<", g.explainPage > 0}, {g.explainNext, ">", g.explainPage < len(pages)-1}} {
		ink := g.colors().PanelDim
		if b.on {
			ink = g.colors().PanelTitle
		}
		vector.StrokeRect(dst, float32(b.a.X), float32(b.a.Y), float32(b.a.W), float32(b.a.H), float32(2*sc), ink, false)
		g.labelAt(dst, b.arrow, b.a.X+b.a.W/2, b.a.Y+b.a.H/2, px, ink)
	}
	continued := pg.First > 0 && g.explainSteps[pg.First-1] == pg.FromStep
	g.labelAt(dst, pg.Label(g.explainSteps[len(g.explainSteps)-1], continued), x0+w/2, by+footH/2, px, g.colors().PanelTitle)
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

// covers reports whether r overlaps any of boxes.
func covers(r render.Rect, boxes []render.Rect) bool {
	for _, b := range boxes {
		if screenOverlap(r, b) {
			return true
		}
	}
	return false
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

// labelAt draws s centred on the pixel (x, y).
func (g *Game) labelAt(dst *ebiten.Image, s string, x, y, px float64, c color.Color) {
	face := g.renderer.Face(px*g.uiScale, true)
	g.label(dst, s, x-text.Advance(s, face)/2, y, px, c)
}
