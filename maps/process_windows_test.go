package maps

import (
	"os"
	"os/exec"
	"testing"
)

// TestProcessRunningWindows: a lock's holder is asked about by process id;
// a window that was killed must read as gone, or its lock is never taken
// over.
func TestProcessRunningWindows(t *testing.T) {
	if !ProcessRunning(os.Getpid()) {
		t.Errorf("ProcessRunning(this process) = false, want true")
	}
	cmd := exec.Command("cmd", "/c", "exit 0")
	if err := cmd.Run(); err != nil {
		t.Skipf("no child process to end: %v", err)
	}
	if pid := cmd.Process.Pid; ProcessRunning(pid) {
		t.Errorf("ProcessRunning(%d), a child that has exited = true, want false", pid)
	}
}
