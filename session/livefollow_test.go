package session

import (
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
