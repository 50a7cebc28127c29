package session

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
)

func TestNewMap(t *testing.T) {
	for _, tc := range []struct {
		name, ruleset string
		w, h          int
	}{
		{"Crossroads", maps.DrawSteel, 12, 8},
		{"Hill fort", maps.Realms, 9, 7},
		{"Tiny", maps.DrawSteel, 1, 1},
		{"Largest", maps.Realms, maps.MaxGridSide, 1},
		{"Monastery", maps.Zones, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, err := NewMap("  "+tc.name+" ", tc.ruleset, tc.w, tc.h)
			if err != nil {
				t.Fatalf("NewMap(%s %dx%d) = %v", tc.ruleset, tc.w, tc.h, err)
			}
			if e.Name != tc.name {
				t.Errorf("NewMap name = %q, want %q", e.Name, tc.name)
			}
			switch tc.ruleset {
			case maps.DrawSteel:
				if e.Square == nil || e.Hex != nil {
					t.Fatalf("NewMap(drawsteel) board %v hex %v, want a square board only", e.Square.Board, e.Hex)
				}
				if e.Square.Board.Width != tc.w || e.Square.Board.Height != tc.h || len(e.Square.Board.Creatures) != 0 {
					t.Errorf("NewMap board %dx%d with %d creatures, want %dx%d with none", e.Square.Board.Width, e.Square.Board.Height, len(e.Square.Board.Creatures), tc.w, tc.h)
				}
			case maps.Realms:
				if e.Hex == nil || e.Square != nil {
					t.Fatalf("NewMap(realms) board %v hex %v, want a hex map only", e.Square.Board, e.Hex)
				}
				if g := e.Hex.Board.Geometry; g.Width != tc.w || g.Height != tc.h {
					t.Errorf("NewMap hex grid %dx%d, want %dx%d", g.Width, g.Height, tc.w, tc.h)
				}
			case maps.Zones:
				// a new zone map "starts with one zone", drawn
				if e.Zones == nil || e.Square != nil || e.Hex != nil {
					t.Fatalf("NewMap(zones) board %v hex %v zones %v, want a zone map only", e.Square.Board, e.Hex, e.Zones)
				}
				if z := e.Zones.Map.Zones; len(z) != 1 || z[0].Name != "Zone 1" || len(e.Zones.Shapes) != 1 || e.Zones.Shapes[0].W <= 0 {
					t.Errorf("NewMap(zones) zones %+v shapes %+v, want one drawn zone named Zone 1", z, e.Zones.Shapes)
				}
			}
		})
	}
}

func TestNewMapRefuses(t *testing.T) {
	for _, tc := range []struct {
		what, name, ruleset string
		w, h                int
		want                string
	}{
		{"no name", "  ", maps.DrawSteel, 5, 5, "name:"},
		{"control character", "a\tb", maps.DrawSteel, 5, 5, "name:"},
		{"zero wide", "x", maps.DrawSteel, 0, 5, "size: 0x5"},
		{"too tall", "x", maps.Realms, 5, maps.MaxGridSide + 1, "size:"},
		{"unknown ruleset", "x", "chess", 5, 5, "ruleset:"},
	} {
		t.Run(tc.what, func(t *testing.T) {
			_, err := NewMap(tc.name, tc.ruleset, tc.w, tc.h)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("NewMap(%q, %s, %dx%d) error = %v, want one starting %q", tc.name, tc.ruleset, tc.w, tc.h, err, tc.want)
			}
		})
	}
}
