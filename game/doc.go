// Package game is the Ebitengine window: it turns raw input into actions
// through one keymap table, keeps the camera and what the user is doing,
// draws the map in cached tiles (render/raster, only those on screen) and
// the overlays over it each frame (render/ebitenrender), and shows the
// ebitenui side panel.
// It holds no rules of its own: everything about the battle comes from rules.
package game
