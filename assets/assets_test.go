package assets

import (
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestSampleShowsOffTheMap checks the bundled sample holds what it is
// meant to show: a cliff and a staircase, walls of
// several materials, difficult, damaging and liquid terrain, creatures of
// sizes 1S, 1M, 2 and 3 on both sides, and a flyer.
func TestSampleShowsOffTheMap(t *testing.T) {
	enc, err := maps.Load(SamplePath, maps.WithFileSystem(Encounters()))
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Square.Board
	var cliff, step, difficult, damaging, liquid bool
	materials := map[drawsteel.Material]bool{}
	for y := 0; y < b.Height; y++ {
		for x := 0; x < b.Width; x++ {
			c := b.Cell(drawsteel.Square{X: x, Y: y})
			if x+1 < b.Width {
				switch d := b.Cell(drawsteel.Square{X: x + 1, Y: y}).Ground - c.Ground; {
				case d >= 2 || d <= -2:
					cliff = true
				case d == 1:
					step = true
				}
			}
			difficult = difficult || c.Difficult
			damaging = damaging || c.Damaging > 0
			liquid = liquid || c.Liquid > 0
			if c.HasWall() {
				materials[c.Wall] = true
			}
		}
	}
	if !cliff || !step || !difficult || !damaging || !liquid || len(materials) < 3 {
		t.Errorf("sample: cliff %v, step %v, difficult %v, damaging %v, liquid %v, %d wall materials; want all, and 3 or more materials",
			cliff, step, difficult, damaging, liquid, len(materials))
	}
	sizes := map[string]map[drawsteel.Size]bool{}
	flyer := false
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if sizes[c.Side] == nil {
			sizes[c.Side] = map[drawsteel.Size]bool{}
		}
		sizes[c.Side][c.Size] = true
		flyer = flyer || (c.Can(drawsteel.Fly) && b.Aloft(c))
	}
	for _, side := range []string{"heroes", "enemies"} {
		for _, s := range []drawsteel.Size{drawsteel.SizeSmall, drawsteel.SizeMedium, drawsteel.SizeN(2), drawsteel.SizeN(3)} {
			if !sizes[side][s] {
				t.Errorf("sample: no %s of size %v", side, s)
			}
		}
	}
	if !flyer {
		t.Error("sample: no creature flying")
	}
}

func TestTemplatesLoad(t *testing.T) {
	enc, err := maps.Parse(TemplatesPath, Templates())
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, c := range enc.Square.Board.Creatures {
		names[c.ID] = true
	}
	for _, want := range []string{"hero", "goblin", "war-dog", "ogre", "dragon"} {
		if !names[want] {
			t.Errorf("templates: no %q", want)
		}
	}
	if d, _ := enc.Square.Board.Creature("dragon"); d == nil || d.Size != drawsteel.SizeN(5) || !d.Can(drawsteel.Fly) {
		t.Errorf("templates: the dragon should be size 5 and fly: %+v", d)
	}
	b := Templates()
	b[0] = 'x'
	if Templates()[0] == 'x' {
		t.Error("Templates returns the embedded bytes themselves: a caller can change them")
	}
}
