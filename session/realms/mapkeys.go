package realms

import (
	"fmt"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// This file is the hex editor by keyboard alone, with the keys
// of the square editor (mapkeys.go): a cursor hex moved by the arrows,
// Enter that starts and ends a stroke there, Esc that drops it, Tab and
// Page Up/Down that choose the tool and the shape, and A then a digit
// that places a template. The arrows move in [col, row] as the map is
// laid out: left and right a column, up and down a row in the same
// column (on a pointy-topped map that zigzags down the rows). For the
// edge tools the cursor names one side of its hex, which R turns
// clockwise; a stroke runs through the middles of the
// sides named.

// hexCursor is the hex editor's keyboard cursor.
type hexCursor struct {
	on   bool
	at   grid.Cell
	side int // the side for the edge tools, an index of grid.HexDirection
}

// MapCursor is the keyboard cursor's hex and side (an index of
// grid.HexDirection) and whether there is one.
func (p *HexPlay) MapCursor() (grid.Cell, int, bool) {
	return p.edit.cursor.at, p.edit.cursor.side, p.edit.cursor.on
}

// MapCursorMove moves the cursor dcol columns and drow rows, within the
// map; with no cursor yet it appears in the middle. A stroke under way
// follows it.
func (p *HexPlay) MapCursorMove(l render.HexLayout, dcol, drow int) {
	if !p.edit.on {
		return
	}
	g := p.board.Geometry
	c := &p.edit.cursor
	at := g.Orientation.Axial(grid.Offset{Col: g.Width / 2, Row: g.Height / 2})
	if c.on {
		at = hexStep(g, c.at, dcol, drow)
	}
	c.on, c.at = true, at
	p.followCursor(l)
}

// MapTurnSide turns the cursor's side clockwise on the screen (dir 1) or
// back (dir -1): grid.HexDirection counts the other way round, with rows
// going down.
func (p *HexPlay) MapTurnSide(l render.HexLayout, dir int) {
	if !p.edit.on {
		return
	}
	p.edit.cursor.side = ((p.edit.cursor.side-dir)%6 + 6) % 6
	if !p.edit.cursor.on {
		p.MapCursorMove(l, 0, 0)
		return
	}
	p.followCursor(l)
}

// followCursor extends a stroke under way to the cursor and says where
// it is.
func (p *HexPlay) followCursor(l render.HexLayout) {
	o := p.board.Offset(p.edit.cursor.at)
	where := fmt.Sprintf("[%d, %d]", o.Col, o.Row)
	if p.edit.brush.Tool.OnEdges() {
		n := p.board.Offset(p.edit.cursor.at.Add(grid.HexDirection(p.edit.cursor.side)))
		where += fmt.Sprintf(", its side toward [%d, %d] (R turns it)", n.Col, n.Row)
	}
	if p.edit.dragging {
		p.MapDrag(l, p.cursorPoint(l))
		p.message = "Stroke to " + where + ": " + p.key(session.ActCommit, "Commit") + " applies it, " + p.key(session.ActCancel, "Cancel") + " drops it."
		return
	}
	p.message = "Cursor at " + where + ": " + p.key(session.ActCommit, "Commit") + " starts a stroke here."
}

// cursorPoint is the map point the cursor stands for: its hex's centre,
// or for the edge tools the middle of its side.
func (p *HexPlay) cursorPoint(l render.HexLayout) render.Point {
	c := p.edit.cursor
	at := l.Center(c.at)
	if !p.edit.brush.Tool.OnEdges() {
		return at
	}
	n := l.Center(c.at.Add(grid.HexDirection(c.side)))
	return render.Point{X: (at.X + n.X) / 2, Y: (at.Y + n.Y) / 2}
}

// MapStrokeKey starts a stroke at the cursor or, with one under way, ends
// and applies it there (Enter twice on one hex paints that hex); the
// creature tool places its creature at the cursor.
func (p *HexPlay) MapStrokeKey(l render.HexLayout) {
	if !p.edit.on {
		return
	}
	if !p.edit.cursor.on {
		p.MapCursorMove(l, 0, 0)
	}
	at := p.cursorPoint(l)
	if p.edit.dragging {
		p.MapUp(l, at)
		return
	}
	p.MapDown(l, at)
	if p.edit.dragging {
		p.message = fmt.Sprintf("Stroke started (%s, %s): the arrows extend it, %s applies it, %s drops it.",
			HexToolName(p.edit.brush.Tool), p.edit.shape, p.key(session.ActCommit, "Commit"), p.key(session.ActCancel, "Cancel"))
	}
}

// MapCancelStroke drops the stroke under way, if any, and reports whether
// there was one.
func (p *HexPlay) MapCancelStroke() bool {
	if !p.edit.on || !p.edit.dragging {
		return false
	}
	p.CancelStroke()
	p.message = "Stroke dropped; nothing changed."
	return true
}

// CycleMapTool chooses the next tool of the palette (dir 1) or the
// previous (dir -1); a stroke under way is dropped.
func (p *HexPlay) CycleMapTool(dir int) {
	if !p.edit.on {
		return
	}
	p.MapCancelStroke()
	br := p.edit.brush
	br.Tool = session.CycleDir(HexMapTools(), br.Tool, dir)
	p.SetMapBrush(br, p.edit.shape, p.edit.template)
}

// CycleMapShape chooses the next stroke shape (dir 1) or the previous
// (dir -1) that the tool takes; a stroke under way is dropped.
func (p *HexPlay) CycleMapShape(dir int) {
	shapes := HexShapes(p.edit.brush.Tool)
	if !p.edit.on || len(shapes) == 0 {
		return
	}
	p.MapCancelStroke()
	p.SetMapBrush(p.edit.brush, session.CycleDir(shapes, p.edit.shape, dir), p.edit.template)
}

// MapPlaceTemplate places template n (1 for the first of HexTemplates)
// at the cursor, whatever the tool (A then a digit).
func (p *HexPlay) MapPlaceTemplate(l render.HexLayout, n int) bool {
	ts := HexTemplates()
	if !p.edit.on {
		return false
	}
	if n < 1 || n > len(ts) {
		p.message = fmt.Sprintf("No template %d: the hex editor has %d (1 to %d).", n, len(ts), len(ts))
		return false
	}
	if !p.edit.cursor.on {
		p.MapCursorMove(l, 0, 0)
	}
	return p.PlaceCreature(ts[n-1], p.edit.cursor.at)
}
