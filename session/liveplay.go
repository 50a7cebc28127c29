// The hex and zone windows' live views: what a player view of those maps
// follows besides the board.

package session

import (
	"maps"

	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/rules/zones"
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

// Live is the play's part of its live view: the switches, the move
// declared, the throw set up and the end of the round previewed.
func (p *ZonePlay) Live() ZoneLive {
	l := ZoneLive{Selected: p.ptr.selected, Dragging: p.ptr.dragging, Hover: p.HoverZone(), Sprint: p.sprint, Together: p.together}
	if rq := p.Declared(); rq != nil {
		l.Declared, l.DeclaredTo = rq.Creature, rq.To
	}
	if t := p.throw; t != nil {
		l.Throw = &ZoneLiveThrow{By: t.By, Target: t.Target, Result: t.Result, HasResult: t.HasResult}
	}
	if o := p.endRound; o != nil {
		l.EndRound = maps.Clone(o.Positions)
		if l.EndRound == nil {
			l.EndRound = map[string]string{} // previewed, nobody anywhere new
		}
	}
	return l
}

// Follow takes the switches, the throw set up and the end of the round
// previewed from a director's live view, for the player view to draw
// them. A throw's options are worked out on the play's board, the
// director's (zones.ThrowOptions); a throw they no longer fit (the board
// changed under it) is not shown.
func (p *ZonePlay) Follow(l ZoneLive) {
	p.sprint, p.together = l.Sprint, l.Together
	p.ptr.selected, p.ptr.dragging, p.ptr.pointed = l.Selected, l.Dragging, ""
	p.ptr.hover = p.zoneIndex(l.Hover)
	p.throw, p.endRound = nil, nil
	if t := l.Throw; t != nil {
		p.throw = &ZoneThrowSetup{By: t.By, Target: t.Target}
		if t.HasResult {
			opts, err := zones.ThrowOptions(p.board, t.Target, t.By, t.Result)
			if err != nil {
				p.throw = nil
			} else {
				p.throw.Result, p.throw.HasResult, p.throw.Options = t.Result, true, opts
			}
		}
	}
	if l.EndRound != nil {
		p.endRound = &zones.Outcome{Positions: maps.Clone(l.EndRound)}
	}
}

// HexTurnUse is what a creature has used of its movement this turn: the
// actions it took and the feet they and its paths cost.
type HexTurnUse struct {
	Actions []realms.Action
	Feet    int
}
