package main

import "os"

// sameFile reports whether the paths a and b name the same existing file,
// through links and however they are spelt (os.SameFile).
func sameFile(a, b string) bool {
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	return err == nil && os.SameFile(fa, fb)
}
