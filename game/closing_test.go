package game

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
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
	q := askLeave("Cliffside Ambush", "/maps/fight.json", "1 move", "quit")
	text := strings.Join(q.Lines, "\n")
	for _, want := range []string{"not saved to fight.json", "Save writes them to fight.json, then goes on to quit", "fight.autosave-discarded.json", "Cancel goes back"} {
		if !strings.Contains(text, want) {
			t.Errorf("askLeave(fight.json) says %q, want it to say %q", text, want)
		}
	}
	if q.Save != "Save" || q.Discard != "Don't save" || q.Cancel != "Cancel" {
		t.Errorf("askLeave buttons = %q %q %q, want Save, Don't save, Cancel", q.Save, q.Discard, q.Cancel)
	}
	if q := askLeave("Sample", "", "1 move", "quit"); q.Save != "Save as…" || !strings.Contains(strings.Join(q.Lines, " "), "no file of its own") {
		t.Errorf("askLeave(no file) = %+v, want Save as… and words saying there is no file", q)
	}
}

// TestDiscardedRecoveryStaysDiscarded: a file killed after a move opens
// with the changes recovered (and Recovered set for the question);
// discarding moves the autosave to NAME.autosave-discarded.json, and the
// next open shows the file as saved, with no recovery.
func TestDiscardedRecoveryStaysDiscarded(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "fight.json")
	data, err := os.ReadFile(filepath.Join("..", "assets", assets.SamplePath))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	o, err := OpenFile(path)
	if err != nil || o.Recovered != nil {
		t.Fatalf("OpenFile(fresh) = recovered %v, %v; want no recovery", o.Recovered, err)
	}
	moved := o.Encounter
	d, _ := moved.Board.Creature("wardog")
	d.At = drawsteel.Square{X: 10, Y: 7}
	if err := writeAutosave(moved, AutosavePath(path), o.Base, nil); err != nil {
		t.Fatal(err)
	}
	o, err = OpenFile(path)
	if err != nil || o.Recovered == nil || o.Recovered.File == nil {
		t.Fatalf("OpenFile after the autosave: recovered %+v, %v; want a recovery with the saved file", o.Recovered, err)
	}
	if d, _ := o.Encounter.Board.Creature("wardog"); d.At != (drawsteel.Square{X: 10, Y: 7}) {
		t.Errorf("recovered war dog at %v, want 10,7", d.At)
	}
	if d, _ := o.Recovered.File.Board.Creature("wardog"); d.At == (drawsteel.Square{X: 10, Y: 7}) {
		t.Errorf("the recovery's saved file has the war dog moved too")
	}
	if err := discardAutosave(o.Recovered.Autosave); err != nil {
		t.Fatal(err)
	}
	if _, err := maps.Load(filepath.Join(dir, "fight.autosave-discarded.json")); err != nil {
		t.Errorf("the discarded autosave is not kept aside: %v", err)
	}
	o, err = OpenFile(path)
	if err != nil || o.Recovered != nil || o.Choice != nil {
		t.Fatalf("OpenFile after the discard: recovered %+v, choice %v, %v; want the file as saved", o.Recovered, o.Choice != nil, err)
	}
	if err := discardAutosave(AutosavePath(path)); err != nil {
		t.Errorf("discardAutosave with no autosave = %v, want nil", err)
	}
}

// TestListFolder: folders and .json files sorted, hidden files and
// autosaves left out.
func TestListFolder(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"b.json", "A.json", "notes.txt", ".hidden.json", "b.autosave.json", "b.autosave-discarded.json"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, d := range []string{"maps", ".git", "Old"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	folders, files, err := listFolder(dir, ".json")
	if err != nil || !slices.Equal(folders, []string{"maps", "Old"}) || !slices.Equal(files, []string{"A.json", "b.json"}) {
		t.Errorf("listFolder = %v %v %v, want [maps Old] [A.json b.json]", folders, files, err)
	}
	if _, _, err := listFolder(filepath.Join(dir, "nope"), ".json"); err == nil {
		t.Errorf("listFolder(missing) gave no error")
	}
}
