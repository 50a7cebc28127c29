package maps

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Regenerate the golden files with: go test ./maps -update
var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// fixtures lists the files matching pattern, failing the test if there are none.
func fixtures(t testing.TB, pattern string) []string {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		t.Fatalf("Glob(%q) = %v, %v; want fixtures", pattern, files, err)
	}
	return files
}

// golden compares got with the golden file, or rewrites it under -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./maps -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("output differs from %s (run go test ./maps -update to accept)\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

func goldenName(path string) string { return strings.TrimSuffix(path, ".json") + ".golden" }

// TestMarshalGolden loads each good fixture and compares what Marshal writes
// with testdata/<name>.golden.
func TestMarshalGolden(t *testing.T) {
	for _, path := range fixtures(t, "testdata/*.json") {
		t.Run(filepath.Base(path), func(t *testing.T) {
			e, err := Load(path)
			if err != nil {
				t.Fatalf("Load(%q) error:\n%v", path, err)
			}
			got, err := e.Marshal()
			if err != nil {
				t.Fatalf("Load(%q).Marshal() error: %v", path, err)
			}
			golden(t, goldenName(path), got)
		})
	}
}

// TestLoadSaveLoad checks that a document written by Marshal reads back to
// the same document, byte for byte: Marshal(Parse(m)) == m.
func TestLoadSaveLoad(t *testing.T) {
	for _, path := range fixtures(t, "testdata/*.json") {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			first := mustRoundTrip(t, path, data)
			second := mustRoundTrip(t, "first", first)
			if !bytes.Equal(first, second) {
				t.Errorf("Marshal(Parse(Marshal(Parse(%s)))) differs from Marshal(Parse(%[1]s)):\n%s\n---\n%s", path, second, first)
			}
		})
	}
}

func mustRoundTrip(t *testing.T, name string, data []byte) []byte {
	t.Helper()
	e, err := Parse(name, data)
	if err != nil {
		t.Fatalf("Parse(%s) error:\n%v", name, err)
	}
	out, err := e.Marshal()
	if err != nil {
		t.Fatalf("Parse(%s).Marshal() error: %v", name, err)
	}
	return out
}

// TestLoadErrorsGolden loads each broken fixture and compares the error
// listing with testdata/bad/<name>.golden.
func TestLoadErrorsGolden(t *testing.T) {
	for _, path := range fixtures(t, "testdata/bad/*.json") {
		t.Run(filepath.Base(path), func(t *testing.T) {
			e, err := Load(path)
			if err == nil {
				t.Fatalf("Load(%q) = %s, want an error", path, e.Summary())
			}
			var le *LoadError
			if !errors.As(err, &le) {
				t.Fatalf("Load(%q) error is %T, want *LoadError: %v", path, err, err)
			}
			if le.File != path {
				t.Errorf("Load(%q) error File = %q, want %q", path, le.File, path)
			}
			golden(t, goldenName(path), []byte(err.Error()+"\n"))
		})
	}
}
