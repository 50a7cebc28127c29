//go:build race

package mapimport

// raceDetector says the tests run under the race detector, which makes
// the largest maps many times slower.
const raceDetector = true
