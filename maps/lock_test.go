package maps

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

func TestLock(t *testing.T) {
	dir := t.TempDir()
	auto := filepath.Join(dir, "crypt.autosave.json")
	lock := LockPath(auto)
	if lock != filepath.Join(dir, ".crypt.autosave.json.lock") {
		t.Errorf("LockPath = %s, want .crypt.autosave.json.lock beside the autosave", lock)
	}
	l, err := TakeLock(auto)
	if err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(lock); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("the lock file is %v (%v), want 0600", fi.Mode(), err)
	}
	if again, err := TakeLock(auto); err != nil || again == nil {
		t.Errorf("TakeLock again in the same process = %v, want it held already", err)
	}
	if err := HeldElsewhere(auto); err != nil {
		t.Errorf("HeldElsewhere of this process's lock = %v, want nil", err)
	}
	l.Release()
	if _, err := os.Lstat(lock); err == nil {
		t.Errorf("Release left the lock file")
	}

	host := hostName()
	for _, tc := range []struct {
		name, content string
		held          bool
	}{
		// the go command that runs this test is running on every system
		{"a running process (the test's parent)", strconv.Itoa(os.Getppid()) + " " + host + "\n", true},
		{"another machine's", strconv.Itoa(os.Getpid()) + " elsewhere.example\n", true},
		{"a process no longer running", "1073741823 " + host + "\n", false},
		{"not a lock", "hello", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := os.WriteFile(lock, []byte(tc.content), 0o600); err != nil {
				t.Fatal(err)
			}
			defer os.Remove(lock)
			var held *HeldError
			if got := errors.As(HeldElsewhere(auto), &held); got != tc.held {
				t.Errorf("HeldElsewhere(%q) held = %v, want %v", tc.content, got, tc.held)
			}
			l, err := TakeLock(auto)
			if got := errors.As(err, &held); got != tc.held || (!tc.held && err != nil) {
				t.Fatalf("TakeLock over %q = %v, want held %v", tc.content, err, tc.held)
			}
			if tc.held {
				if data, _ := os.ReadFile(lock); string(data) != tc.content {
					t.Errorf("a refused TakeLock changed the lock to %q", data)
				}
				return
			}
			l.Release()
		})
	}

	// a link at the lock's name is replaced, never followed
	elsewhere := filepath.Join(t.TempDir(), "planted")
	mustSymlink(t, elsewhere, lock)
	l, err = TakeLock(auto)
	if err != nil {
		t.Fatalf("TakeLock over a dangling link: %v", err)
	}
	defer l.Release()
	if _, err := os.Lstat(elsewhere); err == nil {
		t.Errorf("TakeLock created %s through a link", elsewhere)
	}
}
