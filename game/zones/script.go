package zones

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/render"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// scriptWindow and idWindow: the zone window played by a script, which
// names creatures and zones by id (point ID, click ID, drag CREATURE
// ZONE).

func (v *zoneView) SaveTo(file string) error { return v.play.Save(v.opt.Encounter, file) }

func (v *zoneView) PointAtButton(label string) error {
	if v.Files.Open() {
		return v.Files.PointAtButton(v.Script, label)
	}
	if i, ok := v.bar.panel.Find(minusSign(label)); ok && v.editing() && v.bar.panel.Reveal(i) {
		return game.StepAgain{} // the palette scrolled to it: point once it is drawn there
	}
	if x, y, ok := v.editButtonPixel(label); ok {
		v.Script.X, v.Script.Y = x, y
		return nil
	}
	var shown []string
	for _, b := range v.editButtons() {
		if b.do != nil {
			shown = append(shown, cmp.Or(b.name, b.label))
		}
	}
	for t := range zonesplay.ZoneTabCount {
		for _, b := range v.play.Buttons(t, zonesplay.ZoneWindowState{}) {
			if b.Name == label && !v.editing() {
				return fmt.Errorf("button %s: it is on the %v tab (button %v first); the window shows %s", label, t, t, strings.Join(shown, ", "))
			}
		}
	}
	return fmt.Errorf("button %s: no such button in the zone window, which shows %s", label, strings.Join(shown, ", "))
}

// PointAt moves the scripted pointer to a point of the drawing, in canvas
// units.
func (v *zoneView) PointAt(q game.ScriptCell) {
	v.pointAtCanvas(render.Point{X: float64(q.X), Y: float64(q.Y)})
}

func (v *zoneView) pointAtCanvas(p render.Point) {
	if v.scene == nil {
		return
	}
	s := v.mapView().ToScreen(p)
	v.Script.X, v.Script.Y = int(math.Round(s.X)), int(math.Round(s.Y))
}

// PointAtID moves the scripted pointer to a creature's token, or to the
// header of a zone (where no token is).
func (v *zoneView) PointAtID(id string) error {
	if v.scene == nil {
		return errors.New("the zone map is not drawn yet")
	}
	p, ok := v.play.PointOf(id)
	if !ok {
		return fmt.Errorf("no creature or zone %q on the map", id)
	}
	v.pointAtCanvas(p)
	return nil
}
