package jsonfile

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Validator checks decoded values against the rules of the format. Parse
// runs the checks on what it read, reporting at the file position of each
// field path (Decoder.Validator), and Marshal on what it is asked to write
// (Collect), so that a file Marshal writes always loads.
type Validator struct {
	Report func(path, format string, args ...any)
}

// Collect is a Validator that appends what it reports to ps, with no place
// in a file.
func Collect(ps *[]Problem) Validator {
	return Validator{Report: func(path, format string, args ...any) {
		*ps = append(*ps, Unplaced(path, format, args...))
	}}
}

// MaxName is the most characters of an encounter's name and of a
// creature's id, name and side: as much as the window's title bar, panels
// and tokens can draw.
const MaxName = 200

// CheckName says what is wrong with a name, id or side (what names which):
// it must be UTF-8, at most MaxName characters, and hold no line breaks,
// tabs or other control characters (which a terminal would act on).
func CheckName(what, s string) error {
	switch {
	case !utf8.ValidString(s):
		return fmt.Errorf("the %s is not valid UTF-8", what)
	case utf8.RuneCountInString(s) > MaxName:
		return fmt.Errorf("the %s has %d characters, at most %d", what, utf8.RuneCountInString(s), MaxName)
	case strings.ContainsFunc(s, unicode.IsControl):
		return fmt.Errorf("the %s may not hold line breaks, tabs or other control characters", what)
	}
	return nil
}

// Name reports what CheckName finds.
func (v Validator) Name(path, what, s string) {
	if err := CheckName(what, s); err != nil {
		v.Report(path, "%v", err)
	}
}

// InRange reports n outside lo to hi (why says more of the range).
func (v Validator) InRange(path, field, what string, n, lo, hi int, why string) {
	if n < lo || n > hi {
		v.Report(path+field, "%s %d is out of range (want %d to %d%s)", what, n, lo, hi, why)
	}
}

// Names checks a list of names against the known ones, without repeats.
func (v Validator) Names(path, what string, got, known []string) {
	seen := map[string]bool{}
	for j, s := range got {
		switch {
		case !slices.Contains(known, s):
			v.Report(Index(path, j), "unknown %s %s (want %s)", what, QuoteShort(s), OrList(known))
		case seen[s]:
			v.Report(Index(path, j), "%s %q is listed twice", what, s)
		}
		seen[s] = true
	}
}

// OrList is "a, b or c".
func OrList(names []string) string {
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
