package drawsteel

import "testing"

func TestForcedRisingCornerPreviewAgrees(t *testing.T) {
	// Draw Steel, Can't Cut Corners: "A creature can't move diagonally
	// when doing so would involve passing through the corner of a wall or
	// some other object that completely fills the corner." Forced
	// movement checks the corner at the higher of the target's bottoms
	// before and after the step (docs/rules-drawsteel.md, "Corners").
	//
	// The size 2 object o stands on the 2-high rise at 4,1 and overhangs
	// 3,1 from height 2. a, slid vertically up 1 and then diagonally up
	// past 3,1, meets o's corner there, though at the height it left the
	// corner is clear: the preview (which steps through clear air on a
	// fast path) and the explicit path must both slam into it.
	b := forcedParseBoard(t, `
		. . . a . .
		. . . o 2o .
		. . . o o .`, forcedLegend{'o': {Size: SizeN(2), Object: true}})
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 3, Vertical: true}, Target: "a"}
	o := forcedResolve(t, b, fm, Pos{3, 0, 1}, Pos{2, 1, 2}, Pos{1, 2, 1})
	if slams := forcedEventsOf(o, EventSlamObject, "a"); len(slams) != 1 || slams[0].Other != "o" || o.Damage["a"] != 2+2 {
		t.Errorf("Resolve(%v) slams = %+v, damage %d; want one into the corner of o, 4%s", fm, slams, o.Damage["a"], forcedEvents(o))
	}
	if err := forcedCheckCase(b, fm); err != nil {
		t.Errorf("preview: %v", err)
	}
}
