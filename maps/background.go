package maps

import (
	"github.com/battlemap/battlemap/internal/regfile"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"

	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // background formats: PNG, JPEG, WebP
	_ "image/png"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	_ "golang.org/x/image/webp"
)

// Background is an encounter's picture under the grid: a PNG, JPEG or
// WebP file in the encounter's folder (or below it), placed so that a
// painted map sits on the rules grid.
type Background struct {
	// Image is the picture's path relative to the encounter file's
	// folder, slash separated; never absolute, never through "..".
	Image string
	// CellPixels is how many of the image's pixels one square (or hex,
	// across its flats) spans.
	CellPixels float64
	// OffsetX and OffsetY are where the image's top-left corner lies, in
	// image pixels from the map's top-left corner: a grid that starts 30
	// pixels into the image has offset -30, -30.
	OffsetX, OffsetY float64
}

// Limits on a background image, so that a file cannot make the program
// allocate gigabytes: its file is refused before it is read whole, its
// dimensions from its header before it is decoded.
const (
	MaxImageFileSize = 256 << 20 // bytes
	MaxImageSide     = 16384     // pixels, width and height
	MaxImagePixels   = 64 << 20  // width x height: 256 MiB decoded
	MinCellPixels    = 0.05      // cellPixels: a square spans at least this much of a pixel
	MaxCellPixels    = 10000     // cellPixels
)

func backgroundKeys() []string { return []string{"image", "cellPixels", "offset"} }

// CheckImagePath reports why rel cannot name a background image: the
// image must be stored beside the encounter or below its folder, named by
// a relative, slash-separated path.
func CheckImagePath(rel string) error {
	switch {
	case rel == "":
		return errors.New("an empty path (want a file name like \"map.png\" beside the encounter)")
	case strings.HasPrefix(rel, "/") || filepath.IsAbs(rel) || filepath.VolumeName(rel) != "":
		return fmt.Errorf("%s is an absolute path (want a path relative to the encounter's folder, like \"map.png\")", jsonfile.QuoteShort(rel))
	case strings.Contains(rel, `\`):
		return fmt.Errorf(`%s has a backslash (want "/" between folders)`, jsonfile.QuoteShort(rel))
	case !fs.ValidPath(rel) || rel == ".":
		return fmt.Errorf("%s leaves the encounter's folder or is not a clean path (want a file in the encounter's folder or below it, without \"..\")", jsonfile.QuoteShort(rel))
	}
	return nil
}

// ImageHeader reads a PNG, JPEG or WebP image's header and refuses an
// image larger than MaxImageSide or MaxImagePixels, without decoding it.
// format is "png", "jpeg" or "webp".
func ImageHeader(data []byte) (cfg image.Config, format string, err error) {
	cfg, format, err = image.DecodeConfig(bytes.NewReader(data))
	switch {
	case bytes.HasPrefix(data, []byte("GIF8")):
		// Some builds register the GIF decoder (the window's toolkit
		// does) and tests do not: refuse it by its signature, the same
		// everywhere.
		return cfg, "", errors.New("not a PNG, JPEG or WebP image: a GIF is not read as a background (convert it, to PNG say)")
	case err != nil:
		return cfg, "", fmt.Errorf("not a PNG, JPEG or WebP image: %w", err)
	case format != "png" && format != "jpeg" && format != "webp":
		return cfg, "", fmt.Errorf("not a PNG, JPEG or WebP image: a %s image is not read as a background", format)
	}
	if cfg.Width < 1 || cfg.Height < 1 || cfg.Width > MaxImageSide || cfg.Height > MaxImageSide ||
		int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels {
		return cfg, format, fmt.Errorf("a %dx%d %s image is too large (want at most %d pixels a side and %d million pixels)",
			cfg.Width, cfg.Height, format, MaxImageSide, MaxImagePixels>>20)
	}
	return cfg, format, nil
}

// BackgroundImage is a background read from its file: its bytes as
// stored (an SVG export embeds them), their format and the decoded image.
type BackgroundImage struct {
	Data   []byte
	Format string // "png", "jpeg" or "webp"
	Image  image.Image
	// Width and Height are the picture's size in pixels, from its header
	// (set by LoadBackgroundFor and DecodeBackgroundFor, which may leave
	// Image nil).
	Width, Height int
}

// MIME is the image's media type: image/png, image/jpeg or image/webp.
func (b *BackgroundImage) MIME() string { return "image/" + b.Format }

// LoadBackground reads the encounter's background image from the folder of
// the encounter file at path. It never opens a file outside that folder
// (through ".." or a symbolic link), refuses a file larger than
// MaxImageFileSize before reading it and an image of absurd dimensions
// from its header before decoding it.
func LoadBackground(path string, bg *Background) (*BackgroundImage, error) {
	if err := CheckImagePath(bg.Image); err != nil {
		return nil, fmt.Errorf("maps: background image: %w", err)
	}
	dir := filepath.Dir(path)
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("maps: background image %s: %w", bg.Image, err)
	}
	defer root.Close()
	f, err := regfile.OpenIn(root, filepath.FromSlash(bg.Image))
	if err != nil {
		return nil, fmt.Errorf("maps: background image %s: %w", bg.Image, err)
	}
	defer f.Close()
	data, err := readLimited(f, MaxImageFileSize)
	if err != nil {
		return nil, fmt.Errorf("maps: background image %s: %w", filepath.Join(dir, bg.Image), err)
	}
	return DecodeBackground(filepath.Join(dir, bg.Image), data)
}

// DecodeBackground decodes a background image's bytes, checking its header
// first; name is how errors call it.
func DecodeBackground(name string, data []byte) (*BackgroundImage, error) {
	_, format, err := ImageHeader(data)
	if err != nil {
		return nil, fmt.Errorf("maps: background image %s: %w", name, err)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("maps: background image %s: %w", name, err)
	}
	return &BackgroundImage{Data: data, Format: format, Image: img}, nil
}

// background reads the "background" object; cell is what cellPixels
// measures ("square", or "hex across its flats"), for the messages.
func (d decoder) background(n *jsonfile.Node, cell string) *Background {
	f := d.Object(n, "background", backgroundKeys())
	if f == nil {
		return nil
	}
	bg := &Background{}
	ok := true
	if v := f.Get("image"); v != nil {
		s, sok := d.String(v, "background.image")
		if sok {
			if err := CheckImagePath(s); err != nil {
				d.Fail(v, "background.image", "%v", err)
				sok = false
			}
		}
		bg.Image, ok = s, ok && sok
	} else {
		d.Fail(n, "background", `missing "image" (want the picture's file name beside the encounter, like "map.png")`)
		ok = false
	}
	if v := f.Get("cellPixels"); v != nil {
		px, err := strconv.ParseFloat(d.Str(*v), 64)
		switch {
		case v.Kind != jsonfile.KindNumber:
			d.Fail(v, "background.cellPixels", "got %s, want the image pixels one %s spans, like 256", d.Describe(v), cell)
			ok = false
		case err != nil || !(px >= MinCellPixels && px <= MaxCellPixels):
			d.Fail(v, "background.cellPixels", "%s is out of range (want the image pixels one %s spans, from %g to %d)", jsonfile.QuoteShort(d.Str(*v)), cell, MinCellPixels, MaxCellPixels)
			ok = false
		}
		bg.CellPixels = px
	} else {
		d.Fail(n, "background", `missing "cellPixels" (want the image pixels one %s spans, like 256)`, cell)
		ok = false
	}
	if v := f.Get("offset"); v != nil {
		var xy [2]jsonfile.Node
		if d.Tuple(v, "background.offset", "[x, y]", "number", xy[:]) {
			for j, e := range xy {
				px, err := strconv.ParseFloat(d.Str(e), 64)
				if e.Kind != jsonfile.KindNumber || err != nil || math.Abs(px) > MaxImageSide*MaxCellPixels {
					d.Fail(&e, jsonfile.Index("background.offset", j), "got %s, want a number of image pixels", d.Describe(&e))
					ok = false
				}
				if j == 0 {
					bg.OffsetX = px
				} else {
					bg.OffsetY = px
				}
			}
		} else {
			ok = false
		}
	}
	if !ok {
		return nil
	}
	return bg
}

// backgroundJSON writes the "background" object on one line.
func backgroundJSON(bg *Background) string {
	s := `{"image": ` + jsonfile.Quote(bg.Image) + `, "cellPixels": ` + jsonfile.FormatNum(bg.CellPixels)
	if bg.OffsetX != 0 || bg.OffsetY != 0 {
		s += `, "offset": [` + jsonfile.FormatNum(bg.OffsetX) + ", " + jsonfile.FormatNum(bg.OffsetY) + "]"
	}
	return s + "}"
}

// addBackground writes the "background" key of bg, if any.
func addBackground(bg *Background, add func(key, value string)) error {
	if bg == nil {
		return nil
	}
	if err := CheckImagePath(bg.Image); err != nil {
		return fmt.Errorf("maps: background.image: %w", err)
	}
	if !(bg.CellPixels >= MinCellPixels && bg.CellPixels <= MaxCellPixels) {
		return fmt.Errorf("maps: background.cellPixels: %g is out of range (want the image pixels one square or hex spans, from %g to %d)", bg.CellPixels, MinCellPixels, MaxCellPixels)
	}
	add("background", backgroundJSON(bg))
	return nil
}

// ReadImage reads a picture file the user picked (anywhere) to be a
// background: a file larger than MaxImageFileSize is refused before it is
// read whole, and one that is not a PNG, JPEG or WebP image, or whose
// header gives absurd dimensions, before it is decoded. It returns the
// file's bytes and the image's size and format.
func ReadImage(path string) (data []byte, cfg image.Config, format string, err error) {
	f, err := regfile.Open(path)
	if err != nil {
		return nil, cfg, "", fmt.Errorf("maps: background image: %w", err)
	}
	defer f.Close()
	if data, err = readLimited(f, MaxImageFileSize); err != nil {
		return nil, cfg, "", fmt.Errorf("maps: background image %s: %w", path, err)
	}
	if cfg, format, err = ImageHeader(data); err != nil {
		return nil, cfg, "", fmt.Errorf("maps: background image %s: %w", path, err)
	}
	return data, cfg, format, nil
}
