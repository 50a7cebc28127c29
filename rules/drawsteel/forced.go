package drawsteel

import (
	"fmt"
	"strconv"
	"strings"
)

// MoveKind is one of the three kinds of forced movement.
type MoveKind int

const (
	// Push moves the target away from the source in a straight line.
	Push MoveKind = iota + 1
	// Pull moves the target toward the source in a straight line.
	Pull
	// Slide moves the target in any direction, along any path.
	Slide
)

// moveKindNames are the kinds' names, in MoveKind order.
func moveKindNames() [4]string {
	return [...]string{"", "push", "pull", "slide"}
}

// String is the kind as the rulebook writes it: "push", "pull", "slide".
func (k MoveKind) String() string {
	if k > 0 && int(k) < len(moveKindNames()) {
		return moveKindNames()[k]
	}
	return fmt.Sprintf("movekind(%d)", int(k))
}

// Move is a forced movement effect as an ability states it: "push 3",
// "vertical slide 2".
type Move struct {
	Kind     MoveKind
	Distance int
	// Vertical lets the target be moved up or down as well as horizontally.
	Vertical bool
}

// String formats the move as the rulebook does: "push 3", "vertical pull 2".
func (m Move) String() string {
	s := m.Kind.String() + " " + strconv.Itoa(m.Distance)
	if m.Vertical {
		s = "vertical " + s
	}
	return s
}

// MarshalText writes the move as String does.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads the move as ParseMove does.
func (m *Move) UnmarshalText(b []byte) error {
	v, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// ParseMove reads a forced movement effect in the rulebook's wording:
// "push 3", "Pull 1", "vertical slide 2". Case and extra spaces do not
// matter; the distance is a whole number from 0 up.
func ParseMove(s string) (Move, error) {
	f := strings.Fields(strings.ToLower(s))
	var m Move
	if len(f) > 0 && f[0] == "vertical" {
		m.Vertical = true
		f = f[1:]
	}
	if len(f) != 2 {
		return Move{}, fmt.Errorf("ParseMove(%q): want [vertical] push|pull|slide N, e.g. \"vertical push 3\"", s)
	}
	switch f[0] {
	case "push":
		m.Kind = Push
	case "pull":
		m.Kind = Pull
	case "slide":
		m.Kind = Slide
	default:
		return Move{}, fmt.Errorf("ParseMove(%q): unknown forced movement %q (want push, pull or slide)", s, f[0])
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 0 || n > 1000 {
		return Move{}, fmt.Errorf("ParseMove(%q): distance %q is not a whole number from 0 to 1000", s, f[1])
	}
	m.Distance = n
	return m, nil
}

// stabilityMode says how a target uses its stability.
type stabilityMode uint8

const (
	stabilityFull stabilityMode = iota
	stabilityIgnore
	stabilityN
)

// StabilityUse is how much of its stability the target uses to shorten a
// forced movement. The zero value is FullStability.
type StabilityUse struct {
	mode stabilityMode
	n    int
}

// FullStability: the target reduces the movement by its whole stability
// (the default: a target resists as much as it can).
func FullStability() StabilityUse { return StabilityUse{} }

// IgnoreStability: the ability says the target can't resist it.
func IgnoreStability() StabilityUse { return StabilityUse{mode: stabilityIgnore} }

// StabilitySquares: the target chooses to reduce the movement by n squares
// (cut to its stability; negative counts as 0).
func StabilitySquares(n int) StabilityUse { return StabilityUse{mode: stabilityN, n: max(n, 0)} }

// String describes the choice: "full", "ignore" or the number of squares.
func (u StabilityUse) String() string {
	switch u.mode {
	case stabilityIgnore:
		return "ignore"
	case stabilityN:
		return strconv.Itoa(u.n)
	}
	return "full"
}

// ParseStability reads a stability choice as String writes it: "full",
// "ignore" or a whole number of squares from 0.
func ParseStability(s string) (StabilityUse, error) {
	switch s {
	case "full":
		return FullStability(), nil
	case "ignore":
		return IgnoreStability(), nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return StabilityUse{}, fmt.Errorf("stability %q: want full, ignore or a whole number of squares from 0", s)
	}
	return StabilitySquares(n), nil
}

// Full reports whether the target uses its whole stability.
func (u StabilityUse) Full() bool { return u.mode == stabilityFull }

// Ignored reports whether the ability ignores the target's stability.
func (u StabilityUse) Ignored() bool { return u.mode == stabilityIgnore }

// Squares is the number of squares the target chose to use, if it chose
// a number (ok false for Full and Ignored).
func (u StabilityUse) Squares() (n int, ok bool) { return u.n, u.mode == stabilityN }

// Reduction is how many squares a target with the given stability takes
// off a movement of d squares. Stability below 0 counts as 0.
func (u StabilityUse) Reduction(stability, d int) int {
	stability = max(stability, 0)
	var r int
	switch u.mode {
	case stabilityIgnore:
		r = 0
	case stabilityN:
		r = min(u.n, stability)
	default:
		r = stability
	}
	return min(r, max(d, 0))
}

// String formats the forced move for messages: "push 3 Goblin by Fury".
func (fm ForcedMove) String() string {
	s := fm.Move.String() + " " + fm.Target
	if fm.Source != "" {
		s += " by " + fm.Source
	}
	return s
}
