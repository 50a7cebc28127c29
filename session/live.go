// The live view: what the director's window shows, written for a player
// view in another process (battlemap open FILE --player-view) to follow.

package session

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"path/filepath"

	"github.com/battlemap/battlemap/internal/regfile"
	"github.com/battlemap/battlemap/maps"
)

// LiveView is the part of the director's interaction a player view shows:
// which board, what is selected, and the move being previewed or dragged
// with its aim. It is small: the board itself is written apart, only when
// it changes.
type LiveView struct {
	// Change is the director's history change count: which board.
	Change int `json:"change"`
	// Mode is idle, targets, preview or moving (Mode's names).
	Mode     string `json:"mode"`
	Selected string `json:"selected,omitempty"`
	// A forced move: its source, targets, move ("vertical push 3"),
	// melee, stability (full, ignore or N) and a slide's waypoints.
	Source    string   `json:"source,omitempty"`
	Targets   []string `json:"targets,omitempty"`
	Move      string   `json:"move,omitempty"`
	Melee     bool     `json:"melee,omitempty"`
	Stability string   `json:"stability,omitempty"`
	Waypoints [][2]int `json:"waypoints,omitempty"`
	AimDZ     int      `json:"aimDZ,omitempty"`
	// A willing move being dragged: the mover, its mode, and whether the
	// director places it freely.
	Mover    string `json:"mover,omitempty"`
	MoveMode string `json:"moveMode,omitempty"`
	Free     bool   `json:"free,omitempty"`
	// Aim is the square pointed at (nil: none).
	Aim *[2]int `json:"aim,omitempty"`

	// Kind is the director's kind of map: "" squares, "hex" or "zones".
	Kind string `json:"kind,omitempty"`
	// Serial names the board last written: a follower reloads the board
	// when it changes (LiveWriter sets it, and File).
	Serial int64 `json:"serial,omitempty"`
	// File is the director's file, absolute ("": the bundled sample).
	File string `json:"file,omitempty"`
	// Moved, in the live view of a file the director's window no longer
	// shows (it opened another, or saved as a new name), is the file it
	// shows now: a follower follows it there.
	Moved string `json:"moved,omitempty"`
	// Hex and Zone are a hex or zone window's view.
	Hex  *HexLive  `json:"hex,omitempty"`
	Zone *ZoneLive `json:"zone,omitempty"`
}

// Kinds of map a live view names.
const (
	LiveHex   = "hex"
	LiveZones = "zones"
)

// LiveKind is the live view's kind of map of an encounter.
func LiveKind(e *maps.Encounter) string {
	switch {
	case e.Hex != nil:
		return LiveHex
	case e.Zones != nil:
		return LiveZones
	}
	return ""
}

// LiveFiles are the two files a director's window writes for player views:
// the encounter, each time it changes, and the view, each time it changes.
type LiveFiles struct{ Board, View string }

// LiveFilesFor is where the director's window for an encounter file (""
// for the bundled sample) writes its live view, in dir (the user's cache
// folder): named by a hash of the file's absolute path, so that a player
// view opened on the same file finds them.
func LiveFilesFor(dir, file string) LiveFiles {
	key := "sample"
	if file != "" {
		if abs, err := filepath.Abs(file); err == nil {
			file = abs
		}
		sum := sha256.Sum256([]byte(file))
		key = hex.EncodeToString(sum[:8])
	}
	base := filepath.Join(dir, "live", key)
	return LiveFiles{Board: base + ".board.json", View: base + ".view.json"}
}

// WriteMoved writes the view that sends a follower on to file (the
// director's window shows it now).
func (f LiveFiles) WriteMoved(file string) error {
	return f.WriteView(LiveView{Moved: absFile(file)})
}

// absFile is file made absolute when it can be ("" stays "").
func absFile(file string) string {
	if file == "" {
		return ""
	}
	if abs, err := filepath.Abs(file); err == nil {
		return abs
	}
	return file
}

// WriteView writes the view atomically.
func (f LiveFiles) WriteView(v LiveView) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return writeLive(f.View, data)
}

// WriteBoard writes the encounter atomically.
func (f LiveFiles) WriteBoard(enc *maps.Encounter) error {
	data, err := enc.Marshal()
	if err != nil {
		return err
	}
	return writeLive(f.Board, data)
}

// writeLive writes a live file: it holds what only the director sees
// (hidden creatures, notes), so its folder is the user's only (0700), the
// file too (0600), and it is never written through a link.
func writeLive(path string, data []byte) error {
	if err := maps.PrivateDir(filepath.Dir(path)); err != nil {
		return fmt.Errorf("live view: %w", err)
	}
	if err := maps.WritePrivate(path, data); err != nil {
		return fmt.Errorf("live view: %w", err)
	}
	return nil
}

// maxLiveView is the largest live view read: a view names a few
// creatures and squares, a path at most one square per square of the map.
const maxLiveView = 4 << 20

// ReadView reads the view the director last wrote.
func (f LiveFiles) ReadView() (LiveView, error) {
	var v LiveView
	data, err := regfile.ReadFile(f.View, maxLiveView)
	if err != nil {
		return v, fmt.Errorf("live view: %w", err)
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return v, fmt.Errorf("live view %s: %w", f.View, err)
	}
	return v, nil
}
