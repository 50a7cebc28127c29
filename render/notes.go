package render

import (
	"fmt"
	"image/color"
)

// NoteKind says what a figure's note (an annotation of a ruleset's scene)
// draws.
type NoteKind uint8

const (
	// NoteArrow is an arrow along Points, its head at the last one.
	NoteArrow NoteKind = iota + 1
	// NoteArea highlights Squares.
	NoteArea
	// NoteCallout is a disc with Number at Points[0].
	NoteCallout
	// NoteLabel is Text centred on Points[0].
	NoteLabel
)

// NoteColor is the shade of a palette colour for a theme: darker, print
// safe shades on a light background, lighter ones on a dark screen. The
// names are those of maps.AnnotationColors; an unknown or empty name gives
// the default for the kind of mark.
func NoteColor(name string, kind NoteKind, t *Theme) color.RGBA {
	light := Luma(t.Background) > 128
	if name == "" {
		switch kind {
		case NoteArrow:
			name = "red"
		case NoteArea:
			name = "blue"
		case NoteCallout:
			name = "black"
		default:
			if light {
				name = "black"
			} else {
				name = "white"
			}
		}
	}
	// print shades differ in grey value as well as hue (red 78, blue 82,
	// green 99, purple 80, orange 132, yellow 192)
	type pair struct{ print, screen color.RGBA }
	p, ok := map[string]pair{
		"red":    {RGB(196, 24, 36), RGB(255, 84, 84)},
		"orange": {RGB(226, 110, 0), RGB(255, 156, 40)},
		"yellow": {RGB(236, 190, 0), RGB(255, 221, 0)},
		"green":  {RGB(16, 128, 58), RGB(80, 214, 110)},
		"blue":   {RGB(28, 84, 196), RGB(90, 176, 255)},
		"purple": {RGB(120, 48, 160), RGB(196, 120, 255)},
		"black":  {RGB(16, 16, 16), RGB(16, 16, 20)},
		"gray":   {RGB(110, 110, 110), RGB(160, 162, 170)},
		"white":  {RGB(255, 255, 255), RGB(250, 250, 250)},
	}[name]
	if !ok {
		return NoteColor("", kind, t)
	}
	if light {
		return p.print
	}
	return p.screen
}

// NoteColors are the palette names NoteColor knows.
func NoteColors() []string {
	return []string{"red", "orange", "yellow", "green", "blue", "purple", "black", "gray", "white"}
}

// Luma is the perceived brightness of c, 0 to 255.
func Luma(c color.RGBA) float64 {
	return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
}

// Casing is the outline that keeps a mark of colour c readable on any
// ground: white, or near black for white marks.
func Casing(c color.RGBA) color.RGBA {
	if Luma(c) > 200 {
		return RGB(16, 16, 16)
	}
	return RGB(255, 255, 255)
}

// AddCallout is a numbered disc: large, bold, readable in print.
func AddCallout(s *Scene, at Point, number int, ink color.RGBA) {
	s.Add(Disc(at, 0.3, ink, Casing(ink), 0.06))
	s.AddLabel(at, fmt.Sprint(number), 0.38, Casing(ink), AlignCenter, true)
}
