package game

import (
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/session"
	"github.com/hajimehoshi/ebiten/v2"
)

type fakeKeys struct{ down, just []ebiten.Key }

func (f fakeKeys) Down(k ebiten.Key) bool        { return slices.Contains(f.down, k) }
func (f fakeKeys) JustPressed(k ebiten.Key) bool { return slices.Contains(f.just, k) }

func TestKeymapActions(t *testing.T) {
	tests := []struct {
		name string
		keys fakeKeys
		want []session.Action
	}{
		{"nothing", fakeKeys{}, nil},
		{"F fits", fakeKeys{down: []ebiten.Key{ebiten.KeyF}, just: []ebiten.Key{ebiten.KeyF}}, []session.Action{session.ActFit}},
		{"F held does not repeat", fakeKeys{down: []ebiten.Key{ebiten.KeyF}}, nil},
		{"arrow held pans every frame", fakeKeys{down: []ebiten.Key{ebiten.KeyArrowLeft}}, []session.Action{session.ActPanLeft}},
		{"ctrl+Q quits", fakeKeys{down: []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyQ}, just: []ebiten.Key{ebiten.KeyQ}}, []session.Action{session.ActQuit}},
		{"Q alone does nothing", fakeKeys{down: []ebiten.Key{ebiten.KeyQ}, just: []ebiten.Key{ebiten.KeyQ}}, nil},
		{"ctrl+F is not F", fakeKeys{down: []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyF}, just: []ebiten.Key{ebiten.KeyF}}, nil},
		{"shift+arrow still pans", fakeKeys{down: []ebiten.Key{ebiten.KeyShiftLeft, ebiten.KeyArrowUp}}, []session.Action{session.ActPanUp}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := defaultKeymap().Actions(tt.keys); !slices.Equal(got, tt.want) {
				t.Errorf("Actions(%v) = %v, want %v", tt.keys, got, tt.want)
			}
		})
	}
}

func TestEveryActionIsDescribed(t *testing.T) {
	for _, b := range defaultKeymap() {
		if b.Act.String() == "" {
			t.Errorf("action %d bound to %v has no description for the help", b.Act, b.Key)
		}
	}
}

func TestDigitKeysSetDistance(t *testing.T) {
	for d := 0; d <= 9; d++ {
		k := []ebiten.Key{ebiten.KeyDigit0, ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4,
			ebiten.KeyDigit5, ebiten.KeyDigit6, ebiten.KeyDigit7, ebiten.KeyDigit8, ebiten.KeyDigit9}[d]
		got := defaultKeymap().Actions(fakeKeys{down: []ebiten.Key{k}, just: []ebiten.Key{k}})
		if !slices.Equal(got, []session.Action{session.ActDistance0 + session.Action(d)}) {
			t.Errorf("key %v = %v, want distance %d", k, got, d)
		}
	}
}

// TestRebind gives actions other keys: a free key is taken, a key in use
// is refused naming the action that has it, and the default keymap has
// no key two actions share.
func TestRebind(t *testing.T) {
	km := defaultKeymap()
	if err := km.shared(); err != nil {
		t.Fatalf("DefaultKeymap shares a key: %v", err)
	}
	for _, a := range rebindableActions() {
		if actionID(a) == "" || km.KeyOf(a) == "" {
			t.Errorf("rebindable %q has id %q and key %q, want both", a, actionID(a), km.KeyOf(a))
		}
	}
	got, err := km.Rebind(session.ActPush, ebiten.KeyU, 0)
	if err != nil || got.KeyOf(session.ActPush) != "U" || km.KeyOf(session.ActPush) != "P" {
		t.Errorf("Rebind(push, U) = %q, %v (old map %q); want U, the old map untouched", got.KeyOf(session.ActPush), err, km.KeyOf(session.ActPush))
	}
	if acts := got.Actions(fakeKeys{just: []ebiten.Key{ebiten.KeyU}}); !slices.Contains(acts, session.ActPush) {
		t.Errorf("after Rebind(push, U) pressing U gives %v, want push", acts)
	}
	if acts := got.Actions(fakeKeys{just: []ebiten.Key{ebiten.KeyP}}); slices.Contains(acts, session.ActPush) {
		t.Errorf("after Rebind(push, U) pressing P still pushes")
	}
	if _, err := km.Rebind(session.ActPush, ebiten.KeyL, 0); err == nil || !strings.Contains(err.Error(), "pull") {
		t.Errorf("Rebind(push, L) error = %v, want one naming pull", err)
	}
	if got, err := km.Rebind(session.ActSave, ebiten.KeyW, modCtrl); err != nil || got.KeyOf(session.ActSave) != "ctrl+W" {
		t.Errorf("Rebind(save, ctrl+W) = %q, %v", got.KeyOf(session.ActSave), err)
	}
	if k, m, err := ParseKey(keyText(ebiten.KeyS, modCtrl|modShift)); err != nil || k != ebiten.KeyS || m != modCtrl|modShift {
		t.Errorf("ParseKey(keyText(ctrl+shift+S)) = %v %v %v", k, m, err)
	}
}
