package maps

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteNew(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "pic.png")
	if err := WriteNew(p, []byte("first")); err != nil {
		t.Fatalf("WriteNew of a new file: %v", err)
	}
	err := WriteNew(p, []byte("second"))
	if !errors.Is(err, fs.ErrExist) {
		t.Errorf("WriteNew over an existing file = %v, want an error wrapping fs.ErrExist", err)
	}
	if got, _ := os.ReadFile(p); string(got) != "first" {
		t.Errorf("the existing file holds %q after WriteNew, want %q", got, "first")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d files, want the one written (no temporary file left)", len(entries))
	}
}
