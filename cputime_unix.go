//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTime is the processor time this process has used so far (user and
// system), for the start-up figure of docs/performance.md.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
