package realms

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestHexEditorKeysFollowTheKeymap: the hex map editor's keys are the
// keymap's actions, as the square editor's are: with Commit and Cancel
// rebound in the settings, the new keys start and drop a stroke and the
// old Enter does nothing there; the editor's messages name the new keys.
func TestHexEditorKeysFollowTheKeymap(t *testing.T) {
	v, in := scriptedHexView(t)
	km, err := game.DefaultKeymap().With(map[string]string{"commit": "F6", "cancel": "F7"})
	if err != nil {
		t.Fatal(err)
	}
	v.Keymap = km
	v.Play.SetKeys(v.KeyNames) // as NewHexView does
	press := func(k ebiten.Key) string {
		t.Helper()
		in.Keys[k] = true
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.NextFrame()
		clear(in.Keys)
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.NextFrame()
		return v.Play.Message()
	}
	press(ebiten.KeyB)
	if !v.Play.MapEditing() {
		t.Fatalf("B did not open the hex editor")
	}
	if msg := press(ebiten.KeyArrowRight); !strings.HasPrefix(msg, "Cursor at") || !strings.HasSuffix(msg, "F6 starts a stroke here.") {
		t.Fatalf("after the right arrow the message is %q, want the cursor's place and F6, Commit's key now", msg)
	}
	if msg := press(ebiten.KeyEnter); strings.HasPrefix(msg, "Stroke started") {
		t.Errorf("Enter, no longer Commit's key, started a stroke: %q", msg)
	}
	if msg := press(ebiten.KeyF6); !strings.HasPrefix(msg, "Stroke started") || !strings.Contains(msg, "F6 applies it, F7 drops it") {
		t.Errorf("F6 (Commit) gave %q, want the stroke started, naming F6 and F7", msg)
	}
	if msg := press(ebiten.KeyF7); msg != "Stroke dropped; nothing changed." {
		t.Errorf("F7 (Cancel) gave %q, want the stroke dropped", msg)
	}
	if !v.Play.MapEditing() {
		t.Errorf("Cancel with a stroke under way closed the editor; want only the stroke dropped")
	}
	if press(ebiten.KeyF7); v.Play.MapEditing() {
		t.Errorf("Cancel with no stroke left the editor open")
	}
}
