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

// Misago 0.39 (rafalp/Misago, a Django forum) with its default theme, at the
// host root, as a guest without JavaScript sees it: the thread lists,
// categories and threads are rendered by Django templates (htmx only swaps
// them in place), profiles and the users lists by server templates the React
// app later takes over. No session ids (Django keeps sessions in cookies), no
// feeds: Misago has none.
//
// Misago's index_view setting defaults to "threads": the forum index at "/" is
// the latest threads of every category, and /threads/ answers with a 302 to
// it. That index is the entry page. Categories form a tree: each farm
// category is a top-level Misago category, its boards are its children and
// their sub-boards grandchildren, ids in tree order from 3 (1 and 2 are the
// roots of the private-threads and threads trees the install creates). A
// category lists its own threads and every descendant's (list_children_threads
// defaults to true), so a farm category's page is an index of no board and a
// board with sub-boards lists theirs too. Above the list a category shows its
// children in full (children_categories_component "full"). Threads and posts
// are numbered in posting order over the site.
//
// Lists are cursor-paginated, 26 threads a page (threads_per_page), newest
// last post first (order_by -last_post_id): a page after the first is
// ?cursor=C, C the last_post_id of the previous page's last thread, and the
// paginator links the first page (the bare list URL), the previous and the
// next page, nothing else. Threads pinned in a category lead its first page,
// on top of its 26. A cursor that is no number or below 1 is a 404; one past
// the end redirects (302) to the last 26 threads (the cursor that shows them,
// or none when the list fits one page). Threads show 18 posts a page
// (posts_per_page; the 6 orphans Misago folds into a thread's last page are
// not modelled) at /t/SLUG/ID/N/; page 1 is the bare URL, and /1/ answers 302
// to it, a page past the end 302 to the last page, a wrong slug 301 to page 1.
// Each post's timestamps and "#N" counter link its permalink,
// /t/SLUG/ID/post/PID/, a 302 to the page holding it with #post-PID; a list
// row links the thread's last page when it has several, and its last activity
// /t/SLUG/ID/last/, a 302 to the last post. Profiles are open to guests: /u/SLUG/ID/
// answers 302 to its first tab. URL scheme (paths end in "/"; without it
// Django's APPEND_SLASH answers 301 to the slashed path when that one exists):
//
//	"" (the mount)                     entry: the forum index, every category's threads
//	?cursor=C                          the index's later pages (index, no board)
//	threads/                           302 to the index (entry)
//	threads/FILTER/, c/SLUG/ID/FILTER/ the unread, my and unapproved filters: 404 for a guest
//	categories/                        the categories page: categories, children, last threads (index, no board)
//	c/SLUG/ID/[?cursor=C]              a board's category (index) or a farm category's (index, no board);
//	                                   a wrong slug 301s to c/SLUG/ID/
//	t/SLUG/ID/, t/SLUG/ID/N/           a thread, 18 posts a page (thread); t/SLUG/ID/1/ 302s to t/SLUG/ID/
//	t/SLUG/ID/post/PID/                302 to the page holding post PID, #post-PID (labelled as that page)
//	t/SLUG/ID/last/, t/SLUG/ID/unread/ 302 to the last post, and for a guest to the first page
//	u/SLUG/ID/                         302 to u/SLUG/ID/posts/ (other)
//	u/SLUG/ID/posts/, threads/, followers/, follows/, details/   a member's profile tabs (other)
//	users/                             302 to users/active-posters/; users/active-posters/, users/forum-team/ (other)
//	search/                            302 to search/threads/, the search page (other)
//	login/, register/, forgotten-password/, request-activation/   forms (other)
//	an unknown thread, category, post, member or page   404 (Misago's 404 page)
func misago() *Package {
	return &Package{
		Name: "misago", Software: "Misago 0.39 (default theme)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.25, Threads: [2]int{10, 40},
			Posts: [2]int{1, 22}, LongThreadChance: 0.08, ThreadsPerPage: 26, PostsPerPage: 18, Users: 70,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.05},
		Mount: "/", Seed: 9127, Unseen: true,
		Skin: msSkin{},
	}
}

// msSkin renders Misago's default theme.
type msSkin struct{}

const (
	msSite       = "Harbour Lane Forums"
	msSiteDesc   = "Talk about hobbies, homes and the things we make."
	msFirstCatID = 3  // the install's two tree roots take 1 and 2
	msProfileN   = 12 // posts and threads a profile tab shows before "Load more"
	msActiveN    = 20 // members the active posters list shows
)

// msCat is one Misago category: a farm category (top level) or a farm board.
type msCat struct {
	id       int
	name     string
	slug     string
	desc     string
	cat      *Category // a top-level category
	board    *Board    // a board's category
	parent   *msCat
	kids     []*msCat
	pinned   []*Thread // pinned in this category: the first page's head
	threads  []*Thread // the rest, its own and its descendants', newest last post first
	nThreads int
	nPosts   int
}

// msTables are what the skin derives from a world.
type msTables struct {
	o        idOrder
	lastID   map[*Thread]int // last_post_id, the lists' cursor column
	tslug    map[*Thread]string
	uslug    map[*User]string
	cats     map[int]*msCat
	ofCat    map[*Category]*msCat
	ofBoard  map[*Board]*msCat
	top      []*msCat
	index    []*Thread // the forum index: every thread, newest last post first
	started  map[*User][]*Thread
	active   []*User // the active posters list
	roots    int
	lastUser *User
}

func msTab(w *World) *msTables {
	return w.Derived("misago", func() any {
		d := &msTables{o: newIDOrder(w), lastID: map[*Thread]int{}, tslug: map[*Thread]string{}, uslug: map[*User]string{},
			cats: map[int]*msCat{}, ofCat: map[*Category]*msCat{}, ofBoard: map[*Board]*msCat{}, started: map[*User][]*Thread{}}
		for _, t := range w.Threads {
			d.lastID[t] = d.o.postID[t.LastPost()]
			d.tslug[t] = msSlug(t.Title, "thread")
		}
		for _, u := range w.Users {
			d.uslug[u] = msSlug(u.Name, "user")
			if d.lastUser == nil || u.Joined.After(d.lastUser.Joined) {
				d.lastUser = u
			}
		}
		for _, t := range d.o.threads {
			d.started[t.Author] = append(d.started[t.Author], t)
		}
		for u, ts := range d.started {
			slices.Reverse(ts)
			d.started[u] = ts
		}
		id := msFirstCatID - 1
		var add func(parent *msCat, b *Board) *msCat
		add = func(parent *msCat, b *Board) *msCat {
			id++
			mc := &msCat{id: id, name: b.Name, slug: msSlug(b.Name, "category"), desc: b.Description, board: b, parent: parent}
			d.cats[id], d.ofBoard[b] = mc, mc
			for _, ch := range b.Children {
				mc.kids = append(mc.kids, add(mc, ch))
			}
			return mc
		}
		for _, cat := range w.Categories {
			id++
			tc := &msCat{id: id, name: cat.Name, slug: msSlug(cat.Name, "category"), cat: cat}
			d.cats[id], d.ofCat[cat] = tc, tc
			d.top = append(d.top, tc)
			for _, b := range cat.Boards {
				tc.kids = append(tc.kids, add(tc, b))
			}
		}
		for _, mc := range d.cats {
			var all []*Thread
			mc.collect(&all)
			for _, t := range all {
				mc.nThreads++
				mc.nPosts += len(t.Posts)
				if mc.board != nil && t.Sticky && t.Board == mc.board {
					mc.pinned = append(mc.pinned, t)
				} else {
					mc.threads = append(mc.threads, t)
				}
			}
			d.byLast(mc.pinned)
			d.byLast(mc.threads)
		}
		d.index = slices.Clone(w.Threads)
		d.byLast(d.index)
		d.active = slices.Clone(w.Users)
		slices.SortStableFunc(d.active, func(a, b *User) int {
			if a.Posts != b.Posts {
				return b.Posts - a.Posts
			}
			return a.ID - b.ID
		})
		d.active = d.active[:min(msActiveN, len(d.active))]
		return d
	}).(*msTables)
}

// collect gathers the threads of the category's board and every descendant's.
func (mc *msCat) collect(out *[]*Thread) {
	if mc.board != nil {
		*out = append(*out, mc.board.Threads...)
	}
	for _, k := range mc.kids {
		k.collect(out)
	}
}

// byLast orders threads newest last post first.
func (d *msTables) byLast(ts []*Thread) {
	slices.SortStableFunc(ts, func(a, b *Thread) int { return d.lastID[b] - d.lastID[a] })
}

// path is the category's ancestors and itself, top level first.
func (mc *msCat) path() []*msCat {
	var out []*msCat
	for x := mc; x != nil; x = x.parent {
		out = append([]*msCat{x}, out...)
	}
	return out
}

// msSlug is Misago's slugify: the text folded to ASCII, lower case, runs of
// anything else one hyphen; fallback when nothing is left.
func msSlug(s, fallback string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case r > 127 && asciiFold[r] != "":
			b.WriteString(asciiFold[r])
			dash = false
		case r == '\'' || r == '’':
			// Django's slugify drops apostrophes rather than splitting the word.
		default:
			if !dash && b.Len() > 0 {
				b.WriteByte('-')
				dash = true
			}
		}
	}
	if sl := strings.TrimSuffix(b.String(), "-"); sl != "" {
		return sl
	}
	return fallback
}

// msSlugOK is the URL converters' slug: [-a-zA-Z0-9_]+.
func msSlugOK(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// msInt is the URL converters' int: [0-9]+.
func msInt(s string) (int, bool) {
	if s == "" || strings.TrimLeft(s, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, false
	}
	return n, true
}

func (msSkin) Entry() string { return "" }

func msCatURL(mc *msCat) string { return fmt.Sprintf("c/%s/%d/", mc.slug, mc.id) }

// cursorURL is page p of a list at base: the bare URL, then the cursor that follows page p-1.
func (d *msTables) cursorURL(base string, ts []*Thread, p, per int) string {
	if p <= 1 {
		return base
	}
	if p > pageCount(len(ts), per) {
		return ""
	}
	return fmt.Sprintf("%s?cursor=%d", base, d.lastID[ts[(p-1)*per-1]])
}

// BoardURL names page p of a board's category; pinned threads ride on page 1,
// so a board may have fewer pages than its threads fill, and those it lacks are "".
func (msSkin) BoardURL(b *Board, p int) string {
	d := msTab(b.World)
	mc := d.ofBoard[b]
	return d.cursorURL(msCatURL(mc), mc.threads, p, b.World.Shape.ThreadsPerPage)
}

func (msSkin) ThreadURL(t *Thread, p int) string {
	d := msTab(t.Board.World)
	u := fmt.Sprintf("t/%s/%d/", d.tslug[t], d.o.threadID[t])
	if p > 1 {
		u += fmt.Sprintf("%d/", p)
	}
	return u
}

func (d *msTables) userURL(u *User) string { return fmt.Sprintf("u/%s/%d/", d.uslug[u], u.ID) }

func (s msSkin) postURL(d *msTables, p *Post) string {
	t := p.Thread
	return fmt.Sprintf("t/%s/%d/post/%d/", d.tslug[t], d.o.threadID[t], d.o.postID[p])
}

func (d *msTables) lastURL(t *Thread) string {
	return fmt.Sprintf("t/%s/%d/last/", d.tslug[t], d.o.threadID[t])
}

// Serve routes as Django does (see djangoRoute).
func (s msSkin) Serve(c *Ctx) Response { return djangoRoute(c, s.route, s.notFound) }

// route answers a path ending in "/" (or the mount); ok is false when no URL pattern matches.
func (s msSkin) route(c *Ctx) (Response, bool) {
	d := msTab(c.W)
	if c.Path == "" {
		return s.index(c, d), true
	}
	seg := segments(strings.Split(strings.TrimSuffix(c.Path, "/"), "/"))
	n := len(seg)
	other := Info{Type: TypeOther}
	switch seg[0] {
	case "threads":
		switch {
		case n == 1:
			return c.Redirect("", Info{Type: TypeEntry, Canonical: "/"}), true
		case n == 2 && msSlugOK(seg[1]):
			// A guest has no thread filters: every one is unknown.
			return s.notFound(c), true
		}
	case "categories":
		if n == 1 {
			return s.categories(c, d), true
		}
	case "c":
		id, ok := msInt(seg.at(2))
		if (n == 3 || n == 4 && msSlugOK(seg[3])) && msSlugOK(seg[1]) && ok {
			return s.category(c, d, seg[1], id, n == 4), true
		}
	case "t":
		id, ok := msInt(seg.at(2))
		if n < 3 || !msSlugOK(seg[1]) || !ok {
			break
		}
		switch {
		case n == 3:
			return s.thread(c, d, seg[1], id, 0, false), true
		case n == 4:
			if page, ok := msInt(seg[3]); ok {
				return s.thread(c, d, seg[1], id, page, true), true
			}
			if seg[3] == "last" || seg[3] == "unread" || seg[3] == "solution" || seg[3] == "unapproved" {
				return s.jump(c, d, id, seg[3]), true
			}
		case n == 5 && seg[3] == "post":
			if pid, ok := msInt(seg[4]); ok {
				return s.post(c, d, id, pid), true
			}
		}
	case "u":
		id, ok := msInt(seg.at(2))
		if n < 3 || n > 4 || !msSlugOK(seg[1]) || !ok {
			break
		}
		return s.profile(c, d, seg[1], id, seg.at(3)), true
	case "users":
		switch {
		case n == 1:
			return c.Redirect("users/active-posters/", other), true
		case n == 2 && seg[1] == "active-posters":
			return s.activePosters(c, d), true
		case n == 2 && msSlugOK(seg[1]):
			return s.rank(c, d, seg[1], 1, false), true
		case n == 3 && msSlugOK(seg[1]):
			if p, ok := msInt(seg[2]); ok {
				return s.rank(c, d, seg[1], p, true), true
			}
		}
	case "search":
		switch {
		case n == 1:
			return c.Redirect("search/threads/", other), true
		case n == 2 && seg[1] == "threads":
			return s.search(c, d), true
		}
	case "login", "register", "forgotten-password", "request-activation":
		if n == 1 {
			return s.form(c, seg[0]), true
		}
	}
	return Response{}, false
}

// notFound is Misago's 404 page.
func (s msSkin) notFound(c *Ctx) Response {
	return c.NotFound(s.frame(c, "Page not found", "", `
<div class="page page-error page-error-404">
  <div class="container page-container">
    <div class="message-panel">
      <div class="message-icon"><span class="material-icon">info_outline</span></div>
      <div class="message-body">
        <h1>Page not found.</h1>
        <p class="lead">The link you followed was incorrect or the page has been moved or deleted.</p>
        <p><a href="`+c.Href("")+`">Go to forum index</a></p>
      </div>
    </div>
  </div>
</div>
`))
}

// listPage is one page of a cursor-paginated list, as paginate_queryset cuts it.
type listPage struct {
	items      []*Thread
	start      int    // index of the first item in the list
	prev, next string // the paginator's links, "" when disabled
	first      string
}

// paginate reads ?cursor and cuts ts; ok is false for a bad cursor (404),
// and redirect is set when the cursor lies past the end.
func (d *msTables) paginate(c *Ctx, base string, ts []*Thread, per int) (lp listPage, redirect string, ok bool) {
	cursor := 0
	if c.Query.Has("cursor") {
		n, err := strconv.Atoi(strings.TrimSpace(c.Query.Get("cursor")))
		if err != nil || n < 1 {
			return lp, "", false
		}
		cursor = n
	}
	start := 0
	if cursor > 0 {
		start = len(ts)
		for i, t := range ts {
			if d.lastID[t] < cursor {
				start = i
				break
			}
		}
		if start == len(ts) {
			// EmptyPageError: the last per threads, under the query the request had.
			q := msQueryDict(c.RawQuery)
			if len(ts) > per {
				q.set("cursor", strconv.Itoa(d.lastID[ts[len(ts)-per-1]]))
			} else {
				q.del("cursor")
			}
			return lp, base + q.encode(), true
		}
	}
	lp.start = start
	lp.items = ts[start:min(start+per, len(ts))]
	lp.first = base
	if start+per < len(ts) {
		lp.next = fmt.Sprintf("%s?cursor=%d", base, d.lastID[lp.items[len(lp.items)-1]])
	}
	if start > 0 {
		lp.prev = base
		if start > per {
			lp.prev = fmt.Sprintf("%s?cursor=%d", base, d.lastID[ts[start-per-1]])
		}
	}
	return lp, "", true
}

// msQuery is request.GET.dict(): each key once, in first-seen order, its last value.
type msQuery struct {
	keys []string
	vals map[string]string
}

func msQueryDict(raw string) *msQuery {
	q := &msQuery{vals: map[string]string{}}
	for _, kv := range strings.Split(raw, "&") {
		if kv == "" {
			continue
		}
		k, v, _ := strings.Cut(kv, "=")
		key, err1 := url.QueryUnescape(k)
		val, err2 := url.QueryUnescape(v)
		if err1 != nil || err2 != nil {
			continue
		}
		q.set(key, val)
	}
	return q
}

func (q *msQuery) set(k, v string) {
	if _, ok := q.vals[k]; !ok {
		q.keys = append(q.keys, k)
	}
	q.vals[k] = v
}

func (q *msQuery) del(k string) {
	q.keys = slices.DeleteFunc(q.keys, func(x string) bool { return x == k })
	delete(q.vals, k)
}

// encode is urlencode, with its "?" when anything is left.
func (q *msQuery) encode() string {
	var parts []string
	for _, k := range q.keys {
		parts = append(parts, url.QueryEscape(k)+"="+url.QueryEscape(q.vals[k]))
	}
	if len(parts) == 0 {
		return ""
	}
	return "?" + strings.Join(parts, "&")
}

// pageOf labels a list page by where it starts: on the grid of per-thread
// pages it is that page; a cursor between two pages names the page holding its first thread.
func pageOf(start, per int) int { return start/per + 1 }

// index is the forum index: every category's threads.
func (s msSkin) index(c *Ctx, d *msTables) Response {
	per := c.W.Shape.ThreadsPerPage
	lp, redirect, ok := d.paginate(c, "/", d.index, per)
	if !ok {
		return s.notFound(c)
	}
	info := func(start int) Info {
		p := pageOf(start, per)
		if p == 1 {
			return Info{Type: TypeEntry, Canonical: "/"}
		}
		return Info{Type: TypeIndex, FPage: p, Canonical: d.cursorURL("/", d.index, p, per)}
	}
	if redirect != "" {
		return c.Redirect(redirect, info(max(0, len(d.index)-per)))
	}
	var h strings.Builder
	fmt.Fprintf(&h, `
<div class="page page-threads">
  <div class="page-header-bg">
    <div class="page-header">
      <div class="container">
        <h1>%s</h1>
        <p class="page-header-description">%s</p>
      </div>
    </div>
  </div>
  <div class="container page-container">
`, msSite, msSiteDesc)
	h.WriteString(s.subcategoriesDropdown(c, d.top))
	h.WriteString(s.list(c, d, nil, lp, nil))
	h.WriteString("  </div>\n</div>\n")
	title := msSite
	return c.Page(info(lp.start), s.frame(c, title, "", h.String()))
}

// subcategoriesDropdown is the index's categories menu (the threads_list_categories_component dropdown).
func (s msSkin) subcategoriesDropdown(c *Ctx, cats []*msCat) string {
	var h strings.Builder
	h.WriteString(`    <div class="threads-list-toolbar">
      <div class="dropdown">
        <button class="btn btn-default btn-outline" type="button" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">Categories <span class="material-icon">arrow_drop_down</span></button>
        <ul class="dropdown-menu categories-dropdown" role="menu">
`)
	var walk func(mc *msCat, level int)
	walk = func(mc *msCat, level int) {
		if level > 2 {
			return
		}
		fmt.Fprintf(&h, `          <li class="categories-dropdown-item categories-dropdown-item-level-%d"><a href="%s">%s</a></li>
`, level, c.Href(msCatURL(mc)), Esc(mc.name))
		for _, k := range mc.kids {
			walk(k, level+1)
		}
	}
	for _, mc := range cats {
		walk(mc, 1)
	}
	h.WriteString("        </ul>\n      </div>\n    </div>\n")
	return h.String()
}

// list is the threads list with its paginators: pinned threads, then the page's.
func (s msSkin) list(c *Ctx, d *msTables, cur *msCat, lp listPage, pinned []*Thread) string {
	var h strings.Builder
	h.WriteString(s.paginator(c, lp, false))
	rows := lp.items
	if lp.start == 0 && len(pinned) > 0 {
		rows = append(slices.Clone(pinned), rows...)
	}
	if len(rows) == 0 {
		h.WriteString(`    <div class="threads-list-blankslate"><p>There are no threads in this category.</p></div>` + "\n")
		return h.String()
	}
	h.WriteString(`    <div class="panel panel-default panel-threads-list">
      <ul class="threads-list threads-list-panel" itemscope itemtype="http://schema.org/ItemList">
`)
	per := c.W.Shape.PostsPerPage
	for i, t := range rows {
		abs := s.ThreadURL(t, 1)
		pages := t.Pages(per)
		goLast := ""
		if pages > 1 {
			goLast = fmt.Sprintf(`
              <a
                href="%s"
                class="threads-list-item-goto-page"
                title="Go to last page"
              >
                %d
              </a>`, c.Href(s.ThreadURL(t, pages)), pages)
		}
		flags := ""
		if t.Sticky && cur != nil && cur.board == t.Board {
			flags = `
              <div class="threads-list-item-col-flags">
                <span class="thread-flag thread-flag-pinned-locally" title="Pinned in category"><span class="material-icon">bookmark_outline</span></span>
              </div>`
		}
		labels := s.labels(c, d, cur, t)
		starter, last := t.Author, t.LastPost().Author
		posters := s.avatarLink(c, d, starter, "threads-list-item-starter", starter.Name+" - original poster", 24)
		if last != starter {
			posters += s.avatarLink(c, d, last, "threads-list-item-last-poster", last.Name+" - latest poster", 24)
		}
		replies := len(t.Posts) - 1
		zero := ""
		if replies == 0 {
			zero = " threads-list-item-col-replies-zero"
		}
		lt := t.LastPost().Time
		fmt.Fprintf(&h, `        <li id="threads-item-%d" class="threads-list-item" itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem">
          <div class="threads-list-item-right-col">
            <div class="threads-list-item-top-row">
              <div class="threads-list-item-row-title">
                <a
                  href="%s"
                  class="threads-list-item-title"
                >
                  %s
                </a>%s
              </div>
            </div>
            <div class="threads-list-item-bottom-row">
              <div class="threads-list-item-bottom-left">%s
                <div class="threads-list-item-col-category-labels">%s
                </div>
              </div>
              <div class="threads-list-item-bottom-right">
                <div class="threads-list-item-col-posters">%s
                </div>
                <div class="threads-list-item-col-replies%s">
                  <span class="material-icon">chat_bubble_outline</span> %d
                </div>
                <div class="threads-list-item-col-last-activity">
                  <a
                    href="%s"
                    class="threads-list-item-last-activity"
                    title="%s"
                    misago-timestamp="%s"
                    misago-timestamp-format="short"
                  >
                    %s
                  </a>
                </div>
              </div>
            </div>
          </div>
          <meta itemprop="position" content="%d">
          <meta itemprop="url" content="%s">
          <meta itemprop="name" content="%s">
        </li>
`, d.o.threadID[t], c.Href(abs), Esc(t.Title), goLast, flags, labels, posters, zero, replies,
			c.Href(d.lastURL(t)), spDateTime(lt), lt.Format(time3339), msShort(c.W.Now, lt),
			lp.start+i+1, Esc(c.URL(abs)), Esc(t.Title))
	}
	h.WriteString("      </ul>\n    </div>\n")
	h.WriteString(s.paginator(c, lp, true))
	return h.String()
}

// labels are a list row's category labels: the thread's category path below the category shown.
func (s msSkin) labels(c *Ctx, d *msTables, cur *msCat, t *Thread) string {
	var h strings.Builder
	show := cur == nil
	for _, mc := range d.ofBoard[t.Board].path() {
		if show {
			fmt.Fprintf(&h, `
                  <a
                    href="%s"
                    class="threads-list-category-label threads-list-category-label-color"
                    style="--label-color: %s"
                  >
                    %s
                  </a>`, c.Href(msCatURL(mc)), msColor(mc.id), Esc(mc.name))
		}
		if mc == cur {
			show = true
		}
	}
	return h.String()
}

// msColor is a category's colour, picked once by its admin.
func msColor(id int) string {
	return pick([]string{"#0052CC", "#00875A", "#FF5630", "#6554C0", "#FFAB00", "#00B8D9", "#36B37E", "#DE350B"}, "mscolor", id)
}

func (s msSkin) avatarLink(c *Ctx, d *msTables, u *User, class, title string, size int) string {
	return fmt.Sprintf(`
                  <a
                    href="%s"
                    class="%s"
                    title="%s"
                  >
                    <img class="user-avatar" src="%s" srcset="%s" width="%d" height="%d" alt="">
                  </a>`, c.Href(d.userURL(u)), class, Esc(title),
		c.Href(fmt.Sprintf("avatar/%d/%d/", u.ID, size)), c.Href(fmt.Sprintf("avatar/%d/%d/", u.ID, size*2)), size, size)
}

// paginator is thread_list/paginator.html: first, previous and next, or disabled buttons.
func (s msSkin) paginator(c *Ctx, lp listPage, bottom bool) string {
	swap := "outerHTML"
	if bottom {
		swap += " show:#misago-page-scroll-target:top"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `    <div
      class="misago-pagination"
      hx-push-url="true"
      hx-target="#misago-htmx-root"
      hx-swap="%s"
    >
`, swap)
	if lp.prev != "" {
		fmt.Fprintf(&h, `      <a
        href="%s"
        class="btn btn-default btn-icon"
        title="Go to first page"
        hx-get="%s"
      >
        <span class="material-icon">first_page</span>
      </a>
      <a
        href="%s"
        class="btn btn-default btn-icon"
        title="Go to previous page"
        hx-get="%s"
      >
        <span class="material-icon">chevron_left</span>
      </a>
`, c.Href(msRel(lp.first)), c.Href(msRel(lp.first)), c.Href(msRel(lp.prev)), c.Href(msRel(lp.prev)))
	} else {
		h.WriteString(`      <button class="btn btn-default btn-icon" disabled>
        <span class="material-icon">first_page</span>
      </button>
      <button class="btn btn-default btn-icon" disabled>
        <span class="material-icon">chevron_left</span>
      </button>
`)
	}
	if lp.next != "" {
		fmt.Fprintf(&h, `      <a
        href="%s"
        class="btn btn-default btn-icon"
        title="Go to next page"
        hx-get="%s"
      >
        <span class="material-icon">chevron_right</span>
      </a>
`, c.Href(msRel(lp.next)), c.Href(msRel(lp.next)))
	} else {
		h.WriteString(`      <button class="btn btn-default btn-icon" disabled>
        <span class="material-icon">chevron_right</span>
      </button>
`)
	}
	h.WriteString("    </div>\n")
	return h.String()
}

// msRel makes the index's "/" mount-relative, as Href wants.
func msRel(u string) string { return strings.TrimPrefix(u, "/") }

// category is a category's threads list: a slug check, its children, then the threads.
func (s msSkin) category(c *Ctx, d *msTables, slug string, id int, filtered bool) Response {
	mc := d.cats[id]
	if mc == nil {
		return s.notFound(c)
	}
	per := c.W.Shape.ThreadsPerPage
	info := func(start int) Info {
		p := pageOf(start, per)
		if mc.board != nil {
			return boardInfo(s, mc.board, p)
		}
		return Info{Type: TypeIndex, FPage: p, Canonical: d.cursorURL(msCatURL(mc), mc.threads, p, per)}
	}
	if slug != mc.slug {
		// OutdatedSlug: the category under its current slug.
		return Response{Status: http.StatusMovedPermanently, Location: msCatURL(mc), Info: info(0)}
	}
	if filtered {
		return s.notFound(c)
	}
	lp, redirect, ok := d.paginate(c, msCatURL(mc), mc.threads, per)
	if !ok {
		return s.notFound(c)
	}
	if redirect != "" {
		return c.Redirect(redirect, info(max(0, len(mc.threads)-per)))
	}
	var h strings.Builder
	h.WriteString("\n<div class=\"page page-category\">\n  <div class=\"page-header-bg\">\n    <div class=\"page-header\">\n      <div class=\"container\">\n")
	h.WriteString(s.breadcrumbs(c, mc.path()[:len(mc.path())-1]))
	fmt.Fprintf(&h, `        <h1>%s</h1>
`, Esc(mc.name))
	if mc.desc != "" {
		fmt.Fprintf(&h, "        <div class=\"page-header-description\"><p>%s</p></div>\n", Esc(mc.desc))
	}
	h.WriteString("      </div>\n    </div>\n  </div>\n  <div class=\"container page-container\">\n")
	if len(mc.kids) > 0 {
		h.WriteString(`    <div class="panel panel-default panel-category-children">
      <ul class="categories-list">
`)
		for _, k := range mc.kids {
			h.WriteString(s.categoryRow(c, d, k))
		}
		h.WriteString("      </ul>\n    </div>\n")
	}
	h.WriteString(s.list(c, d, mc, lp, mc.pinned))
	h.WriteString("  </div>\n</div>\n")
	return c.Page(info(lp.start), s.frame(c, mc.name, fmt.Sprintf("%d", mc.id), h.String()))
}

// breadcrumbs are the trail above a category or thread: the index, then categories.
func (s msSkin) breadcrumbs(c *Ctx, trail []*msCat) string {
	var h strings.Builder
	fmt.Fprintf(&h, `        <ol class="breadcrumbs" itemscope itemtype="http://schema.org/BreadcrumbList">
          <li itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><a href="%s" itemprop="item"><span itemprop="name">Threads</span></a><meta itemprop="position" content="1"></li>
`, c.Href(""))
	for i, mc := range trail {
		fmt.Fprintf(&h, `          <li itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><span class="material-icon">chevron_right</span><a href="%s" itemprop="item"><span itemprop="name">%s</span></a><meta itemprop="position" content="%d"></li>
`, c.Href(msCatURL(mc)), Esc(mc.name), i+2)
	}
	h.WriteString("        </ol>\n")
	return h.String()
}

// categoryRow is one category of the categories page or a category's children:
// its name, description, children, counts and last thread.
func (s msSkin) categoryRow(c *Ctx, d *msTables, mc *msCat) string {
	var h strings.Builder
	fmt.Fprintf(&h, `        <li class="categories-list-item">
          <div class="categories-list-item-icon" style="--color: %s"><span class="material-icon">chat_bubble_outline</span></div>
          <div class="categories-list-item-main">
            <a class="categories-list-item-name" href="%s">%s</a>
`, msColor(mc.id), c.Href(msCatURL(mc)), Esc(mc.name))
	if mc.desc != "" {
		fmt.Fprintf(&h, "            <div class=\"categories-list-item-description\"><p>%s</p></div>\n", Esc(mc.desc))
	}
	if len(mc.kids) > 0 {
		h.WriteString("            <div class=\"categories-list-item-children\">\n")
		for _, k := range mc.kids {
			fmt.Fprintf(&h, "              <a class=\"categories-list-item-child\" href=\"%s\">%s</a>\n", c.Href(msCatURL(k)), Esc(k.name))
		}
		h.WriteString("            </div>\n")
	}
	fmt.Fprintf(&h, `          </div>
          <div class="categories-list-item-stats">
            <span class="categories-list-item-stat">%s threads</span>
            <span class="categories-list-item-stat">%s posts</span>
          </div>
`, thousands(mc.nThreads, ","), thousands(mc.nPosts, ","))
	all := append(slices.Clone(mc.pinned), mc.threads...)
	d.byLast(all)
	if len(all) > 0 {
		t := all[0]
		lp := t.LastPost()
		fmt.Fprintf(&h, `          <div class="categories-list-item-last-thread">%s
            <div class="categories-list-item-last-thread-body">
              <a class="categories-list-item-last-thread-title" href="%s">%s</a>
              <div class="categories-list-item-last-thread-meta">
                <a class="categories-list-item-last-thread-poster" href="%s">%s</a>
                <a class="categories-list-item-last-thread-timestamp" href="%s" title="%s">%s</a>
              </div>
            </div>
          </div>
`, s.avatarLink(c, d, lp.Author, "categories-list-item-last-thread-avatar", lp.Author.Name, 36), c.Href(s.ThreadURL(t, 1)), Esc(t.Title),
			c.Href(d.userURL(lp.Author)), Esc(lp.Author.Name), c.Href(d.lastURL(t)), spDateTime(lp.Time), msShort(c.W.Now, lp.Time))
	} else {
		h.WriteString("          <div class=\"categories-list-item-last-thread categories-list-item-last-thread-empty\">This category is empty.</div>\n")
	}
	h.WriteString("        </li>\n")
	return h.String()
}

// categories is the categories page: the top categories with their children.
func (s msSkin) categories(c *Ctx, d *msTables) Response {
	var h strings.Builder
	fmt.Fprintf(&h, `
<div class="page page-categories">
  <div class="page-header-bg">
    <div class="page-header">
      <div class="container">
        <h1>Categories</h1>
      </div>
    </div>
  </div>
  <div class="container page-container">
    <div class="panel panel-default panel-categories">
      <ul class="categories-list">
`)
	for _, mc := range d.top {
		h.WriteString(s.categoryRow(c, d, mc))
	}
	h.WriteString("      </ul>\n    </div>\n  </div>\n</div>\n")
	return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: "categories/"}, s.frame(c, "Categories", "", h.String()))
}

// thread is the thread view: the slug, then the page.
func (s msSkin) thread(c *Ctx, d *msTables, slug string, id, page int, paged bool) Response {
	t := byID(d.o.threads, id)
	if t == nil {
		return s.notFound(c)
	}
	per := c.W.Shape.PostsPerPage
	pages := t.Pages(per)
	if slug != d.tslug[t] {
		return Response{Status: http.StatusMovedPermanently, Location: s.ThreadURL(t, 1), Info: threadInfo(s, t, 1)}
	}
	switch {
	case !paged:
		page = 1
	case page == 1:
		return c.Redirect(s.ThreadURL(t, 1), threadInfo(s, t, 1))
	case page > pages:
		return c.Redirect(s.ThreadURL(t, pages), threadInfo(s, t, pages))
	case page == 0:
		// Page 0 is an EmptyPage, which Paginator.get_page turns into the last page.
		page = pages
	}
	return c.Page(threadInfo(s, t, page), s.frame(c, s.threadTitle(t, page), "", s.threadPage(c, d, t, page)))
}

func (s msSkin) threadTitle(t *Thread, page int) string {
	if page > 1 {
		return fmt.Sprintf("%s | Page %d", t.Title, page)
	}
	return t.Title
}

// jump is the last, unread, solution and unapproved shortcuts: a guest has
// read nothing and the farm's threads have no solutions or unapproved posts,
// so all but last lead to the first page.
func (s msSkin) jump(c *Ctx, d *msTables, id int, which string) Response {
	t := byID(d.o.threads, id)
	if t == nil {
		return s.notFound(c)
	}
	if which != "last" {
		return c.Redirect(s.ThreadURL(t, 1), threadInfo(s, t, 1))
	}
	p := t.LastPost()
	page := PageOf(p.Index, c.W.Shape.PostsPerPage)
	return c.Redirect(fmt.Sprintf("%s#post-%d", s.ThreadURL(t, page), d.o.postID[p]), threadInfo(s, t, page))
}

// post is a post's permalink: the page of its thread that holds it.
func (s msSkin) post(c *Ctx, d *msTables, id, pid int) Response {
	t := byID(d.o.threads, id)
	p := byID(d.o.posts, pid)
	if t == nil || p == nil || p.Thread != t {
		return s.notFound(c)
	}
	page := PageOf(p.Index, c.W.Shape.PostsPerPage)
	return c.Redirect(fmt.Sprintf("%s#post-%d", s.ThreadURL(t, page), pid), threadInfo(s, t, page))
}

// threadPage is thread/index.html: the header with its breadcrumbs, the
// paginators and the posts feed.
func (s msSkin) threadPage(c *Ctx, d *msTables, t *Thread, page int) string {
	per := c.W.Shape.PostsPerPage
	pages := t.Pages(per)
	mc := d.ofBoard[t.Board]
	var h strings.Builder
	h.WriteString("\n<div class=\"page page-thread\">\n  <div class=\"page-header-bg\">\n    <div class=\"page-header\">\n      <div class=\"container\">\n")
	h.WriteString(s.breadcrumbs(c, mc.path()))
	fmt.Fprintf(&h, "        <h1>%s</h1>\n", Esc(t.Title))
	fmt.Fprintf(&h, `        <div class="thread-meta-bar">
          <a class="thread-meta-starter" href="%s">%s</a>
          <span class="thread-meta-replies">%d replies</span>
        </div>
      </div>
    </div>
  </div>
  <div class="container page-container">
    <a id="misago-page-scroll-target" class="scroll-target"></a>
    <div id="misago-htmx-root">
`, c.Href(d.userURL(t.Author)), Esc(t.Author.Name), len(t.Posts)-1)
	if t.Sticky {
		h.WriteString(`      <div class="thread-status-bar thread-status-bar-pinned"><span class="material-icon">bookmark</span> This thread is pinned.</div>` + "\n")
	}
	if pages > 1 {
		h.WriteString(s.threadPaginator(c, t, page, pages, false))
	}
	h.WriteString("      <div class=\"posts-feed\">\n")
	for i, p := range Page(t.Posts, page, per) {
		h.WriteString(s.postHTML(c, d, t, p, (page-1)*per+i+1))
	}
	h.WriteString("      </div>\n")
	if pages > 1 {
		h.WriteString(s.threadPaginator(c, t, page, pages, true))
	}
	h.WriteString("    </div>\n  </div>\n</div>\n")
	return h.String()
}

// threadPaginator is thread/paginator.html: first, previous, "Page N of M", next, last.
func (s msSkin) threadPaginator(c *Ctx, t *Thread, page, pages int, bottom bool) string {
	swap := "outerHTML"
	if bottom {
		swap += " show:#misago-page-scroll-target:top"
	}
	base := s.ThreadURL(t, 1)
	var h strings.Builder
	fmt.Fprintf(&h, `      <nav
        class="thread-paginator"
        role="nav"
        itemscope
        itemtype="http://schema.org/SiteNavigationElement"
        hx-push-url="true"
        hx-target="#misago-htmx-root"
        hx-swap="%s"
      >
`, swap)
	link := func(u, title, icon, rel string) {
		fmt.Fprintf(&h, `        <a
          class="btn btn-default btn-outline btn-icon"%s
          title="%s"
          href="%s"
          hx-get="%s"
        >
          <span class="material-icon">%s</span>
        </a>
`, rel, title, c.Href(u), c.Href(u), icon)
	}
	off := func(title, icon string) {
		fmt.Fprintf(&h, `        <button class="btn btn-default btn-outline btn-icon" title="%s" type="button" disabled>
          <span class="material-icon">%s</span>
        </button>
`, title, icon)
	}
	if page > 1 {
		link(base, "Go to first page", "first_page", "")
		link(s.ThreadURL(t, page-1), "Go to previous page", "chevron_left", "\n          rel=\"prev\"")
	} else {
		off("Go to first page", "first_page")
		off("Go to previous page", "chevron_left")
	}
	fmt.Fprintf(&h, `        <div class="dropdown">
          <button aria-haspopup="true" aria-expanded="false" class="btn btn-default btn-block btn-outline" type="button" data-toggle="dropdown">
            Page %d of %d
          </button>
          <div class="dropdown-menu" role="menu">
            <form class="thread-paginator-form" misago-page="%d" misago-page-url="%s" misago-page-form>
              <input type="number" min="1" max="%d" class="form-control" placeholder="Page" required>
              <button class="btn btn-primary" type="submit">Go</button>
            </form>
          </div>
        </div>
`, page, pages, page, c.Href(base), pages)
	if page < pages {
		link(s.ThreadURL(t, page+1), "Go to next page", "chevron_right", "\n          rel=\"next\"")
		link(s.ThreadURL(t, pages), "Go to last page", "last_page", "")
	} else {
		off("Go to next page", "chevron_right")
		off("Go to last page", "last_page")
	}
	h.WriteString("      </nav>\n")
	return h.String()
}

// msEdits is how often a post was edited; Misago prints the count under it.
func msEdits(p *Post) int {
	if Hash("msedit", p.ID)%9 != 0 {
		return 0
	}
	return 1 + int(Hash("msedits", p.ID)%3)
}

// msLikes is how many members liked a post.
func msLikes(p *Post) int {
	if Hash("mslike", p.ID)%3 != 0 {
		return 0
	}
	return 1 + int(Hash("mslikes", p.ID)%7)
}

// msTitle is a member's title under their name: the group's.
func msTitle(u *User) string {
	if u.ID == 1 {
		return "Administrator"
	}
	return "Member"
}

// postHTML is post_feed/post.html for a guest: the poster, the timestamps and
// counter linking the post, its text, edits and likes.
func (s msSkin) postHTML(c *Ctx, d *msTables, t *Thread, p *Post, counter int) string {
	u := p.Author
	pid := d.o.postID[p]
	permalink := c.Href(s.postURL(d, p))
	prof := c.Href(d.userURL(u))
	var body strings.Builder
	if p.Index > 1 && Hash("msquote", p.ID)%7 == 0 {
		q := t.Posts[p.Index-1]
		fmt.Fprintf(&body, `<aside class="rich-text-quote"><div class="rich-text-quote-header"><a href="%s">%s</a> wrote:</div><blockquote class="rich-text-quote-body"><p>%s</p></blockquote></aside>
`, c.Href(s.postURL(d, q)), Esc(q.Author.Name), Esc(q.Body[0]))
	}
	for _, para := range p.Body {
		body.WriteString("<p>" + Esc(para) + "</p>\n")
	}
	edits := ""
	if n := msEdits(p); n > 0 {
		times := "times"
		if n == 1 {
			times = "time"
		}
		edits = fmt.Sprintf(`
            <div class="posts-feed-item-edits">
              Edited %d %s.
            </div>`, n, times)
	}
	likes := ""
	if n := msLikes(p); n > 0 {
		likes = fmt.Sprintf(`
            <div class="posts-feed-item-post-likes"><span class="material-icon">favorite</span> %d</div>`, n)
	}
	return fmt.Sprintf(`
<div
  id="posts-feed-item-post-%d"
  class="posts-feed-item"
  mg-feed-item
>
  <a id="post-%d" class="scroll-target"></a>
  <div class="posts-feed-item-post">
    <div class="posts-feed-item-post-bit-side">
      <div class="posts-feed-item-post-bit-side-avatar">
        <a class="posts-feed-item-post-bit-side-avatar-link" href="%s">
          <img class="user-avatar" srcset="%s" src="%s" width="100" height="100" alt="%s">
        </a>
      </div>
      <div class="posts-feed-item-post-bit-side-poster">
        <div>
          <a href="%s" class="posts-feed-item-post-bit-side-poster-link">
            %s
          </a>
        </div>
        <div>
          <a class="posts-feed-item-post-bit-side-poster-title" href="#todo">
            %s
          </a>
        </div>
      </div>
    </div>
    <div class="posts-feed-item-post-main">
      <div class="posts-feed-item-post-bit-top">
        <a class="posts-feed-item-post-bit-top-timestamp" href="%s" title="%s" misago-timestamp="%s">
          %s
        </a>
        <a class="posts-feed-item-post-bit-top-timestamp-compact" href="%s" title="%s" misago-timestamp="%s" misago-timestamp-format="short">
          %s
        </a>
        <a class="posts-feed-item-post-bit-top-post-counter" href="%s">
          #%d
        </a>
      </div>
      <div class="posts-feed-item-post-body">
        <div class="posts-feed-item-post-body-message">
          <article class="posts-feed-item-post-rich-text rich-text" misago-quote-root="%s, post: %d" misago-lightbox-root>
%s          </article>%s
        </div>
        <div class="posts-feed-item-post-body-footer">
          <div class="posts-feed-item-post-body-footer-left">%s
          </div>
        </div>
      </div>
    </div>
  </div>
</div>
`, pid, pid, prof, c.Href(fmt.Sprintf("avatar/%d/200/", u.ID)), c.Href(fmt.Sprintf("avatar/%d/100/", u.ID)), Esc(u.Name),
		prof, Esc(u.Name), msTitle(u),
		permalink, spDateTime(p.Time), p.Time.Format(time3339), msRelative(c.W.Now, p.Time),
		permalink, spDateTime(p.Time), p.Time.Format(time3339), msShort(c.W.Now, p.Time),
		permalink, counter, Esc(u.Name), pid, body.String(), edits, likes)
}

// msRelative is Misago's date_relative: "5 minutes ago", "3 hours ago", "Yesterday, 14:05", "Mar 4", "Mar 4, 2024".
func msRelative(now, t time.Time) string {
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "Just now"
	case d < time.Hour:
		return fmt.Sprintf("%d minutes ago", int(d.Minutes()))
	case d < 12*time.Hour:
		return fmt.Sprintf("%d hours ago", int(d.Hours()))
	case calendarDays(now, t) == 0:
		return "Today, " + t.Format("15:04")
	case calendarDays(now, t) == 1:
		return "Yesterday, " + t.Format("15:04")
	case now.Year() == t.Year():
		return t.Format("Jan 2")
	}
	return t.Format("Jan 2, 2006")
}

// msShort is date_relative_short: "now", "5m", "3h", "Mar 4", "Mar '24".
func msShort(now, t time.Time) string {
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "now"
	case d < time.Hour:
		return fmt.Sprintf("%dm", int(d.Minutes()))
	case d < 24*time.Hour:
		return fmt.Sprintf("%dh", int(d.Hours()))
	case now.Year() == t.Year():
		return t.Format("Jan 2")
	}
	return t.Format("Jan '06")
}

// msTabs are a profile's sections, in the order its menu lists them.
var msTabs = []struct{ path, name string }{
	{"posts", "Posts"}, {"threads", "Threads"}, {"followers", "Followers"}, {"follows", "Follows"}, {"details", "Details"},
}

// profile is a member's profile: the landing redirect, then its tabs.
func (s msSkin) profile(c *Ctx, d *msTables, slug string, id int, tab string) Response {
	u := c.W.User(id)
	if u == nil || tab != "" && !slices.ContainsFunc(msTabs, func(x struct{ path, name string }) bool { return x.path == tab }) {
		return s.notFound(c)
	}
	base := d.userURL(u)
	other := Info{Type: TypeOther}
	if tab == "" {
		return c.Redirect(base+"posts/", other)
	}
	if slug != d.uslug[u] {
		return Response{Status: http.StatusMovedPermanently, Location: base + tab + "/", Info: other}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `
<div class="page page-user-profile">
  <div class="page-header-bg">
    <div class="page-header page-header-user-profile">
      <div class="container">
        <div class="profile-header">
          <img class="user-avatar" src="%s" width="100" height="100" alt="">
          <h1>%s</h1>
          <p class="profile-title">%s</p>
          <ul class="list-inline profile-details-list">
            <li>Joined %s</li>
            <li>%d posts</li>
          </ul>
        </div>
      </div>
    </div>
  </div>
  <div class="container page-container">
    <div class="row">
      <div class="col-md-3">
        <div class="list-group nav-side">
`, c.Href(fmt.Sprintf("avatar/%d/200/", u.ID)), Esc(u.Name), msTitle(u), u.Joined.Format("January 2, 2006"), len(d.o.byUser[u]))
	for _, x := range msTabs {
		active := ""
		if x.path == tab {
			active = " active"
		}
		fmt.Fprintf(&h, "          <a href=\"%s\" class=\"list-group-item%s\">%s</a>\n", c.Href(base+x.path+"/"), active, x.name)
	}
	h.WriteString("        </div>\n      </div>\n      <div class=\"col-md-9\">\n")
	switch tab {
	case "posts":
		posts := d.o.byUser[u]
		if len(posts) == 0 {
			fmt.Fprintf(&h, "        <p class=\"lead\">%s posted no messages.</p>\n", Esc(u.Name))
		}
		h.WriteString("        <ul class=\"posts-list ui-ready\">\n")
		for _, p := range posts[:min(msProfileN, len(posts))] {
			fmt.Fprintf(&h, `          <li class="post">
            <div class="panel panel-default panel-post">
              <div class="panel-body">
                <div class="post-heading"><a href="%s" class="item-title thread-title">%s</a> <a href="%s" class="post-timestamp" title="%s">%s</a></div>
                <div class="post-body"><p>%s</p></div>
              </div>
            </div>
          </li>
`, c.Href(s.ThreadURL(p.Thread, 1)), Esc(p.Thread.Title), c.Href(s.postURL(d, p)), spDateTime(p.Time), msRelative(c.W.Now, p.Time), Esc(clip(p.Body[0], 200)))
		}
		h.WriteString("        </ul>\n")
		if len(posts) > msProfileN {
			h.WriteString("        <div class=\"pager-more\"><button class=\"btn btn-default btn-outline\" type=\"button\">Show more</button></div>\n")
		}
	case "threads":
		ts := d.started[u]
		if len(ts) == 0 {
			fmt.Fprintf(&h, "        <p class=\"lead\">%s started no threads.</p>\n", Esc(u.Name))
		}
		h.WriteString("        <ul class=\"posts-list ui-ready\">\n")
		for _, t := range ts[:min(msProfileN, len(ts))] {
			fmt.Fprintf(&h, `          <li class="post"><div class="post-heading"><a href="%s" class="item-title thread-title">%s</a> <a href="%s">%s</a></div></li>
`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), c.Href(msCatURL(d.ofBoard[t.Board])), Esc(d.ofBoard[t.Board].name))
		}
		h.WriteString("        </ul>\n")
	case "followers", "follows":
		users := u.Contacts
		if tab == "followers" {
			users = nil
			for _, o := range c.W.Users {
				if slices.Contains(o.Contacts, u) {
					users = append(users, o)
				}
			}
		}
		if len(users) == 0 {
			fmt.Fprintf(&h, "        <p class=\"lead\">%s has no %s.</p>\n", Esc(u.Name), tab)
		}
		h.WriteString("        <div class=\"users-cards-list\">\n")
		for _, o := range users {
			fmt.Fprintf(&h, "          <div class=\"user-card\"><a href=\"%s\" class=\"user-card-username\">%s</a> <span class=\"user-card-title\">%s</span></div>\n",
				c.Href(d.userURL(o)), Esc(o.Name), msTitle(o))
		}
		h.WriteString("        </div>\n")
	case "details":
		bio := u.Bio
		if bio == "" {
			bio = "This member has not filled in their profile."
		}
		fmt.Fprintf(&h, `        <div class="panel panel-default panel-profile-details">
          <div class="panel-body">
            <dl class="dl-horizontal">
              <dt>Bio</dt><dd>%s</dd>
              <dt>Joined</dt><dd>%s</dd>
            </dl>
          </div>
        </div>
`, Esc(bio), spDateTime(u.Joined))
	}
	h.WriteString("      </div>\n    </div>\n  </div>\n</div>\n")
	title := u.Name
	for _, x := range msTabs {
		if x.path == tab && tab != "posts" {
			title = x.name + " | " + u.Name
		}
	}
	return c.Page(other, s.frame(c, title, "", h.String()))
}

// usersTabs is the users lists' menu.
func (s msSkin) usersTabs(c *Ctx, cur string) string {
	var h strings.Builder
	h.WriteString("    <ul class=\"nav nav-pills\">\n")
	for _, x := range []struct{ path, name string }{{"users/active-posters/", "Top posters"}, {"users/forum-team/", "Forum team"}} {
		active := ""
		if x.path == cur {
			active = " class=\"active\""
		}
		fmt.Fprintf(&h, "      <li%s><a href=\"%s\">%s</a></li>\n", active, c.Href(x.path), x.name)
	}
	h.WriteString("    </ul>\n")
	return h.String()
}

func (s msSkin) userCards(c *Ctx, d *msTables, users []*User) string {
	var h strings.Builder
	h.WriteString("    <div class=\"users-cards-list\">\n")
	for i, u := range users {
		fmt.Fprintf(&h, `      <div class="user-card">
        <span class="user-card-rank">#%d</span>
        <a href="%s" class="user-card-avatar"><img class="user-avatar" src="%s" width="64" height="64" alt=""></a>
        <a href="%s" class="user-card-username">%s</a>
        <span class="user-card-title">%s</span>
        <span class="user-card-stat">%d posts</span>
      </div>
`, i+1, c.Href(d.userURL(u)), c.Href(fmt.Sprintf("avatar/%d/64/", u.ID)), c.Href(d.userURL(u)), Esc(u.Name), msTitle(u), len(d.o.byUser[u]))
	}
	h.WriteString("    </div>\n")
	return h.String()
}

// activePosters is the users list's landing: the most active members.
func (s msSkin) activePosters(c *Ctx, d *msTables) Response {
	var h strings.Builder
	h.WriteString("\n<div class=\"page page-users-lists\">\n  <div class=\"page-header-bg\"><div class=\"page-header\"><div class=\"container\"><h1>Users</h1></div></div></div>\n  <div class=\"container page-container\">\n")
	h.WriteString(s.usersTabs(c, "users/active-posters/"))
	h.WriteString("    <p class=\"lead\">Most active posters from last 7 days.</p>\n")
	h.WriteString(s.userCards(c, d, d.active))
	h.WriteString("  </div>\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, "Top posters | Users", "", h.String()))
}

// rank is a rank's members list: the forum team only is a tab; its one page
// answers /1/ with a 302 to the bare list, as Django paginated views do.
func (s msSkin) rank(c *Ctx, d *msTables, slug string, page int, paged bool) Response {
	if slug != "forum-team" || page != 1 {
		return s.notFound(c)
	}
	if paged {
		return c.Redirect("users/forum-team/", Info{Type: TypeOther})
	}
	var h strings.Builder
	h.WriteString("\n<div class=\"page page-users-lists\">\n  <div class=\"page-header-bg\"><div class=\"page-header\"><div class=\"container\"><h1>Users</h1></div></div></div>\n  <div class=\"container page-container\">\n")
	h.WriteString(s.usersTabs(c, "users/forum-team/"))
	h.WriteString(s.userCards(c, d, c.W.Users[:1]))
	h.WriteString("  </div>\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, "Forum team | Users", "", h.String()))
}

// search is the threads search: a form, and for a query the first matching threads.
func (s msSkin) search(c *Ctx, d *msTables) Response {
	q := strings.TrimSpace(c.Query.Get("q"))
	var h strings.Builder
	fmt.Fprintf(&h, `
<div class="page page-search">
  <div class="page-header-bg"><div class="page-header"><div class="container"><h1>Search</h1></div></div></div>
  <div class="container page-container">
    <form class="search-form" action="%s" method="get">
      <input type="text" class="form-control" name="q" value="%s" placeholder="Search">
      <button class="btn btn-primary" type="submit">Search</button>
    </form>
`, c.Href("search/threads/"), Esc(q))
	if len(q) >= 3 {
		word := strings.ToLower(q)
		hits := firstN(d.index, 10, func(t *Thread) bool { return strings.Contains(strings.ToLower(t.Title), word) })
		if len(hits) == 0 {
			h.WriteString("    <p class=\"lead\">No matching posts have been found.</p>\n")
		}
		h.WriteString("    <ul class=\"posts-list\">\n")
		for _, t := range hits {
			fmt.Fprintf(&h, "      <li class=\"post\"><a href=\"%s\">%s</a> <a href=\"%s\">%s</a></li>\n",
				c.Href(s.postURL(d, t.Posts[0])), Esc(t.Title), c.Href(d.userURL(t.Author)), Esc(t.Author.Name))
		}
		h.WriteString("    </ul>\n")
	}
	h.WriteString("  </div>\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, "Search", "", h.String()))
}

// form is the sign-in page and the account forms beside it.
func (s msSkin) form(c *Ctx, which string) Response {
	title, fields, button := "Sign in", []string{"username:text:Username or email", "password:password:Password"}, "Sign in"
	switch which {
	case "register":
		title, fields, button = "Register", []string{"username:text:Username", "email:email:E-mail", "password:password:Password"}, "Register account"
	case "forgotten-password":
		title, fields, button = "Change forgotten password", []string{"email:email:Your e-mail address"}, "Send link"
	case "request-activation":
		title, fields, button = "Activate account", []string{"email:email:Your e-mail address"}, "Send link"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `
<div class="page page-%s">
  <div class="container page-container">
    <div class="panel panel-default panel-form">
      <div class="panel-heading"><h1 class="panel-title">%s</h1></div>
      <form method="post" action="%s">
        <input type="hidden" name="csrfmiddlewaretoken" value="%s">
        <div class="panel-body">
`, which, title, c.Href(which+"/"), msCSRF(c))
	for _, f := range fields {
		parts := strings.SplitN(f, ":", 3)
		fmt.Fprintf(&h, "          <div class=\"form-group\"><label for=\"id_%s\">%s:</label><input type=\"%s\" name=\"%s\" id=\"id_%s\" class=\"form-control\" required></div>\n",
			parts[0], parts[2], parts[1], parts[0], parts[0])
	}
	fmt.Fprintf(&h, "        </div>\n        <div class=\"panel-footer\"><button class=\"btn btn-primary btn-block\" type=\"submit\">%s</button></div>\n      </form>\n", button)
	if which == "login" {
		fmt.Fprintf(&h, "      <div class=\"panel-body\"><a href=\"%s\">Forgot password?</a> <a href=\"%s\">Activate account</a> <a href=\"%s\">Register</a></div>\n",
			c.Href("forgotten-password/"), c.Href("request-activation/"), c.Href("register/"))
	}
	h.WriteString("    </div>\n  </div>\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, title, "", h.String()))
}

// msCSRF is a page's CSRF token: Django's 64 masked alphanumerics (fixed per URL, for determinism).
func msCSRF(c *Ctx) string {
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	b := make([]byte, 64)
	for i := range b {
		b[i] = alnum[Hash("mscsrf", c.Path, c.RawQuery, i)%uint64(len(alnum))]
	}
	return string(b)
}

// frame is base.html: the head, the navbar with the guest's sign-in and
// register buttons, the page and the footer.
func (s msSkin) frame(c *Ctx, title, category, content string) string {
	var h strings.Builder
	st := c.Pkg.Mount + "static/misago/"
	full := title + " | " + msSite
	if title == msSite {
		full = msSite
	}
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en" class="no-js">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <title>%s</title>
  <meta name="description" content="%s">
  <meta property="og:site_name" content="%s">
  <meta property="og:title" content="%s">
  <link href="%scss/misago.css" rel="stylesheet">
  <link rel="manifest" href="%smanifest.json">
`, Esc(full), msSiteDesc, msSite, Esc(title), st, c.Pkg.Mount)
	h.WriteString(c.Styles(14))
	fmt.Fprintf(&h, `</head>
<body>
  <div id="misago-container">
    <nav class="navbar navbar-misago navbar-default navbar-static-top" role="navigation">
      <div class="container navbar-full navbar-desktop-nav">
        <a href="%s" class="navbar-brand"><img src="%simg/logo.svg" alt="" width="24" height="24"><span>%s</span></a>
        <ul class="navbar-nav nav">
          <li><a href="%s">Threads</a></li>
          <li><a href="%s">Categories</a></li>
          <li><a href="%s">Users</a></li>
        </ul>
        <div class="navbar-search"><a href="%s" class="btn btn-navbar-icon" title="Search"><span class="material-icon">search</span></a></div>
        <div class="nav nav-guest">
          <a href="%s" class="btn btn-default navbar-btn btn-sign-in">Sign in</a>
          <a href="%s" class="btn btn-primary navbar-btn btn-register">Register</a>
        </div>
      </div>
    </nav>
    <div id="misago-htmx-root" data-category="%s">
%s
    </div>
    <footer class="misago-footer">
      <div class="container">
        <p class="misago-footer-text">Powered by <a href="https://misago-project.org">Misago</a></p>
      </div>
    </footer>
  </div>
  <script type="text/javascript" src="%sjs/vendor.js"></script>
  <script type="text/javascript" src="%sjs/misago.js"></script>
`, c.Href(""), st, msSite, c.Href(""), c.Href("categories/"), c.Href("users/"), c.Href("search/"),
		c.Href("login/"), c.Href("register/"), category, content, st, st)
	h.WriteString(c.Scripts(8))
	h.WriteString("</body>\n</html>\n")
	return h.String()
}
