package main

import (
	"strings"
	"testing"
)

// corridorField: a corridor between 2-high walls with an enemy in it, a
// size 2 ogre in the open below, and a hero who can teleport.
const corridorField = `{"format": 1, "grid": {"shape": "square", "width": 6, "height": 6},
 "ground": ["222222", "000000", "222222", "000000", "000000", "000000"],
 "creatures": [
  {"id": "h", "name": "Hero", "side": "heroes", "at": [0, 1]},
  {"id": "e", "name": "Enemy", "side": "enemies", "at": [2, 1]},
  {"id": "ogre", "name": "Ogre", "side": "enemies", "at": [2, 3], "size": 2},
  {"id": "imp", "name": "Imp", "side": "heroes", "at": [0, 4], "size": "1L"},
  {"id": "k", "name": "Knight", "side": "heroes", "at": [5, 3]},
  {"id": "tp", "name": "Blinker", "side": "heroes", "at": [5, 5], "movement": ["walk", "teleport"], "conditions": ["grabbed"]}
 ]}`

// Draw Steel, Movement: "You can't stop moving in any other creature's
// space ... unless that creature's size is two or more sizes greater or
// smaller than your own"; Teleport: "A creature can't teleport to and from
// the same space."
func TestMoveOntoOtherCreatures(t *testing.T) {
	file := writeFile(t, "corridor.json", corridorField)
	tests := []struct {
		name string
		args []string
		code int
		want string // in stderr, or in stdout when the move is legal
	}{
		// Without a height, the cheapest one on the square: never clinging
		// to the corridor wall on the enemy's head.
		{"onto an enemy's square in a corridor", []string{"--creature", "h", "--to", "2,1"}, 1, "another creature's space"},
		{"onto the enemy's head", []string{"--creature", "h", "--to", "2,1,1"}, 1, "standing on another creature"},
		{"onto the enemy's head along a path", []string{"--creature", "h", "--path", "1,1,0 2,1,1"}, 1, "standing on another creature"},
		{"past the enemy", []string{"--creature", "h", "--to", "3,1"}, 0, `"to": [3, 1, 0]`},
		{"a 1M into a size 2's space", []string{"--creature", "k", "--to", "3,3"}, 0, `"to": [3, 3, 0]`},
		{"a 1L into a size 2's space", []string{"--creature", "imp", "--to", "2,4"}, 1, "less than two sizes apart"},
		{"teleport to its own space", []string{"--creature", "tp", "--mode", "teleport", "--to", "5,5"}, 1, "can't teleport to and from the same space"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runArgs(append([]string{"move", file}, tt.args...)...)
			got := errs
			if tt.code == 0 {
				got = out
			}
			if code != tt.code || !strings.Contains(got, tt.want) {
				t.Errorf("move %v = exit %d, stdout %q, stderr %q; want exit %d and %q", tt.args, code, out, errs, tt.code, tt.want)
			}
		})
	}
}
