package session

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestWindowTitle: the title names the encounter and its file, and marks
// unsaved changes in words.
func TestWindowTitle(t *testing.T) {
	for _, tc := range []struct {
		name, path string
		unsaved    bool
		want       string
	}{
		{"Cliffside Ambush", "/maps/fight.json", false, "Cliffside Ambush — fight.json — battlemap"},
		{"Cliffside Ambush", "/maps/fight.json", true, "• Cliffside Ambush — fight.json (unsaved changes) — battlemap"},
		{"River ford", "", true, "• River ford (unsaved changes) — battlemap"},
	} {
		if got := WindowTitle(tc.name, tc.path, tc.unsaved); got != tc.want {
			t.Errorf("WindowTitle(%q, %q, %v) = %q, want %q", tc.name, tc.path, tc.unsaved, got, tc.want)
		}
	}
}

// TestAskLeave: the question names the file and what each answer does;
// an encounter without a file saves as.
func TestAskLeave(t *testing.T) {
	q := AskLeave("Cliffside Ambush", "/maps/fight.json", "1 move", "quit")
	text := strings.Join(q.Lines, "\n")
	for _, want := range []string{"not saved to fight.json", "Save writes them to fight.json, then goes on to quit", "fight.autosave-discarded.json", "Cancel goes back"} {
		if !strings.Contains(text, want) {
			t.Errorf("AskLeave(fight.json) says %q, want it to say %q", text, want)
		}
	}
	if q.Save != "Save" || q.Discard != "Don't save" || q.Cancel != "Cancel" {
		t.Errorf("askLeave buttons = %q %q %q, want Save, Don't save, Cancel", q.Save, q.Discard, q.Cancel)
	}
	if q := AskLeave("Sample", "", "1 move", "quit"); q.Save != "Save as…" || !strings.Contains(strings.Join(q.Lines, " "), "no file of its own") {
		t.Errorf("AskLeave(no file) = %+v, want Save as… and words saying there is no file", q)
	}
}

// TestRecent: the newest first, each file once, at most MaxRecent,
// absolute names.
func TestRecent(t *testing.T) {
	var list []string
	for i := range MaxRecent + 3 {
		list = AddRecent(list, fmt.Sprintf("/m/%d.json", i))
	}
	list = AddRecent(list, "/m/5.json")
	if len(list) != MaxRecent || list[0] != "/m/5.json" || list[1] != "/m/12.json" || slices.Index(list[1:], "/m/5.json") >= 0 {
		t.Errorf("recent list = %v, want %d files, /m/5.json first and once, then /m/12.json", list, MaxRecent)
	}
	if got := AddRecent(nil, "rel.json"); !filepath.IsAbs(got[0]) {
		t.Errorf("AddRecent(rel.json) = %v, want an absolute name", got)
	}
}
