package game

import (
	"fmt"
	"math"
	"path/filepath"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// ClickWobble is how far, in pixels at UI scale 1, a press may move and
// still be a click.
const ClickWobble = 5

// PlaceBackground puts the picture of bg, read from the file src ("":
// not known, left as it is), beside the encounter about to be saved at
// path, and returns bg as that file names it; copied says a copy was made.
// Every window saving a background goes through here.
func PlaceBackground(bg *maps.Background, src, path string) (*maps.Background, bool, error) {
	if bg == nil || src == "" {
		return bg, false, nil
	}
	dst := filepath.Join(filepath.Dir(path), filepath.FromSlash(bg.Image))
	if absClean(src) == absClean(dst) {
		return bg, false, nil
	}
	pl, err := session.PlaceBackground(filepath.Dir(path), src)
	if err != nil {
		return nil, false, fmt.Errorf("the background picture %s: %w", bg.Image, err)
	}
	named := *bg
	named.Image = pl.Image
	return &named, pl.Copied, nil
}

// absClean is path made absolute ("" stays "").
func absClean(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return filepath.Clean(path)
}

// AlignGesture is a finger's gesture e for the Background tool a, in
// every window: bg is the background now (nil: none, and noPicture says
// so), v the map's view, wobble how far (pixels) a press may move and be
// a tap; up ends a gesture (bgUp).
func AlignGesture(a *session.BackgroundAlign, bg *maps.Background, e gesture.Event, v render.View, wobble float64, up func(render.Point, bool), noPicture func()) {
	toMap := func(p gesture.Point) render.Point { return v.ToMap(render.Point{X: p.X, Y: p.Y}) }
	mp := toMap(e.At)
	switch e.Kind {
	case gesture.Tap, gesture.Drag, gesture.Hold:
		if bg == nil {
			noPicture()
			return
		}
		if e.Kind == gesture.Tap {
			if a.Calibrate {
				a.Down(*bg, mp)
				up(mp, false)
			}
			return
		}
		a.Down(*bg, toMap(e.Start))
		a.Drag(mp)
	case gesture.DragMove, gesture.HoldMove:
		a.Drag(mp)
	case gesture.DragEnd, gesture.HoldEnd:
		if a.Pressed() {
			up(mp, e.Kind == gesture.DragEnd || math.Hypot(e.At.X-e.Start.X, e.At.Y-e.Start.Y) > wobble)
		}
	case gesture.Cancel:
		a.Cancel()
	}
}

// BgBannerH is the height of the numbers' strip at UI scale 1.
const BgBannerH = 66
