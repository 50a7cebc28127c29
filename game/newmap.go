// The editor's New map sheet: a name, a size and a ruleset,
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

// NewMapChoice is what the New map sheet holds between presses.
type NewMapChoice struct {
	Name          string
	Ruleset       string
	Width, Height int
}

// newMapTitle is the New map sheet's title.
const newMapTitle = "New map"

// ShowNewMap (re)builds the sheet for c over the window showing d; focus
// is the target to keep (-1: the name field). Create asks about d's
// unsaved changes, then start shows the map made.
func (f *FileUI) ShowNewMap(d document, c NewMapChoice, focus int, start func(*maps.Encounter)) {
	s := &Sheet{Title: newMapTitle, wide: true}
	s.Field = &SheetField{Label: "Name", Text: c.Name, Fresh: focus < 0}
	again := func(change func(*NewMapChoice)) func() {
		return func() {
			c.Name = s.Field.Text
			change(&c)
			f.ShowNewMap(d, c, s.focus, start)
		}
	}
	unit := "squares"
	where := "It opens in this window with no file yet: Save (Ctrl+S) asks where to keep it."
	switch c.Ruleset {
	case maps.Realms:
		unit = "hexes"
		where = "A hex map opens in the hex window: Create first asks where to save it."
	case maps.Zones:
		where = "It opens in the zone window (B there opens its editor): Create first asks where to save it."
	}
	s.Lines = []string{fmt.Sprintf("An empty map of %dx%d %s, no creatures. %s", c.Width, c.Height, unit, where)}
	if c.Ruleset == maps.Zones {
		s.Lines = []string{"A zone map with one zone, no links, no creatures. " + where}
	}
	rules := sheetRow{Label: "Rules"}
	for _, r := range session.NewMapRulesets() {
		rules.Buttons = append(rules.Buttons, SheetButton{Label: session.RulesetLabel(r), on: r == c.Ruleset, Do: again(func(c *NewMapChoice) { c.Ruleset = r })})
	}
	s.Rows = append(s.Rows, rules)
	sides := []struct {
		name string
		n    func(*NewMapChoice) *int
	}{
		{"Columns", func(c *NewMapChoice) *int { return &c.Width }},
		{"Rows", func(c *NewMapChoice) *int { return &c.Height }},
	}
	if c.Ruleset == maps.Zones {
		sides = nil // zones have no size
	}
	for _, side := range sides {
		row := sheetRow{Label: fmt.Sprintf("%s: %d", side.name, *side.n(&c))}
		for _, step := range []struct {
			label string
			d     int
		}{{"−5", -5}, {"−", -1}, {"+", 1}, {"+5", 5}} {
			row.Buttons = append(row.Buttons, SheetButton{Label: side.name + " " + step.label, Do: again(func(c *NewMapChoice) {
				p := side.n(c)
				*p = min(max(*p+step.d, 1), maps.MaxGridSide)
			})})
		}
		s.Rows = append(s.Rows, row)
	}
	create := func() {
		c.Name = s.Field.Text
		enc, err := session.NewMap(c.Name, c.Ruleset, c.Width, c.Height)
		if err != nil {
			s.Note = "Not created: " + err.Error()
			return
		}
		f.Sheet = nil
		f.Leave(d, "start a new map", func() { start(enc) })
	}
	s.Field.Enter = func(string) { create() }
	s.Buttons = []SheetButton{
		{Label: "Create", Key: ebiten.KeyEnter, Ctrl: true, Do: create},
		{Label: "Cancel", NoKey: true, Cancel: true, Do: func() { f.Sheet, f.message = nil, "No new map: this one is still here." }},
	}
	if focus >= 0 {
		s.focus = focus
	}
	if old := f.Sheet; old != nil && old.Title == newMapTitle {
		// rebuilt by a press: the on-screen keyboard stays as it was
		s.Keys, s.KeysOn, s.KeysAsked = old.Keys, old.KeysOn, old.KeysAsked
	}
	f.Sheet = s
}

// SaveNewMap asks where to save enc, a map just made, saves it there and
// opens it as Open does (in d's window, or by ending it with an
// *OpenRequest for another kind of map); then runs after a map opened in
// d's window.
func (f *FileUI) SaveNewMap(d document, enc *maps.Encounter, dir string, then func()) {
	kind := "hex"
	switch {
	case enc.Zones != nil:
		kind = "zone"
	case enc.Square != nil:
		kind = "square"
	}
	f.Sheet = NewChooser(Chooser{Title: "Save the new " + kind + " map as", Verb: "Save", Save: true, Dir: dir, Name: session.Slug(enc.Name) + ".json", recent: f.recent(),
		Pick: func(path string) error {
			if err := enc.Save(path); err != nil {
				return fmt.Errorf("not saved: %w", err)
			}
			f.Sheet = nil
			f.remember(path)
			err := d.OpenFile(path)
			var o *OpenRequest
			switch {
			case err == nil && then != nil:
				then()
			case err != nil && !errors.As(err, &o):
				f.message = "Saved to " + path + ", but not opened: " + err.Error()
			}
			return nil
		},
		Cancel: func() { f.Sheet, f.message = nil, "No new map: the "+kind+" map was not saved." }})
}
