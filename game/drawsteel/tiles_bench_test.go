package drawsteel

import (
	"fmt"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/internal/bigmap"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// windowArea is the map area of the window as it opens (1280 x 800 less
// the panel).
func windowArea() game.Area { return game.MapArea(1280, 800, 1) }

// firstFrame paints every tile of the map on screen with the map fitted to
// the window: the map's share of the first frame.
func firstFrame(b *testing.B, board *drawsteel.Board, opt dsscene.Options) {
	b.Helper()
	p := newPainter(b)
	var cam game.Camera
	cam.Fit(mapBounds(board), windowArea())
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		p.labelsFor = nil // a new board: its labels found again
		for _, t := range visibleTiles(cam.View, windowArea(), mapBounds(board)) {
			p.paint(board, opt, cam.View, t)
		}
	}
}

// BenchmarkFirstFrame200 is the 200x200 sample (varied terrain and walls,
// 400 creatures), fitted: far out, squares painted one colour each.
func BenchmarkFirstFrame200(b *testing.B) {
	firstFrame(b, bigmap.Busy(200, 200, 400, 1), dsscene.DefaultOptions())
}

// BenchmarkFirstFrame200Close is the same map at 40 pixels a square, every
// shape drawn.
func BenchmarkFirstFrame200Close(b *testing.B) {
	board := bigmap.Busy(200, 200, 400, 1)
	p := newPainter(b)
	v := render.View{Scale: 40, Offset: render.Point{X: -3000, Y: -3000}}
	opt := dsscene.DefaultOptions()
	b.ReportAllocs()
	for b.Loop() {
		p.labelsFor = nil
		for _, t := range visibleTiles(v, windowArea(), mapBounds(board)) {
			p.paint(board, opt, v, t)
		}
	}
}

// BenchmarkFirstFrameWalls1000 is the largest map the format allows, all
// wall, fitted.
func BenchmarkFirstFrameWalls1000(b *testing.B) {
	firstFrame(b, bigmap.Walls(1000, 1000), dsscene.DefaultOptions())
}

// BenchmarkFirstFrameArea1000 is one area annotation over all of a
// 1000x1000 map, fitted.
func BenchmarkFirstFrameArea1000(b *testing.B) {
	opt := dsscene.DefaultOptions()
	opt.Notes = []dsscene.Annotation{{Kind: render.NoteArea, Squares: maps2squares(0, 0, 999, 999)}}
	firstFrame(b, drawsteel.NewBoard(1000, 1000), opt)
}

// BenchmarkFirstFrameLabels is 1,000 labels of the longest text the format
// allows (500 letters) on a 10x10 map, fitted.
func BenchmarkFirstFrameLabels(b *testing.B) {
	opt := dsscene.DefaultOptions()
	text := strings.Repeat("lorem ipsum dolor sit amet ", 19)[:500]
	for i := range 1000 {
		opt.Notes = append(opt.Notes, dsscene.Annotation{Kind: render.NoteLabel,
			Points: []render.Point{{X: float64(i%10) + 0.5, Y: float64(i/10%10) + 0.5}}, Text: fmt.Sprint(i, text)})
	}
	firstFrame(b, drawsteel.NewBoard(10, 10), opt)
}
