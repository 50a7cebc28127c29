// Package keyboard is the on-screen keyboard of the windows' question box,
// for a touch table with no keyboard: which keys it has on each page, where
// they are for a width and a UI scale, and what a tap on each types or
// does (shift for one letter, caps lock, the page of digits and signs). It
// knows nothing of the window; the window draws the keys it lays out and
// types what a tap returns into its text field as a key press would.
//
// Keyboard is the keyboard's state (page, shift, caps lock); Key a key of
// a Kind; Placed a key laid out in a Rect. It imports only the standard
// library.
package keyboard
