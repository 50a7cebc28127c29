package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/session"
)

// TestDocsAreUpToDate: the manual's key tables (docs/table.md,
// docs/editor.md) and docs/keys.md are what the action table makes of
// them now.
func TestDocsAreUpToDate(t *testing.T) {
	stale, err := run(filepath.Join("..", "..", ".."), true)
	if err != nil {
		t.Fatal(err)
	}
	if len(stale) > 0 {
		t.Errorf("%s out of date with the action table: run `make docs`", strings.Join(stale, ", "))
	}
}

// TestReadmeMarkers: each marker's part is made anew, the text around it
// kept; a marker without its end, or an unknown table, is an error
// naming its line.
func TestReadmeMarkers(t *testing.T) {
	in := "intro\n<!-- keys:hex -->\nold rows\n<!-- /keys:hex -->\noutro\n"
	got, err := readme([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	want := "intro\n<!-- keys:hex (" + made + ") -->\n" + keyTable(session.OnHexes, false) + "<!-- /keys:hex -->\noutro\n"
	if string(got) != want {
		t.Errorf("readme(%q) =\n%s\nwant\n%s", in, got, want)
	}
	again, err := readme(got)
	if err != nil || string(again) != string(got) {
		t.Errorf("readme of its own output changed it (err %v)", err)
	}
	for _, bad := range []struct{ in, want string }{
		{"a\n<!-- keys:hex -->\nrows\n", "line 2"},
		{"<!-- keys:hex -->\n<!-- /keys:hex -->\nb\n\n<!-- keys:zones -->\n", "line 5"},
		{"<!-- keys:chess -->\n<!-- /keys:chess -->\n", `unknown key table "chess"`},
	} {
		if _, err := readme([]byte(bad.in)); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("readme(%q) error = %v, want one saying %s", bad.in, err, bad.want)
		}
	}
}

// TestKeyTableRows: a ruleset's table lists its actions with their keys
// and buttons, and only its own: the hex table has Permit on P and no
// Push; the zone table has Sprint on S.
func TestKeyTableRows(t *testing.T) {
	hex := keyTable(session.OnHexes, true)
	for _, want := range []string{"| `P` | **Hostile hex allowed** | `permit` |", "| `7` | **Stand up** |  | take Stand up", "| `G` | **Ghoul touch** | `ghoulTouch` |"} {
		if !strings.Contains(hex, want) {
			t.Errorf("hex key table lacks %q:\n%s", want, hex)
		}
	}
	if strings.Contains(hex, "**Push**") {
		t.Errorf("hex key table lists Push, which only the square window hears")
	}
	if zones := keyTable(session.OnZones, false); !strings.Contains(zones, "| `S` | **Sprint** |") {
		t.Errorf("zone key table lacks Sprint on S:\n%s", zones)
	}
	if ed := editorTable(session.OnSquares); !strings.Contains(ed, "| `Enter` | start a stroke") {
		t.Errorf("square editor table lacks Enter's stroke:\n%s", ed)
	}
}

// TestRunFindsStaleAndLostTables: on a copy of the manual, a table left
// old is reported (and made anew unless checking), and a table whose
// markers are gone from every page is an error naming it.
func TestRunFindsStaleAndLostTables(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(name, text string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(root, "docs", name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	table := "# Table\n<!-- keys:square -->\nold\n<!-- /keys:square -->\n"
	write("table.md", table)
	write("hex-window.md", "# Hex\n<!-- keys:hex -->\n<!-- /keys:hex -->\n")
	write("zone-window.md", "# Zones\n<!-- keys:zones -->\n<!-- /keys:zones -->\n")
	write("editor.md", "# Editor\n<!-- keys:square-editor -->\n<!-- /keys:square-editor -->\n")
	stale, err := run(root, true)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(stale, ","), strings.Join(append(append([]string(nil), marked...), filepath.Join("docs", "keys.md")), ","); got != want {
		t.Errorf("run(check) on old tables = %q, want every page stale (%q)", got, want)
	}
	if b, _ := os.ReadFile(filepath.Join(root, "docs", "table.md")); string(b) != table {
		t.Errorf("run with check changed docs/table.md")
	}
	if _, err := run(root, false); err != nil {
		t.Fatal(err)
	}
	if stale, err := run(root, true); err != nil || len(stale) != 0 {
		t.Errorf("run(check) after making the tables = %v, %v; want nothing stale", stale, err)
	}
	write("zone-window.md", "# Zones\n")
	if _, err := run(root, true); err == nil || !strings.Contains(err.Error(), `"zones"`) {
		t.Errorf("run with the zone table's markers gone = %v, want an error naming \"zones\"", err)
	}
}
