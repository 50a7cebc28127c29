// The checks made before go-tiled expands anything: the map's elements
// counted from the XML, and files read through a size-limited file system.

package tiled

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"

	"github.com/battlemap/battlemap/maps"
)

// prescan checks what go-tiled would trust: the map's dimensions, that it
// is finite, how many layer cells there are, and that no compressed layer
// holds more than its cells.
func prescan(data []byte) error {
	d := xml.NewDecoder(bytes.NewReader(data))
	w, h, layers, tilesets, objects := 0, 0, 0, 0, 0
	templates := map[string]bool{}
	seenMap := false
	var enc, comp string
	var inData bool
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("line %d: not well-formed XML: %w", line(d, data), err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "map":
				if seenMap {
					continue // a template's or tileset's own map is not one
				}
				seenMap = true
				if attr(t, "infinite") == "1" {
					return fmt.Errorf("line %d: an infinite map (want a fixed-size map: in Tiled, Map > Map Properties, untick Infinite)", line(d, data))
				}
				var err error
				if w, err = side(t, "width", d, data); err != nil {
					return err
				}
				if h, err = side(t, "height", d, data); err != nil {
					return err
				}
				for _, k := range []string{"tilewidth", "tileheight"} {
					n, err := strconv.Atoi(attr(t, k))
					if err != nil || n < 1 || n > 100000 {
						return fmt.Errorf("line %d: map %s %q: want a whole number of pixels from 1 to 100000", line(d, data), k, attr(t, k))
					}
				}
			case "layer":
				layers++
				if int64(layers)*int64(w)*int64(h) > MaxLayerCells {
					return fmt.Errorf("line %d: %d tile layers of %dx%d cells: more than %d cells in all", line(d, data), layers, w, h, MaxLayerCells)
				}
			case "tileset":
				if tilesets++; tilesets > MaxTilesets {
					return fmt.Errorf("line %d: more than %d tilesets", line(d, data), MaxTilesets)
				}
			case "object":
				if objects++; objects > MaxObjects {
					return fmt.Errorf("line %d: more than %d objects", line(d, data), MaxObjects)
				}
				if tx := attr(t, "template"); tx != "" && !templates[tx] {
					if templates[tx] = true; len(templates) > MaxTemplates {
						return fmt.Errorf("line %d: objects name more than %d templates", line(d, data), MaxTemplates)
					}
				}
			case "data":
				inData, enc, comp = true, attr(t, "encoding"), attr(t, "compression")
			case "chunk":
				return fmt.Errorf("line %d: a layer in chunks (an infinite map's; want a fixed-size map)", line(d, data))
			}
		case xml.CharData:
			if inData && enc == "base64" && comp != "" {
				if err := checkCompressed(t, comp, w*h*4); err != nil {
					return fmt.Errorf("line %d: layer data: %w", line(d, data), err)
				}
			}
		case xml.EndElement:
			if t.Name.Local == "data" {
				inData = false
			}
		}
	}
	if !seenMap {
		return errors.New("no <map> element (want a Tiled map saved as .tmx)")
	}
	return nil
}

// checkCompressed decompresses a layer's data far enough to know it holds
// no more than want bytes: a small file cannot unpack to gigabytes.
func checkCompressed(b64 []byte, comp string, want int) error {
	enc := base64.NewDecoder(base64.StdEncoding, bytes.NewReader(bytes.TrimSpace(b64)))
	var r io.Reader
	var err error
	switch comp {
	case "zlib":
		r, err = zlib.NewReader(enc)
	case "gzip":
		r, err = gzip.NewReader(enc)
	default:
		return fmt.Errorf("compression %q (want zlib, gzip or none; zstd is not read)", comp)
	}
	if err != nil {
		return fmt.Errorf("%s data: %w", comp, err)
	}
	n, err := io.Copy(io.Discard, io.LimitReader(r, int64(want)+1))
	if err != nil {
		return fmt.Errorf("%s data: %w", comp, err)
	}
	if n != int64(want) {
		return fmt.Errorf("%s data unpacks to %s bytes, want %d (4 per cell)", comp, map[bool]string{true: "more than " + strconv.Itoa(want), false: strconv.FormatInt(n, 10)}[n > int64(want)], want)
	}
	return nil
}

func side(t xml.StartElement, k string, d *xml.Decoder, data []byte) (int, error) {
	n, err := strconv.Atoi(attr(t, k))
	if err != nil || n < 1 || n > maps.MaxGridSide {
		return 0, fmt.Errorf("line %d: map %s %q: want a whole number of cells from 1 to %d", line(d, data), k, attr(t, k), maps.MaxGridSide)
	}
	return n, nil
}

func attr(t xml.StartElement, k string) string {
	for _, a := range t.Attr {
		if a.Name.Local == k {
			return a.Value
		}
	}
	return ""
}

// line is the line the decoder has read to.
func line(d *xml.Decoder, data []byte) int {
	off := min(max(d.InputOffset(), 0), int64(len(data)))
	return bytes.Count(data[:off], []byte{'\n'}) + 1
}

// limitFS opens files of at most MaxFileSize bytes.
type limitFS struct{ fs.FS }

func (l limitFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, fmt.Errorf("%s is outside the map's folder (tilesets and templates are read from the map's folder and below only)", name)
	}
	f, err := l.FS.Open(name)
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err == nil && st.Size() > MaxFileSize {
		f.Close()
		return nil, fmt.Errorf("%s: larger than %d MiB", name, MaxFileSize>>20)
	}
	return &limitFile{File: f, left: MaxFileSize}, nil
}

type limitFile struct {
	fs.File
	left int64
}

func (f *limitFile) Read(p []byte) (int, error) {
	if f.left <= 0 {
		return 0, fmt.Errorf("larger than %d MiB", MaxFileSize>>20)
	}
	if int64(len(p)) > f.left {
		p = p[:f.left]
	}
	n, err := f.File.Read(p)
	f.left -= int64(n)
	return n, err
}
