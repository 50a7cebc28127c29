// The hex and zone windows' live views: what a player view of those maps
// follows besides the board.

package session

import (
	"maps"
	"slices"

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
	Hover   *[2]int               `json:"hover,omitempty"`
	Actions []realms.Action       `json:"actions,omitempty"`
	Permit  bool                  `json:"permit,omitempty"`
	Used    map[string]HexTurnUse `json:"used,omitempty"`
	Turn    int                   `json:"turn,omitempty"`
}

// Live is the play's part of its live view: the next move's actions and
// permission, and this turn's use.
func (p *HexPlay) Live() HexLive {
	return HexLive{Actions: slices.Clone(p.actions), Permit: p.permit, Used: maps.Clone(p.used), Turn: p.turn}
}

// Follow takes the next move's actions and permission and this turn's use
// from a director's live view (a player view's play shows them).
func (p *HexPlay) Follow(l HexLive) {
	p.actions, p.permit, p.used, p.turn = slices.Clone(l.Actions), l.Permit, maps.Clone(l.Used), l.Turn
	p.version++
}

// ZoneLive is a zone window's view as a player view follows it: the
// creature selected, the one being dragged and the zone pointed at, the
// switches that change a move (Sprint, with partner), and a declared
// move waiting for its results.
type ZoneLive struct {
	Selected string `json:"selected,omitempty"`
	Dragging string `json:"dragging,omitempty"`
	Hover    string `json:"hover,omitempty"`
	Sprint   bool   `json:"sprint,omitempty"`
	Together bool   `json:"together,omitempty"`
	// Declared is a declared move's creature and zone ("": none).
	Declared   string `json:"declared,omitempty"`
	DeclaredTo string `json:"declaredTo,omitempty"`
}

// Live is the play's part of its live view: the switches and the move
// declared.
func (p *ZonePlay) Live() ZoneLive {
	l := ZoneLive{Sprint: p.sprint, Together: p.together}
	if rq := p.Declared(); rq != nil {
		l.Declared, l.DeclaredTo = rq.Creature, rq.To
	}
	return l
}

// Follow takes the switches from a director's live view.
func (p *ZonePlay) Follow(l ZoneLive) { p.sprint, p.together = l.Sprint, l.Together }
