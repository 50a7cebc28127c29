package drawsteel

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// parsePos reads "X,Y" or "X,Y,Z"; z defaults to defZ.
func parsePos(s string, defZ int) (drawsteel.Pos, error) {
	f := strings.Split(s, ",")
	if len(f) != 2 && len(f) != 3 {
		return drawsteel.Pos{}, fmt.Errorf("%s: want X,Y or X,Y,Z", command.QuoteArg(s))
	}
	v := make([]int, len(f))
	for i, x := range f {
		n, err := strconv.Atoi(strings.TrimSpace(x))
		if err != nil {
			return drawsteel.Pos{}, fmt.Errorf("%s: %s is not a whole number", command.QuoteArg(s), command.QuoteArg(x))
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

// knownCreatures checks that every id not empty is a creature's on the
// board.
func knownCreatures(b *drawsteel.Board, ids ...string) error {
	for _, id := range ids {
		if _, ok := b.Creature(id); id != "" && !ok {
			return fmt.Errorf("unknown creature id %q (ids: %s)", id, strings.Join(creatureIDs(b), ", "))
		}
	}
	return nil
}
