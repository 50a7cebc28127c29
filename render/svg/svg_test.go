package svg_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"image/color"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"golang.org/x/image/font/opentype"

	"github.com/battlemap/battlemap/internal/fixture"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/render/svg"
)

// Regenerate the golden files with: go test ./render/... -update
var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func write(t testing.TB, s *render.Scene, v render.View, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := svg.Write(&buf, s, v, w, h); err != nil {
		t.Fatalf("Write: %v", err)
	}
	return buf.Bytes()
}

func smallScene(th render.Theme) *render.Scene {
	opt := dsscene.DefaultOptions()
	opt.Theme = th
	return dsscene.BuildScene(fixture.Small(), opt)
}

func TestGolden(t *testing.T) {
	tests := []struct {
		name  string
		theme render.Theme
	}{
		{"small-screen", render.ScreenTheme()},
		{"small-print", render.PrintTheme()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := smallScene(tt.theme)
			v, w, h := render.RegionView(s.Bounds, 40)
			got := write(t, s, v, w, h)
			path := filepath.Join("testdata", tt.name+".svg")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./render/... -update to make it)", err)
			}
			if !bytes.Equal(got, want) {
				gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
				for i := 0; i < min(len(gl), len(wl)); i++ {
					if gl[i] != wl[i] {
						t.Fatalf("Write(%s) line %d = %q, want %q (from %s)", tt.name, i+1, gl[i], wl[i], path)
					}
				}
				t.Fatalf("Write(%s) has %d lines, want %d (from %s)", tt.name, len(gl), len(wl), path)
			}
		})
	}
}

func TestDeterministic(t *testing.T) {
	s := smallScene(render.ScreenTheme())
	v, w, h := render.RegionView(s.Bounds, 37.3)
	a, b := write(t, s, v, w, h), write(t, s, v, w, h)
	if !bytes.Equal(a, b) {
		t.Error("Write gave different bytes for the same scene twice")
	}
}

// TestElements parses the document as XML and checks it holds one element
// per drawn shape, of the right kind, plus the background.
func TestElements(t *testing.T) {
	s := smallScene(render.ScreenTheme())
	v, w, h := render.RegionView(s.Bounds, 40)
	doc := write(t, s, v, w, h)

	want := map[string]int{"svg": 1, "rect": 1} // the page and its background
	var texts []string
	for _, sh := range s.Shapes {
		switch sh.Kind {
		case render.Polygon:
			if sh.Fill.A > 0 || sh.Stroke.A > 0 {
				if len(sh.Points) == 4 && (sh.Points[0].X == sh.Points[1].X || sh.Points[0].Y == sh.Points[1].Y) {
					want["rect"]++
				} else {
					want["polygon"]++
				}
			}
		case render.Polyline:
			if len(sh.Points) == 2 {
				want["line"]++
			} else {
				want["polyline"]++
			}
		case render.Circle:
			want["circle"]++
		case render.Text:
			want["text"]++
			texts = append(texts, sh.Text)
		}
	}

	got := map[string]int{}
	var gotTexts []string
	dec := xml.NewDecoder(bytes.NewReader(doc))
	var inText bool
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("the document is not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if tok.Name.Space != "http://www.w3.org/2000/svg" {
				t.Errorf("element %s in namespace %q, want the SVG namespace", tok.Name.Local, tok.Name.Space)
			}
			got[tok.Name.Local]++
			if inText = tok.Name.Local == "text"; inText {
				gotTexts = append(gotTexts, "")
			}
		case xml.CharData:
			if inText {
				gotTexts[len(gotTexts)-1] += string(tok)
			}
		case xml.EndElement:
			inText = false
		}
	}
	for _, k := range []string{"svg", "rect", "polygon", "line", "polyline", "circle", "text"} {
		if got[k] != want[k] {
			t.Errorf("Write(small scene) has %d <%s> elements, want %d", got[k], k, want[k])
		}
	}
	if strings.Join(gotTexts, "|") != strings.Join(texts, "|") {
		t.Errorf("Write(small scene) texts = %q, want %q", gotTexts, texts)
	}
	for _, k := range []string{"polygon", "circle", "text"} {
		if got[k] == 0 {
			t.Errorf("Write(small scene) has no <%s>, want some (the fixture has one of everything)", k)
		}
	}
}

// TestShapes checks the markup of single shapes: colours un-premultiplied
// with opacity, compact numbers, dashes, text placement and escaping.
func TestShapes(t *testing.T) {
	red := color.RGBA{200, 0, 0, 255}
	halfBlue := color.RGBA{0, 0, 128, 128} // premultiplied: #0000ff at 50%
	tests := []struct {
		name  string
		shape render.Shape
		want  string
	}{
		{"rectangle", render.Rectangle(render.Rect{Min: render.Point{X: 1, Y: 1}, Max: render.Point{X: 2.5, Y: 3}}, red, color.RGBA{}, 0),
			`<rect x="10" y="10" width="15" height="20" fill="#c80000"/>`},
		{"translucent fill", render.Rectangle(render.Rect{Max: render.Point{X: 1, Y: 1}}, halfBlue, color.RGBA{}, 0),
			`<rect x="0" y="0" width="10" height="10" fill="#0000ff" fill-opacity="0.502"/>`},
		{"outline only", render.Rectangle(render.Rect{Max: render.Point{X: 1, Y: 1}}, color.RGBA{}, red, 0.05),
			`<rect x="0" y="0" width="10" height="10" fill="none" stroke="#c80000" stroke-width="1"/>`},
		{"polygon, rounded", render.Shape{Kind: render.Polygon, Points: []render.Point{{X: 0, Y: 0}, {X: 1.23456, Y: 0}, {X: 0, Y: -0.0001}}, Fill: red},
			`<polygon points="0,0 12.35,0 0,0" fill="#c80000"/>`},
		{"dashed polyline", render.Shape{Kind: render.Polyline, Points: []render.Point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 1, Y: 1}}, Stroke: red, Width: 0.2, Dash: 0.25},
			`<polyline points="0,0 10,0 10,10" fill="none" stroke="#c80000" stroke-width="2" stroke-dasharray="2.5"/>`},
		{"line", render.Line(render.Point{X: 0, Y: 0.5}, render.Point{X: 2, Y: 0.5}, halfBlue, 0.3),
			`<line x1="0" y1="5" x2="20" y2="5" stroke="#0000ff" stroke-opacity="0.502" stroke-width="3"/>`},
		{"disc", render.Disc(render.Point{X: 1, Y: 1}, 0.5, red, halfBlue, 0.1),
			`<circle cx="10" cy="10" r="5" fill="#c80000" stroke="#0000ff" stroke-opacity="0.502" stroke-width="1"/>`},
		{"dashed ring", render.Shape{Kind: render.Circle, Points: []render.Point{{X: 1, Y: 1}}, Radius: 0.5, Stroke: red, Width: 0.07, Dash: 0.16},
			`<circle cx="10" cy="10" r="5" fill="none" stroke="#c80000" stroke-width="1" stroke-dasharray="1.6"/>`},
		{"centred bold text", render.Label(render.Point{X: 1, Y: 1}, "Ogre", 0.4, red, render.AlignCenter, true),
			`<text x="10" y="11.47" font-size="4" font-weight="bold" text-anchor="middle" fill="#c80000">Ogre</text>`},
		{"left text, escaped", render.Label(render.Point{X: 1, Y: 1}, "a<b & \"c\"\x01", 0.4, red, render.AlignLeft, false),
			`<text x="10" y="11.47" font-size="4" text-anchor="start" fill="#c80000">a&lt;b &amp; "c"` + "\uFFFD" + `</text>`},
		{"right text", render.Label(render.Point{X: 1, Y: 1}, "▲2", 0.4, red, render.AlignRight, false),
			`<text x="10" y="11.47" font-size="4" text-anchor="end" fill="#c80000">▲2</text>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &render.Scene{Shapes: []render.Shape{tt.shape}}
			doc := string(write(t, s, render.View{Scale: 10}, 100, 100))
			lines := strings.Split(strings.TrimSpace(doc), "\n")
			if len(lines) != 4 {
				t.Fatalf("Write(%s) = %d lines, want 4 (header, svg, shape, end):\n%s", tt.name, len(lines), doc)
			}
			if lines[2] != tt.want {
				t.Errorf("Write(%s) shape = %s, want %s", tt.name, lines[2], tt.want)
			}
			if err := xml.Unmarshal([]byte(doc), new(struct{})); err != nil {
				t.Errorf("Write(%s) is not XML: %v", tt.name, err)
			}
		})
	}
}

// TestOffPage checks shapes wholly outside the page are left out.
func TestOffPage(t *testing.T) {
	red := color.RGBA{200, 0, 0, 255}
	s := &render.Scene{Shapes: []render.Shape{
		render.Rectangle(render.Rect{Min: render.Point{X: 20, Y: 20}, Max: render.Point{X: 21, Y: 21}}, red, color.RGBA{}, 0),
		render.Rectangle(render.Rect{Min: render.Point{X: 9.5, Y: 9.5}, Max: render.Point{X: 11, Y: 11}}, red, color.RGBA{}, 0),
	}}
	doc := string(write(t, s, render.View{Scale: 10}, 100, 100))
	if n := strings.Count(doc, "<rect"); n != 1 {
		t.Errorf("Write(one square off the page, one overlapping its corner) has %d rects, want 1", n)
	}
}

// TestBaselineDrop checks the baseline offset written for text centres the
// Go fonts' line box on the text's point, as the window does.
func TestBaselineDrop(t *testing.T) {
	regular, bold := assets.Fonts()
	for _, ttf := range [][]byte{regular, bold} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		const size = 1000
		face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72})
		if err != nil {
			t.Fatal(err)
		}
		m := face.Metrics()
		want := float64(m.Ascent-m.Descent) / 64 / 2
		s := &render.Scene{Shapes: []render.Shape{render.Label(render.Point{}, "x", 1, color.RGBA{A: 255}, render.AlignLeft, false)}}
		doc := string(write(t, s, render.View{Scale: size}, 10, 10))
		var y float64
		if _, err := fmt.Sscanf(doc[strings.Index(doc, "<text"):], `<text x="0" y="%g"`, &y); err != nil {
			t.Fatalf("no y in %s: %v", doc, err)
		}
		if math.Abs(y-want) > 0.5 {
			t.Errorf("baseline of %d px text at y 0 = %v, want %.1f (half of ascent less descent)", size, y, want)
		}
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteError(t *testing.T) {
	err := svg.Write(failWriter{}, &render.Scene{}, render.View{Scale: 1}, 10, 10)
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("Write to a failing writer = %v, want an error wrapping disk full", err)
	}
}

func BenchmarkWrite(b *testing.B) {
	s := dsscene.BuildScene(fixture.Large(), dsscene.DefaultOptions())
	v, w, h := render.RegionView(s.Bounds, 64)
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := svg.Write(&buf, s, v, w, h); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes/svg")
}

// A turned view turns the text with the map, about its anchor, and keeps
// rectangles rectangles of positive size.
func TestTurnedView(t *testing.T) {
	s := &render.Scene{}
	s.AddRect(render.Rect{Min: render.Point{X: 1, Y: 1}, Max: render.Point{X: 3, Y: 2}}, color.RGBA{200, 0, 0, 255}, color.RGBA{}, 0)
	s.AddLabel(render.Point{X: 2, Y: 1}, "Kestrel", 0.5, color.RGBA{0, 0, 0, 255}, render.AlignCenter, false)
	v := render.View{Scale: 10, Offset: render.Point{X: 100, Y: 100}, Turn: 2}
	doc := string(write(t, s, v, 100, 100))
	for _, want := range []string{
		`<rect x="70" y="80" width="20" height="10"`,
		`transform="rotate(180 80 90)"`,
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("Write(turned 2) has no %s:\n%s", want, doc)
		}
	}
}
