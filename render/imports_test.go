package render

import (
	"go/build"
	"strings"
	"testing"
)

// TestCoreKnowsNoRuleset checks that render's core imports no ruleset:
// of the module's packages only grid and the shared rules;
// each ruleset's drawing lives in its own package under render/.
func TestCoreKnowsNoRuleset(t *testing.T) {
	const module = "github.com/battlemap/battlemap/"
	allowed := map[string]bool{module + "grid": true, module + "rules": true}
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imports := range [][]string{pkg.Imports, pkg.TestImports} {
		for _, p := range imports {
			if strings.HasPrefix(p, module) && !allowed[p] {
				t.Errorf("render imports %s, want only %sgrid and %srules of the module", p, module, module)
			}
		}
	}
}
