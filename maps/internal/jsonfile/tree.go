package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"iter"
	"strings"
	"unicode/utf8"
)

// Kind is the JSON type of a node.
type Kind int

const (
	KindNull Kind = iota
	KindBool
	KindNumber
	KindString
	KindArray
	KindObject
)

func (k Kind) String() string {
	return [...]string{"null", "true or false", "a number", "a string", "an array", "an object"}[k]
}

// Node is one JSON value of a file already checked to be valid JSON: its
// kind and the bytes it spans, so that problems found long after parsing
// can still name a line and column. Nothing of the value is copied: strings
// and numbers are read from the file's bytes when asked for, and arrays
// and objects are walked in place, so that reading a file takes memory in
// proportion to what the encounter keeps, not to the number of values.
type Node struct {
	Kind Kind
	Off  int // offset of the value's first byte in the file
	End  int // offset just past its last byte
}

// Text is the bytes of a file that holds valid JSON, and the ends of
// its large arrays and objects once found, so that walking past a large
// value again costs nothing.
type Text struct {
	b    []byte
	ends map[int]int
}

// cachedEnd is the size from which a container's end is remembered: at
// most one entry per this many bytes of each level of nesting.
const cachedEnd = 4096

func NewText(data []byte) Text { return Text{b: data, ends: map[int]int{}} }

// SyntaxError is a problem with the file as a whole at a byte offset.
type SyntaxError struct {
	Off int
	Msg string
}

func (e *SyntaxError) Error() string { return e.Msg }

// Parse checks that data is one valid JSON value in UTF-8 and returns
// that value.
func Parse(data []byte) (Node, error) {
	if !utf8.Valid(data) {
		off := 0
		for off < len(data) {
			r, size := utf8.DecodeRune(data[off:])
			if r == utf8.RuneError && size == 1 {
				break
			}
			off += size
		}
		return Node{}, &SyntaxError{Off: off, Msg: "the file is not UTF-8 text (save it as UTF-8)"}
	}
	start := 0
	if bytes.HasPrefix(data, []byte("\uFEFF")) {
		// A byte order mark, as some editors write: skip it, keeping every offset.
		start = 3
	}
	body := data[start:]
	if len(bytes.TrimSpace(body)) == 0 {
		return Node{}, &SyntaxError{Off: 0, Msg: "the file is empty (want a JSON object starting with {)"}
	}
	if !json.Valid(body) {
		// Unmarshal checks the syntax before it copies anything, and its
		// error has the offset.
		var raw json.RawMessage
		err := json.Unmarshal(body, &raw)
		var se *json.SyntaxError
		switch {
		case errors.As(err, &se) && int(se.Offset) >= len(body):
			return Node{}, &SyntaxError{Off: len(data), Msg: "invalid JSON: unexpected end of file (an unclosed { or [ or string?)"}
		case errors.As(err, &se):
			return Node{}, &SyntaxError{Off: start + max(int(se.Offset)-1, 0), Msg: "invalid JSON: " + se.Error() + syntaxHint(se.Error())}
		case err != nil:
			return Node{}, &SyntaxError{Off: start, Msg: "invalid JSON: " + err.Error()}
		}
		return Node{}, &SyntaxError{Off: start, Msg: "invalid JSON"}
	}
	t := Text{b: data}
	return t.value(t.space(start)), nil
}

// space skips white space from offset i.
func (t Text) space(i int) int {
	for i < len(t.b) {
		switch t.b[i] {
		case ' ', '\t', '\r', '\n':
			i++
			continue
		}
		break
	}
	return i
}

// value is the value starting at offset i.
func (t Text) value(i int) Node {
	switch t.b[i] {
	case '"':
		return Node{Kind: KindString, Off: i, End: t.stringEnd(i)}
	case '{', '[':
		k := KindObject
		if t.b[i] == '[' {
			k = KindArray
		}
		return Node{Kind: k, Off: i, End: t.containerEnd(i)}
	case 't':
		return Node{Kind: KindBool, Off: i, End: i + 4}
	case 'f':
		return Node{Kind: KindBool, Off: i, End: i + 5}
	case 'n':
		return Node{Kind: KindNull, Off: i, End: i + 4}
	}
	end := i + 1
	for end < len(t.b) && strings.IndexByte("0123456789+-.eE", t.b[end]) >= 0 {
		end++
	}
	return Node{Kind: KindNumber, Off: i, End: end}
}

// stringEnd is the offset just past the string starting at i.
func (t Text) stringEnd(i int) int {
	i++
	for {
		i += bytes.IndexByte(t.b[i:], '"')
		// The quote ends the string unless an odd number of backslashes
		// escape it.
		k := i
		for t.b[k-1] == '\\' {
			k--
		}
		if (i-k)%2 == 0 {
			return i + 1
		}
		i++
	}
}

// containerEnd is the offset just past the array or object starting at i.
func (t Text) containerEnd(i int) int {
	if end, ok := t.ends[i]; ok {
		return end
	}
	start, depth := i, 0
	for ; ; i++ {
		switch t.b[i] {
		case '"':
			i = t.stringEnd(i) - 1
		case '[', '{':
			depth++
		case ']', '}':
			depth--
			if depth == 0 {
				if i+1-start >= cachedEnd && t.ends != nil {
					t.ends[start] = i + 1
				}
				return i + 1
			}
		}
	}
}

// Next is the value after v in its array or object (for an object, after
// a key, its value; after a value, the next key), if there is one.
func (t Text) Next(v Node) (Node, bool) {
	i := t.space(v.End)
	if t.b[i] != ',' && t.b[i] != ':' {
		return Node{}, false
	}
	return t.value(t.space(i + 1)), true
}

// First is the first value inside an array or object, if any.
func (t Text) First(n Node) (Node, bool) {
	i := t.space(n.Off + 1)
	if t.b[i] == ']' || t.b[i] == '}' {
		return Node{}, false
	}
	return t.value(i), true
}

// Elems walks the elements of an array.
func (t Text) Elems(n Node) iter.Seq2[int, Node] {
	return func(yield func(int, Node) bool) {
		if n.Kind != KindArray {
			return
		}
		e, ok := t.First(n)
		for i := 0; ok; i++ {
			if !yield(i, e) {
				return
			}
			e, ok = t.Next(e)
		}
	}
}

// Count is the number of elements of an array or members of an object.
func (t Text) Count(n Node) int {
	if n.Kind != KindArray && n.Kind != KindObject {
		return 0
	}
	c := 0
	for e, ok := t.First(n); ok; e, ok = t.Next(e) {
		c++
	}
	if n.Kind == KindObject {
		c /= 2
	}
	return c
}

// Member is one key and value of an object.
type Member struct {
	Key    string
	KeyOff int
	Val    Node
}

// Members walks the keys and values of an object.
func (t Text) Members(n Node) iter.Seq[Member] {
	return func(yield func(Member) bool) {
		if n.Kind != KindObject {
			return
		}
		k, ok := t.First(n)
		for ok {
			v, _ := t.Next(k)
			if !yield(Member{Key: t.Str(k), KeyOff: k.Off, Val: v}) {
				return
			}
			k, ok = t.Next(v)
		}
	}
}

// Str is the value of a string Node, or the text of a number.
func (t Text) Str(n Node) string {
	switch n.Kind {
	case KindNumber:
		return string(t.b[n.Off:n.End])
	case KindString:
		raw := t.b[n.Off+1 : n.End-1]
		if bytes.IndexByte(raw, '\\') < 0 {
			return string(raw)
		}
		var s string
		if err := json.Unmarshal(t.b[n.Off:n.End], &s); err != nil {
			return string(raw) // cannot happen: the file is valid JSON
		}
		return s
	}
	return ""
}

// Boolean is the value of a true or false node.
func (t Text) Boolean(n Node) bool { return n.Kind == KindBool && t.b[n.Off] == 't' }

// CharOffset is the offset in the file of the i-th character of the string
// node n, when the string is written without escapes (else the string's start).
func CharOffset(data []byte, n Node, i int) int {
	if n.Off >= len(data) || data[n.Off] != '"' {
		return n.Off
	}
	off := n.Off + 1
	for ; i > 0; i-- {
		if off >= len(data) {
			return n.Off
		}
		r, size := utf8.DecodeRune(data[off:])
		if r == '\\' || r == '"' {
			return n.Off
		}
		off += size
	}
	if off < len(data) && data[off] == '\\' {
		return n.Off
	}
	return off
}

// syntaxHint guesses the usual cause of a JSON syntax error in a file
// edited by hand.
func syntaxHint(msg string) string {
	switch {
	case strings.HasSuffix(msg, "after object key:value pair"):
		return " (a missing comma between fields?)"
	case strings.HasSuffix(msg, "after array element"):
		return " (a missing comma between elements?)"
	case strings.HasPrefix(msg, "invalid character '}' looking for beginning of object key string"),
		strings.HasPrefix(msg, "invalid character ']' looking for beginning of value"):
		return " (a comma before the closing bracket? JSON allows none)"
	case strings.HasPrefix(msg, "invalid character '\\'' looking for beginning of"):
		return ` (JSON strings take double quotes: "like this")`
	case strings.HasPrefix(msg, "invalid character '/' looking for beginning of"):
		return " (JSON has no comments)"
	}
	return ""
}

// Pair reads an array of two whole numbers within ±1e9, as [x, y].
func (t Text) Pair(n Node) (x, y int, ok bool) {
	if n.Kind != KindArray {
		return 0, 0, false
	}
	a, ok := t.First(n)
	if !ok {
		return 0, 0, false
	}
	b, ok := t.Next(a)
	if !ok {
		return 0, 0, false
	}
	if _, more := t.Next(b); more {
		return 0, 0, false
	}
	x, xok := t.WholeNumber(a)
	y, yok := t.WholeNumber(b)
	const limit = 1e9
	if !xok || !yok || x < -limit || x > limit || y < -limit || y > limit {
		return 0, 0, false
	}
	return x, y, true
}
