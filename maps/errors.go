package maps

import "github.com/battlemap/battlemap/maps/internal/jsonfile"

// Problem is one thing wrong with an encounter file: its line and column
// (0 when unknown, as for problems Marshal finds in a Board), the field
// path, as in creatures[2].size, and what is wrong and what would be valid.
type Problem = jsonfile.Problem

// LoadError lists the problems Load and Parse found in an encounter file,
// in file order, and how many more there are.
type LoadError = jsonfile.LoadError

// BoardError lists what keeps Marshal or Save from writing an Encounter:
// the problems Parse would find in the file.
type BoardError = jsonfile.BoardError

// MaxName is the most characters of an encounter's name and of a
// creature's id, name and side.
const MaxName = jsonfile.MaxName

// CheckName says what is wrong with a name, id or side (what names which):
// it must be UTF-8, at most MaxName characters, and hold no line breaks,
// tabs or other control characters.
func CheckName(what, s string) error { return jsonfile.CheckName(what, s) }
