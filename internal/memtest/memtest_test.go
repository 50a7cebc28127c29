package memtest

import "testing"

var sink []byte

func TestAllocatedCountsWhatIsAllocated(t *testing.T) {
	if got := Allocated(func() { sink = make([]byte, 1<<20) }); got < 1<<20 || got > 2<<20 {
		t.Errorf("Allocated(make 1 MiB) = %d, want about 1 MiB", got)
	}
	if got := Allocated(func() {}); got > 4<<10 {
		t.Errorf("Allocated(nothing) = %d, want next to nothing", got)
	}
}
