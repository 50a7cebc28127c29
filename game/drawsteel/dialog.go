package drawsteel

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// ask opens a dialog.
func (g *Game) ask(d *game.Dialog) {
	g.closeDialog()
	d.Sheet = &game.Sheet{Title: d.Title, Lines: d.Lines}
	for _, c := range d.Choices {
		d.Sheet.Buttons = append(d.Sheet.Buttons, game.SheetButton{Label: c.Label, Key: c.Key, KeyA: c.Key == ebiten.KeyA, Cancel: c.Cancel, Do: func() {
			if g.dialog == d {
				g.closeDialog()
				c.Do()
			}
		}})
	}
	g.dialog = d
	g.Files.Sheet = d.Sheet
}

func (g *Game) closeDialog() {
	if g.dialog != nil && g.Files.Sheet == g.dialog.Sheet {
		g.Files.Sheet = nil
	}
	g.dialog = nil
}

// updateDialog forgets a dialog whose sheet another sheet replaced.
func (g *Game) updateDialog() {
	if g.dialog != nil && g.Files.Sheet != g.dialog.Sheet {
		g.dialog = nil
	}
}

// askConflict asks what to do with a file another program changed.
func (g *Game) askConflict(disk maps.Stamp) {
	path := g.savePath()
	unsaved := g.in.History().Changes() != g.cleanChange
	d := &game.Dialog{Title: "The file changed on disk"}
	if g.path == "" {
		d.Title = "A file of that name exists"
		d.Lines = append(d.Lines, fmt.Sprintf("%s would write %s, but a file of that name is already there (written at %s).", g.Keymap.Say(session.ActSave, "Save"), path, game.Clock(disk.ModTime)))
	} else {
		d.Lines = append(d.Lines, fmt.Sprintf("Another program changed %s at %s, after this window opened or saved it.", path, game.Clock(disk.ModTime)))
		if unsaved {
			d.Lines = append(d.Lines, "This window also has changes that are not saved: "+g.changesText()+".")
		}
	}
	d.Lines = append(d.Lines, "Nothing is lost whatever you choose: Reload is undone by "+g.Keymap.Say(session.ActUndo, "Undo")+"; Save as leaves the file on disk as it is.")
	if g.path != "" {
		d.Choices = append(d.Choices, game.DialogChoice{Label: "Reload the file from disk", Key: ebiten.KeyR, Do: func() { g.report("Not reloaded: ", g.reload()) }})
	}
	d.Choices = append(d.Choices,
		game.DialogChoice{Label: "Keep mine: overwrite the file", Key: ebiten.KeyK, Do: func() { g.report("Not saved: ", g.writeTo(path)) }},
		game.DialogChoice{Label: "Save mine as a new file…", Key: ebiten.KeyA, Do: func() {
			// the file chooser, whose field a touch table types on its keys
			ext := filepath.Ext(path)
			g.Files.ChooseSaveAsNamed(g, strings.TrimSuffix(filepath.Base(path), ext)+"-mine"+ext, nil)
		}},
		game.DialogChoice{Label: "Cancel", Key: ebiten.KeyC, Cancel: true, Do: func() {
			g.in.SetMessage("Not saved: " + path + " changed on disk. " + g.Keymap.Say(session.ActSave, "Save") + " asks again.")
		}},
	)
	g.ask(d)
	g.in.SetMessage(d.Title + ": choose in the dialog.")
}

// askRecover asks which of a file and its autosave to keep, when they
// disagree at open.
func (g *Game) askRecover(c *game.Choice) {
	d := &game.Dialog{Title: "Two versions of " + filepath.Base(c.FilePath)}
	sample := c.FileStamp.ModTime.IsZero() // a bundled sample: this program brings another version of it
	first := fmt.Sprintf("The file on disk (changed at %s) is not the version your unsaved changes were made on.", game.Clock(c.FileStamp.ModTime))
	shown, keep := "the file", "Keep the file on disk"
	if sample {
		first = fmt.Sprintf("This version of the program brings a changed %s; your unsaved changes were made on the earlier one.", c.File.Name)
		shown, keep = "the new sample", "Keep the new sample"
	}
	d.Lines = []string{
		first,
		fmt.Sprintf("Your autosave (%s, %s) holds unsaved changes%s.", filepath.Base(c.AutosavePath), game.Clock(c.AutosaveStamp.ModTime), game.Holds(c.Autosave)),
		"They differ in " + game.Differences(c.File, c.Autosave) + ". The map shows " + shown + ".",
		"Nothing is dropped: if you recover the autosave, " + g.Keymap.Say(session.ActSave, "Save") + " asks before it overwrites any file; if you keep " + shown + ", the autosave is set aside beside it.",
	}
	d.Choices = []game.DialogChoice{
		{Label: "Recover my autosave", Key: ebiten.KeyR, Do: func() {
			g.startFrom(c.Autosave, c.AutosaveBase, c.AutosaveUndo)
			g.in.SetMessage(fmt.Sprintf("Recovered your changes from %s. %s changed on disk since: %s asks before overwriting it.", c.AutosavePath, c.FilePath, g.Keymap.Say(session.ActSave, "Save")))
		}},
		{Label: keep, Key: ebiten.KeyF, Do: func() {
			aside, err := game.SetAside(c.AutosavePath)
			if err != nil {
				g.in.SetMessage("The autosave could not be set aside: " + err.Error())
				return
			}
			g.in.SetMessage("Opened " + shown + ". Your autosave is kept in " + aside + ".")
		}},
	}
	g.ask(d)
}

// changesText is the unsaved changes in a few words.
func (g *Game) changesText() string {
	log := g.in.History().Log()
	if len(log) == 0 {
		return "edits to the map"
	}
	return fmt.Sprintf("the last is \"%s\"", log[len(log)-1])
}

// report shows an error in the status bar after a prefix.
func (g *Game) report(prefix string, err error) {
	if err != nil {
		g.in.SetMessage(prefix + err.Error())
	}
}
