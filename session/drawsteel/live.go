package drawsteel

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// LiveView is the interaction as a player view follows it.
func (in *Interaction) LiveView() session.LiveView {
	v := session.LiveView{Change: in.hist.Changes(), Mode: in.mode.String(), Selected: in.selected}
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

// Follow makes the interaction show what a director's view shows, on the
// same board: the preview is computed again here (as the director's was,
// from the same board and move), once per move; a new aim is one lookup.
// last is the view followed before (zero: none).
func (in *Interaction) Follow(v, last session.LiveView) error {
	aim := func() {
		if v.Aim == nil {
			in.Point(drawsteel.Square{}, false)
			return
		}
		in.Point(drawsteel.Square{X: v.Aim[0], Y: v.Aim[1]}, true)
	}
	if sameMove(v, last) && v.Mode != ModeIdle.String() {
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

// sameMove reports whether two views prepare the same move, so that a
// follower keeps its preview and only aims again.
func sameMove(v, w session.LiveView) bool {
	return v.Change == w.Change && v.Mode == w.Mode && v.Source == w.Source && slices.Equal(v.Targets, w.Targets) &&
		v.Move == w.Move && v.Melee == w.Melee && v.Stability == w.Stability &&
		v.Mover == w.Mover && v.MoveMode == w.MoveMode && v.Free == w.Free
}
