package imported

import (
	"fmt"
	"strings"
	"testing"
)

func TestStaircase(t *testing.T) {
	for _, tc := range []struct {
		a, b Corner
		want string // the corners walked through
	}{
		{Corner{0, 0}, Corner{0, 0}, "0,0"},
		{Corner{0, 0}, Corner{3, 0}, "0,0 1,0 2,0 3,0"},
		{Corner{2, 3}, Corner{2, 1}, "2,3 2,2 2,1"},
		// 45 degrees: alternating, the tie going to the vertical step
		{Corner{0, 0}, Corner{2, 2}, "0,0 0,1 1,1 1,2 2,2"},
		{Corner{2, 2}, Corner{0, 0}, "2,2 2,1 1,1 1,0 0,0"},
		// shallow: the single vertical step where the line crosses y+½
		{Corner{0, 0}, Corner{4, 1}, "0,0 1,0 2,0 2,1 3,1 4,1"},
		{Corner{0, 0}, Corner{-4, -1}, "0,0 -1,0 -2,0 -2,-1 -3,-1 -4,-1"},
		// steep
		{Corner{0, 0}, Corner{1, 4}, "0,0 0,1 0,2 1,2 1,3 1,4"},
		// a tie in the middle goes to the vertical step
		{Corner{0, 0}, Corner{1, 3}, "0,0 0,1 0,2 1,2 1,3"},
	} {
		got := []string{fmt.Sprintf("%d,%d", tc.a.X, tc.a.Y)}
		Staircase(tc.a, tc.b, func(_, to Corner) bool {
			got = append(got, fmt.Sprintf("%d,%d", to.X, to.Y))
			return true
		})
		if s := strings.Join(got, " "); s != tc.want {
			t.Errorf("Staircase(%v, %v) = %s, want %s", tc.a, tc.b, s, tc.want)
		}
		if n := Steps(tc.a, tc.b); n != len(got)-1 {
			t.Errorf("Steps(%v, %v) = %d, want %d", tc.a, tc.b, n, len(got)-1)
		}
	}
}

func TestEdgeSetDoorsWinOverWalls(t *testing.T) {
	s := NewEdgeSet(3, 3)
	door := Edge{Kind: Door, Material: "wood", Height: 2}
	wall := Edge{Kind: Wall, Material: "stone", Height: 2}
	s.Add(Corner{1, 1}, Corner{2, 1}, door)
	s.Add(Corner{2, 1}, Corner{1, 1}, wall) // the same line, walked the other way
	s.Add(Corner{0, 2}, Corner{1, 2}, wall)
	s.Add(Corner{1, 2}, Corner{0, 2}, Edge{Kind: Window, Material: "glass", Height: 2})
	if in := s.Add(Corner{0, 0}, Corner{1, 0}, wall); in {
		t.Errorf("Add(the top border) = true, want false: the border is no edge")
	}
	var got []string
	for _, e := range s.Edges() {
		got = append(got, fmt.Sprintf("%s %v|%v", e.Kind, e.Cells[0], e.Cells[1]))
	}
	if w := "door 1,0|1,1; window 0,1|0,2"; strings.Join(got, "; ") != w {
		t.Errorf("Edges() = %q, want %s", got, w)
	}
}
