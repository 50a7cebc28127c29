// The zone window's status panel: its lines (what is asked, the preview,
// the message, what the pointer is on), wrapped and sized at the UI scale.

package zones

import (
	"fmt"
	"math"
	"strings"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// zoneStatusHeight is the height in pixels of a status panel of lines
// lines (zoneMinLines to zoneInfoLines) at UI scale uiScale.
func zoneStatusHeight(lines int, uiScale float64) float64 {
	return math.Round(float64(min(max(lines, zoneMinLines), zoneInfoLines)*zoneLineHeight+16) * uiScale)
}

// statusHeight is the status panel's height, its large buttons included:
// what its wrapped lines and the bar's rows shown with them needed at most
// since the window's size, UI scale or mode last changed (statusRoom), so
// that the map above it does not jump at every line, nor grow during a
// drag; at least zoneMinLines over the tallest tab's rows. The result
// pad takes fewer rows than the tabs: its lines take the rows it leaves,
// and the map keeps its size when a result is asked.
func (v *zoneView) statusHeight() float64 {
	least := zoneStatusHeight(zoneMinLines, v.panelScale()) + v.barHeight()
	return max(v.statusRoom, least)
}

// wrapStatus wraps the status panel's lines to the window's width at the
// UI scale and makes room for them (statusRoom).
func (v *zoneView) wrapStatus(lines []string) []game.StatusLine {
	us := v.panelScale()
	var out []game.StatusLine
	for k, line := range lines {
		face := v.r.Face(zoneTextSize*us, k == 0)
		wrapped := render.Wrap(line, v.panelWidth()-28*us, func(s string) float64 { return text.Advance(s, face) })
		if k > 0 && len(out)+len(wrapped) > zoneInfoLines {
			break // the lines come most needed first: leave out the rest whole, not cut in a sentence
		}
		for _, l := range wrapped {
			out = append(out, game.StatusLine{Text: l, Bold: k == 0})
		}
	}
	need, key := zoneStatusHeight(len(out), us)+v.barShown(), fmt.Sprint(v.W, "x", v.H, "@", us, v.editing(), v.sideWidth())
	v.statusNeed = need
	_, aimed := v.play.KeyAim()
	if ((v.play.Dragging() != "" && !aimed) || v.touch.holding) && !v.Live.Players { // the player view takes no input
		return out // the map stays still under a dragged creature (not one aimed by keys); the panel covers its foot
	}
	if key != v.roomFor || need > v.statusRoom {
		v.statusRoom, v.roomFor = max(need, zoneStatusHeight(zoneMinLines, us)+v.barHeight()), key
	}
	return out
}

// statusLines is the status panel: what the window asks for, the
// preview of the move dragged over a zone or of the end of the round, the
// last message, and the zone and creature pointed at.
func (v *zoneView) statusLines(id, hover string) []string {
	if v.editing() {
		return v.editStatusLines()
	}
	pl := v.play
	var lines []string
	if s := pl.Prompt(v.Keymap.Name); s != "" {
		lines = append(lines, s)
	}
	if pl.EndRound() != nil {
		lines = append(lines, pl.EndRoundLines(v.Keymap.Name)...)
	}
	if d := pl.Dragging(); d != "" && hover != "" {
		if c, ok := pl.Board().Creature(d); ok && c.Zone != hover {
			lines = append(lines, pl.PlanLines(d, hover)...)
		}
	}
	if pl.Message() != "" {
		lines = append(lines, pl.Message())
	}
	if id != "" && pl.Dragging() == "" {
		lines = append(lines, pl.StateLines(id)...)
	}
	if pl.Together() {
		lines = append(lines, "With partner on"+game.KeyInBrackets(v.Keymap, session.ActTogether)+": partnered creatures move together, each spending its movement and challenging on its own")
	}
	if pl.Sprint() {
		lines = append(lines, fmt.Sprintf("Sprint on%s: speed %d. %s", game.KeyInBrackets(v.Keymap, session.ActSprint), zones.Sprint, zones.SprintGivesUp))
	}
	if s := v.pointText(id); s != "" {
		lines = append(lines, s)
	}
	if pl.Dirty() && len(lines) < zoneInfoLines-1 {
		lines = append(lines, "Unsaved changes: "+v.Keymap.Say(session.ActSave, "Save")+" saves to the file")
	}
	if len(lines) == 0 {
		lines = append(lines, "Drag a creature onto a zone to move it (a finger: hold it, then slide; keys: "+
			v.Keymap.Name(session.ActNextChoice)+" selects, the arrows aim, "+v.Keymap.Name(session.ActCommit)+" moves).")
	}
	if len(lines) > zoneInfoLines {
		lines = lines[:zoneInfoLines]
	}
	return lines
}

// pointText describes the zone under the pointer and the creature whose
// reach is shown.
func (v *zoneView) pointText(id string) string {
	var parts []string
	b := v.play.Board()
	if h := v.play.HoverIndex(); h >= 0 {
		z := v.opt.Encounter.Zones.Map.Zones[h]
		s := z.Name
		if s == "" {
			s = z.ID
		}
		s += fmt.Sprintf(" (%s): %g m", z.ID, z.Elevation)
		if z.Limit > 0 {
			s += fmt.Sprintf(", %d/%d", len(b.Occupants(z.ID)), z.Limit)
		}
		if adj := b.Adjacent(z.ID); len(adj) > 0 {
			s += ", adjacent: " + strings.Join(adj, ", ")
		}
		parts = append(parts, s)
	}
	if c, ok := b.Creature(id); ok && v.play.Dragging() == "" && !v.play.Busy() { // a result or a throw asked: no drag to advise
		name := c.Name
		if name == "" {
			name = c.ID
		}
		if c.Moved {
			parts = append(parts, name+" has moved this round (E ends the round)")
		} else {
			parts = append(parts, fmt.Sprintf("%s: zones within speed outlined with their cost; drag to move", name))
		}
	}
	return strings.Join(parts, "   ·   ")
}

// drawStatus draws the status panel from left, top to the window's
// bottom right corner, its lines in ebitenui text at the panel's scale.
func (v *zoneView) drawStatus(screen *ebiten.Image, t render.Theme, lines []game.StatusLine, left, top float64) {
	us := v.panelScale()
	v.bar.status.Draw(screen, lines, game.StatusLook{Area: game.Area{X: left, Y: top, W: float64(v.W) - left, H: float64(v.H) - top},
		Top: 8 * us, Left: 14 * us, LineH: zoneLineHeight * us, Px: zoneTextSize * us,
		Back: t.StaminaBack, Ink: t.TokenText, Font: v.r.Face, W: v.W, H: v.H})
}
