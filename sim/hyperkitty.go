package sim

import (
	"encoding/base32"
	"encoding/binary"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// HyperKitty 1.3 (the Django web archive of GNU Mailman 3) mounted at
// /archives/, as an anonymous visitor sees it. No session ids (Django keeps
// sessions in cookies), no robots.txt (HyperKitty ships none at the host root).
//
// Mailman has no groups of lists: each farm board, sub-boards included,
// becomes a mailing list of its own, and each farm category becomes a mail
// domain the lists of its boards live in (LOCALPART@lists.CATEGORY.example.org),
// so categories survive only in the lists' addresses. Threads are threads of
// messages, posts their messages; a reply answers an earlier message of its
// thread, and the thread view nests replies by that tree (sort=thread) or
// lists them by date (sort=date).
//
// A thread is one page. HyperKitty renders the starting message and, for a
// client robot_detection calls a robot (any crawler, or no User-Agent at all),
// every reply inline, up to 1000; a browser instead gets a loader the
// script fills from thread/TID/replies in chunks of six, which no link names.
// The farm cannot tell its visitors apart and serves the crawler's view.
//
// Lists are archived by month: list/FQDN/YYYY/M/ lists the threads last
// active that month, newest first, 10 a page (?page=N; the paginator links
// ?page=1 too, a page past the end or below 1 shows the last, one that is no
// number the first). A list's index pages, in the order BoardURL counts them,
// are the pages of its months that have threads, newest month first. Its
// sidebar links every month from the list's first message to now, so months
// without activity answer an empty list (other), and list/FQDN/latest
// redirects (302) to the current month. The overview shows the recently
// active and the most active discussions and the months. URL scheme:
//
//	"" (the mount)                        entry: the lists, ?sort=popular|active|name|creation (entry)
//	list/FQDN/                            a list's overview (index, no board's sequence)
//	list/FQDN/YYYY/M/[?page=N]            a month's threads (index of the list; other when empty)
//	list/FQDN/YYYY/M/D/                   a day's threads (other: nothing links it)
//	list/FQDN/latest                      302 to the current month
//	list/FQDN/recent-threads, top-threads, pop-threads   the overview's fragments (other)
//	list/FQDN/thread/TID/[?sort=date|thread]   a thread, every message (thread)
//	list/FQDN/thread/TID/replies?offset=N the replies a script loads, JSON (other)
//	list/FQDN/thread/TID/favorite, tags, category   403 for a guest
//	list/FQDN/message/HASH/               one message (other)
//	list/FQDN/message/HASH/vote           400 for a GET; reply 302 to the login page
//	list/FQDN/message/new                 302 to the login page
//	list/FQDN/export/NAME.mbox.gz?start=&end= | ?thread=TID   gzipped mbox downloads (other)
//	list/FQDN/feed/                       the list's RSS feed (other)
//	users/UID/                            a sender's public profile (other)
//	users/UID/posts?list=FQDN[&page=N]    a sender's messages to a list (other)
//	search?q=Q[&mlist=FQDN][&page=N]      search results (other)
//	accounts/login/?next=PATH, accounts/register/?next=PATH   the login wall (other)
//	pipermail/NAME/                       Mailman 2 compatibility: 302 to the overview
//	an unknown list, thread, message or sender   404
func hyperkitty() *Package {
	return &Package{
		Name: "hyperkitty", Software: "HyperKitty 1.3 (GNU Mailman 3 archives)", Kind: Forum,
		Shape: Shape{Categories: 2, BoardsPerCategory: [2]int{2, 2}, Threads: [2]int{95, 140},
			Posts: [2]int{1, 9}, LongThreadChance: 0.05, ThreadsPerPage: hkPer, PostsPerPage: hkReplies, Users: 110,
			Lang: text.English, Opinion: 0.25, StickyChance: 0},
		Mount: "/archives/", Seed: 9907, Unseen: true,
		OnePageThreads: true,
		Skin:           hkSkin{},
	}
}

// hkSkin renders HyperKitty's default templates.
type hkSkin struct{}

const (
	hkPer      = 10   // paginate's results_per_page
	hkReplies  = 1000 // the replies a robot gets inline: a thread never pages
	hkRange    = 10   // paginate's max_page_range
	hkOverview = 20   // threads in each overview section
	hkApp      = "Mailing Lists"
)

// hkList is one mailing list: a farm board.
type hkList struct {
	b       *Board
	local   string
	host    string
	fqdn    string
	threads []*Thread // by date_active, newest first
	months  []*hkMonth
	first   time.Time // the oldest message
	created time.Time
}

// hkMonth is a month of a list that has threads; start is the ordinal of its
// first page among the list's index pages.
type hkMonth struct {
	y, m    int
	threads []*Thread
	start   int
}

type hkTables struct {
	o       idOrder
	lists   []*hkList
	ofBoard map[*Board]*hkList
	byFQDN  map[string]*hkList
	hash    map[*Post]string
	byHash  map[string]*Post
	tid     map[*Thread]string
	byTID   map[string]*Thread
	uid     map[*User]string // "" for a sender with no Mailman user
	byUID   map[string]*User
	parent  map[*Post]*Post
	depth   map[*Post]int
	tree    map[*Thread][]*Post           // thread order: replies under their parents
	posts   map[*User]map[*hkList][]*Post // newest first
}

func hkTab(w *World) *hkTables {
	return w.Derived("hyperkitty", func() any {
		d := &hkTables{o: newIDOrder(w), ofBoard: map[*Board]*hkList{}, byFQDN: map[string]*hkList{},
			hash: map[*Post]string{}, byHash: map[string]*Post{}, tid: map[*Thread]string{}, byTID: map[string]*Thread{},
			uid: map[*User]string{}, byUID: map[string]*User{}, parent: map[*Post]*Post{}, depth: map[*Post]int{},
			tree: map[*Thread][]*Post{}, posts: map[*User]map[*hkList][]*Post{}}
		for _, p := range w.Posts {
			h := hkHash(p.ID)
			d.hash[p], d.byHash[h] = h, p
		}
		for _, u := range w.Users {
			// A fifth of the senders never registered: their names link nowhere.
			if Hash("hk-reg", u.ID)%5 == 0 {
				continue
			}
			id := fmt.Sprintf("%016x%016x", Hash("hk-uid", u.ID), Hash("hk-uid2", u.ID))
			d.uid[u], d.byUID[id] = id, u
		}
		for _, t := range w.Threads {
			id := d.hash[t.Posts[0]]
			d.tid[t], d.byTID[id] = id, t
			kids := map[*Post][]*Post{}
			for i, p := range t.Posts[1:] {
				// Mostly answers to the latest message, else to an earlier one.
				par := t.Posts[i]
				if Hash("hk-par", p.ID)%3 == 0 {
					par = t.Posts[int(Hash("hk-par2", p.ID)%uint64(i+1))]
				}
				d.parent[p] = par
				d.depth[p] = d.depth[par] + 1
				kids[par] = append(kids[par], p)
			}
			var walk func(p *Post)
			walk = func(p *Post) {
				d.tree[t] = append(d.tree[t], p)
				for _, k := range kids[p] {
					walk(k)
				}
			}
			walk(t.Posts[0])
		}
		domains := map[*Category]string{}
		for _, cat := range w.Categories {
			domains[cat] = "lists." + slugOr(cat.Name, fmt.Sprintf("c%d", cat.ID)) + ".example.org"
		}
		for _, b := range w.Boards {
			local := slugOr(b.Name, fmt.Sprintf("list%d", b.ID))
			host := domains[b.Category]
			base := local
			for n := 2; d.byFQDN[local+"@"+host] != nil; n++ {
				local = fmt.Sprintf("%s-%d", base, n)
			}
			l := &hkList{b: b, local: local, host: host, fqdn: local + "@" + host, threads: slices.Clone(b.Threads)}
			slices.SortStableFunc(l.threads, func(x, y *Thread) int { return y.LastPost().Time.Compare(x.LastPost().Time) })
			l.first = w.Now
			for _, t := range l.threads {
				if t.Posts[0].Time.Before(l.first) {
					l.first = t.Posts[0].Time
				}
				for _, p := range t.Posts {
					if d.posts[p.Author] == nil {
						d.posts[p.Author] = map[*hkList][]*Post{}
					}
					d.posts[p.Author][l] = append(d.posts[p.Author][l], p)
				}
			}
			l.created = l.first.AddDate(0, 0, -int(Hash("hk-created", b.ID)%40))
			start := 1
			for _, t := range l.threads {
				at := t.LastPost().Time
				if n := len(l.months); n == 0 || l.months[n-1].y != at.Year() || l.months[n-1].m != int(at.Month()) {
					if n > 0 {
						start += pageCount(len(l.months[n-1].threads), hkPer)
					}
					l.months = append(l.months, &hkMonth{y: at.Year(), m: int(at.Month()), start: start})
				}
				mo := l.months[len(l.months)-1]
				mo.threads = append(mo.threads, t)
			}
			d.lists = append(d.lists, l)
			d.ofBoard[b], d.byFQDN[l.fqdn] = l, l
		}
		for _, byList := range d.posts {
			for l, ps := range byList {
				slices.SortStableFunc(ps, func(a, b *Post) int { return b.Time.Compare(a.Time) })
				byList[l] = ps
			}
		}
		return d
	}).(*hkTables)
}

// hkHash is a message's message_id_hash: the base32 of a SHA-1, 32 characters.
func hkHash(id int) string {
	var b [24]byte
	for i := range 3 {
		// FNV's high bits barely move between neighbouring ids: mix them.
		v := Hash("hk-msgid", id, i)
		v ^= v >> 33
		v *= 0xff51afd7ed558ccd
		v ^= v >> 33
		binary.BigEndian.PutUint64(b[i*8:], v)
	}
	return base32.StdEncoding.EncodeToString(b[:20])
}

func (hkSkin) Entry() string { return "" }

func hkListURL(l *hkList) string { return "list/" + l.fqdn + "/" }

func hkMonthURL(l *hkList, y, m int) string { return fmt.Sprintf("list/%s/%d/%d/", l.fqdn, y, m) }

// BoardURL counts a list's index pages: the pages of its months with threads, newest month first.
func (hkSkin) BoardURL(b *Board, p int) string {
	d := hkTab(b.World)
	l := d.ofBoard[b]
	for _, mo := range l.months {
		n := pageCount(len(mo.threads), hkPer)
		if p >= mo.start && p < mo.start+n {
			u := hkMonthURL(l, mo.y, mo.m)
			if k := p - mo.start + 1; k > 1 {
				u += fmt.Sprintf("?page=%d", k)
			}
			return u
		}
	}
	return ""
}

func (hkSkin) ThreadURL(t *Thread, p int) string {
	d := hkTab(t.Board.World)
	return fmt.Sprintf("list/%s/thread/%s/", d.ofBoard[t.Board].fqdn, d.tid[t])
}

func (d *hkTables) msgURL(p *Post) string {
	return fmt.Sprintf("list/%s/message/%s/", d.ofBoard[p.Thread.Board].fqdn, d.hash[p])
}

func (d *hkTables) userURL(u *User) string { return "users/" + d.uid[u] + "/" }

// Serve routes as Django does: the URL patterns, then APPEND_SLASH's 301 for a
// path without its slash whose slashed form matches one. HyperKitty's patterns
// mix both forms (latest, search, posts have no slash), so the bare path is
// tried first.
func (s hkSkin) Serve(c *Ctx) Response {
	if r, ok := s.route(c); ok {
		return r
	}
	if c.Path != "" && !strings.HasSuffix(c.Path, "/") {
		sub := *c
		sub.Path = c.Path + "/"
		if r, ok := s.route(&sub); ok {
			loc := sub.Path
			if c.RawQuery != "" {
				loc += "?" + c.RawQuery
			}
			return Response{Status: http.StatusMovedPermanently, Location: loc, Info: r.Info}
		}
	}
	return s.notFound(c)
}

func (s hkSkin) route(c *Ctx) (Response, bool) {
	d := hkTab(c.W)
	if c.Path == "" {
		return s.index(c, d), true
	}
	seg := segments(strings.Split(c.Path, "/"))
	n := len(seg)
	other := Info{Type: TypeOther}
	switch seg[0] {
	case "list":
		if n < 3 {
			return Response{}, false
		}
		l := d.byFQDN[seg[1]]
		if !strings.Contains(seg[1], "@") || strings.Count(seg[1], "@") != 1 {
			return Response{}, false
		}
		if l == nil {
			return s.notFound(c), true
		}
		return s.listRoute(c, d, l, seg[2:])
	case "users":
		switch {
		case n == 2 && seg[1] == "":
			return c.Redirect(s.loginURL(c, c.Pkg.Mount+c.Path), other), true
		case n == 3 && seg[1] != "" && seg[2] == "":
			return s.profile(c, d, seg[1]), true
		case n == 3 && seg[1] != "" && seg[2] == "posts":
			return s.userPosts(c, d, seg[1]), true
		}
	case "search":
		if n == 1 {
			return s.search(c, d), true
		}
	case "accounts":
		if n == 3 && seg[2] == "" && (seg[1] == "login" || seg[1] == "register") {
			return s.account(c, seg[1]), true
		}
	case "pipermail", "listinfo":
		if n == 3 && seg[2] == "" {
			for _, l := range d.lists {
				if l.local == seg[1] {
					return c.Redirect(hkListURL(l), Info{Type: TypeIndex, Canonical: hkListURL(l), FPage: 1}), true
				}
			}
			return s.notFound(c), true
		}
	}
	return Response{}, false
}

// listRoute answers the patterns below list/FQDN/; rest is the path after it.
func (s hkSkin) listRoute(c *Ctx, d *hkTables, l *hkList, rest segments) (Response, bool) {
	n := len(rest)
	other := Info{Type: TypeOther}
	num := func(x string, digits int) (int, bool) {
		if x == "" || len(x) > digits || strings.Trim(x, "0123456789") != "" {
			return 0, false
		}
		v, _ := strconv.Atoi(x)
		return v, true
	}
	isNum := func(x string, digits int) bool { _, ok := num(x, digits); return ok }
	switch {
	case n == 1 && rest[0] == "":
		return s.overview(c, d, l), true
	case n == 1 && rest[0] == "latest":
		now := c.W.Now
		r := s.month(c, d, l, now.Year(), int(now.Month()), 0)
		return c.Redirect(hkMonthURL(l, now.Year(), int(now.Month())), r.Info), true
	case n == 1 && (rest[0] == "recent-threads" || rest[0] == "top-threads" || rest[0] == "pop-threads"):
		return s.fragment(c, d, l, rest[0]), true
	case n == 1 && rest[0] == "recent-activity":
		return Response{Status: http.StatusOK, ContentType: "application/javascript", Body: s.activity(c, l), Info: other}, true
	case (n == 3 || n == 4) && rest[n-1] == "" && len(rest[0]) == 4 && isNum(rest[0], 4) && isNum(rest[1], 2) && (n == 3 || isNum(rest[2], 2)):
		y, _ := num(rest[0], 4)
		m, _ := num(rest[1], 2)
		day := 0
		if n == 4 {
			day, _ = num(rest[2], 2)
			if day == 0 {
				return s.notFound(c), true
			}
		}
		return s.month(c, d, l, y, m, day), true
	case n == 2 && rest[0] == "feed" && rest[1] == "":
		return s.feed(c, d, l), true
	case n == 2 && rest[0] == "export" && strings.HasSuffix(rest[1], ".mbox.gz") && len(rest[1]) > len(".mbox.gz"):
		return s.export(c, d, l, strings.TrimSuffix(rest[1], ".mbox.gz")), true
	case n == 2 && rest[0] == "message" && rest[1] == "new":
		return c.Redirect(s.loginURL(c, c.Pkg.Mount+c.Path), other), true
	case n >= 3 && rest[0] == "message" && hkWord(rest[1]):
		p := d.byHash[rest[1]]
		if p == nil || d.ofBoard[p.Thread.Board] != l {
			return s.notFound(c), true
		}
		switch {
		case n == 3 && rest[2] == "":
			return s.message(c, d, l, p), true
		case n == 3 && rest[2] == "vote":
			// The view refuses anything but a POST before it asks who votes.
			return Response{Status: http.StatusBadRequest, Body: "<h1>Bad Request (400)</h1>", Info: other}, true
		case n == 3 && rest[2] == "reply":
			return c.Redirect(s.loginURL(c, c.Pkg.Mount+c.Path), other), true
		}
	case n >= 3 && rest[0] == "thread" && hkWord(rest[1]):
		t := d.byTID[rest[1]]
		if t == nil || d.ofBoard[t.Board] != l {
			return s.notFound(c), true
		}
		switch {
		case n == 3 && rest[2] == "":
			return s.thread(c, d, l, t), true
		case n == 3 && rest[2] == "replies":
			return s.replies(c, d, l, t), true
		case n == 3 && (rest[2] == "favorite" || rest[2] == "tags" || rest[2] == "category"):
			msg := map[string]string{"favorite": "You must be logged in to have favorites", "tags": "You must be logged in to add a tag", "category": "You must be logged in to add a tag"}[rest[2]]
			return Response{Status: http.StatusForbidden, ContentType: "text/plain; charset=utf-8", Body: msg, Info: other}, true
		}
	}
	return Response{}, false
}

// hkWord is the URL converters' \w+.
func hkWord(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}

// loginURL is the login link for a page at path: ?next= the path, URL-encoded as Django's urlencode filter does.
func (s hkSkin) loginURL(c *Ctx, path string) string {
	return "accounts/login/?next=" + hkQuote(path)
}

// hkQuote is Python's quote with "/" safe.
func hkQuote(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(url.QueryEscape(s), "+", "%20"), "%2F", "/")
}

func (s hkSkin) notFound(c *Ctx) Response {
	return c.NotFound(s.frame(c, "Page not found", nil, `
<div class="row">
  <div class="col-md-12">
    <h1>404 <small>Page not found</small></h1>
    <p>This page either doesn't exist, or it moved somewhere else.</p>
    <p><a href="`+c.Href("")+`">Go back home</a></p>
  </div>
</div>
`))
}

// pager is paginate's cut of items: the page shown (a page past the end or
// below 1 is the last, one that is no number the first) and its page range.
type hkPager struct {
	num, pages int
	rng        []int // 0 for a gap
}

func hkPaginate(c *Ctx, total int) hkPager {
	pages := pageCount(total, hkPer)
	raw := c.Query.Get("page")
	num, err := strconv.Atoi(strings.TrimSpace(raw))
	switch {
	case raw == "" || err != nil:
		num = 1
	case num < 1 || num > pages:
		num = pages
	}
	pg := hkPager{num: num, pages: pages}
	if pages <= hkRange {
		for i := 1; i <= pages; i++ {
			pg.rng = append(pg.rng, i)
		}
		return pg
	}
	pg.rng = []int{1}
	lower := num - (hkRange/2 - 2)
	if lower > 3 {
		pg.rng = append(pg.rng, 0)
	} else {
		lower = 2
	}
	for i := lower; i < num; i++ {
		pg.rng = append(pg.rng, i)
	}
	if num != 1 && num != pages {
		pg.rng = append(pg.rng, num)
	}
	upper := num + (hkRange/2 - 2)
	if upper >= pages-2 {
		upper = pages - 1
	}
	for i := num + 1; i <= upper; i++ {
		pg.rng = append(pg.rng, i)
	}
	if upper < pages-2 {
		pg.rng = append(pg.rng, 0)
	}
	pg.rng = append(pg.rng, pages)
	return pg
}

// pageHref is add_to_query_string: the request's query with page set, as a relative "?..." link.
func (pg hkPager) pageHref(c *Ctx, p int) string {
	q := url.Values{}
	for k, v := range c.Query {
		q[k] = v
	}
	q.Set("page", strconv.Itoa(p))
	return Esc("?" + q.Encode())
}

// html is paginator.html; notbydate names the arrows Previous/Next rather than Newer/Older.
func (pg hkPager) html(c *Ctx, notbydate bool) string {
	prev, next := "Newer", "Older"
	if notbydate {
		prev, next = "Previous", "Next"
	}
	var h strings.Builder
	h.WriteString("<div class=\"paginator\">\n<ul class=\"pagination\">\n")
	if pg.num > 1 {
		fmt.Fprintf(&h, "    <li>\n        <a href=\"%s\">\n", pg.pageHref(c, pg.num-1))
	} else {
		h.WriteString("    <li class=\"disabled\">\n        <a href=\"#\">\n")
	}
	fmt.Fprintf(&h, "        &larr; %s\n        </a>\n    </li>\n", prev)
	for _, p := range pg.rng {
		active := ""
		if p == pg.num {
			active = ` class="active"`
		}
		if p == 0 {
			fmt.Fprintf(&h, "        <li%s>\n            <a href=\"#\" class=\"disabled\">...</a>\n        </li>\n", active)
			continue
		}
		fmt.Fprintf(&h, "        <li%s>\n            <a href=\"%s\">%d</a>\n        </li>\n", active, pg.pageHref(c, p), p)
	}
	if pg.num < pg.pages {
		fmt.Fprintf(&h, "    <li>\n        <a href=\"%s\">\n", pg.pageHref(c, pg.num+1))
	} else {
		h.WriteString("    <li class=\"disabled\">\n        <a href=\"#\">\n")
	}
	fmt.Fprintf(&h, "        %s &rarr;</a>\n    </li>\n</ul>\n</div>\n", next)
	return h.String()
}

// index is the lists, most popular (recent participants) first by default.
func (s hkSkin) index(c *Ctx, d *hkTables) Response {
	sort := c.Query.Get("sort")
	if sort == "" {
		sort = "popular"
	}
	lists := slices.Clone(d.lists)
	recent := func(l *hkList) (threads, people int) {
		seen := map[*User]bool{}
		for _, t := range l.threads {
			if c.W.Now.Sub(t.LastPost().Time) > 30*24*time.Hour {
				continue
			}
			threads++
			for _, p := range t.Posts {
				seen[p.Author] = true
			}
		}
		return threads, len(seen)
	}
	switch sort {
	case "name":
		slices.SortStableFunc(lists, func(a, b *hkList) int { return strings.Compare(a.fqdn, b.fqdn) })
	case "active":
		slices.SortStableFunc(lists, func(a, b *hkList) int { x, _ := recent(a); y, _ := recent(b); return y - x })
	case "popular":
		slices.SortStableFunc(lists, func(a, b *hkList) int { _, x := recent(a); _, y := recent(b); return y - x })
	case "creation":
		slices.SortStableFunc(lists, func(a, b *hkList) int { return b.created.Compare(a.created) })
	default:
		return Response{Status: http.StatusInternalServerError, ContentType: "text/plain; charset=utf-8", Body: "Wrong search parameter", Info: Info{Type: TypeOther}}
	}
	var h strings.Builder
	h.WriteString("\n<div class=\"all-lists\">\n\n<div class=\"row header\">\n    <nav class=\"right hidden-tn hidden-xs col-sm-6 col-sm-push-6 col-md-4 col-md-push-8\">\n        <ul class=\"list-unstyled list-inline\">\n")
	modes := []struct{ key, name, title string }{
		{"popular", "Most popular", "Sort by number of recent participants"}, {"active", "Most active", "Sort by number of recent discussions"},
		{"name", "By name", "Sort alphabetically"}, {"creation", "Newest", "Sort by list creation date"},
	}
	for _, m := range modes {
		if m.key == sort {
			fmt.Fprintf(&h, "            <li>\n               <span class=\"active\">%s</span>\n            </li>\n", m.name)
		} else {
			fmt.Fprintf(&h, "            <li>\n               <a href=\"%s\" title=\"%s\">%s</a>\n            </li>\n", c.Href("?sort="+m.key), m.title, m.name)
		}
	}
	h.WriteString("        </ul>\n    </nav>\n    <h1 class=\"col-tn-12 col-xs-5\">\n        Available lists\n    </h1>\n    <div class=\"btn-group pull-right col-tn-5 col-xs-3 hidden-sm hidden-md hidden-lg\">\n        <button type=\"button\" class=\"btn btn-sm btn-default dropdown-toggle pull-right\" data-toggle=\"dropdown\">\n            Sort by <span class=\"caret\"></span>\n        </button>\n        <ul class=\"dropdown-menu\" role=\"menu\">\n")
	for _, m := range modes {
		fmt.Fprintf(&h, "            <li>\n                <a href=\"%s\">%s</a>\n            </li>\n", c.Href("?sort="+m.key), m.name)
	}
	h.WriteString(`        </ul>
    </div>
</div> <!--/row, for title & header -->

<div class="row filter-lists">
    <div class="col-tn-12 col-xs-7 col-md-8">
            <p class="hide-switches">
                <label><input type="checkbox" value="inactive" checked="checked" />Hide inactive</label>
                <label><input type="checkbox" value="private" />Hide private</label>
            </p>
    </div>
</div>

<div class="row lists hidden-tn hidden-xs">
    <div class="col-sm-12">
        <table class="lists table">
            <thead class="hidden-xs">
                <tr>
                    <th class="col-sm-6 col-md-3 col-lg-3">List</th>
                    <th class="hidden-sm col-md-6 col-lg-6">Description</th>
                    <th class="col-sm-6 col-md-3 col-lg-3">Activity in the past 30 days</th>
                </tr>
            </thead>
            <tbody>
`)
	for _, l := range lists {
		threads, people := recent(l)
		inactive, tag := "", ""
		if threads == 0 {
			inactive, tag = "\n                   inactive", "\n                        <span class=\"list-tags\">inactive</span>"
		}
		fmt.Fprintf(&h, `                <tr class="list%s
                   ">
                    <td>
                         <a href="%s"
                            class="list-name">
                                 %s
                         </a>%s
                        <br />
                        <span class="list-address">
                            %s
                        </span>
                    </td>
                    <td class="list-description hidden-sm">
                        %s
                    </td>
                    <td class="activity">
                        <div class="chart">
                            <img alt="Loading..." class="ajaxloader" src="%sstatic/hyperkitty/img/ajax-loader.gif" />
                        </div>
                        <ul class="list-stats list-unstyled">
                            <li>
                                <i class="icomoon participant"></i>
                                %d
                                participants
                            </li>
                            <li>
                                <i class="icomoon discussion"></i>
                                %d
                                discussions
                            </li>
                        </ul>
                    </td>
                </tr>
`, inactive, c.Href(hkListURL(l)), Esc(l.b.Name), tag, hkEscEmail(l.fqdn), Esc(l.b.Description), c.Pkg.Mount, people, threads)
	}
	h.WriteString("            </tbody>\n        </table> <!-- /table, main-content -->\n\n    </div>\n\n</div> <!-- /row, for lists -->\n\n</div> <!-- /all-lists, outer-wrapper -->\n")
	fmt.Fprintf(&h, "<script>\n    $(function() {\n        setup_index(\"%s\");\n    });\n</script>\n", c.URL("list/PLACEHOLDER@PLACEHOLDER/recent-activity"))
	return c.Page(Info{Type: TypeEntry, Canonical: c.Pkg.Mount}, s.frame(c, "Available lists - "+hkApp, nil, h.String()))
}

// hkEscEmail is the escapeemail filter: an address shown with its "@" spelled out.
func hkEscEmail(s string) string { return Esc(strings.ReplaceAll(s, "@", " (a) ")) }

// monthList is threads/month_list.html: every month from the list's first message to now, newest year first.
func (s hkSkin) monthList(c *Ctx, l *hkList, curY, curM int) string {
	var h strings.Builder
	h.WriteString("<div class=\"hidden-tn hidden-xs col-sm-2\">\n    <div class=\"panel-group\" id=\"months-list\">\n")
	now := c.W.Now
	for i, y := 0, now.Year(); y >= l.first.Year(); i, y = i+1, y-1 {
		in := "collapse"
		if i == 0 {
			in = "in"
		}
		fmt.Fprintf(&h, "        <div class=\"panel panel-default\">\n            <div class=\"panel-heading\">\n                <h3 class=\"panel-title\">\n                    <a data-toggle=\"collapse\" data-parent=\"#months-list\" href=\"#collapse%d\">\n                        %d\n                    </a>\n                </h3>\n            </div>\n            <div id=\"collapse%d\" class=\"panel-collapse %s\">\n                <div class=\"panel-body\">\n                    <ul class=\"list-unstyled\">\n", i, y, i, in)
		from, to := 1, 12
		if y == l.first.Year() {
			from = int(l.first.Month())
		}
		if y == now.Year() {
			to = int(now.Month())
		}
		for m := from; m <= to; m++ {
			cur := ""
			if y == curY && m == curM {
				cur = "current"
			}
			fmt.Fprintf(&h, "                        <li class=\"%s\">\n                            <a href=\"%s\"\n                               >%s</a>\n                        </li>\n", cur, c.Href(hkMonthURL(l, y, m)), time.Month(m))
		}
		h.WriteString("                    </ul>\n                </div>\n            </div>\n        </div>\n")
	}
	h.WriteString("    </div>\n</div>\n")
	return h.String()
}

// votes are a message's likes and dislikes.
func hkVotes(p *Post) (likes, dislikes int) {
	v := Hash("hk-votes", p.ID)
	return int(v % 5 / 2), int(v / 7 % 7 / 5)
}

func hkLikeStatus(likes, dislikes int) string {
	switch {
	case likes-dislikes >= 10:
		return "likealot"
	case likes-dislikes > 0:
		return "like"
	}
	return "neutral"
}

// likeForm is messages/like_form.html for a guest: the vote links are disabled anchors.
func (s hkSkin) likeForm(c *Ctx, d *hkTables, l *hkList, p *Post) string {
	likes, dislikes := hkVotes(p)
	return fmt.Sprintf(`    <form method="post" class="likeform"
          action="%s">
    <input type="hidden" name="csrfmiddlewaretoken" value="%s">
    <i class="icomoon likestatus %s"></i>
    <span>+%d/-%d</span>
        <a class="youlike vote disabled" title="You must be logged-in to vote."
           href="#like" data-vote="1">
            <span class="fa fa-thumbs-o-up"></span>
            <span class="hidden-tn hidden-xs hidden-sm">Like</span>
        </a> /
        <a class="youdislike vote disabled" title="You must be logged-in to vote."
           href="#dislike" data-vote="-1">
            <span class="fa fa-thumbs-o-down"></span>
            <span class="hidden-tn hidden-xs hidden-sm">Dislike</span>
        </a>
    </form>
`, c.Href(fmt.Sprintf("list/%s/message/%s/vote", l.fqdn, d.hash[p])), hkCSRF(c), hkLikeStatus(likes, dislikes), likes, dislikes)
}

// hkCSRF is a page's CSRF token (fixed per URL, for determinism).
func hkCSRF(c *Ctx) string {
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	b := make([]byte, 64)
	for i := range b {
		b[i] = alnum[Hash("hkcsrf", c.Path, c.RawQuery, i)%uint64(len(alnum))]
	}
	return string(b)
}

func hkGravatar(u *User, size int) string {
	return fmt.Sprintf(`<img class="gravatar" src="https://secure.gravatar.com/avatar/%016x%016x.jpg?s=%d&amp;d=retro&amp;r=g" width="%d" height="%d" alt="" />`,
		Hash("hk-grav", u.ID), Hash("hk-grav2", u.ID), size, size, size)
}

// subject is a message's subject as sent: the list's prefix, "Re: " on replies.
func (l *hkList) subject(p *Post) string {
	s := "[" + l.local + "] " + p.Thread.Title
	if p.Index > 0 {
		s = "Re: " + s
	}
	return s
}

// hkTimesince is Django's timesince: the two largest adjacent units.
func hkTimesince(now, t time.Time) string {
	units := []struct {
		secs int64
		name string
	}{{365 * 86400, "year"}, {30 * 86400, "month"}, {7 * 86400, "week"}, {86400, "day"}, {3600, "hour"}, {60, "minute"}}
	since := int64(now.Sub(t).Seconds())
	if since < 60 {
		return "0\u00a0minutes"
	}
	plural := func(n int64, name string) string {
		if n == 1 {
			return fmt.Sprintf("%d\u00a0%s", n, name)
		}
		return fmt.Sprintf("%d\u00a0%ss", n, name)
	}
	for i, u := range units {
		n := since / u.secs
		if n == 0 {
			continue
		}
		out := plural(n, u.name)
		if i+1 < len(units) {
			if m := (since - n*u.secs) / units[i+1].secs; m > 0 {
				out += ", " + plural(m, units[i+1].name)
			}
		}
		return out
	}
	return "0\u00a0minutes"
}

// body is a message's text as the archive shows it: a reply quotes what it
// answers (the quote folded behind a switch), paragraphs in a pre-wrapped block.
func (d *hkTables) body(p *Post) string {
	var h strings.Builder
	if par := d.parent[p]; par != nil && Hash("hk-quote", p.ID)%3 != 0 {
		fmt.Fprintf(&h, "On %s, %s wrote:\n<div class=\"quoted-switch\"><a href=\"#\">...</a></div><div class=\"quoted-text\">&gt; %s\n</div>",
			par.Time.Format("Mon, Jan 2, 2006 at 3:04 PM"), Esc(par.Author.Name), Esc(clip(par.Body[0], 240)))
	}
	h.WriteString(strings.Join(escAll(p.Body), "\n\n"))
	if sig := signature(p.Author); sig != "" {
		h.WriteString("\n\n-- \n" + Esc(sig))
	}
	return h.String()
}

// email is messages/message.html: one message of a thread, or the message page's one (unfolded).
func (s hkSkin) email(c *Ctx, d *hkTables, l *hkList, p *Post, unfolded bool) string {
	u := p.Author
	name := Esc(u.Name)
	if d.uid[u] != "" {
		name = fmt.Sprintf("<a href=\"%s\"\n                       title=\"See the profile for %s\"\n                       >%s</a>", c.Href(d.userURL(u)), Esc(u.Name), Esc(u.Name))
	}
	first, year, yshort := "", "", ""
	if unfolded {
		first, year, yshort = " email-first", " "+p.Time.Format("2006"), " '"+p.Time.Format("06")
	}
	replySubj := l.subject(p)
	if p.Index == 0 {
		replySubj = "Re: " + replySubj
	}
	return fmt.Sprintf(`<div class="email%s">

    <div id="%s" class="email-header">
        <div class="gravatar-wrapper">
            <div class="gravatar">
                %s
            </div>
            <div class="email-author">
                <span class="name">
                    %s
                </span>
            </div>
        </div>
        <div class="email-date right">
            <span class="date hidden-tn">
                %s%s
            </span>
            <span class="date hidden-xs hidden-sm hidden-md hidden-lg">
                %s%s
            </span>
            <div class="time">
                <span title="Sender's time: %s">%s</span>
            </div>
        </div>
        <div class="messagelink right">
            (<a href="%s"
                title="%s">permalink</a>)
        </div>
    </div> <!-- /email-header: gravatar, author-info, date, peramlink -->

    <div class="email-body">
%s
    </div>

    <div class="email-info">
        <div class="likeform-wrapper right">
%s        </div>

        <!-- Reply link -->
        <a class="reply reply-mailto" title="Sign in to reply online"
           href="mailto:%s?Subject=%s&amp;In-Reply-To=%s">
            <i class="fa fa-reply"></i>
            Reply
        </a>
    </div>

</div>
`, first, d.hash[p], hkGravatar(u, 40), name, p.Time.Format("Monday, 2 January"), year, p.Time.Format("Mon, 2 Jan"), yshort,
		p.Time.Format("Jan. 2, 2006, 3:04 p.m."), djangoTimeP(p.Time), c.Href(d.msgURL(p)), Esc(l.subject(p)), d.body(p), s.likeForm(c, d, l, p),
		Esc(l.fqdn), Esc(hkQuote(replySubj)), Esc(hkQuote(fmt.Sprintf("<%s.%d@mail.example.net>", strings.ToLower(d.hash[p][:12]), p.ID))))
}

// thread is thread.html with every reply inline, as a robot gets it.
func (s hkSkin) thread(c *Ctx, d *hkTables, l *hkList, t *Thread) Response {
	sort := c.Query.Get("sort")
	if sort != "date" {
		sort = "thread"
	}
	first := t.Posts[0]
	// The list's threads are newest first: the newer neighbour comes before.
	var newer, older *Thread
	if i := slices.Index(l.threads, t); i >= 0 {
		if i > 0 {
			newer = l.threads[i-1]
		}
		if i+1 < len(l.threads) {
			older = l.threads[i+1]
		}
	}
	last := t.LastPost().Time
	var h strings.Builder
	h.WriteString("\n<div class=\"row view-thread\">\n\n")
	h.WriteString(s.monthList(c, l, last.Year(), int(last.Month())))
	h.WriteString("\n    <div class=\"col-tn-12 col-sm-10\">\n\n        <!-- thread header: navigation (older/newer), thread title -->\n        <div class=\"thread-header row\">\n            <div class=\"col-tn-2\">\n")
	if newer != nil {
		fmt.Fprintf(&h, "                <a id=\"next-thread\" class=\"btn btn-default btn-xs \"\n                        title=\"%s\"\n                        href=\"%s\">\n                    <span class=\"fa fa-chevron-left\"></span>\n                    <span class=\"hidden-tn hidden-xs\">newer</span>\n                </a>\n", Esc(newer.Title), c.Href(s.ThreadURL(newer, 1)))
	}
	fmt.Fprintf(&h, "            </div>\n            <div class=\"col-tn-8\">\n                <h3>%s</h3>\n            </div>\n            <div class=\"col-tn-2 right\">\n", Esc(t.Title))
	if older != nil {
		fmt.Fprintf(&h, "                <a id=\"prev-thread\" class=\"btn btn-default btn-xs \"\n                    title=\"%s\"\n                    href=\"%s\">\n                    <span class=\"fa fa-chevron-right\"></span>\n                    <span class=\"hidden-tn hidden-xs\">older</span>\n                </a>\n", Esc(older.Title), c.Href(s.ThreadURL(older, 1)))
	} else {
		h.WriteString("                <a id=\"prev-thread\" class=\"btn btn-default btn-xs disabled\">\n                    <span class=\"fa fa-chevron-right\"></span>\n                    <span class=\"hidden-tn hidden-xs\">older</span>\n                </a>\n")
	}
	h.WriteString("            </div>\n        </div> <!-- /thread-header -->\n\n        <div class=\"row\">\n            <div class=\"col-sm-9\">\n                <!-- main section, the email thread -->\n                <div id=\"thread-content\">\n\n                    <!-- Start first email -->\n")
	h.WriteString(s.email(c, d, l, first, true))
	h.WriteString("                    <!-- End first email -->\n\n                    <p class=\"sort-mode\">\n")
	if sort == "date" {
		fmt.Fprintf(&h, "                        <a href=\"%s\"\n                            >Show replies by thread</a>\n", c.Href(s.ThreadURL(t, 1)+"?sort=thread"))
	} else {
		fmt.Fprintf(&h, "                        <a href=\"%s\"\n                            >Show replies by date</a>\n", c.Href(s.ThreadURL(t, 1)+"?sort=date"))
	}
	h.WriteString("                    </p>\n\n                    <div class=\"anchor-link\">\n                        <a id=\"replies\"></a>\n                    </div>\n                    <div class=\"replies\">\n")
	replies := d.tree[t][1:]
	if sort == "date" {
		replies = t.Posts[1:]
	}
	for i, p := range replies[:min(len(replies), hkReplies)] {
		level := 0
		if sort == "thread" {
			level = min(d.depth[p]-1, 5)
		}
		parity := "even"
		if i%2 == 1 {
			parity = "odd"
		}
		fmt.Fprintf(&h, "<div class=\"%s\" style=\"margin-left:%dem\">\n", parity, level*2)
		h.WriteString(s.email(c, d, l, p, false))
		h.WriteString("</div>\n")
	}
	h.WriteString("                    </div>\n\n                </div>\n            </div>\n\n            <div class=\"col-sm-3\">\n")
	h.WriteString(s.rightCol(c, d, l, t))
	h.WriteString("            </div>\n\n        </div>\n\n    </div>\n\n</div>\n")
	return c.Page(Info{Type: TypeThread, TID: t.ID, Page: 1, Canonical: s.ThreadURL(t, 1)},
		s.frame(c, Esc(t.Title)+" - "+Esc(l.fqdn)+" - "+hkApp, l, h.String()))
}

// rightCol is threads/right_col.html: dates, counts, the export link, the
// guest's disabled favourite, the tags and the participants.
func (s hkSkin) rightCol(c *Ctx, d *hkTables, l *hkList, t *Thread) string {
	now := c.W.Now
	people := map[*User]bool{}
	var names []*User
	for _, p := range t.Posts {
		if !people[p.Author] {
			people[p.Author] = true
			names = append(names, p.Author)
		}
	}
	slices.SortStableFunc(names, func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
	var h strings.Builder
	fmt.Fprintf(&h, `<section id="thread-overview-info">
    <div id="thread-date-info" class="row">
        <div class="col-tn-6">
            <span class="days-num">%d</span>
            <div class="days-text">days inactive</div>
        </div>
        <div class="col-tn-6">
            <span class="days-num">%d</span>
            <div class="days-text">days old</div>
        </div>
    </div>

    <div class="list-name">
        <a href="%s">
            %s
        </a>
    </div>

    <div>
        <i class="icomoon discussion"></i>
        %d comments
    </div>
    <div>
        <i class="icomoon participant"></i>
        %d participants
    </div>
    <p class="unread"></p>
    <p class="export">
        <a href="%s" title="This thread in gzipped mbox format" class="btn btn-default btn-sm">
            <i class="fa fa-download"></i> Download</a>
    </p>

    <form id="fav_form" name="favorite" method="post" class="favorite"
          action="%s">
        <input type="hidden" name="csrfmiddlewaretoken" value="%s">
        <input type="hidden" name="action" value="add" />
        <p>
            <a href="#AddFav" class="notsaved disabled" title="You must be logged-in to have favorites.">
                <i class="fa fa-star"></i>Add to favorites</a>
            <a href="#RmFav" class="saved">
                <i class="fa fa-star"></i>Remove from favorites</a>
        </p>
    </form>

    <div id="tags">
`, calendarDays(now, t.LastPost().Time), calendarDays(now, t.Posts[0].Time), c.Href(hkListURL(l)), Esc(l.fqdn),
		len(t.Posts)-1, len(names), c.Href(d.threadExport(l, t)), c.Href(fmt.Sprintf("list/%s/thread/%s/favorite", l.fqdn, d.tid[t])), hkCSRF(c))
	if len(t.Tags) > 0 {
		h.WriteString("        Tags:\n        <ul class=\"list-unstyled tags\">\n")
		for _, tag := range t.Tags {
			fmt.Fprintf(&h, "            <li>\n                <a href=\"%s\">%s</a>\n            </li>\n", c.Href(hkTagSearch(l, tag)), Esc(tag))
		}
		h.WriteString("        </ul>\n")
	}
	fmt.Fprintf(&h, `    </div>
    <div id="add-tag">
        <form id="add-tag-form" name="addtag" method="post"
              action="%s"
              data-autocompleteurl="%s">
            <input type="hidden" name="csrfmiddlewaretoken" value="%s">
            <p><label for="id_tag">Tag:</label> <input id="id_tag" type="text" name="tag" maxlength="255" /></p>
        </form>
    </div>
    <div id="participants">
        <span id="participants_title">participants</span> (%d)
        <ul class="list-unstyled">
`, c.Href(fmt.Sprintf("list/%s/thread/%s/tags", l.fqdn, d.tid[t])), c.Href(fmt.Sprintf("list/%s/thread/%s/suggest-tags", l.fqdn, d.tid[t])), hkCSRF(c), len(names))
	for _, u := range names {
		fmt.Fprintf(&h, "            <li class=\"row\">\n                <div class=\"participant-gravatar col-tn-2 col-sm-4 col-md-2\">%s</div>\n                <div class=\"participant-name col-tn-8\">%s</div>\n            </li>\n", hkGravatar(u, 48), Esc(u.Name))
	}
	h.WriteString("        </ul>\n    </div>\n</section>\n")
	return h.String()
}

func hkTagSearch(l *hkList, tag string) string {
	return "search?mlist=" + url.QueryEscape(l.fqdn) + "&q=tag:" + url.QueryEscape(tag)
}

func (d *hkTables) threadExport(l *hkList, t *Thread) string {
	return fmt.Sprintf("list/%s/export/%s-%s.mbox.gz?thread=%s", l.fqdn, l.fqdn, d.tid[t], d.tid[t])
}

// replies is what the thread's script fetches: six replies from offset, as JSON.
func (s hkSkin) replies(c *Ctx, d *hkTables, l *hkList, t *Thread) Response {
	off := 1
	if v := c.Query.Get("offset"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return Response{Status: http.StatusInternalServerError, ContentType: "text/html; charset=utf-8", Body: "<h1>Server Error (500)</h1>", Info: Info{Type: TypeOther}}
		}
		off = n
	}
	order := d.tree[t]
	if c.Query.Get("sort") == "date" {
		order = t.Posts
	}
	var chunk []*Post
	if off >= 0 && off < len(order) {
		chunk = order[off:min(off+6, len(order))]
	}
	var h strings.Builder
	for _, p := range chunk {
		h.WriteString(s.email(c, d, l, p, false))
	}
	more, next := "false", "null"
	if len(chunk) == 6 {
		more, next = "true", strconv.Itoa(off+6)
	}
	body := fmt.Sprintf(`{"replies_html": %s, "more_pending": %s, "next_offset": %s}`, strconv.Quote(h.String()), more, next)
	return Response{Status: http.StatusOK, ContentType: "application/javascript", Body: body, Info: Info{Type: TypeOther}}
}

// message is message.html: one message, with a link back to its place in the thread.
func (s hkSkin) message(c *Ctx, d *hkTables, l *hkList, p *Post) Response {
	var h strings.Builder
	h.WriteString("\n<div class=\"row\">\n\n")
	h.WriteString(s.monthList(c, l, p.Time.Year(), int(p.Time.Month())))
	fmt.Fprintf(&h, `
    <div class="col-md-7">

        <div class="message-header row">
        <div class="col-tn-2 message-back">
            <a href="%s#%s">
                <span class="fa fa-chevron-left icon"></span>
                <span class="hidden-tn hidden-xs">thread</span>
            </a>
        </div>
        <div class="col-tn-10">
            <h1>%s</h1>
        </div>
        </div>

        <section id="thread-content">
%s        </section>

    </div>

</div>
`, c.Href(s.ThreadURL(p.Thread, 1)), d.hash[p], Esc(l.subject(p)), s.email(c, d, l, p, true))
	return c.Page(Info{Type: TypeOther}, s.frame(c, Esc(l.subject(p))+" - "+Esc(l.fqdn)+" - "+hkApp, l, h.String()))
}

// summaryLarge is threads/summary_thread_large.html: a month list's row.
func (s hkSkin) summaryLarge(c *Ctx, d *hkTables, l *hkList, t *Thread) string {
	first := t.Posts[0]
	people := map[*User]bool{}
	for _, p := range t.Posts {
		people[p.Author] = true
	}
	var tags strings.Builder
	if len(t.Tags) > 0 {
		tags.WriteString("                    Tags:\n                    <ul class=\"list-unstyled tags\">\n")
		for _, tag := range t.Tags {
			// The template's tag link is commented out: an empty href.
			fmt.Fprintf(&tags, "                        <li>\n                            <a href=\"\">%s</a>\n                        </li>\n", Esc(tag))
		}
		tags.WriteString("                    </ul>\n")
	}
	return fmt.Sprintf(`        <div class="thread">
            <span class="thread-title">
                <a name="%s"
                   href="%s"
                    >
                    %s
                </a>
            </span>
            <span class="thread-date"
                  title="%s">
                %s
            </span>
            <div class="thread-info row">
                <div class="thread-content col-tn-12 col-xs-10 col-lg-11">
                    <div class="thread-email">
                        <span class="expander collapsed">
                            %s
                        </span>
                    </div>
                </div>
                <div class="gravatar col-tn-3 col-xs-2 col-lg-1">
                    %s
                    <br />
                    %s
                </div>
                <div class="thread-extras col-tn-9 col-xs-10 col-lg-11">
                    <div class="row">
                        <div class="col-tn-12 col-xs-6 col-sm-4">
%s                        </div>
                        <ul class="list-unstyled list-stats col-tn-12 col-sm-5">
                        <li>
                            <i class="icomoon participant"></i> %d participants
                        </li>
                        <li>
                            <i class="icomoon discussion"></i> %d comments
                        </li>
                        </ul>
                    </div>
                </div>
            </div>
            <div class="thread-info">
                <div class="tags">
%s                </div>
            </div>
        </div>
`, d.tid[t], c.Href(s.ThreadURL(t, 1)), Esc(t.Title), t.LastPost().Time.Format("Monday, 2 January 2006 15:04:05"), hkTimesince(c.W.Now, t.LastPost().Time),
		Esc(clip(strings.Join(first.Body, " "), 600)), hkGravatar(first.Author, 40), Esc(first.Author.Name), s.likeForm(c, d, l, first),
		len(people), len(t.Posts)-1, tags.String())
}

// month is thread_list.html for a month (or, with day set, a day) of a list.
func (s hkSkin) month(c *Ctx, d *hkTables, l *hkList, y, m, day int) Response {
	if m < 1 || m > 12 || y < 1 {
		return s.notFound(c)
	}
	begin := time.Date(y, time.Month(m), 1, 0, 0, 0, 0, time.UTC)
	end := begin.AddDate(0, 1, 0)
	title := begin.Format("January 2006")
	if day > 0 {
		if day > time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day() {
			return s.notFound(c)
		}
		begin = time.Date(y, time.Month(m), day, 0, 0, 0, 0, time.UTC)
		end = begin.AddDate(0, 0, 1)
		title = begin.Format("January 2, 2006")
	}
	var threads []*Thread
	for _, t := range l.threads {
		if at := t.LastPost().Time; !at.Before(begin) && at.Before(end) {
			threads = append(threads, t)
		}
	}
	pg := hkPaginate(c, len(threads))
	info := Info{Type: TypeOther}
	base := hkMonthURL(l, y, m)
	if day == 0 && len(threads) > 0 {
		for _, mo := range l.months {
			if mo.y == y && mo.m == m {
				info = Info{Type: TypeIndex, FID: l.b.ID, FPage: mo.start + pg.num - 1, Canonical: base}
				if pg.num > 1 {
					info.Canonical = fmt.Sprintf("%s?page=%d", base, pg.num)
				}
			}
		}
	}
	people := map[*User]bool{}
	for _, t := range threads {
		for _, p := range t.Posts {
			if p.Time.Year() == y && int(p.Time.Month()) == m {
				people[p.Author] = true
			}
		}
	}
	exportName := fmt.Sprintf("%s-%s", l.fqdn, begin.Format("2006-01"))
	var h strings.Builder
	h.WriteString("\n<div class=\"row\">\n\n")
	h.WriteString(s.monthList(c, l, y, m))
	fmt.Fprintf(&h, `
    <div id="thread-list" class="col-sm-10">

        <div class="thread-list-header row">
            <h1 class="col-tn-12">
                <a href="%s"
                   class="list-name">
                        %s
                </a>
                <small class="hidden-tn hidden-xs">%s</small>
            </h1>
            <span class="list-address col-tn-12">%s</span>
            <ul class="list-unstyled list-stats thread-list-info col-tn-6 col-xs-8">
`, c.Href(hkListURL(l)), Esc(l.b.Name), title, hkEscEmail(l.fqdn))
	if day == 0 && len(people) > 0 {
		fmt.Fprintf(&h, "                <li>\n                    <i class=\"icomoon participant\"></i>\n                    %d participants\n                </li>\n", len(people))
	}
	fmt.Fprintf(&h, `                <li>
                    <i class="icomoon discussion"></i>
                    %d discussions
                </li>
            </ul>
            <div class="export col-tn-6 col-xs-4">
                <a href="%s" title="This month in gzipped mbox format" class="btn btn-default btn-sm"><i class="fa fa-download"></i> Download</a>
            </div>
            <div class="thread-new right col-tn-6 col-xs-4" title="You must be logged-in to create a thread.">
                <a href="%s"
                    class="btn btn-default disabled">
                    <i class="fa fa-plus"></i>
                    <span class="hidden-tn hidden-xs">Start a n</span><span class="hidden-sm hidden-md hidden-lg">N</span>ew thread
                    </a>
            </div>
        </div>

`, len(threads), c.Href(fmt.Sprintf("list/%s/export/%s.mbox.gz?start=%s&end=%s", l.fqdn, exportName, begin.Format("2006-01-02"), end.Format("2006-01-02"))),
		c.Href(fmt.Sprintf("list/%s/message/new", l.fqdn)))
	shown := Page(threads, pg.num, hkPer)
	for _, t := range shown {
		h.WriteString(s.summaryLarge(c, d, l, t))
	}
	if len(shown) == 0 {
		noun := "month"
		if day > 0 {
			noun = "day"
		}
		fmt.Fprintf(&h, "            <p>Sorry no email threads could be found for this %s.</p>\n", noun)
	}
	h.WriteString(pg.html(c, false))
	h.WriteString("\n    </div>\n\n</div>\n")
	return c.Page(info, s.frame(c, title+" - "+Esc(l.fqdn)+" - "+hkApp, l, h.String()))
}

// overviewSection is fragments/overview_threads.html: threads, the sixth on behind "More...".
func (s hkSkin) overviewSection(c *Ctx, d *hkTables, l *hkList, ts []*Thread, empty string) string {
	var h strings.Builder
	h.WriteString("<div class=\"thread-list\">\n")
	if len(ts) == 0 {
		fmt.Fprintf(&h, "        <p>%s</p>\n", empty)
	}
	for i, t := range ts {
		if i == 5 {
			h.WriteString("        <div class=\"bordered more-threads\">\n        <a href=\"#\">More...</a>\n")
		}
		likes, dislikes := hkVotes(t.Posts[0])
		people := map[*User]bool{}
		for _, p := range t.Posts {
			people[p.Author] = true
		}
		fmt.Fprintf(&h, `        <div class="thread row">
            <span class="thread-title col-tn-12">
                <span class="thread-id">#%d</span>
                <a name="%s"
                    href="%s"
                    >
                    %s
                </a>
            </span>
            <div class="thread-stats col-tn-12">
                <span class="date">%s</span>
                <ul class="list-unstyled pull-right list-stats">
                    <li><i class="icomoon participant"></i> %d</li>
                    <li><i class="icomoon discussion"></i> %d</li>
                    <li class="hidden-tn"><i class="icomoon likestatus %s"></i> <span class="likestatus">+%d/-%d</span></li>
                </ul>
            </div>
        </div>
`, i+1, d.tid[t], c.Href(s.ThreadURL(t, 1)), Esc(t.Title), hkShortDate(t.LastPost().Time), len(people), len(t.Posts)-1,
			hkLikeStatus(likes, dislikes), likes, dislikes)
	}
	if len(ts) > 5 {
		h.WriteString("        </div> <!-- closing the more-threads block -->\n")
	}
	h.WriteString("</div>\n")
	return h.String()
}

// hkShortDate is the date filter "D M j, g:i a": "Tue Mar 4, 2:05 p.m.".
func hkShortDate(t time.Time) string {
	ampm := "a.m."
	if t.Hour() >= 12 {
		ampm = "p.m."
	}
	return fmt.Sprintf("%s %d:%02d %s", t.Format("Mon Jan 2,"), (t.Hour()+11)%12+1, t.Minute(), ampm)
}

// overviewLists are the overview's sections: recently active (the last 30
// days' threads, newest activity first), most popular (by votes) and most
// active (by messages).
func (d *hkTables) overviewLists(now time.Time, l *hkList) (recent, popular, top []*Thread) {
	for _, t := range l.threads {
		if now.Sub(t.LastPost().Time) <= 30*24*time.Hour {
			recent = append(recent, t)
		}
	}
	// An overview shows the last threads even when the month was quiet.
	if len(recent) < hkOverview {
		recent = l.threads[:min(hkOverview, len(l.threads))]
	}
	top = slices.Clone(recent)
	slices.SortStableFunc(top, func(a, b *Thread) int { return len(b.Posts) - len(a.Posts) })
	score := func(t *Thread) int { x, y := hkVotes(t.Posts[0]); return x - y }
	for _, t := range recent {
		if score(t) > 0 {
			popular = append(popular, t)
		}
	}
	slices.SortStableFunc(popular, func(a, b *Thread) int { return score(b) - score(a) })
	cut := func(ts []*Thread) []*Thread { return ts[:min(hkOverview, len(ts))] }
	return cut(recent), cut(popular), cut(top)
}

// overview is a list's landing page.
func (s hkSkin) overview(c *Ctx, d *hkTables, l *hkList) Response {
	recent, popular, top := d.overviewLists(c.W.Now, l)
	now := c.W.Now
	since := now.AddDate(0, 0, -30)
	monthStart := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	recentExport := fmt.Sprintf("list/%s/export/%s-%s-%s.mbox.gz?start=%s&end=%s", l.fqdn, l.fqdn, since.Format("2006-01-02"), now.Format("2006-01-02"), since.Format("2006-01-02"), now.Format("2006-01-02"))
	monthExport := fmt.Sprintf("list/%s/export/%s-%s.mbox.gz?start=%s&end=%s", l.fqdn, l.fqdn, now.Format("2006-01"), monthStart.Format("2006-01-02"), monthStart.AddDate(0, 1, 0).Format("2006-01-02"))
	counts := map[*User]int{}
	people := map[*User]bool{}
	for _, t := range l.threads {
		for _, p := range t.Posts {
			if now.Sub(p.Time) <= 30*24*time.Hour {
				counts[p.Author]++
				people[p.Author] = true
			}
		}
	}
	posters := make([]*User, 0, len(counts))
	for u := range counts {
		posters = append(posters, u)
	}
	slices.SortStableFunc(posters, func(a, b *User) int {
		if counts[a] != counts[b] {
			return counts[b] - counts[a]
		}
		return a.ID - b.ID
	})
	var h strings.Builder
	h.WriteString("\n<div class=\"row\">\n\n")
	h.WriteString(s.monthList(c, l, 0, 0))
	fmt.Fprintf(&h, `
<div class="overview col-tn-12 col-sm-10">
    <div class="row">

    <div class="col-tn-12 col-sm-4">
        <section id="title">
            <h2>
                    %s
            </h2>
            <p id="description">%s</p>
            <p class="list-feed"><a href="%s" title="RSS feed of this list"><i class="fa fa-rss"></i> RSS</a></p>
        </section> <!-- /title & description -->

        <div class="row">
            <a id="home"></a>
            <div class="thread-new col-tn-6 col-sm-4" title="You must be logged-in to create a thread.">
                <a href="%s"
                    class="btn btn-default disabled">
                    <i class="fa fa-plus"></i>
                    <span class="hidden-tn hidden-xs">Start a n</span><span class="hidden-sm hidden-md hidden-lg">N</span>ew thread
                </a>
            </div>
            <div class="col-tn-6 col-sm-8">
                <a href="%s" class="btn btn-default">All threads</a>
            </div>
        </div>
        <div class="export">
            <p>Download:
                <a href="%s" title="The last 30 days of this list in gzipped mbox format">Past 30 days</a> |
                <a href="%s" title="This month of this list in gzipped mbox format">This month</a>
            </p>
        </div>
    </div> <!-- /container, title/description + the elements above -->

    <div class="discussions pull-right col-tn-12 col-sm-8">
        <div class="anchor-link">
            <a id="most-recent"></a>
        </div>
        <section id="most-recent">
            <h3>Recently active discussions</h3>
`, Esc(l.b.Name), Esc(l.b.Description), c.Href(fmt.Sprintf("list/%s/feed/", l.fqdn)), c.Href(fmt.Sprintf("list/%s/message/new", l.fqdn)),
		c.Href(fmt.Sprintf("list/%s/latest", l.fqdn)), c.Href(recentExport), c.Href(monthExport))
	h.WriteString(s.overviewSection(c, d, l, recent, "No discussions this month (yet)."))
	h.WriteString("        </section>\n\n        <div class=\"anchor-link\">\n            <a id=\"most-popular\"></a>\n        </div>\n        <section id=\"most-popular\">\n            <h3>Most popular discussions</h3>\n")
	h.WriteString(s.overviewSection(c, d, l, popular, "No vote has been cast this month (yet)."))
	h.WriteString("        </section>\n\n        <div class=\"anchor-link\">\n            <a id=\"most-active\"></a>\n        </div>\n        <section id=\"most-active\">\n            <h3>Most active discussions</h3>\n")
	h.WriteString(s.overviewSection(c, d, l, top, "No discussions this month (yet)."))
	fmt.Fprintf(&h, `        </section>
    </div> <!-- /container, for thread lists -->

    <div class="stats col-tn-12 col-sm-4">
        <div class="anchor-link">
            <a id="stats"></a>
        </div>
        <h3>Activity Summary</h3>
        <div class="chart">
            <p class="caption">Post volume over the past <strong>30</strong> days.</p>
            <img alt="Loading..." class="ajaxloader" src="%sstatic/hyperkitty/img/ajax-loader.gif" />
        </div>
        <ul class="list-stats list-unstyled">
            <li><i class="icomoon participant"></i>%d participants</li>
            <li><i class="icomoon discussion"></i>%d discussions</li>
        </ul>
        <section id="most-active-poster">
            <h3>Most active posters</h3>
`, c.Pkg.Mount, len(people), len(recent))
	for i, u := range posters[:min(5, len(posters))] {
		fmt.Fprintf(&h, "            <div class=\"maker row\">\n                <div class=\"inline-block maker-id col-tn-1\">#%d</div>\n                <div class=\"inline-block gravatar col-tn-3 col-xs-4 col-md-3\">%s<br /></div>\n                <div class=\"gravatar-details inline-block col-tn-7 col-xs-6 col-md-7\">\n                    <ul class=\"list-unstyled\">\n                        <li><span class=\"maker-name\">%s</span></li>\n                        <li><span class=\"score\">%d</span> posts</li>\n                    </ul>\n                </div>\n            </div>\n",
			i+1, hkGravatar(u, 40), Esc(u.Name), counts[u])
	}
	fmt.Fprintf(&h, "        </section>\n    </div>\n\n    </div>\n</div>\n\n</div>\n<script type=\"text/javascript\" >\n    $(document).ready(function() {\n        setup_overview(\"%s\");\n    });\n</script>\n", c.URL(fmt.Sprintf("list/%s/recent-activity", l.fqdn)))
	return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: hkListURL(l)}, s.frame(c, Esc(l.fqdn)+" - "+hkApp, l, h.String()))
}

// fragment is one of the overview's sections alone, as its script loads them.
func (s hkSkin) fragment(c *Ctx, d *hkTables, l *hkList, which string) Response {
	recent, popular, top := d.overviewLists(c.W.Now, l)
	body := map[string]string{
		"recent-threads": s.overviewSection(c, d, l, recent, "No discussions this month (yet)."),
		"pop-threads":    s.overviewSection(c, d, l, popular, "No vote has been cast this month (yet)."),
		"top-threads":    s.overviewSection(c, d, l, top, "No discussions this month (yet)."),
	}[which]
	return c.Page(Info{Type: TypeOther}, body)
}

// activity is recent-activity: the last 30 days' message counts, for the overview's chart.
func (s hkSkin) activity(c *Ctx, l *hkList) string {
	counts := map[string]int{}
	for _, t := range l.threads {
		for _, p := range t.Posts {
			counts[p.Time.Format("2006-01-02")]++
		}
	}
	var parts []string
	for i := 30; i > 0; i-- {
		day := c.W.Now.AddDate(0, 0, -i).Format("2006-01-02")
		parts = append(parts, fmt.Sprintf(`{"date": "%s", "count": %d}`, day, counts[day]))
	}
	return `{"evolution": [` + strings.Join(parts, ", ") + `]}`
}

// feed is the list's RSS feed: its latest messages.
func (s hkSkin) feed(c *Ctx, d *hkTables, l *hkList) Response {
	var posts []*Post
	for _, t := range l.threads {
		posts = append(posts, t.Posts...)
	}
	slices.SortStableFunc(posts, func(a, b *Post) int { return b.Time.Compare(a.Time) })
	var items strings.Builder
	for _, p := range posts[:min(30, len(posts))] {
		link := Esc(c.URL(d.msgURL(p)))
		fmt.Fprintf(&items, `<item><title>%s</title><link>%s</link><description>%s</description><dc:creator>%s</dc:creator><pubDate>%s</pubDate><guid>%s</guid></item>`,
			Esc(l.subject(p)), link, Esc(clip(strings.Join(p.Body, " "), 300)), Esc(p.Author.Name), p.Time.Format(http.TimeFormat), link)
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8",
		Body: rssFeed(c, l.b.Name, hkListURL(l), items.String()), Info: Info{Type: TypeOther}}
}

// export is export_mbox: the selected messages, gzipped (here, their mbox text in a gzip-looking stub).
func (s hkSkin) export(c *Ctx, d *hkTables, l *hkList, name string) Response {
	var from, to time.Time
	for key, dst := range map[string]*time.Time{"start": &from, "end": &to} {
		if v := c.Query.Get(key); c.Query.Has(key) {
			t, err := time.Parse("2006-01-02", v)
			if err != nil {
				return Response{Status: http.StatusBadRequest, ContentType: "text/html; charset=utf-8", Body: "Invalid dates", Info: Info{Type: TypeOther}}
			}
			*dst = t
		}
	}
	var b strings.Builder
	b.WriteString("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03")
	for _, t := range l.threads {
		if c.Query.Has("thread") && d.tid[t] != c.Query.Get("thread") {
			continue
		}
		for _, p := range t.Posts {
			if !from.IsZero() && p.Time.Before(from) || !to.IsZero() && !p.Time.Before(to) {
				continue
			}
			fmt.Fprintf(&b, "From %s  %s\nSubject: %s\n\n%s\n\n", strings.ReplaceAll(strings.ToLower(p.Author.Name), " ", "."), p.Time.Format("Mon Jan  2 15:04:05 2006"), l.subject(p), strings.Join(p.Body, "\n\n"))
		}
	}
	return Response{Status: http.StatusOK, ContentType: "application/gzip", Body: b.String(), Info: Info{Type: TypeOther}}
}

// profile is user_public_profile.html: the sender, its votes and its lists.
func (s hkSkin) profile(c *Ctx, d *hkTables, id string) Response {
	u := d.byUID[id]
	if u == nil {
		return s.notFound(c)
	}
	likes, dislikes := 0, 0
	for _, byList := range d.posts[u] {
		for _, p := range byList {
			x, y := hkVotes(p)
			likes, dislikes = likes+x, dislikes+y
		}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `
<div class="user-profile user-public-profile">

    <h1>User profile <small>for %s</small></h1>

    <table class="table table-bordered table-striped user-data">
        <tbody>
            <tr>
                <th>Name:</th>
                <td>%s</td>
            </tr>
            <tr>
                <th>Creation:</th>
                <td>%s (%s)</td>
            </tr>
            <tr>
                <th>Votes for this user:</th>
                <td>
                    <i class="icomoon likestatus %s"></i>
                    <span class="likestatus">+%d/-%d</span>
                </td>
            </tr>
        </tbody>
    </table>

    <div class="gravatar">
        %s
    </div>

    <div class="clearfix"></div>

    <h3>Subscriptions</h3>
`, Esc(u.Name), Esc(u.Name), u.Joined.Format("Monday, 2 January 2006 15:04:05"), hkTimesince(c.W.Now, u.Joined), hkLikeStatus(likes, dislikes), likes, dislikes, hkGravatar(u, 100))
	var subs []*hkList
	for _, l := range d.lists {
		if len(d.posts[u][l]) > 0 || Hash("hk-sub", u.ID, l.b.ID)%4 == 0 {
			subs = append(subs, l)
		}
	}
	if len(subs) == 0 {
		h.WriteString("    <p><em>no subscriptions</em></p>\n")
	} else {
		h.WriteString("    <table class=\"table table-striped table-bordered table-condensed subscriptions hidden-tn hidden-xs\">\n        <thead>\n            <tr>\n                <th>List</th>\n                <th>Time since the first activity</th>\n                <th>First post</th>\n                <th>Posts to this list</th>\n                <th>Votes</th>\n            </tr>\n        </thead>\n        <tbody>\n")
		for _, l := range subs {
			fmt.Fprintf(&h, "            <tr>\n                <td>\n                    <a href=\"%s\">%s</a>\n                </td>\n", c.Href(hkListURL(l)), Esc(l.fqdn))
			ps := d.posts[u][l]
			if len(ps) == 0 {
				h.WriteString("                <td colspan=\"4\" style=\"text-align:center\"><em>no post yet</em></td>\n            </tr>\n")
				continue
			}
			firstPost := ps[len(ps)-1]
			x, y := 0, 0
			for _, p := range ps {
				a, b := hkVotes(p)
				x, y = x+a, y+b
			}
			plural := "s"
			if len(ps) == 1 {
				plural = ""
			}
			fmt.Fprintf(&h, `                <td>
                    <abbr title="%s">
                    %s</abbr>
                </td>
                <td>
                    <a href="%s"
                        >%s</a>
                </td>
                <td><a href="%s">%d post%s</a></td>
                <td>
                    <i class="icomoon likestatus %s"></i>
                    <span class="likestatus">+%d/-%d</span>
                </td>
            </tr>
`, firstPost.Time.Format("Monday, 2 January 2006 15:04:05"), hkTimesince(c.W.Now, firstPost.Time), c.Href(d.msgURL(firstPost)), Esc(l.subject(firstPost)),
				c.Href(d.userURL(u)+"posts?list="+url.QueryEscape(l.fqdn)), len(ps), plural, hkLikeStatus(x, y), x, y)
		}
		h.WriteString("        </tbody>\n    </table>\n")
	}
	h.WriteString("\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, "User Profile for "+Esc(u.Name)+" - "+hkApp, nil, h.String()))
}

// summaryMessage is messages/summary_message.html: a row of a sender's messages or of search results.
func (s hkSkin) summaryMessage(c *Ctx, d *hkTables, l *hkList, p *Post) string {
	u := p.Author
	open, shut := "", ""
	if d.uid[u] != "" {
		open = fmt.Sprintf("<a href=\"%s\"\n                       title=\"See the profile for %s\">\n", c.Href(d.userURL(u)), Esc(u.Name))
		shut = "\n                    </a>"
	}
	return fmt.Sprintf(`        <div class="thread">
            <div>
                <span class="thread-title">
                    <a name="%s"
                       href="%s"
                       >%s</a></span>
                <span class="thread-date">%s</span>
            </div>
            <div class="thread-info row">
                <div class="thread-content col-tn-12 col-xs-10 col-lg-11">
                    <div class="thread-email">
                        <span class="expander collapsed">
                            %s
                        </span>
                    </div>
                </div>
                <div class="gravatar col-tn-3 col-xs-2 col-lg-1">
                    %s%s
                    <br />
                    %s%s
                </div>
                <div class="thread-extras col-tn-9 col-xs-10 col-lg-11">
                    <div class="col-tn-12 col-xs-6 col-sm-4">
%s                    </div>
                </div>
            </div>
        </div>
`, d.hash[p], c.Href(d.msgURL(p)), Esc(strings.TrimPrefix(strings.TrimPrefix(l.subject(p), "Re: "), "["+l.local+"] ")), hkTimesince(c.W.Now, p.Time),
		Esc(clip(strings.Join(p.Body, " "), 500)), open, hkGravatar(u, 40), Esc(u.Name), shut, s.likeForm(c, d, l, p))
}

// userPosts is user_posts.html: a sender's messages to one list, newest first, 10 a page.
func (s hkSkin) userPosts(c *Ctx, d *hkTables, id string) Response {
	u := d.byUID[id]
	if !c.Query.Has("list") {
		return Response{Status: http.StatusInternalServerError, ContentType: "text/html; charset=utf-8", Body: "Not implemented yet", Info: Info{Type: TypeOther}}
	}
	l := d.byFQDN[c.Query.Get("list")]
	if l == nil || u == nil {
		return s.notFound(c)
	}
	ps := d.posts[u][l]
	pg := hkPaginate(c, len(ps))
	var h strings.Builder
	fmt.Fprintf(&h, `
<div class="row">

<div id="months-list" class="col-sm-2"> </div>

    <div id="thread-list" class="col-sm-8">

        <div class="thread-list-header page-header">
            <h1>Messages by %s
                <small>in %s</small>
            </h1>
            <ul class="thread-list-info">
                <li class="discussion">
                    %d messages
                </li>
                <li>
                    <a href="%s">
                        Back to %s's profile
                    </a>
                </li>
            </ul>

        </div>

`, Esc(u.Name), hkEscEmail(l.fqdn), len(ps), c.Href(d.userURL(u)), Esc(u.Name))
	for _, p := range Page(ps, pg.num, hkPer) {
		h.WriteString(s.summaryMessage(c, d, l, p))
	}
	if len(ps) == 0 {
		h.WriteString("            <p>Sorry no email could be found by this user.</p>\n")
	}
	h.WriteString(pg.html(c, false))
	h.WriteString("\n    </div>\n\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, "Messages by "+Esc(u.Name)+" - "+Esc(l.fqdn)+" - "+hkApp, l, h.String()))
}

// search is search_results.html: the messages matching q (a word of the
// subject, or tag:NAME for a thread's tag), 10 a page, in one list or all.
func (s hkSkin) search(c *Ctx, d *hkTables) Response {
	q := strings.TrimSpace(c.Query.Get("q"))
	var mlist *hkList
	if name := c.Query.Get("mlist"); name != "" {
		if mlist = d.byFQDN[name]; mlist == nil {
			return s.notFound(c)
		}
	}
	var hits []*Post
	if q != "" {
		tag, isTag := strings.CutPrefix(q, "tag:")
		word := strings.ToLower(q)
		for _, l := range d.lists {
			if mlist != nil && l != mlist {
				continue
			}
			for _, t := range l.threads {
				switch {
				case isTag && slices.Contains(t.Tags, tag):
					hits = append(hits, t.Posts[0])
				case !isTag && strings.Contains(strings.ToLower(t.Title), word):
					hits = append(hits, t.Posts...)
				}
			}
		}
		if c.Query.Get("sort") == "date-asc" {
			slices.SortStableFunc(hits, func(a, b *Post) int { return a.Time.Compare(b.Time) })
		} else {
			slices.SortStableFunc(hits, func(a, b *Post) int { return b.Time.Compare(a.Time) })
		}
	}
	pg := hkPaginate(c, len(hits))
	var h strings.Builder
	h.WriteString("\n<div class=\"row\">\n\n")
	if mlist != nil {
		h.WriteString(s.monthList(c, mlist, 0, 0))
	}
	h.WriteString("\n    <div id=\"thread-list\" class=\"search-results col-sm-10\">\n\n        <div class=\"thread-list-header row\">\n")
	if mlist != nil {
		fmt.Fprintf(&h, "            <h1>\n                <a href=\"%s\"\n                   class=\"list-name\">\n                        %s\n                </a>\n                <small>search results</small>\n", c.Href(hkListURL(mlist)), Esc(mlist.b.Name))
	} else {
		h.WriteString("            <h1>Search results\n")
	}
	fmt.Fprintf(&h, "            <small>for query \"%s\"</small></h1>\n            <ul class=\"list-unstyled list-stats col-tn-12 col-sm-6 col-md-4\">\n                <li>\n                    <span class=\"icomoon discussion\"></span>\n                    %d messages\n                </li>\n            </ul>\n", Esc(q), len(hits))
	fmt.Fprintf(&h, "            <form method=\"get\" action=\"%s\" class=\"form-inline pull-right right col-tn-12 col-sm-6 col-md-4\">\n                <input type=\"hidden\" name=\"q\" value=\"%s\" />\n                <input type=\"hidden\" name=\"page\" value=\"%d\" />\n", c.Href("search"), Esc(q), pg.num)
	if mlist != nil {
		fmt.Fprintf(&h, "                <input type=\"hidden\" name=\"mlist\" value=\"%s\" />\n", Esc(mlist.fqdn))
	}
	h.WriteString("                <select name=\"sort\" id=\"sort-search\" class=\"form-control\">\n                    <option value=\"score\">sort by score</option>\n                    <option value=\"date-desc\">sort by latest first</option>\n                    <option value=\"date-asc\">sort by earliest first</option>\n                </select>\n            </form>\n\n        </div>\n\n")
	switch {
	case q == "":
		h.WriteString("            <p>Sorry but your query looks empty.</p>\n            <p style=\"font-style:italic;font-size:small;color:#ccc\">these are not the messages you are looking for</p>\n")
	case len(hits) == 0:
		h.WriteString("            <p>Sorry no email could be found for this query.</p>\n")
	}
	for _, p := range Page(hits, pg.num, hkPer) {
		h.WriteString(s.summaryMessage(c, d, d.ofBoard[p.Thread.Board], p))
	}
	h.WriteString(pg.html(c, true))
	h.WriteString("\n    </div>\n\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, "Search results for \""+Esc(q)+"\" - "+hkApp, mlist, h.String()))
}

// account is the login page, or the registration form beside it.
func (s hkSkin) account(c *Ctx, which string) Response {
	next := c.Query.Get("next")
	if next == "" {
		next = c.Pkg.Mount
	}
	title, body := "Login", fmt.Sprintf(`
<div id="login">

<h2>Login with your email</h2>
<ul class="social-login list-unstyled">
    <li class="google">
        <a title="Google" class="socialaccount_provider google"
           href="#"><img src="%sstatic/hyperkitty/img/login/google.png" alt="Google" /></a>
    </li>
</ul>

<h2>Login with username and password</h2>

<form action="%s" method="post" class="form-horizontal">
    <input type="hidden" name="csrfmiddlewaretoken" value="%s">
    <div class="form-group"><label for="id_username" class="control-label col-sm-2">Username</label><div class="col-sm-6"><input type="text" name="username" id="id_username" class="form-control" maxlength="254" /></div></div>
    <div class="form-group"><label for="id_password" class="control-label col-sm-2">Password</label><div class="col-sm-6"><input type="password" name="password" id="id_password" class="form-control" /></div></div>
    <div class="form-group"><div class="col-sm-offset-2 col-sm-6"><input type="submit" value="Login" class="btn btn-primary" /></div></div>
</form>
<p>No account yet? <a href="%s">Sign up</a></p>

</div>
`, c.Pkg.Mount, c.Href("accounts/login/?next="+hkQuote(next)), hkCSRF(c), c.Href("accounts/register/?next="+hkQuote(next)))
	if which == "register" {
		title, body = "Register", fmt.Sprintf(`
<div id="register">
<h2>Register</h2>
<form action="%s" method="post" class="form-horizontal">
    <input type="hidden" name="csrfmiddlewaretoken" value="%s">
    <div class="form-group"><label for="id_username">Username</label><input type="text" name="username" id="id_username" class="form-control" /></div>
    <div class="form-group"><label for="id_email">Email</label><input type="email" name="email" id="id_email" class="form-control" /></div>
    <div class="form-group"><label for="id_password1">Password</label><input type="password" name="password1" id="id_password1" class="form-control" /></div>
    <div class="form-group"><label for="id_password2">Password (again)</label><input type="password" name="password2" id="id_password2" class="form-control" /></div>
    <input type="submit" value="Register" class="btn btn-primary" />
</form>
</div>
`, c.Href("accounts/register/?next="+hkQuote(next)), hkCSRF(c))
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, title+" - "+hkApp, nil, body))
}

// frame is base.html: the navbar with the archive's name, the guest's login
// link back to this page, the search form (scoped to the list when there is
// one), the content and the scripts.
func (s hkSkin) frame(c *Ctx, title string, l *hkList, content string) string {
	st := c.Pkg.Mount + "static/hyperkitty/"
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE HTML>
<html>
    <head>
        <meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="ROBOTS" content="INDEX, FOLLOW" />
        <title>%s</title>
        <meta name="author" content="" />
        <meta name="dc.language" content="en" />
        <link rel="shortcut icon" href="%simg/favicon.ico" />
        <link rel="stylesheet" media="all" href="%slibs/font-awesome/css/font-awesome.min.css" />
        <link rel="stylesheet" media="all" href="%slibs/bootstrap/css/bootstrap.min.css" />
        <link rel="stylesheet" type="text/css" media="all" href="%slibs/icomoon/icomoon.css" />
        <link rel="stylesheet" type="text/css" media="all" href="%sCACHE/css/output.%016x.css" />
`, title, st, st, st, st, c.Pkg.Mount+"static/", Hash("hk-css"))
	if l != nil {
		fmt.Fprintf(&h, "        <link rel=\"alternate\" type=\"application/rss+xml\" title=\"%s\" href=\"%s\" />\n", Esc(l.fqdn), c.Href(fmt.Sprintf("list/%s/feed/", l.fqdn)))
	}
	h.WriteString(c.Styles(14))
	fmt.Fprintf(&h, `    </head>

    <body>

    <nav class="navbar navbar-fixed-top navbar-default">
        <div class="container">
            <div class="navbar-header col-md">
                <button type="button" class="navbar-toggle collapsed" data-toggle="collapse" data-target=".navbar-collapse">
                    <span class="icon-bar"></span>
                    <span class="icon-bar"></span>
                    <span class="icon-bar"></span>
                </button>
                <a class="navbar-brand" id="archives-name" href="%s">%s</a>
            </div> <!-- /navbar-header -->

            <div class="navbar-collapse collapse">
                <ul class="nav navbar-nav navbar-right auth">
                        <li><a class="mm_user " href="%s">Login</a></li>
                </ul>

                <form name="search" method="get" action="%s" class="navbar-form navbar-right" role="search">
`, c.Href(""), hkApp, c.Href(s.loginURL(c, c.Pkg.Mount+c.Path)), c.Href("search"))
	scope := "all lists"
	if l != nil {
		scope = "this list"
		fmt.Fprintf(&h, "                    <input type=\"hidden\" name=\"mlist\" value=\"%s\" />\n", Esc(l.fqdn))
	}
	fmt.Fprintf(&h, `                    <div class="form-group">
                        <div class="input-group">
                            <input name="q" type="text" class="form-control"
                                   placeholder="Search %s"
                                   />
                            <span class="input-group-btn">
                                <button class="btn btn-default" type="submit"><span class="fa fa-search"></span></button>
                            </span>
                        </div>
                    </div>
                </form>

            </div> <!--/navbar-collapse -->
        </div> <!-- /container for navbar -->
    </nav>

    <div class="container">
%s
    </div> <!-- /container for content -->

    <footer class="footer">
        <div class="container">
            <p class="text-muted">Powered by <a href="http://hyperkitty.readthedocs.org">HyperKitty</a> version 1.3.7.</p>
        </div>
    </footer>

    <script src="%slibs/jquery/jquery-1.10.1.min.js"></script>
    <script src="%slibs/jquery/jquery-ui-1.10.3.custom.min.js"></script>
    <script type="text/javascript" src="%sCACHE/js/output.%016x.js"></script>
`, scope, content, st, st, c.Pkg.Mount+"static/", Hash("hk-js"))
	h.WriteString(c.Scripts(8))
	h.WriteString("    </body>\n</html>\n")
	return h.String()
}
