// The export page's figure: the options chosen in the panel, handed to
// session.Export, written atomically.

package game
