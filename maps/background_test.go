package maps

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	fx "github.com/battlemap/battlemap/internal/importfixture"
)

func TestBackgroundRoundTrip(t *testing.T) {
	const file = `{"format": 1, "grid": {"width": 3, "height": 2}, "background": {"image": "maps/ford.png", "cellPixels": 70.5, "offset": [-30, 12.5]}}`
	e, err := Parse("bg.json", []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	want := Background{Image: "maps/ford.png", CellPixels: 70.5, OffsetX: -30, OffsetY: 12.5}
	if e.Background == nil || *e.Background != want {
		t.Fatalf("Parse background = %+v, want %+v", e.Background, want)
	}
	out, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `"background": {"image": "maps/ford.png", "cellPixels": 70.5, "offset": [-30, 12.5]}`) {
		t.Errorf("Marshal wrote\n%s\nwant the background on one line after the grid", out)
	}
	again, err := Parse("bg.json", out)
	if err != nil || *again.Background != want {
		t.Errorf("Parse(Marshal) background = %+v, %v; want %+v", again.Background, err, want)
	}
}

func TestBackgroundProblems(t *testing.T) {
	const head = `{"format": 1, "grid": {"width": 3, "height": 2}, "background": `
	for _, tc := range []struct {
		name, bg string
		want     Problem
	}{
		{"parent folder", `{"image": "../secret.png", "cellPixels": 10}`,
			Problem{Line: 1, Column: 74, Path: "background.image", Message: `"../secret.png" leaves the encounter's folder`}},
		{"absolute", `{"image": "/etc/map.png", "cellPixels": 10}`,
			Problem{Line: 1, Column: 74, Path: "background.image", Message: `"/etc/map.png" is an absolute path`}},
		{"backslash", `{"image": "maps\\ford.png", "cellPixels": 10}`,
			Problem{Line: 1, Column: 74, Path: "background.image", Message: `"maps\\ford.png" has a backslash`}},
		{"no cellPixels", `{"image": "a.png"}`,
			Problem{Line: 1, Column: 64, Path: "background", Message: `missing "cellPixels"`}},
		{"zero cellPixels", `{"image": "a.png", "cellPixels": 0}`,
			Problem{Line: 1, Column: 97, Path: "background.cellPixels", Message: `"0" is out of range (want the image pixels one square spans`}},
		{"unknown key", `{"image": "a.png", "cellPixels": 5, "scale": 2}`,
			Problem{Line: 1, Column: 100, Path: "background", Message: `unknown key "scale"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("bg.json", []byte(head+tc.bg+"}"))
			var le *LoadError
			if !errors.As(err, &le) || len(le.Problems) == 0 {
				t.Fatalf("Parse(%s) = %v, want a LoadError", tc.bg, err)
			}
			p := le.Problems[0]
			if p.Line != tc.want.Line || p.Column != tc.want.Column || p.Path != tc.want.Path || !strings.HasPrefix(p.Message, tc.want.Message) {
				t.Errorf("Parse(%s) problem = %d:%d %s: %s, want %d:%d %s: %s...", tc.bg, p.Line, p.Column, p.Path, p.Message,
					tc.want.Line, tc.want.Column, tc.want.Path, tc.want.Message)
			}
		})
	}
}

func TestLoadBackground(t *testing.T) {
	dir := t.TempDir()
	enc := filepath.Join(dir, "fight.json")
	write := func(name string, data []byte) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("maps/ok.png", fx.PNG(30, 20))
	write("ok.jpg", fx.JPEG(8, 8))
	write("ok.webp", fx.WebP(12, 9))
	write("huge.webp", fx.WebP(16384, 16384))
	write("huge.png", fx.PNGClaiming(20000, 20000))
	write("many.png", fx.PNGClaiming(16000, 16000))
	write("text.png", []byte("not a picture"))
	outside := filepath.Join(t.TempDir(), "outside.png")
	if err := os.WriteFile(outside, fx.PNG(2, 2), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "link.png")); err != nil {
		t.Fatal(err)
	}
	// a file larger than the limit, sparse: refused from its size alone
	big, err := os.Create(filepath.Join(dir, "big.png"))
	if err != nil {
		t.Fatal(err)
	}
	if err := big.Truncate(MaxImageFileSize + 1); err != nil {
		t.Fatal(err)
	}
	big.Close()

	for _, tc := range []struct {
		image, want string // want: the format, or a piece of the error
	}{
		{"maps/ok.png", "png"},
		{"ok.jpg", "jpeg"},
		{"ok.webp", "webp"},
		{"huge.webp", "a 16384x16384 webp image is too large"},
		{"huge.png", "a 20000x20000 png image is too large"},
		{"many.png", "a 16000x16000 png image is too large"},
		{"text.png", "not a PNG, JPEG or WebP image"},
		{"link.png", "path escapes from parent"},
		{"../outside.png", "leaves the encounter's folder"},
		{"big.png", "larger than an encounter file may be"},
		{"missing.png", "no such file"},
	} {
		t.Run(tc.image, func(t *testing.T) {
			bg, err := LoadBackground(enc, &Background{Image: tc.image, CellPixels: 10})
			switch {
			case err != nil && !strings.Contains(err.Error(), tc.want):
				t.Errorf("LoadBackground(%s) error = %v, want %q", tc.image, err, tc.want)
			case err == nil && bg.Format != tc.want:
				t.Errorf("LoadBackground(%s) = %s, want %s", tc.image, bg.Format, tc.want)
			}
		})
	}
}

// A hex map's background: kept through a round trip, and refused out of
// the encounter's folder as on a square map.
func TestHexBackground(t *testing.T) {
	const head = `{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 3, "height": 2, "orientation": "pointy"}, "terrain": ["...", "..."], "background": `
	t.Run("round trip", func(t *testing.T) {
		e, err := Parse("hex.json", []byte(head+`{"image": "art/ford.webp", "cellPixels": 96, "offset": [-12, 7.5]}}`))
		if err != nil {
			t.Fatal(err)
		}
		want := Background{Image: "art/ford.webp", CellPixels: 96, OffsetX: -12, OffsetY: 7.5}
		if e.Hex == nil || e.Background == nil || *e.Background != want {
			t.Fatalf("Parse background = %+v (hex %v), want %+v", e.Background, e.Hex != nil, want)
		}
		out, err := e.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(out), `"background": {"image": "art/ford.webp", "cellPixels": 96, "offset": [-12, 7.5]}`) {
			t.Errorf("Marshal wrote\n%s\nwant the background on one line", out)
		}
		again, err := Parse("hex.json", out)
		if err != nil || again.Background == nil || *again.Background != want {
			t.Errorf("Parse(Marshal) background = %+v, %v; want %+v", again.Background, err, want)
		}
	})
	for _, tc := range []struct {
		name, bg string
		want     Problem
	}{
		{"parent folder", `{"image": "../x.png", "cellPixels": 10}`,
			Problem{Line: 1, Column: 163, Path: "background.image", Message: `"../x.png" leaves the encounter's folder`}},
		{"no cellPixels", `{"image": "a.png"}`,
			Problem{Line: 1, Column: 153, Path: "background", Message: `missing "cellPixels" (want the image pixels one hex across its flats spans`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("hex.json", []byte(head+tc.bg+"}"))
			var le *LoadError
			if !errors.As(err, &le) || len(le.Problems) == 0 {
				t.Fatalf("Parse(%s) = %v, want a LoadError", tc.bg, err)
			}
			p := le.Problems[0]
			if p.Line != tc.want.Line || p.Column != tc.want.Column || p.Path != tc.want.Path || !strings.HasPrefix(p.Message, tc.want.Message) {
				t.Errorf("Parse(%s) problem = %d:%d %s: %s, want %d:%d %s: %s...", tc.bg, p.Line, p.Column, p.Path, p.Message,
					tc.want.Line, tc.want.Column, tc.want.Path, tc.want.Message)
			}
		})
	}
}
