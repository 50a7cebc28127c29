package render

import (
	"image/color"
	"math"
	"strings"
	"unicode"
)

// Margin is the space around the map, in squares, that holds the coordinates.
const Margin = 0.7

// TokenLabel is the short name written on a token, at a size readable
// across the table (3 or 4 letters on a one-square token, more on bigger
// ones): the whole name when it fits ("Fury", "Giant"), else the initials
// of a name of several words ("Goblin Archer" is "GA", "War Dog" "WD"), or
// the start of a long single word ("Tactician" is "Tac"). A number that
// tells creatures of the same name apart is kept: "Goblin 2" is "Gob2",
// "Goblin Archer 2" "GA2". The full name is beside the token when it is
// pointed at, and in the side panel.
//
// name is the creature's name (its id when it has none); squares its
// width in squares or hexes.
func TokenLabel(name string, squares int) string {
	return ShortName(name, 3*squares)
}

// ShortName is name shortened as TokenLabel does to at most about fit
// letters (the number of a duplicate comes on top); fit below 1 counts as 1.
func ShortName(name string, fit int) string {
	fit = max(fit, 1)
	words := strings.Fields(name)
	if len(words) == 0 {
		return ""
	}
	num := ""
	if last := words[len(words)-1]; len(words) > 1 && strings.Trim(last, "0123456789") == "" {
		num, words = last, words[:len(words)-1]
	}
	room := max(fit+1-len(num), 1)
	whole := []rune(strings.Join(words, " "))
	switch {
	case len(whole) <= room:
		return string(whole) + num
	case len(words) > 1:
		var ini []rune
		for _, w := range words {
			if r := []rune(w); len(ini) < room {
				ini = append(ini, unicode.ToUpper(r[0]))
			}
		}
		return string(ini) + num
	}
	return string(whole[:min(fit, room)]) + num
}

// TokenBody is a token's outline in a shape (Theme.SideShape): sides never
// rely on colour alone.
func TokenBody(shape TokenShape, cx, cy, r float64) Shape {
	corners, turn, k := 8, 0.5, 1.03
	switch shape {
	case TokenDisc:
		return Shape{Kind: Circle, Points: []Point{{cx, cy}}, Radius: r}
	case TokenSquare:
		corners, k = 4, 1.2
	case TokenHexagon:
		corners, turn, k = 6, 0, 1.08
	}
	pts := make([]Point, corners)
	for i := range pts {
		a := (float64(i) + turn) * 2 * math.Pi / float64(corners)
		pts[i] = Point{cx + r*k*math.Cos(a), cy + r*k*math.Sin(a)}
	}
	return Shape{Kind: Polygon, Points: pts}
}

// Badge is a small pill with text, centred on at.
func Badge(s *Scene, at Point, text string, fill, ink color.RGBA) {
	ScaledBadge(s, at, text, fill, ink, 1)
}

// BadgeHeight is the height of a Badge at scale 1, in map units.
const BadgeHeight = 0.3

// badgeText is the size of a Badge's text at scale 1.
const badgeText = 0.22

// BadgeScale is the scale at which a Badge's text is at least minText
// map units high (1 when it already is).
func BadgeScale(minText float64) float64 { return math.Max(1, minText/badgeText) }

// ScaledBadge is a Badge k times as large (k 1: Badge).
func ScaledBadge(s *Scene, at Point, text string, fill, ink color.RGBA, k float64) {
	h := BadgeHeight * k
	w := (0.2 + 0.16*float64(len([]rune(text)))) * k
	s.AddRect(Rect{Point{at.X - w/2, at.Y - h/2}, Point{at.X + w/2, at.Y + h/2}}, fill, RGB(16, 16, 20), 0.03*k)
	s.AddLabel(at, text, badgeText*k, ink, AlignCenter, true)
}
