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

// ZoneWindowState is what the buttons show of the window itself.
type ZoneWindowState struct {
	Explain, Players bool
	// Selected is the creature selected ("": none), whose band the band
	// buttons change.
	Selected string
}

// Buttons are tab's buttons as the play stands, with Cancel first on every
// tab while an end-of-round preview or a throw waits for it (a move's
// results have their own Cancel beside the number asked).
func (p *ZonePlay) Buttons(tab ZoneTab, w ZoneWindowState) []Button {
	var out []Button
	if p.endRound != nil || (p.throw != nil && !p.AsksResult()) {
		out = append(out, Button{Act: ActCancel})
	}
	busy := p.Busy()
	switch tab {
	case ZoneViewTab:
		return labelled(OnZones, append(out,
			Button{Act: ActTurnView},
			Button{Act: ActTurnViewHalf},
			Button{Act: ActTheme},
			Button{Act: ActUIScaleDown},
			Button{Act: ActUIScaleUp},
			Button{Act: ActFullscreen},
			Button{Act: ActPlayerView, On: w.Players},
			Button{Act: ActSettings},
		))
	case ZoneFileTab:
		return labelled(OnZones, append(out,
			Button{Act: ActSave},
			Button{Act: ActSaveAs},
			Button{Act: ActOpen},
			Button{Act: ActImport},
			Button{Act: ActMapEdit, Off: busy},
			Button{Act: ActQuit},
		))
	}
	out = append(out,
		Button{Act: ActEndRound, On: p.endRound != nil, Off: busy},
		Button{Act: ActSprint, On: p.sprint, Off: busy},
		Button{Act: ActTogether, On: p.together, Off: busy},
		Button{Act: ActPartnerSprint, On: p.partnerSprint, Off: busy || !p.together,
			Why: "Partner sprint is the partner's own Sprint when moving Together: turn Together on first."},
		Button{Act: ActThrow, On: p.throw != nil, Off: busy},
	)
	if p.board.Bands() { // a map without height bands has nothing to move between
		out = append(out, p.bandButton("Band up", ActBandUp, w.Selected, busy), p.bandButton("Band down", ActBandDown, w.Selected, busy))
	}
	return labelled(OnZones, append(out,
		Button{Act: ActUndo, Off: len(p.undo) == 0},
		Button{Act: ActRedo, Off: len(p.redo) == 0},
		Button{Act: ActExplain, On: w.Explain},
	))
}

// ResultButtons are the result pad's buttons while a result is asked
// (none otherwise): − and + around the number typed (the window draws the
// number between them), OK (Enter); for a limit challenge, Lost (L) and
// Next choice (Tab: another defender and zone for a won challenge);
// Cancel (Esc).
func (p *ZonePlay) ResultButtons() []Button {
	if !p.AsksResult() {
		return nil
	}
	out := []Button{{Name: "−", Step: -1}, {Name: "+", Step: 1}, {Act: ActCommit}}
	if p.AsksLimit() {
		out = append(out, Button{Act: ActLose})
		if ch, _ := p.asked(); len(p.limitChoices(ch)) > 1 {
			out = append(out, Button{Act: ActNextChoice})
		}
	}
	return labelled(OnZones, append(out, Button{Act: ActCancel}))
}
