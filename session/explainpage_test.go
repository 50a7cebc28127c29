package session

import (
	"reflect"
	"testing"
)

func TestPageExplain(t *testing.T) {
	for _, tc := range []struct {
		name string
		step []int
		fit  int
		want []ExplainPage
	}{
		{"all fit", []int{1, 1, 2, 3}, 4, []ExplainPage{{0, 4, 1, 3}}},
		{"one step a page", []int{1, 1, 2, 2, 3, 3}, 3, []ExplainPage{{0, 2, 1, 1}, {2, 4, 2, 2}, {4, 6, 3, 3}}},
		{"two steps a page", []int{1, 1, 2, 2, 3, 3, 4, 5, 5}, 4, []ExplainPage{{0, 4, 1, 2}, {4, 7, 3, 4}, {7, 9, 5, 5}}},
		{"a step longer than a page is split", []int{1, 2, 2, 2, 2, 3}, 2, []ExplainPage{{0, 1, 1, 1}, {1, 3, 2, 2}, {3, 5, 2, 2}, {5, 6, 3, 3}}},
		{"no room still shows a line", []int{1, 2}, 0, []ExplainPage{{0, 1, 1, 1}, {1, 2, 2, 2}}},
		{"nothing", nil, 3, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := PageExplain(tc.step, tc.fit); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("PageExplain(%v, %d) = %v, want %v", tc.step, tc.fit, got, tc.want)
			}
		})
	}
}

func TestExplainPageLabel(t *testing.T) {
	for _, tc := range []struct {
		p         ExplainPage
		continued bool
		want      string
	}{
		{ExplainPage{2, 5, 2, 3}, false, "steps 2-3 of 5"},
		{ExplainPage{5, 6, 4, 4}, false, "step 4 of 5"},
		{ExplainPage{6, 8, 4, 4}, true, "step 4 of 5, continued"},
	} {
		if got := tc.p.Label(5, tc.continued); got != tc.want {
			t.Errorf("%v.Label(5, %v) = %q, want %q", tc.p, tc.continued, got, tc.want)
		}
	}
}
