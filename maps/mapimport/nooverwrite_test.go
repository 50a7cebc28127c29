package mapimport

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	fx "github.com/battlemap/battlemap/internal/importfixture"
)

// TestWriteNeverReplaces: Write leaves an existing encounter, or a picture
// at its background's name, as it is and writes nothing; WriteOver
// replaces both; Beside passes over a name whose picture is taken.
func TestWriteNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "crypt.dd2vtt")
	if err := os.WriteFile(src, fx.UVTT{Size: fx.P{X: 2, Y: 2}, PixelsPerGrid: 10, Image: fx.PNG(20, 20)}.JSON(), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := Read(src)
	if err != nil {
		t.Fatal(err)
	}
	out, pic := filepath.Join(dir, "camp.json"), filepath.Join(dir, "camp.background.png")
	for _, taken := range []string{out, pic} {
		os.Remove(out)
		os.Remove(pic)
		if err := os.WriteFile(taken, []byte("mine"), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Write(m, "", out); !errors.Is(err, fs.ErrExist) {
			t.Errorf("Write with %s taken = %v, want an error wrapping fs.ErrExist", filepath.Base(taken), err)
		}
		if got, _ := os.ReadFile(taken); string(got) != "mine" {
			t.Errorf("Write changed %s", taken)
		}
		for _, p := range []string{out, pic} {
			if _, err := os.Lstat(p); p != taken && err == nil {
				t.Errorf("Write with %s taken wrote %s", filepath.Base(taken), p)
			}
		}
		if _, err := WriteOver(m, "", out); err != nil {
			t.Errorf("WriteOver with %s taken = %v", filepath.Base(taken), err)
		}
		if got, _ := os.ReadFile(taken); string(got) == "mine" {
			t.Errorf("WriteOver left %s as it was", taken)
		}
	}

	// a picture at crypt.background.png, not the map's: Beside passes over
	if err := os.WriteFile(filepath.Join(dir, "crypt.background.png"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	w, _, err := Beside(src)
	if err != nil || w.Path != filepath.Join(dir, "crypt-imported.json") {
		t.Errorf("Beside with crypt.background.png taken wrote %v (%v), want crypt-imported.json", w, err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "crypt.background.png")); string(got) != "mine" {
		t.Errorf("Beside replaced crypt.background.png")
	}
}
