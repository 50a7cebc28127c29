package mapimport

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	fx "github.com/battlemap/battlemap/internal/importfixture"
	"github.com/battlemap/battlemap/maps"
)

// TestWallGridTooLargeIsRefused: a 73 KB Universal VTT file walling every
// grid line of a 1000x1000 map is two million edges; written out, more
// than an encounter file may be. The import says so and writes nothing
// (it wrote a 113 MB encounter that check then refused).
func TestWallGridTooLargeIsRefused(t *testing.T) {
	if testing.Short() {
		t.Skip("two million edges: seconds")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "grid.dd2vtt")
	u := wallGridUVTT(1000)
	u.Image = fx.PNG(70, 70)
	if err := os.WriteFile(src, u.JSON(), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := Read(src)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	out := filepath.Join(dir, "grid.json")
	_, err = Write(m, "", out)
	if err == nil || !strings.Contains(err.Error(), "more than the 64 MiB an encounter file may be: the 1000x1000 map has 1998000 thin walls") {
		t.Fatalf("Write = %v, want it refused as too large", err)
	}
	for _, p := range []string{out, filepath.Join(dir, "grid.background.png")} {
		if _, err := os.Lstat(p); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s exists after a refused import (%v), want nothing written", filepath.Base(p), err)
		}
	}
}

// TestWallGridRoundTrip: a walled grid that fits is written, and loading
// the file gives every edge back.
func TestWallGridRoundTrip(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "grid.dd2vtt")
	if err := os.WriteFile(src, wallGrid(60), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := Read(src)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	out := filepath.Join(dir, "grid.json")
	if _, err := Write(m, "", out); err != nil {
		t.Fatalf("Write: %v", err)
	}
	e, err := maps.Load(out)
	if err != nil {
		t.Fatalf("Load(the import): %v", err)
	}
	// 59 inner lines each way, 60 sides each
	if n, want := len(e.Board.Edges), 2*59*60; n != want {
		t.Errorf("the loaded import has %d edges, want %d", n, want)
	}
}
