//go:build display

package zones

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/rules/zones"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	zonescene "github.com/battlemap/battlemap/render/zones"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// TestDisplayZoneClose: in the zone window (its settings file corrupt, as
// a crash may leave it), a move not saved makes the close button ask;
// Cancel goes back, Ctrl+Q asks again and Don't save quits with the file
// as saved and the dropped move kept aside.
func TestDisplayZoneClose(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config")
	os.MkdirAll(cfg, 0o755)
	settings := filepath.Join(cfg, game.SettingsFile)
	os.WriteFile(settings, []byte("{\"theme\": \"light\", \x00 broken"), 0o644)
	file := filepath.Join(dir, "monastery.json")
	if err := os.Rename(gametest.CopyFile(t, monastery, dir), file); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(dir, "close.png")
	testParts.Open(t, gametest.Open{File: file, Settings: settings, Autosave: true, Script: "wait 2\ndrag mei roof\nkey 1\nkey 2\nkey Enter\nwait 2\nclose\nwait 2\nscreenshot " + shot +
		"\nkey Escape\nwait 2\nkey ctrl+Q\nwait 2\nkey D\nwait 100000\n"}).Run(gametest.MaxFrames)
	if !gametest.QuestionShown(gametest.ReadPNG(t, shot)) {
		t.Errorf("the zone window's close asked nothing (%s)", shot)
	}
	if saved, _ := os.ReadFile(file); string(saved) != string(data) {
		t.Errorf("after Don't save the file changed")
	}
	if _, err := os.Stat(filepath.Join(dir, "monastery.autosave-discarded.json")); err != nil {
		t.Errorf("after Don't save the dropped move is not kept aside: %v", err)
	}
}

// TestDisplayZonePlayerView: the director's zone window drags Mei toward
// the hall roof (the button still held); a player view opened on the
// same file shows the drag's reach (the roof outlined, the stream not)
// and leaves the hidden Oni out of the hall.
func TestDisplayZonePlayerView(t *testing.T) {
	dir := t.TempDir()
	enc, err := maps.Load(gametest.RepoFile(monastery))
	if err != nil {
		t.Fatal(err)
	}
	for i := range enc.Zones.Map.Creatures {
		if c := &enc.Zones.Map.Creatures[i]; c.ID == "oni" {
			c.Hidden = true
		}
	}
	file := gametest.WriteEncounter(t, enc, dir, "temple.json")
	img := testParts.DirectorAndPlayer(t, dir, file, file, "resize 1920 1080\nwait 3\npoint mei\npress\npoint roof\nwait 3\nquit\n")

	full, err := enc.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	players, err := zonescene.PlayerBoard(full)
	if err != nil {
		t.Fatal(err)
	}
	th := render.ScreenTheme()
	boxes, outlines := zonesplay.ZoneBoxes(enc.Zones)
	s := zonescene.BuildScene(zonescene.Map{Board: full, Boxes: boxes, Outlines: outlines}, th)
	w := img.Bounds().Dx()
	v := render.Fit(FitBounds(s.Bounds), 8, 8, float64(w)-16, float64(zoneStatusTop(t, img, th))-16)
	index := map[string]int{}
	for i, z := range enc.Zones.Map.Zones {
		index[z.ID] = i
	}
	px := func(p render.Point) (image.Point, color.Color) {
		q := v.ToScreen(p)
		pt := image.Point{int(q.X), int(q.Y)}
		return pt, img.At(pt.X, pt.Y)
	}
	// the director's hall holds Oni and two bandits; the players' two
	// bandits leave the third token's place empty
	third, ok := zonescene.TokenCentre(full, boxes, "hall", index["hall"], "bandit-2")
	if !ok || zonescene.TokenAt(players, boxes, "hall", index["hall"], third) != "" {
		t.Fatalf("test setup: the director's third token place in the hall (%v, %v) is taken in the players' hall", third, ok)
	}
	if p, got := px(third); gametest.Near(got, th.SideColor("enemies"), 40) {
		t.Errorf("the player view's hall has a third enemy token (pixel %v at %v): the hidden Oni is shown", got, p)
	}
	if _, got := px(mustCentre(t, players, boxes, "hall", index["hall"], "bandit-1")); !gametest.Near(got, th.SideColor("enemies"), 40) {
		t.Errorf("test setup: the first bandit's token in the player view is %v, want the enemies' colour", got)
	}
	edge := func(zone string) color.Color {
		r := boxes[index[zone]]
		_, c := px(render.Point{X: r.Min.X, Y: (r.Min.Y + r.Max.Y) / 2})
		return c
	}
	if roof, stream := edge("roof"), edge("stream"); gametest.Near(roof, stream, 40) {
		t.Errorf("the player view shows no reach of the director's drag: the roof's edge %v, the stream's %v", roof, stream)
	}
}

// TestDisplayZonePlayerViewThrow: the director's zone window sets up a
// throw (T, the target clicked, result 12 typed); a player view opened on
// the same file outlines the zones the target may be thrown into, as the
// director's does, unless the target is hidden from the players: then it
// shows nothing of the throw (the hidden Oni's neighbours unmarked). Its
// verdicts are the players' board's: the hall, full only with the hidden
// Oni, takes Mei there.
func TestDisplayZonePlayerViewThrow(t *testing.T) {
	enc, err := maps.Load(gametest.RepoFile(monastery))
	if err != nil {
		t.Fatal(err)
	}
	for i := range enc.Zones.Map.Creatures {
		if c := &enc.Zones.Map.Creatures[i]; c.ID == "oni" {
			c.Hidden = true
		}
	}
	index := map[string]int{}
	for i, z := range enc.Zones.Map.Zones {
		index[z.ID] = i
	}
	full, err := enc.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	th := render.ScreenTheme()
	boxes, outlines := zonesplay.ZoneBoxes(enc.Zones)
	s := zonescene.BuildScene(zonescene.Map{Board: full, Boxes: boxes, Outlines: outlines}, th)
	// a throw's verdict outlines a zone 0.12 outside its box, green or red
	legal := func(c color.Color) bool { return gametest.Near(c, color.RGBA{110, 230, 120, 255}, 60) }
	marked := func(c color.Color) bool { return legal(c) || gametest.Near(c, color.RGBA{255, 90, 90, 255}, 60) }
	for _, tt := range []struct {
		target string
		zones  []string // the target's zone's neighbours
		shown  bool
		legal  string // a neighbour the throw must be shown to take ("": none)
	}{
		{"kappa", []string{"stream", "yard"}, true, ""},
		{"oni", []string{"yard", "pit"}, false, ""},
		// the hall (limit 3) is full only with the hidden Oni: the
		// players' view does not refuse Mei there
		{"mei", []string{"hall", "garden"}, true, "hall"},
	} {
		t.Run(tt.target, func(t *testing.T) {
			dir := t.TempDir()
			file := gametest.WriteEncounter(t, enc, dir, "temple.json")
			img := testParts.DirectorAndPlayer(t, dir, file, file, "resize 1920 1080\nwait 3\nkey T\nwait 1\nclick "+tt.target+"\nwait 1\nkey 1\nkey 2\nkey Enter\nwait 3\nquit\n")
			v := render.Fit(FitBounds(s.Bounds), 8, 8, float64(img.Bounds().Dx())-16, float64(zoneStatusTop(t, img, th))-16)
			for _, z := range tt.zones {
				r := boxes[index[z]]
				q := v.ToScreen(render.Point{X: r.Min.X - 0.12, Y: (r.Min.Y + r.Max.Y) / 2})
				p := image.Point{int(q.X), int(q.Y)}
				got := img.At(p.X, p.Y)
				if marked(got) != tt.shown {
					t.Errorf("throw of %s: the player view's %s outline pixel %v at %v: marked %v, want %v", tt.target, z, got, p, marked(got), tt.shown)
				}
				if z == tt.legal && !legal(got) {
					t.Errorf("throw of %s: the player view's %s outline pixel %v at %v, want the legal green: a hidden creature would be told", tt.target, z, got, p)
				}
			}
		})
	}
}

// zoneStatusTop is the top row of the zone window's status panel in a
// screenshot: the panel (th.StaminaBack) fills the window's bottom left
// corner up to there, darker than the map's background.
func zoneStatusTop(t *testing.T, img image.Image, th render.Theme) int {
	t.Helper()
	b := img.Bounds()
	panel := img.At(b.Min.X+2, b.Max.Y-1)
	y := b.Max.Y - 1
	for y > b.Min.Y && gametest.Near(img.At(b.Min.X+2, y-1), panel, 2) {
		y--
	}
	if gametest.Near(panel, th.Background, 2) || y == b.Min.Y {
		t.Fatalf("no status panel at the window's bottom left: %v from the bottom up to row %d, background %v", panel, y, th.Background)
	}
	return y
}

func mustCentre(t *testing.T, b *zones.Board, boxes []render.Rect, zone string, i int, id string) render.Point {
	t.Helper()
	p, ok := zonescene.TokenCentre(b, boxes, zone, i, id)
	if !ok {
		t.Fatalf("test setup: no token of %s in %s", id, zone)
	}
	return p
}
