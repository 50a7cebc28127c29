package game

import "github.com/battlemap/battlemap/maps"

// Autosaved is a part whose changes the shell autosaves (Shell.Autosave).
type Autosaved interface {
	// Autosaving is the autosave's state: off (no autosave asked for),
	// the history's change count now, the count last saved or autosaved
	// (the shell moves it on), the autosave's file ("": none) and the
	// hash of the file version the changes were made on.
	Autosaving() (off bool, changes int, saved *int, file, base string)
	// AutosaveEncounter is the encounter as it is now, with the undo
	// steps the autosave keeps (nil: none).
	AutosaveEncounter() (*maps.Encounter, []maps.UndoStep)
}

// Autosave writes p's encounter to its autosave after every change, so
// a crash loses nothing (OpenFile recovers it); a save removes it.
func (s *Shell) Autosave(p Autosaved) {
	off, changes, saved, file, base := p.Autosaving()
	if off || changes == *saved {
		return
	}
	*saved = changes
	if file == "" {
		return
	}
	enc, undo := p.AutosaveEncounter()
	if err := s.Files.WriteAutosave(enc, file, base, undo); err != nil {
		s.tell("Autosave failed: " + err.Error())
	}
}

// Saver is a part whose encounter SaveCopy writes.
type Saver interface {
	// BackgroundFor is the background as the encounter saved at path
	// names it, its picture copied there when path is in another folder
	// (copied).
	BackgroundFor(path string) (bg *maps.Background, copied bool, err error)
	// SyncedEncounter is the encounter with everything the window
	// changed in it.
	SyncedEncounter() *maps.Encounter
}

// SaveCopy writes p's encounter to path atomically, its background
// picture copied beside it (copied) and named from there; the
// encounter keeps that background.
func SaveCopy(p Saver, path string) (copied bool, err error) {
	bg, copied, err := p.BackgroundFor(path)
	if err != nil {
		return false, err
	}
	enc := p.SyncedEncounter()
	enc.Background = bg
	return copied, enc.Save(path)
}

// AutosaveOf is the autosave of the file at path ("": none, for a map
// without a file).
func AutosaveOf(path string) string {
	if path == "" {
		return ""
	}
	return AutosavePath(path)
}
