package session

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// What the windows say and decide about unsaved work, without a window:
// the title, the words of the quit and recovery questions, where an
// autosave is kept and where a discarded one goes. The questions
// themselves are drawn by game (game/fileui.go).

// WindowTitle is a window's title: the encounter's name, its file, and
// "unsaved changes" while there are any.
func WindowTitle(name, path string, unsaved bool) string {
	t := name
	if path != "" {
		t += " — " + filepath.Base(path)
	}
	if unsaved {
		t = "• " + t + " (unsaved changes)"
	}
	return t + " — battlemap"
}

// LeaveQuestion is the question asked before unsaved changes would go:
// leaving says what the user asked for ("quit", "open fight.json").
type LeaveQuestion struct {
	Title string
	Lines []string
	// Save, Discard and Cancel are the buttons' labels.
	Save, Discard, Cancel string
}

// AskLeave words the question for the encounter name, its file ("": none
// yet), the changes in a few words and what the user asked for.
func AskLeave(name, path, changes, leaving string) LeaveQuestion {
	q := LeaveQuestion{Title: "Save your changes to " + name + "?", Cancel: "Cancel"}
	where := filepath.Base(path)
	if path == "" {
		q.Lines = append(q.Lines, "This encounter has changes and no file of its own yet ("+changes+").")
		q.Lines = append(q.Lines, "Save asks for a file name, saves, then goes on to "+leaving+".")
		q.Save = "Save as…"
	} else {
		q.Lines = append(q.Lines, "You have changes that are not saved to "+where+" ("+changes+").")
		q.Lines = append(q.Lines, "Save writes them to "+where+", then goes on to "+leaving+".")
		q.Save = "Save"
	}
	q.Lines = append(q.Lines,
		"Don't save goes on to "+leaving+" without them: the file stays as you last saved it. (The changes are kept aside in "+discardedName(path, name)+" until the next time you discard, in case you change your mind.)",
		"Cancel goes back to the map; nothing changes.")
	q.Discard = "Don't save"
	return q
}

// discardedName is the file a discarded autosave is moved to, as the
// question names it.
func discardedName(path, name string) string {
	if path == "" {
		return Slug(name) + ".autosave-discarded.json (in the cache folder)"
	}
	return filepath.Base(DiscardedPath(AutosavePath(path)))
}

// AutosavePath is where the changes to the encounter file at path are
// autosaved: NAME.autosave.json beside it.
func AutosavePath(path string) string {
	ext := filepath.Ext(path)
	return strings.TrimSuffix(path, ext) + ".autosave" + ext
}

// DiscardedPath is where the autosave at auto goes when its changes are
// discarded: NAME.autosave-discarded.json beside it, replacing the one
// discarded before. Recovery looks only at NAME.autosave.json, so a
// discarded recovery is never offered again.
func DiscardedPath(auto string) string {
	ext := filepath.Ext(auto)
	return strings.TrimSuffix(auto, ext) + "-discarded" + ext
}

// DiscardAutosave moves the autosave at auto (if any) to DiscardedPath:
// its changes are not recovered again, and one copy stays for a mind
// changed. No autosave is not an error.
func DiscardAutosave(auto string) error {
	if auto == "" {
		return nil
	}
	err := os.Rename(auto, DiscardedPath(auto))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("the autosave %s could not be set aside: %w", auto, err)
	}
	return nil
}

// RecoveredQuestion words the question asked when a window opens on
// changes recovered from an autosave: what was recovered, and what Keep
// and Discard will do, in plain words. canDiscard is false when there is
// no saved file to go back to; save names the key that saves ("Ctrl+S").
func RecoveredQuestion(what, auto, when, changes string, canDiscard bool, save string) (string, []string) {
	lines := []string{
		"The program stopped at " + when + " before these changes to " + what + " were saved. They were kept in an autosave and are on the map now: " + changes + ".",
		"Keep them: go on with them. " + save + " saves them to " + what + ".",
	}
	if canDiscard {
		lines = append(lines, "Discard them: "+what+" opens as you last saved it, and these changes will not be offered again. (The autosave is moved to "+filepath.Base(DiscardedPath(auto))+", in case you change your mind.)")
	} else {
		lines = append(lines, "There is no saved file to go back to, so they can only be kept.")
	}
	return "Unsaved changes recovered", lines
}
