package sim

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"focus/sim/text"
)

// JForum 2.1 (the Java forum software) with its default template, deployed as
// the "jforum" web application, so every URL lives below /jforum/. Its URLs
// are "SEF" paths MODULE/ACTION[/ARG...].page, the servlet extension last.
// Paged lists put the START OFFSET before the id (forums/show/15/3.page), so
// the number that changes from page to page is not the last one: the trap of
// this software for URL generalisation. JForum has no sub-forums. Post
// permalinks (posts/preList/T/P.page) 302 to the topic page holding the post,
// with #P. Tomcat's ;jsessionid=... path parameter is accepted and ignored
// (the farm carries guest sessions in the query only, so none is emitted).
// 15 topics and 15 posts a page, JForum's defaults. URL scheme:
//
//	"" (the mount)                             302 to forums/list.page
//	forums/list.page                           entry: categories and their forums, canonical
//	forums/show/F.page, forums/show/S/F.page   forum, 15 topics a page, S the start offset (15, 30, ...)
//	posts/list/T.page, posts/list/S/T.page     topic, 15 posts a page; the last-post link is posts/list/S/T.page#P
//	posts/preList/T/P.page                     post permalink: 302 to posts/list/[S/]T.page#P
//	jforum.page?module=M&action=A&...          the non-SEF form of the same actions (forums/list,
//	                                           forums/show forum_id, posts/list topic_id, posts/preList, start=S)
//	posts/reply/S/T.page, posts/quote/P.page, jforum.page?module=posts&action=insert&forum_id=F   posting forms (other)
//	posts/listByUser/U.page, posts/listByUser/S/U.page   a member's posts, 15 a page (other)
//	recentTopics/list.page, hottestTopics/list.page      topic lists (other)
//	user/profile/U.page, user/list.page, user/list/S.page (30 a page)   members (other)
//	user/login.page, user/insert.page, user/lostPassword.page, search/filters.page, jforum.page?module=search&action=search   other
//	rss/forums.page, rss/forumTopics/F.page, rss/topicPosts/T.page, rss/recentTopics.page   RSS (other)
func jforum() *Package {
	return &Package{
		Name: "jforum", Software: "JForum 2.1 (default template)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0, Threads: [2]int{15, 50},
			Posts: [2]int{1, 17}, LongThreadChance: 0.06, ThreadsPerPage: 15, PostsPerPage: 15, Users: 70,
			Lang: text.English, Opinion: 0.25, StickyChance: 0.04},
		Mount: "/jforum/", Seed: 3121, Unseen: true,
		Robots: `User-agent: *
Disallow: /jforum/user/
Disallow: /jforum/posts/reply/
Disallow: /jforum/posts/quote/
Disallow: /jforum/jforum.page
`,
		Skin: jfSkin{},
	}
}

// jfSkin renders JForum.
type jfSkin struct{}

const (
	jfSite  = "Trailhead Java Users"
	jfTime  = "02/01/2006 15:04:05" // JForum's default dateTime.format, dd/MM/yyyy HH:mm:ss
	jfUsers = 30                    // members a page on user/list
)

func (jfSkin) Entry() string { return "forums/list.page" }

// jfPaged is JForum's paged URL: MODULE/ACTION[/START][/ID].page, id < 0 for none.
func jfPaged(base string, start, id int) string {
	u := base
	if start > 0 {
		u += "/" + strconv.Itoa(start)
	}
	if id >= 0 {
		u += "/" + strconv.Itoa(id)
	}
	return u + ".page"
}

func (jfSkin) BoardURL(b *Board, p int) string {
	return jfPaged("forums/show", (p-1)*b.World.Shape.ThreadsPerPage, b.ID)
}

func (jfSkin) ThreadURL(t *Thread, p int) string {
	return jfPaged("posts/list", (p-1)*t.Board.World.Shape.PostsPerPage, t.ID)
}

// postURL is where a post's permalink lands: its topic page, at its anchor.
func (s jfSkin) postURL(p *Post) string {
	return s.ThreadURL(p.Thread, PageOf(p.Index, p.Thread.Board.World.Shape.PostsPerPage)) + "#" + strconv.Itoa(p.ID)
}

func jfProfile(u *User) string { return fmt.Sprintf("user/profile/%d.page", u.ID) }

// jfArgs reads the numeric arguments of a SEF path's tail ("15/3.page" -> 15, 3).
func jfArgs(parts []string) ([]int, bool) {
	if len(parts) == 0 {
		return nil, false
	}
	last, ok := strings.CutSuffix(parts[len(parts)-1], ".page")
	if !ok {
		return nil, false
	}
	args := make([]int, len(parts))
	for i, p := range parts {
		if i == len(parts)-1 {
			p = last
		}
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || p != strconv.Itoa(n) {
			return nil, false
		}
		args[i] = n
	}
	return args, true
}

// Serve routes a request the way JForum's servlet maps SEF URLs to module and action.
func (s jfSkin) Serve(c *Ctx) Response {
	path := c.Path
	if i := strings.Index(path, ";jsessionid="); i >= 0 {
		path = path[:i] // Tomcat strips the session path parameter before JForum sees the URL
	}
	if path == "" || path == "index.jsp" {
		return c.Redirect(s.Entry(), Info{Type: TypeEntry, Canonical: s.Entry()})
	}
	if path == "jforum.page" {
		return s.serveQuery(c)
	}
	parts := strings.Split(path, "/")
	if len(parts) < 2 {
		return s.notFound(c)
	}
	module, action := parts[0], parts[1]
	if len(parts) == 2 {
		a, ok := strings.CutSuffix(action, ".page")
		if !ok {
			return s.notFound(c)
		}
		return s.action(c, module, a, nil)
	}
	args, ok := jfArgs(parts[2:])
	if !ok {
		return s.notFound(c)
	}
	return s.action(c, module, action, args)
}

// serveQuery answers jforum.page?module=M&action=A, the non-SEF form of the same actions.
func (s jfSkin) serveQuery(c *Ctx) Response {
	module, action := c.Query.Get("module"), c.Query.Get("action")
	num := func(k string) (int, bool) {
		n, err := strconv.Atoi(c.Query.Get(k))
		return n, err == nil && n >= 0
	}
	start, _ := num("start")
	switch module + "/" + action {
	case "forums/list", "recentTopics/list", "hottestTopics/list", "search/filters", "user/login", "user/insert", "user/list":
		return s.action(c, module, action, nil)
	case "forums/show":
		if f, ok := num("forum_id"); ok {
			return s.action(c, module, action, []int{start, f})
		}
	case "posts/list":
		if t, ok := num("topic_id"); ok {
			return s.action(c, module, action, []int{start, t})
		}
	case "posts/preList":
		t, ok1 := num("topic_id")
		p, ok2 := num("post_id")
		if ok1 && ok2 {
			return s.action(c, module, action, []int{t, p})
		}
	case "posts/insert":
		if b := c.W.Board(c.Int("forum_id")); b != nil {
			return c.Page(Info{Type: TypeOther}, s.frame(c, "Post new topic", s.postForm(c, b, nil, nil)))
		}
	case "user/profile":
		if u, ok := num("user_id"); ok {
			return s.action(c, module, action, []int{u})
		}
	case "search/search":
		return c.Page(Info{Type: TypeOther}, s.frame(c, "Search", s.searchResults(c, c.Query.Get("search_keywords"))))
	}
	return s.notFound(c)
}

// action answers MODULE/ACTION with its numeric arguments (nil for a bare action).
func (s jfSkin) action(c *Ctx, module, action string, args []int) Response {
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	// startAndID splits [START/]ID.
	startAndID := func() (start, id int, ok bool) {
		switch len(args) {
		case 1:
			return 0, args[0], true
		case 2:
			return args[0], args[1], true
		}
		return 0, 0, false
	}
	switch module + "/" + action {
	case "forums/list":
		if args == nil {
			return c.Page(Info{Type: TypeEntry, Canonical: s.Entry()}, s.frame(c, "Forum Index", s.home(c)))
		}
	case "forums/show":
		start, id, ok := startAndID()
		b := c.W.Board(id)
		if !ok || b == nil {
			return s.message(c, "The forum you requested does not exist.")
		}
		page := start/sh.ThreadsPerPage + 1
		if page > b.Pages(sh.ThreadsPerPage) {
			return s.message(c, "There are no topics in this forum at that position.")
		}
		return c.Page(boardInfo(s, b, page), s.frame(c, b.Name, s.forum(c, b, page)))
	case "posts/list":
		start, id, ok := startAndID()
		t := c.W.Thread(id)
		if !ok || t == nil {
			return s.message(c, "The topic you requested does not exist.")
		}
		page := start/sh.PostsPerPage + 1
		if page > t.Pages(sh.PostsPerPage) {
			return s.message(c, "There are no messages in this topic at that position.")
		}
		return c.Page(threadInfo(s, t, page), s.frame(c, t.Title, s.topic(c, t, page)))
	case "posts/preList":
		if len(args) != 2 {
			break
		}
		t, p := c.W.Thread(args[0]), c.W.Post(args[1])
		if t == nil || p == nil || p.Thread != t {
			return s.message(c, "The topic you requested does not exist.")
		}
		return c.Redirect(s.postURL(p), threadInfo(s, t, PageOf(p.Index, sh.PostsPerPage)))
	case "posts/reply":
		_, id, ok := startAndID()
		if t := c.W.Thread(id); ok && t != nil {
			return c.Page(other, s.frame(c, "Post a reply", s.postForm(c, t.Board, t, nil)))
		}
	case "posts/quote":
		if p := c.W.Post(jfOne(args)); p != nil {
			return c.Page(other, s.frame(c, "Post a reply", s.postForm(c, p.Thread.Board, p.Thread, p)))
		}
	case "posts/listByUser":
		start, id, ok := startAndID()
		u := c.W.User(id)
		if !ok || u == nil {
			return s.message(c, "The user you requested does not exist.")
		}
		posts := jfTab(c.W).posts[u]
		page := start/sh.PostsPerPage + 1
		if page > pageCount(len(posts), sh.PostsPerPage) {
			return s.message(c, "There are no more messages by this user.")
		}
		return c.Page(other, s.frame(c, "Messages by "+u.Name, s.byUser(c, u, posts, page)))
	case "recentTopics/list", "hottestTopics/list":
		if args == nil {
			return c.Page(other, s.frame(c, jfListTitle[module], s.topicList(c, module)))
		}
	case "user/profile":
		if u := c.W.User(jfOne(args)); u != nil {
			return c.Page(other, s.frame(c, "Profile of "+u.Name, s.profile(c, u)))
		}
		return s.message(c, "The user you requested does not exist.")
	case "user/list":
		start := 0
		if len(args) == 1 {
			start = args[0]
		} else if args != nil {
			break
		}
		page := start/jfUsers + 1
		if page > pageCount(len(c.W.Users), jfUsers) {
			break
		}
		return c.Page(other, s.frame(c, "Member Listing", s.members(c, page)))
	case "user/login", "user/insert", "user/lostPassword", "search/filters":
		if args == nil {
			return c.Page(other, s.frame(c, jfStatic[module+"/"+action], s.static(c, module+"/"+action)))
		}
	case "rss/forums", "rss/recentTopics":
		if args == nil {
			ts := c.W.ThreadsByActivity()[:15]
			return s.rss(c, "Latest messages - "+jfSite, s.Entry(), ts)
		}
	case "rss/forumTopics":
		if b := c.W.Board(jfOne(args)); b != nil {
			return s.rss(c, b.Name, s.BoardURL(b, 1), newestFirst(b.Threads)[:min(15, len(b.Threads))])
		}
	case "rss/topicPosts":
		if t := c.W.Thread(jfOne(args)); t != nil {
			return s.rss(c, t.Title, s.ThreadURL(t, 1), []*Thread{t})
		}
	}
	return s.notFound(c)
}

// jfOne is the single argument of an action, 0 (no such record) otherwise.
func jfOne(args []int) int {
	if len(args) != 1 {
		return 0
	}
	return args[0]
}

var jfListTitle = map[string]string{"recentTopics": "Recent Topics", "hottestTopics": "Hottest Topics"}

var jfStatic = map[string]string{"user/login": "Login", "user/insert": "Register", "user/lostPassword": "Password recovery", "search/filters": "Search"}

// jfTables are what the skin derives from a world: each member's posts, newest first.
type jfTables struct {
	posts map[*User][]*Post
}

func jfTab(w *World) *jfTables {
	return w.Derived("jforum", func() any {
		t := &jfTables{posts: map[*User][]*Post{}}
		for i := len(w.Posts) - 1; i >= 0; i-- {
			p := w.Posts[i]
			t.posts[p.Author] = append(t.posts[p.Author], p)
		}
		return t
	}).(*jfTables)
}

func (s jfSkin) rss(c *Ctx, title, link string, ts []*Thread) Response {
	return Response{Status: http.StatusOK, ContentType: "text/xml; charset=UTF-8", Body: rssFeed(c, title, link, rssItems(c, ts)), Info: Info{Type: TypeOther}}
}

// message is JForum's error page, "message.htm" in a forumline table; JForum
// answers it with 200, but the farm gives records that do not exist a 404.
func (s jfSkin) message(c *Ctx, msg string) Response {
	return c.NotFound(s.frame(c, "Information", fmt.Sprintf(`<table class="forumline" cellspacing="1" cellpadding="4" width="100%%" align="center" border="0">
	<tr><th class="thhead" valign="middle" height="25">Information</th></tr>
	<tr><td class="row1"><table cellspacing="0" cellpadding="1" width="100%%" border="0">
		<tr><td>&nbsp;</td></tr>
		<tr><td align="center"><span class="gen">%s</span></td></tr>
		<tr><td>&nbsp;</td></tr>
		<tr><td align="center"><span class="gen"><a href="%s">Click here to go to the Forum Index</a></span></td></tr>
	</table></td></tr>
</table>`, Esc(msg), c.Href(s.Entry()))))
}

func (s jfSkin) notFound(c *Ctx) Response {
	return c.NotFound(`<!doctype html><html lang="en"><head><title>HTTP Status 404 – Not Found</title><style type="text/css">body {font-family:Tahoma,Arial,sans-serif;} h1, h2, h3, b {color:white;background-color:#525D76;} h1 {font-size:22px;} p {font-size:12px;} a {color:black;} .line {height:1px;background-color:#525D76;border:none;}</style></head><body><h1>HTTP Status 404 – Not Found</h1><hr class="line" /><p><b>Type</b> Status Report</p><p><b>Description</b> The origin server did not find a current representation for the target resource or is not willing to disclose that one exists.</p><hr class="line" /><h3>Apache Tomcat/9.0.83</h3></body></html>`)
}

// frame is header.htm and bottom.htm around a page's body.
func (s jfSkin) frame(c *Ctx, title, main string) string {
	img := c.Pkg.Mount + "templates/default/images/"
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta http-equiv="Pragma" content="no-cache" />
<meta http-equiv="Expires" content="-1" />
<style type="text/css">@import url( %stemplates/default/styles/style.css?1696424470123 );</style>
<style type="text/css">@import url( %stemplates/default/styles/en_US.css?1696424470123 );</style>
<link rel="alternate" type="application/rss+xml" title="RSS" href="%s" />
<title>%s - %s</title>
%s
</head>
<body class="en_US">
<table width="100%%" border="0">
	<tr>
		<td>
			<table cellspacing="0" cellpadding="0" width="100%%" border="0">
				<tr>
					<td valign="middle" align="left" rowspan="2"><a href="%s"><img src="%slogo.jpg" vspace="1" border="0" alt="[Logo]" /></a></td>
					<td width="100%%" align="center" valign="middle">
						<span class="boardtitle">%s</span>
						<table cellspacing="0" cellpadding="2" border="0">
							<tr>
								<td valign="top" nowrap="nowrap" align="center" class="mainmenu">
									<img src="%sicon_mini_search.gif" alt="[Search]" />
									<span class="mainmenu"><a id="search" class="mainmenu" href="%s"><b>Search</b></a></span> &nbsp;
									<span class="mainmenu"><img src="%sicon_mini_recentTopics.gif" alt="[Recent Topics]" /><a id="latest" class="mainmenu" href="%s">Recent Topics</a></span> &nbsp;
									<span class="mainmenu"><img src="%sicon_mini_recentTopics.gif" alt="[Hottest Topics]" /><a id="hottest" class="mainmenu" href="%s">Hottest Topics</a></span> &nbsp;
									<img src="%sicon_mini_members.gif" alt="[Members]" />&nbsp;<a id="usersList" class="mainmenu" href="%s">Member Listing</a> &nbsp;
									<span class="mainmenu"><img src="%sicon_mini_groups.gif" alt="[Groups]" /><a id="backtosite" class="mainmenu" href="/">Back to home page</a></span> &nbsp;
								</td>
							</tr>
							<tr>
								<td height="25" align="center" valign="top" nowrap="nowrap">
									<span class="mainmenu">
										<img src="%sicon_mini_register.gif" alt="[Register]" />
										<a id="register" class="mainmenu" href="%s">Register</a> &nbsp;/&nbsp;
										<img src="%sicon_mini_login.gif" alt="[Login]" />
										<a id="login" class="mainmenu" href="%s">Login</a>&nbsp;
									</span>
								</td>
							</tr>
						</table>
					</td>
				</tr>
			</table>
		</td>
	</tr>
	<tr>
		<td>
%s
		</td>
	</tr>
	<tr>
		<td>
			<div align="center"><span class="copyright">Powered by <a class="copyright" href="http://www.jforum.net/" target="_new">JForum 2.1.9</a> &copy; <a class="copyright" href="http://www.jforum.net/team.jsp" target="_new">JForum Team</a></span></div>
		</td>
	</tr>
</table>
%s
</body>
</html>`,
		c.Pkg.Mount, c.Pkg.Mount, c.Href("rss/forums.page"), Esc(title), jfSite, c.Styles(12),
		c.Href(s.Entry()), img, jfSite,
		img, c.Href("search/filters.page"), img, c.Href("recentTopics/list.page"), img, c.Href("hottestTopics/list.page"),
		img, c.Href("user/list.page"), img,
		img, c.Href("user/insert.page"), img, c.Href("user/login.page"),
		main, c.Scripts(8))
}

// pager is the doPagination macro: previous, the pages (the first three, a
// window and the last three past ten pages), next, and the go-to box.
func (s jfSkin) pager(c *Ctx, base string, id, cur, total, per int) string {
	if total <= 1 {
		return ""
	}
	link := func(p int) string {
		if p == cur {
			return fmt.Sprintf(`<span class="current">%d</span>`, p)
		}
		return fmt.Sprintf(`<a href="%s">%d</a>`, c.Href(jfPaged(base, (p-1)*per, id)), p)
	}
	var h strings.Builder
	h.WriteString(`<div class="pagination">`)
	if cur > 1 {
		fmt.Fprintf(&h, `<a href="%s">&#9668;</a>`, c.Href(jfPaged(base, (cur-2)*per, id)))
	}
	if total > 10 {
		for p := 1; p <= 3; p++ {
			h.WriteString(link(p))
		}
		if cur > 1 && cur < total {
			if cur > 5 {
				h.WriteString(`<span class="gensmall">...</span>`)
			}
			lo, hi := 4, total-2
			if cur > 4 {
				lo = cur - 1
			}
			if cur < total-4 {
				hi = cur + 2
			}
			for p := lo; p < hi; p++ {
				h.WriteString(link(p))
			}
			if cur < total-4 {
				h.WriteString(`<span class="gensmall">...</span>`)
			}
		} else {
			h.WriteString(`<span class="gensmall">...</span>`)
		}
		for p := total - 2; p <= total; p++ {
			h.WriteString(link(p))
		}
	} else {
		for p := 1; p <= total; p++ {
			h.WriteString(link(p))
		}
	}
	if cur < total {
		fmt.Fprintf(&h, `<a href="%s">&#9658;</a>`, c.Href(jfPaged(base, cur*per, id)))
	}
	fmt.Fprintf(&h, `<a href="#goto" onClick="return overlay(this, 'goToBox', 'rightbottom');">Go</a><div id="goToBox"><div class="title">Go to page...</div><div class="form"><input type="text" style="width: 50px;" id="pageToGo"><input type="button" value=" Go " onClick="goToAnotherPage(%d, %d, '%s', '%s', %d, '.page');"><input type="button" value="Cancel" onClick="document.getElementById('goToBox').style.display = 'none';"></div></div></div>`,
		total, per, strings.TrimSuffix(c.Pkg.Mount, "/"), strings.ReplaceAll(base, "/", "', '"), id)
	return h.String()
}

// littlePages is the littlePostPagination macro under a topic's title in lists:
// every page up to six, else the first three and the last three.
func (s jfSkin) littlePages(c *Ctx, t *Thread) string {
	per := c.W.Shape.PostsPerPage
	total := t.Pages(per)
	if total <= 1 {
		return ""
	}
	link := func(p int) string { return fmt.Sprintf(`<a href="%s">%d</a>`, c.Href(s.ThreadURL(t, p)), p) }
	var first, last []string
	for p := 1; p <= min(total, 3) || (total <= 6 && p <= total); p++ {
		first = append(first, link(p))
	}
	out := strings.Join(first, ", ")
	if total > 6 {
		for p := total - 2; p <= total; p++ {
			last = append(last, link(p))
		}
		out += " &nbsp;...&nbsp; " + strings.Join(last, ", ")
	}
	return fmt.Sprintf(`<span class="gensmall"><br />[ <img class="icon_latest_reply" src="%simages/transp.gif" alt="" /> Go to page: %s ]</span>`, c.Pkg.Mount, out)
}

// lastPost is a list's last-message cell: date, poster, and the link to the topic's last page.
func (s jfSkin) lastPost(c *Ctx, p *Post) string {
	return fmt.Sprintf(`<span class="postdetails">%s<br /><a href="%s">%s</a> <a href="%s"><img src="%stemplates/default/images/icon_latest_reply.gif" border="0" alt="[Latest Reply]" /></a></span>`,
		p.Time.Format(jfTime), c.Href(jfProfile(p.Author)), Esc(p.Author.Name), c.Href(s.postURL(p)), c.Pkg.Mount)
}

func (s jfSkin) home(c *Ctx) string {
	w := c.W
	var h strings.Builder
	fmt.Fprintf(&h, `<table cellspacing="0" cellpadding="10" width="100%%" align="center" border="0">
<tr><td class="bodyline" valign="top">
<table cellspacing="0" cellpadding="2" width="100%%" align="center" border="0">
	<tr>
		<td valign="bottom" align="left"><span class="gensmall">The time now is %s</span><br /><span class="forumlink"><a class="forumlink" href="%s">Forum Index</a></span></td>
		<td class="gensmall" valign="bottom" align="right">&nbsp;</td>
	</tr>
</table>
<table class="forumline" cellspacing="1" cellpadding="2" width="100%%" border="0">
	<tr>
		<th class="thcornerl" nowrap="nowrap" width="60%%" colspan="2" height="25">&nbsp;Forum&nbsp;</th>
		<th class="thtop" nowrap="nowrap" width="50">&nbsp;Topics&nbsp;</th>
		<th class="thtop" nowrap="nowrap" width="50">&nbsp;Messages&nbsp;</th>
		<th class="thcornerr" nowrap="nowrap">&nbsp;Last Message&nbsp;</th>
	</tr>
`, w.Now.Format("Jan 2, 2006 3:04:05 PM"), c.Href(s.Entry()))
	for _, cat := range w.Categories {
		fmt.Fprintf(&h, `	<tr>
		<td class="catleft" colspan="2" height="28"><span class="cattitle">%s</span></td>
		<td class="rowpic" align="right" colspan="3">&nbsp;</td>
	</tr>
`, Esc(cat.Name))
		for _, b := range cat.Boards {
			last := "&nbsp;"
			if p := b.Latest(); p != nil {
				last = s.lastPost(c, p)
			}
			fmt.Fprintf(&h, `	<tr>
		<td class="row1" valign="middle" align="center" height="50"><img class="icon_folder_big" src="%simages/transp.gif" alt="" /></td>
		<td class="row1" width="100%%" height="50"><span class="forumlink"><a class="forumlink" href="%s">%s</a></span><br /><span class="genmed">%s<br /></span></td>
		<td class="row2" valign="middle" align="center" height="50"><span class="gensmall">%d</span></td>
		<td class="row2" valign="middle" align="center" height="50"><span class="gensmall">%d</span></td>
		<td class="row2" valign="middle" nowrap="nowrap" align="center" height="50">%s</td>
	</tr>
`, c.Pkg.Mount, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), len(b.Threads), b.AllPosts(), last)
		}
	}
	newest := w.Users[0]
	for _, u := range w.Users {
		if u.Joined.After(newest.Joined) {
			newest = u
		}
	}
	var online []string
	for i := range 3 + int(Hash("jfonline")%4) {
		u := pick(w.Users, "jfonline", i)
		online = append(online, fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(jfProfile(u)), Esc(u.Name)))
	}
	fmt.Fprintf(&h, `</table>
<table cellspacing="0" cellpadding="2" width="100%%" align="center" border="0">
	<tr><td align="left"><span class="gensmall"><a href="%s">RSS of all forums</a></span></td></tr>
</table>
<table class="forumline" cellspacing="1" cellpadding="3" width="100%%" border="0">
	<tr><td class="cathead" colspan="2" height="28"><span class="cattitle">Who is Online</span></td></tr>
	<tr>
		<td class="row1" valign="middle" align="center" rowspan="2"><img src="%stemplates/default/images/whosonline.gif" alt="[Who's Online]" /></td>
		<td class="row1 gensmall" align="left" width="100%%">Our users have posted a total of <b>%d</b> messages<br />We have <b>%d</b> registered users<br />The newest registered user is <b><a href="%s">%s</a></b></td>
	</tr>
	<tr>
		<td class="row1 gensmall" align="left">There are <b>%d</b> online users: %d registered, %d guests [ Administrator ] [ Moderator ]<br />Most users ever online was <b>%d</b> on %s<br />Registered Users: %s</td>
	</tr>
</table>
</td></tr></table>
`, c.Href("rss/forums.page"), c.Pkg.Mount, len(w.Posts), len(w.Users), c.Href(jfProfile(newest)), Esc(newest.Name),
		len(online)+9, len(online), 9, 120+int(Hash("jfmost")%300), w.Now.AddDate(0, -7, -3).Format("02/01/2006 15:04:05"), strings.Join(online, ", "))
	return h.String()
}

// topicRows are the rows of a forum_show-style topic table.
func (s jfSkin) topicRows(c *Ctx, ts []*Thread) string {
	var h strings.Builder
	for _, t := range ts {
		folder := "icon_folder"
		switch {
		case t.Sticky:
			folder = "icon_folder_sticky"
		case len(t.Posts) > 25:
			folder = "icon_folder_hot"
		}
		fmt.Fprintf(&h, `				<tr class="bg_small_yellow">
					<td class="row1" valign="middle" align="center" width="20"><img class="%s" src="%simages/transp.gif" alt="" /></td>
					<td class="row1" width="100%%">
						<span class="topictitle">
						<a href="%s">
							%s
						</a>
						</span>
						%s
					</td>
					<td class="row2" valign="middle" align="center"><span class="postdetails">%d</span></td>
					<td class="row3" valign="middle" align="center">
						<span class="name"><a href="%s">%s</a></span>
					</td>
					<td class="row2" valign="middle" align="center"><span class="postdetails">%d</span></td>
					<td class="row3" valign="middle" nowrap="nowrap" align="center">
						%s
					</td>
				</tr>
`, folder, c.Pkg.Mount, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), s.littlePages(c, t), len(t.Posts)-1,
			c.Href(jfProfile(t.Author)), Esc(t.Author.Name), t.Views, s.lastPost(c, t.LastPost()))
	}
	return h.String()
}

const jfTopicHead = `			<table class="forumline" cellspacing="1" cellpadding="4" width="100%" border="0">
				<tr>
					<th class="thcornerl" nowrap="nowrap" align="center" colspan="2" height="25">&nbsp;Topics&nbsp;</th>
					<th class="thtop" nowrap="nowrap" align="center" width="50">&nbsp;Replies&nbsp;</th>
					<th class="thtop" nowrap="nowrap" align="center" width="100">&nbsp;Author&nbsp;</th>
					<th class="thtop" nowrap="nowrap" align="center" width="50">&nbsp;Views&nbsp;</th>
					<th class="thcornerr" nowrap="nowrap" align="center">&nbsp;Last Message&nbsp;</th>
				</tr>
				<!-- TOPICS LISTING -->
`

func (s jfSkin) forum(c *Ctx, b *Board, page int) string {
	sh := c.W.Shape
	pg := s.pager(c, "forums/show", b.ID, page, b.Pages(sh.ThreadsPerPage), sh.ThreadsPerPage)
	crumbs := fmt.Sprintf(`<a class="maintitle" href="%s">Forum Index</a> &raquo;
						<a class="maintitle" href="%s">%s</a>`, c.Href(s.Entry()), c.Href(s.BoardURL(b, 1)), Esc(b.Name))
	return fmt.Sprintf(`<script type="text/javascript" src="%stemplates/default/js/pagination.js?1696424470123"></script>
<table cellspacing="0" cellpadding="10" width="100%%" align="center" border="0">
	<tr>
		<td class="bodyline" valign="top">
			<table cellspacing="2" cellpadding="2" width="100%%" align="center">
				<tr>
					<td valign="bottom" align="left" colspan="2">
						%s
						<a href="%s"><img src="%stemplates/default/images/xml_button.gif" border="0" alt="[XML]" /></a>
						<br />
					</td>
					<td valign="middle" nowrap="nowrap" align="right" class="gensmall"></td>
				</tr>
			</table>
			<table cellspacing="2" cellpadding="2" width="100%%" align="center">
				<tr>
					<td valign="middle" align="left" width="50">
						<a href="%s" rel="nofollow" class="icon_new_topic"><img src="%simages/transp.gif" alt="" /></a>
					</td>
					<form accept-charset="UTF-8" action="%s" method="get" id="formSearch" name="formSearch">
					<input type="hidden" name="module" value="search"/>
					<input type="hidden" name="action" value="search"/>
					<input type="hidden" name="forum" value="%d">
					<input type="hidden" name="match_type" value="all">
					<td class="nav" valign="middle" align="left" colspan="">
						<input type="text" value="Search this forum..." size="20" name="search_keywords" class="inputSearchForum"/>
						<input type="submit" value="Search" class="liteoption">
					</td>
					</form>
					<td class="nav" nowrap="nowrap" align="right">%s</td>
				</tr>
			</table>
%s%s				<!-- END OF TOPICS LISTING -->
				<tr align="center">
					<td class="catbottom" valign="middle" align="right" colspan="6" height="28"><table cellspacing="0" cellpadding="0" border="0"><tr><td align="center"><span class="gensmall">&nbsp;</span></td></tr></table></td>
				</tr>
			</table>
			<table cellspacing="2" cellpadding="2" width="100%%" align="center" border="0">
				<tr>
					<td valign="middle" align="left" colspan="0"><span class="nav"><a class="nav" href="%s">Forum Index</a> &raquo;  <a class="nav" href="%s">%s</a></span></td>
					<td nowrap="nowrap" align="right" class="nav">%s</td>
				</tr>
			</table>
			<table cellspacing="0" cellpadding="0" width="100%%" align="center" border="0">
				<tr><td valign="top" align="left">
					<table cellspacing="3" cellpadding="0" border="0">
						<tr><td width="20" align="left"><img class="icon_folder_new" src="%simages/transp.gif" alt="" /></td><td class="gensmall">New posts</td>
						<td width="20" align="center"><img class="icon_folder" src="%simages/transp.gif" alt="" /></td><td class="gensmall">No new posts</td>
						<td width="20" align="center"><img class="icon_folder_sticky" src="%simages/transp.gif" alt="" /></td><td class="gensmall">Sticky</td>
						<td width="20" align="center"><img class="icon_folder_hot" src="%simages/transp.gif" alt="" /></td><td class="gensmall">Hot topic</td></tr>
					</table>
				</td></tr>
			</table>
		</td>
	</tr>
</table>
`, c.Pkg.Mount, crumbs, c.Href(fmt.Sprintf("rss/forumTopics/%d.page", b.ID)), c.Pkg.Mount,
		c.Href(fmt.Sprintf("jforum.page?module=posts&action=insert&forum_id=%d", b.ID)), c.Pkg.Mount,
		c.Href("jforum.page"), b.ID, pg,
		jfTopicHead, s.topicRows(c, Page(b.Threads, page, sh.ThreadsPerPage)),
		c.Href(s.Entry()), c.Href(s.BoardURL(b, 1)), Esc(b.Name), pg,
		c.Pkg.Mount, c.Pkg.Mount, c.Pkg.Mount, c.Pkg.Mount)
}

func (s jfSkin) topic(c *Ctx, t *Thread, page int) string {
	sh := c.W.Shape
	b := t.Board
	start := (page - 1) * sh.PostsPerPage
	pg := s.pager(c, "posts/list", t.ID, page, t.Pages(sh.PostsPerPage), sh.PostsPerPage)
	var h strings.Builder
	fmt.Fprintf(&h, `<script type="text/javascript" src="%stemplates/default/js/jquery.js?1696424470123"></script>
<script type="text/javascript" src="%stemplates/default/js/pagination.js?1696424470123"></script>
<table cellspacing="0" cellpadding="10" width="100%%" align="center" border="0">
	<tr>
		<td class="bodyline">
			<table cellspacing="2" cellpadding="2" width="100%%" border="0">
				<tr>
					<td valign="middle" align="left" colspan="2">
						<a class="maintitle" href="%s" name="top">%s</a>
						&nbsp;<a href="%s"><img src="%stemplates/default/images/xml_button.gif" border="0" alt="[XML]" /></a>
					</td>
				</tr>
			</table>
			<table cellspacing="2" cellpadding="2" width="100%%" border="0">
				<tr>
					<td valign="bottom" nowrap="nowrap" align="left" width="8%%">
						<a href="%s" rel="nofollow" class="icon_new_topic"><img src="%simages/transp.gif" alt="" /></a>&nbsp;
						<a href="%s" rel="nofollow" class="icon_reply nav"><img src="%simages/transp.gif" alt="" /></a>
					</td>
					<td valign="middle" align="left" colspan="0">
						<span class="nav"><a class="nav" href="%s">Forum Index</a> &raquo; <a class="nav" href="%s">%s</a></span>
					</td>
					<td valign="middle" align="right">%s</td>
				</tr>
			</table>
			<table class="forumline" cellspacing="1" cellpadding="3" width="100%%" border="0">
				<tr>
					<th class="thleft" nowrap="nowrap" width="150" height="26">Author</th>
					<th class="thright" nowrap="nowrap" width="100%%">Message</th>
				</tr>
				<!-- POST LISTING -->
`, c.Pkg.Mount, c.Pkg.Mount, c.Href(s.ThreadURL(t, page)), Esc(t.Title), c.Href(fmt.Sprintf("rss/topicPosts/%d.page", t.ID)), c.Pkg.Mount,
		c.Href(fmt.Sprintf("jforum.page?module=posts&action=insert&forum_id=%d", b.ID)), c.Pkg.Mount,
		c.Href(fmt.Sprintf("posts/reply/%d/%d.page", start, t.ID)), c.Pkg.Mount,
		c.Href(s.Entry()), c.Href(s.BoardURL(b, 1)), Esc(b.Name), pg)
	for i, p := range Page(t.Posts, page, sh.PostsPerPage) {
		row := "row1"
		if i%2 == 1 {
			row = "row2"
		}
		u := p.Author
		sig := signature(u)
		rowspan := 2
		if sig != "" {
			rowspan = 3
		}
		subject := t.Title
		if p.Index > 0 {
			subject = "Re:" + t.Title
		}
		fmt.Fprintf(&h, `				<tr>
					<td colspan="2">
						<table width="100%%" cellspacing="0" cellpadding="0" border="0"><tr>
							<td width="100%%"><a href="%s"><img src="%stemplates/default/images/icon_minipost.gif" alt="Post" /></a><span class="postdetails">Posted: %s &nbsp; &nbsp;<b>Subject:</b> %s</span></td>
							<td valign="top" nowrap="nowrap"><a href="%s" rel="nofollow" class="icon_quote"><img src="%simages/transp.gif" alt="" /></a></td>
						</tr></table>
					</td>
				</tr>
				<tr>
					<td class="%s" valign="top" align="left" rowspan="%d">
						<span class="name"><a name="%d"></a><b>%s</b></span><br />
						<span class="postdetails">%s<br /><br />
						Joined: %s<br />
						Messages: %d<br />
						Offline</span><br />
					</td>
					<td class="%s" valign="top" id="post_text_%d">
						<span class="postbody">%s</span>
					</td>
				</tr>
`, c.Href(fmt.Sprintf("posts/preList/%d/%d.page", t.ID, p.ID)), c.Pkg.Mount, p.Time.Format(jfTime), Esc(subject),
			c.Href(fmt.Sprintf("posts/quote/%d.page", p.ID)), c.Pkg.Mount,
			row, rowspan, p.ID, Esc(u.Name), rank(u), u.Joined.Format("02/01/2006 15:04:05"), u.Posts,
			row, p.ID, strings.Join(escAll(p.Body), "<br /><br />"))
		if sig != "" {
			fmt.Fprintf(&h, `				<tr>
					<td colspan="2" class="%s" width="100%%" height="28"><hr/><span class="gensmall">%s</span></td>
				</tr>
`, row, Esc(sig))
		}
		fmt.Fprintf(&h, `				<tr>
					<td class="%s" valign="bottom" nowrap="nowrap" height="28" width="100%%">
						<table cellspacing="0" cellpadding="0" border="0" height="18" width="18"><tr><td valign="middle" nowrap="nowrap"><a href="%s"><img class="icon_profile" src="%simages/transp.gif" alt="[Profile]" /></a></td></tr></table>
					</td>
				</tr>
				<tr>
					<td class="spacerow" colspan="2" height="1"><img src="%stemplates/default/images/spacer.gif" alt="" width="1" height="1" /></td>
				</tr>
`, row, c.Href(jfProfile(u)), c.Pkg.Mount, c.Pkg.Mount)
	}
	fmt.Fprintf(&h, `				<!-- END OF POST LISTING -->
				<tr align="center">
					<td class="catbottom" colspan="2" height="28"><table cellspacing="0" cellpadding="0" border="0"><tr><td align="center"><span class="gensmall">&nbsp;</span></td></tr></table></td>
				</tr>
			</table>
			<table cellspacing="2" cellpadding="2" width="100%%" align="center" border="0">
				<tr>
					<td width="8%%" align="left" valign="bottom" nowrap="nowrap">
						<a href="%s" rel="nofollow" class="icon_reply nav"><img src="%simages/transp.gif" alt="" /></a>
					</td>
					<td valign="middle" align="left" colspan="0">
						<span class="nav"><a class="nav" href="%s">Forum Index </a>
						&raquo; <a class="nav" href="%s">%s </a></span>
					</td>
					<td valign="middle" align="right">%s</td>
				</tr>
			</table>
			<table cellspacing="0" cellpadding="0" width="100%%" border="0">
				<tr>
					<td align="left" valign="top" class="gensmall"></td>
					<td align="right">%s</td>
				</tr>
			</table>
		</td>
	</tr>
</table>
<a name="quick"></a>
`, c.Href(fmt.Sprintf("posts/reply/%d/%d.page", start, t.ID)), c.Pkg.Mount, c.Href(s.Entry()), c.Href(s.BoardURL(b, 1)), Esc(b.Name), pg, s.jumpBox(c, b))
	return h.String()
}

// jumpBox is forumsComboTable: a select of every forum, its options' values forum ids.
func (s jfSkin) jumpBox(c *Ctx, cur *Board) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<table cellspacing="0" cellpadding="0" border="0"><tr><td nowrap="nowrap"><form action="" name="f" id="f" accept-charset="UTF-8"><span class="gensmall">Jump to:&nbsp;</span><select onchange="if(this.options[this.selectedIndex].value != -1){ document.location = '%sforums/show/' + this.options[this.selectedIndex].value + '.page'; }" name="select"><option value="-1" selected="selected">Select a forum</option>`, c.Pkg.Mount)
	h.WriteString(boardOptions(c.W, cur))
	h.WriteString(`</select>&nbsp;<input class="liteoption" type="button" value="Go" onclick="if(document.f.select.options[document.f.select.selectedIndex].value != -1){ document.location = '` + c.Pkg.Mount + `forums/show/' + document.f.select.options[document.f.select.selectedIndex].value + '.page'; }" /></form></td></tr></table>`)
	return h.String()
}

// topicList is recentTopics/list and hottestTopics/list: forum_show's table over the whole site.
func (s jfSkin) topicList(c *Ctx, module string) string {
	var ts []*Thread
	if module == "hottestTopics" {
		ts = slices.Clone(c.W.Threads)
		slices.SortStableFunc(ts, func(a, b *Thread) int { return byViews(b, a) })
		ts = ts[:15]
	} else {
		ts = c.W.ThreadsByActivity()[:15]
	}
	return fmt.Sprintf(`<table cellspacing="0" cellpadding="10" width="100%%" align="center" border="0">
	<tr>
		<td class="bodyline" valign="top">
			<table cellspacing="2" cellpadding="2" width="100%%" align="center">
				<tr><td valign="bottom" align="left"><a class="maintitle" href="%s">Forum Index</a> &raquo; <span class="maintitle">%s</span></td></tr>
			</table>
%s%s				<!-- END OF TOPICS LISTING -->
			</table>
		</td>
	</tr>
</table>
`, c.Href(s.Entry()), jfListTitle[module], jfTopicHead, s.topicRows(c, ts))
}

func (s jfSkin) profile(c *Ctx, u *User) string {
	return fmt.Sprintf(`<table cellspacing="0" cellpadding="10" width="100%%" align="center" border="0">
<tr><td class="bodyline">
<table cellspacing="2" cellpadding="2" width="100%%" align="center"><tr><td align="left" valign="bottom"><span class="nav"><a class="nav" href="%s">Forum Index</a></span></td></tr></table>
<table class="forumline" cellspacing="1" cellpadding="3" width="100%%" border="0">
	<tr><th class="thhead" nowrap="nowrap" colspan="2" height="25">Profile of: %s</th></tr>
	<tr>
		<td class="catleft" width="40%%" height="28" align="center"><b><span class="gen">Avatar</span></b></td>
		<td class="catright" width="60%%"><b><span class="gen">All about %s</span></b></td>
	</tr>
	<tr>
		<td class="row1" valign="top" align="center" height="6"><span class="postdetails">%s</span></td>
		<td class="row1" valign="top" rowspan="3">
			<table cellspacing="1" cellpadding="3" width="100%%" border="0">
				<tr><td valign="middle" nowrap="nowrap" align="right"><span class="gen">Joined:&nbsp;</span></td><td width="100%%"><b><span class="gen">%s</span></b></td></tr>
				<tr><td valign="top" nowrap="nowrap" align="right"><span class="gen">Total messages:&nbsp;</span></td>
				<td valign="top"><b><span class="gen">%d</span></b><br /><span class="genmed"><a class="genmed" href="%s">Find all messages by %s</a></span></td></tr>
				<tr><td valign="middle" nowrap="nowrap" align="right"><span class="gen">Interests:&nbsp;</span></td><td><b><span class="gen">%s</span></b></td></tr>
			</table>
		</td>
	</tr>
</table>
</td></tr></table>
`, c.Href(s.Entry()), Esc(u.Name), Esc(u.Name), rank(u), u.Joined.Format("02/01/2006"), u.Posts,
		c.Href(fmt.Sprintf("posts/listByUser/%d.page", u.ID)), Esc(u.Name), Esc(u.Bio))
}

// byUser is posts/listByUser: a member's messages, each under its topic, permalinks in the titles.
func (s jfSkin) byUser(c *Ctx, u *User, posts []*Post, page int) string {
	per := c.W.Shape.PostsPerPage
	var h strings.Builder
	pg := s.pager(c, "posts/listByUser", u.ID, page, pageCount(len(posts), per), per)
	fmt.Fprintf(&h, `<table cellspacing="0" cellpadding="10" width="100%%" align="center" border="0">
<tr><td class="bodyline">
<table cellspacing="2" cellpadding="2" width="100%%"><tr><td align="left"><span class="maintitle">Messages by <a href="%s">%s</a></span></td><td align="right">%s</td></tr></table>
<table class="forumline" cellspacing="1" cellpadding="3" width="100%%" border="0">
`, c.Href(jfProfile(u)), Esc(u.Name), pg)
	for _, p := range Page(posts, page, per) {
		t := p.Thread
		fmt.Fprintf(&h, `	<tr><td class="catleft" colspan="2"><span class="topictitle"><a href="%s">%s</a></span> &raquo; <a class="nav" href="%s">%s</a></td></tr>
	<tr><td class="row1" width="150" valign="top"><span class="postdetails">Posted: %s</span><br /><a href="%s"><img src="%stemplates/default/images/icon_minipost.gif" alt="Post" /></a></td>
	<td class="row1" valign="top"><span class="postbody">%s</span></td></tr>
`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), p.Time.Format(jfTime),
			c.Href(fmt.Sprintf("posts/preList/%d/%d.page", t.ID, p.ID)), c.Pkg.Mount, Esc(clip(strings.Join(p.Body, " "), 400)))
	}
	fmt.Fprintf(&h, "</table>\n<table width=\"100%%\"><tr><td align=\"right\">%s</td></tr></table>\n</td></tr></table>\n", pg)
	return h.String()
}

func (s jfSkin) members(c *Ctx, page int) string {
	var h strings.Builder
	pg := s.pager(c, "user/list", -1, page, pageCount(len(c.W.Users), jfUsers), jfUsers)
	fmt.Fprintf(&h, `<table cellspacing="0" cellpadding="10" width="100%%" align="center" border="0">
<tr><td class="bodyline">
<table cellspacing="2" cellpadding="2" width="100%%"><tr><td align="left"><a class="maintitle" href="%s">Forum Index</a></td><td align="right">%s</td></tr></table>
<table class="forumline" cellspacing="1" cellpadding="3" width="100%%" border="0">
	<tr><th class="thcornerl" height="25">#</th><th class="thtop">Username</th><th class="thtop">Joined</th><th class="thcornerr">Messages</th></tr>
`, c.Href(s.Entry()), pg)
	for i, u := range Page(c.W.Users, page, jfUsers) {
		row := "row1"
		if i%2 == 1 {
			row = "row2"
		}
		fmt.Fprintf(&h, `	<tr><td class="%s" align="center"><span class="gen">%d</span></td><td class="%s" align="center"><span class="gen"><a href="%s">%s</a></span></td><td class="%s" align="center"><span class="gensmall">%s</span></td><td class="%s" align="center"><span class="gen">%d</span></td></tr>
`, row, (page-1)*jfUsers+i+1, row, c.Href(jfProfile(u)), Esc(u.Name), row, u.Joined.Format("02/01/2006"), row, u.Posts)
	}
	fmt.Fprintf(&h, "</table>\n<table width=\"100%%\"><tr><td align=\"right\">%s</td></tr></table>\n</td></tr></table>\n", pg)
	return h.String()
}

// postForm is post_form.htm for a new topic (t nil), a reply, or a quote of q.
func (s jfSkin) postForm(c *Ctx, b *Board, t *Thread, q *Post) string {
	action, subject, msg := "insertSave", "", ""
	if t != nil {
		action, subject = "replySave", "Re:"+t.Title
	}
	if q != nil {
		msg = fmt.Sprintf("[quote=%s]%s[/quote]", q.Author.Name, strings.Join(q.Body, "\n\n"))
	}
	tid := 0
	if t != nil {
		tid = t.ID
	}
	return fmt.Sprintf(`<form action="%s" method="post" enctype="multipart/form-data" name="post" id="post" accept-charset="UTF-8">
<input type="hidden" name="action" value="%s" /><input type="hidden" name="module" value="posts" /><input type="hidden" name="forum_id" value="%d" /><input type="hidden" name="topic_id" value="%d" />
<table cellspacing="0" cellpadding="10" width="100%%" align="center" border="0"><tr><td class="bodyline">
<table cellspacing="2" cellpadding="2" width="100%%" align="center" border="0"><tr><td align="left"><span class="nav"><a class="nav" href="%s">Forum Index</a> &raquo; <a class="nav" href="%s">%s</a></span></td></tr></table>
<table class="forumline" cellspacing="1" cellpadding="3" width="100%%" border="0">
	<tr><th class="thhead" colspan="2" height="25"><b>%s</b></th></tr>
	<tr><td class="row1" width="22%%"><span class="gen"><b>Subject</b></span></td><td class="row2" width="78%%"><input class="subject" type="text" tabindex="2" maxlength="100" name="subject" size="45" value="%s" /></td></tr>
	<tr><td class="row1" valign="top"><span class="gen"><b>Message body</b></span></td><td class="row2"><textarea class="post" tabindex="3" name="message" rows="15" cols="35">%s</textarea></td></tr>
	<tr><td class="catbottom" align="center" colspan="2" height="28"><input class="mainoption" type="submit" accesskey="s" tabindex="6" name="post" value="Submit" /></td></tr>
</table>
</td></tr></table>
</form>
`, c.Href("jforum.page"), action, b.ID, tid, c.Href(s.Entry()), c.Href(s.BoardURL(b, 1)), Esc(b.Name),
		map[bool]string{true: "Post a reply", false: "Post new topic"}[t != nil], Esc(subject), Esc(msg))
}

func (s jfSkin) static(c *Ctx, what string) string {
	var body string
	switch what {
	case "user/login":
		body = fmt.Sprintf(`<form action="%s" method="post" name="loginform" id="loginform" accept-charset="UTF-8"><input type="hidden" name="module" value="user" /><input type="hidden" name="action" value="validateLogin" />
<table class="forumline" cellspacing="1" cellpadding="4" width="100%%" align="center" border="0">
	<tr><th class="thhead" nowrap="nowrap" height="25">Please enter your username and password to login</th></tr>
	<tr><td class="row1"><table cellspacing="1" cellpadding="3" width="100%%" border="0">
		<tr><td align="right" width="45%%"><span class="gen">Username:</span></td><td><input class="post" type="text" size="25" name="username" /></td></tr>
		<tr><td align="right"><span class="gen">Password:</span></td><td><input class="post" type="password" size="25" name="password" /></td></tr>
		<tr><td align="center" colspan="2"><span class="gen">Log me on automatically each visit: <input type="checkbox" name="autologin" /></span></td></tr>
		<tr><td align="center" colspan="2"><input class="mainoption" type="submit" name="login" value="Login" /></td></tr>
		<tr><td align="center" colspan="2"><span class="gensmall"><a class="gensmall" href="%s">I forgot my password</a></span></td></tr>
	</table></td></tr>
</table></form>`, c.Href("jforum.page"), c.Href("user/lostPassword.page"))
	case "user/insert":
		body = fmt.Sprintf(`<form action="%s" method="post" name="formregister" accept-charset="UTF-8"><input type="hidden" name="module" value="user" /><input type="hidden" name="action" value="insertSave" />
<table class="forumline" cellspacing="1" cellpadding="3" width="100%%" border="0">
	<tr><th class="thhead" colspan="2" height="25">Registration Information</th></tr>
	<tr><td class="row1" width="38%%"><span class="gen">Username: *</span></td><td class="row2"><input class="post" type="text" size="25" maxlength="25" name="username" /></td></tr>
	<tr><td class="row1"><span class="gen">E-mail address: *</span></td><td class="row2"><input class="post" type="text" size="25" maxlength="255" name="email" /></td></tr>
	<tr><td class="row1"><span class="gen">Password: *</span></td><td class="row2"><input class="post" type="password" size="25" maxlength="32" name="password" /></td></tr>
	<tr><td class="catbottom" align="center" colspan="2" height="28"><input class="mainoption" type="submit" name="submit" value="Submit" /></td></tr>
</table></form>`, c.Href("jforum.page"))
	case "user/lostPassword":
		body = fmt.Sprintf(`<form action="%s" method="post" accept-charset="UTF-8"><input type="hidden" name="module" value="user" /><input type="hidden" name="action" value="lostPasswordSend" />
<table class="forumline" cellspacing="1" cellpadding="3" width="100%%" border="0"><tr><th class="thhead" colspan="2">Password recovery</th></tr>
<tr><td class="row1"><span class="gen">Username or e-mail:</span></td><td class="row2"><input class="post" type="text" name="username" /></td></tr>
<tr><td class="catbottom" align="center" colspan="2"><input class="mainoption" type="submit" value="Submit" /></td></tr></table></form>`, c.Href("jforum.page"))
	default:
		var opts strings.Builder
		for _, b := range c.W.Boards {
			fmt.Fprintf(&opts, `<option value="%d">%s</option>`, b.ID, Esc(b.Name))
		}
		body = fmt.Sprintf(`<form action="%s" method="get" name="formSearch" accept-charset="UTF-8"><input type="hidden" name="module" value="search" /><input type="hidden" name="action" value="search" />
<table class="forumline" cellspacing="1" cellpadding="4" width="100%%" border="0">
	<tr><th class="thhead" colspan="4" height="25">Search Query</th></tr>
	<tr><td class="row1" colspan="2" width="50%%"><span class="gen">Search for keywords:</span></td><td class="row2" colspan="2" valign="top"><input class="post" type="text" style="width: 300px" size="30" name="search_keywords" /><br /><input type="radio" checked="checked" value="any" name="match_type" /><span class="genmed">Search for any terms</span><br /><input type="radio" value="all" name="match_type" /><span class="genmed">Search for all terms</span></td></tr>
	<tr><td class="row1" align="right"><span class="gen">Forum:&nbsp;</span></td><td class="row2"><select class="post" name="forum"><option value="">All available</option>%s</select></td>
	<td class="row1" align="right"><span class="gen">Sort by:&nbsp;</span></td><td class="row2"><select class="post" name="sort_by"><option value="time" selected="selected">Post time</option><option value="relevance">Relevance</option></select></td></tr>
	<tr><td class="catbottom" align="center" colspan="4" height="28"><input class="liteoption" type="submit" value="Search" /></td></tr>
</table></form>`, c.Href("jforum.page"), opts.String())
	}
	return `<table cellspacing="0" cellpadding="10" width="100%" align="center" border="0"><tr><td class="bodyline">` + body + `</td></tr></table>`
}

// searchResults lists topics whose titles hold the keywords (a form's answer, not linked).
func (s jfSkin) searchResults(c *Ctx, kw string) string {
	kw = strings.ToLower(strings.TrimSpace(kw))
	ts := firstN(c.W.ThreadsByActivity(), 15, func(t *Thread) bool {
		return kw != "" && strings.Contains(strings.ToLower(t.Title), kw)
	})
	return fmt.Sprintf(`<table cellspacing="0" cellpadding="10" width="100%%" align="center" border="0">
	<tr>
		<td class="bodyline" valign="top">
			<table cellspacing="2" cellpadding="2" width="100%%"><tr><td align="left"><span class="maintitle">Search results: %d</span></td></tr></table>
%s%s				<!-- END OF TOPICS LISTING -->
			</table>
		</td>
	</tr>
</table>
`, len(ts), jfTopicHead, s.topicRows(c, ts))
}
