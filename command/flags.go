package command

import (
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// MoveFlags are the flags that say who moves and where, shared by
// resolve, move and export: --target, --creature, --move (export's
// --preview), --by, --melee, --stability, --to, --path, --mode, --action,
// --sprint, --result, --seed, --mount, --permit, --side-view, --no-area
// and a zone map's --together, --partner-sprint, --band, --defender and
// --throw-to. Each command defines the ones it takes, with its own help
// text (DefineMoveFlags), and every ruleset reads them from this one
// value.
type MoveFlags struct {
	fs                                              *flag.FlagSet
	Target, Creature, Move, By, Stability, To, Path string
	Mode, Mount, Permit                             string
	Melee, Sprint, SideView, NoArea                 bool
	// Result is the first number of --result; Results is all of it, a
	// comma list (a zone move's challenges, in order).
	Result  int
	Results []int
	Seed    uint64
	// Actions are --action's values, in order (the flag repeats).
	Actions []string
	// Together, PartnerSprint, Band, Defender and ThrowTo are a zone
	// move's.
	Together, PartnerSprint bool
	Band, Defender, ThrowTo string
}

// DefineMoveFlags defines on fs each move flag that help names, with that
// help text. Flags a command does not define keep their defaults.
func DefineMoveFlags(fs *flag.FlagSet, help map[string]string) *MoveFlags {
	m := &MoveFlags{fs: fs, Stability: "full", Mode: "advance"}
	for name, p := range map[string]*string{"target": &m.Target, "creature": &m.Creature, "move": &m.Move,
		"preview": &m.Move, "by": &m.By, "stability": &m.Stability, "to": &m.To, "path": &m.Path, "mode": &m.Mode, "mount": &m.Mount,
		"permit": &m.Permit, "band": &m.Band, "defender": &m.Defender, "throw-to": &m.ThrowTo} {
		if h, ok := help[name]; ok {
			fs.StringVar(p, name, *p, h)
		}
	}
	for name, p := range map[string]*bool{"melee": &m.Melee, "sprint": &m.Sprint, "side-view": &m.SideView, "no-area": &m.NoArea,
		"together": &m.Together, "partner-sprint": &m.PartnerSprint} {
		if h, ok := help[name]; ok {
			fs.BoolVar(p, name, false, h)
		}
	}
	if h, ok := help["result"]; ok {
		fs.Var(resultFlag{m}, "result", h)
	}
	if h, ok := help["seed"]; ok {
		fs.Uint64Var(&m.Seed, "seed", 0, h)
	}
	if h, ok := help["action"]; ok {
		fs.Var((*listFlag)(&m.Actions), "action", h)
	}
	return m
}

// ZoneOnly are the move flags only a zone map takes: the other rulesets
// refuse them by name.
func ZoneOnly() []string {
	return []string{"together", "partner-sprint", "band", "defender", "throw-to"}
}

// Given reports whether the command line gave the flag name, even at its
// default value (--result 0).
func (m *MoveFlags) Given(name string) bool {
	set := false
	m.fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// GivenAmong is those of the named flags the command line gave, by name
// in lexical order.
func (m *MoveFlags) GivenAmong(names ...string) []string {
	var out []string
	m.fs.Visit(func(f *flag.Flag) {
		if slices.Contains(names, f.Name) {
			out = append(out, f.Name)
		}
	})
	return out
}

// ResultText is --result as the command line reads it back ("12,9").
func (m *MoveFlags) ResultText() string { return resultFlag{m}.String() }

// listFlag is a flag that may be given many times (--action stand-up --action pick-up).
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, " ") }

func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// resultFlag is --result: a whole number, or a comma list of them for the
// challenges of a zone move, one a challenge in order ("--result 7" reads
// as before; "--result 12,9" gives two; --result "" gives none).
type resultFlag struct{ m *MoveFlags }

func (r resultFlag) String() string {
	if r.m == nil || len(r.m.Results) == 0 {
		return ""
	}
	s := make([]string, len(r.m.Results))
	for i, n := range r.m.Results {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ",")
}

func (r resultFlag) Set(s string) error {
	r.m.Results, r.m.Result = nil, 0
	if strings.TrimSpace(s) == "" {
		return nil
	}
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return fmt.Errorf("%q is not a whole number (want N or N,N,...)", f)
		}
		r.m.Results = append(r.m.Results, n)
	}
	r.m.Result = r.m.Results[0]
	return nil
}
