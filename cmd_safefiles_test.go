package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	fx "github.com/battlemap/battlemap/internal/importfixture"
)

// importedCrypt writes a small Universal VTT map with a picture to dir and
// returns its path.
func importedCrypt(t *testing.T, dir string) string {
	t.Helper()
	src := filepath.Join(dir, "crypt.dd2vtt")
	u := fx.UVTT{Size: fx.P{X: 5, Y: 4}, PixelsPerGrid: 10, Image: fx.PNG(50, 40)}
	if err := os.WriteFile(src, u.JSON(), 0o644); err != nil {
		t.Fatal(err)
	}
	return src
}

func writeText(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// wantText fails unless the file at path holds text.
func wantText(t *testing.T, what, path, text string) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil || string(got) != text {
		t.Errorf("%s: %s holds %.40q (%v), want %.40q kept", what, path, got, err, text)
	}
}

func TestImportNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	src := importedCrypt(t, dir)
	srcData, _ := os.ReadFile(src)
	out := filepath.Join(dir, "camp.json")
	pic := filepath.Join(dir, "camp.background.png")

	writeText(t, out, `{"mine": true}`)
	code, _, stderr := runArgs("import", src, "-o", out)
	if code != 1 || !strings.Contains(stderr, out+" already exists") || !strings.Contains(stderr, "--force") {
		t.Errorf("import over an encounter = %d, %q; want 1 naming the file and --force", code, stderr)
	}
	wantText(t, "import over an encounter", out, `{"mine": true}`)
	if _, err := os.Lstat(pic); err == nil {
		t.Errorf("import over an encounter wrote %s", pic)
	}

	os.Remove(out)
	writeText(t, pic, "my own picture")
	code, _, stderr = runArgs("import", src, "-o", out)
	if code != 1 || !strings.Contains(stderr, pic+" already exists") {
		t.Errorf("import over a picture = %d, %q; want 1 naming the picture", code, stderr)
	}
	wantText(t, "import over a picture", pic, "my own picture")
	if _, err := os.Lstat(out); err == nil {
		t.Errorf("import over a picture wrote %s", out)
	}

	writeText(t, out, `{"mine": true}`)
	if code, _, stderr := runArgs("import", src, "-o", out, "--force"); code != 0 {
		t.Fatalf("import --force = %d, %s", code, stderr)
	}
	if code, _, stderr := runArgs("check", out); code != 0 {
		t.Errorf("check of the encounter import --force wrote = %d, %s", code, stderr)
	}

	// the source, however it is spelt or reached, even with --force
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink(src, link); err != nil {
		t.Fatal(err)
	}
	cwd, _ := os.Getwd()
	rel, err := filepath.Rel(cwd, src)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []string{src, filepath.Join(dir, ".", "x", "..", "crypt.dd2vtt"), rel, link} {
		for _, force := range []bool{false, true} {
			args := []string{"import", src, "-o", o}
			if force {
				args = append(args, "--force")
			}
			code, _, stderr := runArgs(args...)
			if code != 2 || !strings.Contains(stderr, "is the map being imported") {
				t.Errorf("run(%q) = %d, %q; want 2, the map being imported", args, code, stderr)
			}
			wantText(t, "import onto its source", src, string(srcData))
		}
	}
	// a picture name that is the source: crypt2.background.png linked to it
	if err := os.Symlink(src, filepath.Join(dir, "crypt2.background.png")); err != nil {
		t.Fatal(err)
	}
	code, _, stderr = runArgs("import", src, "-o", filepath.Join(dir, "crypt2.json"), "--force")
	if code != 2 || !strings.Contains(stderr, "would be the map being imported") {
		t.Errorf("import whose picture is the source = %d, %q; want 2", code, stderr)
	}
	wantText(t, "import whose picture is the source", src, string(srcData))
}

func TestExportWritesOnlyPictures(t *testing.T) {
	dir := t.TempDir()
	src := importedCrypt(t, dir)
	enc := filepath.Join(dir, "crypt.json")
	if code, _, stderr := runArgs("import", src, "-o", enc); code != 0 {
		t.Fatalf("import = %d, %s", code, stderr)
	}
	encData, _ := os.ReadFile(enc)
	pic := filepath.Join(dir, "crypt.background.png")
	picData, _ := os.ReadFile(pic)

	// an encounter named .svg, or reached through a link named .png
	asSVG := filepath.Join(dir, "crypt.svg")
	writeText(t, asSVG, string(encData))
	linkPNG := filepath.Join(dir, "link.png")
	if err := os.Symlink(enc, linkPNG); err != nil {
		t.Fatal(err)
	}
	picLink := filepath.Join(dir, "art.png")
	if err := os.Symlink(pic, picLink); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		in, out, want string
		keep          []byte
	}{
		{asSVG, asSVG, "is the encounter being exported", encData},
		{enc, linkPNG, "is the encounter being exported", encData},
		{enc, pic, "is the encounter's background picture", picData},
		{enc, picLink, "is the encounter's background picture", picData},
	} {
		for _, force := range []bool{false, true} {
			args := []string{"export", tc.in, "-o", tc.out}
			if force {
				args = append(args, "--force")
			}
			code, _, stderr := runArgs(args...)
			if code != 1 || !strings.Contains(stderr, tc.want) {
				t.Errorf("run(%q) = %d, %q; want 1 and %q", args, code, stderr, tc.want)
			}
			wantText(t, "export onto its input", tc.out, string(tc.keep))
		}
	}

	// a file that is not a picture of the kind written: only with --force
	notes := filepath.Join(dir, "notes.svg")
	writeText(t, notes, "session notes, not a picture")
	code, _, stderr := runArgs("export", enc, "-o", notes)
	if code != 1 || !strings.Contains(stderr, "is not a SVG picture") || !strings.Contains(stderr, "--force") {
		t.Errorf("export over notes.svg = %d, %q; want 1, not a SVG picture, --force", code, stderr)
	}
	wantText(t, "export over notes", notes, "session notes, not a picture")
	pngNamed := filepath.Join(dir, "figure.png")
	writeText(t, pngNamed, "<svg xmlns='http://www.w3.org/2000/svg'/>")
	if code, _, stderr := runArgs("export", enc, "-o", pngNamed); code != 1 || !strings.Contains(stderr, "is not a PNG picture") {
		t.Errorf("export over an SVG named .png = %d, %q; want 1, not a PNG picture", code, stderr)
	}
	if code, _, stderr := runArgs("export", enc, "-o", notes, "--force"); code != 0 {
		t.Errorf("export --force over notes.svg = %d, %s", code, stderr)
	}

	// an earlier figure of the kind is replaced, as make figures needs
	for _, out := range []string{filepath.Join(dir, "fig.svg"), filepath.Join(dir, "fig.png")} {
		for range 2 {
			if code, _, stderr := runArgs("export", enc, "-o", out, "--scale", "8"); code != 0 {
				t.Fatalf("export -o %s = %d, %s", out, code, stderr)
			}
		}
		if code, _, stderr := runArgs("export", enc, "-o", out, "--scale", "9"); code != 0 {
			t.Errorf("export over an earlier %s = %d, %s", out, code, stderr)
		}
	}
	data, _ := os.ReadFile(filepath.Join(dir, "fig.svg"))
	if !bytes.Contains(data, []byte("<svg")) {
		t.Errorf("fig.svg is not an SVG: %.60q", data)
	}
}
