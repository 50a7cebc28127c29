package main

import (
	"fmt"
	"os"
	"os/exec"
	"syscall"
)

// reopen runs this program again on path ("battlemap open PATH", with
// --player-view for a player view), in place of this process where the
// system allows it (Unix), else as a child it waits for: a window cannot
// be opened twice in one process.
func reopen(path string, playerView bool) error {
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	args := []string{exe, "open", path}
	if playerView {
		args = append(args, "--player-view")
	}
	if err := syscall.Exec(exe, args, os.Environ()); err == nil {
		return nil
	}
	cmd := exec.Command(exe, args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	return nil
}
