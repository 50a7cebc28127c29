// Package pixdiff compares two images pixel by pixel for tests of drawn
// output (tiles against a whole map, bands against a whole figure): Diff
// counts the pixels that differ. It imports only the standard library;
// only tests import it.
package pixdiff
