package game

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// scriptWindow and idWindow: the zone window played by a script, which
// names creatures and zones by id (point ID, click ID, drag CREATURE
// ZONE).

func (v *zoneView) saveTo(file string) error { return v.play.Save(v.opt.Encounter, file) }

func (v *zoneView) pointAtButton(label string) error {
	if v.files.open() {
		return v.files.pointAtButton(v.script, label)
	}
	if i, ok := v.bar.panel.find(minusSign(label)); ok && v.editing() && v.bar.panel.reveal(i) {
		return stepAgain{} // the palette scrolled to it: point once it is drawn there
	}
	if x, y, ok := v.editButtonPixel(label); ok {
		v.script.x, v.script.y = x, y
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

// pointAt moves the scripted pointer to a point of the drawing, in canvas
// units.
func (v *zoneView) pointAt(q drawsteel.Square) {
	v.pointAtCanvas(render.Point{X: float64(q.X), Y: float64(q.Y)})
}

func (v *zoneView) pointAtCanvas(p render.Point) {
	if v.scene == nil {
		return
	}
	s := v.mapView().ToScreen(p)
	v.script.x, v.script.y = int(math.Round(s.X)), int(math.Round(s.Y))
}

// pointAtID moves the scripted pointer to a creature's token, or to the
// header of a zone (where no token is).
func (v *zoneView) pointAtID(id string) error {
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
