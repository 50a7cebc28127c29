package drawsteel

import (
	"errors"
	"fmt"
	"image"
	"math"

	"github.com/battlemap/battlemap/game"

	euiinput "github.com/ebitenui/ebitenui/input"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/render/ebitenrender"
	"github.com/battlemap/battlemap/render/raster"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// Game is the window's part for a Draw Steel square map (Window runs it).
type Game struct {
	*game.Shell // what every ruleset's part shares: the window's size, input, script, files, keys
	opt         game.Options
	enc         *maps.Encounter
	path        string
	// untitled is a new map not saved yet: Ctrl+S asks where (Save As)
	// instead of writing NAME.json beside the program as for a sample.
	untitled bool
	in       *dsplay.Interaction
	renderer *ebitenrender.Renderer
	cam      game.Camera
	panel    *panel
	sceneOpt dsscene.Options

	uiScale float64

	help          bool
	explainText   string           // the narration of the preview shown, for explainVer
	explainVer    int              // the Shown version explainText narrates
	sideRect      render.Rect      // where the side view was drawn this frame (zero: not drawn)
	fitted        game.Area        // the part of the map area the last fit filled (fitArea)
	pending       []session.Action // actions from panel buttons, run in the next Update
	later         []func()         // other panel clicks, run in the next Update
	templates     []drawsteel.Creature
	lastSquare    drawsteel.Square // the square last pointed at: where added creatures go
	touch         game.TouchState
	view          PlayerState // the director's live view followed, and the players' board
	tactics       TacticsCache
	noteCache     NoteCache
	export        exportChoice  // the export page's choices
	side          *render.Scene // the side view of the shown preview
	sideFor       int           // the Shown version it was built for
	sideText      *render.Scene // the side view with its words at the status bar's size
	sideTextScale float64       // the side view's scale sideText was sized for
	mapPress      bool          // a map editor stroke is under way
	mapKeyed      bool          // the map editor's cursor was last moved by the keyboard
	panning       bool
	lastCursor    image.Point
	pointerMap    render.Point // where the pointer is, in map units
	pointerOnMap  bool         // the pointer is over a square of the map
	savedChange   int          // the history's change count when last saved or autosaved
	cleanChange   int          // the history's change count when last saved to the file
	fileBase      string       // the hash of the file version the changes were made on
	seen          maps.Stamp   // the file as the watch last saw it
	dialog        *game.Dialog // the question the window is asking, if any
	bgs           bgState      // the background picture and the map editor's Background tool

	tiles   tileCache[*ebiten.Image] // the map without overlays, the tiles on screen
	painter tilePainter
	area    areaCache

	ticks     int // Updates so far: the file watch counts them
	refreshes int // panel refreshes so far (the idle test counts them)
}

// newGame is the window's part for a square map (Draw Steel), sharing
// sh (nil: a shell of its own).
func newGame(sh *game.Shell, opt game.Options) (*Game, error) {
	if opt.Encounter == nil || opt.Encounter.Square == nil {
		return nil, errors.New("game: no encounter")
	}
	sh, r, err := game.PartShell(sh, opt)
	if err != nil {
		return nil, err
	}
	tr, err := raster.New(opt.RegularFont, opt.BoldFont)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	g := &Game{Shell: sh, opt: opt, enc: opt.Encounter, path: opt.Path, renderer: r, painter: tilePainter{r: tr},
		sceneOpt: dsscene.DefaultOptions(), uiScale: 1}
	g.touch.Rec = gesture.New(gesture.DefaultConfig())
	sh.Say = func(msg string) { g.in.SetMessage(msg) }
	sh.Themed = func() { g.setTheme(g.Theme) }
	if g.Theme != "" {
		g.setTheme(g.Theme)
	}
	g.cam.View.Turn = g.Turn
	if dsplay.NumberSameNames(opt.Encounter.Square.Board) && opt.Message == "" {
		opt.Message = "Creatures with the same name are numbered (Goblin 1, Goblin 2); " + g.Keymap.Say(session.ActSave, "Save") + " keeps the names."
	}
	g.startFrom(opt.Encounter, opt.Base, opt.Undo)
	g.templates = opt.Templates
	g.lastSquare = drawsteel.Square{X: opt.Encounter.Square.Board.Width / 2, Y: opt.Encounter.Square.Board.Height / 2}
	if opt.Path != "" {
		g.seen, _ = maps.StampFile(opt.Path)
	}
	if msg := g.loadBackground(); msg != "" {
		opt.Message = msg
	}
	if opt.Message != "" {
		g.in.SetMessage(opt.Message)
	}
	if g.Palette != "" {
		g.setPalette(g.Palette)
	}
	g.askOpening(game.Opening{Encounter: opt.Encounter, Choice: opt.Choice, Recovered: opt.Recovered})
	// ebitenui reads the mouse, or the script's pointer, and a finger as the left button
	euiinput.SetCursorUpdater(&game.TouchPointer{In: g.Input})
	return g, nil
}

func (g *Game) ShowTitle()  { g.Files.ShowTitle(g) }
func (g *Game) Ready() bool { return g.panel != nil } // LayoutF made it

// Board is the board as it is now.
func (g *Game) Board() *drawsteel.Board { return g.in.Board() }

// Update reads input and changes the state. It does no drawing.
func (g *Game) Update() error {
	if g.panel == nil {
		return nil // Layout has not run yet
	}
	g.ticks++
	if g.Idle() {
		// nothing happened: only the file watch looks, about once a
		// second, and a player view at the director's live view
		if g.follow() {
			g.Dirty = true
		}
		if g.watch(); g.dialog == nil {
			return nil
		}
	}
	// the close button asks about unsaved changes, as in every part; an
	// open sheet has the keyboard and the pointer (the keymap's file
	// actions go through do, with the panel's buttons)
	if g.Files.Handle(g, g.Input, nil, g.renderer, g.W, g.H, g.uiScale, g.OpenSettings) {
		// the map behind the sheet is fitted as usual (a recovery asks
		// at the start)
		if !g.cam.Fitted {
			g.fit(g.mapArea())
		}
		g.TakeFileMessage()
		g.Autosave(g)
		return nil
	}
	if !g.Live.Players {
		g.panel.ui.Update()
		g.askByFinger()
	}
	area := g.mapArea()
	if !g.cam.Fitted {
		g.fit(area)
	}
	if g.dialog != nil {
		// a question is open: the map and the keymap wait for the answer
		g.pending = g.pending[:0]
		g.updateDialog()
		g.runLater()
		g.Autosave(g)
		g.panel.refresh(g)
		return nil
	}
	var actions []session.Action
	if !g.panel.typing() {
		actions = g.Keymap.Actions(game.SquareWindow, g.Input)
	}
	actions = append(actions, g.pending...)
	g.pending = g.pending[:0]
	for _, a := range actions {
		if !g.opt.PlayerView || game.ViewAction(a) {
			g.do(a, area)
		}
	}
	g.runLater()
	g.touches(area)
	if g.opt.PlayerView {
		g.follow()
		g.viewPointer(area)
		return nil
	}
	if g.opt.Touch {
		g.viewPointer(area) // the left button is a finger: no hover, no clicks
	} else {
		g.pointer(area)
	}
	g.TakeFileMessage()
	g.Autosave(g)
	g.WriteLive(g)
	g.watch()
	g.panel.refresh(g)
	return nil
}

// Idle reports whether this Update has nothing to do: the input is as the
// last working Update left it and nothing is held, no script plays, no
// panel click or action waits, no text field has the focus (its cursor
// blinks), and the first frames (which lay the window out) are drawn.
func (g *Game) Idle() bool {
	return g.Shell.Idle(len(g.pending) > 0 || len(g.later) > 0 || g.panel.typing())
}

// runLater runs the panel clicks of this frame.
func (g *Game) runLater() {
	for i := 0; i < len(g.later); i++ {
		g.later[i]()
	}
	g.later = g.later[:0]
}

// fit shows the whole map in the part of the map area that the turn strip
// and the status bar leave free (fitArea).
func (g *Game) fit(area game.Area) {
	b := g.Board()
	g.fitted = g.fitArea(area)
	g.cam.Fit(render.Rect{Min: render.Point{X: -render.Margin, Y: -render.Margin},
		Max: render.Point{X: float64(b.Width) + render.Margin, Y: float64(b.Height) + render.Margin}}, g.fitted)
}

// fitArea is the part of the map area a fitted map fills: below the turn
// strip, if shown, and above the status bar as it is now wrapped at the
// current UI scale, so neither covers a square of the map.
func (g *Game) fitArea(area game.Area) game.Area {
	top := g.turnStripBottom(area)
	bottom := area.Y + area.H - g.statusBar(area).h
	return game.Area{X: area.X, Y: top, W: area.W, H: math.Max(1, bottom-top)}
}

// OpeningFitArea is the part of a w x h window that a fitted map fills
// when the window opens at UI scale uiScale (for tests that work out where
// the window draws a square): fitArea of the game before its first frame.
func (g *Game) OpeningFitArea(w, h int, uiScale float64) game.Area {
	g.W, g.H, g.uiScale = w, h, uiScale
	return g.fitArea(g.mapArea())
}

// keepFitted fits a fitted map again when the turn strip or the status bar
// grew into it (a longer outcome wraps to more lines), so it stays whole in
// sight; a map the user panned or zoomed stays as it is, and one that only
// got more room stays still, so it does not jump at every line the status
// loses.
func (g *Game) keepFitted(area game.Area) {
	if !g.cam.Fitted || g.cam.Moved {
		return
	}
	if f := g.fitArea(area); f.Y > g.fitted.Y+0.5 || f.Y+f.H < g.fitted.Y+g.fitted.H-0.5 || f.W != g.fitted.W || f.X != g.fitted.X {
		g.fit(area)
	}
}

func (g *Game) do(a session.Action, area game.Area) {
	const panStep = 12
	if g.bgAction(a, area) {
		return
	}
	if g.in.Mode() == dsplay.ModeMapEdit && g.mapKey(a) {
		return
	}
	if g.panel != nil && g.panel.page == pageAdd && a > session.ActDistance0 && a <= session.ActDistance9 {
		g.panel.addTemplate(int(a - session.ActDistance0 - 1)) // the add page's digits
		return
	}
	if g.DoShared(a) {
		return
	}
	switch a {
	case session.ActPanLeft, session.ActPanRight, session.ActPanUp, session.ActPanDown:
		// in a preview the arrows move the aimed square, one per press
		// (the square map's arrows are not turned with the view)
		if g.in.Arrow(game.ArrowOnMap(g.Input, a, 0)) {
			return
		}
		_, dx, dy := game.ArrowKey(a)
		g.cam.Pan(-float64(dx)*panStep*g.uiScale, -float64(dy)*panStep*g.uiScale)
	case session.ActZoomIn:
		g.cam.ZoomAt(area.Center(), 1.25)
	case session.ActZoomOut:
		g.cam.ZoomAt(area.Center(), 1/1.25)
	case session.ActFit:
		g.fit(area)
	case session.ActToggleHeights:
		g.sceneOpt.HeightNumbers = !g.sceneOpt.HeightNumbers
	case session.ActHelp:
		g.help = !g.help
	case session.ActToggleDoor:
		if side, ok := session.NearestDoor(g.Board(), g.pointerMap, session.DoorReach); ok && g.pointerOnMap {
			g.in.ToggleDoor(side)
		} else {
			g.in.SetMessage("Point at a door or window to open or close it.")
		}
	case session.ActPlayerView:
		if !g.opt.PlayerView {
			g.togglePlayerView()
		}
	case session.ActTurnView:
		g.TurnView(&g.cam, 1, area)
	case session.ActTurnViewHalf:
		g.TurnView(&g.cam, 2, area)
	case session.ActSave:
		if g.untitled && g.path == "" {
			g.Files.ChooseSaveAs(g, nil)
			return
		}
		if err := g.Save(); err != nil {
			g.in.SetMessage("Not saved: " + err.Error())
		}
	case session.ActQuit:
		g.Files.Leave(g, "quit", g.QuitNow)
	case session.ActOpen:
		g.Files.ChooseOpen(g)
	case session.ActImport:
		g.Files.ChooseImport(g)
	case session.ActSaveAs:
		g.Files.ChooseSaveAs(g, nil)
	case session.ActSettings:
		g.OpenSettings()
	case session.ActEdit:
		if g.in.Selected() == "" {
			g.in.SetMessage("Select a creature to edit it.")
			return
		}
		g.panel.show(pageEdit)
	case session.ActAddCreature:
		g.panel.show(pageAdd)
	case session.ActNotes:
		if g.in.Mode() == dsplay.ModeNotes {
			g.in.StopNotes()
			g.panel.show(pageMain)
			return
		}
		g.in.StartNotes()
		g.panel.show(pageNotes)
	case session.ActMapEdit:
		if g.in.Mode() == dsplay.ModeMapEdit {
			g.in.StopMapEdit()
			g.panel.show(pageMain)
			return
		}
		g.in.StopNotes()
		g.in.StartMapEdit()
		g.panel.show(pageMap)
	case session.ActExport:
		g.panel.show(pageExport)
	case session.ActCancel:
		if g.help {
			g.help = false
			return
		}
		if g.panel.page != pageMain {
			g.in.StopNotes()
			g.in.StopMapEdit()
			g.panel.show(pageMain)
			return
		}
		if g.in.Mode() == dsplay.ModeIdle {
			g.in.Select("")
		}
		g.in.Do(a)
	default:
		g.in.Do(a)
	}
}

// layout places the board's squares on the map.
func (g *Game) layout() render.SquareLayout {
	b := g.Board()
	return render.SquareLayout{Width: b.Width, Height: b.Height}
}

// LaidOut makes the panel anew for a new UI scale, and fits the map
// again in a window of a new size.
func (g *Game) LaidOut(resized bool) {
	w, h, dev := g.W, g.H, g.Dev
	// a new UI scale, or a height that changes the buttons' (buttonHeight)
	if s := game.UiScaleFor(dev, w, h, g.UserScale); g.panel == nil || s != g.uiScale || g.panel.btnH != g.panel.buttonHeight() {
		g.uiScale = s
		page := pageMain
		if g.panel != nil {
			page = g.panel.page
		}
		g.remakePanel(page)
		g.cam.Fitted = false
		g.Dirty, g.Settle = true, game.SettleUpdates
	}
	if resized {
		g.cam.Resized()
	}
	g.panel.fit(h)
}
