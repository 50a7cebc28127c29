package zones

import "github.com/battlemap/battlemap/session"

// The zone window's large buttons ("every action reachable with
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
func (p *ZonePlay) Buttons(tab ZoneTab, w ZoneWindowState) []session.Button {
	var out []session.Button
	if p.endRound != nil || (p.throw != nil && !p.AsksResult()) {
		out = append(out, session.Button{Act: session.ActCancel})
	}
	busy := p.Busy()
	switch tab {
	case ZoneViewTab:
		return session.Labelled(session.OnZones, append(out,
			session.Button{Act: session.ActTurnView},
			session.Button{Act: session.ActTurnViewHalf},
			session.Button{Act: session.ActTheme},
			session.Button{Act: session.ActUIScaleDown},
			session.Button{Act: session.ActUIScaleUp},
			session.Button{Act: session.ActFullscreen},
			session.Button{Act: session.ActPlayerView, On: w.Players},
			session.Button{Act: session.ActSettings},
		))
	case ZoneFileTab:
		return session.Labelled(session.OnZones, append(out,
			session.Button{Act: session.ActSave},
			session.Button{Act: session.ActSaveAs},
			session.Button{Act: session.ActOpen},
			session.Button{Act: session.ActImport},
			session.Button{Act: session.ActMapEdit, Off: busy},
			session.Button{Act: session.ActQuit},
		))
	}
	out = append(out,
		session.Button{Act: session.ActEndRound, On: p.endRound != nil, Off: busy},
		session.Button{Act: session.ActSprint, On: p.sprint, Off: busy},
		session.Button{Act: session.ActTogether, On: p.together, Off: busy},
		session.Button{Act: session.ActPartnerSprint, On: p.partnerSprint, Off: busy || !p.together,
			Why: "Partner sprint is the partner's own Sprint when moving Together: turn Together on first."},
		session.Button{Act: session.ActThrow, On: p.throw != nil, Off: busy},
	)
	if p.board.Bands() { // a map without height bands has nothing to move between
		out = append(out, p.bandButton("Band up", session.ActBandUp, w.Selected, busy), p.bandButton("Band down", session.ActBandDown, w.Selected, busy))
	}
	return session.Labelled(session.OnZones, append(out,
		session.Button{Act: session.ActUndo, Off: !p.hist.CanUndo()},
		session.Button{Act: session.ActRedo, Off: !p.hist.CanRedo()},
		session.Button{Act: session.ActExplain, On: w.Explain},
	))
}

// ResultButtons are the result pad's buttons while a result is asked
// (none otherwise): − and + around the number typed (the window draws the
// number between them), OK (Enter); for a limit challenge, Lost (L) and
// Next choice (Tab: another defender and zone for a won challenge);
// Cancel (Esc).
func (p *ZonePlay) ResultButtons() []session.Button {
	if !p.AsksResult() {
		return nil
	}
	out := []session.Button{{Name: "−", Step: -1}, {Name: "+", Step: 1}, {Act: session.ActCommit}}
	if p.AsksLimit() {
		out = append(out, session.Button{Act: session.ActLose})
		if ch, _ := p.asked(); len(p.limitChoices(ch)) > 1 {
			out = append(out, session.Button{Act: session.ActNextChoice})
		}
	}
	return session.Labelled(session.OnZones, append(out, session.Button{Act: session.ActCancel}))
}
