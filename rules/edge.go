package rules

import "fmt"

// EdgeKind is what stands on the side shared by two cells (a grid.Edge):
// a thin wall, a door or a window. Imported maps are made of them.
type EdgeKind uint8

const (
	// EdgeWall is a thin wall: it blocks movement and line of effect.
	EdgeWall EdgeKind = iota
	// EdgeDoor blocks movement and line of effect while closed, and
	// neither while open.
	EdgeDoor
	// EdgeWindow is a pane in a wall: it blocks movement, open or closed,
	// and line of effect while closed.
	EdgeWindow
)

// edgeKindNames are the kinds' names in encounter files, in EdgeKind order.
func edgeKindNames() [3]string { return [...]string{"wall", "door", "window"} }

// EdgeKinds lists the kinds, in the order files name them.
func EdgeKinds() []EdgeKind { return []EdgeKind{EdgeWall, EdgeDoor, EdgeWindow} }

// String is the kind's name in encounter files: "wall", "door" or "window".
func (k EdgeKind) String() string {
	if int(k) < len(edgeKindNames()) {
		return edgeKindNames()[k]
	}
	return fmt.Sprintf("edgekind(%d)", int(k))
}

// ParseEdgeKind reads "wall", "door" or "window".
func ParseEdgeKind(s string) (EdgeKind, error) {
	for _, k := range EdgeKinds() {
		if k.String() == s {
			return k, nil
		}
	}
	return EdgeWall, fmt.Errorf("unknown edge kind %q (want wall, door or window)", s)
}

// Opens reports whether an edge of this kind can be open (doors and
// windows; a wall cannot).
func (k EdgeKind) Opens() bool { return k == EdgeDoor || k == EdgeWindow }

// BlocksMovement reports whether an edge of this kind, open or not, stops
// a creature moving willingly from one of its cells to the other: a wall
// and a closed door do, an open door does not, and a window always does
// (climbing through one is the Director's call, not a step of movement).
func (k EdgeKind) BlocksMovement(open bool) bool { return k != EdgeDoor || !open }

// BlocksEffect reports whether an edge of this kind, open or not, blocks
// line of effect: a wall always, a door or a window while closed.
func (k EdgeKind) BlocksEffect(open bool) bool { return k == EdgeWall || !open }
