package command

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file holds what every subcommand checks of its arguments: file
// names free of control characters, and arguments quoted short when a
// message repeats them.

// ParseArgs parses flags that may come before or after the positional
// arguments ("open map.json --screenshot x.png") and checks the file
// names among them.
func ParseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			if err := checkPaths(fs, pos); err != nil {
				fmt.Fprintf(fs.Output(), "%s: %v\n", fs.Name(), err)
				return nil, err
			}
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// maxQuoted is how many characters of an argument a message repeats.
const maxQuoted = 40

// QuoteArg quotes a command-line argument for a message, cut to its first
// maxQuoted characters: a refused argument of megabytes should not be
// printed back whole.
func QuoteArg(s string) string {
	if utf8.RuneCountInString(s) <= maxQuoted {
		return strconv.Quote(s)
	}
	r := []rune(s)
	return strconv.Quote(string(r[:maxQuoted])) + fmt.Sprintf("… (%d characters)", len(r))
}

// pathFlags are the flags whose values name files.
func pathFlags() []string { return []string{"o", "screenshot", "play"} }

// checkPath refuses a file name that holds a NUL or another control
// character: no file a person means to name has one, the system cannot
// open a name with a NUL, and a name with an escape sequence would act
// on the terminal when a message repeats it.
func checkPath(what, p string) error {
	if i := strings.IndexFunc(p, unicode.IsControl); i >= 0 {
		r, _ := utf8.DecodeRuneInString(p[i:])
		return fmt.Errorf("%s %s holds the control character %U at byte %d (a file name cannot hold control characters)", what, QuoteArg(p), r, i)
	}
	if p == "" {
		return fmt.Errorf("%s is empty (want a file name)", what)
	}
	return nil
}

// checkPaths checks the file names among a command's arguments: the
// positional arguments and the flags that name files.
func checkPaths(fs *flag.FlagSet, pos []string) error {
	for _, p := range pos {
		if err := checkPath("the file name", p); err != nil {
			return err
		}
	}
	for _, name := range pathFlags() {
		f := fs.Lookup(name)
		if f == nil {
			continue
		}
		set := false
		fs.Visit(func(g *flag.Flag) { set = set || g.Name == name })
		if !set {
			continue
		}
		if err := checkPath("-"+name, f.Value.String()); err != nil {
			return err
		}
	}
	return nil
}

// SameFile reports whether the paths a and b name the same existing file,
// through links and however they are spelt (os.SameFile).
func SameFile(a, b string) bool {
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	return err == nil && os.SameFile(fa, fb)
}
