package zones

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// monasteryPlay is the zone window's play state on the bundled sample.
func monasteryPlay(t *testing.T) (*ZonePlay, *maps.Encounter) {
	t.Helper()
	enc, err := maps.Load(filepath.Join("..", "..", "assets", "encounters", "monastery-zones.json"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := enc.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	return NewZonePlay(b, nil, 0, ""), enc
}

// typeResult types a result as the keys do, then Enter.
func typeResult(p *ZonePlay, n string) {
	for _, r := range n {
		p.Digit(int(r - '0'))
	}
	p.Enter()
}

func zoneOf(t *testing.T, p *ZonePlay, id string) string {
	t.Helper()
	c, ok := p.board.Creature(id)
	if !ok {
		t.Fatalf("no creature %q", id)
	}
	return c.Zone
}

// TestZonePlayDropAsksEachChallenge: dropping Mei on the roof declares a
// climb (10); the window asks for the result before anything moves.
// Seln, Difficult Terrain: "You must declare your intent to cross the zone
// before you Challenge. You must then abide by the Result."
func TestZonePlayDropAsksEachChallenge(t *testing.T) {
	for _, c := range []struct {
		result      string
		wantZone    string
		wantSpent   bool
		description string
	}{
		// "Success, Flourish: You cross the zone border at no penalty"
		{"12", "roof", false, "success"},
		// "Disaster, Failure: You spend your Action when crossing this border"
		{"4", "roof", true, "failure"},
	} {
		t.Run(c.description, func(t *testing.T) {
			p, _ := monasteryPlay(t)
			p.Drop("mei", "roof")
			if got := zoneOf(t, p, "mei"); got != "yard" {
				t.Fatalf("before the result Mei is in %s, want yard", got)
			}
			if got := p.Prompt(nil); !strings.Contains(got, "climb 10") {
				t.Fatalf("prompt = %q, want the climb 10 asked", got)
			}
			typeResult(p, c.result)
			if got := zoneOf(t, p, "mei"); got != c.wantZone {
				t.Errorf("climb with %s: Mei in %s, want %s (%s)", c.result, got, c.wantZone, p.message)
			}
			if mei, _ := p.board.Creature("mei"); mei.ActionSpent != c.wantSpent {
				t.Errorf("climb with %s: Action spent %v, want %v", c.result, mei.ActionSpent, c.wantSpent)
			}
			if p.Busy() {
				t.Errorf("climb with %s: still waiting: %q", c.result, p.Prompt(nil))
			}
		})
	}
}

// TestZonePlayRefusesAndUndoes: a drop the rules forbid changes nothing and
// says the rule; undo and redo walk the committed moves.
func TestZonePlayRefusesAndUndoes(t *testing.T) {
	p, _ := monasteryPlay(t)
	// Mei (speed 1) cannot reach the stream (two zones away).
	p.Drop("mei", "stream")
	if got := zoneOf(t, p, "mei"); got != "yard" || p.hist.CanUndo() {
		t.Fatalf("refused drop: Mei in %s with %d change(s), want yard and none", got, p.hist.At())
	}
	if p.message == "" {
		t.Error("refused drop: no message naming the rule")
	}
	p.Drop("mei", "garden")
	typeResult(p, "7") // garden is difficult 5
	if got := zoneOf(t, p, "mei"); got != "garden" {
		t.Fatalf("Mei into the garden with 7: in %s, want garden (%s)", got, p.message)
	}
	// Seln, Partnering Up: separating the partners ends the partnership.
	if mei, _ := p.board.Creature("mei"); mei.Partner != "" {
		t.Errorf("Mei left Jun's zone alone: partner %q, want none", mei.Partner)
	}
	p.Undo()
	if mei, _ := p.board.Creature("mei"); mei.Zone != "yard" || mei.Partner != "jun" {
		t.Errorf("after undo Mei in %s partnered with %q, want yard with jun", mei.Zone, mei.Partner)
	}
	p.Redo()
	if got := zoneOf(t, p, "mei"); got != "garden" {
		t.Errorf("after redo Mei in %s, want garden", got)
	}
}

// TestZonePlayThrow: a throw into a difficult zone needs a result higher
// than the rating. Seln, Forced Movement: "When targetting a zone with
// Difficult Terrain, the Result on the forced movement must be higher than
// the Difficult Terrain".
func TestZonePlayThrow(t *testing.T) {
	p, _ := monasteryPlay(t)
	p.StartThrow("oni")
	p.ThrowTarget("mei")
	typeResult(p, "5")
	for _, o := range p.throw.Options {
		if o.Zone == "garden" && (o.Legal || o.Needs != 6) {
			t.Errorf("throw with 5 into the garden (difficult 5): legal %v needs %d, want refused needing 6", o.Legal, o.Needs)
		}
	}
	p.ThrowInto("garden")
	if got := zoneOf(t, p, "mei"); got != "yard" {
		t.Fatalf("throw with 5 into difficult 5: Mei in %s, want yard", got)
	}
	p.Cancel()
	p.StartThrow("oni")
	p.ThrowTarget("mei")
	typeResult(p, "6")
	p.ThrowInto("garden")
	if got := zoneOf(t, p, "mei"); got != "garden" {
		t.Fatalf("throw with 6 into difficult 5: Mei in %s, want garden (%s)", got, p.message)
	}
	p.Undo()
	if got := zoneOf(t, p, "mei"); got != "yard" {
		t.Errorf("undone throw: Mei in %s, want yard", got)
	}
}

// TestZonePlayEndRound: the first E previews, the second applies. Seln
// "Forced Movement": "Automatic movements are environmental effects and
// happen last in the round."
func TestZonePlayEndRound(t *testing.T) {
	p, _ := monasteryPlay(t)
	p.Drop("shiro", "stream")
	typeResult(p, "9") // out of the garden (difficult 5)
	if got := zoneOf(t, p, "shiro"); got != "stream" {
		t.Fatalf("Shiro into the stream: in %s (%s)", got, p.message)
	}
	p.EndOfRound()
	if got := zoneOf(t, p, "shiro"); got != "stream" {
		t.Fatalf("end of round previewed: Shiro already in %s, want still in stream", got)
	}
	if got := strings.Join(p.EndRoundLines(nil), "\n"); !strings.Contains(got, "Shiro → Lotus pool") {
		t.Errorf("end of round preview:\n%s\nwant Shiro carried to the Lotus pool", got)
	}
	p.EndOfRound()
	if got := zoneOf(t, p, "shiro"); got != "pool" {
		t.Errorf("end of round applied: Shiro in %s, want pool (the stream's current)", got)
	}
	p.Undo()
	if got := zoneOf(t, p, "shiro"); got != "stream" {
		t.Errorf("end of round undone: Shiro in %s, want stream", got)
	}
}

// TestZonePlaySave: Ctrl+S writes the board back into the file, which
// loads with the moved creature in its new zone.
func TestZonePlaySave(t *testing.T) {
	p, enc := monasteryPlay(t)
	p.Drop("mei", "hall")
	// the hall is full (3/3): the limit challenge, lost
	if got := p.Prompt(nil); !strings.Contains(got, "Earth against") {
		t.Fatalf("prompt = %q, want the limit challenge", got)
	}
	p.Lose()
	if got := zoneOf(t, p, "mei"); got != "yard" {
		t.Fatalf("lost limit challenge: Mei in %s, want yard", got)
	}
	p.Drop("jun", "roof")
	typeResult(p, "10")
	path := filepath.Join(t.TempDir(), "saved.json")
	if err := p.Save(enc, path); err != nil {
		t.Fatal(err)
	}
	back, err := maps.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	b, err := back.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	if jun, _ := b.Creature("jun"); jun.Zone != "roof" || !jun.Moved {
		t.Errorf("saved file: Jun in %s moved %v, want roof and moved", jun.Zone, jun.Moved)
	}
}

// TestZonePlayTogether: with W, Mei climbs to the roof with Jun: both
// challenge the climb and both arrive, still partners. Seln: "Moving with
// your Partner": "If there is an obstacle such as Difficult Terrain, you
// both Challenge independently".
func TestZonePlayTogether(t *testing.T) {
	p, _ := monasteryPlay(t)
	p.ToggleTogether()
	p.Drop("mei", "roof")
	var asked []string
	for range 3 {
		ch, ok := p.asked()
		if !ok {
			break
		}
		asked = append(asked, ch.Creature)
		typeResult(p, "15")
	}
	if got := strings.Join(asked, ","); got != "mei,jun" {
		t.Errorf("challenges asked of %s, want mei,jun", got)
	}
	for _, id := range []string{"mei", "jun"} {
		c, _ := p.board.Creature(id)
		if c.Zone != "roof" || c.Partner == "" {
			t.Errorf("%s after the move together: in %s partner %q, want roof and still partnered", id, c.Zone, c.Partner)
		}
	}
}

// TestZonePlayLimitChoice: Mei wins the Earth challenge into the full
// hall and throws the defender chosen with Tab into the zone chosen. Seln
// "Character Limits": "Success, Flourish: You enter the zone and Throw the
// targetted character into a different adjacent zone of your choice".
func TestZonePlayLimitChoice(t *testing.T) {
	p, _ := monasteryPlay(t)
	p.Drop("mei", "hall")
	ch, _ := p.asked()
	cs := p.limitChoices(ch)
	if len(cs) < 2 {
		t.Fatalf("limit choices %v, want a defender with at least two zones", cs)
	}
	p.NextLimitPick()
	want := cs[1]
	if got := p.Prompt(nil); !strings.Contains(got, p.zoneLabel(want[1])) {
		t.Errorf("prompt after Tab = %q, want the zone %s named", got, want[1])
	}
	typeResult(p, "20")
	if got := zoneOf(t, p, "mei"); got != "hall" {
		t.Fatalf("won limit challenge: Mei in %s, want hall (%s)", got, p.message)
	}
	if got := zoneOf(t, p, want[0]); got != want[1] {
		t.Errorf("defender %s thrown into %s, want %s", want[0], got, want[1])
	}
}

// TestZonePlayStep: the touch − and + buttons step the result asked,
// never below 0, and only while a result is asked.
func TestZonePlayStep(t *testing.T) {
	p, _ := monasteryPlay(t)
	p.Step(1)
	if p.Typed() != "" || p.AsksResult() {
		t.Fatalf("before a move: Step(1) typed %q, AsksResult %v, want nothing asked", p.Typed(), p.AsksResult())
	}
	p.Drop("mei", "roof")
	if !p.AsksResult() {
		t.Fatalf("after the drop on the roof: AsksResult false, want the climb asked (%q)", p.Prompt(nil))
	}
	for _, c := range []struct {
		delta int
		want  string
	}{{-1, "0"}, {1, "1"}, {1, "2"}, {-1, "1"}, {11, "12"}} {
		p.Step(c.delta)
		if p.Typed() != c.want {
			t.Fatalf("Step(%d) typed %q, want %s", c.delta, p.Typed(), c.want)
		}
	}
	p.Enter()
	if got := zoneOf(t, p, "mei"); got != "roof" || p.AsksResult() {
		t.Errorf("climb with 12 stepped: Mei in %s, AsksResult %v, want roof, false", got, p.AsksResult())
	}
}

// TestZonePlayWordsNameTheBoundKeys: the prompt and the end-of-round
// preview name the keys the window's keymap binds (a key rebound in the
// settings is the one named), and only the buttons' words without one.
func TestZonePlayWordsNameTheBoundKeys(t *testing.T) {
	rebound := session.KeyNames(func(a session.Action) string {
		return map[session.Action]string{session.ActCommit: "Space", session.ActCancel: "Q", session.ActEndRound: "F5"}[a]
	})
	p, _ := monasteryPlay(t)
	p.StartThrow("oni")
	if got := p.Prompt(rebound); !strings.Contains(got, "Cancel (Q)") || strings.Contains(got, "Esc") {
		t.Errorf("throw's first prompt with Cancel on Q: %q, want \"Cancel (Q)\" and no Esc", got)
	}
	p.ThrowTarget("mei")
	if got := p.Prompt(rebound); !strings.Contains(got, "OK (Space)") || strings.Contains(got, "Enter") {
		t.Errorf("throw's result prompt with OK on Space: %q, want \"OK (Space)\" and no Enter", got)
	}
	if got := p.Prompt(nil); !strings.Contains(got, "then OK:") {
		t.Errorf("throw's result prompt with no keymap: %q, want the word OK alone", got)
	}
	p.Cancel()
	p.EndOfRound()
	if got := p.EndRoundLines(rebound)[0]; !strings.Contains(got, "End round (F5) again applies it, Cancel (Q) drops it") {
		t.Errorf("end of round preview with End round on F5: %q", got)
	}
}
