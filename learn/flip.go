package learn

import (
	"context"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"focus/align"
	"focus/urlpattern"
)

// sameAnchor reports whether two anchors read the same, case and spacing
// aside.
func sameAnchor(a, b string) bool {
	return strings.EqualFold(strings.Join(strings.Fields(a), " "), strings.Join(strings.Fields(b), " "))
}

// pager sorts a group of links: a numbered pager (page numbers, maybe with
// paging words), a single paging link (words alone), a calendar (see
// dated), or neither.
type pager int

const (
	noPager pager = iota
	numbered
	single
	calendar
)

func pagerOf(g *group) pager {
	if dated(g) {
		return calendar
	}
	numbers := 0
	for _, a := range g.anchors {
		num, word := align.PagingAnchor(a)
		if !num && !word {
			return noPager
		}
		if num {
			numbers++
		}
	}
	switch {
	case numbers > 0:
		return numbered
	case len(g.urls) <= 2:
		return single
	}
	return noPager
}

// dated reports whether every URL of g ends its path in a year and a
// month: a list paged by month (HyperKitty's months of a mailing list,
// named by their names, the list's first page showing its latest
// threads), the only way to the older threads.
func dated(g *group) bool {
	return len(g.urls) >= 2 && !slices.ContainsFunc(g.urls, func(u string) bool { return !month(u) })
}

// month reports whether URL u's path ends in a year and a month.
func month(u string) bool { return yearMonth.MatchString(pathOf(u)) }

var yearMonth = regexp.MustCompile(`/(?:19|20)\d\d/(?:0?[1-9]|1[0-2])/?$`)

// pathGroups groups the followable links of p by tag path and URL shape,
// each URL with its longest anchor.
func (l *learner) pathGroups(ctx context.Context, p *page) []*group {
	byKey := map[string]*group{}
	var order []*group
	for _, k := range l.links(ctx, p) {
		key := k.Path + " " + urlpattern.Shape(k.URL)
		g := byKey[key]
		if g == nil {
			g = &group{key: key, path: k.Path}
			byKey[key] = g
			order = append(order, g)
		}
		// An icon link ahead of its words (Spirit's chevron, then "Last")
		// is not the URL's anchor.
		if i := slices.Index(g.urls, k.URL); i >= 0 {
			if len(k.Anchor) > len(g.anchors[i]) {
				g.anchors[i] = k.Anchor
			}
			continue
		}
		g.urls = append(g.urls, k.URL)
		g.anchors = append(g.anchors, k.Anchor)
	}
	return order
}

// flipURL is a page-flipping URL found on a page of kind.
type flipURL struct {
	url, kind string
	source    *page
}

// flips finds the page-flipping links of p, an index or thread page as
// kind says, and records one of them. It reports whether that taught
// something new: a group accepted, a board or thread that pages.
func (l *learner) flips(ctx context.Context, p *page, kind string) bool {
	if l.scanned[kind+" "+p.url] {
		return false
	}
	l.scanned[kind+" "+p.url] = true
	learned := false
	var accepted []*group
	for _, g := range l.pathGroups(ctx, p) {
		pg := pagerOf(g)
		if pg == noPager || pg == calendar && !l.monthPager(p, kind, g) {
			continue
		}
		key := kind + " " + g.key
		ok := l.flipOK[key]
		if !ok && l.flipTries[key] < flipTries {
			// A group fails on one page (a two-page board whose last page
			// is a single topic) and passes on the next.
			l.flipTries[key]++
			ok = l.verifyFlip(ctx, p, kind, g, pg)
			l.flipOK[key] = ok
			learned = learned || ok
			l.log.Debug("page-flipping group", "page", p.url, "kind", kind, "group", g.key, "anchors", g.anchors, "accepted", ok)
		}
		if ok {
			accepted = append(accepted, g)
		}
	}
	if len(accepted) == 0 {
		if scriptPaging(p.doc.Root) {
			l.scripted[kind]++
		}
		return learned
	}
	l.findAlias(ctx, p, kind, accepted)
	// One URL per board or thread: the URLs of one would be half the
	// training set, and regex learning would keep its title as a literal.
	// The entry page's list is the exception: it is the site's main list
	// (latest topics, the blog's posts), a kind of list of its own, and
	// its URLs carry no title.
	fam := kind + " " + p.family()
	quota := 1
	if p.family() == l.home {
		quota = homeFlips
	}
	if l.contributed[fam] >= quota {
		return learned
	}
	for _, g := range accepted {
		for _, i := range flipOrder(g) {
			// A link back to a first page (the "1" of a pager) is an index
			// or thread URL, not a page-flipping one. From a later page only
			// a link like the one that led there counts: the links back may
			// spell page 1 otherwise (Blogger's reverse-paginate=true), and
			// older and newer go either way. A later page reached from a
			// list's own pager (page 3 of a topic, linked beside its title)
			// links back to a URL its own extends: that is its first page.
			u := g.urls[i]
			if p.fwd != "" && !sameAnchor(g.anchors[i], p.fwd) || p.family() != l.home && !sameList(l.home, p.family(), u) || extends(p.url, u) {
				continue
			}
			if u != l.home && !l.index.seen[u] && !l.thread.seen[u] && !l.flipSeen[kind+" "+u] {
				l.flipSeen[kind+" "+u] = true
				l.flipURLs = append(l.flipURLs, flipURL{url: u, kind: kind, source: p})
				l.contributed[fam]++
				l.sources[kind]++
				return true
			}
		}
	}
	return learned
}

// monthPager reports whether g, links to months found on p, pages p's
// list. Months page a list of threads, not a thread. Months voted lists of
// their own are no pager, nor are months outside the list's directory: a
// blog's archive, in a sidebar beside a forum.
func (l *learner) monthPager(p *page, kind string, g *group) bool {
	return kind == TypeIndex && !slices.ContainsFunc(g.urls, func(u string) bool {
		return l.index.seen[u] || !sameList(l.home, p.family(), u)
	})
}

// sameList reports whether u may be a later page of the board or thread
// whose first page is first: u is first and more (see extends), or their
// URLs share more than the directory of home, the entry page. A filtered
// view may page on under another list's URL (Stack Exchange's /unanswered
// goes on at /questions?tab=unanswered&page=2): such pages belong to the
// other list, which is learned from its own paging links. A thread may
// live outside the entry page's directory (Redmine's boards/B/topics/T
// beside projects/P/boards).
func sameList(home, first, u string) bool {
	root := strings.LastIndexByte(home[:urlpattern.PathStart(home)+len(pathOf(home))], '/') + 1
	n := 0
	for n < len(first) && n < len(u) && first[n] == u[n] {
		n++
	}
	return n > root || extends(u, first)
}

// pathOf is the path of absolute URL u.
func pathOf(u string) string {
	p := u[urlpattern.PathStart(u):]
	if i := strings.IndexAny(p, "?#"); i >= 0 {
		p = p[:i]
	}
	return p
}

// verifyFlip tries up to two destinations of a paging group of p (FoCUS
// 4.3.1, page-flipping URLs): one must be another page than p, continue
// the paging (see connected) and be laid out as p (see sameLayout). An
// accepted destination is itself a page of kind, searched later.
func (l *learner) verifyFlip(ctx context.Context, p *page, kind string, g *group, pg pager) bool {
	for n, i := range flipOrder(g) {
		if n == 2 {
			break
		}
		d := l.get(ctx, g.urls[i])
		if d == nil {
			return false
		}
		if !d.ok() || samePage(p, d) || !l.connected(ctx, p, g, pg, d) || !sameLayout(p, d, kind) {
			continue
		}
		// A link back to the list's first page (page 2's "prev") leads to
		// no later page: the first page's family is itself.
		if d.fam == "" && d.url != p.family() {
			d.fam, d.fwd = p.family(), g.anchors[i]
		}
		if kind == TypeIndex {
			l.enqueue(d.url, p.family())
		} else {
			l.threads = append(l.threads, d)
		}
		return true
	}
	return false
}

// sameLayout reports whether d is laid out as p, a page of kind: the
// classifier says d is of that kind, or the two pages share a layout (see
// align.SameLayout). Either suffices, as the classifier is wrong now and
// then and a last page can be much shorter than a first.
func sameLayout(p, d *page, kind string) bool {
	return d.typ == kind || align.SameLayout(p.doc.Root, d.doc.Root)
}

// flipOrder is the order to try a group's links in: forward first (next,
// then page numbers from 2 up, which short lists have too), links back to
// the first page last.
func flipOrder(g *group) []int {
	idx := make([]int, len(g.urls))
	for i := range idx {
		idx[i] = i
	}
	rank := func(i int) int {
		n, _ := align.NormAnchor(g.anchors[i])
		if backAnchor(g.anchors[i]) {
			return 1 << 20
		}
		if v, ok := align.PageNumber(n); ok {
			return 1 + min(v, 1<<19)
		}
		return 0
	}
	slices.SortStableFunc(idx, func(a, b int) int { return rank(a) - rank(b) })
	return idx
}

// connected reports whether destination d continues the paging of g, a
// group of p: paging links at the same tag path (numbered), months there
// (calendar), or a paging-word link to a URL other than g's (single): the
// next "Older posts", or on a last page the "Newer posts" back. A last
// page with no link back (Blogger's comment pages, paged forward only by
// "Load more...") continues a single link when its URL is p's with page 2
// appended. (d's own URL is not among its links.)
func (l *learner) connected(ctx context.Context, p *page, g *group, pg pager, d *page) bool {
	if pg == single && p.fam == "" && secondPage(p.url, d.url) {
		return true
	}
	for _, k := range l.links(ctx, d) {
		num, word := align.PagingAnchor(k.Anchor)
		switch {
		case pg == numbered && k.Path == g.path && (num || word):
			return true
		case pg == single && word && !slices.Contains(g.urls, k.URL):
			return true
		case pg == calendar && k.Path == g.path && month(k.URL):
			return true
		}
	}
	return false
}

// secondPage reports whether u is first with a page 2 appended: the only
// number of what it appends is 2 (x.html?commentPage=2, tag/x/page/2/).
func secondPage(first, u string) bool {
	rest, ok := strings.CutPrefix(u, first)
	ns := numbers.FindAllString(rest, -1)
	return ok && len(ns) == 1 && ns[0] == "2"
}

// samePage reports whether two pages show the same content, judged by
// their text: a permalink that renders the page it sits on is no
// page-flipping link, and a first-page alias shows the first page. Links
// would not do: comment pages of a blog post differ in little but text.
func samePage(a, b *page) bool {
	ta, tb := a.texts(), b.texts()
	common := 0
	for t := range ta {
		if tb[t] {
			common++
		}
	}
	union := len(ta) + len(tb) - common
	return union > 0 && float64(common) >= 0.95*float64(union)
}

// loadMore are the labels of buttons that page by script.
var loadMore = []string{"show more", "load more", "more answers", "more comments", "more posts", "see more",
	"view more", "mehr laden", "mehr anzeigen", "weitere laden", "voir plus", "afficher plus", "charger plus"}

// scriptPaging reports whether a page has paging controls that work only
// through JavaScript: "Show more" buttons, elements whose onclick names a
// page, links to javascript: with paging anchors.
func scriptPaging(root *html.Node) bool {
	found := false
	var walk func(n *html.Node, inForm bool)
	walk = func(n *html.Node, inForm bool) {
		if found || n.Type != html.ElementNode && n.Type != html.DocumentNode {
			return
		}
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Form:
				inForm = true
			case atom.Script, atom.Style:
				return
			}
			if !inForm && pagingControl(n) {
				found = true
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inForm)
		}
	}
	walk(root, false)
	return found
}

// pagingControl reports whether n pages by script: a "Show more" or a
// paging word, or a page number beside another such control (a lone
// number on a button counts votes or likes).
func pagingControl(n *html.Node) bool {
	switch num, word := scriptedLabel(n); {
	case word:
		return true
	case num:
		for p, up := n.Parent, 0; p != nil && up < 2; p, up = p.Parent, up+1 {
			if otherControl(p, n) {
				return true
			}
		}
	}
	return false
}

// scriptedLabel reads n, an enabled control that works only through
// script, as a page number or a paging word (loadMore's among them).
func scriptedLabel(n *html.Node) (num, word bool) {
	onclick, href, hasHref := "", "", false
	for _, a := range n.Attr {
		switch strings.ToLower(a.Key) {
		case "onclick":
			onclick = strings.ToLower(a.Val)
		case "href":
			href, hasHref = strings.ToLower(strings.TrimSpace(a.Val)), true
		case "disabled":
			return false, false // a count shown as a button, or a pager's end
		}
	}
	scripted := onclick != "" || n.DataAtom == atom.Button ||
		n.DataAtom == atom.A && (!hasHref || href == "#" || strings.HasPrefix(href, "javascript:"))
	if !scripted {
		return false, false
	}
	label := strings.Join(strings.Fields(strings.ToLower(text(n))), " ")
	for _, w := range loadMore {
		if strings.HasPrefix(label, w) {
			return false, true
		}
	}
	num, word = align.PagingAnchor(label)
	if word {
		// A bare "More" is as often a menu as a pager.
		n, _ := align.NormAnchor(label)
		word = n != "more" && n != "plus" && n != "mehr"
	}
	return num, word
}

// otherControl reports whether a scripted paging control other than n
// is below root.
func otherControl(root, n *html.Node) bool {
	for c := root.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if c != n {
			if num, word := scriptedLabel(c); num || word {
				return true
			}
		}
		if otherControl(c, n) {
			return true
		}
	}
	return false
}

// text is the text inside n.
func text(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
			b.WriteByte(' ')
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}

// threadFlips searches the thread pages fetched so far for page-flipping
// links, then more thread pages, spread over the thread URLs, until
// enough threads showed them, the budget is spent or every thread page
// tried. Only thread pages the thread regex matches count: the crawl
// reaches no other.
func (l *learner) threadFlips(ctx context.Context, threads *urlpattern.Matcher, lists []string) error {
	pool := slices.DeleteFunc(slices.Clone(l.thread.list), func(u string) bool { return !threads.Match(u) })
	older := l.olderLists(lists)
	// Visit first the threads whose rows on index pages link their later
	// pages (a topic row's own pager: 1 2 3), then the others in an order
	// that jumps across the list, so that boards far apart are sampled
	// early. When no row read so far has a pager, a few more lists are
	// read for one first: the long threads of a site may be few, and all
	// in boards or pages learning did not visit.
	paged := map[string]bool{}
	for _, p := range l.order {
		if p.visit != nil {
			pagedOn(p, pool, paged)
		}
	}
	for range flipSources {
		if len(paged) > 0 {
			break
		}
		p := older.next(ctx)
		if p == nil {
			break
		}
		pool = append(pool, older.newThreads(ctx, p, threads, pool)...)
		pagedOn(p, pool, paged)
	}
	order := spread(len(pool), len(pool))
	rank := func(i int) int {
		if paged[pool[i]] {
			return i - len(pool)
		}
		return bitrev(i)
	}
	slices.SortStableFunc(order, func(a, b int) int { return rank(a) - rank(b) })
	extra := 0
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		for i := 0; i < len(l.threads); i++ {
			if threads.Match(l.threads[i].family()) {
				l.flips(ctx, l.threads[i], TypeThread)
			}
		}
		// Twice as many threads are tried while none has shown paging, by
		// links or by script: on a forum whose long threads are one in
		// twenty, the first 64 tried miss them all one time in twenty.
		limit := 8 * flipSources
		if l.sources[TypeThread] == 0 && l.scripted[TypeThread] == 0 {
			limit *= 2
		}
		if l.sources[TypeThread] >= flipSources || l.left() <= 0 || extra >= limit {
			return nil
		}
		if extra >= len(order) {
			if l.sources[TypeThread] > 0 || l.scripted[TypeThread] > 0 {
				return nil
			}
			more := older.threads(ctx, threads, pool)
			if len(more) == 0 {
				return nil
			}
			for _, u := range more {
				order = append(order, len(pool))
				pool = append(pool, u)
			}
		}
		u := pool[order[extra]]
		extra++
		if p := l.get(ctx, u); p != nil && p.ok() && !l.scanned[TypeThread+" "+p.url] {
			l.threads = append(l.threads, p)
		}
	}
}

// olderPages walks the index lists learning has not read, then the later
// pages of those it paged, for threads it has not seen: on a site whose
// long threads are few, they may all sit in boards learning did not
// visit, and on one whose index rows show no pager of their own and whose
// one list is the entry page's (Flarum's /all), further back than the
// pages learning visited.
type olderPages struct {
	l    *learner
	todo []string        // index pages to read, in order
	seen map[string]bool // pages queued
}

// olderLists starts from the index URLs of lists that learning did not
// visit, then its index page-flipping URLs.
func (l *learner) olderLists(lists []string) *olderPages {
	o := &olderPages{l: l, seen: map[string]bool{}}
	for _, u := range lists {
		if p := l.pages[u]; (p == nil || p.visit == nil) && !o.seen[u] {
			o.seen[u] = true
			o.todo = append(o.todo, u)
		}
	}
	for _, f := range l.flipURLs {
		if f.kind == TypeIndex && !o.seen[f.url] {
			o.seen[f.url] = true
			o.todo = append(o.todo, f.url)
		}
	}
	return o
}

// threads reads queued pages until one lists threads the thread regex
// matches that are not in pool, and returns them.
func (o *olderPages) threads(ctx context.Context, threads *urlpattern.Matcher, pool []string) []string {
	for p := o.next(ctx); p != nil; p = o.next(ctx) {
		if found := o.newThreads(ctx, p, threads, pool); len(found) > 0 {
			return found
		}
	}
	return nil
}

// next reads the next queued page that answers, nil when none is left or
// the budget is spent, and queues the pages its accepted paging links
// lead to.
func (o *olderPages) next(ctx context.Context) *page {
	l := o.l
	for len(o.todo) > 0 && l.left() > 0 {
		p := l.get(ctx, o.todo[0])
		o.todo = o.todo[1:]
		if p == nil || !p.ok() {
			continue
		}
		for _, g := range l.pathGroups(ctx, p) {
			if l.flipOK[TypeIndex+" "+g.key] {
				for _, u := range g.urls {
					if !o.seen[u] {
						o.seen[u] = true
						o.todo = append(o.todo, u)
					}
				}
			}
		}
		return p
	}
	return nil
}

// newThreads are the URLs of p's thread groups that the thread regex
// matches and pool does not hold.
func (o *olderPages) newThreads(ctx context.Context, p *page, threads *urlpattern.Matcher, pool []string) []string {
	var found []string
	for _, g := range o.l.groups(ctx, p) {
		if o.l.verdicts[g.key] != TypeThread {
			continue
		}
		for _, u := range g.urls {
			if threads.Match(u) && !slices.Contains(pool, u) && !slices.Contains(found, u) {
				found = append(found, u)
			}
		}
	}
	return found
}

// pagedOn marks in paged the threads of pool that a link of p numbered 2
// or more leads into (see extends): long threads, whose pages show
// page-flipping links.
func pagedOn(p *page, pool []string, paged map[string]bool) {
	for _, k := range p.links {
		if n, err := strconv.Atoi(strings.TrimSpace(k.Anchor)); err != nil || n < 2 {
			continue
		}
		for _, t := range pool {
			if extends(k.URL, t) {
				paged[t] = true
			}
		}
	}
}

// bitrev reverses the low 16 bits of i: sorting by it interleaves a list.
func bitrev(i int) int {
	r := 0
	for b := 0; b < 16; b++ {
		r = r<<1 | i>>b&1
	}
	return r
}
