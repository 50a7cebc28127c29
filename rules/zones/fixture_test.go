package zones

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules"
)

// parseFixture reads a zone map written as text, one thing a line:
//
//	zone yard elevation=0 surface=hard difficult=8 limit=2 depth=0 damage=0 effect=current:next
//	link yard roof climb=10 oneWay drop
//	creature mei yard speed=1 height=1.7 partner=jun side=heroes prowess=3 earth=12 breathHeld=2 band=floating abilities=fly,swim
//	option spillOver bands round=2
//
// Effects are kind:to with optional /speed=N /every=N /reach=N /until=N.
// Blank lines and lines starting with # are skipped.
func parseFixture(text string) (Map, error) {
	var m Map
	for n, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if err := fixtureLine(&m, f); err != nil {
			return Map{}, fmt.Errorf("line %d: %w", n+1, err)
		}
	}
	return m, nil
}

func fixtureLine(m *Map, f []string) error {
	kv := map[string]string{}
	var pos []string
	for _, w := range f[1:] {
		if k, v, ok := strings.Cut(w, "="); ok {
			kv[k] = v
		} else {
			pos = append(pos, w)
		}
	}
	num := func(k string) (float64, error) {
		v, ok := kv[k]
		if !ok {
			return 0, nil
		}
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return 0, fmt.Errorf("%s=%q: %w", k, v, err)
		}
		return x, nil
	}
	var errs []error
	get := func(k string) float64 {
		x, err := num(k)
		errs = append(errs, err)
		return x
	}
	has := func(w string) bool {
		for _, p := range pos {
			if p == w {
				return true
			}
		}
		return false
	}
	switch f[0] {
	case "zone":
		if len(pos) < 1 {
			return errors.New("zone needs an id")
		}
		z := Zone{ID: pos[0], Name: kv["name"], Elevation: get("elevation"), Surface: Surface(kv["surface"]),
			Limit: int(get("limit")), Depth: get("depth"), Damage: int(get("damage"))}
		if _, ok := kv["difficult"]; ok {
			d := int(get("difficult"))
			z.Difficult = &d
		}
		if e, ok := kv["effect"]; ok {
			parts := strings.Split(e, "/")
			kind, to, _ := strings.Cut(parts[0], ":")
			ef := Effect{Kind: EffectKind(kind), To: to}
			for _, p := range parts[1:] {
				k, v, _ := strings.Cut(p, "=")
				x, err := strconv.Atoi(v)
				if err != nil {
					return fmt.Errorf("effect %s: %w", p, err)
				}
				switch k {
				case "speed":
					ef.Speed = x
				case "every":
					ef.Every = x
				case "reach":
					ef.Reach = x
				case "until":
					ef.Until = x
				default:
					return fmt.Errorf("effect %s: unknown", p)
				}
			}
			z.Effect = &ef
		}
		m.Zones = append(m.Zones, z)
	case "link":
		if len(pos) < 2 {
			return errors.New("link needs two zones")
		}
		m.Links = append(m.Links, Link{From: pos[0], To: pos[1], OneWay: has("oneWay"), Drop: has("drop"), Climb: int(get("climb"))})
	case "creature":
		if len(pos) < 2 {
			return errors.New("creature needs an id and a zone")
		}
		c := Creature{ID: pos[0], Zone: pos[1], Name: kv["name"], Side: kv["side"], Partner: kv["partner"],
			Speed: int(get("speed")), Height: get("height"), Prowess: int(get("prowess")), Band: Band(kv["band"]),
			Earth: int(get("earth")), BreathHeld: int(get("breathHeld")),
			ActionSpent: has("actionSpent"), Moved: has("moved")}
		if a := kv["abilities"]; a != "" {
			c.Abilities = strings.Split(a, ",")
		}
		m.Creatures = append(m.Creatures, c)
	case "option":
		m.SpillOver = has("spillOver")
		m.Bands = has("bands")
		m.Round = int(get("round"))
	default:
		return fmt.Errorf("%q is not zone, link, creature or option", f[0])
	}
	return errors.Join(errs...)
}

// fixture builds a board from text, failing the test on an error.
func fixture(tb testing.TB, text string) *Board {
	tb.Helper()
	m, err := parseFixture(text)
	if err != nil {
		tb.Fatalf("fixture: %v", err)
	}
	b, err := NewBoard(m)
	if err != nil {
		tb.Fatalf("fixture: %v", err)
	}
	return b
}

// temple is the sample zone encounter: a courtyard, a hall with a
// limit, a roof, a ledge over a pool, a pit, and a current.
const temple = `
zone yard name=Courtyard elevation=0 difficult=1
zone hall name=Hall elevation=0 limit=2
zone roof name=Roof elevation=6
zone ledge name=Ledge elevation=40
zone pool name=Pool elevation=0 surface=water depth=6
zone pit name=Pit elevation=-10
zone creek name=Creek elevation=0 surface=water depth=0.5 effect=current:mouth
zone mouth name=Mouth elevation=0 surface=water depth=0.5
link yard hall
link yard roof climb=10
link roof ledge climb=20
link ledge pool oneWay
link hall pit oneWay
link yard creek
link creek mouth oneWay
creature mei yard name=Mei side=heroes partner=jun
creature jun yard name=Jun side=heroes partner=mei
creature oni hall name=Oni side=foes
creature kappa hall name=Kappa side=foes
`

func ints(xs ...int) []ChallengeResult {
	r := make([]ChallengeResult, len(xs))
	for i, x := range xs {
		r[i] = ChallengeResult{Result: x}
	}
	return r
}

func eventKinds(es []Event) []EventKind {
	var k []EventKind
	for _, e := range es {
		k = append(k, e.Kind)
	}
	return k
}

func hasEvent(es []Event, kind EventKind, creature string) (Event, bool) {
	for _, e := range es {
		if e.Kind == kind && (creature == "" || e.Creature == creature) {
			return e, true
		}
	}
	return Event{}, false
}

// ruleOf returns the rule a *rules.Error names ("" if err is not one).
func ruleOf(err error) string {
	var re *rules.Error
	if errors.As(err, &re) {
		return re.Rule
	}
	return ""
}

// refused checks an error against the rule a table case expects: with a
// rule, err must name it (and the case is done); without one, err must be
// nil.
func refused(t *testing.T, err error, rule, call string) bool {
	t.Helper()
	if rule == "" {
		if err != nil {
			t.Fatalf("%s: %v", call, err)
		}
		return false
	}
	if got := ruleOf(err); got != rule {
		t.Errorf("%s error %v, want the rule %q", call, err, rule)
	}
	return true
}
