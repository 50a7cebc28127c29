package game

import (
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// LiveState is a hex or zone window's part in the player view: whether
// it shows the players' view, and the live files it writes (the
// director's window) or follows (a player view's window).
type LiveState struct {
	Players  bool
	follower *session.LiveFollower
	loaded   bool // a player view has the director's board
	ticks    int
	// Declared is, in a zone map's player view, the director's declared
	// move: its creature and zone ("": none)
	Declared [2]string
}

// newLiveState is the live state of a window on a file: a player view
// follows the director's live files in dir, a director's window writes
// them there ("": neither).
func newLiveState(dir, file string, playerView bool) LiveState {
	l := LiveState{Players: playerView}
	if dir != "" && playerView {
		l.follower = session.NewLiveFollower(dir, file)
	}
	return l
}

// Look reads the director's live view when it is time to and it changed
// (ok), with the director's board when that changed (nil: the same) and
// the file to show it as (the director's; current when it has none). A
// board of another kind than kind ends the window: *end becomes an
// *OpenRequest for a player view of that kind. say says what waits.
func (l *LiveState) Look(kind, current string, end *error, say func(string)) (v session.LiveView, enc *maps.Encounter, path string, ok bool) {
	l.ticks++
	if l.follower == nil || (l.ticks%followFrames != 1 && l.loaded) {
		return v, nil, "", false
	}
	v, enc, ok, err := l.follower.Look()
	switch {
	case err != nil:
		say("Waiting for the director's window: " + err.Error())
		return v, nil, "", false
	case enc != nil && session.LiveKind(enc) != kind:
		*end = &OpenRequest{Path: v.File, PlayerView: true}
		return v, nil, "", false
	case enc != nil:
		l.loaded = true
	}
	path = current
	if v.File != "" {
		path = v.File // its background lies beside it
	}
	return v, enc, path, ok
}
