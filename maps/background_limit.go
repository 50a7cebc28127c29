package maps

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"path/filepath"
)

// MinImagePixels is how many pixels a background may always decode to,
// whatever the map shows of it (a 2048 x 2048 picture: 16 MiB decoded).
const MinImagePixels = 4 << 20

// shownFactor is how many times the map's own extent a picture may cover:
// room for a painted map with margins around the grid.
const shownFactor = 4

// PixelLimit is the most pixels a background bg may decode to under a map
// of cols x rows squares (or hexes): shownFactor times the map's extent in
// the picture's pixels at bg.CellPixels, at least MinImagePixels and at
// most MaxImagePixels. A picture larger than that shows no more of itself
// on the map; decoding it would only spend memory (a 33-byte WebP can
// declare 8192 x 8192 pixels).
func PixelLimit(bg *Background, cols, rows int) int64 {
	// one more square or hex each way covers a hex map's staggered rows
	w, h := float64(cols+1)*bg.CellPixels, float64(rows+1)*bg.CellPixels
	shown := shownFactor * w * h
	switch {
	case !(shown > MinImagePixels): // NaN too
		return MinImagePixels
	case shown > MaxImagePixels:
		return MaxImagePixels
	}
	return int64(shown)
}

// LoadBackgroundFor reads the background bg of the encounter file at path,
// whose map is cols x rows, as LoadBackground does, and refuses from its
// header a picture of more pixels than PixelLimit. With decode false it
// only reads the header (an SVG export embeds the bytes as they are):
// Image is then nil.
func LoadBackgroundFor(path string, bg *Background, cols, rows int, decode bool) (*BackgroundImage, error) {
	if err := CheckImagePath(bg.Image); err != nil {
		return nil, fmt.Errorf("maps: background image: %w", err)
	}
	dir := filepath.Dir(path)
	f, err := os.OpenInRoot(dir, filepath.FromSlash(bg.Image))
	if err != nil {
		return nil, fmt.Errorf("maps: background image %s: %w", bg.Image, err)
	}
	defer f.Close()
	name := filepath.Join(dir, bg.Image)
	data, err := readLimited(f, MaxImageFileSize)
	if err != nil {
		return nil, fmt.Errorf("maps: background image %s: %w", name, err)
	}
	return DecodeBackgroundFor(name, data, bg, cols, rows, decode)
}

// DecodeBackgroundFor is DecodeBackground for a background bg under a map of
// cols x rows: a picture of more pixels than PixelLimit is refused from its
// header, before anything is decoded; with decode false nothing is.
func DecodeBackgroundFor(name string, data []byte, bg *Background, cols, rows int, decode bool) (*BackgroundImage, error) {
	cfg, format, err := ImageHeader(data)
	if err != nil {
		return nil, fmt.Errorf("maps: background image %s: %w", name, err)
	}
	if limit := PixelLimit(bg, cols, rows); int64(cfg.Width)*int64(cfg.Height) > limit {
		return nil, fmt.Errorf("maps: background image %s: a %dx%d %s image is more than a %dx%d map shows at cellPixels %s (want at most %d pixels, %d times the map's extent or %d million; scale the picture down and set cellPixels to the pixels a square spans in it)",
			name, cfg.Width, cfg.Height, format, cols, rows, formatPixels(bg.CellPixels), limit, shownFactor, MinImagePixels>>20)
	}
	out := &BackgroundImage{Data: data, Format: format, Width: cfg.Width, Height: cfg.Height}
	if !decode {
		return out, nil
	}
	if out.Image, _, err = image.Decode(bytes.NewReader(data)); err != nil {
		return nil, fmt.Errorf("maps: background image %s: %w", name, err)
	}
	return out, nil
}

// formatPixels writes a cellPixels value as the file does.
func formatPixels(px float64) string { return fmt.Sprintf("%g", px) }
