package drawsteel

// Falls during a vertical forced move: where a fall is measured from, a
// landing partway through the move, a staircase followed square by
// square, and flyers, who are moved through the air without falling.

import (
	"slices"
	"testing"
)

func TestForcedVerticalLandingMidMove(t *testing.T) {
	// Draw Steel, Falling: "Falling is not forced movement, but being force
	// moved downward is considered falling." A target carried down through
	// open air onto lower ground has fallen there, whether or not the move
	// then goes on along the ground; the plain push over the same ledge
	// deals the same fall at its end (Draw Steel, Forced Into a Fall: "If
	// you are still in a position to fall when the forced movement ends,
	// you fall").
	b := forcedParseBoard(t, `2f 2a . . . .`, nil)
	vertical := ForcedMove{Move: Move{Kind: Push, Distance: 4, Vertical: true}, Target: "a", Source: "f"}
	path, err := RouteForced(b, vertical, Pos{5, 0, 0})
	if err != nil {
		t.Fatal(err)
	}
	// Two squares down through the air, onto the ground at 4,0, then one
	// more square along the ground.
	if want := []Pos{{2, 0, 1}, {3, 0, 1}, {4, 0, 0}, {5, 0, 0}}; !slices.Equal(path, want) {
		t.Fatalf("RouteForced(vertical push 4 to 5,0,0) = %v, want %v", path, want)
	}
	o := forcedResolve(t, b, vertical, path...)
	plain := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: 4}, Target: "a", Source: "f"},
		Pos{2, 0, 2}, Pos{3, 0, 2}, Pos{4, 0, 2}, Pos{5, 0, 2})
	for _, c := range []struct {
		name string
		o    Outcome
	}{{"vertical push 4 down and along", o}, {"push 4 off the ledge", plain}} {
		if got := c.o.Damage["a"]; got != 4 {
			t.Errorf("Resolve(%s) damage = %d, want 4 (a fall of 2 squares)%s", c.name, got, forcedEvents(c.o))
		}
		if !slices.Contains(c.o.Prone, "a") {
			t.Errorf("Resolve(%s) prone = %v, want a", c.name, c.o.Prone)
		}
		if got := c.o.Positions["a"]; got != (Pos{5, 0, 0}) {
			t.Errorf("Resolve(%s) a at %v, want 5,0,0", c.name, got)
		}
	}
	// The fall is taken where the target landed, before the square along
	// the ground, with Agility counted as 0 (Draw Steel, Slamming Into
	// Objects: "as if they had fallen the distance force moved and their
	// Agility score was 0").
	falls := forcedEventsOf(o, EventFall, "a")
	if len(falls) != 1 || falls[0].At != (Pos{4, 0, 0}) || falls[0].Squares != 2 {
		t.Errorf("Resolve(vertical push 4 down and along) falls = %+v, want one of 2 squares at 4,0,0%s", falls, forcedEvents(o))
	}
	b2 := forcedParseBoard(t, `2f 2a . . . .`, forcedLegend{'a': {Agility: 2}})
	if got := forcedResolve(t, b2, vertical, path...).Damage["a"]; got != 4 {
		t.Errorf("Resolve(vertical push 4 down and along, Agility 2) damage = %d, want 4 (Agility counts as 0)", got)
	}
}

func TestForcedVerticalFallHeight(t *testing.T) {
	// Draw Steel, Vertical: "you can move them along a physical slope such
	// as a hill or staircase. For a target to be force moved along a slope,
	// each square of the slope can be no more than 1 square higher or lower
	// than the previous square." and Draw Steel, Falling: "When a creature
	// falls 2 or more squares and lands on the ground, they take 2 damage
	// for each square they fall". A vertical move that follows the ground
	// square by square is moved along a slope, not falling; a fall is the
	// descent through open air, measured from where the target left the
	// ground (or the highest point it was carried to since), not from its
	// last upward step.
	tests := []struct {
		name   string
		board  string
		path   []Pos
		end    Pos
		damage int
		prone  bool
	}{
		{"down a staircase square by square", `3a 2 1 0 .`,
			[]Pos{{1, 0, 2}, {2, 0, 1}, {3, 0, 0}}, Pos{3, 0, 0}, 0, false},
		{"the same descent through open air", `3a . . . .`,
			[]Pos{{1, 0, 2}, {2, 0, 1}, {3, 0, 0}}, Pos{3, 0, 0}, 6, true},
		{"down the staircase, then on along the ground", `3a 2 1 0 .`,
			[]Pos{{1, 0, 2}, {2, 0, 1}, {3, 0, 0}, {4, 0, 0}}, Pos{4, 0, 0}, 0, false},
		{"a drop of 1 through the air", `1a . . .`,
			[]Pos{{1, 0, 1}, {2, 0, 0}, {3, 0, 0}}, Pos{3, 0, 0}, 0, false},
		{"a drop of 2 through the air", `2a . . .`,
			[]Pos{{1, 0, 1}, {2, 0, 0}, {3, 0, 0}}, Pos{3, 0, 0}, 4, true},
		{"two steps down the stairs, then 2 through the air", `4a 3 2 . .`,
			[]Pos{{1, 0, 3}, {2, 0, 2}, {3, 0, 1}, {4, 0, 0}}, Pos{4, 0, 0}, 4, true},
		{"the last square of the stairs is 1 above the ground", `3a 2 1 . .`,
			[]Pos{{1, 0, 2}, {2, 0, 1}, {3, 0, 1}, {4, 0, 0}}, Pos{4, 0, 0}, 0, false},
		{"off a ledge, up 1 in the air, then down", `3a . . . . .`,
			[]Pos{{1, 0, 2}, {2, 0, 1}, {3, 0, 2}, {4, 0, 1}, {4, 0, 0}}, Pos{4, 0, 0}, 6, true},
		{"up from the ground and back down", `a . . . .`,
			[]Pos{{1, 0, 1}, {2, 0, 2}, {3, 0, 1}, {4, 0, 0}}, Pos{4, 0, 0}, 4, true},
		{"left in midair after the stairs", `3a 2 . . .`,
			[]Pos{{1, 0, 2}, {2, 0, 1}}, Pos{2, 0, 0}, 4, true},
		{"down the stairs, then straight down into the ground", `3a 2 1 .`,
			[]Pos{{1, 0, 2}, {2, 0, 1}, {2, 0, 0}}, Pos{2, 0, 1}, 2 + 1, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, nil)
			fm := ForcedMove{Move: Move{Kind: Slide, Distance: len(tc.path), Vertical: true}, Target: "a"}
			o := forcedResolve(t, b, fm, tc.path...)
			if got := o.Positions["a"]; got != tc.end {
				t.Errorf("Resolve(vertical slide along %v) a at %v, want %v%s", tc.path, got, tc.end, forcedEvents(o))
			}
			if got := o.Damage["a"]; got != tc.damage {
				t.Errorf("Resolve(vertical slide along %v) damage = %d, want %d%s", tc.path, got, tc.damage, forcedEvents(o))
			}
			if got := slices.Contains(o.Prone, "a"); got != tc.prone {
				t.Errorf("Resolve(vertical slide along %v) prone = %v, want %v%s", tc.path, got, tc.prone, forcedEvents(o))
			}
		})
	}
}

func TestForcedVerticalFallOntoCreature(t *testing.T) {
	// Draw Steel, Falling onto Another Creature: "A creature who falls and
	// lands on another creature causes that creature to take the same
	// damage from the fall." The fall is measured from where the target
	// left the ground, as onto the ground.
	tests := []struct {
		name  string
		board string
		path  []Pos
		want  string // damage
	}{
		// Off a 3-square ledge through the air onto b's top at 1: a fall
		// of 2 (Agility 0), 4 each.
		{"ends on the creature's top", `3a . b .`,
			[]Pos{{1, 0, 2}, {2, 0, 1}}, "{a:4 b:4}"},
		// Down the stairs to 2, then 1 through the air onto b: no damage.
		{"from the stairs", `3a 2 b .`,
			[]Pos{{1, 0, 2}, {2, 0, 1}}, "{}"},
		// Down into b from the air with its last square: the slam with 1
		// square remaining (1 each) and the fall of 2 onto it (4 each).
		{"into the creature", `3a . b .`,
			[]Pos{{1, 0, 2}, {2, 0, 1}, {2, 0, 0}}, "{a:5 b:5}"},
		// Over b's head and on down to the ground beyond: the target lands
		// on the ground, not on b (3 squares, 6).
		{"past the creature's head", `3a . b . .`,
			[]Pos{{1, 0, 2}, {2, 0, 1}, {3, 0, 0}}, "{a:6}"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, forcedLegend{'b': {Might: 0}})
			fm := ForcedMove{Move: Move{Kind: Slide, Distance: len(tc.path), Vertical: true}, Target: "a"}
			o := forcedResolve(t, b, fm, tc.path...)
			if got := forcedDamage(o); got != tc.want {
				t.Errorf("Resolve(vertical slide along %v) damage = %s, want %s%s", tc.path, got, tc.want, forcedEvents(o))
			}
			if got := o.Positions["a"]; got.Z != 0 {
				t.Errorf("Resolve(vertical slide along %v) a at %v, want on the ground", tc.path, got)
			}
		})
	}
}

func TestForcedVerticalFlyerDoesNotFall(t *testing.T) {
	// Draw Steel, Fly: "A creature who has "fly" in their speed entry ...
	// can move through the air vertically or horizontally at full speed and
	// remain in midair." A flyer carried down through the air onto the
	// ground is set down, not falling; one force moved downward into the
	// ground is slammed into it and takes the falling damage of the
	// distance (Draw Steel, Slamming Into Objects: "If you force move a
	// creature downward into an object that doesn't break (including the
	// ground), they also take falling damage as if they had fallen the
	// distance force moved and their Agility score was 0").
	for _, mv := range [][]MoveType{{Fly}, {Fly, Hover}, {Hover}} {
		b := forcedParseBoard(t, `3a . . . .`, forcedLegend{'a': {Movement: mv}})
		fm := ForcedMove{Move: Move{Kind: Slide, Distance: 4, Vertical: true}, Target: "a"}
		o := forcedResolve(t, b, fm, Pos{1, 0, 2}, Pos{2, 0, 1}, Pos{3, 0, 0}, Pos{4, 0, 0})
		if len(o.Damage) != 0 || len(o.Prone) != 0 || o.Positions["a"] != (Pos{4, 0, 0}) {
			t.Errorf("Resolve(vertical slide a %v flyer down onto the ground and along) damage %v prone %v at %v, want none at 4,0,0%s",
				mv, o.Damage, o.Prone, o.Positions["a"], forcedEvents(o))
		}
		o = forcedResolve(t, b, fm, Pos{1, 0, 2}, Pos{2, 0, 1}, Pos{3, 0, 0})
		if len(o.Damage) != 0 {
			t.Errorf("Resolve(vertical slide a %v flyer down onto the ground) damage %v, want none%s", mv, o.Damage, forcedEvents(o))
		}
		// Down to the ground with 1 square left, into it: 2 + 1 for the
		// slam and a fall of 3 (6).
		o = forcedResolve(t, b, fm, Pos{1, 0, 2}, Pos{2, 0, 1}, Pos{3, 0, 0}, Pos{3, 0, -1})
		if got := o.Damage["a"]; got != 3+6 {
			t.Errorf("Resolve(vertical slide a %v flyer down into the ground) damage %d, want 9%s", mv, got, forcedEvents(o))
		}
	}
}

func TestForcedVerticalSlidePrefersTheStairs(t *testing.T) {
	// Draw Steel, Vertical: "you can move them along a physical slope such
	// as a hill or staircase." Among equally short paths, the preview of a
	// vertical slide offers the one that deals the target the least
	// damage: down the staircase rather than through the air above it,
	// which lands from a fall of 2 (docs/rules-drawsteel.md, "Slides").
	b := forcedParseBoard(t, `2a 1 . .`, nil)
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 3, Vertical: true}, Target: "a"}
	p, err := PreviewForced(b, fm)
	if err != nil {
		t.Fatal(err)
	}
	opt, ok := p.Option(Pos{3, 0, 0})
	if !ok {
		t.Fatal("Preview(vertical slide 3) has no option at 3,0,0")
	}
	if len(opt.Outcome.Damage) != 0 || opt.Outcome.Positions["a"] != (Pos{3, 0, 0}) {
		t.Errorf("Preview(vertical slide 3).Option(3,0,0) path %v damage %v, want a harmless path down the step%s",
			opt.Path, opt.Outcome.Damage, forcedEvents(opt.Outcome))
	}
	if sum, _ := p.Summary(Pos{3, 0, 0}); sum.Damage != 0 {
		t.Errorf("Preview(vertical slide 3).Summary(3,0,0).Damage = %d, want 0", sum.Damage)
	}
}
