package zones

import (
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

func TestZoneNextCreature(t *testing.T) {
	p, _ := monasteryPlay(t)
	// the file's order: mei, jun, shiro, oni, bandit-1, bandit-2, kappa, tengu
	for _, c := range []struct {
		from string
		dir  int
		want string
	}{
		{"", 1, "mei"}, {"mei", 1, "jun"}, {"jun", 1, "shiro"}, {"tengu", 1, "mei"}, {"", -1, "tengu"}, {"mei", -1, "tengu"}, {"shiro", -1, "jun"},
	} {
		if got := p.NextCreature(c.from, c.dir); got != c.want {
			t.Errorf("NextCreature(%q, %d) = %q, want %q", c.from, c.dir, got, c.want)
		}
	}
}

// box is a zone's box 2 units square with its top left corner at x, y.
func box(x, y float64) render.Rect {
	return render.Rect{Min: render.Point{X: x, Y: y}, Max: render.Point{X: x + 2, Y: y + 2}}
}

func TestZoneToward(t *testing.T) {
	// 0 in the middle; 1 right of it, far; 2 right and a little down,
	// nearer; 3 straight up; 4 up and far to the left; 5 down-left
	boxes := []render.Rect{box(0, 0), box(10, 0), box(4, 2), box(0, -6), box(-9, -7), box(-3, 3)}
	for _, c := range []struct {
		name         string
		from, dx, dy int
		want         int
	}{
		{"right: the nearer one a little down beats the far one straight", 0, 1, 0, 2},
		{"up: straight up beats up-left", 0, 0, -1, 3},
		{"left: the only one with its middle left", 0, -1, 0, 5},
		{"down: the lower ones", 0, 0, 1, 5},
		{"right from the far right: none, stays", 1, 1, 0, 1},
		{"no zone", -1, 1, 0, -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := ZoneToward(boxes, c.from, c.dx, c.dy); got != c.want {
				t.Errorf("ZoneToward(from %d, %d, %d) = %d, want %d", c.from, c.dx, c.dy, got, c.want)
			}
		})
	}
	// the monastery as the window lays it out: the roof is above the
	// courtyard, the lotus pool right of it; on a screen turned half round
	// the arrows are the other way round on the map
	_, enc := monasteryPlay(t)
	mb, _ := ZoneBoxes(enc.Zones)
	idx := map[string]int{}
	for i, z := range enc.Zones.Map.Zones {
		idx[z.ID] = i
	}
	for _, c := range []struct {
		from, want string
		dx, dy, q  int
	}{{"yard", "roof", 0, -1, 0}, {"yard", "pool", 1, 0, 0}, {"pool", "yard", 1, 0, 2}, {"yard", "pool", -1, 0, 2}} {
		mx, my := session.ScreenArrow(c.dx, c.dy, c.q)
		if got := ZoneToward(mb, idx[c.from], mx, my); got != idx[c.want] {
			t.Errorf("ZoneToward(%s, arrow %d, %d turned %d) = zone %d, want %s (%d)", c.from, c.dx, c.dy, 90*c.q, got, c.want, idx[c.want])
		}
	}
}
