package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// The map editor by keyboard alone: arrows move the cursor (from the
// middle, never off the map), Enter starts and ends a stroke, the arrows
// between extend it, Esc drops it; Tab and the shape key choose what is
// drawn. A wall line and a thin wall are drawn without a pointer.
func TestMapEditByKeyboard(t *testing.T) {
	in := NewInteraction(drawsteel.NewBoard(6, 4))
	in.SetKeys(testKeys)
	in.MapCursorMove(1, 0) // not in the editor: nothing happens
	if _, ok := in.Cursor(); ok {
		t.Fatalf("MapCursorMove outside the editor set a cursor")
	}
	in.StartMapEdit()
	in.MapCursorMove(0, 0)
	if q, ok := in.Cursor(); !ok || q != sq(3, 2) {
		t.Errorf("first cursor = %v, %v; want the middle 3,2", q, ok)
	}
	for range 9 {
		in.MapCursorMove(-1, -1)
	}
	if q, _ := in.Cursor(); q != sq(0, 0) {
		t.Errorf("cursor after 9 steps up-left = %v, want 0,0 (kept on the map)", q)
	}

	// a wall line from 0,1 to 3,1: tool and shape by key, Enter, arrows, Enter
	for in.mapEdit.brush.Tool != session.MapWall {
		in.CycleMapTool(1)
	}
	for in.mapEdit.shape != session.ShapeLine {
		in.CycleMapShape(1)
	}
	in.MapCursorMove(0, 1)
	in.MapStrokeKey()
	for range 3 {
		in.MapCursorMove(1, 0)
	}
	if sqs, _ := in.StrokePreview(); len(sqs) != 4 {
		t.Errorf("StrokePreview of the keyboard line = %v, want the 4 squares 0,1 to 3,1", sqs)
	}
	if features(in.Board()) != "...... ...... ...... ......" {
		t.Errorf("the board changed before the second Enter")
	}
	in.MapStrokeKey()
	if got, want := features(in.Board()), "...... SSSS.. ...... ......"; got != want {
		t.Errorf("after the keyboard wall line: %q, want %q", got, want)
	}
	if !in.History().CanUndo() {
		t.Errorf("the keyboard stroke is not an undo step")
	}

	// Enter twice on one square paints it; Esc drops a stroke under way
	in.CycleMapTool(-1) // back from wall to liquid
	if br, _ := in.MapBrush(); br.Tool != session.MapLiquid {
		t.Fatalf("CycleMapTool(-1) from wall = %v, want liquid", br.Tool)
	}
	for in.mapEdit.shape != session.ShapeDabs {
		in.CycleMapShape(-1)
	}
	in.MapCursorMove(0, 1) // 3,2
	in.MapStrokeKey()
	in.MapStrokeKey()
	in.MapStrokeKey()
	in.MapCursorMove(1, 0)
	if !in.MapCancelStroke() || in.MapCancelStroke() {
		t.Errorf("MapCancelStroke: want true with a stroke under way, then false")
	}
	if got, want := features(in.Board()), "...... SSSS.. ...~.. ......"; got != want {
		t.Errorf("after one dab and a dropped stroke: %q, want %q", got, want)
	}

	// an edge tool: the cursor names corners, up to the width and height;
	// the shape key skips freehand and fill, which it cannot draw
	for in.mapEdit.brush.Tool != session.MapThinWall {
		in.CycleMapTool(1)
	}
	for range 4 {
		in.CycleMapShape(1)
		if _, s := in.MapBrush(); s == session.ShapeDabs || s == session.ShapeFill {
			t.Errorf("CycleMapShape with the thin wall chose %v", s)
		}
	}
	for in.mapEdit.shape != session.ShapeLine {
		in.CycleMapShape(1)
	}
	for range 9 {
		in.MapCursorMove(1, 1)
	}
	if q, _ := in.Cursor(); q != sq(6, 4) {
		t.Errorf("corner cursor after 9 steps down-right = %v, want 6,4", q)
	}
	in.MapCursorMove(-6, -2) // corner 0,2
	in.MapStrokeKey()
	in.MapCursorMove(2, 0)
	in.MapStrokeKey()
	if e, ok := in.Board().EdgeAt(sq(1, 1), sq(1, 2)); !ok || e.Kind != rules.EdgeWall {
		t.Errorf("thin wall along y=2 from corner 0,2 to 2,2: edge between 1,1 and 1,2 = %+v, %v", e, ok)
	}
	if !strings.Contains(in.Message(), "Ctrl+Z") {
		t.Errorf("message after the thin wall %q, want the undo hint", in.Message())
	}
}
