package drawsteel

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// holdLock writes the lock of the autosave at auto as the process pid of
// this machine would.
func holdLock(t *testing.T, auto string, pid string) {
	t.Helper()
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "localhost"
	}
	if err := os.WriteFile(maps.LockPath(auto), []byte(pid+" "+host+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestSecondWindowLeavesTheAutosave: a window opening a file whose
// autosave another running window holds (process 1 always runs) does not
// take that autosave for a crash: it opens the file as last saved, says
// the file is open elsewhere, writes no autosave and removes none. When
// the other window is gone (its process no longer runs) the autosave is
// recovered as after a crash and the lock taken over.
func TestSecondWindowLeavesTheAutosave(t *testing.T) {
	moved, orig := drawsteel.Square{X: 12, Y: 4}, drawsteel.Square{X: 11, Y: 3}
	path, _ := sampleFile(t, t.TempDir())
	auto := game.AutosavePath(path)
	s, _ := maps.StampFile(path)
	save(t, movedGoblin(t, path, s.SumText()), auto)
	before, _ := os.ReadFile(auto)

	holdLock(t, auto, "1")
	o, err := game.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if at := goblinAt(t, o.Encounter); at != orig || o.Recovered != nil || o.Choice != nil || !strings.Contains(o.Message, "open in another window (process 1)") {
		t.Errorf("OpenFile beside another window's autosave: goblin at %v, recovered %v, choice %v, message %q; want the file as saved (%v) and a word that it is open elsewhere",
			at, o.Recovered != nil, o.Choice != nil, o.Message, orig)
	}
	var f game.FileUI
	err = f.WriteAutosave(o.Encounter, auto, o.Base, nil)
	if err == nil || !strings.Contains(err.Error(), "open in another window (process 1") {
		t.Errorf("the second window's autosave = %v, want it refused: open in another window", err)
	}
	f.DropAutosave(auto)
	if now, _ := os.ReadFile(auto); string(now) != string(before) {
		t.Errorf("the second window changed or removed the first one's autosave")
	}

	holdLock(t, auto, "1073741823") // above any pid_max: that window was killed
	o, err = game.OpenFile(path)
	if err != nil || goblinAt(t, o.Encounter) != moved || o.Recovered == nil {
		t.Fatalf("OpenFile after the other window died: %v, recovered %v; want the autosave recovered", err, o.Recovered != nil)
	}
	if err := f.WriteAutosave(o.Encounter, auto, o.Base, nil); err != nil {
		t.Fatalf("autosave once the stale lock is taken over: %v", err)
	}
	lock, _ := os.ReadFile(maps.LockPath(auto))
	if !strings.HasPrefix(string(lock), strconv.Itoa(os.Getpid())+" ") {
		t.Errorf("after the autosave the lock says %q, want this process", lock)
	}
	f.ReleaseLock()
	if _, err := os.Lstat(maps.LockPath(auto)); err == nil {
		t.Errorf("the lock is still there after the window closed")
	}
}

// TestAutosaveNeverThroughALink: an autosave link shipped beside an
// encounter is neither read as the user's changes nor written through:
// the autosave takes the link's place, readable by the user only, and
// nothing is created where the link pointed.
func TestAutosaveNeverThroughALink(t *testing.T) {
	dir := t.TempDir()
	path, _ := sampleFile(t, dir)
	auto := game.AutosavePath(path)
	elsewhere := filepath.Join(t.TempDir(), "planted.json")
	if err := os.Symlink(elsewhere, auto); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	o, err := game.OpenFile(path)
	if err != nil || o.Recovered != nil || !strings.Contains(o.Message, "is a symbolic link") {
		t.Errorf("OpenFile beside an autosave link: %v, recovered %v, message %q; want the file and a word about the link", err, o.Recovered != nil, o.Message)
	}
	var f game.FileUI
	defer f.ReleaseLock()
	if err := f.WriteAutosave(o.Encounter, auto, o.Base, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(elsewhere); err == nil {
		t.Errorf("the autosave was written through the link to %s", elsewhere)
	}
	if fi, err := os.Lstat(auto); err != nil || !fi.Mode().IsRegular() || fi.Mode().Perm() != 0o600 {
		t.Errorf("the autosave is %v (%v), want a regular file 0600", fi.Mode(), err)
	}
}

// TestSecondWindowDiscardsNothing: a second window told not to keep its
// changes (Don't save), or saving the file, leaves the autosave another
// window holds where it is; the window holding it sets it aside.
func TestSecondWindowDiscardsNothing(t *testing.T) {
	path, _ := sampleFile(t, t.TempDir())
	auto := game.AutosavePath(path)
	s, _ := maps.StampFile(path)
	save(t, movedGoblin(t, path, s.SumText()), auto)
	holdLock(t, auto, "1")
	var f game.FileUI
	if err := f.DiscardAutosave(auto); err != nil {
		t.Fatal(err)
	}
	f.DropAutosave(auto)
	if _, err := os.Stat(auto); err != nil {
		t.Errorf("the second window's discard or save removed the other window's autosave: %v", err)
	}
	os.Remove(maps.LockPath(auto))
	if err := f.Own(auto); err != nil {
		t.Fatal(err)
	}
	if err := f.DiscardAutosave(auto); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(auto); err == nil {
		t.Errorf("the window holding the autosave discarded it, but it is still there")
	}
	if _, err := os.Lstat(maps.LockPath(auto)); err == nil {
		t.Errorf("the lock stayed after the autosave was discarded")
	}
}
