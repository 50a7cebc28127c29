package drawsteel_test

import (
	"fmt"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// A hero with speed 5 advances past a goblin, through difficult terrain.
func ExampleReach() {
	b := drawsteel.NewBoard(6, 3)
	b.SetCell(drawsteel.Square{X: 2, Y: 1}, drawsteel.Cell{Difficult: true})
	b.Creatures = []drawsteel.Creature{
		{ID: "hero", Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 0, Y: 1}, Speed: 5, Movement: []drawsteel.MoveType{drawsteel.Walk}},
		{ID: "goblin", Side: "monsters", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 1, Y: 0}, Speed: 5, Movement: []drawsteel.MoveType{drawsteel.Walk}},
	}
	req := drawsteel.MoveRequest{Mover: "hero"}
	r, err := drawsteel.Reach(b, req)
	if err != nil {
		fmt.Println(err)
		return
	}
	for y := 0; y < b.Height; y++ {
		for x := 0; x < b.Width; x++ {
			if c, ok := r.CostAt(drawsteel.Square{X: x, Y: y}); ok {
				fmt.Print(c)
			} else {
				fmt.Print(".")
			}
		}
		fmt.Println()
	}
	plan := r.Plan(drawsteel.Pos{X: 4, Y: 1})
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
