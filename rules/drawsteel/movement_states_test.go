package drawsteel

import (
	"runtime"
	"testing"
)

// reachBytes is how many bytes one Reach allocates.
func reachBytes(tb testing.TB, b *Board, req MoveRequest) uint64 {
	tb.Helper()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if _, err := Reach(b, req); err != nil {
		tb.Fatalf("Reach(%+v): %v", req, err)
	}
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// reachBoard is a w x h board with the mover "@" in the middle at speed,
// with the movement types given.
func reachBoard(w, h, speed int, ground func(x, y int) int, moves ...MoveType) *Board {
	b := NewBoard(w, h)
	for y := range h {
		for x := range w {
			if ground != nil {
				b.SetCell(Square{x, y}, Cell{Ground: ground(x, y)})
			}
		}
	}
	at := Square{w / 2, h / 2}
	b.Creatures = append(b.Creatures, Creature{ID: "@", Side: "heroes", Size: SizeMedium, At: at,
		Z: b.GroundUnder(at, 1), Speed: speed, Movement: append([]MoveType{Walk}, moves...)})
	return b
}

// A reach holds the map's squares and the heights a mover can be at, never
// a square of side twice the speed: a speed far beyond the map costs no
// more than the map.
func TestReachMemoryFollowsTheMap(t *testing.T) {
	cliffs := func(x, y int) int { // -1000 to 1000 in a checkerboard of cliffs
		if (x+y)%2 == 0 {
			return 0
		}
		return []int{-1000, 1000, 500, -500}[(x*3+y)%4]
	}
	tests := []struct {
		name     string
		board    *Board
		heights  int // heights per square a search may need
		maxBytes uint64
	}{
		// 20x20 squares, one height each: a few kB per 100 squares.
		{"walk speed 300 on flat 20x20", reachBoard(20, 20, 300, nil), 1, 0},
		// A flyer rises at most its speed: 61 heights.
		{"fly speed 60 on flat 20x20", reachBoard(20, 20, 60, nil, Fly), 61, 0},
		// Clinging to a cliff up to 1000 high: the faces' squares hold the
		// heights a climb within the speed reaches, the others one each.
		{"walk speed 30 over cliffs of -1000 to 1000", reachBoard(20, 20, 30, cliffs), 31, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			const perState = 17 + 8 // the state arrays, and room for the queue
			limit := uint64(tt.board.Width*tt.board.Height*tt.heights*perState) + 256<<10
			if got := reachBytes(t, tt.board, MoveRequest{Mover: "@"}); got > limit {
				t.Errorf("Reach allocated %d bytes, want at most %d (the map's %d squares x %d heights)", got, limit, tt.board.Width*tt.board.Height, tt.heights)
			}
		})
	}
}

// The speed stops mattering once the reach covers the map: speed 1000 on a
// 20x20 map allocates what speed 40 does, give or take the queue.
func TestReachMemoryStopsGrowingAtTheMap(t *testing.T) {
	small := reachBytes(t, reachBoard(20, 20, 40, nil), MoveRequest{Mover: "@"})
	large := reachBytes(t, reachBoard(20, 20, 1000, nil), MoveRequest{Mover: "@"})
	if large > 2*small+64<<10 {
		t.Errorf("Reach on 20x20 allocated %d bytes at speed 1000 and %d at speed 40; want no growth beyond the map", large, small)
	}
}

// A flyer of speed 1000 on the largest map: its altitude is lowered until
// the positions fit, never below the tallest thing in reach, so the move
// is answered instead of allocating gigabytes.
func TestReachFlyerOnTheLargestMapFits(t *testing.T) {
	b := reachBoard(1000, 1000, 1000, func(x, y int) int { return (x / 100) % 3 }, Fly)
	e, err := newMvEngine(b, MoveRequest{Mover: "@"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.layoutStates(); err != nil {
		t.Fatalf("layoutStates: %v", err)
	}
	if got := e.stateCount(); got > mvMaxStates {
		t.Errorf("flyer of speed 1000 on 1000x1000: %d positions, want at most %d", got, mvMaxStates)
	}
	if e.zHi < 3 {
		t.Errorf("flyer's highest altitude %d, want at least 3 (one above the highest ground, 2)", e.zHi)
	}
}

// Ground that jumps between -1000 and 1000 on every square of the largest
// map leaves no room for a burrower's tunnels at every height: the move is
// refused with a reason, not attempted.
func TestReachTooUnevenIsRefused(t *testing.T) {
	b := reachBoard(1000, 1000, 1000, func(x, y int) int { return (x+y)%2*2000 - 1000 }, Burrow)
	e, err := newMvEngine(b, MoveRequest{Mover: "@"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.layoutStates(); err == nil {
		t.Errorf("layoutStates held %d positions, want an error above %d", e.stateCount(), mvMaxStates)
	}
}

// BenchmarkReachFarBeyondTheMap: a speed far beyond a small map, on the
// ground, in the air and over cliffs of -1000 to 1000; bytes per op must
// stay near the map's size.
func BenchmarkReachFarBeyondTheMap(b *testing.B) {
	cliffs := func(x, y int) int { return (x*7+y*3)%5*500 - 1000 }
	for _, bc := range []struct {
		name  string
		board *Board
	}{
		{"walk speed 1000 on 20x20", reachBoard(20, 20, 1000, nil)},
		{"fly speed 1000 on 20x20", reachBoard(20, 20, 1000, nil, Fly)},
		{"walk speed 1000 over cliffs on 20x20", reachBoard(20, 20, 1000, cliffs)},
		{"burrow speed 1000 over cliffs on 20x20", reachBoard(20, 20, 1000, cliffs, Burrow)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Reach(bc.board, MoveRequest{Mover: "@"}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
