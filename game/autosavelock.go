package game

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// One window writes a file's autosave. The first window to autosave a file
// takes its lock (maps.TakeLock) and keeps it until the autosave goes (the
// file saved, the changes discarded), the window shows another file or it
// closes; a second window on the same file opens it as last saved
// (recoverFrom says so), writes no autosave and never removes, sets aside
// or discards the first one's.

// autosaveLock is a window's hold on the autosave at auto (lock nil:
// none).
type autosaveLock struct {
	lock *maps.Lock
	auto string
}

// WriteAutosave writes the autosave at path (writeAutosave) when this
// window holds its lock or can take it; when another window holds it, it
// writes nothing and says so.
func (f *FileUI) WriteAutosave(enc *maps.Encounter, path, base string, undo []maps.UndoStep) error {
	if dir := filepath.Dir(path); !exists(dir) {
		// the cache folder of a bundled encounter's autosave
		if err := maps.PrivateDir(dir); err != nil {
			return err
		}
	}
	if err := f.Own(path); err != nil {
		return err
	}
	return WriteAutosave(enc, path, base, undo)
}

// Own takes the lock of the autosave at auto, giving up the one held
// before.
func (f *FileUI) Own(auto string) error {
	if f.lock.lock != nil && f.lock.auto == auto {
		return nil
	}
	l, err := maps.TakeLock(auto)
	var held *maps.HeldError
	if errors.As(err, &held) {
		return fmt.Errorf("the file is open in another window (process %d on %s), which keeps its autosave; this window keeps none", held.PID, held.Host)
	}
	if err != nil {
		return err
	}
	f.ReleaseLock()
	f.lock = autosaveLock{lock: l, auto: auto}
	return nil
}

// ReleaseLock gives up the autosave's lock (the window closes).
func (f *FileUI) ReleaseLock() {
	f.lock.lock.Release()
	f.lock = autosaveLock{}
}

// DropAutosave removes the autosave at auto, everything in it saved,
// unless another window holds it: that one is its work, not this one's.
// The lock goes with it (the next autosave takes it again).
func (f *FileUI) DropAutosave(auto string) {
	if maps.HeldElsewhere(auto) == nil {
		os.Remove(auto)
	}
	if f.lock.auto == auto {
		f.ReleaseLock()
	}
}

// DiscardAutosave sets the autosave at auto aside when the user
// discards its changes (session.DiscardAutosave), unless another window
// holds it: its changes are that window's, not this one's.
func (f *FileUI) DiscardAutosave(auto string) error {
	if auto == "" || maps.HeldElsewhere(auto) != nil {
		return nil
	}
	if f.lock.auto == auto {
		defer f.ReleaseLock()
	}
	return session.DiscardAutosave(auto)
}

// exists reports whether something is at path (a link counts).
func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}
