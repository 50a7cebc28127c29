package realms

import (
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

func TestHexPlayBackground(t *testing.T) {
	_, p, l := newHexEditor(t)
	start := &maps.Background{Image: "ford.png", CellPixels: 60}
	p.ResumeBackground(start)
	start.CellPixels = 1 // the caller's value is copied
	if got := p.Background(); got == nil || got.CellPixels != 60 || p.UndoSteps() != 0 {
		t.Fatalf("ResumeBackground: %+v with %d undo steps, want the file's picture and none", got, p.UndoSteps())
	}
	moved := session.MoveBackground(*p.Background(), pt(1, 0))
	p.SetBackground(&moved, "Moved the picture", false)
	for range 2 {
		s := session.StepBackground(*p.Background(), 1, false, pt(0, 0))
		p.SetBackground(&s, "Scaled the picture", true)
	}
	if p.UndoSteps() != 2 {
		t.Errorf("a move and two notches of the wheel made %d undo steps, want 2", p.UndoSteps())
	}
	// a terrain stroke between keeps the picture
	br, _, _ := p.MapBrush()
	br.Tool = session.MapDifficult
	p.SetMapBrush(br, session.ShapeDabs, 0)
	strokeAt(p, l, grid.Cell{X: 1, Y: 1})
	p.RenameBackground("ford.png", "ford-2.png")
	// "Every edit is one step of undo/redo."
	for _, want := range []float64{61.206, 61.206, 60, 60} {
		if got := p.Background(); got == nil || got.CellPixels != want || got.Image != "ford-2.png" {
			t.Errorf("background %+v, want ford-2.png at %v px a hex", got, want)
		}
		p.Undo()
	}
	if got := p.Background(); got == nil || got.OffsetX != 0 {
		t.Errorf("everything undone: %+v, want the picture as the file had it", got)
	}
	p.Redo()
	if got := p.Background(); got == nil || got.OffsetX != 60 {
		t.Errorf("redone: %+v, want it moved a hex, 60 px", got)
	}
	p.SetBackground(nil, "Removed the background picture", false)
	if p.Background() != nil {
		t.Error("the picture was removed, but is there")
	}
}

func pt(x, y float64) render.Point { return render.Point{X: x, Y: y} }
