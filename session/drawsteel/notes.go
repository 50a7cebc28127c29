package drawsteel

import (
	"fmt"
	"slices"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// Figure is the encounter's annotations and caption, and its background
// picture (the map editor's Background tool): part of the undo history
// like the board, so drawing a note or moving the picture can be undone.
// None of it affects the rules.
type Figure struct {
	Notes   []maps.Annotation
	Caption string
	// Background is never changed once made: a change is a new one.
	Background *maps.Background
}

// NoteTool is what a press on the map does while annotating.
type NoteTool int

const (
	ToolArrow   NoteTool = iota // drag from one square to another (Shift: follow the squares dragged over)
	ToolArea                    // drag a rectangle of squares
	ToolCallout                 // click: the next numbered callout, with the note text
	ToolLabel                   // click: a text label with the note text
	ToolErase                   // click: remove the newest note on that square
)

// toolNames are the tools' names, in NoteTool order.
func toolNames() [5]string {
	return [...]string{"arrow", "area", "callout", "label", "erase"}
}

func (t NoteTool) String() string { return toolNames()[t] }

// NoteTools lists the tools in panel order.
func NoteTools() []NoteTool {
	return []NoteTool{ToolArrow, ToolArea, ToolCallout, ToolLabel, ToolErase}
}

// noting is the annotation editor's state.
type noting struct {
	tool     NoteTool
	color    string // "" for the kind's default
	dashed   bool
	text     string // for labels and callouts
	dragging bool
	path     []drawsteel.Square // squares dragged over, from the press
	follow   bool               // the arrow follows the dragged squares
}

// Figure is the annotations and caption as they are now.
func (in *Interaction) Figure() Figure { return in.hist.Figure() }

// StartNotes enters annotation mode; StopNotes leaves it.
func (in *Interaction) StartNotes() {
	in.Cancel()
	in.mode = ModeNotes
	in.message = fmt.Sprintf("Annotating with the %s tool. %s or Done ends.", in.notes.tool, in.key(session.ActCancel, "Cancel"))
}

// StopNotes leaves annotation mode.
func (in *Interaction) StopNotes() {
	if in.mode == ModeNotes {
		in.mode = ModeIdle
		in.notes.dragging = false
		in.message = "annotations done. " + in.key(session.ActUndo, "Undo") + " undoes the last one."
	}
}

// NoteSettings is the tool, colour, dashing and text in use.
func (in *Interaction) NoteSettings() (NoteTool, string, bool, string) {
	return in.notes.tool, in.notes.color, in.notes.dashed, in.notes.text
}

// SetNoteTool, CycleNoteColor, ToggleNoteDashed and SetNoteText change the editor.
func (in *Interaction) SetNoteTool(t NoteTool) {
	in.notes.tool = t
	in.message = fmt.Sprintf("Annotating with the %s tool.", t)
}

// CycleNoteColor steps through the palette ("" = each kind's default colour).
func (in *Interaction) CycleNoteColor() {
	colors := append([]string{""}, maps.AnnotationColors()...)
	i := slices.Index(colors, in.notes.color)
	in.notes.color = colors[(i+1)%len(colors)]
}

// ToggleNoteDashed turns dashing of arrows and area edges on or off.
func (in *Interaction) ToggleNoteDashed() { in.notes.dashed = !in.notes.dashed }

// SetNoteText sets the text of the next label or callout.
func (in *Interaction) SetNoteText(s string) { in.notes.text = s }

// SetCaption changes the figure's caption (an undoable step).
func (in *Interaction) SetCaption(s string) {
	f := in.Figure()
	if s == f.Caption {
		return
	}
	f.Notes = slices.Clone(f.Notes)
	f.Caption = s
	in.hist.pushFigure(f, "Caption changed")
	in.message = "Caption changed. " + in.key(session.ActUndo, "Undo") + " undoes it."
}

// NoteDown, NoteDrag and NoteUp are the pointer on the map while annotating.
func (in *Interaction) NoteDown(q drawsteel.Square, shift bool) {
	if in.mode != ModeNotes {
		return
	}
	in.notes.dragging, in.notes.path, in.notes.follow = true, []drawsteel.Square{q}, shift
}

// NoteDrag adds the square to the drag.
func (in *Interaction) NoteDrag(q drawsteel.Square) {
	if in.mode != ModeNotes || !in.notes.dragging {
		return
	}
	if p := in.notes.path; p[len(p)-1] != q {
		if i := slices.Index(p, q); i >= 0 {
			in.notes.path = p[:i+1] // dragging back cuts the path
		} else {
			in.notes.path = append(p, q)
		}
	}
}

// Pending is the note the drag would make (for drawing while dragging).
func (in *Interaction) Pending() (maps.Annotation, bool) {
	if in.mode != ModeNotes || !in.notes.dragging {
		return maps.Annotation{}, false
	}
	return in.pendingNote()
}

func (in *Interaction) pendingNote() (maps.Annotation, bool) {
	n := in.notes
	if len(n.path) == 0 {
		return maps.Annotation{}, false
	}
	a, b := n.path[0], n.path[len(n.path)-1]
	pt := func(q drawsteel.Square) maps.Point { return maps.Point{X: float64(q.X), Y: float64(q.Y)} }
	note := maps.Annotation{Color: n.color}
	switch n.tool {
	case ToolArrow:
		if a == b {
			return note, false
		}
		note.Kind, note.Dashed = maps.AnnotationArrow, n.dashed
		if n.follow && len(n.path) > 2 {
			note.FollowsSquares = true
			for _, q := range n.path {
				note.Points = append(note.Points, pt(q))
			}
		} else {
			note.Points = []maps.Point{pt(a), pt(b)}
		}
	case ToolArea:
		note.Kind, note.Dashed = maps.AnnotationArea, n.dashed
		note.Rect = &maps.SquareRect{Min: grid.Cell{X: min(a.X, b.X), Y: min(a.Y, b.Y)}, Max: grid.Cell{X: max(a.X, b.X), Y: max(a.Y, b.Y)}}
	case ToolCallout:
		note.Kind, note.Points, note.Text = maps.AnnotationCallout, []maps.Point{pt(b)}, n.text
		note.Number = 1
		for _, o := range in.Figure().Notes {
			if o.Kind == maps.AnnotationCallout {
				note.Number = max(note.Number, o.Number+1)
			}
		}
	case ToolLabel:
		if n.text == "" {
			return note, false
		}
		note.Kind, note.Points, note.Text = maps.AnnotationLabel, []maps.Point{pt(b)}, n.text
	default:
		return note, false
	}
	return note, true
}

// NoteUp ends the press: the note is added (or, with the eraser, the
// newest note on the square is removed) as one undoable step.
func (in *Interaction) NoteUp(q drawsteel.Square) {
	if in.mode != ModeNotes || !in.notes.dragging {
		return
	}
	in.NoteDrag(q)
	defer func() { in.notes.dragging, in.notes.path = false, nil }()
	f := in.Figure()
	notes := slices.Clone(f.Notes)
	if in.notes.tool == ToolErase {
		for i := len(notes) - 1; i >= 0; i-- {
			if touches(&notes[i], q) {
				what := titleCase(fmt.Sprintf("%s note erased", notes[i].Kind))
				notes = slices.Delete(notes, i, i+1)
				in.hist.pushFigure(Figure{Notes: notes, Caption: f.Caption, Background: f.Background}, what)
				in.message = what + ". " + in.key(session.ActUndo, "Undo") + " brings it back."
				return
			}
		}
		in.message = "No note on that square."
		return
	}
	note, ok := in.pendingNote()
	if !ok {
		if in.notes.tool == ToolLabel {
			in.message = "Type the label's text in the panel first."
		}
		return
	}
	what := titleCase(fmt.Sprintf("%s note added", note.Kind))
	in.hist.pushFigure(Figure{Notes: append(notes, note), Caption: f.Caption, Background: f.Background}, what)
	in.message = what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
}

// touches reports whether a note covers or marks the square.
func touches(a *maps.Annotation, q drawsteel.Square) bool {
	if a.Covers(grid.Cell(q)) {
		return true
	}
	for _, p := range a.Points {
		if int(p.X+0.5) == q.X && int(p.Y+0.5) == q.Y {
			return true
		}
	}
	return false
}
