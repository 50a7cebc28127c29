package game

import (
	"math"

	"github.com/battlemap/battlemap/render"
)

// Camera is the part of the map shown in the map area of the window.
type Camera struct {
	View render.View
	// Fitted is false until the first Fit, so the first frame fits the map.
	Fitted bool
	// Moved is set when the user pans or zooms, and cleared by Fit: until
	// then a resized window fits the map again.
	Moved bool
}

// Zoom limits, in pixels per square.
const (
	minScale = 8
	maxScale = 400
)

// Fit shows the whole scene in the map area, turned as the view is.
func (c *Camera) Fit(bounds render.Rect, area Area) {
	c.View = render.FitTurned(bounds, c.View.Turn, area.X, area.Y, area.W, area.H)
	c.Fitted, c.Moved = true, false
}

// Turn turns the view by quarters quarter turns clockwise, for the players
// on another side of a screen laid flat: a fitted view is fitted again,
// turned; a panned or zoomed one turns about the middle of the map area.
func (c *Camera) Turn(quarters int, area Area) {
	if !c.Moved {
		c.View.Turn = (c.View.Turn + quarters) & 3
		c.Fitted = false
		return
	}
	c.View = c.View.TurnAt(area.Center(), quarters)
}

// Degrees is the view's turn in degrees clockwise: 0, 90, 180 or 270.
func (c *Camera) Degrees() int { return 90 * (c.View.Turn & 3) }

// QuarterTurns is a turn in degrees (0, 90, 180 or 270) as quarter turns,
// and whether it is one of those.
func QuarterTurns(degrees int) (int, bool) {
	switch degrees {
	case 0, 90, 180, 270:
		return degrees / 90, true
	}
	return 0, false
}

// Resized is the window changing size: the map is fitted again unless the
// user has panned or zoomed since the last fit.
func (c *Camera) Resized() {
	if !c.Moved {
		c.Fitted = false
	}
}

// Pan moves the view by a pixel amount.
func (c *Camera) Pan(dx, dy float64) {
	c.View.Offset.X += dx
	c.View.Offset.Y += dy
	c.Moved = true
}

// ZoomAt zooms by f keeping the pixel p still, within the zoom limits.
func (c *Camera) ZoomAt(p render.Point, f float64) {
	target := math.Max(minScale, math.Min(maxScale, c.View.Scale*f))
	c.View = c.View.ZoomAt(p, target/c.View.Scale)
	c.Moved = true
}

// Area is a rectangle of the screen in pixels.
type Area struct{ X, Y, W, H float64 }

// Contains reports whether the pixel lies inside the area.
func (a Area) Contains(x, y float64) bool {
	return x >= a.X && y >= a.Y && x < a.X+a.W && y < a.Y+a.H
}

// Center is the area's middle pixel.
func (a Area) Center() render.Point { return render.Point{X: a.X + a.W/2, Y: a.Y + a.H/2} }

// PanelWidth is the side panel's width in pixels at a UI scale.
func PanelWidth(uiScale float64) float64 { return math.Round(340 * uiScale) }

// MapArea is where the map is drawn on a screen of w x h pixels: all but the
// side panel on the right.
func MapArea(w, h int, uiScale float64) Area {
	return Area{0, 0, math.Max(1, float64(w)-PanelWidth(uiScale)), float64(h)}
}
