package gametest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The display tests read the pixels the windows draw. Pixels can be read
// back only while a game loop runs, so a display test binary's TestMain
// runs one real loop (RunOnLoop), as Ebitengine's own tests do, and the
// harness hands it its frames (OnLoop): every window a test opens is
// stepped on that loop and drawn offscreen at the size the test chooses.
// They need a display: `make window` runs them under xvfb-run
// (go test -tags display -run Display ./game/...).

// onLoop runs f where the window's frames run: at once, unless RunOnLoop
// runs the one real game loop.
var onLoop = func(f func()) { f() }

// OnLoop runs f where the window's frames run: at once in plain tests; on
// the one real game loop under RunOnLoop. f must not call t.Fatal: it may
// run on the loop's goroutine.
func OnLoop(f func()) { onLoop(f) }

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

// RunOnLoop runs m's tests beside one real game loop, which runs what
// OnLoop hands it, and returns m's exit code. It must be called from
// TestMain, on the main goroutine, where Ebitengine runs its loop.
func RunOnLoop(m *testing.M) int {
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
	return code
}
