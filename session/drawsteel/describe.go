package drawsteel

import (
	"fmt"
	"strings"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// DescribeSquare is the panel text for the square under the pointer.
func DescribeSquare(b *drawsteel.Board, q drawsteel.Square) string {
	c := b.Cell(q)
	var sb strings.Builder
	fmt.Fprintf(&sb, "Square %d, %d\nGround height %d", q.X, q.Y, c.Ground)
	if c.HasWall() {
		fmt.Fprintf(&sb, "\n%s wall, %d high", titleCase(c.Wall.String()), c.WallHeight)
	}
	if c.Liquid > 0 {
		fmt.Fprintf(&sb, "\nLiquid, %d deep", c.Liquid)
	}
	if c.Difficult {
		sb.WriteString("\nDifficult terrain")
	}
	if c.Damaging > 0 {
		fmt.Fprintf(&sb, "\nDamaging: %d on entering", c.Damaging)
	}
	if !c.HasWall() && c.Liquid == 0 && !c.Difficult && c.Damaging == 0 {
		sb.WriteString("\nOpen ground")
	}
	for i := range b.Creatures {
		cr := &b.Creatures[i]
		if cr.Covers(q) {
			fmt.Fprintf(&sb, "\n%s here", called(b, cr))
		}
	}
	return sb.String()
}

// DescribeCreature is the panel text for the selected creature.
func DescribeCreature(b *drawsteel.Board, c *drawsteel.Creature) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s\nSide: %s   Size %s\n", called(b, c), c.Side, c.Size)
	fmt.Fprintf(&sb, "At %d, %d   height %d", c.At.X, c.At.Y, c.Z)
	if up := c.Z - b.GroundUnder(c.At, c.Size.Squares()); up > 0 {
		fmt.Fprintf(&sb, " (%d above ground)", up)
	}
	fmt.Fprintf(&sb, "\nSpeed %d   Stability %d\nMight %+d   Agility %+d", c.Speed, c.Stability, c.Might, c.Agility)
	if c.MaxStamina > 0 {
		fmt.Fprintf(&sb, "\nStamina %d / %d", c.Stamina, c.MaxStamina)
		switch st := c.State(); st {
		case drawsteel.StateWinded:
			sb.WriteString("  winded")
		case drawsteel.StateDying, drawsteel.StateDead, drawsteel.StateDestroyed:
			sb.WriteString("  " + strings.ToUpper(st.String()))
		}
	}
	mv := make([]string, len(c.Movement))
	for i, m := range c.Movement {
		mv[i] = string(m)
	}
	fmt.Fprintf(&sb, "\nMoves: %s", strings.Join(mv, ", "))
	var conds []string
	if c.Prone {
		conds = append(conds, "prone")
	}
	for _, k := range c.Conditions {
		cond := string(k)
		if src, ok := b.Creature(c.Source(k)); ok {
			cond += " by " + called(b, src)
		}
		conds = append(conds, cond)
	}
	if len(conds) > 0 {
		fmt.Fprintf(&sb, "\nConditions: %s", strings.Join(conds, ", "))
	}
	return sb.String()
}

// titleCase is s with its first letter in upper case.
func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
