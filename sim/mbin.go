package sim

import (
	"fmt"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Mbin 1.7 (MbinOrg/mbin, the Symfony threadiverse software that continues
// kbin) with its default theme, at the host root, as a guest sees it. Mbin
// has magazines and no categories: every farm board and sub-board is a
// magazine of its own (a flat list, as Mbin's magazines are), the farm
// categories are dropped. Each thread is an entry, a text post ("article")
// whose body is Posts[0]; Posts[1:] are its comments, a reply tree in the
// depth-first order of the tree, so that the tree shown is the posts in order.
// Entries, comments, magazines and users are numbered as database ids go
// (entries and comments in posting order).
//
// The front page at "/" is the entry: every magazine's entries, sorted "hot"
// (EntryRepository::SORT_DEFAULT), all time, 25 a page (PER_PAGE); it is what
// a guest lands on and where the header's logo and "Threads" lead. Lists page
// by ?p=N (Pagerfanta's pageParameter "[p]") with Pagerfanta's default view
// (previous, first, a window of two either side, last, next; page 1 linked as
// ?p=1); a page past the end is a 404 (NotValidCurrentPageException). The
// options bar re-sorts (top, hot, newest, active, commented) and filters by
// creation time (3h to 1y); its links are options_url(): the current route's
// parameters and query, ?p included, with one value changed, trailing default
// route parameters dropped by Symfony's URL generator, so that "all time" is
// "∞" written %E2%88%9E when a later parameter follows.
//
// An entry's comments are paged too: 15 top-level comments a page
// (EntryCommentRepository::PER_PAGE, onlyParents), each with its whole reply
// tree, sorted "hot" for guests (upvotes, then newest). The farm pages a
// thread by posts, 30 a page; the reply trees are drawn so that each page of
// 30 posts holds exactly 15 top-level comments and the upvotes of top-level
// comments fall in posting order, so both pagings agree. Each comment's date
// links its permalink, entry_comment_view, a page of the entry and that one
// comment's subtree.
//
// Labels: the front page "/" is the entry, its later pages index pages of no
// board; a magazine's list is its board's index; re-sorted lists are index
// pages under the canonical URL of the same page of the default list; lists
// filtered by time (a subset) and lists that list nothing are other. Entry
// pages are thread pages; a re-sorted comments page is labelled as the page
// of the default order holding its first top-level comment; a comment's
// permalink as the page holding the comment. URL scheme:
//
//	"" (the host root)                    entry: the front page, hot; ?p=1 the same (entry)
//	?p=N                                  the front page's later pages (index, no board)
//	[SUB/][threads/]SORT[/TIME[/FED]]     the front page re-sorted (index, no board) or filtered by
//	                                      time (other); SUB all|home, SORT default|top|hot|active|
//	                                      newest|oldest|commented, TIME 3h|6h|12h|1d|1w|1m|1y|all|∞,
//	                                      FED all|local; sub, mod, fav: 302 to login
//	microblog                             302 to all/microblog, the microblog (posts) list: empty (other)
//	m/NAME[?p=N]                          a magazine's entries (index: its board)
//	m/NAME/[threads/]SORT[/TIME[/FED]]    re-sorted (index, canonical m/NAME[?p=N]) or filtered (other)
//	m/NAME/t/ID/SLUG[?p=N]                an entry and its comments (thread); no slug or a wrong
//	                                      one: the same page (thread, canonical the slugged URL);
//	                                      another magazine's name: 301 to the right one
//	m/NAME/t/ID/SLUG[/comments]/SORT[?p=N]   the comments re-sorted: top|hot|oldest as the default
//	                                      page, newest|active reversed (thread, see above)
//	m/NAME/t/ID/SLUG/comment/CID          a comment's permalink (thread, the page holding it)
//	m/NAME/t/ID/SLUG/favourites, .../votes/up   the entry's favourites and upvotes (other)
//	m/NAME/people, m/NAME/moderators, m/NAME/modlog   a magazine's sidebar pages (other)
//	m/NAME/new_entry, new_entry, newMagazine   302 to login for a guest
//	magazines[/SORT[/VIEW]]               the magazines list (index, no board; canonical magazines)
//	u/NAME[/TAB][?p=N]                    a member's overview and tabs threads, comments, posts,
//	                                      replies, boosts, followers, following (other)
//	tag/TAG                               a hashtag's overview (other)
//	people, search[?q=...], login, register, reset-password, faq, terms, privacy-policy,
//	contact, stats, modlog                other
//	settings/theme/KEY/VALUE              sets a view cookie: 302 back to the front page (other)
//	feed[?magazine=NAME|?user=NAME]       RSS 2.0 (other)
//	PATH/ (a trailing slash)              301 to PATH, as Symfony's router redirects
//	anything else                         Mbin's 404 page
//
// Left out: voting, boosting, reporting and replying (forms posting to
// /ev/, /eb/, /er/ and the like), the type and federation filters' "federated"
// value, domains, the comments streams, ActivityPub and JSON views, avatars
// and images, the admin and moderation panels.
func mbin() *Package {
	return &Package{
		Name: "mbin", Software: "Mbin 1.7 (default theme)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{3, 4}, SubBoardChance: 0.2, Threads: [2]int{12, 34},
			Posts: [2]int{1, 21}, LongThreadChance: 0.08, ThreadsPerPage: mbEntriesPer, PostsPerPage: mbPostsPer, Users: 80,
			Lang: text.English, Opinion: 0.3},
		Mount: "/", Seed: 9733, Unseen: true,
		Robots: mbRobots,
		Skin:   mbSkin{},
	}
}

// mbRobots is the head and the tail of Mbin's public/robots.txt (its long
// list of banned bots shortened) less the "Request-rate: 1/1s" line, which
// would slow a polite crawler to a page a second on this loopback site.
const mbRobots = `# Ban several AI bots from indexing Mbin instances at all, in order to prevent training their models on users' data.
# Using: https://github.com/mitchellkrogza/nginx-ultimate-bad-bot-blocker/blob/master/robots.txt/robots.txt

User-agent: AhrefsBot
Disallow:/
User-agent: Bytespider
Disallow:/
User-agent: CCBot
Disallow:/
User-agent: ChatGPT-User
Disallow:/
User-agent: ClaudeBot
Disallow:/
User-agent: GPTBot
Disallow:/
User-agent: Google-Extended
Disallow:/
User-agent: SemrushBot
Disallow:/

# Extra bad bots
User-agent: PerplexityBot
Disallow: /
User-agent: Amazonbot
Disallow: /

# Rest of indexing robots
User-agent: *
Disallow: /login
Disallow: /login*
Disallow: /register
Disallow: /register*
Disallow: /reset-password
Disallow: /reset-password*
Disallow: /sub
Disallow: /mod
Disallow: /fav
Disallow: /new
Disallow: /new/*
Disallow: /newMagazine
Disallow: /terms
Disallow: /privacy-policy
`

// mbSkin renders Mbin's default theme.
type mbSkin struct{}

const (
	mbSite       = "Threadhaven"
	mbEntriesPer = 25 // EntryRepository::PER_PAGE
	mbRootsPer   = 15 // EntryCommentRepository::PER_PAGE, top-level comments
	mbPostsPer   = 30 // the farm's posts a thread page: the entry or a reply beside 15 top-level comments
	mbUserPer    = 25 // a profile tab's items a page
	mbInf        = "∞"
)

// mbSorts are the entry sorts the routes accept; mbMenuSorts those the options bar links.
var (
	mbSorts       = []string{"default", "top", "hot", "active", "newest", "oldest", "commented"}
	mbMenuSorts   = []string{"top", "hot", "newest", "active", "commented"}
	mbTimes       = []string{mbInf, "3h", "6h", "12h", "1d", "1w", "1m", "1y"}
	mbCommentSort = []string{"top", "hot", "active", "newest", "oldest"}
	mbUserTabs    = []string{"threads", "comments", "posts", "replies", "boosts", "followers", "following"}
)

// mbTables are what the skin derives from a world.
type mbTables struct {
	o       idOrder
	mag     map[*Board]string
	byMag   map[string]*Board
	magID   map[*Board]int
	eslug   map[*Thread]string
	cid     map[*Post]int // comment ids, posting order; the entry body has none
	byCID   map[int]*Post
	uname   map[*User]string
	byName  map[string]*User // lower case
	parent  map[*Post]*Post  // nil for a top-level comment
	depth   map[*Post]int    // 1 for a top-level comment
	roots   map[*Thread][]*Post
	rootOf  map[*Post]*Post
	up      map[*Post]int
	score   map[*Thread]int
	front   map[string][]*Thread            // every entry, by sort
	lists   map[*Board]map[string][]*Thread // a magazine's entries, by sort
	byUser  map[*User][]*Thread             // newest first
	comByU  map[*User][]*Post               // newest first
	subs    map[*Board]int
	newMags []*Board
}

func mbTab(w *World) *mbTables {
	return w.Derived("mbin", func() any { return mbBuild(w) }).(*mbTables)
}

// mbName is a name as Mbin allows it (\w{2,25}): spaces become "_", other characters go.
func mbName(s string, lower bool) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_':
			b.WriteRune(r)
		case r == ' ' || r == '-' || r == '.':
			b.WriteByte('_')
		}
	}
	out := strings.Trim(b.String(), "_")
	for strings.Contains(out, "__") {
		out = strings.ReplaceAll(out, "__", "_")
	}
	if lower {
		out = strings.ToLower(out)
	}
	if len(out) < 2 {
		out += "xx"
	}
	return strings.TrimRight(out[:min(len(out), 25)], "_")
}

func mbBuild(w *World) *mbTables {
	d := &mbTables{o: newIDOrder(w), mag: map[*Board]string{}, byMag: map[string]*Board{}, magID: map[*Board]int{}, eslug: map[*Thread]string{},
		cid: map[*Post]int{}, byCID: map[int]*Post{}, uname: map[*User]string{}, byName: map[string]*User{}, parent: map[*Post]*Post{},
		depth: map[*Post]int{}, roots: map[*Thread][]*Post{}, rootOf: map[*Post]*Post{}, up: map[*Post]int{}, score: map[*Thread]int{},
		front: map[string][]*Thread{}, lists: map[*Board]map[string][]*Thread{}, byUser: map[*User][]*Thread{}, comByU: map[*User][]*Post{},
		subs: map[*Board]int{}}
	for i, b := range w.Boards {
		base := mbName(b.Name, true)
		name := base
		for n := 2; d.byMag[name] != nil; n++ {
			name = fmt.Sprintf("%s%d", base[:min(len(base), 23)], n)
		}
		d.mag[b], d.byMag[name], d.magID[b] = name, b, i+1
		d.subs[b] = 3 + int(Hash("mbsubs", b.ID)%400)
	}
	d.newMags = slices.Clone(w.Boards)
	slices.SortStableFunc(d.newMags, func(a, b *Board) int { return d.magID[b] - d.magID[a] })
	for _, u := range w.Users {
		base := mbName(u.Name, false)
		name := base
		for n := 2; d.byName[strings.ToLower(name)] != nil; n++ {
			name = fmt.Sprintf("%s%d", base[:min(len(base), 23)], n)
		}
		d.uname[u], d.byName[strings.ToLower(name)] = name, u
	}
	n := 0
	for _, p := range d.o.posts {
		if p.Index > 0 {
			n++
			d.cid[p], d.byCID[n] = n, p
			d.comByU[p.Author] = append(d.comByU[p.Author], p)
		}
	}
	for u, ps := range d.comByU {
		slices.Reverse(ps)
		d.comByU[u] = ps
	}
	hot := map[*Thread]float64{}
	for _, t := range w.Threads {
		d.eslug[t] = slugOr(t.Title, "-")
		d.tree(t)
		d.score[t] = 1 + int(Hash("mbscore", t.ID)%30) + (len(t.Posts)-1)/2
		hot[t] = math.Log10(float64(d.score[t])+float64(len(t.Posts)-1)) + float64(t.Posts[0].Time.Unix())/45000
	}
	for _, t := range newestFirst(w.Threads) {
		d.byUser[t.Author] = append(d.byUser[t.Author], t)
	}
	sorted := func(ts []*Thread) map[string][]*Thread {
		base := newestFirst(ts) // createdAt DESC: every sort's tie-break
		m := map[string][]*Thread{"newest": base}
		by := func(key func(*Thread) float64) []*Thread {
			out := slices.Clone(base)
			slices.SortStableFunc(out, func(a, b *Thread) int {
				ka, kb := key(a), key(b)
				switch {
				case ka > kb:
					return -1
				case ka < kb:
					return 1
				}
				return 0
			})
			return out
		}
		m["hot"] = by(func(t *Thread) float64 { return hot[t] })
		m["default"] = m["hot"]
		m["top"] = by(func(t *Thread) float64 { return float64(d.score[t]) })
		m["active"] = by(func(t *Thread) float64 { return float64(t.LastPost().Time.Unix()) })
		m["commented"] = by(func(t *Thread) float64 { return float64(len(t.Posts)) })
		old := slices.Clone(base)
		slices.Reverse(old)
		m["oldest"] = old
		return m
	}
	d.front = sorted(w.Threads)
	for _, b := range w.Boards {
		d.lists[b] = sorted(b.Threads)
	}
	return d
}

// tree draws t's reply tree: each farm page of mbPostsPer posts holds exactly
// mbRootsPer top-level comments (fewer on the last page), a reply answers a
// comment of the current top-level comment's subtree, and top-level upvotes
// fall as posting goes on, so that the "hot" order is the posting order.
func (d *mbTables) tree(t *Thread) {
	cs := t.Posts[1:]
	for lo := 0; lo < len(cs); {
		page := PageOf(cs[lo].Index, mbPostsPer)
		hi := lo
		for hi < len(cs) && PageOf(cs[hi].Index, mbPostsPer) == page {
			hi++
		}
		chunk := cs[lo:hi]
		want := mbRootsPer
		if hi == len(cs) { // the last page: any number of top-level comments
			want = 1 + int(Hash("mbroots", t.ID)%uint64(min(len(chunk), mbRootsPer)))
		}
		want = min(want, len(chunk))
		var spine []*Post
		for i, p := range chunk {
			left := len(chunk) - i
			root := i == 0 || want == left || want > 0 && Hash("mbroot", p.ID)%uint64(left) < uint64(want)
			if root {
				want--
				spine = []*Post{p}
				d.depth[p] = 1
				d.rootOf[p] = p
				d.roots[t] = append(d.roots[t], p)
				continue
			}
			lvl := 1 + int(Hash("mbdepth", p.ID)%uint64(len(spine)))
			lvl = min(lvl, 9)
			d.parent[p] = spine[lvl-1]
			d.depth[p] = lvl + 1
			d.rootOf[p] = spine[0]
			spine = append(spine[:lvl], p)
			d.up[p] = int(Hash("mbup", p.ID) % 9)
		}
		lo = hi
	}
	for i, r := range d.roots[t] {
		d.up[r] = 2*(len(d.roots[t])-i) + int(Hash("mbup", r.ID)%2)
	}
}

func (mbSkin) Entry() string { return "" }

// BoardURL is the magazine's front, its later pages ?p=N.
func (mbSkin) BoardURL(b *Board, p int) string {
	u := "m/" + mbTab(b.World).mag[b]
	if p > 1 {
		u += fmt.Sprintf("?p=%d", p)
	}
	return u
}

// entryPath is entry_single with its default sort left out.
func (d *mbTables) entryPath(t *Thread) string {
	return fmt.Sprintf("m/%s/t/%d/%s", d.mag[t.Board], d.o.threadID[t], d.eslug[t])
}

// ThreadURL is the entry's page, its later comment pages ?p=N.
func (mbSkin) ThreadURL(t *Thread, p int) string {
	u := mbTab(t.Board.World).entryPath(t)
	if p > 1 {
		u += fmt.Sprintf("?p=%d", p)
	}
	return u
}

func (d *mbTables) commentPath(p *Post) string {
	return fmt.Sprintf("%s/comment/%d", d.entryPath(p.Thread), d.cid[p])
}

func (d *mbTables) userPath(u *User) string { return "u/" + d.uname[u] }

// mbTimeArg is a time option as a path segment.
func mbTimeArg(t string) string {
	if t == mbInf {
		return "%E2%88%9E"
	}
	return t
}

// mbListRoute is the options of a list: route parameters and the page.
type mbListRoute struct {
	mag  *Board // nil for the front page
	sort string
	time string
	fed  string
	page int
}

// path is the URL Symfony's generator makes of the route: the variables in
// order, trailing defaults dropped, content kept when something follows.
func (r mbListRoute) path(d *mbTables) string {
	vars := []string{"threads", r.sort, mbTimeArg(r.time), r.fed}
	defs := []string{"threads", "default", mbTimeArg(mbInf), "all"}
	n := len(vars)
	for n > 0 && vars[n-1] == defs[n-1] {
		n--
	}
	u := strings.Join(vars[:n], "/")
	if r.mag != nil {
		u = strings.TrimSuffix("m/"+d.mag[r.mag]+"/"+u, "/")
	}
	if r.page != 0 {
		u += fmt.Sprintf("?p=%d", r.page)
	}
	return u
}

// mbPageNb is AbstractController::getPageNb: (int) of ?p, 1 when absent.
func mbPageNb(c *Ctx) int {
	if !c.Query.Has("p") {
		return 1
	}
	s := c.Query.Get("p")
	j := 0
	if j < len(s) && (s[j] == '-' || s[j] == '+') {
		j++
	}
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	n, _ := strconv.Atoi(s[:j])
	return n
}

// mbSince is Criteria::getSince for a time option.
func mbSince(now time.Time, t string) time.Time {
	switch t {
	case "3h":
		return now.Add(-3 * time.Hour)
	case "6h":
		return now.Add(-6 * time.Hour)
	case "12h":
		return now.Add(-12 * time.Hour)
	case "1d":
		return now.AddDate(0, 0, -1)
	case "1w":
		return now.AddDate(0, 0, -7)
	case "1m":
		return now.AddDate(0, -1, 0)
	case "1y":
		return now.AddDate(-1, 0, 0)
	}
	return time.Time{}
}

// Serve routes as Mbin's route files do.
func (s mbSkin) Serve(c *Ctx) Response {
	d := mbTab(c.W)
	if strings.HasSuffix(c.Path, "/") {
		sub := *c
		sub.Path = strings.TrimSuffix(c.Path, "/")
		r := s.Serve(&sub)
		if r.Status != http.StatusOK {
			return s.notFound(c, d)
		}
		loc := sub.Path
		if c.RawQuery != "" {
			loc += "?" + c.RawQuery
		}
		if loc == "" {
			loc = "/"
		}
		return Response{Status: http.StatusMovedPermanently, Location: loc, Info: r.Info}
	}
	seg := segments(strings.Split(c.Path, "/"))
	n := len(seg)
	toLogin := func() Response { return c.Redirect("login", Info{Type: TypeOther}) }
	switch head := seg[0]; {
	case c.Path == "":
		return s.list(c, d, mbListRoute{sort: "default", time: mbInf, fed: "all"})
	case head == "m" && n >= 2:
		b := d.byMag[seg[1]]
		if b == nil {
			break
		}
		switch {
		case n >= 4 && seg[2] == "t":
			return s.entryRoute(c, d, b, seg[3:])
		case n == 3 && (seg[2] == "people" || seg[2] == "moderators" || seg[2] == "modlog"):
			return s.magazinePage(c, d, b, seg[2])
		case n == 3 && seg[2] == "new_entry":
			return toLogin()
		}
		if r, ok := mbParseList(seg[2:], false); ok {
			r.mag = b
			return s.list(c, d, r)
		}
	case head == "microblog" && n == 1:
		return c.Redirect("all/microblog", Info{Type: TypeOther})
	case head == "magazines" && n <= 3:
		return s.magazines(c, d, seg.at(1), seg.at(2))
	case head == "u" && (n == 2 || n == 3):
		u := d.byName[strings.ToLower(seg[1])]
		if u == nil || (n == 3 && !slices.Contains(mbUserTabs, seg[2])) {
			break
		}
		return s.user(c, d, u, seg.at(2))
	case head == "tag" && n == 2:
		for _, tag := range c.W.Tags() {
			if tag == seg[1] {
				return s.tag(c, d, tag)
			}
		}
	case head == "settings" && n == 4 && seg[1] == "theme":
		return Response{Status: http.StatusFound, Location: "/", Info: Info{Type: TypeOther}}
	case n == 1 && (head == "new_entry" || head == "newMagazine"):
		return toLogin()
	case n == 1 && head == "feed":
		return s.feed(c, d)
	case n == 1 && (head == "people" || head == "search" || head == "login" || head == "register" || head == "reset-password" ||
		head == "faq" || head == "terms" || head == "privacy-policy" || head == "contact" || head == "stats" || head == "modlog"):
		return s.static(c, d, head)
	default:
		if (head == "sub" || head == "mod" || head == "fav") && n <= 5 {
			if _, ok := mbParseList(seg[1:], true); ok {
				return toLogin()
			}
		}
		if r, ok := mbParseList(seg, true); ok {
			return s.list(c, d, r)
		}
		if (head == "all" || head == "home") && seg.at(1) == "microblog" && n <= 5 {
			return s.microblog(c, d)
		}
	}
	return s.notFound(c, d)
}

// mbParseList reads the optional [SUB/][threads/]SORT/TIME/FED of a list route;
// sub allows the front page's subscription segment (all or home).
func mbParseList(seg []string, sub bool) (mbListRoute, bool) {
	r := mbListRoute{sort: "default", time: mbInf, fed: "all"}
	if sub && len(seg) > 0 && (seg[0] == "all" || seg[0] == "home") {
		seg = seg[1:]
	}
	if len(seg) > 0 && seg[0] == "threads" {
		seg = seg[1:]
	}
	if len(seg) > 3 {
		return r, false
	}
	if len(seg) > 0 {
		if !slices.Contains(mbSorts, seg[0]) {
			return r, false
		}
		r.sort = seg[0]
	}
	if len(seg) > 1 {
		t := seg[1]
		if t == "all" {
			t = mbInf
		}
		if !slices.Contains(mbTimes, t) {
			return r, false
		}
		r.time = t
	}
	if len(seg) > 2 {
		if seg[2] != "all" && seg[2] != "local" {
			return r, false
		}
		r.fed = seg[2]
	}
	return r, true
}

// list is EntryFrontController::front and ::magazine.
func (s mbSkin) list(c *Ctx, d *mbTables, r mbListRoute) Response {
	page := mbPageNb(c)
	all := d.front[r.sort]
	if r.mag != nil {
		all = d.lists[r.mag][r.sort]
	}
	ts := all
	if r.time != mbInf {
		since := mbSince(c.W.Now, r.time)
		ts = nil
		for _, t := range all {
			if t.Posts[0].Time.After(since) {
				ts = append(ts, t)
			}
		}
	}
	pages := pageCount(len(ts), mbEntriesPer)
	if page < 1 || page > pages {
		return s.notFound(c, d)
	}
	var info Info
	plain := r.sort == "default" && r.time == mbInf && r.fed == "all"
	switch {
	case len(ts) == 0 || r.time != mbInf:
		info = Info{Type: TypeOther}
	case r.mag != nil:
		info = boardInfo(s, r.mag, page)
	case page == 1 && plain:
		info = Info{Type: TypeEntry, Canonical: "/"}
	case page == 1:
		info = Info{Type: TypeIndex, FPage: 1, Canonical: "/"}
	default:
		info = Info{Type: TypeIndex, FPage: page, Canonical: fmt.Sprintf("?p=%d", page)}
	}
	cur := r
	cur.page = 0
	if c.Query.Has("p") {
		cur.page = page
	}
	var h strings.Builder
	h.WriteString(s.options(c, d, cur))
	h.WriteString(`<div id="content" class="overview subjects entries-cross" data-controller="subject-list" data-action="notifications:EntryCreatedNotification@window->subject-list#increaseCounter">` + "\n")
	for _, t := range Page(ts, page, mbEntriesPer) {
		h.WriteString(s.entryItem(c, d, t, r.mag == nil))
	}
	if len(ts) == 0 {
		h.WriteString(`<aside class="section section--muted"><p>Empty</p></aside>` + "\n")
	}
	h.WriteString("</div>\n")
	h.WriteString(s.pager(c, func(p int) string { q := r; q.page = p; return q.path(d) }, page, pages))
	title := "Threads"
	if r.mag != nil {
		title = Esc(r.mag.Name)
	}
	return c.Page(info, s.frame(c, d, mbFrame{title: title, mag: r.mag, rss: r.mag}, h.String()))
}

// options is entry/_options.html.twig: the sort and time menus and the view switch.
func (s mbSkin) options(c *Ctx, d *mbTables, cur mbListRoute) string {
	var h strings.Builder
	h.WriteString("<aside class=\"options options--top\" id=\"options\">\n    <div></div>\n    <menu class=\"options__filter\">\n        <li class=\"dropdown\">\n            <button aria-label=\"Sort by\" title=\"Sort by\"><i class=\"fa-solid fa-sort\" aria-hidden=\"true\"></i>\n")
	cs := cur.sort
	if cs == "default" {
		cs = "hot"
	}
	fmt.Fprintf(&h, "                <span>%s</span>\n            </button>\n            <ul class=\"dropdown__menu\">\n", cs)
	for _, o := range mbMenuSorts {
		r := cur
		r.sort = o
		act := ""
		if o == cs {
			act = "active"
		}
		fmt.Fprintf(&h, "                <li>\n            <a href=\"%s\"\n               class=\"%s\">\n                %s\n            </a>\n        </li>\n", c.Href(r.path(d)), act, o)
	}
	h.WriteString("    </ul>\n    </li>\n        <li class=\"dropdown\">\n            <button aria-label=\"Filter by time\" title=\"Filter by time\">\n                <i aria-hidden=\"true\" class=\"fa-solid fa-clock\"></i>\n            </button>\n            <ul class=\"dropdown__menu\">\n")
	for _, o := range mbTimes {
		r := cur
		r.time = o
		act, label := "", o
		if o == cur.time {
			act = "active"
		}
		if o == mbInf {
			label = "All time"
		}
		fmt.Fprintf(&h, "                <li>\n                    <a href=\"%s\"\n                       class=\"%s\">\n                        %s\n                    </a>\n                </li>\n", c.Href(r.path(d)), act, label)
	}
	h.WriteString("            </ul>\n        </li>\n        <li class=\"dropdown\">\n            <button aria-label=\"Filter by federation\" title=\"Filter by federation\">\n                <i aria-hidden=\"true\" class=\"fa-solid fa-circle-nodes\"></i>\n            </button>\n            <ul class=\"dropdown__menu\">\n")
	for _, o := range []string{"all", "local"} {
		r := cur
		r.fed = o
		act := ""
		if o == cur.fed {
			act = "active"
		}
		fmt.Fprintf(&h, "                <li>\n                    <a href=\"%s\"\n                        class=\"%s\">%s</a>\n                </li>\n", c.Href(r.path(d)), act, o)
	}
	fmt.Fprintf(&h, `            </ul>
        </li>
    </menu>
    <menu class="options__view">
        <li class="dropdown">
            <button aria-label="Change view" title="Change view"><i class="fa-solid fa-layer-group" aria-hidden="true"></i>
            </button>
            <ul class="dropdown__menu">
                <li>
                    <a class="active" href="%s">
                        Classic
                    </a>
                </li>
                <li>
                    <a class="" href="%s">
                        Compact
                    </a>
                </li>
            </ul>
        </li>
    </menu>
</aside>
`, c.Href("settings/theme/kbin_entries_compact/false"), c.Href("settings/theme/kbin_entries_compact/true"))
	return h.String()
}

// pager is Pagerfanta's default Twig view (proximity 2), the page as ?p=N.
func (s mbSkin) pager(c *Ctx, href func(p int) string, cur, total int) string {
	if total < 2 {
		return ""
	}
	var h strings.Builder
	h.WriteString("<nav class=\"pagination\">\n")
	if cur > 1 {
		fmt.Fprintf(&h, "    <a class=\"pagination__item pagination__item--previous-page\" href=\"%s\" rel=\"prev\">Previous</a>\n", c.Href(href(cur-1)))
	} else {
		h.WriteString("    <span class=\"pagination__item pagination__item--previous-page pagination__item--disabled\">Previous</span>\n")
	}
	lo, hi := max(1, cur-2), min(total, cur+2)
	item := func(p int) {
		if p == cur {
			fmt.Fprintf(&h, "    <span class=\"pagination__item pagination__item--current-page\" aria-current=\"page\">%d</span>\n", p)
			return
		}
		fmt.Fprintf(&h, "    <a class=\"pagination__item\" href=\"%s\">%d</a>\n", c.Href(href(p)), p)
	}
	gap := "    <span class=\"pagination__item pagination__item--separator\">&hellip;</span>\n"
	if lo > 1 {
		item(1)
		if lo > 2 {
			h.WriteString(gap)
		}
	}
	for p := lo; p <= hi; p++ {
		item(p)
	}
	if hi < total {
		if hi < total-1 {
			h.WriteString(gap)
		}
		item(total)
	}
	if cur < total {
		fmt.Fprintf(&h, "    <a class=\"pagination__item pagination__item--next-page\" href=\"%s\" rel=\"next\">Next</a>\n", c.Href(href(cur+1)))
	} else {
		h.WriteString("    <span class=\"pagination__item pagination__item--next-page pagination__item--disabled\">Next</span>\n")
	}
	h.WriteString("</nav>\n")
	return h.String()
}

// withPage is u with ?p=N added (0 for none).
func withPage(u string, p int) string {
	if p == 0 {
		return u
	}
	return fmt.Sprintf("%s?p=%d", u, p)
}

func mbTime(now, t time.Time) string {
	return fmt.Sprintf(`<time class="timeago" title="%s" datetime="%s">%s</time>`, t.Format("2006-01-02 15:04:05 -07:00"), t.Format(time3339), Ago(now, t))
}

// entryItem is components/entry.html.twig in a list.
func (s mbSkin) entryItem(c *Ctx, d *mbTables, t *Thread, showMag bool) string {
	id := d.o.threadID[t]
	link := c.Href(d.entryPath(t))
	var h strings.Builder
	fmt.Fprintf(&h, `<article class="section entry subject no-image entry--article" id="entry-%d" data-controller="subject preview mentions html-refresh" data-subject-id-value="%d" data-subject-type-value="entry">
    <header>
        <h2><a href="%s">%s</a></h2>
    </header>
    <div class="content short-desc"><p>%s</p></div>
    <aside class="meta entry__meta">
        <a href="%s" class="user-inline" title="%s">%s</a>, %s`,
		id, id, link, Esc(t.Title), Esc(clip(t.Posts[0].Body[0], 140)), c.Href(d.userPath(t.Author)), d.uname[t.Author], d.uname[t.Author], mbTime(c.W.Now, t.Posts[0].Time))
	if showMag {
		fmt.Fprintf(&h, "\n        to <a href=\"%s\" class=\"magazine-inline\" title=\"%s\">%s</a>", c.Href("m/"+d.mag[t.Board]), d.mag[t.Board], Esc(t.Board.Name))
	}
	fmt.Fprintf(&h, `
    </aside>
    <aside class="vote">
        <form method="post" action="%s" class="vote__up"><button type="submit" title="Favourite" aria-label="Favourite"><span data-subject-target="favCounter">%d</span> <span><i class="fa-solid fa-arrow-up"></i></span></button></form>
        <form method="post" action="%s" class="vote__down"><button type="submit" title="Reduce" aria-label="Reduce"><span data-subject-target="downvoteCounter">0</span> <span><i class="fa-solid fa-arrow-down"></i></span></button></form>
    </aside>
    <footer>
        <menu>
            <li><a class="stretched-link" href="%s#comments"><span data-subject-target="commentsCounter">%d</span> comments</a></li>
            <li><form method="post" action="%s"><button class="boost-link stretched-link" type="submit">boost</button></form></li>
            <li class="dropdown">
                <button class="stretched-link" data-subject-target="more">more</button>
                <ul class="dropdown__menu" data-controller="clipboard">
                    <li><a href="%s">Activity</a></li>
                </ul>
            </li>
        </menu>
    </footer>
</article>
`, c.Href(fmt.Sprintf("ev/%d/1", id)), d.score[t], c.Href(fmt.Sprintf("ev/%d/-1", id)), link, len(t.Posts)-1, c.Href(fmt.Sprintf("eb/%d", id)),
		c.Href(d.entryPath(t)+"/votes/up"))
	return h.String()
}

// entryRoute answers m/NAME/t/ID[/SLUG[/...]].
func (s mbSkin) entryRoute(c *Ctx, d *mbTables, b *Board, rest segments) Response {
	id, err := strconv.Atoi(rest[0])
	if err != nil || rest[0] != strconv.Itoa(id) {
		return s.notFound(c, d)
	}
	t := byID(d.o.threads, id)
	if t == nil {
		return s.notFound(c, d)
	}
	tail := rest[min(2, len(rest)):]
	sort := "default"
	switch {
	case len(tail) == 0:
	case len(tail) == 1 && slices.Contains(mbCommentSort, tail[0]) || len(tail) == 1 && tail[0] == "default":
		sort = tail[0]
	case len(tail) == 2 && tail[0] == "comments" && (slices.Contains(mbCommentSort, tail[1]) || tail[1] == "default"):
		sort = tail[1]
	case len(tail) == 2 && tail[0] == "comment":
		cid, err := strconv.Atoi(tail[1])
		p := d.byCID[cid]
		if err != nil || p == nil || p.Thread != t {
			return s.notFound(c, d)
		}
		if t.Board != b {
			return Response{Status: http.StatusMovedPermanently, Location: d.commentPath(p), Info: threadInfo(s, t, PageOf(p.Index, mbPostsPer))}
		}
		return s.commentView(c, d, p)
	case len(tail) == 1 && tail[0] == "favourites", len(tail) == 2 && tail[0] == "votes" && tail[1] == "up":
		return s.entryActivity(c, d, t, tail[0])
	default:
		return s.notFound(c, d)
	}
	if t.Board != b {
		// EntrySingleController: 301 to entry_single under the entry's magazine, slug and no sort.
		return Response{Status: http.StatusMovedPermanently, Location: d.entryPath(t), Info: threadInfo(s, t, 1)}
	}
	return s.entry(c, d, t, sort, segments(rest).at(1))
}

// entry is EntrySingleController: the entry and a page of its comment trees.
func (s mbSkin) entry(c *Ctx, d *mbTables, t *Thread, sort, slugArg string) Response {
	page := mbPageNb(c)
	roots := slices.Clone(d.roots[t])
	if sort == "newest" || sort == "active" {
		slices.Reverse(roots)
	}
	pages := pageCount(len(roots), mbRootsPer)
	if page < 1 || page > pages {
		return s.notFound(c, d)
	}
	shown := Page(roots, page, mbRootsPer)
	label := page
	if len(shown) > 0 {
		label = PageOf(shown[0].Index, mbPostsPer)
	}
	info := threadInfo(s, t, label)
	if slugArg == "" {
		slugArg = "-"
	}
	base := fmt.Sprintf("m/%s/t/%d/%s", d.mag[t.Board], d.o.threadID[t], slugArg)
	cur := 0
	if c.Query.Has("p") {
		cur = page
	}
	var h strings.Builder
	h.WriteString("<div id=\"content\">\n")
	h.WriteString(s.entryFull(c, d, t))
	h.WriteString("<aside class=\"options\" id=\"options\">\n    <div></div>\n    <menu class=\"options__main\">\n")
	for _, o := range mbCommentSort {
		act := ""
		if o == sort || sort == "default" && o == "hot" {
			act = "active"
		}
		fmt.Fprintf(&h, "        <li>\n            <a href=\"%s\"\n               class=\"%s\">\n                %s\n            </a>\n        </li>\n", c.Href(withPage(base+"/"+o, cur)), act, o)
	}
	h.WriteString("    </menu>\n    <menu class=\"options__layout\">\n        <li class=\"dropdown\">\n            <button aria-label=\"Change view\" title=\"Change view\"><i class=\"fa-solid fa-layer-group\"></i> Change view</button>\n            <ul class=\"dropdown__menu\">\n")
	for _, v := range [][2]string{{"classic", "Classic"}, {"chat", "Chat"}, {"tree", "Tree"}} {
		fmt.Fprintf(&h, "                <li>\n                    <a class=\"\" href=\"%s\">%s</a>\n                </li>\n", c.Href("settings/theme/entry_comments_view/"+v[0]), v[1])
	}
	h.WriteString("            </ul>\n        </li>\n    </menu>\n</aside>\n")
	h.WriteString("<div id=\"comments\">\n<div class=\"comments entry-comments comments-tree show-comment-avatar comments-view-style--tree\" data-controller=\"subject-list\" data-action=\"notifications:EntryCommentCreatedNotification@window->subject-list#increaseCounter\">\n")
	for _, r := range shown {
		// A top-level comment's subtree follows it in posting order.
		for _, p := range t.Posts[r.Index:] {
			if d.rootOf[p] != r {
				break
			}
			h.WriteString(s.comment(c, d, p))
		}
	}
	href := func(p int) string {
		u := base
		if sort != "default" {
			u += "/" + sort
		}
		return withPage(u, p)
	}
	h.WriteString(s.pager(c, href, page, pages))
	if len(shown) == 0 {
		h.WriteString("        <aside class=\"section section--muted\">\n            <p>No comments</p>\n        </aside>\n")
	} else {
		for i := 2; i <= 9; i++ {
			fmt.Fprintf(&h, "        <div class=\"comment-line--%d\"></div>\n", i)
		}
	}
	h.WriteString("</div>\n</div>\n")
	fmt.Fprintf(&h, `<aside class="section section--muted" id="activity">
    <menu>
        <li><a href="%s">Favourites (%d)</a></li>
        <li><a href="%s">Upvotes</a></li>
    </menu>
</aside>
</div>
`, c.Href(d.entryPath(t)+"/favourites"), d.score[t], c.Href(d.entryPath(t)+"/votes/up"))
	return c.Page(info, s.frame(c, d, mbFrame{title: Esc(t.Title) + " - " + Esc(t.Board.Name), mag: t.Board, entry: t}, h.String()))
}

// entryFull is components/entry.html.twig on the entry's own page: title, body, tags.
func (s mbSkin) entryFull(c *Ctx, d *mbTables, t *Thread) string {
	var h strings.Builder
	id := d.o.threadID[t]
	fmt.Fprintf(&h, `<article class="section entry subject entry--single no-image entry--article" id="entry-%d" data-controller="subject preview mentions html-refresh" data-subject-id-value="%d">
    <header>
        <h1>%s</h1>
    </header>
    <aside class="meta entry__meta">
        <a href="%s" class="user-inline" title="%s">%s</a>, %s
        to <a href="%s" class="magazine-inline">%s</a>
    </aside>
    <div class="entry__body">
        <div class="content formatted">%s</div>
    </div>
`, id, id, Esc(t.Title), c.Href(d.userPath(t.Author)), d.uname[t.Author], d.uname[t.Author], mbTime(c.W.Now, t.Posts[0].Time),
		c.Href("m/"+d.mag[t.Board]), Esc(t.Board.Name), Paras(t.Posts[0].Body, "<p>", "</p>"))
	if len(t.Tags) > 0 {
		h.WriteString("    <footer class=\"entry__tags\"><menu>\n")
		for _, tag := range t.Tags {
			fmt.Fprintf(&h, "        <li><a class=\"hashtag\" href=\"%s\">#%s</a></li>\n", c.Href("tag/"+url.PathEscape(tag)), Esc(tag))
		}
		h.WriteString("    </menu></footer>\n")
	}
	fmt.Fprintf(&h, `    <aside class="vote">
        <form method="post" action="%s" class="vote__up"><button type="submit" title="Favourite"><span>%d</span> <i class="fa-solid fa-arrow-up"></i></button></form>
        <form method="post" action="%s" class="vote__down"><button type="submit" title="Reduce"><span>0</span> <i class="fa-solid fa-arrow-down"></i></button></form>
    </aside>
    <footer>
        <menu>
            <li><a class="stretched-link" href="%s#comments">%d comments</a></li>
        </menu>
    </footer>
</article>
`, c.Href(fmt.Sprintf("ev/%d/1", id)), d.score[t], c.Href(fmt.Sprintf("ev/%d/-1", id)), c.Href(d.entryPath(t)), len(t.Posts)-1)
	return h.String()
}

// comment is components/entry_comment.html.twig: its date links its permalink.
func (s mbSkin) comment(c *Ctx, d *mbTables, p *Post) string {
	cid := d.cid[p]
	parent := ""
	if q := d.parent[p]; q != nil {
		parent = fmt.Sprintf(` data-subject-parent-value="%d"`, d.cid[q])
	}
	return fmt.Sprintf(`<blockquote class="section comment entry-comment subject comment-level--%d" id="entry-comment-%d" data-controller="comment subject mentions" data-subject-id-value="%d"%s>
    <header>
        <a href="%s" class="user-inline" title="%s">%s</a>, <a href="%s" class="link-muted">%s</a>
    </header>
    <div class="content">%s</div>
    <aside class="vote">
        <form method="post" action="%s" class="vote__up"><button type="submit" title="Favourite"><span>%d</span> <i class="fa-solid fa-arrow-up"></i></button></form>
    </aside>
    <footer>
        <menu>
            <li><a class="stretched-link" href="%s">permalink</a></li>
        </menu>
    </footer>
</blockquote>
`, min(d.depth[p], 10), cid, cid, parent, c.Href(d.userPath(p.Author)), d.uname[p.Author], d.uname[p.Author], c.Href(d.commentPath(p)), mbTime(c.W.Now, p.Time),
		Paras(p.Body, "<p>", "</p>"), c.Href(fmt.Sprintf("ecv/%d/1", cid)), d.up[p], c.Href(d.commentPath(p)))
}

// commentView is EntryCommentViewController: the entry and one comment's subtree.
func (s mbSkin) commentView(c *Ctx, d *mbTables, p *Post) Response {
	t := p.Thread
	var h strings.Builder
	h.WriteString("<div id=\"content\">\n")
	h.WriteString(s.entryFull(c, d, t))
	fmt.Fprintf(&h, "<aside class=\"section section--muted\"><p><a href=\"%s#comments\">Show all comments</a></p></aside>\n", c.Href(d.entryPath(t)))
	h.WriteString("<div class=\"comments entry-comments comments-tree\">\n")
	h.WriteString(s.comment(c, d, p))
	for _, q := range t.Posts[p.Index+1:] {
		if d.depth[q] <= d.depth[p] {
			break
		}
		h.WriteString(s.comment(c, d, q))
	}
	h.WriteString("</div>\n</div>\n")
	return c.Page(threadInfo(s, t, PageOf(p.Index, mbPostsPer)), s.frame(c, d, mbFrame{title: Esc(t.Title) + " - " + Esc(t.Board.Name), mag: t.Board, entry: t}, h.String()))
}

// entryActivity is the entry's favourites and upvotes pages.
func (s mbSkin) entryActivity(c *Ctx, d *mbTables, t *Thread, which string) Response {
	var h strings.Builder
	title := "Favourites"
	if which == "votes" {
		title = "Upvotes"
	}
	fmt.Fprintf(&h, "<div id=\"content\">\n<h1>%s</h1>\n<p><a href=\"%s\">%s</a></p>\n<div class=\"users users-columns\"><ul>\n", title, c.Href(d.entryPath(t)), Esc(t.Title))
	us := c.W.Users
	for i := 0; i < min(d.score[t], 8); i++ {
		u := us[int(Hash("mbfav", which, t.ID, i)%uint64(len(us)))]
		fmt.Fprintf(&h, "<li><a href=\"%s\" class=\"user-inline\">%s</a></li>\n", c.Href(d.userPath(u)), d.uname[u])
	}
	h.WriteString("</ul></div>\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, mbFrame{title: title + " - " + Esc(t.Title), mag: t.Board}, h.String()))
}

// magazinePage is a magazine's people, moderators and modlog pages.
func (s mbSkin) magazinePage(c *Ctx, d *mbTables, b *Board, which string) Response {
	var h strings.Builder
	fmt.Fprintf(&h, "<div id=\"content\">\n<h1>%s</h1>\n<ul>\n", Esc(strings.ToUpper(which[:1])+which[1:]))
	seen := map[*User]bool{}
	for _, t := range b.Threads {
		if len(seen) == 12 || which == "moderators" && len(seen) == 2 {
			break
		}
		if !seen[t.Author] {
			seen[t.Author] = true
			if which == "modlog" {
				fmt.Fprintf(&h, "<li><a href=\"%s\">%s</a> pinned <a href=\"%s\">%s</a></li>\n", c.Href(d.userPath(t.Author)), d.uname[t.Author], c.Href(d.entryPath(t)), Esc(t.Title))
				continue
			}
			fmt.Fprintf(&h, "<li><a href=\"%s\" class=\"user-inline\">%s</a></li>\n", c.Href(d.userPath(t.Author)), d.uname[t.Author])
		}
	}
	h.WriteString("</ul>\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, mbFrame{title: Esc(b.Name), mag: b}, h.String()))
}

// magazines is MagazineListController: the magazines table, sortable.
func (s mbSkin) magazines(c *Ctx, d *mbTables, sort, view string) Response {
	sorts := []string{"default", "hot", "active", "newest", "threads", "comments"}
	views := []string{"table", "cards", "columns"}
	if sort != "" && !slices.Contains(sorts, sort) || view != "" && !slices.Contains(views, view) {
		return s.notFound(c, d)
	}
	if sort == "" {
		sort = "default"
	}
	if view == "" {
		view = "table"
	}
	ms := slices.Clone(c.W.Boards)
	switch sort {
	case "newest":
		ms = slices.Clone(d.newMags)
	case "threads", "hot", "active", "comments":
		slices.SortStableFunc(ms, func(a, b *Board) int {
			if sort == "comments" {
				return b.AllPosts() - a.AllPosts()
			}
			return len(b.Threads) - len(a.Threads)
		})
	default:
		slices.SortStableFunc(ms, func(a, b *Board) int { return d.subs[b] - d.subs[a] })
	}
	link := func(so, vi string) string {
		vars, defs := []string{so, vi}, []string{"default", "table"}
		n := 2
		for n > 0 && vars[n-1] == defs[n-1] {
			n--
		}
		return strings.TrimSuffix("magazines/"+strings.Join(vars[:n], "/"), "/")
	}
	var h strings.Builder
	h.WriteString("<div id=\"content\">\n<aside class=\"options\"><menu class=\"options__main\">\n")
	for _, so := range sorts[1:] {
		fmt.Fprintf(&h, "    <li><a href=\"%s\">%s</a></li>\n", c.Href(link(so, view)), so)
	}
	h.WriteString("</menu><menu class=\"options__view\">\n")
	for _, vi := range views {
		fmt.Fprintf(&h, "    <li><a href=\"%s\">%s</a></li>\n", c.Href(link(sort, vi)), vi)
	}
	h.WriteString("</menu></aside>\n<table class=\"magazines-table\">\n<thead><tr><th>Name</th><th>Threads</th><th>Comments</th><th>Subscriptions</th></tr></thead>\n<tbody>\n")
	for _, b := range ms {
		fmt.Fprintf(&h, "<tr><td><a href=\"%s\" class=\"magazine-inline stretched-link\">%s</a><small>@%s</small></td><td>%d</td><td>%d</td><td>%d</td></tr>\n",
			c.Href("m/"+d.mag[b]), Esc(b.Name), d.mag[b], len(b.Threads), b.AllPosts()-len(b.Threads), d.subs[b])
	}
	h.WriteString("</tbody>\n</table>\n</div>\n")
	return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: "magazines"}, s.frame(c, d, mbFrame{title: "Magazines"}, h.String()))
}

// user is UserFrontController: a member's overview and tabs.
func (s mbSkin) user(c *Ctx, d *mbTables, u *User, tab string) Response {
	page := mbPageNb(c)
	base := d.userPath(u)
	if tab != "" {
		base += "/" + tab
	}
	var items []string
	switch tab {
	case "", "threads":
		for _, t := range d.byUser[u] {
			items = append(items, s.entryItem(c, d, t, true))
		}
		if tab == "" {
			for _, p := range d.comByU[u] {
				items = append(items, s.comment(c, d, p))
			}
		}
	case "comments":
		for _, p := range d.comByU[u] {
			items = append(items, s.comment(c, d, p))
		}
	case "followers", "following":
		for _, o := range u.Contacts {
			items = append(items, fmt.Sprintf("<li><a href=\"%s\" class=\"user-inline\">%s</a></li>\n", c.Href(d.userPath(o)), d.uname[o]))
		}
	}
	pages := pageCount(len(items), mbUserPer)
	if page < 1 || page > pages {
		return s.notFound(c, d)
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<div id=\"content\">\n<section class=\"section user-box\"><h1>%s</h1><p class=\"user__login\">@%s@%s</p><p>%s</p><p>Joined: %s</p></section>\n<aside class=\"options\"><menu class=\"options__main\">\n",
		Esc(u.Name), d.uname[u], "threadhaven.example", Esc(u.Bio), u.Joined.Format("2006-01-02"))
	fmt.Fprintf(&h, "    <li><a href=\"%s\">Overview</a></li>\n", c.Href(d.userPath(u)))
	for _, tb := range mbUserTabs {
		fmt.Fprintf(&h, "    <li><a href=\"%s\">%s</a></li>\n", c.Href(d.userPath(u)+"/"+tb), tb)
	}
	h.WriteString("</menu></aside>\n")
	for _, it := range Page(items, page, mbUserPer) {
		h.WriteString(it)
	}
	if len(items) == 0 {
		h.WriteString("<aside class=\"section section--muted\"><p>Empty</p></aside>\n")
	}
	h.WriteString(s.pager(c, func(p int) string { return withPage(base, p) }, page, pages))
	h.WriteString("</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, mbFrame{title: Esc(d.uname[u]), user: u}, h.String()))
}

// tag is TagOverviewController: the newest entries carrying a hashtag.
func (s mbSkin) tag(c *Ctx, d *mbTables, tag string) Response {
	var h strings.Builder
	fmt.Fprintf(&h, "<div id=\"content\">\n<h1>#%s</h1>\n", Esc(tag))
	ts := c.W.ThreadsTagged(tag)
	for _, t := range ts[:min(len(ts), mbEntriesPer)] {
		h.WriteString(s.entryItem(c, d, t, true))
	}
	h.WriteString("</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, mbFrame{title: "#" + Esc(tag)}, h.String()))
}

// microblog is the front page's microblog list: this instance has no posts.
func (s mbSkin) microblog(c *Ctx, d *mbTables) Response {
	body := fmt.Sprintf("<div id=\"content\">\n<div class=\"section section--muted\"><p>You need to <a href=\"%s\">log in</a> to write a post.</p></div>\n<aside class=\"section section--muted\"><p>Empty</p></aside>\n</div>\n", c.Href("login"))
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, mbFrame{title: "Microblog"}, body))
}

// feed is RssFeedController: the newest entries, of a magazine or a member when asked.
func (s mbSkin) feed(c *Ctx, d *mbTables) Response {
	ts, title := d.front["newest"], mbSite
	if m := c.Query.Get("magazine"); m != "" {
		b := d.byMag[m]
		if b == nil {
			return s.notFound(c, d)
		}
		ts, title = d.lists[b]["newest"], b.Name
	} else if n := c.Query.Get("user"); n != "" {
		u := d.byName[strings.ToLower(n)]
		if u == nil {
			return s.notFound(c, d)
		}
		ts, title = d.byUser[u], d.uname[u]
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8", Info: Info{Type: TypeOther},
		Body: rssFeed(c, title, "", rssItems(c, ts[:min(len(ts), mbEntriesPer)]))}
}

// static is the walls, forms and pages the layout links.
func (s mbSkin) static(c *Ctx, d *mbTables, which string) Response {
	var body string
	title := map[string]string{"people": "People", "search": "Search", "login": "Log in", "register": "Register", "reset-password": "Reset your password",
		"faq": "FAQ", "terms": "Terms", "privacy-policy": "Privacy policy", "contact": "Contact", "stats": "Stats", "modlog": "Modlog"}[which]
	switch which {
	case "login":
		body = fmt.Sprintf(`<form name="login" method="post" action="%s"><div><label for="email">Username</label><input type="text" name="_username" id="email" required></div>
<div><label for="password">Password</label><input type="password" name="_password" id="password" required></div>
<div class="row"><button type="submit" class="btn btn__primary">Log in</button></div></form>
<p><a href="%s">Forgot your password?</a></p><p>Don't have an account? <a href="%s">Register</a></p>
`, c.Href("login"), c.Href("reset-password"), c.Href("register"))
	case "register":
		body = fmt.Sprintf(`<form name="user_register" method="post"><div><label>Username</label><input type="text" name="user_register[username]" required></div>
<div><label>Email</label><input type="email" name="user_register[email]" required></div>
<div><label>Password</label><input type="password" name="user_register[plainPassword][first]" required></div>
<div><input type="checkbox" name="user_register[agreeTerms]" required> I agree to the <a href="%s">terms</a> and the <a href="%s">privacy policy</a></div>
<div class="row"><button type="submit" class="btn btn__primary">Register</button></div></form>
<p>Already have an account? <a href="%s">Log in</a></p>
`, c.Href("terms"), c.Href("privacy-policy"), c.Href("login"))
	case "search":
		q := c.Query.Get("q")
		var h strings.Builder
		fmt.Fprintf(&h, "<form method=\"get\" action=\"%s\"><input type=\"search\" name=\"q\" value=\"%s\"><button type=\"submit\">Search</button></form>\n", c.Href("search"), Esc(q))
		if q != "" {
			lq := strings.ToLower(q)
			n := 0
			for _, t := range d.front["newest"] {
				if n < mbEntriesPer && strings.Contains(strings.ToLower(t.Title), lq) {
					h.WriteString(s.entryItem(c, d, t, true))
					n++
				}
			}
			if n == 0 {
				h.WriteString("<aside class=\"section section--muted\"><p>Empty</p></aside>\n")
			}
		}
		body = h.String()
	case "people":
		var h strings.Builder
		h.WriteString("<h2>Local</h2>\n<div class=\"users users-columns\"><ul>\n")
		for _, u := range c.W.Users[:min(len(c.W.Users), 48)] {
			fmt.Fprintf(&h, "<li><a href=\"%s\" class=\"user-inline\">%s</a></li>\n", c.Href(d.userPath(u)), d.uname[u])
		}
		h.WriteString("</ul></div>\n")
		body = h.String()
	case "modlog":
		var h strings.Builder
		h.WriteString("<table class=\"modlog\"><tbody>\n")
		for i, t := range d.front["newest"] {
			if i%9 == 4 {
				fmt.Fprintf(&h, "<tr><td>Entry pinned</td><td><a href=\"%s\">%s</a></td><td><a href=\"%s\">%s</a></td></tr>\n", c.Href(d.entryPath(t)), Esc(t.Title), c.Href("m/"+d.mag[t.Board]), d.mag[t.Board])
			}
		}
		h.WriteString("</tbody></table>\n")
		body = h.String()
	case "stats":
		body = fmt.Sprintf("<dl><dt>Users</dt><dd>%d</dd><dt>Magazines</dt><dd>%d</dd><dt>Threads</dt><dd>%d</dd><dt>Comments</dt><dd>%d</dd></dl>\n",
			len(c.W.Users), len(c.W.Boards), len(c.W.Threads), len(c.W.Posts)-len(c.W.Threads))
	default:
		body = fmt.Sprintf("<p>%s is a place to share links and discuss them with others. Questions go to the <a href=\"%s\">administrators</a>.</p>\n", mbSite, c.Href("contact"))
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, mbFrame{title: title}, "<div id=\"content\" class=\"page-"+which+"\">\n<h1>"+title+"</h1>\n"+body+"</div>\n"))
}

// notFound is Mbin's error page inside the layout.
func (s mbSkin) notFound(c *Ctx, d *mbTables) Response {
	return c.NotFound(s.frame(c, d, mbFrame{title: "Not found"}, fmt.Sprintf("<div id=\"content\">\n<section class=\"section\"><h1>404</h1><p>The page you are looking for does not exist.</p><p><a href=\"%s\">Go back to the main page</a></p></section>\n</div>\n", c.Href(""))))
}

// mbFrame is what base.html.twig needs to know of a page.
type mbFrame struct {
	title string // already escaped
	mag   *Board // the magazine whose sidebar shows
	entry *Thread
	user  *User
	rss   *Board // a magazine list's feed
}

// frame is base.html.twig: the header, the sidebar and the footer.
func (s mbSkin) frame(c *Ctx, d *mbTables, o mbFrame, body string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en" class="no-js">
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>%s - %s</title>
    <meta name="description" content="%s is a place to share links and discuss them with others.">
    <meta property="og:site_name" content="%s">
    <link rel="icon" href="/favicon.ico" sizes="any">
    <link rel="alternate" type="application/rss+xml" title="%s" href="%s">
`, o.title, mbSite, mbSite, mbSite, mbSite, c.Href("feed"))
	if o.rss != nil {
		fmt.Fprintf(&h, "    <link rel=\"alternate\" type=\"application/rss+xml\" title=\"%s\" href=\"%s\">\n", Esc(o.rss.Name), c.Href("feed?magazine="+d.mag[o.rss]))
	}
	h.WriteString(c.Styles(14))
	fmt.Fprintf(&h, `</head>
<body class="theme--default" data-controller="kbin notifications" data-notifications-user-value="" data-notifications-magazine-value="%s">
<div id="middle" class="page-entry-front">
<header class="header">
    <nav class="head-nav">
        <div class="brand"><a href="%s"><img src="/mbin_logo.svg" alt="%s"> <span>%s</span></a></div>
        <menu class="head-nav__menu">
            <li><a href="%s" class="active">Threads</a></li>
            <li><a href="%s">Microblog</a></li>
            <li><a href="%s">People</a></li>
            <li><a href="%s">Magazines</a></li>
        </menu>
    </nav>
    <menu>
        <li><a href="%s" class="icon" title="Search" aria-label="Search"><i class="fa-solid fa-magnifying-glass"></i></a></li>
        <li class="dropdown"><a href="%s" class="login">Log in</a></li>
        <li><a href="%s" class="btn btn__primary">Sign up</a></li>
    </menu>
</header>
<main id="main" class="view-classic" data-controller="lightbox timeago">
`, "", c.Href(""), mbSite, mbSite, c.Href(""), c.Href("microblog"), c.Href("people"), c.Href("magazines"), c.Href("search"), c.Href("login"), c.Href("register"))
	h.WriteString(body)
	h.WriteString("</main>\n<aside id=\"sidebar\">\n")
	if b := o.mag; b != nil {
		fmt.Fprintf(&h, `<section class="magazine section">
    <header><h3><a href="%s">%s</a></h3><p class="magazine__name">@%s</p></header>
    <p>%s</p>
    <aside class="magazine__subscribe"><form method="post" action="%s"><button type="submit" class="btn btn__secondary">Subscribe</button></form> <span>%d</span></aside>
    <a href="%s" class="btn btn__primary">Add new thread</a>
    <ul class="meta">
        <li><a href="%s">Moderators</a></li>
        <li><a href="%s">People</a></li>
        <li><a href="%s">Modlog</a></li>
        <li><a href="%s">RSS</a></li>
    </ul>
</section>
`, c.Href("m/"+d.mag[b]), Esc(b.Name), d.mag[b], Esc(b.Description), c.Href("m/"+d.mag[b]+"/subscribe"), d.subs[b], c.Href("m/"+d.mag[b]+"/new_entry"),
			c.Href("m/"+d.mag[b]+"/moderators"), c.Href("m/"+d.mag[b]+"/people"), c.Href("m/"+d.mag[b]+"/modlog"), c.Href("feed?magazine="+d.mag[b]))
	}
	if u := o.user; u != nil {
		fmt.Fprintf(&h, "<section class=\"section user-info\"><h3>%s</h3><ul><li><a href=\"%s\">RSS</a></li></ul></section>\n", d.uname[u], c.Href("feed?user="+d.uname[u]))
	}
	h.WriteString("<section class=\"section related-magazines\"><h3>Newest magazines</h3><ul>\n")
	for _, b := range d.newMags[:min(5, len(d.newMags))] {
		fmt.Fprintf(&h, "<li><a href=\"%s\" class=\"magazine-inline\">%s</a></li>\n", c.Href("m/"+d.mag[b]), Esc(b.Name))
	}
	h.WriteString("</ul></section>\n")
	if o.entry == nil {
		h.WriteString("<section class=\"section entries\"><h3>Random threads</h3><ul>\n")
		for i := range 3 {
			t := c.W.Threads[int(Hash("mbrand", c.Path, i)%uint64(len(c.W.Threads)))]
			fmt.Fprintf(&h, "<li><a href=\"%s\">%s</a></li>\n", c.Href(d.entryPath(t)), Esc(t.Title))
		}
		h.WriteString("</ul></section>\n")
	}
	fmt.Fprintf(&h, `</aside>
</div>
<footer id="footer">
    <menu>
        <li><a href="%s">FAQ</a></li>
        <li><a href="%s">Stats</a></li>
        <li><a href="%s">Terms</a></li>
        <li><a href="%s">Privacy policy</a></li>
        <li><a href="%s">Contact</a></li>
        <li><a href="%s">Modlog</a></li>
    </menu>
    <p>Powered by <a href="https://joinmbin.org">Mbin</a></p>
</footer>
`, c.Href("faq"), c.Href("stats"), c.Href("terms"), c.Href("privacy-policy"), c.Href("contact"), c.Href("modlog"))
	h.WriteString(c.Scripts(8))
	h.WriteString("</body>\n</html>\n")
	return h.String()
}
