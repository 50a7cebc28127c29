package imported

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/battlemap/battlemap/maps"
)

// Encounter turns m into an encounter of the ruleset ("" picks Draw Steel
// for a square map and Enchanted Realms for a hex one). image is the
// background's file name relative to the encounter's folder ("" when m
// has no background or it is not kept). The encounter is written in the
// file format and read back by maps.Parse, so it is exactly what loading
// the saved file gives; an encounter too large to load is refused.
// Properties the ruleset has no place for are dropped, each kind with a
// note in m.Notes.
func (m *Map) Encounter(ruleset, image string) (*maps.Encounter, error) {
	if ruleset == "" {
		ruleset = maps.DrawSteel
		if m.Shape == Hex {
			ruleset = maps.Realms
		}
	}
	m.Name = cleanName(m.Name)
	var text string
	switch {
	case ruleset == maps.DrawSteel && m.Shape == Square:
		text = m.squareFile(image)
	case ruleset == maps.Realms && m.Shape == Hex:
		text = m.hexFile(image)
	case m.Shape == Square:
		return nil, fmt.Errorf("imported: a square map cannot be a %q encounter (want --ruleset drawsteel: Enchanted Realms maps are hex maps)", ruleset)
	default:
		return nil, fmt.Errorf("imported: a hex map cannot be a %q encounter (want --ruleset realms: Draw Steel maps are square)", ruleset)
	}
	e, err := maps.Parse(m.Source+" import", []byte(text))
	if err != nil {
		return nil, fmt.Errorf("imported: the imported map does not load: %w", err)
	}
	if err := m.fits(e); err != nil {
		return nil, err
	}
	return e, nil
}

// fits refuses an encounter whose file would be larger than an encounter
// file may be (maps.MaxFileSize), so that an import never writes what
// loading refuses.
func (m *Map) fits(e *maps.Encounter) error { return m.fitsWithin(e, maps.MaxFileSize) }

// fitsWithin is fits with limit for maps.MaxFileSize. A map can be small
// to import and large to write: runs of alike edges along a grid line
// are one entry each, but a Universal VTT file of a few megabytes can
// scatter two million edges that follow no line.
func (m *Map) fitsWithin(e *maps.Encounter, limit int) error {
	data, err := e.Marshal()
	if err != nil {
		return fmt.Errorf("imported: %w", err)
	}
	if len(data) <= limit {
		return nil
	}
	return fmt.Errorf("imported: the encounter would be a %s file, more than the %s an encounter file may be: the %dx%d map has %d thin walls, doors and windows, too few of them in runs along grid lines to write compactly (nothing written; import a smaller part of the map, or one with fewer walls)",
		sizeText(len(data)), sizeText(limit), m.Width, m.Height, len(m.Edges))
}

// sizeText is a file size in the unit that says it best.
func sizeText(n int) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d-byte", n)
}

// glyphs hands out terrain characters: one per distinct meaning.
type glyphs struct {
	of   map[string]rune
	next rune
}

func (g *glyphs) get(meaning string) rune {
	if r, ok := g.of[meaning]; ok {
		return r
	}
	if g.of == nil {
		g.of, g.next = map[string]rune{}, '!'
	}
	for g.next == '.' || g.next == '"' || g.next == '\\' || !unicode.IsPrint(g.next) || unicode.IsSpace(g.next) {
		g.next++
	}
	r := g.next
	g.next++
	g.of[meaning] = r
	return r
}

func (g *glyphs) legend() string {
	entries := make([]string, 0, len(g.of))
	for meaning, r := range g.of {
		entries = append(entries, strconv.Quote(string(r))+": "+meaning)
	}
	return "{" + strings.Join(entries, ", ") + "}"
}

// squareFile writes m as a Draw Steel file.
func (m *Map) squareFile(image string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `{"format": 1, "name": %s, "ruleset": "drawsteel", "grid": {"shape": "square", "width": %d, "height": %d}`,
		strconv.Quote(m.Name), m.Width, m.Height)
	m.writeBackground(&b, image)
	b.WriteString(`, "ground": [`)
	for y := range m.Height {
		if y > 0 {
			b.WriteString(", ")
		}
		b.WriteByte('[')
		for x := range m.Width {
			if x > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Itoa(m.Cell(x, y).Elevation))
		}
		b.WriteByte(']')
	}
	b.WriteString(`], "terrain": [`)
	var g glyphs
	for y := range m.Height {
		if y > 0 {
			b.WriteString(", ")
		}
		row := make([]rune, m.Width)
		for x := range m.Width {
			row[x] = '.'
			if s := squareMeaning(m.Cell(x, y)); s != "" {
				row[x] = g.get(s)
			}
		}
		b.WriteString(strconv.Quote(string(row)))
	}
	fmt.Fprintf(&b, `], "legend": %s`, g.legend())
	if len(m.Edges) > 0 {
		b.WriteString(`, "edges": `)
		writeEdges(&b, m.Width, m.Height, m.Edges)
	}
	b.WriteByte('}')
	return b.String()
}

// writeBackground writes the "background" key when the map has a picture
// saved as image.
func (m *Map) writeBackground(b *strings.Builder, image string) {
	if image != "" && m.Background != nil {
		bg := m.Background
		fmt.Fprintf(b, `, "background": {"image": %s, "cellPixels": %s, "offset": [%s, %s]}`,
			strconv.Quote(image), num(bg.CellPixels), num(bg.OffsetX), num(bg.OffsetY))
	}
}

// squareMeaning is a cell's legend entry on a square map, "" for plain.
func squareMeaning(c *Cell) string {
	var parts []string
	if c.Wall != "" {
		parts = append(parts, `"wall": `+strconv.Quote(c.Wall), `"wallHeight": `+strconv.Itoa(max(c.WallHeight, 1)))
	}
	if c.Difficult {
		parts = append(parts, `"difficult": true`)
	}
	if c.Damaging > 0 {
		parts = append(parts, `"damaging": `+strconv.Itoa(c.Damaging))
	}
	if c.Liquid > 0 {
		parts = append(parts, `"liquid": `+strconv.Itoa(c.Liquid))
	}
	if len(parts) == 0 {
		return ""
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// hexFile writes m as an Enchanted Realms file (with the background saved
// as image, "" for none): a wall hex keeps its
// material, a filler or impassable hex is impassable, difficult stays
// difficult; heights, damage and liquid have no place there.
func (m *Map) hexFile(image string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `{"format": 1, "name": %s, "ruleset": "realms", "grid": {"shape": "hex", "width": %d, "height": %d, "orientation": %q}`,
		strconv.Quote(m.Name), m.Width, m.Height, m.Orientation.String())
	m.writeBackground(&b, image)
	b.WriteString(`, "terrain": [`)
	var g glyphs
	dropped := map[string]int{}
	for y := range m.Height {
		if y > 0 {
			b.WriteString(", ")
		}
		row := make([]rune, m.Width)
		for x := range m.Width {
			c := m.Cell(x, y)
			row[x] = '.'
			switch {
			case c.Wall != "":
				row[x] = g.get(`{"wall": ` + strconv.Quote(c.Wall) + `}`)
			case c.Impassable || c.Filler:
				row[x] = g.get(`{"impassable": true}`)
			case c.Difficult:
				row[x] = g.get(`{"difficult": true}`)
			}
			for what, has := range map[string]bool{"elevation": c.Elevation != 0, "damaging": c.Damaging > 0, "liquid": c.Liquid > 0} {
				if has {
					dropped[what]++
				}
			}
		}
		b.WriteString(strconv.Quote(string(row)))
	}
	for _, what := range []string{"elevation", "damaging", "liquid"} {
		if n := dropped[what]; n > 0 {
			m.Notes = append(m.Notes, fmt.Sprintf("%s dropped from %d hexes: Enchanted Realms hex maps have no %s", what, n, what))
		}
	}
	fmt.Fprintf(&b, `], "legend": %s}`, g.legend())
	return b.String()
}

// cleanName is a name a file may hold: control characters (a terminal
// would act on them) become spaces, invalid UTF-8 is replaced, and the
// name is cut to maps.MaxName characters.
func cleanName(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	if r := []rune(s); len(r) > maps.MaxName {
		s = string(r[:maps.MaxName])
	}
	return strings.TrimSpace(s)
}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
