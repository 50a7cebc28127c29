// The action table: every action's settings id, default keys, button
// label, the rulesets whose window hears it and what it does, in one
// place. The window's keymap, the buttons, the help page, the messages
// that name a key and the README's key tables (internal/cmd/keydocs) all
// read it.

package session

import (
	"fmt"
	"strings"
	"sync"
)

// Rulesets is a set of rulesets, by the map each plays on: the windows
// that hear an action.
type Rulesets uint8

const (
	// OnSquares is Draw Steel's square map.
	OnSquares Rulesets = 1 << iota
	// OnHexes is Enchanted Realms' hex map.
	OnHexes
	// OnZones is the zone map.
	OnZones
	// OnEvery is every ruleset.
	OnEvery = OnSquares | OnHexes | OnZones
)

// EachRuleset is every ruleset alone, in the order the docs list them.
func EachRuleset() []Rulesets { return []Rulesets{OnSquares, OnHexes, OnZones} }

// String names a ruleset as the docs and the settings' messages do:
// "square", "hex", "zones", or several joined by "/".
func (r Rulesets) String() string {
	var names []string
	for _, one := range EachRuleset() {
		if r&one != 0 {
			names = append(names, map[Rulesets]string{OnSquares: "square", OnHexes: "hex", OnZones: "zones"}[one])
		}
	}
	return strings.Join(names, "/")
}

// Title is one ruleset as a heading names it: "Square maps (Draw Steel)".
func (r Rulesets) Title() string {
	switch r {
	case OnHexes:
		return "Hex maps (Enchanted Realms)"
	case OnZones:
		return "Zone maps"
	}
	return "Square maps (Draw Steel)"
}

// ActionText is what an action is called and does in one ruleset where
// that differs from the others.
type ActionText struct {
	// Button is its button's label there ("" keeps the table's).
	Button string
	// Help is the line the help and the docs give it there ("" keeps the
	// table's).
	Help string
	// Editor is what it does in that ruleset's map editor ("" keeps the
	// table's, in the square and hex editors).
	Editor string
}

// ActionSpec is one row of the action table.
type ActionSpec struct {
	Act Action
	// ID is the name the settings file's Keys rebind it by ("push",
	// "saveAs"); "" for an action that cannot be rebound. A contract with
	// the settings files already written: never renamed.
	ID string
	// Keys are its default keys as the settings file writes them ("P",
	// "ctrl+shift+S", "NumpadAdd"; Ebitengine's key names); the first is
	// the one rebinding replaces.
	Keys []string
	// Held: the action repeats every frame its key is down (panning); the
	// others fire once a press.
	Held bool
	// Heard is the rulesets whose window does something with it: two
	// actions share a key only when no ruleset hears both.
	Heard Rulesets
	// Button is its button's label ("" for none), In overriding it where
	// one ruleset names it otherwise.
	Button string
	// Help is a line saying what it does, for the help page and the docs.
	Help string
	// In is what differs in one ruleset.
	In map[Rulesets]ActionText
	// Editor is what its keys do while the square or hex map editor is
	// open, where that differs ("" for the same, or nothing); see
	// EditorIn.
	Editor string
}

// EditorIn is what the action's keys do in ruleset r's map editor where
// that differs from outside it, "" for the same or nothing. The square
// and hex editors move a cursor with the keys of play (Editor); the zone
// editor has none and takes only the actions In gives it an Editor.
func (s ActionSpec) EditorIn(r Rulesets) string {
	if s.Heard&r == 0 {
		return ""
	}
	if t, ok := s.In[r]; ok && t.Editor != "" {
		return t.Editor
	}
	if r&OnZones != 0 {
		return ""
	}
	return s.Editor
}

// Label is the action's button label in ruleset r, "" for none.
func (s ActionSpec) Label(r Rulesets) string {
	if t, ok := s.In[r]; ok && t.Button != "" {
		return t.Button
	}
	return s.Button
}

// HelpIn is the line saying what the action does in ruleset r.
func (s ActionSpec) HelpIn(r Rulesets) string {
	if t, ok := s.In[r]; ok && t.Help != "" {
		return t.Help
	}
	return s.Help
}

// OwnKey is a key a window reads itself, outside the keymap: typing a
// number on the number pad, the map editors' own keys. Where Reserved, no action that ruleset hears may be given one of
// its keys.
type OwnKey struct {
	// Keys as the settings file writes them; Shown as the docs write
	// them, joined by Sep (", ", or " … " for a range).
	Keys  []string
	Shown []string
	Sep   string
	Heard Rulesets
	// Reserved: outside the map editor too, so the keymap keeps off them.
	Reserved bool
	// Editor: only while the map editor is open.
	Editor bool
	Help   string
}

// Actions is the action table, one row for every action but ActNone, in
// the order the keymap tries them and the help lists them.
func Actions() []ActionSpec { return append([]ActionSpec(nil), actionTable()...) }

// Spec is a's row of the table; false for ActNone or an action outside it.
func Spec(a Action) (ActionSpec, bool) {
	i, ok := actionIndex()[a]
	if !ok {
		return ActionSpec{}, false
	}
	return actionTable()[i], true
}

// Label is a's button label in ruleset r ("" for none).
func (a Action) Label(r Rulesets) string {
	s, _ := Spec(a)
	return s.Label(r)
}

// String is the action's description, as the help shows it.
func (a Action) String() string {
	s, _ := Spec(a)
	return s.Help
}

// OwnKeys are the keys a window reads itself.
func OwnKeys() []OwnKey {
	keys := func(prefix string, from, to int) []string {
		var out []string
		for d := from; d <= to; d++ {
			out = append(out, fmt.Sprintf("%s%d", prefix, d))
		}
		return out
	}
	return []OwnKey{
		{Keys: keys("Numpad", 0, 9), Shown: []string{"Numpad0", "Numpad9"}, Sep: " … ", Heard: OnZones, Reserved: true,
			Help: "type a challenge's or a throw's result, as the digits do"},
		{Keys: []string{"Backspace"}, Shown: []string{"Backspace"}, Heard: OnZones, Reserved: true,
			Help: "take the last digit of a result typed back"},
		{Keys: []string{"R"}, Shown: []string{"R"}, Heard: OnHexes, Editor: true, Help: "turn the cursor's side of its hex clockwise (the edge tools)"},
		{Keys: []string{"A"}, Shown: []string{"A"}, Heard: OnHexes, Editor: true, Help: "then 1 to 9: place the template of that number at the cursor"},
		{Keys: keys("Digit", 1, 9), Shown: []string{"1", "9"}, Sep: " … ", Heard: OnSquares | OnHexes, Editor: true,
			Help: "after A: place the template of that number at the cursor, or the free space nearest it"},
		{Keys: []string{"A"}, Shown: []string{"A"}, Heard: OnZones, Editor: true, Help: "add a zone"},
		{Keys: []string{"Delete"}, Shown: []string{"Delete"}, Heard: OnZones, Editor: true, Help: "remove the zone, link or creature chosen"},
		{Keys: []string{"N", "F2"}, Shown: []string{"N", "F2"}, Sep: ", ", Heard: OnZones, Editor: true, Help: "name the zone chosen"},
	}
}

// actionTable is built once: the table never changes while the program
// runs.
var actionTable = sync.OnceValue(func() []ActionSpec {
	t := []ActionSpec{
		{Act: ActPanLeft, Keys: []string{"ArrowLeft"}, Held: true, Heard: OnEvery, Help: "pan left",
			Editor: "move the cursor (a square, a grid corner for the edge tools, a hex)",
			In: map[Rulesets]ActionText{
				OnSquares: {Help: "pan (in a preview: move the aim)"},
				OnHexes:   {Help: "pan; with a creature selected, aim its move a hex a press"},
				OnZones:   {Help: "with a creature selected, aim its move at the nearest zone that way"}}},
		{Act: ActPanRight, Keys: []string{"ArrowRight"}, Held: true, Heard: OnEvery, Help: "pan right", Editor: "move the cursor"},
		{Act: ActPanUp, Keys: []string{"ArrowUp"}, Held: true, Heard: OnEvery, Help: "pan up", Editor: "move the cursor"},
		{Act: ActPanDown, Keys: []string{"ArrowDown"}, Held: true, Heard: OnEvery, Help: "pan down", Editor: "move the cursor"},
		{Act: ActZoomIn, Keys: []string{"Equal", "NumpadAdd"}, Heard: OnSquares | OnHexes, Help: "zoom in"},
		{Act: ActZoomOut, Keys: []string{"Minus", "NumpadSubtract"}, Heard: OnSquares | OnHexes, Help: "zoom out"},
		{Act: ActFit, ID: "fit", Keys: []string{"F"}, Heard: OnSquares | OnHexes, Button: "Fit", Help: "fit the map to the window"},
		{Act: ActCancel, ID: "cancel", Keys: []string{"Escape"}, Heard: OnEvery, Button: "Cancel",
			Help:   "cancel: a slide's path, the move, the selection",
			Editor: "drop the stroke under way; with none, leave the editor",
			In: map[Rulesets]ActionText{
				OnHexes: {Help: "cancel: drop the aim, then the selection"},
				OnZones: {Help: "cancel: the aim, what waits (a move's results, a throw, the end-of-round preview), then the selection",
					Editor: "drop the link being made, else the selection"}}},
		{Act: ActToggleHeights, ID: "heights", Keys: []string{"H"}, Heard: OnSquares, Button: "Heights", Help: "show or hide height numbers"},
		{Act: ActQuit, ID: "quit", Keys: []string{"ctrl+Q"}, Heard: OnEvery, Button: "Quit", Help: "quit"},
		{Act: ActPush, ID: "push", Keys: []string{"P"}, Heard: OnSquares, Button: "Push", Help: "push (the selected creature pushes)"},
		{Act: ActPull, ID: "pull", Keys: []string{"L"}, Heard: OnSquares, Button: "Pull", Help: "pull"},
		{Act: ActSlide, ID: "slide", Keys: []string{"S"}, Heard: OnSquares, Button: "Slide", Help: "slide"},
		{Act: ActDistanceUp, Keys: []string{"BracketRight"}, Heard: OnSquares | OnHexes, Button: "Dist +", Help: "distance +1",
			In: map[Rulesets]ActionText{OnHexes: {Button: "Species +", Help: "the creature shown: species movement 5 feet more"}}},
		{Act: ActDistanceDown, Keys: []string{"BracketLeft"}, Heard: OnSquares | OnHexes, Button: "Dist −", Help: "distance -1",
			In: map[Rulesets]ActionText{OnHexes: {Button: "Species −", Help: "the creature shown: species movement 5 feet less"}}},
		{Act: ActVertical, ID: "vertical", Keys: []string{"V"}, Heard: OnSquares, Button: "Vertical", Help: "vertical on or off",
			In: map[Rulesets]ActionText{OnSquares: {Button: "Vert."}}},
		{Act: ActMelee, ID: "melee", Keys: []string{"M"}, Heard: OnSquares, Button: "Melee", Help: "melee weapon ability (Big Versus Little)"},
		{Act: ActStability, ID: "stability", Keys: []string{"T"}, Heard: OnSquares, Button: "Stability", Help: "stability used: full, none, or fewer",
			In: map[Rulesets]ActionText{OnSquares: {Button: "Stab."}}},
		{Act: ActAimUp, Keys: []string{"PageUp"}, Heard: OnSquares | OnHexes, Help: "aim higher (vertical moves)",
			Editor: "the previous stroke shape",
			In:     map[Rulesets]ActionText{OnHexes: {Help: "in the map editor: the previous stroke shape"}}},
		{Act: ActAimDown, Keys: []string{"PageDown"}, Heard: OnSquares | OnHexes, Help: "aim lower (vertical moves)",
			Editor: "the next stroke shape",
			In:     map[Rulesets]ActionText{OnHexes: {Help: "in the map editor: the next stroke shape"}}},
		{Act: ActNextCreature, Keys: []string{"Tab"}, Heard: OnSquares | OnHexes, Help: "next creature (to pick by keyboard)",
			Editor: "the next tool"},
		{Act: ActPrevCreature, Keys: []string{"shift+Tab"}, Heard: OnEvery, Help: "previous creature",
			Editor: "the previous tool"},
		{Act: ActCommit, ID: "commit", Keys: []string{"Enter", "NumpadEnter"}, Heard: OnEvery, Button: "Commit",
			Help:   "commit the move / pick the target",
			Editor: "start a stroke at the cursor; with one under way, end it there and apply it",
			In: map[Rulesets]ActionText{
				OnHexes: {Help: "move the selected creature to the hex the arrows aim at, as a drop"},
				OnZones: {Button: "OK", Help: "declare the move the arrows aim; enter the result typed"}}},
		{Act: ActUndo, ID: "undo", Keys: []string{"ctrl+Z"}, Heard: OnEvery, Button: "Undo", Help: "undo"},
		{Act: ActRedo, ID: "redo", Keys: []string{"ctrl+shift+Z", "ctrl+Y"}, Heard: OnEvery, Button: "Redo", Help: "redo"},
		{Act: ActSave, ID: "save", Keys: []string{"ctrl+S"}, Heard: OnEvery, Button: "Save", Help: "save the encounter"},
		{Act: ActHelp, ID: "help", Keys: []string{"shift+Slash", "F1"}, Heard: OnSquares, Button: "Keys", Help: "show or hide this help"},
		{Act: ActMoveMode, ID: "moveMode", Keys: []string{"N"}, Heard: OnSquares, Button: "Move", Help: "kind of drag: advance, shift, disengage, charge, teleport"},
		{Act: ActKnockback, ID: "knockback", Keys: []string{"K"}, Heard: OnSquares, Button: "Knockback", Help: "Knockback maneuver by the selected creature",
			In: map[Rulesets]ActionText{OnSquares: {Button: "Knock"}}},
		{Act: ActGrab, ID: "grab", Keys: []string{"G"}, Heard: OnSquares, Button: "Grab", Help: "Grab maneuver by the selected creature"},
		{Act: ActEscapeGrab, ID: "escapeGrab", Keys: []string{"shift+G"}, Heard: OnSquares, Button: "Escape", Help: "Escape Grab maneuver by the selected grabbed creature"},
		{Act: ActDig, ID: "dig", Keys: []string{"shift+D"}, Heard: OnSquares, Button: "Dig", Help: "Dig maneuver by the selected burrower: straight up or down"},
		{Act: ActMount, ID: "mount", Keys: []string{"shift+M"}, Heard: OnSquares, Button: "Mount", Help: "mount: the selected creature climbs onto a larger creature (click it), or climbs down from one"},
		{Act: ActRoll, ID: "roll", Keys: []string{"R"}, Heard: OnSquares, Button: "Roll", Help: "roll 2d10 + Might for a maneuver"},
		{Act: ActTurn, ID: "turn", Keys: []string{"Space"}, Heard: OnSquares | OnHexes, Button: "Turn", Help: "start the selected creature's turn, or end the turn",
			In: map[Rulesets]ActionText{OnHexes: {Button: "Next turn", Help: "next turn: every creature's movement is whole again"}}},
		{Act: ActTactics, ID: "tactics", Keys: []string{"I"}, Heard: OnSquares, Button: "Tactic", Help: "tactics: line of effect, cover, high ground, flanking"},
		{Act: ActEdit, ID: "edit", Keys: []string{"E"}, Heard: OnSquares, Button: "Edit", Help: "edit the selected creature"},
		{Act: ActAddCreature, ID: "addCreature", Keys: []string{"A"}, Heard: OnSquares, Button: "Add", Help: "add a creature from the templates",
			Editor: "then 1 to 9: place the template of that number at the cursor"},
		{Act: ActNotes, ID: "notes", Keys: []string{"O"}, Heard: OnSquares, Button: "Notes", Help: "annotate: arrows, areas, callouts, labels, caption"},
		{Act: ActExport, ID: "export", Keys: []string{"ctrl+E"}, Heard: OnSquares, Button: "Export", Help: "export a PNG or SVG figure"},
		{Act: ActTheme, ID: "theme", Keys: []string{"C"}, Heard: OnEvery, Button: "Theme", Help: "theme: dark, light, high contrast (remembered)"},
		{Act: ActUIScaleUp, Keys: []string{"ctrl+Equal", "ctrl+NumpadAdd"}, Heard: OnEvery, Button: "UI +", Help: "larger interface: panel, help, side view (1x to 3x, remembered)"},
		{Act: ActUIScaleDown, Keys: []string{"ctrl+Minus", "ctrl+NumpadSubtract"}, Heard: OnEvery, Button: "UI −", Help: "smaller interface"},
		{Act: ActFullscreen, ID: "fullscreen", Keys: []string{"F11"}, Heard: OnEvery, Button: "Full screen", Help: "full screen on or off",
			In: map[Rulesets]ActionText{OnSquares: {Button: "Full scr."}}},
		{Act: ActTurnView, Keys: []string{"shift+R"}, Heard: OnEvery, Button: "Rot 90°", Help: "turn the map a quarter turn, for the players at the table's ends (remembered)"},
		{Act: ActTurnViewHalf, Keys: []string{"ctrl+R"}, Heard: OnEvery, Button: "Rot 180°", Help: "turn the map half round, for the players across the table"},
		{Act: ActOpen, ID: "open", Keys: []string{"ctrl+O"}, Heard: OnEvery, Button: "Open…", Help: "open a file (the file chooser; recent files)"},
		{Act: ActSaveAs, ID: "saveAs", Keys: []string{"ctrl+shift+S"}, Heard: OnEvery, Button: "Save as…", Help: "save as a new file"},
		{Act: ActSettings, ID: "settings", Keys: []string{"ctrl+Comma"}, Heard: OnEvery, Button: "Settings", Help: "settings: theme, scale, palette, keys, recent files"},
		{Act: ActPlayerView, ID: "playerView", Keys: []string{"ctrl+P"}, Heard: OnEvery, Button: "Players",
			Help: "player view on or off: the map as the players may see it (no hidden creatures, private notes or enemy Stamina numbers)"},
		{Act: ActImport, ID: "import", Keys: []string{"ctrl+I"}, Heard: OnEvery, Button: "Import…",
			Help: "import a map: Universal VTT (.dd2vtt, .uvtt, .df2vtt) or Tiled (.tmx), saved beside it as NAME.json and opened"},
		{Act: ActToggleDoor, ID: "door", Keys: []string{"D"}, Heard: OnSquares | OnHexes, Help: "open or close the door or window under the pointer (or click on it)"},
		{Act: ActMapEdit, ID: "mapEditor", Keys: []string{"B"}, Heard: OnEvery, Button: "Map editor", Help: "map editor: paint heights, terrain, walls and doors (Esc ends)",
			Editor: "leave the editor",
			In: map[Rulesets]ActionText{
				OnSquares: {Button: "Map"},
				OnHexes:   {Help: "map editor: paint terrain, walls, thin walls and doors, place creatures, resize (Esc ends)"},
				OnZones:   {Help: "map editor: draw zones, link them, name them (B ends)", Editor: "leave the editor"}}},
		{Act: ActExplain, ID: "explain", Keys: []string{"X"}, Heard: OnEvery, Button: "Explain",
			Help: "explain on or off: the preview step by step, each step with the rule sentence it applies"},
		{Act: ActExplainPrev, ID: "explainPrev", Keys: []string{"Comma"}, Heard: OnEvery, Help: "explain panel: the previous page of steps"},
		{Act: ActExplainNext, ID: "explainNext", Keys: []string{"Period"}, Heard: OnEvery, Help: "explain panel: the next page of steps"},
		{Act: ActPermit, ID: "permit", Keys: []string{"P"}, Heard: OnHexes, Button: "Hostile hex allowed",
			Help: "permission (or a contest won) from the hostile pointed at: the next move may enter its hexes; again to take it back"},
		{Act: ActSprint, ID: "sprint", Keys: []string{"S"}, Heard: OnZones, Button: "Sprint", Help: "Sprint for the next move (speed 3)"},
		{Act: ActTogether, ID: "together", Keys: []string{"W"}, Heard: OnZones, Button: "Together", Help: "move with the partner"},
		{Act: ActPartnerSprint, ID: "partnerSprint", Keys: []string{"shift+S"}, Heard: OnZones, Button: "Partner sprint",
			Help: "the partner moving together Sprints too (its own Action)"},
		{Act: ActBandUp, ID: "bandUp", Keys: []string{"PageUp"}, Heard: OnZones, Button: "Band up",
			Help: "the selected creature moves to the next height band up"},
		{Act: ActBandDown, ID: "bandDown", Keys: []string{"PageDown"}, Heard: OnZones, Button: "Band down",
			Help: "the selected creature moves to the next height band down"},
		{Act: ActThrow, ID: "throw", Keys: []string{"T"}, Heard: OnZones, Button: "Throw", Help: "throw, by the selected creature"},
		{Act: ActEndRound, ID: "endRound", Keys: []string{"E"}, Heard: OnZones, Button: "End round",
			Help: "preview the end of the round, again to apply it"},
		{Act: ActLose, ID: "lose", Keys: []string{"L"}, Heard: OnZones, Button: "Lost", Help: "the limit challenge was lost"},
		{Act: ActProne, ID: "prone", Keys: []string{"L"}, Heard: OnHexes, Button: "Prone", Help: "the creature shown: prone or standing"},
		{Act: ActQuickStep, ID: "quickStep", Keys: []string{"Q"}, Heard: OnHexes, Button: "Quick step",
			Help: "the creature shown: quick step (rate +10) on or off"},
		{Act: ActEncumbered, ID: "encumbered", Keys: []string{"E"}, Heard: OnHexes, Button: "Encumbered",
			Help: "the creature shown: encumbered (rate -10) on or off"},
		{Act: ActBound, ID: "bound", Keys: []string{"K"}, Heard: OnHexes, Button: "Bound",
			Help: "the creature shown: bound (50%) on or off"},
		{Act: ActGhoulTouch, ID: "ghoulTouch", Keys: []string{"G"}, Heard: OnHexes, Button: "Ghoul touch",
			Help: "the creature shown: ghoul touch (-25 feet) on or off"},
		{Act: ActNextChoice, ID: "nextChoice", Keys: []string{"Tab"}, Heard: OnZones, Button: "Next choice",
			Help: "the next defender and zone to choose",
			In:   map[Rulesets]ActionText{OnZones: {Help: "next creature (to pick by keyboard); while a won limit challenge asks, the next defender and zone to choose"}}},
		{Act: ActHealSign, ID: "heal", Keys: []string{"shift+Equal"}, Heard: OnSquares,
			Help: "+ then a number and Enter: the selected creature regains that much Stamina"},
		{Act: ActDamageSign, ID: "damage", Keys: []string{"shift+Minus"}, Heard: OnSquares,
			Help: "- then a number and Enter: the selected creature takes that much damage (a number alone is damage too)"},
	}
	hexActions := [...]string{"Mount (medium)", "Dismount (medium)", "Mount (huge)", "Dismount (huge)", "Pick up item", "Ready shield",
		"Stand up", "Switch weapon", "Pick up and ready"}
	for d := range 10 {
		// the hex window's 1 to 9 take an action before the move; 0 none
		heard := OnEvery
		if d == 0 {
			heard = OnSquares | OnZones
		}
		s := ActionSpec{Act: ActDistance0 + Action(d), Keys: []string{fmt.Sprintf("Digit%d", d)}, Heard: heard,
			Help: fmt.Sprintf("set the distance to %d", d)}
		s.In = map[Rulesets]ActionText{OnZones: {Help: "type a challenge's or a throw's result"}}
		if d == 0 {
			s.Help = "set the distance (0 to 9)"
			s.In[OnSquares] = ActionText{Help: "aiming a forced move: set its distance (0 to 9); with a creature selected otherwise: type damage, Enter applies"}
			s.In[OnZones] = ActionText{Help: s.In[OnZones].Help, Editor: "1 to 9: the tool of that number"}
		} else {
			s.In[OnHexes] = ActionText{Button: hexActions[d-1],
				Help: "take " + hexActions[d-1] + " before the next move, paid from its movement; again to take it back"}
		}
		t = append(t, s)
	}
	return t
})

// actionIndex is each action's row in the table.
var actionIndex = sync.OnceValue(func() map[Action]int {
	m := map[Action]int{}
	for i, s := range actionTable() {
		m[s.Act] = i
	}
	return m
})

// labelled gives each button of bs that sends an action and has no name
// the table's label for that action in ruleset r: the buttons' words come
// from the table, as their keys do from the keymap.
func labelled(r Rulesets, bs []Button) []Button {
	for i, b := range bs {
		if b.Name == "" && b.Act != ActNone {
			bs[i].Name = b.Act.Label(r)
		}
	}
	return bs
}

// KeyRow is one row of a key table (the help page, the docs): the
// actions it covers, their keys as shown, and what they do.
type KeyRow struct {
	Acts []Action
	// Keys are the keys as KeySaid names them; Sep joins them: ", ",
	// " " for the arrows, " … " for the digits' range (Keys its ends).
	Keys []string
	Sep  string
	// Button is the button's label, ID the settings id ("" for none).
	Button, ID string
	Help       string
}

// Arrows reports whether the row is the arrow keys'.
func (r KeyRow) Arrows() bool { return len(r.Acts) > 0 && r.Acts[0] == ActPanLeft }

// KeyRows are the rows of ruleset r's key table in the table's order:
// every action r hears, with the keys keysOf gives it (the settings
// file's names: the defaults, or a keymap as rebound), the number pad's
// copies of other keys left out; the four arrows share a row, and so do
// the digits where the 0 is heard and all of them do one thing.
func KeyRows(r Rulesets, keysOf func(Action) []string) []KeyRow {
	var rows []KeyRow
	heard := func(a Action) bool { s, _ := Spec(a); return s.Heard&r != 0 }
	digitsOne := heard(ActDistance0)
	for _, s := range actionTable() {
		if s.Heard&r == 0 {
			continue
		}
		var keys []string
		for _, k := range keysOf(s.Act) {
			keys = append(keys, KeySaid(k))
		}
		if len(keys) > 1 {
			main := keys[:0:0]
			for _, k := range keys {
				if !strings.Contains(k, "Numpad") {
					main = append(main, k)
				}
			}
			if len(main) > 0 {
				keys = main
			}
		}
		switch {
		case s.Act >= ActPanRight && s.Act <= ActPanDown && len(rows) > 0 && rows[len(rows)-1].Arrows():
			last := &rows[len(rows)-1]
			last.Acts, last.Keys = append(last.Acts, s.Act), append(last.Keys, keys...)
			continue
		case s.Act > ActDistance0 && s.Act <= ActDistance9 && digitsOne:
			last := &rows[len(rows)-1]
			last.Acts = append(last.Acts, s.Act)
			if len(keys) > 0 {
				last.Keys, last.Sep = []string{last.Keys[0], keys[0]}, " … "
			}
			continue
		}
		row := KeyRow{Acts: []Action{s.Act}, Keys: keys, Sep: ", ", Button: s.Label(r), ID: s.ID, Help: s.HelpIn(r)}
		if s.Act == ActPanLeft {
			row.Sep = " "
		}
		rows = append(rows, row)
	}
	return rows
}
