// The map editor in the square window: the palette page, the
// pointer's strokes and their preview. What a stroke does is
// session.ApplyStroke; this file only turns input into strokes and shows them.

package drawsteel

import (
	"fmt"
	"math"
	"slices"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
)

// mapPointer turns the left button into strokes while the editor is open:
// press starts one, drag extends it, release applies it. The edge tools
// work on grid corners, the nearest to the pointer.
func (g *Game) mapPointer(mp render.Point, q drawsteel.Square, onBoard, moved bool) {
	in := g.Input
	at := g.mapPoint(mp, q)
	if moved {
		g.mapKeyed = false
	}
	switch {
	case in.MouseJustPressed(ebiten.MouseButtonLeft) && onBoard:
		g.in.MapDown(at)
		g.mapPress = true
	case in.MouseDown(ebiten.MouseButtonLeft) && g.mapPress && moved:
		if onBoard {
			g.in.MapDrag(at)
		}
	case in.MouseJustReleased(ebiten.MouseButtonLeft) && g.mapPress:
		g.mapPress = false
		if !onBoard {
			at = g.mapPoint(mp, g.lastSquare)
		}
		g.in.MapUp(at)
	}
}

// addStrokePreview draws what the stroke under way would change: its
// squares shaded, its sides as thick lines.
func (g *Game) addStrokePreview(s *render.Scene) {
	squares, sides := g.in.StrokePreview()
	t := g.sceneOpt.Theme
	for _, q := range squares {
		x, y := float64(q.X), float64(q.Y)
		s.Add(render.Shape{Kind: render.Polygon, Points: []render.Point{{X: x, Y: y}, {X: x + 1, Y: y}, {X: x + 1, Y: y + 1}, {X: x, Y: y + 1}},
			Fill: t.AreaFill, Stroke: t.AreaEdge, Width: 0.04})
	}
	for _, side := range sides {
		a, b := render.EdgeSide(side)
		s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{a, b}, Stroke: t.PathInk, Width: 0.16})
	}
	if br, _ := g.in.MapBrush(); br.Tool.OnEdges() {
		// the keyboard's cursor for the edge tools is a grid corner: a dot on it
		if q, ok := g.in.Cursor(); ok && g.mapKeyed {
			s.Add(render.Shape{Kind: render.Circle, Points: []render.Point{{X: float64(q.X), Y: float64(q.Y)}}, Radius: 0.14,
				Fill: t.PathInk, Stroke: t.AreaEdge, Width: 0.04})
		}
	}
}

// buildMap is the editor's palette: tools, brush size, shape, material
// and the numbers the tools use, the map's size, New map and Done. Every button
// is large enough for a finger; every change says what the tool does in
// the status bar.
func (p *panel) buildMap() {
	if p.g.bgs.tool {
		p.buildBackground()
		return
	}
	in := p.g.in
	br, shape := in.MapBrush()
	set := func(b session.Brush, s session.Shape) func() {
		return func() { in.SetMapBrush(b, s); p.show(pageMap) }
	}
	// named registers a button under its plain label too, so scripts
	// press "wall" whether or not it is the chosen tool.
	named := func(plain string, on bool, do func()) *widget.Button {
		b := p.button(game.Mark(on)+plain, do)
		p.buttons[plain] = b
		return b
	}
	p.body.AddChild(p.text("Map editor", 16, true, p.colors().PanelTitle))
	p.body.AddChild(p.text(br.Describe()+". Drag on the map; a line, rectangle or frame shows before you let go.", 13, false, p.colors().PanelDim))
	tools := p.grid(3)
	for _, t := range session.MapTools() {
		nb := br
		nb.Tool = t
		tools.AddChild(named(t.String(), t == br.Tool, set(nb, shape)))
	}
	p.body.AddChild(tools)
	p.body.AddChild(p.button("Background picture…", p.g.startBackgroundTool))
	sizes := p.grid(4)
	sizes.AddChild(p.text("Brush", 14, true, p.colors().PanelInk))
	for _, n := range session.BrushSizes() {
		nb := br
		nb.Size = n
		sizes.AddChild(named(fmt.Sprintf("%dx%d", n, n), n == br.Size, set(nb, shape)))
	}
	p.body.AddChild(sizes)
	shapes := p.grid(3)
	for _, s := range session.Shapes() {
		shapes.AddChild(named(s.String(), s == shape, set(br, s)))
	}
	p.body.AddChild(shapes)
	mats := drawsteel.Materials()
	next := br
	next.Material = mats[(slices.Index(mats, br.Material)+1)%len(mats)]
	p.body.AddChild(p.button("Material: "+br.Material.String(), set(next, shape)))
	steppers := p.gridStretch([]bool{true, false, false})
	for _, st := range []struct {
		name  string
		field func(*session.Brush) *int
		lo    int
	}{
		{"Height", func(b *session.Brush) *int { return &b.Height }, -99},
		{"Damage", func(b *session.Brush) *int { return &b.Damage }, 1},
		{"Depth", func(b *session.Brush) *int { return &b.Depth }, 1},
	} {
		down, up := br, br
		*st.field(&down) = max(st.lo, *st.field(&down)-1)
		*st.field(&up)++
		steppers.AddChild(p.text(fmt.Sprintf("%s  %d", st.name, *st.field(&br)), 15, true, p.colors().PanelInk),
			p.button(st.name+" −", set(down, shape)), p.button(st.name+" +", set(up, shape)))
	}
	p.body.AddChild(steppers)
	b := in.Board()
	size := p.gridStretch([]bool{true, false, false})
	size.AddChild(p.text(fmt.Sprintf("Columns  %d", b.Width), 15, true, p.colors().PanelInk),
		p.button("Columns −", func() { in.ResizeMap(b.Width-1, b.Height) }), p.button("Columns +", func() { in.ResizeMap(b.Width+1, b.Height) }))
	size.AddChild(p.text(fmt.Sprintf("Rows  %d", b.Height), 15, true, p.colors().PanelInk),
		p.button("Rows −", func() { in.ResizeMap(b.Width, b.Height-1) }), p.button("Rows +", func() { in.ResizeMap(b.Width, b.Height+1) }))
	p.body.AddChild(size)
	km := p.g.Keymap
	p.body.AddChild(p.text(fmt.Sprintf("%s undoes a stroke. Add A places creatures from the templates. %s opens doors.", km.Say(session.ActUndo, "Undo"),
		km.Say(session.ActToggleDoor, "A click")), 13, false, p.colors().PanelDim))
	row := p.grid(3)
	row.AddChild(p.actionButton("Undo", session.ActUndo), p.actionButton("Redo", session.ActRedo), p.actionButton("Add A", session.ActAddCreature),
		p.actionButton("Save", session.ActSave), p.button("New map", p.g.askNewMap), p.button("Done", func() { in.StopMapEdit(); p.show(pageMain) }))
	p.body.AddChild(row)
	p.mapKey = b
}

// mapKey is what a key does in the map editor, and whether it did
// something there: the arrows move the cursor a square (a corner for the
// edge tools) per press, Enter starts and ends a stroke at it, Esc drops a
// stroke under way, Tab and Shift+Tab choose the tool, Page Up and Page
// Down the shape. Other keys do what they do elsewhere.
func (g *Game) mapKey(a session.Action) bool {
	arrows := map[session.Action]struct {
		key    ebiten.Key
		dx, dy int
	}{
		session.ActPanLeft: {ebiten.KeyArrowLeft, -1, 0}, session.ActPanRight: {ebiten.KeyArrowRight, 1, 0},
		session.ActPanUp: {ebiten.KeyArrowUp, 0, -1}, session.ActPanDown: {ebiten.KeyArrowDown, 0, 1},
	}
	if d, ok := arrows[a]; ok {
		if g.Input.JustPressed(d.key) {
			g.in.MapCursorMove(d.dx, d.dy)
		}
	} else {
		switch a {
		case session.ActCommit:
			g.in.MapStrokeKey()
		case session.ActCancel:
			if !g.in.MapCancelStroke() {
				return false // Esc with no stroke closes the editor
			}
		case session.ActNextCreature, session.ActPrevCreature:
			g.in.CycleMapTool(map[bool]int{true: 1, false: -1}[a == session.ActNextCreature])
			g.panel.show(pageMap)
		case session.ActAimUp, session.ActAimDown:
			g.in.CycleMapShape(map[bool]int{true: 1, false: -1}[a == session.ActAimDown])
			g.panel.show(pageMap)
		default:
			return false
		}
	}
	if q, ok := g.in.Cursor(); ok {
		g.lastSquare = q // Add places a creature at the cursor
		g.mapKeyed = true
	}
	return true
}

// mapGesture paints with a finger in the map editor: a tap paints the
// square tapped, a drag or a press and hold draws a stroke that lifting
// applies; a second finger drops the stroke and pinches and pans instead.
func (g *Game) mapGesture(area game.Area, e gesture.Event) {
	at := func(p gesture.Point) (drawsteel.Square, bool) {
		q, on := g.touchSquare(area, p)
		return g.mapPoint(g.cam.View.ToMap(render.Point{X: p.X, Y: p.Y}), q), on
	}
	q, onBoard := at(e.At)
	if onBoard {
		g.lastSquare = q
	}
	switch e.Kind {
	case gesture.Tap:
		if onBoard {
			g.in.MapDown(q)
			g.in.MapUp(q)
		}
	case gesture.Drag, gesture.Hold:
		if start, ok := at(e.Start); ok {
			g.in.MapDown(start)
			g.in.MapDrag(q)
		}
	case gesture.DragMove, gesture.HoldMove:
		if onBoard {
			g.in.MapDrag(q)
		}
	case gesture.DragEnd, gesture.HoldEnd:
		if !onBoard {
			q = g.lastSquare
		}
		g.in.MapUp(q)
	case gesture.Cancel:
		g.in.MapCancelStroke()
	}
}

// mapPoint is where a stroke's point goes for a pointer at mp over square
// q: the square, or for the edge tools the grid corner nearest mp.
func (g *Game) mapPoint(mp render.Point, q drawsteel.Square) drawsteel.Square {
	if br, _ := g.in.MapBrush(); br.Tool.OnEdges() {
		return drawsteel.Square{X: int(math.Round(mp.X)), Y: int(math.Round(mp.Y))}
	}
	return q
}
