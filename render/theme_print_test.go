package render

import (
	"cmp"
	"flag"
	"image/color"
	"math"
	"slices"
	"testing"
)

func init() {
	// The export backends' golden files are regenerated with
	// "go test ./render/... -update", which passes -update to this package
	// too; accept it here unless a test file already defines it.
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite golden files (none in this package)")
	}
}

// luminance is a colour's grey value on a 0-255 scale (ITU-R BT.601, the
// weights a printer's or copier's grayscale conversion uses).
func luminance(c color.RGBA) float64 {
	return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
}

// TestPrintThemeGrayscale checks that things told apart by colour on screen
// stay apart in a grayscale print.
func TestPrintThemeGrayscale(t *testing.T) {
	th := PrintTheme()
	const minDiff = 25
	names := WallMaterials()
	for i, a := range names {
		sa, ok := th.Walls[a]
		if !ok {
			t.Fatalf("PrintTheme().Walls[%q] missing", a)
		}
		for _, b := range names[i+1:] {
			la, lb := luminance(sa.Fill), luminance(th.Walls[b].Fill)
			if d := math.Abs(la - lb); d < minDiff {
				t.Errorf("grey of %s fill = %.0f, of %s fill = %.0f: %.0f apart, want at least %d", a, la, b, lb, d, minDiff)
			}
		}
	}
	// the materials' grey values follow their strength, except unbreakable,
	// which is the darkest
	order := slices.Clone(names)
	slices.SortFunc(order, func(a, b string) int {
		return cmp.Compare(luminance(th.Walls[b].Fill), luminance(th.Walls[a].Fill))
	})
	if want := []string{"glass", "stone", "wood", "metal", "unbreakable"}; !slices.Equal(order, want) {
		t.Errorf("materials from lightest to darkest = %v, want %v", order, want)
	}
	pairs := []struct {
		name string
		a, b color.RGBA
	}{
		{"heroes vs enemies", th.SideColor("heroes"), th.SideColor("enemies")},
		{"ground vs liquid", th.GroundAt(0), th.Liquid},
		{"ground vs background", th.GroundAt(0), th.Background},
		{"token text vs heroes", th.TokenText, th.SideColor("heroes")},
		{"damage hatch vs damaging", th.DamageLine, th.Damaging},
		{"liquid waves vs liquid", th.LiquidLine, th.Liquid},
	}
	for _, p := range pairs {
		t.Run(p.name, func(t *testing.T) {
			if d := math.Abs(luminance(p.a) - luminance(p.b)); d < minDiff {
				t.Errorf("grey %.0f vs %.0f: %.0f apart, want at least %d", luminance(p.a), luminance(p.b), d, minDiff)
			}
		})
	}
	for name, st := range th.Walls {
		for _, c := range []color.RGBA{st.Fill, st.Line, st.Edge} {
			if c.A != 255 {
				t.Errorf("PrintTheme().Walls[%q] has translucent colour %v, want opaque", name, c)
			}
		}
	}
}
