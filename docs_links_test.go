package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// mdLink is a markdown link or image: [text](target) or ![alt](target).
var mdLink = regexp.MustCompile(`\]\(([^()\s]+)\)`)

// slug is the anchor GitHub gives a heading: lower case, letters, digits,
// spaces turned to hyphens, hyphens and underscores kept, the rest left out.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// anchors are the headings' anchors of a markdown text, outside fenced
// blocks, numbered as GitHub numbers repeated ones (name, name-1, ...).
func anchors(text string) map[string]bool {
	seen := map[string]int{}
	out := map[string]bool{}
	inBlock := false
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			inBlock = !inBlock
			continue
		}
		if inBlock || !strings.HasPrefix(l, "#") {
			continue
		}
		s := slug(strings.TrimLeft(l, "#"))
		if n := seen[s]; n > 0 {
			out[s+"-"+strconv.Itoa(n)] = true
		} else {
			out[s] = true
		}
		seen[s]++
	}
	return out
}

// linksOf are the link targets of a markdown text outside fenced blocks
// and code spans, with the line each is on.
func linksOf(text string) (targets []string, lines []int) {
	inBlock := false
	for i, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			inBlock = !inBlock
			continue
		}
		if inBlock {
			continue
		}
		// drop code spans: `[x](y)` in code is no link
		parts := strings.Split(l, "`")
		for j := 0; j < len(parts); j += 2 {
			for _, m := range mdLink.FindAllStringSubmatch(parts[j], -1) {
				targets = append(targets, m[1])
				lines = append(lines, i+1)
			}
		}
	}
	return targets, lines
}

// TestManualLinksResolve: every relative link of README.md and docs/*.md
// names a file of the repository, and every #anchor a heading of the page
// it points into.
func TestManualLinksResolve(t *testing.T) {
	texts := map[string]string{}
	read := func(path string) (string, bool) {
		if s, ok := texts[path]; ok {
			return s, true
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return "", false
		}
		texts[path] = string(b)
		return string(b), true
	}
	checked := 0
	for _, file := range manualFiles(t) {
		text, _ := read(file)
		targets, lines := linksOf(text)
		for k, target := range targets {
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			path, anchor, _ := strings.Cut(target, "#")
			dest := file
			if path != "" {
				dest = filepath.Join(filepath.Dir(file), filepath.FromSlash(path))
				if _, err := os.Stat(dest); err != nil {
					t.Errorf("%s:%d: link %q: %s does not exist", file, lines[k], target, dest)
					continue
				}
			}
			checked++
			if anchor == "" {
				continue
			}
			if !strings.HasSuffix(dest, ".md") {
				t.Errorf("%s:%d: link %q: an anchor into a file that is not markdown", file, lines[k], target)
				continue
			}
			destText, _ := read(dest)
			if !anchors(destText)[anchor] {
				t.Errorf("%s:%d: link %q: %s has no heading #%s", file, lines[k], target, dest, anchor)
			}
		}
	}
	if checked == 0 {
		t.Errorf("no relative links found in README.md or docs/: the test reads nothing")
	}
}

// TestSlug: headings' anchors as GitHub makes them.
func TestSlug(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{" Hex maps (Enchanted Realms)", "hex-maps-enchanted-realms"},
		{" Edges: thin walls, doors and windows", "edges-thin-walls-doors-and-windows"},
		{" `move` on a hex map", "move-on-a-hex-map"},
		{" Scripts (`--play`)", "scripts---play"},
	} {
		if got := slug(tc.in); got != tc.want {
			t.Errorf("slug(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if a := anchors("# A\n## A\n```\n# B\n```\n"); !a["a"] || !a["a-1"] || a["b"] {
		t.Errorf("anchors = %v, want a and a-1 (a repeated heading) and nothing from a fenced block", a)
	}
}
