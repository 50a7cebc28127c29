package drawsteel

import (
	"encoding/json"
	"fmt"
	"slices"
)

// MarshalJSON writes the position as [x, y, z].
func (p Pos) MarshalJSON() ([]byte, error) {
	return fmt.Appendf(nil, "[%d,%d,%d]", p.X, p.Y, p.Z), nil
}

// UnmarshalJSON reads [x, y, z], or [x, y] with z 0.
func (p *Pos) UnmarshalJSON(b []byte) error {
	var v []int
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("position %s: want [x, y, z]: %w", b, err)
	}
	switch len(v) {
	case 2:
		*p = Pos{v[0], v[1], 0}
	case 3:
		*p = Pos{v[0], v[1], v[2]}
	default:
		return fmt.Errorf("position %s: want [x, y, z], got %d numbers", b, len(v))
	}
	return nil
}

// ForcedPreviewHead is a preview's JSON form without its options, for
// writing the options one at a time (EachOption).
type ForcedPreviewHead struct {
	Move      Move   `json:"move"`
	Target    string `json:"target"`
	Source    string `json:"source,omitempty"`
	Start     Pos    `json:"start"`
	Effective int    `json:"effective"`
	Vertical  bool   `json:"vertical"`
	// Within is the radius the options were cut to (PreviewForcedWithin),
	// left out when they were not.
	Within int     `json:"within,omitempty"`
	Notes  []Event `json:"notes"`
}

// Head is the preview's JSON form without its options.
func (p *ForcedPreview) Head() ForcedPreviewHead {
	return ForcedPreviewHead{p.Move.Move, p.Target, p.Move.Source, p.Start, p.Effective, p.Vertical, p.Within, forcedNonNil(p.Notes)}
}

// MarshalJSON writes the preview as the command-line tool prints it: the
// move, the start, the effective distance, the notes and every option,
// each with only what it changes (EachOption).
func (p *ForcedPreview) MarshalJSON() ([]byte, error) {
	opts := make([]ForcedOption, 0, p.Len())
	p.EachOption(func(o ForcedOption) bool {
		o.Path = slices.Clone(o.Path)
		opts = append(opts, o)
		return true
	})
	return json.Marshal(struct {
		ForcedPreviewHead
		Options []ForcedOption `json:"options"`
	}{p.Head(), opts})
}

func forcedNonNil(e []Event) []Event {
	if e == nil {
		return []Event{}
	}
	return e
}
