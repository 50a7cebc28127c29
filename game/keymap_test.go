package game

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type fakeKeys struct{ down, just []ebiten.Key }

func (f fakeKeys) Down(k ebiten.Key) bool        { return slices.Contains(f.down, k) }
func (f fakeKeys) JustPressed(k ebiten.Key) bool { return slices.Contains(f.just, k) }

func TestKeymapActions(t *testing.T) {
	tests := []struct {
		name string
		keys fakeKeys
		want []Action
	}{
		{"nothing", fakeKeys{}, nil},
		{"F fits", fakeKeys{down: []ebiten.Key{ebiten.KeyF}, just: []ebiten.Key{ebiten.KeyF}}, []Action{ActFit}},
		{"F held does not repeat", fakeKeys{down: []ebiten.Key{ebiten.KeyF}}, nil},
		{"arrow held pans every frame", fakeKeys{down: []ebiten.Key{ebiten.KeyArrowLeft}}, []Action{ActPanLeft}},
		{"ctrl+Q quits", fakeKeys{down: []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyQ}, just: []ebiten.Key{ebiten.KeyQ}}, []Action{ActQuit}},
		{"Q alone does nothing", fakeKeys{down: []ebiten.Key{ebiten.KeyQ}, just: []ebiten.Key{ebiten.KeyQ}}, nil},
		{"ctrl+F is not F", fakeKeys{down: []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyF}, just: []ebiten.Key{ebiten.KeyF}}, nil},
		{"shift+arrow still pans", fakeKeys{down: []ebiten.Key{ebiten.KeyShiftLeft, ebiten.KeyArrowUp}}, []Action{ActPanUp}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := DefaultKeymap().Actions(tt.keys); !slices.Equal(got, tt.want) {
				t.Errorf("Actions(%v) = %v, want %v", tt.keys, got, tt.want)
			}
		})
	}
}

func TestEveryActionIsDescribed(t *testing.T) {
	for _, b := range DefaultKeymap() {
		if b.Act.String() == "" {
			t.Errorf("action %d bound to %v has no description for the help", b.Act, b.Key)
		}
	}
}

func TestDigitKeysSetDistance(t *testing.T) {
	for d := 0; d <= 9; d++ {
		k := []ebiten.Key{ebiten.KeyDigit0, ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4,
			ebiten.KeyDigit5, ebiten.KeyDigit6, ebiten.KeyDigit7, ebiten.KeyDigit8, ebiten.KeyDigit9}[d]
		got := DefaultKeymap().Actions(fakeKeys{down: []ebiten.Key{k}, just: []ebiten.Key{k}})
		if !slices.Equal(got, []Action{ActDistance0 + Action(d)}) {
			t.Errorf("key %v = %v, want distance %d", k, got, d)
		}
	}
}
