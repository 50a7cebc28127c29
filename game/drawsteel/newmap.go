package drawsteel

import (
	"fmt"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// askNewMap shows the New map sheet, starting from the current map's size.
func (g *Game) askNewMap() {
	b := g.in.Board()
	g.Files.ShowNewMap(g, game.NewMapChoice{Name: "New map", Ruleset: maps.DrawSteel, Width: b.Width, Height: b.Height}, -1, g.startNewMap)
}

// startNewMap shows enc, a map just made: a square map here, with no
// file yet and the editor open; a hex or zone map is saved to a file the
// user picks and opened in the hex or zone window, as Open does.
func (g *Game) startNewMap(enc *maps.Encounter) {
	if enc.Square == nil {
		g.Files.SaveNewMap(g, enc, game.StartFolder(g.path), nil)
		return
	}
	g.closeDialog()
	g.path, g.untitled, g.seen = "", true, maps.Stamp{}
	g.startFrom(enc, "", nil)
	g.in.StartMapEdit()
	g.freshView()
	g.panel.show(pageMap)
	g.in.SetMessage(fmt.Sprintf("New map %q, %dx%d squares, no file yet: %s asks where to save it.", enc.Name, enc.Square.Board.Width, enc.Square.Board.Height, g.Keymap.Say(session.ActSave, "Save")))
}
