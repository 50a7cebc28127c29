package drawsteel

import (
	"slices"
	"testing"
)

func TestSlidePath(t *testing.T) {
	tests := []struct {
		name  string
		start Pos
		stops []Pos
		want  []Pos
	}{
		{"straight", Pos{0, 0, 0}, []Pos{{3, 0, 0}}, []Pos{{1, 0, 0}, {2, 0, 0}, {3, 0, 0}}},
		{"diagonal, then straight", Pos{0, 0, 0}, []Pos{{3, 1, 0}}, []Pos{{1, 1, 0}, {2, 1, 0}, {3, 1, 0}}},
		{"through a waypoint", Pos{2, 2, 1}, []Pos{{2, 0, 1}, {0, 0, 1}}, []Pos{{2, 1, 1}, {2, 0, 1}, {1, 0, 1}, {0, 0, 1}}},
		{"up and across", Pos{0, 0, 0}, []Pos{{1, 0, 2}}, []Pos{{1, 0, 1}, {1, 0, 2}}},
		{"a stop where it stands", Pos{1, 1, 0}, []Pos{{1, 1, 0}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := SlidePath(tt.start, tt.stops); !slices.Equal(got, tt.want) {
				t.Errorf("SlidePath(%v, %v) = %v, want %v", tt.start, tt.stops, got, tt.want)
			}
		})
	}
}
