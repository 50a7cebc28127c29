package maps

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	stdmaps "maps"
	"os"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// FormatVersion is the version of the encounter format this package reads
// and writes, the "format" field of every file.
const FormatVersion = 1

// DrawSteel is the ruleset name for Draw Steel, the default ruleset.
const DrawSteel = "drawsteel"

// Limits on what a file may hold, so that a mistyped number cannot make the
// program allocate gigabytes or overflow arithmetic.
const (
	MaxFileSize  = 64 << 20 // bytes: several times the largest map the program writes
	MaxGridSide  = 1000     // width and height, in squares
	MaxHeight    = 1000     // absolute ground height; wall height and liquid depth
	MaxZ         = 10000    // absolute creature z
	MaxCreatures = 10000    // creatures and objects on one map
	MaxStat      = 1000     // speed, stability, damaging
	MaxStamina   = 1000000  // stamina and maxStamina
	MaxTrait     = 100      // absolute might and agility
)

// Defaults for creature fields left out of a file.
const (
	DefaultSide  = "enemies" // side of a creature; objects have no side ("")
	DefaultSpeed = 5         // speed of a creature; objects have speed 0
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
	Hex   *HexMap
	Zones *ZoneMap
	// Background is the picture under the grid, or nil (square maps).
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

	// How the file drew the terrain, so that Marshal writes the same
	// characters back for squares that have not changed. glyphs holds
	// glyphW*glyphH characters, row-major, '.' for plain ground.
	glyphs         []rune
	glyphW, glyphH int
	legend         map[rune]drawsteel.Cell
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
// *LoadError listing all of them; a file that cannot be read gives an error
// wrapping the fs or os error.
func Load(path string, opts ...LoadOption) (*Encounter, error) {
	var cfg loadConfig
	for _, o := range opts {
		o(&cfg)
	}
	var f fs.File
	var err error
	if cfg.fsys != nil {
		f, err = cfg.fsys.Open(path)
	} else {
		f, err = os.Open(path)
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
var ErrTooLarge = errors.New("the file is larger than an encounter file may be")

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
// only in error messages. Problems are reported as a *LoadError listing
// every one found, in file order.
func Parse(filename string, data []byte) (*Encounter, error) {
	d := &decoder{t: newJSONText(data)}
	e := d.decode()
	if d.ps.count() > 0 {
		return nil, &LoadError{File: filename, Problems: d.ps.located(data), More: d.ps.more}
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
	if e.Hex != nil {
		return e.hexSummary(name)
	}
	if e.Zones != nil {
		return e.zoneSummary(name)
	}
	b := e.Board
	if b == nil {
		return fmt.Sprintf("%s: %s, no board", name, ruleset)
	}
	parts := []string{fmt.Sprintf("%dx%d squares", b.Width, b.Height)}

	sides := map[string]int{}
	creatures, objects := 0, 0
	for _, c := range b.Creatures {
		if c.Object {
			objects++
			continue
		}
		creatures++
		sides[c.Side]++
	}
	parts = append(parts, creatureCount(creatures, sides))
	if objects > 0 {
		parts = append(parts, plural(objects, "object"))
	}

	if len(b.Cells) > 0 {
		lo, hi := b.Cells[0].Ground, b.Cells[0].Ground
		walls := map[drawsteel.Material]int{}
		nwalls, difficult, damaging, liquid := 0, 0, 0, 0
		for _, c := range b.Cells {
			lo, hi = min(lo, c.Ground), max(hi, c.Ground)
			if c.HasWall() {
				nwalls++
				walls[c.Wall]++
			}
			if c.Difficult {
				difficult++
			}
			if c.Damaging > 0 {
				damaging++
			}
			if c.Liquid > 0 {
				liquid++
			}
		}
		if lo == hi {
			parts = append(parts, fmt.Sprintf("ground %d", lo))
		} else {
			parts = append(parts, fmt.Sprintf("ground %d to %d", lo, hi))
		}
		if nwalls > 0 {
			var byMat []string
			for _, m := range slices.Sorted(stdmaps.Keys(walls)) {
				byMat = append(byMat, fmt.Sprintf("%s %d", m, walls[m]))
			}
			parts = append(parts, fmt.Sprintf("%s (%s)", plural(nwalls, "wall square"), strings.Join(byMat, ", ")))
		}
		for _, t := range []struct {
			n    int
			what string
		}{{difficult, "difficult"}, {damaging, "damaging"}, {liquid, "liquid"}} {
			if t.n > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", t.n, t.what))
			}
		}
	}
	if s := edgeSummary(squareEdgeKinds(b)); s != "" {
		parts = append(parts, s)
	}
	return fmt.Sprintf("%s: %s, %s", name, ruleset, strings.Join(parts, ", "))
}

// creatureCount is "N creatures (side n, ...)", sides in name order.
func creatureCount(n int, sides map[string]int) string {
	cs := plural(n, "creature")
	if n > 0 {
		var bySide []string
		for _, s := range slices.Sorted(stdmaps.Keys(sides)) {
			label := s
			if label == "" {
				label = "no side"
			}
			bySide = append(bySide, fmt.Sprintf("%s %d", label, sides[s]))
		}
		cs += " (" + strings.Join(bySide, ", ") + ")"
	}
	return cs
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
