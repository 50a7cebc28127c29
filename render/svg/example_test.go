package svg_test

import (
	"image/color"
	"os"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/svg"
)

func ExampleWrite() {
	s := &render.Scene{Background: color.RGBA{255, 255, 255, 255}}
	s.Add(
		render.Rectangle(render.Rect{Max: render.Point{X: 2, Y: 1}}, color.RGBA{200, 200, 196, 255}, color.RGBA{0, 0, 0, 255}, 0.05),
		render.Disc(render.Point{X: 0.5, Y: 0.5}, 0.43, color.RGBA{36, 84, 180, 255}, color.RGBA{}, 0),
		render.Label(render.Point{X: 0.5, Y: 0.5}, "Fury", 0.3, color.RGBA{255, 255, 255, 255}, render.AlignCenter, true),
		render.Line(render.Point{X: 1, Y: 0}, render.Point{X: 1, Y: 1}, color.RGBA{0, 0, 0, 70}, 0.025),
	)
	if err := svg.Write(os.Stdout, s, render.View{Scale: 40}, 80, 40); err != nil {
		panic(err)
	}
	// Output:
	// <?xml version="1.0" encoding="UTF-8" standalone="no"?>
	// <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="80" height="40" viewBox="0 0 80 40" font-family="Go, 'Go Regular', sans-serif">
	// <rect width="100%" height="100%" fill="#ffffff"/>
	// <rect x="0" y="0" width="80" height="40" fill="#c8c8c4" stroke="#000000" stroke-width="2"/>
	// <circle cx="20" cy="20" r="17.2" fill="#2454b4"/>
	// <text x="20" y="24.4" font-size="12" font-weight="bold" text-anchor="middle" fill="#ffffff">Fury</text>
	// <line x1="40" y1="0" x2="40" y2="40" stroke="#000000" stroke-opacity="0.275" stroke-width="1"/>
	// </svg>
}
