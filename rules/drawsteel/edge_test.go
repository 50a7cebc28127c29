package drawsteel

import (
	"fmt"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

// withEdges puts edges on b, each written "x,y|x,y kind material [hN] [open]"
// (kind wall, door or window; material as in files).
func withEdges(tb testing.TB, b *Board, specs ...string) *Board {
	tb.Helper()
	if b.Edges == nil {
		b.Edges = map[grid.Edge]Edge{}
	}
	for _, spec := range specs {
		f := strings.Fields(spec)
		var ax, ay, bx, by int
		if _, err := fmt.Sscanf(f[0], "%d,%d|%d,%d", &ax, &ay, &bx, &by); err != nil || len(f) < 3 {
			tb.Fatalf("withEdges(%q): want \"x,y|x,y kind material [hN] [open]\"", spec)
		}
		k, err := rules.ParseEdgeKind(f[1])
		if err != nil {
			tb.Fatal(err)
		}
		m, err := ParseMaterial(f[2])
		if err != nil {
			tb.Fatal(err)
		}
		e := Edge{Kind: k, Material: m}
		for _, opt := range f[3:] {
			switch {
			case opt == "open":
				e.Open = true
			case strings.HasPrefix(opt, "h"):
				fmt.Sscanf(opt, "h%d", &e.Height)
			}
		}
		b.Edges[grid.EdgeBetween(grid.Cell{X: ax, Y: ay}, grid.Cell{X: bx, Y: by})] = e
	}
	return b
}

// TestForcedEdges checks forced movement across the sides between squares:
// a closed edge is a stationary object of its material.
func TestForcedEdges(t *testing.T) {
	board := func(edges ...string) *Board {
		return withEdges(t, forcedParseBoard(t, `
			. f a . . .
			. . . . . .
		`, nil), edges...)
	}
	wall := grid.EdgeBetween(grid.Cell{X: 2, Y: 0}, grid.Cell{X: 3, Y: 0})
	tests := []struct {
		name    string
		edge    string
		push    int
		at      Pos
		damage  int
		broken  bool
		inText  string
		ruleFor string
	}{
		// Draw Steel, SLAMMING INTO OBJECTS: "When a creature force moves a target
		// into a stationary object that is the target's size or larger and
		// the object doesn't break (see below), the movement ends and the
		// target takes 2 damage plus 1 damage for each square remaining in
		// their forced movement."
		{"wood wall holds with 2 left", "2,0|3,0 wall wood", 2, Pos{2, 0, 0}, 4, false,
			"slams into the wooden wall between 2,0 and 3,0 with 2 squares remaining", "Slamming Into Objects"},
		{"unbreakable wall", "2,0|3,0 wall unbreakable", 9, Pos{2, 0, 0}, 11, false,
			"slams into the unbreakable wall between 2,0 and 3,0", "Slamming Into Objects"},
		// Draw Steel, HURLING THROUGH OBJECTS: "It costs 3 remaining squares of
		// forced movement to destroy 1 square of wood. The creature moved
		// takes 5 damage." and "If any forced movement remains after the
		// object is destroyed, you can continue to move the creature".
		{"wooden door breaks with 3", "2,0|3,0 door wood", 3, Pos{3, 0, 0}, 5, true,
			"is hurled through the wooden door between 2,0 and 3,0 for 3 squares of forced movement, destroying it: takes 5", "Hurling Through Objects"},
		{"wooden door breaks and the move goes on", "2,0|3,0 door wood", 4, Pos{4, 0, 0}, 5, true, "hurled through the wooden door", ""},
		// "It costs 1 remaining square of forced movement to destroy 1
		// square of glass. The creature moved takes 3 damage."
		{"glass window breaks with 1", "2,0|3,0 window glass", 1, Pos{3, 0, 0}, 3, true, "hurled through the glass window", ""},
		// An open door or window is no object in the way (rules-drawsteel.md, "Edges").
		{"open door", "2,0|3,0 door wood open", 3, Pos{5, 0, 0}, 0, false, "", ""},
		{"open window", "2,0|3,0 window glass open", 2, Pos{4, 0, 0}, 0, false, "", ""},
		// The target's size or larger: a low wall lower than the target
		// stops it without damage, as a low wall square does.
		{"a wall 1 square high is a 1-square target's size", "2,0|3,0 wall stone h1", 3, Pos{2, 0, 0}, 5, false, "slams into the stone wall", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := board(tc.edge)
			fm := ForcedMove{Move: Move{Kind: Push, Distance: tc.push}, Target: "a", Source: "f", Stability: IgnoreStability()}
			var path []Pos
			for k := 1; k <= tc.push && 2+k < b.Width; k++ {
				path = append(path, Pos{2 + k, 0, 0})
			}
			o := forcedResolve(t, b, fm, path...)
			if got := o.Positions["a"]; got != tc.at {
				t.Errorf("Resolve(push %d) a at %v, want %v%s", tc.push, got, tc.at, forcedEvents(o))
			}
			if got := o.Damage["a"]; got != tc.damage {
				t.Errorf("Resolve(push %d) damage = %d, want %d%s", tc.push, got, tc.damage, forcedEvents(o))
			}
			if got := len(o.DestroyedEdges) == 1 && o.DestroyedEdges[0] == wall; got != tc.broken {
				t.Errorf("Resolve(push %d) destroyed edges = %v, want the edge broken: %v", tc.push, o.DestroyedEdges, tc.broken)
			}
			after := b.Apply(o)
			if _, ok := after.Edges[wall]; ok == tc.broken {
				t.Errorf("Apply(push %d): edge still there = %v, want %v", tc.push, ok, !tc.broken)
			}
			if _, ok := b.Edges[wall]; !ok {
				t.Errorf("Apply(push %d) changed the board it was given", tc.push)
			}
			if tc.inText != "" && !strings.Contains(forcedEvents(o), tc.inText) {
				t.Errorf("Resolve(push %d) events lack %q:%s", tc.push, tc.inText, forcedEvents(o))
			}
			if tc.ruleFor != "" && !strings.Contains(forcedEvents(o), "["+tc.ruleFor+"]") {
				t.Errorf("Resolve(push %d) events lack the rule %q:%s", tc.push, tc.ruleFor, forcedEvents(o))
			}
		})
	}
}

// TestForcedEdgeSizes checks edges against bigger targets: every side the
// target crosses is one square of the object, and a low edge lower than the
// target stops it without damage.
func TestForcedEdgeSizes(t *testing.T) {
	legend := forcedLegend{'a': {Size: SizeN(2)}}
	base := `
		f a a . . .
		. a a . . .
	`
	fm := ForcedMove{Move: Move{Kind: Push, Distance: 6}, Target: "a", Source: "f", Stability: IgnoreStability()}
	path := []Pos{{2, 0, 0}, {3, 0, 0}, {4, 0, 0}}
	// Draw Steel: "It costs 3 remaining squares of forced movement to destroy 1
	// square of wood. The creature moved takes 5 damage.": a size 2 target
	// breaks the wooden wall's two squares of side, 6 squares and 10 damage.
	b := withEdges(t, forcedParseBoard(t, base, legend), "2,0|3,0 wall wood", "2,1|3,1 wall wood")
	o := forcedResolve(t, b, fm, path...)
	if got, want := o.Damage["a"], 10; got != want || len(o.DestroyedEdges) != 2 {
		t.Errorf("Resolve(push 6 through two wood sides) damage = %d, destroyed %v, want %d and both%s", got, o.DestroyedEdges, want, forcedEvents(o))
	}
	if got, want := o.Positions["a"], (Pos{2, 0, 0}); got != want {
		t.Errorf("Resolve(push 6 through two wood sides) a at %v, want %v (6 squares used)", got, want)
	}
	// Draw Steel: "When a creature force moves a target into a stationary object
	// that is the target's size or larger": a wall 1 square high is lower
	// than a size 2 target; it stops the movement, no damage.
	b = withEdges(t, forcedParseBoard(t, base, legend), "2,0|3,0 wall stone h1", "2,1|3,1 wall stone h1")
	o = forcedResolve(t, b, fm, path...)
	if got := o.Positions["a"]; got != (Pos{1, 0, 0}) || len(o.Damage) != 0 || !strings.Contains(forcedEvents(o), "is stopped by the stone wall between 2,0 and 3,0, lower than itself") {
		t.Errorf("Resolve(push 6 into a low wall) a at %v, damage %v, want stopped at 1,0,0 unharmed%s", got, o.Damage, forcedEvents(o))
	}
}

// TestForcedEdgeCorner checks a diagonal slide past the end of a thin wall.
func TestForcedEdgeCorner(t *testing.T) {
	// Draw Steel, Can't Cut Corners: "A creature can't move diagonally when doing
	// so would involve passing through the corner of a wall or some other
	// object that completely fills the corner", which forced movement
	// follows too (rules-drawsteel.md, "Corners"): a diagonal step past a
	// corner an edge touches is a slam into the corner, which never breaks.
	b := withEdges(t, forcedParseBoard(t, `
		f . . .
		. a . .
		. . . .
	`, nil), "1,1|2,1 wall glass")
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 2}, Target: "a", Source: "f", Stability: IgnoreStability()}
	o := forcedResolve(t, b, fm, Pos{2, 2, 0})
	if got := o.Positions["a"]; got != (Pos{1, 1, 0}) || o.Damage["a"] != 4 || len(o.DestroyedEdges) != 0 ||
		!strings.Contains(forcedEvents(o), "slams into the corner of the glass wall between 1,1 and 2,1") {
		t.Errorf("Resolve(slide 2 diagonally past a wall's end) a at %v, damage %v, destroyed %v; want a slam at 1,1,0 for 4%s", got, o.Damage, o.DestroyedEdges, forcedEvents(o))
	}
	// The preview still finds the way around.
	p, err := PreviewForced(b, fm)
	if err != nil {
		t.Fatal(err)
	}
	opt, ok := p.Option(Pos{2, 2, 0})
	if !ok || opt.Outcome.Positions["a"] != (Pos{2, 2, 0}) || len(opt.Outcome.Damage) != 0 {
		t.Errorf("Preview(slide 2).Option(2,2) = %+v, %v, want a clean path around the wall", opt, ok)
	}
}

// TestForcedPreviewBreaksEdges checks that a slide's preview reaches past a
// door only by breaking it, and names it.
func TestForcedPreviewBreaksEdges(t *testing.T) {
	b := withEdges(t, forcedParseBoard(t, `
		f . . .
		. a . .
		. . . .
	`, nil), "1,1|2,1 door wood", "1,0|2,0 wall stone", "1,1|1,2 wall stone", "0,1|1,1 wall stone", "0,0|0,1 wall stone", "1,0|1,1 wall stone")
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 4}, Target: "a", Source: "f", Stability: IgnoreStability()}
	p, err := PreviewForced(b, fm)
	if err != nil {
		t.Fatal(err)
	}
	opt, ok := p.Option(Pos{3, 1, 0})
	if !ok || opt.Outcome.Positions["a"] != (Pos{3, 1, 0}) || opt.Outcome.Damage["a"] != 5 ||
		!strings.Contains(forcedEvents(opt.Outcome), "hurled through the wooden door between 1,1 and 2,1") {
		t.Fatalf("Preview(slide 4 out of a walled room).Option(3,1) = %v, %v; want hurled through the door for 5%s", opt.Outcome.Positions, ok, forcedEvents(opt.Outcome))
	}
}

// TestMoveEdges checks willing movement across the sides between squares.
func TestMoveEdges(t *testing.T) {
	b := mvBoard(t, `
		.....
		.@...
		.....
	`)
	tests := []struct {
		name  string
		edge  string
		fly   bool
		to    Pos
		legal bool
	}{
		// Thin walls "block movement" (docs/rules-drawsteel.md); Draw Steel, Can't Cut Corners,
		// for the diagonal past a wall's end; doors "open and close".
		{"wall", "1,1|2,1 wall stone", false, Pos{2, 1, 0}, false},
		{"closed door", "1,1|2,1 door wood", false, Pos{2, 1, 0}, false},
		{"open door", "1,1|2,1 door wood open", false, Pos{2, 1, 0}, true},
		{"window, even open", "1,1|2,1 window glass open", false, Pos{2, 1, 0}, false},
		{"diagonal past the wall's end", "1,1|2,1 wall stone", false, Pos{2, 2, 0}, false},
		{"elsewhere", "3,1|4,1 wall stone", false, Pos{2, 1, 0}, true},
		{"over a low wall, flying", "1,1|2,1 wall stone h1", true, Pos{2, 1, 1}, true},
		{"into a low wall, flying", "1,1|2,1 wall stone h2", true, Pos{2, 1, 1}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bb := withEdges(t, b.Clone(), tc.edge)
			if tc.fly {
				c, _ := bb.Creature("@")
				c.Movement = []MoveType{Walk, Fly}
				c.Z = 1
			}
			plan := PlanMove(bb, MoveRequest{Mover: "@"}, []Pos{tc.to})
			if plan.Legal != tc.legal {
				t.Errorf("PlanMove(to %v past %s) legal = %v (%s), want %v", tc.to, tc.edge, plan.Legal, plan.Why, tc.legal)
			}
			if !tc.legal && !tc.fly && !strings.Contains(plan.Why, "closed door") && !strings.Contains(plan.Why, "corner") {
				t.Errorf("PlanMove(to %v past %s) why = %q, want it to name the edge", tc.to, tc.edge, plan.Why)
			}
		})
	}
	// Reach goes around: the square behind a wall costs the detour.
	bb := withEdges(t, b.Clone(), "1,1|2,1 wall stone", "1,0|2,0 wall stone")
	r, err := Reach(bb, MoveRequest{Mover: "@"})
	if err != nil {
		t.Fatal(err)
	}
	// Around the wall's lower end: 1,2, then 2,2 (the diagonals 1,1 -> 2,2
	// and 1,2 -> 2,1 pass the corner the wall ends at), then 2,1.
	if got, ok := r.Cost(Pos{2, 1, 0}); !ok || got != 3 {
		t.Errorf("Reach past a wall: cost of 2,1 = %d, %v, want 3", got, ok)
	}
}

// TestLineOfEffectEdges checks line of effect and cover across edges.
func TestLineOfEffectEdges(t *testing.T) {
	b := mvBoard(t, `
		......
		.@..a.
		......
		....bb
		....bb
	`)
	tests := []struct {
		name   string
		edges  []string
		target string
		loe    bool
		cover  Cover
	}{
		// Draw Steel, Cover: "much higher walls completely block the crucibite's
		// body, and therefore the tactician does not have line of effect".
		{"wall between", []string{"3,0|4,0 wall stone", "3,1|4,1 wall stone", "3,2|4,2 wall stone"}, "a", false, NoCover},
		{"closed door", []string{"3,1|4,1 door wood"}, "a", false, NoCover},
		{"closed door in a wall", []string{"3,0|4,0 wall stone", "3,1|4,1 door wood", "3,2|4,2 wall stone"}, "a", false, NoCover},
		{"open door in a wall", []string{"3,0|4,0 wall stone", "3,1|4,1 door wood open", "3,2|4,2 wall stone"}, "a", true, NoCover},
		{"closed window in a wall", []string{"3,0|4,0 wall stone", "3,1|4,1 window glass", "3,2|4,2 wall stone"}, "a", false, NoCover},
		{"open window in a wall", []string{"3,0|4,0 wall stone", "3,1|4,1 window glass open", "3,2|4,2 wall stone"}, "a", true, NoCover},
		// "When you have line of effect to a creature or object but that
		// target has at least half their form blocked by a solid object
		// such as a tree, wall, or overturned table, the target has cover."
		// A wall along half of a size 2 target's near side.
		{"half of a big target behind a wall", []string{"3,3|4,3 wall stone", "4,2|4,3 wall stone", "5,2|5,3 wall stone"}, "b", true, InCover},
		{"nothing between", nil, "b", true, NoCover},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bb := withEdges(t, b.Clone(), tc.edges...)
			loe, cover := LineOfEffect(bb, "@", tc.target)
			if loe != tc.loe || cover != tc.cover {
				t.Errorf("LineOfEffect(@, %s) past %v = %v, %v; want %v, %v", tc.target, tc.edges, loe, cover, tc.loe, tc.cover)
			}
		})
	}
}
