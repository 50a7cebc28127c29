package session

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoWindowImports: session and everything it imports stay free of
// Ebitengine and ebitenui, so that it runs and is tested without a window.
func TestNoWindowImports(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", "./...").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if windowPackage(dep) {
			t.Errorf("session imports %s (through go list -deps); want no Ebitengine or ebitenui", dep)
		}
	}
}

// TestWindowPackage: the check above knows a window package when it sees one.
func TestWindowPackage(t *testing.T) {
	for dep, want := range map[string]bool{
		"github.com/hajimehoshi/ebiten/v2":        true,
		"github.com/hajimehoshi/ebiten/v2/vector": true,
		"github.com/ebitenui/ebitenui/widget":     true,
		"github.com/battlemap/battlemap/render":   false,
		"image/draw":                              false,
	} {
		if got := windowPackage(dep); got != want {
			t.Errorf("windowPackage(%s) = %v, want %v", dep, got, want)
		}
	}
}

func windowPackage(path string) bool {
	return strings.HasPrefix(path, "github.com/hajimehoshi/ebiten") || strings.HasPrefix(path, "github.com/ebitenui/")
}
