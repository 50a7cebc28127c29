package game

import (
	"image/color"
	"math"

	euiimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/render"
)

// UITheme is the one look of the ebitenui panels and boxes of every
// window (the square window's side panel, the hex window's play panel
// and palette, the zone window's bar and palette, the sheets: questions,
// file chooser, settings): the theme's panel colours, buttons edged by a
// line two pixels a UI scale thick (five where the keyboard's focus is),
// a button that is the current choice filled with the title colour, one
// that can do nothing now drawn dim.
type UITheme struct {
	colors render.UIColors
	Scale  float64
	// Button, buttonOn and buttonOff are a button's pictures: a plain one,
	// the current choice, one that can do nothing now; focused and
	// onFocused a plain one and the current choice with the keyboard's
	// focus.
	Button, buttonOn, buttonOff *widget.ButtonImage
	focused, onFocused          *widget.ButtonImage
	// font is the renderer's face of px pixels (already scaled).
	font func(px float64, bold bool) *text.GoTextFace
}

// NewUITheme is the look of theme colours c at UI scale scale, with the
// renderer's faces font.
func NewUITheme(c render.UIColors, scale float64, font func(px float64, bold bool) *text.GoTextFace) UITheme {
	thin, thick := int(math.Max(1, math.Round(2*scale))), int(math.Max(2, math.Round(5*scale)))
	nine := euiimage.NewBorderedNineSliceColor
	img := func(back, edge color.Color, w int) *widget.ButtonImage {
		return &widget.ButtonImage{
			Idle:    nine(back, edge, w),
			Hover:   nine(c.ButtonHover, c.PanelTitle, w),
			Pressed: nine(c.PanelTitle, c.PanelTitle, w),
		}
	}
	lit := func(edge color.Color, w int) *widget.ButtonImage {
		i := nine(c.PanelTitle, edge, w)
		return &widget.ButtonImage{Idle: i, Hover: i, Pressed: i}
	}
	dim := nine(c.Panel, c.Button, thin)
	return UITheme{colors: c, Scale: scale, font: font,
		Button:    img(c.Button, c.ButtonEdge, thin),
		focused:   img(c.ButtonHover, c.PanelTitle, thick),
		buttonOn:  lit(c.ButtonEdge, thin),
		onFocused: lit(c.PanelInk, thick),
		buttonOff: &widget.ButtonImage{Idle: dim, Hover: nine(c.Panel, c.ButtonEdge, thin), Pressed: dim},
	}
}

// face is the renderer's face for text px pixels high at UI scale 1, as
// ebitenui takes it.
func (t UITheme) face(px float64, bold bool) *text.Face {
	var f text.Face = t.font(px*t.Scale, bold)
	return &f
}

// images are a button's pictures: lit when on, dim when off.
func (t UITheme) images(on, off bool) *widget.ButtonImage {
	switch {
	case on:
		return t.buttonOn
	case off:
		return t.buttonOff
	}
	return t.Button
}

// inks are a button's text colours: lit when on, dim when off.
func (t UITheme) inks(on, off bool) *widget.ButtonTextColor {
	c := t.colors
	switch {
	case on:
		return &widget.ButtonTextColor{Idle: c.Panel, Hover: c.Panel, Pressed: c.Panel}
	case off:
		return &widget.ButtonTextColor{Idle: c.PanelDim, Hover: c.PanelDim, Pressed: c.PanelDim}
	}
	return &widget.ButtonTextColor{Idle: c.PanelInk, Hover: c.PanelInk, Pressed: c.Panel}
}

// ink is the colour of a panel text of kind k.
func (t UITheme) ink(k TextInk) color.Color {
	c := t.colors
	switch k {
	case InkDim:
		return c.PanelDim
	case InkTitle:
		return c.PanelTitle
	case InkMove:
		if c.StatusMove != (color.RGBA{}) {
			return c.StatusMove
		}
	case InkBad:
		if c.StatusBad != (color.RGBA{}) {
			return c.StatusBad
		}
		return c.PanelTitle
	}
	return c.PanelInk
}

// TextInk is which of the theme's colours a panel text is in.
type TextInk int

const (
	InkPlain TextInk = iota
	InkDim
	InkTitle
	InkMove
	InkBad
)
