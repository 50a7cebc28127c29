package zones

import (
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/session"
)

// words is the buttons' words, each with + when on and - when off.
func words(bs []session.Button) string {
	var out []string
	for _, b := range bs {
		w := b.Name
		if b.On {
			w += "+"
		}
		if b.Off {
			w += "-"
		}
		out = append(out, w)
	}
	return strings.Join(out, ", ")
}

// TestZoneButtonsFollowThePlay: the Play tab's buttons light what is on
// and dim what does nothing now, and Cancel comes first on every tab while
// an end-of-round preview or a throw waits for it.
func TestZoneButtonsFollowThePlay(t *testing.T) {
	tests := []struct {
		name  string
		setup func(p *ZonePlay)
		tab   ZoneTab
		w     ZoneWindowState
		want  string
	}{
		{"at the start", func(*ZonePlay) {}, ZonePlayTab, ZoneWindowState{},
			"End round, Sprint, Together, Partner sprint-, Throw, Undo-, Redo-, Explain"},
		{"sprint and explain on", func(p *ZonePlay) { p.ToggleSprint() }, ZonePlayTab, ZoneWindowState{Explain: true},
			"End round, Sprint+, Together, Partner sprint-, Throw, Undo-, Redo-, Explain+"},
		{"after a move, undone", func(p *ZonePlay) { p.Drop("shiro", "stream"); typeResult(p, "9"); p.Undo() }, ZonePlayTab, ZoneWindowState{},
			"End round, Sprint, Together, Partner sprint-, Throw, Undo-, Redo, Explain"},
		{"together, the partner sprints", func(p *ZonePlay) { p.ToggleTogether(); p.TogglePartnerSprint() }, ZonePlayTab, ZoneWindowState{},
			"End round, Sprint, Together+, Partner sprint+, Throw, Undo-, Redo-, Explain"},
		{"end of round previewed", func(p *ZonePlay) { p.EndOfRound() }, ZonePlayTab, ZoneWindowState{},
			"Cancel, End round+, Sprint, Together, Partner sprint-, Throw, Undo-, Redo-, Explain"},
		{"end of round previewed, View tab", func(p *ZonePlay) { p.EndOfRound() }, ZoneViewTab, ZoneWindowState{Players: true},
			"Cancel, Rot 90°, Rot 180°, Theme, UI −, UI +, Full screen, Players+, Settings"},
		{"a throw picks its target", func(p *ZonePlay) { p.StartThrow("mei") }, ZonePlayTab, ZoneWindowState{},
			"Cancel, End round-, Sprint-, Together-, Partner sprint-, Throw+-, Undo-, Redo-, Explain"},
		{"a throw asks its result", func(p *ZonePlay) { p.StartThrow("mei"); p.ThrowTarget("jun") }, ZonePlayTab, ZoneWindowState{},
			"End round-, Sprint-, Together-, Partner sprint-, Throw+-, Undo-, Redo-, Explain"},
		{"a climb asks its result", func(p *ZonePlay) { p.Drop("mei", "roof") }, ZoneFileTab, ZoneWindowState{},
			"Save, Save as…, Open…, Import…, Map editor-, Quit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, _ := monasteryPlay(t)
			tt.setup(p)
			if got := words(p.Buttons(tt.tab, tt.w)); got != tt.want {
				t.Errorf("Buttons(%v) = %s\nwant %s", tt.tab, got, tt.want)
			}
		})
	}
}

// TestZoneButtonsEachActionOnce: no action is on two tabs, nor a word on
// two buttons (scripts press buttons by word).
func TestZoneButtonsEachActionOnce(t *testing.T) {
	p, _ := monasteryPlay(t)
	acts, seen := map[session.Action]ZoneTab{}, map[string]bool{}
	for tab := range ZoneTabCount {
		for _, b := range p.Buttons(tab, ZoneWindowState{}) {
			if was, ok := acts[b.Act]; ok {
				t.Errorf("%v is on the %v and %v tabs", b.Act, was, tab)
			}
			if seen[b.Name] || b.Name == tab.String() {
				t.Errorf("the word %q is on two buttons", b.Name)
			}
			acts[b.Act], seen[b.Name] = tab, true
		}
	}
}

// TestZoneResultButtons: the result pad has − + OK Cancel for a climb;
// a full zone's limit challenge adds Lost (L) and, with more than one
// defender and zone to throw it into, Next choice (Tab), which picks the
// next of them. Seln, Character Limits: "Throw the targetted character
// into a different adjacent zone of your choice".
func TestZoneResultButtons(t *testing.T) {
	for _, c := range []struct {
		to   string
		want []string
	}{
		{"roof", []string{"−", "+", "OK", "Cancel"}},
		{"hall", []string{"−", "+", "OK", "Lost", "Next choice", "Cancel"}},
	} {
		t.Run(c.to, func(t *testing.T) {
			p, _ := monasteryPlay(t)
			if got := p.ResultButtons(); got != nil {
				t.Errorf("ResultButtons before any move = %v, want none", got)
			}
			p.Drop("mei", c.to)
			var got []string
			for _, b := range p.ResultButtons() {
				got = append(got, b.Name)
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("ResultButtons after Mei is dropped on %s = %v, want %v", c.to, got, c.want)
			}
		})
	}
	p, _ := monasteryPlay(t)
	p.Drop("mei", "hall")
	before := p.Prompt(nil)
	p.NextLimitPick()
	if after := p.Prompt(nil); after == before {
		t.Errorf("Next choice: prompt stays %q, want another defender or zone", after)
	}
}
