package render

import (
	"fmt"
	"image/color"
	"strings"
)

// WindowThemes are the names of the window's themes, in the order a key
// cycles through them: "dark" (ScreenTheme) first, the default.
func WindowThemes() []string { return []string{"dark", "light", "contrast"} }

// ThemeNamed is the theme of a name: dark (or screen), light, contrast, or
// print. An unknown name is an error listing the valid ones.
func ThemeNamed(name string) (Theme, error) {
	switch name {
	case "dark", "screen":
		return ScreenTheme(), nil
	case "light":
		return lightTheme(), nil
	case "contrast":
		return contrastTheme(), nil
	case "print":
		return PrintTheme(), nil
	}
	return Theme{}, fmt.Errorf("unknown theme %q (want %s or print)", name, strings.Join(WindowThemes(), ", "))
}

// WindowThemeName is the window's name for a theme ("screen" is "dark").
func WindowThemeName(t Theme) string {
	if t.Name == "screen" {
		return "dark"
	}
	return t.Name
}

// ColorBlindSides are side colours from the Okabe-Ito palette, told apart
// with every common colour-vision deficiency: heroes blue, enemies
// vermillion, allies sky blue; neutral a dark grey, the side no one
// fights for. They differ in grey value as well as in hue. The tokens' shapes
// (disc, octagon, square, hexagon: Theme.SideShapes) tell the sides apart
// without colour at all.
func ColorBlindSides() map[string]color.RGBA {
	return map[string]color.RGBA{
		"heroes":  RGB(0, 114, 178),
		"enemies": RGB(213, 94, 0),
		"neutral": RGB(60, 60, 64),
		"allies":  RGB(86, 180, 233),
	}
}

// lightTheme is for a bright room: a pale page like the print theme's with
// the screen's preview colours darkened enough to read on it, side
// colours from ColorBlindSides, and a light panel with dark text.
func lightTheme() Theme {
	t := PrintTheme()
	t.Name = "light"
	t.Background = RGB(236, 236, 230)
	t.Ground = RGB(206, 210, 192)
	t.GroundStep = 0.2
	t.CoordText = RGB(60, 60, 66)
	t.Sides = ColorBlindSides()
	t.OtherSide = RGB(204, 121, 167) // Okabe-Ito reddish purple
	t.Select = RGB(0, 0, 0)
	t.Hover = RGBA(0, 0, 0, 170)
	t.AreaFill = WithAlpha(RGB(0, 114, 178), 80)
	t.AreaEdge = RGB(0, 84, 150)
	t.PathInk = RGB(255, 204, 0)
	t.PathCasing = RGB(0, 0, 0)
	t.ReachFill = RGB(120, 200, 110)
	t.ReachInk = RGB(20, 110, 40)
	t.Danger = RGB(190, 20, 80)
	t.Ghost = RGB(30, 30, 30)
	t.UI = UIColors{
		Panel: RGB(246, 246, 242), PanelInk: RGB(20, 22, 26), PanelDim: RGB(70, 74, 84), PanelTitle: RGB(0, 84, 150),
		Button: RGB(226, 228, 232), ButtonHover: RGB(200, 214, 232), ButtonEdge: RGB(120, 126, 138),
		StatusBack: WithAlpha(RGB(250, 250, 246), 240), StatusInk: RGB(10, 10, 12),
		StatusForced: RGB(120, 60, 0), StatusMove: RGB(20, 100, 40), StatusBad: RGB(180, 0, 30),
		HelpBack: WithAlpha(RGB(250, 250, 246), 245),
	}
	return t
}

// contrastTheme is for low vision and glare: a black page, ground in clear
// grey steps, white grid and edges, thick black-and-white token outlines,
// yellow for what is selected and aimed at, side colours from
// ColorBlindSides, and a black panel with white and yellow text.
func contrastTheme() Theme {
	t := ScreenTheme()
	t.Name = "contrast"
	t.Background = RGB(0, 0, 0)
	t.Ground = RGB(96, 96, 96)
	t.GroundStep = 0.22
	t.Grid = RGBA(0, 0, 0, 200)
	t.Step = RGB(255, 255, 255)
	t.Cliff = RGB(255, 255, 0)
	t.HeightText = RGB(255, 255, 255)
	// white marks on a black casing: one of the two stands out from ground
	// of any grey, low or high
	t.Difficult = RGB(255, 255, 255)
	t.DifficultEdge = RGB(0, 0, 0)
	t.CoordText = RGB(255, 255, 255)
	t.Sides = ColorBlindSides()
	t.OtherSide = RGB(204, 121, 167)
	t.TokenRing = RGB(255, 255, 255)
	t.TokenText = RGB(255, 255, 255)
	t.Outline = RGB(0, 0, 0)
	t.OutlineWidth = 0.1
	t.Select = RGB(255, 255, 0)
	t.Hover = RGB(255, 255, 255)
	t.BadgeFill = RGB(255, 255, 0)
	t.BadgeText = RGB(0, 0, 0)
	t.AreaFill = WithAlpha(RGB(0, 190, 255), 130)
	t.AreaEdge = RGB(0, 220, 255)
	t.PathInk = RGB(255, 255, 0)
	t.PathCasing = RGB(0, 0, 0)
	t.Danger = RGB(255, 0, 110)
	t.Ghost = RGB(255, 255, 255)
	t.ReachInk = RGB(0, 255, 120)
	t.UI = UIColors{
		Panel: RGB(0, 0, 0), PanelInk: RGB(255, 255, 255), PanelDim: RGB(255, 255, 255), PanelTitle: RGB(255, 255, 0),
		Button: RGB(0, 0, 0), ButtonHover: RGB(60, 60, 0), ButtonEdge: RGB(255, 255, 255),
		StatusBack: RGB(0, 0, 0), StatusInk: RGB(255, 255, 255),
		StatusForced: RGB(255, 255, 0), StatusMove: RGB(0, 255, 120), StatusBad: RGB(255, 120, 120),
		HelpBack: RGB(0, 0, 0),
	}
	return t
}
