package sim

import (
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Kunena 6.2 (the Joomla 4 forum component, Aurelia template) in a Joomla 4.4
// site with the Cassiopeia template, search-engine-friendly URLs and URL
// rewriting on, at the host root. The Joomla front page is an article page;
// the forum is the "Forum" menu item at /forum, its Kunena menu items (Index,
// Recent Topics, No Replies, Search) below it. Kunena's router puts a
// category's alias in the first segment (aliases are unique over every
// category, sections included, so sub-categories sit flat beside their
// parents), "ID-subject" of a topic in the second and a message id in the
// third. Pagination is KunenaPagination's limitstart, which Joomla's SEF
// router writes as ?start=N; its "Start" and "1" links carry ?start=0, so
// every first page of a topic or category is also linked under a second URL.
// Topic rows link the topic's last post as ?start=N#MESID; a message view
// (forum/cat/T-subject/MESID, or ?mesid=MESID) renders the topic page holding
// the message, a duplicate of that page. Any subject slug renders the topic;
// a topic asked for under a category it is not in is redirected (303) to its
// own. Both lists paginate by 20 (Kunena's default is 6 messages and 20
// topics; this board is configured for 20 messages). URL scheme:
//
//	forum, forum/index                      entry: the category index (sections, their categories and sub-categories)
//	forum/SECTION                           a section: its categories (an index page)
//	forum/CAT[?start=N]                     category: sub-categories, 20 topics a page (?start=0 duplicates page 1)
//	forum/CAT/T-subject[?start=N]           topic, 20 messages a page; posts linked as ?start=N#MESID
//	forum/CAT/T-subject/MESID, ?mesid=M     message view: the topic page holding the message
//	forum/CAT?format=feed&type=rss, forum/topics/mode-topics?format=feed&type=rss   RSS
//	forum/recent, forum/topics/mode-replies, forum/noreplies [?start=N]   topic lists (other)
//	forum/user/ID-name, forum/user/list[?start=N], forum/search[?query=w], forum/credits, forum/statistics   other
//	/ (the Joomla front page), about, contact, component/users/{login,registration,reset,remind}   other
func kunena() *Package {
	return &Package{
		Name: "kunena", Software: "Kunena 6.2 on Joomla 4.4 (Aurelia)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.15, Threads: [2]int{10, 40},
			Posts: [2]int{1, 14}, LongThreadChance: 0.05, ThreadsPerPage: 20, PostsPerPage: 20, Users: 70,
			Lang: text.English, Topics: []string{"travel", "gardening", "cooking"}, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 3089, Unseen: true,
		Robots: "User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\n",
		Skin:   kuSkin{},
	}
}

// kuSkin renders Kunena. With label set it only works out what a URL is, rendering
// no body: a redirect's label is that of the page it ends on.
type kuSkin struct{ label bool }

const (
	kuSite      = "Valley Outdoors Club"
	kuBoard     = "Club Forum"
	kuMenuHome  = 101 // Joomla menu item ids
	kuMenuForum = 102
)

// kuReserved are the names Kunena's router resolves as views or menu aliases: no category alias takes them.
var kuReserved = []string{"index", "recent", "noreplies", "search", "user", "topics", "topic", "category", "credits", "statistics", "home", "misc", "announcement", "attachment"}

type kuData struct {
	alias      map[*Board]string
	secAlias   map[*Category]string
	byAlias    map[string]*Board
	secByAlias map[string]*Category
	userSeg    map[*User]string
	recent     []*Thread // freshest first
	noreplies  []*Thread
}

func (kuSkin) data(w *World) *kuData {
	return w.Derived("kunena", func() any {
		d := &kuData{alias: map[*Board]string{}, secAlias: map[*Category]string{}, byAlias: map[string]*Board{},
			secByAlias: map[string]*Category{}, userSeg: map[*User]string{}}
		// Sections first, then every category in display order, as Kunena assigns aliases on creation.
		names := slices.Clone(kuReserved)
		for _, cat := range w.Categories {
			names = append(names, slugOr(cat.Name, "section"))
		}
		for _, b := range w.Boards {
			names = append(names, slugOr(b.Name, "category"))
		}
		all := uniqueSlugs(names)[len(kuReserved):]
		for i, cat := range w.Categories {
			d.secAlias[cat] = all[i]
			d.secByAlias[all[i]] = cat
		}
		for i, b := range w.Boards {
			a := all[len(w.Categories)+i]
			d.alias[b] = a
			d.byAlias[a] = b
		}
		for _, u := range w.Users {
			d.userSeg[u] = strconv.Itoa(u.ID)
			if sl := slug(u.Name); sl != "" {
				d.userSeg[u] += "-" + sl
			}
		}
		d.recent = w.ThreadsByActivity()
		for _, t := range d.recent {
			if len(t.Posts) == 1 {
				d.noreplies = append(d.noreplies, t)
			}
		}
		return d
	}).(*kuData)
}

func (kuSkin) Entry() string { return "forum" }

// kuStart is a list URL's ?start= for page p.
func kuStart(base string, p, per int) string {
	if p > 1 {
		return fmt.Sprintf("%s?start=%d", base, (p-1)*per)
	}
	return base
}

func (s kuSkin) catURL(b *Board) string { return "forum/" + s.data(b.World).alias[b] }

func (s kuSkin) BoardURL(b *Board, p int) string {
	return kuStart(s.catURL(b), p, b.World.Shape.ThreadsPerPage)
}

// topicSeg is "ID-subject", the id alone when the subject leaves no slug.
func kuTopicSeg(t *Thread) string {
	if sl := slug(t.Title); sl != "" {
		return fmt.Sprintf("%d-%s", t.ID, sl)
	}
	return strconv.Itoa(t.ID)
}

func (s kuSkin) topicURL(t *Thread) string { return s.catURL(t.Board) + "/" + kuTopicSeg(t) }

func (s kuSkin) ThreadURL(t *Thread, p int) string {
	return kuStart(s.topicURL(t), p, t.Board.World.Shape.PostsPerPage)
}

// postURL is KunenaTopic::getUrl() with a message: its page, #MESID.
func (s kuSkin) postURL(p *Post) string {
	per := p.Thread.Board.World.Shape.PostsPerPage
	return fmt.Sprintf("%s#%d", s.ThreadURL(p.Thread, PageOf(p.Index, per)), p.ID)
}

// permaURL is KunenaMessage::getPermaUrl(): the message view.
func (s kuSkin) permaURL(p *Post) string { return fmt.Sprintf("%s/%d", s.topicURL(p.Thread), p.ID) }

func (s kuSkin) userURL(d *kuData, u *User) string { return "forum/user/" + d.userSeg[u] }

func kuFeed(base string) string { return base + "?format=feed&type=rss" }

// kuLimitstart is KunenaPagination's limitstart for a request's start over total
// items, per a page: past the last full page it falls back to the last page.
// It returns the page that start shows.
func kuLimitstart(start, total, per int) int {
	start = max(start, 0)
	if per > total {
		start = 0
	}
	if start > total-per {
		start = max(0, (pageCount(total, per)-1)*per)
	}
	return (start + per) / per
}

// kuStartParam is Joomla's start (or limitstart) query variable.
func kuStartParam(c *Ctx) int {
	if v := c.Query.Get("start"); v != "" {
		n, _ := strconv.Atoi(v)
		return n
	}
	return c.Int("limitstart")
}

// kuDate is Kunena's "ago" date format as toSpan() prints it.
func kuDate(c *Ctx, p *Post) string {
	return fmt.Sprintf(`<span class="kdate " data-bs-toggle="tooltip" title="%s">%s</span>`, p.Time.Format("02 Jan 2006 15:04"), kuAgo(c.W.Now, p.Time))
}

// kuAgo is KunenaDate's time-ago text: the two largest units, "1 year 2 months ago".
func kuAgo(now, t time.Time) string {
	secs := int64(now.Sub(t) / time.Second)
	units := []struct {
		secs      int64
		one, many string
	}{{365 * 86400, "year", "years"}, {30 * 86400, "month", "months"}, {7 * 86400, "week", "weeks"},
		{86400, "day", "days"}, {3600, "hour", "hours"}, {60, "minute", "minutes"}}
	plural := func(n int64, i int) string {
		if n == 1 {
			return "1 " + units[i].one
		}
		return fmt.Sprintf("%d %s", n, units[i].many)
	}
	for i, u := range units {
		n := secs / u.secs
		if n == 0 {
			continue
		}
		out := plural(n, i)
		if i+1 < len(units) {
			if m := (secs - n*u.secs) / units[i+1].secs; m > 0 {
				out += " " + plural(m, i+1)
			}
		}
		return out + " ago"
	}
	return "Just now"
}

// Serve routes a request the way Joomla's SEF router and Kunena's do.
func (s kuSkin) Serve(c *Ctx) Response {
	d := s.data(c.W)
	other := Info{Type: TypeOther}
	path := strings.TrimSuffix(c.Path, "/")
	seg := segments(strings.Split(path, "/"))
	switch path {
	case "":
		return s.page(c, other, func() string { return s.article(c, d, "") })
	case "about", "contact":
		return s.page(c, other, func() string { return s.article(c, d, path) })
	case "component/users/login", "component/users/registration", "component/users/reset", "component/users/remind":
		return s.page(c, other, func() string { return s.users(c, d, seg[2]) })
	}
	if seg[0] != "forum" {
		return s.notFound(c, d)
	}
	rest := seg[1:]
	feed := c.Query.Get("format") == "feed"
	switch {
	case len(rest) == 0, len(rest) == 1 && rest[0] == "index":
		if feed {
			return s.rss(c, d, "Latest topics", "forum", d.recent)
		}
		info := Info{Type: TypeEntry, Canonical: "forum"}
		return s.page(c, info, func() string { return s.index(c, d, nil) })
	case len(rest) == 1 && (rest[0] == "recent" || rest[0] == "noreplies"):
		return s.list(c, d, rest[0])
	case len(rest) == 2 && rest[0] == "topics":
		switch rest[1] {
		case "mode-replies":
			return s.list(c, d, "recent")
		case "mode-noreplies":
			return s.list(c, d, "noreplies")
		case "mode-topics":
			if feed {
				return s.rss(c, d, "Latest topics", "forum", newestFirst(c.W.Threads))
			}
		}
	case len(rest) == 2 && rest[0] == "user" && rest[1] == "list":
		return s.userList(c, d)
	case len(rest) == 2 && rest[0] == "user":
		n, err := strconv.Atoi(strings.SplitN(rest[1], "-", 2)[0])
		if u := c.W.User(n); err == nil && u != nil {
			return s.page(c, other, func() string { return s.profile(c, d, u) })
		}
	case len(rest) == 1 && rest[0] == "search":
		return s.page(c, other, func() string { return s.search(c, d) })
	case len(rest) == 1 && (rest[0] == "credits" || rest[0] == "statistics"):
		return s.page(c, other, func() string { return s.misc(c, d, rest[0]) })
	case len(rest) == 1:
		if cat := d.secByAlias[rest[0]]; cat != nil {
			if feed {
				var ts []*Thread
				for _, t := range d.recent {
					if t.Board.Category == cat {
						ts = append(ts, t)
					}
				}
				return s.rss(c, d, cat.Name, "forum/"+rest[0], ts)
			}
			info := Info{Type: TypeIndex, FPage: 1, Canonical: "forum/" + rest[0]}
			return s.page(c, info, func() string { return s.index(c, d, cat) })
		}
		if b := d.byAlias[rest[0]]; b != nil {
			if feed {
				return s.rss(c, d, b.Name, s.catURL(b), b.Threads)
			}
			page := kuLimitstart(kuStartParam(c), len(b.Threads), c.W.Shape.ThreadsPerPage)
			return s.page(c, boardInfo(s, b, page), func() string { return s.category(c, d, b, page) })
		}
	case len(rest) == 2 || len(rest) == 3:
		return s.serveTopic(c, d, rest)
	}
	return s.notFound(c, d)
}

func (s kuSkin) serveTopic(c *Ctx, d *kuData, rest segments) Response {
	b := d.byAlias[rest[0]]
	n, err := strconv.Atoi(strings.SplitN(rest[1], "-", 2)[0])
	t := c.W.Thread(n)
	if b == nil || err != nil || t == nil {
		return s.notFound(c, d)
	}
	mesid := c.Int("mesid")
	if len(rest) == 3 {
		m, err := strconv.Atoi(rest[2])
		if err != nil {
			return s.notFound(c, d)
		}
		mesid = m
	}
	var msg *Post
	if mesid != 0 {
		if msg = c.W.Post(mesid); msg == nil {
			return s.notFound(c, d)
		}
	}
	// A message of another topic, or a topic under a category not its own:
	// Kunena redirects to the message's own URL (the first message's for a topic).
	if (msg != nil && msg.Thread != t) || t.Board != b {
		if msg == nil {
			msg = t.Posts[0]
		}
		loc := s.ThreadURL(msg.Thread, PageOf(msg.Index, c.W.Shape.PostsPerPage))
		return Response{Status: http.StatusSeeOther, Location: loc, Info: s.landing(c, loc)}
	}
	if c.Query.Get("format") == "feed" {
		return s.rss(c, d, t.Title, s.topicURL(t), []*Thread{t})
	}
	per := c.W.Shape.PostsPerPage
	page := kuLimitstart(kuStartParam(c), len(t.Posts), per)
	if msg != nil {
		page = PageOf(msg.Index, per)
	}
	return s.page(c, threadInfo(s, t, page), func() string { return s.topic(c, d, t, page) })
}

// page answers 200 with the body render builds.
func (s kuSkin) page(c *Ctx, info Info, render func() string) Response {
	if s.label {
		return c.Page(info, "")
	}
	return c.Page(info, render())
}

// landing is the label of the page a mount-relative URL ends on.
func (s kuSkin) landing(c *Ctx, loc string) Info {
	u, err := url.Parse(loc)
	if err != nil {
		return Info{Type: TypeOther}
	}
	d := *c
	d.Path, d.RawQuery, d.Query = u.Path, u.RawQuery, u.Query()
	return kuSkin{label: true}.Serve(&d).Info
}

func (s kuSkin) notFound(c *Ctx, d *kuData) Response {
	if s.label {
		return c.NotFound("")
	}
	return c.NotFound(s.joomla(c, d, kuPage{title: "404 Page not found", view: "error", kunena: false, content: `<div class="error">
	<h1 class="page-header">The requested page can't be found.</h1>
	<div class="card">
		<div class="card-body">
			<p><strong>An error has occurred while processing your request.</strong></p>
			<p>You may not be able to visit this page because of:</p>
			<ul>
				<li>an <strong>out-of-date bookmark/favourite</strong></li>
				<li>a mistyped address</li>
				<li>a search engine that has an <strong>out-of-date listing for this site</strong></li>
				<li>you have <strong>no access</strong> to this page</li>
			</ul>
			<p>Please try one of the following pages:</p>
			<p><a href="` + c.Href("") + `" class="btn btn-secondary"><span class="icon-home" aria-hidden="true"></span> Home Page</a></p>
			<hr>
			<p>If difficulties persist, please contact the System Administrator of this site and report the error below.</p>
			<blockquote><span class="badge bg-secondary">404</span> Page not found</blockquote>
		</div>
	</div>
</div>`}))
}

func (s kuSkin) rss(c *Ctx, d *kuData, title, link string, ts []*Thread) Response {
	if s.label {
		return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8", Info: Info{Type: TypeOther}}
	}
	var b strings.Builder
	for _, t := range ts[:min(20, len(ts))] {
		last := t.LastPost()
		href := Esc(c.URL(s.postURL(last)))
		fmt.Fprintf(&b, `<item><title>%s</title><link>%s</link><guid isPermaLink="true">%s</guid><description><![CDATA[%s]]></description><author>%s</author><category>%s</category><pubDate>%s</pubDate></item>`,
			Esc(t.Title), href, href, clip(strings.Join(last.Body, " "), 300), Esc(last.Author.Name), Esc(t.Board.Name), last.Time.Format(http.TimeFormat))
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8", Info: Info{Type: TypeOther},
		Body: rssFeed(c, kuBoard+" - "+title, link, b.String())}
}

// kuPage is what the Joomla frame needs to know of a page.
type kuPage struct {
	title   string // document title, before " - site"
	view    string // Kunena view for the body class, or "article"
	kunena  bool   // wrap content in Kunena's layout: menubar, breadcrumb, footer
	menu    string // current Kunena menu item
	crumbs  [][2]string
	rss     string // mount-relative feed link, "" for none
	content string
}

// joomla wraps content in Cassiopeia's chrome: header, main menu, breadcrumbs,
// the component area and the sidebar's login module.
func (s kuSkin) joomla(c *Ctx, d *kuData, p kuPage) string {
	var h strings.Builder
	title := kuSite
	if p.title != "" {
		title = p.title + " - " + kuSite
	}
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en-gb" dir="ltr">
<head>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="description" content="Trips, gardening and cooking in the valley.">
	<meta name="generator" content="Joomla! - Open Source Content Management">
	<title>%s</title>
`, Esc(title))
	if p.rss != "" {
		fmt.Fprintf(&h, "\t<link href=\"%s\" rel=\"alternate\" type=\"application/rss+xml\" title=\"%s\">\n", c.Href(kuFeed(p.rss)), Esc(p.title))
	}
	fmt.Fprintf(&h, `	<link href="/media/templates/site/cassiopeia/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
	<link href="/media/templates/site/cassiopeia/images/favicon.ico" rel="alternate icon" type="image/vnd.microsoft.icon">
	<link href="/media/system/css/joomla-fontawesome.min.css?4ad5b2" rel="lazy-stylesheet"><noscript><link href="/media/system/css/joomla-fontawesome.min.css?4ad5b2" rel="stylesheet"></noscript>
	<link href="/media/templates/site/cassiopeia/css/template.min.css?4ad5b2" rel="stylesheet">
	<link href="/media/kunena/cache/aurelia/css/kunena.css" rel="stylesheet">
	<link href="/components/com_kunena/template/aurelia/assets/css/custom.css" rel="stylesheet">
%s	<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"COM_KUNENA_RATE_LOGIN":"You need to be logged in to rate topic","ERROR":"Error","MESSAGE":"Message"},"system.paths":{"root":"","rootFull":"/","base":"","baseFull":"/"},"csrf.token":"%016x"}</script>
	<script src="/media/system/js/core.min.js?2cb912"></script>
	<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
	<script src="/media/templates/site/cassiopeia/js/template.min.js?4ad5b2" type="module"></script>
</head>

<body class="site %s wrapper-static view-%s no-layout no-task itemid-%d has-sidebar-right">
	<header class="header container-header full-width">
		<div class="grid-child">
			<div class="navbar-brand">
				<a class="brand-logo" href="%s">
					<span title="%s">%s</span>
				</a>
				<div class="site-description">Rides, plots and recipes from the valley</div>
			</div>
		</div>
		<div class="grid-child container-nav">
			<nav class="navbar navbar-expand-lg" aria-label="Main Menu">
				<button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Toggle Navigation"><span class="icon-menu" aria-hidden="true"></span></button>
				<div class="collapse navbar-collapse" id="navbar1">
					<ul class="mod-menu mod-list nav ">
`, c.Styles(18), Hash("kutoken", c.Path), map[bool]string{true: "com_kunena", false: "com_content"}[p.kunena], p.view, map[bool]int{true: kuMenuForum, false: kuMenuHome}[p.kunena],
		c.Href(""), kuSite, kuSite)
	items := []struct {
		id         int
		key, href  string
		label, cls string
	}{{101, "home", "", "Home", " default"}, {102, "forum", "forum", "Forum", " parent"}, {110, "about", "about", "About", ""}, {111, "contact", "contact", "Contact", ""}}
	cur := "forum"
	if !p.kunena {
		cur = p.view
	}
	for _, it := range items {
		cls, aria := it.cls, ""
		if it.key == cur || (it.key == "home" && cur == "article-home") {
			cls += " current active"
			aria = ` aria-current="page"`
		}
		fmt.Fprintf(&h, "\t\t\t\t\t\t<li class=\"nav-item item-%d%s\"><a href=\"%s\"%s>%s</a></li>\n", it.id, cls, c.Href(it.href), aria, it.label)
	}
	h.WriteString(`					</ul>
				</div>
			</nav>
		</div>
	</header>

	<div class="site-grid">
		<div class="grid-child container-component">
			<nav class="mod-breadcrumbs__wrapper" aria-label="Breadcrumbs">
				<ol class="mod-breadcrumbs breadcrumb px-3 py-2">
					<li class="mod-breadcrumbs__divider float-start"><span class="divider icon-location icon-fw" aria-hidden="true"></span></li>
`)
	crumbs := append([][2]string{{"", "Home"}}, p.crumbs...)
	for i, cr := range crumbs {
		if i == len(crumbs)-1 {
			fmt.Fprintf(&h, "\t\t\t\t\t<li class=\"mod-breadcrumbs__item breadcrumb-item active\"><span>%s</span></li>\n", Esc(cr[1]))
			continue
		}
		fmt.Fprintf(&h, "\t\t\t\t\t<li class=\"mod-breadcrumbs__item breadcrumb-item\"><a href=\"%s\" class=\"pathway\"><span>%s</span></a></li>\n", c.Href(cr[0]), Esc(cr[1]))
	}
	h.WriteString("\t\t\t\t</ol>\n\t\t\t</nav>\n\t\t\t<div id=\"system-message-container\" aria-live=\"polite\"></div>\n\n\t\t\t<main>\n")
	if p.kunena {
		h.WriteString(s.kunenaLayout(c, d, p))
	} else {
		h.WriteString(p.content)
	}
	fmt.Fprintf(&h, `
			</main>
		</div>
		<div class="grid-child container-sidebar-right">
			<div class="sidebar-right card ">
				<h3 class="card-header ">Login Form</h3>
				<div class="card-body">
					<form id="login-form-16" class="mod-login" action="%s" method="post">
						<div class="mod-login__userdata userdata">
							<div class="mod-login__username form-group"><div class="input-group"><input id="modlgn-username-16" type="text" name="username" class="form-control" autocomplete="username" placeholder="Username"><label for="modlgn-username-16" class="visually-hidden">Username</label></div></div>
							<div class="mod-login__password form-group"><div class="input-group"><input id="modlgn-passwd-16" type="password" name="password" autocomplete="current-password" class="form-control" placeholder="Password"><label for="modlgn-passwd-16" class="visually-hidden">Password</label></div></div>
							<div class="mod-login__remember form-group"><div id="form-login-remember-16" class="form-check"><input type="checkbox" name="remember" class="form-check-input" value="yes" id="form-login-input-remember-16"><label class="form-check-label" for="form-login-input-remember-16">Remember Me</label></div></div>
							<div class="mod-login__submit form-group"><button type="submit" name="Submit" class="btn btn-primary w-100">Log in</button></div>
							<ul class="mod-login__options list-unstyled">
								<li><a href="%s">Forgot your password?</a></li>
								<li><a href="%s">Forgot your username?</a></li>
								<li><a href="%s">Create an account <span class="icon-register" aria-hidden="true"></span></a></li>
							</ul>
							<input type="hidden" name="option" value="com_users">
							<input type="hidden" name="task" value="user.login">
							<input type="hidden" name="return" value="%s">
							<input type="hidden" name="%016x" value="1">
						</div>
					</form>
				</div>
			</div>
		</div>
	</div>

	<footer class="container-footer footer full-width">
		<div class="grid-child">
			<div class="mod-footer">
				<div class="footer1">Copyright &#169; 2026 %s. All Rights Reserved.</div>
				<div class="footer2"><a href="https://www.joomla.org">Joomla!</a> is Free Software released under the <a href="https://www.gnu.org/licenses/gpl-2.0.html">GNU General Public License.</a></div>
			</div>
		</div>
	</footer>

	<a href="#top" id="back-top" class="back-to-top-link" aria-label="Back to Top"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>
%s</body>
</html>
`, c.Href(kuHere(c)), c.Href("component/users/reset"), c.Href("component/users/remind"), c.Href("component/users/registration"),
		base64.StdEncoding.EncodeToString([]byte(c.URL(kuHere(c)))), Hash("kutoken", c.Path), kuSite, c.Scripts(8))
	return h.String()
}

// kuHere is the page's own URL with its query.
func kuHere(c *Ctx) string {
	if c.RawQuery != "" {
		return c.Path + "?" + c.RawQuery
	}
	return c.Path
}

// kunenaLayout is Aurelia's page layout: the menubar, the breadcrumb, the content and the footer.
func (s kuSkin) kunenaLayout(c *Ctx, d *kuData, p kuPage) string {
	var h strings.Builder
	h.WriteString(`<div id="kunena" class="layout ">
	<nav class="navbar navbar-expand-lg navbar-light bg-light shadow-lg rounded border">
		<div class="container-fluid">
			<button class="navbar-toggler" aria-expanded="false" aria-controls="navbarNav" aria-label="Toggle navigation" type="button" data-bs-target="#navbarNav" data-bs-toggle="collapse"><span class="navbar-toggler-icon"></span></button>
			<div class="collapse navbar-collapse" id="navbarNav">
				<ul class="navbar-nav me-auto">
`)
	for _, it := range []struct {
		id               int
		key, href, label string
	}{{103, "index", "forum/index", "Index"}, {104, "recent", "forum/recent", "Recent Topics"}, {105, "noreplies", "forum/noreplies", "No Replies"}, {106, "search", "forum/search", "Search"}} {
		cls := ""
		if it.key == p.menu {
			cls = " active"
		}
		fmt.Fprintf(&h, "\t\t\t\t\t<li class=\"nav-item item-%d%s\"><a href=\"%s\" class=\"nav-link\">%s</a></li>\n", it.id, cls, c.Href(it.href), it.label)
	}
	fmt.Fprintf(&h, `				</ul>
			</div>
			<div class="float-end">
				<div class="d-none d-lg-block">
					<ul class="navbar-nav float-end">
						<li class="nav-item dropdown">
							<a class="dropdown-toggle nav-link" id="klogin-desktop" data-bs-toggle="dropdown" role="button" aria-expanded="false"><i class="fas fa-sign-in-alt" aria-hidden="true"></i> <span class="login-text">Login</span></a>
							<div class="dropdown-menu dropdown-menu-end" id="kdesktop-userdropdown">
								<form action="%s" method="post">
									<input type="hidden" name="view" value="user"><input type="hidden" name="task" value="login"><input type="hidden" name="%016x" value="1">
									<div class="mb-3" id="kform-desktop-login-username"><label for="kdesktop-username" class="visually-hidden">Username</label><input id="kdesktop-username" class="form-control" type="text" name="username" tabindex="1" autocomplete="username" placeholder="Username"></div>
									<div class="mb-3" id="kform-desktop-login-password"><label for="kdesktop-passwd" class="visually-hidden">Password</label><input id="kdesktop-passwd" class="form-control" type="password" name="password" tabindex="2" autocomplete="current-password" placeholder="Password"></div>
									<div class="form-check center"><input id="kdesktop-remember" type="checkbox" name="remember" class="form-check-input" value="1"><label for="kdesktop-remember" class="form-check-label">Remember me</label></div>
									<div class="d-grid gap-2 col-10 mx-auto"><button type="submit" tabindex="3" name="submit" class="btn btn-outline-primary">Login</button></div>
								</form>
								<div class="dropdown-divider"></div>
								<a class="dropdown-item" href="%s" rel="nofollow"><i class="fas fa-lock" aria-hidden="true"></i> Forgot your password?</a>
								<a class="dropdown-item" href="%s" rel="nofollow"><i class="fas fa-user" aria-hidden="true"></i> Forgot your username?</a>
								<a class="dropdown-item" href="%s" rel="nofollow"><i class="fas fa-user-plus" aria-hidden="true"></i> Create an account</a>
							</div>
						</li>
					</ul>
				</div>
			</div>
		</div>
	</nav>
	<div class="clearfix"></div>
	<nav class="pagination-container-links" aria-label="breadcrumbs">
		<ol class="mt-2 breadcrumb" itemscope itemtype="https://schema.org/BreadcrumbList">
			<li class="breadcrumb-item" itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><i class="fas fa-home" aria-hidden="true"></i> <a itemprop="item" href="%s"><span itemprop="name">Forum</span></a><meta itemprop="position" content="1"/></li>
`, c.Href("forum"), Hash("kutoken", c.Path), c.Href("component/users/reset"), c.Href("component/users/remind"), c.Href("component/users/registration"), c.Href("forum"))
	for i, cr := range p.crumbs[1:] {
		fmt.Fprintf(&h, "\t\t\t<li class=\"breadcrumb-item\" itemprop=\"itemListElement\" itemscope itemtype=\"https://schema.org/ListItem\"><a itemprop=\"item\" href=\"%s\"><span itemprop=\"name\">%s</span></a><meta itemprop=\"position\" content=\"%d\"/></li>\n", c.Href(cr[0]), Esc(cr[1]), i+2)
	}
	h.WriteString("\t\t</ol>\n\t</nav>\n")
	h.WriteString(p.content)
	fmt.Fprintf(&h, `
	<div class="pull-right large-kicon"><a id="forumbottom"> </a><a href="#forumtop" rel="nofollow"><span class="dropdown-divider"></span><i class="fas fa-arrow-up hasTooltip" aria-hidden="true"></i><span class="visually-hidden">Top</span></a></div>
	<div class="clearfix"></div>
	<div class="text-center small credits">Powered by <a href="https://www.kunena.org" rel="noopener noreferrer" target="_blank" style="display: inline; visibility: visible; text-decoration: none;">Kunena</a> <a href="%s" style="display: inline; visibility: visible; text-decoration: none;">@</a></div>
</div>
`, c.Href("forum/credits"))
	return h.String()
}

// kuPaginate is Widget/Pagination/List (full: Start, Prev, pages, Next, End) or
// its simple layout (pages only), over KunenaPagination's data: displayed pages
// around the current, the first and the last; cur 0 marks none current.
func kuPaginate(c *Ctx, base string, cur, total, per, displayed int, simple, always bool) string {
	if total < 2 && !(always && total == 1) || (simple && total < 2) {
		return ""
	}
	link := func(p int) string { return fmt.Sprintf("%s?start=%d", base, (p-1)*per) }
	item := func(p int, text string) string {
		return fmt.Sprintf("<li class=\"page-item\">\n\t\t\t<a class=\"page-link\" href=\"%s\" data-bs-toggle=\"tooltip\" title=\"Page %s\">%s</a>\n\t\t  </li>", c.Href(link(p)), text, text)
	}
	disabled := func(text string) string {
		return `<li class="page-item disabled"><a class="page-link">` + text + `</a></li>`
	}
	curPage := max(cur, 1)
	start := curPage - displayed/2
	start = max(start, 1)
	var stop int
	if start+displayed > total {
		stop = total
		start = max(1, total-displayed+1)
	} else {
		stop = start + displayed - 1
	}
	pages := []int{1}
	for p := start; p <= stop; p++ {
		pages = append(pages, p)
	}
	pages = append(pages, total)
	slices.Sort(pages)
	pages = slices.Compact(pages)
	var list []string
	last := 0
	for _, p := range pages {
		if last+1 != p {
			if simple {
				list = append(list, `<li><a class="disabled">...</a></li>`)
			} else {
				list = append(list, `<li class="page-item disabled"><a class="">...</a></li>`)
			}
		}
		last = p
		if p == cur {
			list = append(list, fmt.Sprintf(`<li class="page-item active"><a class="page-link">%d</a></li>`, p))
		} else {
			list = append(list, item(p, strconv.Itoa(p)))
		}
	}
	if simple {
		return "<div class=\"pagination pagination-small\">\n\t<ul class=\"pagination\">\n\t\t" + strings.Join(list, "\n\t\t") + "\n\t</ul>\n</div>"
	}
	var full []string
	if cur > 1 {
		full = append(full, item(1, "Start"), item(cur-1, "Prev"))
	} else {
		full = append(full, disabled("Start"), disabled("Prev"))
	}
	full = append(full, list...)
	if cur < total {
		full = append(full, item(cur+1, "Next"), item(total, "End"))
	} else {
		full = append(full, disabled("Next"), disabled("End"))
	}
	var mobile []string
	for _, p := range pages {
		if p == cur {
			mobile = append(mobile, fmt.Sprintf(`<li class="page-item active"><a class="page-link">%d</a></li>`, p))
		} else {
			mobile = append(mobile, item(p, strconv.Itoa(p)))
		}
	}
	return "<nav class=\"d-none d-sm-block\">\n\t<ul class=\"pagination ms-0\">\n\t\t" + strings.Join(full, "\n\t\t") + "\n\t</ul>\n</nav>\n\n<nav class=\"d-block d-sm-none\">\n\t<ul class=\"pagination ms-0\">\n\t\t" +
		strings.Join(mobile, "\n\t\t") + "\n\t</ul>\n</nav>\n"
}

// userLink is KunenaUser::getLink(): the name linked to the profile.
func (s kuSkin) userLink(c *Ctx, d *kuData, u *User) string {
	cls := "kwho-user"
	if u.ID == 1 {
		cls = "kwho-admin"
	}
	return fmt.Sprintf(`<a class="%s hasTooltip" href="%s" data-bs-toggle="tooltip" title="View %s's Profile" rel="nofollow">%s</a>`, cls, c.Href(s.userURL(d, u)), Esc(u.Name), Esc(u.Name))
}

func kuAvatar(u *User, size int) string {
	if Hash("kuavatar", u.ID)%3 == 0 {
		return fmt.Sprintf(`<img loading="lazy" class="rounded-circle" src="/media/kunena/avatars/resized/size%d/users/avatar%d.png" width="%d" height="%d" alt="%s's Avatar">`, size, u.ID, size, size, Esc(u.Name))
	}
	return fmt.Sprintf(`<img loading="lazy" class="rounded-circle" src="/media/kunena/avatars/resized/size%d/nophoto.png" width="%d" height="%d" alt="%s's Avatar">`, size, size, size, Esc(u.Name))
}

// lastPost is the "last post" cell of an index row: the latest topic's last post.
func (s kuSkin) lastPost(c *Ctx, d *kuData, p *Post) string {
	if p == nil {
		return "<td colspan=\"5\">\n\t<div class=\"last-post-message\">No Posts</div>\n</td>"
	}
	t := p.Thread
	return fmt.Sprintf(`<td colspan="5">
	<div class="row">
		<div class="col-xs-6 col-md-3" id="kcat-avatar"><a class="kwho-user hasTooltip" href="%s" rel="nofollow">%s</a></div>
		<div class="col-xs-6 col-md-9" id="kcat-last">
			<span class="lastpostlink"><a href="%s" class="hasTooltip" data-bs-toggle="tooltip" title="%s" rel="canonical">%s</a></span>
			<br>
			<span class="lastpostby">by %s</span>
			<br>
			<span class="datepost">%s</span>
		</div>
	</div>
</td>`, c.Href(s.userURL(d, p.Author)), kuAvatar(p.Author, 48), c.Href(s.postURL(p)), Esc(t.Title), Esc(clip(t.Title, 30)), s.userLink(c, d, p.Author), kuDate(c, p))
}

// catRow is one category row of the index (category/index layout).
func (s kuSkin) catRow(c *Ctx, d *kuData, b *Board) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<tr class="category" id="category%d">
	<td colspan="1" id="kcat-icon" class="d-none d-md-table-cell"><a href="%s" title="%s"><i class="fas fa-folder fa-3x" aria-hidden="true"></i></a></td>
	<td colspan="6">
		<div>
			<h3>
				<a href="%s" class="hasTooltip" data-bs-toggle="tooltip" title="%s">%s</a>
				<small class="nowrap"><span id="kcatcount">%d</span><span>
					<a href="%s" rel="alternate" type="application/rss+xml"><i class="fas fa-rss" aria-hidden="true"></i></a>
				</span></small>
			</h3>
		</div>
		<div class="d-none d-sm-block header-desc">%s</div>
`, kuCatID(b), c.Href(s.catURL(b)), Esc(b.Name), c.Href(s.catURL(b)), Esc(b.Description), Esc(b.Name), b.AllThreads(), c.Href(kuFeed(s.catURL(b))), Esc(b.Description))
	if len(b.Children) > 0 {
		h.WriteString("\t\t<div>\n\t\t\t<ul class=\"list-inline\">\n")
		for _, ch := range b.Children {
			fmt.Fprintf(&h, "\t\t\t\t<li class=\"float-start\"><a href=\"%s\" title=\"%s\"><i class=\"fas fa-folder\" aria-hidden=\"true\"></i></a><a href=\"%s\" class=\"hasTooltip\" data-bs-toggle=\"tooltip\" title=\"%s\">%s</a><small class=\"d-none d-sm-block muted\"> (%d)</small></li>\n",
				c.Href(s.catURL(ch)), Esc(ch.Name), c.Href(s.catURL(ch)), Esc(ch.Description), Esc(ch.Name), ch.AllThreads())
		}
		h.WriteString("\t\t\t</ul>\n\t\t</div>\n")
	}
	h.WriteString("\t</td>\n\t" + s.lastPost(c, d, b.Latest()) + "\n</tr>\n")
	return h.String()
}

// kuCatID is a category's Kunena id: sections and categories share one sequence.
func kuCatID(b *Board) int { return nodeID(b) }

// section is one section block of the index.
func (s kuSkin) section(c *Ctx, d *kuData, cat *Category) string {
	id := catNodeID(cat)
	var h strings.Builder
	n := 0
	for _, b := range cat.Boards {
		n += b.AllThreads()
	}
	fmt.Fprintf(&h, `<div class="kfrontend shadow-lg rounded border section">
	<h2 class="btn-toolbar float-end">
		<button class="btn btn-outline-primary btn-sm" type="button" aria-expanded="false" aria-controls="section%d" data-bs-toggle="collapse" data-bs-target="#section%d"><i class="fas fa-compress" aria-hidden="true"></i></button>
	</h2>
	<h1 class="card-header">
		<a href="%s" class="hasTooltip" data-bs-toggle="tooltip" title="%s">%s</a>
		<small class="hidden-xs-down nowrap" id="ksection-count%d">%d Topics</small>
	</h1>
	<div class=" collapse show shadow-lg rounded" id="section%d">
%s`, id, id, c.Href("forum/"+d.secAlias[cat]), Esc(cat.Name), Esc(cat.Name), id, n, id, kuCatHead)
	for _, b := range cat.Boards {
		h.WriteString(s.catRow(c, d, b))
	}
	h.WriteString("\t\t</table>\n\t</div>\n</div>\n<!-- Begin: Category Module Position -->\n<!-- Finish: Category Module Position -->\n")
	return h.String()
}

// index is the category index (all sections), or one section's page.
func (s kuSkin) index(c *Ctx, d *kuData, only *Category) string {
	var h strings.Builder
	h.WriteString(s.forumJump(c, d))
	for _, cat := range c.W.Categories {
		if only == nil || cat == only {
			h.WriteString(s.section(c, d, cat))
		}
	}
	title, crumbs, rss, menu := "Forum", [][2]string{{"forum", "Forum"}}, "forum", "index"
	if only != nil {
		title = only.Name
		crumbs = append(crumbs, [2]string{"forum/" + d.secAlias[only], only.Name})
		rss, menu = "forum/"+d.secAlias[only], ""
	} else {
		h.WriteString(s.stats(c, d))
	}
	return s.joomla(c, d, kuPage{title: title, view: "category", kunena: true, menu: menu, crumbs: crumbs, rss: rss, content: h.String()})
}

// forumJump is Widget/Forumjump: a select that submits a form.
func (s kuSkin) forumJump(c *Ctx, d *kuData) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="float-end">
	<form action="%s" id="jumpto" name="jumpto" method="post" target="_self">
		<input type="hidden" name="view" value="category"><input type="hidden" name="task" value="jump">
		<div class="input-group">
			<select name="catid" id="catid" class="form-select" data-bs-toggle="tooltip" title="Board Categories" size="1" onchange="this.form.submit()">
				<option value="0" selected="selected">Board Categories</option>
`, c.Href("forum"))
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, "\t\t\t\t<option value=\"%d\">%s</option>\n", catNodeID(cat), Esc(cat.Name))
		for _, b := range cat.Boards {
			for _, x := range append([]*Board{b}, b.Children...) {
				pre := "- "
				if x.Parent != nil {
					pre = "- - "
				}
				fmt.Fprintf(&h, "\t\t\t\t<option value=\"%d\">%s%s</option>\n", kuCatID(x), pre, Esc(x.Name))
			}
		}
	}
	h.WriteString("\t\t\t</select>\n\t\t</div>\n\t</form>\n</div>\n<div class=\"clearfix\"></div>\n")
	return h.String()
}

// stats is the index's statistics and who-is-online widgets.
func (s kuSkin) stats(c *Ctx, d *kuData) string {
	w := c.W
	newest := w.Users[len(w.Users)-1]
	return fmt.Sprintf(`<div class="kfrontend shadow-lg rounded mt-4 border">
	<h2 class="card-header"><a href="%s" rel="follow">Forum Statistics</a></h2>
	<div class="shadow-lg rounded" id="kstats">
		<div class="card-body">
			<div class="container"><div class="row">
				<div class="col-md-1"><i class="fas fa-chart-bar fa-3x" aria-hidden="true"></i></div>
				<div class="col-md-3"><ul class="list-unstyled">
					<li>Total Messages: <strong>%s</strong> &nbsp; Total Topics: <strong>%s</strong></li>
					<li>Total Sections: <strong>%d</strong> &nbsp; Total Categories: <strong>%d</strong></li>
				</ul></div>
				<div class="col-md-3"><ul class="list-unstyled">
					<li>Total Users: <strong><a href="%s">%d</a></strong></li>
					<li>Latest Member: <strong>%s</strong></li>
				</ul></div>
				<div class="col-md-4"><ul class="list-unstyled">
					<li><a href="%s">Members List</a></li>
					<li><a href="%s">More Statistics</a></li>
				</ul></div>
			</div></div>
		</div>
	</div>
</div>
<div class="kfrontend shadow-lg rounded mt-4 border">
	<h2 class="card-header"><a href="%s" rel="follow">Who is online</a></h2>
	<div class="shadow-lg rounded" id="kwhoisonline"><div class="card-body"><ul class="list-unstyled"><span class="kwho-total">%d Guests and 0 Members online</span></ul></div></div>
</div>
`, c.Href("forum/statistics"), thousands(len(w.Posts), ","), thousands(len(w.Threads), ","), len(w.Categories), len(w.Boards),
		c.Href("forum/user/list"), len(w.Users), s.userLink(c, d, newest), c.Href("forum/user/list"), c.Href("forum/statistics"), c.Href("forum/user/list"), 3+int(Hash("kuguests", c.Path)%17))
}

// topicRow is topic/row/category.php (in adds nothing: Aurelia always names the category).
func (s kuSkin) topicRow(c *Ctx, d *kuData, t *Thread) string {
	sh := c.W.Shape
	last := t.LastPost()
	cls := "category"
	if t.Sticky {
		cls += "-stickymsg"
	}
	icon := "fas fa-file"
	if t.Sticky {
		icon = "fas fa-thumbtack"
	}
	return fmt.Sprintf(`<tr class="%s">
	<th scope="row" class="d-none d-md-table-cell center"><a href="%s" title="%s"><i class="%s fa-2x" aria-hidden="true"></i></a></th>
	<td>
		<div>
			<a href="%s" class="hasTooltip topictitle" data-bs-toggle="tooltip" title="%s">%s</a>
		</div>
		<div class="float-end"></div>
		<div class="started">
			<span class="ktopic-category"> Category: <a href="%s" class="hasTooltip" data-bs-toggle="tooltip" title="%s">%s</a></span>
			<br />
			Topic started %s, by %s
			<div class="float-end"></div>
		</div>
		<div id="klastpostphone" class="d-block d-sm-none">
			<a href="%s" rel="canonical">Last Post</a> %s <br>
			by %s
		</div>
		<div class="float-start">
			%s
		</div>
	</td>
	<td class="d-none d-md-table-cell">
		<div class="replies">Replies:<span class="repliesnum">%s</span></div>
		<div class="views">Views:<span class="viewsnum">%s</span></div>
	</td>
	<td class="d-none d-md-table-cell">
		<div class="row">
			<div class="col-xs-6 col-md-3"><a class="kwho-user hasTooltip" href="%s" data-bs-toggle="tooltip" title="View %s's Profile" rel="nofollow">%s</a></div>
			<div class="col-xs-6 col-md-9">
				<span class="lastpostlink"><a href="%s" class="hasTooltip" data-bs-toggle="tooltip" title="%s" rel="canonical">Last Post</a> by %s</span>
				<br>
				<span class="datepost">%s</span>
			</div>
		</div>
	</td>
</tr>
`, cls, c.Href(s.topicURL(t)), Esc(t.Title), icon, c.Href(s.topicURL(t)), Esc(t.Title), Esc(t.Title),
		c.Href(s.catURL(t.Board)), Esc(t.Board.Description), Esc(t.Board.Name), kuDate(c, t.Posts[0]), s.userLink(c, d, t.Author),
		c.Href(s.postURL(last)), kuDate(c, last), s.userLink(c, d, last.Author),
		kuPaginate(c, s.topicURL(t), 1, t.Pages(sh.PostsPerPage), sh.PostsPerPage, 3, true, false),
		thousands(len(t.Posts)-1, ","), thousands(t.Views, ","),
		c.Href(s.userURL(d, last.Author)), Esc(last.Author.Name), kuAvatar(last.Author, 48), c.Href(s.postURL(last)), Esc(t.Title), s.userLink(c, d, last.Author), kuDate(c, last))
}

// topicTable is the topic list table of a category or a topics view.
func (s kuSkin) topicTable(c *Ctx, d *kuData, ts []*Thread) string {
	var h strings.Builder
	h.WriteString(`<table class="table">
	<thead>
	<tr>
		<th scope="col" class="center d-none d-md-table-cell"><a id="forumtop"> </a><a href="#forumbottom" rel="nofollow"><i class="fas fa-arrow-down hasTooltip" aria-hidden="true"></i></a></th>
		<th scope="col" class="d-none d-md-table-cell">Subject</th>
		<th scope="col" class="d-none d-md-table-cell">Replies / Views</th>
		<th scope="col" class="d-none d-md-table-cell">Last Post</th>
	</tr>
	</thead>
	<tbody class="category-item">
`)
	for i, t := range ts {
		if i > 0 && ts[i-1].Sticky != t.Sticky {
			h.WriteString("<tr class=\"kcontenttablespacer\">\n\t<th scope=\"row\">&nbsp;</th>\n</tr>\n")
		}
		h.WriteString(s.topicRow(c, d, t))
	}
	h.WriteString("\t</tbody>\n</table>\n")
	return h.String()
}

// category is the category view: sub-categories, then a page of topics.
func (s kuSkin) category(c *Ctx, d *kuData, b *Board, page int) string {
	sh := c.W.Shape
	var h strings.Builder
	h.WriteString(s.forumJump(c, d))
	if len(b.Children) > 0 {
		fmt.Fprintf(&h, `<div class="kfrontend shadow-lg rounded border section">
	<h2 class="card-header">%s</h2>
	<div class="shadow-lg rounded">
%s`, Esc(b.Name), kuCatHead)
		for _, ch := range b.Children {
			h.WriteString(s.catRow(c, d, ch))
		}
		h.WriteString("\t\t</table>\n\t</div>\n</div>\n")
	}
	fmt.Fprintf(&h, "<h1 class=\"float-start\">%s <small class=\"hidden-xs-down\">(%d Topics)</small></h1>\n<div class=\"clearfix\"></div>\n", Esc(b.Name), len(b.Threads))
	pg := kuPaginate(c, s.catURL(b), page, b.Pages(sh.ThreadsPerPage), sh.ThreadsPerPage, 10, false, true)
	if len(b.Threads) > 0 {
		fmt.Fprintf(&h, `<div class="row">
	<div class="col-md-12">
		<h2 class="float-end">
			<form action="%s" method="post" class="form-inline">
				<input type="hidden" name="view" value="search"><input type="hidden" name="task" value="results"><input type="hidden" name="catids[]" value="%d">
				<div class="input-group"><input name="query" class="form-control hasTooltip" type="text" data-bs-toggle="tooltip" title="Search" placeholder="Search" value=""><button class="btn btn-outline-primary border" type="submit"><i class="fas fa-search" aria-hidden="true"></i></button></div>
			</form>
		</h2>
		<div class="float-start">
%s		</div>
	</div>
</div>
`, c.Href("forum/search"), kuCatID(b), pg)
	}
	fmt.Fprintf(&h, "<form action=\"%s\" method=\"post\" id=\"categoryactions\">\n\t<input type=\"hidden\" name=\"view\" value=\"topics\"/>\n\t<div><ul class=\"inline\"></ul></div>\n", c.Href("forum"))
	if len(b.Threads) > 0 {
		h.WriteString(s.topicTable(c, d, Page(b.Threads, page, sh.ThreadsPerPage)))
	}
	h.WriteString("</form>\n")
	if len(b.Threads) > 0 {
		h.WriteString("<div class=\"float-start\">\n" + pg + "</div>\n")
	}
	h.WriteString("<div class=\"clearfix\"></div>\n")
	title := b.Name
	if page > 1 {
		title = fmt.Sprintf("%s - Page %d", b.Name, page)
	}
	return s.joomla(c, d, kuPage{title: title, view: "category", kunena: true, crumbs: s.crumbs(d, b), rss: s.catURL(b), content: h.String()})
}

// crumbs is Kunena's breadcrumb down to board b: Forum, the section, the parents, b.
func (s kuSkin) crumbs(d *kuData, b *Board) [][2]string {
	out := [][2]string{{"forum", "Forum"}, {"forum/" + d.secAlias[b.Category], b.Category.Name}}
	for _, x := range b.Trail() {
		out = append(out, [2]string{s.catURL(x), x.Name})
	}
	return out
}

// message is topic/item/message with the profile on the left (Aurelia's default).
func (s kuSkin) message(c *Ctx, d *kuData, p *Post) string {
	t := p.Thread
	u := p.Author
	verb := "created the topic"
	if p.Index > 0 {
		verb = "replied the topic"
	}
	online := "offline"
	if Hash("kuonline", u.ID)%7 == 0 {
		online = "online"
	}
	sig := ""
	if sg := signature(u); sg != "" {
		sig = "\n\t\t<div class=\"ksig\">\n\t\t\t<hr>\n\t\t\t<span class=\"ksignature\">" + Esc(sg) + "</span>\n\t\t</div>"
	}
	starter := ""
	if u == t.Author {
		starter = `<span class="topic-starter">Topic Author</span>`
	}
	return fmt.Sprintf(`<div class="row message">
	<div class="col-md-2 shadow rounded d-none d-sm-block">
		<ul class="unstyled center profilebox">
			<li><strong>%s</strong></li>
			<li><a class="kwho-user hasTooltip" href="%s" data-bs-toggle="tooltip" title="View %s's Profile" rel="nofollow">%s</a>
				<a class="d-inline-block" href="%s" data-bs-toggle="tooltip" title="" data-bs-original-title="%s"><span class="badge bg-%s">%s</span></a>
			</li>
			<li>%s</li>
			<li>%s</li>
			<li>Posts: %d</li>
		</ul>
	</div>
	<div class="col-md-10 shadow-lg rounded message-published">
		<small class="float-end">
			<span class="text-muted">
				<i class="far fa-clock" aria-hidden="true"></i>
				%s
				<a href="#%d" id="%d" rel="canonical">#%d</a>
				<span class="d-block d-sm-none">by %s</span>
			</span>
		</small>
		<div class="shadow-none p-4 mb-5 rounded">
			<div class="mykmsg-header">
				%s %s: <a href="%s" class="hasTooltip topictitle" data-bs-toggle="tooltip" title="%s">%s</a>
			</div>
			<div class="kmsg">%s</div>%s
		</div>
	</div>
</div>
<!-- Begin: Message Module Position -->
<!-- Finish: Message Module Position -->
`, s.userLink(c, d, u), c.Href(s.userURL(d, u)), Esc(u.Name), kuAvatar(u, 144), c.Href(s.userURL(d, u)), online, map[string]string{"online": "success", "offline": "secondary"}[online], strings.ToUpper(online[:1])+online[1:],
		kuRank(u), starter, u.Posts,
		kuDate(c, p), p.ID, p.ID, p.Index+1, s.userLink(c, d, u),
		s.userLink(c, d, u), verb, c.Href(s.postURL(p)), Esc(t.Title), Esc(kuSubject(p)), Paras(p.Body, "<p>", "</p>\n"), sig)
}

// kuSubject is a message's subject: "Re: " and the topic's for replies.
func kuSubject(p *Post) string {
	if p.Index == 0 {
		return p.Thread.Title
	}
	return "Re: " + p.Thread.Title
}

func kuRank(u *User) string {
	switch {
	case u.ID == 1:
		return "Administrator"
	case u.Posts > 60:
		return "Platinum Boarder"
	case u.Posts > 30:
		return "Gold Boarder"
	case u.Posts > 10:
		return "Senior Boarder"
	}
	return "Fresh Boarder"
}

// topic is the topic view: heading, pagination, a page of messages, pagination.
func (s kuSkin) topic(c *Ctx, d *kuData, t *Thread, page int) string {
	sh := c.W.Shape
	var h strings.Builder
	h.WriteString(s.forumJump(c, d))
	fmt.Fprintf(&h, `<h1>
	<i class="fas fa-file" aria-hidden="true"></i>
	%s
</h1>
<div>
	<div class="float-end"></div>
</div>
<div class="float-start">
%s</div>
<h2 class="float-end">
	<form action="%s" method="post" class="form-inline"><input type="hidden" name="view" value="search"><input type="hidden" name="task" value="results"><input type="hidden" name="ids[]" value="%d"><div class="input-group"><input name="query" class="form-control hasTooltip" type="text" data-bs-toggle="tooltip" title="Search" placeholder="Search" value=""><button class="btn btn-outline-primary border" type="submit"><i class="fas fa-search" aria-hidden="true"></i></button></div></form>
</h2>
<div class="clearfix"></div>
<div class="topic-item-messages">
`, Esc(t.Title), kuPaginate(c, s.topicURL(t), page, t.Pages(sh.PostsPerPage), sh.PostsPerPage, 10, false, false), c.Href("forum/search"), t.ID)
	for _, p := range Page(t.Posts, page, sh.PostsPerPage) {
		h.WriteString(s.message(c, d, p))
	}
	fmt.Fprintf(&h, `</div>
<div class="float-start">
%s</div>
<div class="clearfix"></div>
<div class="float-end">
	<span class="kwhoisviewing">Time to create page: 0.%03d seconds</span>
</div>
`, kuPaginate(c, s.topicURL(t), page, t.Pages(sh.PostsPerPage), sh.PostsPerPage, 10, false, false), 100+int(Hash("kutime", c.Path)%800))
	title := t.Title
	if page > 1 {
		title = fmt.Sprintf("%s - Page %d", t.Title, page)
	}
	crumbs := append(s.crumbs(d, t.Board), [2]string{s.topicURL(t), t.Title})
	return s.joomla(c, d, kuPage{title: title, view: "topic", kunena: true, crumbs: crumbs, rss: s.catURL(t.Board), content: h.String()})
}

// list is a topics view: Recent Topics or No Replies, 20 a page.
func (s kuSkin) list(c *Ctx, d *kuData, which string) Response {
	ts, title := d.recent, "Recent Topics"
	if which == "noreplies" {
		ts, title = d.noreplies, "Topics Needing Replies"
	}
	per := c.W.Shape.ThreadsPerPage
	page := kuLimitstart(kuStartParam(c), len(ts), per)
	return s.page(c, Info{Type: TypeOther}, func() string {
		base := "forum/" + which
		pg := kuPaginate(c, base, page, pageCount(len(ts), per), per, 10, false, true)
		var h strings.Builder
		fmt.Fprintf(&h, "<div class=\"row\">\n\t<div class=\"col-md-12\">\n\t\t<h1 class=\"float-start\">%s <small class=\"hidden-xs-down\">(%d Topics)</small></h1>\n\t\t<div class=\"float-start\">\n%s\t\t</div>\n\t</div>\n</div>\n", title, len(ts), pg)
		h.WriteString(s.topicTable(c, d, Page(ts, page, per)))
		h.WriteString("<div class=\"float-start\">\n" + pg + "</div>\n<div class=\"clearfix\"></div>\n")
		return s.joomla(c, d, kuPage{title: title, view: "topics", kunena: true, menu: which, crumbs: [][2]string{{"forum", "Forum"}, {base, title}}, content: h.String()})
	})
}

// userList is the members list, 30 a page.
func (s kuSkin) userList(c *Ctx, d *kuData) Response {
	const per = 30
	us := c.W.Users
	page := kuLimitstart(kuStartParam(c), len(us), per)
	return s.page(c, Info{Type: TypeOther}, func() string {
		pg := kuPaginate(c, "forum/user/list", page, pageCount(len(us), per), per, 10, false, true)
		var h strings.Builder
		fmt.Fprintf(&h, `<h1 class="float-start">Members List <small class="hidden-xs-down">(%d)</small></h1>
<div class="float-end">
	<form action="%s" method="post" class="form-inline"><input type="hidden" name="view" value="user"><input type="hidden" name="layout" value="list"><div class="input-group"><input name="search" class="form-control" type="text" placeholder="Search users" value=""><button class="btn btn-outline-primary border" type="submit"><i class="fas fa-search" aria-hidden="true"></i></button></div></form>
</div>
<div class="clearfix"></div>
<table class="table table-bordered table-striped">
	<thead><tr><th class="center">#</th><th>Username</th><th class="d-none d-md-table-cell">Posts</th><th class="d-none d-md-table-cell">Join Date</th></tr></thead>
	<tbody>
`, len(us), c.Href("forum/user/list"))
		for i, u := range Page(us, page, per) {
			fmt.Fprintf(&h, "\t\t<tr><td class=\"center\">%d</td><td>%s %s</td><td class=\"d-none d-md-table-cell\">%d</td><td class=\"d-none d-md-table-cell\">%s</td></tr>\n",
				(page-1)*per+i+1, kuAvatar(u, 24), s.userLink(c, d, u), u.Posts, u.Joined.Format("02 Jan 2006"))
		}
		h.WriteString("\t</tbody>\n</table>\n<div class=\"float-start\">\n" + pg + "</div>\n<div class=\"clearfix\"></div>\n")
		return s.joomla(c, d, kuPage{title: "Members List", view: "user", kunena: true, crumbs: [][2]string{{"forum", "Forum"}, {"forum/user/list", "Members List"}}, content: h.String()})
	})
}

// profile is a user's profile; its tabs (topics, posts) switch in JavaScript.
func (s kuSkin) profile(c *Ctx, d *kuData, u *User) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<h1>%s</h1>
<div class="row">
	<div class="col-md-3">%s</div>
	<div class="col-md-9">
		<ul class="list-unstyled">
			<li><strong>Rank:</strong> %s</li>
			<li><strong>Register Date:</strong> %s</li>
			<li><strong>Posts:</strong> %d</li>
			<li><strong>Profile views:</strong> %d</li>
		</ul>
		<p class="kpersonal">%s</p>
	</div>
</div>
<div class="tabs">
	<ul class="nav nav-tabs" id="KunenaUserTab" role="tablist">
		<li class="nav-item" role="presentation"><a class="nav-link active" href="#topics" data-bs-toggle="tab" role="tab">Topics</a></li>
		<li class="nav-item" role="presentation"><a class="nav-link" href="#posts" data-bs-toggle="tab" role="tab">Posts</a></li>
	</ul>
	<div class="tab-content">
		<div class="tab-pane fade show active" id="topics" role="tabpanel">
`, Esc(u.Name), kuAvatar(u, 200), kuRank(u), u.Joined.Format("02 Jan 2006"), u.Posts, 10+int(Hash("kuviews", u.ID)%900), Esc(u.Bio))
	started := firstN(d.recent, 10, func(t *Thread) bool { return t.Author == u })
	h.WriteString(s.topicTable(c, d, started))
	h.WriteString("\t\t</div>\n\t\t<div class=\"tab-pane fade\" id=\"posts\" role=\"tabpanel\">\n\t\t\t<table class=\"table\">\n")
	n := 0
	for i := len(c.W.Posts) - 1; i >= 0 && n < 10; i-- {
		p := c.W.Posts[i]
		if p.Author != u {
			continue
		}
		n++
		fmt.Fprintf(&h, "\t\t\t\t<tr><td><a href=\"%s\" class=\"hasTooltip\" rel=\"nofollow\">%s</a><br><small>%s</small></td><td>%s</td></tr>\n",
			c.Href(s.permaURL(p)), Esc(kuSubject(p)), kuDate(c, p), Esc(clip(p.Body[0], 120)))
	}
	h.WriteString("\t\t\t</table>\n\t\t</div>\n\t</div>\n</div>\n")
	return s.joomla(c, d, kuPage{title: u.Name + " - Profile", view: "user", kunena: true, crumbs: [][2]string{{"forum", "Forum"}, {s.userURL(d, u), u.Name}}, content: h.String()})
}

// search is the search form; with a query, the matching messages' topics.
func (s kuSkin) search(c *Ctx, d *kuData) string {
	q := strings.TrimSpace(c.Query.Get("query"))
	var h strings.Builder
	fmt.Fprintf(&h, `<h1>Search</h1>
<form action="%s" method="get" id="searchform" name="adminForm">
	<div class="input-group"><input type="text" name="query" class="form-control" value="%s" placeholder="Search Keywords"><button type="submit" class="btn btn-outline-primary border">Search</button></div>
	<select name="titleonly" class="form-select"><option value="0">Search entire posts</option><option value="1">Search titles only</option></select>
</form>
`, c.Href("forum/search"), Esc(q))
	if q != "" {
		words := strings.Fields(strings.ToLower(q))
		hits := firstN(d.recent, 20, func(t *Thread) bool {
			for _, w := range words {
				if !strings.Contains(strings.ToLower(t.Title), w) {
					return false
				}
			}
			return true
		})
		fmt.Fprintf(&h, "<h2>Search Results <small>Found %d results for <strong>%s</strong></small></h2>\n<div class=\"kresults\">\n", len(hits), Esc(q))
		for _, t := range hits {
			p := t.Posts[0]
			fmt.Fprintf(&h, "<div class=\"row\"><div class=\"col-md-12\"><h3><a href=\"%s\" rel=\"nofollow\">%s</a></h3><p>%s</p><small>Posted by %s in %s, %s</small></div></div>\n",
				c.Href(s.permaURL(p)), Esc(t.Title), Esc(clip(p.Body[0], 200)), s.userLink(c, d, p.Author), Esc(t.Board.Name), kuDate(c, p))
		}
		h.WriteString("</div>\n")
	}
	return s.joomla(c, d, kuPage{title: "Search", view: "search", kunena: true, menu: "search", crumbs: [][2]string{{"forum", "Forum"}, {"forum/search", "Search"}}, content: h.String()})
}

// misc is the credits or the statistics page.
func (s kuSkin) misc(c *Ctx, d *kuData, which string) string {
	title, body := "Kunena Credits", `<h1>Kunena Credits</h1>
<p>Kunena is a forum component for Joomla, developed by the Kunena Team and released under the GNU/GPL.</p>
<ul><li><a href="https://www.kunena.org/team" target="_blank" rel="noopener noreferrer">The Kunena Team</a></li><li><a href="https://www.kunena.org/forum" target="_blank" rel="noopener noreferrer">Support forum</a></li></ul>`
	if which == "statistics" {
		w := c.W
		var h strings.Builder
		fmt.Fprintf(&h, "<h1>Forum Statistics</h1>\n<ul class=\"list-unstyled\"><li>Total Messages: %s</li><li>Total Topics: %s</li><li>Total Users: %d</li></ul>\n<h2>Top 10 Most Popular Topics</h2>\n<table class=\"table\">\n", thousands(len(w.Posts), ","), thousands(len(w.Threads), ","), len(w.Users))
		pop := stickyFirst(w.Threads, byViews, true)
		for _, t := range pop[:min(10, len(pop))] {
			fmt.Fprintf(&h, "<tr><td><a href=\"%s\">%s</a></td><td>%s</td></tr>\n", c.Href(s.topicURL(t)), Esc(t.Title), thousands(t.Views, ","))
		}
		h.WriteString("</table>\n")
		title, body = "Forum Statistics", h.String()
	}
	return s.joomla(c, d, kuPage{title: title, view: which, kunena: true, crumbs: [][2]string{{"forum", "Forum"}, {"forum/" + which, title}}, content: body})
}

// users is com_users: the login, registration, reset and remind forms.
func (s kuSkin) users(c *Ctx, d *kuData, which string) string {
	titles := map[string]string{"login": "Login", "registration": "User Registration", "reset": "Forgot your password?", "remind": "Forgot your username?"}
	var fields string
	switch which {
	case "login":
		fields = `<div class="control-group"><label for="username">Username</label><input type="text" name="username" id="username" class="form-control" autocomplete="username"></div><div class="control-group"><label for="password">Password</label><input type="password" name="password" id="password" class="form-control" autocomplete="current-password"></div>`
	case "registration":
		fields = `<div class="control-group"><label for="jform_name">Name</label><input type="text" name="jform[name]" id="jform_name" class="form-control"></div><div class="control-group"><label for="jform_username">Username</label><input type="text" name="jform[username]" id="jform_username" class="form-control"></div><div class="control-group"><label for="jform_email1">Email Address</label><input type="email" name="jform[email1]" id="jform_email1" class="form-control"></div>`
	default:
		fields = `<div class="control-group"><label for="jform_email">Email Address</label><input type="email" name="jform[email]" id="jform_email" class="form-control"></div>`
	}
	body := fmt.Sprintf(`<div class="com-users-%s %s">
	<div class="page-header"><h1>%s</h1></div>
	<form action="%s" method="post" class="form-validate form-horizontal well">
		<fieldset>%s</fieldset>
		<div class="control-group"><div class="controls"><button type="submit" class="btn btn-primary validate">Submit</button></div></div>
	</form>
	<div class="com-users-login__options list-group">
		<a class="com-users-login__reset list-group-item" href="%s">Forgot your password?</a>
		<a class="com-users-login__remind list-group-item" href="%s">Forgot your username?</a>
		<a class="com-users-login__register list-group-item" href="%s">Don't have an account?</a>
	</div>
</div>`, which, which, titles[which], c.Href("component/users/"+which), fields, c.Href("component/users/reset"), c.Href("component/users/remind"), c.Href("component/users/registration"))
	return s.joomla(c, d, kuPage{title: titles[which], view: which, crumbs: [][2]string{{"component/users/" + which, titles[which]}}, content: body})
}

// article is a Joomla article page: the front page ("") or about/contact.
func (s kuSkin) article(c *Ctx, d *kuData, which string) string {
	var body strings.Builder
	view, title, crumbs := "article-home", "", [][2]string(nil)
	switch which {
	case "":
		fmt.Fprintf(&body, `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
	<meta itemprop="inLanguage" content="en-GB">
	<div class="page-header"><h2 itemprop="headline">Welcome to the %s</h2></div>
	<div itemprop="articleBody" class="com-content-article__body">
		<p>We are a club of neighbours who ride, grow and cook together. Club rides leave from the square every Saturday at nine; the community garden is open to members every evening in summer.</p>
		<p>Most of our talk happens in the <a href="%s">club forum</a>: ride reports, seed swaps, recipes and the occasional argument about mudguards. Read <a href="%s">about the club</a> or <a href="%s">get in touch</a>.</p>
		<h3>Latest forum topics</h3>
		<ul class="mod-articleslatest latestnews mod-list">
`, kuSite, c.Href("forum"), c.Href("about"), c.Href("contact"))
		for _, t := range d.recent[:min(5, len(d.recent))] {
			fmt.Fprintf(&body, "\t\t\t<li itemscope itemtype=\"https://schema.org/Article\"><a href=\"%s\" itemprop=\"url\"><span itemprop=\"name\">%s</span></a></li>\n", c.Href(s.topicURL(t)), Esc(t.Title))
		}
		body.WriteString("\t\t</ul>\n\t</div>\n</div>\n")
	case "about":
		view, title, crumbs = "about", "About", [][2]string{{"about", "About"}}
		body.WriteString(`<div class="com-content-article item-page"><div class="page-header"><h1>About</h1></div><div class="com-content-article__body"><p>The club was founded in 2009 by six cyclists and a very large allotment. Membership is free; the forum is run by volunteers.</p></div></div>`)
	case "contact":
		view, title, crumbs = "contact", "Contact", [][2]string{{"contact", "Contact"}}
		body.WriteString(`<div class="com-content-article item-page"><div class="page-header"><h1>Contact</h1></div><div class="com-content-article__body"><p>Write to the committee at committee (at) valleyoutdoors.example, or find us at the Saturday ride.</p></div></div>`)
	}
	return s.joomla(c, d, kuPage{title: title, view: view, crumbs: crumbs, content: body.String()})
}

// kuCatHead opens Aurelia's table of categories, on the index and on a
// category with sub-categories.
const kuCatHead = `		<table class="table table-responsive w-100 d-block d-md-table">
			<tr>
				<td colspan="1" class="d-none d-md-table-cell"><div class="p-2"></div></td>
				<td colspan="7"><div class="p-2">Category</div></td>
				<td colspan="4"><div class="p-2">Last Post</div></td>
			</tr>
`
