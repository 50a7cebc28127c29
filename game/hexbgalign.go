// The hex window's background picture as a step of its undo history
// (session.HexPlay's Background, SetBackground): the hook the map
// editor's Background tool (bgalign.go in the square window) needs there.

package game

import (
	"path/filepath"

	"github.com/battlemap/battlemap/maps"
)

// syncBackground puts the background of the play's current step into the
// encounter the window saves and autosaves.
func (v *hexView) syncBackground() { v.opt.Encounter.Background = v.play.Background() }

// backgroundFor is the background as the encounter saved at path names
// it, its picture copied there when path is in another folder.
func (v *hexView) backgroundFor(path string) (*maps.Background, error) {
	bg := v.play.Background()
	src := ""
	if bg != nil && v.opt.Path != "" {
		src = filepath.Join(filepath.Dir(v.opt.Path), filepath.FromSlash(bg.Image))
	}
	named, _, err := placeBackground(bg, src, path)
	return named, err
}

// saveCopy writes the map to file (a script's save), its picture copied
// beside it; the window's file stays what it was.
func (v *hexView) saveCopy(file string) error {
	bg, err := v.backgroundFor(file)
	if err != nil {
		return err
	}
	v.opt.Encounter.Background = bg
	defer v.syncBackground()
	return v.opt.Encounter.Save(file)
}

// adoptBackground follows a save to a new file: the picture is read from
// beside it under the name it gave (saved).
func (v *hexView) adoptBackground(saved *maps.Background) {
	if bg := v.play.Background(); bg != nil && saved != nil && saved.Image != bg.Image {
		v.play.RenameBackground(bg.Image, saved.Image)
	}
}
