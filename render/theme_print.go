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
		Background: rgb(255, 255, 255),
		// level 0 a pale grey, so raised ground can be lighter still and
		// sunken ground darker
		Ground:     rgb(226, 226, 222),
		GroundStep: 0.25,
		Grid:       rgba(0, 0, 0, 110),
		Step:       rgba(40, 40, 40, 210),
		Cliff:      rgb(0, 0, 0),
		HeightText: rgba(30, 30, 30, 200),
		Liquid:     rgb(170, 190, 210),
		LiquidLine: rgb(70, 92, 120),
		Difficult:  rgb(150, 140, 125),
		Damaging:   rgb(246, 220, 210),
		// the hatch on damaging ground, and the damage number on a dark disc:
		// dark enough for one, light enough for the other
		DamageLine: rgb(190, 50, 25),
		DamageText: rgb(255, 255, 255),
		CoordText:  rgb(90, 90, 90),
		Walls: map[string]WallStyle{
			"glass":       {Fill: rgb(236, 243, 246), Line: rgb(110, 130, 140), Edge: rgb(60, 75, 82)},
			"wood":        {Fill: rgb(172, 150, 124), Line: rgb(118, 96, 72), Edge: rgb(40, 30, 20)},
			"stone":       {Fill: rgb(198, 198, 194), Line: rgb(110, 110, 106), Edge: rgb(40, 40, 38)},
			"metal":       {Fill: rgb(92, 98, 106), Line: rgb(200, 206, 212), Edge: rgb(10, 12, 14)},
			"unbreakable": {Fill: rgb(36, 34, 40), Line: rgb(150, 146, 160), Edge: rgb(0, 0, 0)},
		},
		Sides: map[string]color.RGBA{
			"heroes":  rgb(36, 84, 180),
			"enemies": rgb(232, 132, 50),
			"neutral": rgb(190, 190, 190),
		},
		OtherSide:   rgb(120, 60, 150),
		SideShapes:  sideShapes(),
		TokenRing:   rgb(255, 255, 255),
		TokenText:   rgb(255, 255, 255),
		Outline:     rgb(16, 16, 16),
		Select:      rgb(0, 0, 0),
		Hover:       rgba(0, 0, 0, 140),
		BadgeFill:   rgb(255, 255, 255),
		BadgeText:   rgb(0, 0, 0),
		Prone:       rgb(170, 20, 50),
		StaminaOK:   rgb(40, 160, 70),
		StaminaLow:  rgb(235, 185, 30),
		StaminaOut:  rgb(200, 30, 30),
		StaminaBack: rgba(0, 0, 0, 170),
		// a forced-movement figure: a pale tinted area, a light arrow in a
		// dark casing, dark marks where the window has light ones
		AreaFill:   WithAlpha(rgb(110, 165, 220), 90),
		AreaEdge:   rgb(30, 90, 160),
		PathInk:    rgb(255, 204, 40),
		PathCasing: rgb(16, 16, 16),
		ReachFill:  rgb(120, 190, 110),
		ReachInk:   rgb(40, 120, 40),
		Danger:     rgb(190, 20, 80),
		DangerInk:  rgb(255, 255, 255),
		Illegal:    rgb(210, 40, 40),
		Ghost:      rgb(40, 40, 40),
	}
}
