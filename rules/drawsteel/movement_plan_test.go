package drawsteel

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// mvPath builds a path of positions on the ground (z from the board) from
// "x,y" pairs.
func mvPath(b *Board, squares ...Square) []Pos {
	out := make([]Pos, len(squares))
	for i, s := range squares {
		out[i] = Pos{s.X, s.Y, b.GroundUnder(s, 1)}
	}
	return out
}

func TestPlanMoveOpportunityAttacks(t *testing.T) {
	const board = `
		.....
		.@b..
		.....`
	tests := []struct {
		name  string // the seed and the paragraph's first words
		setup func(b *Board)
		mode  MoveMode
		path  []Square
		want  []OpportunityAttack
	}{
		{
			name: `Draw Steel, Opportunity Attacks "the enemy willingly moves to a space that isn't adjacent to the creature without shifting"`,
			path: []Square{{0, 1}},
			want: []OpportunityAttack{{By: "b", Step: 0}},
		},
		{
			name: `Draw Steel, Opportunity Attacks caption "the commando never stops being adjacent to the tactician"`,
			path: []Square{{1, 0}, {2, 0}, {3, 0}},
		},
		{
			name: `Draw Steel, Opportunity Attacks: leaving on the second step`,
			path: []Square{{1, 2}, {0, 2}},
			want: []OpportunityAttack{{By: "b", Step: 1}},
		},
		{
			name: `Draw Steel, Shifting "Whenever you shift, creatures can't make opportunity attacks against you"`,
			mode: ModeShift,
			path: []Square{{0, 1}},
		},
		{
			name: `Draw Steel, Disengage "they can shift 1 square"`,
			mode: ModeDisengage,
			path: []Square{{0, 1}},
		},
		{
			name:  `Draw Steel, Flanking caption "the conduit is dazed, which prevents them from taking triggered actions": no opportunity attack`,
			setup: func(b *Board) { mvCreature(t, b, "b").Conditions = []Condition{Dazed} },
			path:  []Square{{0, 1}},
		},
		{
			name:  `Draw Steel, Director-Controlled Creatures "Director-controlled creatures die or are destroyed when their Stamina drops to 0": a dead enemy makes none`,
			setup: func(b *Board) { c := mvCreature(t, b, "b"); c.Stamina, c.MaxStamina = 0, 10 },
			path:  []Square{{0, 1}},
		},
		{
			name: `Draw Steel, Dying and Death "While you are dying, you can still act": a dying hero still strikes`,
			setup: func(b *Board) {
				mvCreature(t, b, "@").Side = "monsters"
				c := mvCreature(t, b, "b")
				c.Side, c.Stamina, c.MaxStamina = "heroes", -2, 10
			},
			path: []Square{{0, 1}},
			want: []OpportunityAttack{{By: "b", Step: 0}},
		},
		{
			name: `Draw Steel, Dying and Death "if it reaches the negative of your winded value, you die": a dead hero makes none`,
			setup: func(b *Board) {
				mvCreature(t, b, "@").Side = "monsters"
				c := mvCreature(t, b, "b")
				c.Side, c.Stamina, c.MaxStamina = "heroes", -5, 10
			},
			path: []Square{{0, 1}},
		},
		{
			name:  `Draw Steel, Opportunity Attacks "If a creature has a bane or double bane on the power roll against the enemy, they can't make an opportunity attack": a prone enemy's strikes take a bane`,
			setup: func(b *Board) { mvCreature(t, b, "b").Prone = true },
			path:  []Square{{0, 1}},
		},
		{
			name:  `Draw Steel, Opportunity Attacks "If a creature has a bane or double bane...": a restrained enemy's ability rolls take a bane`,
			setup: func(b *Board) { mvCreature(t, b, "b").Conditions = []Condition{Restrained} },
			path:  []Square{{0, 1}},
		},
		{
			name:  `Draw Steel, Opportunity Attacks: slowed is no bane`,
			setup: func(b *Board) { mvCreature(t, b, "b").Conditions = []Condition{Slowed} },
			path:  []Square{{0, 1}},
			want:  []OpportunityAttack{{By: "b", Step: 0}},
		},
		{
			name:  `Draw Steel, Opportunity Attacks "Whenever a creature has an enemy adjacent": an ally makes none`,
			setup: func(b *Board) { mvCreature(t, b, "b").Side = "heroes" },
			path:  []Square{{0, 1}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := mvBoard(t, board)
			if tc.setup != nil {
				tc.setup(b)
			}
			plan := PlanMove(b, MoveRequest{Mover: "@", Mode: tc.mode}, mvPath(b, tc.path...))
			if !plan.Legal {
				t.Fatalf("PlanMove(%v %v) illegal: %s", tc.mode, tc.path, plan.Why)
			}
			if !reflect.DeepEqual(plan.OpportunityAttacks, tc.want) {
				t.Errorf("PlanMove(%v %v) opportunity attacks = %v, want %v", tc.mode, tc.path, plan.OpportunityAttacks, tc.want)
			}
		})
	}
}

func TestOpportunityAttackCover(t *testing.T) {
	// Draw Steel, Opportunity Attacks "If a creature has a bane or double bane on
	// the power roll against the enemy, they can't make an opportunity
	// attack." and Draw Steel, Cover "You take a bane on damage-dealing abilities
	// used against creatures or objects that have cover from you." Cover is
	// judged from the enemy's space to the mover's space before the step
	// that leaves it.
	tests := []struct {
		name, board string
		want        int
	}{
		{"diagonal past two wall corners: cover, no attack", `
			....
			.@#.
			.#b.
			....`, 0},
		{"diagonal in the open: an attack", `
			....
			.@..
			..b.
			....`, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := mvBoard(t, tc.board)
			_, cover := LineOfEffect(b, "b", "@")
			plan := PlanMove(b, MoveRequest{Mover: "@"}, mvPath(b, Square{0, 0}))
			if !plan.Legal {
				t.Fatalf("PlanMove(@ to 0,0) illegal: %s", plan.Why)
			}
			if got := len(plan.OpportunityAttacks); got != tc.want {
				t.Errorf("PlanMove(@ to 0,0) with %v from b: %d opportunity attacks, want %d", cover, got, tc.want)
			}
		})
	}
}

func TestReachPrefersFewerOpportunityAttacks(t *testing.T) {
	// Draw Steel, Opportunity Attacks: of two paths of the same cost, Reach takes the
	// one that never leaves the enemy's reach.
	b := mvBoard(t, `
		.@.
		..b
		...`)
	r, err := Reach(b, MoveRequest{Mover: "@"})
	if err != nil {
		t.Fatal(err)
	}
	plan := r.Plan(Pos{1, 2, 0})
	if !plan.Legal || plan.Cost != 2 || len(plan.OpportunityAttacks) != 0 {
		t.Errorf("Reach.Plan(1,2,0) = legal %v cost %d path %v attacks %v, want legal cost 2 and no attacks", plan.Legal, plan.Cost, plan.Path, plan.OpportunityAttacks)
	}
}

func TestPlanMoveSteps(t *testing.T) {
	b := mvBoard(t, `
		@,^~b.`)
	mvMover(t, b).Speed = 9
	plan := PlanMove(b, MoveRequest{Mover: "@"}, mvPath(b, Square{1, 0}, Square{2, 0}, Square{3, 0}, Square{4, 0}, Square{5, 0}))
	want := []struct {
		kind StepKind
		cost int
		why  string
	}{
		{StepWalk, 2, "difficult"},
		{StepWalk, 1, "damaging 3"},
		{StepSwim, 2, "liquid"},
		{StepWalk, 2, "enemy space"},
		{StepWalk, 1, ""},
	}
	if !plan.Legal || len(plan.Steps) != len(want) {
		t.Fatalf("PlanMove = legal %v (%s), %d steps; want legal, %d steps", plan.Legal, plan.Why, len(plan.Steps), len(want))
	}
	for i, w := range want {
		st := plan.Steps[i]
		var why []string
		if st.Difficult {
			why = append(why, "difficult")
		}
		if st.Damage > 0 {
			why = append(why, fmt.Sprintf("damaging %d", st.Damage))
		}
		if st.Kind == StepSwim {
			why = append(why, "liquid")
		}
		if st.EnemySpace {
			why = append(why, "enemy space")
		}
		if st.Kind != w.kind || st.Cost != w.cost || strings.Join(why, ",") != w.why {
			t.Errorf("PlanMove step %d = %v cost %d (%s), want %v cost %d (%s)", i, st.Kind, st.Cost, strings.Join(why, ","), w.kind, w.cost, w.why)
		}
	}
	if plan.Cost != 8 {
		t.Errorf("PlanMove cost = %d, want 8", plan.Cost)
	}
	if want := []TerrainHit{{Step: 1, At: Pos{2, 0, 0}, Damage: 3}}; !reflect.DeepEqual(plan.TerrainHits, want) {
		t.Errorf("PlanMove terrain hits = %v, want %v", plan.TerrainHits, want)
	}
}

func TestPlanMoveIllegal(t *testing.T) {
	const board = `
		@#..
		.b.a
		....`
	tests := []struct {
		name  string // the seed and the paragraph's first words
		req   MoveRequest
		setup func(b *Board)
		path  []Pos
		why   string // a fragment of MovePlan.Why
	}{
		{
			name: `Draw Steel, Can't Exceed Speed "A single move or other effect can never allow a creature to move more squares than their speed"`,
			req:  MoveRequest{Budget: 2},
			path: []Pos{{0, 1, 0}, {0, 2, 0}, {1, 2, 0}},
			why:  "Can't Exceed Speed",
		},
		{
			name: `Draw Steel, Can't Cut Corners "passing through the corner of a wall"`,
			path: []Pos{{1, 1, 0}, {2, 0, 0}},
			why:  "Can't Cut Corners",
		},
		{
			name: `Draw Steel, "You can't stop moving in any other creature's space"`,
			path: []Pos{{0, 1, 0}, {1, 1, 0}},
			why:  "can't stop moving",
		},
		{
			name:  `Draw Steel, Jump "long jump a number of squares up to your Might or Agility score"`,
			setup: func(b *Board) { mvCreature(t, b, "@").Might = 1 },
			path:  []Pos{{0, 2, 0}},
			why:   "longer than the jump",
		},
		{
			name: `Draw Steel, Charge "move up to their speed in a straight line"`,
			req:  MoveRequest{Mode: ModeCharge},
			path: []Pos{{0, 1, 0}, {1, 2, 0}, {2, 2, 0}},
			why:  "straight line",
		},
		{
			name:  `Draw Steel, Shifting "You can't shift into or while within difficult terrain": starting in it`,
			req:   MoveRequest{Mode: ModeShift, Budget: 2},
			setup: func(b *Board) { b.SetCell(Square{0, 0}, Cell{Difficult: true}) },
			path:  []Pos{{0, 1, 0}},
			why:   "the shift starts within it",
		},
		{
			name: `Draw Steel, Fly: a creature without fly can't rise into the air`,
			path: []Pos{{0, 1, 1}},
			why:  "midair",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := mvBoard(t, board)
			mvCreature(t, b, "@").Might = 3
			if tc.setup != nil {
				tc.setup(b)
			}
			req := tc.req
			req.Mover = "@"
			plan := PlanMove(b, req, tc.path)
			if plan.Legal || !strings.Contains(plan.Why, tc.why) {
				t.Errorf("PlanMove(%v %v) = legal %v, why %q; want illegal, why containing %q", req.Mode, tc.path, plan.Legal, plan.Why, tc.why)
			}
			if _, err := applyMove(b, "@", plan); !errors.Is(err, errIllegalMove) {
				t.Errorf("applyMove(illegal plan) error = %v, want errIllegalMove", err)
			}
		})
	}
}

func TestPlanMoveDrop(t *testing.T) {
	// Draw Steel, Falling "When a creature falls 2 or more squares and lands on the
	// ground ...": stepping off a ledge is a fall; the move ends there and
	// the plan flags it for the falling rules.
	b := mvBoard(t, `
		@...`)
	mvHeights(t, b, `
		3300`)
	path := []Pos{{1, 0, 3}, {2, 0, 0}}
	if plan := PlanMove(b, MoveRequest{Mover: "@"}, path); plan.Legal || !strings.Contains(plan.Why, "AllowFalls") {
		t.Errorf("PlanMove(off a 3-square ledge) = legal %v (%s), want illegal without AllowFalls", plan.Legal, plan.Why)
	}
	mvMover(t, b).Agility = 1
	plan := PlanMove(b, MoveRequest{Mover: "@", AllowFalls: true}, path)
	// "A creature who falls can reduce the effective height of the fall by a
	// number of squares equal to their Agility score": 3 - 1 = 2 squares, 4 damage.
	want := []LedgeDrop{{Step: 1, From: Pos{1, 0, 3}, To: Pos{2, 0, 0}, Height: 3, Damage: 4, Prone: true}}
	if !plan.Legal || plan.Cost != 2 || !reflect.DeepEqual(plan.Drops, want) {
		t.Errorf("PlanMove(AllowFalls) = legal %v (%s) cost %d drops %v, want legal cost 2 drops %v", plan.Legal, plan.Why, plan.Cost, plan.Drops, want)
	}
	// applyMove leaves the mover over the landing for the falling rules.
	nb, err := applyMove(b, "@", plan)
	if err != nil {
		t.Fatal(err)
	}
	if got := mvMover(t, nb).Pos(); got != (Pos{2, 0, 3}) {
		t.Errorf("applyMove(drop) mover at %v, want 2,0,3 (in the air over the landing)", got)
	}
	if falls, why := mustFall(nb, "@"); !falls {
		t.Errorf("MustFall after applyMove(drop) = false, want true (%s)", why)
	}
	out, err := resolveFall(nb, "@")
	if err != nil {
		t.Fatal(err)
	}
	// The preview agrees with the falling rules of the forced-movement engine.
	if out.Positions["@"] != (Pos{2, 0, 0}) || out.Damage["@"] != 4 || !slices.Contains(out.Prone, "@") {
		t.Errorf("ResolveFall after the drop = at %v damage %d prone %v; want 2,0,0, 4 damage, prone", out.Positions["@"], out.Damage["@"], out.Prone)
	}
	if plan := PlanMove(b, MoveRequest{Mover: "@", AllowFalls: true}, append(path, Pos{3, 0, 0})); plan.Legal {
		t.Errorf("PlanMove(a step after the fall) legal, want illegal: the fall ends the move")
	}
	r, err := Reach(b, MoveRequest{Mover: "@", AllowFalls: true})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := mvCostMap(b, r), "012."; got != want {
		t.Errorf("Reach(AllowFalls) = %s, want %s (nothing past the landing)", got, want)
	}
}

func TestApplyMove(t *testing.T) {
	b := mvBoard(t, `
		@..
		...`)
	before := b.Clone()
	plan := PlanMove(b, MoveRequest{Mover: "@"}, []Pos{{1, 1, 0}, {2, 1, 0}})
	nb, err := applyMove(b, "@", plan)
	if err != nil {
		t.Fatalf("ApplyMove: %v", err)
	}
	if got := mvMover(t, nb).Pos(); got != (Pos{2, 1, 0}) {
		t.Errorf("ApplyMove mover at %v, want 2,1,0", got)
	}
	if !reflect.DeepEqual(b, before) {
		t.Errorf("ApplyMove changed its input board")
	}
	if _, err := applyMove(nb, "@", plan); !errors.Is(err, errIllegalMove) {
		t.Errorf("applyMove(stale plan) error = %v, want errIllegalMove", err)
	}
}

func TestTeleport(t *testing.T) {
	b := mvBoard(t, `
		@.#..
		..#..
		...A.`)
	m := mvMover(t, b)
	m.Speed = 3
	m.Movement = []MoveType{Walk, Teleport}
	m.Conditions = []Condition{Restrained}

	// Draw Steel, Teleport "teleport a number of squares up to their usual speed,
	// unmodified by conditions" (restrained makes speed 0), "must have line
	// of effect to their destination space", "destination space can't be
	// occupied by another creature"; "A creature can't teleport to and
	// from the same space": the start is no destination.
	r, err := Reach(b, MoveRequest{Mover: "@", Mode: ModeTeleport})
	if err != nil {
		t.Fatal(err)
	}
	want := mvTrim(`
		.1#..
		11#..
		222A.`)
	if got := mvCostMap(b, r); got != want {
		t.Errorf("Reach(teleport 3) =\n%s\nwant\n%s", got, want)
	}
	// "If you teleport while affected by the grabbed or restrained
	// conditions, those conditions end for you."
	plan := PlanMove(b, MoveRequest{Mover: "@", Mode: ModeTeleport}, []Pos{{2, 2, 0}})
	if !plan.Legal || !plan.EndsGrab || len(plan.OpportunityAttacks) != 0 {
		t.Fatalf("PlanMove(teleport) = legal %v (%s) endsGrab %v, want legal and ending the restraint", plan.Legal, plan.Why, plan.EndsGrab)
	}
	nb, err := applyMove(b, "@", plan)
	if err != nil {
		t.Fatal(err)
	}
	if c := mvMover(t, nb); c.Has(Restrained) || c.Pos() != (Pos{2, 2, 0}) {
		t.Errorf("applyMove(teleport) = at %v conditions %v, want at 2,2,0 and not restrained", c.Pos(), c.Conditions)
	}
	// "A creature can't teleport to and from the same space."
	if plan := PlanMove(b, MoveRequest{Mover: "@", Mode: ModeTeleport}, []Pos{{0, 0, 0}, {0, 0, 0}}); plan.Legal {
		t.Errorf("PlanMove(teleport to the same space) legal, want illegal")
	}
}

func TestBurrow(t *testing.T) {
	// Draw Steel, Burrow "can move through dirt horizontally ... can't move through
	// more solid ground, such as stone": underground the ground is dirt,
	// walls (which stand on the ground at (3,0)) are not.
	b := mvBoard(t, `
		.@.#.`)
	mvHeights(t, b, `
		22202`)
	m := mvMover(t, b)
	m.Z = 0 // dug in with the Dig maneuver
	m.Speed = 4
	m.Movement = []MoveType{Walk, Burrow}
	r, err := Reach(b, MoveRequest{Mover: "@", Using: Burrow})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		p    Pos
		cost int
		ok   bool
	}{
		{Pos{0, 0, 0}, 1, true},
		{Pos{2, 0, 0}, 1, true},
		{Pos{3, 0, 0}, 0, false}, // the stone wall
		{Pos{4, 0, 0}, 0, false}, // behind it
		{Pos{1, 0, 1}, 0, false}, // digging up needs the Dig maneuver
	} {
		if cost, ok := r.Cost(tc.p); cost != tc.cost || ok != tc.ok {
			t.Errorf("Reach(burrow).Cost(%v) = %d, %v; want %d, %v", tc.p, cost, ok, tc.cost, tc.ok)
		}
	}
}

func TestReachErrors(t *testing.T) {
	b := mvBoard(t, `
		@.`)
	for _, tc := range []struct {
		name string
		req  MoveRequest
	}{
		{"unknown mover", MoveRequest{Mover: "nobody"}},
		{"fly without fly in the speed entry", MoveRequest{Mover: "@", Using: Fly}},
		{"burrow without burrow", MoveRequest{Mover: "@", Using: Burrow}},
		{"teleport with no distance", MoveRequest{Mover: "@", Mode: ModeTeleport}},
		{"negative budget", MoveRequest{Mover: "@", Budget: -1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Reach(b, tc.req); err == nil {
				t.Errorf("Reach(%+v) error = nil, want one", tc.req)
			}
		})
	}
	// Draw Steel, Fly "If a flying creature ... has their speed reduced to 0, they fall"
	// (unless it hovers): a creature in midair that can't fly can't move.
	mvMover(t, b).Z = 2
	if _, err := Reach(b, MoveRequest{Mover: "@"}); err == nil {
		t.Errorf("Reach(in midair without fly) error = nil, want one")
	}
}

func TestReachPrefersSaferPaths(t *testing.T) {
	// Draw Steel, Damaging Terrain "any other terrain that causes damage to creatures
	// within it": of two paths of the same cost, Reach avoids the fire; and
	// it walks rather than jumps when both cost the same.
	b := mvBoard(t, `
		@^.
		...`)
	mvMover(t, b).Might = 2
	r, err := Reach(b, MoveRequest{Mover: "@"})
	if err != nil {
		t.Fatal(err)
	}
	plan := r.Plan(Pos{2, 0, 0})
	if !plan.Legal || plan.Cost != 2 || len(plan.TerrainHits) != 0 {
		t.Errorf("Reach.Plan(2,0,0) = legal %v cost %d path %v hits %v; want cost 2 around the fire", plan.Legal, plan.Cost, plan.Path, plan.TerrainHits)
	}
	plan = r.Plan(Pos{2, 1, 0})
	for _, st := range plan.Steps {
		if st.Kind != StepWalk {
			t.Errorf("Reach.Plan(2,1,0) step %v -> %v is a %v, want walking on flat ground", st.From, st.To, st.Kind)
		}
	}
}
