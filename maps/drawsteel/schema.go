package drawsteel

import (
	"fmt"
	stdmaps "maps"
	"slices"
	"strings"
	"unsafe"

	"github.com/battlemap/battlemap/maps/internal/edgefile"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Limits on what a Draw Steel file may hold beyond those every ruleset
// shares (jsonfile), so that a mistyped number cannot overflow arithmetic.
const (
	MaxHeight = 1000  // absolute ground height; wall height and liquid depth
	MaxZ      = 10000 // absolute creature z
	MaxTrait  = 100   // absolute might and agility
)

// Defaults for creature fields left out of a file.
const (
	DefaultSide  = "enemies" // side of a creature; objects have no side ("")
	DefaultSpeed = 5         // speed of a creature; objects have speed 0
)

// Keys are the keys a Draw Steel file's top-level object may hold, in the
// order messages list them: the envelope's and the board's. Anything else
// is an error, so that a typo ("stamnia") is caught instead of silently
// ignored; later versions of the format add keys here.
func Keys() []string {
	return []string{"format", "name", "ruleset", "grid", "background", "ground", "terrain", "legend", "edges", "creatures", "annotations", "caption", "turn", "log", "autosave"}
}

// SquareMap is the square map of a Draw Steel file: the rules board, and
// how the file drew its terrain. Encounter.Square holds it for a file
// whose "ruleset" is "drawsteel" or left out; change the Board freely.
type SquareMap struct {
	Board *drawsteel.Board

	// drawn is how the file drew the Board's terrain, so that Write gives
	// the same characters back for squares that have not changed.
	drawn Drawing
}

// Remember makes the map draw its terrain as d does from now on: what a
// save keeps of the Write that made the file.
func (m *SquareMap) Remember(d Drawing) { m.drawn = d }

// Drawing is how a file drew the terrain, so that writing the board again
// gives the same characters for squares that have not changed: glyphs
// holds w*h characters, row-major, '.' for plain ground.
type Drawing struct {
	glyphs []rune
	w, h   int
	legend map[rune]drawsteel.Cell
}

// Decode reads the square map of a Draw Steel file (grid, ground, legend,
// terrain, creatures) from its top-level fields and checks its creatures.
// gridOK says whether the grid read well enough to check positions on it.
func Decode(jd *jsonfile.Decoder, root *jsonfile.Node, top jsonfile.Fields) (m *SquareMap, gridOK bool) {
	b, drawn, gridOK := decode(jd, root, top)
	return &SquareMap{Board: b, drawn: drawn}, gridOK
}

func decode(jd *jsonfile.Decoder, root *jsonfile.Node, top jsonfile.Fields) (b *drawsteel.Board, drawn Drawing, gridOK bool) {
	d := &decoder{jd}
	w, h, gridOK := d.grid(root, top.Get("grid"))
	m := &mapDecoder{decoder: d, w: w, h: h, gridOK: gridOK, mapOK: gridOK}
	if gridOK {
		m.cells = make([]drawsteel.Cell, w*h)
		m.glyphs = make([]rune, w*h)
		for i := range m.glyphs {
			m.glyphs[i] = '.'
		}
	}
	if n := top.Get("ground"); n != nil {
		m.ground(n)
	}
	legend := map[rune]drawsteel.Cell{}
	if n := top.Get("legend"); n != nil {
		legend = m.legend(n)
	}
	if n := top.Get("terrain"); n != nil {
		m.terrain(n, legend)
	}

	if gridOK {
		b = &drawsteel.Board{Width: w, Height: h, Cells: m.cells}
	} else {
		b = &drawsteel.Board{}
	}
	if n := top.Get("edges"); n != nil {
		b.Edges = squareEdges(edgefile.Read(jd, n, edgefile.Squares(w, h, MaxHeight), gridOK))
	}
	var checks []check
	if n := top.Get("creatures"); n != nil {
		b.Creatures, checks = d.creatures(n)
	}
	for i := range b.Creatures {
		c := &b.Creatures[i]
		checks[i].bounds = checks[i].bounds && gridOK
		if checks[i].zLeftOut && gridOK {
			c.Z = b.GroundUnder(c.At, c.Size.Squares())
			// A z taken from a broken map is a guess: report no overlaps from it.
			checks[i].overlap = checks[i].overlap && m.mapOK
		}
		checks[i].overlap = checks[i].overlap && gridOK
	}
	validator{jd.Validator()}.creatures(b, checks)
	return b, Drawing{glyphs: m.glyphs, w: w, h: h, legend: legend}, gridOK
}

// Check runs the checks Decode runs on a file against a board in memory.
// It reports whether the board's grid and cells are sound enough to check
// positions on it.
func Check(v jsonfile.Validator, b *drawsteel.Board) bool {
	vd := validator{v}
	var checks []check
	if !vd.board(b) {
		checks = make([]check, len(b.Creatures))
		for i := range checks {
			checks[i].fields = true
		}
	} else {
		vd.edges(b)
	}
	if len(b.Creatures) > jsonfile.MaxCreatures {
		v.Report("creatures", "%d creatures is too many (at most %d)", len(b.Creatures), jsonfile.MaxCreatures)
	}
	vd.creatures(b, checks)
	return checks == nil
}

// WriteGrid adds the board's "grid" field through add.
func WriteGrid(b *drawsteel.Board, add func(key, value string)) {
	add("grid", fmt.Sprintf(`{"shape": "square", "width": %d, "height": %d}`, b.Width, b.Height))
}

// Write adds the board's fields after the grid (ground, terrain, legend,
// edges, creatures) through add, drawing the terrain as the map's file did
// where the squares still match, and returns how it drew it this time
// (for Remember, once the file is written). It reports a board it cannot
// draw (too many kinds of square) as a problem.
func Write(m *SquareMap, add func(key, value string)) (Drawing, *jsonfile.Problem) {
	b, drawn := m.Board, m.drawn

	if slices.ContainsFunc(b.Cells, func(c drawsteel.Cell) bool { return c.Ground != 0 }) {
		rows := make([]string, b.Height)
		for y := range rows {
			rows[y] = groundRow(b.Cells[y*b.Width : (y+1)*b.Width])
		}
		add("ground", jsonfile.Block(rows, "  "))
	}

	terrain, legend, p := terrain(b, drawn)
	if p != nil {
		return Drawing{}, p
	}
	if len(legend) > 0 {
		rows := make([]string, b.Height)
		for y := range rows {
			rows[y] = jsonfile.Quote(string(terrain[y*b.Width : (y+1)*b.Width]))
		}
		add("terrain", jsonfile.Block(rows, "  "))
		add("legend", jsonfile.LegendJSON(legend, legendEntry))
	}
	if len(b.Edges) > 0 {
		add("edges", squareEdgesJSON(b))
	}

	if len(b.Creatures) > 0 {
		add("creatures", jsonfile.BlockOf(len(b.Creatures), func(i int) string { return creatureJSON(b, &b.Creatures[i]) }))
	}
	return Drawing{glyphs: terrain, w: b.Width, h: b.Height, legend: legend}, nil
}

// IDs maps the id of every creature and object on the board to whether
// it is a creature: what the turn tracker may name (objects take no turns).
func IDs(b *drawsteel.Board) map[string]bool {
	m := make(map[string]bool, len(b.Creatures))
	for _, c := range b.Creatures {
		m[c.ID] = !c.Object
	}
	return m
}

// Expanded is about how many bytes the board takes in memory beyond its
// file's text, a square and an edge each: a small file can describe a
// large empty map.
func Expanded(b *drawsteel.Board) int {
	return b.Width*b.Height*int(unsafe.Sizeof(drawsteel.Cell{})+unsafe.Sizeof(rune(0))) + len(b.Edges)*64
}

// Summary describes the board for `battlemap check`: size, creatures by
// side, objects, and terrain counts.
func Summary(b *drawsteel.Board) string {
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
	parts = append(parts, jsonfile.CreatureCount(creatures, sides))
	if objects > 0 {
		parts = append(parts, jsonfile.Plural(objects, "object"))
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
			parts = append(parts, fmt.Sprintf("%s (%s)", jsonfile.Plural(nwalls, "wall square"), strings.Join(byMat, ", ")))
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
	if s := edgefile.Summary(squareEdgeKinds(b)); s != "" {
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}

// decoder reads a Draw Steel file's board.
type decoder struct{ *jsonfile.Decoder }

// validator checks a Draw Steel board.
type validator struct{ jsonfile.Validator }
