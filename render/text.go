package render

import (
	"strings"
	"unicode/utf8"
)

// TextWidth estimates the width of a line of text in the Go fonts, in map
// units: the scene has no font, so wrapping and backings use the average
// advance of English text (0.48 em regular, 0.51 bold) with a little room.
func TextWidth(text string, size float64, bold bool) float64 {
	per := 0.52
	if bold {
		per = 0.56
	}
	return per * size * float64(utf8.RuneCountInString(text))
}

// wrapText breaks text into lines no wider than width map units at size,
// at spaces (a word longer than a line gets a line of its own).
func wrapText(text string, size, width float64, bold bool) []string {
	return Wrap(text, width, func(s string) float64 { return TextWidth(s, size, bold) })
}

// Wrap breaks text into lines no wider than width, at spaces, measuring
// with measure (a word longer than a line gets a line of its own).
func Wrap(text string, width float64, measure func(string) float64) []string {
	var lines []string
	var cur string
	for _, w := range strings.Fields(text) {
		next := w
		if cur != "" {
			next = cur + " " + w
		}
		if cur != "" && measure(next) > width {
			lines = append(lines, cur)
			next = w
		}
		cur = next
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
