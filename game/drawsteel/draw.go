// Drawing a frame of the square window: the map from its cached tiles,
// the overlay scene the session fills, the status bar, the side view, the
// panel and the help; and the caches that keep a frame cheap.

package drawsteel

import (
	"image"
	"strings"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
	"github.com/hajimehoshi/ebiten/v2"
)

// areaCache keeps the indicated area of the preview shown, computed once per preview.
type areaCache struct {
	preview *drawsteel.ForcedPreview
	area    []drawsteel.Pos
}

// ends is the preview's indicated area.
func (c *areaCache) ends(p *drawsteel.ForcedPreview) []drawsteel.Pos {
	if c.preview != p {
		c.preview, c.area = p, p.Ends()
	}
	return c.area
}

// Draw draws the frame: the map (cached), the overlays, the side view, the
// status bar, the panel and, on request, the help.
func (g *Game) Draw(screen *ebiten.Image) bool {
	if g.panel == nil || !g.Dirty {
		return false // the screen is kept (SetScreenClearedEveryFrame(false)): nothing changed
	}
	g.Dirty = false
	area := g.mapArea()
	mapImg := screen.SubImage(image.Rect(int(area.X), int(area.Y), int(area.X+area.W), int(area.Y+area.H))).(*ebiten.Image)
	if msg := g.showBackground(); msg != "" {
		g.in.SetMessage(msg)
	}
	g.keepFitted(area)
	g.drawBase(screen, mapImg, area)
	if g.aligning() {
		g.renderer.Draw(mapImg, g.bgOverlay(), g.cam.View)
	}
	if g.Live.Players {
		g.renderer.Draw(mapImg, dsscene.BuildOverlay(g.viewBoard(), g.in.PlayerOverlay(), g.sceneOpt.Theme), g.cam.View)
	} else {
		g.renderer.Draw(mapImg, g.overlay(), g.cam.View)
	}
	statusH := g.drawStatus(mapImg, area)
	g.touch.StatusH = statusH
	g.drawTurn(mapImg, area)
	g.drawBgBanner(mapImg, area)
	g.drawSideView(mapImg, area, statusH)
	g.drawExplain(mapImg, area, statusH)
	g.drawTouchButtons(mapImg, area)
	if !g.Live.Players {
		g.panel.ui.Draw(screen)
		g.panel.drawScrollBar(screen)
	}
	if g.help {
		g.drawHelp(screen)
	}
	g.Files.Draw(screen, g.renderer, g.colors(), g.W, g.H, g.uiScale)
	return true
}

// drawBase draws the map without overlays from its tiles, redrawing the
// tiles that came on screen and, when what the map shows or the zoom
// changed, all of them.
func (g *Game) drawBase(screen, mapImg *ebiten.Image, area game.Area) {
	k := baseKey{board: g.viewBoard(), heights: g.sceneOpt.HeightNumbers, theme: g.sceneOpt.Theme.Name + "|" + g.Palette}
	opt := g.sceneOpt
	if t := g.in.Turn(); t.Round > 0 {
		opt.Acted, opt.Acting = t.Acted, t.Acting
		k.turn = strings.Join(t.Acted, ",") + "|" + t.Acting
	}
	secret := g.Live.Players && g.in.InvolvesHidden() // the player view shows nothing of it
	if p := g.in.Preview(); p != nil && g.in.Mode() == dsplay.ModePreview && !secret {
		k.preview = p
		opt.Area = g.area.ends(p)
		if c, ok := k.board.Creature(p.Target); ok {
			opt.AreaSize = c.Size.Squares()
		}
	}
	k.notes = g.in.History().FigureVersion()
	k.picture, k.pictureAt = opt.Background, opt.BackgroundRect
	opt.Notes = g.noteCache.Marks(g.in)
	if g.Live.Players {
		opt.Notes = dsscene.PlayerNotes(opt.Notes)
		k.player = true
	}
	if r := g.in.Reach(); r != nil && !secret {
		k.reach = r
		opt.Reach, opt.ReachBudget = g.in.ReachCells(), r.Budget()
	}
	screen.Fill(opt.Theme.Background)
	v := g.cam.View
	opt.MinText = game.MinLabelText(g.uiScale, v.Scale)
	k.minText = opt.MinText
	_, _, frac := tileOrigin(v)
	b := k.board
	bounds := render.Rect{Min: render.Point{X: -render.Margin, Y: -render.Margin},
		Max: render.Point{X: float64(b.Width) + render.Margin, Y: float64(b.Height) + render.Margin}}
	g.tiles.drop = (*ebiten.Image).Deallocate
	g.tiles.show(tileLook{content: k, scale: v.Scale, frac: frac}, visibleTiles(v, area, bounds),
		func(t tileAt) *ebiten.Image {
			img := ebiten.NewImage(tileSize, tileSize)
			img.WritePixels(g.painter.paint(b, opt, v, t).Pix)
			return img
		},
		func(t tileAt, img *ebiten.Image) {
			op := &ebiten.DrawImageOptions{}
			at := tilePixel(v, t)
			op.GeoM.Translate(float64(at.X), float64(at.Y))
			mapImg.DrawImage(img, op)
		})
}

// drawExplain draws the explain panel over the map when it is on and a
// move is previewed: between the turn strip and the status bar (below is
// its height), clear of the side view, in the corner that leaves the
// squares and creatures of the move in sight (explainBox.draw).
func (g *Game) drawExplain(dst *ebiten.Image, area game.Area, below float64) {
	narration := ""
	if sh, ok := g.in.Shown(); ok && g.Explain.On && g.in.Preview() != nil && !(g.Live.Players && g.in.InvolvesHidden()) {
		if v := g.in.ShownVersion(); v != g.explainVer || g.explainText == "" {
			// once per change of what is aimed at, not every frame
			g.explainVer, g.explainText = v, session.FormatExplain(dsplay.ExplainShown(sh))
		}
		narration = g.explainText
	}
	top := g.turnStripBottom(area)
	free := game.Area{X: area.X, Y: top, W: area.W, H: area.Y + area.H - below - top}
	var block []game.Area
	if s := g.sideRect; s != (render.Rect{}) {
		block = append(block, game.Area{X: s.Min.X, Y: s.Min.Y, W: s.Max.X - s.Min.X, H: s.Max.Y - s.Min.Y})
	}
	// the move's squares, one point a square (a large creature's box is
	// several), each half a square round
	side := g.cam.View.Scale
	var avoid []render.Point
	for _, b := range g.moveBoxes() {
		for x := b.Min.X + side/2; x < b.Max.X; x += side {
			for y := b.Min.Y + side/2; y < b.Max.Y; y += side {
				avoid = append(avoid, render.Point{X: x, Y: y})
			}
		}
	}
	st := game.ExplainStyle{R: g.renderer, Ui: g.colors(), Edge: g.sceneOpt.Theme.AreaEdge, Sc: g.uiScale, Key: g.Keymap.KeyOf(session.ActExplain)}
	s := g.Explain.Build(st, free, narration, avoid, side/2, block...)
	if g.Explain.Short && below > 0 {
		// no room for a line and the page buttons above the status bar
		// (a small map at a large UI scale): the panel may cover the
		// status bar, which says in short what it narrates (on the
		// panel's solid colour: no words show through)
		free.H += below
		solid := st
		solid.Ui.HelpBack = st.Ui.Panel
		if s2 := g.Explain.Build(solid, free, narration, avoid, side/2, block...); !g.Explain.Short {
			s = s2
		} else {
			free.H -= below
			s = g.Explain.Build(st, free, narration, avoid, side/2, block...)
		}
	}
	if s != nil {
		g.renderer.Draw(dst, s, render.View{Scale: 1})
	}
}
