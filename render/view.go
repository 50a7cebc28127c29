package render

// View maps map units to pixels: pixel = point*Scale + Offset.
type View struct {
	Scale  float64 // pixels per square
	Offset Point   // pixel position of map point (0,0)
}

// ToScreen converts a map point to pixels.
func (v View) ToScreen(p Point) Point {
	return Point{p.X*v.Scale + v.Offset.X, p.Y*v.Scale + v.Offset.Y}
}

// ToMap converts pixels to a map point.
func (v View) ToMap(p Point) Point {
	return Point{(p.X - v.Offset.X) / v.Scale, (p.Y - v.Offset.Y) / v.Scale}
}

// Fit returns the view that shows the whole rectangle r centred in a
// w x h pixel area at (x0, y0), as large as fits.
func Fit(r Rect, x0, y0, w, h float64) View {
	rw, rh := r.Max.X-r.Min.X, r.Max.Y-r.Min.Y
	if rw <= 0 || rh <= 0 || w <= 0 || h <= 0 {
		return View{Scale: 1}
	}
	sc := min(w/rw, h/rh)
	return View{Scale: sc, Offset: Point{x0 + (w-rw*sc)/2 - r.Min.X*sc, y0 + (h-rh*sc)/2 - r.Min.Y*sc}}
}

// ZoomAt scales the view by f keeping the pixel at p fixed.
func (v View) ZoomAt(p Point, f float64) View {
	m := v.ToMap(p)
	v.Scale *= f
	v.Offset = Point{p.X - m.X*v.Scale, p.Y - m.Y*v.Scale}
	return v
}
