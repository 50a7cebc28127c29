// Package jsonfile is the reader and writer every encounter file shares:
// a JSON file read in place with the byte offset of every value (tree.go),
// a Decoder that reads values field by field and collects every problem
// with its line, column and field path (problems.go), the checks that
// name values (Validator), the limits every ruleset's file shares, and the
// helpers that write the format's tidy JSON.
//
// It is internal to maps: the envelope (maps) and each ruleset's schema
// (maps/drawsteel, maps/realms, maps/zones) use it. It imports only the
// standard library.
//
// Its main types: Node (a value read in place), Decoder, Problem and
// LoadError (every problem, with where), Validator.
package jsonfile
