package jsonfile

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Problem is one thing wrong with an encounter file.
type Problem struct {
	// Line and Column locate the problem in the file, both 1-based (the
	// column counts characters). They are 0 when unknown, as for problems
	// Marshal finds in a Board.
	Line, Column int
	// Path is the field the problem is in, as in creatures[2].size,
	// terrain[3], legend["W"].wall or grid.width; empty for problems with
	// the file as a whole, such as JSON syntax errors.
	Path string
	// Message says what is wrong and what would be valid.
	Message string

	off int // byte offset, for sorting; -1 when unknown
}

// String formats the problem without a file name: "3:14: path: message".
func (p Problem) String() string {
	var b strings.Builder
	if p.Line > 0 {
		fmt.Fprintf(&b, "%d:%d: ", p.Line, p.Column)
	}
	if p.Path != "" {
		b.WriteString(p.Path)
		b.WriteString(": ")
	}
	b.WriteString(p.Message)
	return b.String()
}

// Offset is the byte offset of the problem in the file read, or -1.
func (p Problem) Offset() int { return p.off }

// Unplaced is a problem found in a value in memory, with no place in a
// file.
func Unplaced(path, format string, args ...any) Problem {
	return Problem{Path: path, Message: fmt.Sprintf(format, args...), off: -1}
}

// MaxListed is how many problems an error keeps and prints before summing
// up the rest: a file with thousands of broken squares should still give a
// readable message, and a file with millions of them should not take
// millions of messages to check.
const MaxListed = 100

// LoadError lists the problems found in an encounter file: the first
// MaxListed of them in file order, and how many more there are.
type LoadError struct {
	File     string // the file name as given to Load or Parse
	Problems []Problem
	More     int // problems found after those listed
}

// Error prints one problem per line, as "file:line:column: path: message".
func (e *LoadError) Error() string {
	var b strings.Builder
	for i, p := range e.Problems {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.File)
		b.WriteString(":")
		if p.Line == 0 {
			b.WriteString(" ")
		}
		b.WriteString(p.String())
	}
	if e.More > 0 {
		fmt.Fprintf(&b, "\n%s: ... and %d more problems", e.File, e.More)
	}
	return b.String()
}

// problems collects the first MaxListed Problems in file order, each
// anchored at a byte offset of the file, and counts the rest. Callers with
// many candidate problems ask wants first, so as not to build the message
// of one that would not be kept.
type problems struct {
	kept []Problem // sorted by offset, then by the order added
	more int
}

// count is the number of problems found.
func (ps *problems) count() int { return len(ps.kept) + ps.more }

// wants reports whether a problem at off would be kept.
func (ps *problems) wants(off int) bool {
	return len(ps.kept) < MaxListed || off < ps.kept[len(ps.kept)-1].off
}

func (ps *problems) add(off int, path, format string, args ...any) {
	if !ps.wants(off) {
		ps.more++
		return
	}
	i := sort.Search(len(ps.kept), func(i int) bool { return ps.kept[i].off > off })
	ps.kept = slices.Insert(ps.kept, i, Problem{Path: path, Message: fmt.Sprintf(format, args...), off: off})
	if len(ps.kept) > MaxListed {
		ps.kept = ps.kept[:MaxListed]
		ps.more++
	}
}

// located fills in the lines and columns of the kept problems, in one pass
// over the file however many problems share a line.
func (ps *problems) located(data []byte) []Problem {
	out := slices.Clone(ps.kept)
	pos, line, col := 0, 1, 1
	for i := range out {
		off := min(out[i].off, len(data))
		if off < 0 {
			continue
		}
		seg := data[pos:off]
		if n := bytes.Count(seg, []byte{'\n'}); n > 0 {
			line += n
			col = 1 + utf8.RuneCount(seg[bytes.LastIndexByte(seg, '\n')+1:])
		} else {
			col += utf8.RuneCount(seg)
		}
		pos = off
		out[i].Line, out[i].Column = line, col
	}
	return out
}

// QuoteShort quotes a value from the file for a message, escaping control
// characters and cutting a long one short.
func QuoteShort(s string) string {
	const most = 40
	if utf8.RuneCountInString(s) <= most {
		return strconv.Quote(s)
	}
	i := 0
	for range most {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return strconv.Quote(s[:i]) + fmt.Sprintf("... (%d characters)", utf8.RuneCountInString(s))
}

// BoardError lists what keeps Marshal or Save from writing an Encounter:
// the problems Parse would find in the file. Paths name fields as in the
// file (creatures[2].speed) or squares of the board (square 3,4).
type BoardError struct {
	File     string // the file Save was asked to write; empty for Marshal
	Problems []Problem
}

// Error prints one problem per line.
func (e *BoardError) Error() string {
	var b strings.Builder
	b.WriteString("maps: cannot write the encounter")
	if e.File != "" {
		b.WriteString(" to ")
		b.WriteString(e.File)
	}
	b.WriteString(":")
	for i, p := range e.Problems {
		if i == MaxListed {
			fmt.Fprintf(&b, "\n... and %d more problems", len(e.Problems)-MaxListed)
			break
		}
		b.WriteString("\n")
		b.WriteString(p.String())
	}
	return b.String()
}
