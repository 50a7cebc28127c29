// The two ends of the live files: a director's window writes them
// (LiveWriter), a player view follows them (LiveFollower), whatever the
// kind of map.

package session

import (
	"errors"
	"os"
	"reflect"
	"time"

	"github.com/battlemap/battlemap/maps"
)

// LiveWriter writes a director's window's live view for player views: the
// board when it changed, the view when it changed. When the window's file
// changes (Open, Save As) it leaves a note in the old file's view that
// sends followers on to the new one.
type LiveWriter struct {
	dir     string
	file    string
	files   LiveFiles
	started bool // files is chosen
	wrote   bool // the board is written
	off     bool // a write failed: the window works on without
	board   any  // what identifies the board last written
	serial  int64
	written LiveView
	left    bool        // the view sends followers to another window (Leave)
	notes   []LiveFiles // earlier files' views, each sending followers on
}

// NewLiveWriter writes into dir (the user's cache folder; "": nowhere).
func NewLiveWriter(dir string) *LiveWriter { return &LiveWriter{dir: dir, off: dir == ""} }

// Write writes view v of file ("": the sample) for followers; board
// identifies the board shown (a comparable value that changes when the
// board does) and enc gives the encounter when it must be written. After
// an error it writes nothing more: the error is to be said once.
func (w *LiveWriter) Write(file string, board any, v LiveView, enc func() *maps.Encounter) error {
	if w.off {
		return nil
	}
	if !w.started || file != w.file {
		if w.started && w.wrote {
			if err := w.files.WriteMoved(file); err != nil {
				return w.fail(err)
			}
			// followers load the new board; the old one holds hidden things
			os.Remove(w.files.Board)
			w.notes = append(w.notes, w.files)
		}
		w.file, w.files, w.started, w.wrote, w.written, w.left = file, LiveFilesFor(w.dir, file), true, false, LiveView{}, false
	}
	if !w.wrote || board != w.board {
		if err := w.files.WriteBoard(enc()); err != nil {
			return w.fail(err)
		}
		w.wrote, w.board = true, board
		w.serial = max(time.Now().UnixNano(), w.serial+1)
	}
	v.Serial, v.File = w.serial, absFile(file)
	if reflect.DeepEqual(v, w.written) {
		return nil
	}
	if err := w.files.WriteView(v); err != nil {
		return w.fail(err)
	}
	w.written = v
	return nil
}

// Leave sends followers on to file, which another window (of another
// kind of map) opens in place of this one.
func (w *LiveWriter) Leave(file string) error {
	if w.off || !w.wrote {
		return nil
	}
	w.left = true
	return w.fail(w.files.WriteMoved(file))
}

// Close removes the live files the writer wrote, when the director's
// window closes: they hold what only the director sees, and no player
// view has anything to follow any more. A view that sends followers on to
// the window opened in this one's place (Leave) is kept for them; the
// board beside it is removed all the same.
func (w *LiveWriter) Close() {
	if !w.started {
		return
	}
	os.Remove(w.files.Board)
	if !w.left {
		os.Remove(w.files.View)
	}
	for _, f := range w.notes {
		os.Remove(f.View)
	}
	w.notes = nil
}

func (w *LiveWriter) fail(err error) error {
	if err != nil {
		w.off = true
	}
	return err
}

// maxMoves bounds the notes a follower follows in one look: a director
// who went from file to file leaves a chain, never a long one.
const maxMoves = 16

// LiveFollower is a player view's end of the live files: it looks at the
// director's view file and reads it, and the board, only when they
// changed.
type LiveFollower struct {
	dir    string
	files  LiveFiles
	seen   maps.Stamp
	serial int64
	loaded bool
}

// NewLiveFollower follows the director's window on file ("": the sample)
// through the live files in dir.
func NewLiveFollower(dir, file string) *LiveFollower {
	return &LiveFollower{dir: dir, files: LiveFilesFor(dir, file)}
}

// Files are the live files followed now.
func (f *LiveFollower) Files() LiveFiles { return f.files }

// Look reads the director's view when its file changed since the last
// look (ok false: nothing new), following a note that the director moved
// on to another file. enc is the director's board when it changed (nil:
// the same as before); err says why the board could not be read (the
// director's window may not have written it yet).
func (f *LiveFollower) Look() (v LiveView, enc *maps.Encounter, ok bool, err error) {
	for range maxMoves {
		fi, err := os.Stat(f.files.View)
		if err != nil {
			return v, nil, false, nil // no director's window (yet)
		}
		stamp := maps.Stamp{Size: fi.Size(), ModTime: fi.ModTime()}
		if stamp.Size == f.seen.Size && stamp.ModTime.Equal(f.seen.ModTime) {
			return v, nil, false, nil
		}
		if v, err = f.files.ReadView(); err != nil {
			return v, nil, false, nil // being replaced: the next look reads it
		}
		f.seen = stamp
		if v.Moved == "" {
			break
		}
		f.files, f.seen, f.loaded = LiveFilesFor(f.dir, v.Moved), maps.Stamp{}, false
	}
	if v.Moved != "" {
		return v, nil, false, errors.New("live view: the director's window moved from file to file too often to follow")
	}
	if !f.loaded || v.Serial != f.serial {
		if enc, err = maps.Load(f.files.Board); err != nil {
			f.seen = maps.Stamp{} // look again
			return v, nil, true, err
		}
		f.loaded, f.serial = true, v.Serial
	}
	return v, enc, true, nil
}
