package realms_test

import (
	"github.com/battlemap/battlemap/maps"

	"fmt"
	"strings"
	"testing"
)

// bigHexFile is a 100x100 hex map with difficult terrain in every fifth
// column, a wall in every seventh row's first half, and 200 creatures.
func bigHexFile() []byte {
	var b strings.Builder
	b.WriteString(`{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 100, "height": 100}, "terrain": [`)
	for y := range 100 {
		row := []byte(strings.Repeat(".", 100))
		for x := 0; x < 100; x += 5 {
			row[x] = 'd'
		}
		if y%7 == 3 {
			for x := 1; x < 50; x += 5 {
				row[x] = '#'
			}
		}
		if y > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q", row)
	}
	b.WriteString(`], "legend": {"d": {"difficult": true}, "#": {"wall": "stone"}}, "creatures": [`)
	for i := range 200 {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, `{"id": "c%d", "side": "s%d", "at": [%d, %d], "speed": 30}`, i, i%2, 2+(i%20)*5, 1+(i/20)*10)
	}
	b.WriteString("]}")
	return []byte(b.String())
}

func BenchmarkParseRealms(b *testing.B) {
	data := bigHexFile()
	if _, err := maps.Parse("big.json", data); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := maps.Parse("big.json", data); err != nil {
			b.Fatal(err)
		}
	}
}
