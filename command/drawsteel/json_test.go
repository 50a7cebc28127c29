package drawsteel

import (
	"bytes"
	"io"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

var sample = filepath.Join("..", "..", "assets", assets.SamplePath)

// TestWritePreviewStreams: the option list written one option at a time
// is what command.WriteJSON prints for the whole preview.
func TestWritePreviewStreams(t *testing.T) {
	enc, err := maps.Load(sample)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"slide 3", "push 2", "vertical pull 2"} {
		mv, _ := drawsteel.ParseMove(m)
		p, err := drawsteel.PreviewForced(enc.Square.Board, drawsteel.ForcedMove{Move: mv, Target: "goblin", Source: "fury"})
		if err != nil {
			t.Fatal(err)
		}
		var streamed, whole bytes.Buffer
		if writePreview(&streamed, io.Discard, p) != 0 || command.WriteJSON(&whole, io.Discard, p) != 0 {
			t.Fatalf("%s: writing failed", m)
		}
		if streamed.String() != whole.String() {
			t.Errorf("%s: writePreview printed\n%.300s\nwant command.WriteJSON's\n%.300s", m, streamed.String(), whole.String())
		}
	}
}
