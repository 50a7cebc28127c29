// The live view: what the director's window shows, written for a player
// view in another process (battlemap open FILE --player-view) to follow.

package session

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/battlemap/battlemap/internal/regfile"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
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

// LiveView is the interaction as a player view follows it.
func (in *Interaction) LiveView() LiveView {
	v := LiveView{Change: in.hist.Changes(), Mode: in.mode.String(), Selected: in.selected}
	switch in.mode {
	case ModeTargets, ModePreview:
		v.Source, v.Targets = in.source, slices.Clone(in.queue)
		v.Move, v.Melee, v.Stability = in.settings.Move().String(), in.settings.Melee, in.settings.Stability.String()
		for _, w := range in.waypoints {
			v.Waypoints = append(v.Waypoints, [2]int{w.X, w.Y})
		}
		v.AimDZ = in.aimDZ
	case ModeMoving:
		v.Mover, v.MoveMode, v.Free = in.move.mover, in.moveMode.String(), in.move.free
	}
	if in.hasCursor && (in.mode == ModePreview || in.mode == ModeMoving) {
		v.Aim = &[2]int{in.cursor.X, in.cursor.Y}
	}
	return v
}

// sameMove reports whether two views prepare the same move, so that a
// follower keeps its preview and only aims again.
func (v LiveView) sameMove(w LiveView) bool {
	return v.Change == w.Change && v.Mode == w.Mode && v.Source == w.Source && slices.Equal(v.Targets, w.Targets) &&
		v.Move == w.Move && v.Melee == w.Melee && v.Stability == w.Stability &&
		v.Mover == w.Mover && v.MoveMode == w.MoveMode && v.Free == w.Free
}

// Follow makes the interaction show what a director's view shows, on the
// same board: the preview is computed again here (as the director's was,
// from the same board and move), once per move; a new aim is one lookup.
// last is the view followed before (zero: none).
func (in *Interaction) Follow(v, last LiveView) error {
	aim := func() {
		if v.Aim == nil {
			in.Point(drawsteel.Square{}, false)
			return
		}
		in.Point(drawsteel.Square{X: v.Aim[0], Y: v.Aim[1]}, true)
	}
	if v.sameMove(last) && v.Mode != ModeIdle.String() {
		in.waypoints = in.waypoints[:0]
		for _, w := range v.Waypoints {
			in.waypoints = append(in.waypoints, drawsteel.Square{X: w[0], Y: w[1]})
		}
		aim()
		if in.aimDZ != v.AimDZ || len(v.Waypoints) > 0 {
			in.aimDZ = v.AimDZ
			in.reshow()
		}
		return nil
	}
	in.Cancel()
	in.selected = v.Selected
	switch v.Mode {
	case ModeTargets.String(), ModePreview.String():
		m, err := drawsteel.ParseMove(v.Move)
		if err != nil {
			return fmt.Errorf("live view: %w", err)
		}
		st, err := parseStabilityUse(v.Stability)
		if err != nil {
			return fmt.Errorf("live view: %w", err)
		}
		in.settings = MoveSettings{Kind: m.Kind, Distance: m.Distance, Vertical: m.Vertical, Melee: v.Melee, Stability: st}
		in.source, in.queue = v.Source, slices.Clone(v.Targets)
		in.mode = ModeTargets
		if v.Mode == ModePreview.String() {
			in.startPreview()
			for _, w := range v.Waypoints {
				in.waypoints = append(in.waypoints, drawsteel.Square{X: w[0], Y: w[1]})
			}
			aim()
			in.aimDZ = v.AimDZ
			in.reshow()
		}
	case ModeMoving.String():
		mm, err := drawsteel.ParseMoveMode(v.MoveMode)
		if err != nil {
			return fmt.Errorf("live view: %w", err)
		}
		in.moveMode = mm
		in.StartMove(v.Mover, v.Free)
		aim()
	}
	return nil
}

// parseStabilityUse reads full, ignore or a number of squares, as
// StabilityUse.String writes them.
func parseStabilityUse(s string) (drawsteel.StabilityUse, error) {
	switch s {
	case "", "full":
		return drawsteel.FullStability(), nil
	case "ignore":
		return drawsteel.IgnoreStability(), nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return drawsteel.StabilityUse{}, fmt.Errorf("stability %q: want full, ignore or a whole number of squares", s)
	}
	return drawsteel.StabilitySquares(n), nil
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
