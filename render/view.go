package render

import "math"

// View maps map units to pixels: the map is scaled by Scale, turned by Turn
// quarter turns clockwise about map point (0,0), and moved so that map point
// (0,0) lands on pixel Offset. At Turn 0, pixel = point*Scale + Offset.
//
// Turning is for a table around a screen laid flat: a view turned 2 faces
// the players across the table, 1 and 3 those at its ends. Backends draw
// text turned with the view, so it reads upright for the side it faces.
type View struct {
	Scale  float64 // pixels per square
	Offset Point   // pixel position of map point (0,0)
	Turn   int     // quarter turns clockwise, 0 to 3 (others are taken modulo 4)
}

// quarter is the view's turn as 0, 1, 2 or 3.
func (v View) quarter() int { return v.Turn & 3 }

// turn turns a vector by k quarter turns clockwise on screen (y down).
func turn(p Point, k int) Point {
	switch k & 3 {
	case 1:
		return Point{-p.Y, p.X}
	case 2:
		return Point{-p.X, -p.Y}
	case 3:
		return Point{p.Y, -p.X}
	}
	return p
}

// ToScreen converts a map point to pixels.
func (v View) ToScreen(p Point) Point {
	if v.Turn == 0 {
		return Point{p.X*v.Scale + v.Offset.X, p.Y*v.Scale + v.Offset.Y}
	}
	q := turn(Point{p.X * v.Scale, p.Y * v.Scale}, v.Turn)
	return Point{q.X + v.Offset.X, q.Y + v.Offset.Y}
}

// ToMap converts pixels to a map point.
func (v View) ToMap(p Point) Point {
	if v.Turn == 0 {
		return Point{(p.X - v.Offset.X) / v.Scale, (p.Y - v.Offset.Y) / v.Scale}
	}
	q := turn(Point{p.X - v.Offset.X, p.Y - v.Offset.Y}, -v.Turn)
	return Point{q.X / v.Scale, q.Y / v.Scale}
}

// ScreenRect is the rectangle of pixels map rectangle r covers (a quarter
// turn keeps a rectangle a rectangle).
func (v View) ScreenRect(r Rect) Rect {
	return corners(v.ToScreen(r.Min), v.ToScreen(r.Max))
}

// MapRect is the rectangle of the map that pixel rectangle r shows.
func (v View) MapRect(r Rect) Rect {
	return corners(v.ToMap(r.Min), v.ToMap(r.Max))
}

// corners is the rectangle with opposite corners a and b.
func corners(a, b Point) Rect {
	return Rect{Point{math.Min(a.X, b.X), math.Min(a.Y, b.Y)}, Point{math.Max(a.X, b.X), math.Max(a.Y, b.Y)}}
}

// TextAngle is the angle, in radians clockwise, text is drawn at so that it
// turns with the map.
func (v View) TextAngle() float64 { return float64(v.quarter()) * math.Pi / 2 }

// Fit returns the view that shows the whole rectangle r centred in a
// w x h pixel area at (x0, y0), as large as fits.
func Fit(r Rect, x0, y0, w, h float64) View {
	return FitTurned(r, 0, x0, y0, w, h)
}

// FitTurned is Fit with the map turned by quarter turns clockwise.
func FitTurned(r Rect, quarters int, x0, y0, w, h float64) View {
	rw, rh := r.Max.X-r.Min.X, r.Max.Y-r.Min.Y
	if rw <= 0 || rh <= 0 || w <= 0 || h <= 0 {
		return View{Scale: 1, Turn: quarters & 3}
	}
	if quarters&3 == 0 {
		sc := min(w/rw, h/rh)
		return View{Scale: sc, Offset: Point{x0 + (w-rw*sc)/2 - r.Min.X*sc, y0 + (h-rh*sc)/2 - r.Min.Y*sc}}
	}
	if quarters&1 == 1 {
		rw, rh = rh, rw
	}
	sc := min(w/rw, h/rh)
	v := View{Scale: sc, Turn: quarters & 3}
	on := v.ScreenRect(r) // where r lands with no offset
	v.Offset = Point{x0 + (w-rw*sc)/2 - on.Min.X, y0 + (h-rh*sc)/2 - on.Min.Y}
	return v
}

// ZoomAt scales the view by f keeping the pixel at p fixed.
func (v View) ZoomAt(p Point, f float64) View {
	m := v.ToMap(p)
	v.Scale *= f
	if v.Turn == 0 {
		v.Offset = Point{p.X - m.X*v.Scale, p.Y - m.Y*v.Scale}
		return v
	}
	q := turn(Point{m.X * v.Scale, m.Y * v.Scale}, v.Turn)
	v.Offset = Point{p.X - q.X, p.Y - q.Y}
	return v
}

// TurnAt turns the view by quarters quarter turns clockwise (negative:
// anticlockwise) keeping the map point under pixel p at p.
func (v View) TurnAt(p Point, quarters int) View {
	m := v.ToMap(p)
	v.Turn = (v.Turn + quarters) & 3
	q := turn(Point{m.X * v.Scale, m.Y * v.Scale}, v.Turn)
	v.Offset = Point{p.X - q.X, p.Y - q.Y}
	return v
}

// RegionView returns the view that shows region (in map units) at
// pixelsPerSquare, with the region's top-left corner at pixel (0,0), and the
// size of the image that holds it. The offset is rounded to whole pixels, so
// at a whole number of pixels per square the grid lines fall on pixel edges
// and squares come out crisp. For print, pixelsPerSquare is the printer's
// dots per inch times the inches per square (300 for 1-inch squares at 300
// dpi).
func RegionView(region Rect, pixelsPerSquare float64) (v View, w, h int) {
	v = View{Scale: pixelsPerSquare, Offset: Point{
		X: math.Round(-region.Min.X * pixelsPerSquare),
		Y: math.Round(-region.Min.Y * pixelsPerSquare),
	}}
	br := v.ToScreen(region.Max)
	// 1e-6 keeps a size that is a whole number of pixels from gaining a column
	return v, max(1, int(math.Ceil(br.X-1e-6))), max(1, int(math.Ceil(br.Y-1e-6)))
}
