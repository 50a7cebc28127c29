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
			if got := DefaultKeymap().Actions(SquareWindow, tt.keys); !slices.Equal(got, tt.want) {
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
		got := DefaultKeymap().Actions(SquareWindow, fakeKeys{down: []ebiten.Key{k}, just: []ebiten.Key{k}})
		if !slices.Equal(got, []session.Action{session.ActDistance0 + session.Action(d)}) {
			t.Errorf("key %v = %v, want distance %d", k, got, d)
		}
	}
}

// TestRebind gives actions other keys: a free key is taken, a key in use
// is refused naming the action that has it, and the default keymap has
// no key two actions share.
func TestRebind(t *testing.T) {
	km := DefaultKeymap()
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
	if acts := got.Actions(SquareWindow, fakeKeys{just: []ebiten.Key{ebiten.KeyU}}); !slices.Contains(acts, session.ActPush) {
		t.Errorf("after Rebind(push, U) pressing U gives %v, want push", acts)
	}
	if acts := got.Actions(SquareWindow, fakeKeys{just: []ebiten.Key{ebiten.KeyP}}); slices.Contains(acts, session.ActPush) {
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

// TestKeymapWindows: one keymap serves the three windows, each hearing
// its own actions: S slides in the square window and sprints in the zone
// window, P pushes or gives the hex window's permission; a key is shared
// only by actions no window has both of; a key a window reads itself (the
// hex window's L, the zone window's Backspace) is refused; a rebound key
// works in every window that has the action.
func TestKeymapWindows(t *testing.T) {
	km := DefaultKeymap()
	press := func(km Keymap, w window, k ebiten.Key) []session.Action {
		return km.Actions(w, fakeKeys{down: []ebiten.Key{k}, just: []ebiten.Key{k}})
	}
	for _, c := range []struct {
		w    window
		key  ebiten.Key
		want []session.Action
	}{
		{SquareWindow, ebiten.KeyS, []session.Action{session.ActSlide}},
		{ZoneWindow, ebiten.KeyS, []session.Action{session.ActSprint}},
		{HexWindow, ebiten.KeyS, nil},
		{SquareWindow, ebiten.KeyP, []session.Action{session.ActPush}},
		{HexWindow, ebiten.KeyP, []session.Action{session.ActPermit}},
		{ZoneWindow, ebiten.KeyX, []session.Action{session.ActExplain}},
		{HexWindow, ebiten.KeyBracketRight, []session.Action{session.ActDistanceUp}},
		{ZoneWindow, ebiten.KeyEnter, []session.Action{session.ActCommit}},
		{HexWindow, ebiten.KeyEnter, []session.Action{session.ActCommit}},
		{HexWindow, ebiten.KeyTab, []session.Action{session.ActNextCreature}},
	} {
		if got := press(km, c.w, c.key); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v = %v, want %v", windowName(c.w), c.key, got, c.want)
		}
	}
	if _, err := km.Rebind(session.ActPush, ebiten.KeyS, 0); err == nil || !strings.Contains(err.Error(), "slide") {
		t.Errorf("Rebind(push, S) error = %v, want one naming slide", err)
	}
	sprintP, err := km.Rebind(session.ActSprint, ebiten.KeyP, 0)
	if err != nil {
		t.Fatalf("Rebind(sprint, P) = %v, want it taken (P is the square and hex windows')", err)
	}
	if got := press(sprintP, ZoneWindow, ebiten.KeyP); !slices.Equal(got, []session.Action{session.ActSprint}) {
		t.Errorf("sprint on P: zone window P = %v, want sprint", got)
	}
	if got := press(sprintP, ZoneWindow, ebiten.KeyS); len(got) != 0 {
		t.Errorf("sprint on P: zone window S = %v, want nothing", got)
	}
	if _, err := km.Rebind(session.ActPermit, ebiten.KeyL, 0); err == nil || !strings.Contains(err.Error(), "hex window") {
		t.Errorf("Rebind(permit, L) error = %v, want the hex window's own L named", err)
	}
	if _, err := km.Rebind(session.ActEndRound, ebiten.KeyBackspace, 0); err == nil || !strings.Contains(err.Error(), "zone window") {
		t.Errorf("Rebind(endRound, Backspace) error = %v, want the zone window's own key named", err)
	}
	if _, err := km.Rebind(session.ActExplain, ebiten.KeyW, 0); err == nil || !strings.Contains(err.Error(), "move with the partner") {
		t.Errorf("Rebind(explain, W) error = %v, want the zone window's together named", err)
	}
	undoU, err := km.Rebind(session.ActUndo, ebiten.KeyU, modCtrl)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []window{SquareWindow, HexWindow, ZoneWindow} {
		got := undoU.Actions(w, fakeKeys{down: []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyU}, just: []ebiten.Key{ebiten.KeyU}})
		if !slices.Equal(got, []session.Action{session.ActUndo}) {
			t.Errorf("undo on Ctrl+U: %s Ctrl+U = %v, want undo", windowName(w), got)
		}
		if got := undoU.Actions(w, fakeKeys{down: []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyZ}, just: []ebiten.Key{ebiten.KeyZ}}); len(got) != 0 {
			t.Errorf("undo on Ctrl+U: %s Ctrl+Z = %v, want nothing", windowName(w), got)
		}
	}
	if got, err := DefaultKeymap().With(map[string]string{"sprint": "J", "permit": "Y"}); err != nil || got.KeyOf(session.ActSprint) != "J" || got.KeyOf(session.ActPermit) != "Y" {
		t.Errorf("With(sprint J, permit Y) = %q %q, %v", got.KeyOf(session.ActSprint), got.KeyOf(session.ActPermit), err)
	}
}

// TestPlayerActions: a player view's own window (hex, zone) takes its
// keys from the one keymap, so a key rebound in the settings reaches it:
// Fit, Theme and Quit rebound answer to their new keys and no longer to
// the old; zoom, pan, turn and scale reach it; keys that change the board
// or the selection do nothing there.
func TestPlayerActions(t *testing.T) {
	km, err := DefaultKeymap().With(map[string]string{"fit": "U", "theme": "J", "quit": "ctrl+W"})
	if err != nil {
		t.Fatal(err)
	}
	press := func(k ...ebiten.Key) fakeKeys { return fakeKeys{down: k, just: k[len(k)-1:]} }
	ctrl, shift := ebiten.KeyControlLeft, ebiten.KeyShiftLeft
	tests := []struct {
		name string
		w    window
		keys fakeKeys
		want []session.Action
		quit bool
	}{
		{"hex: U fits", HexWindow, press(ebiten.KeyU), []session.Action{session.ActFit}, false},
		{"hex: F no longer fits", HexWindow, press(ebiten.KeyF), nil, false},
		{"hex: = zooms in", HexWindow, press(ebiten.KeyEqual), []session.Action{session.ActZoomIn}, false},
		{"hex: an arrow held pans", HexWindow, fakeKeys{down: []ebiten.Key{ebiten.KeyArrowLeft}}, []session.Action{session.ActPanLeft}, false},
		{"hex: ctrl+= scales", HexWindow, press(ctrl, ebiten.KeyEqual), []session.Action{session.ActUIScaleUp}, false},
		{"hex: ctrl+R turns half way", HexWindow, press(ctrl, ebiten.KeyR), []session.Action{session.ActTurnViewHalf}, false},
		{"hex: Space (next turn) does nothing", HexWindow, press(ebiten.KeySpace), nil, false},
		{"hex: Escape leaves the director's selection", HexWindow, press(ebiten.KeyEscape), nil, false},
		{"zone: shift+R turns", ZoneWindow, press(shift, ebiten.KeyR), []session.Action{session.ActTurnView}, false},
		{"zone: J changes the theme", ZoneWindow, press(ebiten.KeyJ), []session.Action{session.ActTheme}, false},
		{"zone: C no longer does", ZoneWindow, press(ebiten.KeyC), nil, false},
		{"zone: ctrl+W quits", ZoneWindow, press(ctrl, ebiten.KeyW), nil, true},
		{"zone: ctrl+Q no longer quits", ZoneWindow, press(ctrl, ebiten.KeyQ), nil, false},
		{"zone: E (end of round) does nothing", ZoneWindow, press(ebiten.KeyE), nil, false},
		{"zone: a digit (a result) does nothing", ZoneWindow, press(ebiten.KeyDigit4), nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, quit := PlayerActions(km, tt.w, tt.keys)
			if !slices.Equal(got, tt.want) || quit != tt.quit {
				t.Errorf("playerActions(%v) = %v, quit %v; want %v, quit %v", tt.keys, got, quit, tt.want, tt.quit)
			}
		})
	}
	if got, want := PlayersSaid(km, true), "Player view: what the players may see. Ctrl+P or Director view: the director's view."; got != want {
		t.Errorf("playersSaid(default Ctrl+P) = %q, want %q", got, want)
	}
	rebound, err := km.With(map[string]string{"playerView": "ctrl+J"})
	if err != nil {
		t.Fatal(err)
	}
	if got := PlayersSaid(rebound, true); !strings.Contains(got, "Ctrl+J or Director view") {
		t.Errorf("playersSaid(Ctrl+J) = %q, want it to name Ctrl+J", got)
	}
}
