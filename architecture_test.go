package main

import (
	"fmt"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
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

// TestEveryPackageHasDoc: every package says what it is for in a doc.go,
// the programs under internal included.
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
		if !slices.Contains(pkg.GoFiles, "doc.go") {
			t.Errorf("package %s (%s) has no doc.go: say in a few lines what it is for", pkg.Name, dir)
		}
	}
}

// The picture of docs/architecture.md is the table of the layers' allowed
// edges. Its mermaid block draws each layer once (R stands for every
// ruleset) and the arrows between them; a layer may import the layers its
// arrows lead to, and theirs in turn. TestArchitecturePicture holds the
// code to it both ways: an import between layers no path of arrows leads
// along fails, and so does an arrow no import follows.

// architecturePage is the page whose picture is the table.
const architecturePage = "docs/architecture.md"

// helper reports whether a package is a helper of tests and generators
// (internal/..., but internal/regfile, which the program opens files
// with; maps' fuzz helper; and the window's test driver, game/gametest):
// no layer imports one, so the picture leaves them out.
func helper(rel string) bool {
	return (under(rel, "internal") && rel != "internal/regfile") || rel == "maps/internal/mapstest" || rel == "game/gametest"
}

// layerOf is the layer of the picture a package belongs to ("" for a
// helper): a ruleset's package is its layer's "/R" (session/zones is
// session/R); game's other sub-packages are the window's.
func layerOf(rel string) string {
	switch {
	case rel == "":
		return "main"
	case helper(rel):
		return ""
	case rel == "render/raster" || rel == "render/svg":
		return "render/raster+svg"
	case rel == "render/ebitenrender", rel == "internal/regfile":
		return rel
	case under(rel, "maps/internal"):
		return "maps/internal"
	case under(rel, "maps/imported"), under(rel, "maps/mapimport"), under(rel, "maps/uvtt"), under(rel, "maps/tiled"):
		return "maps/import"
	}
	top, _, _ := strings.Cut(rel, "/")
	if rulesetOf(rel) != "" {
		return top + "/R"
	}
	return top
}

// undrawn are the edges between layers that stand today but the picture
// leaves out, each with why; a new one fails the test, and one that is
// gone must come off the list.
var undrawn = map[[2]string]string{}

// pictureEdges reads the layers and arrows of the mermaid block of a
// page: a node is `id` or `id["layer"]`, an arrow `a --> b`, one a line.
func pictureEdges(page string) (nodes map[string]bool, edges map[[2]string]bool, err error) {
	var block []string
	in, found := false, false
	for _, l := range strings.Split(page, "\n") {
		switch t := strings.TrimSpace(l); {
		case t == "```mermaid" && !found:
			in, found = true, true
		case in && t == "```":
			in = false
		case in:
			block = append(block, t)
		}
	}
	if !found || in {
		return nil, nil, fmt.Errorf("no closed ```mermaid block")
	}
	label := map[string]string{}
	nodeDef := regexp.MustCompile(`^(\w+)\["([^"]+)"\]$`)
	arrow := regexp.MustCompile(`^(\w+) --> (\w+)$`)
	var arrows [][2]string
	for _, l := range block {
		if m := nodeDef.FindStringSubmatch(l); m != nil {
			label[m[1]] = m[2]
			continue
		}
		if m := arrow.FindStringSubmatch(l); m != nil {
			arrows = append(arrows, [2]string{m[1], m[2]})
			continue
		}
		if strings.Contains(l, "-") || strings.Contains(l, ">") {
			return nil, nil, fmt.Errorf("line %q: want one arrow `a --> b` a line", l)
		}
	}
	name := func(id string) string {
		if l, ok := label[id]; ok {
			return l
		}
		return id
	}
	nodes, edges = map[string]bool{}, map[[2]string]bool{}
	for _, l := range label {
		nodes[l] = true
	}
	for _, a := range arrows {
		e := [2]string{name(a[0]), name(a[1])}
		if edges[e] {
			return nil, nil, fmt.Errorf("the arrow %s --> %s is drawn twice", e[0], e[1])
		}
		edges[e] = true
		nodes[e[0]], nodes[e[1]] = true, true
	}
	return nodes, edges, nil
}

// below is every layer the arrows lead to from each layer, directly or
// through others.
func below(edges map[[2]string]bool) map[string]map[string]bool {
	next := map[string][]string{}
	for e := range edges {
		next[e[0]] = append(next[e[0]], e[1])
	}
	out := map[string]map[string]bool{}
	for from := range next {
		seen := map[string]bool{}
		stack := slices.Clone(next[from])
		for len(stack) > 0 {
			n := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if !seen[n] {
				seen[n] = true
				stack = append(stack, next[n]...)
			}
		}
		out[from] = seen
	}
	return out
}

// pictureViolations compares the packages' imports with the picture's
// arrows: an import between layers no path of arrows leads along (nor a
// known undrawn edge), a helper imported by a layer, a package in a layer
// the picture does not draw, an arrow between layers that have packages
// which no import follows, and arrows that go round in a circle.
func pictureViolations(pkgs map[string][]string, nodes map[string]bool, edges map[[2]string]bool) []string {
	var out []string
	reach := below(edges)
	for n, r := range reach {
		if r[n] {
			out = append(out, fmt.Sprintf("the picture's arrows lead from %s back to it: layers point down", n))
		}
	}
	used := map[[2]string]bool{}
	has := map[string]bool{}
	for rel, imports := range pkgs {
		from := layerOf(rel)
		if from != "" {
			has[from] = true
			if !nodes[from] {
				out = append(out, fmt.Sprintf("%s is in layer %s, which the picture does not draw", rel, from))
			}
		}
		for _, imp := range imports {
			if !strings.HasPrefix(imp, module+"/") {
				continue
			}
			dep := strings.TrimPrefix(imp, module+"/")
			to := layerOf(dep)
			e := [2]string{from, to}
			switch {
			case to == "" && from != "":
				out = append(out, fmt.Sprintf("%s imports %s: a helper of tests and generators, which only they import", rel, dep))
			case from == "" || to == "" || from == to:
			case edges[e]:
				used[e] = true
			case undrawn[e] != "":
				used[e] = true
			case !reach[from][to]:
				out = append(out, fmt.Sprintf("%s imports %s: no arrow of the picture leads from %s to %s", rel, dep, from, to))
			}
		}
	}
	for e := range edges {
		if has[e[0]] && has[e[1]] && !used[e] {
			out = append(out, fmt.Sprintf("the picture draws %s --> %s, which no import follows: take the arrow off", e[0], e[1]))
		}
	}
	for e, why := range undrawn {
		if has[e[0]] && !used[e] {
			out = append(out, fmt.Sprintf("the undrawn edge %s --> %s (%s) is gone: take it off the list", e[0], e[1], why))
		}
	}
	slices.Sort(out)
	return out
}

// TestArchitecturePicture: the imports follow the arrows of the page's
// picture, and every arrow is an import.
func TestArchitecturePicture(t *testing.T) {
	page, err := os.ReadFile(architecturePage)
	if err != nil {
		t.Fatal(err)
	}
	nodes, edges, err := pictureEdges(string(page))
	if err != nil {
		t.Fatalf("%s: %v", architecturePage, err)
	}
	if len(edges) < 10 {
		t.Fatalf("%s: the picture has %d arrows: the test reads the wrong block", architecturePage, len(edges))
	}
	for _, v := range pictureViolations(modulePackages(t), nodes, edges) {
		t.Errorf("%s: %s", architecturePage, v)
	}
}

// TestArchitecturePictureSeesViolations: an import no arrow leads along,
// an arrow without an import, a helper imported, a layer left out of the
// picture and a circle of arrows are each caught; imports along a path
// of arrows and the known undrawn edges are not.
func TestArchitecturePictureSeesViolations(t *testing.T) {
	nodes, edges, err := pictureEdges("text\n```mermaid\nflowchart TD\n  sessionR[\"session/R\"]\n  sessionR --> session\n  session --> render\n  render --> grid\n  game --> session\n  maps --> grid\n```\n")
	if err != nil {
		t.Fatal(err)
	}
	pkgs := map[string][]string{
		"session/zones":   {module + "/session", module + "/rules/zones", module + "/grid"},
		"session":         {module + "/render", module + "/internal/fixture"},
		"render":          {module + "/grid"},
		"grid":            {},
		"maps":            {},
		"game":            {module + "/session", module + "/session/drawsteel", module + "/maps"},
		"internal/bigmap": {module + "/grid"},
		"rules/zones":     {},
	}
	// a known undrawn edge, as the list held one while a ruleset's part
	// still lived at the window's root
	known := [2]string{"game", "session/R"}
	undrawn[known] = "a ruleset's part still at the window's root"
	defer delete(undrawn, known)
	got := strings.Join(pictureViolations(pkgs, nodes, edges), "\n") + "\n"
	for _, want := range []string{
		"session/zones imports rules/zones: no arrow of the picture leads from session/R to rules/R",
		"game imports maps: no arrow",
		"session imports internal/fixture: a helper",
		"rules/zones is in layer rules/R, which the picture does not draw",
		"the picture draws maps --> grid, which no import follows",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("violations:\n%s\nwant one saying %q", got, want)
		}
	}
	for _, allowed := range []string{"session/zones imports session", "session/zones imports grid", "session imports render", "game imports session", "game imports session/drawsteel", "internal/bigmap", "session/R --> session", "render --> grid", "back to it"} {
		if strings.Contains(got, allowed) {
			t.Errorf("violations:\n%s\nwant none saying %q", got, allowed)
		}
	}
	_, round, _ := pictureEdges("```mermaid\na --> b\nb --> c\nc --> a\n```\n")
	if got := strings.Join(pictureViolations(nil, nil, round), "\n"); !strings.Contains(got, "from a back to it") {
		t.Errorf("violations of a circle:\n%s\nwant one saying the arrows lead from a back to it", got)
	}
	for _, bad := range []string{"```mermaid\na -> b\n```", "```mermaid\na --> b\na --> b\n```", "no block", "```mermaid\na --> b\n"} {
		if _, _, err := pictureEdges(bad); err == nil {
			t.Errorf("pictureEdges(%q) = nil error, want one", bad)
		}
	}
}
