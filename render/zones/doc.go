// Package zones draws a zone map (rules/zones) as a render.Scene
// (BuildScene; Map is a zone map laid out for drawing): each
// zone as a box or the file's outline with its name, height, terrain and
// tokens, the links between zones with their challenges, a move's or a
// throw's preview; and answers which token a point of the map is on. It
// imports render, rules/zones and the standard library.
package zones
