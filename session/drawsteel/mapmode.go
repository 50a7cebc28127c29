package drawsteel

import (
	"slices"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// StartMapEdit enters the map editor; StopMapEdit leaves it.
func (in *Interaction) StartMapEdit() {
	in.Cancel()
	if in.mapEdit.brush.Size == 0 {
		in.mapEdit.brush = defaultBrush()
	}
	in.mode = ModeMapEdit
	in.message = "Map editor: " + in.mapEdit.brush.Describe() + ". " + in.key(session.ActCancel, "Cancel") + " or Done ends."
}

// StopMapEdit leaves the map editor, dropping a stroke under way.
func (in *Interaction) StopMapEdit() {
	if in.mode == ModeMapEdit {
		in.mode = ModeIdle
		in.mapEdit.dragging, in.mapEdit.points = false, nil
		in.message = "Map editor closed."
	}
}

// MapBrush is the brush and the stroke shape the palette has chosen.
func (in *Interaction) MapBrush() (session.Brush, session.Shape) {
	return in.mapEdit.brush, in.mapEdit.shape
}

// SetMapBrush chooses the brush and shape; settings the format could not
// save are refused and named in the message.
func (in *Interaction) SetMapBrush(br session.Brush, s session.Shape) {
	if err := br.Check(); err != nil && !errNoSetting(br) {
		in.message = "Not set: " + in.says(err) + "."
		return
	}
	if br.Tool.OnEdges() && (s == session.ShapeDabs || s == session.ShapeFill) {
		s = session.ShapeLine
	}
	in.mapEdit.brush, in.mapEdit.shape = br, s
	in.message = br.Describe() + " (" + s.String() + ")."
}

// MapDown starts a stroke at q: a square, or for the edge tools a grid
// corner (corner x,y is the top-left corner of square x,y).
func (in *Interaction) MapDown(q drawsteel.Square) {
	if in.mode != ModeMapEdit {
		return
	}
	in.mapEdit.dragging, in.mapEdit.points = true, []drawsteel.Square{q}
}

// MapDrag extends the stroke to q: a freehand stroke keeps every square
// passed, the other shapes only their two ends.
func (in *Interaction) MapDrag(q drawsteel.Square) {
	m := &in.mapEdit
	if in.mode != ModeMapEdit || !m.dragging || m.points[len(m.points)-1] == q {
		return
	}
	if m.shape == session.ShapeDabs && !m.brush.Tool.OnEdges() {
		// fill the gap a fast drag jumps over, so the stroke is unbroken
		last := m.points[len(m.points)-1]
		for _, c := range (grid.Square{}).Line(cellOf(last), cellOf(q), nil)[1:] {
			m.points = append(m.points, drawsteel.Square{X: c.X, Y: c.Y})
		}
		return
	}
	m.points = []drawsteel.Square{m.points[0], q}
}

// MapUp ends the stroke at q and applies it as one undo step.
func (in *Interaction) MapUp(q drawsteel.Square) {
	if in.mode != ModeMapEdit || !in.mapEdit.dragging {
		return
	}
	in.MapDrag(q)
	st := session.Stroke{Shape: in.mapEdit.shape, Points: in.mapEdit.points}
	in.mapEdit.dragging, in.mapEdit.points = false, nil
	if nb, what, err := session.ApplyStroke(in.Board(), in.mapEdit.brush, st); err != nil {
		in.message = "Not changed: " + in.says(err) + "."
	} else {
		in.hist.Push(nb, what, []string{what})
		in.message = what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
	}
}

// StrokePreview is what the stroke under way would change: the squares,
// or for the edge tools the sides. Both are empty when no stroke is.
func (in *Interaction) StrokePreview() ([]drawsteel.Square, []grid.Edge) {
	m := in.mapEdit
	if in.mode != ModeMapEdit || !m.dragging {
		return nil, nil
	}
	st := session.Stroke{Shape: m.shape, Points: m.points}
	if m.brush.Tool.OnEdges() {
		return nil, session.StrokeSides(in.Board(), st)
	}
	return session.StrokeSquares(in.Board(), m.brush, st), nil
}

// mapping is the map editor's state.
type mapping struct {
	brush    session.Brush
	shape    session.Shape
	dragging bool
	points   []drawsteel.Square
}

// defaultBrush is the palette a new editor starts with.
func defaultBrush() session.Brush {
	return session.Brush{Tool: session.MapRaise, Size: 1, Height: 1, Damage: 1, Depth: 1, Material: drawsteel.Stone}
}

// errNoSetting reports whether a brush fails its check only because the
// tool does not use the value (a height stepped below 1 for the raise
// tool): the palette may still choose it.
func errNoSetting(br session.Brush) bool {
	switch br.Tool {
	case session.MapWall, session.MapSetHeight, session.MapDamaging, session.MapLiquid, session.MapThinWall, session.MapDoor:
		return false
	}
	return slices.Contains(session.BrushSizes(), br.Size)
}
