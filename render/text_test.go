package render

import "testing"

func TestWrapText(t *testing.T) {
	lines := wrapText("The fury pushes a war dog commando 2 squares.", 0.3, 4, false)
	for _, l := range lines {
		if w := TextWidth(l, 0.3, false); w > 4 {
			t.Errorf("wrapText line %q is %.2f wide, want at most 4", l, w)
		}
	}
	if len(lines) < 2 {
		t.Errorf("wrapText(46 letters at 0.3 into 4) = %q, want 2 lines or more", lines)
	}
}

func TestSplitCaption(t *testing.T) {
	for _, tc := range []struct{ in, title, body string }{
		{"Forced Movement: The fury pushes.", "Forced Movement", "The fury pushes."},
		{"The fury pushes. Then: more", "", "The fury pushes. Then: more"},
		{"No title here", "", "No title here"},
	} {
		if title, body := splitCaption(tc.in); title != tc.title || body != tc.body {
			t.Errorf("splitCaption(%q) = %q, %q; want %q, %q", tc.in, title, body, tc.title, tc.body)
		}
	}
}
