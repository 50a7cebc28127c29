// The zone window's large buttons at the foot of the status panel, under
// its lines and off the map (every action reachable with a large touch target, no
// keyboard needed): the Play, View and File tabs, then the
// shown tab's buttons (zonesplay.ZonePlay.Buttons), in as many rows as the
// UI scale needs. flowRows chooses each button's row and width; the
// buttons are ebitenui widgets of a tool panel (toolpanel.go) in the theme
// every window's panels share. A button does what its key does: its
// action goes through the keymap's path (Update), so the key and the tap
// never differ.

package zones

import (
	"cmp"
	"fmt"
	"image/color"
	"math"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// zoneBarState is the bar's tab and what it holds between frames.
type zoneBarState struct {
	tab zonesplay.ZoneTab
	// queued are the actions of buttons pressed, done at the next Update
	// as if their keys were pressed
	queued []session.Action
	// panel is the large buttons' widgets: the bar's, or with the map
	// editor open its palette's
	panel *game.ToolPanel
	// status is the status panel's lines (status.go)
	status game.StatusText
	// room is the bar's height for the size roomFor, the tallest any tab
	// needs, so that the map does not jump when a tab or a Cancel shows
	room    float64
	roomFor string
}

// barMetrics are the bar's button height (fingerHeight), gap, text size
// (drawEditor's) and the padding beside a label, in pixels.
func (v *zoneView) barMetrics() (h, gap, size, pad float64) {
	ps := v.panelScale()
	return 44 * ps, 8 * ps, 21 * ps, 12 * ps
}

// zoneBarItem is a button of the bar before it is laid out.
type zoneBarItem struct {
	word, key string
	on, off   bool
	tab       bool
	do        func()
}

// barItems are the tabs and the tab's buttons, each with its key from
// the keymap; while a result is asked, the result pad instead.
func (v *zoneView) barItems(tab zonesplay.ZoneTab) []zoneBarItem {
	km := v.Keymap
	if km == nil {
		km = game.DefaultKeymap()
	}
	if v.Live.Players {
		// the player view shown in place: only the way back
		return []zoneBarItem{{word: "Director view", key: km.Name(session.ActPlayerView), do: func() {
			v.bar.queued = append(v.bar.queued, session.ActPlayerView)
		}}}
	}
	if pad := v.play.ResultButtons(); len(pad) > 0 {
		return v.padItems(pad, km)
	}
	var out []zoneBarItem
	for t := range zonesplay.ZoneTabCount {
		out = append(out, zoneBarItem{word: t.String(), on: t == tab, tab: true, do: func() { v.bar.tab = t }})
	}
	for _, b := range v.play.Buttons(tab, zonesplay.ZoneWindowState{Explain: v.Explain.On, Players: v.Live.Players, Selected: v.play.Selected()}) {
		it := zoneBarItem{word: b.Name, key: km.Name(b.Act), on: b.On, off: b.Off}
		if !b.Off {
			it.do = func() { v.bar.queued = append(v.bar.queued, b.Act) }
		} else {
			it.do = func() {}
		}
		out = append(out, it)
	}
	return out
}

// padItems are the result asked entered without a keyboard
// (zonesplay.ZonePlay.ResultButtons): − and + around the number typed (a
// button that does nothing), OK (Enter; nothing typed enters the 0 shown),
// Lost and Next choice for a limit challenge (L, Tab) and Cancel (Esc).
func (v *zoneView) padItems(pad []session.Button, km game.Keymap) []zoneBarItem {
	pl := v.play
	var out []zoneBarItem
	for _, b := range pad {
		switch {
		case b.Step != 0:
			out = append(out, zoneBarItem{word: b.Name, do: func() { pl.Step(b.Step) }})
			if b.Step < 0 {
				out = append(out, zoneBarItem{word: cmp.Or(pl.Typed(), "0"), do: func() {}})
			}
		default:
			out = append(out, zoneBarItem{word: b.Name, key: km.Name(b.Act), on: b.Act == session.ActCommit, do: func() {
				if b.Act == session.ActCommit && pl.Typed() == "" {
					pl.Digit(0)
				}
				v.bar.queued = append(v.bar.queued, b.Act)
			}})
		}
	}
	return out
}

// shortLabel is an item's word; a tab's marked ● when shown, ○ when not
// (as the square window's tabs).
func (it zoneBarItem) shortLabel() string {
	if it.tab {
		return game.Mark(it.on) + it.word
	}
	return it.word
}

// label is an item's label with its key beside the word.
func (it zoneBarItem) label() string {
	if it.key == "" {
		return it.shortLabel()
	}
	return it.word + "  (" + it.key + ")"
}

// maxWiden is how much wider than its label flowRows makes a button at most.
const maxWiden = 2.5

// flowBox is one box laid out by flowRows: its row, left edge and width.
type flowBox struct {
	row  int
	x, w float64
}

// flowRows lays out boxes of natural widths need in rows width pixels
// wide, gap apart, lead[i] more before box i unless it starts a row: as
// many to a row as fit, each row's boxes then widened in proportion to
// fill it, but to no more than maxWiden times their width (a lone button
// is no bar across the window). A box wider than a row gets a row of its
// own, cut to it.
func flowRows(need, lead []float64, width, gap float64) ([]flowBox, int) {
	out := make([]flowBox, len(need))
	row, start, used := 0, 0, gap
	finish := func(end int) {
		// share the row's spare room among its boxes in proportion
		sum, fixed := 0.0, gap
		for i := start; i < end; i++ {
			sum += need[i]
			fixed += gap
			if i > start {
				fixed += lead[i]
			}
		}
		k := math.Min(maxWiden, math.Max(0, width-fixed)/sum)
		x := gap
		for i := start; i < end; i++ {
			if i > start {
				x += lead[i]
			}
			out[i] = flowBox{row: row, x: x, w: need[i] * k}
			x += need[i]*k + gap
		}
	}
	for i, n := range need {
		add := n + gap
		if i > start {
			add += lead[i]
		}
		if i > start && used+add > width {
			finish(i)
			row, start, used = row+1, i, gap
			add = n + gap
		}
		used += add
	}
	if len(need) > 0 {
		finish(len(need))
	}
	return out, row + 1
}

// barFlow lays the items out in a panel width pixels wide: with their
// keys where that takes no more rows than the words alone.
func (v *zoneView) barFlow(items []zoneBarItem, width float64) (boxes []flowBox, rows int, keys bool) {
	h, gap, size, pad := v.barMetrics()
	face := v.r.Face(size, true)
	full, short, lead := make([]float64, len(items)), make([]float64, len(items)), make([]float64, len(items))
	for i, it := range items {
		// at least twice as wide as high: − + and OK are no narrow targets
		full[i] = max(text.Advance(it.label(), face)+2*pad, 2*h)
		short[i] = max(text.Advance(it.shortLabel(), face)+2*pad, 2*h)
		if i > 0 && items[i-1].tab && !it.tab {
			lead[i] = 2 * gap // the tabs stand apart from the buttons
		}
	}
	fb, fr := flowRows(full, lead, width, gap)
	sb, sr := flowRows(short, lead, width, gap)
	if fr <= sr {
		return fb, fr, true
	}
	return sb, sr, false
}

// barHeight is the bar's height: the rows the tallest tab needs, Cancel
// included (0 while the map editor shows, and in a player view's own
// window, which takes no input).
func (v *zoneView) barHeight() float64 {
	if v.editing() || v.opt.PlayerView || v.play == nil {
		return 0
	}
	width := v.panelWidth()
	key := fmt.Sprintf("%dx%d@%g/%g %p %v %g", v.W, v.H, v.UIScale(), v.Dev, v.Keymap, v.Live.Players, width)
	if key != v.bar.roomFor {
		v.bar.room, v.bar.roomFor = v.barRoomAt(width), key
	}
	return v.bar.room
}

// barRoomAt is the height the tallest tab, Cancel included, or a limit
// challenge's result pad needs in a panel width pixels wide.
func (v *zoneView) barRoomAt(width float64) float64 {
	h, gap, _, _ := v.barMetrics()
	lists := [][]zoneBarItem{{{word: "−"}, {word: "000"}, {word: "+"}, {word: "OK", key: "Enter"}, {word: "Lost", key: "L"}, {word: "Next choice", key: "Tab"}, {word: "Cancel", key: "Escape"}}}
	for t := range zonesplay.ZoneTabCount {
		lists = append(lists, append(v.barItems(t), zoneBarItem{word: "Cancel", key: "Escape"}))
	}
	rows := 1
	for _, items := range lists {
		_, n, _ := v.barFlow(items, width)
		rows = max(rows, n)
	}
	return math.Round(float64(rows)*(h+gap) + gap)
}

// barShown is the height of the bar shown now: the tallest tab's
// (barHeight), so that the tabs stay put, or the result pad's own rows,
// which leave the rest to the status panel's lines.
func (v *zoneView) barShown() float64 {
	room := v.barHeight()
	if room == 0 || len(v.play.ResultButtons()) == 0 || v.Live.Players {
		return room
	}
	h, gap, _, _ := v.barMetrics()
	_, rows, _ := v.barFlow(v.barItems(v.bar.tab), v.panelWidth())
	return min(room, math.Round(float64(rows)*(h+gap)+gap))
}

// barButtons are the bar's buttons laid out at the foot of the window (of
// the panel beside the map, when it stands there).
func (v *zoneView) barButtons() []editButton {
	room := v.barShown()
	if room == 0 {
		return nil
	}
	h, gap, size, _ := v.barMetrics()
	items := v.barItems(v.bar.tab)
	boxes, _, keys := v.barFlow(items, v.panelWidth())
	face := v.r.Face(size, true)
	top, left := float64(v.H)-room+gap, float64(v.W)-v.panelWidth()
	out := make([]editButton, len(items))
	for i, it := range items {
		b := boxes[i]
		label := it.shortLabel()
		if keys || text.Advance(it.label(), face) <= b.w-12*v.panelScale() {
			label = it.label()
		}
		out[i] = editButton{label: label, name: it.word, rect: game.Area{X: left + b.x, Y: top + float64(b.row)*(h+gap), W: b.w, H: h},
			on: it.on, off: it.off, do: it.do}
	}
	return out
}

// takeQueued is the actions of the buttons pressed since the last Update.
func (v *zoneView) takeQueued() []session.Action {
	q := v.bar.queued
	v.bar.queued = nil
	return q
}

// syncPanel says what the large buttons are now (the bar's, as
// barButtons laid them out, or with the editor open the palette's rows):
// ebitenui draws them and takes their presses.
func (v *zoneView) syncPanel() {
	if v.bar.panel == nil {
		v.bar.panel = game.NewToolPanel(v.Input)
	}
	p := v.bar.panel
	ui := game.WindowThemeWith(v.Theme, v.Palette).UI
	if ui.Panel == (color.RGBA{}) {
		ui = render.ScreenTheme().UI
	}
	switch {
	case v.r == nil:
		p.Set(nil, game.Area{}, game.UITheme{}, 0, v.W, v.H)
	case v.editing():
		// the palette: finger-sized buttons, a page that scrolls
		pw := v.paletteWidth()
		k := math.Max(1, math.Min(v.UIScale(), pw/game.PanelWidth(1)))
		p.Clear = false
		p.Set(v.editorRows(), game.Area{X: float64(v.W) - pw, Y: 0, W: pw, H: float64(v.H) - v.statusHeight()}, game.NewUITheme(ui, k, v.r.Face),
			game.FingerHeight(v.UIScale(), max(v.Dev, 1), v.H), v.W, v.H)
	default:
		// the bar: its rows as flowRows laid them out
		_, _, size, _ := v.barMetrics()
		room, ps := v.barShown(), v.panelScale()
		p.Clear = true // the bar lies on the status panel
		p.Set(rowsOf(v.barButtons(), size/ps), game.Area{X: float64(v.W) - v.panelWidth(), Y: float64(v.H) - room, W: v.panelWidth(), H: room},
			game.NewUITheme(ui, ps, v.r.Face), 0, v.W, v.H)
	}
}

// rowsOf are buttons laid out in rows as a tool panel's rows, each
// button at its rectangle, its text px high at the panel's scale.
func rowsOf(bs []editButton, px float64) []game.ToolRow {
	var rows []game.ToolRow
	for i, b := range bs {
		if i == 0 || math.Abs(b.rect.Y-bs[i-1].rect.Y) > 0.5 {
			rows = append(rows, game.ToolRow{Head: true, Px: px})
		}
		r := &rows[len(rows)-1]
		pb := game.PaletteButton{Name: cmp.Or(b.name, b.label), Label: b.label, On: b.on, Off: b.off, Title: b.title, Do: b.do}
		r.Buttons, r.Rects = append(r.Buttons, pb), append(r.Rects, b.rect)
	}
	return rows
}
