package crawl

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"

	"focus/fetch"
)

// Link is one link found on a fetched page.
type Link struct {
	URL      string // absolute http(s) URL, fragment dropped
	Anchor   string // what the link says, as align.Anchor reads it
	NoFollow bool   // rel="nofollow" on the link
	Jump     bool   // its href names a place in the page (#msg1551): a shortcut to a post
}

// A Gate decides which links the crawl follows and what URL type each gets.
// Run calls its methods from a single goroutine.
type Gate interface {
	// Follow is called for every link of a fetched page; fromType is the
	// url_type the page was fetched as.
	Follow(fromType string, l Link) (urlType string, ok bool)
	// Key is the dedup key of a URL (after normalisation and session-id
	// stripping).
	Key(u *url.URL) string
}

// threadPager is a gate that tells a thread's later pages from other
// threads' (see [ITF.SameThread]).
type threadPager interface {
	SameThread(from, link string) bool
}

// BFS is the generic breadth-first baseline: it follows every link to the
// seeds' hosts that is not rel=nofollow, as url_type "link". robots.txt is
// enforced by fetch.
type BFS struct {
	hosts map[string]bool // Normalize'd host[:port] of the seeds; nil = any host
}

// NewBFS returns the breadth-first gate for the sites of the seeds.
func NewBFS(seeds ...string) (*BFS, error) {
	b := &BFS{hosts: map[string]bool{}}
	for _, seed := range seeds {
		host, err := siteHost(seed)
		if err != nil {
			return nil, fmt.Errorf("bfs gate: %w", err)
		}
		b.hosts[host] = true
	}
	return b, nil
}

// NewWeb returns the gate of a crawl across sites: it follows every link
// that is not nofollow, to any host, as url_type "link". Such a crawl is
// bounded by its depth and page budget, and focused by a [Scorer].
func NewWeb() *BFS { return &BFS{} }

// Follow accepts links in scope that are not nofollow.
func (b *BFS) Follow(_ string, l Link) (string, bool) {
	if l.NoFollow {
		return "", false
	}
	if b.hosts != nil {
		u, err := url.Parse(l.URL)
		if err != nil || !b.hosts[Normalize(u).Host] {
			return "", false
		}
	}
	return "link", true
}

// Key is the normalised URL without well-known session-id parameters.
func (b *BFS) Key(u *url.URL) string { return dedupKey(u) }

func dedupKey(u *url.URL) string { return Normalize(stripSessionIDs(u)).String() }

// siteHost returns the Normalize'd host[:port] of an absolute http(s) URL.
func siteHost(seed string) (string, error) {
	u, err := fetch.ParseURL(seed)
	if err != nil {
		return "", fmt.Errorf("seed: %w", err)
	}
	return Normalize(u).Host, nil
}

// onHost reports whether the URL raw is on host, as siteHost gives it.
func onHost(raw, host string) bool {
	u, err := url.Parse(raw)
	return err == nil && Normalize(u).Host == host
}

// Normalize returns a copy of u in a canonical form for deduplication:
// lower-case scheme and host, no default port, "/" for an empty path, no
// fragment, and query parameters sorted by name.
func Normalize(u *url.URL) *url.URL {
	n := *u
	n.User = nil
	n.Scheme = strings.ToLower(n.Scheme)
	n.Host = strings.ToLower(n.Host)
	if port := n.Port(); (n.Scheme == "http" && port == "80") || (n.Scheme == "https" && port == "443") {
		n.Host = n.Hostname()
		if strings.Contains(n.Host, ":") { // IPv6 literal
			n.Host = "[" + n.Host + "]"
		}
	}
	if n.Path == "" && n.Opaque == "" {
		n.Path, n.RawPath = "/", ""
	}
	n.Fragment, n.RawFragment = "", ""
	n.ForceQuery = false
	if n.RawQuery != "" {
		if q, err := url.ParseQuery(n.RawQuery); err == nil {
			n.RawQuery = q.Encode() // sorted by name; values keep their order
		}
	}
	return &n
}

// isSessionParam reports query parameters that carry a session id on
// common forum and web software; they make one page look like many.
func isSessionParam(name, value string) bool {
	switch strings.ToLower(name) {
	case "phpsessid", "sid", "jsessionid", "sessionid", "session_id", "sessid", "oscsid", "zenid":
		return true
	case "s": // vBulletin: a 32-hex session id
		return vbSession.MatchString(value)
	}
	return false
}

var vbSession = regexp.MustCompile(`^[0-9a-fA-F]{32}$`)

// pathSession matches a ";jsessionid=..." path parameter.
var pathSession = regexp.MustCompile(`(?i);jsessionid=[^/?]*`)

// stripSessionIDs returns a copy of u without session-id parameters.
func stripSessionIDs(u *url.URL) *url.URL {
	n := *u
	if pathSession.MatchString(n.Path) {
		n.Path = pathSession.ReplaceAllString(n.Path, "")
		n.RawPath = ""
	}
	if n.RawQuery == "" {
		return &n
	}
	var kept []string
	for part := range strings.SplitSeq(n.RawQuery, "&") {
		name, value, _ := strings.Cut(part, "=")
		if name, err := url.QueryUnescape(name); err == nil && isSessionParam(name, value) {
			continue
		}
		kept = append(kept, part)
	}
	n.RawQuery = strings.Join(kept, "&")
	return &n
}
