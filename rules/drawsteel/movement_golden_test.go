package drawsteel

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Regenerate with: go test ./rules -run TestReachBattlefieldGolden -update
var update = flag.Bool("update", false, "rewrite the movement golden files in testdata/")

// TestReachBattlefieldGolden draws the walk reach (speed 10) around the
// mover on the benchmark's 100x100 battlefield, terrain and creatures
// included, and compares it with testdata/reach_battlefield.golden, which a
// person can read: digits are costs (+ for 10), letters are creatures
// (first letter of the id), #,~^ terrain, '.' out of reach.
func TestReachBattlefieldGolden(t *testing.T) {
	b := mvBattlefield(t, 1, 100, 100, 200)
	r, err := Reach(b, MoveRequest{Mover: "@"})
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(mvCostMap(b, r), "\n")
	var sb strings.Builder
	for _, row := range rows[39:62] {
		sb.WriteString(row[39:62])
		sb.WriteByte('\n')
	}
	got := sb.String()
	path := filepath.Join("testdata", "reach_battlefield.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("Reach(speed 10) on the battlefield =\n%s\nwant (%s)\n%s", got, path, want)
	}
}
