package maps

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

const conditionsFile = `{
  "format": 1,
  "grid": {"width": 4, "height": 1},
  "creatures": [
    {"id": "ogre", "side": "monsters", "at": [0, 0]},
    {"id": "fury", "side": "heroes", "at": [1, 0], "conditions": [%s]}
  ]
}
`

func conditionsJSON(list string) string { return strings.Replace(conditionsFile, "%s", list, 1) }

// A condition with a source loads as the name plus the source's id and is
// written back as it was read; plain names stay plain strings.
func TestConditionSourcesRoundTrip(t *testing.T) {
	for _, list := range []string{
		`"slowed", "bleeding"`,
		`{"name": "taunted", "by": "ogre"}`,
		`"weakened", {"name": "grabbed", "by": "ogre"}, {"name": "frightened", "by": "ogre"}, "dazed"`,
	} {
		t.Run(list, func(t *testing.T) {
			e, err := Parse("c.json", []byte(conditionsJSON(list)))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			out, err := e.Marshal()
			if err != nil {
				t.Fatalf("Marshal: %v", err)
			}
			if want := `"conditions": [` + list + `]`; !strings.Contains(string(out), want) {
				t.Errorf("Marshal wrote\n%s\nwant it to contain %s", out, want)
			}
		})
	}
	e, err := Parse("c.json", []byte(conditionsJSON(`"weakened", {"name": "taunted", "by": "ogre"}`)))
	if err != nil {
		t.Fatal(err)
	}
	fury, _ := e.Square.Board.Creature("fury")
	if !fury.Has(drawsteel.Taunted) || !fury.Has(drawsteel.Weakened) || fury.Source(drawsteel.Taunted) != "ogre" || fury.Source(drawsteel.Weakened) != "" {
		t.Errorf("fury: conditions %v by %v; want weakened and taunted by ogre", fury.Conditions, fury.ConditionBy)
	}
}

func TestConditionEntryErrors(t *testing.T) {
	for _, tc := range []struct{ list, want string }{
		{`{"name": "taunted", "by": "troll"}`, `creatures[1].conditions[0].by: no creature has id "troll" (want the id of a creature on the map: "ogre")`},
		{`"slowed", {"name": "taunted", "by": "fury"}`, `creatures[1].conditions[1].by: "fury" can't be taunted by itself`},
		{`{"by": "ogre"}`, `creatures[1].conditions[0]: missing "name"`},
		{`{"name": "taunted", "from": "ogre"}`, `unknown key "from" (known keys: name, by)`},
		{`{"name": "sleepy", "by": "ogre"}`, `creatures[1].conditions[0]: unknown condition "sleepy"`},
		{`{"name": "taunted", "by": 3}`, `creatures[1].conditions[0].by: got a number, want a string`},
		{`7`, `creatures[1].conditions[0]: got a number, want a string`},
	} {
		t.Run(tc.list, func(t *testing.T) {
			_, err := Parse("c.json", []byte(conditionsJSON(tc.list)))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Parse(conditions [%s]) = %v, want an error containing %q", tc.list, err, tc.want)
			}
		})
	}
}
