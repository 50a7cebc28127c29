package maps

import (
	"cmp"
	"fmt"
	"slices"
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

// maxListed is how many problems LoadError.Error prints before summing up
// the rest: a file with thousands of broken squares should still give a
// readable message. Problems holds all of them.
const maxListed = 100

// LoadError lists every problem found in an encounter file.
type LoadError struct {
	File     string // the file name as given to Load or Parse
	Problems []Problem
}

// Error prints one problem per line, as "file:line:column: path: message".
func (e *LoadError) Error() string {
	var b strings.Builder
	for i, p := range e.Problems {
		if i == maxListed {
			fmt.Fprintf(&b, "\n%s: ... and %d more problems", e.File, len(e.Problems)-maxListed)
			break
		}
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
	return b.String()
}

// problems collects Problems, each anchored at a byte offset of the file
// (or -1 for none).
type problems struct {
	list []Problem
}

func (ps *problems) add(off int, path, format string, args ...any) {
	ps.list = append(ps.list, Problem{Path: path, Message: fmt.Sprintf(format, args...), off: off})
}

// located fills in lines and columns and puts the problems in file order.
func (ps *problems) located(data []byte) []Problem {
	out := slices.Clone(ps.list)
	lines := lineStarts(data)
	for i := range out {
		if off := min(out[i].off, len(data)); off >= 0 {
			l, _ := slices.BinarySearch(lines, off+1)
			out[i].Line = l
			out[i].Column = utf8.RuneCount(data[lines[l-1]:off]) + 1
		}
	}
	slices.SortStableFunc(out, func(a, b Problem) int { return cmp.Compare(a.off, b.off) })
	return out
}

// lineStarts lists the offset where each line begins.
func lineStarts(data []byte) []int {
	starts := []int{0}
	for i, c := range data {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
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
		if i == maxListed {
			fmt.Fprintf(&b, "\n... and %d more problems", len(e.Problems)-maxListed)
			break
		}
		b.WriteString("\n")
		b.WriteString(p.String())
	}
	return b.String()
}
