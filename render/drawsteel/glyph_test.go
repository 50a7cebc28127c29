package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// TestSceneTextHasGlyphs checks that every text the scenes draw can be
// drawn with the Go fonts the program ships: a missing glyph is a box.
func TestSceneTextHasGlyphs(t *testing.T) {
	fonts := map[bool]*sfnt.Font{}
	for bold, ttf := range map[bool][]byte{false: goregular.TTF, true: gobold.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		fonts[bold] = f
	}
	b, o := pushedIntoWall(t)
	b.Creatures[1].Prone = true
	b.Creatures[1].Conditions = []drawsteel.Condition{drawsteel.Taunted}
	b.Creatures[1].ConditionBy = map[drawsteel.Condition]string{drawsteel.Taunted: b.Creatures[0].ID}
	th := render.ScreenTheme()
	s := BuildScene(b, Options{Theme: th, Coordinates: true, HeightNumbers: true, Acted: []string{"fury"}})
	AddForcedOverlay(s, b, o, &th)
	AddTactics(s, b, "fury", TacticsFor(b, "fury"), &th)
	b.Creatures[0].Z = 2 // flying badge
	s.Shapes = append(s.Shapes, BuildScene(b, Options{Theme: th}).Shapes...)
	var buf sfnt.Buffer
	for _, sh := range s.Shapes {
		if sh.Kind != render.Text {
			continue
		}
		for _, r := range sh.Text {
			if i, err := fonts[sh.Bold].GlyphIndex(&buf, r); err != nil || i == 0 {
				t.Errorf("text %q: the font has no glyph for %q (U+%04X)", sh.Text, r, r)
			}
		}
	}
	for _, r := range "×▲▼→←↑↓…·−" { // used by the window's status bar and help
		if i, _ := fonts[true].GlyphIndex(&buf, r); i == 0 {
			t.Errorf("the bold font has no glyph for %q", r)
		}
	}
}
