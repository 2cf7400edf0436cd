package entry

import (
	"net/url"
	"strings"
)

// baselineWords are the keywords of the FoCUS 4.5 baseline.
var baselineWords = []string{"forum/", "board/", "community/", "bbs/", "discuss/"}

// Baseline is the heuristic FoCUS 4.5 compares against: the URL cut after
// the first of forum, board, community, bbs or discuss followed by "/" in
// its path, else the host root. It returns "" for a URL it cannot parse.
func Baseline(pageURL string) string {
	u, err := url.Parse(pageURL)
	if err != nil || u.Host == "" {
		return ""
	}
	path := strings.ToLower(u.EscapedPath())
	cut := -1
	for _, w := range baselineWords {
		if i := strings.Index(path, w); i >= 0 && (cut < 0 || i+len(w) < cut) {
			cut = i + len(w)
		}
	}
	root := &url.URL{Scheme: u.Scheme, Host: u.Host, Path: "/"}
	if cut < 0 {
		return root.String()
	}
	return root.Scheme + "://" + root.Host + u.EscapedPath()[:cut]
}
