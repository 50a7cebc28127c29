package game

import (
	"errors"
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/session"
)

// Window is the battle map's window, its one ebiten.Game, for an
// encounter of any ruleset: what differs per ruleset is its part
// (rulesetView), which the window passes Ebitengine's calls to.
type Window struct {
	opt  Options
	view rulesetView
	// outside is Ebitengine's last outside size (LayoutF): a part that
	// takes over is laid out at once
	outside [2]float64
}

// rulesetView is one ruleset's part of the window: the square (Game),
// hex (hexView) and zone (zoneView) maps.
type rulesetView interface {
	Update() error
	Draw(screen *ebiten.Image)
	LayoutF(outsideWidth, outsideHeight float64) (float64, float64)
	// showTitle sets the window's title from the file shown.
	showTitle()
	// ended is the error the part stopped the window with (nil: closed).
	ended() error
	// close frees the autosave's lock and, unless keepLive, the live
	// files: the window closes.
	close(keepLive bool)
	// handOver is what the part passes to the part of another ruleset
	// that takes its place in the window; takeOver takes it.
	handOver() handover
	takeOver(h handover)
}

// handover is what stays when the window shows a file of another
// ruleset: the options as the window now has them (the theme, palette,
// turn, scale and keys chosen in it), the input and the script's place
// in it, the frames drawn, and the live files written for player views.
type handover struct {
	opt    Options
	keymap Keymap
	input  Input
	script *scriptedInput
	player scriptPlayer
	frames int
	writer *session.LiveWriter
}

// Open makes the window for opt.Encounter, of any ruleset, without
// opening it on the screen (Run does).
func Open(opt Options) (*Window, error) {
	v, err := newView(opt)
	if err != nil {
		return nil, err
	}
	return &Window{opt: opt, view: v}, nil
}

// newView is the part of the window for the ruleset of opt.Encounter.
func newView(opt Options) (rulesetView, error) {
	switch e := opt.Encounter; {
	case e == nil:
		return nil, errors.New("game: no encounter")
	case e.Zones != nil:
		return newZoneView(opt)
	case e.Hex != nil:
		return newHexView(opt)
	}
	return newGame(opt)
}

// Run opens the window for opt.Encounter and returns when it is closed.
func Run(opt Options) error {
	w, err := Open(opt)
	if err != nil {
		return err
	}
	return w.Run()
}

// Run shows the window on the screen and returns when it is closed.
func (w *Window) Run() error {
	w.view.showTitle()
	// the close button asks first when there are unsaved changes
	openWindow()
	defer func() { w.view.close(keepLive(w.opt.Script)) }()
	if err := ebiten.RunGame(w); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return w.view.ended()
}

// Update implements ebiten.Game. A part that ended asking for a file
// of another ruleset (*OpenRequest: the file chooser's Open, a recent
// file, a new map, a player view following its director) is replaced by
// that ruleset's part, in the same window.
func (w *Window) Update() error {
	err := w.view.Update()
	var req *OpenRequest
	if !errors.As(w.view.ended(), &req) {
		return err
	}
	if err := w.swap(req); err != nil {
		return err
	}
	return nil
}

// swap shows the file req asks for in a part of its ruleset, which takes
// over what the window keeps (handover).
func (w *Window) swap(req *OpenRequest) error {
	h := w.view.handOver()
	opt := h.opt
	o, err := OpenFile(req.Path)
	if err == nil {
		o, err = o.ForWindow(req.PlayerView)
	}
	if err != nil {
		return fmt.Errorf("open %s: %w", req.Path, err)
	}
	if o.Message == "" {
		o.Message = "Opened " + req.Path + "."
	}
	opt.Path, opt.PlayerView, opt.Screenshot, opt.AutosaveDir = req.Path, req.PlayerView, "", ""
	opt.Encounter, opt.Base, opt.Message, opt.Undo, opt.Choice, opt.Recovered = o.Encounter, o.Base, o.Message, o.Undo, o.Choice, o.Recovered
	if !opt.PlayerView {
		if err := rememberOpened(opt.SettingsPath, req.Path); err != nil {
			opt.Message += " Recent files not remembered: " + err.Error() + "."
		}
	}
	if opt.PlayerView {
		h.writer = nil // a player view follows the director's file afresh
	}
	v, err := newView(opt)
	if err != nil {
		return fmt.Errorf("open %s: %w", req.Path, err)
	}
	w.view.close(h.writer != nil) // the live files go on in the new part
	v.takeOver(h)
	w.opt, w.view = opt, v
	if w.outside != [2]float64{} {
		w.view.LayoutF(w.outside[0], w.outside[1])
	}
	w.view.showTitle()
	return nil
}

// Draw implements ebiten.Game.
func (w *Window) Draw(screen *ebiten.Image) { w.view.Draw(screen) }

// Layout implements ebiten.Game; LayoutF is used.
func (w *Window) Layout(int, int) (int, int) { panic("LayoutF is used") }

// LayoutF implements ebiten.LayoutFer: the screen is as many pixels as
// the window has on the display, so text and lines stay crisp on HiDPI
// screens.
func (w *Window) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	w.outside = [2]float64{outsideWidth, outsideHeight}
	return w.view.LayoutF(outsideWidth, outsideHeight)
}

// OpeningFitArea is the part of a w x h window that a fitted square map
// fills when the window opens at UI scale uiScale (for tests that work
// out where the window draws a square); the zero Area for other maps.
func (w *Window) OpeningFitArea(width, height int, uiScale float64) Area {
	if g, ok := w.view.(*Game); ok {
		return g.OpeningFitArea(width, height, uiScale)
	}
	return Area{}
}

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
