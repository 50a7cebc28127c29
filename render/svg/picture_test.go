package svg_test

import (
	"bytes"
	"encoding/base64"
	"image"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/svg"
)

// TestPictureEmbedded checks that a picture is embedded with its own bytes
// (never re-encoded), placed by a matrix and clipped to the map.
func TestPictureEmbedded(t *testing.T) {
	data := []byte("\x89PNG fake bytes: embedded as they are")
	pic := &render.Picture{Image: image.NewRGBA(image.Rect(0, 0, 40, 20)), Data: data, MIME: "image/png"}
	var s render.Scene
	s.Add(render.Shape{Kind: render.Image, Picture: pic, Points: []render.Point{{X: -1, Y: 0}, {X: 3, Y: 2}, {X: 0, Y: 0}, {X: 2, Y: 2}}})
	var out bytes.Buffer
	if err := svg.Write(&out, &s, render.View{Scale: 10, Offset: render.Point{X: 5, Y: 5}}, 30, 30); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		// the map from 0,0 to 2,2 squares: pixels 5 to 25
		`<clipPath id="picture1"><rect x="5" y="5" width="20" height="20"/></clipPath>`,
		// 4 squares over 40 pixels: 1 screen pixel a picture pixel, from -1 square
		`transform="matrix(1 0 0 1 -5 5)" width="40" height="20"`,
		`href="data:image/png;base64,` + base64.StdEncoding.EncodeToString(data) + `"`,
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("svg.Write wrote\n%s\nwant it to hold %s", out.String(), want)
		}
	}
}
