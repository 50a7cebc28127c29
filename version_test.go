package main

import (
	"bytes"
	"regexp"
	"runtime"
	"runtime/debug"
	"testing"
)

func TestVersionFlag(t *testing.T) {
	for _, arg := range []string{"--version", "-version"} {
		var out, errOut bytes.Buffer
		if code := run([]string{arg}, &out, &errOut); code != 0 || errOut.Len() != 0 {
			t.Fatalf("run(%s) = %d, stderr %q; want 0 and nothing", arg, code, errOut.String())
		}
		// a test binary is neither stamped nor built from a checkout
		want := regexp.MustCompile(`^battlemap v0\.1\.0-dev \(commit unknown, go[^ ]+ ` + runtime.GOOS + `/` + runtime.GOARCH + `\)\n$`)
		if !want.MatchString(out.String()) {
			t.Errorf("run(%s) printed %q, want it to match %s", arg, out.String(), want)
		}
	}
}

func TestVersionText(t *testing.T) {
	vcs := func(rev, modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: modified}}
	}
	const rev = "43c22311a752baf855f92b3ba23e0065c0fd6379"
	platform := " " + runtime.GOOS + "/" + runtime.GOARCH + ")"
	for _, c := range []struct {
		name            string
		stamped, commit string
		info            *debug.BuildInfo
		want            string
	}{
		{"release build", "v0.1.0", "43c22311a752", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}},
			"battlemap v0.1.0 (commit 43c22311a752, go1.26.8" + platform},
		{"stamp wins over build info", "v0.2.0", "0123456789ab", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.1.0"}, Settings: vcs(rev, "true")},
			"battlemap v0.2.0 (commit 0123456789ab, go1.26.8" + platform},
		{"go run in a checkout", "", "", &debug.BuildInfo{GoVersion: "go1.25.0", Main: debug.Module{Version: "(devel)"}, Settings: vcs(rev, "false")},
			"battlemap v0.1.0-dev (commit 43c22311a752, go1.25.0" + platform},
		{"checkout with changes", "", "", &debug.BuildInfo{GoVersion: "go1.25.0", Main: debug.Module{Version: "v0.1.1-0.20261128114104-43c22311a752+dirty"}, Settings: vcs(rev, "true")},
			"battlemap v0.1.0-dev (commit 43c22311a752-dirty, go1.25.0" + platform},
		{"go install at a tag", "", "", &debug.BuildInfo{GoVersion: "go1.25.0", Main: debug.Module{Version: "v0.1.0"}},
			"battlemap v0.1.0 (commit unknown, go1.25.0" + platform},
		{"go install at a release candidate", "", "", &debug.BuildInfo{GoVersion: "go1.25.0", Main: debug.Module{Version: "v0.2.0-rc.1"}},
			"battlemap v0.2.0-rc.1 (commit unknown, go1.25.0" + platform},
		{"go install at a commit", "", "", &debug.BuildInfo{GoVersion: "go1.25.0", Main: debug.Module{Version: "v0.0.0-20261128114104-43c22311a752"}},
			"battlemap v0.1.0-dev (commit unknown, go1.25.0" + platform},
		{"no build info", "", "", nil,
			"battlemap v0.1.0-dev (commit unknown, " + runtime.Version() + platform},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := versionText(c.stamped, c.commit, c.info); got != c.want {
				t.Errorf("versionText(%q, %q, ...) = %q, want %q", c.stamped, c.commit, got, c.want)
			}
		})
	}
}
