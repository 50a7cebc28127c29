package game

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/maps"
)

// Dialog is a question the square window asks before it goes on (a file
// changed on disk, two versions of a file): shown as a sheet, as every
// window's questions are. While it is open the map and the keymap are
// off; each choice has a key as well as a button.
type Dialog struct {
	Title string
	Lines []string
	// Choices in the order shown; Esc picks the one marked cancel, if any.
	Choices []DialogChoice
	// Sheet is the sheet that shows it.
	Sheet *Sheet
}

type DialogChoice struct {
	Label  string
	Key    ebiten.Key
	Do     func()
	Cancel bool
}

// Clock is a time as the dialogs show it.
func Clock(t time.Time) string {
	if t.IsZero() {
		return "an unknown time"
	}
	if y, m, d := t.Date(); y == time.Now().Year() && m == time.Now().Month() && d == time.Now().Day() {
		return t.Format("15:04:05")
	}
	return t.Format("2 Jan 2006 15:04")
}

// Holds says in a few words what an autosave holds beyond its changes:
// ": round 2, 3 events logged, the last: "..."", or "".
func Holds(e *maps.Encounter) string {
	var parts []string
	if e.Turn.Round > 0 {
		parts = append(parts, fmt.Sprintf("round %d", e.Turn.Round))
	}
	switch n := len(e.Log); n {
	case 0:
	case 1:
		parts = append(parts, fmt.Sprintf("1 event logged: \"%s\"", e.Log[0]))
	default:
		parts = append(parts, fmt.Sprintf("%d events logged, the last: \"%s\"", n, e.Log[n-1]))
	}
	if len(parts) == 0 {
		return ""
	}
	return ": " + strings.Join(parts, ", ")
}

// Differences names what differs between two versions of an encounter.
func Differences(a, b *maps.Encounter) string {
	var out []string
	if a.Name != b.Name {
		out = append(out, "the name")
	}
	var moved []string
	ids := map[string]bool{}
	for _, ca := range a.Square.Board.Creatures {
		ids[ca.ID] = true
		cb, ok := b.Square.Board.Creature(ca.ID)
		if !ok || !reflect.DeepEqual(ca, *cb) {
			moved = append(moved, ca.Name)
		}
	}
	for _, cb := range b.Square.Board.Creatures {
		if !ids[cb.ID] {
			moved = append(moved, cb.Name)
		}
	}
	if len(moved) > 3 {
		moved = append(moved[:3], fmt.Sprintf("%d more", len(moved)-3))
	}
	if len(moved) > 0 {
		out = append(out, "creatures ("+strings.Join(moved, ", ")+")")
	}
	if a.Square.Board.Width != b.Square.Board.Width || a.Square.Board.Height != b.Square.Board.Height || !slices.Equal(a.Square.Board.Cells, b.Square.Board.Cells) {
		out = append(out, "the map's squares")
	}
	if !reflect.DeepEqual(a.Annotations, b.Annotations) || a.Caption != b.Caption {
		out = append(out, "the annotations")
	}
	if !reflect.DeepEqual(a.Background, b.Background) {
		out = append(out, "the background picture")
	}
	if !reflect.DeepEqual(a.Turn, b.Turn) {
		out = append(out, "the turn")
	}
	if !slices.Equal(a.Log, b.Log) {
		out = append(out, "the event log")
	}
	if len(out) == 0 {
		return "how the file is written"
	}
	if len(out) == 1 {
		return out[0]
	}
	return strings.Join(out[:len(out)-1], ", ") + " and " + out[len(out)-1]
}
