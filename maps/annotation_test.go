package maps

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

func TestAnnotationAreaSquares(t *testing.T) {
	a := Annotation{Kind: AnnotationArea, Rect: &SquareRect{grid.Cell{X: 1, Y: 0}, grid.Cell{X: 2, Y: 1}}}
	want := []grid.Cell{{X: 1, Y: 0}, {X: 2, Y: 0}, {X: 1, Y: 1}, {X: 2, Y: 1}}
	if got := a.AreaSquares(); !slices.Equal(got, want) {
		t.Errorf("AreaSquares(rect 1,0 to 2,1) = %v, want %v", got, want)
	}
}

// TestMarshalChecksAnnotations: a board made smaller than its annotations
// is not saved, with the annotation's field path in the problem.
func TestMarshalChecksAnnotations(t *testing.T) {
	tests := []struct {
		name string
		ann  Annotation
		want string
	}{
		{"arrow off the map", Annotation{Kind: AnnotationArrow, Points: []Point{{0, 0}, {5, 0}}}, "annotations[0].arrow.to: 5, 0 is off the 3x2 map"},
		{"path square off the map", Annotation{Kind: AnnotationArrow, FollowsSquares: true, Points: []Point{{0, 0}, {0, 2}}}, "annotations[0].arrow.path[1]: square 0,2 is off"},
		{"path between squares", Annotation{Kind: AnnotationArrow, FollowsSquares: true, Points: []Point{{0, 0}, {0.5, 1}}}, "annotations[0].arrow.path[1]: 0.5, 1 is not a whole square"},
		{"callout number 0", Annotation{Kind: AnnotationCallout, Points: []Point{{1, 1}}}, "annotations[0].callout.number: callout number 0 is out of range"},
		{"empty label", Annotation{Kind: AnnotationLabel, Points: []Point{{1, 1}}, Text: " "}, "annotations[0].label.text: a label needs some text"},
		{"label with a line break", Annotation{Kind: AnnotationLabel, Points: []Point{{1, 1}}, Text: "a\nb"}, "annotations[0].label.text: the text may not hold line breaks"},
		{"unknown colour", Annotation{Kind: AnnotationArea, Squares: []grid.Cell{{X: 0, Y: 0}}, Color: "mauve"}, `annotations[0].area.color: unknown colour "mauve"`},
		{"no kind", Annotation{}, "annotations[0]: unknown annotation kind 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := &Encounter{Square: &dsfile.SquareMap{Board: drawsteel.NewBoard(3, 2)}, Annotations: []Annotation{tt.ann}}
			_, err := e.Marshal()
			var be *BoardError
			if !errors.As(err, &be) {
				t.Fatalf("Marshal() error = %v, want a *BoardError", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Marshal() error = %q, want it to contain %q", err, tt.want)
			}
		})
	}
}

// TestAnnotationsRoundTrip: what Marshal writes of annotations made in
// the program loads back to the same annotations.
func TestAnnotationsRoundTrip(t *testing.T) {
	e := &Encounter{Square: &dsfile.SquareMap{Board: drawsteel.NewBoard(4, 3)}, Caption: "A figure.", Annotations: []Annotation{
		{Kind: AnnotationArrow, Points: []Point{{0, 0}, {2.25, 1}}, Color: "blue", Dashed: true},
		{Kind: AnnotationArrow, FollowsSquares: true, Points: []Point{{0, 0}, {1, 1}, {2, 1}}},
		{Kind: AnnotationArea, Rect: &SquareRect{grid.Cell{X: 1, Y: 1}, grid.Cell{X: 3, Y: 2}}},
		{Kind: AnnotationArea, Squares: []grid.Cell{{X: 3, Y: 0}}, Color: "green"},
		{Kind: AnnotationCallout, Points: []Point{{-0.5, 2.5}}, Number: 7, Text: "Seven."},
		{Kind: AnnotationLabel, Points: []Point{{3, 2}}, Text: "x < y & z"},
		{Kind: AnnotationLabel, Points: []Point{{1, 2}}, Text: "trap", Private: true},
		{Kind: AnnotationArea, Squares: []grid.Cell{{X: 0, Y: 0}}, Private: true},
	}}
	data, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	e2, err := Parse("round.json", data)
	if err != nil {
		t.Fatalf("Parse(Marshal()) error:\n%v\n%s", err, data)
	}
	if e2.Caption != e.Caption {
		t.Errorf("Caption = %q, want %q", e2.Caption, e.Caption)
	}
	if len(e2.Annotations) != len(e.Annotations) {
		t.Fatalf("got %d annotations, want %d", len(e2.Annotations), len(e.Annotations))
	}
	for i := range e.Annotations {
		a, b := e.Annotations[i], e2.Annotations[i]
		if a.Kind != b.Kind || !slices.Equal(a.Points, b.Points) || !slices.Equal(a.Squares, b.Squares) ||
			(a.Rect == nil) != (b.Rect == nil) || (a.Rect != nil && *a.Rect != *b.Rect) ||
			a.FollowsSquares != b.FollowsSquares || a.Number != b.Number || a.Text != b.Text || a.Color != b.Color || a.Dashed != b.Dashed || a.Private != b.Private {
			t.Errorf("annotation %d = %+v after a round trip, want %+v", i, b, a)
		}
	}
}
