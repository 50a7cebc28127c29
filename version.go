package main

import (
	"fmt"
	"io"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
)

// version and commit are stamped by the release build (.ci/release):
// go build -ldflags "-X main.version=v0.1.0 -X main.commit=0123abcd". The
// linker can set only package-level strings, so these two are the
// exception to the house's no-package-state habit; nothing writes them.
var (
	version string
	commit  string
)

// devVersion is the version of a build nobody stamped: the release being
// worked towards.
const devVersion = "v0.1.0-dev"

// printVersion writes what --version answers: the version, the commit
// and the Go toolchain and platform it was built for.
func printVersion(stdout io.Writer) int {
	info, _ := debug.ReadBuildInfo()
	fmt.Fprintln(stdout, versionText(version, commit, info))
	return 0
}

// versionText is the one line of --version. A stamped version and commit
// win; otherwise they come from the build information the go command
// records: `go install MODULE@v0.1.0` records that version, and a build
// in a git checkout (`go run .`, `go install .`) the commit, with "-dirty"
// when the checkout had changes. info may be nil.
func versionText(stampedVersion, stampedCommit string, info *debug.BuildInfo) string {
	v, c, goVersion := stampedVersion, stampedCommit, runtime.Version()
	if info != nil {
		if v == "" && releaseVersion(info.Main.Version) {
			v = info.Main.Version
		}
		if info.GoVersion != "" {
			goVersion = info.GoVersion
		}
		if c == "" {
			rev, dirty := "", false
			for _, s := range info.Settings {
				switch s.Key {
				case "vcs.revision":
					rev = s.Value
				case "vcs.modified":
					dirty = s.Value == "true"
				}
			}
			if len(rev) > 12 {
				rev = rev[:12]
			}
			if rev != "" && dirty {
				rev += "-dirty"
			}
			c = rev
		}
	}
	if v == "" {
		v = devVersion
	}
	if c == "" {
		c = "unknown"
	}
	return fmt.Sprintf("battlemap %s (commit %s, %s %s/%s)", v, c, goVersion, runtime.GOOS, runtime.GOARCH)
}

// pseudoVersion matches the tail of a module pseudo-version: a UTC time
// stamp and a commit hash ("v0.1.1-0.20261128114104-43c2231abcde").
var pseudoVersion = regexp.MustCompile(`[-.]\d{14}-[0-9a-f]{12}$`)

// releaseVersion reports whether a module version the go command recorded
// names a release ("v0.1.0", "v0.2.0-rc.1"), not a build of a checkout:
// "(devel)", or a pseudo-version such as
// "v0.1.1-0.20261128114104-43c2231abcde+dirty", whose commit --version
// shows on its own.
func releaseVersion(v string) bool {
	return strings.HasPrefix(v, "v") && !strings.Contains(v, "+") && !pseudoVersion.MatchString(v)
}
