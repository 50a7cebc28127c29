//go:build unix

package maps

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/battlemap/battlemap/internal/regfile"
)

// answers fails the test unless f returns within a few seconds: a named
// pipe opened for reading waits for a writer forever.
func answers(t *testing.T, what string, f func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-time.After(10 * time.Second):
		t.Fatalf("%s: still waiting after 10 s", what)
		return nil
	}
}

// TestNamedPipesRefused names a named pipe everywhere a path comes from the
// user or from a file: each read is refused at once, naming the pipe.
func TestNamedPipesRefused(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "pipe.png")
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	enc := filepath.Join(dir, "enc.json")
	for _, tc := range []struct {
		what string
		read func() error
	}{
		{"Load", func() error { _, err := Load(pipe); return err }},
		{"Load WithFileSystem", func() error { _, err := Load("pipe.png", WithFileSystem(os.DirFS(dir))); return err }},
		{"LoadBackground", func() error {
			_, err := LoadBackground(enc, &Background{Image: "pipe.png", CellPixels: 10})
			return err
		}},
		{"ReadImage", func() error { _, _, _, err := ReadImage(pipe); return err }},
		{"StampFile", func() error { _, err := StampFile(pipe); return err }},
		{"Load a folder", func() error { _, err := Load(dir); return err }},
	} {
		err := answers(t, tc.what, tc.read)
		if !errors.Is(err, regfile.ErrNotRegular) {
			t.Errorf("%s(a named pipe or folder) = %v, want not a regular file", tc.what, err)
		}
	}
}
