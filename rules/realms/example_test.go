package realms_test

import (
	"errors"
	"fmt"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/realms"
)

// The quick-stepped dwarf of the text dismounts and walks three hexes, the
// last one difficult: the figures `battlemap move` prints.
func ExampleBoard_Plan() {
	g := grid.Hex{Width: 8, Height: 3, Orientation: grid.Pointy}
	b := realms.NewBoard(g)
	at := func(col, row int) grid.Cell { return g.Orientation.Axial(grid.Offset{Col: col, Row: row}) }
	b.SetTerrain(at(3, 0), realms.Difficult)
	b.Creatures = []realms.Creature{
		{ID: "dwarf", Side: "heroes", At: at(0, 0), Speed: 40,
			Effects: []realms.Effect{{Name: "quick step axiom", Kind: realms.Rate, Value: 10}}},
		{ID: "ghoul", Side: "monsters", At: at(5, 0), Speed: 30},
	}
	p, err := b.Plan("dwarf", at(3, 0), realms.Options{Actions: []realms.Action{realms.DismountMedium}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("speed %d, actions %d, cost %d, remaining %d\n", p.Speed(), p.Budget.ActionCost, p.Cost, p.Remaining)
	for _, s := range p.Steps {
		fmt.Printf("  %v: %d feet (difficult %v)\n", g.Orientation.Offset(s.To), s.Feet, s.Difficult)
	}

	_, err = b.Plan("dwarf", at(5, 0), realms.Options{})
	var re *rules.Error
	if errors.As(err, &re) {
		fmt.Println(re.Rule + ": " + re.Source.String())
	}
	// Output:
	// speed 50, actions 20, cost 20, remaining 10
	//   1,0: 5 feet (difficult false)
	//   2,0: 5 feet (difficult false)
	//   3,0: 10 feet (difficult true)
	// hostile-space: Enchanted Realms, Implied permission happens most of the time: "Hostile creatures, however, can only access the space controlled by that person’s permission or by forcing a competition."
}
