package zones

import (
	"encoding/json"
	"testing"

	"github.com/battlemap/battlemap/session"
)

// TestZoneLiveFollow: a follower of a zone window (the player view) takes
// the throw being set up and the end of the round previewed through the
// live view's JSON, works out the same throw options on its board, and
// drops them when the director's preview ends; the JSON keys already
// there stay.
func TestZoneLiveFollow(t *testing.T) {
	dir, _ := monasteryPlay(t)
	fol, _ := monasteryPlay(t)
	relay := func() session.ZoneLive {
		t.Helper()
		data, err := json.Marshal(dir.Live())
		if err != nil {
			t.Fatal(err)
		}
		var l session.ZoneLive
		if err := json.Unmarshal(data, &l); err != nil {
			t.Fatal(err)
		}
		fol.Follow(l)
		return l
	}
	dir.StartThrow("oni")
	dir.ThrowTarget("mei")
	relay()
	if th := fol.Throw(); th == nil || th.By != "oni" || th.Target != "mei" || th.HasResult {
		t.Fatalf("the follower's throw before a result = %+v, want Oni throwing Mei, no result yet", th)
	}
	typeResult(dir, "5")
	relay()
	th := fol.Throw()
	if th == nil || !th.HasResult || th.Result != 5 {
		t.Fatalf("the follower's throw after the result = %+v, want result 5", th)
	}
	if got, want := len(th.Options), len(dir.Throw().Options); got != want || want == 0 {
		t.Fatalf("the follower's throw options: %d, want the director's %d", got, want)
	}
	for i, o := range th.Options {
		// Seln, Forced Movement: "the Result on the forced movement must be higher than the Difficult Terrain": 5 into the garden (difficult 5) needs 6.
		if w := dir.Throw().Options[i]; o.Zone != w.Zone || o.Legal != w.Legal || o.Needs != w.Needs {
			t.Errorf("the follower's option %d = %s legal %v needs %d, want the director's %s legal %v needs %d", i, o.Zone, o.Legal, o.Needs, w.Zone, w.Legal, w.Needs)
		}
	}
	dir.Cancel()
	relay()
	if fol.Throw() != nil {
		t.Errorf("the director cancelled the throw; the follower still shows %+v", fol.Throw())
	}

	// Seln, Forced Movement: "Automatic movements are environmental effects and happen last in the round."
	dir.EndOfRound()
	l := relay()
	o := fol.EndRound()
	if o == nil || l.EndRound == nil {
		t.Fatalf("the director previews the end of the round; the follower's = %v (live %v)", o, l.EndRound)
	}
	for id, z := range dir.EndRound().Positions {
		if o.Positions[id] != z {
			t.Errorf("the follower's end of round puts %s in %q, want the director's %q", id, o.Positions[id], z)
		}
	}
	dir.Cancel()
	relay()
	if fol.EndRound() != nil {
		t.Errorf("the director cancelled the end of round; the follower still previews it")
	}

	// the keys already there: only added to
	data, err := json.Marshal(session.ZoneLive{Selected: "mei", Dragging: "mei", Hover: "pool", Sprint: true, Together: true, Declared: "mei", DeclaredTo: "pool",
		Throw: &session.ZoneLiveThrow{By: "oni", Target: "mei", Result: 5, HasResult: true}, EndRound: map[string]string{"kappa": "pool"}})
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"selected":"mei","dragging":"mei","hover":"pool","sprint":true,"together":true,"declared":"mei","declaredTo":"pool",` +
		`"throw":{"by":"oni","target":"mei","result":5,"hasResult":true},"endRound":{"kappa":"pool"}}`
	if string(data) != want {
		t.Errorf("ZoneLive JSON = %s, want %s", data, want)
	}
}
