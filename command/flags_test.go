package command

import (
	"flag"
	"io"
	"slices"
	"strings"
	"testing"
)

// moveFlagSet defines every move flag, as a command taking them all would.
func moveFlagSet() (*flag.FlagSet, *MoveFlags) {
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	help := map[string]string{}
	for _, name := range []string{"target", "creature", "move", "by", "stability", "to", "path", "mode", "mount", "permit",
		"band", "defender", "throw-to", "melee", "sprint", "side-view", "no-area", "together", "partner-sprint", "result", "seed", "action"} {
		help[name] = name
	}
	return fs, DefineMoveFlags(fs, help)
}

func TestMoveFlagsResult(t *testing.T) {
	tests := []struct {
		args    []string
		result  int
		results []int
		text    string
		bad     bool
	}{
		{args: []string{"--result", "7"}, result: 7, results: []int{7}, text: "7"},
		{args: []string{"--result", "12, 9"}, result: 12, results: []int{12, 9}, text: "12,9"},
		{args: []string{"--result", ""}, text: ""},
		{args: []string{"--result", "7", "--result", "3,4"}, result: 3, results: []int{3, 4}, text: "3,4"},
		{args: []string{"--result", "7,x"}, bad: true},
	}
	for _, tc := range tests {
		fs, m := moveFlagSet()
		err := fs.Parse(tc.args)
		if (err != nil) != tc.bad {
			t.Errorf("Parse(%q) error = %v, want an error: %v", tc.args, err, tc.bad)
			continue
		}
		if tc.bad {
			continue
		}
		if m.Result != tc.result || !slices.Equal(m.Results, tc.results) || m.ResultText() != tc.text {
			t.Errorf("Parse(%q) = %d %v %q, want %d %v %q", tc.args, m.Result, m.Results, m.ResultText(), tc.result, tc.results, tc.text)
		}
	}
}

// TestMoveFlagsGiven: a flag given at its default value counts as given,
// and GivenAmong lists the given flags by name, whatever their order on
// the command line.
func TestMoveFlagsGiven(t *testing.T) {
	fs, m := moveFlagSet()
	if err := fs.Parse([]string{"--throw-to", "yard", "--result", "0", "--band", "up", "--action", "a", "--action", "b"}); err != nil {
		t.Fatal(err)
	}
	if !m.Given("result") || m.Given("seed") {
		t.Errorf("Given(result), Given(seed) = %v, %v, want true, false", m.Given("result"), m.Given("seed"))
	}
	if got := m.GivenAmong(ZoneOnly()...); !slices.Equal(got, []string{"band", "throw-to"}) {
		t.Errorf("GivenAmong(ZoneOnly()) = %q, want [band throw-to]", got)
	}
	if !slices.Equal(m.Actions, []string{"a", "b"}) {
		t.Errorf("Actions = %q, want [a b]", m.Actions)
	}
	if m.Stability != "full" || m.Mode != "advance" {
		t.Errorf("defaults: Stability %q, Mode %q, want full and advance", m.Stability, m.Mode)
	}
}

// TestParseArgsFlagsAfterFile: flags may follow the file, and a file
// name with a control character is refused before anything opens it.
func TestParseArgsFlagsAfterFile(t *testing.T) {
	fs, m := moveFlagSet()
	pos, err := ParseArgs(fs, []string{"map.json", "--creature", "a", "more.json", "--to", "1,2"})
	if err != nil || !slices.Equal(pos, []string{"map.json", "more.json"}) || m.Creature != "a" || m.To != "1,2" {
		t.Errorf("ParseArgs = %q %v (creature %q, to %q), want [map.json more.json], a and 1,2", pos, err, m.Creature, m.To)
	}
	var out strings.Builder
	fs = flag.NewFlagSet("battlemap check", flag.ContinueOnError)
	fs.SetOutput(&out)
	if _, err := ParseArgs(fs, []string{"a\x1b[2Jb.json"}); err == nil || !strings.Contains(out.String(), "U+001B at byte 1") {
		t.Errorf("ParseArgs(a file name with ESC) = %v, printed %q; want it refused, naming U+001B at byte 1", err, out.String())
	}
}

func TestQuoteArgCutsLongArguments(t *testing.T) {
	long := strings.Repeat("é", 100)
	want := `"` + strings.Repeat("é", 40) + `"… (100 characters)`
	if got := QuoteArg(long); got != want {
		t.Errorf("QuoteArg(100 x é) = %q, want %q", got, want)
	}
	if got := QuoteArg("1,2"); got != `"1,2"` {
		t.Errorf(`QuoteArg("1,2") = %s, want "1,2" quoted`, got)
	}
}
