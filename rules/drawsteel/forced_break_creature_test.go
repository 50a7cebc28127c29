package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

func TestForcedBreakableWallAndCreatureAtOnce(t *testing.T) {
	// Draw Steel, Slamming into Creatures: "It's possible to move a
	// creature or object of a larger size into several creatures of a
	// smaller size at the same time. When this happens, the larger
	// creature in the collision takes damage only once". Hurling Through
	// Objects: "When you move a creature into a mundane object, ...":
	// "If any forced movement remains after the object is destroyed, you
	// can continue to move the creature who destroyed the object."
	//
	// One step of the size 2 target t enters a wall square it has the
	// movement to break through and, beside it, c's square. c keeps t out
	// of the space, so the wall does not break: it is one collision with
	// the wall and c at once. t takes the object's 2 + 1 per square
	// remaining, once; c takes 1 per square remaining. Whether the wall
	// could break or not makes no difference; without c it breaks.
	tests := []struct {
		name    string
		board   string
		size    int
		push    int
		damage  int            // t's
		others  map[string]int // the creatures slammed into
		to      Pos            // where t ends
		destroy int            // wall squares destroyed
	}{
		{"glass and a creature", `
			p t t G . . .
			. t t c . . .`, 2, 3, 2 + 3, map[string]int{"c": 3}, Pos{1, 0, 0}, 0},
		{"wood and a creature", `
			p t t # . . . . .
			. t t c . . . . .`, 2, 5, 2 + 5, map[string]int{"c": 5}, Pos{1, 0, 0}, 0},
		{"metal, too little movement to break", `
			p t t M . . .
			. t t c . . .`, 2, 3, 2 + 3, map[string]int{"c": 3}, Pos{1, 0, 0}, 0},
		{"size 3: stone and two creatures", `
			p t t t S . . . . . . .
			. t t t c . . . . . . .
			. t t t d . . . . . . .`, 3, 8, 2 + 8, map[string]int{"c": 8, "d": 8}, Pos{1, 0, 0}, 0},
		// The next case over: after a free step first.
		{"glass and a creature after a step", `
			p t t . G . .
			. t t . c . .`, 2, 3, 2 + 2, map[string]int{"c": 2}, Pos{2, 0, 0}, 0},
		// Without the creature the wall breaks and the move goes on.
		{"glass alone breaks", `
			p t t G . . .
			. t t . . . .`, 2, 3, 3, map[string]int{}, Pos{4, 0, 0}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := forcedParseBoard(t, tt.board, forcedLegend{'t': {Size: SizeN(tt.size)}})
			fm := ForcedMove{Move: Move{Kind: Push, Distance: tt.push}, Target: "t", Source: "p"}
			path, err := RouteForced(b, fm, Pos{1 + tt.push, 0, 0})
			if err != nil {
				t.Fatal(err)
			}
			o := forcedResolve(t, b, fm, path...)
			if o.Damage["t"] != tt.damage || o.Positions["t"] != tt.to || len(o.Destroyed) != tt.destroy {
				t.Errorf("Resolve(%v) t damage %d at %v, %d destroyed; want %d at %v, %d%s", fm, o.Damage["t"], o.Positions["t"], len(o.Destroyed), tt.damage, tt.to, tt.destroy, forcedEvents(o))
			}
			for id, d := range tt.others {
				if o.Damage[id] != d {
					t.Errorf("Resolve(%v) %s damage = %d, want %d%s", fm, id, o.Damage[id], d, forcedEvents(o))
				}
			}
			if len(tt.others) > 0 && len(forcedEventsOf(o, EventSlamObject, "t")) != 1 {
				t.Errorf("Resolve(%v): want one slam into the wall for t%s", fm, forcedEvents(o))
			}
			if err := forcedCheckCase(b, fm); err != nil {
				t.Errorf("preview: %v", err)
			}
		})
	}
	t.Run("a door and a creature", func(t *testing.T) {
		// A wooden door on the side t's upper row crosses, c in its lower
		// row: the same collision, with the door.
		b := forcedParseBoard(t, `
			p t t . . . . .
			. t t c . . . .`, forcedLegend{'t': {Size: SizeN(2)}})
		b.Edges = map[grid.Edge]Edge{grid.EdgeBetween(grid.Cell{X: 2, Y: 0}, grid.Cell{X: 3, Y: 0}): {Kind: rules.EdgeDoor, Material: Wood}}
		fm := ForcedMove{Move: Move{Kind: Push, Distance: 5}, Target: "t", Source: "p"}
		o := forcedResolve(t, b, fm, Pos{2, 0, 0}, Pos{3, 0, 0}, Pos{4, 0, 0}, Pos{5, 0, 0}, Pos{6, 0, 0})
		if o.Damage["t"] != 2+5 || o.Damage["c"] != 5 || len(o.DestroyedEdges) != 0 || o.Positions["t"] != (Pos{1, 0, 0}) {
			t.Errorf("t damage %d at %v, c %d, %d edges destroyed; want 7 at 1,0,0, 5, none%s", o.Damage["t"], o.Positions["t"], o.Damage["c"], len(o.DestroyedEdges), forcedEvents(o))
		}
		if err := forcedCheckCase(b, fm); err != nil {
			t.Errorf("preview: %v", err)
		}
	})
}
