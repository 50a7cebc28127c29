package realms

import (
	stdmaps "maps"
	"slices"

	"github.com/battlemap/battlemap/rules/realms"
)

// This file lets an editor change the board's terrain and size and say
// what each wall hex is made of: the rules board knows a wall,
// the file also its material.

// Walls is the material of every hex's wall in row-major order ("" where
// the hex is no wall), what SetWalls takes back.
func (h *HexMap) Walls() []string {
	out := make([]string, len(h.Board.Terrain))
	for i := range out {
		out[i] = h.Material(i)
	}
	return out
}

// SetWalls makes the map draw its board (whose terrain or size may have
// changed) with the wall materials given, one per hex in row-major order
// as Walls returns them: a wall hex whose material is "" or missing is
// stone. Hexes other than walls keep their characters where the board
// kept its size; Write picks the rest.
func (h *HexMap) SetWalls(walls []string) {
	b := h.Board
	same := len(h.glyphs) == len(b.Terrain)
	glyphs := make([]rune, len(b.Terrain))
	legend := stdmaps.Clone(h.legend)
	if legend == nil {
		legend = map[rune]hexTerrain{}
	}
	byWall := map[string]rune{}
	for _, r := range slices.Sorted(stdmaps.Keys(legend)) {
		if m := legend[r].Wall; m != "" {
			if _, ok := byWall[m]; !ok {
				byWall[m] = r
			}
		}
	}
	for i, t := range b.Terrain {
		r := '.'
		switch {
		case t == realms.Wall:
			m := defaultWall
			if i < len(walls) && walls[i] != "" {
				m = walls[i]
			}
			if same && legend[h.glyphs[i]].Wall == m {
				r = h.glyphs[i]
			} else if q, ok := byWall[m]; ok {
				r = q
			} else {
				r = newHexGlyph(t, legend, nil)
				legend[r] = hexTerrain{Wall: m}
				byWall[m] = r
			}
		case same:
			r = h.glyphs[i]
		}
		glyphs[i] = r
	}
	h.glyphs, h.legend = glyphs, legend
}
