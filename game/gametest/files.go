package gametest

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
)

// RepoFile is file (a path from the repository's root) from a test's
// folder: the rulesets' parts of the window are two folders down.
func RepoFile(file string) string { return filepath.Join("..", "..", file) }

// CopyFile copies file (a path from the repository's root, such as
// assets/encounters/cliffside.json) into dir and returns the copy's path.
func CopyFile(t testing.TB, file, dir string) string {
	t.Helper()
	data, err := os.ReadFile(RepoFile(file))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, filepath.Base(file))
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// LoadSaved loads an encounter a script saved.
func LoadSaved(t *testing.T, path string) *maps.Encounter {
	t.Helper()
	enc, err := maps.Load(path)
	if err != nil {
		t.Fatalf("the saved encounter does not load: %v", err)
	}
	return enc
}

// WriteEncounter writes enc to dir/name.
func WriteEncounter(t *testing.T, enc *maps.Encounter, dir, name string) string {
	t.Helper()
	data, err := enc.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// BlankPNG writes a blank w x h PNG at path and returns its bytes.
func BlankPNG(t *testing.T, path string, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewRGBA(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// UserDirs is the settings file and live folder a window gets when a test
// names them ($BATTLEMAP_CONFIG_DIR, $BATTLEMAP_CACHE_DIR) under dir.
func UserDirs(dir string, o Open) Open {
	o.Settings = filepath.Join(dir, "config", game.SettingsFile)
	o.LiveDir = filepath.Join(dir, "cache")
	return o
}

// CheckSavedCopy checks that saved exists and holds the encounter in orig.
func CheckSavedCopy(t *testing.T, orig, saved string) {
	t.Helper()
	want, err := maps.Load(orig)
	if err != nil {
		t.Fatal(err)
	}
	got, err := maps.Load(saved)
	if err != nil {
		t.Fatalf("the file typed on the on-screen keyboard: %v", err)
	}
	if got.Name != want.Name || got.Ruleset() != want.Ruleset() {
		t.Errorf("%s holds %q (%s), want %q (%s)", saved, got.Name, got.Ruleset(), want.Name, want.Ruleset())
	}
}

// ReadPNG reads a screenshot the window wrote.
func ReadPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("decode %s: %v", path, err)
	}
	return img
}
