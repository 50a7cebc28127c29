package session

import "fmt"

// Action is something the user asks for. Game code reacts to actions, never
// to keys, so the keymap is the one place that knows which key does what.
type Action int

const (
	ActNone Action = iota
	ActPanLeft
	ActPanRight
	ActPanUp
	ActPanDown
	ActZoomIn
	ActZoomOut
	ActFit
	ActCancel
	ActToggleHeights
	ActQuit
	ActPush
	ActPull
	ActSlide
	ActDistanceUp
	ActDistanceDown
	ActVertical
	ActMelee
	ActStability
	ActAimUp
	ActAimDown
	ActNextCreature
	ActPrevCreature
	ActCommit
	ActUndo
	ActRedo
	ActSave
	ActHelp
	ActMoveMode
	ActKnockback
	ActGrab
	ActRoll
	ActTurn
	ActTactics
	ActEdit
	ActAddCreature
	ActNotes
	ActExport
	ActTheme
	ActUIScaleUp
	ActUIScaleDown
	ActFullscreen
	ActTurnView
	ActTurnViewHalf
	ActOpen
	ActSaveAs
	ActSettings
	ActPlayerView
	ActImport
	ActToggleDoor
	ActMapEdit
	// ActExplain shows or hides the explain panel: the preview narrated
	// step by step with the rule sentence each step applies.
	ActExplain
	// ActExplainPrev and ActExplainNext page the explain panel back and
	// on, when its narration is longer than the panel.
	ActExplainPrev
	ActExplainNext
	// ActPermit is the hex window's permission (or contest won) for the
	// next move to enter hostiles' hexes.
	ActPermit
	// ActSprint, ActTogether, ActThrow, ActEndRound, ActLose and
	// ActNextChoice are the zone window's: Sprint for the next move, move
	// with the partner, a throw, the end of the round (previewed, then
	// applied), a limit challenge lost, the next defender and zone to
	// choose.
	ActSprint
	ActTogether
	ActThrow
	ActEndRound
	ActLose
	ActNextChoice
	// ActPartnerSprint is the zone window's Sprint for the partner moving
	// together: its own Action, not the mover's.
	ActPartnerSprint
	// ActBandUp and ActBandDown move the selected creature to the next
	// height band up or down (the zone window, on a map with bands).
	ActBandUp
	ActBandDown
	// ActEscapeGrab and ActDig are Draw Steel's maneuvers a creature makes
	// on itself: Escape Grab by the selected grabbed creature, Dig by the
	// selected burrower.
	ActEscapeGrab
	ActDig
	// ActMount: the selected creature climbs onto a larger creature
	// (picked next), or climbs down from the one it is on.
	ActMount
	// ActDistance0 to ActDistance9 set the distance to 0..9.
	ActDistance0
	ActDistance9 = ActDistance0 + 9
)

// actionName is the description of every action but ActDistance1 to 9.
func actionName(a Action) string {
	switch a {
	case ActPanLeft:
		return "pan left"
	case ActPanRight:
		return "pan right"
	case ActPanUp:
		return "pan up"
	case ActPanDown:
		return "pan down"
	case ActZoomIn:
		return "zoom in"
	case ActZoomOut:
		return "zoom out"
	case ActFit:
		return "fit the map to the window"
	case ActCancel:
		return "cancel: a slide's path, the move, the selection"
	case ActToggleHeights:
		return "show or hide height numbers"
	case ActQuit:
		return "quit"
	case ActPush:
		return "push (the selected creature pushes)"
	case ActPull:
		return "pull"
	case ActSlide:
		return "slide"
	case ActDistanceUp:
		return "distance +1"
	case ActDistanceDown:
		return "distance -1"
	case ActVertical:
		return "vertical on or off"
	case ActMelee:
		return "melee weapon ability (Big Versus Little)"
	case ActStability:
		return "stability used: full, none, or fewer"
	case ActAimUp:
		return "aim higher (vertical moves)"
	case ActAimDown:
		return "aim lower (vertical moves)"
	case ActNextCreature:
		return "next creature (to pick by keyboard)"
	case ActPrevCreature:
		return "previous creature"
	case ActCommit:
		return "commit the move / pick the target"
	case ActUndo:
		return "undo"
	case ActRedo:
		return "redo"
	case ActSave:
		return "save the encounter"
	case ActHelp:
		return "show or hide this help"
	case ActMoveMode:
		return "kind of drag: advance, shift, disengage, charge, teleport"
	case ActKnockback:
		return "Knockback maneuver by the selected creature"
	case ActGrab:
		return "Grab maneuver by the selected creature"
	case ActMount:
		return "mount: the selected creature climbs onto a larger creature (click it), or climbs down from one"
	case ActRoll:
		return "roll 2d10 + Might for a maneuver"
	case ActTurn:
		return "start the selected creature's turn, or end the turn"
	case ActTactics:
		return "tactics: line of effect, cover, high ground, flanking"
	case ActEdit:
		return "edit the selected creature"
	case ActAddCreature:
		return "add a creature from the templates"
	case ActNotes:
		return "annotate: arrows, areas, callouts, labels, caption"
	case ActExport:
		return "export a PNG or SVG figure"
	case ActTheme:
		return "theme: dark, light, high contrast (remembered)"
	case ActUIScaleUp:
		return "larger interface: panel, help, side view (1x to 3x, remembered)"
	case ActUIScaleDown:
		return "smaller interface"
	case ActFullscreen:
		return "full screen on or off"
	case ActTurnView:
		return "turn the map a quarter turn, for the players at the table's ends (remembered)"
	case ActTurnViewHalf:
		return "turn the map half round, for the players across the table"
	case ActOpen:
		return "open a file (the file chooser; recent files)"
	case ActSaveAs:
		return "save as a new file"
	case ActSettings:
		return "settings: theme, scale, palette, keys, recent files"
	case ActImport:
		return "import a map: Universal VTT (.dd2vtt, .uvtt, .df2vtt) or Tiled (.tmx), saved beside it as NAME.json and opened"
	case ActPlayerView:
		return "player view on or off: the map as the players may see it (no hidden creatures, private notes or enemy Stamina numbers)"
	case ActExplain:
		return "explain on or off: the preview step by step, each step with the rule sentence it applies"
	case ActExplainPrev:
		return "explain panel: the previous page of steps"
	case ActExplainNext:
		return "explain panel: the next page of steps"
	case ActToggleDoor:
		return "open or close the door or window under the pointer (or click on it)"
	case ActMapEdit:
		return "map editor: paint heights, terrain, walls and doors (Esc ends)"
	case ActPermit:
		return "hex window: permission or a contest won, the next move may enter hostiles' hexes"
	case ActSprint:
		return "zone window: Sprint for the next move (speed 3)"
	case ActTogether:
		return "zone window: move with the partner"
	case ActThrow:
		return "zone window: throw, by the selected creature"
	case ActEndRound:
		return "zone window: preview the end of the round, again to apply it"
	case ActLose:
		return "zone window: the limit challenge was lost"
	case ActNextChoice:
		return "zone window: the next defender and zone to choose"
	case ActBandUp:
		return "zone window: the selected creature moves to the next height band up"
	case ActBandDown:
		return "zone window: the selected creature moves to the next height band down"
	case ActPartnerSprint:
		return "zone window: the partner moving together Sprints too (its own Action)"
	case ActEscapeGrab:
		return "Escape Grab maneuver by the selected grabbed creature"
	case ActDig:
		return "Dig maneuver by the selected burrower: straight up or down"
	case ActDistance0:
		return "set the distance (0 to 9)"
	}
	return ""
}

// String is the action's description, as shown in help.
func (a Action) String() string {
	if a > ActDistance0 && a <= ActDistance9 {
		return fmt.Sprintf("set the distance to %d", a-ActDistance0)
	}
	return actionName(a)
}
