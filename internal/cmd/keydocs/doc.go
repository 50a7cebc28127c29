// Command keydocs writes the key tables of the manual (docs/table.md,
// docs/hex-window.md, docs/zone-window.md, docs/editor.md) and
// docs/keys.md from the action table (session.Actions), so the docs say
// what the windows do. Run it from the repository's root: `make docs`, or
// `go run ./internal/cmd/keydocs`; with -check it changes nothing and
// exits 1 naming the files that are out of date.
//
// It imports session (the action table); nothing imports it.
package main
