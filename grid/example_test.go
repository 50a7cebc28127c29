package grid_test

import (
	"fmt"

	"github.com/battlemap/battlemap/grid"
)

// Offset coordinates are read at the edge and turned axial at once; the
// neighbours of a hex on an odd row of a pointy map, back in offsets.
func ExampleHex_Neighbors() {
	h := grid.Hex{Width: 6, Height: 6, Orientation: grid.Pointy}
	c := h.Orientation.Axial(grid.Offset{Col: 2, Row: 3})
	var around []grid.Offset
	for _, n := range h.Neighbors(c, nil) {
		around = append(around, h.Orientation.Offset(n))
	}
	fmt.Println(around)
	fmt.Println(h.Distance(c, h.Orientation.Axial(grid.Offset{Col: 5, Row: 0})))
	// Output:
	// [3,3 3,2 2,2 1,3 2,4 3,4]
	// 4
}
