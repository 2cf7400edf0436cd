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

// WoltLab Suite Forum 5.5 (Burning Board) with the default style, in German,
// as a WoltLab Suite Core site at the host root with the forum application
// below it at /forum/, URL rewriting on (no index.php?). Core and forum share
// one page chrome: the main menu (Dashboard, Forum, Mitglieder), the user
// panel and the footer menu. Controller names make the path ("board",
// "thread", "members-list"); objects are "ID-title" segments, always with a
// trailing slash. Boards and categories are one sequence of board ids.
//
// Every page prints its canonical URL, and WoltLab's AbstractPage answers a
// request whose path (a wrong or missing title, no trailing slash) or whose
// canonical query (pageNo) differs from the canonical with a 301 to it,
// keeping the other query parameters. Pagination links name page 1 as
// ?pageNo=1 (a duplicate, canonical without it). Post permalinks
// (?postID=P#postP, on every post's time and "#N" share link) render the
// thread page holding the post; ?action=firstNew and ?action=lastPost are
// 302s to a permalink. The guests' login link carries the current request URI
// as ?url=, so every page has a login URL of its own (on the login page it
// nests without end: a trap). 20 threads and 20 posts a page, the defaults.
// No robots.txt ships with the software. URL scheme:
//
//	forum/                                  entry: the board list (categories, boards, sub-boards)
//	forum/board-list/                       301 to forum/ (the application's landing page)
//	forum/board/C-category/                 a category: its boards (an index page)
//	forum/board/B-title/[?pageNo=N]         board: sub-boards, 20 threads a page
//	forum/board/B-title/?pageNo=N&sortField=F&sortOrder=O   sort variants (topic, username, time,
//	                                        replies, views, lastPostTime): the same page reordered
//	forum/thread/T-title/[?pageNo=N]        thread, 20 posts a page
//	forum/thread/T-title/?postID=P          permalink: the thread page holding the post (a post of
//	                                        another thread: 301 to its own thread)
//	forum/thread/T-title/?action=firstNew|lastPost   302 to the permalink of the last post
//	forum/board-feed/[B/]                   RSS
//	forum/user-post-list/U-name/[?pageNo=N] a member's posts (other)
//	forum/unread-thread-list/, undone-thread-list/, watched-thread-list/   403 for guests
//	/ (the Core dashboard), members-list/[?pageNo=N&letter=L&sortField=F&sortOrder=O], user/U-name/,
//	users-online-list/, team/, recent-activity-list/, tagged/G-tag/?objectType=com.woltlab.wbb.thread,
//	search/, user-search/, register/, lost-password/, legal-notice/, privacy-policy/, contact/   other
//	login/?url=URI                          the login form (other, a trap)
func wbb() *Package {
	return &Package{
		Name: "wbb", Software: "WoltLab Suite Forum 5.5 (Burning Board, default style)", Kind: Forum,
		Shape: Shape{Categories: 4, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.25, Threads: [2]int{8, 36},
			Posts: [2]int{1, 22}, LongThreadChance: 0.07, ThreadsPerPage: 20, PostsPerPage: 20, Users: 80,
			Lang: text.German, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 3137, Unseen: true,
		Skin: wbbSkin{},
	}
}

// wbbSkin renders WoltLab Suite Forum.
type wbbSkin struct{}

const (
	wbbSite    = "Rheintal-Community"
	wbbMembers = 30 // members a page on members-list
	wbbThreadT = "com.woltlab.wbb.thread"
)

// wbbTables are what the skin derives from a world.
type wbbTables struct {
	boards map[int]*Board    // by board id (categories and boards share the sequence)
	cats   map[int]*Category // categories by board id
	tags   []string
	tagID  map[string]int
	posts  map[*User][]*Post // each member's posts, newest first
	recent []*Post           // every post, newest first
}

func wbbTab(w *World) *wbbTables {
	return w.Derived("wbb", func() any {
		t := &wbbTables{boards: map[int]*Board{}, cats: map[int]*Category{}, tagID: map[string]int{}, posts: map[*User][]*Post{}}
		for _, b := range w.Boards {
			t.boards[nodeID(b)] = b
		}
		for _, cat := range w.Categories {
			t.cats[catNodeID(cat)] = cat
		}
		t.tags = w.Tags()
		for i, tag := range t.tags {
			t.tagID[tag] = i + 1
		}
		t.recent = slices.Clone(w.Posts)
		slices.SortStableFunc(t.recent, func(a, b *Post) int { return b.Time.Compare(a.Time) })
		for _, p := range t.recent {
			t.posts[p.Author] = append(t.posts[p.Author], p)
		}
		return t
	}).(*wbbTables)
}

// wbbSeg is an object's path segment, "ID-title", the id alone when the title leaves no slug.
func wbbSeg(id int, title string) string {
	if sl := slug(title); sl != "" {
		return fmt.Sprintf("%d-%s", id, sl)
	}
	return strconv.Itoa(id)
}

// wbbPaged adds ?pageNo=N to a canonical URL past page 1.
func wbbPaged(base string, p int) string {
	if p > 1 {
		return fmt.Sprintf("%s?pageNo=%d", base, p)
	}
	return base
}

func (wbbSkin) Entry() string { return "forum/" }

func wbbBoardBase(b *Board) string { return "forum/board/" + wbbSeg(nodeID(b), b.Name) + "/" }

func wbbCatURL(cat *Category) string { return "forum/board/" + wbbSeg(catNodeID(cat), cat.Name) + "/" }

func wbbThreadBase(t *Thread) string { return "forum/thread/" + wbbSeg(t.ID, t.Title) + "/" }

func (wbbSkin) BoardURL(b *Board, p int) string { return wbbPaged(wbbBoardBase(b), p) }

func (wbbSkin) ThreadURL(t *Thread, p int) string { return wbbPaged(wbbThreadBase(t), p) }

// postURL is a post's permalink, as its time and share links print it.
func wbbPostURL(p *Post) string {
	return fmt.Sprintf("%s?postID=%d#post%d", wbbThreadBase(p.Thread), p.ID, p.ID)
}

func wbbUserURL(u *User) string { return "user/" + wbbSeg(u.ID, u.Name) + "/" }

func wbbPostListURL(u *User) string { return "forum/user-post-list/" + wbbSeg(u.ID, u.Name) + "/" }

func wbbTagURL(d *wbbTables, tag string) string {
	return fmt.Sprintf("tagged/%s/?objectType=%s", wbbSeg(d.tagID[tag], tag), wbbThreadT)
}

// wbbObject reads an "ID-title" segment's id.
func wbbObject(seg string) (int, bool) {
	id, _, _ := strings.Cut(seg, "-")
	n, err := strconv.Atoi(id)
	return n, err == nil && n > 0
}

// canonical is AbstractPage's canonical URL check: a request whose path, or
// whose values of the canonical's own query parameters, differ from canon is
// answered with a 301 to canon, the request's other parameters kept. ok is
// false when the request is canonical enough to render.
func (wbbSkin) canonical(c *Ctx, canon string, info Info) (Response, bool) {
	cpath, cquery, _ := strings.Cut(canon, "?")
	want, _ := url.ParseQuery(cquery)
	redirect := c.Path != cpath
	for k := range want {
		if c.Query.Get(k) != want.Get(k) {
			redirect = true
		}
	}
	if !redirect {
		return Response{}, false
	}
	loc := canon
	for _, kv := range strings.Split(c.RawQuery, "&") {
		k, _, _ := strings.Cut(kv, "=")
		if kv == "" || want.Has(k) {
			continue
		}
		if strings.Contains(loc, "?") {
			loc += "&" + kv
		} else {
			loc += "?" + kv
		}
	}
	return Response{Status: http.StatusMovedPermanently, Location: loc, Info: info}, true
}

// pageNo is the request's pageNo, 1 when absent or below 1, as intval() reads it.
func wbbPageNo(c *Ctx) int { return max(1, c.Int("pageNo")) }

// Serve routes a request the way WoltLab's route handler maps paths to controllers.
func (s wbbSkin) Serve(c *Ctx) Response {
	if c.Path != "" && !strings.HasSuffix(c.Path, "/") {
		// The routes take a missing trailing slash; the canonical check then adds it.
		if r, ok := addSlash(c, s.route); ok {
			return r
		}
		return s.notFound(c)
	}
	return s.route(c)
}

func (s wbbSkin) route(c *Ctx) Response {
	d := wbbTab(c.W)
	other := Info{Type: TypeOther}
	seg := segments(strings.Split(strings.TrimSuffix(c.Path, "/"), "/"))
	switch c.Path {
	case "":
		return c.Page(other, s.frame(c, wbbChrome{title: "Dashboard", page: "com.woltlab.wcf.Dashboard", tpl: "cms", canon: "", menu: "dashboard"}, s.dashboard(c, d)))
	case "forum/":
		return c.Page(Info{Type: TypeEntry, Canonical: s.Entry()}, s.boardList(c, d))
	case "forum/board-list/":
		return Response{Status: http.StatusMovedPermanently, Location: s.Entry(), Info: Info{Type: TypeEntry, Canonical: s.Entry()}}
	case "forum/board-feed/":
		return s.rss(c, "Foren", s.Entry(), newestFirst(c.W.Threads)[:20])
	case "forum/unread-thread-list/", "forum/undone-thread-list/", "forum/watched-thread-list/", "forum/unresolved-thread-list/":
		return s.denied(c)
	case "members-list/":
		return s.membersList(c, d)
	case "users-online-list/", "team/", "recent-activity-list/", "search/", "user-search/", "register/", "lost-password/", "legal-notice/", "privacy-policy/", "contact/":
		page := wbbStatic[c.Path]
		return c.Page(other, s.frame(c, wbbChrome{title: page.title, page: page.id, tpl: page.tpl, canon: c.Path, menu: page.menu}, s.static(c, d, c.Path)))
	case "login/":
		// The login page's own login link carries its URL, which carries the previous one: endless.
		return c.Page(Info{Type: TypeOther, Trap: true}, s.frame(c, wbbChrome{title: "Anmelden", page: "com.woltlab.wcf.Login", tpl: "login"}, s.login(c)))
	}
	id, ok := wbbObject(seg.at(len(seg) - 1))
	if !ok {
		return s.notFound(c)
	}
	switch {
	case len(seg) == 3 && seg[0] == "forum" && seg[1] == "board":
		if cat := d.cats[id]; cat != nil {
			info := Info{Type: TypeIndex, FPage: 1, Canonical: wbbCatURL(cat)}
			if r, ok := s.canonical(c, wbbCatURL(cat), info); ok {
				return r
			}
			return c.Page(info, s.category(c, d, cat))
		}
		if b := d.boards[id]; b != nil {
			return s.board(c, d, b)
		}
		return s.notFound(c)
	case len(seg) == 3 && seg[0] == "forum" && seg[1] == "thread":
		return s.thread(c, d, id)
	case len(seg) == 3 && seg[0] == "forum" && seg[1] == "board-feed":
		if b := d.boards[id]; b != nil {
			return s.rss(c, b.Name, s.BoardURL(b, 1), newestFirst(b.Threads)[:min(20, len(b.Threads))])
		}
	case len(seg) == 3 && seg[0] == "forum" && seg[1] == "user-post-list":
		if u := c.W.User(id); u != nil {
			return s.postList(c, d, u)
		}
	case len(seg) == 2 && seg[0] == "user":
		if u := c.W.User(id); u != nil {
			if r, ok := s.canonical(c, wbbUserURL(u), other); ok {
				return r
			}
			return c.Page(other, s.frame(c, wbbChrome{title: u.Name, page: "com.woltlab.wcf.User", tpl: "user", canon: wbbUserURL(u), menu: "members"}, s.profile(c, d, u)))
		}
	case len(seg) == 2 && seg[0] == "tagged":
		if id <= len(d.tags) && c.Query.Get("objectType") == wbbThreadT {
			return s.tagged(c, d, d.tags[id-1])
		}
	}
	return s.notFound(c)
}

var wbbStatic = map[string]struct{ title, id, tpl, menu string }{
	"users-online-list/":    {"Benutzer online", "com.woltlab.wcf.UsersOnlineList", "usersOnlineList", "members"},
	"team/":                 {"Team", "com.woltlab.wcf.Team", "team", "members"},
	"recent-activity-list/": {"Letzte Aktivitäten", "com.woltlab.wcf.RecentActivityList", "recentActivityList", "members"},
	"search/":               {"Suche", "com.woltlab.wcf.Search", "search", ""},
	"user-search/":          {"Mitglieder suchen", "com.woltlab.wcf.UserSearch", "userSearch", "members"},
	"register/":             {"Registrierung", "com.woltlab.wcf.Register", "register", ""},
	"lost-password/":        {"Kennwort vergessen", "com.woltlab.wcf.LostPassword", "lostPassword", ""},
	"legal-notice/":         {"Impressum", "com.woltlab.wcf.LegalNotice", "cms", ""},
	"privacy-policy/":       {"Datenschutzerklärung", "com.woltlab.wcf.PrivacyPolicy", "cms", ""},
	"contact/":              {"Kontakt", "com.woltlab.wcf.Contact", "contact", ""},
}

func (s wbbSkin) board(c *Ctx, d *wbbTables, b *Board) Response {
	per := c.W.Shape.ThreadsPerPage
	page := wbbPageNo(c)
	info := boardInfo(s, b, min(page, b.Pages(per)))
	if r, ok := s.canonical(c, s.BoardURL(b, page), info); ok {
		return r
	}
	if page > b.Pages(per) {
		return s.illegal(c)
	}
	return c.Page(info, s.boardPage(c, d, b, page))
}

func (s wbbSkin) thread(c *Ctx, d *wbbTables, id int) Response {
	per := c.W.Shape.PostsPerPage
	t := c.W.Thread(id)
	var post *Post
	if pid := c.Int("postID"); pid != 0 {
		// ThreadPage takes the thread from the post; the canonical check then
		// moves a post asked for under another thread to its own.
		if post = c.W.Post(pid); post == nil {
			return s.illegal(c)
		}
		t = post.Thread
	}
	if t == nil {
		return s.illegal(c)
	}
	page := wbbPageNo(c)
	hold := page
	if post != nil {
		hold = PageOf(post.Index, per)
	}
	info := threadInfo(s, t, min(hold, t.Pages(per)))
	if r, ok := s.canonical(c, s.ThreadURL(t, page), info); ok {
		return r
	}
	switch c.Query.Get("action") {
	case "firstNew", "lastPost":
		// A guest has read nothing and has no visit to count from: both lead to the last post.
		last := t.LastPost()
		return c.Redirect(wbbPostURL(last), threadInfo(s, t, PageOf(last.Index, per)))
	}
	if hold > t.Pages(per) {
		return s.illegal(c)
	}
	return c.Page(info, s.threadPage(c, d, t, hold))
}

func (s wbbSkin) rss(c *Ctx, title, link string, ts []*Thread) Response {
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=UTF-8",
		Body: rssFeed(c, title+" - "+wbbSite, link, rssItems(c, ts)), Info: Info{Type: TypeOther}}
}

// illegal is WoltLab's IllegalLinkException page.
func (s wbbSkin) illegal(c *Ctx) Response {
	return c.NotFound(s.frame(c, wbbChrome{title: "Seite nicht gefunden", tpl: "error"}, `<header class="contentHeader"><div class="contentHeaderTitle"><h1 class="contentTitle">Seite nicht gefunden</h1></div></header>
<div class="section"><p class="error" role="alert">Die angeforderte Seite konnte nicht gefunden werden.</p></div>`))
}

func (s wbbSkin) notFound(c *Ctx) Response { return s.illegal(c) }

// denied is the PermissionDeniedException page guests meet on lists that need an account.
func (s wbbSkin) denied(c *Ctx) Response {
	r := c.Page(Info{Type: TypeOther}, s.frame(c, wbbChrome{title: "Zugriff verweigert", tpl: "error"}, fmt.Sprintf(`<header class="contentHeader"><div class="contentHeaderTitle"><h1 class="contentTitle">Zugriff verweigert</h1></div></header>
<div class="section"><p class="error" role="alert">Sie sind nicht berechtigt, diese Seite aufzurufen. Bitte <a href="%s">melden Sie sich an</a>.</p></div>`, c.Href(s.loginURL(c)))))
	r.Status = http.StatusForbidden
	return r
}

// loginURL is the guests' login link: the login form with the request URI to return to.
func (s wbbSkin) loginURL(c *Ctx) string {
	uri := c.Pkg.Mount + c.Path
	if c.RawQuery != "" {
		uri += "?" + c.RawQuery
	}
	return "login/?url=" + url.QueryEscape(uri)
}

var wbbMonths = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}

func wbbDate(t time.Time) string {
	return fmt.Sprintf("%d. %s %d", t.Day(), wbbMonths[t.Month()-1], t.Year())
}

// wbbTime is the time element of WoltLab's |time modifier; JavaScript makes it relative.
func wbbTime(t time.Time) string {
	t = t.In(wbbZone)
	return fmt.Sprintf(`<time datetime="%s" class="datetime" data-timestamp="%d" data-date="%s" data-time="%s" data-offset="7200">%s, %s</time>`,
		t.Format(time3339), t.Unix(), wbbDate(t), t.Format("15:04"), wbbDate(t), t.Format("15:04"))
}

// wbbZone is the board's time zone, Europe/Berlin in summer time.
var wbbZone = time.FixedZone("CEST", 7200)

// wbbRank is a member's title from WoltLab's default German ranks.
func wbbRank(u *User) string {
	switch {
	case u.Posts > 60:
		return "Profi"
	case u.Posts > 20:
		return "Fortgeschrittener"
	}
	return "Anfänger"
}

func wbbNum(n int) string { return thousands(n, ".") }

// avatar is a member's avatar image: WoltLab's generated initial avatar.
func wbbAvatar(c *Ctx, size int) string {
	return fmt.Sprintf(`<img src="%simages/avatars/avatar-default.svg" width="%d" height="%d" alt="" class="userAvatarImage" loading="lazy">`, c.Pkg.Mount, size, size)
}

func (s wbbSkin) userLink(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s" class="userLink" data-object-id="%d">%s</a>`, c.Href(wbbUserURL(u)), u.ID, Esc(u.Name))
}

// wbbPagination is the {pages} plugin: page 1 linked as pageNo=1 too.
func (s wbbSkin) pagination(c *Ctx, link func(int) string, cur, total int, small bool) string {
	if total < 2 {
		return ""
	}
	var h strings.Builder
	class := "pagination"
	if small {
		class += " small"
	}
	fmt.Fprintf(&h, `<nav class="%s" data-link="%s" data-pages="%d"><ul>`, class, c.Href(link(-1)), total)
	if !small && cur > 1 {
		fmt.Fprintf(&h, `<li class="skip"><a href="%s" title="Vorherige Seite" class="jsTooltip" rel="prev"><span class="icon icon24 fa-chevron-left" aria-hidden="true"></span></a></li>`, c.Href(link(cur-1)))
	}
	for _, it := range Pager(cur, total, 2) {
		switch {
		case it.Gap:
			h.WriteString(`<li class="jumpTo"><a title="Gehe zu Seite" class="jsTooltip">…</a></li>`)
		case it.Current && !small:
			fmt.Fprintf(&h, `<li class="active"><span>%d</span><span class="invisible">Seite %d von %d</span></li>`, it.N, it.N, total)
		default:
			fmt.Fprintf(&h, `<li><a href="%s" title="Seite %d">%d</a></li>`, c.Href(link(it.N)), it.N, it.N)
		}
	}
	if !small && cur < total {
		fmt.Fprintf(&h, `<li class="skip"><a href="%s" title="Nächste Seite" class="jsTooltip" rel="next"><span class="icon icon24 fa-chevron-right" aria-hidden="true"></span></a></li>`, c.Href(link(cur+1)))
	}
	h.WriteString(`</ul></nav>`)
	return h.String()
}

// pageLink is a paginated URL's template: base with pageNo=N and extra; N < 0 gives the %d of data-link.
func wbbPageLink(base, extra string) func(int) string {
	return func(n int) string {
		num := "%d"
		if n >= 0 {
			num = strconv.Itoa(n)
		}
		sep := "?"
		if strings.Contains(base, "?") {
			sep = "&"
		}
		return base + sep + "pageNo=" + num + extra
	}
}

// wbbChrome is what the page frame needs to know about a page.
type wbbChrome struct {
	title  string
	page   string // the page identifier, data-page-identifier on <body>
	tpl    string // the template, tpl_... id and data-template on <body>
	app    string // "wbb" for forum pages
	canon  string // mount-relative canonical URL, "" for none
	menu   string // active main menu item: dashboard, forum, members
	crumbs []wbbCrumb
	feed   string // mount-relative RSS URL for <link rel="alternate">
	side   string // right sidebar boxes
	body   string // extra data attributes on <body>
}

type wbbCrumb struct{ name, href string }

// forumCrumbs is the breadcrumb trail down to (not including) a board's page:
// the site, the forum, the category, the parent boards.
func wbbForumCrumbs(cat *Category, trail []*Board) []wbbCrumb {
	cr := []wbbCrumb{{wbbSite, ""}, {"Forum", "forum/"}}
	if cat != nil {
		cr = append(cr, wbbCrumb{cat.Name, wbbCatURL(cat)})
	}
	for _, b := range trail {
		cr = append(cr, wbbCrumb{b.Name, wbbBoardBase(b)})
	}
	return cr
}

// frame is the default style's page: header with main menu and user panel,
// breadcrumbs, content, right sidebar, footer.
func (s wbbSkin) frame(c *Ctx, ch wbbChrome, content string) string {
	m := c.Pkg.Mount
	app := ch.app
	if app == "" {
		app = "wcf"
	}
	title := ch.title + " - " + wbbSite
	if ch.page == "com.woltlab.wcf.Dashboard" {
		title = wbbSite
	}
	var head strings.Builder
	if ch.canon != "" || ch.page == "com.woltlab.wcf.Dashboard" {
		fmt.Fprintf(&head, "<link rel=\"canonical\" href=\"%s\">\n", c.Href(ch.canon))
	}
	if ch.feed != "" {
		fmt.Fprintf(&head, "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"RSS-Feed\" href=\"%s\">\n", c.Href(ch.feed))
	}
	active := func(item string) string {
		if ch.menu == item {
			return " active"
		}
		return ""
	}
	var crumbs strings.Builder
	if len(ch.crumbs) > 0 {
		crumbs.WriteString("<nav class=\"breadcrumbs\" aria-label=\"Breadcrumb\">\n<ol itemprop=\"breadcrumb\" itemscope itemtype=\"http://schema.org/BreadcrumbList\">\n")
		for i, cr := range ch.crumbs {
			fmt.Fprintf(&crumbs, "<li title=\"%s\" itemprop=\"itemListElement\" itemscope itemtype=\"http://schema.org/ListItem\"><a href=\"%s\" itemprop=\"item\"><span itemprop=\"name\">%s</span></a><meta itemprop=\"position\" content=\"%d\"></li>\n",
				Esc(cr.name), c.Href(cr.href), Esc(cr.name), i+1)
		}
		crumbs.WriteString("</ol>\n</nav>\n")
	}
	side := ""
	if ch.side != "" {
		side = "<aside class=\"sidebar boxesSidebarRight\" aria-label=\"Rechte Seitenleiste\">\n<div class=\"boxContainer\">\n" + ch.side + "</div>\n</aside>\n"
	}
	login := c.Href(s.loginURL(c))
	return fmt.Sprintf(`<!DOCTYPE html>
<html dir="ltr" lang="de">
<head>
<meta charset="utf-8">
<title>%s</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="format-detection" content="telephone=no">
<meta property="og:site_name" content="%s">
<meta property="og:title" content="%s">
<link rel="stylesheet" type="text/css" href="%sstyle/style-1.css?m=1687342210">
<link rel="preload" href="%sfont/families/Open%%20Sans/OpenSans-Regular.woff2?v=1614334343" as="font" crossorigin>
<meta name="timezone" content="Europe/Berlin">
<script data-cfasync="false">
	var WCF_PATH = '%s';
	var WSC_API_URL = '%s';
	var LANGUAGE_ID = 1;
	var LANGUAGE_USE_INFORMAL_VARIANT = false;
	var TIME_NOW = %d;
	var LAST_UPDATE_TIME = 1687342208;
	var URL_LEGACY_MODE = false;
	var ENABLE_DEBUG_MODE = false;
	var ENABLE_PRODUCTION_DEBUG_MODE = true;
	var ENABLE_DEVELOPER_TOOLS = false;
	var WSC_API_VERSION = 2019;
	var PAGE_TITLE = '%s';
</script>
<script data-cfasync="false" src="%sjs/WoltLabSuite/WebComponent.min.js?v=1687342208"></script>
<script data-cfasync="false" src="%sjs/preload/de.preload.js?v=1687342208"></script>
<script data-cfasync="false" src="%sjs/WoltLabSuite.Core.tiny.min.js?v=1687342208"></script>
<script data-cfasync="false" src="%sjs/WoltLabSuite.Forum.tiny.min.js?v=1687342208"></script>
%s%s<link rel="apple-touch-icon" sizes="180x180" href="%simages/favicon/default.apple-touch-icon.png">
<link rel="manifest" href="%simages/favicon/default.manifest.json">
<link rel="shortcut icon" href="%simages/favicon/default.favicon.ico">
</head>
<body id="tpl_%s_%s" itemscope itemtype="http://schema.org/WebPage" data-template="%s" data-application="%s" data-page-identifier="%s"%s class="">
<span id="top"></span>
<div id="pageContainer" class="pageContainer">
<div id="pageHeaderContainer" class="pageHeaderContainer">
<header id="pageHeader" class="pageHeader">
<div id="pageHeaderPanel" class="pageHeaderPanel">
<div class="layoutBoundary">
<div class="box mainMenu" data-box-identifier="com.woltlab.wcf.MainMenu">
<div class="boxContent">
<nav aria-label="Hauptmenü">
<ol class="boxMenu">
<li class="%s" data-identifier="com.woltlab.wcf.Dashboard"><a href="%s" class="boxMenuLink"><span class="boxMenuLinkTitle">Dashboard</span></a></li>
<li class="%s" data-identifier="com.woltlab.wbb.BoardList"><a href="%s" class="boxMenuLink"><span class="boxMenuLinkTitle">Forum</span></a></li>
<li class="boxMenuHasChildren%s" data-identifier="com.woltlab.wcf.MembersList"><a href="%s" class="boxMenuLink"><span class="boxMenuLinkTitle">Mitglieder</span></a>
<ol class="boxMenuDepth1">
<li data-identifier="com.woltlab.wcf.RecentActivityList"><a href="%s" class="boxMenuLink"><span class="boxMenuLinkTitle">Letzte Aktivitäten</span></a></li>
<li data-identifier="com.woltlab.wcf.UsersOnlineList"><a href="%s" class="boxMenuLink"><span class="boxMenuLinkTitle">Benutzer online</span></a></li>
<li data-identifier="com.woltlab.wcf.Team"><a href="%s" class="boxMenuLink"><span class="boxMenuLinkTitle">Team</span></a></li>
<li data-identifier="com.woltlab.wcf.UserSearch"><a href="%s" class="boxMenuLink"><span class="boxMenuLinkTitle">Mitglieder suchen</span></a></li>
</ol>
</li>
</ol>
</nav>
</div>
</div>
<nav id="topMenu" class="userPanel">
<a href="%s" class="userPanelLoginLink jsTooltip" title="Anmelden oder registrieren"><span class="icon icon32 fa-sign-in" aria-hidden="true"></span></a>
<ul class="userPanelItems">
<li id="userLogin"><a class="loginLink" href="%s">Anmelden oder registrieren</a></li>
<li><a href="%s" id="userPanelSearchButton" class="jsTooltip" title="Suche"><span class="icon icon32 fa-search"></span> <span>Suche</span></a></li>
</ul>
</nav>
</div>
</div>
<div id="pageHeaderFacade" class="pageHeaderFacade">
<div class="layoutBoundary">
<div id="pageHeaderLogo" class="pageHeaderLogo">
<a href="%s"><img src="%simages/default-logo.png" alt="" class="pageHeaderLogoLarge" height="40" width="281" loading="eager"><img src="%simages/default-logo-small.png" alt="" class="pageHeaderLogoSmall" height="60" width="110" loading="eager"><span class="screen-reader-text">%s</span></a>
</div>
<div id="pageHeaderSearch" class="pageHeaderSearch">
<form method="post" action="%s">
<div id="pageHeaderSearchInputContainer" class="pageHeaderSearchInputContainer">
<div class="pageHeaderSearchType dropdown"><a href="#" class="button dropdownToggle" id="pageHeaderSearchTypeSelect"><span class="pageHeaderSearchTypeLabel">Alles</span></a>
<ul class="dropdownMenu"><li><a href="#" data-extended-link="%s" data-object-type="everywhere">Alles</a></li><li class="dropdownDivider"></li><li><a href="#" data-object-type="com.woltlab.wbb.post">Forum</a></li><li><a href="#" data-object-type="com.woltlab.wcf.page">Seiten</a></li><li class="dropdownDivider"></li><li><a class="pageHeaderSearchExtendedLink" href="%s">Erweiterte Suche</a></li></ul>
</div>
<input type="search" name="q" id="pageHeaderSearchInput" class="pageHeaderSearchInput" placeholder="Suchbegriff eingeben" autocomplete="off" value="">
<button class="pageHeaderSearchInputButton button" type="submit"><span class="icon icon16 fa-search pointer" title="Suche"></span></button>
<div id="pageHeaderSearchParameters"></div>
<input type="hidden" name="t" value="%016x">
</div>
</form>
</div>
</div>
</div>
</header>
</div>
<div class="pageNavigation">
<div class="layoutBoundary">
%s</div>
</div>
<section id="main" class="main" role="main">
<div class="layoutBoundary">
<div id="content" class="content%s">
%s
</div>
%s</div>
</section>
<footer id="pageFooter" class="pageFooter">
<div class="boxesFooter">
<div class="layoutBoundary">
<div class="boxContainer">
<div class="box" data-box-identifier="com.woltlab.wcf.FooterMenu">
<div class="boxContent">
<nav aria-label="Footer-Menü">
<ol class="boxMenu">
<li data-identifier="com.woltlab.wcf.PrivacyPolicy"><a href="%s" class="boxMenuLink"><span class="boxMenuLinkTitle">Datenschutzerklärung</span></a></li>
<li data-identifier="com.woltlab.wcf.Contact"><a href="%s" class="boxMenuLink"><span class="boxMenuLinkTitle">Kontakt</span></a></li>
<li data-identifier="com.woltlab.wcf.LegalNotice"><a href="%s" class="boxMenuLink"><span class="boxMenuLinkTitle">Impressum</span></a></li>
</ol>
</nav>
</div>
</div>
</div>
</div>
</div>
<div id="pageFooterCopyright" class="pageFooterCopyright">
<div class="layoutBoundary">
<div class="copyright"><a href="https://www.woltlab.com/de/" rel="nofollow">Forum Software: <strong>Burning Board&reg;</strong>, entwickelt von <strong>WoltLab&reg; GmbH</strong></a></div>
</div>
</div>
</footer>
</div>
<a id="bottom"></a>
%s%s</body>
</html>
`, Esc(title), wbbSite, Esc(ch.title), m, m, m, m, c.W.Now.Unix(), wbbSite, m, m, m, m,
		head.String(), c.Styles(16), m, m, m,
		app, ch.tpl, ch.tpl, app, ch.page, ch.body,
		strings.TrimSpace(active("dashboard")), c.Href(""), strings.TrimSpace(active("forum")), c.Href(s.Entry()), active("members"), c.Href("members-list/"),
		c.Href("recent-activity-list/"), c.Href("users-online-list/"), c.Href("team/"), c.Href("user-search/"),
		login, login, c.Href("search/"),
		c.Href(""), m, m, wbbSite,
		c.Href("search/"), c.Href("search/?extended=1"), c.Href("search/?extended=1"), Hash("wbbtoken", c.Path),
		crumbs.String(), map[bool]string{true: " sidebarRight", false: ""}[side != ""], content, side,
		c.Href("privacy-policy/"), c.Href("contact/"), c.Href("legal-notice/"),
		c.Scripts(6), `<script data-relocate="true">
	require(['Language', 'WoltLabSuite/Core/BootstrapFrontend', 'User'], function(Language, BootstrapFrontend, User) {
		User.init(0, '', '');
		BootstrapFrontend.setup({ backgroundQueue: { url: '`+m+`index.php?background-queue-perform/', force: false }, enableUserPopover: true, executeCronjobs: undefined, styleChanger: false });
	});
</script>
`)
}

// boxStats is the forum statistics box of the board list's sidebar.
func (s wbbSkin) boxStats(c *Ctx, d *wbbTables) string {
	w := c.W
	newest := w.Users[0]
	for _, u := range w.Users {
		if u.Joined.After(newest.Joined) {
			newest = u
		}
	}
	return fmt.Sprintf(`<section class="box" data-box-identifier="com.woltlab.wbb.StatisticsSidebar">
<h2 class="boxTitle">Statistik</h2>
<div class="boxContent">
<dl class="plain dataList">
<dt>Themen</dt><dd>%s</dd>
<dt>Beiträge</dt><dd>%s</dd>
<dt>Mitglieder</dt><dd>%s</dd>
<dt>Rekord</dt><dd>%d Benutzer (%s)</dd>
<dt>Neuestes Mitglied</dt><dd>%s</dd>
</dl>
</div>
</section>
`, wbbNum(len(w.Threads)), wbbNum(len(w.Posts)), wbbNum(len(w.Users)), 180+int(Hash("wbbrecord")%200), wbbTime(w.Now.AddDate(0, -7, -3)), s.userLink(c, newest))
}

// usersOnline is the users-online box: a few members by name, the guests as a count.
func (s wbbSkin) usersOnline(c *Ctx) string {
	w := c.W
	var names []string
	for i := range 3 + int(Hash("wbbonline", c.Path)%5) {
		u := w.Users[int(Hash("wbbon", c.Path, i)%uint64(len(w.Users)))]
		names = append(names, s.userLink(c, u))
	}
	guests := 20 + int(Hash("wbbguests", c.Path)%60)
	return fmt.Sprintf(`<section class="box" data-box-identifier="com.woltlab.wcf.UsersOnline">
<h2 class="boxTitle"><a href="%s">%d Benutzer online</a></h2>
<div class="boxContent">
<p>%d Mitglieder und %d Besucher</p>
<ul class="inlineList commaSeparated small">%s</ul>
<p><small>Rekord: %d Benutzer (%s)</small></p>
<dl class="plain inlineDataList usersOnlineLegend"><dt>Legende:</dt><dd><ul class="inlineList commaSeparated"><li><span class="userGroupAdministrator">Administratoren</span></li><li><span class="userGroupModerator">Moderatoren</span></li></ul></dd></dl>
</div>
</section>
`, c.Href("users-online-list/"), len(names)+guests, len(names), guests, "<li>"+strings.Join(names, "</li><li>")+"</li>",
		180+int(Hash("wbbrecord")%200), wbbTime(w.Now.AddDate(0, -7, -3)))
}

// latestPosts is the "Letzte Beiträge" box: newest posts by their permalinks.
func (s wbbSkin) latestPosts(c *Ctx, d *wbbTables, n int) string {
	var h strings.Builder
	h.WriteString(`<section class="box" data-box-identifier="com.woltlab.wbb.LatestPosts">
<h2 class="boxTitle">Letzte Beiträge</h2>
<div class="boxContent">
<ul class="sidebarItemList">
`)
	for _, p := range d.recent[:n] {
		fmt.Fprintf(&h, `<li class="box24"><a href="%s" aria-hidden="true" tabindex="-1">%s</a><div class="sidebarItemTitle"><h3><a href="%s" class="wbbTopicLink" data-object-id="%d" data-sort-order="DESC">%s</a></h3><small><a href="%s" class="userLink" data-object-id="%d">%s</a> <span class="separatorLeft">%s</span></small></div></li>
`, c.Href(wbbUserURL(p.Author)), wbbAvatar(c, 24), c.Href(wbbPostURL(p)), p.Thread.ID, Esc(p.Thread.Title),
			c.Href(wbbUserURL(p.Author)), p.Author.ID, Esc(p.Author.Name), wbbTime(p.Time))
	}
	h.WriteString("</ul>\n</div>\n</section>\n")
	return h.String()
}

func (s wbbSkin) dashboard(c *Ctx, d *wbbTables) string {
	return fmt.Sprintf(`<header class="contentHeader"><div class="contentHeaderTitle"><h1 class="contentTitle">Willkommen in der %s</h1></div></header>
<div class="section cmsContent htmlContent">
<p>Schön, dass Sie vorbeischauen. In unserem <a href="%s">Forum</a> tauschen sich Mitglieder aus der ganzen Region über ihre Themen aus. Als Gast können Sie alle Beiträge lesen; zum Schreiben ist eine <a href="%s">Registrierung</a> nötig.</p>
</div>
<div class="boxesContentBottom"><div class="boxContainer">
%s%s</div></div>`, wbbSite, c.Href(s.Entry()), c.Href("register/"), s.latestPosts(c, d, 10), s.usersOnline(c))
}

// boardRows is the board list markup for boards, depth their nesting level (2 under a category).
func (s wbbSkin) boardRows(c *Ctx, boards []*Board, depth int) string {
	var h strings.Builder
	for _, b := range boards {
		last := ""
		if p := b.Latest(); p != nil {
			last = fmt.Sprintf(`<div class="wbbBoardLastPost">
<div class="box32">
<a href="%s" aria-hidden="true" tabindex="-1">%s</a>
<div>
<p><a href="%s" class="wbbTopicLink" data-object-id="%d" data-sort-order="ASC" title="%s">%s</a></p>
<small><a href="%s" class="userLink" data-object-id="%d">%s</a> <span class="separatorLeft"><a href="%s" class="jsTooltip" title="Zum letzten Beitrag springen">%s</a></span></small>
</div>
</div>
</div>`, c.Href(wbbUserURL(p.Author)), wbbAvatar(c, 32), c.Href(wbbThreadBase(p.Thread)+"?action=firstNew"), p.Thread.ID, Esc(p.Thread.Title), Esc(clip(p.Thread.Title, 50)),
				c.Href(wbbUserURL(p.Author)), p.Author.ID, Esc(p.Author.Name), c.Href(wbbThreadBase(p.Thread)+"?action=lastPost"), wbbTime(p.Time))
		}
		subs := ""
		if len(b.Children) > 0 {
			var sb strings.Builder
			sb.WriteString(`<ul class="inlineList commaSeparated wbbSubBoards">`)
			for _, ch := range b.Children {
				fmt.Fprintf(&sb, `<li data-board-id="%d"><span class="icon icon16 fa-folder-o"></span> <a href="%s" class="wbbBoardLink">%s</a></li>`, nodeID(ch), c.Href(s.BoardURL(ch, 1)), Esc(ch.Name))
			}
			sb.WriteString(`</ul>`)
			subs = sb.String()
		}
		fmt.Fprintf(&h, `<li class="wbbBoardContainer wbbDepth%d tabularBox" data-board-id="%d">
<div class="wbbBoard box32">
<span class="icon icon32 fa-folder-o wbbBoardIcon jsTooltip" title="Keine ungelesenen Beiträge"></span>
<div>
<div class="containerHeadline">
<h3><a href="%s" class="wbbBoardLink">%s</a></h3>
<div class="wbbBoardDescription">%s</div>
%s
</div>
<div class="wbbStats"><dl class="plain statsDataList"><dt>Themen</dt><dd>%s</dd></dl><dl class="plain statsDataList"><dt>Beiträge</dt><dd>%s</dd></dl></div>
%s
</div>
</div>
</li>
`, depth, nodeID(b), c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), subs, wbbNum(b.AllThreads()), wbbNum(b.AllPosts()), last)
	}
	return h.String()
}

func (s wbbSkin) catBlock(c *Ctx, cat *Category) string {
	return fmt.Sprintf(`<li class="wbbCategory wbbDepth1 tabularBox" data-board-id="%d">
<header class="wbbBoardContainerHeader">
<h2 class="wbbBoardTitle"><a href="%s">%s</a></h2>
</header>
<ul class="wbbBoardList">
%s</ul>
</li>
`, catNodeID(cat), c.Href(wbbCatURL(cat)), Esc(cat.Name), s.boardRows(c, cat.Boards, 2))
}

func (s wbbSkin) boardList(c *Ctx, d *wbbTables) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<header class="contentHeader">
<div class="contentHeaderTitle"><h1 class="contentTitle">Forum</h1></div>
<nav class="contentHeaderNavigation"><ul><li><a rel="alternate" href="%s" title="RSS-Feed" class="button jsTooltip"><span class="icon icon16 fa-rss"></span> <span class="invisible">RSS-Feed</span></a></li></ul></nav>
</header>
<div class="section">
<ul class="wbbBoardList">
`, c.Href("forum/board-feed/"))
	for _, cat := range c.W.Categories {
		h.WriteString(s.catBlock(c, cat))
	}
	h.WriteString("</ul>\n</div>\n<div class=\"boxesContentBottom\"><div class=\"boxContainer\">\n" + s.usersOnline(c) + "</div></div>\n")
	return s.frame(c, wbbChrome{title: "Forum", page: "com.woltlab.wbb.BoardList", tpl: "boardList", app: "wbb", canon: s.Entry(), menu: "forum",
		crumbs: []wbbCrumb{{wbbSite, ""}}, feed: "forum/board-feed/", side: s.boxStats(c, d) + s.latestPosts(c, d, 5)}, h.String())
}

func (s wbbSkin) category(c *Ctx, d *wbbTables, cat *Category) string {
	content := fmt.Sprintf(`<header class="contentHeader">
<div class="contentHeaderTitle"><h1 class="contentTitle">%s</h1></div>
</header>
<div class="section">
<ul class="wbbBoardList">
%s</ul>
</div>
`, Esc(cat.Name), s.boardRows(c, cat.Boards, 2))
	return s.frame(c, wbbChrome{title: cat.Name, page: "com.woltlab.wbb.Board", tpl: "board", app: "wbb", canon: wbbCatURL(cat), menu: "forum",
		crumbs: wbbForumCrumbs(nil, nil), body: fmt.Sprintf(` data-board-id="%d"`, catNodeID(cat))}, content)
}

// wbbSorts are the board's sort fields with their labels and default order.
var wbbSorts = []struct{ field, label, order string }{
	{"topic", "Thema", "ASC"}, {"username", "Autor", "ASC"}, {"time", "Erstellt am", "DESC"},
	{"replies", "Antworten", "DESC"}, {"views", "Zugriffe", "DESC"}, {"lastPostTime", "Letzte Antwort", "DESC"}}

func wbbSorted(ts []*Thread, field, order string) []*Thread {
	var cmp func(a, b *Thread) int
	switch field {
	case "topic":
		cmp = byTitle
	case "username":
		cmp = byStarter
	case "time":
		cmp = func(a, b *Thread) int { return a.Posts[0].Time.Compare(b.Posts[0].Time) }
	case "replies":
		cmp = byReplies
	case "views":
		cmp = byViews
	default:
		return ts
	}
	return stickyFirst(ts, cmp, order != "ASC")
}

func (s wbbSkin) boardPage(c *Ctx, d *wbbTables, b *Board, page int) string {
	per := c.W.Shape.ThreadsPerPage
	field, order := c.Query.Get("sortField"), c.Query.Get("sortOrder")
	known := slices.ContainsFunc(wbbSorts, func(x struct{ field, label, order string }) bool { return x.field == field })
	if !known {
		field = "lastPostTime"
	}
	if order != "ASC" {
		order = "DESC"
	}
	ts := b.Threads
	extra := ""
	if c.Query.Has("sortField") || c.Query.Has("sortOrder") {
		extra = "&sortField=" + field + "&sortOrder=" + order
		if field != "lastPostTime" || order != "DESC" {
			ts = wbbSorted(ts, field, order)
		}
		if field == "lastPostTime" && order == "ASC" {
			ts = stickyFirst(ts, byLastPost, false)
		}
	}
	link := wbbPageLink(wbbBoardBase(b), extra)
	pages := s.pagination(c, link, page, b.Pages(per), false)
	var h strings.Builder
	fmt.Fprintf(&h, `<header class="contentHeader">
<div class="contentHeaderTitle">
<h1 class="contentTitle">%s</h1>
<p class="contentHeaderDescription">%s</p>
</div>
<nav class="contentHeaderNavigation"><ul><li><a rel="alternate" href="%s" title="RSS-Feed" class="button jsTooltip"><span class="icon icon16 fa-rss"></span> <span class="invisible">RSS-Feed</span></a></li></ul></nav>
</header>
`, Esc(b.Name), Esc(b.Description), c.Href(fmt.Sprintf("forum/board-feed/%d/", nodeID(b))))
	if len(b.Children) > 0 {
		fmt.Fprintf(&h, "<div class=\"section\">\n<ul class=\"wbbBoardList\">\n%s</ul>\n</div>\n", s.boardRows(c, b.Children, 2))
	}
	if pages != "" {
		h.WriteString(`<div class="paginationTop">` + pages + "</div>\n")
	}
	// The sort menu: each field's link keeps the page and toggles the order of the current field.
	var sorts strings.Builder
	for _, so := range wbbSorts {
		o := so.order
		if so.field == field {
			o = map[string]string{"ASC": "DESC", "DESC": "ASC"}[order]
		}
		fmt.Fprintf(&sorts, `<li%s><a href="%s">%s</a></li>`, map[bool]string{true: ` class="active"`, false: ""}[so.field == field],
			c.Href(fmt.Sprintf("%s?pageNo=%d&sortField=%s&sortOrder=%s", wbbBoardBase(b), page, so.field, o)), so.label)
	}
	fmt.Fprintf(&h, `<div class="section tabularBox wbbThreadList">
<div class="tabularBoxTitle">
<header>
<h2>Themen</h2>
<div class="wbbThreadListSort dropdown"><a href="#" class="button small dropdownToggle"><span class="icon icon16 fa-sort-amount-%s"></span> <span>Sortierung</span></a>
<ul class="dropdownMenu">%s</ul></div>
</header>
</div>
<ol class="tabularList jsClipboardContainer" data-type="com.woltlab.wbb.thread">
`, strings.ToLower(order), sorts.String())
	for _, t := range Page(ts, page, per) {
		h.WriteString(s.threadRow(c, t))
	}
	h.WriteString("</ol>\n</div>\n")
	if pages != "" {
		h.WriteString(`<footer class="contentFooter"><div class="paginationBottom">` + pages + "</div></footer>\n")
	}
	return s.frame(c, wbbChrome{title: b.Name, page: "com.woltlab.wbb.Board", tpl: "board", app: "wbb", canon: s.BoardURL(b, page), menu: "forum",
		crumbs: wbbForumCrumbs(b.Category, b.Trail()[:len(b.Trail())-1]), feed: fmt.Sprintf("forum/board-feed/%d/", nodeID(b)),
		body: fmt.Sprintf(` data-board-id="%d"`, nodeID(b))}, h.String())
}

// threadRow is one thread of a board's list: title, small pagination, starter, stats, last post.
func (s wbbSkin) threadRow(c *Ctx, t *Thread) string {
	per := c.W.Shape.PostsPerPage
	last := t.LastPost()
	sticky := ""
	if t.Sticky {
		sticky = `<li><span class="badge label">Wichtig</span></li>`
	}
	return fmt.Sprintf(`<li class="tabularListRow">
<ol class="tabularListColumns messageGroup wbbThread jsClipboardObject%s" data-thread-id="%d" data-element-id="%d" data-is-closed="0" data-is-deleted="0" data-is-disabled="0" data-is-sticky="%d">
<li class="columnIcon columnAvatar"><div><p><a href="%s" aria-hidden="true" tabindex="-1">%s</a></p></div></li>
<li class="columnSubject">
<ul class="labelList">%s</ul>
<h3><a href="%s" class="messageGroupLink wbbTopicLink" data-object-id="%d">%s</a></h3>
<aside class="statusDisplay" role="presentation">%s</aside>
<ul class="inlineList dotSeparated small messageGroupInfo">
<li class="messageGroupAuthor">%s</li>
<li class="messageGroupTime">%s</li>
</ul>
</li>
<li class="columnStats">
<dl class="plain statsDataList"><dt>Antworten</dt><dd>%s</dd></dl>
<dl class="plain statsDataList"><dt>Zugriffe</dt><dd>%s</dd></dl>
</li>
<li class="columnLastPost">
<div class="box32">
<a href="%s" class="jsTooltip" title="Zum letzten Beitrag springen">%s</a>
<div><p>%s</p><small>%s</small></div>
</div>
</li>
</ol>
</li>
`, map[bool]string{true: " sticky", false: ""}[t.Sticky], t.ID, t.ID, map[bool]int{true: 1, false: 0}[t.Sticky],
		c.Href(wbbUserURL(t.Author)), wbbAvatar(c, 48), sticky,
		c.Href(wbbThreadBase(t)), t.ID, Esc(t.Title), s.pagination(c, wbbPageLink(wbbThreadBase(t), ""), 0, t.Pages(per), true),
		s.userLink(c, t.Author), wbbTime(t.Posts[0].Time), wbbNum(len(t.Posts)-1), wbbNum(t.Views),
		c.Href(wbbThreadBase(t)+"?action=lastPost"), wbbAvatar(c, 32), s.userLink(c, last.Author), wbbTime(last.Time))
}

func (s wbbSkin) threadPage(c *Ctx, d *wbbTables, t *Thread, page int) string {
	per := c.W.Shape.PostsPerPage
	b := t.Board
	pages := s.pagination(c, wbbPageLink(wbbThreadBase(t), ""), page, t.Pages(per), false)
	var h strings.Builder
	fmt.Fprintf(&h, `<header class="contentHeader messageGroupContentHeader wbbThread" data-thread-id="%d" data-is-closed="0" data-is-sticky="%d">
<div class="contentHeaderIcon">%s</div>
<div class="contentHeaderTitle">
<h1 class="contentTitle">%s</h1>
<ul class="inlineList contentHeaderMetaData">
<li><span class="icon icon16 fa-user"></span> %s</li>
<li><span class="icon icon16 fa-clock-o"></span> <a href="%s">%s</a></li>
</ul>
</div>
</header>
`, t.ID, map[bool]int{true: 1, false: 0}[t.Sticky], wbbAvatar(c, 64), Esc(t.Title), s.userLink(c, t.Author), c.Href(wbbThreadBase(t)), wbbTime(t.Posts[0].Time))
	if len(t.Tags) > 0 {
		h.WriteString(`<div class="section tagList"><ul class="tagList">`)
		for _, tag := range t.Tags {
			fmt.Fprintf(&h, `<li><a href="%s" class="tag">%s</a></li>`, c.Href(wbbTagURL(d, tag)), Esc(tag))
		}
		h.WriteString("</ul></div>\n")
	}
	if pages != "" {
		h.WriteString(`<div class="paginationTop">` + pages + "</div>\n")
	}
	h.WriteString(`<div class="section">
<ul class="wbbThreadPostList messageList jsClipboardContainer" data-type="com.woltlab.wbb.post">
`)
	for _, p := range Page(t.Posts, page, per) {
		h.WriteString(s.post(c, t, p))
	}
	h.WriteString("</ul>\n</div>\n")
	if pages != "" {
		h.WriteString(`<footer class="contentFooter"><div class="paginationBottom">` + pages + "</div></footer>\n")
	}
	h.WriteString(`<section class="section" data-box-identifier="com.woltlab.wbb.SimilarThreads">
<h2 class="sectionTitle">Ähnliche Themen</h2>
<ul class="sidebarItemList">
`)
	for _, o := range similarThreads(t, "wbbsimilar") {
		fmt.Fprintf(&h, `<li class="box24"><a href="%s" aria-hidden="true" tabindex="-1">%s</a><div class="sidebarItemTitle"><h3><a href="%s" class="wbbTopicLink" data-object-id="%d">%s</a></h3><small>%s <span class="separatorLeft">%s</span></small></div></li>
`, c.Href(wbbUserURL(o.Author)), wbbAvatar(c, 24), c.Href(wbbThreadBase(o)), o.ID, Esc(o.Title), s.userLink(c, o.Author), wbbTime(o.Posts[0].Time))
	}
	h.WriteString("</ul>\n</section>\n")
	return s.frame(c, wbbChrome{title: t.Title, page: "com.woltlab.wbb.Thread", tpl: "thread", app: "wbb", canon: s.ThreadURL(t, page), menu: "forum",
		crumbs: wbbForumCrumbs(b.Category, b.Trail()), body: fmt.Sprintf(` data-board-id="%d" data-thread-id="%d"`, nodeID(b), t.ID)}, h.String())
}

// post is one post of a thread page: the author sidebar, the header with the
// permalinked time and "#N", the text, the signature.
func (s wbbSkin) post(c *Ctx, t *Thread, p *Post) string {
	u := p.Author
	sig := ""
	if sg := signature(u); sg != "" {
		sig = `<div class="messageSignature"><div>` + Esc(sg) + `</div></div>`
	}
	perma := c.Href(wbbPostURL(p))
	return fmt.Sprintf(`<li id="post%d" class="anchorFixedHeader">
<article class="wbbPost message messageSidebarOrientationLeft jsClipboardObject jsMessage" data-post-id="%d" data-can-edit="0" data-can-edit-inline="0" data-is-closed="0" data-is-deleted="0" data-is-disabled="0" data-object-id="%d" data-object-type="com.woltlab.wbb.likeablePost" data-user-id="%d" itemscope itemtype="http://schema.org/DiscussionForumPosting">
<meta itemprop="headline" content="%s">
<aside role="presentation" class="messageSidebar member">
<div class="messageAuthor">
<div class="userAvatar"><a href="%s" aria-hidden="true" tabindex="-1">%s</a></div>
<div class="messageAuthorContainer"><a href="%s" class="username userLink" data-object-id="%d" itemprop="url"><span itemprop="name">%s</span></a></div>
<div class="userTitle"><span class="badge userTitleBadge">%s</span></div>
</div>
<div class="userCredits">
<dl class="plain dataList">
<dt><a href="%s" title="Beiträge von %s" class="jsTooltip">Beiträge</a></dt><dd>%s</dd>
<dt>Reaktionen erhalten</dt><dd>%d</dd>
</dl>
</div>
</aside>
<div class="messageContent">
<header class="messageHeader">
<div class="messageHeaderBox">
<ul class="messageHeaderMetaData">
<li><a href="%s" rel="nofollow" class="permalink messagePublicationTime">%s</a></li>
</ul>
<ul class="messageStatus"></ul>
</div>
<ul class="messageQuickOptions">
<li><a href="%s" class="jsTooltip wsShareButton" title="Teilen" data-link-title="%s">#%d</a></li>
</ul>
<div class="messageEditStatus"></div>
</header>
<div class="messageBody">
<div class="messageText" itemprop="text">
%s</div>
</div>
<footer class="messageFooter">
%s<div class="messageFooterNotes"></div>
<div class="messageFooterGroup">
<ul class="messageFooterButtonsExtra buttonList smallButtons jsMobileNavigation"></ul>
<ul class="messageFooterButtons buttonList smallButtons jsMobileNavigation"></ul>
</div>
</footer>
</div>
</article>
</li>
`, p.ID, p.ID, p.ID, u.ID, Esc(t.Title), c.Href(wbbUserURL(u)), wbbAvatar(c, 128), c.Href(wbbUserURL(u)), u.ID, Esc(u.Name), wbbRank(u),
		c.Href(wbbPostListURL(u)), Esc(u.Name), wbbNum(u.Posts), int(Hash("wbbreact", u.ID)%300),
		perma, wbbTime(p.Time), perma, Esc(t.Title), p.Index+1, Paras(p.Body, "<p>", "</p>\n"), sig)
}

// postList is a member's posts, 20 a page, newest first, each under its thread.
func (s wbbSkin) postList(c *Ctx, d *wbbTables, u *User) Response {
	per := c.W.Shape.PostsPerPage
	posts := d.posts[u]
	page := wbbPageNo(c)
	other := Info{Type: TypeOther}
	if r, ok := s.canonical(c, wbbPaged(wbbPostListURL(u), page), other); ok {
		return r
	}
	if page > pageCount(len(posts), per) {
		return s.illegal(c)
	}
	pages := s.pagination(c, wbbPageLink(wbbPostListURL(u), ""), page, pageCount(len(posts), per), false)
	var h strings.Builder
	fmt.Fprintf(&h, `<header class="contentHeader"><div class="contentHeaderTitle"><h1 class="contentTitle">Beiträge von %s</h1></div></header>
%s<div class="section"><ul class="messageList">
`, Esc(u.Name), pages)
	for _, p := range Page(posts, page, per) {
		fmt.Fprintf(&h, `<li><article class="message messageReduced"><section class="messageContent"><header class="messageHeader"><div class="messageHeaderBox"><h2 class="messageTitle"><a href="%s">%s</a></h2><ul class="messageHeaderMetaData"><li>%s</li><li><a href="%s" class="permalink messagePublicationTime">%s</a></li><li><a href="%s">%s</a></li></ul></div></header><div class="messageBody"><div class="messageText">%s</div></div></section></article></li>
`, c.Href(wbbPostURL(p)), Esc(p.Thread.Title), s.userLink(c, u), c.Href(wbbPostURL(p)), wbbTime(p.Time),
			c.Href(s.BoardURL(p.Thread.Board, 1)), Esc(p.Thread.Board.Name), Esc(clip(strings.Join(p.Body, " "), 300)))
	}
	h.WriteString("</ul></div>\n" + pages)
	return c.Page(other, s.frame(c, wbbChrome{title: "Beiträge von " + u.Name, page: "com.woltlab.wbb.UserPostList", tpl: "userPostList", app: "wbb",
		canon: wbbPaged(wbbPostListURL(u), page), menu: "members", crumbs: []wbbCrumb{{wbbSite, ""}, {"Mitglieder", "members-list/"}, {u.Name, wbbUserURL(u)}}}, h.String()))
}

// tagged lists a tag's threads, 20 a page.
func (s wbbSkin) tagged(c *Ctx, d *wbbTables, tag string) Response {
	per := c.W.Shape.ThreadsPerPage
	ts := c.W.ThreadsTagged(tag)
	page := wbbPageNo(c)
	base := wbbTagURL(d, tag)
	other := Info{Type: TypeOther}
	canon := base
	if page > 1 {
		canon = wbbPageLink(base, "")(page)
	}
	if r, ok := s.canonical(c, canon, other); ok {
		return r
	}
	if page > pageCount(len(ts), per) {
		return s.illegal(c)
	}
	pages := s.pagination(c, wbbPageLink(base, ""), page, pageCount(len(ts), per), false)
	var h strings.Builder
	fmt.Fprintf(&h, `<header class="contentHeader"><div class="contentHeaderTitle"><h1 class="contentTitle">Inhalte mit dem Tag „%s“</h1></div></header>
%s<div class="section tabularBox"><ol class="tabularList">
`, Esc(tag), pages)
	for _, t := range Page(ts, page, per) {
		h.WriteString(s.threadRow(c, t))
	}
	h.WriteString("</ol></div>\n" + pages)
	return c.Page(other, s.frame(c, wbbChrome{title: "Inhalte mit dem Tag „" + tag + "“", page: "com.woltlab.wcf.Tagged", tpl: "tagged", canon: base,
		crumbs: []wbbCrumb{{wbbSite, ""}}}, h.String()))
}

func (s wbbSkin) profile(c *Ctx, d *wbbTables, u *User) string {
	var following strings.Builder
	for _, o := range u.Contacts {
		fmt.Fprintf(&following, `<li><a href="%s" title="%s" class="jsTooltip">%s</a></li>`, c.Href(wbbUserURL(o)), Esc(o.Name), wbbAvatar(c, 48))
	}
	var recent strings.Builder
	for _, p := range d.posts[u][:min(5, len(d.posts[u]))] {
		fmt.Fprintf(&recent, `<li class="box48"><a href="%s" aria-hidden="true" tabindex="-1">%s</a><div><div class="containerHeadline"><h3>%s hat eine Antwort im Thema <a href="%s">%s</a> verfasst.</h3><small>%s</small></div><div class="containerContent htmlContent">%s</div><small class="containerContentType">Beitrag</small></div></li>
`, c.Href(wbbUserURL(u)), wbbAvatar(c, 48), s.userLink(c, u), c.Href(wbbPostURL(p)), Esc(p.Thread.Title), wbbTime(p.Time), Esc(clip(strings.Join(p.Body, " "), 200)))
	}
	return fmt.Sprintf(`<header class="contentHeader userProfileUser" data-object-id="%d">
<div class="contentHeaderIcon">%s</div>
<div class="contentHeaderTitle">
<h1 class="contentTitle"><span class="userProfileUsername">%s</span> <span class="badge userTitleBadge">%s</span></h1>
<div class="contentHeaderDescription"><ul class="inlineList commaSeparated"><li>Mitglied seit %s</li></ul>
<dl class="plain inlineDataList small">
<dt><a href="%s" title="Beiträge von %s" class="jsTooltip">Beiträge</a></dt><dd>%s</dd>
<dt>Reaktionen erhalten</dt><dd>%d</dd>
</dl></div>
</div>
</header>
<div id="profileContent" class="section tabMenuContainer userProfileContent" data-active="recentActivity">
<nav class="tabMenu"><ul><li><a href="%s#recentActivity">Letzte Aktivitäten</a></li><li><a href="%s#about">Über mich</a></li></ul></nav>
<div id="recentActivity" class="tabMenuContent"><ul class="containerList recentActivityList">
%s</ul></div>
<div id="about" class="tabMenuContent"><div class="section"><dl><dt>Über mich</dt><dd>%s</dd></dl></div></div>
</div>
<section class="box"><h2 class="boxTitle">Folgt</h2><div class="boxContent"><ul class="userAvatarList">%s</ul></div></section>
`, u.ID, wbbAvatar(c, 128), Esc(u.Name), wbbRank(u), wbbDate(u.Joined), c.Href(wbbPostListURL(u)), Esc(u.Name), wbbNum(u.Posts), int(Hash("wbbreact", u.ID)%300),
		c.Href(wbbUserURL(u)), c.Href(wbbUserURL(u)), recent.String(), Esc(u.Bio), following.String())
}

// membersList is the members list: 30 a page, letters to filter by, pagination carrying letter and sort.
func (s wbbSkin) membersList(c *Ctx, d *wbbTables) Response {
	other := Info{Type: TypeOther}
	letter := c.Query.Get("letter")
	users := slices.Clone(c.W.Users)
	field, order := c.Query.Get("sortField"), c.Query.Get("sortOrder")
	if field != "registrationDate" && field != "activityPoints" {
		field = "username"
	}
	if order != "DESC" {
		order = "ASC"
	}
	switch field {
	case "registrationDate":
		slices.SortStableFunc(users, func(a, b *User) int { return a.Joined.Compare(b.Joined) })
	case "activityPoints":
		slices.SortStableFunc(users, func(a, b *User) int { return a.Posts - b.Posts })
	default:
		slices.SortStableFunc(users, func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
	}
	if order == "DESC" {
		slices.Reverse(users)
	}
	if letter != "" {
		users = slices.DeleteFunc(users, func(u *User) bool {
			first := strings.ToUpper(string([]rune(u.Name)[:1]))
			if letter == "#" {
				return first >= "A" && first <= "Z"
			}
			return first != letter
		})
	}
	page := wbbPageNo(c)
	total := pageCount(len(users), wbbMembers)
	if page > total {
		return s.illegal(c)
	}
	extra := "&letter=" + url.QueryEscape(letter) + "&sortField=" + field + "&sortOrder=" + order
	pages := s.pagination(c, wbbPageLink("members-list/", extra), page, total, false)
	var h strings.Builder
	h.WriteString(`<header class="contentHeader"><div class="contentHeaderTitle"><h1 class="contentTitle">Mitglieder <span class="badge">` + strconv.Itoa(len(users)) + `</span></h1></div></header>
<nav class="jsMobileNavigation buttonGroupNavigation"><ul class="buttonGroup">`)
	for _, l := range "#ABCDEFGHIJKLMNOPQRSTUVWXYZ" {
		fmt.Fprintf(&h, `<li><a href="%s" class="button small%s">%c</a></li>`, c.Href("members-list/?letter="+url.QueryEscape(string(l))), map[bool]string{true: " active", false: ""}[letter == string(l)], l)
	}
	if letter != "" {
		fmt.Fprintf(&h, `<li><a href="%s" class="button small">Alle anzeigen</a></li>`, c.Href("members-list/"))
	}
	h.WriteString("</ul></nav>\n" + pages + "<div class=\"section sectionContainerList\"><ol class=\"containerList userList\">\n")
	for _, u := range Page(users, page, wbbMembers) {
		fmt.Fprintf(&h, `<li><div class="box48"><a href="%s" aria-hidden="true" tabindex="-1">%s</a><div class="details userInformation"><div class="containerHeadline"><h3><a href="%s" class="username userLink" data-object-id="%d">%s</a> <span class="badge userTitleBadge">%s</span></h3></div><ul class="inlineList commaSeparated"><li>Mitglied seit %s</li></ul><dl class="plain inlineDataList small"><dt><a href="%s" title="Beiträge von %s" class="jsTooltip">Beiträge</a></dt><dd>%s</dd></dl></div></div></li>
`, c.Href(wbbUserURL(u)), wbbAvatar(c, 48), c.Href(wbbUserURL(u)), u.ID, Esc(u.Name), wbbRank(u), wbbDate(u.Joined), c.Href(wbbPostListURL(u)), Esc(u.Name), wbbNum(u.Posts))
	}
	h.WriteString("</ol></div>\n" + pages)
	// Sorting is a GET form, not links.
	side := fmt.Sprintf(`<section class="box"><form method="post" action="%s"><h2 class="boxTitle"><label for="searchUsername">Mitglieder suchen</label></h2><div class="boxContent"><dl><dt></dt><dd><input type="text" id="searchUsername" name="username" class="long" placeholder="Benutzername"></dd></dl></div></form></section>
<section class="box"><form method="get" action="%s"><h2 class="boxTitle">Sortierung</h2><div class="boxContent"><dl><dt></dt><dd><select id="sortField" name="sortField"><option value="username">Benutzername</option><option value="registrationDate">Registrierungsdatum</option><option value="activityPoints">Punkte</option></select> <select name="sortOrder"><option value="ASC">aufsteigend</option><option value="DESC">absteigend</option></select></dd></dl><div class="formSubmit"><input type="submit" value="Absenden" accesskey="s"></div></div></form></section>
`, c.Href("user-search/"), c.Href("members-list/"))
	return c.Page(other, s.frame(c, wbbChrome{title: "Mitglieder", page: "com.woltlab.wcf.MembersList", tpl: "membersList", canon: wbbPaged("members-list/", page), menu: "members",
		crumbs: []wbbCrumb{{wbbSite, ""}}, side: side}, h.String()))
}

func (s wbbSkin) login(c *Ctx) string {
	return fmt.Sprintf(`<header class="contentHeader"><div class="contentHeaderTitle"><h1 class="contentTitle">Anmelden</h1></div></header>
<form id="loginForm" method="post" action="%s">
<section class="section loginFormLogin">
<h2 class="sectionTitle">Anmelden</h2>
<dl><dt><label for="username">Benutzername oder E-Mail-Adresse</label></dt><dd><input type="text" id="username" name="username" value="" required autofocus class="long" autocomplete="username"></dd></dl>
<dl><dt><label for="password">Kennwort</label></dt><dd><input type="password" id="password" name="password" value="" class="long" autocomplete="current-password"><small><a href="%s">Kennwort vergessen</a></small></dd></dl>
<div class="userLoginButtons"><input type="submit" value="Anmelden" accesskey="s"><input type="hidden" name="url" value="%s"></div>
</section>
</form>
<section class="section loginFormRegister"><h2 class="sectionTitle">Registrierung</h2><p>Sie haben noch kein Benutzerkonto auf unserer Seite? <a href="%s">Registrieren Sie sich kostenlos</a> und nehmen Sie an unserer Community teil!</p><div class="formSubmit"><a href="%s" class="button buttonPrimary">Benutzerkonto erstellen</a></div></section>
`, c.Href("login/"), c.Href("lost-password/"), Esc(c.Query.Get("url")), c.Href("register/"), c.Href("register/"))
}

// static is a Core page with little more than a form or a text.
func (s wbbSkin) static(c *Ctx, d *wbbTables, path string) string {
	title := wbbStatic[path].title
	var body string
	switch path {
	case "users-online-list/", "team/":
		var h strings.Builder
		h.WriteString(`<div class="section sectionContainerList"><ol class="containerList userList">`)
		n := 12
		if path == "team/" {
			n = 4
		}
		for i := range n {
			u := c.W.Users[int(Hash("wbbstatic", path, i)%uint64(len(c.W.Users)))]
			fmt.Fprintf(&h, `<li><div class="box48"><a href="%s" aria-hidden="true" tabindex="-1">%s</a><div class="details userInformation"><div class="containerHeadline"><h3>%s</h3></div><small>Forum</small></div></div></li>`,
				c.Href(wbbUserURL(u)), wbbAvatar(c, 48), s.userLink(c, u))
		}
		h.WriteString(`</ol></div>`)
		body = h.String()
	case "recent-activity-list/":
		var h strings.Builder
		h.WriteString(`<div class="section"><ul class="containerList recentActivityList">`)
		for _, p := range d.recent[:20] {
			fmt.Fprintf(&h, `<li class="box48"><a href="%s" aria-hidden="true" tabindex="-1">%s</a><div><div class="containerHeadline"><h3>%s hat eine Antwort im Thema <a href="%s">%s</a> verfasst.</h3><small>%s</small></div><div class="containerContent htmlContent">%s</div></div></li>`,
				c.Href(wbbUserURL(p.Author)), wbbAvatar(c, 48), s.userLink(c, p.Author), c.Href(wbbPostURL(p)), Esc(p.Thread.Title), wbbTime(p.Time), Esc(clip(strings.Join(p.Body, " "), 200)))
		}
		h.WriteString(`</ul></div>`)
		body = h.String()
	case "search/", "user-search/", "register/", "lost-password/", "contact/":
		body = fmt.Sprintf(`<form method="post" action="%s"><div class="section"><dl><dt><label for="q">%s</label></dt><dd><input type="text" id="q" name="q" class="long"></dd></dl></div><div class="formSubmit"><input type="submit" value="Absenden" accesskey="s"></div></form>`, c.Href(path), Esc(title))
	default:
		body = `<div class="section cmsContent htmlContent"><p>` + Esc(c.W.Users[0].Bio) + `</p></div>`
	}
	return `<header class="contentHeader"><div class="contentHeaderTitle"><h1 class="contentTitle">` + Esc(title) + "</h1></div></header>\n" + body
}
