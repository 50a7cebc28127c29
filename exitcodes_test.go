package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExitCodes holds every command to the rule docs/commands.md states
// ("Exit status and errors"): 0 the command did what was asked, on
// standard output and nothing on standard error; 1 the answer is no or
// the input has problems; 2 a usage error; an error on standard error
// and nothing on standard output.
func TestExitCodes(t *testing.T) {
	dir := t.TempDir()
	square := filepath.Join("assets", "encounters", "cliffside.json")
	hex := filepath.Join("assets", "encounters", "river-ford.json")
	zone := filepath.Join("assets", "encounters", "monastery-zones.json")
	missing := filepath.Join(dir, "no-such-file.json")
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"format": 1, "grid": {"width": 0, "height": 2}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	png := filepath.Join(dir, "x.png")
	tests := []struct {
		name string
		args []string
		code int
	}{
		{"help", []string{"help"}, 0},
		{"help of a command", []string{"help", "round"}, 0},
		{"version", []string{"--version"}, 0},
		{"unknown command", []string{"mvoe"}, 2},
		{"help of an unknown command", []string{"help", "mvoe"}, 2},
		{"unknown top-level flag", []string{"--verbose"}, 2},

		{"check: a good file", []string{"check", square}, 0},
		{"check: a file with problems", []string{"check", bad}, 1},
		{"check: an unreadable file", []string{"check", missing}, 1},
		{"check: a directory", []string{"check", dir}, 1},
		{"check: no file", []string{"check"}, 2},
		{"check: two files", []string{"check", square, hex}, 2},
		{"check: an unknown flag", []string{"check", square, "--strict"}, 2},

		{"open: an unknown flag", []string{"open", square, "--fullscreen"}, 2},
		{"open: two files", []string{"open", square, square}, 2},
		{"open: a bad --rotate", []string{"open", square, "--rotate", "45"}, 2},
		{"open: an unreadable file", []string{"open", missing, "--screenshot", png}, 1},

		{"import: no -o", []string{"import", "docs/examples/crypt.dd2vtt"}, 2},
		{"import: an unreadable map", []string{"import", filepath.Join(dir, "none.tmx"), "-o", filepath.Join(dir, "c.json")}, 1},
		{"import: an unknown flag", []string{"import", "docs/examples/crypt.dd2vtt", "-o", filepath.Join(dir, "c.json"), "--grid"}, 2},

		{"resolve: a legal push", []string{"resolve", square, "--target", "archer", "--by", "tactician", "--move", "push 3", "--to", "19,9"}, 0},
		{"resolve: no --move", []string{"resolve", square, "--target", "archer"}, 2},
		{"resolve: an unknown flag", []string{"resolve", square, "--target", "archer", "--move", "push 3", "--force"}, 2},
		{"resolve: a push with no source", []string{"resolve", square, "--target", "archer", "--move", "push 3"}, 1},
		{"resolve: an unreadable file", []string{"resolve", missing, "--target", "archer", "--move", "push 3"}, 1},

		{"move: a legal move", []string{"move", square, "--creature", "wardog", "--to", "12,10"}, 0},
		{"move: a refused move", []string{"move", square, "--creature", "wardog", "--to", "30,3"}, 1},
		{"move: an unknown id", []string{"move", hex, "--creature", "nobody"}, 1},
		{"move: no --creature", []string{"move", square}, 2},
		{"move: no file", []string{"move", "--creature", "wardog"}, 2},
		{"move: an unreadable file", []string{"move", missing, "--creature", "wardog"}, 1},
		{"move: a flag for zone maps", []string{"move", square, "--creature", "wardog", "--sprint"}, 2},

		{"round: a zone map", []string{"round", zone, "--seed", "1"}, 0},
		{"round: not a zone map", []string{"round", square}, 1},
		{"round: a bad --seed", []string{"round", zone, "--seed", "x"}, 2},

		{"export: a figure", []string{"export", square, "-o", png}, 0},
		{"export: no -o", []string{"export", square}, 2},
		{"export: a bad --scale", []string{"export", square, "-o", png, "--scale", "0"}, 2},
		{"export: -o not a picture", []string{"export", square, "-o", filepath.Join(dir, "x.txt")}, 2},
		{"export: --preview without --target", []string{"export", square, "-o", png, "--preview", "push 3"}, 2},
		{"export: an unknown id", []string{"export", square, "-o", png, "--preview", "push 3", "--target", "nobody"}, 1},
		{"export: a region off the map", []string{"export", square, "-o", png, "--region", "100,100,110,110"}, 1},
		{"export: an unreadable file", []string{"export", missing, "-o", png}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// a window is never opened: open's cases stop before it
			code, out, errs := runArgs(tt.args...)
			if code != tt.code {
				t.Errorf("battlemap %q = exit %d, want %d:\n%s%s", tt.args, code, tt.code, out, errs)
			}
			switch {
			case code == 0 && (out == "" && tt.args[0] != "export" || errs != ""):
				t.Errorf("battlemap %q succeeded with stdout %q, stderr %q; want the answer on standard output only", tt.args, out, errs)
			case code != 0 && (out != "" || strings.TrimSpace(errs) == ""):
				t.Errorf("battlemap %q failed with stdout %q, stderr %q; want the error on standard error only", tt.args, out, errs)
			}
		})
	}
}
