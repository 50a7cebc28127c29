package main

import (
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// writeBattlefield writes the command-line benchmark map to dir and
// returns its path: 100x100 squares of rolling ground with scattered walls
// of every material, damaging and liquid squares, and 200 creatures of
// mixed sizes (a tenth of them flying), from a fixed seed. The target "t"
// stands in the middle with the source "s" beside it on the west.
func writeBattlefield(tb testing.TB, dir string) string {
	tb.Helper()
	const w, h = 100, 100
	r := rand.New(rand.NewPCG(1, 2))
	b := drawsteel.NewBoard(w, h)
	for y := range h {
		for x := range w {
			c := drawsteel.Cell{Ground: (x/10 + y/15) % 3}
			switch v := r.IntN(100); {
			case v < 8:
				c.Wall, c.WallHeight = drawsteel.Materials()[r.IntN(5)], 1+r.IntN(4)
			case v < 11:
				c.Damaging = 1 + r.IntN(3)
			case v < 13:
				c.Liquid = 1
			}
			b.SetCell(drawsteel.Square{X: x, Y: y}, c)
		}
	}
	taken := map[drawsteel.Square]bool{}
	place := func(c drawsteel.Creature) {
		n := c.Size.Squares()
		for _, q := range drawsteel.Footprint(c.At, c.Size) {
			cell := b.Cell(q)
			cell.Wall, cell.WallHeight = drawsteel.NoMaterial, 0
			b.SetCell(q, cell)
			taken[q] = true
		}
		c.Z += b.GroundUnder(c.At, n)
		b.Creatures = append(b.Creatures, c)
	}
	place(drawsteel.Creature{ID: "s", Name: "Source", Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 49, Y: 50}, Speed: 5, Stamina: 50, MaxStamina: 50})
	place(drawsteel.Creature{ID: "t", Name: "Target", Side: "enemies", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 50, Y: 50}, Speed: 5, Stamina: 50, MaxStamina: 50, Agility: 1})
	for len(b.Creatures) < 200 {
		size := []drawsteel.Size{drawsteel.SizeSmall, drawsteel.SizeMedium, drawsteel.SizeMedium, drawsteel.SizeLarge, drawsteel.SizeN(2)}[r.IntN(5)]
		at := drawsteel.Square{X: r.IntN(w - size.Squares()), Y: r.IntN(h - size.Squares())}
		free := true
		for _, q := range drawsteel.Footprint(at, size) {
			free = free && !taken[q] && !b.Cell(q).HasWall()
		}
		if !free {
			continue
		}
		c := drawsteel.Creature{ID: "c" + string(rune('a'+len(b.Creatures)%26)) + string(rune('a'+len(b.Creatures)/26)),
			Side: "enemies", Size: size, At: at, Speed: 5, Stamina: 30, MaxStamina: 30, Might: r.IntN(3)}
		if r.IntN(10) == 0 {
			c.Movement, c.Z = []drawsteel.MoveType{drawsteel.Walk, drawsteel.Fly}, 1+r.IntN(3)
		}
		place(c)
	}
	data, err := (&maps.Encounter{Name: "Benchmark battlefield", Square: &dsfile.SquareMap{Board: b}}).Marshal()
	if err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(dir, "battlefield.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

// TestBattlefield checks the benchmark map, and writes it where
// BATTLEFIELD names, for timing the whole process with hyperfine (see
// docs/rules-drawsteel.md, "Performance"):
// BATTLEFIELD=/tmp/battlefield.json go test -run TestBattlefield .
func TestBattlefield(t *testing.T) {
	path := writeBattlefield(t, t.TempDir())
	code, out, errs := runArgs("check", path)
	if code != 0 || !strings.Contains(out, "100x100 squares, 200 creatures") {
		t.Fatalf("check of the benchmark map = %d %q %q, want 100x100 squares and 200 creatures", code, out, errs)
	}
	if dst := os.Getenv("BATTLEFIELD"); dst != "" {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func benchmarkCommand(b *testing.B, args ...string) {
	file := writeBattlefield(b, b.TempDir())
	args = append([]string{args[0], file}, args[1:]...)
	b.ReportAllocs()
	for b.Loop() {
		if code := run(args, io.Discard, io.Discard); code != 0 {
			b.Fatalf("%v exited %d", args, code)
		}
	}
}

// BenchmarkCheck is the baseline: reading and checking the file.
func BenchmarkCheck(b *testing.B) { benchmarkCommand(b, "check") }

// BenchmarkResolveSlide10Options lists every option of a slide 10.
func BenchmarkResolveSlide10Options(b *testing.B) {
	benchmarkCommand(b, "resolve", "--target", "t", "--by", "s", "--move", "slide 10", "--stability", "ignore")
}

// BenchmarkResolveVerticalSlide1000Options is a vertical slide 1000:
// the list is cut to a radius (ForcedListLimit).
func BenchmarkResolveVerticalSlide1000Options(b *testing.B) {
	benchmarkCommand(b, "resolve", "--target", "t", "--by", "s", "--move", "vertical slide 1000", "--stability", "ignore")
}

// BenchmarkResolveFlyerSlide100Options is a flyer's slide 100 (cha
// flies 2 squares up, so every forced move is vertical).
func BenchmarkResolveFlyerSlide100Options(b *testing.B) {
	benchmarkCommand(b, "resolve", "--target", "cha", "--move", "slide 100", "--stability", "ignore")
}

// BenchmarkMoveReach lists every space a creature can end an advance in.
func BenchmarkMoveReach(b *testing.B) { benchmarkCommand(b, "move", "--creature", "t") }
