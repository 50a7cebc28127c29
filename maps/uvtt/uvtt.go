package uvtt

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/maps/imported"
)

// Limits on what a file may hold, beyond the encounter format's own
// (maps.MaxGridSide, the background image limits).
const (
	// MaxFileSize is the largest file read: a map with a large image in
	// base64 (4/3 of the image's bytes).
	MaxFileSize = 384 << 20
	// MaxPoints is the most wall and portal points in one file.
	MaxPoints = 1 << 20
	// MaxSteps is the most unit grid lines the walls may be snapped to
	// before duplicates are removed: bounds the work, not only the memory.
	MaxSteps = 1 << 24
	// MaxLights is the most lights kept.
	MaxLights = 100000
)

// Wall materials for what the format does not say (docs/import.md).
// Walls, doors and windows stand all the way up (no height): they are
// what blocks sight in the source map.
const (
	WallMaterial   = "stone" // line_of_sight and objects_line_of_sight
	DoorMaterial   = "wood"
	WindowMaterial = "glass"
)

// xy is a point {"x": X, "y": Y}; ok when both were given. Points are
// values, not pointers, so that a file of a million points takes about the
// memory its text does.
type xy struct {
	X, Y float64
	ok   bool
}

func (p *xy) UnmarshalJSON(b []byte) error {
	var v struct {
		X *float64 `json:"x"`
		Y *float64 `json:"y"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	if v.X != nil && v.Y != nil {
		*p = xy{*v.X, *v.Y, true}
	}
	return nil
}

type file struct {
	Format     *float64 `json:"format"`
	Resolution *struct {
		MapOrigin     *xy      `json:"map_origin"`
		MapSize       *xy      `json:"map_size"`
		PixelsPerGrid *float64 `json:"pixels_per_grid"`
	} `json:"resolution"`
	LineOfSight        [][]xy   `json:"line_of_sight"`
	ObjectsLineOfSight [][]xy   `json:"objects_line_of_sight"`
	Portals            []portal `json:"portals"`
	Lights             []light  `json:"lights"`
	Image              *string  `json:"image"`
}

type portal struct {
	Position *xy  `json:"position"`
	Bounds   []xy `json:"bounds"`
	Closed   *bool
}

type light struct {
	Position  *xy     `json:"position"`
	Range     float64 `json:"range"`
	Intensity float64 `json:"intensity"`
	Color     string  `json:"color"`
}

// Detect reports whether data looks like a Universal VTT file: a JSON
// object with a "resolution" (a broken one, without "map_size", is still
// told apart, so that Parse names what it lacks).
func Detect(data []byte) bool {
	t := bytes.TrimLeft(data, " \t\r\n\ufeff")
	return len(t) > 0 && t[0] == '{' && bytes.Contains(data, []byte(`"resolution"`))
}

// Read reads a Universal VTT file of at most MaxFileSize bytes from r;
// name is how errors call it.
func Read(name string, r io.Reader) (*imported.Map, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("uvtt: %s: %w", name, err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("uvtt: %s: larger than %d MiB, the most a Universal VTT file may be", name, MaxFileSize>>20)
	}
	return Parse(name, data)
}

// Parse reads a Universal VTT file's bytes. Every problem is an error
// naming the file, the field (line_of_sight[3][7].x) and what is valid.
func Parse(name string, data []byte) (*imported.Map, error) {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("uvtt: %s: %s", name, fmt.Sprintf(format, args...))
	}
	// a byte order mark (Windows editors write one) is no JSON: Detect
	// looks past it, and so does the decoder
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	// the image is most of the file: it is cut out and decoded from the
	// file's bytes, not copied into a Go string by the JSON decoder first
	rest, image := data, []byte(nil)
	if s, e, ok := imageValue(data); ok {
		rest = slices.Concat(data[:s], []byte(`""`), data[e:])
		image = data[s+1 : e-1]
	}
	var f file
	if err := json.Unmarshal(rest, &f); err != nil {
		if len(rest) != len(data) {
			err = json.Unmarshal(data, &f) // the same error, placed in the file
		}
		return nil, fail("%s", jsonProblem(data, err))
	}
	if image == nil && f.Image != nil {
		image = []byte(*f.Image)
	}
	if f.Resolution == nil {
		return nil, fail(`missing "resolution" (want {"map_origin": {"x": 0, "y": 0}, "map_size": {"x": W, "y": H}, "pixels_per_grid": N})`)
	}
	res := f.Resolution
	ox, oy := 0.0, 0.0
	if res.MapOrigin != nil {
		var err error
		if ox, oy, err = point(res.MapOrigin, "resolution.map_origin", 1e6); err != nil {
			return nil, fail("%v", err)
		}
	}
	if res.MapSize == nil {
		return nil, fail(`resolution: missing "map_size" (want {"x": W, "y": H} in grid cells)`)
	}
	sw, sh, err := point(res.MapSize, "resolution.map_size", 1e6)
	if err != nil {
		return nil, fail("%v", err)
	}
	w, werr := cells(sw, "resolution.map_size.x")
	h, herr := cells(sh, "resolution.map_size.y")
	if err := errors.Join(werr, herr); err != nil {
		return nil, fail("%v", err)
	}
	m := &imported.Map{Source: "Universal VTT", Shape: imported.Square, Width: w, Height: h, Cells: make([]imported.Cell, w*h)}

	// every point is in grid cells from the map's origin: a cropped export
	// keeps its coordinates, so subtract the origin (within a margin
	// around the map, so that a hostile point cannot cost a long walk)
	limit := float64(max(w, h)) + 64
	at := func(p xy, path string) (imported.Point, error) {
		x, y, err := point(&p, path, 1e9)
		if err != nil {
			return imported.Point{}, err
		}
		x, y = x-ox, y-oy
		if x < -limit || y < -limit || x > float64(w)+limit || y > float64(h)+limit {
			return imported.Point{}, fmt.Errorf("%s: %g, %g is far outside the %dx%d map (want cells from the map's origin %g, %g)", path, x+ox, y+oy, w, h, ox, oy)
		}
		return imported.Point{X: x, Y: y}, nil
	}

	set := imported.NewEdgeSet(w, h)
	points, steps := 0, 0
	walls := func(lines [][]xy, key string) error {
		for i, line := range lines {
			points += len(line)
			if points > MaxPoints {
				return fmt.Errorf("%s[%d]: more than %d wall points in the file", key, i, MaxPoints)
			}
			var prev imported.Corner
			for j, p := range line {
				q, err := at(p, fmt.Sprintf("%s[%d][%d]", key, i, j))
				if err != nil {
					return err
				}
				c := imported.SnapCorner(q)
				if j > 0 {
					if steps += imported.Steps(prev, c); steps > MaxSteps {
						return fmt.Errorf("%s[%d][%d]: the walls run along more than %d cell edges", key, i, j, MaxSteps)
					}
					imported.Staircase(prev, c, func(a, b imported.Corner) bool {
						set.Add(a, b, imported.Edge{Kind: imported.Wall, Material: WallMaterial})
						return true
					})
				}
				prev = c
			}
		}
		return nil
	}
	if err := walls(f.LineOfSight, "line_of_sight"); err != nil {
		return nil, fail("%v", err)
	}
	if err := walls(f.ObjectsLineOfSight, "objects_line_of_sight"); err != nil {
		return nil, fail("%v", err)
	}
	for i, p := range f.Portals {
		if err := addPortal(set, p, fmt.Sprintf("portals[%d]", i), at, &points); err != nil {
			return nil, fail("%v", err)
		}
	}
	m.Edges = set.Edges()

	for i, l := range f.Lights {
		if i == MaxLights {
			m.Notes = append(m.Notes, fmt.Sprintf("only the first %d lights were kept", MaxLights))
			break
		}
		if l.Position == nil {
			return nil, fail(`lights[%d]: missing "position"`, i)
		}
		q, err := at(*l.Position, fmt.Sprintf("lights[%d].position", i))
		if err != nil {
			return nil, fail("%v", err)
		}
		m.Lights = append(m.Lights, imported.Light{X: q.X, Y: q.Y, Range: l.Range, Intensity: l.Intensity, Color: l.Color})
	}
	if len(m.Lights) > 0 {
		m.Notes = append(m.Notes, fmt.Sprintf("%d lights not imported: the encounter format has no lights yet", len(m.Lights)))
	}

	if len(image) > 0 {
		bg, err := background(image)
		if err != nil {
			return nil, fail("image: %v", err)
		}
		ppg := 0.0
		if res.PixelsPerGrid != nil {
			ppg = *res.PixelsPerGrid
		}
		if !(ppg > 0 && ppg <= maps.MaxCellPixels) {
			return nil, fail("resolution.pixels_per_grid: %g: want the image pixels of one grid cell, above 0 and at most %d", ppg, maps.MaxCellPixels)
		}
		bg.CellPixels = ppg
		m.Background = bg
	}
	return m, nil
}

// addPortal puts a door or a window on the edges between its bounds: the
// two ends of the opening, snapped as a wall's are. Bounds shorter than
// half a cell (snapped to one corner) give the edge nearest the position.
func addPortal(set *imported.EdgeSet, p portal, path string, at func(xy, string) (imported.Point, error), points *int) error {
	e := imported.Edge{Kind: imported.Door, Material: DoorMaterial}
	if p.Closed != nil && !*p.Closed {
		// Dungeondraft writes its windows as portals that are not closed
		e = imported.Edge{Kind: imported.Window, Material: WindowMaterial}
	}
	if len(p.Bounds) != 2 {
		return fmt.Errorf("%s.bounds: %d points, want the opening's two ends [{\"x\": X, \"y\": Y}, {\"x\": X, \"y\": Y}]", path, len(p.Bounds))
	}
	*points += 2
	if *points > MaxPoints {
		return fmt.Errorf("%s: more than %d wall points in the file", path, MaxPoints)
	}
	a, err := at(p.Bounds[0], path+".bounds[0]")
	if err != nil {
		return err
	}
	b, err := at(p.Bounds[1], path+".bounds[1]")
	if err != nil {
		return err
	}
	ca, cb := imported.SnapCorner(a), imported.SnapCorner(b)
	if ca == cb {
		// a narrow opening: the grid line nearest its middle, across
		// the way it runs
		mid := imported.Point{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}
		if math.Abs(b.X-a.X) >= math.Abs(b.Y-a.Y) {
			x, y := int(math.Floor(mid.X)), int(math.Round(mid.Y))
			ca, cb = imported.Corner{X: x, Y: y}, imported.Corner{X: x + 1, Y: y}
		} else {
			x, y := int(math.Round(mid.X)), int(math.Floor(mid.Y))
			ca, cb = imported.Corner{X: x, Y: y}, imported.Corner{X: x, Y: y + 1}
		}
	}
	imported.Staircase(ca, cb, func(from, to imported.Corner) bool {
		set.Add(from, to, e)
		return true
	})
	return nil
}

// imageValue finds the top-level "image" member's string value, quotes
// included, in a file of valid JSON: s and e are its first byte and the
// byte after its closing quote. ok is false when there is none, when it
// holds an escape (base64 never does) or when the file is not valid JSON.
func imageValue(data []byte) (s, e int, ok bool) {
	if !json.Valid(data) {
		return 0, 0, false
	}
	depth := 0
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		case '"':
			j := i + 1
			for j < len(data) && data[j] != '"' {
				if data[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(data) {
				return 0, 0, false
			}
			// j is the closing quote of a string from i
			if depth == 1 && string(data[i:j+1]) == `"image"` {
				k := j + 1
				for k < len(data) && (data[k] == ' ' || data[k] == '\t' || data[k] == '\n' || data[k] == '\r') {
					k++
				}
				if k < len(data) && data[k] == ':' {
					k++
					for k < len(data) && (data[k] == ' ' || data[k] == '\t' || data[k] == '\n' || data[k] == '\r') {
						k++
					}
					if k < len(data) && data[k] == '"' {
						end := bytes.IndexByte(data[k+1:], '"')
						if end < 0 || bytes.IndexByte(data[k+1:k+1+end], '\\') >= 0 {
							return 0, 0, false
						}
						// a later duplicate wins, as in encoding/json
						s, e, ok = k, k+1+end+1, true
						j = e - 1
					}
				}
			}
			i = j
		}
	}
	return s, e, ok
}

// point reads {"x": X, "y": Y}, both present and at most lim in size.
func point(p *xy, path string, lim float64) (x, y float64, err error) {
	if !p.ok {
		return 0, 0, fmt.Errorf(`%s: want {"x": X, "y": Y}, both numbers`, path)
	}
	if math.Abs(p.X) > lim || math.Abs(p.Y) > lim {
		return 0, 0, fmt.Errorf("%s: %g, %g is out of range (want numbers from %g to %g)", path, p.X, p.Y, -lim, lim)
	}
	return p.X, p.Y, nil
}

// cells reads a map side: a whole number of cells (a fraction within 1%
// of one is rounded) from 1 to maps.MaxGridSide.
func cells(v float64, path string) (int, error) {
	n := math.Round(v)
	if math.Abs(v-n) > 0.01 || n < 1 || n > maps.MaxGridSide {
		return 0, fmt.Errorf("%s: %g: want a whole number of cells from 1 to %d", path, v, maps.MaxGridSide)
	}
	return int(n), nil
}

// background decodes the base64 image far enough to read its header: its
// dimensions are checked before anything decodes the picture.
func background(b64 []byte) (*imported.Background, error) {
	// a data URL's head ("data:image/png;base64,") is allowed
	if bytes.HasPrefix(b64, []byte("data:")) {
		if i := bytes.Index(b64, []byte(";base64,")); i >= 0 && i < 64 {
			b64 = b64[i+len(";base64,"):]
		}
	}
	data := make([]byte, base64.StdEncoding.DecodedLen(len(b64)))
	n, err := base64.StdEncoding.Decode(data, b64)
	if err != nil {
		return nil, fmt.Errorf("not base64: %w", err)
	}
	data = data[:n]
	if len(data) > maps.MaxImageFileSize {
		return nil, fmt.Errorf("a %d MiB image, larger than %d MiB", len(data)>>20, maps.MaxImageFileSize>>20)
	}
	cfg, format, err := maps.ImageHeader(data)
	if err != nil {
		return nil, err
	}
	return &imported.Background{Data: data, Format: format, Width: cfg.Width, Height: cfg.Height}, nil
}

// jsonProblem says where a JSON error is: line and column, and the field
// for a value of the wrong type.
func jsonProblem(data []byte, err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return fmt.Sprintf("%s: %v", lineCol(data, se.Offset), se)
	case errors.As(err, &te):
		field := te.Field
		if field == "" {
			field = "the file"
		}
		return fmt.Sprintf("%s: %s: got a JSON %s, want %s", lineCol(data, te.Offset), field, te.Value, te.Type)
	}
	return err.Error()
}

// lineCol is the line and column (from 1, in bytes) of offset off.
func lineCol(data []byte, off int64) string {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line := bytes.Count(before, []byte{'\n'}) + 1
	col := off - int64(bytes.LastIndexByte(before, '\n'))
	return fmt.Sprintf("%d:%d", line, col)
}
