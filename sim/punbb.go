package sim

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// PunBB 1.4 (Oxygen style) with its folder-based SEF URL scheme, mounted at
// the host root, no session ids, no robots.txt, no sub-forums and no print
// view. URL scheme:
//
//	/ (index.php too)                      entry (forum index)
//	forum/F/slug/[page/P/]                 forum, 30 topics a page
//	topic/T/slug/[page/P/]                 topic, 25 posts a page
//	post/P/#pP                             post permalink (renders the topic page holding it)
//	topic/T/slug/new/posts/                first new post: for guests the last page
//	topic/T/last/post/                     302 to the last post's permalink
//	user/U/, users/[-/-1/username/ASC/page/P/], login/, login/forgot/, register/, rules/
//	search/, search/recent/, search/unanswered/, search/posts|topics/user/U/, help/[bbcode/]
//	feed/rss|atom/[forum/F/|topic/T/]      feeds
//	new/topic/F/, new/reply/T/             guest walls
func punbb() *Package {
	return &Package{
		Name: "punbb", Software: "PunBB 1.4 (Oxygen, SEF URLs)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, Threads: [2]int{14, 52},
			Posts: [2]int{1, 36}, LongThreadChance: 0.08, ThreadsPerPage: 30, PostsPerPage: 25, Users: 130,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 3005,
		Skin: punSkin{},
	}
}

type punSkin struct{}

const punSite = "Tinkerers' Board"

func (punSkin) Entry() string { return "" }

func (punSkin) BoardURL(b *Board, p int) string {
	u := fmt.Sprintf("forum/%d/%s/", b.ID, slugOr(b.Name, "forum"))
	if p > 1 {
		u += fmt.Sprintf("page/%d/", p)
	}
	return u
}

func (punSkin) ThreadURL(t *Thread, p int) string {
	u := fmt.Sprintf("topic/%d/%s/", t.ID, slugOr(t.Title, "topic"))
	if p > 1 {
		u += fmt.Sprintf("page/%d/", p)
	}
	return u
}

func (s punSkin) Serve(c *Ctx) Response {
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	if c.Path == "" || c.Path == "index.php" {
		return c.Page(Info{Type: TypeEntry, Canonical: "/"}, s.frame(c, "index", "", nil, nil, s.index(c)))
	}
	parts := strings.Split(strings.Trim(c.Path, "/"), "/")
	num := func(i int) int {
		if i >= len(parts) {
			return 0
		}
		n, _ := strconv.Atoi(parts[i])
		return n
	}
	// pageOf reads a trailing page/P/ (1 when absent, 0 when malformed).
	pageOf := func(from int) int {
		switch {
		case len(parts) == from:
			return 1
		case len(parts) == from+2 && parts[from] == "page":
			return num(from + 1)
		}
		return 0
	}
	switch parts[0] {
	case "forum":
		b := c.W.Board(num(1))
		if b == nil || len(parts) < 3 {
			break
		}
		page := pageOf(3)
		if page < 1 || page > b.Pages(sh.ThreadsPerPage) {
			break
		}
		return c.Page(boardInfo(s, b, page), s.forum(c, b, page))
	case "topic":
		t := c.W.Thread(num(1))
		if t == nil || len(parts) < 3 {
			break
		}
		if len(parts) == 4 && parts[2] == "last" && parts[3] == "post" {
			p := t.LastPost()
			pg := PageOf(p.Index, sh.PostsPerPage)
			return c.Redirect(fmt.Sprintf("post/%d/#p%d", p.ID, p.ID), threadInfo(s, t, pg))
		}
		page := pageOf(3)
		if len(parts) == 5 && parts[3] == "new" && parts[4] == "posts" {
			page = t.Pages(sh.PostsPerPage)
		}
		if page < 1 || page > t.Pages(sh.PostsPerPage) {
			break
		}
		return c.Page(threadInfo(s, t, page), s.topic(c, t, page))
	case "post":
		p := c.W.Post(num(1))
		if p == nil || len(parts) != 2 {
			break
		}
		page := PageOf(p.Index, sh.PostsPerPage)
		return c.Page(threadInfo(s, p.Thread, page), s.topic(c, p.Thread, page))
	case "user":
		if u := c.W.User(num(1)); u != nil {
			return c.Page(other, s.frame(c, "profile", "Profile: "+u.Name, nil, nil, s.profile(c, u)))
		}
	case "users":
		page := 1
		if n := len(parts); n >= 3 && parts[n-2] == "page" {
			page = num(n - 1)
		}
		if page >= 1 && (page-1)*50 < len(c.W.Users) {
			return c.Page(other, s.frame(c, "userlist", "User list", nil, nil, s.users(c, page)))
		}
	case "login":
		return c.Page(other, s.frame(c, "login", "Login", nil, nil, s.login(c)))
	case "register", "rules":
		return c.Page(other, s.frame(c, "register", "Register", nil, nil, s.rules(c)))
	case "search":
		return c.Page(other, s.frame(c, "search", "Search", nil, nil, s.search(c, parts[1:])))
	case "help":
		return c.Page(other, s.frame(c, "help", "Help", nil, nil, s.help(c, parts[1:])))
	case "feed":
		if body := s.feed(c, parts[1:]); body != "" {
			ct := "application/rss+xml; charset=utf-8"
			if len(parts) > 1 && parts[1] == "atom" {
				ct = "application/atom+xml; charset=utf-8"
			}
			return Response{Status: 200, ContentType: ct, Body: body, Info: other}
		}
	case "new", "mark", "subscribe", "report":
		return c.Page(other, s.frame(c, "message", "Forum message", nil, nil, s.message(c, `You do not have permission to access this page. Please <a href="`+c.Href("login/")+`">login</a> or <a href="`+c.Href("register/")+`">register</a>.`)))
	}
	return c.NotFound(s.frame(c, "message", "Forum message", nil, nil, s.message(c, "Bad request. The link you followed is incorrect or outdated.")))
}

func (s punSkin) message(c *Ctx, msg string) string {
	return fmt.Sprintf(`	<div class="main-head">
		<h2 class="hn"><span>Forum message</span></h2>
	</div>
	<div class="main-content main-message">
		<p>%s</p>
		<ul><li><a href="%s">Go back to the forum index</a></li></ul>
	</div>`, msg, c.Href(""))
}

// punDate is PunBB's format_time(): "Today 10:20:30", "2012-05-01 10:20:30".
func punDate(now, t time.Time) string {
	switch calendarDays(now, t) {
	case 0:
		return "Today " + t.Format("15:04:05")
	case 1:
		return "Yesterday " + t.Format("15:04:05")
	}
	return t.Format("2006-01-02 15:04:05")
}

func (s punSkin) userURL(u *User) string { return fmt.Sprintf("user/%d/", u.ID) }

func (s punSkin) user(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a title="Go to %s's profile" href="%s">%s</a>`, Esc(u.Name), c.Href(s.userURL(u)), Esc(u.Name))
}

// paginate is PunBB's paginate(): Previous, 1 … window … N, Next; all links every page when cur is -1.
func (s punSkin) paginate(c *Ctx, total, cur int, link func(int) string) string {
	var pages []string
	add := func(f string, a ...any) {
		first := ""
		if len(pages) == 0 {
			first = ` class="first-item"`
		}
		pages = append(pages, strings.Replace(fmt.Sprintf(f, a...), "%FIRST%", first, 1))
	}
	all := cur == -1
	if all {
		cur = 1
	}
	if total <= 1 {
		return `<strong class="first-item">1</strong>`
	}
	if cur > 1 {
		add(`<a%%FIRST%% href="%s">Previous</a>`, c.Href(link(cur-1)))
	}
	if cur > 3 {
		add(`<a%%FIRST%% href="%s">1</a>`, c.Href(link(1)))
		if cur > 5 {
			add(`<span>…</span>`)
		}
	}
	from, stop := cur-2, cur+3
	if cur == 5 {
		from = cur - 3
	}
	if cur+4 == total {
		stop = cur + 4
	}
	for p := from; p < stop; p++ {
		switch {
		case p < 1 || p > total:
		case p != cur || all:
			add(`<a%%FIRST%% href="%s">%d</a>`, c.Href(link(p)), p)
		default:
			add(`<strong%%FIRST%%>%d</strong>`, p)
		}
	}
	if cur <= total-3 {
		if cur != total-3 && cur != total-4 {
			add(`<span>…</span>`)
		}
		add(`<a%%FIRST%% href="%s">%d</a>`, c.Href(link(total)), total)
	}
	if !all && cur < total {
		add(`<a%%FIRST%% href="%s">Next</a>`, c.Href(link(cur+1)))
	}
	return strings.Join(pages, " ")
}

func (s punSkin) crumbs(c *Ctx, id string, b *Board, t *Thread, last string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `	<div id="brd-crumbs-%s" class="crumbs">
		<p><span class="crumb crumbfirst"><a href="%s">%s</a></span> `, id, c.Href(""), Esc(punSite))
	if b != nil {
		if t == nil {
			fmt.Fprintf(&h, `<span class="crumb crumblast"><span> &rarr;&#160;</span>%s</span> `, Esc(b.Name))
		} else {
			fmt.Fprintf(&h, `<span class="crumb"><span> &rarr;&#160;</span><a href="%s">%s</a></span> <span class="crumb crumblast"><span> &rarr;&#160;</span>%s</span> `,
				c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(t.Title))
		}
	} else if last != "" {
		fmt.Fprintf(&h, `<span class="crumb crumblast"><span> &rarr;&#160;</span>%s</span> `, Esc(last))
	}
	h.WriteString("</p>\n\t</div>\n")
	return h.String()
}

// frame wraps a page in PunBB's brd-wrap: head, navlinks, visit bar, crumbs, quick jump and footer.
func (s punSkin) frame(c *Ctx, section, title string, b *Board, t *Thread, main string) string {
	head := punSite
	if t != nil {
		head = t.Title + " — " + punSite
	} else if b != nil {
		head = b.Name + " — " + punSite
	} else if title != "" {
		head = title + " — " + punSite
	}
	active := func(id string) string {
		if id == section {
			return ` class="isactive"`
		}
		return ""
	}
	jump := boardOptions(c.W, b)
	page := map[string]string{"index": "brd-index", "forum": "brd-viewforum", "topic": "brd-viewtopic", "profile": "brd-profile", "userlist": "brd-userlist",
		"login": "brd-login", "register": "brd-register", "search": "brd-search", "help": "brd-help", "message": "brd-message"}[section]
	crumbs := ""
	if section != "index" {
		crumbs = s.crumbs(c, "top", b, t, title)
	}
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en" dir="ltr">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>%s</title>
<link rel="top" href="%s" title="Forum index" />
<link rel="search" href="%s" title="Search" />
<link rel="author" href="%s" title="User list" />
<link rel="alternate" type="application/rss+xml" href="%s" title="RSS" />
<link rel="alternate" type="application/atom+xml" href="%s" title="ATOM" />
<link rel="stylesheet" type="text/css" media="screen" href="/style/Oxygen/Oxygen.min.css" />
<link rel="stylesheet" type="text/css" media="screen" href="/style/Oxygen/Oxygen_cs.css" />
<!--[if lte IE 6]><link rel="stylesheet" type="text/css" href="/style/Oxygen/Oxygen_ie6.css" /><![endif]-->
<!--[if IE 7]><link rel="stylesheet" type="text/css" href="/style/Oxygen/Oxygen_ie7.css" /><![endif]-->
%s<script type="text/javascript" src="/include/js/min/punbb.common.min.js"></script>
</head>
<body>
<div id="brd-wrap" class="brd">
<div id="%s" class="brd-page basic-page">
<div id="brd-head" class="gen-content">
	<p id="brd-access"><a href="#brd-main">Skip to forum content</a></p>
	<p id="brd-title"><a href="%s">%s</a></p>
	<p id="brd-desc">Workshops, gardens, kitchens and garages: practical talk between people who make things</p>
</div>
<div id="brd-navlinks" class="gen-content">
	<ul>
		<li id="navindex"%s><a href="%s"><span>Index</span></a></li>
		<li id="navuserlist"%s><a href="%s"><span>User list</span></a></li>
		<li id="navrules"><a href="%s"><span>Rules</span></a></li>
		<li id="navsearch"%s><a href="%s"><span>Search</span></a></li>
		<li id="navregister"%s><a href="%s"><span>Register</span></a></li>
		<li id="navlogin"%s><a href="%s"><span>Login</span></a></li>
	</ul>
</div>
<div id="brd-visit" class="gen-content">
	<p id="welcome"><span>You are not logged in.</span></p>
	<p id="visit-links" class="options"><span id="visit-recent" class="first-item"><a href="%s" title="Find topics which contain recent posts.">Recent posts</a></span> <span id="visit-unanswered"><a href="%s" title="Find topics which have not been replied to.">Unanswered topics</a></span></p>
</div>
<div class="hr"><hr /></div>
<div id="brd-main">
%s%s</div>
<div id="brd-qjump" class="gen-content">
	<form method="get" accept-charset="utf-8" action="/viewforum.php">
		<div class="frm-fld frm-select">
			<label for="qjump-select"><span>Jump to forum:</span></label><br />
			<span class="frm-input"><select id="qjump-select" name="id">%s</select></span>
			<span class="submit"><input type="submit" value="Go" onclick="return Forum.doQuickjumpRedirect(forum_quickjump_url, sef_friendly_url_array);" /></span>
		</div>
	</form>
</div>
<div id="brd-about" class="gen-content">
	<p id="copyright">Powered by <a href="http://punbb.informer.com/">PunBB</a>, supported by <a href="http://www.informer.com/">Informer Technologies, Inc</a>.</p>
</div>
<div id="brd-debug" class="gen-content">
	<p id="querytime" class="quiet">Generated in 0.0%02d seconds (%d%% PHP - %d%% DB) with %d queries</p>
</div>
</div>
</div>
%s</body>
</html>`,
		Esc(head), c.Href(""), c.Href("search/"), c.Href("users/"), c.Href("feed/rss/"), c.Href("feed/atom/"), c.Styles(16),
		page, c.Href(""), Esc(punSite),
		active("index"), c.Href(""), active("userlist"), c.Href("users/"), c.Href("rules/"), active("search"), c.Href("search/"),
		active("register"), c.Href("register/"), active("login"), c.Href("login/"),
		c.Href("search/recent/"), c.Href("search/unanswered/"),
		crumbs, main, jump,
		5+Hash("qt", c.Path)%60, 80+Hash("php", c.Path)%15, 0, 7+Hash("q", c.Path)%8,
		c.Scripts(7))
}

func (s punSkin) index(c *Ctx) string {
	var h strings.Builder
	h.WriteString("\t<h1 class=\"main-title\"><span>" + Esc(punSite) + "</span></h1>\n")
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `	<div class="main-head">
		<h2 class="hn"><span>%s</span></h2>
	</div>
	<div class="main-subhead">
		<p class="item-summary"><span><strong class="subject-title">Forums</strong> in this category, with the number of <strong class="info-topics">topics</strong>, <strong class="info-posts">posts</strong> and the <strong class="info-lastpost">last post</strong>.</span></p>
	</div>
	<div id="category%d" class="main-content main-category">
`, Esc(cat.Name), cat.ID)
		for i, b := range cat.Boards {
			cls := []string{"odd", "even"}[i%2]
			if i == 0 {
				cls += " main-first-item"
			}
			last := ""
			if p := b.Latest(); p != nil {
				last = fmt.Sprintf(`<span class="label">Last post</span> <strong><a href="%s">%s</a></strong> <cite>by %s</cite>`,
					c.Href(fmt.Sprintf("post/%d/#p%d", p.ID, p.ID)), punDate(c.W.Now, p.Time), s.user(c, p.Author))
			}
			fmt.Fprintf(&h, `		<div id="forum%d" class="main-item %s">
			<span class="icon "><!-- --></span>
			<div class="item-subject">
				<h3 class="hn"><a href="%s"><span>%s</span></a></h3>
				<p>%s</p>
			</div>
			<ul class="item-info">
				<li class="info-topics"><strong>%s</strong> <span class="label">topics</span></li>
				<li class="info-posts"><strong>%s</strong> <span class="label">posts</span></li>
				<li class="info-lastpost">%s</li>
			</ul>
		</div>
`, b.ID, cls, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), thousands(b.AllThreads(), ","), thousands(b.AllPosts(), ","), last)
		}
		h.WriteString("\t</div>\n")
	}
	w := c.W
	online := 4 + int(Hash("punonline")%20)
	var names []string
	for i := range online / 4 {
		u := pick(w.Users, "punactive", i)
		names = append(names, fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(s.userURL(u)), Esc(u.Name)))
	}
	fmt.Fprintf(&h, `	<div id="brd-stats" class="gen-content">
		<h2 class="hn"><span>Forum statistics</span></h2>
		<ul>
			<li class="st-users"><span>Total number of registered users:</span> <strong>%s</strong></li>
			<li class="st-users"><span>Newest registered user:</span> <strong><a href="%s">%s</a></strong></li>
			<li class="st-activity"><span>Total number of topics:</span> <strong>%s</strong></li>
			<li class="st-activity"><span>Total number of posts:</span> <strong>%s</strong></li>
		</ul>
	</div>
	<div id="brd-online" class="gen-content">
		<h3 class="hn"><span>Currently online: %d guests, %d registered users</span></h3>
		<p>%s</p>
	</div>
`, thousands(len(w.Users), ","), c.Href(s.userURL(w.Users[len(w.Users)-1])), Esc(w.Users[len(w.Users)-1].Name), thousands(len(w.Threads), ","), thousands(len(w.Posts), ","),
		online-online/4, online/4, strings.Join(names, ", "))
	return h.String()
}

func (s punSkin) forum(c *Ctx, b *Board, page int) string {
	sh := c.W.Shape
	paging := s.paginate(c, b.Pages(sh.ThreadsPerPage), page, func(p int) string { return s.BoardURL(b, p) })
	lo, hi := (page-1)*sh.ThreadsPerPage+1, min(page*sh.ThreadsPerPage, len(b.Threads))
	var h strings.Builder
	fmt.Fprintf(&h, `	<h1 class="main-title"><a class="permalink" href="%s" rel="bookmark" title="Permanent link to this forum">%s</a></h1>
	<div id="brd-pagepost-top" class="main-pagepost gen-content">
		<p class="paging"><span class="pages">Pages</span> %s</p>
		<p class="posting"><a class="newpost" href="%s"><span>Post new topic</span></a></p>
	</div>
	<div class="main-head">
		<p class="options"><span class="feed first-item"><a class="feed" href="%s">RSS forum feed</a></span></p>
		<h2 class="hn"><span><span class="item-info">Topics [ %d to %d of %d ]</span></span></h2>
	</div>
	<div class="main-subhead">
		<p class="item-summary forum-views"><span><strong class="subject-title">Topics</strong> in this forum, with the number of <strong class="info-replies">replies</strong>, <strong class="info-views">views</strong>, and the <strong class="info-lastpost">last post</strong>.</span></p>
	</div>
	<div id="forum%d" class="main-content main-forum forum-views">
`, c.Href(s.BoardURL(b, 1)), Esc(b.Name), paging, c.Href(fmt.Sprintf("new/topic/%d/", b.ID)), c.Href(fmt.Sprintf("feed/rss/forum/%d/", b.ID)), lo, hi, len(b.Threads), b.ID)
	for i, t := range Page(b.Threads, page, sh.ThreadsPerPage) {
		h.WriteString(s.item(c, t, lo+i, i))
	}
	fmt.Fprintf(&h, `	</div>
	<div class="main-foot">
		<p class="options"><span class="feed first-item"><a class="feed" href="%s">RSS forum feed</a></span></p>
		<h2 class="hn"><span><span class="item-info">Topics [ %d to %d of %d ]</span></span></h2>
	</div>
	<div id="brd-pagepost-end" class="main-pagepost gen-content">
		<p class="paging"><span class="pages">Pages</span> %s</p>
		<p class="posting"><a class="newpost" href="%s"><span>Post new topic</span></a></p>
	</div>
%s`, c.Href(fmt.Sprintf("feed/rss/forum/%d/", b.ID)), lo, hi, len(b.Threads), paging, c.Href(fmt.Sprintf("new/topic/%d/", b.ID)), s.crumbs(c, "end", b, nil, ""))
	return s.frame(c, "forum", "", b, nil, h.String())
}

// item is one topic of a forum listing: a div.main-item.
func (s punSkin) item(c *Ctx, t *Thread, n, i int) string {
	sh := c.W.Shape
	last := t.LastPost()
	cls := []string{"odd", "even"}[i%2]
	if i == 0 {
		cls += " main-first-item"
	}
	status, icon := "", ""
	if t.Sticky {
		cls += " sticky"
		icon = "sticky"
		status = `<span class="item-status"><em class="sticky">[ Sticky ]</em></span> `
	}
	var nav []string
	if np := t.Pages(sh.PostsPerPage); np > 1 {
		nav = append(nav, `<span>Pages&#160;</span>`+s.paginate(c, np, -1, func(p int) string { return s.ThreadURL(t, p) }))
	}
	if c.W.Now.Sub(last.Time) < 14*24*time.Hour {
		cls += " new"
		icon = strings.TrimSpace(icon + " new")
		nav = append(nav, fmt.Sprintf(`<em class="item-newposts"><a href="%s">New posts</a></em>`, c.Href(s.ThreadURL(t, 1)+"new/posts/")))
	}
	navHTML := ""
	if len(nav) > 0 {
		navHTML = `<span class="item-nav">(&#160;` + strings.Join(nav, "&#160;&#160;") + `&#160;)</span> `
	}
	return fmt.Sprintf(`		<div id="topic%d" class="main-item %s">
			<span class="icon %s"><!-- --></span>
			<div class="item-subject">
				<h3 class="hn"><span class="item-num">%d</span> %s<a href="%s">%s</a></h3>
				<p>%s<span class="item-starter">by <cite>%s</cite></span></p>
			</div>
			<ul class="item-info">
				<li class="info-replies"><strong>%s</strong> <span class="label">replies</span></li>
				<li class="info-views"><strong>%s</strong> <span class="label">views</span></li>
				<li class="info-lastpost"><span class="label">Last post</span> <strong><a href="%s">%s</a></strong> <cite>by %s</cite></li>
			</ul>
		</div>
`, t.ID, cls, icon, n, status, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), navHTML, s.user(c, t.Author),
		thousands(len(t.Posts)-1, ","), thousands(t.Views, ","), c.Href(fmt.Sprintf("post/%d/#p%d", last.ID, last.ID)), punDate(c.W.Now, last.Time), s.user(c, last.Author))
}

func (s punSkin) topic(c *Ctx, t *Thread, page int) string {
	sh := c.W.Shape
	paging := s.paginate(c, t.Pages(sh.PostsPerPage), page, func(p int) string { return s.ThreadURL(t, p) })
	lo, hi := (page-1)*sh.PostsPerPage+1, min(page*sh.PostsPerPage, len(t.Posts))
	posting := fmt.Sprintf(`You must <a href="%s">login</a> or <a href="%s">register</a> to post a reply`, c.Href("login/"), c.Href("register/"))
	var h strings.Builder
	fmt.Fprintf(&h, `	<h1 class="main-title"><a class="permalink" href="%s" rel="bookmark" title="Permanent link to this topic">%s</a></h1>
	<div id="brd-pagepost-top" class="main-pagepost gen-content">
		<p class="paging"><span class="pages">Pages</span> %s</p>
		<p class="posting">%s</p>
	</div>
	<div class="main-head">
		<p class="options"><span class="feed first-item"><a class="feed" href="%s">RSS topic feed</a></span></p>
		<h2 class="hn"><span><span class="item-info">Posts [ %d to %d of %d ]</span></span></h2>
	</div>
	<div id="forum%d" class="main-content main-topic">
`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), paging, posting, c.Href(fmt.Sprintf("feed/rss/topic/%d/", t.ID)), lo, hi, len(t.Posts), t.Board.ID)
	for i, p := range Page(t.Posts, page, sh.PostsPerPage) {
		u := p.Author
		cls := []string{"odd", "even"}[i%2]
		if i == 0 {
			cls += " firstpost"
		}
		by, subject := "Reply by ", "Re: "+t.Title
		if p.Index == 0 {
			cls += " topicpost"
			by, subject = "Topic by ", t.Title
		} else {
			cls += " replypost"
		}
		sig := ""
		if sg := signature(u); sg != "" {
			sig = `<div class="sig-content"><span class="sig-line"><!-- --></span>` + Esc(sg) + `</div>`
		}
		fmt.Fprintf(&h, `		<div class="post %s">
			<div id="p%d" class="posthead">
				<h3 class="hn post-ident"><span class="post-num">%d</span> <span class="post-byline"><span>%s</span>%s</span> <span class="post-link"><a class="permalink" rel="bookmark" title="Permanent link to this post" href="%s">%s</a></span></h3>
			</div>
			<div class="postbody">
				<div class="post-author">
					<ul class="author-ident">
						<li class="username">%s</li>
						<li class="usertitle"><span>%s</span></li>
						<li class="userstatus"><span>Offline</span></li>
					</ul>
					<ul class="author-info">
						<li><span>Registered: <strong>%s</strong></span></li>
						<li><span>Posts: <strong>%s</strong></span></li>
					</ul>
				</div>
				<div class="post-entry">
					<h4 id="pc%d" class="entry-title hn">%s</h4>
					<div class="entry-content">
						%s
					</div>
					%s
				</div>
			</div>
			<div class="postfoot">
				<div class="post-options">
					<p class="post-contacts"><span class="user-profile first-item"><a title="Go to %s's profile" href="%s">Profile</a></span></p>
				</div>
			</div>
		</div>
`, cls, p.ID, p.Index+1, by, s.user(c, u), c.Href(fmt.Sprintf("post/%d/#p%d", p.ID, p.ID)), punDate(c.W.Now, p.Time),
			s.user(c, u), punTitle(u), u.Joined.Format("2006-01-02"), thousands(u.Posts, ","),
			p.ID, Esc(subject), Paras(p.Body, "<p>", "</p>"), sig, Esc(u.Name), c.Href(s.userURL(u)))
	}
	fmt.Fprintf(&h, `	</div>
	<div class="main-foot">
		<p class="options"><span class="feed first-item"><a class="feed" href="%s">RSS topic feed</a></span></p>
		<h2 class="hn"><span><span class="item-info">Posts [ %d to %d of %d ]</span></span></h2>
	</div>
	<div id="brd-pagepost-end" class="main-pagepost gen-content">
		<p class="paging"><span class="pages">Pages</span> %s</p>
		<p class="posting">%s</p>
	</div>
%s`, c.Href(fmt.Sprintf("feed/rss/topic/%d/", t.ID)), lo, hi, len(t.Posts), paging, posting, s.crumbs(c, "end", t.Board, t, ""))
	return s.frame(c, "topic", "", t.Board, t, h.String())
}

// punTitle is PunBB's default user title by post count.
func punTitle(u *User) string {
	if u.Posts < 10 {
		return "New member"
	}
	return "Member"
}

func (s punSkin) profile(c *Ctx, u *User) string {
	return fmt.Sprintf(`	<div class="main-head">
		<h2 class="hn"><span>Profile: %s</span></h2>
	</div>
	<div class="main-content main-frm" id="profile-view">
		<div class="profile ct-group data-group vcard">
			<div class="ct-set data-set set1">
				<div class="ct-box data-box">
					<h3 class="ct-legend hn"><span>User information</span></h3>
					<ul class="user-ident ct-legend">
						<li class="username"><strong class="fn nickname">%s</strong></li>
						<li class="usertitle"><span>%s</span></li>
					</ul>
					<ul class="data-list">
						<li><span>Registered: <strong>%s</strong></span></li>
						<li><span>Last post: <strong>%s</strong></span></li>
						<li><span>Posts: <strong>%s</strong></span> (<a href="%s">Show all posts</a>)</li>
						<li><span>Topics: <a href="%s">Show all topics</a></span></li>
					</ul>
				</div>
			</div>
			<div class="ct-set data-set set2">
				<div class="ct-box data-box">
					<h3 class="ct-legend hn"><span>Signature</span></h3>
					<div class="sig-demo">%s</div>
				</div>
			</div>
		</div>
	</div>`, Esc(u.Name), Esc(u.Name), punTitle(u), u.Joined.Format("2006-01-02"), punDate(c.W.Now, c.W.Now.Add(-time.Duration(Hash("punseen", u.ID)%3000)*time.Hour)),
		thousands(u.Posts, ","), c.Href(fmt.Sprintf("search/posts/user/%d/", u.ID)), c.Href(fmt.Sprintf("search/topics/user/%d/", u.ID)), Esc(u.Bio))
}

func (s punSkin) users(c *Ctx, page int) string {
	const per = 50
	total := (len(c.W.Users) + per - 1) / per
	paging := s.paginate(c, total, page, func(p int) string {
		if p <= 1 {
			return "users/"
		}
		return fmt.Sprintf("users/-/-1/username/ASC/page/%d/", p)
	})
	var h strings.Builder
	fmt.Fprintf(&h, `	<div id="brd-pagepost-top" class="main-pagepost gen-content">
		<p class="paging"><span class="pages">Pages</span> %s</p>
	</div>
	<div class="main-head">
		<h2 class="hn"><span>Users [ %d to %d of %d ]</span></h2>
	</div>
	<div class="main-content main-frm">
		<table cellspacing="0" summary="Table of registered users">
			<thead><tr><th class="tc0" scope="col">Username</th><th class="tc1" scope="col">Title</th><th class="tc2" scope="col">Posts</th><th class="tcr" scope="col">Registered</th></tr></thead>
			<tbody>
`, paging, (page-1)*per+1, min(page*per, len(c.W.Users)), len(c.W.Users))
	for i, u := range Page(c.W.Users, page, per) {
		fmt.Fprintf(&h, `				<tr class="%s"><td class="tc0"><a href="%s">%s</a></td><td class="tc1">%s</td><td class="tc2">%s</td><td class="tcr">%s</td></tr>
`, []string{"odd", "even"}[i%2], c.Href(s.userURL(u)), Esc(u.Name), punTitle(u), thousands(u.Posts, ","), u.Joined.Format("2006-01-02"))
	}
	h.WriteString("			</tbody>\n		</table>\n	</div>\n")
	return h.String()
}

func (s punSkin) login(c *Ctx) string {
	return fmt.Sprintf(`	<div class="main-head">
		<h2 class="hn"><span>Login to %s</span></h2>
	</div>
	<div class="main-content main-frm">
		<div class="content-head">
			<p class="hn"><a href="%s">Forgotten your password?</a></p>
			<p class="hn"><a href="%s">Not registered yet?</a></p>
		</div>
		<form id="afocus" class="frm-form" method="post" accept-charset="utf-8" action="/login.php">
			<div class="hidden"><input type="hidden" name="form_sent" value="1" /><input type="hidden" name="redirect_url" value="/" /></div>
			<fieldset class="frm-group group1">
				<div class="sf-set set1"><div class="sf-box text required"><label for="fld1"><span>Username</span></label><br /><span class="fld-input"><input type="text" id="fld1" name="req_username" value="" size="35" maxlength="25" required="required" /></span></div></div>
				<div class="sf-set set2"><div class="sf-box text required"><label for="fld2"><span>Password</span></label><br /><span class="fld-input"><input type="password" id="fld2" name="req_password" value="" size="35" required="required" /></span></div></div>
			</fieldset>
			<div class="frm-buttons"><span class="submit primary"><input type="submit" name="login" value="Login" /></span></div>
		</form>
	</div>`, Esc(punSite), c.Href("login/forgot/"), c.Href("register/"))
}

func (s punSkin) rules(c *Ctx) string {
	return fmt.Sprintf(`	<div class="main-head">
		<h2 class="hn"><span>Forum rules</span></h2>
	</div>
	<div class="main-content main-frm">
		<div id="rules-content" class="ct-box user-box">
			<p>Be civil. Stay on topic. Search before you ask, and post in the forum that fits. No advertising outside the marketplace.</p>
		</div>
		<p><a href="%s">Login</a> if you already have an account.</p>
	</div>`, c.Href("login/"))
}

func (s punSkin) search(c *Ctx, args []string) string {
	var ts []*Thread
	title := ""
	switch {
	case len(args) == 1 && args[0] == "recent":
		title = "Topics with recent posts"
		ts = c.W.ThreadsByActivity()[:min(30, len(c.W.Threads))]
	case len(args) == 1 && args[0] == "unanswered":
		title = "Unanswered topics"
		ts = firstN(c.W.ThreadsByActivity(), 30, func(t *Thread) bool { return len(t.Posts) == 1 })
	case len(args) == 3 && (args[0] == "posts" || args[0] == "topics") && args[1] == "user":
		n, _ := strconv.Atoi(args[2])
		u := c.W.User(n)
		if u == nil {
			break
		}
		title = "Topics by " + u.Name
		ts = firstN(c.W.ThreadsByActivity(), 30, func(t *Thread) bool { return t.Author == u })
	}
	if title == "" {
		return fmt.Sprintf(`	<div class="main-head">
		<h2 class="hn"><span>Search</span></h2>
	</div>
	<div class="main-content main-frm">
		<div class="ct-box info-box"><ul class="info-list"><li><span>To search by keyword, enter a term or terms to search for.</span></li></ul></div>
		<form id="afocus" class="frm-form" method="get" accept-charset="utf-8" action="/search.php">
			<div class="hidden"><input type="hidden" name="action" value="search" /></div>
			<fieldset class="frm-group group1"><div class="sf-set set1"><div class="sf-box text"><label for="fld1"><span>Keyword search</span></label><br /><span class="fld-input"><input id="fld1" type="text" name="keywords" size="40" maxlength="100" /></span></div></div></fieldset>
			<div class="frm-buttons"><span class="submit primary"><input type="submit" name="search" value="Submit search" /></span></div>
		</form>
		<p><a href="%s">Recent posts</a> &#160; <a href="%s">Unanswered topics</a></p>
	</div>`, c.Href("search/recent/"), c.Href("search/unanswered/"))
	}
	var h strings.Builder
	fmt.Fprintf(&h, `	<div class="main-head">
		<h2 class="hn"><span>%s</span></h2>
	</div>
	<div class="main-content main-forum">
`, Esc(title))
	if len(ts) == 0 {
		h.WriteString("\t\t<div class=\"ct-box info-box\"><p>Your search returned no hits.</p></div>\n")
	}
	for i, t := range ts {
		h.WriteString(s.item(c, t, i+1, i))
	}
	h.WriteString("\t</div>\n")
	return h.String()
}

func (s punSkin) help(c *Ctx, args []string) string {
	sections := [][2]string{{"bbcode", "BBCode"}, {"url", "Links and images"}, {"img", "Images"}, {"smilies", "Smilies"}}
	var h strings.Builder
	h.WriteString("\t<div class=\"main-head\">\n\t\t<h2 class=\"hn\"><span>Help</span></h2>\n\t</div>\n\t<div class=\"main-content main-frm\">\n")
	if len(args) == 1 {
		for _, sec := range sections {
			if sec[0] == args[0] {
				fmt.Fprintf(&h, "\t\t<div class=\"ct-box help-box\"><h3 class=\"hn\"><span>%s</span></h3><p>This page explains %s as they are used in posts on this forum.</p></div>\n", sec[1], strings.ToLower(sec[1]))
			}
		}
	}
	h.WriteString("\t\t<ul>")
	for _, sec := range sections {
		fmt.Fprintf(&h, `<li><a href="%s">%s</a></li>`, c.Href("help/"+sec[0]+"/"), sec[1])
	}
	h.WriteString("</ul>\n\t</div>\n")
	return h.String()
}

// feed answers feed/rss|atom/[forum/F/|topic/T/]; "" when there is no such feed.
func (s punSkin) feed(c *Ctx, args []string) string {
	if len(args) == 0 || (args[0] != "rss" && args[0] != "atom") {
		return ""
	}
	ts := c.W.ThreadsByActivity()
	title := punSite
	switch {
	case len(args) == 1:
	case len(args) == 3 && args[1] == "forum":
		n, _ := strconv.Atoi(args[2])
		b := c.W.Board(n)
		if b == nil {
			return ""
		}
		ts, title = b.Threads, punSite+" — "+b.Name
	case len(args) == 3 && args[1] == "topic":
		n, _ := strconv.Atoi(args[2])
		t := c.W.Thread(n)
		if t == nil {
			return ""
		}
		var h strings.Builder
		fmt.Fprintf(&h, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<rss version=\"2.0\"><channel><title>%s</title><link>%s</link><description>The most recent posts in %s.</description>", Esc(t.Title), Esc(c.URL(s.ThreadURL(t, 1))), Esc(t.Title))
		for _, p := range t.Posts[max(0, len(t.Posts)-15):] {
			fmt.Fprintf(&h, "<item><title>Re: %s</title><link>%s</link><description>%s</description><author>dont-reply@example.com (%s)</author><pubDate>%s</pubDate><guid>%s</guid></item>",
				Esc(t.Title), Esc(c.URL(fmt.Sprintf("post/%d/#p%d", p.ID, p.ID))), Esc(strings.Join(p.Body, " ")), Esc(p.Author.Name), p.Time.Format(time.RFC1123Z), Esc(c.URL(fmt.Sprintf("post/%d/#p%d", p.ID, p.ID))))
		}
		h.WriteString("</channel></rss>")
		return h.String()
	default:
		return ""
	}
	if args[0] == "atom" {
		return atomFeed(c, ts[:min(15, len(ts))])
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<rss version=\"2.0\"><channel><title>%s</title><link>%s</link><description>The most recent topics at %s.</description>", Esc(title), Esc(c.URL("")), Esc(punSite))
	for _, t := range ts[:min(15, len(ts))] {
		fmt.Fprintf(&h, "<item><title>%s</title><link>%s</link><description>%s</description><author>dont-reply@example.com (%s)</author><pubDate>%s</pubDate><guid>%s</guid></item>",
			Esc(t.Title), Esc(c.URL(s.ThreadURL(t, 1))), Esc(clip(strings.Join(t.Posts[0].Body, " "), 300)), Esc(t.Author.Name), t.Posts[0].Time.Format(time.RFC1123Z), Esc(c.URL(s.ThreadURL(t, 1))))
	}
	h.WriteString("</channel></rss>")
	return h.String()
}
