package sim

import (
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"focus/sim/text"
)

// Lemmy 0.19 (LemmyNet/lemmy with the lemmy-ui front end), a single local
// instance at the host root, as its server-side rendering answers a visitor
// without JavaScript and without a login. lemmy-ui renders the Inferno app
// on the server, the page's API answers embedded as window.isoData; every
// control that changes a list (listing type, data type and sort selects, the
// Prev/Next pager) is a button or a select working by JavaScript, so a
// crawler sees the first page of each list and nothing of its later pages.
//
// Lemmy has communities and no categories: every farm board and sub-board is
// a community of its own (a flat list, as Lemmy's are), the farm categories
// are dropped. Each thread is a post (about a third link off-site, the rest
// text posts) whose body is Posts[0]; Posts[1:] are its comments, a reply
// tree in the depth-first order of the tree, no deeper than the eight levels
// the post page fetches (commentTreeMaxDepth), so that the tree shown is the
// posts in order and no "more replies" button (JavaScript) is needed. Posts
// and comments are numbered in posting order, as their database ids go;
// communities by board, persons by member. Community names are the board's
// name reduced to [a-z0-9_] (at most 20), user names the members' to
// [A-Za-z0-9_].
//
// A post's page holds the whole comment tree: Lemmy never pages a post's
// comments (OnePageThreads). Lists show 20 posts (fetchLimit) and page by
// cursor: the next page's pageCursor is "P" and the hex id of the last post
// shown (PaginationCursor::after_post), and the URL the pager would push
// carries dataType, listingType (the front page only), pageCursor and sort in
// that order. The communities list shows 50 (communityLimit) and pages by
// page=N.
//
// Labels: the front page, the local posts sorted Active (the instance's
// default listing type and sort for a guest), is the entry: it is what a
// visitor lands on and what the navbar's brand links. Its later pages are
// index pages of no board; a community's listing is its board's index. A
// re-sorted list (Hot, New, Old, TopAll, MostComments, NewComments,
// Controversial, Scaled) is labelled as the same page of the default list; a
// Top list over a time window (a subset), the comments data type, a cursor
// off a page boundary and an empty list are other. The communities list is
// an index of no board. A post page is a thread page; a comment's permalink
// shows the post and that comment's subtree and is labelled as the post.
// URL scheme:
//
//	"" (the host root)                  entry: the local posts, Active
//	?dataType=Post&listingType=Local&pageCursor=PHEX&sort=Active   the front page's later pages (index, no board)
//	?listingType=All|Local&sort=S[&pageCursor=..]   re-sorted (as above) or filtered (other); Subscribed,
//	                                    ModeratorView and dataType=Comment: other
//	c/NAME                              a community's posts, Active, featured first (index: its board)
//	c/NAME?dataType=Post&pageCursor=PHEX&sort=Active   its later pages (index); other sorts as the front page's
//	communities[?listingType=..&page=N&sort=..]   the communities list (index, no board; canonical communities)
//	post/ID[?scrollToComments=true]     a post and its whole comment tree (thread, canonical post/ID)
//	comment/ID                          a comment's permalink: the post and the comment's subtree (thread, the post)
//	u/NAME[?view=..&sort=..&page=N]     a person's overview, posts and comments, newest first, 20 a page (other)
//	search[?q=..&type=..&listingType=..&sort=..&page=N]   search (other)
//	login[?prev=..], login_reset, signup   the guests' forms (other)
//	create_post[?communityId=N], create_community, inbox, settings, admin, reports ...
//	                                    302 to login?prev=PATH for a guest (isAuthPath)
//	modlog, modlog/COMMUNITY_ID         the public moderation log (other)
//	instances, legal                    the federation list and the legal page (other)
//	feeds/all.xml, feeds/local.xml, feeds/c/NAME.xml, feeds/u/NAME.xml   RSS 2.0 from the back end (other)
//	PATH/ (a trailing slash)            the same page, as Express and inferno-router match it
//	an unknown post, comment, community or person   the error page with 500, as SSR answers an API error
//	anything else                       the 404 page (NoMatch)
//
// Left out: everything that needs a login (voting, replying, saving,
// subscribing, reporting, blocking, private messages), remote communities and
// persons (name@host), the federation's ActivityPub and JSON views, pict-rs
// images, the sitemap, the setup and admin screens.
func lemmy() *Package {
	return &Package{
		Name: "lemmy", Software: "Lemmy 0.19 (lemmy-ui server-side rendering)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{3, 4}, SubBoardChance: 0.15, Threads: [2]int{14, 44},
			Posts: [2]int{1, 12}, LongThreadChance: 0.05, ThreadsPerPage: lmPerPage, PostsPerPage: lmTreeLimit, Users: 120,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 9661, Unseen: true,
		OnePageThreads: true,
		JSPaging:       true,
		Robots:         lmRobots,
		Skin:           lmSkin{},
	}
}

// lmRobots is lemmy-ui's robots-handler answer less its "Crawl-delay: 60",
// which would hold a polite crawler to a page a minute on this loopback site.
const lmRobots = "User-Agent: *\nDisallow: /login\nDisallow: /login_reset\nDisallow: /signup\nDisallow: /settings\nDisallow: /create_community\nDisallow: /create_post\nDisallow: /create_private_message\nDisallow: /inbox\nDisallow: /setup\nDisallow: /admin\nDisallow: /password_change\nDisallow: /search\nDisallow: /modlog\nDisallow: /api\n"

// lmSkin renders lemmy-ui's components.
type lmSkin struct{}

const (
	lmSite       = "Driftwood"
	lmHost       = "driftwood.social"
	lmSiteDesc   = "A small federated home for hobbyists: link sharing and discussion."
	lmVersion    = "0.19.3"
	lmPerPage    = 20  // fetchLimit
	lmCommPer    = 50  // communityLimit
	lmTreeLimit  = 300 // a post page fetches its whole tree
	lmMaxDepth   = 8   // commentTreeMaxDepth
	lmTrending   = 10  // trendingFetchLimit
	lmStaticHash = "a81c0cbe"
)

// lmSorts are SortType's values; the Top ones with a window filter the list.
var lmSorts = []string{"Active", "Hot", "New", "Old", "TopDay", "TopWeek", "TopMonth", "TopYear", "TopAll", "MostComments", "NewComments",
	"TopHour", "TopSixHour", "TopTwelveHour", "TopThreeMonths", "TopSixMonths", "TopNineMonths", "Controversial", "Scaled"}

var lmWindows = map[string]time.Duration{"TopHour": time.Hour, "TopSixHour": 6 * time.Hour, "TopTwelveHour": 12 * time.Hour,
	"TopDay": 24 * time.Hour, "TopWeek": 7 * 24 * time.Hour, "TopMonth": 30 * 24 * time.Hour, "TopThreeMonths": 90 * 24 * time.Hour,
	"TopSixMonths": 180 * 24 * time.Hour, "TopNineMonths": 270 * 24 * time.Hour, "TopYear": 365 * 24 * time.Hour}

// lmLinkSites are where link posts point.
var lmLinkSites = []string{"theverge.com", "arstechnica.com", "bbc.co.uk", "theguardian.com", "youtube.com", "github.com", "wikipedia.org", "medium.com", "nytimes.com", "reuters.com"}

// lmTables are what the skin derives from a world.
type lmTables struct {
	order    idOrder
	postID   map[*Thread]int
	cmtID    map[*Post]int
	cmts     []*Post // by comment id, from 1
	parent   map[*Post]*Post
	depth    map[*Post]int
	kids     map[*Post][]*Post
	score    map[*Thread]int
	cscore   map[*Post]int
	link     map[*Thread]string // "" for a text post
	comm     map[*Board]string
	byComm   map[string]*Board
	uname    map[*User]string
	byName   map[string]*User
	front    []*Thread // the local posts, Active
	admins   []*User
	mods     map[*Board][]*User
	moderate map[*User][]*Board
	trending []*Board
	modlog   []*Thread // posts a moderator featured or locked, newest first
}

func lmTab(w *World) *lmTables {
	return w.Derived("lemmy", func() any { return lmBuild(w) }).(*lmTables)
}

// lmName reduces s to the characters Lemmy allows in a name, 3 to 20 of them.
func lmName(s string, lower bool) string {
	var b strings.Builder
	under := false
	for _, r := range s {
		if lower {
			r = unicode.ToLower(r)
		}
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			under = false
		case r > 127 && asciiFold[r] != "":
			b.WriteString(asciiFold[r])
			under = false
		case r == '_' || r == ' ' || r == '.' || r == '-' || r == '&':
			if !under && b.Len() > 0 {
				b.WriteByte('_')
				under = true
			}
		}
	}
	out := strings.Trim(b.String(), "_")
	if len(out) > 20 {
		out = strings.TrimRight(out[:20], "_")
	}
	for len(out) < 3 {
		out += "_"
	}
	return out
}

func lmBuild(w *World) *lmTables {
	d := &lmTables{order: newIDOrder(w), postID: map[*Thread]int{}, cmtID: map[*Post]int{}, parent: map[*Post]*Post{}, depth: map[*Post]int{},
		kids: map[*Post][]*Post{}, score: map[*Thread]int{}, cscore: map[*Post]int{}, link: map[*Thread]string{}, comm: map[*Board]string{},
		byComm: map[string]*Board{}, uname: map[*User]string{}, byName: map[string]*User{}, mods: map[*Board][]*User{}, moderate: map[*User][]*Board{}}
	d.postID = d.order.threadID
	for _, p := range d.order.posts {
		if p.Index > 0 {
			d.cmts = append(d.cmts, p)
			d.cmtID[p] = len(d.cmts)
		}
	}
	for _, u := range w.Users {
		base := lmName(u.Name, false)
		name := base
		for n := 2; d.byName[strings.ToLower(name)] != nil; n++ {
			name = fmt.Sprintf("%s%d", base[:min(len(base), 18)], n)
		}
		d.uname[u], d.byName[strings.ToLower(name)] = name, u
	}
	for _, b := range w.Boards {
		base := lmName(b.Name, true)
		name := base
		for n := 2; d.byComm[name] != nil; n++ {
			name = fmt.Sprintf("%s%d", base[:min(len(base), 18)], n)
		}
		d.comm[b], d.byComm[name] = name, b
	}
	joined := slices.Clone(w.Users)
	slices.SortStableFunc(joined, func(a, b *User) int { return a.Joined.Compare(b.Joined) })
	d.admins = joined[:2]
	for _, b := range w.Boards {
		var ms []*User
		if len(b.Threads) > 0 {
			ms = append(ms, newestFirst(b.Threads)[len(b.Threads)-1].Author)
		}
		if m := w.Users[int(Hash("lmmod", b.ID)%uint64(len(w.Users)))]; !slices.Contains(ms, m) {
			ms = append(ms, m)
		}
		d.mods[b] = ms
		for _, m := range ms {
			d.moderate[m] = append(d.moderate[m], b)
		}
	}

	// Reply trees: each comment answers the post, the comment before it or one of that one's ancestors.
	for _, t := range w.Threads {
		var spine []*Post
		for _, p := range t.Posts[1:] {
			lvl := 0
			switch r := Hash("lmtree", p.ID) % 100; {
			case len(spine) == 0 || r < 35:
			case r < 75:
				lvl = len(spine)
			default:
				lvl = 1 + int(Hash("lmtree2", p.ID)%uint64(len(spine)))
			}
			lvl = min(lvl, lmMaxDepth-1)
			spine = append(spine[:lvl], p)
			d.depth[p] = lvl
			if lvl > 0 {
				d.parent[p] = spine[lvl-1]
				d.kids[spine[lvl-1]] = append(d.kids[spine[lvl-1]], p)
			} else {
				d.kids[t.Posts[0]] = append(d.kids[t.Posts[0]], p)
			}
			d.cscore[p] = 1 + int(Hash("lmcscore", p.ID)%14)
		}
		d.score[t] = 1 + int(Hash("lmscore", t.ID)%60) + (len(t.Posts)-1)*2
		if Hash("lmlink", t.ID)%3 == 0 {
			at, sl := t.Posts[0].Time, slugOr(t.Title, "post")
			switch site := pick(lmLinkSites, "lmsite", t.ID); site {
			case "github.com":
				d.link[t] = fmt.Sprintf("https://github.com/%s/%s", strings.ToLower(d.uname[t.Author]), sl)
			case "youtube.com":
				d.link[t] = fmt.Sprintf("https://www.youtube.com/watch?v=%011x", Hash("lmyt", t.ID)%(1<<44))
			case "wikipedia.org":
				d.link[t] = "https://en.wikipedia.org/wiki/" + strings.ReplaceAll(tagLabel(strings.SplitN(sl, "-", 2)[0]), " ", "_")
			default:
				d.link[t] = fmt.Sprintf("https://www.%s/%d/%02d/%s", site, at.Year(), int(at.Month()), sl)
			}
		}
	}
	d.front = w.ThreadsByActivity()
	d.trending = slices.Clone(w.Boards)
	slices.SortStableFunc(d.trending, func(a, b *Board) int { return b.AllPosts() - a.AllPosts() })
	d.trending = d.trending[:min(lmTrending, len(d.trending))]
	for i, t := range newestFirst(w.Threads) {
		if i%11 == 4 || t.Sticky {
			d.modlog = append(d.modlog, t)
		}
	}
	return d
}

func (lmSkin) Entry() string { return "" }

// cursor is the pageCursor of the page after the one ending with t.
func (d *lmTables) cursor(t *Thread) string { return fmt.Sprintf("P%x", d.postID[t]) }

// BoardURL is the community's page; later ones as the cursor pager pushes them.
func (lmSkin) BoardURL(b *Board, p int) string {
	u := "c/" + lmTab(b.World).comm[b]
	if p > 1 {
		d := lmTab(b.World)
		u += "?dataType=Post&pageCursor=" + d.cursor(b.Threads[(p-1)*lmPerPage-1]) + "&sort=Active"
	}
	return u
}

// homeURL is page p of the front page.
func (d *lmTables) homeURL(p int) string {
	if p <= 1 {
		return ""
	}
	return "?dataType=Post&listingType=Local&pageCursor=" + d.cursor(d.front[(p-1)*lmPerPage-1]) + "&sort=Active"
}

func (lmSkin) ThreadURL(t *Thread, p int) string {
	return fmt.Sprintf("post/%d", lmTab(t.Board.World).postID[t])
}

func (d *lmTables) userPath(u *User) string { return "u/" + d.uname[u] }

// lmAuthPath is lemmy-ui's isAuthPath, the routes a guest is sent to log
// in from: /^\/(create_.*?|inbox|settings|admin|reports|registration_applications|activitypub.*?)\b/,
// a path's start only (c/trip_reports is a community).
func lmAuthPath(path string) bool {
	rest := strings.TrimPrefix(path, "/")
	if strings.HasPrefix(rest, "create_") || strings.HasPrefix(rest, "activitypub") {
		return true
	}
	for _, w := range []string{"inbox", "settings", "admin", "reports", "registration_applications"} {
		if after, ok := strings.CutPrefix(rest, w); ok && (after == "" || !wordByte(after[0])) {
			return true
		}
	}
	return false
}

// wordByte reports whether b is a regexp word character (\w).
func wordByte(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// Serve routes as lemmy-ui's routes.ts (behind the back end's /feeds) does.
func (s lmSkin) Serve(c *Ctx) Response {
	d := lmTab(c.W)
	if lmAuthPath("/" + c.Path) {
		prev := "/" + c.Path
		if c.RawQuery != "" {
			prev += "?" + c.RawQuery
		}
		return c.Redirect("login?prev="+url.QueryEscape(prev), Info{Type: TypeOther})
	}
	path := c.Path
	if strings.HasPrefix(path, "feeds/") {
		return s.feed(c, d, strings.TrimPrefix(path, "feeds/"))
	}
	path = strings.TrimSuffix(path, "/")
	seg := segments(strings.Split(path, "/"))
	n := len(seg)
	switch {
	case path == "":
		return s.list(c, d, nil)
	case seg[0] == "c" && n == 2:
		if b := d.byComm[seg[1]]; b != nil {
			return s.list(c, d, b)
		}
		return s.apiError(c, d, "couldnt_find_community")
	case seg[0] == "post" && n == 2:
		id, _ := strconv.Atoi(seg[1])
		if t := byID(d.order.threads, id); t != nil {
			return s.post(c, d, t, nil)
		}
		return s.apiError(c, d, "couldnt_find_post")
	case seg[0] == "comment" && n == 2:
		id, _ := strconv.Atoi(seg[1])
		if p := byID(d.cmts, id); p != nil {
			return s.post(c, d, p.Thread, p)
		}
		return s.apiError(c, d, "couldnt_find_comment")
	case seg[0] == "u" && n == 2:
		if u := d.byName[strings.ToLower(seg[1])]; u != nil {
			return s.profile(c, d, u)
		}
		return s.apiError(c, d, "couldnt_find_person")
	case path == "communities":
		return s.communities(c, d)
	case path == "search":
		return s.search(c, d)
	case path == "login" || path == "login_reset" || path == "signup":
		return s.guestForm(c, d, path)
	case seg[0] == "modlog" && n <= 2:
		var b *Board
		if n == 2 {
			id, _ := strconv.Atoi(seg[1])
			if b = c.W.Board(id); b == nil {
				return s.apiError(c, d, "couldnt_find_community")
			}
		}
		return s.modlog(c, d, b)
	case path == "instances" || path == "legal":
		return s.static(c, d, path)
	}
	return c.NotFound(s.frame(c, d, lmFrame{title: "Not Found"}, `<div class="container-lg text-center"><h1>404</h1><h2 class="h4">Couldn't find that page</h2><p>The page you are looking for does not exist.</p><a class="btn btn-secondary" href="`+c.Href("")+`">Go home</a></div>`))
}

// apiError is the error page SSR renders, with 500, when the page's API call fails.
func (s lmSkin) apiError(c *Ctx, d *lmTables, msg string) Response {
	body := fmt.Sprintf(`<div class="error-page container-lg text-center">
<h1>Error!</h1>
<p>There was an error on the server. Try refreshing your browser. If that doesn't work, come back at a later time. If the problem persists, consider opening a bug report.</p>
<div class="alert alert-danger">%s</div>
<a class="btn btn-secondary" href="%s">Go back</a>
</div>`, Esc(msg), c.Href(""))
	return Response{Status: http.StatusInternalServerError, Body: s.frame(c, d, lmFrame{title: "Error"}, body), Info: Info{Type: TypeOther}}
}

// listParams are a list's query parameters, defaults filled in.
type listParams struct {
	dataType, listingType, sort, cursor string
	bad                                 bool
}

func lmParams(c *Ctx, home bool) listParams {
	q := c.Query
	p := listParams{dataType: q.Get("dataType"), listingType: q.Get("listingType"), sort: q.Get("sort"), cursor: q.Get("pageCursor")}
	if p.dataType == "" {
		p.dataType = "Post"
	}
	if p.listingType == "" {
		p.listingType = "Local"
	}
	if p.sort == "" {
		p.sort = "Active"
	}
	if p.dataType != "Post" && p.dataType != "Comment" || !slices.Contains(lmSorts, p.sort) ||
		home && !slices.Contains([]string{"All", "Local", "Subscribed", "ModeratorView"}, p.listingType) {
		p.bad = true
	}
	return p
}

// sorted is ts in a sort's order; featured posts of a community first.
func (d *lmTables) sorted(c *Ctx, ts []*Thread, sort string, b *Board) []*Thread {
	if sort == "Active" {
		return ts
	}
	out := newestFirst(ts)
	if win, ok := lmWindows[sort]; ok {
		out = slices.DeleteFunc(out, func(t *Thread) bool { return t.Posts[0].Time.Before(c.W.Now.Add(-win)) })
	}
	hot := func(t *Thread) float64 {
		hours := c.W.Now.Sub(t.Posts[0].Time).Hours()
		return math.Log(float64(max(1, 3+d.score[t]))) / math.Pow(hours+2, 1.8)
	}
	key := func(t *Thread) float64 {
		switch sort {
		case "Hot", "Scaled":
			return hot(t) * (1 + float64(Hash("lmscaled", t.ID)%5)*btof(sort == "Scaled"))
		case "New":
			return float64(t.Posts[0].Time.Unix())
		case "Old":
			return -float64(t.Posts[0].Time.Unix())
		case "MostComments":
			return float64(len(t.Posts))
		case "NewComments":
			return float64(t.LastPost().Time.Unix())
		case "Controversial":
			return float64(Hash("lmcontro", t.ID) % 1000)
		}
		return float64(d.score[t])
	}
	slices.SortStableFunc(out, func(x, y *Thread) int {
		if b != nil && x.Sticky != y.Sticky {
			if x.Sticky {
				return -1
			}
			return 1
		}
		kx, ky := key(x), key(y)
		switch {
		case kx > ky:
			return -1
		case kx < ky:
			return 1
		}
		return 0
	})
	return out
}

func btof(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// list is Home (b nil) or Community: the posts of a listing, after a cursor.
func (s lmSkin) list(c *Ctx, d *lmTables, b *Board) Response {
	p := lmParams(c, b == nil)
	if p.bad {
		return s.apiError(c, d, "couldnt_get_posts")
	}
	all := d.front
	if b != nil {
		all = b.Threads
	}
	ts := d.sorted(c, all, p.sort, b)
	if b == nil && (p.listingType == "Subscribed" || p.listingType == "ModeratorView") {
		ts = nil
	}
	start := 0
	if p.cursor != "" {
		id, err := strconv.ParseInt(strings.TrimPrefix(p.cursor, "P"), 16, 32)
		t := byID(d.order.threads, int(id))
		if !strings.HasPrefix(p.cursor, "P") || err != nil || t == nil {
			return s.apiError(c, d, "couldnt_get_posts")
		}
		i := slices.Index(ts, t)
		if i < 0 {
			start = len(ts)
		} else {
			start = i + 1
		}
	}
	shown := ts[min(start, len(ts)):min(start+lmPerPage, len(ts))]
	var comments []*Post
	if p.dataType == "Comment" {
		for i := len(d.cmts) - 1; i >= 0 && len(comments) < lmPerPage; i-- {
			if b == nil || d.cmts[i].Thread.Board == b {
				comments = append(comments, d.cmts[i])
			}
		}
		shown = nil
	}

	// The label: the same page of the default list, or other.
	info := Info{Type: TypeOther}
	_, window := lmWindows[p.sort]
	if p.dataType == "Post" && len(shown) > 0 && !window && start%lmPerPage == 0 && (b != nil || p.listingType == "Local" || p.listingType == "All") {
		page := start/lmPerPage + 1
		switch {
		case b != nil:
			info = boardInfo(s, b, page)
		case page == 1:
			info = Info{Type: TypeEntry, Canonical: ""}
		default:
			info = Info{Type: TypeIndex, FPage: page, Canonical: d.homeURL(page)}
		}
	}

	var h strings.Builder
	h.WriteString(`<div class="container-lg"><div class="row">` + "\n")
	h.WriteString(`<main role="main" class="col-12 col-md-8">` + "\n")
	rss := "feeds/local.xml?sort=" + p.sort
	if b != nil {
		rss = "feeds/c/" + d.comm[b] + ".xml?sort=" + p.sort
		fmt.Fprintf(&h, `<div class="mb-2"><h1 class="h4 mb-0 overflow-wrap-anywhere">%s</h1><a class="community-link text-muted" title="%s" href="%s"><span class="overflow-wrap-anywhere">!%s@%s</span></a></div>
<div class="d-block d-md-none"><button class="btn btn-secondary d-inline-block mb-2 me-3">Sidebar <svg class="icon icon-inline"><use xlink:href="/static/%s/assets/symbols.svg#icon-plus-square"></use></svg></button></div>
`, Esc(b.Name), Esc(b.Name), c.Href("c/"+d.comm[b]), d.comm[b], lmHost, lmStaticHash)
	} else {
		h.WriteString(`<div id="tagline" class="mb-3"><p>Welcome! Be kind, post links worth reading, and say where you found them.</p></div>` + "\n")
		fmt.Fprintf(&h, `<div class="d-block d-md-none"><button class="btn btn-secondary d-inline-block mb-2 me-3">Trending <svg class="icon icon-inline"><use xlink:href="/static/%s/assets/symbols.svg#icon-plus-square"></use></svg></button><button class="btn btn-secondary d-inline-block mb-2 me-3">Sidebar</button></div>
`, lmStaticHash)
	}
	h.WriteString(`<div class="row align-items-center mb-3 g-3">` + "\n")
	if b == nil {
		h.WriteString(`<div class="col-auto">` + lmRadios("listing-type", []string{"Subscribed", "Local", "All"}, p.listingType) + "</div>\n")
	}
	h.WriteString(`<div class="col-auto">` + lmRadios("data-type", []string{"Posts", "Comments"}, map[string]string{"Post": "Posts", "Comment": "Comments"}[p.dataType]) + "</div>\n")
	h.WriteString(`<div class="col-auto">` + lmSortSelect(p.sort) + "</div>\n")
	fmt.Fprintf(&h, `<div class="col-auto ps-0"><a href="%s" title="RSS" rel="noopener nofollow"><svg class="icon text-muted small"><use xlink:href="/static/%s/assets/symbols.svg#icon-rss"></use></svg></a><link rel="alternate" type="application/atom+xml" href="%s" /></div>
</div>
`, c.Href(rss), lmStaticHash, c.Href(rss))
	if p.dataType == "Comment" {
		h.WriteString(`<div class="comments">` + "\n")
		for _, cm := range comments {
			h.WriteString(s.commentNode(c, d, cm, false, true))
		}
		h.WriteString("</div>\n")
	} else if len(shown) == 0 {
		h.WriteString(`<div class="no-results text-center"><h3 class="h5">There are no posts.</h3></div>` + "\n")
	} else {
		h.WriteString(`<div class="post-listings">` + "\n")
		for i, t := range shown {
			h.WriteString(s.postListing(c, d, t, b == nil, false))
			if i < len(shown)-1 {
				h.WriteString(`<hr class="my-3" />` + "\n")
			}
		}
		h.WriteString("</div>\n")
	}
	// PaginatorCursor: buttons only.
	h.WriteString(`<div class="paginator my-2">`)
	if start > 0 {
		h.WriteString(`<button class="btn btn-secondary me-2">Prev</button>`)
	} else {
		h.WriteString(`<button class="btn btn-secondary me-2" disabled="">Prev</button>`)
	}
	if start+lmPerPage < len(ts) && p.dataType == "Post" {
		h.WriteString(`<button class="btn btn-secondary">Next</button>`)
	} else {
		h.WriteString(`<button class="btn btn-secondary" disabled="">Next</button>`)
	}
	h.WriteString("</div>\n</main>\n")
	h.WriteString(`<aside class="d-none d-md-block col-md-4">` + "\n")
	if b != nil {
		h.WriteString(s.communitySidebar(c, d, b))
	} else {
		h.WriteString(s.homeSidebar(c, d))
	}
	h.WriteString("</aside>\n</div></div>\n")

	title := lmSite + " - " + lmSiteDesc
	path := "/"
	if b != nil {
		title = b.Name + " - " + lmSite
		path = "/c/" + d.comm[b]
	}
	route := map[string]any{"postsRes": lmOK(map[string]any{"posts": s.postViews(d, shown), "next_page": lmNext(d, ts, start)})}
	if p.dataType == "Comment" {
		route = map[string]any{"commentsRes": lmOK(map[string]any{"comments": s.commentViews(d, comments)})}
	}
	if b != nil {
		route["communityRes"] = lmOK(s.communityRes(d, b))
	} else {
		route["trendingCommunitiesRes"] = lmOK(map[string]any{"communities": s.communityViews(d, d.trending)})
	}
	return Response{Status: http.StatusOK, Body: s.frame(c, d, lmFrame{title: title, path: path, route: route, home: b == nil}, h.String()), Info: info}
}

// lmNext is a list's next_page cursor, nil at its end.
func lmNext(d *lmTables, ts []*Thread, start int) any {
	if end := start + lmPerPage; end < len(ts) {
		return d.cursor(ts[end-1])
	}
	return nil
}

// lmRadios is a btn-group of radio buttons (ListingTypeSelect, DataTypeSelect): JavaScript changes the list.
func lmRadios(id string, opts []string, cur string) string {
	var h strings.Builder
	h.WriteString(`<div class="` + id + `-select btn-group btn-group-toggle flex-wrap" role="group">`)
	for _, o := range opts {
		cls, chk := "btn btn-outline-secondary", ""
		if o == cur {
			cls, chk = "btn btn-outline-secondary active", ` checked=""`
		}
		fmt.Fprintf(&h, `<input id="%s-%s" type="radio" class="btn-check" value="%s"%s /><label for="%s-%s" class="%s pointer">%s</label>`, id, strings.ToLower(o), o, chk, id, strings.ToLower(o), cls, o)
	}
	h.WriteString("</div>")
	return h.String()
}

// lmSortLabels are the sort select's labels.
var lmSortLabels = map[string]string{"Active": "Active", "Hot": "Hot", "New": "New", "Old": "Old", "Controversial": "Controversial", "Scaled": "Scaled",
	"MostComments": "Most Comments", "NewComments": "New Comments", "TopHour": "Top Hour", "TopSixHour": "Top Six Hours", "TopTwelveHour": "Top Twelve Hours",
	"TopDay": "Top Day", "TopWeek": "Top Week", "TopMonth": "Top Month", "TopThreeMonths": "Top Three Months", "TopSixMonths": "Top Six Months",
	"TopNineMonths": "Top Nine Months", "TopYear": "Top Year", "TopAll": "Top All Time"}

// lmSortSelect is SortSelect: a select whose change handler is JavaScript, and its help link.
func lmSortSelect(cur string) string {
	var h strings.Builder
	h.WriteString(`<select id="sort-select" name="sort-select" class="sort-select form-select d-inline-block w-auto me-2 mb-2" aria-label="Sort type"><option disabled="" aria-hidden="true">Sort type</option>`)
	for _, o := range []string{"Active", "Hot", "New", "Old", "Controversial", "Scaled", "MostComments", "NewComments", "TopHour", "TopSixHour", "TopTwelveHour",
		"TopDay", "TopWeek", "TopMonth", "TopThreeMonths", "TopSixMonths", "TopNineMonths", "TopYear", "TopAll"} {
		sel := ""
		if o == cur {
			sel = ` selected=""`
		}
		fmt.Fprintf(&h, `<option value="%s"%s>%s</option>`, o, sel, lmSortLabels[o])
	}
	h.WriteString(`</select><a class="sort-select-icon text-muted" href="https://join-lemmy.org/docs/users/03-votes-and-ranking.html" rel="noopener nofollow" title="Sorting help"><svg class="icon icon-inline"><use xlink:href="/static/` + lmStaticHash + `/assets/symbols.svg#icon-help-circle"></use></svg></a>`)
	return h.String()
}

// lmAgo is moment's fromNow, as MomentTime prints it.
func lmAgo(now, t time.Time) string {
	s := now.Sub(t).Seconds()
	unit := func(n float64, one, many string) string {
		if k := int(math.Round(n)); k > 1 {
			return fmt.Sprintf("%d %s ago", k, many)
		}
		return one + " ago"
	}
	switch {
	case s < 45:
		return "a few seconds ago"
	case s < 45*60:
		return unit(s/60, "a minute", "minutes")
	case s < 22*3600:
		return unit(s/3600, "an hour", "hours")
	case s < 26*86400:
		return unit(s/86400, "a day", "days")
	case s < 320*86400:
		return unit(s/(30.4*86400), "a month", "months")
	}
	return unit(s/(365*86400), "a year", "years")
}

func (s lmSkin) moment(c *Ctx, t time.Time) string {
	return fmt.Sprintf(`<span class="moment-time pointer unselectable" data-tippy-content="%s">%s</span>`, t.Format("Monday, January 2, 2006 at 15:04:05"), lmAgo(c.W.Now, t))
}

// person is PersonListing.
func (s lmSkin) person(c *Ctx, d *lmTables, u *User) string {
	return fmt.Sprintf(`<a title="%s" class="person-listing d-inline-flex align-items-baseline text-info" href="%s"><span>%s</span></a>`,
		Esc(d.uname[u]), c.Href(d.userPath(u)), Esc(u.Name))
}

// community is CommunityLink.
func (s lmSkin) community(c *Ctx, d *lmTables, b *Board) string {
	return fmt.Sprintf(`<a title="%s" class="community-link " href="%s"><span class="overflow-wrap-anywhere">%s</span></a>`,
		Esc(b.Name), c.Href("c/"+d.comm[b]), Esc(b.Name))
}

func lmIcon(name string) string {
	return `<svg class="icon icon-inline"><use xlink:href="/static/` + lmStaticHash + `/assets/symbols.svg#icon-` + name + `"></use></svg>`
}

// postListing is PostListing: a list's row (full false) or the post page's head (full true).
func (s lmSkin) postListing(c *Ctx, d *lmTables, t *Thread, showCommunity, full bool) string {
	id := d.postID[t]
	link := d.link[t]
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="post-listing mt-2"><article class="row post-container">
<div class="col flex-grow-0 px-0"><div class="vote-bar small text-center">
<button type="button" class="btn-animate btn btn-link p-0 " disabled="" data-tippy-content="Upvote" aria-label="Upvote" aria-pressed="false">%s</button>
<div class="unselectable pointer text-muted post-score" data-tippy-content="%d points">%d</div>
<button type="button" class="btn-animate btn btn-link p-0 " disabled="" data-tippy-content="Downvote" aria-label="Downvote" aria-pressed="false">%s</button>
</div></div>
<div class="col flex-grow-0 px-2">`, lmIcon("arrow-up1"), d.score[t], d.score[t], lmIcon("arrow-down1"))
	if link != "" {
		fmt.Fprintf(&h, `<a class="text-body" href="%s" title="%s" rel="noopener nofollow"><div class="thumbnail rounded bg-light d-flex justify-content-center">%s</div></a>`, Esc(link), Esc(link), lmIcon("external-link"))
	} else {
		fmt.Fprintf(&h, `<a class="text-body" href="%s" title="Comments"><div class="thumbnail rounded bg-light d-flex justify-content-center">%s</div></a>`, c.Href(fmt.Sprintf("post/%d", id)), lmIcon("message-square"))
	}
	h.WriteString("</div>\n<div class=\"col flex-grow-1\"><div class=\"row\"><div class=\"col-12\">\n<div class=\"post-title\"><h1 class=\"h5 d-inline text-break\">")
	cls := "link-dark"
	if t.Sticky {
		cls = "link-primary"
	}
	if link != "" && full {
		fmt.Fprintf(&h, `<a class="%s" href="%s" title="%s" rel="noopener nofollow">%s</a>`, cls, Esc(link), Esc(link), Esc(t.Title))
	} else {
		fmt.Fprintf(&h, `<a class="d-inline %s" href="%s" title="Comments"><span class="d-inline">%s</span></a>`, cls, c.Href(fmt.Sprintf("post/%d", id)), Esc(t.Title))
	}
	h.WriteString("</h1>")
	if !full && link == "" {
		fmt.Fprintf(&h, `<button type="button" class="btn btn-sm btn-link link-dark link-opacity-75 link-opacity-100-hover py-0 align-baseline" data-tippy-content="Show body" aria-label="Show body">%s</button>`, lmIcon("book-open"))
	}
	if t.Sticky {
		fmt.Fprintf(&h, `<small class="unselectable pointer ms-2 text-muted fst-italic" data-tippy-content="Featured in community" aria-label="Featured in community">%s</small>`, lmIcon("pin"))
	}
	h.WriteString("</div>\n")
	if link != "" {
		u, _ := url.Parse(link)
		fmt.Fprintf(&h, `<p class="small m-0"><a class="fst-italic link-dark link-opacity-75 link-opacity-100-hover" href="%s" title="%s" rel="noopener nofollow">%s</a></p>`+"\n", Esc(link), Esc(link), u.Host)
	}
	fmt.Fprintf(&h, `<div class="small mb-1 mb-md-0">%s`, s.person(c, d, t.Author))
	if slices.Contains(d.mods[t.Board], t.Author) {
		h.WriteString(` <span class="badge text-bg-light d-inline ms-1" aria-label="Moderator" data-tippy-content="Moderator">M</span>`)
	}
	if showCommunity {
		h.WriteString(" to " + s.community(c, d, t.Board))
	}
	fmt.Fprintf(&h, ` <span class="mx-1 badge text-bg-light">English</span> • %s</div>
`, s.moment(c, t.Posts[0].Time))
	n := len(t.Posts) - 1
	word := "Comments"
	if n == 1 {
		word = "Comment"
	}
	fmt.Fprintf(&h, `<div class="d-flex align-items-center justify-content-start flex-wrap text-muted"><a class="btn btn-link btn-sm text-muted ps-0" title="%d %s" href="%s" data-tippy-content="%d %s">%s%d</a></div>
`, n, word, c.Href(fmt.Sprintf("post/%d?scrollToComments=true", id)), n, word, lmIcon("message-square"), n)
	h.WriteString("</div></div></div>\n</article>\n")
	if full {
		fmt.Fprintf(&h, `<div class="md-div">%s</div>`+"\n", Paras(t.Posts[0].Body, "<p>", "</p>"))
	}
	h.WriteString("</div>\n")
	return h.String()
}

// commentNode is CommentNode with its children; flat shows it alone, with its post and community.
func (s lmSkin) commentNode(c *Ctx, d *lmTables, p *Post, nested, flat bool) string {
	id := d.cmtID[p]
	t := p.Thread
	var h strings.Builder
	border := ""
	if dp := d.depth[p]; nested && dp > 0 {
		border = fmt.Sprintf(" ms-1 border-start border-2 border-%s", []string{"info", "success", "warning", "danger", "primary", "secondary", "info", "success"}[dp%8])
	}
	fmt.Fprintf(&h, `<li class="comment list-unstyled"><article class="comment-node py-2%s" id="comment-%d" role="comment">
<div class="ms-2"><div class="d-flex flex-wrap align-items-center text-muted small">
<button class="btn btn-sm btn-link text-muted me-2" aria-label="Collapse" data-tippy-content="Collapse">%s</button>
%s`, border, id, lmIcon("minus-square"), s.person(c, d, p.Author))
	if p.Author == t.Author {
		h.WriteString(` <span class="badge text-bg-light d-inline ms-1" aria-label="Original poster" data-tippy-content="Original poster">OP</span>`)
	}
	if flat {
		fmt.Fprintf(&h, `<span class="mx-1">to</span>%s<span class="mx-2">•</span><a class="me-2" href="%s">%s</a>`, s.community(c, d, t.Board), c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	}
	fmt.Fprintf(&h, `<span class="mx-2">•</span><span class="me-1 font-weight-bold" aria-label="%d points">%d</span><span class="me-1">•</span><span>%s</span></div>
<div class="comment-content"><div class="md-div">%s</div></div>
<div class="comment-bottom-btns d-flex justify-content-between justify-content-lg-start flex-wrap text-muted fw-bold">
<button type="button" class="btn btn-animate btn-sm btn-link py-0 px-1 text-muted" disabled="" data-tippy-content="Upvote" aria-label="Upvote">%s</button>
<button type="button" class="btn btn-animate btn-sm btn-link py-0 px-1 text-muted" disabled="" data-tippy-content="Downvote" aria-label="Downvote">%s</button>
<a class="btn btn-link btn-animate text-muted btn-sm" href="%s" title="%s">%s</a>
</div></div></article>
`, d.cscore[p], d.cscore[p], s.moment(c, p.Time), Paras(p.Body, "<p>", "</p>"), lmIcon("arrow-up1"), lmIcon("arrow-down1"),
		c.Href(fmt.Sprintf("comment/%d", id)), map[bool]string{true: "Show context", false: "link"}[flat], lmIcon("link"))
	if nested && len(d.kids[p]) > 0 {
		h.WriteString(`<ul class="comments list-unstyled">` + "\n")
		for _, k := range d.kids[p] {
			h.WriteString(s.commentNode(c, d, k, true, false))
		}
		h.WriteString("</ul>\n")
	}
	h.WriteString("</li>\n")
	return h.String()
}

// post is Post: a post and its comment tree, or (at) one comment's subtree.
func (s lmSkin) post(c *Ctx, d *lmTables, t *Thread, at *Post) Response {
	b := t.Board
	var h strings.Builder
	h.WriteString(`<div class="container-lg"><div class="row">` + "\n" + `<main class="col-12 col-md-8 col-lg-9 mb-3">` + "\n")
	h.WriteString(s.postListing(c, d, t, true, true))
	h.WriteString(`<div class="comments-container" id="comments">` + "\n")
	h.WriteString(`<div class="alert alert-warning" role="alert">` + lmIcon("alert-triangle") + `<div class="d-inline">You must <a class="alert-link" href="` + c.Href("login") + `">log in</a> or <a class="alert-link" href="` + c.Href("signup") + `">register</a> to comment.</div></div>` + "\n")
	h.WriteString(`<div class="d-block d-md-none"><button class="btn btn-secondary d-inline-block mb-2 me-3">Sidebar</button></div>` + "\n")
	h.WriteString(`<div class="btn-group btn-group-toggle flex-wrap me-3 mb-2" role="group">`)
	for i, o := range []string{"Hot", "Top", "Controversial", "New", "Old"} {
		chk, cls := "", "btn btn-outline-secondary pointer"
		if i == 0 {
			chk, cls = ` checked=""`, "btn btn-outline-secondary pointer active"
		}
		fmt.Fprintf(&h, `<input id="comment-sort-%s" type="radio" class="btn-check" value="%s"%s /><label class="%s" for="comment-sort-%s">%s</label>`, strings.ToLower(o), o, chk, cls, strings.ToLower(o), o)
	}
	h.WriteString(`</div><div class="btn-group btn-group-toggle flex-wrap mb-2" role="group"><input id="comment-view-tree" type="radio" class="btn-check" checked="" /><label class="btn btn-outline-secondary pointer active" for="comment-view-tree">Tree</label><input id="comment-view-chat" type="radio" class="btn-check" /><label class="btn btn-outline-secondary pointer" for="comment-view-chat">Chat</label></div>` + "\n")
	var shown []*Post
	h.WriteString(`<ul class="comments list-unstyled">` + "\n")
	if at != nil {
		h.WriteString(`<button class="ps-0 d-block btn btn-link text-muted">View all comments ➔</button>`)
		if d.parent[at] != nil {
			h.WriteString(`<button class="ps-0 d-block btn btn-link text-muted">Show context ➔</button>`)
		}
		h.WriteString(s.commentNode(c, d, at, true, false))
		shown = append(shown, at)
		shown = append(shown, d.subtree(at)...)
	} else {
		for _, k := range d.kids[t.Posts[0]] {
			h.WriteString(s.commentNode(c, d, k, true, false))
		}
		shown = t.Posts[1:]
	}
	h.WriteString("</ul>\n</div>\n</main>\n")
	h.WriteString(`<aside class="d-none d-md-block col-md-4 col-lg-3">` + "\n" + s.communitySidebar(c, d, b) + "</aside>\n</div></div>\n")
	route := map[string]any{"postRes": lmOK(map[string]any{"post_view": s.postView(d, t), "community_view": s.communityView(d, b), "moderators": s.modViews(d, b), "cross_posts": []any{}}),
		"commentsRes": lmOK(map[string]any{"comments": s.commentViews(d, shown)})}
	path := fmt.Sprintf("/post/%d", d.postID[t])
	if at != nil {
		path = fmt.Sprintf("/comment/%d", d.cmtID[at])
	}
	return Response{Status: http.StatusOK, Body: s.frame(c, d, lmFrame{title: t.Title + " - " + lmSite, path: path, route: route, desc: strings.Join(t.Posts[0].Body, " ")}, h.String()),
		Info: threadInfo(s, t, 1)}
}

// subtree is every reply below p, depth first.
func (d *lmTables) subtree(p *Post) []*Post {
	var out []*Post
	for _, k := range d.kids[p] {
		out = append(out, k)
		out = append(out, d.subtree(k)...)
	}
	return out
}

// communitySidebar is community/sidebar: about, stats badges, the modlog link, moderators.
func (s lmSkin) communitySidebar(c *Ctx, d *lmTables, b *Board) string {
	var h strings.Builder
	posts := len(b.Threads)
	cmts := 0
	for _, t := range b.Threads {
		cmts += len(t.Posts) - 1
	}
	subs := 40 + int(Hash("lmsubs", b.ID)%900)
	fmt.Fprintf(&h, `<div class="community-sidebar"><section class="card mb-3"><div class="card-body">
<h2 class="h5 mb-0"><span class="me-2"><span class="overflow-wrap-anywhere">%s</span></span></h2>
<div class="mb-2"><button class="btn btn-secondary d-block mb-2 w-100">Subscribe</button></div>
<a class="btn btn-secondary d-block mb-2 w-100" href="%s">Create a post</a>
<div class="md-div"><p>%s</p></div>
<ul class="badges my-1 list-inline">
<li class="list-inline-item badge text-bg-secondary pointer" data-tippy-content="%d users active today">%d users / day</li>
<li class="list-inline-item badge text-bg-secondary pointer">%d users / week</li>
<li class="list-inline-item badge text-bg-secondary pointer">%d users / month</li>
<li class="list-inline-item badge text-bg-secondary">%d subscribers</li>
<li class="list-inline-item badge text-bg-secondary">%d posts</li>
<li class="list-inline-item badge text-bg-secondary">%d comments</li>
<li class="list-inline-item"><a class="badge text-bg-primary" href="%s">Modlog</a></li>
</ul>
<ul class="list-inline small"><li class="list-inline-item">Mods: </li>`, Esc(b.Name), c.Href(fmt.Sprintf("create_post?communityId=%d", b.ID)), Esc(b.Description),
		1+subs/90, 1+subs/90, 2+subs/40, 3+subs/15, subs, posts, cmts, c.Href(fmt.Sprintf("modlog/%d", b.ID)))
	for _, m := range d.mods[b] {
		h.WriteString(`<li class="list-inline-item">` + s.person(c, d, m) + "</li>")
	}
	h.WriteString("</ul>\n</div></section></div>\n")
	return h.String()
}

// homeSidebar is Home's aside: trending communities and the SiteSidebar.
func (s lmSkin) homeSidebar(c *Ctx, d *lmTables) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="card border-secondary mb-3"><div class="card-body"><h5>Trending <a class="text-body" href="%s">communities</a></h5><ul class="list-inline mb-0">`, c.Href("communities"))
	for _, b := range d.trending {
		h.WriteString(`<li class="list-inline-item d-inline-block">` + s.community(c, d, b) + "</li>")
	}
	fmt.Fprintf(&h, `</ul><a class="mt-2 btn btn-secondary d-block w-100" href="%s">Create a community</a><a class="btn btn-secondary d-block w-100" href="%s">Explore communities</a></div></div>
`, c.Href("create_community"), c.Href("communities"))
	h.WriteString(s.siteSidebar(c, d))
	return h.String()
}

// siteSidebar is SiteSidebar: the site's name, description, admins and counts.
func (s lmSkin) siteSidebar(c *Ctx, d *lmTables) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="site-sidebar accordion"><section class="card mb-3"><header class="card-header"><div class="d-flex align-items-center"><h5 class="mb-0 d-inline">%s</h5></div></header>
<div class="card-body"><div class="md-div"><p>%s</p><p>Rules: no spam, no harassment, mark NSFW content, and keep self-promotion to a minimum.</p></div>
<ul class="badges my-1 list-inline">
<li class="list-inline-item badge text-bg-secondary">%d users / day</li>
<li class="list-inline-item badge text-bg-secondary">%d users / week</li>
<li class="list-inline-item badge text-bg-secondary">%d users</li>
<li class="list-inline-item badge text-bg-secondary">%d communities</li>
<li class="list-inline-item badge text-bg-secondary">%d posts</li>
<li class="list-inline-item badge text-bg-secondary">%d comments</li>
<li class="list-inline-item"><a class="badge text-bg-primary" href="%s">Modlog</a></li>
</ul>
<ul class="mt-1 list-inline small mb-0"><li class="list-inline-item">Admins:</li>`, lmSite, lmSiteDesc, len(c.W.Users)/6, len(c.W.Users)/3, len(c.W.Users),
		len(c.W.Boards), len(c.W.Threads), len(d.cmts), c.Href("modlog"))
	for _, a := range d.admins {
		h.WriteString(`<li class="list-inline-item">` + s.person(c, d, a) + "</li>")
	}
	h.WriteString("</ul></div></section></div>\n")
	return h.String()
}

// communities is Communities: a table of communities, 50 a page.
func (s lmSkin) communities(c *Ctx, d *lmTables) Response {
	lt := c.Query.Get("listingType")
	if lt == "" {
		lt = "Local"
	}
	sort := c.Query.Get("sort")
	if sort == "" {
		sort = "TopMonth"
	}
	page := 1
	if v := c.Query.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return s.apiError(c, d, "couldnt_get_communities")
		}
		page = n
	}
	if !slices.Contains(lmSorts, sort) || !slices.Contains([]string{"All", "Local", "Subscribed", "ModeratorView"}, lt) {
		return s.apiError(c, d, "couldnt_get_communities")
	}
	bs := slices.Clone(c.W.Boards)
	if sort != "New" && sort != "Old" {
		slices.SortStableFunc(bs, func(a, b *Board) int { return b.AllPosts() - a.AllPosts() })
	} else if sort == "New" {
		slices.Reverse(bs)
	}
	if lt == "Subscribed" || lt == "ModeratorView" {
		bs = nil
	}
	shown := Page(bs, page, lmCommPer)
	info := Info{Type: TypeOther}
	if len(shown) > 0 {
		canon := "communities"
		if page > 1 {
			canon = fmt.Sprintf("communities?listingType=Local&page=%d&sort=TopMonth", page)
		}
		info = Info{Type: TypeIndex, FPage: page, Canonical: canon}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="container-lg"><h1 class="h4 mb-4">List of communities</h1>
<div class="row g-3 align-items-center mb-2"><div class="col-auto">%s</div><div class="col-auto">%s</div>
<div class="col-auto"><form class="row mb-2"><div class="col-auto"><input type="text" id="communities-search" class="form-control" value="" placeholder="Search..." required="" minlength="3" /></div><div class="col-auto"><label class="visually-hidden" for="communities-search">Search</label><button type="submit" class="btn btn-secondary">Search</button></div></form></div></div>
<div class="table-responsive"><table id="community_table" class="table table-sm table-hover"><thead class="pointer"><tr><th>Name</th><th class="text-right">Subscribers</th><th class="text-right">Users / month</th><th class="text-right d-none d-lg-table-cell">Posts</th><th class="text-right d-none d-lg-table-cell">Comments</th><th></th></tr></thead><tbody>
`, lmRadios("listing-type", []string{"Subscribed", "Local", "All"}, lt), lmSortSelect(sort))
	for _, b := range shown {
		subs := 40 + int(Hash("lmsubs", b.ID)%900)
		fmt.Fprintf(&h, `<tr><td>%s</td><td class="text-right">%d</td><td class="text-right">%d</td><td class="text-right d-none d-lg-table-cell">%d</td><td class="text-right d-none d-lg-table-cell">%d</td><td class="text-right"><button class="btn btn-link d-inline-block">Subscribe</button></td></tr>
`, s.community(c, d, b), subs, 3+subs/15, b.AllThreads(), b.AllPosts()-b.AllThreads())
	}
	h.WriteString(`</tbody></table></div><div class="paginator my-2"><button class="btn btn-secondary me-2" disabled="">Prev</button><button class="btn btn-secondary" disabled="">Next</button></div></div>` + "\n")
	route := map[string]any{"listCommunitiesResponse": lmOK(map[string]any{"communities": s.communityViews(d, shown)})}
	return Response{Status: http.StatusOK, Body: s.frame(c, d, lmFrame{title: "Communities - " + lmSite, path: "/communities", route: route}, h.String()), Info: info}
}

// profile is Profile: a person's details and their posts and comments, newest first.
func (s lmSkin) profile(c *Ctx, d *lmTables, u *User) Response {
	view := c.Query.Get("view")
	if view == "" {
		view = "Overview"
	}
	page := max(1, c.Int("page"))
	var items []*Post
	for _, p := range d.order.byUser[u] {
		if view == "Overview" || view == "Posts" && p.Index == 0 || view == "Comments" && p.Index > 0 {
			items = append(items, p)
		}
	}
	shown := Page(items, page, lmPerPage)
	nPosts, nCmts := 0, 0
	for _, p := range d.order.byUser[u] {
		if p.Index == 0 {
			nPosts++
		} else {
			nCmts++
		}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="container-lg"><div class="row"><div class="col-12 col-md-8">
<div class="person-profile"><div class="mb-0 d-flex flex-wrap"><div><h1 class="h4 mb-4">%s</h1><ul class="list-inline mb-2"><li class="list-inline-item"><a title="%s" class="person-listing d-inline-flex align-items-baseline text-muted" href="%s"><span>@%s@%s</span></a></li></ul></div></div>
<div class="md-div"><p>%s</p></div>
<div><ul class="list-inline mb-2"><li class="list-inline-item badge text-bg-light">%d Posts</li><li class="list-inline-item badge text-bg-light">%d Comments</li></ul></div>
<div class="text-muted">Joined %s</div>
<div class="d-flex align-items-center text-muted mb-2">%s<span class="ms-2">Cake day %s</span></div></div>
<div class="mb-2">%s %s <a href="%s" rel="noopener nofollow" title="RSS">%s</a></div>
`, Esc(u.Name), Esc(d.uname[u]), c.Href(d.userPath(u)), Esc(d.uname[u]), lmHost, Esc(u.Bio), nPosts, nCmts, lmAgo(c.W.Now, u.Joined),
		lmIcon("cake"), u.Joined.Format("Jan 2, 2006"), lmRadios("person-view", []string{"Overview", "Comments", "Posts"}, view), lmSortSelect("New"),
		c.Href("feeds/u/"+d.uname[u]+".xml?sort=New"), lmIcon("rss"))
	var views []any
	for _, p := range shown {
		if p.Index == 0 {
			h.WriteString(s.postListing(c, d, p.Thread, true, false))
			views = append(views, s.postView(d, p.Thread))
		} else {
			h.WriteString(`<ul class="comments list-unstyled">` + s.commentNode(c, d, p, false, true) + "</ul>\n")
			views = append(views, s.commentView(d, p))
		}
		h.WriteString(`<hr class="my-3" />` + "\n")
	}
	if len(shown) == 0 {
		h.WriteString(`<div class="no-results text-center"><h3 class="h5">No results.</h3></div>` + "\n")
	}
	h.WriteString(`<div class="paginator my-2"><button class="btn btn-secondary me-2"` + map[bool]string{true: ` disabled=""`, false: ""}[page == 1] + `>Prev</button><button class="btn btn-secondary"` + map[bool]string{true: ` disabled=""`, false: ""}[page*lmPerPage >= len(items)] + `>Next</button></div>` + "\n")
	h.WriteString("</div>\n<div class=\"col-12 col-md-4\">")
	if bs := d.moderate[u]; len(bs) > 0 {
		h.WriteString(`<div class="card border-secondary mb-3"><div class="card-body"><h2 class="h5">Moderates</h2><ul class="list-unstyled mb-0">`)
		for _, b := range bs {
			h.WriteString("<li>" + s.community(c, d, b) + "</li>")
		}
		h.WriteString("</ul></div></div>")
	}
	h.WriteString("</div></div></div>\n")
	route := map[string]any{"personRes": lmOK(map[string]any{"person_view": s.personView(d, u), "items": views, "moderates": len(d.moderate[u])})}
	return Response{Status: http.StatusOK, Body: s.frame(c, d, lmFrame{title: d.uname[u] + " - " + lmSite, path: "/u/" + d.uname[u], route: route}, h.String()), Info: Info{Type: TypeOther}}
}

// search is Search: its form and, for a query, matching posts, comments, communities and users.
func (s lmSkin) search(c *Ctx, d *lmTables) Response {
	q := c.Query.Get("q")
	typ := c.Query.Get("type")
	if typ == "" {
		typ = "All"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="container-lg"><h1 class="h4 mb-4">Search</h1>
<form class="row gx-2 gy-3"><div class="col-auto"><input type="search" class="form-control me-2 mb-2 col-sm-8" value="%s" placeholder="Search..." aria-label="Search" required="" minlength="1" /></div><div class="col-auto"><button type="submit" class="btn btn-secondary mb-2">Search</button></div></form>
<div class="row row-cols-auto g-2 g-sm-3 mb-2 mb-sm-3"><div class="col"><select value="%s" class="form-select d-inline-block w-auto mb-2" aria-label="Type"><option disabled="" aria-hidden="true">Type</option><option value="All">All</option><option value="Comments">Comments</option><option value="Posts">Posts</option><option value="Communities">Communities</option><option value="Users">Users</option><option value="Url">URL</option></select></div><div class="col">%s</div><div class="col">%s</div></div>
`, Esc(q), typ, lmRadios("listing-type", []string{"Subscribed", "Local", "All"}, "All"), lmSortSelect("TopAll"))
	if q != "" {
		lq := strings.ToLower(q)
		n := 0
		for _, t := range d.sorted(c, c.W.Threads, "TopAll", nil) {
			if n < lmPerPage && (typ == "All" || typ == "Posts") && strings.Contains(strings.ToLower(t.Title), lq) {
				h.WriteString(s.postListing(c, d, t, true, false) + `<hr class="my-3" />`)
				n++
			}
		}
		for i := len(d.cmts) - 1; i >= 0 && n < lmPerPage; i-- {
			if p := d.cmts[i]; (typ == "All" || typ == "Comments") && strings.Contains(strings.ToLower(strings.Join(p.Body, " ")), lq) {
				h.WriteString(`<ul class="comments list-unstyled">` + s.commentNode(c, d, p, false, true) + "</ul>")
				n++
			}
		}
		if n == 0 {
			h.WriteString(`<span>No results.</span>`)
		}
		h.WriteString(`<div class="paginator my-2"><button class="btn btn-secondary me-2" disabled="">Prev</button><button class="btn btn-secondary">Next</button></div>`)
	}
	h.WriteString("</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lmFrame{title: "Search - " + lmSite, path: "/search"}, h.String()))
}

// guestForm is Login, PasswordReset (login_reset) and Signup.
func (s lmSkin) guestForm(c *Ctx, d *lmTables, which string) Response {
	var title, body string
	switch which {
	case "login":
		title = "Login"
		body = fmt.Sprintf(`<div class="login container-lg"><div class="row"><div class="col-12 col-lg-6 offset-lg-3"><form>
<h1 class="h4 mb-4">Login</h1>
<div class="mb-3 row"><label class="col-sm-2 col-form-label" for="login-email-or-username">Username or email</label><div class="col-sm-10"><input type="text" class="form-control" id="login-email-or-username" value="" autocomplete="email" required="" minlength="3" /></div></div>
<div class="mb-3"><div class="mb-3 row"><label class="col-sm-2 col-form-label" for="login-password">Password</label><div class="col-sm-10"><div class="input-group"><input type="password" id="login-password" class="form-control" autocomplete="current-password" required="" maxlength="60" /><button class="btn btn-outline-dark" type="button" aria-label="Show password">%s</button></div><a class="d-inline-block float-right text-muted small font-weight-bold" href="%s">Forgot your password?</a></div></div></div>
<div class="mb-3 row"><div class="col-sm-10"><button type="submit" class="btn btn-secondary">Login</button></div></div>
</form></div></div></div>`, lmIcon("eye"), c.Href("login_reset"))
	case "login_reset":
		title = "Forgot your password?"
		body = `<div class="container-lg col-12 col-md-8 col-lg-6"><h1 class="h4 mb-4">Forgot your password?</h1><form><div class="mb-3"><label for="email" class="form-label">Email</label><input type="email" id="email" class="form-control" required="" /></div><p class="text-muted">We will send you a link to reset your password.</p><button type="submit" class="btn btn-light border-light-subtle">Reset Password</button></form></div>`
	default:
		title = "Sign Up"
		body = fmt.Sprintf(`<div class="home-signup container-lg"><div class="row"><div class="col-12 col-lg-6 offset-lg-3"><form>
<h1 class="h4 mb-4">Sign Up for %s</h1>
<div class="mb-3 row"><label class="col-sm-2 col-form-label" for="register-username">Username</label><div class="col-sm-10"><input type="text" id="register-username" class="form-control" value="" required="" minlength="3" pattern="[a-zA-Z0-9_]+" title="Lowercase, uppercase, numbers and underscore only." /></div></div>
<div class="mb-3 row"><label class="col-sm-2 col-form-label" for="register-email">Email</label><div class="col-sm-10"><input type="email" id="register-email" class="form-control" placeholder="Optional" value="" autocomplete="email" minlength="3" /></div></div>
<div class="mb-3"><label class="col-sm-2 col-form-label" for="register-password">Password</label><input type="password" id="register-password" class="form-control" autocomplete="new-password" required="" minlength="10" maxlength="60" /></div>
<div class="mb-3 row"><label class="col-sm-2 col-form-label" for="register-verify-password">Verify Password</label><div class="col-sm-10"><input type="password" id="register-verify-password" class="form-control" autocomplete="new-password" required="" maxlength="60" /></div></div>
<div class="mb-3 row"><div class="col-sm-10"><div class="form-check"><input class="form-check-input" id="register-show-nsfw" type="checkbox" /><label class="form-check-label" for="register-show-nsfw">Show NSFW content</label></div></div></div>
<div class="mb-3 row"><div class="col-sm-10"><button type="submit" class="btn btn-secondary">Sign Up</button></div></div>
<p>Already have an account? <a href="%s">Login</a></p>
</form></div></div></div>`, lmSite, c.Href("login"))
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lmFrame{title: title + " - " + lmSite, path: "/" + which}, body))
}

// modlog is Modlog: featured and locked posts, newest first, of the site or one community.
func (s lmSkin) modlog(c *Ctx, d *lmTables, b *Board) Response {
	var h strings.Builder
	h.WriteString(`<div class="modlog container-lg"><div class="alert alert-warning text-sm-start text-xs-center" role="alert">` + lmIcon("alert-triangle") + ` Please be aware that the modlog may contain content which is inappropriate for some readers.</div>`)
	if b != nil {
		h.WriteString(`<h2 class="h4 mb-4">` + s.community(c, d, b) + "</h2>")
	}
	h.WriteString(`<h1 class="h4 mb-4">Modlog</h1><div class="row mb-2"><div class="col-sm-6"><select class="form-select" aria-label="Filter by action"><option value="All">All</option><option value="ModRemovePost">Removing Posts</option><option value="ModLockPost">Locking Posts</option><option value="ModFeaturePost">Featuring Posts</option><option value="ModBan">Banning From Site</option></select></div></div>
<div class="table-responsive"><table id="modlog_table" class="table table-sm table-hover"><thead class="pointer"><tr><th>Time</th><th>Mod</th><th>Action</th></tr></thead><tbody>
`)
	n := 0
	for _, t := range d.modlog {
		if b != nil && t.Board != b || n == lmPerPage {
			continue
		}
		n++
		act := "Locked Post"
		if t.Sticky {
			act = "Featured Post"
		}
		fmt.Fprintf(&h, `<tr><td>%s</td><td>Mod</td><td>%s <a href="%s">%s</a> in %s</td></tr>
`, s.moment(c, t.Posts[0].Time.Add(time.Duration(1+Hash("lmmodt", t.ID)%300)*time.Minute)), act, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), s.community(c, d, t.Board))
	}
	h.WriteString(`</tbody></table><div class="paginator my-2"><button class="btn btn-secondary me-2" disabled="">Prev</button><button class="btn btn-secondary">Next</button></div></div></div>` + "\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lmFrame{title: "Modlog - " + lmSite, path: "/modlog"}, h.String()))
}

// static is Instances and Legal.
func (s lmSkin) static(c *Ctx, d *lmTables, which string) Response {
	var h strings.Builder
	if which == "legal" {
		h.WriteString(`<div class="container-lg"><h1 class="h4 mb-4">Legal</h1><div class="md-div"><p>This instance is run by volunteers. Content is owned by its authors and federated to other servers under their terms.</p><p>Report illegal content to the admins.</p></div></div>`)
		return c.Page(Info{Type: TypeOther}, s.frame(c, d, lmFrame{title: "Legal - " + lmSite, path: "/legal"}, h.String()))
	}
	h.WriteString(`<div class="home-instances container-lg"><h1 class="h4 mb-4">Instances</h1><div class="row"><div class="col-md-6"><h2 class="h5 mb-3">Linked Instances</h2><div class="table-responsive table-sm table-hover"><table id="instances_table" class="table"><thead class="pointer"><tr><th>Name</th><th>Software</th><th>Version</th></tr></thead><tbody>`)
	for _, in := range [][3]string{{"lemmy.world", "lemmy", "0.19.3"}, {"lemmy.ml", "lemmy", "0.19.3"}, {"beehaw.org", "lemmy", "0.19.2"}, {"sh.itjust.works", "lemmy", "0.19.3"},
		{"programming.dev", "lemmy", "0.19.3"}, {"kbin.social", "kbin", "0.0.1"}, {"fedia.io", "mbin", "1.6.0"}, {"mastodon.social", "mastodon", "4.2.8"}} {
		fmt.Fprintf(&h, `<tr><td><a href="https://%s" rel="noopener nofollow">%s</a></td><td>%s</td><td>%s</td></tr>`, in[0], in[0], in[1], in[2])
	}
	h.WriteString(`</tbody></table></div></div><div class="col-md-6"><h2 class="h5 mb-3">Blocked Instances</h2><p>none</p></div></div></div>`)
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lmFrame{title: "Instances - " + lmSite, path: "/instances"}, h.String()))
}

// feed is the back end's RSS: feeds/all.xml, local.xml, c/NAME.xml, u/NAME.xml.
func (s lmSkin) feed(c *Ctx, d *lmTables, rest string) Response {
	sort := c.Query.Get("sort")
	if sort == "" {
		sort = "Hot"
	}
	notFound := Response{Status: http.StatusNotFound, ContentType: "text/plain; charset=utf-8", Body: "Record not found", Info: Info{Type: TypeOther}}
	if !slices.Contains(lmSorts, sort) {
		return notFound
	}
	var ts []*Thread
	var title, link string
	switch {
	case rest == "all.xml" || rest == "local.xml":
		ts, title, link = d.sorted(c, d.front, sort, nil), lmSite+" - "+map[bool]string{true: "All", false: "Local"}[rest == "all.xml"], ""
	case strings.HasPrefix(rest, "c/") && strings.HasSuffix(rest, ".xml"):
		b := d.byComm[strings.TrimSuffix(strings.TrimPrefix(rest, "c/"), ".xml")]
		if b == nil {
			return notFound
		}
		ts, title, link = d.sorted(c, b.Threads, sort, b), lmSite+" - "+b.Name, "c/"+d.comm[b]
	case strings.HasPrefix(rest, "u/") && strings.HasSuffix(rest, ".xml"):
		u := d.byName[strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(rest, "u/"), ".xml"))]
		if u == nil {
			return notFound
		}
		for _, p := range d.order.byUser[u] {
			if p.Index == 0 {
				ts = append(ts, p.Thread)
			}
		}
		title, link = lmSite+" - "+d.uname[u], d.userPath(u)
	default:
		return notFound
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml", Info: Info{Type: TypeOther},
		Body: rssFeed(c, title, link, rssItems(c, ts[:min(lmPerPage, len(ts))]))}
}

// The isoData: the API answers the page was rendered from, as lemmy-ui embeds them.

func lmOK(data any) map[string]any { return map[string]any{"state": "success", "data": data} }

func (s lmSkin) personView(d *lmTables, u *User) map[string]any {
	posts, cmts := 0, 0
	for _, p := range d.order.byUser[u] {
		if p.Index == 0 {
			posts++
		} else {
			cmts++
		}
	}
	return map[string]any{"person": map[string]any{"id": u.ID, "name": d.uname[u], "display_name": u.Name, "banned": false,
		"published": u.Joined.Format(time3339), "actor_id": "https://" + lmHost + "/u/" + d.uname[u], "local": true}, "counts": map[string]any{"person_id": u.ID, "post_count": posts, "comment_count": cmts}, "is_admin": slices.Contains(d.admins, u)}
}

func (s lmSkin) community1(d *lmTables, b *Board) map[string]any {
	return map[string]any{"id": b.ID, "name": d.comm[b], "title": b.Name, "description": b.Description, "removed": false, "published": b.World.Now.AddDate(-3, 0, 0).Add(time.Duration(b.ID) * time.Hour).Format(time3339),
		"deleted": false, "nsfw": false, "actor_id": "https://" + lmHost + "/c/" + d.comm[b], "local": true, "hidden": false, "posting_restricted_to_mods": false, "instance_id": 1, "visibility": "Public"}
}

func (s lmSkin) communityView(d *lmTables, b *Board) map[string]any {
	subs := 40 + int(Hash("lmsubs", b.ID)%900)
	return map[string]any{"community": s.community1(d, b), "subscribed": "NotSubscribed", "blocked": false,
		"counts": map[string]any{"community_id": b.ID, "subscribers": subs, "posts": len(b.Threads), "comments": b.AllPosts() - len(b.Threads), "users_active_day": 1 + subs/90, "users_active_week": 2 + subs/40, "users_active_month": 3 + subs/15}}
}

func (s lmSkin) communityViews(d *lmTables, bs []*Board) []any {
	out := []any{}
	for _, b := range bs {
		out = append(out, s.communityView(d, b))
	}
	return out
}

func (s lmSkin) modViews(d *lmTables, b *Board) []any {
	out := []any{}
	for _, m := range d.mods[b] {
		out = append(out, map[string]any{"community": map[string]any{"id": b.ID, "name": d.comm[b]}, "moderator": s.personView(d, m)["person"]})
	}
	return out
}

func (s lmSkin) communityRes(d *lmTables, b *Board) map[string]any {
	return map[string]any{"community_view": s.communityView(d, b), "moderators": s.modViews(d, b), "discussion_languages": []int{0, 37}}
}

func (s lmSkin) postView(d *lmTables, t *Thread) map[string]any {
	var u any
	if l := d.link[t]; l != "" {
		u = l
	}
	return map[string]any{"post": map[string]any{"id": d.postID[t], "name": t.Title, "url": u, "body": strings.Join(t.Posts[0].Body, "\n\n"), "creator_id": t.Author.ID,
		"community_id": t.Board.ID, "removed": false, "locked": false, "published": t.Posts[0].Time.Format(time3339), "deleted": false, "nsfw": false,
		"ap_id": fmt.Sprintf("https://%s/post/%d", lmHost, d.postID[t]), "local": true, "language_id": 37, "featured_community": t.Sticky, "featured_local": false},
		"creator": s.personView(d, t.Author)["person"], "community": s.community1(d, t.Board), "creator_banned_from_community": false, "creator_is_moderator": slices.Contains(d.mods[t.Board], t.Author),
		"creator_is_admin": slices.Contains(d.admins, t.Author), "counts": map[string]any{"post_id": d.postID[t], "comments": len(t.Posts) - 1, "score": d.score[t], "upvotes": d.score[t], "downvotes": 0,
			"published": t.Posts[0].Time.Format(time3339), "newest_comment_time": t.LastPost().Time.Format(time3339)},
		"subscribed": "NotSubscribed", "saved": false, "read": false, "creator_blocked": false, "unread_comments": len(t.Posts) - 1}
}

func (s lmSkin) postViews(d *lmTables, ts []*Thread) []any {
	out := []any{}
	for _, t := range ts {
		out = append(out, s.postView(d, t))
	}
	return out
}

// commentPath is the comment's ltree path: 0, its ancestors' ids, its own.
func (d *lmTables) commentPath(p *Post) string {
	path := strconv.Itoa(d.cmtID[p])
	for x := d.parent[p]; x != nil; x = d.parent[x] {
		path = strconv.Itoa(d.cmtID[x]) + "." + path
	}
	return "0." + path
}

func (s lmSkin) commentView(d *lmTables, p *Post) map[string]any {
	t := p.Thread
	return map[string]any{"comment": map[string]any{"id": d.cmtID[p], "creator_id": p.Author.ID, "post_id": d.postID[t], "content": strings.Join(p.Body, "\n\n"),
		"removed": false, "published": p.Time.Format(time3339), "deleted": false, "ap_id": fmt.Sprintf("https://%s/comment/%d", lmHost, d.cmtID[p]), "local": true,
		"path": d.commentPath(p), "distinguished": false, "language_id": 37},
		"creator": s.personView(d, p.Author)["person"], "post": map[string]any{"id": d.postID[t], "name": t.Title}, "community": map[string]any{"id": t.Board.ID, "name": d.comm[t.Board], "title": t.Board.Name},
		"counts": map[string]any{"comment_id": d.cmtID[p], "score": d.cscore[p], "child_count": len(d.subtree(p))}}
}

func (s lmSkin) commentViews(d *lmTables, ps []*Post) []any {
	out := []any{}
	for _, p := range ps {
		out = append(out, s.commentView(d, p))
	}
	return out
}

// lmLanguages are Lemmy's languages table, its ids in order ("und" first).
const lmLanguages = "und aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu"

var lmLangNames = map[string]string{"und": "Undetermined", "ar": "العربية", "bg": "български език", "ca": "Català", "cs": "Čeština", "cy": "Cymraeg", "da": "Dansk",
	"de": "Deutsch", "el": "Ελληνικά", "en": "English", "eo": "Esperanto", "es": "Español", "et": "Eesti", "eu": "Euskara", "fa": "فارسی", "fi": "Suomi",
	"fr": "Français", "ga": "Gaeilge", "gl": "Galego", "he": "עברית", "hi": "हिन्दी", "hr": "Hrvatski", "hu": "Magyar", "id": "Bahasa Indonesia", "it": "Italiano",
	"ja": "日本語", "ko": "한국어", "la": "Latine", "lt": "Lietuvių kalba", "lv": "Latviešu valoda", "nl": "Nederlands", "no": "Norsk", "pl": "Polski",
	"pt": "Português", "ro": "Română", "ru": "Русский", "sk": "Slovenčina", "sl": "Slovenski Jezik", "sr": "српски језик", "sv": "Svenska", "th": "ไทย",
	"tr": "Türkçe", "uk": "Українська", "vi": "Tiếng Việt", "zh": "中文"}

// siteRes is GetSiteResponse for a guest.
func (s lmSkin) siteRes(d *lmTables) map[string]any {
	var langs []any
	for i, code := range strings.Fields(lmLanguages) {
		name := lmLangNames[code]
		if name == "" {
			name = strings.ToUpper(code)
		}
		langs = append(langs, map[string]any{"id": i, "code": code, "name": name})
	}
	var admins []any
	for _, a := range d.admins {
		admins = append(admins, s.personView(d, a))
	}
	return map[string]any{"site_view": map[string]any{
		"site": map[string]any{"id": 1, "name": lmSite, "sidebar": "Rules: no spam, no harassment, mark NSFW content, and keep self-promotion to a minimum.", "description": lmSiteDesc,
			"actor_id": "https://" + lmHost + "/", "inbox_url": "https://" + lmHost + "/site_inbox", "instance_id": 1, "content_warning": nil},
		"local_site": map[string]any{"id": 1, "site_id": 1, "site_setup": true, "enable_downvotes": true, "enable_nsfw": true, "community_creation_admin_only": false,
			"require_email_verification": false, "application_question": nil, "private_instance": false, "default_theme": "browser", "default_post_listing_type": "Local",
			"legal_information": "This instance is run by volunteers.", "hide_modlog_mod_names": true, "application_email_admins": false, "federation_enabled": true,
			"captcha_enabled": false, "captcha_difficulty": "medium", "registration_mode": "Open", "reports_email_admins": false, "default_sort_type": "Active"},
		"local_site_rate_limit": map[string]any{"message": 180, "message_per_second": 60, "post": 6, "post_per_second": 600, "register": 10, "register_per_second": 3600,
			"image": 6, "image_per_second": 3600, "comment": 6, "comment_per_second": 600, "search": 60, "search_per_second": 600},
		"counts": map[string]any{"site_id": 1, "users": len(d.uname), "posts": len(d.postID), "comments": len(d.cmts), "communities": len(d.comm)}},
		"admins": admins, "version": lmVersion, "all_languages": langs, "discussion_languages": []int{0, 37}, "taglines": []any{}, "custom_emojis": []any{}, "blocked_urls": []any{}}
}

// lmFrame is what a page's shell needs.
type lmFrame struct {
	title, path, desc string
	route             map[string]any
	home              bool
}

// frame is create-ssr-html around the App: isoData, Helmet's tags, the navbar and the footer.
func (s lmSkin) frame(c *Ctx, d *lmTables, o lmFrame, body string) string {
	iso := map[string]any{"path": o.path, "site_res": s.siteRes(d), "routeData": o.route}
	if o.route == nil {
		iso["routeData"] = map[string]any{}
	}
	js, _ := json.Marshal(iso)
	nonce := fmt.Sprintf("%016x", Hash("lmnonce", c.Path, c.RawQuery))
	desc := lmSiteDesc
	if o.desc != "" {
		desc = clip(o.desc, 300)
	}
	var h strings.Builder
	fmt.Fprintf(&h, `
    <!DOCTYPE html>
    <html lang="en" data-bs-theme="light">
    <head>
    <script nonce="%s">window.isoData = %s</script>

    <!-- A remote debugging utility for mobile -->


    <!-- Custom injected script -->


    <title data-inferno-helmet="true">%s</title>
    <meta data-inferno-helmet="true" property="title" content="%s"/><meta data-inferno-helmet="true" property="og:title" content="%s"/><meta data-inferno-helmet="true" property="twitter:title" content="%s"/><meta data-inferno-helmet="true" property="og:url" content="https://%s%s"/><meta data-inferno-helmet="true" property="twitter:url" content="https://%s%s"/><meta data-inferno-helmet="true" property="og:type" content="website"/><meta data-inferno-helmet="true" property="twitter:card" content="summary_large_image"/><meta data-inferno-helmet="true" name="description" content="%s"/><meta data-inferno-helmet="true" property="og:description" content="%s"/>

    <!-- Required meta tags -->
    <meta name="Description" content="Lemmy">
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
    <link
       id="favicon"
       rel="shortcut icon"
       type="image/x-icon"
       href=/static/%s/assets/icons/favicon.svg
     />

    <!-- Web app manifest -->
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href=/static/%s/assets/icons/apple-touch-icon.png />
    <link rel="apple-touch-startup-image" href=/static/%s/assets/icons/apple-touch-icon.png />

    <!-- Styles -->
    <link rel="stylesheet" type="text/css" href="/static/%s/styles/styles.css" />

    <!-- Current theme and more -->
    <link data-inferno-helmet="true" rel="stylesheet" type="text/css" href="/css/themes/browser.css"/>

    </head>

    <body >
      <noscript>
        <div class="alert alert-danger rounded-0" role="alert">
          <b>Javascript is disabled. Actions will not work.</b>
        </div>
      </noscript>

      <div id='root'><div id="app" class="lemmy-site"><button type="button" class="btn skip-link bg-light position-absolute start-0 z-3">Jump to content</button>
`, nonce, js, Esc(o.title), Esc(o.title), Esc(o.title), Esc(o.title), lmHost, Esc(o.path), lmHost, Esc(o.path), Esc(desc), Esc(desc),
		lmStaticHash, lmStaticHash, lmStaticHash, lmStaticHash)
	fmt.Fprintf(&h, `<nav id="navbar" class="navbar navbar-expand-md navbar-light p-0 px-3 container-lg"><a title="%s" class="d-flex align-items-center navbar-brand me-md-3 active" href="%s">%s</a>
<button class="navbar-toggler border-0 p-1" type="button" aria-label="menu" data-bs-toggle="collapse" data-bs-target="#navbarDropdown" aria-controls="navbarDropdown" aria-expanded="false">%s</button>
<div id="navbarDropdown" class="collapse navbar-collapse"><ul id="navbarLinks" class="me-auto navbar-nav">
<li class="nav-item"><a class="nav-link" title="Communities" href="%s">Communities</a></li>
<li class="nav-item"><a class="nav-link" title="Create Post" href="%s">Create Post</a></li>
<li class="nav-item"><a class="nav-link" title="Create Community" href="%s">Create Community</a></li>
<li class="nav-item"><a class="nav-link d-inline-flex align-items-center d-md-inline-block" title="Support Lemmy" href="https://join-lemmy.org/donate">%s<span class="d-inline ms-1 d-md-none ms-md-0">Support Lemmy</span></a></li>
</ul><ul class="navbar-nav">
<li id="navSearch" class="nav-item"><a class="nav-link d-inline-flex align-items-center d-md-inline-block" title="Search" href="%s">%s<span class="d-inline ms-1 d-md-none ms-md-0">Search</span></a></li>
<li class="nav-item"><a class="nav-link" title="Login" href="%s">Login</a></li>
<li class="nav-item"><a class="nav-link" title="Sign Up" href="%s">Sign Up</a></li>
</ul></div></nav>
<main class="mt-4 p-0 fl-1">
`, lmSite, c.Href(""), lmSite, lmIcon("menu"), c.Href("communities"), c.Href("create_post"), c.Href("create_community"), lmIcon("heart"),
		c.Href("search"), lmIcon("search"), c.Href("login"), c.Href("signup"))
	h.WriteString(body)
	fmt.Fprintf(&h, `</main>
<nav class="container-lg navbar navbar-expand-md navbar-light navbar-bg p-3"><div class="navbar-collapse"><ul class="navbar-nav ms-auto">
<li class="nav-item"><span class="nav-link">UI: %s</span></li><li class="nav-item"><span class="nav-link">BE: %s</span></li>
<li class="nav-item"><a class="nav-link" href="%s">Modlog</a></li>
<li class="nav-item"><a class="nav-link" href="%s">Legal</a></li>
<li class="nav-item"><a class="nav-link" href="%s">Instances</a></li>
<li class="nav-item"><a class="nav-link" href="https://join-lemmy.org/docs/index.html">Docs</a></li>
<li class="nav-item"><a class="nav-link" href="https://github.com/LemmyNet">Code</a></li>
<li class="nav-item"><a class="nav-link" href="https://join-lemmy.org">join-lemmy.org</a></li>
</ul></div></nav>
</div></div>
      <script defer src='/static/%s/js/client.js'></script>
    </body>
  </html>
  `, lmVersion, lmVersion, c.Href("modlog"), c.Href("legal"), c.Href("instances"), lmStaticHash)
	return h.String()
}
