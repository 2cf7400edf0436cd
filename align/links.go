package align

import (
	"net/url"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Link is one <a href> of the page.
type Link struct {
	URL    string // resolved against Doc.Base, fragment dropped
	Anchor string // visible text; for an image link its alt or the link's title
	// Path is the tag path from below <body> with stable classes, e.g.
	// "div.wrap/ul.topiclist/li.row/dl/dt/div.list-inner/a.topictitle";
	// the same location on another page of the site has the same path.
	Path     string
	NoFollow bool // rel contains nofollow
	// Permalink is set when the link's fragment names a numbered element
	// of this page (#p45, #comment-12): a link to one of the page's own
	// posts under another URL, not to another page.
	Permalink bool
	Node      *html.Node
}

// Links returns every followable <a href> of the visible body in document
// order: javascript:, mailto: and other non-HTTP schemes and in-page
// fragment links are skipped.
func (d *Doc) Links() []Link {
	return slices.Clone(d.analysis().links)
}

// links collects the links of the tnode tree.
func links(root *tnode, base *url.URL) ([]Link, map[*html.Node]int) {
	var out []Link
	at := map[*html.Node]int{}
	var fragments []string
	named := map[string]bool{}
	preorder(root, func(t *tnode) {
		if t.n.Type != html.ElementNode {
			return
		}
		for _, k := range []string{"id", "name"} {
			if v := attr(t.n, k); v != "" {
				named[v] = true
			}
		}
		if t.n.DataAtom != atom.A {
			return
		}
		href := attr(t.n, "href")
		u, ok := Resolve(base, href)
		if !ok {
			return
		}
		at[t.n] = len(out)
		_, fragment, _ := strings.Cut(href, "#")
		fragments = append(fragments, fragment)
		out = append(out, Link{
			URL:      u.String(),
			Anchor:   Anchor(t.n),
			Path:     t.path(),
			NoFollow: hasWord(attr(t.n, "rel"), "nofollow"),
			Node:     t.n,
		})
	})
	// A section's name (#comments, #top) is no permalink: a pager may
	// jump to it on every page.
	for i, f := range fragments {
		out[i].Permalink = named[f] && strings.ContainsAny(f, "0123456789")
	}
	return out, at
}

// Resolve makes href absolute against base (see BaseURL) and drops its
// fragment; ok is false for links a crawler cannot follow: empty or
// in-page (#top) ones, javascript:, mailto: and other non-HTTP schemes, and
// URLs left without a host.
func Resolve(base *url.URL, href string) (*url.URL, bool) {
	u, ok := resolveURL(base, href)
	if !ok {
		return nil, false
	}
	u.Fragment, u.RawFragment = "", ""
	return u, true
}

// BaseURL is what the relative links of a page fetched from page resolve
// against: the href of its first <base> element in tree order (HTML's
// document base URL, wherever the element sits), resolved against page,
// or page itself. With page nil, an absolute <base href> or nil.
func BaseURL(root *html.Node, page *url.URL) *url.URL {
	href := baseHref(root)
	if href == "" {
		return page
	}
	u, err := url.Parse(href)
	if err != nil {
		return page
	}
	if page != nil {
		u = page.ResolveReference(u)
	}
	if !u.IsAbs() {
		return page
	}
	return u
}

func resolveURL(base *url.URL, href string) (*url.URL, bool) {
	href = strings.TrimSpace(href)
	if href == "" || href[0] == '#' {
		return nil, false
	}
	u, err := url.Parse(href)
	if err != nil {
		return nil, false
	}
	if base != nil {
		u = base.ResolveReference(u)
	}
	if u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https" || base != nil && u.Host == "" {
		return nil, false
	}
	return u, true
}

// Anchor is what link a says it leads to, as learning and the crawl read
// it: its text, whitespace collapsed, blocks apart, a label doubled for
// screen readers once (<span aria-hidden="true">Prev</span><span
// class="visually-hidden">Prev</span>); failing that (no text, or only an
// icon font's ligatures) the alt text of its first image, or its title.
// An image map's <area> says it in its alt text.
func Anchor(a *html.Node) string {
	if a.DataAtom == atom.Area {
		return collapse(attr(a, "alt"))
	}
	if s := visibleText(a, true); s != "" && !ligatures(a) {
		if v := visibleText(a, false); s == v+v || s == v+" "+v {
			return v
		}
		return s
	}
	alt := ""
	walk(a, func(n *html.Node) bool {
		if alt != "" || n.Type == html.ElementNode && skipped(n) && n != a {
			return false
		}
		if n.DataAtom == atom.Img {
			alt = collapse(attr(n, "alt"))
		}
		return true
	})
	if alt != "" {
		return alt
	}
	return collapse(attr(a, "title"))
}

// visibleText is the text of n and its visible descendants, whitespace
// collapsed, blocks separated by a space; with screenReader, the text
// styled for screen readers alone too.
func visibleText(n *html.Node, screenReader bool) string {
	var sb strings.Builder
	var add func(n *html.Node, depth int)
	add = func(n *html.Node, depth int) {
		if n.Type == html.TextNode {
			sb.WriteString(n.Data)
			return
		}
		if depth > maxDepth {
			return
		}
		brk := block(n.DataAtom)
		if brk {
			sb.WriteByte(' ')
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.TextNode || c.Type == html.ElementNode && !skipped(c) && (screenReader || !srOnly(c)) {
				add(c, depth+1)
			}
		}
		if brk {
			sb.WriteByte(' ')
		}
	}
	add(n, 0)
	return collapse(sb.String())
}

// ligatures reports whether all the text of element n is in icon-font
// elements, whose words ("chevron_right" of Material Icons) the font draws
// as a symbol: such a link says what it does in its title, if anywhere.
func ligatures(n *html.Node) bool {
	for _, c := range strings.Fields(attr(n, "class")) {
		if strings.HasPrefix(c, "material-icon") || strings.HasPrefix(c, "material-symbols") {
			return true
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) != "":
			return false
		case c.Type == html.ElementNode && !skipped(c) && visibleText(c, true) != "" && !ligatures(c):
			return false
		}
	}
	return true
}

// srOnly reports whether element n is hidden from sight and kept for
// screen readers, by the class the common style sheets give it
// (Bootstrap's, WordPress's, Drupal's, Foundation's).
func srOnly(n *html.Node) bool {
	for _, c := range strings.Fields(attr(n, "class")) {
		switch c {
		case "sr-only", "visually-hidden", "visuallyhidden", "screen-reader-text", "element-invisible", "show-for-sr":
			return true
		}
	}
	return false
}

func hasWord(list, word string) bool {
	for _, w := range strings.Fields(strings.ToLower(list)) {
		if w == word {
			return true
		}
	}
	return false
}

// profileURL matches the user-profile URLs of common forum and blog
// packages (profile.php?id=, memberlist.php?mode=viewprofile, member.php?u=,
// /members/name.1/, /user3.html, /u/name, /author/name/, FUDforum's
// t=usrinfo, wpForo's /participant/name/) but not member lists
// (userlist.php, /users.html, /participants/).
var profileURL = regexp.MustCompile(`(?i)(profile|/members?/[^/?#]|member\.php\?|/users?/[^/?#]|/participant/[^/?#]|/user[-_]?\d|/u/[^/?#]|/author/[^/?#]|[?&;](u|uid|userid|user_id|user)=\d|us(e)?r_?info\b|(view|show)_?(member|user)\b|/user\.[a-z]{2,4}\?|/~[^/])`)

// IsProfile reports whether l points to a user's profile page.
func IsProfile(l *Link) bool {
	return hasWord(attr(l.Node, "rel"), "author") || IsProfileURL(l.URL)
}

// IsProfileURL reports whether u has the shape of a user's profile URL (or
// of a page of the profile: the user's topics, posts, favourites).
func IsProfileURL(u string) bool {
	if i := strings.Index(u, "://"); i >= 0 {
		u = u[i+3:]
		if j := strings.IndexByte(u, '/'); j >= 0 {
			u = u[j:]
		} else {
			u = "/"
		}
	}
	return profileURL.MatchString(u)
}
