package drawsteel

import (
	"fmt"
	stdmaps "maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// groundRow is a string of digits when every height is 0 to 9, else an
// array of numbers.
func groundRow(cells []drawsteel.Cell) string {
	digits := !slices.ContainsFunc(cells, func(c drawsteel.Cell) bool { return c.Ground < 0 || c.Ground > 9 })
	var b strings.Builder
	if digits {
		b.WriteByte('"')
		for _, c := range cells {
			b.WriteByte(byte('0' + c.Ground))
		}
		b.WriteByte('"')
		return b.String()
	}
	b.WriteByte('[')
	for i, c := range cells {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(c.Ground))
	}
	b.WriteByte(']')
	return b.String()
}

// normalize is the cell as a legend entry describes it: without ground,
// and without a wall unless one is really there.
func normalize(c drawsteel.Cell) drawsteel.Cell {
	c.Ground = 0
	if !c.HasWall() {
		c.Wall, c.WallHeight = drawsteel.NoMaterial, 0
	}
	return c
}

// terrain picks a character for every square and returns them (row-major)
// with the legend of the characters used, plain ground ('.') excluded.
func terrain(b *drawsteel.Board, e Drawing) ([]rune, map[rune]drawsteel.Cell, *jsonfile.Problem) {
	out := make([]rune, len(b.Cells))
	used := map[rune]drawsteel.Cell{}
	chosen := map[drawsteel.Cell]rune{}
	original := e.w == b.Width && e.h == b.Height && len(e.glyphs) == len(b.Cells)
	plain := drawsteel.Cell{}
	p := glyphPicker{legend: e.legend, original: slices.Sorted(stdmaps.Keys(e.legend)), used: used, next: '!'}
	for i, c := range b.Cells {
		k := normalize(c)
		if original {
			if g := e.glyphs[i]; (g == '.' && k == plain) || (g != '.' && e.legend[g] == k && hasKey(e.legend, g)) {
				out[i] = g
				if g != '.' {
					used[g] = k
				}
				continue
			}
		}
		if k == plain {
			out[i] = '.'
			continue
		}
		r, ok := chosen[k]
		if !ok {
			r, ok = p.pick(k)
			if !ok {
				p := jsonfile.Unplaced(fmt.Sprintf("square %d,%d", i%b.Width, i/b.Width),
					"too many different kinds of square: no characters left for the legend")
				return nil, nil, &p
			}
			chosen[k] = r
		}
		out[i] = r
		used[r] = k
	}
	return out, used, nil
}

func hasKey(m map[rune]drawsteel.Cell, r rune) bool { _, ok := m[r]; return ok }

// glyphPicker finds characters for kinds of square: one the file's legend
// used for it, else a new one, never one the file's legend used for
// something else or one already used in this output.
type glyphPicker struct {
	legend   map[rune]drawsteel.Cell // the file's legend
	original []rune                  // its characters, sorted
	used     map[rune]drawsteel.Cell // characters used so far
	next     rune                    // where to look on for a new character
}

func (p *glyphPicker) free(r rune) bool {
	if r == '.' || r == '"' || r == '\\' || r == utf8.RuneError || !utf8.ValidRune(r) ||
		unicode.IsSpace(r) || !unicode.IsPrint(r) {
		return false
	}
	return !hasKey(p.legend, r) && !hasKey(p.used, r)
}

func (p *glyphPicker) pick(k drawsteel.Cell) (rune, bool) {
	for _, r := range p.original {
		if p.legend[r] == k {
			return r, true
		}
	}
	for _, r := range preferredGlyphs(k) {
		if p.free(r) {
			return r, true
		}
	}
	// Characters once skipped stay taken, so the search can go on from
	// where it stopped last time.
	for ; p.next <= unicode.MaxRune; p.next++ {
		if p.free(p.next) {
			return p.next, true
		}
	}
	return 0, false
}

// preferredGlyphs are the characters a person would likely choose for a
// kind of square.
func preferredGlyphs(k drawsteel.Cell) []rune {
	var out []rune
	if k.HasWall() {
		switch k.Wall {
		case drawsteel.Glass:
			out = append(out, 'G', 'g')
		case drawsteel.Wood:
			out = append(out, 'W', 'w')
		case drawsteel.Stone:
			out = append(out, 'S', 's')
		case drawsteel.Metal:
			out = append(out, 'M', 'm')
		case drawsteel.Unbreakable:
			out = append(out, '#', 'U')
		}
	}
	if k.Liquid > 0 {
		out = append(out, '~')
	}
	if k.Damaging > 0 {
		out = append(out, 'x', 'X')
	}
	if k.Difficult {
		out = append(out, 'd', 'D')
	}
	return out
}

func legendEntry(c drawsteel.Cell) string {
	var parts []string
	if c.HasWall() {
		parts = append(parts, `"wall": `+jsonfile.Quote(c.Wall.String()))
		if c.WallHeight != 1 {
			parts = append(parts, `"wallHeight": `+strconv.Itoa(c.WallHeight))
		}
	}
	if c.Difficult {
		parts = append(parts, `"difficult": true`)
	}
	if c.Damaging != 0 {
		parts = append(parts, `"damaging": `+strconv.Itoa(c.Damaging))
	}
	if c.Liquid != 0 {
		parts = append(parts, `"liquid": `+strconv.Itoa(c.Liquid))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// creatureJSON writes one creature on one line, leaving out fields that
// equal their defaults.
func creatureJSON(b *drawsteel.Board, c *drawsteel.Creature) string {
	var parts []string
	add := func(key, value string) { parts = append(parts, jsonfile.Quote(key)+": "+value) }
	num := func(key string, n, def int) {
		if n != def {
			add(key, strconv.Itoa(n))
		}
	}
	add("id", jsonfile.Quote(c.ID))
	// An empty name loads as the id, the default.
	if c.Name != c.ID && c.Name != "" {
		add("name", jsonfile.Quote(c.Name))
	}
	speed, movement := DefaultSpeed, []drawsteel.MoveType{drawsteel.Walk}
	if c.Object {
		speed, movement = 0, nil
	}
	// The side is written even when it is the default: it is the first
	// thing a reader wants to know about a creature.
	if !c.Object || c.Side != "" {
		add("side", jsonfile.Quote(c.Side))
	}
	if c.Object {
		add("object", "true")
	}
	add("at", fmt.Sprintf("[%d, %d]", c.At.X, c.At.Y))
	num("z", c.Z, b.GroundUnder(c.At, c.Size.Squares()))
	if c.Size != drawsteel.SizeMedium {
		if c.Size > drawsteel.SizeLarge {
			add("size", strconv.Itoa(c.Size.Number()))
		} else {
			add("size", jsonfile.Quote(c.Size.String()))
		}
	}
	num("speed", c.Speed, speed)
	num("stability", c.Stability, 0)
	num("might", c.Might, 0)
	num("agility", c.Agility, 0)
	if c.Stamina != 0 || c.MaxStamina != 0 {
		add("stamina", strconv.Itoa(c.Stamina))
	}
	num("maxStamina", c.MaxStamina, c.Stamina)
	if !slices.Equal(c.Movement, movement) {
		add("movement", jsonfile.StringList(moveTypeNames(c.Movement)))
	}
	if c.Prone {
		add("prone", "true")
	}
	if len(c.Conditions) > 0 {
		add("conditions", conditionList(c))
	}
	if c.HiddenFromPlayers {
		add("hidden", "true")
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// conditionList writes a creature's conditions: plain names, and an object
// {"name": ..., "by": ...} for a condition with a recorded source.
func conditionList(c *drawsteel.Creature) string {
	if len(c.ConditionBy) == 0 {
		return jsonfile.StringList(conditionNames(c.Conditions))
	}
	q := make([]string, len(c.Conditions))
	for i, k := range c.Conditions {
		q[i] = jsonfile.Quote(string(k))
		if by, ok := c.ConditionBy[k]; ok {
			q[i] = `{"name": ` + q[i] + `, "by": ` + jsonfile.Quote(by) + `}`
		}
	}
	return "[" + strings.Join(q, ", ") + "]"
}
