package sim

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"focus/sim/text"
)

// UseBB 1.0.x with its default template, at /forum/. Every page is a PHP
// script and a query; links are built by make_url(), which writes them
// relative to the script ("forum.php?id=2"), with "&amp;" between the
// variables, and, friendly_urls being off by default, as .php URLs (with it
// on they would read forum-2.html and topic-post15.html). UseBB runs on PHP's
// own sessions, named usebb_sid: a guest whose browser sends no cookie gets
// the PHP SID constant appended to every internal link and redirect
// ("&usebb_sid=<32 hex>", before a link's anchor), the farm's session
// parameter. Categories are UseBB's categories (cat=), boards its forums
// (id=); UseBB has no sub-forums. Topic and post ids run over the whole
// board in posting order, member ids from 1 (the administrator). The board's
// defaults: 25 topics a forum page, 25 posts a topic page, 25 members a list
// page, 25 topics on the active topics page and in a feed; guests may read
// and see the posting links (show_posting_links_to_guests), which send them
// to log in. The administrator has opened to guests what the defaults keep
// for members: profiles, the member list, the staff list, the statistics,
// the forum statistics box and the detailed online list. Page numbers that
// are not a page of the list (0, past the end, not a number) show page 1, as
// forum.php and topic.php read them; the pagers name every page, page 1 as
// page=1. UseBB prints no rel=canonical: a topic's canonical page 1 is
// topic.php?id=T (the topic lists' links), later pages topic.php?id=T&page=N;
// a forum's likewise. There is no printable view. The entry is index.php:
// the logo, the Home tab and every breadcrumb name it, and the mount serves
// the same page.
// URL scheme (mount-relative, shown without usebb_sid):
//
//	"" (the mount), index.php[?cat=0]          entry: categories and their forums, the statistics box (canonical index.php)
//	index.php?cat=C#catC                       one category: every category heading, only C's forums (index);
//	                                           a cat no category has: the headings alone (other)
//	forum.php?id=F[&page=N]                    forum, 25 topics a page (index); page=1 and pages out of range
//	                                           are page 1; no id: 302 to index.php; an unknown forum 404
//	topic.php?id=T[&page=N]                    topic, 25 posts a page (thread); likewise
//	topic.php?post=P#postP                     the page holding post P, in place (thread, a duplicate): each
//	                                           post's "#n" anchor, the last-post links of the lists
//	topic.php?id=T&act=getnewpost#newpost      a guest has no previous visit: page 1 (thread, a duplicate)
//	post.php?forum=F, ?topic=T[&quotepost=P]   new topic, reply, quote: 302 to panel.php?act=login (guests may not post)
//	edit.php?..., mail.php?id=U                302 to panel.php?act=login
//	panel.php?act=login|register|sendpwd       log-in, registration and lost-password forms (other);
//	                                           panel.php and any other act: 302 to panel.php?act=login
//	profile.php?id=U                           member profile (other); an unknown member 404
//	members.php[?search=&sort_by=S&order=O&page=N]   member list, 25 a page (other); the sort is a GET form,
//	                                           the pager carries the whole query
//	members.php?act=staff                      staff list (other)
//	online.php[?show=members|staff|guests|all], stats.php, faq.php, active.php, search.php[?keywords=W]   other
//	rss.php[?forum=F|?topic=T]                 RSS 2.0 feeds (other)
//	css.php                                    the template's stylesheet
func usebb() *Package {
	return &Package{
		Name: "usebb", Software: "UseBB 1.0.x (default template)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 3}, Threads: [2]int{20, 64},
			Posts: [2]int{1, 20}, LongThreadChance: 0.06, ThreadsPerPage: 25, PostsPerPage: 25, Users: 60,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.03},
		Mount: "/forum/", Session: "usebb_sid", Seed: 4127, Unseen: true,
		Skin: ubSkin{},
	}
}

// ubSkin renders UseBB 1.0 with its default template.
type ubSkin struct{}

const (
	ubSite     = "Maplewood Commons"
	ubDescr    = "Kitchens, travels and everything in between"
	ubVersion  = "1.0.16"
	ubDate     = "Mon Jan 02, 2006 3:04 pm" // date_format 'D M d, Y g:i a'
	ubImg      = "templates/default/gfx/"
	ubPer      = 25 // members_per_page, active_topics_count, rss_items_count
	ubGroups   = 4  // make_page_links' page_links_groups_length
	ubTrimLast = 20 // forumlist_topic_rtrim_length
)

// Member levels, as UseBB numbers them.
const (
	ubMember = 1
	ubMod    = 2
	ubAdmin  = 3
)

// ubTables are what the skin derives from a world: topic and post ids in
// posting order, each member's posts, levels and each forum's moderator.
type ubTables struct {
	topic   map[*Thread]int
	byTopic []*Thread
	post    map[*Post]int
	byPost  []*Post
	byUser  map[*User][]*Post // newest first
	level   map[*User]int
	mods    map[*Board]*User
	active  []*Thread // by last post, newest first
}

func ubTab(w *World) *ubTables {
	return w.Derived("usebb", func() any {
		o := newIDOrder(w)
		d := &ubTables{byTopic: o.threads, topic: o.threadID, byPost: o.posts, post: o.postID, byUser: o.byUser,
			level: map[*User]int{}, mods: map[*Board]*User{}}
		for _, u := range w.Users {
			d.level[u] = ubMember
		}
		d.level[w.Users[0]] = ubAdmin
		// The busiest posters moderate a forum each, in turn.
		busy := slices.Clone(w.Users[1:])
		slices.SortStableFunc(busy, func(a, b *User) int { return b.Posts - a.Posts })
		busy = busy[:min(3, len(busy))]
		for _, u := range busy {
			d.level[u] = ubMod
		}
		for i, b := range w.Boards {
			d.mods[b] = busy[i%len(busy)]
		}
		d.active = slices.Clone(w.Threads)
		slices.SortStableFunc(d.active, func(a, b *Thread) int { return b.LastPost().Time.Compare(a.LastPost().Time) })
		return d
	}).(*ubTables)
}

func (ubSkin) Entry() string { return "index.php" }

func (ubSkin) BoardURL(b *Board, p int) string {
	if p <= 1 {
		return fmt.Sprintf("forum.php?id=%d", b.ID)
	}
	return fmt.Sprintf("forum.php?id=%d&page=%d", b.ID, p)
}

func (ubSkin) ThreadURL(t *Thread, p int) string {
	id := ubTab(t.Board.World).topic[t]
	if p <= 1 {
		return fmt.Sprintf("topic.php?id=%d", id)
	}
	return fmt.Sprintf("topic.php?id=%d&page=%d", id, p)
}

func ubPostURL(d *ubTables, p *Post) string {
	return fmt.Sprintf("topic.php?post=%d#post%d", d.post[p], d.post[p])
}

func ubProfileURL(u *User) string { return fmt.Sprintf("profile.php?id=%d", u.ID) }

func ubCatURL(cat *Category) string { return fmt.Sprintf("index.php?cat=%d#cat%d", cat.ID, cat.ID) }

// href is make_url()'s HTML form: relative to the script, the session id
// appended for a cookieless guest, attribute-escaped.
func ubHref(c *Ctx, rel string) string {
	return Esc(strings.TrimPrefix(c.URL(rel), c.Pkg.Mount))
}

// ubGet is $_GET[name]: the last value when a name repeats.
func ubGet(c *Ctx, name string) string {
	v := c.Query[name]
	if len(v) == 0 {
		return ""
	}
	return strings.TrimSpace(v[len(v)-1])
}

// ubID is the id a script accepts: !empty() and valid_int(), which
// compares the value with its intval() as PHP compares numeric strings.
func ubID(c *Ctx, name string) (int, bool) {
	n, err := strconv.Atoi(ubGet(c, name))
	return n, err == nil && n != 0
}

// ubPageNum is the page forum.php and topic.php show: the page parameter when
// it is a page of the list, else 1.
func ubPageNum(c *Ctx, last int) int {
	if p, ok := ubID(c, "page"); ok && p > 0 && p <= last {
		return p
	}
	return 1
}

func (d *ubTables) topicByID(id int) *Thread { return byID(d.byTopic, id) }

func (d *ubTables) postByID(id int) *Post { return byID(d.byPost, id) }

// Serve routes a request to UseBB's scripts.
func (s ubSkin) Serve(c *Ctx) Response {
	d := ubTab(c.W)
	other := Info{Type: TypeOther}
	switch c.Path {
	case "", "index.php":
		return s.index(c, d)
	case "forum.php":
		return s.forum(c, d)
	case "topic.php":
		return s.topic(c, d)
	case "post.php":
		return s.posting(c, d)
	case "edit.php", "mail.php":
		// Editing and the mail form are for members: redir_to_login().
		return s.toLogin(c)
	case "panel.php":
		return s.panel(c)
	case "profile.php":
		return s.profile(c, d)
	case "members.php":
		if ubGet(c, "act") == "staff" {
			return c.Page(other, s.frame(c, ubPage{crumbs: []string{"Staff List"}}, s.staff(c, d)))
		}
		if ubGet(c, "act") != "" {
			return c.Redirect("index.php", Info{Type: TypeEntry, Canonical: "index.php"})
		}
		return c.Page(other, s.frame(c, ubPage{crumbs: []string{"Member List"}}, s.members(c, d)))
	case "online.php":
		return c.Page(other, s.frame(c, ubPage{crumbs: []string{"Detailed Online List"}}, s.online(c, d)))
	case "stats.php":
		return c.Page(other, s.frame(c, ubPage{crumbs: []string{"Statistics"}}, s.stats(c, d)))
	case "active.php":
		return c.Page(other, s.frame(c, ubPage{crumbs: []string{"Active Topics"}, rss: "rss.php"}, s.active(c, d)))
	case "search.php":
		return c.Page(other, s.frame(c, ubPage{crumbs: []string{"Search"}}, s.search(c, d)))
	case "faq.php":
		return c.Page(other, s.frame(c, ubPage{crumbs: []string{"FAQ"}}, s.faq(c)))
	case "rss.php":
		return s.rss(c, d)
	case "css.php":
		return Response{Status: http.StatusOK, ContentType: "text/css", Body: ubCSS(c), Info: other}
	}
	return c.NotFound(notFoundPage)
}

// ubCSS is css.php's answer: the template's stylesheet, without the element around it.
func ubCSS(c *Ctx) string {
	css := strings.TrimPrefix(c.Styles(18), "<style type=\"text/css\">\n")
	return strings.TrimSuffix(css, "</style>\n")
}

// toLogin is redir_to_login() for a guest: the request is kept in the
// session as the referer and the guest is sent to the log-in form.
func (s ubSkin) toLogin(c *Ctx) Response {
	return c.Redirect("panel.php?act=login", Info{Type: TypeOther})
}

// missing is the msgbox an unknown forum, topic, post or member gets, under HEADER_404.
func (s ubSkin) missing(c *Ctx, msg string) Response {
	return c.NotFound(s.frame(c, ubPage{crumbs: []string{"Error"}}, ubMsgbox("Error", msg)))
}

func ubMsgbox(title, content string) string {
	return fmt.Sprintf(`
	<div class="msgbox">
		<h3>%s</h3>
		<p>%s</p>
	</div>
`, title, content)
}

// ubPage is what the header needs to know of a page.
type ubPage struct {
	crumbs []string // after the forum index, the last one the title's
	rss    string   // the page's feed, "" for none
}

// frame is global.tpl.php's normal_header and normal_footer around a page.
func (s ubSkin) frame(c *Ctx, pg ubPage, body string) string {
	crumbs := []string{fmt.Sprintf(`<a href="%s">%s Forum Index</a>`, ubHref(c, "index.php"), ubSite)}
	last := ubSite + " Forum Index"
	if len(pg.crumbs) == 0 {
		crumbs[0] = ubSite + " Forum Index"
	} else {
		crumbs = append(crumbs, pg.crumbs...)
		last = pg.crumbs[len(pg.crumbs)-1]
		if i := strings.LastIndex(last, `">`); strings.HasPrefix(last, "<a ") && i >= 0 {
			last = strings.TrimSuffix(last[i+2:], "</a>")
		}
	}
	trail := strings.Join(crumbs, " &raquo; ")
	rssHead, rssBar := "", ""
	if pg.rss != "" {
		rssHead = fmt.Sprintf(`<link rel="alternate" type="application/rss+xml" title="RSS Feed" href="%s" />`, ubHref(c, pg.rss))
		rssBar = fmt.Sprintf(` &middot; <a href="%s" id="rss-feed-icon"><img src="%srss.png" alt="RSS Feed" /></a><a href="%s">RSS Feed</a>`,
			ubHref(c, pg.rss), ubImg, ubHref(c, pg.rss))
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en" dir="ltr">
<head>	
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
	<title>%s: %s</title>
	<meta name="description" content="%s" />
	<meta name="keywords" content="forum,board,community,usebb" />
	<link rel="stylesheet" type="text/css" href="%s" />
	<link rel="shortcut icon" href="%susebb.ico" />
	%s
	<script type="text/javascript" src="sources/javascript.js"></script>
	%s</head>
<body>
	<div id="pagebox-bg">
	<div id="shadow-left">
	<div id="shadow-right">
	
	<p id="logo"><a href="%s"><img src="%susebb.png" alt="UseBB" title="Home" /></a></p>
	<h1 id="boardname"><span id="line">%s</span></h1>
	<h2 id="boarddescr">%s</h2>
	
	<div id="topmenu"><ul>
		<li><a href="%s">Home</a></li><li><a href="%s">Register</a></li><li><a href="%s">FAQ</a></li><li><a href="%s">Search</a></li><li><a href="%s">Active Topics</a></li><li><a href="%s">Log In</a></li>
	</ul></div>
	<div id="topmenu-shadow"></div>
	
	<p class="breadcrumbs">
		&bull; %s
	</p>
`, ubSite, Esc(last), ubDescr, ubHref(c, "css.php"), ubImg, rssHead, c.Styles(18), ubHref(c, "index.php"), ubImg, ubSite, ubDescr,
		ubHref(c, "index.php"), ubHref(c, "panel.php?act=register"), ubHref(c, "faq.php"), ubHref(c, "search.php"),
		ubHref(c, "active.php"), ubHref(c, "panel.php?act=login"), trail)
	h.WriteString(body)
	fmt.Fprintf(&h, `
	<p class="breadcrumbs">
		&bull; %s
	</p>
	
	<p id="linkbar">
		<a href="%s">Member List</a> &middot; <a href="%s">Staff List</a> &middot; <a href="%s">Statistics</a>%s
	</p>
	
	<p id="bottom">
		%s is powered by <a href="http://www.usebb.net">UseBB 1 Forum Software</a>
	</p>
	<div id="bottom-shadow"></div>
	
	</div>
	</div>
	</div>
</body>
</html>
`, trail, ubHref(c, "members.php"), ubHref(c, "members.php?act=staff"), ubHref(c, "stats.php"), rssBar, ubSite)
	return h.String()
}

// profileLink is make_profile_link(): the name in the level's colour.
func (d *ubTables) profileLink(c *Ctx, u *User) string {
	class := ""
	switch d.level[u] {
	case ubAdmin:
		class = ` class="administrator"`
	case ubMod:
		class = ` class="moderator"`
	}
	return fmt.Sprintf(`<a href="%s"%s>%s</a>`, ubHref(c, ubProfileURL(u)), class, Esc(u.Name))
}

func ubDateOf(p *Post) string { return p.Time.Format(ubDate) }

// pageLinks is make_page_links(): "Page:" and the pages around the current
// one, "..." for the rest; with back and forward links (&lt; &gt; and, two
// pages away, &laquo; &raquo; to the ends). cur 0 is the topic lists' form:
// the last pages only, without arrows. link builds a page's URL.
func ubPageLinks(c *Ctx, pages, cur, items, per int, back bool, link func(p int) string) string {
	if items <= per {
		return "Page: 1"
	}
	groups := ubGroups
	if cur == 0 {
		cur = pages + 1
		groups++
	}
	var parts []string
	for i := 1; i <= pages; i++ {
		switch {
		case i == cur:
			parts = append(parts, fmt.Sprintf("<strong>%d</strong>", i))
		case i+groups >= cur && i-groups <= cur:
			parts = append(parts, fmt.Sprintf(`<a href="%s">%d</a>`, ubHref(c, link(i)), i))
		case len(parts) == 0 || parts[len(parts)-1] != "...":
			parts = append(parts, "...")
		}
	}
	out := strings.Join(parts, " ")
	if back {
		if cur > 1 {
			out = fmt.Sprintf(`<a href="%s">&lt;</a> `, ubHref(c, link(cur-1))) + out
		}
		if cur < pages {
			out += fmt.Sprintf(` <a href="%s">&gt;</a>`, ubHref(c, link(cur+1)))
		}
		if cur > 2 {
			out = fmt.Sprintf(`<a href="%s">&laquo;</a> `, ubHref(c, link(1))) + out
		}
		if cur+1 < pages {
			out += fmt.Sprintf(` <a href="%s">&raquo;</a>`, ubHref(c, link(pages)))
		}
	}
	return "Page: " + out
}

// index answers index.php: every category and its forums, or only cat's
// forums under every heading, and the forum statistics box.
func (s ubSkin) index(c *Ctx, d *ubTables) Response {
	view, _ := ubID(c, "cat")
	var cat *Category
	if view != 0 {
		for _, x := range c.W.Categories {
			if x.ID == view {
				cat = x
			}
		}
	}
	var h strings.Builder
	for _, x := range c.W.Categories {
		fmt.Fprintf(&h, `
	<table class="maintable">
		<tr>
			<td colspan="5" class="forumcat"><a href="%s" name="cat%d" rel="nofollow">&raquo;</a> %s</td>
		</tr>
		<tr>
			<th class="icon"></th>
			<th>Forum</th>
			<th class="count">Topics</th>
			<th class="count">Posts</th>
			<th class="lastpostinfo">Latest Post</th>
		</tr>
`, ubHref(c, ubCatURL(x)), x.ID, Esc(x.Name))
		if view == 0 || x == cat {
			for _, b := range x.Boards {
				h.WriteString(s.forumRow(c, d, b))
			}
		}
		h.WriteString("\n\t</table>\n")
	}
	switch {
	case view == 0:
		h.WriteString(s.statsBox(c, d))
		return c.Page(Info{Type: TypeEntry, Canonical: "index.php"}, s.frame(c, ubPage{rss: "rss.php"}, h.String()))
	case cat == nil:
		// A category that does not exist: the headings, no forums.
		h.WriteString(s.statsBox(c, d))
		return c.Page(Info{Type: TypeOther}, s.frame(c, ubPage{rss: "rss.php"}, h.String()))
	}
	h.WriteString(s.statsBox(c, d))
	return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: fmt.Sprintf("index.php?cat=%d", cat.ID)}, s.frame(c, ubPage{rss: "rss.php"}, h.String()))
}

// forumRow is forumlist.tpl.php's forum row.
func (s ubSkin) forumRow(c *Ctx, d *ubTables, b *Board) string {
	posts := 0
	for _, t := range b.Threads {
		posts += len(t.Posts)
	}
	latest, by, on := "No posts", "-", "-"
	if p := b.Latest(); p != nil {
		title := Esc(p.Thread.Title)
		full := ""
		if r := []rune(p.Thread.Title); len(r) > ubTrimLast {
			full = title
			title = Esc(string(r[:ubTrimLast])) + "..."
		}
		if len(p.Thread.Posts) > 1 {
			title = "Re: " + title
			if full != "" {
				full = "Re: " + full
			}
		}
		if full != "" {
			full = ` title="` + full + `"`
		}
		latest = fmt.Sprintf(`<a href="%s"%s rel="nofollow">%s</a>`, ubHref(c, ubPostURL(d, p)), full, title)
		by = "By: " + d.profileLink(c, p.Author)
		on = "On: " + ubDateOf(p)
	}
	return fmt.Sprintf(`
		<tr>
			<td class="icon"><img src="%sopen_nonewposts.gif" alt="No new posts" /></td>
			<td><div class="forumname"><a href="%s">%s</a></div><div class="forumdescr">%s</div></td>
			<td class="count">%d</td>
			<td class="count">%d</td>
			<td class="lastpostinfo">%s<div>%s</div><div>%s</div></td>
		</tr>
`, ubImg, ubHref(c, s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), len(b.Threads), posts, latest, by, on)
}

// statsBox is forum_stats_box(): totals, the newest member and who is online.
func (s ubSkin) statsBox(c *Ctx, d *ubTables) string {
	w := c.W
	newest := w.Users[len(w.Users)-1]
	var online []string
	for _, u := range s.onlineMembers(c) {
		online = append(online, d.profileLink(c, u))
	}
	return fmt.Sprintf(`
	<table class="maintable" id="forumlist-stats">
		<tr>
			<th>Statistics</th>
		</tr>
		<tr>
			<td>Our members have made a total of <strong>%d</strong> posts in <strong>%d</strong> topics. We have <strong>%d</strong> registered members. The newest member is %s.</td>
		</tr>
		<tr>
			<td>In the past 30 minutes, there were %d members, 0 of them hidden, and %d guests online. <a href="%s">Detailed</a>: %s</td>
		</tr>
	</table>
`, len(w.Posts), len(w.Threads), len(w.Users), d.profileLink(c, newest), len(online), 2+int(Hash("ubguests", w.Seed)%5),
		ubHref(c, "online.php"), strings.Join(online, ", "))
}

// onlineMembers are the members the sessions table holds as online.
func (s ubSkin) onlineMembers(c *Ctx) []*User {
	var out []*User
	for _, u := range c.W.Users {
		if Hash("ubonline", u.ID)%9 == 0 {
			out = append(out, u)
		}
	}
	return out
}

// forum answers forum.php: the topic list of a forum.
func (s ubSkin) forum(c *Ctx, d *ubTables) Response {
	id, ok := ubID(c, "id")
	if !ok {
		return c.Redirect("index.php", Info{Type: TypeEntry, Canonical: "index.php"})
	}
	b := c.W.Board(id)
	if b == nil {
		return s.missing(c, fmt.Sprintf("Forum ID %d does not exist.", id))
	}
	per := c.W.Shape.ThreadsPerPage
	pages := b.Pages(per)
	page := ubPageNum(c, pages)
	newTopic := fmt.Sprintf(`<a href="%s" rel="nofollow">Post New Topic</a>`, ubHref(c, fmt.Sprintf("post.php?forum=%d", b.ID)))
	links := ubPageLinks(c, pages, page, len(b.Threads), per, true, func(p int) string { return fmt.Sprintf("forum.php?id=%d&page=%d", b.ID, p) })
	name := fmt.Sprintf(`<a href="%s">%s</a>`, ubHref(c, s.BoardURL(b, 1)), Esc(b.Name))
	mods := "Moderators: " + d.profileLink(c, d.mods[b])
	var h strings.Builder
	fmt.Fprintf(&h, `
	<h3 id="forumname">%s</h3>
	<p id="forummods">%s</p>
	<p id="toolbartop">%s</p>
	<p id="pagelinkstop">%s</p>
	<table class="maintable">
		<tr>
			<th class="icon"></th>
			<th>Topic</th>
			<th class="count">Replies</th>
			<th class="count">Views</th>
			<th class="lastpostinfo">Latest Post</th>
		</tr>
`, name, mods, newTopic, links)
	ppp := c.W.Shape.PostsPerPage
	for _, t := range Page(b.Threads, page, per) {
		T := d.topic[t]
		title := fmt.Sprintf(`<a href="%s">%s</a>`, ubHref(c, s.ThreadURL(t, 1)), Esc(t.Title))
		if t.Sticky {
			title = "Sticky: " + title
		}
		tpages := ""
		if len(t.Posts) > ppp {
			tpages = ubPageLinks(c, t.Pages(ppp), 0, len(t.Posts), ppp, false, func(p int) string { return fmt.Sprintf("topic.php?id=%d&page=%d", T, p) })
		}
		last := t.LastPost()
		fmt.Fprintf(&h, `
		<tr>
			<td class="icon"><img src="%sopen_nonewposts.gif" alt="No new posts" /></td>
			<td>
				<div class="topicpagelinks">%s</div>
				<div class="topicname">%s</div>
				<div class="author">&mdash; %s</div>
			</td>
			<td class="count">%d</td>
			<td class="count">%d</td>
			<td class="lastpostinfo">By: %s <a href="%s" rel="nofollow">&gt;&gt;</a><div>On: %s</div></td>
		</tr>
`, ubImg, tpages, title, d.profileLink(c, t.Author), len(t.Posts)-1, t.Views, d.profileLink(c, last.Author), ubHref(c, ubPostURL(d, last)), ubDateOf(last))
	}
	fmt.Fprintf(&h, `
	</table>
	<p id="toolbarbottom">%s</p>
	<p id="pagelinksbottom">%s</p>
	<div id="bottomfix"></div>
`, newTopic, links)
	pg := ubPage{crumbs: []string{Esc(b.Name)}, rss: fmt.Sprintf("rss.php?forum=%d", b.ID)}
	return c.Page(boardInfo(s, b, page), s.frame(c, pg, h.String()))
}

// topic answers topic.php: a topic's page, or the page holding a post.
func (s ubSkin) topic(c *Ctx, d *ubTables) Response {
	per := c.W.Shape.PostsPerPage
	var t *Thread
	page := 0
	if pid, ok := ubID(c, "post"); ok {
		p := d.postByID(pid)
		if p == nil {
			return s.missing(c, fmt.Sprintf("Post ID %d does not exist.", pid))
		}
		t, page = p.Thread, PageOf(p.Index, per)
	} else if id, ok := ubID(c, "id"); ok {
		if t = d.topicByID(id); t == nil {
			return s.missing(c, fmt.Sprintf("Topic ID %d does not exist.", id))
		}
		page = ubPageNum(c, t.Pages(per))
	} else {
		return c.Redirect("index.php", Info{Type: TypeEntry, Canonical: "index.php"})
	}
	T := d.topic[t]
	b := t.Board
	title := Esc(t.Title)
	reply := fmt.Sprintf(`<a href="%s" rel="nofollow">Post Reply</a>`, ubHref(c, fmt.Sprintf("post.php?topic=%d", T)))
	links := ubPageLinks(c, t.Pages(per), page, len(t.Posts), per, true, func(p int) string { return fmt.Sprintf("topic.php?id=%d&page=%d", T, p) })
	var h strings.Builder
	fmt.Fprintf(&h, `
	<h3 id="forumname"><a href="%s">%s</a></h3>
	<p id="forummods">Moderators: %s</p>
	<p id="toolbartop">%s</p>
	<p id="pagelinkstop">%s</p>
	<table class="maintable">
		<tr>
			<th>Author</th>
			<th>Post</th>
		</tr>
`, ubHref(c, s.ThreadURL(t, 1)), title, d.profileLink(c, d.mods[b]), reply, links)
	for i, p := range Page(t.Posts, page, per) {
		n := (page-1)*per + i + 1
		P := d.post[p]
		rankLine := map[int]string{ubAdmin: "Administrator", ubMod: "Moderator", ubMember: "Member"}[d.level[p.Author]]
		sig := ""
		if sg := signature(p.Author); sg != "" {
			sig = `<div class="signature">_______________<div>` + Esc(sg) + `</div></div>`
		}
		fmt.Fprintf(&h, `
		<tr class="tr%d">
			<td class="postername">
				<div class="posternamecontainer">%s</div>
			</td>
			<td class="postinfo">
				<div class="postlinks"><a href="%s" rel="nofollow">Quote</a></div>
				<div class="postdate"><a href="%s" name="post%d" rel="nofollow">#%d</a> %s</div>
			</td>
		</tr>
		<tr class="tr%d">
			<td class="posterinfo">
				%s
				<div class="avatar"></div>
				<div class="field">Registered: %s</div>
				<div class="field">Posts: %d</div>
				<div class="field"></div>
			</td>
			<td class="postcontent">
				<div class="post">%s%s</div>
			</td>
		</tr>
`, 2-n%2, d.profileLink(c, p.Author), ubHref(c, fmt.Sprintf("post.php?topic=%d&quotepost=%d", T, P)), ubHref(c, ubPostURL(d, p)), P, n, ubDateOf(p),
			2-n%2, rankLine, p.Author.Joined.Format("Jan 2006"), p.Author.Posts, strings.Join(escAll(p.Body), "<br /><br />"), sig)
	}
	fmt.Fprintf(&h, `
	</table>
	<p id="toolbarbottom">%s</p>
	<p id="pagelinksbottom">%s</p>
	<div id="bottomfix"></div>
	<p id="actionlinks"></p>
`, reply, links)
	pg := ubPage{crumbs: []string{fmt.Sprintf(`<a href="%s">%s</a>`, ubHref(c, s.BoardURL(b, 1)), Esc(b.Name)), title},
		rss: fmt.Sprintf("rss.php?topic=%d", T)}
	return c.Page(threadInfo(s, t, page), s.frame(c, pg, h.String()))
}

// posting answers post.php: guests may not post, so a known forum, topic
// or quoted post sends them to log in.
func (s ubSkin) posting(c *Ctx, d *ubTables) Response {
	if id, ok := ubID(c, "forum"); ok {
		if c.W.Board(id) == nil {
			return s.missing(c, fmt.Sprintf("Forum ID %d does not exist.", id))
		}
		return s.toLogin(c)
	}
	if id, ok := ubID(c, "topic"); ok {
		if d.topicByID(id) == nil {
			return s.missing(c, fmt.Sprintf("Topic ID %d does not exist.", id))
		}
		return s.toLogin(c)
	}
	return c.Redirect("index.php", Info{Type: TypeEntry, Canonical: "index.php"})
}

// panel answers panel.php: the guest's forms; the panel itself is for members.
func (s ubSkin) panel(c *Ctx) Response {
	other := Info{Type: TypeOther}
	switch ubGet(c, "act") {
	case "login":
		return c.Page(other, s.frame(c, ubPage{crumbs: []string{"Log In"}}, fmt.Sprintf(`
	<form action="%s" method="post">
	<table class="maintable">
		<tr><th colspan="2">Log In</th></tr>
		<tr><td class="fieldtitle">Username</td><td><input type="text" name="user" size="25" maxlength="255" /></td></tr>
		<tr><td class="fieldtitle">Password</td><td><input type="password" name="passwd" size="25" maxlength="255" /></td></tr>
		<tr><td class="fieldtitle">Remember me</td><td><label><input type="checkbox" name="remember" value="1" /> Remember me</label></td></tr>
		<tr><td colspan="2" class="formcontrols"><input type="submit" value="Log In" /> <input type="reset" value="Reset" /></td></tr>
		<tr><td colspan="2"><a href="%s">Register</a> &middot; <a href="%s">Send password</a></td></tr>
	</table>
	</form>
`, ubHref(c, "panel.php?act=login"), ubHref(c, "panel.php?act=register"), ubHref(c, "panel.php?act=sendpwd"))))
	case "register":
		return c.Page(other, s.frame(c, ubPage{crumbs: []string{"Register"}}, fmt.Sprintf(`
	<form action="%s" method="post">
	<table class="maintable">
		<tr><th colspan="2">Register</th></tr>
		<tr><td class="fieldtitle">Username</td><td><input type="text" name="user" size="25" maxlength="30" /></td></tr>
		<tr><td class="fieldtitle">E-mail address</td><td><input type="text" name="email" size="25" maxlength="255" /></td></tr>
		<tr><td class="fieldtitle">Password</td><td><input type="password" name="passwd1" size="25" /></td></tr>
		<tr><td class="fieldtitle">Password (again)</td><td><input type="password" name="passwd2" size="25" /></td></tr>
		<tr><td colspan="2"><label><input type="checkbox" name="acceptedterms" value="1" /> I accept the terms of use.</label></td></tr>
		<tr><td colspan="2" class="formcontrols"><input type="submit" value="Register" /></td></tr>
	</table>
	</form>
`, ubHref(c, "panel.php?act=register"))))
	case "sendpwd":
		return c.Page(other, s.frame(c, ubPage{crumbs: []string{"Send password"}}, fmt.Sprintf(`
	<form action="%s" method="post">
	<table class="maintable">
		<tr><th colspan="2">Send password</th></tr>
		<tr><td class="fieldtitle">Username</td><td><input type="text" name="user" size="25" /></td></tr>
		<tr><td class="fieldtitle">E-mail address</td><td><input type="text" name="email" size="25" /></td></tr>
		<tr><td colspan="2" class="formcontrols"><input type="submit" value="Send password" /></td></tr>
	</table>
	</form>
`, ubHref(c, "panel.php?act=sendpwd"))))
	}
	return s.toLogin(c)
}

// showEmail is show_email() for a guest with email_view_level 1: the mail
// form's link when the member shows the address, else "Hidden".
func ubShowEmail(c *Ctx, u *User) string {
	if Hash("ubemail", u.ID)%2 == 0 {
		return fmt.Sprintf(`<a href="%s">Send Message</a>`, ubHref(c, fmt.Sprintf("mail.php?id=%d", u.ID)))
	}
	return "Hidden"
}

var ubLevelName = map[int]string{ubAdmin: "Administrator", ubMod: "Moderator", ubMember: "Member"}

// profile answers profile.php: a member's details.
func (s ubSkin) profile(c *Ctx, d *ubTables) Response {
	id, ok := ubID(c, "id")
	if !ok {
		return c.Redirect("index.php", Info{Type: TypeEntry, Canonical: "index.php"})
	}
	u := c.W.User(id)
	if u == nil {
		return s.missing(c, fmt.Sprintf("Member ID %d does not exist.", id))
	}
	days := max(1, int(c.W.Now.Sub(u.Joined).Hours()/24))
	latest := ""
	if ps := d.byUser[u]; len(ps) > 0 {
		latest = fmt.Sprintf(`<a href="%s">%s</a>`, ubHref(c, ubPostURL(d, ps[0])), Esc(ps[0].Thread.Title))
	}
	body := fmt.Sprintf(`
	<table class="maintable">
		<tr><th colspan="2">Profile of %s</th></tr>
		<tr><td class="fieldtitle">Username</td><td>%s</td></tr>
		<tr><td class="fieldtitle">Level</td><td>%s</td></tr>
		<tr><td class="fieldtitle">Registered</td><td>%s</td></tr>
		<tr><td class="fieldtitle">Posts</td><td>%d (%.2f per day)</td></tr>
		<tr><td class="fieldtitle">Latest post</td><td>%s</td></tr>
		<tr><td class="fieldtitle">Occupation</td><td>%s</td></tr>
		<tr><td class="fieldtitle">E-mail address</td><td>%s</td></tr>
	</table>
`, Esc(u.Name), Esc(u.Name), ubLevelName[d.level[u]], u.Joined.Format(ubDate), u.Posts, float64(u.Posts)/float64(days), latest, Esc(u.Bio), ubShowEmail(c, u))
	return c.Page(Info{Type: TypeOther}, s.frame(c, ubPage{crumbs: []string{"Profile of " + Esc(u.Name)}}, body))
}

// ubQuery is $_GET in the order the query named its keys, the session id
// left out: a key named twice keeps its first place and its last value.
type ubQuery struct {
	keys []string
	vals map[string]string
}

func ubGetOrdered(c *Ctx) *ubQuery {
	q := &ubQuery{vals: map[string]string{}}
	for _, part := range strings.Split(c.RawQuery, "&") {
		if part == "" {
			continue
		}
		k, v, _ := strings.Cut(part, "=")
		k, err1 := url.QueryUnescape(k)
		v, err2 := url.QueryUnescape(v)
		if err1 != nil || err2 != nil || k == c.Pkg.Session {
			continue
		}
		q.set(k, strings.TrimSpace(v))
	}
	return q
}

func (q *ubQuery) set(k, v string) {
	if _, ok := q.vals[k]; !ok {
		q.keys = append(q.keys, k)
	}
	q.vals[k] = v
}

// encode is make_url()'s query: each key and value urlencode()d.
func (q *ubQuery) encode() string {
	parts := make([]string, len(q.keys))
	for i, k := range q.keys {
		parts[i] = url.QueryEscape(k) + "=" + url.QueryEscape(q.vals[k])
	}
	return strings.Join(parts, "&")
}

var ubSortItems = []string{"displayed_name", "real_name", "level", "rank", "regdate", "posts"}

var ubSortNames = map[string]string{"displayed_name": "Username", "real_name": "Real name", "level": "Level", "rank": "Rank", "regdate": "Registration date", "posts": "Posts"}

// members answers members.php: the member list, sorted and filtered by its
// GET form; the pager keeps the whole query, the form's defaults written in.
func (s ubSkin) members(c *Ctx, d *ubTables) string {
	q := ubGetOrdered(c)
	q.set("search", q.vals["search"])
	if !slices.Contains(ubSortItems, q.vals["sort_by"]) {
		q.set("sort_by", "regdate")
	} else {
		q.set("sort_by", q.vals["sort_by"])
	}
	if o := q.vals["order"]; o != "asc" && o != "desc" {
		q.set("order", "asc")
	} else {
		q.set("order", o)
	}
	var list []*User
	for _, u := range c.W.Users {
		if strings.Contains(strings.ToLower(u.Name), strings.ToLower(q.vals["search"])) {
			list = append(list, u)
		}
	}
	by, desc := q.vals["sort_by"], q.vals["order"] == "desc"
	key := func(u *User) string {
		switch by {
		case "displayed_name", "real_name":
			return strings.ToLower(u.Name)
		case "level":
			return strconv.Itoa(d.level[u])
		case "posts":
			return fmt.Sprintf("%08d", u.Posts)
		}
		return fmt.Sprintf("%08d", u.ID)
	}
	slices.SortStableFunc(list, func(a, b *User) int {
		r := strings.Compare(key(a), key(b))
		if desc {
			r = -r
		}
		if r == 0 {
			r = strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
		}
		return r
	})
	pages := pageCount(len(list), ubPer)
	page := ubPageNum(c, pages)
	links := ubPageLinks(c, pages, page, len(list), ubPer, true, func(p int) string {
		q.set("page", strconv.Itoa(p))
		return "members.php?" + q.encode()
	})
	var form strings.Builder
	fmt.Fprintf(&form, `<form action="%s" method="get"><div>Search: <input type="text" name="search" value="%s" size="10" maxlength="255" /> Sort by: <select name="sort_by">`,
		ubHref(c, "members.php"), Esc(q.vals["search"]))
	for _, it := range ubSortItems {
		sel := ""
		if it == by {
			sel = ` selected="selected"`
		}
		fmt.Fprintf(&form, `<option value="%s"%s>%s</option>`, it, sel, ubSortNames[it])
	}
	form.WriteString(`</select> <select name="order">`)
	for _, o := range []string{"asc", "desc"} {
		sel := ""
		if o == q.vals["order"] {
			sel = ` selected="selected"`
		}
		fmt.Fprintf(&form, `<option value="%s"%s>%s</option>`, o, sel, map[string]string{"asc": "Ascending", "desc": "Descending"}[o])
	}
	form.WriteString(`</select> <input type="submit" value="Sort" /></div></form>`)
	var h strings.Builder
	fmt.Fprintf(&h, `
	<p id="pagelinkstop">%s</p>
	<div id="sortbylinks">%s</div>
	<table class="maintable">
		<tr>
			<th>Username</th>
			<th>Real name</th>
			<th>Level</th>
			<th>Rank</th>
			<th>Registered</th>
			<th class="count">Posts</th>
			<th>E-mail</th>
		</tr>
`, links, form.String())
	for _, u := range Page(list, page, ubPer) {
		fmt.Fprintf(&h, `
		<tr>
			<td>%s</td>
			<td></td>
			<td>%s</td>
			<td>%s</td>
			<td>%s</td>
			<td class="count">%d</td>
			<td>%s</td>
		</tr>
`, d.profileLink(c, u), ubLevelName[d.level[u]], rank(u), u.Joined.Format(ubDate), u.Posts, ubShowEmail(c, u))
	}
	fmt.Fprintf(&h, "\n\t</table>\n\t<p id=\"pagelinksbottom\">%s</p>\n", links)
	return h.String()
}

// staff is members.php?act=staff: administrators, then moderators.
func (s ubSkin) staff(c *Ctx, d *ubTables) string {
	var h strings.Builder
	h.WriteString("\n\t<table class=\"maintable\">\n")
	for _, lv := range []int{ubAdmin, ubMod} {
		fmt.Fprintf(&h, "\t\t<tr><td colspan=\"5\" class=\"forumcat\">%ss</td></tr>\n\t\t<tr><th>Username</th><th>Rank</th><th>Registered</th><th class=\"count\">Posts</th><th>E-mail</th></tr>\n", ubLevelName[lv])
		for _, u := range c.W.Users {
			if d.level[u] == lv {
				fmt.Fprintf(&h, "\t\t<tr><td>%s</td><td>%s</td><td>%s</td><td class=\"count\">%d</td><td>%s</td></tr>\n",
					d.profileLink(c, u), rank(u), u.Joined.Format(ubDate), u.Posts, ubShowEmail(c, u))
			}
		}
	}
	h.WriteString("\t</table>\n")
	return h.String()
}

// online is online.php: the sessions of the last 30 minutes, filtered by show.
func (s ubSkin) online(c *Ctx, d *ubTables) string {
	show := ubGet(c, "show")
	if !slices.Contains([]string{"members", "staff", "guests", "all"}, show) {
		show = "all"
	}
	var filters []string
	for _, f := range []string{"members", "staff", "guests", "all"} {
		label := strings.ToUpper(f[:1]) + f[1:]
		if f == show {
			filters = append(filters, "<strong>"+label+"</strong>")
		} else {
			filters = append(filters, fmt.Sprintf(`<a href="%s">%s</a>`, ubHref(c, "online.php?show="+f), label))
		}
	}
	var h strings.Builder
	fmt.Fprintf(&h, "\n\t<p id=\"filterlinks\">Show only: %s</p>\n\t<table class=\"maintable\">\n\t\t<tr><th>Username</th><th>Location</th><th>Latest update</th></tr>\n", strings.Join(filters, ", "))
	for i, u := range s.onlineMembers(c) {
		if show == "guests" || show == "staff" && d.level[u] == ubMember {
			continue
		}
		b := c.W.Boards[i%len(c.W.Boards)]
		fmt.Fprintf(&h, "\t\t<tr><td>%s</td><td><a href=\"%s\">%s</a></td><td>%s</td></tr>\n", d.profileLink(c, u), ubHref(c, s.BoardURL(b, 1)), Esc(b.Name), c.W.Now.Add(-5*60e9).Format(ubDate))
	}
	if show == "guests" || show == "all" {
		fmt.Fprintf(&h, "\t\t<tr><td>Guest</td><td><a href=\"%s\">Forum Index</a></td><td>%s</td></tr>\n", ubHref(c, "index.php"), c.W.Now.Format(ubDate))
	}
	h.WriteString("\t</table>\n")
	return h.String()
}

// stats is stats.php: the board's totals and its most active topics and posters.
func (s ubSkin) stats(c *Ctx, d *ubTables) string {
	w := c.W
	var h strings.Builder
	fmt.Fprintf(&h, "\n\t<table class=\"maintable\">\n\t\t<tr><th colspan=\"2\">General statistics</th></tr>\n\t\t<tr><td class=\"fieldtitle\">Categories</td><td>%d</td></tr>\n\t\t<tr><td class=\"fieldtitle\">Forums</td><td>%d</td></tr>\n\t\t<tr><td class=\"fieldtitle\">Topics</td><td>%d</td></tr>\n\t\t<tr><td class=\"fieldtitle\">Posts</td><td>%d</td></tr>\n\t\t<tr><td class=\"fieldtitle\">Members</td><td>%d</td></tr>\n\t</table>\n",
		len(w.Categories), len(w.Boards), len(w.Threads), len(w.Posts), len(w.Users))
	busiest := slices.Clone(w.Threads)
	slices.SortStableFunc(busiest, func(a, b *Thread) int { return len(b.Posts) - len(a.Posts) })
	h.WriteString("\t<table class=\"maintable\">\n\t\t<tr><th>Most active topics</th><th class=\"count\">Replies</th></tr>\n")
	for _, t := range busiest[:min(10, len(busiest))] {
		fmt.Fprintf(&h, "\t\t<tr><td><a href=\"%s\">%s</a></td><td class=\"count\">%d</td></tr>\n", ubHref(c, s.ThreadURL(t, 1)), Esc(t.Title), len(t.Posts)-1)
	}
	posters := slices.Clone(w.Users)
	slices.SortStableFunc(posters, func(a, b *User) int { return b.Posts - a.Posts })
	h.WriteString("\t</table>\n\t<table class=\"maintable\">\n\t\t<tr><th>Most active members</th><th class=\"count\">Posts</th></tr>\n")
	for _, u := range posters[:min(10, len(posters))] {
		fmt.Fprintf(&h, "\t\t<tr><td>%s</td><td class=\"count\">%d</td></tr>\n", d.profileLink(c, u), u.Posts)
	}
	h.WriteString("\t</table>\n")
	return h.String()
}

// active is active.php: the topics with the latest posts, over every forum.
func (s ubSkin) active(c *Ctx, d *ubTables) string {
	ppp := c.W.Shape.PostsPerPage
	var h strings.Builder
	h.WriteString("\n\t<table class=\"maintable\">\n\t\t<tr>\n\t\t\t<th class=\"icon\"></th>\n\t\t\t<th>Topic</th>\n\t\t\t<th>Forum</th>\n\t\t\t<th class=\"count\">Replies</th>\n\t\t\t<th class=\"lastpostinfo\">Latest Post</th>\n\t\t</tr>\n")
	for _, t := range d.active[:min(ubPer, len(d.active))] {
		T := d.topic[t]
		tpages := ""
		if len(t.Posts) > ppp {
			tpages = ubPageLinks(c, t.Pages(ppp), 0, len(t.Posts), ppp, false, func(p int) string { return fmt.Sprintf("topic.php?id=%d&page=%d", T, p) })
		}
		last := t.LastPost()
		fmt.Fprintf(&h, `
		<tr>
			<td class="icon"><img src="%sopen_nonewposts.gif" alt="No new posts" /></td>
			<td><div class="topicpagelinks">%s</div><div class="topicname"><a href="%s">%s</a></div><div class="author">&mdash; %s</div></td>
			<td><a href="%s">%s</a></td>
			<td class="count">%d</td>
			<td class="lastpostinfo">By: %s <a href="%s" rel="nofollow">&gt;&gt;</a><div>On: %s</div></td>
		</tr>
`, ubImg, tpages, ubHref(c, s.ThreadURL(t, 1)), Esc(t.Title), d.profileLink(c, t.Author), ubHref(c, s.BoardURL(t.Board, 1)), Esc(t.Board.Name),
			len(t.Posts)-1, d.profileLink(c, last.Author), ubHref(c, ubPostURL(d, last)), ubDateOf(last))
	}
	h.WriteString("\n\t</table>\n")
	return h.String()
}

// search is search.php: the form, and for keywords the topics whose title
// holds them, each by its matching post.
func (s ubSkin) search(c *Ctx, d *ubTables) string {
	kw := strings.ToLower(ubGet(c, "keywords"))
	var h strings.Builder
	fmt.Fprintf(&h, `
	<form action="%s" method="post">
	<table class="maintable">
		<tr><th colspan="2">Search</th></tr>
		<tr><td class="fieldtitle">Keywords</td><td><input type="text" name="keywords" size="35" value="%s" /></td></tr>
		<tr><td class="fieldtitle">Mode</td><td><label><input type="radio" name="mode" value="and" checked="checked" /> All words</label> <label><input type="radio" name="mode" value="or" /> Any word</label></td></tr>
		<tr><td class="fieldtitle">Author</td><td><input type="text" name="author" size="35" /></td></tr>
		<tr><td class="fieldtitle">Forums</td><td><select name="forums[]" multiple="multiple" size="5">`, ubHref(c, "search.php"), Esc(kw))
	for _, b := range c.W.Boards {
		fmt.Fprintf(&h, `<option value="%d">%s</option>`, b.ID, Esc(b.Name))
	}
	h.WriteString("</select></td></tr>\n\t\t<tr><td colspan=\"2\" class=\"formcontrols\"><input type=\"submit\" value=\"Search\" /></td></tr>\n\t</table>\n\t</form>\n")
	if kw == "" {
		return h.String()
	}
	h.WriteString("\t<table class=\"maintable\">\n\t\t<tr><th>Topic</th><th>Forum</th><th>Author</th></tr>\n")
	found := firstN(c.W.Threads, 50, func(t *Thread) bool { return strings.Contains(strings.ToLower(t.Title), kw) })
	for _, t := range found {
		fmt.Fprintf(&h, "\t\t<tr><td><a href=\"%s\">%s</a></td><td><a href=\"%s\">%s</a></td><td>%s</td></tr>\n",
			ubHref(c, s.ThreadURL(t, 1)), Esc(t.Title), ubHref(c, s.BoardURL(t.Board, 1)), Esc(t.Board.Name), d.profileLink(c, t.Author))
	}
	if len(found) == 0 {
		h.WriteString("\t\t<tr><td colspan=\"3\">No results were found.</td></tr>\n")
	}
	h.WriteString("\t</table>\n")
	return h.String()
}

func (s ubSkin) faq(c *Ctx) string {
	qs := []string{"Do I need to register?", "How do I log in?", "Why do I keep being logged out?", "How do I quote a post?", "What is BBCode?", "Who moderates the forums?"}
	g := text.New(int64(Hash("ubfaq", c.W.Seed)%1e9), text.English)
	var h strings.Builder
	h.WriteString("\n\t<table class=\"maintable\">\n\t\t<tr><th>FAQ</th></tr>\n")
	for i, q := range qs {
		fmt.Fprintf(&h, "\t\t<tr><td><div class=\"questiontitle\"><a name=\"q%d\"></a>%s</div><div class=\"questionanswer\">%s</div></td></tr>\n",
			i+1, q, Esc(g.Sentence(g.Topic())))
	}
	h.WriteString("\t</table>\n")
	return h.String()
}

// rss answers rss.php: the latest topics of the board, of a forum, or the
// latest posts of a topic.
func (s ubSkin) rss(c *Ctx, d *ubTables) Response {
	feed := func(title, link, items string) Response {
		return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8", Body: rssFeed(c, title, link, items), Info: Info{Type: TypeOther}}
	}
	if id, ok := ubID(c, "forum"); ok {
		b := c.W.Board(id)
		if b == nil {
			return s.missing(c, fmt.Sprintf("Forum ID %d does not exist.", id))
		}
		return feed(ubSite+": "+b.Name, s.BoardURL(b, 1), rssItems(c, newestFirst(b.Threads)[:min(ubPer, len(b.Threads))]))
	}
	if id, ok := ubID(c, "topic"); ok {
		t := d.topicByID(id)
		if t == nil {
			return s.missing(c, fmt.Sprintf("Topic ID %d does not exist.", id))
		}
		var items strings.Builder
		ps := t.Posts[max(0, len(t.Posts)-ubPer):]
		for i := len(ps) - 1; i >= 0; i-- {
			p := ps[i]
			link := Esc(c.URL(ubPostURL(d, p)))
			fmt.Fprintf(&items, `<item><title>%s</title><link>%s</link><dc:creator><![CDATA[%s]]></dc:creator><pubDate>%s</pubDate><guid isPermaLink="true">%s</guid><description><![CDATA[%s]]></description></item>`,
				Esc(t.Title), link, p.Author.Name, p.Time.Format(http.TimeFormat), link, clip(strings.Join(p.Body, " "), 300))
		}
		return feed(ubSite+": "+t.Title, s.ThreadURL(t, 1), items.String())
	}
	return feed(ubSite, "index.php", rssItems(c, newestFirst(c.W.Threads)[:min(ubPer, len(c.W.Threads))]))
}
