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
	docName() string
	// docPath is the encounter's file ("": none yet, a bundled sample).
	docPath() string
	unsaved() bool
	// changes is the unsaved changes in a few words.
	unsavedText() string
	// saveFile saves to the encounter's file (Ctrl+S); false when it did
	// not (no file yet, or the window asked something else first).
	saveFile() (bool, error)
	// saveAsFile saves to a new file, which becomes the encounter's.
	saveAsFile(path string) error
	// openFile shows the encounter in the file at path, or ends the
	// part with an *OpenRequest when another ruleset's part shows it.
	openFile(path string) error
	// autosaveFile is where the changes are autosaved ("": nowhere).
	autosaveFile() string
	quitNow()
}

// fileUI is the part of a window that keeps work safe and reaches files:
// the title with the unsaved mark, the question before unsaved changes
// go, the question after a recovery, the file chooser, and the settings
// panel. Each window has one.
type fileUI struct {
	sheet *sheet
	title string // the title last set
	// settings is the settings file ("": none, a script or screenshot).
	settings string
	// message is what the last file action did, for the status bar.
	message string
	// fingers is set while the last input was a finger (noticeInput).
	fingers bool
	// lock is this window's hold on the autosave it writes: one window
	// writes a file's autosave (autosavelock.go).
	lock autosaveLock
	// help is the square window's help page, drawn with the same toolkit.
	help helpView
}

// takeMessage hands what the last file action did to the window's status
// line (set), once.
func (f *fileUI) takeMessage(set func(string)) {
	if m := f.message; m != "" {
		set(m)
		f.message = ""
	}
}

// open reports whether a sheet is open.
func (f *fileUI) open() bool { return f.sheet != nil }

// showTitle sets the window's title when it changed.
func (f *fileUI) showTitle(d document) {
	if t := session.WindowTitle(d.docName(), d.docPath(), d.unsaved()); t != f.title {
		f.title = t
		ebiten.SetWindowTitle(t)
	}
}

// closeAsked reports whether the window's close button was pressed (or a
// script's close).
func closeAsked(in Input) bool {
	if s, ok := in.(*scriptedInput); ok {
		return s.closing
	}
	return ebiten.IsWindowBeingClosed()
}

// leave goes on to then (quitting, opening another file) once the
// unsaved changes are saved or the user chose not to: with none it goes on
// at once. leaving names what then does ("close the window").
func (f *fileUI) leave(d document, leaving string, then func()) {
	if !d.unsaved() {
		then()
		return
	}
	q := session.AskLeave(d.docName(), d.docPath(), d.unsavedText(), leaving)
	s := &sheet{title: q.Title, lines: q.Lines}
	s.buttons = []sheetButton{
		{label: q.Save, key: ebiten.KeyS, do: func() {
			f.sheet = nil
			if d.docPath() == "" {
				f.chooseSaveAs(d, then)
				return
			}
			ok, err := d.saveFile()
			switch {
			case err != nil:
				f.leave(d, leaving, then)
				f.sheet.note = "Not saved: " + err.Error()
			case ok:
				then()
			}
		}},
		{label: q.Discard, key: ebiten.KeyD, do: func() {
			f.sheet = nil
			if err := f.discardAutosave(d.autosaveFile()); err != nil {
				f.leave(d, leaving, then)
				f.sheet.note = err.Error()
				return
			}
			then()
		}},
		{label: q.Cancel, key: ebiten.KeyC, cancel: true, do: func() { f.sheet, f.message = nil, "Nothing changed: your changes are still here, not saved." }},
	}
	f.sheet = s
}

// askRecovered asks whether to keep the changes recovered from an
// autosave; discard shows the file as last saved; km names the key that
// saves.
func (f *fileUI) askRecovered(r *Recovery, changes string, km Keymap, discard func()) {
	save := km.say(session.ActSave, "Save")
	title, lines := session.RecoveredQuestion(r.What, r.Autosave, clock(r.When), changes, r.File != nil, save)
	s := &sheet{title: title, lines: lines}
	keep := sheetButton{label: "Keep the changes", key: ebiten.KeyK, cancel: true, do: func() {
		f.sheet, f.message = nil, "Kept the recovered changes. "+save+" saves them to "+r.What+"."
	}}
	s.buttons = []sheetButton{keep}
	if r.File != nil {
		s.buttons = append(s.buttons, sheetButton{label: "Discard them", key: ebiten.KeyD, do: func() {
			f.sheet = nil
			if err := session.DiscardAutosave(r.Autosave); err != nil {
				f.message = "Not discarded: " + err.Error()
				return
			}
			discard()
			f.message = "Discarded the recovered changes: " + r.What + " is as you last saved it (the autosave is in " + session.DiscardedPath(r.Autosave) + ")."
		}})
	}
	f.sheet = s
}

// chooseOpen shows the file chooser; the file picked opens once the
// unsaved changes are dealt with.
func (f *fileUI) chooseOpen(d document) {
	f.sheet = newChooser(chooser{title: "Open an encounter", verb: "Open", dir: startFolder(d.docPath()), recent: f.recent(),
		pick: func(path string) error {
			f.sheet = nil
			f.leave(d, "open "+filepath.Base(path), func() {
				if err := d.openFile(path); err != nil {
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
		cancel: func() { f.sheet = nil }})
}

// chooseImport shows the file chooser for a map made in another program;
// the map is saved beside it as an encounter (mapimport.Beside) and opened
// once the unsaved changes are dealt with.
func (f *fileUI) chooseImport(d document) {
	f.sheet = newChooser(chooser{title: "Import a map (Universal VTT or Tiled)", verb: "Import", dir: startFolder(d.docPath()), ext: mapimport.Extensions(),
		pick: func(path string) error {
			w, notes, err := mapimport.Beside(path)
			if err != nil {
				return err
			}
			f.sheet = nil
			out := w.Path
			f.leave(d, "open "+filepath.Base(out), func() {
				if err := d.openFile(out); err != nil {
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
		cancel: func() { f.sheet = nil }})
}

// chooseSaveAs shows the file chooser to save under a new name; then
// (may be nil) runs once saved.
func (f *fileUI) chooseSaveAs(d document, then func()) {
	name := "encounter.json"
	if p := d.docPath(); p != "" {
		name = strings.TrimSuffix(filepath.Base(p), filepath.Ext(p)) + "-copy.json"
	} else if s := session.Slug(d.docName()); s != "" {
		name = s + ".json"
	}
	f.chooseSaveAsNamed(d, name, then)
}

// chooseSaveAsNamed is chooseSaveAs with name put in the field.
func (f *fileUI) chooseSaveAsNamed(d document, name string, then func()) {
	f.sheet = newChooser(chooser{title: "Save as a new file", verb: "Save", save: true, dir: startFolder(d.docPath()), name: name, recent: f.recent(),
		pick: func(path string) error {
			if err := d.saveAsFile(path); err != nil {
				return err
			}
			f.sheet = nil
			f.remember(path)
			f.message = "Saved to " + path + "."
			if then != nil {
				then()
			}
			return nil
		},
		cancel: func() { f.sheet, f.message = nil, "Not saved." }})
}

// recent is the recent files in the settings.
func (f *fileUI) recent() []string {
	if f.settings == "" {
		return nil
	}
	s, _ := LoadSettings(f.settings)
	return s.Recent
}

// remember adds path to the recent files.
func (f *fileUI) remember(path string) {
	if err := rememberOpened(f.settings, path); err != nil {
		f.message = "Recent files not remembered: " + err.Error()
	}
}

// startFolder is where the chooser starts: the open file's folder, else
// the current one.
func startFolder(path string) string {
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

// update runs the open sheet for this frame.
func (f *fileUI) update(in Input, r *ebitenrender.Renderer, w, h int, sc float64) {
	f.offerKeys()
	f.sheet.update(in, sc)
}

// draw draws the open sheet, if any.
func (f *fileUI) draw(dst *ebiten.Image, r *ebitenrender.Renderer, ui render.UIColors, w, h int, sc float64) {
	if f.sheet == nil {
		return
	}
	if ui.Panel == (color.RGBA{}) {
		ui = render.ScreenTheme().UI
	}
	f.offerKeys()
	f.sheet.render(dst, func(px float64, bold bool) *text.GoTextFace { return r.Face(px, bold) }, ui, w, h, sc)
}

// pointAtButton moves a script's pointer to the sheet's button or row
// labelled label.
func (f *fileUI) pointAtButton(s *scriptedInput, label string) error {
	sh := f.sheet
	var labels []string
	for i, t := range sh.targets() {
		var l string
		switch t.kind {
		case targetField:
			continue
		case targetRow:
			l = sh.rows[t.row].label
		case targetRowButton:
			l = sh.rows[t.row].buttons[t.i].label
		case targetButton:
			l = sh.buttons[t.i].label
		}
		labels = append(labels, l)
		if l != label {
			continue
		}
		sh.focus = i
		sh.reveal()
		if !sh.drawn() {
			return stepAgain{} // point once it is drawn as it is now
		}
		r, ok := sh.lay.rect(t)
		if !ok {
			// scrolled into view at the next layout
			return fmt.Errorf("button %q is not on screen yet; press it again after a frame", label)
		}
		s.x, s.y = int((r.Min.X+r.Max.X)/2), int((r.Min.Y+r.Max.Y)/2)
		return nil
	}
	return fmt.Errorf("button: no button %q in %q (it has %s)", label, sh.title, strings.Join(labels, ", "))
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

// chooser is a file chooser drawn in the window, for opening, saving as
// and importing: the recent files, the folder's folders and .json files
// as large rows, and a path field that takes a typed name. pick gets the
// path chosen; an error it returns is shown and the chooser stays.
type chooser struct {
	title, verb string
	// save: the name may be a new file; an existing one is replaced only
	// when the verb is pressed a second time.
	save   bool
	dir    string
	name   string // the file name first in the field
	recent []string
	// ext is the files listed (default ".json"): an extension, or several
	// separated by spaces.
	ext    string
	pick   func(path string) error
	cancel func()
}

// newChooser makes the chooser's sheet, listing c.dir.
func newChooser(c chooser) *sheet {
	if c.ext == "" {
		c.ext = ".json"
	}
	s := &sheet{title: c.title, wide: true}
	s.field = &sheetField{label: "File (type a name or a path; Enter " + strings.ToLower(c.verb) + "s; a folder lists it)"}
	var replace string // the existing file a save was asked to replace once
	var list func(dir string)
	choose := func(p string) {
		p = strings.TrimSpace(p)
		if p == "" {
			s.note = "Type a file name, or pick a file below."
			return
		}
		if p == "~" || strings.HasPrefix(p, "~/") {
			if home, err := os.UserHomeDir(); err == nil {
				p = filepath.Join(home, p[1:])
			}
		}
		if !filepath.IsAbs(p) {
			p = filepath.Join(c.dir, p)
		}
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			list(p)
			return
		}
		if c.save && filepath.Ext(p) == "" {
			p += c.ext
		}
		if _, err := os.Stat(p); err != nil && !c.save {
			s.note = "Not opened: " + err.Error()
			if errors.Is(err, fs.ErrNotExist) {
				s.note = "There is no " + filepath.Base(p) + " in " + filepath.Dir(p) + "."
			}
			return
		}
		if c.save {
			if _, err := os.Stat(p); err == nil && replace != p {
				replace = p
				s.note = filepath.Base(p) + " already exists. Press " + c.verb + " again to replace it, or type another name."
				return
			}
		}
		if err := c.pick(p); err != nil {
			s.note = err.Error()
		}
	}
	list = func(dir string) {
		c.dir = dir
		s.scroll, s.focus = 0, 0
		if !c.save {
			s.field.text = ""
		}
		s.field.label = "File (type a name or a path; Enter " + strings.ToLower(c.verb) + "s; a folder lists it)"
		s.rows = nil
		if recent := existing(c.recent); len(recent) > 0 {
			s.rows = append(s.rows, sheetRow{label: "Recent files", heading: true})
			for _, p := range recent {
				s.rows = append(s.rows, sheetRow{label: filepath.Base(p), detail: filepath.Dir(p), do: func() {
					if c.save {
						s.field.text, s.field.fresh = p, true
						s.focusOn(targetField, 0)
						return
					}
					choose(p)
				}})
			}
		}
		s.rows = append(s.rows, sheetRow{label: "In " + dir, heading: true})
		if parent := filepath.Dir(dir); parent != dir {
			s.rows = append(s.rows, sheetRow{label: "↑  Up to " + filepath.Base(parent), detail: "folder", do: func() { list(parent) }})
		}
		folders, files, err := listFolder(dir, c.ext)
		s.note = ""
		if err != nil {
			s.note = "This folder cannot be read: " + err.Error()
		}
		for _, name := range folders {
			p := filepath.Join(dir, name)
			s.rows = append(s.rows, sheetRow{label: name + "/", detail: "folder", do: func() { list(p) }})
		}
		for _, name := range files {
			p := filepath.Join(dir, name)
			s.rows = append(s.rows, sheetRow{label: name, detail: fileDetail(p), do: func() {
				if c.save {
					s.field.text, s.field.fresh = name, true
					s.focusOn(targetField, 0)
					return
				}
				choose(p)
			}})
		}
		if len(folders)+len(files) == 0 && err == nil {
			s.rows = append(s.rows, sheetRow{label: "(no folders or " + c.ext + " files here)", heading: true})
		}
	}
	s.field.text, s.field.fresh = c.name, c.name != ""
	s.field.enter = choose
	list(c.dir)
	s.buttons = []sheetButton{
		{label: c.verb, noKey: true, do: func() { choose(s.field.text) }},
		{label: "Cancel", cancel: true, do: c.cancel},
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
	d := "changed " + clock(fi.ModTime())
	if _, err := os.Stat(autosavePath(p)); err == nil {
		d += " · has unsaved changes (recovered when opened)"
	}
	return d
}

// handle runs the open sheet, or the file actions of the hex and zone
// windows among this frame's (from the keymap: the square window does
// them itself): quit and the close button (asking first), open, import,
// save as, settings.
// It reports whether this frame's input was theirs.
func (f *fileUI) handle(d document, in Input, acts []session.Action, r *ebitenrender.Renderer, w, h int, sc float64, settings func()) bool {
	f.noticeInput(in)
	switch {
	case f.sheet == nil && closeAsked(in):
		f.leave(d, "close the window", d.quitNow)
	case f.sheet != nil:
		f.update(in, r, w, h, sc)
	case slices.Contains(acts, session.ActQuit):
		f.leave(d, "quit", d.quitNow)
	case slices.Contains(acts, session.ActOpen):
		f.chooseOpen(d)
	case slices.Contains(acts, session.ActImport):
		f.chooseImport(d)
	case slices.Contains(acts, session.ActSaveAs):
		f.chooseSaveAs(d, nil)
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
	return uiScaleFor(dev, w, h, user)
}
