package learn

import (
	"context"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"focus/align"
	"focus/urlpattern"

	"golang.org/x/net/html"
)

// validate decides which index groups are the site's own index URLs, and
// keeps only them (and the threads their pages list) for the thread phase.
//
// A group whose destinations look like index pages is not always one: a
// tag or search-result listing (Invision's tags, "active topics") lists
// threads too. The site's index pages list their threads the same way, in
// a main thread group (see mainThreadGroups); a group is kept when more
// of its visited destination pages show that thread group, or no thread
// group but a kept index group among their heavy ones, two of its URLs at
// least (a category page showing its boards; a breadcrumb back to a
// board, or a tag's search results naming the board of each of their one
// or two rows, does not count), than do not.
func (l *learner) validate(ctx context.Context, home *page) {
	l.look(ctx, home)
	for _, p := range slices.Clone(l.order) {
		if l.index.seen[p.url] {
			l.look(ctx, p)
		}
	}
	l.mains = l.mainThreadGroups(home)
	urls := map[string][]string{}
	// A page's links to itself or to its first page (a breadcrumb's last
	// step) list nothing: a view of the topics reached from a menu would
	// otherwise be listed by its own breadcrumb.
	for _, p := range l.order {
		if p.visit != nil {
			for k, us := range p.visit.index {
				urls[k] = append(urls[k], p.others(us)...)
			}
		}
	}
	// A group whose URLs extend the threads the lists show in their main
	// thread group is more of each thread, not a list: Mbin's rows link
	// their entry's voters (m/NAME/t/ID/SLUG/votes/up).
	var threads []string
	for _, p := range l.order {
		if p.visit != nil && slices.ContainsFunc(l.mains, func(k string) bool { return alikeLists(p.visit.threadKey, k) }) {
			threads = append(threads, p.visit.threadURLs...)
		}
	}
	listed := map[string]bool{}
	for _, us := range urls {
		for _, u := range us {
			listed[u] = true
		}
	}
	threads = slices.DeleteFunc(distinct(threads), func(u string) bool { return listed[u] }) // a board in a thread group's column
	// The lists found on thread pages showed the site's threads already.
	l.valid = map[string]bool{}
	for k, us := range l.fromThreads {
		urls[k] = append(urls[k], us...)
		l.valid[k] = true
	}
	noList := map[string]bool{} // views of lists, more of each thread
	for k, us := range urls {
		noList[k] = !l.valid[k] && (l.listViews(k) || extending(&group{urls: distinct(us)}, threads))
	}
	for changed := true; changed; {
		changed = false
		for k, us := range urls {
			if l.valid[k] || noList[k] {
				continue
			}
			votes := 0
			for _, u := range distinct(us) {
				if p := l.pages[u]; p != nil && p.visit != nil {
					if l.shows(p) {
						votes++
					} else {
						votes--
					}
				}
			}
			if votes > 0 {
				l.valid[k], changed = true, true
			}
		}
	}
	l.keyURLs = urls
	l.failed = map[string]bool{}
	for _, us := range urls {
		for _, u := range us {
			if p := l.pages[u]; p != nil && u != home.url && l.notIndex(ctx, p) {
				l.failed[u] = true
			}
		}
	}
	// A URL in several kept groups belongs to the largest.
	size := map[string]int{}
	for k, us := range urls {
		size[k] = len(distinct(us))
	}
	larger := func(a, b string) bool { return size[a] > size[b] || size[a] == size[b] && a < b }
	l.listOf = map[string]string{home.url: "entry"}
	for k, us := range urls {
		if l.valid[k] {
			for _, u := range us {
				if l.failed[u] {
					continue
				}
				if o, ok := l.listOf[u]; !ok || o != "entry" && larger(k, o) {
					l.listOf[u] = k
				}
			}
		}
	}
	// A list that a kept index group lists is no thread where a thread
	// group names it too: a Lobsters story whose link is one of the
	// site's tags.
	l.thread = &urlSet{seen: map[string]bool{}}
	for _, p := range l.order {
		if p.visit != nil && p.visit.threadKey != "" && l.onIndex(p) {
			for _, u := range p.visit.threadURLs {
				if _, listed := l.listOf[u]; !listed {
					l.thread.add(u)
				}
			}
		}
	}
	l.log.Debug("index groups", "kept", l.valid, "main thread groups", l.mains, "not index pages", l.failed)
}

// listViews reports whether index group k is the views of the lists that
// show it: sort orders and time filters in a path (Mbin's
// m/NAME/threads/top/3h on m/NAME, threads/top on the front page), as
// noList tells them in a query on one page. On the pages of two lists
// or more every URL of the group extends the page's own, and by the same
// words, all but one (the view shown may go unlinked), and the pages it
// leads to from one of them show the same threads (see overlapping): a
// board's sub-boards extend it too, but each board by names of its own,
// topic categories (Thredded's BOARD/category/CAT) by some of their own,
// and the categories below each view of a site's questions (Q2A's
// questions/CAT, unanswered/CAT) list threads of their own. A list of
// boards may show its views alone (see boardViews).
func (l *learner) listViews(k string) bool {
	type shown struct {
		url   string
		words map[string]bool
	}
	var lists []shown
	overlap := false
	seen := map[string]bool{} // a list's later pages show its views again
	for _, p := range l.order {
		if p.visit == nil || len(p.visit.index[k]) == 0 || seen[p.family()] {
			continue
		}
		seen[p.family()] = true
		overlap = overlap || l.overlapping(p.visit.index[k])
		words := map[string]bool{}
		for _, u := range p.visit.index[k] {
			w, ok := suffix(u, p.url)
			if !ok {
				w, ok = suffix(u, p.family())
			}
			if !ok {
				words = nil
				break
			}
			words[w] = true
		}
		if words != nil {
			if l.boardViews(p, k) {
				return true
			}
			lists = append(lists, shown{p.url, words})
		}
	}
	for i, a := range lists {
		for _, b := range lists[i+1:] {
			if extends(a.url, b.url) || extends(b.url, a.url) {
				continue // a later page, or a board and its sub-board
			}
			shared := common(a.words, b.words)
			if shared >= 2 && shared >= max(len(a.words), len(b.words))-1 {
				return overlap
			}
		}
	}
	return false
}

// boardViews reports whether group k of p, a page listing boards and no
// threads (not the entry page), whose URLs all extend p's own, leads to
// two visited pages or more that list no threads either and show most of
// p's boards again (four in five): the same list re-sorted or laid out
// otherwise (Mbin's magazines/hot/cards on magazines). A category's page
// shows its own boards alone, and a board's page lists threads.
func (l *learner) boardViews(p *page, k string) bool {
	if p.url == l.home || len(p.visit.threadURLs) > 0 {
		return false
	}
	var boards []string // p's largest list of index pages but k
	for j, us := range p.visit.index {
		if us = distinct(us); j != k && len(us) > len(boards) {
			boards = us
		}
	}
	if len(boards) < 3 {
		return false
	}
	again := 0
	for _, u := range distinct(p.visit.index[k]) {
		d := l.pages[u]
		if d == nil || d.visit == nil {
			continue
		}
		if len(d.visit.threadURLs) > 0 {
			return false
		}
		var listed []string
		for _, us := range d.visit.index {
			listed = append(listed, us...)
		}
		if 5*common(setOf(boards), setOf(listed)) >= 4*len(boards) {
			again++
		}
	}
	return again >= 2
}

// overlapping reports whether two of the visited pages of urls, a group
// of one page, list threads in common, half of the fewer at least, or
// two were visited and none lists threads: the views of a list show its
// threads again (or, as a board's moderators and people, none), where the
// lists below it (Q2A's questions/CAT, categories, below each view of its
// questions) share none.
func (l *learner) overlapping(urls []string) bool {
	type listed struct {
		url     string
		threads map[string]bool
	}
	var ls []listed
	visited := 0
	for _, u := range urls {
		if p := l.pages[u]; p != nil && p.visit != nil {
			visited++
			if len(p.visit.threadURLs) > 0 {
				ls = append(ls, listed{u, setOf(p.visit.threadURLs)})
			}
		}
	}
	if visited >= 2 && len(ls) == 0 {
		return true // views that list no threads (a board's moderators, its people)
	}
	for i, a := range ls {
		for _, b := range ls[i+1:] {
			if extends(a.url, b.url) || extends(b.url, a.url) {
				continue // a list and one below it ("All" beside the categories)
			}
			shared := common(a.threads, b.threads)
			if 2*shared >= min(len(a.threads), len(b.threads)) {
				return true
			}
		}
	}
	return false
}

// common is how many keys a and b share.
func common(a, b map[string]bool) int {
	n := 0
	for k := range a {
		if b[k] {
			n++
		}
	}
	return n
}

// suffix is what u adds to the URL of page src, when it extends it, without
// the separator that joins them.
func suffix(u, src string) (string, bool) {
	if !extends(u, src) {
		return "", false
	}
	return strings.TrimLeft(u[len(src):], "/?&;"), true
}

// shows reports whether visited page p lists its threads in a main thread
// group or, listing none, shows a kept index group among its heavy ones,
// two of its URLs at least, leading its records (see validate): a stream
// of posts, each "posted in" its board, is no list of boards. A heavy
// group that trails its records stands for the group it follows: two
// boards with short names can weigh less than their last posts' titles.
func (l *learner) shows(p *page) bool {
	if p.visit.threadKey != "" {
		return slices.ContainsFunc(l.mains, func(k string) bool { return alikeLists(p.visit.threadKey, k) })
	}
	return slices.ContainsFunc(p.visit.heavy, func(k string) bool {
		if lead, ok := p.visit.leads[k]; ok {
			k = lead
		}
		return l.valid[k] && len(p.visit.index[k]) >= 2 && !slices.Contains(p.visit.trailing, k)
	})
}

// notIndex reports whether fetched page p is no index page of the site
// though an index group links it. A page that shows no thread group, and
// not both a kept index group among its heavy ones and the look of an
// index page (to the classifier, by boards of its own: see listsIndexes,
// or as the one way to a kept index group: see onlyWay), is none: a
// footer lists the imprint beside the sections, a menu the member list
// beside the questions, and on a page with little content of its own the
// site's menus are the heaviest groups. Nor is a URL that gave no HTML
// page of its own: a feed beside the boards of a breadcrumb, a redirect to
// a page known by another URL.
func (l *learner) notIndex(ctx context.Context, p *page) bool {
	if !p.ok() {
		return true
	}
	if p.visit == nil || p.visit.threadKey != "" {
		return false
	}
	if !l.shows(p) {
		return true
	}
	if p.typ == TypeIndex {
		return false
	}
	gs := l.groups(ctx, p)
	return !l.listsIndexes(p, gs) && !l.onlyWay(ctx, p, gs)
}

// onlyWay reports whether one of a page's own lists (see ownLists) is a
// kept index group none of whose URLs another page learning fetched
// links: the page is the crawl's one way to those index pages, as a
// forum's page of all tags is to its tags, however the classifier reads
// its few long rows. An overview of tags or categories whose items the
// rows of topics or a sidebar link as well is no such way.
func (l *learner) onlyWay(ctx context.Context, p *page, gs []*group) bool {
	kept := slices.DeleteFunc(l.ownLists(p, gs), func(g *group) bool { return !l.valid[g.key] })
	if len(kept) == 0 {
		return false
	}
	linked := map[string]bool{}
	for _, o := range l.order {
		if o != p {
			for _, k := range l.links(ctx, o) {
				linked[k.URL] = true
			}
		}
	}
	return slices.ContainsFunc(kept, func(g *group) bool {
		return !slices.ContainsFunc(g.urls, func(u string) bool { return linked[u] })
	})
}

// directories returns the pages the index regex (m) misses whose own
// lists are directories of the site's boards (see listsDirectory): the
// one page of all channels, categories or communities of a site whose
// boards are /c/NAME, which no pattern learned from several URLs covers
// and which each becomes a training list of its own. Such a page is a
// link of the site's menu, too light to be voted on: besides the pages
// learning fetched, it fetches up to maxChecks of the entry page's links
// one level below its directory, without a query, that another index
// page links too and nothing learned claims, leaving the budget kept for
// thread pages alone.
func (l *learner) directories(ctx context.Context, home *page, m *urlpattern.Matcher, avoid []string) []string {
	boards := l.keptBoards()
	var out []string
	for _, p := range l.order {
		if p != home && p.ok() && p.fam == "" && !l.thread.seen[p.url] && !m.Match(p.url) && l.listsDirectory(p, l.groups(ctx, p), boards) {
			out = append(out, p.url)
		}
	}
	linked := map[string]bool{}
	for _, p := range l.indexPages() {
		if p != home {
			for _, k := range l.links(ctx, p) {
				linked[k.URL] = true
			}
		}
	}
	skip := setOf(avoid)
	dir := "/" + strings.Join(append(l.dir(), ""), "/")
	var todo []string
	for _, k := range l.links(ctx, home) {
		u := k.URL
		rest, below := strings.CutPrefix(pathOf(u), dir)
		if below && rest != "" && !strings.Contains(strings.TrimSuffix(rest, "/"), "/") && !strings.ContainsAny(u, "?#") &&
			linked[u] && l.pages[u] == nil && !skip[u] && !l.thread.seen[u] && !m.Match(u) && !slices.Contains(todo, u) {
			todo = append(todo, u)
		}
	}
	todo = l.affordable(todo, maxChecks)
	for _, p := range l.getAll(ctx, todo) {
		if p != nil && p.ok() && l.listsDirectory(p, l.groups(ctx, p), boards) {
			out = append(out, p.url)
		}
	}
	return out
}

// headings returns the lists of boards that head the runs of directory
// page p's list and vote index: the categories over their boards, each a
// list of its boards' threads (Lobsters's tag categories, the headings of
// its /tags, which no other page links). They are as light as a few names
// are beside every board, so they are voted on however light, leaving
// the budget kept for thread pages alone; the pages a vote fetched have
// their page-flipping looked for, as a board's.
func (l *learner) headings(ctx context.Context, p *page) [][]string {
	_, heads := l.leadingHeads(p, l.groups(ctx, p))
	var out [][]string
	for _, g := range heads {
		v, known := l.verdicts[g.key]
		if !known {
			if l.left() <= l.reserve() {
				continue
			}
			v = l.vote(ctx, g)
			l.verdicts[g.key] = v
		}
		if v != TypeIndex {
			continue
		}
		l.log.Debug("directory headings", "directory", p.url, "group", g.key, "urls", len(g.urls))
		out = append(out, g.urls)
		l.fileIndexes(g)
		for _, u := range g.urls {
			if d := l.pages[u]; d != nil && d.ok() {
				l.flips(ctx, d, TypeIndex)
			}
		}
	}
	return out
}

// maxChecks is the most URLs each check (checkIndex, directories,
// ancestors) fetches.
const maxChecks = 8

// affordable is the head of todo that a check may fetch: n URLs at most,
// and no more than the budget left above the pages kept for threads.
func (l *learner) affordable(todo []string, n int) []string {
	return todo[:min(len(todo), n, max(l.left()-l.reserve(), 0))]
}

// checkIndex fetches a few of the URLs the index regex (m) matches though
// no training list holds them and learning never fetched them, linked
// from the pages the crawl starts from (the entry page and the site's
// index pages), then from the 'other' pages kept out of the regex (kept),
// and returns those whose pages are no index pages (see notIndex): a
// pattern generalised from boards named /forum/SLUG claims the
// /forum/statistics and /forum/credits that a header and a footer link,
// and the /community/change-password/ that wpForo's sign-in page links.
// A page named by an id as the index URLs are is none of those, however
// empty (see numberedKin). It leaves the budget kept for thread pages
// alone.
func (l *learner) checkIndex(ctx context.Context, home *page, m *urlpattern.Matcher, lists [][]string, kept []string) []string {
	known := map[string]bool{}
	for _, us := range lists {
		for _, u := range us {
			known[u] = true
		}
	}
	var from []*page
	for _, p := range l.order {
		if p == home || p.visit != nil && l.onIndex(p) {
			from = append(from, p)
		}
	}
	for _, u := range kept {
		if p := l.pages[u]; p != nil && p.ok() && p.typ != TypeIndex && p.typ != TypeThread {
			from = append(from, p)
		}
	}
	var todo []string
	for _, p := range from {
		for _, k := range l.links(ctx, p) {
			if !known[k.URL] && l.pages[k.URL] == nil && m.Match(k.URL) {
				known[k.URL] = true
				todo = append(todo, k.URL)
			}
		}
	}
	todo = l.affordable(todo, maxChecks)
	var out []string
	for _, p := range l.getAll(ctx, todo) {
		if p == nil {
			continue
		}
		l.look(ctx, p)
		if l.notIndex(ctx, p) && !(p.ok() && numberedKin(p.url, known)) {
			out = append(out, p.url)
		}
		p.visit = nil // judged, not walked: the later steps read the walk's pages
	}
	return out
}

// ancestors finds the index pages at path ancestors of the site's index
// URLs, as /archive/ and /archive/2023/ are of /archive/2023/10/: a blog's
// archive is a lone link of its menu, and its year archives are linked
// one at a time, from the archive and from each other, groups of one link
// that are never voted on. It follows the links of the entry page, the
// index pages and the ancestors it finds to ancestors within the entry
// page's directory that the index regex (m) does not match and nothing
// avoids, fetching at most maxChecks above the budget kept for thread
// pages, and returns those that are index pages (see notIndex) or list
// threads learning knows in their own heaviest group: an archive lists
// its month's posts, excerpts and all, in a layout of its own.
func (l *learner) ancestors(ctx context.Context, home *page, m *urlpattern.Matcher, lists [][]string, avoid []string) []string {
	dir := "/" + strings.Join(l.dir(), "/")
	above := map[string]bool{}
	for _, us := range lists {
		for _, u := range us {
			for a := parent(u); len(pathOf(a)) > len(dir)+1 && strings.HasPrefix(pathOf(a), dir); a = parent(a) {
				above[bare(a)] = true
			}
		}
	}
	skip := map[string]bool{bare(home.url): true}
	for _, u := range slices.Concat(avoid, slices.Concat(lists...)) {
		skip[bare(u)] = true
	}
	from := append([]*page{home}, l.indexPages()...)
	var out []string
	for checks := 0; len(from) > 0 && checks < maxChecks; {
		var todo []string
		for _, p := range from {
			for _, k := range l.links(ctx, p) {
				if b := bare(k.URL); above[b] && !skip[b] && !strings.Contains(k.URL, "?") && !m.Match(k.URL) {
					skip[b] = true
					todo = append(todo, k.URL)
				}
			}
		}
		todo = l.affordable(todo, maxChecks-checks)
		if len(todo) == 0 {
			break
		}
		checks += len(todo)
		from = l.judgeLists(ctx, todo)
		for _, p := range from {
			out = append(out, p.url)
		}
	}
	return out
}

// judgeLists fetches the URLs of todo and returns the pages that are index
// pages (see notIndex) or list threads learning knows in their own
// heaviest group.
func (l *learner) judgeLists(ctx context.Context, todo []string) []*page {
	var out []*page
	for _, p := range l.getAll(ctx, todo) {
		if p == nil {
			continue
		}
		walked := p.visit != nil
		l.look(ctx, p)
		if !l.notIndex(ctx, p) || p.ok() && l.showsKnownThreads(ctx, p) {
			out = append(out, p)
		}
		if !walked {
			p.visit = nil // judged, not walked, as checkIndex's
		}
	}
	return out
}

// crumbs finds the lists a breadcrumb names between the entry page and
// the boards (see trail), such as Simple:Press's groups (forum/?group=G
// in Home > Forum > Group > Board): each is linked from its trail alone,
// one link of its kind there, and never voted on. It fetches up to
// maxChecks of those the index regex (m) does not match and nothing
// avoids, leaving the budget kept for thread pages alone, and returns
// those that are lists (see judgeLists).
func (l *learner) crumbs(ctx context.Context, home *page, m *urlpattern.Matcher, avoid []string) []string {
	skip := setOf(avoid)
	known := func(u string) bool { _, ok := l.listOf[u]; return ok && u != home.url }
	var todo []string
	for _, p := range l.indexPages() {
		for _, u := range trail(l.links(ctx, p), home.url, known) {
			if !skip[u] && l.pages[u] == nil && !l.thread.seen[u] && !l.profiles[u] && !m.Match(u) && !above(u, home.url) && !slices.Contains(todo, u) {
				todo = append(todo, u)
			}
		}
	}
	var out []string
	for _, p := range l.judgeLists(ctx, l.affordable(todo, maxChecks)) {
		out = append(out, p.url)
	}
	return out
}

// maxTrail is the most links a breadcrumb holds.
const maxTrail = 8

// trail returns the URLs a page's breadcrumb names between the entry
// page and the first board it names: the smallest element holding a link
// to entry and a link to a known list after it, of maxTrail links at
// most (the entry page is linked from the site's menus too). What
// follows the board is no step above it: on a short board, the topics
// its rows name after the breadcrumb. The steps of a trail are laid out
// alike.
func trail(links []align.Link, entry string, known func(string) bool) []string {
	for first, k := range links {
		if k.URL != entry {
			continue
		}
		for box := k.Node.Parent; box != nil; box = box.Parent {
			var in []int // the links inside box, by index
			for i, k := range links {
				if within(k.Node, box) {
					in = append(in, i)
				}
			}
			if len(in) > maxTrail {
				break
			}
			last := slices.IndexFunc(in, func(i int) bool { return i > first && known(links[i].URL) })
			if last < 0 {
				continue
			}
			steps := links[first : in[last]+1]
			if slices.ContainsFunc(steps[1:], func(s align.Link) bool {
				return s.URL == entry || tagsBetween(s.Node, box) != tagsBetween(k.Node, box)
			}) {
				break // a menu's link to the entry page, or a row naming the site, a topic and its board
			}
			var out []string
			for _, s := range steps[1 : len(steps)-1] {
				out = append(out, s.URL)
			}
			return out
		}
	}
	return nil
}

// tagsBetween is the tag names from box down to n, n's included.
func tagsBetween(n, box *html.Node) string {
	var tags []string
	for ; n != nil && n != box; n = n.Parent {
		tags = append(tags, n.Data)
	}
	return strings.Join(tags, "<")
}

// within reports whether n is box or below it.
func within(n, box *html.Node) bool {
	for ; n != nil; n = n.Parent {
		if n == box {
			return true
		}
	}
	return false
}

// indexPages are the walked pages that are index pages of the site, or
// later pages of one, in fetch order.
func (l *learner) indexPages() []*page {
	return slices.DeleteFunc(slices.Clone(l.order), func(p *page) bool { return p.visit == nil || !l.onIndex(p) })
}

// onIndex reports whether p is one of the site's index pages, or a later
// page of one.
func (l *learner) onIndex(p *page) bool {
	_, ok := l.listOf[p.family()]
	_, self := l.listOf[p.url]
	return ok || self
}

// indexLists are the training sets of index URLs, one per kept index
// group: a site's boards and its tags (or categories and forums) are
// kinds of index URLs of their own, and tags on every topic row would
// otherwise outnumber the categories below the 0.2 share. A URL may be in
// several lists.
func (l *learner) indexLists(home *page) [][]string {
	byKey := map[string][]string{}
	for k, us := range l.keyURLs {
		if l.valid[k] {
			byKey[k] = l.respelled(slices.DeleteFunc(slices.Clone(us), func(u string) bool { return u == home.url || l.failed[u] && !l.emptyOfItsKind(u) || above(u, home.url) }))
		}
	}
	return sortedLists(byKey)
}

// above reports whether u is a path ancestor of the entry page: the site
// the forum is part of (a CMS's home page, linked by the breadcrumb's
// first step), which lists the latest topics in a block but is no index
// page of the forum.
func above(u, entry string) bool {
	b, e := bare(u), bare(entry)
	return !strings.ContainsAny(u, "?#") && b != e && strings.HasPrefix(e+"/", b+"/")
}

// profileHomes are the parents of the members' profiles (Simple:Press's
// forum/profile/ of forum/profile/NAME/, a guest's "access denied"),
// below the entry page and in no list: a members' area, no board, where
// the boards are forum/SLUG/ too.
func (l *learner) profileHomes(home *page, lists [][]string) []string {
	listed := setOf(slices.Concat(lists...))
	var out []string
	for u := range l.profiles {
		up := parent(u)
		if !strings.ContainsAny(u, "?#") && up != home.url && !above(up, home.url) && !listed[up] && !slices.Contains(out, up) {
			out = append(out, up)
		}
	}
	slices.Sort(out)
	return out
}

// nonIndex are the URLs learning saw lead to no index page of the site's
// (see narrowTop): first pages the classifier calls otherwise, URLs of
// kept groups whose pages fail validation, and the URLs, fetched or not,
// of the groups validation rejects (a menu of recent topics, unanswered
// topics and statistics beside boards named /forum/SLUG) or whose
// destinations voted neither index nor thread (wpForo's menu, whose
// recent posts read as an index page, beside boards named
// /community/SLUG/; not esoTalk's menu of channels, voted index and
// dropped as the rows' channels spelled otherwise: see duplicates).
// The entry page and the URLs of lists are not among them.
func (l *learner) nonIndex(home *page, lists [][]string) []string {
	listed := map[string]bool{home.url: true}
	for _, us := range lists {
		for _, u := range us {
			listed[u] = true
		}
	}
	var out []string
	for _, p := range l.order {
		if !listed[p.url] && p.ok() && p.fam == "" && (p.typ != TypeIndex || l.failed[p.url]) {
			out = append(out, p.url)
			listed[p.url] = true
		}
	}
	var rejected []string
	for k, us := range l.keyURLs {
		if !l.valid[k] {
			rejected = append(rejected, us...)
		}
	}
	for k, shown := range l.shown {
		if v, voted := l.verdicts[k]; voted && v == "" && l.outvoted[k] {
			for _, s := range shown {
				rejected = append(rejected, s.urls...)
			}
		}
	}
	for _, u := range distinct(rejected) {
		if p := l.pages[u]; !listed[u] && (p == nil || p.fam == "") {
			out = append(out, u)
		}
	}
	return out
}

// numberedKin reports whether u names its page by a number, as a sibling
// (see kin) of one of listed, of the same form, does: a list of the same
// kind by its id, however empty (Spirit's category/2/uncategorized/,
// which a menu alone links, beside category/3/gardens/), not a page of
// another kind beside the boards (forum/recent beside forum/gardens).
func numberedKin(u string, listed map[string]bool) bool {
	if !strings.Contains(form(u), "#") {
		return false
	}
	k := kindOf(u)
	for v := range listed {
		if kindOf(v) == k {
			return true
		}
	}
	return false
}

// emptyOfItsKind reports whether u, a page of a kept group that failed
// validation, has more siblings there that passed than that failed (see
// kin; below the site's top level, and with the same query keys): a list of that kind with nothing in it (a category's
// unanswered questions when it has none), not a page of another kind: it
// stays in its group's training list, where its siblings alone could fall
// under the 0.2 share a pattern must cover. A page whose page-flipping
// links learning followed is not empty: Simple:Press's members list,
// voted with the boards in a button bar.
func (l *learner) emptyOfItsKind(u string) bool {
	if !l.failed[u] || route(u) == "" || l.paged(u) {
		return false
	}
	for k, us := range l.keyURLs {
		if !l.valid[k] || !slices.Contains(us, u) {
			continue
		}
		passed, failed := 0, 0
		for _, v := range distinct(us) {
			if !kin(v, u) || urlpattern.Shape(v) != urlpattern.Shape(u) || l.pages[v] == nil {
				continue
			}
			if l.failed[v] {
				failed++
			} else {
				passed++
			}
		}
		if passed > failed {
			return true
		}
	}
	return false
}

// paged reports whether learning followed the page-flipping links of u's
// page: a list of something, not an empty one.
func (l *learner) paged(u string) bool {
	return slices.ContainsFunc(l.order, func(p *page) bool { return p.fam == u })
}

// kin reports whether URLs u and v are siblings: the same path but for
// its last segment and the numbers in it (/category/2/uncategorized/ and
// /category/3/gardens/ name their categories by id, then by slug).
func kin(u, v string) bool {
	return digitsAsOne(parent(u)) == digitsAsOne(parent(v))
}

// digitsAsOne is s with every run of digits written 0.
func digitsAsOne(s string) string {
	var b strings.Builder
	digits := false
	for _, r := range s {
		d := r >= '0' && r <= '9'
		if !d {
			b.WriteRune(r)
		} else if !digits {
			b.WriteByte('0')
		}
		digits = d
	}
	return b.String()
}

// listPages are the URLs of us, flips aside, that page a list as flips
// do: a list's URL (of lists) followed by what follows one in a flip,
// numbers aside (page-# of forum/F/page-2/), so that one board's flips
// stand for every board's (a vote took Simple:Press's forum/F2/page-2/
// in with the topics beside it); else, below no list, the URL of a flip
// with another number. A tail of numbers alone is the form of topics
// too (forum/F/123 beside forum/F/2): it stands for its own list alone.
func listPages(flips, us, lists []string) []string {
	key := func(u string) string {
		list := extended(u, lists)
		if tail := digitsAsOne(u[len(list):]); list != "" && strings.IndexFunc(tail, unicode.IsLetter) >= 0 {
			return "\x00" + tail
		}
		return digitsAsOne(u)
	}
	paged := map[string]bool{}
	for _, u := range flips {
		paged[key(u)] = true
	}
	var out []string
	for _, u := range us {
		if paged[key(u)] && !slices.Contains(flips, u) {
			out = append(out, u)
		}
	}
	return out
}

// extended is the longest URL of us that u extends ("" for none).
func extended(u string, us []string) string {
	out := ""
	for _, x := range us {
		if len(x) > len(out) && len(u) > len(x) && strings.HasPrefix(u, x) {
			out = x
		}
	}
	return out
}

// sortedLists returns the lists of a map, each sorted, in key order.
func sortedLists(m map[string][]string) [][]string {
	keys := slices.Sorted(maps.Keys(m))
	out := make([][]string, 0, len(keys))
	for _, k := range keys {
		out = append(out, distinct(m[k]))
	}
	return out
}

// distinct returns the URLs of us, sorted, each once.
func distinct(us []string) []string {
	us = slices.Clone(us)
	slices.Sort(us)
	return slices.Compact(us)
}

// flipLists are the training sets of page-flipping URLs: those found on
// pages the crawl will reach, the entry page and pages whose URLs (or
// whose first pages' URLs) the index or thread regex matches. A pager of
// a duplicate form of a thread (Discuz's static thread-T-P-L.html pages)
// would otherwise teach that form. Index page-flipping URLs are split by
// the kind of list they page (the index group of their first page, and
// the index pattern its URL has: a category menu's "All" is a list of
// another kind than the categories beside it), as index URLs are. A kind
// of list with a single URL other than the entry page's is returned
// apart, in singles, with its first page (see suffixPattern); so is
// every thread page-flipping URL.
func (l *learner) flipLists(home *page, indexes, threads *urlpattern.Matcher) (index [][]string, singles, thread [][2]string) {
	byList := map[string][]string{}
	rootOf := map[string]string{}
	for _, f := range l.flipURLs {
		root := f.source.family()
		switch {
		case l.namedByWord(f.kind, f.url):
			// a first-page alias: no later page
		case f.kind == TypeThread && threads.Match(root):
			thread = append(thread, [2]string{root, f.url})
		case f.kind == TypeIndex && (root == home.url || indexes.Match(l.spelled(root))):
			k := l.listOf[root]
			if k != "entry" {
				k += " " + strconv.Itoa(indexes.Which(l.spelled(root)))
			}
			byList[k] = append(byList[k], f.url)
			rootOf[f.url] = root
		}
	}
	for k, us := range byList {
		if k != "entry" && len(distinct(us)) == 1 {
			singles = append(singles, [2]string{rootOf[us[0]], us[0]})
			delete(byList, k)
		}
	}
	slices.SortFunc(singles, func(a, b [2]string) int { return strings.Compare(a[1], b[1]) })
	return sortedLists(byList), singles, thread
}

// suffixLists makes each list of index page-flipping URLs that pages two
// first pages or more, every URL its first page's URL with the same thing
// appended, into the pattern suffixPattern gives (see widen):
// the index pattern of the first pages, which may hold lists whose later
// pages learning never met (bbPress's boards at forum/a/b/ paged, its
// sub-boards at forum/a/b/c/ not). A list paged on from one first page
// (Discourse's /latest) stays as it is, and so does one whose first
// pages' pattern was learned from a few URLs: a menu's lists (Discourse's
// /new and /top) page on differently, or not at all.
func (l *learner) suffixLists(index urlpattern.Set, lists [][]string) []urlpattern.Pattern {
	rootOf := map[string]string{}
	for _, f := range l.flipURLs {
		if f.kind == TypeIndex && f.source.family() != l.home {
			rootOf[f.url] = f.source.family()
		}
	}
	var pats []urlpattern.Pattern
	for _, list := range lists {
		var p urlpattern.Pattern
		roots := map[string]bool{}
		for _, u := range list {
			q, from, ok := suffixPattern(index, rootOf[u], u)
			if !ok || from.Covered < broadSupport || p.Regex != "" && q.Regex != p.Regex {
				p.Regex = ""
				break
			}
			p.Regex = q.Regex
			roots[rootOf[u]] = true
			if len(p.Examples) < 3 {
				p.Examples = append(p.Examples, u)
			}
		}
		if p.Regex != "" && len(roots) >= 2 {
			p.Covered = len(list)
			pats = append(pats, p)
		}
	}
	return pats
}

// carriedPaging pages the index patterns no page-flipping pattern pages
// (Khoros's tag pages, a Q&A site's tags, where learning met no tag long
// enough to page) as the site pages its others, when each page-flipping
// pattern is an index pattern with a part appended (/page/2, ?start=20):
// a forum's software pages its lists one way, or most of them (Lobsters'
// tags by /page/N, its few categories by ?page=N). The way is the one
// most page-flipping patterns learned from two URLs or more of a well
// supported index pattern take; a tie carries nothing. A pattern that
// names its pages one by one (a menu's Recent and Popular) is a few
// views, which page otherwise or list what the others list: its way
// counts for nothing. The patterns it makes cover no URL learning met; on
// a list that pages otherwise, or not at all, they match nothing. A way
// is carried only where it can follow (see appends).
func carriedPaging(index, flips urlpattern.Set) []urlpattern.Pattern {
	suffixes := map[string]int{}
	paged := map[string]bool{}
	for _, f := range flips.Patterns {
		// The index pattern f extends: the longest whose regex, its $ cut,
		// begins f's.
		var of urlpattern.Pattern
		head := ""
		for _, p := range index.Patterns {
			h, ok := strings.CutSuffix(p.Regex, "$")
			if ok && len(h) > len(head) && strings.HasPrefix(f.Regex, h) && len(f.Regex) > len(p.Regex) {
				of, head = p, h
			}
		}
		if head == "" {
			return nil
		}
		paged[of.Regex] = true
		if f.Covered >= 2 && of.Covered >= broadSupport {
			suffixes[f.Regex[len(head):]]++
		}
	}
	suffix, most := "", 0
	for rest, n := range suffixes {
		switch {
		case n > most:
			suffix, most = rest, n
		case n == most:
			suffix = "" // no one way
		}
	}
	if suffix == "" {
		return nil // no paging learned, or no way most lists page
	}
	var out []urlpattern.Pattern
	for _, p := range index.Patterns {
		if head, ok := strings.CutSuffix(p.Regex, "$"); ok && !paged[p.Regex] && generalised(head) && appends(head, suffix) {
			out = append(out, urlpattern.Pattern{Regex: head + suffix})
		}
	}
	return out
}

// appends reports whether a suffix of a page-flipping regex can follow
// head, an index regex cut of its $: a parameter (&page=N) after a query
// only, a path or a query (/page/N/, ?page=N) after a path only.
func appends(head, suffix string) bool {
	return strings.Contains(head, `\?`) == strings.HasPrefix(suffix, "&")
}

// generalised reports whether a pattern's regex stands for a family of
// URLs, a path segment or number left free, rather than a few named ones.
func generalised(regex string) bool {
	return strings.Contains(regex, "[^") || strings.Contains(regex, `\d`)
}

// threadsBelow makes each thread pattern whose threads sit below the
// index pages that list them (vBulletin 5's forum/cat/board/123-title,
// listed on forum/cat/board) into an index pattern of those pages
// followed by the rest of the thread pattern (see widen), when that index
// pattern has alternatives: boards nest deeper on some parts of a site
// than on the parts learning sampled (forum/cat/board/sub), and their
// topics are threads all the same. It takes threads of two index pages
// or more, each thread the page's URL followed by the same rest of a
// branch of the thread pattern, and a widened pattern that matches none
// of avoid (the index URLs): an alternative whose widening would is left
// out, and the pattern then is kept only when a page of the alternatives
// left lists a thread no thread pattern matches (see listsUnmatched).
// The branches' leading parts need not spell the index pattern's
// alternatives: one regex may keep a board's name (classic-cars-\d+) that
// the other generalised, so the widened pattern keeps the thread pattern
// as an alternative when it misses a thread the thread pattern matches.
func (l *learner) threadsBelow(index, thread urlpattern.Set, avoid []string) []urlpattern.Pattern {
	matcher, err := thread.Compile()
	if err != nil {
		return nil
	}
	var pats []urlpattern.Pattern
	for _, tp := range thread.Patterns {
		tre, err := regexp.Compile(tp.Regex)
		if err != nil {
			continue
		}
		var heads []split
		for _, b := range branches(tp.Regex) {
			heads = append(heads, headsOf(b)...)
		}
		var lists []listing
		var threads []string
		for _, p := range l.order {
			if p.visit == nil {
				continue
			}
			ls := listing{url: urlpattern.StripParams(p.url, index.Ignore)}
			for _, t := range p.visit.threadURLs {
				if t = urlpattern.StripParams(t, thread.Ignore); tre.MatchString(t) {
					ls.threads = append(ls.threads, t)
				}
			}
			lists = append(lists, ls)
			threads = append(threads, ls.threads...)
		}
		for _, ip := range index.Patterns {
			alts := alternatives(ip.Regex)
			ire, err := regexp.Compile(ip.Regex)
			if err != nil || len(alts) < 2 {
				continue
			}
			tail, ok := tailBelow(heads, ire, lists)
			if !ok {
				continue
			}
			// Where topics have the shape of sub-boards (Simple:Press's
			// forum/BOARD/TOPIC/ beside forum/BOARD/SUB/), a board's
			// alternative widened takes its sub-boards: only the
			// alternatives whose widening matches no index URL are kept,
			// the sub-boards the index pattern names.
			var kept []string
			for _, a := range alts {
				re, err := regexp.Compile("^(?:" + a + ")" + tail)
				if err == nil && !slices.ContainsFunc(avoid, func(u string) bool {
					return re.MatchString(urlpattern.StripParams(u, thread.Ignore))
				}) {
					kept = append(kept, a)
				}
			}
			if len(kept) == 0 || len(kept) < len(alts) && !l.listsUnmatched(kept, index.Ignore, matcher) {
				continue
			}
			q := urlpattern.Pattern{Regex: "^(?:" + strings.Join(kept, "|") + ")" + tail, Covered: tp.Covered, Examples: tp.Examples}
			qre, err := regexp.Compile(q.Regex)
			if err != nil {
				continue
			}
			if slices.ContainsFunc(threads, func(t string) bool { return !qre.MatchString(t) }) {
				q.Regex = "^(?:" + anchorless(q.Regex) + "|" + anchorless(tp.Regex) + ")$"
			}
			pats = append(pats, q)
			break
		}
	}
	return pats
}

// listsUnmatched reports whether a visited page that one of the index
// pattern alternatives alts matches lists a thread that threads does not
// match: the sub-boards' topics, where no thread pattern of their own
// took them already.
func (l *learner) listsUnmatched(alts, ignore []string, threads *urlpattern.Matcher) bool {
	re, err := regexp.Compile("^(?:" + strings.Join(alts, "|") + ")$")
	if err != nil {
		return false
	}
	return slices.ContainsFunc(l.order, func(p *page) bool {
		return p.visit != nil && re.MatchString(urlpattern.StripParams(p.url, ignore)) &&
			slices.ContainsFunc(p.visit.threadURLs, func(t string) bool { return !threads.Match(t) })
	})
}

// listing is a visited page's URL and the threads it lists.
type listing struct {
	url     string
	threads []string
}

// tailBelow is the rest of a thread URL, a tail of heads, that follows
// the URL of the listing index pages ire matches, when two of those pages
// or more list such threads and at most one in ten of their threads is
// otherwise.
func tailBelow(heads []split, ire *regexp.Regexp, lists []listing) (string, bool) {
	tail, below, other := "", 0, 0
	pages := 0
	for _, ls := range lists {
		if !ire.MatchString(ls.url) {
			continue
		}
		found := false
		for _, t := range ls.threads {
			if h, ok := splitBelow(heads, ls.url, t); ok && (tail == "" || h.tail == tail) {
				tail, found = h.tail, true
				below++
			} else {
				other++
			}
		}
		if found {
			pages++
		}
	}
	return tail, tail != "" && pages >= 2 && other*10 <= below
}

// anchorless is regex expr without its leading '^' and trailing '$'.
func anchorless(expr string) string {
	return strings.TrimSuffix(strings.TrimPrefix(expr, "^"), "$")
}

// split is thread regex cut at a '/' of its path: the head, compiled to
// match a whole URL, and the tail that follows, as written and compiled
// to match the rest of a URL.
type split struct {
	tail     string
	re, rest *regexp.Regexp
}

// headsOf are the ways to split thread regex expr at a '/' of its path
// outside classes and groups, the '/' on either side, the last '/' first.
func headsOf(expr string) []split {
	var out []split
	cuts := slashes(expr)
	for i := len(cuts) - 1; i >= 0; i-- {
		for _, at := range []int{cuts[i] + 1, cuts[i]} {
			re, err := regexp.Compile(expr[:at] + "$")
			rest, err2 := regexp.Compile("^" + expr[at:])
			if err == nil && err2 == nil {
				out = append(out, split{expr[at:], re, rest})
			}
		}
	}
	return out
}

// splitBelow is the first split of heads whose head matches index page s
// and whose tail the rest of thread URL t, when t is below s (s's path
// with segments appended).
func splitBelow(heads []split, s, t string) (split, bool) {
	if !strings.HasPrefix(t, strings.TrimSuffix(s, "/")+"/") || len(t) <= len(s)+1 {
		return split{}, false
	}
	for _, h := range heads {
		if h.re.MatchString(s) && h.rest.MatchString(t[len(s):]) {
			return h, true
		}
	}
	return split{}, false
}

// slashes are the offsets of the path's '/' in regex expr, past its
// origin, outside character classes and groups.
func slashes(expr string) []int {
	start := strings.Index(expr, "://")
	if start < 0 {
		return nil
	}
	at, _ := outside(expr, start+3, '/')
	return at
}

// branches are the alternatives of regex expr with groups of
// alternatives flattened, each a regex of its own: ^(?:(?:A|B)|C)$ gives
// ^A$, ^B$ and ^C$, a regex without alternatives itself.
func branches(expr string) []string {
	alts := alternatives(expr)
	if alts == nil {
		return []string{expr}
	}
	var out []string
	for _, a := range alts {
		out = append(out, branches("^"+a+"$")...)
	}
	return out
}

// alternatives are the branches of a regex of the form ^(?:A|B|...)$,
// or nil.
func alternatives(expr string) []string {
	body, ok := strings.CutPrefix(expr, "^(?:")
	if !ok {
		return nil
	}
	if body, ok = strings.CutSuffix(body, ")$"); !ok {
		return nil
	}
	bars, ok := outside(body, 0, '|')
	if !ok {
		return nil // the group closes before the end: ^(?:A)|(?:B)$
	}
	var alts []string
	last := 0
	for _, i := range bars {
		alts = append(alts, body[last:i])
		last = i + 1
	}
	return append(alts, body[last:])
}

// outside returns the offsets of sep in regex expr from offset from on,
// outside character classes and groups, escapes skipped; ok is false when
// a group closes that opened before from.
func outside(expr string, from int, sep byte) (at []int, ok bool) {
	depth, class := 0, false
	for i := from; i < len(expr); i++ {
		switch c := expr[i]; {
		case c == '\\':
			i++
		case class:
			class = c != ']'
		case c == '[':
			class = true
		case c == '(':
			depth++
		case c == ')':
			if depth--; depth < 0 {
				return at, false
			}
		case c == sep && depth == 0:
			at = append(at, i)
		}
	}
	return at, true
}

// suffixPattern generalises a lone page-flipping URL u of a list whose
// first page is root, when u is root with something appended (category/x/
// and category/x/page/2/, tagged/x and tagged/x?page=2): the index
// pattern that matches root, followed by the appended part with its
// numbers generalised, and the index pattern it comes from. A lone URL
// learned as such would keep the list's title as a literal.
func suffixPattern(index urlpattern.Set, root, u string) (pat, from urlpattern.Pattern, ok bool) {
	root, u = urlpattern.StripParams(root, index.Ignore), urlpattern.StripParams(u, index.Ignore)
	if !strings.HasPrefix(u, root) || len(u) == len(root) {
		return urlpattern.Pattern{}, urlpattern.Pattern{}, false
	}
	if p, ok := firstPattern(index, root); ok {
		var b strings.Builder
		b.WriteString(strings.TrimSuffix(p.Regex, "$"))
		rest := u[len(root):]
		last := 0
		for _, m := range numbers.FindAllStringIndex(rest, -1) {
			if rest[m[0]] == '%' {
				continue
			}
			b.WriteString(regexp.QuoteMeta(rest[last:m[0]]))
			b.WriteString(`\d+`)
			last = m[1]
		}
		b.WriteString(regexp.QuoteMeta(rest[last:]))
		b.WriteString("$")
		return urlpattern.Pattern{Regex: b.String(), Covered: 1, Examples: []string{u}}, p, true
	}
	return urlpattern.Pattern{}, urlpattern.Pattern{}, false
}

// firstPattern is the first pattern of index that matches root.
func firstPattern(index urlpattern.Set, root string) (urlpattern.Pattern, bool) {
	for _, p := range index.Patterns {
		re, err := regexp.Compile(p.Regex)
		if err == nil && strings.HasSuffix(p.Regex, "$") && re.MatchString(root) {
			return p, true
		}
	}
	return urlpattern.Pattern{}, false
}

// numbers are the digit runs of a URL; a percent escape (%2B) is matched
// whole so that its digits are left as they are.
var numbers = regexp.MustCompile(`%[0-9A-Fa-f]{2}|[0-9]+`)

// namedFlips splits the page-flipping URLs of lists into those of
// sub-boards whose pattern names them (see generalised) as (first page,
// URL) pairs, and the lists of the others. A flip's first page is the
// longest URL of roots it extends, the pattern the first of index to
// match it; a sub-board's first page is one path segment below another
// URL of roots than the entry page. Views a menu names (recent, popular
// beside the categories) page as the boards do, and are left to learning.
func namedFlips(index urlpattern.Set, lists [][]string, roots []string, entry string) (named [][2]string, rest [][]string) {
	boards := map[string]bool{}
	for _, r := range roots {
		boards[bare(r)] = r != entry
	}
	for _, list := range lists {
		var others []string
		for _, u := range list {
			root := extended(u, roots)
			if p, ok := firstPattern(index, root); ok && root != "" && boards[bare(parent(root))] && !generalised(p.Regex) {
				named = append(named, [2]string{root, u})
			} else {
				others = append(others, u)
			}
		}
		if len(others) > 0 {
			rest = append(rest, others)
		}
	}
	return named, rest
}

// suffixed makes the page-flipping URLs of flips (first page, URL) into
// patterns after the first pages' (see suffixPattern), one for each form,
// with the URLs it covers counted and a few of them as examples, and
// returns the URLs it cannot place.
func suffixed(first urlpattern.Set, flips [][2]string) (pats []urlpattern.Pattern, rest []string) {
	seen := map[string]bool{}
	for _, f := range flips {
		if seen[f[1]] {
			continue
		}
		seen[f[1]] = true
		p, _, ok := suffixPattern(first, f[0], f[1])
		if !ok {
			rest = append(rest, f[1])
			continue
		}
		i := equal(pats, p)
		if i < 0 {
			pats = append(pats, p)
			continue
		}
		pats[i].Covered++
		if len(pats[i].Examples) < 3 {
			pats[i].Examples = append(pats[i].Examples, f[1])
		}
	}
	return pats, rest
}

// mainThreadGroups are the thread groups the site's boards list their
// threads in: the one shown by most of the pages the entry page's index
// groups lead to (the boards, one step down the EIT path), and the entry
// page's own when some of those pages show it too (a blog's or Q&A site's
// front page and its tag pages); with no such page, the entry page's own,
// else the one holding the most thread URLs. A forum's entry lists boards:
// its last-post links, or a sidebar of recent topics that a category page
// of boards shows too, are not all its boards list. Each index group of
// the entry page's own (not trailing its records, as the tags of topic
// rows do) adds the thread group most of its pages show, three at least:
// MVCForum's categories list their topics in another wrapper than its
// more numerous tags. A pair of links is no list of boards: PunBB's
// recent and unanswered topics are views of them.
func (l *learner) mainThreadGroups(home *page) []string {
	pages, urls := map[string]int{}, map[string]int{}
	byGroup := map[string]map[string]int{}
	for k, us := range home.visit.index {
		byGroup[k] = map[string]int{}
		for _, u := range us {
			if p := l.pages[u]; p != nil && p.visit != nil && p.visit.threadKey != "" {
				pages[p.visit.threadKey]++
				byGroup[k][p.visit.threadKey]++
			}
		}
	}
	for _, p := range l.order {
		if p.visit != nil && p.visit.threadKey != "" {
			urls[p.visit.threadKey] += len(p.visit.threadURLs)
		}
	}
	own := home.visit.threadKey
	if len(pages) == 0 {
		if own != "" {
			return []string{own}
		}
		pages = urls
	}
	alike := func(k string) int {
		n := 0
		for o, m := range pages {
			if alikeLists(k, o) {
				n += m
			}
		}
		return n
	}
	main, most := "", 0
	for k := range pages {
		if n := alike(k); n > most || n == most && k < main {
			main, most = k, n
		}
	}
	mains := []string{main}
	if own != "" && own != main && alike(own) > 0 {
		mains = append(mains, own)
	}
	trailing := setOf(home.visit.trailing)
	for _, k := range slices.Sorted(maps.Keys(byGroup)) {
		if trailing[k] {
			continue
		}
		if m := majority(byGroup[k]); m != "" && !slices.ContainsFunc(mains, func(o string) bool { return alikeLists(m, o) }) {
			mains = append(mains, m)
		}
	}
	return mains
}

// majority is the key counted more than all others together, three times
// at least, or "".
func majority(n map[string]int) string {
	total := voters(n)
	for k, c := range n {
		if c >= 3 && 2*c > total {
			return k
		}
	}
	return ""
}

// listTail is how many steps of a thread group's tag path, from its links
// up (the link, its cell, the row, the list), two pages must share exactly
// to list their threads alike. Above them only the tags must agree: a page's
// wrapper may be classed by the kind of page it is (WordPress themes class
// the article of a board "forum", that of a tag page "bbp-topic-tag").
const listTail = 5

// alikeLists reports whether two thread group keys name the same list.
func alikeLists(a, b string) bool {
	if a == b {
		return true
	}
	i, j := strings.LastIndexByte(a, ' '), strings.LastIndexByte(b, ' ')
	if i < 0 || j < 0 || a[i:] != b[j:] {
		return false
	}
	sa, sb := strings.Split(a[:i], "/"), strings.Split(b[:j], "/")
	if len(sa) != len(sb) {
		return false
	}
	for k := range sa {
		if k >= len(sa)-listTail {
			if sa[k] != sb[k] {
				return false
			}
			continue
		}
		ta, _, _ := strings.Cut(sa[k], ".")
		tb, _, _ := strings.Cut(sb[k], ".")
		if ta != tb {
			return false
		}
	}
	return true
}

// threadViews are the URLs that fetched thread and index pages link
// (nofollow or not: the crawl's regex is judged on every URL) as their own
// URL and one more path segment, a word (no digit) that so extends two
// such pages or more: one view of every thread or list (its feed, its
// print view, its reply form), no thread. Simple:Press's forum/F/T/rss/
// has the shape of a sub-forum's topic, forum/F/SUB/T/, and its board's
// forum/F/rss/ that of a topic, and only these URLs tell the thread regex
// to keep the word out.
func (l *learner) threadViews() []string {
	linkers := map[string]map[string]bool{} // word -> pages linking it
	urls := map[string][]string{}
	for _, p := range l.order {
		if !p.ok() || !l.thread.seen[p.url] && !l.index.seen[p.url] {
			continue
		}
		for _, k := range p.doc.Links() {
			u := l.strip(k.URL)
			word := strings.Trim(strings.TrimPrefix(u, p.url), "/")
			if !extends(u, p.url) || word == "" || strings.ContainsAny(word, "/?#&;=0123456789") {
				continue
			}
			if linkers[word] == nil {
				linkers[word] = map[string]bool{}
			}
			linkers[word][p.url] = true
			urls[word] = append(urls[word], u)
		}
	}
	var out []string
	for _, w := range slices.Sorted(maps.Keys(urls)) {
		if len(linkers[w]) >= 2 {
			out = append(out, distinct(urls[w])...)
		}
	}
	return out
}
