package maps

import (
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// TestWritePrivateNeverFollowsLinks: an autosave or live file is written
// in place of a link at its name, even one that leads nowhere, and never
// where the link points; the file is the user's only.
func TestWritePrivateNeverFollowsLinks(t *testing.T) {
	dir := t.TempDir()
	elsewhere := filepath.Join(t.TempDir(), "planted.json")
	auto := filepath.Join(dir, "crypt.autosave.json")
	mustSymlink(t, elsewhere, auto)
	if err := WritePrivate(auto, []byte("{}")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(elsewhere); err == nil {
		t.Errorf("WritePrivate through a dangling link created %s", elsewhere)
	}
	fi, err := os.Lstat(auto)
	if err != nil || !fi.Mode().IsRegular() || fi.Mode().Perm() != 0o600 {
		t.Errorf("WritePrivate left %s as %v (%v), want a regular file 0600", auto, fi.Mode(), err)
	}

	// a link to an existing file: the file is not touched
	mustWrite(t, elsewhere, "theirs")
	os.Remove(auto)
	mustSymlink(t, elsewhere, auto)
	if err := WritePrivate(auto, []byte("{}")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(elsewhere); string(got) != "theirs" {
		t.Errorf("WritePrivate through a link wrote %q into its target", got)
	}

	// an older autosave readable by all becomes the user's only
	old := filepath.Join(dir, "old.autosave.json")
	mustWrite(t, old, "{}")
	if err := WritePrivate(old, []byte("{}")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(old); fi.Mode().Perm() != 0o600 {
		t.Errorf("WritePrivate over a 0644 file left %v, want 0600", fi.Mode().Perm())
	}
	if err := WritePrivate(dir, []byte("{}")); err == nil {
		t.Errorf("WritePrivate over a folder: no error")
	}
	leftovers(t, dir)
}

func TestPrivateDir(t *testing.T) {
	base := t.TempDir()
	live := filepath.Join(base, "cache", "live")
	if err := PrivateDir(live); err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{live, filepath.Dir(live)} {
		if fi, err := os.Stat(d); err != nil || fi.Mode().Perm() != 0o700 {
			t.Errorf("PrivateDir made %s %v (%v), want 0700", d, fi.Mode().Perm(), err)
		}
	}
	os.Chmod(live, 0o755)
	if err := PrivateDir(live); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(live); fi.Mode().Perm() != 0o700 {
		t.Errorf("PrivateDir left an existing 0755 folder %v, want 0700", fi.Mode().Perm())
	}
	link := filepath.Join(base, "link")
	mustSymlink(t, live, link)
	if err := PrivateDir(link); err == nil {
		t.Errorf("PrivateDir(a symbolic link): no error")
	}
}

// TestStaleTempsRemoved: a save removes the temporary files an earlier
// save of the same file left when it was killed (its writer gone, or older
// than a minute), and no other file.
func TestStaleTempsRemoved(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "crypt.json")
	me := strconv.Itoa(os.Getpid())
	const gone = "1073741823" // above any pid_max: no such process
	old := time.Now().Add(-2 * time.Minute)
	for _, tc := range []struct {
		name   string
		aged   bool
		remove bool
	}{
		{".crypt.json.tmp-" + gone + "-123", false, true},    // its writer is gone
		{".crypt.json.tmp-123456", true, true},               // an older version's, two minutes old
		{".crypt.json.tmp-" + me + "-77", true, true},        // ours, two minutes old
		{".crypt.json.tmp-123456", false, false},             // young, its writer unknown
		{".crypt.json.tmp-" + me + "-78", false, false},      // a write of ours going on
		{".other.json.tmp-" + gone + "-1", true, false},      // another file's
		{"crypt.json.tmp-" + gone + "-1", true, false},       // not our pattern
		{".crypt.json.tmp-" + gone + "-9.keep", false, true}, // still our pattern
		{".crypt.json.tmpx-" + gone + "-1", true, false},     // not our pattern
		{".crypt.json.tmp-" + gone + "-dir", true, false},    // a folder: not ours
	} {
		t.Run(tc.name, func(t *testing.T) {
			sub := t.TempDir()
			p := filepath.Join(sub, tc.name)
			if tc.name == ".crypt.json.tmp-"+gone+"-dir" {
				os.Mkdir(p, 0o700)
			} else {
				mustWrite(t, p, "partial")
			}
			if tc.aged {
				os.Chtimes(p, old, old)
			}
			if err := WriteFile(filepath.Join(sub, "crypt.json"), []byte("{}")); err != nil {
				t.Fatal(err)
			}
			_, err := os.Lstat(p)
			if removed := err != nil; removed != tc.remove {
				t.Errorf("after a save %s removed = %v, want %v", tc.name, removed, tc.remove)
			}
		})
	}
	// WriteNew and WritePrivate clean up likewise
	for _, write := range []func(string, []byte) error{WriteNew, WritePrivate} {
		stray := filepath.Join(dir, ".crypt.json.tmp-"+gone+"-5")
		mustWrite(t, stray, "partial")
		os.Remove(path)
		if err := write(path, []byte("{}")); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Lstat(stray); err == nil {
			t.Errorf("a stray temporary file of a dead writer survived a save")
		}
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode()&fs.ModeType != 0 {
		t.Errorf("saved file %v, %v", fi, err)
	}
}
