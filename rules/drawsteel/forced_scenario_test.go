package drawsteel

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Scenario files in testdata/forced/*.txt describe forced movements a
// person can read and edit. Each scenario starts with "=== name" and the
// comment lines quoting the rule it checks ("Draw Steel, Section title:"
// and the sentence); then keys:
//
//	board:          the board, drawn as for forcedParseBoard, indented
//	legend:         one creature per indented line: its letter, then
//	                id= name= size= stability= might= agility= z= stamina=
//	                and the words fly, hover, burrow, object, prone
//	move:           as ParseMove reads it ("vertical slide 3")
//	target: source: creature ids (source optional)
//	melee:          true for a melee weapon ability
//	stability:      full, ignore or a number of squares
//	path:           squares moved into: "x,y" or "x,y,z", space separated;
//	                omitted: only the preview is checked
//	want damage:    id=n ... (exactly; empty for none)
//	want at:        id=x,y,z ... (the positions afterwards)
//	want prone:     ids (exactly)
//	want destroyed: x,y,z ...
//	want error:     text the error must contain
//	want stops:     the preview's stops drawn as for forcedRender, indented
//	want effective: the distance after stability and big versus little
type forcedScenario struct {
	file, name string
	line       int
	quote      []string
	keys       map[string]string
}

func forcedReadScenarios(t *testing.T, path string) []forcedScenario {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []forcedScenario
	var cur *forcedScenario
	var key string
	for i, line := range strings.Split(string(data), "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "=== "):
			out = append(out, forcedScenario{file: filepath.Base(path), name: strings.TrimSpace(line[4:]), line: i + 1, keys: map[string]string{}})
			cur, key = &out[len(out)-1], ""
		case cur == nil || trimmed == "":
		case strings.HasPrefix(trimmed, "#"):
			if key == "" {
				cur.quote = append(cur.quote, strings.TrimSpace(trimmed[1:]))
			}
		case line[0] == ' ' || line[0] == '\t':
			if key == "" {
				t.Fatalf("%s:%d: indented line outside a key", path, i+1)
			}
			cur.keys[key] += trimmed + "\n"
		default:
			k, v, ok := strings.Cut(line, ":")
			if !ok {
				t.Fatalf("%s:%d: want \"key: value\", got %q", path, i+1, line)
			}
			key = strings.TrimSpace(k)
			cur.keys[key] = strings.TrimSpace(v)
			if cur.keys[key] != "" {
				cur.keys[key] += "\n"
			}
		}
	}
	return out
}

func forcedParsePos(s string) (Pos, error) {
	f := strings.Split(s, ",")
	if len(f) < 2 || len(f) > 3 {
		return Pos{}, fmt.Errorf("position %q: want x,y or x,y,z", s)
	}
	var v [3]int
	for i, x := range f {
		n, err := strconv.Atoi(strings.TrimSpace(x))
		if err != nil {
			return Pos{}, fmt.Errorf("position %q: %v", s, err)
		}
		v[i] = n
	}
	return Pos{v[0], v[1], v[2]}, nil
}

func forcedParseLegend(t *testing.T, where, text string) forcedLegend {
	t.Helper()
	legend := forcedLegend{}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f[0]) != 1 {
			t.Fatalf("%s: legend line %q: want a letter first", where, line)
		}
		var c Creature
		for _, kv := range f[1:] {
			k, v, _ := strings.Cut(kv, "=")
			num := func() int {
				n, err := strconv.Atoi(v)
				if err != nil {
					t.Fatalf("%s: legend %q: %s wants a number", where, line, k)
				}
				return n
			}
			switch k {
			case "id":
				c.ID = v
			case "name":
				c.Name = strings.ReplaceAll(v, "_", " ")
			case "size":
				s, err := ParseSize(v)
				if err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				c.Size = s
			case "stability":
				c.Stability = num()
			case "might":
				c.Might = num()
			case "agility":
				c.Agility = num()
			case "z":
				c.Z = num()
			case "stamina":
				c.Stamina, c.MaxStamina = num(), num()
			case "fly", "hover", "burrow":
				c.Movement = append(c.Movement, MoveType(k))
			case "object":
				c.Object = true
			case "prone":
				c.Prone = true
			default:
				t.Fatalf("%s: legend %q: unknown %q", where, line, k)
			}
		}
		legend[rune(f[0][0])] = c
	}
	return legend
}

func TestForcedScenarios(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "forced", "*.txt"))
	if len(files) == 0 {
		t.Fatal("no scenarios in testdata/forced")
	}
	for _, file := range files {
		for _, sc := range forcedReadScenarios(t, file) {
			t.Run(sc.file+"/"+sc.name, func(t *testing.T) {
				forcedRunScenario(t, sc)
			})
		}
	}
}

func forcedRunScenario(t *testing.T, sc forcedScenario) {
	where := fmt.Sprintf("%s:%d", sc.file, sc.line)
	if len(sc.quote) == 0 || !strings.HasPrefix(sc.quote[0], "Draw Steel, ") || !strings.Contains(sc.quote[0], ": ") {
		t.Fatalf("%s: the scenario quotes no rule (a comment \"Draw Steel, Section title: sentence\")", where)
	}
	k := sc.keys
	b := forcedParseBoard(t, k["board"], forcedParseLegend(t, where, k["legend"]))
	mv, err := ParseMove(strings.TrimSpace(k["move"]))
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	fm := ForcedMove{Move: mv, Target: strings.TrimSpace(k["target"]), Source: strings.TrimSpace(k["source"]),
		Melee: strings.TrimSpace(k["melee"]) == "true"}
	switch st := strings.TrimSpace(k["stability"]); st {
	case "", "full":
	case "ignore":
		fm.Stability = IgnoreStability()
	default:
		n, err := strconv.Atoi(st)
		if err != nil {
			t.Fatalf("%s: stability %q: want full, ignore or a number", where, st)
		}
		fm.Stability = StabilitySquares(n)
	}
	if want, ok := k["want effective"]; ok || k["want stops"] != "" {
		p, err := PreviewForced(b, fm)
		if err != nil {
			t.Fatalf("Preview(%v) error: %v", fm, err)
		}
		if ok && strings.TrimSpace(want) != strconv.Itoa(p.Effective) {
			t.Errorf("Preview(%v).Effective = %d, want %s", fm, p.Effective, strings.TrimSpace(want))
		}
		if pic := k["want stops"]; pic != "" {
			if got, want := forcedRender(b, forcedStops(p)), forcedPicture(pic); got != want {
				t.Errorf("Preview(%v) stops:\n%s\nwant:\n%s", fm, got, want)
			}
		}
	}
	if _, ok := k["path"]; !ok {
		return
	}
	var path []Pos
	for _, f := range strings.Fields(k["path"]) {
		p, err := forcedParsePos(f)
		if err != nil {
			t.Fatalf("%s: path: %v", where, err)
		}
		path = append(path, p)
	}
	o, err := ResolveForced(b, fm, path)
	if want := strings.TrimSpace(k["want error"]); want != "" {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Resolve(%v, %v) error = %v, want one containing %q", fm, path, err, want)
		}
		return
	}
	if err != nil {
		t.Fatalf("Resolve(%v, %v) error: %v", fm, path, err)
	}
	if want, ok := k["want damage"]; ok {
		wantD := map[string]int{}
		for _, f := range strings.Fields(want) {
			id, v, _ := strings.Cut(f, "=")
			n, err := strconv.Atoi(v)
			if err != nil {
				t.Fatalf("%s: want damage %q: %v", where, f, err)
			}
			wantD[id] = n
		}
		if got, w := forcedDamage(o), forcedDamage(Outcome{Damage: wantD}); got != w {
			t.Errorf("Resolve(%v, %v) damage = %s, want %s%s", fm, path, got, w, forcedEvents(o))
		}
	}
	for _, f := range strings.Fields(k["want at"]) {
		id, v, _ := strings.Cut(f, "=")
		want, err := forcedParsePos(v)
		if err != nil {
			t.Fatalf("%s: want at %q: %v", where, f, err)
		}
		if got := o.Positions[id]; got != want {
			t.Errorf("Resolve(%v, %v) %s at %v, want %v%s", fm, path, id, got, want, forcedEvents(o))
		}
	}
	if want, ok := k["want prone"]; ok {
		w := strings.Fields(want)
		slices.Sort(w)
		if !slices.Equal(o.Prone, w) && !(len(w) == 0 && len(o.Prone) == 0) {
			t.Errorf("Resolve(%v, %v) prone = %v, want %v", fm, path, o.Prone, w)
		}
	}
	if want, ok := k["want destroyed"]; ok {
		var w []Pos
		for _, f := range strings.Fields(want) {
			p, err := forcedParsePos(f)
			if err != nil {
				t.Fatalf("%s: want destroyed: %v", where, err)
			}
			w = append(w, p)
		}
		if !slices.Equal(o.Destroyed, w) && !(len(w) == 0 && len(o.Destroyed) == 0) {
			t.Errorf("Resolve(%v, %v) destroyed = %v, want %v", fm, path, o.Destroyed, w)
		}
	}
}
