package realms

import (
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// The hex window's background picture as part of its undo history, so the
// map editor's Background tool (background.go: where the picture is
// stored, the aligning maths, BackgroundAlign) works there as in the
// square window.

// ResumeBackground starts the play with the encounter's background (nil:
// none), not as an undo step: the file opened had it.
func (p *HexPlay) ResumeBackground(bg *maps.Background) {
	if bg != nil {
		c := *bg
		bg = &c
	}
	p.background = bg
	p.version++
}

// Background is the picture under the map at the current step (nil:
// none).
func (p *HexPlay) Background() *maps.Background { return p.background }

// SetBackground makes bg (nil: none) the background as one undo step, as
// Interaction.SetBackground does: with merge, a step that follows one of
// the same what with nothing between them is folded into it. It reports
// whether anything changed.
func (p *HexPlay) SetBackground(bg *maps.Background, what string, merge bool) bool {
	bg, ok := session.NewBackground(p.background, bg, &p.message)
	if !ok {
		return false
	}
	if merge && p.bgStep.What == what && p.bgStep.Changes == p.hist.Changes() {
		p.background = bg
		p.version++
		p.hist.Touch()
	} else {
		before := p.snapshot()
		p.background = bg
		p.record(before)
	}
	p.bgStep.What, p.bgStep.Changes = what, p.hist.Changes()
	p.message = what + ". " + p.key(session.ActUndo, "Undo") + " undoes it."
	return true
}

// RenameBackground names the picture old new in the current state and
// every undo and redo step: it was copied under that name beside the
// encounter when it was saved. It is not a step of its own.
func (p *HexPlay) RenameBackground(old, new string) {
	rename := func(bg **maps.Background) {
		if *bg != nil && (*bg).Image == old {
			c := **bg
			c.Image = new
			*bg = &c
		}
	}
	rename(&p.background)
	steps := p.hist.Steps()
	for i := range steps {
		rename(&steps[i].background)
	}
}
