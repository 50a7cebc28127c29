package maps

import (
	"fmt"
	"io"
	"io/fs"
	"slices"

	"github.com/battlemap/battlemap/internal/regfile"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	realmsfile "github.com/battlemap/battlemap/maps/realms"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// The rulesets a file may name in its "ruleset" field.
const (
	DrawSteel = "drawsteel" // Draw Steel on squares, the default
	Realms    = "realms"    // Enchanted Realms on a hex map
	Zones     = "zones"     // the zone system: zones joined by links instead of squares
)

// FormatVersion is the version of the encounter format this package reads
// and writes, the "format" field of every file.
const FormatVersion = 1

// Limits on what a file may hold, so that a mistyped number cannot make the
// program allocate gigabytes or overflow arithmetic. Each ruleset's schema
// package has its own besides.
const (
	MaxFileSize  = 64 << 20              // bytes: several times the largest map the program writes
	MaxGridSide  = jsonfile.MaxGridSide  // width and height, in squares or hexes
	MaxStat      = jsonfile.MaxStat      // speed, stability, damaging, climb and the like
	MaxCreatures = jsonfile.MaxCreatures // creatures and objects on one map
)

// Encounter is an encounter file in memory: a named map with its creatures.
// Change Board freely; Marshal writes whatever it holds.
type Encounter struct {
	Name string
	// Ruleset names the game rules the encounter is for; empty means DrawSteel.
	Ruleset string
	// Board is the square map of a Draw Steel encounter; Hex is the hex
	// map of a realms one (see HexMap); Zones the zone map of a "zones"
	// one (see ZoneMap). Exactly one of them is set.
	Board *drawsteel.Board
	Hex   *realmsfile.HexMap
	Zones *zonesfile.ZoneMap
	// Background is the picture under the grid (square or hex map), or nil.
	Background *Background
	// Annotations are the marks of a figure drawn over the map (arrows,
	// areas, callouts, labels), in file order; Caption is the figure's
	// caption. Both are for exported diagrams; neither affects the rules.
	Annotations []Annotation
	Caption     string
	// Turn is the turn tracker's state (the zero Turn: no turn has started)
	// and Log the event log, oldest line first, so that a game saved in the
	// middle of a round goes on where it stopped.
	Turn Turn
	Log  []string
	// Autosave is set in an autosave file (nil in an encounter file).
	Autosave *Autosave

	// How the file drew the Board's terrain, so that Marshal writes the
	// same characters back for squares that have not changed.
	drawn dsfile.Drawing
}

// Variant is a copy of the encounter to hold another state of the same
// map (an undo step): it writes squares with the same characters. It has
// no log and no autosave; set its Board, Annotations, Caption and Turn.
func (e *Encounter) Variant() *Encounter {
	v := *e
	v.Log, v.Autosave = nil, nil
	return &v
}

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

// Summary is one line describing the encounter, for `battlemap check`:
// name, ruleset, size, creatures by side, objects, and terrain counts.
func (e *Encounter) Summary() string {
	name := e.Name
	if name == "" {
		name = "(unnamed)"
	}
	ruleset := e.Ruleset
	if ruleset == "" {
		ruleset = DrawSteel
	}
	switch {
	case e.Hex != nil:
		return fmt.Sprintf("%s: %s, %s", name, Realms, realmsfile.Summary(e.Hex))
	case e.Zones != nil:
		return fmt.Sprintf("%s: %s, %s", name, Zones, zonesfile.Summary(e.Zones))
	case e.Board == nil:
		return fmt.Sprintf("%s: %s, no board", name, ruleset)
	}
	return fmt.Sprintf("%s: %s, %s", name, ruleset, dsfile.Summary(e.Board))
}
