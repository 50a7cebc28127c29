// Package pixdiff compares two images pixel by pixel for tests of drawn
// output (tiles against a whole map, bands against a whole figure). It
// imports only the standard library.
package pixdiff
