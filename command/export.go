package command

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// GridExportOptions are the export options of a map drawn on a grid
// (squares or hexes): the figure's look, the fonts, the background
// picture read from beside the file and --region. ok is false when one
// of them was refused; code is then the exit status, the refusal printed.
func GridExportOptions(c *Call, x *ExportRequest) (opt session.ExportOptions, code int, ok bool) {
	opt = session.ExportOptions{Format: x.Format, Scale: x.Scale, Theme: x.Theme, Legend: x.Legend, Coordinates: x.Coordinates, SideView: x.Flags.SideView}
	opt.RegularFont, opt.BoldFont = assets.Fonts()
	loadBackground := session.LoadBackground
	if x.Format == session.ExportSVG {
		loadBackground = session.LoadBackgroundUndecoded // embedded as it is, never decoded
	}
	var err error
	if opt.Background, opt.BackgroundRect, err = loadBackground(c.File, c.Encounter); err != nil {
		fmt.Fprintln(c.Stderr, "battlemap export:", err)
		return opt, 1, false
	}
	if x.Region != "" {
		var r [4]float64
		f := strings.Split(x.Region, ",")
		if len(f) != 4 {
			return opt, c.UsageError("--region %q: want X0,Y0,X1,Y1", x.Region), false
		}
		for i, v := range f {
			if r[i], err = strconv.ParseFloat(strings.TrimSpace(v), 64); err != nil || math.IsNaN(r[i]) || math.IsInf(r[i], 0) {
				return opt, c.UsageError("--region %q: %q is not a number", x.Region, v), false
			}
		}
		opt.Region = render.Rect{Min: render.Point{X: r[0], Y: r[1]}, Max: render.Point{X: r[2], Y: r[3]}}
	}
	return opt, 0, true
}

// ExportGrid draws the call's encounter with opt and writes the figure to
// x.Out.
func ExportGrid(c *Call, x *ExportRequest, opt session.ExportOptions) int {
	var buf bytes.Buffer
	if err := session.Export(c.Encounter, opt, &buf); err != nil {
		return c.Fail("%v", strings.TrimPrefix(err.Error(), "game: export: "))
	}
	return WriteFigure(c, x.Out, buf.Bytes())
}

// WriteFigure writes a drawn figure to out atomically, like a save: a
// full disk never truncates the last figure.
func WriteFigure(c *Call, out string, data []byte) int {
	if err := maps.WriteFile(out, data); err != nil {
		return c.Fail("%v", strings.TrimPrefix(err.Error(), "maps: "))
	}
	return 0
}
