package maps

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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

// node is one JSON value with the byte offset where it starts, so that
// problems found long after parsing can still name a line and column.
type node struct {
	kind    kind
	off     int    // offset of the value's first byte in the file
	text    string // string value, or the literal of a number
	b       bool
	elems   []*node
	members []member
}

type member struct {
	key    string
	keyOff int
	val    *node
}

// syntaxError is a JSON syntax problem at a byte offset.
type syntaxError struct {
	off int
	msg string
}

func (e *syntaxError) Error() string { return e.msg }

// parseTree reads one JSON value (and nothing after it) into a tree of nodes.
func parseTree(data []byte) (*node, error) {
	if bytes.HasPrefix(data, []byte("\uFEFF")) {
		// A byte order mark, as some editors write: read it as white
		// space, keeping every offset.
		data = append([]byte("   "), data[3:]...)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, &syntaxError{off: 0, msg: "the file is empty (want a JSON object starting with {)"}
	}
	// json.Unmarshal finds syntax errors at exact offsets; the Decoder
	// below, which the tree needs for its offsets, does not always.
	var raw json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			if int(se.Offset) >= len(data) {
				return nil, &syntaxError{off: len(data), msg: "invalid JSON: unexpected end of file (an unclosed { or [ or string?)"}
			}
			return nil, &syntaxError{off: max(int(se.Offset)-1, 0), msg: "invalid JSON: " + se.Error() + syntaxHint(se.Error())}
		}
		return nil, &syntaxError{off: 0, msg: "invalid JSON: " + err.Error()}
	}
	p := &treeParser{data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	p.dec.UseNumber()
	n, err := p.value()
	if err != nil {
		return nil, p.syntax(err)
	}
	off := p.start()
	if tok, err := p.dec.Token(); err != io.EOF {
		if err != nil {
			return nil, p.syntax(err)
		}
		return nil, &syntaxError{off: off, msg: fmt.Sprintf("unexpected %s after the end of the top-level object", describeToken(tok))}
	}
	return n, nil
}

type treeParser struct {
	data []byte
	dec  *json.Decoder
}

// start is the offset of the next token: the decoder's offset is the end of
// the previous token, before any white space or separator.
func (p *treeParser) start() int {
	off := int(p.dec.InputOffset())
	for off < len(p.data) {
		switch p.data[off] {
		case ' ', '\t', '\r', '\n', ',', ':':
			off++
			continue
		}
		break
	}
	return off
}

func (p *treeParser) syntax(err error) error {
	var se *json.SyntaxError
	switch {
	case errors.As(err, &se):
		off := int(se.Offset) - 1 // the decoder has read the offending byte
		return &syntaxError{off: max(off, 0), msg: "invalid JSON: " + se.Error()}
	case err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF):
		return &syntaxError{off: len(p.data), msg: "invalid JSON: unexpected end of file (an unclosed { or [ or string?)"}
	}
	var ce *closeError
	if errors.As(err, &ce) {
		return &syntaxError{off: ce.off, msg: ce.msg}
	}
	return &syntaxError{off: p.start(), msg: "invalid JSON: " + err.Error()}
}

type closeError struct {
	off int
	msg string
}

func (e *closeError) Error() string { return e.msg }

func (p *treeParser) value() (*node, error) {
	off := p.start()
	tok, err := p.dec.Token()
	if err != nil {
		return nil, err
	}
	n := &node{off: off}
	switch t := tok.(type) {
	case nil:
		n.kind = kindNull
	case bool:
		n.kind, n.b = kindBool, t
	case json.Number:
		n.kind, n.text = kindNumber, string(t)
	case string:
		n.kind, n.text = kindString, t
	case json.Delim:
		switch t {
		case '[':
			n.kind = kindArray
			for p.dec.More() {
				e, err := p.value()
				if err != nil {
					return nil, err
				}
				n.elems = append(n.elems, e)
			}
		case '{':
			n.kind = kindObject
			for p.dec.More() {
				keyOff := p.start()
				k, err := p.dec.Token()
				if err != nil {
					return nil, err
				}
				key, ok := k.(string)
				if !ok {
					return nil, &closeError{off: keyOff, msg: "invalid JSON: object key is not a string"}
				}
				v, err := p.value()
				if err != nil {
					return nil, err
				}
				n.members = append(n.members, member{key: key, keyOff: keyOff, val: v})
			}
		default:
			return nil, &closeError{off: off, msg: fmt.Sprintf("invalid JSON: unexpected %q", rune(t))}
		}
		if _, err := p.dec.Token(); err != nil { // the closing ] or }
			return nil, err
		}
	}
	return n, nil
}

func describeToken(tok json.Token) string {
	switch t := tok.(type) {
	case json.Delim:
		return fmt.Sprintf("%q", rune(t))
	case string:
		return fmt.Sprintf("string %q", t)
	case json.Number:
		return "number " + string(t)
	case bool:
		return fmt.Sprint(t)
	}
	return "null"
}

// charOffset is the offset in the file of the i-th character of the string
// node n, when the string is written without escapes (else the string's start).
func charOffset(data []byte, n *node, i int) int {
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
