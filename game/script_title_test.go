package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScriptTitle: title FILE is one step that writes the window's title
// as the last frame left it; without a file name it says what it takes.
func TestScriptTitle(t *testing.T) {
	checkParseScript(t, "q.play", []parseCase{
		{"title t.txt\n", "", 1},
		{"title\n", "q.play:1: title takes one file name", 0},
		{"title a b\n", "q.play:1: title takes one file name", 0},
	})
	file := filepath.Join(t.TempDir(), "title.txt")
	s, err := ParseScript("q.play", strings.NewReader("title "+file+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	g := &stubPart{Shell: &Shell{Files: FileUI{Title: "• Ford — ford.json (unsaved changes) — battlemap"}}}
	if err := s.Steps[0].Do(g); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(file)
	if want := "• Ford — ford.json (unsaved changes) — battlemap\n"; err != nil || string(got) != want {
		t.Errorf("title wrote %q (%v), want %q", got, err, want)
	}
}
