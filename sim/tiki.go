package sim

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// The Forums feature of Tiki Wiki CMS Groupware 18 inside a Tiki site with
// the default Bootstrap theme, SEF URLs off (feature_sefurl defaults to "n"),
// seen by a guest. The site lives at the host root: index.php sends visitors
// to tiki-index.php, the wiki's HomePage; the application menu (Home, Search,
// Wiki, Forums) and the login module sit in the left column of every page,
// the forums' included.
//
// Tiki has no sub-forums and no forum categories of its own: a forum carries
// a free-text "section", and tiki-forums.php lists the forums grouped under
// section header rows that link nowhere. The world's categories are those
// sections, its boards the forums, numbered forumId 1.. in display order.
// Topics and their replies are rows of one comments table, so a topic's id
// (comments_parentId) and a reply's share one sequence, in posting order;
// users are numbered from 2 (the administrator is 1).
//
// Paging is by offset. A forum shows topicsPerPage (20) topics a page,
// stickies first, then by last post; its pager (pagination_links) appends
// comments_offset=N to the URL it is on. A topic page shows the topic's first
// post on top of every page and then commentsPerPage (10) of its replies, so a
// topic of n posts has ceil((n-1)/10) pages (the farm counts ceil(n/10); the
// seed's world has no topic where the two differ, and a test keeps it so); the thread pager links
// comments_offset=N in a long form that also carries the threshold, the page
// size and the thread style, and through a bug in comments.tpl never shows its
// "Prev" link. The forum's topic links carry the topic's position in the list
// (topics_offset), and each topic page links the previous and next topic with
// topics_offset-1 and +1, so one topic is reached under several URLs. Each
// reply's title links the reply on its own (comments_per_page=1), a page of one
// post. Two of Tiki's sort variants are left out to keep the site within the
// farm's URL budget: the Type and Reads headers of a forum carry no sort link,
// and topic links in a re-sorted forum do not add topics_sort_mode. Guests may read but not post: no reply, quote, vote or new-topic
// buttons. URL scheme (mount-relative, the mount being the host root):
//
//	tiki-forums.php                     entry: the forums, under their sections
//	tiki-forums.php?sort_mode=M         the same list re-sorted (entry, canonical tiki-forums.php)
//	tiki-view_forum.php?forumId=F[&comments_offset=N]   a forum's topics (index); N a multiple of 20 below
//	                                    the count; thread_sort_mode=FIELD_asc|desc re-sorts (index, canonical
//	                                    the same page unsorted); an offset past the end lists nothing (other)
//	tiki-view_forum_thread.php?comments_parentId=T      page 1 of a topic (thread); with forumId=F,
//	                                    topics_offset=K, topics_sort_mode=M too (thread page 1)
//	tiki-view_forum_thread.php?forumId=F&comments_threshold=0&comments_parentId=T&comments_offset=N&comments_per_page=10&thread_style=commentStyle_plain
//	                                    page N/10+1 (thread); an offset past the end or off the grid (other)
//	tiki-view_forum_thread.php?...&display=print|print_all   printable views (other)
//	tiki-view_forum_thread.php?forumId=F&comments_parentId=R&comments_per_page=1&thread_style=commentStyle_plain
//	                                    a reply on its own (other)
//	tiki-forum_rss.php?forumId=F, tiki-forums_rss.php   RSS 2.0 feeds (other)
//	tiki-user_information.php?userId=U (or ?view_user=NAME)   a member's public information (other)
//	tiki-index.php[?page=P], tiki-lastchanges.php, tiki-listpages.php   the wiki around the forums (other)
//	tiki-searchindex.php[?filter~content=W], tiki-login_scr.php, tiki-register.php,
//	tiki-remind_password.php            other
//	"" (the host root), index.php       302 to tiki-index.php (other)
//
// An unknown forum or topic is Tiki's error page ("Incorrect thread", "No
// forum indicated"), answered 200 as Tiki does; unknown scripts are the web
// server's 404.
func tiki() *Package {
	return &Package{
		Name: "tiki", Software: "Tiki Wiki CMS Groupware 18 forums (default theme, SEF URLs off)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 3}, Threads: [2]int{20, 48},
			Posts: [2]int{1, 8}, LongThreadChance: 0.15, ThreadsPerPage: 20, PostsPerPage: tkPer, Users: 70,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 9311, Unseen: true,
		Skin: tkSkin{},
	}
}

// tkSkin renders Tiki's forums and the site around them.
type tkSkin struct{}

const (
	tkSite  = "Harbour Makers Wiki"
	tkPer   = 10 // commentsPerPage: replies a topic page shows under the first post
	tkStyle = "commentStyle_plain"
	tkDate  = "Mon 02 of Jan, 2006 15:04 MST"
)

// tkWiki are the wiki pages of the site, HomePage first.
var tkWiki = []struct{ name, body string }{
	{"HomePage", "Welcome to the Harbour Makers wiki. The workshop keeps its notes here, and the forums are where members ask, answer and show what they built."},
	{"About", "Harbour Makers is a volunteer-run workshop. Anyone may read the wiki and the forums; members may write."},
	{"Workshop Rules", "Book the large machines in advance, clean up after yourself, and ask before using someone else's project materials."},
	{"Opening Hours", "The workshop is open on Tuesday and Thursday evenings and all day on Saturday."},
}

// tkTables are what the skin derives from a world.
type tkTables struct {
	o      idOrder
	admin  *User
	byName map[string]*User
	// topic and reply ids share the comments table's sequence
	topicByID map[int]*Thread
	replyByID map[int]*Post
}

func tkTab(w *World) *tkTables {
	return w.Derived("tiki", func() any {
		d := &tkTables{o: newIDOrder(w), byName: map[string]*User{}, topicByID: map[int]*Thread{}, replyByID: map[int]*Post{}}
		d.admin = &User{ID: 0, Name: "admin", Joined: w.Now.AddDate(-6, -2, 0), Bio: "Keeps the site running."}
		for _, u := range w.Users {
			d.byName[u.Name] = u
		}
		for _, t := range w.Threads {
			d.topicByID[d.o.postID[t.Posts[0]]] = t
			for _, p := range t.Posts[1:] {
				d.replyByID[d.o.postID[p]] = p
			}
		}
		return d
	}).(*tkTables)
}

// tkUID is a member's userId: the administrator is 1.
func tkUID(u *User) int { return u.ID + 1 }

// tkPages is how many pages a topic takes: its replies, 10 a page, under the first post.
func tkPages(t *Thread) int { return max(1, (len(t.Posts)-1+tkPer-1)/tkPer) }

func (tkSkin) Entry() string { return "tiki-forums.php" }

// BoardURL is the forum's URL, later pages with the pager's comments_offset.
func (tkSkin) BoardURL(b *Board, p int) string {
	if p > 1 {
		return fmt.Sprintf("tiki-view_forum.php?forumId=%d&comments_offset=%d", b.ID, (p-1)*b.World.Shape.ThreadsPerPage)
	}
	return fmt.Sprintf("tiki-view_forum.php?forumId=%d", b.ID)
}

// ThreadURL is sefurl's forumthread URL for page 1 and the thread pager's long form after it.
func (tkSkin) ThreadURL(t *Thread, p int) string {
	id := tkTab(t.Board.World).o.postID[t.Posts[0]]
	if p > 1 {
		return tkPageURL(t.Board.ID, id, (p-1)*tkPer)
	}
	return fmt.Sprintf("tiki-view_forum_thread.php?comments_parentId=%d", id)
}

// tkPageURL is comments.tpl's pager link: comments_complete_father and its fixed parameters.
func tkPageURL(fid, tid, offset int) string {
	return fmt.Sprintf("tiki-view_forum_thread.php?forumId=%d&comments_threshold=0&comments_parentId=%d&comments_offset=%d&comments_per_page=%d&thread_style=%s",
		fid, tid, offset, tkPer, tkStyle)
}

// tkReplyURL is a reply title's link: the reply alone.
func tkReplyURL(fid, rid int) string {
	return fmt.Sprintf("tiki-view_forum_thread.php?forumId=%d&comments_parentId=%d&comments_per_page=1&thread_style=%s", fid, rid, tkStyle)
}

func tkUserURL(u *User) string { return fmt.Sprintf("tiki-user_information.php?userId=%d", tkUID(u)) }

func tkDateTime(t time.Time) string { return t.UTC().Format(tkDate) }

// tkUserLink is the userlink modifier: public user information is linked.
func tkUserLink(c *Ctx, u *User) string {
	return fmt.Sprintf("<a class='link' target='_top' href='%s' title='More info about %s'>%s</a>", c.Href(tkUserURL(u)), Esc(u.Name), Esc(u.Name))
}

// Serve routes a request the way the site's scripts split it.
func (s tkSkin) Serve(c *Ctx) Response {
	d := tkTab(c.W)
	other := Info{Type: TypeOther}
	switch c.Path {
	case "", "index.php":
		return c.Redirect("tiki-index.php", other)
	case "tiki-forums.php":
		return s.forums(c, d)
	case "tiki-view_forum.php":
		return s.viewForum(c, d)
	case "tiki-view_forum_thread.php":
		return s.viewThread(c, d)
	case "tiki-forum_rss.php", "tiki-forums_rss.php":
		return s.rss(c, d)
	case "tiki-user_information.php":
		return s.userInfo(c, d)
	case "tiki-index.php":
		return s.wiki(c, d)
	case "tiki-lastchanges.php", "tiki-listpages.php":
		return s.wikiList(c, d)
	case "tiki-searchindex.php":
		return c.Page(other, s.frame(c, d, "Search", s.search(c, d)))
	case "tiki-login_scr.php":
		return c.Page(other, s.frame(c, d, "Log in", "<h1 class=\"pagetitle\">Log in</h1>"+tkLoginForm))
	case "tiki-register.php":
		return c.Page(other, s.frame(c, d, "Register", tkRegister))
	case "tiki-remind_password.php":
		return c.Page(other, s.frame(c, d, "I forgot my password", tkRemind))
	}
	return c.NotFound(notFoundPage)
}

// errorPage is error.tpl inside the layout: Tiki answers its errors with 200.
func (s tkSkin) errorPage(c *Ctx, d *tkTables, msg string) Response {
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, "Error", fmt.Sprintf(`<div class="alert alert-warning"><h4 class="alert-heading">Error</h4>%s</div><p><a class="btn btn-default" href="javascript:history.back()">Go back</a> <a class="btn btn-default" href="%s">Return to home page</a></p>`,
		Esc(msg), c.Href("tiki-index.php"))))
}

// forumSorts are the forums list's sort fields.
var tkForumSorts = []struct{ field, label string }{{"name", "Name"}, {"threads", "Topics"}, {"comments", "Posts"}, {"lastPost", "Last Post"}, {"hits", "Visits"}}

// sortLink is self_link with _sort_arg: the field's link toggles its order, asc first.
func tkSortLink(c *Ctx, base, arg, cur, field, label string) string {
	o := field + "_asc"
	if cur == field+"_asc" {
		o = field + "_desc"
	}
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	return fmt.Sprintf(`<a class="tips" title="%s:Click to sort by %s" href="%s">%s</a>`, label, strings.ToLower(label), c.Href(base+sep+arg+"="+o), label)
}

// forums is tiki-forums.php: the forums under their sections.
func (s tkSkin) forums(c *Ctx, d *tkTables) Response {
	info := Info{Type: TypeEntry, Canonical: s.Entry()}
	sort := c.Query.Get("sort_mode")
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="clearfix"><h1 class="pagetitle"><a class="pagetitle" href="%s">Forums</a></h1></div>
<div class="t_navbar margin-bottom-md"></div>
<div class="row margin-bottom-md"><div class="col-md-5 col-md-offset-7">
<form class="form" method="get" role="form" action="%s"><div class="input-group"><input type="text" name="find" class="form-control" placeholder="Find..."><input type="hidden" name="sort_mode" value="%s"><div class="input-group-btn"><input type="submit" class="btn btn-default" value="Search by name" name="search"></div></div></form>
</div></div>
<div class="table-responsive"><table class="table table-striped table-hover"><thead><tr>`, c.Href(s.Entry()), c.Href(s.Entry()), Esc(sort))
	for _, f := range tkForumSorts {
		fmt.Fprintf(&h, "<th>%s</th>", tkSortLink(c, "tiki-forums.php", "sort_mode", sort, f.field, f.label))
	}
	h.WriteString("</tr></thead><tbody>\n")
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, "<tr><td class=\"third info\" colspan=\"6\">%s</td></tr>\n", Esc(cat.Name))
		for _, b := range cat.Boards {
			last := ""
			if p := b.Latest(); p != nil {
				title := p.Thread.Title
				if p.Index > 0 {
					title = "Re: " + title
				}
				last = fmt.Sprintf("%s<br><small><i>%s</i> by %s</small>", tkDateTime(p.Time), Esc(title), tkUserLink(c, p.Author))
			}
			hits := 0
			for _, t := range b.Threads {
				hits += t.Views
			}
			fmt.Fprintf(&h, `<tr><td class="text"><a class="forumname" href="%s">%s</a><div class="help-block">%s</div></td><td class="integer"><span class="badge">%d</span></td><td class="integer"><span class="badge">%d</span></td><td class="text">%s</td><td class="integer"><span class="badge">%d</span></td></tr>
`, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), len(b.Threads), b.AllPosts(), last, hits)
		}
	}
	h.WriteString("</tbody></table></div>\n")
	return c.Page(info, s.frame(c, d, "Forums", h.String()))
}

// tkSorted orders a forum's topics by thread_sort_mode; "" keeps the default order.
func tkSorted(ts []*Thread, mode string) ([]*Thread, bool) {
	field, dir, ok := strings.Cut(mode, "_")
	if !ok || (dir != "asc" && dir != "desc") {
		return ts, false
	}
	cmp := map[string]func(a, b *Thread) int{"title": byTitle, "replies": byReplies, "hits": byViews, "lastPost": byLastPost, "userName": byStarter,
		"type": func(a, b *Thread) int { return 0 }}[field]
	if cmp == nil {
		return ts, false
	}
	return stickyFirst(ts, cmp, dir == "desc"), true
}

// offsetPage reads an offset parameter: the 1-based page it starts, ok false when it is off the grid.
func tkOffsetPage(c *Ctx, name string, per int) (page int, ok bool) {
	v := c.Query.Get(name)
	if v == "" {
		return 1, true
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 1, err != nil
	}
	return n/per + 1, n%per == 0
}

// viewForum is tiki-view_forum.php: a forum's topics.
func (s tkSkin) viewForum(c *Ctx, d *tkTables) Response {
	if !c.Query.Has("forumId") {
		return s.errorPage(c, d, "No forum indicated")
	}
	b := c.W.Board(c.Int("forumId"))
	if b == nil {
		return s.errorPage(c, d, "Incorrect param")
	}
	per := c.W.Shape.ThreadsPerPage
	page, onGrid := tkOffsetPage(c, "comments_offset", per)
	pages := b.Pages(per)
	mode := c.Query.Get("thread_sort_mode")
	ts, _ := tkSorted(b.Threads, mode)
	info := boardInfo(s, b, page)
	if !onGrid || page > pages {
		info = Info{Type: TypeOther}
	}
	offset := (page - 1) * per
	if v, err := strconv.Atoi(c.Query.Get("comments_offset")); err == nil && v > 0 {
		offset = v
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="clearfix"><h1 class="pagetitle"><a class="pagetitle" href="%s">%s</a></h1></div>
<div class="description help-block">%s</div>
<div class="t_navbar margin-bottom-md"><a class="btn btn-link" href="%s"><span class="icon icon-list fa fa-list-ul"></span> Forum List</a>
<div class="btn-group pull-right"><a class="btn btn-link" data-toggle="dropdown" data-hover="dropdown" href="#"><span class="icon icon-menu-extra fa fa-ellipsis-h"></span></a>
<ul class="dropdown-menu dropdown-menu-right"><li class="dropdown-title">Forum actions</li><li class="divider"></li><li><a href="%s"><span class="icon icon-rss fa fa-rss"></span> RSS feed</a></li></ul></div>
<div class="categbar" align="right"></div></div>
<div class="breadcrumb"><a class="link" href="%s">Forums</a> &gt; <a class="link" href="%s">%s</a></div>
`, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), c.Href(s.Entry()), c.Href(fmt.Sprintf("tiki-forum_rss.php?forumId=%d", b.ID)),
		c.Href(s.Entry()), c.Href(s.BoardURL(b, 1)), Esc(b.Name))
	fmt.Fprintf(&h, `<div class="row margin-bottom-md"><div class="col-md-5 col-md-offset-7"><form id="search-form" class="form" role="form" method="get" action="%s"><div class="form-group"><div class="input-group"><span class="input-group-addon"><span class="icon icon-search fa fa-search"></span></span><input name="filter~content" id="findinforums" type="text" class="form-control" placeholder="Find..."><div class="input-group-btn"><input type="hidden" name="filter~type" value="forum post"><input type="hidden" name="filter~forum_id" value="%d"><input type="submit" class="wikiaction btn btn-default" name="search" value="Find"></div></div></div></form></div></div>
<form id="view_forum" method="post"><input type="hidden" name="comments_offset" value="%d"><input type="hidden" name="comments_threadId" value="0"><input type="hidden" name="comments_threshold" value="0"><input type="hidden" name="thread_sort_mode" value="%s"><input type="hidden" name="forumId" value="%d">
<div id="view_forum-div" class="table-responsive ts-wrapperdiv"><table id="view_forum" class="table normal table-striped table-hover table-forum" data-count="%d"><thead><tr>`,
		c.Href("tiki-searchindex.php"), b.ID, offset, Esc(orDefault(mode, "lastPost_desc")), b.ID, len(b.Threads))
	base := fmt.Sprintf("tiki-view_forum.php?forumId=%d", b.ID)
	// Tiki links every header to its sort; the farm draws Type and Reads as plain
	// headers to keep the sorted lists' URLs within the site's budget.
	for _, f := range []struct{ field, label string }{{"type", "Type"}, {"title", "Title"}, {"replies", "Replies"}, {"hits", "Reads"}, {"lastPost", "Last Post"}, {"userName", "Author"}} {
		if f.field == "type" || f.field == "hits" {
			fmt.Fprintf(&h, `<th id="%s">%s</th>`, strings.ToLower(f.field), f.label)
			continue
		}
		fmt.Fprintf(&h, `<th id="%s">%s</th>`, strings.ToLower(f.field), tkSortLink(c, base, "thread_sort_mode", mode, f.field, f.label))
	}
	h.WriteString("<th id=\"actions\"></th></tr></thead><tbody>\n")
	list := Page(ts, page, per)
	for i, t := range list {
		typ := "Normal"
		if t.Sticky {
			typ = "Sticky"
		} else if len(t.Posts) > 15 {
			typ = "Hot"
		}
		// Tiki adds &topics_sort_mode=M to these links in a re-sorted list; the farm
		// leaves it out, as it would multiply every topic's URLs past the site's budget.
		link := fmt.Sprintf("tiki-view_forum_thread.php?comments_parentId=%d&topics_offset=%d", d.o.postID[t.Posts[0]], offset+i)
		last := tkDateTime(t.LastPost().Time)
		if len(t.Posts) > 1 {
			last += fmt.Sprintf("<br><small><i>Re: %s</i> by %s</small>", Esc(t.Title), tkUserLink(c, t.LastPost().Author))
		}
		fmt.Fprintf(&h, `<tr><td class="icon">%s</td><td class="text"><a class="forumname" href="%s">%s</a></td><td class="integer"><span class="badge">%d</span></td><td class="integer"><span class="badge">%d</span></td><td class="text"><div style="float:left;">%s</div></td><td class="text"><div style="float:left">%s</div></td><td class="text" nowrap="nowrap"><a class="tips" title="Actions" href="#" style="padding:0; margin:0; border:0"><span class="icon icon-wrench fa fa-wrench"></span></a></td></tr>
`, typ, c.Href(link), Esc(t.Title), len(t.Posts)-1, t.Views, last, tkUserLink(c, t.Author))
	}
	if len(list) == 0 {
		h.WriteString(`<tr class="even"><td colspan="7" class="norecords">No topics found</td></tr>`)
	}
	h.WriteString("</tbody></table></div></form>\n")
	h.WriteString(tkPagination(c, offset, per, len(b.Threads), "comments_offset"))
	h.WriteString(`<div class="col-md-8"><div class="panel panel-default" id="filter-panel"><div class="panel-heading filter-panel-heading"><h4 class="panel-title"><a data-toggle="collapse" href="#filterCollapse" class="collapsed">Filter Posts</a></h4></div><div id="filterCollapse" class="panel-collapse collapse"><div class="panel-body"><form id="time_control" class="form-horizontal" method="post" action="tiki-view_forum.php"><select id="filter_time" name="time_control" class="form-control input-sm"><option value="" selected="selected">All posts</option><option value="3600">Last hour</option><option value="86400">Last 24 hours</option><option value="172800">Last 48 hours</option></select><input type="submit" class="btn btn-default btn-sm" id="filter_submit" value="Filter"></form></div></div></div></div>`)
	return c.Page(info, s.frame(c, d, b.Name, h.String()))
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// tkPagination is block.pagination_links: the current URL without its offset,
// then the offset; &laquo; and &raquo; around the page numbers, a window of
// two pages either side of the current one with the first and last kept.
func tkPagination(c *Ctx, offset, step, cant int, arg string) string {
	pages := (cant + step - 1) / step
	if pages <= 1 {
		return ""
	}
	q := url.Values{}
	for k, v := range c.Query {
		if k != arg && len(v) > 0 && v[0] != "" {
			q[k] = v
		}
	}
	base := c.Path + "?"
	if enc := tkOrdered(c, q); enc != "" {
		base += enc + "&"
	}
	link := func(off int, label, class string) string {
		return fmt.Sprintf(`<li><a class="%s" href="%s">%s</a></li>`, class, c.Href(fmt.Sprintf("%s%s=%d", base, arg, off)), label)
	}
	var h strings.Builder
	h.WriteString(`<div class="text-center"><ul class="pagination">`)
	if offset == 0 {
		h.WriteString(`<li class="disabled"><span>&laquo;</span></li>`)
	} else {
		h.WriteString(link(max(0, offset-step), "&laquo;", "prevnext prev"))
	}
	cur := offset / step
	dots := false
	for k := range pages {
		switch {
		case k == cur:
			fmt.Fprintf(&h, `<li class="active"><span>%d <span class="sr-only">(current)</span></span></li>`, k+1)
			dots = false
		case pages <= 7 || k == 0 || k == pages-1 || abs(cur-k) <= 2:
			h.WriteString(link(k*step, strconv.Itoa(k+1), "prevnext"))
			dots = false
		case !dots:
			h.WriteString(`<li class="disabled"><span>&hellip;</span>`)
			dots = true
		}
	}
	if offset+step >= cant {
		h.WriteString(`<li class="disabled"><span>&raquo;</span></li>`)
	} else {
		h.WriteString(link(offset+step, "&raquo;", "prevnext next"))
	}
	h.WriteString("</ul></div>\n")
	return h.String()
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// tkOrdered encodes q in the order its keys came in the request, as the query function rebuilds $_GET.
func tkOrdered(c *Ctx, q url.Values) string {
	var parts []string
	seen := map[string]bool{}
	for _, kv := range strings.Split(c.RawQuery, "&") {
		k, _, _ := strings.Cut(kv, "=")
		if uk, err := url.QueryUnescape(k); err == nil {
			k = uk
		}
		if v, ok := q[k]; ok && !seen[k] {
			seen[k] = true
			parts = append(parts, url.QueryEscape(k)+"="+url.QueryEscape(v[0]))
		}
	}
	return strings.Join(parts, "&")
}

// viewThread is tiki-view_forum_thread.php: a topic's pages, a reply alone, or a printable view.
func (s tkSkin) viewThread(c *Ctx, d *tkTables) Response {
	idArg := "comments_parentId"
	if !c.Query.Has(idArg) && c.Query.Has("threadId") {
		idArg = "threadId"
	}
	if !c.Query.Has(idArg) {
		return s.errorPage(c, d, "No thread indicated")
	}
	id := c.Int(idArg)
	t := d.topicByID[id]
	reply := d.replyByID[id]
	if t == nil && reply == nil {
		return s.errorPage(c, d, "Incorrect thread")
	}
	topic := t
	if reply != nil {
		topic = reply.Thread
	}
	if c.Query.Has("forumId") && c.Int("forumId") != topic.Board.ID {
		// Another forum's id: its settings apply, and the topic is not among its rows.
		if c.W.Board(c.Int("forumId")) == nil {
			return s.errorPage(c, d, "Incorrect thread")
		}
	}
	perArg := c.Query.Get("comments_per_page")
	page, onGrid := tkOffsetPage(c, "comments_offset", tkPer)
	other := Info{Type: TypeOther}
	info := threadInfo(s, topic, page)
	switch {
	case reply != nil:
		info = other
	case c.Query.Has("display"):
		info = other
	case perArg != "" && perArg != strconv.Itoa(tkPer):
		info = other
	case !onGrid || page > tkPages(topic) || c.Query.Get("thread_sort_mode") != "" && c.Query.Get("thread_sort_mode") != "commentDate_asc":
		info = other
	case c.Query.Has("forumId") && c.Int("forumId") != topic.Board.ID:
		info = other
	}
	if disp := c.Query.Get("display"); disp == "print" || disp == "print_all" {
		posts := append([]*Post{topic.Posts[0]}, Page(topic.Posts[1:], page, tkPer)...)
		switch {
		case reply != nil:
			posts = []*Post{reply}
		case disp == "print_all":
			posts = topic.Posts
		}
		return c.Page(other, s.printView(topic, posts))
	}
	if reply != nil {
		return c.Page(other, s.frame(c, d, reply.Thread.Title, s.replyView(c, d, reply)))
	}
	return c.Page(info, s.frame(c, d, topic.Title, s.thread(c, d, topic, page)))
}

// tkTopicsQuery are the topic-list parameters a topic page passes on.
func tkTopicsQuery(c *Ctx) string {
	out := ""
	if v := c.Query.Get("topics_sort_mode"); v != "" {
		out += "&topics_sort_mode=" + url.QueryEscape(v)
	}
	return out
}

// thread renders page `page` of a topic: its first post, then its replies for the page.
func (s tkSkin) thread(c *Ctx, d *tkTables, t *Thread, page int) string {
	b := t.Board
	tid := d.o.postID[t.Posts[0]]
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="clearfix"><h1 class="pagetitle">%s</h1></div>
<div class="t_navbar btn-group margin-bottom-md"><a class="btn btn-default" href="%s">Forum List</a><a class="btn btn-default" href="%s">Topic List</a></div>
<br><div id="thread-breadcrumb" class="breadcrumb"><a class="link" href="%s">Forums</a> &gt; <a class="link" href="%s">%s</a> &gt; %s</div>
<div class="text-right margin-bottom-md">`, Esc(b.Name), c.Href(s.Entry()), c.Href(s.BoardURL(b, 1)), c.Href(s.Entry()), c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(t.Title))
	// prev/next topic: the rows around topics_offset in the forum's list.
	toff := c.Int("topics_offset")
	ts, _ := tkSorted(b.Threads, c.Query.Get("topics_sort_mode"))
	win := Page(ts[min(max(0, toff-1), len(ts)):], 1, 3)
	var prev, next *Thread
	if len(win) > 0 && win[0] == t {
		if len(win) > 1 {
			next = win[1]
		}
	} else if len(win) > 0 {
		prev = win[0]
		if len(win) > 2 && win[1] == t {
			next = win[2]
		}
	}
	if prev != nil || next != nil {
		h.WriteString("<span>[ ")
		if prev != nil {
			fmt.Fprintf(&h, `<a href="%s" class="link">prev topic</a>`, c.Href(fmt.Sprintf("tiki-view_forum_thread.php?comments_parentId=%d&topics_offset=%d%s", d.o.postID[prev.Posts[0]], toff-1, tkTopicsQuery(c))))
			if next != nil {
				h.WriteString(" | ")
			}
		}
		if next != nil {
			fmt.Fprintf(&h, `<a href="%s" class="link">next topic</a>`, c.Href(fmt.Sprintf("tiki-view_forum_thread.php?comments_parentId=%d&topics_offset=%d%s", d.o.postID[next.Posts[0]], toff+1, tkTopicsQuery(c))))
		}
		h.WriteString(" ]</span>")
	}
	h.WriteString(s.threadActions(c))
	h.WriteString("</div>\n<article class=\"top_post\">")
	h.WriteString(s.post(c, d, t.Posts[0], true, b.ID))
	h.WriteString("</article>\n<div><form method=\"get\" action=\"/tiki-view_forum_thread.php\" class=\"comments\">")
	for _, p := range Page(t.Posts[1:], page, tkPer) {
		h.WriteString(s.post(c, d, p, false, b.ID))
	}
	h.WriteString("</form>\n<div class=\"thread_pagination\">")
	pages := tkPages(t)
	if len(t.Posts) > 1+tkPer {
		fmt.Fprintf(&h, "<div class=\"center-block\">Page: %d/%d", page, pages)
		if page < pages {
			fmt.Fprintf(&h, `&nbsp;[<a class="prevnext" href="%s">Next</a>]`, c.Href(tkPageURL(b.ID, tid, page*tkPer)))
		}
		h.WriteString("<br>")
		for n := 1; n <= pages; n++ {
			fmt.Fprintf(&h, "<a class=\"prevnext\" href=\"%s\">\n%d</a>&nbsp;\n", c.Href(tkPageURL(b.ID, tid, (n-1)*tkPer)), n)
		}
		h.WriteString("</div>")
	}
	h.WriteString("</div>\n</div><a id=\"comments\"></a>\n")
	fmt.Fprintf(&h, `<div class="form-group"><form class="form-horizontal" role="form" id="time_control" method="get" action="tiki-view_forum_thread.php"><input type="hidden" name="comments_offset" value="0"><input type="hidden" name="comments_parentId" value="%d"><input type="hidden" name="forumId" value="%d"><label class="col-sm-2 control-label">Show posts:</label><div class="col-sm-3"><select class="form-control" name="time_control" onchange="javascript:document.getElementById('time_control').submit();"><option value="" selected="selected">All posts</option><option value="3600">Last hour</option><option value="86400">Last 24 hours</option><option value="172800">Last 48 hours</option></select></div></form></div>
<div class="form-group pull-right"><form class="form-horizontal" role="form" id="quick" method="get" action="tiki-view_forum.php"><label class="col-sm-6 control-label" for="forumId">Jump to forum:</label><div class="col-sm-6"><select id="forumId" class="form-control" name="forumId" onchange="javascript:document.getElementById('quick').submit();">`, tid, b.ID)
	for _, x := range c.W.Boards {
		sel := ""
		if x == b {
			sel = ` selected="selected"`
		}
		fmt.Fprintf(&h, `<option value="%d"%s>%s</option>`, x.ID, sel, Esc(x.Name))
	}
	h.WriteString("</select></div></form></div>\n")
	return h.String()
}

// threadActions is the thread's action menu: the printable views of the URL it is on.
func (s tkSkin) threadActions(c *Ctx) string {
	self := func(disp string) string {
		q := url.Values{}
		for k, v := range c.Query {
			if k != "display" {
				q[k] = v
			}
		}
		enc := tkOrdered(c, q)
		if enc != "" {
			enc += "&"
		}
		return c.Href(c.Path + "?" + enc + "display=" + disp)
	}
	return fmt.Sprintf(`&nbsp;<div class="btn-group"><a class="btn btn-link" data-toggle="dropdown" data-hover="dropdown" href="#"><span class="icon icon-menu-extra fa fa-ellipsis-h"></span></a>
<ul class="dropdown-menu dropdown-menu-right"><li class="dropdown-title">Thread actions</li><li class="divider"></li><li></li><li><a href="%s"><span class="icon icon-print fa fa-print"></span> Print this page</a></li><li><a href="%s"><span class="icon icon-print fa fa-print"></span> Print all pages</a></li></ul></div>`, self("print"), self("print_all"))
}

// post is comment.tpl: header (a reply's title links the reply alone), body, footer.
func (s tkSkin) post(c *Ctx, d *tkTables, p *Post, first bool, fid int) string {
	t := p.Thread
	id := d.o.postID[p]
	u := p.Author
	title := ""
	footer := `<span class="post_reads"><b>Reads</b>: ` + strconv.Itoa(t.Views) + `</span>`
	if first {
		title = "<h2>" + Esc(t.Title) + "</h2>"
	} else {
		title = fmt.Sprintf(`<a class="link" href="%s">Re: %s</a>`, c.Href(tkReplyURL(fid, id)), Esc(t.Title))
		footer = `<span class="back_to_top"><a href="#tiki-top"><span class="icon icon-up fa fa-chevron-up"></span></a></span>`
	}
	return fmt.Sprintf(`<div class="media post %s" id="threadId%d"><div class="inner"><div class="postbody clearfix">
<div class="clearfix postbody-title"><div class="checkbox"></div><div class="title">%s</div></div>
<div class="author_info"><span class="author_avatar"><img src="img/noavatar.png" alt="%s" class="avatar"></span> <span class="author_name">%s</span><span class="author_post_info">Posts: %d</span><span class="author_post_info_on">%s</span></div>
<div class="postbody-content">%s</div>
</div>
<div class="postfooter"><div class="status">%s</div><div class="actions"></div></div><br style="clear: both;"></div></div>
`, tkStyle, id, title, Esc(u.Name), tkUserLink(c, u), u.Posts, tkDateTime(p.Time), Paras(p.Body, "<p>", "</p>"), footer)
}

// replyView is a reply shown on its own: "You are viewing a reply to" its topic.
func (s tkSkin) replyView(c *Ctx, d *tkTables, p *Post) string {
	t := p.Thread
	b := t.Board
	tid := d.o.postID[t.Posts[0]]
	topicLink := fmt.Sprintf("tiki-view_forum_thread.php?comments_parentId=%d", tid)
	if v := c.Int("topics_offset"); v != 0 {
		topicLink += "&topics_offset=" + strconv.Itoa(v)
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="clearfix"><h1 class="pagetitle">%s</h1></div>
<div class="t_navbar btn-group margin-bottom-md"><a class="btn btn-default" href="%s">Forum List</a><a class="btn btn-default" href="%s">Topic List</a></div>
<br><div id="thread-breadcrumb" class="breadcrumb"><a class="link" href="%s">Forums</a> &gt; <a class="link" href="%s">%s</a> &gt; <a class="link" href="%s">%s</a> &gt; Re: %s</div>
<div class="text-right margin-bottom-md"><span>You are viewing a reply to <a class="link" href="%s">%s</a></span>%s</div>
<article class="top_post">`, Esc(b.Name), c.Href(s.Entry()), c.Href(s.BoardURL(b, 1)), c.Href(s.Entry()), c.Href(s.BoardURL(b, 1)), Esc(b.Name),
		c.Href(topicLink), Esc(t.Title), Esc(t.Title), c.Href(topicLink), Esc(t.Title), s.threadActions(c))
	h.WriteString(s.post(c, d, p, true, b.ID))
	h.WriteString("</article>\n<div></div><a id=\"comments\"></a>\n")
	return h.String()
}

// printView is tiki-print_forum_thread.tpl in the print layout: the posts of one page, or of all.
func (s tkSkin) printView(t *Thread, posts []*Post) string {
	var h strings.Builder
	fmt.Fprintf(&h, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>%s | %s</title><link rel=\"stylesheet\" href=\"themes/base_files/css/print.css\" media=\"print\"></head><body class=\"tiki print\"><div id=\"tiki-center\"><h1>%s</h1>",
		Esc(t.Title), tkSite, Esc(t.Title))
	for _, p := range posts {
		fmt.Fprintf(&h, "<div class=\"post\"><div class=\"author\">%s, %s</div><div class=\"postbody-content\">%s</div></div>", Esc(p.Author.Name), tkDateTime(p.Time), Paras(p.Body, "<p>", "</p>"))
	}
	h.WriteString("</div></body></html>")
	return h.String()
}

// rss answers tiki-forum_rss.php?forumId=F and tiki-forums_rss.php.
func (s tkSkin) rss(c *Ctx, d *tkTables) Response {
	title := tkSite + ": Forums"
	ts := c.W.ThreadsByDate()
	link := s.Entry()
	if c.Path == "tiki-forum_rss.php" {
		b := c.W.Board(c.Int("forumId"))
		if b == nil {
			return s.errorPage(c, d, "No forum indicated")
		}
		title = tkSite + ": " + b.Name
		ts = newestFirst(b.Threads)
		link = s.BoardURL(b, 1)
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8",
		Body: rssFeed(c, title, link, rssItems(c, firstN(ts, 10, func(*Thread) bool { return true }))), Info: Info{Type: TypeOther}}
}

// userInfo is tiki-user_information.php: a member's public information.
func (s tkSkin) userInfo(c *Ctx, d *tkTables) Response {
	var u *User
	switch {
	case c.Query.Has("userId"):
		if c.Int("userId") == 1 {
			u = d.admin
		} else {
			u = c.W.User(c.Int("userId") - 1)
		}
	case c.Query.Has("view_user"):
		u = d.byName[c.Query.Get("view_user")]
		if c.Query.Get("view_user") == "admin" {
			u = d.admin
		}
	}
	if u == nil {
		return s.errorPage(c, d, "User not found")
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="clearfix"><h1 class="pagetitle">User Information</h1></div>
<div class="panel panel-default"><div class="panel-heading"><h3 class="panel-title">%s</h3></div><div class="panel-body">
<div class="form-horizontal"><div class="form-group"><label class="col-sm-4 control-label">User</label><div class="col-sm-8 form-control-static">%s</div></div>
<div class="form-group"><label class="col-sm-4 control-label">Member since</label><div class="col-sm-8 form-control-static">%s</div></div>
<div class="form-group"><label class="col-sm-4 control-label">Forum posts</label><div class="col-sm-8 form-control-static">%d</div></div>
<div class="form-group"><label class="col-sm-4 control-label">Personal Wiki Page</label><div class="col-sm-8 form-control-static">%s</div></div></div>
</div></div>`, Esc(u.Name), Esc(u.Name), tkDateTime(u.Joined), u.Posts, Esc(u.Bio))
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, "User Information", h.String()))
}

// wiki is tiki-index.php: the HomePage or a named page.
func (s tkSkin) wiki(c *Ctx, d *tkTables) Response {
	name := c.Query.Get("page")
	if name == "" {
		name = tkWiki[0].name
	}
	for _, p := range tkWiki {
		if p.name != name {
			continue
		}
		var h strings.Builder
		fmt.Fprintf(&h, `<div class="wikitopline clearfix"><div class="content"><div class="wikiinfo pull-left"></div><div class="wikiactions_wrapper pull-right"><div class="btn-group"><a class="btn btn-link" href="%s" title="Print"><span class="icon icon-print fa fa-print"></span></a></div></div></div></div>
<article id="top" class="wikitext clearfix"><h1 class="pagetitle"><a class="pagetitle" href="%s">%s</a></h1><p>%s</p>`,
			c.Href("tiki-index.php?page="+url.QueryEscape(p.name)+"&display=print"), c.Href("tiki-index.php?page="+url.QueryEscape(p.name)), Esc(p.name), Esc(p.body))
		if p.name == tkWiki[0].name {
			h.WriteString("<h2>Pages</h2><ul>")
			for _, o := range tkWiki[1:] {
				fmt.Fprintf(&h, `<li><a href="%s" title="%s" class="wiki wiki_page">%s</a></li>`, c.Href("tiki-index.php?page="+url.QueryEscape(o.name)), Esc(o.name), Esc(o.name))
			}
			fmt.Fprintf(&h, `</ul><p>Questions? Ask in the <a href="%s" class="wiki">forums</a>.</p>`, c.Href(s.Entry()))
		}
		fmt.Fprintf(&h, `</article><footer class="help-block editdate">The original document is available at <a href="%s">%s</a></footer>`,
			c.Href("tiki-index.php?page="+url.QueryEscape(p.name)), Esc(p.name))
		return c.Page(Info{Type: TypeOther}, s.frame(c, d, p.name, h.String()))
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, "Page not found", `<div class="alert alert-warning">This page does not exist. You do not have permission to create it.</div>`))
}

// wikiList is tiki-lastchanges.php and tiki-listpages.php.
func (s tkSkin) wikiList(c *Ctx, d *tkTables) Response {
	title := "Pages"
	if c.Path == "tiki-lastchanges.php" {
		title = "Last Changes"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="clearfix"><h1 class="pagetitle">%s</h1></div><div class="table-responsive"><table class="table table-striped table-hover"><tr><th>Page</th><th>Last modified</th><th>Last author</th></tr>`, title)
	for i, p := range tkWiki {
		fmt.Fprintf(&h, `<tr><td><a href="%s" class="link">%s</a></td><td>%s</td><td>%s</td></tr>`, c.Href("tiki-index.php?page="+url.QueryEscape(p.name)), Esc(p.name),
			tkDateTime(c.W.Now.AddDate(0, -i-1, -3*i)), tkUserLink(c, d.admin))
	}
	h.WriteString("</table></div>")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, title, h.String()))
}

// search is tiki-searchindex.php: the form and, for a query, the topics whose titles hold it.
func (s tkSkin) search(c *Ctx, d *tkTables) string {
	q := strings.TrimSpace(c.Query.Get("filter~content"))
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="clearfix"><h1 class="pagetitle">Search</h1></div><form class="form-inline" method="get" action="%s"><input type="text" class="form-control" name="filter~content" value="%s"><input type="submit" class="btn btn-primary" value="Search"></form>`,
		c.Href("tiki-searchindex.php"), Esc(q))
	if q != "" {
		low := strings.ToLower(q)
		hits := firstN(c.W.ThreadsByDate(), 20, func(t *Thread) bool { return strings.Contains(strings.ToLower(t.Title), low) })
		fmt.Fprintf(&h, "<div class=\"searchresults\"><p>Found %d results.</p><ul>", len(hits))
		for _, t := range hits {
			fmt.Fprintf(&h, `<li><strong><a href="%s" class="wiki">%s</a></strong> <span class="label label-default">forum post</span></li>`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
		}
		h.WriteString("</ul></div>")
	}
	return h.String()
}

const tkLoginForm = `<form name="loginbox" class="form" action="tiki-login.php" method="post"><div class="form-group"><label for="login-user_0">Username:</label><input class="form-control" type="text" name="user" id="login-user_0"></div><div class="form-group"><label for="login-pass_0">Password:</label><input class="form-control" type="password" name="pass" id="login-pass_0"></div><div class="checkbox"><label for="login-remember-module_0"><input type="checkbox" name="rme" id="login-remember-module_0" value="on"> Remember me (for 1 month)</label></div><div class="form-group text-center"><button class="btn btn-primary button submit" type="submit" name="login">Log in</button></div><div class="register"><a href="tiki-remind_password.php" title="Click here to request your password">I forgot my password</a> | <a href="tiki-register.php" title="Click here to register">Register</a></div></form>`

const tkRegister = `<div class="clearfix"><h1 class="pagetitle">Register</h1></div><form action="tiki-register.php" method="post" name="RegForm" class="form-horizontal"><div class="form-group"><label class="col-sm-4 control-label" for="name">Username</label><div class="col-sm-8"><input class="form-control" type="text" name="name" id="name"></div></div><div class="form-group"><label class="col-sm-4 control-label" for="pass1">Password</label><div class="col-sm-8"><input class="form-control" id="pass1" type="password" name="pass"></div></div><div class="form-group"><label class="col-sm-4 control-label" for="pass2">Repeat password</label><div class="col-sm-8"><input class="form-control" id="pass2" type="password" name="passAgain"></div></div><div class="form-group"><label class="col-sm-4 control-label" for="email">Email</label><div class="col-sm-8"><input class="form-control" type="text" id="email" name="email"></div></div><div class="form-group"><div class="col-sm-8 col-sm-offset-4"><input class="btn btn-primary" type="submit" name="register" value="Register"></div></div></form>`

const tkRemind = `<div class="clearfix"><h1 class="pagetitle">I forgot my password</h1></div><form class="form-horizontal" action="tiki-remind_password.php" method="post"><div class="form-group"><label class="col-sm-3 control-label" for="name">Username or email</label><div class="col-sm-6"><input type="text" class="form-control" name="name" id="name"></div></div><div class="form-group"><div class="col-sm-6 col-sm-offset-3"><input type="submit" class="btn btn-primary" name="remind" value="Request password reset"></div></div></form>`

// frame is the default theme's layout: the top bar, the left column's
// application menu and login module, the content, the footer.
func (s tkSkin) frame(c *Ctx, d *tkTables, title, body string) string {
	return fmt.Sprintf(`<!DOCTYPE html>
<html lang="en" id="page_%s">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=Edge">
<meta name="generator" content="Tiki Wiki CMS Groupware - https://tiki.org">
<meta content="text/html; charset=utf-8" http-equiv="content-type">
<title>%s | %s</title>
<link rel="icon" href="favicon.ico">
<link rel="stylesheet" href="vendor_bundled/vendor/twbs/bootstrap/dist/css/bootstrap.min.css" type="text/css">
<link rel="stylesheet" href="themes/default/css/default.css" type="text/css">
<link rel="alternate" type="application/rss+xml" title="%s: Forums" href="%s">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
%s</head>
<body class="tiki tiki_forums layout_basic fixed_width">
<div id="ajaxLoading">Loading...</div>
<div id="tiki-top" class="container"></div>
<div class="container">
<div class="row page-header" id="page-header">
<div class="content clearfix modules row top_modules" id="top_modules">
<div id="module_1" class="module box-logo"><div id="mod-logotop1"><div class="sitelogo"><a href="%s" title="%s"><img src="img/tiki/Tiki_WCG.png" alt="Site Logo"></a></div><div class="sitetitles"><div class="sitetitle">%s</div><div class="sitesubtitle">Notes and talk from the workshop</div></div></div></div>
<div id="module_2" class="module box-login_box"><div class="siteloginbar_popup dropdown btn-group pull-right"><a class="btn btn-link dropdown-toggle" data-toggle="dropdown" href="%s">Log in</a></div></div>
</div>
</div>
<div class="row row-middle" id="row-middle">
<div class="col-md-9 col-md-push-3" id="col1">
<div id="tiki-center" class="clearfix content">
<div id="role_main">
%s
</div>
</div>
</div>
<div class="col-md-3 col-md-pull-9" id="col2">
<div class="content clearfix modules" id="left_modules">
<div id="module_3" class="panel panel-default box-menu module"><div class="panel-heading"><h3 class="panel-title">Menu</h3></div><div class="panel-body">
<nav class="role_navigation"><ul class="cd-accordion-menu nav nav-stacked">
<li><a href="%s">Home</a></li>
<li><a href="%s">Search</a></li>
<li class="dropdown"><a href="%s">Wiki</a><ul class="nav"><li><a href="%s">Wiki Home</a></li><li><a href="%s">Last Changes</a></li><li><a href="%s">List Pages</a></li></ul></li>
<li class="dropdown"><a href="%s">Forums</a><ul class="nav"><li><a href="%s">List Forums</a></li></ul></li>
</ul></nav>
</div></div>
<div id="module_4" class="panel panel-default box-login_box module"><div class="panel-heading"><h3 class="panel-title">Log in</h3></div><div class="panel-body">%s</div></div>
</div>
</div>
</div>
<footer class="footer" id="footer"><div class="footer_liner"><div class="content clearfix modules row" id="bottom_modules">
<div id="module_5" class="module box-poweredby"><div id="mod-poweredbybottom1"><span class="poweredby">Powered by <a href="https://tiki.org" title="This is Tiki Wiki CMS Groupware">Tiki Wiki CMS Groupware</a></span></div></div>
<div id="module_6" class="module box-rsslist"><ul class="rsslist"><li><a class="linkmodule tips" href="%s" title=":Forums feed"><span class="icon icon-rss fa fa-rss"></span> Forums</a></li></ul></div>
</div></div></footer>
</div>
<script type="text/javascript" src="vendor_bundled/vendor/components/jquery/jquery.min.js"></script>
<script type="text/javascript" src="lib/tiki-js.js"></script>
%s
</body>
</html>`,
		strings.ReplaceAll(strings.TrimSuffix(c.Path, ".php"), "-", "_"), Esc(title), tkSite, tkSite, c.Href("tiki-forums_rss.php"), c.Styles(18),
		c.Href("tiki-index.php"), tkSite, tkSite, c.Href("tiki-login_scr.php"), body,
		c.Href("tiki-index.php"), c.Href("tiki-searchindex.php"), c.Href("tiki-index.php"), c.Href("tiki-index.php"), c.Href("tiki-lastchanges.php"), c.Href("tiki-listpages.php"),
		c.Href(s.Entry()), c.Href(s.Entry()), tkLoginForm, c.Href("tiki-forums_rss.php"), c.Scripts(9))
}
