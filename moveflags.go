package main

import (
	"flag"
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
		return drawsteel.Pos{}, fmt.Errorf("%s: want X,Y or X,Y,Z", quoteArg(s))
	}
	v := make([]int, len(f))
	for i, x := range f {
		n, err := strconv.Atoi(strings.TrimSpace(x))
		if err != nil {
			return drawsteel.Pos{}, fmt.Errorf("%s: %s is not a whole number", quoteArg(s), quoteArg(x))
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

// moveFlags are the flags that say who moves and where: --target,
// --creature, --move (export's --preview), --by, --melee, --stability,
// --to, --path, --mode, --action, --sprint, --result, --seed, --mount,
// --side-view and --no-area. Each command defines the ones it takes, with its own help
// text (defineMoveFlags), and reads them from this one value.
type moveFlags struct {
	fs                                              *flag.FlagSet
	target, creature, move, by, stability, to, path string
	mode, mount                                     string
	melee, sprint, sideView, noArea                 bool
	result                                          int
	// results is --result as a comma list (a zone move's challenges, in
	// order); result is its first number.
	results []int
	seed    uint64
	actions listFlag
}

// defineMoveFlags defines on fs each move flag that help names, with that
// help text. Flags a command does not define keep their defaults.
func defineMoveFlags(fs *flag.FlagSet, help map[string]string) *moveFlags {
	m := &moveFlags{fs: fs, stability: "full", mode: "advance"}
	for name, p := range map[string]*string{"target": &m.target, "creature": &m.creature, "move": &m.move,
		"preview": &m.move, "by": &m.by, "stability": &m.stability, "to": &m.to, "path": &m.path, "mode": &m.mode, "mount": &m.mount} {
		if h, ok := help[name]; ok {
			fs.StringVar(p, name, *p, h)
		}
	}
	for name, p := range map[string]*bool{"melee": &m.melee, "sprint": &m.sprint, "side-view": &m.sideView, "no-area": &m.noArea} {
		if h, ok := help[name]; ok {
			fs.BoolVar(p, name, false, h)
		}
	}
	if h, ok := help["result"]; ok {
		fs.Var(resultFlag{m}, "result", h)
	}
	if h, ok := help["seed"]; ok {
		fs.Uint64Var(&m.seed, "seed", 0, h)
	}
	if h, ok := help["action"]; ok {
		fs.Var(&m.actions, "action", h)
	}
	return m
}

// given reports whether the command line gave the flag name, even at its
// default value (--result 0).
func (m *moveFlags) given(name string) bool {
	set := false
	m.fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
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

// resultFlag is --result: a whole number, or a comma list of them for the
// challenges of a zone move, one a challenge in order ("--result 7" reads
// as before; "--result 12,9" gives two; --result "" gives none).
type resultFlag struct{ m *moveFlags }

func (r resultFlag) String() string {
	if r.m == nil || len(r.m.results) == 0 {
		return ""
	}
	s := make([]string, len(r.m.results))
	for i, n := range r.m.results {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ",")
}

func (r resultFlag) Set(s string) error {
	r.m.results, r.m.result = nil, 0
	if strings.TrimSpace(s) == "" {
		return nil
	}
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return fmt.Errorf("%q is not a whole number (want N or N,N,...)", f)
		}
		r.m.results = append(r.m.results, n)
	}
	r.m.result = r.m.results[0]
	return nil
}
