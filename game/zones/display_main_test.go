//go:build display

package zones

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/hajimehoshi/ebiten/v2"
)

// The display tests read the pixels the windows draw. Pixels can be read
// back only while a game loop runs, so TestMain runs one real loop, as
// Ebitengine's own tests do, and the tests hand it their frames (onLoop):
// every window a test opens is stepped on that loop and drawn offscreen
// at the size the test chooses. They need a display: `make window` runs
// them under xvfb-run (go test -tags display -run Display ./game/...).

// loop is the test process's one game loop: each Update runs the frames
// the tests handed it, and ends the loop when the tests are done.
type loop struct {
	work chan func()
	done chan struct{}
}

func (l *loop) Update() error {
	for {
		select {
		case f := <-l.work:
			f()
		case <-l.done:
			return ebiten.Termination
		default:
			return nil
		}
	}
}

func (*loop) Draw(*ebiten.Image)         {}
func (*loop) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	l := &loop{work: make(chan func()), done: make(chan struct{})}
	onLoop = func(f func()) {
		ran := make(chan struct{})
		l.work <- func() { defer close(ran); f() }
		<-ran
	}
	code := 1
	go func() {
		code = m.Run()
		close(l.done)
	}()
	// frames as fast as the machine draws them: a test of a few frames
	// takes milliseconds
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("battlemap display tests")
	if err := ebiten.RunGame(l); err != nil {
		panic(err)
	}
	os.Exit(code)
}

// readPNG reads a screenshot the window wrote.
func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("decode %s: %v", path, err)
	}
	return img
}

// directorAndPlayer plays the director's script on file (leaving its
// live files: keep-live), then opens a player view on playerFile and
// returns what it draws at 1920x1080.
func directorAndPlayer(t *testing.T, dir, file, playerFile, directorScript string) image.Image {
	t.Helper()
	cache := filepath.Join(dir, "cache")
	openTestWindow(t, testOpen{File: file, LiveDir: cache, Script: "keep-live\n" + directorScript}).run(maxFrames)
	shot := filepath.Join(dir, "player.png")
	openTestWindow(t, testOpen{File: playerFile, LiveDir: cache, PlayerView: true, Script: "resize 1920 1080\nwait 20\nscreenshot " + shot + "\nquit\n"}).run(maxFrames)
	return readPNG(t, shot)
}

// questionShown reports whether img shows a question box: its title bar's
// colour crossed at least twice going down the middle column (the box's
// title and the button row).
func questionShown(img image.Image) bool {
	b := img.Bounds()
	x := (b.Min.X + b.Max.X) / 2
	edge := render.ScreenTheme().UI.PanelTitle
	runs, in := 0, false
	for y := b.Min.Y; y < b.Max.Y; y++ {
		on := near(img.At(x, y), edge, 6)
		if on && !in {
			runs++
		}
		in = on
	}
	return runs >= 2
}
