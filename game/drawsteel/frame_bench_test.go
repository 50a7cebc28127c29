package drawsteel

import (
	"math/rand/v2"
	"testing"

	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// bigBattle is a 64x64 map with hills, walls of every material, terrain and
// 100 creatures, built the same way every time.
func bigBattle() *drawsteel.Board {
	r := rand.New(rand.NewPCG(7, 64))
	b := drawsteel.NewBoard(64, 64)
	mats := drawsteel.Materials()
	for y := 0; y < 64; y++ {
		for x := 0; x < 64; x++ {
			c := drawsteel.Cell{Ground: (x / 16) % 3}
			switch v := r.IntN(40); {
			case v == 0:
				c.Wall, c.WallHeight = mats[r.IntN(len(mats))], 1+r.IntN(3)
			case v == 1:
				c.Difficult = true
			case v == 2:
				c.Liquid = 1
			case v == 3:
				c.Damaging = 2
			}
			b.SetCell(drawsteel.Square{X: x, Y: y}, c)
		}
	}
	for i := 0; len(b.Creatures) < 100; i++ {
		q := drawsteel.Square{X: r.IntN(63), Y: r.IntN(63)}
		size := []drawsteel.Size{drawsteel.SizeSmall, drawsteel.SizeMedium, drawsteel.SizeMedium, drawsteel.SizeN(2)}[r.IntN(4)]
		free := true
		for _, f := range drawsteel.Footprint(q, size) {
			if b.Cell(f).HasWall() {
				free = false
			}
			for j := range b.Creatures {
				if b.Creatures[j].Covers(f) {
					free = false
				}
			}
		}
		if !free {
			continue
		}
		side := []string{"heroes", "enemies"}[i%2]
		b.Creatures = append(b.Creatures, drawsteel.Creature{ID: "c" + string(rune('A'+i%26)) + string(rune('a'+i/26)), Name: "Creature", Side: side,
			Size: size, At: q, Z: b.GroundUnder(q, size.Squares()), Speed: 5, Stamina: 20, MaxStamina: 30, Movement: []drawsteel.MoveType{drawsteel.Walk}})
	}
	return b
}

// previewing starts a slide 6 of a creature near the middle, as a user would.
func previewing(b testing.TB, board *drawsteel.Board) (*dsplay.Interaction, []drawsteel.Pos) {
	in := dsplay.NewInteraction(board)
	in.Do(session.ActSlide)
	c := &board.Creatures[len(board.Creatures)/2]
	in.Click(c.At, false)
	in.Do(session.ActDistance0 + 6)
	if in.Mode() != dsplay.ModePreview {
		b.Fatalf("not previewing: %s", in.Message())
	}
	return in, in.Preview().Ends()
}

// BenchmarkFrameHover is the CPU work of a frame while the pointer moves
// over the preview: look up the hovered square and build the overlay.
func BenchmarkFrameHover(b *testing.B) {
	in, ends := previewing(b, bigBattle())
	t := render.ScreenTheme()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		e := ends[i%len(ends)]
		in.Point(drawsteel.Square{X: e.X, Y: e.Y}, true)
		dsscene.BuildOverlay(in.Board(), in.Marks(), t)
	}
}

// BenchmarkFrameFull is the CPU work of a frame after the board changed
// (a commit or an undo): the whole map scene and the overlay.
func BenchmarkFrameFull(b *testing.B) {
	board := bigBattle()
	in, ends := previewing(b, board)
	opt := dsscene.DefaultOptions()
	opt.Area, opt.AreaSize = ends, 1
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		e := ends[i%len(ends)]
		in.Point(drawsteel.Square{X: e.X, Y: e.Y}, true)
		dsscene.BuildScene(board, opt)
		dsscene.BuildOverlay(in.Board(), in.Marks(), opt.Theme)
	}
}
