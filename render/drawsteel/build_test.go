package drawsteel

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// board builds a flat board with the given ground rows (digits).
func board(t *testing.T, rows ...string) *drawsteel.Board {
	t.Helper()
	b := drawsteel.NewBoard(len(rows[0]), len(rows))
	for y, row := range rows {
		for x, ch := range row {
			b.SetCell(drawsteel.Square{X: x, Y: y}, drawsteel.Cell{Ground: int(ch - '0')})
		}
	}
	return b
}

func TestTokenCoversFootprint(t *testing.T) {
	tests := []struct {
		size drawsteel.Size
		at   drawsteel.Square
	}{
		{drawsteel.SizeMedium, drawsteel.Square{X: 1, Y: 1}},
		{drawsteel.SizeN(2), drawsteel.Square{X: 2, Y: 0}},
		{drawsteel.SizeN(3), drawsteel.Square{X: 0, Y: 2}},
	}
	for _, tt := range tests {
		t.Run(tt.size.String(), func(t *testing.T) {
			b := board(t, "00000", "00000", "00000", "00000", "00000")
			b.Creatures = []drawsteel.Creature{{ID: "c", Name: "Ogre", Side: "enemies", Size: tt.size, At: tt.at}}
			th := render.ScreenTheme()
			s := BuildScene(b, Options{Theme: th})
			var body *render.Shape
			for i := range s.Shapes {
				if sh := &s.Shapes[i]; sh.Kind == render.Polygon && sh.Fill == th.SideColor("enemies") {
					body = sh
				}
			}
			if body == nil {
				t.Fatal("no token body in the enemies' colour")
			}
			n := float64(tt.size.Squares())
			lo, hi := body.Points[0], body.Points[0]
			for _, p := range body.Points {
				lo.X, lo.Y, hi.X, hi.Y = math.Min(lo.X, p.X), math.Min(lo.Y, p.Y), math.Max(hi.X, p.X), math.Max(hi.Y, p.Y)
			}
			// the body spans most of the footprint and stays inside it
			if lo.X < float64(tt.at.X) || hi.X > float64(tt.at.X)+n || hi.X-lo.X < n-0.3 || hi.Y-lo.Y < n-0.3 {
				t.Errorf("token size %v at %v spans x %.2f..%.2f y %.2f..%.2f, want most of %v squares", tt.size, tt.at, lo.X, hi.X, lo.Y, hi.Y, n)
			}
		})
	}
}

// TestCliffEdges checks the heavy line marks drops of 2 or more and only those.
func TestCliffEdges(t *testing.T) {
	b := board(t,
		"0013",
		"0013",
	)
	th := render.ScreenTheme()
	s := BuildScene(b, Options{Theme: th})
	var cliffs, steps []float64
	for _, sh := range s.Shapes {
		if sh.Kind != render.Polyline || len(sh.Points) != 2 || sh.Points[0].X != sh.Points[1].X {
			continue
		}
		switch sh.Stroke {
		case th.Cliff:
			cliffs = append(cliffs, sh.Points[0].X)
		case th.Step:
			steps = append(steps, sh.Points[0].X)
		}
	}
	if len(cliffs) != 2 || cliffs[0] != 3 || cliffs[1] != 3 {
		t.Errorf("cliff edges at x = %v, want x = 3 on both rows (1 -> 3 is a drop of 2)", cliffs)
	}
	if len(steps) != 2 || steps[0] != 2 {
		t.Errorf("step edges at x = %v, want x = 2 on both rows (0 -> 1)", steps)
	}
}

func TestHeightLabelOncePerArea(t *testing.T) {
	b := board(t,
		"3300",
		"3302",
		"0002",
	)
	th := render.ScreenTheme()
	count := map[string]int{}
	for _, sh := range BuildScene(b, Options{Theme: th}).Shapes {
		if sh.Kind == render.Text && sh.Fill == th.HeightText {
			count[sh.Text]++
		}
	}
	if count["3"] != 1 || count["2"] != 1 || count["0"] != 0 {
		t.Errorf("height labels = %v, want one 3 and one 2 and no 0", count)
	}
	all := 0
	for _, sh := range BuildScene(b, Options{Theme: th, HeightNumbers: true}).Shapes {
		if sh.Kind == render.Text && sh.Fill == th.HeightText {
			all++
		}
	}
	if all != 6 {
		t.Errorf("with HeightNumbers, %d height labels, want one in each of the 6 raised squares", all)
	}
}

func TestTokenLabel(t *testing.T) {
	tests := []struct {
		name string
		size drawsteel.Size
		want string
	}{
		{"Fury", drawsteel.SizeMedium, "Fury"},
		{"Goblin Spinecleaver", drawsteel.SizeSmall, "GS"},
		{"Goblin Archer", drawsteel.SizeSmall, "GA"},
		{"Elementalist", drawsteel.SizeMedium, "Ele"},
		{"Giant", drawsteel.SizeN(3), "Giant"},
		{"Ogre Juggernaut", drawsteel.SizeN(2), "OJ"},
		{"War Dog", drawsteel.SizeN(2), "War Dog"},
		{"Goblin 2", drawsteel.SizeMedium, "Gob2"},
		{"Goblin 12", drawsteel.SizeMedium, "Go12"},
		{"Goblin Archer 2", drawsteel.SizeMedium, "GA2"},
		{"Ogre 2", drawsteel.SizeMedium, "Ogr2"},
		{"Orc 3", drawsteel.SizeMedium, "Orc3"},
	}
	for _, tt := range tests {
		c := drawsteel.Creature{Name: tt.name, Size: tt.size}
		if got := creatureLabel(&c); got != tt.want {
			t.Errorf("TokenLabel(%q, size %v) = %q, want %q", tt.name, tt.size, got, tt.want)
		}
	}
}

func TestTokenMarks(t *testing.T) {
	ogre := drawsteel.Creature{ID: "ogre2", Name: "Ogre Juggernaut 2", Side: "enemies"}
	tests := []struct {
		name string
		c    drawsteel.Creature
		want []string
	}{
		{"healthy", drawsteel.Creature{Side: "enemies", Stamina: 5, MaxStamina: 5}, nil},
		{`Draw Steel, Winded "When your Stamina is equal to or less than your winded value, you are winded"`, drawsteel.Creature{Side: "enemies", Stamina: 5, MaxStamina: 10}, []string{"WINDED"}},
		{"one above the winded value", drawsteel.Creature{Side: "enemies", Stamina: 6, MaxStamina: 10}, nil},
		{"dead goblin", drawsteel.Creature{Side: "enemies", Stamina: 0, MaxStamina: 5, Prone: true}, []string{"DEAD", "PRONE"}},
		{"dying hero", drawsteel.Creature{Side: "heroes", Stamina: -2, MaxStamina: 20}, []string{"DYING"}},
		{`Draw Steel, Dying and Death "if it reaches the negative of your winded value, you die"`, drawsteel.Creature{Side: "heroes", Stamina: -10, MaxStamina: 20}, []string{"DEAD"}},
		{"broken crate", drawsteel.Creature{Object: true, Stamina: 0, MaxStamina: 3}, []string{"DESTROYED"}},
		{"grabbed and slowed", drawsteel.Creature{Side: "heroes", Conditions: []drawsteel.Condition{drawsteel.Grabbed, drawsteel.Slowed}}, []string{"GRABBED", "SLOWED"}},
		{"every marker", drawsteel.Creature{Side: "heroes", Conditions: []drawsteel.Condition{drawsteel.Bleeding, drawsteel.Dazed, drawsteel.Frightened, drawsteel.Weakened}}, []string{"BLEEDING", "DAZED", "FRIGHTENED", "WEAKENED"}},
		{"taunted by the ogre: its name, shortened", drawsteel.Creature{Side: "heroes", Conditions: []drawsteel.Condition{drawsteel.Taunted, drawsteel.Restrained},
			ConditionBy: map[drawsteel.Condition]string{drawsteel.Taunted: "ogre2"}}, []string{"TAUNTED by " + render.ShortName("Ogre Juggernaut 2", 8), "RESTRAINED"}},
		{"a source not on the board (hidden from the players) is left out", drawsteel.Creature{Side: "heroes", Conditions: []drawsteel.Condition{drawsteel.Frightened},
			ConditionBy: map[drawsteel.Condition]string{drawsteel.Frightened: "ghost"}}, []string{"FRIGHTENED"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := drawsteel.NewBoard(4, 4)
			b.Creatures = []drawsteel.Creature{ogre}
			var got []string
			for _, m := range tokenMarks(b, &tt.c) {
				got = append(got, m.text)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("tokenMarks = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestTokenNameMinText: the window's smallest name size grows a name on a
// token that can hold it, shortens it (keeping a duplicate's number)
// rather than let it leave the token, and 0 (an export) changes nothing.
func TestTokenNameMinText(t *testing.T) {
	tests := []struct {
		name      string
		size      drawsteel.Size
		minText   float64
		want      string
		atLeast   float64 // the size wanted, in map units
		exactSize float64 // when not 0: the size itself
	}{
		{"Ogre", drawsteel.SizeMedium + 2, 0, "Ogre", 0, 0.42 * math.Sqrt(2)}, // export: the size unchanged
		{"Goblin 2", drawsteel.SizeMedium, 0, "Gob2", 0, 0.86 * 2.2 / 2 / (0.6*4 + 0.1)},
		{"Ogre", drawsteel.SizeMedium + 2, 0.8, "Ogre", 0.6, 0},
		{"Goblin Archer 2", drawsteel.SizeMedium + 2, 2, "GA2", 0.7, 0},
		{"Tactician", drawsteel.SizeMedium + 2, 2, "Tac", 0.7, 0},
		{"Goblin 2", drawsteel.SizeMedium, 0.45, "Gob2", 0.3, 0},
		{"Goblin 2", drawsteel.SizeMedium, 3, "Gob2", 0.36, 0}, // too small to grow: kept whole
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/%g", tt.name, tt.minText), func(t *testing.T) {
			c := drawsteel.Creature{Name: tt.name, Size: tt.size}
			r := float64(c.Size.Squares())/2 - 0.07
			label, size := tokenName(&c, r, tt.minText)
			if label != tt.want {
				t.Errorf("tokenName(%q, min %g) label = %q, want %q", tt.name, tt.minText, label, tt.want)
			}
			if tt.exactSize != 0 && math.Abs(size-tt.exactSize) > 1e-9 {
				t.Errorf("tokenName(%q, min %g) size = %g, want %g", tt.name, tt.minText, size, tt.exactSize)
			}
			if size < tt.atLeast {
				t.Errorf("tokenName(%q, min %g) size = %g, want at least %g", tt.name, tt.minText, size, tt.atLeast)
			}
			if w := render.TextWidth(label, size, true); w > 2*r {
				t.Errorf("tokenName(%q, min %g) = %q at %g is %g wide, more than the token's %g", tt.name, tt.minText, label, size, w, 2*r)
			}
		})
	}
}
