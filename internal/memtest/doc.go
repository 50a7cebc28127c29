// Package memtest measures what a piece of code allocates, for the tests
// that bound memory by what an input really holds (never by time).
//
// Allocated is the one measure. It imports only the standard library;
// only tests import it.
package memtest
