package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// editKeys applies the editing keys to the creature shown: Q E K G
// toggle an effect (realmsplay.HexEffects), L prone (fixedKeys: the keymap's
// [ and ], the species movement, are in hexView.do).
func (v *hexView) editKeys(in Input) {
	c := v.play.Shown()
	if c == nil {
		return
	}
	id := c.ID
	keys := []string{"L"}
	for _, e := range realmsplay.HexEffects() {
		keys = append(keys, e.Key)
	}
	for _, name := range keys {
		var k ebiten.Key
		if err := k.UnmarshalText([]byte(name)); err == nil && in.JustPressed(k) {
			v.play.HexEditKey(id, name)
		}
	}
}
