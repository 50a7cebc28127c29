// Package zones is the zone map's part of the battle map's window: the
// zones fitted to the window, the status panel and its large buttons,
// the map editor's palette, touch and scripts by id. The window, its
// files, keys and camera are the game package's.
package zones
