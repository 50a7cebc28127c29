package maps

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/battlemap/battlemap/internal/regfile"
)

// maxLinks is how many symbolic links WriteFile follows before it gives up
// (the limit Linux uses for a path).
const maxLinks = 40

// WriteFile writes data to the file at path so that nothing is lost:
//
//   - A symbolic link is followed to the file it points to (even one that
//     does not exist yet), and that file is written; the link stays a link.
//   - A file with one name is replaced atomically: data goes into a
//     temporary file in the same directory, flushed to disk, then renamed
//     over the file, so that a crash or a failed write leaves the old file
//     whole.
//   - A file with several hard links cannot be renamed over without
//     breaking them (the other names would keep the old contents), so it is
//     rewritten in place: data is first written and flushed to a temporary
//     file beside it, then copied into the file, which is flushed; only then
//     is the temporary file removed. If the in-place write fails the error
//     names the temporary file, which holds the new contents whole.
//
// A new file gets permissions 0644; an existing file keeps its own.
// Everything the user asks the program to write (encounters, exported
// figures, screenshots) goes through here; the program's own copies
// (autosaves, live files) go through WritePrivate, which never follows a
// link. Every write removes the temporary files an earlier write of the
// same file left behind when it was killed (removeStaleTemps).
func WriteFile(path string, data []byte) error {
	return writeFile(path, data, nil)
}

// writeFile is WriteFile; beforeRename, if not nil, runs just before the
// rename (or the in-place copy); tests use it to fail there.
func writeFile(path string, data []byte, beforeRename func(tmp string) error) error {
	target, err := followLinks(path)
	if err != nil {
		return fmt.Errorf("maps: save %s: %w", path, err)
	}
	if fi, err := os.Stat(target); err == nil && fi.Mode().IsRegular() && linkCount(fi) > 1 {
		return writeInPlace(target, data, beforeRename)
	}
	return writeAtomic(target, data, beforeRename)
}

// followLinks resolves the symbolic links at the end of path, one after the
// other, to the name of the file they lead to. The file need not exist.
func followLinks(path string) (string, error) {
	for range maxLinks {
		fi, err := os.Lstat(path)
		if errors.Is(err, fs.ErrNotExist) {
			return path, nil
		}
		if err != nil {
			return "", err
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			return path, nil
		}
		dest, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(path), dest)
		}
		path = dest
	}
	return "", fmt.Errorf("more than %d symbolic links in a row", maxLinks)
}

// tempBeside writes data to a new temporary file in path's directory,
// flushed to disk, with the given permissions, and returns its name.
func tempBeside(path string, data []byte, mode fs.FileMode) (tmp string, err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, tempPrefix(base)+strconv.Itoa(os.Getpid())+"-*")
	if err != nil {
		return "", err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err := f.Write(data); err != nil {
		return "", err
	}
	if err := f.Chmod(mode); err != nil {
		return "", err
	}
	if err := f.Sync(); err != nil {
		return "", err
	}
	return f.Name(), f.Close()
}

// writeAtomic writes data to path through a temporary file and a rename.
func writeAtomic(path string, data []byte, beforeRename func(tmp string) error) error {
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		if !fi.Mode().IsRegular() {
			return fmt.Errorf("maps: save %s: not a regular file", path)
		}
		mode = fi.Mode().Perm()
	}
	return renameOver(path, data, mode, beforeRename)
}

// renameOver writes data, with permissions mode, to a temporary file beside
// path and renames it over path: a symbolic link at path is replaced, not
// followed. Stale temporaries of earlier writes of path are then removed.
func renameOver(path string, data []byte, mode fs.FileMode, beforeRename func(tmp string) error) (err error) {
	tmp, err := tempBeside(path, data, mode)
	if err != nil {
		return fmt.Errorf("maps: save %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			os.Remove(tmp)
		}
	}()
	if beforeRename != nil {
		if err := beforeRename(tmp); err != nil {
			return fmt.Errorf("maps: save %s: %w", path, err)
		}
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("maps: save %s: %w", path, err)
	}
	syncDir(filepath.Dir(path))
	removeStaleTemps(path, time.Now())
	return nil
}

// writeInPlace rewrites a file that has several hard links, keeping a whole
// copy of data beside it until the file itself is flushed.
func writeInPlace(path string, data []byte, beforeCopy func(tmp string) error) error {
	tmp, err := tempBeside(path, data, 0o600)
	if err != nil {
		return fmt.Errorf("maps: save %s: %w", path, err)
	}
	syncDir(filepath.Dir(path))
	if beforeCopy != nil {
		if err := beforeCopy(tmp); err != nil {
			os.Remove(tmp)
			return fmt.Errorf("maps: save %s: %w", path, err)
		}
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err == nil {
		_, err = f.Write(data)
		if err == nil {
			err = f.Truncate(int64(len(data)))
		}
		if err == nil {
			err = f.Sync()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		return fmt.Errorf("maps: save %s (a file with several hard links, written in place; the new contents are whole in %s): %w", path, tmp, err)
	}
	os.Remove(tmp)
	removeStaleTemps(path, time.Now())
	return nil
}

// syncDir makes a rename or a new file in dir durable. Not every system
// can sync a directory; the file is saved either way.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

// Stamp identifies what a file held when it was read or written: its size
// and modification time, to show the user, and a SHA-256 of its bytes,
// which decides whether two versions are the same.
type Stamp struct {
	Size    int64
	ModTime time.Time
	Sum     [sha256.Size]byte
}

// StampFile reads the file at path (through links) and returns its stamp.
// Memory stays small: the bytes are hashed as they are read.
func StampFile(path string) (Stamp, error) {
	f, err := regfile.Open(path)
	if err != nil {
		return Stamp{}, fmt.Errorf("maps: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return Stamp{}, fmt.Errorf("maps: %w", err)
	}
	if !fi.Mode().IsRegular() {
		return Stamp{}, fmt.Errorf("maps: %s: not a regular file", path)
	}
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return Stamp{}, fmt.Errorf("maps: %s: %w", path, err)
	}
	s := Stamp{Size: fi.Size(), ModTime: fi.ModTime()}
	h.Sum(s.Sum[:0])
	return s, nil
}

// SumText is the stamp's hash as the autosave records it: "sha256:" and
// 64 hexadecimal digits.
func (s Stamp) SumText() string { return "sha256:" + hex.EncodeToString(s.Sum[:]) }

// WriteNew writes data to a new file at path, atomically (a temporary file
// beside it, flushed, then linked to its name), and never replaces a file:
// when path exists it returns an error wrapping fs.ErrExist and writes
// nothing. A copied background picture is written so.
func WriteNew(path string, data []byte) error {
	tmp, err := tempBeside(path, data, 0o644)
	if err != nil {
		return fmt.Errorf("maps: write %s: %w", path, err)
	}
	defer os.Remove(tmp)
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("maps: write %s: %w", path, err)
		}
		// a file system without hard links: a rename, after a last look
		if _, serr := os.Lstat(path); serr == nil {
			return fmt.Errorf("maps: write %s: %w", path, fs.ErrExist)
		}
		if err := os.Rename(tmp, path); err != nil {
			return fmt.Errorf("maps: write %s: %w", path, err)
		}
	}
	syncDir(filepath.Dir(path))
	removeStaleTemps(path, time.Now())
	return nil
}
