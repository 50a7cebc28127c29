package tiled

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	gotiled "github.com/lafriks/go-tiled"
)

// This file reads a TMX map into go-tiled's types without go-tiled's own
// map loader: that loader reads an object's template again for every
// object that names it (and the template's tileset with it), and looks
// each cell's tile up across every tileset in turn. Here go-tiled decodes
// one element at a time (a tileset, an object group, an image layer),
// tile layers are decoded here, each external tileset and template is
// read once, and tiles are looked up in one table sorted by first GID.

// gidMask keeps a GID's tile number: the top four bits are Tiled's flips.
const gidMask = 0x0fffffff

// tmxMap is a map as read: go-tiled's Map without its layers' tiles,
// each tile layer's GIDs (4 bytes a cell: go-tiled's tiles took 40), and
// the table to look them up in.
type tmxMap struct {
	*gotiled.Map
	gids  map[*gotiled.Layer][]uint32
	tiles *tileTable
}

// tileTable finds the tileset of a GID: the one with the greatest first
// GID at or below it, as Tiled does. External tilesets are read when a
// tile of theirs is first used.
type tileTable struct {
	refs []tilesetRef // by first GID, in file order among equal ones
	ext  *external
}

type tilesetRef struct {
	first uint32
	ts    *gotiled.Tileset // nil until read, for an external tileset
	src   string           // an external tileset's path in the map's folder
}

// lookup is the tile of gid (flips removed): its tileset and its number
// there. ok is false when no tileset holds gid.
func (t *tileTable) lookup(gid uint32) (ts *gotiled.Tileset, id uint32, ok bool, err error) {
	bare := gid & gidMask
	// the last tileset whose first GID is at or below bare
	i, _ := slices.BinarySearchFunc(t.refs, bare+1, func(r tilesetRef, v uint32) int { return cmp.Compare(r.first, v) })
	if i == 0 {
		return nil, 0, false, nil
	}
	r := &t.refs[i-1]
	if r.ts == nil {
		if r.ts, err = t.ext.tileset(r.src); err != nil {
			return nil, 0, false, err
		}
	}
	return r.ts, bare - r.first, true, nil
}

// lowest is the first GID of the first tileset, 0 for none.
func (t *tileTable) lowest() uint32 {
	if len(t.refs) == 0 {
		return 0
	}
	return t.refs[0].first
}

// external reads the tilesets and templates a map names, each file once,
// from the map's folder and below only, all of them together at most
// MaxExternalSize bytes.
type external struct {
	fsys      fs.FS
	left      int64
	tilesets  map[string]*gotiled.Tileset
	templates map[string]*gotiled.Template
}

func newExternal(fsys fs.FS) *external {
	return &external{fsys: fsys, left: MaxExternalSize, tilesets: map[string]*gotiled.Tileset{}, templates: map[string]*gotiled.Template{}}
}

// resolve is the path in the map's folder of src, named in a file in
// folder dir (itself a path in the map's folder).
func resolve(dir, src string) (string, error) {
	if path.IsAbs(src) || strings.HasPrefix(src, `\`) || (len(src) > 1 && src[1] == ':') {
		return "", fmt.Errorf("%s is outside the map's folder (tilesets and templates are read from the map's folder and below only)", src)
	}
	p := path.Join(dir, src)
	if !fs.ValidPath(p) {
		return "", fmt.Errorf("%s is outside the map's folder (tilesets and templates are read from the map's folder and below only)", p)
	}
	return p, nil
}

// read reads the file at p, counting it against the budget.
func (x *external) read(p string) ([]byte, error) {
	if x.fsys == nil {
		return nil, fmt.Errorf("%s: no folder to read it from", p)
	}
	f, err := limitFS{x.fsys}.Open(p)
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = fmt.Errorf("%s: %w", p, pe.Err)
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", p)
	}
	if st.Size() > x.left {
		return nil, x.tooMuch(p)
	}
	data, err := io.ReadAll(io.LimitReader(f, x.left+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	if int64(len(data)) > x.left {
		return nil, x.tooMuch(p)
	}
	x.left -= int64(len(data))
	return data, nil
}

func (x *external) tooMuch(p string) error {
	return fmt.Errorf("%s: the tilesets and templates the map names come to more than %d MiB together", p, MaxExternalSize>>20)
}

// tileset reads the external tileset at p (a path in the map's folder).
func (x *external) tileset(p string) (*gotiled.Tileset, error) {
	if ts, ok := x.tilesets[p]; ok {
		return ts, nil
	}
	data, err := x.read(p)
	if err != nil {
		return nil, fmt.Errorf("tileset %w", err)
	}
	ts := &gotiled.Tileset{}
	if err := xml.NewDecoder(bytes.NewReader(data)).Decode(ts); err != nil {
		return nil, fmt.Errorf("tileset %s: %w", p, xmlProblem(err))
	}
	x.tilesets[p] = ts
	return ts, nil
}

// template reads the template at p (a path in the map's folder) and the
// tileset it names, if any.
func (x *external) template(p string) (*gotiled.Template, error) {
	if t, ok := x.templates[p]; ok {
		return t, nil
	}
	data, err := x.read(p)
	if err != nil {
		return nil, fmt.Errorf("template %w", err)
	}
	t := &gotiled.Template{}
	if err := xml.NewDecoder(bytes.NewReader(data)).Decode(t); err != nil {
		return nil, fmt.Errorf("template %s: %w", p, xmlProblem(err))
	}
	if t.Tileset != nil && t.Tileset.Source != "" {
		src, err := resolve(path.Dir(p), t.Tileset.Source)
		if err != nil {
			return nil, fmt.Errorf("template %s: tileset %w", p, err)
		}
		ts, err := x.tileset(src)
		if err != nil {
			return nil, fmt.Errorf("template %s: %w", p, err)
		}
		first := t.Tileset.FirstGID
		shared := *ts // the file's tileset with the template's first GID
		shared.FirstGID, shared.Source = first, src
		t.Tileset = &shared
	}
	x.templates[p] = t
	return t, nil
}

// xmlProblem says what encoding/xml found wrong in the user's terms.
func xmlProblem(err error) error {
	var se *xml.SyntaxError
	if errors.As(err, &se) {
		return fmt.Errorf("line %d: not well-formed XML: %s", se.Line, se.Msg)
	}
	var ue xml.UnmarshalError
	if errors.As(err, &ue) {
		return fmt.Errorf("not a Tiled file: %s", string(ue))
	}
	if errors.Is(err, io.EOF) {
		return errors.New("empty (want a Tiled XML file)")
	}
	var ne *strconv.NumError
	if errors.As(err, &ne) {
		want := map[string]string{"ParseFloat": "a number", "ParseInt": "a whole number", "ParseUint": "a whole number from 0 up", "ParseBool": "true or false"}[ne.Func]
		if want == "" {
			want = "a number"
		}
		return fmt.Errorf("an attribute holds %q, want %s", ne.Num, want)
	}
	return err
}

// load reads a TMX map that prescan passed: the map's attributes, its
// properties, tilesets, tile layers (their tiles looked up), object
// groups, image layers and groups, in go-tiled's types.
func load(data []byte, fsys fs.FS) (*tmxMap, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	var start xml.StartElement
	for {
		tok, err := d.Token()
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line(d, data), xmlProblem(err))
		}
		if s, ok := tok.(xml.StartElement); ok {
			start = s
			break
		}
	}
	m := &gotiled.Map{RenderOrder: "right-down", CompressionLevel: -1}
	for _, a := range start.Attr {
		n, _ := strconv.Atoi(a.Value)
		switch a.Name.Local {
		case "orientation":
			m.Orientation = a.Value
		case "width":
			m.Width = n
		case "height":
			m.Height = n
		case "tilewidth":
			m.TileWidth = n
		case "tileheight":
			m.TileHeight = n
		case "hexsidelength":
			m.HexSideLength = n
		case "staggeraxis":
			m.StaggerAxis = gotiled.Axis(a.Value)
		case "staggerindex":
			m.StaggerIndex = gotiled.StaggerIndexType(a.Value)
		case "infinite":
			m.Infinite = a.Value == "1"
		}
	}
	tm := &tmxMap{Map: m, gids: map[*gotiled.Layer][]uint32{}, tiles: &tileTable{ext: newExternal(fsys)}}
	top := &gotiled.Group{}
	if err := tm.children(d, data, top, true); err != nil {
		return nil, err
	}
	m.Layers, m.ObjectGroups, m.ImageLayers, m.Groups = top.Layers, top.ObjectGroups, top.ImageLayers, top.Groups
	if len(top.Properties) > 0 {
		m.Properties = &top.Properties
	}
	// the table is whole once every tileset is read: tiles are looked
	// up after (convert does)
	slices.SortStableFunc(tm.tiles.refs, func(a, b tilesetRef) int { return cmp.Compare(a.first, b.first) })
	if err := tm.templates(); err != nil {
		return nil, err
	}
	return tm, nil
}

// children reads the elements of the map (top) or of a group into g.
func (tm *tmxMap) children(d *xml.Decoder, data []byte, g *gotiled.Group, top bool) error {
	for {
		tok, err := d.Token()
		if err != nil {
			return fmt.Errorf("line %d: %w", line(d, data), xmlProblem(err))
		}
		var s xml.StartElement
		switch t := tok.(type) {
		case xml.EndElement:
			return nil
		case xml.StartElement:
			s = t
		default:
			continue
		}
		at := line(d, data)
		switch s.Name.Local {
		case "properties":
			var v struct {
				P gotiled.Properties `xml:"property"`
			}
			if err := d.DecodeElement(&v, &s); err != nil {
				return fmt.Errorf("line %d: properties: %w", at, xmlProblem(err))
			}
			g.Properties = append(g.Properties, v.P...)
		case "tileset":
			if !top {
				return fmt.Errorf("line %d: a tileset inside a group (want tilesets at the top of the map)", at)
			}
			ts := &gotiled.Tileset{}
			if err := d.DecodeElement(ts, &s); err != nil {
				return fmt.Errorf("line %d: tileset: %w", at, xmlProblem(err))
			}
			if ts.FirstGID < 1 || ts.FirstGID > gidMask {
				return fmt.Errorf("line %d: tileset %q: firstgid %q: want a whole number from 1 to %d", at, ts.Name, attr(s, "firstgid"), gidMask)
			}
			r := tilesetRef{first: ts.FirstGID, ts: ts}
			if ts.Source != "" {
				p, err := resolve(".", ts.Source)
				if err != nil {
					return fmt.Errorf("line %d: tileset %w", at, err)
				}
				r.ts, r.src = nil, p
			}
			tm.tiles.refs = append(tm.tiles.refs, r)
		case "layer":
			l, gids, err := tm.layer(d, data, s)
			if err != nil {
				return err
			}
			g.Layers = append(g.Layers, l)
			tm.gids[l] = gids
		case "objectgroup":
			og := &gotiled.ObjectGroup{}
			if err := d.DecodeElement(og, &s); err != nil {
				return fmt.Errorf("line %d: object group %q: %w", at, attr(s, "name"), xmlProblem(err))
			}
			g.ObjectGroups = append(g.ObjectGroups, og)
		case "imagelayer":
			il := &gotiled.ImageLayer{}
			if err := d.DecodeElement(il, &s); err != nil {
				return fmt.Errorf("line %d: image layer %q: %w", at, attr(s, "name"), xmlProblem(err))
			}
			g.ImageLayers = append(g.ImageLayers, il)
		case "group":
			sub := &gotiled.Group{Name: attr(s, "name"), Visible: true, Opacity: 1}
			if err := tm.children(d, data, sub, false); err != nil {
				return err
			}
			g.Groups = append(g.Groups, sub)
		default:
			if err := d.Skip(); err != nil {
				return fmt.Errorf("line %d: %w", line(d, data), xmlProblem(err))
			}
		}
	}
}

// layer reads a tile layer's name and GIDs (flips included), which must
// be one for each of the map's cells.
func (tm *tmxMap) layer(d *xml.Decoder, data []byte, s xml.StartElement) (*gotiled.Layer, []uint32, error) {
	at := line(d, data)
	l := &gotiled.Layer{Name: attr(s, "name"), Visible: true, Opacity: 1}
	if id, err := strconv.ParseUint(attr(s, "id"), 10, 32); err == nil {
		l.ID = uint32(id)
	}
	where := fmt.Sprintf("line %d: layer %q", at, l.Name)
	n := tm.Width * tm.Height
	var gids []uint32
	for {
		tok, err := d.Token()
		if err != nil {
			return nil, nil, fmt.Errorf("line %d: %w", line(d, data), xmlProblem(err))
		}
		if _, ok := tok.(xml.EndElement); ok {
			break
		}
		t, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if t.Name.Local != "data" || gids != nil {
			if err := d.Skip(); err != nil {
				return nil, nil, fmt.Errorf("line %d: %w", line(d, data), xmlProblem(err))
			}
			continue
		}
		if gids, err = layerData(d, t, n, tm.Width); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", where, err)
		}
	}
	if gids == nil {
		return nil, nil, fmt.Errorf("%s: no <data> (want the layer's tiles, one for each of the %dx%d cells)", where, tm.Width, tm.Height)
	}
	return l, gids, nil
}

// layerData reads a layer's <data>: n GIDs as CSV, base64 (raw, zlib or
// gzip) or <tile gid="N"/> elements. w is the map's width, for naming a
// cell.
func layerData(d *xml.Decoder, s xml.StartElement, n, w int) ([]uint32, error) {
	enc, comp := attr(s, "encoding"), attr(s, "compression")
	gids := make([]uint32, 0, n)
	cell := func(i int) string { return fmt.Sprintf("cell %d,%d", i%w, i/w) }
	var text []byte
	for {
		tok, err := d.Token()
		if err != nil {
			return nil, xmlProblem(err)
		}
		switch t := tok.(type) {
		case xml.CharData:
			if enc != "" {
				text = append(text, t...)
			}
		case xml.StartElement:
			if enc != "" || t.Name.Local != "tile" {
				if err := d.Skip(); err != nil {
					return nil, xmlProblem(err)
				}
				continue
			}
			if len(gids) == n {
				return nil, fmt.Errorf("more than %d <tile> elements (one for each cell)", n)
			}
			var g uint64
			if v := attr(t, "gid"); v != "" {
				if g, err = strconv.ParseUint(v, 10, 32); err != nil {
					return nil, fmt.Errorf("%s: <tile gid=%q>: want a tile number (0 for none)", cell(len(gids)), v)
				}
			}
			gids = append(gids, uint32(g))
			if err := d.Skip(); err != nil {
				return nil, xmlProblem(err)
			}
		case xml.EndElement:
			switch enc {
			case "":
			case "csv":
				if gids, err = csvGIDs(text, gids, n, cell); err != nil {
					return nil, err
				}
			case "base64":
				if gids, err = base64GIDs(text, comp, gids, n); err != nil {
					return nil, err
				}
			default:
				return nil, fmt.Errorf("data encoding %q (want csv, base64 or none)", enc)
			}
			if len(gids) != n {
				return nil, fmt.Errorf("%d tiles, want %d (one for each cell of the %dx%d map)", len(gids), n, w, n/w)
			}
			return gids, nil
		}
	}
}

// csvGIDs reads tile numbers separated by commas (Tiled ends each row
// but the last with one) or white space, without a copy of each.
func csvGIDs(text []byte, gids []uint32, n int, cell func(int) string) ([]uint32, error) {
	sep := func(c byte) bool { return c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r' }
	count := 0
	for i := 0; i < len(text); {
		if sep(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && !sep(text[j]) {
			j++
		}
		if count++; count > n {
			return nil, fmt.Errorf("more than %d tiles, want %d (one for each cell)", n, n)
		}
		var g uint64
		ok := j-i <= 10
		for _, c := range text[i:j] {
			ok = ok && c >= '0' && c <= '9'
			g = g*10 + uint64(c-'0')
		}
		if !ok || g > 0xffffffff {
			return nil, fmt.Errorf("%s: %q: want a tile number (0 for none)", cell(count-1), text[i:j])
		}
		gids = append(gids, uint32(g))
		i = j
	}
	if count != n {
		return nil, fmt.Errorf("%d tiles, want %d (one for each cell)", count, n)
	}
	return gids, nil
}

// base64GIDs reads little-endian 32-bit tile numbers, compressed or not;
// at most n are unpacked.
func base64GIDs(text []byte, comp string, gids []uint32, n int) ([]uint32, error) {
	var r io.Reader = base64.NewDecoder(base64.StdEncoding, bytes.NewReader(bytes.TrimSpace(text)))
	var err error
	switch comp {
	case "":
	case "zlib":
		r, err = zlib.NewReader(r)
	case "gzip":
		r, err = gzip.NewReader(r)
	default:
		return nil, fmt.Errorf("compression %q (want zlib, gzip or none; zstd is not read)", comp)
	}
	if err != nil {
		return nil, fmt.Errorf("%s data: %w", comp, err)
	}
	raw, err := io.ReadAll(io.LimitReader(r, int64(4*n)+1))
	if err != nil {
		return nil, fmt.Errorf("base64 data: %w", err)
	}
	if len(raw) != 4*n {
		return nil, fmt.Errorf("base64 data holds %d bytes, want %d (4 for each of %d cells)", len(raw), 4*n, n)
	}
	for i := 0; i < len(raw); i += 4 {
		gids = append(gids, uint32(raw[i])|uint32(raw[i+1])<<8|uint32(raw[i+2])<<16|uint32(raw[i+3])<<24)
	}
	return gids, nil
}

// tilesetsSay says which tile numbers there are.
func (tm *tmxMap) tilesetsSay() string {
	if low := tm.tiles.lowest(); low > 0 {
		return fmt.Sprintf("the first tileset starts at %d; 0 is no tile", low)
	}
	return "the map has no tilesets; 0 is no tile"
}

// tile is the tileset tile of a GID, for a tile object.
func (tm *tmxMap) tile(gid uint32) (*gotiled.Tileset, uint32, error) {
	ts, id, ok, err := tm.tiles.lookup(gid)
	if err != nil {
		return nil, 0, err
	}
	if !ok {
		return nil, 0, fmt.Errorf("tile %d is in no tileset (%s)", gid&gidMask, tm.tilesetsSay())
	}
	return ts, id, nil
}

// templates reads the template of every object that names one, each
// template file once, and sets it on the object.
func (tm *tmxMap) templates() error {
	for _, g := range allObjectGroups(tm.Map) {
		for _, o := range g.Objects {
			if o == nil || o.TemplateSource == "" {
				continue
			}
			p, err := resolve(".", o.TemplateSource)
			if err == nil {
				o.Template, err = tm.tiles.ext.template(p)
			}
			if err != nil {
				return fmt.Errorf("object group %q, object %d (%q): %w", g.Name, o.ID, o.Name, err)
			}
			o.TemplateLoaded = true
		}
	}
	return nil
}
