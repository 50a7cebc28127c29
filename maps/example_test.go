package maps_test

import (
	"errors"
	"fmt"

	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

func ExampleParse() {
	data := []byte(`{
  "format": 1,
  "name": "Bridge",
  "grid": {"width": 5, "height": 3},
  "ground": ["11011", "11011", "11011"],
  "terrain": [".....", "..~..", "....."],
  "legend": {"~": {"liquid": 2}},
  "creatures": [
    {"id": "fury", "side": "heroes", "at": [0, 1], "stamina": 30},
    {"id": "goblin", "at": [4, 1], "size": "1S"}
  ]
}`)
	e, err := maps.Parse("bridge.json", data)
	if err != nil {
		fmt.Println(err)
		return
	}
	fury, _ := e.Square.Board.Creature("fury")
	fmt.Println(e.Summary())
	fmt.Println("fury stands at z", fury.Z)
	// Output:
	// Bridge: drawsteel, 5x3 squares, 2 creatures (enemies 1, heroes 1), ground 0 to 1, 1 liquid
	// fury stands at z 1
}

func ExampleLoadError() {
	data := []byte(`{
  "format": 1,
  "grid": {"width": 3, "height": 1},
  "terrain": ["..W"],
  "creatures": [{"id": "ogre", "at": [2, 0], "size": "XL"}, {"at": [9, 0]}]
}`)
	_, err := maps.Parse("broken.json", data)
	var le *maps.LoadError
	if errors.As(err, &le) {
		fmt.Println(le)
	}
	// Output:
	// broken.json:4:18: terrain[0]: unknown character "W" at x 2, y 0 ("." is plain ground; the legend is empty)
	// broken.json:5:54: creatures[0].size: unknown size "XL" (want 1T, 1S, 1M, 1L or a whole number from 1 to 64)
	// broken.json:5:61: creatures[1].id: missing id (every creature needs a unique, non-empty "id", e.g. "goblin-1")
	// broken.json:5:68: creatures[1].at: the creature (size 1M) at 9,0 covers squares 9,0 to 9,0, outside the 3x1 map (x 0 to 2, y 0 to 0)
}

func ExampleEncounter_Marshal() {
	b := drawsteel.NewBoard(4, 2)
	b.SetCell(drawsteel.Square{X: 1, Y: 0}, drawsteel.Cell{Wall: drawsteel.Stone, WallHeight: 2})
	b.Creatures = []drawsteel.Creature{{ID: "crate", Object: true, Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 3, Y: 1}}}
	e := &maps.Encounter{Name: "Yard", Square: &dsfile.SquareMap{Board: b}}
	data, err := e.Marshal()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(string(data))
	// Output:
	// {
	//   "format": 1,
	//   "name": "Yard",
	//   "ruleset": "drawsteel",
	//   "grid": {"shape": "square", "width": 4, "height": 2},
	//   "terrain": [
	//     ".S..",
	//     "...."
	//   ],
	//   "legend": {
	//     "S": {"wall": "stone", "wallHeight": 2}
	//   },
	//   "creatures": [
	//     {"id": "crate", "object": true, "at": [3, 1]}
	//   ]
	// }
}
