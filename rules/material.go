package rules

import (
	"fmt"
	"slices"
)

// MaterialNames are what a wall, door, window or object may be made of,
// weakest first, by the names encounter files give them. Every ruleset
// with walls shares the names; Draw Steel's forced movement also breaks
// through each at its own cost (drawsteel.Material), the others only draw
// them.
func MaterialNames() []string { return []string{"glass", "wood", "stone", "metal", "unbreakable"} }

// CheckMaterial returns an error naming the materials a file may give for
// a name that is not one of MaterialNames.
func CheckMaterial(name string) error {
	if slices.Contains(MaterialNames(), name) {
		return nil
	}
	return fmt.Errorf("unknown material %q (want glass, wood, stone, metal or unbreakable)", name)
}

// DefaultMaterial is the material of an edge of this kind whose file names
// none: stone walls, wooden doors, glass windows.
func (k EdgeKind) DefaultMaterial() string {
	switch k {
	case EdgeDoor:
		return "wood"
	case EdgeWindow:
		return "glass"
	}
	return "stone"
}
