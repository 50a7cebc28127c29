package drawsteel_test

import (
	"fmt"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// The null slides a war dog commando 5 squares: 1 square, then into
// another commando (Draw Steel, figure "Slamming Into
// Creatures").
func ExampleResolveForced() {
	b := drawsteel.NewBoard(6, 1)
	b.Creatures = []drawsteel.Creature{
		{ID: "null", Name: "Null", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 0}},
		{ID: "dog1", Name: "Commando", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 2}, Stamina: 20},
		{ID: "dog2", Name: "Other commando", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 4}, Stamina: 20},
	}
	mv, _ := drawsteel.ParseMove("slide 5")
	fm := drawsteel.ForcedMove{Move: mv, Target: "dog1", Source: "null"}
	o, err := drawsteel.ResolveForced(b, fm, []drawsteel.Pos{{X: 3}, {X: 4}})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range o.Events {
		fmt.Printf("[%s] %s\n", e.Rule, e.Text)
	}
	after := b.Apply(o)
	c, _ := after.Creature("dog2")
	fmt.Println("other commando's Stamina:", c.Stamina)
	// Output:
	// [Slide X] Commando is slid 1 square to 3,0,0
	// [Slamming into Creatures] Commando slams into Other commando with 4 squares remaining: the movement ends and Commando takes 4
	// [Slamming into Creatures] Other commando is slammed into by Commando with 4 squares remaining: Other commando takes 4
	// other commando's Stamina: 16
}

// A preview lists where a push can be aimed and what happens there.
func ExamplePreviewForced() {
	b := drawsteel.NewBoard(5, 3)
	b.Creatures = []drawsteel.Creature{
		{ID: "fury", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 0, Y: 1}},
		{ID: "goblin", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 1, Y: 1}},
	}
	p, err := drawsteel.PreviewForced(b, drawsteel.ForcedMove{Move: drawsteel.Move{Kind: drawsteel.Push, Distance: 2}, Target: "goblin", Source: "fury"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Len(), "choices:", p.Ends())
	opt, _ := p.Option(drawsteel.Pos{X: 3, Y: 2})
	fmt.Println("aimed at 3,2:", opt.Path)
	// Output:
	// 7 choices: [2,0,0 3,0,0 1,1,0 2,1,0 3,1,0 2,2,0 3,2,0]
	// aimed at 3,2: [2,2,0 3,2,0]
}
