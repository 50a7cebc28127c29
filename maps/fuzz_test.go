package maps

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse checks that Parse never panics and that whatever it accepts,
// Marshal writes and Parse reads back to the same document. The seeds are
// the fixtures in testdata/; with plain go test only they run.
//
//	go test ./maps -run '^$' -fuzz FuzzParse -fuzztime 1m
func FuzzParse(f *testing.F) {
	for _, pattern := range []string{"testdata/*.json", "testdata/bad/*.json"} {
		files, _ := filepath.Glob(pattern)
		for _, path := range files {
			data, err := os.ReadFile(path)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := Parse("fuzz.json", data)
		if err != nil {
			if err.Error() == "" {
				t.Errorf("Parse(%q) error has no text", data)
			}
			return
		}
		first, err := e.Marshal()
		if err != nil {
			t.Fatalf("Parse(%q) accepted, but Marshal() = %v", data, err)
		}
		e2, err := Parse("first.json", first)
		if err != nil {
			t.Fatalf("Parse(Marshal(Parse(%q))) = %v, want no error; Marshal wrote:\n%s", data, err, first)
		}
		second, err := e2.Marshal()
		if err != nil {
			t.Fatalf("Marshal(Parse(Marshal(Parse(%q)))) = %v", data, err)
		}
		if !bytes.Equal(first, second) {
			t.Fatalf("load, save, load of %q is not stable:\n%s\n---\n%s", data, first, second)
		}
	})
}
