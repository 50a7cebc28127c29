package drawsteel

import (
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/render"
)

// setTheme shows the window in a theme: the map's tiles, the side view
// and the panel are drawn again in its colours.
func (g *Game) setTheme(name string) {
	t, err := render.ThemeNamed(name)
	if err != nil {
		return
	}
	g.Theme = render.WindowThemeName(t)
	if g.Palette == game.PaletteColorBlind {
		t.Sides = render.ColorBlindSides()
	}
	g.sceneOpt.Theme = t
	g.side = nil
	if g.panel != nil {
		g.remakePanel(g.panel.page)
	}
	g.Dirty, g.Settle = true, game.SettleUpdates
}

// turnView turns the map by quarters quarter turns clockwise and remembers
// the turn.
func (g *Game) turnView(quarters int, area game.Area) {
	g.cam.Turn(quarters, area)
	g.Turned(g.cam.Degrees())
}
