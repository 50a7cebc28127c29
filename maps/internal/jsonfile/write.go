package jsonfile

import (
	"bytes"
	"encoding/json"
	"fmt"
	stdmaps "maps"
	"slices"
	"strconv"
	"strings"
)

// LegendJSON writes a legend object, one entry a line, sorted by character.
func LegendJSON[V any](legend map[rune]V, entry func(V) string) string {
	var entries []string
	for _, r := range slices.Sorted(stdmaps.Keys(legend)) {
		entries = append(entries, Quote(string(r))+": "+entry(legend[r]))
	}
	return "{\n    " + strings.Join(entries, ",\n    ") + "\n  }"
}

// BlockOf lays out n JSON values, row(0) to row(n-1), as block does.
func BlockOf(n int, row func(i int) string) string {
	rows := make([]string, n)
	for i := range rows {
		rows[i] = row(i)
	}
	return Block(rows, "  ")
}

// Block lays out JSON values one per line inside [ ].
func Block(rows []string, indent string) string {
	return "[\n" + indent + "  " + strings.Join(rows, ",\n"+indent+"  ") + "\n" + indent + "]"
}

func StringList(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = Quote(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// Quote writes s as a JSON string, leaving <, > and & alone (they need no
// escaping outside HTML, and a person reads these files).
func Quote(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}

// FormatNum writes a number of squares the shortest way: 2, 2.5, -0.25.
func FormatNum(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func Plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// CreatureCount is "N creatures (side n, ...)", sides in name order.
func CreatureCount(n int, sides map[string]int) string {
	cs := Plural(n, "creature")
	if n > 0 {
		var bySide []string
		for _, s := range slices.Sorted(stdmaps.Keys(sides)) {
			label := s
			if label == "" {
				label = "no side"
			}
			bySide = append(bySide, fmt.Sprintf("%s %d", label, sides[s]))
		}
		cs += " (" + strings.Join(bySide, ", ") + ")"
	}
	return cs
}
