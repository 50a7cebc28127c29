package session

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/internal/regfile"
	"github.com/battlemap/battlemap/maps"
)

// TestReadViewBounded: a live view that is not a regular file, or is
// larger than any view the director writes, is refused before it is
// read whole.
func TestReadViewBounded(t *testing.T) {
	dir := t.TempDir()
	f := LiveFilesFor(dir, "")
	if err := os.MkdirAll(filepath.Dir(f.View), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/zero", f.View); err != nil {
		t.Fatal(err)
	}
	if _, err := f.ReadView(); !errors.Is(err, regfile.ErrNotRegular) {
		t.Errorf("ReadView(a link to /dev/zero) error = %v, want not a regular file", err)
	}
	os.Remove(f.View)
	if err := os.WriteFile(f.View, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(f.View, maxLiveView+1); err != nil {
		t.Fatal(err)
	}
	if _, err := f.ReadView(); !errors.Is(err, regfile.ErrTooLarge) {
		t.Errorf("ReadView(a view of %d bytes) error = %v, want too large", maxLiveView+1, err)
	}
}

// TestLiveFilesPrivate: the live copy holds hidden creatures and the
// director's notes: its folder and files are the user's only, a link at
// a live file's name is replaced rather than followed, and the files go
// when the director's window closes (a note sending followers to the
// window opened in its place stays, without the board).
func TestLiveFilesPrivate(t *testing.T) {
	dir := t.TempDir()
	cache := filepath.Join(dir, "cache")
	enc := sampleEncounter(t)
	first, second := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	files := LiveFilesFor(cache, first)
	if err := os.MkdirAll(filepath.Dir(files.View), 0o755); err != nil {
		t.Fatal(err)
	}
	planted := filepath.Join(dir, "planted.json")
	if err := os.Symlink(planted, files.View); err != nil {
		t.Fatal(err)
	}
	w := NewLiveWriter(cache)
	if err := w.Write(first, 0, LiveView{Mode: "idle"}, func() *maps.Encounter { return enc }); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(planted); err == nil {
		t.Errorf("the live view was written through a dangling link to %s", planted)
	}
	for _, tc := range []struct {
		path string
		perm os.FileMode
	}{{filepath.Dir(files.View), 0o700}, {files.View, 0o600}, {files.Board, 0o600}} {
		fi, err := os.Lstat(tc.path)
		if err != nil || fi.Mode()&os.ModeSymlink != 0 || fi.Mode().Perm() != tc.perm {
			t.Errorf("%s: %v (%v), want %v and no link", tc.path, fi.Mode(), err, tc.perm)
		}
	}
	// Save As: the old file's view sends followers on, its board goes
	if err := w.Write(second, 0, LiveView{Mode: "idle"}, func() *maps.Encounter { return enc }); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(files.Board); err == nil {
		t.Errorf("after Save As the old live board %s is still there", files.Board)
	}
	w.Close()
	left, _ := os.ReadDir(filepath.Dir(files.View))
	if len(left) != 0 {
		t.Errorf("after the window closed the live folder holds %d files, want none", len(left))
	}

	// a window that gave way to another keeps the note for its followers
	w = NewLiveWriter(cache)
	if err := w.Write(first, 0, LiveView{Mode: "idle"}, func() *maps.Encounter { return enc }); err != nil {
		t.Fatal(err)
	}
	if err := w.Leave(second); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if v, err := files.ReadView(); err != nil || v.Moved != absFile(second) {
		t.Errorf("after Leave and Close the view = %+v, %v; want the note sending followers to %s", v, err, second)
	}
	if _, err := os.Lstat(files.Board); err == nil {
		t.Errorf("after Leave and Close the board %s is still there", files.Board)
	}
}

// sampleEncounter is the bundled sample encounter.
func sampleEncounter(t *testing.T) *maps.Encounter {
	t.Helper()
	enc, err := maps.Load(assets.SamplePath, maps.WithFileSystem(assets.Encounters()))
	if err != nil {
		t.Fatal(err)
	}
	return enc
}
