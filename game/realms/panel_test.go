package realms

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// TestHexPanelHasAButtonForEveryKey: "every action reachable with
// large touch targets, no keyboard": each action the hex window reads
// from a key (L and the effects' letters among them), is
// one button of its play panel, once. Left out on purpose: moving the
// view (a finger drags and pinches), Esc (the large Cancel, a tap beside
// the creatures), D (a tap on the door), the explain panel's pages (its
// own arrows), the digit 0 (no action before the move), Tab and Shift+Tab
// (a tap selects a creature), Enter (the large Commit a lifted finger
// shows) and Page Up and Page Down (the map editor's shapes, on its
// palette).
func TestHexPanelHasAButtonForEveryKey(t *testing.T) {
	km := game.DefaultKeymap()
	bs := realmsplay.HexPanelButtons(realmsplay.HexButtonState{}, km.Name)
	count := map[session.Action]int{}
	keys := map[string]int{}
	for _, b := range bs {
		if b.Act != session.ActNone {
			count[b.Act]++
		} else {
			keys[b.Key]++
		}
	}
	exempt := []session.Action{session.ActPanLeft, session.ActPanRight, session.ActPanUp, session.ActPanDown, session.ActZoomIn, session.ActZoomOut,
		session.ActCancel, session.ActToggleDoor, session.ActExplainPrev, session.ActExplainNext, session.ActDistance0,
		session.ActNextCreature, session.ActPrevCreature, session.ActCommit, session.ActAimUp, session.ActAimDown}
	seen := map[session.Action]bool{}
	for _, b := range km.In(game.HexWindow) {
		if slices.Contains(exempt, b.Act) || seen[b.Act] {
			continue
		}
		seen[b.Act] = true
		if count[b.Act] != 1 {
			t.Errorf("action %v (key %s) has %d hex panel buttons, want 1", b.Act, km.Name(b.Act), count[b.Act])
		}
	}
	for a, n := range count {
		if !seen[a] {
			t.Errorf("hex panel button for %v (%d of them): the hex window reads no key for it", a, n)
		}
	}
	for _, k := range game.FixedKeys(game.HexWindow) {
		if keys[k.String()] != 1 {
			t.Errorf("the hex window's own key %s has %d panel buttons, want 1", k, keys[k.String()])
		}
	}
	if len(keys) != len(game.FixedKeys(game.HexWindow)) {
		t.Errorf("hex panel buttons press %d keys of the window's own, want the %d of fixedKeys", len(keys), len(game.FixedKeys(game.HexWindow)))
	}
}

// hexPanelView is the river ford in a 1920x1080 hex window at UI scale
// sc with Mira selected, drawn once.
func hexPanelView(t *testing.T, sc float64) *hexView {
	t.Helper()
	v := hexTableView(t, sc)
	v.Play.Select("mira")
	v.Play.SetDragging("")
	v.touch.lifted = false
	v.Explain.Toggle()
	redraw(v)
	return v
}

// redraw draws the hex window again, its panel laid out anew.
func redraw(v *hexView) {
	v.IdleGate.Wake()
	v.Draw(ebiten.NewImage(v.W, v.H))
}

// panelFrame is one frame of the side panel's input: the scripted
// pointer at x, y with the left button down or not, or with finger set a
// finger there instead (lifted when not down).
func panelFrame(v *hexView, x, y float64, down, finger bool) {
	in := v.Input.(*game.ScriptedInput)
	in.NextFrame()
	in.X, in.Y = int(x), int(y)
	switch {
	case finger && down:
		in.Touch(game.TapFinger, x, y)
	case finger:
		in.Lift(game.TapFinger)
	default:
		in.Btns[ebiten.MouseButtonLeft] = down
	}
	v.syncPanel()
	v.hp.panel.Update(in)
}

// pressPanel presses the side panel's button named name as a person
// would (by the mouse, or with finger by a finger): it is shown and
// scrolled into view first, and the press goes through ebitenui.
func pressPanel(t *testing.T, v *hexView, name string, finger bool) {
	t.Helper()
	if v.showButton(name) {
		redraw(v)
	}
	if i, ok := v.hp.panel.Find(name); ok && v.hp.panel.Reveal(i) {
		redraw(v)
	}
	x, y, ok := v.paletteButtonPixel(name)
	if !ok {
		t.Fatalf("no button %q in view", name)
	}
	panelFrame(v, float64(x), float64(y), false, false) // the pointer comes over it
	panelFrame(v, float64(x), float64(y), true, finger)
	panelFrame(v, float64(x), float64(y), false, finger)
	redraw(v)
}

// TestHexPanelFitsEveryScale: at UI scale 1, 2 and 3 the side panel
// leaves the map most of a 1920 px window, its buttons are a finger high
// (fingerHeight) and every button of every tab can be scrolled into view
// whole: nothing is cut.
func TestHexPanelFitsEveryScale(t *testing.T) {
	for _, sc := range []float64{1, 2, 3} {
		t.Run(fmt.Sprintf("%gx", sc), func(t *testing.T) {
			v := hexPanelView(t, sc)
			pa := v.panelArea()
			if pa.W > 0.4*float64(v.W) {
				t.Errorf("panel %v px wide in a %d px window, want at most 40%%", pa.W, v.W)
			}
			want := float64(game.FingerHeight(sc, 1, v.H))
			for tab := range realmsplay.HexTabCount {
				v.hp.tab = tab
				redraw(v)
				for i, b := range v.panelButtons() {
					if b.Rect.H != want {
						t.Errorf("%v tab: button %q is %v px high, want %v", tab, b.Name, b.Rect.H, want)
					}
					if v.hp.panel.Reveal(i) {
						redraw(v)
					}
					r := v.panelButtons()[i]
					if !within(r.Rect, pa) || (r.Clip != game.Area{} && !within(r.Rect, r.Clip)) {
						t.Errorf("%v tab: button %q at %v once scrolled to, not whole in the panel %v (view %v)", tab, b.Name, r.Rect, pa, r.Clip)
					}
				}
			}
		})
	}
}

// TestHexPanelScrollsByFinger: at UI scale 2 the Move tab is taller than
// the window; a finger dragged up on the panel scrolls it (the map stays
// put), and a tap then presses the button under it.
func TestHexPanelScrollsByFinger(t *testing.T) {
	v := hexPanelView(t, 2)
	before := v.panelButtons()
	last := before[len(before)-1]
	if last.At(last.Rect.X+last.Rect.W/2, last.Rect.Y+last.Rect.H/2) {
		t.Fatalf("the Move tab's last button %q is in view at 2x: nothing to scroll", last.Name)
	}
	cam := v.cam.View
	pa := v.panelArea()
	at := gesture.Point{X: pa.X + pa.W/2, Y: pa.Y + pa.H*0.8}
	area := v.mapArea()
	v.gesture(area, gesture.Event{Kind: gesture.Drag, Start: at, At: at})
	for range 80 {
		at.Y -= 20
		v.gesture(area, gesture.Event{Kind: gesture.DragMove, Start: gesture.Point{X: at.X, Y: pa.Y + pa.H*0.8}, At: at, Pan: gesture.Point{Y: -20}})
	}
	if v.hp.panel.Scroll.ScrollTop <= 0 {
		t.Fatalf("after a finger dragged 1600 px up the panel, scroll = %v, want > 0", v.hp.panel.Scroll.ScrollTop)
	}
	if v.cam.View != cam {
		t.Errorf("a finger dragged on the panel moved the map: view %v, was %v", v.cam.View, cam)
	}
	v.hp.panel.Scrolled = false // the finger lifted
	redraw(v)
	after := v.panelButtons()
	i := slices.IndexFunc(after, func(b game.PaletteButton) bool { return b.Name == "Ghoul touch" })
	g := after[i]
	if g.Rect.Y >= before[i].Rect.Y {
		t.Errorf("Ghoul touch at y %v after scrolling, want above %v", g.Rect.Y, before[i].Rect.Y)
	}
	if !g.At(g.Rect.X+g.Rect.W/2, g.Rect.Y+g.Rect.H/2) {
		t.Fatalf("Ghoul touch at %v is not in view after scrolling (view %v)", g.Rect, g.Clip)
	}
	pressPanel(t, v, "Ghoul touch", true)
	for _, a := range v.takePending(nil) { // the button's action, as the next frame takes it
		v.do(a, area)
	}
	mira := v.Play.Board().Creature("mira")
	if !slices.ContainsFunc(mira.Effects, func(e realms.Effect) bool { return e.Name == "ghoul touch" }) {
		t.Errorf("after a tap on Ghoul touch Mira's effects are %v, want ghoul touch among them", mira.Effects)
	}
}

// TestHexPanelTapsSendTheKeysActions: a tap on a button sends the action
// its key sends (read with the keys in the next Update); a greyed one
// says why instead.
func TestHexPanelTapsSendTheKeysActions(t *testing.T) {
	v := hexPanelView(t, 1)
	pressPanel(t, v, "Stand up", true)
	pressPanel(t, v, "Save as…", true)
	if got := v.takePending(nil); !slices.Equal(got, []session.Action{session.ActDistance0 + 7, session.ActSaveAs}) {
		t.Errorf("Stand up, Save as… sent %v, want [%v %v]", got, session.ActDistance0+7, session.ActSaveAs)
	}
	v.Play.Select("brann") // not prone
	redraw(v)
	pressPanel(t, v, "Stand up", false)
	if got := v.takePending(nil); len(got) != 0 {
		t.Errorf("Stand up for Brann (not prone) sent %v, want nothing", got)
	}
	if msg := v.Play.Message(); !strings.Contains(msg, "not prone") {
		t.Errorf("Stand up for Brann (not prone) says %q, want why it is greyed (not prone)", msg)
	}
}

// within reports whether r lies wholly in a (to half a pixel).
func within(r, a game.Area) bool {
	const e = 0.5
	return r.X >= a.X-e && r.Y >= a.Y-e && r.X+r.W <= a.X+a.W+e && r.Y+r.H <= a.Y+a.H+e
}

// TestHexPanelScrollsByMouse: a touch screen on a desktop sends mouse
// clicks, so the left button dragged on the panel scrolls it and presses
// nothing, a click (pressed and released in place) presses the button
// under it, and the wheel over the panel scrolls it rather than zoom the
// map.
func TestHexPanelScrollsByMouse(t *testing.T) {
	v := hexPanelView(t, 2)
	in := v.Input.(*game.ScriptedInput)
	pa := v.panelArea()
	area := v.mapArea()
	frame := func(x, y float64, down bool) {
		panelFrame(v, x, y, down, false)
		v.pointer(area)
	}
	x, y := pa.X+pa.W/2, pa.Y+pa.H*0.8
	frame(x, y, true)
	for range 20 {
		y -= 25
		frame(x, y, true)
	}
	frame(x, y, false)
	if v.hp.panel.Scroll.ScrollTop <= 0 {
		t.Fatalf("after the mouse dragged 500 px up the panel, scroll = %v, want > 0", v.hp.panel.Scroll.ScrollTop)
	}
	if got := v.takePending(nil); len(got) != 0 || v.Play.Board().Creature("mira").Prone != true {
		t.Errorf("a drag on the panel pressed buttons: sent %v, Mira prone %v", got, v.Play.Board().Creature("mira").Prone)
	}
	pressPanel(t, v, "Stand up", false)
	if got := v.takePending(nil); !slices.Equal(got, []session.Action{session.ActDistance0 + 7}) {
		t.Errorf("a click on Stand up sent %v, want [%v]", got, session.ActDistance0+7)
	}
	was, cam := v.hp.panel.Scroll.ScrollTop, v.cam.View
	in.NextFrame()
	in.WheelMoved = 3
	v.hp.panel.Update(in)
	v.pointer(area)
	in.WheelMoved = 0
	if v.hp.panel.Scroll.ScrollTop >= was || v.cam.View != cam {
		t.Errorf("wheel up over the panel: scroll %v (was %v), map view changed %v; want it scrolled up, the map still", v.hp.panel.Scroll.ScrollTop, was, v.cam.View != cam)
	}
}

// TestHexPanelCommitsAWaitingMove: while a move a finger lifted waits,
// the panel has Commit and Cancel above Undo and Redo, as the square
// window's; its Commit makes the move.
func TestHexPanelCommitsAWaitingMove(t *testing.T) {
	v := hexTableView(t, 1) // Brann's move to [9, 4] waits
	bs := v.panelButtons()
	if len(bs) < 4 || bs[0].Name != "Commit" || bs[1].Name != "Cancel" || bs[2].Name != "Undo" {
		t.Fatalf("panel buttons begin %q, want Commit, Cancel, Undo", []string{bs[0].Name, bs[1].Name, bs[2].Name})
	}
	pressPanel(t, v, "Commit", true)
	b := v.Play.Board()
	if at := b.Pos(b.Creature("brann").At); at != (realms.Pos{9, 4}) {
		t.Errorf("after the panel's Commit Brann is at %v, want [9 4]", at)
	}
	if bs := v.panelButtons(); bs[0].Name != "Undo" {
		t.Errorf("after the move the panel begins with %q, want Undo", bs[0].Name)
	}
}
