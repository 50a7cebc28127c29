// What is drawn over the map each frame: hover, selection, names, tactics
// and the preview of the move under way.

package game

import (
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// Overlay builds what is drawn over the map this frame: hover, selection
// and the forced-movement preview. It only reads what rules already
// computed.
func (g *Game) overlay() *render.Scene {
	s := g.in.Overlay(g.sceneOpt.Theme)
	if id := g.in.Selected(); g.in.ShowTactics() && id != "" && g.in.Mode() == dsplay.ModeIdle {
		t := g.sceneOpt.Theme
		dsscene.AddTactics(s, g.Board(), id, g.tactics.facts(g.Board(), id), &t)
	}
	if g.in.Mode() == dsplay.ModeMapEdit {
		g.addStrokePreview(s)
	}
	return s
}

// noteCache keeps the figure's marks, converted once per change.
type noteCache struct {
	ver   int
	valid bool
	out   []dsscene.Annotation
}

func (c *noteCache) marks(in *dsplay.Interaction) []dsscene.Annotation {
	if v := in.History().FigureVersion(); !c.valid || c.ver != v {
		c.ver, c.valid, c.out = v, true, session.NoteMarks(in.Figure().Notes)
	}
	return c.out
}

// tacticsCache keeps the selected creature's tactical facts, computed once
// per board and selection.
type tacticsCache struct {
	board *drawsteel.Board
	id    string
	out   []dsscene.Tactic
}

func (c *tacticsCache) facts(b *drawsteel.Board, id string) []dsscene.Tactic {
	if c.board != b || c.id != id {
		c.board, c.id, c.out = b, id, dsscene.TacticsFor(b, id)
	}
	return c.out
}
