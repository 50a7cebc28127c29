// The map editor in the zone window: B or the Map editor button (File tab) turns
// the right of the window into a palette of large buttons (tools, the
// selected zone's, link's or creature's fields with − and +, Add zone,
// Undo, Save, New map, Done); the pointer or a finger draws, picks and
// moves on the map. What an edit does is zonesplay.ZoneEditor and the zone
// play's EditMap; this file turns input into them and draws them.

package zones

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	zonescene "github.com/battlemap/battlemap/render/zones"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// zoneEditUI is the zone window's map editor: the session's editor (nil:
// the window plays), whether the left button went down on the map, and
// the play's layout count the window last laid the map out for.
type zoneEditUI struct {
	ed      *zonesplay.ZoneEditor
	pressed bool
	layout  int
}

// editButton is one of the editor's large buttons, or a label (do nil).
type editButton struct {
	// label is what it shows; name what a script's "button NAME" presses
	// (the label when empty).
	label, name string
	rect        game.Area
	on          bool // the current choice (the tool in use)
	do          func()
	weight      float64 // its share of its row (0: 1)
	title       bool    // a heading
	off         bool    // it does nothing now (drawn dim)
}

// editing reports whether the map editor is open.
func (v *zoneView) editing() bool { return v.zed.ed != nil }

// startEdit opens the map editor (B, the Map editor button).
func (v *zoneView) startEdit() {
	if v.play.Busy() {
		v.play.SetMessage("Finish or cancel (Esc) what waits before editing the map.")
		return
	}
	tpl := make([]zones.Creature, len(v.opt.Templates))
	for i, c := range v.opt.Templates {
		tpl[i] = zonesplay.ZoneCreatureOf(c.ID, c.Name, c.Side)
	}
	v.zed = zoneEditUI{ed: zonesplay.NewZoneEditor(v.play, tpl), layout: v.zed.layout}
	v.play.Select("")
	v.endTouchMove()
}

// stopEdit closes the map editor (B, Done).
func (v *zoneView) stopEdit() {
	v.zed.ed, v.zed.pressed = nil, false
	v.play.SetMessage("Map editor closed: drag a creature onto a zone to move it.")
}

// syncLayout lays the map out again after an edit, an undo or a redo
// changed the zones or their drawing, and keeps the encounter in step.
func (v *zoneView) syncLayout() {
	if n := v.play.LayoutChanges(); n != v.zed.layout {
		v.zed.layout = n
		v.boxes, v.outlines = v.play.Boxes()
		v.play.Into(v.opt.Encounter)
		v.play.ForgetPointer()
		if v.zed.ed != nil {
			v.zed.ed.Revalidate()
		}
	}
}

// paletteWidth is the width of the editor's palette on the right, in
// pixels (0: closed).
func (v *zoneView) paletteWidth() float64 {
	if !v.editing() {
		return 0
	}
	return math.Round(math.Min(440*v.UIScale(), float64(v.W)*0.36))
}

// editInput handles the keymap's actions acts, the editor's own keys,
// the pointer and the fingers while the editor is open, and the map
// editor's action (B), which opens it; it reports whether it took the
// frame's input. p is the pointer on the map.
func (v *zoneView) editInput(acts []session.Action, ctrl bool, p render.Point) bool {
	v.syncLayout()
	in := v.Input
	if !v.editing() {
		if slices.Contains(acts, session.ActMapEdit) {
			v.startEdit()
			return v.editing()
		}
		return false
	}
	ed := v.zed.ed
	pl := v.play
	for _, a := range acts {
		switch {
		case a == session.ActRedo:
			pl.Redo()
		case a == session.ActUndo:
			pl.Undo()
		case a == session.ActSave:
			v.Save()
		case a == session.ActMapEdit:
			v.stopEdit()
			return true
		case a == session.ActCancel:
			ed.Cancel()
		case a > session.ActDistance0 && a <= session.ActDistance9:
			if i := int(a - session.ActDistance0 - 1); i < len(zonesplay.ZoneTools()) {
				ed.SetTool(zonesplay.ZoneTools()[i])
			}
		}
	}
	switch { // the editor's own keys (session.OwnKeys)
	case ctrl:
	case in.JustPressed(ebiten.KeyDelete):
		ed.Delete()
	case in.JustPressed(ebiten.KeyA):
		ed.AddZone()
	case in.JustPressed(ebiten.KeyN) || in.JustPressed(ebiten.KeyF2):
		v.askName()
	}
	v.syncLayout()
	if !v.opt.Touch {
		v.editMouse(p)
	}
	v.editTouches()
	v.syncLayout()
	if ed.TakeNamed() != "" {
		v.askName()
	}
	return true
}

// onEditMap reports whether a pixel is on the map (not the palette, not
// the status panel).
func (v *zoneView) onEditMap(x, y float64) bool {
	return x < float64(v.W)-v.paletteWidth() && y < float64(v.H)-v.statusHeight()
}

// editMouse turns the left button into the editor's press, drag and
// release (or a palette button's press).
func (v *zoneView) editMouse(p render.Point) {
	in, ed := v.Input, v.zed.ed
	x, y := in.Cursor()
	fx, fy := float64(x), float64(y)
	switch {
	case in.MouseJustPressed(ebiten.MouseButtonLeft):
		// a palette button is ebitenui's (syncPanel)
		if v.editButtonAt(fx, fy) != nil || !v.onEditMap(fx, fy) {
			return
		}
		ed.Down(p)
		v.zed.pressed = true
	case in.MouseDown(ebiten.MouseButtonLeft) && v.zed.pressed:
		ed.Drag(p)
	case in.MouseJustReleased(ebiten.MouseButtonLeft) && v.zed.pressed:
		v.zed.pressed = false
		ed.Up(p)
	}
}

// editTouches turns fingers into the editor's press, drag and release: a
// tap clicks (or presses a palette button), a drag or a press and hold
// draws a zone or moves what it took.
func (v *zoneView) editTouches() {
	if v.touch.rec == nil {
		v.touch.rec = gesture.New(gesture.DefaultConfig())
	}
	v.touch.buf = v.Input.Touches(v.touch.buf[:0])
	ed := v.zed.ed
	at := func(q gesture.Point) render.Point { return v.mapView().ToMap(render.Point{X: q.X, Y: q.Y}) }
	for _, e := range v.touch.rec.Update(v.touch.buf) {
		switch e.Kind {
		case gesture.Tap:
			if v.pressEditButton(e.At.X, e.At.Y) || !v.onEditMap(e.At.X, e.At.Y) {
				continue
			}
			ed.Down(at(e.At))
			ed.Up(at(e.At))
		case gesture.Hold, gesture.Drag:
			if v.onEditMap(e.Start.X, e.Start.Y) {
				ed.Down(at(e.Start))
				ed.Drag(at(e.At))
				v.zed.pressed = true
			}
		case gesture.HoldMove, gesture.DragMove:
			if v.zed.pressed {
				ed.Drag(at(e.At))
			}
		case gesture.HoldEnd, gesture.DragEnd:
			if v.zed.pressed {
				v.zed.pressed = false
				ed.Up(at(e.At))
			}
		case gesture.Cancel:
			v.zed.pressed = false
		}
	}
}

// askName asks the name of the selected zone or creature in the large
// question box (typed on a keyboard; Enter or OK names it).
func (v *zoneView) askName() {
	ed := v.zed.ed
	zone, _, creature := ed.Selected()
	what := "zone"
	switch {
	case creature != "":
		what = "creature"
	case zone == "":
		v.play.SetMessage("Select a zone or a creature to name it.")
		return
	}
	s := &game.Sheet{Title: "Name the " + what, Lines: []string{"Type the name and press Enter (or OK). A zone drawn here takes an id made from its name."}}
	s.Field = &game.SheetField{Label: "Name", Text: ed.SelectedName(), Fresh: true}
	ok := func() {
		v.Files.Sheet = nil
		ed.Rename(s.Field.Text)
		v.syncLayout()
	}
	s.Field.Enter = func(string) { ok() }
	s.Buttons = []game.SheetButton{
		{Label: "OK", Key: ebiten.KeyEnter, Ctrl: true, Do: ok},
		{Label: "Cancel", NoKey: true, Cancel: true, Do: func() { v.Files.Sheet = nil }},
	}
	v.Files.Sheet = s
}

// askNewMap shows the New map sheet from the zone editor: a zone map made
// is saved where the user says and opens here with the editor; a square
// or hex map opens in the same window, in its ruleset's part.
func (v *zoneView) askNewMap() {
	v.Files.ShowNewMap(game.MapDoc{MapWindow: v}, game.NewMapChoice{Name: "New map", Ruleset: maps.Zones, Width: 20, Height: 15}, -1, func(enc *maps.Encounter) {
		v.Files.SaveNewMap(game.MapDoc{MapWindow: v}, enc, game.StartFolder(v.opt.Path), func() {
			v.startEdit()
			v.play.SetMessage(fmt.Sprintf("New zone map %q: drag on empty space to draw a zone, or press Add zone.", enc.Name))
		})
	})
}

// editButtons are the editor's buttons where its palette on the right
// last drew them, or, while the window plays, the bar's tabs and buttons
// (bar.go; its File tab has the Map editor button).
func (v *zoneView) editButtons() []editButton {
	if !v.editing() {
		return v.barButtons()
	}
	if v.bar.panel == nil {
		return nil
	}
	var out []editButton
	for _, b := range v.bar.panel.Buttons() {
		r := b.Rect
		if c := b.Clip; c != (game.Area{}) {
			// scrolled: the part in view
			x0, y0 := math.Max(r.X, c.X), math.Max(r.Y, c.Y)
			x1, y1 := math.Min(r.X+r.W, c.X+c.W), math.Min(r.Y+r.H, c.Y+c.H)
			if x1 <= x0 || y1 <= y0 {
				continue
			}
			r = game.Area{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
		}
		out = append(out, editButton{label: b.Label, name: b.Name, rect: r, on: b.On, off: b.Off, do: b.Do})
	}
	return out
}

// editorRows are the editor's palette: its title, the tools, what is
// selected and its fields (a figure with its − and +), Add zone, Undo,
// Redo, Save, New map and Done. Each row's buttons share its width by
// their weights.
func (v *zoneView) editorRows() []game.ToolRow {
	ed, pl := v.zed.ed, v.play
	var rows [][]editButton
	row := func(bs ...editButton) { rows = append(rows, bs) }
	row(editButton{label: "Map editor", title: true})
	tools := zonesplay.ZoneTools()
	for i := 0; i < len(tools); i += 2 {
		var r []editButton
		for _, t := range tools[i:min(i+2, len(tools))] {
			r = append(r, editButton{label: t.String(), on: ed.Tool() == t, do: func() { ed.SetTool(t) }})
		}
		row(r...)
	}
	if ed.Tool() == zonesplay.ZoneLinker {
		var r []editButton
		for _, k := range zonesplay.ZoneLinkKinds() {
			r = append(r, editButton{label: linkKindLabel(k), on: ed.LinkKind() == k, do: func() { ed.SetLinkKind(k) }})
		}
		row(r...)
	}
	zone, link, creature := ed.Selected()
	heading := ed.Heading()
	row(editButton{label: heading, title: true})
	switch {
	case zone != "" || creature != "":
		row(editButton{label: "Name…", name: "Name", do: v.askName}, editButton{label: "Delete", do: ed.Delete})
	case link >= 0:
		row(editButton{label: "Delete link", do: ed.Delete})
	}
	for _, f := range ed.Fields() {
		name := strings.TrimSpace(f.Name)
		label := f.Name + ": " + f.Value
		if f.Next != nil {
			row(editButton{label: label, name: name, do: f.Next})
			continue
		}
		step := f.Step
		row(editButton{label: label, weight: 3},
			editButton{label: "−", name: name + " −", do: func() { step(-1) }},
			editButton{label: "+", name: name + " +", do: func() { step(1) }})
	}
	row(editButton{label: "Add zone", do: ed.AddZone}, editButton{label: "Undo", do: pl.Undo}, editButton{label: "Redo", do: pl.Redo})
	row(editButton{label: "Save", do: v.Save}, editButton{label: "New map", do: v.askNewMap}, editButton{label: "Done", do: v.stopEdit})
	var out []game.ToolRow
	for _, r := range rows {
		if len(r) == 1 && r[0].title {
			out = append(out, game.ToolRow{Text: r[0].label, Px: 24, Ink: game.InkTitle, Bold: true, Gap: len(out) > 0})
			continue
		}
		tr := game.ToolRow{Px: game.ToolButtonPx}
		for _, b := range r {
			tr.Buttons = append(tr.Buttons, game.PaletteButton{Name: cmp.Or(b.name, b.label), Label: b.label, On: b.on, Off: b.off, Do: b.do})
			tr.Weights = append(tr.Weights, max(b.weight, 1))
		}
		out = append(out, tr)
	}
	return out
}

// linkKindLabel is a link kind as its palette button says it.
func linkKindLabel(k zonesplay.ZoneLinkKind) string {
	switch k {
	case zonesplay.LinkDrop:
		return "Drop"
	case zonesplay.LinkClimb:
		return "Climb"
	}
	return "Two-way"
}

// editButtonAt is the editor's button or label under the pixel (nil:
// none; a heading is none).
func (v *zoneView) editButtonAt(x, y float64) *editButton {
	for _, b := range v.editButtons() {
		if b.rect.Contains(x, y) && !b.title {
			return &b
		}
	}
	return nil
}

// pressEditButton reports whether a large button (the bar's, the
// editor's palette's) or a label is under the pixel: its press is
// ebitenui's (syncPanel), the map's nothing.
func (v *zoneView) pressEditButton(x, y float64) bool {
	return v.editButtonAt(x, y) != nil
}

// minusSign is a script's button label with the keyboard's minus at its
// end made the minus sign the − buttons show.
func minusSign(label string) string {
	if label == "-" || strings.HasSuffix(label, " -") {
		return strings.TrimSuffix(label, "-") + "−"
	}
	return label
}

// editButtonPixel is the middle of the editor's button named label
// (scripts: button LABEL).
func (v *zoneView) editButtonPixel(label string) (int, int, bool) {
	label = minusSign(label)
	if v.editing() {
		if i, ok := v.bar.panel.Find(label); ok {
			return v.bar.panel.Pixel(i)
		}
		return 0, 0, false
	}
	for _, b := range v.editButtons() {
		name := b.name
		if name == "" {
			name = b.label
		}
		if (name == label || b.label == label) && b.do != nil {
			return int(b.rect.X + b.rect.W/2), int(b.rect.Y + b.rect.H/2), true
		}
	}
	return 0, 0, false
}

// drawEditor draws the editor's marks over the map (the selection, the
// zone being drawn or moved, the link being made) and its palette, or the
// large buttons while the window plays (bar.go).
func (v *zoneView) drawEditor(screen *ebiten.Image, t render.Theme) {
	if v.editing() {
		v.r.Draw(screen, v.editOverlay(t), v.mapView())
	}
	v.syncPanel()
	v.bar.panel.Draw(screen)
}

// editOverlay is what the editor draws over the map, in canvas units: the
// selected zone, link or creature; the rectangle being drawn or the zone
// being moved; the link being made.
func (v *zoneView) editOverlay(t render.Theme) *render.Scene {
	ed, pl := v.zed.ed, v.play
	s := &render.Scene{}
	mark := t.PathInk
	zone, link, creature := ed.Selected()
	m := pl.Board().Map()
	outline := func(b render.Rect, width, dash float64) {
		const g = 0.15
		pts := []render.Point{{X: b.Min.X - g, Y: b.Min.Y - g}, {X: b.Max.X + g, Y: b.Min.Y - g}, {X: b.Max.X + g, Y: b.Max.Y + g}, {X: b.Min.X - g, Y: b.Max.Y + g}, {X: b.Min.X - g, Y: b.Min.Y - g}}
		s.Add(render.Shape{Kind: render.Polyline, Points: pts, Stroke: mark, Width: width, Dash: dash})
	}
	for i, z := range m.Zones {
		if i < len(v.boxes) && (z.ID == zone || z.ID == ed.LinkFrom()) {
			outline(v.boxes[i], 0.2, 0)
		}
	}
	if link >= 0 {
		paths := zonescene.LinkPaths(m, v.boxes)
		if link < len(paths) && len(paths[link]) >= 2 {
			s.AddPolyline(mark, 0.5, paths[link]...)
		}
	}
	if creature != "" {
		if c, ok := pl.Board().Creature(creature); ok {
			for i, z := range m.Zones {
				if z.ID == c.Zone && i < len(v.boxes) {
					if at, ok := zonescene.TokenCentre(pl.Board(), v.boxes, z.ID, i, c.ID); ok {
						s.Add(render.Shape{Kind: render.Circle, Points: []render.Point{at}, Radius: 0.85, Stroke: mark, Width: 0.16})
					}
				}
			}
		}
	}
	x, y := v.Input.Cursor()
	p := v.mapView().ToMap(render.Point{X: float64(x), Y: float64(y)})
	if from := ed.LinkFrom(); from != "" {
		for i, z := range m.Zones {
			if z.ID == from && i < len(v.boxes) {
				b := v.boxes[i]
				s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2}, p}, Stroke: mark, Width: 0.16, Dash: 0.35})
			}
		}
	}
	if r, _, ok := ed.DragPreview(); ok {
		outline(r, 0.16, 0.4)
	}
	if id, at := ed.Dragging(); id != "" {
		s.Add(render.Shape{Kind: render.Circle, Points: []render.Point{at}, Radius: 0.6, Stroke: mark, Width: 0.14})
	}
	return s
}

// editStatusLines are the status panel while the editor is open: the last
// thing done or refused, what the tool does, the zone under the pointer.
func (v *zoneView) editStatusLines() []string {
	ed, pl := v.zed.ed, v.play
	var lines []string
	if msg := pl.Message(); msg != "" {
		lines = append(lines, msg)
	}
	switch ed.Tool() {
	case zonesplay.ZoneDraw:
		lines = append(lines, "Draw zone: drag a rectangle on the map; it asks the zone's name.")
	case zonesplay.ZoneLinker:
		lines = append(lines, fmt.Sprintf("Link (%s): click the zone it starts from, then the zone it leads to. Click a link to change or delete it.", ed.LinkLabel()))
	case zonesplay.ZonePlace:
		lines = append(lines, fmt.Sprintf("Creature: click a zone to place %s there.", ed.TemplateLabel()))
	default:
		lines = append(lines, "Select: click a zone, link or creature to change it; drag one to move it; drag on empty space to draw a zone.")
	}
	if h := v.play.HoverIndex(); h >= 0 && h < len(v.opt.Encounter.Zones.Map.Zones) {
		lines = append(lines, v.pointText(""))
	}
	lines = append(lines, "1-4 tools · A add zone · N name · Delete · Ctrl+Z undo · Ctrl+S save · B or Done: back to play")
	if pl.Dirty() && len(lines) < zoneInfoLines {
		lines = append(lines, "Unsaved changes: Ctrl+S saves to the file")
	}
	return lines
}
