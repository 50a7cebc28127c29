// The map editor in the hex window: B or the Map button opens
// it; the side panel becomes a palette of the tools a Realms map has a use
// for, and the left button paints strokes, draws thin walls and doors on
// hex sides or places creatures. What an edit does is realmsplay.HexPlay's
// (hexmapedit.go there); this file turns input into its calls and draws
// the palette and the stroke under way.

package game

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// paletteButton is a button of a tool panel (toolpanel.go): its name
// (what a script's "button NAME" presses), what it shows, whether it is
// the choice made, where it was last drawn and what it does.
type paletteButton struct {
	name, label string
	right       string // a figure at the right end ("25 ft"), or ""
	on          bool
	off         bool // greyed: it can do nothing now
	title       bool // a heading (a tool panel's row of rectangles)
	rect        Area
	// clip, when set, is the scrolled view the button shows through: only
	// its part inside is on the screen
	clip Area
	do   func()
}

// at reports whether pixel x, y is on the button as it shows.
func (b paletteButton) at(x, y float64) bool {
	return b.rect.Contains(x, y) && (b.clip == Area{} || b.clip.Contains(x, y))
}

// hexMapButton is the play panel's button that opens the editor.
const hexMapButton = "Map editor B"

// toggleMapEdit opens or closes the editor (B, the Map and Done buttons).
func (v *hexView) toggleMapEdit() {
	if v.play.MapEditing() {
		v.play.StopMapEdit()
		return
	}
	if v.lv.players {
		v.play.SetMessage("The map editor is the director's: " + v.keymap.say(session.ActPlayerView, "Director view") + " shows the director's view first.")
		return
	}
	v.play.StartMapEdit()
}

// mapPointer is the left button while the editor is open: a press on the
// palette presses its button; one on the map starts a stroke (or places a
// creature), a drag extends it and the release applies it.
func (v *hexView) mapPointer(pt session.Pointer) {
	if v.hexAligning() {
		v.hexBgPointer(pt.On)
		return
	}
	in := v.input
	switch {
	case in.MouseJustPressed(ebiten.MouseButtonLeft):
		v.play.Press(pt)
	case in.MouseDown(ebiten.MouseButtonLeft):
		v.play.Drag(pt)
	case in.MouseJustReleased(ebiten.MouseButtonLeft):
		v.play.Release(pt)
	}
}

// followGeometry lays the map out again after a resize and fits it to the
// window.
func (v *hexView) followGeometry() {
	if l := render.NewHexLayout(v.play.Board().Geometry); l != v.layout {
		v.layout = l
		v.cam.fitted = false
	}
}

// panelArea is the side panel's place on the screen.
func (v *hexView) panelArea() Area {
	area := hexMapArea(v.w, v.h, v.uiScale())
	return Area{area.X + area.W, 0, float64(v.w) - area.W, area.H}
}

// panelButtons are the side panel's buttons where they were last drawn:
// the palette while the editor is open, else the play panel's.
func (v *hexView) panelButtons() []paletteButton {
	if v.hp.panel == nil {
		return nil
	}
	return v.hp.panel.buttons()
}

// mapRows are the editor's palette: its title and help, the tools and
// their choices, the map's size, the background picture, Undo, Redo,
// Done and New map.
func (v *hexView) mapRows() []toolRow {
	p := v.play
	br, shape, tpl := p.MapBrush()
	set := func(b session.Brush, sh session.Shape, t int) func() { return func() { p.SetMapBrush(b, sh, t) } }
	var rows []toolRow
	text := func(t string, px float64, ink textInk, bold bool) {
		rows = append(rows, toolRow{text: t, px: px, ink: ink, bold: bold})
	}
	row := func(label string, cols int, bs ...paletteButton) {
		rows = append(rows, toolRow{label: label, cols: cols, buttons: bs})
	}
	text("Map editor", 24, inkTitle, true)
	text(realmsplay.HexBrushDescribe(br, tpl)+".", 17, inkPlain, false)
	var tools []paletteButton
	for _, t := range realmsplay.HexMapTools() {
		nb := br
		nb.Tool = t
		tools = append(tools, paletteButton{name: realmsplay.HexToolName(t), label: realmsplay.HexToolName(t), on: t == br.Tool, do: set(nb, shape, tpl)})
	}
	row("", 2, tools...)
	if !br.Tool.OnEdges() && br.Tool != session.MapCreature {
		var sizes []paletteButton
		for _, n := range session.BrushSizes() {
			nb := br
			nb.Size = n
			sizes = append(sizes, paletteButton{name: fmt.Sprintf("brush %d", n), label: fmt.Sprint(n), on: n == br.Size, do: set(nb, shape, tpl)})
		}
		row("Brush", 4, sizes...)
	}
	var shapes []paletteButton
	for _, sh := range realmsplay.HexShapes(br.Tool) {
		shapes = append(shapes, paletteButton{name: sh.String(), label: sh.String(), on: sh == shape, do: set(br, sh, tpl)})
	}
	if len(shapes) > 0 {
		row("", 3, shapes...)
	}
	if br.Tool == session.MapWall || br.Tool == session.MapThinWall || br.Tool == session.MapDoor {
		var mats []paletteButton
		for _, m := range drawsteel.Materials() {
			nb := br
			nb.Material = m
			mats = append(mats, paletteButton{name: m.String(), label: m.String(), on: m == br.Material, do: set(nb, shape, tpl)})
		}
		row("", 2, mats...)
	}
	if br.Tool == session.MapCreature {
		var cs []paletteButton
		for i, c := range realmsplay.HexTemplates() {
			cs = append(cs, paletteButton{name: c.Name, label: c.Name, on: i == tpl, do: set(br, shape, i)})
		}
		row("", 3, cs...)
	}
	g := p.Board().Geometry
	row(fmt.Sprintf("%d columns", g.Width), 3,
		paletteButton{name: "Columns −", label: "−", do: func() { p.ResizeMap(g.Width-1, g.Height) }},
		paletteButton{name: "Columns +", label: "+", do: func() { p.ResizeMap(g.Width+1, g.Height) }})
	rows[len(rows)-1].gap = true
	row(fmt.Sprintf("%d rows", g.Height), 3,
		paletteButton{name: "Rows −", label: "−", do: func() { p.ResizeMap(g.Width, g.Height-1) }},
		paletteButton{name: "Rows +", label: "+", do: func() { p.ResizeMap(g.Width, g.Height+1) }})
	files, modes := v.bgButtons()
	row("", 2, files...)
	row("", 2, modes[:2]...)
	row("Hexes", 3, modes[2:]...)
	row("", 3,
		paletteButton{name: "Undo", label: "Undo", do: func() { p.Undo() }},
		paletteButton{name: "Redo", label: "Redo", do: func() { p.Redo() }},
		paletteButton{name: "Done", label: "Done", do: v.toggleMapEdit})
	rows[len(rows)-1].gap = true
	row("", 1, paletteButton{name: "New map", label: "New map…", do: v.askNewMap})
	text(fmt.Sprintf("%s undoes a stroke, %s saves. Right-drag pans; %s opens a door.", v.keymap.say(session.ActUndo, "Undo"), v.keymap.say(session.ActSave, "Save"), v.keymap.say(session.ActToggleDoor, "a tap")), 16, inkDim, false)
	return rows
}

// drawStroke draws on the map what the stroke under way would change: its
// hexes shaded, its sides as thick lines.
func (v *hexView) drawStroke(mapImg *ebiten.Image, t render.Theme) {
	cells, sides := v.play.StrokePreview(v.layout)
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
	i, ok := v.hp.panel.find(name)
	if !ok {
		return 0, 0, false
	}
	return v.hp.panel.pixel(i)
}

// pointAtSide moves the scripted pointer to the middle of the side between
// hexes [a.X, a.Y] and [b.X, b.Y] (scripts: point X1 Y1 X2 Y2).
func (v *hexView) pointAtSide(a, b drawsteel.Square) error {
	board := v.play.Board()
	ha, hb := board.Cell(realms.Pos{a.X, a.Y}), board.Cell(realms.Pos{b.X, b.Y})
	if grid.HexDistance(ha, hb) != 1 {
		return fmt.Errorf("[%d, %d] and [%d, %d] share no side (want two neighbouring hexes)", a.X, a.Y, b.X, b.Y)
	}
	p, q := render.HexEdgeSide(v.layout, grid.EdgeBetween(ha, hb))
	at := v.cam.View.ToScreen(render.Point{X: (p.X + q.X) / 2, Y: (p.Y + q.Y) / 2})
	v.script.x, v.script.y = int(math.Round(at.X)), int(math.Round(at.Y))
	return nil
}

// panelGesture is a finger with the editor open on the map: a tap paints a dab (or places the creature), a
// finger dragged or pressed, held and moved draws a stroke, lifting it
// applies the stroke, and a second finger drops it (and pinches). It
// reports whether the gesture was taken.
func (v *hexView) panelGesture(area Area, e gesture.Event) bool {
	if !v.play.MapEditing() {
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
			v.play.MapDown(v.layout, at(e.At))
			v.play.MapUp(v.layout, at(e.At))
		}
	case gesture.Hold, gesture.Drag:
		if area.Contains(e.Start.X, e.Start.Y) {
			v.play.MapDown(v.layout, at(e.Start))
			v.play.MapDrag(v.layout, at(e.At))
		}
	case gesture.HoldMove, gesture.DragMove:
		v.play.MapDrag(v.layout, at(e.At))
	case gesture.HoldEnd, gesture.DragEnd:
		v.play.MapUp(v.layout, at(e.At))
	case gesture.Cancel:
		v.play.CancelStroke()
	}
	return true
}

// askNewMap shows the shared New map sheet from the hex editor, starting
// from this map's size: a hex map made is saved where the user says and
// opens here with the editor; a square or zone map opens in its own
// window, as Open does.
func (v *hexView) askNewMap() {
	g := v.play.Board().Geometry
	v.files.showNewMap(mapDoc{v}, newMapChoice{name: "New map", ruleset: maps.Realms, width: g.Width, height: g.Height}, -1, func(enc *maps.Encounter) {
		v.files.saveNewMap(mapDoc{v}, enc, startFolder(v.opt.Path), func() {
			v.play.StartMapEdit()
			ng := enc.Hex.Board.Geometry
			v.play.SetMessage(fmt.Sprintf("New hex map %q, %dx%d hexes: the palette paints, B or Done plays.", enc.Name, ng.Width, ng.Height))
		})
	})
}
