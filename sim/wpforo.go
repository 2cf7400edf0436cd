package sim

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// wpForo 2.1 (the WordPress forum plugin) with its default theme, 2022, and
// its default layout, Extended, on a WordPress 6.4 site (Twenty Twenty-One)
// that keeps its own front page, pages and blog posts at the host root: the
// board lives on the site's "Community" page, community/, wpForo's default
// slug, and every board page is that WordPress page around wpForo's output
// (the site's menu, header and footer widgets link the rest of the site).
// Categories are wpForo's categories, boards its forums and sub-forums; they
// share one table, so one id sequence in display order and one flat slug
// namespace: a forum's URL is community/SLUG/ however deep it sits. Topic
// slugs are unique over the board and a topic's URL names its forum. Topic
// and post ids run over the board in posting order (feeds and post anchors
// carry them); members are WordPress users, the administrator (id 1) first.
// Guests read everything (the Guest usergroup's read-only access) and post
// nothing: reply and quote buttons are inert spans, "Add Topic" links the
// sign-in page, and the profile tabs guests may not see (subscriptions,
// account, favored) send them to sign in. wpForo's defaults: 10 topics a
// forum page, 15 posts a topic page, 15 members and 100 tags a page; the
// Extended layout shows each forum's 5 latest topics on the index and, in
// the topic list, each topic's first post and 3 latest replies; recent posts
// are topics with a post in the last 30 days. Paging appends paged/N/ to a
// page's path (wpfpaged=N to the query of the recent and search pages); the
// page bar is "Page N / M", prev and next links and a <select> of every page.
// A page past the end 301s to the first; paged/1/ and paged/0/ render page 1
// in place. wpForo's SEO block prints the request URL as rel=canonical (the
// board's root with the request's query when there is one). The footer's
// "Mark all read" link is relative, ?foro=allread&foro_n=NONCE, so every
// board page has a twin that 302s back to it; feed links are the current
// path with ?type=rss2&forum=F[&topic=T]. URL scheme (mount-relative, the
// mount being the host root):
//
//	community/                                 entry: the board index, categories with their forums and 5 recent topics each
//	community/CAT/                             a category: its forums as on the index (index)
//	community/FORUM/[paged/N/]                 forum or sub-forum: its sub-forums, then 10 topics a page, stickies first (index)
//	community/FORUM/TOPIC/[paged/N/]           topic, 15 posts a page (thread); another forum's slug 301s to the topic;
//	                                           a longer path is read by its last two segments
//	community/FORUM/TOPIC/[paged/N/]#post-P    a post's permalink: topic lists' intro posts, "Last post by", recent posts
//	community/postid/P/, community/topicid/T/  short URLs: the page holding the post, or the topic, rendered in place (thread)
//	community/recent/[?view=V][&wpfpaged=N]    topics of the last 30 days, 10 a page; views unread, no-replies, solved,
//	                                           unsolved, closed, opened, sticky in a <select> (other)
//	community/tags/[paged/N/]                  topic tags, 100 a page (other)
//	community/?wpfin=tag&wpfs=TAG[&wpfpaged=N] topics with a tag; ?wpfs=W[&wpfin=entire-posts|titles-only|user-posts|
//	                                           user-topics] search, 15 a page; wpfs= on any board path is the search (other)
//	community/participants/[paged/N/]          members, most posts first, 15 a page (other)
//	community/participant/NAME/[activity/[paged/N/]]   a member's profile and activity tabs (other); subscriptions/,
//	                                           account/, favored/ and participant/ itself 302 to sign-in/; unknown names 404
//	community/profile/NAME/, activity/NAME/ ...   wpForo 1 member URLs: 302 to participant/NAME/[TAB/]
//	community/sign-in/, sign-up/, change-password/   forms (other); sign-out/ a permission message (other)
//	BOARD-PATH?type=rss2&forum=F[&topic=T]     RSS of a forum's topics or a topic's posts; g for F or T: the whole board
//	BOARD-PATH?foro=allread&foro_n=NONCE       302 to the path without its query
//	community/sitemap_index.xml, forum-sitemap.xml, topic-sitemap1.xml, profile-sitemap1.xml   XML sitemaps
//	"" (the host root, the blog), about/, contact/, privacy-policy/, POST/, category/CAT/, author/admin/, YYYY/MM/,
//	?s=W, ?p=ID (shortlinks: 301), feed/, comments/feed/   the WordPress site (other)
//
// Paths without their trailing slash 301 to it, as WordPress does; unknown
// forums, topics and members are wpForo's 404 page inside the site's.
func wpforo() *Package {
	return &Package{
		Name: "wpforo", Software: "wpForo 2.1 (2022 theme, Extended layout) on WordPress 6.4", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.2, Threads: [2]int{14, 40},
			Posts: [2]int{1, 24}, LongThreadChance: 0.1, ThreadsPerPage: 10, PostsPerPage: 15, Users: 70,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 3611, Unseen: true,
		Robots: "User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n",
		Skin:   wfSkin{},
	}
}

// wfSkin renders wpForo 2.1 with the 2022 theme inside a WordPress site.
type wfSkin struct{}

const (
	wfSite      = "Harbor Lane Commons"
	wfTagline   = "Local news, guides and a friendly forum"
	wfBoard     = wfSite + " Forum"            // the board title wpForo derives from the blog name
	wfBoardDesc = wfSite + " Discussion Board" // and its description
	wfHome      = "community/"                 // the board's page
	wfVersion   = "2.1.7"
	wfWP        = "6.4.3"
	wfPageID    = 7   // the Community page's WordPress post id
	wfMembers   = 15  // members_per_page
	wfTagsPer   = 100 // tags per_page
	wfIntro     = 5   // layout_extended_intro_topics_count
	wfIntroPost = 4   // layout_extended_intro_posts_count: the first post and 3 replies
	wfRecent    = 30  // wpforo_recent_posts_limit, in days
	wfSearchMax = 100 // search_max_results
	wfPostDate  = "02/01/2006 3:04 pm"
	wfPlugin    = "/wp-content/plugins/wpforo"
	wfTheme     = "/wp-content/themes/twentytwentyone"
)

// wfReserved are the board's routes: forum slugs must avoid them.
var wfReserved = []string{"paged", "postid", "topicid", "recent", "tags", "add-topic", "participants", "participant",
	"sign-in", "sign-up", "change-password", "sign-out", "login-message", "profile", "account", "activity",
	"favored", "subscriptions"}

// wfDenied are the member tabs a guest may not open: wpForo sends him to sign in.
var wfDenied = []string{"account", "favored", "subscriptions"}

// wfPages are the site's WordPress pages besides the Community page.
var wfPages = []struct {
	id          int
	path, title string
}{{2, "about/", "About"}, {3, "privacy-policy/", "Privacy Policy"}, {9, "contact/", "Contact"}}

// wfBlogCats are the blog's categories.
var wfBlogCats = []struct{ slug, name string }{{"uncategorized", "Uncategorized"}, {"news", "News"}, {"guides", "Guides"}}

// wfBlogPost is a post of the site's blog.
type wfBlogPost struct {
	id          int
	slug, title string
	cat         int // index in wfBlogCats
	at          time.Time
	body        []string
}

// wfTables are what the skin derives from a world.
type wfTables struct {
	o       idOrder
	admin   *User // the WordPress administrator, user 1, who writes the blog
	fslug   map[*Board]string
	cslug   map[*Category]string
	boardBy map[string]*Board // lower-case slug -> forum
	catBy   map[string]*Category
	boardID map[int]*Board
	catID   map[int]*Category
	tslug   map[*Thread]string
	topicBy map[string]*Thread // lower-case slug -> topic
	nice    map[*User]string   // user_nicename
	userBy  map[string]*User
	started map[*User]int // topics a member started
	tags    []wfTag       // most used first
	tagN    map[string]int
	members []*User // the members list: most posts first
	newest  *User
	latest  *Thread   // the topic with the newest post
	recent  []*Thread // topics with a post in the last 30 days, newest first
	blog    []*wfBlogPost
	blogBy  map[string]*wfBlogPost
}

type wfTag struct {
	name string
	n    int
}

func wfTab(w *World) *wfTables {
	return w.Derived("wpforo", func() any {
		d := &wfTables{o: newIDOrder(w), fslug: map[*Board]string{}, cslug: map[*Category]string{}, boardBy: map[string]*Board{},
			catBy: map[string]*Category{}, boardID: map[int]*Board{}, catID: map[int]*Category{}, tslug: map[*Thread]string{},
			topicBy: map[string]*Thread{}, nice: map[*User]string{}, userBy: map[string]*User{}, started: map[*User]int{},
			tagN: map[string]int{}, blogBy: map[string]*wfBlogPost{}}
		d.admin = &User{ID: 0, Name: "admin", Joined: w.Now.AddDate(-6, -2, 0), Bio: "Looks after this site and its forum."}

		// Categories and forums share the forums table: one slug namespace, the board's routes kept out.
		names := slices.Clone(wfReserved)
		type node struct {
			cat *Category
			b   *Board
		}
		var nodes []node
		for _, cat := range w.Categories {
			names = append(names, wfSlug(cat.Name, "category"))
			nodes = append(nodes, node{cat: cat})
			d.catID[catNodeID(cat)] = cat
			for _, b := range w.Boards {
				if b.Category == cat {
					names = append(names, wfSlug(b.Name, "forum"))
					nodes = append(nodes, node{b: b})
					d.boardID[nodeID(b)] = b
				}
			}
		}
		for i, sl := range uniqueSlugs(names)[len(wfReserved):] {
			if n := nodes[i]; n.cat != nil {
				d.cslug[n.cat], d.catBy[sl] = sl, n.cat
			} else {
				d.fslug[n.b], d.boardBy[sl] = sl, n.b
			}
		}

		titles := make([]string, len(d.o.threads))
		for i, t := range d.o.threads {
			titles[i] = wfSlug(t.Title, "topic")
		}
		for i, sl := range uniqueSlugs(titles) {
			t := d.o.threads[i]
			d.tslug[t], d.topicBy[sl] = sl, t
		}

		for _, u := range append([]*User{d.admin}, w.Users...) {
			n := wfNicename(u.Name)
			for k := 2; d.userBy[n] != nil; k++ {
				n = fmt.Sprintf("%s-%d", wfNicename(u.Name), k)
			}
			d.nice[u], d.userBy[n] = n, u
		}

		for _, t := range w.Threads {
			d.started[t.Author]++
			for _, tag := range t.Tags {
				d.tagN[tag]++
			}
			if d.latest == nil || t.LastPost().Time.After(d.latest.LastPost().Time) {
				d.latest = t
			}
		}
		for tag, n := range d.tagN {
			d.tags = append(d.tags, wfTag{tag, n})
		}
		slices.SortFunc(d.tags, func(a, b wfTag) int {
			if a.n != b.n {
				return b.n - a.n
			}
			return strings.Compare(a.name, b.name)
		})

		d.members = append(slices.Clone(w.Users), d.admin)
		slices.SortStableFunc(d.members, func(a, b *User) int {
			if a.Posts != b.Posts {
				return b.Posts - a.Posts
			}
			return a.ID - b.ID
		})
		for _, u := range w.Users {
			if d.newest == nil || u.Joined.After(d.newest.Joined) {
				d.newest = u
			}
		}
		since := w.Now.AddDate(0, 0, -wfRecent)
		for _, t := range w.ThreadsByActivity() {
			if t.LastPost().Time.After(since) {
				d.recent = append(d.recent, t)
			}
		}

		// The blog: a handful of the administrator's posts, a fortnight or more apart.
		g := text.New(w.Seed+101, w.Shape.Lang)
		var slugs []string
		for _, p := range wfPages {
			slugs = append(slugs, strings.TrimSuffix(p.path, "/"))
		}
		slugs = append(slugs, "community", "category", "author", "feed", "comments", "wp-login.php")
		reserved := len(slugs)
		for i := range 7 {
			topic := w.Categories[i%len(w.Categories)].Topic
			p := &wfBlogPost{id: 30 - 3*i, title: g.Title(topic), cat: 1 + g.Intn(len(wfBlogCats)-1),
				at: w.Now.Add(-time.Duration(20+i*19*24+g.Intn(200)) * time.Hour), body: g.Paragraphs(topic, 3+g.Intn(3), 0.2)}
			if i == 6 {
				p.cat = 0
			}
			d.blog = append(d.blog, p)
			slugs = append(slugs, wfSlug(p.title, "post"))
		}
		for i, sl := range uniqueSlugs(slugs)[reserved:] {
			d.blog[i].slug = sl
			d.blogBy[sl+"/"] = d.blog[i]
		}
		return d
	}).(*wfTables)
}

// wfSlug is WordPress's sanitize_title(), which wpForo names forums and topics
// with: lower case, dots and spaces as dashes, other punctuation dropped
// ("Can't stop?" becomes cant-stop).
func wfSlug(title, fallback string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_':
			b.WriteRune(r)
			dash = false
		case r == ' ' || r == '.' || r == '-' || r == '\t':
			if !dash && b.Len() > 0 {
				b.WriteByte('-')
				dash = true
			}
		case r > 127:
			if a, ok := asciiFold[r]; ok {
				b.WriteString(a)
				dash = false
			}
		}
	}
	if out := strings.Trim(b.String(), "-"); out != "" {
		return out
	}
	return fallback
}

// wfNicename is WordPress's user_nicename, sanitize_title() of the login:
// lower case, dots and spaces as dashes, underscores kept.
func wfNicename(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-':
			b.WriteRune(r)
		case r == '.' || r == ' ':
			b.WriteByte('-')
		}
	}
	return strings.Trim(b.String(), "-")
}

// wfUID is a member's WordPress user id: the administrator is 1.
func wfUID(u *User) int { return u.ID + 1 }

func (d *wfTables) topicID(t *Thread) int { return d.o.threadID[t] }

func (d *wfTables) postID(p *Post) int { return d.o.postID[p] }

func (d *wfTables) thread(id int) *Thread {
	return byID(d.o.threads, id)
}

func (d *wfTables) post(id int) *Post {
	return byID(d.o.posts, id)
}

// wfForumID is a forum's id in the table forums and categories share.
func wfForumID(b *Board) int { return nodeID(b) }

func (wfSkin) Entry() string { return wfHome }

// wfPaged appends wpForo's paged/N/ to a path for pages past the first.
func wfPaged(base string, p int) string {
	if p > 1 {
		return fmt.Sprintf("%spaged/%d/", base, p)
	}
	return base
}

func (s wfSkin) forumURL(b *Board) string { return wfHome + wfTab(b.World).fslug[b] + "/" }

func (s wfSkin) catURL(d *wfTables, cat *Category) string { return wfHome + d.cslug[cat] + "/" }

func (s wfSkin) BoardURL(b *Board, p int) string { return wfPaged(s.forumURL(b), p) }

func (s wfSkin) topicURL(t *Thread) string {
	d := wfTab(t.Board.World)
	return wfHome + d.fslug[t.Board] + "/" + d.tslug[t] + "/"
}

func (s wfSkin) ThreadURL(t *Thread, p int) string { return wfPaged(s.topicURL(t), p) }

// postURL is Posts::get_full_url(): the page holding the post and its anchor.
func (s wfSkin) postURL(c *Ctx, d *wfTables, p *Post) string {
	return s.ThreadURL(p.Thread, PageOf(p.Index, c.W.Shape.PostsPerPage)) + fmt.Sprintf("#post-%d", d.postID(p))
}

func (s wfSkin) profileURL(d *wfTables, u *User, tab string) string {
	u2 := wfHome + "participant/" + d.nice[u] + "/"
	if tab != "" {
		u2 += tab + "/"
	}
	return u2
}

// wfTagURL is the tag link wpForo prints: the board's search, the tag unescaped.
func wfTagURL(tag string) string { return wfHome + "?wpfin=tag&wpfs=" + tag }

// wfNonce is the guest's wp_nonce for "Mark all read": ten hex digits, fixed for the tick.
var wfNonce = fmt.Sprintf("%010x", Hash("nonce", "wpforo_mark_all_read")%(1<<40))

// wfIntval is PHP's intval() of a query value: its leading integer, 0 when none.
func wfIntval(s string) int {
	s = strings.TrimLeft(s, " \t\n\r")
	end := 0
	if end < len(s) && (s[end] == '-' || s[end] == '+') {
		end++
	}
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	n, _ := strconv.Atoi(s[:end])
	return n
}

// wfWithout is a raw query without the parameters named key, in its order.
func wfWithout(raw, key string) string {
	var keep []string
	for _, part := range strings.Split(raw, "&") {
		k, _, _ := strings.Cut(part, "=")
		if part != "" && k != key {
			keep = append(keep, part)
		}
	}
	return strings.Join(keep, "&")
}

// wfRoute is a board request read the way WPF()->init_current_object() reads it.
type wfRoute struct {
	segs  []string // the path's segments below the board, paged/N/ removed
	paged int
	base  string // the path without its paged/N/ part
}

func wfParse(c *Ctx, rest string) wfRoute {
	var segs []string
	for _, s := range strings.Split(rest, "/") {
		if s != "" {
			segs = append(segs, s)
		}
	}
	r := wfRoute{paged: 1, base: c.Path}
	k := -1
	for i, s := range segs {
		if s == "paged" {
			k = i
		}
	}
	if k >= 0 {
		// The last "paged" and everything after it go; the number nearest it is the page.
		for _, v := range segs[k+1:] {
			if n, err := strconv.Atoi(v); err == nil {
				r.paged = n
				break
			}
		}
		r.base = wfHome + strings.Join(segs[:k], "/")
		if k > 0 {
			r.base += "/"
		}
		segs = segs[:k]
	}
	if n := wfIntval(c.Query.Get("wpfpaged")); n != 0 {
		r.paged = n
	}
	if r.paged < 1 {
		r.paged = 1
	}
	r.segs = segs
	return r
}

// Serve answers the site: the board below community/, WordPress elsewhere.
func (s wfSkin) Serve(c *Ctx) Response {
	d := wfTab(c.W)
	if rest, ok := strings.CutPrefix(c.Path, wfHome); ok {
		return s.board(c, d, rest)
	}
	return s.wordpress(c, d)
}

// board routes a request below community/ as wpForo does.
func (s wfSkin) board(c *Ctx, d *wfTables, rest string) Response {
	other := Info{Type: TypeOther}
	// Actions run before any template: the RSS feed and "Mark all read" answer on any board path.
	if c.Query.Get("type") == "rss2" {
		return s.feed(c, d)
	}
	if c.Query.Get("foro") == "allread" && c.Query.Get("foro_n") == wfNonce {
		sub := *c
		sub.Query, sub.RawQuery = url.Values{}, ""
		info := other
		if r := s.Serve(&sub); r.Status == http.StatusOK {
			info = r.Info
		}
		return c.Redirect(c.Path, info)
	}
	last := rest[strings.LastIndexByte(rest, '/')+1:]
	if rest != "" && !strings.HasSuffix(rest, "/") && !strings.Contains(last, ".") {
		if r, ok := addSlash(c, s.Serve); ok {
			return r
		}
		return s.notFound(c, d)
	}
	// Short URLs: init_current_url() swaps in the full URL of the post or topic, which then renders in place.
	raw := strings.Split(strings.TrimSuffix(rest, "/"), "/")
	if n := len(raw); n >= 2 && (raw[n-2] == "postid" || raw[n-2] == "topicid") {
		id, err := strconv.Atoi(raw[n-1])
		target := ""
		if p := d.post(id); err == nil && raw[n-2] == "postid" && p != nil {
			target = s.ThreadURL(p.Thread, PageOf(p.Index, c.W.Shape.PostsPerPage))
		} else if t := d.thread(id); err == nil && raw[n-2] == "topicid" && t != nil {
			target = s.topicURL(t)
		}
		if target != "" {
			sub := *c
			sub.Path = target
			return s.Serve(&sub)
		}
	}
	r := wfParse(c, rest)
	if c.Query.Has("wpfs") || c.Query.Get("foro") == "search" {
		return s.search(c, d, r)
	}
	segs := r.segs
	if len(segs) == 0 {
		return c.Page(Info{Type: TypeEntry, Canonical: wfHome}, s.frame(c, d, wfPage{board: true, tpl: "forum",
			title: []string{wfBoard, wfSite}, desc: wfBoardDesc, crumbs: s.crumbs(c, nil, ""), body: s.index(c, d)}))
	}
	if len(segs) == 1 && strings.HasSuffix(segs[0], ".xml") {
		return s.sitemap(c, d, segs[0])
	}
	switch first := segs[0]; first {
	case "participants":
		return s.members(c, d, r)
	case "sign-in", "sign-up", "change-password":
		return s.form(c, d, first)
	case "sign-out", "add-topic":
		// Guests may neither log out nor open the topic form: wpforo_template() says so.
		return c.Page(other, s.frame(c, d, wfPage{board: true, tpl: map[string]string{"sign-out": "logout", "add-topic": "add-topic"}[first],
			title: []string{map[string]string{"sign-out": "Logout", "add-topic": "Add-topic"}[first], wfBoard}, desc: wfBoardDesc,
			crumbs: s.crumbs(c, nil, "-"), body: wfMessage("You do not have permission to view this page")}))
	case "login-message":
		return c.Redirect(wfHome+"sign-in/", other)
	case "participant":
		return s.member(c, d, r, segs[1:])
	case "recent":
		return s.recent(c, d, r)
	case "tags":
		return s.tagsPage(c, d, r)
	case "profile", "account", "activity", "favored", "subscriptions":
		// wpForo 1's member URLs (TAB/NAME/) redirect to the member route; without a name the guest must sign in.
		if len(segs) == 1 {
			return c.Redirect(wfHome+"sign-in/", other)
		}
		target := wfHome + "participant/" + segs[1] + "/"
		if tail := segs[2:]; len(tail) > 0 {
			target += first + "/" + strings.Join(tail, "/") + "/"
		} else if first != "profile" {
			target += first + "/"
		}
		return c.Redirect(target, other)
	}
	return s.forumOrTopic(c, d, r)
}

// stripPaged is strip_url_paged_var(): where a page number past the end is sent, with 301.
func (s wfSkin) stripPaged(c *Ctx, r wfRoute) string {
	if q := wfWithout(c.RawQuery, "wpfpaged"); q != "" {
		return r.base + "?" + q
	}
	return r.base
}

// forumOrTopic answers a forum, category or topic path: its last two segments are the forum and the topic.
func (s wfSkin) forumOrTopic(c *Ctx, d *wfTables, r wfRoute) Response {
	segs := r.segs
	sh := c.W.Shape
	if len(segs) == 1 {
		key := strings.ToLower(segs[0])
		if cat := d.catBy[key]; cat != nil {
			return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: s.catURL(d, cat)}, s.category(c, d, cat))
		}
		b := d.boardBy[key]
		if b == nil {
			return s.notFound(c, d)
		}
		if r.paged > b.Pages(sh.ThreadsPerPage) {
			return Response{Status: http.StatusMovedPermanently, Location: s.stripPaged(c, r), Info: boardInfo(s, b, 1)}
		}
		return c.Page(boardInfo(s, b, r.paged), s.forumPage(c, d, b, r))
	}
	t := d.topicBy[strings.ToLower(segs[len(segs)-1])]
	if t == nil {
		return s.notFound(c, d)
	}
	if !strings.EqualFold(segs[len(segs)-2], d.fslug[t.Board]) {
		return Response{Status: http.StatusMovedPermanently, Location: s.topicURL(t), Info: threadInfo(s, t, 1)}
	}
	if r.paged > t.Pages(sh.PostsPerPage) {
		return Response{Status: http.StatusMovedPermanently, Location: s.stripPaged(c, r), Info: threadInfo(s, t, 1)}
	}
	return c.Page(threadInfo(s, t, r.paged), s.topicPage(c, d, t, r))
}

// member answers participant/NAME/[TAB/]: the profile and its tabs.
func (s wfSkin) member(c *Ctx, d *wfTables, r wfRoute, segs []string) Response {
	other := Info{Type: TypeOther}
	if len(segs) == 0 {
		// The member route without a name is the visitor's own profile: a guest must sign in.
		return c.Redirect(wfHome+"sign-in/", other)
	}
	tab := "profile"
	if len(segs) > 1 {
		tab = segs[1]
	}
	if !slices.Contains([]string{"profile", "activity", "account", "favored", "subscriptions"}, tab) {
		return s.notFound(c, d)
	}
	u := d.userBy[strings.ToLower(segs[0])]
	if u == nil {
		return s.notFound(c, d)
	}
	if slices.Contains(wfDenied, tab) {
		return c.Redirect(wfHome+"sign-in/", other)
	}
	if tab == "activity" {
		acts := s.activities(c, d, u)
		if r.paged > 1 && (r.paged-1)*c.W.Shape.PostsPerPage >= len(acts) {
			return Response{Status: http.StatusMovedPermanently, Location: s.stripPaged(c, r), Info: other}
		}
	}
	return c.Page(other, s.profile(c, d, u, tab, r))
}

// activities are a member's posts, newest first, as the activity tab lists them; ?filter=topics
// keeps the opening posts, any other filter the replies.
func (s wfSkin) activities(c *Ctx, d *wfTables, u *User) []*Post {
	f := c.Query.Get("filter")
	var out []*Post
	for _, p := range d.o.byUser[u] {
		if f == "" || (p.Index == 0) == (f == "topics") {
			out = append(out, p)
		}
	}
	return out
}

// wfPage is one page of the site, for the frame around it.
type wfPage struct {
	title   []string // the document title's parts, joined by WordPress with dashes
	board   bool     // wpForo's output inside the Community page, or a page of the WordPress site
	tpl     string   // wpForo's template (the wrap's wpft- class)
	canon   string   // rel=canonical of a board page; "" for the request URL
	desc    string
	noindex bool
	crumbs  string
	body    string
	wpID    int    // the WordPress post or page shown, for the shortlink; 0 for none
	class   string // WordPress's body classes
}

// href is a mount-relative URL as esc_url() prints it: ampersands as &#038;.
func (s wfSkin) href(c *Ctx, rel string) string {
	return strings.ReplaceAll(c.Href(rel), "&amp;", "&#038;")
}

// canonical is what wpForo's SEO block prints: the request URL, or the board's
// root with the request's query when there is one (unless it sorts).
func (s wfSkin) canonical(c *Ctx) string {
	switch {
	case c.RawQuery == "":
		return c.Path
	case strings.Contains(c.RawQuery, "orderby"):
		return c.Path
	}
	return wfHome + "?" + c.RawQuery
}

func (s wfSkin) frame(c *Ctx, d *wfTables, p wfPage) string {
	var h strings.Builder
	title := make([]string, 0, len(p.title))
	for _, t := range p.title {
		if t != "" {
			title = append(title, Esc(t))
		}
	}
	fmt.Fprintf(&h, `<!doctype html>
<html lang="en-US" >
<head>
	<meta charset="UTF-8" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>%s</title>
`, strings.Join(title, " &#8211; "))
	if p.board {
		canon := p.canon
		if canon == "" {
			canon = s.canonical(c)
		}
		noindex := ""
		if p.noindex {
			noindex = "<meta name=\"robots\" content=\"noindex\">\n"
		}
		ogTitle := wfBoard
		if len(p.title) > 0 {
			ogTitle = p.title[0]
		}
		fmt.Fprintf(&h, `
<!-- wpForo SEO -->
%s<link rel="canonical" href="%s" />
<meta name="description" content="%s" />
<meta property="og:title" content="%s" />
<meta property="og:description" content="%s" />
<meta property="og:url" content="%s" />
<meta property="og:locale" content="en_US" />
<meta property="og:site_name" content="%s" />
<meta property="og:type" content="website" />
<meta name="twitter:description" content="%s"/>
<meta name="twitter:title" content="%s" />
<meta property="twitter:card" content="summary_large_image" />
<!-- wpForo SEO End -->

<!-- wpForo Schema -->
<!-- wpForo Schema End -->

`, noindex, c.Href(canon), Esc(p.desc), Esc(ogTitle), Esc(p.desc), c.Href(canon), wfSite, Esc(p.desc), Esc(ogTitle))
	}
	fmt.Fprintf(&h, `<meta name='robots' content='max-image-preview:large' />
<link rel="alternate" type="application/rss+xml" title="%s &raquo; Feed" href="%s" />
<link rel="alternate" type="application/rss+xml" title="%s &raquo; Comments Feed" href="%s" />
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css?ver=%s' media='all' />
`, wfSite, c.Href("feed/"), wfSite, c.Href("comments/feed/"), wfWP)
	if p.board {
		fmt.Fprintf(&h, `<link rel='stylesheet' id='wpforo-font-awesome-css' href='%s/assets/css/font-awesome/css/fontawesome-all.min.css?ver=6.1.1' media='all' />
<link rel='stylesheet' id='wpforo-style-css' href='%s/themes/2022/style.css?ver=%s' media='all' />
<link rel='stylesheet' id='wpforo-widgets-css' href='%s/themes/2022/widgets.css?ver=%s' media='all' />
<link rel='stylesheet' id='wpforo-dynamic-style-css' href='/wp-content/uploads/wpforo/assets/colors.css?ver=%s.a5584ad99baa1460b6084468f1b02934' media='all' />
`, wfPlugin, wfPlugin, wfVersion, wfPlugin, wfVersion, wfVersion)
	}
	wpID := p.wpID
	if p.board {
		wpID = wfPageID
	}
	fmt.Fprintf(&h, `<link rel='stylesheet' id='twenty-twenty-one-style-css' href='%s/style.css?ver=2.1' media='all' />
<link rel='stylesheet' id='twenty-twenty-one-print-style-css' href='%s/assets/css/print.css?ver=2.1' media='print' />
%s<link rel="https://api.w.org/" href="%s" />`, wfTheme, wfTheme, c.Styles(20), c.Href("wp-json/"))
	if wpID > 0 {
		fmt.Fprintf(&h, `<link rel="alternate" type="application/json" href="%s" />`, c.Href(fmt.Sprintf("wp-json/wp/v2/pages/%d", wpID)))
	}
	fmt.Fprintf(&h, `<link rel="EditURI" type="application/rsd+xml" title="RSD" href="%s" />
<meta name="generator" content="WordPress %s" />
`, c.Href("xmlrpc.php?rsd"), wfWP)
	if wpID > 0 {
		fmt.Fprintf(&h, "<link rel='shortlink' href='%s' />\n", c.Href(fmt.Sprintf("?p=%d", wpID)))
	}
	class := p.class
	if p.board {
		class = fmt.Sprintf("page-template-default page page-id-%d wp-embed-responsive is-light-theme no-js singular has-main-navigation wpf-default wpft-%s wpf-guest wpfu-group-4 wpf-theme-2022 wpf-is_standalone-0 wpf-boardid-0 is_wpforo_page-1 is_wpforo_url-1 is_wpforo_shortcode_page-0 wpforo", wfPageID, p.tpl)
	}
	fmt.Fprintf(&h, `%s</head>

<body class="%s">
<div id="page" class="site">
	<a class="skip-link screen-reader-text" href="#content">Skip to content</a>

	<header id="masthead" class="site-header has-title-and-tagline has-menu">
		<div class="site-branding">
			<p class="site-title"><a href="%s" rel="home">%s</a></p>
			<p class="site-description">%s</p>
		</div><!-- .site-branding -->
		<nav id="site-navigation" class="primary-navigation" aria-label="Primary menu">
			<div class="menu-button-container"><button id="primary-mobile-menu" class="button" aria-controls="primary-menu-list" aria-expanded="false"><span class="dropdown-icon open">Menu</span><span class="dropdown-icon close">Close</span></button></div>
			<div class="primary-menu-container"><ul id="primary-menu-list" class="menu-wrapper">%s</ul></div>
		</nav><!-- #site-navigation -->
	</header><!-- #masthead -->

	<div id="content" class="site-content">
		<div id="primary" class="content-area">
			<main id="main" class="site-main">
`, c.Scripts(8), class, c.Href(""), wfSite, wfTagline, s.siteMenu(c, p))
	if p.board {
		fmt.Fprintf(&h, `<article id="post-%d" class="post-%d page type-page status-publish hentry entry">
	<header class="entry-header alignwide">
		<h1 class="entry-title">Community</h1>	</header><!-- .entry-header -->
	<div class="entry-content">
<div id="wpforo">
    <div id="wpforo-wrap" class="wpf-default wpft-%s wpf-guest wpfu-group-4 wpf-theme-2022 wpf-is_standalone-0 wpf-boardid-0 is_wpforo_page-1 is_wpforo_url-1 is_wpforo_shortcode_page-0 wpforo">
%s%s
        <div class="wpforo-main">
            <div class="wpforo-content " style="width:100%%">
%s
            </div>
            <div class="wpf-clear"></div>
        </div>
%s
    </div><!-- wpforo-wrap -->
</div>
	</div><!-- .entry-content -->
</article><!-- #post-%d -->
`, wfPageID, wfPageID, p.tpl, s.boardMenu(c, p.tpl), p.crumbs, p.body, s.boardFoot(c, d), wfPageID)
	} else {
		h.WriteString(p.body)
	}
	fmt.Fprintf(&h, `			</main><!-- #main -->
		</div><!-- #primary -->
	</div><!-- #content -->

	%s

	<footer id="colophon" class="site-footer">
		<div class="site-info">
			<div class="site-name"><a href="%s">%s</a></div><!-- .site-name -->
			<div class="privacy-policy"><a class="privacy-policy-link" href="%s" rel="privacy-policy">Privacy Policy</a></div>
			<div class="powered-by">Proudly powered by <a href="https://wordpress.org/">WordPress</a>.</div><!-- .powered-by -->
		</div><!-- .site-info -->
	</footer><!-- #site-footer -->
</div><!-- #page -->
`, s.widgets(c, d), c.Href(""), wfSite, c.Href("privacy-policy/"))
	if p.board {
		h.WriteString(`        <div id="wpforo-dialog-extra-wrap">
            <div id="wpforo-dialog-wrap">
                <div id="wpforo-dialog">
                    <div id="wpforo-dialog-header">
                        <strong id="wpforo-dialog-title"></strong>
                        <i id="wpforo-dialog-close" class="fas fa-window-close fa-2x"></i>
                    </div>
                    <div id="wpforo-dialog-body"></div>
                </div>
            </div>
            <div id="wpforo-dialog-backups"></div>
        </div>
        <div id="wpforo-load" class="wpforo-load">
            <div class="wpf-load-ico-wrap"><i class="fas fa-3x fa-spinner fa-spin"></i></div>
            <div class="wpf-load-txt-wrap"><span class="loadtext"></span></div>
        </div>
        <div id="wpf-msg-box"></div>
`)
	}
	h.WriteString("</body>\n</html>\n")
	return h.String()
}

// siteMenu is the theme's primary menu: the site's pages and the Community page.
func (s wfSkin) siteMenu(c *Ctx, p wfPage) string {
	items := []struct {
		id          int
		href, title string
		here        bool
	}{{12, "", "Home", c.Path == "" && !p.board}, {13, "about/", "About", c.Path == "about/"},
		{14, wfHome, "Community", p.board}, {15, "contact/", "Contact", c.Path == "contact/"}}
	var h strings.Builder
	for _, it := range items {
		cur, aria := "", ""
		if it.here {
			cur, aria = " current-menu-item", ` aria-current="page"`
		}
		fmt.Fprintf(&h, `<li id="menu-item-%d" class="menu-item menu-item-type-post_type menu-item-object-page%s menu-item-%d"><a href="%s"%s>%s</a></li>`,
			it.id, cur, it.id, c.Href(it.href), aria, it.title)
	}
	return h.String()
}

// widgets are the theme's footer widgets: a fresh install's search, latest posts,
// latest comments, archives and categories blocks.
func (s wfSkin) widgets(c *Ctx, d *wfTables) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<aside class="widget-area">
		<section id="block-2" class="widget widget_block widget_search"><form role="search" method="get" action="%s" class="wp-block-search__button-outside wp-block-search__text-button wp-block-search"><label class="wp-block-search__label" for="wp-block-search__input-1">Search</label><div class="wp-block-search__inside-wrapper"><input class="wp-block-search__input" id="wp-block-search__input-1" placeholder="" value="" type="search" name="s" required /><button aria-label="Search" class="wp-block-search__button wp-element-button" type="submit">Search</button></div></form></section>
		<section id="block-3" class="widget widget_block"><div class="wp-block-group"><div class="wp-block-group__inner-container is-layout-flow wp-block-group-is-layout-flow"><h2 class="wp-block-heading">Recent Posts</h2><ul class="wp-block-latest-posts__list wp-block-latest-posts">`, c.Href(""))
	for _, p := range d.blog[:min(5, len(d.blog))] {
		fmt.Fprintf(&h, `<li><a class="wp-block-latest-posts__post-title" href="%s">%s</a></li>`, c.Href(p.slug+"/"), Esc(p.title))
	}
	h.WriteString(`</ul></div></div></section>
		<section id="block-4" class="widget widget_block"><div class="wp-block-group"><div class="wp-block-group__inner-container is-layout-flow wp-block-group-is-layout-flow"><h2 class="wp-block-heading">Recent Comments</h2><div class="no-comments wp-block-latest-comments">No comments to show.</div></div></div></section>
		<section id="block-5" class="widget widget_block"><div class="wp-block-group"><div class="wp-block-group__inner-container is-layout-flow wp-block-group-is-layout-flow"><h2 class="wp-block-heading">Archives</h2><ul class="wp-block-archives-list wp-block-archives">`)
	for _, m := range s.months(d) {
		fmt.Fprintf(&h, "\t<li><a href='%s'>%s</a></li>\n", c.Href(m.Format("2006/01/")), m.Format("January 2006"))
	}
	h.WriteString(`</ul></div></div></section>
		<section id="block-6" class="widget widget_block"><div class="wp-block-group"><div class="wp-block-group__inner-container is-layout-flow wp-block-group-is-layout-flow"><h2 class="wp-block-heading">Categories</h2><ul class="wp-block-categories-list wp-block-categories">`)
	for i, cat := range wfBlogCats {
		if s.inCategory(d, i) > 0 {
			fmt.Fprintf(&h, `	<li class="cat-item cat-item-%d"><a href="%s">%s</a></li>
`, i+1, c.Href("category/"+cat.slug+"/"), cat.name)
		}
	}
	h.WriteString("</ul></div></div></section>\n\t</aside><!-- .widget-area -->\n")
	return h.String()
}

// months are the months the blog has posts in, newest first.
func (s wfSkin) months(d *wfTables) []time.Time {
	var out []time.Time
	for _, p := range d.blog {
		m := time.Date(p.at.Year(), p.at.Month(), 1, 0, 0, 0, 0, time.UTC)
		if !slices.ContainsFunc(out, m.Equal) {
			out = append(out, m)
		}
	}
	return out
}

func (s wfSkin) inCategory(d *wfTables, cat int) int {
	n := 0
	for _, p := range d.blog {
		if p.cat == cat {
			n++
		}
	}
	return n
}

// boardMenu is wpForo's header: the wpForo Navigation menu a guest sees and the search box.
func (s wfSkin) boardMenu(c *Ctx, tpl string) string {
	items := []struct {
		id               int
		class, href, txt string
		active           bool
	}{{21, "wpforo-home", wfHome, "Forums", tpl == "forum" || tpl == "topic" || tpl == "post"},
		{22, "wpforo-members", wfHome + "participants/", "Members", tpl == "members"},
		{23, "wpforo-recent", wfHome + "recent/", "Recent Posts", tpl == "recent"},
		{28, "wpforo-register", wfHome + "sign-up/", "Register", tpl == "register"},
		{29, "wpforo-login", wfHome + "sign-in/", "Login", tpl == "login"}}
	var h strings.Builder
	h.WriteString(`        <div id="wpforo-menu">
            <div class="wpf-left">
                <span class="wpf-res-menu"><i class="fas fa-bars"></i></span>
                <ul id="wpf-menu" class="wpf-menu">`)
	for _, it := range items {
		active := ""
		if it.active {
			active = " wpforo-active"
		}
		fmt.Fprintf(&h, `<li id="menu-item-%d" class="%s menu-item menu-item-type-custom menu-item-object-custom%s menu-item-%d"><a href="%s">%s</a></li>
`, it.id, it.class, active, it.id, s.href(c, it.href), it.txt)
	}
	fmt.Fprintf(&h, `</ul>
            </div>
            <div class="wpf-right wpf-search">
                <form action="%s" method="get">
                    <i class="fas fa-search"></i><input class="wpf-search-field" name="wpfs" type="text" value="" placeholder="Search..." />
                </form>
            </div>
            <div class="wpf-clear"></div>
        </div>
`, s.href(c, wfHome))
	return h.String()
}

// crumbs is Template::breadcrumb(): the home icon, then links, then the current
// page unlinked; current "" makes the home the current page, "-" shows none.
func (s wfSkin) crumbs(c *Ctx, links [][2]string, current string) string {
	var h strings.Builder
	h.WriteString(`        <style>.wpf-item-element {
                display: inline;
            }</style>
        <div class="wpf-breadcrumb" itemscope="" itemtype="https://schema.org/BreadcrumbList">
`)
	if current == "" {
		h.WriteString(`<div itemprop="itemListElement" itemscope="" itemtype="https://schema.org/ListItem" class="wpf-item-element wpf-root active"><a itemprop="item" href="#" title="Forums"><i class="fas fa-home"></i><span itemprop="name" style="display:none;">Forums</span></a><meta itemprop="position" content="1"></div>`)
	} else {
		fmt.Fprintf(&h, `<div itemprop="itemListElement" itemscope="" itemtype="https://schema.org/ListItem" class="wpf-item-element wpf-root"><a itemprop="item" href="%s" title="Forums"><i class="fas fa-home"></i><span itemprop="name" style="display:none;">Forums</span></a><meta itemprop="position" content="1"></div>`, s.href(c, wfHome))
	}
	for i, l := range links {
		fmt.Fprintf(&h, `<div itemprop="itemListElement" itemscope="" itemtype="https://schema.org/ListItem" class="wpf-item-element"><a itemprop="item" href="%s" title="%s"><span itemprop="name">%s</span></a><meta itemprop="position" content="%d"></div>`,
			s.href(c, l[0]), Esc(l[1]), Esc(wfCut(l[1], 19)), i+2)
	}
	if current != "" && current != "-" {
		fmt.Fprintf(&h, `<div class="wpf-item-element active"><span>%s</span></div>`, Esc(wfCut(current, 19)))
	}
	h.WriteString("<span class=\"wpf-end\">&nbsp;</span>\n        </div>\n")
	return h.String()
}

// trail is the breadcrumb links of a forum: its category, its parents and, with self, itself.
func (s wfSkin) trail(c *Ctx, d *wfTables, b *Board, self bool) [][2]string {
	links := [][2]string{{s.catURL(d, b.Category), b.Category.Name}}
	for _, x := range b.Trail() {
		if x != b || self {
			links = append(links, [2]string{s.forumURL(x), x.Name})
		}
	}
	return links
}

// boardFoot is wpForo's footer.php: share buttons, the statistics, the icon legend.
func (s wfSkin) boardFoot(c *Ctx, d *wfTables) string {
	w := c.W
	share := url.QueryEscape(c.URL(c.Path))
	forums := len(w.Boards)
	latest := d.latest
	var h strings.Builder
	fmt.Fprintf(&h, `
<!-- forum statistic -->
<div class="wpf-clear"></div>

    <div class="wpf-sbtn wpf-sb-bottom wpf-sb-style-grey" style="display: block">
        <div class="wpf-sbtn-title"><i class="fas fa-share-alt"></i> <span>Share:</span>
        </div>
        <div class="wpf-sbtn-wrap">
			<div class="wpf-sbw wpf-sbw-fb"><a class="wpf-sb-button wpf-fb" href="https://www.facebook.com/sharer/sharer.php?u=%s" target="_blank"><i class="fa-brands fa-facebook-f" aria-hidden="true"></i></a></div>
			<div class="wpf-sbw wpf-sbw-tw"><a class="wpf-sb-button wpf-tw" href="https://twitter.com/intent/tweet?text=&amp;url=%s" rel="noreferrer" target="_blank"><i class="fa-brands fa-twitter" aria-hidden="true"></i></a></div>
			<div class="wpf-sbw wpf-sbw-wapp"><a class="wpf-sb-button wpf-wapp" href="https://web.whatsapp.com/send?text=%s" data-action="share/whatsapp/share" target="_blank"><i class="fa-brands fa-whatsapp" aria-hidden="true"></i></a></div>
        </div>
        <div class="wpf-clear"></div>
    </div>

<div id="wpforo-footer">
        <div id="wpforo-stat-header">
            <div class="wpf-footer-title">
                <span>Forum Information</span>
            </div>
            <div class="wpf-footer-buttons">
                <div class="wpf-all-read">        <a class="wpf-mark-all-read" href="?foro=allread&amp;foro_n=%s" rel="nofollow">
            <i class="fa-regular fa-circle-check"></i>
            <span>Mark all read</span>
        </a>
	</div>
                <div class="wpf-stat-recent-posts"><a href="%s"><i class="fas fa-list-ul"></i> <span>Recent Posts</span></a></div>
                <div class="wpf-stat-unread-posts"><a href="%s"><i class="fas fa-layer-group"></i> <span>Unread Posts</span></a></div>
                <div class="wpf-stat-tags"><a href="%s"><i class="fas fa-tag"></i> <span>Tags</span></a></div>
            </div>
        </div>
        <div id="wpforo-stat-body">
                <div class="wpf-footer-box">
                    <ul>
                        <li><span class="wpf-stat-value">%d</span> <span class="wpf-stat-label">Forums</span></li>
                        <li><span class="wpf-stat-value">%s</span> <span class="wpf-stat-label">Topics</span></li>
                        <li><span class="wpf-stat-value">%s</span> <span class="wpf-stat-label">Posts</span></li>
                        <li><span class="wpf-stat-value">%d</span> <span class="wpf-stat-label">Online</span></li>
                        <li><span class="wpf-stat-value">%d</span> <span class="wpf-stat-label">Members</span></li>
                    </ul>
                </div>
            <div class="wpf-footer-box">
                <div class="wpf-newest-member">
                    Our newest member: %s
                </div>
                    <div class="wpf-newest-post">
                        Latest Post: <a href="%s">%s</a>
                    </div>
            </div>
            <div class="wpf-footer-box wpf-last-info">
                <div class="wpf-forum-icons">
                    <span class="wpf-stat-label">Forum Icons:</span>
                    <span class="wpf-no-new"><i class="fas fa-comments wpfcl-0"></i> Forum contains no unread posts</span>
                    <span class="wpf-new"><i class="fas fa-comments"></i> Forum contains unread posts</span>
                </div>
                <div class="wpf-topic-icons">
                    <span class="wpf-stat-label">Topic Icons:</span>
                    <span><i class="far fa-file wpfcl-2"></i> Not Replied</span>
                    <span><i class="far fa-file-alt wpfcl-2"></i> Replied</span>
                    <span><i class="fas fa-file-alt wpfcl-2"></i> Active</span>
                    <span><i class="fa-brands fa-hotjar wpfcl-5"></i> Hot</span>
                    <span><i class="fas fa-thumbtack wpfcl-10"></i> Sticky</span>
                    <span><i class="fas fa-exclamation-circle wpfcl-5"></i> Unapproved</span>
                    <span><i class="fas fa-check-circle wpfcl-8"></i> Solved</span>
                    <span><i class="fas fa-eye-slash wpfcl-1"></i> Private</span>
                    <span><i class="fas fa-lock wpfcl-1"></i> Closed</span>
                </div>
            </div>
        </div>
            <div id="wpforo-poweredby">
                <p class="wpf-by">
                    <span onclick='document.getElementById("bywpforo").style.display = "inline";document.getElementById("awpforo").style.display = "none";' id="awpforo"> <img title="Powered by wpForo version %s" alt="Powered by wpForo" class="wpdimg" src="%s/assets/images/wpforo-info.png"> </span><a id="bywpforo" target="_blank" href="https://wpforo.com/">&nbsp;Powered by wpForo version %s</a>
                </p>
            </div>
	</div>    <!-- wpforo-footer -->
`, share, share, share, wfNonce, s.href(c, wfHome+"recent/"), s.href(c, wfHome+"recent/?view=unread"), s.href(c, wfHome+"tags/"),
		forums, thousands(len(w.Threads), ","), thousands(len(w.Posts), ","), 1+int(Hash("online", c.Path)%4), len(w.Users)+1,
		s.memberLink(c, d, d.newest, "", "", 30), s.href(c, s.postURL(c, d, latest.LastPost())), Esc(latest.Title),
		wfVersion, wfPlugin, wfVersion)
	return h.String()
}

// memberLink is wpforo_member_link(): the display name, prefixed ("by"), or with
// %s in prefix formatted, cut to size, linking the profile.
func (s wfSkin) memberLink(c *Ctx, d *wfTables, u *User, prefix, class string, size int) string {
	name := Esc(wfCut(u.Name, size))
	switch {
	case strings.Contains(prefix, "%s"):
		name = fmt.Sprintf(prefix, name)
	case prefix != "":
		name = prefix + " " + name
	}
	style := ""
	if u == d.admin {
		style = "color: #FF3333"
	}
	if class != "" {
		class = fmt.Sprintf(`class="%s"`, class)
	}
	return fmt.Sprintf(`<a href="%s" style="%s" %s title="%s">%s</a>`, s.href(c, s.profileURL(d, u, "")), style, class, Esc(u.Name), name)
}

// wfAvatar is the member's Gravatar, the mystery man for those without one.
func wfAvatar(u *User, size int) string {
	return fmt.Sprintf(`<img alt='%s' src='https://secure.gravatar.com/avatar/%016x%016x?s=%d&#038;d=mm&#038;r=g' class='avatar avatar-%d photo' height='%d' width='%d' loading='lazy' decoding='async'/>`,
		Esc(u.Name), Hash("gravatar", u.Name), Hash("gravatar2", u.Name), size, size, size, size)
}

// wfCut is wpforo_text(): text cut to n characters with an ellipsis.
func wfCut(s string, n int) string {
	r := []rune(s)
	if n <= 0 || len(r) <= n {
		return s
	}
	return strings.TrimSpace(string(r[:n])) + "..."
}

// wfAgo is wpforo_date()'s default: human_time_diff() and "ago".
func wfAgo(now, t time.Time) string {
	d := now.Sub(t)
	unit := func(n int, one, many string) string {
		n = max(n, 1)
		if n == 1 {
			return "1 " + one + " ago"
		}
		return fmt.Sprintf("%d %s ago", n, many)
	}
	switch {
	case d < time.Hour:
		return unit(int(d.Minutes()), "min", "mins")
	case d < 24*time.Hour:
		return unit(int(d.Hours()), "hour", "hours")
	case d < 7*24*time.Hour:
		return unit(int(d.Hours()/24), "day", "days")
	case d < 30*24*time.Hour:
		return unit(int(d.Hours()/24/7), "week", "weeks")
	case d < 365*24*time.Hour:
		return unit(int(d.Hours()/24/30), "month", "months")
	}
	return unit(int(d.Hours()/24/365), "year", "years")
}

// wfMessage is Template::show_msg(): a notice in the content area.
func wfMessage(msg string) string {
	return fmt.Sprintf(`        <div class="wpfbg-7 wpf-page-message-wrap">
        <div class="wpf-page-message-text">%s</div></div>`, msg)
}

// wfColor is a forum's colour, set when it was created.
func wfColor(b *Board) string {
	return pick([]string{"#1a7fc6", "#d35400", "#27ae60", "#8e44ad", "#c0392b", "#16a085", "#666666"}, "color", b.ID)
}

// wfViewing is wpforo_viewing(): the guests and members on a forum or topic now, when any.
func wfViewing(key string, id int) string {
	n := int(Hash("viewing", key, id) % 5)
	if n < 3 {
		return ""
	}
	return fmt.Sprintf(`<span class="wpf-viewing">(%d viewing)</span>`, n-2)
}

// feedLinks are the board index's RSS links: every forum's topics, every topic's posts.
func (s wfSkin) feedLinks(c *Ctx) string {
	return fmt.Sprintf(`
            <sep> &nbsp;|&nbsp;</sep>
            <span class="wpf-feed-forums">
                <a href="%s"  title="Forums RSS Feed" target="_blank">
                    <span>Forums</span> <i class="fas fa-rss wpfsx"></i>
                </a>
                </span>
            <sep> &nbsp;|&nbsp;</sep>
            <span class="wpf-feed-topics">
                <a href="%s"  title="Topics RSS Feed" target="_blank">
                    <span>Topics</span> <i class="fas fa-rss wpfsx"></i>
                </a>
            </span>
`, s.href(c, c.Path+"?type=rss2&forum=g"), s.href(c, c.Path+"?type=rss2&forum=g&topic=g"))
}

// index is forum.php for the board's root: the title bar, then each category's panel.
func (s wfSkin) index(c *Ctx, d *wfTables) string {
	var h strings.Builder
	fmt.Fprintf(&h, `    <h1 id="wpforo-title">
		%s
        <div class="wpforo-feed">
            <span class="wpf-unread-posts">
                <a href="%s">
                    <i class="fas fa-layer-group" style="padding-right: 1px; font-size: 13px;"></i> <span>Unread Posts</span>
                </a>
            </span>
%s        </div>
    </h1>
`, wfBoard, s.href(c, wfHome+"recent/?view=unread"), s.feedLinks(c))
	for _, cat := range c.W.Categories {
		h.WriteString(s.forumsBlock(c, d, cat.Name, "", cat.Boards))
	}
	return h.String()
}

// category is forum.php for a category: its head bar, then its panel.
func (s wfSkin) category(c *Ctx, d *wfTables, cat *Category) string {
	body := fmt.Sprintf(`    <div class="wpf-head-bar" style="border-left: 3px solid #43a6df">
        <div class="wpf-head-bar-left">
            <h1 id="wpforo-title">%s</h1>
            <div class="wpf-action-link">
                <span class="wpf-feed">
                <a href="%s"  title="Forum RSS Feed" target="_blank" class="wpf-button-outlined">
                    <span style="text-transform: uppercase;">RSS</span>
                    <i class="fas fa-rss wpfsx"></i>
                </a>
            </span>
            </div>
        </div>
        <div class="wpf-clear"></div>
    </div>
`, Esc(cat.Name), s.href(c, c.Path+fmt.Sprintf("?type=rss2&forum=%d", catNodeID(cat))))
	return s.frame(c, d, wfPage{board: true, tpl: "forum", title: []string{cat.Name, "", wfBoard}, desc: cat.Name,
		crumbs: s.crumbs(c, nil, cat.Name), body: body + s.forumsBlock(c, d, cat.Name, "", cat.Boards)})
}

// introTopics are a forum's latest topics as the Extended layout shows them on
// the index: its own and its sub-forums', stickies first, then by last post.
func (s wfSkin) introTopics(b *Board) []*Thread {
	var ts []*Thread
	var walk func(x *Board)
	walk = func(x *Board) {
		ts = append(ts, x.Threads...)
		for _, ch := range x.Children {
			walk(ch)
		}
	}
	walk(b)
	ts = stickyFirst(ts, byLastPost, true)
	return ts[:min(wfIntro, len(ts))]
}

// wfTopicIcon is wpforo_topic_icon(): the status icons, else the one for its replies.
func wfTopicIcon(t *Thread) string {
	if t.Sticky {
		return `<i class="fa-1x fas fa-thumbtack wpfcl-10" title="Sticky"></i>`
	}
	switch n := len(t.Posts); {
	case n < 2:
		return `<i class="fa-1x far fa-file wpfcl-2"></i>`
	case n <= 5:
		return `<i class="fa-1x far fa-file-alt wpfcl-2"></i>`
	case n <= 20:
		return `<i class="fa-1x fas fa-file-alt wpfcl-2"></i>`
	}
	return `<i class="fa-1x fa-brands fa-hotjar wpfcl-5"></i>`
}

// forumsBlock is layouts/1/forum.php: a panel of forums, each with its
// sub-forums, its counts and its latest topics.
func (s wfSkin) forumsBlock(c *Ctx, d *wfTables, title, desc string, bs []*Board) string {
	var h strings.Builder
	fmt.Fprintf(&h, `
<div class="wpfl-1 wpforo-section">
	<div class="wpforo-category" >
	    <div class="cat-title" title="%s">
            <span class="cat-name" >%s</span>
        </div>
	    <div class="cat-stat-posts" >Posts</div>
	    <div class="cat-stat-topics" >Topics</div>
	    <br class="wpf-clear" />
	</div><!-- wpforo-category -->
`, Esc(desc), Esc(title))
	for _, b := range bs {
		fid := wfForumID(b)
		fmt.Fprintf(&h, `	    <div id="wpf-forum-%d" class="forum-wrap ">
	       <div class="wpforo-forum">
	         <div class="wpforo-forum-icon" style="border-left: 3px solid %s"><i class="fas fa-comments wpfcl-0"></i></div>
	         <div class="wpforo-forum-info">
	            <h3 class="wpforo-forum-title"><a href="%s">%s</a> %s</h3>
	            <p class="wpforo-forum-description">%s</p>
`, fid, wfColor(b), s.href(c, s.forumURL(b)), Esc(b.Name), wfViewing("forum", fid), Esc(b.Description))
		if len(b.Children) > 0 {
			h.WriteString(`	                <div class="wpforo-subforum">
	                   <ul>
	                    	<li class="first wpfcl-2">Subforums:</li>
`)
			for _, ch := range b.Children {
				fmt.Fprintf(&h, `	                    		<li class=""><i class="fas fa-comments wpfcl-0"></i>&nbsp;<a href="%s">%s</a> %s</li>
`, s.href(c, s.forumURL(ch)), Esc(ch.Name), wfViewing("forum", wfForumID(ch)))
			}
			h.WriteString("	                   </ul>\n	                   <br class=\"wpf-clear\" />\n	                </div><!-- wpforo-subforum -->\n")
		}
		topics := s.introTopics(b)
		if len(topics) > 0 {
			fmt.Fprintf(&h, `		            <div class="wpforo-forum-footer">
		                <span class="wpfcl-5">Recent Topics</span> &nbsp;
		                <i id="img-arrow-%d" class="topictoggle fas fa-chevron-up" style="color: rgb(67, 166, 223);font-size: 14px; cursor: pointer;"></i>
		            </div>
`, fid)
		}
		fmt.Fprintf(&h, `	         </div><!-- wpforo-forum-info -->
	         <div class="wpforo-forum-stat-posts">%s</div>
	         <div class="wpforo-forum-stat-topics">%s</div>
	       </div><!-- wpforo-forum -->
`, thousands(b.AllPosts(), ","), thousands(b.AllThreads(), ","))
		if len(topics) > 0 {
			fmt.Fprintf(&h, `	           <div class="wpforo-last-topics-%d" style="display: block;">
	              <div class="wpforo-last-topics-tab">&nbsp;</div>
	              <div class="wpforo-last-topics-list">
	                <ul>
`, fid)
			for _, t := range topics {
				last := t.LastPost()
				fmt.Fprintf(&h, `                                <li class="">
                                    <div class="wpforo-last-topic-title">
                                        %s<a href="%s" title="%s">%s</a>  
                                    </div>
                                    <div class="wpforo-last-topic-avatar">
                                        %s
                                    </div>
                                    <div class="wpforo-last-topic-user" title="%s">
                                        %s<br>
                                        %s
                                    </div>
                                </li>
`, wfTopicIcon(t), s.href(c, s.topicURL(t)), Esc(t.Title), Esc(wfCut(t.Title, 45)), wfAvatar(last.Author, 30), Esc(last.Author.Name),
					s.memberLink(c, d, last.Author, "by", "", 12), wfAgo(c.W.Now, last.Time))
			}
			if len(b.Threads) > wfIntro {
				fmt.Fprintf(&h, `                            <li>
                                <div class="wpf-vat">
                                	<a href="%s">view all topics <i class="fas fa-angle-right" aria-hidden="true"></i></a>
                                </div>
                                <br class="wpf-clear" />
                            </li>
`, s.href(c, s.forumURL(b)))
			}
			h.WriteString("	                </ul>\n	              </div>\n	              <br class=\"wpf-clear\" />\n	           </div><!-- wpforo-last-topics -->\n")
		}
		h.WriteString("	    </div><!-- forum-wrap -->\n")
	}
	h.WriteString("</div><!-- wpfl-1 -->\n")
	return h.String()
}

// pagenavi is Template::pagenavi(): "Page N / M", prev and next links and a
// select of every page; nothing when one page holds everything. link names page n.
func (s wfSkin) pagenavi(c *Ctx, class string, page, count, per int, link func(int) string) string {
	if count <= per {
		return ""
	}
	pages := (count + per - 1) / per
	var h strings.Builder
	fmt.Fprintf(&h, `
        <div class="wpf-navi %s">
            <div class="wpf-navi-wrap">
                <span class="wpf-page-info">
                    Page %d / %d
                </span>
`, class, page, pages)
	if page > 1 {
		fmt.Fprintf(&h, `                    <a href="%s" class="wpf-prev-button" rel="prev">
                        <i class="fas fa-chevron-left fa-sx"></i> prev
                    </a>
`, s.href(c, link(page-1)))
	}
	h.WriteString(`                <select class="wpf-navi-dropdown" onchange="if (this.value) window.location.assign(this.value)" title="Select Page">
`)
	for i := 1; i <= pages; i++ {
		sel := ""
		if i == page {
			sel = " selected"
		}
		fmt.Fprintf(&h, "                    <option value=\"%s\"%s>%d</option>\n", s.href(c, link(i)), sel, i)
	}
	h.WriteString("                </select>\n")
	if page < pages {
		fmt.Fprintf(&h, `                    <a href="%s" class="wpf-next-button" rel="next">
						next <i class="fas fa-chevron-right fa-sx"></i>
                    </a>
`, s.href(c, link(page+1)))
	}
	h.WriteString("            </div>\n        </div>\n")
	return h.String()
}

// permalinkPages names the pages of a paged/N/ listing: the request's path
// without its page, the query (without wpfpaged) kept.
func (s wfSkin) permalinkPages(c *Ctx, r wfRoute) func(int) string {
	q := wfWithout(c.RawQuery, "wpfpaged")
	if q != "" {
		q = "?" + q
	}
	return func(n int) string { return wfPaged(r.base, n) + q }
}

// queryPages names the pages of a wpfpaged listing (recent posts, search).
func (s wfSkin) queryPages(c *Ctx) func(int) string {
	q := wfWithout(c.RawQuery, "wpfpaged")
	return func(n int) string {
		switch {
		case n == 1 && q == "":
			return c.Path
		case n == 1:
			return c.Path + "?" + q
		case q == "":
			return fmt.Sprintf("%s?wpfpaged=%d", c.Path, n)
		}
		return fmt.Sprintf("%s?%s&wpfpaged=%d", c.Path, q, n)
	}
}

// forumPage is a forum's page: forum.php's panel of its sub-forums, then topic.php.
func (s wfSkin) forumPage(c *Ctx, d *wfTables, b *Board, r wfRoute) string {
	per := c.W.Shape.ThreadsPerPage
	var h strings.Builder
	if len(b.Children) > 0 {
		h.WriteString(s.forumsBlock(c, d, b.Name, b.Description, b.Children))
	}
	fmt.Fprintf(&h, `        <div class="wpf-subforum-sep" style="height:20px;"></div>
        <div class="wpf-head-bar" style="border-left: 3px solid %s">
            <div class="wpf-head-bar-left">
				<h1 id="wpforo-title">%s</h1>				<div id="wpforo-description">%s</div>                <div class="wpf-action-link">
	                            <span class="wpf-feed">
                <a href="%s"  title="Forum RSS Feed" target="_blank" class="wpf-button-outlined">
                    <span style="text-transform: uppercase;">
                        RSS                    </span>
                    <i class="fas fa-rss wpfsx"></i>
                </a>
            </span>
		                </div>
            </div>
            <div class="wpf-head-bar-right">
				                <a href="%s" class="wpf-button"><i class="fas fa-feather-alt"></i> <span>Add Topic</span></a>
			            </div>
            <div class="wpf-clear"></div>
        </div>
`, wfColor(b), Esc(b.Name), Esc(b.Description), s.href(c, c.Path+fmt.Sprintf("?type=rss2&forum=%d", wfForumID(b))), s.href(c, wfHome+"sign-in/"))
	pages := s.permalinkPages(c, r)
	h.WriteString(s.pagenavi(c, "wpf-navi-topic-top", r.paged, len(b.Threads), per, pages))
	h.WriteString(`
<div class="wpfl-1 wpforo-section">
          <div class="wpforo-topic-head">
              <div class="head-title">Topic title</div>
              <div class="head-stat-views">Views</div>
              <div class="head-stat-posts">Posts</div>
              <br class="wpf-clear">
          </div>
`)
	for _, t := range Page(b.Threads, r.paged, per) {
		h.WriteString(s.topicRow(c, d, t))
	}
	h.WriteString("</div> <!-- wpfl-1 -->\n")
	h.WriteString(s.pagenavi(c, "wpf-navi-topic-bottom", r.paged, len(b.Threads), per, pages))
	page := ""
	if r.paged > 1 {
		page = fmt.Sprintf("page %d ", r.paged)
	}
	desc := b.Description
	if page != "" {
		desc = page + "| " + desc
	}
	return s.frame(c, d, wfPage{board: true, tpl: "topic", title: []string{b.Name, page, wfBoard}, desc: desc,
		crumbs: s.crumbs(c, s.trail(c, d, b, false), b.Name), body: h.String()})
}

// topicRow is a topic of layouts/1/topic.php: title, last post, counts, and the
// first post with the latest replies below it.
func (s wfSkin) topicRow(c *Ctx, d *wfTables, t *Thread) string {
	now := c.W.Now
	tid := d.topicID(t)
	last := t.LastPost()
	var h strings.Builder
	fmt.Fprintf(&h, `
		<div class="topic-wrap ">
          <div class="wpforo-topic">
              <div class="wpforo-topic-info">
                <p class="wpforo-topic-title">%s<a href="%s" title="%s">%s</a>  %s</p>
                <p class="wpforo-topic-start-info wpfcl-1">
                <span class="wpfcl-5">First post and replies</span>&nbsp; <i id="button-arrow-%d" class="topictoggle wpfcl-a fas fa-chevron-up"></i>
                	<span class="wpf-vsep">|</span>
                    <span class="wpf-last-post-by"><a href="%s">Last post by %s, %s <i class="fas fa-chevron-right fa-sx wpfcl-a"></i></a></span>
                </p>
                <div class="wpforo-topic-badges"></div>
              </div>
              <div class="wpforo-topic-stat-views">%d</div>
              <div class="wpforo-topic-stat-posts">%d</div>
              <br class="wpf-clear">
          </div><!-- wpforo-topic -->
          <div class="wpforo-last-posts-%d" style="display: block">
              <div class="wpforo-last-posts-list">
                <ul>
                    <li>
                        <div class="wpforo-last-post-title"><i class="fas fa-feather-alt wpfsx wpfcl-0"></i> &nbsp; <a href="%s">%s</a></div>
                        <div class="wpforo-last-post-user">%s %s</div>
                        <br class="wpf-clear">
                    </li>
`, wfTopicIcon(t), s.href(c, s.topicURL(t)), Esc(t.Title), Esc(t.Title), wfViewing("topic", tid), tid,
		s.href(c, s.postURL(c, d, last)), Esc(last.Author.Name), wfAgo(now, last.Time), t.Views, len(t.Posts), tid,
		s.href(c, s.postURL(c, d, t.Posts[0])), Esc(wfCut(strings.Join(t.Posts[0].Body, " "), 50)),
		s.memberLink(c, d, t.Author, "by %s", "", 9), wfAgo(now, t.Posts[0].Time))
	replies := t.Posts[1:]
	replies = replies[max(0, len(replies)-(wfIntroPost-1)):]
	if len(replies) > 0 {
		for _, p := range replies {
			body := strings.Join(p.Body, " ")
			fmt.Fprintf(&h, `		                    <li>
		                        <div class="wpforo-last-post-title"><i class="fas fa-reply fa-rotate-180 wpfsx wpfcl-0"></i> &nbsp; <a href="%s" title="REPLY: %s">%s</a></div>
		                        <div class="wpforo-last-post-user">%s %s</div>
		                        <br class="wpf-clear">
		                    </li>
`, s.href(c, s.postURL(c, d, p)), Esc(wfCut(body, 100)), Esc(wfCut(body, 50)), s.memberLink(c, d, p.Author, "by %s", "", 9), wfAgo(now, p.Time))
		}
		if len(t.Posts) > wfIntroPost {
			fmt.Fprintf(&h, `                            <li class="wpforo-last-post-more"><a href="%s">view all posts <i class="fas fa-angle-right" aria-hidden="true"></i></a></li>
`, s.href(c, s.topicURL(t)))
		}
	}
	h.WriteString("                </ul>\n              </div><!-- wpforo-last-posts-list -->\n              <br class=\"wpf-clear\">\n          </div><!-- wpforo-last-posts -->\n	    </div>\n")
	return h.String()
}

// wfLevels are the rating levels' points and titles: a topic counts 2, a post 1.
var wfLevels = []struct {
	points int
	title  string
}{{0, "New Member"}, {5, "Active Member"}, {20, "Eminent Member"}, {50, "Trusted Member"}, {100, "Estimable Member"},
	{250, "Reputable Member"}, {500, "Honorable Member"}, {1000, "Prominent Member"}, {2500, "Noble Member"},
	{5000, "Famed Member"}, {10000, "Illustrious Member"}}

func (d *wfTables) level(u *User) int {
	points, lv := u.Posts+d.started[u], 0
	for i, l := range wfLevels {
		if points >= l.points {
			lv = i
		}
	}
	return lv
}

// memberTitle is wpforo_member_title(): the rating title, or the administrator's usergroup.
func (s wfSkin) memberTitle(d *wfTables, u *User) string {
	if u == d.admin {
		return `<span class="wpf-member-title wpfut wpfug-1 wpfbr-b wpfcl-b" title="Usergroup">Admin</span>`
	}
	return fmt.Sprintf(`<span class="wpf-member-title wpfrt" title="Rating Title">%s</span>`, wfLevels[d.level(u)].title)
}

// memberBadge is wpforo_member_badge(): the rating's stars.
func (s wfSkin) memberBadge(d *wfTables, u *User) string {
	lv := d.level(u)
	return fmt.Sprintf(`    <div class="author-rating-full" style="color:#%06x" title="Member Rating Badge">
		%s        </div>`, Hash("badge", lv)%(1<<24), strings.Repeat(`<i class="fas fa-star" aria-hidden="true"></i>`, max(1, (lv+1)/2)))
}

// topicPage is post.php with the Extended layout's posts, then the topic footer.
func (s wfSkin) topicPage(c *Ctx, d *wfTables, t *Thread, r wfRoute) string {
	w := c.W
	per := w.Shape.PostsPerPage
	b := t.Board
	tid := d.topicID(t)
	last := t.LastPost()
	pages := s.permalinkPages(c, r)
	users := map[*User]bool{}
	for _, p := range t.Posts {
		users[p.Author] = true
	}
	sticky := ""
	if t.Sticky {
		// wpforo_single_title() names a sticky topic's status before its title.
		sticky = `<span class="wpf-status-title">[Sticky]</span> `
	}
	var h strings.Builder
	fmt.Fprintf(&h, `
            <div class="wpf-head-bar">
				<div class="wpf-head-title">
                    <h1 id="wpforo-title">%s</h1>                </div>
                <div class="wpf-action-link">
%s                </div>
            </div>

<div class="wpfl-1 wpforo-section">

    <div class="wpforo-post-head">
            <div class="wpforo-topic-head-wrap"
         data-forumid="%d"
         data-topicid="%d"
         data-userid="%d"
         data-isowner="0"
    >
            <div class="wpf-post-head-top">    <div class="wpf-post-info">
        <span class="wpf-post-info-forum"><i style="color: %s;" class="fas fa-comments"></i> %s</span>
        <div>
            <a href="%s">
                <span class="">Last Post</span>
            </a>
            <span>by</span> %s %s
        </div>
    </div>
    <div class="wpf-post-stat">
        <div class="wpf-post-stat-box"><span class="wpf-tstat">%d</span><span class="wpf-tlabel">posts</span></div>
        <div class="wpf-post-stat-box"><span class="wpf-tstat">%d</span><span class="wpf-tlabel">users</span></div>
        <div class="wpf-post-stat-box"><span class="wpf-tstat">%d</span><span class="wpf-tlabel">likes</span></div>
        <div class="wpf-post-stat-box"><span class="wpf-tstat">%s</span><span class="wpf-tlabel">views</span></div>
        <div class="wpf-post-stat-box wpf-pb-more" wpf-tooltip="Topic overview and more..." wpf-tooltip-size="middle">
            <i class="fas fa-chevron-down" style="font-size: 18px;"></i>
        </div>
    </div>
    </div>
            <div class="wpf-topic-more-info" style="display: none;"></div>
                <div class="wpf-post-head-bottom">
            <div class="wpf-left">
                <div class="wpf-manage-link">
                    <span class="wpforo-action-buttons-wrap"></span>                </div>
            </div>
            <div class="wpf-right">
                <span class="wpforo-action-buttons-wrap"></span>            <a href="%s"  title="Topic RSS Feed" target="_blank" class="wpf-button-outlined">
                <span class="">RSS</span> <i class="fas fa-rss wpfsx"></i>
            </a>
		            </div>
        </div>
    </div>
    </div>

    <div id="wpf_moderation_tools" class="wpf-tools">
		    </div>
`, sticky+Esc(t.Title), s.pagenavi(c, "wpf-navi-post-top", r.paged, len(t.Posts), per, pages), wfForumID(b), tid, wfUID(t.Author),
		wfColor(b), Esc(b.Name), s.href(c, s.postURL(c, d, last)), s.memberLink(c, d, last.Author, "", "", 30), wfAgo(w.Now, last.Time),
		len(t.Posts), len(users), int(Hash("likes", tid)%7), thousands(t.Views, ","),
		s.href(c, c.Path+fmt.Sprintf("?type=rss2&forum=%d&topic=%d", wfForumID(b), tid)))
	for k, p := range Page(t.Posts, r.paged, per) {
		h.WriteString(s.post(c, d, t, k, p))
	}
	h.WriteString("\n</div><!-- wpfl-1 -->\n")
	h.WriteString(s.pagenavi(c, "wpf-navi-post-bottom", r.paged, len(t.Posts), per, pages))
	fmt.Fprintf(&h, `        <div class="wpf-please-login">
            <p class="wpf-please-login-text">You need to log in to create posts and topics.</p>
            <a class="wpf-button" href="%s"><i class="fas fa-sign-in-alt"></i> Login</a>
            <a class="wpf-button wpf-button-secondary" href="%s"><i class="fas fa-user-plus"></i> Create Account</a>
        </div>
`, s.href(c, wfHome+"sign-in/"), s.href(c, wfHome+"sign-up/"))
	h.WriteString(s.topicFooter(c, d, t))
	page := ""
	if r.paged > 1 {
		page = fmt.Sprintf("page %d ", r.paged)
	}
	return s.frame(c, d, wfPage{board: true, tpl: "post", title: []string{t.Title, page, b.Name, wfBoard},
		desc:   wfCut(page+strings.Join(t.Posts[0].Body, " "), 150),
		crumbs: s.crumbs(c, s.trail(c, d, b, true), t.Title), body: h.String()})
}

// post is one post of layouts/1/post.php; the topic's tags follow the first.
func (s wfSkin) post(c *Ctx, d *wfTables, t *Thread, k int, p *Post) string {
	u := p.Author
	pid := d.postID(p)
	first := ""
	if p.Index == 0 {
		first = " wpfp-first"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `
	  	<div id="post-%d" data-postid="%d" data-userid="%d" data-mention="%s" data-isowner="0" class="post-wrap wpfn-%d%s">
	      <div class="wpforo-post wpfcl-1">
	        <div class="wpf-left">
	            	<div class="author-avatar">%s</div>
	                <div class="author-data">
                    <div class="author-name"><span><i class="fas fa-circle wpfsx wpfcl-0" title="Offline"></i></span>&nbsp;%s</div>
                    <div class="wpf-author-nicename" title="You can mention a person using @nicename in post content to send that person an email message. When you post a topic or reply, forum sends an email message to the user letting them know that they have been mentioned on the post.">(@%s)</div>
                    <div class="author-title">%s</div>
%s
                    <div class="author-joined">Joined: %s</div>
                    <div class="author-posts">Posts: %d</div>
	            </div>
                <div class="wpf-clear"></div>
                <div id="wpforo-memberinfo-toggle-%d" class="wpforo-membertoggle" title="More">
                	<i class="fas fa-caret-down" aria-hidden="true"></i>
                </div>
            	<div id="wpforo-memberinfo-%d" class="wpforo-memberinfo">
                	<div class="wpf-member-profile-buttons">
                        <a class="wpf-member-profile-button" title="Profile" href="%s"><i class="fas fa-user"></i></a><a class="wpf-member-profile-button" title="Activity" href="%s"><i class="fas fa-comments"></i></a>            <div class="wpf-member-socnet-wrap">
				            </div>
			                    </div>
                </div>
		        	        </div><!-- left -->
	        <div class="wpf-right">
	            <div class="wpforo-post-content-top">
`, pid, pid, wfUID(u), d.nice[u], k+1, first, wfAvatar(u, 80), s.memberLink(c, d, u, "", "", 30), d.nice[u],
		s.memberTitle(d, u), s.memberBadge(d, u), wfAgo(c.W.Now, u.Joined), u.Posts, pid, pid,
		s.href(c, s.profileURL(d, u, "")), s.href(c, s.profileURL(d, u, "activity")))
	if u == t.Author {
		h.WriteString(`                    <span class="wpf-post-starter"><i class="fas fa-feather-alt"></i> Topic starter</span>`)
	}
	fmt.Fprintf(&h, `                    <span class="wpf-post-date">%s</span> &nbsp;
		            <span class="wpforo-action-buttons-wrap"><span class="wpf-action" data-copy-wpf-furl="%s" data-copy-wpf-shurl="%s" wpf-tooltip="Post link" wpf-tooltip-position="left"><i class="fas fa-link wpfsx"></i></span></span>                    	            </div><!-- wpforo-post-content-top -->
	            <div class="wpforo-post-content">
`, p.Time.Format(wfPostDate), s.href(c, s.postURL(c, d, p)), s.href(c, fmt.Sprintf("%spostid/%d/", wfHome, pid)))
	for _, para := range p.Body {
		fmt.Fprintf(&h, "<p>%s</p>\n", Esc(para))
	}
	h.WriteString("	            </div>\n")
	if sig := signature(u); sig != "" {
		fmt.Fprintf(&h, "	            	<div class=\"wpforo-post-signature\"><p>%s</p>\n</div>\n", Esc(sig))
	}
	h.WriteString(`	        </div><!-- right -->
	        <br class="wpf-clear" />
	        <div class="bottom">
	            <div class="bright">
	            	<span class="wpforo-action-buttons-wrap">`)
	if p.Index > 0 {
		// The Extended layout has no reply button on the first post; a guest's buttons do nothing but ask him to log in.
		h.WriteString(`<span class="wpf-action not_reg_user"><i class="fas fa-reply fa-rotate-180"></i><span class="wpf-button-text">Reply</span></span>`)
	}
	h.WriteString(`<span wpf-tooltip="Quote" class="wpf-action not_reg_user"><i class="fas fa-quote-left wpfsx"></i><span class="wpf-button-text">Quote</span></span></span>                </div>
	            <div class="wpf-clear"></div>
	        </div><!-- bottom -->
	      </div><!-- wpforo-post -->
	 	</div><!-- post-wrap -->
`)
	if p.Index == 0 && len(t.Tags) > 0 {
		h.WriteString(`            <div class="wpforo-topic-meta">
                                <div class="wpforo-post wpforo-tags wpfcl-1">
                                            <div class="wpf-tags-title">
                            <i class="fas fa-tag"></i> <span class="wpf-ttt">Topic Tags</span>
                        </div>
					                    <div class="wpf-tags wpf-tags-medium">
`)
		for _, tag := range t.Tags {
			fmt.Fprintf(&h, "                        <tag wpf-tooltip=\"Topic Tag\"><a\n                                    href=\"%s\">%s</a>\n                            </tag>", c.Href(wfTagURL(tag)), Esc(tag))
		}
		h.WriteString("\n                    </div>\n                    <div class=\"wpf-clear\"></div>\n                </div>\n				            </div>\n")
	}
	return h.String()
}

// topicFooter is wpforo_topic_footer(): the forum jump and the previous and next
// topics, related topics by tag, the tag list and who viewed the topic.
func (s wfSkin) topicFooter(c *Ctx, d *wfTables, t *Thread) string {
	w := c.W
	b := t.Board
	tid := d.topicID(t)
	var h strings.Builder
	h.WriteString(`        <div class="wpforo-topic-footer wpfbg-9">
            <div class="wpf-topic-navi">
				            <div class="wpf-navi-wrap">
                                    <div class="wpf-forum-jump wpf-navi-item">
                        <span class="wpf-forum-jump-title"><i class="fa-solid fa-folder-tree"></i> Forum Jump:</span>
                        <select onchange="window.location.href = wpf_forum_urls['forum_' + this.value]">
`)
	var urls []string
	for _, cat := range w.Categories {
		fmt.Fprintf(&h, "<option value=\"%d\" disabled>%s</option>", catNodeID(cat), Esc(cat.Name))
		urls = append(urls, fmt.Sprintf(`"forum_%d":"%s"`, catNodeID(cat), strings.ReplaceAll(c.URL(s.catURL(d, cat)), "/", `\/`)))
		for _, x := range w.Boards {
			if x.Category != cat {
				continue
			}
			sel := ""
			if x == b {
				sel = " selected"
			}
			fmt.Fprintf(&h, "<option value=\"%d\"%s>%s%s</option>", wfForumID(x), sel, strings.Repeat("&nbsp;&nbsp;&nbsp;", len(x.Trail())), Esc(x.Name))
			urls = append(urls, fmt.Sprintf(`"forum_%d":"%s"`, wfForumID(x), strings.ReplaceAll(c.URL(s.forumURL(x)), "/", `\/`)))
		}
	}
	fmt.Fprintf(&h, `                        </select>
                        <script>var wpf_forum_json = '{%s}'; var wpf_forum_urls = JSON.parse(wpf_forum_json);</script>
                    </div>
`, strings.Join(urls, ","))
	// Previous and next by topic id within the forum.
	var prev, next *Thread
	for _, x := range b.Threads {
		id := d.topicID(x)
		if id < tid && (prev == nil || id > d.topicID(prev)) {
			prev = x
		}
		if id > tid && (next == nil || id < d.topicID(next)) {
			next = x
		}
	}
	if prev != nil || next != nil {
		h.WriteString(`                                                                    <div class="wpf-topic-prnx">
                            <div class="wpf-topic-prev wpf-navi-item">`)
		if prev != nil {
			fmt.Fprintf(&h, `<a href="%s" title="%s"><i class="fas fa-chevron-left"></i>&nbsp; Previous Topic</a>`, s.href(c, s.topicURL(prev)), Esc(prev.Title))
		}
		h.WriteString(`</div>
                            <div class="wpf-topic-next wpf-navi-item">`)
		if next != nil {
			fmt.Fprintf(&h, `<a href="%s" title="%s">Next Topic &nbsp;<i class="fas fa-chevron-right"></i></a>`, s.href(c, s.topicURL(next)), Esc(next.Title))
		}
		h.WriteString("</div>\n                        </div>\n")
	}
	h.WriteString(`                                                <div class="wpf-clear"></div>
            </div>
                        </div>
            <div class="wpf-topic-rel">
`)
	if len(t.Tags) > 0 {
		var rel []*Thread
		for _, x := range b.Threads {
			if x != t && slices.ContainsFunc(x.Tags, func(tag string) bool { return slices.Contains(t.Tags, tag) }) {
				rel = append(rel, x)
			}
		}
		slices.SortStableFunc(rel, func(a, b *Thread) int { return b.LastPost().Time.Compare(a.LastPost().Time) })
		if len(rel) > 0 {
			h.WriteString(`<div class="wpf-rel-wrap"><div class="wpf-rel-title"><i class="fas fa-clone"></i> Related Topics</div><ul class="wpf-rel-topics">`)
			for _, x := range rel[:min(5, len(rel))] {
				fmt.Fprintf(&h, `<li>%s 
                                <a href="%s" title="%s">%s</a> 
                                <div class="wpf-rel-date">%s</div>
                                <div class="wpf-clear"></div>
                             </li>`, wfTopicIcon(x), s.href(c, s.topicURL(x)), Esc(x.Title), Esc(x.Title), wfAgo(w.Now, x.LastPost().Time))
			}
			h.WriteString("</ul></div>")
		} else {
			h.WriteString(`<div class="wpf-no-rel"></div>`)
		}
		h.WriteString(`            </div>
            <div class="wpf-tag-list">
                                <div class="wpforo-post wpforo-tags wpfcl-1">
					                    <div class=" wpf-tags-text">
						<i class="fas fa-tag"></i> <span
                                class="wpf-ttt">Topic Tags:&nbsp; </span>
`)
		for _, tag := range t.Tags {
			fmt.Fprintf(&h, "                        <tag wpf-tooltip=\"Topic Tag\"><a\n                                    href=\"%s\">%s (%d)</a>\n                            </tag><sep>,</sep> ", c.Href(wfTagURL(tag)), Esc(tag), d.tagN[tag])
		}
		h.WriteString("\n                    </div>\n                    <div class=\"wpf-clear\"></div>\n                </div>\n")
	}
	h.WriteString("            </div>\n            <div class=\"wpf-topic-visitors\">\n")
	guests := 1 + int(Hash("guests", tid)%3)
	fmt.Fprintf(&h, "<p class=\"wpf-viewing-users\"><i class=\"fas fa-male\"></i> Currently viewing this topic %d guest%s.</p>", guests, map[bool]string{true: "s"}[guests > 1])
	var seen []string
	for i, p := range t.Posts[max(0, len(t.Posts)-3):] {
		link := s.memberLink(c, d, p.Author, "", "wpf-topic-visitor-link", 30) + " " + wfAgo(w.Now, p.Time.Add(time.Duration(i+1)*time.Hour))
		if !slices.Contains(seen, link) {
			seen = append(seen, link)
		}
	}
	fmt.Fprintf(&h, "<p class=\"wpf-viewed-users\"><i class=\"fas fa-walking\"></i> Recently viewed by users: %s.</p>", strings.Join(seen, ", "))
	h.WriteString("\n            </div>\n        </div>\n")
	return h.String()
}

// wfViews are the recent page's views and titles, as its filter lists them.
var wfViews = []struct{ key, title string }{{"", "Recent Posts"}, {"unread", "Unread Posts"}, {"no-replies", "Not Replied Topics"},
	{"solved", "Solved Topics"}, {"unsolved", "Unsolved Topics"}, {"closed", "Closed Topics"}, {"opened", "Open Topics"}, {"sticky", "Sticky Topics"}}

// recentTopics are the topics a recent-posts view lists: those with a post in the
// last 30 days, or for no-replies every topic only its starter wrote in.
func (s wfSkin) recentTopics(c *Ctx, d *wfTables, view string) []*Thread {
	var out []*Thread
	switch view {
	case "no-replies":
		for _, t := range c.W.ThreadsByActivity() {
			if !slices.ContainsFunc(t.Posts, func(p *Post) bool { return p.Author != t.Author }) {
				out = append(out, t)
			}
		}
	case "solved", "closed", "private", "unapproved":
		// Nothing here is solved, closed, private or awaiting approval.
	case "sticky":
		for _, t := range d.recent {
			if t.Sticky {
				out = append(out, t)
			}
		}
	default:
		out = d.recent
	}
	return out
}

// recent is recent.php: the topics of the last 30 days with their latest replies.
func (s wfSkin) recent(c *Ctx, d *wfTables, r wfRoute) Response {
	w := c.W
	per := w.Shape.ThreadsPerPage
	view := c.Query.Get("view")
	title := "Recent Posts"
	for _, v := range wfViews {
		if v.key == view && v.key != "" {
			title = v.title
		}
	}
	paged := max(1, wfIntval(c.Query.Get("wpfpaged")))
	ts := s.recentTopics(c, d, view)
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="wpforo-recent-wrap">
    <div class="wpf-head-bar">
        <div class="wpf-head-top">
            <h1 id="wpforo-title">
				%s            </h1>
            <div class="wpforo-feed" style="float: none;">
                        <a class="wpf-mark-all-read" href="?foro=allread&amp;foro_n=%s" rel="nofollow">
            <i class="fa-regular fa-circle-check"></i>
            <span>Mark all read</span>
        </a>
	%s            </div>
        </div>
        <div class="wpf-head-bottom">
            <div class="wpf-head-prefix">
				            </div>
            <div class="wpf-head-buttons">
                <div class="wpf-head-filter">
                    <select onchange="window.location.assign(this.value)">
`, title, wfNonce, s.feedLinks(c))
	for _, v := range wfViews {
		u, sel := wfHome+"recent/", ""
		if v.key != "" {
			u += "?view=" + v.key
		}
		if v.key != "" && v.key == view || v.key == "" && view == "recent" {
			sel = " selected"
		}
		fmt.Fprintf(&h, "                        <option value=\"%s\"%s>\n\t\t\t\t\t\t\t%s                        </option>\n", s.href(c, u), sel, v.title)
	}
	fmt.Fprintf(&h, `                    </select>
                </div>
                <div class="wpf-snavi">
%s                </div>
            </div>
        </div>
    </div>
        <div class="wpforo-recent-content wpfr-topics">
`, s.pagenavi(c, "", paged, len(ts), per, s.queryPages(c)))
	if page := Page(ts, paged, per); len(page) > 0 {
		h.WriteString(`                <table width="100%" border="0" cellspacing="0" cellpadding="0">
                    <tr class="wpf-htr">
                        <td class="wpf-shead-title" colspan="3">Topics with their latest replies in reversed order</td>
                    </tr>
`)
		for _, t := range page {
			last := t.LastPost()
			fmt.Fprintf(&h, `                        <tr class="wpf-ttr ">
                            <td class="wpf-spost-avatar">
									%s
                            </td>
                            <td class="wpf-spost-title" colspan="2">
								%s<a href="%s" title="%s" class="wpf-spost-title-link">%s</a>  
                                <p style="font-size:12px">%s %s &nbsp;|&nbsp; <span style="text-transform: lowercase;">Last post:</span> %s</p>
                                <div class="wpf-spost-forum">
                                    <span class="wpf-spost-forum-label">Forum</span>
                                    <i class="fas fa-comments" style="color: %s"></i>
                                    <a href="%s">%s</a>
                                </div>
                            </td>
                        </tr>
`, wfAvatar(t.Author, 30), wfTopicIcon(t), s.href(c, s.topicURL(t)), Esc(t.Title), Esc(t.Title), s.memberLink(c, d, t.Author, "by", "", 30),
				wfAgo(w.Now, t.Posts[0].Time), wfAgo(w.Now, last.Time), wfColor(t.Board), c.Href(s.forumURL(t.Board)), Esc(t.Board.Name))
			if view != "" {
				h.WriteString("                            <tr class=\"wpf-tr-sep\">\n                                <td colspan=\"3\" style=\"height: 2px;\"></td>\n                            </tr>\n")
				continue
			}
			// The intro: the three newest posts, newest first.
			ps := slices.Clone(t.Posts[1:])
			slices.Reverse(ps)
			if len(ps) < wfIntroPost-1 {
				ps = append(ps, t.Posts[0])
			}
			ps = ps[:min(wfIntroPost-1, len(ps))]
			h.WriteString("                            <tr class=\"wpf-ptr\">\n                                <td class=\"wpf-spost-icon\">&nbsp;</td>\n                                <td colspan=\"2\" class=\"wpf-stext\">\n                                    <ul>\n")
			for _, p := range ps {
				body := strings.Join(p.Body, " ")
				fmt.Fprintf(&h, `                                            <li>

                                                <i class="fas fa-reply fa-rotate-180 wpfsx wpfcl-0"></i> &nbsp; <a href="%s" title="REPLY: %s">%s</a>
                                                <div class="wpf-spost-topic-recent-posts">%s&nbsp; %s </div>
                                                <br class="wpf-clear">
                                            </li>
`, s.href(c, s.postURL(c, d, p)), Esc(wfCut(body, 100)), Esc(wfCut(body, 50)), wfAgo(w.Now, p.Time), s.memberLink(c, d, p.Author, "by %s", "", 5))
			}
			if len(t.Posts) > wfIntroPost {
				fmt.Fprintf(&h, `                                            <li style="text-align:right;"><a href="%s">view all posts <i class="fas fa-angle-right" aria-hidden="true"></i></a></li>
`, s.href(c, s.topicURL(t)))
			}
			h.WriteString("                                    </ul>\n                                </td>\n                            </tr>\n")
		}
		h.WriteString("                </table>\n")
	} else if view == "unread" {
		h.WriteString("                    <p class=\"wpf-p-error\">No unread posts were found  </p>\n")
	} else {
		h.WriteString("                    <p class=\"wpf-p-error\">No topics were found here  </p>\n")
	}
	h.WriteString("        </div>\n</div>\n")
	pageTitle := title
	if paged > 1 {
		pageTitle += fmt.Sprintf(" - page %d ", paged)
	}
	crumb := "Recent Posts"
	if view == "unread" {
		crumb = "Unread Posts"
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, wfPage{board: true, tpl: "recent", title: []string{pageTitle, wfBoard},
		desc: "Recent Posts", crumbs: s.crumbs(c, nil, crumb), body: h.String()}))
}

// searchForm is Template::post_search_form(): the search page's form.
func (s wfSkin) searchForm(c *Ctx, kind, needle string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `        <form action="%s" method="get">
            <div class="wpforo-table">
                <div class="wpforo-tr">
                    <div class="wpforo-td wpfw-60 wpfltd">
                        <span class="wpf-search-label wpfcl-1">&nbsp;Search Phrase:</span><br>
                        <label>
                            <input type="text" name="wpfs" class="wpfs wpfw-90" value="%s">
                        </label>
                    </div>
                    <div class="wpforo-td wpfw-40 wpfrtd">
                        <span class="wpf-search-label wpfcl-1">&nbsp;Search Type:</span><br>
                        <label>
                            <select name="wpfin" class="wpfw-90 wpfin">
`, s.href(c, wfHome), Esc(needle))
	for _, o := range [][2]string{{"entire-posts", "Search Entire Posts"}, {"titles-only", "Search Titles Only"}, {"tag", "Find Topics by Tags"},
		{"user-posts", "Find Posts by User"}, {"user-topics", "Find Topics Started by User"}} {
		sel := ""
		if o[0] == kind {
			sel = "selected"
		}
		fmt.Fprintf(&h, "                                <option value=\"%s\" %s>&nbsp;%s</option>\n", o[0], sel, o[1])
	}
	h.WriteString(`                            </select>
                        </label>
                    </div>
                </div>
            </div>
            <div class="wpforo-table wpf-toggle-wrap wpf-search-advanced-wrap">
                <div class="wpforo-tr wpf-cfields">
                    <div class="wpforo-td wpfw-100 wpfltd wpf-last">
                        <span class="wpf-search-label wpfcl-1">&nbsp;Search in date period:</span><br>
                        <select name="wpfd" class="wpfw-90 wpfd"><option value="0" selected>&nbsp;Any Date</option><option value="1">&nbsp;Last 24 hours</option><option value="7">&nbsp;Last Week</option><option value="30">&nbsp;Last Month</option><option value="90">&nbsp;Last 3 Months</option><option value="180">&nbsp;Last 6 Months</option><option value="365">&nbsp;Last Year ago</option></select>
                        <select class="wpfw-90 wpfob" name="wpfob"><option value="relevancy">&nbsp;Relevancy</option><option value="date">&nbsp;Date</option><option value="user">&nbsp;User</option><option value="forum">&nbsp;Forum</option></select>
                        <select class="wpfw-90 wpfo" name="wpfo"><option value="desc">&nbsp;Descending order</option><option value="asc">&nbsp;Ascending order</option></select>
                    </div>
                </div>
            </div>
            <div class="wpforo-table">
                <div class="wpforo-tr">
                    <div class="wpforo-td wpfw-100 wpfrtd wpf-last">
                        <input type="submit" class="wpf-search" value="Search">
                    </div>
                </div>
            </div>
        </form>
`)
	return h.String()
}

// searchHits are the posts a search finds, at most 100: a tag's topics (their
// first posts), a member's posts or topics, or posts or titles with the phrase.
func (s wfSkin) searchHits(c *Ctx, d *wfTables, kind, needle string) []*Post {
	needle = strings.TrimSpace(needle)
	if needle == "" {
		return nil
	}
	low := strings.ToLower(needle)
	var out []*Post
	for i := len(d.o.posts) - 1; i >= 0 && len(out) < wfSearchMax; i-- {
		p := d.o.posts[i]
		t := p.Thread
		ok := false
		switch kind {
		case "tag":
			ok = p.Index == 0 && slices.Contains(t.Tags, needle)
		case "user-posts", "user-topics":
			ok = (kind == "user-posts" || p.Index == 0) && (strings.EqualFold(p.Author.Name, needle) || d.nice[p.Author] == low)
		case "titles-only":
			ok = p.Index == 0 && strings.Contains(strings.ToLower(t.Title), low)
		default:
			ok = strings.Contains(strings.ToLower(strings.Join(p.Body, " ")), low) || p.Index == 0 && strings.Contains(strings.ToLower(t.Title), low)
		}
		if ok {
			out = append(out, p)
		}
	}
	return out
}

// search is search.php; a tag's search lists its topics with their tags.
func (s wfSkin) search(c *Ctx, d *wfTables, r wfRoute) Response {
	w := c.W
	per := w.Shape.PostsPerPage
	kind, needle := c.Query.Get("wpfin"), c.Query.Get("wpfs")
	hits := s.searchHits(c, d, kind, needle)
	if r.paged > 1 && (r.paged-1)*per >= len(hits) && len(hits) > 0 {
		return Response{Status: http.StatusMovedPermanently, Location: s.stripPaged(c, r), Info: Info{Type: TypeOther}}
	}
	tag := kind == "tag"
	var h strings.Builder
	h.WriteString("<h1 id=\"wpforo-search-title\">\n")
	if tag {
		h.WriteString("        <i class=\"fas fa-tag\"></i> &nbsp;Tag:&nbsp;\n")
	} else {
		h.WriteString("\t\tSearch result for:&nbsp;\n")
	}
	fmt.Fprintf(&h, `    <span class="wpfcl-5">%s</span>
</h1>
<div class="wpforo-search-wrap %s">
    <div class="wpf-search-bar">%s</div>
    <hr>
    <div class="wpf-snavi">%s</div>
    <div class="wpforo-search-content">
        <table style="width: 100%%;">
            <tr class="wpf-htr">
                <td class="wpf-shead-icon">#</td>
                <td class="wpf-shead-title">Post Title</td>
`, Esc(needle), map[bool]string{true: "wpforo-search-tag"}[tag], s.searchForm(c, kind, needle), s.pagenavi(c, "", r.paged, len(hits), per, s.queryPages(c)))
	if !tag {
		h.WriteString("                    <td class=\"wpf-shead-result\">Result Info</td>\n")
	}
	h.WriteString("                <td class=\"wpf-shead-date\">Date</td>\n                <td class=\"wpf-shead-user\">User</td>\n")
	if !tag {
		h.WriteString("                    <td class=\"wpf-shead-forum\">Forum</td>\n")
	}
	h.WriteString("            </tr>\n")
	page := Page(hits, r.paged, per)
	for i, p := range page {
		title := p.Thread.Title
		if p.Index > 0 {
			title = "RE: " + title
		}
		fmt.Fprintf(&h, `                    <tr class="wpf-ttr">
                        <td class="wpf-spost-icon"><i class="fas fa-comments fa-1x wpfcl-0"></i></td>
                        <td class="wpf-spost-title">
                            <a href="%s" title="View entire post">%s &nbsp;<i class="fas fa-chevron-right" style="font-size:11px;"></i></a>
                        </td>
`, s.href(c, s.postURL(c, d, p)), Esc(title))
		if !tag {
			fmt.Fprintf(&h, "                            <td class=\"wpf-spost-result wpfcl-5\">%d relevance</td>\n", 100-3*((r.paged-1)*per+i)%90)
		}
		fmt.Fprintf(&h, "                        <td class=\"wpf-spost-date\">%s</td>\n                        <td class=\"wpf-spost-user\">%s</td>\n", wfAgo(w.Now, p.Time), Esc(p.Author.Name))
		if !tag {
			fmt.Fprintf(&h, "                            <td class=\"wpf-spost-forum\">%s</td>\n                    </tr>\n", Esc(p.Thread.Board.Name))
			fmt.Fprintf(&h, "                    <tr class=\"wpf-ptr\">\n                        <td class=\"wpf-spost-icon\">&nbsp;</td>\n                        <td colspan=\"5\" class=\"wpf-stext\">\n\t\t\t\t\t\t\t%s                        </td>\n                    </tr>\n", Esc(wfCut(strings.Join(p.Body, " "), 564)))
			continue
		}
		h.WriteString("                    </tr>\n                    <tr class=\"wpf-ptr\">\n                        <td colspan=\"4\">\n                            <div class=\"wpf-search-tags\">                <div class=\"wpf-tags wpf-tags-small\">\n")
		for _, tg := range p.Thread.Tags {
			fmt.Fprintf(&h, "                        <tag wpf-tooltip=\"Topic Tag\"><a\n                                    href=\"%s\">%s</a></tag>\n", c.Href(wfTagURL(tg)), Esc(tg))
		}
		h.WriteString("                </div>\n                                <div class=\"wpf-clear\"></div>\n                            </div>\n                        </td>\n                    </tr>\n")
	}
	if len(page) == 0 {
		h.WriteString("                <tr class=\"wpf-ptr\">\n                    <td colspan=\"6\"><p class=\"wpf-p-error\"> Posts not found </p></td>\n                </tr>\n")
	}
	fmt.Fprintf(&h, "        </table>\n    </div>\n    <div class=\"wpf-snavi\">%s</div>\n</div>\n", s.pagenavi(c, "", r.paged, len(hits), per, s.queryPages(c)))
	title := []string{"Search", wfBoard}
	if tag && needle != "" {
		pg := ""
		if r.paged > 1 {
			pg = fmt.Sprintf(" - page %d ", r.paged)
		}
		title = []string{"Topic Tag: " + needle, pg, wfBoard}
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, wfPage{board: true, tpl: "search", title: title, desc: wfBoardDesc,
		crumbs: s.crumbs(c, nil, "Search"), body: h.String()}))
}

// tagsPage is tags.php: every tag with its topic count, 100 a page.
func (s wfSkin) tagsPage(c *Ctx, d *wfTables, r wfRoute) Response {
	if r.paged > 1 && (r.paged-1)*wfTagsPer >= len(d.tags) {
		return Response{Status: http.StatusMovedPermanently, Location: s.stripPaged(c, r), Info: Info{Type: TypeOther}}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="wpforo-tags-wrap">
    <div class="wpf-head-bar">
        <h1 id="wpforo-title" style="padding-bottom:0px; margin-bottom:0px;">
			Topic Tags        </h1>
    </div>

    <div class="wpf-search-bar" style="margin-top: 10px;">
        <form action="%s" method="get">
            <div class="wpforo-table">
                <div class="wpforo-tr">
                    <div class="wpforo-td">
                        <span class="wpf-search-label wpfcl-1">&nbsp;Search Phrase:</span><br/>
                        <input type="text" name="wpfs" class="wpfs wpfw-90" value=""/>
                    </div>
                    <div class="wpforo-td">
                        <span class="wpf-search-label wpfcl-1">&nbsp;Search Type:</span><br/>
                        <select name="wpfin" class="wpfw-90 wpfin">
                            <option value="tag" selected="selected">&nbsp;Find Topics by Tags</option>
                            <option value="entire-posts">&nbsp;Search Entire Posts</option>
                            <option value="titles-only">&nbsp;Search Titles Only</option>
                            <option value="user-posts">&nbsp;Find Posts by User</option>
                            <option value="user-topics">&nbsp;Find Topics Started by User</option>
                        </select>
                    </div>
                    <div class="wpforo-td wpf-last" style="vertical-align: bottom; text-align: left; padding: 10px 2px 5px;">
                        <input type="submit" class="wpf-search" value="Search"/>
                    </div>
                </div>
            </div>
        </form>
    </div>

    <hr style="margin: 20px 0px"/>

    <div class="wpforo-tags-content wpfr-tags wpf-tags">
`, s.href(c, wfHome))
	for _, tg := range Page(d.tags, r.paged, wfTagsPer) {
		fmt.Fprintf(&h, "                    <tag><a href=\"%s\">%s &nbsp;[%d]&nbsp;</a></tag>\n", c.Href(wfTagURL(tg.name)), Esc(tg.name), tg.n)
	}
	fmt.Fprintf(&h, "        <div class=\"wpf-clear\"></div>\n    </div>\n    <div class=\"wpf-snavi\">\n%s    </div>\n</div>\n",
		s.pagenavi(c, "", r.paged, len(d.tags), wfTagsPer, s.permalinkPages(c, r)))
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, wfPage{board: true, tpl: "tags", title: []string{"Tags", wfBoard}, desc: "Tags",
		crumbs: s.crumbs(c, nil, "Tags"), body: h.String()}))
}

// members is members.php: the member search form and the members, 15 a page;
// wpfms= (the search form's field) keeps those whose name holds it.
func (s wfSkin) members(c *Ctx, d *wfTables, r wfRoute) Response {
	other := Info{Type: TypeOther}
	list := d.members
	if c.Query.Has("_wpfms") {
		q := strings.ToLower(strings.TrimSpace(c.Query.Get("wpfms")))
		list = nil
		for _, u := range d.members {
			if q != "" && (strings.Contains(strings.ToLower(u.Name), q) || strings.Contains(d.nice[u], q)) {
				list = append(list, u)
			}
		}
	}
	if r.paged > 1 && len(list) > 0 && (r.paged-1)*wfMembers >= len(list) {
		return Response{Status: http.StatusMovedPermanently, Location: s.stripPaged(c, r), Info: other}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<h2 id="wpforo-title">Forum Members</h2>
<div class="wpforo-members-wrap">
        <div class="wpf-table wpforo-members-search wpfbg-9">        <form action="%s" method="get">
			<div class="wpf-tr row-0"><div class="wpf-td wpfw-1 row_0-col_0"><div class="wpf-field wpf-field-type-search wpf-member-search-field"><div class="wpf-label-wrap"><label class="wpf-label wpfcl-1" for="wpfms">Find a member</label></div><div class="wpf-field-wrap"><i class="fas fa-search wpf-field-icon"></i><input id="wpfms" type="search" name="wpfms" value="%s" placeholder="Display Name or Nicename"></div><div class="wpf-field-cl"></div></div><div class="wpf-cl"></div></div></div>
            <div class="wpf-tr">
                <div class="wpf-td wpfw-1">
                    <div class="wpf-field wpf-field-type-submit">
                        <a href="%s">
                            <input type="button" class="wpf-button-secondary" value="Reset Search">
                        </a>
						                        <input type="submit" class="wpf-member-search" name="_wpfms" value="Search"/>
                    </div>
                    <div class="wpf-field-cl"></div>
                </div>
                <div class="wpf-cl"></div>
            </div>
        </form>
		</div>
        <p>&nbsp;</p>
        <div class="wpforo-members">
`, s.href(c, wfHome+"participants/"), Esc(c.Query.Get("wpfms")), s.href(c, wfHome+"participants/"))
	page := Page(list, r.paged, wfMembers)
	for _, u := range page {
		ug := ""
		if u == d.admin {
			ug = `                            <div class="wpforo-member-ug">
                                ` + s.memberTitle(d, u) + `
                            </div>
`
		}
		rating := ""
		if u != d.admin {
			rating = s.memberTitle(d, u)
		}
		fmt.Fprintf(&h, `
                <div class="wpforo-member">
                    <div class="wpforo-member-bg wpfbg-9" >&nbsp;</div>
                    <div class="wpforo-member-head">
                            <div class="wpf-member-avatar">
                                <a href="%s" style=""  title="%s">%s</a>
                                <div class="wpf-member-online"><i class="fas fa-circle wpfsx wpfcl-0" title="Offline"></i></div>
                            </div>
                        %s
                    </div>

                    <div class="wpf-members-info">
%s                        <div class="wpforo-member-reputation">
                            %s
%s
                        </div>
                        <div class="wpforo-member-joined">
                            Joined: %s
                        </div>
                        <div class="wpforo-member-stat">
                            <span class="wpfm-sb">Topics: %d</span>
                             &nbsp;
                            <span class="wpfm-sb">Posts: %d</span>
                        </div>
                        <div class="wpforo-member-social">
                                                    </div>
                        <div>
                                                    </div>
                    </div>

                </div>
`, s.href(c, s.profileURL(d, u, "")), Esc(u.Name), wfAvatar(u, 96), s.memberLink(c, d, u, "", " wpf-member-name ", 50), ug, rating, s.memberBadge(d, u),
			u.Joined.Format("2006-01-02"), d.started[u], u.Posts)
	}
	if len(page) == 0 {
		h.WriteString("                <div>\n                    <p class=\"wpf-p-error\"> Members not found </p>\n                </div>\n")
	}
	fmt.Fprintf(&h, "        </div>\n        <div class=\"wpf-members-foot\">\n%s        </div>\n</div>\n",
		s.pagenavi(c, "", r.paged, len(list), wfMembers, s.permalinkPages(c, r)))
	crumbs := s.crumbs(c, nil, "Members")
	if c.Query.Has("wpfms") {
		crumbs = s.crumbs(c, [][2]string{{wfHome + "participants/", "Members"}}, "Search")
	}
	return c.Page(other, s.frame(c, d, wfPage{board: true, tpl: "members", title: []string{"Members", wfBoard}, desc: "Forum Members List",
		crumbs: crumbs, body: h.String()}))
}

// profile is profile.php with its tab: profile-home.php or profile-activity.php.
func (s wfSkin) profile(c *Ctx, d *wfTables, u *User, tab string, r wfRoute) string {
	w := c.W
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="wpforo-profile">
    <div class="wpforo-profile-head" >
        <div class="wpforo-profile-head-panel">
                <div class="wpf-profile-avatar">
                    %s
                    <div class="wpf-profile-online"><i class="fas fa-circle wpfsx wpfcl-0" title="Offline"></i></div>
                </div>
            <div class="wpforo-profile-head-data">
                <div class="wpforo-profile-head-top">
                    <div class="wpf-profile-details">
                        <div class="wpfp-name">
                            %s
                            @%s                        </div>
                    </div>
                    <div class="wpf-profile-head-right">
                    </div>
                </div>
            </div>
        </div>
        <div class="wpforo-profile-back">
            <a href="%s"><i class="fas fa-home"></i> Forum Home</a> &nbsp; | &nbsp; <a href="%s"><i class="fa-solid fa-reply"></i> Recent Posts</a>        </div>
    </div>

    <div class="wpforo-profile-head-bottom">
        <div class="wpfp-box wpfp-ug">
            %s
        </div>
        <div class="wpfp-box wpfp-reputation">
%s
        </div>
        <div class="wpfp-flex"></div>
            <div class="wpfp-box wpfp-joined">
                Joined: %s<br>
                Last seen: %s            </div>
    </div>

    <div class="wpforo-user-actions"></div>

    <div class="wpforo-profile-menu">
`, wfAvatar(u, 150), Esc(u.Name), d.nice[u], s.href(c, wfHome), s.href(c, wfHome+"recent/"),
		map[bool]string{true: s.memberTitle(d, u)}[u == d.admin], map[bool]string{false: s.memberTitle(d, u)}[u == d.admin]+"\n"+s.memberBadge(d, u), u.Joined.Format("Jan 2, 2006"),
		w.Now.Add(-time.Duration(Hash("seen", u.ID)%(90*24))*time.Hour).Format("Jan 2, 2006"))
	for _, m := range [][3]string{{"profile", "", "fas fa-user"}, {"activity", "activity", "fas fa-comments"}} {
		active := ""
		if m[0] == tab {
			active = "wpforo-active"
		}
		fmt.Fprintf(&h, `<a class="wpf-profile-menu %s" href="%s"><i class="%s"></i> <span class="wpf-profile-menu-label">%s</span></a>`,
			active, s.href(c, s.profileURL(d, u, m[1])), m[2], strings.ToUpper(m[0][:1])+m[0][1:])
	}
	h.WriteString(`        <div class="wpf-clear"></div>
    </div>

    <div class="wpforo-profile-content">
                    <div class="wpforo-profile-content wpf-pt-` + tab + `">
                        <div class="wpf-profile-section wpf-mi-section">
                            <div class="wpf-profile-body">
`)
	if tab == "activity" {
		h.WriteString(s.activityTab(c, d, u, r))
	} else {
		fmt.Fprintf(&h, `<div class="wpforo-profile-home">
        <div class="wpf-profile-section wpf-section-stat">
            <div class="wpf-stat-wrap">
                <div class="wpf-statbox"><div class="wpf-statbox-data"><div class="wpf-statbox-value">%d</div><div class="wpf-statbox-title">Forum Posts</div></div></div>
                <div class="wpf-statbox"><div class="wpf-statbox-data"><div class="wpf-statbox-value">%d</div><div class="wpf-statbox-title">Topics</div></div></div>
                <div class="wpf-statbox"><div class="wpf-statbox-data"><div class="wpf-statbox-value">0</div><div class="wpf-statbox-title">Questions</div></div></div>
                <div class="wpf-statbox"><div class="wpf-statbox-data"><div class="wpf-statbox-value">0</div><div class="wpf-statbox-title">Answers</div></div></div>
                <div class="wpf-statbox"><div class="wpf-statbox-data"><div class="wpf-statbox-value">0</div><div class="wpf-statbox-title">Question Comments</div></div></div>
                <div class="wpf-statbox"><div class="wpf-statbox-data"><div class="wpf-statbox-value">%d</div><div class="wpf-statbox-title">Liked</div></div></div>
                <div class="wpf-statbox"><div class="wpf-statbox-data"><div class="wpf-statbox-value">%d</div><div class="wpf-statbox-title">Received Likes</div></div></div>
                <div class="wpf-statbox"><div class="wpf-statbox-data"><div class="wpf-statbox-value">0</div><div class="wpf-statbox-title">Received Dislikes</div></div></div>
                <div class="wpf-statbox"><div class="wpf-statbox-data"><div class="wpf-statbox-value">%d/10</div><div class="wpf-statbox-title">Rating</div></div></div>
                <div class="wpf-statbox"><div class="wpf-statbox-data"><div class="wpf-statbox-value">%d</div><div class="wpf-statbox-title">Blog Posts</div></div></div>
                <div class="wpf-statbox"><div class="wpf-statbox-data"><div class="wpf-statbox-value">0</div><div class="wpf-statbox-title">Blog Comments</div></div></div>
            </div>
        </div>
    <div class="wpf-profile-section wpf-mi-section">
        <div class="wpf-table">
`, u.Posts, d.started[u], Hash("liked", u.ID)%20, Hash("likes", u.ID)%30, d.level(u), map[bool]int{true: len(d.blog)}[u == d.admin])
		if u.Posts > 0 || u == d.admin {
			fmt.Fprintf(&h, `            <div class="wpf-tr row-0"><div class="wpf-td wpfw-1 row_0-col_0"><div class="wpf-field wpf-field-type-text"><div class="wpf-label-wrap"><p class="wpf-label wpfcl-1">Display Name:</p></div><div class="wpf-field-wrap">%s</div><div class="wpf-field-cl"></div></div><div class="wpf-field wpf-field-type-textarea"><div class="wpf-label-wrap"><p class="wpf-label wpfcl-1">About Me:</p></div><div class="wpf-field-wrap">%s</div><div class="wpf-field-cl"></div></div><div class="wpf-cl"></div></div></div>
`, Esc(u.Name), Esc(u.Bio))
		}
		h.WriteString("        </div>\n    </div>\n</div>\n")
	}
	h.WriteString("                            </div>\n                        </div>\n                    </div>\n    </div>\n</div>\n")
	page := ""
	if r.paged > 1 {
		page = fmt.Sprintf("page %d ", r.paged)
	}
	return s.frame(c, d, wfPage{board: true, tpl: tab, title: []string{u.Name, strings.ToUpper(tab[:1]) + tab[1:], wfBoard, page},
		desc:   wfBoard + " - Member Profile > " + strings.ToUpper(tab[:1]) + tab[1:] + " Page. User: " + u.Name,
		crumbs: s.memberCrumbs(c, d, u, tab), body: h.String()})
}

func (s wfSkin) memberCrumbs(c *Ctx, d *wfTables, u *User, tab string) string {
	links := [][2]string{{wfHome + "participants/", "Members"}}
	if tab == "profile" {
		return s.crumbs(c, links, u.Name)
	}
	return s.crumbs(c, append(links, [2]string{s.profileURL(d, u, ""), u.Name}), "Activity")
}

// activityTab is profile-activity.php: the member's topics and replies, 15 a page.
func (s wfSkin) activityTab(c *Ctx, d *wfTables, u *User, r wfRoute) string {
	w := c.W
	per := w.Shape.PostsPerPage
	acts := s.activities(c, d, u)
	var h strings.Builder
	f := c.Query.Get("filter")
	fmt.Fprintf(&h, `<div class="wpf-activities">
    <div class="wpf-profile-activity-panel">
        <select class="wpf-activity-filter" onchange="window.location.assign(this.value)">
            <option value="%s"%s>All</option>
            <option value="%s"%s>Topics</option>
            <option value="%s"%s>Replies</option>
        </select>
    </div>
`, s.href(c, s.profileURL(d, u, "activity")), map[bool]string{true: " selected"}[f == ""],
		s.href(c, s.profileURL(d, u, "activity")+"?filter=topics"), map[bool]string{true: " selected"}[f == "topics"],
		s.href(c, s.profileURL(d, u, "activity")+"?filter=replies"), map[bool]string{true: " selected"}[f != "" && f != "topics"])
	page := Page(acts, r.paged, per)
	for _, p := range page {
		t := p.Thread
		b := t.Board
		if p.Index == 0 {
			fmt.Fprintf(&h, `                    <div class="wpf-activity wpfa-topic">
                        <div class="wpf-activity-icon">
                            <div class="wpf-activity-tlabel">Topic</div>
                            %s
                        </div>
                        <div class="wpf-activity-data">
                            <div class="wpf-activity-top">
                                <div class="wpf-activity-title">
                                    <a href="%s">
                                        %s
                                    </a>
                                </div>
                                <div class="wpf-activity-date">
                                    %s
                                </div>
                            </div>
                            <div class="wpf-activity-bottom">
                                <div class="wpf-activity-flabel">Forum</div>
                                <div class="wpf-activity-forum">
                                    <i class="fas fa-comments" style="color: %s"></i>
                                    <a href="%s">%s</a>
                                </div>
                            </div>
                            <div class="wpf-activity-stat">
                                <div>
                                    Replies:
                                    %d
                                </div>
                                <div>
                                    Views:
                                    %d
                                </div>
                            </div>
                        </div>
                    </div>
`, wfTopicIcon(t), c.Href(s.topicURL(t)), Esc(t.Title), wfAgo(w.Now, p.Time), wfColor(b), c.Href(s.forumURL(b)), Esc(b.Name), len(t.Posts)-1, t.Views)
			continue
		}
		fmt.Fprintf(&h, `                    <div class="wpf-activity wpfa-reply">
                        <div class="wpf-activity-icon">
                            <div class="wpf-activity-tlabel">Reply</div>
                        </div>
                        <div class="wpf-activity-data">
                            <div class="wpf-activity-top">
                                <div class="wpf-activity-title">
                                    <a href="%s">
                                        RE: %s
                                    </a>
                                    <p>%s</p>
                                </div>
                                <div class="wpf-activity-date">
                                    %s
                                </div>
                            </div>
                            <div class="wpf-activity-bottom">
                                <div class="wpf-activity-flabel">Forum</div>
                                <div class="wpf-activity-forum">
                                    <i class="fas fa-comments" style="color: %s"></i>
                                    <a href="%s">%s</a>
                                </div>
                            </div>
                        </div>
                    </div>
`, c.Href(s.postURL(c, d, p)), Esc(t.Title), Esc(wfCut(strings.Join(p.Body, " "), 150)), wfAgo(w.Now, p.Time), wfColor(b), c.Href(s.forumURL(b)), Esc(b.Name))
	}
	if len(page) > 0 {
		fmt.Fprintf(&h, "        <div class=\"activity-foot\">\n%s        </div>\n", s.pagenavi(c, "", r.paged, len(acts), per, s.permalinkPages(c, r)))
	} else {
		h.WriteString("        <p class=\"wpf-p-error\"> No activity found for this member. </p>\n")
	}
	h.WriteString("</div>\n")
	return h.String()
}

// form is the sign-in, sign-up and password forms a guest is sent to.
func (s wfSkin) form(c *Ctx, d *wfTables, which string) Response {
	var body, tpl, title string
	switch which {
	case "sign-in":
		tpl, title = "login", "Login"
		body = fmt.Sprintf(`<p id="wpforo-title">Forum - Login</p>
<form name="wpflogin" action="" method="POST">
    <div class="wpforo-login-wrap">
        <div class="wpforo-login-content">
            <h3>Login</h3>
            <div class="wpforo-table wpforo-login-table wpfbg-9">
                <div class="wpf-tr row-0"><div class="wpf-td wpfw-1 row_0-col_0">
                    <div class="wpf-field wpf-field-type-text"><div class="wpf-label-wrap"><label class="wpf-label wpfcl-1" for="userlogin">Username</label></div><div class="wpf-field-wrap"><input id="userlogin" autofocus required type="text" name="log" class="wpf-login-text" /></div><div class="wpf-field-cl"></div></div>
                    <div class="wpf-field wpf-field-type-password"><div class="wpf-label-wrap"><label class="wpf-label wpfcl-1" for="userpass">Password</label></div><div class="wpf-field-wrap"><input id="userpass" required type="password" name="pwd" class="wpf-login-text" /></div><div class="wpf-field-cl"></div></div>
                    <div class="wpf-field">
                        <div class="wpf-field-wrap" style="text-align:center; width:100%%;">
                            <p class="wpf-field-remember"><input type="checkbox" value="1" name="rememberme" id="wpf-login-remember"> <label for="wpf-login-remember">Remember Me</label> | <a href="%s" class="wpf-forgot-pass">Lost your password?</a> <a href="%s">register</a></p>
                            <input type="submit" name="wpforologin" value="Login" />
                        </div>
                        <div class="wpf-field-cl"></div>
                    </div>
                    <div class="wpf-field wpf-extra-field-end">
                        <div class="wpf-field-wrap" style="text-align:center; width:100%%;">
<input type="hidden" id="_wpfnonce" name="_wpfnonce" value="%s" /><input type="hidden" name="wpfaction" value="login">                            <div class="wpf-field-cl"></div>
                        </div>
                    </div>
                </div></div>
            </div>
        </div>
    </div>
</form>
`, s.href(c, wfHome+"change-password/"), s.href(c, wfHome+"sign-up/"), wfNonce)
	case "sign-up":
		tpl, title = "register", "Register"
		body = fmt.Sprintf(`<p id="wpforo-title">Forum - Registration</p>
<form name="wpfreg" action="" enctype="multipart/form-data" method="POST">
    <div class="wpforo-register-wrap">
        <div class="wpforo-register-content">
            <h3>Join us today!</h3>
            <div class="wpforo-table wpforo-register-table wpfbg-9">
                <div class="wpf-tr row-0"><div class="wpf-td wpfw-1 row_0-col_0">
                    <div class="wpf-field wpf-field-type-text"><div class="wpf-label-wrap"><label class="wpf-label wpfcl-1" for="user_login">Username</label></div><div class="wpf-field-wrap"><input id="user_login" required type="text" name="wpfreg[user_login]" value="" /></div><div class="wpf-field-cl"></div></div>
                    <div class="wpf-field wpf-field-type-email"><div class="wpf-label-wrap"><label class="wpf-label wpfcl-1" for="user_email">Email</label></div><div class="wpf-field-wrap"><input id="user_email" required type="email" name="wpfreg[user_email]" value="" /></div><div class="wpf-field-cl"></div></div>
                    <div class="wpf-field"><div class="wpf-field-wrap" style="text-align:center; width:100%%;"><input type="submit" value="Register" /></div></div>
                    <div class="wpf-field wpf-extra-field-end"><div class="wpf-field-wrap" style="text-align:center; width:100%%;"><input type="hidden" name="wpfaction" value="registration"><p>Already have an account? <a href="%s">Login</a></p></div></div>
                </div></div>
            </div>
        </div>
    </div>
</form>
`, s.href(c, wfHome+"sign-in/"))
	default:
		tpl, title = "lostpassword", "Lostpassword"
		body = fmt.Sprintf(`<p id="wpforo-title">Reset Password</p>
    <form method="POST">
		<input type="hidden" id="_wpfnonce" name="_wpfnonce" value="%s" />        <input type="hidden" name="wpfaction" value="lostpassword">
        <div class="wpforo-login-wrap wpfbg-9">
            <div class="wpforo-login-content">
                <h3>Forgot Your Password?</h3>
                <div class="wpforo-table wpforo-login-table">
                    <div class="wpf-tr row-0">
                        <div class="wpf-td wpfw-1 row_0-col_0" style="padding-top:10px;">
                            <div class="wpf-field wpf-field-type-text">
                                <div class="wpf-field-wrap">
                                    <label for="userlogin" style="display: block; text-align: center; font-size: 14px; padding-bottom: 10px;">Please Insert Your Email or Username</label>
                                    <input id="userlogin" autofocus required type="text" name="user_login" class="wpf-login-text"/>
                                    <div style="text-align: center; font-size: 13px; padding-top: 10px; line-height: 18px;">Enter your email address or username and we'll send you a link you can use to pick a new password.</div>
                                </div>
                                <div class="wpf-field-cl"></div>
                            </div>
                            <div class="wpf-field">
                                <div class="wpf-field-wrap" style="text-align:center; width:100%%;">
                                    <input type="submit" value="Reset Password"/>
                                </div>
                                <div class="wpf-field-cl"></div>
                            </div>
                        </div>
                    </div>
                </div>
            </div>
        </div>
    </form>
`, wfNonce)
	}
	crumb := map[string]string{"login": "Login", "register": "Register"}[tpl]
	if crumb == "" {
		crumb = "-"
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, wfPage{board: true, tpl: tpl, title: []string{title, wfBoard}, desc: wfBoardDesc,
		noindex: tpl != "lostpassword", crumbs: s.crumbs(c, nil, crumb), body: body}))
}

// notFound is wpForo's 404 template inside the Community page, answered with 404.
func (s wfSkin) notFound(c *Ctx, d *wfTables) Response {
	body := fmt.Sprintf(`
<p id="wpforo-title">Forum - Page Not Found</p>

<div class="wpforo-404-wrap">
    <div class="wpforo-404-content">
        <div class="wpf-404 wpfcl-b">404</div>
        <p class="wpfcl-5" style="text-align:center; font-size:18px;">Oops! The page you requested was not found!</p>
        <p class="wpf-404-desc">
			You can go to <a href="%s">Forum Home</a> page or Search here</p>
        <div class="wpf-search-box wpfbg-9">
            <form action="%s" method="get">
                <p><input type="text" name="wpfs" class="wpf-search-field wpfw-60"/> <input type="submit" class="wpf-search" value="Search &raquo;"/></p>
            </form>
        </div>
    </div>
</div>
<p>&nbsp;</p><p>&nbsp;</p><p>&nbsp;</p>
`, s.href(c, wfHome), s.href(c, wfHome))
	return Response{Status: http.StatusNotFound, Info: Info{Type: TypeOther}, Body: s.frame(c, d, wfPage{board: true, tpl: "404",
		title: []string{"404 - Page not found", wfBoard}, desc: wfBoardDesc, crumbs: s.crumbs(c, nil, "-"), body: body})}
}

// feed is Actions::feed_rss2(): a forum's ten newest topics, or with topic= a
// topic's ten newest posts; forum or topic 0 (or g) is the whole board. A forum
// id nobody has prints nothing.
func (s wfSkin) feed(c *Ctx, d *wfTables) Response {
	w := c.W
	other := Info{Type: TypeOther}
	fid := wfIntval(c.Query.Get("forum"))
	ftitle, furl := "", wfHome
	var ts []*Thread
	switch b, cat := d.boardID[fid], d.catID[fid]; {
	case fid == 0:
		ts = newestFirst(w.Threads)
	case b != nil:
		ftitle, furl, ts = b.Name, s.forumURL(b), newestFirst(b.Threads)
	case cat != nil:
		ftitle, furl = cat.Name, s.catURL(d, cat)
	default:
		return Response{Status: http.StatusOK, Info: other}
	}
	var items strings.Builder
	var title, link string
	if c.Query.Get("topic") != "" {
		var ps []*Post
		title, link = wfBoard+" - Recent Posts", wfHome
		if tid := wfIntval(c.Query.Get("topic")); tid == 0 {
			ps = slices.Clone(d.o.posts)
		} else if t := d.thread(tid); t != nil {
			ps = slices.Clone(t.Posts)
			title, link = t.Title+" - "+ftitle, s.topicURL(t)
		}
		slices.Reverse(ps)
		for _, p := range ps[:min(10, len(ps))] {
			ptitle := p.Thread.Title
			if p.Index > 0 {
				ptitle = "RE: " + ptitle
			}
			s.feedItem(c, &items, ptitle, s.postURL(c, d, p), p, ftitle, furl)
		}
	} else {
		title, link = ftitle+" - "+wfBoard, furl
		if ftitle == "" {
			title = wfBoard + " - Recent Topics"
		}
		for _, t := range ts[:min(10, len(ts))] {
			s.feedItem(c, &items, t.Title, s.topicURL(t), t.Posts[0], ftitle, furl)
		}
	}
	body := fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>        <rss version="2.0"
             xmlns:atom="http://www.w3.org/2005/Atom"
             xmlns:dc="http://purl.org/dc/elements/1.1/"
             xmlns:sy="http://purl.org/rss/1.0/modules/syndication/"
             xmlns:admin="http://webns.net/mvcb/"
             xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
             xmlns:content="http://purl.org/rss/1.0/modules/content/">
        <channel>
            <title>
				%s            </title>
            <link>%s</link>
            <description>%s</description>
            <language>en-US</language>
            <lastBuildDate>%s</lastBuildDate>
            <generator>wpForo</generator>
            <ttl>60</ttl>
%s        </channel>
        </rss>
		`, Esc(title), s.href(c, link), wfBoardDesc, w.Now.Format("Mon, 02 Jan 2006 15:04:05 +0000"), items.String())
	// The header as wpForo sends it, its charset's "=" missing.
	return Response{Status: http.StatusOK, ContentType: "application/xml; charsetUTF-8", Body: body, Info: other}
}

func (s wfSkin) feedItem(c *Ctx, b *strings.Builder, title, link string, p *Post, ftitle, furl string) {
	body := strings.Join(p.Body, "\n")
	fmt.Fprintf(b, `                    <item>
                        <title>%s</title>
                        <link>%s</link>
                        <pubDate>%s</pubDate>
                        <description><![CDATA[%s]]></description>
                        <content:encoded><![CDATA[%s]]></content:encoded>
                        <category domain="%s">%s</category>
                        <dc:creator>%s</dc:creator>
                        <guid isPermaLink="true">%s</guid>
                    </item>
`, Esc(title), s.href(c, link), p.Time.Format("Mon, 02 Jan 2006 15:04:05 +0000"), Esc(wfCut(body, 190)), body, s.href(c, furl), Esc(ftitle),
		Esc(p.Author.Name), s.href(c, link))
}

// sitemap is wpForo's SEO sitemaps: the index, the forums, topics and profiles.
func (s wfSkin) sitemap(c *Ctx, d *wfTables, name string) Response {
	w := c.W
	var b strings.Builder
	add := func(loc string, at time.Time) {
		fmt.Fprintf(&b, "\t<url>\n\t\t<loc>%s</loc>\n\t\t<lastmod>%s</lastmod>\n\t</url>\n", Esc(c.URL(loc)), at.Format(time3339))
	}
	const urlset = `<urlset xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xsi:schemaLocation="http://www.sitemaps.org/schemas/sitemap/0.9 http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd http://www.google.com/schemas/sitemap-image/1.1 http://www.google.com/schemas/sitemap-image/1.1/sitemap-image.xsd" xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n"
	switch name {
	case "sitemap_index.xml":
		b.WriteString(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
		for _, m := range []string{"topic-sitemap1.xml", "profile-sitemap1.xml", "forum-sitemap.xml"} {
			fmt.Fprintf(&b, "\t<sitemap>\n\t\t<loc>%s</loc>\n\t</sitemap>\n", Esc(c.URL(wfHome+m)))
		}
		b.WriteString("</sitemapindex>")
	case "forum-sitemap.xml":
		b.WriteString(urlset)
		for _, cat := range w.Categories {
			add(s.catURL(d, cat), w.Now)
		}
		for _, x := range w.Boards {
			add(s.forumURL(x), x.Latest().Time)
		}
		b.WriteString("</urlset>")
	case "topic-sitemap1.xml":
		b.WriteString(urlset)
		for _, t := range d.o.threads {
			add(s.topicURL(t), t.LastPost().Time)
		}
		b.WriteString("</urlset>")
	case "profile-sitemap1.xml":
		b.WriteString(urlset)
		for _, u := range append([]*User{d.admin}, w.Users...) {
			add(s.profileURL(d, u, ""), u.Joined)
		}
		b.WriteString("</urlset>")
	default:
		return s.notFound(c, d)
	}
	return Response{Status: http.StatusOK, ContentType: "text/xml; charset=UTF-8", Info: Info{Type: TypeOther},
		Body: `<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="` + wfPlugin + `/assets/css/wpforo-sitemap.xsl"?>` + "\n" + b.String() + "\n<!-- XML Sitemap generated by wpForo SEO -->"}
}

// wordpress answers the site around the board: the blog, its archives and pages.
func (s wfSkin) wordpress(c *Ctx, d *wfTables) Response {
	other := Info{Type: TypeOther}
	switch c.Path {
	case "":
		if c.Query.Has("p") {
			// A shortlink: redirect_canonical() sends it to the permalink.
			id := wfIntval(c.Query.Get("p"))
			if id == wfPageID {
				return Response{Status: http.StatusMovedPermanently, Location: wfHome, Info: Info{Type: TypeEntry, Canonical: wfHome}}
			}
			for _, p := range wfPages {
				if p.id == id {
					return Response{Status: http.StatusMovedPermanently, Location: p.path, Info: other}
				}
			}
			for _, p := range d.blog {
				if p.id == id {
					return Response{Status: http.StatusMovedPermanently, Location: p.slug + "/", Info: other}
				}
			}
			return s.wpNotFound(c, d)
		}
		if c.Query.Has("s") {
			q := strings.ToLower(strings.TrimSpace(c.Query.Get("s")))
			var hits []*wfBlogPost
			for _, p := range d.blog {
				if q != "" && strings.Contains(strings.ToLower(p.title+" "+strings.Join(p.body, " ")), q) {
					hits = append(hits, p)
				}
			}
			head := fmt.Sprintf(`<header class="page-header alignwide"><h1 class="page-title">Results for "<span class="page-description search-term">%s</span>"</h1></header>
<div class="search-result-count default-max-width">We found %d results for your search.</div>
`, Esc(c.Query.Get("s")), len(hits))
			return c.Page(other, s.frame(c, d, wfPage{title: []string{`Search Results for “` + c.Query.Get("s") + `”`, wfSite},
				class: "search search-results wp-embed-responsive is-light-theme no-js hfeed has-main-navigation", body: head + s.wpList(c, d, hits)}))
		}
		return c.Page(other, s.frame(c, d, wfPage{title: []string{wfSite, wfTagline}, wpID: 0,
			class: "home blog wp-embed-responsive is-light-theme no-js hfeed has-main-navigation", body: s.wpList(c, d, d.blog)}))
	case "feed/":
		return s.wpFeed(c, d, true)
	case "comments/feed/":
		return s.wpFeed(c, d, false)
	case "wp-login.php":
		return c.Page(other, fmt.Sprintf(`<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8" /><title>Log In &lsaquo; %s &#8212; WordPress</title><meta name='robots' content='noindex, follow' /></head>
<body class="login no-js login-action-login wp-core-ui locale-en-us">
<div id="login"><h1><a href="https://wordpress.org/">Powered by WordPress</a></h1>
<form name="loginform" id="loginform" action="%s" method="post"><p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login" class="input" value="" size="20" autocapitalize="off" autocomplete="username" required="required" /></p>
<div class="user-pass-wrap"><label for="user_pass">Password</label><input type="password" name="pwd" id="user_pass" class="input password-input" value="" size="20" autocomplete="current-password" required="required" /></div>
<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Log In" /></p></form>
<p id="nav"><a class="wp-login-lost-password" href="%s">Lost your password?</a></p>
<p id="backtoblog"><a href="%s">&larr; Go to %s</a></p></div>
</body></html>
`, wfSite, c.Href("wp-login.php"), c.Href("wp-login.php?action=lostpassword"), c.Href(""), wfSite))
	}
	for _, p := range wfPages {
		if c.Path == p.path {
			return c.Page(other, s.frame(c, d, wfPage{title: []string{p.title, wfSite}, wpID: p.id,
				class: fmt.Sprintf("page-template-default page page-id-%d wp-embed-responsive is-light-theme no-js singular has-main-navigation", p.id),
				body:  s.wpPage(c, d, p.id, p.title)}))
		}
	}
	if p := d.blogBy[c.Path]; p != nil {
		return c.Page(other, s.frame(c, d, wfPage{title: []string{p.title, wfSite}, wpID: p.id,
			class: fmt.Sprintf("post-template-default single single-post postid-%d single-format-standard wp-embed-responsive is-light-theme no-js singular has-main-navigation", p.id),
			body:  s.wpPost(c, d, p)}))
	}
	segs := strings.Split(strings.TrimSuffix(c.Path, "/"), "/")
	if strings.HasSuffix(c.Path, "/") {
		switch {
		case len(segs) == 2 && segs[0] == "category":
			for i, cat := range wfBlogCats {
				if cat.slug == segs[1] && s.inCategory(d, i) > 0 {
					var ps []*wfBlogPost
					for _, p := range d.blog {
						if p.cat == i {
							ps = append(ps, p)
						}
					}
					return s.wpArchive(c, d, "Category: <span>"+cat.name+"</span>", cat.name, "archive category category-"+cat.slug, ps)
				}
			}
		case len(segs) == 2 && segs[0] == "author" && segs[1] == "admin":
			return s.wpArchive(c, d, `Author: <span class="vcard">admin</span>`, "admin", "archive author author-admin author-1", d.blog)
		case len(segs) == 2 && len(segs[0]) == 4 && len(segs[1]) == 2:
			for _, m := range s.months(d) {
				if m.Format("2006/01") == segs[0]+"/"+segs[1] {
					var ps []*wfBlogPost
					for _, p := range d.blog {
						if p.at.Year() == m.Year() && p.at.Month() == m.Month() {
							ps = append(ps, p)
						}
					}
					return s.wpArchive(c, d, "Month: <span>"+m.Format("January 2006")+"</span>", m.Format("January 2006"), "archive date", ps)
				}
			}
		}
	} else if !strings.Contains(segs[len(segs)-1], ".") {
		if r, ok := addSlash(c, s.Serve); ok {
			return r
		}
	}
	return s.wpNotFound(c, d)
}

// wpList is the theme's loop: each post whole, with its date, author and category.
func (s wfSkin) wpList(c *Ctx, d *wfTables, ps []*wfBlogPost) string {
	var h strings.Builder
	for _, p := range ps {
		fmt.Fprintf(&h, `
<article id="post-%d" class="post-%d post type-post status-publish format-standard hentry category-%s entry">
	<header class="entry-header">
		<h2 class="entry-title default-max-width"><a href="%s">%s</a></h2>	</header><!-- .entry-header -->
	<div class="entry-content">
`, p.id, p.id, wfBlogCats[p.cat].slug, c.Href(p.slug+"/"), Esc(p.title))
		for _, para := range p.body {
			fmt.Fprintf(&h, "<p>%s</p>\n", Esc(para))
		}
		h.WriteString("	</div><!-- .entry-content -->\n")
		h.WriteString(s.wpMeta(c, p, true))
		fmt.Fprintf(&h, "</article><!-- #post-%d -->\n", p.id)
	}
	if len(ps) == 0 {
		fmt.Fprintf(&h, `<section class="no-results not-found">
	<div class="page-content default-max-width">
		<p>Sorry, but nothing matched your search terms. Please try again with some different keywords.</p>
		<form role="search" method="get" class="search-form" action="%s"><label for="search-form-1">Search&hellip;</label><input type="search" id="search-form-1" class="search-field" value="" name="s" /><input type="submit" class="search-submit" value="Search" /></form>
	</div>
</section>
`, c.Href(""))
	}
	return h.String()
}

// wpMeta is a post's footer: its date, author, category and, in lists, the comment link.
func (s wfSkin) wpMeta(c *Ctx, p *wfBlogPost, list bool) string {
	comment := ""
	if list {
		comment = fmt.Sprintf(`<span class="comments-link"><a href="%s#respond">Leave a comment<span class="screen-reader-text"> on %s</span></a></span>`, c.Href(p.slug+"/"), Esc(p.title))
	}
	return fmt.Sprintf(`	<footer class="entry-footer default-max-width">
		<div class="posted-by"><span class="posted-on">Published <time class="entry-date published updated" datetime="%s">%s</time></span><span class="byline">By <a href="%s" rel="author">admin</a></span></div><div class="post-taxonomies"><span class="cat-links">Categorized as <a href="%s" rel="category tag">%s</a> </span></div>%s
	</footer><!-- .entry-footer -->
`, p.at.Format(time3339), p.at.Format("January 2, 2006"), c.Href("author/admin/"), c.Href("category/"+wfBlogCats[p.cat].slug+"/"), wfBlogCats[p.cat].name, comment)
}

// wpPost is a single blog post: its text, its footer, the neighbours and the comment form.
func (s wfSkin) wpPost(c *Ctx, d *wfTables, p *wfBlogPost) string {
	var h strings.Builder
	fmt.Fprintf(&h, `
<article id="post-%d" class="post-%d post type-post status-publish format-standard hentry category-%s entry">
	<header class="entry-header alignwide">
		<h1 class="entry-title">%s</h1>	</header><!-- .entry-header -->
	<div class="entry-content">
`, p.id, p.id, wfBlogCats[p.cat].slug, Esc(p.title))
	for _, para := range p.body {
		fmt.Fprintf(&h, "<p>%s</p>\n", Esc(para))
	}
	h.WriteString("	</div><!-- .entry-content -->\n")
	h.WriteString(s.wpMeta(c, p, false))
	h.WriteString("</article>\n")
	i := slices.Index(d.blog, p)
	h.WriteString(`	<nav class="navigation post-navigation" aria-label="Posts">
		<h2 class="screen-reader-text">Post navigation</h2>
		<div class="nav-links">`)
	if i+1 < len(d.blog) {
		o := d.blog[i+1]
		fmt.Fprintf(&h, `<div class="nav-previous"><a href="%s" rel="prev"><p class="meta-nav">Previous post</p><p class="post-title">%s</p></a></div>`, c.Href(o.slug+"/"), Esc(o.title))
	}
	if i > 0 {
		o := d.blog[i-1]
		fmt.Fprintf(&h, `<div class="nav-next"><a href="%s" rel="next"><p class="meta-nav">Next post</p><p class="post-title">%s</p></a></div>`, c.Href(o.slug+"/"), Esc(o.title))
	}
	fmt.Fprintf(&h, `</div>
	</nav>
<div id="comments" class="comments-area default-max-width show-avatars">
	<div id="respond" class="comment-respond">
		<h2 id="reply-title" class="comment-reply-title">Leave a comment</h2><form action="%s" method="post" id="commentform" class="comment-form" novalidate><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span></p><p class="comment-form-comment"><label for="comment">Comment</label> <textarea id="comment" name="comment" cols="45" rows="5" maxlength="65525" required></textarea></p><p class="comment-form-author"><label for="author">Name</label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" /></p><p class="comment-form-email"><label for="email">Email</label> <input id="email" name="email" type="email" value="" size="30" maxlength="100" autocomplete="email" /></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment" /> <input type='hidden' name='comment_post_ID' value='%d' id='comment_post_ID' /></p></form>	</div><!-- #respond -->
</div><!-- #comments -->
`, c.Href("wp-comments-post.php"), p.id)
	return h.String()
}

// wpPage is one of the site's pages.
func (s wfSkin) wpPage(c *Ctx, d *wfTables, id int, title string) string {
	g := text.New(c.W.Seed+int64(id), c.W.Shape.Lang)
	topic := c.W.Categories[id%len(c.W.Categories)].Topic
	var h strings.Builder
	fmt.Fprintf(&h, `
<article id="post-%d" class="post-%d page type-page status-publish hentry entry">
	<header class="entry-header alignwide">
		<h1 class="entry-title">%s</h1>	</header><!-- .entry-header -->
	<div class="entry-content">
<p>%s is a neighbourhood site: news from the lane, guides, and a forum where anyone may read along.</p>
`, id, id, title, wfSite)
	for _, para := range g.Paragraphs(topic, 3, 0.1) {
		fmt.Fprintf(&h, "<p>%s</p>\n", Esc(para))
	}
	if id == wfPages[0].id {
		fmt.Fprintf(&h, "<p>Questions, projects and swaps live in our <a href=\"%s\">community forum</a>; the latest news is on the <a href=\"%s\">front page</a>.</p>\n", c.Href(wfHome), c.Href(""))
	}
	fmt.Fprintf(&h, "	</div><!-- .entry-content -->\n</article><!-- #post-%d -->\n", id)
	return h.String()
}

// wpArchive is a category's, the author's or a month's posts.
func (s wfSkin) wpArchive(c *Ctx, d *wfTables, heading, name, class string, ps []*wfBlogPost) Response {
	head := fmt.Sprintf("\t<header class=\"page-header alignwide\">\n\t\t<h1 class=\"page-title\">%s</h1>\n\t</header><!-- .page-header -->\n", heading)
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, wfPage{title: []string{name, wfSite},
		class: class + " wp-embed-responsive is-light-theme no-js hfeed has-main-navigation", body: head + s.wpList(c, d, ps)}))
}

// wpNotFound is the theme's 404 page.
func (s wfSkin) wpNotFound(c *Ctx, d *wfTables) Response {
	body := fmt.Sprintf(`
	<header class="page-header alignwide">
		<h1 class="page-title">Nothing here</h1>
	</header><!-- .page-header -->
	<div class="error-404 not-found default-max-width">
		<div class="page-content">
			<p>It looks like nothing was found at this location. Maybe try a search?</p>
			<form role="search" method="get" class="search-form" action="%s"><label for="search-form-1">Search&hellip;</label><input type="search" id="search-form-1" class="search-field" value="" name="s" /><input type="submit" class="search-submit" value="Search" /></form>
		</div><!-- .page-content -->
	</div><!-- .error-404 -->
`, c.Href(""))
	return Response{Status: http.StatusNotFound, Info: Info{Type: TypeOther}, Body: s.frame(c, d, wfPage{title: []string{"Page not found", wfSite},
		class: "error404 wp-embed-responsive is-light-theme no-js hfeed has-main-navigation", body: body})}
}

// wpFeed is the blog's RSS, or its comments' (none yet).
func (s wfSkin) wpFeed(c *Ctx, d *wfTables, posts bool) Response {
	var items strings.Builder
	title, link := wfSite, ""
	if posts {
		for _, p := range d.blog {
			fmt.Fprintf(&items, `<item><title>%s</title><link>%s</link><dc:creator><![CDATA[admin]]></dc:creator><pubDate>%s</pubDate><category><![CDATA[%s]]></category><guid isPermaLink="false">%s</guid><description><![CDATA[%s]]></description></item>`,
				Esc(p.title), Esc(c.URL(p.slug+"/")), p.at.Format(http.TimeFormat), wfBlogCats[p.cat].name, Esc(c.URL(fmt.Sprintf("?p=%d", p.id))), wfCut(strings.Join(p.body, " "), 300))
		}
	} else {
		title = "Comments for " + wfSite
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=UTF-8", Info: Info{Type: TypeOther},
		Body: rssFeed(c, title, link, items.String())}
}
