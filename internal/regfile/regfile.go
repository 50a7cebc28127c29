package regfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ErrNotRegular is the error (wrapped) for a path that names something
// other than a regular file.
const ErrNotRegular errorText = "not a regular file"

// ErrTooLarge is the error (wrapped) ReadFile gives for a file larger than
// its limit.
const ErrTooLarge errorText = "larger than the program reads"

// errorText is an error that is its text, so that a sentinel is a
// constant.
type errorText string

func (e errorText) Error() string { return string(e) }

// Check returns nil when fi describes a regular file, and otherwise an
// error wrapping ErrNotRegular that names the file and what it is.
func Check(name string, fi fs.FileInfo) error {
	if fi.Mode().IsRegular() {
		return nil
	}
	return fmt.Errorf("%s: %w (it is %s); give a file", name, ErrNotRegular, kind(fi.Mode()))
}

// kind says what a file that is not regular is, in a user's words.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	}
	return "not a plain file"
}

// Open opens the file at path (through symbolic links) for reading when it
// is a regular file. It looks before it opens, so that a device is never
// opened, and opens without waiting (a named pipe put there in between
// does not block), then looks again at what it opened.
func Open(path string) (*os.File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, asOpen(err)
	}
	if err := Check(path, fi); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|nonBlock, 0)
	if err != nil {
		return nil, err
	}
	return checked(path, f)
}

// OpenIn is Open for a name inside root: it never leaves root's folder.
func OpenIn(root *os.Root, name string) (*os.File, error) {
	fi, err := root.Stat(name)
	if err != nil {
		return nil, asOpen(err)
	}
	if err := Check(name, fi); err != nil {
		return nil, err
	}
	f, err := root.OpenFile(name, os.O_RDONLY|nonBlock, 0)
	if err != nil {
		return nil, err
	}
	return checked(name, f)
}

// asOpen is the error of the look before opening as an open's: a missing
// file reads "open NAME: no such file or directory", as it would without
// the look.
func asOpen(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &fs.PathError{Op: "open", Path: pe.Path, Err: pe.Err}
	}
	return err
}

// checked returns f when it is a regular file and closes it otherwise.
func checked(name string, f *os.File) (*os.File, error) {
	fi, err := f.Stat()
	if err == nil {
		err = Check(name, fi)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// FS is the files under root as an fs.FS that opens regular files only
// (Open), for readers that take a file system, such as a Tiled map's
// tilesets and templates.
func FS(root *os.Root) fs.FS { return rootFS{root} }

type rootFS struct{ root *os.Root }

func (r rootFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	return OpenIn(r.root, name)
}

// OpenFS is Open for a file system: it looks at name before opening it
// and at what it opened.
func OpenFS(fsys fs.FS, name string) (fs.File, error) {
	fi, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, asOpen(err)
	}
	if err := Check(name, fi); err != nil {
		return nil, err
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	if fi, err = f.Stat(); err == nil {
		err = Check(name, fi)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// ReadFile reads the regular file at path whole, when it holds at most
// limit bytes: a larger one is refused from its size before it is read,
// and one that grows while it is read after limit+1 bytes.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadLimited(path, f, limit)
}

// ReadLimited reads f whole when it holds at most limit bytes; name is how
// errors call it.
func ReadLimited(name string, f fs.File, limit int64) ([]byte, error) {
	size := int64(0)
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
		if fi.Size() > limit {
			return nil, fmt.Errorf("%s: %w: %d bytes (at most %d)", name, ErrTooLarge, fi.Size(), limit)
		}
		size = fi.Size()
	}
	buf := make([]byte, 0, size+1)
	for {
		n, err := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if int64(len(buf)) > limit {
			return nil, fmt.Errorf("%s: %w: more than %d bytes", name, ErrTooLarge, limit)
		}
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
	}
}
