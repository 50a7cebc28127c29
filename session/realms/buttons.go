// The hex window's play panel as buttons (every action reachable
// with a large touch target, no keyboard needed): which buttons exist,
// on which tab, their labels (each naming its key) and their state. The
// window lays them out, draws them and turns a tap into the button's
// action or key (game/hexpanel.go).

package realms

import (
	"fmt"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// HexTab is a group of the hex play panel's buttons; Undo and Redo are
// above the tabs, on every one.
type HexTab int

const (
	HexTabMove HexTab = iota
	HexTabTable
	HexTabView
	HexTabFile
	// HexTabCount is the number of tabs.
	HexTabCount
)

func (t HexTab) String() string {
	return [HexTabCount]string{"Move", "Table", "View", "File"}[t]
}

// HexButtonState is what the hex play panel's buttons show.
type HexButtonState struct {
	// Creature is the creature shown (selected or pointed at), or nil;
	// Taken is what it used this turn.
	Creature *realms.Creature
	Taken    []realms.Action
	// Actions are the actions chosen for the next move; Permits are the
	// hostiles that let it through their hexes.
	Actions []realms.Action
	Permits []string
	// Hostiles are the creatures hostile to Creature, whose hexes it
	// enters only by their permission: a button each.
	Hostiles []*realms.Creature
	// Explain is the explain panel's toggle; Turn counts the turns.
	Explain bool
	Turn    int
}

// HexActionName is an action before the move as a button names it:
// "Stand up", "Mount (medium)".
func HexActionName(a realms.Action) string {
	if l := HexActionKey(a).Label(session.OnHexes); a >= realms.MountMedium && a <= realms.PickUpAndReady && l != "" {
		return l
	}
	return a.String()
}

// hexActions are the actions before the move, keys 1 to 9.
func hexActions() []realms.Action {
	var out []realms.Action
	for a := realms.MountMedium; a <= realms.PickUpAndReady; a++ {
		out = append(out, a)
	}
	return out
}

// HexActionKey is the action that key 1 to 9 (ActDistance1 to
// ActDistance9) chooses for the next move.
func HexActionKey(a realms.Action) session.Action {
	return session.ActDistance0 + session.Action(a) + 1
}

// HexAlwaysButtons are the buttons above the tabs: Undo and Redo. key
// names the key bound to an action ("" when none).
func HexAlwaysButtons(key func(session.Action) string) []session.Button {
	bs := session.Labelled(session.OnHexes, []session.Button{{Act: session.ActUndo}, {Act: session.ActRedo}})
	for i := range bs {
		bs[i] = withKey(bs[i], key)
	}
	return bs
}

// withKey labels b with its name and the key of its action (or its own key).
func withKey(b session.Button, key func(session.Action) string) session.Button {
	k := b.Key
	if b.Act != session.ActNone {
		k = key(b.Act)
	}
	b.Label = b.Name
	if k != "" {
		b.Label += "  " + k
	}
	return b
}

// HexTabButtons are tab t's buttons in the order they are laid out.
// Every action the hex window reads from a key has one button on some
// tab or above them, except moving the view (arrows, + and −: a finger
// drags and pinches), Esc (the large Cancel, or a tap beside the
// creatures), D (a tap on the door) and the explain panel's pages (its
// own arrows).
func HexTabButtons(t HexTab, st HexButtonState, key func(session.Action) string) []session.Button {
	var bs []session.Button
	switch t {
	case HexTabMove:
		bs = hexMoveButtons(st)
	case HexTabTable:
		bs = []session.Button{
			{Act: session.ActTurn, Right: fmt.Sprintf("turn %d", st.Turn+1), Cols: 1},
			{Act: session.ActExplain, On: st.Explain},
			{Act: session.ActMapEdit},
		}
	case HexTabView:
		bs = []session.Button{
			{Act: session.ActTurnView}, {Act: session.ActTurnViewHalf},
			{Act: session.ActFit}, {Act: session.ActTheme},
			{Act: session.ActUIScaleDown}, {Act: session.ActUIScaleUp},
			{Act: session.ActFullscreen}, {Act: session.ActPlayerView},
			{Act: session.ActSettings, Cols: 1},
		}
	case HexTabFile:
		bs = []session.Button{
			{Act: session.ActSave}, {Act: session.ActSaveAs},
			{Act: session.ActOpen}, {Act: session.ActImport},
			{Act: session.ActQuit, Cols: 1},
		}
	}
	bs = session.Labelled(session.OnHexes, bs)
	for i := range bs {
		bs[i] = withKey(bs[i], key)
	}
	return bs
}

// hexMoveButtons are the Move tab's: the actions before the move (one a
// row, with their cost for the creature shown), the permission, and the
// creature's edits: prone, species movement, the effects.
func hexMoveButtons(st HexButtonState) []session.Button {
	c := st.Creature
	var bs []session.Button
	for _, a := range hexActions() {
		b := session.Button{Name: HexActionName(a), Act: HexActionKey(a), On: slices.Contains(st.Actions, a), Cols: 1}
		if c != nil {
			b.Right = fmt.Sprintf("%d ft", a.Cost(c.Speed))
			if slices.Contains(st.Taken, a) {
				b.Right = "used · " + b.Right
			}
			if !b.On {
				b.Off, b.Why = hexActionOff(c, st.Actions, a)
			}
		}
		bs = append(bs, b)
	}
	bs = append(bs, hexPermitButtons(st)...)
	who := func(b session.Button) session.Button {
		if c == nil {
			b.Off, b.Why = true, "Select a creature first: tap or click it on the map."
		}
		return b
	}
	bs = append(bs, who(session.Button{Act: session.ActProne, On: c != nil && c.Prone, Cols: 1}),
		who(session.Button{Act: session.ActDistanceDown}), who(session.Button{Act: session.ActDistanceUp}))
	for i, e := range HexEffects() {
		on := c != nil && slices.ContainsFunc(c.Effects, func(f realms.Effect) bool { return strings.HasPrefix(f.Name, e.Effect.Name) })
		bs = append(bs, who(session.Button{Act: hexEffectActions[i], On: on}))
	}
	return bs
}

// hexPermitButtons are the permissions: the key's button (the hostile
// pointed at, or every permission taken back) and a toggle for each
// hostile of the creature shown, named by it.
func hexPermitButtons(st HexButtonState) []session.Button {
	general := session.Button{Act: session.ActPermit, On: len(st.Permits) > 0, Cols: 1}
	if len(st.Permits) > 0 {
		general.Right = fmt.Sprintf("%d given", len(st.Permits))
	}
	bs := []session.Button{general}
	names := map[string]int{}
	for _, h := range st.Hostiles {
		names[creatureName(h)]++
	}
	for _, h := range st.Hostiles {
		name := "Through " + creatureName(h)
		if names[creatureName(h)] > 1 {
			name += " (" + h.ID + ")"
		}
		bs = append(bs, session.Button{Name: name, Label: name, Creature: h.ID, On: slices.Contains(st.Permits, h.ID)})
	}
	return bs
}

// hexActionOff reports whether creature c cannot take action a before its
// next move besides the actions chosen, and why.
func hexActionOff(c *realms.Creature, chosen []realms.Action, a realms.Action) (bool, string) {
	name := c.Name
	if name == "" {
		name = c.ID
	}
	if a == realms.StandUp && !c.Prone {
		return true, name + " is not prone: only a prone creature stands up."
	}
	if _, err := c.Budget(append(slices.Clip(chosen), a)); err != nil {
		// the rules' reason names the creature by id
		return true, fmt.Sprintf("%s: %s.", HexActionName(a), replaceWord(strings.TrimPrefix(err.Error(), "realms: "), c.ID, name))
	}
	return false, ""
}

// HexPanelButtons are every button of the hex play panel, above the tabs
// and on each tab (for tests and scripts that look for one by name).
func HexPanelButtons(st HexButtonState, key func(session.Action) string) []session.Button {
	bs := HexAlwaysButtons(key)
	for t := range HexTabCount {
		bs = append(bs, HexTabButtons(t, st, key)...)
	}
	return bs
}

// HexTabOf is the tab whose buttons include the one named name.
func HexTabOf(name string, st HexButtonState, key func(session.Action) string) (HexTab, bool) {
	for t := range HexTabCount {
		for _, b := range HexTabButtons(t, st, key) {
			if b.Matches(name) {
				return t, true
			}
		}
	}
	return 0, false
}

// hexEffectActions are the actions that toggle HexEffects, in its order.
var hexEffectActions = [...]session.Action{session.ActQuickStep, session.ActEncumbered, session.ActBound, session.ActGhoulTouch}

// HexEdit does what the hex window's edit action a does to creature id:
// prone (ActProne), or an effect of HexEffects toggled. It reports
// whether a is one of them.
func (p *HexPlay) HexEdit(id string, a session.Action) bool {
	if a == session.ActProne {
		p.ToggleProne(id)
		return true
	}
	for i, e := range HexEffects() {
		if hexEffectActions[i] == a {
			p.ToggleEffect(id, e.Effect)
			return true
		}
	}
	return false
}

// HexEditKey does what the hex window's edit whose default key is key
// (L, or an effect's letter, HexEffects) does to creature id. It
// reports whether key is one of them.
func (p *HexPlay) HexEditKey(id, key string) bool {
	for _, s := range session.Actions() {
		if s.Heard == session.OnHexes && len(s.Keys) > 0 && s.Keys[0] == key && p.HexEdit(id, s.Act) {
			return true
		}
	}
	return false
}
