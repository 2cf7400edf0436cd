package sim

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// XenForo 2.2 with the default style, mounted at /community/, friendly URLs, no
// session ids. Nodes (categories and forums) share one id sequence. URL scheme:
//
//	""                                  entry: the forum list (index.php and forums/ 301 here)
//	categories/slug.C/                  a category's forums (an index page of its own)
//	forums/slug.F/[page-P]              forum, 20 threads a page (page-1 301s to the bare URL)
//	forums/slug.F/[page-P]?order=title&direction=asc   sort variants (also post_date, reply_count, view_count)
//	forums/slug.F/post-thread           login overlay
//	threads/slug.T/[page-P]             thread, 20 posts a page; a wrong slug 301s to the right one
//	threads/slug.T/latest               302 to the last page #post-P
//	threads/slug.T/unread               302 to the first page (guests have no read markers)
//	threads/slug.T/post-P, posts/P/     302 to the page holding the post, #post-P
//	threads/slug.T/reply                login overlay
//	members/[name.U/], online/, login/, register/, lost-password/, search/, whats-new/[posts/],
//	help/[terms/|privacy-policy/], misc/contact, misc/style      other
//	forums/-/index.rss, forums/slug.F/index.rss                  RSS
func xenforo() *Package {
	return &Package{
		Name: "xenforo", Software: "XenForo 2.2 (default style)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 3}, SubBoardChance: 0.25, Threads: [2]int{14, 42},
			Posts: [2]int{1, 34}, LongThreadChance: 0.1, ThreadsPerPage: 20, PostsPerPage: 20, Users: 150,
			Lang: text.English, Opinion: 0.25, StickyChance: 0.04},
		Mount: "/community/", Seed: 3006,
		Robots: "User-agent: *\nDisallow: /community/whats-new/\nDisallow: /community/account/\nDisallow: /community/login/\nDisallow: /community/search/\n",
		Skin:   xfSkin{},
	}
}

type xfSkin struct{}

const xfSite = "Trackside Community"

func (xfSkin) Entry() string { return "" }

func xfSeg(name string, id int) string {
	if s := slug(name); s != "" {
		return fmt.Sprintf("%s.%d/", s, id)
	}
	return fmt.Sprintf("%d/", id)
}

func (xfSkin) BoardURL(b *Board, p int) string {
	u := "forums/" + xfSeg(b.Name, nodeID(b))
	if p > 1 {
		u += fmt.Sprintf("page-%d", p)
	}
	return u
}

func (xfSkin) ThreadURL(t *Thread, p int) string {
	u := "threads/" + xfSeg(t.Title, t.ID)
	if p > 1 {
		u += fmt.Sprintf("page-%d", p)
	}
	return u
}

func xfCatURL(cat *Category) string { return "categories/" + xfSeg(cat.Name, catNodeID(cat)) }

func xfUserURL(u *User) string { return "members/" + xfSeg(u.Name, u.ID) }

func xfPostURL(p *Post) string { return fmt.Sprintf("posts/%d/", p.ID) }

func xfThreadPostURL(p *Post) string {
	return fmt.Sprintf("threads/%spost-%d", xfSeg(p.Thread.Title, p.Thread.ID), p.ID)
}

// xfParse reads the id of a "slug.ID" (or bare "ID") path segment, 0 when malformed.
func xfParse(seg string) int {
	n, _ := strconv.Atoi(seg[strings.LastIndexByte(seg, '.')+1:])
	return n
}

// xfPage reads "page-P" (or "") into a page number; 0 when malformed.
func xfPage(seg string) int {
	if seg == "" {
		return 1
	}
	n, err := strconv.Atoi(strings.TrimPrefix(seg, "page-"))
	if err != nil || !strings.HasPrefix(seg, "page-") || n < 1 {
		return 0
	}
	return n
}

func xfMoved(rel string, info Info) Response {
	return Response{Status: http.StatusMovedPermanently, Location: rel, Info: info}
}

func (s xfSkin) Serve(c *Ctx) Response {
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	parts := segments(strings.Split(c.Path, "/"))
	head := parts[0]
	entry := Info{Type: TypeEntry, Canonical: ""}
	switch head {
	case "":
		if len(parts) == 1 {
			return c.Page(entry, s.index(c))
		}
	case "index.php":
		if len(parts) == 1 {
			return xfMoved("", entry)
		}
	case "forums":
		if len(parts) == 1 || c.Path == "forums/" {
			return xfMoved("", entry)
		}
		if parts.at(1) == "-" && parts.at(2) == "index.rss" && len(parts) == 3 {
			return s.rss(c, c.W.ThreadsByActivity()[:20])
		}
		var b *Board
		for _, x := range c.W.Boards {
			if nodeID(x) == xfParse(parts.at(1)) {
				b = x
			}
		}
		if b == nil || len(parts) > 3 {
			break
		}
		if len(parts) == 2 {
			return xfMoved(s.BoardURL(b, 1), boardInfo(s, b, 1))
		}
		switch parts.at(2) {
		case "post-thread", "watch":
			return c.Page(other, s.loginPage(c, "Log in", "You must be logged-in to do that."))
		case "index.rss":
			return s.rss(c, b.Threads[:min(20, len(b.Threads))])
		}
		page := xfPage(parts.at(2))
		if page == 0 || page > b.Pages(sh.ThreadsPerPage) {
			break
		}
		info := boardInfo(s, b, page)
		if parts.at(2) == "page-1" || parts.at(1)+"/" != xfSeg(b.Name, nodeID(b)) {
			return xfMoved(s.BoardURL(b, page)+s.sortQuery(c), info)
		}
		return c.Page(info, s.forum(c, b, page))
	case "categories":
		id := xfParse(parts.at(1))
		for _, cat := range c.W.Categories {
			if catNodeID(cat) == id && len(parts) == 3 && parts.at(2) == "" {
				return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: xfCatURL(cat)}, s.category(c, cat))
			}
		}
	case "threads":
		t := c.W.Thread(xfParse(parts.at(1)))
		if t == nil || len(parts) > 3 {
			break
		}
		if len(parts) == 2 {
			return xfMoved(s.ThreadURL(t, 1), threadInfo(s, t, 1))
		}
		last := t.Pages(sh.PostsPerPage)
		at := func(p *Post) Response {
			pg := PageOf(p.Index, sh.PostsPerPage)
			return c.Redirect(s.ThreadURL(t, pg)+fmt.Sprintf("#post-%d", p.ID), threadInfo(s, t, pg))
		}
		switch r := parts.at(2); {
		case r == "latest":
			return at(t.LastPost())
		case r == "unread":
			return c.Redirect(s.ThreadURL(t, 1), threadInfo(s, t, 1))
		case r == "reply", r == "watch", r == "preview":
			return c.Page(other, s.loginPage(c, "Reply to thread", "You must be logged-in to do that."))
		case strings.HasPrefix(r, "post-"):
			n, _ := strconv.Atoi(strings.TrimPrefix(r, "post-"))
			if p := c.W.Post(n); p != nil && p.Thread == t {
				return at(p)
			}
			return s.message(c, "The requested post could not be found.")
		}
		page := xfPage(parts.at(2))
		if page == 0 || page > last {
			return s.message(c, "The requested page could not be found.")
		}
		info := threadInfo(s, t, page)
		if parts.at(2) == "page-1" || parts.at(1)+"/" != xfSeg(t.Title, t.ID) {
			return xfMoved(s.ThreadURL(t, page), info)
		}
		return c.Page(info, s.thread(c, t, page))
	case "posts":
		id, err := strconv.Atoi(parts.at(1))
		p := c.W.Post(id)
		if err != nil || p == nil || len(parts) > 3 {
			break
		}
		if parts.at(2) != "" {
			return c.Page(other, s.loginPage(c, "Log in", "You must be logged-in to do that."))
		}
		pg := PageOf(p.Index, sh.PostsPerPage)
		return c.Redirect(s.ThreadURL(p.Thread, pg)+fmt.Sprintf("#post-%d", p.ID), threadInfo(s, p.Thread, pg))
	case "members":
		if c.Path == "members/" {
			return c.Page(other, s.members(c))
		}
		if u := c.W.User(xfParse(parts.at(1))); u != nil && len(parts) == 3 && parts.at(2) == "" {
			return c.Page(other, s.profile(c, u))
		}
	case "account":
		return c.Page(other, s.loginPage(c, "Log in", "You must be logged-in to do that."))
	case "login", "register", "lost-password":
		if len(parts) == 2 && parts.at(1) == "" {
			title := map[string]string{"login": "Log in", "register": "Register", "lost-password": "Lost password"}[head]
			return c.Page(other, s.loginPage(c, title, ""))
		}
	case "search":
		if c.Path == "search/member" {
			return c.Page(other, s.loginPage(c, "Search", "You must be logged-in to do that."))
		}
		if len(parts) == 2 && parts.at(1) == "" {
			return c.Page(other, s.search(c))
		}
	case "whats-new":
		switch c.Path {
		case "whats-new/", "whats-new/posts/", "whats-new/latest-activity":
			return c.Page(other, s.whatsNew(c))
		}
	case "online":
		if c.Path == "online/" {
			return c.Page(other, s.members(c))
		}
	case "help":
		switch c.Path {
		case "help/", "help/terms/", "help/privacy-policy/", "help/cookies/":
			return c.Page(other, s.help(c))
		}
	case "misc":
		switch c.Path {
		case "misc/contact", "misc/style":
			return c.Page(other, s.loginPage(c, "Contact us", ""))
		}
	}
	return s.message(c, "The requested page could not be found.")
}

func (s xfSkin) sortQuery(c *Ctx) string {
	return sortQuery(c, "order", "direction", "title", "post_date", "reply_count", "view_count")
}

func (s xfSkin) message(c *Ctx, msg string) Response {
	main := `<div class="blockMessage">` + Esc(msg) + `</div>`
	return c.NotFound(s.frame(c, xfPageSpec{title: "Oops! We ran into some problems.", template: "error", main: main}))
}

// xfTime renders XenForo's <time class="u-dt">, relative for recent dates.
func xfTime(c *Ctx, t time.Time, class string) string {
	cls := "u-dt"
	if class != "" {
		cls = class + " u-dt"
	}
	return fmt.Sprintf(`<time class="%s" dir="auto" datetime="%s" data-time="%d" data-date-string="%s" data-time-string="%s" title="%s at %s">%s</time>`,
		cls, t.Format("2006-01-02T15:04:05-0700"), t.Unix(), t.Format("Jan 2, 2006"), t.Format("3:04 PM"), t.Format("Jan 2, 2006"), t.Format("3:04 PM"), Ago(c.W.Now, t))
}

func (s xfSkin) user(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s" class="username " dir="auto" data-user-id="%d" data-xf-init="member-tooltip">%s</a>`, c.Href(xfUserURL(u)), u.ID, Esc(u.Name))
}

func (s xfSkin) avatar(c *Ctx, u *User, size string) string {
	r := []rune(u.Name)
	return fmt.Sprintf(`<a href="%s" class="avatar avatar--%s avatar--default avatar--default--dynamic" data-user-id="%d" data-xf-init="member-tooltip" style="background-color: #%06x; color: #%06x"><span class="avatar-u%d-%s" role="img" aria-label="%s">%s</span></a>`,
		c.Href(xfUserURL(u)), size, u.ID, Hash("bg", u.ID)%0xffffff, Hash("fg", u.ID)%0xffffff, u.ID, size, Esc(u.Name), Esc(strings.ToUpper(string(r[0]))))
}

type xfCrumb struct{ name, href string }

type xfPageSpec struct {
	title, template, canonical, desc, action, main, sidebar string
	crumbs                                                  []xfCrumb
}

func (s xfSkin) crumbs(c *Ctx, trail []xfCrumb, extra string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<ul class="p-breadcrumbs %s" itemscope itemtype="https://schema.org/BreadcrumbList">`, extra)
	all := append([]xfCrumb{{"Forums", ""}}, trail...)
	for i, cr := range all {
		fmt.Fprintf(&h, `<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a href="%s" itemprop="item"><span itemprop="name">%s</span></a><meta itemprop="position" content="%d" /></li>`,
			c.Href(cr.href), Esc(cr.name), i+1)
	}
	h.WriteString(`</ul>`)
	return h.String()
}

func (s xfSkin) frame(c *Ctx, p xfPageSpec) string {
	var h strings.Builder
	canon := ""
	if p.canonical != "" || p.template == "forum_list" {
		canon = fmt.Sprintf(`<link rel="canonical" href="%s" />`, c.Href(p.canonical))
	}
	main := "p-body-main"
	if p.sidebar != "" {
		main += " p-body-main--withSidebar"
	}
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html id="XF" lang="en-US" dir="LTR" data-xf="2.2" data-app="public" data-template="%s" data-container-key="" data-content-key="" data-logged-in="false" data-cookie-prefix="xf_" data-csrf="%x" class="has-no-js template-%s">
<head>
	<meta charset="utf-8" />
	<meta http-equiv="X-UA-Compatible" content="IE=Edge" />
	<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
	<title>%s | %s</title>
	<link rel="manifest" href="%s">
	<meta name="theme-color" content="#185886" />
	<meta name="apple-mobile-web-app-title" content="Trackside">
	%s
	<link rel="alternate" type="application/rss+xml" title="RSS feed for %s" href="%s" />
	<meta property="og:site_name" content="%s" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="%s" />
	<link rel="preload" href="%s" as="font" type="font/woff2" crossorigin="anonymous" />
	<link rel="stylesheet" href="%s" />
%s	<script src="%s"></script>
</head>
<body data-template="%s">
<div class="p-pageWrapper" id="top">
<header class="p-header" id="header">
	<div class="p-header-inner">
		<div class="p-header-content">
			<div class="p-header-logo p-header-logo--image">
				<a href="%s"><img src="%s" alt="%s" width="100" height="36" /></a>
			</div>
		</div>
	</div>
</header>
<div class="p-navSticky p-navSticky--primary" data-xf-init="sticky-header">
	<nav class="p-nav">
		<div class="p-nav-inner">
			<button type="button" class="button--plain p-nav-menuTrigger button" data-xf-click="off-canvas" data-menu=".js-headerOffCanvasMenu" tabindex="0" aria-label="Menu"><span class="button-text"><i aria-hidden="true"></i></span></button>
			<div class="p-nav-scroller hScroller" data-xf-init="h-scroller" data-auto-scroll=".p-navEl.is-selected">
				<div class="hScroller-scroll">
					<ul class="p-nav-list js-offCanvasNavSource">
						<li><div class="p-navEl is-selected" data-has-children="true"><a href="%s" class="p-navEl-link p-navEl-link--splitMenu " data-nav-id="forums">Forums</a><a data-xf-key="1" data-xf-click="menu" data-menu-pos-ref="< .p-navEl" class="p-navEl-splitTrigger" role="button" tabindex="0" aria-label="Toggle expanded" aria-expanded="false" aria-haspopup="true"></a>
							<div class="menu menu--structural" data-menu="menu" aria-hidden="true"><div class="menu-content">
								<a href="%s" class="menu-linkRow u-indentDepth0 js-offCanvasCopy " data-nav-id="newPosts">New posts</a>
								<a href="%s" class="menu-linkRow u-indentDepth0 js-offCanvasCopy " data-nav-id="searchForums">Search forums</a>
							</div></div></div></li>
						<li><div class="p-navEl " data-has-children="true"><a href="%s" class="p-navEl-link p-navEl-link--splitMenu " data-nav-id="whatsNew">What's new</a><a data-xf-key="2" data-xf-click="menu" data-menu-pos-ref="< .p-navEl" class="p-navEl-splitTrigger" role="button" tabindex="0" aria-label="Toggle expanded" aria-expanded="false" aria-haspopup="true"></a>
							<div class="menu menu--structural" data-menu="menu" aria-hidden="true"><div class="menu-content">
								<a href="%s" class="menu-linkRow u-indentDepth0 js-offCanvasCopy " rel="nofollow" data-nav-id="whatsNewPosts">New posts</a>
								<a href="%s" class="menu-linkRow u-indentDepth0 js-offCanvasCopy " rel="nofollow" data-nav-id="latestActivity">Latest activity</a>
							</div></div></div></li>
						<li><div class="p-navEl " data-has-children="true"><a href="%s" class="p-navEl-link p-navEl-link--splitMenu " data-nav-id="members">Members</a><a data-xf-key="3" data-xf-click="menu" data-menu-pos-ref="< .p-navEl" class="p-navEl-splitTrigger" role="button" tabindex="0" aria-label="Toggle expanded" aria-expanded="false" aria-haspopup="true"></a>
							<div class="menu menu--structural" data-menu="menu" aria-hidden="true"><div class="menu-content">
								<a href="%s" class="menu-linkRow u-indentDepth0 js-offCanvasCopy " data-nav-id="currentVisitors">Current visitors</a>
							</div></div></div></li>
					</ul>
				</div>
			</div>
			<div class="p-nav-opposite">
				<div class="p-navgroup p-account p-navgroup--guest">
					<a href="%s" class="p-navgroup-link p-navgroup-link--textual p-navgroup-link--logIn" data-xf-click="overlay" data-follow-redirects="on"><span class="p-navgroup-linkText">Log in</span></a>
					<div class="p-navgroup-linkSeparator"></div>
					<a href="%s" class="p-navgroup-link p-navgroup-link--textual p-navgroup-link--register" data-xf-click="overlay" data-follow-redirects="on"><span class="p-navgroup-linkText">Register</span></a>
				</div>
				<div class="p-navgroup p-discovery">
					<a href="%s" class="p-navgroup-link p-navgroup-link--iconic p-navgroup-link--whatsnew" aria-label="What's new" title="What's new"><i aria-hidden="true"></i><span class="p-navgroup-linkText">What's new</span></a>
					<a href="%s" class="p-navgroup-link p-navgroup-link--iconic p-navgroup-link--search" data-xf-click="menu" data-xf-key="/" aria-label="Search" aria-expanded="false" aria-haspopup="true" title="Search"><i aria-hidden="true"></i><span class="p-navgroup-linkText">Search</span></a>
					<div class="menu menu--structural menu--wide" data-menu="menu" aria-hidden="true">
						<form action="%s" method="post" class="menu-content" data-xf-init="quick-search">
							<h3 class="menu-header">Search</h3>
							<div class="menu-row"><input type="text" class="input" name="keywords" placeholder="Search…" aria-label="Search" data-menu-autofocus="true" /></div>
							<div class="menu-footer"><span class="menu-footer-controls"><button type="submit" class="button--primary button button--icon button--icon--search"><span class="button-text">Search</span></button>
							<a href="%s" class="button"><span class="button-text">Advanced search…</span></a></span></div>
							<input type="hidden" name="_xfToken" value="%x" />
						</form>
					</div>
				</div>
			</div>
		</div>
	</nav>
</div>
<div class="p-sectionLinks">
	<div class="p-sectionLinks-inner hScroller" data-xf-init="h-scroller">
		<div class="hScroller-scroll">
			<ul class="p-sectionLinks-list">
				<li><div class="p-navEl "><a href="%s" class="p-navEl-link " data-xf-key="alt+1" data-nav-id="newPosts">New posts</a></div></li>
				<li><div class="p-navEl "><a href="%s" class="p-navEl-link " data-xf-key="alt+2" data-nav-id="searchForums">Search forums</a></div></li>
			</ul>
		</div>
	</div>
</div>
<div class="offCanvasMenu offCanvasMenu--nav js-headerOffCanvasMenu" data-menu="menu" aria-hidden="true" data-ocm-builder="navigation"><div class="offCanvasMenu-backdrop" data-menu-close="true"></div><div class="offCanvasMenu-content"><div class="offCanvasMenu-header">Menu<a class="offCanvasMenu-closer" data-menu-close="true" role="button" tabindex="0" aria-label="Close"></a></div><div class="js-offCanvasNavTarget"></div></div></div>
<div class="p-body">
	<div class="p-body-inner">
		<!--XF:EXTRA_OUTPUT-->
		%s
		<div class="p-body-header">
			<div class="p-title ">
				<h1 class="p-title-value">%s</h1>
				%s
			</div>
			%s
		</div>
		<div class="%s">
			<div class="p-body-content">
				<div class="p-body-pageContent">
%s
				</div>
			</div>
			%s
		</div>
		%s
	</div>
</div>
<footer class="p-footer" id="footer">
	<div class="p-footer-inner">
		<div class="p-footer-row">
			<div class="p-footer-row-main">
				<ul class="p-footer-linkList">
					<li><a href="%s" data-xf-click="overlay" data-xf-init="tooltip" title="Style chooser" rel="nofollow"><i class="fa--xf far fa-paint-brush" aria-hidden="true"></i> Default style</a></li>
				</ul>
			</div>
			<div class="p-footer-row-opposite">
				<ul class="p-footer-linkList">
					<li><a href="%s" data-xf-click="overlay">Contact us</a></li>
					<li><a href="%s">Terms and rules</a></li>
					<li><a href="%s">Privacy policy</a></li>
					<li><a href="%s">Help</a></li>
					<li><a href="/">Home</a></li>
					<li><a href="%s" target="_blank" class="p-footer-rssLink" title="RSS"><span aria-hidden="true"><i class="fa--xf far fa-rss" aria-hidden="true"></i><span class="u-srOnly">RSS</span></span></a></li>
				</ul>
			</div>
		</div>
		<div class="p-footer-copyright">
			<a href="https://xenforo.com" class="u-concealed" dir="ltr" target="_blank" rel="sponsored noopener">Community platform by XenForo<sup>&reg;</sup> <span class="copyright">&copy; 2010-2024 XenForo Ltd.</span></a>
		</div>
	</div>
</footer>
</div> <!-- closing p-pageWrapper -->
<div class="u-bottomFixer js-bottomFixTarget">
	<div class="notices notices--bottom_fixer  js-notices" data-xf-init="notices" data-type="bottom_fixer" data-scroll-interval="6">
		<div class="notice js-notice notice--primary notice--cookie" data-notice-id="-1" data-delay-duration="0" data-display-duration="0" data-auto-dismiss="0" data-visibility="">
			<div class="notice-content">
				<div class="u-alignCenter">This site uses cookies to help personalise content, tailor your experience and to keep you logged in if you register.<br />By continuing to use this site, you are consenting to our use of cookies.</div>
				<div class="u-inputSpacer u-alignCenter"><a href="%s" class="js-noticeDismiss button--notice button"><span class="button-text">Accept</span></a> <a href="%s" class="button--notice button"><span class="button-text">Learn more…</span></a></div>
			</div>
		</div>
	</div>
</div>
<script src="%s"></script>
%s</body>
</html>`,
		p.template, Hash("csrf", p.template), p.template, Esc(p.title), xfSite,
		c.Href("webmanifest.php"), canon, xfSite, c.Href("forums/-/index.rss"), xfSite, Esc(p.title),
		c.Href("styles/fonts/fa/fa-regular-400.woff2?_v=5.15.3"),
		c.Href("css.php?css=public%3Anormalize.css%2Cpublic%3Afa.css%2Cpublic%3Acore.less%2Cpublic%3Aapp.less&s=1&l=1&d=1727780000&k=6c0b9a8b4e"),
		c.Styles(26), c.Href("js/xf/preamble.min.js?_v=a4b2c1d0"), p.template,
		c.Href(""), c.Href("styles/default/xenforo/xenforo-logo.png"), xfSite,
		c.Href(""), c.Href("whats-new/posts/"), c.Href("search/?type=post"),
		c.Href("whats-new/"), c.Href("whats-new/posts/"), c.Href("whats-new/latest-activity"),
		c.Href("members/"), c.Href("online/"),
		c.Href("login/"), c.Href("register/"), c.Href("whats-new/"), c.Href("search/"),
		c.Href("search/search"), c.Href("search/"), Hash("token", p.template),
		c.Href("whats-new/posts/"), c.Href("search/?type=post"),
		s.crumbs(c, p.crumbs, ""), Esc(p.title), p.action, p.desc, main, p.main, p.sidebar, s.crumbs(c, p.crumbs, "p-breadcrumbs--bottom"),
		c.Href("misc/style"), c.Href("misc/contact"), c.Href("help/terms/"), c.Href("help/privacy-policy/"), c.Href("help/"), c.Href("forums/-/index.rss"),
		c.Href("account/dismiss-notice"), c.Href("help/cookies/"),
		c.Href("js/xf/core-compiled.js?_v=a4b2c1d0"), c.Scripts(9))
	return h.String()
}

// nodes renders forum nodes as XenForo's node list rows.
func (s xfSkin) nodes(c *Ctx, boards []*Board) string {
	var h strings.Builder
	for _, b := range boards {
		fmt.Fprintf(&h, `<div class="node node--id%d node--depth2 node--forum node--read">
	<div class="node-body">
		<span class="node-icon" aria-hidden="true"><i class="fa--xf far fa-comments" aria-hidden="true"></i></span>
		<div class="node-main js-nodeMain">
			<h3 class="node-title"><a href="%s" data-xf-init="element-tooltip" data-shortcut="node-description">%s</a></h3>
			<div class="node-description node-description--tooltip js-nodeDescTooltip">%s</div>
			<div class="node-meta"><div class="node-statsMeta"><dl class="pairs pairs--inline"><dt>Threads</dt><dd>%d</dd></dl><dl class="pairs pairs--inline"><dt>Messages</dt><dd>%d</dd></dl></div></div>`,
			nodeID(b), c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), b.AllThreads(), b.AllPosts())
		if len(b.Children) > 0 {
			h.WriteString(`<div class="node-subNodesFlat"><span class="node-subNodesLabel">Sub-forums:</span><ol class="node-subNodeFlatList">`)
			for _, ch := range b.Children {
				fmt.Fprintf(&h, `<li><a href="%s" class="subNodeLink subNodeLink--forum "><i class="fa--xf far fa-comments subNodeLink-icon" aria-hidden="true"></i>%s</a></li>`, c.Href(s.BoardURL(ch, 1)), Esc(ch.Name))
			}
			h.WriteString(`</ol></div>`)
		}
		fmt.Fprintf(&h, `
		</div>
		<div class="node-stats"><dl class="pairs pairs--rows"><dt>Threads</dt><dd>%d</dd></dl><dl class="pairs pairs--rows"><dt>Messages</dt><dd>%d</dd></dl></div>
		<div class="node-extra">`, b.AllThreads(), b.AllPosts())
		if p := b.Latest(); p != nil {
			fmt.Fprintf(&h, `<div class="node-extra-icon">%s</div>
			<div class="node-extra-row"><a href="%s" class="node-extra-title" title="%s">%s</a></div>
			<div class="node-extra-row"><ul class="listInline listInline--bullet"><li>%s</li><li class="node-extra-user">%s</li></ul></div>`,
				s.avatar(c, p.Author, "xs"), c.Href(xfThreadPostURL(p)), Esc(p.Thread.Title), Esc(p.Thread.Title), xfTime(c, p.Time, "node-extra-date"), s.user(c, p.Author))
		} else {
			h.WriteString(`<span class="node-extra-placeholder">None</span>`)
		}
		h.WriteString("</div>\n\t</div>\n</div>\n")
	}
	return h.String()
}

func (s xfSkin) category(c *Ctx, cat *Category) string {
	main := fmt.Sprintf(`<div class="block block--category block--category%d"><span class="u-anchorTarget" id="%s"></span><div class="block-container"><div class="block-body">%s</div></div></div>`,
		catNodeID(cat), strings.TrimSuffix(xfSeg(cat.Name, catNodeID(cat)), "/"), s.nodes(c, cat.Boards))
	return s.frame(c, xfPageSpec{title: cat.Name, template: "category_view", canonical: xfCatURL(cat), main: main,
		crumbs: nil, sidebar: s.sidebar(c)})
}

func (s xfSkin) index(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div class="block" data-xf-init="" data-type="" data-href="/community/inline-mod/"><div class="block-outer"><div class="block-outer-opposite"><div class="buttonGroup"><a href="` + c.Href("whats-new/posts/") + `" class="button--link button rippleButton"><span class="button-text">New posts</span></a></div></div></div></div>`)
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `<div class="block block--category block--category%d">
	<span class="u-anchorTarget" id="%s"></span>
	<div class="block-container">
		<h2 class="block-header"><a href="%s">%s</a></h2>
		<div class="block-body">
%s		</div>
	</div>
</div>
`, catNodeID(cat), strings.TrimSuffix(xfSeg(cat.Name, catNodeID(cat)), "/"), c.Href(xfCatURL(cat)), Esc(cat.Name), s.nodes(c, cat.Boards))
	}
	return s.frame(c, xfPageSpec{title: "Forums", template: "forum_list", main: h.String(), sidebar: s.sidebar(c)})
}

// sidebar carries the forum list's widgets: online members, latest posts, statistics.
func (s xfSkin) sidebar(c *Ctx) string {
	w := c.W
	var h strings.Builder
	h.WriteString(`<div class="p-body-sidebar"><div class="p-body-sidebarCol"></div>`)
	n := 6 + int(Hash("online", len(w.Posts))%12)
	h.WriteString(`<div class="block" data-widget-section="onlineNow" data-widget-id="6" data-widget-key="forum_overview_members_online" data-widget-definition="members_online"><div class="block-container"><h3 class="block-minorHeader"><a href="` + c.Href("online/") + `">Members online</a></h3><div class="block-body"><div class="block-row block-row--minor"><ul class="listInline listInline--comma">`)
	for i := range n {
		u := pick(w.Users, "on", i, len(w.Posts))
		fmt.Fprintf(&h, `<li>%s</li>`, s.user(c, u))
	}
	fmt.Fprintf(&h, `</ul></div></div><div class="block-footer">Total: %d (members: %d, guests: %d)</div></div></div>`, n*7, n, n*6)
	h.WriteString(`<div class="block" data-widget-id="7" data-widget-key="forum_overview_new_posts" data-widget-definition="new_posts"><div class="block-container"><h3 class="block-minorHeader"><a href="` + c.Href("whats-new/posts/") + `" rel="nofollow">Latest posts</a></h3><ul class="block-body">`)
	for _, t := range w.ThreadsByActivity()[:5] {
		p := t.LastPost()
		fmt.Fprintf(&h, `<li class="block-row"><div class="contentRow"><div class="contentRow-figure">%s</div><div class="contentRow-main contentRow-main--close"><a href="%s">%s</a><div class="contentRow-minor contentRow-minor--hideLinks"><ul class="listInline listInline--bullet"><li>Latest: %s</li><li>%s</li></ul></div><div class="contentRow-minor contentRow-minor--hideLinks"><a href="%s">%s</a></div></div></div></li>`,
			s.avatar(c, p.Author, "xxs"), c.Href(xfThreadPostURL(p)), Esc(t.Title), Esc(p.Author.Name), xfTime(c, p.Time, ""), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name))
	}
	h.WriteString(`</ul></div></div>`)
	fmt.Fprintf(&h, `<div class="block" data-widget-id="9" data-widget-key="forum_overview_forum_statistics" data-widget-definition="forum_statistics"><div class="block-container"><h3 class="block-minorHeader">Forum statistics</h3><div class="block-body block-row"><dl class="pairs pairs--justified count--threads"><dt>Threads</dt><dd>%d</dd></dl><dl class="pairs pairs--justified count--messages"><dt>Messages</dt><dd>%d</dd></dl><dl class="pairs pairs--justified count--users"><dt>Members</dt><dd>%d</dd></dl><dl class="pairs pairs--justified"><dt>Latest member</dt><dd>%s</dd></dl></div></div></div>`,
		len(w.Threads), len(w.Posts), len(w.Users), s.user(c, w.Users[len(w.Users)-1]))
	h.WriteString(`<div class="block" data-widget-id="10" data-widget-key="forum_overview_share_page" data-widget-definition="share_page"><div class="block-container"><h3 class="block-minorHeader">Share this page</h3><div class="block-body block-row"><div class="shareButtons shareButtons--iconic" data-xf-init="share-buttons"><span class="u-anchorTarget" id="_xfUid-1"></span><div class="shareButtons-buttons"><a class="shareButtons-button shareButtons-button--brand shareButtons-button--facebook" data-href="https://www.facebook.com/sharer.php?u={url}"><i aria-hidden="true"></i><span>Facebook</span></a><a class="shareButtons-button shareButtons-button--brand shareButtons-button--twitter" data-href="https://twitter.com/intent/tweet?url={url}&amp;text={title}"><i aria-hidden="true"></i><span>Twitter</span></a><a class="shareButtons-button shareButtons-button--email" data-href="mailto:?subject={title}&amp;body={url}"><i aria-hidden="true"></i><span>Email</span></a></div></div></div></div></div>`)
	h.WriteString(`</div>`)
	return h.String()
}

// pageNav renders XenForo's pageNavWrapper: Prev, 1 … window … N, Next, and the simple variant for phones.
func (s xfSkin) pageNav(c *Ctx, cur, total int, link func(int) string) string {
	if total <= 1 {
		return ""
	}
	var h strings.Builder
	h.WriteString(`<nav class="pageNavWrapper pageNavWrapper--mixed "><div class="pageNav  ">`)
	if cur > 1 {
		fmt.Fprintf(&h, `<a href="%s" class="pageNav-jump pageNav-jump--prev">Prev</a>`, c.Href(link(cur-1)))
	}
	h.WriteString(`<ul class="pageNav-main">`)
	for _, it := range Pager(cur, total, 2) {
		switch {
		case it.Gap:
			h.WriteString(`<li class="pageNav-page pageNav-page--skip pageNav-page--skipEnd"><a data-xf-init="tooltip" title="Go to page" data-xf-click="menu" role="button" tabindex="0" aria-expanded="false" aria-haspopup="true">…</a><div class="menu menu--pageJump" data-menu="menu" aria-hidden="true"><div class="menu-content"><h4 class="menu-header">Go to page</h4><div class="menu-row" data-xf-init="page-jump"><div class="inputGroup inputGroup--numbers"><input type="number" class="input input--number js-numberBoxTextInput" min="1" max="` + strconv.Itoa(total) + `" step="1" required="required" /></div></div></div></div></li>`)
		case it.Current:
			fmt.Fprintf(&h, `<li class="pageNav-page pageNav-page--current "><a href="%s">%d</a></li>`, c.Href(link(it.N)), it.N)
		default:
			cls := "pageNav-page "
			if it.N == cur-1 {
				cls += "pageNav-page--earlier"
			} else if it.N == cur+1 {
				cls += "pageNav-page--later"
			}
			fmt.Fprintf(&h, `<li class="%s"><a href="%s">%d</a></li>`, cls, c.Href(link(it.N)), it.N)
		}
	}
	h.WriteString(`</ul>`)
	if cur < total {
		fmt.Fprintf(&h, `<a href="%s" class="pageNav-jump pageNav-jump--next">Next</a>`, c.Href(link(cur+1)))
	}
	h.WriteString(`</div><div class="pageNavSimple">`)
	if cur > 1 {
		fmt.Fprintf(&h, `<a href="%s" class="pageNavSimple-el pageNavSimple-el--first" data-xf-init="tooltip" title="First"><i aria-hidden="true"></i> <span class="u-srOnly">First</span></a><a href="%s" class="pageNavSimple-el pageNavSimple-el--prev"><i aria-hidden="true"></i> Prev</a>`, c.Href(link(1)), c.Href(link(cur-1)))
	}
	fmt.Fprintf(&h, `<a class="pageNavSimple-el pageNavSimple-el--current" data-xf-init="tooltip" title="Go to page" data-xf-click="menu" role="button" tabindex="0" aria-expanded="false" aria-haspopup="true">%d of %d</a>`, cur, total)
	if cur < total {
		fmt.Fprintf(&h, `<a href="%s" class="pageNavSimple-el pageNavSimple-el--next">Next <i aria-hidden="true"></i></a><a href="%s" class="pageNavSimple-el pageNavSimple-el--last" data-xf-init="tooltip" title="Last"><i aria-hidden="true"></i> <span class="u-srOnly">Last</span></a>`, c.Href(link(cur+1)), c.Href(link(total)))
	}
	h.WriteString(`</div></nav>`)
	return h.String()
}

func xfPad(n int, desc bool) string {
	if desc {
		n = 99999999 - n
	}
	return fmt.Sprintf("%08d", n)
}

func (s xfSkin) forum(c *Ctx, b *Board, page int) string {
	sh := c.W.Shape
	var h strings.Builder
	if len(b.Children) > 0 {
		fmt.Fprintf(&h, `<div class="block block--nodes"><div class="block-container"><h2 class="block-header">Sub-forums</h2><div class="block-body">%s</div></div></div>`, s.nodes(c, b.Children))
	}
	sq := s.sortQuery(c)
	link := func(p int) string { return s.BoardURL(b, p) + sq }
	threads := b.Threads
	if o := c.Query.Get("order"); sq != "" {
		desc := strings.Contains(sq, "desc")
		key := map[string]func(*Thread) string{
			"title":       func(t *Thread) string { return strings.ToLower(t.Title) },
			"post_date":   func(t *Thread) string { return xfPad(int(t.Posts[0].Time.Unix()/60), true) },
			"reply_count": func(t *Thread) string { return xfPad(len(t.Posts), true) },
			"view_count":  func(t *Thread) string { return xfPad(t.Views, true) },
		}[o]
		threads = sortedBy(threads, key)
		if o == "title" && desc || o != "title" && !desc {
			for i, j := 0, len(threads)-1; i < j; i, j = i+1, j-1 {
				threads[i], threads[j] = threads[j], threads[i]
			}
		}
	}
	nav := s.pageNav(c, page, b.Pages(sh.ThreadsPerPage), link)
	fmt.Fprintf(&h, `<div class="block " data-xf-init="" data-type="thread" data-href="%s">
	<div class="block-outer">%s<div class="block-outer-opposite"><div class="buttonGroup"><a href="%s" class="button--link button rippleButton" rel="nofollow"><span class="button-text">Watch</span></a></div></div></div>
	<div class="block-container">
		<div class="block-filterBar"><div class="filterBar">
			<a class="filterBar-menuTrigger" data-xf-click="menu" role="button" tabindex="0" aria-expanded="false" aria-haspopup="true">Filters</a>
			<div class="menu menu--wide" data-menu="menu" aria-hidden="true" data-href="%s" data-load-target=".js-filterMenuBody"><div class="menu-content"><h4 class="menu-header">Show only:</h4><div class="js-filterMenuBody">
				<div class="menu-row menu-row--separated">Sort by:
					<a href="%s" class="menu-linkRow" rel="nofollow">Last message</a>
					<a href="%s" class="menu-linkRow" rel="nofollow">Title</a>
					<a href="%s" class="menu-linkRow" rel="nofollow">First message</a>
					<a href="%s" class="menu-linkRow" rel="nofollow">Replies</a>
					<a href="%s" class="menu-linkRow" rel="nofollow">Views</a>
				</div>
			</div></div></div>
		</div></div>
		<div class="block-body">
			<div class="structItemContainer">
`, c.Href("inline-mod/"), nav, c.Href(s.BoardURL(b, 1)+"watch"), c.Href(s.BoardURL(b, 1)+"filters"),
		c.Href(s.BoardURL(b, 1)), c.Href(s.BoardURL(b, 1)+"?order=title&direction=asc"), c.Href(s.BoardURL(b, 1)+"?order=post_date&direction=desc"),
		c.Href(s.BoardURL(b, 1)+"?order=reply_count&direction=desc"), c.Href(s.BoardURL(b, 1)+"?order=view_count&direction=desc"))
	items := Page(threads, page, sh.ThreadsPerPage)
	group := ""
	for _, t := range items {
		g := "js-threadList"
		if t.Sticky && sq == "" {
			g = "structItemContainer-group--sticky"
		}
		if g != group {
			if group != "" {
				h.WriteString("</div>\n")
			}
			fmt.Fprintf(&h, `<div class="structItemContainer-group %s">`, g)
			group = g
		}
		h.WriteString(s.structItem(c, t, ""))
	}
	if group != "" {
		h.WriteString("</div>\n")
	}
	if len(items) == 0 {
		h.WriteString(`<div class="structItem js-emptyThreadList"><div class="structItem-cell">There are no threads in this forum.</div></div>`)
	}
	fmt.Fprintf(&h, `			</div>
		</div>
	</div>
	<div class="block-outer block-outer--after">%s<div class="block-outer-opposite"><a href="%s" class="button--link button rippleButton" data-xf-click="overlay" data-follow-redirects="on"><span class="button-text">Log in or register to post here.</span></a></div></div>
</div>`, nav, c.Href("login/"))
	trail := []xfCrumb{{b.Category.Name, xfCatURL(b.Category)}}
	if b.Parent != nil {
		trail = append(trail, xfCrumb{b.Parent.Name, s.BoardURL(b.Parent, 1)})
	}
	title := b.Name
	canon := s.BoardURL(b, page)
	action := fmt.Sprintf(`<div class="p-title-pageAction"><a href="%s" class="button--cta button button--icon button--icon--write" rel="nofollow"><span class="button-text">Post thread</span></a></div>`, c.Href(s.BoardURL(b, 1)+"post-thread"))
	desc := `<div class="p-description">` + Esc(b.Description) + `</div>`
	return s.frame(c, xfPageSpec{title: title, template: "forum_view", canonical: canon, desc: desc, action: action, main: h.String(), crumbs: trail})
}

// structItem is one thread row of a list; link overrides the title's target.
func (s xfSkin) structItem(c *Ctx, t *Thread, link string) string {
	sh := c.W.Shape
	if link == "" {
		link = s.ThreadURL(t, 1)
	}
	last := t.LastPost()
	var h strings.Builder
	cls := ""
	if t.Sticky {
		cls = " is-sticky"
	}
	fmt.Fprintf(&h, `<div class="structItem structItem--thread%s js-inlineModContainer js-threadListItem-%d" data-author="%s">
	<div class="structItem-cell structItem-cell--icon"><div class="structItem-iconContainer">%s</div></div>
	<div class="structItem-cell structItem-cell--main" data-xf-init="touch-proxy">`, cls, t.ID, Esc(t.Author.Name), s.avatar(c, t.Author, "s"))
	if t.Sticky {
		h.WriteString(`<ul class="structItem-statuses"><li><i class="structItem-status structItem-status--sticky" aria-hidden="true" title="Sticky"></i><span class="u-srOnly">Sticky</span></li></ul>`)
	}
	fmt.Fprintf(&h, `<div class="structItem-title"><a href="%s" class="" data-tp-primary="on" data-xf-init="preview-tooltip" data-preview-url="%s">%s</a></div>
		<div class="structItem-minor">
			<ul class="structItem-parts"><li>%s</li><li class="structItem-startDate"><a href="%s" rel="nofollow">%s</a></li></ul>`,
		c.Href(link), c.Href(s.ThreadURL(t, 1)+"preview"), Esc(t.Title), s.user(c, t.Author), c.Href(s.ThreadURL(t, 1)), xfTime(c, t.Posts[0].Time, ""))
	if n := t.Pages(sh.PostsPerPage); n > 1 {
		h.WriteString(`<span class="structItem-pageJump">`)
		for p := max(2, n-2); p <= n; p++ {
			fmt.Fprintf(&h, `<a href="%s">%d</a>`, c.Href(s.ThreadURL(t, p)), p)
		}
		h.WriteString(`</span>`)
	}
	fmt.Fprintf(&h, `
		</div>
	</div>
	<div class="structItem-cell structItem-cell--meta" title="First message reaction score: %d"><dl class="pairs pairs--justified"><dt>Replies</dt><dd>%d</dd></dl><dl class="pairs pairs--justified structItem-minor"><dt>Views</dt><dd>%d</dd></dl></div>
	<div class="structItem-cell structItem-cell--latest"><a href="%s" rel="nofollow">%s</a><div class="structItem-minor">%s</div></div>
	<div class="structItem-cell structItem-cell--icon structItem-cell--iconEnd"><div class="structItem-iconContainer">%s</div></div>
</div>
`, Hash("react", t.ID)%40, len(t.Posts)-1, t.Views, c.Href(s.ThreadURL(t, 1)+"latest"), xfTime(c, last.Time, "structItem-latestDate"), s.user(c, last.Author), s.avatar(c, last.Author, "xxs"))
	return h.String()
}

func (s xfSkin) thread(c *Ctx, t *Thread, page int) string {
	sh := c.W.Shape
	var h strings.Builder
	nav := s.pageNav(c, page, t.Pages(sh.PostsPerPage), func(p int) string { return s.ThreadURL(t, p) })
	fmt.Fprintf(&h, `<div class="block block--messages" data-xf-init="" data-type="post" data-href="%s" data-search-target="*">
	<span class="u-anchorTarget" id="posts"></span>
	<div class="block-outer">%s<div class="block-outer-opposite"><div class="buttonGroup"><a href="%s" class="button--link button rippleButton" rel="nofollow"><span class="button-text">Watch</span></a></div></div></div>
	<div class="block-outer js-threadStatusField"></div>
	<div class="block-container lbContainer" data-xf-init="lightbox select-to-quote" data-message-selector=".js-post" data-lb-id="thread-%d" data-lb-universal="0">
		<div class="block-body js-replyNewMessageContainer">
`, c.Href("inline-mod/"), nav, c.Href(s.ThreadURL(t, 1)+"watch"), t.ID)
	for _, p := range Page(t.Posts, page, sh.PostsPerPage) {
		u := p.Author
		fmt.Fprintf(&h, `<article class="message message--post js-post js-inlineModContainer  " data-author="%s" data-content="post-%d" id="js-post-%d" itemscope itemtype="https://schema.org/Comment" itemid="%s">
	<meta itemprop="parentItem" itemscope itemid="%s" />
	<span class="u-anchorTarget" id="post-%d"></span>
	<div class="message-inner">
		<div class="message-cell message-cell--user">
			<section class="message-user" itemprop="author" itemscope itemtype="https://schema.org/Person" itemid="%s">
				<meta itemprop="url" content="%s" />
				<div class="message-avatar "><div class="message-avatar-wrapper">%s</div></div>
				<div class="message-userDetails">
					<h4 class="message-name"><a href="%s" class="username " dir="auto" data-user-id="%d" data-xf-init="member-tooltip"><span itemprop="name">%s</span></a></h4>
					<h5 class="userTitle message-userTitle" dir="auto" itemprop="jobTitle">%s</h5>
				</div>
				<div class="message-userExtras">
					<dl class="pairs pairs--justified"><dt>Joined</dt><dd>%s</dd></dl>
					<dl class="pairs pairs--justified"><dt>Messages</dt><dd>%d</dd></dl>
					<dl class="pairs pairs--justified"><dt>Reaction score</dt><dd>%d</dd></dl>
				</div>
				<span class="message-userArrow"></span>
			</section>
		</div>
		<div class="message-cell message-cell--main">
			<div class="message-main js-quickEditTarget">
				<header class="message-attribution message-attribution--split">
					<ul class="message-attribution-main listInline ">
						<li class="u-concealed"><a href="%s" rel="nofollow" itemprop="url">%s</a></li>
					</ul>
					<ul class="message-attribution-opposite message-attribution-opposite--list ">
						<li><a href="%s" class="message-attribution-gadget" data-xf-init="share-tooltip" data-href="%s" aria-label="Share" rel="nofollow"><i class="fa--xf far fa-share-alt" aria-hidden="true"></i></a></li>
						<li><a href="%s" rel="nofollow">#%d</a></li>
					</ul>
				</header>
				<div class="message-content js-messageContent">
					<div class="message-userContent lbContainer js-lbContainer " data-lb-id="post-%d" data-lb-caption-desc="%s &middot; %s">
						<article class="message-body js-selectToQuote">
							<div itemprop="text"><div class="bbWrapper">%s</div></div>
							<div class="js-selectToQuoteEnd">&nbsp;</div>
						</article>
					</div>`,
			Esc(u.Name), p.ID, p.ID, c.Href(xfPostURL(p)), c.Href(s.ThreadURL(t, 1)), p.ID,
			c.Href(xfUserURL(u)), c.Href(xfUserURL(u)), s.avatar(c, u, "m"),
			c.Href(xfUserURL(u)), u.ID, Esc(u.Name), rank(u), u.Joined.Format("Jan 2, 2006"), u.Posts, Hash("score", u.ID)%500,
			c.Href(xfPostURL(p)), strings.Replace(xfTime(c, p.Time, ""), "<time ", `<time itemprop="datePublished" `, 1),
			c.Href(xfPostURL(p)), c.Href(xfPostURL(p)+"share"), c.Href(xfPostURL(p)), p.Index+1,
			p.ID, Esc(u.Name), p.Time.Format("Jan 2, 2006 at 3:04 PM"), strings.Join(escAll(p.Body), "<br />\n<br />\n"))
		if sig := signature(u); sig != "" {
			fmt.Fprintf(&h, `<aside class="message-signature"><div class="bbWrapper">%s</div></aside>`, Esc(sig))
		}
		h.WriteString(`
				</div>
				<footer class="message-footer"><div class="reactionsBar js-reactionsList "></div><div class="js-historyTarget message-historyTarget toggleTarget" data-href="trigger-href"></div></footer>
			</div>
		</div>
	</div>
</article>
`)
	}
	fmt.Fprintf(&h, `		</div>
	</div>
	<div class="block-outer block-outer--after">%s<div class="block-outer-opposite"><a href="%s" class="button--link button rippleButton" data-xf-click="overlay" data-follow-redirects="on" rel="nofollow"><span class="button-text">Reply</span></a></div></div>
</div>
<div class="blockMessage blockMessage--none"><div class="shareButtons shareButtons--iconic" data-xf-init="share-buttons"><span class="shareButtons-label">Share:</span><div class="shareButtons-buttons"><a class="shareButtons-button shareButtons-button--brand shareButtons-button--facebook" data-href="https://www.facebook.com/sharer.php?u={url}"><i aria-hidden="true"></i><span>Facebook</span></a><a class="shareButtons-button shareButtons-button--share is-hidden" data-xf-init="web-share"><i aria-hidden="true"></i><span>Share</span></a></div></div></div>
`, nav, c.Href(s.ThreadURL(t, 1)+"reply"))
	// Similar threads, as XenForo's widget shows them below a thread.
	h.WriteString(`<div class="block" data-widget-key="thread_view_similar"><div class="block-container"><h3 class="block-header">Similar threads</h3><div class="block-body"><div class="structItemContainer">`)
	n := 0
	for _, o := range t.Board.Threads {
		if o != t && n < 4 {
			h.WriteString(s.structItem(c, o, ""))
			n++
		}
	}
	h.WriteString(`</div></div></div></div>`)
	trail := []xfCrumb{{t.Board.Category.Name, xfCatURL(t.Board.Category)}}
	if t.Board.Parent != nil {
		trail = append(trail, xfCrumb{t.Board.Parent.Name, s.BoardURL(t.Board.Parent, 1)})
	}
	trail = append(trail, xfCrumb{t.Board.Name, s.BoardURL(t.Board, 1)})
	desc := fmt.Sprintf(`<div class="p-description"><ul class="listInline listInline--bullet"><li><i class="fa--xf far fa-user" aria-hidden="true" title="Thread starter"></i><span class="u-srOnly">Thread starter</span> <a href="%s" class="username  u-concealed" dir="auto" data-user-id="%d" data-xf-init="member-tooltip">%s</a></li><li><i class="fa--xf far fa-clock" aria-hidden="true" title="Start date"></i><span class="u-srOnly">Start date</span> <a href="%s" class="u-concealed">%s</a></li></ul></div>`,
		c.Href(xfUserURL(t.Author)), t.Author.ID, Esc(t.Author.Name), c.Href(s.ThreadURL(t, 1)), xfTime(c, t.Posts[0].Time, ""))
	title := t.Title
	if page > 1 {
		title = fmt.Sprintf("%s | Page %d", t.Title, page)
	}
	return s.frame(c, xfPageSpec{title: title, template: "thread_view", canonical: s.ThreadURL(t, page), desc: desc, main: h.String(), crumbs: trail})
}

func (s xfSkin) profile(c *Ctx, u *User) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="block"><div class="block-container"><div class="block-body"><div class="memberHeader "><div class="memberProfileBanner memberHeader-main"><div class="memberHeader-mainContent"><span class="memberHeader-avatar"><span class="avatarWrapper">%s</span></span><div class="memberHeader-content memberHeader-content--info"><h1 class="memberHeader-name"><span class="memberHeader-nameWrapper"><span class="username " dir="auto" data-user-id="%d">%s</span></span></h1><div class="memberHeader-banners"></div><div class="memberHeader-blurbContainer"><div class="memberHeader-blurb" dir="auto"><span class="userTitle" dir="auto">%s</span></div><div class="memberHeader-blurb"><dl class="pairs pairs--inline"><dt>Joined</dt><dd>%s</dd></dl></div></div></div></div></div>
<div class="memberHeader-content"><div class="memberHeader-stats"><div class="pairJustifier"><dl class="pairs pairs--rows pairs--rows--centered fauxBlockLink"><dt>Messages</dt><dd><a href="%s" rel="nofollow" class="fauxBlockLink-linkRow u-concealed">%d</a></dd></dl></div></div></div></div></div>
<h2 class="block-tabHeader tabs hScroller"><span class="hScroller-scroll"><a href="%s" class="tabs-tab is-active" role="tab">About</a></span></h2></div></div>
<div class="block"><div class="block-container"><div class="block-body"><div class="block-row block-row--separated"><div class="bbWrapper">%s</div></div></div></div></div>`,
		s.avatar(c, u, "l"), u.ID, Esc(u.Name), rank(u), u.Joined.Format("Jan 2, 2006"),
		c.Href(fmt.Sprintf("search/member?user_id=%d", u.ID)), u.Posts, c.Href(xfUserURL(u)), Esc(u.Bio))
	return s.frame(c, xfPageSpec{title: u.Name, template: "member_view", main: h.String(), crumbs: []xfCrumb{{"Members", "members/"}}})
}

func (s xfSkin) members(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div class="block"><div class="block-container"><h2 class="block-tabHeader tabs"><span class="tabs-tab is-active">Most messages</span></h2><ol class="block-body">`)
	for i, u := range c.W.Users[:min(20, len(c.W.Users))] {
		fmt.Fprintf(&h, `<li class="block-row block-row--separated"><div class="contentRow"><div class="contentRow-figure">%s</div><div class="contentRow-main"><div class="contentRow-extra contentRow-extra--largest">%d</div><h3 class="contentRow-header">%s</h3><div class="contentRow-lesser"><span class="userTitle">%s</span></div></div></div></li>`,
			s.avatar(c, u, "s"), u.Posts+i, s.user(c, u), rank(u))
	}
	h.WriteString(`</ol></div></div>`)
	return s.frame(c, xfPageSpec{title: "Notable members", template: "member_notable", main: h.String(), crumbs: []xfCrumb{{"Members", "members/"}}})
}

func (s xfSkin) whatsNew(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div class="block" data-xf-init="" data-type="thread"><div class="block-container"><div class="block-body"><div class="structItemContainer">`)
	for _, t := range c.W.ThreadsByActivity()[:20] {
		h.WriteString(s.structItem(c, t, s.ThreadURL(t, 1)+"unread"))
	}
	h.WriteString(`</div></div></div></div>`)
	return s.frame(c, xfPageSpec{title: "New posts", template: "whats_new_posts", main: h.String(), crumbs: []xfCrumb{{"What's new", "whats-new/"}}})
}

func (s xfSkin) loginPage(c *Ctx, title, msg string) string {
	var h strings.Builder
	if msg != "" {
		fmt.Fprintf(&h, `<div class="blockMessage blockMessage--error blockMessage--iconic">%s</div>`, Esc(msg))
	}
	fmt.Fprintf(&h, `<form action="%s" method="post" class="block" data-xf-init="ajax-submit"><div class="block-container"><div class="block-body">
<dl class="formRow formRow--input"><dt><div class="formRow-labelWrapper"><label class="formRow-label" for="_xfUid-1">Your name or email address</label></div></dt><dd><input type="text" class="input" name="login" autocomplete="username" required="required" autofocus="autofocus" id="_xfUid-1" /></dd></dl>
<dl class="formRow formRow--password"><dt><div class="formRow-labelWrapper"><label class="formRow-label" for="_xfUid-2">Password</label></div></dt><dd><input type="password" class="input" name="password" autocomplete="current-password" id="_xfUid-2" /><a href="%s" data-xf-click="overlay">Forgot your password?</a></dd></dl>
</div><dl class="formRow formSubmitRow"><dt></dt><dd><div class="formSubmitRow-main"><div class="formSubmitRow-controls"><button type="submit" class="button--primary button button--icon button--icon--login"><span class="button-text">Log in</span></button></div></div></dd></dl></div>
<div class="block-outer block-outer--after"><div class="block-outer-middle">Don't have an account? <a href="%s">Register now</a></div></div></form>`,
		c.Href("login/login"), c.Href("lost-password/"), c.Href("register/"))
	return s.frame(c, xfPageSpec{title: title, template: "login", main: h.String()})
}

func (s xfSkin) search(c *Ctx) string {
	main := fmt.Sprintf(`<form action="%s" method="post" class="block"><div class="block-container"><h2 class="block-tabHeader tabs"><span class="hScroller-scroll"><a class="tabs-tab is-active" href="%s">Search everything</a><a class="tabs-tab" href="%s">Search threads</a></span></h2><div class="block-body"><dl class="formRow formRow--input"><dt><div class="formRow-labelWrapper"><label class="formRow-label">Keywords</label></div></dt><dd><input type="search" class="input" name="keywords" /></dd></dl></div><dl class="formRow formSubmitRow"><dt></dt><dd><button type="submit" class="button--primary button button--icon button--icon--search"><span class="button-text">Search</span></button></dd></dl></div></form>`,
		c.Href("search/search"), c.Href("search/"), c.Href("search/?type=post"))
	return s.frame(c, xfPageSpec{title: "Search", template: "search_form", main: main})
}

func (s xfSkin) help(c *Ctx) string {
	main := fmt.Sprintf(`<div class="block"><div class="block-container"><div class="block-body block-row"><p>You must read and agree to these terms and rules before using the site. By using the forum you agree to its <a href="%s">privacy policy</a> and to the use of <a href="%s">cookies</a>.</p><p>Please be civil to other members and stay on topic.</p></div></div></div>`,
		c.Href("help/privacy-policy/"), c.Href("help/cookies/"))
	return s.frame(c, xfPageSpec{title: "Help", template: "help_page", main: main, crumbs: []xfCrumb{{"Help", "help/"}}})
}

func (s xfSkin) rss(c *Ctx, ts []*Thread) Response {
	return Response{Status: http.StatusOK, ContentType: "application/atom+xml; charset=utf-8",
		Body: atomFeed(c, ts), Info: Info{Type: TypeOther}}
}
