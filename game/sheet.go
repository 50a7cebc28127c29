package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/game/keyboard"
)

// Sheet is a modal box over any of the windows (square, hex, zone) that
// waits for an answer: a title, plain words, an optional text field, an
// optional list of rows (files, settings) and a row of large buttons. It
// is the quit question, the recovery question, the file chooser and the
// settings panel. Everything is reachable by keyboard: Tab and Shift+Tab
// (or the arrows) move the focus, Enter presses what has it, Esc presses
// the cancel button, and each button may have its own key (shown on it).
// Targets are at least 52 pixels high at UI scale 1, for a finger or a
// pointer used from a sofa. It is shown with ebitenui (sheetview.go).
type Sheet struct {
	Title string
	Lines []string
	// Note is a warning shown under the lines (a name already taken), or
	// with noteDone what the last press did.
	Note     string
	noteDone bool
	Field    *SheetField
	// Rows are a scrolling list; a row's do runs when it is pressed, its
	// buttons sit on its right.
	Rows    []sheetRow
	Buttons []SheetButton
	// wide sheets (the chooser, the settings) use most of the window.
	wide bool
	// capture, when set, takes the next key pressed (a rebinding).
	capture func(k ebiten.Key, mods mod)

	focus  int // index into targets()
	Scroll int // the first row shown
	// Lay is where its parts were last drawn, view its widgets.
	Lay  sheetLayout
	view *sheetView
	// fingers are the touches on the sheet: where each last scrolled the
	// list from (a finger moved up or down scrolls).
	fingers map[int]gesture.Point
	touches []gesture.Touch
	// Keys is the on-screen keyboard under a sheet with a field, shown
	// (keysOn) when the sheet opened after a touch or when its Keyboard
	// button was pressed; keysAsked is set once that was decided.
	Keys      keyboard.Keyboard
	KeysOn    bool
	KeysAsked bool
}

// SheetField is a line of text the user types (a file name).
type SheetField struct {
	Label, Text string
	// Fresh is a name put in for the user (shown selected): the first
	// key typed replaces it, Backspace clears it.
	Fresh bool
	// Enter runs when Enter is pressed in the field.
	Enter func(string)
}

// typeRune types r into the field as a key press does: a name put in for
// the user is replaced by it; control characters are not typed.
func (f *SheetField) typeRune(r rune) {
	if r < ' ' || r == 0x7f {
		return
	}
	if f.Fresh {
		f.Text, f.Fresh = "", false
	}
	f.Text += string(r)
}

// backspace deletes the last character, or all of a name put in for the
// user, as the Backspace key does.
func (f *SheetField) backspace() {
	if f.Text == "" {
		return
	}
	r := []rune(f.Text)
	f.Text = string(r[:len(r)-1])
	if f.Fresh {
		f.Text, f.Fresh = "", false
	}
}

// sheetRow is one line of a sheet's list.
type sheetRow struct {
	Label, Detail string
	// heading rows are not targets: they name the rows below.
	heading bool
	do      func()
	Buttons []SheetButton
}

// SheetButton is a large button; key (with ctrl when set) presses it.
type SheetButton struct {
	Label string
	Key   ebiten.Key
	Ctrl  bool
	NoKey bool // no key of its own
	// KeyA says key is set although it is ebiten.KeyA, the zero Key
	KeyA   bool
	Cancel bool // Esc presses it
	on     bool // shown as the current choice (the theme in use)
	Do     func()
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
func (s *Sheet) targets() []target {
	var out []target
	if s.Field != nil {
		out = append(out, target{kind: targetField})
	}
	for r, row := range s.Rows {
		if row.heading {
			continue
		}
		if row.do != nil {
			out = append(out, target{kind: targetRow, row: r})
		}
		for i := range row.Buttons {
			out = append(out, target{kind: targetRowButton, row: r, i: i})
		}
	}
	for i := range s.Buttons {
		out = append(out, target{kind: targetButton, i: i})
	}
	return out
}

// focused is the target with the focus.
func (s *Sheet) focused() (target, bool) {
	t := s.targets()
	if len(t) == 0 {
		return target{}, false
	}
	s.focus = (s.focus%len(t) + len(t)) % len(t)
	return t[s.focus], true
}

// focusOn gives the focus to the first target of a kind (and row).
func (s *Sheet) focusOn(kind, row int) {
	for i, t := range s.targets() {
		if t.kind == kind && (kind != targetRow || t.row == row) {
			s.focus = i
			return
		}
	}
}

// typing reports whether the keys type into the field.
func (s *Sheet) typing() bool {
	t, ok := s.focused()
	return ok && t.kind == targetField
}

// Press runs what a target does.
func (s *Sheet) Press(t target) {
	switch t.kind {
	case targetField:
		if s.Field.Enter != nil {
			s.Field.Enter(s.Field.Text)
		}
	case targetRow:
		s.Rows[t.row].do()
	case targetRowButton:
		s.Rows[t.row].Buttons[t.i].Do()
	case targetButton:
		s.Buttons[t.i].Do()
	}
}

// keyed reports whether the button has a key of its own.
func (b SheetButton) keyed() bool { return !b.NoKey && (b.Key != 0 || b.KeyA) }
