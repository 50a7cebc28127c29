package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// This file is `battlemap export`: a figure without a window, drawn by the
// encounter's ruleset.

// switchFlag is an on/off flag whose default the program decides
// ("--legend", "--legend=false", or left out).
type switchFlag struct{ v session.Switch }

func (f *switchFlag) String() string {
	switch f.v {
	case session.On:
		return "true"
	case session.Off:
		return "false"
	}
	return "auto"
}

func (f *switchFlag) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return errors.New("want true or false")
	}
	f.v = session.Off
	if b {
		f.v = session.On
	}
	return nil
}

func (f *switchFlag) IsBoolFlag() bool { return true }

const exportUsage = `usage: battlemap export FILE -o OUT.png|OUT.svg [--region X0,Y0,X1,Y1] [--scale PX]
                       [--theme print|screen|light|contrast] [--legend[=false]] [--coordinates[=false]]
                       [--preview "push 3" --target ID [--by ID] [--melee] [--stability S]
                        [--to X,Y[,Z] | --path "X,Y[,Z] ..."] [--no-area] [--side-view]]
       battlemap export HEXFILE -o OUT.png|OUT.svg [...] [--preview move --target ID [--action NAME ...]
                        [--to C,R | --path "C,R ..."] [--no-area]]
       battlemap export ZONEFILE -o OUT.png|OUT.svg [...] [--preview throw --target ID --by ID --result N]`

// exportFlagValues are the values export's flags fill.
type exportFlagValues struct {
	out, region, theme *string
	scale              *float64
	force              *bool
	legend, coords     *switchFlag
	m                  *command.MoveFlags
}

// exportFlags is export's flag set.
func exportFlags() (*flag.FlagSet, exportFlagValues) {
	fs := flag.NewFlagSet("battlemap export", flag.ContinueOnError)
	out := fs.String("o", "", "the file to write: OUT.png or OUT.svg")
	regionText := fs.String("region", "", "the part of the map to draw: corners X0,Y0,X1,Y1 in squares (0,0,8,5 is all of an 8x5 map)")
	scale := fs.Float64("scale", session.DefaultExportScale, "pixels per square")
	theme := fs.String("theme", "print", "print, screen (the window's dark theme), light or contrast")
	force := fs.Bool("force", false, "write over OUT even when it is not a picture of the kind written (never over the encounter or its background)")
	var legend, coords switchFlag
	fs.Var(&legend, "legend", "draw a legend of the materials and terrain (default: in the print theme)")
	fs.Var(&coords, "coordinates", "write column and row numbers around the map (default: in the screen theme)")
	m := command.DefineMoveFlags(fs, map[string]string{
		"preview":   `preview a forced move in the rulebook's words: "push 3", "vertical slide 2"`,
		"target":    "id of the creature moved",
		"by":        "id of the creature doing it",
		"melee":     "a melee weapon ability (Big Versus Little)",
		"stability": "stability the target uses: full, ignore, or a number of squares",
		"to":        "aim the move at X,Y[,Z] (top-left of the footprint)",
		"path":      `squares moved into, in order: "X,Y[,Z] X,Y[,Z] ..."`,
		"side-view": "add the cross-section along the path below the map",
		"no-area":   "leave out the preview's indicated area",
		"result":    `on a zone map, with --preview throw: the result of the throw's challenge`,
		"action":    "on a hex map, an action the previewed creature takes first (repeatable): stand-up, dismount-medium, ...",
	})
	return fs, exportFlagValues{out: out, region: regionText, theme: theme, scale: scale, force: force, legend: &legend, coords: &coords, m: m}
}

func export(args []string, stdout, stderr io.Writer) int {
	fs, f := exportFlags()
	pos, code, ok := parseFlags("export", fs, args, stdout, stderr)
	if !ok {
		return code
	}
	out, regionText, scale, theme, force, legend, coords, m := f.out, f.region, f.scale, f.theme, f.force, f.legend, f.coords, f.m
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap export: "+format+"\n", a...)
		return 1
	}
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap export: "+format+"\n%s\n", append(a, exportUsage)...)
		return 2
	}
	if len(pos) != 1 || *out == "" {
		fmt.Fprintln(stderr, "battlemap export: give one encounter file and -o OUT.png or -o OUT.svg")
		return 2
	}
	format, err := session.ExportFormatFor(*out)
	if err != nil {
		return usageErr("-o %s: want a file ending in .png or .svg", *out)
	}
	// 0 would mean the default to session.Export; on the command line it is a mistake.
	if !(*scale > 0 && *scale <= session.MaxExportSide) {
		return usageErr("--scale %g: want pixels per square above 0 and at most %d", *scale, session.MaxExportSide)
	}
	enc, err := maps.Load(pos[0])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if err := command.CheckExportTarget(*out, pos[0], enc, format, *force); err != nil {
		return fail("%v", err)
	}
	x := &command.ExportRequest{Out: *out, Format: format, Scale: *scale, Theme: *theme, Legend: legend.v, Coordinates: coords.v, Region: *regionText, Flags: m}
	call := &command.Call{Command: "export", Usage: exportUsage, File: pos[0], Encounter: enc, Stdout: stdout, Stderr: stderr}
	return commandsFor(enc).Export(call, x)
}
