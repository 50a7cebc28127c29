package render

import "image/color"

// Theme is the palette a scene is drawn with.
type Theme struct {
	Name       string
	Background color.RGBA
	// Ground is the colour of height 0; each level up is lighter, each down darker.
	Ground     color.RGBA
	GroundStep float64 // lightness change per level, 0..1
	Grid       color.RGBA
	Step       color.RGBA // edge between heights 1 apart
	Cliff      color.RGBA // edge between heights 2 or more apart: a drop to fall from
	HeightText color.RGBA
	Liquid     color.RGBA
	LiquidLine color.RGBA
	Difficult  color.RGBA
	Damaging   color.RGBA
	DamageLine color.RGBA
	// DamageText is the damage number of damaging terrain, on an Outline disc.
	DamageText color.RGBA
	// CoordText is the colour of the column and row numbers around the map.
	CoordText color.RGBA
	Walls     map[string]WallStyle // by material name
	Sides     map[string]color.RGBA
	OtherSide color.RGBA
	// SideShapes are the outlines of the sides' tokens, so that sides never
	// rely on colour alone (a side not named: an octagon).
	SideShapes  map[string]TokenShape
	TokenRing   color.RGBA
	TokenText   color.RGBA
	Outline     color.RGBA
	Select      color.RGBA
	Hover       color.RGBA
	BadgeFill   color.RGBA
	BadgeText   color.RGBA
	Prone       color.RGBA
	StaminaOK   color.RGBA
	StaminaLow  color.RGBA
	StaminaOut  color.RGBA
	StaminaBack color.RGBA

	// Forced-movement preview: the indicated area, the path arrow, and
	// everything that hurts (collisions, damage numbers, falls).
	AreaFill, AreaEdge  color.RGBA
	PathInk, PathCasing color.RGBA
	Danger, DangerInk   color.RGBA
	Illegal             color.RGBA
	Ghost               color.RGBA
	// A willing move: the reachable area (shaded by movement left) and the path.
	ReachFill, ReachInk color.RGBA

	// OutlineWidth is the width of the tokens' outline and ring, in squares
	// (0: the usual 0.05). A high-contrast theme draws them thicker.
	OutlineWidth float64

	// UI is the window's panel, status bar and help in this theme (zero in
	// themes only used for export).
	UI UIColors
}

// UIColors are the colours of the window around the map: the side panel
// and its buttons, the status bar and the help page. Each ink is readable
// on the background it is drawn on.
type UIColors struct {
	Panel, PanelInk, PanelDim, PanelTitle color.RGBA
	Button, ButtonHover, ButtonEdge       color.RGBA
	// The status bar and the turn strip over the bottom and top of the map:
	// its plain text, a forced move's outcome, a willing move's outcome and
	// why a move is not allowed.
	StatusBack, StatusInk, StatusForced, StatusMove, StatusBad color.RGBA
	// HelpBack is the help page over the whole window.
	HelpBack color.RGBA
}

// WallStyle is how one material looks: a fill plus a pattern of lines that
// tells materials apart even in grayscale.
type WallStyle struct {
	Fill, Line, Edge color.RGBA
}

func rgb(r, g, b uint8) color.RGBA     { return color.RGBA{r, g, b, 255} }
func rgba(r, g, b, a uint8) color.RGBA { return color.RGBA{r, g, b, a} }
func WithAlpha(c color.RGBA, a uint8) color.RGBA {
	// colours are premultiplied: scale the channels with alpha
	f := float64(a) / float64(max(c.A, 1))
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), a}
}

// WallMaterials are the wall materials a theme styles (Theme.Walls), in
// the order a legend lists them.
func WallMaterials() []string {
	return []string{"glass", "wood", "stone", "metal", "unbreakable"}
}

// ScreenTheme (the window's "dark" theme) is the default theme for a monitor or TV beside the table:
// strong contrast, side colours blue and orange (safe for the common
// colour-vision deficiencies), materials told apart by pattern as well as colour.
func ScreenTheme() Theme {
	return Theme{
		Name:       "screen",
		Background: rgb(24, 27, 33),
		Ground:     rgb(120, 128, 104),
		GroundStep: 0.12,
		Grid:       rgba(0, 0, 0, 70),
		Step:       rgba(30, 26, 20, 150),
		Cliff:      rgb(22, 18, 14),
		HeightText: rgba(28, 30, 22, 170),
		Liquid:     rgb(52, 104, 170),
		LiquidLine: WithAlpha(rgb(190, 220, 255), 200),
		Difficult:  rgb(92, 74, 50),
		Damaging:   rgb(196, 52, 30),
		DamageLine: rgb(255, 196, 64),
		DamageText: rgb(255, 196, 64),
		CoordText:  rgb(150, 156, 166),
		Walls: map[string]WallStyle{
			"glass":       {Fill: rgb(178, 228, 240), Line: rgb(255, 255, 255), Edge: rgb(70, 140, 165)},
			"wood":        {Fill: rgb(139, 90, 43), Line: rgb(92, 56, 24), Edge: rgb(60, 36, 14)},
			"stone":       {Fill: rgb(150, 150, 146), Line: rgb(96, 96, 92), Edge: rgb(58, 58, 56)},
			"metal":       {Fill: rgb(70, 82, 96), Line: rgb(170, 184, 198), Edge: rgb(24, 28, 34)},
			"unbreakable": {Fill: rgb(38, 34, 46), Line: rgb(120, 100, 160), Edge: rgb(10, 8, 14)},
		},
		Sides: map[string]color.RGBA{
			"heroes":  rgb(38, 110, 220),
			"enemies": rgb(230, 110, 20),
			"neutral": rgb(140, 140, 150),
		},
		OtherSide:   rgb(150, 60, 190),
		SideShapes:  sideShapes(),
		TokenRing:   rgb(250, 250, 250),
		TokenText:   rgb(255, 255, 255),
		Outline:     rgb(16, 16, 20),
		Select:      rgb(255, 221, 0),
		Hover:       rgba(255, 255, 255, 220),
		BadgeFill:   rgb(250, 250, 250),
		BadgeText:   rgb(16, 16, 20),
		Prone:       rgb(200, 30, 60),
		StaminaOK:   rgb(60, 200, 90),
		StaminaLow:  rgb(240, 190, 30),
		StaminaOut:  rgb(220, 40, 40),
		StaminaBack: rgba(0, 0, 0, 170),
		AreaFill:    WithAlpha(rgb(60, 190, 255), 95),
		AreaEdge:    rgb(90, 210, 255),
		PathInk:     rgb(255, 214, 0),
		PathCasing:  rgb(20, 20, 24),
		Danger:      rgb(214, 20, 90),
		DangerInk:   rgb(255, 255, 255),
		Illegal:     rgb(255, 60, 60),
		Ghost:       rgba(255, 255, 255, 230),
		ReachFill:   rgb(150, 240, 120),
		ReachInk:    rgb(170, 255, 130),
		UI: UIColors{
			Panel: rgb(0x1d, 0x21, 0x29), PanelInk: rgb(0xe8, 0xe8, 0xec), PanelDim: rgb(0x9a, 0xa3, 0xb2), PanelTitle: rgb(0xff, 0xdd, 0x55),
			Button: rgb(0x33, 0x3a, 0x47), ButtonHover: rgb(0x45, 0x4e, 0x60), ButtonEdge: rgb(0x5a, 0x66, 0x7a),
			StatusBack: rgba(10, 12, 16, 225), StatusInk: rgb(255, 255, 255),
			StatusForced: rgb(255, 214, 0), StatusMove: rgb(170, 255, 130), StatusBad: rgb(255, 60, 60),
			HelpBack: rgba(8, 10, 14, 235),
		},
	}
}

// TokenShape is the outline of a token.
type TokenShape uint8

const (
	TokenOctagon TokenShape = iota // flat top and sides
	TokenDisc                      // a circle
	TokenSquare                    // a square, turned with the map
	TokenHexagon                   // points left and right
)

// sideShapes are the token outlines every theme uses: a disc for heroes, a
// diamond for neutral, a hexagon for allies, an octagon for enemies and
// every other side.
func sideShapes() map[string]TokenShape {
	return map[string]TokenShape{"heroes": TokenDisc, "neutral": TokenSquare, "allies": TokenHexagon, "enemies": TokenOctagon}
}

// SideShape is the token outline of a side.
func (t *Theme) SideShape(side string) TokenShape {
	return t.SideShapes[side] // TokenOctagon when not named
}

// SideColor is the token colour of a side.
func (t *Theme) SideColor(side string) color.RGBA {
	if c, ok := t.Sides[side]; ok {
		return c
	}
	return t.OtherSide
}

// LightPage reports whether the theme draws on a light background (print,
// light), where line work and words must be dark.
func (t *Theme) LightPage() bool {
	b := t.Background
	return 0.299*float64(b.R)+0.587*float64(b.G)+0.114*float64(b.B) > 128
}

// GroundAt is the ground colour for a height.
func (t *Theme) GroundAt(h int) color.RGBA {
	return Shade(t.Ground, float64(h)*t.GroundStep)
}

// Shade lightens (f > 0) or darkens (f < 0) an opaque colour.
func Shade(c color.RGBA, f float64) color.RGBA {
	ch := func(v uint8) uint8 {
		x := float64(v)
		if f >= 0 {
			x += (255 - x) * min(f, 1)
		} else {
			x *= 1 + max(f, -1)
		}
		return uint8(x + 0.5)
	}
	return color.RGBA{ch(c.R), ch(c.G), ch(c.B), c.A}
}
