package drawsteel

import (
	"reflect"
	"testing"
)

// The rules texts name bleeding, frightened, taunted and weakened but give
// them no effect on movement (their own rules live in a chapter the texts
// leave out), so they change neither speed, nor the squares a creature can
// reach, nor who makes an opportunity attack: they are markers.
func TestMarkerConditionsLeaveMovementAlone(t *testing.T) {
	const board = `
		.......
		.@b....
		.......`
	for _, k := range []Condition{Bleeding, Frightened, Taunted, Weakened} {
		t.Run(`Draw Steel, Can't Exceed Speed "A single move or other effect can never allow a creature to move more squares than their speed": `+string(k)+" keeps speed 5", func(t *testing.T) {
			plain := mvBoard(t, board)
			b := mvBoard(t, board)
			m := mvMover(t, b)
			m.Conditions = []Condition{k}
			m.ConditionBy = map[Condition]string{k: "b"}
			if got := EffectiveSpeed(m); got != 5 {
				t.Errorf("EffectiveSpeed(%s) = %d, want 5", k, got)
			}
			plan := PlanMove(b, MoveRequest{Mover: "@"}, mvPath(b, Square{0, 1}, Square{0, 0}))
			want := PlanMove(plain, MoveRequest{Mover: "@"}, mvPath(plain, Square{0, 1}, Square{0, 0}))
			if !plan.Legal || !reflect.DeepEqual(plan.OpportunityAttacks, []OpportunityAttack{{By: "b", Step: 0}}) {
				t.Errorf("PlanMove with %s: legal %v, opportunity attacks %v; want legal, one by b", k, plan.Legal, plan.OpportunityAttacks)
			}
			if plan.Legal != want.Legal || plan.Cost != want.Cost {
				t.Errorf("PlanMove with %s = legal %v cost %d, without = legal %v cost %d", k, plan.Legal, plan.Cost, want.Legal, want.Cost)
			}
		})
	}
	t.Run(`Draw Steel, Flanking caption "the conduit is dazed, which prevents them from taking triggered actions": a bleeding, weakened enemy still strikes`, func(t *testing.T) {
		b := mvBoard(t, board)
		mvCreature(t, b, "b").Conditions = []Condition{Bleeding, Weakened, Frightened, Taunted}
		plan := PlanMove(b, MoveRequest{Mover: "@"}, mvPath(b, Square{0, 1}))
		if want := []OpportunityAttack{{By: "b", Step: 0}}; !reflect.DeepEqual(plan.OpportunityAttacks, want) {
			t.Errorf("opportunity attacks = %v, want %v", plan.OpportunityAttacks, want)
		}
	})
}

func TestConditionsListsEveryDrawSteelCondition(t *testing.T) {
	want := []Condition{"slowed", "grabbed", "restrained", "dazed", "bleeding", "frightened", "taunted", "weakened"}
	if got := Conditions(); !reflect.DeepEqual(got, want) {
		t.Errorf("Conditions() = %v, want %v", got, want)
	}
}

func TestCloneCopiesConditionSources(t *testing.T) {
	c := Creature{Conditions: []Condition{Taunted}, ConditionBy: map[Condition]string{Taunted: "ogre"}}
	d := c.Clone()
	d.ConditionBy[Taunted] = "goblin"
	if c.Source(Taunted) != "ogre" || d.Source(Taunted) != "goblin" {
		t.Errorf("after changing the clone: original by %q, clone by %q; want ogre, goblin", c.Source(Taunted), d.Source(Taunted))
	}
}

func TestState(t *testing.T) {
	for _, tc := range []struct {
		name           string
		side           string
		object         bool
		stamina, maxSt int
		want           State
	}{
		{"untracked Stamina is fine", "monsters", false, 0, 0, StateFine},
		{`Draw Steel, Winded "When your Stamina is equal to or less than your winded value, you are winded": 11 of 20 is not`, "heroes", false, 11, 20, StateFine},
		{`Draw Steel, Winded "When your Stamina is equal to or less than your winded value": 10 of 20 is winded`, "heroes", false, 10, 20, StateWinded},
		{`Draw Steel, Winded "Your winded value equals half your Stamina maximum": 10 of 21 (winded value 10) is winded`, "monsters", false, 10, 21, StateWinded},
		{`Draw Steel, Winded: 11 of 21 is not (half of 21 rounds down)`, "monsters", false, 11, 21, StateFine},
		{`Draw Steel, Winded: 1 of 20 is winded`, "monsters", false, 1, 20, StateWinded},
		{`Draw Steel, Dying and Death "When your Stamina is 0 or lower, you are dying": a hero at 0`, "heroes", false, 0, 20, StateDying},
		{`Draw Steel, Dying and Death "While your Stamina is lower than 0, if it reaches the negative of your winded value, you die": -9 of 20 is dying`, "heroes", false, -9, 20, StateDying},
		{`Draw Steel, Dying and Death "if it reaches the negative of your winded value, you die": -10 of 20 is dead`, "heroes", false, -10, 20, StateDead},
		{`Draw Steel, Director-Controlled Creatures "In most circumstances, Director-controlled creatures die or are destroyed when their Stamina drops to 0": a monster at 0`, "monsters", false, 0, 20, StateDead},
		{`Draw Steel, Director-Controlled Creatures: a neutral creature at 0 is Director-controlled too`, "neutral", false, 0, 5, StateDead},
		{`Draw Steel, Director-Controlled Creatures "...die or are destroyed...": an object at 0 is destroyed`, "", true, 0, 5, StateDestroyed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &Creature{Side: tc.side, Object: tc.object, Stamina: tc.stamina, MaxStamina: tc.maxSt}
			if got := c.State(); got != tc.want {
				t.Errorf("State(%s %d/%d) = %v, want %v", tc.side, tc.stamina, tc.maxSt, got, tc.want)
			}
		})
	}
}

// Draw Steel, Teleport "If you teleport while affected by the grabbed or
// restrained conditions, those conditions end for you.": the grabber is
// forgotten with the grab, the other conditions and their sources stay.
func TestTeleportEndsGrabAndItsSource(t *testing.T) {
	b := mvBoard(t, `
		@b...
		.....`)
	m := mvMover(t, b)
	m.Movement = []MoveType{Walk, Teleport}
	m.Impose(Grabbed, "b")
	m.Impose(Taunted, "b")
	m.Speed = 5
	plan := PlanMove(b, MoveRequest{Mover: "@", Mode: ModeTeleport}, []Pos{{4, 1, 0}})
	if !plan.Legal || !plan.EndsGrab {
		t.Fatalf("PlanMove(teleport) = legal %v (%s) endsGrab %v", plan.Legal, plan.Why, plan.EndsGrab)
	}
	nb, _, err := ResolveMove(b, plan)
	if err != nil {
		t.Fatal(err)
	}
	after := mvMover(t, nb)
	if after.Has(Grabbed) || after.Source(Grabbed) != "" || !after.Has(Taunted) || after.Source(Taunted) != "b" {
		t.Errorf("after teleporting: conditions %v by %v; want taunted by b only", after.Conditions, after.ConditionBy)
	}
	if before := mvMover(t, b); before.Source(Grabbed) != "b" {
		t.Errorf("teleporting changed the input board: grabbed by %q", before.Source(Grabbed))
	}
}

// Draw Steel, Escape Grab "Effect: You take a bane on this maneuver if
// your size is smaller than the size of the creature, object, or effect
// that has you grabbed.": with no holder named, the recorded grabber is
// the one judged.
func TestEscapeGrabJudgesTheRecordedGrabber(t *testing.T) {
	b := mvBoard(t, `
		@bb.
		.bb.`)
	mvMover(t, b).Impose(Grabbed, "b")
	res, err := EscapeGrab(b, "@", "", PowerRollOf([2]int{14, 0}, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if !res.Bane {
		t.Errorf("EscapeGrab(1M held by the size 2 b, none named): bane false, want true")
	}
	mvMover(t, b).Impose(Grabbed, "")
	if res, _ = EscapeGrab(b, "@", "", PowerRollOf([2]int{14, 0}, 0, 0)); res.Bane {
		t.Errorf("EscapeGrab with no grabber recorded: bane true, want false (not judged)")
	}
}
