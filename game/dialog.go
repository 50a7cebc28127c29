package game

import (
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// dialog is a question the square window asks before it goes on (a file
// changed on disk, two versions of a file): shown as a sheet, as every
// window's questions are. While it is open the map and the keymap are
// off; each choice has a key as well as a button.
type dialog struct {
	title string
	lines []string
	// choices in the order shown; Esc picks the one marked cancel, if any.
	choices []choice
	// sheet is the sheet that shows it.
	sheet *sheet
}

type choice struct {
	label  string
	key    ebiten.Key
	do     func()
	cancel bool
}

// ask opens a dialog.
func (g *Game) ask(d *dialog) {
	g.closeDialog()
	d.sheet = &sheet{title: d.title, lines: d.lines}
	for _, c := range d.choices {
		d.sheet.buttons = append(d.sheet.buttons, sheetButton{label: c.label, key: c.key, keyA: c.key == ebiten.KeyA, cancel: c.cancel, do: func() {
			if g.dialog == d {
				g.closeDialog()
				c.do()
			}
		}})
	}
	g.dialog = d
	g.files.sheet = d.sheet
}

func (g *Game) closeDialog() {
	if g.dialog != nil && g.files.sheet == g.dialog.sheet {
		g.files.sheet = nil
	}
	g.dialog = nil
}

// updateDialog forgets a dialog whose sheet another sheet replaced.
func (g *Game) updateDialog() {
	if g.dialog != nil && g.files.sheet != g.dialog.sheet {
		g.dialog = nil
	}
}

// clock is a time as the dialogs show it.
func clock(t time.Time) string {
	if t.IsZero() {
		return "an unknown time"
	}
	if y, m, d := t.Date(); y == time.Now().Year() && m == time.Now().Month() && d == time.Now().Day() {
		return t.Format("15:04:05")
	}
	return t.Format("2 Jan 2006 15:04")
}

// askConflict asks what to do with a file another program changed.
func (g *Game) askConflict(disk maps.Stamp) {
	path := g.savePath()
	unsaved := g.in.History().Changes() != g.cleanChange
	d := &dialog{title: "The file changed on disk"}
	if g.path == "" {
		d.title = "A file of that name exists"
		d.lines = append(d.lines, fmt.Sprintf("%s would write %s, but a file of that name is already there (written at %s).", g.keymap.say(session.ActSave, "Save"), path, clock(disk.ModTime)))
	} else {
		d.lines = append(d.lines, fmt.Sprintf("Another program changed %s at %s, after this window opened or saved it.", path, clock(disk.ModTime)))
		if unsaved {
			d.lines = append(d.lines, "This window also has changes that are not saved: "+g.changesText()+".")
		}
	}
	d.lines = append(d.lines, "Nothing is lost whatever you choose: Reload is undone by "+g.keymap.say(session.ActUndo, "Undo")+"; Save as leaves the file on disk as it is.")
	if g.path != "" {
		d.choices = append(d.choices, choice{label: "Reload the file from disk", key: ebiten.KeyR, do: func() { g.report("Not reloaded: ", g.reload()) }})
	}
	d.choices = append(d.choices,
		choice{label: "Keep mine: overwrite the file", key: ebiten.KeyK, do: func() { g.report("Not saved: ", g.writeTo(path)) }},
		choice{label: "Save mine as a new file…", key: ebiten.KeyA, do: func() {
			// the file chooser, whose field a touch table types on its keys
			ext := filepath.Ext(path)
			g.files.chooseSaveAsNamed(g, strings.TrimSuffix(filepath.Base(path), ext)+"-mine"+ext, nil)
		}},
		choice{label: "Cancel", key: ebiten.KeyC, cancel: true, do: func() {
			g.in.SetMessage("Not saved: " + path + " changed on disk. " + g.keymap.say(session.ActSave, "Save") + " asks again.")
		}},
	)
	g.ask(d)
	g.in.SetMessage(d.title + ": choose in the dialog.")
}

// askRecover asks which of a file and its autosave to keep, when they
// disagree at open.
func (g *Game) askRecover(c *Choice) {
	d := &dialog{title: "Two versions of " + filepath.Base(c.FilePath)}
	sample := c.FileStamp.ModTime.IsZero() // a bundled sample: this program brings another version of it
	first := fmt.Sprintf("The file on disk (changed at %s) is not the version your unsaved changes were made on.", clock(c.FileStamp.ModTime))
	shown, keep := "the file", "Keep the file on disk"
	if sample {
		first = fmt.Sprintf("This version of the program brings a changed %s; your unsaved changes were made on the earlier one.", c.File.Name)
		shown, keep = "the new sample", "Keep the new sample"
	}
	d.lines = []string{
		first,
		fmt.Sprintf("Your autosave (%s, %s) holds unsaved changes%s.", filepath.Base(c.AutosavePath), clock(c.AutosaveStamp.ModTime), holds(c.Autosave)),
		"They differ in " + differences(c.File, c.Autosave) + ". The map shows " + shown + ".",
		"Nothing is dropped: if you recover the autosave, " + g.keymap.say(session.ActSave, "Save") + " asks before it overwrites any file; if you keep " + shown + ", the autosave is set aside beside it.",
	}
	d.choices = []choice{
		{label: "Recover my autosave", key: ebiten.KeyR, do: func() {
			g.startFrom(c.Autosave, c.AutosaveBase, c.AutosaveUndo)
			g.in.SetMessage(fmt.Sprintf("Recovered your changes from %s. %s changed on disk since: %s asks before overwriting it.", c.AutosavePath, c.FilePath, g.keymap.say(session.ActSave, "Save")))
		}},
		{label: keep, key: ebiten.KeyF, do: func() {
			aside, err := setAside(c.AutosavePath)
			if err != nil {
				g.in.SetMessage("The autosave could not be set aside: " + err.Error())
				return
			}
			g.in.SetMessage("Opened " + shown + ". Your autosave is kept in " + aside + ".")
		}},
	}
	g.ask(d)
}

// holds says in a few words what an autosave holds beyond its changes:
// ": round 2, 3 events logged, the last: "..."", or "".
func holds(e *maps.Encounter) string {
	var parts []string
	if e.Turn.Round > 0 {
		parts = append(parts, fmt.Sprintf("round %d", e.Turn.Round))
	}
	switch n := len(e.Log); n {
	case 0:
	case 1:
		parts = append(parts, fmt.Sprintf("1 event logged: \"%s\"", e.Log[0]))
	default:
		parts = append(parts, fmt.Sprintf("%d events logged, the last: \"%s\"", n, e.Log[n-1]))
	}
	if len(parts) == 0 {
		return ""
	}
	return ": " + strings.Join(parts, ", ")
}

// differences names what differs between two versions of an encounter.
func differences(a, b *maps.Encounter) string {
	var out []string
	if a.Name != b.Name {
		out = append(out, "the name")
	}
	var moved []string
	ids := map[string]bool{}
	for _, ca := range a.Square.Board.Creatures {
		ids[ca.ID] = true
		cb, ok := b.Square.Board.Creature(ca.ID)
		if !ok || !reflect.DeepEqual(ca, *cb) {
			moved = append(moved, ca.Name)
		}
	}
	for _, cb := range b.Square.Board.Creatures {
		if !ids[cb.ID] {
			moved = append(moved, cb.Name)
		}
	}
	if len(moved) > 3 {
		moved = append(moved[:3], fmt.Sprintf("%d more", len(moved)-3))
	}
	if len(moved) > 0 {
		out = append(out, "creatures ("+strings.Join(moved, ", ")+")")
	}
	if a.Square.Board.Width != b.Square.Board.Width || a.Square.Board.Height != b.Square.Board.Height || !slices.Equal(a.Square.Board.Cells, b.Square.Board.Cells) {
		out = append(out, "the map's squares")
	}
	if !reflect.DeepEqual(a.Annotations, b.Annotations) || a.Caption != b.Caption {
		out = append(out, "the annotations")
	}
	if !reflect.DeepEqual(a.Background, b.Background) {
		out = append(out, "the background picture")
	}
	if !reflect.DeepEqual(a.Turn, b.Turn) {
		out = append(out, "the turn")
	}
	if !slices.Equal(a.Log, b.Log) {
		out = append(out, "the event log")
	}
	if len(out) == 0 {
		return "how the file is written"
	}
	if len(out) == 1 {
		return out[0]
	}
	return strings.Join(out[:len(out)-1], ", ") + " and " + out[len(out)-1]
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
