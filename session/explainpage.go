package session

import "fmt"

// ExplainPage is one page of the explain panel: the wrapped lines
// [First, End) and the steps they show, FromStep to ToStep (from 1).
type ExplainPage struct {
	First, End       int
	FromStep, ToStep int
}

// PageExplain splits the explain panel's wrapped lines into pages of at
// most fit lines. step[i] is the step (from 1) line i belongs to. A page
// begins where a step begins and holds whole steps while they fit; a step
// longer than a page is split over as many pages as it needs. fit below 1
// is taken as 1.
func PageExplain(step []int, fit int) []ExplainPage {
	fit = max(fit, 1)
	var pages []ExplainPage
	for first := 0; first < len(step); {
		end := min(first+fit, len(step))
		if end < len(step) && step[end] == step[end-1] {
			// the page would end inside a step: end it where that step
			// begins, unless the step began on this page's first line
			cut := end - 1
			for cut > first && step[cut-1] == step[end-1] {
				cut--
			}
			if cut > first {
				end = cut
			}
		}
		pages = append(pages, ExplainPage{First: first, End: end, FromStep: step[first], ToStep: step[end-1]})
		first = end
	}
	return pages
}

// Label is how the panel names the page: "steps 2-3 of 5", or "step 4 of
// 5" (a step split over pages says so: "step 4 of 5, continued").
func (p ExplainPage) Label(steps int, continued bool) string {
	s := fmt.Sprintf("steps %d-%d of %d", p.FromStep, p.ToStep, steps)
	if p.FromStep == p.ToStep {
		s = fmt.Sprintf("step %d of %d", p.FromStep, steps)
	}
	if continued {
		s += ", continued"
	}
	return s
}
