package session

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/internal/regfile"
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
