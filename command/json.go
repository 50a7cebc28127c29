package command

import (
	"encoding/json"
	"fmt"
	"io"
)

// WriteJSON prints v indented by two spaces, with arrays of numbers
// (positions: [x, y, z]) kept on one line.
func WriteJSON(stdout, stderr io.Writer, v any) int {
	data, err := json.Marshal(v)
	if err != nil {
		fmt.Fprintln(stderr, "battlemap:", err)
		return 1
	}
	stdout.Write(append(AppendPretty(nil, data, 0), '\n'))
	return 0
}

// AppendPretty appends compact JSON src indented as json.MarshalIndent(v,
// "", "  ") would at the given depth, except that an array of numbers is
// written on one line: [1, 2, 3].
func AppendPretty(dst, src []byte, depth int) []byte {
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
