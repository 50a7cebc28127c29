//go:build window

package main

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	zonescene "github.com/battlemap/battlemap/render/zones"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// TestWindowZonePlayerViewThrow: the director's zone window sets up a
// throw (T, the target clicked, result 12 typed); a player view opened on
// the same file outlines the zones the target may be thrown into, as the
// director's does, unless the target is hidden from the players: then it
// shows nothing of the throw (the hidden Oni's neighbours unmarked). Its
// verdicts are the players' board's: the hall, full only with the hidden
// Oni, takes Mei there.
func TestWindowZonePlayerViewThrow(t *testing.T) {
	enc, err := maps.Load(filepath.Join("assets", "encounters", "monastery-zones.json"))
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
	legal := func(c color.Color) bool { return near(c, color.RGBA{110, 230, 120, 255}, 60) }
	marked := func(c color.Color) bool { return legal(c) || near(c, color.RGBA{255, 90, 90, 255}, 60) }
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
			file := writeEncounter(t, enc, dir, "temple.json")
			img := directorAndPlayer(t, dir, file, file, "resize 1920 1080\nwait 3\nkey T\nwait 1\nclick "+tt.target+"\nwait 1\nkey 1\nkey 2\nkey Enter\nwait 3\nquit\n")
			v := render.Fit(game.ZoneFitBounds(s.Bounds), 8, 8, float64(img.Bounds().Dx())-16, float64(zoneStatusTop(t, img, th))-16)
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
