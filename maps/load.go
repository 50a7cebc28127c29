package maps

import (
	"fmt"
	"io"
	"io/fs"
	"slices"

	"github.com/battlemap/battlemap/internal/regfile"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"
)

// LoadOption changes how Load reads a file.
type LoadOption func(*loadConfig)

type loadConfig struct {
	fsys fs.FS
}

// WithFileSystem makes Load read the path from fsys (an fs.FS path: slash
// separated, no leading slash) instead of the operating system's files.
func WithFileSystem(fsys fs.FS) LoadOption {
	return func(c *loadConfig) { c.fsys = fsys }
}

// Load reads and checks an encounter file. A file with problems gives a
// *jsonfile.LoadError listing all of them; a file that cannot be read gives an error
// wrapping the fs or os error.
func Load(path string, opts ...LoadOption) (*Encounter, error) {
	var cfg loadConfig
	for _, o := range opts {
		o(&cfg)
	}
	var f fs.File
	var err error
	if cfg.fsys != nil {
		f, err = regfile.OpenFS(cfg.fsys, path)
	} else {
		f, err = regfile.Open(path)
	}
	if err != nil {
		return nil, fmt.Errorf("maps: load encounter: %w", err)
	}
	defer f.Close()
	data, err := readLimited(f, MaxFileSize)
	if err != nil {
		return nil, fmt.Errorf("maps: load encounter %s: %w", path, err)
	}
	return Parse(path, data)
}

// ErrTooLarge is the error Load wraps for a file larger than MaxFileSize.
const ErrTooLarge errorText = "the file is larger than an encounter file may be"

// errorText is an error that is its text, so that a sentinel is a
// constant, not a package-level variable.
type errorText string

func (e errorText) Error() string { return string(e) }

// readLimited reads f whole if it holds at most limit bytes. It reads no
// more than limit+1 bytes of a file that does not end (a device, a pipe)
// and none of a regular file that its size shows is too large.
func readLimited(f fs.File, limit int) ([]byte, error) {
	size := 0
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
		if fi.Size() > int64(limit) {
			return nil, fmt.Errorf("%w: %d bytes (at most %d MiB)", ErrTooLarge, fi.Size(), limit>>20)
		}
		size = int(fi.Size())
	}
	// One buffer of the size the file says it has, and one byte to spare
	// to find out whether it grew.
	buf := make([]byte, 0, size+1)
	for {
		if len(buf) == cap(buf) {
			buf = slices.Grow(buf, min(max(cap(buf), 4096), limit+1-len(buf)))
		}
		n, err := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if len(buf) > limit {
			return nil, fmt.Errorf("%w: more than %d MiB", ErrTooLarge, limit>>20)
		}
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// Parse reads an encounter from the contents of a file. filename is used
// only in error messages. Problems are reported as a *jsonfile.LoadError listing
// every one found, in file order.
func Parse(filename string, data []byte) (*Encounter, error) {
	jd, root, ok := jsonfile.NewDecoder(data)
	var e *Encounter
	if ok {
		e = decoder{jd}.decode(&root)
	}
	if jd.Failures() > 0 {
		kept, more := jd.Problems()
		return nil, &LoadError{File: filename, Problems: kept, More: more}
	}
	return e, nil
}
