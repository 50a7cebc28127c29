package command

import (
	"fmt"
	"io"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// Ruleset is what the commands ask of one ruleset, once the command line
// is parsed and the encounter loaded. Each method prints its result on
// the call's standard output (or what went wrong on its standard error)
// and returns the exit status: 0 done, 1 refused, 2 a malformed command
// line.
type Ruleset interface {
	// Resolve is `battlemap resolve`: a forced move's outcome.
	Resolve(c *Call, f *MoveFlags) int
	// Move is `battlemap move`: a willing move's plan or outcome.
	Move(c *Call, f *MoveFlags) int
	// Round is `battlemap round` (seed: the dice's; write: save the
	// board afterwards into the file).
	Round(c *Call, seed uint64, write bool) int
	// Export is `battlemap export`: the figure written to x.Out.
	Export(c *Call, x *ExportRequest) int
}

// Call is one command run on one encounter file.
type Call struct {
	// Command is the subcommand's name ("move"): every message starts
	// "battlemap move: ".
	Command string
	// Usage is the subcommand's usage, printed after a malformed command
	// line.
	Usage     string
	File      string
	Encounter *maps.Encounter
	Stdout    io.Writer
	Stderr    io.Writer
}

// Fail prints a refusal and returns exit status 1.
func (c *Call) Fail(format string, a ...any) int {
	fmt.Fprintf(c.Stderr, "battlemap "+c.Command+": "+format+"\n", a...)
	return 1
}

// UsageError prints a malformed command line's message and the usage, and
// returns exit status 2.
func (c *Call) UsageError(format string, a ...any) int {
	fmt.Fprintf(c.Stderr, "battlemap "+c.Command+": "+format+"\n%s\n", append(a, c.Usage)...)
	return 2
}

// JSON prints v as WriteJSON does.
func (c *Call) JSON(v any) int { return WriteJSON(c.Stdout, c.Stderr, v) }

// NoRound is Round's answer on a map without an end of round.
func NoRound(c *Call) int {
	fmt.Fprintf(c.Stderr, "battlemap round: %s is not a zone map (\"ruleset\": \"zones\"): the end of the round with automatic movement is the zone system's\n", c.File)
	return 1
}

// ExportRequest is `battlemap export`'s command line: the figure's file
// and look, and the preview's flags.
type ExportRequest struct {
	// Out is the file written, of the Format its name asks for.
	Out    string
	Format session.ExportFormat
	// Scale is the pixels per square; ScaleGiven says --scale was given
	// (else a ruleset may pick its own default).
	Scale      float64
	ScaleGiven bool
	Theme      string
	// Legend and Coordinates are --legend and --coordinates (session.Auto
	// when left out).
	Legend, Coordinates session.Switch
	// Region is --region as given: "X0,Y0,X1,Y1" or "".
	Region string
	// Flags are the preview's flags: --preview (as Move), --target, ...
	Flags *MoveFlags
}
