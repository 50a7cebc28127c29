package zones

import (
	"encoding/json"
	"os"
	"testing"
)

// FuzzNewBoard feeds arbitrary zone maps (as JSON in the file format's
// shape) to NewBoard, and every board it accepts to the rules: nothing may
// panic, and what NewBoard accepts the rules can work with.
func FuzzNewBoard(f *testing.F) {
	m, err := parseFixture(temple)
	if err != nil {
		f.Fatal(err)
	}
	seed, _ := json.Marshal(m)
	f.Add(seed)
	if temple, err := os.ReadFile("testdata/temple.json"); err == nil {
		f.Add(temple)
	}
	f.Add([]byte(`{"zones":[{"id":"a","effect":{"kind":"wave","every":1}},{"id":"b","elevation":-300,"surface":"ungodly"}],"links":[{"from":"a","to":"b","oneWay":true}],"creatures":[{"id":"x","zone":"a","band":"soaring"}],"bands":true}`))
	f.Add([]byte(`{"zones":[{"id":"a","limit":1},{"id":"b","effect":{"kind":"current","to":"a"}}],"links":[{"from":"a","to":"b"}],"creatures":[{"id":"x","zone":"a"},{"id":"y","zone":"b","speed":3}],"spillOver":true}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var m Map
		if json.Unmarshal(data, &m) != nil {
			return
		}
		b, err := NewBoard(m)
		if err != nil {
			if _, ok := err.(*FieldError); !ok {
				t.Fatalf("NewBoard error %T, want a *FieldError: %v", err, err)
			}
			return
		}
		for _, c := range b.Map().Creatures {
			p, err := Move(b, MoveRequest{Creature: c.ID, Sprint: true, Together: c.Partner != ""})
			if err != nil {
				continue
			}
			for _, r := range p.Reach {
				if len(r.Path) < 2 || r.Cost > p.Speed {
					t.Fatalf("Reach %+v with speed %d", r, p.Speed)
				}
			}
			for _, z := range b.Adjacent(c.Zone) {
				if o, err := Throw(b, ThrowRequest{Target: c.ID, To: z, Result: 31}, Dice{Seed: 1}); err == nil {
					b.Apply(o)
				}
			}
		}
		b.Apply(EndRound(b, Dice{Seed: 2}))
	})
}
