package entry

import "testing"

func TestBaseline(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://example.com/forum/viewtopic.php?t=1", "http://example.com/forum/"},
		{"http://example.com/community/bbs/showthread.php?tid=4", "http://example.com/community/"},
		{"http://example.com/bbs/forum.php?mod=viewthread&tid=4", "http://example.com/bbs/"},
		{"http://example.com/discuss/discussion/4/x", "http://example.com/discuss/"},
		{"http://example.com/site/myboard/topic/9", "http://example.com/site/myboard/"},
		// "forums/" is not "forum/": the keyword must end with a slash.
		{"http://example.com/forums/showthread.php?t=4", "http://example.com/"},
		{"https://Forum.Example.com:8080/t/slug/18?page=2", "https://Forum.Example.com:8080/"},
		{"http://example.com/index.php?topic=4.0", "http://example.com/"},
		{"http://example.com", "http://example.com/"},
		{"not a url", ""},
	} {
		if got := Baseline(tc.in); got != tc.want {
			t.Errorf("Baseline(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
