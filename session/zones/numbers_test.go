package zones

import (
	"testing"

	zonesfile "github.com/battlemap/battlemap/maps/zones"
)

// TestZoneEditorWritesNumbersAsAPersonDoes: the editor's fields show a
// zone's size and heights without the noise of float arithmetic ("4.6",
// not "4.6000000000000005").
func TestZoneEditorWritesNumbersAsAPersonDoes(t *testing.T) {
	e, _ := buildLotus(t)
	e.SetTool(ZoneSelect)
	click(e, centre(t, e, "roof"))
	err := e.play.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		i, err := zoneIndex(zm, "roof")
		if err != nil {
			return "", err
		}
		zm.Shapes[i].H = 4.6000000000000005
		zm.Shapes[i].W = 10
		zm.Map.Zones[i].Elevation = 0.1 + 0.2
		return "set", nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"Height": "4.6", "Width": "10", "Elevation": "0.3 m"} {
		if got := fieldNamed(t, e, name).Value; got != want {
			t.Errorf("field %s shows %q, want %q", name, got, want)
		}
	}
}
