package zones

// Dice are the random numbers of the rules that roll (spill-over, waves),
// as a value: the same Dice give the same rolls. Rolls, when given, are
// used first and in order (dice rolled at the table); after them the rolls
// come from Seed.
type Dice struct {
	Seed  uint64
	Rolls []int
}

// D6 returns the i-th roll (from 0) of a six-sided die.
func (d Dice) D6(i int) int {
	if i < len(d.Rolls) {
		return min(max(d.Rolls[i], 1), 6)
	}
	// splitmix64 of the seed and the roll's index.
	x := d.Seed + uint64(i+1)*0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	x ^= x >> 31
	return int(x%6) + 1
}
