//go:build unix

package regfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// within fails the test if f has not returned after a few seconds: a
// named pipe opened for reading waits for a writer forever.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s still waiting after 10 s", what)
	}
}

func TestRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	link := filepath.Join(dir, "zero.json")
	if err := os.Symlink("/dev/zero", link); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, kind string }{
		{fifo, "a named pipe"},
		{link, "a character device"},
		{dir, "a folder"},
	} {
		within(t, "ReadFile("+tc.path+")", func() {
			_, err := ReadFile(tc.path, 1<<20)
			if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), tc.path) || !strings.Contains(err.Error(), tc.kind) {
				t.Errorf("ReadFile(%s) error = %v, want not a regular file naming it and %q", tc.path, err, tc.kind)
			}
		})
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	within(t, "FS(root).Open(pipe.json)", func() {
		if _, err := FS(root).Open("pipe.json"); !errors.Is(err, ErrNotRegular) {
			t.Errorf("FS(root).Open(pipe.json) error = %v, want not a regular file", err)
		}
	})
	within(t, "OpenFS(DirFS, pipe.json)", func() {
		if _, err := OpenFS(os.DirFS(dir), "pipe.json"); !errors.Is(err, ErrNotRegular) {
			t.Errorf("OpenFS(pipe.json) error = %v, want not a regular file", err)
		}
	})
}

func TestReadFileLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.json")
	if err := os.WriteFile(path, []byte("0123456789"), 0o600); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(path, 10); err != nil || string(data) != "0123456789" {
		t.Errorf("ReadFile(10 bytes, limit 10) = %q, %v, want the bytes", data, err)
	}
	if _, err := ReadFile(path, 9); !errors.Is(err, ErrTooLarge) {
		t.Errorf("ReadFile(10 bytes, limit 9) error = %v, want too large", err)
	}
}

func TestMissingReadsAsOpen(t *testing.T) {
	dir := t.TempDir()
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	missing := filepath.Join(dir, "gone.png")
	_, err1 := Open(missing)
	_, err2 := FS(root).Open("gone.png")
	for _, err := range []error{err1, err2} {
		if !errors.Is(err, os.ErrNotExist) || !strings.HasPrefix(err.Error(), "open ") {
			t.Errorf("opening a missing file = %v, want open ...: not exist", err)
		}
	}
}
