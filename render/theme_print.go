package render

import "image/color"

// PrintTheme is for paper: a white page, dark line work, and fills that stay
// apart when printed in grayscale. Wall materials differ in grey value as
// well as pattern (glass very light, stone light, wood mid, metal dark,
// unbreakable near black); liquid is a light blue-grey with dark waves,
// damaging terrain light with a dark hatch; heroes are a dark blue and
// everyone else a light orange, on top of the disc and octagon shapes.
func PrintTheme() Theme {
	return Theme{
		Name:       "print",
		Background: RGB(255, 255, 255),
		// level 0 a pale grey, so raised ground can be lighter still and
		// sunken ground darker
		Ground:     RGB(226, 226, 222),
		GroundStep: 0.25,
		Grid:       RGBA(0, 0, 0, 110),
		Step:       RGBA(40, 40, 40, 210),
		Cliff:      RGB(0, 0, 0),
		HeightText: RGBA(30, 30, 30, 200),
		Liquid:     RGB(170, 190, 210),
		LiquidLine: RGB(70, 92, 120),
		Difficult:  RGB(150, 140, 125),
		Damaging:   RGB(246, 220, 210),
		// the hatch on damaging ground, and the damage number on a dark disc:
		// dark enough for one, light enough for the other
		DamageLine: RGB(190, 50, 25),
		DamageText: RGB(255, 255, 255),
		CoordText:  RGB(90, 90, 90),
		Walls: map[string]WallStyle{
			"glass":       {Fill: RGB(236, 243, 246), Line: RGB(110, 130, 140), Edge: RGB(60, 75, 82)},
			"wood":        {Fill: RGB(172, 150, 124), Line: RGB(118, 96, 72), Edge: RGB(40, 30, 20)},
			"stone":       {Fill: RGB(198, 198, 194), Line: RGB(110, 110, 106), Edge: RGB(40, 40, 38)},
			"metal":       {Fill: RGB(92, 98, 106), Line: RGB(200, 206, 212), Edge: RGB(10, 12, 14)},
			"unbreakable": {Fill: RGB(36, 34, 40), Line: RGB(150, 146, 160), Edge: RGB(0, 0, 0)},
		},
		Sides: map[string]color.RGBA{
			"heroes":  RGB(36, 84, 180),
			"enemies": RGB(232, 132, 50),
			"neutral": RGB(190, 190, 190),
		},
		OtherSide:   RGB(120, 60, 150),
		SideShapes:  sideShapes(),
		TokenRing:   RGB(255, 255, 255),
		TokenText:   RGB(255, 255, 255),
		Outline:     RGB(16, 16, 16),
		Select:      RGB(0, 0, 0),
		Hover:       RGBA(0, 0, 0, 140),
		BadgeFill:   RGB(255, 255, 255),
		BadgeText:   RGB(0, 0, 0),
		Prone:       RGB(170, 20, 50),
		StaminaOK:   RGB(40, 160, 70),
		StaminaLow:  RGB(235, 185, 30),
		StaminaOut:  RGB(200, 30, 30),
		StaminaBack: RGBA(0, 0, 0, 170),
		// a forced-movement figure: a pale tinted area, a light arrow in a
		// dark casing, dark marks where the window has light ones
		AreaFill:   WithAlpha(RGB(110, 165, 220), 90),
		AreaEdge:   RGB(30, 90, 160),
		PathInk:    RGB(255, 204, 40),
		PathCasing: RGB(16, 16, 16),
		ReachFill:  RGB(120, 190, 110),
		ReachInk:   RGB(40, 120, 40),
		Danger:     RGB(190, 20, 80),
		DangerInk:  RGB(255, 255, 255),
		Illegal:    RGB(210, 40, 40),
		Ghost:      RGB(40, 40, 40),
	}
}
