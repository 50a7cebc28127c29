package main

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	gamedrawsteel "github.com/battlemap/battlemap/game/drawsteel"
	gamerealms "github.com/battlemap/battlemap/game/realms"
	gamezones "github.com/battlemap/battlemap/game/zones"
	"github.com/battlemap/battlemap/internal/regfile"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// This file is `battlemap open` (and `battlemap` with no arguments): the
// window.

const openUsage = `usage: battlemap open [FILE] [--screenshot OUT.png] [--play SCRIPT] [--autosave]
                      [--theme dark|light|contrast] [--ui-scale 1..3] [--rotate 0|90|180|270]
                      [--player-view] [--touch] [--seed N]
       battlemap   (or open with no FILE: the bundled sample, autosaved in the user's cache folder)`

// openFlagValues are the values open's flags fill.
type openFlagValues struct {
	shot, play, theme           *string
	autosave, touch, playerView *bool
	seed                        *uint64
	uiScale                     *float64
	rotate                      *int
}

// openFlags is open's flag set.
func openFlags() (*flag.FlagSet, openFlagValues) {
	fs := flag.NewFlagSet("battlemap open", flag.ContinueOnError)
	shot := fs.String("screenshot", "", "write the window to this PNG after the first frames and exit")
	play := fs.String("play", "", "drive the window with this script of input events")
	autosave := fs.Bool("autosave", false, "write the autosave even with --play or --screenshot (to test recovery)")
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()), "seed of the first power roll (rolls show their seed, for replays)")
	theme := fs.String("theme", "", "the window's theme: dark, light or contrast (default: the one last chosen in the window, else dark)")
	uiScale := fs.Float64("ui-scale", 0, "the interface's scale, 1 to 3: panel, help, side view (default: the one last chosen in the window, else from the screen)")
	touch := fs.Bool("touch", false, "the left mouse button is a finger, for a touch screen that reaches the program as a mouse: a tap aims, a press and hold drags, the large Commit commits")
	playerView := fs.Bool("player-view", false, "open the player view: the map as the players may see it, following the director's window on the same file")
	rotate := fs.Int("rotate", 0, "turn the map 0, 90, 180 or 270 degrees clockwise, for the players on another side of a screen laid flat (default: the turn last chosen in the window)")
	return fs, openFlagValues{shot: shot, play: play, theme: theme, autosave: autosave, touch: touch, playerView: playerView, seed: seed, uiScale: uiScale, rotate: rotate}
}

// open opens a window; started is when the program started (for
// $BATTLEMAP_TIMING, docs/performance.md).
func open(args []string, sample bool, started time.Time, stdout, stderr io.Writer) int {
	fs, f := openFlags()
	pos, code, ok := parseFlags("open", fs, args, stdout, stderr)
	if !ok {
		return code
	}
	shot, play, theme, autosave, touch, playerView, seed, uiScale, rotate := f.shot, f.play, f.theme, f.autosave, f.touch, f.playerView, f.seed, f.uiScale, f.rotate
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
	// `battlemap open` with no file does what `battlemap` does: the sample
	sample = sample || len(pos) == 0
	if !sample && len(pos) != 1 {
		fmt.Fprintln(stderr, "battlemap open: give one encounter file")
		return 2
	}
	opt := game.Options{Screenshot: *shot, Seed: *seed, Theme: *theme, UIScale: *uiScale, Rotate: *rotate, PlayerView: *playerView, Touch: *touch}
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
	opt.Templates = tpl.Square.Board.Creatures
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
		f, err := regfile.Open(*play)
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
	if *playerView {
		// the players' window shows the director's board as soon as the
		// director's window writes it; it never asks, saves or autosaves
		opt.NoAutosave = true
	}
	if o, err = o.ForWindow(*playerView); err != nil {
		fmt.Fprintln(stderr, "battlemap:", err)
		return 1
	}
	if settingsNote != "" {
		o.Message = strings.TrimSpace(settingsNote + " " + o.Message)
	}
	if os.Getenv("BATTLEMAP_TIMING") != "" {
		opt.FirstFrame = func() {
			fmt.Fprintf(stderr, "battlemap: first frame drawn %.3f s after start (%.3f s of processor time)\n", time.Since(started).Seconds(), cpuTime().Seconds())
		}
	}
	opt.Encounter, opt.Base, opt.Message, opt.Choice, opt.Recovered = o.Encounter, o.Base, o.Message, o.Choice, o.Recovered
	return ended(game.Run(opt, gamedrawsteel.Ruleset(), gamerealms.Ruleset(), gamezones.Ruleset()), stderr)
}

// ended is the exit status of a window that returned err.
func ended(err error, stderr io.Writer) int {
	switch {
	case err != nil && strings.Contains(err.Error(), "no window system is available"):
		// Ebitengine has no sentinel for this; its words are matched.
		fmt.Fprintf(stderr, "battlemap: no display to open a window on (%v).\n"+
			"Run it on a desktop, set DISPLAY, or run it under xvfb-run; `battlemap export` draws pictures without a window.\n", err)
		return 1
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
