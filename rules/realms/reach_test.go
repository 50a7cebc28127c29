package realms

import (
	"errors"
	"slices"
	"strconv"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

// rowCosts is what Reach says each hex of row 0 costs, "-" where unreached.
func rowCosts(r *Reach, width int) []string {
	var out []string
	for col := 0; col < width; col++ {
		if f, ok := r.Cost(hexAt(col, 0)); ok {
			out = append(out, strconv.Itoa(f))
		} else {
			out = append(out, "-")
		}
	}
	return out
}

func TestHexCosts(t *testing.T) {
	tests := []struct {
		name    string
		quote   string
		row     string
		a       spec
		actions []Action
		want    []string // feet to reach each hex of the row
	}{
		{
			// Enchanted Realms, A quick reminder: "A hex on the battlemap equals 5 feet" and "Normal movement is a 1:1 ratio in
			// measured feet to traveled feet"; "When moving, subtract the hex cost until no movement remains"
			name: "open ground", quote: "A hex on the battlemap equals 5 feet",
			row: "A.......", a: spec{speed: 25},
			want: []string{"0", "5", "10", "15", "20", "25", "-", "-"},
		},
		{
			// Enchanted Realms, A quick reminder: "Difficult terrain costs 2 feet for every 1 traveled"
			name: "difficult terrain", quote: "Difficult terrain costs 2 feet for every 1 traveled",
			row: "Addd.ddd", a: spec{speed: 40},
			want: []string{"0", "10", "20", "30", "35", "-", "-", "-"},
		},
		{
			// Enchanted Realms, A quick reminder: "Crawling speed costs 3 feet for every 1 traveled" (a prone creature that does
			// not stand up crawls)
			name: "crawling", quote: "Crawling speed costs 3 feet for every 1 traveled",
			row: "A.......", a: spec{speed: 45, prone: true},
			want: []string{"0", "15", "30", "45", "-", "-", "-", "-"},
		},
		{
			// Crawling through difficult terrain: both ratios apply, 3 x 2 = 6 feet for every 1 traveled (see
			// docs/rules-realms.md).
			name: "crawling through difficult terrain", quote: "Crawling speed costs 3 feet for every 1 traveled",
			row: "Add.....", a: spec{speed: 75, prone: true},
			want: []string{"0", "30", "60", "75", "-", "-", "-", "-"},
		},
		{
			// Enchanted Realms, ConditionPenalty: "Standing up from prone50% species movement" — then walk at 5 feet a hex.
			name: "standing up, then walking", quote: "Standing up from prone50% species movement",
			row: "A.......", a: spec{speed: 60, prone: true}, actions: []Action{StandUp},
			want: []string{"0", "5", "10", "15", "20", "25", "30", "-"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := textBoard(t, grid.Pointy, map[byte]spec{'A': tt.a}, tt.row)
			r, err := b.Reach("A", Options{Actions: tt.actions})
			if err != nil {
				t.Fatal(err)
			}
			if got := rowCosts(r, len(tt.row)); !slices.Equal(got, tt.want) {
				t.Errorf("%q: Reach(%s) costs = %v, want %v", tt.quote, tt.row, got, tt.want)
			}
		})
	}
}

// Walls block (the map's rule, rules-realms.md: "Walls and impassable
// hexes block."): the way
// around a wall on a pointy map, odd rows shoved right.
func TestWallsBlock(t *testing.T) {
	for _, tt := range []struct {
		name string
		rows []string
	}{
		{"wall", []string{"A # .", " . . ."}},
		{"impassable", []string{"A x .", " . . ."}},
	} {
		b := textBoard(t, grid.Pointy, map[byte]spec{'A': {speed: 30}}, tt.rows...)
		r, err := b.Reach("A", Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := r.Cost(hexAt(1, 0)); ok {
			t.Errorf("%s: Reach reaches the %s at [1, 0]", tt.name, tt.name)
		}
		// [0,0] -> [0,1] -> [1,1] -> [2,0]: three hexes round the wall.
		if f, ok := r.Cost(hexAt(2, 0)); !ok || f != 15 {
			t.Errorf("%s: Cost([2, 0]) = %d, %v, want 15 (around the wall)", tt.name, f, ok)
		}
		want := []grid.Cell{hexAt(0, 0), hexAt(0, 1), hexAt(1, 1), hexAt(2, 0)}
		if got := r.Path(hexAt(2, 0), nil); !slices.Equal(got, want) {
			t.Errorf("%s: Path([2, 0]) = %v, want %v", tt.name, got, want)
		}
	}
}

func TestSpaceControl(t *testing.T) {
	tests := []struct {
		name    string
		quote   string
		bSide   string
		permits []string
		want    []string // feet to reach each hex of "A.B..."
		endAtB  bool
	}{
		{
			// Enchanted Realms, Implied permission happens most of the time: "Allies and other non-hostiles can walk through
			// someone’s space; however, it does count as difficult terrain, but they may pass through it."
			name: "ally", quote: "Allies and other non-hostiles can walk through someone’s space",
			bSide: "heroes", want: []string{"0", "5", "15", "20", "25", "30"},
		},
		{
			name: "neutral", quote: "Allies and other non-hostiles can walk through someone’s space",
			bSide: Neutral, want: []string{"0", "5", "15", "20", "25", "30"},
		},
		{
			// Enchanted Realms, Implied permission happens most of the time: "Hostile creatures, however, can only access the
			// space controlled by that person’s permission or by forcing a competition."
			name: "hostile", quote: "Hostile creatures, however, can only access the space controlled by that person’s permission",
			bSide: "monsters", want: []string{"0", "5", "-", "-", "-", "-"},
		},
		{
			name: "hostile, permission given", quote: "... by that person’s permission or by forcing a competition",
			bSide: "monsters", permits: []string{"B"}, want: []string{"0", "5", "15", "20", "25", "30"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := textBoard(t, grid.Pointy, map[byte]spec{'A': {side: "heroes", speed: 30}, 'B': {side: tt.bSide}}, "A.B...")
			r, err := b.Reach("A", Options{Permits: tt.permits})
			if err != nil {
				t.Fatal(err)
			}
			if got := rowCosts(r, 6); !slices.Equal(got, tt.want) {
				t.Errorf("%q: Reach costs = %v, want %v", tt.quote, got, tt.want)
			}
			if r.CanEnd(hexAt(2, 0)) {
				t.Errorf("%q: CanEnd(B's hex) = true, want false: a creature passes through, it does not stop", tt.quote)
			}
			if tt.want[3] != "-" {
				p, err := b.Plan("A", hexAt(3, 0), Options{Permits: tt.permits})
				if err != nil {
					t.Fatal(err)
				}
				if p.Steps[1].Through != "B" || p.Steps[1].Feet != 10 {
					t.Errorf("%q: Plan to [3, 0] step 2 = %+v, want 10 feet through B", tt.quote, p.Steps[1])
				}
			}
		})
	}
}

// Enchanted Realms, Movement is also important for establishing position: "The size category of a being determines how
// large of an area that falls under that being’s control."
func TestLargeCreatures(t *testing.T) {
	t.Run("a large creature does not fit a one-hex corridor", func(t *testing.T) {
		rows := []string{
			". . # # #",
			" . . . . .",
			". . # # #",
		}
		b := textBoard(t, grid.Pointy, map[byte]spec{}, rows...)
		b.Creatures = append(b.Creatures,
			Creature{ID: "L", Size: Large, Speed: 60, At: hexAt(0, 0)},
			Creature{ID: "M", Size: Medium, Speed: 60, At: hexAt(0, 2)})
		r, err := b.Reach("L", Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range r.All(nil) {
			for _, h := range Large.Footprint(x.At, nil) {
				if o := b.Offset(h); o.Col >= 3 {
					t.Errorf("large L reaches anchor %v with a hex at [%d, %d] in the corridor", b.Offset(x.At), o.Col, o.Row)
				}
			}
		}
		m, err := b.Reach("M", Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := m.Cost(hexAt(4, 1)); !ok {
			t.Errorf("medium M does not reach the corridor's end [4, 1]")
		}
	})
	t.Run("the triangle keeps its shape between even and odd rows", func(t *testing.T) {
		b := textBoard(t, grid.Pointy, nil, "......", " ......", "......", " ......", "......", " ......")
		b.Creatures = append(b.Creatures, Creature{ID: "L", Size: Large, Speed: 30, At: hexAt(2, 2)})
		p, err := b.Plan("L", hexAt(2, 3), Options{})
		if err != nil {
			t.Fatal(err)
		}
		if p.Cost != 5 {
			t.Errorf("Plan(L, [2,2] -> [2,3]).Cost = %d, want 5 (one step)", p.Cost)
		}
		// Worked by hand from odd-r: on even row 2 the triangle is [2,2] [3,2] [2,3]; on odd row 3 it is
		// [2,3] [3,3] [3,4] -- the same downward triangle on screen, though its offset numbers differ.
		for _, tt := range []struct {
			at   grid.Cell
			want []grid.Offset
		}{
			{hexAt(2, 2), []grid.Offset{{Col: 2, Row: 2}, {Col: 3, Row: 2}, {Col: 2, Row: 3}}},
			{p.To(), []grid.Offset{{Col: 2, Row: 3}, {Col: 3, Row: 3}, {Col: 3, Row: 4}}},
		} {
			var got []grid.Offset
			for _, h := range Large.Footprint(tt.at, nil) {
				got = append(got, b.Offset(h))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Large.Footprint(%v) = %v, want %v", b.Offset(tt.at), got, tt.want)
			}
		}
	})
	t.Run("sizes", func(t *testing.T) {
		for _, tt := range []struct {
			size  Size
			hexes int
		}{{Tiny, 1}, {Small, 1}, {Medium, 1}, {Large, 3}, {Huge, 7}, {Gargantuan, 12}} {
			if got := len(tt.size.Footprint(grid.Cell{}, nil)); got != tt.hexes {
				t.Errorf("%s.Footprint = %d hexes, want %d", tt.size, got, tt.hexes)
			}
			if s, err := ParseSize(tt.size.String()); err != nil || s != tt.size {
				t.Errorf("ParseSize(%q) = %v, %v", tt.size.String(), s, err)
			}
		}
	})
}

func TestPlanRules(t *testing.T) {
	specs := map[byte]spec{
		'A': {side: "heroes", speed: 15},
		'F': {side: "heroes"},
		'H': {side: "monsters"},
		'P': {side: "heroes", speed: 40, effects: []Effect{{"ghoul", Feet, -40}}},
	}
	rows := []string{
		"A.F.H..#.",
		" ......#.#",
		"P.....##.",
	}
	tests := []struct {
		name  string
		quote string
		id    string
		path  []grid.Cell // PlanPath when set, else Plan to `to`
		to    grid.Cell
		rule  string
	}{
		{"paralysed", "the dwarf is effectively paralyzed, as his movement is now zero", "P", nil, hexAt(1, 2), RuleNoMovement},
		{"beyond the movement left", "When moving, subtract the hex cost until no movement remains", "A", nil, hexAt(4, 1), RuleMovementLeft},
		{"into a wall", "Walls and impassable hexes block.", "A", nil, hexAt(7, 0), RuleBlocked},
		{"into a hostile's hex", "Hostile creatures, however, can only access the space controlled by that person’s permission", "A", nil, hexAt(4, 0), RuleHostileSpace},
		{"ending in an ally's hex", "Allies and other non-hostiles can walk through someone’s space", "A", nil, hexAt(2, 0), RuleOccupiedEnd},
		{"walled in", "When moving, subtract the hex cost until no movement remains", "A", nil, hexAt(7, 1), RuleNoPath},
		{"a path that jumps", "When moving, subtract the hex cost until no movement remains", "A", []grid.Cell{hexAt(2, 0)}, grid.Cell{}, RuleNotAdjacent},
		{"a path through a hostile", "Hostile creatures, however, can only access the space controlled by that person’s permission", "F",
			[]grid.Cell{hexAt(3, 0), hexAt(4, 0), hexAt(5, 0)}, grid.Cell{}, RuleHostileSpace},
		{"a path through a wall", "Walls and impassable hexes block.", "F",
			[]grid.Cell{hexAt(3, 0), hexAt(3, 1), hexAt(4, 1), hexAt(5, 1), hexAt(6, 1)}, grid.Cell{}, RuleBlocked},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := textBoard(t, grid.Pointy, specs, rows...)
			var err error
			if tt.path != nil {
				_, err = b.PlanPath(tt.id, tt.path, Options{})
			} else {
				_, err = b.Plan(tt.id, tt.to, Options{})
			}
			var re *rules.Error
			if !errors.As(err, &re) || re.Rule != tt.rule {
				t.Fatalf("%q: Plan error = %v, want rule %s", tt.quote, err, tt.rule)
			}
			if re.Source.Sentence == "" || re.Detail == "" {
				t.Errorf("%q: %v has no sentence or detail", tt.quote, err)
			}
		})
	}
}

// The figures `battlemap move` reports: speed after effects, the actions'
// cost, the path's cost, remaining = speed - actions - cost.
func TestPlanFigures(t *testing.T) {
	// Enchanted Realms, This is also important when a magical effect: the quick-stepped dwarf dismounts (20 feet) and keeps
	// "a remaining remaining 30 feet to use for other movement on his turn": 4 open hexes and one difficult.
	b := textBoard(t, grid.Pointy, map[byte]spec{'D': {side: "heroes", speed: 40, effects: []Effect{{"quick step axiom", Rate, 10}}}},
		"D...d...")
	p, err := b.PlanPath("D", []grid.Cell{hexAt(1, 0), hexAt(2, 0), hexAt(3, 0), hexAt(4, 0)}, Options{Actions: []Action{DismountMedium}})
	if err != nil {
		t.Fatal(err)
	}
	if p.Speed() != 50 || p.Budget.ActionCost != 20 || p.Cost != 25 || p.Remaining != 5 {
		t.Errorf("PlanPath(dwarf, 4 hexes) = speed %d, actions %d, cost %d, remaining %d, want 50, 20, 25, 5",
			p.Speed(), p.Budget.ActionCost, p.Cost, p.Remaining)
	}
	if !p.Steps[3].Difficult || p.Steps[3].Feet != 10 {
		t.Errorf("PlanPath step into [4, 0] = %+v, want 10 feet, difficult", p.Steps[3])
	}
	if _, err := b.PlanPath("D", []grid.Cell{hexAt(1, 0), hexAt(2, 0), hexAt(3, 0), hexAt(4, 0), hexAt(5, 0), hexAt(6, 0)},
		Options{Actions: []Action{DismountMedium}}); err == nil {
		t.Errorf("PlanPath(dwarf, 35 feet of hexes with 30 left) = nil error, want %s", RuleMovementLeft)
	}
	if err := b.Apply(p); err != nil {
		t.Fatal(err)
	}
	if got := b.Creature("D").At; got != hexAt(4, 0) {
		t.Errorf("after Apply, D is at %v, want [4, 0]", b.Offset(got))
	}
	if err := b.Apply(p); err == nil {
		t.Errorf("Apply of a plan that no longer starts where D stands = nil error, want one")
	}
	// Standing up is committed with the move.
	b = textBoard(t, grid.Pointy, map[byte]spec{'P': {speed: 30, prone: true}}, "P...")
	p, err = b.Plan("P", hexAt(2, 0), Options{Actions: []Action{StandUp}})
	if err != nil {
		t.Fatal(err)
	}
	if p.Cost != 10 || p.Remaining != 5 || p.Steps[0].Crawling {
		t.Errorf("Plan(stand up, 2 hexes) = cost %d, remaining %d, crawling %v, want 10, 5, false", p.Cost, p.Remaining, p.Steps[0].Crawling)
	}
	if err := b.Apply(p); err != nil || b.Creature("P").Prone {
		t.Errorf("after Apply(stand up) prone = %v (err %v), want false", b.Creature("P").Prone, err)
	}
}

func TestValidate(t *testing.T) {
	g := grid.Hex{Width: 4, Height: 3}
	tests := []struct {
		name string
		c    []Creature
		want string
	}{
		{"missing id", []Creature{{Speed: 30}}, "realms: creatures[0].id: missing, want a unique id"},
		{"duplicate id", []Creature{{ID: "a"}, {ID: "a"}}, `realms: creatures[1].id: "a" is also creatures[0].id, want unique ids`},
		{"negative speed", []Creature{{ID: "a", Speed: -5}}, "realms: creatures[0].speed: -5, want species movement in feet, 0 or more"},
		{"huge at the edge", []Creature{{ID: "a", Size: Huge, At: hexAt(0, 0)}}, "realms: creatures[0].at: [0, 0] puts a huge creature's space off the 4x3 map"},
		{"in a wall", []Creature{{ID: "a", Size: Large, At: hexAt(2, 1)}}, "realms: creatures[0].at: the creature's space includes [3, 2], which is wall; want open or difficult ground"},
		{"unknown effect kind", []Creature{{ID: "a", Effects: []Effect{{"x", EffectKind(7), 1}}}}, "realms: creatures[0].effects[0]: kind 7, want rate, percent or feet"},
		{"negative percent", []Creature{{ID: "a", Effects: []Effect{{"x", Percent, -1}}}}, "realms: creatures[0].effects[0].percent: -1, want 0 or more (50 halves the movement)"},
	}
	for _, tt := range tests {
		b := NewBoard(g)
		b.SetTerrain(hexAt(3, 2), Wall)
		b.Creatures = tt.c
		if err := b.Validate(); err == nil || err.Error() != tt.want {
			t.Errorf("%s: Validate() = %v, want %s", tt.name, err, tt.want)
		}
	}
}

// Choices the text leaves open (docs/rules-realms.md, "Hex costs" and
// "Sizes and footprints").
func TestCostChoices(t *testing.T) {
	tests := []struct {
		name  string
		quote string
		rows  []string
		specs map[byte]spec
		mover string
		to    grid.Cell
		want  int
	}{
		{
			// Enchanted Realms, Implied permission happens most of the time: "... however, it does count as difficult terrain, ..."
			// An ally standing on difficult terrain makes the hex difficult once, not twice.
			name: "an ally on difficult terrain", quote: "it does count as difficult terrain",
			rows:  []string{"A.B."},
			specs: map[byte]spec{'A': {side: "heroes", speed: 30}, 'B': {side: "heroes", on: Difficult}},
			mover: "A", to: hexAt(3, 0), want: 5 + 10 + 5,
		},
		{
			// Enchanted Realms, A quick reminder: "Difficult terrain costs 2 feet for every 1 traveled" -- a large creature pays
			// for the hexes it moves into; difficult ground already under it costs nothing more.
			name: "large creature leaves difficult ground", quote: "Difficult terrain costs 2 feet for every 1 traveled",
			rows:  []string{"Ld...", " d...."},
			specs: map[byte]spec{'L': {size: Large, speed: 30}},
			mover: "L", to: hexAt(1, 0), want: 5,
		},
		{
			name: "large creature enters difficult ground", quote: "Difficult terrain costs 2 feet for every 1 traveled",
			rows:  []string{"L.d..", " ....."},
			specs: map[byte]spec{'L': {size: Large, speed: 30}},
			mover: "L", to: hexAt(1, 0), want: 10,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := textBoard(t, grid.Pointy, tt.specs, tt.rows...)
			p, err := b.Plan(tt.mover, tt.to, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if p.Cost != tt.want {
				t.Errorf("%q: Plan(%s to %v).Cost = %d, want %d (steps %+v)", tt.quote, tt.mover, b.Offset(tt.to), p.Cost, tt.want, p.Steps)
			}
		})
	}
}

// The path shown is the cheapest, and of equal-cost paths the straightest:
// over open ground it keeps as close to the straight line as grid.HexLine
// does (Enchanted Realms, A quick reminder: "Normal movement is a 1:1 ratio in measured
// feet to traveled feet").
func TestPathIsStraightOnOpenGround(t *testing.T) {
	rows := make([]string, 15)
	for i := range rows {
		rows[i] = "..............."
	}
	b := textBoard(t, grid.Pointy, nil, rows...)
	from := hexAt(7, 7)
	b.Creatures = []Creature{{ID: "A", At: from, Speed: 35}}
	r, err := b.Reach("A", Options{})
	if err != nil {
		t.Fatal(err)
	}
	// dev is twice the area between the line from->to and p, which grows
	// with p's distance from the line.
	dev := func(to, p grid.Cell) int {
		l, d := to.Sub(from), p.Sub(from)
		return max(l.X*d.Y-l.Y*d.X, l.Y*d.X-l.X*d.Y)
	}
	for _, x := range r.All(nil) {
		path := r.Path(x.At, nil)
		if len(path)-1 != grid.HexDistance(from, x.At) {
			t.Errorf("Path(%v) = %d steps, want %d", b.Offset(x.At), len(path)-1, grid.HexDistance(from, x.At))
			continue
		}
		worst := 0
		for _, h := range grid.HexLine(from, x.At, nil) {
			worst = max(worst, dev(x.At, h))
		}
		for _, h := range path {
			if dev(x.At, h) > worst {
				t.Errorf("Path(%v) = %v strays to %v, farther from the line than HexLine ever does", b.Offset(x.At), path, b.Offset(h))
				break
			}
		}
	}
	// Along an axis the path is the axis itself.
	to := from.Add(grid.Cell{X: 3, Y: -3})
	if got, want := r.Path(to, nil), grid.HexLine(from, to, nil); !slices.Equal(got, want) {
		t.Errorf("Path(along an axis) = %v, want %v", got, want)
	}
}

// A board that Validate refuses (a huge creature hanging off the map) does
// not make the search read outside its window.
func TestReachFromOffTheMap(t *testing.T) {
	b := textBoard(t, grid.Pointy, nil, "....", " ....", "....")
	b.Creatures = []Creature{{ID: "H", Size: Huge, Speed: 30, At: hexAt(0, 0)}}
	r, err := b.Reach("H", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := r.All(nil); len(got) != 1 || got[0].At != hexAt(0, 0) {
		t.Errorf("Reach(huge creature half off the map) = %v, want only its start", got)
	}
}
