package realms

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

// Any path a player could type either is a legal plan that adds up, or
// fails with a rule error; it never panics.
func FuzzPlanPath(f *testing.F) {
	f.Add(uint64(1), []byte{0, 0, 1, 5, 2})
	f.Add(uint64(7), []byte{3, 3, 3, 9, 4, 4})
	f.Fuzz(func(t *testing.T, seed uint64, steps []byte) {
		if len(steps) > 40 {
			return
		}
		rng := rand.New(rand.NewPCG(seed, 1))
		b := randomBoard(rng, 8, 7, 1+rng.IntN(6), grid.Orientation(seed%2))
		me := &b.Creatures[0]
		path := []grid.Cell{me.At}
		for _, s := range steps {
			d := grid.HexDirection(int(s % 6))
			if s >= 250 {
				d = grid.Cell{X: 2} // a jump
			}
			path = append(path, path[len(path)-1].Add(d))
		}
		p, err := b.PlanPath(me.ID, path, Options{})
		var re *rules.Error
		switch {
		case err != nil && !errors.As(err, &re):
			t.Fatalf("PlanPath error %v is not a *rules.Error", err)
		case err != nil:
			return
		}
		sum := 0
		for _, s := range p.Steps {
			sum += s.Feet
		}
		if sum != p.Cost || p.Remaining != p.Speed()-p.Budget.ActionCost-p.Cost || p.Remaining < 0 {
			t.Fatalf("PlanPath = cost %d (steps add to %d), remaining %d of speed %d", p.Cost, sum, p.Remaining, p.Speed())
		}
	})
}
