package drawsteel

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
)

// TestForcedLineSymmetry checks the straight-line reading (forced_doc.go,
// "Straight lines"): mirroring the aim on any axis mirrors the line, and
// the division-free walk the engine uses gives the same squares as the
// formula.
func TestForcedLineSymmetry(t *testing.T) {
	a := Pos{10, 10, 10}
	for dz := -5; dz <= 5; dz++ {
		for dy := -5; dy <= 5; dy++ {
			for dx := -5; dx <= 5; dx++ {
				n := max(grid.Abs(dx), grid.Abs(dy), grid.Abs(dz))
				if n == 0 {
					continue
				}
				e := Pos{a.X + dx, a.Y + dy, a.Z + dz}
				m := Pos{a.X - dx, a.Y + dy, a.Z - dz}
				var w forcedLineWalk
				w.init(a, e, n)
				prev := a
				for k := 1; k <= n; k++ {
					p := forcedLinePoint(a, e, n, k)
					if q := w.next(); q != p {
						t.Fatalf("walk(%v->%v) square %d = %v, want %v", a, e, k, q, p)
					}
					if max(grid.Abs(p.X-prev.X), grid.Abs(p.Y-prev.Y), grid.Abs(p.Z-prev.Z)) != 1 {
						t.Fatalf("line(%v->%v) square %d = %v, not next to %v", a, e, k, p, prev)
					}
					prev = p
					q := forcedLinePoint(a, m, n, k)
					if q.X-a.X != -(p.X-a.X) || q.Y != p.Y || q.Z-a.Z != -(p.Z-a.Z) {
						t.Fatalf("line(%v->%v) square %d = %v, mirrored line gives %v", a, e, k, p, q)
					}
				}
				if prev != e {
					t.Fatalf("line(%v->%v) ends at %v", a, e, prev)
				}
			}
		}
	}
	// Exact halves round away from the start: from 0,0 to 2,1 the line
	// goes diagonally first.
	if got := forcedLinePoint(Pos{}, Pos{2, 1, 0}, 2, 1); got != (Pos{1, 1, 0}) {
		t.Errorf("line(0,0->2,1) first square = %v, want 1,1,0", got)
	}
	// Either rounding is accepted in an explicit path.
	b := forcedParseBoard(t, `
		f a . . .
		. . . . .
	`, nil)
	fm := ForcedMove{Move: Move{Kind: Push, Distance: 2}, Target: "a", Source: "f"}
	for _, path := range [][]Pos{{{2, 1, 0}, {3, 1, 0}}, {{2, 0, 0}, {3, 1, 0}}} {
		if _, err := ResolveForced(b, fm, path); err != nil {
			t.Errorf("Resolve(push 2, %v) error: %v, want either rounding of the half accepted", path, err)
		}
	}
}

// TestForcedLineEndCheck checks that testing the aimed square alone (the
// engine's way) accepts exactly the lines whose every square is 1 farther
// (push) or closer (pull) than the last, for sources and targets of
// several sizes, flat and in three dimensions.
func TestForcedLineEndCheck(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for trial := 0; trial < 200; trial++ {
		s := &forcedSim{kind: []MoveKind{Push, Pull}[r.IntN(2)], vertical: r.IntN(2) == 0,
			n: 1 + r.IntN(3), sn: 1 + r.IntN(3)}
		s.start = Pos{20, 20, 20}
		s.src = Pos{20 + r.IntN(9) - 4, 20 + r.IntN(9) - 4, 20 + r.IntN(9) - 4}
		d0 := s.dist(s.start)
		sign := 1
		if s.kind == Pull {
			sign = -1
		}
		for dz := -4; dz <= 4; dz++ {
			for dy := -4; dy <= 4; dy++ {
				for dx := -4; dx <= 4; dx++ {
					n := max(grid.Abs(dx), grid.Abs(dy), grid.Abs(dz))
					if n == 0 || (!s.vertical && dz != 0) {
						continue
					}
					e := Pos{s.start.X + dx, s.start.Y + dy, s.start.Z + dz}
					slow := true
					for k := 1; k <= n; k++ {
						if s.dist(forcedLinePoint(s.start, e, n, k)) != d0+sign*k {
							slow = false
						}
					}
					if fast := s.legalLine(e, n, d0); fast != slow {
						t.Fatalf("%v (vertical %v) size %d from size %d at %v to %v: end check %v, square by square %v",
							s.kind, s.vertical, s.n, s.sn, s.src, e, fast, slow)
					}
				}
			}
		}
	}
}

func TestForcedJSON(t *testing.T) {
	b := forcedParseBoard(t, `f a b .`, nil)
	o := forcedResolve(t, b, ForcedMove{Move: Move{Kind: Push, Distance: 3}, Target: "a", Source: "f"}, Pos{2, 0, 0})
	data, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	got := string(data)
	for _, want := range []string{
		`"positions":{"a":[1,0,0],"b":[2,0,0],"f":[0,0,0]}`,
		`"damage":{"a":3,"b":3}`,
		`"prone":[]`,
		`"destroyed":[]`,
		`"rule":"Slamming into Creatures"`,
		`"kind":"slam-creature"`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("json.Marshal(outcome) = %s, want it to contain %s", got, want)
		}
	}
	var back Outcome
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("json.Unmarshal(outcome) error: %v", err)
	}
	if back.Positions["b"] != (Pos{2, 0, 0}) || back.Damage["b"] != 3 || back.Events[0].Kind != EventSlamCreature {
		t.Errorf("json round trip = %+v, want the outcome back", back)
	}
	p, _ := PreviewForced(b, ForcedMove{Move: Move{Kind: Push, Distance: 1}, Target: "a", Source: "f"})
	opt, _ := p.Option(Pos{2, 0, 0})
	data, _ = json.Marshal(opt)
	if !strings.HasPrefix(string(data), `{"to":[2,0,0],"path":[[2,0,0]],"outcome":{"positions":`) {
		t.Errorf("json.Marshal(option) = %s, want {\"to\":[2,0,0],\"path\":[[2,0,0]],\"outcome\":{...}}", data)
	}
	tests := []struct {
		in   string
		want Pos
		err  bool
	}{
		{`[1,2,3]`, Pos{1, 2, 3}, false},
		{`[4,5]`, Pos{4, 5, 0}, false},
		{`[1]`, Pos{}, true},
		{`{"x":1}`, Pos{}, true},
	}
	for _, tc := range tests {
		var p Pos
		err := json.Unmarshal([]byte(tc.in), &p)
		if (err != nil) != tc.err || p != tc.want {
			t.Errorf("json.Unmarshal(%s) = %v, %v, want %v (error %v)", tc.in, p, err, tc.want, tc.err)
		}
	}
	if data, _ := json.Marshal(p); !strings.Contains(string(data), `"move":"push 1"`) {
		t.Errorf("json.Marshal(preview) = %.80s..., want the move as \"push 1\"", data)
	}
}
