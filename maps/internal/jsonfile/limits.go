package jsonfile

// Limits every ruleset's file shares, so that a mistyped number cannot make
// the program allocate gigabytes or overflow arithmetic.
const (
	MaxGridSide  = 1000    // width and height, in squares or hexes
	MaxCreatures = 10000   // creatures and objects on one map
	MaxStat      = 1000    // speed, stability, damaging, climb and the like
	MaxStamina   = 1000000 // stamina, maxStamina and damage
)
