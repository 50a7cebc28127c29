package main

import (
	"bytes"
	"crypto/sha256"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestExportReplacesAtomically checks that `battlemap export` replaces the
// previous figure as a whole: a reader that had the old figure open still
// reads all of it (a file written in place would be truncated under it, as
// a full disk would leave it), and an export through a symbolic link
// writes the file the link points to.
func TestExportReplacesAtomically(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "figure.svg")
	old := []byte(`<svg xmlns="http://www.w3.org/2000/svg">` + strings.Repeat("old figure\n", 100) + "</svg>\n")
	if err := os.WriteFile(real, old, 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.svg")
	if err := os.Symlink("figure.svg", link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	reader, err := os.Open(real)
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	if code, _, errs := runArgs("export", sample, "-o", link); code != 0 {
		t.Fatalf("export -o %s = %d %q, want 0", link, code, errs)
	}
	if got, _ := io.ReadAll(reader); !bytes.Equal(got, old) {
		t.Errorf("a reader of the old figure read %d bytes after the export, want the old figure's %d whole", len(got), len(old))
	}
	got, err := os.ReadFile(real)
	if err != nil || !bytes.HasPrefix(got, []byte("<svg")) && !bytes.HasPrefix(got, []byte("<?xml")) {
		t.Errorf("after export through a link the real file starts %q (err %v), want the SVG", got[:min(len(got), 20)], err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("after export the link is %v (err %v), want still a symbolic link", fi.Mode(), err)
	}
}

// TestSampleAutosaveInCacheDir: the bundled sample's autosave is looked
// for in $BATTLEMAP_CACHE_DIR (the user's cache directory otherwise) and
// recovered like any other.
func TestSampleAutosaveInCacheDir(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("BATTLEMAP_CACHE_DIR", dir)
	if got := cacheDir(); got != dir {
		t.Fatalf("cacheDir() = %q, want $BATTLEMAP_CACHE_DIR %q", got, dir)
	}
	data, err := fs.ReadFile(assets.Encounters(), assets.SamplePath)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := maps.Parse("sample", data)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := enc.Square.Board.Creature("goblin")
	g.At = drawsteel.Square{X: 12, Y: 4}
	enc.Autosave = &maps.Autosave{Base: maps.Stamp{Sum: sha256.Sum256(data)}.SumText()}
	if err := enc.Save(filepath.Join(dir, "cliffside-ambush.autosave.json")); err != nil {
		t.Fatal(err)
	}
	o, err := openSample(cacheDir())
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := o.Encounter.Square.Board.Creature("goblin"); g.At != (drawsteel.Square{X: 12, Y: 4}) || !strings.Contains(o.Message, "Recovered") {
		t.Errorf("openSample with an autosave in the cache: goblin at %v, message %q; want the autosave's 12,4 recovered", g.At, o.Message)
	}
}

// TestConfigDir: the settings are looked for in $BATTLEMAP_CONFIG_DIR
// when set, else in battlemap under the user's configuration directory.
func TestConfigDir(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("BATTLEMAP_CONFIG_DIR", dir)
	if got := configDir(); got != dir {
		t.Errorf("configDir() = %q, want $BATTLEMAP_CONFIG_DIR %q", got, dir)
	}
	t.Setenv("BATTLEMAP_CONFIG_DIR", "")
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "xdg"))
	if got, want := configDir(), filepath.Join(dir, "xdg", "battlemap"); runtime.GOOS == "linux" && got != want {
		t.Errorf("configDir() with XDG_CONFIG_HOME = %q, want %q", got, want)
	}
}
