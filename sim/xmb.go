package sim

import (
	"fmt"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// XMB 1.9.11 (eXtreme Message Board) with its default theme, XMB Davis, at
// /forum/. XMB is a set of PHP scripts whose pages are built from table
// templates; every link is relative to the script ("viewthread.php?tid=3",
// some "./forumdisplay.php?fid=2") and a <base> element names the script and
// query. Groups (categories), forums and sub-forums are rows of one forums
// table and share one fid sequence in display order; a sub-forum sits under a
// forum of a group. Threads (tid) and posts (pid) are numbered in posting order
// over the whole site. Guests may read only (a new forum's permissions,
// "31,31,31,63", give them the view bit alone), so no posting, quoting,
// reporting or U2U links are drawn for them, and post.php, typed in, sends them
// to log in. Sessions live in cookies. XMB's defaults: 30 threads a forum page,
// 25 posts a thread page, 45 members a list page, 100 posts a printable page,
// threads with 20 replies are hot; titles carry the board name only
// (subject_in_title off); the index lists sub-forums under their forum
// (showsubforums, switched on here). multipage() answers an explicit page=1
// with a 301 to the URL without "&page=1", and a page past the end (or 0, or
// not a number) with a 404. The forum's "Show topics from" and sort order are
// a POST form: GET variants are ignored and render the plain page. URL scheme:
//
//	"" (the mount), index.php[?anything]       entry: groups and their forums (canonical the mount, "./")
//	index.php?gid=G                            one group (index); a forum's fid or an unknown one 404
//	forumdisplay.php?fid=F[&page=N]            forum or sub-forum, 30 threads a page (index); page=1 301s to the plain URL
//	viewthread.php?tid=T[&page=N]              thread, 25 posts a page (thread); page=1 301s, past the end 404
//	viewthread.php?tid=T&goto=search&pid=P     a post's permalink (the "posted on" date, search results): 302 to its page#pidP
//	viewthread.php?goto=lastpost&tid=T         last-post shortcut of a thread row: 302 to the last page#pidP
//	viewthread.php?goto=lastpost&fid=F         last-post shortcut of a forum row (its sub-forums included; a group's
//	                                           forums for a gid): 302 to the thread page
//	viewthread.php?action=printable&tid=T[&page=N]   printable version, 100 posts a page (other)
//	member.php?action=viewpro&member=NAME      profile, names matched without case (other); unknown 404
//	member.php?action=reg, ?action=coppa       registration form; coppa (off) 302s to reg (other)
//	misc.php?action=list[&desc=desc][&order=username|status|location|postnum][&page=N]   member list (other)
//	misc.php?action=online, ?action=onlinetoday, ?action=login, ?action=lostpw, ?action=logout, ?action=smilies   other;
//	                                           ?action=captchaimage is the registration form's image
//	misc.php?action=search[&...]               301 to search.php[?...]
//	search.php[?fid=F], search.php?srchuname=NAME&searchsubmit=a&f=all&srchfrom=0[&page=N]   form, a member's posts, 25 a page (other)
//	today.php[?daysold=N][&page=N], stats.php, faq.php[?page=usermaint|using|messages]   other
//	post.php?action=newthread&fid=F, ?action=reply&tid=T   302 to misc.php?action=login (guests may not post)
//	memcp.php                                  302 to misc.php?action=login; u2u.php, buddy.php: "log in" messages (other)
func xmb() *Package {
	return &Package{
		Name: "xmb", Software: "XMB 1.9.11 (XMB Davis)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.25, Threads: [2]int{8, 46},
			Posts: [2]int{1, 22}, LongThreadChance: 0.07, ThreadsPerPage: 30, PostsPerPage: 25, Users: 60,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.03},
		Mount: "/forum/", Seed: 3411, Unseen: true,
		Skin: xmSkin{},
	}
}

// xmSkin renders XMB 1.9.11 with the XMB Davis theme.
type xmSkin struct{}

const (
	xmSite      = "Lakeside Workshop Forums"
	xmSiteName  = "Lakeside Workshop"
	xmVersion   = "XMB 1.9.11"
	xmBuild     = "20120715"
	xmImg       = "images/davis" // THEME['imgdir'], relative as XMB writes it
	xmDate      = "2-1-2006"     // dateformat dd-mm-yyyy, which XMB turns into PHP's j-n-Y
	xmTime      = "03:04 PM"     // timeformat 12: h:i A
	xmHot       = 20             // hottopic
	xmMembers   = 45             // memberperpage
	xmPrintPer  = 100            // $printable_ppp
	xmTodayMax  = 50             // onlinetodaycount
	xmBorder    = "#86a9b6"
	xmAltBg1    = "#FFFFFF"
	xmAltBg2    = "#f4f7f8"
	xmCatText   = "#163c4b"
	xmWidth     = "97%"
	xmSpacing   = "1px" // borderwidth, written into cellspacing
	xmPadding   = "5px" // tablespace
	xmNoThread  = "The topic you have chosen does not exist."
	xmNoForum   = "The forum you have chosen does not exist."
	xmNoAction  = "Sorry, you are not authorized to perform this action"
	xmNoCat     = "- No Category -"
	xmMissing   = "The item you requested could not be found."
	xmNoMember  = "No member selected"
	xmSearchMsg = "Nothing to search for..."
)

// xmTables are what the skin derives from a world.
type xmTables struct {
	tid    map[*Thread]int
	byTid  []*Thread
	pid    map[*Post]int
	byPid  []*Post
	forums map[int]*Board    // fid -> forum or sub-forum
	groups map[int]*Category // fid -> group
	byUser map[*User][]*Post // each member's posts, newest first
	users  map[string]*User  // lower-case name -> member
}

func xmTab(w *World) *xmTables {
	return w.Derived("xmb", func() any {
		o := newIDOrder(w)
		d := &xmTables{byTid: o.threads, tid: o.threadID, byPid: o.posts, pid: o.postID, byUser: o.byUser,
			forums: map[int]*Board{}, groups: map[int]*Category{}, users: map[string]*User{}}
		for _, b := range w.Boards {
			d.forums[nodeID(b)] = b
		}
		for _, cat := range w.Categories {
			d.groups[catNodeID(cat)] = cat
		}
		for _, u := range w.Users {
			d.users[strings.ToLower(u.Name)] = u
		}
		return d
	}).(*xmTables)
}

func (d *xmTables) thread(id int) *Thread {
	return byID(d.byTid, id)
}

func (d *xmTables) post(id int) *Post {
	return byID(d.byPid, id)
}

func (xmSkin) Entry() string { return "" }

func (xmSkin) BoardURL(b *Board, p int) string {
	u := fmt.Sprintf("forumdisplay.php?fid=%d", nodeID(b))
	if p > 1 {
		u += fmt.Sprintf("&page=%d", p)
	}
	return u
}

func (xmSkin) ThreadURL(t *Thread, p int) string {
	u := fmt.Sprintf("viewthread.php?tid=%d", xmTab(t.Board.World).tid[t])
	if p > 1 {
		u += fmt.Sprintf("&page=%d", p)
	}
	return u
}

func xmGroupURL(cat *Category) string { return fmt.Sprintf("index.php?gid=%d", catNodeID(cat)) }

// xmRecode is recodeOut(), PHP's rawurlencode: spaces as %20.
func xmRecode(s string) string { return strings.ReplaceAll(url.QueryEscape(s), "+", "%20") }

func xmProfile(u *User) string { return "member.php?action=viewpro&member=" + xmRecode(u.Name) }

// xmUserSearch is a member's "View All Posts By User" search.
func xmUserSearch(u *User) string {
	return "search.php?srchuname=" + xmRecode(u.Name) + "&searchsubmit=a&f=all&srchfrom=0"
}

func (d *xmTables) permalink(p *Post) string {
	return fmt.Sprintf("viewthread.php?tid=%d&goto=search&pid=%d", d.tid[p.Thread], d.pid[p])
}

func (d *xmTables) lastpostTid(t *Thread) string {
	return fmt.Sprintf("viewthread.php?goto=lastpost&tid=%d", d.tid[t])
}

// xmInt is PHP's intval() of a query value: a leading integer, 0 when none.
func xmInt(s string) int {
	s = strings.TrimLeft(s, " \t\n\r\v\f")
	end := 0
	if end < len(s) && (s[end] == '-' || s[end] == '+') {
		end++
	}
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	n, _ := strconv.Atoi(s[:end])
	return n
}

// xmGet is $_GET[name]: the last value when a name repeats.
func xmGet(c *Ctx, name string) string {
	v := c.Query[name]
	if len(v) == 0 {
		return ""
	}
	return v[len(v)-1]
}

func xmGetInt(c *Ctx, name string) int { return xmInt(xmGet(c, name)) }

func (s xmSkin) entryInfo(c *Ctx) Info { return Info{Type: TypeEntry, Canonical: c.Pkg.Mount} }

func xmGroupInfo(cat *Category) Info {
	return Info{Type: TypeIndex, FPage: 1, Canonical: xmGroupURL(cat)}
}

// Serve routes a request to XMB's scripts.
func (s xmSkin) Serve(c *Ctx) Response {
	return s.serve(c, 0)
}

func (s xmSkin) serve(c *Ctx, depth int) Response {
	d := xmTab(c.W)
	other := Info{Type: TypeOther}
	switch c.Path {
	case "", "index.php":
		return s.index(c, d)
	case "forumdisplay.php":
		return s.forumdisplay(c, d, depth)
	case "viewthread.php":
		return s.viewthread(c, d, depth)
	case "member.php":
		return s.member(c, d)
	case "misc.php":
		return s.misc(c, d, depth)
	case "search.php":
		return s.search(c, d)
	case "today.php":
		return s.today(c, d, depth)
	case "stats.php":
		return c.Page(other, s.frame(c, xmPage{nav: []string{"Forum Stats"}, canonical: "stats.php"}, s.stats(c, d)))
	case "faq.php":
		return c.Page(other, s.faq(c))
	case "post.php":
		return s.post(c, d)
	case "memcp.php":
		// The control panel is for members: guests are sent to log in.
		return c.Redirect("misc.php?action=login", other)
	case "u2u.php", "buddy.php":
		return c.Page(other, s.popup(c, "You must be logged in or registered to use U2U"))
	}
	return c.NotFound(notFoundPage)
}

// xmMultipage is multipage()'s reading of the page parameter for a list of
// last pages: the page to show, or a response (301 for page=1, 404 otherwise).
func (s xmSkin) multipage(c *Ctx, last, depth int) (int, *Response) {
	page := xmGetInt(c, "page")
	switch {
	case page > 1 && page <= last:
		return page, nil
	case page == 0 && !c.Query.Has("page"):
		return 1, nil
	case page == 1:
		// str_replace('&page=1', '', $url): a page=1 first in the query stays, and the 301 loops.
		q := strings.ReplaceAll(c.RawQuery, "&page=1", "")
		loc := c.Path
		if q != "" {
			loc += "?" + q
		}
		info := Info{Type: TypeOther}
		if q != c.RawQuery && depth < 3 {
			if u, err := url.Parse(loc); err == nil {
				sub := *c
				sub.Query, sub.RawQuery = u.Query(), u.RawQuery
				if r := s.serve(&sub, depth+1); r.Status == http.StatusOK {
					info = r.Info
				}
			}
		}
		r := Response{Status: http.StatusMovedPermanently, Location: loc, Info: info}
		return 0, &r
	}
	r := s.errorPage(c, http.StatusNotFound, nil, xmMissing)
	return 0, &r
}

// errorPage is error(): the error template under the header, with status.
func (s xmSkin) errorPage(c *Ctx, status int, nav []string, msg string) Response {
	body := fmt.Sprintf(`<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center" bgcolor="%s">
<tr>
<td>
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td class="category"><font color="%s"><strong>Error</strong></font></td>
</tr>
<tr>
<td class="tablerow" bgcolor="%s">%s</td>
</tr>
</table>
</td>
</tr>
</table>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmAltBg1, msg)
	return Response{Status: status, Body: s.frame(c, xmPage{nav: nav}, body), Info: Info{Type: TypeOther}}
}

// message is message(): a notice under the header.
func (s xmSkin) message(c *Ctx, nav []string, msg string) string {
	return s.frame(c, xmPage{nav: nav}, fmt.Sprintf(`<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center" bgcolor="%s">
<tr>
<td>
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td class="category"><font color="%s"><strong>Message</strong></font></td>
</tr>
<tr>
<td class="tablerow" bgcolor="%s">%s</td>
</tr>
</table>
</td>
</tr>
</table>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmAltBg1, msg))
}

// navForum is the breadcrumb of a forum: its group, its parent forum, itself (linked when link).
func navForum(b *Board, link bool) []string {
	nav := []string{fmt.Sprintf(`<a href="%s">%s</a>`, Esc(xmGroupURL(b.Category)), Esc(b.Category.Name))}
	if b.Parent != nil {
		nav = append(nav, fmt.Sprintf(`<a href="forumdisplay.php?fid=%d">%s</a>`, nodeID(b.Parent), Esc(b.Parent.Name)))
	}
	if link {
		return append(nav, fmt.Sprintf(`<a href="forumdisplay.php?fid=%d">%s</a>`, nodeID(b), Esc(b.Name)))
	}
	return append(nav, Esc(b.Name))
}

// index answers index.php: the whole board, or one group for gid.
func (s xmSkin) index(c *Ctx, d *xmTables) Response {
	if c.Query.Has("gid") {
		cat := d.groups[xmGetInt(c, "gid")]
		if cat == nil {
			return s.errorPage(c, http.StatusNotFound, nil, xmNoCat)
		}
		return c.Page(xmGroupInfo(cat), s.frame(c, xmPage{nav: []string{Esc(cat.Name)}, canonical: xmGroupURL(cat)}, s.forumTable(c, d, cat)))
	}
	var h strings.Builder
	h.WriteString(s.ticker())
	fmt.Fprintf(&h, `<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td class="category" colspan="2"><font color="%s"><strong>You Are Not Registered Or Not Logged In</strong></font></td>
</tr>
<tr bgcolor="%s" class="tablerow">
<td><font size="1">If you are not registered or logged in, you may still be able to view forums and topics, but you will not have access to your user control panel or settings</font></td>
<td align="right" width="25%%">
<form method="post" action="misc.php?action=login">
<input type="hidden" name="token" value="" />
<input type="hidden" name="hide" value="2" />
<table border="0" cellpadding="0" cellspacing="0">
<tr>
<td nowrap="nowrap">
<input type="text" name="username" size="7" accesskey="u" />
<input type="password" name="password" size="7" accesskey="p" />
<input type="submit" class="submit" name="loginsubmit" value="Login" />
</td>
</tr>
</table>
</form>
</td>
</tr>
</table>
</td>
</tr>
</table>
<br />
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmAltBg2)
	h.WriteString(s.forumTable(c, d, nil))
	h.WriteString(s.whosOnline(c, d))
	h.WriteString(s.statsBar(c, d))
	return c.Page(s.entryInfo(c), s.frame(c, xmPage{canonical: "./"}, h.String()))
}

// ticker is index_ticker: the news ticker, its items in JavaScript.
func (s xmSkin) ticker() string {
	return fmt.Sprintf(`<script type="text/javascript" language="JavaScript" src="./js/ticker.js"></script>
<script type="text/javascript" language="JavaScript">
<!--//--><![CDATA[//><!--
var stopticker = "Pause";
var startticker = "Resume";
var delay = 4000;
var node = '';
var current = 0;
var running = false;
var contents = new Array();
	contents[0]='<strong>Welcome to the %s!</strong>';
	contents[1]='Please read the FAQ before posting, and keep each topic to one project.';
setTickerEvent();
//--><!]]>
</script>
<table border="0" cellpadding="0" cellspacing="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="0" cellpadding="0" width="100%%">
<tr>
<td class="tablerow" colspan="2" width="100%%">
<table cellspacing="%s" cellpadding="%s" border="0" width="100%%" align="center">
<tr>
<td class="category"><strong><font color="%s">News &amp; Updates [<a id="tickertoggle" href="javascript:tickertoggle();">&nbsp;</a>]</font></strong></td>
</tr>
<tr>
<td bgcolor="%s" class="mediumtxt" style="height: 30px;"><div align="center" id="tickerdiv"></div></td>
</tr>
</table>
</td>
</tr>
</table>
</td>
</tr>
</table>
<br />
`, xmSite, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmAltBg2)
}

// forumTable is the index's forum list: each group a category row over its
// forums (the column header once, at the top: indexshowbar 2), or one group.
func (s xmSkin) forumTable(c *Ctx, d *xmTables, only *Category) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%" align="center">
<tr class="header" align="center">
<td width="4%%">&nbsp;</td>
<td width="54%%">Forum:</td>
<td width="6%%">Topics:</td>
<td width="6%%">Posts:</td>
<td width="19%%">Last Post:</td>
</tr>
`, xmWidth, xmBorder, xmSpacing, xmPadding)
	for _, cat := range c.W.Categories {
		if only != nil && cat != only {
			continue
		}
		fmt.Fprintf(&h, `<tr>
<td colspan="5" class="category"><a href="%s"><font color="%s"><strong>%s</strong></font></a></td>
</tr>
`, Esc(xmGroupURL(cat)), xmCatText, Esc(cat.Name))
		for _, b := range cat.Boards {
			h.WriteString(s.forumRow(c, d, b, "index_forum"))
		}
	}
	h.WriteString("</table>\n</td>\n</tr>\n</table>\n")
	return h.String()
}

// lastpostCell is index_forum_lastpost, or forumdisplay_subforum_lastpost for
// a sub-forum list: a forum's last post, and the shortcut to it.
func (s xmSkin) lastpostCell(b *Board, sub bool) string {
	p := b.Latest()
	if p == nil {
		return fmt.Sprintf(`<table cellpadding="0" cellspacing="0" border="0" width="100%%">
<tr align="right">
<td bgcolor="%s" class="tablerow" nowrap="nowrap"><font class="smalltxt">Never</font></td>
</tr>
</table>`, xmAltBg1)
	}
	when := fmt.Sprintf("%s at %s<br />by %s", p.Time.Format(xmDate), p.Time.Format(xmTime), Esc(p.Author.Name))
	if sub {
		return fmt.Sprintf(`<table cellpadding="0" cellspacing="0" border="0" width="100%%">
<tr align="right">
<td bgcolor="%s" class="rghttablerow" nowrap="nowrap"><font class="smalltxt">%s</font></td>
<td bgcolor="%s" class="rghttablerow" nowrap="nowrap">&nbsp;<a href="viewthread.php?goto=lastpost&amp;fid=%d" title="Go to last post"><img src="%s/lastpost.gif" border="0" alt="Go to last post" /></a></td>
</tr>
</table>`, xmAltBg1, when, xmAltBg1, nodeID(b), xmImg)
	}
	return fmt.Sprintf(`<table cellpadding="0" cellspacing="0" border="0" width="100%%">
<tr class="rghttablerow">
<td bgcolor="%s" nowrap="nowrap"><font class="smalltxt">%s</font></td>
<td bgcolor="%s" nowrap="nowrap">&nbsp;<a href="./viewthread.php?goto=lastpost&amp;fid=%d" title="Go to last post"><img src="%s/lastpost.gif" border="0" alt="Go to last post" /></a></td>
</tr>
</table>`, xmAltBg1, when, xmAltBg1, nodeID(b), xmImg)
}

// forumRow is index_forum (or forumdisplay_subforum for a sub-forum list): a
// forum, its description, its sub-forums, its counts and last post.
func (s xmSkin) forumRow(c *Ctx, d *xmTables, b *Board, tpl string) string {
	folder := fmt.Sprintf(`<img src="%s/folder.gif" alt="Folder" border="0" />`, xmImg)
	if tpl == "sub" {
		return fmt.Sprintf(`<tr>
<td bgcolor="%s" class="ctrtablerow" align="center">%s</td>
<td bgcolor="%s" class="tablerow"><font class="mediumtxt"><a href="forumdisplay.php?fid=%d">%s</a></font>&nbsp;<font class="smalltxt"></font><br /><font class="smalltxt">%s</font></td>
<td bgcolor="%s" class="ctrtablerow"><font class="mediumtxt">%d</font></td>
<td bgcolor="%s" class="ctrtablerow"><font class="mediumtxt">%d</font></td>
<td bgcolor="%s" class="ctrtablerow">%s</td>
</tr>
`, xmAltBg1, folder, xmAltBg2, nodeID(b), Esc(b.Name), Esc(b.Description), xmAltBg1, b.AllThreads(), xmAltBg2, b.AllPosts(), xmAltBg1, s.lastpostCell(b, true))
	}
	subs := ""
	if len(b.Children) > 0 {
		var ls []string
		for _, sb := range b.Children {
			ls = append(ls, fmt.Sprintf(`<a href="forumdisplay.php?fid=%d">%s</a>`, nodeID(sb), Esc(sb.Name)))
		}
		subs = "<br /><strong>Sub-Forums:</strong> " + strings.Join(ls, ", ")
	}
	return fmt.Sprintf(`<tr>
<td bgcolor="%s" class="ctrtablerow" width="4%%">%s</td>
<td bgcolor="%s" class="tablerow" width="54%%"><font class="mediumtxt"><a href="./forumdisplay.php?fid=%d"><strong>%s</strong></a></font>&nbsp;<font class="smalltxt">&nbsp;</font><br /><font class="smalltxt">%s%s</font></td>
<td bgcolor="%s" class="ctrtablerow" width="6%%"><font class="mediumtxt">%d</font></td>
<td bgcolor="%s" class="ctrtablerow" width="6%%"><font class="mediumtxt">%d</font></td>
<td bgcolor="%s" class="rghttablerow" width="19%%">%s</td>
</tr>
`, xmAltBg1, folder, xmAltBg2, nodeID(b), Esc(b.Name), Esc(b.Description), subs, xmAltBg1, b.AllThreads(), xmAltBg2, b.AllPosts(), xmAltBg1, s.lastpostCell(b, false))
}

// Members' presence, made up per member: who is online now, who visited today.

func xmOnline(u *User) bool { return Hash("xmonline", u.ID)%9 == 0 }

func xmLastVisit(w *World, d *xmTables, u *User) time.Time {
	switch {
	case xmOnline(u):
		return w.Now.Add(-time.Duration(Hash("xmvisit", u.ID)%9) * time.Minute)
	case Hash("xmtoday", u.ID)%4 == 0:
		return w.Now.Add(-time.Duration(30+Hash("xmvisit", u.ID)%(23*60)) * time.Minute)
	}
	at := u.Joined
	if ps := d.byUser[u]; len(ps) > 0 {
		at = ps[0].Time
	}
	at = at.Add(time.Duration(Hash("xmvisit", u.ID)%72) * time.Hour)
	if limit := w.Now.Add(-25 * time.Hour); at.After(limit) {
		at = limit
	}
	return at
}

func xmGuests(w *World) int { return 3 + int(Hash("xmguests", int(w.Seed))%5) }

// xmStatus is a member's status: the first registered is the Super Administrator.
func xmStatus(u *User) string {
	switch u.ID {
	case 1:
		return "Super Administrator"
	case 2:
		return "Moderator"
	}
	return "Member"
}

// xmRank is a member's rank title and stars, from XMB's default ranks.
func xmRank(u *User) (string, int) {
	switch xmStatus(u) {
	case "Super Administrator":
		return "Super Administrator", 9
	case "Moderator":
		return "Moderator", 6
	}
	switch {
	case u.Posts >= 1000:
		return "Posting Freak", 5
	case u.Posts >= 500:
		return "Senior Member", 4
	case u.Posts >= 100:
		return "Member", 3
	case u.Posts >= 2:
		return "Junior Member", 2
	}
	return "Newbie", 1
}

// xmLocation is a member's location, which about a third have filled in.
func xmLocation(u *User) string {
	if Hash("xmloc", u.ID)%3 != 0 {
		return ""
	}
	return pick([]string{"Duluth", "Bristol", "Lake Geneva", "Ottawa", "Hobart", "Cork", "Portland", "Leeds", "Tacoma", "Aarhus"}, "xmloc", u.ID)
}

func xmStatusLink(u *User) string {
	return fmt.Sprintf(`<a href="member.php?action=viewpro&amp;member=%s"><span class="status_%s">%s</span></a>`,
		Esc(xmRecode(u.Name)), strings.ReplaceAll(xmStatus(u), " ", "_"), Esc(u.Name))
}

// whosOnline is index_whosonline with index_whosonline_today.
func (s xmSkin) whosOnline(c *Ctx, d *xmTables) string {
	var online []*User
	for _, u := range c.W.Users {
		if xmOnline(u) {
			online = append(online, u)
		}
	}
	slices.SortFunc(online, func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
	var tally []string
	for _, u := range online {
		tally = append(tally, xmStatusLink(u))
	}
	today := s.visitedToday(c, d)
	slices.SortStableFunc(today, func(a, b *User) int { return xmLastVisit(c.W, d, b).Compare(xmLastVisit(c.W, d, a)) })
	var todays []string
	for i, u := range today {
		if i > xmTodayMax {
			break
		}
		todays = append(todays, xmStatusLink(u))
	}
	return fmt.Sprintf(`<br />
<table border="0" cellpadding="0" cellspacing="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="0" cellpadding="0" width="100%%">
<tr>
<td class="tablerow" colspan="2" width="100%%">
<table cellspacing="%s" cellpadding="%s" border="0" width="100%%" align="center">
<tr>
<td colspan="2" class="category">
<a href="misc.php?action=online"><strong><font color="%s">Who's Online</font></strong></a><font color="%s"> - <span class='smalltxt'><strong>%d</strong> Guests, <strong>%d</strong> Members and <strong>0</strong> Invisible Members are browsing the %s</span></font>
</td>
</tr>
<tr>
<td bgcolor="%s" colspan="2" class="mediumtxt">
Key: <strong><u><em>Super Administrator</em></u></strong> - <strong><u>Administrators</u></strong> - <em><strong>Super Moderators</strong></em> - <strong>Moderators</strong> - All Registered Members
</td>
</tr>
<tr>
<td bgcolor="%s" align="center" width="4%%">
<img src="%s/online.gif" alt="Who's Online" border="0" />
</td>
<td bgcolor="%s" class="mediumtxt">
%s&nbsp;
</td>
</tr>
<tr>
<td colspan="2" class="category">
<a href="misc.php?action=onlinetoday"><strong><font color="%s">[+] Last %d Members Who Have Visited Today (if applicable)</font></strong></a>
</td>
</tr>
<tr>
<td bgcolor="%s" colspan="2" class="mediumtxt">
%s&nbsp;
</td>
</tr>
<tr>
<td bgcolor="%s" colspan="2" class="mediumtxt">%d members have visited the site today</td>
</tr>
</table>
</td>
</tr>
</table>
</td>
</tr>
</table>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmCatText, xmGuests(c.W), len(online), xmSite, xmAltBg1, xmAltBg1, xmImg, xmAltBg2,
		strings.Join(tally, ", "), xmCatText, xmTodayMax, xmAltBg2, strings.Join(todays, ", "), xmAltBg1, len(today))
}

func (s xmSkin) visitedToday(c *Ctx, d *xmTables) []*User {
	var out []*User
	cut := c.W.Now.Add(-24 * time.Hour)
	for _, u := range c.W.Users {
		if !xmLastVisit(c.W, d, u).Before(cut) {
			out = append(out, u)
		}
	}
	return out
}

// xmNewest is the member who registered last.
func xmNewest(w *World) *User {
	return slices.MaxFunc(w.Users, func(a, b *User) int { return a.Joined.Compare(b.Joined) })
}

// statsBar is index_stats.
func (s xmSkin) statsBar(c *Ctx, d *xmTables) string {
	u := xmNewest(c.W)
	return fmt.Sprintf(`<br />
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td align="left" class="category"><font color="%s"><strong>Stats:</strong></font></td>
<td align="left" class="category"><font color="%s"><strong>Key: </strong></font></td>
</tr>
<tr class="tablerow" bgcolor="%s">
<td width="50%%" align="left" valign="top"><strong>%d</strong> topics / <strong>%d</strong> posts / <strong>%d</strong> members<br />Please welcome our newest member <a href="member.php?action=viewpro&amp;member=%s"><strong>%s</strong></a>.</td>
<td width="50%%" align="left" valign="top"><img src="%s/red_folder.gif" alt="Red Folder" /> = New posts in this forum since last active<br /><img src="%s/folder.gif" alt="Normal Folder" /> = No new posts in this forum since last active</td>
</tr>
</table>
</td>
</tr>
</table>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmCatText, xmAltBg2, len(c.W.Threads), len(c.W.Posts), len(c.W.Users),
		Esc(xmRecode(u.Name)), Esc(u.Name), xmImg, xmImg)
}

// forumdisplay answers forumdisplay.php: a forum's threads, 30 a page, its sub-forums above.
func (s xmSkin) forumdisplay(c *Ctx, d *xmTables, depth int) Response {
	b := d.forums[xmGetInt(c, "fid")]
	if b == nil {
		return s.errorPage(c, http.StatusNotFound, nil, xmNoForum)
	}
	per := c.W.Shape.ThreadsPerPage
	page, r := s.multipage(c, b.Pages(per), depth)
	if r != nil {
		return *r
	}
	fid := nodeID(b)
	var h strings.Builder
	if len(b.Children) > 0 {
		fmt.Fprintf(&h, `<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s"><table border="0" cellspacing="%s" cellpadding="%s" width="100%%" align="center">
<tr class="header">
<td width="4%%">&nbsp;</td>
<td width="58%%">Forum:</td>
<td width="6%%" align="center">Topics:</td>
<td width="6%%" align="center">Posts:</td>
<td width="19%%">Last Post:</td>
</tr>
`, xmWidth, xmBorder, xmSpacing, xmPadding)
		for _, sb := range b.Children {
			h.WriteString(s.forumRow(c, d, sb, "sub"))
		}
		h.WriteString("</table>\n</td>\n</tr>\n</table>\n<br />\n")
	}
	mp := ""
	if m := xmMulti(page, b.Pages(per), fmt.Sprintf("forumdisplay.php?fid=%d", fid), true); m != "" {
		mp = fmt.Sprintf("<tr class=\"tablerow\" bgcolor=\"%s\">\n<td colspan=\"7\" class=\"multi\">&nbsp;%s</td>\n</tr>\n", xmAltBg2, m)
	}
	fmt.Fprintf(&h, `<table width="%s" cellspacing="0" cellpadding="0" align="center">
<tr>
<td class="post" align="right">&nbsp;</td>
</tr>
</table>
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center" bgcolor="%s">
<tr>
<td>
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
%s<tr class="header" align="center">
<td width="4%%">&nbsp;</td>
<td width="4%%">Icon:</td>
<td width="47%%">Subject:</td>
<td width="14%%">Author:</td>
<td width="6%%">Replies:</td>
<td width="6%%">Views:</td>
<td width="19%%">Last Post:</td>
</tr>
`, xmWidth, xmWidth, xmBorder, xmSpacing, xmPadding, mp)
	for _, t := range Page(b.Threads, page, per) {
		h.WriteString(s.threadRow(d, t))
	}
	fmt.Fprintf(&h, `<tr>
<td colspan="10" class="ctrtablerow" bgcolor="%s">
<form method="post" action="forumdisplay.php?fid=%d">
<input type="hidden" name="token" value="" />
Show topics from
&nbsp;&nbsp;
<select name="cusdate">
<option value="86400" >last day</option>
<option value="432000" >last 5 days</option>
<option value="1296000" >last 15 days</option>
<option value="2592000" >last 30 days</option>
<option value="5184000" >last 60 days</option>
<option value="8640000" >last 100 days</option>
<option value="31536000" >last year</option>
<option value="0" selected="selected">the beginning</option>
</select>
&nbsp;&nbsp;
 and sort them by
&nbsp;&nbsp;
<select name="ascdesc">
<option value="ASC">Ascending</option>
<option value="DESC" selected="selected">Descending</option>
</select>
&nbsp;&nbsp;<input type="submit" class="submit" value="Display Results" />
</form>
</td>
</tr>
%s</table>
</td>
</tr>
</table>
<table width="%s" cellspacing="%s" cellpadding="%s" align="center" style="margin-top: 3px">
<tr>
<td class="post" align="right">&nbsp;</td>
</tr>
</table>
<br />
<table width="%s" cellspacing="%s" cellpadding="%s" align="center"><tr>
<td class="tablerow"><img src="%s/red_folder.gif" alt="Red Folder" />&nbsp;An open topic with new posts (&nbsp;
<img src="%s/hot_red_folder.gif" alt="Hot Red Folder" />&nbsp;more than %d replies&nbsp;)<br />
<img src="./images/pixel.gif" width="1" height="4" alt="*" /><br/>
<img src="%s/folder.gif" alt="Folder" />&nbsp;An open topic (&nbsp;
<img src="%s/hot_folder.gif" alt="Hot Folder" />&nbsp;more than %d replies&nbsp;)<br />
<img src="./images/pixel.gif" width="1" height="4" alt="*" /><br/>
<img src="%s/lock_folder.gif" alt="Closed Topic" />&nbsp;A closed topic</td>
</tr>
</table>
`, xmAltBg2, fid, mp, xmWidth, xmSpacing, xmPadding, xmWidth, xmSpacing, xmPadding, xmImg, xmImg, xmHot, xmImg, xmImg, xmHot, xmImg)
	return c.Page(boardInfo(s, b, page), s.frame(c, xmPage{nav: navForum(b, false), canonical: s.BoardURL(b, page), fid: fid}, h.String()))
}

// threadRow is forumdisplay_thread (and today_row's cells): a thread of a list.
func (s xmSkin) threadRow(d *xmTables, t *Thread) string {
	folder := "folder.gif"
	if len(t.Posts)-1 >= xmHot {
		folder = "hot_folder.gif"
	}
	prefix := ""
	if t.Sticky {
		prefix = fmt.Sprintf(`<img src="%s/pin.gif" alt="This post is topped" border="0" /> `, xmImg)
	}
	last := t.LastPost()
	return fmt.Sprintf(`<tr>
<td bgcolor="%s" class="ctrtablerow"><img src="%s/%s" alt="Folder" border="0" /></td>
<td bgcolor="%s" class="ctrtablerow"></td>
<td bgcolor="%s" class="tablerow"><font class="mediumtxt">%s<a href="viewthread.php?tid=%d">%s</a>  </font></td>
<td bgcolor="%s" class="ctrtablerow"><a href="%s">%s</a></td>
<td bgcolor="%s" class="ctrtablerow"><font class="mediumtxt">%d</font></td>
<td bgcolor="%s" class="ctrtablerow"><font class="mediumtxt">%d</font></td>
<td bgcolor="%s" class="rghttablerow">%s</td>
</tr>
`, xmAltBg2, xmImg, folder, xmAltBg1, xmAltBg2, prefix, d.tid[t], Esc(clip(t.Title, 125)), xmAltBg1, Esc(xmProfile(t.Author)), Esc(t.Author.Name),
		xmAltBg2, len(t.Posts)-1, xmAltBg1, t.Views, xmAltBg2, s.threadLastpost(d, t, last))
}

// threadLastpost is forumdisplay_thread_lastpost.
func (s xmSkin) threadLastpost(d *xmTables, t *Thread, last *Post) string {
	return fmt.Sprintf(`<table cellpadding="0" cellspacing="0" border="0" width="100%%">
<tr align="right">
<td bgcolor="%s" class="rghttablerow" nowrap="nowrap"><font class="smalltxt">%s at %s<br />by %s</font></td>
<td bgcolor="%s" class="rghttablerow" nowrap="nowrap">&nbsp;<a href="%s" title="Go to last post"><img src="%s/lastpost.gif" border="0" alt="Go to last post" /></a></td>
</tr>
</table>`, xmAltBg2, last.Time.Format(xmDate), last.Time.Format(xmTime), Esc(last.Author.Name), xmAltBg2, Esc(d.lastpostTid(t)), xmImg)
}

// viewthread answers viewthread.php: the goto shortcuts, a thread page, the printable version.
func (s xmSkin) viewthread(c *Ctx, d *xmTables, depth int) Response {
	per := c.W.Shape.PostsPerPage
	// The goto shortcuts redirect before anything else is read.
	jump := func(p *Post) Response {
		loc := fmt.Sprintf("viewthread.php?tid=%d", d.tid[p.Thread])
		page := PageOf(p.Index, per)
		if page > 1 {
			loc += fmt.Sprintf("&page=%d", page)
		}
		return c.Redirect(loc+fmt.Sprintf("#pid%d", d.pid[p]), threadInfo(s, p.Thread, page))
	}
	switch xmGet(c, "goto") {
	case "lastpost":
		pid, tid, fid := xmGetInt(c, "pid"), xmGetInt(c, "tid"), xmGetInt(c, "fid")
		switch {
		case pid > 0:
			if p := d.post(pid); p != nil {
				return jump(p)
			}
		case tid > 0:
			if t := d.thread(tid); t != nil {
				return jump(t.LastPost())
			}
		case fid > 0:
			if p := xmForumLast(d, fid); p != nil {
				return jump(p)
			}
		}
		return s.errorPage(c, http.StatusNotFound, nil, xmNoThread)
	case "search":
		p := d.post(xmGetInt(c, "pid"))
		if p == nil || d.tid[p.Thread] != xmGetInt(c, "tid") {
			return s.errorPage(c, http.StatusNotFound, nil, xmNoThread)
		}
		return jump(p)
	}
	t := d.thread(xmGetInt(c, "tid"))
	if t == nil {
		return s.errorPage(c, http.StatusNotFound, nil, xmNoThread)
	}
	nav := append(navForum(t.Board, true), Esc(clip(t.Title, 125)))
	switch xmGet(c, "action") {
	case "":
		page, r := s.multipage(c, t.Pages(per), depth)
		if r != nil {
			return *r
		}
		return c.Page(threadInfo(s, t, page), s.frame(c, xmPage{nav: nav, canonical: s.ThreadURL(t, page), fid: nodeID(t.Board)}, s.thread(c, d, t, page)))
	case "printable":
		page, r := s.multipage(c, t.Pages(xmPrintPer), depth)
		if r != nil {
			return *r
		}
		return c.Page(Info{Type: TypeOther}, s.printable(c, d, t, page))
	}
	return s.errorPage(c, http.StatusNotFound, nav, xmNoAction)
}

// xmForumLast is goto=lastpost&fid: the newest post of the forum and of the
// forums whose fup it is (a forum's sub-forums, a group's forums).
func xmForumLast(d *xmTables, fid int) *Post {
	var best *Post
	consider := func(b *Board) {
		for _, t := range b.Threads {
			if p := t.LastPost(); best == nil || p.Time.After(best.Time) {
				best = p
			}
		}
	}
	if b := d.forums[fid]; b != nil {
		consider(b)
		for _, sb := range b.Children {
			consider(sb)
		}
	}
	if cat := d.groups[fid]; cat != nil {
		for _, b := range cat.Boards {
			consider(b)
		}
	}
	return best
}

// xmSubject is a post's own subject: the thread's for the first post; replies
// mostly leave it empty, as the quick reply does.
func xmSubject(p *Post) string {
	switch {
	case p.Index == 0:
		return p.Thread.Title
	case Hash("xmsubj", p.ID)%8 == 0:
		return "Re: " + p.Thread.Title
	}
	return ""
}

// xmHomepage is a member's homepage, which about a fifth have given.
func xmHomepage(u *User) string {
	if Hash("xmsite", u.ID)%5 != 0 {
		return ""
	}
	return "http://www." + strings.ToLower(strings.NewReplacer(".", "", "_", "", "-", "").Replace(u.Name)) + ".example.net"
}

// thread is viewthread with its viewthread_post rows.
func (s xmSkin) thread(c *Ctx, d *xmTables, t *Thread, page int) string {
	per := c.W.Shape.PostsPerPage
	tid := d.tid[t]
	mp := ""
	if m := xmMulti(page, t.Pages(per), fmt.Sprintf("viewthread.php?tid=%d", tid), true); m != "" {
		mp = fmt.Sprintf("<tr class=\"tablerow\" bgcolor=\"%s\">\n<td colspan=\"2\" class=\"multi\">&nbsp;%s</td>\n</tr>\n", xmAltBg1, m)
	}
	printable := fmt.Sprintf("viewthread.php?action=printable&amp;tid=%d", tid)
	if pp := (page-1)*per/xmPrintPer + 1; pp > 1 {
		printable += fmt.Sprintf("&amp;page=%d", pp)
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<table width="%s" cellspacing="%s" cellpadding="%s" align="center">
<tr>
<td class="smalltxt"><a href="%s" rel="alternate">Printable Version</a></td>
<td class="post" align="right" valign="bottom">&nbsp;</td>
</tr>
</table>
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
%s<tr class="header">
<td width="18%%">Author: </td>
<td>Subject: %s</td>
</tr>
`, xmWidth, xmSpacing, xmPadding, printable, xmWidth, xmBorder, xmSpacing, xmPadding, mp, Esc(clip(t.Title, 125)))
	bg := xmAltBg2
	for _, p := range Page(t.Posts, page, per) {
		h.WriteString(s.postRow(c, d, p, bg))
		if bg == xmAltBg2 {
			bg = xmAltBg1
		} else {
			bg = xmAltBg2
		}
	}
	fmt.Fprintf(&h, `%s</table>
</td>
</tr>
</table>
<table width="%s" cellspacing="%s" cellpadding="%s" align="center">
<tr>
<td class="post" align="right" style="padding-top: 3px"></td>
</tr>
<tr>
<td colspan="2"></td>
</tr>
</table>
`, mp, xmWidth, xmSpacing, xmPadding)
	return h.String()
}

// postRow is viewthread_post as a guest sees it: no edit, quote, report or U2U buttons.
func (s xmSkin) postRow(c *Ctx, d *xmTables, p *Post, bg string) string {
	u := p.Author
	title, stars := xmRank(u)
	online := "Member Is Offline"
	if xmOnline(u) {
		online = "Member Is <strong>Online</strong>"
	}
	location := ""
	if l := xmLocation(u); l != "" {
		location = "<br />Location: " + Esc(l)
	}
	subject := xmSubject(p)
	link := subject
	if subject == "" {
		link = p.Thread.Title
	} else {
		subject = Esc(subject) + "<br />"
	}
	message := strings.Join(escAll(p.Body), "<br />\n<br />\n")
	if sig := signature(u); sig != "" {
		message += "</font>\n<br />\n<br />\n<br />\n<br />\n<div class=\"sig\">" + Esc(sig) + "</div>"
	} else {
		message += "</font>"
	}
	site := ""
	if hp := xmHomepage(u); hp != "" {
		site = fmt.Sprintf(`<a href="%s" onclick="window.open(this.href); return false;" title="Visit user's homepage"><img src="%s/site.gif" border="0" alt="Visit user's homepage" /></a>`, Esc(hp), xmImg)
	}
	name := Esc(xmRecode(u.Name))
	return fmt.Sprintf(`<tr bgcolor="%s">
<td rowspan="3" valign="top" class="tablerow" style="width: 18%%;">
<font class="mediumtxt"><strong><a href="./member.php?action=viewpro&amp;member=%s">%s</a></strong></font>
<br />
<div class="smalltxt"><a name="pid%d"></a>
%s<br />
%s<br />
<br />
<div align="center">

</div>
<hr />
<div align="center">

</div>
<br />
<br />
Posts: %d
<br />
Registered: %s
%s
<br />
%s
<br />
<br />

</div>
<br />
</td>
<td valign="top" class="tablerow" style="height: 30px; width: 82%%;">
<table border="0" cellspacing="0" cellpadding="0" width="100%%">
<tr>
<td class="smalltxt" valign="top"><img src="%s/default_icon.gif" alt="[*]" border="0" /> <a href="%s" title="%s" rel="nofollow">posted on %s at %s</a></td>
<td class="smalltxt" align="right" valign="top"></td>
</tr>
</table>
</td>
</tr>
<tr bgcolor="%s">
<td class="tablerow" valign="top" style="height: 80px; width: 82%%" >
<font class="subject">
<strong>%s</strong>
</font>
<br />
<br />
<font class="mediumtxt">%s</td>
</tr>
<tr bgcolor="%s">
<td class="tablerow" valign="bottom" style="height: 20px; width: 82%%;">
<table border="0" cellspacing="0" cellpadding="0" width="100%%">
<tr>
<td class="smalltxt">
<a href="member.php?action=viewpro&amp;member=%s" title="View user's profile"><img src="%s/profile.gif" border="0" alt="View user's profile" /></a>%s<a href="search.php?srchuname=%s&amp;searchsubmit=a&amp;f=all&amp;srchfrom=0" title="View All Posts By User"><img src="%s/find.gif" border="0" alt="View All Posts By User" /></a>
</td>
<td align="right"></td>
</tr>
</table>
</td>
</tr>
`, bg, name, Esc(u.Name), d.pid[p], Esc(title), strings.Repeat(fmt.Sprintf(`<img src="%s/star.gif" alt="*" border="0" />`, xmImg), stars),
		u.Posts, u.Joined.Format(xmDate), location, online, xmImg, Esc(d.permalink(p)), Esc(link), p.Time.Format(xmDate), p.Time.Format(xmTime),
		bg, subject, message, bg, name, xmImg, site, name, xmImg)
}

// printable is viewthread_printable: the posts without the board around them,
// its canonical the thread page holding its first post.
func (s xmSkin) printable(c *Ctx, d *xmTables, t *Thread, page int) string {
	tid := d.tid[t]
	start := (page - 1) * xmPrintPer
	normal := start/c.W.Shape.PostsPerPage + 1
	threadlink := fmt.Sprintf("viewthread.php?tid=%d", tid)
	if normal > 1 {
		threadlink += fmt.Sprintf("&amp;page=%d", normal)
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<!-- Powered by %s  -->
<!-- Build: %s -->
<!-- The XMB Group -->
<head>
%s
<link rel="canonical" href="%s" />
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title>%s  - Powered by %s</title>
<style type="text/css">
.mediumtxt {
font-size: 14px;
font-family: arial, verdana;
}

.16px {
font-size: 16px;
font-family: arial, verdana;
font-weight: bold;
}

.14px {
font-size: 14px;
font-family: arial, verdana;
font-weight: bold;
}

.13px {
font-size: 14px;
font-family: arial, verdana;
}
</style>
</head>
<body>
<a href="index.php"><img src="%s/logo.gif" alt="%s" border="0" /></a>
<br />
<br />
<span class="16px"><a href="%s" rev="alternate">%s</a></span>
`, xmVersion, xmBuild, s.base(c), threadlink, xmSite, xmVersion, xmImg, xmSite, threadlink, Esc(clip(t.Title, 125)))
	for _, p := range Page(t.Posts, page, xmPrintPer) {
		fmt.Fprintf(&h, "<hr /><span class=\"14px\">%s</span> - <span class=\"13px\">%s at %s</span><br /><br />\n<font class=\"mediumtxt\">%s</font>\n",
			Esc(p.Author.Name), p.Time.Format(xmDate), p.Time.Format(xmTime), strings.Join(escAll(p.Body), "<br />\n<br />\n"))
	}
	if m := xmMulti(page, t.Pages(xmPrintPer), fmt.Sprintf("viewthread.php?action=printable&amp;tid=%d", tid), true); m != "" {
		fmt.Fprintf(&h, "<hr />\n<span class=\"multi\">%s</span>\n", m)
	}
	h.WriteString("<hr />\n</body>\n</html>\n")
	return h.String()
}

// post answers post.php for a guest: forums let guests view only, so every
// posting form sends them to log in; unknown forums and threads are errors.
func (s xmSkin) post(c *Ctx, d *xmTables) Response {
	switch xmGet(c, "action") {
	case "newthread":
		if d.forums[xmGetInt(c, "fid")] == nil {
			return s.errorPage(c, http.StatusNotFound, nil, xmNoForum)
		}
	case "reply":
		if d.thread(xmGetInt(c, "tid")) == nil {
			return s.errorPage(c, http.StatusNotFound, nil, xmNoThread)
		}
	case "edit":
		if d.post(xmGetInt(c, "pid")) == nil {
			return s.errorPage(c, http.StatusNotFound, nil, xmNoThread)
		}
		return s.errorPage(c, http.StatusOK, nil, "Sorry, you are not allowed to edit or delete this post.")
	default:
		return s.errorPage(c, http.StatusNotFound, nil, xmNoAction)
	}
	return c.Redirect("misc.php?action=login", Info{Type: TypeOther})
}

// member answers member.php: profiles, registration and the COPPA step.
func (s xmSkin) member(c *Ctx, d *xmTables) Response {
	other := Info{Type: TypeOther}
	switch xmGet(c, "action") {
	case "viewpro":
		name := xmGet(c, "member")
		u := d.users[strings.ToLower(name)]
		if len(name) < 3 || len(name) > 32 || u == nil {
			return s.errorPage(c, http.StatusNotFound, []string{"View Profile"}, xmNoMember)
		}
		return c.Page(other, s.frame(c, xmPage{nav: []string{"View Profile"}}, s.profile(c, d, u)))
	case "coppa":
		// COPPA is off: the step goes straight on to registration.
		return c.Redirect("member.php?action=reg", other)
	case "reg":
		return c.Page(other, s.frame(c, xmPage{nav: []string{"Register"}}, s.register(c)))
	}
	return s.errorPage(c, http.StatusNotFound, nil, xmNoAction)
}

// profile is member_profile as guests see it.
func (s xmSkin) profile(c *Ctx, d *xmTables, u *User) string {
	title, stars := xmRank(u)
	days := c.W.Now.Sub(u.Joined).Hours() / 24
	ppd := float64(u.Posts)
	if days > 1 {
		ppd = float64(u.Posts) / days
	}
	percent := 0.0
	if n := len(c.W.Posts); n > 0 {
		percent = float64(u.Posts) * 100 / float64(n)
	}
	ps := d.byUser[u]
	topforum, lastpost := "No posts made yet.", "No posts made yet."
	if len(ps) > 0 {
		count := map[*Board]int{}
		var top *Board
		for _, p := range ps {
			count[p.Thread.Board]++
		}
		for _, b := range c.W.Boards {
			if count[b] > 0 && (top == nil || count[b] > count[top]) {
				top = b
			}
		}
		topforum = fmt.Sprintf("<a href='./forumdisplay.php?fid=%d'>%s</a> (%d Posts) [%s%% of total posts]", nodeID(top), Esc(top.Name), count[top],
			xmRound(float64(count[top])*100/float64(len(ps)), 1))
		p := ps[0]
		lastpost = fmt.Sprintf(`<a href="./viewthread.php?tid=%d&amp;goto=search&amp;pid=%d">%s</a> (%s at %s)`, d.tid[p.Thread], d.pid[p], Esc(p.Thread.Title),
			p.Time.Format(xmDate), p.Time.Format(xmTime))
	}
	last := xmLastVisit(c.W, d, u)
	site := xmHomepage(u)
	return fmt.Sprintf(`<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td colspan="2" class="category"><font color="%s"><strong>Profile for %s</strong></font></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Username</td>
<td bgcolor="%s">%s</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s">Registered:</td>
<td bgcolor="%s">%s (%s messages per day)</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s">Posts:</td>
<td bgcolor="%s">%d (%s%% of total posts)</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" valign="top">Avatar &amp; Member Status:<br /><a href="about:blank" onclick="window.open(this.href); return false;"></a></td>
<td bgcolor="%s">%s<br />%s<br /><br /></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" valign="top">Last active:</td>
<td bgcolor="%s">%s at %s</td>
</tr>
</table>
</td>
</tr>
</table>
<br />
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s"><table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td colspan="2" class="category"><font color="%s"><strong>Other Information</strong></font></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Site:</td>
<td bgcolor="%s"><a href="%s" onclick="window.open(this.href); return false;">%s</a></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s">Location:</td>
<td bgcolor="%s">%s</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s">Birthday:</td>
<td bgcolor="%s">None</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" valign="top">Bio:</td>
<td bgcolor="%s">%s</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" valign="top">Forum most active in:</td>
<td bgcolor="%s">%s</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" valign="top">Last Post:</td>
<td bgcolor="%s">%s</td>
</tr>
</table>
</td>
</tr>
</table>
<br />
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td colspan="2" class="category"><font color="%s"><strong>Other Options</strong></font></td>
</tr>
<tr>
<td bgcolor="%s" colspan="2" class="tablerow"><strong><a href="%s">Search</a> for all posts by this user</strong> </td>
</tr>
</table>
</td>
</tr>
</table>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, Esc(u.Name), xmAltBg1, xmAltBg2, Esc(u.Name),
		xmAltBg1, xmAltBg2, u.Joined.Format(xmDate), xmRound(ppd, 2),
		xmAltBg1, xmAltBg2, u.Posts, xmRound(percent, 2),
		xmAltBg1, xmAltBg2, Esc(title), strings.Repeat(fmt.Sprintf(`<img src="%s/star.gif" alt="*" border="0" />`, xmImg), stars),
		xmAltBg1, xmAltBg2, last.Format(xmDate), last.Format(xmTime),
		xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmAltBg1, xmAltBg2, Esc(site), Esc(site), xmAltBg1, xmAltBg2, Esc(xmLocation(u)),
		xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, Esc(u.Bio), xmAltBg1, xmAltBg2, topforum, xmAltBg1, xmAltBg2, lastpost,
		xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmAltBg1, Esc(xmUserSearch(u)))
}

// xmRound prints PHP's round(x, places).
func xmRound(x float64, places int) string {
	p := math.Pow(10, float64(places))
	return strconv.FormatFloat(math.Round(x*p)/p, 'f', -1, 64)
}

// register is member_reg with the captcha row: guests register in one form.
func (s xmSkin) register(c *Ctx) string {
	var days strings.Builder
	days.WriteString("<select name=\"day\">\n<option value=\"\">&nbsp;</option>\n")
	for n := 1; n <= 31; n++ {
		fmt.Fprintf(&days, "<option value=\"%d\">%d</option>\n", n, n)
	}
	days.WriteString("</select>")
	return fmt.Sprintf(`<form method="post" action="member.php?action=reg">
<input type="hidden" name="token" value="" />
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td colspan="2" class="category"><font color="%s"><strong>Register - Required:</strong></font></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Username</td>
<td bgcolor="%s"><input type="text" name="username" size="25" maxlength="25" /> Usernames may contain printable characters except []'&lt;&gt;\|&quot;,@</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s">Password:</td>
<td bgcolor="%s"><input type="password" name="password" size="25" /></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s">Retype Password:</td>
<td bgcolor="%s"><input type="password" name="password2" size="25" /></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">E-Mail</td>
<td bgcolor="%s"><input type="text" name="email" size="25" value="" /></td>
</tr>
<tr>
<td colspan="2" class="category"><font color="%s"><strong>Register - Options:</strong></font></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Theme:</td>
<td bgcolor="%s"><select name="thememem">
<option value="0">--Use Default--</option>
<option value="1">XMB Davis</option>
</select></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Birthday:</td>
<td bgcolor="%s">
<select name="month">
<option value="0">&nbsp;</option>
<option value="1">January</option>
<option value="2">February</option>
<option value="3">March</option>
<option value="4">April</option>
<option value="5">May</option>
<option value="6">June</option>
<option value="7">July</option>
<option value="8">August</option>
<option value="9">September</option>
<option value="10">October</option>
<option value="11">November</option>
<option value="12">December</option>
</select>
%s
<input type="text" name="year" size="4" />
</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Topics Per Page:</td>
<td bgcolor="%s"><input type="text" name="tpp" value="30" size="4" /></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Posts Per Page:</td>
<td bgcolor="%s"><input type="text" name="ppp" value="25" size="4" /></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Make e-mail address viewable by others?</td>
<td bgcolor="%s"><input type="checkbox" name="showemail" value="yes" /></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Date Format (mm/dd/yyyy, dd-mm-yy, etc):</td>
<td bgcolor="%s"><input type="text" name="dateformatnew" size="25" value="dd-mm-yyyy" /></td>
</tr>
<tr>
<td colspan="2" class="category"><font color="%s"><strong>Captcha Image Verification - Required:</strong></font></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s">Please enter the text contained within the image into the textbox below it. This process is used to prevent automated bots.</td>
<td bgcolor="%s">
 <img src="misc.php?action=captchaimage&amp;imagehash=%016x" alt="Captcha Image Verification" title="Captcha Image Verification" /><br /><br />
 <input type="text" name="imgcode" value="" /><input type="hidden" name="imghash" value="%016x" /><br />
</td>
</tr>
<tr class="ctrtablerow">
<td colspan="2" bgcolor="%s"><input type="submit" class="submit" name="regsubmit" value="Register" /></td>
</tr>
</table>
</td>
</tr>
</table>
</form>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2,
		xmCatText, xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, days.String(), xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2,
		xmCatText, xmAltBg1, xmAltBg2, Hash("xmcaptcha", c.RawQuery), Hash("xmcaptcha", c.RawQuery), xmAltBg2)
}

// misc answers misc.php: the member list, who's online, login and the rest.
func (s xmSkin) misc(c *Ctx, d *xmTables, depth int) Response {
	other := Info{Type: TypeOther}
	page := func(nav string, body string) Response {
		return c.Page(other, s.frame(c, xmPage{nav: []string{nav}}, body))
	}
	switch xmGet(c, "action") {
	case "login":
		return page("Login", s.loginForm())
	case "logout":
		// A guest has no session to end.
		return c.Page(other, s.message(c, []string{"Logout"}, "Not logged in"))
	case "lostpw":
		return page("Recover Lost Password", s.lostpw())
	case "list":
		return s.memberlist(c, d, depth)
	case "online":
		return page("Who's Online", s.online(c, d))
	case "onlinetoday":
		return page("Who's Online Today", s.onlineToday(c, d))
	case "search":
		// The old search moved to search.php: a 301 with the rest of the query.
		q := strings.Replace("?"+c.RawQuery, "?action=search&", "?", 1)
		if q == "?action=search" {
			q = ""
		} else if q == "?"+c.RawQuery {
			q = strings.Replace(q, "&action=search", "", 1)
		}
		return Response{Status: http.StatusMovedPermanently, Location: "search.php" + q, Info: other}
	case "smilies":
		return c.Page(other, s.popup(c, s.smilies()))
	case "captchaimage":
		return Response{Status: http.StatusOK, ContentType: "image/png", Body: "\x89PNG\r\n\x1a\n", Info: other}
	}
	return s.errorPage(c, http.StatusNotFound, nil, xmNoAction)
}

func (s xmSkin) loginForm() string {
	return fmt.Sprintf(`<form method="post" action="misc.php?action=login">
<input type="hidden" name="token" value="" />
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td class="category" colspan="2"><font color="%s"><strong>Login</strong></font></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Username</td>
<td bgcolor="%s"><input type="text" name="username" size="25" maxlength="25" />&nbsp;<span class="smalltxt"><a href="member.php?action=coppa">Need to register?</a></span></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s">Password:</td>
<td bgcolor="%s"><input type="password" name="password" size="25" />&nbsp;<span class="smalltxt"><a href="misc.php?action=lostpw">Forgot password?</a></span><br /></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s">Browse the board invisible</td>
<td bgcolor="%s"><input type="checkbox" name="hide" value="1" /></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s">Secure Login - increased security on public computers</td>
<td bgcolor="%s"><input type="checkbox" name="secure" value="yes" /></td>
</tr>
<tr class="ctrtablerow">
<td bgcolor="%s" colspan="2"><input type="submit" class="submit" name="loginsubmit" value="Login" /></td>
</tr>
</table>
</td>
</tr>
</table>
</form>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, xmAltBg2)
}

func (s xmSkin) lostpw() string {
	return fmt.Sprintf(`<form method="post" action="misc.php?action=lostpw">
<input type="hidden" name="token" value="" />
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td class="category" colspan="2"><font color="%s"><strong>Recover Lost Password</strong></font></td>
</tr>
<tr>
<td bgcolor="%s" class="tablerow" colspan="2">Please enter both your <strong>Username</strong> and your <strong>e-mail</strong>.</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Username</td>
<td bgcolor="%s"><input type="text" name="username" size="25" maxlength="25" /></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">E-Mail</td>
<td bgcolor="%s"><input type="text" name="email" size="25" /><br /></td>
</tr>
<tr class="ctrtablerow">
<td bgcolor="%s" colspan="2"><input type="submit" class="submit" name="lostpwsubmit" value="Submit" /></td>
</tr>
</table>
</td>
</tr>
</table>
</form>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmAltBg1, xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, xmAltBg2)
}

// memberlist is misc.php?action=list: members by registration date (or name,
// status, location, post count), 45 a page, with its sort links.
func (s xmSkin) memberlist(c *Ctx, d *xmTables, depth int) Response {
	order := xmGet(c, "order")
	desc := xmGet(c, "desc")
	if strings.ToLower(desc) != "desc" {
		desc = "asc"
	}
	cmp := func(a, b *User) int { return a.Joined.Compare(b.Joined) }
	statusRank := map[string]int{"Super Administrator": 1, "Administrator": 2, "Super Moderator": 3, "Moderator": 4, "Member": 5, "Banned": 6}
	switch order {
	case "username":
		cmp = func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) }
	case "postnum":
		cmp = func(a, b *User) int { return a.Posts - b.Posts }
	case "status":
		cmp = func(a, b *User) int { return statusRank[xmStatus(a)] - statusRank[xmStatus(b)] }
	case "location":
		cmp = func(a, b *User) int {
			return strings.Compare(strings.ToLower(xmLocation(a)), strings.ToLower(xmLocation(b)))
		}
	default:
		order = ""
	}
	us := slices.Clone(c.W.Users)
	slices.SortStableFunc(us, func(a, b *User) int {
		if desc != "asc" {
			return cmp(b, a)
		}
		return cmp(a, b)
	})
	// The query parts the list's links carry: desc first, then order.
	var ext []string
	if desc != "asc" {
		ext = append(ext, "desc="+desc)
	}
	if order != "" {
		ext = append(ext, "order="+order)
	}
	params, sflip := "", "&amp;desc=desc"
	if len(ext) > 0 {
		params = "&amp;" + strings.Join(ext, "&amp;")
		if ext[0] == "desc=desc" {
			ext, sflip = ext[1:], ""
		}
		if len(ext) > 0 && strings.HasPrefix(ext[0], "order=") {
			sflip += "&amp;" + ext[0]
			ext = ext[1:]
		}
	}
	rest := ""
	if len(ext) > 0 {
		rest = "&amp;" + strings.Join(ext, "&amp;")
	}
	last := pageCount(len(us), xmMembers)
	page, r := s.multipage(c, last, depth)
	if r != nil {
		return *r
	}
	mp := ""
	if m := xmMulti(page, last, "misc.php?action=list"+params, true); m != "" {
		mp = fmt.Sprintf("<tr class=\"tablerow\">\n<td bgcolor=\"%s\" colspan=\"7\" align=\"left\"  class=\"multi\">&nbsp;%s</td>\n</tr>\n", xmAltBg2, m)
	}
	var rows strings.Builder
	oldst := ""
	for _, u := range Page(us, page, xmMembers) {
		if order == "status" && xmStatus(u) != oldst {
			oldst = xmStatus(u)
			fmt.Fprintf(&rows, "<tr>\n<td colspan=\"7\" class=\"category\"><font color=\"%s\"><strong>&raquo;&nbsp;%s</strong></font></td>\n</tr>\n", xmCatText, oldst)
		}
		site := ""
		if hp := xmHomepage(u); hp != "" {
			site = fmt.Sprintf(`<a href="%s" onclick="window.open(this.href); return false;" title="Visit user's homepage"><img src="%s/site.gif" border="0" alt="Visit user's homepage" /></a>`, Esc(hp), xmImg)
		}
		fmt.Fprintf(&rows, `<tr>
<td bgcolor="%s" class="tablerow"><a href="member.php?action=viewpro&amp;member=%s">%s</a></td>
<td bgcolor="%s" class="ctrtablerow">%s</td>
<td bgcolor="%s" class="ctrtablerow"></td>
<td bgcolor="%s" class="ctrtablerow">%s</td>
<td bgcolor="%s" class="tablerow">%s</td>
<td bgcolor="%s" class="ctrtablerow">%s</td>
<td bgcolor="%s" class="ctrtablerow">%d</td>
</tr>
`, xmAltBg1, Esc(xmRecode(u.Name)), Esc(u.Name), xmAltBg2, xmStatus(u), xmAltBg1, xmAltBg2, site, xmAltBg1, Esc(xmLocation(u)), xmAltBg2, u.Joined.Format(xmDate), xmAltBg1, u.Posts)
	}
	ascdesc := "Descending"
	if desc == "desc" {
		ascdesc = "Ascending"
	}
	body := fmt.Sprintf(`<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td colspan="6" class="category"><font color="%s"><strong>Sort By:</strong></font></td>
</tr>
<tr class="ctrtablerow">
<td bgcolor="%s"><a href="misc.php?action=list&amp;order=username"><strong>Alphabetical</strong></a></td>
<td bgcolor="%s"><a href="misc.php?action=list&amp;order=status"><strong>Status</strong></a></td>
<td bgcolor="%s"><a href="misc.php?action=list&amp;order=location"><strong>Location</strong></a></td>
<td bgcolor="%s"><a href="misc.php?action=list"><strong>Registration Date</strong></a></td>
<td bgcolor="%s"><a href="misc.php?action=list&amp;order=postnum&amp;desc=desc"><strong>Post Number</strong></a></td>
<td bgcolor="%s" width="10%%"><a href="misc.php?action=list%s%s"><strong>%s</strong></a></td>
</tr>
</table>
</td>
</tr>
</table>
<br />
<form method="get" action="misc.php">
<input type="hidden" name="token" value="" />
<input type="hidden" name="action" value="list" />
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td colspan="7" class="category"><font color="%s"><strong>Member List</strong></font></td>
</tr>
%s<tr class="header" align="center">
<td width="20%%">Username</td>
<td width="16%%">Status</td>
<td width="10%%">E-Mail:</td>
<td width="10%%">Site:</td>
<td width="19%%">Location:</td>
<td width="19%%">Registered:</td>
<td width="5%%">Posts:</td>
</tr>
%s<tr class="ctrtablerow" bgcolor="%s">
<td align="center" colspan="7">Search for user:&nbsp;&nbsp;<input type="text" size="15" name="srchmem" value="" />&nbsp;&nbsp;<input type="submit" class="submit" value="Display Results" /></td>
</tr>
%s</table>
</td>
</tr>
</table>
</form>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmAltBg2, xmAltBg2, xmAltBg2, xmAltBg2, xmAltBg2, xmAltBg2, sflip, rest, ascdesc,
		xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, mp, rows.String(), xmAltBg2, mp)
	canonical := "misc.php?action=list"
	if page > 1 {
		canonical += fmt.Sprintf("&amp;page=%d", page)
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, xmPage{nav: []string{"Member List"}, canonical: canonical}, body))
}

// online is misc_online as guests see it: names and places, none linked.
func (s xmSkin) online(c *Ctx, d *xmTables) string {
	var rows strings.Builder
	var online []*User
	for _, u := range c.W.Users {
		if xmOnline(u) {
			online = append(online, u)
		}
	}
	slices.SortFunc(online, func(a, b *User) int { return strings.Compare(a.Name, b.Name) })
	place := func(key string, n int) string {
		b := c.W.Boards[int(Hash("xmwhere", key, n)%uint64(len(c.W.Boards)))]
		switch Hash("xmwhat", key, n) % 4 {
		case 0:
			return "Browsing the index"
		case 1:
			return "Viewing forum: " + Esc(b.Name)
		case 2:
			return "Reading thread: " + Esc(clip(b.Threads[0].Title, 80))
		}
		return "Viewing member list"
	}
	for _, u := range online {
		at := xmLastVisit(c.W, d, u)
		fmt.Fprintf(&rows, "<tr bgcolor=\"%s\" class=\"tablerow\">\n<td width=\"22%%\">%s</td>\n<td align=\"center\" width=\"28%%\">%s</td>\n<td>%s</td>\n</tr>\n",
			xmAltBg1, Esc(u.Name), at.Format(xmTime), place(u.Name, u.ID))
	}
	for i := range xmGuests(c.W) {
		at := c.W.Now.Add(-time.Duration(Hash("xmguestat", i)%10) * time.Minute)
		fmt.Fprintf(&rows, "<tr bgcolor=\"%s\" class=\"tablerow\">\n<td width=\"22%%\">Guest</td>\n<td align=\"center\" width=\"28%%\">%s</td>\n<td>%s</td>\n</tr>\n",
			xmAltBg1, at.Format(xmTime), place("guest", i))
	}
	return fmt.Sprintf(`<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td class="category" colspan="3">
<font color="%s"><strong>Who's Online</strong></font> <font color="%s"><strong>-</strong></font> <a href="javascript:history.go(0)"><strong><font color="%s">Refresh Page</font></strong></a>
</td>
</tr>
<tr class="header" align="center">
<td>Username</td>
<td>Time:</td>
<td>Location:</td>
</tr>
%s</table>
</td>
</tr>
</table>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmCatText, xmCatText, rows.String())
}

// onlineToday is misc_online_today: every member seen in the last 24 hours, by name.
func (s xmSkin) onlineToday(c *Ctx, d *xmTables) string {
	today := s.visitedToday(c, d)
	slices.SortFunc(today, func(a, b *User) int { return strings.Compare(a.Name, b.Name) })
	var ls []string
	for _, u := range today {
		ls = append(ls, xmStatusLink(u))
	}
	return fmt.Sprintf(`<table border="0" cellpadding="0" cellspacing="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="0" cellpadding="0" width="100%%" align="center">
<tr>
<td class="tablerow" colspan="2" width="100%%">
<table cellspacing="%s" cellpadding="%s" border="0" width="100%%" align="center">
<tr>
<td colspan="6" class="category"><strong><font color="%s">The following %d members have visited today...</font></strong></td>
</tr>
<tr>
<td bgcolor="%s" class="ctrtablerow" width="4%%"><img src="%s/online.gif" alt="Who's Online" /></td>
<td bgcolor="%s" colspan="5" class="mediumtxt">%s</td>
</tr>
</table>
</td>
</tr>
</table>
</td>
</tr>
</table>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, len(today), xmAltBg1, xmImg, xmAltBg2, strings.Join(ls, ", "))
}

// popup is popup_header and popup_footer around a body: U2U and smilies windows.
func (s xmSkin) popup(c *Ctx, body string) string {
	return fmt.Sprintf(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<META http-equiv="Content-Type" content="text/html; charset=UTF-8">
%s
<script language="JavaScript" type="text/javascript" src="./js/popup.js"></script>
<title>%s - Powered By XMB</title>
</head>
<body text="#000000">
<div align="center">
<br />
%s
</div>
</body>
</html>
`, xmCSS(), xmSite, body)
}

func (s xmSkin) smilies() string {
	var h strings.Builder
	h.WriteString("<div align=\"center\">\n<table border=\"0\">\n<div align=\"center\"><tr>")
	for i, sm := range [][2]string{{":)", "smile.gif"}, {":(", "sad.gif"}, {";)", "wink.gif"}, {":cool:", "cool.gif"}, {":mad:", "mad.gif"},
		{":blush:", "blush.gif"}, {":lol:", "lol.gif"}, {":yes:", "yes.gif"}, {":no:", "no.gif"}, {":thumbup:", "thumbup.gif"}} {
		if i > 0 && i%4 == 0 {
			h.WriteString("</tr><tr>")
		}
		fmt.Fprintf(&h, `<td valign="top"><a style="cursor:hand" onclick="javascript:icon('%s')"><img src="images/smilies/%s" border="0" alt="%s"/></a></td>`, sm[0], sm[1], sm[0])
	}
	h.WriteString("</tr></div>\n</table>\n</div>\n")
	return h.String()
}

// search answers search.php: the form, or the posts of a member or holding words, 25 a page.
func (s xmSkin) search(c *Ctx, d *xmTables) Response {
	other := Info{Type: TypeOther}
	nav := []string{"Search"}
	if !c.Query.Has("searchsubmit") && !c.Query.Has("page") {
		var opts strings.Builder
		fid := xmGetInt(c, "fid")
		opts.WriteString("<select name=\"f\">\n<option value=\"all\" selected=\"selected\">All Forums and Sub-Forums</option>\n")
		for _, cat := range c.W.Categories {
			fmt.Fprintf(&opts, "<option value=\"%d\" disabled=\"disabled\">%s</option>\n", catNodeID(cat), Esc(cat.Name))
			for _, b := range cat.Boards {
				for _, x := range append([]*Board{b}, b.Children...) {
					sel, pad := "", " &nbsp; &raquo; "
					if nodeID(x) == fid {
						sel = ` selected="selected"`
					}
					if x.Parent != nil {
						pad = "&nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &raquo; "
					}
					fmt.Fprintf(&opts, "<option value=\"%d\"%s>%s%s</option>\n", nodeID(x), sel, pad, Esc(x.Name))
				}
			}
		}
		opts.WriteString("</select>")
		body := fmt.Sprintf(`<form method="get" action="search.php">
<input type="hidden" name="token" value="" />
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td colspan="2" class="category"><font color="%s"><strong>Search</strong></font></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Search for:</td>
<td bgcolor="%s">
  <input type="text" name="srchtxt" size="30" maxlength="40" /><br />
  <input type="radio" name="srchfield" value="body" checked="checked" />Post body and subject.<br />
  <input type="radio" name="srchfield" value="subject" />Subject only.<br />
</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">by (username):</td>
<td bgcolor="%s"><input type="text" name="srchuname" size="30" maxlength="40" /></td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">in (forum):</td>
<td bgcolor="%s">%s</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">from:</td>
<td bgcolor="%s">
<select name="srchfrom">
<option value="86400">last day</option>
<option value="604800">a week</option>
<option value="2592000">a month</option>
<option value="7948800">3 months</option>
<option value="15897600">6 months</option>
<option value="31536000">last year</option>
<option value="0" selected="selected">the beginning</option>
</select>
</td>
</tr>
<tr class="tablerow">
<td bgcolor="%s" width="22%%">Show only one post per thread?</td>
<td bgcolor="%s"><input type="checkbox" name="filter_distinct" value="yes" checked="checked" /></td>
</tr>
<tr class="ctrtablerow">
<td bgcolor="%s" colspan="2"><input type="submit" class="submit" name="searchsubmit" value="Search" /></td>
</tr>
</table>
</td>
</tr>
</table>
</form>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, opts.String(),
			xmAltBg1, xmAltBg2, xmAltBg1, xmAltBg2, xmAltBg2)
		return c.Page(other, s.frame(c, xmPage{nav: nav, canonical: "search.php"}, body))
	}
	srchtxt, uname := xmGet(c, "srchtxt"), xmGet(c, "srchuname")
	if len(uname) < 3 && len(srchtxt) < 3 {
		return s.errorPage(c, http.StatusOK, nav, xmSearchMsg)
	}
	if len(uname) < 3 {
		uname = ""
	}
	page := max(1, xmGetInt(c, "page"))
	var words []string
	if srchtxt != "" {
		words = strings.Fields(strings.ToLower(srchtxt))
	}
	var ext []string
	for range words {
		if xmGet(c, "srchfield") == "body" {
			ext = append(ext, "srchfield=body")
		}
	}
	if srchtxt != "" {
		ext = append(ext, "srchtxt="+xmRecode(srchtxt))
	}
	if uname != "" {
		ext = append(ext, "srchuname="+xmRecode(uname))
	}
	since := time.Time{}
	if from := xmGetInt(c, "srchfrom"); from > 0 {
		since = c.W.Now.Add(-time.Duration(from) * time.Second)
		ext = append(ext, fmt.Sprintf("srchfrom=%d", from))
	}
	var found []*Post
	for i := len(d.byPid) - 1; i >= 0; i-- {
		p := d.byPid[i]
		if uname != "" && !strings.EqualFold(p.Author.Name, uname) || p.Time.Before(since) {
			continue
		}
		hay := strings.ToLower(xmSubject(p))
		if xmGet(c, "srchfield") == "body" {
			hay += " " + strings.ToLower(strings.Join(p.Body, " "))
		}
		ok := true
		for _, w := range words {
			ok = ok && strings.Contains(hay, w)
		}
		if ok {
			found = append(found, p)
		}
	}
	per := c.W.Shape.PostsPerPage
	shown := Page(found, page, per)
	distinct := xmGet(c, "filter_distinct")
	seen := map[*Thread]bool{}
	var rows strings.Builder
	for _, p := range shown {
		if distinct == "yes" && seen[p.Thread] {
			continue
		}
		seen[p.Thread] = true
		subject := xmSubject(p)
		if subject == "" {
			subject = p.Thread.Title
		}
		fmt.Fprintf(&rows, `<tr class="tablerow">
<td bgcolor="%s"><strong><a href="viewthread.php?tid=%d&amp;goto=search&amp;pid=%d">%s</a></strong><br /> %s ...</td>
<td bgcolor="%s">%s at %s<br />by: %s</td>
</tr>
`, xmAltBg1, d.tid[p.Thread], d.pid[p], Esc(subject), Esc(clip(strings.Join(p.Body, " "), 200)), xmAltBg1, p.Time.Format(xmDate), p.Time.Format(xmTime), Esc(p.Author.Name))
	}
	if len(shown) == 0 {
		fmt.Fprintf(&rows, "<tr class=\"tablerow\">\n<td bgcolor=\"%s\" colspan=\"3\"><span class=\"mediumtxt\">No matches were found</span></td>\n</tr>\n", xmAltBg2)
	}
	next := ""
	if len(found) > page*per {
		// The next page's link, its query parts joined with raw ampersands as search.php does.
		next = fmt.Sprintf("<tr class=\"mediumtxt\" bgcolor=\"%s\">\n<td colspan=\"3\" align=\"right\"><a href=\"search.php?page=%d&amp;%s&amp;filter_distinct=%s&amp;searchsubmit=a\">[Next Page]</a></td>\n</tr>\n",
			xmAltBg1, page+1, Esc(strings.Join(ext, "&")), Esc(distinct))
	}
	body := fmt.Sprintf(`<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td class="category" colspan="3"><font color="%s"><strong>Search</strong></font></td>
</tr>
%s%s%s</table>
</td>
</tr>
</table>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, next, rows.String(), next)
	return c.Page(other, s.frame(c, xmPage{nav: nav}, body))
}

// today answers today.php: threads with a post in the last daysold days, 30 a page.
func (s xmSkin) today(c *Ctx, d *xmTables, depth int) Response {
	other := Info{Type: TypeOther}
	nav := []string{"Today's Posts"}
	days := max(1, xmGetInt(c, "daysold"))
	cut := c.W.Now.Add(-time.Duration(days) * 24 * time.Hour)
	var ts []*Thread
	for _, t := range c.W.ThreadsByActivity() {
		if t.LastPost().Time.After(cut) {
			ts = append(ts, t)
		}
	}
	per := c.W.Shape.ThreadsPerPage
	var rows strings.Builder
	mp := ""
	if len(ts) == 0 {
		msg := "No posts have been made in the last 24 hours"
		if days > 1 {
			msg = "No posts have been made in the specified time period"
		}
		fmt.Fprintf(&rows, "<tr class=\"ctrtablerow\">\n<td bgcolor=\"%s\" colspan=\"8\">%s</td>\n</tr>\n", xmAltBg1, msg)
	} else {
		base := "today.php"
		if days > 1 {
			base = fmt.Sprintf("today.php?daysold=%d", days)
		}
		last := pageCount(len(ts), per)
		page, r := s.multipage(c, last, depth)
		if r != nil {
			return *r
		}
		if m := xmMulti(page, last, base, true); m != "" {
			mp = fmt.Sprintf("<tr class=\"tablerow\">\n<td colspan=\"8\" bgcolor=\"%s\">&nbsp;%s</td>\n</tr>\n", xmAltBg2, m)
		}
		for _, t := range Page(ts, page, per) {
			folder := "folder.gif"
			if len(t.Posts)-1 >= xmHot {
				folder = "hot_folder.gif"
			}
			last := t.LastPost()
			fmt.Fprintf(&rows, `<tr class="tablerow">
<td width="4%%" bgcolor="%s" align="center"><img src="%s/%s" alt="Folder" border="0" /></td>
<td width="4%%" bgcolor="%s" align="center"></td>
<td width="43%%" bgcolor="%s"><font class="12px"> <a href="viewthread.php?tid=%d">%s</a> </font></td>
<td width="14%%" bgcolor="%s" align="center"><a href="%s">%s</a></td>
<td width="14%%" bgcolor="%s" align="center"><font class="11px"><a href="forumdisplay.php?fid=%d">%s</a></font></td>
<td width="5%%" bgcolor="%s" align="center"><font class="11px">%d</font></td>
<td width="5%%" bgcolor="%s" align="center"><font class="11px">%d</font></td>
<td width="23%%" bgcolor="%s">
<table cellpadding="0" cellspacing="0" border="0" width="100%%">
<tr class="tablerow" align="right">
<td bgcolor="%s" nowrap="nowrap"><font size="1" face="verdana">%s at %s<br />by %s</font></td>
<td bgcolor="%s" nowrap="nowrap">&nbsp;<a href="%s" title="Go to last post"><img src="%s/lastpost.gif" border="0" alt="Go to last post" /></a></td>
</tr>
</table>
</td>
</tr>
`, xmAltBg1, xmImg, folder, xmAltBg2, xmAltBg1, d.tid[t], Esc(t.Title), xmAltBg2, Esc(xmProfile(t.Author)), Esc(t.Author.Name), xmAltBg1, nodeID(t.Board), Esc(t.Board.Name),
				xmAltBg2, len(t.Posts)-1, xmAltBg1, t.Views, xmAltBg2, xmAltBg2, last.Time.Format(xmDate), last.Time.Format(xmTime), Esc(last.Author.Name), xmAltBg2, Esc(d.lastpostTid(t)), xmImg)
		}
	}
	body := fmt.Sprintf(`<form method="post" action="today.php">
<input type="hidden" name="token" value="" />
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td colspan="8" class="category"><font color="%s"><strong>Today's Posts</strong></font></td>
</tr>
%s<tr class="header" align="center">
<td width="4%%">&nbsp;</td>
<td width="4%%">Icon:</td>
<td width="43%%">Subject:</td>
<td width="14%%">Author:</td>
<td width="14%%">Forum:</td>
<td width="5%%">Replies:</td>
<td width="5%%">Views:</td>
<td width="23%%">Last Post:</td>
</tr>
%s<tr class="ctrtablerow" bgcolor="%s">
<td colspan="8">Show thread activity from the past&nbsp;&nbsp;<input type="text" name="daysold" size="3" value="%d" />&nbsp;&nbsp;days&nbsp;&nbsp;<input class="submit" type="submit" name="searchsubmit" value="Go!" /></td>
</tr>
%s</table>
</td>
</tr>
</table>
</form>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, mp, rows.String(), xmAltBg2, days, mp)
	return c.Page(other, s.frame(c, xmPage{nav: nav}, body))
}

// stats is feature_statistics.
func (s xmSkin) stats(c *Ctx, d *xmTables) string {
	w := c.W
	links := func(ts []*Thread, note func(*Thread) string) string {
		var ls []string
		for _, t := range ts[:min(5, len(ts))] {
			ls = append(ls, fmt.Sprintf(`<a href="viewthread.php?tid=%d">%s</a> (%s)`, d.tid[t], Esc(clip(t.Title, 125)), note(t)))
		}
		return strings.Join(ls, "<br />")
	}
	viewed := slices.Clone(w.Threads)
	slices.SortStableFunc(viewed, func(a, b *Thread) int { return b.Views - a.Views })
	replied := slices.Clone(w.Threads)
	slices.SortStableFunc(replied, func(a, b *Thread) int { return len(b.Posts) - len(a.Posts) })
	var pop *Board
	for _, b := range w.Boards {
		if pop == nil || b.AllPosts() > pop.AllPosts() {
			pop = b
		}
	}
	first := slices.MinFunc(w.Users, func(a, b *User) int { return a.Joined.Compare(b.Joined) }).Joined
	days := w.Now.Sub(first).Hours() / 24
	active := 0
	for _, u := range w.Users {
		if u.Posts > 0 {
			active++
		}
	}
	forums := 0
	for _, b := range w.Boards {
		if b.Parent == nil {
			forums++
		}
	}
	dayCount := map[*User]int{}
	var best *User
	for _, p := range w.Posts {
		if !p.Time.Before(w.Now.Add(-24 * time.Hour)) {
			dayCount[p.Author]++
			if best == nil || dayCount[p.Author] > dayCount[best] {
				best = p.Author
			}
		}
	}
	bestmember := "Nobody has posted today, and as such there is no best member."
	if best != nil {
		bestmember = fmt.Sprintf(`Member of the Day is <strong><a href="member.php?action=viewpro&amp;member=%s"><strong>%s</strong></a></strong> with <strong>%d</strong> posts`,
			Esc(xmRecode(best.Name)), Esc(best.Name), dayCount[best])
	}
	f2 := func(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }
	return fmt.Sprintf(`<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td class="category"><font color="%s"><strong>Stats</strong></font></td>
</tr>
<tr bgcolor="%s" class="tablerow">
<td>
<strong>On the %s, there are:</strong>
<br />
%d posts
<br />
%d topics
<br />
%d forums (%d active)
<br />
%d members
<br />
<br />
<strong>Top 5 most viewed topics:</strong><br /> %s
<br />
<br />
<strong>Top 5 most replied to topics:</strong><br /> %s
<br />
<br />
<strong>5 Latest Topics:</strong><br /> %s
<br />
<br />
The most popular forum is <a href="forumdisplay.php?fid=%d"><strong>%s</strong></a> with %d posts and %d topics
<br />
<br />
</td>
</tr>
<tr bgcolor="%s" class="tablerow">
<td>
<strong>Averages:</strong>
<br />
%s posts per member
<br />
%s posts per forum
<br />
%s replies per thread
<br />
%s posts per day
<br />
%s new members per day
<br />
%s%% of all members have posted.
<br />
<br />
<br />
%s
</td>
</tr>
</table>
</td>
</tr>
</table>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, xmAltBg1, xmSite, len(w.Posts), len(w.Threads), forums, forums, len(w.Users),
		links(viewed, func(t *Thread) string { return strconv.Itoa(t.Views) }), links(replied, func(t *Thread) string { return strconv.Itoa(len(t.Posts) - 1) }),
		links(w.ThreadsByActivity(), func(t *Thread) string {
			return "last post on " + t.LastPost().Time.Format(xmDate) + " at " + t.LastPost().Time.Format(xmTime)
		}),
		nodeID(pop), Esc(pop.Name), pop.AllPosts(), pop.AllThreads(), xmAltBg1,
		f2(float64(len(w.Posts))/float64(len(w.Users))), f2(float64(len(w.Posts))/float64(forums)), f2(float64(len(w.Posts)-len(w.Threads))/float64(len(w.Threads))),
		f2(float64(len(w.Posts))/days), f2(float64(len(w.Users))/days), f2(float64(active)*100/float64(len(w.Users))), bestmember)
}

// faq answers faq.php: the index of questions, or one section of answers.
func (s xmSkin) faq(c *Ctx) string {
	sections := []struct{ page, title string }{{"usermaint", "User Maintenance"}, {"using", "Using the Board"}, {"messages", "Posting &amp; Reading Messages"}}
	questions := map[string][]string{
		"usermaint": {"Is registration required?", "Does this forum use cookies?", "How do I add a signature?", "How do I get my own picture (avatar) under my name?",
			"How can lost passwords be recovered?", "What is U2U?"},
		"using": {"Where do I log in?", "Where do I log out?", "How do I search the board?", "How do I U2U a member?", "Where can I view all the members?",
			"Can I become a moderator?", "What are User Ranks?"},
		"messages": {"How do I post a new message?", "Can I reply to a message?", "Is it possible to delete a message?", "How do I edit one of my posts?",
			"Can I insert an attachment?", "What are smilies?", "What is BB code?", "How can I create and vote in polls?"},
	}
	// The answers are English.lang.php's textfaqans strings.
	answers := map[string]string{
		"Is registration required?":                           `That depends on the board settings because administrators can change the settings so that you have to be registered to view posts. You also usually have to be registered to reply and start new posts but this does depend on the board settings. To register <a href="member.php?action=coppa">click here</a>.<br /><br />It is advised that you register so you can receive e-mails from the administrator.`,
		"Does this forum use cookies?":                        `Yes. This board uses cookies to store your login information, last visit, and threads that you have visited. We do this to make it easier for you so you can see which posts contain new replies and so you do not have to enter your username and password when posting or other certain things.<br /><br />If you logout, your cookies will be cleared. To logout <a href="misc.php?action=logout">click here</a>.`,
		"How do I add a signature?":                           `To add a signature to your posts you have to log into your <a href="memcp.php">profile</a> and insert into the signature text box the signature you wish to use.<br /><br />BB Code and HTML maybe turned off or on. This can effect what you can insert into your signature.`,
		"How do I get my own picture (avatar) under my name?": `Again in your <a href="memcp.php">profile</a> there is a place for an 'Avatar' and avatar is the image under your name. Check with your Admin about the size of your avatar, it's usually considered common courtesy to use one under 150 pixels wide.`,
		"How can lost passwords be recovered?":                `If you have forgotten your password, do not worry. Head over to the <a href="misc.php?action=lostpw">lost password section</a> and fill in the form and your password will be e-mailed to you.`,
		"What is U2U?":                                        `U2U means User to User. It is a simple messaging client that you can use to send messages to fellow members on this board. You can check your U2U inbox by <a href="u2u.php" onclick="Popup(this.href, 'Window', 700, 450); return false;">clicking here</a> or going to your <a href="memcp.php">profile</a>.<br /><br />The board administrator might have disabled this function for certain users.`,
		"Where do I log in?":                                  `There is a button that says 'Login' in the menu at the top, clicking this button will take you to the login page, where you can login. Here you simply input your username, and your password, click the login button, and that's it!`,
		"Where do I log out?":                                 `You can logout by clicking Logout at the top of the page. When you logout the cookies that store your username and password will be removed and you will become a Guest or Anonymous user.`,
		"How do I search the board?":                          `By clicking on the 'Search' button in the menu. Then inputting what you wish to search for, you can restrict where you search with the drop down lists.`,
		"How do I U2U a member?":                              `First click on the <a href="u2u.php" onclick="Popup(this.href, 'Window', 700, 450); return false;">U2U</a> button in the menu, another smaller window will pop-up, from there you can access the 'Send a U2U' screen, by clicking on it at the top. Place the user's name in the 'To' field, and then insert a subject and a message and click 'Send'. `,
		"Where can I view all the members?":                   `You can view all the members by clicking on the <a href="misc.php?action=list">Members List</a> button in the menu.`,
		"Can I become a moderator?":                           `Most of the time the answer is no, but ask your Admin.`,
		"What are User Ranks?":                                `Based on the number of posts you have, you are assigned to a rank. Each rank has its own status and its own amount of stars. Below are the user rank settings for this board:`,
		"How do I post a new message?":                        `When inside of a forum, clicking on 'Post new Topic' or the image that represents that, will allow you to post. You need to fill in your information, a topic and a message, then click on the 'Post New Topic' button.`,
		"Can I reply to a message?":                           `Yes, this is done the same as posting a new one, except that you must be in a Topic, and you need to click 'Post Reply' instead of 'Post new Topic'.`,
		"Is it possible to delete a message?":                 `Yes, click the 'Edit' button on one of your own topics, and then select the '! Delete this message !' check box, and click 'Edit Post'. You can not delete a post if it is the first post in the thread.`,
		"How do I edit one of my posts?":                      `You can edit a post by clicking on the 'Edit Post' button above your message. You can only edit your own posts and sometimes this feature is disabled.`,
		"Can I insert an attachment?":                         `Yes you can insert an attachment with any of your posts. The file size of the attachment must be under 1 Megabyte for it to be accepted. You can attach a file on the New Post and Post Reply pages with the upload field.`,
		"What are smilies?":                                   `Smilies are the little faces to the right of the input for message. They display graphical faces instead of simply a <strong>:)</strong>.<br />Here is a list of current supported smilies:`,
		"What is BB code?":                                    `You can use BB Code, a simplified version of HTML, in your posts to create certain effects.<br /><br /> [b]Text here[/b] &nbsp; (Bold Text)<br /><br /> [i]Text here[/i] &nbsp; (Italicized Text)<br /><br /> [u]Text here[/u] &nbsp; (Underlined Text)<br /><br /> [url]http://www.php.net[/url] &nbsp; (Link)<br /><br /> [quote]Text here[/quote] &nbsp; (Quoted Text)<br /><br /> [code]Text here[/code] &nbsp; (Text With Preserved Formatting)<br /><br /> [img]http://www.php.net/gifs/php_logo.gif[/img] &nbsp; (Image)`,
		"How can I create and vote in polls?":                 `You can create a poll by visiting the forum you want to post the poll in and click on Start Poll. The screen following after you click the button is just like a normal new thread page but has an extra box for Poll Answers. You should enter one answer per line.<br /><br />You can vote on polls in threads by visiting the thread with the poll in it and selecting the option you want to vote for, then clicking the submit button. You can only vote on a poll once, so once you vote, you cant change your mind.<br /><br />The Administrator could have disabled this option for each forum.`,
	}
	page := xmGet(c, "page")
	var h strings.Builder
	for _, sec := range sections {
		if page == sec.page {
			continue
		}
		if page == "usermaint" || page == "using" || page == "messages" {
			break
		}
		fmt.Fprintf(&h, `<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td class="category"><a href="./faq.php?page=%s"><font color="%s"><strong>%s</strong></font></a></td>
</tr>
<tr>
<td class="tablerow" bgcolor="%s">
<ul>
`, xmWidth, xmBorder, xmSpacing, xmPadding, sec.page, xmCatText, sec.title, xmAltBg1)
		for i, q := range questions[sec.page] {
			fmt.Fprintf(&h, "<li><a href=\"faq.php?page=%s#%d\">%s</a></li>\n", sec.page, i+1, q)
		}
		h.WriteString("</ul>\n</td>\n</tr>\n</table>\n</td>\n</tr>\n</table>\n<br />\n")
	}
	nav := []string{"FAQ"}
	for _, sec := range sections {
		if page != sec.page {
			continue
		}
		nav = []string{`<a href="faq.php">FAQ</a>`, sec.title}
		fmt.Fprintf(&h, `<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td class="category"><font color="%s"><strong>%s</strong></font></td>
</tr>
<tr>
<td width="100%%" class="tablerow" bgcolor="%s">
<ul>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, sec.title, xmAltBg1)
		for i, q := range questions[sec.page] {
			fmt.Fprintf(&h, "<li><a href=\"#%d\">%s</a></li>\n", i+1, q)
		}
		h.WriteString("</ul>\n</td>\n</tr>\n</table>\n</td>\n</tr>\n</table>\n")
		for i, q := range questions[sec.page] {
			a := answers[q]
			fmt.Fprintf(&h, `<br />
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr>
<td class="category"><font color="%s"><strong><a name="%d"></a>%s</strong></font></td>
</tr>
<tr>
<td width="100%%" class="tablerow" bgcolor="%s">%s</td>
</tr>
</table>
</td>
</tr>
</table>
`, xmWidth, xmBorder, xmSpacing, xmPadding, xmCatText, i+1, q, xmAltBg1, a)
		}
	}
	return s.frame(c, xmPage{nav: nav}, h.String())
}

// xmMulti is multi(): the "Pages:" bar, page 1 the plain URL, the current
// page with two or three on either side, the first and the last.
func xmMulti(page, last int, mpurl string, isself bool) string {
	if page < 1 || last <= 1 || page > last {
		return ""
	}
	to, from := page+3, page-3
	if page >= last-3 {
		to = last
	}
	if page <= 4 {
		from = 1
	}
	to--
	from++
	sep := "?"
	if strings.Contains(mpurl, "?") {
		sep = "&amp;"
	}
	var b strings.Builder
	b.WriteString("Pages:\n")
	if page != 1 || !isself {
		extra := ""
		if isself {
			extra = ` rel="start"`
			if page == 2 {
				extra = ` rel="prev start"`
			}
		}
		fmt.Fprintf(&b, `&nbsp;<u><a href="%s"%s>1</a></u>`, mpurl, extra)
		if from > 2 {
			b.WriteString("\n&nbsp;..")
		}
	} else {
		b.WriteString("&nbsp;<strong>1</strong>")
	}
	b.WriteString("\n")
	for i := from; i <= to; i++ {
		if i != page {
			extra := ""
			if isself {
				if i == page-1 {
					extra = ` rel="prev"`
				} else if i == page+1 {
					extra = ` rel="next"`
				}
				if page == 1 {
					extra += ` rev="start"`
				}
			}
			fmt.Fprintf(&b, `&nbsp;<u><a href="%s%spage=%d"%s>%d</a></u>`, mpurl, sep, i, extra, i)
		} else {
			fmt.Fprintf(&b, "&nbsp;<strong>%d</strong>", i)
		}
		b.WriteString("\n")
	}
	if last != page {
		if last-1 > to {
			b.WriteString("&nbsp;..\n")
		}
		extra := ""
		if isself {
			if page == last-1 {
				extra = ` rel="next"`
			}
			if page == 1 {
				extra += ` rev="start"`
			}
		}
		fmt.Fprintf(&b, `&nbsp;<u><a href="%s%spage=%d"%s>%d</a></u>`, mpurl, sep, last, extra, last)
	} else {
		fmt.Fprintf(&b, "&nbsp;<strong>%d</strong>", last)
	}
	return b.String()
}

// xmPage is what the header needs to know of a page.
type xmPage struct {
	nav       []string // breadcrumb after the board's name, HTML
	canonical string   // setCanonicalLink's target: "./" for the index, "" for none
	fid       int      // the forum a page belongs to: the search link carries it
}

// base is the <base> element: the script and query as requested, the board's
// directory for the mount itself.
func (s xmSkin) base(c *Ctx) string {
	if c.Path == "" && c.RawQuery == "" {
		return fmt.Sprintf(`<base href="%s" />`, c.Pkg.Mount)
	}
	script := c.Path
	if script == "" {
		script = "index.php"
	}
	q := ""
	if c.RawQuery != "" {
		q = "?" + c.RawQuery
	}
	return fmt.Sprintf(`<base href="%s" />`, Esc(c.Pkg.Mount+script+q))
}

// canonicalLink is setCanonicalLink(): printed only when the request is not already the canonical URL.
func (s xmSkin) canonicalLink(c *Ctx, rel string) string {
	if rel == "" {
		return ""
	}
	here := c.Path
	if c.RawQuery != "" {
		here += "?" + c.RawQuery
	}
	test := rel
	if rel == "./" {
		test = ""
	}
	if here == strings.ReplaceAll(test, "&amp;", "&") {
		return ""
	}
	return fmt.Sprintf("<link rel=\"canonical\" href=\"%s\" />\n", Esc(strings.ReplaceAll(rel, "&amp;", "&")))
}

// quickjump is forumJump(): a select whose options navigate in JavaScript.
func (s xmSkin) quickjump(c *Ctx) string {
	var h strings.Builder
	h.WriteString("<select onchange=\"if (this.options[this.selectedIndex].value) {window.location=(''+this.options[this.selectedIndex].value)}\">\n<option value=\"0\" selected=\"selected\">Select A Forum</option>\n")
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, "<option value=\"\" disabled=\"disabled\">%s</option>\n", Esc(cat.Name))
		for _, b := range cat.Boards {
			fmt.Fprintf(&h, "<option value=\"./forumdisplay.php?fid=%d\"> &nbsp; &raquo; %s</option>\n", nodeID(b), Esc(b.Name))
			for _, sb := range b.Children {
				fmt.Fprintf(&h, "<option value=\"./forumdisplay.php?fid=%d\">&nbsp; &nbsp; &raquo; %s</option>\n", nodeID(sb), Esc(sb.Name))
			}
		}
		h.WriteString("<option value=\"\" disabled=\"disabled\">&nbsp;</option>\n")
	}
	h.WriteString("</select>")
	return h.String()
}

// frame is the header and footer templates around a page's body.
func (s xmSkin) frame(c *Ctx, pg xmPage, body string) string {
	nav := ""
	for _, n := range pg.nav {
		nav += " &raquo; " + n
	}
	search := "search.php"
	if pg.fid > 0 {
		search = fmt.Sprintf("search.php?fid=%d", pg.fid)
	}
	jump := s.quickjump(c)
	queries := 8 + Hash("xmq", c.Path, c.RawQuery)%14
	phpShare := 40 + Hash("xmphp", c.Path, c.RawQuery)%500/10
	var h strings.Builder
	fmt.Fprintf(&h, `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<!-- Powered by %s  -->
<!-- Build: %s -->
<!-- The XMB Group -->
<head>
%s
%s<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title>%s  - Powered by %s</title>
%s
%s<script language="JavaScript" type="text/javascript" src="./js/header.js"></script>
</head>
<body text="#000000">

<a name="top"></a>
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="6" width="100%%">
<tr>
<td width="74%%" style="background-image: url(%s/topbg.gif)">
<table border="0" width="100%%" cellpadding="0" cellspacing="0">
<tr>
<td valign="top" rowspan="2"><a href="index.php"><img src="%s/logo.gif" alt="%s" border="0" /></a></td>
<td align="right" valign="top"><font class="smalltxt"><br /></font></td>
</tr>
<tr>
<td align="right" valign="bottom"><font class="smalltxt">Not logged in [<a href="misc.php?action=login">Login</a> - <a href="member.php?action=reg">Register</a>]</font></td>
</tr>
</table>
</td>
</tr>
<tr>
<td class="navtd">
<table width="100%%" cellpadding="0" cellspacing="0">
<tr>
<td class="navtd"><font class="navtd"><img src="%s/top_search.gif" alt="Search the forums" border="0" /> <a href="%s"><font class="navtd">Search</font></a> &nbsp;  <img src="%s/top_faq.gif" alt="Frequently Asked Questions" border="0" /> <a href="faq.php"><font class="navtd">FAQ</font></a> &nbsp; <img src="%s/top_memberslist.gif" alt="View member list" border="0" /> <a href="misc.php?action=list"><font class="navtd">Member List</font></a> &nbsp; <img src="%s/top_todaysposts.gif" alt="Today's Posts" border="0" /> <a href="today.php"><font class="navtd">Today's Posts</font></a> &nbsp; <img src="%s/top_stats.gif" alt="Forum Stats" border="0" /> <a href="stats.php"><font class="navtd">Stats</font></a> </font></td>
<td align="right"><a href="%s" title="%s"><font class="navtd">Back to: <img src="%s/top_home.gif" border="0" alt="%s" /></font></a></td>
</tr>
</table>
</td>
</tr>
</table>
</td>
</tr>
</table>
<table cellspacing="0" cellpadding="1" border="0" width="%s" align="center">
<tr>
<td><table width="100%%" cellspacing="0" cellpadding="%s" align="center">
<tr>
<td class="nav"> <a href="index.php">%s</a> %s</td>
<td align="right">%s</td>
<td align="right" width="1"><a href="#bottom" title="Go To Bottom"><img src="%s/arrow_dw.gif" border="0" alt="Go To Bottom" /></a></td>
</tr>
</table>
</td>
</tr>
</table>
<br />
`, xmVersion, xmBuild, s.base(c), s.canonicalLink(c, pg.canonical), xmSite, xmVersion, xmCSS(), c.Styles(9),
		xmWidth, xmBorder, xmSpacing, xmImg, xmImg, xmSite, xmImg, Esc(search), xmImg, xmImg, xmImg, xmImg,
		c.Pkg.Mount, xmSiteName, xmImg, xmSiteName, xmWidth, xmPadding, xmSite, nav, jump, xmImg)
	h.WriteString(body)
	fmt.Fprintf(&h, `<br />
<table cellspacing="%s" cellpadding="0" border="0" width="%s" align="center" bgcolor="%s">
<tr>
<td>
<table width="100%%" cellspacing="0" cellpadding="0">
<tr>
<td class="nav" style="padding-bottom: 1px" bgcolor="%s">&nbsp;<a href="index.php">%s</a>%s</td>
<td class="tablerow" align="right" bgcolor="%s">%s&nbsp;</td>
<td align="right" bgcolor="%s" width="2%%"><a href="#top" title="Go To Top"><img src="%s/arrow_up.gif" style="margin-right: 3px" border="0" alt="Go To Top" /></a></td>
</tr>
</table>
</td>
</tr>
</table>
<br />
<table cellspacing="0" cellpadding="0" border="0" width="%s" align="center">
<tr>
<td bgcolor="%s">
<table border="0" cellspacing="%s" cellpadding="%s" width="100%%">
<tr class="ctrtablerow">
<td bgcolor="%s">
<font class="smalltxt">
Powered by %s
<br />
<a href="http://www.xmbforum2.com/" onclick="window.open(this.href); return false;"><strong>XMB Forum Software</strong></a>&nbsp;&copy; 2001-2012 The XMB Group
<br />

[Queries: <strong>%d</strong>]
[PHP: <strong>%d.%d%%</strong> - SQL: <strong>%d.%d%%</strong>]


</font>
</td>
</tr>
</table>
</td>
</tr>
</table>
<a id="bottom" name="bottom"></a>
</body>
</html>
`, xmSpacing, xmWidth, xmBorder, xmAltBg2, xmSite, nav, xmAltBg2, jump, xmAltBg2, xmImg, xmWidth, xmBorder, xmSpacing, xmPadding, xmAltBg2, xmVersion,
		queries, phpShare/10, phpShare%10, (1000-phpShare*10)/100, (1000-phpShare*10)/10%10)
	return h.String()
}

// xmCSS is the css template with the XMB Davis theme's values, inline as 1.9.11 serves it.
func xmCSS() string {
	return `<style type="text/css">
/*<![CDATA[*/
body {
    scrollbar-arrow-color: #d3dfe4;
    scrollbar-base-color: #FFFFFF;
    text-align: left;
    background-image: url('images/davis/bg.gif');
}

a {
    color: #24404b;
    text-decoration: none;
}

a:hover, .category a:hover {
    text-decoration: underline;
}

.category a {
    color: #163c4b;
    text-decoration: none;
}

form {
    margin: 0px;
}

hr {
    color:  #86a9b6;
    background-color: #86a9b6;
    border: 0px;
    height: 1px;
}

#tickertoggle {
    color: #163c4b;
}

table.code {
    border: 1px solid #86a9b6;
    margin: 15px auto 10px auto;
    width: 80%;
}

td.code {
    background-color: #d3dfe4;
    border-bottom: 1px solid #86a9b6;
    color: #24404b;
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    font-weight: bold;
    height: 20px;
    padding-left: 5px;
}

td.codemessage {
    background-color: #f4f7f8;
    color: #000000;
    font-family: Courier New;
    font-size: 11px;
    padding: 10px 5px 10px 5px;
    white-space: pre;
}

table.quote {
    border: 1px solid #86a9b6;
    margin: 15px 5% 10px 5%;
    width: 80%;
}

td.quote {
    background-color: #d3dfe4;
    border-bottom: 1px solid #86a9b6;
    color: #24404b;
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    font-weight: bold;
    height: 20px;
    padding-left: 5px;
}

td.quotemessage {
    background-color: #f4f7f8;
    color: #000000;
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    padding: 10px 0 20px 5px;
}

textarea, select, input, object {
    background-color: #FFFFFF;
    border: 1px solid #86a9b6;
    color: #000000;
    font-family: Verdana, arial, helvetica, sans-serif;
    font-size: 12px;
    font-weight: normal;
    table-layout: fixed;
}

.category {
    background-image: url(images/davis/catbar.gif);
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    table-layout: fixed;
    text-align: left;
}

.ctrcategory {
    background-image: url(images/davis/catbar.gif);
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    table-layout: fixed;
    text-align: center;
}

.ctrtablerow {
    color: #000000;
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    table-layout: fixed;
    text-align: center;
}

.header {
    background-color: #d3dfe4;
    color: #24404b;
    font-family: Verdana;
    font-size: 10px;
    font-weight: bold;
    table-layout: fixed;
}

.header2 {
    background-color: #FFFFFF;
    font-family: Verdana;
    font-size: 11px;
    font-weight: bold;
    table-layout: fixed;
}

.mediumtxt {
    color: #000000;
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    font-weight: normal;
    table-layout: fixed;
}

.multi {
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    table-layout: fixed;
}

.nav {
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    font-weight: bold;
    table-layout: fixed;
}

.navtd {
    background-color: #d3dfe4;
    color: #24404b;
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    table-layout: fixed;
    text-decoration: none;
}

.navtd2 {
    background-color: #d3dfe4;
    color: #24404b;
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 9px;
    table-layout: fixed;
    text-decoration: none;
}

.post {
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 13px;
    font-weight: normal;
}

.rghttablerow {
    color: #000000;
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    table-layout: fixed;
    text-align: right;
}

.sig {
    border-top: 1px dashed #86a9b6;
    padding: 13px 0 0 3px;
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
}

.smalltxt {
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 10px;
    table-layout: fixed;
}

.subject {
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    font-weight: bold;
}

.submit {
    text-align: center;
}

.tablerow {
    color: #000000;
    font-family: Tahoma, Arial, Helvetica, Verdana;
    font-size: 11px;
    table-layout: fixed;
}

.status_Super_Administrator {
    text-decoration: underline;
    font-weight: bold;
    color: #000000;
    font-family: Verdana;
    font-size: 10px;
    font-style: italic;
}

.status_Administrator {
    text-decoration: underline;
    font-weight: bold;
    color: #000000;
    font-family: Verdana;
    font-size: 10px;
}

.status_Super_Moderator {
    text-decoration: none;
    font-weight: bold;
    color: #000000;
    font-family: Verdana;
    font-size: 10px;
    font-style: italic;
}

.status_Moderator {
    text-decoration: none;
    font-weight: bold;
    color: #000000;
    font-family: Verdana;
    font-size: 10px;
}

.status_Member, .status_Banned {
    text-decoration: none;
    font-weight: normal;
    color: #000000;
    font-family: Verdana;
    font-size: 10px;
}
/*]]>*/
</style>`
}
