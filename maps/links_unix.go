//go:build unix

package maps

import (
	"io/fs"
	"syscall"
)

// linkCount is the number of hard links (names) a file has.
func linkCount(fi fs.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}
