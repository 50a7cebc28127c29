// Package gesture turns touch frames into gestures: tap, press and hold,
// drag, and two fingers pinching and panning. It knows nothing of the
// window or the map; the window feeds it the fingers down in each frame
// and acts on the gestures it returns, and tests feed it synthetic frames.
//
// Recognizer takes each frame's Touch list and returns Events (of a Kind);
// Config holds its thresholds. It imports only the standard library.
package gesture
