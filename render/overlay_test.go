package render

import (
	"strconv"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules"
)

// pushedIntoWall is a goblin pushed 3 east from 1,1 into a stone wall at
// 3,1: it stops at 2,1 with 2 squares remaining.
func pushedIntoWall(t *testing.T) (*rules.Board, *ForcedOverlay) {
	t.Helper()
	b := board(t, "0000", "0000", "0000")
	b.SetCell(rules.Square{X: 3, Y: 1}, rules.Cell{Wall: rules.Stone, WallHeight: 2})
	b.Creatures = []rules.Creature{
		{ID: "fury", Name: "Fury", Side: "heroes", Size: rules.SizeMedium, At: rules.Square{X: 0, Y: 1}, Movement: []rules.MoveType{rules.Walk}},
		{ID: "gob", Name: "Goblin", Side: "enemies", Size: rules.SizeSmall, At: rules.Square{X: 1, Y: 1}, Stamina: 8, MaxStamina: 8, Movement: []rules.MoveType{rules.Walk}},
	}
	fm := rules.ForcedMove{Move: rules.Move{Kind: rules.Push, Distance: 3}, Target: "gob", Source: "fury"}
	path := []rules.Pos{{X: 2, Y: 1}, {X: 3, Y: 1}} // aimed into the wall
	o, err := rules.ResolveForced(b, fm, path)
	if err != nil {
		t.Fatal(err)
	}
	return b, &ForcedOverlay{Target: "gob", Start: rules.Pos{X: 1, Y: 1}, HasAim: true, Aim: path[1], Path: path, Outcome: o, Legal: true}
}

func texts(s *Scene) []string {
	var out []string
	for _, sh := range s.Shapes {
		if sh.Kind == Text {
			out = append(out, sh.Text)
		}
	}
	return out
}

func TestOverlayShowsDamageWhereTheCreatureIs(t *testing.T) {
	b, o := pushedIntoWall(t)
	th := ScreenTheme()
	s := &Scene{}
	AddForcedOverlay(s, b, o, &th)
	dmg := o.Outcome.Damage["gob"]
	if dmg == 0 {
		t.Fatalf("test setup: the push into the wall did no damage: %+v", o.Outcome)
	}
	want := "-" + strconv.Itoa(dmg)
	found := false
	for _, sh := range s.Shapes {
		if sh.Kind == Text && sh.Text == want {
			found = true
			// the number sits on or beside the goblin where it stopped (2,1)
			if p := sh.Points[0]; p.X < 1.5 || p.X > 3.5 || p.Y < 0.5 || p.Y > 2.5 {
				t.Errorf("damage %q drawn at %v, want on or beside the goblin at 2,1", want, p)
			}
			if sh.Size < 0.45 {
				t.Errorf("damage %q is %.2f squares tall, want large (0.45 or more)", want, sh.Size)
			}
		}
	}
	if !found {
		t.Errorf("overlay texts %q, want the damage %q", texts(s), want)
	}
	bursts := 0
	for _, sh := range s.Shapes {
		if sh.Kind == Polygon && len(sh.Points) == 16 && sh.Fill == th.Danger {
			bursts++
		}
	}
	if bursts != 1 {
		t.Errorf("%d collision bursts, want 1 where the goblin hits the wall", bursts)
	}
}

func TestOverlayMarksIllegalAim(t *testing.T) {
	b, o := pushedIntoWall(t)
	o.Legal = false
	th := ScreenTheme()
	s := &Scene{}
	AddForcedOverlay(s, b, o, &th)
	red := 0
	for _, sh := range s.Shapes {
		if sh.Stroke == th.Illegal {
			red++
		}
	}
	if red < 3 {
		t.Errorf("illegal aim drew %d red strokes, want a box and a cross", red)
	}
	for _, tx := range texts(s) {
		if strings.HasPrefix(tx, "-") {
			t.Errorf("illegal aim still shows damage %q", tx)
		}
	}
}

func TestSideViewShowsTheFall(t *testing.T) {
	// a goblin on a 3-high ledge pushed off it: falls 3
	b := board(t, "3300", "3300")
	b.Creatures = []rules.Creature{
		{ID: "fury", Name: "Fury", Side: "heroes", Size: rules.SizeMedium, At: rules.Square{X: 0, Y: 0}, Z: 3, Movement: []rules.MoveType{rules.Walk}},
		{ID: "gob", Name: "Goblin", Side: "enemies", Size: rules.SizeSmall, At: rules.Square{X: 1, Y: 0}, Z: 3, Stamina: 8, MaxStamina: 8, Movement: []rules.MoveType{rules.Walk}},
	}
	fm := rules.ForcedMove{Move: rules.Move{Kind: rules.Push, Distance: 1}, Target: "gob", Source: "fury"}
	path := []rules.Pos{{X: 2, Y: 0, Z: 3}}
	o, err := rules.ResolveForced(b, fm, path)
	if err != nil {
		t.Fatal(err)
	}
	if !NeedsSideView(rules.Pos{X: 1, Y: 0, Z: 3}, path, o) {
		t.Fatalf("a push off a ledge does not ask for a side view: %+v", o.Events)
	}
	s := BuildSideView(b, SideView{Target: "gob", Start: rules.Pos{X: 1, Y: 0, Z: 3}, Path: path, Outcome: o}, ScreenTheme())
	joined := strings.Join(texts(s), "|")
	if !strings.Contains(joined, "falls 3") || !strings.Contains(joined, "PRONE") {
		t.Errorf("side view texts %q, want the fall of 3 and PRONE", joined)
	}
	if s.Bounds.Max.Y <= s.Bounds.Min.Y || s.Bounds.Max.X <= s.Bounds.Min.X {
		t.Errorf("side view bounds %v are empty", s.Bounds)
	}
}
