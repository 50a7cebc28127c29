package main

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/command"
)

// TestHelpIsOneScreen: `battlemap help` fits a terminal of 24 lines and
// names every subcommand, how to get more and --version.
func TestHelpIsOneScreen(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"--help"}, {"-h"}} {
		code, out, errs := runArgs(args...)
		if code != 0 || errs != "" {
			t.Errorf("%v = exit %d, stderr %q; want 0 and nothing on standard error", args, code, errs)
		}
		if n := strings.Count(out, "\n"); n > 24 {
			t.Errorf("%v printed %d lines, want at most 24:\n%s", args, n, out)
		}
		for _, want := range []string{"open", "check", "import", "resolve", "move", "round", "export", "help COMMAND", "--help", "--version", "docs/commands.md"} {
			if !strings.Contains(out, want) {
				t.Errorf("%v does not mention %q:\n%s", args, want, out)
			}
		}
	}
}

// flagLine is a flag's first line in a command's help: "  --to string".
var flagLine = regexp.MustCompile(`^  (--?[a-z][a-z-]*)\b`)

// helpFlags are the flags a command's help lists, as written (-o, --to).
func helpFlags(t *testing.T, help string) []string {
	t.Helper()
	_, rest, ok := strings.Cut(help, "\nFlags:\n")
	if !ok {
		t.Fatalf("help has no Flags section:\n%s", help)
	}
	rest, _, _ = strings.Cut(rest, "\nExamples:\n")
	var out []string
	block := map[string]string{} // a flag's lines: name, default, meaning
	for _, l := range strings.Split(rest, "\n") {
		if m := flagLine.FindStringSubmatch(l); m != nil {
			out = append(out, m[1])
		}
		if len(out) > 0 {
			block[out[len(out)-1]] += l + "\n"
		}
	}
	for _, f := range out {
		if !strings.Contains(block[f], "default") || strings.Count(block[f], "\n") < 2 {
			t.Errorf("%s: no default or no meaning stated:\n%s", f, block[f])
		}
	}
	return out
}

// TestHelpListsEveryFlag: each command's help, however asked for, lists
// exactly the flags of the flag set the command parses with, and the
// command accepts every flag its help lists.
func TestHelpListsEveryFlag(t *testing.T) {
	for _, p := range helpPages() {
		t.Run(p.name, func(t *testing.T) {
			code, help, errs := runArgs("help", p.name)
			if code != 0 || errs != "" || !strings.Contains(help, "usage: battlemap "+p.name) {
				t.Fatalf("help %s = exit %d, stderr %q; want 0 and the usage on standard output:\n%s", p.name, code, errs, help)
			}
			for _, args := range [][]string{{p.name, "--help"}, {p.name, "-h"}, {p.name, "FILE", "-help"}} {
				if c, out, e := runArgs(args...); c != 0 || e != "" || out != help {
					t.Errorf("%v = exit %d, stderr %q, and a help unlike help %s:\n%s", args, c, e, p.name, out)
				}
			}
			var defined []string
			p.flags().VisitAll(func(f *flag.Flag) { defined = append(defined, dashes(f.Name)) })
			listed := helpFlags(t, help)
			if !slices.Equal(listed, defined) {
				t.Errorf("help %s lists %v; the command defines %v", p.name, listed, defined)
			}
			for _, f := range listed {
				// --NAME=x: a bool flag refuses the value, a file flag a
				// missing file, but neither says the flag is unknown
				// (with a file that is not there: open without one would
				// open the sample's window)
				if _, _, errs := runArgs(p.name, f+"=x", "no-such-file.json"); strings.Contains(errs, "unknown flag") {
					t.Errorf("%s %s=x: %q; want the flag accepted", p.name, f, errs)
				}
			}
			if len(p.examples) < 2 || len(p.examples) > 3 {
				t.Errorf("help %s has %d examples, want two or three", p.name, len(p.examples))
			}
		})
	}
}

// TestHelpExamplesRun runs every example of every command's help on the
// bundled samples and checks the exit status it states. open's need a
// window: their flags are checked against open's flag set instead.
func TestHelpExamplesRun(t *testing.T) {
	for _, p := range helpPages() {
		for _, e := range p.examples {
			t.Run(e.line, func(t *testing.T) {
				_, help, _ := runArgs("help", p.name)
				if !strings.Contains(help, "  battlemap "+e.line+"\n") {
					t.Errorf("help %s does not show the example %q", p.name, e.line)
				}
				args, err := shellWords(e.line)
				if err != nil {
					t.Fatal(err)
				}
				if args[0] != p.name {
					t.Fatalf("example %q of %s runs %s", e.line, p.name, args[0])
				}
				if p.name == "open" {
					fs, _ := openFlags()
					fs.SetOutput(new(strings.Builder))
					if _, err := parseOnly(fs, args[1:]); err != nil {
						t.Errorf("open example %q: %v", e.line, err)
					}
					return
				}
				tmp := t.TempDir()
				for i := 1; i < len(args); i++ {
					switch {
					case args[i-1] == "-o":
						args[i] = filepath.Join(tmp, args[i])
					case slices.Contains(args, "--write") && strings.HasSuffix(args[i], ".json"):
						// the sample is copied: an example never changes it
						data, err := os.ReadFile(args[i])
						if err != nil {
							t.Fatal(err)
						}
						args[i] = filepath.Join(tmp, filepath.Base(args[i]))
						if err := os.WriteFile(args[i], data, 0o644); err != nil {
							t.Fatal(err)
						}
					}
				}
				code, out, errs := runArgs(args...)
				if code != e.exit {
					t.Errorf("battlemap %s = exit %d, the help says %d:\n%s%s", e.line, code, e.exit, out, errs)
				}
			})
		}
	}
}

// parseOnly parses args with fs as a command does, without running it.
func parseOnly(fs *flag.FlagSet, args []string) ([]string, error) {
	return command.ParseArgs(fs, args)
}

// TestUnknownNamesTheNearest: a slip of the fingers in a command or a
// flag is refused with exit 2, naming the one meant; a word near nothing
// is refused without a guess.
func TestUnknownNamesTheNearest(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"mvoe"}, `battlemap: unknown command "mvoe"; did you mean "move"?`},
		{[]string{"exprot", sample}, `unknown command "exprot"; did you mean "export"?`},
		{[]string{"chek"}, `unknown command "chek"; did you mean "check"?`},
		{[]string{"help", "resovle"}, `unknown command "resovle"; did you mean "resolve"?`},
		{[]string{"--verison"}, "battlemap: unknown flag --verison; did you mean --version?"},
		{[]string{"resolve", sample, "--targte", "goblin", "--move", "push 1"}, "battlemap resolve: unknown flag --targte; did you mean --target?"},
		{[]string{"move", sample, "--creature", "wardog", "--mdoe", "shift"}, "battlemap move: unknown flag --mdoe; did you mean --mode?"},
		{[]string{"export", sample, "-o", "x.png", "--legnd"}, "unknown flag --legnd; did you mean --legend?"},
		{[]string{"open", sample, "--screnshot", "x.png"}, "unknown flag --screnshot; did you mean --screenshot?"},
		{[]string{"round", sample, "-seeed", "1"}, "unknown flag --seeed; did you mean --seed?"},
		{[]string{"import", "a.tmx", "-o", "b.json", "--rulset", "realms"}, "unknown flag --rulset; did you mean --ruleset?"},
	}
	for _, tt := range tests {
		code, out, errs := runArgs(tt.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tt.want) {
			t.Errorf("%v = exit %d, stdout %q, stderr %q; want 2 and %q", tt.args, code, out, errs, tt.want)
		}
	}
	for _, args := range [][]string{{"frobnicate"}, {"check", sample, "--zzzzzz"}} {
		code, _, errs := runArgs(args...)
		if code != 2 || strings.Contains(errs, "did you mean") || !strings.Contains(errs, "unknown") {
			t.Errorf("%v = exit %d, %q; want 2, unknown, and no guess", args, code, errs)
		}
	}
}

// TestDidYouMean: the distance counts a swap of two letters once.
func TestDidYouMean(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		d    int
	}{{"mvoe", "move", 1}, {"move", "move", 0}, {"targte", "target", 1}, {"", "abc", 3}, {"kitten", "sitting", 3}} {
		if got := editDistance(tt.a, tt.b); got != tt.d {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.d)
		}
	}
}
