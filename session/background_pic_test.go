package session

import (
	"testing"
)

func TestPictureName(t *testing.T) {
	for _, tc := range []struct{ base, format, want string }{
		{"map.png", "png", "map.png"},
		{"map.JPG", "jpeg", "map.JPG"},
		{"map.jpeg", "jpeg", "map.jpeg"},
		{"map.png", "webp", "map.png.webp"},
		{`a\b.png`, "png", "a_b.png"},
		{".hidden.png", "png", "hidden.png"},
		{".png", "png", "png.png"},
		{"", "png", "background.png"},
	} {
		if got := pictureName(tc.base, tc.format); got != tc.want {
			t.Errorf("pictureName(%q, %s) = %q, want %q", tc.base, tc.format, got, tc.want)
		}
	}
}
