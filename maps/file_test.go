package maps

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWriteFileThroughSymlinks checks that a save through a symbolic link
// writes the file the link points to and leaves the link a link.
func TestWriteFileThroughSymlinks(t *testing.T) {
	tests := []struct {
		name string
		// setup makes the link(s) in dir and returns the path written and
		// the real file that must receive the data.
		setup func(t *testing.T, dir string) (path, real string)
	}{
		{"relative link", func(t *testing.T, dir string) (string, string) {
			real := filepath.Join(dir, "real.json")
			mustWrite(t, real, "old")
			mustSymlink(t, "real.json", filepath.Join(dir, "link.json"))
			return filepath.Join(dir, "link.json"), real
		}},
		{"absolute link into another directory", func(t *testing.T, dir string) (string, string) {
			os.Mkdir(filepath.Join(dir, "store"), 0o755)
			real := filepath.Join(dir, "store", "real.json")
			mustWrite(t, real, "old")
			mustSymlink(t, real, filepath.Join(dir, "link.json"))
			return filepath.Join(dir, "link.json"), real
		}},
		{"a link to a link", func(t *testing.T, dir string) (string, string) {
			os.Mkdir(filepath.Join(dir, "store"), 0o755)
			real := filepath.Join(dir, "store", "real.json")
			mustWrite(t, real, "old")
			mustSymlink(t, "real.json", filepath.Join(dir, "store", "mid.json"))
			mustSymlink(t, "store/mid.json", filepath.Join(dir, "link.json"))
			return filepath.Join(dir, "link.json"), real
		}},
		{"a link to a file not made yet", func(t *testing.T, dir string) (string, string) {
			real := filepath.Join(dir, "new.json")
			mustSymlink(t, "new.json", filepath.Join(dir, "link.json"))
			return filepath.Join(dir, "link.json"), real
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path, real := tt.setup(t, dir)
			if err := WriteFile(path, []byte("new")); err != nil {
				t.Fatalf("WriteFile(%q) = %v, want nil", path, err)
			}
			if got, _ := os.ReadFile(real); string(got) != "new" {
				t.Errorf("after WriteFile(%q) the real file %s holds %q, want %q", path, real, got, "new")
			}
			if fi, err := os.Lstat(path); err != nil || fi.Mode()&os.ModeSymlink == 0 {
				t.Errorf("after WriteFile(%q) the link is %v (err %v), want still a symbolic link", path, fi.Mode(), err)
			}
			leftovers(t, dir)
		})
	}
}

func TestWriteFileSymlinkLoop(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	mustSymlink(t, "b.json", a)
	mustSymlink(t, "a.json", b)
	err := WriteFile(a, []byte("x"))
	if err == nil || !strings.Contains(err.Error(), "symbolic links in a row") {
		t.Errorf("WriteFile through a loop of links = %v, want an error about symbolic links in a row", err)
	}
}

// TestWriteFileKeepsHardLinks checks that every name of a file with several
// hard links sees the new contents, and that the mode is kept.
func TestWriteFileKeepsHardLinks(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	if err := os.WriteFile(a, []byte("the old contents, longer than the new\n"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(a, b); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	if err := WriteFile(a, []byte("new\n")); err != nil {
		t.Fatalf("WriteFile(%q) = %v, want nil", a, err)
	}
	for _, p := range []string{a, b} {
		if got, _ := os.ReadFile(p); string(got) != "new\n" {
			t.Errorf("after WriteFile(a.json) %s holds %q, want %q", filepath.Base(p), got, "new\n")
		}
	}
	fa, _ := os.Stat(a)
	fb, _ := os.Stat(b)
	if !os.SameFile(fa, fb) {
		t.Errorf("after WriteFile(a.json) a.json and b.json are different files, want one file with two names")
	}
	if fa.Mode().Perm() != 0o640 {
		t.Errorf("after WriteFile(a.json) mode = %v, want 0640 kept", fa.Mode().Perm())
	}
	leftovers(t, dir)
}

// TestWriteFileHardLinkFailure fails an in-place write before it touches
// the file: the old contents stay and no temporary file is left.
func TestWriteFileHardLinkFailure(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	mustWrite(t, a, "old")
	if err := os.Link(a, b); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	err := writeFile(b, []byte("new"), func(tmp string) error {
		if got, _ := os.ReadFile(tmp); string(got) != "new" {
			t.Errorf("the copy beside the file holds %q before the file is written, want %q", got, "new")
		}
		return errors.New("disk on fire")
	})
	if err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Fatalf("writeFile = %v, want the error", err)
	}
	if got, _ := os.ReadFile(a); string(got) != "old" {
		t.Errorf("after a failed save a.json holds %q, want %q", got, "old")
	}
	leftovers(t, dir)
}

func mustWrite(t *testing.T, path, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func mustSymlink(t *testing.T, dest, link string) {
	t.Helper()
	if err := os.Symlink(dest, link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
}

// leftovers fails if a temporary file is left anywhere under dir.
func leftovers(t *testing.T, dir string) {
	t.Helper()
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && strings.Contains(d.Name(), ".tmp-") {
			t.Errorf("temporary file %s left behind", p)
		}
		return nil
	})
}

func TestStampFile(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	mustWrite(t, a, "test")
	mustWrite(t, b, "tesT")
	sa, err := StampFile(a)
	if err != nil {
		t.Fatal(err)
	}
	// SHA-256("test"), from the published test vectors
	if want := "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"; sa.SumText() != want || sa.Size != 4 {
		t.Errorf("StampFile(a.json) = %s, size %d; want %s, size 4", sa.SumText(), sa.Size, want)
	}
	sb, _ := StampFile(b)
	if sb.Sum == sa.Sum {
		t.Errorf("StampFile gives files that differ in one letter the same sum")
	}
	if _, err := StampFile(dir); err == nil {
		t.Errorf("StampFile(a directory) = nil error, want one")
	}
}
