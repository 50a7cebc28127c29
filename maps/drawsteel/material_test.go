package drawsteel

import (
	"slices"
	"testing"

	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// The shared "edges" list reads materials by the names every ruleset
// shares; Draw Steel's materials must be those names, with the same
// defaults, or an edge would load as another material than it was saved.
func TestMaterialsAreTheSharedNames(t *testing.T) {
	var names []string
	for _, m := range drawsteel.Materials() {
		names = append(names, m.String())
	}
	if want := rules.MaterialNames(); !slices.Equal(names, want) {
		t.Errorf("drawsteel.Materials() = %v, want the shared names %v", names, want)
	}
	for _, k := range rules.EdgeKinds() {
		if got, want := drawsteel.DefaultEdgeMaterial(k).String(), k.DefaultMaterial(); got != want {
			t.Errorf("drawsteel.DefaultEdgeMaterial(%v) = %s, want %s", k, got, want)
		}
	}
}
