package main

import (
	"fmt"
	"go/build"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The import edges the house allows (docs/architecture.md): grid and
// everything under rules import only the standard library and each
// other; no ruleset's package imports another ruleset's; Ebitengine and
// ebitenui are imported only by the window (game) and render's
// Ebitengine backend; main asks the command layer (command/...) and
// imports nothing under rules, and the command layer's root names no
// ruleset.

const module = "github.com/battlemap/battlemap"

var rulesets = []string{"drawsteel", "realms", "zones"}

// crossRuleset are the edges from one ruleset's package to another's that
// stand today, each with why; the ruleset seam is to remove them. A new
// one fails the test.
var crossRuleset = map[[2]string]string{}

// gameRootRuleset are the ruleset packages the window's shared root
// (game) still imports, each with why; each ruleset's part of the window
// is to live in game/<ruleset>. A new one fails the test.
var gameRootRuleset = map[string]string{
	"rules/drawsteel": "Options.Templates, the creatures the editors' add pages offer, are Draw Steel creatures (the zone editor converts them)",
}

// modulePackages is every package of the module with its non-test
// imports, by path relative to the module ("" for main).
func modulePackages(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if name := d.Name(); path != "." && (strings.HasPrefix(name, ".") || name == "testdata") {
			return filepath.SkipDir
		}
		pkg, err := build.Default.ImportDir(path, 0)
		if err != nil {
			if _, ok := err.(*build.NoGoError); ok {
				return nil
			}
			return err
		}
		rel := filepath.ToSlash(path)
		if rel == "." {
			rel = ""
		}
		out[rel] = pkg.Imports
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// standard reports whether an import path is the standard library's.
func standard(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

// rulesetOf is the ruleset a package belongs to (its path has a ruleset's
// folder under a layer: rules/zones, maps/realms/...), or "".
func rulesetOf(rel string) string {
	parts := strings.Split(rel, "/")
	for _, p := range parts[min(1, len(parts)):] {
		if slices.Contains(rulesets, p) {
			return p
		}
	}
	return ""
}

func under(rel, dir string) bool { return rel == dir || strings.HasPrefix(rel, dir+"/") }

// importViolations lists every import edge of pkgs (packages by path
// relative to the module, with their imports) the house does not allow.
func importViolations(pkgs map[string][]string) []string {
	var out []string
	bad := func(format string, a ...any) { out = append(out, fmt.Sprintf(format, a...)) }
	for rel, imports := range pkgs {
		for _, imp := range imports {
			ebiten := strings.HasPrefix(imp, "github.com/hajimehoshi/ebiten") || strings.HasPrefix(imp, "github.com/ebitenui/")
			if ebiten && !under(rel, "game") && rel != "render/ebitenrender" {
				bad("%s imports %s: only game and render/ebitenrender may import Ebitengine or ebitenui", rel, imp)
			}
			if (under(rel, "grid") || under(rel, "rules")) && !standard(imp) && !strings.HasPrefix(imp, module+"/") {
				bad("%s imports %s: grid and rules import only the standard library", rel, imp)
			}
			if !strings.HasPrefix(imp, module+"/") {
				continue
			}
			dep := strings.TrimPrefix(imp, module+"/")
			if under(rel, "grid") && !under(dep, "grid") {
				bad("%s imports %s: grid is the ground floor", rel, dep)
			}
			if under(rel, "rules") && !(under(dep, "rules") || under(dep, "grid")) {
				bad("%s imports %s: rules import only rules and grid", rel, dep)
			}
			from, to := rulesetOf(rel), rulesetOf(dep)
			if from != "" && to != "" && from != to {
				if _, known := crossRuleset[[2]string{rel, dep}]; !known {
					bad("%s imports %s: no ruleset imports another's", rel, dep)
				}
			}
			if rel == "game" && rulesetOf(dep) != "" {
				if _, known := gameRootRuleset[dep]; !known {
					bad("%s imports %s: the window's shared machinery knows no ruleset, the ruleset's part (game/%s) does", rel, dep, rulesetOf(dep))
				}
			}
			if (rel == "maps" || under(rel, "maps/internal")) && under(dep, "rules") && rulesetOf(dep) != "" {
				bad("%s imports %s: the file envelope and its shared helpers know no ruleset's rules, only its schema package (maps/%s) does", rel, dep, rulesetOf(dep))
			}
			for _, low := range []string{"session", "maps", "render", "rules", "grid"} {
				if under(rel, low) && (under(dep, "game") || dep == "") {
					bad("%s imports %s: the layers point down, never to the window or main", rel, dep)
				}
			}
			for _, low := range []string{"game", "session", "maps", "render", "rules", "grid"} {
				if under(rel, low) && under(dep, "command") {
					bad("%s imports %s: the command layer sits above the window, only main imports it", rel, dep)
				}
			}
			if rel == "" && under(dep, "rules") {
				bad("main imports %s: main hands over to the command layer (command/...), which asks the rulesets", dep)
			}
			if rel == "command" && rulesetOf(dep) != "" {
				bad("command imports %s: the commands' shared root names no ruleset; a ruleset's commands are in command/<ruleset>", dep)
			}
		}
	}
	slices.Sort(out)
	return out
}

func TestArchitectureImports(t *testing.T) {
	pkgs := modulePackages(t)
	for _, must := range []string{"", "grid", "rules", "rules/drawsteel", "rules/zones", "maps", "session", "game", "render/ebitenrender",
		"command", "command/drawsteel", "command/realms", "command/zones"} {
		if _, ok := pkgs[must]; !ok {
			t.Fatalf("package %s not found (found %d): is the test run from the module's root?", must, len(pkgs))
		}
	}
	for _, v := range importViolations(pkgs) {
		t.Error(v)
	}
	for edge, why := range crossRuleset {
		if !slices.Contains(pkgs[edge[0]], module+"/"+edge[1]) {
			t.Errorf("the known edge %s -> %s (%s) is gone: take it off the list", edge[0], edge[1], why)
		}
	}
	for dep, why := range gameRootRuleset {
		if !slices.Contains(pkgs["game"], module+"/"+dep) {
			t.Errorf("the known edge game -> %s (%s) is gone: take it off the list", dep, why)
		}
	}
}

// TestArchitectureSeesViolations: each kind of edge the house forbids is
// caught, and the allowed ones are not.
func TestArchitectureSeesViolations(t *testing.T) {
	pkgs := map[string][]string{
		"session":             {"github.com/hajimehoshi/ebiten/v2", "fmt", module + "/rules/zones"},
		"rules/zones":         {module + "/rules/drawsteel", module + "/grid", "github.com/some/lib"},
		"grid":                {module + "/rules"},
		"maps/zones":          {module + "/game"},
		"game":                {"github.com/ebitenui/ebitenui", module + "/session", module + "/game/zones", module + "/session/realms"},
		"render/ebitenrender": {"github.com/hajimehoshi/ebiten/v2"},
		"maps/realms":         {module + "/rules/drawsteel", module + "/rules/realms"},
		"maps":                {module + "/rules/drawsteel", module + "/maps/drawsteel", module + "/rules"},
		"maps/internal/x":     {module + "/rules/zones", module + "/rules"},
		"maps/drawsteel":      {module + "/rules/drawsteel"},
		"":                    {module + "/rules/drawsteel", module + "/command/zones", module + "/maps"},
		"command":             {module + "/rules/zones", module + "/session"},
		"command/zones":       {module + "/command/realms", module + "/command", module + "/rules/zones"},
		"render":              {module + "/command"},
	}
	got := strings.Join(importViolations(pkgs), "\n") + "\n"
	for _, want := range []string{
		"session imports github.com/hajimehoshi/ebiten/v2",
		"rules/zones imports rules/drawsteel: no ruleset imports another's",
		"rules/zones imports github.com/some/lib",
		"grid imports rules",
		"maps/zones imports game",
		"maps/realms imports rules/drawsteel: no ruleset imports another's",
		"maps imports rules/drawsteel: the file envelope",
		"maps/internal/x imports rules/zones: the file envelope",
		"main imports rules/drawsteel",
		"command imports rules/zones",
		"command/zones imports command/realms: no ruleset imports another's",
		"render imports command",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("violations:\n%s\nwant one saying %q", got, want)
		}
	}
	for _, allowed := range []string{"game imports github.com/ebitenui", "game imports session:", "game/zones imports game:", "game/zones imports session/zones", "game/zones imports render/zones", "game/realms imports game:", "game/realms imports rules/realms", "render/ebitenrender imports", "maps/realms imports rules/realms", "maps imports maps/drawsteel", "maps imports rules:", "maps/internal/x imports rules:", "maps/drawsteel imports", "session imports rules/zones", "rules/zones imports grid",
		"main imports command/zones", "main imports maps", "command imports session", "command/zones imports command\n", "command/zones imports rules/zones"} {
		if strings.Contains(got, allowed) {
			t.Errorf("violations:\n%s\nwant none saying %q", got, allowed)
		}
	}
}

// TestEveryPackageHasDoc: every package says what it is for in a doc.go
// (a generator program under internal, package main, in its main.go).
func TestEveryPackageHasDoc(t *testing.T) {
	for rel := range modulePackages(t) {
		dir := rel
		if dir == "" {
			dir = "."
		}
		pkg, err := build.Default.ImportDir(dir, 0)
		if err != nil {
			t.Fatal(err)
		}
		if rel != "" && pkg.Name == "main" && under(rel, "internal") {
			continue
		}
		if !slices.Contains(pkg.GoFiles, "doc.go") {
			t.Errorf("package %s (%s) has no doc.go: say in a few lines what it is for", pkg.Name, dir)
		}
	}
}
