package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/battlemap/battlemap/session"
)

func main() {
	check := flag.Bool("check", false, "change nothing; exit 1 when a file is out of date")
	flag.Parse()
	stale, err := run(".", *check)
	if err != nil {
		fmt.Fprintln(os.Stderr, "keydocs:", err)
		os.Exit(1)
	}
	if *check && len(stale) > 0 {
		fmt.Fprintf(os.Stderr, "keydocs: %s out of date: run make docs\n", strings.Join(stale, ", "))
		os.Exit(1)
	}
}

// marked are the manual's pages whose key tables are made between
// markers: each window's page and the map editor's.
var marked = []string{
	filepath.Join("docs", "table.md"),
	filepath.Join("docs", "hex-window.md"),
	filepath.Join("docs", "zone-window.md"),
	filepath.Join("docs", "editor.md"),
}

// run brings the marked pages and docs/keys.md under root up to date
// (unless check) and returns those that were not. Every table of blocks
// must be on one of the marked pages: a table whose markers were lost is
// an error, not a silently missing part of the manual.
func run(root string, check bool) ([]string, error) {
	var stale []string
	type file struct {
		path string
		make func(old []byte) ([]byte, error)
	}
	var files []file
	for _, p := range marked {
		files = append(files, file{p, readme})
	}
	files = append(files, file{filepath.Join("docs", "keys.md"), func([]byte) ([]byte, error) { return []byte(keysPage()), nil }})
	found := map[string]bool{}
	for _, f := range files {
		path := filepath.Join(root, f.path)
		old, err := os.ReadFile(path)
		if err != nil && !(os.IsNotExist(err) && f.path == filepath.Join("docs", "keys.md")) {
			return nil, err
		}
		for name := range blocks() {
			if bytes.Contains(old, []byte("<!-- keys:"+name+" ")) {
				found[name] = true
			}
		}
		made, err := f.make(old)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.path, err)
		}
		if bytes.Equal(old, made) {
			continue
		}
		stale = append(stale, f.path)
		if !check {
			if err := writeAtomic(path, made); err != nil {
				return nil, err
			}
		}
	}
	for _, name := range blockNames() {
		if !found[name] {
			return nil, fmt.Errorf("no page of %s has the key table %q (<!-- keys:%s --> ... <!-- /keys:%s -->)", strings.Join(marked, ", "), name, name, name)
		}
	}
	return stale, nil
}

// blockNames are the names of blocks, sorted.
func blockNames() []string {
	names := make([]string, 0, len(blocks()))
	for name := range blocks() {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// writeAtomic writes data to path through a temporary file beside it, so
// the file is never half written.
func writeAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".keydocs-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// made is the note every generated part starts with.
const made = "made by `make docs` from the action table in session/actiontable.go: change the table, then run `make docs`"

// blocks are the marked pages' generated parts by marker name.
func blocks() map[string]string {
	return map[string]string{
		"square":        keyTable(session.OnSquares, false),
		"hex":           keyTable(session.OnHexes, false),
		"zones":         keyTable(session.OnZones, false),
		"square-editor": editorTable(session.OnSquares),
	}
}

// readme is a marked page (once README.md, hence the name) with each
// part between "<!-- keys:NAME ... -->" and "<!-- /keys:NAME -->" made
// anew.
func readme(old []byte) ([]byte, error) {
	const mark = "<!-- keys:"
	text, done := string(old), 0 // done: the bytes of old already copied
	var out strings.Builder
	for {
		i := strings.Index(text, mark)
		if i < 0 {
			out.WriteString(text)
			return []byte(out.String()), nil
		}
		at := line(old, done+i)
		nameEnd := strings.Index(text[i+len(mark):], " ")
		if nameEnd < 0 {
			return nil, fmt.Errorf("line %d: a keys marker without its end", at)
		}
		name := text[i+len(mark) : i+len(mark)+nameEnd]
		body, ok := blocks()[name]
		if !ok {
			return nil, fmt.Errorf("line %d: unknown key table %q (want square, hex, zones or square-editor)", at, name)
		}
		endMark := "<!-- /keys:" + name + " -->"
		j := strings.Index(text[i:], endMark)
		if j < 0 {
			return nil, fmt.Errorf("line %d: %q has no %s after it", at, name, endMark)
		}
		out.WriteString(text[:i])
		fmt.Fprintf(&out, "%s%s (%s) -->\n%s%s", mark, name, made, body, endMark)
		done += i + j + len(endMark)
		text = text[i+j+len(endMark):]
	}
}

// line is the line number of byte offset i of text.
func line(text []byte, i int) int { return bytes.Count(text[:i], []byte("\n")) + 1 }

// defaults are an action's default keys.
func defaults(a session.Action) []string {
	s, _ := session.Spec(a)
	return s.Keys
}

// code is keys as code joined by sep: "`Ctrl+Z`, `Ctrl+Y`", "`0` … `9`".
func code(keys []string, sep string) string {
	quoted := make([]string, len(keys))
	for i, k := range keys {
		quoted[i] = "`" + k + "`"
	}
	return strings.Join(quoted, sep)
}

// keys are a row's keys as code.
func keys(r session.KeyRow) string { return code(r.Keys, r.Sep) }

// keyTable is ruleset r's key table: keys, button, (settings id,) what
// they do.
func keyTable(r session.Rulesets, ids bool) string {
	var b strings.Builder
	if ids {
		b.WriteString("| Key | Button | Settings id | What it does |\n|---|---|---|---|\n")
	} else {
		b.WriteString("| Key | Button | What it does |\n|---|---|---|\n")
	}
	for _, row := range session.KeyRows(r, defaults) {
		button := row.Button
		if button != "" {
			button = "**" + button + "**"
		}
		if ids {
			id := row.ID
			if id != "" {
				id = "`" + id + "`"
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", keys(row), button, id, row.Help)
			continue
		}
		fmt.Fprintf(&b, "| %s | %s | %s |\n", keys(row), button, row.Help)
	}
	for _, o := range session.OwnKeys() {
		if o.Heard&r == 0 || o.Editor {
			continue
		}
		if ids {
			fmt.Fprintf(&b, "| %s |  |  | %s |\n", code(o.Shown, o.Sep), o.Help)
			continue
		}
		fmt.Fprintf(&b, "| %s |  | %s |\n", code(o.Shown, o.Sep), o.Help)
	}
	return b.String()
}

// editorTable is what the keys do in ruleset r's map editor: the
// actions' keys where they do something else there, and the editor's own.
func editorTable(r session.Rulesets) string {
	var b strings.Builder
	b.WriteString("| Key (map editor) | What it does |\n|---|---|\n")
	for _, row := range session.KeyRows(r, defaults) {
		if s, _ := session.Spec(row.Acts[0]); s.EditorIn(r) != "" {
			fmt.Fprintf(&b, "| %s | %s |\n", keys(row), s.EditorIn(r))
		}
	}
	for _, o := range session.OwnKeys() {
		if o.Heard&r != 0 && o.Editor {
			fmt.Fprintf(&b, "| %s | %s |\n", code(o.Shown, o.Sep), o.Help)
		}
	}
	return b.String()
}

// keysPage is docs/keys.md: every ruleset's keys and its map editor's.
func keysPage() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Keys\n\n<!-- %s -->\n\n", made)
	b.WriteString("Every key of the window, ruleset by ruleset: the default keys, the button that does the same " +
		"(a click or a tap) and what it does. The number pad's `+`, `-` and `Enter` do what the main keys do. " +
		"An action with a settings id can be given another key in the settings panel (`Ctrl+,`) or in `settings.json` " +
		"(`\"keys\": {\"push\": \"U\"}`); a key is refused where another action of the same ruleset has it, or where " +
		"the window reads it itself (the rows without a button or id at the end of each table). What the windows say " +
		"(the buttons, the status line, the help page, `?`) names the keys as rebound.\n")
	for _, r := range session.EachRuleset() {
		fmt.Fprintf(&b, "\n## %s\n\n%s", r.Title(), keyTable(r, true))
		fmt.Fprintf(&b, "\n### %s: the map editor\n\n%s", r.Title(), editorTable(r))
	}
	return b.String()
}
