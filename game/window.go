package game

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render/ebitenrender"
	"github.com/battlemap/battlemap/session"
)

// Window is the battle map's window, its one ebiten.Game, for an
// encounter of any ruleset: what differs per ruleset is its part
// (Part), which the window passes Ebitengine's calls to.
type Window struct {
	opt  Options
	sh   *Shell
	view Part
}

// Part is one ruleset's part of the window: the square (Game), hex
// (hexView) and zone (zoneView) maps. The window passes Ebitengine's
// calls to it; it shares the Shell it was made with.
type Part interface {
	// Ready reports whether the part is laid out and drawn enough to
	// take input (a script's steps wait for it).
	Ready() bool
	// Update reads the input and changes the state; it does no drawing.
	Update() error
	// Draw draws the frame and reports whether it did: an idle window
	// keeps its last frame.
	Draw(screen *ebiten.Image) bool
	// LaidOut follows the screen's size in the shell, resized when it
	// or the device scale changed.
	LaidOut(resized bool)
	// ShowTitle sets the window's title from the file shown.
	ShowTitle()
	// a script plays every part (the shell's part of it is shared)
	ScriptWindow
}

// Shell is what every ruleset's part of the window shares, and keeps
// when another ruleset's part takes its place: the screen's size, the
// input and the script playing it, the keys, the side colours, the file
// flow (title, questions, chooser, settings, autosave lock), the idle
// gate, the frames drawn, and how the window ends.
type Shell struct {
	W, H   int     // the screen's size in device pixels
	Dev    float64 // the monitor's device scale
	Input  Input
	Script *ScriptedInput // the script's input (nil: none)
	player scriptPlayer
	Keymap Keymap
	// Theme is the window theme's name: dark (""), light or contrast;
	// Palette is the side colours: "" (the theme's) or paletteColorBlind
	Theme, Palette string
	// UserScale is the UI scale chosen, 1 to 3 (0: from the window's
	// size); the device scale multiplies it
	UserScale float64
	// Turn is the map's turn in quarter turns clockwise
	Turn int
	// Explain is the explain panel (X): on, its page, where last drawn
	Explain ExplainBox
	// LiveWriter writes the director's live view for player views (nil:
	// none, and in a player view); Live is the player view: shown, and the
	// director's live view followed
	LiveWriter *session.LiveWriter
	Live       LiveState
	// Files is the title, the quit question, the file chooser and the
	// settings
	Files    FileUI
	IdleGate // Update and Draw do nothing while nothing changes
	Frames   int
	shot     string // a screenshot to write at the end of the next Draw
	Quit     bool
	Err      error

	// the part's hooks: say shows a message in its status line, themed
	// shows the part in a new theme or palette
	Say    func(string)
	Themed func()
}

// NewShell is the shared part of a window opened with opt.
func NewShell(opt Options) (*Shell, error) {
	s := &Shell{Input: realInput{}, Palette: opt.Palette}
	q, ok := QuarterTurns(opt.Rotate)
	if !ok {
		return nil, fmt.Errorf("game: rotation %d degrees (want 0, 90, 180 or 270)", opt.Rotate)
	}
	s.Turn = q
	if opt.LiveDir != "" && !opt.PlayerView {
		s.LiveWriter = session.NewLiveWriter(opt.LiveDir)
	}
	s.Live = newLiveState(opt.LiveDir, opt.Path, opt.PlayerView)
	if opt.UIScale != 0 {
		if !ValidUIScale(opt.UIScale) {
			return nil, fmt.Errorf("game: UI scale %g (want 1 to 3)", opt.UIScale)
		}
		s.UserScale = opt.UIScale
	}
	if opt.Theme != "" {
		if !validWindowTheme(opt.Theme) {
			return nil, fmt.Errorf("game: unknown theme %q (want dark, light or contrast)", opt.Theme)
		}
		s.Theme = opt.Theme
	}
	km, err := DefaultKeymap().With(opt.Keys)
	if err != nil {
		return nil, fmt.Errorf("game: keys: %w", err)
	}
	s.Keymap = km
	if opt.Script != nil {
		s.Script, s.player.s = NewScriptedInput(), opt.Script
		s.Input = s.Script
	}
	if opt.Touch {
		s.Input = mouseFinger{s.Input}
	}
	s.Files.Settings = opt.SettingsPath
	return s, nil
}

// KeyNames names the keys of the keymap as it is when a message is made,
// so a key rebound in the settings is the one named.
func (s *Shell) KeyNames(a session.Action) string { return s.Keymap.Names(a) }

// Idle reports whether this Update may do nothing (idleGate): the input
// is as the last working Update left it, no script plays, the first
// frames (which lay the window out) are drawn, no screenshot waits, and
// the part is not busy.
func (s *Shell) Idle(busy bool) bool {
	return s.IdleGate.Idle(s.Input.Snapshot(), busy || s.Script != nil || s.Frames < ScreenshotFrame || s.shot != "")
}

// DoShared does an action every part does alike: the theme, the UI
// scale, full screen and the explain panel; it reports whether a was one.
func (s *Shell) DoShared(a session.Action) bool {
	switch a {
	case session.ActTheme:
		s.cycleTheme()
	case session.ActUIScaleUp:
		s.StepUIScale(1)
	case session.ActUIScaleDown:
		s.StepUIScale(-1)
	case session.ActFullscreen:
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
		s.Wake()
	case session.ActExplain:
		s.Explain.Toggle()
	case session.ActExplainPrev:
		s.Explain.Page--
	case session.ActExplainNext:
		s.Explain.Page++
	default:
		return false
	}
	return true
}

// tell shows msg in the part's status line.
func (s *Shell) tell(msg string) {
	if s.Say != nil {
		s.Say(msg)
	}
}

// TakeFileMessage shows in the status line what the last file action
// did.
func (s *Shell) TakeFileMessage() { s.Files.takeMessage(s.tell) }

// UIScale is the interface's scale in device pixels per interface pixel:
// the UI scale chosen (or, automatic, from the window's size) times the
// device scale. The panels, the status line and the dialogs follow it.
func (s *Shell) UIScale() float64 { return sheetScale(s.Dev, s.W, s.H, s.UserScale) }

// StepUIScale makes the interface one step larger (dir 1) or smaller
// (dir -1), Ctrl+= and Ctrl+-, and remembers it.
func (s *Shell) StepUIScale(dir int) {
	u, msg := chooseUIScale(s.UIScale(), s.Dev, dir, s.Files.Settings)
	s.UserScale = u
	s.tell(msg)
	s.Wake()
}

// cycleTheme shows the next of the window's themes (C, the Theme
// button) and remembers it.
func (s *Shell) cycleTheme() {
	s.Theme = nextTheme(mapTheme(s.Theme))
	if s.Themed != nil {
		s.Themed()
	}
	s.tell("Theme: " + s.Theme + " (" + s.Keymap.Name(session.ActTheme) + " changes it).")
	if err := UpdateSettings(s.Files.Settings, func(st *Settings) { st.Theme = s.Theme }); err != nil {
		s.tell("Theme not remembered: " + err.Error())
	}
	s.Wake()
}

// Turned says the map's new turn, in degrees clockwise, and remembers it.
func (s *Shell) Turned(degrees int) {
	s.Turn = degrees / 90 & 3
	s.tell(s.Keymap.turnedMessage(degrees))
	if err := rememberRotate(s.Files.Settings, degrees); err != nil {
		s.tell("Turn not remembered: " + err.Error())
	}
	s.Wake()
}

// TurnView turns the map by quarters quarter turns clockwise (Shift+R,
// Ctrl+R, the settings) and remembers the turn: cam's about the middle
// of area, or, for a map without a camera (nil), the shell's own.
func (s *Shell) TurnView(cam *Camera, quarters int, area Area) {
	if cam == nil {
		s.Turned(90 * ((s.Turn + quarters) & 3))
		return
	}
	cam.Turn(quarters, area)
	s.Turned(cam.Degrees())
}

// SettingsHost is what the settings panel changes in the window shown
// as doc, in window win: the theme, the side colours, the map's turn (by
// turnBy), the interface scale and the keys.
func (s *Shell) SettingsHost(doc document, win window, turnBy func(quarters int)) SettingsHost {
	themed := func() {
		if s.Themed != nil {
			s.Themed()
		}
		s.Wake()
	}
	return SettingsHost{
		Theme:      func() string { return mapTheme(s.Theme) },
		SetTheme:   func(name string) { s.Theme = name; themed() },
		Palette:    func() string { return s.Palette },
		SetPalette: func(name string) { s.Palette = name; themed() },
		Turn:       func() int { return 90 * s.Turn },
		TurnBy:     turnBy,
		Scale:      func() float64 { return s.UIScale() / max(s.Dev, 1) },
		StepScale:  s.StepUIScale,
		Keys:       func() Keymap { return s.Keymap },
		SetKeys:    func(km Keymap) { s.Keymap = km },
		Window:     win,
		Doc:        doc,
	}
}

// MapLook is how the window shows a map, a part of every scene's key
// (each part's key is a comparable value, as the square part's tiles'):
// the theme, the side colours, whether the players' view, and the least
// text height in map units to three significant digits, so a zoom that
// moves it less builds no new scene.
type MapLook struct {
	theme, palette string
	players        bool
	minText        float64
}

// MapLook is the look of a scene drawn with text at least minText map
// units high.
func (s *Shell) MapLook(minText float64) MapLook {
	t, _ := strconv.ParseFloat(strconv.FormatFloat(minText, 'g', 3, 64), 64)
	return MapLook{theme: s.Theme, palette: s.Palette, players: s.Live.Players, minText: t}
}

// CtrlHeld reports whether a Control key, or Command (Meta) on a Mac, is
// held: the keymap's Ctrl, in every part of the window.
func CtrlHeld(in keyState) bool {
	return in.Down(ebiten.KeyControlLeft) || in.Down(ebiten.KeyControlRight) || in.Down(ebiten.KeyMetaLeft) || in.Down(ebiten.KeyMetaRight)
}

// scriptWindow: what a script asks of every part alike.

func (s *Shell) Scripted() *ScriptedInput   { return s.Script }
func (s *Shell) ScreenshotNext(file string) { s.shot = file }
func (s *Shell) Stop()                      { s.Quit = true }
func (s *Shell) QuitNow()                   { s.Quit = true }

// WindowTitle is the title the window last set (a script's title FILE).
func (s *Shell) WindowTitle() string { return s.Files.Title }

// Ruleset is one ruleset's part of the window as main hands it over:
// the window shows an encounter in the part of the first ruleset given
// that opens it, and swaps parts when a file of another is opened.
type Ruleset struct {
	// Name names the ruleset in messages ("Draw Steel").
	Name string
	// Opens reports whether the ruleset shows e.
	Opens func(e *maps.Encounter) bool
	// New is the ruleset's part for opt.Encounter, sharing sh.
	New func(sh *Shell, opt Options) (Part, error)
}

// Open makes the window for opt.Encounter, of any of the rulesets given
// (after opt.Rulesets), without opening it on the screen (Run does).
func Open(opt Options, rulesets ...Ruleset) (*Window, error) {
	opt.Rulesets = append(opt.Rulesets[:len(opt.Rulesets):len(opt.Rulesets)], rulesets...)
	sh, err := NewShell(opt)
	if err != nil {
		return nil, err
	}
	v, err := newView(sh, opt)
	if err != nil {
		return nil, err
	}
	return &Window{opt: opt, sh: sh, view: v}, nil
}

// newView is the part of the window for opt.Encounter, of the first of
// opt.Rulesets that opens it, sharing sh.
func newView(sh *Shell, opt Options) (Part, error) {
	e := opt.Encounter
	if e == nil {
		return nil, errors.New("game: no encounter")
	}
	var names []string
	for _, r := range opt.Rulesets {
		if r.Opens(e) {
			return r.New(sh, opt)
		}
		names = append(names, r.Name)
	}
	if len(names) == 0 {
		return nil, errors.New("game: no ruleset given to show the encounter")
	}
	return nil, fmt.Errorf("game: the encounter is of none of the rulesets given (%s)", strings.Join(names, ", "))
}

// Run opens the window for opt.Encounter, of any of the rulesets given
// (after opt.Rulesets), and returns when it is closed.
func Run(opt Options, rulesets ...Ruleset) error {
	w, err := Open(opt, rulesets...)
	if err != nil {
		return err
	}
	return w.Run()
}

// PartWindow is a window showing part p, sharing sh (for tests that drive
// a part as the window does).
func PartWindow(sh *Shell, p Part) *Window { return &Window{sh: sh, view: p} }

// Part is the part of the window shown now.
func (w *Window) Part() Part { return w.view }

// Opened is the file the window shows, and whether as a player view.
func (w *Window) Opened() OpenRequest {
	return OpenRequest{Path: w.opt.Path, PlayerView: w.opt.PlayerView}
}

// Err is the error the window stopped with (nil: none).
func (w *Window) Err() error { return w.sh.Err }

// Run shows the window on the screen and returns when it is closed.
func (w *Window) Run() error {
	w.view.ShowTitle()
	// the close button asks first when there are unsaved changes
	openWindow()
	defer w.Close()
	if err := ebiten.RunGame(w); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return w.sh.Err
}

// Close frees the autosave's lock and the live files, which hold what
// only the director sees (unless a script keeps them for a player view
// opened after it): the window closes.
func (w *Window) Close() {
	if s := w.sh; s.LiveWriter != nil && !keepLive(w.opt.Script) {
		s.LiveWriter.Close()
	}
	w.sh.Files.ReleaseLock()
}

// Update implements ebiten.Game: the window ends once it quit (and wrote
// the screenshot asked for) or failed. A part that asks for a file of
// another ruleset (*OpenRequest: the file chooser's Open, a recent file,
// a new map, a player view following its director) is replaced by that
// ruleset's part, in the same window. The title follows every change,
// with the unsaved mark.
func (w *Window) Update() error {
	s := w.sh
	if (s.Quit && s.shot == "") || s.Err != nil {
		return ebiten.Termination
	}
	if s.player.s != nil && w.view.Ready() {
		// the script's step sets this frame's keys and pointer first
		if s.Err = s.player.Update(w.view, s.Frames); s.Err != nil || s.Quit {
			return nil
		}
	}
	err := w.view.Update()
	var req *OpenRequest
	if errors.As(s.Err, &req) {
		s.Err = nil
		return w.Swap(req)
	}
	w.view.ShowTitle()
	return err
}

// Swap shows the file req asks for in a part of its ruleset, which takes
// over the shell: the theme, palette, turn, UI scale and keys chosen in
// the window, the script's place, the live files for player views.
func (w *Window) Swap(req *OpenRequest) error {
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
	lv := w.sh.Live
	if opt.PlayerView {
		// the follower read the director's new board to see its ruleset
		w.sh.Live = newLiveState(opt.LiveDir, req.Path, true)
	}
	w.sh.Live.Players = opt.PlayerView // a director's window opens on the director's view
	v, err := newView(w.sh, opt)
	if err != nil {
		w.sh.Live = lv
		return fmt.Errorf("open %s: %w", req.Path, err)
	}
	w.opt, w.view = opt, v
	if w.sh.W > 0 {
		w.view.LaidOut(true)
	}
	w.sh.Wake()
	w.view.ShowTitle()
	return nil
}

// Draw implements ebiten.Game: the part draws the frame; the window
// counts the frames, says when the first is drawn, and writes the
// screenshots asked for (--screenshot after the first frames, then it
// closes; a script's at the end of the next Draw).
func (w *Window) Draw(screen *ebiten.Image) {
	if !w.view.Draw(screen) {
		return // the screen is kept: nothing changed
	}
	s := w.sh
	s.Frames++
	if s.Frames == 1 && w.opt.FirstFrame != nil {
		w.opt.FirstFrame()
	}
	if w.opt.Screenshot != "" && s.Frames == ScreenshotFrame {
		s.shot, s.Quit = w.opt.Screenshot, true
	}
	if s.shot != "" {
		if err := writePNG(s.shot, screen); err != nil {
			s.Err = err
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
	resized := width != s.W || height != s.H || dev != s.Dev
	s.W, s.H, s.Dev = width, height, dev
	if resized {
		s.Wake()
	}
	w.view.LaidOut(resized)
	return float64(width), float64(height)
}

// OpeningFitArea is the part of a w x h window that a fitted map fills
// when the window opens at UI scale uiScale (for tests that work out
// where the window draws a square), for a part that says (the square
// map's); the zero Area for other maps.
func (w *Window) OpeningFitArea(width, height int, uiScale float64) Area {
	if f, ok := w.view.(interface {
		OpeningFitArea(w, h int, uiScale float64) Area
	}); ok {
		return f.OpeningFitArea(width, height, uiScale)
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

// UiScaleFor is the device pixels per interface pixel: the device scale
// times the user's UI scale (user, 1 to 3), or with user 0 (automatic)
// times what the window's size suggests: 1x up to about 1600x1000
// interface pixels, then a quarter more per quarter of that, so a 4K
// screen at device scale 1 shows the panel at 2x.
func UiScaleFor(dev float64, w, h int, user float64) float64 {
	if user == 0 {
		lw, lh := float64(w)/dev, float64(h)/dev
		user = math.Floor(math.Min(lw/1600, lh/1000)/uiScaleStep) * uiScaleStep
	}
	return dev * math.Min(MaxUIScale, math.Max(MinUIScale, user))
}

// StepUIScale is the UI scale one step up (dir 1) or down (dir -1) from
// cur, within 1x to 3x.
func StepUIScale(cur float64, dir int) float64 {
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
	s := StepUIScale(cur/dev, dir)
	if err := UpdateSettings(path, func(st *Settings) { st.UIScale = s }); err != nil {
		return s, "Interface scale not remembered: " + err.Error()
	}
	return s, fmt.Sprintf("Interface scale: %gx (Ctrl+= and Ctrl+- change it).", s)
}

// WindowSize is the window's first size in interface pixels, the same
// for the square, hex and zone windows: nine tenths of the monitor (mw x
// mh), leaving a margin for the desktop's bars, so a table's TV shows the
// map as large as it can from the start; 1280x800 when the monitor's size
// is unknown (0), and never below that where the monitor has room.
func WindowSize(mw, mh int) (int, int) {
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
	ebiten.SetWindowSize(WindowSize(w, h))
}

// writePNG saves the screen atomically.
func writePNG(path string, screen *ebiten.Image) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := maps.WriteFile(path, buf.Bytes()); err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	return nil
}

// PartShell is how every ruleset's part begins: the shell it shares (sh,
// or one of its own for opt when sh is nil) and a renderer of opt's fonts.
func PartShell(sh *Shell, opt Options) (*Shell, *ebitenrender.Renderer, error) {
	r, err := ebitenrender.New(opt.RegularFont, opt.BoldFont)
	if err != nil {
		return nil, nil, err
	}
	if sh == nil {
		if sh, err = NewShell(opt); err != nil {
			return nil, nil, err
		}
	}
	return sh, r, nil
}
