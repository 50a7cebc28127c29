package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/maps/imported"
	"github.com/battlemap/battlemap/maps/mapimport"
)

const importUsage = `usage: battlemap import FILE -o OUT.json [--ruleset drawsteel|realms] [--force]
  FILE is a Universal VTT map (.dd2vtt, .uvtt, .df2vtt) or a Tiled map (.tmx),
  told apart by content; a square map becomes a Draw Steel encounter and a hex
  map an Enchanted Realms one unless --ruleset says otherwise. A background
  image is written beside OUT.json as OUT.background.png (or .jpg, .webp).
  An existing OUT.json or picture is never replaced unless --force is given;
  FILE itself never is.`

// importFlagValues are the values import's flags fill.
type importFlagValues struct {
	out, ruleset *string
	force        *bool
}

// importFlags is import's flag set.
func importFlags() (*flag.FlagSet, importFlagValues) {
	fs := flag.NewFlagSet("battlemap import", flag.ContinueOnError)
	return fs, importFlagValues{
		out:     fs.String("o", "", "the encounter file to write (OUT.json)"),
		ruleset: fs.String("ruleset", "", "drawsteel (square maps) or realms (hex maps); default: by the map's grid"),
		force:   fs.Bool("force", false, "replace OUT.json and its background picture when they exist"),
	}
}

// importMap is `battlemap import`: another program's map to an encounter file.
func importMap(args []string, stdout, stderr io.Writer) int {
	fs, f := importFlags()
	pos, code, ok := parseFlags("import", fs, args, stdout, stderr)
	if !ok {
		return code
	}
	out, ruleset, force := f.out, f.ruleset, f.force
	if len(pos) != 1 || *out == "" {
		fmt.Fprintln(stderr, "battlemap import: give one map file and -o OUT.json")
		fmt.Fprintln(stderr, importUsage)
		return 2
	}
	if *ruleset != "" && *ruleset != maps.DrawSteel && *ruleset != maps.Realms {
		fmt.Fprintf(stderr, "battlemap import: --ruleset %q: want drawsteel (square maps) or realms (hex maps)\n", *ruleset)
		return 2
	}
	if filepath.Clean(*out) == filepath.Clean(pos[0]) || command.SameFile(*out, pos[0]) {
		fmt.Fprintf(stderr, "battlemap import: -o %s is the map being imported; give another file\n", *out)
		return 2
	}
	m, err := mapimport.Read(pos[0])
	if err != nil {
		fmt.Fprintln(stderr, "battlemap", err)
		return 1
	}
	write := mapimport.Write
	if *force {
		write = mapimport.WriteOver
	}
	if m.Background != nil {
		if img := filepath.Join(filepath.Dir(*out), mapimport.ImageName(*out, m.Background.Format)); command.SameFile(img, pos[0]) {
			fmt.Fprintf(stderr, "battlemap import: the background picture %s would be the map being imported; give another -o\n", img)
			return 2
		}
	}
	w, err := write(m, *ruleset, *out)
	if errors.Is(err, os.ErrExist) {
		fmt.Fprintf(stderr, "battlemap %v (give --force to replace it, or another -o)\n", err)
		return 1
	}
	if err != nil {
		fmt.Fprintln(stderr, "battlemap", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s (%s) -> %s: %s\n", pos[0], m.Source, *out, w.Encounter.Summary())
	if w.Image != "" {
		fmt.Fprintf(stdout, "background: %s (%dx%d %s, %g pixels a %s)\n", w.Image, m.Background.Width, m.Background.Height,
			strings.ToUpper(m.Background.Format), m.Background.CellPixels, map[imported.Shape]string{imported.Square: "square", imported.Hex: "hex"}[m.Shape])
	}
	for _, n := range m.Notes {
		fmt.Fprintln(stdout, "note:", n)
	}
	return 0
}
