package crawl

import (
	"net/url"
	"strings"
)

// Trap guards, applied to every link before the Gate sees it. Config.MaxDepth
// bounds traps these miss, such as an endless calendar.
const (
	// maxURLLen caps a URL's length; real pages rarely pass a few hundred.
	maxURLLen = 1024
	// maxRepeats caps how often one query parameter name, or one path
	// segment, may occur: a link that appends "&p=1" or "sub/" on each
	// visit grows without end, while real URLs repeat a name a few times
	// at most (tag=a&tag=b).
	maxRepeats = 3
)

// trapReason says why a link looks like a crawler trap, or "" if it does not.
func trapReason(u *url.URL) string {
	if len(u.String()) > maxURLLen {
		return "url too long"
	}
	names := map[string]int{}
	for part := range strings.SplitSeq(u.RawQuery, "&") {
		name, _, _ := strings.Cut(part, "=")
		if name == "" {
			continue
		}
		if names[name]++; names[name] > maxRepeats {
			return "query repeats " + name
		}
	}
	segs := map[string]int{}
	for seg := range strings.SplitSeq(u.EscapedPath(), "/") {
		if seg == "" {
			continue
		}
		if segs[seg]++; segs[seg] > maxRepeats {
			return "path repeats " + seg
		}
	}
	return ""
}
