package zones

import (
	"encoding/json"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// keys returns the keys of a JSON object, sorted.
func keys(t *testing.T, v any) []string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return slices.Sorted(maps.Keys(m))
}

// The JSON of `battlemap move` is a contract: "creature", "to",
// "path", "cost", "speed", "remaining", "challenges" as {"kind", "rating"}
// (no rating for a limit), "events"; without --to, "reach".
func TestMovePlanJSON(t *testing.T) {
	b := fixture(t, closet+"zone roof elevation=6\nlink hall roof climb=10\n")
	p, err := Move(b, MoveRequest{Creature: "mei", To: "closet"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"challenges", "cost", "creature", "events", "path", "remaining", "speed", "to"}
	if got := keys(t, p); !slices.Equal(got, want) {
		t.Errorf("move plan keys %v, want %v", got, want)
	}
	limit := keys(t, p.Challenges[0])
	if slices.Contains(limit, "rating") || !slices.Contains(limit, "kind") {
		t.Errorf("limit challenge keys %v, want kind and no rating", limit)
	}
	p, err = Move(b, MoveRequest{Creature: "mei", To: "roof"})
	if err != nil {
		t.Fatal(err)
	}
	climb, _ := json.Marshal(p.Challenges[0])
	if !strings.Contains(string(climb), `"kind":"climb","rating":10`) {
		t.Errorf("climb challenge JSON %s, want kind climb and rating 10", climb)
	}
	p, err = Move(b, MoveRequest{Creature: "mei"})
	if err != nil {
		t.Fatal(err)
	}
	if got := keys(t, p); !slices.Contains(got, "reach") || slices.Contains(got, "to") {
		t.Errorf("reach plan keys %v, want reach and no to", got)
	}
	o, err := Throw(b, ThrowRequest{Target: "oni", To: "hall", Result: 5}, Dice{})
	if err != nil {
		t.Fatal(err)
	}
	if got := keys(t, o); !slices.Equal(got, []string{"damage", "events", "positions"}) {
		t.Errorf("outcome keys %v, want [damage events positions]", got)
	}
}

// grid and everything under rules import only the standard library (and
// grid and the shared rules package); no ruleset imports another.
func TestImportsOnlyTheStandardLibraryGridAndRules(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		af, err := parser.ParseFile(fset, f, src, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range af.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			first, _, _ := strings.Cut(path, "/")
			if strings.Contains(first, ".") && path != "github.com/battlemap/battlemap/grid" && path != "github.com/battlemap/battlemap/rules" {
				t.Errorf("%s imports %s: rules/zones imports only the standard library, grid and rules", f, path)
			}
		}
	}
}
