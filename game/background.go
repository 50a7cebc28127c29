package game

import (
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
)

// LoadBackground reads the encounter's background picture from beside its
// file at path, and where the picture lies on the map in squares. It
// returns nil when the encounter has none or has no file to be beside.
func LoadBackground(path string, enc *maps.Encounter) (*render.Picture, render.Rect, error) {
	bg := enc.Background
	if bg == nil || path == "" {
		return nil, render.Rect{}, nil
	}
	img, err := maps.LoadBackground(path, bg)
	if err != nil {
		return nil, render.Rect{}, err
	}
	return &render.Picture{Image: img.Image, Data: img.Data, MIME: img.MIME()}, backgroundRect(bg, img.Image.Bounds().Dx(), img.Image.Bounds().Dy()), nil
}

// loadBackground shows the encounter's background (or none): "" when
// that went well, else what went wrong for the status line.
func (g *Game) loadBackground(path string, enc *maps.Encounter) string {
	pic, r, err := LoadBackground(path, enc)
	g.sceneOpt.Background, g.sceneOpt.BackgroundRect = pic, r
	if err != nil {
		return err.Error() + ": the map is drawn without it."
	}
	return ""
}

// backgroundRect is where a w x h pixel background lies on the map, in
// squares: its offset and size divided by the pixels a square spans.
func backgroundRect(bg *maps.Background, w, h int) render.Rect {
	x0, y0 := bg.OffsetX/bg.CellPixels, bg.OffsetY/bg.CellPixels
	return render.Rect{Min: render.Point{X: x0, Y: y0}, Max: render.Point{X: x0 + float64(w)/bg.CellPixels, Y: y0 + float64(h)/bg.CellPixels}}
}
