package drawsteel

import (
	"fmt"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// ToggleDoor opens the door or window on side if it is closed and closes
// it if it is open: one undo step, written in the event log. It works only
// when nothing else is under way (a preview or a move would be left
// computed on the old board).
func (in *Interaction) ToggleDoor(side grid.Edge) bool {
	b := in.Board()
	e, ok := b.Edges[side]
	switch {
	case !ok || !e.Kind.Opens():
		in.message = "No door or window there: point at one (D or a click on it opens and closes it)."
		return false
	case in.mode != ModeIdle:
		in.message = "Finish or cancel the move first (" + in.key(session.ActCancel, "Cancel") + "), then open or close the door."
		return false
	}
	closed := e
	closed.Open = false
	verb := "Opened"
	if e.Open {
		verb = "Closed"
	}
	what := fmt.Sprintf("%s %s", verb, drawsteel.EdgeName(side, closed))
	if e.Open && e.Kind == rules.EdgeDoor {
		if c := session.InDoorway(b, side, closed); c != nil {
			// a large creature never stands across a closed door
			// (rules-drawsteel.md, "Edges")
			in.message = fmt.Sprintf("%s stands across %s: move it before closing the door.", called(b, c), drawsteel.EdgeName(side, e))
			return false
		}
	}
	nb := b.Clone()
	e.Open = !e.Open
	nb.Edges[side] = e
	in.hist.Push(nb, what, []string{what})
	in.message = what + "."
	return true
}
