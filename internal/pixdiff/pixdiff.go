package pixdiff

import "image"

// Diff counts the pixels of a and b (the same size) whose channels differ
// by more than tol, and returns the largest difference and where it is.
func Diff(a, b *image.RGBA, tol int) (n, worst int, at image.Point) {
	for i := 0; i < len(a.Pix); i += 4 {
		d := 0
		for k := range 4 {
			v := int(a.Pix[i+k]) - int(b.Pix[i+k])
			d = max(d, v, -v)
		}
		if d > tol {
			n++
		}
		if d > worst {
			worst, at = d, image.Pt(i/4%a.Rect.Dx(), i/4/a.Rect.Dx())
		}
	}
	return n, worst, at
}
