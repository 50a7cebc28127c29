// Package mapstest holds what the tests of maps and of its ruleset schema
// packages share: the fuzzers' round-trip check. It imports maps and the
// standard library; only tests import it.
package mapstest
