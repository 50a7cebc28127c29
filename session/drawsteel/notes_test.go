package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

func TestNoteToolsAddUndoableNotes(t *testing.T) {
	in := NewInteraction(field(t))
	in.StartNotes()
	if in.Mode() != ModeNotes {
		t.Fatalf("StartNotes: mode %v, want annotating", in.Mode())
	}
	// an arrow from 1,1 to 4,1
	in.NoteDown(sq(1, 1), false)
	in.NoteDrag(sq(2, 1))
	in.NoteUp(sq(4, 1))
	// an area from 2,2 to 3,4, dragged the other way round
	in.SetNoteTool(ToolArea)
	in.NoteDown(sq(3, 4), false)
	in.NoteUp(sq(2, 2))
	// two callouts, numbered in order
	in.SetNoteTool(ToolCallout)
	in.SetNoteText("the commando slams here")
	in.NoteDown(sq(5, 1), false)
	in.NoteUp(sq(5, 1))
	in.NoteDown(sq(6, 2), false)
	in.NoteUp(sq(6, 2))
	// a label needs text
	in.SetNoteTool(ToolLabel)
	in.SetNoteText("")
	in.NoteDown(sq(0, 5), false)
	in.NoteUp(sq(0, 5))
	notes := in.Figure().Notes
	if len(notes) != 4 {
		t.Fatalf("%d notes, want 4 (arrow, area, two callouts; no label without text): %+v", len(notes), notes)
	}
	if a := notes[0]; a.Kind != maps.AnnotationArrow || len(a.Points) != 2 || a.Points[1] != (maps.Point{X: 4, Y: 1}) {
		t.Errorf("arrow = %+v, want from 1,1 to 4,1", a)
	}
	if a := notes[1]; a.Kind != maps.AnnotationArea || a.Rect == nil || a.Rect.Min != grid.Cell(sq(2, 2)) || a.Rect.Max != grid.Cell(sq(3, 4)) {
		t.Errorf("area = %+v, want the rectangle 2,2-3,4", a)
	}
	if notes[2].Number != 1 || notes[3].Number != 2 || notes[3].Text != "the commando slams here" {
		t.Errorf("callouts numbered %d and %d (%q), want 1 and 2 with the text", notes[2].Number, notes[3].Number, notes[3].Text)
	}
	in.SetNoteTool(ToolErase)
	in.NoteDown(sq(3, 3), false) // inside the area
	in.NoteUp(sq(3, 3))
	if got := len(in.Figure().Notes); got != 3 {
		t.Errorf("after erasing the area: %d notes, want 3", got)
	}
	in.SetCaption("The null slides a war dog commando 5 squares.")
	in.Do(session.ActUndo) // the caption
	in.Do(session.ActUndo) // the erase
	if f := in.Figure(); len(f.Notes) != 4 || f.Caption != "" {
		t.Errorf("after two undos: %d notes, caption %q; want 4 notes and no caption", len(f.Notes), f.Caption)
	}
}

func TestArrowFollowingSquares(t *testing.T) {
	in := NewInteraction(field(t))
	in.StartNotes()
	in.NoteDown(sq(1, 1), true) // Shift: follow the squares
	for _, q := range []struct{ x, y int }{{2, 1}, {3, 2}, {3, 3}} {
		in.NoteDrag(sq(q.x, q.y))
	}
	in.NoteUp(sq(3, 3))
	a := in.Figure().Notes[0]
	if !a.FollowsSquares || len(a.Points) != 4 {
		t.Errorf("arrow dragged with Shift = %+v, want the 4 squares dragged over", a)
	}
}
