package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// The flags that say who moves and where, shared by resolve, move and
// export, and the positions they take.

// parsePos reads "X,Y" or "X,Y,Z"; z defaults to defZ.
func parsePos(s string, defZ int) (drawsteel.Pos, error) {
	f := strings.Split(s, ",")
	if len(f) != 2 && len(f) != 3 {
		return drawsteel.Pos{}, fmt.Errorf("%q: want X,Y or X,Y,Z", s)
	}
	v := make([]int, len(f))
	for i, x := range f {
		n, err := strconv.Atoi(strings.TrimSpace(x))
		if err != nil {
			return drawsteel.Pos{}, fmt.Errorf("%q: %q is not a whole number", s, x)
		}
		v[i] = n
	}
	p := drawsteel.Pos{X: v[0], Y: v[1], Z: defZ}
	if len(v) == 3 {
		p.Z = v[2]
	}
	return p, nil
}

// parseSpace reads "X,Y" or "X,Y,Z" and says whether Z was given.
func parseSpace(s string) (drawsteel.Pos, bool, error) {
	p, err := parsePos(s, 0)
	return p, strings.Count(s, ",") == 2, err
}

func creatureIDs(b *drawsteel.Board) []string {
	ids := make([]string, len(b.Creatures))
	for i, c := range b.Creatures {
		ids[i] = c.ID
	}
	sort.Strings(ids)
	return ids
}

// listFlag is a flag that may be given many times (--action stand-up --action pick-up).
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, " ") }

func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }
