// The editor's New map sheet (issue 15): a name, a size and a ruleset,
// then a fresh empty encounter. What a new map holds is session.NewMap;
// this file asks for it and opens it.

package game

import (
	"errors"
	"fmt"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
	"github.com/hajimehoshi/ebiten/v2"
)

// newMapChoice is what the New map sheet holds between presses.
type newMapChoice struct {
	name          string
	ruleset       string
	width, height int
}

// newMapTitle is the New map sheet's title.
const newMapTitle = "New map"

// askNewMap shows the New map sheet, starting from the current map's size.
func (g *Game) askNewMap() {
	b := g.in.Board()
	g.files.showNewMap(g, newMapChoice{name: "New map", ruleset: maps.DrawSteel, width: b.Width, height: b.Height}, -1, g.startNewMap)
}

// showNewMap (re)builds the sheet for c over the window showing d; focus
// is the target to keep (-1: the name field). Create asks about d's
// unsaved changes, then start shows the map made.
func (f *fileUI) showNewMap(d document, c newMapChoice, focus int, start func(*maps.Encounter)) {
	s := &sheet{title: newMapTitle, wide: true}
	s.field = &sheetField{label: "Name", text: c.name, fresh: focus < 0}
	again := func(change func(*newMapChoice)) func() {
		return func() {
			c.name = s.field.text
			change(&c)
			f.showNewMap(d, c, s.focus, start)
		}
	}
	unit := "squares"
	where := "It opens in this window with no file yet: Save (Ctrl+S) asks where to keep it."
	switch c.ruleset {
	case maps.Realms:
		unit = "hexes"
		where = "A hex map opens in the hex window: Create first asks where to save it."
	case maps.Zones:
		where = "It opens in the zone window (B there opens its editor): Create first asks where to save it."
	}
	s.lines = []string{fmt.Sprintf("An empty map of %dx%d %s, no creatures. %s", c.width, c.height, unit, where)}
	if c.ruleset == maps.Zones {
		s.lines = []string{"A zone map with one zone, no links, no creatures. " + where}
	}
	rules := sheetRow{label: "Rules"}
	for _, r := range session.NewMapRulesets() {
		rules.buttons = append(rules.buttons, sheetButton{label: session.RulesetLabel(r), on: r == c.ruleset, do: again(func(c *newMapChoice) { c.ruleset = r })})
	}
	s.rows = append(s.rows, rules)
	sides := []struct {
		name string
		n    func(*newMapChoice) *int
	}{
		{"Columns", func(c *newMapChoice) *int { return &c.width }},
		{"Rows", func(c *newMapChoice) *int { return &c.height }},
	}
	if c.ruleset == maps.Zones {
		sides = nil // zones have no size
	}
	for _, side := range sides {
		row := sheetRow{label: fmt.Sprintf("%s: %d", side.name, *side.n(&c))}
		for _, step := range []struct {
			label string
			d     int
		}{{"−5", -5}, {"−", -1}, {"+", 1}, {"+5", 5}} {
			row.buttons = append(row.buttons, sheetButton{label: side.name + " " + step.label, do: again(func(c *newMapChoice) {
				p := side.n(c)
				*p = min(max(*p+step.d, 1), maps.MaxGridSide)
			})})
		}
		s.rows = append(s.rows, row)
	}
	create := func() {
		c.name = s.field.text
		enc, err := session.NewMap(c.name, c.ruleset, c.width, c.height)
		if err != nil {
			s.note = "Not created: " + err.Error()
			return
		}
		f.sheet = nil
		f.leave(d, "start a new map", func() { start(enc) })
	}
	s.field.enter = func(string) { create() }
	s.buttons = []sheetButton{
		{label: "Create", key: ebiten.KeyEnter, ctrl: true, do: create},
		{label: "Cancel", noKey: true, cancel: true, do: func() { f.sheet, f.message = nil, "No new map: this one is still here." }},
	}
	if focus >= 0 {
		s.focus = focus
	}
	if old := f.sheet; old != nil && old.title == newMapTitle {
		// rebuilt by a press: the on-screen keyboard stays as it was
		s.keys, s.keysOn, s.keysAsked = old.keys, old.keysOn, old.keysAsked
	}
	f.sheet = s
}

// startNewMap shows enc, a map just made: a square map here, with no
// file yet and the editor open; a hex or zone map is saved to a file the
// user picks and opened in the hex or zone window, as Open does.
func (g *Game) startNewMap(enc *maps.Encounter) {
	if enc.Square == nil {
		g.files.saveNewMap(g, enc, startFolder(g.path), nil)
		return
	}
	g.closeDialog()
	g.path, g.untitled, g.seen = "", true, maps.Stamp{}
	g.startFrom(enc, "", nil)
	g.in.StartMapEdit()
	g.freshView()
	g.panel.show(pageMap)
	g.in.SetMessage(fmt.Sprintf("New map %q, %dx%d squares, no file yet: %s asks where to save it.", enc.Name, enc.Square.Board.Width, enc.Square.Board.Height, g.keymap.say(session.ActSave, "Save")))
}

// saveNewMap asks where to save enc, a map just made, saves it there and
// opens it as Open does (in d's window, or by ending it with an
// *OpenRequest for another kind of map); then runs after a map opened in
// d's window.
func (f *fileUI) saveNewMap(d document, enc *maps.Encounter, dir string, then func()) {
	kind := "hex"
	switch {
	case enc.Zones != nil:
		kind = "zone"
	case enc.Square != nil:
		kind = "square"
	}
	f.sheet = newChooser(chooser{title: "Save the new " + kind + " map as", verb: "Save", save: true, dir: dir, name: session.Slug(enc.Name) + ".json", recent: f.recent(),
		pick: func(path string) error {
			if err := enc.Save(path); err != nil {
				return fmt.Errorf("not saved: %w", err)
			}
			f.sheet = nil
			f.remember(path)
			err := d.openFile(path)
			var o *OpenRequest
			switch {
			case err == nil && then != nil:
				then()
			case err != nil && !errors.As(err, &o):
				f.message = "Saved to " + path + ", but not opened: " + err.Error()
			}
			return nil
		},
		cancel: func() { f.sheet, f.message = nil, "No new map: the "+kind+" map was not saved." }})
}
