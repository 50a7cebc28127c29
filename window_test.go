//go:build window

// Window tests: they open the real window under a (virtual) X display and
// check what it shows. `make window` runs them under xvfb-run.
package main

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// binary is the program built once by TestMain for all window tests.
var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "battlemap-window-")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "battlemap")
	if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		os.Stderr.Write(out)
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func buildBinary(t *testing.T) string {
	t.Helper()
	return binary
}

// screenshotOf opens file in the window as a user does, takes the
// --screenshot of its first frames, and returns it with the file loaded.
func screenshotOf(t *testing.T, file string) (image.Image, *maps.Encounter) {
	t.Helper()
	shot := filepath.Join(t.TempDir(), "shot.png")
	if out, err := exec.Command(buildBinary(t), "open", file, "--screenshot", shot).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open %s --screenshot: %v\n%s", file, err, out)
	}
	enc, err := maps.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	return readPNG(t, shot), enc
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("decode %s: %v", path, err)
	}
	return img
}

func near(a, b color.Color, tol int) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	d := func(x, y uint32) bool { v := int(x>>8) - int(y>>8); return v <= tol && v >= -tol }
	return d(r1, r2) && d(g1, g2) && d(b1, b2)
}

// TestWindowScreenshotShowsTheSample opens the bundled sample the way a user
// does, writes a screenshot, and checks that tokens and walls are drawn where
// the encounter puts them.
func TestWindowScreenshotShowsTheSample(t *testing.T) {
	bin := buildBinary(t)
	shot := filepath.Join(t.TempDir(), "shot.png")
	sample := filepath.Join("assets", assets.SamplePath)
	cmd := exec.Command(bin, "open", sample, "--screenshot", shot)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --screenshot: %v\n%s", err, out)
	}
	img := readPNG(t, shot)
	enc, err := maps.Load(sample)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	var cam game.Camera
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, openingFitArea(t, enc, b.Dx(), b.Dy(), false))
	at := func(x, y float64) color.Color {
		p := cam.View.ToScreen(render.Point{X: x, Y: y})
		return img.At(int(p.X), int(p.Y))
	}
	theme := render.ScreenTheme()
	token := func(id string) (cx, cy, r float64) {
		c, ok := enc.Square.Board.Creature(id)
		if !ok {
			t.Fatalf("sample has no creature %q", id)
		}
		n := float64(c.Size.Squares())
		return float64(c.At.X) + n/2, float64(c.At.Y) + n/2, n / 2
	}
	var checks []pixelCheck
	for _, id := range []string{"fury", "censor"} {
		cx, cy, _ := token(id)
		checks = append(checks, pixelCheck{id + " token (heroes' colour)", cx, cy - 0.27, theme.SideColor("heroes")})
	}
	for _, id := range []string{"ogre", "giant"} {
		cx, cy, r := token(id)
		checks = append(checks, pixelCheck{id + " token (enemies' colour)", cx, cy - 0.6*r, theme.SideColor("enemies")})
	}
	// a point of each material's fill, away from its pattern lines and badge
	for _, m := range []struct {
		mat    drawsteel.Material
		dx, dy float64
	}{{drawsteel.Wood, 0.3, 0.32}, {drawsteel.Stone, 0.12, 0.5}, {drawsteel.Metal, 0.5, 0.12}, {drawsteel.Glass, 0.12, 0.12}} {
		x, y := firstWall(t, enc.Square.Board, m.mat)
		checks = append(checks, pixelCheck{m.mat.String() + " wall", x + m.dx, y + m.dy, theme.Walls[m.mat.String()].Fill})
	}
	checks = append(checks, pixelCheck{"the background left of the map", -0.05, float64(enc.Square.Board.Height) / 2, theme.Background})
	for _, c := range checks {
		if got := at(c.x, c.y); !near(got, c.want, 24) {
			t.Errorf("pixel of %s at map (%.2f, %.2f) = %v, want about %v", c.what, c.x, c.y, got, c.want)
		}
	}
	// the side panel is there: its background colour at the right edge
	if got := img.At(b.Max.X-5, b.Max.Y/2); !near(got, color.RGBA{0x1d, 0x21, 0x29, 0xff}, 6) {
		t.Errorf("side panel pixel = %v, want the panel background", got)
	}
}

// pixelCheck is a colour expected at a map point.
type pixelCheck struct {
	what string
	x, y float64
	want color.RGBA
}

func firstWall(t *testing.T, b *drawsteel.Board, m drawsteel.Material) (float64, float64) {
	t.Helper()
	for y := 0; y < b.Height; y++ {
		for x := 0; x < b.Width; x++ {
			if b.Cell(drawsteel.Square{X: x, Y: y}).Wall == m {
				return float64(x), float64(y)
			}
		}
	}
	t.Fatalf("sample has no %s wall", m)
	return 0, 0
}

// playScript runs the program on a copy of the sample with a script (and
// any other flags of open) and returns the encounter the script saved.
func playScript(t *testing.T, bin, script string, flags ...string) *maps.Encounter {
	t.Helper()
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("assets", assets.SamplePath))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "encounter.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "saved.json")
	play := filepath.Join(dir, "test.play")
	if err := os.WriteFile(play, []byte(script+"\nsave "+out+"\nquit\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(bin, append(append([]string{"open", file}, flags...), "--play", play)...).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --play: %v\n%s", err, msg)
	}
	enc, err := maps.Load(out)
	if err != nil {
		t.Fatalf("the saved encounter does not load: %v", err)
	}
	if _, err := os.Stat(game.AutosavePath(file)); err == nil {
		t.Errorf("a scripted run left an autosave behind")
	}
	return enc
}

// pushedArcher is the sample and the board rules gives after the
// tactician pushes the goblin archer 3, aimed at 19,9.
func pushedArcher(t *testing.T) (*maps.Encounter, *drawsteel.Board) {
	t.Helper()
	sample, err := maps.Load(filepath.Join("assets", assets.SamplePath))
	if err != nil {
		t.Fatal(err)
	}
	fm := drawsteel.ForcedMove{Move: drawsteel.Move{Kind: drawsteel.Push, Distance: 3}, Target: "archer", Source: "tactician"}
	path, err := drawsteel.RouteForced(sample.Square.Board, fm, drawsteel.Pos{X: 19, Y: 9, Z: 3})
	if err != nil {
		t.Fatal(err)
	}
	o, err := drawsteel.ResolveForced(sample.Square.Board, fm, path)
	if err != nil {
		t.Fatal(err)
	}
	want := sample.Square.Board.Apply(o)
	return sample, want
}

// checkPushed compares the creatures the push concerns with rules' board.
func checkPushed(t *testing.T, got, want *drawsteel.Board) {
	t.Helper()
	for _, id := range []string{"archer", "tactician", "ogre"} {
		g, _ := got.Creature(id)
		w, _ := want.Creature(id)
		if g.Pos() != w.Pos() || g.Stamina != w.Stamina || g.Prone != w.Prone {
			t.Errorf("after the scripted push, %s at %v stamina %d prone %v; want %v stamina %d prone %v (push 3 aimed at 19,9)",
				id, g.Pos(), g.Stamina, g.Prone, w.Pos(), w.Stamina, w.Prone)
		}
	}
}

// TestWindowPlaysAForcedMove plays a whole forced move as a person would
// (select the pusher, press P and 3, click the target, click where to push
// it) and checks the saved encounter is what rules says the move does.
func TestWindowPlaysAForcedMove(t *testing.T) {
	bin := buildBinary(t)
	sample, want := pushedArcher(t)

	const pushArcher = "click 14 5\nkey P\nkey 3\nclick 16 6\npoint 19 9\nwait 2\nclick 19 9"
	got := playScript(t, bin, pushArcher)
	checkPushed(t, got.Square.Board, want)
	if a, _ := got.Square.Board.Creature("archer"); !a.Prone || a.Stamina >= 10 {
		t.Errorf("the archer should have slammed into the tower and fallen prone: %+v", a)
	}

	undone := playScript(t, bin, pushArcher+"\nkey ctrl+Z")
	for i, c := range sample.Square.Board.Creatures {
		u := undone.Square.Board.Creatures[i]
		if u.Pos() != c.Pos() || u.Stamina != c.Stamina || u.Prone != c.Prone {
			t.Errorf("after Ctrl+Z, %s at %v stamina %d prone %v; want it as it started: %v %d %v", c.ID, u.Pos(), u.Stamina, u.Prone, c.Pos(), c.Stamina, c.Prone)
		}
	}
}

// TestWindowCommitsFromThePanelAndTheKeys plays the push of
// TestWindowPlaysAForcedMove other ways a player would: aiming with the
// pointer and committing with the panel's Commit button (the pointer
// leaves the map on the way), aiming with the arrow keys and committing
// with Commit, by the keyboard alone (Tab picks creatures and targets,
// the arrows aim, Enter commits), and with the target picked by keyboard
// while the pointer rests elsewhere on the map: the arrows aim from the
// target. (Scripted keys do not reach ebitenui, so that Tab and Enter
// never focus or press a panel button is tried with xdotool.)
func TestWindowCommitsFromThePanelAndTheKeys(t *testing.T) {
	_, want := pushedArcher(t)
	const aimByKeys = "\nkey ArrowRight\nkey ArrowRight\nkey ArrowRight\nkey ArrowDown\nkey ArrowDown\nkey ArrowDown"
	// the tactician is the 7th creature in the file, the archer the last
	const tabToTactician = "key Tab\nkey Tab\nkey Tab\nkey Tab\nkey Tab\nkey Tab\nkey Tab"
	for _, tc := range []struct{ name, script string }{
		{"pointer aims, panel commits", "click 14 5\nkey P\nkey 3\nclick 16 6\npoint 19 9\nwait 2\nbutton Commit\nwait 2"},
		{"keys aim, panel commits", "click 14 5\nkey P\nkey 3\nclick 16 6\nbutton Dist +\nbutton Dist −" + aimByKeys + "\nbutton Commit\nwait 2"},
		{"keyboard alone", tabToTactician + "\nkey P\nkey 3\nkey shift+Tab\nkey Enter" + aimByKeys + "\nkey Enter\nwait 2"},
		{"keyboard picks the target, pointer elsewhere", "point 2 2\nclick 14 5\nbutton Push P\nkey 3\nkey shift+Tab\nkey Enter" + aimByKeys + "\nkey Enter\nwait 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkPushed(t, playScript(t, binary, tc.script).Square.Board, want)
		})
	}
}

// TestWindowDragsACreature drags the war dog three squares as a person
// would, drops it, and checks the saved encounter against rules' cheapest
// path; then a Ctrl-drag places the ogre freely, as the director.
func TestWindowDragsACreature(t *testing.T) {
	sample, err := maps.Load(filepath.Join("assets", assets.SamplePath))
	if err != nil {
		t.Fatal(err)
	}
	r, err := drawsteel.Reach(sample.Square.Board, drawsteel.MoveRequest{Mover: "wardog"})
	if err != nil {
		t.Fatal(err)
	}
	to := drawsteel.Pos{X: 10, Y: 7}
	if _, ok := r.Cost(to); !ok {
		t.Fatalf("test setup: the war dog can't reach %v", to)
	}
	got := playScript(t, binary, "drag 13 8 10 7\nwait 2\ndown ControlLeft\ndrag 17 9 20 12\nup ControlLeft\nwait 2")
	if d, _ := got.Square.Board.Creature("wardog"); d.Pos() != to {
		t.Errorf("after dragging, the war dog is at %v, want %v", d.Pos(), to)
	}
	if o, _ := got.Square.Board.Creature("ogre"); o.At != (drawsteel.Square{X: 20, Y: 12}) {
		t.Errorf("after a Ctrl-drag, the ogre is at %v, want placed at 20,12", o.At)
	}
}

// TestWindowResizeKeepsTheMapFitted resizes the window to 1100x700 and
// checks the giant's token is where a map fitted to the new size puts it.
func TestWindowResizeKeepsTheMapFitted(t *testing.T) {
	dir := t.TempDir()
	shot := filepath.Join(dir, "resized.png")
	play := filepath.Join(dir, "resize.play")
	if err := os.WriteFile(play, []byte("resize 1100 700\nwait 8\nscreenshot "+shot+"\nquit\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sample := filepath.Join("assets", assets.SamplePath)
	if out, err := exec.Command(binary, "open", sample, "--play", play).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --play: %v\n%s", err, out)
	}
	img := readPNG(t, shot)
	if b := img.Bounds(); b.Dx() != 1100 || b.Dy() != 700 {
		t.Fatalf("screenshot is %dx%d, want the resized 1100x700", b.Dx(), b.Dy())
	}
	enc, err := maps.Load(sample)
	if err != nil {
		t.Fatal(err)
	}
	var cam game.Camera
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, openingFitArea(t, enc, 1100, 700, false))
	g, _ := enc.Square.Board.Creature("giant")
	n := float64(g.Size.Squares())
	p := cam.View.ToScreen(render.Point{X: float64(g.At.X) + n/2, Y: float64(g.At.Y) + n/2 - 0.3*n})
	theme := render.ScreenTheme()
	if got, want := img.At(int(p.X), int(p.Y)), theme.SideColor("enemies"); !near(got, want, 24) {
		t.Errorf("after resizing, the pixel where a fitted map puts the giant (%v) = %v, want about %v", p, got, want)
	}
}
