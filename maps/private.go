package maps

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// WritePrivate writes one of the program's own files (an autosave, a live
// copy for the player view) atomically, readable by its owner only
// (0600, whatever the file had), and never through a symbolic link: a link
// at path, even one that leads nowhere, is replaced by the file, and the
// file it points to is not touched. A folder, device or pipe at path is
// refused.
func WritePrivate(path string, data []byte) error {
	if fi, err := os.Lstat(path); err == nil && !fi.Mode().IsRegular() && fi.Mode()&fs.ModeSymlink == 0 {
		return fmt.Errorf("maps: save %s: not a regular file", path)
	}
	return renameOver(path, data, 0o600, nil)
}

// PrivateDir makes the folder dir, and those above it that are missing,
// readable by their owner only (0700), for the program's own files; a
// folder already there that others may read is closed to them when it is
// the user's. A symbolic link at dir is refused (its target is not the
// program's).
func PrivateDir(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("maps: %w", err)
	}
	fi, err := os.Lstat(dir)
	if err != nil {
		return fmt.Errorf("maps: %w", err)
	}
	if !fi.IsDir() {
		return fmt.Errorf("maps: %s: not a folder (a symbolic link or a file is not used for the program's own files)", dir)
	}
	if fi.Mode().Perm()&0o077 != 0 && ownedByMe(fi) {
		if err := os.Chmod(dir, 0o700); err != nil {
			return fmt.Errorf("maps: %w", err)
		}
	}
	return nil
}

// tempPrefix begins the name of every temporary file written beside the
// file base: ".BASE.tmp-", then the writer's process id, "-" and random
// digits.
func tempPrefix(base string) string { return "." + base + ".tmp-" }

// staleAfter is how old a temporary file of ours must be before a later
// save removes it whatever its writer: no write takes that long.
const staleAfter = time.Minute

// removeStaleTemps removes the temporary files that earlier writes of path
// left behind when they were killed: files named as tempBeside names them
// (and no others) whose writer is no longer running, or that are older
// than staleAfter. It is called after a write succeeded, so that the
// write's own temporary file is gone.
func removeStaleTemps(path string, now time.Time) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	prefix := tempPrefix(base)
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	names, _ := d.Readdirnames(-1)
	d.Close()
	for _, name := range names {
		rest, ok := strings.CutPrefix(name, prefix)
		if !ok {
			continue
		}
		p := filepath.Join(dir, name)
		fi, err := os.Lstat(p)
		if err != nil || !fi.Mode().IsRegular() {
			continue
		}
		if now.Sub(fi.ModTime()) > staleAfter || writerGone(rest) {
			os.Remove(p)
		}
	}
}

// writerGone reports whether the temporary file whose name ends in rest
// ("PID-RANDOM") was written by a process that is no longer running.
// A name without a process id (an older version's) says nothing.
func writerGone(rest string) bool {
	pidText, _, ok := strings.Cut(rest, "-")
	if !ok {
		return false
	}
	pid, err := strconv.Atoi(pidText)
	if err != nil || pid <= 0 || pid == os.Getpid() {
		return false
	}
	return !ProcessRunning(pid)
}
