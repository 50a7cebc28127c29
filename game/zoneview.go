package game

import (
	"errors"
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
	zonescene "github.com/battlemap/battlemap/render/zones"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// ZoneViewOptions says what RunZoneView shows.
type ZoneViewOptions struct {
	Encounter *maps.Encounter // a zone map (Encounter.Zones set)
	// Path is the file Ctrl+S saves to ("": the window cannot save).
	Path string
	// Screenshot, when set, writes the window to this PNG after the first
	// frames and quits.
	Screenshot            string
	RegularFont, BoldFont []byte
	// Seed is the dice seed of the first roll (spill-over, waves).
	Seed uint64
	// Theme is the window's theme: dark (""), light or contrast.
	Theme string
	// Script, when set, drives the window instead of the mouse and
	// keyboard.
	Script *Script
	// Base is the hash (maps.Stamp.SumText) of the file version the
	// encounter's changes were made on (Opening.Base).
	Base string
	// Message is shown in the status panel at the start.
	Message string
	// NoAutosave turns the autosave off (a script or a screenshot).
	NoAutosave bool
	// Rotate is the map's turn at the start, in degrees clockwise: 0, 90,
	// 180 or 270 (Options.Rotate).
	Rotate int
	// SettingsPath is the settings file a turn chosen in the window is
	// remembered in ("": it is not).
	SettingsPath string
	// Touch makes the left mouse button a finger (Options.Touch).
	Touch bool
	// Recovered, when set, says the encounter holds changes recovered
	// from an autosave: the window asks whether to keep them.
	Recovered *Recovery
	// UIScale is the scale of the questions, the file chooser and the
	// settings panel, 1 to 3 (0: from the window's size).
	UIScale float64
	// Palette is the side colours: "" (the theme's) or paletteColorBlind.
	Palette string
	// LiveDir is where the director's window writes its live view and a
	// player view reads it (Options.LiveDir; "": nowhere).
	LiveDir string
	// PlayerView opens the player view (Options.PlayerView).
	PlayerView bool
	// Templates are the creatures the map editor places (as zone
	// creatures: id, name and side).
	Templates []drawsteel.Creature
	// Keys are the keys rebound in the settings, action id to key name
	// (Options.Keys): one keymap for every window.
	Keys map[string]string
	// FirstFrame, when set, is called once the first frame is drawn
	// (Options.FirstFrame).
	FirstFrame func()
}

// zoneView is the window for a zone map: the zones fitted to the window as
// export draws them; pointing at or clicking a creature outlines the zones
// within its speed; dragging it onto a zone previews the move there and
// dropping declares it (zonesplay.ZonePlay does the rest).
type zoneView struct {
	opt ZoneViewOptions
	// files is the title, the quit question, the file chooser and the
	// settings; cleanChange is the play's change count when last saved to
	// the file.
	files       fileUI
	cleanChange int
	dev         float64 // the device scale
	palette     string
	play        *zonesplay.ZonePlay
	in          Input
	boxes       []render.Rect
	outlines    [][]render.Point
	r           *ebitenrender.Renderer
	w, h        int
	touch       zoneTouch
	explain     explainBox // the preview narrated (X)
	// keymap is the keys, as in the square window (nil: the defaults)
	keymap   Keymap
	scene    *render.Scene
	sceneFor string
	pic      mapPicture // the scene's picture, kept while it and the view stay
	// statusRoom is the status panel's height (statusHeight) for the
	// window size and UI scale roomFor
	statusRoom float64
	roomFor    string
	statusNeed float64 // what the panel's lines need now
	frames     int
	quit       bool
	gate       idleGate // Update and Draw do nothing while nothing changes
	err        error
	// a script's input and progress
	script      *scriptedInput
	player      scriptPlayer
	pendingShot string
	// savedChange is the play's change count last autosaved or saved;
	// base is the hash of the file version the changes were made on.
	savedChange int
	// turn is the map's turn, in quarter turns clockwise
	turn int
	base string
	// lv is the player view: shown, and the live files written or followed
	lv liveState
	// zed is the map editor (zonemapedit.go)
	zed zoneEditUI
	// bar is the large buttons' tab and the actions they queued (zonebar.go)
	bar zoneBarState
	// side is the status panel's place (zonefit.go)
	side zoneSide
}

// RunZoneView opens the window for a zone map and returns when it closes.
func RunZoneView(opt ZoneViewOptions) error {
	v, err := newZoneView(opt)
	if err != nil {
		return err
	}
	// the close button asks first when there are unsaved changes
	openWindow()
	if !keepLive(opt.Script) { // the live files hold what only the director sees
		defer v.lv.close()
	}
	defer v.files.releaseLock()
	if err := ebiten.RunGame(v); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return v.err
}

// newZoneView makes the zone window's game without opening the window.
func newZoneView(opt ZoneViewOptions) (*zoneView, error) {
	if opt.Encounter == nil || opt.Encounter.Zones == nil {
		return nil, errors.New("game: no zone map to show")
	}
	b, err := opt.Encounter.Zones.Board()
	if err != nil {
		return nil, err
	}
	r, err := ebitenrender.New(opt.RegularFont, opt.BoldFont)
	if err != nil {
		return nil, err
	}
	pic, err := newMapPicture(opt.RegularFont, opt.BoldFont)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	v := &zoneView{opt: opt, play: zonesplay.NewZonePlay(b, opt.Encounter.Zones.Shapes, opt.Seed, opt.Message), in: realInput{}, r: r, base: opt.Base, pic: pic}
	if v.keymap, err = defaultKeymap().With(opt.Keys); err != nil {
		return nil, fmt.Errorf("game: keys: %w", err)
	}
	v.play.SetKeys(v.keyNames)
	v.boxes, v.outlines = zonesplay.ZoneBoxes(opt.Encounter.Zones)
	v.lv = newLiveState(opt.LiveDir, opt.Path, opt.PlayerView)
	q, ok := QuarterTurns(opt.Rotate)
	if !ok {
		return nil, fmt.Errorf("game: rotation %d degrees (want 0, 90, 180 or 270)", opt.Rotate)
	}
	v.turn = q
	if opt.Script != nil {
		v.script, v.player.s = newScriptedInput(), opt.Script
		v.in = v.script
	}
	if opt.Touch {
		v.in = mouseFinger{v.in}
	}
	v.files.settings, v.palette = opt.SettingsPath, opt.Palette
	if r := opt.Recovered; r != nil {
		v.files.askRecovered(r, "the zones and creatures as they were when the program stopped", v.keymap, func() { v.show(r.File, opt.Path, r.FileBase, "") })
	}
	v.files.showTitle(mapDoc{v})
	return v, nil
}

// zoneMinLines is the status panel's least room, in lines: the zone and
// the creature pointed at often take two, and a panel that grew under the
// first pointing would move the map from under the pointer.
const zoneMinLines = 2

// statusLine is one wrapped line of the status panel; bold: of its first
// line.
type statusLine struct {
	text string
	bold bool
}

// uiScale is the zone window's UI scale times its device scale: the status
// panel and the dialogs follow it.
func (v *zoneView) uiScale() float64 { return sheetScale(v.dev, v.w, v.h, v.opt.UIScale) }

// panelScale is the status panel's and the large buttons' scale: the UI
// scale, but no larger than keeps a button within an eleventh of the
// window (fingerHeight, as the square window's panel), so that at 3x on a
// 1080p screen the panel's text and buttons grow together and leave the
// map most of the window.
func (v *zoneView) panelScale() float64 {
	return float64(fingerHeight(v.uiScale(), max(v.dev, 1), v.h)) / 44
}

const (
	zoneInfoLines  = 5
	zoneLineHeight = 32
	zoneTextSize   = 22
)

// zoneMapView is where the zone window draws a map scene with these
// bounds in a window w x h pixels: fitted above the status panel statusH
// pixels high, turned by quarters quarter turns clockwise.
func zoneMapView(bounds render.Rect, w, h, quarters int, statusH float64) render.View {
	return render.FitTurned(bounds, quarters, 8, 8, float64(w)-16, float64(h)-statusH-16)
}

// mapView is where the window draws its map now.
func (v *zoneView) mapView() render.View {
	if v.editing() {
		b := zonesplay.EditBounds(v.scene.Bounds) // room to draw new zones in
		return zoneMapView(b, v.w-int(v.paletteWidth()), v.h, v.turn, v.statusHeight())
	}
	if s := v.sideWidth(); s > 0 {
		return zoneMapView(v.fitBounds(), v.w-int(s), v.h, v.turn, 0)
	}
	return zoneMapView(v.fitBounds(), v.w, v.h, v.turn, v.statusHeight())
}

// turnView turns the map by quarters quarter turns clockwise (Shift+R,
// Ctrl+R) and remembers the turn.
func (v *zoneView) turnView(quarters int) {
	v.turn = (v.turn + quarters) & 3
	v.play.SetMessage(v.keymap.turnedMessage(90 * v.turn))
	if err := rememberRotate(v.opt.SettingsPath, 90*v.turn); err != nil {
		v.play.SetMessage("Turn not remembered: " + err.Error())
	}
}

// cycleTheme shows the next theme (C, the Theme button) and remembers it.
func (v *zoneView) cycleTheme() {
	v.opt.Theme = nextTheme(mapTheme(v.opt.Theme))
	v.play.SetMessage("Theme: " + v.opt.Theme + " (" + v.keymap.Name(session.ActTheme) + " changes it).")
	if err := UpdateSettings(v.opt.SettingsPath, func(s *Settings) { s.Theme = v.opt.Theme }); err != nil {
		v.play.SetMessage("Theme not remembered: " + err.Error())
	}
}

// stepUIScale makes the interface one step larger (dir 1) or smaller
// (dir -1) and remembers it.
func (v *zoneView) stepUIScale(dir int) {
	s, msg := chooseUIScale(v.uiScale(), v.dev, dir, v.opt.SettingsPath)
	v.opt.UIScale = s
	v.play.SetMessage(msg)
}

func (v *zoneView) Update() error {
	if v.quit || v.err != nil {
		return ebiten.Termination
	}
	if v.scene != nil && v.gate.idle(v.in.Snapshot(), v.script != nil || v.frames <= screenshotFrame || v.pendingShot != "" || len(v.bar.queued) > 0) {
		// nothing happened: a player view still looks at the director's
		// live view (about once a second)
		if v.opt.PlayerView && v.follow() {
			v.gate.wake()
		}
		return nil
	}
	if v.script != nil {
		if v.err = v.player.update(v, v.frames); v.err != nil || v.quit {
			return nil
		}
	}
	in := v.in
	if v.opt.PlayerView {
		return v.updatePlayerView(in)
	}
	defer v.writeLive()
	defer v.files.showTitle(mapDoc{v})
	defer v.takeFileMessage()
	if v.keymap == nil {
		v.keymap = defaultKeymap()
	}
	acts := append(v.keymap.Actions(zoneWindow, in), v.takeQueued()...) // the keys and the buttons pressed
	if v.files.handle(mapDoc{v}, in, acts, v.r, v.w, v.h, sheetScale(v.dev, v.w, v.h, v.opt.UIScale), v.openSettings) {
		return nil
	}
	if v.scene == nil {
		return nil
	}
	if v.bar.panel != nil {
		// the buttons as the last frame drew them (what a press was aimed at)
		v.bar.panel.update(in) // their actions are read in the next Update
	}
	defer v.autosave()
	x, y := in.Cursor()
	p := v.mapView().ToMap(render.Point{X: float64(x), Y: float64(y)})
	v.play.Hover(session.Pointer{At: p, On: true})
	// the map editor takes the keymap's actions and reads its own keys
	// (Delete, A, N)
	ctrl := in.Down(ebiten.KeyControl) || in.Down(ebiten.KeyControlLeft) || in.Down(ebiten.KeyControlRight)
	if v.editInput(acts, ctrl, p) {
		return nil
	}
	for _, a := range acts {
		v.do(a)
	}
	v.play.ShowAim(in.MouseJustPressed(ebiten.MouseButtonLeft) || v.touch.holding || v.touch.lifted)
	v.typing()
	v.mouse()
	v.touches()
	return nil
}

// save writes the encounter to its file (Ctrl+S) and removes the
// autosave: everything in it is saved.
func (v *zoneView) save() {
	pl := v.play
	if err := pl.Save(v.opt.Encounter, v.opt.Path); err != nil {
		pl.SetMessage("Not saved: " + err.Error())
		return
	}
	v.files.dropAutosave(autosavePath(v.opt.Path))
	v.base, v.savedChange, v.cleanChange = baseOf(v.opt.Path), pl.Changes(), pl.Changes()
}

// autosave writes the encounter to the file's autosave after every change
// the undo history recorded, so a crash loses nothing (OpenFile recovers
// it); a save removes it.
func (v *zoneView) autosave() {
	pl := v.play
	if v.opt.NoAutosave || v.opt.Path == "" || pl.Changes() == v.savedChange {
		return
	}
	v.savedChange = pl.Changes()
	pl.Into(v.opt.Encounter)
	if err := v.files.writeAutosave(v.opt.Encounter, autosavePath(v.opt.Path), v.base, nil); err != nil {
		pl.SetMessage("Autosave failed: " + err.Error())
	}
}

// do does what an action of the keymap asks in the zone window: the
// play's (zonesplay.ZonePlay's Do and Arrow) first, then the window's:
// save, the view.
func (v *zoneView) do(a session.Action) {
	v.play.SetPlayerView(v.lv.players) // the players' view takes no play from the keys
	if arrowAction(a) {
		v.play.Arrow(arrowOnMap(v.in, a, v.turn)) // the zone window does not pan
		return
	}
	if v.play.Do(a) {
		return
	}
	switch a {
	case session.ActSave:
		v.save()
	case session.ActTurnViewHalf:
		v.turnView(2)
	case session.ActTurnView:
		v.turnView(1)
	case session.ActPlayerView:
		v.togglePlayers()
	case session.ActTheme:
		v.cycleTheme()
	case session.ActFullscreen:
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	case session.ActMapEdit:
		v.startEdit() // B itself is the editor's (editInput)
	case session.ActUIScaleUp:
		v.stepUIScale(1)
	case session.ActUIScaleDown:
		v.stepUIScale(-1)
	case session.ActExplain:
		v.explain.toggle()
	case session.ActExplainPrev:
		v.explain.page--
	case session.ActExplainNext:
		v.explain.page++
	}
}

// typing reads the keys a result is typed with besides the keymap's
// digits: the number pad's digits and Backspace (fixedKeys).
func (v *zoneView) typing() {
	in, pl := v.in, v.play
	if in.JustPressed(ebiten.KeyBackspace) {
		pl.Backspace()
	}
	for d := 0; d <= 9; d++ {
		if in.JustPressed(ebiten.KeyNumpad0 + ebiten.Key(d)) {
			pl.Digit(d)
		}
	}
}

// mouse handles clicks and drags: a creature dragged onto another zone
// declares a move there; a click selects (or, setting up a throw, picks
// the target, then the zone).
func (v *zoneView) mouse() {
	in, pl := v.in, v.play
	if v.opt.Touch {
		return // the left button is a finger (touches)
	}
	if in.MouseJustPressed(ebiten.MouseButtonLeft) {
		x, y := in.Cursor()
		if v.pressButton(float64(x), float64(y)) {
			return
		}
	}
	x, y := in.Cursor()
	pt := session.Pointer{At: v.mapView().ToMap(render.Point{X: float64(x), Y: float64(y)}), On: true}
	if in.MouseJustPressed(ebiten.MouseButtonLeft) {
		pl.Press(pt)
	}
	if in.MouseJustReleased(ebiten.MouseButtonLeft) {
		pl.Release(pt)
	}
}

// shown is the creature whose reach is outlined: the one dragged or
// clicked, else the one pointed at.
func (v *zoneView) shown() string {
	if v.editing() {
		return "" // the editor marks its own selection
	}
	return v.play.Shown()
}

func (v *zoneView) Draw(screen *ebiten.Image) {
	if v.scene != nil && !v.gate.draws() {
		return // the screen is kept: nothing changed
	}
	t := windowThemeWith(v.opt.Theme, v.palette)
	v.syncLayout()
	pl := v.play
	id := v.shown()
	if pl.Throw() != nil || v.hiddenShown(id) {
		id = "" // the player view shows nothing of a hidden creature
	}
	hover := pl.HoverZone()
	var reach bool
	if rq := pl.Declared(); rq != nil {
		// the declared move: its creature and destination marked
		id, hover = rq.Creature, rq.To
	} else if d := v.lv.declared; d[0] != "" && !v.hiddenShown(d[0]) {
		id, hover = d[0], d[1] // the director's, in a player view
	} else {
		reach = id != ""
	}
	key := fmt.Sprintf("%p|%s|%s|%v|%v|%v|%p|%v|%p", pl.Board(), id, hover, reach, pl.Sprint(), pl.Together(), pl.Throw(), pl.Throw() != nil && pl.Throw().HasResult, pl.EndRound()) + "|" + v.opt.Theme + "|" + v.palette + fmt.Sprint("|", v.lv.players)
	// initials, names and zones' small texts read from across the room
	// at the view's zoom, which the scene's bounds give: they are the
	// boxes', known before the first scene is built, so it is built once
	if v.scene == nil {
		v.scene = &render.Scene{Bounds: zonescene.SceneBounds(len(v.opt.Encounter.Zones.Map.Zones), v.boxes)}
	}
	zoom := v.mapView().Scale
	minText := minLabelText(v.uiScale(), zoom)
	if key+fmt.Sprintf("|text %.3g", minText) != v.sceneFor {
		zm := zonescene.Map{Board: v.sceneBoard(), Boxes: v.boxes, Outlines: v.outlines, Selected: id, Hover: hover, MinText: minText, Scale: zoom}
		if reach {
			zm.Reach = pl.Reach(id)
		}
		if o := pl.EndRound(); o != nil {
			zm.Moves = o.Positions
		}
		zm.Throw = v.throwShown(zm.Board)
		v.scene, v.sceneFor = zonescene.BuildScene(zm, t), key+fmt.Sprintf("|text %.3g", minText)
	}
	lines := v.statusLines(id, hover)
	if v.lv.players {
		lines = v.playerLines(id, hover)
	}
	wrapped := v.wrapStatus(lines) // before the map: the map fits above it
	v.pic.draw(screen, v.scene, v.mapView(), t.Background)
	left, top := float64(v.w)-v.panelWidth(), float64(v.h)-max(v.statusHeight(), v.statusNeed)
	if v.sideWidth() > 0 {
		top = 0
	}
	v.drawStatus(screen, t, wrapped[:min(len(wrapped), zoneInfoLines)], left, top)
	ui := t.UI
	if ui.Panel == (color.RGBA{}) {
		ui = render.ScreenTheme().UI
	}
	narration := ""
	if v.explain.on {
		narration = session.FormatExplain(pl.Explain(pl.Dragging(), hover))
	}
	bs := v.touchButtons()
	var block []Area
	for _, b := range bs {
		block = append(block, b.rect)
	}
	for _, b := range v.editButtons() {
		block = append(block, b.rect) // the large buttons (zonebar.go), the editor's palette
	}
	v.explain.draw(screen, explainStyle{r: v.r, ui: ui, edge: t.AreaEdge, sc: v.uiScale(), key: v.keymap.Name(session.ActExplain)}, v.zoneMapArea(), narration, v.previewPoints(), v.tokenRadius(), block...)
	if len(bs) > 0 {
		v.r.Draw(screen, touchButtonScene(bs, v.uiScale(), ui), render.View{Scale: 1})
	}
	v.drawEditor(screen, t)
	v.files.draw(screen, v.r, t.UI, v.w, v.h, sheetScale(v.dev, v.w, v.h, v.opt.UIScale))

	v.frames++
	if v.frames == 1 && v.opt.FirstFrame != nil {
		v.opt.FirstFrame()
	}
	if v.pendingShot != "" {
		if err := writePNG(v.pendingShot, screen); err != nil {
			v.err = err
		}
		v.pendingShot = ""
	}
	if v.opt.Screenshot != "" && v.opt.Script == nil && v.frames == screenshotFrame {
		if err := writePNG(v.opt.Screenshot, screen); err != nil {
			v.err = err
		}
		v.quit = true
	}
}

func (v *zoneView) Layout(int, int) (int, int) { panic("LayoutF is used") }

// LayoutF implements ebiten.LayoutFer.
func (v *zoneView) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	w, h, dev := deviceSize(outsideWidth, outsideHeight)
	if w != v.w || h != v.h || dev != v.dev {
		v.gate.wake()
	}
	v.w, v.h, v.dev = w, h, dev
	return float64(w), float64(h)
}
