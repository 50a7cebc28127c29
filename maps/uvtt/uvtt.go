package uvtt

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"math"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/maps/imported"
)

// Limits on what a file may hold, beyond the encounter format's own
// (maps.MaxGridSide, the background image limits).
const (
	// MaxFileSize is the largest file read: a map with a large image in
	// base64 (4/3 of the image's bytes).
	MaxFileSize = 384 << 20
	// MaxPoints is the most wall and portal points in one file, and
	// MaxLines the most walls and portals (an empty wall is no point but
	// costs reading all the same).
	MaxPoints = 1 << 20
	MaxLines  = 1 << 20
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

// xy is a point {"x": X, "y": Y}; a coordinate left out is nil.
type xy struct {
	X *float64 `json:"x"`
	Y *float64 `json:"y"`
}

type resolution struct {
	MapOrigin     *xy      `json:"map_origin"`
	MapSize       *xy      `json:"map_size"`
	PixelsPerGrid *float64 `json:"pixels_per_grid"`
}

type portal struct {
	Position *xy   `json:"position"`
	Bounds   []xy  `json:"bounds"`
	Closed   *bool `json:"closed"`
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
//
// The file is never decoded whole: its top-level members are found by a
// scan of the bytes, "resolution" is read first, and the walls, portals
// and lights are read one element at a time, the limits checked as each
// arrives, so that memory follows what the map holds, not the file's
// length.
func Parse(name string, data []byte) (*imported.Map, error) {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("uvtt: %s: %s", name, fmt.Sprintf(format, args...))
	}
	// a byte order mark (Windows editors write one) is no JSON: Detect
	// looks past it, and so does the decoder
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	mem, err := members(data)
	if err != nil {
		return nil, fail("%v", err)
	}
	if v, ok := mem["format"]; ok {
		var f *float64
		if err := decodeAt(data, v, &f, "format"); err != nil {
			return nil, fail("%v", err)
		}
	}
	rv, ok := mem["resolution"]
	var res *resolution
	if ok {
		if err := decodeAt(data, rv, &res, "resolution"); err != nil {
			return nil, fail("%v", err)
		}
	}
	if res == nil {
		return nil, fail(`missing "resolution" (want {"map_origin": {"x": 0, "y": 0}, "map_size": {"x": W, "y": H}, "pixels_per_grid": N})`)
	}
	ox, oy := 0.0, 0.0
	if res.MapOrigin != nil {
		var err error
		if ox, oy, err = point(*res.MapOrigin, 1e6); err != nil {
			return nil, fail("resolution.map_origin: %v", err)
		}
	}
	if res.MapSize == nil {
		return nil, fail(`resolution: missing "map_size" (want {"x": W, "y": H} in grid cells)`)
	}
	sw, sh, err := point(*res.MapSize, 1e6)
	if err != nil {
		return nil, fail("resolution.map_size: %v", err)
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
	// at's errors name no path: the caller knows it (and builds it only
	// for an error, not for each of a million points)
	at := func(p xy) (imported.Point, error) {
		x, y, err := point(p, 1e9)
		if err != nil {
			return imported.Point{}, err
		}
		x, y = x-ox, y-oy
		if x < -limit || y < -limit || x > float64(w)+limit || y > float64(h)+limit {
			return imported.Point{}, fmt.Errorf("%g, %g is far outside the %dx%d map (want cells from the map's origin %g, %g)", x+ox, y+oy, w, h, ox, oy)
		}
		return imported.Point{X: x, Y: y}, nil
	}

	set := imported.NewEdgeSet(w, h)
	points, lines, steps := 0, 0, 0
	walls := func(key string) error {
		v, ok := mem[key]
		if !ok {
			return nil
		}
		s := newStream(data, v)
		var prev imported.Corner
		return s.array(where{key: key}, "an array of walls, each an array of points [{\"x\": X, \"y\": Y}, ...]", func(i int) error {
			if lines++; lines > MaxLines {
				return fmt.Errorf("%s[%d]: more than %d walls in the file", key, i, MaxLines)
			}
			return s.array(where{key, 1, i, 0}, "an array of points [{\"x\": X, \"y\": Y}, ...]", func(j int) error {
				if points++; points > MaxPoints {
					return fmt.Errorf("%v: more than %d wall points in the file", where{key, 2, i, j}, MaxPoints)
				}
				var p xy
				if err := s.decode(&p, where{key, 2, i, j}); err != nil {
					return err
				}
				q, err := at(p)
				if err != nil {
					return fmt.Errorf("%v: %w", where{key, 2, i, j}, err)
				}
				c := imported.SnapCorner(q)
				if j > 0 {
					if steps += imported.Steps(prev, c); steps > MaxSteps {
						return fmt.Errorf("%v: the walls run along more than %d cell edges", where{key, 2, i, j}, MaxSteps)
					}
					imported.Staircase(prev, c, func(a, b imported.Corner) bool {
						set.Add(a, b, imported.Edge{Kind: imported.Wall, Material: WallMaterial})
						return true
					})
				}
				prev = c
				return nil
			})
		})
	}
	if err := walls("line_of_sight"); err != nil {
		return nil, fail("%v", err)
	}
	if err := walls("objects_line_of_sight"); err != nil {
		return nil, fail("%v", err)
	}
	if v, ok := mem["portals"]; ok {
		s := newStream(data, v)
		err := s.array(where{key: "portals"}, `an array of portals {"bounds": [{"x": X, "y": Y}, {"x": X, "y": Y}], "closed": true}`, func(i int) error {
			if lines++; lines > MaxLines {
				return fmt.Errorf("portals[%d]: more than %d walls and portals in the file", i, MaxLines)
			}
			var p portal
			path := fmt.Sprintf("portals[%d]", i)
			if err := s.decode(&p, where{"portals", 1, i, 0}); err != nil {
				return err
			}
			return addPortal(set, p, path, at, &points)
		})
		if err != nil {
			return nil, fail("%v", err)
		}
	}
	m.Edges = set.Edges()

	if v, ok := mem["lights"]; ok {
		s := newStream(data, v)
		err := s.array(where{key: "lights"}, `an array of lights {"position": {"x": X, "y": Y}, "range": R}`, func(i int) error {
			if i == MaxLights {
				m.Notes = append(m.Notes, fmt.Sprintf("only the first %d lights were kept", MaxLights))
				return errEnough
			}
			var l light
			if err := s.decode(&l, where{"lights", 1, i, 0}); err != nil {
				return err
			}
			if l.Position == nil {
				return fmt.Errorf(`%v: missing "position"`, where{"lights", 1, i, 0})
			}
			q, err := at(*l.Position)
			if err != nil {
				return fmt.Errorf("%v.position: %w", where{"lights", 1, i, 0}, err)
			}
			m.Lights = append(m.Lights, imported.Light{X: q.X, Y: q.Y, Range: l.Range, Intensity: l.Intensity, Color: l.Color})
			return nil
		})
		if err != nil && err != errEnough {
			return nil, fail("%v", err)
		}
	}
	if len(m.Lights) > 0 {
		m.Notes = append(m.Notes, fmt.Sprintf("%d lights not imported: the encounter format has no lights yet", len(m.Lights)))
	}

	var image []byte
	if v, ok := mem["image"]; ok {
		if image, err = imageBytes(data, v); err != nil {
			return nil, fail("%v", err)
		}
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
func addPortal(set *imported.EdgeSet, p portal, path string, at func(xy) (imported.Point, error), points *int) error {
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
	a, err := at(p.Bounds[0])
	if err != nil {
		return fmt.Errorf("%s.bounds[0]: %w", path, err)
	}
	b, err := at(p.Bounds[1])
	if err != nil {
		return fmt.Errorf("%s.bounds[1]: %w", path, err)
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

// point reads {"x": X, "y": Y}, both present and at most lim in size.
func point(p xy, lim float64) (x, y float64, err error) {
	if p.X == nil || p.Y == nil {
		return 0, 0, fmt.Errorf(`want {"x": X, "y": Y}, both numbers`)
	}
	x, y = *p.X, *p.Y
	if math.Abs(x) > lim || math.Abs(y) > lim {
		return 0, 0, fmt.Errorf("%g, %g is out of range (want numbers from %g to %g)", x, y, -lim, lim)
	}
	return x, y, nil
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

// lineCol is the line and column (from 1, in bytes) of offset off.
func lineCol(data []byte, off int64) string {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line := bytes.Count(before, []byte{'\n'}) + 1
	col := off - int64(bytes.LastIndexByte(before, '\n'))
	return fmt.Sprintf("%d:%d", line, col)
}
