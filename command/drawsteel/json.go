package drawsteel

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// writePreview prints a forced move's options as command.WriteJSON would print
// the preview, one option at a time: memory stays that of the preview.
func writePreview(stdout, stderr io.Writer, p *drawsteel.ForcedPreview) int {
	head, err := json.Marshal(p.Head())
	if err != nil {
		fmt.Fprintln(stderr, "battlemap:", err)
		return 1
	}
	w := bufio.NewWriterSize(stdout, 1<<16)
	buf := command.AppendPretty(nil, head[:len(head)-1], 0) // without the closing brace
	buf = append(buf, ",\n  \"options\": ["...)
	first := true
	p.EachOption(func(o drawsteel.ForcedOption) bool {
		data, e := json.Marshal(o)
		if e != nil {
			err = e
			return false
		}
		if !first {
			buf = append(buf, ',')
		}
		first = false
		buf = append(buf, "\n    "...)
		buf = command.AppendPretty(buf, data, 2)
		if len(buf) > 1<<15 {
			_, err = w.Write(buf)
			buf = buf[:0]
		}
		return err == nil
	})
	if err != nil {
		fmt.Fprintln(stderr, "battlemap:", err)
		return 1
	}
	if !first {
		buf = append(buf, "\n  "...)
	}
	buf = append(buf, "]\n}\n"...)
	w.Write(buf)
	if err := w.Flush(); err != nil {
		fmt.Fprintln(stderr, "battlemap:", err)
		return 1
	}
	return 0
}
