package gesture

import "math"

// Point is a position on the screen, in pixels.
type Point struct{ X, Y float64 }

// Sub is p - q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// dist is the distance between p and q.
func (p Point) dist(q Point) float64 { return math.Hypot(p.X-q.X, p.Y-q.Y) }

// mid is the point half way between p and q.
func (p Point) mid(q Point) Point { return Point{(p.X + q.X) / 2, (p.Y + q.Y) / 2} }

// Touch is one finger down in a frame.
type Touch struct {
	ID int
	At Point
}

// Kind is what a gesture is.
type Kind int

const (
	// Tap is a finger put down and lifted before the hold time without
	// moving further than the slop: At is where it went down.
	Tap Kind = iota + 1
	// Hold is a finger kept still for the hold time: a long press begins
	// at At. HoldMove and HoldEnd follow.
	Hold
	// HoldMove is the held finger moving to At.
	HoldMove
	// HoldEnd is the held finger lifted at At.
	HoldEnd
	// Drag is a finger that moved further than the slop before the hold
	// time: it went down at Start and is now at At. DragMove and DragEnd
	// follow.
	Drag
	// DragMove is the dragging finger moving to At; Pan is the move since
	// the last frame.
	DragMove
	// DragEnd is the dragging finger lifted at At.
	DragEnd
	// Pinch is two fingers moving: At is the point between them, Scale the
	// change of their distance since the last frame (above 1: apart, zoom
	// in) and Pan the move of the point between them.
	Pinch
	// Cancel ends a hold or drag without an end: a second finger came
	// down, and the two fingers pinch and pan from now on.
	Cancel
)

func (k Kind) String() string {
	names := [...]string{"none", "tap", "hold", "hold-move", "hold-end", "drag", "drag-move", "drag-end", "pinch", "cancel"}
	if k < 0 || int(k) >= len(names) {
		return "unknown"
	}
	return names[k]
}

// Event is one gesture, or one step of one.
type Event struct {
	Kind Kind
	// At is where the gesture is (for a pinch, between the two fingers).
	At Point
	// Start is where the finger went down (Tap, Hold, Drag and what
	// follows them).
	Start Point
	// Pan is the move since the last frame (DragMove, Pinch).
	Pan Point
	// Scale is the change of the fingers' distance since the last frame (Pinch).
	Scale float64
}

// Config is how long a hold is and how far a finger may wander in a tap.
type Config struct {
	// HoldFrames is how many frames a finger stays still before it is a
	// press and hold (30: half a second at 60 updates a second).
	HoldFrames int
	// Slop is how far, in pixels, a finger may move and still be a tap or
	// a hold; further is a drag (a held finger moves as it likes).
	Slop float64
}

// DefaultConfig is half a second to hold and 12 pixels of slop, for a
// screen at device scale 1.
func DefaultConfig() Config { return Config{HoldFrames: 30, Slop: 12} }

type state int

const (
	idle     state = iota // no finger
	pressed               // one finger down, not yet a tap, a hold or a drag
	holding               // a press and hold
	dragging              // one finger dragging
	two                   // two fingers pinching and panning
	spent                 // fingers still down after a gesture ended; wait for all to lift
)

// Recognizer follows the fingers frame by frame. Its zero value is not
// ready: use New.
type Recognizer struct {
	cfg    Config
	state  state
	id     int   // the finger of a press, hold or drag
	start  Point // where it went down
	last   Point // where it was last frame
	frames int   // frames since it went down
	ids    [2]int
	mid    Point   // between the two fingers last frame
	span   float64 // the two fingers' distance last frame
	events []Event
}

// New is a recognizer with the given configuration.
func New(cfg Config) *Recognizer { return &Recognizer{cfg: cfg} }

// Active reports whether a finger is down in a gesture under way.
func (r *Recognizer) Active() bool { return r.state != idle }

// Holding reports whether a finger is in a press and hold.
func (r *Recognizer) Holding() bool { return r.state == holding }

// Update takes the fingers down in this frame (in any order) and returns
// the gestures they make. The slice is reused by the next Update.
func (r *Recognizer) Update(touches []Touch) []Event {
	r.events = r.events[:0]
	find := func(id int) (Point, bool) {
		for _, t := range touches {
			if t.ID == id {
				return t.At, true
			}
		}
		return Point{}, false
	}
	switch r.state {
	case idle:
		switch {
		case len(touches) >= 2:
			r.startTwo(touches)
		case len(touches) == 1:
			r.state, r.id, r.start, r.last, r.frames = pressed, touches[0].ID, touches[0].At, touches[0].At, 0
		}
	case pressed:
		at, ok := find(r.id)
		switch {
		case len(touches) >= 2:
			r.startTwo(touches)
		case !ok:
			r.emit(Event{Kind: Tap, At: r.start, Start: r.start})
			r.lifted(touches)
		case at.dist(r.start) > r.cfg.Slop:
			r.state = dragging
			r.emit(Event{Kind: Drag, At: at, Start: r.start, Pan: at.Sub(r.start)})
			r.last = at
		default:
			r.frames++
			if r.frames >= r.cfg.HoldFrames {
				r.state = holding
				r.emit(Event{Kind: Hold, At: r.start, Start: r.start})
			}
			r.last = r.start
		}
	case holding, dragging:
		at, ok := find(r.id)
		move, end := HoldMove, HoldEnd
		if r.state == dragging {
			move, end = DragMove, DragEnd
		}
		switch {
		case len(touches) >= 2:
			r.emit(Event{Kind: Cancel, At: r.last, Start: r.start})
			r.startTwo(touches)
		case !ok:
			r.emit(Event{Kind: end, At: r.last, Start: r.start})
			r.lifted(touches)
		case at != r.last:
			r.emit(Event{Kind: move, At: at, Start: r.start, Pan: at.Sub(r.last)})
			r.last = at
		}
	case two:
		a, okA := find(r.ids[0])
		b, okB := find(r.ids[1])
		if !okA || !okB {
			// one finger left: the pinch is over; nothing more until all lift
			r.lifted(touches)
			break
		}
		mid, span := a.mid(b), a.dist(b)
		if mid != r.mid || span != r.span {
			scale := 1.0
			if r.span > 0 && span > 0 {
				scale = span / r.span
			}
			r.emit(Event{Kind: Pinch, At: mid, Pan: mid.Sub(r.mid), Scale: scale})
			r.mid, r.span = mid, span
		}
	case spent:
		r.lifted(touches)
	}
	return r.events
}

func (r *Recognizer) emit(e Event) { r.events = append(r.events, e) }

// startTwo begins a pinch with the first two fingers.
func (r *Recognizer) startTwo(touches []Touch) {
	a, b := touches[0], touches[1]
	r.state, r.ids = two, [2]int{a.ID, b.ID}
	r.mid, r.span = a.At.mid(b.At), a.At.dist(b.At)
}

// lifted ends a gesture: idle if no finger is left, else spent until all lift.
func (r *Recognizer) lifted(touches []Touch) {
	r.state = idle
	if len(touches) > 0 {
		r.state = spent
	}
}
