package session

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/battlemap/battlemap/internal/regfile"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
)

// This file is the map editor's Background tool without a window:
// where a picked picture is stored (beside the encounter, never
// outside its folder), and the maths of aligning it with the pointer:
// move, scale about a point, calibrate from a box over cells. A background
// maps an image pixel p to the map point m = (p + offset) / cellPixels;
// map units are squares (or, on a hex map, hexes across their flats).

// Bounds on what the aligning tools make of a background: the scale is
// kept between MinCellPixels and maps.MaxCellPixels, the offset within
// what the file format accepts.
const (
	MinCellPixels = maps.MinCellPixels
	maxOffset     = maps.MaxImageSide * maps.MaxCellPixels
)

// PlaceBackground makes the picture file src usable as the background of
// an encounter whose file is in folder dir, and returns its path relative
// to dir (slash separated, what the file's "background.image" holds). A
// picture already in dir or below it (after following symbolic links) is
// named where it is; any other is copied into dir under its own name, or
// NAME-2.png, NAME-3.png ... when a different file has that name (a file
// with the same bytes is used as it is). The copy is atomic and never
// replaces a file. src is refused before it is read whole when it is
// larger than maps.MaxImageFileSize, and from its header when it is not a
// PNG, JPEG or WebP image or has absurd dimensions.
func PlaceBackground(dir, src string) (Placed, error) {
	data, cfg, format, err := maps.ReadImage(src)
	if err != nil {
		return Placed{}, err
	}
	pl := Placed{Width: cfg.Width, Height: cfg.Height}
	realDir, err := realPath(dir)
	if err != nil {
		return Placed{}, fmt.Errorf("session: background: the encounter's folder: %w", err)
	}
	realSrc, err := realPath(src)
	if err != nil {
		return Placed{}, fmt.Errorf("session: background: %w", err)
	}
	if r, err := filepath.Rel(realDir, realSrc); err == nil && filepath.IsLocal(r) {
		if rel := filepath.ToSlash(r); maps.CheckImagePath(rel) == nil {
			pl.Image = rel
			return pl, nil
		}
	}
	name := pictureName(filepath.Base(src), format)
	stem, ext := strings.TrimSuffix(name, filepath.Ext(name)), filepath.Ext(name)
	for i := 1; i <= 1000; i++ {
		cand := name
		if i > 1 {
			cand = fmt.Sprintf("%s-%d%s", stem, i, ext)
		}
		p := filepath.Join(dir, cand)
		if fi, err := os.Lstat(p); err == nil {
			if fi.Mode().IsRegular() && fi.Size() == int64(len(data)) {
				if old, err := regfile.ReadFile(p, int64(len(data))); err == nil && bytes.Equal(old, data) {
					pl.Image = cand
					return pl, nil
				}
			}
			continue
		}
		err := maps.WriteNew(p, data)
		if err == nil {
			pl.Image, pl.Copied = cand, true
			return pl, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return Placed{}, fmt.Errorf("session: background: copying %s beside the encounter: %w", filepath.Base(src), err)
		}
	}
	return Placed{}, fmt.Errorf("session: background: no free name for %s in %s", name, dir)
}

// Placed is a picture PlaceBackground stored.
type Placed struct {
	// Image is its path relative to the encounter's folder.
	Image string
	// Width and Height are its size in pixels, from its header.
	Width, Height int
	// Copied says it was copied beside the encounter.
	Copied bool
}

// BackgroundName checks the picture file src as PlaceBackground does and
// returns the name it would be copied under, and its size, without
// copying it: a map with no file yet has no folder to copy it to.
func BackgroundName(src string) (Placed, error) {
	_, cfg, format, err := maps.ReadImage(src)
	if err != nil {
		return Placed{}, err
	}
	return Placed{Image: pictureName(filepath.Base(src), format), Width: cfg.Width, Height: cfg.Height}, nil
}

// realPath is path made absolute with its symbolic links followed.
func realPath(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	return filepath.EvalSymlinks(abs)
}

// pictureName is the name a copied picture gets: its own, made a plain
// file name with the extension of its format.
func pictureName(base, format string) string {
	base = strings.Map(func(r rune) rune {
		if r == '\\' || r == '/' || r < ' ' {
			return '_'
		}
		return r
	}, base)
	base = strings.TrimLeft(base, ".")
	ext := strings.ToLower(filepath.Ext(base))
	want := "." + format
	if format == "jpeg" && (ext == ".jpg" || ext == ".jpeg") {
		want = ext
	}
	if ext != want {
		base += want
	}
	if base == want {
		base = "background" + want
	}
	return base
}

// FitBackground is where a picture of w x h pixels goes when it is
// added: its width across the map's cols (a painted map exported for a
// map of that size fits at once), its top-left corner on the map's.
func FitBackground(image string, w, cols int) maps.Background {
	return maps.Background{Image: image, CellPixels: clampCell(float64(w) / float64(max(cols, 1)))}
}

// MoveBackground is bg moved by d map units: the picture follows the
// pointer that dragged it.
func MoveBackground(bg maps.Background, d render.Point) maps.Background {
	bg.OffsetX = roundOffset(bg.OffsetX + d.X*bg.CellPixels)
	bg.OffsetY = roundOffset(bg.OffsetY + d.Y*bg.CellPixels)
	return bg
}

// ScaleBackground is bg with its pixels per cell multiplied by factor,
// the picture's pixel under the map point at staying there (the pointer
// holds it, as zooming holds the point under the pointer).
func ScaleBackground(bg maps.Background, factor float64, at render.Point) maps.Background {
	return scaleTo(bg, bg.CellPixels*factor, at)
}

// scaleTo is bg at cp pixels per cell, the picture's pixel under at kept.
func scaleTo(bg maps.Background, cp float64, at render.Point) maps.Background {
	px, py := at.X*bg.CellPixels-bg.OffsetX, at.Y*bg.CellPixels-bg.OffsetY
	bg.CellPixels = clampCell(cp)
	bg.OffsetX = roundOffset(at.X*bg.CellPixels - px)
	bg.OffsetY = roundOffset(at.Y*bg.CellPixels - py)
	return bg
}

// Scale steps for the wheel and the + and - keys: 1% a notch, and with
// Shift one tenth of that, for the last pixel.
const (
	ScaleStep     = 1.01
	FineScaleStep = 1.001
)

// StepBackground scales bg by notches of the wheel (or presses of + and
// -, negative to shrink) about the map point at.
func StepBackground(bg maps.Background, notches float64, fine bool, at render.Point) maps.Background {
	step := ScaleStep
	if fine {
		step = FineScaleStep
	}
	return ScaleBackground(bg, math.Pow(step, notches), at)
}

// CalibrateBox aligns bg from a box the user drew over the picture (map
// points a and b, opposite corners) on the corners of cells x cells cells
// of its painted grid: the box's pixels across and down, averaged, over
// cells is the new pixels per cell; a box much longer one way than the
// other is a line along a row or a column of cells, measured along its
// length. The box's top-left corner then lies on the grid corner it is
// nearest to, so the picture moves as little as it can.
func CalibrateBox(bg maps.Background, a, b render.Point, cells int) (maps.Background, error) {
	if cells < 1 {
		return bg, fmt.Errorf("%d cells (want 1 or more)", cells)
	}
	pa := render.Point{X: a.X*bg.CellPixels - bg.OffsetX, Y: a.Y*bg.CellPixels - bg.OffsetY}
	pb := render.Point{X: b.X*bg.CellPixels - bg.OffsetX, Y: b.Y*bg.CellPixels - bg.OffsetY}
	w, h := math.Abs(pb.X-pa.X), math.Abs(pb.Y-pa.Y)
	long, short := max(w, h), min(w, h)
	if long < 2 {
		return bg, errors.New("the two corners are the same point (drag a box over a cell of the picture's grid, or click two of its corners)")
	}
	cp := long / float64(cells)
	if short >= long/2 {
		cp = (w + h) / 2 / float64(cells)
	}
	// the box's top-left pixel goes to the grid corner nearest to it now
	c := render.Point{X: math.Round(min(a.X, b.X)), Y: math.Round(min(a.Y, b.Y))}
	p0 := render.Point{X: min(pa.X, pb.X), Y: min(pa.Y, pb.Y)}
	bg.CellPixels = clampCell(cp)
	bg.OffsetX = roundOffset(c.X*bg.CellPixels - p0.X)
	bg.OffsetY = roundOffset(c.Y*bg.CellPixels - p0.Y)
	return bg, nil
}

// CalibrateLine aligns bg from two points the user clicked on the picture
// (map points a and b) that are cells cells apart along a row of its
// painted grid (on a hex map: the centres of two hexes in a line across
// their flats). The distance between them over cells is the new pixels
// per cell; a's picture pixel then lies on snap(a), the point of the map's
// grid nearest to it (a square's corner, a hex's centre).
func CalibrateLine(bg maps.Background, a, b render.Point, cells int, snap func(render.Point) render.Point) (maps.Background, error) {
	if cells < 1 {
		return bg, fmt.Errorf("%d cells (want 1 or more)", cells)
	}
	pa := render.Point{X: a.X*bg.CellPixels - bg.OffsetX, Y: a.Y*bg.CellPixels - bg.OffsetY}
	pb := render.Point{X: b.X*bg.CellPixels - bg.OffsetX, Y: b.Y*bg.CellPixels - bg.OffsetY}
	d := math.Hypot(pb.X-pa.X, pb.Y-pa.Y)
	if d < 2 {
		return bg, errors.New("the two points are the same (click two points of the picture's grid, cells apart)")
	}
	c := snap(a)
	bg.CellPixels = clampCell(d / float64(cells))
	bg.OffsetX = roundOffset(c.X*bg.CellPixels - pa.X)
	bg.OffsetY = roundOffset(c.Y*bg.CellPixels - pa.Y)
	return bg, nil
}

// clampCell keeps pixels per cell in range, to a thousandth of a pixel.
func clampCell(cp float64) float64 {
	if math.IsNaN(cp) {
		return MinCellPixels
	}
	return math.Round(min(max(cp, MinCellPixels), maps.MaxCellPixels)*1000) / 1000
}

// roundOffset keeps an offset in range, to a hundredth of a pixel.
func roundOffset(o float64) float64 {
	if math.IsNaN(o) {
		return 0
	}
	return math.Round(min(max(o, -maxOffset), maxOffset)*100) / 100
}

// DescribeBackground is the alignment in words, as the window shows it
// large while aligning: "offset -30, -30 px · 256 px per square".
func DescribeBackground(bg maps.Background, cell string) string {
	return fmt.Sprintf("offset %s, %s px · %s px per %s", trimNum(bg.OffsetX), trimNum(bg.OffsetY), trimNum(bg.CellPixels), cell)
}

// trimNum is a number with at most 2 decimals and no trailing zeros.
func trimNum(f float64) string { return render.Num(f) }

// BackgroundAlign is the Background tool's pointer, the same in every
// window: a drag moves the picture; with Calibrate on, a drag over a box
// of Cells x Cells cells of the picture's grid (or two clicks on its
// corners) sets its scale. It keeps no history: Up gives the background a
// whole gesture made, which the window records as one undo step
// (Interaction.SetBackground in the square window).
type BackgroundAlign struct {
	// Calibrate makes the next press mark a corner of a box instead of
	// moving the picture; Cells is how many cells the box spans across.
	Calibrate bool
	Cells     int
	// Snap, when set, makes a calibration a line (CalibrateLine) from the
	// first point to one Cells cells along a row, the first point going to
	// Snap of it (a hex map: two hex centres); else it is a box over
	// Cells x Cells squares (CalibrateBox).
	Snap func(render.Point) render.Point

	pressed bool
	from    render.Point    // where the press was, in map units
	to      render.Point    // where the pointer is while pressed
	start   maps.Background // the background when the press began
	corner  *render.Point   // calibrating: the corner clicked first
}

// Down starts a gesture at the map point at on a picture aligned as bg.
func (a *BackgroundAlign) Down(bg maps.Background, at render.Point) {
	a.pressed, a.from, a.to, a.start = true, at, at, bg
}

// Drag follows the pointer while pressed.
func (a *BackgroundAlign) Drag(at render.Point) {
	if a.pressed {
		a.to = at
	}
}

// Pressed reports whether a gesture is under way.
func (a *BackgroundAlign) Pressed() bool { return a.pressed }

// Live is the background as the drag under way shows it (ok false when
// no picture is being moved).
func (a *BackgroundAlign) Live() (bg maps.Background, ok bool) {
	if !a.pressed || a.Calibrate {
		return maps.Background{}, false
	}
	return MoveBackground(a.start, render.Point{X: a.to.X - a.from.X, Y: a.to.Y - a.from.Y}), true
}

// Box is the calibration box under way, from its first corner to the
// pointer (ok false when none).
func (a *BackgroundAlign) Box() (from, to render.Point, ok bool) {
	switch {
	case !a.Calibrate:
		return from, to, false
	case a.corner != nil:
		return *a.corner, a.to, true
	case a.pressed:
		return a.from, a.to, true
	}
	return from, to, false
}

// Hover moves the pointer between the two clicks of a calibration, so
// that Box follows it.
func (a *BackgroundAlign) Hover(at render.Point) {
	if a.corner != nil && !a.pressed {
		a.to = at
	}
}

// Up ends the gesture at at; dragged says whether the pointer went
// farther than a click's wobble. ok: bg is the new background and what
// says what was done, to record as one undo step; otherwise what is a
// message for the status line (a calibration waiting for its second
// corner, or why it failed).
func (a *BackgroundAlign) Up(at render.Point, dragged bool) (bg maps.Background, what string, ok bool) {
	if !a.pressed {
		return bg, "", false
	}
	a.pressed, a.to = false, at
	start := a.start
	if !a.Calibrate {
		if !dragged {
			return bg, "Drag the picture to move it; the wheel or + and - scale it.", false
		}
		bg = MoveBackground(start, render.Point{X: at.X - a.from.X, Y: at.Y - a.from.Y})
		return bg, "Moved the picture", bg != start
	}
	first := a.from
	if !dragged {
		if a.corner == nil {
			a.corner = &first
			if a.Snap != nil {
				return bg, fmt.Sprintf("Now click the same point of the hex %d along the row.", max(a.Cells, 1)), false
			}
			return bg, fmt.Sprintf("Now click the opposite corner of %s.", cellsText(a.Cells)), false
		}
		first = *a.corner
	}
	a.corner = nil
	var err error
	if a.Snap != nil {
		bg, err = CalibrateLine(start, first, at, max(a.Cells, 1), a.Snap)
	} else {
		bg, err = CalibrateBox(start, first, at, max(a.Cells, 1))
	}
	if err != nil {
		return start, "Not calibrated: " + err.Error() + ".", false
	}
	a.Calibrate = false
	return bg, fmt.Sprintf("Calibrated the picture: %s px per cell", trimNum(bg.CellPixels)), true
}

// Cancel drops a gesture under way and a calibration's first corner.
func (a *BackgroundAlign) Cancel() { a.pressed, a.corner = false, nil }

// cellsText is "1 cell" or "3 x 3 cells".
func cellsText(n int) string {
	if n <= 1 {
		return "the cell"
	}
	return fmt.Sprintf("the %d x %d cells", n, n)
}

// NewBackground is a copy of bg (nil: none) to make the background in
// place of old; ok false when it is the same, or names a path no file may
// hold (said in *message).
func NewBackground(old, bg *maps.Background, message *string) (*maps.Background, bool) {
	if sameBackground(old, bg) {
		return nil, false
	}
	if bg == nil {
		return nil, true
	}
	if err := maps.CheckImagePath(bg.Image); err != nil {
		*message = "Not changed: " + err.Error() + "."
		return nil, false
	}
	c := *bg
	return &c, true
}

// BgStep is the undo step a play's SetBackground made last, so that the
// next may fold into it.
type BgStep struct {
	What    string
	Changes int // the history's change count after it
}

// sameBackground reports whether two backgrounds (nil: none) are alike.
func sameBackground(a, b *maps.Background) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}
