package session

// This file is the hex and zone windows played by keyboard alone: Tab
// and Shift+Tab pick the next and previous creature, the arrows
// move an aim from it (a hex, or the zone nearest that way on the screen),
// Enter moves there as a drop would and Esc drops the aim.

// ScreenArrow is the map direction an arrow key means on a view turned
// quarters quarter turns clockwise: (dx, dy) is the arrow on the screen
// (right 1, 0; down 0, 1), the result the same direction on the map, so
// that "up" is up on the screen however the table turned it.
func ScreenArrow(dx, dy, quarters int) (int, int) {
	for range quarters & 3 {
		// the map was turned clockwise to be shown: turn back
		dx, dy = dy, -dx
	}
	return dx, dy
}

// NextID is the id after from in ids (dir 1) or before it (dir -1), round
// the end; from not in ids starts at the first (or the last).
func NextID(ids []string, from string, dir int) string {
	if len(ids) == 0 {
		return ""
	}
	for i, id := range ids {
		if id == from {
			return ids[((i+dir)%len(ids)+len(ids))%len(ids)]
		}
	}
	if dir < 0 {
		return ids[len(ids)-1]
	}
	return ids[0]
}
