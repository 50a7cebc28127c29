package drawsteel

import (
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// Background is the encounter's background at the current step (nil:
// none).
func (in *Interaction) Background() *maps.Background { return in.Figure().Background }

// SetBackground makes bg (nil: none) the encounter's background as one
// undo step, and says what was done in the message. With merge, a step
// that follows one of the same what made by SetBackground, with nothing
// between them, is folded into it: the notches of one turn of the wheel
// are one step. It reports whether anything changed.
func (in *Interaction) SetBackground(bg *maps.Background, what string, merge bool) bool {
	f := in.Figure()
	bg, ok := session.NewBackground(f.Background, bg, &in.message)
	if !ok {
		return false
	}
	f.Background = bg
	if merge && in.bgStep.What == what && in.bgStep.Changes == in.hist.Changes() {
		in.hist.replaceFigure(f)
	} else {
		in.hist.pushFigure(f, what)
	}
	in.bgStep.What, in.bgStep.Changes = what, in.hist.Changes()
	in.message = what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
	return true
}

// RenameBackground makes every step of the history that names the picture
// old name new instead: the picture was copied under that name beside
// the encounter when it was saved. It is not a step of its own.
func (in *Interaction) RenameBackground(old, new string) {
	in.hist.renameBackground(old, new)
}
