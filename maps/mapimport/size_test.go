package mapimport

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/maps/imported"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestWallGridRoundTrip: a map walled along every grid line is written a
// grid line to an entry, not a side (a 1000x1000 one, two million edges
// from a 73 KB Universal VTT file, was a 113 MB encounter, more than
// loading allows), and loading the file gives every edge back as the
// import had it.
func TestWallGridRoundTrip(t *testing.T) {
	for _, side := range []int{2, 7, 200} {
		m, e, size := importWallGrid(t, side)
		// 2*(side-1) grid lines, each one entry of about 55 bytes
		if limit := int64(200 + 70*2*(side-1)); size > limit {
			t.Errorf("%dx%d: the import is %d bytes, want at most %d", side, side, size, limit)
		}
		if n, want := len(e.Square.Board.Edges), 2*(side-1)*side; n != want {
			t.Errorf("%dx%d: the loaded import has %d edges, want %d", side, side, n, want)
		}
		for _, x := range m.Edges {
			k := grid.EdgeBetween(x.Cells[0], x.Cells[1])
			want := drawsteel.Edge{Kind: rules.EdgeWall, Material: drawsteel.Stone, Height: x.Height}
			if got, ok := e.Square.Board.Edges[k]; !ok || got != want {
				t.Fatalf("%dx%d: edge %v loaded as %+v (present %v), want %+v", side, side, k, got, ok, want)
			}
		}
	}
}

// TestWallGridOfAThousand imports the 73 KB file walling every grid line
// of a 1000x1000 map itself. The race detector makes its two million
// edges take ten seconds; TestWallGridRoundTrip runs the same code on a
// smaller grid.
func TestWallGridOfAThousand(t *testing.T) {
	if testing.Short() || raceDetector {
		t.Skip("two million edges: seconds under -race")
	}
	_, e, size := importWallGrid(t, 1000)
	if size > 200<<10 {
		t.Errorf("the import is %d bytes, want at most 200 KiB", size)
	}
	if n, want := len(e.Square.Board.Edges), 2*999*1000; n != want {
		t.Errorf("the loaded import has %d edges, want %d", n, want)
	}
}

// importWallGrid imports a side x side map walled along every grid line
// and loads the file written: the import, the loaded encounter and the
// file's size.
func importWallGrid(t *testing.T, side int) (*imported.Map, *maps.Encounter, int64) {
	t.Helper()
	dir := t.TempDir()
	src := filepath.Join(dir, "grid.dd2vtt")
	if err := os.WriteFile(src, wallGrid(side), 0o644); err != nil {
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
	st, err := os.Stat(out)
	if err != nil {
		t.Fatal(err)
	}
	e, err := maps.Load(out)
	if err != nil {
		t.Fatalf("Load(the import): %v", err)
	}
	return m, e, st.Size()
}
