//go:build window

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWindowNoDisplaySaysSo: `battlemap open` on a machine without a
// display (no DISPLAY, no WAYLAND_DISPLAY, no frame buffer) ends with
// exit status 1 and words naming the missing display and the ways on,
// for each kind of map; it used to panic asking the absent monitor for
// its size.
func TestWindowNoDisplaySaysSo(t *testing.T) {
	if _, err := os.Stat("/dev/fb0"); err == nil {
		t.Skip("this machine has a frame buffer: Ebitengine would open on it")
	}
	for _, name := range []string{"cliffside.json", "river-ford.json", "monastery-zones.json"} {
		t.Run(name, func(t *testing.T) {
			cmd := exec.Command(buildBinary(t), "open", filepath.Join("assets", "encounters", name))
			cmd.Env = append(withoutDisplay(os.Environ()), "BATTLEMAP_CACHE_DIR="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
			out, err := cmd.CombinedOutput()
			code := -1
			if ee, ok := err.(*exec.ExitError); ok {
				code = ee.ExitCode()
			} else if err == nil {
				code = 0
			}
			if code != 1 || !strings.Contains(string(out), "no display to open a window on") || strings.Contains(string(out), "panic") {
				t.Errorf("open %s without a display: exit %d, output:\n%s\nwant exit 1 and \"no display to open a window on\", no panic", name, code, out)
			}
		})
	}
}

// withoutDisplay is env without the variables that name a display.
func withoutDisplay(env []string) []string {
	var kept []string
	for _, kv := range env {
		if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") {
			kept = append(kept, kv)
		}
	}
	return kept
}
