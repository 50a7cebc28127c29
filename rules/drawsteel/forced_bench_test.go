package drawsteel

import (
	"math/rand/v2"
	"testing"
)

// forcedBattlefield is the benchmark fixture: a 100x100 map with rolling
// ground, scattered walls of every material and 200 creatures of mixed
// sizes, built from a fixed seed. The target "t" stands in the middle
// with the source "s" next to it on the west.
func forcedBattlefield(tb testing.TB) *Board {
	tb.Helper()
	const w, h = 100, 100
	r := rand.New(rand.NewPCG(1, 2))
	b := NewBoard(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := Cell{Ground: (x/10 + y/15) % 3}
			switch v := r.IntN(100); {
			case v < 8:
				c.Wall = Materials()[r.IntN(5)]
				c.WallHeight = 1 + r.IntN(4)
			case v < 11:
				c.Damaging = 1 + r.IntN(3)
			case v < 13:
				c.Liquid = 1
			}
			b.SetCell(Square{x, y}, c)
		}
	}
	mid := Square{50, 50}
	clear := func(s Square, n int) {
		for dy := 0; dy < n; dy++ {
			for dx := 0; dx < n; dx++ {
				q := Square{s.X + dx, s.Y + dy}
				c := b.Cell(q)
				c.Wall, c.WallHeight = NoMaterial, 0
				b.SetCell(q, c)
			}
		}
	}
	clear(Square{mid.X - 1, mid.Y}, 2)
	b.Creatures = append(b.Creatures,
		Creature{ID: "s", Size: SizeN(1), At: Square{mid.X - 1, mid.Y}, Stamina: 50, MaxStamina: 50},
		Creature{ID: "t", Size: SizeMedium, At: mid, Stamina: 50, MaxStamina: 50, Agility: 1})
	taken := map[Square]bool{{mid.X - 1, mid.Y}: true, mid: true}
	for len(b.Creatures) < 200 {
		size := []Size{SizeSmall, SizeMedium, SizeMedium, SizeLarge, SizeN(2)}[r.IntN(5)]
		n := size.Squares()
		at := Square{r.IntN(w - n), r.IntN(h - n)}
		ok := true
		for _, q := range Footprint(at, size) {
			if taken[q] || b.Cell(q).HasWall() {
				ok = false
			}
		}
		if !ok {
			continue
		}
		for _, q := range Footprint(at, size) {
			taken[q] = true
		}
		c := Creature{ID: "c" + string(rune('A'+len(b.Creatures)%26)) + string(rune('a'+len(b.Creatures)/26)),
			Size: size, At: at, Stamina: 30, MaxStamina: 30, Might: r.IntN(3)}
		c.Z = b.GroundUnder(at, n)
		if r.IntN(10) == 0 {
			c.Movement = []MoveType{Fly}
			c.Z += 1 + r.IntN(3)
		}
		b.Creatures = append(b.Creatures, c)
	}
	for i := range b.Creatures[:2] {
		c := &b.Creatures[i]
		c.Z = b.GroundUnder(c.At, c.Size.Squares())
	}
	return b
}

func benchmarkForcedPreview(b *testing.B, m Move) {
	board := forcedBattlefield(b)
	fm := ForcedMove{Move: m, Target: "t", Source: "s", Stability: IgnoreStability()}
	p, err := PreviewForced(board, fm)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(p.Len()), "options")
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := PreviewForced(board, fm); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkForcedPreviewSlide10(b *testing.B) {
	benchmarkForcedPreview(b, Move{Kind: Slide, Distance: 10})
}

func BenchmarkForcedPreviewVerticalPush10(b *testing.B) {
	benchmarkForcedPreview(b, Move{Kind: Push, Distance: 10, Vertical: true})
}

func BenchmarkForcedPreviewPush10(b *testing.B) {
	benchmarkForcedPreview(b, Move{Kind: Push, Distance: 10})
}

func BenchmarkForcedPreviewVerticalSlide10(b *testing.B) {
	benchmarkForcedPreview(b, Move{Kind: Slide, Distance: 10, Vertical: true})
}

// BenchmarkForcedOption is the UI's per-frame call: one hovered square's
// full outcome.
func BenchmarkForcedOption(b *testing.B) {
	board := forcedBattlefield(b)
	p, err := PreviewForced(board, ForcedMove{Move: Move{Kind: Push, Distance: 10, Vertical: true}, Target: "t", Source: "s"})
	if err != nil {
		b.Fatal(err)
	}
	to := Pos{55, 50, 3}
	b.ReportAllocs()
	for b.Loop() {
		p.Option(to)
	}
}
