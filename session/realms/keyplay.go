package realms

import (
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/session"
)

// hexStep is hex at moved dcol columns and drow rows of g's [col, row]
// layout, kept on the map: the hex editor's cursor step.
func hexStep(g grid.Hex, at grid.Cell, dcol, drow int) grid.Cell {
	o := g.Orientation.Offset(at)
	o = grid.Offset{Col: min(max(o.Col+dcol, 0), g.Width-1), Row: min(max(o.Row+drow, 0), g.Height-1)}
	return g.Orientation.Axial(o)
}

// AimStep is the hex an arrow key moves a creature's aim to from hex at:
// dcol columns and drow rows on the map, as the hex editor's cursor
// moves (MapCursorMove), never off the map.
func (p *HexPlay) AimStep(at grid.Cell, dcol, drow int) grid.Cell {
	return hexStep(p.board.Geometry, at, dcol, drow)
}

// NextCreature is the id of the creature after the one with id from in
// the board's order (dir 1) or before it (dir -1), round the end; from
// "" (or gone) starts at the first (or the last). "" when there is none.
func (p *HexPlay) NextCreature(from string, dir int) string {
	ids := make([]string, len(p.board.Creatures))
	for i, c := range p.board.Creatures {
		ids[i] = c.ID
	}
	return session.NextID(ids, from, dir)
}
