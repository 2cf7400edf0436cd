package crawl

import (
	"fmt"
	"net/url"

	"focus/align"
	"focus/urlpattern"
)

// ITFRegexes is what the crawl takes from a site profile: the compiled
// regexes of each URL type (a nil Matcher matches nothing) and the
// session-id parameters found while learning.
type ITFRegexes struct {
	Index, IndexFlip, Thread, ThreadFlip *urlpattern.Matcher
	SessionParams                        []string
}

// ITF is the gate of FoCUS's online crawl (4.4): it follows only links to
// the seed's host that a profile's regexes match, and never classifies a
// page. From the entry page and index pages (url_types entry, index,
// index-flip) it follows index-flip, index and thread URLs; from thread
// pages (thread, thread-flip), thread-flip URLs alone, when the link reads
// as a pager's. Anything else, login and profile pages, post permalinks,
// an index link on a thread page, is not followed.
//
// rel=nofollow does not stop it: the regexes are the selection, and sites
// mark their pagination nofollow (Flickr does). A page-wide nofollow and
// robots.txt still apply.
type ITF struct {
	host string
	re   ITFRegexes
}

// NewITF returns the ITF gate for the site of seed.
func NewITF(seed string, re ITFRegexes) (*ITF, error) {
	host, err := siteHost(seed)
	if err != nil {
		return nil, fmt.Errorf("itf gate: %w", err)
	}
	return &ITF{host: host, re: re}, nil
}

// Follow matches the link, its session parameters stripped, against the
// regexes fromType may follow. Flip regexes go first: a flip URL is
// mostly its first page's URL plus a page part, which a loose index or
// thread regex matches too. A list's paging link to a later page of a
// thread (PunBB's "Pages: 2 3" beside a topic), or a shortcut to a post on
// one (SMF's "last post", topic=N.OFFSET#msgM), is left to the thread's
// own pages, so that the page joins its thread in threads.jsonl; the
// anchor or fragment tells it from the topic's own link where the two
// regexes are one (SMF's).
func (g *ITF) Follow(fromType string, l Link) (string, bool) {
	if !onHost(l.URL, g.host) {
		return "", false
	}
	u := urlpattern.StripParams(l.URL, g.re.SessionParams)
	switch fromType {
	case TypeEntry, TypeIndex, TypeIndexFlip:
		switch {
		case g.re.IndexFlip.Match(u):
			return TypeIndexFlip, true
		case g.re.Index.Match(u):
			return TypeIndex, true
		case g.re.ThreadFlip.Match(u) && (paging(l.Anchor) || l.Jump):
			return "", false
		case g.re.Thread.Match(u):
			return TypeThread, true
		}
	case TypeThread, TypeThreadFlip:
		if g.re.ThreadFlip.Match(u) && pagerAnchor(l.Anchor) {
			return TypeThreadFlip, true
		}
	}
	return "", false
}

// Key is the normalised URL without the profile's session parameters, the
// well-known ones, and the parameters the regex it matches ignores (a
// thread link's context, a pager's sort-form defaults): the URLs of one
// page are fetched once.
func (g *ITF) Key(u *url.URL) string {
	orig := u.String()
	raw := urlpattern.StripParams(orig, g.re.SessionParams)
	for _, m := range []*urlpattern.Matcher{g.re.IndexFlip, g.re.Index, g.re.Thread, g.re.ThreadFlip} {
		if m.Match(raw) {
			raw = m.Strip(raw)
			break
		}
	}
	if raw != orig {
		if s, err := url.Parse(raw); err == nil {
			u = s
		}
	}
	return dedupKey(u)
}

// ListKind is the index or index-flip pattern of the profile u matches,
// named by its url_type and regex; "" for other URL types.
func (g *ITF) ListKind(urlType, u string) string {
	m := g.re.Index
	switch urlType {
	case TypeIndex:
	case TypeIndexFlip:
		m = g.re.IndexFlip
	default:
		return ""
	}
	i := m.Which(urlpattern.StripParams(u, g.re.SessionParams))
	if i < 0 {
		return ""
	}
	return urlType + " " + m.Pattern(i)
}

// SameThread reports whether thread-flip URL link, linked from the page at
// from (a page of a thread), is a later page of from's thread: it is not
// when the thread URLs it extends are all other than those from is or
// extends (a list of similar threads with their pagers, XenForo's and
// bbPress's). Without that, the page would join the wrong thread in
// threads.jsonl, whichever linked it first. A URL that extends no thread
// URL (SMF's topic=5.15, JForum's posts/list/15/5.page) says nothing.
func (g *ITF) SameThread(from, link string) bool {
	mine, its := g.threadsOf(from), g.threadsOf(link)
	if len(mine) == 0 || len(its) == 0 {
		return true
	}
	for k := range its {
		if mine[k] {
			return true
		}
	}
	return false
}

// threadsOf is the keys of the thread URLs u is or extends: its prefixes
// ending before a "/", "?", "&" or ";" (or with the "/"), itself included,
// that the thread regex matches and the thread-flip regex does not.
func (g *ITF) threadsOf(u string) map[string]bool {
	u = urlpattern.StripParams(u, g.re.SessionParams)
	keys := map[string]bool{}
	add := func(p string) {
		if !g.re.Thread.Match(p) || g.re.ThreadFlip.Match(p) {
			return
		}
		if pu, err := url.Parse(p); err == nil {
			keys[g.Key(pu)] = true
		}
	}
	add(u)
	for i := urlpattern.PathStart(u) + 1; i < len(u); i++ {
		switch u[i] {
		case '/':
			add(u[:i+1])
			add(u[:i])
		case '?', '&', ';':
			add(u[:i])
		}
	}
	return keys
}

// paging reports a page number or paging word as a link's anchor.
func paging(anchor string) bool {
	number, word := align.PagingAnchor(anchor)
	return number || word
}

// pagerAnchor reports whether a link on a thread page may be one of its
// pager's: learning takes page-flipping links from pagers alone, whose
// anchors are page numbers and paging words. A link of the thread-flip
// shape that reads otherwise is a post's, to the window of posts it
// starts (Beehive's "In reply to 12.5", msg=12.5). An anchor with no text
// (an image without alt) says nothing.
func pagerAnchor(anchor string) bool {
	norm, _ := align.NormAnchor(anchor)
	return norm == "" || paging(anchor)
}
