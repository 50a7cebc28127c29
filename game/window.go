package game

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// deviceSize is the screen size in device pixels for Ebitengine's outside
// size (LayoutF), and the device scale: every window draws at the
// screen's own resolution, so text and hexes stay crisp on a high-density
// screen. The square, hex and zone windows share it.
func deviceSize(outsideWidth, outsideHeight float64) (w, h int, scale float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	return int(math.Ceil(outsideWidth * s)), int(math.Ceil(outsideHeight * s)), s
}

// The UI scale the user can choose: 1x to 3x in steps of a quarter.
const (
	MinUIScale  = 1.0
	MaxUIScale  = 3.0
	uiScaleStep = 0.25
)

// ValidUIScale reports whether s is a UI scale the user may choose.
func ValidUIScale(s float64) bool { return s >= MinUIScale && s <= MaxUIScale }

// uiScaleFor is the device pixels per interface pixel: the device scale
// times the user's UI scale (user, 1 to 3), or with user 0 (automatic)
// times what the window's size suggests: 1x up to about 1600x1000
// interface pixels, then a quarter more per quarter of that, so a 4K
// screen at device scale 1 shows the panel at 2x.
func uiScaleFor(dev float64, w, h int, user float64) float64 {
	if user == 0 {
		lw, lh := float64(w)/dev, float64(h)/dev
		user = math.Floor(math.Min(lw/1600, lh/1000)/uiScaleStep) * uiScaleStep
	}
	return dev * math.Min(MaxUIScale, math.Max(MinUIScale, user))
}

// stepUIScale is the UI scale one step up (dir 1) or down (dir -1) from
// cur, within 1x to 3x.
func stepUIScale(cur float64, dir int) float64 {
	s := math.Round(cur/uiScaleStep)*uiScaleStep + float64(dir)*uiScaleStep
	return math.Min(MaxUIScale, math.Max(MinUIScale, s))
}

// chooseUIScale is the UI scale one step up (dir 1) or down (dir -1)
// from cur (device pixels per interface pixel at device scale dev, 0:
// unknown), remembered in the settings file at path ("": not), and what
// the window says about it: the hex and zone windows' Ctrl+= and Ctrl+-.
func chooseUIScale(cur, dev float64, dir int, path string) (float64, string) {
	if dev <= 0 {
		dev = 1
	}
	s := stepUIScale(cur/dev, dir)
	if err := UpdateSettings(path, func(st *Settings) { st.UIScale = s }); err != nil {
		return s, "Interface scale not remembered: " + err.Error()
	}
	return s, fmt.Sprintf("Interface scale: %gx (Ctrl+= and Ctrl+- change it).", s)
}

// windowSize is the window's first size in interface pixels: 1280x800
// times the UI scale, within nine tenths of the monitor (mw x mh, 0 when
// unknown) and never below 1280x800 or above the monitor.
func windowSize(user float64, mw, mh int) (int, int) {
	w, h := 1280.0, 800.0
	if user > 1 && mw > 0 && mh > 0 {
		w = math.Max(w, math.Min(w*user, 0.9*float64(mw)))
		h = math.Max(h, math.Min(h*user, 0.9*float64(mh)))
		w, h = math.Min(w, float64(mw)), math.Min(h, float64(mh))
	}
	return int(w), int(h)
}
