package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestBuildAnnotatedSceneAreasUnderTokens: an area goes between the map
// and the tokens; arrows, callouts and labels over everything.
func TestBuildAnnotatedSceneAreasUnderTokens(t *testing.T) {
	b := drawsteel.NewBoard(4, 3)
	b.Creatures = []drawsteel.Creature{{ID: "a", Name: "A", Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 1, Y: 1}}}
	opt := Options{Theme: render.PrintTheme()}
	plain := BuildScene(b, opt)
	anns := []Annotation{
		{Kind: render.NoteLabel, Points: []render.Point{{X: 2, Y: 0.5}}, Text: "here"},
		{Kind: render.NoteArea, Squares: []drawsteel.Square{{X: 1, Y: 1}, {X: 2, Y: 1}}},
		{Kind: render.NoteCallout, Points: []render.Point{{X: 0.5, Y: 0.5}}, Number: 1},
	}
	s := BuildAnnotatedScene(b, opt, anns)
	var tokens render.Scene
	addToken(&tokens, b, &b.Creatures[0], &opt.Theme, false, false, 0)
	mapEnd := len(plain.Shapes) - len(tokens.Shapes)
	var areas render.Scene
	addNoteArea(&areas, b, &anns[1], &opt.Theme, spanOf(b, render.Rect{}), true)
	// the map, then the area, then the tokens as BuildScene drew them
	for i := range mapEnd {
		if s.Shapes[i].Kind != plain.Shapes[i].Kind {
			t.Fatalf("shape %d is %v, want the map's %v", i, s.Shapes[i].Kind, plain.Shapes[i].Kind)
		}
	}
	if got := s.Shapes[mapEnd].Fill; got != areas.Shapes[0].Fill {
		t.Errorf("shape after the map has fill %v, want the area's %v", got, areas.Shapes[0].Fill)
	}
	tokAt := mapEnd + len(areas.Shapes)
	for i := range tokens.Shapes {
		if s.Shapes[tokAt+i].Kind != tokens.Shapes[i].Kind || s.Shapes[tokAt+i].Text != tokens.Shapes[i].Text {
			t.Fatalf("shape %d = %+v, want token shape %+v", tokAt+i, s.Shapes[tokAt+i], tokens.Shapes[i])
		}
	}
	// over the tokens: the callout (disc, number), then the label (backing, text)
	rest := s.Shapes[tokAt+len(tokens.Shapes):]
	if len(rest) != 4 || rest[1].Text != "1" || rest[3].Text != "here" {
		t.Errorf("marks over the tokens = %+v, want the callout 1 then the label", rest)
	}
}
