package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/game/keyboard"
)

// sheet is a modal box over any of the windows (square, hex, zone) that
// waits for an answer: a title, plain words, an optional text field, an
// optional list of rows (files, settings) and a row of large buttons. It
// is the quit question, the recovery question, the file chooser and the
// settings panel. Everything is reachable by keyboard: Tab and Shift+Tab
// (or the arrows) move the focus, Enter presses what has it, Esc presses
// the cancel button, and each button may have its own key (shown on it).
// Targets are at least 52 pixels high at UI scale 1, for a finger or a
// pointer used from a sofa. It is shown with ebitenui (sheetview.go).
type sheet struct {
	title string
	lines []string
	// note is a warning shown under the lines (a name already taken), or
	// with noteDone what the last press did.
	note     string
	noteDone bool
	field    *sheetField
	// rows are a scrolling list; a row's do runs when it is pressed, its
	// buttons sit on its right.
	rows    []sheetRow
	buttons []sheetButton
	// wide sheets (the chooser, the settings) use most of the window.
	wide bool
	// capture, when set, takes the next key pressed (a rebinding).
	capture func(k ebiten.Key, mods mod)

	focus  int // index into targets()
	scroll int // the first row shown
	// lay is where its parts were last drawn, view its widgets.
	lay  sheetLayout
	view *sheetView
	// fingers are the touches on the sheet: where each last scrolled the
	// list from (a finger moved up or down scrolls).
	fingers map[int]gesture.Point
	touches []gesture.Touch
	// keys is the on-screen keyboard under a sheet with a field, shown
	// (keysOn) when the sheet opened after a touch or when its Keyboard
	// button was pressed; keysAsked is set once that was decided.
	keys      keyboard.Keyboard
	keysOn    bool
	keysAsked bool
}

// sheetField is a line of text the user types (a file name).
type sheetField struct {
	label, text string
	// fresh is a name put in for the user (shown selected): the first
	// key typed replaces it, Backspace clears it.
	fresh bool
	// enter runs when Enter is pressed in the field.
	enter func(string)
}

// typeRune types r into the field as a key press does: a name put in for
// the user is replaced by it; control characters are not typed.
func (f *sheetField) typeRune(r rune) {
	if r < ' ' || r == 0x7f {
		return
	}
	if f.fresh {
		f.text, f.fresh = "", false
	}
	f.text += string(r)
}

// backspace deletes the last character, or all of a name put in for the
// user, as the Backspace key does.
func (f *sheetField) backspace() {
	if f.text == "" {
		return
	}
	r := []rune(f.text)
	f.text = string(r[:len(r)-1])
	if f.fresh {
		f.text, f.fresh = "", false
	}
}

// sheetRow is one line of a sheet's list.
type sheetRow struct {
	label, detail string
	// heading rows are not targets: they name the rows below.
	heading bool
	do      func()
	buttons []sheetButton
}

// sheetButton is a large button; key (with ctrl when set) presses it.
type sheetButton struct {
	label string
	key   ebiten.Key
	ctrl  bool
	noKey bool // no key of its own
	// keyA says key is set although it is ebiten.KeyA, the zero Key
	keyA   bool
	cancel bool // Esc presses it
	on     bool // shown as the current choice (the theme in use)
	do     func()
}

// target is something the focus can rest on: the field, a row, a row's
// button, a bottom button.
type target struct {
	kind   int // targetField, targetRow, targetRowButton, targetButton
	row, i int
}

const (
	targetField = iota
	targetRow
	targetRowButton
	targetButton
)

// targets are the sheet's focusable parts in Tab order.
func (s *sheet) targets() []target {
	var out []target
	if s.field != nil {
		out = append(out, target{kind: targetField})
	}
	for r, row := range s.rows {
		if row.heading {
			continue
		}
		if row.do != nil {
			out = append(out, target{kind: targetRow, row: r})
		}
		for i := range row.buttons {
			out = append(out, target{kind: targetRowButton, row: r, i: i})
		}
	}
	for i := range s.buttons {
		out = append(out, target{kind: targetButton, i: i})
	}
	return out
}

// focused is the target with the focus.
func (s *sheet) focused() (target, bool) {
	t := s.targets()
	if len(t) == 0 {
		return target{}, false
	}
	s.focus = (s.focus%len(t) + len(t)) % len(t)
	return t[s.focus], true
}

// focusOn gives the focus to the first target of a kind (and row).
func (s *sheet) focusOn(kind, row int) {
	for i, t := range s.targets() {
		if t.kind == kind && (kind != targetRow || t.row == row) {
			s.focus = i
			return
		}
	}
}

// typing reports whether the keys type into the field.
func (s *sheet) typing() bool {
	t, ok := s.focused()
	return ok && t.kind == targetField
}

// press runs what a target does.
func (s *sheet) press(t target) {
	switch t.kind {
	case targetField:
		if s.field.enter != nil {
			s.field.enter(s.field.text)
		}
	case targetRow:
		s.rows[t.row].do()
	case targetRowButton:
		s.rows[t.row].buttons[t.i].do()
	case targetButton:
		s.buttons[t.i].do()
	}
}

// keyed reports whether the button has a key of its own.
func (b sheetButton) keyed() bool { return !b.noKey && (b.key != 0 || b.keyA) }
