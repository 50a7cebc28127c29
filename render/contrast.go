package render

import (
	"image/color"
	"math"
)

// ContrastRatio is the WCAG 2 contrast ratio of two opaque colours, from
// 1 (the same lightness) to 21 (black on white). Premultiplied colours
// nearly opaque are taken as they are.
func ContrastRatio(a, b color.RGBA) float64 {
	lin := func(v uint8) float64 {
		c := float64(v) / 255
		if c <= 0.03928 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	l := func(c color.RGBA) float64 { return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B) }
	la, lb := l(a), l(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}
