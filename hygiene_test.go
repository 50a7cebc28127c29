package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The code and the manual say what the program does and why; the history
// of a change (which issue asked for it) belongs in its commit message. A
// rule is cited by its ruleset and the section's own title ("Draw Steel,
// Forced Movement: Slamming into Creatures"), never by the name or content
// hash of the file a rules text came in.

// hygieneAllowed are the files that still cite an issue or a seed file
// while they are being rewritten elsewhere. Empty it as they are cleaned;
// a file listed here that is clean fails the test, so the list only
// shrinks.
var hygieneAllowed = []string{}

var (
	// issueCitation is an issue or pull request named by number: "issue
	// 12", "issues 9 and 10", "Issue #23", "(#23)", "PR 7".
	issueCitation = regexp.MustCompile(`(?i)\b(?:issues?|pr|pull request)\s*#?\d+\b|\(#\d+\)`)
	// seedFileName is a rules text's file name: a number and the text's
	// content hash.
	seedFileName = regexp.MustCompile(`\b\d{3}_[0-9a-f]{16}\b`)
	// seedEntry is a file in the seeds folder, its hash the submatch.
	seedEntry = regexp.MustCompile(`^\d{3}_([0-9a-f]{16})\.`)
)

// seedHashes are the content hashes in the rules texts' file names, from
// the seeds folder beside the repository (shared/seeds in a parent
// folder), or nil when there is none.
func seedHashes(t *testing.T) []string {
	t.Helper()
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for ; ; dir = filepath.Dir(dir) {
		entries, err := os.ReadDir(filepath.Join(dir, "shared", "seeds"))
		if err == nil {
			var hashes []string
			for _, e := range entries {
				if m := seedEntry.FindStringSubmatch(e.Name()); m != nil {
					hashes = append(hashes, m[1])
				}
			}
			return hashes
		}
		if filepath.Dir(dir) == dir {
			t.Log("no shared/seeds folder above the repository: checking seed file names by their shape only")
			return nil
		}
	}
}

// citations lists what text cites that it should not, one line each.
func citations(text string, hashes []string) []string {
	var found []string
	for i, line := range strings.Split(text, "\n") {
		var what []string
		what = append(what, issueCitation.FindAllString(line, -1)...)
		what = append(what, seedFileName.FindAllString(line, -1)...)
		for _, h := range hashes {
			// A hash is cited by any prefix long enough to be meant (7
			// hex digits, as git abbreviates).
			if strings.Contains(line, h[:7]) {
				what = append(what, h[:7]+"…")
			}
		}
		if len(what) > 0 {
			found = append(found, fmt.Sprintf("%d: %s", i+1, strings.Join(what, ", ")))
		}
	}
	return found
}

// hygieneFiles is every file the test reads: the module's Go files
// (outside hidden folders and testdata) and the rules scenario files in
// testdata, the README and the manual's pages.
func hygieneFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			return nil
		}
		path = filepath.ToSlash(path)
		switch {
		case strings.HasSuffix(path, ".go"),
			strings.Contains(path, "/testdata/") && strings.HasSuffix(path, ".txt"),
			path == "README.md",
			strings.HasPrefix(path, "docs/") && strings.HasSuffix(path, ".md"):
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestNoIssueOrSeedFileCitations: no Go file, scenario file or manual
// page names an issue by number or a rules text by its file name or
// content hash.
func TestNoIssueOrSeedFileCitations(t *testing.T) {
	hashes := seedHashes(t)
	files := hygieneFiles(t)
	if !slices.Contains(files, "hygiene_test.go") || !slices.Contains(files, "README.md") {
		t.Fatalf("hygieneFiles = %d files without hygiene_test.go or README.md: the walk is wrong", len(files))
	}
	for _, path := range files {
		if path == "hygiene_test.go" {
			continue // its examples cite on purpose
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		found := citations(string(data), hashes)
		allowed := slices.Contains(hygieneAllowed, path)
		switch {
		case len(found) > 0 && !allowed:
			t.Errorf("%s cites an issue or a seed file (say what and why; cite a rule as \"Ruleset, Section title: first words\"):\n\t%s",
				path, strings.Join(found, "\n\t"))
		case len(found) == 0 && allowed:
			t.Errorf("%s is clean: remove it from hygieneAllowed", path)
		}
	}
	for _, path := range hygieneAllowed {
		if !slices.Contains(files, path) {
			t.Errorf("hygieneAllowed lists %s, which is gone: remove it", path)
		}
	}
}

// TestCitationsSeesThem: the patterns catch the forms a history note or a
// file citation takes, and leave rule citations, colours and board
// tokens alone.
func TestCitationsSeesThem(t *testing.T) {
	hashes := []string{"0123456789abcdef"}
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"// issue 12: walls block", true},
		{"// (Issue #23)", true},
		{"// see issues 9 and 10", true},
		{"// fixed in (#41)", true},
		{`t.Errorf("PR 7 broke this")`, true},
		{"// 004_0123456789abcdef.txt", true},
		{"// the text (0123456 in the seeds)", true},
		{"// 999_fedcba9876543210.txt", true},
		{"// Draw Steel, Forced Movement: Slamming into Creatures", false},
		{`fill="#0000ff"`, false},
		{"//	#1 a wood wall 1 square high", false},
		{"// the issue of who moves first", false},
		{"x := 0.5773502691896258", false},
	} {
		if got := len(citations(tt.text, hashes)) > 0; got != tt.want {
			t.Errorf("citations(%q) found = %v, want %v", tt.text, got, tt.want)
		}
	}
}
