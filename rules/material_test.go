package rules

import "testing"

func TestCheckMaterial(t *testing.T) {
	for _, name := range []string{"glass", "wood", "stone", "metal", "unbreakable"} {
		if err := CheckMaterial(name); err != nil {
			t.Errorf("CheckMaterial(%q) = %v, want nil", name, err)
		}
	}
	for _, name := range []string{"", "Stone", "granite", "none"} {
		err := CheckMaterial(name)
		want := `unknown material "` + name + `" (want glass, wood, stone, metal or unbreakable)`
		if err == nil || err.Error() != want {
			t.Errorf("CheckMaterial(%q) = %v, want %s", name, err, want)
		}
	}
}

func TestDefaultMaterial(t *testing.T) {
	for k, want := range map[EdgeKind]string{EdgeWall: "stone", EdgeDoor: "wood", EdgeWindow: "glass"} {
		if got := k.DefaultMaterial(); got != want {
			t.Errorf("%v.DefaultMaterial() = %q, want %q", k, got, want)
		}
	}
}
