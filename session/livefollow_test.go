package session

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/maps"
)

// TestLiveFollowerFollowsTheDirector: a follower reads the director's
// board and view once, nothing while they stay the same, the view alone
// when only it changed, and the board again when the director's board
// changed; after the director saves as a new name, and then opens a hex
// map, the follower opened on the first file follows it to both.
func TestLiveFollowerFollowsTheDirector(t *testing.T) {
	dir := t.TempDir()
	enc := func(name string) *maps.Encounter {
		e, err := maps.Load(filepath.Join("..", "maps", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	square, hex := enc("small.json"), enc("realms-flat.json")
	first, second, third := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json"), filepath.Join(dir, "c.json")
	w := NewLiveWriter(filepath.Join(dir, "cache"))
	f := NewLiveFollower(filepath.Join(dir, "cache"), first)
	if _, _, ok, _ := f.Look(); ok {
		t.Fatal("Look before the director wrote anything = ok, want nothing new")
	}
	look := func(what string, wantOK, wantBoard bool) LiveView {
		t.Helper()
		v, e, ok, err := f.Look()
		if err != nil || ok != wantOK || (e != nil) != wantBoard {
			t.Fatalf("%s: Look() = ok %v, board %v, %v; want ok %v, board %v", what, ok, e != nil, err, wantOK, wantBoard)
		}
		return v
	}
	write := func(file string, board any, v LiveView, e *maps.Encounter) {
		t.Helper()
		if err := w.Write(file, board, v, func() *maps.Encounter { return e }); err != nil {
			t.Fatal(err)
		}
	}
	write(first, 0, LiveView{Mode: "idle"}, square)
	look("the first write", true, true)
	look("nothing changed", false, false)
	write(first, 0, LiveView{Mode: "idle"}, square)
	look("the same view written again", false, false)
	write(first, 0, LiveView{Mode: "moving", Mover: "a"}, square)
	if v := look("a new view", true, false); v.Mover != "a" {
		t.Errorf("the new view's mover = %q, want a", v.Mover)
	}
	write(first, 1, LiveView{Mode: "idle"}, square)
	look("a changed board", true, true)

	write(second, 1, LiveView{Mode: "idle", Selected: "saved-as"}, square)
	if v := look("after Save As", true, true); v.Selected != "saved-as" || v.File != second {
		t.Errorf("after Save As the view = %+v, want the one of %s", v, second)
	}
	if got := f.Files(); got != LiveFilesFor(filepath.Join(dir, "cache"), second) {
		t.Errorf("after Save As the follower reads %v, want %s's files", got, second)
	}
	if err := w.Leave(third); err != nil {
		t.Fatal(err)
	}
	w2 := NewLiveWriter(filepath.Join(dir, "cache")) // the hex window, a new process
	if err := w2.Write(third, 0, LiveView{Kind: LiveHex, Hex: &HexLive{Selected: "pip"}}, func() *maps.Encounter { return hex }); err != nil {
		t.Fatal(err)
	}
	v, e, ok, err := f.Look()
	if err != nil || !ok || e == nil || LiveKind(e) != LiveHex || v.Hex == nil || v.Hex.Selected != "pip" || v.File != third {
		t.Fatalf("after the director opened a hex map: Look() = %+v, board %v, ok %v, %v; want the hex view and board of %s", v, e != nil, ok, err, third)
	}
	if _, err := os.Stat(LiveFilesFor(filepath.Join(dir, "cache"), third).Board); err != nil {
		t.Errorf("the hex board's live file: %v", err)
	}
}

// TestZoneLiveFollow: a follower of a zone window (the player view) takes
// the throw being set up and the end of the round previewed through the
// live view's JSON, works out the same throw options on its board, and
// drops them when the director's preview ends; the JSON keys already
// there stay.
func TestZoneLiveFollow(t *testing.T) {
	dir, _ := monasteryPlay(t)
	fol, _ := monasteryPlay(t)
	relay := func() ZoneLive {
		t.Helper()
		data, err := json.Marshal(dir.Live())
		if err != nil {
			t.Fatal(err)
		}
		var l ZoneLive
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
		// 003 "Forced Movement": "the Result on the forced movement must be higher than the Difficult Terrain": 5 into the garden (difficult 5) needs 6.
		if w := dir.Throw().Options[i]; o.Zone != w.Zone || o.Legal != w.Legal || o.Needs != w.Needs {
			t.Errorf("the follower's option %d = %s legal %v needs %d, want the director's %s legal %v needs %d", i, o.Zone, o.Legal, o.Needs, w.Zone, w.Legal, w.Needs)
		}
	}
	dir.Cancel()
	relay()
	if fol.Throw() != nil {
		t.Errorf("the director cancelled the throw; the follower still shows %+v", fol.Throw())
	}

	// 003 "Forced Movement": "Automatic movements are environmental effects and happen last in the round."
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
	data, err := json.Marshal(ZoneLive{Selected: "mei", Dragging: "mei", Hover: "pool", Sprint: true, Together: true, Declared: "mei", DeclaredTo: "pool",
		Throw: &ZoneLiveThrow{By: "oni", Target: "mei", Result: 5, HasResult: true}, EndRound: map[string]string{"kappa": "pool"}})
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"selected":"mei","dragging":"mei","hover":"pool","sprint":true,"together":true,"declared":"mei","declaredTo":"pool",` +
		`"throw":{"by":"oni","target":"mei","result":5,"hasResult":true},"endRound":{"kappa":"pool"}}`
	if string(data) != want {
		t.Errorf("ZoneLive JSON = %s, want %s", data, want)
	}
}
