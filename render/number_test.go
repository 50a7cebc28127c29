package render

import "testing"

func TestNumWritesNumbersAsAPersonDoes(t *testing.T) {
	for _, c := range []struct {
		in   float64
		want string
	}{
		{4.6000000000000005, "4.6"},
		{0.1 + 0.2, "0.3"},
		{10, "10"},
		{-6, "-6"},
		{4.5, "4.5"},
		{0.25, "0.25"},
		{-0.001, "0"},
		{1.005 + 1e-9, "1.01"},
		{1e6, "1000000"},
	} {
		if got := Num(c.in); got != c.want {
			t.Errorf("Num(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}
