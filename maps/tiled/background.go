// The picture under an imported map: the image layers.

package tiled

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/maps/imported"
	gotiled "github.com/lafriks/go-tiled"
)

// background makes the map's first image layer with a picture its
// background: the file it names is read from the map's folder (or below)
// with its size and its header checked before anything decodes it. The
// picture sits as Tiled draws it: one tile is one cell (on a hex map the
// distance across a hex's flats), the layer's offset is where the
// picture's top-left corner lies from the map's, and an even-stagger hex
// map's filler row or column moves the map's corner by one row or column.
// A picture that cannot be placed so, or read, is left out: the error
// says why (Parse makes it a note).
func background(m *imported.Map, tm *gotiled.Map, fsys fs.FS) error {
	var layers []*gotiled.ImageLayer
	for _, l := range allImageLayers(tm) {
		if l != nil && l.Image != nil && l.Image.Source != "" {
			layers = append(layers, l)
		}
	}
	if len(layers) == 0 {
		return nil
	}
	if len(layers) > 1 {
		m.Notes = append(m.Notes, fmt.Sprintf("%d image layers: only the first, %q, is the background", len(layers), layers[0].Name))
	}
	l := layers[0]
	tw, th, side := float64(tm.TileWidth), float64(tm.TileHeight), float64(tm.HexSideLength)
	cell, ox, oy := tw, l.OffsetX, l.OffsetY
	for _, v := range []float64{ox, oy} {
		if math.IsNaN(v) || math.Abs(v) > 1e7 {
			return fmt.Errorf("image layer %q: offset %g out of range", l.Name, v)
		}
	}
	switch {
	case m.Shape == imported.Square && tw != th:
		m.Notes = append(m.Notes, fmt.Sprintf("image layer %q not imported: the tiles are %gx%g pixels, not square", l.Name, tw, th))
		return nil
	case m.Shape == imported.Hex:
		// a regular hex is 2/√3 as long corner to corner as across its
		// flats, and its sides are half that: what the window draws
		flats, corners := tw, th
		if m.Orientation == grid.Flat {
			flats, corners = th, tw
		}
		if math.Abs(corners*math.Sqrt(3)/2-flats) > 0.03*flats || math.Abs(side-corners/2) > 0.03*corners {
			m.Notes = append(m.Notes, fmt.Sprintf("image layer %q not imported: the hexes are %gx%g pixels with sides of %g, not regular hexes (add \"background\" by hand, docs/format.md)", l.Name, tw, th, side))
			return nil
		}
		cell = flats
		// the filler row or column of an even-stagger map comes before
		// Tiled's first: Tiled's corner is one row (or column) in
		stride := (corners + side) / 2
		switch {
		case m.Filler(0, 0) && m.Orientation == grid.Flat:
			ox += stride
		case m.Filler(0, 0):
			oy += stride
		}
	}
	src := l.Image.Source
	if !fs.ValidPath(src) {
		return fmt.Errorf("image layer %q: %s is outside the map's folder (its picture is read from the map's folder and below only)", l.Name, src)
	}
	data, err := readImage(fsys, src)
	if err != nil {
		return fmt.Errorf("image layer %q: %s: %w", l.Name, src, err)
	}
	cfg, format, err := maps.ImageHeader(data)
	if err != nil {
		return fmt.Errorf("image layer %q: %s: %w", l.Name, src, err)
	}
	if !(cell > 0 && cell <= maps.MaxCellPixels) {
		return fmt.Errorf("image layer %q: tiles of %g pixels (want at most %d)", l.Name, cell, maps.MaxCellPixels)
	}
	m.Background = &imported.Background{Data: data, Format: format, Width: cfg.Width, Height: cfg.Height, CellPixels: cell, OffsetX: ox, OffsetY: oy}
	return nil
}

// readImage reads a picture of at most maps.MaxImageFileSize bytes,
// refusing a larger one from its size before reading it.
func readImage(fsys fs.FS, name string) ([]byte, error) {
	if fsys == nil {
		return nil, errors.New("no folder to read it from")
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > maps.MaxImageFileSize {
		return nil, fmt.Errorf("%d MiB, larger than %d MiB", st.Size()>>20, maps.MaxImageFileSize>>20)
	}
	data, err := io.ReadAll(io.LimitReader(f, maps.MaxImageFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maps.MaxImageFileSize {
		return nil, fmt.Errorf("larger than %d MiB", maps.MaxImageFileSize>>20)
	}
	return data, nil
}
