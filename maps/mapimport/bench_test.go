package mapimport

import (
	"os"
	"path/filepath"
	"testing"

	fx "github.com/battlemap/battlemap/internal/importfixture"
)

// BenchmarkImportUVTT imports a 40x40 Universal VTT map with 2,000 wall
// segments, 40 doors and windows and a 4096x4096 PNG: read, snap, write
// the encounter and its background (the target: under 1 s). The
// picture is a checkerboard (a small file, as flat painted maps are) or
// noise (48 MiB: no picture is larger for its size).
func BenchmarkImportUVTT(b *testing.B) {
	for _, bc := range []struct {
		name  string
		image func() []byte
	}{
		{"checker", func() []byte { return fx.PNG(4096, 4096) }},
		{"noise", func() []byte { return fx.NoisyPNG(4096, 4096, 1) }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			u := fx.Big()
			u.Image = bc.image()
			dir := b.TempDir()
			src := filepath.Join(dir, "big.dd2vtt")
			data := u.JSON()
			if err := os.WriteFile(src, data, 0o644); err != nil {
				b.Fatal(err)
			}
			out := filepath.Join(dir, "big.json")
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				m, err := Read(src)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := WriteOver(m, "", out); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// wallGrid is a side x side Universal VTT map with a wall along every
// grid line inside it: a small file (two points a line) whose walls are
// every side between squares.
func wallGrid(side int) []byte { return wallGridUVTT(side).JSON() }

func wallGridUVTT(side int) fx.UVTT {
	u := fx.UVTT{Size: fx.P{X: float64(side), Y: float64(side)}, PixelsPerGrid: 70}
	for i := 1; i < side; i++ {
		f := float64(i)
		u.Walls = append(u.Walls, []fx.P{{X: 0, Y: f}, {X: float64(side), Y: f}}, []fx.P{{X: f, Y: 0}, {X: f, Y: float64(side)}})
	}
	return u
}

// BenchmarkImportWallGrid imports a 1000x1000 map walled along every grid
// line (1,998,000 edges from a 73 KB file): read, snap, write the
// encounter.
func BenchmarkImportWallGrid(b *testing.B) {
	dir := b.TempDir()
	src := filepath.Join(dir, "grid.dd2vtt")
	if err := os.WriteFile(src, wallGrid(1000), 0o644); err != nil {
		b.Fatal(err)
	}
	out := filepath.Join(dir, "grid.json")
	b.ReportAllocs()
	for b.Loop() {
		os.Remove(out) // a fresh import each time, not one over the last
		m, err := Read(src)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Write(m, "", out); err != nil {
			b.Fatal(err)
		}
	}
}
