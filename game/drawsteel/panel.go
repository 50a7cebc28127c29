package drawsteel

import (
	"fmt"
	"image/color"
	"path/filepath"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/game"

	"github.com/ebitenui/ebitenui"
	euiimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// panel is the ebitenui side panel. Its main page holds the encounter's
// name, buttons for everything the keys do, the forced move being
// prepared, what is under the pointer, the selected creature and the event
// log; the edit page changes the selected creature; the add page lists the
// creature templates.
type panel struct {
	g    *Game
	ui   *ebitenui.UI
	side *widget.Container
	body *widget.Container
	// scroll holds the body: a page taller than the window scrolls (the
	// wheel, a finger or the mouse dragged on the panel) instead of being cut.
	scroll *widget.ScrollContainer
	// viewH is the scroll's height limit as last fitted to the window.
	viewH int
	scale float64
	width float64
	page  panelPage
	// tab is the main page's group of buttons on show.
	tab panelTab
	// btnH is the buttons' height (buttonHeight) the panel was built with.
	btnH int
	// drag is the left button pressed on the panel, to scroll it.
	drag    game.PanelDragState
	editFor string           // the creature the edit page shows, and its state
	editKey *drawsteel.Board // the board the edit page was built from
	name    *widget.TextInput
	inputs  []*widget.TextInput // the page's other text fields
	// asks are what each text field asks for, as a question box with an
	// on-screen keyboard takes it from a finger (askByFinger).
	asks map[*widget.TextInput]textAsk
	// notesVer is the figure version the notes page shows.
	notesVer int
	// mapKey is the board the map editor's page was built from.
	mapKey *drawsteel.Board

	title, settings, square, who, log *widget.Text
	last                              [5]string
	buttonImg                         *widget.ButtonImage
	// buttons are the page's buttons by label, for scripts (button LABEL)
	buttons map[string]*widget.Button
}

type panelPage int

const (
	pageMain panelPage = iota
	pageEdit
	pageAdd
	pageNotes
	pageExport
	pageMap
)

func newPanel(g *Game, uiScale float64, tab panelTab) *panel {
	p := &panel{g: g, width: game.PanelWidth(uiScale), scale: uiScale, tab: tab}
	p.btnH = p.buttonHeight()
	p.buttonImg = game.NewUITheme(p.colors(), uiScale, g.renderer.Face).Button // every window's panels look alike
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	p.side = widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(euiimage.NewNineSliceColor(p.colors().Panel)),
		widget.ContainerOpts.Layout(widget.NewRowLayout(
			widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(int(14*uiScale))),
			widget.RowLayoutOpts.Spacing(int(8*uiScale)),
		)),
		widget.ContainerOpts.WidgetOpts(
			widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{
				HorizontalPosition: widget.AnchorLayoutPositionEnd,
				StretchVertical:    true,
			}),
			widget.WidgetOpts.MinSize(int(p.width), 0),
		),
	)
	p.title = p.text(g.enc.Name, 21, true, p.colors().PanelTitle)
	p.body = p.column()
	p.scroll = widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(p.body),
		widget.ScrollContainerOpts.StretchContentWidth(),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: euiimage.NewNineSliceColor(p.colors().Panel), Mask: euiimage.NewNineSliceColor(color.White)}),
		widget.ScrollContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
	)
	p.side.AddChild(p.title, p.scroll)
	root.AddChild(p.side)
	// Tab and Enter belong to the map (pick creatures and targets,
	// commit): they never move focus onto a button or press one
	p.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true}
	p.show(pageMain)
	return p
}

func (p *panel) face(px float64, bold bool) *text.Face {
	var f text.Face = p.g.renderer.Face(px*p.scale, bold)
	return &f
}

func (p *panel) text(s string, px float64, bold bool, c color.Color) *widget.Text {
	return widget.NewText(widget.TextOpts.Text(s, p.face(px, bold), c), widget.TextOpts.MaxWidth(p.width-28*p.scale))
}

func (p *panel) column() *widget.Container {
	return widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewRowLayout(
			widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Spacing(int(8*p.scale)),
		)),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
	)
}

func (p *panel) grid(cols int) *widget.Container {
	stretch := make([]bool, cols)
	for i := range stretch {
		stretch[i] = true
	}
	return p.gridStretch(stretch)
}

// gridStretch is a grid whose columns stretch as given.
func (p *panel) gridStretch(stretch []bool) *widget.Container {
	cols := len(stretch)
	return widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewGridLayout(
			widget.GridLayoutOpts.Columns(cols),
			widget.GridLayoutOpts.Spacing(int(4*p.scale), int(4*p.scale)),
			widget.GridLayoutOpts.Stretch(stretch, nil),
		)),
		// as wide as the panel
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
	)
}

// button makes a button that runs do in the next Update.
func (p *panel) button(label string, do func()) *widget.Button {
	b := widget.NewButton(
		widget.ButtonOpts.Image(p.buttonImg),
		widget.ButtonOpts.DisableDefaultKeys(),
		widget.ButtonOpts.Text(label, p.face(14, true), &widget.ButtonTextColor{Idle: p.colors().PanelInk, Hover: p.colors().PanelInk, Pressed: p.colors().Panel}),
		widget.ButtonOpts.TextPadding(&widget.Insets{Top: int(6 * p.scale), Bottom: int(6 * p.scale), Left: int(4 * p.scale), Right: int(4 * p.scale)}),
		// large enough for a finger (see buttonHeight)
		widget.ButtonOpts.WidgetOpts(widget.WidgetOpts.MinSize(0, p.btnH)),
		widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) { p.g.later = append(p.g.later, do) }),
	)
	p.buttons[label] = b
	return b
}

// actionButton sends the same action as its key.
func (p *panel) actionButton(label string, a session.Action) *widget.Button {
	return p.button(label, func() { p.g.pending = append(p.g.pending, a) })
}

// labelledAction is a panel button for an action: its word and, when
// keyed, the key the keymap binds to it ("Push P"; a rebound key is the
// one shown).
type labelledAction struct {
	word  string
	act   session.Action
	keyed bool
}

// label is what the button shows with keymap km: the word, and its key
// when keyed and one is bound ("Space" shortened to "Spc").
func (b labelledAction) label(km game.Keymap) string {
	if !b.keyed {
		return b.word
	}
	k := km.Names(b.act)
	if k == "Space" {
		k = "Spc"
	}
	return strings.TrimSpace(b.word + " " + k)
}

// actionGrid is four columns of action buttons; a script presses one by
// its label or its word alone.
func (p *panel) actionGrid(buttons []labelledAction) *widget.Container {
	g := p.grid(4)
	for _, b := range buttons {
		btn := p.actionButton(b.label(p.g.Keymap), b.act)
		if _, taken := p.buttons[b.word]; !taken {
			p.buttons[b.word] = btn
		}
		g.AddChild(btn)
	}
	return g
}

// show switches the panel to a page.
func (p *panel) show(page panelPage) {
	p.page = page
	p.body.RemoveChildren()
	p.scroll.ScrollTop = 0
	p.name, p.inputs, p.asks = nil, nil, map[*widget.TextInput]textAsk{}
	p.buttons = map[string]*widget.Button{}
	switch page {
	case pageMain:
		tabs := p.grid(panelTabCount)
		for t := range panelTab(panelTabCount) {
			b := p.button(game.Mark(t == p.tab)+t.String(), func() { p.tab = t; p.show(pageMain) })
			p.buttons[t.String()] = b
			tabs.AddChild(b)
		}
		always := p.actionGrid(alwaysButtons())
		p.settings = p.text("", 15, true, p.colors().PanelInk)
		p.square = p.text("", 14, false, p.colors().PanelInk)
		p.who = p.text("", 14, false, p.colors().PanelInk)
		p.log = p.text("", 13, false, p.colors().PanelDim)
		p.last = [5]string{}
		p.body.AddChild(always, tabs, p.actionGrid(p.tab.Buttons()), p.settings, p.square, p.who, p.log)
	case pageEdit:
		p.buildEdit()
	case pageAdd:
		p.buildAdd()
	case pageNotes:
		p.buildNotes()
	case pageExport:
		p.buildExport()
	case pageMap:
		p.buildMap()
	}
	p.side.RequestRelayout()
}

// buildEdit is the page that edits the selected creature: every change is
// one undoable step through the interaction.
func (p *panel) buildEdit() {
	in := p.g.in
	c, ok := in.Board().Creature(in.Selected())
	if !ok {
		p.show(pageMain)
		return
	}
	id := c.ID
	p.editFor, p.editKey = id, in.Board()
	p.body.AddChild(p.text("Edit "+c.Name, 16, true, p.colors().PanelTitle))
	p.name = widget.NewTextInput(
		widget.TextInputOpts.Image(&widget.TextInputImage{
			Idle:     euiimage.NewBorderedNineSliceColor(p.colors().Button, p.colors().ButtonEdge, 1),
			Disabled: euiimage.NewNineSliceColor(p.colors().Button),
		}),
		widget.TextInputOpts.Face(p.face(15, false)),
		widget.TextInputOpts.Color(&widget.TextInputColor{Idle: p.colors().PanelInk, Disabled: p.colors().PanelDim, Caret: p.colors().PanelTitle, DisabledCaret: p.colors().PanelDim}),
		widget.TextInputOpts.Padding(widget.NewInsetsSimple(int(6*p.scale))),
		widget.TextInputOpts.Placeholder("name (Enter to rename)"),
		widget.TextInputOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
		widget.TextInputOpts.SubmitHandler(func(args *widget.TextInputChangedEventArgs) {
			name := args.InputText
			p.g.later = append(p.g.later, func() { p.g.in.Rename(id, name) })
		}),
	)
	p.name.SetText(c.Name)
	p.asks[p.name] = textAsk{title: "Rename " + c.Name, label: "Name", replace: true, submit: func(name string) { p.g.in.Rename(id, name) }}
	p.body.AddChild(p.name)
	top := p.grid(2)
	top.AddChild(p.button("Side: "+c.Side, func() { in.CycleSide(id) }), p.button("Size: "+c.Size.String(), func() { in.CycleSize(id) }))
	p.body.AddChild(top)
	stats := p.gridStretch([]bool{true, false, false})
	for _, st := range dsplay.Stats() {
		st := st
		minus, plus := p.button("  −  ", func() { in.AdjustStat(id, st, -1) }), p.button("  +  ", func() { in.AdjustStat(id, st, +1) })
		stats.AddChild(p.text(fmt.Sprintf("%s  %d", st, dsplay.StatOf(c, st)), 15, true, p.colors().PanelInk), minus, plus)
	}
	p.body.AddChild(stats)
	p.body.AddChild(p.text("Movement", 13, true, p.colors().PanelDim))
	moves := p.grid(3)
	for _, m := range drawsteel.MoveTypes() {
		m := m
		moves.AddChild(p.button(game.Mark(c.Can(m))+string(m), func() { in.ToggleMovement(id, m) }))
	}
	p.body.AddChild(moves)
	p.body.AddChild(p.text("Conditions", 13, true, p.colors().PanelDim))
	conds := p.grid(3)
	for _, k := range append([]string{"prone"}, conditionNames()...) {
		k := k
		has := c.Prone
		if k != "prone" {
			has = c.Has(drawsteel.Condition(k))
		}
		conds.AddChild(p.button(game.Mark(has)+k, func() { in.ToggleCondition(id, k) }))
	}
	p.body.AddChild(conds)
	end := p.grid(3)
	end.AddChild(p.button("Duplicate", func() { in.Duplicate(id) }),
		p.button("Remove", func() { in.Remove(id); p.show(pageMain) }),
		p.button("Done", func() { p.show(pageMain) }))
	p.body.AddChild(end)
}

// addTemplate adds the template number i next to the square last pointed
// at and goes back to the page the add page came from.
func (p *panel) addTemplate(i int) {
	if i < 0 || i >= len(p.g.templates) {
		return
	}
	p.g.in.Add(p.g.templates[i], p.g.lastSquare)
	if p.g.in.Mode() == dsplay.ModeMapEdit {
		p.show(pageMap)
		return
	}
	p.show(pageMain)
}

func conditionNames() []string {
	var out []string
	for _, k := range drawsteel.Conditions() {
		out = append(out, string(k))
	}
	return out
}

// buildAdd lists the templates: a click adds one next to the square last
// pointed at.
func (p *panel) buildAdd() {
	p.body.AddChild(p.text("Add a creature", 16, true, p.colors().PanelTitle))
	p.body.AddChild(p.text("It goes to the free space nearest the square last pointed at (in the map editor, the cursor). Keys 1 to 9 choose.", 13, false, p.colors().PanelDim))
	list := p.grid(1) // one a row: the longest names fit their buttons
	for i, tpl := range p.g.templates {
		plain := fmt.Sprintf("%s %s", tpl.Name, tpl.Size)
		label := plain
		if i < 9 {
			label = fmt.Sprintf("%d  %s", i+1, plain) // the digit is its key
		}
		b := p.button(label, func() { p.addTemplate(i) })
		p.buttons[plain] = b // scripts press it by either label
		list.AddChild(b)
	}
	p.body.AddChild(list)
	p.body.AddChild(p.button("Cancel", func() { p.show(pageMain) }))
}

// input is a text field in the panel's style for title; submit runs in
// the next Update.
func (p *panel) input(title, value, placeholder string, submit func(string)) *widget.TextInput {
	t := p.textField(value, placeholder, 15, submit)
	p.inputs = append(p.inputs, t)
	if p.asks == nil {
		p.asks = map[*widget.TextInput]textAsk{}
	}
	p.asks[t] = textAsk{title: title, label: placeholder, submit: submit}
	return t
}

// textField is a text field in the panel's style with text px high;
// submit runs in the next Update.
func (p *panel) textField(value, placeholder string, px float64, submit func(string)) *widget.TextInput {
	t := widget.NewTextInput(
		widget.TextInputOpts.Image(&widget.TextInputImage{
			Idle:     euiimage.NewBorderedNineSliceColor(p.colors().Button, p.colors().ButtonEdge, 1),
			Disabled: euiimage.NewNineSliceColor(p.colors().Button),
		}),
		widget.TextInputOpts.Face(p.face(px, false)),
		widget.TextInputOpts.Color(&widget.TextInputColor{Idle: p.colors().PanelInk, Disabled: p.colors().PanelDim, Caret: p.colors().PanelTitle, DisabledCaret: p.colors().PanelDim}),
		widget.TextInputOpts.Padding(widget.NewInsetsSimple(int(px*0.4*p.scale))),
		widget.TextInputOpts.Placeholder(placeholder),
		widget.TextInputOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
		widget.TextInputOpts.SubmitHandler(func(args *widget.TextInputChangedEventArgs) {
			v := args.InputText
			p.g.later = append(p.g.later, func() { submit(v) })
		}),
	)
	t.SetText(value)
	return t
}

// buildNotes is the annotation editor: tools, colour, dashes, the text of
// labels and callouts, and the caption.
func (p *panel) buildNotes() {
	in := p.g.in
	tool, color, dashed, text := in.NoteSettings()
	p.body.AddChild(p.text("Annotate", 16, true, p.colors().PanelTitle))
	p.body.AddChild(p.text("Arrow: drag from square to square (Shift: follow the squares dragged over). Area: drag a rectangle. Callout, label: click. Erase: click a note.", 13, false, p.colors().PanelDim))
	tools := p.grid(3)
	for _, t := range dsplay.NoteTools() {
		t := t
		tools.AddChild(p.button(game.Mark(t == tool)+t.String(), func() { in.SetNoteTool(t); p.show(pageNotes) }))
	}
	colorName := color
	if colorName == "" {
		colorName = "default"
	}
	tools.AddChild(p.button("Colour: "+colorName, func() { in.CycleNoteColor(); p.show(pageNotes) }))
	tools.AddChild(p.button(game.Mark(dashed)+"dashed", func() { in.ToggleNoteDashed(); p.show(pageNotes) }))
	p.body.AddChild(tools)
	p.body.AddChild(p.text("Text of labels and callouts (Enter to keep)", 13, true, p.colors().PanelDim))
	p.body.AddChild(p.input("Text of labels and callouts", text, "e.g. Each commando can end up here", func(v string) { in.SetNoteText(v) }))
	p.body.AddChild(p.text("Caption (Enter to set)", 13, true, p.colors().PanelDim))
	p.body.AddChild(p.input("Caption", in.Figure().Caption, "The figure's caption", func(v string) { in.SetCaption(v) }))
	p.body.AddChild(p.text(session.Count(len(in.Figure().Notes), "note")+" on the map. "+p.g.Keymap.Say(session.ActUndo, "Undo")+" undoes the last change.", 13, false, p.colors().PanelDim))
	p.body.AddChild(p.button("Done", func() { in.StopNotes(); p.show(pageMain) }))
	p.notesVer = in.History().FigureVersion()
}

// exportChoice is what the export page has chosen.
type exportChoice struct {
	svg      bool
	theme    string
	scale    float64
	visible  bool // only the part of the map the window shows
	preview  bool // draw the forced move being previewed
	sideView bool
	legend   bool
	file     string
}

// buildExport is File > Export: the same choices as battlemap export.
func (p *panel) buildExport() {
	g := p.g
	c := &g.export
	if c.theme == "" {
		*c = exportChoice{theme: "print", scale: session.DefaultExportScale, legend: true, file: session.Slug(g.enc.Name) + ".png"}
	}
	p.body.AddChild(p.text("Export a figure", 16, true, p.colors().PanelTitle))
	opts := p.grid(2)
	format := map[bool]string{false: "PNG", true: "SVG"}[c.svg]
	opts.AddChild(p.button("Format: "+format, func() {
		c.svg = !c.svg
		c.file = strings.TrimSuffix(c.file, filepath.Ext(c.file)) + "." + strings.ToLower(map[bool]string{false: "PNG", true: "SVG"}[c.svg])
		p.show(pageExport)
	}))
	opts.AddChild(p.button("Theme: "+c.theme, func() {
		c.theme = map[string]string{"print": "screen", "screen": "print"}[c.theme]
		p.show(pageExport)
	}))
	opts.AddChild(p.button(fmt.Sprintf("Scale: %g px", c.scale), func() {
		scales := []float64{32, 64, 128, 300}
		i := slices.Index(scales, c.scale)
		c.scale = scales[(i+1)%len(scales)]
		p.show(pageExport)
	}))
	opts.AddChild(p.button(map[bool]string{false: "Region: whole map", true: "Region: as shown"}[c.visible], func() { c.visible = !c.visible; p.show(pageExport) }))
	opts.AddChild(p.button(game.Mark(c.legend)+"legend", func() { c.legend = !c.legend; p.show(pageExport) }))
	if g.in.Preview() != nil {
		opts.AddChild(p.button(game.Mark(c.preview)+"the preview", func() { c.preview = !c.preview; p.show(pageExport) }))
		opts.AddChild(p.button(game.Mark(c.sideView)+"side view", func() { c.sideView = !c.sideView; p.show(pageExport) }))
	}
	p.body.AddChild(opts)
	p.body.AddChild(p.text("File (Enter to keep)", 13, true, p.colors().PanelDim))
	p.body.AddChild(p.input("Export to the file", c.file, "figure.png", func(v string) { c.file = v }))
	end := p.grid(2)
	end.AddChild(p.button("Export", func() {
		if err := g.exportFigure(); err != nil {
			g.in.SetMessage("Not exported: " + err.Error())
		}
		p.show(pageExport)
	}), p.button("Done", func() { p.show(pageMain) }))
	p.body.AddChild(end)
	p.body.AddChild(p.text(g.in.Message(), 13, false, p.colors().PanelDim))
}

// typing reports whether a text field has the keyboard: the keymap is off then.
func (p *panel) typing() bool {
	if p.name != nil && p.name.IsFocused() {
		return true
	}
	for _, t := range p.inputs {
		if t.IsFocused() {
			return true
		}
	}
	return false
}

// refresh updates the texts, touching the widgets only when something changed.
func (p *panel) refresh(g *Game) {
	g.refreshes++
	p.fit(g.H) // the title as laid out, of one line or more, leaves the rest
	in := g.in
	b := in.Board()
	switch p.page {
	case pageEdit:
		// rebuild when the creature changed (an edit, an undo) or the
		// selection moved to another creature
		if in.Selected() != p.editFor || (b != p.editKey && !p.typing()) {
			if in.Selected() == "" {
				p.show(pageMain)
			} else {
				p.show(pageEdit)
			}
		}
		return
	case pageNotes:
		if in.Mode() != dsplay.ModeNotes {
			p.show(pageMain)
		} else if v := in.History().FigureVersion(); v != p.notesVer && !p.typing() {
			p.show(pageNotes)
		}
		return
	case pageMap:
		// the size shown follows resizes, undo and redo
		if in.Mode() != dsplay.ModeMapEdit {
			p.show(pageMain)
		} else if b != p.mapKey {
			p.show(pageMap)
		}
		return
	case pageAdd, pageExport:
		return
	}
	st := in.Settings()
	onOff := map[bool]string{true: "on", false: "off"}
	settings := fmt.Sprintf("%s   vertical %s · melee %s\nstability: %s · dragging: %s", st.Move(), onOff[st.Vertical], onOff[st.Melee], st.Stability, in.MoveMode())
	target := ""
	if pv := in.Preview(); pv != nil && in.Mode() == dsplay.ModePreview {
		// the move, its target and its aim, as the status bar and the map show them
		target = pv.Target
		settings += fmt.Sprintf("\neffective distance: %d\n%s", pv.Effective, in.Phrase(target))
		if sh, ok := in.Shown(); ok {
			settings += fmt.Sprintf("\naimed at %d,%d: ", sh.Aim.X, sh.Aim.Y)
			if end, moved := sh.Outcome.Positions[target]; sh.Legal && moved {
				settings += fmt.Sprintf("ends at %d,%d", end.X, end.Y)
			} else if sh.Legal {
				settings += "stays"
			} else {
				settings += "can't"
			}
		}
	}
	square := "Point at a square."
	if q, ok := in.Cursor(); ok && b.In(q) {
		square = dsplay.DescribeSquare(b, q)
	}
	who := "Click a creature to see its statistics."
	if c, ok := b.Creature(target); ok {
		who = "Target: " + dsplay.DescribeCreature(b, c)
	} else if c, ok := b.Creature(in.Selected()); ok {
		who = dsplay.DescribeCreature(b, c)
	}
	log := in.History().Log()
	if len(log) > 8 {
		log = log[len(log)-8:]
	}
	logText := "Event log: nothing yet."
	if len(log) > 0 {
		logText = "Event log\n" + strings.Join(log, "\n")
	}
	changed := false
	for i, v := range []struct {
		w *widget.Text
		s string
	}{{p.settings, settings}, {p.square, square}, {p.who, who}, {p.log, logText}, {p.title, g.enc.Name}} {
		if p.last[i] != v.s {
			v.w.Label, p.last[i] = v.s, v.s
			changed = true
		}
	}
	if changed {
		// texts of a new number of lines need the column laid out again
		p.side.RequestRelayout()
	}
}
