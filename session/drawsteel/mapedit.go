package drawsteel

import (
	"fmt"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// PaintStroke applies a stroke to the board as one undo step and says
// what it did (or why not) in the message. It reports whether the board
// changed.
func (in *Interaction) PaintStroke(br session.Brush, s session.Stroke) bool {
	in.Cancel()
	nb, what, err := session.ApplyStroke(in.Board(), br, s)
	if err != nil {
		in.message = "Not changed: " + in.says(err) + "."
		return false
	}
	in.hist.Push(nb, what, []string{what})
	in.message = what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
	return true
}

// ResizeMap resizes the map as one undo step.
func (in *Interaction) ResizeMap(width, height int) bool {
	in.Cancel()
	b := in.Board()
	if width == b.Width && height == b.Height {
		in.message = fmt.Sprintf("The map is already %dx%d.", width, height)
		return false
	}
	nb, err := session.Resize(b, width, height)
	if err != nil {
		in.message = "Not resized: " + in.says(err) + "."
		return false
	}
	what := fmt.Sprintf("Resized the map from %dx%d to %dx%d", b.Width, b.Height, width, height)
	in.hist.Push(nb, what, []string{what})
	in.message = what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
	return true
}

func cellOf(s drawsteel.Square) grid.Cell { return grid.Cell{X: s.X, Y: s.Y} }
