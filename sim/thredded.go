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

// Thredded 1.0 (thredded/thredded, the Ruby on Rails forum engine) with its
// standalone layout and default theme, as a guest sees it. The Rails app is
// served under /forum/ and mounts the engine at its root, beside the app's own
// Devise sign-in and member pages (the farm serves one mount, so the host
// app's pages live under it too). No session ids in URLs (Rails keeps the
// session in a cookie), no feeds, no robots.txt (Thredded ships none).
//
// The world maps onto Thredded thus: each farm category is a messageboard
// group, each board a messageboard (Thredded has no sub-boards), each thread a
// topic, its tags the topic's categories (Thredded::Category belongs to one
// messageboard, so a tag is a category of every board that uses it). The
// messageboards index at the root (messageboards#index, the engine's root
// route) lists the groups and their boards: it is the entry page. Messageboard
// and topic slugs are friendly_id slugs of their names (String#parameterize);
// a topic slug is unique over the site, a clash taking "-topic", then a UUID.
// Topics and posts are numbered in posting order (their database ids).
//
// Lists and topics page with Kaminari, 50 a page (TopicCommon and PostCommon
// paginates_per 50), by the routes' (page-:page) segment; Kaminari links page
// 1 as the bare URL, and the theme's paginator shows First, Prev, a window of
// four pages each side with gaps, Next and Last. A page past the end answers
// 302 to the last page (last_page_params: the page-N form, page-1 included);
// /page-1 renders page 1 under its own URL. The routes ignore a trailing slash
// and take ?page=N as well as /page-N (the path wins). Topic lists are sticky
// first, then by last post. A messageboard or topic named by its id, or a
// topic under another messageboard's slug, answers 302 to its slugs
// (params_match? canonical params; the redirect keeps no page). Each post's
// time links its permalink, posts/ID, a 302 to the topic page holding it with
// #post_ID. Category pages list a category's unstuck topics, ?page=N paging.
// Search is topics#search on the root or a messageboard with a query holding
// "q=" (a GET form; nothing links it). For a guest the navigation links
// Settings (preferences/edit) and Private Messages (private-topics), and
// every page the host app's "Sign In / Register": Thredded's login-required
// actions answer its 403 page, "Please sign in first." URL scheme:
//
//	"" (the mount)                       entry: messageboard groups and their messageboards
//	?q=WORD[&page=N]                     search of every messageboard (other)
//	SLUG[/page-N], SLUG?page=N           a messageboard's topics, 50 a page (index); past the end 302 to
//	                                     the last page; an id for SLUG 302s to the slug (page 1)
//	SLUG?q=WORD                          search in one messageboard (other)
//	SLUG/category/CAT[?page=N]           a topic category's topics (index, no board)
//	SLUG/TOPIC[/page-N]                  a topic, 50 posts a page (thread); past the end 302 to the last
//	                                     page; an id for TOPIC, or another board's SLUG, 302 to page 1
//	posts/ID                             302 to the topic page holding the post, #post_ID (as that page)
//	unread, SLUG/unread, SLUG/topics/new, SLUG/TOPIC/follow, preferences/edit, SLUG/preferences/edit,
//	private-topics, private-topics/new, messageboards/new   Thredded's sign-in wall, 403 (other)
//	users/ID                             the host app's member page, five latest posts (other)
//	users/sign_in, users/sign_up, users/password/new   Devise's forms (other)
//	an unknown messageboard or topic     404, Thredded's error page; any other path the Rails 404 page
func thredded() *Package {
	return &Package{
		Name: "thredded", Software: "Thredded 1.0 (Rails engine, standalone layout)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0, Threads: [2]int{15, 65},
			Posts: [2]int{1, 40}, LongThreadChance: 0.07, ThreadsPerPage: 50, PostsPerPage: 50, Users: 80,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/forum/", Seed: 9851, Unseen: true,
		Skin: thSkin{},
	}
}

// thSkin renders Thredded's default theme.
type thSkin struct{}

const (
	thSite    = "Millbrook Makers"
	thPer     = 50 // Kaminari's page size for topics and posts
	thWindow  = 4  // Kaminari's default window
	thRecent  = 5  // posts a member page shows
	thOnlineN = 7  // members the "currently online" box shows at most
	thCatsN   = 6  // topic categories of a messageboard
	thWallMsg = "Please sign in first."
)

// thReserved are the slugs friendly_id refuses for a messageboard: its own
// defaults and the engine's and host app's first path segments.
var thReserved = []string{"new", "edit", "index", "session", "login", "logout", "users", "admin", "stylesheets",
	"assets", "javascripts", "images", "messageboards", "private-topics", "posts", "unread", "preferences",
	"autocomplete-users", "action", "theme-preview", "private-posts"}

// thTopicReserved are the slugs a topic cannot take: friendly_id's reserved
// words and the messageboard's own collection paths.
var thTopicReserved = []string{"new", "edit", "index", "session", "login", "logout", "users", "admin", "stylesheets",
	"assets", "javascripts", "images", "unread", "category", "topics", "preferences"}

// thTables are what the skin derives from a world.
type thTables struct {
	o       idOrder
	bslug   map[*Board]string
	boardOf map[string]*Board
	tslug   map[*Thread]string
	topicOf map[string]*Thread
	cats    map[*Board][]string             // category slugs of each messageboard, sorted
	catName map[string]string               // category slug -> name
	catTops map[*Board]map[string][]*Thread // a category's unstuck topics, by last post
	started map[*User]int
	byLast  []*Thread // every topic, newest last post first (search)
}

func thTab(w *World) *thTables {
	return w.Derived("thredded", func() any {
		d := &thTables{o: newIDOrder(w), bslug: map[*Board]string{}, boardOf: map[string]*Board{}, tslug: map[*Thread]string{},
			topicOf: map[string]*Thread{}, cats: map[*Board][]string{}, catName: map[string]string{},
			catTops: map[*Board]map[string][]*Thread{}, started: map[*User]int{}}
		for _, b := range w.Boards {
			s := slugOr(b.Name, "messageboard")
			if slices.Contains(thReserved, s) || d.boardOf[s] != nil {
				s += "-board"
			}
			for n := 2; d.boardOf[s] != nil; n++ {
				s = fmt.Sprintf("%s-%d", slugOr(b.Name, "messageboard"), n)
			}
			d.bslug[b], d.boardOf[s] = s, b
		}
		// Topic slugs are taken in posting order, as the rows were created.
		for _, t := range d.o.threads {
			base := slugOr(t.Title, "topic")
			s := base
			if d.topicOf[s] != nil || slices.Contains(thTopicReserved, s) || strings.HasPrefix(s, "page-") {
				s = base + "-topic"
			}
			if d.topicOf[s] != nil {
				s = base + "-" + thUUID(d.o.threadID[t])
			}
			d.tslug[t], d.topicOf[s] = s, t
			d.started[t.Author]++
		}
		for _, b := range w.Boards {
			// An admin creates a handful of categories: the board's most used tags.
			count := map[string]int{}
			for _, t := range b.Threads {
				for _, tag := range t.Tags {
					count[tag]++
				}
			}
			tags := byCount(count)
			m := map[string][]*Thread{}
			for _, tag := range tags[:min(thCatsN, len(tags))] {
				cs := slug(tag)
				m[cs] = nil
				d.cats[b] = append(d.cats[b], cs)
				d.catName[cs] = tagLabel(tag)
			}
			for _, t := range b.Threads {
				for _, tag := range t.Tags {
					if ts, ok := m[slug(tag)]; ok && !t.Sticky {
						m[slug(tag)] = append(ts, t)
					}
				}
			}
			for cs, ts := range m {
				m[cs] = stickyFirst(ts, byLastPost, true)
			}
			slices.Sort(d.cats[b])
			d.catTops[b] = m
		}
		d.byLast = w.ThreadsByActivity()
		return d
	}).(*thTables)
}

// thUUID is a SecureRandom.uuid, fixed per topic for determinism.
func thUUID(id int) string {
	a, b := Hash("thuuid", id), Hash("thuuid2", id)
	return fmt.Sprintf("%08x-%04x-4%03x-a%03x-%012x", uint32(a), uint16(a>>32), uint16(a>>48)&0xfff, uint16(b)&0xfff, b>>16&0xffffffffffff)
}

func (thSkin) Entry() string { return "" }

func (thSkin) BoardURL(b *Board, p int) string {
	u := thTab(b.World).bslug[b]
	if p > 1 {
		u += fmt.Sprintf("/page-%d", p)
	}
	return u
}

func (thSkin) ThreadURL(t *Thread, p int) string {
	d := thTab(t.Board.World)
	u := d.bslug[t.Board] + "/" + d.tslug[t]
	if p > 1 {
		u += fmt.Sprintf("/page-%d", p)
	}
	return u
}

func thCatURL(d *thTables, b *Board, cs string, p int) string {
	u := d.bslug[b] + "/category/" + cs
	if p > 1 {
		u += fmt.Sprintf("?page=%d", p)
	}
	return u
}

func thUserURL(u *User) string { return fmt.Sprintf("users/%d", u.ID) }

func thPostURL(d *thTables, p *Post) string { return fmt.Sprintf("posts/%d", d.o.postID[p]) }

// thPathPage reads a (page-:page) segment: [1-9]\d*.
func thPathPage(s string) (int, bool) {
	num, ok := strings.CutPrefix(s, "page-")
	if !ok || num == "" || num[0] == '0' || strings.TrimLeft(num, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(num)
	return n, err == nil
}

// rubyInt is String#to_i: the leading digits, 0 when there are none.
func rubyInt(s string) int {
	s = strings.TrimSpace(s)
	i := 0
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		i++
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	n, _ := strconv.Atoi(s[:j])
	return n
}

// thPage is current_page: the path's page, else ?page, Kaminari reading anything below 1 as 1.
func thPage(c *Ctx, path int) int {
	if path > 0 {
		return path
	}
	return max(1, rubyInt(c.Query.Get("page")))
}

func (s thSkin) Serve(c *Ctx) Response {
	d := thTab(c.W)
	// Rails routing ignores one trailing slash.
	p := strings.TrimSuffix(c.Path, "/")
	search := strings.Contains(c.RawQuery, "q=")
	if p == "" {
		if search {
			return s.search(c, d, nil)
		}
		return s.index(c, d)
	}
	seg := segments(strings.Split(p, "/"))
	n := len(seg)
	if slices.Contains(seg, "") {
		return s.railsNotFound(c)
	}
	switch seg[0] {
	case "posts":
		if n == 2 {
			return s.permalink(c, d, seg[1])
		}
		return s.railsNotFound(c)
	case "unread", "private-topics":
		if n == 1 || n == 2 && seg[0] == "private-topics" && seg[1] == "new" {
			return s.wall(c, nil)
		}
		return s.railsNotFound(c)
	case "preferences", "messageboards":
		if n == 2 && (seg[0] == "preferences" && seg[1] == "edit" || seg[0] == "messageboards" && seg[1] == "new") {
			return s.wall(c, nil)
		}
		return s.railsNotFound(c)
	case "users":
		return s.host(c, d, seg)
	}
	switch {
	case n == 1:
		if search {
			b, r := s.findBoard(c, d, seg[0])
			if b == nil {
				return r
			}
			if seg[0] != d.bslug[b] {
				return c.Redirect(d.bslug[b]+"?q="+url.QueryEscape(c.Query.Get("q")), Info{Type: TypeOther})
			}
			return s.search(c, d, b)
		}
		return s.board(c, d, seg[0], 0)
	case n == 2:
		if pg, ok := thPathPage(seg[1]); ok {
			return s.board(c, d, seg[0], pg)
		}
		if seg[1] == "unread" {
			return s.boardWall(c, d, seg[0])
		}
		return s.topic(c, d, seg[0], seg[1], 0)
	case n == 3:
		switch {
		case seg[1] == "category":
			return s.category(c, d, seg[0], seg[2])
		case seg[1] == "topics" && seg[2] == "new", seg[1] == "preferences" && seg[2] == "edit":
			return s.boardWall(c, d, seg[0])
		case seg[2] == "follow" || seg[2] == "unfollow":
			if t := s.findTopic(d, seg[1]); t != nil {
				return s.wall(c, t.Board)
			}
			return s.notFound(c, nil, "This topic does not exist.")
		}
		if pg, ok := thPathPage(seg[2]); ok {
			return s.topic(c, d, seg[0], seg[1], pg)
		}
	}
	return s.railsNotFound(c)
}

// findBoard is Messageboard.friendly_find!: by slug, else by id; r is the 404 when none.
func (s thSkin) findBoard(c *Ctx, d *thTables, key string) (*Board, Response) {
	if b := d.boardOf[key]; b != nil {
		return b, Response{}
	}
	if id, err := strconv.Atoi(key); err == nil && strconv.Itoa(id) == key {
		if b := c.W.Board(id); b != nil {
			return b, Response{}
		}
	}
	return nil, s.notFound(c, nil, "This messageboard does not exist.")
}

// findTopic is Topic.friendly_find!: by slug, else by id.
func (s thSkin) findTopic(d *thTables, key string) *Thread {
	if t := d.topicOf[key]; t != nil {
		return t
	}
	if id, err := strconv.Atoi(key); err == nil && strconv.Itoa(id) == key {
		if id >= 1 && id <= len(d.o.threads) {
			return d.o.threads[id-1]
		}
	}
	return nil
}

func (s thSkin) boardWall(c *Ctx, d *thTables, key string) Response {
	b, r := s.findBoard(c, d, key)
	if b == nil {
		return r
	}
	return s.wall(c, b)
}

// board is topics#index: a messageboard's topics, sticky first.
func (s thSkin) board(c *Ctx, d *thTables, key string, pathPage int) Response {
	b, r := s.findBoard(c, d, key)
	if b == nil {
		return r
	}
	if key != d.bslug[b] {
		return c.Redirect(s.BoardURL(b, 1), boardInfo(s, b, 1))
	}
	pg := thPage(c, pathPage)
	pages := b.Pages(thPer)
	if pg > pages && pg > 1 {
		return c.Redirect(fmt.Sprintf("%s/page-%d", d.bslug[b], pages), boardInfo(s, b, pages))
	}
	var h strings.Builder
	h.WriteString(`
  <section class="thredded--main-section thredded--topics" data-thredded-topics="true">
`)
	prevSticky := false
	for _, t := range Page(b.Threads, pg, thPer) {
		if prevSticky && !t.Sticky {
			// topics/_sticky_topics_divider, between the stuck topics and the rest.
			h.WriteString(`    <div class="thredded--sticky-topics-divider"><span class="thredded--sticky-topics-divider--text">Sticky topics above</span></div>` + "\n")
		}
		prevSticky = t.Sticky
		h.WriteString(s.topicRow(c, d, t))
	}
	h.WriteString("  </section>\n")
	fmt.Fprintf(&h, "  <footer class=\"thredded--pagination-bottom\">%s</footer>\n", thPager(c, pg, pages, func(p int) string { return s.BoardURL(b, p) }))
	h.WriteString("  <div class=\"thredded--messageboards--actions\">\n  </div>\n")
	title := b.Name
	return c.Page(boardInfo(s, b, pg), s.frame(c, d, title, "thredded--topics-index", b, h.String()))
}

// topicRow is topics/_topic: counts, title, categories, last and first poster.
func (s thSkin) topicRow(c *Ctx, d *thTables, t *Thread) string {
	cls := "thredded--topics--topic thredded--topic-read"
	if t.Sticky {
		cls += " thredded--topic-sticky"
	}
	var cats strings.Builder
	var mine []string
	for _, tag := range t.Tags {
		if cs := slug(tag); slices.Contains(d.cats[t.Board], cs) {
			mine = append(mine, cs)
		}
	}
	if len(mine) > 0 {
		cats.WriteString("\n    <ul class=\"thredded--topics--categories\">\n")
		for _, cs := range mine {
			fmt.Fprintf(&cats, "      <li class=\"thredded--topic-category\"><a href=\"%s\">%s</a></li>\n", c.Href(thCatURL(d, t.Board, cs, 1)), Esc(d.catName[cs]))
		}
		cats.WriteString("    </ul>")
	}
	last := t.LastPost()
	return fmt.Sprintf(`    <article id="topic_%d" class="%s">
    <div class="thredded--topics--posts-count">%d</div>
    <h1 class="thredded--topics--title">
      <a href="%s">%s</a>
    </h1>%s
    <cite class="thredded--topics--updated-by">
      %s
      %s
    </cite>
    <cite class="thredded--topics--started-by">
      %s
      %s
    </cite>
    </article>
`, d.o.threadID[t], cls, len(t.Posts), c.Href(s.ThreadURL(t, 1)), Esc(t.Title), cats.String(),
		thTimeAgo(c.W.Now, last.Time), thUserLink(c, last.Author), thTimeAgo(c.W.Now, t.Posts[0].Time), thUserLink(c, t.Author))
}

// topic is topics#show.
func (s thSkin) topic(c *Ctx, d *thTables, bkey, tkey string, pathPage int) Response {
	t := s.findTopic(d, tkey)
	if t == nil {
		// The messageboard is looked up first only to name it in the breadcrumbs.
		return s.notFound(c, d.boardOf[bkey], "This topic does not exist.")
	}
	if bkey != d.bslug[t.Board] || tkey != d.tslug[t] {
		return c.Redirect(s.ThreadURL(t, 1), threadInfo(s, t, 1))
	}
	pg := thPage(c, pathPage)
	pages := t.Pages(thPer)
	if pg > pages && pg > 1 {
		return c.Redirect(fmt.Sprintf("%s/%s/page-%d", d.bslug[t.Board], d.tslug[t], pages), threadInfo(s, t, pages))
	}
	var h strings.Builder
	pager := thPager(c, pg, pages, func(p int) string { return s.ThreadURL(t, p) })
	fmt.Fprintf(&h, `
  <section id="topic_%d" class="thredded--main-section thredded--topic thredded--topic-read">
    <header class="thredded--topic-header">
      <h1 class="thredded--topic-header--title">%s</h1>
      <cite class="thredded--topic-header--started-by">Started %s by %s</cite>
    </header>
`, d.o.threadID[t], Esc(t.Title), thTimeAgo(c.W.Now, t.Posts[0].Time), thUserLink(c, t.Author))
	if pages > 1 {
		fmt.Fprintf(&h, "    <div class=\"thredded--pagination-top\">%s</div>\n", pager)
	}
	for _, p := range Page(t.Posts, pg, thPer) {
		pid := d.o.postID[p]
		fmt.Fprintf(&h, `    <article id="post_%d" class="thredded--post thredded--read--post">
      <header>
        <img class="thredded--post--avatar" src="https://www.gravatar.com/avatar/%016x?d=mm" alt="">
        <h2 class="thredded--post--user">%s</h2>
        <a href="%s" rel="nofollow" class="thredded--link thredded--post--created-at">%s</a>
      </header>
      <div class="thredded--post--content">%s</div>
    </article>
`, pid, Hash("thavatar", p.Author.ID), thUserLink(c, p.Author), c.Href(thPostURL(d, p)), thTimeAgo(c.W.Now, p.Time), Paras(p.Body, "<p>", "</p>"))
	}
	h.WriteString("  </section>\n")
	fmt.Fprintf(&h, "  <footer class=\"thredded--pagination-bottom\">%s</footer>\n", pager)
	return c.Page(threadInfo(s, t, pg), s.frame(c, d, t.Title, "thredded--topic-show", t.Board, h.String()))
}

// permalink is post_permalinks#show: a 302 to post_url, the topic page holding the post.
func (s thSkin) permalink(c *Ctx, d *thTables, key string) Response {
	id, err := strconv.Atoi(key)
	if err != nil || key[0] == '0' || id < 1 || id > len(d.o.posts) {
		// The route's id constraint fails, or Post.find raises RecordNotFound: Rails' 404.
		return s.railsNotFound(c)
	}
	p := d.o.posts[id-1]
	pg := PageOf(p.Index, thPer)
	return c.Redirect(fmt.Sprintf("%s#post_%d", s.ThreadURL(p.Thread, pg), id), threadInfo(s, p.Thread, pg))
}

// category is topics#category: a topic category's unstuck topics, rendered by the index template.
func (s thSkin) category(c *Ctx, d *thTables, bkey, cs string) Response {
	b, r := s.findBoard(c, d, bkey)
	if b == nil {
		return r
	}
	ts, ok := d.catTops[b][cs]
	if !ok {
		// messageboard.categories.friendly.find raises RecordNotFound, which Thredded does not rescue.
		return s.railsNotFound(c)
	}
	pg := thPage(c, 0)
	pages := pageCount(len(ts), thPer)
	// A messageboard named by its id is not redirected here: the same page under another URL.
	info := Info{Type: TypeIndex, FPage: pg, Canonical: thCatURL(d, b, cs, pg)}
	if pg > pages {
		// No last-page redirect here: Kaminari gives an empty page.
		info = Info{Type: TypeOther}
	}
	var h strings.Builder
	h.WriteString("\n  <section class=\"thredded--main-section thredded--topics\" data-thredded-topics=\"true\">\n")
	for _, t := range Page(ts, pg, thPer) {
		h.WriteString(s.topicRow(c, d, t))
	}
	h.WriteString("  </section>\n")
	fmt.Fprintf(&h, "  <footer class=\"thredded--pagination-bottom\">%s</footer>\n", thPager(c, pg, pages, func(p int) string { return thCatURL(d, b, cs, p) }))
	h.WriteString("  <div class=\"thredded--messageboards--actions\">\n  </div>\n")
	return c.Page(info, s.frame(c, d, b.Name, "thredded--topics-index", b, h.String()))
}

// search is topics#search: topics whose title or posts hold the query, newest last post first.
func (s thSkin) search(c *Ctx, d *thTables, b *Board) Response {
	q := c.Query.Get("q")
	words := strings.Fields(strings.ToLower(q))
	var hits []*Thread
	for _, t := range d.byLast {
		if b != nil && t.Board != b || len(words) == 0 {
			continue
		}
		title := strings.ToLower(t.Title)
		all := true
		for _, w := range words {
			all = all && strings.Contains(title, w)
		}
		if all {
			hits = append(hits, t)
		}
	}
	pg := thPage(c, 0)
	pages := pageCount(len(hits), thPer)
	base := "?q=" + url.QueryEscape(q)
	if b != nil {
		base = d.bslug[b] + base
	}
	if pg > pages && pg > 1 {
		return c.Redirect(fmt.Sprintf("%s&page=%d", base, pages), Info{Type: TypeOther})
	}
	var h strings.Builder
	fmt.Fprintf(&h, "\n  <section class=\"thredded--main-section thredded--topics\">\n    <h1 class=\"thredded--topics--search-results-title\">Results for &#8220;%s&#8221;</h1>\n", Esc(q))
	if len(hits) == 0 {
		h.WriteString("    <p class=\"thredded--empty\">There are no results for your search.</p>\n")
	}
	for _, t := range Page(hits, pg, thPer) {
		h.WriteString(s.topicRow(c, d, t))
	}
	h.WriteString("  </section>\n")
	fmt.Fprintf(&h, "  <footer class=\"thredded--pagination-bottom\">%s</footer>\n", thPager(c, pg, pages, func(p int) string {
		if p == 1 {
			return base
		}
		// Rails orders the query's keys: page before q.
		return strings.Replace(base, "?", fmt.Sprintf("?page=%d&", p), 1)
	}))
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, "Search Results", "thredded--topics-search", b, h.String()))
}

// index is messageboards#index: each group's heading and its messageboards' cards.
func (s thSkin) index(c *Ctx, d *thTables) Response {
	var h strings.Builder
	h.WriteString("\n  <section class=\"thredded--main-section thredded--messageboards\">\n")
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, "    <h3 class=\"thredded--messageboards-group--title\">%s</h3>\n    <div class=\"thredded--messageboards-group\">\n", Esc(cat.Name))
		for _, b := range cat.Boards {
			fmt.Fprintf(&h, `      <a class="thredded--messageboard" href="%s">
        <header class="thredded--messageboard--header">
          <h2 class="thredded--messageboard--title">%s</h2>
          <div class="thredded--messageboard--meta">
            <h3 class="thredded--messageboard--meta--counts">%s topics / %s posts</h3>
          </div>
        </header>
        <p class="thredded--messageboard--description">%s</p>
`, c.Href(s.BoardURL(b, 1)), Esc(b.Name), thousands(len(b.Threads), ","), thousands(b.AllPosts(), ","), Esc(b.Description))
			if p := b.Latest(); p != nil {
				fmt.Fprintf(&h, "        <p class=\"thredded--messageboard--byline\">Updated %s <br>by %s</p>\n", thTimeAgo(c.W.Now, p.Time), Esc(p.Author.Name))
			}
			h.WriteString("      </a>\n")
		}
		h.WriteString("      <div class=\"thredded--messageboard\" aria-hidden=\"true\"></div>\n      <div class=\"thredded--messageboard\" aria-hidden=\"true\"></div>\n    </div>\n")
	}
	h.WriteString("  </section>\n  <div class=\"thredded--messageboards--actions\">\n  </div>\n")
	return c.Page(Info{Type: TypeEntry}, s.frame(c, d, "Messageboards", "thredded--messageboards-index", nil, h.String()))
}

// wall is Thredded's forbidden page, what LoginRequired renders for a guest.
func (s thSkin) wall(c *Ctx, b *Board) Response {
	body := fmt.Sprintf("\n  <p class=\"thredded--alert thredded--alert-warning\">%s</p>\n", thWallMsg)
	r := c.Page(Info{Type: TypeOther}, s.frame(c, thTab(c.W), thWallMsg, "thredded--error-forbidden", b, body))
	r.Status = http.StatusForbidden
	return r
}

// notFound is Thredded's not_found page for a messageboard or topic it cannot find.
func (s thSkin) notFound(c *Ctx, b *Board, msg string) Response {
	body := fmt.Sprintf("\n  <p class=\"thredded--alert thredded--alert-danger\">%s</p>\n", msg)
	return c.NotFound(s.frame(c, thTab(c.W), msg, "thredded--error-not-found", b, body))
}

// railsNotFound is the app's public/404.html, for paths no route matches.
func (s thSkin) railsNotFound(c *Ctx) Response {
	return c.NotFound(`<!DOCTYPE html>
<html>
<head>
  <title>The page you were looking for doesn't exist (404)</title>
  <meta name="viewport" content="width=device-width,initial-scale=1">
</head>
<body>
  <div class="dialog">
    <div>
      <h1>The page you were looking for doesn't exist.</h1>
      <p>You may have mistyped the address or the page may have moved.</p>
    </div>
    <p>If you are the application owner check the logs for more information.</p>
  </div>
</body>
</html>
`)
}

// host answers the host app's pages: Devise's forms and the member pages.
func (s thSkin) host(c *Ctx, d *thTables, seg segments) Response {
	other := Info{Type: TypeOther}
	path := strings.Join(seg, "/")
	switch path {
	case "users/sign_in", "users/sign_up", "users/password/new":
		return c.Page(other, s.hostFrame(c, d, s.devise(c, path)))
	}
	if len(seg) != 2 {
		return s.railsNotFound(c)
	}
	id, err := strconv.Atoi(seg[1])
	u := c.W.User(id)
	if err != nil || u == nil {
		// User.find raises RecordNotFound.
		return s.railsNotFound(c)
	}
	posts := d.o.byUser[u]
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="thredded--main-container">
  <h1>
    <img class="thredded--user--avatar" src="https://www.gravatar.com/avatar/%016x?d=mm" alt="">%s
  </h1>
  <ul>
    <li>User since %s</li>
`, Hash("thavatar", u.ID), Esc(u.Name), thTimeAgo(c.W.Now, u.Joined))
	if len(posts) > 0 {
		fmt.Fprintf(&h, "    <li>Last active %s</li>\n", thTimeAgo(c.W.Now, posts[0].Time))
	}
	if n := d.started[u]; n > 0 {
		fmt.Fprintf(&h, "    <li>Started %d %s</li>\n", n, plural(n, "topic", "topics"))
	}
	if n := len(posts); n > 0 {
		fmt.Fprintf(&h, "    <li>%d %s</li>\n", n, plural(n, "post", "posts"))
	}
	h.WriteString("  </ul>\n  <h2>Recent activity</h2>\n")
	for _, p := range posts[:min(thRecent, len(posts))] {
		verb := "Posted in"
		if p.Index == 0 {
			verb = "Started"
		}
		fmt.Fprintf(&h, `  <article id="post_%d" class="thredded--post">
    <header>
      <h2 class="thredded--post--topic">%s <a href="%s">%s</a></h2>
      <p class="thredded--post--created-at">%s</p>
    </header>
    <div class="thredded--post--content">%s</div>
  </article>
`, d.o.postID[p], verb, c.Href(thPostURL(d, p)), Esc(p.Thread.Title), thTimeAgo(c.W.Now, p.Time), Paras(p.Body[:1], "<p>", "</p>"))
	}
	h.WriteString("</div>\n")
	return c.Page(other, s.hostFrame(c, d, h.String()))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// devise is one of Devise's default forms with its shared links.
func (s thSkin) devise(c *Ctx, path string) string {
	var h strings.Builder
	title, action, fields, button := "Log in", "users/sign_in", []string{"email", "password"}, "Log in"
	switch path {
	case "users/sign_up":
		title, action, fields, button = "Sign up", "users", []string{"email", "password", "password_confirmation"}, "Sign up"
	case "users/password/new":
		title, action, fields, button = "Forgot your password?", "users/password", []string{"email"}, "Send me reset password instructions"
	}
	fmt.Fprintf(&h, "<h2>%s</h2>\n\n<form class=\"new_user\" id=\"new_user\" action=\"%s\" accept-charset=\"UTF-8\" method=\"post\">\n  <input type=\"hidden\" name=\"authenticity_token\" value=\"%s\" autocomplete=\"off\" />\n",
		title, c.Href(action), thToken(c))
	for _, f := range fields {
		typ := "password"
		if f == "email" {
			typ = "email"
		}
		label := strings.ToUpper(f[:1]) + strings.ReplaceAll(f[1:], "_", " ")
		fmt.Fprintf(&h, "  <div class=\"field\">\n    <label for=\"user_%s\">%s</label><br />\n    <input autocomplete=\"%s\" type=\"%s\" name=\"user[%s]\" id=\"user_%s\" />\n  </div>\n", f, label, f, typ, f, f)
	}
	if path == "users/sign_in" {
		h.WriteString("  <div class=\"field\">\n    <input name=\"user[remember_me]\" type=\"hidden\" value=\"0\" autocomplete=\"off\" /><input type=\"checkbox\" value=\"1\" name=\"user[remember_me]\" id=\"user_remember_me\" />\n    <label for=\"user_remember_me\">Remember me</label>\n  </div>\n")
	}
	fmt.Fprintf(&h, "  <div class=\"actions\">\n    <input type=\"submit\" name=\"commit\" value=\"%s\" data-disable-with=\"%s\" />\n  </div>\n</form>\n\n", button, button)
	if path != "users/sign_in" {
		fmt.Fprintf(&h, "  <a href=\"%s\">Log in</a><br />\n", c.Href("users/sign_in"))
	}
	if path != "users/sign_up" {
		fmt.Fprintf(&h, "  <a href=\"%s\">Sign up</a><br />\n", c.Href("users/sign_up"))
	}
	if path != "users/password/new" {
		fmt.Fprintf(&h, "  <a href=\"%s\">Forgot your password?</a><br />\n", c.Href("users/password/new"))
	}
	return h.String()
}

// thToken is a page's authenticity token: 86 url-safe base64 characters (fixed per URL, for determinism).
func thToken(c *Ctx) string {
	const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	b := make([]byte, 86)
	for i := range b {
		b[i] = b64[Hash("thcsrf", c.Path, c.RawQuery, i)%64]
	}
	return string(b)
}

// thPager is Thredded's Kaminari paginator: nothing for one page; First and
// Prev off page 1, the window of pages with a gap each side, Next and Last
// off the last.
func thPager(c *Ctx, cur, total int, url func(int) string) string {
	if total <= 1 {
		return ""
	}
	var h strings.Builder
	h.WriteString("\n    <nav class=\"pagination thredded--pagination\">\n")
	if cur > 1 {
		fmt.Fprintf(&h, "      <span class=\"first\">\n        <a href=\"%s\">&laquo; First</a>\n      </span>\n", c.Href(url(1)))
		fmt.Fprintf(&h, "      <span class=\"prev\">\n        <a rel=\"prev\" href=\"%s\">&lsaquo; Prev</a>\n      </span>\n", c.Href(url(cur-1)))
	}
	gap := false
	for p := 1; p <= total; p++ {
		if p < cur-thWindow || p > cur+thWindow {
			if !gap {
				h.WriteString("      <span class=\"page gap\">&hellip;</span>\n")
				gap = true
			}
			continue
		}
		gap = false
		switch {
		case p == cur:
			fmt.Fprintf(&h, "      <span class=\"page current\">\n        %d\n      </span>\n", p)
		default:
			rel := ""
			if p == cur+1 {
				rel = ` rel="next"`
			} else if p == cur-1 {
				rel = ` rel="prev"`
			}
			fmt.Fprintf(&h, "      <span class=\"page\">\n        <a%s href=\"%s\">%d</a>\n      </span>\n", rel, c.Href(url(p)), p)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, "      <span class=\"next\">\n        <a rel=\"next\" href=\"%s\">Next &rsaquo;</a>\n      </span>\n", c.Href(url(cur+1)))
		fmt.Fprintf(&h, "      <span class=\"last\">\n        <a href=\"%s\">Last &raquo;</a>\n      </span>\n", c.Href(url(total)))
	}
	h.WriteString("    </nav>\n  ")
	return h.String()
}

// thTimeAgo is shared/_time_ago: the UTC time in the title, the words the timeago script would show.
func thTimeAgo(now, t time.Time) string {
	return fmt.Sprintf(`<abbr class="timeago" title="%s">%s</abbr>`, t.UTC().Format("2006-01-02T15:04:05Z"), Ago(now, t))
}

// thUserLink is users/_link: the member's page under the host app's user_path.
func thUserLink(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(thUserURL(u)), Esc(u.Name))
}

// online is the "currently online" box: members seen lately, the board's own when in one.
func (s thSkin) online(c *Ctx, d *thTables, b *Board) string {
	var users []*User
	ts := d.byLast
	if b != nil {
		ts = b.Threads
	}
	for _, t := range ts {
		for i := len(t.Posts) - 1; i >= 0 && len(users) < thOnlineN; i-- {
			if u := t.Posts[i].Author; Hash("thonline", u.ID, c.W.Now.Day())%3 == 0 && !slices.Contains(users, u) {
				users = append(users, u)
			}
		}
		if len(users) == thOnlineN {
			break
		}
	}
	if len(users) == 0 {
		return ""
	}
	var h strings.Builder
	h.WriteString("  <aside data-thredded-currently-online class=\"thredded--currently-online\">\n    <header class=\"thredded--currently-online--header\">\n      <h3 class=\"thredded--currently-online--title\">Online Now</h3>\n    </header>\n    <ul class=\"thredded--currently-online--users\">\n")
	for _, u := range users {
		fmt.Fprintf(&h, "      <li class=\"thredded--currently-online--user\">\n        <a class=\"thredded--link\" href=\"%s\">\n          <img class=\"thredded--currently-online--avatar\" src=\"https://www.gravatar.com/avatar/%016x?d=mm\" alt=\"\"/>\n          %s\n        </a>\n      </li>\n",
			c.Href(thUserURL(u)), Hash("thavatar", u.ID), Esc(u.Name))
	}
	h.WriteString("    </ul>\n  </aside>\n")
	return h.String()
}

// head is the layout's head, the same for the engine's and the host's pages.
func (s thSkin) head(c *Ctx, title string) string {
	full := thSite
	if title != "" {
		full = title + " | " + thSite
	}
	return fmt.Sprintf(`<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>%s</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="csrf-param" content="authenticity_token" />
  <meta name="csrf-token" content="%s" />
  <link rel="stylesheet" href="%sassets/thredded-3f0c1b8a2e.css" media="all" />
  <script src="%sassets/thredded-9d41e6c07b.js"></script>
%s</head>
`, Esc(full), thToken(c), c.Pkg.Mount, c.Pkg.Mount, c.Styles(18))
}

// frame is the standalone layout around a Thredded page: the user
// navigation (Settings, Private Messages, Sign In / Register for a guest),
// the breadcrumbs and search form, the page, the currently online box.
func (s thSkin) frame(c *Ctx, d *thTables, title, pageID string, b *Board, content string) string {
	var h strings.Builder
	h.WriteString(s.head(c, title))
	prefs, searchAction := "preferences/edit", ""
	crumbs := fmt.Sprintf("<li><a href=\"%s\">All Messageboards</a></li>", c.Href(""))
	if b != nil {
		prefs, searchAction = d.bslug[b]+"/preferences/edit", d.bslug[b]
		crumbs += fmt.Sprintf("\n          <li><a href=\"%s\">%s</a></li>", c.Href(s.BoardURL(b, 1)), Esc(b.Name))
	}
	placeholder := "Search Topics and Posts"
	if b != nil {
		placeholder = "Search " + b.Name
	}
	fmt.Fprintf(&h, `<body>
<div id="thredded--container" class="thredded--main-container %s" data-thredded-page-id="%s">
  <header class="thredded--main-header">
    <nav class="thredded--navigation">
      <ul class="thredded--user-navigation thredded--user-navigation-standalone">
        <li class="thredded--user-navigation--settings thredded--user-navigation--item">
          <a href="%s"><svg class="thredded--icon" viewBox="0 0 24 24"><use xlink:href="#thredded-settings-icon"></use></svg>
          Settings</a>
        </li>
        <li class="thredded--user-navigation--item thredded--user-navigation--private-topics">
          <a rel="nofollow" href="%s"><svg class="thredded--icon" viewBox="0 0 24 24"><use xlink:href="#thredded-private-messages-icon"></use></svg>
          <span class="thredded--nav-text">Private Messages</span></a>
        </li>
        <li class="thredded--user-navigation--standalone--session thredded--user-navigation--item">
          <a href="%s">
            Sign In / Register
          </a>
        </li>
      </ul>
      <div class="thredded--main-navigation">
        <ul class="thredded--navigation-breadcrumbs">
          %s
        </ul>
        <form class="thredded--form thredded--navigation--search" role="search" action="%s" accept-charset="UTF-8" method="get">
          <input type="search" name="q" id="q" placeholder="%s" required="required" />
          <button type="submit" class="thredded--navigation--search--submit">Search</button>
        </form>
        <div class="thredded--spacer"></div>
        <ul class="thredded--scoped-navigation">
        </ul>
      </div>
    </nav>
  </header>
%s%s</div>
`, pageID, pageID, c.Href(prefs), c.Href("private-topics"), c.Href("users/sign_in"), crumbs, c.Href(searchAction), Esc(placeholder),
		content, s.online(c, d, b))
	h.WriteString(c.Scripts(6))
	h.WriteString("</body>\n</html>\n")
	return h.String()
}

// hostFrame is the host app's layout: its own header around a page of its own.
func (s thSkin) hostFrame(c *Ctx, d *thTables, content string) string {
	var h strings.Builder
	h.WriteString(s.head(c, ""))
	fmt.Fprintf(&h, `<body>
<header class="app-header">
  <a class="app-header--brand" href="%s">%s</a>
  <nav class="app-header--nav">
    <a href="%s">Forum</a>
    <a href="%s">Sign in</a>
  </nav>
</header>
<main class="app-main">
%s</main>
`, c.Href(""), thSite, c.Href(""), c.Href("users/sign_in"), content)
	h.WriteString(c.Scripts(6))
	h.WriteString("</body>\n</html>\n")
	return h.String()
}
