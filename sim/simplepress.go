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

// Simple:Press 6 (the WordPress forum plugin) with its Default theme on a
// WordPress site that keeps its own front page, pages and blog posts at the
// host root: the forum lives on the site's "Forum" page, forum/, the
// plugin's default, and every forum page is that WordPress page around
// Simple:Press's output. Categories are Simple:Press groups, boards its
// forums and sub-forums. Forum slugs are unique over the board and a
// sub-forum's permalink slug is its parent's and its own (parent/child);
// topic slugs are unique over the board. Forum ids run in display order,
// topic and post ids in posting order (feeds and post anchors carry them);
// members are WordPress users, the administrator (id 1) first. Guests read
// everything and post nothing: the header's login form posts to WordPress's
// wp-login.php, each topic's "Log in to reply" link names the topic as its
// redirect_to, and the profile form (profile/, profile/NAME/edit/) is the
// plugin's own access-denied page. Defaults: 12 topics a forum page, 20 posts
// a topic page, 15 members a page; profiles are pages (not the popup). The
// page bar is spPageLinks: the first page, a previous arrow, two pages either
// side, a next arrow and the last page; page 1 has no page-1/. A topic named
// under another forum 301s to its own forum (a moved topic); page-0/ and
// page-1/ render page 1 in place, a page past the end is an empty list.
// URL scheme (mount-relative, the mount being the host root):
//
//	forum/                                  entry: the group view, every group with its forums, then the recent posts list
//	forum/?group=G                          one group's forums, the breadcrumb's group link (index)
//	forum/FORUM/[page-N/]                   forum, 12 topics a page, stickies first (index); a sub-forum is forum/PARENT/CHILD/
//	forum/FORUM/TOPIC/[page-N/]             topic, 20 posts a page (thread); a longer path is read by its last two slugs
//	forum/FORUM/TOPIC/[page-N/]#pP          a post: last-post links, the post permalink button, recent posts, feeds
//	forum/newposts/                         recent posts: the 30 most recently active topics, each to its newest post (other)
//	forum/members/[page-N/]                 members, by name, 15 a page (other)
//	forum/profile/NAME/                     a member's profile (other); profile/ and profile/NAME/edit/ are the login wall (other)
//	forum/?forum=all&value=V&type=T&include=I&search=N   search, 12 topics a page; type 1-3 words, 4 a member's posts,
//	                                        5 a member's topics (value his id) (other); search= without forum= dies: an empty page
//	forum/rss/[?group=G], forum/FORUM/rss/, forum/FORUM/TOPIC/rss/   RSS of the newest posts (other)
//	wp-login.php[?action=register|lostpassword][&redirect_to=URL]   WordPress's login, register and password forms (other)
//	"" (the blog), about/, contact/, privacy-policy/, POST/, category/CAT/, feed/, ?p=ID (301)   the WordPress site (other)
//
// Paths without their trailing slash 301 to it, as WordPress does; unknown
// forums and topics are the plugin's "not found" message with status 404.
func simplepress() *Package {
	return &Package{
		Name: "simplepress", Software: "Simple:Press 6 (Default theme) on WordPress 6.4", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.2, Threads: [2]int{14, 38},
			Posts: [2]int{1, 22}, LongThreadChance: 0.1, ThreadsPerPage: 12, PostsPerPage: 20, Users: 70,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.05},
		Mount: "/", Seed: 6143, Unseen: true,
		Robots: "User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n",
		Skin:   sprSkin{},
	}
}

// sprSkin renders Simple:Press 6 inside a WordPress site.
type sprSkin struct{}

const (
	sprSite     = "Millbrook Commons"
	sprTagline  = "Village news, guides and a friendly forum"
	sprHome     = "forum/" // the forum's WordPress page
	sprPageID   = 5        // that page's post id
	sprVersion  = "6.8.4"
	sprWP       = "6.4.3"
	sprMembers  = 15 // members list page size
	sprRecent   = 30 // recent posts list
	sprPnShow   = 2  // pages either side of the current one in the page bar
	sprPlugin   = "/wp-content/plugins/simple-press"
	sprTheme    = "/wp-content/themes/twentytwentyone"
	sprIcons    = "/wp-content/sp-resources/forum-themes/default/images/"
	sprPostDate = "January 2, 2006 3:04 pm"
)

// sprReserved are the plugin's routes below the forum page: forum slugs avoid them.
var sprReserved = []string{"members", "profile", "rss", "newposts"}

// sprPages are the site's WordPress pages besides the forum's.
var sprPages = []struct {
	id          int
	path, title string
}{{2, "about/", "About"}, {3, "privacy-policy/", "Privacy Policy"}, {9, "contact/", "Contact"}}

var sprBlogCats = []struct{ slug, name string }{{"uncategorized", "Uncategorized"}, {"news", "News"}, {"projects", "Projects"}}

type sprBlogPost struct {
	id          int
	slug, title string
	cat         int
	at          time.Time
	body        []string
}

// sprTables are what the skin derives from a world.
type sprTables struct {
	o       idOrder
	fslug   map[*Board]string // forum_slug
	plink   map[*Board]string // permalink_slug: parent/child for sub-forums
	forumBy map[string]*Board
	tslug   map[*Thread]string
	topicBy map[string]*Thread
	userBy  map[string]*User // lower-case login
	members []*User          // by name
	newest  *User
	recent  []*Thread // newest last post first
	blog    []*sprBlogPost
	blogBy  map[string]*sprBlogPost
}

func sprTab(w *World) *sprTables {
	return w.Derived("simplepress", func() any {
		d := &sprTables{o: newIDOrder(w), fslug: map[*Board]string{}, plink: map[*Board]string{}, forumBy: map[string]*Board{},
			tslug: map[*Thread]string{}, topicBy: map[string]*Thread{}, userBy: map[string]*User{}, blogBy: map[string]*sprBlogPost{}}
		names := slices.Clone(sprReserved)
		for _, b := range w.Boards {
			names = append(names, wfSlug(b.Name, "forum"))
		}
		for i, sl := range uniqueSlugs(names)[len(sprReserved):] {
			b := w.Boards[i]
			d.fslug[b], d.forumBy[sl] = sl, b
		}
		for _, b := range w.Boards {
			parts := []string{}
			for _, x := range b.Trail() {
				parts = append(parts, d.fslug[x])
			}
			d.plink[b] = strings.Join(parts, "/")
		}
		titles := make([]string, len(d.o.threads))
		for i, t := range d.o.threads {
			titles[i] = wfSlug(t.Title, "topic")
		}
		for i, sl := range uniqueSlugs(titles) {
			t := d.o.threads[i]
			d.tslug[t], d.topicBy[sl] = sl, t
		}
		for _, u := range w.Users {
			d.userBy[strings.ToLower(u.Name)] = u
			if d.newest == nil || u.Joined.After(d.newest.Joined) {
				d.newest = u
			}
		}
		d.members = slices.Clone(w.Users)
		slices.SortStableFunc(d.members, func(a, b *User) int {
			return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
		})
		d.recent = w.ThreadsByActivity()

		g := text.New(w.Seed+202, w.Shape.Lang)
		slugs := []string{"about", "privacy-policy", "contact", "forum", "category", "feed", "wp-login.php"}
		reserved := len(slugs)
		for i := range 6 {
			topic := w.Categories[i%len(w.Categories)].Topic
			p := &sprBlogPost{id: 40 - 4*i, title: g.Title(topic), cat: 1 + g.Intn(len(sprBlogCats)-1),
				at: w.Now.Add(-time.Duration(30+i*17*24+g.Intn(150)) * time.Hour), body: g.Paragraphs(topic, 3+g.Intn(3), 0.2)}
			if i == 5 {
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
	}).(*sprTables)
}

// sprUID is a member's WordPress user id: the administrator is 1.
func sprUID(u *User) int { return u.ID + 1 }

func (sprSkin) Entry() string { return sprHome }

// sprPaged is build_url()'s paging: page-N/ after the path for pages past the first.
func sprPaged(base string, p int) string {
	if p > 1 {
		return fmt.Sprintf("%spage-%d/", base, p)
	}
	return base
}

func (s sprSkin) forumURL(b *Board) string { return sprHome + sprTab(b.World).plink[b] + "/" }

func (s sprSkin) BoardURL(b *Board, p int) string { return sprPaged(s.forumURL(b), p) }

func (s sprSkin) topicURL(t *Thread) string {
	d := sprTab(t.Board.World)
	return sprHome + d.plink[t.Board] + "/" + d.tslug[t] + "/"
}

func (s sprSkin) ThreadURL(t *Thread, p int) string { return sprPaged(s.topicURL(t), p) }

// postURL is build_url() with a post id: the page holding the post and its anchor.
func (s sprSkin) postURL(c *Ctx, d *sprTables, p *Post) string {
	return s.ThreadURL(p.Thread, PageOf(p.Index, c.W.Shape.PostsPerPage)) + fmt.Sprintf("#p%d", d.o.postID[p])
}

func (s sprSkin) profileURL(u *User) string {
	return sprHome + "profile/" + url.QueryEscape(u.Name) + "/"
}

func sprGroupURL(cat *Category) string { return fmt.Sprintf("%s?group=%d", sprHome, cat.ID) }

// sprSearchURL is a search's page n, spelt as the search form and its page bar spell it.
func sprSearchURL(value string, typ, include, n int) string {
	return fmt.Sprintf("%s?forum=all&value=%s&type=%d&include=%d&search=%d", sprHome, url.QueryEscape(value), typ, include, n)
}

// loginURL is WordPress's login form, back to rel afterwards.
func (s sprSkin) loginURL(c *Ctx, rel string) string {
	return "wp-login.php?redirect_to=" + url.QueryEscape(c.URL(rel))
}

// Serve answers the site: the forum below forum/, WordPress elsewhere.
func (s sprSkin) Serve(c *Ctx) Response {
	d := sprTab(c.W)
	if rest, ok := strings.CutPrefix(c.Path, sprHome); ok {
		return s.forum(c, d, rest)
	}
	return s.wordpress(c, d)
}

// forum routes a request below forum/ as the plugin's rewrite rules and page_vars() do.
func (s sprSkin) forum(c *Ctx, d *sprTables, rest string) Response {
	other := Info{Type: TypeOther}
	if rest != "" && !strings.HasSuffix(rest, "/") {
		if r, ok := addSlash(c, s.Serve); ok {
			return r
		}
		return s.notFound(c, d)
	}
	// page_vars() stops dead on a search without its forum argument.
	if c.Query.Has("search") && c.Query.Get("forum") == "" {
		return c.Page(other, "")
	}
	if c.Query.Has("search") && c.Query.Get("value") != "" {
		return s.search(c, d)
	}
	segs := strings.Split(strings.TrimSuffix(rest, "/"), "/")
	if rest == "" {
		if c.Query.Has("group") {
			id, _ := strconv.Atoi(c.Query.Get("group"))
			if id >= 1 && id <= len(c.W.Categories) {
				cat := c.W.Categories[id-1]
				return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: sprGroupURL(cat)},
					s.frame(c, d, sprPage{forum: true, title: cat.Name, canon: sprGroupURL(cat), crumbs: s.crumbs(c, d, cat, nil, nil, ""), body: s.groupView(c, d, []*Category{cat}, false)}))
			}
			return c.Page(other, s.frame(c, d, sprPage{forum: true, title: "Forum", crumbs: s.crumbs(c, d, nil, nil, nil, ""),
				body: sprMessage("The requested group does not exist or you do not have permission to view it")}))
		}
		return c.Page(Info{Type: TypeEntry, Canonical: sprHome}, s.frame(c, d, sprPage{forum: true, title: "Forum", canon: sprHome,
			crumbs: s.crumbs(c, d, nil, nil, nil, ""), body: s.groupView(c, d, c.W.Categories, true)}))
	}
	switch segs[0] {
	case "newposts":
		if len(segs) == 1 {
			return s.newPosts(c, d)
		}
	case "members":
		if len(segs) == 1 {
			return s.members(c, d, 1)
		}
		if n, ok := sprPageNum(segs[1]); ok && len(segs) == 2 {
			return s.members(c, d, n)
		}
	case "profile":
		switch {
		case len(segs) == 1 || len(segs) == 3 && segs[2] == "edit":
			return s.denied(c, d)
		case len(segs) == 2:
			name, _ := url.QueryUnescape(segs[1])
			if u := d.userBy[strings.ToLower(name)]; u != nil {
				return s.profile(c, d, u)
			}
			return s.notFound(c, d)
		}
	case "rss":
		if len(segs) <= 2 {
			return s.feed(c, d, nil, nil)
		}
	}
	return s.forumOrTopic(c, d, segs)
}

// sprPageNum reads page-N.
func sprPageNum(seg string) (int, bool) {
	num, ok := strings.CutPrefix(seg, "page-")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(num)
	return n, err == nil
}

// forumOrTopic answers forum and topic paths: a trailing page-N/ or rss/[KEY/]
// comes off, then the last slug is a forum, or a topic under the slug before it.
func (s sprSkin) forumOrTopic(c *Ctx, d *sprTables, segs []string) Response {
	page, feed := 1, false
	n := len(segs)
	switch {
	case n >= 2 && segs[n-1] == "rss":
		feed, segs = true, segs[:n-1]
	case n >= 3 && segs[n-2] == "rss":
		feed, segs = true, segs[:n-2]
	case n >= 2:
		if p, ok := sprPageNum(segs[n-1]); ok {
			page, segs = max(p, 1), segs[:n-1]
		}
	}
	n = len(segs)
	last := strings.ToLower(segs[n-1])
	if b := d.forumBy[last]; b != nil {
		if feed {
			return s.feed(c, d, b, nil)
		}
		if page > b.Pages(c.W.Shape.ThreadsPerPage) {
			return c.Page(Info{Type: TypeOther}, s.forumPage(c, d, b, page))
		}
		return c.Page(boardInfo(s, b, page), s.forumPage(c, d, b, page))
	}
	t := d.topicBy[last]
	if n < 2 || t == nil {
		return s.notFound(c, d)
	}
	if !strings.EqualFold(segs[n-2], d.fslug[t.Board]) {
		// A moved topic: the plugin sends the old address to the topic's forum.
		target := s.ThreadURL(t, page)
		if feed {
			target = s.topicURL(t) + "rss/"
		}
		info := Info{Type: TypeOther}
		if !feed && page <= t.Pages(c.W.Shape.PostsPerPage) {
			info = threadInfo(s, t, page)
		}
		return Response{Status: http.StatusMovedPermanently, Location: target, Info: info}
	}
	if feed {
		return s.feed(c, d, nil, t)
	}
	if page > t.Pages(c.W.Shape.PostsPerPage) {
		return c.Page(Info{Type: TypeOther}, s.topicPage(c, d, t, page))
	}
	return c.Page(threadInfo(s, t, page), s.topicPage(c, d, t, page))
}

// sprPage is one page of the site, for the frame around it.
type sprPage struct {
	title  string
	forum  bool   // the plugin's output inside the Forum page, or a page of the WordPress site
	canon  string // the view's canonical URL, sp_canonical_url(); "" for the request's path
	crumbs string
	body   string
	wpID   int
	class  string
}

// sprHref is a mount-relative URL as esc_url() prints it: ampersands as &#038;.
func sprHref(c *Ctx, rel string) string { return strings.ReplaceAll(c.Href(rel), "&amp;", "&#038;") }

func (s sprSkin) frame(c *Ctx, d *sprTables, p sprPage) string {
	var h strings.Builder
	title := Esc(p.title) + " &#8211; " + sprSite
	if p.title == "" {
		title = sprSite + " &#8211; " + sprTagline
	}
	fmt.Fprintf(&h, `<!doctype html>
<html lang="en-US" >
<head>
	<meta charset="UTF-8" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>%s</title>
<meta name='robots' content='max-image-preview:large' />
<link rel="alternate" type="application/rss+xml" title="%s &raquo; Feed" href="%s" />
<link rel="alternate" type="application/rss+xml" title="%s &raquo; Comments Feed" href="%s" />
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css?ver=%s' media='all' />
`, title, sprSite, c.Href("feed/"), sprSite, c.Href("comments/feed/"), sprWP)
	wpID := p.wpID
	class := p.class
	if p.forum {
		wpID = sprPageID
		class = fmt.Sprintf("page-template-default page page-id-%d wp-embed-responsive is-light-theme no-js singular has-main-navigation simplepress", sprPageID)
		canon := p.canon
		if canon == "" {
			canon = c.Path
		}
		fmt.Fprintf(&h, `<link rel='stylesheet' id='sp-theme-css' href='%s/sp-resources/forum-themes/default/styles/default.php?ver=%s' media='all' />
<link rel="canonical" href="%s" />
`, "/wp-content", sprVersion, sprHref(c, canon))
	}
	fmt.Fprintf(&h, `<link rel='stylesheet' id='twenty-twenty-one-style-css' href='%s/style.css?ver=2.1' media='all' />
%s<link rel="https://api.w.org/" href="%s" />
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="%s" />
<meta name="generator" content="WordPress %s" />
`, sprTheme, c.Styles(20), c.Href("wp-json/"), c.Href("xmlrpc.php?rsd"), sprWP)
	if wpID > 0 {
		fmt.Fprintf(&h, "<link rel='shortlink' href='%s' />\n", c.Href(fmt.Sprintf("?p=%d", wpID)))
	}
	fmt.Fprintf(&h, `%s</head>

<body class="%s">
<div id="page" class="site">
	<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
	<header id="masthead" class="site-header has-title-and-tagline has-menu">
		<div class="site-branding">
			<p class="site-title"><a href="%s" rel="home">%s</a></p>
			<p class="site-description">%s</p>
		</div>
		<nav id="site-navigation" class="primary-navigation" aria-label="Primary menu">
			<div class="primary-menu-container"><ul id="primary-menu-list" class="menu-wrapper">`, c.Scripts(8), class, c.Href(""), sprSite, sprTagline)
	for _, m := range []struct{ href, title string }{{"", "Home"}, {"about/", "About"}, {sprHome, "Forum"}, {"contact/", "Contact"}} {
		cur := ""
		if m.href == c.Path || p.forum && m.href == sprHome {
			cur = ` current-menu-item`
		}
		fmt.Fprintf(&h, `<li class="menu-item menu-item-type-post_type%s"><a href="%s">%s</a></li>`, cur, c.Href(m.href), m.title)
	}
	h.WriteString(`</ul></div>
		</nav>
	</header>
	<div id="content" class="site-content">
		<div id="primary" class="content-area">
			<main id="main" class="site-main">
`)
	if p.forum {
		fmt.Fprintf(&h, `<article id="post-%d" class="post-%d page type-page status-publish hentry entry">
	<header class="entry-header alignwide"><h1 class="entry-title">Forum</h1></header>
	<div class="entry-content">
<div id="spMainContainer">
<div id="spHeadContainer" class="spHeadContainer">
%s%s
</div>
<div id="spBodyContainer" class="spBodyContainer">
%s
</div>
<div id="spFootContainer" class="spFootContainer">
%s
</div>
</div>
	</div>
</article>
`, sprPageID, sprPageID, s.head(c), p.crumbs, p.body, s.foot(c, d))
	} else {
		h.WriteString(p.body)
	}
	fmt.Fprintf(&h, `			</main>
		</div>
	</div>
	<aside class="widget-area">
		<section class="widget widget_block"><h2>Recent Posts</h2><ul class="wp-block-latest-posts__list wp-block-latest-posts">`)
	for _, bp := range d.blog {
		fmt.Fprintf(&h, `<li><a class="wp-block-latest-posts__post-title" href="%s">%s</a></li>`, c.Href(bp.slug+"/"), Esc(bp.title))
	}
	h.WriteString(`</ul></section>
		<section class="widget widget_block"><h2>Categories</h2><ul class="wp-block-categories-list wp-block-categories">`)
	for i, cat := range sprBlogCats {
		if s.inCategory(d, i) > 0 {
			fmt.Fprintf(&h, `<li class="cat-item"><a href="%s">%s</a></li>`, c.Href("category/"+cat.slug+"/"), cat.name)
		}
	}
	fmt.Fprintf(&h, `</ul></section>
	</aside>
	<footer id="colophon" class="site-footer">
		<div class="site-info">
			<div class="site-name"><a href="%s">%s</a></div>
			<div class="privacy-policy"><a class="privacy-policy-link" href="%s" rel="privacy-policy">Privacy Policy</a></div>
			<div class="powered-by">Proudly powered by <a href="https://wordpress.org/">WordPress</a>.</div>
		</div>
	</footer>
</div>
</body>
</html>
`, c.Href(""), sprSite, c.Href("privacy-policy/"))
	return h.String()
}

func (s sprSkin) inCategory(d *sprTables, cat int) int {
	n := 0
	for _, p := range d.blog {
		if p.cat == cat {
			n++
		}
	}
	return n
}

// head is spHead.php: the guest's login form, the search form and the buttons.
func (s sprSkin) head(c *Ctx) string {
	return fmt.Sprintf(`<div id="spLoginForm" class="spForm" style="display:none">
<form action="%s" method="post" name="loginform" id="loginform">
<label for="log">Login Name</label><input type="text" class="spControl" id="log" name="log" value="" size="15" />
<label for="login_password">Password</label><input type="password" class="spControl" id="login_password" name="pwd" value="" size="15" />
<input type="checkbox" id="rememberme" name="rememberme" value="forever" /><label for="rememberme">Remember Me</label>
<input type="submit" class="spSubmit" name="submit" id="submit" value="Log In" />
<input type="hidden" name="redirect_to" value="%s" />
</form>
<p class="spLoginLinks"><a class="spLink" href="%s">Lost Password</a> | <a class="spLink" href="%s">Register</a></p>
</div>
<div id="spSearchContainer" class="spSearchSection">
<form action="%s" method="get" id="searchform" name="sfsearch">
<input type="hidden" name="forum" value="all" /><input type="hidden" name="search" value="1" />
<input type="text" id="searchvalue" class="spControl" size="20" name="value" value="" placeholder="Search..." />
<select name="type" class="spControl"><option value="1">Match any word</option><option value="2">Match all words</option><option value="3">Match phrase</option></select>
<select name="include" class="spControl"><option value="1">Posts</option><option value="2">Titles</option><option value="3">Posts and titles</option></select>
<input type="submit" class="spSubmit" value="Search" />
</form>
</div>
<div class="spButtonBar">
<a class="spButton spLogInOut" id="spLoginButton" rel="nofollow" data-form="spLoginForm">Log In</a>
<a class="spButton" id="spRegisterButton" rel="nofollow" href="%s">Register</a>
<a class="spButton" id="spMemberListButton" href="%s">Members</a>
<a class="spButton" id="spRecentPostsButton" href="%s">Recent Posts</a>
</div>
`, c.Href("wp-login.php"), Esc(c.URL(c.Path)), sprHref(c, "wp-login.php?action=lostpassword"), sprHref(c, "wp-login.php?action=register"),
		c.Href(sprHome), sprHref(c, "wp-login.php?action=register"), c.Href(sprHome+"members/"), c.Href(sprHome+"newposts/"))
}

// crumbs is sp_BreadCrumbs() with the group link on: the site, the forum page,
// the group, the parent forums, the forum, then the topic or the page named.
func (s sprSkin) crumbs(c *Ctx, d *sprTables, cat *Category, b *Board, t *Thread, named string) string {
	icon := `<img class="spIcon" src="` + sprIcons + `sp_ArrowRight.png" alt="" />`
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="spBreadCrumbs" class="spBreadCrumbs"><a class="spLink" href="%s">%sHome</a><a class="spLink" href="%s">%sForum</a>`,
		c.Href(""), icon, c.Href(sprHome), icon)
	if b != nil {
		cat = b.Category
	}
	if cat != nil {
		fmt.Fprintf(&h, `%s<a class="spLink" href="%s">%s</a>`, icon, sprHref(c, sprGroupURL(cat)), Esc(cat.Name))
	}
	if b != nil {
		for _, x := range b.Trail() {
			fmt.Fprintf(&h, `%s<a class="spLink" href="%s">%s</a>`, icon, c.Href(s.forumURL(x)), Esc(x.Name))
		}
	}
	if t != nil {
		fmt.Fprintf(&h, `%s<a class="spLink" href="%s">%s</a>`, icon, c.Href(s.topicURL(t)), Esc(t.Title))
	}
	if named != "" {
		h.WriteString(icon + named)
	}
	h.WriteString("</div>\n")
	return h.String()
}

// foot is spFoot.php: the statistics, the newest member and the credit.
func (s sprSkin) foot(c *Ctx, d *sprTables) string {
	w := c.W
	return fmt.Sprintf(`<div id="spForumStats" class="spStatsSection">
<div class="spColumnSection"><p class="spForumStatsTitle">Forum Stats:</p><p>Groups: %d</p><p>Forums: %d</p><p>Topics: %s</p><p>Posts: %s</p></div>
<div class="spColumnSection"><p class="spMembershipStatsTitle">Membership:</p><p>There are %d Members</p><p>There are 0 Admins</p><p>There is 1 Moderator</p></div>
<div class="spColumnSection"><p class="spNewestMembersTitle">Newest Members:</p><p><a class="spLink spProfilePage" href="%s">%s</a></p></div>
<div class="spColumnSection"><p class="spOnlineStatsTitle">Currently Online:</p><p>Guest(s) %d</p></div>
</div>
<div id="spAck" class="spAck"><a href="https://simple-press.com" rel="nofollow">Simple:Press</a> Version %s &copy; 2006-2026</div>
<div id="spTimeZone" class="spTimeZone">Forum Timezone: UTC 0</div>
`, len(w.Categories), len(w.Boards), thousands(len(w.Threads), ","), thousands(len(w.Posts), ","), len(w.Users), c.Href(s.profileURL(d.newest)), Esc(d.newest.Name),
		1+int(Hash("guests", c.Path)%9), sprVersion)
}

// sprMessage is the plugin's notice box.
func sprMessage(msg string) string {
	return `<div id="spMessage" class="spMessage"><p>` + msg + "</p></div>\n"
}

// userLink is sp_attach_user_profile_link() with profiles as pages.
func (s sprSkin) userLink(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s" class="spLink spProfilePage" title="%s">%s</a>`, c.Href(s.profileURL(u)), Esc(u.Name), Esc(u.Name))
}

// pageLinks is the page bar: "Page:", the first page and a previous arrow when
// the window misses them, sprPnShow pages either side, a next arrow and the last.
func (s sprSkin) pageLinks(c *Ctx, cur, total int, link func(int) string) string {
	if total <= 1 {
		return ""
	}
	a := func(n int, label, class string) string {
		return fmt.Sprintf(`<a href="%s" class="spPageLinks%s" title="Jump to page %d">%s</a>`, sprHref(c, link(n)), class, n, label)
	}
	var h strings.Builder
	h.WriteString(`<div class="spPageLinks">Page: `)
	lo, hi := max(1, cur-sprPnShow), min(total, cur+sprPnShow)
	if lo > 1 {
		h.WriteString(a(1, "1", ""))
		h.WriteString(a(cur-1, `<img class="spIcon" src="`+sprIcons+`sp_ArrowLeft.png" alt="" />`, " spIcon"))
	}
	for n := lo; n <= hi; n++ {
		if n == cur {
			fmt.Fprintf(&h, `<span class="spPageLinks spCurrent">%d</span>`, n)
		} else {
			h.WriteString(a(n, strconv.Itoa(n), ""))
		}
	}
	if hi < total {
		h.WriteString(a(cur+1, `<img class="spIcon" src="`+sprIcons+`sp_ArrowRight.png" alt="" />`, " spIcon"))
		h.WriteString(a(total, strconv.Itoa(total), ""))
	}
	h.WriteString("</div>\n")
	return h.String()
}

// inRowPages is sp_ForumIndexPageLinks / sp_TopicIndexPageLinks: the first
// showLinks pages of a forum or topic in its row, then its last.
func (s sprSkin) inRowPages(c *Ctx, total int, link func(int) string) string {
	if total <= 1 {
		return ""
	}
	var h strings.Builder
	h.WriteString(`<div class="spInRowPageLinks"><img class="spIconSmall" src="` + sprIcons + `sp_ArrowRightSmall.png" alt="" />`)
	for n := 1; n <= min(total, 4); n++ {
		fmt.Fprintf(&h, `<a href="%s" class="spInRowForumPageLink" title="Jump to page %d">%d</a>`, c.Href(link(n)), n, n)
	}
	if total > 4 {
		fmt.Fprintf(&h, `&hellip;<a href="%s" class="spInRowForumPageLink" title="Jump to page %d">%d</a>`, c.Href(link(total)), total, total)
	}
	h.WriteString("</div>")
	return h.String()
}

// lastPost is a row's last post: its topic to the post, its author and time.
func (s sprSkin) lastPost(c *Ctx, d *sprTables, p *Post, withTopic bool) string {
	if p == nil {
		return `<div class="spInRowLastPostLink">No Topics</div>`
	}
	title := ""
	if withTopic {
		title = fmt.Sprintf(`<a class="spLink" href="%s" title="Go to this post">%s</a><br />`, c.Href(s.postURL(c, d, p)), Esc(clip(p.Thread.Title, 40)))
	}
	return fmt.Sprintf(`<div class="spInRowLastPostLink">%s<span class="spInRowDate">%s</span> by %s <a class="spLink" href="%s"><img class="spIcon" src="%ssp_ArrowRight.png" alt="" /></a></div>`,
		title, p.Time.Format(sprPostDate), s.userLink(c, p.Author), c.Href(s.postURL(c, d, p)), sprIcons)
}

// groupView is spGroupView.php: each group's header and forums; the whole index adds the recent posts list.
func (s sprSkin) groupView(c *Ctx, d *sprTables, cats []*Category, recent bool) string {
	var h strings.Builder
	per := c.W.Shape.ThreadsPerPage
	h.WriteString(`<div id="spGroupView" class="spListSection">` + "\n")
	for _, cat := range cats {
		fmt.Fprintf(&h, `<div id="eachGroup%d" class="spGroupViewSection">
<div class="spGroupViewHeader"><img id="spGroupHeaderIcon%d" class="spHeaderIcon" src="%ssp_GroupIcon.png" alt="" />
<div id="spGroupHeaderName%d" class="spHeaderName">%s</div>
<a class="spLink spRight" id="spGroupHeaderRSSButton%d" title="Subscribe to the RSS feed for this forum group" rel="nofollow" href="%s"><img class="spIcon" src="%ssp_Feed.png" alt="" />RSS</a>
<div class="spHeaderDescription">Everything about %s.</div></div>
<div id="forumlist%d" class="spGroupForumContainer">
`, cat.ID, cat.ID, sprIcons, cat.ID, Esc(cat.Name), cat.ID, sprHref(c, fmt.Sprintf("%srss/?group=%d", sprHome, cat.ID)), sprIcons, Esc(strings.ToLower(cat.Name)), cat.ID)
		for _, b := range cat.Boards {
			fmt.Fprintf(&h, `<div id="eachForum%d" class="spGroupForumSection">
<img id="spForumIndexIcon%d" class="spRowIcon" src="%ssp_ForumIcon.png" alt="" />
<a href="%s" id="spForumIndexName%d" class="spRowName" title="Browse topics in %s">%s</a>
<div class="spRowDescription">%s</div>
%s
<div class="spInRowCount">Topics: %d &nbsp; Posts: %d</div>
`, b.ID, b.ID, sprIcons, c.Href(s.forumURL(b)), b.ID, Esc(b.Name), Esc(b.Name), Esc(b.Description),
				s.inRowPages(c, b.Pages(per), func(n int) string { return s.BoardURL(b, n) }), b.AllThreads(), b.AllPosts())
			if len(b.Children) > 0 {
				h.WriteString(`<div class="spInRowSubForums">Subforums: `)
				for _, ch := range b.Children {
					fmt.Fprintf(&h, `<img class="spIconSmall" src="%ssp_SubForumIcon.png" alt="" /><a href="%s" class="spInRowSubForumlink" title="Browse topics in %s">%s</a> `, sprIcons, c.Href(s.forumURL(ch)), Esc(ch.Name), Esc(ch.Name))
				}
				h.WriteString("</div>\n")
			}
			h.WriteString(s.lastPost(c, d, b.Latest(), true))
			h.WriteString("\n</div>\n")
		}
		h.WriteString("</div>\n</div>\n")
	}
	h.WriteString("</div>\n")
	if recent {
		h.WriteString(`<div id="spRecentPostList" class="spRecentPostSection"><div class="spMessage">Most Recent Topics With Unread Posts</div>` + "\n")
		for _, t := range d.recent[:min(10, len(d.recent))] {
			fmt.Fprintf(&h, `<div class="spListSection"><a class="spLink" href="%s">%s</a> in <a class="spLink" href="%s">%s</a> %s</div>
`, c.Href(s.topicURL(t)), Esc(t.Title), c.Href(s.forumURL(t.Board)), Esc(t.Board.Name), s.lastPost(c, d, t.LastPost(), false))
		}
		h.WriteString("</div>\n")
	}
	return h.String()
}

// topicRow is one topic of spForumView.php's list.
func (s sprSkin) topicRow(c *Ctx, d *sprTables, t *Thread) string {
	status := ""
	if t.Sticky {
		status = `<img class="spIcon" src="` + sprIcons + `sp_TopicStatusPin.png" title="This topic is pinned" alt="" />`
	}
	first := t.Posts[0]
	return fmt.Sprintf(`<div id="eachTopic%d" class="spTopicListSection">
<img class="spRowIcon" src="%ssp_TopicIcon.png" alt="" />%s
<a href="%s" id="spTopicIndexName%d" class="spRowName" title="%s">%s</a>
%s
<div class="spInRowStartedBy">Started by: %s <span class="spInRowDate">%s</span></div>
<div class="spInRowCount">Posts: %d &nbsp; Views: %d</div>
%s
</div>
`, d.o.threadID[t], sprIcons, status, c.Href(s.topicURL(t)), d.o.threadID[t], Esc(clip(strings.Join(first.Body, " "), 120)), Esc(t.Title),
		s.inRowPages(c, t.Pages(c.W.Shape.PostsPerPage), func(n int) string { return s.ThreadURL(t, n) }),
		s.userLink(c, t.Author), first.Time.Format(sprPostDate), len(t.Posts), t.Views, s.lastPost(c, d, t.LastPost(), false))
}

// forumPage is spForumView.php: the forum's header, its sub-forums, then its topics.
func (s sprSkin) forumPage(c *Ctx, d *sprTables, b *Board, page int) string {
	var h strings.Builder
	per := c.W.Shape.ThreadsPerPage
	fmt.Fprintf(&h, `<div id="spForumView" class="spForumViewSection">
<div class="spForumViewHeader"><img class="spHeaderIcon" src="%ssp_ForumIcon.png" alt="" /><div class="spHeaderName">%s</div>
<a class="spLink spRight" title="Subscribe to the RSS feed for this forum" rel="nofollow" href="%s"><img class="spIcon" src="%ssp_Feed.png" alt="" />RSS</a>
<div class="spHeaderDescription">%s</div></div>
`, sprIcons, Esc(b.Name), c.Href(s.forumURL(b)+"rss/"), sprIcons, Esc(b.Description))
	if len(b.Children) > 0 {
		h.WriteString(`<div class="spSubForumSection">` + "\n")
		for _, ch := range b.Children {
			fmt.Fprintf(&h, `<div class="spSubForumRow"><a href="%s" class="spRowName" title="Browse topics in %s">%s</a><div class="spRowDescription">%s</div><div class="spInRowCount">Topics: %d</div>%s</div>
`, c.Href(s.forumURL(ch)), Esc(ch.Name), Esc(ch.Name), Esc(ch.Description), len(ch.Threads), s.lastPost(c, d, ch.Latest(), true))
		}
		h.WriteString("</div>\n")
	}
	pager := s.pageLinks(c, page, b.Pages(per), func(n int) string { return s.BoardURL(b, n) })
	h.WriteString(pager)
	ts := Page(b.Threads, page, per)
	if len(ts) == 0 {
		h.WriteString(sprMessage("There are no topics in this forum"))
	}
	for _, t := range ts {
		h.WriteString(s.topicRow(c, d, t))
	}
	h.WriteString(pager)
	fmt.Fprintf(&h, `<div class="spMessage">You must be <a class="spLink" rel="nofollow" href="%s">logged in</a> to start a new topic</div>
</div>
`, sprHref(c, s.loginURL(c, s.BoardURL(b, page))))
	return s.frame(c, d, sprPage{forum: true, title: b.Name, canon: s.BoardURL(b, page), crumbs: s.crumbs(c, d, nil, b, nil, ""), body: h.String()})
}

// topicPage is spTopicView.php: the topic's header, its posts, the page bar and the login prompt.
func (s sprSkin) topicPage(c *Ctx, d *sprTables, t *Thread, page int) string {
	var h strings.Builder
	per := c.W.Shape.PostsPerPage
	fmt.Fprintf(&h, `<div id="spTopicView" class="spTopicViewSection">
<div class="spTopicViewHeader"><img class="spHeaderIcon" src="%ssp_TopicIcon.png" alt="" /><div class="spHeaderName">%s</div>
<a class="spLink spRight" title="Subscribe to the RSS feed for this topic" rel="nofollow" href="%s"><img class="spIcon" src="%ssp_Feed.png" alt="" />RSS</a></div>
`, sprIcons, Esc(t.Title), c.Href(s.topicURL(t)+"rss/"), sprIcons)
	pager := s.pageLinks(c, page, t.Pages(per), func(n int) string { return s.ThreadURL(t, n) })
	h.WriteString(pager)
	ps := Page(t.Posts, page, per)
	if len(ps) == 0 {
		h.WriteString(sprMessage("There are no posts in this topic"))
	}
	for _, p := range ps {
		id := d.o.postID[p]
		sig := ""
		if sg := signature(p.Author); sg != "" {
			sig = `<div class="spPostUserSignature">` + Esc(sg) + `</div>`
		}
		fmt.Fprintf(&h, `<div id="p%d" class="spTopicPostSection spOdd">
<div class="spUserSection"><img class="spAvatar" src="https://secure.gravatar.com/avatar/%016x?s=50&amp;d=mm" alt="" />
<div class="spPostUserName">%s</div><div class="spPostUserRank">%s</div><div class="spPostUserPosts">Posts: %d</div><div class="spPostUserRegistered">Member Since:<br />%s</div></div>
<div class="spPostSection"><div class="spPostIndexNumber">%d</div><div class="spPostUserDate">%s</div>
<a class="spButton" id="spPostIndexPermalink%d" title="The post permalink" rel="nofollow" href="%s"><img class="spIcon" src="%ssp_Permalink.png" alt="" /></a>
<div class="spPostContent">`, id, Hash("avatar", p.Author.ID), s.userLink(c, p.Author), rank(p.Author), p.Author.Posts, p.Author.Joined.Format("January 2, 2006"),
			p.Index+1, p.Time.Format(sprPostDate), id, c.Href(s.postURL(c, d, p)), sprIcons)
		for _, para := range p.Body {
			fmt.Fprintf(&h, "<p>%s</p>", Esc(para))
		}
		fmt.Fprintf(&h, "</div>%s</div>\n</div>\n", sig)
	}
	h.WriteString(pager)
	fmt.Fprintf(&h, `<div class="spMessage">You must be <a class="spLink" rel="nofollow" href="%s">logged in</a> to reply to this topic</div>
</div>
`, sprHref(c, s.loginURL(c, s.ThreadURL(t, page))))
	return s.frame(c, d, sprPage{forum: true, title: t.Title, canon: s.ThreadURL(t, page), crumbs: s.crumbs(c, d, nil, t.Board, t, ""), body: h.String()})
}

// topicList is a list of topics each with its forum and newest post: recent posts and search results.
func (s sprSkin) topicList(c *Ctx, d *sprTables, ts []*Thread) string {
	var h strings.Builder
	for _, t := range ts {
		fmt.Fprintf(&h, `<div class="spListSection"><div class="spListForumRowName">Forum: <a class="spLink" href="%s">%s</a></div>
<div class="spListTopicRowName"><a class="spLink" href="%s">%s</a></div>
<div class="spListPostLink">First post by %s, last post %s</div></div>
`, c.Href(s.forumURL(t.Board)), Esc(t.Board.Name), c.Href(s.topicURL(t)), Esc(t.Title), s.userLink(c, t.Author), s.lastPost(c, d, t.LastPost(), false))
	}
	return h.String()
}

// newPosts is the recent posts list a guest sees.
func (s sprSkin) newPosts(c *Ctx, d *sprTables) Response {
	body := `<div id="spListView" class="spListViewSection"><div class="spMessage">Most Recent Topics With Unread Posts</div>` + "\n" +
		s.topicList(c, d, d.recent[:min(sprRecent, len(d.recent))]) + "</div>\n"
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, sprPage{forum: true, title: "Recent Posts",
		crumbs: s.crumbs(c, d, nil, nil, nil, fmt.Sprintf(`<a class="spLink" href="%s">Recent Posts</a>`, c.Href(sprHome+"newposts/"))), body: body}))
}

// search answers ?forum=all&value=V&type=T&include=I&search=N: words in posts,
// titles or both (type 1-3, include 1-3), or a member's posts or topics (type 4, 5).
func (s sprSkin) search(c *Ctx, d *sprTables) Response {
	value := c.Query.Get("value")
	typ, _ := strconv.Atoi(c.Query.Get("type"))
	if typ < 1 || typ > 5 {
		typ = 1
	}
	include, _ := strconv.Atoi(c.Query.Get("include"))
	if include < 1 || include > 3 {
		include = 1
	}
	page, _ := strconv.Atoi(c.Query.Get("search"))
	page = max(page, 1)
	var hits []*Thread
	switch typ {
	case 4, 5:
		uid, _ := strconv.Atoi(value)
		u := c.W.User(uid - 1)
		for _, t := range d.recent {
			if u != nil && (t.Author == u || typ == 4 && postedIn(t, u)) {
				hits = append(hits, t)
			}
		}
	default:
		words := strings.Fields(strings.ToLower(value))
		for _, t := range d.recent {
			var hay strings.Builder
			if include != 1 {
				hay.WriteString(strings.ToLower(t.Title) + " ")
			}
			if include != 2 {
				for _, p := range t.Posts {
					hay.WriteString(strings.ToLower(strings.Join(p.Body, " ")) + " ")
				}
			}
			found := 0
			for _, w := range words {
				if strings.Contains(hay.String(), w) {
					found++
				}
			}
			if typ == 3 && strings.Contains(hay.String(), strings.ToLower(value)) || typ == 2 && found == len(words) || typ == 1 && found > 0 {
				hits = append(hits, t)
			}
		}
	}
	per := c.W.Shape.ThreadsPerPage
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="spSearchView" class="spListViewSection"><div class="spMessage">Search results: %d topics found</div>
`, len(hits))
	pager := s.pageLinks(c, page, pageCount(len(hits), per), func(n int) string { return sprSearchURL(value, typ, include, n) })
	h.WriteString(pager)
	h.WriteString(s.topicList(c, d, Page(hits, page, per)))
	h.WriteString(pager + "</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, sprPage{forum: true, title: "Search Results",
		crumbs: s.crumbs(c, d, nil, nil, nil, `<a class="spLink" href="#">Search Results</a>`), body: h.String()}))
}

// members is the members list: the "Members" usergroup by name, 15 a page.
func (s sprSkin) members(c *Ctx, d *sprTables, page int) Response {
	page = max(page, 1)
	total := pageCount(len(d.members), sprMembers)
	var h strings.Builder
	h.WriteString(`<div id="spMembersList" class="spListViewSection"><div class="spHeaderName">Members</div>` + "\n")
	pager := s.pageLinks(c, page, total, func(n int) string { return sprPaged(sprHome+"members/", n) })
	h.WriteString(pager)
	for _, u := range Page(d.members, page, sprMembers) {
		fmt.Fprintf(&h, `<div class="spMemberListSection"><div class="spColumnSection">%s</div><div class="spColumnSection">%s</div><div class="spColumnSection">Posts: %d</div><div class="spColumnSection">Registered: %s</div></div>
`, s.userLink(c, u), rank(u), u.Posts, u.Joined.Format("January 2, 2006"))
	}
	h.WriteString(pager + "</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, sprPage{forum: true, title: "Members", canon: sprPaged(sprHome+"members/", page),
		crumbs: s.crumbs(c, d, nil, nil, nil, fmt.Sprintf(`<a class="spLink" href="%s">Members List</a>`, c.Href(sprHome+"members/"))), body: h.String()}))
}

// profile is spProfileShow.php: the member's card and his posts and topics as searches.
func (s sprSkin) profile(c *Ctx, d *sprTables, u *User) Response {
	uid := strconv.Itoa(sprUID(u))
	body := fmt.Sprintf(`<div id="spProfileShow" class="spProfileShowSection">
<div class="spProfileShowHeader">Profile for %s</div>
<img class="spAvatar" src="https://secure.gravatar.com/avatar/%016x?s=100&amp;d=mm" alt="" />
<div class="spProfileShowBasicSection"><p>%s</p><p>Member Since: %s</p><p>Posts: %d</p><p>Rank: %s</p></div>
<div class="spProfileShowDetailsSection"><p>Biography: %s</p></div>
<div class="spProfileShowLinksSection"><a class="spLink" href="%s">View Member's Posts</a> | <a class="spLink" href="%s">View Topics Started</a></div>
</div>
`, Esc(u.Name), Hash("avatar", u.ID), Esc(u.Name), u.Joined.Format("January 2, 2006"), u.Posts, rank(u), Esc(u.Bio),
		sprHref(c, sprSearchURL(uid, 4, 1, 1)), sprHref(c, sprSearchURL(uid, 5, 1, 1)))
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, sprPage{forum: true, title: "Profile: " + u.Name, canon: s.profileURL(u),
		crumbs: s.crumbs(c, d, nil, nil, nil, fmt.Sprintf(`<a class="spLink" href="%s">Profile</a>`, c.Href(sprHome+"profile/"))), body: body}))
}

// denied is the plugin's answer to a guest asking for the profile form.
func (s sprSkin) denied(c *Ctx, d *sprTables) Response {
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, sprPage{forum: true, title: "Profile", crumbs: s.crumbs(c, d, nil, nil, nil, ""),
		body: sprMessage(fmt.Sprintf(`Access denied - you must be <a class="spLink" rel="nofollow" href="%s">logged in</a> to edit a profile`, sprHref(c, s.loginURL(c, c.Path))))}))
}

// notFound is the plugin's "not found" message inside the Forum page, with status 404.
func (s sprSkin) notFound(c *Ctx, d *sprTables) Response {
	r := c.Page(Info{Type: TypeOther}, s.frame(c, d, sprPage{forum: true, title: "Forum", crumbs: s.crumbs(c, d, nil, nil, nil, ""),
		body: sprMessage("The requested forum or topic does not exist")}))
	r.Status = http.StatusNotFound
	return r
}

// feed is the RSS of the newest posts: all, a group's (?group=G), a forum's or a topic's.
func (s sprSkin) feed(c *Ctx, d *sprTables, b *Board, t *Thread) Response {
	var posts []*Post
	title, link := sprSite+" Forum", sprHome
	keep := func(p *Post) bool { return true }
	switch {
	case t != nil:
		title, link = sprSite+" - Topic: "+t.Title, s.topicURL(t)
		keep = func(p *Post) bool { return p.Thread == t }
	case b != nil:
		title, link = sprSite+" - Forum: "+b.Name, s.forumURL(b)
		keep = func(p *Post) bool { return p.Thread.Board == b }
	case c.Query.Has("group"):
		id, _ := strconv.Atoi(c.Query.Get("group"))
		keep = func(p *Post) bool { return p.Thread.Board.Category.ID == id }
	}
	for i := len(d.o.posts) - 1; i >= 0 && len(posts) < 15; i-- {
		if p := d.o.posts[i]; keep(p) {
			posts = append(posts, p)
		}
	}
	var items strings.Builder
	for _, p := range posts {
		u := Esc(c.URL(s.postURL(c, d, p)))
		fmt.Fprintf(&items, `<item><title>%s: %s</title><link>%s</link><dc:creator><![CDATA[%s]]></dc:creator><pubDate>%s</pubDate><guid isPermaLink="true">%s</guid><description><![CDATA[%s]]></description></item>`,
			Esc(p.Author.Name), Esc(p.Thread.Title), u, p.Author.Name, p.Time.Format(http.TimeFormat), u, clip(strings.Join(p.Body, " "), 300))
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=UTF-8", Info: Info{Type: TypeOther},
		Body: rssFeed(c, title, link, items.String())}
}

// wordpress answers the site around the forum.
func (s sprSkin) wordpress(c *Ctx, d *sprTables) Response {
	other := Info{Type: TypeOther}
	switch c.Path {
	case "":
		if c.Query.Has("p") {
			// A shortlink: redirect_canonical() sends it to the permalink.
			id, _ := strconv.Atoi(c.Query.Get("p"))
			if id == sprPageID {
				return Response{Status: http.StatusMovedPermanently, Location: sprHome, Info: Info{Type: TypeEntry, Canonical: sprHome}}
			}
			for _, p := range sprPages {
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
		return c.Page(other, s.frame(c, d, sprPage{class: "home blog wp-embed-responsive is-light-theme no-js hfeed has-main-navigation", body: s.wpList(c, d.blog)}))
	case "feed/", "comments/feed/":
		var items strings.Builder
		if c.Path == "feed/" {
			for _, p := range d.blog {
				fmt.Fprintf(&items, `<item><title>%s</title><link>%s</link><pubDate>%s</pubDate><guid isPermaLink="false">%s</guid></item>`,
					Esc(p.title), Esc(c.URL(p.slug+"/")), p.at.Format(http.TimeFormat), Esc(c.URL(fmt.Sprintf("?p=%d", p.id))))
			}
		}
		return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=UTF-8", Info: other, Body: rssFeed(c, sprSite, "", items.String())}
	case "wp-login.php":
		return c.Page(other, s.login(c))
	}
	for _, p := range sprPages {
		if c.Path == p.path {
			g := text.New(c.W.Seed+int64(p.id), c.W.Shape.Lang)
			var h strings.Builder
			fmt.Fprintf(&h, `<article id="post-%d" class="page type-page status-publish hentry entry"><header class="entry-header alignwide"><h1 class="entry-title">%s</h1></header><div class="entry-content">
<p>%s is a village site: news, guides, and a <a href="%s">forum</a> anyone may read.</p>
`, p.id, p.title, sprSite, c.Href(sprHome))
			for _, para := range g.Paragraphs(c.W.Categories[p.id%len(c.W.Categories)].Topic, 3, 0.1) {
				fmt.Fprintf(&h, "<p>%s</p>\n", Esc(para))
			}
			h.WriteString("</div></article>\n")
			return c.Page(other, s.frame(c, d, sprPage{title: p.title, wpID: p.id, class: fmt.Sprintf("page-template-default page page-id-%d", p.id), body: h.String()}))
		}
	}
	if p := d.blogBy[c.Path]; p != nil {
		var h strings.Builder
		fmt.Fprintf(&h, `<article id="post-%d" class="post type-post status-publish hentry entry"><header class="entry-header alignwide"><h1 class="entry-title">%s</h1></header><div class="entry-content">
`, p.id, Esc(p.title))
		for _, para := range p.body {
			fmt.Fprintf(&h, "<p>%s</p>\n", Esc(para))
		}
		fmt.Fprintf(&h, `</div><footer class="entry-footer default-max-width">Published %s in <a href="%s" rel="category tag">%s</a></footer></article>
`, p.at.Format("January 2, 2006"), c.Href("category/"+sprBlogCats[p.cat].slug+"/"), sprBlogCats[p.cat].name)
		return c.Page(other, s.frame(c, d, sprPage{title: p.title, wpID: p.id, class: fmt.Sprintf("post-template-default single single-post postid-%d", p.id), body: h.String()}))
	}
	if sl, ok := strings.CutPrefix(c.Path, "category/"); ok && strings.HasSuffix(sl, "/") {
		for i, cat := range sprBlogCats {
			if cat.slug+"/" == sl && s.inCategory(d, i) > 0 {
				var ps []*sprBlogPost
				for _, p := range d.blog {
					if p.cat == i {
						ps = append(ps, p)
					}
				}
				head := "<header class=\"page-header alignwide\"><h1 class=\"page-title\">Category: <span>" + cat.name + "</span></h1></header>\n"
				return c.Page(other, s.frame(c, d, sprPage{title: cat.name, class: "archive category category-" + cat.slug, body: head + s.wpList(c, ps)}))
			}
		}
	}
	last := c.Path[strings.LastIndexByte(c.Path, '/')+1:]
	if c.Path != "" && !strings.HasSuffix(c.Path, "/") && !strings.Contains(last, ".") {
		if r, ok := addSlash(c, s.Serve); ok {
			return r
		}
	}
	return s.wpNotFound(c, d)
}

// wpList is the theme's loop: each post whole, with its date and category.
func (s sprSkin) wpList(c *Ctx, ps []*sprBlogPost) string {
	var h strings.Builder
	for _, p := range ps {
		fmt.Fprintf(&h, `<article id="post-%d" class="post type-post status-publish hentry category-%s entry"><header class="entry-header"><h2 class="entry-title default-max-width"><a href="%s">%s</a></h2></header><div class="entry-content">
`, p.id, sprBlogCats[p.cat].slug, c.Href(p.slug+"/"), Esc(p.title))
		for _, para := range p.body {
			fmt.Fprintf(&h, "<p>%s</p>\n", Esc(para))
		}
		fmt.Fprintf(&h, `</div><footer class="entry-footer default-max-width">Published %s in <a href="%s" rel="category tag">%s</a> <a href="%s#respond">Leave a comment</a></footer></article>
`, p.at.Format("January 2, 2006"), c.Href("category/"+sprBlogCats[p.cat].slug+"/"), sprBlogCats[p.cat].name, c.Href(p.slug+"/"))
	}
	return h.String()
}

// login is wp-login.php: the login form, or with action= the register or lost password form.
func (s sprSkin) login(c *Ctx) string {
	action, heading := c.Query.Get("action"), "Log In"
	switch action {
	case "register":
		heading = "Registration Form"
	case "lostpassword":
		heading = "Lost Password"
	default:
		action = ""
	}
	links := fmt.Sprintf(`<a href="%s">Register</a> | <a class="wp-login-lost-password" href="%s">Lost your password?</a>`,
		sprHref(c, "wp-login.php?action=register"), sprHref(c, "wp-login.php?action=lostpassword"))
	if action != "" {
		links = fmt.Sprintf(`<a href="%s">Log in</a>`, c.Href("wp-login.php"))
	}
	return fmt.Sprintf(`<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8" /><title>%s &lsaquo; %s &#8212; WordPress</title><meta name='robots' content='noindex, follow' /></head>
<body class="login no-js login-action-%s wp-core-ui locale-en-us">
<div id="login"><h1><a href="https://wordpress.org/">Powered by WordPress</a></h1>
<form name="loginform" id="loginform" action="%s" method="post"><p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login" class="input" value="" size="20" /></p>
<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="%s" /><input type="hidden" name="redirect_to" value="%s" /></p></form>
<p id="nav">%s</p>
<p id="backtoblog"><a href="%s">&larr; Go to %s</a></p></div>
</body></html>
`, heading, sprSite, map[string]string{"": "login", "register": "register", "lostpassword": "lostpassword"}[action], sprHref(c, "wp-login.php"),
		heading, Esc(c.Query.Get("redirect_to")), links, c.Href(""), sprSite)
}

// wpNotFound is the theme's 404 page.
func (s sprSkin) wpNotFound(c *Ctx, d *sprTables) Response {
	r := c.Page(Info{Type: TypeOther}, s.frame(c, d, sprPage{title: "Page not found", class: "error404",
		body: `<header class="page-header alignwide"><h1 class="page-title">Nothing here</h1></header><div class="error-404 not-found default-max-width"><p>It looks like nothing was found at this location.</p></div>`}))
	r.Status = http.StatusNotFound
	return r
}
