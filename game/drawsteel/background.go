package drawsteel

// loadBackground shows the background of the encounter just opened (or
// none): "" when that went well, else what went wrong for the status
// line. Later changes (the Background tool, undo) follow through
// showBackground.
func (g *Game) loadBackground() string {
	g.resetBackground()
	return g.showBackground()
}
