package mapimport

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/battlemap/battlemap/internal/regfile"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/maps/imported"
	"github.com/battlemap/battlemap/maps/tiled"
	"github.com/battlemap/battlemap/maps/uvtt"
)

// Kind is a format an import reads.
type Kind uint8

const (
	Unknown Kind = iota
	UniversalVTT
	TiledTMX
	TiledJSON // recognised only to say it is not read
)

// Detect tells a file's format from its content, not its name.
func Detect(data []byte) Kind {
	switch {
	case tiled.DetectJSON(data): // first: a Tiled property may be called "resolution"
		return TiledJSON
	case uvtt.Detect(data):
		return UniversalVTT
	case tiled.Detect(data):
		return TiledTMX
	}
	return Unknown
}

// MaxFileSize is the largest file any importer reads.
const MaxFileSize = max(uvtt.MaxFileSize, tiled.MaxFileSize)

// Read reads the map in the file at path, whatever its format. Tilesets
// and templates a Tiled map names are read from its folder only.
func Read(path string) (*imported.Map, error) {
	f, err := regfile.Open(path)
	if err != nil {
		return nil, fmt.Errorf("import: %w", err)
	}
	defer f.Close()
	var buf bytes.Buffer
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		if st.Size() > MaxFileSize {
			return nil, fmt.Errorf("import: %s: %d MiB, larger than %d MiB, the most a map file may be", path, st.Size()>>20, MaxFileSize>>20)
		}
		buf.Grow(int(st.Size()) + 512) // one allocation, not a doubling
	}
	_, err = buf.ReadFrom(io.LimitReader(f, MaxFileSize+1))
	data := buf.Bytes()
	if err != nil {
		return nil, fmt.Errorf("import: %s: %w", path, err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("import: %s: larger than %d MiB, the most a map file may be", path, MaxFileSize>>20)
	}
	var m *imported.Map
	switch Detect(data) {
	case UniversalVTT:
		m, err = uvtt.Parse(path, data)
	case TiledTMX:
		root, rerr := os.OpenRoot(filepath.Dir(path))
		if rerr != nil {
			return nil, fmt.Errorf("import: %w", rerr)
		}
		defer root.Close()
		m, err = tiled.Parse(path, data, regfile.FS(root))
	case TiledJSON:
		err = fmt.Errorf("import: %s: %w", path, tiled.ErrJSON)
	default:
		err = fmt.Errorf("import: %s: not a map this program reads (want a Universal VTT file, .dd2vtt, .uvtt or .df2vtt: JSON with \"resolution\"; or a Tiled map saved as .tmx)", path)
	}
	if err != nil {
		return nil, err
	}
	if m.Name == "" {
		m.Name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	}
	return m, nil
}

// ImageName is the file name of the background written for the encounter
// file out: beside it, "NAME.background.png" for "NAME.json" (the image's
// own format's extension).
func ImageName(out, format string) string {
	ext := map[string]string{"png": ".png", "jpeg": ".jpg", "webp": ".webp"}[format]
	return strings.TrimSuffix(filepath.Base(out), filepath.Ext(out)) + ".background" + ext
}

// Written is what Write wrote.
type Written struct {
	Encounter *maps.Encounter
	Path      string // the encounter file
	Image     string // the background's path, "" when the map has none
}

// Extensions are the file name extensions of the maps an import reads,
// separated by spaces (the window's file chooser lists these files; the
// import itself goes by the content).
func Extensions() string { return ".dd2vtt .uvtt .df2vtt .tmx" }

// Beside imports the map at path into an encounter file beside it, named
// after it: NAME.json, or NAME-imported.json, NAME-imported-2.json ... when
// that name is taken, so that no file is replaced. notes are the import's
// notes, each a sentence starting with a space.
func Beside(path string) (w *Written, notes []string, err error) {
	m, err := Read(path)
	if err != nil {
		return nil, nil, err
	}
	base := strings.TrimSuffix(path, filepath.Ext(path))
	out := base + ".json"
	free := func(out string) bool {
		_, err := os.Lstat(out)
		if !errors.Is(err, fs.ErrNotExist) {
			return false
		}
		if m.Background == nil {
			return true
		}
		_, err = os.Lstat(filepath.Join(filepath.Dir(out), ImageName(out, m.Background.Format)))
		return errors.Is(err, fs.ErrNotExist)
	}
	for i := 1; ; i++ {
		if free(out) {
			break
		}
		if i > 1000 {
			return nil, nil, fmt.Errorf("import: no free name beside %s for the encounter", path)
		}
		out = base + "-imported.json"
		if i > 1 {
			out = fmt.Sprintf("%s-imported-%d.json", base, i)
		}
	}
	if w, err = Write(m, "", out); err != nil {
		return nil, nil, err
	}
	for _, n := range m.Notes {
		notes = append(notes, " Note: "+n+".")
	}
	return w, notes, nil
}

// Write turns m into an encounter of the ruleset ("" for the map's own:
// Draw Steel for square maps, Enchanted Realms for hex ones) and saves it
// to out, with its background image beside it. Both are written
// atomically, the image first, so that the encounter never names a
// missing image. Write never replaces a file: when out or the image's
// name exists it writes nothing and returns an error wrapping
// fs.ErrExist (WriteOver replaces them).
func Write(m *imported.Map, ruleset, out string) (*Written, error) {
	return write(m, ruleset, out, false)
}

// WriteOver is Write replacing out and the image beside it when they
// exist (the user asked for it).
func WriteOver(m *imported.Map, ruleset, out string) (*Written, error) {
	return write(m, ruleset, out, true)
}

func write(m *imported.Map, ruleset, out string, replace bool) (*Written, error) {
	image := ""
	if m.Background != nil {
		image = ImageName(out, m.Background.Format)
	}
	e, err := m.Encounter(ruleset, image)
	if err != nil {
		return nil, err
	}
	w := &Written{Encounter: e, Path: out}
	if image != "" {
		w.Image = filepath.Join(filepath.Dir(out), image)
	}
	if !replace {
		for _, p := range []string{out, w.Image} {
			if _, err := os.Lstat(p); p != "" && err == nil {
				return nil, fmt.Errorf("import: %s already exists; nothing was written: %w", p, fs.ErrExist)
			}
		}
	}
	if image != "" {
		write := maps.WriteNew
		if replace {
			write = maps.WriteFile
		}
		if err := write(w.Image, m.Background.Data); err != nil {
			return nil, fmt.Errorf("import: background: %w", err)
		}
	}
	save := e.SaveNew
	if replace {
		save = e.Save
	}
	if err := save(out); err != nil {
		if image != "" && !replace {
			os.Remove(w.Image) // written just now, and named by no encounter
		}
		return nil, fmt.Errorf("import: %w", err)
	}
	return w, nil
}
