// Package gametest is the window driver the window's tests share: it
// runs a whole window in the test process, frame by frame, headless (the
// tests that read back state) or on one real game loop (the display tests
// that read pixels). It is imported only by tests.
//
// Parts.Open builds a window as `battlemap open FILE --play SCRIPT` does
// and returns its Harness, which steps and runs it; Parts.PlayFile and
// Parts.PlayCopy run a script on a copy of a file. RunOnLoop is a display
// test binary's TestMain loop and OnLoop hands it work. The rulesets'
// parts (Parts) are given by the caller, so this package imports game and
// Ebitengine but no ruleset's part: each part's tests give their own
// Ruleset and the others their files need.
package gametest
