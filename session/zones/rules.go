package zones

import (
	"fmt"

	"github.com/battlemap/battlemap/render"

	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// The zone rules the window's drag and drop does not reach: the partner's
// own Sprint, moving between height bands, a held breath and sight into
// water. The window can show and offer them from here.

// PartnerSprint is whether the partner moving together takes its own
// Sprint Action for the next move.
func (p *ZonePlay) PartnerSprint() bool { return p.partnerSprint }

// TogglePartnerSprint turns the partner's Sprint on or off for the next
// move together: "You both spend your Movement" (Seln, Moving with your
// Partner), each with its own speed, so Sprint is each one's own Action.
func (p *ZonePlay) TogglePartnerSprint() {
	p.partnerSprint = !p.partnerSprint
	if p.partnerSprint {
		p.message = "Partner Sprint on: the partner moving together takes its Sprint Action (speed 3)"
	} else {
		p.message = "Partner Sprint off: the partner moves at its own speed"
	}
}

// MoveBand moves a creature to the next height band up or down, spending
// its Move (Seln, Height and Depth), or says why not.
func (p *ZonePlay) MoveBand(id string, to zones.Band) {
	p.Cancel()
	o, err := zones.MoveBand(p.board, id, to)
	if err != nil {
		p.message = fmt.Sprintf("%s cannot move to %s: %s", p.name(id), to, ruleText(err))
		return
	}
	c, _ := p.board.Creature(id)
	p.commit(o, fmt.Sprintf("%s moves from %s to %s", p.name(id), bandName(c.Band), to))
}

// Breath is a creature's held breath as the board has it: rounds held,
// its Prowess, the penalty and whether it has passed out.
func (p *ZonePlay) Breath(id string) zones.Breath {
	c, _ := p.board.Creature(id)
	return zones.BreathOf(c)
}

// WaterSight is what seeing into the water of each zone in a creature's
// sight costs.
func (p *ZonePlay) WaterSight(id string) []zones.Sight {
	s, _ := zones.SightIntoWater(p.board, id)
	return s
}

// StateLines are what a creature's state says beyond its zone: its
// height band (on a map with bands) and its held breath. The status panel
// shows them for the creature selected or pointed at.
func (p *ZonePlay) StateLines(id string) []string {
	var lines []string
	if c, ok := p.board.Creature(id); ok && p.board.Bands() {
		lines = append(lines, fmt.Sprintf("%s is in the %s band", p.name(id), bandName(c.Band)))
	}
	if br := p.Breath(id); br.Rounds > 0 {
		line := fmt.Sprintf("%s holds its breath: round %d of %d", p.name(id), br.Rounds, br.Prowess)
		if br.Penalty > 0 {
			line += fmt.Sprintf(", penalty %d", br.Penalty)
		}
		if br.PassedOut {
			line += ", passed out"
		}
		lines = append(lines, line)
	}
	return lines
}

// RulesLines are the lines a panel shows for a creature beyond its
// moves: its state (StateLines) and its sight into water.
func (p *ZonePlay) RulesLines(id string) []string {
	lines := p.StateLines(id)
	for _, s := range p.WaterSight(id) {
		line := fmt.Sprintf("Into %s (%sm of water): penalty %d to the bottom", p.zoneLabel(s.To), render.Num(s.Depth), s.Penalty)
		if !s.Bottom {
			line = fmt.Sprintf("Into %s (%sm of water): sight ends at %sm, penalty %d", p.zoneLabel(s.To), render.Num(s.Depth), render.Num(s.Reaches), s.Penalty)
		}
		lines = append(lines, line)
	}
	return lines
}

// StepBand moves creature id to the next height band up or down (the
// band buttons and keys), or says why not.
func (p *ZonePlay) StepBand(id string, up bool) {
	c, ok := p.board.Creature(id)
	if !ok {
		p.message = "Select a creature first, then move it a height band up or down."
		return
	}
	level := c.Band.Level() - 1
	if up {
		level = c.Band.Level() + 1
	}
	to, ok := zones.BandAt(level)
	if !ok {
		p.message = fmt.Sprintf("%s is at %s: there is no band %s it", p.name(id), bandName(c.Band), map[bool]string{true: "above", false: "below"}[up])
		return
	}
	p.MoveBand(id, to)
}

// bandButton is a band button, dimmed (saying why) while no creature is
// selected.
func (p *ZonePlay) bandButton(name string, a session.Action, selected string, busy bool) session.Button {
	b := session.Button{Name: name, Act: a, Off: busy}
	if selected == "" {
		b.Off, b.Why = true, "Select a creature first, then move it a height band up or down."
	}
	return b
}
