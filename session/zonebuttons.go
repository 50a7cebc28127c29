package session

// The zone window's large buttons (issue 14: "every action reachable with
// large touch targets, no keyboard"): which are shown, grouped in tabs,
// and whether each is lit or does nothing now. The window adds each
// button's key from its keymap, lays them out and draws them.

// ZoneTab is a group of the zone window's buttons.
type ZoneTab int

const (
	// ZonePlayTab: the round's actions, undo, redo, explain.
	ZonePlayTab ZoneTab = iota
	// ZoneViewTab: the map's turn, theme, interface scale, full screen,
	// player view, settings.
	ZoneViewTab
	// ZoneFileTab: save, open, import, the map editor, quit.
	ZoneFileTab
	// ZoneTabCount is the number of tabs.
	ZoneTabCount
)

func (t ZoneTab) String() string {
	switch t {
	case ZoneViewTab:
		return "View"
	case ZoneFileTab:
		return "File"
	}
	return "Play"
}

// ZoneButton is one large button of the zone window.
type ZoneButton struct {
	// Word is what it says (the window adds its key), and what a script's
	// button WORD presses.
	Word string
	Act  Action
	// On: a toggle that is on (Sprint, Together, Explain, Players), or
	// what waits (the throw set up, the end of the round previewed: End
	// round again applies it).
	On bool
	// Off: it does nothing now (drawn dim): a move's results or a throw
	// wait.
	Off bool
}

// ZoneWindowState is what the buttons show of the window itself.
type ZoneWindowState struct {
	Explain, Players bool
}

// Buttons are tab's buttons as the play stands, with Cancel first on every
// tab while an end-of-round preview or a throw waits for it (a move's
// results have their own Cancel beside the number asked).
func (p *ZonePlay) Buttons(tab ZoneTab, w ZoneWindowState) []ZoneButton {
	var out []ZoneButton
	if p.endRound != nil || (p.throw != nil && !p.AsksResult()) {
		out = append(out, ZoneButton{Word: "Cancel", Act: ActCancel})
	}
	busy := p.Busy()
	switch tab {
	case ZoneViewTab:
		return append(out,
			ZoneButton{Word: "Rot 90°", Act: ActTurnView},
			ZoneButton{Word: "Rot 180°", Act: ActTurnViewHalf},
			ZoneButton{Word: "Theme", Act: ActTheme},
			ZoneButton{Word: "UI −", Act: ActUIScaleDown},
			ZoneButton{Word: "UI +", Act: ActUIScaleUp},
			ZoneButton{Word: "Full screen", Act: ActFullscreen},
			ZoneButton{Word: "Players", Act: ActPlayerView, On: w.Players},
			ZoneButton{Word: "Settings", Act: ActSettings},
		)
	case ZoneFileTab:
		return append(out,
			ZoneButton{Word: "Save", Act: ActSave},
			ZoneButton{Word: "Save as…", Act: ActSaveAs},
			ZoneButton{Word: "Open…", Act: ActOpen},
			ZoneButton{Word: "Import…", Act: ActImport},
			ZoneButton{Word: "Map editor", Act: ActMapEdit, Off: busy},
			ZoneButton{Word: "Quit", Act: ActQuit},
		)
	}
	return append(out,
		ZoneButton{Word: "End round", Act: ActEndRound, On: p.endRound != nil, Off: busy},
		ZoneButton{Word: "Sprint", Act: ActSprint, On: p.sprint, Off: busy},
		ZoneButton{Word: "Together", Act: ActTogether, On: p.together, Off: busy},
		ZoneButton{Word: "Throw", Act: ActThrow, On: p.throw != nil, Off: busy},
		ZoneButton{Word: "Undo", Act: ActUndo, Off: len(p.undo) == 0},
		ZoneButton{Word: "Redo", Act: ActRedo, Off: len(p.redo) == 0},
		ZoneButton{Word: "Explain", Act: ActExplain, On: w.Explain},
	)
}

// ResultButton is a button of the result pad, shown while a challenge's
// or a throw's result is asked: its word and what it does (Act), or, for
// the − and + beside the number, Step.
type ResultButton struct {
	Word string
	Act  Action
	Step int
}

// ResultButtons are the result pad's buttons while a result is asked
// (none otherwise): − and + around the number typed (the window draws the
// number between them), OK (Enter); for a limit challenge, Lost (L) and
// Next choice (Tab: another defender and zone for a won challenge);
// Cancel (Esc).
func (p *ZonePlay) ResultButtons() []ResultButton {
	if !p.AsksResult() {
		return nil
	}
	out := []ResultButton{{Word: "−", Step: -1}, {Word: "+", Step: 1}, {Word: "OK", Act: ActCommit}}
	if p.AsksLimit() {
		out = append(out, ResultButton{Word: "Lost", Act: ActLose})
		if ch, _ := p.asked(); len(p.limitChoices(ch)) > 1 {
			out = append(out, ResultButton{Word: "Next choice", Act: ActNextChoice})
		}
	}
	return append(out, ResultButton{Word: "Cancel", Act: ActCancel})
}
