package render

import (
	"image/color"
	"math"
	"strings"
	"testing"
)

// TestWindowThemeText checks that every window theme's text is readable on
// the background it is drawn on: WCAG's 4.5:1 for body text, 3:1 for the
// large bold titles, 7:1 everywhere in the high-contrast theme.
func TestWindowThemeText(t *testing.T) {
	for _, name := range WindowThemes() {
		th, err := ThemeNamed(name)
		if err != nil {
			t.Fatalf("ThemeNamed(%q) error: %v", name, err)
		}
		body, title := 4.5, 3.0
		if name == "contrast" {
			body, title = 7, 7
		}
		u := th.UI
		for _, tc := range []struct {
			what     string
			ink, bg  color.RGBA
			minRatio float64
		}{
			{"panel text", u.PanelInk, u.Panel, body},
			{"panel dim text", u.PanelDim, u.Panel, body},
			{"panel title", u.PanelTitle, u.Panel, title},
			{"button text", u.PanelInk, u.Button, body},
			{"button text hovered", u.PanelInk, u.ButtonHover, body},
			{"status text", u.StatusInk, u.StatusBack, body},
			{"forced move outcome", u.StatusForced, u.StatusBack, body},
			{"willing move outcome", u.StatusMove, u.StatusBack, body},
			{"why not", u.StatusBad, u.StatusBack, body},
			{"help keys", u.PanelTitle, u.HelpBack, title},
			{"help text", u.PanelInk, u.HelpBack, body},
			{"coordinates", th.CoordText, th.Background, body},
		} {
			t.Run(name+"/"+tc.what, func(t *testing.T) {
				if r := ContrastRatio(tc.ink, tc.bg); r < tc.minRatio {
					t.Errorf("%s theme: %s %v on %v contrast %.2f, want >= %.1f", name, tc.what, tc.ink, tc.bg, r, tc.minRatio)
				}
			})
		}
	}
}

// TestThemeNamed checks the names the command line and the settings take.
func TestThemeNamed(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"dark", "screen"}, {"screen", "screen"}, {"light", "light"}, {"contrast", "contrast"}, {"print", "print"},
	} {
		th, err := ThemeNamed(tc.name)
		if err != nil || th.Name != tc.want {
			t.Errorf("ThemeNamed(%q) = %q, %v, want %q", tc.name, th.Name, err, tc.want)
		}
	}
	if _, err := ThemeNamed("sepia"); err == nil || !strings.Contains(err.Error(), "dark, light, contrast") {
		t.Errorf("ThemeNamed(sepia) error = %v, want one listing dark, light, contrast", err)
	}
	if got := WindowThemeName(ScreenTheme()); got != "dark" {
		t.Errorf("WindowThemeName(ScreenTheme()) = %q, want dark", got)
	}
}

// TestSideShapes checks that sides never rely on colour alone: in every
// theme each of heroes, enemies, neutral and allies has its own token
// outline.
func TestSideShapes(t *testing.T) {
	for _, th := range []Theme{ScreenTheme(), PrintTheme(), lightTheme(), contrastTheme()} {
		t.Run(th.Name, func(t *testing.T) { testSideShapes(t, &th) })
	}
}

func testSideShapes(t *testing.T, th *Theme) {
	outline := func(side string) string {
		s := TokenBody(th.SideShape(side), 0, 0, 1)
		if s.Kind == Circle {
			return "disc"
		}
		return map[int]string{4: "square", 6: "hexagon", 8: "octagon"}[len(s.Points)]
	}
	for side, want := range map[string]string{"heroes": "disc", "enemies": "octagon", "neutral": "square", "allies": "hexagon", "monsters": "octagon"} {
		if got := outline(side); got != want {
			t.Errorf("TokenBody(side %s) = %s, want %s", side, got, want)
		}
	}
}

// TestColorBlindSides checks the side colours of the light and contrast
// themes are far apart in grey value too (a grayscale screenshot or a
// viewer who sees no hue), on top of their shapes: at least 20 of 255
// between any two.
func TestColorBlindSides(t *testing.T) {
	sides := ColorBlindSides()
	names := []string{"heroes", "enemies", "neutral", "allies"}
	for i, a := range names {
		for _, b := range names[i+1:] {
			if d := math.Abs(luminance(sides[a]) - luminance(sides[b])); d < 20 {
				t.Errorf("ColorBlindSides %s %v and %s %v differ by %.0f in grey, want >= 20", a, sides[a], b, sides[b], d)
			}
		}
	}
}

// TestLightPage: the print and light themes draw on a light page (zone
// maps then use dark ink), dark and contrast on a dark one.
func TestLightPage(t *testing.T) {
	for name, want := range map[string]bool{"print": true, "light": true, "dark": false, "contrast": false} {
		th, err := ThemeNamed(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := th.LightPage(); got != want {
			t.Errorf("ThemeNamed(%s).LightPage() = %v, want %v", name, got, want)
		}
	}
}
