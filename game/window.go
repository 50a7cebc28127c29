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
	s := 1.0
	if m := ebiten.Monitor(); m != nil { // none without a display (tests)
		s = m.DeviceScaleFactor()
	}
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

// windowSize is the window's first size in interface pixels, the same
// for the square, hex and zone windows: nine tenths of the monitor (mw x
// mh), leaving a margin for the desktop's bars, so a table's TV shows the
// map as large as it can from the start; 1280x800 when the monitor's size
// is unknown (0), and never below that where the monitor has room.
func windowSize(mw, mh int) (int, int) {
	if mw <= 0 || mh <= 0 {
		return 1280, 800
	}
	w := math.Max(0.9*float64(mw), math.Min(1280, float64(mw)))
	h := math.Max(0.9*float64(mh), math.Min(800, float64(mh)))
	return int(w), int(h)
}

// openWindowSize sets the window's first size from the monitor's. With
// no display there is no monitor (ebiten.Monitor is nil): the size is
// the default and running the window reports the missing display.
func openWindowSize() {
	w, h := 0, 0
	if m := ebiten.Monitor(); m != nil {
		w, h = m.Size()
	}
	ebiten.SetWindowSize(windowSize(w, h))
}
