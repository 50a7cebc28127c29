//go:build unix

package mapimport

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/battlemap/battlemap/maps/imported"
)

// TestReadRefusesNamedPipes imports a named pipe, and Tiled maps whose
// tileset, template or image layer is one: each is answered at once, the
// map refused (or its picture left out, with a note) naming the pipe.
func TestReadRefusesNamedPipes(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe"), 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	head := `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="2" height="1" tilewidth="32" tileheight="32" infinite="0">
`
	layer := ` <layer id="1" name="l" width="2" height="1"><data encoding="csv">0,0</data></layer>
`
	for _, tc := range []struct {
		name, body string
		note       bool // the map is read, the picture left out with a note
	}{
		{"pipe", "", false},
		{"tileset.tmx", head + ` <tileset firstgid="1" source="pipe"/>` + "\n" + strings.Replace(layer, "0,0", "1,1", 1) + "</map>\n", false},
		{"template.tmx", head + layer + ` <objectgroup id="2" name="o"><object id="1" template="pipe" x="0" y="0"/></objectgroup>` + "\n</map>\n", false},
		{"image.tmx", head + layer + ` <imagelayer id="9" name="art"><image source="pipe"/></imagelayer>` + "\n</map>\n", true},
	} {
		p := filepath.Join(dir, tc.name)
		if tc.body != "" {
			if err := os.WriteFile(p, []byte(tc.body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		type result struct {
			m   *imported.Map
			err error
		}
		done := make(chan result, 1)
		go func() {
			m, err := Read(p)
			done <- result{m, err}
		}()
		var r result
		select {
		case r = <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("Read(%s): still waiting after 10 s", tc.name)
		}
		const want = "pipe: not a regular file (it is a named pipe)"
		switch {
		case tc.note && r.err == nil:
			if notes := strings.Join(r.m.Notes, "\n"); r.m.Background != nil || !strings.Contains(notes, want) {
				t.Errorf("Read(%s) background %v, notes %q; want none and a note with %q", tc.name, r.m.Background != nil, notes, want)
			}
		case r.err == nil || !strings.Contains(r.err.Error(), want):
			t.Errorf("Read(%s) error = %v, want %q", tc.name, r.err, want)
		}
	}
}
