package zones

import (
	"slices"
	"testing"
)

// Seln, Adjacent zones: "Adjacent zones are those zones you can reach
// from your current position." / "If you cannot reach a zone, it is not
// Adjacent" / "Adjacent zones can be up or down as well. For example, a
// ladder might grant access to an attic zone, or a sharp drop may grant
// access to the Pit of Deadly Vipers zone."
func TestAdjacency(t *testing.T) {
	b := fixture(t, `
zone hallway
zone room1
zone room2
zone room3
zone stairs elevation=-3
zone attic elevation=4
zone pit elevation=-12
zone vault
link hallway room1
link hallway room2
link hallway room3
link hallway stairs
link hallway attic
link hallway pit oneWay
`)
	tests := []struct {
		zone string
		want []string
	}{
		// "the adjacent zones might be the three rooms on this hall and the stairs down"
		{"hallway", []string{"room1", "room2", "room3", "stairs", "attic", "pit"}},
		// the ladder works both ways: the attic reaches the hallway
		{"attic", []string{"hallway"}},
		// the sharp drop is one way: nothing is adjacent to the pit
		{"pit", nil},
		// a zone with no link reaches nothing
		{"vault", nil},
	}
	for _, tt := range tests {
		t.Run(tt.zone, func(t *testing.T) {
			if got := b.Adjacent(tt.zone); !slices.Equal(got, tt.want) {
				t.Errorf("Adjacent(%s) = %v, want %v", tt.zone, got, tt.want)
			}
		})
	}
	if b.IsAdjacent("pit", "hallway") {
		t.Errorf("IsAdjacent(pit, hallway) = true, want false (the drop is one way)")
	}
}

// Seln, Line of sight: "You have line of sight on anything within your
// current zone." / "You have line of sight into Adjacent zones by
// definition."
func TestLineOfSight(t *testing.T) {
	b := fixture(t, `
zone yard
zone hall
zone cellar elevation=-3
zone ledge elevation=20
zone pool
link yard hall
link hall cellar
link ledge pool oneWay
`)
	tests := []struct {
		from, to string
		want     bool
	}{
		{"yard", "yard", true},     // your current zone
		{"yard", "hall", true},     // adjacent
		{"hall", "cellar", true},   // adjacent, down
		{"yard", "cellar", false},  // two zones away
		{"ledge", "pool", true},    // along the drop
		{"pool", "ledge", false},   // the drop does not reach back up: not adjacent
		{"nowhere", "yard", false}, // no such zone
	}
	for _, tt := range tests {
		if got := b.LineOfSight(tt.from, tt.to); got != tt.want {
			t.Errorf("LineOfSight(%s, %s) = %v, want %v", tt.from, tt.to, got, tt.want)
		}
	}
}

func TestNewBoardErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"duplicate zone", "zone a\nzone a", `zones: zones[1].id: "a" is used twice: zone ids are unique`},
		{"bad surface", "zone a surface=mud", `zones: zones[0].surface: "mud" is not a surface (hard, soft, water or ungodly)`},
		{"negative rating", "zone a difficult=-1", "zones: zones[0].difficult: -1: a rating is 0 or more"},
		{"two links, one border", "zone a\nzone b\nlink a b\nlink b a climb=10", `zones: links[1]: "b" and "a" are already linked by links[0]: one link a border`},
		{"two one-way links, both ways", "zone a\nzone b\nlink a b oneWay\nlink b a oneWay climb=10\nlink a b oneWay", `zones: links[2]: "a" and "b" are already linked by links[0]: one link a border`},
		{"link to nowhere", "zone a\nlink a b", `zones: links[0].to: "b" is not a zone of this map (a)`},
		{"creature nowhere", "zone a\ncreature x b", `zones: creatures[0].zone: "b" is not a zone of this map (a)`},
		{"one-sided partner", "zone a\ncreature x a partner=y\ncreature y a", `zones: creatures[0].partner: "y" does not name "x" as its partner: a partnership is an exclusive pair`},
		{"partners apart", "zone a\nzone b\ncreature x a partner=y\ncreature y b partner=x", `zones: creatures[0].partner: "y" is in "b", not "a": partners share a zone`},
		{"bad band", "zone a\ncreature x a band=orbit", `zones: creatures[0].band: "orbit" is not a band (soaring, flying, floating, ground, swimming, underwater, depths, farDepths)`},
		{"bad effect", "zone a effect=geyser", `zones: zones[0].effect.kind: "geyser" is not a tile effect (current, elevator, wave, whirlpool or antiGravity)`},
		{"current not adjacent", "zone a effect=current:b\nzone b", `zones: zones[0].effect.to: "b" is not adjacent to "a": a current carries into an adjacent zone`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := parseFixture(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			_, err = NewBoard(m)
			if err == nil || err.Error() != tt.want {
				t.Errorf("NewBoard() error = %v, want %s", err, tt.want)
			}
		})
	}
}

// The board keeps its own copy: changing the Map afterwards changes
// nothing.
func TestNewBoardCopiesTheMap(t *testing.T) {
	m, err := parseFixture("zone a\nzone b\nlink a b\ncreature x a abilities=fly")
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewBoard(m)
	if err != nil {
		t.Fatal(err)
	}
	m.Creatures[0].Zone = "b"
	m.Creatures[0].Abilities[0] = "swim"
	c, _ := b.Creature("x")
	if c.Zone != "a" || !c.Can("fly") {
		t.Errorf("Creature(x) = %+v after changing the map, want zone a, fly", c)
	}
}
