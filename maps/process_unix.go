//go:build unix

package maps

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// ProcessRunning reports whether a process with the id pid is running on
// this machine (one of another user counts).
func ProcessRunning(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// ownedByMe reports whether the file fi describes belongs to this
// process's user.
func ownedByMe(fi fs.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Getuid()
}
