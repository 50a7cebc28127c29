package tiled

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io/fs"
	"math"
	"slices"
	"strconv"
	"strings"

	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"

	gotiled "github.com/lafriks/go-tiled"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/maps/imported"
)

// Limits on what a file may hold, checked before go-tiled reads it.
const (
	MaxFileSize = 64 << 20 // a .tmx file, and each tileset or template it names
	// MaxLayerCells is the most cells of all tile layers together
	// (layers x width x height): what go-tiled allocates.
	MaxLayerCells = 16 << 20
	MaxObjects    = 100000
	// MaxTilesets is the most tilesets a map may name (a real map has a
	// handful); MaxTemplates the most distinct templates its objects may
	// name.
	MaxTilesets  = 10000
	MaxTemplates = 10000
	// MaxExternalSize is the most bytes of tilesets and templates read
	// for one map, all together: each file is read once however often it
	// is named.
	MaxExternalSize = 64 << 20
	// MaxPoints is the most points of all the objects' lines and
	// polygons, MaxSteps the most cell edges their walls may run along
	// (before duplicates are removed), MaxObjectCells the most cells all
	// objects may cover together (a cell covered twice counts twice):
	// they bound the work, not only the memory.
	MaxPoints      = 1 << 20
	MaxSteps       = 1 << 24
	MaxObjectCells = 1 << 24
)

// Detect reports whether data looks like a Tiled TMX map: XML whose first
// element is <map>.
func Detect(data []byte) bool {
	name, _ := rootElement(data)
	return name == "map"
}

// DetectJSON reports whether data looks like a Tiled JSON map (.tmj).
func DetectJSON(data []byte) bool {
	t := bytes.TrimLeft(data, " \t\r\n\ufeff")
	return len(t) > 0 && t[0] == '{' && bytes.Contains(data, []byte(`"tiledversion"`)) && bytes.Contains(data, []byte(`"layers"`))
}

// ErrJSON is the error for a Tiled JSON map.
const ErrJSON errorText = "a Tiled JSON map (.tmj/.json) is not read: go-tiled reads only TMX; in Tiled, File > Export As... and choose \"Tiled map files (*.tmx)\""

// errorText is an error that is a constant (no package-level variables).
type errorText string

func (e errorText) Error() string { return string(e) }

// rootElement is the name of data's first XML element.
func rootElement(data []byte) (string, xml.StartElement) {
	d := xml.NewDecoder(bytes.NewReader(data))
	for range 64 {
		tok, err := d.Token()
		if err != nil {
			return "", xml.StartElement{}
		}
		if s, ok := tok.(xml.StartElement); ok {
			return s.Name.Local, s
		}
	}
	return "", xml.StartElement{}
}

// Parse reads a TMX map's bytes. fsys is the map's folder: external
// tilesets and templates are read from it, never from outside it. name is
// how errors call the file.
func Parse(name string, data []byte, fsys fs.FS) (m *imported.Map, err error) {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("tiled: %s: %s", name, fmt.Sprintf(format, args...))
	}
	if DetectJSON(data) {
		return nil, fail("%v", ErrJSON)
	}
	if len(data) > MaxFileSize {
		return nil, fail("larger than %d MiB, the most a TMX file may be", MaxFileSize>>20)
	}
	if err := prescan(data); err != nil {
		return nil, fail("%v", err)
	}
	defer func() {
		// go-tiled is not ours: should it panic on a file the scan let
		// through, the import fails with an error, not the program
		if r := recover(); r != nil {
			m, err = nil, fail("go-tiled failed reading it: %v", r)
		}
	}()
	tm, err := load(data, fsys)
	if err != nil {
		return nil, fail("%v", err)
	}
	m, err = convert(tm, fail)
	if err != nil {
		return nil, err
	}
	if err := background(m, tm.Map, fsys); err != nil {
		// the rules' map is good without its picture
		m.Notes = append(m.Notes, fmt.Sprintf("%v: the background is left out", err))
	}
	return m, nil
}

// convert turns go-tiled's map into ours.
func convert(tm *tmxMap, fail func(string, ...any) error) (*imported.Map, error) {
	m := &imported.Map{Source: "Tiled", Width: tm.Width, Height: tm.Height}
	if p := tm.Properties; p != nil {
		m.Name = p.GetString("name")
	}
	// dx, dy move a source cell to ours: an even-stagger hex map gains a
	// filler row or column first so that its staggered rows or columns
	// are our odd ones
	dx, dy := 0, 0
	switch tm.Orientation {
	case "orthogonal":
		m.Shape = imported.Square
	case "hexagonal":
		m.Shape = imported.Hex
		m.Orientation = grid.Pointy
		if tm.StaggerAxis == gotiled.AxisX {
			m.Orientation = grid.Flat
		}
		if tm.StaggerIndex == gotiled.StaggerIndexEven {
			if m.Orientation == grid.Flat {
				dx, m.Width = 1, m.Width+1
			} else {
				dy, m.Height = 1, m.Height+1
			}
			if m.Width > maps.MaxGridSide || m.Height > maps.MaxGridSide {
				return nil, fail("a %dx%d even-stagger hex map needs a filler row or column, more than %d", tm.Width, tm.Height, maps.MaxGridSide)
			}
		}
	default:
		return nil, fail("map orientation %q (want orthogonal, for a square map, or hexagonal)", tm.Orientation)
	}
	m.Cells = make([]imported.Cell, m.Width*m.Height)
	if dx+dy > 0 {
		for y := range m.Height {
			for x := range m.Width {
				if x < dx || y < dy {
					m.Cell(x, y).Filler = true
				}
			}
		}
		m.Notes = append(m.Notes, fmt.Sprintf("even stagger: a filler %s of impassable hexes added at the %s so that the staggered ones are odd",
			map[bool]string{true: "column", false: "row"}[dx == 1], map[bool]string{true: "left", false: "top"}[dx == 1]))
	}

	props := tileProps{}
	for li, l := range allLayers(tm.Map) {
		for i, g := range tm.gids[l] {
			if g == 0 {
				continue
			}
			ts, id, err := tm.tile(g)
			if err != nil {
				return nil, fail("layer %q, cell %d,%d: %v", l.Name, i%tm.Width, i/tm.Width, err)
			}
			pp := props.of(ts, id)
			if len(pp) == 0 {
				continue
			}
			x, y := i%tm.Width+dx, i/tm.Width+dy
			where := fmt.Sprintf("layer %q (%d), cell %d,%d: tileset %q tile %d", l.Name, li, x-dx, y-dy, ts.Name, id)
			if err := apply(m.Cell(x, y), pp, where); err != nil {
				return nil, fail("%v", err)
			}
		}
	}

	objects, hexObjects, rotated, firstHex := 0, 0, 0, ""
	var work budget
	var set *imported.EdgeSet
	if m.Shape == imported.Square {
		set = imported.NewEdgeSet(m.Width, m.Height)
	}
	for _, g := range allObjectGroups(tm.Map) {
		for _, o := range g.Objects {
			if o == nil {
				continue
			}
			if objects++; objects > MaxObjects {
				return nil, fail("more than %d objects", MaxObjects)
			}
			where := fmt.Sprintf("object group %q, object %d (%q)", g.Name, o.ID, o.Name)
			o, pp, err := effective(tm, o, props)
			if err != nil {
				return nil, fail("%s: %v", where, err)
			}
			if len(pp) == 0 {
				continue
			}
			if m.Shape == imported.Hex {
				if hexObjects++; hexObjects == 1 {
					firstHex = where
				}
				continue
			}
			if o.Rotation != 0 {
				rotated++
			}
			if err := object(m, set, o, pp, float64(tm.TileWidth), float64(tm.TileHeight), where, &work); err != nil {
				return nil, fail("%v", err)
			}
		}
	}
	// one note for each kind, not one for each of thousands of objects
	if hexObjects > 0 {
		m.Notes = append(m.Notes, fmt.Sprintf("%d objects with properties not imported (the first: %s): objects on hex maps are not imported (put the properties on tiles)", hexObjects, firstHex))
	}
	if rotated > 0 {
		m.Notes = append(m.Notes, fmt.Sprintf("%d rotated objects: their rotation is not applied (each covers the cells of its unrotated box)", rotated))
	}
	if set != nil {
		m.Edges = set.Edges()
	}
	for i := range m.Cells {
		if m.Cells[i].Wall == "" {
			m.Cells[i].WallHeight = 0 // a higher layer's "wall": "none" took the wall away
		}
	}
	return m, nil
}

// effective is an object as Tiled shows it: what its template gives
// (shape, size, tile, rotation, properties) where the object itself does
// not say, and its properties under the tile's properties (a tile object
// has its tile's properties, as Tiled shows them, under its own; a
// template's properties come between).
func effective(tm *tmxMap, o *gotiled.Object, props tileProps) (*gotiled.Object, gotiled.Properties, error) {
	e := *o
	var pp gotiled.Properties
	var tileset *gotiled.Tileset
	var id uint32
	if t := o.Template; t != nil && t.Object != nil {
		to := t.Object
		if len(e.Polygons) == 0 && len(e.PolyLines) == 0 {
			e.Polygons, e.PolyLines = to.Polygons, to.PolyLines
		}
		if e.Width == 0 && e.Height == 0 {
			e.Width, e.Height = to.Width, to.Height
		}
		if e.Rotation == 0 {
			e.Rotation = to.Rotation
		}
		if e.GID == 0 && to.GID != 0 {
			// the template's tile is in the template's own tileset
			ts := t.Tileset
			bare := to.GID & gidMask
			if ts == nil || bare < ts.FirstGID {
				return nil, nil, fmt.Errorf("template %s: tile %d is in no tileset of the template", o.TemplateSource, bare)
			}
			e.GID, tileset, id = to.GID, ts, bare-ts.FirstGID
		}
		e.Properties = append(slices.Clone(to.Properties), o.Properties...)
	}
	if e.GID > 0 && tileset == nil {
		var err error
		if tileset, id, err = tm.tile(e.GID); err != nil {
			return nil, nil, err
		}
	}
	if tileset != nil {
		pp = slices.Clone(props.of(tileset, id))
	}
	return &e, append(pp, e.Properties...), nil
}

// budget is what the objects together have cost: a small file can name
// an object covering the whole map, or a long line, many times over (a
// template most easily).
type budget struct{ points, steps, cells int }

// allImageLayers is every image layer, including those in groups.
func allImageLayers(tm *gotiled.Map) []*gotiled.ImageLayer {
	return withGroups(tm.ImageLayers, tm.Groups, func(g *gotiled.Group) []*gotiled.ImageLayer { return g.ImageLayers })
}

// allLayers is every tile layer, including those in groups, bottom first.
func allLayers(tm *gotiled.Map) []*gotiled.Layer {
	return withGroups(tm.Layers, tm.Groups, func(g *gotiled.Group) []*gotiled.Layer { return g.Layers })
}

// allObjectGroups is every object group, including those in groups.
func allObjectGroups(tm *gotiled.Map) []*gotiled.ObjectGroup {
	return withGroups(tm.ObjectGroups, tm.Groups, func(g *gotiled.Group) []*gotiled.ObjectGroup { return g.ObjectGroups })
}

// withGroups is top followed by what of gives of every group, depth first.
func withGroups[T any](top []T, groups []*gotiled.Group, of func(*gotiled.Group) []T) []T {
	out := slices.Clone(top)
	var walk func(gs []*gotiled.Group)
	walk = func(gs []*gotiled.Group) {
		for _, g := range gs {
			out = append(out, of(g)...)
			walk(g.Groups)
		}
	}
	walk(groups)
	return out
}

// tileProps finds a tileset tile's properties once per tileset.
type tileProps map[*gotiled.Tileset]map[uint32]gotiled.Properties

func (tp tileProps) of(ts *gotiled.Tileset, id uint32) gotiled.Properties {
	byID, ok := tp[ts]
	if !ok {
		byID = map[uint32]gotiled.Properties{}
		for _, t := range ts.Tiles {
			if t != nil && len(t.Properties) > 0 {
				byID[t.ID] = t.Properties
			}
		}
		tp[ts] = byID
	}
	return byID[id]
}

func materials() []string { return []string{"glass", "wood", "stone", "metal", "unbreakable"} }

// apply sets what the properties say on a cell; other properties are
// the map maker's own and are left alone.
func apply(c *imported.Cell, pp gotiled.Properties, where string) error {
	for _, p := range pp {
		if p == nil {
			continue
		}
		bad := func(want string) error {
			return fmt.Errorf("%s: property %q = %q: want %s", where, p.Name, p.Value, want)
		}
		whole := func(lo, hi int) (int, error) {
			n, err := strconv.Atoi(strings.TrimSpace(p.Value))
			if err != nil || n < lo || n > hi {
				return 0, bad(fmt.Sprintf("a whole number from %d to %d", lo, hi))
			}
			return n, nil
		}
		var err error
		switch p.Name {
		case "elevation":
			c.Elevation, err = whole(-dsfile.MaxHeight, dsfile.MaxHeight)
		case "damaging":
			c.Damaging, err = whole(0, jsonfile.MaxStat)
		case "liquid":
			c.Liquid, err = whole(0, dsfile.MaxHeight)
		case "wallHeight":
			c.WallHeight, err = whole(1, dsfile.MaxHeight)
		case "difficult", "impassable":
			v, perr := strconv.ParseBool(p.Value)
			if perr != nil {
				err = bad("true or false")
			} else if p.Name == "difficult" {
				c.Difficult = v
			} else {
				c.Impassable = v
			}
		case "wall":
			switch {
			case p.Value == "" || p.Value == "none":
				c.Wall = ""
			case slices.Contains(materials(), p.Value):
				c.Wall = p.Value
			default:
				err = bad("a material: " + strings.Join(materials(), ", ") + ` (or "none")`)
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// object applies an object's properties on a square map: a polyline or
// polygon with "wall" is a thin wall along the cell edges nearest it
// (snapped as a Universal VTT wall); any other object gives its
// properties to the cells whose centres it covers (a point object to the
// cell it is in). Rotation is not applied.
func object(m *imported.Map, set *imported.EdgeSet, o *gotiled.Object, pp gotiled.Properties, tw, th float64, where string, work *budget) error {
	for _, v := range []float64{o.X, o.Y, o.Width, o.Height} {
		if math.IsNaN(v) || math.Abs(v) > 1e9 {
			return fmt.Errorf("%s: position or size %g out of range", where, v)
		}
	}
	var line []*gotiled.Point
	closed := false
	if len(o.PolyLines) > 0 && o.PolyLines[0].Points != nil {
		line = *o.PolyLines[0].Points
	} else if len(o.Polygons) > 0 && o.Polygons[0].Points != nil {
		line, closed = *o.Polygons[0].Points, true
	}
	if line != nil {
		var c imported.Cell
		if err := apply(&c, pp, where); err != nil {
			return err
		}
		if c.Wall == "" {
			return fmt.Errorf("%s: a line or polygon makes a thin wall: give it a \"wall\" property (a material)", where)
		}
		e := imported.Edge{Kind: imported.Wall, Material: c.Wall, Height: c.WallHeight} // no wallHeight: all the way up
		if len(line) > 100000 {
			return fmt.Errorf("%s: %d points, more than 100000", where, len(line))
		}
		if work.points += len(line); work.points > MaxPoints {
			return fmt.Errorf("%s: the objects' lines and polygons have more than %d points in all", where, MaxPoints)
		}
		corner := func(p *gotiled.Point) (imported.Corner, error) {
			x, y := (o.X+p.X)/tw, (o.Y+p.Y)/th
			if math.IsNaN(x) || math.IsNaN(y) || x < -64 || y < -64 || x > float64(m.Width+64) || y > float64(m.Height+64) {
				return imported.Corner{}, fmt.Errorf("%s: point %g,%g is far outside the map", where, o.X+p.X, o.Y+p.Y)
			}
			return imported.SnapCorner(imported.Point{X: x, Y: y}), nil
		}
		pts := line
		if closed && len(line) > 0 {
			pts = append(slices.Clone(line), line[0])
		}
		var prev imported.Corner
		for i, p := range pts {
			if p == nil {
				continue
			}
			c, err := corner(p)
			if err != nil {
				return err
			}
			if i > 0 {
				if work.steps += imported.Steps(prev, c); work.steps > MaxSteps {
					return fmt.Errorf("%s: the objects' walls run along more than %d cell edges in all", where, MaxSteps)
				}
				imported.Staircase(prev, c, func(a, b imported.Corner) bool { set.Add(a, b, e); return true })
			}
			prev = c
		}
		return nil
	}
	x0, y0, w, h := o.X, o.Y, o.Width, o.Height
	if o.GID > 0 {
		y0 -= h // a tile object's position is its bottom-left corner
	}
	var cells []grid.Cell
	if w <= 0 || h <= 0 {
		cells = append(cells, grid.Cell{X: int(math.Floor(x0 / tw)), Y: int(math.Floor(y0 / th))})
	} else {
		// the cells whose centres lie inside
		cx0, cy0 := int(math.Ceil(x0/tw-0.5)), int(math.Ceil(y0/th-0.5))
		cx1, cy1 := int(math.Floor((x0+w)/tw-0.5)), int(math.Floor((y0+h)/th-0.5))
		cx0, cy0, cx1, cy1 = max(cx0, 0), max(cy0, 0), min(cx1, m.Width-1), min(cy1, m.Height-1)
		if cx1 >= cx0 && cy1 >= cy0 {
			if work.cells += (cx1 - cx0 + 1) * (cy1 - cy0 + 1); work.cells > MaxObjectCells {
				return fmt.Errorf("%s: the objects cover more than %d cells in all (one object over the whole map covers every cell)", where, MaxObjectCells)
			}
		}
		for y := cy0; y <= cy1; y++ {
			for x := cx0; x <= cx1; x++ {
				cells = append(cells, grid.Cell{X: x, Y: y})
			}
		}
	}
	for _, q := range cells {
		if !m.In(q.X, q.Y) {
			continue
		}
		if err := apply(m.Cell(q.X, q.Y), pp, where); err != nil {
			return err
		}
	}
	return nil
}
