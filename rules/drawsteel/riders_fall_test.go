package drawsteel

// Where riders meet falls: a rider knocked off by a move that lands it
// partway, a flying mount knocked prone, and mounts and riders knocked
// prone by the falls a fall sets off. The readings are in
// docs/rules-drawsteel.md, "Riders and mounts".

import (
	"slices"
	"testing"
)

func TestRiderKnockedOffLandsMidMove(t *testing.T) {
	// Draw Steel, Mounted Combat: "If a creature riding a mount is force
	// moved, they are knocked off the mount and must make a test to
	// determine how they land (see Climbing Other Creatures)." Climbing
	// Other Creatures: "≤11 You fall off the creature into an unoccupied
	// adjacent space of your choice, taking falling damage and landing
	// prone as usual. 12-16 You slide down the creature into an
	// unoccupied adjacent space of your choice and don't land prone."
	// Draw Steel, Falling: "Falling is not forced movement, but being
	// force moved downward is considered falling."
	//
	// r rides the size 2 mount h. The vertical push carries r down
	// through the air onto the ground and on along it; the fall is taken
	// where r lands, measured from the mount's back (Agility 0, being
	// force moved downward), less the mount's height on 12 or more. The
	// plain push carries r level over the ground and it falls at the end
	// (its own Agility). Both deal what the same descent deals.
	ledge := `
		2f 2h 2h . . . . . . . .
		.  2h 2h . . . . . . . .
		r  .  .  . . . . . . . .`
	flat := `
		f h h . . . .
		. h h . . . .
		r . . . . . .`
	tests := []struct {
		name     string
		board    string
		rider    Pos
		vertical bool
		aim      Pos
		distance int
		agility  int
		result   int // 0: no test made
		landing  Pos // where the vertical push lands r (its fall's At)
		damage   int
		prone    bool
	}{
		// Off the mount on the 2-high ledge: 4 squares down to the ground.
		{"ledge, vertical, no test", ledge, Pos{2, 0, 4}, true, Pos{10, 0, 0}, 8, 0, 0, Pos{9, 0, 0}, 8, true},
		{"ledge, vertical, ≤11", ledge, Pos{2, 0, 4}, true, Pos{10, 0, 0}, 8, 0, 9, Pos{9, 0, 0}, 8, true},
		{"ledge, vertical, 12-16", ledge, Pos{2, 0, 4}, true, Pos{10, 0, 0}, 8, 0, 14, Pos{9, 0, 0}, 4, true},
		{"ledge, vertical, 17+", ledge, Pos{2, 0, 4}, true, Pos{10, 0, 0}, 8, 0, 19, Pos{9, 0, 0}, 4, true},
		{"ledge, plain, ≤11", ledge, Pos{2, 0, 4}, false, Pos{10, 0, 0}, 8, 0, 9, Pos{10, 0, 0}, 8, true},
		{"ledge, plain, 12-16", ledge, Pos{2, 0, 4}, false, Pos{10, 0, 0}, 8, 0, 14, Pos{10, 0, 0}, 4, true},
		{"ledge, plain, 17+", ledge, Pos{2, 0, 4}, false, Pos{10, 0, 0}, 8, 0, 19, Pos{10, 0, 0}, 4, true},
		// Agility counts as 0 for a creature force moved downward onto the
		// ground, not for a fall at the end of a level push.
		{"ledge, vertical, Agility 2, 12-16", ledge, Pos{2, 0, 4}, true, Pos{10, 0, 0}, 8, 2, 14, Pos{9, 0, 0}, 4, true},
		{"ledge, plain, Agility 2, 12-16", ledge, Pos{2, 0, 4}, false, Pos{10, 0, 0}, 8, 2, 14, Pos{10, 0, 0}, 0, false},
		// The mount on flat ground: the whole drop is the mount's height.
		{"flat, vertical, ≤11", flat, Pos{2, 0, 2}, true, Pos{6, 0, 0}, 4, 0, 9, Pos{5, 0, 0}, 4, true},
		{"flat, vertical, 12-16", flat, Pos{2, 0, 2}, true, Pos{6, 0, 0}, 4, 0, 14, Pos{5, 0, 0}, 0, false},
		{"flat, vertical, 17+", flat, Pos{2, 0, 2}, true, Pos{6, 0, 0}, 4, 0, 19, Pos{5, 0, 0}, 0, false},
		{"flat, plain, ≤11", flat, Pos{2, 0, 2}, false, Pos{6, 0, 0}, 4, 0, 9, Pos{6, 0, 0}, 4, true},
		{"flat, plain, 12-16", flat, Pos{2, 0, 2}, false, Pos{6, 0, 0}, 4, 0, 14, Pos{6, 0, 0}, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			legend := forcedLegend{'h': {Size: SizeN(2), Side: "beasts"}, 'f': {Side: "foes"}, 'r': {Agility: tt.agility}}
			b := riderBoard(t, tt.board, legend, map[string]Pos{"r": tt.rider})
			if m, ok := b.MountOf("r"); !ok || m.ID != "h" {
				t.Fatalf("MountOf(r) = %v, %v; want h", m, ok)
			}
			fm := ForcedMove{Move: Move{Kind: Push, Distance: tt.distance, Vertical: tt.vertical}, Target: "r", Source: "f"}
			path, err := RouteForced(b, fm, tt.aim)
			if err != nil {
				t.Fatal(err)
			}
			var o Outcome
			if tt.result == 0 {
				o, err = ResolveForced(b, fm, path)
			} else {
				o, err = ResolveForcedLanding(b, fm, path, PowerResult(tt.result), false)
			}
			if err != nil {
				t.Fatal(err)
			}
			prone := slices.Contains(o.Prone, "r")
			if o.Positions["r"] != tt.aim || o.Damage["r"] != tt.damage || prone != tt.prone {
				t.Errorf("Resolve(%v, path %v, test %d): r at %v, damage %d, prone %v; want %v, %d, %v%s",
					fm, path, tt.result, o.Positions["r"], o.Damage["r"], prone, tt.aim, tt.damage, tt.prone, forcedEvents(o))
			}
			if tt.damage > 0 {
				falls := forcedEventsOf(o, EventFall, "r")
				if len(falls) != 1 || falls[0].At != tt.landing {
					t.Errorf("falls = %+v, want one at %v%s", falls, tt.landing, forcedEvents(o))
				}
			}
			off := forcedEventsOf(o, EventKnockedOff, "r")
			if len(off) != 1 || off[0].Other != "h" {
				t.Fatalf("knocked-off events = %+v, want one naming h%s", off, forcedEvents(o))
			}
			if tt.result > 0 && (off[0].Test == nil || off[0].Test.Result != tt.result) {
				t.Errorf("knocked-off test = %+v, want result %d", off[0].Test, tt.result)
			}
			if o.Positions["h"] != b.Creatures[slices.IndexFunc(b.Creatures, func(c Creature) bool { return c.ID == "h" })].Pos() || o.Damage["h"] != 0 {
				t.Errorf("h at %v, damage %d; want unmoved and unhurt", o.Positions["h"], o.Damage["h"])
			}
			if tt.result == 0 {
				if err := forcedCheckCase(b, fm); err != nil {
					t.Errorf("preview: %v", err)
				}
			}
		})
	}
}
