package game

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/render"
)

// A ZoneScript drives the zone window like a person would (battlemap open
// ZONEFILE --play SCRIPT): the square window's script commands, with
// creatures and zones named by id where the square window gives squares.
//
//	point ID            move the pointer to a creature's token or a zone's header
//	click ID            point and click
//	drag CREATURE ZONE  press on the creature, move to the zone, release
//	press/release [BUTTON], key KEY, down KEY, up KEY, wait N,
//	screenshot FILE, save FILE, quit: as in the square window's scripts
type ZoneScript struct {
	Name  string
	steps []zoneStep
}

// zoneStep is one frame's worth of a zone script.
type zoneStep struct {
	line int
	do   func(v *zoneView) error
}

// ParseZoneScript reads a zone window script. Errors name the script,
// line and what would be valid; ids are checked when the step runs.
func ParseZoneScript(name string, r io.Reader) (*ZoneScript, error) {
	s := &ZoneScript{Name: name}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		f := strings.Fields(text)
		if len(f) == 0 {
			continue
		}
		if err := s.parseLine(line, f); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return s, nil
}

func (s *ZoneScript) add(line int, do func(v *zoneView) error) {
	s.steps = append(s.steps, zoneStep{line: line, do: do})
}

func (s *ZoneScript) mouse(line int, down bool) {
	s.add(line, func(v *zoneView) error { v.script.btns[ebiten.MouseButtonLeft] = down; return nil })
}

func (s *ZoneScript) parseLine(line int, f []string) error {
	one := func(what string) error {
		if len(f) != 2 {
			return fmt.Errorf("%s takes one %s", f[0], what)
		}
		return nil
	}
	switch f[0] {
	case "point", "click":
		if err := one("creature or zone id"); err != nil {
			return err
		}
		id := f[1]
		s.add(line, func(v *zoneView) error { return v.pointAt(id) })
		if f[0] == "click" {
			s.mouse(line, true)
			s.mouse(line, false)
		}
	case "drag":
		if len(f) != 3 {
			return fmt.Errorf("drag takes a creature id and a zone id, e.g. drag mei roof")
		}
		from, to := f[1], f[2]
		s.add(line, func(v *zoneView) error { return v.pointAt(from) })
		s.mouse(line, true)
		s.add(line, func(v *zoneView) error { return v.pointAt(to) })
		s.add(line, func(v *zoneView) error { return nil }) // the preview is drawn
		s.mouse(line, false)
	case "press", "release":
		b, err := button(f)
		if err != nil {
			return err
		}
		down := f[0] == "press"
		s.add(line, func(v *zoneView) error { v.script.btns[b] = down; return nil })
	case "key", "down", "up":
		if err := one("key, e.g. " + f[0] + " Enter"); err != nil {
			return err
		}
		mods, k, err := parseKey(f[1])
		if err != nil {
			return err
		}
		set := func(down bool) func(v *zoneView) error {
			return func(v *zoneView) error {
				for _, m := range mods {
					v.script.keys[m] = down
				}
				v.script.keys[k] = down
				return nil
			}
		}
		if f[0] != "up" {
			s.add(line, set(true))
		}
		if f[0] != "down" {
			s.add(line, set(false))
		}
	case "wait":
		n, err := ints(f, 2)
		if err != nil {
			return err
		}
		if n[0] < 0 || n[0] > 100000 {
			return fmt.Errorf("wait: %d frames is out of range (0 to 100000)", n[0])
		}
		for range n[0] {
			s.add(line, func(*zoneView) error { return nil })
		}
	case "screenshot":
		if err := one("file name"); err != nil {
			return err
		}
		file := f[1]
		s.add(line, func(v *zoneView) error { v.pendingShot = file; return nil })
		s.add(line, func(*zoneView) error { return nil })
	case "save":
		if err := one("file name"); err != nil {
			return err
		}
		file := f[1]
		s.add(line, func(v *zoneView) error { return v.play.save(v.opt.Encounter, file) })
	case "quit":
		s.add(line, func(v *zoneView) error { v.quit = true; return nil })
	default:
		return fmt.Errorf("unknown command %q (a zone window script wants point, click, drag, press, release, key, down, up, wait, screenshot, save or quit)", f[0])
	}
	return nil
}

// pointAt moves the scripted pointer to a creature's token, or to the
// header of a zone (where no token is).
func (v *zoneView) pointAt(id string) error {
	b := v.play.board
	zs := v.opt.Encounter.Zones.Map.Zones
	var p render.Point
	found := false
	if c, ok := b.Creature(id); ok {
		for i, z := range zs {
			if z.ID == c.Zone {
				p, found = render.ZoneTokenCentre(b, v.boxes, z.ID, i, id)
			}
		}
	}
	for i, z := range zs {
		if !found && z.ID == id {
			box := v.boxes[i]
			p, found = render.Point{X: (box.Min.X + box.Max.X) / 2, Y: box.Min.Y + 0.5}, true
		}
	}
	if !found {
		return fmt.Errorf("no creature or zone %q on the map", id)
	}
	q := ZoneMapView(v.scene.Bounds, v.w, v.h).ToScreen(p)
	v.script.x, v.script.y = int(math.Round(q.X)), int(math.Round(q.Y))
	return nil
}

// stepScript plays one step of the script per drawn frame (after the
// first frames lay the window out); at its end the window closes.
func (v *zoneView) stepScript() {
	v.script.nextFrame()
	if v.frames <= v.stepFrame || v.frames < screenshotFrame || v.scene == nil {
		return
	}
	v.stepFrame = v.frames
	s := v.opt.Script
	if v.scriptAt >= len(s.steps) {
		v.quit = true
		return
	}
	st := s.steps[v.scriptAt]
	v.scriptAt++
	if err := st.do(v); err != nil {
		v.err = fmt.Errorf("%s:%d: %w", s.Name, st.line, err)
	}
}
