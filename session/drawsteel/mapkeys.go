package drawsteel

import (
	"fmt"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// MapCursorMove moves the editor's cursor dx, dy squares (or corners),
// within the map; with no cursor yet it appears in the middle. A stroke
// under way follows it.
func (in *Interaction) MapCursorMove(dx, dy int) {
	if in.mode != ModeMapEdit {
		return
	}
	b := in.Board()
	q := drawsteel.Square{X: b.Width / 2, Y: b.Height / 2}
	if in.hasCursor {
		q = drawsteel.Square{X: in.cursor.X + dx, Y: in.cursor.Y + dy}
	}
	q = in.clampMapCursor(q)
	in.Point(q, true)
	if in.mapEdit.dragging {
		in.MapDrag(q)
		in.message = fmt.Sprintf("Stroke to %d,%d: %s applies it, %s drops it.", q.X, q.Y, in.key(session.ActCommit, "Commit"), in.key(session.ActCancel, "Cancel"))
		return
	}
	in.message = fmt.Sprintf("Cursor at %d,%d: %s starts a stroke here.", q.X, q.Y, in.key(session.ActCommit, "Commit"))
}

// clampMapCursor keeps q on the map: a square, or for the edge tools a
// grid corner (0 to the width and height).
func (in *Interaction) clampMapCursor(q drawsteel.Square) drawsteel.Square {
	b := in.Board()
	w, h := b.Width-1, b.Height-1
	if in.mapEdit.brush.Tool.OnEdges() {
		w, h = b.Width, b.Height
	}
	return drawsteel.Square{X: min(max(q.X, 0), w), Y: min(max(q.Y, 0), h)}
}

// MapStrokeKey starts a stroke at the cursor or, with one under way, ends
// and applies it there (Enter twice on one square paints that square).
func (in *Interaction) MapStrokeKey() {
	if in.mode != ModeMapEdit {
		return
	}
	if !in.hasCursor {
		in.MapCursorMove(0, 0)
	}
	q := in.clampMapCursor(in.cursor)
	if in.mapEdit.dragging {
		in.MapUp(q)
		return
	}
	in.MapDown(q)
	in.message = fmt.Sprintf("Stroke from %d,%d (%s, %s): the arrows extend it, %s applies it, %s drops it.",
		q.X, q.Y, in.mapEdit.brush.Tool, in.mapEdit.shape, in.key(session.ActCommit, "Commit"), in.key(session.ActCancel, "Cancel"))
}

// MapCancelStroke drops the stroke under way, if any, and reports whether
// there was one.
func (in *Interaction) MapCancelStroke() bool {
	if in.mode != ModeMapEdit || !in.mapEdit.dragging {
		return false
	}
	in.mapEdit.dragging, in.mapEdit.points = false, nil
	in.message = "Stroke dropped; nothing changed."
	return true
}

// CycleMapTool chooses the next tool of the palette (dir 1) or the
// previous (dir -1), keeping the brush's other settings; a stroke under way
// is dropped.
func (in *Interaction) CycleMapTool(dir int) {
	if in.mode != ModeMapEdit {
		return
	}
	in.MapCancelStroke()
	br := in.mapEdit.brush
	br.Tool = session.CycleDir(session.MapTools(), br.Tool, dir)
	in.SetMapBrush(br, in.mapEdit.shape)
}

// CycleMapShape chooses the next stroke shape (dir 1) or the previous
// (dir -1) that the tool can draw; a stroke under way is dropped.
func (in *Interaction) CycleMapShape(dir int) {
	if in.mode != ModeMapEdit {
		return
	}
	in.MapCancelStroke()
	shapes := session.Shapes()
	s := in.mapEdit.shape
	for range shapes {
		s = session.CycleDir(shapes, s, dir)
		if !in.mapEdit.brush.Tool.OnEdges() || (s != session.ShapeDabs && s != session.ShapeFill) {
			break
		}
	}
	in.SetMapBrush(in.mapEdit.brush, s)
}
