package game

import (
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/maps"
)

// fakeMap is a mapWindow with no window: a file, change counts and a save
// that makes the changes clean.
type fakeMap struct {
	path       string
	now, clean int
	saves      int
	quit       bool
}

func (f *fakeMap) MapFile() (*maps.Encounter, string) { return &maps.Encounter{Name: "Ford"}, f.path }
func (f *fakeMap) Changes() (int, int)                { return f.now, f.clean }
func (f *fakeMap) Save()                              { f.saves++; f.clean = f.now }
func (f *fakeMap) SaveAsFile(string) error            { return nil }
func (f *fakeMap) OpenFile(string) error              { return nil }
func (f *fakeMap) QuitNow()                           { f.quit = true }

func TestMapDoc(t *testing.T) {
	dir := t.TempDir()
	file, auto := filepath.Join(dir, "ford.json"), filepath.Join(dir, "ford.autosave.json")
	for _, c := range []struct {
		name       string
		path       string
		now, clean int
		unsaved    bool
		text       string
		autosave   string
		saved      bool
		saves      int
	}{
		{"clean with a file", file, 4, 4, false, "0 changes since the last save", auto, true, 1},
		{"one change", file, 5, 4, true, "1 change since the last save", auto, true, 1},
		{"no file yet", "", 3, 0, true, "3 changes since the last save", "", false, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := &fakeMap{path: c.path, now: c.now, clean: c.clean}
			var d document = MapDoc{w}
			if got := d.DocName(); got != "Ford" {
				t.Errorf("docName = %q, want Ford", got)
			}
			if got := d.DocPath(); got != c.path {
				t.Errorf("docPath = %q, want %q", got, c.path)
			}
			if got := d.Unsaved(); got != c.unsaved {
				t.Errorf("unsaved = %v, want %v", got, c.unsaved)
			}
			if got := d.UnsavedText(); got != c.text {
				t.Errorf("unsavedText = %q, want %q", got, c.text)
			}
			if got := d.AutosaveFile(); got != c.autosave {
				t.Errorf("autosaveFile = %q, want %q", got, c.autosave)
			}
			saved, err := d.SaveFile()
			if err != nil || saved != c.saved || w.saves != c.saves {
				t.Errorf("saveFile = %v, %v with %d saves, want %v, nil with %d", saved, err, w.saves, c.saved, c.saves)
			}
			d.QuitNow()
			if !w.quit {
				t.Error("quitNow did not reach the window")
			}
		})
	}
}

func TestMapTheme(t *testing.T) {
	for opt, want := range map[string]string{"": "dark", "light": "light", "contrast": "contrast"} {
		if got := mapTheme(opt); got != want {
			t.Errorf("mapTheme(%q) = %q, want %q", opt, got, want)
		}
	}
}
