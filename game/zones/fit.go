// Where the zone window's map goes: fitted to its zones with the margins
// its drawing needs, and the status panel with the large buttons at the
// foot of the window, or at its right, the whole height, where that
// leaves the map larger (a map turned a quarter is tall and narrow).

package zones

import (
	"fmt"
	"math"

	"github.com/battlemap/battlemap/render"
)

// zoneTopTrim is how much of the scene's margin above the zones the
// window leaves out (fitBounds).
const zoneTopTrim = 0.5

// zoneSideLeast is the narrowest panel beside the map, in pixels at panel
// scale 1: a result pad's row and a status line of some forty letters.
const zoneSideLeast = 560

// zoneSide is the status panel's place, chosen for a window size, scale
// and turn (sideWidth).
type zoneSide struct {
	w   float64 // the panel's width at the right of the map; 0: at the foot
	key string
}

// fitBounds is what the map fits to: the scene's bounds, but above the
// zones only what is drawn there, the outlines of a reach and of the zone
// pointed at (0.21 units); the scene's margin of 0.8 stays below (the
// links' detours, the preview's pills) and beside (the pills).
func (v *zoneView) fitBounds() render.Rect { return FitBounds(v.scene.Bounds) }

// FitBounds is what the zone window fits a zone scene of these bounds
// to, turned or not (fitBounds; window tests find the map with it).
func FitBounds(scene render.Rect) render.Rect {
	scene.Min.Y += zoneTopTrim
	return scene
}

// sideWidth is the status panel's width when it stands at the right of
// the map, the window's whole height (0: it lies at the foot). It is
// chosen again only when the window's size, UI scale or turn changes, so
// that the map never moves under a drag or a question.
func (v *zoneView) sideWidth() float64 {
	if v.scene == nil || v.editing() {
		return 0
	}
	b := v.fitBounds()
	key := fmt.Sprintf("%dx%d@%g/%g %d %v", v.W, v.H, v.UIScale(), v.Dev, v.Turn, b)
	if key != v.side.key {
		v.side = zoneSide{w: v.chooseSide(b), key: key}
	}
	return v.side.w
}

// chooseSide is the width of a panel beside the map that leaves the map
// larger than the panel at the foot does (with its least lines and the
// tallest tab), and holds the most lines and that tab; 0 if none does.
func (v *zoneView) chooseSide(b render.Rect) float64 {
	if v.opt.PlayerView {
		return 0 // a player view's own window has no buttons: its panel is short
	}
	ps := v.panelScale()
	bw, bh := b.Max.X-b.Min.X, b.Max.Y-b.Min.Y
	if v.Turn&1 == 1 {
		bw, bh = bh, bw
	}
	w, h := float64(v.W), float64(v.H)
	if bw <= 0 || bh <= 0 {
		return 0
	}
	foot := min((w-16)/bw, (h-zoneStatusHeight(zoneMinLines, ps)-v.barRoomAt(w)-16)/bh)
	// the map the whole height high, the panel the rest of the width
	side := math.Round(max(zoneSideLeast*ps, w-16-bw*(h-16)/bh))
	if side > w-16 || zoneStatusHeight(zoneInfoLines, ps)+v.barRoomAt(side) > h {
		return 0
	}
	if min((w-side-16)/bw, (h-16)/bh) <= foot {
		return 0
	}
	return side
}

// panelWidth is the status panel's width: the window's, or the panel's
// beside the map.
func (v *zoneView) panelWidth() float64 {
	if s := v.sideWidth(); s > 0 {
		return s
	}
	return float64(v.W)
}
