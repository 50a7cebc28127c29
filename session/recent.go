package session

import (
	"path/filepath"
	"slices"
	"strings"
)

// MaxRecent is how many recent files the settings keep.
const MaxRecent = 10

// Recent is a list of recent files as the settings keep it: no empty
// names, each file once (its first place kept), at most MaxRecent.
func Recent(list []string) []string {
	out := make([]string, 0, min(len(list), MaxRecent))
	for _, p := range list {
		p = strings.TrimSpace(p)
		if p == "" || slices.Contains(out, p) {
			continue
		}
		out = append(out, p)
		if len(out) == MaxRecent {
			break
		}
	}
	return out
}

// AddRecent puts path (made absolute, so that it opens from any folder)
// first in the list of recent files.
func AddRecent(list []string, path string) []string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return Recent(append([]string{path}, list...))
}
