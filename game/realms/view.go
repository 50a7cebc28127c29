package realms

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
	realmscene "github.com/battlemap/battlemap/render/realms"
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
	*game.Shell // what every ruleset's part shares: the window's size, input, script, files, keys
	opt         game.Options
	// cleanChange is changes when last saved to the file.
	cleanChange int
	board       *realms.Board
	layout      render.HexLayout
	r           *ebitenrender.Renderer
	// pic is the map's picture, kept while the scene and view stay
	pic game.MapPicture
	cam game.Camera
	// panning is true while a right or middle drag moves the map
	panning    bool
	lastCursor [2]int
	// bg is the encounter's background picture and bgRect where it lies
	// on the map (nil: none)
	bg     *render.Picture
	bgRect render.Rect
	bgs    hexBgState // the background of the play's step and the Background tool (bgalign.go)
	// the scene is built again only when what it shows changes
	scene    *render.Scene
	sceneFor hexSceneKey

	// Play is the board, its undo history, the turn, the next move's
	// actions and permission, the creature selected and the arrows' aim
	Play  *realmsplay.HexPlay
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
	look         game.MapLook
	board, shown int    // the play's version, and the part's (its turn, background)
	creature     string // whose reach is shaded
	to           grid.Cell
	aimed        bool   // the move aimed at to is planned
	permit       bool   // the hostiles that let the move through are asked
	permits      string // and those given
}

// newHexView is the window's part for a hex map (opt.Encounter.Hex),
// sharing sh (nil: a shell of its own).
func newHexView(sh *game.Shell, opt game.Options) (*hexView, error) {
	if opt.Encounter == nil || opt.Encounter.Hex == nil {
		return nil, errors.New("game: no hex map to show")
	}
	sh, r, err := game.PartShell(sh, opt)
	if err != nil {
		return nil, err
	}
	pic, err := game.NewMapPicture(opt.RegularFont, opt.BoldFont)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	b := opt.Encounter.Hex.Board
	v := &hexView{Shell: sh, opt: opt, Play: realmsplay.NewHexMapPlay(opt.Encounter.Hex, opt.Message), layout: render.NewHexLayout(b.Geometry), r: r,
		base: opt.Base, pic: pic}
	v.Play.SetKeys(v.KeyNames)
	sh.Say = func(msg string) { v.Play.SetMessage(msg) }
	sh.Themed = func() { v.version++ }
	v.loadBackground()
	v.cam.View.Turn = v.Turn
	if r := opt.Recovered; r != nil {
		v.Files.AskRecovered(r, "the whole map as it was when the program stopped", v.Keymap, func() { v.show(r.File, opt.Path, r.FileBase, "") })
	}
	return v, nil
}

func (v *hexView) ShowTitle()  { v.Files.ShowTitle(game.MapDoc{MapWindow: v}) }
func (v *hexView) Ready() bool { return v.scene != nil } // the first Draw built it

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
func hexMapArea(w, h int, uiScale float64) game.Area {
	return game.Area{X: 0, Y: 0, W: math.Max(1, float64(w)-hexPanelWidth(w, uiScale)), H: math.Max(1, float64(h)-hexStatusHeight(uiScale))}
}

// FitArea is the part of the map area a fitted map fills at UI scale
// uiScale: the map area less a margin of 8 pixels.
func FitArea(w, h int, uiScale float64) game.Area {
	a := hexMapArea(w, h, uiScale)
	return game.Area{X: a.X + 8, Y: a.Y + 8, W: math.Max(1, a.W-16), H: math.Max(1, a.H-16)}
}

func (v *hexView) Update() error {
	if v.scene == nil {
		return nil
	}
	if v.Idle(len(v.hp.pending) > 0) {
		// nothing happened: a player view still looks at the director's
		// live view (about once a second)
		if v.opt.PlayerView && v.follow() {
			v.IdleGate.Wake()
		}
		return nil
	}
	defer v.Autosave(v)
	defer v.syncBackground() // before the autosave
	in := v.Input
	if v.opt.PlayerView {
		return v.updatePlayerView(in)
	}
	defer v.WriteLive(v)
	defer v.TakeFileMessage()
	if v.Keymap == nil {
		v.Keymap = game.DefaultKeymap()
	}
	acts := v.takePending(v.Keymap.Actions(game.HexWindow, in))
	if v.Files.Handle(game.MapDoc{MapWindow: v}, in, acts, v.r, v.W, v.H, v.UIScale(), v.OpenSettings) {
		return nil
	}
	if v.hp.panel != nil {
		// the panel as the last frame drew it (what a press was aimed at)
		v.hp.panel.Update(in) // its buttons pressed: their actions are read in the next Update
	}
	ctrl := game.CtrlHeld(in)
	area := v.mapArea()
	if !v.cam.Fitted {
		v.cam.Fit(v.scene.Bounds, v.fitArea())
	}
	v.pointer(area)
	v.touches(area)
	if v.Play.MapEditing() && !ctrl && !v.hexAligning() {
		acts = v.hexMapKeys(in, acts)
	}
	for _, a := range acts {
		v.do(a, area)
	}
	v.followGeometry()
	return nil
}

// do does what an action of the keymap asks in the hex window.
func (v *hexView) do(a session.Action, area game.Area) {
	const panStep = 12
	v.Play.SetPlayerView(v.Live.Players) // the players' view takes no play from the keys
	if game.ArrowAction(a) && v.Play.Arrow(game.ArrowOnMap(v.Input, a, v.cam.View.Turn)) {
		return
	}
	if v.Play.Do(a) || v.DoShared(a) {
		return
	}
	switch a {
	case session.ActMapEdit:
		v.toggleMapEdit()
	case session.ActSave:
		v.Save()
	case session.ActTurnViewHalf:
		v.TurnView(&v.cam, 2, area)
	case session.ActTurnView:
		v.TurnView(&v.cam, 1, area)
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
func (v *hexView) pointer(area game.Area) {
	in := v.Input
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
	v.Play.Hover(pt)
	if v.opt.Touch {
		return // the left button is a finger (touches)
	}
	if in.MouseJustPressed(ebiten.MouseButtonLeft) && v.Explain.Press(fx, fy) {
		return
	}
	if in.MouseJustPressed(ebiten.MouseButtonLeft) {
		for _, b := range v.touchButtons(area) {
			if b.Rect.Contains(fx, fy) {
				b.Do()
				return
			}
		}
	}
	if v.overPlayPanel(fx, fy) {
		return // the side panel's buttons are ebitenui's
	}
	if v.Play.MapEditing() {
		v.mapPointer(pt)
		return
	}
	if in.MouseJustPressed(ebiten.MouseButtonLeft) {
		v.Play.Press(pt)
	}
	if in.MouseJustReleased(ebiten.MouseButtonLeft) {
		v.Play.Release(pt)
	}
}

// Save writes the board to the file it came from.
func (v *hexView) Save() {
	if v.opt.Path == "" {
		v.Play.SetMessage("This map has no file to save to.")
		return
	}
	if err := v.opt.Encounter.Save(v.opt.Path); err != nil {
		v.Play.SetMessage(err.Error())
		return
	}
	// everything the autosave held is saved
	v.Files.DropAutosave(game.AutosavePath(v.opt.Path))
	v.base, v.savedChange, v.cleanChange = game.BaseOf(v.opt.Path), v.Play.Changes(), v.Play.Changes()
	v.Play.SetMessage("Saved " + v.opt.Path + ".")
}

// Autosaving is the autosave's state (game.Autosaved): the file's
// autosave after every change the undo history recorded, so a crash
// loses nothing (OpenFile recovers it); a save removes it.
func (v *hexView) Autosaving() (off bool, changes int, saved *int, file, base string) {
	return v.opt.NoAutosave, v.Play.Changes(), &v.savedChange, game.AutosaveOf(v.opt.Path), v.base
}

// AutosaveEncounter is the encounter as it is now (the play keeps it).
func (v *hexView) AutosaveEncounter() (*maps.Encounter, []maps.UndoStep) {
	return v.opt.Encounter, nil
}

func (v *hexView) Draw(screen *ebiten.Image) bool {
	if v.scene != nil && !v.IdleGate.Draws() {
		return false // the screen is kept: nothing changed
	}
	t := game.WindowThemeWith(v.Theme, v.Palette)
	c := v.Play.Shown()
	if v.hiddenShown(c) {
		c = nil // the player view shows nothing of it
	}
	if c != nil {
		// what the creature used this turn is part of its breakdown
		defer v.Play.WithTurn(c.ID)()
	}
	v.followBackground()
	key := hexSceneKey{board: v.Play.Version(), shown: v.version}
	if c != nil {
		key.creature = c.ID
	}
	var plan *realms.Plan
	if to, ok := v.Play.Aimed(c); ok {
		key.to, key.aimed = to, true
		if p, err := v.Play.Board().Plan(c.ID, to, v.Play.Options(c.ID)); err == nil {
			plan = &p
		}
	}
	if v.Play.Permit() {
		key.permit, key.permits = true, strings.Join(v.Play.Permits(), "\x00")
	}
	// names, coordinates and feet read from across the room at any zoom;
	// the first frame fits the map (to its scene's bounds) and builds the
	// scene again at the fitted zoom, so it is drawn right at once
	for range 2 {
		minText := game.MinLabelText(v.UIScale(), v.cam.View.Scale)
		key.look = v.MapLook(minText)
		if v.scene == nil || key != v.sceneFor {
			opt := realmscene.Options{Theme: t, Coordinates: true, Material: v.opt.Encounter.Hex.Material, Plan: plan,
				Background: v.bg, BackgroundRect: v.bgRect, MinText: minText}
			if c != nil {
				opt.Selected = c.ID
				if r, err := v.Play.Board().Reach(c.ID, v.Play.Options(c.ID)); err == nil {
					opt.Reach = r
				}
			}
			v.scene, v.sceneFor = realmscene.BuildScene(v.sceneBoard(), opt), key
		}
		if v.cam.Fitted {
			break
		}
		v.cam.Fit(v.scene.Bounds, v.fitArea())
	}
	ebitenrender.Fill(screen, t.Background)
	view := v.cam.View
	area := v.mapArea()
	mapImg := screen.SubImage(image.Rect(int(area.X), int(area.Y), int(area.X+area.W), int(area.Y+area.H))).(*ebiten.Image)
	v.pic.Draw(mapImg, v.scene, view, t.Background)
	v.drawStroke(mapImg, t)
	if s := v.Play.MapCursorScene(t); s != nil {
		v.r.Draw(mapImg, s, view)
	}
	v.drawHexBg(mapImg, t)
	v.r.Draw(mapImg, v.Play.Overlay(t), view)
	ui := t.UI
	if ui.Panel == (color.RGBA{}) {
		ui = render.ScreenTheme().UI
	}
	if plan != nil {
		v.Explain.Draw(mapImg, game.ExplainStyle{R: v.r, Ui: ui, Edge: t.AreaEdge, Sc: v.UIScale(), Key: v.Keymap.Name(session.ActExplain)},
			area, session.FormatExplain(realmsplay.ExplainHexMove(v.Play.Board(), *plan)), v.planPoints(c, plan), v.hexRadius())
	} else {
		v.Explain.Draw(mapImg, game.ExplainStyle{}, area, "", nil, 0)
	}
	us := v.UIScale()
	v.hp.plan = plan
	v.syncPanel()
	v.hp.panel.Draw(screen)
	v.drawStatus(screen, t, v.statusLine(c, plan))
	if bs := v.touchButtons(area); len(bs) > 0 {
		v.r.Draw(screen, game.TouchButtonScene(bs, us, ui), render.View{Scale: 1})
	}
	v.Files.Draw(screen, v.r, t.UI, v.W, v.H, v.UIScale())
	return true
}

// scriptWindow: the hex window played by a script.

func (v *hexView) SaveTo(file string) error {
	// a script's save: the picture is copied beside file, the window's
	// file and the encounter's background stay what they were
	defer v.syncBackground()
	_, err := game.SaveCopy(v, file)
	return err
}

// PointAt moves the scripted pointer to the centre of hex [q.X, q.Y].
func (v *hexView) PointAt(q game.ScriptCell) {
	p := v.cam.View.ToScreen(v.layout.Center(v.Play.Board().Cell(realms.Pos{q.X, q.Y})))
	v.Script.X, v.Script.Y = int(math.Round(p.X)), int(math.Round(p.Y))
}

func (v *hexView) PointAtButton(label string) error {
	if v.Files.Open() {
		return v.Files.PointAtButton(v.Script, label)
	}
	if v.showButton(label) {
		return game.StepAgain{} // its tab shown: point once it is laid out
	}
	if i, ok := v.hp.panel.Find(label); ok && v.hp.panel.Reveal(i) {
		return game.StepAgain{} // scrolled into view: point once it is drawn there
	}
	if x, y, ok := v.paletteButtonPixel(label); ok {
		v.Script.X, v.Script.Y = x, y
		return nil
	}
	return fmt.Errorf("button %s: not on the hex window's panel (a button's name or label, e.g. Undo, Stand up, Save as…, %s; with the map editor open its palette's)", label, hexMapButton)
}

// statusText describes the hex under the pointer and the creature whose
// reach is shown, with its round's movement.
func (v *hexView) statusText(c *realms.Creature, plan *realms.Plan) string {
	_, aimOn := v.Play.KeyAim()
	keys := aimOn && c != nil && c.ID == v.Play.Selected()
	if plan != nil {
		switch {
		case v.touch.Lifted:
			return session.HexMoveSummary(c, plan) + "   ·   tap Commit to move"
		case keys:
			return session.HexMoveSummary(c, plan) + "   ·   " + v.Keymap.Name(session.ActCommit) + " to move, " + v.Keymap.Name(session.ActCancel) + " drops the aim"
		}
		return session.HexMoveSummary(c, plan) + "   ·   drop to move"
	}
	if to, ok := v.Play.Aimed(c); ok {
		if _, err := v.Play.Board().Plan(c.ID, to, v.Play.Options(c.ID)); err != nil {
			return "Cannot move there: " + strings.TrimPrefix(err.Error(), "realms: ")
		}
	}
	var parts []string
	if v.Play.Message() != "" && v.Play.Dragging() == "" {
		parts = append(parts, v.Play.Message())
	}
	if hover, on := v.Play.Hovered(); on {
		o := v.Play.Board().Offset(hover)
		parts = append(parts, fmt.Sprintf("[%d, %d] %s", o.Col, o.Row, v.Play.Board().TerrainAt(hover)))
	}
	if c != nil {
		parts = append(parts, c.Name+"'s reach shaded by feet left (the panel says why)")
	}
	if len(parts) == 0 {
		km := v.Keymap
		return fmt.Sprintf("Point at or click a creature (or %s) to see its reach; drag it to move (or aim with the arrows, %s). Wheel zoom, right-drag pan, %s fit, %s undo, %s save, %s explain.",
			km.Name(session.ActNextCreature), km.Name(session.ActCommit), km.Name(session.ActFit), km.Name(session.ActUndo), km.Name(session.ActSave), km.Name(session.ActExplain))
	}
	return strings.Join(parts, "   ·   ")
}

// LaidOut keeps the map fitted in a window of a new size.
func (v *hexView) LaidOut(resized bool) {
	if resized {
		v.cam.Resized()
	}
}
