package maps

import (
	"errors"
	"io/fs"
	"math"
	"syscall"
)

// processQueryLimitedInformation is the least access that asks about a
// process, granted even for other users' processes (the syscall package
// names only the wider PROCESS_QUERY_INFORMATION).
const processQueryLimitedInformation = 0x1000

// errorInvalidParameter is what OpenProcess gives for a process id no
// process has.
const errorInvalidParameter = syscall.Errno(87)

// stillActive is the exit code GetExitCodeProcess gives a process that is
// still running.
const stillActive = 259

// ProcessRunning reports whether a process with the id pid is running on
// this machine (one of another user counts). A process that has ended
// but whose handle someone still holds is not running. Where the system
// will not say, it is taken to be, so a live window's lock is never taken.
func ProcessRunning(pid int) bool {
	if pid <= 0 || uint64(pid) > math.MaxUint32 {
		return false
	}
	h, err := syscall.OpenProcess(processQueryLimitedInformation, false, uint32(pid))
	if err != nil {
		// no such process: ERROR_INVALID_PARAMETER; anything else (access
		// denied to a protected process) says it is there
		return !errors.Is(err, errorInvalidParameter)
	}
	defer syscall.CloseHandle(h)
	var code uint32
	if err := syscall.GetExitCodeProcess(h, &code); err != nil {
		return true
	}
	return code == stillActive
}

// ownedByMe is true: Windows keeps a file's owner in its access control
// list, which the program leaves as the folder gives it.
func ownedByMe(fs.FileInfo) bool { return true }
