package learn

import (
	"context"
	"math"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"focus/align"
	"focus/pagetype"
	"focus/urlpattern"
)

// group is a link group: links at one position of a page's records (or,
// outside the records, at one tag path) whose URLs have one shape.
type group struct {
	key     string   // path and URL shape: the same group on every page of the site
	path    string   // tag path
	urls    []string // distinct, in page order
	anchors []string // the longest anchor of each URL
	links   int      // links, a URL named twice counted twice
	several bool     // some record names two of its URLs or more (a topic's tags)
	people  int      // links to user profiles (align.IsProfile)
	trails  int      // links that follow a link to another page in their record (see trailing)
	lead    string   // the key of the group most of its trailing links follow
	weight  int      // total anchor text of its links in runes, dates and numbers left out
	split   string   // the key of its own the group may need, for indexPage to judge (see splitByRoute)
	at      []int    // where its links are among the page's, in page order
}

// groups returns the candidate index and thread URL groups of p, heaviest
// first: the columns of its link tables, merged when they share a tag path
// and URL shape, then the links outside every table grouped by tag path.
func (l *learner) groups(ctx context.Context, p *page) []*group {
	// A link to one of p's own posts under another URL (a comment's
	// permalink) lists no other page: it would make a thread of short
	// posts look like a list. Alias detection still reads it.
	follow := map[*html.Node]align.Link{}
	pos := map[*html.Node]int{}
	for i, k := range l.links(ctx, p) {
		if !k.Permalink {
			follow[k.Node] = k
			pos[k.Node] = i
		}
	}
	tables := p.doc.LinkTables()
	trails := trailing(tables, follow)
	byKey := map[string]*group{}
	keyOf := map[*html.Node]string{}
	var order []*group
	// A record naming one URL twice at a place (a board's icon and its
	// title) names it once: only a URL named by many records, a stream's
	// "posted in" its board, counts as named more than once.
	recordOf := map[*html.Node]int{}
	records := 0
	for _, t := range tables {
		for _, rec := range t.Region.Records {
			records++
			for _, k := range rec.Links {
				recordOf[k.Node] = records
			}
		}
	}
	type naming struct {
		key, url string
		record   int
	}
	named := map[naming]bool{}
	type slot struct {
		key    string
		record int
	}
	first := map[slot]string{} // the first URL of a group a record names
	add := func(path string, k align.Link) {
		key := path + " " + urlpattern.Shape(k.URL)
		if lead := trails[k.Node]; lead != nil && keyOf[lead] == key && extends(follow[lead].URL, k.URL) {
			// Trailing its record's lead at the lead's own place, to a page
			// the lead's URL extends: the lead's container (a recent
			// topic's "in Forum", forum/F/ after forum/F/T/), not more of
			// the lead's list.
			key += " up"
		}
		g := byKey[key]
		if g == nil {
			g = &group{key: key, path: path}
			byKey[key] = g
			order = append(order, g)
		}
		keyOf[k.Node] = key
		g.at = append(g.at, pos[k.Node])
		g.weight += anchorWeight(k.Anchor, p.doc.Now)
		if n := (naming{key, k.URL, recordOf[k.Node]}); n.record == 0 || !named[n] {
			g.links++
			named[n] = true
		}
		if r := recordOf[k.Node]; r > 0 {
			at := slot{key, r}
			if u, ok := first[at]; !ok {
				first[at] = k.URL
			} else if u != k.URL {
				g.several = true
			}
		}
		if align.IsProfile(&k) {
			g.people++
			l.profiles[k.URL] = true
		}
		if i := slices.Index(g.urls, k.URL); i >= 0 {
			if len(k.Anchor) > len(g.anchors[i]) {
				g.anchors[i] = k.Anchor
			}
			return
		}
		g.urls = append(g.urls, k.URL)
		g.anchors = append(g.anchors, k.Anchor)
	}
	tabled := map[*html.Node]bool{}
	for _, t := range tables {
		for _, c := range t.Columns {
			path := p.paths.clean(c.Path)
			for _, k := range c.Links {
				if f, ok := follow[k.Node]; ok && !tabled[k.Node] {
					tabled[k.Node] = true
					add(path, f)
				}
			}
		}
	}
	for _, k := range l.links(ctx, p) {
		if _, ok := follow[k.Node]; ok && !tabled[k.Node] {
			add(k.Path, k)
		}
	}
	leads := map[string]map[string]int{}
	for k, lead := range trails {
		if key, ok := keyOf[k]; ok {
			if leads[key] == nil {
				leads[key] = map[string]int{}
			}
			leads[key][keyOf[lead]]++
		}
	}
	for _, g := range order {
		slices.Sort(g.at)
		l.splitByRoute(g)
		for key, n := range leads[g.key] {
			g.trails += n
			if 2*n > g.links {
				g.lead = key
			}
		}
	}
	slices.SortStableFunc(order, func(a, b *group) int { return b.weight - a.weight })
	return order
}

// trailing marks the links of table records that follow a link to another
// page with text of its own, not a member's, alone at their place in the
// record (see place; one URL there, as a last post's title and its arrow
// icon are), each with the link it follows: the "posted in General" of a
// stream of posts, the board a tag's search result names, which attribute
// a record that leads somewhere else, and a board's last post, which
// follows the board. A list of boards leads with them, and a category's
// boards, listed after the category's own link, are a list in the record.
func trailing(tables []align.LinkTable, follow map[*html.Node]align.Link) map[*html.Node]*html.Node {
	out := map[*html.Node]*html.Node{}
	for _, t := range tables {
		for _, rec := range t.Region.Records {
			var lead *html.Node
			var after []align.Link
			at := map[string]int{} // distinct URLs at each place
			seen := map[[2]string]bool{}
			for _, k := range rec.Links {
				f, ok := follow[k.Node]
				switch {
				case !ok:
				case lead == nil && strings.TrimSpace(f.Anchor) != "" && !align.IsProfile(&f):
					lead = k.Node
				case lead != nil && f.URL != follow[lead].URL:
					after = append(after, k)
					if pu := [2]string{place(k, f), f.URL}; !seen[pu] {
						seen[pu] = true
						at[pu[0]]++
					}
				}
			}
			for _, k := range after {
				if at[place(k, follow[k.Node])] == 1 {
					out[k.Node] = lead
				}
			}
		}
	}
	return out
}

// place is where a link sits in its record, for trailing: its group's
// (tag path and URL shape), a member's links apart from others (a last
// post, its poster and the day's activity share a cell).
func place(k, f align.Link) string {
	if align.IsProfile(&f) {
		return k.Path + " member"
	}
	return k.Path + " " + urlpattern.Shape(f.URL)
}

// splitByRoute looks at the routes (see route) of g's URLs: when the
// group of g's key on earlier pages led to other routes only, and the key
// is not known to span routes, g may be another list laid out as the
// same one (Flarum's tag list, /t/name, laid out as its discussion list,
// /d/N-title). It then takes the key of its own routes if that key has a
// verdict already, else is given it in split, for indexPage to judge.
func (l *learner) splitByRoute(g *group) {
	var rs []string
	for _, u := range g.urls {
		if r := route(u); r != "" && !slices.Contains(rs, r) {
			rs = append(rs, r)
		}
	}
	slices.Sort(rs)
	before := l.routes[g.key]
	if len(rs) > 0 && len(before) > 0 && !l.mixed[g.key] &&
		!slices.ContainsFunc(rs, func(r string) bool { return slices.Contains(before, r) }) {
		own := g.key + " " + strings.Join(rs, ",")
		if _, ok := l.verdicts[own]; ok {
			g.key = own
		} else {
			g.split = own
		}
		return
	}
	for _, r := range rs {
		if !slices.Contains(before, r) {
			l.routes[g.key] = append(l.routes[g.key], r)
		}
	}
}

// route is the first path segment of URL u when its path has two or more
// and that segment is a word (letters, '-' and '_'), as the routes of a
// web application are (/d/12-title, /t/name, index.php?/forum/3-news/);
// "" for any other: a title (/a-title/), a date (/2024/05/title) or a
// single file (/viewtopic.php?t=3) is no route.
func route(u string) string {
	pu, err := url.Parse(u)
	if err != nil {
		return ""
	}
	path := pu.Path
	if qpath, ok := urlpattern.QueryPath(pu.RawQuery); ok {
		path = qpath
	}
	first, rest, ok := strings.Cut(strings.Trim(path, "/"), "/")
	if !ok || rest == "" || first == "" || strings.IndexFunc(first, func(r rune) bool {
		return !unicode.IsLetter(r) && r != '-' && r != '_'
	}) >= 0 {
		return ""
	}
	return first
}

// anchorWeight is the runes of a title-like anchor: dates (last-post
// links) and numbers (pagers, counts) weigh nothing.
func anchorWeight(a string, now time.Time) int {
	a = strings.TrimSpace(a)
	if a == "" || strings.IndexFunc(a, func(r rune) bool { return !unicode.IsDigit(r) && !unicode.IsSpace(r) && !unicode.IsPunct(r) }) < 0 {
		return 0
	}
	if _, ok := align.ParseTime(a, now); ok {
		return 0
	}
	return utf8.RuneCountInString(a)
}

// visit is what an index page showed: its thread group and its index
// groups, kept until learning knows which index groups are the site's.
type visit struct {
	threadKey  string
	threadURLs []string
	widget     bool                // the thread group is one other lists show too (see threadGroup)
	index      map[string][]string // URLs of the page's index groups, by key
	trailing   []string            // keys of index groups that mostly trail their records (see trailing)
	heavy      []string            // keys of the page's lists (see heavy)
	streams    []string            // keys of index groups that name a URL in many records (see namesOnce)
	tags       []string            // keys of index groups whose records name several of their URLs: tags, not a topic's board
	leads      map[string]string   // of a list that trails its records, the key of the group it follows
}

// show records the page's lists among gs (see heavy), and the groups
// those that trail their records follow (a board's last post follows the
// board: see trailing).
func (v *visit) show(gs []*group) {
	v.heavy = heavy(gs)
	v.leads = map[string]string{}
	for _, g := range gs {
		if g.lead != "" && slices.Contains(v.heavy, g.key) {
			v.leads[g.key] = g.lead
		}
	}
}

// trails reports whether the page's thread group trails g's links in
// their records (see trailing).
func (v *visit) trails(g *group) bool {
	return v.threadKey != "" && v.leads[v.threadKey] == g.key
}

// outlists reports whether g lists every thread of the page's thread group
// and more: the page's list of threads, where the thread group's links
// were a part of it (Lobsters' titles link on-site only the stories
// without a link of their own; every story's "N comments" link does).
func (v *visit) outlists(g *group) bool {
	return v.threadKey != "" && len(g.urls) > len(v.threadURLs) && holdsAll(g.urls, v.threadURLs)
}

// addIndex files g as one of the page's index groups.
func (v *visit) addIndex(g *group) {
	v.index[g.key] = g.urls
	if !namesOnce(g) && !slices.Contains(v.streams, g.key) {
		v.streams = append(v.streams, g.key)
	}
	if g.several && !slices.Contains(v.tags, g.key) {
		v.tags = append(v.tags, g.key)
	}
	if 2*g.trails > g.links {
		v.trailing = append(v.trailing, g.key)
	}
}

// heavy are the keys of the groups that make up a page's content: at least
// candidateShare as heavy as its heaviest, and naming each URL about once
// (a record naming it twice, by an icon and a title, names it once).
// A list of boards names each board once; an activity stream names the
// board of every item (Invision's /discover/, "replied to a topic in
// General"): a stream is not a list of the boards it names.
func heavy(gs []*group) []string {
	var keys []string
	for _, g := range gs {
		if g.weight > 0 && float64(g.weight) >= candidateShare*float64(gs[0].weight) && namesOnce(g) {
			keys = append(keys, g.key)
		}
	}
	return keys
}

// namesOnce reports whether g names each of its URLs about once: a list,
// not a stream of items each naming its board.
func namesOnce(g *group) bool { return 2*g.links < 3*len(g.urls) }

// look fills in what a fetched index page shows from the groups already
// decided, without voting: for a page learning fetched (to vote on its
// group) but did not visit.
func (l *learner) look(ctx context.Context, p *page) {
	if p.visit != nil || !p.ok() {
		return
	}
	p.visit = &visit{index: map[string][]string{}}
	gs := l.groups(ctx, p)
	p.visit.show(gs)
	l.remember(p, gs)
	for _, g := range gs {
		switch l.verdicts[g.key] {
		case TypeIndex:
			p.visit.addIndex(g)
		case TypeThread:
			l.threadGroup(p, g)
		}
	}
}

// indexPage finds the index and thread URL groups of an index page (FoCUS
// Fig. 6). Groups seen on earlier pages keep their verdict; new candidates
// are voted on. It reports whether a new group got a verdict.
func (l *learner) indexPage(ctx context.Context, p *page, entry bool) bool {
	p.visit = &visit{index: map[string][]string{}}
	gs := l.groups(ctx, p)
	if len(gs) == 0 {
		return false
	}
	p.visit.show(gs)
	l.remember(p, gs)
	most, share, ref := maxVotes, candidateShare, leading(gs).weight
	if entry {
		most = maxEntryVotes
	}
	learned, resplit, votes, fewest := false, false, 0, 2
	for pass := 0; pass < 3; pass++ {
		for _, g := range gs {
			v, known := l.verdicts[g.key]
			// A group that may be another list than its key's (see
			// splitByRoute) is judged as a new one.
			was, own := v, g.split
			split := own != "" && (v == TypeIndex || v == TypeThread)
			g.split = ""
			if !known || split {
				if len(g.urls) < fewest || float64(g.weight) < share*float64(ref) && !l.heads(g, gs) && !l.leadsThreads(g, gs) && !l.extendsIndex(g) || g.weight == 0 ||
					votes >= most || l.left() <= l.reserve() {
					if !split {
						continue
					}
				} else {
					v = l.judge(ctx, p, g, entry, split, &votes)
					switch {
					case !split:
						l.verdicts[g.key] = v
					case v == was:
						l.mixed[g.key] = true
					default:
						g.key = own
						l.verdicts[own] = v
						resplit = true
					}
					learned = learned || v != "" && v != was
				}
			} else if pass > 0 {
				continue // applied in the first pass
			}
			switch {
			case v == TypeIndex:
				p.visit.addIndex(g)
				l.addIndexes(g)
			case v == TypeThread && l.threadGroup(p, g):
				for _, u := range p.visit.threadURLs {
					l.thread.add(u)
				}
			}
		}
		// An entry page whose heavy groups are all threads (a news or blog
		// front page) keeps its sections in lighter groups: look there
		// too, and then at its lone links (Flarum's one list is of
		// discussions; its tags are a menu's "Browse tags" away).
		if !entry || len(p.visit.index) > 0 {
			break
		}
		share = 0
		if pass == 1 {
			fewest = 1
		}
	}
	if resplit {
		p.visit.show(gs)
		l.remember(p, gs)
	}
	if entry && !l.deep && len(p.visit.index) == 0 && p.visit.threadKey == "" {
		// Neither boards nor threads: the entry page of a site of many
		// forums lists lists of boards (the courses of a school, each
		// with its forums). Its groups voted neither are voted again,
		// their pages judged by where their own lists lead.
		l.deep = true
		for _, g := range gs {
			if v, ok := l.verdicts[g.key]; ok && v == "" {
				delete(l.verdicts, g.key)
			}
		}
		return l.indexPage(ctx, p, entry)
	}
	return learned
}

// extendsIndex reports whether g holds an index URL, not the entry page,
// beside URLs not all met before, each as deep in the path as it and
// deeper than the entry page: a board row's links to its sub-forums, one
// of which a recent post's "in" link named, voted on however light. A
// breadcrumb's URLs climb, and a site's menus name its top-level pages.
func (l *learner) extendsIndex(g *group) bool {
	i := slices.IndexFunc(g.urls, func(u string) bool { return u != l.home && l.index.seen[u] })
	if i < 0 {
		return false
	}
	depth := func(u string) int { return len(strings.FieldsFunc(pathOf(u), func(r rune) bool { return r == '/' })) }
	d := depth(g.urls[i])
	return d > depth(l.home) &&
		!slices.ContainsFunc(g.urls, func(u string) bool { return depth(u) != d }) &&
		slices.ContainsFunc(g.urls, func(u string) bool { return !l.index.seen[u] && !l.thread.seen[u] })
}

// heads reports whether g's links head the runs of the links of an index
// group of gs, one run each, one run of two links at least: the
// categories over their boards, as light as a few short names are beside
// ten boards, and voted on however light.
func (l *learner) heads(g *group, gs []*group) bool {
	return slices.ContainsFunc(gs, func(h *group) bool { return l.verdicts[h.key] == TypeIndex && headsList(g, h) })
}

// headsList reports whether g's links head the runs of h's, one run each,
// one run of two links at least.
func headsList(g, h *group) bool {
	return h != g && len(g.urls) >= 2 && len(h.at) > len(g.at) && headsRuns(g.at, h.at)
}

// leadsThreads reports whether g's links lead records whose trailing
// links (a group of gs) are thread pages: a list of boards, each followed
// by its last post, as light as a few short names are beside a board's
// topics (Simple:Press's sub-forums above them), and voted on however
// light. The trailing group's own verdict may be none, as shortcuts into
// threads the page lists besides.
func (l *learner) leadsThreads(g *group, gs []*group) bool {
	return slices.ContainsFunc(gs, func(h *group) bool {
		if h == g || h.lead != g.key || len(h.urls) < len(g.urls) {
			return false // one trailing link a record at least
		}
		n, threads := 0, 0
		for _, u := range h.urls {
			if d := l.pages[u]; d != nil && d.ok() {
				n++
				if d.typ == TypeThread {
					threads++
				}
			}
		}
		return n >= 2 && 2*threads > n
	})
}

// headsRuns reports whether every position of heads (in page order) is
// followed by one position of runs at least before the next, and no
// position of runs comes before the first.
func headsRuns(heads, runs []int) bool {
	j := 0
	for i, at := range heads {
		if j == len(runs) || runs[j] < at {
			return false
		}
		next := math.MaxInt
		if i+1 < len(heads) {
			next = heads[i+1]
		}
		n := 0
		for ; j < len(runs) && runs[j] < next; j++ {
			n++
		}
		if n == 0 {
			return false
		}
	}
	return true
}

// leading is the heaviest of gs (heaviest first) that leads its records,
// or the heaviest when none does: the weight a candidate is measured
// against. A board list's last posts, each trailing its board, can
// outweigh the boards, and would make a light list beside them (the
// categories over the boards) too light to be voted on.
func leading(gs []*group) *group {
	for _, g := range gs {
		if g.lead == "" {
			return g
		}
	}
	return gs[0]
}

// threadLists looks on thread page p for lists no index page links (the
// tags of a topic): a group of p no page voted on, within maxVotes and
// the budget above reserve, whose sampled destinations mostly list the
// site's known threads as their heaviest group (see showsKnownThreads)
// gives index URLs, queued for the walk. The classifier has no say: a
// tag of a few topics is as small as a login page. Members' profiles,
// sort orders of the page, links into its threads (a post of one), and
// groups linking a page an index page links (a menu's recent topics,
// judged there), a known thread or board or a sibling of a board (a list
// of a known kind: Vanilla's tags, which its index pages list too) or a
// page out of the forum's directory (the tags of the CMS around a forum
// at /forum/, which list its threads beside its other content) are not
// looked at; nor does a thread page (a post of one, linked from another)
// count as a list. It reports whether it found such a group, and whether
// p had a group to sample at all.
func (l *learner) threadLists(ctx context.Context, p *page, reserve int) (found, sampled bool) {
	votes := 0
	dir := "/" + strings.Join(l.dir(), "/")
	judged, boards := map[string]bool{}, map[string]bool{}
	for _, o := range l.order {
		if o.visit != nil {
			for _, k := range l.links(ctx, o) {
				judged[k.URL] = true
			}
		}
	}
	for _, u := range l.index.list {
		boards[parent(u)] = true
	}
	known := func(u string) bool {
		return judged[u] || l.index.seen[u] || l.thread.seen[u] || boards[parent(u)] || !strings.HasPrefix(pathOf(u), dir)
	}
	for _, g := range l.groups(ctx, p) {
		if _, voted := l.verdicts[g.key]; voted || l.triedThreads[g.key] || len(g.urls) < 2 || g.weight == 0 ||
			votes >= maxVotes || l.left() <= reserve || noList(p, g, false) ||
			extending(g, l.thread.list) || slices.ContainsFunc(g.urls, known) {
			continue
		}
		votes++
		n, lists := l.halfSample(ctx, g, func(d *page) bool {
			return d.typ != TypeThread && !d.canonicalElsewhere() && l.showsKnownThreads(ctx, d)
		})
		l.log.Debug("thread page group", "group", g.key, "urls", len(g.urls), "sampled", n, "lists of threads", lists)
		if n < 2 || 2*lists <= n {
			// A tie (a tag of threads learning has not seen beside one
			// of threads it has) is tried again on the next thread page.
			l.triedThreads[g.key] = n >= 2 && 2*lists < n
			continue
		}
		l.verdicts[g.key] = TypeIndex
		l.fromThreads[g.key] = append(l.fromThreads[g.key], g.urls...)
		found = true
		l.addIndexes(g)
	}
	return found, votes > 0
}

// addIndexes files the URLs of g, an index group, as index URLs and
// queues them for the walk.
func (l *learner) addIndexes(g *group) {
	l.fileIndexes(g)
	for _, u := range g.urls {
		l.enqueue(u, u)
	}
}

// fileIndexes adds g's URLs to the index URLs, each noted as linked by g
// unless a group linked it before.
func (l *learner) fileIndexes(g *group) {
	for _, u := range g.urls {
		l.index.add(u)
		if _, ok := l.via[u]; !ok {
			l.via[u] = g.key
		}
	}
}

// parent is URL u up to its path's last segment: a board's siblings
// (topic-tag/a/ and topic-tag/b/) share it.
func parent(u string) string {
	u = bare(u)
	return u[:strings.LastIndexByte(u, '/')+1]
}

// bare is a URL without its query and trailing slash.
func bare(u string) string {
	return strings.TrimSuffix(u[:urlpattern.PathStart(u)]+pathOf(u), "/")
}

// showsKnownThreads reports whether page d's heaviest group mostly links
// threads learning knows, and is d's own: not site chrome.
func (l *learner) showsKnownThreads(ctx context.Context, d *page) bool {
	gs := l.groups(ctx, d)
	return len(gs) > 0 && len(gs[0].urls) >= 2 && l.mostly(gs[0], l.thread.seen) && l.elsewhere(d, gs[0]) < 2 && !l.chrome(d, gs)
}

// noList reports a group of page p that is no list of its own: sort
// orders and filters of the page's own list (the column headers of a
// board, which on a later page may name its first), or members' profiles,
// neither boards nor threads (FoCUS counts them among the other pages),
// however much a profile listing its posts looks like a board.
func noList(p *page, g *group, entry bool) bool {
	var constants []string
	if entry {
		constants = siteWide(p)
	}
	return views(p.final, g.urls, constants, entry) || views(p.family(), g.urls, constants, entry) || 2*g.people > g.links
}

// siteWide are the query parameters (name=value) that p's links to two
// other paths or more carry: constants of the site (Beehive's
// webtag=DEFAULT on every link), which name no list.
func siteWide(p *page) []string {
	paths := map[string]map[string]bool{} // parameter -> paths of the links carrying it
	own := pathOf(p.final)
	for _, k := range p.doc.Links() {
		pu, err := url.Parse(k.URL)
		if err != nil || pu.EscapedPath() == own {
			continue
		}
		for _, kv := range strings.FieldsFunc(pu.RawQuery, func(r rune) bool { return r == '&' || r == ';' }) {
			if paths[kv] == nil {
				paths[kv] = map[string]bool{}
			}
			paths[kv][pu.Path] = true
		}
	}
	var out []string
	for kv, ps := range paths {
		if len(ps) >= 2 {
			out = append(out, kv)
		}
	}
	return out
}

// judge decides what a new candidate group g of index page p lists:
// TypeIndex, TypeThread or "" (neither), by the rules below or, failing
// them, by a vote on its destinations, counted in votes. A group that may
// be another list laid out as its key's (split) is not judged by its
// layout.
func (l *learner) judge(ctx context.Context, p *page, g *group, entry, split bool, votes *int) string {
	var v string
	if noList(p, g, entry) {
		v = ""
	} else if p.visit.threadKey != "" && !p.visit.outlists(g) && (l.mostly(g, l.thread.seen) || extending(g, p.visit.threadURLs)) {
		// More links to the threads of the page's thread group ("Read
		// more", "N comments", the last page or post of each): a page
		// has one.
		v = ""
	} else if len(g.urls) == 1 && pagerOf(g) != noPager || pagerOf(g) == numbered && views(p.family(), g.urls, nil, false) {
		// A lone "next" link, or page numbers that set a parameter of the
		// page's own URL: the page's own page-flipping, voted on only when
		// an entry page of threads alone has its light groups judged too.
		v = ""
	} else if !split && l.listsThreads(g) {
		// Laid out as a list of threads the site has (a tag's topics,
		// as a board's): a short one's vote is weak.
		v = TypeThread
	} else {
		*votes++
		v = l.vote(ctx, g)
	}
	if v == TypeThread && p.visit.threadKey != "" && !p.visit.widget && !p.visit.trails(g) && !p.visit.outlists(g) {
		// A lighter thread group beside the page's thread titles:
		// last-post or permalink shortcuts, duplicate URLs.
		v = ""
	}
	return v
}

// threadGroup makes g, a thread group of p, p's thread group, and reports
// whether it did: the first (heaviest) thread group of the page, unless it
// is a widget, the same threads shown on a page of another list (a
// sidebar of recent topics outweighs a board's few), and g lists other
// threads than the widget, or it trails g's links in their records (each
// topic's last message, "RE: " and its title, can outweigh the titles).
// The widget stays p's thread group when p has no other, and a group
// that outlists it takes its place, one of p's own or one as much shown
// elsewhere (the list and its view under another URL both show every
// story's comments link and the titles of some).
func (l *learner) threadGroup(p *page, g *group) bool {
	w := l.elsewhere(p, g) > 0
	replaces := (!w || p.visit.widget) && p.visit.outlists(g)
	if p.visit.threadKey != "" && !p.visit.trails(g) && !replaces && (!p.visit.widget || w || l.mostly(g, setOf(p.visit.threadURLs))) {
		return false
	}
	// A list names no thread at its own URL or its first page's: Simple:Press
	// aligns a board's pager link to page 1 with its topics' titles.
	p.visit.threadKey, p.visit.threadURLs, p.visit.widget = g.key, p.others(g.urls), w
	return true
}

// chrome reports whether all of a page's lists (see heavy) are widgets,
// shown with the same URLs on pages of two other lists at least: a page
// that lists nothing of its own is no index page, however much the
// sidebars of a short thread look like one to the classifier. (A page
// whose lists one other page shows is rather that page under another URL,
// as Flickr's /explore is its home.)
func (l *learner) chrome(p *page, gs []*group) bool {
	keys := heavy(gs)
	for _, g := range gs {
		if slices.Contains(keys, g.key) && l.elsewhere(p, g) < 2 {
			return false
		}
	}
	return len(keys) > 0
}

// elsewhere counts the other lists (page families) whose pages showed
// group g with the same URLs as p does (see remember). Links of a page to
// itself are left out of its groups, so the pages' own URLs do not count:
// a sidebar of recent topics on one of them lists one link less.
func (l *learner) elsewhere(p *page, g *group) int {
	return l.shownElsewhere(p, g, false)
}

// shownElsewhere is elsewhere, leaving out the pages below p's path when
// views is set: its views (Mbin's /magazines/hot and /magazines/newest
// show the directory of /magazines, sorted), not other lists.
func (l *learner) shownElsewhere(p *page, g *group, views bool) int {
	fams := map[string]bool{}
	for _, o := range l.shown[g.key] {
		if o.family != p.family() && !(views && above(p.url, o.url)) && sameLinks(g.urls, o.urls, p.url, o.url) {
			fams[o.family] = true
		}
	}
	return len(fams)
}

// remember records the groups a page shows, once.
func (l *learner) remember(p *page, gs []*group) {
	for _, g := range gs {
		if !slices.ContainsFunc(l.shown[g.key], func(o shownGroup) bool { return o.url == p.url }) {
			l.shown[g.key] = append(l.shown[g.key], shownGroup{url: p.url, family: p.family(), urls: g.urls})
		}
	}
}

// shownGroup is a group as one page showed it.
type shownGroup struct {
	url, family string
	urls        []string
}

// sameLinks reports whether a and b name the same URLs but the two pages'
// own, x and y.
func sameLinks(a, b []string, x, y string) bool {
	own := func(u string) bool { return u == x || u == y }
	sa := slices.DeleteFunc(slices.Clone(a), own)
	sb := slices.DeleteFunc(slices.Clone(b), own)
	slices.Sort(sa)
	slices.Sort(sb)
	return len(sa) > 0 && slices.Equal(sa, sb)
}

// listsThreads reports whether a group voted thread is laid out as g is
// (see alikeLists).
func (l *learner) listsThreads(g *group) bool {
	for k, v := range l.verdicts {
		if v == TypeThread && alikeLists(k, g.key) {
			return true
		}
	}
	return false
}

// extending reports whether most of g's URLs lead into one of threads:
// its URL and more, a later page or a post (topic/x/page/3/ of topic/x/,
// showthread.php?t=5&goto=newpost of showthread.php?t=5).
func extending(g *group, threads []string) bool {
	n := 0
	for _, u := range g.urls {
		if slices.ContainsFunc(threads, func(t string) bool { return extends(u, t) }) {
			n++
		}
	}
	return 2*n > len(g.urls)
}

// extends reports whether u is URL t and more: a later page or a post of
// the thread at t.
func extends(u, t string) bool {
	rest, ok := strings.CutPrefix(u, t)
	return ok && rest != "" && (strings.HasSuffix(t, "/") || strings.ContainsRune("/?&;#", rune(rest[0])))
}

// holdsAll reports whether every URL of some is in all.
func holdsAll(all, some []string) bool {
	in := setOf(all)
	return !slices.ContainsFunc(some, func(u string) bool { return !in[u] })
}

// setOf is the set of us.
func setOf(us []string) map[string]bool {
	m := make(map[string]bool, len(us))
	for _, u := range us {
		m[u] = true
	}
	return m
}

// views reports whether every URL is a view of the list at src: the same
// path with all of the page's query parameters and more (?board=6.0 to
// ?board=6.0;sort=subject, category/1/slug to category/1/slug?sort=votes).
// An entry page without parameters, or with only the site's constants
// (see siteWide), names no list: its links with parameters (index.php
// to index.php?board=6.0) are other pages.
func views(src string, urls, constants []string, entry bool) bool {
	params := func(u string) (string, []string, bool) {
		pu, err := url.Parse(u)
		if err != nil {
			return "", nil, false
		}
		kvs := strings.FieldsFunc(pu.RawQuery, func(r rune) bool { return r == '&' || r == ';' })
		return pu.Host + pu.Path, kvs, true
	}
	at, have, ok := params(src)
	have = slices.DeleteFunc(have, func(kv string) bool { return slices.Contains(constants, kv) })
	if !ok || entry && len(have) == 0 {
		return false
	}
	for _, u := range urls {
		path, kvs, ok := params(u)
		if !ok || path != at || len(kvs) <= len(have) {
			return false
		}
		for _, kv := range have {
			if !slices.Contains(kvs, kv) {
				return false
			}
		}
	}
	return true
}

// duplicates reports whether most pages of a sample show pages already
// found as index pages under other URLs: sort orders and filters of a
// board's thread list ("sort by views") list the same threads.
func (l *learner) duplicates(sample []string) bool {
	n, dups := 0, 0
	for _, u := range sample {
		p := l.pages[u]
		if p == nil || !p.ok() {
			continue
		}
		n++
		for _, q := range l.order {
			if q != p && q.ok() && (l.index.seen[q.url] || q.url == l.home) && !slices.Contains(sample, q.url) && samePage(p, q) {
				dups++
				break
			}
		}
	}
	return 2*dups > n
}

// mostly reports whether most of g's URLs are in known.
func (l *learner) mostly(g *group, known map[string]bool) bool {
	n := 0
	for _, u := range g.urls {
		if known[u] {
			n++
		}
	}
	return 2*n > len(g.urls)
}

// vote fetches a sample of a group's destinations and returns the type most
// of them have, TypeIndex or TypeThread, or "" when that is neither or
// there is no clear winner. A redirected destination votes for neither: its
// URL is a duplicate of another. An undecided or contested vote (see
// contested) on a larger group is taken again with a second sample added.
func (l *learner) vote(ctx context.Context, g *group) string {
	var tally map[string]int
	v := ""
	var sample []string
	var got []*page
	for round := range 2 {
		var more []string
		for _, i := range spread(len(g.urls), (round+1)*l.opts.Sample) {
			if !slices.Contains(sample, g.urls[i]) {
				more = append(more, g.urls[i])
			}
		}
		if len(more) == 0 {
			break
		}
		sample = append(sample, more...)
		got = append(got, slices.DeleteFunc(l.getAll(ctx, more), func(p *page) bool { return p == nil })...)
		tally = l.tally(ctx, got)
		if v = winner(tally, voters(tally), len(sample) == len(g.urls)); v != "" && !contested(tally, v) {
			break
		}
	}
	if len(g.urls) == 1 && tally[TypeIndex] == 1 {
		// A lone link, voted on only where an entry page shows no index
		// group (see indexPage): learning goes on to that page's lists,
		// whose votes carry more.
		v = TypeIndex
	}
	l.outvoted[g.key] = v == ""
	if v == TypeIndex && l.duplicates(sample) {
		v = ""
	}
	l.log.Debug("vote", "group", g.key, "urls", len(g.urls), "weight", g.weight, "tally", tally, "verdict", v)
	if v == TypeThread {
		for _, u := range sample {
			if p := l.pages[u]; p != nil && p.ok() && p.typ == TypeThread {
				l.threads = append(l.threads, p)
			}
		}
	}
	return v
}

// tally counts the votes of a group's fetched destinations: a page at its
// own URL votes its type (see pageType); a redirect, or a page that names
// another URL its canonical one (Khoros's message permalinks, the page of
// their topic), votes for neither, being a duplicate of another. Canonical
// links are not heeded when every page naming another names the same: the
// mark of a site whose pages all name its home. A destination that is no
// HTML page (a board's feed, linked beside the board at the same place)
// abstains. A page voting 'other' that shows a dated post by its author,
// laid out as one voting thread, votes thread (see shortThreads).
func (l *learner) tally(ctx context.Context, ps []*page) map[string]int {
	names := map[string]bool{}
	dups := 0
	for _, p := range ps {
		if p.ok() && p.canonicalElsewhere() {
			names[p.canonical] = true
			dups++
		}
	}
	heed := len(names) > 1 || dups == 1
	votes := make([]string, len(ps))
	for i, p := range ps {
		if !p.file() && p.ok() && !(heed && p.canonicalElsewhere()) {
			votes[i] = l.pageType(ctx, p)
		}
	}
	shortThreads(ps, votes)
	tally := map[string]int{}
	for i, p := range ps {
		if !p.file() {
			tally[votes[i]]++
		}
	}
	return tally
}

// shortThreads turns into thread votes the 'other' votes of pages that
// show a post naming its author and date, laid out as one of the group's
// thread pages (see sameLayout): one template, one page type. A thread of
// one or two posts is little to judge by, and the classifier takes it for
// 'other' as often as not where the longer threads of the same template
// read as threads. On a site whose menus and frames outweigh a page's
// content every page is laid out alike: a page without a post (a login
// form, a wiki page) keeps its vote.
func shortThreads(ps []*page, votes []string) {
	for i, p := range ps {
		if votes[i] != pagetype.Other || align.Authored(p.doc.Posts()) == 0 {
			continue
		}
		for j, t := range ps {
			if votes[j] == TypeThread && t.typ == TypeThread && sameLayout(t, p, TypeThread) {
				votes[i] = TypeThread
				break
			}
		}
	}
}

// pageType is a destination's vote: the classifier's type, but a page
// whose heaviest group is one of the site's thread groups lists threads as
// the site's boards do, and votes index whatever the classifier says. A
// tag holding two topics is small, like a login page or a short thread, to
// a classifier that judges one page at a time; within the site, its list
// is the boards' list. (The first thread group is voted before any
// verdict exists, by the classifier alone; a thread page's posts, not
// links to other threads, are its heaviest group, unless they carry few
// links: then a widget of recent topics, shown alike on pages of other
// lists, may weigh more, and it is not the page's own list.) A page
// listing a few of the entry page's boards votes index too: a category
// page of a few boards, which the classifier calls a thread or 'other'.
// A thread must lead its own lists with them (see leadsWithBoards), as it
// names its category and tags in a list of its own; an 'other' page must
// when they are in rows of its own (see namesBoards). A page the
// classifier takes for an index page whose lists are all site chrome (see
// chrome) is none: a thread if it shows dated posts by their authors
// (e107's topics, their posts without links beside a sidebar of the
// latest posts), else no list at all. So is
// one whose heaviest group is people, when it shows dated messages by
// their authors (see messages): a thread whose replies link their authors
// alone, shown newest first (Elgg's discussions), reads as a list by its
// dates; a tag's questions, each with its asker, tags and counts, are a
// list all the same.
func (l *learner) pageType(ctx context.Context, p *page) string {
	gs := l.groups(ctx, p)
	defer l.remember(p, gs)
	if p.typ == TypeIndex {
		if l.chrome(p, gs) {
			if align.Authored(p.doc.Posts()) >= 2 {
				return TypeThread
			}
			return pagetype.Other
		}
		if len(gs) > 0 && 2*gs[0].people > gs[0].links && messages(p.doc.Posts()) >= 2 {
			return TypeThread
		}
		return p.typ
	}
	if len(gs) > 0 && l.verdicts[gs[0].key] == TypeThread && l.elsewhere(p, gs[0]) < 2 && !l.chrome(p, gs) {
		return TypeIndex
	}
	if p.typ == pagetype.Other && l.namesBoards(p, gs) || p.typ == TypeThread && l.leadsWithBoards(p, gs) {
		return TypeIndex
	}
	if l.deep && p.typ == pagetype.Other && l.listsLists(ctx, p, gs) {
		return TypeIndex
	}
	return p.typ
}

// messages counts the posts that carry an author, a date and a message
// of minMessage characters or more, or 0 unless they are half the posts
// with an author and a date at least: a member list's rows, a name and a
// join date, carry none, and the rows of a list of questions carry their
// tags and counts, shorter.
func messages(posts []align.Post) int {
	n, dated := 0, 0
	for _, p := range posts {
		if p.Author != "" && !p.Time.IsZero() {
			dated++
			if len(p.Text) >= minMessage {
				n++
			}
		}
	}
	if 2*n < dated {
		return 0
	}
	return n
}

// minMessage is the shortest text that counts as a message (see messages).
const minMessage = 100

// listsLists reports whether the heaviest of a page's own lists (see
// ownLists) leads to index pages, by the classifier's reading of a sample
// of its destinations: a course's forums, each a list of discussions,
// where the course page, a few blocks of long descriptions, reads as none.
func (l *learner) listsLists(ctx context.Context, p *page, gs []*group) bool {
	own := l.ownLists(p, gs)
	if len(own) == 0 {
		return false
	}
	n, lists := l.halfSample(ctx, own[0], func(d *page) bool { return d.typ == TypeIndex })
	return n > 0 && 2*lists > n
}

// halfSample fetches half a vote's sample of g's destinations and counts
// those that gave a page of their own (n) and, of them, those is accepts.
func (l *learner) halfSample(ctx context.Context, g *group, is func(*page) bool) (n, yes int) {
	var sample []string
	for _, i := range spread(len(g.urls), l.opts.Sample/2) {
		sample = append(sample, g.urls[i])
	}
	for _, d := range l.getAll(ctx, sample) {
		if d != nil && d.ok() {
			n++
			if is(d) {
				yes++
			}
		}
	}
	return n, yes
}

// listsIndexes reports whether one of a page's own lists (see ownLists)
// is one of the entry page's lists of index URLs (see listsBoards).
func (l *learner) listsIndexes(p *page, gs []*group) bool {
	return slices.ContainsFunc(l.ownLists(p, gs), l.listsBoards(true))
}

// listsBoards is the test of whether a list g names the entry page's
// boards, which it gathers once for the many lists it is tried on: a category
// page of a few boards, which the classifier takes for a thread or 'other'
// page, lists some of the boards the forum index lists, at the same place
// in the same rows, every URL of the form most of the entry page's URLs
// there have (see ofCommonForm: two sidebar boxes aligned as one list,
// Mbin's newest magazines over random threads, list boards and threads on
// every page, a FAQ's included); or, with rows, in rows of its own (a
// table of boards where the entry has tiles) when every URL it lists is
// one of those boards; or it is a directory of the boards (see directory:
// Mbin's /magazines lists more than the front page shows). (A page of all
// tags is not one: the entry names tags row by row, in no list of its
// own.)
func (l *learner) listsBoards(rows bool) func(g *group) bool {
	home := l.pages[l.home]
	if home == nil || home.visit == nil {
		return func(*group) bool { return false }
	}
	boards := map[string]bool{}
	for _, k := range home.visit.heavy {
		for _, u := range home.visit.index[k] {
			boards[u] = true
		}
	}
	return func(g *group) bool {
		return slices.Contains(home.visit.heavy, g.key) && l.verdicts[g.key] == TypeIndex && ofCommonForm(g.urls, home.visit.index[g.key]) ||
			rows && !slices.ContainsFunc(g.urls, func(u string) bool { return !boards[u] }) || directory(g.urls, boards)
	}
}

// listsDirectory reports whether p, no thread page to the classifier, is
// led in its own lists (see leading) by a directory (see directory) of
// boards (see keptBoards): a list of stories or posts, whose tags may
// name every tag the entry page shows, leads with the stories, and a
// thread's page whose posts link nothing may show a sidebar of every
// forum as its one list. The boards that head the runs of the leading
// list count with it: the categories over their sub-categories (Misago's
// /categories/, its top categories laid out apart from their children),
// not the headings of other lists (Lobsters's categories over its tags).
// A list to tick (see toTick) is a form to fill.
func (l *learner) listsDirectory(p *page, gs []*group, boards map[string]bool) bool {
	lead, heads := l.leadingHeads(p, gs)
	if p.typ == TypeThread || lead == nil {
		return false
	}
	us := slices.Clone(lead.urls)
	for _, g := range heads {
		us = append(us, slices.DeleteFunc(slices.Clone(g.urls), func(u string) bool { return !boards[u] })...)
	}
	return directory(us, boards) && !toTick(p, lead)
}

// leadingHeads is the leading one of p's own lists (see ownLists and
// leading), nil when p has none, and the groups of gs that head its runs
// (see headsList): categories over their boards.
func (l *learner) leadingHeads(p *page, gs []*group) (lead *group, heads []*group) {
	own := l.ownLists(p, gs)
	if len(own) == 0 {
		return nil, nil
	}
	lead = leading(own)
	for _, g := range gs {
		if headsList(g, lead) {
			heads = append(heads, g)
		}
	}
	return lead, heads
}

// toTick reports whether g, a group of p's, lies in a form that holds a
// checkbox for each of its URLs at least: a form to fill (Lobsters's
// /filters, a box to hide each tag), no list to crawl. A page wrapped in
// one form whole (ASP.NET's) holds a box or two.
func toTick(p *page, g *group) bool {
	if len(g.at) == 0 {
		return false
	}
	form := p.links[g.at[0]].Node // g.at indexes p's links (see groups)
	for form != nil && form.DataAtom != atom.Form {
		form = form.Parent
	}
	if form == nil {
		return false
	}
	checkbox := func(a html.Attribute) bool { return a.Key == "type" && strings.EqualFold(a.Val, "checkbox") }
	boxes := 0
	for n := range form.Descendants() {
		if n.DataAtom == atom.Input && slices.ContainsFunc(n.Attr, checkbox) {
			boxes++
		}
	}
	return boxes >= len(g.urls)
}

// keptBoards are the boards the entry page lists in its index groups, its
// lighter ones included (Misago's menu of categories), that validation
// kept (see validate), in both spellings (see respelled). A stream names
// boards only of the kinds (see kindOf) no list of the entry page names
// (MVCForum's rows name sub-categories its sidebar of categories, and its
// page of them, leave out), nor is a search form's page one of the
// searches the entry page offers beside the boards (PunBB's recent and
// unanswered topics). No group whose rows name several URLs each (a
// topic's tags) names boards, stream or list: a page of the most used
// tags lists the tags the entry page lists (Carbon's /tags, its sidebar's
// hot tags), not every tag its topics carry.
func (l *learner) keptBoards() map[string]bool {
	boards := map[string]bool{}
	home := l.pages[l.home]
	if home == nil || home.visit == nil {
		return boards
	}
	listed := map[string]bool{} // the kinds lists name
	for _, streams := range []bool{false, true} {
		for k, us := range home.visit.index {
			stream := slices.Contains(home.visit.streams, k)
			if l.verdicts[k] != TypeIndex || stream != streams || slices.Contains(home.visit.tags, k) {
				continue
			}
			for _, u := range us {
				if _, kept := l.listOf[u]; kept && !(stream && listed[kindOf(u)]) {
					boards[u], boards[l.spelled(u)] = true, true
				}
			}
		}
		for u := range boards {
			listed[kindOf(u)] = true
		}
	}
	return boards
}

// leadsWithBoards reports whether the heaviest of a page's own lists (see
// leading) lists the entry page's boards (see listsBoards).
func (l *learner) leadsWithBoards(p *page, gs []*group) bool {
	own := l.ownLists(p, gs)
	return len(own) > 0 && l.listsBoards(true)(leading(own))
}

// namesBoards reports whether a page the classifier calls 'other' lists the
// entry page's boards (see listsBoards): in the entry page's rows or as
// their directory in any of its own lists, in rows of its own only in the
// heaviest. A question nobody answered names its tags, the boards of a
// Q&A site, below a heavier box of related questions.
func (l *learner) namesBoards(p *page, gs []*group) bool {
	own := l.ownLists(p, gs)
	return len(own) > 0 && (l.listsBoards(true)(leading(own)) || slices.ContainsFunc(own, l.listsBoards(false)))
}

// ownLists are a page's lists (see heavy) of two URLs at least that no
// page of another list shows: its content, not the site's menus. Pages
// below its path that show the list are its views (see shownElsewhere).
func (l *learner) ownLists(p *page, gs []*group) []*group {
	keys := heavy(gs)
	var out []*group
	for _, g := range gs {
		if slices.Contains(keys, g.key) && len(g.urls) >= 2 && l.shownElsewhere(p, g, true) == 0 {
			out = append(out, g)
		}
	}
	return out
}

// contested reports whether the type a vote chose has a rival, index
// against thread, with half its votes or more: a sample of six read as
// four lists and two threads shows the classifier erring on one kind or
// the other, not yet which, and a second sample settles it.
func contested(tally map[string]int, v string) bool {
	rival := TypeIndex
	if v == TypeIndex {
		rival = TypeThread
	}
	return 2*tally[rival] >= tally[v]
}

// voters is how many destinations a tally counts.
func voters(tally map[string]int) int {
	n := 0
	for _, c := range tally {
		n += c
	}
	return n
}

// menuLists is the fewest index pages that make a third of a menu's vote
// enough: one or two in three is a profile's tabs (photos, favorites
// against about).
const menuLists = 3

// tieVotes is the fewest votes at which thread pages tying with 'other'
// pages carry a group: half of a large sample are threads, which a list of
// other pages does not give, while the classifier takes a forum's short
// threads for 'other' as often as not where it was trained on none like it.
const tieVotes = 6

// winner is the index or thread type that has at least half of n votes and
// more than any other answer, or "". Two votes at least are needed. When
// the vote is whole (every destination of the group voted), half of them
// index pages is enough for index, and so is a third when that is
// menuLists pages at least: a menu (Home, Questions against Tags, Users;
// Q2A's Questions, Unanswered, Activity against Tags, Categories, Users,
// Ask) whose index URLs validate then tells apart one at a time, by
// whether their pages show the site's threads. A menu leads to no thread:
// a group whose other half are thread pages is a list of articles some of
// which the classifier took for lists. Thread pages tying with 'other'
// pages carry a sample of tieVotes or more.
func winner(tally map[string]int, n int, whole bool) string {
	if n < 2 {
		return ""
	}
	for _, t := range []string{TypeIndex, TypeThread} {
		if 2*tally[t] < n {
			continue
		}
		beaten := false
		for o, c := range tally {
			carried := t == TypeThread && o == pagetype.Other && n >= tieVotes
			beaten = beaten || o != t && (c > tally[t] || c == tally[t] && !carried)
		}
		if !beaten {
			return t
		}
	}
	if whole && tally[TypeThread] == 0 && (2*tally[TypeIndex] == n || tally[TypeIndex] >= menuLists && 3*tally[TypeIndex] >= n) {
		return TypeIndex
	}
	return ""
}

// ofCommonForm reports whether every URL of us has the form (see form)
// most URLs of like have.
func ofCommonForm(us, like []string) bool {
	n := map[string]int{}
	for _, u := range like {
		n[form(u)]++
	}
	top := ""
	for k, c := range n {
		if top == "" || c > n[top] || c == n[top] && k < top {
			top = k
		}
	}
	return !slices.ContainsFunc(us, func(u string) bool { return form(u) != top })
}

// directory reports whether us is a directory of the site's boards: two
// of its URLs at least are boards, every other one is a sibling (see kin)
// of one of them, of the same form, and it lists every board of that kind.
// Mbin's /magazines lists every magazine, more than the front page shows;
// a topic names a few of the site's tags, and a Q&A site's first page of
// its most used tags leaves some out.
func directory(us []string, boards map[string]bool) bool {
	kinds := map[string]bool{}
	known := 0
	for _, u := range us {
		if boards[u] {
			kinds[kindOf(u)] = true
			known++
		}
	}
	ofKind := 0
	for b := range boards {
		if kinds[kindOf(b)] {
			ofKind++
		}
	}
	return known >= 2 && known == ofKind && !slices.ContainsFunc(us, func(u string) bool { return !kinds[kindOf(u)] })
}

// kindOf is what siblings of one form share: their parent path, numbers
// as one (see kin), and their form.
func kindOf(u string) string { return digitsAsOne(parent(u)) + " " + form(u) }
