package jsonfile

import (
	"fmt"
	"iter"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Decoder reads the values of a file checked to be JSON, field by field,
// collecting every problem on the way at its place in the file.
type Decoder struct {
	Text
	root Node
	ps   problems
	// cursors remember, for each array a path was looked up in, the last
	// element found, so that the validator's problems, reported in order,
	// are located in one pass over each array.
	cursors map[int]cursor
}

type cursor struct {
	i int
	e Node
}

// NewDecoder reads data, the contents of a file. When it is not one JSON
// value in UTF-8 the problem is recorded and ok is false; else root is the
// value, for the reader to walk.
func NewDecoder(data []byte) (d *Decoder, root Node, ok bool) {
	d = &Decoder{Text: NewText(data)}
	root, err := Parse(data)
	if err != nil {
		se := err.(*SyntaxError)
		d.ps.add(se.Off, "", "%s", se.Msg)
		return d, root, false
	}
	d.root = root
	return d, root, true
}

// Data is the file's contents.
func (t Text) Data() []byte { return t.b }

// Add records a problem at byte offset off of the file.
func (d *Decoder) Add(off int, path, format string, args ...any) {
	d.ps.add(off, path, format, args...)
}

// Wants reports whether a problem at off would be kept: callers with many
// candidate problems ask first, so as not to build the message of one past
// the first MaxListed, and call Skip instead of Add for one that is not.
func (d *Decoder) Wants(off int) bool { return d.ps.wants(off) }

// Skip counts a problem that is not kept.
func (d *Decoder) Skip() { d.ps.more++ }

// Failures is the number of problems found so far.
func (d *Decoder) Failures() int { return d.ps.count() }

// Problems are the problems kept, located by line and column, and how many
// more were found.
func (d *Decoder) Problems() (kept []Problem, more int) {
	return d.ps.located(d.b), d.ps.more
}

// Report records a problem at the value at path (see At): what a Validator
// of the decoded values reports.
func (d *Decoder) Report(path, format string, args ...any) {
	d.ps.add(d.At(path), path, format, args...)
}

// Validator is a Validator reporting through Report.
func (d *Decoder) Validator() Validator { return Validator{Report: d.Report} }

// Fail records a problem at node n.
func (d *Decoder) Fail(n *Node, path, format string, args ...any) {
	d.ps.add(n.Off, path, format, args...)
}

// At is the offset of the value at path, or of its nearest parent that the
// file has: a problem with a field left out points at the object lacking it.
func (d *Decoder) At(path string) int {
	n := d.root
	for rest := path; rest != ""; {
		var ok bool
		switch rest[0] {
		case '[':
			if len(rest) > 1 && rest[1] == '"' {
				q, err := strconv.QuotedPrefix(rest[1:])
				if err != nil {
					return n.Off
				}
				key, _ := strconv.Unquote(q)
				rest = strings.TrimPrefix(rest[1+len(q):], "]")
				n, ok = d.member(n, key)
				break
			}
			j := strings.IndexByte(rest, ']')
			i, err := strconv.Atoi(rest[1:max(j, 1)])
			if j < 0 || err != nil {
				return n.Off
			}
			rest = rest[j+1:]
			n, ok = d.elem(n, i)
		default:
			rest = strings.TrimPrefix(rest, ".")
			j := strings.IndexAny(rest, ".[")
			if j < 0 {
				j = len(rest)
			}
			var key string
			key, rest = rest[:j], rest[j:]
			n, ok = d.member(n, key)
		}
		if !ok {
			break
		}
	}
	return n.Off
}

// member is the value of the first key of object n, or n itself.
func (d *Decoder) member(n Node, key string) (Node, bool) {
	for m := range d.Members(n) {
		if m.Key == key {
			return m.Val, true
		}
	}
	return n, false
}

// elem is the i-th element of array n, or n itself.
func (d *Decoder) elem(n Node, i int) (Node, bool) {
	if n.Kind != KindArray || i < 0 {
		return n, false
	}
	c, ok := d.cursors[n.Off]
	if !ok || c.i > i {
		if c.e, ok = d.First(n); !ok {
			return n, false
		}
		c.i = 0
	}
	for c.i < i {
		if c.e, ok = d.Next(c.e); !ok {
			return n, false
		}
		c.i++
	}
	if d.cursors == nil {
		d.cursors = map[int]cursor{}
	}
	d.cursors[n.Off] = c
	return c.e, true
}

func Join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func Index(path string, i int) string { return fmt.Sprintf("%s[%d]", path, i) }

// Object checks that n is an object with no duplicate keys and no keys
// outside known. It returns the members with known keys, or nil.
func (d *Decoder) Object(n *Node, path string, known []string) Fields {
	if n.Kind != KindObject {
		d.Fail(n, path, "got %s, want an object {...}", n.Kind)
		return nil
	}
	out := Fields{}
	for m := range d.Members(*n) {
		if out.Get(m.Key) != nil {
			d.Add(m.KeyOff, Join(path, m.Key), "key %q appears twice", m.Key)
			continue
		}
		if !slices.Contains(known, m.Key) {
			if d.Wants(m.KeyOff) { // not worth building the message of one past the first 100
				d.Add(m.KeyOff, path, "unknown key %s (known keys: %s)", QuoteShort(m.Key), strings.Join(known, ", "))
			} else {
				d.Skip()
			}
			continue
		}
		out = append(out, m)
	}
	return out
}

// Fields are the members of an object that have known keys, the first of
// each key.
type Fields []Member

// Get is the value of key, or nil.
func (f Fields) Get(key string) *Node {
	for i := range f {
		if f[i].Key == key {
			return &f[i].Val
		}
	}
	return nil
}

// Array checks that n is an array and returns its elements to walk.
func (d *Decoder) Array(n *Node, path string, want string) iter.Seq2[int, Node] {
	if n.Kind != KindArray {
		d.Fail(n, path, "got %s, want %s", n.Kind, want)
	}
	return d.Elems(*n)
}

// List checks that n is an array of at most most elements and returns them
// to walk. A longer one is reported (what names an element) and not read:
// a list of a million movement types must not take a million strings.
func (d *Decoder) List(n *Node, path, want string, most int, what string) iter.Seq2[int, Node] {
	if n.Kind == KindArray {
		if c := d.Count(*n); c > most {
			d.Fail(n, path, "%s is too many (at most %d)", Plural(c, what), most)
			return func(func(int, Node) bool) {}
		}
	}
	return d.Array(n, path, want)
}

// Tuple reads an array of exactly len(out) values, such as [x, y].
func (d *Decoder) Tuple(n *Node, path, want, what string, out []Node) bool {
	if n.Kind != KindArray {
		d.Fail(n, path, "got %s, want %s", n.Kind, want)
		return false
	}
	if c := d.Count(*n); c != len(out) {
		d.Fail(n, path, "got %s, want %d: %s", Plural(c, what), len(out), want)
		return false
	}
	for i, e := range d.Elems(*n) {
		out[i] = e
	}
	return true
}

func (d *Decoder) String(n *Node, path string) (string, bool) {
	if n.Kind != KindString {
		d.Fail(n, path, "got %s, want a string", n.Kind)
		return "", false
	}
	return d.Str(*n), true
}

func (d *Decoder) Bool(n *Node, path string) (bool, bool) {
	if n.Kind != KindBool {
		d.Fail(n, path, "got %s, want true or false", n.Kind)
		return false, false
	}
	return d.Boolean(*n), true
}

// WholeNumber reads a JSON number that is a whole number (2, 2.0 and 2e0
// all are) and fits an int. Plain integers, by far the most common, are
// read without allocating.
func (t Text) WholeNumber(n Node) (int, bool) {
	if n.Kind != KindNumber {
		return 0, false
	}
	b := t.b[n.Off:n.End]
	digits := b
	if digits[0] == '-' {
		digits = digits[1:]
	}
	if len(digits) > 0 && len(digits) <= 15 {
		v := 0
		for _, c := range digits {
			if c < '0' || c > '9' {
				v = -1
				break
			}
			v = v*10 + int(c-'0')
		}
		if v >= 0 {
			if len(digits) < len(b) {
				v = -v
			}
			return v, true
		}
	}
	text := string(b)
	if v, err := strconv.Atoi(text); err == nil {
		return v, true
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) > 1e15 {
		return 0, false
	}
	return int(f), true
}

// Int reads a whole number from lo to hi.
func (d *Decoder) Int(n *Node, path string, lo, hi int) (int, bool) {
	v, ok := d.WholeNumber(*n)
	switch {
	case n.Kind != KindNumber:
		d.Fail(n, path, "got %s, want a whole number from %d to %d", n.Kind, lo, hi)
	case !ok:
		d.Fail(n, path, "%s is not a whole number (want one from %d to %d)", d.Str(*n), lo, hi)
	case v < lo || v > hi:
		d.Fail(n, path, "%d is out of range (want a whole number from %d to %d)", v, lo, hi)
		ok = false
	}
	return v, ok
}

// Whole reads a whole number whose range the validator checks later; the
// bound here only keeps arithmetic on it from overflowing.
func (d *Decoder) Whole(n *Node, path string) (int, bool) {
	const limit = 1e9
	v, ok := d.WholeNumber(*n)
	switch {
	case n.Kind != KindNumber:
		d.Fail(n, path, "got %s, want a whole number", n.Kind)
	case !ok:
		d.Fail(n, path, "%s is not a whole number", d.Str(*n))
	case v < -limit || v > limit:
		d.Fail(n, path, "%d is far out of range", v)
		return 0, false
	}
	return v, ok
}

// Describe is a short rendering of a scalar node for messages.
func (d *Decoder) Describe(n *Node) string {
	switch n.Kind {
	case KindString:
		return QuoteShort(d.Str(*n))
	case KindNumber:
		return QuoteShort(d.Str(*n))
	case KindBool:
		return strconv.FormatBool(d.Boolean(*n))
	}
	return n.Kind.String()
}

// creatureList reads the "creatures" array with one, the ruleset's reader
// of a creature, refusing more than MaxCreatures before reading any; each
// creature comes with what one says of it.
func CreatureList[C, K any](d *Decoder, n *Node, one func(n *Node, path string) (C, K)) ([]C, []K) {
	elems := d.Array(n, "creatures", "an array of creatures")
	count := d.Count(*n)
	if count > MaxCreatures {
		d.Fail(n, "creatures", "%d creatures is too many (at most %d)", count, MaxCreatures)
		return nil, nil
	}
	out := make([]C, 0, count)
	said := make([]K, 0, count)
	for i, e := range elems {
		c, k := one(&e, Index("creatures", i))
		out = append(out, c)
		said = append(said, k)
	}
	return out, said
}
