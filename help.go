package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/battlemap/battlemap/command"
)

// This file is the command line's help: `battlemap help`, `battlemap
// help COMMAND` and `battlemap COMMAND --help`. A command's flags are
// listed from the flag set the command itself parses with, so the help
// cannot name a flag the command refuses or leave out one it takes.

// helpPage is what the help says of one subcommand besides its flags.
type helpPage struct {
	name    string
	summary string // its line in `battlemap help`
	usage   string // its synopsis, "usage: battlemap NAME ..."
	// flags makes the command's flag set, the one it parses with.
	flags    func() *flag.FlagSet
	examples []helpExample
	// defaults are how the help states a default the flag set cannot
	// (one computed at start, as the clock's seed).
	defaults map[string]string
}

// helpExample is one example command line of a command's help; the tests
// run each (except open's, which needs a window) and check its exit
// status.
type helpExample struct {
	line string // the command line after "battlemap "
	says string // what it does
	exit int    // its exit status, when not 0
}

// helpPages are the subcommands, in the order `battlemap help` lists them.
func helpPages() []helpPage {
	return []helpPage{
		{name: "open", summary: "open an encounter file in a window (no command: the bundled sample)",
			usage: openUsage, flags: func() *flag.FlagSet { fs, _ := openFlags(); return fs },
			defaults: map[string]string{"seed": "from the clock"},
			examples: []helpExample{
				{line: "open assets/encounters/cliffside.json", says: "the Draw Steel sample in a window"},
				{line: "open assets/encounters/river-ford.json --theme light --ui-scale 2", says: "a hex map, light and twice as large"},
				{line: "open assets/encounters/cliffside.json --player-view", says: "the players' window beside the director's"},
			}},
		{name: "check", summary: "validate an encounter file: a one-line summary, or every problem",
			usage: checkUsage, flags: checkFlags,
			examples: []helpExample{
				{line: "check assets/encounters/cliffside.json", says: "a one-line summary; exit 0"},
				{line: "check docs/examples/crypt.dd2vtt", says: "another program's map: says how to import it; exit 1", exit: 1},
			}},
		{name: "import", summary: "turn a Universal VTT or Tiled map into an encounter file",
			usage: importUsage, flags: func() *flag.FlagSet { fs, _ := importFlags(); return fs },
			examples: []helpExample{
				{line: "import docs/examples/crypt.dd2vtt -o crypt.json", says: "a square map: a Draw Steel encounter with its background"},
				{line: "import docs/examples/cellar.tmx -o cellar.json --ruleset drawsteel", says: "a Tiled map, the ruleset named"},
			}},
		{name: "resolve", summary: "resolve a forced move (push, pull, slide; a zone throw) as JSON",
			usage: resolveUsage, flags: func() *flag.FlagSet { fs, _ := resolveFlags(); return fs },
			examples: []helpExample{
				{line: `resolve assets/encounters/cliffside.json --target archer --by tactician --move "push 3" --to 19,9`, says: "one push, aimed"},
				{line: `resolve assets/encounters/cliffside.json --target archer --move "slide 2"`, says: "with no --to: every square the slide can end in"},
				{line: "resolve assets/encounters/monastery-zones.json --target mei --by oni --move throw --to pool --result 8", says: "a throw on a zone map"},
			}},
		{name: "move", summary: "resolve a willing move as the window's drag does, as JSON",
			usage: moveUsage, flags: func() *flag.FlagSet { fs, _ := moveFlags(); return fs },
			examples: []helpExample{
				{line: "move assets/encounters/cliffside.json --creature wardog --to 12,10", says: "a move on a square map"},
				{line: "move assets/encounters/river-ford.json --creature aldric --action dismount-medium --to 3,5", says: "a hex map: dismount, then move"},
				{line: "move assets/encounters/monastery-zones.json --creature mei --to roof --result 12", says: "a zone map: the move and its challenge"},
			}},
		{name: "round", summary: "end the round of a zone map and print what the round moved, as JSON",
			usage: roundUsage, flags: func() *flag.FlagSet { fs, _ := roundFlags(); return fs },
			examples: []helpExample{
				{line: "round assets/encounters/monastery-zones.json --seed 1", says: "the round's outcome; the file is left as it was"},
				{line: "round assets/encounters/monastery-zones.json --seed 1 --write", says: "the same, saved into the file"},
			}},
		{name: "export", summary: "draw an encounter as a PNG or SVG figure, without a window",
			usage: exportUsage, flags: func() *flag.FlagSet { fs, _ := exportFlags(); return fs },
			examples: []helpExample{
				{line: "export assets/encounters/cliffside.json -o cliffside.svg", says: "the whole map, print theme"},
				{line: `export assets/encounters/cliffside.json -o push.png --region 10,2,24,14 --preview "push 3" --target archer --by tactician`, says: "part of the map with a push's preview"},
				{line: "export assets/encounters/monastery-zones.json -o zones.png --scale 40 --preview throw --target mei --by oni --result 8", says: "a zone map's throw"},
			}},
	}
}

// helpPageNamed is the help page of the subcommand name.
func helpPageNamed(name string) (helpPage, bool) {
	for _, p := range helpPages() {
		if p.name == name {
			return p, true
		}
	}
	return helpPage{}, false
}

// writeOverview writes `battlemap help`: one screen.
func writeOverview(w io.Writer) {
	fmt.Fprintln(w, "battlemap: a tactical battle map for tabletop role-playing games")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Usage: battlemap COMMAND FILE [flags]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Commands:")
	for _, p := range helpPages() {
		fmt.Fprintf(w, "  %-8s %s\n", p.name, p.summary)
	}
	fmt.Fprintf(w, "  %-8s %s\n", "help", "this list; help COMMAND: that command's flags and examples")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "  battlemap                  open the bundled sample encounter")
	fmt.Fprintln(w, "  battlemap COMMAND --help   (or -h) the same as battlemap help COMMAND")
	fmt.Fprintln(w, "  battlemap --version        the version, the commit and the platform")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Exit status: 0 done; 1 the answer is no or the input has problems;")
	fmt.Fprintln(w, "2 a usage error. The manual: docs/commands.md.")
}

// writeHelp writes a command's help: its synopsis, every flag of fs with
// its default and meaning, and its examples.
func writeHelp(w io.Writer, p helpPage, fs *flag.FlagSet) {
	fmt.Fprintf(w, "battlemap %s: %s\n\n%s\n\nFlags:\n", p.name, p.summary, p.usage)
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	if n == 0 {
		fmt.Fprintln(w, "  none")
	}
	fs.VisitAll(func(f *flag.Flag) {
		kind, meaning := flag.UnquoteUsage(f)
		line := "  " + dashes(f.Name)
		if kind != "" {
			line += " " + kind
		}
		if d := defaultText(p, f, kind); d != "" {
			line += "   (default: " + d + ")"
		}
		fmt.Fprintln(w, line)
		fmt.Fprintf(w, "        %s\n", strings.ReplaceAll(meaning, "\n", "\n        "))
	})
	fmt.Fprintln(w, "\nExamples:")
	for _, e := range p.examples {
		fmt.Fprintf(w, "  battlemap %s\n      %s\n", e.line, e.says)
	}
}

// defaultText is how the help states f's default, or "" when its meaning
// already says it.
func defaultText(p helpPage, f *flag.Flag, kind string) string {
	if d, ok := p.defaults[f.Name]; ok {
		return d
	}
	if strings.Contains(f.Usage, "default") {
		return ""
	}
	switch {
	case kind == "" && f.DefValue == "false":
		return "off"
	case f.DefValue == "" || f.DefValue == "auto":
		return "none"
	}
	return f.DefValue
}

// dashes is a flag's name as the manual writes it: -o, --target.
func dashes(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// parseFlags parses a subcommand's arguments with fs. ok is false when
// the command is to stop, with the exit status code: --help (-h) printed
// the command's help on standard output (0), or the command line was
// refused on standard error (2), an unknown flag naming the nearest one.
func parseFlags(name string, fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (pos []string, code int, ok bool) {
	p, _ := helpPageNamed(name)
	var msg bytes.Buffer
	fs.SetOutput(&msg)
	fs.Usage = func() {}
	pos, err := command.ParseArgs(fs, args)
	fs.SetOutput(stderr)
	if err == nil {
		return pos, 0, true
	}
	if errors.Is(err, flag.ErrHelp) {
		writeHelp(stdout, p, fs)
		return nil, 0, false
	}
	if bad, unknown := strings.CutPrefix(err.Error(), "flag provided but not defined: -"); unknown {
		var names []string
		fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		fmt.Fprintf(stderr, "battlemap %s: unknown flag %s%s\n", name, dashes(bad), didYouMean(bad, names, dashes))
	} else {
		stderr.Write(msg.Bytes())
		if bytes.HasPrefix(msg.Bytes(), []byte(fs.Name()+":")) {
			return nil, 2, false // a refused file name, said in full
		}
	}
	fmt.Fprintf(stderr, "%s\nRun 'battlemap help %s' for every flag and examples.\n", p.usage, name)
	return nil, 2, false
}

// helpCommand is `battlemap help [COMMAND]`.
func helpCommand(args []string, stdout, stderr io.Writer) int {
	switch len(args) {
	case 0:
		writeOverview(stdout)
		return 0
	case 1:
		if args[0] == "help" {
			writeOverview(stdout)
			return 0
		}
		p, ok := helpPageNamed(args[0])
		if !ok {
			return unknownCommand(args[0], stderr)
		}
		writeHelp(stdout, p, p.flags())
		return 0
	}
	fmt.Fprintln(stderr, "battlemap help: give at most one command (battlemap help COMMAND)")
	return 2
}

// unknownCommand refuses a subcommand or top-level flag that does not
// exist, naming the nearest that does.
func unknownCommand(arg string, stderr io.Writer) int {
	if name, isFlag := strings.CutPrefix(strings.TrimPrefix(arg, "-"), "-"); isFlag || strings.HasPrefix(arg, "-") {
		if !isFlag {
			name = strings.TrimPrefix(arg, "-")
		}
		name, _, _ = strings.Cut(name, "=")
		fmt.Fprintf(stderr, "battlemap: unknown flag %s%s\nRun 'battlemap help' for the commands.\n", dashes(name), didYouMean(name, []string{"version", "help"}, dashes))
		return 2
	}
	names := []string{"help"}
	for _, p := range helpPages() {
		names = append(names, p.name)
	}
	fmt.Fprintf(stderr, "battlemap: unknown command %q%s\nRun 'battlemap help' for the commands.\n", arg, didYouMean(arg, names, func(s string) string { return fmt.Sprintf("%q", s) }))
	return 2
}

// didYouMean is "; did you mean X?" naming the candidate nearest to
// got, written by show, or "" when none is near enough to be a slip of
// the fingers: at most a third of its letters (at least one) wrong, or
// got the start of it.
func didYouMean(got string, candidates []string, show func(string) string) string {
	best, bestD := "", -1
	sorted := append([]string(nil), candidates...)
	sort.Strings(sorted)
	for _, c := range sorted {
		d := editDistance(strings.ToLower(got), c)
		if strings.HasPrefix(c, strings.ToLower(got)) && len(got) >= 2 {
			d = min(d, 1)
		}
		if bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	if bestD < 0 || bestD > max(1, (len(best)+2)/3) {
		return ""
	}
	return "; did you mean " + show(best) + "?"
}

// editDistance is the Damerau–Levenshtein distance (optimal string
// alignment) of a and b: an adjacent swap, as "mvoe", counts once.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
