package learn

import (
	"bytes"
	"context"
	"mime"
	"net/url"
	"slices"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"focus/align"
	"focus/urlpattern"
)

// page is one fetched URL.
type page struct {
	url, final  string // as requested and after redirects, session parameters stripped
	status      int
	contentType string
	doc         *align.Doc // nil unless an HTML page with status 200
	typ         string     // the classifier's page type
	err         error
	links       []align.Link // followable links, once filtered (see learner.links)
	fam         string       // the page whose paging led here, if any
	fwd         string       // the anchor of the paging link that led here
	visit       *visit       // what the page showed as an index page
	canonical   string       // path and query of its <link rel="canonical"> (see pathQuery), "" for none
	slash       int          // how its canonical link spells its own URL: +1 with a trailing slash added, -1 dropped, 0 alike or otherwise
	text        map[string]bool
	paths       pathClasses
}

// texts is the set of the page's text strings, computed once.
func (p *page) texts() map[string]bool {
	if p.text == nil {
		p.text = map[string]bool{}
		var walk func(n *html.Node)
		walk = func(n *html.Node) {
			if n.Type == html.ElementNode && (n.DataAtom == atom.Script || n.DataAtom == atom.Style) {
				return
			}
			if t := strings.TrimSpace(n.Data); n.Type == html.TextNode && t != "" {
				p.text[t] = true
			}
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				walk(c)
			}
		}
		walk(p.doc.Root)
	}
	return p.text
}

// family is the first page of the board or thread p is a page of, as far
// as learning followed its paging: p itself unless a paging link led to it.
func (p *page) family() string {
	if p.fam != "" {
		return p.fam
	}
	return p.url
}

// others is us without p's own URL and its first page's: a list names
// neither among its items (a breadcrumb's last step, a pager's link to
// page 1).
func (p *page) others(us []string) []string {
	return slices.DeleteFunc(slices.Clone(us), func(u string) bool { return u == p.url || u == p.family() })
}

// ok reports whether p is an HTML page served at its own URL: a redirect
// is a duplicate URL of another page, whatever that page is.
func (p *page) ok() bool { return p.doc != nil && p.final == p.url }

// file reports whether p answered with something other than an HTML page
// (a feed, an image): no page of any list.
func (p *page) file() bool {
	return p.doc == nil && p.err == nil && p.status == 200 && !strings.Contains(p.contentType, "html")
}

// pathQuery is a URL's path and query, a trailing slash left out. Host and
// scheme are left out: a mirror replayed on another host keeps the
// original's canonical links.
func pathQuery(u *url.URL) string {
	pq := strings.TrimSuffix(u.EscapedPath(), "/")
	if u.RawQuery != "" {
		pq += "?" + u.RawQuery
	}
	return pq
}

// canonicalElsewhere reports whether p names another URL its canonical
// one: Khoros's message permalinks name their topic's page. A canonical
// URL that extends p's own names p in a longer spelling (esoTalk's
// ID-SLUG/0 on ID-SLUG: its posts from the first on), not another page.
func (p *page) canonicalElsewhere() bool {
	if p.canonical == "" {
		return false
	}
	u, err := url.Parse(p.url)
	if err != nil {
		return false
	}
	own := pathQuery(u)
	return own != p.canonical && (own == "" || !extends(p.canonical, own))
}

// slashToggled tells how canonical spells u when the two differ by a
// trailing slash on the path alone: +1 adds one, -1 drops it, else 0. The
// host is not compared: a mirror replayed on another keeps the original's.
func slashToggled(u string, canonical *url.URL) int {
	own, err := url.Parse(u)
	if err != nil || own.RawQuery != canonical.RawQuery {
		return 0
	}
	o, c := own.EscapedPath(), canonical.EscapedPath()
	switch {
	case c == o+"/":
		return 1
	case o == c+"/" && c != "":
		return -1
	}
	return 0
}

// respelled gives us as their pages' canonical links spell them, where
// every page of us learning fetched names its own URL with a trailing
// slash added, or every one with it dropped (esoTalk links a channel as
// conversations/SLUG/ from its rows and names conversations/SLUG its
// canonical URL): the crawl fetches each page once, by the URL the site
// calls its own. The new spellings are kept in l.spelling.
func (l *learner) respelled(us []string) []string {
	dir := 0
	for _, u := range us {
		p := l.pages[u]
		if p == nil || !p.ok() {
			continue
		}
		if p.slash == 0 || dir != 0 && p.slash != dir {
			return us
		}
		dir = p.slash
	}
	if dir == 0 {
		return us
	}
	out := make([]string, 0, len(us))
	for _, u := range us {
		v := toggleSlash(u, dir)
		l.spelling[u] = v
		out = append(out, v)
	}
	return distinct(out)
}

// spelled is u as respelled gave it, or u.
func (l *learner) spelled(u string) string {
	if v, ok := l.spelling[u]; ok {
		return v
	}
	return u
}

// toggleSlash adds a trailing slash to u's path (dir > 0) or drops it.
func toggleSlash(u string, dir int) string {
	i := urlpattern.PathStart(u)
	end := len(u)
	if j := strings.IndexAny(u[i:], "?#"); j >= 0 {
		end = i + j
	}
	path := u[i:end]
	switch {
	case dir > 0 && !strings.HasSuffix(path, "/"):
		path += "/"
	case dir < 0 && len(path) > 1 && strings.HasSuffix(path, "/"):
		path = path[:len(path)-1]
	}
	return u[:i] + path + u[end:]
}

// fetch gets and classifies one URL; it does not count or cache.
func (l *learner) fetch(ctx context.Context, u string) *page {
	fp, err := l.client.Get(ctx, u)
	if err != nil {
		l.log.Debug("fetch failed", "url", u, "err", err)
		return &page{url: u, final: u, err: err}
	}
	p := &page{url: fp.URL, final: fp.FinalURL, status: fp.Status, contentType: fp.ContentType}
	if mt, _, _ := mime.ParseMediaType(fp.ContentType); fp.Status == 200 && (mt == "text/html" || mt == "application/xhtml+xml") {
		if d, err := align.Parse(bytes.NewReader(fp.Body), fp.FinalURL); err == nil {
			d.Now = fp.Clock()
			p.doc = d
			p.typ = l.classifier.Classify(d).Type
			if c := d.Canonical(); c != nil {
				p.canonical = pathQuery(c)
				p.slash = slashToggled(fp.FinalURL, c)
			}
		}
	}
	return p
}

// get returns the page at u, fetching it unless fetched before; nil when
// the budget is spent.
func (l *learner) get(ctx context.Context, u string) *page {
	return l.getAll(ctx, []string{u})[0]
}

// getAll returns the pages at urls, fetching the new ones in parallel;
// a page is nil when the budget ran out before it.
func (l *learner) getAll(ctx context.Context, urls []string) []*page {
	out := make([]*page, len(urls))
	var todo []int
	for i, u := range urls {
		if p, ok := l.pages[u]; ok {
			out[i] = p
		} else if l.left() > 0 && ctx.Err() == nil && !slices.ContainsFunc(todo, func(j int) bool { return urls[j] == u }) {
			todo = append(todo, i)
			l.fetches++
		}
	}
	var wg sync.WaitGroup
	next := make(chan int)
	for range min(workers, len(todo)) {
		wg.Go(func() {
			for i := range next {
				out[i] = l.fetch(ctx, urls[i])
			}
		})
	}
	for _, i := range todo {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, i := range todo {
		p := out[i]
		p.url, p.final = urls[i], l.strip(p.final)
		l.pages[p.url] = p
		l.order = append(l.order, p)
	}
	for i, u := range urls {
		if out[i] == nil {
			out[i] = l.pages[u] // a repeated URL
		}
	}
	return out
}

// links returns the links of p a crawler may follow and learning should
// look at: on the site, not nofollow, allowed by robots.txt, no answer of
// p's search forms, not p itself;
// their URLs without session parameters, their tag paths without the
// classes that name one item (see pathClasses).
func (l *learner) links(ctx context.Context, p *page) []align.Link {
	if p.links != nil || p.doc == nil {
		return p.links
	}
	all := p.doc.Links()
	p.paths = newPathClasses(all, p.url)
	p.links = []align.Link{}
	searches := p.doc.SearchForms()
	for _, k := range all {
		if k.NoFollow {
			continue
		}
		pu, err := url.Parse(k.URL)
		if err != nil || pu.Host != l.host {
			continue
		}
		// A search's answers (Elgg's tag links, search?q=TAG) are lists
		// made on demand, in any number: no part of the site's structure.
		if slices.ContainsFunc(searches, func(f align.SearchForm) bool { return f.Answers(pu) }) {
			continue
		}
		if ok, err := l.client.Allowed(ctx, k.URL); err != nil || !ok {
			continue
		}
		k.URL = l.strip(k.URL)
		if k.URL == p.url || k.URL == p.final {
			continue
		}
		k.Path = p.paths.clean(k.Path)
		p.links = append(p.links, k)
	}
	return p.links
}

// pathClasses tells the classes of a page's link paths that name a
// position from those that name one item, by the words of the page's URLs.
type pathClasses struct {
	words map[string]int  // URL word -> distinct URLs of the page that have it
	kinds map[string]bool // path segments followed by a number: forum of forum/3/
}

func newPathClasses(links []align.Link, self string) pathClasses {
	pc := pathClasses{words: map[string]int{}, kinds: map[string]bool{}}
	urls := map[string]bool{}
	for _, k := range links {
		if !urls[k.URL] {
			urls[k.URL] = true
			if section(k.URL) {
				// A section of the site (/categories/, /members/) names a
				// kind of page, however few links lead there: Misago's
				// categories-list-item-name is a place in every row.
				continue
			}
			for _, w := range urlWords(k.URL) {
				pc.words[w]++
			}
			pc.addKinds(k.URL)
		}
	}
	pc.addKinds(self)
	// A title in the page's own URL names the page's item (the category
	// of a category page), however often the page links it.
	for _, w := range urlWords(self) {
		if strings.ContainsAny(w, "-_") && pc.words[w] < structural {
			pc.words[w] = 1
		}
	}
	return pc
}

// addKinds notes the path segments of u that a number follows: they name
// a kind of page (forum/3/, topic/5/, page/2/), however few URLs of the
// page have them. On a board of one page few links lead to other boards,
// and PunBB's main-forum class would otherwise read as the name of one.
func (pc pathClasses) addKinds(u string) {
	pu, err := url.Parse(u)
	if err != nil {
		return
	}
	segs := strings.Split(strings.ToLower(pu.EscapedPath()), "/")
	for i := 0; i+1 < len(segs); i++ {
		if _, num := align.PageNumber(segs[i+1]); num && strings.ContainsFunc(segs[i], unicode.IsLetter) {
			pc.kinds[segs[i]] = true
		}
	}
}

// structural is how many distinct URLs of a page a word must be in to name
// a kind of page rather than one item.
const structural = 3

// section reports whether u is a path of one segment, without a query.
func section(u string) bool {
	pu, err := url.Parse(u)
	return err == nil && pu.RawQuery == "" && strings.Count(strings.Trim(pu.Path, "/"), "/") == 0 && strings.Trim(pu.Path, "/") != ""
}

// urlWords are the path segments and query values of u, lower-cased.
func urlWords(u string) []string {
	pu, err := url.Parse(u)
	if err != nil {
		return nil
	}
	var ws []string
	add := func(w string) {
		if w != "" && !slices.Contains(ws, w) {
			ws = append(ws, w)
		}
	}
	for w := range strings.SplitSeq(strings.ToLower(pu.EscapedPath()), "/") {
		add(w)
	}
	for kv := range strings.FieldsFuncSeq(strings.ToLower(pu.RawQuery), func(r rune) bool { return r == '&' || r == ';' }) {
		_, v, _ := strings.Cut(kv, "=")
		add(v)
	}
	return ws
}

// clean drops from a tag path the classes that name one item, not a
// position: a class with a number (WordPress's post-123), and a class that
// spells a word found in few URLs of the page (Stack Exchange's
// js-tagname-jazz, WordPress's category-baking on each post of that
// category). Each tag or post would otherwise be a group of its own, and
// each page a new one.
func (pc pathClasses) clean(path string) string {
	steps := strings.Split(path, "/")
	for i, step := range steps {
		parts := strings.Split(step, ".")
		kept := parts[:1]
		for _, cl := range parts[1:] {
			if !strings.ContainsFunc(cl, unicode.IsDigit) && !pc.spellsItem(cl) {
				kept = append(kept, cl)
			}
		}
		steps[i] = strings.Join(kept, ".")
	}
	return strings.Join(steps, "/")
}

// spellsItem reports whether a class has as a whole part (between - or _
// or its ends) a word of few URLs of the page (see newPathClasses), other
// than a paging word or a kind of page (see addKinds).
func (pc pathClasses) spellsItem(class string) bool {
	class = strings.ToLower(class)
	for w, n := range pc.words {
		if n < structural && len(w) >= 4 && strings.ContainsFunc(w, unicode.IsLetter) && !align.FlipWord(w) && !backWords[w] && !pc.kinds[w] && spells(class, w) {
			return true
		}
	}
	return false
}

// spells reports whether class has word as a whole part, between - or _
// or its ends.
func spells(class, word string) bool {
	class = strings.ToLower(class)
	for i := strings.Index(class, word); i >= 0; {
		j := i + len(word)
		if (i == 0 || class[i-1] == '-' || class[i-1] == '_') && (j == len(class) || class[j] == '-' || class[j] == '_') {
			return true
		}
		k := strings.Index(class[i+1:], word)
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}
