// The square play's part of the Play contract: the actions it hears, the
// arrows while a forced move is previewed, and what a press, drag and
// release of the pointer on the map do.

package drawsteel

import (
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// squarePress is a left press on the map under way: whether it began on
// the board, on the previewed target's token, on which square and on
// which creature (while idle: dragging it moves it), and whether the
// drag has moved the target since.
type squarePress struct {
	onMap, onTarget, moved bool
	at                     drawsteel.Square
	creature               string
}

// hears reports whether the square play takes action a (Do): the
// forced-move keys, the maneuvers, the turn, tactics, commit, cancel,
// undo and redo, and the digits.
func (in *Interaction) hears(a session.Action) bool {
	if a >= session.ActDistance0 && a <= session.ActDistance9 {
		return true
	}
	switch a {
	case session.ActRoll:
		return in.mode == ModeRoll
	case session.ActHealSign, session.ActDamageSign:
		return in.typesAmount()
	case session.ActPush, session.ActPull, session.ActSlide, session.ActDistanceUp, session.ActDistanceDown, session.ActVertical, session.ActMelee, session.ActStability,
		session.ActAimUp, session.ActAimDown, session.ActNextCreature, session.ActPrevCreature, session.ActMoveMode, session.ActKnockback, session.ActGrab,
		session.ActEscapeGrab, session.ActDig, session.ActMount, session.ActTurn, session.ActTactics, session.ActCommit, session.ActCancel, session.ActUndo, session.ActRedo:
		return true
	}
	return false
}

// squareAt is the square under map point at and whether it is on the
// board.
func (in *Interaction) squareAt(at render.Point) (drawsteel.Square, bool) {
	b := in.Board()
	c, ok := render.SquareLayout{Width: b.Width, Height: b.Height}.CellAt(at)
	return drawsteel.Square(c), ok
}

// Arrow moves the aimed square of a forced move's preview, one a press
// (held arrows do nothing more); otherwise the arrows are the window's.
func (in *Interaction) Arrow(dx, dy int, pressed bool) bool {
	if in.mode != ModePreview {
		return false
	}
	if pressed {
		q, ok := in.Cursor()
		if !ok {
			q = in.TargetSquare()
		}
		in.Point(drawsteel.Square{X: q.X + dx, Y: q.Y + dy}, true)
	}
	return true
}

// Hover is the pointer over the map. Leaving the board keeps the aim of
// a preview: Commit commits the move last aimed at, by the pointer or by
// the keys.
func (in *Interaction) Hover(p session.Pointer) {
	q, ok := in.squareAt(p.At)
	onBoard := p.On && ok
	if !onBoard && in.mode == ModePreview {
		return
	}
	in.Point(q, onBoard)
}

// Press is the left button pressed: on the previewed target's token it
// starts a drag that shapes the move; on a creature while idle, one that
// moves it.
func (in *Interaction) Press(p session.Pointer) {
	q, ok := in.squareAt(p.At)
	onBoard := p.On && ok
	in.press = squarePress{onMap: onBoard, at: q, onTarget: onBoard && in.OnTarget(q)}
	if onBoard && in.mode == ModeIdle {
		in.press.creature = in.CreatureAt(q)
	}
}

// Drag is the pointer moved with the left button held: the target's
// token dragged aims (a slide follows the squares dragged through); a
// creature dragged while idle makes a willing move (Ctrl: placed freely).
func (in *Interaction) Drag(p session.Pointer) {
	q, ok := in.squareAt(p.At)
	if !p.On || !ok {
		return
	}
	pr := &in.press
	switch {
	case pr.onTarget && (q != pr.at || pr.moved):
		in.DragTo(q)
		pr.moved = true
	case pr.creature != "" && q != pr.at && in.mode == ModeIdle:
		in.StartMove(pr.creature, p.Ctrl)
		in.Point(q, true)
		pr.moved = true
	}
}

// Release is the left button let go: a willing move dragged is dropped;
// a click (released where pressed) on a door's side opens or closes it,
// else it is a click on the square (Shift: queue a target, add a
// waypoint).
func (in *Interaction) Release(p session.Pointer) {
	pr := in.press
	if !pr.onMap {
		return
	}
	q, ok := in.squareAt(p.At)
	onBoard := p.On && ok
	switch {
	case in.mode == ModeMoving:
		in.DropMove()
	case pr.onTarget && pr.moved:
		// the drag shaped the move; click or Enter commits it
	case onBoard && q == pr.at:
		if side, ok := session.NearestDoor(in.Board(), p.At, session.DoorClick); ok && in.mode == ModeIdle && !p.Shift {
			in.ToggleDoor(side)
			break
		}
		in.Click(q, p.Shift)
	}
	in.press = squarePress{}
}

// Undo and Redo step the history back and forward, saying what they did.
func (in *Interaction) Undo() { in.do(session.ActUndo) }
func (in *Interaction) Redo() { in.do(session.ActRedo) }

// Changes counts the changes the undo history recorded.
func (in *Interaction) Changes() int { return in.hist.Changes() }

// Overlay is what the interaction draws over the map in theme t: the
// selection, the preview, the path, the tactics (dsscene.BuildOverlay).
func (in *Interaction) Overlay(t render.Theme) *render.Scene {
	return dsscene.BuildOverlay(in.Board(), in.Marks(), t)
}
