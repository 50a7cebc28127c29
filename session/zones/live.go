package zones

import (
	"maps"

	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// Live is the play's part of its live view: the switches, the move
// declared, the throw set up and the end of the round previewed.
func (p *ZonePlay) Live() session.ZoneLive {
	l := session.ZoneLive{Selected: p.ptr.selected, Dragging: p.ptr.dragging, Hover: p.HoverZone(), Sprint: p.sprint, Together: p.together}
	if rq := p.Declared(); rq != nil {
		l.Declared, l.DeclaredTo = rq.Creature, rq.To
	}
	if t := p.throw; t != nil {
		l.Throw = &session.ZoneLiveThrow{By: t.By, Target: t.Target, Result: t.Result, HasResult: t.HasResult}
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
func (p *ZonePlay) Follow(l session.ZoneLive) {
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
