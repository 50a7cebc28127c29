package zones

import (
	"errors"
	"fmt"
	"image/color"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
	zonescene "github.com/battlemap/battlemap/render/zones"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// zoneView is the window for a zone map: the zones fitted to the window as
// export draws them; pointing at or clicking a creature outlines the zones
// within its speed; dragging it onto a zone previews the move there and
// dropping declares it (zonesplay.ZonePlay does the rest).
type zoneView struct {
	*game.Shell // what every ruleset's part shares: the window's size, input, script, files, keys
	opt         game.Options
	// cleanChange is the play's change count when last saved to the file.
	cleanChange int
	play        *zonesplay.ZonePlay
	boxes       []render.Rect
	outlines    [][]render.Point
	r           *ebitenrender.Renderer
	touch       zoneTouch
	scene       *render.Scene
	sceneFor    zoneSceneKey
	pic         game.MapPicture // the scene's picture, kept while it and the view stay
	// statusRoom is the status panel's height (statusHeight) for the
	// window size and UI scale roomFor
	statusRoom float64
	roomFor    string
	statusNeed float64 // what the panel's lines need now
	// savedChange is the play's change count last autosaved or saved;
	// base is the hash of the file version the changes were made on.
	savedChange int
	base        string
	// zed is the map editor (mapedit.go)
	zed zoneEditUI
	// bar is the large buttons' tab and the actions they queued (bar.go)
	bar zoneBarState
	// side is the status panel's place (fit.go)
	side zoneSide
}

// zoneSceneKey is what the zone map's scene shows: it is built again
// only when this changes. The play makes a new board at every change; the
// key holds the one shown, so no other board can take its address.
type zoneSceneKey struct {
	look             game.MapLook
	board            *zones.Board
	creature, zone   string // the creature marked and the zone pointed at
	reach            bool   // the creature's reach is outlined
	sprint, together bool
	throw            *zonesplay.ZoneThrowSetup
	thrown           bool // the throw's result is in
	endRound         *zones.Outcome
}

// newZoneView is the window's part for a zone map (opt.Encounter.Zones),
// sharing sh (nil: a shell of its own).
func newZoneView(sh *game.Shell, opt game.Options) (*zoneView, error) {
	if opt.Encounter == nil || opt.Encounter.Zones == nil {
		return nil, errors.New("game: no zone map to show")
	}
	b, err := opt.Encounter.Zones.Board()
	if err != nil {
		return nil, err
	}
	sh, r, err := game.PartShell(sh, opt)
	if err != nil {
		return nil, err
	}
	pic, err := game.NewMapPicture(opt.RegularFont, opt.BoldFont)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	v := &zoneView{Shell: sh, opt: opt, play: zonesplay.NewZonePlay(b, opt.Encounter.Zones.Shapes, opt.Seed, opt.Message), r: r, base: opt.Base, pic: pic}
	v.play.SetKeys(v.KeyNames)
	sh.Say = func(msg string) { v.play.SetMessage(msg) }
	v.boxes, v.outlines = zonesplay.ZoneBoxes(opt.Encounter.Zones)
	if r := opt.Recovered; r != nil {
		v.Files.AskRecovered(r, "the zones and creatures as they were when the program stopped", v.Keymap, func() { v.show(r.File, opt.Path, r.FileBase, "") })
	}
	return v, nil
}

func (v *zoneView) ShowTitle()  { v.Files.ShowTitle(game.MapDoc{MapWindow: v}) }
func (v *zoneView) Ready() bool { return true } // its status and buttons are laid out as it goes

// zoneMinLines is the status panel's least room, in lines: the zone and
// the creature pointed at often take two, and a panel that grew under the
// first pointing would move the map from under the pointer.
const zoneMinLines = 2

// panelScale is the status panel's and the large buttons' scale: the UI
// scale, but no larger than keeps a button within an eleventh of the
// window (fingerHeight, as the square window's panel), so that at 3x on a
// 1080p screen the panel's text and buttons grow together and leave the
// map most of the window.
func (v *zoneView) panelScale() float64 {
	return float64(game.FingerHeight(v.UIScale(), max(v.Dev, 1), v.H)) / 44
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
		return zoneMapView(b, v.W-int(v.paletteWidth()), v.H, v.Turn, v.statusHeight())
	}
	if s := v.sideWidth(); s > 0 {
		return zoneMapView(v.fitBounds(), v.W-int(s), v.H, v.Turn, 0)
	}
	return zoneMapView(v.fitBounds(), v.W, v.H, v.Turn, v.statusHeight())
}

func (v *zoneView) Update() error {
	if v.scene != nil && v.Idle(len(v.bar.queued) > 0) {
		// nothing happened: a player view still looks at the director's
		// live view (about once a second)
		if v.opt.PlayerView && v.follow() {
			v.IdleGate.Wake()
		}
		return nil
	}
	in := v.Input
	if v.opt.PlayerView {
		// a player view's own window follows the director's and only
		// looks (the keymap's turn, scale, theme, full screen and quit)
		acts, ok := v.PlayerViewActions(game.ZoneWindow, in)
		if !ok {
			return nil
		}
		for _, a := range acts {
			v.do(a)
		}
		v.follow()
		return nil
	}
	defer v.WriteLive(v)
	defer v.TakeFileMessage()
	if v.Keymap == nil {
		v.Keymap = game.DefaultKeymap()
	}
	acts := append(v.Keymap.Actions(game.ZoneWindow, in), v.takeQueued()...) // the keys and the buttons pressed
	if v.Files.Handle(game.MapDoc{MapWindow: v}, in, acts, v.r, v.W, v.H, v.UIScale(), v.OpenSettings) {
		return nil
	}
	if v.scene == nil {
		return nil
	}
	if v.bar.panel != nil {
		// the buttons as the last frame drew them (what a press was aimed at)
		v.bar.panel.Update(in) // their actions are read in the next Update
	}
	defer v.Autosave(v)
	x, y := in.Cursor()
	p := v.mapView().ToMap(render.Point{X: float64(x), Y: float64(y)})
	v.play.Hover(session.Pointer{At: p, On: true})
	// the map editor takes the keymap's actions and reads its own keys
	// (Delete, A, N)
	ctrl := game.CtrlHeld(in)
	if v.editInput(acts, ctrl, p) {
		return nil
	}
	for _, a := range acts {
		v.do(a)
	}
	v.play.ShowAim(in.MouseJustPressed(ebiten.MouseButtonLeft) || v.touch.Holding || v.touch.Lifted)
	v.typing()
	v.mouse()
	v.touches()
	return nil
}

// Save writes the encounter to its file (Ctrl+S) and removes the
// autosave: everything in it is saved.
func (v *zoneView) Save() {
	pl := v.play
	if err := pl.Save(v.opt.Encounter, v.opt.Path); err != nil {
		pl.SetMessage("Not saved: " + err.Error())
		return
	}
	v.Files.DropAutosave(game.AutosavePath(v.opt.Path))
	v.base, v.savedChange, v.cleanChange = game.BaseOf(v.opt.Path), pl.Changes(), pl.Changes()
}

// Autosaving is the autosave's state (game.Autosaved): the file's
// autosave after every change the undo history recorded, so a crash
// loses nothing (OpenFile recovers it); a save removes it.
func (v *zoneView) Autosaving() (off bool, changes int, saved *int, file, base string) {
	return v.opt.NoAutosave, v.play.Changes(), &v.savedChange, game.AutosaveOf(v.opt.Path), v.base
}

// AutosaveEncounter is the encounter as it is now, the play's zones and
// creatures put in.
func (v *zoneView) AutosaveEncounter() (*maps.Encounter, []maps.UndoStep) {
	v.play.Into(v.opt.Encounter)
	return v.opt.Encounter, nil
}

// do does what an action of the keymap asks in the zone window: the
// play's (zonesplay.ZonePlay's Do and Arrow) first, then the window's:
// save, the view.
func (v *zoneView) do(a session.Action) {
	v.play.SetPlayerView(v.Live.Players) // the players' view takes no play from the keys
	if game.ArrowAction(a) {
		v.play.Arrow(game.ArrowOnMap(v.Input, a, v.Turn)) // the zone window does not pan
		return
	}
	if v.play.Do(a) || v.DoShared(a) {
		return
	}
	switch a {
	case session.ActSave:
		v.Save()
	case session.ActTurnViewHalf:
		v.TurnView(nil, 2, game.Area{})
	case session.ActTurnView:
		v.TurnView(nil, 1, game.Area{})
	case session.ActPlayerView:
		v.TogglePlayers()
	case session.ActMapEdit:
		v.startEdit() // B itself is the editor's (editInput)
	}
}

// typing reads the keys a result is typed with besides the keymap's
// digits: the number pad's digits and Backspace (fixedKeys).
func (v *zoneView) typing() {
	in, pl := v.Input, v.play
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
	in, pl := v.Input, v.play
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

func (v *zoneView) Draw(screen *ebiten.Image) bool {
	if v.scene != nil && !v.IdleGate.Draws() {
		return false // the screen is kept: nothing changed
	}
	t := game.WindowThemeWith(v.Theme, v.Palette)
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
	} else if d := v.Live.Declared; d[0] != "" && !v.hiddenShown(d[0]) {
		id, hover = d[0], d[1] // the director's, in a player view
	} else {
		reach = id != ""
	}
	key := zoneSceneKey{board: pl.Board(), creature: id, zone: hover, reach: reach, sprint: pl.Sprint(), together: pl.Together(),
		throw: pl.Throw(), thrown: pl.Throw() != nil && pl.Throw().HasResult, endRound: pl.EndRound()}
	// initials, names and zones' small texts read from across the room
	// at the view's zoom, which the scene's bounds give: they are the
	// boxes', known before the first scene is built, so it is built once
	if v.scene == nil {
		v.scene = &render.Scene{Bounds: zonescene.SceneBounds(len(v.opt.Encounter.Zones.Map.Zones), v.boxes)}
	}
	zoom := v.mapView().Scale
	minText := game.MinLabelText(v.UIScale(), zoom)
	if key.look = v.MapLook(minText); key != v.sceneFor {
		zm := zonescene.Map{Board: v.sceneBoard(), Boxes: v.boxes, Outlines: v.outlines, Selected: id, Hover: hover, MinText: minText, Scale: zoom}
		if reach {
			zm.Reach = pl.Reach(id)
		}
		if o := pl.EndRound(); o != nil {
			zm.Moves = o.Positions
		}
		zm.Throw = v.throwShown(zm.Board)
		v.scene, v.sceneFor = zonescene.BuildScene(zm, t), key
	}
	lines := v.statusLines(id, hover)
	if v.Live.Players {
		lines = v.playerLines(id, hover)
	}
	wrapped := v.wrapStatus(lines) // before the map: the map fits above it
	v.pic.Draw(screen, v.scene, v.mapView(), t.Background)
	left, top := float64(v.W)-v.panelWidth(), float64(v.H)-max(v.statusHeight(), v.statusNeed)
	if v.sideWidth() > 0 {
		top = 0
	}
	v.drawStatus(screen, t, wrapped[:min(len(wrapped), zoneInfoLines)], left, top)
	ui := t.UI
	if ui.Panel == (color.RGBA{}) {
		ui = render.ScreenTheme().UI
	}
	narration := ""
	if v.Explain.On {
		narration = session.FormatExplain(pl.Explain(pl.Dragging(), hover))
	}
	bs := v.touchButtons()
	var block []game.Area
	for _, b := range bs {
		block = append(block, b.Rect)
	}
	for _, b := range v.editButtons() {
		block = append(block, b.rect) // the large buttons (bar.go), the editor's palette
	}
	v.Explain.Draw(screen, game.ExplainStyle{R: v.r, Ui: ui, Edge: t.AreaEdge, Sc: v.UIScale(), Key: v.Keymap.Name(session.ActExplain)}, v.zoneMapArea(), narration, v.previewPoints(), v.tokenRadius(), block...)
	if len(bs) > 0 {
		v.r.Draw(screen, game.TouchButtonScene(bs, v.UIScale(), ui), render.View{Scale: 1})
	}
	v.drawEditor(screen, t)
	v.Files.Draw(screen, v.r, t.UI, v.W, v.H, v.UIScale())
	return true
}

// LaidOut: the zone map is fitted anew at every frame (mapView).
func (v *zoneView) LaidOut(bool) {}
