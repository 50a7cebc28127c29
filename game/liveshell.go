package game

import (
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// LiveSource is a part whose director's view player views follow: what
// the shell writes for them.
type LiveSource interface {
	// LiveBoard is the file the window shows, a comparable value that
	// changes whenever the board does, the director's live view, and the
	// encounter to write (asked only when the board changed).
	LiveBoard() (file string, board any, v session.LiveView, enc func() *maps.Encounter)
}

// WriteLive writes the director's view for player views when it changed:
// the board when it did, then the small view file. A failure is said
// once in the status line; the window works on without it.
func (s *Shell) WriteLive(p LiveSource) {
	if s.LiveWriter == nil {
		return
	}
	file, board, v, enc := p.LiveBoard()
	if err := s.LiveWriter.Write(file, board, v, enc); err != nil {
		s.tell(err.Error())
	}
}

// TogglePlayers shows the player view in place, or the director's again,
// and says which; the part refits or redraws what it must.
func (s *Shell) TogglePlayers() {
	s.Live.Players = !s.Live.Players
	s.tell(PlayersSaid(s.Keymap, s.Live.Players))
}

// PlayerViewActions are the actions a player view's own window takes this
// frame in window w (PlayerActions); ok is false when the window closes
// instead (the keymap's Quit or the close button).
func (s *Shell) PlayerViewActions(w window, in Input) (acts []session.Action, ok bool) {
	if s.Keymap == nil {
		s.Keymap = DefaultKeymap()
	}
	acts, quit := PlayerActions(s.Keymap, w, in)
	if quit || CloseAsked(in) {
		s.Quit = true
		return nil, false
	}
	return acts, true
}
