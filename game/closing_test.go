package game

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

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
	d, _ := moved.Square.Board.Creature("wardog")
	d.At = drawsteel.Square{X: 10, Y: 7}
	if err := WriteAutosave(moved, AutosavePath(path), o.Base, nil); err != nil {
		t.Fatal(err)
	}
	o, err = OpenFile(path)
	if err != nil || o.Recovered == nil || o.Recovered.File == nil {
		t.Fatalf("OpenFile after the autosave: recovered %+v, %v; want a recovery with the saved file", o.Recovered, err)
	}
	if d, _ := o.Encounter.Square.Board.Creature("wardog"); d.At != (drawsteel.Square{X: 10, Y: 7}) {
		t.Errorf("recovered war dog at %v, want 10,7", d.At)
	}
	if d, _ := o.Recovered.File.Square.Board.Creature("wardog"); d.At == (drawsteel.Square{X: 10, Y: 7}) {
		t.Errorf("the recovery's saved file has the war dog moved too")
	}
	if err := session.DiscardAutosave(o.Recovered.Autosave); err != nil {
		t.Fatal(err)
	}
	if _, err := maps.Load(filepath.Join(dir, "fight.autosave-discarded.json")); err != nil {
		t.Errorf("the discarded autosave is not kept aside: %v", err)
	}
	o, err = OpenFile(path)
	if err != nil || o.Recovered != nil || o.Choice != nil {
		t.Fatalf("OpenFile after the discard: recovered %+v, choice %v, %v; want the file as saved", o.Recovered, o.Choice != nil, err)
	}
	if err := session.DiscardAutosave(AutosavePath(path)); err != nil {
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
