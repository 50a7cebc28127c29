package game

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/session"
)

// Window is the battle map's window, its one ebiten.Game, for an
// encounter of any ruleset: what differs per ruleset is its part
// (rulesetView), which the window passes Ebitengine's calls to.
type Window struct {
	opt  Options
	sh   *shell
	view rulesetView
}

// rulesetView is one ruleset's part of the window: the square (Game),
// hex (hexView) and zone (zoneView) maps.
type rulesetView interface {
	// ready reports whether the part is laid out and drawn enough to
	// take input (a script's steps wait for it).
	ready() bool
	// Update reads the input and changes the state; it does no drawing.
	Update() error
	// draw draws the frame and reports whether it did: an idle window
	// keeps its last frame.
	draw(screen *ebiten.Image) bool
	// laidOut follows the screen's size in the shell, resized when it
	// or the device scale changed.
	laidOut(resized bool)
	// showTitle sets the window's title from the file shown.
	showTitle()
	// a script plays every part (the shell's part of it is shared)
	scriptWindow
}

// shell is what every ruleset's part of the window shares, and keeps
// when another ruleset's part takes its place: the screen's size, the
// input and the script playing it, the keys, the side colours, the file
// flow (title, questions, chooser, settings, autosave lock), the idle
// gate, the frames drawn, and how the window ends.
type shell struct {
	w, h   int     // the screen's size in device pixels
	dev    float64 // the monitor's device scale
	input  Input
	script *scriptedInput // the script's input (nil: none)
	player scriptPlayer
	keymap Keymap
	// theme is the window theme's name: dark (""), light or contrast;
	// palette is the side colours: "" (the theme's) or paletteColorBlind
	theme, palette string
	// userScale is the UI scale chosen, 1 to 3 (0: from the window's
	// size); the device scale multiplies it
	userScale float64
	// turn is the map's turn in quarter turns clockwise
	turn int
	// explain is the explain panel (X): on, its page, where last drawn
	explain explainBox
	// liveWriter writes the director's live view for player views (nil:
	// none, and in a player view); lv is the player view: shown, and the
	// director's live view followed
	liveWriter *session.LiveWriter
	lv         liveState
	// files is the title, the quit question, the file chooser and the
	// settings
	files    fileUI
	idleGate // Update and Draw do nothing while nothing changes
	frames   int
	shot     string // a screenshot to write at the end of the next Draw
	quit     bool
	err      error

	// the part's hooks: say shows a message in its status line, themed
	// shows the part in a new theme or palette
	say    func(string)
	themed func()
}

// newShell is the shared part of a window opened with opt.
func newShell(opt Options) (*shell, error) {
	s := &shell{input: realInput{}, palette: opt.Palette}
	q, ok := QuarterTurns(opt.Rotate)
	if !ok {
		return nil, fmt.Errorf("game: rotation %d degrees (want 0, 90, 180 or 270)", opt.Rotate)
	}
	s.turn = q
	if opt.LiveDir != "" && !opt.PlayerView {
		s.liveWriter = session.NewLiveWriter(opt.LiveDir)
	}
	s.lv = newLiveState(opt.LiveDir, opt.Path, opt.PlayerView)
	if opt.UIScale != 0 {
		if !ValidUIScale(opt.UIScale) {
			return nil, fmt.Errorf("game: UI scale %g (want 1 to 3)", opt.UIScale)
		}
		s.userScale = opt.UIScale
	}
	if opt.Theme != "" {
		if !validWindowTheme(opt.Theme) {
			return nil, fmt.Errorf("game: unknown theme %q (want dark, light or contrast)", opt.Theme)
		}
		s.theme = opt.Theme
	}
	km, err := defaultKeymap().With(opt.Keys)
	if err != nil {
		return nil, fmt.Errorf("game: keys: %w", err)
	}
	s.keymap = km
	if opt.Script != nil {
		s.script, s.player.s = newScriptedInput(), opt.Script
		s.input = s.script
	}
	if opt.Touch {
		s.input = mouseFinger{s.input}
	}
	s.files.settings = opt.SettingsPath
	return s, nil
}

// keyNames names the keys of the keymap as it is when a message is made,
// so a key rebound in the settings is the one named.
func (s *shell) keyNames(a session.Action) string { return s.keymap.names(a) }

// idle reports whether this Update may do nothing (idleGate): the input
// is as the last working Update left it, no script plays, the first
// frames (which lay the window out) are drawn, no screenshot waits, and
// the part is not busy.
func (s *shell) idle(busy bool) bool {
	return s.idleGate.idle(s.input.Snapshot(), busy || s.script != nil || s.frames < screenshotFrame || s.shot != "")
}

// doShared does an action every part does alike: the theme, the UI
// scale, full screen and the explain panel; it reports whether a was one.
func (s *shell) doShared(a session.Action) bool {
	switch a {
	case session.ActTheme:
		s.cycleTheme()
	case session.ActUIScaleUp:
		s.stepUIScale(1)
	case session.ActUIScaleDown:
		s.stepUIScale(-1)
	case session.ActFullscreen:
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
		s.wake()
	case session.ActExplain:
		s.explain.toggle()
	case session.ActExplainPrev:
		s.explain.page--
	case session.ActExplainNext:
		s.explain.page++
	default:
		return false
	}
	return true
}

// tell shows msg in the part's status line.
func (s *shell) tell(msg string) {
	if s.say != nil {
		s.say(msg)
	}
}

// takeFileMessage shows in the status line what the last file action
// did.
func (s *shell) takeFileMessage() { s.files.takeMessage(s.tell) }

// uiScale is the interface's scale in device pixels per interface pixel:
// the UI scale chosen (or, automatic, from the window's size) times the
// device scale. The panels, the status line and the dialogs follow it.
func (s *shell) uiScale() float64 { return sheetScale(s.dev, s.w, s.h, s.userScale) }

// stepUIScale makes the interface one step larger (dir 1) or smaller
// (dir -1), Ctrl+= and Ctrl+-, and remembers it.
func (s *shell) stepUIScale(dir int) {
	u, msg := chooseUIScale(s.uiScale(), s.dev, dir, s.files.settings)
	s.userScale = u
	s.tell(msg)
	s.wake()
}

// cycleTheme shows the next of the window's themes (C, the Theme
// button) and remembers it.
func (s *shell) cycleTheme() {
	s.theme = nextTheme(mapTheme(s.theme))
	if s.themed != nil {
		s.themed()
	}
	s.tell("Theme: " + s.theme + " (" + s.keymap.Name(session.ActTheme) + " changes it).")
	if err := UpdateSettings(s.files.settings, func(st *Settings) { st.Theme = s.theme }); err != nil {
		s.tell("Theme not remembered: " + err.Error())
	}
	s.wake()
}

// turned says the map's new turn, in degrees clockwise, and remembers it.
func (s *shell) turned(degrees int) {
	s.turn = degrees / 90 & 3
	s.tell(s.keymap.turnedMessage(degrees))
	if err := rememberRotate(s.files.settings, degrees); err != nil {
		s.tell("Turn not remembered: " + err.Error())
	}
	s.wake()
}

// settingsHost is what the settings panel changes in the window shown
// as doc, in window win: the theme, the side colours, the map's turn (by
// turnBy), the interface scale and the keys.
func (s *shell) settingsHost(doc document, win window, turnBy func(quarters int)) settingsHost {
	themed := func() {
		if s.themed != nil {
			s.themed()
		}
		s.wake()
	}
	return settingsHost{
		theme:      func() string { return mapTheme(s.theme) },
		setTheme:   func(name string) { s.theme = name; themed() },
		palette:    func() string { return s.palette },
		setPalette: func(name string) { s.palette = name; themed() },
		turn:       func() int { return 90 * s.turn },
		turnBy:     turnBy,
		scale:      func() float64 { return s.uiScale() / max(s.dev, 1) },
		stepScale:  s.stepUIScale,
		keys:       func() Keymap { return s.keymap },
		setKeys:    func(km Keymap) { s.keymap = km },
		window:     win,
		doc:        doc,
	}
}

// mapLook is how the window shows a map, a part of every scene's key
// (each part's key is a comparable value, as the square part's tiles'):
// the theme, the side colours, whether the players' view, and the least
// text height in map units to three significant digits, so a zoom that
// moves it less builds no new scene.
type mapLook struct {
	theme, palette string
	players        bool
	minText        float64
}

// mapLook is the look of a scene drawn with text at least minText map
// units high.
func (s *shell) mapLook(minText float64) mapLook {
	t, _ := strconv.ParseFloat(strconv.FormatFloat(minText, 'g', 3, 64), 64)
	return mapLook{theme: s.theme, palette: s.palette, players: s.lv.players, minText: t}
}

// ctrlHeld reports whether a Control key, or Command (Meta) on a Mac, is
// held: the keymap's Ctrl, in every part of the window.
func ctrlHeld(in keyState) bool {
	return in.Down(ebiten.KeyControlLeft) || in.Down(ebiten.KeyControlRight) || in.Down(ebiten.KeyMetaLeft) || in.Down(ebiten.KeyMetaRight)
}

// scriptWindow: what a script asks of every part alike.

func (s *shell) scripted() *scriptedInput   { return s.script }
func (s *shell) screenshotNext(file string) { s.shot = file }
func (s *shell) stop()                      { s.quit = true }
func (s *shell) quitNow()                   { s.quit = true }

// windowTitle is the title the window last set (a script's title FILE).
func (s *shell) windowTitle() string { return s.files.title }

// Open makes the window for opt.Encounter, of any ruleset, without
// opening it on the screen (Run does).
func Open(opt Options) (*Window, error) {
	sh, err := newShell(opt)
	if err != nil {
		return nil, err
	}
	v, err := newView(sh, opt)
	if err != nil {
		return nil, err
	}
	return &Window{opt: opt, sh: sh, view: v}, nil
}

// newView is the part of the window for the ruleset of opt.Encounter,
// sharing sh (nil: a new shell).
func newView(sh *shell, opt Options) (rulesetView, error) {
	switch e := opt.Encounter; {
	case e == nil:
		return nil, errors.New("game: no encounter")
	case e.Zones != nil:
		return newZoneView(sh, opt)
	case e.Hex != nil:
		return newHexView(sh, opt)
	}
	return newGame(sh, opt)
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
	defer w.close()
	if err := ebiten.RunGame(w); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return w.sh.err
}

// close frees the autosave's lock and the live files, which hold what
// only the director sees (unless a script keeps them for a player view
// opened after it): the window closes.
func (w *Window) close() {
	if s := w.sh; s.liveWriter != nil && !keepLive(w.opt.Script) {
		s.liveWriter.Close()
	}
	w.sh.files.releaseLock()
}

// Update implements ebiten.Game: the window ends once it quit (and wrote
// the screenshot asked for) or failed. A part that asks for a file of
// another ruleset (*OpenRequest: the file chooser's Open, a recent file,
// a new map, a player view following its director) is replaced by that
// ruleset's part, in the same window. The title follows every change,
// with the unsaved mark.
func (w *Window) Update() error {
	s := w.sh
	if (s.quit && s.shot == "") || s.err != nil {
		return ebiten.Termination
	}
	if s.player.s != nil && w.view.ready() {
		// the script's step sets this frame's keys and pointer first
		if s.err = s.player.update(w.view, s.frames); s.err != nil || s.quit {
			return nil
		}
	}
	err := w.view.Update()
	var req *OpenRequest
	if errors.As(s.err, &req) {
		s.err = nil
		return w.swap(req)
	}
	w.view.showTitle()
	return err
}

// swap shows the file req asks for in a part of its ruleset, which takes
// over the shell: the theme, palette, turn, UI scale and keys chosen in
// the window, the script's place, the live files for player views.
func (w *Window) swap(req *OpenRequest) error {
	opt := w.opt
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
	lv := w.sh.lv
	if opt.PlayerView {
		// the follower read the director's new board to see its ruleset
		w.sh.lv = newLiveState(opt.LiveDir, req.Path, true)
	}
	w.sh.lv.players = opt.PlayerView // a director's window opens on the director's view
	v, err := newView(w.sh, opt)
	if err != nil {
		w.sh.lv = lv
		return fmt.Errorf("open %s: %w", req.Path, err)
	}
	w.opt, w.view = opt, v
	if w.sh.w > 0 {
		w.view.laidOut(true)
	}
	w.sh.wake()
	w.view.showTitle()
	return nil
}

// Draw implements ebiten.Game: the part draws the frame; the window
// counts the frames, says when the first is drawn, and writes the
// screenshots asked for (--screenshot after the first frames, then it
// closes; a script's at the end of the next Draw).
func (w *Window) Draw(screen *ebiten.Image) {
	if !w.view.draw(screen) {
		return // the screen is kept: nothing changed
	}
	s := w.sh
	s.frames++
	if s.frames == 1 && w.opt.FirstFrame != nil {
		w.opt.FirstFrame()
	}
	if w.opt.Screenshot != "" && s.frames == screenshotFrame {
		s.shot, s.quit = w.opt.Screenshot, true
	}
	if s.shot != "" {
		if err := writePNG(s.shot, screen); err != nil {
			s.err = err
		}
		s.shot = ""
	}
}

// Layout implements ebiten.Game; LayoutF is used.
func (w *Window) Layout(int, int) (int, int) { panic("LayoutF is used") }

// LayoutF implements ebiten.LayoutFer: the screen is as many pixels as
// the window has on the display, so text and lines stay crisp on HiDPI
// screens.
func (w *Window) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := w.sh
	width, height, dev := deviceSize(outsideWidth, outsideHeight)
	resized := width != s.w || height != s.h || dev != s.dev
	s.w, s.h, s.dev = width, height, dev
	if resized {
		s.wake()
	}
	w.view.laidOut(resized)
	return float64(width), float64(height)
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
