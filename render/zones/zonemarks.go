package zones

import (
	"fmt"
	"github.com/battlemap/battlemap/render"
	"strings"

	"github.com/battlemap/battlemap/rules/zones"
)

// zoneMarkTexts are the texts of a token's mark, longest first, each one
// shorter than the one before, for zoneMarks to pick the first that fits:
// what swimming does to it (zones.SwimIn: the penalty equal to depth,
// ranges halved, rounds of breath), its height band on a map with bands
// (none for Ground), and, when from is set, the ranged penalty
// of an attack from that creature's band (zones.RangedBandPenalty). Nil
// when there is nothing to mark.
func zoneMarkTexts(c zones.Creature, z zones.Zone, bands bool, from *zones.Creature) []string {
	// three forms of every part: long, short, shortest
	var parts [][3]string
	if sw := zones.SwimIn(c, z); sw.Swimming {
		swim := fmt.Sprintf("SWIM −%d", sw.Penalty)
		parts = append(parts, [3]string{swim, swim, fmt.Sprintf("SWIM−%d", sw.Penalty)}, [3]string{"½ range", "½ rng"})
		if sw.BreathRounds > 0 {
			parts = append(parts, [3]string{fmt.Sprintf("%d breath", sw.BreathRounds), fmt.Sprintf("%d br", sw.BreathRounds)})
		}
	}
	if b, _ := zones.ParseBand(string(c.Band)); bands && b != zones.Ground {
		parts = append(parts, bandMark(b))
	}
	if from != nil {
		if p := zones.RangedBandPenalty(from.Band, c.Band); p > 0 {
			parts = append(parts, [3]string{fmt.Sprintf("ranged −%d", p), fmt.Sprintf("rng −%d", p), fmt.Sprintf("rng−%d", p)})
		}
	}
	if len(parts) == 0 {
		return nil
	}
	var out []string
	for form := range 3 {
		var words []string
		for _, p := range parts {
			w := p[0]
			for f := form; f > 0; f-- {
				if p[f] != "" {
					w = p[f]
					break
				}
			}
			words = append(words, w)
		}
		out = append(out, strings.Join(words, " · "))
	}
	// the last resort: the first part alone (the swim, else the band)
	first := parts[0][2]
	if first == "" {
		first = parts[0][0]
	}
	return append(out, first)
}

// bandMark is a band's long, short and shortest names: an arrow up above
// Ground, down below it.
func bandMark(b zones.Band) [3]string {
	arrow := "▲"
	if b.Level() < 0 {
		arrow = "▼"
	}
	short := map[zones.Band][2]string{
		zones.Soaring: {"Soaring", "Soar"}, zones.Flying: {"Flying", "Fly"}, zones.Floating: {"Floating", "Float"},
		zones.Swimming: {"Swimming", "Swim"}, zones.Underwater: {"Underwater", "Under"}, zones.Depths: {"Depths", "Deep"},
		zones.FarDepths: {"Far Depths", "Far"},
	}[b]
	return [3]string{arrow + short[0], arrow + short[1], arrow + short[1]}
}

// Sizes of a token's mark, in canvas units: the zone's info line's size
// where the room allows, down to a little under the token's name.
const (
	zoneMarkFont = 0.4
	zoneMarkRead = 0.3
	zoneMarkMin  = 0.22
)

// zoneMarks draws a token's mark as a badge over the top of its disc,
// clear of the initials and of the name below: the longest text that
// fits the token's room at zoneMarkRead or larger, else the shortest one
// shrunk to fit. Blue when the creature swims. With the window's
// minText it stands on the disc's top, clear of grown initials, or, for
// a token alone in its row, beside the disc as large as sideMark finds
// room for.
func zoneMarks(s *render.Scene, tp tokenPlace, texts []string, swimming bool, ink zoneInk, minText float64) {
	if len(texts) == 0 {
		return
	}
	fill, fg := ink.ink, ink.paper
	if swimming {
		fill, fg = ink.swim, render.RGB(255, 255, 255)
	}
	if text, size, ok := sideMark(tp, texts, minText); ok {
		w, h := markWidth(text, size), size*1.3
		x := tp.at.X + tp.r + 0.1
		s.Add(render.Shape{Kind: render.Polygon, Points: roundedRect(render.Rect{Min: render.Point{X: x, Y: tp.at.Y - h/2}, Max: render.Point{X: x + w, Y: tp.at.Y + h/2}}, h/2), Fill: fill, Stroke: ink.paper, Width: 0.04})
		s.AddLabel(render.Point{X: x + w/2, Y: tp.at.Y}, text, size, fg, render.AlignCenter, true)
		return
	}
	room := tp.right - tp.left - 0.1
	width := markWidth
	// the longest text that fits at a readable size, else the shortest
	// shrunk to fit (down to zoneMarkMin)
	text, size := texts[len(texts)-1], zoneMarkMin
	if w := width(text, zoneMarkRead); w <= room {
		size = zoneMarkRead
	} else if w := width(text, size); w > room {
		size = max(zoneMarkMin*0.8, size*room/w)
	}
pick:
	for _, t := range texts {
		for f := zoneMarkFont; f >= zoneMarkRead-1e-9; f -= 0.02 {
			if width(t, f) <= room {
				text, size = t, f
				break pick
			}
		}
	}
	w, h := width(text, size), size*1.3
	cx := min(max(tp.at.X, tp.left+0.05+w/2), tp.right-0.05-w/2)
	y := tp.at.Y - tp.r
	if minText > 0 {
		y -= h/2 - 0.08
	}
	s.Add(render.Shape{Kind: render.Polygon, Points: roundedRect(render.Rect{Min: render.Point{X: cx - w/2, Y: y - h/2}, Max: render.Point{X: cx + w/2, Y: y + h/2}}, h/2), Fill: fill, Stroke: ink.paper, Width: 0.04})
	s.AddLabel(render.Point{X: cx, Y: y}, text, size, fg, render.AlignCenter, true)
}

// markWidth is the width of a mark's badge: its text, the band's arrow
// wider than a letter, and the badge's ends.
func markWidth(text string, size float64) float64 {
	return render.TextWidth(text, size, true) + 0.45*size*float64(strings.Count(text, "▲")+strings.Count(text, "▼")) + 0.3
}
