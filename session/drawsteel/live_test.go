package drawsteel

import (
	"encoding/json"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// follower is an interaction on the same board that follows in's live view
// through its JSON, as a player view in another process does.
func follow(t *testing.T, f *Interaction, v, last session.LiveView) {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var got session.LiveView
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, v) {
		t.Fatalf("LiveView after JSON = %+v, want %+v", got, v)
	}
	if err := f.Follow(got, last); err != nil {
		t.Fatal(err)
	}
}

// TestFollowShowsTheDirectorsPreview: a follower shows the director's
// forced-move preview, the same outcome for the same aim, and follows a
// new aim, a changed distance, a drag and the end of the move.
func TestFollowShowsTheDirectorsPreview(t *testing.T) {
	b := testBoard(t)
	dir, fol := NewInteraction(b), NewInteraction(b)
	var last session.LiveView
	step := func(what string) {
		t.Helper()
		v := dir.LiveView()
		follow(t, fol, v, last)
		last = v
		if fol.Mode() != dir.Mode() || fol.Selected() != dir.Selected() {
			t.Fatalf("%s: follower %v selecting %q, director %v selecting %q", what, fol.Mode(), fol.Selected(), dir.Mode(), dir.Selected())
		}
		ds, dok := dir.Shown()
		fs, fok := fol.Shown()
		if dok != fok || !reflect.DeepEqual(ds, fs) {
			t.Errorf("%s: follower shows %+v (%v), director %+v (%v)", what, fs, fok, ds, dok)
		}
		dp, dpok := dir.MovePlan()
		fp, fpok := fol.MovePlan()
		if dpok != fpok || !reflect.DeepEqual(dp, fp) {
			t.Errorf("%s: follower's move plan %+v (%v), director's %+v (%v)", what, fp, fpok, dp, dpok)
		}
	}
	dir.Click(sq(2, 2), false) // the fighter
	step("select")
	dir.Do(session.ActPush)
	dir.Do(session.ActDistance0 + 3)
	step("push 3: choosing targets")
	dir.Click(sq(3, 2), false) // the goblin
	step("target")
	dir.Point(sq(6, 2), true)
	step("aim")
	dir.Point(sq(5, 2), true)
	step("aim again")
	dir.Do(session.ActDistanceDown)
	step("distance 2")
	dir.Cancel()
	step("cancel")
	dir.StartMove("fighter", false)
	dir.Point(sq(2, 4), true)
	step("drag")
	dir.DropMove()
	step("dropped: the follower's board is not the director's yet")
}

// testBoard is a small open board: a fighter (heroes) and a goblin.
func testBoard(t *testing.T) *drawsteel.Board {
	t.Helper()
	b := drawsteel.NewBoard(8, 6)
	b.Creatures = []drawsteel.Creature{
		{ID: "fighter", Name: "Fighter", Side: "heroes", At: sq(2, 2), Size: drawsteel.SizeMedium, Speed: 5, Movement: []drawsteel.MoveType{drawsteel.Walk}},
		{ID: "goblin", Name: "Goblin", Side: "enemies", At: sq(3, 2), Size: drawsteel.SizeMedium, Speed: 5, Movement: []drawsteel.MoveType{drawsteel.Walk}, Stamina: 8, MaxStamina: 8},
	}
	return b
}

// TestLiveFiles: the director's files are found from the same file name
// however it is written, written atomically and read back.
func TestLiveFiles(t *testing.T) {
	dir := t.TempDir()
	a := session.LiveFilesFor(dir, "enc.json")
	abs, _ := filepath.Abs("enc.json")
	if b := session.LiveFilesFor(dir, abs); a != b {
		t.Errorf("LiveFilesFor(enc.json) = %v, LiveFilesFor(%s) = %v: want the same", a, abs, b)
	}
	if s := session.LiveFilesFor(dir, ""); s == a {
		t.Errorf("the sample's live files are the file's: %v", s)
	}
	if _, err := a.ReadView(); err == nil {
		t.Error("ReadView before any write: no error")
	}
	v := session.LiveView{Change: 3, Mode: "previewing", Source: "fighter", Targets: []string{"goblin"}, Move: "vertical push 2", Stability: "1", Aim: &[2]int{4, 5}}
	if err := a.WriteView(v); err != nil {
		t.Fatal(err)
	}
	got, err := a.ReadView()
	if err != nil || !reflect.DeepEqual(got, v) {
		t.Errorf("ReadView = %+v, %v; want %+v", got, err, v)
	}
	enc := &maps.Encounter{Name: "Test", Square: &dsfile.SquareMap{Board: testBoard(t)}}
	if err := a.WriteBoard(enc); err != nil {
		t.Fatal(err)
	}
	back, err := maps.Load(a.Board)
	if err != nil || len(back.Square.Board.Creatures) != 2 {
		t.Errorf("the live board does not load back: %v", err)
	}
}

// TestFollowRefusesABadView: a view file with a move or stability that
// cannot be read is an error naming it, not a crash.
func TestFollowRefusesABadView(t *testing.T) {
	in := NewInteraction(testBoard(t))
	for _, v := range []session.LiveView{
		{Mode: "previewing", Targets: []string{"goblin"}, Move: "shove 3"},
		{Mode: "previewing", Targets: []string{"goblin"}, Move: "push 3", Stability: "lots"},
		{Mode: "moving", Mover: "fighter", MoveMode: "hop"},
	} {
		if err := in.Follow(v, session.LiveView{}); err == nil {
			t.Errorf("Follow(%+v): no error", v)
		}
	}
}
