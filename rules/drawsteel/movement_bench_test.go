package drawsteel

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// mvBattlefieldText draws a deterministic w x h battlefield for the
// benchmark and the property tests: stone walls in short runs, patches of
// difficult terrain, raised ground 1 and 2 high, some liquid and damaging
// squares, and "@" in the middle.
func mvBattlefieldText(seed uint64, w, h int) string {
	r := rand.New(rand.NewPCG(seed, 0x6d76))
	grid := make([][]byte, h)
	for y := range grid {
		grid[y] = []byte(strings.Repeat(".", w))
	}
	put := func(x, y int, ch byte) {
		if x >= 0 && y >= 0 && x < w && y < h {
			grid[y][x] = ch
		}
	}
	area := w * h
	for range area / 40 { // wall runs
		x, y, n := r.IntN(w), r.IntN(h), 2+r.IntN(5)
		dx, dy := 1, 0
		if r.IntN(2) == 0 {
			dx, dy = 0, 1
		}
		for k := range n {
			put(x+k*dx, y+k*dy, '#')
		}
	}
	for range area / 60 { // difficult patches
		x, y := r.IntN(w), r.IntN(h)
		for dy := range 3 {
			for dx := range 3 {
				if r.IntN(3) > 0 {
					put(x+dx, y+dy, ',')
				}
			}
		}
	}
	for range area / 80 { // raised ground
		x, y, ch := r.IntN(w), r.IntN(h), byte('1'+r.IntN(2))
		for dy := range 2 + r.IntN(3) {
			for dx := range 2 + r.IntN(3) {
				put(x+dx, y+dy, ch)
			}
		}
	}
	for range area / 200 {
		put(r.IntN(w), r.IntN(h), '~')
		put(r.IntN(w), r.IntN(h), '^')
	}
	put(w/2, h/2, '@')
	rows := make([]string, h)
	for y := range grid {
		rows[y] = string(grid[y])
	}
	return strings.Join(rows, "\n")
}

// mvBattlefield parses mvBattlefieldText and adds n creatures (ids "c000"
// on, alternating sides, mostly 1M, every tenth size 2) on free flat
// squares, deterministically.
func mvBattlefield(tb testing.TB, seed uint64, w, h, n int) *Board {
	tb.Helper()
	b := mvBoard(tb, mvBattlefieldText(seed, w, h))
	r := rand.New(rand.NewPCG(seed, 0x6372))
	m := mvMover(tb, b)
	m.Speed, m.Might, m.Agility = 10, 2, 1
	for i := 0; len(b.Creatures) < n+1 && i < 100*n; i++ {
		size := SizeMedium
		if i%10 == 9 {
			size = SizeN(2)
		}
		at := Square{r.IntN(w), r.IntN(h)}
		free := true
		for _, s := range Footprint(at, size) {
			if !b.In(s) || b.Cell(s).HasWall() {
				free = false
				break
			}
			if c, ok := b.CreatureAt(s, b.GroundUnder(at, size.Squares())); ok || c != nil {
				free = false
				break
			}
		}
		if !free {
			continue
		}
		side := "monsters"
		if len(b.Creatures)%2 == 0 {
			side = "heroes"
		}
		b.Creatures = append(b.Creatures, Creature{ID: fmt.Sprintf("c%03d", len(b.Creatures)), Side: side, Size: size,
			At: at, Z: b.GroundUnder(at, size.Squares()), Speed: 5, Movement: []MoveType{Walk}})
	}
	if len(b.Creatures) != n+1 {
		tb.Fatalf("mvBattlefield placed %d creatures, want %d", len(b.Creatures)-1, n)
	}
	return b
}

func BenchmarkReach(b *testing.B) {
	board := mvBattlefield(b, 1, 100, 100, 200)
	for _, bc := range []struct {
		name string
		req  MoveRequest
		prep func(c *Creature)
	}{
		{name: "walk speed 10", req: MoveRequest{Mover: "@"}},
		{name: "fly speed 10", req: MoveRequest{Mover: "@"}, prep: func(c *Creature) { c.Movement = []MoveType{Walk, Fly} }},
		{name: "charge speed 10", req: MoveRequest{Mover: "@", Mode: ModeCharge}},
		{name: "teleport 10", req: MoveRequest{Mover: "@", Mode: ModeTeleport, Budget: 10}},
	} {
		bd := board.Clone()
		if bc.prep != nil {
			bc.prep(mvMover(b, bd))
		}
		b.Run(bc.name+" on 100x100", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Reach(bd, bc.req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkReachMapSize shows that Reach's time and memory follow the
// area the move reaches, not the map: the same speed 10 walk on maps of
// growing size with the same density of creatures.
func BenchmarkReachMapSize(b *testing.B) {
	for _, side := range []int{50, 100, 300} {
		board := mvBattlefield(b, 1, side, side, side*side/50)
		b.Run(fmt.Sprintf("walk speed 10 on %dx%d", side, side), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Reach(board, MoveRequest{Mover: "@"}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkPlanMove(b *testing.B) {
	board := mvBattlefield(b, 1, 100, 100, 200)
	r, err := Reach(board, MoveRequest{Mover: "@"})
	if err != nil {
		b.Fatal(err)
	}
	ps := r.Positions()
	far := ps[len(ps)-1]
	for _, p := range ps {
		if c, _ := r.Cost(p); c == 10 {
			far = p
		}
	}
	path := r.PathTo(far)
	b.ReportAllocs()
	for b.Loop() {
		if plan := PlanMove(board, MoveRequest{Mover: "@"}, path); !plan.Legal {
			b.Fatal(plan.Why)
		}
	}
}
