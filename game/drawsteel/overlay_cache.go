// What is drawn over the map each frame: hover, selection, names, tactics
// and the preview of the move under way.

package drawsteel

import (
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// NoteCache keeps the figure's marks, converted once per change.
type NoteCache struct {
	ver   int
	valid bool
	out   []dsscene.Annotation
}

func (c *NoteCache) Marks(in *dsplay.Interaction) []dsscene.Annotation {
	if v := in.History().FigureVersion(); !c.valid || c.ver != v {
		c.ver, c.valid, c.out = v, true, session.NoteMarks(in.Figure().Notes)
	}
	return c.out
}

// TacticsCache keeps the selected creature's tactical facts, computed once
// per board and selection.
type TacticsCache struct {
	board *drawsteel.Board
	id    string
	out   []dsscene.Tactic
}

func (c *TacticsCache) Facts(b *drawsteel.Board, id string) []dsscene.Tactic {
	if c.board != b || c.id != id {
		c.board, c.id, c.out = b, id, dsscene.TacticsFor(b, id)
	}
	return c.out
}
