package maps

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Draw Steel, Movement: "You can't stop moving in any other creature's
// space, including to make a strike or use a main action or maneuver while
// in that space and then continuing your move, unless that creature's size
// is two or more sizes greater or smaller than your own." A file keeps
// exactly the positions this allows: every one a move can end in saves and
// loads again, and the others are refused.
func TestSharedSpacesSaveAndLoad(t *testing.T) {
	head := `{"format": 1, "grid": {"width": 6, "height": 4}, "creatures": [`
	tests := []struct {
		name      string
		creatures string
		ok        bool
	}{
		{"1M in a size 2 space (two sizes apart)",
			`{"id": "ogre", "at": [0, 0], "size": 2}, {"id": "hero", "at": [1, 1]}`, true},
		{"1T in a 1M space (two sizes apart)",
			`{"id": "hero", "at": [2, 2]}, {"id": "imp", "at": [2, 2], "size": "1T"}`, true},
		{"1S in a 1L space (two sizes apart)",
			`{"id": "bear", "at": [2, 2], "size": "1L"}, {"id": "fox", "at": [2, 2], "size": "1S"}`, true},
		{"1M in a size 3 space, up off the ground",
			`{"id": "giant", "at": [0, 0], "size": 3}, {"id": "hero", "at": [1, 1], "z": 2, "movement": ["walk", "fly"]}`, true},
		{"1L in a size 2 space (one size apart)",
			`{"id": "ogre", "at": [0, 0], "size": 2}, {"id": "bear", "at": [1, 1], "size": "1L"}`, false},
		{"1M in a 1S space (one size apart)",
			`{"id": "hero", "at": [2, 2]}, {"id": "fox", "at": [2, 2], "size": "1S"}`, false},
		{"size 2 in a size 3 space (one size apart)",
			`{"id": "giant", "at": [0, 0], "size": 3}, {"id": "ogre", "at": [1, 1], "size": 2}`, false},
		{"1T in an object's space",
			`{"id": "crate", "object": true, "at": [2, 2], "size": 2}, {"id": "imp", "at": [2, 2], "size": "1T"}`, false},
		{"1M in a destroyed object's space",
			`{"id": "crate", "object": true, "at": [2, 2], "stamina": 0, "maxStamina": 6}, {"id": "hero", "at": [2, 2]}`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := Parse("share.json", []byte(head+tt.creatures+"]}"))
			if !tt.ok {
				if err == nil || !strings.Contains(err.Error(), "may not intersect unless their sizes are two or more apart") {
					t.Fatalf("Parse error = %v, want an overlap refused", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			path := filepath.Join(t.TempDir(), "share.json")
			if err := e.Save(path); err != nil {
				t.Fatalf("Save: %v", err)
			}
			back, err := Load(path)
			if err != nil {
				t.Fatalf("Load after Save: %v", err)
			}
			for i, c := range e.Square.Board.Creatures {
				if got := back.Square.Board.Creatures[i]; got.Pos() != c.Pos() || got.Size != c.Size {
					t.Errorf("creature %q came back at %v size %v, want %v size %v", c.ID, got.Pos(), got.Size, c.Pos(), c.Size)
				}
			}
		})
	}
}

// A board changed in memory, as a move changes it, saves only when the
// rules allow its shared spaces: Marshal refuses a 1L moved into a size 2
// space and takes a 1M there.
func TestMarshalChecksSharedSpaces(t *testing.T) {
	e, err := Parse("two.json", []byte(`{"format": 1, "grid": {"width": 6, "height": 4}, "creatures": [
		{"id": "ogre", "at": [0, 0], "size": 2}, {"id": "hero", "at": [4, 0]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	hero, _ := e.Square.Board.Creature("hero")
	hero.At = drawsteel.Square{X: 1, Y: 0}
	if _, err := e.Marshal(); err != nil {
		t.Fatalf("1M in a size 2 space: Marshal: %v", err)
	}
	hero.Size = drawsteel.SizeLarge
	if _, err := e.Marshal(); err == nil || !strings.Contains(err.Error(), `"hero" overlaps "ogre"`) {
		t.Fatalf("1L in a size 2 space: Marshal error = %v, want the overlap named", err)
	}
}
