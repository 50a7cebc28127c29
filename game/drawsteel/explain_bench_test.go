package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/session"
)

// BenchmarkExplainDraw is a frame's explain panel while a push is
// previewed on the sample (the README's preview) with explain on: the
// narration as wrapped, placed clear of the move and drawn (the status
// bar and side view drawn once first, as a frame does).
func BenchmarkExplainDraw(b *testing.B) {
	g := previewSamplePush(b)
	g.do(session.ActExplain, game.Area{})
	area := game.MapArea(1920, 1080, 1)
	g.fit(area)
	img := ebiten.NewImage(1920, 1080)
	below := g.drawStatus(img, area)
	g.drawSideView(img, area, below)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		g.drawExplain(img, area, below)
	}
}
