package session

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestExportHexMap checks a hex map's figure: real hexagons in the SVG,
// and a move preview whose caption carries the round's movement, the
// actions and the path's cost as the rules work them out.
func TestExportHexMap(t *testing.T) {
	enc := loadEncounter(t, "../assets/encounters/river-ford.json")
	var buf bytes.Buffer
	if err := Export(enc, ExportOptions{Format: ExportSVG, Scale: 40}, &buf); err != nil {
		t.Fatal(err)
	}
	// a hexagon is a <polygon> of six corners, or a closed six-cornered
	// subpath of a row's <path>
	hexagon := regexp.MustCompile(`<polygon points="(-?[0-9.]+,-?[0-9.]+ ){5}-?[0-9.]+,-?[0-9.]+"|M-?[0-9.]+ -?[0-9.]+(L-?[0-9.]+ -?[0-9.]+){5}Z`)
	g := enc.Hex.Board.Geometry
	if n := len(hexagon.FindAllString(buf.String(), -1)); n < g.Len() {
		t.Errorf("SVG of the %dx%d hex map has %d six-cornered polygons, want at least one per hex (%d)", g.Width, g.Height, n, g.Len())
	}

	// Enchanted Realms, This is also important when a magical effect: the quick-stepped
	// dwarf's 40 + 10 = 50 feet; switching weapons takes 10 ("Unsheath/switch
	// weapon10 feet"), one hex of plain ground 5: 35 left.
	to := realms.Pos{5, 4}
	f, err := buildExport(enc, ExportOptions{Scale: 40, HexPreview: &HexPreview{Creature: "brann", Actions: []realms.Action{realms.SwitchWeapon}, To: &to}})
	if err != nil {
		t.Fatal(err)
	}
	var text []string
	for _, s := range f.Scene.Shapes {
		text = append(text, s.Text)
	}
	all := strings.Join(text, " ")
	for _, want := range []string{"quick step axiom +10 = 50", "switch-weapon -10", "path 5 ft", "35 ft left", "5 ft, 35 left"} {
		if !strings.Contains(all, want) {
			t.Errorf("preview of brann to [5, 4] after switching weapons: no %q in the figure's text:\n%s", want, all)
		}
	}

	for _, tt := range []struct {
		name string
		opt  ExportOptions
		want string
	}{
		{"unknown creature", ExportOptions{HexPreview: &HexPreview{Creature: "nobody"}}, `no creature "nobody"`},
		{"a hostile's hex", ExportOptions{HexPreview: &HexPreview{Creature: "brann", To: &realms.Pos{13, 3}}}, "hostile-space"},
		{"forced movement", ExportOptions{Preview: &ExportPreview{}}, "forced movement and side views are Draw Steel's"},
		{"region off the map", ExportOptions{Region: render.Rect{Min: render.Point{X: 30, Y: 30}, Max: render.Point{X: 40, Y: 40}}}, "shows none of the map"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := buildExport(enc, tt.opt); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("buildExport(%s) = %v, want an error saying %q", tt.name, err, tt.want)
			}
		})
	}
}
