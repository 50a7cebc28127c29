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

	// DifficultEdge is the edge of difficult terrain's marks and, when set,
	// a casing drawn under them wider than usual, so that they read on
	// ground of any lightness (zero: Difficult darkened, no casing).
	DifficultEdge color.RGBA

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

// RGB is an opaque colour, the one shorthand for a colour every theme and
// ruleset scene writes.
func RGB(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 255} }

// RGBA is a colour with alpha a; like every color.RGBA its channels are
// premultiplied (none above a).
func RGBA(r, g, b, a uint8) color.RGBA { return color.RGBA{r, g, b, a} }

// WithAlpha is c with alpha a, its channels scaled to stay premultiplied.
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
		Background: RGB(24, 27, 33),
		Ground:     RGB(120, 128, 104),
		GroundStep: 0.12,
		Grid:       RGBA(0, 0, 0, 70),
		Step:       RGBA(30, 26, 20, 150),
		Cliff:      RGB(22, 18, 14),
		HeightText: RGBA(28, 30, 22, 170),
		Liquid:     RGB(52, 104, 170),
		LiquidLine: WithAlpha(RGB(190, 220, 255), 200),
		Difficult:  RGB(92, 74, 50),
		Damaging:   RGB(196, 52, 30),
		DamageLine: RGB(255, 196, 64),
		DamageText: RGB(255, 196, 64),
		CoordText:  RGB(150, 156, 166),
		Walls: map[string]WallStyle{
			"glass":       {Fill: RGB(178, 228, 240), Line: RGB(255, 255, 255), Edge: RGB(70, 140, 165)},
			"wood":        {Fill: RGB(139, 90, 43), Line: RGB(92, 56, 24), Edge: RGB(60, 36, 14)},
			"stone":       {Fill: RGB(150, 150, 146), Line: RGB(96, 96, 92), Edge: RGB(58, 58, 56)},
			"metal":       {Fill: RGB(70, 82, 96), Line: RGB(170, 184, 198), Edge: RGB(24, 28, 34)},
			"unbreakable": {Fill: RGB(38, 34, 46), Line: RGB(120, 100, 160), Edge: RGB(10, 8, 14)},
		},
		Sides: map[string]color.RGBA{
			"heroes":  RGB(38, 110, 220),
			"enemies": RGB(230, 110, 20),
			"neutral": RGB(140, 140, 150),
		},
		OtherSide:   RGB(150, 60, 190),
		SideShapes:  sideShapes(),
		TokenRing:   RGB(250, 250, 250),
		TokenText:   RGB(255, 255, 255),
		Outline:     RGB(16, 16, 20),
		Select:      RGB(255, 221, 0),
		Hover:       RGBA(255, 255, 255, 220),
		BadgeFill:   RGB(250, 250, 250),
		BadgeText:   RGB(16, 16, 20),
		Prone:       RGB(200, 30, 60),
		StaminaOK:   RGB(60, 200, 90),
		StaminaLow:  RGB(240, 190, 30),
		StaminaOut:  RGB(220, 40, 40),
		StaminaBack: RGBA(0, 0, 0, 170),
		AreaFill:    WithAlpha(RGB(60, 190, 255), 95),
		AreaEdge:    RGB(90, 210, 255),
		PathInk:     RGB(255, 214, 0),
		PathCasing:  RGB(20, 20, 24),
		Danger:      RGB(214, 20, 90),
		DangerInk:   RGB(255, 255, 255),
		Illegal:     RGB(255, 60, 60),
		Ghost:       RGBA(255, 255, 255, 230),
		ReachFill:   RGB(150, 240, 120),
		ReachInk:    RGB(170, 255, 130),
		UI: UIColors{
			Panel: RGB(0x1d, 0x21, 0x29), PanelInk: RGB(0xe8, 0xe8, 0xec), PanelDim: RGB(0x9a, 0xa3, 0xb2), PanelTitle: RGB(0xff, 0xdd, 0x55),
			Button: RGB(0x33, 0x3a, 0x47), ButtonHover: RGB(0x45, 0x4e, 0x60), ButtonEdge: RGB(0x5a, 0x66, 0x7a),
			StatusBack: RGBA(10, 12, 16, 225), StatusInk: RGB(255, 255, 255),
			StatusForced: RGB(255, 214, 0), StatusMove: RGB(170, 255, 130), StatusBad: RGB(255, 60, 60),
			HelpBack: RGBA(8, 10, 14, 235),
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

// DifficultInk is the edge of difficult terrain's marks and its width in
// squares: DifficultEdge drawn wide where the theme sets it, else
// Difficult darkened, thin.
func (t *Theme) DifficultInk() (color.RGBA, float64) {
	if t.DifficultEdge.A != 0 {
		return t.DifficultEdge, 0.045
	}
	return Shade(t.Difficult, -0.5), 0.02
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
