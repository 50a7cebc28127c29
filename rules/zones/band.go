package zones

// Band is a height band of the optional "Height and Depth" layer of the
// Seln text, from Soaring at the top to Far Depths at the bottom. The empty band is
// Ground.
type Band string

// The eight bands of Seln: "Height and Depth", top to bottom.
const (
	Soaring    Band = "soaring"
	Flying     Band = "flying"
	Floating   Band = "floating"
	Ground     Band = "ground"
	Swimming   Band = "swimming"
	Underwater Band = "underwater"
	Depths     Band = "depths"
	FarDepths  Band = "farDepths"
)

// bands returns the bands from top to bottom.
func bands() [8]Band {
	return [8]Band{Soaring, Flying, Floating, Ground, Swimming, Underwater, Depths, FarDepths}
}

func bandNames() []string {
	var s []string
	for _, b := range bands() {
		s = append(s, string(b))
	}
	return s
}

// ParseBand reads a band's name; the empty name is Ground.
func ParseBand(s string) (Band, bool) {
	if s == "" {
		return Ground, true
	}
	for _, b := range bands() {
		if string(b) == s {
			return b, true
		}
	}
	return "", false
}

// Level is the band's height relative to Ground: Soaring 3, Ground 0,
// Far Depths -4.
func (b Band) Level() int {
	for i, x := range bands() {
		if x == b {
			return 3 - i
		}
	}
	return 0 // the empty band is Ground
}

// BandAt is the band at level (Soaring 3 ... Far Depths -4), and whether
// there is one.
func BandAt(level int) (Band, bool) {
	if level < -4 || level > 3 {
		return "", false
	}
	return bandAt(level), true
}

func bandAt(level int) Band {
	level = min(max(level, -4), 3)
	return bands()[3-level]
}

func (b Band) norm() Band {
	if b == "" {
		return Ground
	}
	return b
}

// bandMetres is the height of one band when a fall through bands is
// turned into metres: the text's rule of thumb for a zone, "a 5m cube of
// space" (Seln: "How big?"). See docs/rules-zones.md.
const bandMetres = 5

// RangedBandPenalty is the penalty of a ranged attack or effect from one
// band to another: "Ranged attacks and effects take a Penalty of 2 * the
// number of bands crossed" (Seln: "Height and Depth"). The bands crossed are
// the ones between the two, so neighbouring bands cross none (the text's
// "Penalty 0 for Ground attacking Floating").
func RangedBandPenalty(from, to Band) int {
	d := from.norm().Level() - to.norm().Level()
	if d < 0 {
		d = -d
	}
	return 2 * max(d-1, 0)
}

// bandAbility is the movement ability needed to move from one band to the
// next one toward another: flying above Ground, swimming below it.
func bandAbility(from, to Band) string {
	if max(from.Level(), to.Level()) > 0 {
		return "fly"
	}
	return "swim"
}
