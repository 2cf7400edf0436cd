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

// YaBB 2.5 (Yet another Bulletin Board, the Perl forum) with its default
// template, installed the usual way in /cgi-bin/yabb2/: every page is the one
// script YaBB.pl, told what to show by a query whose parameters are joined by
// ';' (Go's query parser drops those: the skin reads Ctx.RawQuery). Boards and
// categories are named by short word ids the administrator chose; a thread is
// named by its creation time in Unix seconds, one more when two threads were
// started in the same second. A start offset follows the id after a slash;
// offsets between pages or past the end are rounded down into the list, as
// YaBB does, and render the page holding them (duplicates). For guests
// "/new" has no digit and so shows the first page. Guest posting is on and
// quick reply off, so posting links are plain URLs. No sub-boards (YaBB 2.5
// has none), no session ids (cookies only). 20 topics and 15 posts a page,
// YaBB's defaults. URL scheme:
//
//	YaBB.pl                                     entry: categories with their boards
//	YaBB.pl?catselect=CAT                       one category's boards (index)
//	YaBB.pl?board=B, ?board=B/S                 message index, 20 topics a page, S the start offset (B/0 duplicates page 1)
//	YaBB.pl?num=T, ?num=T/S                     thread, 15 posts a page (T/0 duplicates page 1; ;start=S works too)
//	YaBB.pl?num=T/R#R                           reply R (post icons, last-post links): the page holding it, a duplicate
//	YaBB.pl?num=T/new#new                       for guests the first page, a duplicate
//	YaBB.pl?num=T/all, ?board=B/all             every post (topic) on one page: other, unless the list has one page (a duplicate)
//	YaBB.pl?action=print;num=T                  print view (other)
//	YaBB.pl?action=post;num=T;virboard=;title=PostReply[;quote=R], ?board=B;action=post;title=StartNewTopic   posting forms (other)
//	YaBB.pl?action=viewprofile;username=U, action=usersrecentposts;username=U   members (other)
//	YaBB.pl?action=ml[;sort=username|posts|regdate|position|mlletter;letter=L;start=N]   member list, 20 a page (other)
//	YaBB.pl?action=recent;display=10, action=search, action=help, action=login, action=reminder, action=register   other
//	YaBB.pl?action=sendtopic;topic=T            send-topic form, linked only from JavaScript (other)
//	YaBB.pl?action=RSSrecent, ?action=RSSboard;board=B   RSS (other)
func yabb() *Package {
	return &Package{
		Name: "yabb", Software: "YaBB 2.5 (default template)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, Threads: [2]int{14, 50},
			Posts: [2]int{1, 36}, LongThreadChance: 0.06, ThreadsPerPage: 20, PostsPerPage: 15, Users: 90,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/cgi-bin/yabb2/", Seed: 3217, Unseen: true,
		Robots: "User-agent: *\nDisallow: /cgi-bin/yabb2/YaBB.pl?action=\nDisallow: /cgi-bin/yabb2/AdminIndex.pl\n",
		Skin:   ybSkin{},
	}
}

// ybSkin renders YaBB.
type ybSkin struct{}

const (
	ybSite    = "Riverside Makers Forum"
	ybImages  = "/yabbfiles/Templates/Forum/default"
	ybMembers = 20 // members a page on action=ml ($TopAmmount)
	ybRecent  = 10 // posts on action=recent
)

func (ybSkin) Entry() string { return "YaBB.pl" }

// ybTables are what the skin derives from a world: the word ids of boards and
// categories, the thread numbers, the member accounts and each member's posts.
type ybTables struct {
	board   map[*Board]string
	byBoard map[string]*Board
	cat     map[*Category]string
	byCat   map[string]*Category
	num     map[*Thread]int
	byNum   map[int]*Thread
	user    map[string]*User
	posts   map[*User][]*Post // newest first
}

func ybTab(w *World) *ybTables {
	return w.Derived("yabb", func() any {
		d := &ybTables{board: map[*Board]string{}, byBoard: map[string]*Board{}, cat: map[*Category]string{},
			byCat: map[string]*Category{}, num: map[*Thread]int{}, byNum: map[int]*Thread{}, user: map[string]*User{}, posts: map[*User][]*Post{}}
		usedCat := map[string]bool{}
		for _, cat := range w.Categories {
			id := ybWordID(cat.Name, usedCat)
			d.cat[cat], d.byCat[id] = id, cat
		}
		usedBoard := map[string]bool{}
		for _, b := range w.Boards {
			id := ybWordID(b.Name, usedBoard)
			d.board[b], d.byBoard[id] = id, b
		}
		// Post.pl names a new thread by the time; when that file exists it counts up.
		started := slices.Clone(w.Threads)
		slices.SortStableFunc(started, func(a, b *Thread) int { return a.Posts[0].Time.Compare(b.Posts[0].Time) })
		for _, t := range started {
			n := int(t.Posts[0].Time.Unix())
			for d.byNum[n] != nil {
				n++
			}
			d.num[t], d.byNum[n] = n, t
		}
		for _, u := range w.Users {
			d.user[u.Name] = u
		}
		for i := len(w.Posts) - 1; i >= 0; i-- {
			p := w.Posts[i]
			d.posts[p.Author] = append(d.posts[p.Author], p)
		}
		return d
	}).(*ybTables)
}

// ybWordID is the id an administrator gives a board or category: its name's
// first word in lower case, two words when that is taken, then a number.
func ybWordID(name string, used map[string]bool) string {
	var words []string
	for _, f := range strings.Fields(strings.ToLower(name)) {
		if w := strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, f); w != "" {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		words = []string{"board"}
	}
	id := words[0]
	if used[id] && len(words) > 1 {
		id = words[0] + words[1]
	}
	for n := 2; used[id]; n++ {
		id = fmt.Sprintf("%s%d", words[0], n)
	}
	used[id] = true
	return id
}

// ybStartURL is BASE=ID with /START after it past the first page.
func ybStartURL(key, id string, start int) string {
	u := "YaBB.pl?" + key + "=" + id
	if start > 0 {
		u += "/" + strconv.Itoa(start)
	}
	return u
}

func (ybSkin) BoardURL(b *Board, p int) string {
	return ybStartURL("board", ybTab(b.World).board[b], (p-1)*b.World.Shape.ThreadsPerPage)
}

func (ybSkin) ThreadURL(t *Thread, p int) string {
	w := t.Board.World
	return ybStartURL("num", strconv.Itoa(ybTab(w).num[t]), (p-1)*w.Shape.PostsPerPage)
}

// replyURL is the link to reply i of t: the start offset is the reply itself, the anchor its number.
func (s ybSkin) replyURL(d *ybTables, t *Thread, i int) string {
	return fmt.Sprintf("YaBB.pl?num=%d/%d#%d", d.num[t], i, i)
}

func (ybSkin) catURL(d *ybTables, cat *Category) string { return "YaBB.pl?catselect=" + d.cat[cat] }

func ybProfile(u *User) string {
	return "YaBB.pl?action=viewprofile;username=" + url.QueryEscape(u.Name)
}

// ybDate is YaBB's default time format, with today and yesterday named.
func ybDate(now, t time.Time) string {
	switch calendarDays(now, t) {
	case 0:
		return "<b>Today</b> at " + t.Format("15:04:05")
	case 1:
		return "<b>Yesterday</b> at " + t.Format("15:04:05")
	}
	return t.Format("01/02/06 at 15:04:05")
}

// ybGroup is a member's post-count group and stars, YaBB's default post groups.
func ybGroup(u *User) (string, int) {
	switch {
	case u.Posts >= 500:
		return "God Member", 5
	case u.Posts >= 250:
		return "Senior Member", 4
	case u.Posts >= 100:
		return "Full Member", 3
	case u.Posts >= 50:
		return "Junior Member", 2
	}
	return "YaBB Newbies", 1
}

// ybSplit reads "ID/START" (START also from ;start=) into the id and the start text.
func ybSplit(q smfQuery, key string) (string, string) {
	id, start, ok := strings.Cut(q[key], "/")
	if !ok {
		start = q["start"]
	}
	return id, start
}

// ybStart is where a list of n items, per a page, starts for the start text s:
// all for "all...", else Perl's number of s (0 without digits) rounded down to a
// page and kept inside the list.
func ybStart(s string, n, per int) (start int, all bool) {
	if strings.HasPrefix(s, "all") {
		return 0, true
	}
	digits := strings.TrimLeft(s, " ")
	end := 0
	for end < len(digits) && digits[end] >= '0' && digits[end] <= '9' {
		end++
	}
	start, _ = strconv.Atoi(digits[:end]) // a sign or no digits give 0, as negative starts show the first page
	start = min(start, n-1)
	return max(0, start/per*per), false
}

func (s ybSkin) Serve(c *Ctx) Response {
	switch c.Path {
	case "YaBB.pl":
	case "":
		return Response{Status: http.StatusForbidden, Body: ybForbidden, Info: Info{Type: TypeOther}}
	default:
		return c.NotFound(notFoundPage)
	}
	q := smfParse(c.RawQuery, "")
	d := ybTab(c.W)
	sh := c.W.Shape
	switch {
	case q["action"] != "":
		return s.action(c, d, q)
	case q.has("num"):
		id, st := ybSplit(q, "num")
		n, err := strconv.Atoi(id)
		t := d.byNum[n]
		if err != nil || t == nil {
			return s.fatal(c, d, "The topic you are looking for appears to be either missing or off limits to you.")
		}
		start, all := ybStart(st, len(t.Posts), sh.PostsPerPage)
		pages := t.Pages(sh.PostsPerPage)
		if all && pages > 1 {
			return c.Page(Info{Type: TypeOther}, s.frame(c, d, t.Title, s.crumbs(c, d, t.Board, t), s.display(c, d, t, 0, len(t.Posts))))
		}
		page := start/sh.PostsPerPage + 1
		return c.Page(threadInfo(s, t, page), s.frame(c, d, t.Title, s.crumbs(c, d, t.Board, t), s.display(c, d, t, start, sh.PostsPerPage)))
	case q.has("board"):
		id, st := ybSplit(q, "board")
		b := d.byBoard[id]
		if b == nil {
			return s.fatal(c, d, "The board you have requested either does not exist or is off limits to you.")
		}
		start, all := ybStart(st, len(b.Threads), sh.ThreadsPerPage)
		if all && b.Pages(sh.ThreadsPerPage) > 1 {
			return c.Page(Info{Type: TypeOther}, s.frame(c, d, b.Name, s.crumbs(c, d, b, nil), s.messageIndex(c, d, b, 0, len(b.Threads))))
		}
		page := start/sh.ThreadsPerPage + 1
		return c.Page(boardInfo(s, b, page), s.frame(c, d, b.Name, s.crumbs(c, d, b, nil), s.messageIndex(c, d, b, start, sh.ThreadsPerPage)))
	case q.has("catselect"):
		cat := d.byCat[q["catselect"]]
		if cat == nil {
			return s.fatal(c, d, "The category you have requested either does not exist or is off limits to you.")
		}
		link := s.catURL(d, cat)
		return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: link}, s.frame(c, d, ybSite+" - Index", "&rsaquo; "+Esc(cat.Name), s.boardIndex(c, d, []*Category{cat})))
	}
	return c.Page(Info{Type: TypeEntry, Canonical: s.Entry()}, s.frame(c, d, ybSite+" - Index", "", s.boardIndex(c, d, c.W.Categories)))
}

// action answers YaBB.pl?action=A: everything but the board index, boards and threads.
func (s ybSkin) action(c *Ctx, d *ybTables, q smfQuery) Response {
	other := Info{Type: TypeOther}
	page := func(title, main string) Response { return c.Page(other, s.frame(c, d, title, "&rsaquo; "+title, main)) }
	thread := func(key string) *Thread {
		n, err := strconv.Atoi(strings.SplitN(q[key], "/", 2)[0])
		if err != nil {
			return nil
		}
		return d.byNum[n]
	}
	switch a := q["action"]; a {
	case "print":
		if t := thread("num"); t != nil {
			return c.Page(other, s.print(c, t))
		}
		return s.fatal(c, d, "The topic you are looking for appears to be either missing or off limits to you.")
	case "post":
		if q.has("num") {
			t := thread("num")
			if t == nil {
				return s.fatal(c, d, "The topic you are looking for appears to be either missing or off limits to you.")
			}
			var quote *Post
			if q.has("quote") {
				if i, err := strconv.Atoi(q["quote"]); err == nil && i >= 0 && i < len(t.Posts) {
					quote = t.Posts[i]
				}
			}
			return page("Post reply", s.postForm(c, d, t.Board, t, quote))
		}
		if b := d.byBoard[q["board"]]; b != nil {
			return page("Start new topic", s.postForm(c, d, b, nil, nil))
		}
		return s.fatal(c, d, "The board you have requested either does not exist or is off limits to you.")
	case "sendtopic":
		if t := thread("topic"); t != nil {
			return page("Send this topic", s.sendTopic(c, d, t))
		}
		return s.fatal(c, d, "The topic you are looking for appears to be either missing or off limits to you.")
	case "viewprofile", "usersrecentposts":
		u := d.user[q["username"]]
		if u == nil {
			return s.fatal(c, d, "This member does not exist or has been deleted.")
		}
		if a == "viewprofile" {
			return page("View Profile", s.profile(c, u))
		}
		return page("Last posts of "+u.Name, s.recent(c, d, "Last posts of "+u.Name, d.posts[u][:min(ybRecent, len(d.posts[u]))]))
	case "ml":
		return page("Member List", s.memberList(c, q))
	case "recent":
		ps := slices.Clone(c.W.Posts)
		slices.SortStableFunc(ps, func(a, b *Post) int { return b.Time.Compare(a.Time) })
		return page("Recent Posts", s.recent(c, d, "Recent Posts", ps[:ybRecent]))
	case "search":
		return page("Search", s.search(c, d))
	case "help":
		return page("Help", s.help(c))
	case "login", "reminder":
		return page("Login", s.login(c, a == "reminder"))
	case "register":
		return page("Register", s.register(c))
	case "RSSrecent":
		return s.rss(c, ybSite, s.Entry(), c.W.ThreadsByActivity()[:15])
	case "RSSboard":
		if b := d.byBoard[q["board"]]; b != nil {
			return s.rss(c, b.Name, s.BoardURL(b, 1), newestFirst(b.Threads)[:min(15, len(b.Threads))])
		}
		return s.fatal(c, d, "The board you have requested either does not exist or is off limits to you.")
	}
	return s.fatal(c, d, "You have attempted to perform an invalid action.")
}

func (s ybSkin) rss(c *Ctx, title, link string, ts []*Thread) Response {
	return Response{Status: http.StatusOK, ContentType: "text/xml; charset=UTF-8", Body: rssFeed(c, title, link, rssItems(c, ts)), Info: Info{Type: TypeOther}}
}

// fatal is fatal_error's page, "An Error Has Occurred!"; YaBB answers it with
// 200, but the farm gives records that do not exist a 404.
func (s ybSkin) fatal(c *Ctx, d *ybTables, msg string) Response {
	return c.NotFound(s.frame(c, d, "An Error Has Occurred!", "&rsaquo; An Error Has Occurred!", fmt.Sprintf(`<table border="0" width="80%%" cellspacing="1" cellpadding="4" class="bordercolor" align="center">
	<tr><td class="titlebg"><b>An Error Has Occurred!</b></td></tr>
	<tr><td class="windowbg"><br />%s<br /><br /></td></tr>
</table>
<center><br /><a href="javascript:history.go(-1)">Back</a></center>`, Esc(msg))))
}

const ybForbidden = `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">
<html><head>
<title>403 Forbidden</title>
</head><body>
<h1>Forbidden</h1>
<p>You don't have permission to access /cgi-bin/yabb2/
on this server.</p>
<hr>
<address>Apache/2.2.22 (Debian) Server at localhost Port 80</address>
</body></html>
`

// crumbs is the navigation after the forum's name: category, board, topic.
func (s ybSkin) crumbs(c *Ctx, d *ybTables, b *Board, t *Thread) string {
	nav := fmt.Sprintf(`&rsaquo; <a href="%s">%s</a> &rsaquo; `, c.Href(s.catURL(d, b.Category)), Esc(b.Category.Name))
	if t == nil {
		return nav + Esc(b.Name)
	}
	return nav + fmt.Sprintf(`<a href="%s">%s</a> &rsaquo; %s`, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(t.Title))
}

// frame is default.html around a page: the header bar, the tab menu, the
// navigation line, the page and the footer with the forum jump.
func (s ybSkin) frame(c *Ctx, d *ybTables, title, nav, main string) string {
	tab := func(href, label string) string {
		return fmt.Sprintf(`<span><a href="%s" title = "%s" style="padding: 3px 0 4px 0;"><img src="%s/tabfill.gif" border="0" alt="" style="vertical-align: middle;" />%s<img src="%s/tabfill.gif" border="0" alt="" style="vertical-align: middle;" /></a></span><img src="%s/tabsep211.png" border="0" alt="" style="float: left; vertical-align: middle;" />`,
			c.Href(href), label, ybImages, label, ybImages, ybImages)
	}
	tabs := tab(s.Entry(), "Home") + tab("YaBB.pl?action=help", "Help") + tab("YaBB.pl?action=search", "Search") +
		tab("YaBB.pl?action=ml", "Members") + tab("YaBB.pl?action=login", "Login") + tab("YaBB.pl?action=register", "Register")
	var jump strings.Builder
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&jump, `<option value="" class="forumjumpcatm">%s</option>`, Esc(cat.Name))
		for _, b := range cat.Boards {
			fmt.Fprintf(&jump, `<option value="?board=%s">&nbsp; - %s</option>`, d.board[b], Esc(b.Name))
		}
	}
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
<!-- YaBB 2.5.2 $Revision: 1.5 -->
<title>%s</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<link rel="stylesheet" href="/yabbfiles/Templates/Forum/default.css" type="text/css" />
%s<script type="text/javascript" src="/yabbfiles/YaBB.js"></script>
<script type="text/javascript">
<!--
//force no cache
if ((navigator.appVersion.substring(0,1) == "5" && navigator.userAgent.indexOf('Gecko') != -1) || navigator.userAgent.search(/Opera/) != -1) {
	document.write('<meta http-equiv="pragma" CONTENT="no-cache" />');
}
var imagedir = "%s";
function sendtopicmail(action) { location.href = '%s?action=sendtopic;topic=' + sendtopic_num; }
// -->
</script>
</head>
<body>
<div id="maincontainer">
<a name="pagetop"></a>
<div id="container">
<table class="tabmenu" width="100%%" cellpadding="0" cellspacing="0" border="0" >
	<tr>
		<td class="head" align="left" valign="middle" width="2%%" height="23">&nbsp;</td>
		<td class="time" align="left" valign="middle" width="48%%" height="23">%s</td>
		<td class="head" align="right" valign="middle" width="49%%" height="23"><a href="%s" target="_blank"><img src="%s/rss.png" border="0" alt="RSS Feed" title="RSS Feed" style="vertical-align: middle;" /></a><form action="%s" method="post" style="display: inline;"><input type="text" name="search" size="16" id="search1" value="Search" style="font-size: 11px;" onfocus="txtInFields(this, 'Search');" onblur="txtInFields(this, 'Search')" /><input type="hidden" name="searchtype" value="allwords" /><input type="hidden" name="age" value="31" /><input type="image" src="%s/search.gif" style="border: 0; background-color: transparent; margin-right: 5px; vertical-align: middle;" /></form></td>
		<td class="head" align="left" valign="middle" width="1%%" height="23">&nbsp;</td>
	</tr>
</table>
<table class="windowbg2" width="100%%" cellpadding="4" cellspacing="0" border="0">
	<tr>
		<td align="left" valign="top" width="1%%" height="40">&nbsp;</td>
		<td align="left" valign="middle" height="40">Welcome, <b>Guest</b>. Please <a href="%s">Login</a> or <a href="%s">Register</a>.<br /></td>
		<td align="center" valign="middle" width="460" height="100" rowspan="2"><a href="http://www.yabbforum.com"><img src="%s/yabblogo.png" alt="YaBB - Yet another Bulletin Board" title="YaBB - Yet another Bulletin Board" border="0" /></a></td>
	</tr>
	<tr>
		<td align="left" valign="top" width="1%%" height="60">&nbsp;</td>
		<td class="small" align="left" valign="top" height="60"><b>News:</b> Welcome to %s. Guests may post; please keep it friendly.</td>
	</tr>
</table>
<table class="tabmenu" width="100%%" cellpadding="0" cellspacing="0" border="0">
	<tr>
		<td class="tabmenuleft" valign="top" width="20">&nbsp;</td>
            <td class="tabmenu" valign="top"></td>
		<td class="tabmenu">%s</td>
		<td class="tabmenu" valign="top">&nbsp;</td>
            <td class="tabmenuright" valign="top" width="20">&nbsp;</td>
	</tr>
</table>
<table width="100%%" cellpadding="0" cellspacing="0" border="0">
	<tr>
		<td class="nav" height="30" width="2%%" align="left">&nbsp;</td>
		<td class="nav" height="30" align="left"><a href="%s" class="nav">%s</a> %s</td>
	</tr>
</table>
<table width="100%%" cellpadding="0" cellspacing="0" border="0">
	<tr>
		<td>
			<div style="width: 96%%; margin-left: auto; margin-right: auto; text-align: left;">%s</div>
 		</td>
	</tr>
</table>
<table class="tabmenu" width="100%%" cellpadding="0" cellspacing="0" border="0">
	<tr>
		<td class="head" height="22" width="2%%" align="left">&nbsp;</td>
		<td class="navf" height="22" align="left"><a href="%s">&#171; Home</a></td>
        	<td class="head" height="22" align="right"><form method="post" action="%s" name="jump" style="display: inline;"><label for="jumpto">Forum Jump</label> &raquo; <select name="values" id="jumpto" onchange="if(this.options[this.selectedIndex].value) window.location.href='%s' + this.options[this.selectedIndex].value;"><option value="">Forum Jump...</option>%s</select></form></td>
        	<td class="head" height="22" width="2%%" align="right">&nbsp;</td>
	</tr>
</table>
</div>
<div class="copyright" style="width: 100%%; text-align: center;">
<br />
<span class="small"><a href="http://www.yabbforum.com" target="_blank">YaBB 2.5.2</a> &copy; 2000-2012. All Rights Reserved.</span><br /><br />
<a href="http://validator.w3.org/feed/" target="_blank"><img src="%s/valid-rss.png" alt="Valid RSS" title="Valid RSS" height="18" border="0" /></a>
<a href="http://validator.w3.org/check/referer" target="_blank"><img src="%s/xhtml.gif" alt="Valid XHTML" title="Valid XHTML" border="0" /></a>
<a href="http://jigsaw.w3.org/css-validator/" target="_blank"><img src="%s/css.gif" alt="Valid CSS" title="Valid CSS" border="0" /></a>
<a href="http://www.perl.com" target="_blank"><img src="%s/perl.gif" alt="Powered by Perl" title="Powered by Perl" border="0" /></a><br />
<br /><br />
</div>
</div>
%s</body>
</html>`,
		Esc(title), c.Styles(10), ybImages, c.URL("YaBB.pl"),
		ybDate(c.W.Now, c.W.Now), c.Href("YaBB.pl?action=RSSrecent"), ybImages, c.Href("YaBB.pl?action=search2"), ybImages,
		c.Href("YaBB.pl?action=login"), c.Href("YaBB.pl?action=register"), ybImages, ybSite,
		tabs, c.Href(s.Entry()), ybSite, nav, main,
		c.Href(s.Entry()), c.Href("YaBB.pl"), c.URL("YaBB.pl"), jump.String(),
		ybImages, ybImages, ybImages, ybImages, c.Scripts(6))
}

// boardIndex is BoardIndex.template: each category's header and boards, then
// the info center and the guest login form.
func (s ybSkin) boardIndex(c *Ctx, d *ybTables, cats []*Category) string {
	w := c.W
	var h strings.Builder
	for _, cat := range cats {
		fmt.Fprintf(&h, `
<table cellpadding="0" cellspacing="0" border="0" width="100%%" class="bordercolor">
<tr>
      <td class="tabtitle" width="1%%" height="25" valign="middle">&nbsp;</td>
      <td class="tabtitle" width="59%%" height="25" valign="middle"> <a href="%s">%s</a></td>
      <td class="tabtitle" width="24%%" height="25" align="center" valign="middle">Last Post</td>
      <td class="tabtitle" width="8%%" height="25" align="center" valign="middle">Topics</td>
      <td class="tabtitle" width="8%%" height="25" align="center" valign="middle">Posts</td>
</tr>
</table>
<table id="%s" cellpadding="4" cellspacing="1" border="0" width="100%%" class="bordercolor">
`, c.Href(s.catURL(d, cat)), Esc(cat.Name), d.cat[cat])
		for _, b := range cat.Boards {
			last := `<img src="` + ybImages + `/lastpost.gif" alt="Last Post" title="Last Post" border="0" style="vertical-align: middle;" /> N/A`
			in, by := "N/A", "N/A"
			if p := b.Latest(); p != nil {
				link := c.Href(s.replyURL(d, p.Thread, p.Index))
				last = fmt.Sprintf(`<a href="%s"><img src="%s/lastpost.gif" alt="Last Post" title="Last Post" border="0" style="vertical-align: middle;" /></a> %s`, link, ybImages, ybDate(w.Now, p.Time))
				in = fmt.Sprintf(`<a href="%s" title="%s">%s</a>`, link, Esc(p.Thread.Title), Esc(clip(p.Thread.Title, 25)))
				by = fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(ybProfile(p.Author)), Esc(p.Author.Name))
			}
			url := c.Href(s.BoardURL(b, 1))
			fmt.Fprintf(&h, `<tr>
      <td class="windowbg" width="6%%" align="center" valign="middle">
            <a href="%s"> <img src="%s/boards.gif" alt="%s" title="%s" border="0" /> </a>
      </td>
      <td class="windowbg" width="54%%" align="left" valign="middle">
            <img src="%s/off.gif" alt="No New Posts" title="No New Posts" border="0" style="vertical-align: middle;" /> <a name="%s" href="%s"><b>%s</b></a><br />
            %s
            <div class="small" style="font-style:italic;"><br /></div>
      </td>
      <td class="windowbg2" valign="middle" align="left" width="24%%">
      <span class="small" style="float: left; margin-left: 12px;">
      %s<br />
      <b>in:</b> %s<br />
      <b>by:</b> %s
      </span>
      </td>
      <td class="windowbg" valign="middle" align="center" width="8%%">%s</td>
      <td class="windowbg" valign="middle" align="center" width="8%%">%s</td>
</tr>
`, url, ybImages, Esc(b.Name), Esc(b.Name), ybImages, d.board[b], url, Esc(b.Name), Esc(b.Description), last, in, by,
				thousands(len(b.Threads), ","), thousands(b.AllPosts(), ","))
		}
		h.WriteString("</table>\n<br />\n")
	}
	latest := w.ThreadsByActivity()[0].LastPost()
	newest := w.Users[0]
	for _, u := range w.Users {
		if u.Joined.After(newest.Joined) {
			newest = u
		}
	}
	guests := 2 + int(Hash("ybguests")%9)
	fmt.Fprintf(&h, `
<!-- Info Center block start -->

<br /><br />
<table class="bordercolor" cellpadding="0" cellspacing="0" border="0" width="100%%">
<tr>
      <td class="tabtitle" width="1%%" height="25" valign="middle">&nbsp;</td>
      <td class="tabtitle" width="99%%" height="25" valign="middle">Info Center</td>
</tr>
</table>
<table class="bordercolor" cellpadding="4" cellspacing="1" border="0" width="100%%">
<tr>
      <td class="windowbg" width="5%%" valign="middle" align="center"><img src="%s/info.gif" border="0" alt="" /></td>
      <td class="windowbg2" valign="top" align="center">
            <div class="small" style="float: left; width: 59%%; text-align: left;">
                  Forum Stats: <b>%s Posts</b> in <b>%s Topics</b>.<br />
                  Last Post: &quot;<a href="%s">%s</a>&quot; ( %s )
                  <br /><a href="%s">View the 10 most recent posts on the forum.</a>
            </div>
            <div class="small" style="float: left; width: 40%%; text-align: left;">
                  There are %d members.<br />
                  Please welcome our newest member, <a href="%s">%s</a>.
            </div>
      </td>
</tr>
</table><br />
<table class="bordercolor" cellpadding="0" cellspacing="0" border="0" width="100%%">
<tr>
      <td class="tabtitle" width="1%%" height="25" valign="middle">&nbsp;</td>
      <td class="tabtitle" width="99%%" height="25" valign="middle">Users Online</td>
</tr>
</table>
<table class="bordercolor" cellpadding="4" cellspacing="1" border="0" width="100%%">
<tr>
      <td class="windowbg" width="5%%" valign="middle" align="center"><img src="%s/online.gif" border="0" alt="" /></td>
      <td class="windowbg2">
            <div class="small" style="float: left; width: 59%%; text-align: left;">
            <span class="small">Users: <b>0</b></span><br />
            <span class="small">Guests: <b>%d</b></span><br />
            <span class="small">Bots: <b>1</b></span><br />
            </div>
      </td>
</tr>
</table>
<br />
%s
<!-- Info Center block end -->
`, ybImages, thousands(len(w.Posts), ","), thousands(len(w.Threads), ","), c.Href(s.replyURL(d, latest.Thread, latest.Index)), Esc(latest.Thread.Title), ybDate(w.Now, latest.Time),
		c.Href("YaBB.pl?action=recent;display=10"), len(w.Users), c.Href(ybProfile(newest)), Esc(newest.Name), ybImages, guests, s.loginForm(c))
	return h.String()
}

// pageIndex is the guests' text page index of MessageIndex.pl and Display.pl:
// the first page, a window of two pages either side of the current one, the
// last page, and "..." buttons that open the full list in JavaScript.
func (s ybSkin) pageIndex(c *Ctx, base string, start, n, per int, more string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<span class="small" style="float: left; height: 21px; margin: 0px; margin-top: 2px;"><img src="%s/index_togl.gif" border="0" alt="Pages" title="Pages" style="vertical-align: middle;" /> Pages: `, ybImages)
	if n <= per {
		h.WriteString("1</span>")
		return h.String()
	}
	link := func(off, label int) string {
		return fmt.Sprintf(`<a href="%s/%d" style="font-weight: normal;">%d</a>&nbsp;`, c.Href(base), off, label)
	}
	startpage, num := 0, 1
	if start >= 2*per {
		startpage = start - 2*per
		num = startpage/per + 1
	}
	endpage := min(start+3*per, n)
	switch {
	case startpage == per:
		h.WriteString(link(0, 1))
	case startpage > 0:
		h.WriteString(link(0, 1) + more + "&nbsp;")
	}
	for off := startpage; off < endpage; off += per {
		if off == start {
			fmt.Fprintf(&h, "<b>%d</b>&nbsp;", num)
		} else {
			h.WriteString(link(off, num))
		}
		num++
	}
	if endpage < n-per {
		h.WriteString(more + "&nbsp;")
	}
	if endpage != n {
		last := (n-1)/per + 1
		fmt.Fprintf(&h, `<a href="%s/%d" style="font-weight: normal;">%d</a>`, c.Href(base), (last-1)*per, last)
	}
	h.WriteString("</span>")
	return h.String()
}

// miniPages are a topic row's page links, each to a page's first reply, and "All".
func (s ybSkin) miniPages(c *Ctx, d *ybTables, t *Thread) string {
	per := c.W.Shape.PostsPerPage
	replies := len(t.Posts) - 1
	if replies+1 <= per {
		return ""
	}
	link := func(off, label int) string {
		return fmt.Sprintf(`<a href="%s">%d</a>`, c.Href(s.replyURL(d, t, off)), label)
	}
	var pages []string
	if (replies+1)/per > 6 {
		end := replies/per + 1
		last := (end - 1) * per
		pages = []string{link(0, 1), link(per, 2), fmt.Sprintf(`<a href="javascript:void(0);" onclick="ListPages(%d);">...</a>`, d.num[t]),
			link(last-2*per, end-2), link(last-per, end-1), link(last, end)}
	} else {
		for off := 0; off <= replies; off += per {
			pages = append(pages, link(off, off/per+1))
		}
	}
	return fmt.Sprintf(`<br /><span class="small">&#171; Pages %s <a href="%s">All</a> &#187;</span>`, strings.Join(pages, " "), c.Href(fmt.Sprintf("YaBB.pl?num=%d/all", d.num[t])))
}

// messageIndex is MessageIndex.template: the board description, the button
// bars with the page index, and the topics from start, n of them.
func (s ybSkin) messageIndex(c *Ctx, d *ybTables, b *Board, start, n int) string {
	w := c.W
	id := d.board[b]
	more := fmt.Sprintf(`<a href='javascript: void(0);' onclick='ListPages2("%s","%d");'>...</a>`, id, len(b.Threads))
	pages := s.pageIndex(c, "YaBB.pl?board="+id, start, len(b.Threads), n, more)
	buttons := fmt.Sprintf(`<a href="%s"><img src="%s/English/newthread.gif" alt="Start new topic" title="Start new topic" border="0" /></a>`, c.Href("YaBB.pl?board="+id+";action=post;title=StartNewTopic"), ybImages)
	bar := fmt.Sprintf(`<table cellpadding="4" cellspacing="1" border="0" width="100%%" class="bordercolor">
<tr>
	<td class="catbg">
	<div style="float: left; width: 25%%;">
	  %s
	</div>
	<div class="small" style="float: left; width: 74%%; text-align: right;">
	    %s
	</div>
	</td>
</tr>
</table>
`, pages, buttons)
	var h strings.Builder
	fmt.Fprintf(&h, `
<!-- Board Description start -->

<table cellpadding="4" cellspacing="1" border="0" width="100%%" class="bordercolor">
<tr>
	<td class="windowbg" width="6%%" align="center" valign="middle">
	 <img src="%s/boards.gif" alt="%s" title="%s" border="0" align="middle" /> 
	</td>
	<td class="windowbg" width="78%%" align="left" valign="middle">
		<a href="%s" class="a"><b>%s</b></a><br />
		<span class="small">%s</span>
		<div class="small" style="font-style:italic;"></div>
	</td>
	<td class="windowbg" valign="middle" align="center" width="16%%">
		<span class="small">
		Topics: %s<br />
		Posts: %s
		</span>
	</td>
</tr>
</table>
<br />

<!-- Button Bar start -->

%s
<table cellpadding="3" cellspacing="1" border="0" width="100%%" class="bordercolor">
<tr>
	<td class="titlebg" width="8%%" colspan="2" align="center">&nbsp;</td>
	<td class="titlebg" width="32%%" align="left">Subject</td>
	<td class="titlebg" width="14%%" align="center">Started by</td>
	<td class="titlebg" width="8%%" align="center">Replies</td>
	<td class="titlebg" width="8%%" align="center">Views</td>
	<td class="titlebg" width="22%%" align="center">Last Post</td>
</tr>
`, ybImages, Esc(b.Name), Esc(b.Name), c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description),
		thousands(len(b.Threads), ","), thousands(b.AllPosts(), ","), bar)
	shown := b.Threads[start:min(start+n, len(b.Threads))]
	sticky := slices.ContainsFunc(shown, func(t *Thread) bool { return t.Sticky })
	if sticky {
		h.WriteString("<tr>\n<td colspan=\"7\" class=\"catbg\">&nbsp;Sticky Topics</td>\n</tr>\n")
	}
	for i, t := range shown {
		if sticky && !t.Sticky && (i == 0 || shown[i-1].Sticky) {
			h.WriteString("<tr>\n<td colspan=\"7\" class=\"catbg\">&nbsp;Normal Topics</td>\n</tr>\n")
		}
		replies := len(t.Posts) - 1
		class := "thread"
		switch {
		case t.Sticky:
			class = "sticky"
		case replies >= 25:
			class = "veryhotthread"
		case replies >= 15:
			class = "hotthread"
		}
		last := t.LastPost()
		fmt.Fprintf(&h, `<tr>
<td class="windowbg2" valign="middle" align="center" width="4%%"><img src="%s/%s.gif" alt="" /></td>
<td class="windowbg2" valign="middle" align="center" width="4%%"><img src="%s/xx.gif" alt="" border="0" align="middle" /></td>
<td class="windowbg" valign="middle"  align="left" width="32%%">
<div style="float: left; width: 95%%;">  <b><a href="%s">%s</a></b>%s<br /><span class="small"></span></div>
<div style="float: left; width: 5%%; text-align: center;"></div>
</td>
<td class="windowbg2" valign="middle" align="center" width="14%%"><span class="small"><a href="%s">%s</a></span></td>
<td class="windowbg" valign="middle" align="center" width="8%%">%s</td>
<td class="windowbg" valign="middle" align="center" width="8%%">%s</td>
<td class="windowbg2" valign="middle" align="left" width="22%%">
<span class="small">
<a href="%s"><img src="%s/lastpost.gif" alt="Last Post" title="Last Post" border="0" style="vertical-align: middle;" /> %s</a><br />
<b>by:</b> <a href="%s">%s</a></span></td>
</tr>
`, ybImages, class, ybImages, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), s.miniPages(c, d, t),
			c.Href(ybProfile(t.Author)), Esc(t.Author.Name), thousands(replies, ","), thousands(t.Views, ","),
			c.Href(s.replyURL(d, t, replies)), ybImages, ybDate(w.Now, last.Time), c.Href(ybProfile(last.Author)), Esc(last.Author.Name))
	}
	fmt.Fprintf(&h, `</table>

<!-- Button Bar start -->

%s
<!-- Icon and access info start -->

<table width="100%%" cellspacing="0" cellpadding="8">
<tr>
	<td width="28%%" valign="top">
		<span class="small">
	<img src="%s/thread.gif" alt="Normal Topic" title="Normal Topic" /> Normal Topic<br />
	<img src="%s/sticky.gif" alt="Sticky Topic" title="Sticky Topic" /> Sticky Topic<br />
	<img src="%s/locked.gif" alt="Locked Topic" title="Locked Topic" /> Locked Topic<br />
</span>
	</td>
	<td width="38%%" valign="top">
		<span class="small">
	<img src="%s/hotthread.gif" alt="Hot Topic (More than 15 Replies)" title="Hot Topic (More than 15 Replies)" /> Hot Topic (More than 15 Replies)<br />
	<img src="%s/veryhotthread.gif" alt="Very Hot Topic (More than 25 Replies)" title="Very Hot Topic (More than 25 Replies)" /> Very Hot Topic (More than 25 Replies)<br />
</span>
	</td>
	<td width="33%%" valign="top">
		<span class="small">You <b>can</b> post new topics in this board.<br />You <b>can</b> reply to topics in this board.<br />You <b>cannot</b> post attachments.</span>
	</td>
</tr>
</table>
<a href="%s" target="_blank"><img src="%s/rss.png" border="0" alt="RSS Feed" title="RSS Feed" style="vertical-align: middle;" /></a>
<script language="JavaScript1.2" type="text/javascript">
<!--
	function ListPages(tid) { window.open('%s?action=pages;num='+tid, '', 'menubar=no,toolbar=no,top=50,left=50,scrollbars=yes,resizable=no,width=400,height=300'); }
	function ListPages2(bid,cid) { window.open('%s?action=pages;board='+bid+';count='+cid, '', 'menubar=no,toolbar=no,top=50,left=50,scrollbars=yes,resizable=no,width=400,height=300'); }
//-->
</script>
`, bar, ybImages, ybImages, ybImages, ybImages, ybImages, c.Href("YaBB.pl?action=RSSboard;board="+id), ybImages, c.URL("YaBB.pl"), c.URL("YaBB.pl"))
	return h.String()
}

// display is Display.template: navigation to the neighbouring topics, the
// button bars, the title bar and n posts from start, each with its poster.
func (s ybSkin) display(c *Ctx, d *ybTables, t *Thread, start, n int) string {
	w := c.W
	num := d.num[t]
	more := fmt.Sprintf(`<a href="javascript:void(0);" onclick="ListPages(%d);">...</a>`, num)
	pages := s.pageIndex(c, fmt.Sprintf("YaBB.pl?num=%d", num), start, len(t.Posts), n, more)
	reply := fmt.Sprintf("YaBB.pl?action=post;num=%d;virboard=;title=PostReply", num)
	buttons := fmt.Sprintf(`<a href="%s"><img src="%s/English/reply.gif" alt="Reply" title="Reply" border="0" /></a> <img src="%s/buttonsep.png" alt="" /><a href="javascript:sendtopicmail(2);"><img src="%s/English/sendtopic.gif" alt="Send Topic" title="Send Topic" border="0" /></a><img src="%s/buttonsep.png" alt="" /><a href="%s" target="_blank"><img src="%s/English/print.gif" alt="Print" title="Print" border="0" /></a>`,
		c.Href(reply), ybImages, ybImages, ybImages, ybImages, c.Href(fmt.Sprintf("YaBB.pl?action=print;num=%d", num)), ybImages)
	bar := fmt.Sprintf(`<div class="displaycontainer">
<table cellpadding="4" cellspacing="0" border="0" width="100%%" align="center">
<tr>
	<td class="catbg" valign="middle" align="left">
	<div style="float: left; text-align: left;">
		%s
	</div>
	<div style="float: right; text-align: right;">
		%s
	</div>
	</td>
</tr>
</table>
</div>
`, pages, buttons)
	prev, next := "Previous Topic", "Next Topic"
	if p := neighbour(t, false); p != nil {
		prev = fmt.Sprintf(`<a href="%s">Previous Topic</a>`, c.Href(s.ThreadURL(p, 1)))
	}
	if p := neighbour(t, true); p != nil {
		next = fmt.Sprintf(`<a href="%s">Next Topic</a>`, c.Href(s.ThreadURL(p, 1)))
	}
	class := "thread"
	if t.Sticky {
		class = "sticky"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `
<!-- Navigation Bar start -->

<div class="navbarcontainer">
<table width="100%%" border="0">
<tr>
	<td align="left">
	<div class="small">
	</div>
	</td>
	<td valign="bottom" align="right">
	<span class="small">
		&lsaquo; %s | %s &rsaquo;
	</span>
	</td>
</tr>
</table>
</div>

<!-- Threads Button Bar start -->

%s
<!-- Threads Title Bar start -->

<div class="displaycontainer">
<table cellpadding="4" cellspacing="0" border="0" width="100%%" align="center">
<tr>
	<td class="titlebg" valign="middle" align="left">
		<a name="top"><img src="%s/%s.gif" style="vertical-align: middle;" alt="" /></a> %s (Read %s times)
	</td>
</tr>
</table>
</div>
<script type="text/javascript">var sendtopic_num = %d;</script>
<form name="multidel" action="%s" method="post" style="display: inline">
`, prev, next, bar, ybImages, class, Esc(t.Title), thousands(t.Views, ","), num, c.Href(fmt.Sprintf("YaBB.pl?board=%s;action=multidel;thread=%d/%d", d.board[t.Board], num, start)))
	for _, p := range t.Posts[start:min(start+n, len(t.Posts))] {
		u := p.Author
		css := []string{"windowbg", "windowbg2"}[p.Index%2]
		group, stars := ybGroup(u)
		count := ""
		subject := t.Title
		if p.Index > 0 {
			count = fmt.Sprintf("Reply #%d - ", p.Index)
			subject = "Re: " + t.Title
		}
		sig := ""
		if sg := signature(u); sg != "" {
			sig = `<hr width="100%" size="1" class="hr" style="margin: 0; margin-top: 5px; margin-bottom: 5px; padding: 0;" />` + Esc(sg)
		}
		fmt.Fprintf(&h, `<div class="displaycontainer">
<table cellpadding="4" cellspacing="0" border="0" width="100%%" class="bordercolor" align="center" style="table-layout: fixed;">
<tr>
	<td align="left" class="%s" valign="top" width="140">
		<a name="%d"></a>
		<a href="%s">%s</a>
		<div class="small">
		%s<br />
		%s
		<img src="%s/useroff.gif" border="0" alt="Offline" title="Offline" style="vertical-align: middle;" /> <i>Offline</i><br /><br />
		<img src="%s/avatars/blank.gif" name="avatar_img_resize" alt="" border="0" style="display:none" />
		%s<br />
		<br />
		Posts: %s<br />
		</div>
	</td>
	<td class="%s" align="left" valign="top">
		<div style="float: left; width: 99%%; padding-top: 2px; padding-bottom: 4px; margin-bottom: 2px;" class="dividerbot">
		<span class="small" style="float: left; width: 3%%; text-align: center; padding: 2px;"><a href="%s"><img src="%s/xx.gif" alt="" border="0" style="vertical-align: middle;" /></a></span>
		<span class="small" style="float: left; width: 46%%; vertical-align: middle;">
			<b>%s</b><br />
			<span class="small"><b>%s</b>%s</span>
		</span>
		<span class="small" style="float: left; text-align: right; width: 50%%;">
			<a href="%s"><img src="%s/English/quote.gif" alt="Quote" title="Quote" border="0" /></a>&nbsp; <input type="checkbox" class="%s" style="border: 0px; visibility: hidden; display: none;" name="del%d" value="%d" />
		</span>
		</div>
		<div class="message" style="float: left; width: 99%%; overflow: auto;">
			%s
		</div>
	</td>
</tr>
<tr>
	<td class="%s" valign="bottom">
		<a href="#top">Back to top</a>
	</td>
	<td class="%s" align="left" valign="bottom">
		<div class="small" style="float: left; width: 99%%; text-align: right;">
			 &nbsp;
		</div>
		<div class="small" style="float: left; width: 99%%; text-align: left;">
		</div>
		<div class="small" style="float: left; width: 99%%; text-align: left;">
			%s
		</div>
		<div style="float: left; width: 99%%; padding-top: 5px; margin-top: 5px;" class="dividertop">
		<div class="small" style="float: left; width: 74%%;">
			 &nbsp;
		</div>
		<div class="small" style="float: left; text-align: right; width: 25%%;">
			<span class="small"><img src="%s/ip.gif" alt="" border="0" style="vertical-align: middle;" /> Logged<br /> &nbsp;</span>
		</div>
		</div>
	</td>
</tr>
</table>
</div>
`, css, p.Index, c.Href(ybProfile(u)), Esc(u.Name), group, strings.Repeat(`<img src="`+ybImages+`/starblue.gif" border="0" alt="*" />`, stars),
			ybImages, ybImages, Esc(clip(u.Bio, 60)), thousands(u.Posts, ","),
			css, c.Href(s.replyURL(d, t, p.Index)), ybImages, Esc(subject), count, ybDate(w.Now, p.Time),
			c.Href(fmt.Sprintf("YaBB.pl?action=post;num=%d;virboard=;quote=%d;title=PostReply", num, p.Index)), ybImages, css, p.Index, p.Index,
			strings.Join(escAll(p.Body), "<br /><br />"), css, css, sig, ybImages)
	}
	fmt.Fprintf(&h, `</form>

<!-- Threads Button Bar start -->

%s
<!-- Navigation Bar start -->

<div class="navbarcontainer">
<table width="100%%" border="0">
<tr>
	<td valign="top" align="right">
	<span class="small">
		&lsaquo; %s | %s &rsaquo;
	</span>
	</td>
</tr>
</table>
</div>
<div class="navf"><a href="%s">&lsaquo; Board</a></div>
`, bar, prev, next, c.Href(s.BoardURL(t.Board, 1)))
	return h.String()
}

// print is Printpage.pl: the whole topic, plain, in a page of its own.
func (s ybSkin) print(c *Ctx, t *Thread) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title>Print Page - %s</title>
<style type="text/css">
body { font-family: Verdana, Arial, sans-serif; font-size: 10pt; }
.print_title { font-size: 14pt; font-weight: bold; }
</style>
</head>
<body onload="window.print();">
<table width="96%%" align="center" border="0">
<tr><td><span class="print_title">%s</span><br />
Printed From: %s<br />
Category: %s<br />
Forum Name: %s<br />
Forum Description: %s<br />
URL: %s<br />
Printed Date: %s</td></tr>
</table>
`, Esc(t.Title), Esc(t.Title), ybSite, Esc(t.Board.Category.Name), Esc(t.Board.Name), Esc(t.Board.Description), Esc(c.URL(s.ThreadURL(t, 1))), ybDate(c.W.Now, c.W.Now))
	for _, p := range t.Posts {
		fmt.Fprintf(&h, `<hr />
<table width="96%%" align="center" border="0">
<tr><td><b>Title:</b> %s<br /><b>Post by:</b> %s on %s</td></tr>
<tr><td>%s</td></tr>
</table>
`, Esc(t.Title), Esc(p.Author.Name), ybDate(c.W.Now, p.Time), strings.Join(escAll(p.Body), "<br /><br />"))
	}
	h.WriteString("<hr />\n</body>\n</html>")
	return h.String()
}

// postForm is Post.pl's form for a new topic (t nil) or a reply, quoting q.
func (s ybSkin) postForm(c *Ctx, d *ybTables, b *Board, t *Thread, q *Post) string {
	subject, msg, title, hidden := "", "", "Start new topic", fmt.Sprintf(`<input type="hidden" name="board" value="%s" />`, d.board[b])
	if t != nil {
		subject, title = "Re: "+t.Title, "Post reply"
		hidden += fmt.Sprintf(`<input type="hidden" name="threadid" value="%d" />`, d.num[t])
	}
	if q != nil {
		msg = fmt.Sprintf("[quote author=%s link=num=%d/%d#%d date=%d]%s[/quote]\n", q.Author.Name, d.num[t], q.Index, q.Index, q.Time.Unix(), strings.Join(q.Body, "\n"))
	}
	return fmt.Sprintf(`<form action="%s" method="post" name="postmodify" enctype="multipart/form-data" onsubmit="if(!checkForm(this)) {return false} else {return submitproc()}">
%s
<table width="100%%" align="center" border="0" cellspacing="1" cellpadding="4" class="bordercolor">
	<tr><td class="titlebg" colspan="2"><img src="%s/xx.gif" alt="" /> <b>%s</b></td></tr>
	<tr><td class="windowbg" width="23%%"><label for="name"><b>Name:</b></label></td><td class="windowbg"><input type="text" name="name" id="name" size="50" maxlength="25" tabindex="2" /></td></tr>
	<tr><td class="windowbg"><label for="email"><b>Email:</b></label></td><td class="windowbg"><input type="text" name="email" id="email" size="50" maxlength="100" tabindex="3" /></td></tr>
	<tr><td class="windowbg"><label for="subject"><b>Subject:</b></label></td><td class="windowbg"><input type="text" name="subject" id="subject" value="%s" size="50" maxlength="50" tabindex="4" /></td></tr>
	<tr><td class="windowbg2" valign="top"><label for="message"><b>Message:</b></label></td><td class="windowbg2"><textarea name="message" id="message" rows="12" cols="60" tabindex="5">%s</textarea></td></tr>
	<tr><td class="windowbg" colspan="2" align="center"><input type="submit" name="post" id="post" value="Post" accesskey="s" tabindex="6" class="button" /> <input type="submit" name="preview" value="Preview" accesskey="p" tabindex="7" class="button" /></td></tr>
</table>
</form>
<br />
<a href="%s">&lsaquo; Back to %s</a>`, c.Href("YaBB.pl?action=post2"), hidden, ybImages, title, Esc(subject), Esc(msg), c.Href(s.BoardURL(b, 1)), Esc(b.Name))
}

func (s ybSkin) sendTopic(c *Ctx, d *ybTables, t *Thread) string {
	return fmt.Sprintf(`<form action="%s" method="post" name="sendtopic">
<input type="hidden" name="topic" value="%d" />
<table border="0" width="80%%" cellspacing="1" cellpadding="4" class="bordercolor" align="center">
	<tr><td class="titlebg" colspan="2"><b>Send this topic</b>: <a href="%s">%s</a></td></tr>
	<tr><td class="windowbg"><b>Your name:</b></td><td class="windowbg"><input type="text" name="y_name" size="30" /></td></tr>
	<tr><td class="windowbg"><b>Your email:</b></td><td class="windowbg"><input type="text" name="y_email" size="30" /></td></tr>
	<tr><td class="windowbg"><b>Recipient's email:</b></td><td class="windowbg"><input type="text" name="r_email" size="30" /></td></tr>
	<tr><td class="windowbg2" colspan="2" align="center"><input type="submit" value="Send" class="button" /></td></tr>
</table>
</form>`, c.Href("YaBB.pl?action=sendtopic2"), d.num[t], c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
}

func (s ybSkin) profile(c *Ctx, u *User) string {
	group, _ := ybGroup(u)
	return fmt.Sprintf(`<table border="0" cellpadding="4" cellspacing="1" width="100%%" class="bordercolor">
	<tr><td class="titlebg" colspan="2"><img src="%s/profile.gif" alt="" border="0" /> <b>View Profile</b></td></tr>
	<tr><td class="catbg" colspan="2"><b>%s</b></td></tr>
	<tr><td class="windowbg" width="30%%"><b>Name:</b></td><td class="windowbg2">%s</td></tr>
	<tr><td class="windowbg"><b>Position:</b></td><td class="windowbg2">%s</td></tr>
	<tr><td class="windowbg"><b>Posts:</b></td><td class="windowbg2">%s</td></tr>
	<tr><td class="windowbg"><b>Personal Text:</b></td><td class="windowbg2">%s</td></tr>
	<tr><td class="windowbg"><b>Member Since:</b></td><td class="windowbg2">%s</td></tr>
	<tr><td class="windowbg"><b>Last Active:</b></td><td class="windowbg2">%s</td></tr>
	<tr><td class="catbg" colspan="2"><a href="%s">Show the last posts of this person.</a></td></tr>
</table>`, ybImages, Esc(u.Name), Esc(u.Name), group, thousands(u.Posts, ","), Esc(u.Bio), u.Joined.Format("01/02/06"),
		ybDate(c.W.Now, c.W.Now.Add(-time.Duration(Hash("ybactive", u.ID)%(90*24))*time.Hour)),
		c.Href("YaBB.pl?action=usersrecentposts;username="+url.QueryEscape(u.Name)))
}

// recent is Recent.pl's list: posts newest first, each under its board and topic.
func (s ybSkin) recent(c *Ctx, d *ybTables, title string, posts []*Post) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<table border="0" width="100%%" cellspacing="1" cellpadding="4" class="bordercolor"><tr><td class="titlebg"><b>%s</b></td></tr></table><br />`, Esc(title))
	for i, p := range posts {
		t := p.Thread
		fmt.Fprintf(&h, `
<table border="0" width="100%%" cellspacing="1" cellpadding="4" class="bordercolor">
	<tr><td class="titlebg" align="center" width="5%%">%d</td>
	<td class="titlebg"><a href="%s">%s</a> / <a href="%s">%s</a> / <a href="%s"><b>%s</b></a><br /><span class="small">on: %s</span></td></tr>
	<tr><td class="catbg" colspan="2"><span class="small">Started by <a href="%s">%s</a> | Post by <a href="%s">%s</a></span></td></tr>
	<tr><td class="windowbg2" colspan="2" valign="top"><div class="message">%s</div></td></tr>
</table><br />`, i+1, c.Href(s.catURL(d, t.Board.Category)), Esc(t.Board.Category.Name), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name),
			c.Href(s.replyURL(d, t, p.Index)), Esc(t.Title), ybDate(c.W.Now, p.Time),
			c.Href(ybProfile(t.Author)), Esc(t.Author.Name), c.Href(ybProfile(p.Author)), Esc(p.Author.Name), strings.Join(escAll(p.Body), "<br /><br />"))
	}
	return h.String()
}

// memberList is Memberlist.pl: sorted by name (with letter links), posts,
// registration date or position, 20 a page.
func (s ybSkin) memberList(c *Ctx, q smfQuery) string {
	sort, letter := q["sort"], strings.ToLower(q["letter"])
	if sort == "" {
		sort = "username"
	}
	us := slices.Clone(c.W.Users)
	switch sort {
	case "posts", "position":
		slices.SortStableFunc(us, func(a, b *User) int { return b.Posts - a.Posts })
	case "regdate":
		slices.SortStableFunc(us, func(a, b *User) int { return a.Joined.Compare(b.Joined) })
	default:
		slices.SortStableFunc(us, func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
		if letter != "" {
			us = slices.DeleteFunc(us, func(u *User) bool {
				first := strings.ToLower(u.Name[:1])
				if letter == "other" {
					return first >= "a" && first <= "z"
				}
				return first != letter
			})
		}
	}
	start, _ := ybStart(q["start"], len(us), ybMembers)
	base := "YaBB.pl?action=ml;sort=" + url.QueryEscape(sort) + ";letter=" + url.QueryEscape(letter)
	var pager strings.Builder
	fmt.Fprintf(&pager, `<span class="small"><img src="%s/xx.gif" border="0" alt="" style="vertical-align: middle;" /> Pages: `, ybImages)
	for off := 0; off < len(us); off += ybMembers {
		switch {
		case off == start:
			fmt.Fprintf(&pager, "<b>%d</b>&nbsp;", off/ybMembers+1)
		case off == 0:
			fmt.Fprintf(&pager, `<a href="%s" style="font-weight: normal;">1</a>&nbsp;`, c.Href(base))
		default:
			fmt.Fprintf(&pager, `<a href="%s;start=%d" style="font-weight: normal;">%d</a>&nbsp;`, c.Href(base), off, off/ybMembers+1)
		}
	}
	pager.WriteString("</span>")
	var h strings.Builder
	tab := func(key, label string) string {
		class := "windowbg2"
		if key == sort || key == "username" && sort == "mlletter" {
			class = "windowbg"
		}
		return fmt.Sprintf(`<td class="%s" align="center"><a href="%s"><b>%s</b></a></td>`, class, c.Href("YaBB.pl?action=ml;sort="+key), label)
	}
	fmt.Fprintf(&h, `<table border="0" width="100%%" cellspacing="1" cellpadding="4" class="bordercolor">
<tr>%s%s%s%s</tr>
</table>
`, tab("username", "Name"), tab("posts", "Top Posters"), tab("regdate", "Registration Date"), tab("position", "Position"))
	if sort == "username" || sort == "mlletter" {
		h.WriteString(`<div class="catbg" style="padding: 4px;">`)
		for r := 'a'; r <= 'z'; r++ {
			fmt.Fprintf(&h, `<a href="%s" class="catbg a"><b>%c&nbsp;</b></a> `, c.Href("YaBB.pl?action=ml;sort=mlletter;letter="+string(r)), r-'a'+'A')
		}
		fmt.Fprintf(&h, ` <a href="%s" class="catbg a"><b>Other</b></a></div>`, c.Href("YaBB.pl?action=ml;sort=mlletter;letter=other"))
	}
	fmt.Fprintf(&h, `<table border="0" width="100%%" cellspacing="1" cellpadding="4" class="bordercolor">
<tr><td class="catbg" colspan="6">%s</td></tr>
<tr><td class="titlebg"><b>Name</b></td><td class="titlebg" align="center"><b>Email</b></td><td class="titlebg"><b>Position</b></td><td class="titlebg" align="center"><b>Posts</b></td><td class="titlebg">&nbsp;</td><td class="titlebg"><b>Date Registered</b></td></tr>
`, pager.String())
	if len(us) == 0 {
		h.WriteString(`<tr><td class="windowbg" colspan="6" align="center"><br /><b>No members found.</b><br /><br /></td></tr>`)
	}
	for _, u := range us[start:min(start+ybMembers, len(us))] {
		group, _ := ybGroup(u)
		fmt.Fprintf(&h, `<tr>
		<td class="windowbg"><a href="%s">%s</a></td>
		<td align="center" class="windowbg2"><img src="%s/lockmail.gif" alt="Hidden" title="Hidden" /></td>
		<td class="windowbg">%s&nbsp;</td>
		<td class="windowbg2" width="5%%" align="center">%s&nbsp;</td>
		<td class="windowbg" width="18%%"><img src="%s/bar.gif" width="%d" height="10" alt="" border="0" /></td>
		<td class="windowbg">%s &nbsp;</td>
		</tr>
`, c.Href(ybProfile(u)), Esc(u.Name), ybImages, group, thousands(u.Posts, ","), ybImages, min(100, u.Posts), u.Joined.Format("01/02/06"))
	}
	fmt.Fprintf(&h, `<tr><td class="catbg" colspan="6">%s</td></tr>
</table>`, pager.String())
	return h.String()
}

func (s ybSkin) search(c *Ctx, d *ybTables) string {
	var opts strings.Builder
	for _, cat := range c.W.Categories {
		for _, b := range cat.Boards {
			fmt.Fprintf(&opts, `<option value="%s" selected="selected">%s</option>`, d.board[b], Esc(b.Name))
		}
	}
	return fmt.Sprintf(`<form action="%s" method="post" name="searchform">
<table border="0" width="80%%" cellspacing="1" cellpadding="4" class="bordercolor" align="center">
	<tr><td class="titlebg" colspan="2"><img src="%s/search.gif" alt="" /> <b>Search</b></td></tr>
	<tr><td class="windowbg" width="30%%"><b>Search for:</b></td><td class="windowbg"><input type="text" size="40" name="search" /> <select name="searchtype"><option value="allwords" selected="selected">Match all words</option><option value="anywords">Match any word</option><option value="asphrase">Match as phrase</option></select></td></tr>
	<tr><td class="windowbg"><b>By user:</b></td><td class="windowbg"><input type="text" size="30" name="userspec" /></td></tr>
	<tr><td class="windowbg"><b>Boards:</b></td><td class="windowbg"><select multiple="multiple" name="searchboards" size="6">%s</select></td></tr>
	<tr><td class="windowbg"><b>Age:</b></td><td class="windowbg"><input type="text" size="5" name="age" value="31" /> days</td></tr>
	<tr><td class="windowbg2" colspan="2" align="center"><input type="submit" name="submit" value="Search" class="button" /></td></tr>
</table>
</form>`, c.Href("YaBB.pl?action=search2"), ybImages, opts.String())
}

func (s ybSkin) help(c *Ctx) string {
	return fmt.Sprintf(`<table border="0" width="100%%" cellspacing="1" cellpadding="4" class="bordercolor">
	<tr><td class="titlebg"><b>YaBB Help Center</b></td></tr>
	<tr><td class="windowbg2">
	<b>Registering</b><br />To post with your own name and keep a profile, <a href="%s">register</a>; registration is free.<br /><br />
	<b>Posting</b><br />Use the Reply button under a topic or Start new topic in a board. YaBBC tags such as [b], [i] and [quote] format a message.<br /><br />
	<b>Searching</b><br />The <a href="%s">search</a> finds posts by words, member and age.<br /><br />
	<b>Logging in</b><br />Members <a href="%s">log in</a> with their username and password; a cookie keeps them logged in.
	</td></tr>
</table>`, c.Href("YaBB.pl?action=register"), c.Href("YaBB.pl?action=search"), c.Href("YaBB.pl?action=login"))
}

// loginForm is the guests' login form under the board index and on the login page.
func (s ybSkin) loginForm(c *Ctx) string {
	return fmt.Sprintf(`<form action="%s" method="post" name="loginform">
<table class="bordercolor" border="0" width="100%%" cellspacing="1" cellpadding="4">
	<tr><td class="titlebg" colspan="2"><b>Login</b></td></tr>
	<tr><td class="windowbg" width="30%%"><label for="username"><b>Username:</b></label></td><td class="windowbg"><input type="text" name="username" id="username" size="20" /></td></tr>
	<tr><td class="windowbg"><label for="passwrd"><b>Password:</b></label></td><td class="windowbg"><input type="password" name="passwrd" id="passwrd" size="20" /></td></tr>
	<tr><td class="windowbg"><b>Stay logged in:</b></td><td class="windowbg"><input type="checkbox" name="cookielength" value="1" checked="checked" /></td></tr>
	<tr><td class="windowbg2" colspan="2" align="center"><input type="submit" value="Login" class="button" /> <a href="%s">Forgot your password?</a></td></tr>
</table>
</form>`, c.Href("YaBB.pl?action=login2"), c.Href("YaBB.pl?action=reminder"))
}

func (s ybSkin) login(c *Ctx, reminder bool) string {
	if !reminder {
		return s.loginForm(c)
	}
	return fmt.Sprintf(`<form action="%s" method="post">
<table border="0" width="80%%" cellspacing="1" cellpadding="4" class="bordercolor" align="center">
	<tr><td class="titlebg" colspan="2"><b>Password reminder</b></td></tr>
	<tr><td class="windowbg"><b>Username or email:</b></td><td class="windowbg"><input type="text" name="user" size="30" /></td></tr>
	<tr><td class="windowbg2" colspan="2" align="center"><input type="submit" value="Send" class="button" /></td></tr>
</table>
</form>`, c.Href("YaBB.pl?action=reminder2"))
}

func (s ybSkin) register(c *Ctx) string {
	return fmt.Sprintf(`<form action="%s" method="post" name="creator">
<table border="0" width="100%%" cellspacing="1" cellpadding="4" class="bordercolor">
	<tr><td class="titlebg" colspan="2"><b>Register</b> - Required Information</td></tr>
	<tr><td class="windowbg" width="35%%"><b>Username:</b></td><td class="windowbg"><input type="text" name="regusername" size="30" maxlength="30" /></td></tr>
	<tr><td class="windowbg"><b>Display name:</b></td><td class="windowbg"><input type="text" name="regrealname" size="30" maxlength="30" /></td></tr>
	<tr><td class="windowbg"><b>Email:</b></td><td class="windowbg"><input type="text" name="email" size="45" /></td></tr>
	<tr><td class="windowbg"><b>Password:</b></td><td class="windowbg"><input type="password" name="passwrd1" size="30" /></td></tr>
	<tr><td class="windowbg"><b>Verify password:</b></td><td class="windowbg"><input type="password" name="passwrd2" size="30" /></td></tr>
	<tr><td class="windowbg2" colspan="2"><textarea rows="8" cols="70" readonly="readonly">Registration Agreement: be polite, post in the right board, and do not post anything you have no right to.</textarea><br /><input type="checkbox" name="regagree" id="regagree" /> <label for="regagree">I agree</label></td></tr>
	<tr><td class="windowbg2" colspan="2" align="center"><input type="submit" value="Register" class="button" /></td></tr>
</table>
</form>`, c.Href("YaBB.pl?action=register2"))
}
