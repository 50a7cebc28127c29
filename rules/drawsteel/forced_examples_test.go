package drawsteel

import (
	"slices"
	"testing"
)

// The worked examples of the rulebook's figure captions, each checked
// exactly as the caption tells it.

// Draw Steel, figure "Vertical Forced Movement": "The talent
// vertically slides the goblin spinecleaver 3 squares up into the air and
// off of a cliff. The goblin falls 5 squares, taking 10 damage and landing
// prone from the fall."
func TestForcedExampleVerticalSlideOffCliff(t *testing.T) {
	b := forcedParseBoard(t, `
		2t 2 2g . . . .
		2  2 2  . . . .
	`, forcedLegend{'t': {ID: "talent"}, 'g': {ID: "goblin", Name: "goblin spinecleaver"}})
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 3, Vertical: true}, Target: "goblin", Source: "talent"}
	path := []Pos{{3, 0, 3}, {4, 0, 4}, {5, 0, 5}}
	o, err := ResolveForced(b, fm, path)
	if err != nil {
		t.Fatalf("Resolve(vertical slide 3) error: %v", err)
	}
	if got, want := o.Damage["goblin"], 10; got != want {
		t.Errorf("Resolve(vertical slide 3) goblin damage = %d, want %d%s", got, want, forcedEvents(o))
	}
	if got, want := o.Positions["goblin"], (Pos{5, 0, 0}); got != want {
		t.Errorf("Resolve(vertical slide 3) goblin at %v, want %v (fell 5 squares)", got, want)
	}
	if !slices.Contains(o.Prone, "goblin") {
		t.Errorf("Resolve(vertical slide 3) prone = %v, want goblin landing prone", o.Prone)
	}
	if i := slices.IndexFunc(o.Events, func(e Event) bool { return e.Kind == EventFall }); i < 0 || o.Events[i].Squares != 5 || o.Events[i].Damage != 10 {
		t.Errorf("Resolve(vertical slide 3) events have no fall of 5 squares for 10:%s", forcedEvents(o))
	}
	// The same end is offered by the preview, with the same outcome.
	p, err := PreviewForced(b, fm)
	if err != nil {
		t.Fatal(err)
	}
	opt, ok := p.Option(Pos{5, 0, 5})
	if !ok {
		t.Fatalf("Preview(vertical slide 3) has no option at 5,0,5")
	}
	if got := opt.Outcome.Damage["goblin"]; got != 10 {
		t.Errorf("Preview(vertical slide 3).Option(5,0,5) goblin damage = %d, want 10%s", got, forcedEvents(opt.Outcome))
	}
}

// Draw Steel, figure "Slamming Into Creatures": "The null
// slides a war dog commando 5 squares. The null force moves the commando 1
// square and then slams them into another adjacent commando. The forced
// movement ends, and both commandos take 4 damage, since the forced
// movement still had 4 squares remaining when the commandos collided."
func TestForcedExampleSlamIntoCommando(t *testing.T) {
	b := forcedParseBoard(t, `
		. . . . . .
		n . a . b .
		. . . . . .
	`, forcedLegend{'n': {ID: "null"}, 'a': {ID: "a", Name: "commando A"}, 'b': {ID: "b", Name: "commando B"}})
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 5}, Target: "a", Source: "null"}
	o, err := ResolveForced(b, fm, []Pos{{3, 1, 0}, {4, 1, 0}})
	if err != nil {
		t.Fatalf("Resolve(slide 5) error: %v", err)
	}
	for _, id := range []string{"a", "b"} {
		if got := o.Damage[id]; got != 4 {
			t.Errorf("Resolve(slide 5) damage[%s] = %d, want 4%s", id, got, forcedEvents(o))
		}
	}
	if got, want := o.Positions["a"], (Pos{3, 1, 0}); got != want {
		t.Errorf("Resolve(slide 5) commando A at %v, want %v (moved 1, then stopped)", got, want)
	}
	// The preview aims at B's square with that very path.
	p, _ := PreviewForced(b, fm)
	opt, ok := p.Option(Pos{4, 1, 0})
	if !ok {
		t.Fatalf("Preview(slide 5) has no option aimed at commando B")
	}
	if got := opt.Outcome.Damage["b"]; got != 4 {
		t.Errorf("Preview(slide 5).Option(4,1) damage[b] = %d, want 4 (path %v)%s", got, opt.Path, forcedEvents(opt.Outcome))
	}
}

// Draw Steel, figure "Hurling Through Objects": "The null
// slides a war dog commando 5 squares. The null force moves the commando 1
// square and then slams them into a thick wooden wall. The null forces the
// commando through the first square of the wall by using 3 squares of
// forced movement, resulting in the commando taking 5 damage. The commando
// still has 1 square of forced movement left, so they are pushed into the
// next square of the wall, which doesn't break but does result in the
// commando's forced moment ending and them taking another 3 damage: 1 for
// the square of forced movement leftover and 2 for colliding with an
// object."
func TestForcedExampleHurlThroughWoodenWall(t *testing.T) {
	b := forcedParseBoard(t, `
		. . . # # .
		n a . # # .
		. . . # # .
	`, forcedLegend{'n': {ID: "null"}, 'a': {ID: "commando"}})
	fm := ForcedMove{Move: Move{Kind: Slide, Distance: 5}, Target: "commando", Source: "null"}
	o, err := ResolveForced(b, fm, []Pos{{2, 1, 0}, {3, 1, 0}, {4, 1, 0}})
	if err != nil {
		t.Fatalf("Resolve(slide 5) error: %v", err)
	}
	if got, want := o.Damage["commando"], 5+3; got != want {
		t.Errorf("Resolve(slide 5) commando damage = %d, want %d%s", got, want, forcedEvents(o))
	}
	if got, want := o.Destroyed, []Pos{{3, 1, 0}}; !slices.Equal(got, want) {
		t.Errorf("Resolve(slide 5) destroyed = %v, want %v", got, want)
	}
	if got, want := o.Positions["commando"], (Pos{3, 1, 0}); got != want {
		t.Errorf("Resolve(slide 5) commando at %v, want %v (in the broken square)", got, want)
	}
	var rules []string
	for _, e := range o.Events {
		rules = append(rules, e.Rule)
	}
	if want := []string{"Hurling Through Objects", "Slamming Into Objects"}; !slices.Equal(forcedWithout(rules, "Slide X"), want) {
		t.Errorf("Resolve(slide 5) event rules = %v, want %v", rules, want)
	}
	// Aimed at the second wall square, the slide preview finds the same
	// path: the only way there is through the first.
	p, err := PreviewForced(b, fm)
	if err != nil {
		t.Fatal(err)
	}
	opt, ok := p.Option(Pos{4, 1, 0})
	if !ok {
		t.Fatalf("Preview(slide 5) has no option aimed at 4,1")
	}
	if want := []Pos{{2, 1, 0}, {3, 1, 0}, {4, 1, 0}}; !slices.Equal(opt.Path, want) || opt.Outcome.Damage["commando"] != 8 {
		t.Errorf("Preview(slide 5).Option(4,1) path %v damage %d, want %v and 8%s", opt.Path, opt.Outcome.Damage["commando"], want, forcedEvents(opt.Outcome))
	}
	after := b.Apply(o)
	if got := after.Cell(Square{3, 1}); got.HasWall() {
		t.Errorf("Apply: square 3,1 still has a wall %+v, want it gone", got)
	}
	if c, _ := after.Creature("commando"); c.Stamina != 92 {
		t.Errorf("Apply: commando Stamina = %d, want 92", c.Stamina)
	}
}

func forcedWithout(s []string, drop string) []string {
	return slices.DeleteFunc(slices.Clone(s), func(v string) bool { return v == drop })
}

// Draw Steel, figure "Forced Movement": "The fury pushes a war
// dog commando 2 squares. The censor pulls a commando 2 squares. The
// elementalist slides a commando 2 squares. Each commando can end up
// anywhere in the indicated area of their forced movement on the diagram."
func TestForcedExampleIndicatedArea(t *testing.T) {
	tests := []struct {
		name  string
		board string
		move  Move
		want  string
	}{
		{
			name: "fury pushes 2",
			board: `
				. . . . . . .
				. . . . . . .
				. f c . . . .
				. . . . . . .
				. . . . . . .`,
			move: Move{Kind: Push, Distance: 2},
			want: `
				. . . . * . .
				. . . * * . .
				. f c * * . .
				. . . * * . .
				. . . . * . .`,
		},
		{
			name: "censor pulls 2",
			board: `
				. . . . . . .
				. . . . . . .
				f . . c . . .
				. . . . . . .
				. . . . . . .`,
			move: Move{Kind: Pull, Distance: 2},
			want: `
				. . . . . . .
				. * * . . . .
				f * * c . . .
				. * * . . . .
				. . . . . . .`,
		},
		{
			name: "elementalist slides 2",
			board: `
				. . . . . . .
				. . . . . . .
				f . . c . . .
				. . . . . . .
				. . . . . . .`,
			move: Move{Kind: Slide, Distance: 2},
			want: `
				. * * * * * .
				. * * * * * .
				f * * c * * .
				. * * * * * .
				. * * * * * .`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := forcedParseBoard(t, tc.board, nil)
			p, err := PreviewForced(b, ForcedMove{Move: tc.move, Target: "c", Source: "f"})
			if err != nil {
				t.Fatal(err)
			}
			got := forcedRender(b, forcedStops(p))
			if want := forcedPicture(tc.want); got != want {
				t.Errorf("Preview(%v) end squares:\n%s\nwant:\n%s", tc.move, got, want)
			}
		})
	}
}
