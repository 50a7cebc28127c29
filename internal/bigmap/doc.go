// Package bigmap generates large encounters for benchmarks and tests of
// maps the format allows but no one would commit: a busy map of any size
// (rolling ground with cliffs, runs of wall of every material, pools,
// rubble, fire) with many creatures, and a map that is all wall. The same
// arguments always give the same map.
//
// Busy and Walls make the boards (*drawsteel.Board), Encounter wraps one
// in an encounter to save. It imports rules/drawsteel, maps and
// maps/drawsteel; only tests, benchmarks and internal/bigmap/gen import it.
package bigmap
