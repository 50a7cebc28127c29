package keyboard

import (
	"math"
	"unicode"
)

// Kind is what a key does.
type Kind int

const (
	// Char types its character (its capital when shifted).
	Char Kind = iota + 1
	// Space types a space.
	Space
	// Backspace deletes the last character typed, as the real key does.
	Backspace
	// Shift makes the next letter a capital; a second tap locks capitals
	// (caps lock) and a third unlocks them.
	Shift
	// Page turns between the letters and the digits and signs.
	Page
	// OK answers the question with the text typed (Enter in the field).
	OK
	// Cancel closes the question without an answer (Esc).
	Cancel
)

// Key is one key: its kind, its character (a letter as lower case) and
// its width in key units.
type Key struct {
	Kind  Kind
	Char  rune
	Units float64
}

// Pages of keys.
const (
	Letters = iota
	Signs
)

// Every row is rowUnits keys wide, so the rows line up: eleven keys of
// 44 pixels at UI scale 3 (132 pixels) and their gaps fit in a 1728 pixel
// wide window.
const rowUnits = 11

// rows of each page. Both pages have the digits' row or the letters'
// first row above, and the same last row: the page key, space, OK and
// Cancel.
func rows(page int) [][]Key {
	chars := func(s string) []Key {
		var out []Key
		for _, r := range s {
			out = append(out, Key{Kind: Char, Char: r, Units: 1})
		}
		return out
	}
	last := []Key{{Kind: Page, Units: 1.5}, {Kind: Space, Units: 4.5}, {Kind: OK, Units: 2.5}, {Kind: Cancel, Units: 2.5}}
	if page == Signs {
		return [][]Key{
			append(chars("1234567890"), Key{Kind: Backspace, Units: 1}),
			chars("-_.,'!?():/"),
			chars("+=&#@%\"*;[]"),
			last,
		}
	}
	return [][]Key{
		append(chars("qwertyuiop"), Key{Kind: Backspace, Units: 1}),
		chars("asdfghjkl-_"),
		append([]Key{{Kind: Shift, Units: 2}}, chars("zxcvbnm,.")...),
		last,
	}
}

// Keyboard is the keyboard's state: the page shown and the shift.
type Keyboard struct {
	page        int
	shift, caps bool
}

// Page is the page shown (Letters or Signs).
func (k *Keyboard) Page() int { return k.page }

// Shifted reports whether the next letter is a capital, and whether
// capitals are locked.
func (k *Keyboard) Shifted() (next, locked bool) { return k.shift || k.caps, k.caps }

// Rows are the keys of the page shown, top row first.
func (k *Keyboard) Rows() [][]Key { return rows(k.page) }

// Label is what a key shows: its character as it would type now, or the
// name of what it does.
func (k *Keyboard) Label(key Key) string {
	switch key.Kind {
	case Char:
		return string(k.char(key))
	case Space:
		return "Space"
	case Backspace:
		return "← Del"
	case Shift:
		if k.caps {
			return "CAPS"
		}
		return "↑ Shift"
	case Page:
		if k.page == Signs {
			return "abc"
		}
		return "123 ?!"
	case OK:
		return "OK"
	case Cancel:
		return "Cancel"
	}
	return ""
}

// char is the character key types now.
func (k *Keyboard) char(key Key) rune {
	if k.shift || k.caps {
		return unicode.ToUpper(key.Char)
	}
	return key.Char
}

// Tap is a tap on key: it changes the shift or the page, or returns the
// key typed: Char with the rune (a capital when shifted), Space as ' ',
// Backspace, OK or Cancel for the window to do. A letter typed ends a
// single shift; a lock stays.
func (k *Keyboard) Tap(key Key) (Kind, rune) {
	switch key.Kind {
	case Char:
		r := k.char(key)
		if unicode.IsLetter(key.Char) {
			k.shift = false
		}
		return Char, r
	case Space:
		return Char, ' '
	case Shift:
		switch {
		case k.caps:
			k.caps, k.shift = false, false
		case k.shift:
			k.caps, k.shift = true, false
		default:
			k.shift = true
		}
		return 0, 0
	case Page:
		k.page = 1 - k.page
		return 0, 0
	}
	return key.Kind, 0
}

// Find is the keys to tap, in order, to type r from the state now (a page
// turn or a shift first when needed); none when the keyboard cannot type r.
func (k *Keyboard) Find(r rune) []Key {
	if r == ' ' {
		return []Key{{Kind: Space, Units: 4.5}}
	}
	for page := range 2 {
		for _, row := range rows(page) {
			for _, key := range row {
				if key.Kind != Char || (key.Char != r && unicode.ToUpper(key.Char) != r) {
					continue
				}
				var out []Key
				if page != k.page {
					out = append(out, Key{Kind: Page, Units: 1.5})
				}
				if unicode.IsLetter(r) {
					shift := Key{Kind: Shift, Units: 2}
					switch upper := unicode.IsUpper(r); {
					case upper && !k.shift && !k.caps, !upper && k.caps:
						out = append(out, shift)
					case !upper && k.shift:
						out = append(out, shift, shift) // shift, lock, unlock
					}
				}
				return append(out, key)
			}
		}
	}
	return nil
}

// Rect is a key's place, in pixels from the keyboard's top left corner.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point x, y is inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Placed is a key and its place.
type Placed struct {
	Key
	Rect
}

// Sizes at UI scale 1, in pixels: keys are at least MinKey a side (a
// finger's width) and at most maxKey; gap between keys, margin around.
const (
	MinKey = 44
	maxKey = 76
	gap    = 6
	margin = 8
)

// MinHeight is the height of a keyboard with keys MinKey pixels a side at
// UI scale sc: what Layout needs to place keys a finger can hit.
func (k *Keyboard) MinHeight(sc float64) float64 {
	n := float64(len(k.Rows()))
	return n*MinKey*sc + (n-1)*gap*sc + 2*margin*sc
}

// Layout places the page's keys in a keyboard at most width wide and
// maxHeight high at UI scale sc: square keys as large as fit, from MinKey
// to maxKey pixels times sc, the rows centred. It returns the keys, the
// keyboard's size, and whether the keys are as large as MinKey (a window
// too small for that gets smaller keys rather than none).
func (k *Keyboard) Layout(width, maxHeight, sc float64) (keys []Placed, w, h float64, ok bool) {
	rs := k.Rows()
	g, m := gap*sc, margin*sc
	n := float64(len(rs))
	u := math.Min((width-2*m-(rowUnits-1)*g)/rowUnits, (maxHeight-2*m-(n-1)*g)/n)
	u = math.Min(u, maxKey*sc)
	ok = u >= MinKey*sc-1e-9
	u = math.Max(math.Floor(u), 1)
	w = rowUnits*u + (rowUnits-1)*g + 2*m
	h = n*u + (n-1)*g + 2*m
	for i, row := range rs {
		x, y := m, m+float64(i)*(u+g)
		for _, key := range row {
			kw := key.Units*u + (key.Units-1)*g
			keys = append(keys, Placed{Key: key, Rect: Rect{X: x, Y: y, W: kw, H: u}})
			x += kw + g
		}
	}
	return keys, w, h, ok
}
