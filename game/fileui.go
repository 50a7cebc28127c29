package game

import (
	"errors"
	"fmt"
	"image/color"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/maps/mapimport"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
	"github.com/battlemap/battlemap/session"
)

// document is what the shared file flow needs of a window (the square,
// hex and zone windows): its encounter's name, file and unsaved state,
// and how it saves, opens and quits.
type document interface {
	DocName() string
	// docPath is the encounter's file ("": none yet, a bundled sample).
	DocPath() string
	Unsaved() bool
	// changes is the unsaved changes in a few words.
	UnsavedText() string
	// saveFile saves to the encounter's file (Ctrl+S); false when it did
	// not (no file yet, or the window asked something else first).
	SaveFile() (bool, error)
	// saveAsFile saves to a new file, which becomes the encounter's.
	SaveAsFile(path string) error
	// openFile shows the encounter in the file at path, or ends the
	// part with an *OpenRequest when another ruleset's part shows it.
	OpenFile(path string) error
	// autosaveFile is where the changes are autosaved ("": nowhere).
	AutosaveFile() string
	QuitNow()
}

// FileUI is the part of a window that keeps work safe and reaches files:
// the title with the unsaved mark, the question before unsaved changes
// go, the question after a recovery, the file chooser, and the settings
// panel. Each window has one.
type FileUI struct {
	Sheet *Sheet
	Title string // the title last set
	// Settings is the settings file ("": none, a script or screenshot).
	Settings string
	// message is what the last file action did, for the status bar.
	message string
	// Fingers is set while the last input was a finger (noticeInput).
	Fingers bool
	// lock is this window's hold on the autosave it writes: one window
	// writes a file's autosave (autosavelock.go).
	lock autosaveLock
	// Help is the square window's help page, drawn with the same toolkit.
	Help helpView
}

// takeMessage hands what the last file action did to the window's status
// line (set), once.
func (f *FileUI) takeMessage(set func(string)) {
	if m := f.message; m != "" {
		set(m)
		f.message = ""
	}
}

// Open reports whether a sheet is open.
func (f *FileUI) Open() bool { return f.Sheet != nil }

// ShowTitle sets the window's title when it changed.
func (f *FileUI) ShowTitle(d document) {
	if t := session.WindowTitle(d.DocName(), d.DocPath(), d.Unsaved()); t != f.Title {
		f.Title = t
		ebiten.SetWindowTitle(t)
	}
}

// CloseAsked reports whether the window's close button was pressed (or a
// script's close).
func CloseAsked(in Input) bool {
	if s, ok := in.(*ScriptedInput); ok {
		return s.closing
	}
	return ebiten.IsWindowBeingClosed()
}

// Leave goes on to then (quitting, opening another file) once the
// unsaved changes are saved or the user chose not to: with none it goes on
// at once. leaving names what then does ("close the window").
func (f *FileUI) Leave(d document, leaving string, then func()) {
	if !d.Unsaved() {
		then()
		return
	}
	q := session.AskLeave(d.DocName(), d.DocPath(), d.UnsavedText(), leaving)
	s := &Sheet{Title: q.Title, Lines: q.Lines}
	s.Buttons = []SheetButton{
		{Label: q.Save, Key: ebiten.KeyS, Do: func() {
			f.Sheet = nil
			if d.DocPath() == "" {
				f.ChooseSaveAs(d, then)
				return
			}
			ok, err := d.SaveFile()
			switch {
			case err != nil:
				f.Leave(d, leaving, then)
				f.Sheet.Note = "Not saved: " + err.Error()
			case ok:
				then()
			}
		}},
		{Label: q.Discard, Key: ebiten.KeyD, Do: func() {
			f.Sheet = nil
			if err := f.DiscardAutosave(d.AutosaveFile()); err != nil {
				f.Leave(d, leaving, then)
				f.Sheet.Note = err.Error()
				return
			}
			then()
		}},
		{Label: q.Cancel, Key: ebiten.KeyC, Cancel: true, Do: func() { f.Sheet, f.message = nil, "Nothing changed: your changes are still here, not saved." }},
	}
	f.Sheet = s
}

// AskRecovered asks whether to keep the changes recovered from an
// autosave; discard shows the file as last saved; km names the key that
// saves.
func (f *FileUI) AskRecovered(r *Recovery, changes string, km Keymap, discard func()) {
	save := km.Say(session.ActSave, "Save")
	title, lines := session.RecoveredQuestion(r.What, r.Autosave, Clock(r.When), changes, r.File != nil, save)
	s := &Sheet{Title: title, Lines: lines}
	keep := SheetButton{Label: "Keep the changes", Key: ebiten.KeyK, Cancel: true, Do: func() {
		f.Sheet, f.message = nil, "Kept the recovered changes. "+save+" saves them to "+r.What+"."
	}}
	s.Buttons = []SheetButton{keep}
	if r.File != nil {
		s.Buttons = append(s.Buttons, SheetButton{Label: "Discard them", Key: ebiten.KeyD, Do: func() {
			f.Sheet = nil
			if err := session.DiscardAutosave(r.Autosave); err != nil {
				f.message = "Not discarded: " + err.Error()
				return
			}
			discard()
			f.message = "Discarded the recovered changes: " + r.What + " is as you last saved it (the autosave is in " + session.DiscardedPath(r.Autosave) + ")."
		}})
	}
	f.Sheet = s
}

// ChooseOpen shows the file chooser; the file picked opens once the
// unsaved changes are dealt with.
func (f *FileUI) ChooseOpen(d document) {
	f.Sheet = NewChooser(Chooser{Title: "Open an encounter", Verb: "Open", Dir: StartFolder(d.DocPath()), recent: f.recent(),
		Pick: func(path string) error {
			f.Sheet = nil
			f.Leave(d, "open "+filepath.Base(path), func() {
				if err := d.OpenFile(path); err != nil {
					var o *OpenRequest
					if !errors.As(err, &o) {
						f.message = "Not opened: " + err.Error()
					}
					return
				}
				f.remember(path)
			})
			return nil
		},
		Cancel: func() { f.Sheet = nil }})
}

// ChooseImport shows the file chooser for a map made in another program;
// the map is saved beside it as an encounter (mapimport.Beside) and opened
// once the unsaved changes are dealt with.
func (f *FileUI) ChooseImport(d document) {
	f.Sheet = NewChooser(Chooser{Title: "Import a map (Universal VTT or Tiled)", Verb: "Import", Dir: StartFolder(d.DocPath()), Ext: mapimport.Extensions(),
		Pick: func(path string) error {
			w, notes, err := mapimport.Beside(path)
			if err != nil {
				return err
			}
			f.Sheet = nil
			out := w.Path
			f.Leave(d, "open "+filepath.Base(out), func() {
				if err := d.OpenFile(out); err != nil {
					var o *OpenRequest
					if !errors.As(err, &o) {
						f.message = "Imported to " + out + ", but not opened: " + err.Error()
					}
					return
				}
				f.remember(out)
				f.message = "Imported " + filepath.Base(path) + " to " + out + "." + strings.Join(notes, "")
			})
			return nil
		},
		Cancel: func() { f.Sheet = nil }})
}

// ChooseSaveAs shows the file chooser to save under a new name; then
// (may be nil) runs once saved.
func (f *FileUI) ChooseSaveAs(d document, then func()) {
	name := "encounter.json"
	if p := d.DocPath(); p != "" {
		name = strings.TrimSuffix(filepath.Base(p), filepath.Ext(p)) + "-copy.json"
	} else if s := session.Slug(d.DocName()); s != "" {
		name = s + ".json"
	}
	f.ChooseSaveAsNamed(d, name, then)
}

// ChooseSaveAsNamed is chooseSaveAs with name put in the field.
func (f *FileUI) ChooseSaveAsNamed(d document, name string, then func()) {
	f.Sheet = NewChooser(Chooser{Title: "Save as a new file", Verb: "Save", Save: true, Dir: StartFolder(d.DocPath()), Name: name, recent: f.recent(),
		Pick: func(path string) error {
			if err := d.SaveAsFile(path); err != nil {
				return err
			}
			f.Sheet = nil
			f.remember(path)
			f.message = "Saved to " + path + "."
			if then != nil {
				then()
			}
			return nil
		},
		Cancel: func() { f.Sheet, f.message = nil, "Not saved." }})
}

// recent is the recent files in the settings.
func (f *FileUI) recent() []string {
	if f.Settings == "" {
		return nil
	}
	s, _ := LoadSettings(f.Settings)
	return s.Recent
}

// remember adds path to the recent files.
func (f *FileUI) remember(path string) {
	if err := rememberOpened(f.Settings, path); err != nil {
		f.message = "Recent files not remembered: " + err.Error()
	}
}

// StartFolder is where the chooser starts: the open file's folder, else
// the current one.
func StartFolder(path string) string {
	if path != "" {
		if abs, err := filepath.Abs(filepath.Dir(path)); err == nil {
			return abs
		}
	}
	if wd, err := os.Getwd(); err == nil {
		return wd
	}
	return "."
}

// Update runs the open sheet for this frame.
func (f *FileUI) Update(in Input, r *ebitenrender.Renderer, w, h int, sc float64) {
	f.OfferKeys()
	f.Sheet.Update(in, sc)
}

// Draw draws the open sheet, if any.
func (f *FileUI) Draw(dst *ebiten.Image, r *ebitenrender.Renderer, ui render.UIColors, w, h int, sc float64) {
	if f.Sheet == nil {
		return
	}
	if ui.Panel == (color.RGBA{}) {
		ui = render.ScreenTheme().UI
	}
	f.OfferKeys()
	f.Sheet.Render(dst, func(px float64, bold bool) *text.GoTextFace { return r.Face(px, bold) }, ui, w, h, sc)
}

// PointAtButton moves a script's pointer to the sheet's button or row
// labelled label.
func (f *FileUI) PointAtButton(s *ScriptedInput, label string) error {
	sh := f.Sheet
	var labels []string
	for i, t := range sh.targets() {
		var l string
		switch t.kind {
		case targetField:
			continue
		case targetRow:
			l = sh.Rows[t.row].Label
		case targetRowButton:
			l = sh.Rows[t.row].Buttons[t.i].Label
		case targetButton:
			l = sh.Buttons[t.i].Label
		}
		labels = append(labels, l)
		if l != label {
			continue
		}
		sh.focus = i
		sh.Reveal()
		if !sh.drawn() {
			return StepAgain{} // point once it is drawn as it is now
		}
		r, ok := sh.Lay.rect(t)
		if !ok {
			// scrolled into view at the next layout
			return fmt.Errorf("button %q is not on screen yet; press it again after a frame", label)
		}
		s.X, s.Y = int((r.Min.X+r.Max.X)/2), int((r.Min.Y+r.Max.Y)/2)
		return nil
	}
	return fmt.Errorf("button: no button %q in %q (it has %s)", label, sh.Title, strings.Join(labels, ", "))
}

// OpenRequest is the error a ruleset's part of the window ends with
// when the user opened a file of another ruleset (a hex map from the
// square map): the Window shows Path with that ruleset's part.
type OpenRequest struct {
	Path string
	// PlayerView opens it as a player view (one followed the director's
	// window to a map of another kind).
	PlayerView bool
}

func (o *OpenRequest) Error() string { return "open " + o.Path + " with the part of its ruleset" }

// rememberOpened adds path to the recent files in the settings at
// settingsPath (none: nothing).
func rememberOpened(settingsPath, path string) error {
	if path == "" {
		return nil
	}
	return UpdateSettings(settingsPath, func(s *Settings) { s.Recent = session.AddRecent(s.Recent, path) })
}

// Chooser is a file chooser drawn in the window, for opening, saving as
// and importing: the recent files, the folder's folders and .json files
// as large rows, and a path field that takes a typed name. pick gets the
// path chosen; an error it returns is shown and the chooser stays.
type Chooser struct {
	Title, Verb string
	// Save: the name may be a new file; an existing one is replaced only
	// when the verb is pressed a second time.
	Save   bool
	Dir    string
	Name   string // the file name first in the field
	recent []string
	// Ext is the files listed (default ".json"): an extension, or several
	// separated by spaces.
	Ext    string
	Pick   func(path string) error
	Cancel func()
}

// NewChooser makes the chooser's sheet, listing c.dir.
func NewChooser(c Chooser) *Sheet {
	if c.Ext == "" {
		c.Ext = ".json"
	}
	s := &Sheet{Title: c.Title, wide: true}
	s.Field = &SheetField{Label: "File (type a name or a path; Enter " + strings.ToLower(c.Verb) + "s; a folder lists it)"}
	var replace string // the existing file a save was asked to replace once
	var list func(dir string)
	choose := func(p string) {
		p = strings.TrimSpace(p)
		if p == "" {
			s.Note = "Type a file name, or pick a file below."
			return
		}
		if p == "~" || strings.HasPrefix(p, "~/") {
			if home, err := os.UserHomeDir(); err == nil {
				p = filepath.Join(home, p[1:])
			}
		}
		if !filepath.IsAbs(p) {
			p = filepath.Join(c.Dir, p)
		}
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			list(p)
			return
		}
		if c.Save && filepath.Ext(p) == "" {
			p += c.Ext
		}
		if _, err := os.Stat(p); err != nil && !c.Save {
			s.Note = "Not opened: " + err.Error()
			if errors.Is(err, fs.ErrNotExist) {
				s.Note = "There is no " + filepath.Base(p) + " in " + filepath.Dir(p) + "."
			}
			return
		}
		if c.Save {
			if _, err := os.Stat(p); err == nil && replace != p {
				replace = p
				s.Note = filepath.Base(p) + " already exists. Press " + c.Verb + " again to replace it, or type another name."
				return
			}
		}
		if err := c.Pick(p); err != nil {
			s.Note = err.Error()
		}
	}
	list = func(dir string) {
		c.Dir = dir
		s.Scroll, s.focus = 0, 0
		if !c.Save {
			s.Field.Text = ""
		}
		s.Field.Label = "File (type a name or a path; Enter " + strings.ToLower(c.Verb) + "s; a folder lists it)"
		s.Rows = nil
		if recent := existing(c.recent); len(recent) > 0 {
			s.Rows = append(s.Rows, sheetRow{Label: "Recent files", heading: true})
			for _, p := range recent {
				s.Rows = append(s.Rows, sheetRow{Label: filepath.Base(p), Detail: filepath.Dir(p), do: func() {
					if c.Save {
						s.Field.Text, s.Field.Fresh = p, true
						s.focusOn(targetField, 0)
						return
					}
					choose(p)
				}})
			}
		}
		s.Rows = append(s.Rows, sheetRow{Label: "In " + dir, heading: true})
		if parent := filepath.Dir(dir); parent != dir {
			s.Rows = append(s.Rows, sheetRow{Label: "↑  Up to " + filepath.Base(parent), Detail: "folder", do: func() { list(parent) }})
		}
		folders, files, err := listFolder(dir, c.Ext)
		s.Note = ""
		if err != nil {
			s.Note = "This folder cannot be read: " + err.Error()
		}
		for _, name := range folders {
			p := filepath.Join(dir, name)
			s.Rows = append(s.Rows, sheetRow{Label: name + "/", Detail: "folder", do: func() { list(p) }})
		}
		for _, name := range files {
			p := filepath.Join(dir, name)
			s.Rows = append(s.Rows, sheetRow{Label: name, Detail: fileDetail(p), do: func() {
				if c.Save {
					s.Field.Text, s.Field.Fresh = name, true
					s.focusOn(targetField, 0)
					return
				}
				choose(p)
			}})
		}
		if len(folders)+len(files) == 0 && err == nil {
			s.Rows = append(s.Rows, sheetRow{Label: "(no folders or " + c.Ext + " files here)", heading: true})
		}
	}
	s.Field.Text, s.Field.Fresh = c.Name, c.Name != ""
	s.Field.Enter = choose
	list(c.Dir)
	s.Buttons = []SheetButton{
		{Label: c.Verb, NoKey: true, Do: func() { choose(s.Field.Text) }},
		{Label: "Cancel", Cancel: true, Do: c.Cancel},
	}
	s.focus = 0 // the field: type at once
	return s
}

// listFolder is the folders (not hidden) and the files ending in ext (or
// any of its space-separated extensions) in
// dir, sorted by name; autosaves are left out (they are recovered by
// opening their file).
func listFolder(dir, ext string) (folders, files []string, err error) {
	entries, err := os.ReadDir(dir)
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") {
			continue
		}
		isDir := e.IsDir()
		if e.Type()&fs.ModeSymlink != 0 {
			if fi, err := os.Stat(filepath.Join(dir, name)); err == nil {
				isDir = fi.IsDir()
			}
		}
		switch {
		case isDir:
			folders = append(folders, name)
		case slices.ContainsFunc(strings.Fields(ext), func(x string) bool { return strings.EqualFold(filepath.Ext(name), x) }) && !strings.Contains(name, ".autosave"):
			files = append(files, name)
		}
	}
	slices.SortFunc(folders, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
	slices.SortFunc(files, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
	return folders, files, err
}

// existing is the files of list that are still there.
func existing(list []string) []string {
	var out []string
	for _, p := range list {
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
			out = append(out, p)
		}
	}
	return out
}

// fileDetail is a file's time and, when it holds an unsaved autosave, a
// word about it.
func fileDetail(p string) string {
	fi, err := os.Stat(p)
	if err != nil {
		return ""
	}
	d := "changed " + Clock(fi.ModTime())
	if _, err := os.Stat(AutosavePath(p)); err == nil {
		d += " · has unsaved changes (recovered when opened)"
	}
	return d
}

// Handle runs the open sheet, or the file actions of the hex and zone
// windows among this frame's (from the keymap: the square window does
// them itself): quit and the close button (asking first), open, import,
// save as, settings.
// It reports whether this frame's input was theirs.
func (f *FileUI) Handle(d document, in Input, acts []session.Action, r *ebitenrender.Renderer, w, h int, sc float64, settings func()) bool {
	f.noticeInput(in)
	switch {
	case f.Sheet == nil && CloseAsked(in):
		f.Leave(d, "close the window", d.QuitNow)
	case f.Sheet != nil:
		f.Update(in, r, w, h, sc)
	case slices.Contains(acts, session.ActQuit):
		f.Leave(d, "quit", d.QuitNow)
	case slices.Contains(acts, session.ActOpen):
		f.ChooseOpen(d)
	case slices.Contains(acts, session.ActImport):
		f.ChooseImport(d)
	case slices.Contains(acts, session.ActSaveAs):
		f.ChooseSaveAs(d, nil)
	case slices.Contains(acts, session.ActSettings):
		settings()
	default:
		return false
	}
	return true
}

// sheetScale is the UI scale of the sheets in the hex and zone windows:
// the one chosen (user, 0: automatic) at the device scale dev, as the
// square window's.
func sheetScale(dev float64, w, h int, user float64) float64 {
	if dev <= 0 {
		dev = 1
	}
	return UiScaleFor(dev, w, h, user)
}
