// Package drawsteel is the square map's part of the battle map's window
// (Draw Steel): the map's tiles under the camera, the panel and its tabs,
// the status bar and side view, the map editor's palette, the background
// tool, touch, the help page and the file-changed questions. The window,
// its files, keys and camera are the game package's.
package drawsteel
