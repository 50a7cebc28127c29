package game

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
	realmscene "github.com/battlemap/battlemap/render/realms"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// hexView is the window for an Enchanted Realms hex map: the map fitted
// to the window, the hex under the pointer described in the status line,
// the reach of the creature pointed at (or clicked, which keeps it) shaded
// by the feet it would have left. Dragging a creature shows the cheapest
// path to the hex under the pointer with its cost; dropping it there
// commits the move through the rules (or says which rule forbids it).
// Ctrl+Z and Ctrl+Shift+Z undo and redo, Ctrl+S saves.
type hexView struct {
	*shell // what every ruleset's part shares: the window's size, input, script, files, keys
	opt    Options
	// cleanChange is changes when last saved to the file.
	cleanChange int
	board       *realms.Board
	layout      render.HexLayout
	r           *ebitenrender.Renderer
	// pic is the map's picture, kept while the scene and view stay
	pic mapPicture
	cam Camera
	// panning is true while a right or middle drag moves the map
	panning    bool
	lastCursor [2]int
	// bg is the encounter's background picture and bgRect where it lies
	// on the map (nil: none)
	bg     *render.Picture
	bgRect render.Rect
	bgs    hexBgState // the background of the play's step and the Background tool (hexbgalign.go)
	// the scene is built again only when what it shows changes
	scene    *render.Scene
	sceneFor hexSceneKey

	// play is the board, its undo history, the turn, the next move's
	// actions and permission, the creature selected and the arrows' aim
	play  *realmsplay.HexPlay
	touch hexTouch
	hp    hexPanelUI // the play panel's tab, scroll and buttons pressed
	// version counts changes to how the board is shown (theme, palette,
	// turn), for the scene cache; play.Version counts the board's
	version int
	// savedChange is play.Changes last autosaved or saved; base is the
	// hash of the file version the changes were made on.
	savedChange int
	base        string
}

// hexSceneKey is what the hex map's scene shows: it is built again only
// when this changes.
type hexSceneKey struct {
	look         mapLook
	board, shown int    // the play's version, and the part's (its turn, background)
	creature     string // whose reach is shaded
	to           grid.Cell
	aimed        bool   // the move aimed at to is planned
	permit       bool   // the hostiles that let the move through are asked
	permits      string // and those given
}

// newHexView is the window's part for a hex map (opt.Encounter.Hex),
// sharing sh (nil: a shell of its own).
func newHexView(sh *shell, opt Options) (*hexView, error) {
	if opt.Encounter == nil || opt.Encounter.Hex == nil {
		return nil, errors.New("game: no hex map to show")
	}
	r, err := ebitenrender.New(opt.RegularFont, opt.BoldFont)
	if err != nil {
		return nil, err
	}
	pic, err := newMapPicture(opt.RegularFont, opt.BoldFont)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	if sh == nil {
		if sh, err = newShell(opt); err != nil {
			return nil, err
		}
	}
	b := opt.Encounter.Hex.Board
	v := &hexView{shell: sh, opt: opt, play: realmsplay.NewHexMapPlay(opt.Encounter.Hex, opt.Message), layout: render.NewHexLayout(b.Geometry), r: r,
		base: opt.Base, pic: pic}
	v.play.SetKeys(v.keyNames)
	sh.say = func(msg string) { v.play.SetMessage(msg) }
	sh.themed = func() { v.version++ }
	v.loadBackground()
	v.cam.View.Turn = v.turn
	if r := opt.Recovered; r != nil {
		v.files.askRecovered(r, "the whole map as it was when the program stopped", v.keymap, func() { v.show(r.File, opt.Path, r.FileBase, "") })
	}
	return v, nil
}

func (v *hexView) showTitle()  { v.files.showTitle(mapDoc{v}) }
func (v *hexView) ready() bool { return v.scene != nil } // the first Draw built it

// The hex window's status line: up to hexStatusLines lines of text of
// hexStatusPx pixels at UI scale 1, wrapped to the window's width.
const (
	hexStatusLines = 2
	hexStatusPx    = 19
	hexStatusLineH = 24
)

// hexStatusHeight is the height of the hex window's status line in pixels
// at UI scale uiScale (62 at 1x: room for hexStatusLines lines).
func hexStatusHeight(uiScale float64) float64 {
	return math.Round((hexStatusLines*hexStatusLineH + 14) * uiScale)
}

// statusLines is the status text wrapped to a window w pixels wide at UI
// scale us: at most hexStatusLines lines, the last ending in "…" when
// the text goes on.
func statusLines(s string, w, us float64, advance func(string) float64) []string {
	width := w - 28*us
	lines := render.Wrap(s, width, advance)
	if len(lines) <= hexStatusLines {
		return lines
	}
	lines = lines[:hexStatusLines]
	last := []rune(lines[hexStatusLines-1])
	for len(last) > 0 && advance(string(last)+" …") > width {
		last = last[:len(last)-1]
	}
	lines[hexStatusLines-1] = strings.TrimRight(string(last), " ") + " …"
	return lines
}

// hexMapArea is where the hex window draws the map on a screen of w x h
// pixels at UI scale uiScale: left of the panel, above the status line.
func hexMapArea(w, h int, uiScale float64) Area {
	return Area{0, 0, math.Max(1, float64(w)-hexPanelWidth(w, uiScale)), math.Max(1, float64(h)-hexStatusHeight(uiScale))}
}

// HexFitArea is the part of the map area a fitted map fills at UI scale
// uiScale: the map area less a margin of 8 pixels.
func HexFitArea(w, h int, uiScale float64) Area {
	a := hexMapArea(w, h, uiScale)
	return Area{a.X + 8, a.Y + 8, math.Max(1, a.W-16), math.Max(1, a.H-16)}
}

func (v *hexView) Update() error {
	if v.scene == nil {
		return nil
	}
	if v.idle(len(v.hp.pending) > 0) {
		// nothing happened: a player view still looks at the director's
		// live view (about once a second)
		if v.opt.PlayerView && v.follow() {
			v.idleGate.wake()
		}
		return nil
	}
	defer v.autosave()
	defer v.syncBackground() // before the autosave
	in := v.input
	if v.opt.PlayerView {
		return v.updatePlayerView(in)
	}
	defer v.writeLive()
	defer v.takeFileMessage()
	if v.keymap == nil {
		v.keymap = defaultKeymap()
	}
	acts := v.takePending(v.keymap.Actions(hexWindow, in))
	if v.files.handle(mapDoc{v}, in, acts, v.r, v.w, v.h, v.uiScale(), v.openSettings) {
		return nil
	}
	if v.hp.panel != nil {
		// the panel as the last frame drew it (what a press was aimed at)
		v.hp.panel.update(in) // its buttons pressed: their actions are read in the next Update
	}
	ctrl := ctrlHeld(in)
	area := v.mapArea()
	if !v.cam.fitted {
		v.cam.Fit(v.scene.Bounds, v.fitArea())
	}
	v.pointer(area)
	v.touches(area)
	if v.play.MapEditing() && !ctrl && !v.hexAligning() {
		acts = v.hexMapKeys(in, acts)
	}
	for _, a := range acts {
		v.do(a, area)
	}
	v.followGeometry()
	return nil
}

// do does what an action of the keymap asks in the hex window.
func (v *hexView) do(a session.Action, area Area) {
	const panStep = 12
	v.play.SetPlayerView(v.lv.players) // the players' view takes no play from the keys
	if arrowAction(a) && v.play.Arrow(arrowOnMap(v.input, a, v.cam.View.Turn)) {
		return
	}
	if v.play.Do(a) || v.doShared(a) {
		return
	}
	switch a {
	case session.ActMapEdit:
		v.toggleMapEdit()
	case session.ActSave:
		v.save()
	case session.ActTurnViewHalf:
		v.turnView(2, area)
	case session.ActTurnView:
		v.turnView(1, area)
	case session.ActPlayerView:
		v.togglePlayers()
	case session.ActZoomIn:
		v.cam.ZoomAt(area.Center(), 1.25)
	case session.ActZoomOut:
		v.cam.ZoomAt(area.Center(), 1/1.25)
	case session.ActPanLeft:
		v.cam.Pan(panStep, 0)
	case session.ActPanRight:
		v.cam.Pan(-panStep, 0)
	case session.ActPanUp:
		v.cam.Pan(0, panStep)
	case session.ActPanDown:
		v.cam.Pan(0, -panStep)
	case session.ActFit:
		v.cam.Fit(v.scene.Bounds, v.fitArea())
	}
}

// pointer handles the mouse: the hex under it, pick up and drop with the
// left button, pan with the right or middle one, zoom with the wheel
// toward the pointer. Nothing reaches the map while the pointer is over
// the panel or the status line.
func (v *hexView) pointer(area Area) {
	in := v.input
	x, y := in.Cursor()
	fx, fy := float64(x), float64(y)
	over := area.Contains(fx, fy)
	held := in.MouseDown(ebiten.MouseButtonRight) || in.MouseDown(ebiten.MouseButtonMiddle)
	if held && v.panning {
		v.cam.Pan(float64(x-v.lastCursor[0]), float64(y-v.lastCursor[1]))
	}
	if (in.MouseJustPressed(ebiten.MouseButtonRight) || in.MouseJustPressed(ebiten.MouseButtonMiddle)) && over {
		v.panning = true
	}
	if !held {
		v.panning = false
	}
	v.lastCursor = [2]int{x, y}
	if w := in.Wheel(); w != 0 && over && !v.hexBgWheel(w, fx, fy) {
		v.cam.ZoomAt(render.Point{X: fx, Y: fy}, math.Pow(1.15, w))
	}
	pt := session.Pointer{At: v.cam.View.ToMap(render.Point{X: fx, Y: fy}), On: over}
	v.play.Hover(pt)
	if v.opt.Touch {
		return // the left button is a finger (touches)
	}
	if in.MouseJustPressed(ebiten.MouseButtonLeft) && v.explain.press(fx, fy) {
		return
	}
	if in.MouseJustPressed(ebiten.MouseButtonLeft) {
		for _, b := range v.touchButtons(area) {
			if b.rect.Contains(fx, fy) {
				b.do(nil)
				return
			}
		}
	}
	if v.overPlayPanel(fx, fy) {
		return // the side panel's buttons are ebitenui's
	}
	if v.play.MapEditing() {
		v.mapPointer(pt)
		return
	}
	if in.MouseJustPressed(ebiten.MouseButtonLeft) {
		v.play.Press(pt)
	}
	if in.MouseJustReleased(ebiten.MouseButtonLeft) {
		v.play.Release(pt)
	}
}

// save writes the board to the file it came from.
func (v *hexView) save() {
	if v.opt.Path == "" {
		v.play.SetMessage("This map has no file to save to.")
		return
	}
	if err := v.opt.Encounter.Save(v.opt.Path); err != nil {
		v.play.SetMessage(err.Error())
		return
	}
	// everything the autosave held is saved
	v.files.dropAutosave(autosavePath(v.opt.Path))
	v.base, v.savedChange, v.cleanChange = baseOf(v.opt.Path), v.play.Changes(), v.play.Changes()
	v.play.SetMessage("Saved " + v.opt.Path + ".")
}

// autosave writes the encounter to the file's autosave after every change
// the undo history recorded, so a crash loses nothing (OpenFile recovers
// it); a save removes it.
func (v *hexView) autosave() {
	if v.opt.NoAutosave || v.opt.Path == "" || v.play.Changes() == v.savedChange {
		return
	}
	v.savedChange = v.play.Changes()
	if err := v.files.writeAutosave(v.opt.Encounter, autosavePath(v.opt.Path), v.base, nil); err != nil {
		v.play.SetMessage("Autosave failed: " + err.Error())
	}
}

func (v *hexView) draw(screen *ebiten.Image) bool {
	if v.scene != nil && !v.idleGate.draws() {
		return false // the screen is kept: nothing changed
	}
	t := windowThemeWith(v.theme, v.palette)
	c := v.play.Shown()
	if v.hiddenShown(c) {
		c = nil // the player view shows nothing of it
	}
	if c != nil {
		// what the creature used this turn is part of its breakdown
		defer v.play.WithTurn(c.ID)()
	}
	v.followBackground()
	key := hexSceneKey{board: v.play.Version(), shown: v.version}
	if c != nil {
		key.creature = c.ID
	}
	var plan *realms.Plan
	if to, ok := v.play.Aimed(c); ok {
		key.to, key.aimed = to, true
		if p, err := v.play.Board().Plan(c.ID, to, v.play.Options(c.ID)); err == nil {
			plan = &p
		}
	}
	if v.play.Permit() {
		key.permit, key.permits = true, strings.Join(v.play.Permits(), "\x00")
	}
	// names, coordinates and feet read from across the room at any zoom;
	// the first frame fits the map (to its scene's bounds) and builds the
	// scene again at the fitted zoom, so it is drawn right at once
	for range 2 {
		minText := minLabelText(v.uiScale(), v.cam.View.Scale)
		key.look = v.mapLook(minText)
		if v.scene == nil || key != v.sceneFor {
			opt := realmscene.Options{Theme: t, Coordinates: true, Material: v.opt.Encounter.Hex.Material, Plan: plan,
				Background: v.bg, BackgroundRect: v.bgRect, MinText: minText}
			if c != nil {
				opt.Selected = c.ID
				if r, err := v.play.Board().Reach(c.ID, v.play.Options(c.ID)); err == nil {
					opt.Reach = r
				}
			}
			v.scene, v.sceneFor = realmscene.BuildScene(v.sceneBoard(), opt), key
		}
		if v.cam.fitted {
			break
		}
		v.cam.Fit(v.scene.Bounds, v.fitArea())
	}
	ebitenrender.Fill(screen, t.Background)
	view := v.cam.View
	area := v.mapArea()
	mapImg := screen.SubImage(image.Rect(int(area.X), int(area.Y), int(area.X+area.W), int(area.Y+area.H))).(*ebiten.Image)
	v.pic.draw(mapImg, v.scene, view, t.Background)
	v.drawStroke(mapImg, t)
	if s := v.play.MapCursorScene(t); s != nil {
		v.r.Draw(mapImg, s, view)
	}
	v.drawHexBg(mapImg, t)
	v.r.Draw(mapImg, v.play.Overlay(t), view)
	ui := t.UI
	if ui.Panel == (color.RGBA{}) {
		ui = render.ScreenTheme().UI
	}
	if plan != nil {
		v.explain.draw(mapImg, explainStyle{r: v.r, ui: ui, edge: t.AreaEdge, sc: v.uiScale(), key: v.keymap.Name(session.ActExplain)},
			area, session.FormatExplain(realmsplay.ExplainHexMove(v.play.Board(), *plan)), v.planPoints(c, plan), v.hexRadius())
	} else {
		v.explain.draw(mapImg, explainStyle{}, area, "", nil, 0)
	}
	us := v.uiScale()
	v.hp.plan = plan
	v.syncPanel()
	v.hp.panel.draw(screen)
	v.drawStatus(screen, t, v.statusLine(c, plan))
	if bs := v.touchButtons(area); len(bs) > 0 {
		v.r.Draw(screen, touchButtonScene(bs, us, ui), render.View{Scale: 1})
	}
	v.files.draw(screen, v.r, t.UI, v.w, v.h, v.uiScale())
	return true
}

// scriptWindow: the hex window played by a script.

func (v *hexView) saveTo(file string) error { return v.saveCopy(file) }

// pointAt moves the scripted pointer to the centre of hex [q.X, q.Y].
func (v *hexView) pointAt(q drawsteel.Square) {
	p := v.cam.View.ToScreen(v.layout.Center(v.play.Board().Cell(realms.Pos{q.X, q.Y})))
	v.script.x, v.script.y = int(math.Round(p.X)), int(math.Round(p.Y))
}

func (v *hexView) pointAtButton(label string) error {
	if v.files.open() {
		return v.files.pointAtButton(v.script, label)
	}
	if v.showButton(label) {
		return stepAgain{} // its tab shown: point once it is laid out
	}
	if i, ok := v.hp.panel.find(label); ok && v.hp.panel.reveal(i) {
		return stepAgain{} // scrolled into view: point once it is drawn there
	}
	if x, y, ok := v.paletteButtonPixel(label); ok {
		v.script.x, v.script.y = x, y
		return nil
	}
	return fmt.Errorf("button %s: not on the hex window's panel (a button's name or label, e.g. Undo, Stand up, Save as…, %s; with the map editor open its palette's)", label, hexMapButton)
}

// statusText describes the hex under the pointer and the creature whose
// reach is shown, with its round's movement.
func (v *hexView) statusText(c *realms.Creature, plan *realms.Plan) string {
	_, aimOn := v.play.KeyAim()
	keys := aimOn && c != nil && c.ID == v.play.Selected()
	if plan != nil {
		switch {
		case v.touch.lifted:
			return session.HexMoveSummary(c, plan) + "   ·   tap Commit to move"
		case keys:
			return session.HexMoveSummary(c, plan) + "   ·   " + v.keymap.Name(session.ActCommit) + " to move, " + v.keymap.Name(session.ActCancel) + " drops the aim"
		}
		return session.HexMoveSummary(c, plan) + "   ·   drop to move"
	}
	if to, ok := v.play.Aimed(c); ok {
		if _, err := v.play.Board().Plan(c.ID, to, v.play.Options(c.ID)); err != nil {
			return "Cannot move there: " + strings.TrimPrefix(err.Error(), "realms: ")
		}
	}
	var parts []string
	if v.play.Message() != "" && v.play.Dragging() == "" {
		parts = append(parts, v.play.Message())
	}
	if hover, on := v.play.Hovered(); on {
		o := v.play.Board().Offset(hover)
		parts = append(parts, fmt.Sprintf("[%d, %d] %s", o.Col, o.Row, v.play.Board().TerrainAt(hover)))
	}
	if c != nil {
		parts = append(parts, c.Name+"'s reach shaded by feet left (the panel says why)")
	}
	if len(parts) == 0 {
		km := v.keymap
		return fmt.Sprintf("Point at or click a creature (or %s) to see its reach; drag it to move (or aim with the arrows, %s). Wheel zoom, right-drag pan, %s fit, %s undo, %s save, %s explain.",
			km.Name(session.ActNextCreature), km.Name(session.ActCommit), km.Name(session.ActFit), km.Name(session.ActUndo), km.Name(session.ActSave), km.Name(session.ActExplain))
	}
	return strings.Join(parts, "   ·   ")
}

// laidOut keeps the map fitted in a window of a new size.
func (v *hexView) laidOut(resized bool) {
	if resized {
		v.cam.Resized()
	}
}

// turnView turns the map by quarters quarter turns clockwise (Shift+R,
// Ctrl+R) and remembers the turn.
func (v *hexView) turnView(quarters int, area Area) {
	v.cam.Turn(quarters, area)
	v.turned(v.cam.Degrees())
}
