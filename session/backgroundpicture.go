package session

import (
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
)

// LoadBackground reads the encounter's background picture from beside its
// file at path, and where the picture lies on the map in squares. It
// returns nil when the encounter has none or has no file to be beside. A
// picture of more pixels than the map shows of it (maps.PixelLimit) is
// refused from its header.
func LoadBackground(path string, enc *maps.Encounter) (*render.Picture, render.Rect, error) {
	return loadBackground(path, enc, true)
}

// LoadBackgroundUndecoded is LoadBackground for an SVG export: it reads
// the picture's bytes and size from its header, and decodes nothing.
func LoadBackgroundUndecoded(path string, enc *maps.Encounter) (*render.Picture, render.Rect, error) {
	return loadBackground(path, enc, false)
}

func loadBackground(path string, enc *maps.Encounter, decode bool) (*render.Picture, render.Rect, error) {
	bg := enc.Background
	if bg == nil || path == "" {
		return nil, render.Rect{}, nil
	}
	cols, rows := enc.GridSize()
	img, err := maps.LoadBackgroundFor(path, bg, cols, rows, decode)
	if err != nil {
		return nil, render.Rect{}, err
	}
	return BackgroundPicture(img), BackgroundRect(bg, img.Width, img.Height), nil
}

// BackgroundPicture is the scene's picture of a background read from its file.
func BackgroundPicture(img *maps.BackgroundImage) *render.Picture {
	return &render.Picture{Image: img.Image, Data: img.Data, MIME: img.MIME(), Width: img.Width, Height: img.Height}
}

// BackgroundRect is where a w x h pixel background lies on the map, in
// squares: its offset and size divided by the pixels a square spans.
func BackgroundRect(bg *maps.Background, w, h int) render.Rect {
	x0, y0 := bg.OffsetX/bg.CellPixels, bg.OffsetY/bg.CellPixels
	return render.Rect{Min: render.Point{X: x0, Y: y0}, Max: render.Point{X: x0 + float64(w)/bg.CellPixels, Y: y0 + float64(h)/bg.CellPixels}}
}
