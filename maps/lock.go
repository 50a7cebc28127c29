package maps

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/internal/regfile"
)

// A Lock is a window's hold on an autosave: one window writes a file's
// autosave, so that a second window on the same file neither takes the
// first one's autosave for a crashed session nor writes over it. The lock
// is a file beside the autosave (LockPath) naming the process that holds
// it and its machine; a lock whose process is no longer running on this
// machine is stale and taken over.
type Lock struct {
	path string
}

// LockPath is the lock file of the autosave at auto: ".NAME.lock" beside
// it, for the autosave NAME.
func LockPath(auto string) string {
	dir, base := filepath.Split(auto)
	return filepath.Join(dir, "."+base+".lock")
}

// HeldError is the error TakeLock gives when another running process
// holds the lock: its process id and machine.
type HeldError struct {
	Autosave string
	PID      int
	Host     string
}

func (e *HeldError) Error() string {
	return fmt.Sprintf("%s is held by another window (process %d on %s)", e.Autosave, e.PID, e.Host)
}

// lockHolder is what a lock file says: the holder's process id and
// machine; ok is false when the file is missing or is not a lock this
// program wrote (which counts as stale).
func lockHolder(path string) (pid int, host string, ok bool) {
	fi, err := os.Lstat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return 0, "", false
	}
	data, err := regfile.ReadFile(path, 256)
	if err != nil {
		return 0, "", false
	}
	f := strings.Fields(string(data))
	if len(f) != 2 {
		return 0, "", false
	}
	pid, err = strconv.Atoi(f[0])
	if err != nil || pid <= 0 {
		return 0, "", false
	}
	return pid, f[1], true
}

// hostName is this machine's name as a lock records it.
func hostName() string {
	h, err := os.Hostname()
	if err != nil || h == "" || strings.ContainsAny(h, " \t\r\n") {
		return "localhost"
	}
	return h
}

// HeldElsewhere returns a *HeldError when another running process holds
// the lock of the autosave at auto, and nil when no one does, the lock is
// stale, or this process holds it.
func HeldElsewhere(auto string) error {
	pid, host, ok := lockHolder(LockPath(auto))
	switch {
	case !ok, pid == os.Getpid() && host == hostName():
		return nil
	case host == hostName() && !ProcessRunning(pid):
		return nil // stale: the window was killed
	}
	return &HeldError{Autosave: auto, PID: pid, Host: host}
}

// TakeLock takes the lock of the autosave at auto for this process. It
// gives a *HeldError when another running process holds it (a lock from
// another machine is taken to be held), takes over a stale one, and
// succeeds again when this process holds it already. The lock file is
// created without following a link at its name and readable by the user
// only.
func TakeLock(auto string) (*Lock, error) {
	path := LockPath(auto)
	me := strconv.Itoa(os.Getpid()) + " " + hostName() + "\n"
	for range 3 {
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err == nil {
			_, err = f.WriteString(me)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				os.Remove(path)
				return nil, fmt.Errorf("maps: lock %s: %w", path, err)
			}
			// two windows that both found the lock stale both removed it
			// and made their own: the one whose lock is there holds it
			if pid, host, ok := lockHolder(path); ok && (pid != os.Getpid() || host != hostName()) {
				return nil, &HeldError{Autosave: auto, PID: pid, Host: host}
			}
			return &Lock{path: path}, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, fmt.Errorf("maps: lock %s: %w", path, err)
		}
		if err := HeldElsewhere(auto); err != nil {
			return nil, err
		}
		if pid, host, ok := lockHolder(path); ok && pid == os.Getpid() && host == hostName() {
			return &Lock{path: path}, nil
		}
		// stale, or not a lock of ours (a link, a stray file): replace it
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("maps: lock %s: %w", path, err)
		}
	}
	return nil, fmt.Errorf("maps: lock %s: taken and released by others while trying", path)
}

// Release gives the lock up: its file is removed if it still names this
// process. Releasing a nil lock does nothing.
func (l *Lock) Release() {
	if l == nil {
		return
	}
	if pid, host, ok := lockHolder(l.path); ok && pid == os.Getpid() && host == hostName() {
		os.Remove(l.path)
	}
}
