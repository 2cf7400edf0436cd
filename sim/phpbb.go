package sim

import (
	"fmt"
	"strings"

	"focus/sim/text"
)

// phpBB 3 with the prosilver style, mounted at /forum/ beside a shop, with guest
// session ids (sid=) in every link. URL scheme:
//
//	index.php                             entry (categories and boards)
//	viewforum.php?f=F[&start=N]           board, 25 topics a page
//	viewforum.php?f=F&sk=t&sd=a           sort variants (same page, other order)
//	viewtopic.php?f=F&t=T[&start=N]       topic, 10 posts a page
//	viewtopic.php?t=T, ?p=P#pP            the same topic pages without f=, post permalinks
//	viewtopic.php?t=T&view=print|next     print view, next topic
//	memberlist.php[?mode=viewprofile&u=U] members; ucp.php login/register; search.php; faq.php; feed.php; posting.php
func phpbb3() *Package {
	return &Package{
		Name: "phpbb3", Software: "phpBB 3.3 (prosilver)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.3, Threads: [2]int{6, 45},
			Posts: [2]int{1, 24}, LongThreadChance: 0.06, ThreadsPerPage: 25, PostsPerPage: 10, Users: 160,
			Lang: text.English, Opinion: 0.2, StickyChance: 0.05},
		Mount: "/forum/", Beside: true, Session: "sid", Seed: 3001,
		Robots: "User-agent: *\nDisallow: /forum/posting.php\nDisallow: /forum/ucp.php\nDisallow: /forum/search.php\nDisallow: /forum/report.php\n",
		Skin:   phpbbSkin{},
	}
}

type phpbbSkin struct{}

func (phpbbSkin) Entry() string { return "index.php" }

func (phpbbSkin) BoardURL(b *Board, p int) string {
	if p <= 1 {
		return fmt.Sprintf("viewforum.php?f=%d", b.ID)
	}
	return fmt.Sprintf("viewforum.php?f=%d&start=%d", b.ID, (p-1)*25)
}

func (s phpbbSkin) ThreadURL(t *Thread, p int) string {
	if p <= 1 {
		return fmt.Sprintf("viewtopic.php?f=%d&t=%d", t.Board.ID, t.ID)
	}
	return fmt.Sprintf("viewtopic.php?f=%d&t=%d&start=%d", t.Board.ID, t.ID, (p-1)*10)
}

const phpbbTime = "Mon Jan 02, 2006 3:04 pm"

func (s phpbbSkin) Serve(c *Ctx) Response {
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	switch c.Path {
	case "", "index.php":
		if c.Query.Get("mark") != "" {
			return c.Redirect("index.php", Info{Type: TypeEntry, Canonical: "index.php"})
		}
		return c.Page(Info{Type: TypeEntry, Canonical: "index.php"}, s.frame(c, "Board index", nil, s.boardList(c, nil)))
	case "viewforum.php":
		b := c.W.Board(c.Int("f"))
		if b == nil {
			return s.message(c, "The forum you selected does not exist.")
		}
		page := c.Int("start")/sh.ThreadsPerPage + 1
		if page > b.Pages(sh.ThreadsPerPage) {
			return s.message(c, "The requested page does not exist.")
		}
		return c.Page(boardInfo(s, b, page), s.forum(c, b, page))
	case "viewtopic.php":
		var t *Thread
		page := 1
		if p := c.W.Post(c.Int("p")); p != nil {
			t, page = p.Thread, PageOf(p.Index, sh.PostsPerPage)
		} else {
			t = c.W.Thread(c.Int("t"))
			page = c.Int("start")/sh.PostsPerPage + 1
		}
		if t == nil || page > t.Pages(sh.PostsPerPage) {
			return s.message(c, "The requested topic does not exist.")
		}
		switch c.Query.Get("view") {
		case "print":
			return c.Page(other, s.print(t))
		case "next", "previous":
			if n := neighbour(t, c.Query.Get("view") == "next"); n != nil {
				t, page = n, 1
			}
		}
		return c.Page(threadInfo(s, t, page), s.topic(c, t, page))
	case "memberlist.php":
		if u := c.W.User(c.Int("u")); u != nil && c.Query.Get("mode") == "viewprofile" {
			return c.Page(other, s.frame(c, "Viewing profile - "+u.Name, nil, s.profile(c, u)))
		}
		return c.Page(other, s.frame(c, "Members", nil, s.members(c)))
	case "ucp.php":
		return c.Page(other, s.frame(c, "Login", nil, s.login(c)))
	case "posting.php", "report.php":
		return c.Page(other, s.frame(c, "Login", nil, `<p class="error">You need to login in order to post or report.</p>`+s.login(c)))
	case "search.php":
		return c.Page(other, s.frame(c, "Search", nil, s.search(c)))
	case "faq.php", "viewonline.php":
		return c.Page(other, s.frame(c, "FAQ", nil, `<div class="panel"><h2>Frequently Asked Questions</h2><p>Login and registration issues, user preferences, posting issues, formatting and topic types.</p></div>`))
	case "feed.php":
		return Response{Status: 200, ContentType: "application/atom+xml; charset=UTF-8", Body: atomFeed(c, c.W.ThreadsByActivity()[:10]), Info: other}
	}
	return c.NotFound(s.frame(c, "Information", nil, `<div class="panel"><p>The page you requested does not exist.</p></div>`))
}

func (s phpbbSkin) message(c *Ctx, msg string) Response {
	return c.NotFound(s.frame(c, "Information", nil, `<div class="panel" id="message"><div class="inner"><h2 class="message-title">Information</h2><p>`+msg+`</p></div></div>`))
}

// crumbs are the breadcrumb trail to a board (nil for the board index).
func (s phpbbSkin) crumbs(c *Ctx, b *Board) string {
	var trail []string
	for _, x := range b.Trail() {
		trail = append(trail, fmt.Sprintf(`<span class="crumb"><a href="%s" itemprop="item"><span itemprop="name">%s</span></a></span>`, c.Href(s.BoardURL(x, 1)), Esc(x.Name)))
	}
	return `<ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks" role="menubar"><li class="breadcrumbs" itemscope itemtype="https://schema.org/BreadcrumbList">` +
		`<span class="crumb"><a href="/" data-navbar-reference="home"><i class="icon fa-home fa-fw"></i><span>Home</span></a></span>` +
		fmt.Sprintf(`<span class="crumb"><a href="%s" accesskey="h" data-navbar-reference="index"><span>Board index</span></a></span>`, c.Href("index.php")) +
		strings.Join(trail, "") + `</li></ul>`
}

func (s phpbbSkin) frame(c *Ctx, title string, b *Board, main string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html dir="ltr" lang="en-gb">
<head>
<meta charset="utf-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>%s - Green Fingers Community</title>
<link rel="alternate" type="application/atom+xml" title="Feed - Green Fingers Community" href="%s">
%s</head>
<body id="phpbb" class="nojs notouch section-index ltr ">
<div id="wrap" class="wrap">
	<a id="top" class="top-anchor" accesskey="t"></a>
	<div id="page-header">
		<div class="headerbar" role="banner">
			<div class="inner">
			<div id="site-description" class="site-description">
				<a id="logo" class="logo" href="/" title="Home"><span class="site_logo"></span></a>
				<h1>Green Fingers Community</h1>
				<p>Gardening, phones, cars and everything else our members care about</p>
			</div>
			<div id="search-box" class="search-box search-header" role="search">
				<form action="%s" method="get" id="search"><fieldset><input name="keywords" id="keywords" type="search" maxlength="128" title="Search for keywords" class="inputbox search tiny" size="20" value="" placeholder="Search…" />
				<button class="button button-search" type="submit" title="Search">Search</button>
				<a href="%s" class="button button-search-end" title="Advanced search">Advanced search</a></fieldset></form>
			</div>
			</div>
		</div>
		<div class="navbar" role="navigation">
			<div class="inner">
			<ul id="nav-main" class="nav-main linklist" role="menubar">
				<li id="quick-links" class="quick-links dropdown-container responsive-menu" data-skip-responsive="true">
					<a href="#" class="dropdown-trigger">Quick links</a>
					<div class="dropdown"><ul class="dropdown-contents" role="menu">
						<li><a href="%s" role="menuitem">Unanswered topics</a></li>
						<li><a href="%s" role="menuitem">Active topics</a></li>
						<li class="separator"></li>
						<li><a href="%s" role="menuitem">Members</a></li>
						<li><a href="%s" role="menuitem">The team</a></li>
					</ul></div>
				</li>
				<li><a href="%s" rel="help" title="Frequently Asked Questions" role="menuitem">FAQ</a></li>
				<li class="rightside" data-skip-responsive="true"><a href="%s" title="Login" accesskey="x" role="menuitem">Login</a></li>
				<li class="rightside" data-skip-responsive="true"><a href="%s" role="menuitem">Register</a></li>
			</ul>
			%s
			</div>
		</div>
	</div>
	<a id="start_here" class="anchor"></a>
	<div id="page-body" class="page-body" role="main">
%s
	</div>
	<div id="page-footer" class="page-footer" role="contentinfo">
		<div class="navbar" role="navigation"><div class="inner">
		<ul id="nav-footer" class="nav-footer linklist" role="menubar">
			<li class="breadcrumbs"><span class="crumb"><a href="%s" data-navbar-reference="index"><span>Board index</span></a></span></li>
			<li class="rightside"><a href="%s" role="menuitem">Delete cookies</a></li>
			<li class="rightside"><a href="%s" role="menuitem">Members</a></li>
			<li class="rightside"><a href="%s" role="menuitem">The team</a></li>
			<li class="rightside"><a href="/contact.html">Contact us</a></li>
		</ul></div></div>
		<div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Limited</div>
	</div>
</div>
%s</body>
</html>`,
		Esc(title), c.Href("feed.php"), c.Styles(16),
		c.Href("search.php"), c.Href("search.php"),
		c.Href("search.php?search_id=unanswered"), c.Href("search.php?search_id=active_topics"),
		c.Href("memberlist.php"), c.Href("memberlist.php?mode=team"), c.Href("faq.php"),
		c.Href("ucp.php?mode=login"), c.Href("ucp.php?mode=register"),
		s.crumbs(c, b), main,
		c.Href("index.php"), c.Href("ucp.php?mode=delete_cookies"), c.Href("memberlist.php"), c.Href("memberlist.php?mode=team"),
		c.Scripts(9))
	return h.String()
}

func (s phpbbSkin) user(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s" class="username">%s</a>`, c.Href(fmt.Sprintf("memberlist.php?mode=viewprofile&u=%d", u.ID)), Esc(u.Name))
}

// boardList renders the category tables of the board index, or a board's sub-forums.
func (s phpbbSkin) boardList(c *Ctx, parent *Board) string {
	var h strings.Builder
	row := func(b *Board) {
		fmt.Fprintf(&h, `<li class="row"><dl class="row-item forum_read"><dt title="No unread posts"><div class="list-inner">
<a href="%s" class="forumtitle">%s</a><br />%s`, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description))
		if len(b.Children) > 0 {
			h.WriteString(`<br /><strong>Subforums:</strong> `)
			for _, ch := range b.Children {
				fmt.Fprintf(&h, `<a href="%s" class="subforum read" title="No unread posts">%s</a>, `, c.Href(s.BoardURL(ch, 1)), Esc(ch.Name))
			}
		}
		h.WriteString(`</div></dt>`)
		fmt.Fprintf(&h, `<dd class="topics">%d <dfn>Topics</dfn></dd><dd class="posts">%d <dfn>Posts</dfn></dd><dd class="lastpost"><span>`, b.AllThreads(), b.AllPosts())
		if p := b.Latest(); p != nil {
			fmt.Fprintf(&h, `<dfn>Last post</dfn> <a href="%s" title="%s" class="lastsubject">%s</a><br />by %s <a href="%s" title="View the latest post"><i class="icon fa-external-link-square fa-fw icon-lightgray icon-md"></i><span class="sr-only">View the latest post</span></a><br /><time datetime="%s">%s</time>`,
				c.Href(fmt.Sprintf("viewtopic.php?p=%d#p%d", p.ID, p.ID)), Esc(p.Thread.Title), Esc(clip(p.Thread.Title, 30)), s.user(c, p.Author),
				c.Href(fmt.Sprintf("viewtopic.php?p=%d#p%d", p.ID, p.ID)), p.Time.Format("2006-01-02T15:04:05-07:00"), p.Time.Format(phpbbTime))
		}
		h.WriteString("</span></dd></dl></li>\n")
	}
	table := func(title, href string, boards []*Board) {
		fmt.Fprintf(&h, `<div class="forabg"><div class="inner"><ul class="topiclist"><li class="header"><dl class="row-item"><dt><div class="list-inner"><a href="%s">%s</a></div></dt><dd class="topics">Topics</dd><dd class="posts">Posts</dd><dd class="lastpost"><span>Last post</span></dd></dl></li></ul><ul class="topiclist forums">`, href, Esc(title))
		for _, b := range boards {
			row(b)
		}
		h.WriteString("</ul></div></div>\n")
	}
	if parent != nil {
		table("Subforums", c.Href(s.BoardURL(parent, 1)), parent.Children)
		return h.String()
	}
	for _, cat := range c.W.Categories {
		table(cat.Name, c.Href(s.BoardURL(cat.Boards[0], 1)), cat.Boards)
	}
	fmt.Fprintf(&h, `<div class="stat-block online-list"><h3><a href="%s">Who is online</a></h3><p>In total there are <strong>%d</strong> users online :: 2 registered, 0 hidden and %d guests</p></div>`,
		c.Href("viewonline.php"), 7+len(c.W.Users)%30, 5+len(c.W.Users)%28)
	fmt.Fprintf(&h, `<div class="stat-block statistics"><h3>Statistics</h3><p>Total posts <strong>%d</strong> &bull; Total topics <strong>%d</strong> &bull; Total members <strong>%d</strong> &bull; Our newest member %s</p></div>`,
		len(c.W.Posts), len(c.W.Threads), len(c.W.Users), s.user(c, c.W.Users[len(c.W.Users)-1]))
	return h.String()
}

// pagination renders phpBB's "Page 1 of 5 • 1 2 3 … 5 Next" list; link builds page p's URL.
func (s phpbbSkin) pagination(c *Ctx, cur, total int, count string, link func(int) string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="pagination">%s &bull; `, count)
	if total <= 1 {
		h.WriteString("Page <strong>1</strong> of <strong>1</strong></div>")
		return h.String()
	}
	fmt.Fprintf(&h, `<a href="#" class="mark" role="button">Page <strong>%d</strong> of <strong>%d</strong></a><ul>`, cur, total)
	if cur > 1 {
		fmt.Fprintf(&h, `<li class="arrow previous"><a class="button button-icon-only" href="%s" rel="prev" role="button"><span class="sr-only">Previous</span></a></li>`, c.Href(link(cur-1)))
	}
	for _, it := range Pager(cur, total, 2) {
		switch {
		case it.Gap:
			h.WriteString(`<li class="ellipsis" role="separator"><span>…</span></li>`)
		case it.Current:
			fmt.Fprintf(&h, `<li class="active"><span>%d</span></li>`, it.N)
		default:
			fmt.Fprintf(&h, `<li><a class="button" href="%s" role="button">%d</a></li>`, c.Href(link(it.N)), it.N)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, `<li class="arrow next"><a class="button button-icon-only" href="%s" rel="next" role="button"><span class="sr-only">Next</span></a></li>`, c.Href(link(cur+1)))
	}
	h.WriteString("</ul></div>")
	return h.String()
}

func (s phpbbSkin) forum(c *Ctx, b *Board, page int) string {
	sh := c.W.Shape
	var h strings.Builder
	fmt.Fprintf(&h, `<h2 class="forum-title"><a href="%s">%s</a></h2><div><div style="display: none !important;">%s</div></div>`, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description))
	if len(b.Children) > 0 {
		h.WriteString(s.boardList(c, b))
	}
	link := func(p int) string { return s.BoardURL(b, p) }
	// Sorting is offered as links here; each renders the same topics in another order.
	if sk := c.Query.Get("sk"); sk != "" {
		link = func(p int) string { return fmt.Sprintf("%s&sk=%s&sd=%s", s.BoardURL(b, p), sk, c.Query.Get("sd")) }
	}
	bar := fmt.Sprintf(`<div class="action-bar bar-top"><a href="%s" class="button" title="Post a new topic"><span>New Topic</span></a>
<div class="search-box" role="search"><form method="get" id="forum-search" action="%s"><input class="inputbox search tiny" type="search" name="keywords" size="20" placeholder="Search this forum…" /><input type="hidden" name="fid[0]" value="%d" /></form></div>
<div class="dropdown-container"><a href="#" class="dropdown-trigger">Sort</a><ul class="dropdown-contents"><li><a href="%s" rel="nofollow">Subject</a></li><li><a href="%s" rel="nofollow">Author</a></li><li><a href="%s" rel="nofollow">Replies</a></li><li><a href="%s" rel="nofollow">Views</a></li></ul></div>
%s</div>`,
		c.Href(fmt.Sprintf("posting.php?mode=post&f=%d", b.ID)), c.Href("search.php"), b.ID,
		c.Href(fmt.Sprintf("viewforum.php?f=%d&sk=s&sd=a", b.ID)), c.Href(fmt.Sprintf("viewforum.php?f=%d&sk=a&sd=a", b.ID)),
		c.Href(fmt.Sprintf("viewforum.php?f=%d&sk=r&sd=d", b.ID)), c.Href(fmt.Sprintf("viewforum.php?f=%d&sk=v&sd=d", b.ID)),
		s.pagination(c, page, b.Pages(sh.ThreadsPerPage), fmt.Sprintf("%d topics", len(b.Threads)), link))
	h.WriteString(bar)
	threads := b.Threads
	if c.Query.Get("sk") == "s" {
		threads = sortedBy(threads, func(t *Thread) string { return t.Title })
	}
	h.WriteString(`<div class="forumbg"><div class="inner"><ul class="topiclist"><li class="header"><dl class="row-item"><dt><div class="list-inner">Topics</div></dt><dd class="posts">Replies</dd><dd class="views">Views</dd><dd class="lastpost"><span>Last post</span></dd></dl></li></ul><ul class="topiclist topics">`)
	for i, t := range Page(threads, page, sh.ThreadsPerPage) {
		last := t.LastPost()
		kind, label := "topic_read", ""
		if t.Sticky {
			kind, label = "sticky_read", "<strong>Sticky:</strong> "
		}
		fmt.Fprintf(&h, `<li class="row bg%d"><dl class="row-item %s"><dt title="No unread posts"><div class="list-inner">%s<a href="%s" class="topictitle">%s</a><br />
<div class="responsive-hide left-box">by %s &raquo; <time datetime="%s">%s</time></div>`,
			i%2+1, kind, label, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), s.user(c, t.Author), t.Posts[0].Time.Format(time3339), t.Posts[0].Time.Format(phpbbTime))
		if n := t.Pages(sh.PostsPerPage); n > 1 {
			h.WriteString(`<div class="pagination"><ul>`)
			for _, it := range Pager(0, n, 0) {
				if it.Gap {
					h.WriteString(`<li class="ellipsis"><span>…</span></li>`)
					continue
				}
				fmt.Fprintf(&h, `<li><a class="button" href="%s">%d</a></li>`, c.Href(s.ThreadURL(t, it.N)), it.N)
			}
			h.WriteString(`</ul></div>`)
		}
		fmt.Fprintf(&h, `</div></dt><dd class="posts">%d <dfn>Replies</dfn></dd><dd class="views">%d <dfn>Views</dfn></dd><dd class="lastpost"><span><dfn>Last post </dfn>by %s <a href="%s" title="Go to last post"><i class="icon fa-external-link-square fa-fw"></i></a><br /><time datetime="%s">%s</time></span></dd></dl></li>
`, len(t.Posts)-1, t.Views, s.user(c, last.Author), c.Href(fmt.Sprintf("viewtopic.php?p=%d#p%d", last.ID, last.ID)), last.Time.Format(time3339), last.Time.Format(phpbbTime))
	}
	h.WriteString(`</ul></div></div>`)
	h.WriteString(strings.Replace(bar, "bar-top", "bar-bottom", 1))
	fmt.Fprintf(&h, `<div class="action-bar actions-jump"><p class="jumpbox-return"><a href="%s" class="left-box arrow-left" accesskey="r">Return to Board Index</a></p></div>`, c.Href("index.php"))
	return s.frame(c, b.Name, b, h.String())
}

const time3339 = "2006-01-02T15:04:05-07:00"

func (s phpbbSkin) topic(c *Ctx, t *Thread, page int) string {
	sh := c.W.Shape
	var h strings.Builder
	fmt.Fprintf(&h, `<h2 class="topic-title"><a href="%s">%s</a></h2>`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	bar := fmt.Sprintf(`<div class="action-bar bar-top"><a href="%s" class="button" title="Post a reply"><span>Post Reply</span></a>
<div class="dropdown-container dropdown-button-control topic-tools"><span title="Topic tools" class="button button-secondary dropdown-trigger dropdown-select"><span class="caret"></span></span><div class="dropdown"><ul class="dropdown-contents"><li><a href="%s" title="Print view" accesskey="p">Print view</a></li></ul></div></div>
%s</div>`,
		c.Href(fmt.Sprintf("posting.php?mode=reply&t=%d", t.ID)), c.Href(fmt.Sprintf("viewtopic.php?t=%d&view=print", t.ID)),
		s.pagination(c, page, t.Pages(sh.PostsPerPage), fmt.Sprintf("%d posts", len(t.Posts)), func(p int) string { return s.ThreadURL(t, p) }))
	h.WriteString(bar)
	for i, p := range Page(t.Posts, page, sh.PostsPerPage) {
		subject := t.Title
		if p.Index > 0 {
			subject = "Re: " + t.Title
		}
		fmt.Fprintf(&h, `<div id="p%d" class="post has-profile bg%d"><div class="inner">
<dl class="postprofile" id="profile%d"><dt class="has-profile-rank no-avatar"><div class="avatar-container"></div>%s</dt><dd class="profile-rank">%s</dd><dd class="profile-posts"><strong>Posts:</strong> <a href="%s">%d</a></dd><dd class="profile-joined"><strong>Joined:</strong> %s</dd></dl>
<div class="postbody"><div id="post_content%d"><h3 class="first"><a href="#p%d">%s</a></h3>
<ul class="post-buttons"><li><a href="%s" title="Reply with quote" class="button button-icon-only"><span>Quote</span></a></li></ul>
<p class="author"><a class="unread" href="%s" title="Post"><i class="icon fa-file fa-fw"></i><span class="sr-only">Post</span></a> <span class="responsive-hide">by <strong>%s</strong> &raquo; </span><time datetime="%s">%s</time></p>
<div class="content">%s</div>`,
			p.ID, i%2+1, p.ID, s.user(c, p.Author), rank(p.Author), c.Href(fmt.Sprintf("search.php?author_id=%d&sr=posts", p.Author.ID)), p.Author.Posts, p.Author.Joined.Format("Mon Jan 02, 2006 3:04 pm"),
			p.ID, p.ID, Esc(subject), c.Href(fmt.Sprintf("posting.php?mode=quote&p=%d", p.ID)),
			c.Href(fmt.Sprintf("viewtopic.php?p=%d#p%d", p.ID, p.ID)), s.user(c, p.Author), p.Time.Format(time3339), p.Time.Format(phpbbTime),
			strings.Join(escAll(p.Body), "<br /><br />"))
		if sig := signature(p.Author); sig != "" {
			fmt.Fprintf(&h, `<div id="sig%d" class="signature">%s</div>`, p.ID, Esc(sig))
		}
		fmt.Fprintf(&h, `</div></div><div class="back2top"><a href="#top" class="top" title="Top"><i class="icon fa-chevron-circle-up fa-fw icon-gray"></i><span class="sr-only">Top</span></a></div></div></div><hr class="divider" />
`)
	}
	h.WriteString(strings.Replace(bar, "bar-top", "bar-bottom", 1))
	fmt.Fprintf(&h, `<div class="action-bar actions-jump"><p class="jumpbox-return"><a href="%s" class="left-box arrow-left" accesskey="r">Return to &ldquo;%s&rdquo;</a></p>
<a href="%s">&laquo; Previous topic</a> &bull; <a href="%s">Next topic &raquo;</a></div>`,
		c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), c.Href(fmt.Sprintf("viewtopic.php?t=%d&view=previous", t.ID)), c.Href(fmt.Sprintf("viewtopic.php?t=%d&view=next", t.ID)))
	return s.frame(c, t.Title, t.Board, h.String())
}

func (s phpbbSkin) print(t *Thread) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html><html><head><meta charset="utf-8"><title>%s</title><meta name="robots" content="noindex" /></head><body id="phpbb"><div id="wrap"><h1>Green Fingers Community</h1><h2>%s</h2>`, Esc(t.Title), Esc(t.Title))
	for _, p := range t.Posts {
		fmt.Fprintf(&h, `<div class="post"><h3>%s</h3><div class="date">Posted: <strong>%s</strong></div><div class="author">by <strong>%s</strong></div><div class="content">%s</div></div><hr />`,
			Esc(t.Title), p.Time.Format(phpbbTime), Esc(p.Author.Name), strings.Join(escAll(p.Body), "<br />"))
	}
	h.WriteString(`</div></body></html>`)
	return h.String()
}

func (s phpbbSkin) profile(c *Ctx, u *User) string {
	return fmt.Sprintf(`<h2 class="memberlist-title">Viewing profile - %s</h2><div class="panel bg1"><div class="inner"><dl class="left-box details profile-details"><dt>Username:</dt><dd><span>%s</span></dd><dt>Rank:</dt><dd>%s</dd></dl></div></div>
<div class="panel bg2"><div class="inner"><div class="column1"><h3>User statistics</h3><dl class="details"><dt>Joined:</dt><dd>%s</dd><dt>Total posts:</dt><dd>%d | <strong><a href="%s">Search user’s posts</a></strong></dd></dl></div><div class="column2"><h3>Signature</h3><div class="signature">%s</div></div></div></div>`,
		Esc(u.Name), Esc(u.Name), rank(u), u.Joined.Format(phpbbTime), u.Posts, c.Href(fmt.Sprintf("search.php?author_id=%d&sr=posts", u.ID)), Esc(u.Bio))
}

func (s phpbbSkin) members(c *Ctx) string {
	const per = 25
	start := max(0, c.Int("start"))
	var h strings.Builder
	h.WriteString(`<h2 class="solo">Members</h2><div class="forumbg forumbg-table"><div class="inner"><table class="table1 memberlist" id="memberlist"><thead><tr><th class="name">Username</th><th class="posts">Posts</th><th class="joined">Joined</th></tr></thead><tbody>`)
	for i, u := range Page(c.W.Users, start/per+1, per) {
		fmt.Fprintf(&h, `<tr class="bg%d"><td>%s</td><td class="posts"><a href="%s">%d</a></td><td>%s</td></tr>`, i%2+1, s.user(c, u), c.Href(fmt.Sprintf("search.php?author_id=%d&sr=posts", u.ID)), u.Posts, u.Joined.Format("Mon Jan 02, 2006"))
	}
	h.WriteString(`</tbody></table></div></div><div class="pagination">`)
	for p := 0; p*per < len(c.W.Users); p++ {
		fmt.Fprintf(&h, ` <a href="%s">%d</a>`, c.Href(fmt.Sprintf("memberlist.php?start=%d", p*per)), p+1)
	}
	h.WriteString(`</div>`)
	return h.String()
}

func (s phpbbSkin) login(c *Ctx) string {
	return fmt.Sprintf(`<form action="%s" method="post" id="login"><div class="panel"><div class="inner"><div class="content"><h2 class="login-title">Login</h2><fieldset class="fields1"><dl><dt><label for="username">Username:</label></dt><dd><input type="text" tabindex="1" name="username" id="username" size="25" class="inputbox autowidth" /></dd></dl><dl><dt><label for="password">Password:</label></dt><dd><input type="password" tabindex="2" id="password" name="password" size="25" class="inputbox autowidth" autocomplete="off" /></dd><dd><a href="%s">I forgot my password</a></dd></dl><dl><dd><input type="submit" name="login" tabindex="6" value="Login" class="button1" /></dd></dl></fieldset></div></div></div></form>`,
		c.Href("ucp.php?mode=login"), c.Href("ucp.php?mode=sendpassword"))
}

func (s phpbbSkin) search(c *Ctx) string {
	var h strings.Builder
	var ts []*Thread
	switch c.Query.Get("search_id") {
	case "active_topics":
		ts = c.W.ThreadsByActivity()[:min(25, len(c.W.Threads))]
	case "unanswered":
		ts = firstN(c.W.Threads, 25, func(t *Thread) bool { return len(t.Posts) == 1 })
	}
	if ts == nil {
		return fmt.Sprintf(`<form method="get" action="%s" id="search"><h2 class="solo">Search</h2><fieldset><input type="search" class="inputbox" name="keywords" id="keywords" size="40" /><input type="submit" value="Search" /></fieldset></form>`, c.Href("search.php"))
	}
	fmt.Fprintf(&h, `<h2 class="searchresults-title">Search found %d matches</h2><ul class="topiclist topics">`, len(ts))
	for _, t := range ts {
		fmt.Fprintf(&h, `<li class="row"><dl class="row-item"><dt><div class="list-inner"><a href="%s" class="topictitle">%s</a><br />by %s</div></dt><dd class="posts">%d</dd></dl></li>`,
			c.Href(fmt.Sprintf("viewtopic.php?t=%d", t.ID)), Esc(t.Title), s.user(c, t.Author), len(t.Posts)-1)
	}
	h.WriteString(`</ul>`)
	return h.String()
}
