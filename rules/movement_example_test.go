package rules_test

import (
	"fmt"

	"github.com/battlemap/battlemap/rules"
)

// A hero with speed 5 advances past a goblin, through difficult terrain.
func ExampleReach() {
	b := rules.NewBoard(6, 3)
	b.SetCell(rules.Square{X: 2, Y: 1}, rules.Cell{Difficult: true})
	b.Creatures = []rules.Creature{
		{ID: "hero", Side: "heroes", Size: rules.SizeMedium, At: rules.Square{X: 0, Y: 1}, Speed: 5, Movement: []rules.MoveType{rules.Walk}},
		{ID: "goblin", Side: "monsters", Size: rules.SizeMedium, At: rules.Square{X: 1, Y: 0}, Speed: 5, Movement: []rules.MoveType{rules.Walk}},
	}
	req := rules.MoveRequest{Mover: "hero"}
	r, err := rules.Reach(b, req)
	if err != nil {
		fmt.Println(err)
		return
	}
	for y := 0; y < b.Height; y++ {
		for x := 0; x < b.Width; x++ {
			if c, ok := r.CostAt(rules.Square{X: x, Y: y}); ok {
				fmt.Print(c)
			} else {
				fmt.Print(".")
			}
		}
		fmt.Println()
	}
	plan := r.Plan(rules.Pos{X: 4, Y: 1})
	fmt.Println("path:", plan.Path, "cost:", plan.Cost)
	for _, oa := range plan.OpportunityAttacks {
		fmt.Printf("%s may strike at step %d (%v to %v)\n", oa.By, oa.Step, plan.Steps[oa.Step].From, plan.Steps[oa.Step].To)
	}
	// Output:
	// 1.2345
	// 013345
	// 112345
	// path: [0,1,0 1,1,0 2,0,0 3,0,0 4,1,0] cost: 4
	// goblin may strike at step 2 (2,0,0 to 3,0,0)
}
