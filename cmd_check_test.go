package main

import (
	"fmt"
	"strings"
	"testing"
	"unicode"
)

// TestCheckSuggestsImport: a map for another program gets the import
// command that makes an encounter of it, not its problems as one.
func TestCheckSuggestsImport(t *testing.T) {
	// by name, and by content under another name (a VTT's export saved as .json)
	for _, name := range []string{"crypt.dd2vtt", "crypt.UVTT", "keep.tmx", "crypt-export.json"} {
		path := writeFile(t, name, `{"format": 0.3, "resolution": {"map_size": {"x": 2, "y": 1}, "pixels_per_grid": 64}}`)
		code, out, errs := runArgs("check", path)
		if code != 1 || out != "" || !strings.Contains(errs, "battlemap import ") || !strings.Contains(errs, "-o ") || strings.Contains(errs, "unknown key") {
			t.Errorf("check %s = %d, %q, %q; want 1 and the battlemap import command on standard error, no problems", name, code, out, errs)
		}
	}
	path := writeFile(t, "keep.xml", `<?xml version="1.0"?><map version="1.10" orientation="orthogonal" width="2" height="1"></map>`)
	if code, _, errs := runArgs("check", path); code != 1 || !strings.Contains(errs, "battlemap import ") {
		t.Errorf("check of a TMX map named .xml = %d, %q; want 1 and the battlemap import command", code, errs)
	}
	// an encounter with a mistake is told its problems, not sent to import
	path = writeFile(t, "enc.json", `{"format": 1, "grid": {"shape": "square", "width": 3, "height": 1}, "creatures": [{"id": "a", "at": [9, 0]}]}`)
	if code, _, errs := runArgs("check", path); code != 1 || strings.Contains(errs, "battlemap import") || !strings.Contains(errs, "creatures[0]") {
		t.Errorf("check of a broken encounter = %d, %q; want 1 and its problem, no import", code, errs)
	}
}

// TestFileNamesWithControlCharactersRefused: a file name holding a NUL or
// another control character is refused as such by every command, and the
// message repeats it quoted, never raw.
func TestFileNamesWithControlCharactersRefused(t *testing.T) {
	for _, bad := range []string{"enc\x00.json", "enc\x1b[2J.json", "enc\n.json"} {
		for _, args := range [][]string{
			{"check", bad},
			{"export", bad, "-o", "out.png"},
			{"export", sample, "-o", bad},
			{"import", bad, "-o", "out.json"},
			{"import", "map.dd2vtt", "-o", bad},
			{"move", bad, "--creature", "fury"},
			{"resolve", bad, "--target", "fury", "--move", "push 1"},
			{"open", bad, "--screenshot", "x.png"},
			{"open", sample, "--screenshot", bad},
		} {
			code, out, errs := runArgs(args...)
			if code != 2 || !strings.Contains(errs, "control character") {
				t.Errorf("battlemap %q = %d, %q; want 2 and a control character refused", args, code, errs)
			}
			if i := strings.IndexFunc(out+errs, func(r rune) bool { return unicode.IsControl(r) && r != '\n' }); i >= 0 {
				t.Errorf("battlemap %q printed a control character raw: %q", args, out+errs)
			}
		}
	}
}

// TestRefusedPathNotEchoedWhole: a --path refused, whole or one position
// of it, is repeated cut short, not as the megabytes it may be.
func TestRefusedPathNotEchoedWhole(t *testing.T) {
	var long []string
	for i := range 3000 {
		long = append(long, fmt.Sprintf("%d,0", i))
	}
	for _, tt := range []struct{ name, path string }{
		{"a path of 3000 positions that cannot be walked", strings.Join(long, " ")},
		{"one position of 100,000 digits", strings.Repeat("9", 100_000)},
		{"a bad position after 3000 good ones", strings.Join(long, " ") + " x," + strings.Repeat("y", 100_000)},
	} {
		code, _, errs := runArgs("move", sample, "--creature", "fury", "--path", tt.path)
		if code == 0 || len(errs) > 2000 {
			t.Errorf("move --path (%s) = %d, %d bytes of message; want it refused in at most 2000", tt.name, code, len(errs))
		}
	}
	code, _, errs := runArgs("resolve", sample, "--target", "fury", "--by", "censor", "--move", "push 3", "--path", strings.Repeat("7", 100_000))
	if code == 0 || len(errs) > 2000 {
		t.Errorf("resolve --path of 100,000 digits = %d, %d bytes of message; want it refused in at most 2000", code, len(errs))
	}
}

// TestCheckSaysUndoStepsLeftOut: check reads an autosave whose undo steps
// would take too much, and says on standard error that the oldest are
// left out.
func TestCheckSaysUndoStepsLeftOut(t *testing.T) {
	steps := make([]string, 100)
	for i := range steps {
		steps[i] = `{"what": "x", "log": [], "changes": {"grid": {"width": 1000, "height": 999}}}`
	}
	path := writeFile(t, "big.autosave.json", `{"format": 1, "grid": {"width": 1000, "height": 1000}, "autosave": {"undo": [`+strings.Join(steps, ",")+`]}}`)
	code, out, errs := runArgs("check", path)
	if code != 0 || !strings.Contains(out, "1000x1000 squares") || !strings.Contains(errs, "oldest undo steps are left out") {
		t.Errorf("check of 100 steps of a 1000x1000 map = %d, %q, %q; want 0, the summary, and the oldest steps left out", code, out, errs)
	}
}
