package realms

import (
	"errors"
	"image/color"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	gamedrawsteel "github.com/battlemap/battlemap/game/drawsteel"
	"github.com/battlemap/battlemap/render/ebitenrender"
)

// riverFord is the bundled hex map, from the repository's root.
var riverFord = filepath.Join("assets", "encounters", "river-ford.json")

// repoFile is file (a path from the repository's root) from this folder.
func repoFile(file string) string { return filepath.Join("..", "..", file) }

// copyFile copies file (from the repository's root) into dir.
func copyFile(t testing.TB, file, dir string) string {
	t.Helper()
	data, err := os.ReadFile(repoFile(file))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, filepath.Base(file))
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// copyEncounter copies a bundled encounter into a temporary folder and
// opens it as `battlemap open` does.
func copyEncounter(t *testing.T, name string) (string, game.Opening) {
	t.Helper()
	path := copyFile(t, filepath.Join("assets", "encounters", name), t.TempDir())
	o, err := game.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, o
}

// noAutosave fails unless the autosave of path is absent.
func noAutosave(t *testing.T, path, when string) {
	t.Helper()
	if _, err := os.Stat(game.AutosavePath(path)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%s: autosave %s stat = %v, want none", when, game.AutosavePath(path), err)
	}
}

func testRenderer(t *testing.T) *ebitenrender.Renderer {
	t.Helper()
	reg, bold := assets.Fonts()
	r, err := ebitenrender.New(reg, bold)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func testPicture(t *testing.T) game.MapPicture {
	t.Helper()
	reg, bold := assets.Fonts()
	p, err := game.NewMapPicture(reg, bold)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// near reports whether a and b differ by at most tol in each channel.
func near(a, b color.Color, tol int) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	d := func(x, y uint32) bool { v := int(x>>8) - int(y>>8); return v <= tol && v >= -tol }
	return d(r1, r2) && d(g1, g2) && d(b1, b2)
}

func itoa(n int) string { return strconv.Itoa(n) }

// reboundKeys rebinds Commit, Cancel and Undo as a settings file would.
func reboundKeys() map[string]string {
	return map[string]string{"commit": "F6", "cancel": "F7", "undo": "F8"}
}

// wantKeys checks that text names the rebound keys in want and none of
// the default keys in old.
func wantKeys(t *testing.T, what, text string, want, old []string) {
	t.Helper()
	for _, k := range want {
		if !strings.Contains(text, k) {
			t.Errorf("%s = %q, want it to name %s", what, text, k)
		}
	}
	for _, k := range old {
		if strings.Contains(text, k) {
			t.Errorf("%s = %q names %s, the key before the settings rebound it", what, text, k)
		}
	}
}

// testRulesets are the rulesets main hands the window.
func testRulesets() []game.Ruleset {
	return []game.Ruleset{Ruleset(), gamedrawsteel.Ruleset()}
}
