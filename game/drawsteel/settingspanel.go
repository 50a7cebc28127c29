package drawsteel

import (
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/render"
)

// OpenSettings shows the square window's settings panel.
func (g *Game) OpenSettings() {
	g.Files.OpenSettings(game.SettingsHost{
		Theme:      func() string { return render.WindowThemeName(g.sceneOpt.Theme) },
		SetTheme:   g.setTheme,
		Palette:    func() string { return g.Palette },
		SetPalette: g.setPalette,
		Scale: func() float64 {
			if g.Dev > 0 {
				return g.uiScale / g.Dev
			}
			return g.uiScale
		},
		StepScale: g.StepUIScale,
		Turn:      g.cam.Degrees,
		TurnBy:    func(q int) { g.turnView(q, game.MapArea(g.W, g.H, g.uiScale)) },
		Keys:      func() game.Keymap { return g.Keymap },
		SetKeys:   func(km game.Keymap) { g.Keymap = km; g.remakePanel(g.panel.page) }, // the buttons show the keys
		Window:    game.SquareWindow,
		Doc:       g,
	}, game.SettingsDisplay)
}

// setPalette shows the sides in a palette and draws the map again.
func (g *Game) setPalette(name string) {
	g.Palette = name
	g.setTheme(render.WindowThemeName(g.sceneOpt.Theme))
}
