package game

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// How the window keeps edits safe:
//
//   - After every change it writes an autosave (autosavePath, or for an
//     encounter without a file, such as the bundled sample, a file in
//     Options.AutosaveDir). The autosave records the hash of the file
//     version its changes were made on (maps.Autosave.Base).
//   - Ctrl+S first checks that the file on disk is still the version the
//     changes were made on (its SHA-256 against g.fileBase). If another program
//     changed it, the window asks: reload, keep mine, or save as. Every
//     second it also looks at the file's size and time, and asks as soon as
//     the contents change.
//   - Opening a file whose autosave holds something else recovers the
//     autosave when the file is still its base; otherwise both are offered
//     (OpenFile) and the one not chosen is kept.

// WatchFrames is how often (in Updates, about one second) the window looks
// at the file on disk.
const WatchFrames = 60

// Opening is an encounter ready to open: what the window shows first and
// what it knows of the file.
type Opening struct {
	Encounter *maps.Encounter
	// Base is the hash (maps.Stamp.SumText) of the file version the
	// encounter's changes were made on: "" when there is no file.
	Base string
	// Message is shown in the status bar at the start.
	Message string
	// Undo is the undo history a recovered autosave kept.
	Undo []maps.UndoStep
	// Choice, when not nil, is a file and an autosave that disagree; the
	// window opens on the file and asks which to keep.
	Choice *Choice
	// Recovered, when not nil, says that Encounter holds changes
	// recovered from an autosave: the window asks whether to keep them.
	Recovered *Recovery
}

// Recovery is what a window needs to offer to discard recovered changes.
type Recovery struct {
	// File is the file as last saved (nil: there is none); FileBase its
	// hash.
	File     *maps.Encounter
	FileBase string
	// Autosave is the autosave the changes came from, made at When.
	Autosave string
	When     time.Time
	// What names the file in the question.
	What string
}

// Choice is a file that changed after its autosave was made: both are
// offered when the window opens.
type Choice struct {
	File, Autosave           *maps.Encounter
	FileStamp, AutosaveStamp maps.Stamp
	FilePath, AutosavePath   string
	// AutosaveBase is the hash of the file version the autosave's changes
	// were made on; AutosaveUndo its undo history.
	AutosaveBase string
	AutosaveUndo []maps.UndoStep
}

// OpenFile loads the encounter file at path and looks for its autosave:
//
//   - no autosave, or one that holds what the file holds: the file;
//   - an autosave whose base is the file as it is now (the program stopped
//     before the changes were saved), or an autosave of a file that no
//     longer exists: the autosave, recovered, with a message;
//   - an autosave made on another version of the file (the file changed on
//     disk since): the file, with a Choice of both;
//   - an autosave that cannot be read: the file; the autosave is moved
//     aside (setAside) and the message says where.
func OpenFile(path string) (Opening, error) {
	file, ferr := maps.Load(path)
	var stamp maps.Stamp
	if ferr == nil {
		var err error
		if stamp, err = maps.StampFile(path); err != nil {
			return Opening{}, err
		}
	} else if !errors.Is(ferr, fs.ErrNotExist) {
		return Opening{}, ferr
	}
	o, err := recoverFrom(file, stamp, path, AutosavePath(path))
	if err == nil && o.Encounter == nil {
		return Opening{}, ferr // neither the file nor an autosave
	}
	return o, err
}

// OpenSample opens a bundled encounter (data is its file) whose autosave is
// kept in dir: recovered like any other.
func OpenSample(enc *maps.Encounter, data []byte, dir string) (Opening, error) {
	stamp := maps.Stamp{Size: int64(len(data)), Sum: sha256.Sum256(data)}
	if dir == "" {
		return Opening{Encounter: enc, Base: stamp.SumText()}, nil
	}
	return recoverFrom(enc, stamp, "the bundled "+enc.Name, SampleAutosave(dir, enc.Name))
}

// SampleAutosave is where changes to a bundled encounter are autosaved.
func SampleAutosave(dir, name string) string {
	return filepath.Join(dir, session.Slug(name)+".autosave.json")
}

// recoverFrom decides between a file (nil when there is none) and its
// autosave; what names the file in messages.
func recoverFrom(file *maps.Encounter, stamp maps.Stamp, what, auto string) (Opening, error) {
	o := Opening{Encounter: file, Base: stamp.SumText()}
	if file == nil {
		o.Base = ""
	}
	if fi, err := os.Lstat(auto); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		// the program never writes an autosave as a link: this one came
		// with the file, and what it points to is not our changes
		o.Message = fmt.Sprintf("%s is a symbolic link, not an autosave this program wrote: it was not read, and the next autosave replaces the link (not what it points to).", auto)
		return o, nil
	}
	var held *maps.HeldError
	if errors.As(maps.HeldElsewhere(auto), &held) {
		// the other window's autosave is its live work, not a crash
		o.Message = fmt.Sprintf("%s is open in another window (process %d): this window shows it as last saved and keeps no autosave; that window's is left alone.", what, held.PID)
		return o, nil
	}
	a, err := maps.Load(auto)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return o, nil
	case err != nil:
		aside, merr := SetAside(auto)
		if merr != nil {
			return o, fmt.Errorf("game: the autosave %s cannot be read (%v) nor moved aside: %w", auto, err, merr)
		}
		o.Message = fmt.Sprintf("The autosave could not be read; it was moved to %s. (%v)", aside, firstLine(err))
		return o, nil
	}
	astamp, err := maps.StampFile(auto)
	if err != nil {
		return o, err
	}
	var base string
	var undo []maps.UndoStep
	if a.Autosave != nil {
		base, undo = a.Autosave.Base, a.Autosave.Undo
	}
	a.Autosave = nil // the file it is saved to needs none
	rec := &Recovery{File: file, FileBase: o.Base, Autosave: auto, When: astamp.ModTime, What: what}
	switch {
	case file == nil:
		return Opening{Encounter: a, Base: base, Undo: undo, Recovered: rec, Message: fmt.Sprintf("Recovered unsaved changes from %s (%s does not exist; Ctrl+S writes it).", auto, what)}, nil
	case base == o.Base:
		return Opening{Encounter: a, Base: base, Undo: undo, Recovered: rec, Message: fmt.Sprintf("Recovered unsaved changes from %s. Ctrl+S saves them to %s.", auto, what)}, nil
	case sameEncounter(a, file):
		return o, nil
	}
	o.Choice = &Choice{File: file, Autosave: a, FileStamp: stamp, AutosaveStamp: astamp, FilePath: what, AutosavePath: auto,
		AutosaveBase: base, AutosaveUndo: undo}
	o.Message = "The file changed on disk after your autosave: choose which to keep."
	if stamp.ModTime.IsZero() {
		o.Message = "The bundled sample changed since your autosave: choose which to keep."
	}
	return o, nil
}

// sameEncounter reports whether two encounters would be saved the same.
func sameEncounter(a, b *maps.Encounter) bool {
	da, erra := a.Marshal()
	db, errb := b.Marshal()
	return erra == nil && errb == nil && string(da) == string(db)
}

// SetAside renames an autosave that is not used to NAME.autosave-TIME.json
// beside it, so that the next autosave does not overwrite it.
func SetAside(auto string) (string, error) {
	ext := filepath.Ext(auto)
	base := strings.TrimSuffix(auto, ext)
	at := time.Now().Format("20060102-150405")
	for i := 0; ; i++ {
		name := fmt.Sprintf("%s-%s%s", base, at, ext)
		if i > 0 {
			name = fmt.Sprintf("%s-%s-%d%s", base, at, i, ext)
		}
		if _, err := os.Lstat(name); errors.Is(err, fs.ErrNotExist) {
			return name, os.Rename(auto, name)
		}
	}
}

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

// WriteAutosave writes enc, atomically, as the autosave at path: its
// changes made on the file version whose hash is base, with the undo
// history undo (nil: none kept). Every window autosaves through it. The
// autosave is readable by the user only and never written through a link
// (maps.SavePrivate).
func WriteAutosave(enc *maps.Encounter, path, base string, undo []maps.UndoStep) error {
	enc.Autosave = &maps.Autosave{Base: base, Undo: undo}
	err := enc.SavePrivate(path)
	enc.Autosave = nil
	return err
}

// ForWindow makes an opening ready for the window that shows it: a
// player view shows the file as it is and asks nothing (it only follows
// the director's window, and leaves the director's autosave alone); the
// hex and zone maps cannot ask which of a file and its autosave to keep,
// so the file opens and the autosave is kept aside (KeepFile).
func (o Opening) ForWindow(playerView bool) (Opening, error) {
	if playerView {
		if c := o.Choice; c != nil {
			o.Encounter = c.File
		}
		o.Choice, o.Recovered = nil, nil
	}
	if o.Encounter != nil && (o.Encounter.Zones != nil || o.Encounter.Hex != nil) {
		return KeepFile(o)
	}
	return o, nil
}

// KeepFile settles a Choice for a window that cannot ask (the hex and
// zone windows): it opens the file and moves the autosave aside
// (setAside), and its message says where the autosave was kept. Neither
// version is lost. An Opening without a Choice is returned as it is.
func KeepFile(o Opening) (Opening, error) {
	c := o.Choice
	if c == nil {
		return o, nil
	}
	aside, err := SetAside(c.AutosavePath)
	if err != nil {
		return o, fmt.Errorf("game: the autosave %s could not be moved aside: %w", c.AutosavePath, err)
	}
	return Opening{Encounter: c.File, Base: c.FileStamp.SumText(),
		Message: fmt.Sprintf("%s changed on disk after your autosave: it is opened as it is now; your autosave was kept as %s.", c.FilePath, aside)}, nil
}

// OpenKind opens the file at path for a window that cannot ask about a
// file and autosave that disagree (the hex and zone windows; KeepFile
// settles it) and shows one kind of map (ours): a map of another kind is
// an *OpenRequest for the window that shows it. The message says what was
// opened when nothing else needs saying.
func OpenKind(path string, ours func(*maps.Encounter) bool) (Opening, error) {
	o, err := OpenFile(path)
	if err != nil {
		return o, err
	}
	if !ours(o.Encounter) {
		return o, &OpenRequest{Path: path}
	}
	if o, err = KeepFile(o); err != nil {
		return o, err
	}
	if o.Message == "" {
		o.Message = "Opened " + path + "."
	}
	return o, nil
}

// BaseOf is the hash (maps.Stamp.SumText) of the file at path as it is
// now, the base of the next autosave's changes; "" if it cannot be read.
func BaseOf(path string) string {
	s, err := maps.StampFile(path)
	if err != nil {
		return ""
	}
	return s.SumText()
}

// AutosavePath is where changes to the encounter at path are autosaved.
func AutosavePath(path string) string { return session.AutosavePath(path) }
