//go:build window

package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/maps"
)

// TestWindowTouchSaveAsOnScreenKeys saves the square window's encounter
// under a new name by finger alone (issue 14, a touch table with no
// keyboard): the File tab, Save as…, a name typed on the on-screen
// keyboard (which shows because the box opened after a touch: capitals,
// digits and signs on its other page), OK. The new file holds the
// encounter; the one opened is left as it was.
func TestWindowTouchSaveAsOnScreenKeys(t *testing.T) {
	dir := t.TempDir()
	file := copySample(t, dir, "fight.json")
	before, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "BATTLEMAP_CONFIG_DIR="+filepath.Join(dir, "config"), "BATTLEMAP_CACHE_DIR="+filepath.Join(dir, "cache"))
	shot := filepath.Join(dir, "keys.png")
	play(t, env, file, "wait 3\ntouch button File\nwait 2\ntouch button Save as…\nwait 3\ntouch type Brann's Stand-2\nwait 2\nscreenshot "+shot+
		"\ntouch button OK\nwait 3\nquit\n")
	saved := filepath.Join(dir, "Brann's Stand-2.json")
	checkSavedCopy(t, file, saved)
	if after, err := os.ReadFile(file); err != nil || string(after) != string(before) {
		t.Errorf("%s changed by Save as (err %v)", file, err)
	}
	if !questionShown(readPNG(t, shot)) {
		t.Errorf("no question box in %s", shot)
	}
}

// TestWindowHexTouchSaveAsOnScreenKeys: in the hex window, Save as opened
// by its key, then only taps: the Keyboard button (a key opened the box,
// so its keys wait to be asked for), the name, OK.
func TestWindowHexTouchSaveAsOnScreenKeys(t *testing.T) {
	dir := t.TempDir()
	file := copyEncounter(t, dir, "river-ford.json")
	env := append(os.Environ(), "BATTLEMAP_CONFIG_DIR="+filepath.Join(dir, "config"), "BATTLEMAP_CACHE_DIR="+filepath.Join(dir, "cache"))
	play(t, env, file, "wait 3\nkey ctrl+shift+S\nwait 3\ntouch button Keyboard\nwait 2\ntouch type Ford 3\nwait 2\ntouch button OK\nwait 3\nquit\n")
	checkSavedCopy(t, file, filepath.Join(dir, "Ford 3.json"))
}

// checkSavedCopy checks that saved exists and holds the encounter in orig.
func checkSavedCopy(t *testing.T, orig, saved string) {
	t.Helper()
	want, err := maps.Load(orig)
	if err != nil {
		t.Fatal(err)
	}
	got, err := maps.Load(saved)
	if err != nil {
		t.Fatalf("the file typed on the on-screen keyboard: %v", err)
	}
	if got.Name != want.Name || got.Ruleset() != want.Ruleset() {
		t.Errorf("%s holds %q (%s), want %q (%s)", saved, got.Name, got.Ruleset(), want.Name, want.Ruleset())
	}
}

// TestWindowTouchCaptionOnScreenKeys: a finger on a text field of the
// square window's panel (here the notes' caption) opens the question box
// with the on-screen keyboard; what is typed there and OK'd is the
// caption, as typed into the field and Enter. Also with the map turned a
// quarter and the interface at 3x (the panel scrolls to the field; the
// keys and box fit the window).
func TestWindowTouchCaptionOnScreenKeys(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
	}{{"1x", nil}, {"turned 90, 3x", []string{"--rotate", "90", "--ui-scale", "3"}}} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			file := copySample(t, dir, "fight.json")
			out := filepath.Join(dir, "out.json")
			env := append(os.Environ(), "BATTLEMAP_CONFIG_DIR="+filepath.Join(dir, "config"), "BATTLEMAP_CACHE_DIR="+filepath.Join(dir, "cache"))
			play(t, env, file, "wait 3\ntouch button Table\nwait 2\ntouch button Notes O\nwait 3\ntouch button Caption\nwait 3\ntouch type Ambush at dawn!\nwait 2\ntouch button OK\nwait 3\nsave "+out+"\nquit\n", tc.args...)
			e, err := maps.Load(out)
			if err != nil {
				t.Fatal(err)
			}
			if want := "Ambush at dawn!"; e.Caption != want {
				t.Errorf("caption typed on the on-screen keyboard = %q, want %q", e.Caption, want)
			}
		})
	}
}
