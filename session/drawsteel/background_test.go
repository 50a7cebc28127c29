package drawsteel

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// pngBytes is a w x h PNG, its first pixel tinted by seed so that two
// pictures of one size differ.
func pngBytes(t *testing.T, w, h int, seed uint8) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Set(0, 0, color.RGBA{R: seed, G: 10, B: 20, A: 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// hugePNG is a small file whose header claims a w x h image: the IHDR
// chunk of a 1x1 PNG rewritten, its checksum mended.
func hugePNG(t *testing.T, w, h uint32) []byte {
	data := pngBytes(t, 1, 1, 0)
	// signature (8), length (4), "IHDR" (4), then width and height
	binary.BigEndian.PutUint32(data[16:], w)
	binary.BigEndian.PutUint32(data[20:], h)
	binary.BigEndian.PutUint32(data[29:], crc32.ChecksumIEEE(data[12:29]))
	return data
}

func write(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestPlaceBackground(t *testing.T) {
	root := t.TempDir()
	enc := filepath.Join(root, "enc")
	other := filepath.Join(root, "other")
	pic := pngBytes(t, 40, 30, 1)
	write(t, filepath.Join(enc, "art", "crypt.png"), pic)
	write(t, filepath.Join(other, "crypt.png"), pic)
	write(t, filepath.Join(other, "hall.png"), pngBytes(t, 40, 30, 2))
	write(t, filepath.Join(other, "scan"), pngBytes(t, 8, 8, 3))
	// a different picture already called hall.png beside the encounter
	write(t, filepath.Join(enc, "hall.png"), pngBytes(t, 40, 30, 4))
	if err := os.Symlink(filepath.Join(other, "crypt.png"), filepath.Join(enc, "link.png")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	tests := []struct {
		name, src, want string
		copied          bool
	}{
		// "the image is stored beside the encounter and referenced by a relative path"
		{"inside the folder: named where it is", filepath.Join(enc, "art", "crypt.png"), "art/crypt.png", false},
		{"outside: copied beside the encounter", filepath.Join(other, "crypt.png"), "crypt.png", true},
		{"outside again: the same bytes are used as they are", filepath.Join(other, "crypt.png"), "crypt.png", false},
		{"a different file has the name: a free one", filepath.Join(other, "hall.png"), "hall-2.png", true},
		{"through ..: copied, never stored with ..", filepath.Join(enc, "..", "other", "hall.png"), "hall-2.png", false},
		{"a link in the folder to a picture outside: copied, the link kept", filepath.Join(enc, "link.png"), "link-2.png", true},
		{"no extension: its format's", filepath.Join(other, "scan"), "scan.png", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pl, err := session.PlaceBackground(enc, tc.src)
			rel, copied := pl.Image, pl.Copied
			if err != nil {
				t.Fatalf("PlaceBackground(%s) error %v", tc.src, err)
			}
			if pl.Width != 40 && pl.Width != 8 {
				t.Errorf("PlaceBackground(%s) width %d, want the picture's", tc.src, pl.Width)
			}
			if rel != tc.want || copied != tc.copied {
				t.Errorf("PlaceBackground(%s) = %q, copied %v; want %q, copied %v", tc.src, rel, copied, tc.want, tc.copied)
			}
			if err := maps.CheckImagePath(rel); err != nil || strings.Contains(rel, "..") {
				t.Errorf("PlaceBackground(%s) = %q, not a path a file may hold: %v", tc.src, rel, err)
			}
			got, err := os.ReadFile(filepath.Join(enc, filepath.FromSlash(rel)))
			want, _ := os.ReadFile(tc.src)
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s beside the encounter is not the picture picked (%v)", rel, err)
			}
		})
	}
	if got, _ := os.ReadFile(filepath.Join(enc, "hall.png")); !bytes.Equal(got, pngBytes(t, 40, 30, 4)) {
		t.Error("the hall.png that was beside the encounter was overwritten")
	}
	if fi, err := os.Lstat(filepath.Join(enc, "link.png")); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the link in the folder was replaced")
	}
}

func TestPlaceBackgroundRefuses(t *testing.T) {
	root := t.TempDir()
	enc := filepath.Join(root, "enc")
	if err := os.Mkdir(enc, 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(root, "huge.png"), hugePNG(t, 100_000, 100_000))
	write(t, filepath.Join(root, "notes.png"), []byte("not a picture"))
	tests := []struct{ name, file, want string }{
		// "an image of absurd dimensions is refused from its header before it is decoded"
		{"a huge image, from its header", "huge.png", "100000x100000 png image is too large"},
		{"not an image", "notes.png", "not a PNG, JPEG or WebP image"},
		{"no such file", "missing.png", "no such file"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pl, err := session.PlaceBackground(enc, filepath.Join(root, tc.file))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("PlaceBackground(%s) = %q, %v; want an error saying %q", tc.file, pl.Image, err, tc.want)
			}
			if _, err := session.BackgroundName(filepath.Join(root, tc.file)); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("BackgroundName(%s) error %v, want one saying %q", tc.file, err, tc.want)
			}
		})
	}
	if entries, _ := os.ReadDir(enc); len(entries) != 0 {
		t.Errorf("a refused picture left %d files beside the encounter", len(entries))
	}
}

func pt(x, y float64) render.Point { return render.Point{X: x, Y: y} }

// pixelAt is the picture's pixel under a map point.
func pixelAt(bg maps.Background, m render.Point) render.Point {
	return pt(m.X*bg.CellPixels-bg.OffsetX, m.Y*bg.CellPixels-bg.OffsetY)
}

func TestAlignMaths(t *testing.T) {
	bg := maps.Background{Image: "m.png", CellPixels: 100, OffsetX: -30, OffsetY: -30}
	tests := []struct {
		name string
		got  maps.Background
		want maps.Background
	}{
		{"move half a square right, a square and a quarter up", session.MoveBackground(bg, pt(0.5, -1.25)),
			maps.Background{Image: "m.png", CellPixels: 100, OffsetX: 20, OffsetY: -155}},
		// under (2,3) is pixel (230, 330); at 200 px a square it stays there
		{"scale x2 about (2,3)", session.ScaleBackground(bg, 2, pt(2, 3)),
			maps.Background{Image: "m.png", CellPixels: 200, OffsetX: 170, OffsetY: 270}},
		{"one notch of the wheel about the origin", session.StepBackground(bg, 1, false, pt(0, 0)),
			maps.Background{Image: "m.png", CellPixels: 101, OffsetX: -30, OffsetY: -30}},
		{"one fine notch down", session.StepBackground(bg, -1, true, pt(0, 0)),
			maps.Background{Image: "m.png", CellPixels: 99.9, OffsetX: -30, OffsetY: -30}},
		{"scaled past the format's limit", session.ScaleBackground(bg, 1e9, pt(0, 0)),
			maps.Background{Image: "m.png", CellPixels: maps.MaxCellPixels, OffsetX: -30, OffsetY: -30}},
		{"scaled to nothing", session.ScaleBackground(bg, 0, pt(0, 0)),
			maps.Background{Image: "m.png", CellPixels: session.MinCellPixels, OffsetX: -30, OffsetY: -30}},
		{"a 1000 px wide picture on a 20-column map", session.FitBackground("m.png", 1000, 20),
			maps.Background{Image: "m.png", CellPixels: 50}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("got %+v, want %+v", tc.got, tc.want)
			}
		})
	}
}

func TestCalibrateBox(t *testing.T) {
	bg := maps.Background{Image: "m.png", CellPixels: 100}
	tests := []struct {
		name  string
		a, b  render.Point
		cells int
		want  maps.Background
	}{
		// pixels (120,110) to (200,190): a cell 80 px across, its corner
		// put on the grid corner (1,1) it is nearest to
		{"a box over one cell", pt(1.2, 1.1), pt(2, 1.9), 1, maps.Background{Image: "m.png", CellPixels: 80, OffsetX: -40, OffsetY: -30}},
		{"the same box drawn the other way", pt(2, 1.9), pt(1.2, 1.1), 1, maps.Background{Image: "m.png", CellPixels: 80, OffsetX: -40, OffsetY: -30}},
		// pixels (100,100) to (400,105): a line of 3 cells along a row
		{"a line of three cells", pt(1, 1), pt(4, 1.05), 3, maps.Background{Image: "m.png", CellPixels: 100, OffsetX: 0, OffsetY: 0}},
		// pixels 0..330 by 0..300: 315 px over 3 cells, averaged
		{"a box of 3 x 3 cells, not quite square", pt(0, 0), pt(3.3, 3), 3, maps.Background{Image: "m.png", CellPixels: 105, OffsetX: 0, OffsetY: 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := session.CalibrateBox(bg, tc.a, tc.b, tc.cells)
			if err != nil || got != tc.want {
				t.Fatalf("CalibrateBox(%v, %v, %d) = %+v, %v; want %+v", tc.a, tc.b, tc.cells, got, err, tc.want)
			}
		})
	}
	for _, tc := range []struct {
		name  string
		a, b  render.Point
		cells int
	}{
		{"the same point twice", pt(1, 1), pt(1.001, 1), 1},
		{"no cells", pt(1, 1), pt(2, 2), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, err := session.CalibrateBox(bg, tc.a, tc.b, tc.cells); err == nil || got != bg {
				t.Errorf("CalibrateBox(%v, %v, %d) = %+v, %v; want bg unchanged and an error", tc.a, tc.b, tc.cells, got, err)
			}
		})
	}
}

func TestCalibrateLine(t *testing.T) {
	bg := maps.Background{Image: "m.png", CellPixels: 100}
	snap := func(p render.Point) render.Point { return pt(float64(int(p.X))+0.5, float64(int(p.Y))+0.5) }
	// pixels (160,150) and (460,550): 500 px over 5 hexes; (160,150) goes
	// to the centre (1.5,1.5)
	got, err := session.CalibrateLine(bg, pt(1.6, 1.5), pt(4.6, 5.5), 5, snap)
	want := maps.Background{Image: "m.png", CellPixels: 100, OffsetX: -10, OffsetY: 0}
	if err != nil || got != want {
		t.Errorf("CalibrateLine = %+v, %v; want %+v", got, err, want)
	}
	if p := pixelAt(got, pt(1.5, 1.5)); p != pt(160, 150) {
		t.Errorf("the pixel clicked first is under %v, want (160,150)", p)
	}
}

func TestBackgroundAlign(t *testing.T) {
	bg := maps.Background{Image: "m.png", CellPixels: 100}
	t.Run("a drag moves the picture with the pointer", func(t *testing.T) {
		var a session.BackgroundAlign
		a.Down(bg, pt(1, 1))
		a.Drag(pt(1.5, 2))
		if live, ok := a.Live(); !ok || live.OffsetX != 50 || live.OffsetY != 100 {
			t.Errorf("Live() = %+v, %v; want offset 50, 100", live, ok)
		}
		got, what, ok := a.Up(pt(2, 2), true)
		if !ok || got.OffsetX != 100 || got.OffsetY != 100 || what != "Moved the picture" {
			t.Errorf("Up = %+v, %q, %v; want offset 100, 100 moved", got, what, ok)
		}
		if _, ok := a.Live(); ok || a.Pressed() {
			t.Error("a gesture is still under way after Up")
		}
	})
	t.Run("a click without a drag changes nothing", func(t *testing.T) {
		var a session.BackgroundAlign
		a.Down(bg, pt(1, 1))
		if _, what, ok := a.Up(pt(1, 1), false); ok || what == "" {
			t.Errorf("Up after a click = %q, %v; want a hint and nothing to record", what, ok)
		}
	})
	t.Run("calibrate with two clicks", func(t *testing.T) {
		a := session.BackgroundAlign{Calibrate: true, Cells: 2}
		a.Down(bg, pt(1.2, 1.1))
		if _, what, ok := a.Up(pt(1.2, 1.1), false); ok || !strings.Contains(what, "opposite corner of the 2 x 2 cells") {
			t.Errorf("first click: %q, %v; want to be asked for the opposite corner", what, ok)
		}
		a.Hover(pt(2, 2))
		if from, to, ok := a.Box(); !ok || from != pt(1.2, 1.1) || to != pt(2, 2) {
			t.Errorf("Box() = %v %v %v, want the first corner to the pointer", from, to, ok)
		}
		a.Down(bg, pt(2.8, 2.7))
		got, _, ok := a.Up(pt(2.8, 2.7), false)
		want := maps.Background{Image: "m.png", CellPixels: 80, OffsetX: -40, OffsetY: -30}
		if !ok || got != want {
			t.Errorf("second click: %+v, %v; want %+v", got, ok, want)
		}
		if a.Calibrate {
			t.Error("still calibrating after a calibration")
		}
	})
	t.Run("calibrate with a drag", func(t *testing.T) {
		a := session.BackgroundAlign{Calibrate: true, Cells: 1}
		a.Down(bg, pt(1.2, 1.1))
		a.Drag(pt(2, 1.9))
		if _, ok := a.Live(); ok {
			t.Error("a calibration moves the picture while the box is drawn")
		}
		got, _, ok := a.Up(pt(2, 1.9), true)
		if want := (maps.Background{Image: "m.png", CellPixels: 80, OffsetX: -40, OffsetY: -30}); !ok || got != want {
			t.Errorf("Up = %+v, %v; want %+v", got, ok, want)
		}
	})
}

func TestSetBackgroundUndo(t *testing.T) {
	in := NewInteraction(drawsteel.NewBoard(4, 4))
	first := &maps.Background{Image: "m.png", CellPixels: 100}
	if !in.SetBackground(first, "Added the picture m.png", false) {
		t.Fatal("SetBackground did nothing")
	}
	first.CellPixels = 5 // the caller's value is copied
	if got := in.Background(); got == nil || got.CellPixels != 100 {
		t.Fatalf("Background() = %+v, want the one set", got)
	}
	moved := session.MoveBackground(*in.Background(), pt(1, 0))
	in.SetBackground(&moved, "Moved the picture", false)
	// three notches of the wheel: one step
	for range 3 {
		s := session.StepBackground(*in.Background(), 1, false, pt(0, 0))
		in.SetBackground(&s, "Scaled the picture", true)
	}
	if got := in.Background().CellPixels; got != 103.03 {
		t.Errorf("after three notches cellPixels = %v, want 103.03", got)
	}
	// "Every edit is one step of undo/redo."
	in.Do(session.ActUndo)
	if got := in.Background(); got == nil || *got != moved {
		t.Errorf("undo after the wheel: %+v, want %+v", got, moved)
	}
	in.Do(session.ActUndo)
	if got := in.Background(); got == nil || got.OffsetX != 0 {
		t.Errorf("undo after the move: %+v, want offset 0", got)
	}
	// a note drawn keeps the background
	in.SetCaption("Crypt")
	if got := in.Background(); got == nil {
		t.Error("a caption changed took the background away")
	}
	in.SetBackground(nil, "Removed the picture", false)
	if in.Background() != nil {
		t.Error("Removed the picture, but one is there")
	}
	in.Do(session.ActUndo)
	if in.Background() == nil {
		t.Error("undoing the removal brought no picture back")
	}
	if in.SetBackground(in.Background(), "Moved the picture", false) {
		t.Error("SetBackground with the same background made a step")
	}
	bad := maps.Background{Image: "../m.png", CellPixels: 10}
	if in.SetBackground(&bad, "Added", false) || !strings.Contains(in.Message(), "leaves the encounter's folder") {
		t.Errorf("a path through .. was taken: %q", in.Message())
	}
}

func TestBackgroundAutosaved(t *testing.T) {
	enc := &maps.Encounter{Name: "t", Square: &dsfile.SquareMap{Board: drawsteel.NewBoard(3, 3)}}
	in := NewInteraction(enc.Square.Board)
	bg := maps.Background{Image: "m.png", CellPixels: 64, OffsetX: -3}
	in.SetBackground(&bg, "Added the picture m.png", false)
	moved := session.MoveBackground(bg, pt(0, 1))
	in.SetBackground(&moved, "Moved the picture", false)
	steps := in.History().UndoSteps(enc)
	if len(steps) != 2 || steps[0].State.Background != nil || steps[1].State.Background == nil || *steps[1].State.Background != bg {
		t.Fatalf("the undo steps kept %d states, want the first without a picture and the second with %+v", len(steps), bg)
	}
	h := NewInteractionWith(enc.Square.Board, Figure{Background: &moved})
	h.History().Resume(Turn{}, in.History().Log())
	h.History().ResumeUndo(steps)
	h.Do(session.ActUndo)
	if got := h.Background(); got == nil || *got != bg {
		t.Errorf("undo after the autosave was read back: %+v, want %+v", got, bg)
	}
}

func TestRenameBackground(t *testing.T) {
	in := NewInteraction(drawsteel.NewBoard(4, 4))
	a := maps.Background{Image: "hall.png", CellPixels: 40}
	in.SetBackground(&a, "Added the picture hall.png", false)
	b := session.MoveBackground(a, pt(1, 0))
	in.SetBackground(&b, "Moved the picture", false)
	changes := in.History().Changes()
	in.RenameBackground("hall.png", "hall-2.png")
	if got := in.Background(); got == nil || got.Image != "hall-2.png" || got.OffsetX != 40 {
		t.Errorf("after the rename Background() = %+v, want hall-2.png moved 40 px", got)
	}
	if in.History().Changes() != changes {
		t.Error("the rename counted as a change")
	}
	in.Do(session.ActUndo)
	if got := in.Background(); got == nil || got.Image != "hall-2.png" || got.OffsetX != 0 {
		t.Errorf("undone, Background() = %+v, want hall-2.png where it was added", got)
	}
}

func TestBackgroundAlignLine(t *testing.T) {
	bg := maps.Background{Image: "m.png", CellPixels: 100}
	a := session.BackgroundAlign{Calibrate: true, Cells: 5, Snap: func(p render.Point) render.Point {
		return pt(float64(int(p.X))+0.5, float64(int(p.Y))+0.5)
	}}
	a.Down(bg, pt(1.6, 1.5))
	if _, what, ok := a.Up(pt(1.6, 1.5), false); ok || !strings.Contains(what, "hex 5 along") {
		t.Fatalf("first click: %q, %v; want to be asked for the hex 5 along", what, ok)
	}
	a.Down(bg, pt(4.6, 5.5))
	got, _, ok := a.Up(pt(4.6, 5.5), false)
	// as TestCalibrateLine: 500 px over 5 hexes, the first point on (1.5,1.5)
	if want := (maps.Background{Image: "m.png", CellPixels: 100, OffsetX: -10}); !ok || got != want {
		t.Errorf("second click: %+v, %v; want %+v", got, ok, want)
	}
}
