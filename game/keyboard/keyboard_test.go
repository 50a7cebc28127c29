package keyboard

import (
	"fmt"
	"strings"
	"testing"
)

// typeBy taps the keys Find names for each rune of s, as a finger would,
// and returns what the taps typed.
func typeBy(t *testing.T, k *Keyboard, s string) string {
	t.Helper()
	var out []rune
	for _, r := range s {
		keys := k.Find(r)
		if len(keys) == 0 {
			t.Fatalf("Find(%q) = no keys, want a way to type it", r)
		}
		for _, key := range keys {
			if kind, c := k.Tap(key); kind == Char {
				out = append(out, c)
			}
		}
	}
	return string(out)
}

// TestFindTypesEveryCharacter: a file name or a note typed key by key
// comes out as written, whatever the page and shift before each letter.
func TestFindTypesEveryCharacter(t *testing.T) {
	for _, s := range []string{
		"goblin-camp_2.json",
		"Brann's stand, round 3!",
		"Who holds the BRIDGE? Mei.",
		"AbCdEf xyz 0123456789",
		"-_.,'!?():/+=&#@%\"*;[]",
	} {
		t.Run(s, func(t *testing.T) {
			if got := typeBy(t, &Keyboard{}, s); got != s {
				t.Errorf("typed by the keys Find names: %q, want %q", got, s)
			}
		})
	}
}

// TestTap: what a row of taps types, and where shift and page are after.
func TestTap(t *testing.T) {
	a, b := Key{Kind: Char, Char: 'a', Units: 1}, Key{Kind: Char, Char: 'b', Units: 1}
	dash := Key{Kind: Char, Char: '-', Units: 1}
	shift, page := Key{Kind: Shift, Units: 2}, Key{Kind: Page, Units: 1.5}
	for _, tc := range []struct {
		name   string
		taps   []Key
		want   string
		next   bool // the next letter a capital
		locked bool
		page   int
	}{
		{"plain", []Key{a, b}, "ab", false, false, Letters},
		{"shift for one letter", []Key{shift, a, b}, "Ab", false, false, Letters},
		{"shift kept by a sign", []Key{shift, dash, a, b}, "-Ab", false, false, Letters},
		{"two shifts lock", []Key{shift, shift, a, b}, "AB", true, true, Letters},
		{"three shifts unlock", []Key{shift, shift, shift, a}, "a", false, false, Letters},
		{"space", []Key{a, {Kind: Space, Units: 4.5}, b}, "a b", false, false, Letters},
		{"page turns and back", []Key{page, page}, "", false, false, Letters},
		{"page to signs", []Key{page}, "", false, false, Signs},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := &Keyboard{}
			var got []rune
			for _, key := range tc.taps {
				if kind, r := k.Tap(key); kind == Char {
					got = append(got, r)
				}
			}
			next, locked := k.Shifted()
			if string(got) != tc.want || next != tc.next || locked != tc.locked || k.Page() != tc.page {
				t.Errorf("taps typed %q, shift %v lock %v page %d; want %q, %v, %v, %d", string(got), next, locked, k.Page(), tc.want, tc.next, tc.locked, tc.page)
			}
		})
	}
}

// TestTapAnswers: Backspace, OK and Cancel are handed to the window.
func TestTapAnswers(t *testing.T) {
	for _, kind := range []Kind{Backspace, OK, Cancel} {
		k := &Keyboard{}
		if got, _ := k.Tap(Key{Kind: kind}); got != kind {
			t.Errorf("Tap(kind %d) = %d, want %d", kind, got, kind)
		}
	}
}

// TestLabels: the keys show what they type now.
func TestLabels(t *testing.T) {
	k := &Keyboard{}
	q := Key{Kind: Char, Char: 'q', Units: 1}
	shift := Key{Kind: Shift, Units: 2}
	steps := []struct {
		tap      *Key
		q, shift string
	}{
		{nil, "q", "↑ Shift"},
		{&shift, "Q", "↑ Shift"},
		{&shift, "Q", "CAPS"},
		{&shift, "q", "↑ Shift"},
	}
	for i, st := range steps {
		if st.tap != nil {
			k.Tap(*st.tap)
		}
		if got := k.Label(q); got != st.q {
			t.Errorf("step %d: Label(q) = %q, want %q", i, got, st.q)
		}
		if got := k.Label(shift); got != st.shift {
			t.Errorf("step %d: Label(shift) = %q, want %q", i, got, st.shift)
		}
	}
}

// TestLayoutFits: in a 1728x972 window at UI scale 1 to 3, with two
// thirds of the height for the keyboard, every key is at least MinKey
// pixels times the scale a side, inside the keyboard, and no two overlap;
// every row is as wide as the others.
func TestLayoutFits(t *testing.T) {
	for _, page := range []int{Letters, Signs} {
		for _, sc := range []float64{1, 1.5, 2, 2.5, 3} {
			t.Run(fmt.Sprintf("page %d scale %g", page, sc), func(t *testing.T) {
				k := &Keyboard{page: page}
				keys, w, h, ok := k.Layout(1728, 972*2/3, sc)
				if !ok || w > 1728 || h > 972*2/3 {
					t.Fatalf("Layout(1728, 648, %g) = %gx%g, ok %v; want within 1728x648, ok", sc, w, h, ok)
				}
				right := map[float64]float64{}
				for i, a := range keys {
					if a.W < MinKey*sc || a.H < MinKey*sc {
						t.Errorf("key %q is %gx%g, want at least %g", k.Label(a.Key), a.W, a.H, MinKey*sc)
					}
					if a.X < 0 || a.Y < 0 || a.X+a.W > w+1e-9 || a.Y+a.H > h+1e-9 {
						t.Errorf("key %q at %+v is outside the keyboard %gx%g", k.Label(a.Key), a.Rect, w, h)
					}
					for _, b := range keys[i+1:] {
						if a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H {
							t.Errorf("keys %q and %q overlap", k.Label(a.Key), k.Label(b.Key))
						}
					}
					right[a.Y] = max(right[a.Y], a.X+a.W)
				}
				var ends []string
				for _, r := range right {
					ends = append(ends, fmt.Sprintf("%.3f", r))
				}
				for _, e := range ends {
					if e != ends[0] {
						t.Errorf("rows end at %s, want all at one place", strings.Join(ends, ", "))
						break
					}
				}
			})
		}
	}
}

// TestLayoutTooSmall: a window too small for MinKey keys still gets a
// keyboard, and says so.
func TestLayoutTooSmall(t *testing.T) {
	keys, w, _, ok := (&Keyboard{}).Layout(400, 300, 2)
	if ok || len(keys) == 0 || w > 400 {
		t.Errorf("Layout(400, 300, 2): %d keys, %g wide, ok %v; want keys within 400 and ok false", len(keys), w, ok)
	}
}

// TestMinHeight: a keyboard given MinHeight has keys of MinKey pixels.
func TestMinHeight(t *testing.T) {
	for _, sc := range []float64{1, 2, 3} {
		k := &Keyboard{}
		keys, _, h, ok := k.Layout(1e6, k.MinHeight(sc), sc)
		if !ok || keys[0].H != MinKey*sc || h != k.MinHeight(sc) {
			t.Errorf("Layout(wide, MinHeight(%g)) = keys %g high, %g in all, ok %v; want %g, %g, true", sc, keys[0].H, h, ok, MinKey*sc, k.MinHeight(sc))
		}
	}
}
