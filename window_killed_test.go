//go:build window

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestWindowKilledAfterAMove kills the program (SIGKILL: nothing runs
// after it) after a committed move, and opens the file again: nothing
// the window autosaved is lost. Only a process can be killed, so these
// launch the program.
func TestWindowKilledAfterAMove(t *testing.T) {
	t.Run("recovers or discards", killedRecoversOrDiscards)
	t.Run("with the file changed", killedWithTheFileChanged)
	t.Run("hex window", hexKilled)
}

// killedRecoversOrDiscards kills the program (kill -9)
// after a committed move. Opening the file again asks about the recovered
// move: Keep shows it; Discard shows the file as saved, and the next
// open neither recovers nor asks (a discarded recovery stays discarded).
func killedRecoversOrDiscards(t *testing.T) {
	dir := t.TempDir()
	file := copySample(t, dir, "fight.json")
	env := append(os.Environ(), "BATTLEMAP_CACHE_DIR="+filepath.Join(dir, "cache"), "BATTLEMAP_CONFIG_DIR="+filepath.Join(dir, "config"))
	start := wardogAt(t, file)
	moved := drawsteel.Pos{X: 10, Y: 7}
	script := filepath.Join(dir, "move.play")
	os.WriteFile(script, []byte("drag 13 8 10 7\nwait 100000\n"), 0o644)
	cmd := exec.Command(binary, "open", file, "--play", script, "--autosave")
	cmd.Env = env
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	auto := game.AutosavePath(file)
	for deadline := time.Now().Add(90 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if a, err := maps.Load(auto); err == nil {
			if d, _ := a.Square.Board.Creature("wardog"); d.Pos() == moved {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no autosave with the war dog at %v after 90 s", moved)
		}
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL: nothing runs after it
		t.Fatal(err)
	}
	cmd.Wait()

	asked, kept := filepath.Join(dir, "asked.png"), filepath.Join(dir, "kept.json")
	play(t, env, file, "resize 1920 1080\nwait 3\nscreenshot "+asked+"\nkey K\nwait 2\nsave "+kept+"\nquit\n")
	if !gametest.QuestionShown(gametest.ReadPNG(t, asked)) {
		t.Errorf("reopening after the kill asked nothing (%s)", asked)
	}
	if got := wardogAt(t, kept); got != moved {
		t.Errorf("after Keep the war dog is at %v, want the recovered %v", got, moved)
	}
	if _, err := os.Stat(auto); err != nil {
		t.Errorf("after Keep the autosave is gone (%v); it must stay until saved", err)
	}

	discarded := filepath.Join(dir, "discarded.json")
	play(t, env, file, "resize 1920 1080\nwait 3\nkey D\nwait 2\nsave "+discarded+"\nquit\n")
	if got := wardogAt(t, discarded); got != start {
		t.Errorf("after Discard the war dog is at %v, want the saved %v", got, start)
	}
	if _, err := os.Stat(auto); !os.IsNotExist(err) {
		t.Errorf("after Discard the autosave is still there (%v)", err)
	}
	if got := wardogAt(t, filepath.Join(dir, "fight.autosave-discarded.json")); got != moved {
		t.Errorf("the discarded autosave kept aside has the war dog at %v, want %v", got, moved)
	}

	again, shot := filepath.Join(dir, "again.json"), filepath.Join(dir, "again.png")
	play(t, env, file, "resize 1920 1080\nwait 3\nscreenshot "+shot+"\nsave "+again+"\nquit\n")
	if gametest.QuestionShown(gametest.ReadPNG(t, shot)) {
		t.Errorf("the open after a discard asks again (%s)", shot)
	}
	if got := wardogAt(t, again); got != start {
		t.Errorf("the open after a discard has the war dog at %v, want the saved %v", got, start)
	}
}

// killedWithTheFileChanged kills the program (SIGKILL)
// after a committed move, with the file changed on disk by another
// program, and checks that nothing is silently dropped: opening the file
// again offers both versions, and answering "recover", then Ctrl+S "save
// as" keeps the move in a new file and the outside edit in the old one.
func killedWithTheFileChanged(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "fight.json")
	data, err := os.ReadFile(filepath.Join("assets", assets.SamplePath))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	moved := drawsteel.Pos{X: 10, Y: 7}
	script := filepath.Join(dir, "move.play")
	os.WriteFile(script, []byte("drag 13 8 10 7\nwait 100000\n"), 0o644)
	cmd := exec.Command(binary, "open", file, "--play", script, "--autosave")
	cmd.Env = append(os.Environ(), "BATTLEMAP_CACHE_DIR="+filepath.Join(dir, "cache"))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()

	// wait for the autosave of the committed move
	auto := game.AutosavePath(file)
	deadline := time.Now().Add(90 * time.Second)
	for {
		if a, err := maps.Load(auto); err == nil {
			if d, _ := a.Square.Board.Creature("wardog"); d.Pos() == moved {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no autosave with the war dog at %v after 90 s", moved)
		}
		time.Sleep(100 * time.Millisecond)
	}
	// another program edits the file, then the program dies
	edited := bytes.Replace(data, []byte(`"name": "Cliffside Ambush"`), []byte(`"name": "Cliffside Ambush (edited)"`), 1)
	if err := os.WriteFile(file, edited, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()

	o, err := game.OpenFile(file)
	if err != nil {
		t.Fatalf("OpenFile after the kill: %v", err)
	}
	if o.Choice == nil {
		t.Fatalf("opening after the kill offered no choice (message %q): the move or the outside edit is dropped", o.Message)
	}
	if d, _ := o.Choice.Autosave.Square.Board.Creature("wardog"); d.Pos() != moved || len(o.Choice.Autosave.Log) == 0 {
		t.Errorf("the offered autosave has the war dog at %v and log %q, want %v and the move logged", d.Pos(), o.Choice.Autosave.Log, moved)
	}
	if o.Choice.File.Name != "Cliffside Ambush (edited)" {
		t.Errorf("the offered file is named %q, want the outside edit", o.Choice.File.Name)
	}

	// in the window: recover, Ctrl+S asks, save as the proposed name
	answer := filepath.Join(dir, "answer.play")
	shot := filepath.Join(dir, "asked.png")
	os.WriteFile(answer, []byte("screenshot "+shot+"\nkey R\nwait 2\nkey ctrl+S\nwait 2\nkey A\nwait 2\nkey Enter\nwait 2\n"), 0o644)
	run := exec.Command(binary, "open", file, "--play", answer)
	run.Env = cmd.Env
	if out, err := run.CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --play: %v\n%s", err, out)
	}
	if _, err := os.Stat(shot); err != nil {
		t.Errorf("no screenshot of the question: %v", err)
	}
	mine, err := maps.Load(filepath.Join(dir, "fight-mine.json"))
	if err != nil {
		t.Fatalf("save as after recovering: %v", err)
	}
	if d, _ := mine.Square.Board.Creature("wardog"); d.Pos() != moved || !strings.Contains(strings.Join(mine.Log, "\n"), "War") {
		t.Errorf("fight-mine.json has the war dog at %v and log %q, want the recovered move", d.Pos(), mine.Log)
	}
	if disk, _ := maps.Load(file); disk == nil || disk.Name != "Cliffside Ambush (edited)" {
		t.Errorf("the outside edit in fight.json was overwritten")
	}
}

// hexKilled kills the hex window (SIGKILL) after a
// committed move: opening the file again recovers the move from the
// autosave, and Ctrl+S in the window saves it and removes the autosave. A
// move after that makes the close button ask; Don't save quits with the
// file as saved.
func hexKilled(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "ford.json")
	data, err := os.ReadFile(filepath.Join("assets", "encounters", "river-ford.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	brannAt := func(e *maps.Encounter) realms.Pos {
		b := e.Hex.Board
		return b.Pos(b.Creature("brann").At)
	}
	moved := realms.Pos{5, 4}
	script := filepath.Join(dir, "move.play")
	os.WriteFile(script, []byte("wait 5\ndrag 4 4 5 4\nwait 100000\n"), 0o644)
	cmd := exec.Command(binary, "open", file, "--play", script, "--autosave")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	auto := game.AutosavePath(file)
	deadline := time.Now().Add(90 * time.Second)
	for {
		if a, err := maps.Load(auto); err == nil && brannAt(a) == moved {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no autosave with brann at %v after 90 s", moved)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()

	o, err := game.OpenFile(file)
	if err != nil {
		t.Fatalf("OpenFile after the kill: %v", err)
	}
	if o.Choice != nil || brannAt(o.Encounter) != moved || !strings.Contains(o.Message, "Recovered") {
		t.Fatalf("OpenFile after the kill: brann at %v, choice %v, message %q; want %v recovered", brannAt(o.Encounter), o.Choice != nil, o.Message, moved)
	}

	save := filepath.Join(dir, "save.play")
	// the window asks about the recovered move first: K keeps it; then a
	// second move, not saved, makes the close button ask: Don't save
	// quits, the move kept aside
	shot := filepath.Join(dir, "close.png")
	os.WriteFile(save, []byte("wait 2\nkey K\nwait 2\nkey ctrl+S\nwait 2\ndrag 5 4 6 4\nwait 2\nclose\nwait 2\nscreenshot "+shot+"\nkey D\nwait 100000\n"), 0o644)
	if out, err := exec.Command(binary, "open", file, "--play", save, "--autosave").CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --play: %v\n%s", err, out)
	}
	if _, err := os.Stat(auto); !os.IsNotExist(err) {
		t.Errorf("after Ctrl+S and Don't save the autosave is still there (stat: %v)", err)
	}
	if !gametest.QuestionShown(gametest.ReadPNG(t, shot)) {
		t.Errorf("the hex window's close asked nothing about the second move (%s)", shot)
	}
	if a, err := maps.Load(filepath.Join(dir, "ford.autosave-discarded.json")); err != nil || brannAt(a) != (realms.Pos{6, 4}) {
		t.Errorf("the second move, not saved, is not kept aside after Don't save (%v)", err)
	}
	saved, err := maps.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	if brannAt(saved) != moved {
		t.Errorf("after Ctrl+S the file has brann at %v, want the recovered %v", brannAt(saved), moved)
	}
}

// copySample writes the bundled sample to dir/name and returns its path.
func copySample(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("assets", assets.SamplePath))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// play runs the window on file with a script and waits for it to end.
func play(t *testing.T, env []string, file, script string, args ...string) {
	t.Helper()
	p := filepath.Join(t.TempDir(), "script.play")
	if err := os.WriteFile(p, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(binary, append([]string{"open", file, "--play", p}, args...)...)
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("battlemap open %s --play:\n%s\n%v\n%s", file, script, err, out)
	}
}

func wardogAt(t *testing.T, path string) drawsteel.Pos {
	t.Helper()
	e, err := maps.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	d, ok := e.Square.Board.Creature("wardog")
	if !ok {
		t.Fatalf("%s has no wardog", path)
	}
	return d.Pos()
}
