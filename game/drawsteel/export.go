package drawsteel

import (
	"bytes"
	"math"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// exportFigure writes the figure chosen on the export page, atomically.
func (g *Game) exportFigure() error {
	c := g.export
	format, err := session.ExportFormatFor(c.file)
	if err != nil {
		return err
	}
	opt := session.ExportOptions{Format: format, Scale: c.scale, Theme: c.theme, Legend: session.Off, RegularFont: g.opt.RegularFont, BoldFont: g.opt.BoldFont}
	if c.legend {
		opt.Legend = session.On
	}
	if c.visible {
		area := game.MapArea(g.W, g.H, g.uiScale)
		shown := g.cam.View.MapRect(render.Rect{Min: render.Point{X: area.X, Y: area.Y}, Max: render.Point{X: area.X + area.W, Y: area.Y + area.H}})
		a, b := shown.Min, shown.Max
		bw, bh := float64(g.Board().Width), float64(g.Board().Height)
		opt.Region = render.Rect{Min: render.Point{X: math.Max(0, math.Floor(a.X)), Y: math.Max(0, math.Floor(a.Y))},
			Max: render.Point{X: math.Min(bw, math.Ceil(b.X)), Y: math.Min(bh, math.Ceil(b.Y))}}
	}
	if p := g.in.Preview(); p != nil && c.preview {
		ep := &session.ExportPreview{Move: g.in.ForcedMove()}
		if sh, ok := g.in.Shown(); ok && sh.Legal {
			ep.Path = sh.Path
		}
		opt.Preview, opt.SideView = ep, c.sideView
	}
	if bg := g.in.Background(); bg != nil && g.bgs.pic != nil {
		// the picture as the map shows it, as battlemap export draws it
		opt.Background, opt.BackgroundRect = g.bgs.pic, session.BackgroundRect(bg, g.bgs.w, g.bgs.h)
	}
	g.syncEncounter()
	var buf bytes.Buffer
	if err := session.Export(g.enc, opt, &buf); err != nil {
		return err
	}
	if err := maps.WriteFile(c.file, buf.Bytes()); err != nil {
		return err
	}
	g.in.SetMessage("Exported to " + c.file + ".")
	return nil
}
