package main

import (
	"bytes"
	stdpng "image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	fx "github.com/battlemap/battlemap/internal/importfixture"
)

func TestImportCommand(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "crypt.dd2vtt")
	u := fx.UVTT{Size: fx.P{X: 5, Y: 4}, PixelsPerGrid: 10, Image: fx.PNG(50, 40),
		Walls:  [][]fx.P{{{X: 0, Y: 2}, {X: 5, Y: 2}}},
		Lights: []fx.Light{{Position: fx.P{X: 1, Y: 1}, Range: 4}}}
	if err := os.WriteFile(src, u.JSON(), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "crypt.json")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"import", src, "-o", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("import exit %d: %s", code, stderr.String())
	}
	for _, want := range []string{"(Universal VTT) -> " + out + ": crypt: drawsteel, 5x4 squares", "background: " + filepath.Join(dir, "crypt.background.png") + " (50x40 PNG, 10 pixels a square)", "note: 1 lights not imported"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("import printed\n%s\nwant a line with %q", stdout.String(), want)
		}
	}
	stdout.Reset()
	if code := run([]string{"check", out}, &stdout, &stderr); code != 0 {
		t.Errorf("check of the imported file exit %d: %s%s", code, stdout.String(), stderr.String())
	}

	// the export draws the picture under the grid: square 0,0's middle
	// (pixel 14,14 at 20 pixels a square, the map 4 pixels in) is the
	// picture's colour there
	png := filepath.Join(dir, "crypt.png")
	if code := run([]string{"export", out, "-o", png, "--scale", "20"}, &stdout, &stderr); code != 0 {
		t.Fatalf("export of the imported file exit %d: %s", code, stderr.String())
	}
	f, err := os.Open(png)
	if err != nil {
		t.Fatal(err)
	}
	img, err := stdpng.Decode(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	if r, g, b, _ := img.At(14, 14).RGBA(); r>>8 != 200 || g>>8 != 100 || b>>8 != 40 {
		t.Errorf("exported pixel 14,14 = %d,%d,%d, want the picture's 200,100,40", r>>8, g>>8, b>>8)
	}

	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"import", src}, 2, "give one map file and -o OUT.json"},
		{[]string{"import", src, "-o", out, "--ruleset", "zones"}, 2, `--ruleset "zones": want drawsteel (square maps) or realms (hex maps)`},
		{[]string{"import", src, "-o", src}, 2, "is the map being imported"},
		{[]string{"import", src, "-o", out, "--ruleset", "realms"}, 1, "a square map cannot be a \"realms\" encounter"},
		{[]string{"import", filepath.Join(dir, "crypt.json"), "-o", filepath.Join(dir, "x.json")}, 1, "not a map this program reads"},
	} {
		stderr.Reset()
		if code := run(tc.args, &stdout, &stderr); code != tc.code || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("run(%q) = %d, %q; want %d and %q", tc.args, code, stderr.String(), tc.code, tc.want)
		}
	}
}

// TestImportCommandHexTiled imports a hex Tiled map with an image layer:
// an Enchanted Realms encounter with its picture beside it, which check
// accepts.
func TestImportCommandHexTiled(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "ford.png"), fx.PNG(180, 120), 0o644); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "ford.tmx")
	tmx := `<map version="1.10" orientation="hexagonal" width="3" height="2" tilewidth="56" tileheight="64" hexsidelength="32" staggeraxis="y" staggerindex="odd" infinite="0">
 <layer id="1" name="l" width="3" height="2"><data encoding="csv">0,0,0,0,0,0</data></layer>
 <imagelayer id="2" name="art"><image source="ford.png"/></imagelayer>
</map>`
	if err := os.WriteFile(src, []byte(tmx), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "ford.json")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"import", src, "-o", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("import exit %d: %s", code, stderr.String())
	}
	for _, want := range []string{"(Tiled) -> " + out + ": ford: realms, 3x2 hexes (pointy)", "background: " + filepath.Join(dir, "ford.background.png") + " (180x120 PNG, 56 pixels a hex)"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("import printed\n%s\nwant a line with %q", stdout.String(), want)
		}
	}
	stdout.Reset()
	if code := run([]string{"check", out}, &stdout, &stderr); code != 0 {
		t.Errorf("check of the imported hex file exit %d: %s%s", code, stdout.String(), stderr.String())
	}
}
