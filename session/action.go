package session

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
	// ActProne, ActQuickStep, ActEncumbered, ActBound and ActGhoulTouch
	// are the hex window's edits of the creature shown: prone or standing,
	// and each effect of HexEffects on or off.
	ActProne
	ActQuickStep
	ActEncumbered
	ActBound
	ActGhoulTouch
	// ActHealSign and ActDamageSign start a number typed for the selected
	// creature as healing (+) or as damage (-); digits typed with no sign
	// are damage.
	ActHealSign
	ActDamageSign
	// ActDistance0 to ActDistance9 set the distance to 0..9.
	ActDistance0
	ActDistance9 = ActDistance0 + 9
)
