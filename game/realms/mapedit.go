// The map editor in the hex window: B or the Map button opens
// it; the side panel becomes a palette of the tools a Realms map has a use
// for, and the left button paints strokes, draws thin walls and doors on
// hex sides or places creatures. What an edit does is realmsplay.HexPlay's
// (mapedit.go there); this file turns input into its calls and draws
// the palette and the stroke under way.

package realms

import (
	"fmt"
	"math"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// hexMapButton is the play panel's button that opens the editor.
const hexMapButton = "Map editor B"

// toggleMapEdit opens or closes the editor (B, the Map and Done buttons).
func (v *hexView) toggleMapEdit() {
	if v.Play.MapEditing() {
		v.Play.StopMapEdit()
		return
	}
	if v.Live.Players {
		v.Play.SetMessage("The map editor is the director's: " + v.Keymap.Say(session.ActPlayerView, "Director view") + " shows the director's view first.")
		return
	}
	v.Play.StartMapEdit()
}

// mapPointer is the left button while the editor is open: a press on the
// palette presses its button; one on the map starts a stroke (or places a
// creature), a drag extends it and the release applies it.
func (v *hexView) mapPointer(pt session.Pointer) {
	if v.hexAligning() {
		v.hexBgPointer(pt.On)
		return
	}
	in := v.Input
	switch {
	case in.MouseJustPressed(ebiten.MouseButtonLeft):
		v.Play.Press(pt)
	case in.MouseDown(ebiten.MouseButtonLeft):
		v.Play.Drag(pt)
	case in.MouseJustReleased(ebiten.MouseButtonLeft):
		v.Play.Release(pt)
	}
}

// followGeometry lays the map out again after a resize and fits it to the
// window.
func (v *hexView) followGeometry() {
	if l := render.NewHexLayout(v.Play.Board().Geometry); l != v.layout {
		v.layout = l
		v.cam.Fitted = false
	}
}

// panelArea is the side panel's place on the screen.
func (v *hexView) panelArea() game.Area {
	area := hexMapArea(v.W, v.H, v.UIScale())
	return game.Area{X: area.X + area.W, Y: 0, W: float64(v.W) - area.W, H: area.H}
}

// panelButtons are the side panel's buttons where they were last drawn:
// the palette while the editor is open, else the play panel's.
func (v *hexView) panelButtons() []game.PaletteButton {
	if v.hp.panel == nil {
		return nil
	}
	return v.hp.panel.Buttons()
}

// mapRows are the editor's palette: its title and help, the tools and
// their choices, the map's size, the background picture, Undo, Redo,
// Done and New map.
func (v *hexView) mapRows() []game.ToolRow {
	p := v.Play
	br, shape, tpl := p.MapBrush()
	set := func(b session.Brush, sh session.Shape, t int) func() { return func() { p.SetMapBrush(b, sh, t) } }
	var rows []game.ToolRow
	text := func(t string, px float64, ink game.TextInk, bold bool) {
		rows = append(rows, game.ToolRow{Text: t, Px: px, Ink: ink, Bold: bold})
	}
	row := func(label string, cols int, bs ...game.PaletteButton) {
		rows = append(rows, game.ToolRow{Label: label, Cols: cols, Buttons: bs})
	}
	text("Map editor", 24, game.InkTitle, true)
	text(realmsplay.HexBrushDescribe(br, tpl)+".", 17, game.InkPlain, false)
	var tools []game.PaletteButton
	for _, t := range realmsplay.HexMapTools() {
		nb := br
		nb.Tool = t
		tools = append(tools, game.PaletteButton{Name: realmsplay.HexToolName(t), Label: realmsplay.HexToolName(t), On: t == br.Tool, Do: set(nb, shape, tpl)})
	}
	row("", 2, tools...)
	if !br.Tool.OnEdges() && br.Tool != session.MapCreature {
		var sizes []game.PaletteButton
		for _, n := range session.BrushSizes() {
			nb := br
			nb.Size = n
			sizes = append(sizes, game.PaletteButton{Name: fmt.Sprintf("brush %d", n), Label: fmt.Sprint(n), On: n == br.Size, Do: set(nb, shape, tpl)})
		}
		row("Brush", 4, sizes...)
	}
	var shapes []game.PaletteButton
	for _, sh := range realmsplay.HexShapes(br.Tool) {
		shapes = append(shapes, game.PaletteButton{Name: sh.String(), Label: sh.String(), On: sh == shape, Do: set(br, sh, tpl)})
	}
	if len(shapes) > 0 {
		row("", 3, shapes...)
	}
	if br.Tool == session.MapWall || br.Tool == session.MapThinWall || br.Tool == session.MapDoor {
		var mats []game.PaletteButton
		for _, m := range session.BrushMaterials() {
			nb := br
			nb.Material = m
			mats = append(mats, game.PaletteButton{Name: m.String(), Label: m.String(), On: m == br.Material, Do: set(nb, shape, tpl)})
		}
		row("", 2, mats...)
	}
	if br.Tool == session.MapCreature {
		var cs []game.PaletteButton
		for i, c := range realmsplay.HexTemplates() {
			cs = append(cs, game.PaletteButton{Name: c.Name, Label: c.Name, On: i == tpl, Do: set(br, shape, i)})
		}
		row("", 3, cs...)
	}
	g := p.Board().Geometry
	row(fmt.Sprintf("%d columns", g.Width), 3,
		game.PaletteButton{Name: "Columns −", Label: "−", Do: func() { p.ResizeMap(g.Width-1, g.Height) }},
		game.PaletteButton{Name: "Columns +", Label: "+", Do: func() { p.ResizeMap(g.Width+1, g.Height) }})
	rows[len(rows)-1].Gap = true
	row(fmt.Sprintf("%d rows", g.Height), 3,
		game.PaletteButton{Name: "Rows −", Label: "−", Do: func() { p.ResizeMap(g.Width, g.Height-1) }},
		game.PaletteButton{Name: "Rows +", Label: "+", Do: func() { p.ResizeMap(g.Width, g.Height+1) }})
	files, modes := v.bgButtons()
	row("", 2, files...)
	row("", 2, modes[:2]...)
	row("Hexes", 3, modes[2:]...)
	row("", 3,
		game.PaletteButton{Name: "Undo", Label: "Undo", Do: func() { p.Undo() }},
		game.PaletteButton{Name: "Redo", Label: "Redo", Do: func() { p.Redo() }},
		game.PaletteButton{Name: "Done", Label: "Done", Do: v.toggleMapEdit})
	rows[len(rows)-1].Gap = true
	row("", 1, game.PaletteButton{Name: "New map", Label: "New map…", Do: v.askNewMap})
	text(fmt.Sprintf("%s undoes a stroke, %s saves. Right-drag pans; %s opens a door.", v.Keymap.Say(session.ActUndo, "Undo"), v.Keymap.Say(session.ActSave, "Save"), v.Keymap.Say(session.ActToggleDoor, "a tap")), 16, game.InkDim, false)
	return rows
}

// drawStroke draws on the map what the stroke under way would change: its
// hexes shaded, its sides as thick lines.
func (v *hexView) drawStroke(mapImg *ebiten.Image, t render.Theme) {
	cells, sides := v.Play.StrokePreview(v.layout)
	if len(cells) == 0 && len(sides) == 0 {
		return
	}
	s := &render.Scene{}
	for _, c := range cells {
		s.AddPolygon(t.AreaFill, t.AreaEdge, 0.04, v.layout.Outline(c, 0)...)
	}
	for _, side := range sides {
		a, b := render.HexEdgeSide(v.layout, side)
		s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{a, b}, Stroke: t.PathInk, Width: 0.14})
	}
	v.r.Draw(mapImg, s, v.cam.View)
}

// paletteButtonPixel is the middle of the side panel's button named name
// as last drawn, if it shows there (scripts: button NAME).
func (v *hexView) paletteButtonPixel(name string) (int, int, bool) {
	if v.hp.panel == nil {
		return 0, 0, false
	}
	i, ok := v.hp.panel.Find(name)
	if !ok {
		return 0, 0, false
	}
	return v.hp.panel.Pixel(i)
}

// PointAtSide moves the scripted pointer to the middle of the side between
// hexes [a.X, a.Y] and [b.X, b.Y] (scripts: point X1 Y1 X2 Y2).
func (v *hexView) PointAtSide(a, b game.ScriptCell) error {
	board := v.Play.Board()
	ha, hb := board.Cell(realms.Pos{a.X, a.Y}), board.Cell(realms.Pos{b.X, b.Y})
	if grid.HexDistance(ha, hb) != 1 {
		return fmt.Errorf("[%d, %d] and [%d, %d] share no side (want two neighbouring hexes)", a.X, a.Y, b.X, b.Y)
	}
	p, q := render.HexEdgeSide(v.layout, grid.EdgeBetween(ha, hb))
	at := v.cam.View.ToScreen(render.Point{X: (p.X + q.X) / 2, Y: (p.Y + q.Y) / 2})
	v.Script.X, v.Script.Y = int(math.Round(at.X)), int(math.Round(at.Y))
	return nil
}

// panelGesture is a finger with the editor open on the map: a tap paints a dab (or places the creature), a
// finger dragged or pressed, held and moved draws a stroke, lifting it
// applies the stroke, and a second finger drops it (and pinches). It
// reports whether the gesture was taken.
func (v *hexView) panelGesture(area game.Area, e gesture.Event) bool {
	if !v.Play.MapEditing() {
		return false
	}
	if v.hexAligning() {
		v.hexBgGesture(area, e)
		return true
	}
	at := func(p gesture.Point) render.Point { return v.cam.View.ToMap(render.Point{X: p.X, Y: p.Y}) }
	switch e.Kind {
	case gesture.Tap:
		if area.Contains(e.At.X, e.At.Y) {
			v.Play.MapDown(v.layout, at(e.At))
			v.Play.MapUp(v.layout, at(e.At))
		}
	case gesture.Hold, gesture.Drag:
		if area.Contains(e.Start.X, e.Start.Y) {
			v.Play.MapDown(v.layout, at(e.Start))
			v.Play.MapDrag(v.layout, at(e.At))
		}
	case gesture.HoldMove, gesture.DragMove:
		v.Play.MapDrag(v.layout, at(e.At))
	case gesture.HoldEnd, gesture.DragEnd:
		v.Play.MapUp(v.layout, at(e.At))
	case gesture.Cancel:
		v.Play.CancelStroke()
	}
	return true
}

// askNewMap shows the shared New map sheet from the hex editor, starting
// from this map's size: a hex map made is saved where the user says and
// opens here with the editor; a square or zone map opens in its own
// window, as Open does.
func (v *hexView) askNewMap() {
	g := v.Play.Board().Geometry
	v.Files.ShowNewMap(game.MapDoc{MapWindow: v}, game.NewMapChoice{Name: "New map", Ruleset: maps.Realms, Width: g.Width, Height: g.Height}, -1, func(enc *maps.Encounter) {
		v.Files.SaveNewMap(game.MapDoc{MapWindow: v}, enc, game.StartFolder(v.opt.Path), func() {
			v.Play.StartMapEdit()
			ng := enc.Hex.Board.Geometry
			v.Play.SetMessage(fmt.Sprintf("New hex map %q, %dx%d hexes: the palette paints, B or Done plays.", enc.Name, ng.Width, ng.Height))
		})
	})
}
