package maps

import (
	"bytes"
	"encoding/json"
	"errors"
	"iter"
	"strings"
	"unicode/utf8"
)

// kind is the JSON type of a node.
type kind int

const (
	kindNull kind = iota
	kindBool
	kindNumber
	kindString
	kindArray
	kindObject
)

func (k kind) String() string {
	return [...]string{"null", "true or false", "a number", "a string", "an array", "an object"}[k]
}

// node is one JSON value of a file already checked to be valid JSON: its
// kind and the bytes it spans, so that problems found long after parsing
// can still name a line and column. Nothing of the value is copied: strings
// and numbers are read from the file's bytes when asked for, and arrays
// and objects are walked in place, so that reading a file takes memory in
// proportion to what the encounter keeps, not to the number of values.
type node struct {
	kind kind
	off  int // offset of the value's first byte in the file
	end  int // offset just past its last byte
}

// jsonText is the bytes of a file that holds valid JSON, and the ends of
// its large arrays and objects once found, so that walking past a large
// value again costs nothing.
type jsonText struct {
	b    []byte
	ends map[int]int
}

// cachedEnd is the size from which a container's end is remembered: at
// most one entry per this many bytes of each level of nesting.
const cachedEnd = 4096

func newJSONText(data []byte) jsonText { return jsonText{b: data, ends: map[int]int{}} }

// syntaxError is a problem with the file as a whole at a byte offset.
type syntaxError struct {
	off int
	msg string
}

func (e *syntaxError) Error() string { return e.msg }

// parseTree checks that data is one valid JSON value in UTF-8 and returns
// that value.
func parseTree(data []byte) (node, error) {
	if !utf8.Valid(data) {
		off := 0
		for off < len(data) {
			r, size := utf8.DecodeRune(data[off:])
			if r == utf8.RuneError && size == 1 {
				break
			}
			off += size
		}
		return node{}, &syntaxError{off: off, msg: "the file is not UTF-8 text (save it as UTF-8)"}
	}
	start := 0
	if bytes.HasPrefix(data, []byte("\uFEFF")) {
		// A byte order mark, as some editors write: skip it, keeping every offset.
		start = 3
	}
	body := data[start:]
	if len(bytes.TrimSpace(body)) == 0 {
		return node{}, &syntaxError{off: 0, msg: "the file is empty (want a JSON object starting with {)"}
	}
	if !json.Valid(body) {
		// Unmarshal checks the syntax before it copies anything, and its
		// error has the offset.
		var raw json.RawMessage
		err := json.Unmarshal(body, &raw)
		var se *json.SyntaxError
		switch {
		case errors.As(err, &se) && int(se.Offset) >= len(body):
			return node{}, &syntaxError{off: len(data), msg: "invalid JSON: unexpected end of file (an unclosed { or [ or string?)"}
		case errors.As(err, &se):
			return node{}, &syntaxError{off: start + max(int(se.Offset)-1, 0), msg: "invalid JSON: " + se.Error() + syntaxHint(se.Error())}
		case err != nil:
			return node{}, &syntaxError{off: start, msg: "invalid JSON: " + err.Error()}
		}
		return node{}, &syntaxError{off: start, msg: "invalid JSON"}
	}
	t := jsonText{b: data}
	return t.value(t.space(start)), nil
}

// space skips white space from offset i.
func (t jsonText) space(i int) int {
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
func (t jsonText) value(i int) node {
	switch t.b[i] {
	case '"':
		return node{kind: kindString, off: i, end: t.stringEnd(i)}
	case '{', '[':
		k := kindObject
		if t.b[i] == '[' {
			k = kindArray
		}
		return node{kind: k, off: i, end: t.containerEnd(i)}
	case 't':
		return node{kind: kindBool, off: i, end: i + 4}
	case 'f':
		return node{kind: kindBool, off: i, end: i + 5}
	case 'n':
		return node{kind: kindNull, off: i, end: i + 4}
	}
	end := i + 1
	for end < len(t.b) && strings.IndexByte("0123456789+-.eE", t.b[end]) >= 0 {
		end++
	}
	return node{kind: kindNumber, off: i, end: end}
}

// stringEnd is the offset just past the string starting at i.
func (t jsonText) stringEnd(i int) int {
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
func (t jsonText) containerEnd(i int) int {
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

// next is the value after v in its array or object (for an object, after
// a key, its value; after a value, the next key), if there is one.
func (t jsonText) next(v node) (node, bool) {
	i := t.space(v.end)
	if t.b[i] != ',' && t.b[i] != ':' {
		return node{}, false
	}
	return t.value(t.space(i + 1)), true
}

// first is the first value inside an array or object, if any.
func (t jsonText) first(n node) (node, bool) {
	i := t.space(n.off + 1)
	if t.b[i] == ']' || t.b[i] == '}' {
		return node{}, false
	}
	return t.value(i), true
}

// elems walks the elements of an array.
func (t jsonText) elems(n node) iter.Seq2[int, node] {
	return func(yield func(int, node) bool) {
		if n.kind != kindArray {
			return
		}
		e, ok := t.first(n)
		for i := 0; ok; i++ {
			if !yield(i, e) {
				return
			}
			e, ok = t.next(e)
		}
	}
}

// count is the number of elements of an array or members of an object.
func (t jsonText) count(n node) int {
	if n.kind != kindArray && n.kind != kindObject {
		return 0
	}
	c := 0
	for e, ok := t.first(n); ok; e, ok = t.next(e) {
		c++
	}
	if n.kind == kindObject {
		c /= 2
	}
	return c
}

// member is one key and value of an object.
type member struct {
	key    string
	keyOff int
	val    node
}

// members walks the keys and values of an object.
func (t jsonText) members(n node) iter.Seq[member] {
	return func(yield func(member) bool) {
		if n.kind != kindObject {
			return
		}
		k, ok := t.first(n)
		for ok {
			v, _ := t.next(k)
			if !yield(member{key: t.str(k), keyOff: k.off, val: v}) {
				return
			}
			k, ok = t.next(v)
		}
	}
}

// str is the value of a string node, or the text of a number.
func (t jsonText) str(n node) string {
	switch n.kind {
	case kindNumber:
		return string(t.b[n.off:n.end])
	case kindString:
		raw := t.b[n.off+1 : n.end-1]
		if bytes.IndexByte(raw, '\\') < 0 {
			return string(raw)
		}
		var s string
		if err := json.Unmarshal(t.b[n.off:n.end], &s); err != nil {
			return string(raw) // cannot happen: the file is valid JSON
		}
		return s
	}
	return ""
}

// boolean is the value of a true or false node.
func (t jsonText) boolean(n node) bool { return n.kind == kindBool && t.b[n.off] == 't' }

// charOffset is the offset in the file of the i-th character of the string
// node n, when the string is written without escapes (else the string's start).
func charOffset(data []byte, n node, i int) int {
	if n.off >= len(data) || data[n.off] != '"' {
		return n.off
	}
	off := n.off + 1
	for ; i > 0; i-- {
		if off >= len(data) {
			return n.off
		}
		r, size := utf8.DecodeRune(data[off:])
		if r == '\\' || r == '"' {
			return n.off
		}
		off += size
	}
	if off < len(data) && data[off] == '\\' {
		return n.off
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

// pair reads an array of two whole numbers within ±1e9, as [x, y].
func (t jsonText) pair(n node) (x, y int, ok bool) {
	if n.kind != kindArray {
		return 0, 0, false
	}
	a, ok := t.first(n)
	if !ok {
		return 0, 0, false
	}
	b, ok := t.next(a)
	if !ok {
		return 0, 0, false
	}
	if _, more := t.next(b); more {
		return 0, 0, false
	}
	x, xok := t.wholeNumber(a)
	y, yok := t.wholeNumber(b)
	const limit = 1e9
	if !xok || !yok || x < -limit || x > limit || y < -limit || y > limit {
		return 0, 0, false
	}
	return x, y, true
}
