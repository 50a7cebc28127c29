// Package ebitenrender draws a render.Scene onto an Ebitengine image: the
// window's backend.
package ebitenrender
