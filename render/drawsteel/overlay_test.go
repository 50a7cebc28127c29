package drawsteel

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// pushedIntoWall is a goblin pushed 3 east from 1,1 into a stone wall at
// 3,1: it stops at 2,1 with 2 squares remaining.
func pushedIntoWall(t *testing.T) (*drawsteel.Board, *ForcedOverlay) {
	t.Helper()
	b := board(t, "0000", "0000", "0000")
	b.SetCell(drawsteel.Square{X: 3, Y: 1}, drawsteel.Cell{Wall: drawsteel.Stone, WallHeight: 2})
	b.Creatures = []drawsteel.Creature{
		{ID: "fury", Name: "Fury", Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 0, Y: 1}, Movement: []drawsteel.MoveType{drawsteel.Walk}},
		{ID: "gob", Name: "Goblin", Side: "enemies", Size: drawsteel.SizeSmall, At: drawsteel.Square{X: 1, Y: 1}, Stamina: 8, MaxStamina: 8, Movement: []drawsteel.MoveType{drawsteel.Walk}},
	}
	fm := drawsteel.ForcedMove{Move: drawsteel.Move{Kind: drawsteel.Push, Distance: 3}, Target: "gob", Source: "fury"}
	path := []drawsteel.Pos{{X: 2, Y: 1}, {X: 3, Y: 1}} // aimed into the wall
	o, err := drawsteel.ResolveForced(b, fm, path)
	if err != nil {
		t.Fatal(err)
	}
	return b, &ForcedOverlay{Target: "gob", Start: drawsteel.Pos{X: 1, Y: 1}, HasAim: true, Aim: path[1], Path: path, Outcome: o, Legal: true}
}

func texts(s *render.Scene) []string {
	var out []string
	for _, sh := range s.Shapes {
		if sh.Kind == render.Text {
			out = append(out, sh.Text)
		}
	}
	return out
}

func TestOverlayShowsDamageWhereTheCreatureIs(t *testing.T) {
	b, o := pushedIntoWall(t)
	th := render.ScreenTheme()
	s := &render.Scene{}
	AddForcedOverlay(s, b, o, &th)
	dmg := o.Outcome.Damage["gob"]
	if dmg == 0 {
		t.Fatalf("test setup: the push into the wall did no damage: %+v", o.Outcome)
	}
	want := "-" + strconv.Itoa(dmg)
	found := false
	for _, sh := range s.Shapes {
		if sh.Kind == render.Text && sh.Text == want {
			found = true
			// the number sits on or beside (within a square of) the goblin where it stopped (2,1)
			if p := sh.Points[0]; p.X < 1 || p.X > 4 || p.Y < 0 || p.Y > 3 {
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
		if sh.Kind == render.Polygon && len(sh.Points) == 16 && sh.Fill == th.Danger {
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
	th := render.ScreenTheme()
	s := &render.Scene{}
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
	b.Creatures = []drawsteel.Creature{
		{ID: "fury", Name: "Fury", Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 0, Y: 0}, Z: 3, Movement: []drawsteel.MoveType{drawsteel.Walk}},
		{ID: "gob", Name: "Goblin", Side: "enemies", Size: drawsteel.SizeSmall, At: drawsteel.Square{X: 1, Y: 0}, Z: 3, Stamina: 8, MaxStamina: 8, Movement: []drawsteel.MoveType{drawsteel.Walk}},
	}
	fm := drawsteel.ForcedMove{Move: drawsteel.Move{Kind: drawsteel.Push, Distance: 1}, Target: "gob", Source: "fury"}
	path := []drawsteel.Pos{{X: 2, Y: 0, Z: 3}}
	o, err := drawsteel.ResolveForced(b, fm, path)
	if err != nil {
		t.Fatal(err)
	}
	if !NeedsSideView(drawsteel.Pos{X: 1, Y: 0, Z: 3}, path, o) {
		t.Fatalf("a push off a ledge does not ask for a side view: %+v", o.Events)
	}
	s := BuildSideView(b, SideView{Target: "gob", Start: drawsteel.Pos{X: 1, Y: 0, Z: 3}, Path: path, Outcome: o}, render.ScreenTheme())
	joined := strings.Join(texts(s), "|")
	if !strings.Contains(joined, "falls 3") || !strings.Contains(joined, "PRONE") {
		t.Errorf("side view texts %q, want the fall of 3 and PRONE", joined)
	}
	if s.Bounds.Max.Y <= s.Bounds.Min.Y || s.Bounds.Max.X <= s.Bounds.Min.X {
		t.Errorf("side view bounds %v are empty", s.Bounds)
	}
}

// TestPreviewBadgesNeverOverlap: a diagonal push off a cliff into a wall gives the
// target a total, a fall and PRONE; none covers another, a token's name,
// or the broken-wall badge, and each sits beside its creature.
func TestPreviewBadgesNeverOverlap(t *testing.T) {
	b := board(t, "33000", "33000", "00000", "00000", "00000")
	b.SetCell(drawsteel.Square{X: 3, Y: 3}, drawsteel.Cell{Wall: drawsteel.Stone, WallHeight: 6})
	b.Creatures = []drawsteel.Creature{
		{ID: "fury", Name: "Fury", Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 0, Y: 0}, Z: 3, Movement: []drawsteel.MoveType{drawsteel.Walk}},
		{ID: "gob", Name: "Goblin", Side: "enemies", Size: drawsteel.SizeSmall, At: drawsteel.Square{X: 1, Y: 1}, Z: 3, Stamina: 20, MaxStamina: 20, Movement: []drawsteel.MoveType{drawsteel.Walk}},
		{ID: "dog", Name: "War Dog", Side: "enemies", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 3, Y: 1}, Movement: []drawsteel.MoveType{drawsteel.Walk}},
	}
	fm := drawsteel.ForcedMove{Move: drawsteel.Move{Kind: drawsteel.Push, Distance: 3}, Target: "gob", Source: "fury"}
	path := []drawsteel.Pos{{X: 2, Y: 2, Z: 3}, {X: 3, Y: 3, Z: 3}, {X: 4, Y: 4, Z: 3}}
	o, err := drawsteel.ResolveForced(b, fm, path)
	if err != nil {
		t.Fatal(err)
	}
	th := render.ScreenTheme()
	s := &render.Scene{}
	AddForcedOverlay(s, b, &ForcedOverlay{Target: "gob", Start: drawsteel.Pos{X: 1, Y: 1, Z: 3}, HasAim: true, Aim: path[1], Path: path, Outcome: o, Legal: true}, &th)
	// a badge is a filled rectangle followed by its text
	type badge struct {
		text string
		r    render.Rect
	}
	var badges []badge
	for i, sh := range s.Shapes {
		if sh.Kind == render.Polygon && len(sh.Points) == 4 && i+1 < len(s.Shapes) && s.Shapes[i+1].Kind == render.Text {
			badges = append(badges, badge{s.Shapes[i+1].Text, render.Rect{Min: sh.Points[0], Max: sh.Points[2]}})
		}
	}
	for _, want := range []string{"-10", "▼3 = 6", "PRONE"} {
		if !slices.ContainsFunc(badges, func(bg badge) bool { return bg.text == want }) {
			t.Errorf("no badge %q among %v", want, badges)
		}
	}
	// names are written in the middle of each token: where the goblin
	// ends (2,2), starts (1,1), and the fury and the dog
	names := []render.Point{{X: 2.5, Y: 2.5}, {X: 1.5, Y: 1.5}, {X: 0.5, Y: 0.5}, {X: 3.5, Y: 1.5}}
	for i, a := range badges {
		for _, n := range names {
			if a.r.Min.X < n.X+0.25 && n.X-0.25 < a.r.Max.X && a.r.Min.Y < n.Y+0.15 && n.Y-0.15 < a.r.Max.Y {
				t.Errorf("badge %q at %v covers the name written at %v", a.text, a.r, n)
			}
		}
		for _, b := range badges[i+1:] {
			if a.r.Min.X < b.r.Max.X && b.r.Min.X < a.r.Max.X && a.r.Min.Y < b.r.Max.Y && b.r.Min.Y < a.r.Max.Y {
				t.Errorf("badges %q at %v and %q at %v overlap", a.text, a.r, b.text, b.r)
			}
		}
		if a.text != "-2 sq" {
			c := render.Point{X: (a.r.Min.X + a.r.Max.X) / 2, Y: (a.r.Min.Y + a.r.Max.Y) / 2}
			if d := math.Hypot(c.X-2.5, c.Y-2.5); d > 2 {
				t.Errorf("badge %q at %v is %.1f squares from the goblin it belongs to", a.text, a.r, d)
			}
		}
	}
}

// TestFallBadgeAddsEveryFall: a target that falls twice in one move (onto a
// creature, then the further drop beside it) shows one fall badge with both
// drops and both damages added, never only the last.
func TestFallBadgeAddsEveryFall(t *testing.T) {
	b, o := pushedIntoWall(t)
	o.Outcome.Events = append(o.Outcome.Events,
		drawsteel.Event{Kind: drawsteel.EventFall, Creature: "gob", Squares: 3, Damage: 1},
		drawsteel.Event{Kind: drawsteel.EventFall, Creature: "gob", Squares: 2, Damage: 4})
	th := render.ScreenTheme()
	s := &render.Scene{}
	AddForcedOverlay(s, b, o, &th)
	got := texts(s)
	if !slices.Contains(got, "▼5 = 5") {
		t.Errorf("AddForcedOverlay(two falls of 3 and 2 squares, 1 and 4 damage) texts = %q, want a badge %q", got, "▼5 = 5")
	}
}

// sceneBadges are a scene's badges: a filled four-cornered shape followed
// by its text.
func sceneBadges(s *render.Scene) map[string]render.Rect {
	out := map[string]render.Rect{}
	for i, sh := range s.Shapes {
		if sh.Kind == render.Polygon && len(sh.Points) == 4 && i+1 < len(s.Shapes) && s.Shapes[i+1].Kind == render.Text {
			out[s.Shapes[i+1].Text] = render.Rect{Min: sh.Points[0], Max: sh.Points[2]}
		}
	}
	return out
}

// TestMoveBadgesNeverOverlap: a willing move down a cliff, away from an
// enemy and next to an ally, shows its cost, the fall and PRONE, and the
// enemy's free strike; none covers another or a token's name.
func TestMoveBadgesNeverOverlap(t *testing.T) {
	b := board(t, "3300", "3300", "3300")
	b.Creatures = []drawsteel.Creature{
		{ID: "fury", Name: "Fury", Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 1, Y: 1}, Z: 3, Speed: 5, Movement: []drawsteel.MoveType{drawsteel.Walk}},
		{ID: "gob", Name: "Goblin", Side: "enemies", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 0, Y: 0}, Z: 3, Speed: 5, Movement: []drawsteel.MoveType{drawsteel.Walk}},
		{ID: "censor", Name: "Censor", Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 3, Y: 1}, Speed: 5, Movement: []drawsteel.MoveType{drawsteel.Walk}},
	}
	plan := drawsteel.PlanMove(b, drawsteel.MoveRequest{Mover: "fury", AllowFalls: true}, []drawsteel.Pos{{X: 2, Y: 1, Z: 0}})
	if !plan.Legal || len(plan.Drops) == 0 || len(plan.OpportunityAttacks) == 0 {
		t.Fatalf("test setup: want a legal move with a fall and a free strike, got %+v", plan)
	}
	th := render.ScreenTheme()
	s := &render.Scene{}
	AddMoveOverlay(s, b, &plan, &th)
	badges := sceneBadges(s)
	if _, ok := badges["free strike"]; !ok {
		t.Errorf("no free strike badge among %v", badges)
	}
	names := []render.Point{{X: 1.5, Y: 1.5}, {X: 0.5, Y: 0.5}, {X: 2.5, Y: 1.5}, {X: 3.5, Y: 1.5}}
	for a, ra := range badges {
		for _, n := range names {
			if ra.Min.X < n.X+0.25 && n.X-0.25 < ra.Max.X && ra.Min.Y < n.Y+0.15 && n.Y-0.15 < ra.Max.Y {
				t.Errorf("badge %q at %v covers the name written at %v", a, ra, n)
			}
		}
		for b, rb := range badges {
			if a < b && ra.Min.X < rb.Max.X && rb.Min.X < ra.Max.X && ra.Min.Y < rb.Max.Y && rb.Min.Y < ra.Max.Y {
				t.Errorf("badges %q at %v and %q at %v overlap", a, ra, b, rb)
			}
		}
	}
}

// TestTacticsLeaveOutTheDeadAndTheirNames: tactics list enemies still
// standing, and the cross for "no line of effect" sits on the token's
// edge, not on its name.
func TestTacticsLeaveOutTheDeadAndTheirNames(t *testing.T) {
	b := board(t, "00000", "00000", "00000")
	b.SetCell(drawsteel.Square{X: 2, Y: 1}, drawsteel.Cell{Wall: drawsteel.Stone, WallHeight: 4})
	b.Creatures = []drawsteel.Creature{
		{ID: "fury", Name: "Fury", Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 0, Y: 1}, Stamina: 5, MaxStamina: 5},
		{ID: "gob", Name: "Goblin", Side: "enemies", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 4, Y: 1}, Stamina: 5, MaxStamina: 5},
		{ID: "dead", Name: "Dead Goblin", Side: "enemies", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 4, Y: 2}, Stamina: 0, MaxStamina: 5},
	}
	facts := TacticsFor(b, "fury")
	if len(facts) != 1 || facts[0].Target != "gob" || facts[0].LineOfEffect {
		t.Fatalf("TacticsFor(fury) = %+v, want only the living goblin, behind the wall (no line of effect)", facts)
	}
	th := render.ScreenTheme()
	s := &render.Scene{}
	AddTactics(s, b, "fury", facts, &th)
	for _, sh := range s.Shapes {
		if sh.Kind == render.Polyline && sh.Stroke == th.Illegal && len(sh.Points) == 2 && sh.Dash == 0 {
			mid := render.Point{X: (sh.Points[0].X + sh.Points[1].X) / 2, Y: (sh.Points[0].Y + sh.Points[1].Y) / 2}
			if math.Hypot(mid.X-4.5, mid.Y-1.5) < 0.4 {
				t.Errorf("the no-line-of-effect cross at %v covers the goblin's name at 4.5,1.5", mid)
			}
		}
	}
}
