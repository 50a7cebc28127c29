package maps

import (
	"github.com/battlemap/battlemap/internal/memtest"
	"github.com/battlemap/battlemap/internal/regfile"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"

	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Hostile inputs: files inside or just past the format's limits, generated
// at sizes that would hang a naive reader or exhaust its memory. Each
// fixture feeds a test that bounds the allocations (not the wall time) and
// a benchmark that reports them.

// hostile is one generated file: small files with many problems on one
// line, and large ones of many tiny values.
type hostile struct {
	name string
	gen  func() []byte
}

func hostileFiles() []hostile {
	return []hostile{
		// 2,000 creatures on one square of a one-line file: 61 KB.
		{"overlaps-one-line", func() []byte { return creaturesAt(2000, 10, "") }},
		// 10,000 creatures that all overlap.
		{"overlaps-10000", func() []byte { return creaturesAt(jsonfile.MaxCreatures, 10, "\n") }},
		// A 1000x1000 map whose every ground value is out of range, on one
		// line: 5 MB.
		{"ground-out-of-range", func() []byte { return groundRows(MaxGridSide, "5000") }},
		// An area of 6 million squares [0,0]: 37 MB of small arrays.
		{"small-arrays", func() []byte { return areaSquares(6_000_000) }},
		// 5 million unknown keys: 45 MB.
		{"unknown-keys", func() []byte { return unknownKeys(5_000_000) }},
		// One row of 25 million numbers: 50 MB.
		{"numbers", func() []byte { return numberRow(25_000_000) }},
	}
}

// creaturesAt writes n creatures all at square 0,0 of a side x side map,
// separated by sep (one line when sep is "").
func creaturesAt(n, side int, sep string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `{"format":1,"grid":{"width":%d,"height":%d},"creatures":[`, side, side)
	for i := range n {
		if i > 0 {
			b.WriteString("," + sep)
		}
		fmt.Fprintf(&b, `{"id":"c%d","at":[0,0]}`, i)
	}
	b.WriteString("]}")
	return []byte(b.String())
}

// groundRows writes a side x side map on one line whose every ground value
// is v.
func groundRows(side int, v string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `{"format":1,"grid":{"width":%d,"height":%d},"ground":[`, side, side)
	row := "[" + strings.Repeat(v+",", side-1) + v + "]"
	for y := range side {
		if y > 0 {
			b.WriteByte(',')
		}
		b.WriteString(row)
	}
	b.WriteString("]}")
	return []byte(b.String())
}

// areaSquares writes an area annotation of n squares, all [0,0].
func areaSquares(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"format":1,"grid":{"width":1,"height":1},"annotations":[{"area":{"squares":[`)
	b.WriteString(strings.Repeat("[0,0],", n-1))
	b.WriteString("[0,0]]}}]}")
	return []byte(b.String())
}

// longName writes a 1x1 map whose name is n characters.
func longName(n int) []byte {
	return []byte(`{"format":1,"name":"` + strings.Repeat("N", n) + `","grid":{"width":1,"height":1}}`)
}

// movementList writes a creature whose movement lists "walk" n times.
func movementList(n int) []byte {
	return []byte(`{"format":1,"grid":{"width":1,"height":1},"creatures":[{"id":"a","at":[0,0],"movement":[` +
		strings.Repeat(`"walk",`, n-1) + `"walk"]}]}`)
}

// unknownKeys writes a 1x1 map with n keys the format does not know.
func unknownKeys(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"format":1,"grid":{"width":1,"height":1}`)
	for i := range n {
		fmt.Fprintf(&b, `,"k%s":0`, strings.Repeat("x", i%7))
	}
	b.WriteString("}")
	return []byte(b.String())
}

// numberRow writes a 1x1 map whose one ground row holds n zeros.
func numberRow(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"format":1,"grid":{"width":1,"height":1},"ground":[[`)
	b.WriteString(strings.Repeat("0,", n-1))
	b.WriteString("0]]}")
	return []byte(b.String())
}

func BenchmarkParseHostile(b *testing.B) {
	for _, h := range hostileFiles() {
		b.Run(h.name, func(b *testing.B) {
			data := h.gen()
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				_, err := Parse(h.name+".json", data)
				var le *LoadError
				if err != nil && !errors.As(err, &le) {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestParseHostileBounded parses each hostile file (at a size that keeps
// the test quick) and checks the problems found, that at most jsonfile.MaxListed are
// kept, and that the bytes allocated stay within a small multiple of the
// file plus the board the grid asks for.
func TestParseHostileBounded(t *testing.T) {
	cellBytes := uint64(unsafe.Sizeof(drawsteel.Cell{})) + 4 // a cell and its terrain character
	tests := []struct {
		name     string
		data     []byte
		cells    uint64 // squares of the grid
		monsters uint64 // creatures in the file
		problems int    // problems found, listed or counted
		first    string // the first problem as Problem.String prints it, or its start
	}{
		{"2,000 overlaps on one line", creaturesAt(2000, 10, ""), 100, 2000, 1999,
			`1:81: creatures[1]: "c1" overlaps "c0" (creatures[0]) at square 0,0, z 0 (creatures' spaces may not intersect unless their sizes are two or more apart, such as 1M and 2; an object's never)`},
		{"10,000 creatures that all overlap", creaturesAt(jsonfile.MaxCreatures, 10, "\n"), 100, jsonfile.MaxCreatures, jsonfile.MaxCreatures - 1,
			`2:1: creatures[1]: "c1" overlaps "c0" (creatures[0]) at square 0,0, z 0 (creatures' spaces may not intersect unless their sizes are two or more apart, such as 1M and 2; an object's never)`},
		{"a million ground values out of range on one line", groundRows(MaxGridSide, "5000"), MaxGridSide * MaxGridSide, 0, MaxGridSide * MaxGridSide,
			`1:60: ground[0][0]: 5000 is out of range (want a whole number from -1000 to 1000)`},
		{"an area of 500,000 squares", areaSquares(500_000), 1, 0, 0, ""},
		{"a name of 5 million characters", longName(5_000_000), 1, 0, 1,
			`1:20: name: the name has 5000000 characters, at most 200`},
		{"a million movement types", movementList(1_000_000), 1, 1, 1,
			`1:88: creatures[0].movement: 1000000 movement types is too many (at most 7)`},
		{"a million unknown keys", unknownKeys(1_000_000), 1, 0, 1_000_000,
			`1:43: unknown key "k" (known keys: format, name,`},
		{"a row of 2 million numbers", numberRow(2_000_000), 1, 0, 1,
			`1:53: ground[0]: row has 2000000 squares, want 1 (the grid width)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var err error
			got := memtest.Allocated(func() { _, err = Parse("hostile.json", tt.data) })
			var le *LoadError
			switch {
			case tt.problems == 0 && err != nil:
				t.Fatalf("Parse = %.300v, want no error", err)
			case tt.problems > 0 && !errors.As(err, &le):
				t.Fatalf("Parse = %v, want a *LoadError", err)
			case le != nil:
				if n := len(le.Problems) + le.More; n != tt.problems || len(le.Problems) > jsonfile.MaxListed {
					t.Errorf("Parse found %d problems (%d listed), want %d (at most %d listed)", n, len(le.Problems), tt.problems, jsonfile.MaxListed)
				}
				if s := le.Problems[0].String(); !strings.HasPrefix(s, tt.first) {
					t.Errorf("Parse first problem = %s, want %s...", s, tt.first)
				}
			}
			// A creature takes its Creature, its fields and its id: about
			// 1 KB, a little more under the race detector, which also
			// pads every small allocation (a million one-letter keys:
			// 41 MB for the 9 MB file under -race).
			limit := 6*uint64(len(tt.data)) + tt.cells*cellBytes + tt.monsters*1300 + 1<<20
			if got > limit {
				t.Errorf("Parse of %d bytes allocated %d bytes, want at most %d", len(tt.data), got, limit)
			}
		})
	}
}

// TestLoadRefusesHugeFiles checks that Load refuses a file larger than
// MaxFileSize before reading it whole: a regular file by its size, without
// reading it, and a device that never ends before reading anything.
func TestLoadRefusesHugeFiles(t *testing.T) {
	dir := t.TempDir()
	sparse := filepath.Join(dir, "huge.json")
	if err := os.WriteFile(sparse, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(sparse, MaxFileSize+1); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "zero.json")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		path  string
		bound uint64 // bytes Load may allocate
		want  error
	}{
		{"a sparse file of 64 MiB + 1", sparse, 1 << 20, ErrTooLarge},
		{"a link to /dev/zero", zero, 1 << 20, regfile.ErrNotRegular},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var err error
			got := memtest.Allocated(func() { _, err = Load(tt.path) })
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.path) {
				t.Errorf("Load(%s) = %v, want an error naming the file and wrapping %q", tt.path, err, tt.want)
			}
			if got > tt.bound {
				t.Errorf("Load(%s) allocated %d bytes, want at most %d", tt.path, got, tt.bound)
			}
		})
	}
}

// TestReadLimitedStopsEarly reads a device that never ends with a small
// limit: no more than the limit is allocated.
func TestReadLimitedStopsEarly(t *testing.T) {
	f, err := os.Open("/dev/zero")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	const limit = 1 << 20
	got := memtest.Allocated(func() { _, err = readLimited(f, limit) })
	if !errors.Is(err, ErrTooLarge) {
		t.Errorf("readLimited(/dev/zero, 1 MiB) = %v, want ErrTooLarge", err)
	}
	// The buffer doubles as it fills: 1 + 1/2 + 1/4 ... of the last one.
	if got > 4*limit {
		t.Errorf("readLimited(/dev/zero, 1 MiB) allocated %d bytes, want at most %d", got, 4*limit)
	}
}
