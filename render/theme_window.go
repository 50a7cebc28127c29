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
		"heroes":  rgb(0, 114, 178),
		"enemies": rgb(213, 94, 0),
		"neutral": rgb(60, 60, 64),
		"allies":  rgb(86, 180, 233),
	}
}

// lightTheme is for a bright room: a pale page like the print theme's with
// the screen's preview colours darkened enough to read on it, side
// colours from ColorBlindSides, and a light panel with dark text.
func lightTheme() Theme {
	t := PrintTheme()
	t.Name = "light"
	t.Background = rgb(236, 236, 230)
	t.Ground = rgb(206, 210, 192)
	t.GroundStep = 0.2
	t.CoordText = rgb(60, 60, 66)
	t.Sides = ColorBlindSides()
	t.OtherSide = rgb(204, 121, 167) // Okabe-Ito reddish purple
	t.Select = rgb(0, 0, 0)
	t.Hover = rgba(0, 0, 0, 170)
	t.AreaFill = WithAlpha(rgb(0, 114, 178), 80)
	t.AreaEdge = rgb(0, 84, 150)
	t.PathInk = rgb(255, 204, 0)
	t.PathCasing = rgb(0, 0, 0)
	t.ReachFill = rgb(120, 200, 110)
	t.ReachInk = rgb(20, 110, 40)
	t.Danger = rgb(190, 20, 80)
	t.Ghost = rgb(30, 30, 30)
	t.UI = UIColors{
		Panel: rgb(246, 246, 242), PanelInk: rgb(20, 22, 26), PanelDim: rgb(70, 74, 84), PanelTitle: rgb(0, 84, 150),
		Button: rgb(226, 228, 232), ButtonHover: rgb(200, 214, 232), ButtonEdge: rgb(120, 126, 138),
		StatusBack: WithAlpha(rgb(250, 250, 246), 240), StatusInk: rgb(10, 10, 12),
		StatusForced: rgb(120, 60, 0), StatusMove: rgb(20, 100, 40), StatusBad: rgb(180, 0, 30),
		HelpBack: WithAlpha(rgb(250, 250, 246), 245),
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
	t.Background = rgb(0, 0, 0)
	t.Ground = rgb(96, 96, 96)
	t.GroundStep = 0.22
	t.Grid = rgba(0, 0, 0, 200)
	t.Step = rgb(255, 255, 255)
	t.Cliff = rgb(255, 255, 0)
	t.HeightText = rgb(255, 255, 255)
	t.CoordText = rgb(255, 255, 255)
	t.Sides = ColorBlindSides()
	t.OtherSide = rgb(204, 121, 167)
	t.TokenRing = rgb(255, 255, 255)
	t.TokenText = rgb(255, 255, 255)
	t.Outline = rgb(0, 0, 0)
	t.OutlineWidth = 0.1
	t.Select = rgb(255, 255, 0)
	t.Hover = rgb(255, 255, 255)
	t.BadgeFill = rgb(255, 255, 0)
	t.BadgeText = rgb(0, 0, 0)
	t.AreaFill = WithAlpha(rgb(0, 190, 255), 130)
	t.AreaEdge = rgb(0, 220, 255)
	t.PathInk = rgb(255, 255, 0)
	t.PathCasing = rgb(0, 0, 0)
	t.Danger = rgb(255, 0, 110)
	t.Ghost = rgb(255, 255, 255)
	t.ReachInk = rgb(0, 255, 120)
	t.UI = UIColors{
		Panel: rgb(0, 0, 0), PanelInk: rgb(255, 255, 255), PanelDim: rgb(255, 255, 255), PanelTitle: rgb(255, 255, 0),
		Button: rgb(0, 0, 0), ButtonHover: rgb(60, 60, 0), ButtonEdge: rgb(255, 255, 255),
		StatusBack: rgb(0, 0, 0), StatusInk: rgb(255, 255, 255),
		StatusForced: rgb(255, 255, 0), StatusMove: rgb(0, 255, 120), StatusBad: rgb(255, 120, 120),
		HelpBack: rgb(0, 0, 0),
	}
	return t
}
