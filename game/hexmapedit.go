// The map editor in the hex window (issue 15): B or the Map button opens
// it; the side panel becomes a palette of the tools a Realms map has a use
// for, and the left button paints strokes, draws thin walls and doors on
// hex sides or places creatures. What an edit does is realmsplay.HexPlay's
// (hexmapedit.go there); this file turns input into its calls and draws
// the palette and the stroke under way.

package game

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"

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

// hexEditUI is the hex window's editor state that is the window's own.
type hexEditUI struct {
	// panel holds the side panel's buttons as last drawn for panelFor
	panel    *ebiten.Image
	panelFor string
}

// paletteButton is a button of the hex window's side panel: its name (what
// a script's "button NAME" presses), what it shows, whether it is the
// choice made, where it lies on the screen and what it does.
type paletteButton struct {
	name, label string
	right       string // a figure at the right end ("25 ft"), or ""
	on          bool
	off         bool // greyed: it can do nothing now
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
		x, y := in.Cursor()
		if b, ok := v.buttonAt(float64(x), float64(y)); ok {
			b.do()
			return
		}
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

// buttonAt is the side panel's button at pixel x, y.
func (v *hexView) buttonAt(x, y float64) (paletteButton, bool) {
	for _, b := range v.panelButtons() {
		if b.at(x, y) {
			return b, true
		}
	}
	return paletteButton{}, false
}

// panelArea is the side panel's place on the screen.
func (v *hexView) panelArea() Area {
	area := hexMapArea(v.w, v.h, v.uiScale())
	return Area{area.X + area.W, 0, float64(v.w) - area.W, area.H}
}

// panelButtons are the side panel's buttons: the palette while the editor
// is open, else the play panel's (playPage).
func (v *hexView) panelButtons() []paletteButton {
	if v.w == 0 || v.h == 0 || v.lv.players {
		return nil
	}
	pa := v.panelArea()
	k := math.Max(1, v.uiScale())
	if !v.play.MapEditing() {
		return v.playPage(pa, k, render.UIColors{}, nil).buttons
	}
	bs, _ := v.mapPalette(pa, k, render.UIColors{})
	return bs
}

// mapPalette lays out the editor's palette in panel pa at scale k: its
// buttons, and its title, help and row labels drawn into a scene. A
// palette taller than the panel (a large UI scale on a short window) is
// laid out smaller, so that every button stays on the screen.
func (v *hexView) mapPalette(pa Area, k float64, ui render.UIColors) ([]paletteButton, *render.Scene) {
	bs, s, bottom := v.mapPaletteAt(pa, k, ui)
	if tall := bottom - pa.Y; tall > pa.H {
		bs, s, _ = v.mapPaletteAt(pa, k*pa.H/tall, ui)
	}
	return bs, s
}

// mapPaletteAt is mapPalette at scale k, and how far down it reaches.
func (v *hexView) mapPaletteAt(pa Area, k float64, ui render.UIColors) ([]paletteButton, *render.Scene, float64) {
	s := &render.Scene{}
	s.AddRect(render.Rect{Min: render.Point{X: pa.X, Y: pa.Y}, Max: render.Point{X: pa.X + pa.W, Y: pa.Y + pa.H}}, ui.Panel, ui.Panel, 0)
	p := v.play
	br, shape, tpl := p.MapBrush()
	set := func(b session.Brush, sh session.Shape, t int) func() { return func() { p.SetMapBrush(b, sh, t) } }
	pad, gap, rowH := 12*k, 6*k, 40*k
	x0, w := pa.X+pad, pa.W-2*pad
	y := pa.Y + pad
	var out []paletteButton
	text := func(t string, size float64, ink color.RGBA, bold bool) {
		s.AddLabel(render.Point{X: x0, Y: y + size*0.7}, t, size, ink, render.AlignLeft, bold)
		y += size * 1.35
	}
	// row lays out buttons in cols columns, after a label taking the first
	// column when label is set.
	row := func(label string, cols int, bs ...paletteButton) {
		cw := (w - gap*float64(cols-1)) / float64(cols)
		c := 0
		if label != "" {
			s.AddLabel(render.Point{X: x0, Y: y + rowH/2}, label, 17*k, ui.PanelInk, render.AlignLeft, true)
			c = 1
		}
		for _, b := range bs {
			if c == cols {
				c, y = 0, y+rowH+gap
				if label != "" {
					c = 1
				}
			}
			b.rect = Area{x0 + float64(c)*(cw+gap), y, cw, rowH}
			out = append(out, b)
			c++
		}
		y += rowH + gap
	}
	text("Map editor", 24*k, ui.PanelTitle, true)
	for _, l := range render.Wrap(realmsplay.HexBrushDescribe(br, tpl)+".", w, func(t string) float64 { return render.TextWidth(t, 17*k, false) }) {
		text(l, 17*k, ui.PanelInk, false)
	}
	y += gap
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
	y += gap
	row(fmt.Sprintf("%d columns", g.Width), 3,
		paletteButton{name: "Columns −", label: "−", do: func() { p.ResizeMap(g.Width-1, g.Height) }},
		paletteButton{name: "Columns +", label: "+", do: func() { p.ResizeMap(g.Width+1, g.Height) }})
	row(fmt.Sprintf("%d rows", g.Height), 3,
		paletteButton{name: "Rows −", label: "−", do: func() { p.ResizeMap(g.Width, g.Height-1) }},
		paletteButton{name: "Rows +", label: "+", do: func() { p.ResizeMap(g.Width, g.Height+1) }})
	files, modes := v.bgButtons()
	row("Picture", 3, files...)
	row("", 2, modes[:2]...)
	row("Hexes", 3, modes[2:]...)
	y += gap
	row("", 3,
		paletteButton{name: "Undo", label: "Undo", do: func() { p.Undo() }},
		paletteButton{name: "Redo", label: "Redo", do: func() { p.Redo() }},
		paletteButton{name: "Done", label: "Done", do: v.toggleMapEdit})
	row("", 1, paletteButton{name: "New map", label: "New map…", do: v.askNewMap})
	hint := fmt.Sprintf("%s undoes a stroke, %s saves. Right-drag pans; %s opens a door.", v.keymap.say(session.ActUndo, "Undo"), v.keymap.say(session.ActSave, "Save"), v.keymap.say(session.ActToggleDoor, "a tap"))
	for _, l := range render.Wrap(hint, w, func(t string) float64 { return render.TextWidth(t, 16*k, false) }) {
		text(l, 16*k, ui.PanelDim, false)
	}
	return out, s, y
}

// drawPanelButtons draws the side panel: with the editor open its
// palette, else the play panel (playPage; plan is the move dragged, nil:
// none), its page under the tabs clipped to its view and a scroll bar
// beside a page taller than the view. The panel is drawn into a picture
// kept while nothing on it changes: text is slow to draw on a software
// renderer, and most frames change nothing.
func (v *hexView) drawPanelButtons(screen *ebiten.Image, ui render.UIColors, plan *realms.Plan) {
	k := math.Max(1, v.uiScale())
	pa := v.panelArea()
	var bs []paletteButton
	head, body := &render.Scene{}, &render.Scene{}
	var view Area
	if v.play.MapEditing() {
		bs, head = v.mapPalette(pa, k, ui)
	} else {
		head.AddRect(render.Rect{Min: render.Point{X: pa.X, Y: pa.Y}, Max: render.Point{X: pa.X + pa.W, Y: pa.Y + pa.H}}, ui.Panel, ui.Panel, 0)
		page := v.playPage(pa, k, ui, plan)
		v.hp.scroll = math.Min(v.hp.scroll, page.over) // a page grown shorter
		bs, body, view = page.buttons, page.text, page.view
		if page.over > 0 {
			vh := view.H
			barH := math.Max(24*k, vh*vh/(vh+page.over))
			y := view.Y + v.hp.scroll/page.over*(vh-barH)
			x := pa.X + pa.W - 8*k
			head.AddRect(render.Rect{Min: render.Point{X: x, Y: view.Y}, Max: render.Point{X: x + 6*k, Y: view.Y + vh}}, ui.Button, ui.Button, 0)
			head.AddRect(render.Rect{Min: render.Point{X: x, Y: y}, Max: render.Point{X: x + 6*k, Y: y + barH}}, ui.PanelDim, ui.PanelDim, 0)
		}
	}
	x, y := v.input.Cursor()
	key := fmt.Sprint(pa, k, ui, v.play.Board().Geometry, view)
	for _, sh := range body.Shapes {
		key += fmt.Sprint("|", sh.Text, sh.Points, sh.Fill)
	}
	for _, b := range bs {
		s := head
		if b.clip != (Area{}) {
			s = body
		}
		fill, ink, edge := ui.Button, ui.PanelInk, ui.ButtonEdge
		switch {
		case b.on:
			fill, ink = ui.PanelTitle, ui.Panel
		case b.off:
			fill, ink, edge = ui.Panel, ui.PanelDim, ui.Button
		case b.at(float64(x), float64(y)):
			fill = ui.ButtonHover
		}
		key += fmt.Sprint("|", b.name, b.label, b.right, b.on, b.off, b.rect, fill)
		r := b.rect
		s.AddRect(render.Rect{Min: render.Point{X: r.X, Y: r.Y}, Max: render.Point{X: r.X + r.W, Y: r.Y + r.H}}, fill, edge, 2*k)
		room := r.W * 0.9
		size := math.Min(20*k, r.H*0.5)
		if b.right != "" {
			rs := size * 0.85
			room -= render.TextWidth(b.right, rs, false) + 12*k
			s.AddLabel(render.Point{X: r.X + r.W - 10*k, Y: r.Y + r.H/2}, b.right, rs, ink, render.AlignRight, false)
		}
		if tw := render.TextWidth(b.label, size, b.on); tw > room {
			size *= room / tw // a long word in a narrow button
		}
		if len([]rune(b.label)) <= 2 {
			size = math.Min(26*k, r.H*0.65) // a sign or a number: larger
		}
		if b.right != "" {
			s.AddLabel(render.Point{X: r.X + 10*k, Y: r.Y + r.H/2}, b.label, size, ink, render.AlignLeft, b.on)
		} else {
			s.AddLabel(render.Point{X: r.X + r.W/2, Y: r.Y + r.H/2}, b.label, size, ink, render.AlignCenter, b.on)
		}
	}
	c := &v.edit
	if c.panel == nil || c.panel.Bounds().Dx() != v.w || c.panel.Bounds().Dy() != v.h {
		if c.panel != nil {
			c.panel.Deallocate()
		}
		c.panel, c.panelFor = ebiten.NewImage(v.w, v.h), ""
	}
	if key != c.panelFor {
		c.panel.Clear()
		v.r.Draw(c.panel, head, render.View{Scale: 1})
		if view.H > 0 {
			clip := image.Rect(int(view.X), int(view.Y), int(math.Ceil(view.X+view.W)), int(math.Ceil(view.Y+view.H))).Intersect(c.panel.Bounds())
			v.r.Draw(c.panel.SubImage(clip).(*ebiten.Image), body, render.View{Scale: 1})
		}
		c.panelFor = key
	}
	rect := image.Rect(int(pa.X), int(pa.Y), int(math.Ceil(pa.X+pa.W)), int(math.Ceil(pa.Y+pa.H)))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(rect.Min.X), float64(rect.Min.Y))
	screen.DrawImage(c.panel.SubImage(rect).(*ebiten.Image), op)
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
// (scripts: button NAME).
func (v *hexView) paletteButtonPixel(name string) (int, int, bool) {
	bs := v.panelButtons()
	if i := slices.IndexFunc(bs, func(b paletteButton) bool { return b.matches(name) }); i >= 0 {
		r := bs[i].rect
		if x, y := r.X+r.W/2, r.Y+r.H/2; bs[i].at(x, y) {
			return int(x), int(y), true
		}
	}
	return 0, 0, false
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

// panelGesture is a finger on the side panel's buttons, and with the
// editor open on the map: a tap paints a dab (or places the creature), a
// finger dragged or pressed, held and moved draws a stroke, lifting it
// applies the stroke, and a second finger drops it (and pinches). It
// reports whether the gesture was taken.
func (v *hexView) panelGesture(area Area, e gesture.Event) bool {
	if e.Kind == gesture.Tap {
		if b, ok := v.buttonAt(e.At.X, e.At.Y); ok {
			b.do()
			return true
		}
	}
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
