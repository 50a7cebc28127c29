//go:build unix

package game

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/battlemap/battlemap/internal/regfile"
)

// TestSettingsNotAFile: a settings.json that is a named pipe, or a link to
// a device that never ends, is refused at once (the defaults are used and
// the error names the file), not waited on or read without end.
func TestSettingsNotAFile(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "pipe", SettingsFile)
	zero := filepath.Join(dir, "zero", SettingsFile)
	os.Mkdir(filepath.Dir(pipe), 0o700)
	os.Mkdir(filepath.Dir(zero), 0o700)
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{pipe, zero} {
		done := make(chan error, 1)
		go func() {
			_, err := LoadSettings(path)
			done <- err
		}()
		select {
		case err := <-done:
			if !errors.Is(err, regfile.ErrNotRegular) {
				t.Errorf("LoadSettings(%s) error = %v, want not a regular file", path, err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("LoadSettings(%s): still reading after 10 s", path)
		}
	}
}
