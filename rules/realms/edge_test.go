package realms

import (
	"errors"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

// TestEdgesBlockMovement checks thin walls, doors and windows on the sides
// between hexes: thin walls and doors on cell edges "block movement and
// line of effect; doors open and close". The Enchanted Realms text has
// no thin walls; the map's "Walls and impassable hexes block" is read for
// them too (rules-realms.md, "Edges").
func TestEdgesBlockMovement(t *testing.T) {
	rows := []string{
		"A....",
		" .....",
		".....",
	}
	specs := map[byte]spec{'A': {side: "heroes", speed: 30}}
	side := grid.EdgeBetween(hexAt(0, 0), hexAt(1, 0))
	tests := []struct {
		name string
		edge Edge
		cost int // feet to reach [1, 0]; -1: Plan refuses the straight step
	}{
		{"no edge", Edge{}, 5},
		{"a wall: around by [0, 1]", Edge{Kind: rules.EdgeWall, Material: "stone"}, 10},
		{"a closed door", Edge{Kind: rules.EdgeDoor, Material: "wood"}, 10},
		{"an open door", Edge{Kind: rules.EdgeDoor, Material: "wood", Open: true}, 5},
		{"a window, even open", Edge{Kind: rules.EdgeWindow, Material: "glass", Open: true}, 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := textBoard(t, grid.Pointy, specs, rows...)
			if tt.edge.Material != "" {
				b.Edges = map[grid.Edge]Edge{side: tt.edge}
			}
			p, err := b.Plan("A", hexAt(1, 0), Options{})
			if err != nil || p.Cost != tt.cost {
				t.Errorf("Plan(A to [1, 0]) cost = %d (%v), want %d", p.Cost, err, tt.cost)
			}
			_, err = b.PlanPath("A", []grid.Cell{hexAt(1, 0)}, Options{})
			var re *rules.Error
			blocked := tt.cost > 5
			if blocked != (errors.As(err, &re) && re.Rule == RuleEdge) {
				t.Errorf("PlanPath(A straight to [1, 0]) error = %v, want the edge rule: %v", err, blocked)
			}
			if blocked && !strings.Contains(err.Error(), "between [0, 0] and [1, 0] stops A") {
				t.Errorf("PlanPath(A straight to [1, 0]) error = %v, want it to name the edge", err)
			}
		})
	}
	// A large creature (three hexes) crossing: any of its leading sides.
	b := textBoard(t, grid.Pointy, map[byte]spec{'L': {side: "heroes", speed: 30, size: Large}}, ".L...", " .....", ".....")
	fp := Large.Footprint(b.Creatures[0].At, nil)
	var lead grid.Cell
	for _, h := range fp {
		if o := b.Offset(h); o.Row == 1 {
			lead = h
		}
	}
	b.Edges = map[grid.Edge]Edge{grid.EdgeBetween(lead, lead.Add(grid.HexDirection(0))): {Kind: rules.EdgeWall, Material: "wood"}}
	if _, err := b.PlanPath("L", []grid.Cell{b.Creatures[0].At.Add(grid.HexDirection(0))}, Options{}); err == nil || !strings.Contains(err.Error(), "wood wall") {
		t.Errorf("PlanPath(large L east past a wall at its lower hex) error = %v, want the wood wall", err)
	}
}
