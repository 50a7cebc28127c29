//go:build window

package main

import (
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// tableEncounter is the sample with what only the director may see: the
// giant hidden, the war dog at 12 of 16 Stamina (not winded), a private
// note "Pit" beside a public one "Ford".
func tableEncounter(t *testing.T, dir string) (string, *maps.Encounter) {
	t.Helper()
	enc, err := maps.Load(filepath.Join("assets", assets.SamplePath))
	if err != nil {
		t.Fatal(err)
	}
	giant, _ := enc.Square.Board.Creature("giant")
	giant.HiddenFromPlayers = true
	dog, _ := enc.Square.Board.Creature("wardog")
	dog.Stamina, dog.MaxStamina = 12, 16
	enc.Annotations = []maps.Annotation{
		{Kind: maps.AnnotationLabel, Points: []maps.Point{{X: 9, Y: 12}}, Text: "Ford"},
		{Kind: maps.AnnotationLabel, Points: []maps.Point{{X: 14, Y: 12}}, Text: "Pit", Private: true},
	}
	return gametest.WriteEncounter(t, enc, dir, "table.json"), enc
}

// TestWindowPlayerViewFollowsTheDirector opens the director's window on a
// file, aims the push of TestWindowPlaysAForcedMove, and then opens a
// player view (--player-view) on the same file: it shows the same preview (the
// indicated area shaded), but not the hidden giant, the war dog's Stamina
// only as not winded (a full bar), and the public note but not the
// private one. The director's own window, turned to the player view in
// place (Ctrl+P), leaves the giant out and the panel away.
func TestWindowPlayerViewFollowsTheDirector(t *testing.T) {
	dir := t.TempDir()
	file, enc := tableEncounter(t, dir)
	cache := filepath.Join(dir, "cache")
	env := append(os.Environ(), "BATTLEMAP_CACHE_DIR="+cache)
	inPlace := filepath.Join(dir, "in-place.png")
	script := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	director := exec.Command(binary, "open", file, "--play",
		script("director.play", "keep-live\nclick 14 5\nkey P\nkey 3\nclick 16 6\npoint 19 9\nwait 2\nkey ctrl+P\nwait 2\nscreenshot "+inPlace+"\nquit\n"))
	director.Env = env
	if out, err := director.CombinedOutput(); err != nil {
		t.Fatalf("battlemap open (the director's window): %v\n%s", err, out)
	}
	// the live view stays as the director's window left it: aimed
	live := session.LiveFilesFor(cache, file)
	if v, err := live.ReadView(); err != nil || v.Mode != "previewing" || v.Aim == nil || *v.Aim != [2]int{19, 9} {
		t.Fatalf("the director's live view = %+v, %v; want previewing, aimed at 19,9", v, err)
	}
	shot := filepath.Join(dir, "player.png")
	player := exec.Command(binary, "open", file, "--player-view", "--play", script("player.play", "wait 10\nscreenshot "+shot+"\nquit\n"))
	player.Env = env
	if out, err := player.CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --player-view: %v\n%s", err, out)
	}
	img := gametest.ReadPNG(t, shot)
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	var cam game.Camera
	// the map is fitted above the status bar, which holds the director's
	// preview: its top is where the status bar's colour ends, going up
	foot := h - 1
	for foot > 0 && gametest.Near(img.At(4, foot), render.ScreenTheme().UI.StatusBack, 4) {
		foot--
	}
	if foot > h-30 {
		t.Fatalf("test setup: no status bar at the bottom of the player view (%v at 4,%d)", img.At(4, h-1), h-1)
	}
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, game.Area{W: float64(w), H: float64(foot + 1)})
	at := func(x, y float64) image.Point {
		p := cam.View.ToScreen(render.Point{X: x, Y: y})
		return image.Point{int(p.X), int(p.Y)}
	}
	theme := render.ScreenTheme()
	token := func(id string) image.Point { // above the label, inside the token
		c, _ := enc.Square.Board.Creature(id)
		n := float64(c.Size.Squares())
		return at(float64(c.At.X)+n/2, float64(c.At.Y)+n/2-0.3*n)
	}
	if got := img.At(token("ogre").X, token("ogre").Y); !gametest.Near(got, theme.SideColor("enemies"), 24) {
		t.Fatalf("test setup: the ogre's pixel in the player view = %v, want the enemies' %v (is the map where the test thinks?)", got, theme.SideColor("enemies"))
	}
	if p := token("giant"); gametest.Near(img.At(p.X, p.Y), theme.SideColor("enemies"), 40) {
		t.Errorf("the player view draws the hidden giant (pixel %v at %v)", img.At(p.X, p.Y), p)
	}
	// the war dog's bar: 12 of 16 fills three quarters; not winded shows full
	dog, _ := enc.Square.Board.Creature("wardog")
	r := 0.5 - 0.07 // a 1M token's radius (render's addToken)
	bar := at(float64(dog.At.X)+0.5-0.55*r+1.1*r*0.92, float64(dog.At.Y)+0.5+r*0.42+0.05)
	if got := img.At(bar.X, bar.Y); !gametest.Near(got, theme.StaminaOK, 40) {
		t.Errorf("the war dog's Stamina bar near its end (%v) = %v, want full, %v: not winded, no numbers", bar, got, theme.StaminaOK)
	}
	// notes: the public label's dark backing is drawn, the private one's not
	dark := func(x, y float64) int {
		n := 0
		c := at(x, y)
		for dy := -4; dy <= 4; dy++ {
			for dx := -20; dx <= 20; dx++ {
				if r, g, b, _ := img.At(c.X+dx, c.Y+dy).RGBA(); (r>>8)+(g>>8)+(b>>8) < 120 {
					n++
				}
			}
		}
		return n
	}
	if n := dark(9.5, 12.5); n < 40 {
		t.Errorf("the public note \"Ford\": %d dark pixels of its backing, want it drawn", n)
	}
	if n := dark(14.5, 12.5); n > 5 {
		t.Errorf("the private note \"Pit\": %d dark pixels, want it left out of the player view", n)
	}
	// the director's preview: the indicated area shades 19,4, not 21,4 (same ground)
	in, out := at(19.5, 4.5), at(21.5, 4.5)
	if a, b := img.At(in.X, in.Y), img.At(out.X, out.Y); gametest.Near(a, b, 20) {
		t.Errorf("the player view shades no indicated area: 19,4 is %v, 21,4 %v", a, b)
	}

	shown := gametest.ReadPNG(t, inPlace)
	var full game.Camera
	full.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, game.Area{W: float64(shown.Bounds().Dx()), H: float64(shown.Bounds().Dy())})
	c, _ := enc.Square.Board.Creature("giant")
	g := full.View.ToScreen(render.Point{X: float64(c.At.X) + 1.5, Y: float64(c.At.Y) + 0.6})
	if gametest.Near(shown.At(int(g.X), int(g.Y)), theme.SideColor("enemies"), 40) {
		t.Errorf("Ctrl+P in the director's window: the hidden giant is drawn")
	}
	edge := shown.At(shown.Bounds().Dx()-5, shown.Bounds().Dy()/2)
	if gametest.Near(edge, theme.UI.Panel, 6) {
		t.Errorf("Ctrl+P in the director's window: the panel is still there (%v at the right edge)", edge)
	}
}
