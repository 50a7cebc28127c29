package game

import "github.com/battlemap/battlemap/maps"

// mapDoc makes a hex or zone window a document of the shared file flow
// (fileui.go). What the two windows do alike is written here once; each
// answers the little that differs through mapWindow (hexfiles.go,
// zonefiles.go).
type mapDoc struct{ mapWindow }

// mapWindow is what a hex or zone window tells its mapDoc.
type mapWindow interface {
	// mapFile is the window's encounter and its file ("": none yet).
	mapFile() (*maps.Encounter, string)
	// changes are the play's changes now and when last saved to the file.
	changes() (now, clean int)
	// save saves to the file, saying in the status line how it went.
	save()
	saveAsFile(path string) error
	openFile(path string) error
	quitNow()
}

func (d mapDoc) docName() string { e, _ := d.mapFile(); return e.Name }
func (d mapDoc) docPath() string { _, p := d.mapFile(); return p }

func (d mapDoc) unsaved() bool {
	now, clean := d.changes()
	return now != clean
}

func (d mapDoc) unsavedText() string {
	now, clean := d.changes()
	return changeCount(now - clean)
}

func (d mapDoc) autosaveFile() string {
	if p := d.docPath(); p != "" {
		return autosavePath(p)
	}
	return ""
}

func (d mapDoc) saveFile() (bool, error) {
	if d.docPath() == "" {
		return false, nil
	}
	d.save()
	return !d.unsaved(), nil
}

// mapTheme is the theme the settings panel shows as chosen for a hex or
// zone window's Theme option ("" is dark).
func mapTheme(name string) string {
	if name == "" {
		return "dark"
	}
	return name
}
