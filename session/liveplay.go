// The hex and zone windows' live views: what a player view of those maps
// follows besides the board.

package session

import (
	"github.com/battlemap/battlemap/rules/realms"
)

// HexLive is a hex window's view as a player view follows it: the
// creature selected, the one being dragged and the hex pointed at, and
// what the next move and this turn's moves have used (its reach and path
// depend on them).
type HexLive struct {
	Selected string `json:"selected,omitempty"`
	Dragging string `json:"dragging,omitempty"`
	// Hover is the hex pointed at, axial (nil: none).
	Hover   *[2]int         `json:"hover,omitempty"`
	Actions []realms.Action `json:"actions,omitempty"`
	// Permits are the hostiles whose hexes the next move may enter.
	Permits []string              `json:"permits,omitempty"`
	Used    map[string]HexTurnUse `json:"used,omitempty"`
	Turn    int                   `json:"turn,omitempty"`
}

// ZoneLive is a zone window's view as a player view follows it: the
// creature selected, the one being dragged and the zone pointed at, the
// switches that change a move (Sprint, with partner), a declared move
// waiting for its results, a throw being set up and the end of the round
// previewed.
type ZoneLive struct {
	Selected string `json:"selected,omitempty"`
	Dragging string `json:"dragging,omitempty"`
	Hover    string `json:"hover,omitempty"`
	Sprint   bool   `json:"sprint,omitempty"`
	Together bool   `json:"together,omitempty"`
	// Declared is a declared move's creature and zone ("": none).
	Declared   string `json:"declared,omitempty"`
	DeclaredTo string `json:"declaredTo,omitempty"`
	// Throw is the throw being set up (T; nil: none): the player view
	// works its options out on the same board.
	Throw *ZoneLiveThrow `json:"throw,omitempty"`
	// EndRound is the end of the round previewed (E; nil: none): the zone
	// each creature will be in, by id.
	EndRound map[string]string `json:"endRound,omitempty"`
}

// ZoneLiveThrow is a throw being set up, as a player view follows it:
// the thrower ("": none), the target ("": not chosen yet) and the result
// once entered.
type ZoneLiveThrow struct {
	By        string `json:"by,omitempty"`
	Target    string `json:"target,omitempty"`
	Result    int    `json:"result,omitempty"`
	HasResult bool   `json:"hasResult,omitempty"`
}

// HexTurnUse is what a creature has used of its movement this turn: the
// actions it took and the feet they and its paths cost.
type HexTurnUse struct {
	Actions []realms.Action
	Feet    int
}
