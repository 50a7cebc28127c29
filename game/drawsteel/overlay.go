package drawsteel

import (
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// Overlay builds what is drawn over the map this frame: hover, selection
// and the forced-movement preview. It only reads what rules already
// computed.
func (g *Game) overlay() *render.Scene {
	s := g.in.Overlay(g.sceneOpt.Theme)
	if id := g.in.Selected(); g.in.ShowTactics() && id != "" && g.in.Mode() == dsplay.ModeIdle {
		t := g.sceneOpt.Theme
		dsscene.AddTactics(s, g.Board(), id, g.tactics.Facts(g.Board(), id), &t)
	}
	if g.in.Mode() == dsplay.ModeMapEdit {
		g.addStrokePreview(s)
	}
	return s
}
