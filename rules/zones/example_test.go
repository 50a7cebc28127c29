package zones_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/zones"
)

func rating(n int) *int { return &n }

// cliffTemple is the encounter of the zone file format's example, as a
// Map: what a loader fills from the file.
func cliffTemple() *zones.Board {
	b, err := zones.NewBoard(zones.Map{
		Name: "Cliff temple",
		Zones: []zones.Zone{
			{ID: "yard", Name: "Courtyard", Surface: zones.Hard, Difficult: rating(1)},
			{ID: "roof", Name: "Roof", Elevation: 6},
			{ID: "ledge", Name: "Ledge", Elevation: 40},
			{ID: "pool", Name: "Pool", Surface: zones.Water, Depth: 6},
		},
		Links: []zones.Link{
			{From: "yard", To: "roof", Climb: 10},
			{From: "roof", To: "ledge", Climb: 20},
			{From: "ledge", To: "pool", OneWay: true},
			{From: "pool", To: "yard"},
		},
		Creatures: []zones.Creature{
			{ID: "mei", Name: "Mei", Side: "heroes", Zone: "yard", Height: 1.7, Speed: 1, Partner: "jun"},
			{ID: "jun", Name: "Jun", Side: "heroes", Zone: "yard", Partner: "mei"},
			{ID: "oni", Name: "Oni", Side: "foes", Zone: "ledge"},
		},
	})
	if err != nil {
		panic(err)
	}
	return b
}

// The plan of `battlemap move FILE --creature mei --to roof`: the climb
// is a challenge, and Jun, left behind, loses his partner.
func ExampleMove() {
	plan, err := zones.Move(cliffTemple(), zones.MoveRequest{Creature: "mei", To: "roof"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(plan.Path, "cost", plan.Cost, "of", plan.Speed)
	for _, c := range plan.Challenges {
		fmt.Println(c.Kind, *c.Rating)
	}
	for _, e := range plan.Events {
		fmt.Println(e.Kind+":", e.Text)
	}
	// Output:
	// [yard roof] cost 1 of 1
	// climb 10
	// moved: Mei moves to Roof
	// partnershipEnds: Jun (yard) and Mei (roof) are in separate zones: their partnership ends
}

// Without a destination the plan lists every zone within speed; an
// illegal move names its rule.
func ExampleMove_reach() {
	b := cliffTemple()
	plan, _ := zones.Move(b, zones.MoveRequest{Creature: "mei", Sprint: true})
	for _, r := range plan.Reach {
		fmt.Println(r.Zone, r.Cost, r.Path)
	}
	fmt.Println(plan.Sprint.Text)
	_, err := zones.Move(b, zones.MoveRequest{Creature: "mei", To: "ledge"})
	fmt.Println(err)
	var re *rules.Error
	if errors.As(err, &re) {
		fmt.Println(re.Source)
	}
	// Output:
	// roof 1 [yard roof]
	// pool 2 [yard pool]
	// ledge 2 [yard roof ledge]
	// Sprint is your Action this round: no attack or offensive Art, and a failed difficult terrain challenge stops you at the border
	// Your Movement: Mei needs 2 movement to reach Ledge and has Speed 1
	// Seln, Your Movement: "This is how many zones you may move when you take your Move each round"
}

// `battlemap resolve FILE --target oni --move throw --to pool --result 12
// --by mei` once Mei stands on the ledge: the outcome JSON.
func ExampleThrow() {
	b := cliffTemple()
	o, err := zones.ResolveMove(b, zones.MoveRequest{Creature: "mei", To: "roof", Together: true}, []zones.ChallengeResult{{Result: 12}, {Result: 15}}, zones.Dice{})
	if err != nil {
		fmt.Println(err)
		return
	}
	b = b.Apply(zones.EndRound(b.Apply(o), zones.Dice{}))
	o, err = zones.ResolveMove(b, zones.MoveRequest{Creature: "mei", To: "ledge"}, []zones.ChallengeResult{{Result: 22}}, zones.Dice{})
	if err != nil {
		fmt.Println(err)
		return
	}
	b = b.Apply(o)
	o, err = zones.Throw(b, zones.ThrowRequest{Target: "oni", To: "pool", Result: 12, By: "mei"}, zones.Dice{})
	if err != nil {
		fmt.Println(err)
		return
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	enc.Encode(struct {
		Positions map[string]string `json:"positions"`
		Damage    map[string]int    `json:"damage"`
		Events    []zones.Event     `json:"events"`
	}{o.Positions, o.Damage, o.Events})
	// Output:
	// {
	//   "positions": {
	//     "jun": "roof",
	//     "mei": "ledge",
	//     "oni": "pool"
	//   },
	//   "damage": {
	//     "oni": 2
	//   },
	//   "events": [
	//     {
	//       "kind": "thrown",
	//       "rule": "Forced Movement",
	//       "text": "Oni is thrown from Ledge into Pool",
	//       "creature": "oni",
	//       "from": "ledge",
	//       "zone": "pool"
	//     },
	//     {
	//       "kind": "fall",
	//       "rule": "Falling",
	//       "text": "Oni falls 40m onto Pool (water) in 1 round(s): 2 damage",
	//       "creature": "oni",
	//       "from": "ledge",
	//       "zone": "pool",
	//       "damage": 2,
	//       "fall": {
	//         "metres": 40,
	//         "surface": "water",
	//         "damage": 2,
	//         "rounds": 1
	//       }
	//     }
	//   ]
	// }
}
