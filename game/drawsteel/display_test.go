//go:build display

package drawsteel

import (
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The display tests read the pixels the windows draw. Pixels can be read
// back only while a game loop runs, so TestMain runs one real loop, as
// Ebitengine's own tests do, and the tests hand it their frames (onLoop):
// every window a test opens is stepped on that loop and drawn offscreen
// at the size the test chooses. They need a display: `make window` runs
// them under xvfb-run (go test -tags display -run Display ./game/).

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
