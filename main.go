// Command battlemap is a tactical battle map for tabletop role-playing
// games: a window that shows an encounter and previews forced movement, and
// command-line tools that check encounters and resolve moves.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

const usage = `battlemap: a tactical battle map for tabletop role-playing games

Usage:
  battlemap                          open the bundled sample encounter
  battlemap open FILE [--screenshot OUT.png] [--play SCRIPT] [--autosave]
                    [--theme dark|light|contrast] [--ui-scale 1..3] [--player-view]
                                     open FILE in a window; --screenshot writes the
                                     window's first frames to OUT.png and exits;
                                     --play drives the window with a script;
                                     --autosave writes the autosave even then;
                                     --theme wins over the theme last chosen (C);
                                     --ui-scale over the scale last chosen (Ctrl+=)
  battlemap check FILE               validate FILE: a one-line summary, or every problem
  battlemap import FILE -o OUT.json [--ruleset drawsteel|realms]
                                     a Universal VTT (.dd2vtt, .uvtt, .df2vtt) or Tiled
                                     (.tmx) map to an encounter file, with its background
  battlemap resolve FILE --target ID --move "push 3" [--by ID] [--melee]
                    [--stability full|ignore|N] [--to X,Y[,Z]] [--path "X,Y[,Z] ..."]
                                     resolve a forced move and print the outcome as
                                     JSON; with neither --to nor --path, every option
  battlemap move FILE --creature ID [--mode advance|shift|disengage|charge|teleport]
                    [--to X,Y[,Z] | --path "X,Y[,Z] ..."]
                                     resolve a willing move as the window's drag does and
                                     print it as JSON; with neither, every space it can
                                     end in with the cheapest cost
  battlemap export FILE -o OUT.png|OUT.svg [--region X0,Y0,X1,Y1] [--scale PX]
                    [--theme print|screen|light|contrast] [--legend[=false]] [--coordinates[=false]]
                    [--preview "push 3" --target ID [--by ID] [--melee] [--stability S]
                     [--to X,Y[,Z] | --path "X,Y[,Z] ..."] [--no-area] [--side-view]]
  battlemap export HEXFILE -o OUT.png|OUT.svg [...] [--preview move --target ID [--action NAME ...]
                     [--to C,R | --path "C,R ..."] [--no-area]]
                                     draw FILE as a figure, without a window: the map (or
                                     the region between two corners, in squares), its
                                     annotations and caption, and optionally a forced
                                     move's preview; PX pixels per square (default 64;
                                     300 for a 300 dpi print at one inch per square)
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run carries out one command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	started := time.Now()
	if len(args) == 0 {
		return open(nil, true, started, stderr)
	}
	switch args[0] {
	case "open":
		return open(args[1:], false, started, stderr)
	case "check":
		return check(args[1:], stdout, stderr)
	case "resolve":
		return resolve(args[1:], stdout, stderr)
	case "export":
		return export(args[1:], stdout, stderr)
	case "move":
		return move(args[1:], stdout, stderr)
	case "import":
		return importMap(args[1:], stdout, stderr)
	case "help", "-h", "--help", "-help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "battlemap: unknown command %q\n\n%s", args[0], usage)
	return 2
}

// parseArgs parses flags that may come before or after the positional
// arguments ("open map.json --screenshot x.png").
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// open opens a window; started is when the program started (for
// $BATTLEMAP_TIMING, docs/performance.md).
func open(args []string, sample bool, started time.Time, stderr io.Writer) int {
	fs := flag.NewFlagSet("battlemap open", flag.ContinueOnError)
	fs.SetOutput(stderr)
	shot := fs.String("screenshot", "", "write the window to this PNG after the first frames and exit")
	play := fs.String("play", "", "drive the window with this script of input events")
	autosave := fs.Bool("autosave", false, "write the autosave even with --play or --screenshot (to test recovery)")
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()), "seed of the first power roll (rolls show their seed, for replays)")
	theme := fs.String("theme", "", "the window's theme: dark, light or contrast (default: the one last chosen in the window, else dark)")
	uiScale := fs.Float64("ui-scale", 0, "the interface's scale, 1 to 3: panel, help, side view (default: the one last chosen in the window, else from the screen)")
	playerView := fs.Bool("player-view", false, "open the player view: the map as the players may see it, following the director's window on the same file")
	rotate := fs.Int("rotate", 0, "turn the map 0, 90, 180 or 270 degrees clockwise, for the players on another side of a screen laid flat (default: the turn last chosen in the window)")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return 2
	}
	scaleSet, rotateSet := false, false
	fs.Visit(func(f *flag.Flag) {
		scaleSet = scaleSet || f.Name == "ui-scale"
		rotateSet = rotateSet || f.Name == "rotate"
	})
	if _, ok := game.QuarterTurns(*rotate); !ok {
		fmt.Fprintf(stderr, "battlemap open: --rotate %d: want 0, 90, 180 or 270, e.g. --rotate 180\n", *rotate)
		return 2
	}
	if scaleSet && !game.ValidUIScale(*uiScale) {
		fmt.Fprintf(stderr, "battlemap open: --ui-scale %g: want a number from 1 to 3, e.g. --ui-scale 2\n", *uiScale)
		return 2
	}
	if !sample && len(pos) != 1 {
		fmt.Fprintln(stderr, "battlemap open: give one encounter file")
		return 2
	}
	opt := game.Options{Screenshot: *shot, Seed: *seed, Theme: *theme, UIScale: *uiScale, Rotate: *rotate, PlayerView: *playerView}
	if *theme != "" {
		if _, err := render.ThemeNamed(*theme); err != nil || *theme == "print" || *theme == "screen" {
			fmt.Fprintf(stderr, "battlemap open: --theme %q: want dark, light or contrast\n", *theme)
			return 2
		}
	}
	settingsNote := ""
	// a script or a screenshot is a test or a demo: the user's settings
	// neither change it nor are changed by it, unless a test names the
	// folder ($BATTLEMAP_CONFIG_DIR)
	scripted := (*play != "" || *shot != "") && os.Getenv("BATTLEMAP_CONFIG_DIR") == ""
	if dir := configDir(); dir != "" && !scripted {
		opt.SettingsPath = filepath.Join(dir, game.SettingsFile)
		s, err := game.LoadSettings(opt.SettingsPath)
		if err != nil {
			settingsNote = err.Error() + "."
		}
		if opt.Theme == "" {
			opt.Theme = s.Theme // the command line wins over the saved setting
		}
		if opt.UIScale == 0 {
			opt.UIScale = s.UIScale
		}
		if !rotateSet {
			opt.Rotate = s.Rotate
		}
		opt.Keys, opt.Palette = s.Keys, s.Palette
		if !sample && !*playerView {
			if err := game.UpdateSettings(opt.SettingsPath, func(s *game.Settings) { s.Recent = session.AddRecent(s.Recent, pos[0]) }); err != nil && settingsNote == "" {
				settingsNote = "Recent files not remembered: " + err.Error() + "."
			}
		}
	}
	if !scripted || os.Getenv("BATTLEMAP_CACHE_DIR") != "" {
		// the director's window writes its live view there, and a player
		// view reads it (a script or a screenshot only when a test names
		// the folder)
		opt.LiveDir = cacheDir()
	}
	if *playerView {
		opt.SettingsPath = "" // the players' window reads the settings, never writes them
	}
	opt.RegularFont, opt.BoldFont = assets.Fonts()
	tpl, err := maps.Parse(assets.TemplatesPath, assets.Templates())
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	opt.Templates = tpl.Board.Creatures
	var o game.Opening
	if sample {
		opt.AutosaveDir = cacheDir()
		o, err = openSample(opt.AutosaveDir)
	} else {
		opt.Path = pos[0]
		o, err = game.OpenFile(pos[0])
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if *play != "" {
		f, err := os.Open(*play)
		if err != nil {
			fmt.Fprintln(stderr, "battlemap:", err)
			return 1
		}
		opt.Script, err = game.ParseScript(*play, f)
		f.Close()
		if err != nil {
			fmt.Fprintln(stderr, "battlemap:", err)
			return 1
		}
		opt.NoAutosave = true // a script is a test or a demo: leave no files behind
	}
	if *shot != "" {
		opt.NoAutosave = true
	}
	if *autosave {
		opt.NoAutosave = false
	}
	if o.Encounter != nil && (o.Encounter.Zones != nil || o.Encounter.Hex != nil) {
		// the hex and zone windows cannot ask which version to keep:
		// they open the file and keep the autosave aside
		if o, err = game.KeepFile(o); err != nil {
			fmt.Fprintln(stderr, "battlemap:", err)
			return 1
		}
	}
	if *playerView && o.Encounter != nil && (o.Encounter.Zones != nil || o.Encounter.Hex != nil) {
		fmt.Fprintln(stderr, "battlemap open: --player-view is for Draw Steel square maps so far; open a hex or zone map without it")
		return 2
	}
	if o.Encounter != nil && o.Encounter.Zones != nil {
		zo := game.ZoneViewOptions{Encounter: o.Encounter, Path: opt.Path, Screenshot: *shot, Script: opt.Script, RegularFont: opt.RegularFont, BoldFont: opt.BoldFont, Seed: opt.Seed, Theme: opt.Theme,
			Base: o.Base, Message: o.Message, NoAutosave: opt.NoAutosave, Rotate: opt.Rotate, SettingsPath: opt.SettingsPath,
			Recovered: o.Recovered, UIScale: opt.UIScale, Palette: opt.Palette}
		return ended(game.RunZoneView(zo), opt.Script != nil, stderr)
	}
	if o.Encounter != nil && o.Encounter.Hex != nil {
		err := game.RunHexView(game.HexViewOptions{Encounter: o.Encounter, Path: opt.Path, Screenshot: *shot, Script: opt.Script, RegularFont: opt.RegularFont, BoldFont: opt.BoldFont, Theme: opt.Theme,
			Base: o.Base, Message: o.Message, NoAutosave: opt.NoAutosave, Rotate: opt.Rotate, SettingsPath: opt.SettingsPath,
			Recovered: o.Recovered, UIScale: opt.UIScale, Palette: opt.Palette})
		return ended(err, opt.Script != nil, stderr)
	}
	opt.Encounter, opt.Base, opt.Message, opt.Choice, opt.Recovered = o.Encounter, o.Base, o.Message, o.Choice, o.Recovered
	if os.Getenv("BATTLEMAP_TIMING") != "" {
		opt.FirstFrame = func() {
			fmt.Fprintf(stderr, "battlemap: first frame drawn %.3f s after start (%.3f s of processor time)\n", time.Since(started).Seconds(), cpuTime().Seconds())
		}
	}
	if *playerView {
		// the players' window shows the director's board as soon as the
		// director's window writes it; it never asks, saves or autosaves
		opt.Choice, opt.NoAutosave = nil, true
	}
	if settingsNote != "" {
		opt.Message = strings.TrimSpace(settingsNote + " " + opt.Message)
	}
	return ended(game.Run(opt), opt.Script != nil, stderr)
}

// ended is the exit status of a window that returned err: a file the user
// opened in another kind of window (game.OpenRequest) is opened by this
// program started again on it, in place of this one.
func ended(err error, scripted bool, stderr io.Writer) int {
	var o *game.OpenRequest
	switch {
	case errors.As(err, &o) && scripted:
		fmt.Fprintf(stderr, "battlemap: %s opens in a new window (a script stops here)\n", o.Path)
		return 0
	case errors.As(err, &o):
		if err := reopen(o.Path); err != nil {
			fmt.Fprintln(stderr, "battlemap:", err)
			return 1
		}
		return 0
	case err != nil:
		fmt.Fprintln(stderr, "battlemap:", err)
		return 1
	}
	return 0
}

// cacheDir is where the bundled sample's autosave is kept: the user's
// cache directory, or $BATTLEMAP_CACHE_DIR when set (tests set it).
func cacheDir() string {
	if dir := os.Getenv("BATTLEMAP_CACHE_DIR"); dir != "" {
		return dir
	}
	if cache, err := os.UserCacheDir(); err == nil {
		return filepath.Join(cache, "battlemap")
	}
	return ""
}

// configDir is where the user's settings are kept: the user's
// configuration directory, or $BATTLEMAP_CONFIG_DIR when set (tests set it).
func configDir() string {
	if dir := os.Getenv("BATTLEMAP_CONFIG_DIR"); dir != "" {
		return dir
	}
	if cfg, err := os.UserConfigDir(); err == nil {
		return filepath.Join(cfg, "battlemap")
	}
	return ""
}

// openSample opens the bundled sample, whose autosave is kept in dir.
func openSample(dir string) (game.Opening, error) {
	data, err := fs.ReadFile(assets.Encounters(), assets.SamplePath)
	if err != nil {
		return game.Opening{}, err
	}
	enc, err := maps.Parse(assets.SamplePath, data)
	if err != nil {
		return game.Opening{}, err
	}
	return game.OpenSample(enc, data, dir)
}

func check(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("battlemap check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return 2
	}
	if len(pos) != 1 {
		fmt.Fprintln(stderr, "battlemap check: give one encounter file")
		return 2
	}
	enc, err := maps.Load(pos[0])
	if err != nil {
		var le *maps.LoadError
		if errors.As(err, &le) {
			fmt.Fprintln(stdout, le.Error())
		} else {
			fmt.Fprintln(stderr, err)
		}
		return 1
	}
	fmt.Fprintln(stdout, enc.Summary())
	return 0
}

const resolveUsage = `usage: battlemap resolve FILE --target ID --move "push 3" [--by ID] [--melee]
                        [--stability full|ignore|N] [--to X,Y[,Z] | --path "X,Y[,Z] ..."]
       battlemap resolve ZONEFILE --target ID --move throw --to ZONE --result N [--by ID]`

func resolve(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("battlemap resolve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	target := fs.String("target", "", "id of the creature moved")
	moveText := fs.String("move", "", `the forced move in the rulebook's words: "push 3", "vertical slide 2"`)
	by := fs.String("by", "", "id of the creature doing it")
	melee := fs.Bool("melee", false, "a melee weapon ability (Big Versus Little)")
	stab := fs.String("stability", "full", "stability the target uses: full, ignore, or a number of squares")
	to := fs.String("to", "", "end square X,Y[,Z] (top-left of the footprint)")
	pathText := fs.String("path", "", `squares moved into, in order: "X,Y[,Z] X,Y[,Z] ..."`)
	result := fs.Int("result", 0, "on a zone map: the result of the throw's challenge")
	fs.Usage = func() {
		fmt.Fprintln(stderr, resolveUsage)
		fs.PrintDefaults()
	}
	pos, err := parseArgs(fs, args)
	if err != nil {
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap resolve: "+format+"\n", a...)
		return 1
	}
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap resolve: "+format+"\n%s\n", append(a, resolveUsage)...)
		return 2
	}
	if len(pos) != 1 {
		fmt.Fprintf(stderr, "battlemap resolve: give one encounter file\n%s\n", resolveUsage)
		return 2
	}
	if *target == "" || *moveText == "" {
		fmt.Fprintf(stderr, "battlemap resolve: --target and --move are required\n%s\n", resolveUsage)
		return 2
	}
	enc, err := maps.Load(pos[0])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	resultSet := false
	fs.Visit(func(f *flag.Flag) { resultSet = resultSet || f.Name == "result" })
	if enc.Zones != nil {
		return resolveZones(enc.Zones, *target, *by, *moveText, *to, *result, resultSet, stdout, stderr)
	}
	if resultSet {
		fmt.Fprintf(stderr, "battlemap resolve: --result is for a throw on a zone map; %s is not one\n%s\n", pos[0], resolveUsage)
		return 2
	}
	if enc.Hex != nil {
		return squaresOnly("resolve", pos[0], "forced movement is Draw Steel's (use battlemap move for a willing move)", stderr)
	}
	b := enc.Board
	for _, id := range []string{*target, *by} {
		if _, ok := b.Creature(id); id != "" && !ok {
			return fail("unknown creature id %q (ids: %s)", id, strings.Join(creatureIDs(b), ", "))
		}
	}
	mv, err := drawsteel.ParseMove(*moveText)
	if err != nil {
		return usageErr("--move: %v", err)
	}
	fm := drawsteel.ForcedMove{Move: mv, Target: *target, Source: *by, Melee: *melee}
	if fm.Stability, err = drawsteel.ParseStability(*stab); err != nil {
		return usageErr("--%v", err)
	}
	if *melee && *by == "" {
		return fail("--melee needs --by ID: Big Versus Little compares the sizes of the creature using the melee weapon ability and its target")
	}
	tc, _ := b.Creature(*target)
	vertical := drawsteel.ForcedVertical(b, fm)
	// level checks that a height given in a horizontal move is the
	// target's own: "without moving them vertically".
	level := func(flag, text string, p drawsteel.Pos) error {
		if vertical || strings.Count(text, ",") != 2 || p.Z == tc.Z {
			return nil
		}
		kind := mv.Kind.String()
		rule := strings.ToUpper(kind[:1]) + kind[1:] + " X"
		return fmt.Errorf("%s %q: a %s moves the target without moving it vertically (%s), so it stays at height %d; only a vertical %s (or a flying target) can reach height %d", flag, text, mv, rule, tc.Z, mv.Kind, p.Z)
	}
	var path []drawsteel.Pos
	switch {
	case *pathText != "" && *to != "":
		fmt.Fprintf(stderr, "battlemap resolve: give --to or --path, not both\n%s\n", resolveUsage)
		return 2
	case *pathText != "":
		for _, f := range strings.Fields(*pathText) {
			p, err := parsePos(f, tc.Z)
			if err != nil {
				return usageErr("--path: %v", err)
			}
			if err := level("--path", f, p); err != nil {
				return fail("%v", err)
			}
			path = append(path, p)
		}
	case *to != "":
		p, err := parsePos(*to, tc.Z)
		if err != nil {
			return usageErr("--to: %v", err)
		}
		if err := level("--to", *to, p); err != nil {
			return fail("%v", err)
		}
		path, err = drawsteel.RouteForced(b, fm, p)
		if err != nil {
			return fail("%v", err)
		}
	default:
		p, err := drawsteel.PreviewForcedWithin(b, fm, drawsteel.ForcedListLimit)
		if err != nil {
			return fail("%v", err)
		}
		if p.Within > 0 {
			fmt.Fprintf(stderr, "battlemap resolve: %v: only the options aimed at most %d squares from the start are listed (\"within\"): the whole %d-square move would aim at too many positions; give --to or --path for one farther away\n", fm, p.Within, p.Effective)
		}
		return writePreview(stdout, stderr, p)
	}
	o, err := drawsteel.ResolveForced(b, fm, path)
	if err != nil {
		return fail("%v", err)
	}
	return writeJSON(stdout, stderr, o)
}

// parsePos reads "X,Y" or "X,Y,Z"; z defaults to defZ.
func parsePos(s string, defZ int) (drawsteel.Pos, error) {
	f := strings.Split(s, ",")
	if len(f) != 2 && len(f) != 3 {
		return drawsteel.Pos{}, fmt.Errorf("%q: want X,Y or X,Y,Z", s)
	}
	v := make([]int, len(f))
	for i, x := range f {
		n, err := strconv.Atoi(strings.TrimSpace(x))
		if err != nil {
			return drawsteel.Pos{}, fmt.Errorf("%q: %q is not a whole number", s, x)
		}
		v[i] = n
	}
	p := drawsteel.Pos{X: v[0], Y: v[1], Z: defZ}
	if len(v) == 3 {
		p.Z = v[2]
	}
	return p, nil
}

func creatureIDs(b *drawsteel.Board) []string {
	ids := make([]string, len(b.Creatures))
	for i, c := range b.Creatures {
		ids[i] = c.ID
	}
	sort.Strings(ids)
	return ids
}

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
	var legend, coords switchFlag
	fs.Var(&legend, "legend", "draw a legend of the materials and terrain (default: in the print theme)")
	fs.Var(&coords, "coordinates", "write column and row numbers around the map (default: in the screen theme)")
	moveText := fs.String("preview", "", `preview a forced move in the rulebook's words: "push 3", "vertical slide 2"`)
	target := fs.String("target", "", "id of the creature moved")
	by := fs.String("by", "", "id of the creature doing it")
	melee := fs.Bool("melee", false, "a melee weapon ability (Big Versus Little)")
	stab := fs.String("stability", "full", "stability the target uses: full, ignore, or a number of squares")
	to := fs.String("to", "", "aim the move at X,Y[,Z] (top-left of the footprint)")
	pathText := fs.String("path", "", `squares moved into, in order: "X,Y[,Z] X,Y[,Z] ..."`)
	side := fs.Bool("side-view", false, "add the cross-section along the path below the map")
	noArea := fs.Bool("no-area", false, "leave out the preview's indicated area")
	result := fs.Int("result", 0, `on a zone map, with --preview throw: the result of the throw's challenge`)
	var actions listFlag
	fs.Var(&actions, "action", "on a hex map, an action the previewed creature takes first (repeatable): stand-up, dismount-medium, ...")
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
	if enc.Zones != nil {
		scaleSet := false
		fs.Visit(func(f *flag.Flag) { scaleSet = scaleSet || f.Name == "scale" })
		if !scaleSet {
			*scale = 0 // the zone map's own default
		}
		return exportZones(enc, *out, format, *scale, *theme, *moveText, *target, *by, *result, fs, stderr)
	}
	if *result != 0 {
		return fail("--result goes with --preview throw on a zone map")
	}
	opt := session.ExportOptions{Format: format, Scale: *scale, Theme: *theme, Legend: legend.v, Coordinates: coords.v, SideView: *side}
	opt.RegularFont, opt.BoldFont = assets.Fonts()
	if opt.Background, opt.BackgroundRect, err = game.LoadBackground(pos[0], enc); err != nil {
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
		if *by != "" || *melee || *stab != "full" || *side {
			return fail("--by, --melee, --stability and --side-view are for Draw Steel's forced movement; a hex map previews a willing move: --preview move --target ID [--action NAME ...] [--to C,R | --path \"C,R ...\"]")
		}
		p, err := hexExportPreview(enc.Hex, *moveText, *target, actions, *to, *pathText, *noArea)
		if err != nil {
			return fail("%v", err)
		}
		opt.HexPreview = p
	} else if len(actions) > 0 {
		return fail("--action is for a hex map's --preview move; %s is a Draw Steel map", pos[0])
	} else if *moveText != "" {
		b := enc.Board
		if *target == "" {
			return fail("--preview needs --target ID")
		}
		for _, id := range []string{*target, *by} {
			if _, ok := b.Creature(id); id != "" && !ok {
				return fail("unknown creature id %q (ids: %s)", id, strings.Join(creatureIDs(b), ", "))
			}
		}
		mv, err := drawsteel.ParseMove(*moveText)
		if err != nil {
			return fail("--preview: %v", err)
		}
		p := &session.ExportPreview{Move: drawsteel.ForcedMove{Move: mv, Target: *target, Source: *by, Melee: *melee}, NoArea: *noArea}
		if p.Move.Stability, err = drawsteel.ParseStability(*stab); err != nil {
			return fail("--%v", err)
		}
		tc, _ := b.Creature(*target)
		switch {
		case *pathText != "" && *to != "":
			return fail("give --to or --path, not both")
		case *pathText != "":
			for _, f := range strings.Fields(*pathText) {
				q, err := parsePos(f, tc.Z)
				if err != nil {
					return fail("--path: %v", err)
				}
				p.Path = append(p.Path, q)
			}
		case *to != "":
			q, err := parsePos(*to, tc.Z)
			if err != nil {
				return fail("--to: %v", err)
			}
			p.To = &q
		}
		opt.Preview = p
	} else if *target != "" || *by != "" || *to != "" || *pathText != "" || *noArea || *side {
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
