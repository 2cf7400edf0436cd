package entry

import (
	"net/url"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"focus/align"
	"focus/urlpattern"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// page is what entry discovery reads from one fetched page. URLs are kept as
// linked; the finder normalises them when it compares.
type page struct {
	url, final string // as requested and after redirects
	typ        string // the classifier's label
	links      []align.Link
	trail      []string          // breadcrumb links, top-down
	homes      map[string]string // links naming themselves home -> why
	best       []string          // the longest link column: index or thread URLs
	content    []align.Link      // links of the page's main columns
	template   map[string]bool   // tag paths of its links: the site's page template
	doc        *align.Doc
}

// Patterns of what sites call their breadcrumb, logo and home link. Anchor
// names are matched whole, so that "Community forum" on a shop is not a home
// while "Forum", "Board index" and "Forenübersicht" are.
var (
	crumbClass = regexp.MustCompile(`(?i)crumb|navigate|navbits|linktree|pathway|nav-?path`)
	logoClass  = regexp.MustCompile(`(?i)logo|brand|site-?title|site-?name|forumtitle|blog-?title|header-?title`)
	homeAnchor = regexp.MustCompile(`(?i)^(home|home ?page|main page|index|board index|forum index|forum home|forums? list|all forums|forums?|boards?|community|bbs|discussions|all discussions|übersicht|forenübersicht|forum-übersicht|forum-index|startseite|accueil|index du forum|inicio|portada|foros?|índice|indice|首页|论坛|社区|ホーム|掲示板)$`)
)

// separators are the characters breadcrumbs print between their links.
// Menus separate with "|" or "·"; those are left out.
const separators = arrows + "/:"

// arrows are the separators that point the way down a trail.
const arrows = "»›>→⇒"

// analyse reads a parsed page. Columns all of whose links are chrome (a
// sidebar linked alike from every page) are no content of the page, unless
// every column is: then the page is the one chrome was judged by.
func analyse(p *page, d *align.Doc, chrome func(align.Link) bool) {
	p.links = d.Links()
	p.template = map[string]bool{}
	for _, l := range p.links {
		p.template[l.Path] = true
	}
	byNode := map[*html.Node]align.Link{}
	for _, l := range p.links {
		byNode[l.Node] = l
	}
	p.trail = trail(d.Root, byNode)
	p.homes = homes(d, p.links)
	p.doc = d
	p.best, p.content = columns(d, p.trail, chrome)
}

// trail finds the page's first breadcrumb: an element named like one, or
// whose links are separated by separators alone, outermost first. Links
// separated by slashes or colons alone ("Register / Log in") are a trail
// only when no later one points the way with arrows (» › > →).
func trail(root *html.Node, byNode map[*html.Node]align.Link) []string {
	var found, slashed []string
	var walk func(n *html.Node) bool
	walk = func(n *html.Node) bool {
		if n.Type == html.ElementNode && n.DataAtom != atom.Body && n.DataAtom != atom.Html {
			if crumbNamed(n) {
				if links, _, _ := sequence(trailList(n, byNode), byNode); len(links) > 0 {
					found = links
					return true
				}
			}
			if links, separated, seps := sequence(n, byNode); separated && len(links) >= 2 {
				if strings.ContainsAny(seps, arrows) {
					found = links
					return true
				}
				if slashed == nil {
					slashed = links
				}
				return false
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if walk(c) {
				return true
			}
		}
		return false
	}
	if !walk(root) {
		return slashed
	}
	return found
}

// crumbNamed reports whether an element calls itself a breadcrumb, by
// class or id, schema.org BreadcrumbList, ARIA label or data role.
func crumbNamed(n *html.Node) bool {
	for _, a := range n.Attr {
		switch a.Key {
		case "class", "id", "itemtype", "aria-label", "data-role", "role":
			if crumbClass.MatchString(a.Val) {
				return true
			}
		}
	}
	return false
}

// trailList narrows a breadcrumb container holding several lists, as one
// whose "All activity" link floats in a list of its own beside the trail:
// to the list named a breadcrumb, else the longest.
func trailList(n *html.Node, byNode map[*html.Node]align.Link) *html.Node {
	best, most, named := n, 0, false
	var walk func(c *html.Node)
	walk = func(c *html.Node) {
		if c.Type == html.ElementNode && (c.DataAtom == atom.Ul || c.DataAtom == atom.Ol) {
			k, _, _ := sequence(c, byNode)
			isNamed := crumbNamed(c) && len(k) > 0
			if (isNamed && !named) || (isNamed == named && len(k) > most) {
				best, most, named = c, len(k), isNamed
			}
			return
		}
		for k := c.FirstChild; k != nil; k = k.NextSibling {
			walk(k)
		}
	}
	walk(n)
	return best
}

// sequence lists the links below n in order and reports whether the text
// between each two of them is only separators (at least one), and that
// text. A link after the trail's last step, the current page named in
// plain text (DjangoBB's "» Topic title" and its feed's icon), ends the
// list: the links before it are the trail.
func sequence(n *html.Node, byNode map[*html.Node]align.Link) (urls []string, separated bool, seps string) {
	separated = true
	ended := false
	icons := true // every link so far is an image alone
	var between, all strings.Builder
	var walk func(c *html.Node)
	walk = func(c *html.Node) {
		switch c.Type {
		case html.TextNode:
			between.WriteString(c.Data)
			return
		case html.ElementNode:
			if l, ok := byNode[c]; ok {
				if ended {
					return
				}
				if len(urls) > 0 {
					gap := between.String()
					if !onlySeparators(gap) {
						if len(urls) >= 2 && endsStep(gap) {
							ended = true
							return
						}
						if icons {
							// Buttons before the trail (mwForum's previous,
							// next and up arrows): the trail starts here.
							urls, icons = nil, textless(c)
							all.Reset()
							between.Reset()
							urls = append(urls, l.URL)
							return
						}
						separated = false
					}
					all.WriteString(gap)
				}
				icons = icons && textless(c)
				urls = append(urls, l.URL)
				between.Reset()
				return
			}
		}
		for k := c.FirstChild; k != nil; k = k.NextSibling {
			walk(k)
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		walk(c)
	}
	return urls, separated, all.String()
}

// textless reports whether a link shows no text, an image alone.
func textless(a *html.Node) bool {
	var has func(n *html.Node) bool
	has = func(n *html.Node) bool {
		if n.Type == html.TextNode && strings.TrimSpace(n.Data) != "" {
			return true
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if has(c) {
				return true
			}
		}
		return false
	}
	return !has(a)
}

// endsStep reports whether text is one more step of a trail in plain
// text: a separator, then words.
func endsStep(text string) bool {
	t := strings.TrimSpace(text)
	rest := strings.TrimLeft(t, separators+" \t\r\n\u00a0")
	return rest != t && rest != ""
}

func onlySeparators(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && strings.Trim(s, separators+" \t\r\n\u00a0") == ""
}

// homes finds the links a page marks as its home: rel=home, up, index or
// start (on <a> or <link>), the logo or site title, and anchors named like
// a home or forum index.
func homes(d *align.Doc, links []align.Link) map[string]string {
	out := map[string]string{}
	add := func(u, why string) {
		if _, ok := out[u]; !ok {
			out[u] = why
		}
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.DataAtom == atom.Link {
			if rel := homeRel(attr(n, "rel")); rel != "" && d.Base != nil {
				if u, err := d.Base.Parse(strings.TrimSpace(attr(n, "href"))); err == nil {
					u.Fragment = ""
					add(u.String(), "rel="+rel)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(d.Root)
	// A site has one logo: links at one place that lead to several pages
	// are a list, whatever they are classed (phpBB's board titles are
	// a.forumtitle, SMF's site name h1.forumtitle).
	logos := map[string]map[string]bool{}
	for i, l := range links {
		if isLogo(l, i) {
			if logos[l.Path] == nil {
				logos[l.Path] = map[string]bool{}
			}
			logos[l.Path][l.URL] = true
		}
	}
	for _, l := range links {
		if rel := homeRel(attr(l.Node, "rel")); rel != "" {
			add(l.URL, "rel="+rel)
		}
		if us := logos[l.Path]; us[l.URL] && len(us) == 1 {
			add(l.URL, "logo")
		}
		if homeAnchor.MatchString(strings.TrimSpace(l.Anchor)) {
			add(l.URL, "named "+strings.TrimSpace(l.Anchor))
		}
	}
	return out
}

func homeRel(rel string) string {
	for _, w := range strings.Fields(strings.ToLower(rel)) {
		switch w {
		case "home", "index", "start", "up":
			return w
		}
	}
	return ""
}

// isLogo: a link classed as a logo or site title (itself or within two
// ancestors), or among the page's first links, around an image or in an
// <h1>. A later <h1> link is a thread page's own title.
func isLogo(l align.Link, i int) bool {
	segs := strings.Split(l.Path, "/")
	for j := max(0, len(segs)-3); j < len(segs); j++ {
		if logoClass.MatchString(segs[j]) {
			return true
		}
	}
	for n, k := l.Node, 0; n != nil && k < 3; n, k = n.Parent, k+1 {
		if logoClass.MatchString(attr(n, "id")) {
			return true
		}
	}
	if i < 3 {
		if slices.ContainsFunc(segs, func(s string) bool { return s == "h1" || strings.HasPrefix(s, "h1.") }) {
			return true
		}
		for c := l.Node.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && c.DataAtom == atom.Img {
				return true
			}
		}
	}
	return false
}

// columns picks the page's link columns (FoCUS's URL groups): best is the one
// with the longest anchor text, the index or thread URLs of an index page;
// content joins every column with at least a quarter of that text. Dates and
// page numbers do not count as anchor text, so that last-post and paging
// columns do not outweigh board titles; a column that is the breadcrumb
// again is navigation, not content, and so are columns of chrome. A column
// of members' profiles (who is online) is content but never best: it lists
// people, not boards or threads. Links to other hosts are no column's: a
// link aggregator's stories lead away, their discussions stay on the site.
func columns(d *align.Doc, trail []string, chrome func(align.Link) bool) (best []string, content []align.Link) {
	var cols []linkColumn
	own := false // a column not all chrome
	away := func(u string) bool {
		x, err := url.Parse(u)
		return d.Base != nil && err == nil && x.Host != d.Base.Host
	}
	for _, t := range d.LinkTables() {
		for _, c := range t.Columns {
			// A column of several kinds of URL is as many columns: a
			// cell naming a post's category, its forum and its thread.
			byShape := map[string][]align.Link{}
			var shapes []string
			for _, l := range c.Links {
				if l.NoFollow || away(l.URL) {
					continue
				}
				sh := urlpattern.Shape(l.URL)
				if byShape[sh] == nil {
					shapes = append(shapes, sh)
				}
				byShape[sh] = append(byShape[sh], l)
			}
			for _, sh := range shapes {
				if k, ok := column(byShape[sh], trail, chrome, d.Now); ok {
					cols = append(cols, k)
					own = own || !k.chrome
				}
			}
		}
	}
	if own {
		cols = slices.DeleteFunc(cols, func(k linkColumn) bool { return k.chrome })
	}
	most := 0
	for _, k := range cols {
		if k.text > most && !k.people {
			most, best = k.text, k.urls
		}
	}
	for _, k := range cols {
		if k.text*4 >= most && most > 0 {
			content = append(content, k.links...)
		}
	}
	return best, content
}

// linkColumn is a column of a page's link tables, of one URL shape.
type linkColumn struct {
	links  []align.Link
	urls   []string // distinct, sorted
	text   int      // runes of anchor text, dates and numbers left out
	chrome bool     // every link is the site's chrome
	people bool     // every link is a member's profile
}

// column reads links as a column; ok is false for fewer than two URLs or a
// breadcrumb again.
func column(links []align.Link, trail []string, chrome func(align.Link) bool, now time.Time) (k linkColumn, ok bool) {
	k = linkColumn{links: links, chrome: true, people: true}
	inTrail := true
	for _, l := range links {
		k.urls = append(k.urls, l.URL)
		inTrail = inTrail && slices.Contains(trail, l.URL)
		k.chrome = k.chrome && chrome(l)
		k.people = k.people && align.IsProfile(&l)
		a := strings.TrimSpace(l.Anchor)
		if _, isDate := align.ParseTime(a, now); isDate || numeric(a) {
			continue
		}
		k.text += utf8.RuneCountInString(a)
	}
	slices.Sort(k.urls)
	k.urls = slices.Compact(k.urls)
	return k, len(k.urls) >= 2 && !inTrail
}

func numeric(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}
