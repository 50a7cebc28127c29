package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The manual's examples are run: every fenced block of README.md and
// docs/*.md holding a line "$ battlemap COMMAND ..." runs that command
// line in-process and compares what it prints with the lines below it,
// up to the next "$ " line or the block's end. The conventions the
// manual states (docs/commands.md, "Examples"):
//   - a line "..." stands for output lines left out (a tested excerpt);
//   - a last line "[exit N]" is the exit status shown; without it, 0;
//   - a file a command writes (-o OUT) goes to a temporary folder, and
//     that folder's name is taken out of what the command prints;
//   - "\" at a line's end continues the command on the next line.

// runnable are the subcommands whose examples must run; a fenced line
// naming one without "$ " is an error, so no example escapes the test.
var runnable = map[string]bool{"check": true, "resolve": true, "move": true, "export": true, "import": true, "round": true}

// docExample is one command line of the manual and the output it shows.
type docExample struct {
	file string
	line int
	args []string
	want []string
	exit int
}

// manualFiles are README.md and every page of docs/.
func manualFiles(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join("docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	return append([]string{"README.md"}, pages...)
}

var exitLine = regexp.MustCompile(`^\[exit (\d+)\]$`)

// parseExamples reads the examples of one markdown text.
func parseExamples(file, text string) ([]docExample, error) {
	var out []docExample
	lines := strings.Split(text, "\n")
	inBlock, info := false, ""
	var cur *docExample
	flush := func() {
		if cur == nil {
			return
		}
		for len(cur.want) > 0 && strings.TrimSpace(cur.want[len(cur.want)-1]) == "" {
			cur.want = cur.want[:len(cur.want)-1]
		}
		if n := len(cur.want); n > 0 {
			if m := exitLine.FindStringSubmatch(cur.want[n-1]); m != nil {
				cur.exit, _ = strconv.Atoi(m[1])
				cur.want = cur.want[:n-1]
			}
		}
		out = append(out, *cur)
		cur = nil
	}
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			if inBlock {
				flush()
				inBlock = false
			} else {
				inBlock, info = true, strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "```"))
			}
			continue
		}
		if !inBlock {
			continue
		}
		if strings.HasPrefix(l, "$ ") {
			flush()
			start := i + 1
			cmd := strings.TrimPrefix(l, "$ ")
			for strings.HasSuffix(cmd, "\\") && i+1 < len(lines) {
				i++
				cmd = strings.TrimSuffix(cmd, "\\") + " " + strings.TrimSpace(lines[i])
			}
			args, err := shellWords(cmd)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", file, start, err)
			}
			if len(args) == 0 || args[0] != "battlemap" {
				continue // another program's command line (go, make)
			}
			if len(args) < 2 || !runnable[args[1]] {
				continue // battlemap open and help are not run
			}
			cur = &docExample{file: file, line: start, args: args[1:]}
			continue
		}
		if cur != nil {
			cur.want = append(cur.want, l)
			continue
		}
		if f := strings.Fields(l); info != "usage" && len(f) > 1 && f[0] == "battlemap" && runnable[f[1]] {
			return nil, fmt.Errorf("%s:%d: %q is shown but not run: write it as \"$ %s\" with its output below (or put a synopsis in a ```usage block)", file, i+1, l, strings.TrimSpace(l))
		}
	}
	return out, nil
}

// shellWords splits a command line as a POSIX shell would for the
// quoting the manual uses: words, "double" and 'single' quotes.
func shellWords(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord := false
	var quote rune
	for _, r := range s {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				w.WriteRune(r)
			}
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		default:
			w.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unclosed %c in %q", quote, s)
	}
	if inWord {
		words = append(words, w.String())
	}
	return words, nil
}

// matchLines reports whether got matches want, where a line "..." in
// want stands for any number of lines of got.
func matchLines(want, got []string) bool {
	if len(want) == 0 {
		return len(got) == 0
	}
	if want[0] == "..." {
		for i := 0; i <= len(got); i++ {
			if matchLines(want[1:], got[i:]) {
				return true
			}
		}
		return false
	}
	return len(got) > 0 && got[0] == want[0] && matchLines(want[1:], got[1:])
}

func trimLines(s string) []string {
	s = strings.TrimRight(s, "\n ")
	if s == "" {
		return nil
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return lines
}

// TestManualExamplesRun runs every example of the manual and compares
// what it prints with what the page shows.
func TestManualExamplesRun(t *testing.T) {
	ran := map[string]int{}
	for _, file := range manualFiles(t) {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		examples, err := parseExamples(file, string(text))
		if err != nil {
			t.Error(err)
			continue
		}
		for _, ex := range examples {
			name := fmt.Sprintf("%s:%d", ex.file, ex.line)
			tmp := t.TempDir()
			args := append([]string(nil), ex.args...)
			var written []string
			for i := 0; i+1 < len(args); i++ {
				switch args[i] {
				case "-o", "--o", "-out", "--out":
					out := filepath.Join(tmp, filepath.FromSlash(args[i+1]))
					if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
						t.Fatal(err)
					}
					args[i+1] = out
					written = append(written, out)
				case "--write":
					t.Errorf("%s: an example must not change the samples (--write)", name)
				}
			}
			if args[len(args)-1] == "--write" {
				t.Errorf("%s: an example must not change the samples (--write)", name)
				continue
			}
			var stdout, stderr bytes.Buffer
			code := run(args, &stdout, &stderr)
			got := strings.ReplaceAll(stdout.String()+stderr.String(), tmp+string(filepath.Separator), "")
			if code != ex.exit {
				t.Errorf("%s: battlemap %s exited %d, the page shows %d:\n%s", name, strings.Join(ex.args, " "), code, ex.exit, got)
				continue
			}
			if !matchLines(ex.want, trimLines(got)) {
				t.Errorf("%s: battlemap %s printed\n%s\nthe page shows\n%s", name, strings.Join(ex.args, " "), got, strings.Join(ex.want, "\n"))
			}
			for _, w := range written {
				if fi, err := os.Stat(w); code == 0 && (err != nil || fi.Size() == 0) {
					t.Errorf("%s: battlemap %s wrote nothing to %s", name, strings.Join(ex.args, " "), filepath.Base(w))
				}
			}
			ran[ex.args[0]]++
		}
	}
	// the manual shows each command at work
	for cmd := range runnable {
		if ran[cmd] == 0 {
			t.Errorf("no example of battlemap %s in README.md or docs/", cmd)
		}
	}
}

// TestManualExampleParsing: the conventions the manual's examples follow.
func TestManualExampleParsing(t *testing.T) {
	page := "```\n$ battlemap check a.json \\\n    --x \"b c\"\nA: ok\n...\nend\n[exit 1]\n$ go run .\n```\n"
	ex, err := parseExamples("p.md", page)
	if err != nil {
		t.Fatal(err)
	}
	if len(ex) != 1 || strings.Join(ex[0].args, "|") != "check|a.json|--x|b c" || ex[0].exit != 1 || strings.Join(ex[0].want, "|") != "A: ok|...|end" {
		t.Fatalf("parseExamples = %+v, want one check example with args [check a.json --x b c], exit 1, output A: ok ... end", ex)
	}
	if !matchLines(ex[0].want, []string{"A: ok", "x", "y", "end"}) || matchLines(ex[0].want, []string{"A: ok", "end", "more"}) || !matchLines(ex[0].want, []string{"A: ok", "end"}) {
		t.Errorf("matchLines does not treat ... as any lines in between")
	}
	if _, err := parseExamples("p.md", "```\nbattlemap move a.json --creature x\n```\n"); err == nil || !strings.Contains(err.Error(), "p.md:2") {
		t.Errorf("an example shown without $ = %v, want an error naming p.md:2", err)
	}
	if ex, err := parseExamples("p.md", "```usage\nbattlemap move FILE --creature ID\n```\n"); err != nil || len(ex) != 0 {
		t.Errorf("a usage block = %v, %v; want no example and no error", ex, err)
	}
}

// inlineCommand is a code span holding a battlemap command line with
// arguments: `battlemap check FILE ...`.
var inlineCommand = regexp.MustCompile("`(battlemap [^`]+)`")

// TestReadmeCommandsAreRunExamples: a command line the README shows in
// running text (its command table) is one of the manual's examples, word
// for word, so it is run and its output checked there.
func TestReadmeCommandsAreRunExamples(t *testing.T) {
	shown := map[string]bool{}
	for _, file := range manualFiles(t) {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		examples, err := parseExamples(file, string(text))
		if err != nil {
			t.Fatal(err)
		}
		for _, ex := range examples {
			shown[strings.Join(ex.args, "\x00")] = true
		}
	}
	text, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for i, l := range strings.Split(string(text), "\n") {
		for _, m := range inlineCommand.FindAllStringSubmatch(l, -1) {
			args, err := shellWords(m[1])
			if err != nil || len(args) < 3 || !runnable[args[1]] {
				continue
			}
			checked++
			if !shown[strings.Join(args[1:], "\x00")] {
				t.Errorf("README.md:%d: %q is no example of docs/: show it, with its output, as \"$ %s\" on a page of docs/", i+1, m[1], m[1])
			}
		}
	}
	if checked == 0 {
		t.Errorf("README.md shows no battlemap command line: the test reads nothing")
	}
}
