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

// XOOPS 2.5.11 with the forum module NewBB 5.01 and the "default" theme,
// seen by a guest. The site lives at the host root: index.php is XOOPS's home
// page (no start module: the centre blocks, here a welcome text and NewBB's
// Recent Topics block), and every page, the forum's included, is the theme's
// table layout: the header with the logo, the left column's Main Menu (Home,
// Forum) and Login blocks, the content, the right column's Search, Who's
// Online and New Members blocks, the footer bar. NewBB lives in
// modules/newbb/; its scripts are what the module's templates link, with the
// module's default preferences: 20 topics a forum page, 10 posts a topic page,
// sub-forums collapsed under their parent on the index, the XOOPS page
// navigation ("number" style, XoopsPageNav::renderNav(4)) as the pager, RSS
// on, the info box of each poster hidden (display: none, its links present),
// who's online and the statistics on. The guest group may view and print,
// nothing more (no post, reply or poll links; the PDF action needs a
// permission the guest group lacks); XOOPS keeps guests' sessions in a cookie.
//
// Ids: categories cat_id and forums forum_id in display order (a forum's
// sub-forums, parent_forum set, come right after it), topics (topic_id) and
// posts (post_id) in posting order, users from 2 (uid 1 is the webmaster).
// Topic lists are ordered by topic_last_post_id, sticky topics first; a
// topic's posts by post_id. URL scheme (mount-relative, the mount being the
// XOOPS root):
//
//	modules/newbb/index.php, modules/newbb/   entry: categories, forums, their sub-forums (canonical index.php);
//	                                    modules/newbb 301s to modules/newbb/
//	modules/newbb/index.php?cat=C        one category (index, no forum); an unknown one: XOOPS's redirect page (other)
//	modules/newbb/viewforum.php?forum=F[&start=N]   a forum, 20 topics a page (index); the pager's
//	                                    links read viewforum.php?start=N&forum=F, start=0 is page 1; an
//	                                    offset off the grid of 20 or past the end (other)
//	modules/newbb/viewforum.php?forum=F[&start=N]&sort=t.FIELD&order=ASC|DESC   the column headers' sorts
//	                                    (index, canonical the unsorted page); status=digest|unreplied|unread,
//	                                    since=D, type=T filter the list (other)
//	modules/newbb/viewtopic.php?topic_id=T   page 1 of a topic (thread)
//	modules/newbb/viewtopic.php?start=N&topic_id=T&order=ASC&status=&mode=0   the pager: page N/10+1 (thread);
//	                                    the forum's page jumps read ?topic_id=T&start=N#forumpostP (thread)
//	modules/newbb/viewtopic.php?[topic_id=T&]post_id=P[#forumpostP]   the page holding post P (thread): each
//	                                    post's "#N" permalink, the forums' last-post links, the user pages'
//	                                    results; all-posts lists link ?topic_id=&post_id=P (NewBB leaves
//	                                    topic_id unassigned there)
//	modules/newbb/viewtopic.php?[viewmode=flat&]order=ASC&topic_id=T&forum=F&move=prev|next   the topic
//	                                    before or after T in its forum, by id (thread, page 1 of that topic;
//	                                    the topic itself at either end)
//	modules/newbb/viewtopic.php?...&order=DESC   newest first (thread, labelled as the page holding the
//	                                    newest post it shows); a start off the grid of 10 likewise shows a
//	                                    window labelled as the page of its first post; past the end (other)
//	modules/newbb/print.php?form=2&forum=F&topic_id=T&post_id=P   a post's printable view (other); no post_id: the topic
//	modules/newbb/viewpost.php[?start=N&forum=0&viewmode=flat&status=&uid=U&order=DESC&mode=0]   all posts,
//	                                    newest first, 10 a page, or one member's (other)
//	modules/newbb/list.topic.php[?status=all&sort=S&order=O&start=N]   all topics, sortable (other)
//	modules/newbb/rss.php[?f=F|?c=C]    RSS of the latest posts (other); modules/newbb/search.php (other)
//	userinfo.php?uid=U                  XOOPS's public user page with the member's 5 latest posts (other)
//	search.php[?action=showallbyuser&mid=2&uid=U[&start=N]|?action=results&query=W]   XOOPS's search (other)
//	"" (the XOOPS root), index.php      the XOOPS home page (other); user.php, register.php, backend.php (other)
//
// XOOPS answers a missing forum, topic, post or user with redirect_header():
// a 200 page with a meta refresh and a "click here" link (other). Unknown
// scripts are the web server's 404.
func xoops() *Package {
	return &Package{
		Name: "xoops", Software: "XOOPS 2.5.11 with NewBB 5.01 (default theme)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 3}, SubBoardChance: 0.25, Threads: [2]int{10, 42},
			Posts: [2]int{1, 8}, LongThreadChance: 0.12, ThreadsPerPage: xoTopicsPer, PostsPerPage: xoPostsPer, Users: 60,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 9521, Unseen: true,
		Robots: "User-agent: *\nDisallow: /cache/\nDisallow: /class/\nDisallow: /images/\nDisallow: /include/\nDisallow: /install/\nDisallow: /kernel/\nDisallow: /language/\nDisallow: /templates_c/\nDisallow: /themes/\nDisallow: /uploads/\n",
		Skin:   xoSkin{},
	}
}

// xoSkin renders XOOPS and NewBB as a guest's browser receives them.
type xoSkin struct{}

const (
	xoSite       = "Lakeside Makers"
	xoSlogan     = "Projects, parts and people"
	xoMod        = "modules/newbb/"
	xoModName    = "Forum" // the module's name in the main menu and page titles
	xoTopicsPer  = 20      // topics_per_page
	xoPostsPer   = 10      // posts_per_page
	xoExcerpt    = 100     // post_excerpt: the topic link's title attribute
	xoHot        = 10      // a forum's hot_threshold
	xoMid        = 2       // NewBB's module id
	xoRSSItems   = 10      // rss_maxitems
	xoUserPosts  = 5       // userinfo.php's results a module
	xoSearchPer  = 20      // search.php's results a page
	xoNewMembers = 5
	xoVersion    = "5.01"
)

// xoTables are what the skin derives from a world.
type xoTables struct {
	o       idOrder
	admin   *User
	byForum map[*Board][]*Thread // by topic_id
	members []*User              // newest first
}

func xoTab(w *World) *xoTables {
	return w.Derived("xoops", func() any {
		d := &xoTables{o: newIDOrder(w), byForum: map[*Board][]*Thread{}}
		d.admin = &User{ID: 0, Name: "webmaster", Joined: w.Now.AddDate(-7, -3, 0), Bio: "Runs this site."}
		for _, t := range d.o.threads {
			d.byForum[t.Board] = append(d.byForum[t.Board], t)
		}
		d.members = slices.Clone(w.Users)
		slices.SortStableFunc(d.members, func(a, b *User) int { return b.Joined.Compare(a.Joined) })
		return d
	}).(*xoTables)
}

func (d *xoTables) tid(t *Thread) int { return d.o.threadID[t] }
func (d *xoTables) pid(p *Post) int   { return d.o.postID[p] }

// topic and post find rows by id, nil for none.
func (d *xoTables) topic(id int) *Thread { return byID(d.o.threads, id) }
func (d *xoTables) post(id int) *Post    { return byID(d.o.posts, id) }

// user is a uid's member: 1 is the webmaster.
func (d *xoTables) user(w *World, uid int) *User {
	if uid == 1 {
		return d.admin
	}
	return w.User(uid - 1)
}

// xoUID is a member's uid.
func xoUID(u *User) int { return u.ID + 1 }

// move is TopicHandler::getByMove: the next (or previous) topic by id in the
// forum (over the site when fid is 0), the topic itself when there is none.
func (d *xoTables) move(w *World, tid int, next bool, fid int) *Thread {
	ts := d.o.threads
	if b := w.Board(fid); b != nil {
		ts = d.byForum[b]
	} else if fid > 0 {
		ts = nil
	}
	if next {
		for _, t := range ts {
			if d.tid(t) > tid {
				return t
			}
		}
	} else {
		for i := len(ts) - 1; i >= 0; i-- {
			if d.tid(ts[i]) < tid {
				return ts[i]
			}
		}
	}
	return d.topic(tid)
}

func (xoSkin) Entry() string { return xoMod + "index.php" }

// BoardURL is viewforum.php, later pages as the pager writes them.
func (xoSkin) BoardURL(b *Board, p int) string {
	if p > 1 {
		return fmt.Sprintf(xoMod+"viewforum.php?start=%d&forum=%d", (p-1)*xoTopicsPer, b.ID)
	}
	return fmt.Sprintf(xoMod+"viewforum.php?forum=%d", b.ID)
}

// ThreadURL is the topic link of the forum's list, later pages as the pager writes them.
func (xoSkin) ThreadURL(t *Thread, p int) string {
	tid := xoTab(t.Board.World).tid(t)
	if p > 1 {
		return xoTopicStart(tid, (p-1)*xoPostsPer, "ASC")
	}
	return fmt.Sprintf(xoMod+"viewtopic.php?topic_id=%d", tid)
}

// xoTopicStart is viewtopic.php's pager link: XoopsPageNav's start, then its extra arguments.
func xoTopicStart(tid, start int, order string) string {
	return fmt.Sprintf(xoMod+"viewtopic.php?start=%d&topic_id=%d&order=%s&status=&mode=0", start, tid, order)
}

// xoPermalink is a post's "#N" link: its topic and the post, anchored.
func xoPermalink(tid, pid int) string {
	t := ""
	if tid > 0 {
		t = strconv.Itoa(tid)
	}
	return fmt.Sprintf(xoMod+"viewtopic.php?topic_id=%s&post_id=%d#forumpost%d", t, pid, pid)
}

func xoForumURL(fid int) string { return fmt.Sprintf(xoMod+"viewforum.php?forum=%d", fid) }
func xoUserURL(uid int) string  { return fmt.Sprintf("userinfo.php?uid=%d", uid) }

// xoUserLink is newbbGetUnameFromId(..., linked): the name linked to userinfo.php.
func xoUserLink(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(xoUserURL(xoUID(u))), Esc(u.Name))
}

// xoSubstr is xoops_substr: n characters and its "..." trim marker.
func xoSubstr(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-3]) + "..."
	}
	return s
}

// xoClock is "G:i", the hour unpadded.
func xoClock(t time.Time) string { return fmt.Sprintf("%d:%02d", t.Hour(), t.Minute()) }

// xoDate is XoopsLocal::formatTimestamp's "custom" format that NewBB uses:
// Today or Yesterday with the time, month/day this month, year/month/day before.
func xoDate(now, t time.Time) string {
	switch days := calendarDays(now, t); {
	case days == 0:
		return "Today " + xoClock(t)
	case days == 1:
		return "Yesterday " + xoClock(t)
	case now.Sub(t) < 30*24*time.Hour:
		return fmt.Sprintf("%d/%d %s", t.Month(), t.Day(), xoClock(t))
	}
	return fmt.Sprintf("%d/%d/%d %s", t.Year(), t.Month(), t.Day(), xoClock(t))
}

// xoShort is the "s" format, Y/n/j; xoMedium the "m" format, Y/n/j G:i.
func xoShort(t time.Time) string  { return fmt.Sprintf("%d/%d/%d", t.Year(), t.Month(), t.Day()) }
func xoMedium(t time.Time) string { return xoShort(t) + " " + xoClock(t) }

// xoImg is newbbDisplayImage: one of the module's icons.
func xoImg(name, alt string) string {
	dir := "icon"
	if strings.HasPrefix(name, "t_") || strings.HasPrefix(name, "p_") {
		dir = "language/english"
	}
	return fmt.Sprintf(`<img class="forum_icon" src="/modules/newbb/templates/images/%s/%s.png" alt="%s" title="%s" align="middle">`, dir, name, alt, alt)
}

// xoRank is the default XOOPS rank of a member by posts.
func xoRank(u *User) (title, image string) {
	switch {
	case u.Posts > 150:
		return "Home away from home", "rank3dbf8ee8681cd.gif"
	case u.Posts > 70:
		return "Just can't stay away", "rank3dbf8edf15093.gif"
	case u.Posts > 40:
		return "Quite a regular", "rank3dbf8ed1c61ea.gif"
	case u.Posts > 20:
		return "Not too shy to talk", "rank3dbf8e9e7d88d.gif"
	}
	return "Just popping in", "rank3dbf8e94a6f72.gif"
}

// xoPageNav is XoopsPageNav::renderNav(4) through system_pagenav.tpl, as NewBB's
// templates print it (id="xo-pagenav" replaced away): &laquo; to the page
// before, the first and the last pages, three either side of the current one,
// &raquo; to the next. script is mount-relative; extra the arguments after start.
func xoPageNav(c *Ctx, script string, total, per, current int, extra string) string {
	if total <= per || per <= 0 {
		return ""
	}
	link := func(start int) string {
		u := script + "?start=" + strconv.Itoa(start)
		if extra != "" {
			u += "&" + extra
		}
		return c.Href(u)
	}
	pages := (total + per - 1) / per
	var h strings.Builder
	h.WriteString("<div >\n")
	if prev := current - per; prev >= 0 {
		fmt.Fprintf(&h, "\t\t\t<a class=\"xo-pagarrow\" href=\"%s\"><u>&laquo;</u></a>\n", link(prev))
	}
	cur := (current + per) / per
	for n := 1; n <= pages; n++ {
		switch {
		case n == cur:
			fmt.Fprintf(&h, "\t\t\t<strong class=\"xo-pagact\" >(%d)</strong>\n", n)
		case n > cur-4 && n < cur+4 || n == 1 || n == pages:
			if n == pages && cur < pages-4 {
				h.WriteString("\t\t\t...\n")
			}
			fmt.Fprintf(&h, "\t\t\t<a class=\"xo-counterpage\" href=\"%s\">%d</a>\n", link((n-1)*per), n)
			if n == 1 && cur > 1+4 {
				h.WriteString("\t\t\t...\n")
			}
		}
	}
	if total > current+per {
		fmt.Fprintf(&h, "\t\t\t<a class=\"xo-pagarrow\" href=\"%s\"><u>&raquo;</u></a>\n", link(current+per))
	}
	h.WriteString("\t</div>\n")
	return h.String()
}

// xoQuery is the page query NewBB rebuilds from $_GET: each of vars the
// request carries with a value PHP finds true ("" and "0" are not), in vars'
// order, the values as sent.
func xoQuery(c *Ctx, vars ...string) []string {
	var out []string
	for _, v := range vars {
		if x := c.Query.Get(v); x != "" && x != "0" {
			out = append(out, v+"="+x)
		}
	}
	return out
}

// Serve routes a request the way the XOOPS root and the module directory split it.
func (s xoSkin) Serve(c *Ctx) Response {
	d := xoTab(c.W)
	switch c.Path {
	case "", "index.php":
		return s.home(c, d)
	case "modules/newbb":
		return Response{Status: http.StatusMovedPermanently, Location: xoMod, Info: Info{Type: TypeEntry, Canonical: s.Entry()}}
	case xoMod, xoMod + "index.php":
		return s.index(c, d)
	case xoMod + "viewforum.php":
		return s.viewForum(c, d)
	case xoMod + "viewtopic.php":
		return s.viewTopic(c, d)
	case xoMod + "viewpost.php":
		return s.viewPost(c, d)
	case xoMod + "list.topic.php":
		return s.listTopic(c, d)
	case xoMod + "print.php":
		return s.print(c, d)
	case xoMod + "rss.php":
		return s.rss(c, d)
	case xoMod + "search.php":
		return s.modSearch(c, d)
	case xoMod + "newtopic.php", xoMod + "reply.php", xoMod + "post.php", xoMod + "polls.php":
		return s.redirect(c, d, xoMod+"index.php", "Sorry, you don't have permission to access this area.")
	case "userinfo.php":
		return s.userInfo(c, d)
	case "search.php":
		return s.search(c, d)
	case "user.php":
		return c.Page(Info{Type: TypeOther}, s.frame(c, d, xoPage{title: "User Login", body: xoUserForm}))
	case "register.php":
		return c.Page(Info{Type: TypeOther}, s.frame(c, d, xoPage{title: "Registration", body: xoRegister}))
	case "backend.php":
		return Response{Status: http.StatusOK, ContentType: "text/xml; charset=UTF-8", Info: Info{Type: TypeOther},
			Body: xoRSS(c, xoSite, "", nil)}
	}
	return c.NotFound(notFoundPage)
}

// redirect is redirect_header(): a page of its own with a meta refresh and a link, answered 200.
func (s xoSkin) redirect(c *Ctx, d *xoTables, to, msg string) Response {
	u := c.Href(to)
	return c.Page(Info{Type: TypeOther}, fmt.Sprintf(`<!DOCTYPE html PUBLIC '-//W3C//DTD XHTML 1.0 Transitional//EN' 'http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd'>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
    <title>%s</title>
    <meta http-equiv="content-type" content="text/html; charset=UTF-8"/>
    <meta name="robots" content="index,follow"/>
    <meta name="generator" content="XOOPS"/>
    <meta http-equiv="Refresh" content="2; url=%s"/>
    <link rel="shortcut icon" type="image/ico" href="/themes/default/icons/favicon.ico"/>
    <link rel="stylesheet" type="text/css" media="screen" href="/xoops.css"/>
    <link rel="stylesheet" type="text/css" media="screen" title="Color" href="/themes/default/style.css"/>
</head>
<body id="xo-refresh">
<div id="xo-wrapper" class="container center">
    <div id="xo-redirect">
        <div class="message">
            %s
            <br>
            <img src="/themes/default/icons/ajax_indicator_01.gif" alt="%s"/>
        </div>
        <div class="notreload">
            If the page does not automatically reload, please click <a href="%s">here</a>
        </div>
    </div>
</div>
</body>
</html>`, xoSite, u, Esc(msg), Esc(msg), u))
}

// xoPage is what the theme needs to know of a page.
type xoPage struct {
	title  string // xoops_pagetitle, "" on the home page
	module bool   // a NewBB page: body id, main menu highlight, the module's style sheet
	header string // xoops_module_header
	center string // the centre-centre blocks
	body   string // xoops_contents
}

// xoBlock is theme_blockleft.tpl and its siblings.
func xoBlock(title, content string) string {
	return fmt.Sprintf("<div class=\"blockTitle\">%s</div>\n<div class=\"blockContent\">%s</div>\n", title, content)
}

// frame is themes/default/theme.tpl around the page's contents.
func (s xoSkin) frame(c *Ctx, d *xoTables, p xoPage) string {
	title := xoSite
	if p.title != "" {
		title = p.title + " - " + xoSite
	}
	dir, home, forum := "system", "maincurrent", ""
	if p.module {
		dir, home, forum = "newbb", "", "maincurrent"
	}
	mainmenu := fmt.Sprintf(`<div id="mainmenu">
    <a class="menuTop %s" href="%s" title="Home">Home</a>
    <!-- start module menu loop -->
            <a class="menuMain %s" href="%s" title="%s">%s</a>
            <!-- end module menu loop -->
</div>
`, home, c.Href(""), forum, c.Href(xoMod), xoModName, xoModName)
	login := fmt.Sprintf(`<div class="txtcenter">
    <form style="margin-top: 0;" action="%s" method="post">
        Username: <br>
        <input type="text" name="uname" size="12" value="" maxlength="25"/><br>
        Password: <br>
        <input type="password" name="pass" size="12" maxlength="32"/><br>
                    <input type="checkbox" name="rememberme" value="On" class="formButton"/>
            Remember me
            <br>
                <br>
        <input type="hidden" name="xoops_redirect" value="/%s"/>
        <input type="hidden" name="op" value="login"/>
        <input type="submit" value="User Login"/><br>
            </form>
    <br>
    <a href="%s" title="Lost Password?">Lost Password?</a>
    <br><br>
    <a href="%s" title="Register now!">Register now!</a>
</div>
`, c.Href("user.php"), Esc(c.Path), c.Href("user.php")+"#lost", c.Href("register.php"))
	search := fmt.Sprintf(`<form style="margin-top: 0;" action="%s" method="get">
    <input type="text" name="query" size="14"/>
    <input type="hidden" name="action" value="results"/><br>
    <input type="submit" value="Search"/>
</form>
<a href="%s" title="Advanced Search">Advanced Search</a>
`, c.Href("search.php"), c.Href("search.php"))
	online := fmt.Sprintf(`<div class="txtcenter">%d user(s) are online (1 user(s) are browsing %s)<br><br>Members: 0<br>Guests: %d<br><br><a href="javascript:openWithSelfMain('/misc.php?action=showpopups&amp;type=online','Online',420,350);" title="more...">more...</a></div>
`, 2+int(Hash("online", c.Path)%4), xoModName, 2+int(Hash("online", c.Path)%4))
	var members strings.Builder
	members.WriteString("<table cellspacing=\"1\" class=\"outer\">\n")
	for i, u := range d.members[:min(xoNewMembers, len(d.members))] {
		cls := []string{"even", "odd"}[i%2]
		fmt.Fprintf(&members, "    <tr class=\"%s\" valign=\"middle\">\n        <td class=\"txtcenter\"><a href=\"%s\" title=\"%s\">%s</a></td>\n        <td class=\"txtcenter\">%s</td>\n    </tr>\n",
			cls, c.Href(xoUserURL(xoUID(u))), Esc(u.Name), Esc(u.Name), xoShort(u.Joined))
	}
	members.WriteString("</table>\n")
	moduleHead := ""
	if p.module {
		moduleHead = `<link rel="stylesheet" type="text/css" href="/modules/newbb/templates/css/language/english/style.css"/>
<script src="/modules/newbb/assets/js/newbb_toggle.js" type="text/javascript"></script>
`
	}
	center := ""
	if p.center != "" {
		center = "<table cellspacing=\"0\">\n                <tr>\n                    <td id=\"centerCcolumn\" colspan=\"2\">\n" + p.center + "                    </td>\n                </tr>\n            </table>\n"
	}
	content := ""
	if p.body != "" {
		content = "<div id=\"content\">" + p.body + "</div>\n"
	}
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
    <!-- Assign Theme name -->

    <!-- Title and meta -->
    <meta http-equiv="content-language" content="en"/>
    <meta http-equiv="content-type" content="text/html; charset=UTF-8"/>
    <title>%s</title>
    <meta name="robots" content="index,follow"/>
    <meta name="keywords" content="xoops, forum, makers, projects, workshop, electronics, woodworking"/>
    <meta name="description" content="%s"/>
    <meta name="rating" content="general"/>
    <meta name="author" content="XOOPS"/>
    <meta name="copyright" content="Copyright @ 2001-2024"/>
    <meta name="generator" content="XOOPS"/>

    <!-- Rss -->
    <link rel="alternate" type="application/rss+xml" title="" href="%s"/>

    <!-- Favicon -->
    <link rel="shortcut icon" type="image/ico" href="/themes/default/icons/favicon.ico"/>
    <link rel="icon" type="image/png" href="/themes/default/icons/favicon.png"/>

    <!-- Sheet Css -->
    <link rel="stylesheet" type="text/css" media="all" title="Style sheet" href="/xoops.css"/>
    <link rel="stylesheet" type="text/css" media="all" title="Style sheet" href="/themes/default/style.css"/>
    <!--[if lte IE 8]>
    <link rel="stylesheet" href="/themes/default/styleIE8.css" type="text/css"/>
    <![endif]-->
<script src="/browse.php?Frameworks/jquery/jquery.js" type="text/javascript"></script>
<script src="/include/xoops.js" type="text/javascript"></script>
%s
    <!-- customized header contents -->
    %s
%s</head>
<body id="%s" class="en">

<!-- Start Header -->
<table cellspacing="0">
    <tr id="header">
        <td id="headerlogo"><a href="%s" title="%s"><img src="/themes/default/xoops-logo.png"
                                                                                      alt="%s"/></a></td>
        <td id="headerbanner"></td>
    </tr>
    <tr>
        <td id="headerbar" colspan="2">&nbsp;</td>
    </tr>
</table>
<!-- End header -->

<table cellspacing="0">
    <tr>
        <!-- Start left blocks loop -->
                <td id="leftcolumn">
            %s%s        </td>
                <!-- End left blocks loop -->

        <td id="centercolumn">
            <!-- Display center blocks if any -->
            %s
            <!-- Start content module page -->
            %s            <!-- End content module -->
        </td>

        <!-- Start right blocks loop -->
                <td id="rightcolumn">
            %s%s%s        </td>
                <!-- End right blocks loop -->

    </tr>
</table>

<!-- Start footer -->
<table cellspacing="0">
    <tr id="footerbar">
        <td>Powered by XOOPS &copy; 2001-2024 <a href="https://xoops.org" title="The XOOPS Project" rel="external">The XOOPS Project</a></td>
    </tr>
</table>
<!-- End footer -->
%s
</body>
</html>
`, Esc(title), xoSlogan, c.Href("backend.php"), moduleHead, p.header, c.Styles(17), dir, c.Href(""), xoSite, xoSite,
		xoBlock("Main Menu", mainmenu), xoBlock("Login", login), center, content,
		xoBlock("Search", search), xoBlock("Who's Online", online), xoBlock("New Members", members.String()), c.Scripts(8))
}

// home is the XOOPS home page: a welcome block and NewBB's Recent Topics block (its default options: the 5 newest topics, full view, with the navigator).
func (s xoSkin) home(c *Ctx, d *xoTables) Response {
	welcome := fmt.Sprintf(`<p>Welcome to %s, the meeting place of the lakeside workshop. Members share what they build, ask for parts and help each other out.</p>
<p>Everyone may read the <a href="%s">forum</a>; to take part, <a href="%s">register</a> and log in.</p>
`, xoSite, c.Href(xoMod), c.Href("register.php"))
	var h strings.Builder
	h.WriteString("<table class=\"outer\" cellspacing=\"1\">\n\n            <tr>\n            <th class=\"head\" nowrap=\"nowrap\">Forum</th>\n            <th class=\"head\" nowrap=\"nowrap\">Title</th>\n            <th class=\"head\" align=\"center\" nowrap=\"nowrap\">Replies</th>\n            <th class=\"head\" align=\"center\" nowrap=\"nowrap\">Views</th>\n            <th class=\"head\" align=\"center\" nowrap=\"nowrap\">Author</th>\n        </tr>\n")
	for i := len(d.o.threads) - 1; i >= 0 && i >= len(d.o.threads)-5; i-- {
		t := d.o.threads[i]
		cls := []string{"even", "odd"}[(len(d.o.threads)-1-i)%2]
		fmt.Fprintf(&h, `        <tr class="%s">
            <!-- irmtfan remove hardcoded html in URLs  -->
            <td><a href="%s">%s</a></td>
            <td><a href="%s">%s</a></td>
            <td align="center">%d</td>
            <td align="center">%d</td>
            <!-- irmtfan hardcode removed align="right" -->
            <td class="align_right">%s<br>%s</td>
        </tr>
`, cls, c.Href(xoForumURL(t.Board.ID)), Esc(t.Board.Name), c.Href(s.ThreadURL(t, 1)), Esc(t.Title), len(t.Posts)-1, t.Views,
			xoDate(c.W.Now, t.Posts[0].Time), xoUserLink(c, t.Author))
	}
	fmt.Fprintf(&h, "\n</table>\n\n    <!-- irmtfan hardcode removed style=\"text-align:right; padding: 5px;\" -->\n    <div class=\"pagenav\">\n        <!-- irmtfan remove hardcoded html in URLs  -->\n        <a href=\"%s\">All Topics</a> |\n        <a href=\"%s\">Visit Forums</a>\n    </div>\n",
		c.Href(xoMod+"list.topic.php"), c.Href("modules/newbb"))
	center := xoBlock("Welcome to "+xoSite, welcome) + xoBlock("Recent Topics", h.String())
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, xoPage{center: center}))
}

// xoRSSLink is the module header's feed link.
func xoRSSLink(c *Ctx, title, q string) string {
	return fmt.Sprintf("\n    <link rel=\"alternate\" type=\"application/xml+rss\" title=\"%s\" href=\"%s\" >\n    ", Esc(title), c.Href(xoMod+"rss.php"+q))
}

// xoForumHead is the forum_header block of the module's pages: the index
// title, then the breadcrumb from "Forum Home".
func xoForumHead(c *Ctx, title string, crumbs ...string) string {
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"forum_header\">\n    <div class=\"forum_title\">\n        <h2><a href=\"%s\">%s</a></h2>\n        <hr class=\"align_left\" width=\"50%%\" size=\"1\"/>\n        <a href=\"%s\">Forum Home</a>\n",
		c.Href(xoMod+"index.php"), Esc(title), c.Href(xoMod+"index.php"))
	for _, cr := range crumbs {
		h.WriteString("        <span class=\"delimiter\">&raquo;</span>\n        " + cr + "\n")
	}
	h.WriteString("    </div>\n    <div style=\"clear:both;\"></div>\n</div>\n<div class=\"clear\"></div>\n<br>\n")
	return h.String()
}

// xoCrumbs are the breadcrumb links of a forum: its category, its parents, itself.
func xoCrumbs(c *Ctx, b *Board) []string {
	out := []string{fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(fmt.Sprintf(xoMod+"index.php?cat=%d", b.Category.ID)), Esc(b.Category.Name))}
	for _, x := range b.Trail() {
		out = append(out, fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(xoForumURL(x.ID)), Esc(x.Name)))
	}
	return out
}

// xoIndexTitle is _MD_NEWBB_FORUMINDEX.
const xoIndexTitle = xoSite + " Forum Index"

// xoLastPost is a forum's last post cell: time, poster, the post's subject linked by post_id.
func xoLastPost(c *Ctx, d *xoTables, b *Board) string {
	p := b.Latest()
	if p == nil {
		return "No Topics"
	}
	subject := p.Thread.Title
	if p.Index > 0 {
		subject = "Re: " + subject
	}
	return fmt.Sprintf("%s by %s\n                                    <br>\n                                    <a href=\"%s\">\n                                        %s&nbsp;&nbsp;\n                                        <!-- irmtfan remove icon_path -->\n                                        <img src=\"/images/subject/icon1.gif\" alt=\"\" >\n                                    </a>",
		xoDate(c.W.Now, p.Time), xoUserLink(c, p.Author), c.Href(fmt.Sprintf(xoMod+"viewtopic.php?post_id=%d", d.pid(p))), Esc(subject))
}

// xoOnline is newbb_online.tpl: the guest alone.
const xoOnline = `<div>
    <div class="even" style="padding: 5px; line-height: 150%;">
        <span style="padding: 2px;"><img class="forum_icon" src="/modules/newbb/templates/images/icon/whosonline.png" alt="" title="" align="middle"></span>
        <strong>Users online: 1  browsing the forum</strong>
    </div>
    <div class="odd" style="padding: 5px; line-height: 150%;">
        [ <span class="online_admin">Administrator</span> ] [ <span class="online_moderator">Moderator</span> ]
        <br/>1 Anonymous Users
            </div>
</div>
`

// index is modules/newbb/index.php: every category, or one.
func (s xoSkin) index(c *Ctx, d *xoTables) Response {
	if c.Query.Get("mark_read") != "" && c.Query.Get("mark_read") != "0" {
		return s.redirect(c, d, xoMod+"index.php", "All forums marked as read")
	}
	cats := c.W.Categories
	info := Info{Type: TypeEntry, Canonical: s.Entry()}
	title := xoModName
	if cid := c.Int("cat"); cid != 0 {
		cat := byID(c.W.Categories, cid)
		if cat == nil {
			return s.redirect(c, d, "", "You have no permission to access this area")
		}
		cats = []*Category{cat}
		info = Info{Type: TypeIndex, FPage: 1, Canonical: fmt.Sprintf(xoMod+"index.php?cat=%d", cid)}
		title = cat.Name + " [" + xoModName + "]"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="forum_header">
    <!-- irmtfan hardcode remove style="float: left;" -->
    <div class="forum_title">
        <h2><a href="%s">Welcome to %s Forum.</a></h2>
        <!-- irmtfan hardcode remove align="left" -->
        <hr class="align_left" width="50%%" size="1"/>
        To start viewing messages, select the forum that you want to visit from the selection below.
    </div>
</div>
<div style="clear:both;"></div>

<br style="clear: both;"/>
<div class="dropdown">
    <select
        name="mainoption" id="mainoption"
        onchange="if(this.options[this.selectedIndex].value.length >0 ) { window.document.location=this.options[this.selectedIndex].value;}">
    <option value="">Main Forum Options</option>
    <option value="%s">Mark all forums&nbsp;read</option>
    <option value="%s">Mark all forums&nbsp;unread</option>
    <option value="">--------</option>
    <option value="%s">View&nbsp;All Posts</option>
    <option value="%s">View&nbsp;New posts</option>
    <option value="%s">View&nbsp;All</option>
    <option value="%s">View&nbsp;Digest</option>
    <option value="%s">View&nbsp;Unreplied</option>
    <option value="%s">View&nbsp;Unread</option>
    </select>
</div>
<br style="clear: both;"/>
<br>

<!-- start forum categories -->
<div class="index_category">
    <!-- start forum categories -->
`, c.Href(xoMod+"index.php"), xoSite, c.Href(xoMod+"index.php?mark_read=1"), c.Href(xoMod+"index.php?mark_read=2"),
		c.Href(xoMod+"viewpost.php?status=all"), c.Href(xoMod+"viewpost.php?status=new"), c.Href(xoMod+"list.topic.php?status=all"),
		c.Href(xoMod+"list.topic.php?status=digest"), c.Href(xoMod+"list.topic.php?status=unreplied"), c.Href(xoMod+"list.topic.php?status=unread"))
	minus := "/modules/newbb/templates/images/icon/minus.png"
	for _, cat := range cats {
		fmt.Fprintf(&h, `        <table class="index_category" cellspacing="0" width="100%%">
            <tr class="head">
                <td width="3%%" valign="middle" align="center">
                    <!-- irmtfan simplify onclick method and use newbbDisplayImage(this.children[0] for IE7&8) - add alt and title"-->
                    <div class="pointer"
                         onclick="ToggleBlockCategory('cat_%d',(this.firstElementChild || this.children[0]) , '%s', '/modules/newbb/templates/images/icon/plus.png','Hide','See')">
                        %s
                    </div>
                </td>
                                <!-- irmtfan hardcode removed align="left" -->
                <td class="align_left">
                    <a href="%s">%s</a>
                                    </td>
                            </tr>
        </table>
        <!-- irmtfan move semicolon -->
        <div id="cat_%d" style="display: block;">
            <table border="0" cellspacing="2" cellpadding="0" width="100%%">
                                    <tr class="head" align="center">
                        <td width="5%%">&nbsp;</td>
                                                    <!-- irmtfan hardcode removed align="left" -->
                            <td width="37%%" nowrap="nowrap" class="align_left">Forum</td>
                                                <td width="9%%" nowrap="nowrap">Topics</td>
                        <td width="9%%" nowrap="nowrap">Posts</td>
                        <td width="40%%" nowrap="nowrap">Last Post</td>
                    </tr>
                
                <!-- start forums -->
`, cat.ID, minus, xoImg("minus", "Hide"), c.Href(fmt.Sprintf(xoMod+"index.php?cat=%d", cat.ID)), Esc(cat.Name), cat.ID)
		for _, b := range cat.Boards {
			rowspan := ""
			if len(b.Children) > 0 {
				rowspan = ` rowspan="2"`
			}
			fmt.Fprintf(&h, `                        <tr>
                                                            <!-- irmtfan add forum-read/forum-new smarty variable  -->
                                <td class="even forum-new"%s align="center" valign="middle">%s</td>
                                                        <td class="odd">
                                <div id="index_forum">
<span class="item"><a href="%s">%s</a>
            (
        <a href="%s" target="_blank" title="RSS feed">RSS</a>
        )
        <br>%s
</span>
                                                                    </div>
                            </td>
                            <td class="even" align="center" valign="middle">
                                                                %d
                            </td>
                            <td class="odd" align="center" valign="middle">
                                                                %d
                            </td>
                            <!-- irmtfan hardcode removed align="right" -->
                            <td class="even" class="align_right" valign="middle">
                                                                    %s
                                                            </td>
                        </tr>
`, rowspan, xoImg("forum_new", "New posts"), c.Href(xoForumURL(b.ID)), Esc(b.Name), c.Href(fmt.Sprintf(xoMod+"rss.php?f=%d", b.ID)), Esc(b.Description),
				b.AllThreads(), b.AllPosts(), xoLastPost(c, d, b))
			if len(b.Children) > 0 {
				fmt.Fprintf(&h, "                            <tr>\n                                <!-- irmtfan hardcode removed align=\"left\" -->\n\n                                <td class=\"odd\" colspan=\"4\" class=\"align_left\">Subforums&nbsp;%s&nbsp;\n", xoImg("subforum", ""))
				for _, sub := range b.Children {
					fmt.Fprintf(&h, "                                                                            &nbsp;[\n                                        <a href=\"%s\">%s</a>\n                                        ]\n", c.Href(xoForumURL(sub.ID)), Esc(sub.Name))
				}
				h.WriteString("                                                                    </td>\n                            </tr>\n")
			}
		}
		h.WriteString("                \n                <!-- end forums -->\n            </table>\n            <br>\n        </div>\n")
	}
	topics, posts := len(c.W.Threads), len(c.W.Posts)
	fmt.Fprintf(&h, `    <!-- end forum categories -->
</div>
<!-- irmtfan hardcode removed style="float: left; text-align: left;" -->
<div class="icon_left">
    %s = New posts<br>
    %s = No new posts<br>
</div>
<br style="clear:both;"/>
<!-- irmtfan hardcode removed style="float: right; text-align: right;" -->
<div class="icon_right">
    <form action="%s" method="post" name="search" id="search">
        <input name="term" id="term" type="text" size="20"/>
        <input type="hidden" name="forum" id="forum" value="all"/>
        <input type="hidden" name="sortby" id="sortby" value="p.post_time desc"/>
        <input type="hidden" name="searchin" id="searchin" value="both"/>
        <!-- irmtfan remove name="submit" -->
        <input type="submit" id="submit" value="Search"/>
        <br>
        [ <a href="%s">Advanced Search</a> ]
    </form>
            <br>
        <a href="%s" target="_blank" title="RSS FEED">
            %s
        </a>
        <br>
        <span style='font-size: 0.7em;'><a href="https://xoops.org">NewBB Version %s</a></span>
        <br>
    </div>
<br style="clear: both;"/>
    <div>
        <div class="even" style="padding: 5px; line-height: 150%%;">
            <span style="padding: 2px;">%s</span>
            <strong>Statistics</strong>
        </div>

        <div class="forum_stats odd" style="padding: 5px; line-height: 150%%;">
            <div class="forum_stats_left odd">
                Current time: %s<br>
                <!-- irmtfan add lastvisit smarty variable for all users -->
                Your last visit: %s<br>
                Total Topics: 
                <strong><a href="%s" title="All">%d</a></strong>
                | Total Posts: <strong><a href="%s" title="All Posts">%d</a></strong>
                            </div>
            <div class="forum_stats_right odd">
                <a href="%s" title="View new posts">View new posts</a><br>
                Today Topics: <strong>0</strong>
                | Today Posts: <strong>0</strong>
                            </div>
        </div>
    </div>
    <br style="clear:both;"/>
<br style="clear: both;"/>
%s
<!-- end module contents -->
`, xoImg("forum_new", "New posts"), xoImg("forum", "No new posts"), c.Href(xoMod+"search.php"), c.Href(xoMod+"search.php"),
		c.Href(xoMod+"rss.php?c=0"), xoImg("rss", "RSS feed"), xoVersion, xoImg("statistik", ""), xoMedium(c.W.Now), xoMedium(c.W.Now),
		c.Href(xoMod+"list.topic.php"), topics, c.Href(xoMod+"viewpost.php"), posts, c.Href(xoMod+"viewpost.php?status=new"), xoOnline)
	return c.Page(info, s.frame(c, d, xoPage{title: title, module: true, header: xoRSSLink(c, xoModName, ""), body: h.String()}))
}

// xoForumSorts are viewforum.php's sort fields, in its select's order, with the column each header links.
var xoForumSorts = []struct{ key, label string }{
	{"t.topic_title", "Topic Title"}, {"t.topic_poster", "Topic Poster"}, {"t.topic_id", "Topic time"},
	{"t.topic_replies", "Number of replies"}, {"t.topic_views", "Views"}, {"t.rating", "Ratings"}, {"t.topic_last_post_id", "Last post time"},
}

// xoTopicCmp orders topics by a sort key of viewforum.php or list.topic.php, ascending.
func (d *xoTables) topicCmp(key string) func(a, b *Thread) int {
	switch key {
	case "t.topic_title":
		return byTitle
	case "t.topic_poster":
		return func(a, b *Thread) int { return a.Author.ID - b.Author.ID }
	case "t.topic_id":
		return func(a, b *Thread) int { return d.tid(a) - d.tid(b) }
	case "t.topic_replies":
		return byReplies
	case "t.topic_views":
		return byViews
	case "t.forum_id":
		return func(a, b *Thread) int { return a.Board.ID - b.Board.ID }
	case "t.topic_last_post_id":
		return func(a, b *Thread) int { return d.pid(a.LastPost()) - d.pid(b.LastPost()) }
	}
	return func(a, b *Thread) int { return 0 }
}

// viewForum is modules/newbb/viewforum.php: a forum's sub-forums and topics.
func (s xoSkin) viewForum(c *Ctx, d *xoTables) Response {
	fid := c.Int("forum")
	if fid == 0 {
		return s.redirect(c, d, "index.php", "ERROR: Forum not selected!")
	}
	b := c.W.Board(fid)
	if b == nil {
		return s.redirect(c, d, xoMod+"index.php", "ERROR: Forum not selected!")
	}
	if m := c.Query.Get("mark"); m != "" && m != "0" {
		return s.redirect(c, d, xoMod+"viewforum.php?"+strings.Join(xoQuery(c, "forum", "type", "status", "sort", "order", "start", "since"), "&"),
			"All topics in this forum marked as read")
	}
	status := c.Query.Get("status")
	switch status {
	case "digest", "unreplied", "unread":
	default: // active, pending and deleted are the admin's
		status = ""
	}
	sort := c.Query.Get("sort")
	if !slices.ContainsFunc(xoForumSorts, func(x struct{ key, label string }) bool { return x.key == sort }) {
		sort = "t.topic_last_post_id"
	}
	order := "DESC"
	if c.Query.Get("order") == "ASC" {
		order = "ASC"
	}
	since, typ, start := c.Int("since"), c.Int("type"), c.Int("start")

	ts := b.Threads
	switch {
	case status == "digest" || typ != 0:
		ts = nil
	case status == "unreplied":
		ts = slices.DeleteFunc(slices.Clone(ts), func(t *Thread) bool { return len(t.Posts) > 1 })
	}
	if since != 0 {
		from := c.W.Now.Add(-time.Duration(max(since, -since)) * 24 * time.Hour)
		if since < 0 {
			from = c.W.Now.Add(time.Duration(since) * time.Hour)
		}
		ts = slices.DeleteFunc(slices.Clone(ts), func(t *Thread) bool { return !t.LastPost().Time.After(from) && !(status == "" && t.Sticky) })
	}
	if status == "" {
		ts = stickyFirst(ts, d.topicCmp(sort), order == "DESC")
	} else {
		ts = stickyFirst(ts, func(a, b *Thread) int { return 0 }, false)
		cmpf := d.topicCmp(sort)
		slices.SortStableFunc(ts, func(a, b *Thread) int {
			if order == "DESC" {
				return cmpf(b, a)
			}
			return cmpf(a, b)
		})
	}
	per := xoTopicsPer
	info := Info{Type: TypeOther}
	if status == "" && since == 0 && typ == 0 && start >= 0 && start%per == 0 && (start < len(ts) || start == 0) {
		info = boardInfo(s, b, start/per+1)
	}
	var list []*Thread
	if start >= 0 && start < len(ts) {
		list = ts[start:min(start+per, len(ts))]
	}

	var h strings.Builder
	crumbs := xoCrumbs(c, b)
	last := crumbs[len(crumbs)-1]
	if st := map[string]string{"digest": "Digest", "unreplied": "Unreplied", "unread": "Unread"}[status]; st != "" {
		last += " [" + st + "]"
	} else {
		last += fmt.Sprintf(" [\n            <a href=\"%s\" title=\"Digest\">Digest</a>\n            ]", c.Href(xoForumURL(b.ID)+"&status=digest"))
	}
	crumbs[len(crumbs)-1] = last
	h.WriteString(xoForumHead(c, xoIndexTitle, crumbs...))
	if len(b.Children) > 0 {
		h.WriteString("<table cellspacing=\"1\" class=\"outer\" width=\"100%\">\n    <tr class=\"head\" align=\"center\">\n        <td width=\"5%\">&nbsp;</td>\n        <!-- irmtfan hardcode removed align=\"left\" -->\n        <td nowrap=\"nowrap\" class=\"align_left\">Subforums</td>\n        <td nowrap=\"nowrap\">&nbsp;</td>\n        <td nowrap=\"nowrap\">Last Post</td>\n    </tr>\n    <!-- start subforums -->\n")
		for _, sub := range b.Children {
			fmt.Fprintf(&h, `    <tr>
        <td class="even" align="center" valign="middle">%s</td>
        <td class="odd" onclick="window.location='%s'"><a href="%s"><strong>%s</strong></a><br/>

            <div id="index_forum">
                %s
                            </div>
        </td>
        <td class="even" align="center" valign="middle">
            %d  Topics
            <br/>
            %d Posts
        </td>
        <!-- irmtfan hardcode removed align="right" -->
        <td class="odd" id="align_right" valign="middle">
            %s
        </td>
    </tr>
`, xoImg("forum_new", "New posts"), c.Href(xoForumURL(sub.ID)), c.Href(xoForumURL(sub.ID)), Esc(sub.Name), Esc(sub.Description),
				len(sub.Threads), sub.AllPosts(), xoLastPost(c, d, sub))
		}
		h.WriteString("    <!-- end subforums -->\n</table>\n    <br>\n")
	}
	// The query NewBB rebuilds: the pager drops start, the sort headers sort and order.
	nav := strings.Join(xoQuery(c, "forum", "type", "status", "sort", "order", "since"), "&")
	sortBase := xoMod + "viewforum.php?" + strings.Join(xoQuery(c, "forum", "type", "status", "start", "since"), "&")
	pagenav := xoPageNav(c, xoMod+"viewforum.php", len(ts), per, start, nav)
	q := func(v string) string { return url.QueryEscape(v) }
	fmt.Fprintf(&h, `
            <div class="right" style="padding: 5px;">
             
        </div>
        <div class="clear"></div>
    <br>

    <div>
        <div class="dropdown">
            <select
        name="forumoption" id="forumoption"
        onchange="if(this.options[this.selectedIndex].value.length >0 )    { window.location=this.options[this.selectedIndex].value;}"
        >
    <option value="">Forum Options</option>
    <option value="%s">Mark all topics&nbsp;read</option>
    <option value="%s">Mark all topics&nbsp;unread</option>
    <option value="">--------</option>
    <option value="%s">View&nbsp;All Posts</option>
    <option value="%s">View&nbsp;New posts</option>
    <option value="%s">View&nbsp;All</option>
    <option value="%s">View&nbsp;Digest</option>
    <option value="%s">View&nbsp;Unreplied</option>
    <option value="%s">View&nbsp;Unread</option>
</select>

        </div>
        <!-- irmtfan hardcode removed style="float: right; text-align:right;" -->
        <div class="icon_right">
            %s <!-- irmtfan to solve nested forms and id="xo-pagenav" issue -->
        </div>
    </div>
    <div class="clear"></div>
    <br>

    <table class="outer" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center">
        <!-- irmtfan hardcode removed align="left" -->
        <tr class="head" class="align_left">
            <td width="5%%" colspan="3">
                                    &nbsp;
                            </td>
`, c.Href(xoMod+"viewforum.php?mark=1&"+strings.Join(xoQuery(c, "forum", "type", "status", "sort", "order", "start", "since"), "&")),
		c.Href(xoMod+"viewforum.php?mark=2&"+strings.Join(xoQuery(c, "forum", "type", "status", "sort", "order", "start", "since"), "&")),
		c.Href(fmt.Sprintf(xoMod+"viewpost.php?forum=%d", b.ID)), c.Href(fmt.Sprintf(xoMod+"viewpost.php?status=new&forum=%d", b.ID)),
		c.Href(xoMod+"viewforum.php?"+strings.Join(xoQuery(c, "forum", "type", "sort", "order", "start", "since"), "&")),
		c.Href(xoMod+"viewforum.php?"+strings.Join(xoQuery(c, "forum", "type", "sort", "order", "start", "since"), "&")+"&status=digest"),
		c.Href(xoMod+"viewforum.php?"+strings.Join(xoQuery(c, "forum", "type", "sort", "order", "start", "since"), "&")+"&status=unreplied"),
		c.Href(xoMod+"viewforum.php?"+strings.Join(xoQuery(c, "forum", "type", "sort", "order", "start", "since"), "&")+"&status=unread"),
		pagenav)
	head := func(key, label, width string) {
		o := "DESC"
		if sort == key && order == "DESC" {
			o = "ASC"
		}
		attrs := ` width="` + width + `" align="center" nowrap="nowrap"`
		if width == "" {
			attrs = ""
		}
		fmt.Fprintf(&h, "            <td%s>%s<strong><a href=\"%s\">%s</a></strong></td>\n", attrs, map[bool]string{true: "&nbsp;", false: ""}[width == ""],
			c.Href(sortBase+"&sort="+q(key)+"&order="+o), label)
	}
	head("t.topic_title", "Topics", "")
	h.WriteString("            <!-- irmtfan _MD_NEWBB_POSTER to _MD_NEWBB_TOPICPOSTER -->\n")
	head("t.topic_poster", "Topic Poster", "10%")
	head("t.topic_id", "Published", "10%")
	head("t.topic_replies", "Replies", "5%")
	head("t.topic_views", "Views", "5%")
	h.WriteString("                        <!-- irmtfan _MD_NEWBB_DATE to _MD_NEWBB_LASTPOSTTIME -->\n")
	head("t.topic_last_post_id", "Last post time", "15%")
	h.WriteString("        </tr>\n\n")
	sticky := 0
	for _, t := range list {
		if t.Sticky {
			sticky++
		}
	}
	if sticky > 0 {
		h.WriteString("                    <tr class=\"head\">\n                <td colspan=\"3\">&nbsp;</td>\n                                    <td colspan=\"6\"><strong>Important Topics</strong></td>\n                            </tr>\n        \n")
	}
	fmt.Fprintf(&h, "        <!-- start forum topic -->\n        <strong>Forum Description:</strong> %s\n\n", Esc(b.Description))
	for i, t := range list {
		if !t.Sticky && sticky > 0 && i == sticky {
			h.WriteString("                    <tr class=\"head\">\n                <td colspan=\"3\">&nbsp;</td>\n                                    <td colspan=\"6\"><strong>Forum Topics</strong></td>\n                            </tr>\n        ")
		}
		h.WriteString(s.topicRow(c, d, t, i, false))
	}
	sel := func(name string, opts [][2]string, cur string) string {
		var o strings.Builder
		fmt.Fprintf(&o, `<select name="%s">`, name)
		for _, x := range opts {
			mark := ""
			if x[0] == cur {
				mark = ` selected="selected"`
			}
			fmt.Fprintf(&o, `<option value="%s"%s>%s</option>`, x[0], mark, x[1])
		}
		return o.String() + "</select>"
	}
	var sortOpts [][2]string
	for _, x := range xoForumSorts {
		sortOpts = append(sortOpts, [2]string{x.key, x.label})
	}
	fmt.Fprintf(&h, `
        <!-- end forum topic -->

        
<tr class="foot">
        <td colspan="9" align="center"><form method="get" action="%s"><strong>Sorted by</strong>&nbsp;%s&nbsp;%s&nbsp;%s&nbsp;<input type="hidden" name="forum" id="forum" value="%d"/><input type="hidden" name="status" value="%s"/><!-- irmtfan remove name="submit" --><input type="submit" value="Submit"/></form></td>
</tr>
</table>
<!-- end forum main table -->

<br>

<div>
    <div class="left">
         
    </div>
    <div class="right">
        %s <!-- irmtfan to solve nested forms and id="xo-pagenav" issue -->
    </div>
</div>
<div class="clear"></div>

<br style="clear: both;"/>
<br>
<div>
    <!-- irmtfan hardcode style="float: left; text-align: left;" -->
    <div class="icon_left">
        %s = New posts (%s = More than %d posts) <br>
        %s = No new posts (%s = More than %d posts) <br>
        %s = Topic is Locked <br>
        %s = Topic is Sticky <br>
        %s = Topic is Digested <br>
        %s = Topic has a Poll
    </div>
    <!-- irmtfan hardcode removed style="float: right; text-align:right;" -->
    <div class="icon_right">
        <form action="%s" method="get">
            <input name="term" id="term" type="text" size="15"/>
            <input type="hidden" name="forum" id="forum" value="%d"/>
            <input type="hidden" name="sortby" id="sortby" value="p.post_time desc"/>
            <input type="hidden" name="since" id="since" value="0"/>
            <input type="hidden" name="action" id="action" value="yes"/>
            <input type="hidden" name="searchin" id="searchin" value="both"/>
            <input type="submit" class="formButton" value="Search"/><br>
            [<a href="%s">Advanced Search</a>]
        </form>
        <br>
                    <br>
            <a href="%s" target="_blank" title="RSS FEED">
                <div align='right'><a href='%s' title='RSS feed' target='_blank'>%s</a></div>
            </a>
            <span style="font-size:0.7em;"><a href="https://xoops.org">NewBB Version %s</a></span>
            <br style="clear: both;"/>
            <br>
                %s
    </div>
</div>
<div class="clear"></div>
<br style="clear: both;"/>
<br>

<div>
    <!-- irmtfan hardcode removed  style="float: left; -->
    <div class="floatleft">
        %s
    </div>
</div>
<div class="clear"></div>
<br>
    <br>
    %s

<!-- end module contents -->
`, c.Href(xoMod+"viewforum.php"), sel("sort", sortOpts, sort), sel("order", [][2]string{{"ASC", "Ascending"}, {"DESC", "Descending"}}, order), xoSinceSelect(since),
		b.ID, status, pagenav,
		xoImg("topic_new", "New posts"), xoImg("topic_hot_new", "More than"), xoHot, xoImg("topic", "No new posts"), xoImg("topic_hot", "More than"), xoHot,
		xoImg("topic_locked", "Topic is Locked"), xoImg("topic_sticky", "Topic is Sticky"), xoImg("topic_digest", "Topic is Digested"), xoImg("poll", "Topic has a Poll"),
		c.Href(xoMod+"search.php"), b.ID, c.Href(xoMod+"search.php"), c.Href(fmt.Sprintf(xoMod+"rss.php?f=%d", b.ID)), c.Href(fmt.Sprintf(xoMod+"rss.php?f=%d", b.ID)), xoImg("rss", "RSS feed"),
		xoVersion, xoJumpbox(c, b), xoPermTable(), xoOnline)
	return c.Page(info, s.frame(c, d, xoPage{title: b.Name + " [" + xoModName + "]", module: true, header: xoRSSLink(c, xoModName+"-"+b.Name, fmt.Sprintf("?f=%d", b.ID)), body: h.String()}))
}

// topicRow is one row of a topic list; in list.topic.php (all) the forum has a column of its own.
func (s xoSkin) topicRow(c *Ctx, d *xoTables, t *Thread, i int, all bool) string {
	tid := d.tid(t)
	last := t.LastPost()
	lastID := d.pid(last)
	folder := "topic_new"
	if len(t.Posts)-1 >= xoHot {
		folder = "topic_hot_new"
	}
	icon := `<img src="/images/icons/no_posticon.gif" alt="" >`
	if t.Sticky {
		icon = xoImg("topic_sticky", "Topic is Sticky")
	}
	jump := ""
	if pages := t.Pages(xoPostsPer); pages > 1 {
		jump = "&nbsp;&nbsp;"
		dots := false
		for n := 1; n <= pages; n++ {
			if n > 3 && n < pages {
				if !dots {
					jump += "..."
					dots = true
				}
				continue
			}
			jump += fmt.Sprintf(`[<a href="%s">%d</a>]`, c.Href(fmt.Sprintf(xoMod+"viewtopic.php?topic_id=%d&start=%d#forumpost%d", tid, (n-1)*xoPostsPer, lastID)), n)
		}
	}
	excerpt := Esc(xoSubstr(strings.Join(last.Body, " "), xoExcerpt))
	lastIcon := fmt.Sprintf(`<a href='%s'>%s</a>`, c.Href(fmt.Sprintf(xoMod+"viewtopic.php?topic_id=%d&post_id=%d#forumpost%d", tid, lastID, lastID)), xoImg("lastposticon", "Go to the lastpost"))
	cls := []string{"even", "odd"}[i%2]
	if all {
		return fmt.Sprintf(`        <tr class="%s">
            <!-- irmtfan add topic-read/topic-new smarty variable  -->
            <td width="4%%" align="center" class="topic-new">
                                    <!-- irmtfan add lock -->
                    %s
                            </td>
            <!-- irmtfan add sticky, digest, poll -->
            <td width="4%%" align="center">%s<br></td>
            <!-- irmtfan remove topic_link hardcode and add topic_excerpt -->
            <td>&nbsp;<a href="%s" title="%s">
                    %s</a> %s
                <!-- irmtfan add topic publish time and rating -->
                <br>
        <span>
            Published: %s
        </span>
                            </td>
            <!-- irmtfan hardcode removed align="left" -->
            <td class="align_left" valign="middle"><a href="%s">%s</a></td>
            <td align="center" valign="middle">%d</td>
            <td align="center" valign="middle">%s</td>
            <td align="center" valign="middle">%d</td>
            <!-- irmtfan hardcode removed align="right" -->
            <td class="align_right" valign="middle">%s<br>
                by %s&nbsp;&nbsp;%s
            </td>
        </tr>
`, cls, xoImg(folder, "New posts"), icon, c.Href(fmt.Sprintf(xoMod+"viewtopic.php?topic_id=%d", tid)), excerpt, Esc(t.Title), jump,
			xoDate(c.W.Now, t.Posts[0].Time), c.Href(xoForumURL(t.Board.ID)), Esc(t.Board.Name), len(t.Posts)-1, xoUserLink(c, t.Author), t.Views,
			xoDate(c.W.Now, last.Time), xoUserLink(c, last.Author), lastIcon)
	}
	return fmt.Sprintf(`        <tr class="%s">
            <!-- irmtfan add topic-read/topic-new smarty variable  -->

            <td width="4%%" align="center" class="topic-new">
                                    %s
                            </td>


            <td width="4%%" align="center">%s</td>

                                                                        <td width="4%%" align="center">
                            </td>


            

            <td>&nbsp;<a href="%s" title="%s">
                    %s</a> %s
            </td>


            <td align="center" valign="middle">%s</td>
            <td align="center" valign="middle">%s</td>
            <td align="center" valign="middle">%d</td>
            <td align="center" valign="middle">%d</td>
                        <!-- irmtfan hardcode removed align="right" -->
            <td class="align_right" valign="middle">%s<br>
                <!-- irmtfan add $smarty.const._MD_NEWBB_BY -->
                by&nbsp;%s&nbsp;&nbsp;%s
            </td>
        </tr>

        `, cls, xoImg(folder, "New posts"), icon, c.Href(fmt.Sprintf(xoMod+"viewtopic.php?topic_id=%d", tid)), excerpt, Esc(t.Title), jump,
		xoUserLink(c, t.Author), xoDate(c.W.Now, t.Posts[0].Time), len(t.Posts)-1, t.Views, xoDate(c.W.Now, last.Time), xoUserLink(c, last.Author), lastIcon)
}

// xoSinceSelect is newbbSinceSelectBox over the default since_options.
func xoSinceSelect(cur int) string {
	var h strings.Builder
	h.WriteString(`<select class="form-control" name="since" id="since"><option value="">--------</option>`)
	for _, v := range []int{-1, -2, -6, -12, 0, 1, 2, 5, 10, 20, 30, 60, 100, 365} {
		label := ""
		switch {
		case v == 0:
			label = "Beginning"
		case v == 365:
			label = "The last year"
		case v > 0:
			label = fmt.Sprintf("From last %d days", v)
		default:
			label = fmt.Sprintf("From last %d hours", -v)
		}
		mark := ""
		if v == cur {
			mark = ` selected="selected"`
		}
		fmt.Fprintf(&h, `<option value="%d"%s>%s</option>`, v, mark, label)
	}
	return h.String() + "</select>"
}

// xoJumpbox is newbbMakeJumpbox: a form whose select submits the forum's id.
func xoJumpbox(c *Ctx, cur *Board) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<form name="forum_jumpbox" method="get" action="%s" onsubmit="javascript: if (document.forum_jumpbox.forum.value &lt; 1) {return false;}"><select class="select" name="forum" onchange="if(this.options[this.selectedIndex].value >0) { document.forms.forum_jumpbox.submit();}"><option value="-1">-- Select a forum --</option>`,
		c.Href(xoMod+"viewforum.php"))
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `<option value="-1">[%s]</option>`, Esc(cat.Name))
		var walk func(bs []*Board, prefix string)
		walk = func(bs []*Board, prefix string) {
			for _, b := range bs {
				mark := ""
				if b == cur {
					mark = ` selected="selected"`
				}
				fmt.Fprintf(&h, `<option value="%d"%s>%s%s</option>`, b.ID, mark, prefix, Esc(b.Name))
				walk(b.Children, prefix+"--")
			}
		}
		walk(cat.Boards, "-- ")
	}
	h.WriteString(`</select> <input type="button" class="button" value="Go" onclick="document.forms.forum_jumpbox.submit();"></form>`)
	return h.String()
}

// xoPermTable is the guest's line of the permission table.
func xoPermTable() string {
	lines := []string{"You <strong>can</strong> view topic", "You <strong>cannot</strong> start a new topic", "You <strong>cannot</strong> reply to posts",
		"You <strong>cannot</strong> edit your posts", "You <strong>cannot</strong> delete your posts", "You <strong>cannot</strong> add new polls",
		"You <strong>cannot</strong> vote in polls", "You <strong>cannot</strong> upload attachments", "You <strong>cannot</strong> post without approval",
		"You <strong>cannot</strong> use topic type", "You <strong>cannot</strong> use HTML syntax", "You <strong>cannot</strong> use signature",
		"You <strong>cannot</strong> create PDF files", "You <strong>can</strong> print pages"}
	var h strings.Builder
	for _, l := range lines {
		fmt.Fprintf(&h, "        <div style=\"font-size:x-small;\">%s</div>\n", l)
	}
	return h.String()
}

// viewTopic is modules/newbb/viewtopic.php: a page of a topic, found by
// topic_id, by a post_id it holds or by a move from another topic.
func (s xoSkin) viewTopic(c *Ctx, d *xoTables) Response {
	tid, postID, fid := c.Int("topic_id"), c.Int("post_id"), c.Int("forum")
	move := strings.ToLower(c.Query.Get("move"))
	order := c.Query.Get("order")
	if order != "ASC" && order != "DESC" {
		order = "ASC" // com_order: oldest first
	}
	back := xoMod + "index.php"
	if fid != 0 {
		back = xoForumURL(fid)
	}
	if tid == 0 && postID == 0 {
		return s.redirect(c, d, back, "ERROR: Topic not selected!")
	}
	var t *Thread
	switch {
	case postID != 0:
		if p := d.post(postID); p != nil {
			t = p.Thread
		}
	case move != "":
		t = d.move(c.W, tid, move != "prev", fid)
	default:
		t = d.topic(tid)
	}
	if t == nil {
		return s.redirect(c, d, back, "ERROR: Topic not selected!")
	}
	tid = d.tid(t)
	posts := t.Posts
	if order == "DESC" {
		posts = slices.Clone(posts)
		slices.Reverse(posts)
	}
	start := c.Int("start")
	if postID != 0 {
		pos := slices.Index(posts, d.post(postID))
		start = pos / xoPostsPer * xoPostsPer
	}
	var shown []*Post
	if start >= 0 && start < len(posts) {
		shown = posts[start:min(start+xoPostsPer, len(posts))]
	}
	info := Info{Type: TypeOther}
	if len(shown) > 0 {
		// A window off the grid, or newest first, is labelled as the page holding its first post.
		info = threadInfo(s, t, PageOf(shown[0].Index, xoPostsPer))
	}
	title := t.Title
	if len(shown) > 0 && shown[0].Index > 0 {
		title = "Re: " + t.Title
	}
	body := s.topicPage(c, d, t, shown, start, order)
	return c.Page(info, s.frame(c, d, xoPage{title: title + " [" + t.Board.Name + "]", module: true,
		header: xoRSSLink(c, xoModName+"-"+t.Board.Name, fmt.Sprintf("?f=%d", t.Board.ID)), body: body}))
}

// topicPage is newbb_viewtopic.tpl with newbb_thread.tpl for each post shown.
func (s xoSkin) topicPage(c *Ctx, d *xoTables, t *Thread, shown []*Post, start int, order string) string {
	b := t.Board
	tid := d.tid(t)
	var h strings.Builder
	crumbs := append(xoCrumbs(c, b), fmt.Sprintf(`<strong><a href="%s">%s</a></strong> `, c.Href(fmt.Sprintf(xoMod+"viewtopic.php?topic_id=%d", tid)), Esc(t.Title)))
	h.WriteString(xoForumHead(c, xoIndexTitle, crumbs...))
	moveURL := func(flat bool, dir string) string {
		v := ""
		if flat {
			v = "viewmode=flat&"
		}
		return c.Href(fmt.Sprintf(xoMod+"viewtopic.php?%sorder=%s&topic_id=%d&forum=%d&move=%s", v, order, tid, b.ID, dir))
	}
	other := "DESC"
	otherLabel := "Newest First"
	if order == "DESC" {
		other, otherLabel = "ASC", "Oldest First"
	}
	pagenav := xoPageNav(c, xoMod+"viewtopic.php", len(t.Posts), xoPostsPer, start, fmt.Sprintf("topic_id=%d&order=%s&status=&mode=0", tid, order))
	fmt.Fprintf(&h, `
<br>

    <div class="left" style="padding: 5px;">
        Browsing this Thread:&nbsp;
                            &nbsp;1 Anonymous Users
            </div>
    <br>
<!-- only for login user //-->




<div class="clear"></div>
<br>
<div class="clear"></div>
<br>

<div style="padding: 5px;">
         <span class="icon_left">
        <a id="threadtop"></a>%s<a href="#threadbottom">Bottom</a>&nbsp;&nbsp;%s&nbsp;<a
                href="%s">Previous Topic</a>&nbsp;&nbsp;%s&nbsp;<a
                href="%s">Next Topic</a>
</span>
        <span class="icon_right">
&nbsp;&nbsp;
</span>
</div>
<div class="clear"></div>
<br>

<div>
    <div class="dropdown">
        <select name="topicoption" id="topicoption" onchange="if(this.options[this.selectedIndex].value.length >0 ) { window.document.location=this.options[this.selectedIndex].value;}">
            <option value="">Topic options</option>
                                </select>
        
        <select
                name="viewmode" id="viewmode"
                onchange="if(this.options[this.selectedIndex].value.length >0 ) { window.location=this.options[this.selectedIndex].value;}">
            <option value="">View mode</option>
                            <option value="%s">%s</option>
                    </select>
                            <form id="search-topic" action="%s" method="get">
                <fieldset>
                    <input name="term" id="term" type="text" size="15" value="Search this topic..." onBlur="if(this.value==='') this.value='Search this topic...'"
                           onFocus="if(this.value =='Search this topic...' ) this.value=''">
                    <input type="hidden" name="forum" id="forum" value="%d">
                    <input type="hidden" name="sortby" id="sortby" value="p.post_time desc">
                    <input type="hidden" name="topic" id="topic" value="%d">
                    <input type="hidden" name="action" id="action" value="yes">
                    <input type="hidden" name="searchin" id="searchin" value="both">
                    <input type="hidden" name="show_search" id="show_search" value="post_text">
                    <input type="submit" class="formButton" value="Search">
                </fieldset>
            </form>
                    </div>
        <div class="icon_right">
        %s     </div>
</div>
<div class="clear"></div>
<br>
<br>

`, xoImg("down", "Bottom"), xoImg("previous", "Previous Topic"), moveURL(false, "prev"), xoImg("next", "Next Topic"), moveURL(false, "next"),
		c.Href(fmt.Sprintf(xoMod+"viewtopic.php?order=%s&status=$status&topic_id=%d", other, tid)), otherLabel, c.Href(xoMod+"search.php"), b.ID, tid, pagenav)
	for i, p := range shown {
		no := start + i + 1
		if order == "DESC" {
			no = len(t.Posts) - (start + i + 1) + 1
		}
		h.WriteString(s.post(c, d, p, tid, no, i == 0, true))
		h.WriteString("    <br>\n    <br>\n    ")
	}
	if len(shown) == 0 {
		h.WriteString(`<div style="text-align: center;width:100%;font-size:1.5em;padding:5px;">ERROR: Could not query the posts database.</div>` + "\n")
	}
	crumbs = append(xoCrumbs(c, b), fmt.Sprintf(`<strong><a href="%s">%s</a></strong> `, c.Href(fmt.Sprintf(xoMod+"viewtopic.php?topic_id=%d", tid)), Esc(t.Title)))
	h.WriteString("\n<br>\n<div class=\"forum_header\">\n    <div class=\"forum_title\">\n        <a href=\"" + c.Href(xoMod+"index.php") + "\">Forum Home</a>\n")
	for _, cr := range crumbs {
		h.WriteString("        <span class=\"delimiter\">&raquo;</span>\n        " + cr + "\n")
	}
	fmt.Fprintf(&h, `    </div>
</div>
<div class="clear"></div>
<br>

<div>
    <div class="left">
                <a id="threadbottom"></a>%s<a href="#threadtop">Top</a>&nbsp;&nbsp;%s&nbsp;<a
                href="%s">Previous Topic</a>&nbsp;&nbsp;%s
        &nbsp;<a href="%s">Next Topic</a>
    </div>
        <div class="icon_right">
        %s     </div>
</div>
<div class="clear"></div>
<br>

<div class="left" style="padding: 5px;">
    &nbsp;&nbsp;
</div>
<div class="clear"></div>
<br>
<br>


<div>
        <div class="icon_left">
%s    </div>
        <div class="icon_right">
        <form action="%s" method="get">
            <input name="term" id="term" type="text" size="15">
            <input type="hidden" name="forum" id="forum" value="%d">
            <input type="hidden" name="sortby" id="sortby" value="p.post_time desc">
            <input type="hidden" name="since" id="since" value="">
            <input type="hidden" name="action" id="action" value="yes">
            <input type="hidden" name="searchin" id="searchin" value="both">
            <input type="submit" class="formButton" value="Search"><br>
            [<a href="%s">Advanced Search</a>]
        </form>
        <br>
        %s
    </div>
</div>
<div class="clear"></div>
<br>


<script type="text/javascript">
    if (document.body.scrollIntoView && window.location.href.indexOf('#') == -1) {
        var el = xoopsGetElementById('forumpost%d');
        if (el) {
            el.scrollIntoView(true);
        }
    }
</script>
`, xoImg("up", "Top"), xoImg("previous", "Previous Topic"), moveURL(true, "prev"), xoImg("next", "Next Topic"), moveURL(true, "next"), pagenav,
		xoPermTable(), c.Href(xoMod+"search.php"), b.ID, c.Href(xoMod+"search.php"), xoJumpbox(c, b), xoFirstID(d, shown))
	return h.String()
}

func xoFirstID(d *xoTables, ps []*Post) int {
	if len(ps) == 0 {
		return 0
	}
	return d.pid(ps[0])
}

// xoShares are the social links of a post's actions (show_sociallinks).
var xoShares = []struct{ key, label, format string }{
	{"twitter", "Share on Twitter", "https://twitter.com/share?text=%s&amp;url=%s"},
	{"facebook", "Share on Facebook", "https://www.facebook.com/sharer.php?u=%[2]s"},
	{"linkedin", "Share on Linkedin", "https://www.linkedin.com/shareArticle?mini=true&amp;title=%[1]s&amp;url=%[2]s"},
	{"reddit", "Share on Reddit", "https://reddit.com/submit?title=%[1]s&amp;url=%[2]s"},
}

// post is newbb_thread.tpl: the poster's column, the post, its actions. In a
// topic page (inTopic) the "#N" permalink carries the topic's id and the
// actions print and share; viewpost.php leaves topic_id empty and has no actions.
func (s xoSkin) post(c *Ctx, d *xoTables, p *Post, tid, no int, first, inTopic bool) string {
	u := p.Author
	pid := d.pid(p)
	subject := p.Thread.Title
	if p.Index > 0 {
		subject = "Re: " + subject
	}
	var h strings.Builder
	if first {
		h.WriteString("    <div id=\"forumpost0\"></div>\n")
	}
	linkTID := 0
	if inTopic {
		linkTID = tid
	}
	rankTitle, rankImg := xoRank(u)
	postsLink := fmt.Sprintf(`<a href="%s" title="All" target="_self">%d</a>`, c.Href(fmt.Sprintf(xoMod+"viewpost.php?uid=%d", xoUID(u))), u.Posts)
	sig := ""
	if sg := signature(u); sg != "" {
		sig = "<div class=\"signature\">\n                                        " + Esc(sg) + "\n                </div>"
	}
	fmt.Fprintf(&h, `
<table class="outer" cellpadding="0" cellspacing="0" border="0" width="100%%" align="center" style="border-bottom-width: 0;">
    <tr>
                <th width="20%%" class="left">
            <div class="ThreadUserName">%s</div>
        </th>
                <th width="75%%" class="left">
            <div class="comTitle">%s</div>
        </th>
                <th class="right">
                        <div class="ThreadTitle">
                                                            <a id="forumpost%d" href="%s">#%d</a>
                            </div>
        </th>
    </tr>
    <tr>
                <td width="20%%" class="odd" rowspan="2" valign="top">
                                                    <div class="comUserRankText"> %s<br><img src="/uploads/%s" alt="%s" ></div>
                
                                                            <br>
                    <img class="forum_icon" src="/modules/newbb/templates/images/icon/anonym.png" alt="" title="" align="middle">
                                <br>
                                                            <span class="pointer"
                          onclick="ToggleBlockCategory('%d',(this.firstElementChild || this.children[0]) , '/modules/newbb/templates/images/icon/less.png', '/modules/newbb/templates/images/icon/more.png','Hide user data','See user data')">
                        %s
</span>
                                        <div id="%d" style="display: none;">
                        <div class="comUserStat"><span class="comUserStatCaption">Joined:</span><br>%s<br><span class="comUserStatCaption">Last Login
                                :</span><br>%s</div>
                                                                                                    <div class="comUserStat"><span class="comUserStatCaption">Group:</span>
                                 <br>Registered Users                            </div>
                                                <div class="comUserStat">
                            <span class="comUserStatCaption">Posts:</span>
                                                            %s
                                                                                </div>
                                                                            <div class="comUserStatus">%s</div>
                                            </div>
                                    </td>

        <td colspan="2" class="even">
                        <div class="comText">%s</div>
                        <div class="clear"></div>
            <br>
                        <div class="post_ip">
                                                Posted on: %s</div>
                                    </td>
    </tr>

    <tr>
                <td colspan="2" class="odd" valign="bottom">
                                    %s
                    </td>
    </tr>

    <tr>
        <td colspan="3" class="foot">
            <table style="border: 0; padding: 0; margin: 0;">
                <tr>
                                        <td class="left">
                        &nbsp;<a href="#threadtop" title="Top">%s</a>&nbsp;
`, xoUserLink(c, u), Esc(subject), pid, c.URL(xoPermalink(linkTID, pid)), no,
		rankTitle, rankImg, rankTitle, pid, xoImg("more", "See user data"), pid, xoShort(u.Joined), xoMedium(c.W.Now.Add(-time.Duration(Hash("login", u.ID)%400)*time.Hour)),
		postsLink, xoImg("offline", "Offline"), strings.Join(escAll(p.Body), "<br><br>"), xoDate(c.W.Now, p.Time), sig, xoImg("up", "Top"))
	if inTopic {
		actions := []struct{ link, name, image string }{{c.Href(fmt.Sprintf(xoMod+"print.php?form=2&forum=%d&topic_id=%d", p.Thread.Board.ID, tid)), "Print", xoImg("printer", "Print")}}
		full := c.URL(fmt.Sprintf(xoMod+"viewtopic.php?post_id=%d", pid)) + fmt.Sprintf("#forumpost=%d", pid)
		clean := strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' {
				return r
			}
			return '+'
		}, subject)
		for _, sh := range xoShares {
			actions = append(actions, struct{ link, name, image string }{fmt.Sprintf(sh.format, Esc(clean), Esc(full)), sh.label, xoImg(sh.key, sh.label)})
		}
		for _, a := range actions {
			fmt.Fprintf(&h, "                                                                                    <a href=\"%s&amp;post_id=%d\" alt=\"%s\" title=\"%s\" target=\"_blank\"> %s</a>&nbsp;\n", a.link, pid, a.name, a.name, a.image)
		}
	}
	h.WriteString(`                                                                        </td>
                                        <td class="right">
                                                                                                                                            </td>
                </tr>
            </table>
        </td>
    </tr>
</table>
`)
	return h.String()
}

// viewPost is modules/newbb/viewpost.php: all posts, newest first, 10 a page, or a member's or a forum's.
func (s xoSkin) viewPost(c *Ctx, d *xoTables) Response {
	start, fid, uid := c.Int("start"), c.Int("forum"), c.Int("uid")
	order := c.Query.Get("order")
	if !c.Query.Has("order") {
		order = "DESC"
	}
	status := c.Query.Get("status")
	switch status {
	case "new", "all", "digest":
	default:
		status = ""
	}
	viewmode := "flat"
	if c.Query.Get("viewmode") == "compact" {
		viewmode = "compact"
	}
	var forum *Board
	if fid != 0 {
		if forum = c.W.Board(fid); forum == nil {
			return s.redirect(c, d, "index.php", "Sorry, you don't have permission to access this area.")
		}
	}
	var posts []*Post
	for _, p := range d.o.posts {
		if (forum == nil || p.Thread.Board == forum) && (uid == 0 || xoUID(p.Author) == uid) {
			posts = append(posts, p)
		}
	}
	if strings.ToUpper(order) != "ASC" {
		slices.Reverse(posts)
	}
	var shown []*Post
	if start >= 0 && start < len(posts) {
		shown = posts[start:min(start+xoPostsPer, len(posts))]
	}
	title := "All Posts"
	if status == "new" {
		title = "New posts"
	}
	if uid > 0 {
		name := ""
		if u := d.user(c.W, uid); u != nil {
			name = u.Name
		}
		title += " (" + name + ")"
	}
	var h strings.Builder
	var crumbs []string
	if forum != nil {
		crumbs = append(crumbs, fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(xoForumURL(forum.ID)), Esc(forum.Name)))
	}
	crumbs = append(crumbs, "<strong>"+Esc(title)+"</strong>")
	h.WriteString(xoForumHead(c, xoIndexTitle, crumbs...))
	pagenav := xoPageNav(c, xoMod+"viewpost.php", len(posts), xoPostsPer, start,
		fmt.Sprintf("forum=%d&viewmode=%s&status=%s&uid=%d&order=%s&mode=0", fid, viewmode, status, uid, order))
	otherOrder, otherLabel := "ASC", "Oldest First"
	if order != "DESC" {
		otherOrder, otherLabel = "DESC", "Newest First"
	}
	fmt.Fprintf(&h, `<div class="clear"></div>
<br>

<div style="padding: 5px;">
        <a id="threadtop"></a>%s<a href="#threadbottom">Bottom</a>
</div>

<br>
<div>
    <div class="dropdown">
        <select
                name="topicoption" id="topicoption"
                class="menu"
                onchange="if(this.options[this.selectedIndex].value.length >0 )    { window.document.location=this.options[this.selectedIndex].value;}"
                >
            <option value="">Topic options</option>
            <option value="%s">View&nbsp;New posts</option>
            <option value="%s">View&nbsp;All</option>
                    </select>

        <select
                name="viewmode" id="viewmode"
                class="menu"
                onchange="if(this.options[this.selectedIndex].value.length >0 )    { window.document.location=this.options[this.selectedIndex].value;}"
                >
            <option value="">View mode</option>
                        <option value="%s">%s</option>
                    </select>
    </div>
        <div class="pagenav">
        %s     </div>
</div>
<div class="clear"></div>
<br>
<br>

`, xoImg("down", "Bottom"), c.Href(fmt.Sprintf(xoMod+"viewpost.php?forum=%d&status=new", fid)), c.Href(fmt.Sprintf(xoMod+"viewpost.php?forum=%d&start=%d", fid, start)),
		c.Href(fmt.Sprintf(xoMod+"viewpost.php?viewmode=flat&order=%s&forum=%d", otherOrder, fid)), otherLabel, pagenav)
	for i, p := range shown {
		h.WriteString(s.post(c, d, p, d.tid(p.Thread), start+i+1, i == 0, false))
		fmt.Fprintf(&h, "<div class=\"pagenav\">\n    <a href=\"%s\"><strong>View topic</strong></a>\n", c.Href(fmt.Sprintf(xoMod+"viewtopic.php?topic_id=%d", d.tid(p.Thread))))
		if forum == nil {
			fmt.Fprintf(&h, "            |\n        <a href=\"%s\"><strong>View forum</strong></a>\n    ", c.Href(xoForumURL(p.Thread.Board.ID)))
		}
		h.WriteString("</div>\n<div class=\"clear\"></div>\n<br>\n<br>\n")
	}
	fmt.Fprintf(&h, `

<br>
<div>
        <div class="icon_left">
                <a id="threadbottom"></a>%s<a href="#threadtop">Top</a>
    </div>
        <div class="icon_right">
        %s     </div>
</div>
<div class="clear"></div>

<br>
<br>
<div>
        <div class="icon_left">
        <form action="%s" method="get">
            <input name="term" id="term" type="text" size="15">
            <input type="hidden" name="sortby" id="sortby" value="p.post_time desc">
            <input type="hidden" name="action" id="action" value="yes">
            <input type="hidden" name="searchin" id="searchin" value="both">
            <input type="submit" class="formButton" value="Search"><br>
            [<a href="%s">Advanced Search</a>]
        </form>
    </div>
        <div class="icon_right">
        %s
    </div>
</div>
<div class="clear"></div>
<br>
`, xoImg("up", "Top"), pagenav, c.Href(xoMod+"search.php"), c.Href(xoMod+"search.php"), xoJumpbox(c, forum))
	pt := xoModName + " - All Posts"
	if forum != nil {
		pt = forum.Name + " - All Posts [" + xoModName + "]"
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, xoPage{title: pt, module: true, header: xoRSSLink(c, xoModName, ""), body: h.String()}))
}

// xoListSorts are the keys of list.topic.php's sort, the six its column headers link first.
var xoListSorts = map[string]string{
	"topic": "t.topic_title", "forum": "t.forum_id", "poster": "t.topic_poster", "replies": "t.topic_replies", "views": "t.topic_views",
	"lastpost": "t.topic_last_post_id", "lastposttime": "t.topic_last_post_id", "publish": "t.topic_id",
}

// listTopic is modules/newbb/list.topic.php: all topics through the
// TopicRenderer, 20 a page. Its variables are the request's in the renderer's
// order (status, sort, order, start), status and sort appended when missing;
// a header links its sort (toggling the order when it is the current one),
// keeping the other variables, start included; the pager keeps all but start.
func (s xoSkin) listTopic(c *Ctx, d *xoTables) Response {
	type kv struct{ k, v string }
	var vars []kv
	get := func(k string) string {
		for _, x := range vars {
			if x.k == k {
				return x.v
			}
		}
		return ""
	}
	for _, k := range []string{"status", "sort", "order", "start"} {
		v := c.Query.Get(k)
		if k == "order" || k == "start" {
			n, _ := strconv.Atoi(v)
			if k == "order" && n != 0 {
				n = 1
			}
			v = ""
			if n > 0 {
				v = strconv.Itoa(n)
			}
		}
		if v != "" {
			vars = append(vars, kv{k, v})
		}
	}
	if get("status") == "" {
		vars = append(vars, kv{"status", "all"})
	}
	if get("sort") == "" {
		vars = append(vars, kv{"sort", "lastpost"})
	}
	start, _ := strconv.Atoi(get("start"))
	asc := get("order") == "1"
	key := xoListSorts[get("sort")]
	if key == "" {
		key = "t.topic_last_post_id"
	}
	ts := slices.Clone(d.o.threads)
	slices.Reverse(ts)
	switch get("status") {
	case "sticky":
		ts = slices.DeleteFunc(ts, func(t *Thread) bool { return !t.Sticky })
	case "unsticky":
		ts = slices.DeleteFunc(ts, func(t *Thread) bool { return t.Sticky })
	case "replied":
		ts = slices.DeleteFunc(ts, func(t *Thread) bool { return len(t.Posts) < 2 })
	case "unreplied":
		ts = slices.DeleteFunc(ts, func(t *Thread) bool { return len(t.Posts) > 1 })
	case "digest", "lock", "poll", "voted", "unviewed":
		ts = nil
	}
	cmpf := d.topicCmp(key)
	slices.SortStableFunc(ts, func(a, b *Thread) int {
		if asc {
			return cmpf(a, b)
		}
		return cmpf(b, a)
	})
	join := func(skip ...string) string {
		var parts []string
		for _, x := range vars {
			if !slices.Contains(skip, x.k) {
				parts = append(parts, x.k+"="+x.v)
			}
		}
		return strings.Join(parts, "&")
	}
	var list []*Thread
	if start < len(ts) {
		list = ts[start:min(start+xoTopicsPer, len(ts))]
	}
	var h strings.Builder
	statusTitle := map[string]string{"all": "All", "digest": "Digest", "sticky": "Sticky", "unsticky": "Unsticky", "replied": "Replied", "unreplied": "Unreplied",
		"lock": "Locked", "poll": "Topic has a Poll", "voted": "Voted", "unviewed": "Unviewed"}[get("status")]
	h.WriteString(xoForumHead(c, xoIndexTitle, fmt.Sprintf(`<a href="list.topic.php?%s">%s</a>`, Esc(join()), orDefault(statusTitle, "All"))))
	pagenav := xoPageNav(c, xoMod+"list.topic.php", len(ts), xoTopicsPer, start, join("start"))
	fmt.Fprintf(&h, `
            <br>
        <div class="clear"></div>

    <div>
        <div class="dropdown">
                            <select
                        name="topicoption" id="topicoption"
                        class="menu"
                        onchange="if(this.options[this.selectedIndex].value.length >0 )    { window.document.location=this.options[this.selectedIndex].value;}"
                        >
                    <option value="">Topic options</option>
                    <option value="viewpost.php">View&nbsp;All Posts</option>
                    <option value="viewpost.php?status=new">View&nbsp;New posts</option>
                    <!-- irmtfan add a separator -->
                    <option value="">--------</option>
`)
	for _, st := range []string{"all", "digest", "undigest", "sticky", "unsticky", "lock", "unlock", "poll", "unpoll", "voted", "unvoted", "viewed", "unviewed", "replied", "unreplied", "read", "unread"} {
		fmt.Fprintf(&h, "                                            <option value=\"list.topic.php?%s\">%s</option>\n", Esc(join("status")+"&status="+st), st)
	}
	fmt.Fprintf(&h, `                                        <option value="">--------</option>
                                    </select>
                    </div>
        <!-- irmtfan hardcode removed style="padding: 5px;float: right; text-align:right;" -->
        <div class="pagenav">
            %s <!-- irmtfan to solve nested forms and id="xo-pagenav" issue -->
        </div>
    </div>
    <div class="clear"></div>
    <br>
    <br>

    <table class="outer" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center">
        <!-- irmtfan hardcode removed align="left" -->
        <tr class="head" class="align_left">
            <td width="5%%" colspan="2">
                                    &nbsp;
                            </td>
`, pagenav)
	header := func(name, label, width string) {
		parts := join("sort", "order")
		if parts != "" {
			parts += "&"
		}
		parts += "sort=" + name
		if get("sort") == name {
			o, _ := strconv.Atoi(get("order"))
			parts += "&order=" + strconv.Itoa((o+1)%2)
		}
		if width == "" {
			fmt.Fprintf(&h, "            <td>&nbsp;<strong><a href=\"list.topic.php?%s\">%s</a></strong></td>\n", Esc(parts), label)
			return
		}
		fmt.Fprintf(&h, "            <td width=\"%s\" align=\"center\" nowrap=\"nowrap\"><strong><a href=\"list.topic.php?%s\">%s</a></strong></td>\n", width, Esc(parts), label)
	}
	header("topic", "Topics", "")
	header("forum", "Forum", "15%")
	header("replies", "Replies", "5%")
	header("poster", "Topic Poster", "10%")
	header("views", "Views", "5%")
	header("lastpost", "Last Post", "15%")
	h.WriteString("        </tr>\n\n        <!-- start forum topic -->\n")
	for i, t := range list {
		h.WriteString(s.topicRow(c, d, t, i, true))
	}
	fmt.Fprintf(&h, `        <!-- end forum topic -->

        
<tr class="foot">
    <td colspan="8" align="center">
        <form method="get" action="list.topic.php"><strong>Sorted by</strong>&nbsp;<select name='sort'><option value='topic' >Topics</option><option value='forum' >Forum</option><option value='poster' >Topic Poster</option><option value='replies' >Replies</option><option value='views' >Views</option><option value='lastpost'  selected='selected'>Last Post</option><option value='publish' >Published</option></select>&nbsp;<select name='order'><option value='0'  selected='selected'>Descending</option><option value='1' >Ascending</option></select>&nbsp;%s&nbsp;<input type="hidden" name="status" value="%s"/><!-- irmtfan remove name="refresh" --><input type="submit" value="Submit"/></form>
    </td>
</tr>
</table>
<!-- end forum main table -->

`, xoSinceSelect(0), Esc(get("status")))
	if pagenav != "" {
		fmt.Fprintf(&h, "    <!-- irmtfan hardcode removed style=\"padding: 5px;float: right; text-align:right;\" -->\n    <div class=\"pagenav\">%s <!-- irmtfan to solve nested forms and id=\"xo-pagenav\" issue --></div>\n    <br>\n", pagenav)
	}
	fmt.Fprintf(&h, `<div class="clear"></div>

<div>
    <div class="left floatleft">
        %s = New posts (%s = More than %d posts) <br>
        %s = No new posts (%s = More than %d posts) <br>
    </div>
    <!-- irmtfan hardcode removed style="float: right; text-align: right;" -->
    <div class="icon_right">
        <form action="%s" method="get">
            <input name="term" id="term" type="text" size="15"/>
                                                            <input type="hidden" name="searchin" value="both"/>
                                    <input type="submit" class="formButton" value="Search"/><br>
            [<a href="%s">Advanced Search</a>]
        </form>
        <br>
    </div>
</div>
<div class="clear"></div>
`, xoImg("topic_new", "New posts"), xoImg("topic_hot_new", "More than"), xoHot, xoImg("topic", "No new posts"), xoImg("topic_hot", "More than"), xoHot,
		c.Href(xoMod+"search.php"), c.Href(xoMod+"search.php"))
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, xoPage{title: xoIndexTitle, module: true, header: xoRSSLink(c, xoModName, ""), body: h.String()}))
}

// print is modules/newbb/print.php: a post, or with no post_id every post of the topic, to print.
func (s xoSkin) print(c *Ctx, d *xoTables) Response {
	tid, postID := c.Int("topic_id"), c.Int("post_id")
	if tid == 0 && postID == 0 {
		return c.Page(Info{Type: TypeOther}, "ERROR: Topic not selected!")
	}
	var posts []*Post
	if postID != 0 {
		p := d.post(postID)
		if p == nil {
			return c.Page(Info{Type: TypeOther}, "Sorry, you don't have permission to view this.")
		}
		posts = []*Post{p}
	} else {
		t := d.topic(tid)
		if t == nil {
			return c.Page(Info{Type: TypeOther}, "Sorry, you don't have permission to view this.")
		}
		posts = t.Posts
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\">\n<html xmlns=\"http://www.w3.org/1999/xhtml\" xml:lang=\"en\" lang=\"en\">\n<head>\n<meta http-equiv=\"content-type\" content=\"text/html; charset=UTF-8\" />\n<meta http-equiv=\"content-language\" content=\"en\" />\n<title>%s</title>\n<link rel=\"stylesheet\" type=\"text/css\" media=\"all\" href=\"/xoops.css\" />\n", xoSite)
	h.WriteString("</head><body style='background-color:#ffffff; color:#000000;' onload='window.print()'>\n            <div style='width: 750px; border: 1px solid #000; padding: 20px;'>\n")
	for _, p := range posts {
		subject := p.Thread.Title
		if p.Index > 0 {
			subject = "Re: " + subject
		}
		fmt.Fprintf(&h, "            <div style='text-align: center; display: block; margin: 0 0 6px 0;'>\n            <h2 style='margin: 0;'>%s</h2></div>\n            <div align='center'>Posted by&nbsp;%s&nbsp;on&nbsp;%s</div>\n            <div style='text-align: center; display: block; padding-bottom: 12px; margin: 0 0 6px 0; border-bottom: 2px solid #ccc;'></div>\n            <div>%s</div>\n            <div style='padding-top: 12px; border-top: 2px solid #ccc;'></div>\n",
			Esc(subject), Esc(p.Author.Name), xoMedium(p.Time), strings.Join(escAll(p.Body), "<br><br>"))
	}
	fmt.Fprintf(&h, "            <p>This article comes from&nbsp;%s</p>\n            </div>\n            <br /><br /></body></html>", Esc(c.URL(fmt.Sprintf(xoMod+"viewtopic.php?post_id=%d", d.pid(posts[0])))))
	return c.Page(Info{Type: TypeOther}, h.String())
}

// xoRSS is newbb_rss.tpl over the last posts of topics (the XoopsTpl wrapper's odd <xml> element included).
func xoRSS(c *Ctx, title, desc string, ps []*Post) string {
	var h strings.Builder
	fmt.Fprintf(&h, "<xml version=\"1.0\" encoding=\"UTF-8\">\n    <rss version=\"2.0\">\n        <channel>\n            <title>%s</title>\n            <link>%s</link>\n            <description>%s</description>\n            <lastBuildDate>%s</lastBuildDate>\n            <docs>https://backend.userland.com/rss/</docs>\n            <generator>NewBB %s</generator>\n            <category>%s</category>\n            <managingEditor>webmaster@lakeside-makers.example</managingEditor>\n            <webMaster>webmaster@lakeside-makers.example</webMaster>\n            <language>en</language>\n",
		Esc(title), Esc(c.URL("")), Esc(desc), c.W.Now.Format(time.RFC1123Z), xoVersion, xoModName)
	d := xoTab(c.W)
	for _, p := range ps {
		subject := p.Thread.Title
		if p.Index > 0 {
			subject = "Re: " + subject
		}
		link := Esc(c.URL(fmt.Sprintf(xoMod+"viewtopic.php?post_id=%d", d.pid(p))))
		fmt.Fprintf(&h, "            <item>\n                <title>%s</title>\n                <link>%s</link>\n                <description>%s</description>\n                <pubDate>%s</pubDate>\n                <guid>%s</guid>\n            </item>\n",
			Esc(subject), link, Esc(p.Thread.Board.Name+"::"+p.Thread.Title+"<br>\n"+strings.Join(p.Body, "<br>")), p.Time.Format(time.RFC1123Z), link)
	}
	h.WriteString("        </channel>\n    </rss>\n</xml>\n")
	return h.String()
}

// rss is modules/newbb/rss.php: the last posts of the latest topics, of some forums (f=F|G) or a category (c=C).
func (s xoSkin) rss(c *Ctx, d *xoTables) Response {
	keep := func(*Board) bool { return true }
	if f := c.Query.Get("f"); f != "" {
		ids := map[int]bool{}
		for _, x := range strings.Split(f, "|") {
			n, _ := strconv.Atoi(strings.TrimSpace(x))
			ids[n] = true
		}
		keep = func(b *Board) bool { return ids[b.ID] }
	} else if cid := c.Int("c"); cid > 0 {
		keep = func(b *Board) bool { return b.Category.ID == cid && b.Parent == nil }
	}
	var ps []*Post
	for _, t := range c.W.ThreadsByActivity() {
		if keep(t.Board) && len(ps) < xoRSSItems {
			ps = append(ps, t.LastPost())
		}
	}
	if len(ps) == 0 {
		return Response{Status: http.StatusOK, ContentType: "text/xml; charset=UTF-8", Info: Info{Type: TypeOther},
			Body: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<response>\n<error>1</error>\n<message>Sorry, you don't have permission to access this area.</message>\n</response>"}
	}
	return Response{Status: http.StatusOK, ContentType: "text/xml; charset=UTF-8", Info: Info{Type: TypeOther},
		Body: xoRSS(c, xoSite+" :: Forum", xoSlogan+" :: XOOPS Community Bulletin Board", ps)}
}

// modSearch is modules/newbb/search.php: the advanced search form and, for a term, the posts whose subject holds it.
func (s xoSkin) modSearch(c *Ctx, d *xoTables) Response {
	term := strings.TrimSpace(c.Query.Get("term"))
	var h strings.Builder
	h.WriteString(xoForumHead(c, xoIndexTitle, "<strong>Search</strong>"))
	fmt.Fprintf(&h, `<form name="search" id="search" action="%s" method="get">
<table class="outer" cellspacing="1" width="100%%">
<tr><th colspan="2">Search</th></tr>
<tr><td class="head">Keywords</td><td class="even"><input type="text" name="term" value="%s" size="50"> <select name="andor"><option value="AND">All words</option><option value="OR">Any words</option><option value="exact">Exact match</option></select></td></tr>
<tr><td class="head">Forum</td><td class="odd"><select name="forum[]" multiple="multiple"><option value="all" selected="selected">All</option></select></td></tr>
<tr><td class="head">Search in</td><td class="even"><input type="radio" name="searchin" value="title">Subject only <input type="radio" name="searchin" value="text">Body only <input type="radio" name="searchin" value="both" checked="checked">Subject and body</td></tr>
<tr><td class="head">Author</td><td class="odd"><input type="text" name="uname" value="" size="30"></td></tr>
<tr><td class="head">Sort by</td><td class="even"><select name="sortby"><option value="p.post_time desc">Date</option><option value="p.subject">Subject</option></select></td></tr>
<tr><td class="head">&nbsp;</td><td class="foot"><input type="hidden" name="action" value="yes"><input type="submit" class="formButton" value="Search"></td></tr>
</table>
</form>
`, c.Href(xoMod+"search.php"), Esc(term))
	if term != "" {
		low := strings.ToLower(term)
		h.WriteString("<br>\n<table class=\"outer\" cellpadding=\"4\" cellspacing=\"1\" width=\"100%\">\n<tr class=\"head\"><td>Forum</td><td>Subject</td><td>Author</td><td>Posted on</td></tr>\n")
		n := 0
		for i := len(d.o.posts) - 1; i >= 0 && n < xoSearchPer; i-- {
			p := d.o.posts[i]
			if !strings.Contains(strings.ToLower(p.Thread.Title), low) {
				continue
			}
			subject := p.Thread.Title
			if p.Index > 0 {
				subject = "Re: " + subject
			}
			fmt.Fprintf(&h, "<tr class=\"%s\"><td><a href=\"%s\">%s</a></td><td><a href=\"%s\">%s</a></td><td>%s</td><td>%s</td></tr>\n",
				[]string{"even", "odd"}[n%2], c.Href(xoForumURL(p.Thread.Board.ID)), Esc(p.Thread.Board.Name),
				c.Href(fmt.Sprintf(xoMod+"viewtopic.php?post_id=%d&keywords=%s", d.pid(p), url.QueryEscape(term))), Esc(subject), xoUserLink(c, p.Author), xoDate(c.W.Now, p.Time))
			n++
		}
		h.WriteString("</table>\n")
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, xoPage{title: "Search [" + xoModName + "]", module: true, body: h.String()}))
}

// userInfo is XOOPS's userinfo.php: a member's public page with the 5 latest posts of the forum.
func (s xoSkin) userInfo(c *Ctx, d *xoTables) Response {
	uid := c.Int("uid")
	if uid <= 0 {
		return s.redirect(c, d, "index.php", "Selected user does not exist!")
	}
	u := d.user(c.W, uid)
	if u == nil {
		return s.redirect(c, d, "index.php", "Selected user does not exist!")
	}
	rankTitle, rankImg := xoRank(u)
	var h strings.Builder
	fmt.Fprintf(&h, `<table width="100%%" border="0" cellspacing="5">
    <tr valign="top">
        <td width="50%%">
            <table class="outer" cellpadding="4" cellspacing="1" width="100%%">
                <tr>
                    <th colspan="2" align="center">All about %s</th>
                </tr>
                <tr valign="top">
                    <td class="head">Avatar</td>
                    <td align="center" class="even"><img src="/uploads/avatars/blank.gif" alt="Avatar"/></td>
                </tr>
                <tr>
                    <td class="head">Real Name</td>
                    <td align="center" class="odd"></td>
                </tr>
                <tr>
                    <td class="head">Website</td>
                    <td class="even"></td>
                </tr>
                <tr valign="top">
                    <td class="head">Location</td>
                    <td class="odd">Lakeside</td>
                </tr>
                <tr valign="top">
                    <td class="head">Occupation</td>
                    <td class="even"></td>
                </tr>
                <tr valign="top">
                    <td class="head">Interest</td>
                    <td class="odd">%s</td>
                </tr>
                <tr valign="top">
                    <td class="head">Extra Info</td>
                    <td class="even">%s</td>
                </tr>
            </table>
        </td>
        <td width="50%%">
            <table class="outer" cellpadding="4" cellspacing="1" width="100%%">
                <tr valign="top">
                    <th colspan="2" align="center">Statistics</th>
                </tr>
                <tr valign="top">
                    <td class="head">Member Since</td>
                    <td align="center" class="even">%s</td>
                </tr>
                <tr valign="top">
                    <td class="head">Rank</td>
                    <td align="center" class="odd"><img src="/uploads/%s" alt=""/><br>%s</td>
                </tr>
                <tr valign="top">
                    <td class="head">Comments/Posts</td>
                    <td align="center" class="even">%d</td>
                </tr>
                <tr valign="top">
                    <td class="head">Last Login</td>
                    <td align="center" class="odd">%s</td>
                </tr>
            </table>
            <br/>
            <table class="outer" cellpadding="4" cellspacing="1" width="100%%">
                <tr valign="top">
                    <th colspan="2" align="center">Signature</th>
                </tr>
                <tr valign="top">
                    <td class="even">%s</td>
                </tr>
            </table>
        </td>
    </tr>
</table>

<!-- start module search results loop -->
`, Esc(u.Name), Esc(strings.Join(u.Tags, ", ")), Esc(u.Bio), xoShort(u.Joined), rankImg, rankTitle, u.Posts,
		xoMedium(c.W.Now.Add(-time.Duration(Hash("login", u.ID)%400)*time.Hour)), Esc(signature(u)))
	if ps := d.o.byUser[u]; len(ps) > 0 {
		h.WriteString("\n    <p>\n    <h4>" + xoModName + "</h4>\n    <!-- start module search results item loop -->\n")
		for _, p := range ps[:min(xoUserPosts, len(ps))] {
			subject := p.Thread.Title
			if p.Index > 0 {
				subject = "Re: " + subject
			}
			fmt.Fprintf(&h, "        <img src=\"/images/icons/posticon2.gif\" alt=\"%s\"/>\n        <strong><a href=\"%s\">%s</a></strong>\n        <br>\n        <small>(%s)</small>\n        <br>\n",
				xoModName, c.Href(fmt.Sprintf(xoMod+"viewtopic.php?post_id=%d", d.pid(p))), Esc(subject), xoDate(c.W.Now, p.Time))
		}
		h.WriteString("    <!-- end module search results item loop -->\n")
		if len(ps) >= xoUserPosts {
			fmt.Fprintf(&h, "    <p>\n        <a href=\"search.php?action=showallbyuser&amp;mid=%d&amp;uid=%d\">Show all</a>\n    </p>\n", xoMid, uid)
		}
		h.WriteString("    </p>\n")
	}
	h.WriteString("<!-- end module search results loop -->\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, xoPage{title: "All about " + u.Name, body: h.String()}))
}

// search is XOOPS's search.php: the form, the results of a query, or a member's posts 20 a page.
func (s xoSkin) search(c *Ctx, d *xoTables) Response {
	var h strings.Builder
	item := func(p *Post) {
		subject := p.Thread.Title
		if p.Index > 0 {
			subject = "Re: " + subject
		}
		fmt.Fprintf(&h, "\t\t\t<img src=\"/images/icons/posticon2.gif\" title=\"%s\" alt=\"%s\"/> <a href=\"%s\">%s</a>\n\t\t\t<br>\n\t\t\t\t\t<span class='x-small'>\n\t\t\t\t\t\t<a href=\"%s\">%s</a>\n\t\t\t\t\t\t\t(%s)\n\t\t\t\t\t</span>\n\t\t\t\t\t<br>\n",
			xoModName, xoModName, c.Href(fmt.Sprintf(xoMod+"viewtopic.php?post_id=%d", d.pid(p))), Esc(subject), c.Href(xoUserURL(xoUID(p.Author))), Esc(p.Author.Name), xoMedium(p.Time))
	}
	query := strings.TrimSpace(c.Query.Get("query"))
	switch c.Query.Get("action") {
	case "showallbyuser":
		u := d.user(c.W, c.Int("uid"))
		if u == nil || c.Int("mid") != xoMid {
			return s.redirect(c, d, "search.php", "No match found for your query")
		}
		start := max(0, c.Int("start"))
		ps := d.o.byUser[u]
		page := ps[min(start, len(ps)):min(start+xoSearchPer, len(ps))]
		fmt.Fprintf(&h, "\t<h3>Search Results</h3>\n\t\t\t\tShowing %d - %d\n\t\t<h4>%s</h4>\n", start+1, start+len(page), xoModName)
		for _, p := range page {
			item(p)
		}
		base := fmt.Sprintf("search.php?query=&mid=%d&action=showallbyuser&andor=AND&uid=%d", xoMid, xoUID(u))
		if start > 0 || len(page) == xoSearchPer {
			h.WriteString("\t\t\t<br>\n\t\t\t<table>\n\t\t\t\t<tr>\n")
			if start > 0 {
				fmt.Fprintf(&h, "\t\t\t\t\t<td align=\"left\">\n\t\t\t\t\t\t<a href=\"%s\">Previous</a>\n\t\t\t\t\t</td>\n", c.Href(fmt.Sprintf("%s&start=%d", base, max(0, start-xoSearchPer))))
			}
			if len(page) == xoSearchPer {
				fmt.Fprintf(&h, "\t\t\t\t\t<td align=\"right\">\n\t\t\t\t\t\t<a href=\"%s\">Next</a>\n\t\t\t\t\t</td>\n", c.Href(fmt.Sprintf("%s&start=%d", base, start+xoSearchPer)))
			}
			h.WriteString("\t\t\t\t</tr>\n\t\t\t</table>\n")
		}
	case "results", "showall":
		fmt.Fprintf(&h, "\t<h3>Search Results</h3>\n\tKeywords: <strong>%s</strong>\n\t<br>\n", Esc(query))
		low := strings.ToLower(query)
		n := 0
		for i := len(d.o.posts) - 1; i >= 0 && query != "" && n < xoSearchPer; i-- {
			if p := d.o.posts[i]; strings.Contains(strings.ToLower(p.Thread.Title), low) {
				if n == 0 {
					fmt.Fprintf(&h, "\t\t\t<h4>%s</h4>\n", xoModName)
				}
				item(p)
				n++
			}
		}
		if n == 0 {
			h.WriteString("\t\t<br>\n\t\tNo match found for your query\n\t\t<br>\n")
		}
	}
	fmt.Fprintf(&h, `	<br>
	<form name="search" id="search" action="%s" method="get"><table width="100%%" class="outer" cellspacing="1"><tr><th colspan="2">Search</th></tr>
<tr valign="top" align="left"><td class="head">Keywords</td><td class="even"><input type="text" name="query" id="query" size="30" maxlength="255" value="%s" /></td></tr>
<tr valign="top" align="left"><td class="head">Type</td><td class="odd"><select size="1" name="andor" id="andor"><option value="AND" selected="selected">All (AND)</option><option value="OR">Any (OR)</option><option value="exact">Exact Match</option></select></td></tr>
<tr valign="top" align="left"><td class="head">Search in</td><td class="even"><input type="checkbox" name="mids[]" id="mids[]" title="%s" value="%d" checked="checked" />%s</td></tr>
<tr valign="top" align="left"><td class="head"></td><td class="odd"><input type="hidden" name="action" id="action" value="results" /><input type="submit" class="formButton" name="submit"  id="submit" value="Search" /></td></tr>
</table></form>
`, c.Href("search.php"), Esc(query), xoModName, xoMid, xoModName)
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, xoPage{title: "Search", body: h.String()}))
}

const xoUserForm = `<fieldset class="pad10">
    <legend class="bold">Login</legend>
    <form action="user.php" method="post">
        Username: <input type="text" name="uname" size="26" maxlength="25" value=""/><br><br>
        Password: <input type="password" name="pass" size="21" maxlength="32"/><br><br>
        <input type="checkbox" name="rememberme" value="On"/> Remember me<br><br>
        <input type="hidden" name="op" value="login"/>
        <input type="hidden" name="xoops_redirect" value=""/>
        <input type="submit" value="User Login"/>
    </form>
    <br>
    <a name="lost"></a>
    <div>Lost your Password?<br><br>No problem. Simply enter the e-mail address we have on file for your account.</div>
    <form action="lostpass.php" method="post">
        Your Email: <input type="text" name="email" size="26" maxlength="60"/>&nbsp;&nbsp;<input type="hidden" name="op" value="mailpasswd"/><input type="hidden" name="t" value=""/><input type="submit" value="Send Password"/>
    </form>
</fieldset>
<fieldset class="pad10">
    <legend class="bold">Not registered?</legend>
    <div>Click <a href="register.php">here</a>.</div>
</fieldset>
`

const xoRegister = `<form name="userinfo" id="userinfo" action="register.php" method="post"><table width="100%" class="outer" cellspacing="1"><tr><th colspan="2">User Registration</th></tr>
<tr valign="top" align="left"><td class="head"><div class="xoops-form-element-caption-required"><span class="caption-text">Username</span><span class="caption-marker">*</span></div></td><td class="even"><input type="text" name="uname" id="uname" size="25" maxlength="25" value="" /></td></tr>
<tr valign="top" align="left"><td class="head"><div class="xoops-form-element-caption-required"><span class="caption-text">Email</span><span class="caption-marker">*</span></div></td><td class="odd"><input type="text" name="email" id="email" size="25" maxlength="60" value="" /></td></tr>
<tr valign="top" align="left"><td class="head"><div class="xoops-form-element-caption-required"><span class="caption-text">Password</span><span class="caption-marker">*</span></div></td><td class="even"><input type="password" name="pass" id="pass" size="10" maxlength="32" value="" /></td></tr>
<tr valign="top" align="left"><td class="head"><div class="xoops-form-element-caption-required"><span class="caption-text">Retype Password</span><span class="caption-marker">*</span></div></td><td class="odd"><input type="password" name="vpass" id="vpass" size="10" maxlength="32" value="" /></td></tr>
<tr valign="top" align="left"><td class="head"><div class="xoops-form-element-caption-required"><span class="caption-text">Disclaimer</span><span class="caption-marker">*</span></div></td><td class="even"><textarea name="disclaimer" id="disclaimer" rows="8" cols="50" readonly="readonly">While the administrators and moderators of this site will attempt to remove or edit any generally objectionable material as quickly as possible, it is impossible to review every message.</textarea><br><input type="checkbox" name="agree_disc" id="agree_disc" value="1" /> I agree to the above</td></tr>
<tr valign="top" align="left"><td class="head"></td><td class="odd"><input type="hidden" name="op" id="op" value="newuser" /><input type="submit" class="formButton" name="submit" id="submit" value="Submit" /></td></tr>
</table></form>
`
