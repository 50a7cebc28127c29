package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// This file is `battlemap export`: a figure without a window (hex maps: cmd_realms.go;
// zone maps: cmd_zones.go).

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

func export(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("battlemap export", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "the file to write: OUT.png or OUT.svg")
	regionText := fs.String("region", "", "the part of the map to draw: corners X0,Y0,X1,Y1 in squares (0,0,8,5 is all of an 8x5 map)")
	scale := fs.Float64("scale", session.DefaultExportScale, "pixels per square")
	theme := fs.String("theme", "print", "print, screen (the window's dark theme), light or contrast")
	force := fs.Bool("force", false, "write over OUT even when it is not a picture of the kind written (never over the encounter or its background)")
	var legend, coords switchFlag
	fs.Var(&legend, "legend", "draw a legend of the materials and terrain (default: in the print theme)")
	fs.Var(&coords, "coordinates", "write column and row numbers around the map (default: in the screen theme)")
	m := defineMoveFlags(fs, map[string]string{
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
	pos, err := parseArgs(fs, args)
	if err != nil {
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap export: "+format+"\n", a...)
		return 1
	}
	if len(pos) != 1 || *out == "" {
		fmt.Fprintln(stderr, "battlemap export: give one encounter file and -o OUT.png or -o OUT.svg")
		return 2
	}
	format, err := session.ExportFormatFor(*out)
	if err != nil {
		return fail("-o %s: want a file ending in .png or .svg", *out)
	}
	// 0 would mean the default to session.Export; on the command line it is a mistake.
	if !(*scale > 0 && *scale <= session.MaxExportSide) {
		return fail("--scale %g: want pixels per square above 0 and at most %d", *scale, session.MaxExportSide)
	}
	enc, err := maps.Load(pos[0])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if err := checkExportTarget(*out, pos[0], enc, format, *force); err != nil {
		return fail("%v", err)
	}
	if enc.Zones != nil {
		if !m.given("scale") {
			*scale = 0 // the zone map's own default
		}
		return exportZones(enc, *out, format, *scale, *theme, m, stderr)
	}
	if m.result != 0 {
		return fail("--result goes with --preview throw on a zone map")
	}
	opt := session.ExportOptions{Format: format, Scale: *scale, Theme: *theme, Legend: legend.v, Coordinates: coords.v, SideView: m.sideView}
	opt.RegularFont, opt.BoldFont = assets.Fonts()
	loadBackground := game.LoadBackground
	if format == session.ExportSVG {
		loadBackground = game.LoadBackgroundUndecoded // embedded as it is, never decoded
	}
	if opt.Background, opt.BackgroundRect, err = loadBackground(pos[0], enc); err != nil {
		fmt.Fprintln(stderr, "battlemap export:", err)
		return 1
	}
	if *regionText != "" {
		var c [4]float64
		f := strings.Split(*regionText, ",")
		if len(f) != 4 {
			return fail("--region %q: want X0,Y0,X1,Y1", *regionText)
		}
		for i, x := range f {
			if c[i], err = strconv.ParseFloat(strings.TrimSpace(x), 64); err != nil || math.IsNaN(c[i]) || math.IsInf(c[i], 0) {
				return fail("--region %q: %q is not a number", *regionText, x)
			}
		}
		opt.Region = render.Rect{Min: render.Point{X: c[0], Y: c[1]}, Max: render.Point{X: c[2], Y: c[3]}}
	}
	if enc.Hex != nil {
		if m.by != "" || m.melee || m.stability != "full" || m.sideView {
			return fail("--by, --melee, --stability and --side-view are for Draw Steel's forced movement; a hex map previews a willing move: --preview move --target ID [--action NAME ...] [--to C,R | --path \"C,R ...\"]")
		}
		p, err := hexExportPreview(enc.Hex, m.move, m.target, m.actions, m.to, m.path, m.noArea)
		if err != nil {
			return fail("%v", err)
		}
		opt.HexPreview = p
	} else if len(m.actions) > 0 {
		return fail("--action is for a hex map's --preview move; %s is a Draw Steel map", pos[0])
	} else if m.move != "" {
		b := enc.Square.Board
		if m.target == "" {
			return fail("--preview needs --target ID")
		}
		if err := knownCreatures(b, m.target, m.by); err != nil {
			return fail("%v", err)
		}
		mv, err := drawsteel.ParseMove(m.move)
		if err != nil {
			return fail("--preview: %v", err)
		}
		p := &session.ExportPreview{Move: drawsteel.ForcedMove{Move: mv, Target: m.target, Source: m.by, Melee: m.melee}, NoArea: m.noArea}
		if p.Move.Stability, err = drawsteel.ParseStability(m.stability); err != nil {
			return fail("--%v", err)
		}
		tc, _ := b.Creature(m.target)
		switch {
		case m.path != "" && m.to != "":
			return fail("give --to or --path, not both")
		case m.path != "":
			for _, f := range strings.Fields(m.path) {
				q, err := parsePos(f, tc.Z)
				if err != nil {
					return fail("--path: %v", err)
				}
				p.Path = append(p.Path, q)
			}
		case m.to != "":
			q, err := parsePos(m.to, tc.Z)
			if err != nil {
				return fail("--to: %v", err)
			}
			p.To = &q
		}
		opt.Preview = p
	} else if m.target != "" || m.by != "" || m.to != "" || m.path != "" || m.noArea || m.sideView {
		return fail("--target, --by, --to, --path, --no-area and --side-view go with --preview")
	}
	var buf bytes.Buffer
	if err := session.Export(enc, opt, &buf); err != nil {
		return fail("%v", strings.TrimPrefix(err.Error(), "game: export: "))
	}
	// atomically, like a save: a full disk never truncates the last figure
	if err := maps.WriteFile(*out, buf.Bytes()); err != nil {
		return fail("%v", strings.TrimPrefix(err.Error(), "maps: "))
	}
	return 0
}
