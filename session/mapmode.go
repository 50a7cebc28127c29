package session

import (
	"fmt"
)

// This file is the map editor as a mode of the interaction:
// the brush the palette sets, and the press, drag and release that make
// one stroke. The window draws StrokePreview while the pointer is down.

// shapeNames are the shapes' names, in Shape order.
func shapeNames() [5]string { return [...]string{"freehand", "line", "rectangle", "frame", "fill"} }

// String is the shape's name as the palette shows it.
func (s Shape) String() string {
	if s >= 0 && int(s) < len(shapeNames()) {
		return shapeNames()[s]
	}
	return fmt.Sprintf("shape(%d)", int(s))
}

// Shapes lists the stroke shapes in palette order.
func Shapes() []Shape { return []Shape{ShapeDabs, ShapeLine, ShapeRect, ShapeFrame, ShapeFill} }
