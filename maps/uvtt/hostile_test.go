package uvtt

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/internal/memtest"
)

// emptyElements is a 10x10 map whose key holds n copies of elem: a file
// of almost nothing but empty walls or lights.
func emptyElements(key, elem string, n int) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"format": 0.3, "resolution": {"map_origin": {"x": 0, "y": 0}, "map_size": {"x": 10, "y": 10}, "pixels_per_grid": 70}, %q: [`, key)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(elem)
	}
	b.WriteString("]}")
	return b.Bytes()
}

// TestEmptyArraysMemory: a file of empty walls or lights is refused (or
// read) with memory a small part of the file's size: the arrays are read
// an element at a time and the limits checked as each arrives (decoding
// the whole file first took 37 times its size).
func TestEmptyArraysMemory(t *testing.T) {
	for _, tc := range []struct {
		name string
		data []byte
		err  string
	}{
		{"empty lights", emptyElements("lights", "{}", 2_000_000), `lights[0]: missing "position"`},
		{"empty walls", emptyElements("line_of_sight", "[]", 2_000_000), fmt.Sprintf("line_of_sight[%d]: more than %d walls in the file", MaxLines, MaxLines)},
		{"empty wall objects", emptyElements("objects_line_of_sight", "[ ]", 2_000_000), "more than 1048576 walls"},
		{"null portals", emptyElements("portals", "null", 2_000_000), `portals[0].bounds: 0 points`},
		{"empty walls within the limit", emptyElements("line_of_sight", "[]", MaxLines), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			n := memtest.Allocated(func() { _, err = Parse("x.dd2vtt", tc.data) })
			if tc.err == "" && err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
				t.Fatalf("Parse = %v, want an error containing %q", err, tc.err)
			}
			if n > uint64(len(tc.data))/2 {
				t.Errorf("Parse of %d bytes allocated %d bytes, want at most half the file's size", len(tc.data), n)
			}
		})
	}
}

// TestManyLightsKeepsTheFirst: past MaxLights the rest of the array is
// not read, and a note says so.
func TestManyLightsKeepsTheFirst(t *testing.T) {
	data := emptyElements("lights", `{"position": {"x": 1, "y": 1}, "range": 2}`, MaxLights+5)
	m, err := Parse("x.dd2vtt", data)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if len(m.Lights) != MaxLights || !strings.Contains(strings.Join(m.Notes, "; "), fmt.Sprintf("only the first %d lights were kept", MaxLights)) {
		t.Errorf("Parse kept %d lights with notes %q, want %d and a note", len(m.Lights), m.Notes, MaxLights)
	}
}

// TestMessagesInJSONTerms: a value of the wrong type is named by its
// place in the file and what JSON it should be, never by a Go type.
func TestMessagesInJSONTerms(t *testing.T) {
	res := `"resolution": {"map_size": {"x": 5, "y": 3}}`
	for _, tc := range []struct {
		name, file, want string
	}{
		{"coordinate a string", `{` + res + `, "line_of_sight": [[{"x": 1, "y": 1}, {"x": "2", "y": 2}]]}`, `1:95: line_of_sight[0][1].x: got a JSON string, want a number`},
		{"point an array", `{` + res + `, "line_of_sight": [[[1, 2]]]}`, `line_of_sight[0][0]: got a JSON array, want an object {"x": X, "y": Y}`},
		{"wall an object", `{` + res + `, "objects_line_of_sight": [{"x": 1}]}`, `objects_line_of_sight[0]: got an object, want an array of points`},
		{"walls a number", `{` + res + `, "line_of_sight": 7}`, `line_of_sight: got a number, want an array of walls`},
		{"portal a string", `{` + res + `, "portals": ["door"]}`, `portals[0]: got a JSON string, want an object`},
		{"closed a string", `{` + res + `, "portals": [{"bounds": [{"x": 1, "y": 1}, {"x": 2, "y": 1}], "closed": "yes"}]}`, `portals[0].closed: got a JSON string, want true or false`},
		{"light range", `{` + res + `, "lights": [{"position": {"x": 1, "y": 1}, "range": "far"}]}`, `lights[0].range: got a JSON string, want a number`},
		{"lights an object", `{` + res + `, "lights": {}}`, `lights: got an object, want an array of lights`},
		{"map size an array", `{"resolution": {"map_size": [5, 3]}}`, `resolution.map_size: got a JSON array, want an object {"x": X, "y": Y}`},
		{"format a string", `{"format": "0.3", ` + res + `}`, `format: got a JSON string, want a number`},
		{"image a number", `{` + res + `, "image": 5}`, `image: got a JSON number, want the picture in base64, a string`},
		{"an array", `[1, 2]`, `the file holds a JSON array, want an object`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("x.uvtt", []byte(tc.file))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Parse = %v, want an error containing %q", err, tc.want)
			}
			for _, goish := range []string{"Go ", "uvtt.", "float64", "struct", "[]", "*"} {
				if strings.Contains(err.Error(), goish) {
					t.Errorf("Parse = %v: names Go's types (%q)", err, goish)
				}
			}
		})
	}
}

// BenchmarkEmptyLights reads 4 MB of empty lights (refused at the first):
// go test ./maps/uvtt -bench EmptyLights -benchmem shows the bytes a
// read takes against the file's.
func BenchmarkEmptyLights(b *testing.B) {
	data := emptyElements("lights", "{}", 2_000_000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("x.dd2vtt", data); err == nil {
			b.Fatal("Parse of empty lights: no error")
		}
	}
}
