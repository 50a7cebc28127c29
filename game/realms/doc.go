// Package realms is the hex map's part of the battle map's window
// (Enchanted Realms): the hexes under the camera, the side panel, the
// map editor's palette, the player view, touch and the arrow keys'
// aim. The window, its files, keys and camera are the game package's.
package realms
