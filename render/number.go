package render

import (
	"math"
	"strconv"
)

// Num is a number as a person writes it: at most two decimals, no trailing
// zeros, never "-0" ("4.6", not "4.6000000000000005"; "10", not "10.00").
// Every number shown to a user (heights, depths, sizes, ratings) goes
// through it, so the noise of float arithmetic never reaches the screen.
func Num(f float64) string {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	r := math.Round(f*100) / 100
	if r == 0 {
		r = 0 // drops the sign of -0
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}
