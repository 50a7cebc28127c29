package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// writeJSON prints v indented by two spaces, with arrays of numbers
// (positions: [x, y, z]) kept on one line.
func writeJSON(stdout, stderr io.Writer, v any) int {
	data, err := json.Marshal(v)
	if err != nil {
		fmt.Fprintln(stderr, "battlemap:", err)
		return 1
	}
	stdout.Write(append(appendPretty(nil, data, 0), '\n'))
	return 0
}

// writePreview prints a forced move's options as writeJSON would print
// the preview, one option at a time: memory stays that of the preview.
func writePreview(stdout, stderr io.Writer, p *drawsteel.ForcedPreview) int {
	head, err := json.Marshal(p.Head())
	if err != nil {
		fmt.Fprintln(stderr, "battlemap:", err)
		return 1
	}
	w := bufio.NewWriterSize(stdout, 1<<16)
	buf := appendPretty(nil, head[:len(head)-1], 0) // without the closing brace
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
		buf = appendPretty(buf, data, 2)
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

// appendPretty appends compact JSON src indented as json.MarshalIndent(v,
// "", "  ") would at the given depth, except that an array of numbers is
// written on one line: [1, 2, 3].
func appendPretty(dst, src []byte, depth int) []byte {
	newline := func() {
		dst = append(dst, '\n')
		for range depth {
			dst = append(dst, ' ', ' ')
		}
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch c {
		case '"':
			j := i + 1
			for ; j < len(src) && src[j] != '"'; j++ {
				if src[j] == '\\' {
					j++
				}
			}
			dst = append(dst, src[i:j+1]...)
			i = j
		case '{', '[':
			close := byte('}')
			if c == '[' {
				close = ']'
			}
			if i+1 < len(src) && src[i+1] == close {
				dst = append(dst, c, close)
				i++
				continue
			}
			if c == '[' {
				if j := numberArrayEnd(src, i); j > 0 {
					for _, d := range src[i : j+1] {
						dst = append(dst, d)
						if d == ',' {
							dst = append(dst, ' ')
						}
					}
					i = j
					continue
				}
			}
			dst = append(dst, c)
			depth++
			newline()
		case '}', ']':
			depth--
			newline()
			dst = append(dst, c)
		case ',':
			dst = append(dst, c)
			newline()
		case ':':
			dst = append(dst, ':', ' ')
		default:
			dst = append(dst, c)
		}
	}
	return dst
}

// numberArrayEnd is the index of the ']' closing the array that opens at
// src[i] when it holds whole numbers only, else -1.
func numberArrayEnd(src []byte, i int) int {
	for j := i + 1; j < len(src); j++ {
		switch c := src[j]; {
		case c == ']':
			return j
		case c == ',' || c == '-' || (c >= '0' && c <= '9'):
		default:
			return -1
		}
	}
	return -1
}
