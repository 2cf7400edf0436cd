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

// IP.Board 3.4 with the default skin ("IP.Board"), at /forums/, friendly URLs
// on without mod_rewrite: the friendly path rides in the query string after
// "index.php?", as url_type "query_string" writes it. 3.4's FURL templates
// run in pages mode: pagination is a "/page-N" path suffix, and every other
// variable of the internal URL goes behind a second "?" (varBlock "?",
// varSep "&", varJoin "="). Categories and forums share one id sequence
// (categories are forums with no parent). No session ids (guests get
// cookies), no robots.txt in the download. 20 topics and 20 posts a page, the
// defaults. URL scheme:
//
//	"" (the mount)                       entry: the board index, the link the board gives "home"
//	index.php, index.php?/, index.php?/index, index.php?act=idx   the board index again, canonical "" (no redirect)
//	index.php?/forum/C-slug/             a category: its forums (an index page)
//	index.php?/forum/F-slug/[page-N]     forum: sub-forums, 20 topics a page; canonical showforum[&page]
//	index.php?/forum/F-slug/[page-N]?prune_day=100&sort_by=Z-A&sort_key=last_post&topicfilter=all
//	                                     what the pager links (its baseUrl carries the filter keys):
//	                                     index pages, canonical the plain page. page-1?... names page 1 again.
//	index.php?/forum/F-slug/?st=S&sort_key=K&sort_by=Z-A   the filter bar's sorts (last_post, start_date,
//	                                     posts, views): the same pages reordered, index, canonical the plain page
//	index.php?/topic/T-slug/[page-N]     topic, 20 posts a page; page-1 renders page 1 (canonical without it)
//	index.php?/topic/T-slug/?view=findpost&p=P   302 to the page holding the post, #entryP (the "#N" link)
//	index.php?/topic/T-slug/?view=getnewpost|getlastpost   302 to the last post (guests have no markers)
//	any forum or topic URL with st=S     checkStParamsAndRedirect: 301 to page-(S/20+1), the rest kept
//	a wrong slug, a page past the end    301 to the canonical page (the last one)
//	index.php?showforum=F, ?showtopic=T[&st=S], ?showuser=U   pre-FURL links: 301 to the friendly URL
//	index.php?/user/U-name/              member profile (other)
//	index.php?/members/[?quickjump=L], index.php?app=members&module=list&...   member list (other)
//	index.php?/tags/forums/TAG/          topics with a tag (other)
//	index.php?app=forums&module=extras&section=printtopic&client=printer&f=F&t=T   print view (other)
//	index.php?app=forums&module=forums&section=markasread&...&forumid=F   302 to the forum (cookie marker)
//	index.php?app=core&module=global&section=login|register|privacy, app=core&module=help,
//	app=core&module=search[&do=viewNewContent|user_activity], app=members&module=online,
//	app=forums&module=extras&section=stats[&do=leaders]   other
//	index.php?app=core&module=global&section=rss&type=forums&id=F   RSS (other)
func ipb3() *Package {
	return &Package{
		Name: "ipb3", Software: "IP.Board 3.4 (default skin, friendly URLs in the query string)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.2, Threads: [2]int{8, 40},
			Posts: [2]int{1, 26}, LongThreadChance: 0.08, ThreadsPerPage: 20, PostsPerPage: 20, Users: 130,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.05},
		Mount: "/forums/", Seed: 3191, Unseen: true,
		Skin: ipbSkin{},
	}
}

// ipbSkin renders IP.Board 3.4.
type ipbSkin struct{}

const (
	ipbSite     = "Northbridge Community Forums"
	ipbVersion  = "3.4.9"
	ipbDots     = 2 // show_x_page_link: pages either side of the current one
	ipbFilterQS = "prune_day=100&sort_by=Z-A&sort_key=last_post&topicfilter=all"
)

// ipbSorts are the filter bar's sort keys, in its order, with their labels.
var ipbSorts = [][2]string{{"last_post", "Recently Updated"}, {"start_date", "Start Date"}, {"posts", "Most Replies"}, {"views", "Most Viewed"}}

func (ipbSkin) Entry() string { return "" }

// ipbSeg is a FURL object segment, "ID-title/": IPB writes "ID-/" when the title leaves no slug.
func ipbSeg(id int, title string) string { return fmt.Sprintf("%d-%s/", id, slug(title)) }

// ipbPaged appends pages mode's "page-N" past page 1.
func ipbPaged(base string, p int) string {
	if p > 1 {
		return fmt.Sprintf("%spage-%d", base, p)
	}
	return base
}

func ipbForumBase(b *Board) string                { return "index.php?/forum/" + ipbSeg(nodeID(b), b.Name) }
func ipbCatURL(cat *Category) string              { return "index.php?/forum/" + ipbSeg(catNodeID(cat), cat.Name) }
func ipbTopicBase(t *Thread) string               { return "index.php?/topic/" + ipbSeg(t.ID, t.Title) }
func ipbUserURL(u *User) string                   { return "index.php?/user/" + ipbSeg(u.ID, u.Name) }
func ipbTagURL(tag string) string                 { return "index.php?/tags/forums/" + url.PathEscape(tag) + "/" }
func (ipbSkin) BoardURL(b *Board, p int) string   { return ipbPaged(ipbForumBase(b), p) }
func (ipbSkin) ThreadURL(t *Thread, p int) string { return ipbPaged(ipbTopicBase(t), p) }

// ipbFindPost is a post's "#N" link, showtopic=T&view=findpost&p=P through the FURL.
func ipbFindPost(p *Post) string {
	return fmt.Sprintf("%s?view=findpost&p=%d", ipbTopicBase(p.Thread), p.ID)
}

// ipbEntry is where findpost and the shortcuts send a guest: the page holding the post, #entryP.
func (s ipbSkin) ipbEntry(c *Ctx, p *Post) string {
	return s.ThreadURL(p.Thread, PageOf(p.Index, c.W.Shape.PostsPerPage)) + fmt.Sprintf("#entry%d", p.ID)
}

// ipbPrint is the printer-friendly topic.
func ipbPrint(t *Thread) string {
	return fmt.Sprintf("index.php?app=forums&module=extras&section=printtopic&client=printer&f=%d&t=%d", nodeID(t.Board), t.ID)
}

// ipbFurl is a request's friendly part: the object kind, its id and slug,
// the page suffix and the variables behind the second "?".
type ipbFurl struct {
	kind  string // forum, topic, user, members, tags, index
	id    int
	seg   string // "ID-slug/"
	page  int    // 0 without a page-N suffix
	rest  string // what follows the object segment, for tags
	extra url.Values
	ok    bool
}

// ipbParse reads "/kind/ID-slug/[page-N][?vars]" from a raw query string the
// way ipsRegistry's incoming FURL check does.
func ipbParse(raw string) ipbFurl {
	path, vars, _ := strings.Cut(raw, "?")
	f := ipbFurl{}
	f.extra, _ = url.ParseQuery(vars)
	path, _ = url.PathUnescape(path)
	parts := strings.SplitN(strings.TrimPrefix(path, "/"), "/", 3)
	f.kind = parts[0]
	switch f.kind {
	case "", "index":
		f.kind, f.ok = "index", len(parts) == 1 || parts[1] == ""
		return f
	case "members":
		f.ok = len(parts) == 2 && parts[1] == ""
		return f
	case "tags":
		if len(parts) == 3 && parts[1] == "forums" && strings.HasSuffix(parts[2], "/") {
			f.rest, f.ok = strings.TrimSuffix(parts[2], "/"), true
		}
		return f
	}
	if len(parts) < 3 {
		return f
	}
	num, _, hasDash := strings.Cut(parts[1], "-")
	id, err := strconv.Atoi(num)
	if err != nil || !hasDash {
		return f
	}
	f.id, f.seg = id, parts[1]+"/"
	switch {
	case parts[2] == "":
	case strings.HasPrefix(parts[2], "page-"):
		n, err := strconv.Atoi(strings.TrimPrefix(parts[2], "page-"))
		if err != nil || n < 1 {
			return f
		}
		f.page = n
	default:
		return f
	}
	f.ok = true
	return f
}

// Serve answers index.php (and the mount, which is index.php too).
func (s ipbSkin) Serve(c *Ctx) Response {
	if c.Path != "" && c.Path != "index.php" {
		return s.notFound(c)
	}
	if strings.HasPrefix(c.RawQuery, "/") {
		return s.furl(c, ipbParse(c.RawQuery))
	}
	return s.query(c)
}

// query routes the plain app/module/section URLs and the pre-FURL ids.
func (s ipbSkin) query(c *Ctx) Response {
	q := c.Query
	other := Info{Type: TypeOther}
	sh := c.W.Shape
	switch {
	case q.Get("showtopic") != "":
		t := c.W.Thread(c.Int("showtopic"))
		if t == nil {
			return s.fail(c, "10340", "We could not find that topic")
		}
		page := 1 + max(0, c.Int("st"))/sh.PostsPerPage
		page = min(page, t.Pages(sh.PostsPerPage))
		return Response{Status: http.StatusMovedPermanently, Location: s.ThreadURL(t, page), Info: threadInfo(s, t, page)}
	case q.Get("showforum") != "":
		if b := ipbBoard(c.W, c.Int("showforum")); b != nil {
			return Response{Status: http.StatusMovedPermanently, Location: s.BoardURL(b, 1), Info: boardInfo(s, b, 1)}
		}
		if cat := ipbCategory(c.W, c.Int("showforum")); cat != nil {
			return Response{Status: http.StatusMovedPermanently, Location: ipbCatURL(cat), Info: Info{Type: TypeIndex, FPage: 1, Canonical: ipbCatURL(cat)}}
		}
		return s.fail(c, "10333", "The forum you were looking for could not be found")
	case q.Get("showuser") != "":
		if u := c.W.User(c.Int("showuser")); u != nil {
			return Response{Status: http.StatusMovedPermanently, Location: ipbUserURL(u), Info: other}
		}
		return s.fail(c, "10238", "The member you were looking for could not be found")
	case q.Get("app") == "" && (q.Get("act") == "idx" || len(q) == 0):
		return c.Page(Info{Type: TypeEntry, Canonical: ""}, s.boardIndex(c))
	}
	app, module, section := q.Get("app"), q.Get("module"), q.Get("section")
	switch app + "/" + module + "/" + section {
	case "core/global/login":
		return c.Page(other, s.login(c))
	case "core/global/register":
		return c.Page(other, s.register(c))
	case "core/global/privacy":
		return c.Page(other, s.frame(c, ipbPage{title: "Privacy Policy", crumbs: []ipbCrumb{{"Privacy Policy", ""}}},
			`<h1 class='ipsType_pagetitle'>Privacy Policy</h1><div class='row2 ipsPad' style='line-height: 1.6'><p>This board stores a cookie to remember which topics you have read. We do not share your e-mail address with anyone.</p></div>`))
	case "core/global/rss":
		return s.rss(c)
	case "core/help/":
		return c.Page(other, s.help(c))
	case "members/list/", "members//":
		return c.Page(other, s.memberList(c))
	case "members/online/":
		return c.Page(other, s.online(c))
	case "forums/extras/stats":
		return c.Page(other, s.stats(c, q.Get("do") == "leaders"))
	case "forums/extras/printtopic":
		if t := c.W.Thread(c.Int("t")); t != nil {
			return c.Page(other, s.print(c, t))
		}
		return s.fail(c, "10370", "We could not find that topic")
	case "forums/forums/markasread":
		// Guests' markers live in a cookie; the board returns them to the forum.
		if b := ipbBoard(c.W, c.Int("returntoforumid")); b != nil {
			return c.Redirect(s.BoardURL(b, 1), boardInfo(s, b, 1))
		}
		return c.Redirect("", Info{Type: TypeEntry, Canonical: ""})
	}
	if app == "core" && module == "search" {
		return c.Page(other, s.search(c))
	}
	return s.fail(c, "10116", "The page you requested does not exist")
}

// furl routes a friendly URL.
func (s ipbSkin) furl(c *Ctx, f ipbFurl) Response {
	if !f.ok {
		return s.fail(c, "10116", "The page you requested does not exist")
	}
	other := Info{Type: TypeOther}
	switch f.kind {
	case "index":
		return c.Page(Info{Type: TypeEntry, Canonical: ""}, s.boardIndex(c))
	case "members":
		return c.Page(other, s.memberList(c))
	case "tags":
		if len(c.W.ThreadsTagged(f.rest)) > 0 {
			return c.Page(other, s.tagged(c, f.rest))
		}
		return s.fail(c, "10116", "No results found for that tag")
	case "user":
		u := c.W.User(f.id)
		if u == nil {
			return s.fail(c, "10238", "The member you were looking for could not be found")
		}
		if "index.php?/user/"+f.seg != ipbUserURL(u) {
			return Response{Status: http.StatusMovedPermanently, Location: ipbUserURL(u), Info: other}
		}
		return c.Page(other, s.profile(c, u))
	case "forum":
		if cat := ipbCategory(c.W, f.id); cat != nil {
			info := Info{Type: TypeIndex, FPage: 1, Canonical: ipbCatURL(cat)}
			if "index.php?/forum/"+f.seg != ipbCatURL(cat) || f.page != 0 {
				return Response{Status: http.StatusMovedPermanently, Location: ipbCatURL(cat), Info: info}
			}
			return c.Page(info, s.category(c, cat))
		}
		if b := ipbBoard(c.W, f.id); b != nil {
			return s.forum(c, f, b)
		}
		return s.fail(c, "10333", "The forum you were looking for could not be found")
	case "topic":
		if t := c.W.Thread(f.id); t != nil {
			return s.topic(c, f, t)
		}
		return s.fail(c, "10340", "We could not find that topic")
	}
	return s.fail(c, "10116", "The page you requested does not exist")
}

// ipbBoard finds a forum by its id in the shared sequence.
func ipbBoard(w *World, id int) *Board {
	for _, b := range w.Boards {
		if nodeID(b) == id {
			return b
		}
	}
	return nil
}

// ipbCategory finds a category by its id in the shared sequence.
func ipbCategory(w *World, id int) *Category {
	for _, cat := range w.Categories {
		if catNodeID(cat) == id {
			return cat
		}
	}
	return nil
}

// stPage reads an st= offset as checkStParamsAndRedirect does: 0 when absent.
func ipbStPage(f ipbFurl, per int) int {
	st, _ := strconv.Atoi(f.extra.Get("st"))
	if st <= 0 {
		return 0
	}
	return (st+per-1)/per + 1
}

// ipbKeep is the variables of a request but st, in their order, behind a "?".
func ipbKeep(raw string) string {
	_, vars, _ := strings.Cut(raw, "?")
	var kept []string
	for _, kv := range strings.Split(vars, "&") {
		if k, _, _ := strings.Cut(kv, "="); kv != "" && k != "st" {
			kept = append(kept, kv)
		}
	}
	if len(kept) == 0 {
		return ""
	}
	return "?" + strings.Join(kept, "&")
}

// resolve is the page of pages a URL asks for, an st= offset read and a
// page past the end taken as the last; moved reports that either makes
// the URL one IP.Board sends on with a 301.
func (f ipbFurl) resolve(per, pages int) (page int, moved bool) {
	page = max(1, f.page)
	st := ipbStPage(f, per)
	if st > 0 {
		page = st
	}
	return min(page, pages), st > 0 || f.page > pages
}

func (s ipbSkin) forum(c *Ctx, f ipbFurl, b *Board) Response {
	per := c.W.Shape.ThreadsPerPage
	pages := b.Pages(per)
	page, moved := f.resolve(per, pages)
	info := boardInfo(s, b, page)
	// A start offset, a wrong slug or a page past the end: a 301 to the page, the filter keys kept.
	if moved || "index.php?/forum/"+f.seg != ipbForumBase(b) {
		return Response{Status: http.StatusMovedPermanently, Location: s.BoardURL(b, page) + ipbKeep(c.RawQuery), Info: info}
	}
	return c.Page(info, s.forumPage(c, f, b, page))
}

func (s ipbSkin) topic(c *Ctx, f ipbFurl, t *Thread) Response {
	per := c.W.Shape.PostsPerPage
	pages := t.Pages(per)
	switch f.extra.Get("view") {
	case "findpost":
		p := c.W.Post(atoiOr(f.extra.Get("p")))
		if p == nil {
			return s.fail(c, "10341", "We could not find that post")
		}
		return c.Redirect(s.ipbEntry(c, p), threadInfo(s, p.Thread, PageOf(p.Index, per)))
	case "getnewpost", "getlastpost":
		last := t.LastPost()
		return c.Redirect(s.ipbEntry(c, last), threadInfo(s, t, pages))
	}
	page, moved := f.resolve(per, pages)
	info := threadInfo(s, t, page)
	if moved || "index.php?/topic/"+f.seg != ipbTopicBase(t) {
		return Response{Status: http.StatusMovedPermanently, Location: s.ThreadURL(t, page) + ipbKeep(c.RawQuery), Info: info}
	}
	return c.Page(info, s.topicPage(c, t, page))
}

func atoiOr(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func (s ipbSkin) notFound(c *Ctx) Response {
	return c.NotFound(notFoundPage)
}

// fail is output->showError: the "An Error Occurred" page with its code.
func (s ipbSkin) fail(c *Ctx, code, msg string) Response {
	body := fmt.Sprintf(`<h1 class='ipsType_pagetitle'>An Error Occurred</h1>
<div class='message error'>
	Sorry, there is a problem
	<br /><br />
	<p class='ipsType_sectiontitle'>%s</p>
	<br /><br />
	<span class='ipsType_smaller desc'>Error code: %s</span>
</div>
<br />
<div class='ipsBox'>
	<div class='ipsBox_container ipsPad'>
		<h3 class='ipsType_sectiontitle'>Useful Links</h3>
		<ul class='ipsList_data clearfix'>
			<li><a href='%s' title='Go to the board index'>Board Index</a></li>
			<li><a href='%s' title='Search'>Search the board</a></li>
			<li><a href='%s' title='Help'>Help Files</a></li>
		</ul>
	</div>
</div>`, Esc(msg), code, c.Href(""), c.Href("index.php?app=core&module=search&search_in=forums"), c.Href("index.php?app=core&module=help"))
	return c.NotFound(s.frame(c, ipbPage{title: "Error"}, body))
}

// Dates, as IPB's {parse date} formats them in the board's time zone (UTC).

func ipbLong(now, t time.Time) string {
	switch calendarDays(now, t) {
	case 0:
		return "Today, " + t.Format("03:04 PM")
	case 1:
		return "Yesterday, " + t.Format("03:04 PM")
	}
	return t.Format("02 January 2006 - 03:04 PM")
}

func ipbShort(now, t time.Time) string {
	switch calendarDays(now, t) {
	case 0:
		return "Today, " + t.Format("03:04 PM")
	case 1:
		return "Yesterday, " + t.Format("03:04 PM")
	}
	return t.Format("02 Jan 2006")
}

// ipbGroup is a member's group: IPB's default groups, an admin here and there.
func ipbGroup(u *User) string {
	if u.ID%37 == 1 {
		return "Administrators"
	}
	return "Members"
}

// ipbTitle is the member title from IPB's default post-count ranks.
func ipbTitle(u *User) string {
	switch {
	case u.Posts >= 40:
		return "Advanced Member"
	case u.Posts >= 10:
		return "Member"
	}
	return "Newbie"
}

// photo is a member's photo: the default no-photo image for most.
func (s ipbSkin) photo(c *Ctx, u *User, size string) string {
	src := c.Pkg.Mount + "public/style_images/master/profile/default_large.png"
	if Hash("photo", u.ID)%3 == 0 {
		src = fmt.Sprintf("%suploads/profile/photo-thumb-%d.jpg?_r=%d", c.Pkg.Mount, u.ID, 1300000000+Hash("r", u.ID)%90000000)
	}
	return fmt.Sprintf(`<a href='%s' title='View Profile' class='ipsUserPhotoLink'><img src='%s' alt='Photo' class='ipsUserPhoto ipsUserPhoto_%s' /></a>`, c.Href(ipbUserURL(u)), src, size)
}

// hover is userHoverCard: the member's name, linked, with the hover card data.
func (s ipbSkin) hover(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a hovercard-ref="member" hovercard-id="%d" data-ipb='noparse' class="_hovertrigger url fn name " href='%s' title='View Profile'><span itemprop="name">%s</span></a>`, u.ID, c.Href(ipbUserURL(u)), Esc(u.Name))
}

type ipbCrumb struct{ name, href string }

// ipbPage is what the global template needs to know about a page.
type ipbPage struct {
	title     string
	canonical string // mount-relative; "" with canon false for none
	canon     bool
	head      string // extra <head> lines: rel links, feeds
	crumbs    []ipbCrumb
	nav       string // active application tab: forums or members
}

// frame is skin_global's globalTemplate: user bar, branding with the search
// box, application tabs, breadcrumbs, content, footer utilities.
func (s ipbSkin) frame(c *Ctx, p ipbPage, content string) string {
	m := c.Pkg.Mount
	title := p.title + " - " + ipbSite
	if p.title == ipbSite {
		title = ipbSite
	}
	var head strings.Builder
	if p.canon {
		fmt.Fprintf(&head, "<link id=\"ipsCanonical\" rel=\"canonical\" href=\"%s\" />\n", c.Href(p.canonical))
	}
	head.WriteString(p.head)
	var crumbs strings.Builder
	fmt.Fprintf(&crumbs, `<li itemscope itemtype="http://data-vocabulary.org/Breadcrumb">
					<a href='%s' itemprop="url"><span itemprop="title">%s</span></a>
				</li>`, c.Href(""), ipbSite)
	for _, cr := range p.crumbs {
		if cr.href == "" {
			fmt.Fprintf(&crumbs, "\n\t\t\t\t<li itemscope itemtype=\"http://data-vocabulary.org/Breadcrumb\"><span class='nav_sep'>&rarr;</span> <span itemprop=\"title\">%s</span></li>", Esc(cr.name))
			continue
		}
		fmt.Fprintf(&crumbs, "\n\t\t\t\t<li itemscope itemtype=\"http://data-vocabulary.org/Breadcrumb\"><span class='nav_sep'>&rarr;</span> <a href='%s' title='Return to %s' itemprop=\"url\"><span itemprop=\"title\">%s</span></a></li>", c.Href(cr.href), Esc(cr.name), Esc(cr.name))
	}
	forums, members := " active", ""
	if p.nav == "members" {
		forums, members = "", " active"
	}
	return fmt.Sprintf(`<!DOCTYPE html>
<html lang="en">
	<head>
		<meta charset="UTF-8" />
		<title>%s</title>
		<meta http-equiv="X-UA-Compatible" content="IE=edge" />
		<link rel="shortcut icon" href='%sfavicon.ico' />
		<link rel="image_src" href='%spublic/style_images/master/meta_image.png' />
		<script type='text/javascript'>
		//<![CDATA[
			jsDebug			= 0; /* Must come before JS includes */
			DISABLE_AJAX	= parseInt(0); /* Disables ajax requests where text is sent to the DB; helpful for charset issues */
			inACP			= false;
			var isRTL		= false;
			var rtlIe		= '';
			var rtlFull		= '';
		//]]>
		</script>
		<link rel="stylesheet" type="text/css" media='screen,print' href="%spublic/min/index.php?ipbv=%x&amp;f=public/style_css/css_1/calendar_select.css,public/style_css/css_1/ipb_common.css,public/style_css/css_1/ipb_styles.css,public/style_css/css_1/ipb_forums.css" />
		<!--[if lte IE 7]>
			<link rel="stylesheet" type="text/css" title='Main' media="screen" href="%spublic/style_css/css_1/ipb_ie.css" />
		<![endif]-->
%s		<meta property="og:title" content="%s"/>
		<meta property="og:site_name" content="%s"/>
		<meta property="og:type" content="article" />
		<meta name="identifier-url" content="%s" />
%s		<script type='text/javascript' src='%spublic/min/index.php?ipbv=%x&amp;charset=UTF-8&amp;f=public/js/3rd_party/prototype.js,public/js/ipb.js,cache/lang_cache/1/ipb.lang.js,public/js/ips.hovercard.js,public/js/ips.quickpm.js,public/js/ips.forums.js' charset='UTF-8'></script>
%s	</head>
	<body id='ipboard_body'>
		<p id='content_jump' class='hide'><a id='top'></a><a href='#j_content' title='Jump to content' accesskey='m'>Jump to content</a></p>
		<div id='ipbwrapper'>
			<!-- ::: TOP BAR: Sign in / register or user drop down and notification alerts ::: -->
			<div id='header_bar' class='clearfix'>
				<div class='main_width'>
					<div id='user_navigation' class='not_logged_in'>
						<ul class='ipsList_inline right'>
							<li>
								<span class='services'></span>
								&nbsp;&nbsp;&nbsp;&nbsp;
								<a href='%s' title='Sign In &rarr;' id='sign_in'>Sign In</a>&nbsp;&nbsp;&nbsp;
							</li>
							<li><a href="%s" title='Create Account &rarr;' id='register_link'>Create Account</a></li>
						</ul>
					</div>
				</div>
			</div>
			<!-- ::: BRANDING STRIP: Logo and search box ::: -->
			<div id='branding'>
				<div class='main_width'>
					<div id='logo'>
						<a href='%s' title='Go to %s' rel="home" accesskey='1'><img src='%spublic/style_images/master/logo.png' alt='Logo' /></a>
					</div>
					<div id='search' class='right'>
						<form action="%s" method="post" id='search-box'>
							<fieldset>
								<label for='main_search' class='hide'>Search</label>
								<a href='%s' title='Advanced Search' accesskey='4' rel="search" id='adv_search' class='right'>Advanced</a>
								<span id='search_wrap' class='right'>
									<input type='text' id='main_search' name='search_term' class='inactive' size='17' tabindex='100' />
									<span class='choice ipbmenu clickable' id='search_options' style='display: none'></span>
									<ul id='search_options_menucontent' class='ipbmenu_content ipsPad' style='display: none'>
										<li class='title'><strong>Search section:</strong></li>
										<li class='app'><label for='s_forums' title='Forums'><input type='radio' name='search_app' class='input_radio' id='s_forums' value="forums" checked="checked" />Forums</label></li>
										<li class='app'><label for='s_members' title='Members'><input type='radio' name='search_app' class='input_radio' id='s_members' value="members" />Members</label></li>
										<li class='app'><label for='s_core' title='Help Files'><input type='radio' name='search_app' class='input_radio' id='s_core' value="core" />Help Files</label></li>
									</ul>
									<input type='submit' class='submit_input clickable' value='Search' />
								</span>
							</fieldset>
						</form>
					</div>
				</div>
			</div>
			<!-- ::: APPLICATION TABS ::: -->
			<div id='primary_nav' class='clearfix'>
				<div class='main_width'>
					<ul class='ipsList_inline' id='community_app_menu'>
						<li id='nav_app_forums' class="left%s"><a href='%s' title='Go to Forums'>Forums</a></li>
						<li id='nav_app_members' class="left%s"><a href='%s' title='Go to Members'>Members</a></li>
						<li id='nav_other_apps' style='display: none'>
							<a href='#' class='ipbmenu' id='more_apps'>More <img src='%spublic/style_images/master/useropts_arrow.png' /></a>
						</li>
					</ul>
				</div>
				<script type='text/javascript'>
					document.observe("dom:loaded", function(){
						if( $('primary_nav') ){	ipb.global.activateMainMenu(); }
					});
				</script>
			</div>
			<!-- ::: MAIN CONTENT AREA ::: -->
			<div id='content' class='clearfix'>
				<!-- ::: NAVIGATION BREADCRUMBS ::: -->
				<div id='secondary_navigation' class='clearfix'>
					<ol class='breadcrumb top ipsList_inline left'>
				%s
					</ol>
				</div>
				<br class='clear' />
				<noscript>
					<div class='message error'>
						<strong>Javascript Disabled Detected</strong>
						<p>You currently have javascript disabled. Several functions may not work. Please re-enable javascript to access full functionality.</p>
					</div>
					<br />
				</noscript>
				<!-- ::: CONTENT ::: -->
				%s
				<ol class='breadcrumb bottom ipsList_inline left clearfix clear'>
				%s
					<li class='right ipsType_smaller'>
						<a rel="nofollow" href='%s'>Privacy Policy</a>
					</li>
					<li class='right ipsType_smaller'>
						<a href='%s' accesskey='2'>View New Content</a>
					</li>
				</ol>
			</div>
			<!-- ::: FOOTER (Change skin, language, mark as read, etc) ::: -->
			<div id='footer_utilities' class='main_width clearfix clear'>
				<a rel="nofollow" href='#top' id='backtotop' title='Go to top'><img src='%spublic/style_images/master/top.png' alt='' /></a>
				<ul class='ipsList_inline left'>
					<li>
						<img src='%spublic/style_images/master/icon_lock.png' alt='' />
						<a rel="nofollow" id='change_theme' href='#'>Change Theme</a>
					</li>
					<li><a href='%s' title='View help' rel="help" accesskey='6'>Help</a></li>
				</ul>
				<p id='copyright'>
					<a href='http://www.invisionpower.com/apps/board/' title='Community Forum Software by Invision Power Services'>Community Forum Software by IP.Board %s</a><br />Licensed to: %s
				</p>
			</div>
			<div><img src='%sindex.php?section=task' alt='' style='border: 0px' height='1' width='1' class='right' /></div>
			<script type="text/javascript">
				ipb.global.lightBoxIsOff();
			</script>
			<div id='inline_login_form' style="display:none"></div>
		</div>
	</body>
</html>`,
		Esc(title), m, m, m, Hash("ipbv", ipbVersion)%0xffffffff, m, head.String(), Esc(p.title), ipbSite, c.Href(""),
		s.vars(c), m, Hash("ipbv", ipbVersion)%0xffffffff, c.Styles(10),
		c.Href("index.php?app=core&module=global&section=login"), c.Href("index.php?app=core&module=global&section=register"),
		c.Href(""), ipbSite, m, c.Href("index.php?app=core&module=search&do=search&fromMainBar=1"), c.Href("index.php?app=core&module=search&search_in=forums"),
		forums, c.Href(""), members, c.Href("index.php?/members/"), m,
		crumbs.String(), content, crumbs.String(),
		c.Href("index.php?app=core&module=global&section=privacy"), c.Href("index.php?app=core&module=search&do=viewNewContent&search_app=forums"),
		m, m, c.Href("index.php?app=core&module=help"), ipbVersion, ipbSite, m)
}

// vars is the head's ipb.vars block and its language strings, then the site's scripts.
func (s ipbSkin) vars(c *Ctx) string {
	m := c.Pkg.Mount
	return fmt.Sprintf(`		<script type='text/javascript'>
		//<![CDATA[
			/* ---- URLs ---- */
			ipb.vars['base_url'] 			= '%sindex.php?s=&';
			ipb.vars['board_url']			= '%s';
			ipb.vars['img_url'] 			= "%spublic/style_images/master";
			ipb.vars['loading_img'] 		= '%spublic/style_images/master/loading.gif';
			ipb.vars['active_app']			= 'forums';
			ipb.vars['upload_url']			= '%suploads';
			/* ---- Member ---- */
			ipb.vars['member_id']			= parseInt( 0 );
			ipb.vars['is_supmod']			= parseInt( 0 );
			ipb.vars['is_admin']			= parseInt( 0 );
			ipb.vars['secure_hash'] 		= '880ea6a14ea49e853634fbdc5015a024';
			ipb.vars['session_id']			= '';
			ipb.vars['twitter_id']			= 0;
			ipb.vars['fb_uid']				= 0;
			ipb.vars['auto_dst']			= parseInt( 0 );
			ipb.vars['dst_in_use']			= parseInt(  );
			ipb.vars['is_touch']			= false;
			ipb.vars['member_group']		= {"g_mem_info":"1"}
			/* ---- cookies ----- */
			ipb.vars['cookie_id'] 			= '';
			ipb.vars['cookie_domain'] 		= '';
			ipb.vars['cookie_path']			= '/';
			/* ---- Rate imgs ---- */
			ipb.vars['rate_img_on']			= '%spublic/style_images/master/star.png';
			ipb.vars['rate_img_off']		= '%spublic/style_images/master/star_off.png';
			ipb.vars['rate_img_rated']		= '%spublic/style_images/master/star_rated.png';
			/* ---- Uploads ---- */
			ipb.vars['swfupload_swf']		= '%spublic/js/3rd_party/swfupload/swfupload.swf';
			ipb.vars['swfupload_enabled']	= true;
			ipb.vars['use_swf_upload']		= ( '' == 'flash' ) ? true : false;
			ipb.vars['swfupload_debug']		= false;
			/* ---- other ---- */
			ipb.vars['highlightColour'] 	= '#ede4d8';
			ipb.vars['charset']				= "UTF-8";
			ipb.vars['time_offset']			= "0";
			ipb.vars['hour_format']			= "12";
			ipb.vars['seo_enabled']			= 1;
			ipb.vars['seo_params'] = {"start":"-","end":"\/","varBlock":"?","varPage":"page-","varSep":"&","varJoin":"="};
			/* Templates/Language */
			ipb.templates['inlineMsg']		= "";
			ipb.templates['ajax_loading'] 	= "<div id='ajax_loading'><img src='" + ipb.vars['loading_img'] + "' alt='" + ipb.lang['loading'] + "' /></div>";
			ipb.templates['close_popup']	= "<img src='" + ipb.vars['img_url'] + "/close_popup.png' alt='x' />";
			ipb.templates['rss_shell']		= new Template("<ul id='rss_menu' class='ipbmenu_content'>#{items}</ul>");
			ipb.templates['rss_item']		= new Template("<li><a href='#{url}' title='#{title}'>#{title}</a></li>");
			ipb.templates['autocomplete_wrap'] = new Template("<ul id='#{id}' class='ipb_autocomplete' style='width: 250px;'></ul>");
			ipb.templates['autocomplete_item'] = new Template("<li id='#{id}' data-url='#{url}'><img src='#{img}' alt='' class='ipsUserPhoto ipsUserPhoto_mini' />&nbsp;&nbsp;#{itemvalue}</li>");
			ipb.templates['page_jump']		= new Template("<div id='#{id}_wrap' class='ipbmenu_content'><h3 class='bar'>Jump to page</h3><p class='ipsPad'><input type='text' class='input_text' id='#{id}_input' size='8' /> <input type='submit' value='Go' class='input_submit add_folder' id='#{id}_submit' /></p></div>");
			ipb.templates['global_notify'] 	= new Template("<div class='popupWrapper'><div class='popupInner'><div class='ipsPad'>#{message} #{close}</div></div></div>");
			ipb.templates['header_menu'] 	= new Template("<div id='#{id}' class='ipsHeaderMenu boxShadow'></div>");
			Loader.boot();
		//]]>
		</script>
%s`, m, m, m, m, m, m, m, m, m, c.Scripts(8))
}

// pagination is skin_global's paginationTemplate in pages mode: first and
// previous, "Page N of M" with its jump menu, the pages either side of the
// current one, next and last. base is the page 1 URL, extra the variables of
// the pagination's baseUrl (written after the page suffix).
func (s ipbSkin) pagination(c *Ctx, base, extra string, cur, total int, anchor string) string {
	if total <= 1 {
		return ""
	}
	link := func(n int) string {
		u := fmt.Sprintf("%spage-%d", base, n)
		if n == 0 {
			u = base
		}
		if extra != "" {
			u += "?" + extra
		}
		return c.Href(u) + anchor
	}
	var h strings.Builder
	h.WriteString(`<div class='pagination clearfix left '>`)
	if cur > 1 {
		fmt.Fprintf(&h, `<ul class='back left'><li class='first'><a href='%s' title='Go to first page' rel='start'>&laquo; First</a></li><li class='prev'><a href="%s" title="Previous page" rel='prev'>&larr; Prev</a></li></ul>`, link(0), link(cur-1))
	}
	fmt.Fprintf(&h, `<ul class='pages left'><li class='pagejump clickable pj%d'><a href='#'>Page %d of %d <img src='%spublic/style_images/master/dropdown.png' alt='+' /></a><script type='text/javascript'>ipb.global.registerPageJump( '%d', { url: "%s", stKey: 'page', perPage: 1, totalPages: %d, anchor: '' } );</script></li>`,
		Hash("pj", base, cur)%1e9, cur, total, c.Pkg.Mount, Hash("pj", base, cur)%1e9, Esc(c.URL(base)), total)
	for n := max(1, cur-ipbDots); n <= min(total, cur+ipbDots); n++ {
		if n == cur {
			fmt.Fprintf(&h, `<li class='page active'>%d</li>`, n)
			continue
		}
		fmt.Fprintf(&h, `<li class='page'><a href="%s" title="%d">%d</a></li>`, link(n), n, n)
	}
	h.WriteString(`</ul>`)
	if cur < total {
		fmt.Fprintf(&h, `<ul class='forward left'><li class='next'><a href="%s" title="Next page" rel='next'>Next &rarr;</a></li><li class='last'><a href="%s" title="Go to last page" rel="last">Last &raquo;</a></li></ul>`, link(cur+1), link(total))
	}
	h.WriteString(`</div>`)
	return h.String()
}

// relLinks are the <link rel> lines generatePagination adds to the head.
func (s ipbSkin) relLinks(c *Ctx, base, extra string, cur, total int) string {
	link := func(n int) string {
		u := fmt.Sprintf("%spage-%d", base, n)
		if extra != "" {
			u += "?" + extra
		}
		return c.Href(u)
	}
	var h strings.Builder
	if cur > 1 {
		fmt.Fprintf(&h, "\t\t<link rel='first' href='%s' />\n\t\t<link rel='prev' href='%s' />\n", link(1), link(cur-1))
	}
	if cur < total {
		fmt.Fprintf(&h, "\t\t<link rel='next' href='%s' />\n\t\t<link rel='last' href='%s' />\n", link(cur+1), link(total))
	}
	return h.String()
}

// forumRows are the index's forum rows (boardIndexTemplate and the sub-forum table).
func (s ipbSkin) forumRows(c *Ctx, boards []*Board) string {
	var h strings.Builder
	for _, b := range boards {
		fmt.Fprintf(&h, `<tr class=''>
	<td class='col_c_icon'><img src='%spublic/style_images/master/f_icon_read.png' /></td>
	<td class='col_c_forum'>
		<h4><a href="%s" title='%s'>%s</a></h4>`, c.Pkg.Mount, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Name))
		if len(b.Children) > 0 {
			fmt.Fprintf(&h, "\n\t\t<br />\n\t\t<ol class='ipsList_inline ipsType_small subforums' id='subforums_%d'>", nodeID(b))
			for i, ch := range b.Children {
				comma := ","
				if i == len(b.Children)-1 {
					comma = ""
				}
				fmt.Fprintf(&h, `<li><a href="%s" title='%s'>%s</a>%s</li>`, c.Href(s.BoardURL(ch, 1)), Esc(ch.Name), Esc(ch.Name), comma)
			}
			h.WriteString(`</ol>`)
		}
		fmt.Fprintf(&h, `
		<p class='desc __forum_desc ipsType_small'>%s</p>
	</td>
	<td class='col_c_stats ipsType_small'>
		<ul>
			<li><strong>%s</strong> topics</li>
			<li><strong>%s</strong> replies</li>
		</ul>
	</td>
	<td class='col_c_post'>`, Esc(b.Description), thousands(b.AllThreads(), ","), thousands(b.AllPosts()-b.AllThreads(), ","))
		if p := b.Latest(); p != nil {
			t := p.Thread
			fmt.Fprintf(&h, `
		%s
		<ul class='last_post ipsType_small'>
			<li><a href='%s' title='Go to first unread post: %s'>%s</a></li>
			<li>By %s</li>
			<li class='desc lighter blend_links'><a href='%s' title='View last post'>%s</a></li>
		</ul>`, s.photo(c, p.Author, "mini left"), c.Href(ipbTopicBase(t)+"?view=getnewpost"), Esc(t.Title), Esc(clip(t.Title, 30)),
				s.hover(c, p.Author), c.Href(ipbTopicBase(t)+"?view=getlastpost"), ipbLong(c.W.Now, p.Time))
		} else {
			h.WriteString(`<ul class='last_post ipsType_small'><li class='desc lighter'><em>No posts</em></li></ul>`)
		}
		h.WriteString("\n\t</td>\n</tr>\n")
	}
	return h.String()
}

// category wraps forum rows in a category block.
func (s ipbSkin) categoryBlock(c *Ctx, cat *Category) string {
	return fmt.Sprintf(`<div id='category_%d' class='category_block block_wrap'>
	<h3 class='maintitle'>
		<a class='toggle right' href='#' title="Toggle category %s">Toggle category %s</a> <a href="%s" title='View category %s'>%s</a>
	</h3>
	<div class='ipsBox table_wrap'>
		<div class='ipsBox_container'>
			<table class='ipb_table' summary="Forums within the category '%s'">
				<tr class='header hide'>
					<th scope='col' class='col_c_icon'>&nbsp;</th>
					<th scope='col' class='col_c_forum'>Forum</th>
					<th scope='col' class='col_c_stats stats'>Stats</th>
					<th scope='col' class='col_c_post'>Last Post Info</th>
				</tr>
				%s
			</table>
		</div>
	</div>
	<br />
</div>
`, catNodeID(cat), Esc(cat.Name), Esc(cat.Name), c.Href(ipbCatURL(cat)), Esc(cat.Name), Esc(cat.Name), Esc(cat.Name), s.forumRows(c, cat.Boards))
}

// boardIndex is boardIndexTemplate: categories, the side blocks, board_stats
// and the statistics block with who is online.
func (s ipbSkin) boardIndex(c *Ctx) string {
	w := c.W
	var h strings.Builder
	h.WriteString(`<div id='board_index' class='ipsLayout ipsLayout_withright ipsLayout_largeright clearfix '>
	<div id='categories' class='ipsLayout_content clearfix'>
	<!-- CATS AND FORUMS -->
`)
	for _, cat := range w.Categories {
		h.WriteString(s.categoryBlock(c, cat))
	}
	h.WriteString(`	</div>
	<div id='index_stats' class='ipsLayout_right clearfix' >
		<div class='ipsSideBlock clearfix'>
			<h3>Recently Added Topics</h3>
			<div class='_sbcollapsable'>
				<ul class='ipsList_withminiphoto'>
`)
	for _, t := range w.ThreadsByDate()[:5] {
		fmt.Fprintf(&h, `				<li class='clearfix'>
					%s
					<div class='list_content'>
						<a href='%s' rel='bookmark' class='ipsType_small' title='View topic'>%s</a>
						<p class='desc ipsType_smaller'>%s - %s</p>
					</div>
				</li>
`, s.photo(c, t.Author, "mini left"), c.Href(s.ThreadURL(t, 1)), Esc(t.Title), s.hover(c, t.Author), ipbShort(w.Now, t.Posts[0].Time))
	}
	h.WriteString(`				</ul>
			</div>
		</div>
		<div class='ipsSideBlock clearfix'>
			<h3>Popular Tags</h3>
			<div class='_sbcollapsable'>
				<ul class='ipsList_inline'>
`)
	for i, tag := range w.Tags() {
		if i == 15 {
			break
		}
		fmt.Fprintf(&h, "\t\t\t\t\t<li><span class=\"tag_%d\"><a href='%s' title='Find other content tagged with &#39;%s&#39;'>%s</a></span></li>\n", 1+Hash("tagsz", tag)%5, c.Href(ipbTagURL(tag)), Esc(tag), Esc(tag))
	}
	h.WriteString("\t\t\t\t</ul>\n\t\t\t</div>\n\t\t</div>\n\t</div>\n\t<a href='#' id='toggle_sidebar' title='Toggle sidebar' data-closed=\"&laquo;\" data-open=\"&times;\">&nbsp;</a>\n</div>\n")
	newest := w.Users[len(w.Users)-1]
	most := 40 + int(Hash("most", len(w.Posts))%300)
	fmt.Fprintf(&h, `<div id='board_stats'>
	<ul class='ipsType_small ipsList_inline'>
		<li class='clear'><span class='value'>%s</span> Total Posts</li>
		<li class='clear'><span class='value'>%s</span> Total Members</li>
		<li class='clear'><a href='%s' class='value'>%s</a> Newest Member</li>
		<li class='clear' data-tooltip="%s"><span class='value'>%d</span> Online at once</li>
	</ul>
</div>
<div id='board_statistics' class='statistics clearfix'>
	<ul id='stat_links' class='ipsList_inline right ipsType_small'>
		<li><a href="%s" title="View a list of our staff members">The moderating team</a></li>
		<li><a href="%s" title="View today's top posters">Today's top 20 posters</a></li>
		<li><a href="%s" title="View the top posters of all time">Overall top 20 posters</a></li>
	</ul>
`, thousands(len(w.Posts), ","), thousands(len(w.Users), ","), c.Href(ipbUserURL(newest)), Esc(newest.Name),
		w.Now.AddDate(0, -int(Hash("mostwhen", most)%30), 0).Format("02 January 2006 - 03:04 PM"), most,
		c.Href("index.php?app=forums&module=extras&section=stats&do=leaders"), c.Href("index.php?app=forums&module=extras&section=stats"),
		c.Href("index.php?app=members&module=list&max_results=20&sort_key=posts&sort_order=desc&filter=ALL"))
	online := 4 + int(Hash("online", len(w.Posts))%9)
	guests := 10 + int(Hash("guests", len(w.Posts))%40)
	fmt.Fprintf(&h, `	<h4 class='statistics_head'>%d user(s) active in the past 15 minutes</h4>
	<p class='statistics_brief desc'>
		%d members, %d guests, 0 anonymous users&nbsp;&nbsp;<a href='%s'>(See full list)</a>
	</p>
	<br />
	<p>
		<span class='name'>`, online+guests, online, guests, c.Href("index.php?app=members&module=online&sort_order=desc"))
	names := make([]string, online)
	for i := range online {
		u := pick(w.Users, "on", i, len(w.Posts))
		names[i] = fmt.Sprintf(`<a href='%s' title='View Profile'>%s</a>`, c.Href(ipbUserURL(u)), Esc(u.Name))
	}
	h.WriteString(strings.Join(names, "</span> <span class='name'>"))
	h.WriteString("</span>\n\t</p>\n</div>\n")
	return s.frame(c, ipbPage{title: ipbSite, canonical: "", canon: true}, h.String())
}

// category is a category's own page: forums.php shows a category as its forums.
func (s ipbSkin) category(c *Ctx, cat *Category) string {
	body := fmt.Sprintf("<h1 class='ipsType_pagetitle'>%s</h1>\n<br />\n%s", Esc(cat.Name), s.categoryBlock(c, cat))
	return s.frame(c, ipbPage{title: cat.Name, canonical: ipbCatURL(cat), canon: true, crumbs: []ipbCrumb{{cat.Name, ""}}}, body)
}

// ipbOrder is the topic order a filter bar sort gives: Z-A is descending.
func ipbOrder(ts []*Thread, key, by string) []*Thread {
	cmp := byLastPost
	switch key {
	case "start_date":
		cmp = func(a, b *Thread) int { return a.Posts[0].Time.Compare(b.Posts[0].Time) }
	case "posts":
		cmp = byReplies
	case "views":
		cmp = byViews
	case "title":
		cmp = byTitle
	}
	return stickyFirst(ts, cmp, by != "A-Z")
}

// forumCrumbs is a forum's trail: its category and its parent forums.
func (s ipbSkin) forumCrumbs(b *Board) []ipbCrumb {
	cr := []ipbCrumb{{b.Category.Name, ipbCatURL(b.Category)}}
	for _, x := range b.Trail() {
		cr = append(cr, ipbCrumb{x.Name, s.BoardURL(x, 1)})
	}
	return cr
}

// forumPage is forumIndexTemplate: sub-forums, topic controls with the pager,
// the filter bar, the topic table, active users.
func (s ipbSkin) forumPage(c *Ctx, f ipbFurl, b *Board, page int) string {
	w := c.W
	per := w.Shape.ThreadsPerPage
	key, by := f.extra.Get("sort_key"), f.extra.Get("sort_by")
	if !slices.Contains([]string{"last_post", "start_date", "posts", "views", "title"}, key) {
		key = "last_post"
	}
	if by != "A-Z" {
		by = "Z-A"
	}
	base := ipbForumBase(b)
	extra := fmt.Sprintf("prune_day=100&sort_by=%s&sort_key=%s&topicfilter=all", by, key)
	pages := s.pagination(c, base, extra, page, b.Pages(per), "")
	st := ""
	if page > 1 {
		st = fmt.Sprintf("st=%d&", (page-1)*per)
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<script type="text/javascript">
//<![CDATA[
	ipb.vars['search_type']		= 'forum';
	ipb.vars['search_type_id']	= %d;
	var markerURL  = ipb.vars['base_url'] + "app=forums&module=ajax&section=markasread&i=1";
//]]>
</script>
<h1 class='ipsType_pagetitle'>%s</h1>
<div class='ipsType_pagedesc forum_rules'>
	%s
</div>
<br />
`, nodeID(b), Esc(b.Name), Esc(b.Description))
	if len(b.Children) > 0 {
		fmt.Fprintf(&h, `<div class='category_block block_wrap'>
	<h3 class='maintitle'>Subforums</h3>
	<div class='ipsBox table_wrap'>
		<div class='ipsBox_container'>
			<table class='ipb_table' summary="Sub-forums within the category '%s'">
			%s
			</table>
		</div>
	</div>
</div>
<br /><br />
`, Esc(b.Name), s.forumRows(c, b.Children))
	}
	fmt.Fprintf(&h, `<div class='topic_controls clearfix'>
	%s
	<ul class='topic_buttons'>
		<li class='non_button'>
			<a data-clicklaunch="forumMarkRead" data-fid="%d" href='%s' title='Mark this forum as read'><img src='%spublic/style_images/master/icon_check.png' /> &nbsp;Mark this forum as read</a>
		</li>
	</ul>
</div>
<div class='ipsFilterbar maintitle'>
	<ul class='ipsList_inline ipsType_small'>
`, pages, nodeID(b), c.Href(fmt.Sprintf("index.php?app=forums&module=forums&section=markasread&marktype=forum&forumid=%d&returntoforumid=%d", nodeID(b), nodeID(b))), c.Pkg.Mount)
	for _, so := range ipbSorts {
		active := ""
		if so[0] == key && by == "Z-A" {
			active = " class='active'"
		}
		fmt.Fprintf(&h, "\t\t<li%s><a href='%s' rel='nofollow'>%s</a></li>\n", active, c.Href(fmt.Sprintf("%s?%ssort_key=%s&sort_by=Z-A", base, st, so[0])), so[1])
	}
	fmt.Fprintf(&h, `		<li><a href='#forum_filter_menucontent' id='forum_filter'>Custom</a></li>
	</ul>
</div>
<div id='forum_filter_menucontent' class='ipbmenu_content ipsPad' style='display: none'>
	<form id='filter_form' action="%s" method="post">
		<strong>Show topics:</strong><br />
		<select name="topicfilter" id='topic_filter' class='input_select'><option value='all' selected='selected'>All Topics</option><option value='open'>Open Topics</option><option value='hot'>Hot Topics</option><option value='poll'>Polls</option><option value='locked'>Locked Topics</option><option value='moved'>Moved Topics</option></select>
		<br /><br />
		<strong>Sort by:</strong><br />
		<select name="sort_key" id='sort_by' class='input_select'><option value='last_post' selected='selected'>Last Post</option><option value='title'>Topic Title</option><option value='starter_name'>Topic Starter</option><option value='start_date'>Start Date</option><option value='posts'>Replies</option><option value='views'>Views</option><option value='last_poster_name'>Last Poster</option></select>
		<br /><br />
		<strong>Sort direction:</strong><br />
		<select name="sort_by" id='direction' class='input_select'><option value='Z-A' selected='selected'>Descending</option><option value='A-Z'>Ascending</option></select>
		<br /><br />
		<strong>Time frame:</strong><br />
		<select name="prune_day" id='time_frame' class='input_select'><option value='1'>Today</option><option value='5'>Last 5 days</option><option value='7'>Last 7 days</option><option value='10'>Last 10 days</option><option value='15'>Last 15 days</option><option value='20'>Last 20 days</option><option value='25'>Last 25 days</option><option value='30'>Last 30 days</option><option value='60'>Last 60 days</option><option value='90'>Last 90 days</option><option value='100' selected='selected'>Show All</option></select>
		<br /><br />
		<input type='checkbox' value='1' name='remember' class='input_check' id='remember_filter' /> <label for='remember_filter'>Remember these options</label>
		<br /><br />
		<input type="submit" value="Sort Topics" class="input_submit" />
	</form>
</div>
<div class='ipsBox'>
	<div class='ipsBox_container'>
		<table class='ipb_table topic_list hover_rows ' summary='Topics In This Forum "%s"' id='forum_table'>
			<tr class='header hide'>
				<th scope='col' class='col_f_icon'>&nbsp;</th>
				<th scope='col' class='col_f_topic'>Topic Title</th>
				<th scope='col' class='col_f_starter short'>Started By</th>
				<th scope='col' class='col_f_views stats'>Stats</th>
				<th scope='col' class='col_f_post'>Last Post Info</th>
			</tr>
			<!-- BEGIN TOPICS -->
`, c.Href(fmt.Sprintf("%s?%schangefilters=1", base, st)), Esc(b.Name))
	for _, t := range Page(ipbOrder(b.Threads, key, by), page, per) {
		h.WriteString(s.topicRow(c, t))
	}
	online := 1 + int(Hash("fonline", b.ID)%4)
	var names []string
	for i := range online {
		u := pick(w.Users, "fon", b.ID, i)
		names = append(names, fmt.Sprintf(`<a href='%s' title='View Profile'>%s</a>`, c.Href(ipbUserURL(u)), Esc(u.Name)))
	}
	fmt.Fprintf(&h, `		</table>
	</div>
</div>
<br />
<div class='topic_controls clear'>
	%s
	<ul class='topic_buttons'>
		<li class='disabled'><span>Please log in to start a new topic</span></li>
	</ul>
</div>
<br class='clear' />
<div id='forum_footer' class='statistics clear clearfix'>
	<div id='forum_active_users' class='active_users stats_list'>
		<h4 class='statistics_head'>%d user(s) are browsing this forum</h4>
		<p class='statistics_brief'>%d members, %d guests, 0 anonymous users</p>
		<br />
		<ul class='ipsList_inline'>
			%s
		</ul>
	</div>
</div>
<br class='clear' />
`, pages, online+2, online, 2, strings.Join(names, ", "))
	title := b.Name
	if page > 1 {
		title = fmt.Sprintf("%s - Page %d", b.Name, page)
	}
	rss := fmt.Sprintf("\t\t<link rel=\"alternate\" type=\"application/rss+xml\" title=\"%s\" href=\"%s\" />\n", Esc(b.Name), c.Href(fmt.Sprintf("index.php?app=core&module=global&section=rss&type=forums&id=%d", nodeID(b))))
	crumbs := s.forumCrumbs(b)
	crumbs[len(crumbs)-1].href = ""
	return s.frame(c, ipbPage{title: title, canonical: s.BoardURL(b, page), canon: true, head: s.relLinks(c, base, extra, page, b.Pages(per)) + rss, crumbs: crumbs}, h.String())
}

// topicRow is skin_forum's topic template: icon, title with its mini pager
// and tags, starter, stats, last post info.
func (s ipbSkin) topicRow(c *Ctx, t *Thread) string {
	w := c.W
	per := w.Shape.PostsPerPage
	last := t.LastPost()
	base := ipbTopicBase(t)
	icon := fmt.Sprintf(`<img src='%spublic/style_images/master/t_read.png' alt='No New Posts' />`, c.Pkg.Mount)
	unread := ""
	if w.Now.Sub(last.Time) < 21*24*time.Hour {
		unread = "unread"
		icon = fmt.Sprintf(`<a href='%s' title='Go to first unread post'><img src='%spublic/style_images/master/t_unread.png' alt='New Replies' /></a>`, c.Href(base+"?view=getnewpost"), c.Pkg.Mount)
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<tr itemscope itemtype="http://schema.org/Article" class='__topic %s expandable' id='trow_%d' data-tid="%d">
	<td class='col_f_icon altrow short'>
		%s
	</td>
	<td class='col_f_content '>
`, unread, t.ID, t.ID, icon)
	if t.Sticky {
		h.WriteString("\t\t<span class='ipsBadge ipsBadge_green'>Pinned</span>\n")
	}
	fmt.Fprintf(&h, `		<h4><a itemprop="url" id="tid-link-%d" href="%s" title='View topic, started  %s' class='topic_title'><span itemprop="name">%s</span></a></h4>
		<br />
		<span class='desc lighter blend_links'>
			Started by %s, <span itemprop="dateCreated">%s</span>
		</span>
`, t.ID, c.Href(s.ThreadURL(t, 1)), ipbLong(w.Now, t.Posts[0].Time), Esc(t.Title), s.hover(c, t.Author), ipbShort(w.Now, t.Posts[0].Time))
	if n := t.Pages(per); n > 1 {
		h.WriteString("\t\t<ul class='mini_pagination'>\n")
		for p := 1; p <= min(3, n); p++ {
			// The mini pager links showtopic=T&page=N: page 1 is page-1 too.
			fmt.Fprintf(&h, "\t\t\t<li><a href=\"%s\" title='Go to page %d'>%d</a></li>\n", c.Href(fmt.Sprintf("%spage-%d", base, p)), p, p)
		}
		if n > 3 {
			fmt.Fprintf(&h, "\t\t\t<li><a href=\"%s\" title='Go to last page'>%d &rarr;</a></li>\n", c.Href(ipbPaged(base, n)), n)
		}
		h.WriteString("\t\t</ul>\n")
	}
	if len(t.Tags) > 0 {
		h.WriteString("\t\t<br /><span class='desc ipsType_smaller'><img src='" + c.Pkg.Mount + "public/style_images/master/icon_tag.png' /> ")
		for i, tag := range t.Tags {
			if i > 0 {
				h.WriteString(", ")
			}
			fmt.Fprintf(&h, `<a href='%s' title='Find other content tagged with &#39;%s&#39;'>%s</a>`, c.Href(ipbTagURL(tag)), Esc(tag), Esc(tag))
		}
		h.WriteString("</span>\n")
	}
	fmt.Fprintf(&h, `	</td>
	<td class='col_f_views desc blend_links'>
		<ul>
			<li>%s replies</li>
			<li class='views desc'>%s views</li>
		</ul>
	</td>
	<td class='col_f_post'>
		%s
		<ul class='last_post ipsType_small'>
			<li>%s</li>
			<li><a href='%s' title='Go to last post'>%s</a></li>
		</ul>
	</td>
</tr>
`, thousands(len(t.Posts)-1, ","), thousands(t.Views, ","), s.photo(c, last.Author, "mini left"), s.hover(c, last.Author), c.Href(base+"?view=getlastpost"), ipbLong(w.Now, last.Time))
	return h.String()
}

// topicPage is topicViewTemplate: controls with the pager, the title and
// starter, the posts (post_block), the share bar and the guest notice.
func (s ipbSkin) topicPage(c *Ctx, t *Thread, page int) string {
	w := c.W
	per := w.Shape.PostsPerPage
	base := ipbTopicBase(t)
	pages := s.pagination(c, base, "", page, t.Pages(per), "")
	var h strings.Builder
	fmt.Fprintf(&h, `<div class='topic_controls clearfix'>
	%s
	<ul class='topic_buttons'>
		<li class='disabled'><span>You cannot start a new topic</span></li>
		<li class='disabled'><span>You cannot reply to this topic</span></li>
	</ul>
</div>
<div itemscope itemtype="http://schema.org/Article">
<h1 class='ipsType_pagetitle'><span itemprop="name">%s</span></h1>
<div class='desc lighter blend_links'>
	Started by <span itemprop="creator">%s</span>, <span itemprop="dateCreated">%s</span>
</div>
<div class='maintitle clear clearfix'>
	<span class='ipsType_small'>%s</span>
</div>
<div class='ipsBox'>
	<div class='ipsBox_container'>
`, pages, Esc(t.Title), s.hover(c, t.Author), ipbShort(w.Now, t.Posts[0].Time), s.topicOptions(c, t))
	for _, p := range Page(t.Posts, page, per) {
		u := p.Author
		fmt.Fprintf(&h, `<a id='entry%d'></a>
<div class='post_block hentry clear clearfix  ' id='post_id_%d'>
	<div class='post_wrap' >
		<h3 class='row2'>
			<span class="author vcard">%s</span>
		</h3>
		<div class='author_info'>
			<ul class='basic_info'>
				<p class='desc member_title'>%s</p>
				<li class='avatar'>%s</li>
				<li class='group_title'>%s</li>
				<li class='group_icon'><img src='%spublic/style_images/master/bullets/bullet_black.png' alt='' /></li>
				<li class='post_count desc lighter'>%s posts</li>
			</ul>
		</div>
		<div class='post_body'>
			<p class='posted_info desc lighter ipsType_small'>
				<span class='post_id right ipsType_small desc blend_links'><a itemprop="replyToUrl" data-entry-pid='%d' rel='bookmark' href='%s' title='Link to post #%d'>#%d</a></span>
				Posted <abbr class="published" itemprop="commentTime" title="%s">%s</abbr>
			</p>
			<div itemprop="commentText" class='post entry-content '>
				<!--cached-%d-->%s
			</div>
`, p.ID, p.ID, s.hover(c, u), ipbTitle(u), s.photo(c, u, "large"), ipbGroup(u), c.Pkg.Mount, thousands(u.Posts, ","),
			p.ID, c.Href(ipbFindPost(p)), p.Index+1, p.Index+1, p.Time.UTC().Format(time3339), ipbLong(w.Now, p.Time),
			Hash("cache", p.ID)%1e9, Paras(p.Body, "<p>", "</p>\n"))
		if sig := signature(u); sig != "" {
			fmt.Fprintf(&h, "\t\t\t<br />\n\t\t\t<div class=\"signature\" data-memberid=\"%d\">\n\t\t\t\t<p>%s</p>\n\t\t\t</div>\n", u.ID, Esc(sig))
		}
		h.WriteString("\t\t</div>\n\t\t<ul class='post_controls clearfix clear'>\n\t\t\t<li id='rep_post_" + strconv.Itoa(p.ID) + "' class='rep_bar right'><span class='reputation zero rep_show' title='Reputation'>0</span></li>\n\t\t</ul>\n\t</div>\n</div>\n<hr class='hide' />\n")
	}
	readers := 1 + int(Hash("readers", t.ID)%3)
	fmt.Fprintf(&h, `	</div>
</div>
</div>
<div class='topic_controls clearfix'>
	%s
	<ul class='topic_buttons'>
		<li class='disabled'><span>You cannot reply to this topic</span></li>
	</ul>
</div>
<hr class='hide' />
<div class='clear clearfix'>
	<ul class='topic_share left'>
		<li><a href='http://twitter.com/intent/tweet?status=%s' class='_sharelink' rel='nofollow' target='_blank' title='Share on Twitter'><img src='%spublic/style_images/master/sharelinks/twitter.png' alt='Twitter' /></a></li>
		<li><a href='http://www.facebook.com/sharer.php?u=%s' class='_sharelink' rel='nofollow' target='_blank' title='Share on Facebook'><img src='%spublic/style_images/master/sharelinks/facebook.png' alt='Facebook' /></a></li>
		<li><a href='%s' class='_sharelink' rel='nofollow' title='Printer friendly version'><img src='%spublic/style_images/master/sharelinks/print.png' alt='Print' /></a></li>
	</ul>
</div>
<br class='clear' />
<div class='ipsBox_container ipsPad' id='topic_back'>
	<a href='%s' class='ipsType_small'>&larr; Back to %s</a>
</div>
<div id='topic_stats' class='statistics clearfix clear'>
	<div id='topic_active_users' class='active_users'>
		<h4 class='statistics_head'>%d user(s) are reading this topic</h4>
		<p class='statistics_brief desc'>0 members, %d guests, 0 anonymous users</p>
	</div>
</div>
`, pages, url.QueryEscape(t.Title), c.Pkg.Mount, url.QueryEscape(c.URL(base)), c.Pkg.Mount,
		c.Href(ipbPrint(t)), c.Pkg.Mount, c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), readers, readers)
	title := t.Title
	if page > 1 {
		title = fmt.Sprintf("%s - Page %d", t.Title, page)
	}
	crumbs := append(s.forumCrumbs(t.Board), ipbCrumb{t.Title, ""})
	head := s.relLinks(c, base, "", page, t.Pages(per))
	head += fmt.Sprintf("\t\t<meta name=\"description\" content=\"%s\" />\n", Esc(clip(strings.Join(t.Posts[0].Body, " "), 300)))
	return s.frame(c, ipbPage{title: title + " - " + t.Board.Name, canonical: s.ThreadURL(t, page), canon: true, head: head, crumbs: crumbs}, h.String())
}

// topicOptions is the replies count line above the posts.
func (s ipbSkin) topicOptions(c *Ctx, t *Thread) string {
	n := len(t.Posts) - 1
	if n == 1 {
		return "This topic has 1 reply"
	}
	return fmt.Sprintf("This topic has %d replies", n)
}

// print is the printer-friendly topic, the whole topic on one page.
func (s ipbSkin) print(c *Ctx, t *Thread) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en">
<head>
	<meta charset="UTF-8" />
	<title>%s - Printable Version</title>
	<link rel="stylesheet" type="text/css" href="%spublic/style_css/css_1/ipb_print.css" />
</head>
<body>
<div id='print_wrap'>
	<h1>%s</h1>
	<p class='desc'><a href='%s'>%s</a> &rarr; <a href='%s'>%s</a></p>
`, Esc(t.Title), c.Pkg.Mount, Esc(t.Title), c.Href(""), ipbSite, c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name))
	for _, p := range t.Posts {
		fmt.Fprintf(&h, "\t<div class='printpost'>\n\t\t<h3>%s - %s</h3>\n\t\t<div class='post_body'>%s</div>\n\t</div>\n", Esc(p.Author.Name), ipbLong(c.W.Now, p.Time), Paras(p.Body, "<p>", "</p>"))
	}
	h.WriteString("</div>\n</body>\n</html>")
	return h.String()
}

// profile is a member's profile: photo, group, stats, recent topics.
func (s ipbSkin) profile(c *Ctx, u *User) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div id='profile_background' class='ipsVerticalTabbed ipsLayout ipsLayout_withleft ipsLayout_smallleft clearfix'>
	<div class='ipsVerticalTabbed_tabs ipsLayout_left' id='profile_tabs'>
		<p class='short photo_holder'>%s</p>
		<ul class='ipsList_inline ipsType_small'>
			<li><a href='%s'>Find content</a></li>
		</ul>
	</div>
	<div class='ipsVerticalTabbed_content ipsLayout_content'>
		<div class='ipsBox_container ipsPad' id='profile_content'>
			<h1 class='ipsType_pagetitle'><span class='fn nickname'>%s</span></h1>
			<span class='ipsType_small desc lighter'>Member Since %s</span>
			<div class='general_box clearfix' id='profile_stats'>
				<h3>Community Stats</h3>
				<ul class='ipsPad ipsList_data clearfix'>
					<li><span class='row_title'>Group</span><span class='row_data'>%s</span></li>
					<li><span class='row_title'>Active Posts</span><span class='row_data'>%s</span></li>
					<li><span class='row_title'>Member Title</span><span class='row_data'>%s</span></li>
				</ul>
			</div>
			<div class='general_box clearfix'>
				<h3>About Me</h3>
				<div class='ipsPad'><p>%s</p></div>
			</div>
			<div class='general_box clearfix'>
				<h3>Topics I've Started</h3>
				<ul class='ipsPad'>
`, s.photo(c, u, "large"), c.Href(fmt.Sprintf("index.php?app=core&module=search&do=user_activity&mid=%d", u.ID)), Esc(u.Name),
		u.Joined.Format("02 Jan 2006"), ipbGroup(u), thousands(u.Posts, ","), ipbTitle(u), Esc(u.Bio))
	for _, t := range firstN(c.W.ThreadsByActivity(), 5, func(t *Thread) bool { return t.Author == u }) {
		fmt.Fprintf(&h, "\t\t\t\t\t<li><a href='%s'>%s</a></li>\n", c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	}
	h.WriteString("\t\t\t\t</ul>\n\t\t\t</div>\n\t\t</div>\n\t</div>\n</div>\n")
	return s.frame(c, ipbPage{title: u.Name + " - Viewing Profile", canonical: ipbUserURL(u), canon: true, nav: "members", crumbs: []ipbCrumb{{u.Name, ""}}}, h.String())
}

// memberList is the members list with its letter quick jump.
func (s ipbSkin) memberList(c *Ctx) string {
	w := c.W
	letter := strings.ToUpper(c.Query.Get("quickjump"))
	if strings.HasPrefix(c.RawQuery, "/") {
		letter = strings.ToUpper(ipbParse(c.RawQuery).extra.Get("quickjump"))
	}
	var h strings.Builder
	h.WriteString("<h1 class='ipsType_pagetitle'>Members</h1>\n<div class='ipsBox'><div class='ipsBox_container ipsPad'>\n<ul class='ipsList_inline' id='mlist_letters'>\n")
	for l := 'A'; l <= 'Z'; l++ {
		fmt.Fprintf(&h, "\t<li><a href='%s' title='%c'>%c</a></li>\n", c.Href("index.php?/members/?quickjump="+string(l)), l, l)
	}
	h.WriteString("</ul>\n<ul class='members'>\n")
	n := 0
	for _, u := range w.Users {
		if n == 20 || letter != "" && !strings.HasPrefix(strings.ToUpper(u.Name), letter) {
			continue
		}
		n++
		fmt.Fprintf(&h, "\t<li class='ipsPad clearfix member_entry'>%s<h3 class='ipsType_subtitle'><strong>%s</strong></h3><span class='desc'>%s &middot; %s posts &middot; Joined %s</span></li>\n",
			s.photo(c, u, "medium left"), s.hover(c, u), ipbGroup(u), thousands(u.Posts, ","), u.Joined.Format("02 Jan 2006"))
	}
	h.WriteString("</ul>\n</div></div>\n")
	return s.frame(c, ipbPage{title: "Members", nav: "members", crumbs: []ipbCrumb{{"Members", ""}}}, h.String())
}

// online is the online list.
func (s ipbSkin) online(c *Ctx) string {
	var h strings.Builder
	h.WriteString("<h1 class='ipsType_pagetitle'>Online Users</h1>\n<table class='ipb_table ipsMemberList'>\n")
	for i := range 8 {
		u := pick(c.W.Users, "on", i, len(c.W.Posts))
		t := pick(c.W.Threads, "reading", i)
		fmt.Fprintf(&h, "<tr><td>%s</td><td>Viewing Topic: <a href='%s'>%s</a></td></tr>\n", s.hover(c, u), c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	}
	h.WriteString("</table>\n")
	return s.frame(c, ipbPage{title: "Online Users", nav: "members", crumbs: []ipbCrumb{{"Online Users", ""}}}, h.String())
}

// stats is the leaders list or today's top posters.
func (s ipbSkin) stats(c *Ctx, leaders bool) string {
	title := "Today's Top 20 Posters"
	if leaders {
		title = "The Moderating Team"
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<h1 class='ipsType_pagetitle'>%s</h1>\n<table class='ipb_table'>\n", title)
	for i := range 6 {
		u := pick(c.W.Users, title, i)
		fmt.Fprintf(&h, "<tr><td>%s</td><td>%s</td><td>%s posts</td></tr>\n", s.photo(c, u, "mini"), s.hover(c, u), thousands(u.Posts, ","))
	}
	h.WriteString("</table>\n")
	return s.frame(c, ipbPage{title: title, crumbs: []ipbCrumb{{title, ""}}}, h.String())
}

// search answers app=core&module=search: the form, View New Content, a member's content.
func (s ipbSkin) search(c *Ctx) string {
	w := c.W
	var ts []*Thread
	title := "Search"
	switch c.Query.Get("do") {
	case "viewNewContent":
		title = "View New Content"
		ts = w.ThreadsByActivity()[:20]
	case "user_activity":
		u := w.User(c.Int("mid"))
		if u == nil {
			break
		}
		title = "Content by " + u.Name
		ts = firstN(w.ThreadsByActivity(), 20, func(t *Thread) bool { return postedIn(t, u) })
	default:
		body := fmt.Sprintf(`<h1 class='ipsType_pagetitle'>Search</h1>
<form action="%s" method="post" id='search-box-adv'>
	<div class='ipsBox'><div class='ipsBox_container ipsPad'>
		<input type='text' class='input_text' name='search_term' size='50' />
		<input type='submit' class='input_submit' value='Search Now' />
	</div></div>
</form>`, c.Href("index.php?app=core&module=search&do=search&andor_type=&search_app=forums"))
		return s.frame(c, ipbPage{title: title, crumbs: []ipbCrumb{{title, ""}}}, body)
	}
	return s.frame(c, ipbPage{title: title, crumbs: []ipbCrumb{{title, ""}}}, s.results(c, title, ts))
}

// results is a search results table of topics, each linked to its first unread post.
func (s ipbSkin) results(c *Ctx, title string, ts []*Thread) string {
	var h strings.Builder
	fmt.Fprintf(&h, "<h1 class='ipsType_pagetitle'>%s</h1>\n<div class='ipsBox'><div class='ipsBox_container'>\n<table class='ipb_table topic_list hover_rows'>\n", Esc(title))
	for _, t := range ts {
		fmt.Fprintf(&h, `<tr class='__topic'><td class='col_f_content'><h4><a href='%s' title='View result'>%s</a></h4><br /><span class='desc blend_links'>Started by %s, %s in <a href='%s'>%s</a></span></td><td class='col_f_post'><ul class='last_post ipsType_small'><li><a href='%s' title='Go to last post'>%s</a></li></ul></td></tr>
`, c.Href(ipbTopicBase(t)+"?view=getnewpost"), Esc(t.Title), s.hover(c, t.Author), ipbShort(c.W.Now, t.Posts[0].Time),
			c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), c.Href(ipbTopicBase(t)+"?view=getlastpost"), ipbLong(c.W.Now, t.LastPost().Time))
	}
	h.WriteString("</table>\n</div></div>\n")
	return h.String()
}

// tagged is the search results for a tag.
func (s ipbSkin) tagged(c *Ctx, tag string) string {
	title := "Tagged with " + tag
	return s.frame(c, ipbPage{title: title, crumbs: []ipbCrumb{{"Search", "index.php?app=core&module=search&search_in=forums"}, {title, ""}}}, s.results(c, title, c.W.ThreadsTagged(tag)))
}

func (s ipbSkin) help(c *Ctx) string {
	body := `<h1 class='ipsType_pagetitle'>Help</h1>
<div class='ipsBox'><div class='ipsBox_container'><ul class='ipsList_data'>
	<li class='row1'><strong>Cookies</strong><p class='desc'>This board uses cookies to remember which topics you have read and to keep you signed in.</p></li>
	<li class='row2'><strong>Registration benefits</strong><p class='desc'>Members can post topics and replies, follow topics and send personal messages.</p></li>
	<li class='row1'><strong>Searching</strong><p class='desc'>Use the search box in the header, or the advanced search for more options.</p></li>
</ul></div></div>`
	return s.frame(c, ipbPage{title: "Help", crumbs: []ipbCrumb{{"Help", ""}}}, body)
}

func (s ipbSkin) login(c *Ctx) string {
	body := fmt.Sprintf(`<div id='login_form' class='clearfix'>
	<form action="%s" method="post" id='login'>
		<input type='hidden' name='auth_key' value='880ea6a14ea49e853634fbdc5015a024' />
		<h1 class='ipsType_pagetitle'>Sign In</h1>
		<div class='ipsType_pagedesc'>Need an account? <a href="%s" title='Register now!'>Register now!</a></div>
		<div class='ipsBox'><div class='ipsBox_container ipsPad'>
			<ul class='ipsForm ipsForm_horizontal'>
				<li class='ipsField'><label for='ips_username' class='ipsField_title'>Username or email</label><p class='ipsField_content'><input id='ips_username' type='text' class='input_text' name='ips_username' size='30' /></p></li>
				<li class='ipsField'><label for='ips_password' class='ipsField_title'>Password</label><p class='ipsField_content'><input id='ips_password' type='password' class='input_text' name='ips_password' size='30' /><br /><a href='%s' title='Retrieve password'>I've forgotten my password</a></p></li>
			</ul>
		</div></div>
		<fieldset class='submit'><input type='submit' class='input_submit' value='Sign In' /></fieldset>
	</form>
</div>`, c.Href("index.php?app=core&module=global&section=login&do=process"), c.Href("index.php?app=core&module=global&section=register"),
		c.Href("index.php?app=core&module=global&section=lostpass"))
	return s.frame(c, ipbPage{title: "Sign In", crumbs: []ipbCrumb{{"Sign In", ""}}}, body)
}

func (s ipbSkin) register(c *Ctx) string {
	body := fmt.Sprintf(`<form action="%s" method="post" name="REG" id='register'>
	<h1 class='ipsType_pagetitle'>Create Account</h1>
	<div class='ipsType_pagedesc'>Already have an account? <a href='%s' title='Go to sign in'>Sign in here</a></div>
	<div class='ipsBox'><div class='ipsBox_container ipsPad'>
		<ul class='ipsForm ipsForm_horizontal'>
			<li class='ipsField'><label for='display_name' class='ipsField_title'>Display Name</label><p class='ipsField_content'><input type='text' class='input_text' id='display_name' size='40' maxlength='26' name='members_display_name' /></p></li>
			<li class='ipsField'><label for='email_1' class='ipsField_title'>Email Address</label><p class='ipsField_content'><input type='text' class='input_text' id='email_1' size='40' maxlength='150' name='EmailAddress' /></p></li>
			<li class='ipsField'><label for='password_1' class='ipsField_title'>Password</label><p class='ipsField_content'><input type='password' class='input_text' id='password_1' size='40' name='PassWord' /></p></li>
		</ul>
	</div></div>
	<fieldset class='submit'><input type='submit' class='input_submit' value='Create my Account' /></fieldset>
</form>`, c.Href("index.php?app=core&module=global&section=register&do=process_form"), c.Href("index.php?app=core&module=global&section=login"))
	return s.frame(c, ipbPage{title: "Create Account", crumbs: []ipbCrumb{{"Create Account", ""}}}, body)
}

// rss is a forum's RSS 2.0 feed (section=rss&type=forums&id=F).
func (s ipbSkin) rss(c *Ctx) Response {
	b := ipbBoard(c.W, c.Int("id"))
	if c.Query.Get("type") != "forums" || b == nil {
		return s.fail(c, "10116", "The RSS feed could not be found")
	}
	ts := newestFirst(b.Threads)[:min(10, len(b.Threads))]
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=UTF-8",
		Body: rssFeed(c, b.Name, s.BoardURL(b, 1), rssItems(c, ts)), Info: Info{Type: TypeOther}}
}
