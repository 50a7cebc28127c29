package game

import (
	"fmt"

	"github.com/battlemap/battlemap/maps"
)

// MapDoc makes a hex or zone window a document of the shared file flow
// (fileui.go). What the two windows do alike is written here once; each
// answers the little that differs through MapWindow (game/realms/files.go,
// game/zones/files.go).
type MapDoc struct{ MapWindow }

// MapWindow is what a hex or zone window tells its MapDoc.
type MapWindow interface {
	// MapFile is the window's encounter and its file ("": none yet).
	MapFile() (*maps.Encounter, string)
	// Changes are the play's changes now and when last saved to the file.
	Changes() (now, clean int)
	// Save saves to the file, saying in the status line how it went.
	Save()
	SaveAsFile(path string) error
	OpenFile(path string) error
	QuitNow()
}

func (d MapDoc) DocName() string { e, _ := d.MapFile(); return e.Name }
func (d MapDoc) DocPath() string { _, p := d.MapFile(); return p }

func (d MapDoc) Unsaved() bool {
	now, clean := d.Changes()
	return now != clean
}

func (d MapDoc) UnsavedText() string {
	now, clean := d.Changes()
	return changeCount(now - clean)
}

func (d MapDoc) AutosaveFile() string {
	if p := d.DocPath(); p != "" {
		return AutosavePath(p)
	}
	return ""
}

func (d MapDoc) SaveFile() (bool, error) {
	if d.DocPath() == "" {
		return false, nil
	}
	d.Save()
	return !d.Unsaved(), nil
}

// mapTheme is the theme the settings panel shows as chosen for a hex or
// zone window's Theme option ("" is dark).
func mapTheme(name string) string {
	if name == "" {
		return "dark"
	}
	return name
}

// changeCount is a number of changes in words.
func changeCount(n int) string {
	if n == 1 {
		return "1 change since the last save"
	}
	return fmt.Sprintf("%d changes since the last save", n)
}
