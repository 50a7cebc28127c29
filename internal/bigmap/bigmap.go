package bigmap

import (
	"fmt"
	"math/rand/v2"

	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Busy is a w x h map with varied terrain and up to creatures creatures of
// sizes 1S to 3 on two sides (fewer if the map has no room for them), some
// flying, prone or winded.
func Busy(w, h, creatures int, seed uint64) *drawsteel.Board {
	r := rand.New(rand.NewPCG(seed, uint64(w)<<32|uint64(h)))
	b := drawsteel.NewBoard(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			// hills of 0 to 4 in blocks, so that edges and cliffs run along them
			g := ((x/7)*3 + (y/5)*2) % 5
			c := drawsteel.Cell{Ground: g}
			switch v := r.IntN(60); {
			case v < 2:
				c.Liquid = 1 + r.IntN(3)
			case v < 5:
				c.Difficult = true
			case v < 6:
				c.Damaging = 1 + r.IntN(4)
			}
			b.SetCell(drawsteel.Square{X: x, Y: y}, c)
		}
	}
	mats := drawsteel.Materials()
	for i := 0; i < w*h/60; i++ {
		m := mats[r.IntN(len(mats))]
		x0, y0, n := r.IntN(w), r.IntN(h), 2+r.IntN(6)
		vertical := r.IntN(2) == 0
		for k := 0; k < n; k++ {
			q := drawsteel.Square{X: x0 + k, Y: y0}
			if vertical {
				q = drawsteel.Square{X: x0, Y: y0 + k}
			}
			if !b.In(q) {
				break
			}
			c := b.Cell(q)
			c.Wall, c.WallHeight, c.Liquid, c.Difficult, c.Damaging = m, 1+i%3, 0, false, 0
			b.SetCell(q, c)
		}
	}
	taken := make([]bool, w*h)
	sizes := []drawsteel.Size{drawsteel.SizeSmall, drawsteel.SizeMedium, drawsteel.SizeMedium, drawsteel.SizeMedium, drawsteel.SizeN(2), drawsteel.SizeN(3)}
	for try := 0; len(b.Creatures) < creatures && try < 50*creatures; try++ {
		size := sizes[r.IntN(len(sizes))]
		n := size.Squares()
		at := drawsteel.Square{X: r.IntN(max(1, w-n+1)), Y: r.IntN(max(1, h-n+1))}
		free := true
		for _, f := range drawsteel.Footprint(at, size) {
			if !b.In(f) || taken[f.Y*w+f.X] || b.Cell(f).HasWall() {
				free = false
				break
			}
		}
		if !free {
			continue
		}
		for _, f := range drawsteel.Footprint(at, size) {
			taken[f.Y*w+f.X] = true
		}
		i := len(b.Creatures)
		side := "heroes"
		if i%3 != 0 {
			side = "enemies"
		}
		c := drawsteel.Creature{ID: fmt.Sprintf("c%d", i), Name: fmt.Sprintf("Creature %d", i), Side: side, Size: size, At: at,
			Speed: 5, MaxStamina: 40, Stamina: 40 - (i*7)%45, Prone: i%11 == 4, Movement: []drawsteel.MoveType{drawsteel.Walk}}
		c.Z = b.GroundUnder(at, n)
		if i%9 == 2 {
			c.Z += 2
			c.Movement = append(c.Movement, drawsteel.Fly)
		}
		b.Creatures = append(b.Creatures, c)
	}
	return b
}

// Walls is a w x h map where every square is a stone wall.
func Walls(w, h int) *drawsteel.Board {
	b := drawsteel.NewBoard(w, h)
	for i := range b.Cells {
		b.Cells[i] = drawsteel.Cell{Wall: drawsteel.Stone, WallHeight: 2}
	}
	return b
}

// Encounter wraps a board as an encounter named name.
func Encounter(name string, b *drawsteel.Board) *maps.Encounter {
	return &maps.Encounter{Name: name, Square: &dsfile.SquareMap{Board: b}}
}
