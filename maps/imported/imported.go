package imported

import (
	"fmt"

	"github.com/battlemap/battlemap/grid"
)

// Shape is a map's grid: square cells or hexes.
type Shape uint8

const (
	Square Shape = iota
	Hex
)

// String is "square" or "hex", as the encounter file's grid.shape.
func (s Shape) String() string {
	if s == Hex {
		return "hex"
	}
	return "square"
}

// Map is an imported map. Cells are row-major, Width*Height of them; on a
// hex map a cell is [col, row] in the offset layout of Orientation (odd-r
// for Pointy, odd-q for Flat: grid/hex.go).
type Map struct {
	// Source names the format the map came from ("Universal VTT", "Tiled").
	Source        string
	Name          string
	Shape         Shape
	Orientation   grid.Orientation // hex maps only
	Width, Height int
	Cells         []Cell
	// Edges are thin walls, doors and windows between two cells of the
	// map, each edge at most once.
	Edges []Edge
	// Background is the map's picture, or nil.
	Background *Background
	// Lights are the light sources of the source file: kept for a later
	// version (the encounter format has no lights yet).
	Lights []Light
	// Notes say what the import left out or changed, one line each, for
	// the person importing.
	Notes []string
}

// Cell is what one cell holds: the custom properties of the Tiled
// convention (docs/import.md), zero for plain ground.
type Cell struct {
	Elevation  int
	Difficult  bool
	Damaging   int
	Liquid     int
	Impassable bool   // hex maps only: a chasm, deep water
	Wall       string // material: glass, wood, stone, metal, unbreakable; "" none
	WallHeight int    // squares; 0 means 1 when Wall is set
	// Filler marks a cell the source map does not have, added to fit its
	// layout onto ours (an even-stagger Tiled map gains a row or column).
	Filler bool
}

// EdgeKind is what stands on an edge.
type EdgeKind uint8

const (
	Wall EdgeKind = iota
	Door
	Window
)

// String is "wall", "door" or "window".
func (k EdgeKind) String() string { return [...]string{"wall", "door", "window"}[k] }

// Edge is a thin wall, door or window on the side two cells share. On a
// square map the cells are [x, y]; on a hex map [col, row].
type Edge struct {
	Cells    [2]grid.Cell
	Kind     EdgeKind
	Material string // glass, wood, stone, metal or unbreakable
	Height   int    // squares; 0: all the way up
	Open     bool   // doors and windows
}

// Background is the map's picture: its encoded bytes (PNG, JPEG or WebP,
// never decoded by an importer) and where it lies on the grid.
type Background struct {
	Data []byte
	// Format is "png", "jpeg" or "webp" (image.DecodeConfig's name).
	Format string
	Width  int // pixels, from the image's header
	Height int
	// CellPixels is how many image pixels one cell spans; OffsetX and
	// OffsetY where the image's top-left corner lies, in image pixels,
	// from the map's top-left corner.
	CellPixels       float64
	OffsetX, OffsetY float64
}

// Light is a light source in cells from the map's top-left corner.
type Light struct {
	X, Y      float64
	Range     float64
	Intensity float64
	Color     string
}

// Cell returns the cell at x, y (col, row on a hex map).
func (m *Map) Cell(x, y int) *Cell { return &m.Cells[y*m.Width+x] }

// Filler reports whether the cell at x, y is a filler (false off the map).
func (m *Map) Filler(x, y int) bool { return m.In(x, y) && m.Cell(x, y).Filler }

// In reports whether x, y is on the map.
func (m *Map) In(x, y int) bool { return x >= 0 && y >= 0 && x < m.Width && y < m.Height }

// Check reports the first thing wrong with m that an importer must never
// produce; tests call it on every map an importer returns.
func (m *Map) Check() error {
	if m.Width < 1 || m.Height < 1 || len(m.Cells) != m.Width*m.Height {
		return fmt.Errorf("imported: %dx%d map with %d cells", m.Width, m.Height, len(m.Cells))
	}
	seen := make(map[grid.Edge]bool, len(m.Edges))
	for i, e := range m.Edges {
		a, b := e.Cells[0], e.Cells[1]
		if !m.In(a.X, a.Y) || !m.In(b.X, b.Y) {
			return fmt.Errorf("imported: edge %d (%v|%v) leaves the %dx%d map", i, a, b, m.Width, m.Height)
		}
		k := grid.EdgeBetween(a, b)
		if seen[k] {
			return fmt.Errorf("imported: edge %d (%v) twice", i, k)
		}
		seen[k] = true
	}
	return nil
}
