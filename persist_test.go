package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestExportReplacesAtomically checks that `battlemap export` replaces the
// previous figure as a whole: a reader that had the old figure open still
// reads all of it (a file written in place would be truncated under it, as
// a full disk would leave it), and an export through a symbolic link
// writes the file the link points to.
func TestExportReplacesAtomically(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "figure.svg")
	old := bytes.Repeat([]byte("old figure\n"), 100)
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
