package maps

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

func loadFixture(t *testing.T, path string) *Encounter {
	t.Helper()
	e, err := Load(path)
	if err != nil {
		t.Fatalf("Load(%q) error:\n%v", path, err)
	}
	return e
}

// dirEntries lists a directory's file names, to check no temporary file is left.
func dirEntries(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestSaveWritesWhatMarshalWrites(t *testing.T) {
	e := loadFixture(t, "testdata/cliffside.json")
	path := filepath.Join(t.TempDir(), "out.json")
	if err := e.Save(path); err != nil {
		t.Fatalf("Save(%q) = %v, want nil", path, err)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := e.Marshal()
	if !bytes.Equal(got, want) {
		t.Errorf("Save(%q) wrote\n%s\nwant\n%s", path, got, want)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o644 {
		t.Errorf("Save(%q) new file mode = %v, want 0644", path, fi.Mode().Perm())
	}
	if names := dirEntries(t, filepath.Dir(path)); len(names) != 1 {
		t.Errorf("after Save the directory holds %q, want only out.json", names)
	}
}

func TestSaveKeepsPermissions(t *testing.T) {
	e := loadFixture(t, "testdata/small.json")
	path := filepath.Join(t.TempDir(), "out.json")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := e.Save(path); err != nil {
		t.Fatalf("Save(%q) = %v, want nil", path, err)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Errorf("Save(%q) over a 0600 file: mode = %v, want 0600", path, fi.Mode().Perm())
	}
}

// TestSaveFailureKeepsOldFile makes each kind of failure happen and checks
// that the old file is untouched and no temporary file is left behind.
func TestSaveFailureKeepsOldFile(t *testing.T) {
	const old = "the old file\n"
	good := loadFixture(t, "testdata/small.json")
	bad := loadFixture(t, "testdata/small.json")
	bad.Square.Board.Creatures[0].Speed = -3

	tests := []struct {
		name string
		save func(path string) error
		want string // in the error
	}{
		{"rename fails", func(path string) error {
			data, _ := good.Marshal()
			return writeFile(path, data, func(tmp string) error {
				if filepath.Dir(tmp) != filepath.Dir(path) {
					t.Errorf("temporary file %q is not in the directory of %q", tmp, path)
				}
				if got, _ := os.ReadFile(tmp); !bytes.Equal(got, data) {
					t.Errorf("temporary file holds %q before the rename, want the new contents", got)
				}
				return errors.New("disk on fire")
			})
		}, "disk on fire"},
		{"invalid board", bad.Save, "maps: cannot write the encounter to "},
		{"invalid board, the problem", bad.Save, "\ncreatures[0].speed: speed -3 is out of range"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "enc.json")
			if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
				t.Fatal(err)
			}
			err := tt.save(path)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("save = %v, want an error containing %q", err, tt.want)
			}
			if got, _ := os.ReadFile(path); string(got) != old {
				t.Errorf("after a failed save the file holds %q, want %q", got, old)
			}
			if names := dirEntries(t, dir); len(names) != 1 {
				t.Errorf("after a failed save the directory holds %q, want only enc.json", names)
			}
		})
	}
}

func TestSaveIntoReadOnlyDir(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "enc.json")
	const old = "the old file\n"
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	if f, err := os.CreateTemp(dir, "probe"); err == nil {
		f.Close()
		os.Remove(f.Name())
		t.Skip("the directory is writable despite its mode (running as root?)")
	}
	e := loadFixture(t, "testdata/small.json")
	if err := e.Save(path); err == nil {
		t.Fatalf("Save(%q) into a read-only directory = nil, want an error", path)
	}
	if got, _ := os.ReadFile(path); string(got) != old {
		t.Errorf("after a failed save the file holds %q, want %q", got, old)
	}
}

func TestSaveErrors(t *testing.T) {
	dir := t.TempDir()
	e := loadFixture(t, "testdata/small.json")
	t.Run("missing directory", func(t *testing.T) {
		path := filepath.Join(dir, "no", "such", "dir", "enc.json")
		err := e.Save(path)
		if !errors.Is(err, fs.ErrNotExist) || !strings.HasPrefix(err.Error(), "maps: ") {
			t.Errorf("Save(%q) = %v, want a maps: error wrapping fs.ErrNotExist", path, err)
		}
	})
	t.Run("a directory", func(t *testing.T) {
		err := e.Save(dir)
		if err == nil || !strings.Contains(err.Error(), "not a regular file") || !strings.HasPrefix(err.Error(), "maps: ") {
			t.Errorf("Save(%q) = %v, want a maps: error containing %q", dir, err, "not a regular file")
		}
	})
	var none Encounter
	if err := none.Save(filepath.Join(dir, "x.json")); err == nil {
		t.Errorf("Encounter{}.Save = nil, want an error (no board)")
	}
	var be *BoardError
	if _, err := (&Encounter{Square: &dsfile.SquareMap{Board: drawsteel.NewBoard(0, 3)}}).Marshal(); !errors.As(err, &be) {
		t.Errorf("Marshal of a 0x3 board = %v, want a *BoardError", err)
	}
}

// TestSaveKeepsCharactersItChose checks that a second Save keeps the
// legend characters the first one invented, even when a new kind of square
// that would have claimed the same character appears earlier in the map.
func TestSaveKeepsCharactersItChose(t *testing.T) {
	e := loadFixture(t, "testdata/cliffside.json")
	path := filepath.Join(t.TempDir(), "enc.json")
	b := e.Square.Board
	b.SetCell(drawsteel.Square{X: 5, Y: 0}, drawsteel.Cell{Wall: drawsteel.Wood, WallHeight: 1})
	if err := e.Save(path); err != nil {
		t.Fatalf("Save = %v", err)
	}
	b.SetCell(drawsteel.Square{X: 0, Y: 0}, drawsteel.Cell{Wall: drawsteel.Wood, WallHeight: 3})
	if err := e.Save(path); err != nil {
		t.Fatalf("second Save = %v", err)
	}
	e2 := loadFixture(t, path)
	data, _ := e2.Marshal()
	const wantRow = `"?...Ww......"`
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSuffix(strings.TrimSpace(line), ",")
		if strings.HasSuffix(line, `...Ww......"`) {
			if !strings.HasPrefix(line, `"`) || line[1] == 'w' || line[1] == '.' {
				t.Errorf("after two saves row 0 = %s, want %s with a new character for the height-3 wall", line, wantRow)
			}
			return
		}
	}
	t.Errorf("after two saves no terrain row matches %s:\n%s", wantRow, data)
}
