package sim

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"focus/sim/text"
)

// vBulletin 3.8 (default style, with the 4.x archive and permalinks), mounted at
// /forums/, guest session ids (s=, 32 hex digits) in every link. URL scheme:
//
//	index.php, ""                              entry (forum home)
//	forumdisplay.php?f=F[&page=P]              forum, 20 threads a page
//	forumdisplay.php?f=F&daysprune=-1&order=asc&sort=title[&page=P]   sort variants
//	showthread.php?t=T[&page=P]                thread, 10 posts a page
//	showthread.php?p=P#postP                   post permalink (renders the page holding it)
//	showthread.php?t=T&goto=newpost|lastpost   302 to showthread.php?p=P#postP
//	showthread.php?t=T&goto=nextoldest|nextnewest  302 to the neighbouring thread
//	showthread.php?t=T&mode=linear             same pages; mode=hybrid|threaded: single-post view (other)
//	showpost.php?p=P&postcount=N               single post (other)
//	printthread.php?t=T                        printable thread (other)
//	member.php?u=U, member.php?find=lastposter&t=T (302), memberlist.php, online.php, faq.php
//	calendar.php[?month=M&year=Y]              calendar: an endless trap
//	search.php[?do=getdaily|finduser], external.php?type=RSS2
//	login.php, register.php, private.php, newreply.php, newthread.php, sendmessage.php, misc.php: guest walls
//	archive/index.php[/f-F.html|/t-T.html]     the "lite" archive: whole threads (other)
func vbulletin() *Package {
	return &Package{
		Name: "vbulletin", Software: "vBulletin 3.8 (default style)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 3}, SubBoardChance: 0.25, Threads: [2]int{10, 40},
			Posts: [2]int{1, 20}, LongThreadChance: 0.07, ThreadsPerPage: 20, PostsPerPage: 10, Users: 180,
			Lang: text.English, Opinion: 0.25, StickyChance: 0.06},
		Mount: "/forums/", Session: "s", Seed: 3002,
		Robots: "User-agent: *\nDisallow: /forums/private.php\nDisallow: /forums/search.php\nDisallow: /forums/login.php\nDisallow: /forums/register.php\n",
		Skin:   vbSkin{},
	}
}

type vbSkin struct{}

const vbSite = "Hobbyist Central Forums"

func (vbSkin) Entry() string { return "index.php" }

func (vbSkin) BoardURL(b *Board, p int) string {
	if p <= 1 {
		return fmt.Sprintf("forumdisplay.php?f=%d", b.ID)
	}
	return fmt.Sprintf("forumdisplay.php?f=%d&page=%d", b.ID, p)
}

func (vbSkin) ThreadURL(t *Thread, p int) string {
	if p <= 1 {
		return fmt.Sprintf("showthread.php?t=%d", t.ID)
	}
	return fmt.Sprintf("showthread.php?t=%d&page=%d", t.ID, p)
}

func (s vbSkin) Serve(c *Ctx) Response {
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	switch c.Path {
	case "", "index.php":
		return c.Page(Info{Type: TypeEntry, Canonical: "index.php"}, s.frame(c, vbSite, nil, "", s.home(c)))
	case "forumdisplay.php":
		if c.Query.Get("do") == "markread" {
			return c.Redirect("index.php", Info{Type: TypeEntry, Canonical: "index.php"})
		}
		b := c.W.Board(c.Int("f"))
		if b == nil {
			return s.message(c, "Invalid Forum specified. If you followed a valid link, please notify the <a href=\""+c.Href("sendmessage.php")+"\">administrator</a>")
		}
		page := max(1, c.Int("page"))
		if page > b.Pages(sh.ThreadsPerPage) {
			return s.message(c, "Invalid page specified. If you followed a valid link, please notify the administrator")
		}
		return c.Page(boardInfo(s, b, page), s.forum(c, b, page))
	case "showthread.php":
		return s.showthread(c)
	case "showpost.php":
		p := c.W.Post(c.Int("p"))
		if p == nil {
			return s.message(c, "Invalid Post specified. If you followed a valid link, please notify the administrator")
		}
		return c.Page(other, s.showpost(c, p))
	case "printthread.php":
		t := c.W.Thread(c.Int("t"))
		if t == nil {
			return s.message(c, "Invalid Thread specified. If you followed a valid link, please notify the administrator")
		}
		return c.Page(other, s.print(c, t))
	case "member.php":
		if c.Query.Get("find") == "lastposter" {
			if t := c.W.Thread(c.Int("t")); t != nil {
				return c.Redirect(fmt.Sprintf("member.php?u=%d", t.LastPost().Author.ID), other)
			}
			if b := c.W.Board(c.Int("f")); b != nil && b.Latest() != nil {
				return c.Redirect(fmt.Sprintf("member.php?u=%d", b.Latest().Author.ID), other)
			}
		}
		u := c.W.User(c.Int("u"))
		if u == nil {
			return s.message(c, "Invalid User specified. If you followed a valid link, please notify the administrator")
		}
		return c.Page(other, s.frame(c, "View Profile: "+u.Name, nil, "", s.profile(c, u)))
	case "memberlist.php":
		return c.Page(other, s.frame(c, "Members List", nil, "", s.members(c)))
	case "calendar.php":
		return c.Page(Info{Type: TypeOther, Trap: true}, s.frame(c, "Calendar", nil, "", s.calendar(c)))
	case "search.php":
		return c.Page(other, s.frame(c, "Search Forums", nil, "", s.search(c)))
	case "faq.php":
		return c.Page(other, s.frame(c, "FAQ", nil, "", s.faq(c)))
	case "online.php":
		return c.Page(other, s.frame(c, "Who's Online", nil, "", s.online(c)))
	case "external.php":
		return Response{Status: 200, ContentType: "text/xml; charset=ISO-8859-1", Body: s.rss(c), Info: other}
	case "login.php", "register.php", "private.php", "newreply.php", "newthread.php", "sendmessage.php", "subscription.php", "misc.php", "usercp.php", "profile.php":
		return c.Page(other, s.frame(c, vbSite, nil, "", s.noPermission(c)))
	case "archive/index.php", "archive/", "archive":
		return c.Page(other, s.archiveHome(c))
	}
	if rest, ok := strings.CutPrefix(c.Path, "archive/index.php/"); ok {
		if id, ok := archiveID(rest, "f-"); ok {
			if b := c.W.Board(id); b != nil {
				return c.Page(other, s.archiveForum(c, b))
			}
		}
		if id, ok := archiveID(rest, "t-"); ok {
			if t := c.W.Thread(id); t != nil {
				return c.Page(other, s.archiveThread(c, t))
			}
		}
	}
	return s.message(c, "Invalid Action specified. If you followed a valid link, please notify the administrator")
}

func (s vbSkin) showthread(c *Ctx) Response {
	sh := c.W.Shape
	var t *Thread
	page := 1
	if p := c.W.Post(c.Int("p")); p != nil && c.Query.Get("t") == "" {
		t, page = p.Thread, PageOf(p.Index, sh.PostsPerPage)
	} else {
		t = c.W.Thread(c.Int("t"))
		page = max(1, c.Int("page"))
	}
	if t == nil || page > t.Pages(sh.PostsPerPage) {
		return s.message(c, "Invalid Thread specified. If you followed a valid link, please notify the administrator")
	}
	switch c.Query.Get("goto") {
	case "lastpost", "newpost":
		p := t.LastPost()
		if c.Query.Get("goto") == "newpost" {
			// A guest's "new" posts start where its last-visit cookie would put them.
			p = t.Posts[max(0, len(t.Posts)-1-int(Hash("vbnew", t.ID)%4))]
		}
		return c.Redirect(fmt.Sprintf("showthread.php?p=%d#post%d", p.ID, p.ID),
			threadInfo(s, t, PageOf(p.Index, sh.PostsPerPage)))
	case "nextoldest", "nextnewest":
		n := neighbour(t, c.Query.Get("goto") == "nextoldest")
		if n == nil {
			msg := "There are no newer threads to view."
			if c.Query.Get("goto") == "nextoldest" {
				msg = "There are no older threads to view."
			}
			return c.Page(Info{Type: TypeOther}, s.frame(c, vbSite, nil, "", s.messageBox(msg)))
		}
		return c.Redirect(s.ThreadURL(n, 1), threadInfo(s, n, 1))
	}
	if m := c.Query.Get("mode"); m == "hybrid" || m == "threaded" {
		return c.Page(Info{Type: TypeOther}, s.threaded(c, t))
	}
	return c.Page(threadInfo(s, t, page), s.thread(c, t, page))
}

func (s vbSkin) message(c *Ctx, msg string) Response {
	return c.NotFound(s.frame(c, vbSite, nil, "", s.messageBox(msg)))
}

func (s vbSkin) messageBox(msg string) string {
	return `<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="70%" align="center">
<tr><td class="tcat">vBulletin Message</td></tr>
<tr><td class="panelsurround" align="center"><div class="panel"><div align="left"><blockquote><p>` + msg + `</p></blockquote></div></div></td></tr>
</table>`
}

// vbDate prints a date the vB way: "Today", "Yesterday" or 07-12-2010.
func vbDate(now, t time.Time) string {
	switch calendarDays(now, t) {
	case 0:
		return "Today"
	case 1:
		return "Yesterday"
	}
	return t.Format("01-02-2006")
}

func (s vbSkin) user(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(fmt.Sprintf("member.php?u=%d", u.ID)), Esc(u.Name))
}

// navbits is the breadcrumb trail above every page: forum chain, then the page's own title.
func (s vbSkin) navbits(c *Ctx, b *Board, title, reload string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<span class="navbar"><a href="%s" accesskey="1">%s</a></span>`, c.Href("index.php"), vbSite)
	chain := b.Trail()
	if b != nil {
		fmt.Fprintf(&h, "\n"+`<span class="navbar">&gt; <a href="%s">%s</a></span>`, c.Href("index.php"), Esc(b.Category.Name))
	}
	for i, x := range chain {
		if i == len(chain)-1 && reload == "" {
			break
		}
		fmt.Fprintf(&h, "\n"+`<span class="navbar">&gt; <a href="%s">%s</a></span>`, c.Href(s.BoardURL(x, 1)), Esc(x.Name))
	}
	if reload == "" {
		reload = "index.php"
		if b != nil {
			reload = s.BoardURL(b, 1)
		}
	}
	return fmt.Sprintf(`<table cellpadding="0" cellspacing="0" border="0">
<tr valign="bottom">
	<td><a href="#" onclick="history.back(1); return false;"><img src="images/misc/navbits_start.gif" alt="Go Back" border="0" /></a></td>
	<td>&nbsp;</td>
	<td width="100%%">%s</td>
</tr>
<tr>
	<td class="navbar" style="font-size:10pt; padding-top:1px" colspan="3"><a href="%s"><img class="inlineimg" src="images/misc/navbits_finallink_ltr.gif" alt="Reload this Page" border="0" /></a> <strong>%s</strong></td>
</tr>
</table>`, h.String(), c.Href(reload), Esc(title))
}

func (s vbSkin) frame(c *Ctx, title string, b *Board, reload, main string) string {
	rss := "external.php?type=RSS2"
	if b != nil {
		rss = fmt.Sprintf("external.php?type=RSS2&forumids=%d", b.ID)
	}
	head := title
	if title != vbSite {
		head = title + " - " + vbSite
	}
	sessionURL := ""
	if c.Sid != "" {
		sessionURL = "s=" + c.Sid + "&"
	}
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1" />
<meta name="generator" content="vBulletin 3.8.7" />
<meta name="keywords" content="forum, community, discussion, hobby, cars, phones, gardening, cooking, travel" />
<meta name="description" content="%s" />
<!-- CSS Stylesheet -->
%s<link rel="stylesheet" type="text/css" href="clientscript/vbulletin_important.css?v=387" />
<!-- / CSS Stylesheet -->
<script type="text/javascript" src="clientscript/yui/yahoo-dom-event/yahoo-dom-event.js?v=387"></script>
<script type="text/javascript" src="clientscript/yui/connection/connection-min.js?v=387"></script>
<script type="text/javascript">
<!--
var SESSIONURL = "%s";
var SECURITYTOKEN = "guest";
var IMGDIR_MISC = "images/misc";
var vb_disable_ajax = parseInt("0", 10);
// -->
</script>
<script type="text/javascript" src="clientscript/vbulletin_global.js?v=387"></script>
<script type="text/javascript" src="clientscript/vbulletin_menu.js?v=387"></script>
<link rel="alternate" type="application/rss+xml" title="%s RSS Feed" href="%s" />
<title>%s</title>
</head>
<body>
<!-- logo -->
<a name="top"></a>
<table border="0" width="100%%" cellpadding="0" cellspacing="0" align="center">
<tr>
	<td align="left"><a href="%s"><img src="images/misc/vbulletin3_logo_white.gif" border="0" alt="%s" /></a></td>
	<td align="right" id="header_right_cell">&nbsp;</td>
</tr>
</table>
<!-- /logo -->
<!-- content table -->
<!-- open content container -->
<div align="center">
	<div class="page" style="width:100%%; text-align:left">
		<div style="padding:0px 25px 0px 25px" align="left">
<br />
<!-- breadcrumb, login, pm info -->
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center">
<tr>
	<td class="alt1" width="100%%">
%s
	</td>
	<td class="alt2" nowrap="nowrap" style="padding:0px">
		<!-- login form -->
		<form action="%s" method="post" onsubmit="md5hash(vb_login_password, vb_login_md5password, vb_login_md5password_utf, 0)">
		<script type="text/javascript" src="clientscript/vbulletin_md5.js?v=387"></script>
		<table cellpadding="0" cellspacing="3" border="0">
		<tr>
			<td class="smallfont" style="white-space: nowrap;"><label for="navbar_username">User Name</label></td>
			<td><input type="text" class="bginput" style="font-size: 11px" name="vb_login_username" id="navbar_username" size="10" accesskey="u" tabindex="101" value="User Name" onfocus="if (this.value == 'User Name') this.value = '';" /></td>
			<td class="smallfont" nowrap="nowrap"><label for="cb_cookieuser_navbar"><input type="checkbox" name="cookieuser" value="1" tabindex="103" id="cb_cookieuser_navbar" accesskey="c" />Remember Me?</label></td>
		</tr>
		<tr>
			<td class="smallfont"><label for="navbar_password">Password</label></td>
			<td><input type="password" class="bginput" style="font-size: 11px" name="vb_login_password" id="navbar_password" size="10" tabindex="102" /></td>
			<td><input type="submit" class="button" value="Log in" tabindex="104" title="Enter your username and password in the boxes provided to login, or click the 'register' button to create a profile for yourself." accesskey="s" /></td>
		</tr>
		</table>
		<input type="hidden" name="s" value="%s" />
		<input type="hidden" name="securitytoken" value="guest" />
		<input type="hidden" name="do" value="login" />
		<input type="hidden" name="vb_login_md5password" />
		<input type="hidden" name="vb_login_md5password_utf" />
		</form>
		<!-- / login form -->
	</td>
</tr>
</table>
<!-- / breadcrumb, login, pm info -->
<!-- nav buttons bar -->
<div class="tborder" style="padding:1px; border-top-width:0px">
	<table cellpadding="0" cellspacing="0" border="0" width="100%%" align="center">
	<tr align="center">
		<td class="vbmenu_control"><a href="%s" rel="nofollow">Register</a></td>
		<td class="vbmenu_control"><a rel="help" href="%s" accesskey="5">FAQ</a></td>
		<td class="vbmenu_control"><a href="%s">Members List</a></td>
		<td class="vbmenu_control"><a href="%s">Calendar</a></td>
		<td class="vbmenu_control"><a href="%s" accesskey="2">Today's Posts</a></td>
		<td id="navbar_search" class="vbmenu_control"><a href="%s" accesskey="4" rel="nofollow">Search</a> <script type="text/javascript"> vbmenu_register("navbar_search"); </script></td>
	</tr>
	</table>
</div>
<!-- / nav buttons bar -->
<br />
%s
<br />
<div class="smallfont" align="center">All times are GMT. The time now is <span class="time">%s</span>.</div>
<br />
		</div>
	</div>
</div>
<!-- / close content container -->
<form action="%s" method="get" style="clear:left">
<table cellpadding="6" cellspacing="0" border="0" width="100%%" class="page" align="center">
<tr>
	<td class="tfoot">
		<select name="styleid" onchange="switch_id(this, 'style')">
			<optgroup label="Quick Style Chooser"><option class="hidden"></option></optgroup>
			<optgroup label="&nbsp;Standard Styles"><option value="1" class="" selected="selected">-- Default Style</option><option value="3" class="" >-- Mobile Style</option></optgroup>
		</select>
	</td>
	<td class="tfoot" align="right" width="100%%">
		<div class="smallfont">
			<strong>
				<a href="%s" rel="nofollow" accesskey="9">Contact Us</a> -
				<a href="/">Hobbyist Central</a> -
				<a href="%s">Archive</a> -
				<a href="#top" onclick="self.scrollTo(0, 0); return false;">Top</a>
			</strong>
		</div>
	</td>
</tr>
</table>
<br />
<div align="center">
	<div class="smallfont" align="center">
	<!-- Do not remove this copyright notice -->
	Powered by vBulletin&reg; Version 3.8.7<br />Copyright &copy;2000 - 2026, vBulletin Solutions, Inc.
	<!-- Do not remove this copyright notice -->
	</div>
	<div class="smallfont" align="center">
	<!-- Do not remove cronimage or your scheduled tasks will cease to function -->
	<img src="cron.php?rand=%d" alt="" width="1" height="1" border="0" />
	<!-- Do not remove cronimage or your scheduled tasks will cease to function -->
	</div>
</div>
%s
<script type="text/javascript">
<!--
	// Main vBulletin Javascript Initialization
	vBulletin_init();
//-->
</script>
</body>
</html>`,
		Esc(vbSite+": discussion boards for people who make, fix, cook and grow things"),
		c.Styles(17), Esc(sessionURL), vbSite, c.Href(rss), Esc(head),
		c.Href("index.php"), vbSite,
		s.navbits(c, b, title, reload), c.Href("login.php?do=login"), Esc(c.Sid),
		c.Href("register.php"), c.Href("faq.php"), c.Href("memberlist.php"), c.Href("calendar.php"), c.Href("search.php?do=getdaily"), c.Href("search.php"),
		main, c.W.Now.Format("03:04 PM"),
		c.Href("index.php"), c.Href("sendmessage.php"), c.Href("archive/index.php"),
		Hash("cron", c.Path, title)%100000, c.Scripts(8))
}

// forumRows renders the forum bits of a category (forum home) or sub-forum table.
func (s vbSkin) forumRows(c *Ctx, boards []*Board) string {
	var h strings.Builder
	for _, b := range boards {
		fmt.Fprintf(&h, `<tr align="center">
	<td class="alt1Active" colspan="2" align="left" id="f%d">
		<table cellpadding="0" cellspacing="0" border="0">
		<tr>
			<td><img src="images/statusicon/forum_old.gif" alt="" border="0" id="forum_statusicon_%d" /></td>
			<td><img src="images/clear.gif" alt="" width="9" height="1" border="0" /></td>
			<td>
				<div><a href="%s"><strong>%s</strong></a> <span class="smallfont">(%d Viewing)</span></div>
				<div class="smallfont">%s</div>`,
			b.ID, b.ID, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Hash("viewing", b.ID)%9, Esc(b.Description))
		if len(b.Children) > 0 {
			h.WriteString(`<div class="smallfont" style="margin-top:6px"><strong>Sub-Forums:</strong> `)
			for i, ch := range b.Children {
				if i > 0 {
					h.WriteString(", ")
				}
				fmt.Fprintf(&h, `<img class="inlineimg" src="images/statusicon/subforum_old.gif" alt="" border="0" /><a href="%s">%s</a>`, c.Href(s.BoardURL(ch, 1)), Esc(ch.Name))
			}
			h.WriteString(`</div>`)
		}
		h.WriteString(`
			</td>
		</tr>
		</table>
	</td>
	<td class="alt2" nowrap="nowrap">`)
		if p := b.Latest(); p != nil {
			fmt.Fprintf(&h, `<div class="smallfont" align="left">
		<div style="clear:both"><img class="inlineimg" src="images/icons/icon1.gif" alt="" border="0" /> <a href="%s" title="Go to first unread post in thread '%s'"><strong>%s</strong></a></div>
		<div>by <a href="%s" rel="nofollow">%s</a></div>
		<div align="right">%s <span class="time">%s</span> <a href="%s"><img class="inlineimg" src="images/buttons/lastpost.gif" alt="Go to last post" border="0" /></a></div>
		</div>`,
				c.Href(fmt.Sprintf("showthread.php?goto=newpost&t=%d", p.Thread.ID)), Esc(p.Thread.Title), Esc(clip(p.Thread.Title, 28)),
				c.Href(fmt.Sprintf("member.php?find=lastposter&f=%d", b.ID)), Esc(p.Author.Name),
				vbDate(c.W.Now, p.Time), p.Time.Format("03:04 PM"), c.Href(fmt.Sprintf("showthread.php?p=%d#post%d", p.ID, p.ID)))
		} else {
			h.WriteString(`<div class="smallfont" align="center">Never</div>`)
		}
		fmt.Fprintf(&h, `</td>
	<td class="alt1">%s</td>
	<td class="alt2">%s</td>
</tr>
`, thousands(b.AllThreads(), ","), thousands(b.AllPosts(), ","))
	}
	return h.String()
}

// vbForumCols is the column header row of forum tables (forum home, sub-forums).
const vbForumCols = `	<tr align="center">
	  <td class="thead">&nbsp;</td>
	  <td class="thead" width="100%" align="left">Forum</td>
	  <td class="thead" width="175">Last Post</td>
	  <td class="thead">Threads</td>
	  <td class="thead">Posts</td>
	</tr>
`

func (s vbSkin) home(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<!-- main -->
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<thead>
` + vbForumCols + "</thead>\n")
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `<tbody>
	<tr>
		<td class="tcat" colspan="5">
			<a style="float:right" href="#top" onclick="return toggle_collapse('forumbit_%d')"><img id="collapseimg_forumbit_%d" src="images/buttons/collapse_tcat.gif" alt="" border="0" /></a>
			<a name="cat%d">%s</a>
		</td>
	</tr>
</tbody>
<tbody id="collapseobj_forumbit_%d" style="">
%s</tbody>
`, cat.ID, cat.ID, cat.ID, Esc(cat.Name), cat.ID, s.forumRows(c, cat.Boards))
	}
	h.WriteString(`</table>
<!-- /main -->
<!-- markread -->
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin-top:3px">
<tr>
	<td class="smallfont"><a href="` + c.Href("forumdisplay.php?do=markread&markreadhash=guest") + `" rel="nofollow">Mark Forums Read</a> &nbsp; <a href="` + c.Href("showgroups.php") + `" rel="nofollow">View Forum Leaders</a></td>
	<td class="smallfont" align="right"><a href="` + c.Href("external.php?type=RSS2") + `"><img src="images/buttons/rss.gif" alt="RSS" border="0" class="inlineimg" /> RSS Feed</a></td>
</tr>
</table>
<!-- / markread -->
<br />
`)
	// What's going on box.
	w := c.W
	online := 12 + int(Hash("online")%40)
	fmt.Fprintf(&h, `<!-- what's going on box -->
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center">
<thead>
	<tr><td class="tcat" colspan="2">What's Going On?</td></tr>
</thead>
<tbody>
	<tr><td class="thead" colspan="2"><a style="float:right" href="#top" onclick="return toggle_collapse('forumhome_activeusers')"><img id="collapseimg_forumhome_activeusers" src="images/buttons/collapse_thead.gif" alt="" border="0" /></a><a href="%s" rel="nofollow">Currently Active Users</a>: %d (%d members and %d guests)</td></tr>
</tbody>
<tbody id="collapseobj_forumhome_activeusers" style="">
	<tr>
		<td class="alt2"><a href="%s" rel="nofollow"><img src="images/misc/whos_online.gif" alt="View Who's Online" border="0" /></a></td>
		<td class="alt1" width="100%%"><div class="smallfont"><div style="white-space: nowrap">Most users ever online was 1,204, 03-14-2019 at <span class="time">08:12 PM</span>.</div><div>`,
		c.Href("online.php"), online, online/4, online-online/4, c.Href("online.php"))
	for i := range online / 4 {
		u := pick(w.Users, "active", i)
		if i > 0 {
			h.WriteString(", ")
		}
		h.WriteString(s.user(c, u))
	}
	fmt.Fprintf(&h, `</div></div></td>
	</tr>
</tbody>
<tbody>
	<tr><td class="thead" colspan="2"><a href="%s">%s Statistics</a></td></tr>
</tbody>
<tbody>
	<tr>
		<td class="alt2"><img src="images/misc/stats.gif" alt="%s Statistics" border="0" /></td>
		<td class="alt1" width="100%%"><div class="smallfont"><div>Threads: %s, Posts: %s, Members: %s</div><div>Welcome to our newest member, %s</div></div></td>
	</tr>
</tbody>
<tbody>
	<tr><td class="thead" colspan="2"><a href="%s">Upcoming Events</a></td></tr>
</tbody>
<tbody>
	<tr>
		<td class="alt2"><img src="images/misc/calendar.gif" alt="Calendar" border="0" /></td>
		<td class="alt1" width="100%%"><div class="smallfont">There are no events scheduled for the next 7 days.</div></td>
	</tr>
</tbody>
</table>
<!-- end what's going on box -->
`, c.Href("memberlist.php"), vbSite, vbSite, thousands(len(w.Threads), ","), thousands(len(w.Posts), ","), thousands(len(w.Users), ","), s.user(c, w.Users[len(w.Users)-1]), c.Href("calendar.php"))
	fmt.Fprintf(&h, `<br />
<!-- icons -->
<table cellpadding="0" cellspacing="0" border="0" align="center">
<tr>
	<td><img src="images/statusicon/forum_new.gif" alt="Contains unread posts" border="0" /></td>
	<td class="smallfont">&nbsp;Contains unread posts&nbsp;&nbsp;</td>
	<td><img src="images/statusicon/forum_old.gif" alt="Contains no unread posts" border="0" /></td>
	<td class="smallfont">&nbsp;Contains no unread posts&nbsp;&nbsp;</td>
	<td><img src="images/statusicon/forum_link.gif" alt="Forum is a Category" border="0" /></td>
	<td class="smallfont">&nbsp;Forum is a Category&nbsp;&nbsp;</td>
</tr>
</table>
<!-- / icons -->`)
	return h.String()
}

// pagenav renders vB's "Page 2 of 5" table with First, <, numbers, >, Last; link builds page p's URL.
func (s vbSkin) pagenav(c *Ctx, cur, total, per, count int, link func(int) string) string {
	if total <= 1 {
		return ""
	}
	res := func(p int) string {
		return fmt.Sprintf("%d to %d of %d", (p-1)*per+1, min(p*per, count), count)
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="pagenav" align="right">
<table class="tborder" cellpadding="3" cellspacing="1" border="0">
<tr>
	<td class="vbmenu_control" style="font-weight:normal">Page %d of %d</td>
`, cur, total)
	const window = 3
	lo, hi := max(1, cur-window), min(total, cur+window)
	if lo > 1 {
		fmt.Fprintf(&h, `	<td class="alt1" nowrap="nowrap"><a rel="start" class="smallfont" href="%s" title="First Page - Results %s"><strong>&laquo;</strong> First</a></td>
`, c.Href(link(1)), res(1))
	}
	if cur > 1 {
		fmt.Fprintf(&h, `	<td class="alt1"><a rel="prev" class="smallfont" href="%s" title="Prev Page - Results %s">&lt;</a></td>
`, c.Href(link(cur-1)), res(cur-1))
	}
	for p := lo; p <= hi; p++ {
		if p == cur {
			fmt.Fprintf(&h, `	<td class="alt2"><span class="smallfont" title="Showing results %s"><strong>%d</strong></span></td>
`, res(p), p)
			continue
		}
		fmt.Fprintf(&h, `	<td class="alt1"><a class="smallfont" href="%s" title="Show results %s">%d</a></td>
`, c.Href(link(p)), res(p), p)
	}
	if cur < total {
		fmt.Fprintf(&h, `	<td class="alt1"><a rel="next" class="smallfont" href="%s" title="Next Page - Results %s">&gt;</a></td>
`, c.Href(link(cur+1)), res(cur+1))
	}
	if hi < total {
		fmt.Fprintf(&h, `	<td class="alt1" nowrap="nowrap"><a class="smallfont" href="%s" title="Last Page - Results %s"><strong>Last</strong> &raquo;</a></td>
`, c.Href(link(total)), res(total))
	}
	fmt.Fprintf(&h, `	<td class="vbmenu_control" title="%s"><a name="PageNav"></a></td>
</tr>
</table>
</div>`, Esc(c.URL(link(1))))
	return h.String()
}

// vbSorted orders a thread list as forumdisplay.php's sort and order would.
func vbSorted(ts []*Thread, sort, order string) []*Thread {
	cmp, desc := byLastPost, order != "asc"
	switch sort {
	case "title":
		cmp, desc = byTitle, order == "desc"
	case "postusername":
		cmp, desc = byStarter, order == "desc"
	case "replycount":
		cmp = byReplies
	case "views":
		cmp = byViews
	case "voteavg":
		cmp = func(a, b *Thread) int { return int(Hash("vote", a.ID)%6) - int(Hash("vote", b.ID)%6) }
	}
	return stickyFirst(ts, cmp, desc)
}

func (s vbSkin) forum(c *Ctx, b *Board, page int) string {
	sh := c.W.Shape
	sort, order := c.Query.Get("sort"), c.Query.Get("order")
	daysprune := c.Query.Get("daysprune")
	sortQ := ""
	if sort != "" || order != "" {
		sortQ = fmt.Sprintf("&sort=%s&order=%s", sort, order)
		if daysprune != "" {
			sortQ += "&daysprune=" + daysprune
		}
	}
	link := func(p int) string {
		if sortQ == "" {
			return s.BoardURL(b, p)
		}
		if p <= 1 {
			return fmt.Sprintf("forumdisplay.php?f=%d%s", b.ID, sortQ)
		}
		return fmt.Sprintf("forumdisplay.php?f=%d&page=%d%s", b.ID, p, sortQ)
	}
	var h strings.Builder
	if len(b.Children) > 0 {
		fmt.Fprintf(&h, `<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center">
<thead>
	<tr><td class="tcat" colspan="5">Sub-Forums<span class="normal"> : %s</span></td></tr>
%s</thead>
<tbody>
%s</tbody>
</table>
<br />
`, Esc(b.Name), vbForumCols, s.forumRows(c, b.Children))
	}
	nav := s.pagenav(c, page, b.Pages(sh.ThreadsPerPage), sh.ThreadsPerPage, len(b.Threads), link)
	fmt.Fprintf(&h, `<!-- threads list  -->
<table cellpadding="0" cellspacing="0" border="0" width="100%%" style="margin-bottom:3px">
<tr valign="bottom">
	<td class="smallfont"><a href="%s" rel="nofollow"><img src="images/buttons/newthread.gif" alt="Post New Thread" border="0" /></a></td>
	<td align="right">%s</td>
</tr>
</table>
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center" style="border-bottom-width:0px">
<tr>
	<td class="tcat" width="100%%">Threads in Forum<span class="normal"> : %s</span></td>
	<td class="vbmenu_control" id="forumtools" nowrap="nowrap"><a href="%s" rel="nofollow">Forum Tools</a> <script type="text/javascript"> vbmenu_register("forumtools"); </script></td>
	<td class="vbmenu_control" id="forumsearch" nowrap="nowrap"><a href="%s" rel="nofollow">Search this Forum</a> <script type="text/javascript"> vbmenu_register("forumsearch"); </script></td>
</tr>
</table>
`, c.Href(fmt.Sprintf("newthread.php?do=newthread&f=%d", b.ID)), nav, Esc(b.Name),
		c.Href(fmt.Sprintf("forumdisplay.php?f=%d&nojs=1#goto_forumtools", b.ID)), c.Href(fmt.Sprintf("search.php?f=%d", b.ID)))
	sortLink := func(field, ord string) string {
		return c.Href(fmt.Sprintf("forumdisplay.php?f=%d&daysprune=-1&order=%s&sort=%s", b.ID, ord, field))
	}
	lastOrder := "asc"
	if sort == "lastpost" && order == "asc" {
		lastOrder = "desc"
	}
	fmt.Fprintf(&h, `<form action="inlinemod.php?forumid=%d" method="post" id="inlinemodform">
<input type="hidden" name="url" value="" />
<input type="hidden" name="s" value="%s" />
<input type="hidden" name="securitytoken" value="guest" />
<input type="hidden" name="forumid" value="%d" />
<table class="tborder" id="threadslist" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center">
<tbody>
<tr>
	<td class="thead" colspan="2">&nbsp;</td>
	<td class="thead" width="100%%">
		<span style="float:right"><a href="%s" rel="nofollow">Rating</a></span>
		<a href="%s" rel="nofollow">Thread</a> /
		<a href="%s" rel="nofollow">Thread Starter</a>
	</td>
	<td class="thead" width="150" align="center" nowrap="nowrap"><span style="white-space:nowrap"><a href="%s" rel="nofollow">Last Post</a> <a href="%s" rel="nofollow"><img class="sortarrow" src="images/buttons/sortarrow-asc.gif" alt="Reverse Sort Order" border="0" /></a></span></td>
	<td class="thead" align="center" nowrap="nowrap"><span style="white-space:nowrap"><a href="%s" rel="nofollow">Replies</a></span></td>
	<td class="thead" align="center" nowrap="nowrap"><span style="white-space:nowrap"><a href="%s" rel="nofollow">Views</a></span></td>
</tr>
</tbody>
<!-- show threads -->
<tbody id="threadbits_forum_%d">
`, b.ID, Esc(c.Sid), b.ID, sortLink("voteavg", "desc"), sortLink("title", "asc"), sortLink("postusername", "asc"),
		sortLink("lastpost", "desc"), sortLink("lastpost", lastOrder), sortLink("replycount", "desc"), sortLink("views", "desc"), b.ID)
	threads := b.Threads
	if sortQ != "" {
		threads = vbSorted(threads, sort, order)
	}
	for _, t := range Page(threads, page, sh.ThreadsPerPage) {
		h.WriteString(s.threadbit(c, t))
	}
	fmt.Fprintf(&h, `</tbody>
<!-- end show threads -->
</table>
</form>
<!-- /threads list  -->
<table cellpadding="0" cellspacing="0" border="0" width="100%%" style="margin-top:3px">
<tr valign="top">
	<td class="smallfont"><a href="%s" rel="nofollow"><img src="images/buttons/newthread.gif" alt="Post New Thread" border="0" /></a></td>
	<td align="right">%s</td>
</tr>
</table>
<br />
<!-- display options -->
<form action="forumdisplay.php" method="get">
<input type="hidden" name="s" value="%s" />
<input type="hidden" name="f" value="%d" />
<input type="hidden" name="page" value="%d" />
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center">
<tr><td class="tcat" colspan="2">Display Options</td></tr>
<tr>
	<td class="thead">Showing threads %d to %d of %d</td>
	<td class="thead">Moderators</td>
</tr>
<tr>
	<td class="alt1"><div class="smallfont">Sorted By <select name="sort"><option value="title">Thread Title</option><option value="lastpost" selected="selected">Last Post Time</option><option value="dateline">Thread Start Time</option><option value="replycount">Number of Replies</option><option value="views">Number of Views</option><option value="postusername">Thread Starter</option><option value="voteavg">Thread Rating</option></select>
	Sort Order <select name="order"><option value="asc">Ascending</option><option value="desc" selected="selected">Descending</option></select>
	From The <select name="daysprune"><option value="1">Last Day</option><option value="7">Last Week</option><option value="30">Last Month</option><option value="-1" selected="selected">Beginning</option></select>
	<input type="submit" class="button" value="Show Threads" /></div></td>
	<td class="alt2"><div class="smallfont">%s</div></td>
</tr>
</table>
</form>
<!-- / display options -->
<br />
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center">
<tr><td class="thead">Forum Jump</td></tr>
<tr><td class="alt1"><select name="f" onchange="window.location=('forumdisplay.php?f='+this.options[this.selectedIndex].value)">%s</select></td></tr>
</table>`,
		c.Href(fmt.Sprintf("newthread.php?do=newthread&f=%d", b.ID)), nav, Esc(c.Sid), b.ID, page,
		(page-1)*sh.ThreadsPerPage+1, min(page*sh.ThreadsPerPage, len(b.Threads)), len(b.Threads),
		s.user(c, pick(c.W.Users, "mod", b.ID)), s.jumpOptions(c))
	return s.frame(c, b.Name, b, "", h.String())
}

func (s vbSkin) jumpOptions(c *Ctx) string {
	var h strings.Builder
	for _, b := range c.W.Boards {
		indent := ""
		if b.Parent != nil {
			indent = "&nbsp; &nbsp; "
		}
		fmt.Fprintf(&h, `<option value="%d">%s%s</option>`, b.ID, indent, Esc(b.Name))
	}
	return h.String()
}

func (s vbSkin) threadbit(c *Ctx, t *Thread) string {
	sh := c.W.Shape
	last := t.LastPost()
	status := "thread"
	if len(t.Posts) > 15 || t.Views > 1000 {
		status = "thread_hot"
	}
	prefix := ""
	if t.Sticky {
		prefix = "Sticky: "
	}
	var pages string
	if n := t.Pages(sh.PostsPerPage); n > 1 {
		var p strings.Builder
		p.WriteString(`<span class="smallfont" style="white-space:nowrap">(<img class="inlineimg" src="images/misc/multipage.gif" alt="Multi-page thread" border="0" /> `)
		for i := 1; i <= min(n, 5); i++ {
			fmt.Fprintf(&p, `<a href="%s">%d</a> `, c.Href(s.ThreadURL(t, i)), i)
		}
		if n > 5 {
			fmt.Fprintf(&p, `... <a href="%s">Last Page</a>`, c.Href(s.ThreadURL(t, n)))
		}
		p.WriteString(`)</span>`)
		pages = p.String()
	}
	preview := clip(strings.Join(t.Posts[0].Body, " "), 200)
	rating := ""
	if r := Hash("vote", t.ID) % 6; r > 0 {
		rating = fmt.Sprintf(`<span style="float:right"><img class="inlineimg" src="images/rating/rating_%d.gif" border="0" alt="Thread Rating: %d votes, %d.00 average." /></span>`+"\n\t\t\t", r, 1+Hash("votes", t.ID)%9, r)
	}
	return fmt.Sprintf(`<tr>
	<td class="alt1" id="td_threadstatusicon_%d"><img src="images/statusicon/%s.gif" id="thread_statusicon_%d" alt="" border="" /></td>
	<td class="alt2"><img src="images/icons/icon1.gif" alt="" border="0" /></td>
	<td class="alt1" id="td_threadtitle_%d" title="%s">
		<div>
			%s%s<a href="%s" id="thread_title_%d">%s</a>
			%s
		</div>
		<div class="smallfont">
			<a href="%s">%s</a>
		</div>
	</td>
	<td class="alt2" title="Replies: %d, Views: %s">
		<div class="smallfont" style="text-align:right; white-space:nowrap">
			%s <span class="time">%s</span><br />
			by <a href="%s" rel="nofollow">%s</a> <a href="%s"><img class="inlineimg" src="images/buttons/lastpost.gif" alt="Go to last post" border="0" /></a>
		</div>
	</td>
	<td class="alt1" align="center"><a href="%s" onclick="who(%d); return false;">%s</a></td>
	<td class="alt2" align="center">%s</td>
</tr>
`, t.ID, status, t.ID, t.ID, Esc(preview), rating, prefix, c.Href(s.ThreadURL(t, 1)), t.ID, Esc(t.Title), pages,
		c.Href(fmt.Sprintf("member.php?u=%d", t.Author.ID)), Esc(t.Author.Name),
		len(t.Posts)-1, thousands(t.Views, ","), vbDate(c.W.Now, last.Time), last.Time.Format("03:04 PM"),
		c.Href(fmt.Sprintf("member.php?find=lastposter&t=%d", t.ID)), Esc(last.Author.Name), c.Href(fmt.Sprintf("showthread.php?p=%d#post%d", last.ID, last.ID)),
		c.Href(fmt.Sprintf("misc.php?do=whoposted&t=%d", t.ID)), t.ID, thousands(len(t.Posts)-1, ","), thousands(t.Views, ","))
}

// postbit renders one post the vB 3.8 way; count is its 1-based number in the thread.
func (s vbSkin) postbit(c *Ctx, p *Post, withButtons bool) string {
	t := p.Thread
	title := ""
	if p.Index == 0 {
		title = `<div class="smallfont"><img class="inlineimg" src="images/icons/icon1.gif" alt="Default" border="0" /> <strong>` + Esc(t.Title) + `</strong></div>
<hr size="1" style="color:#D1D1E1; background-color:#D1D1E1" />`
	}
	sig := ""
	if sg := signature(p.Author); sg != "" {
		sig = `<div>__________________<br />` + Esc(sg) + `</div>`
	}
	buttons := ""
	if withButtons {
		buttons = fmt.Sprintf(`<a href="%s" rel="nofollow"><img src="images/buttons/quote.gif" alt="Reply With Quote" border="0" /></a>`, c.Href(fmt.Sprintf("newreply.php?do=newreply&p=%d", p.ID)))
	}
	u := p.Author
	return fmt.Sprintf(`<!-- post #%d -->
<div id="edit%d" style="padding:0px 0px 6px 0px">
<table class="tborder" id="post%d" cellpadding="6" cellspacing="0" border="0" width="100%%" align="center">
<tr>
	<td class="thead" style="font-weight:normal; border: 1px solid #D1D1E1; border-right: 0px"><!-- status icon and date --><a name="post%d"><img class="inlineimg" src="images/statusicon/post_old.gif" alt="Old" border="0" /></a> %s, %s<!-- / status icon and date --></td>
	<td class="thead" style="font-weight:normal; border: 1px solid #D1D1E1; border-left: 0px" align="right">&nbsp;#<a href="%s" target="new" rel="nofollow" id="postcount%d" name="%d"><strong>%d</strong></a></td>
</tr>
<tr valign="top">
	<td class="alt2" width="175" style="border: 1px solid #D1D1E1; border-top: 0px; border-bottom: 0px">
		<div id="postmenu_%d"><a class="bigusername" href="%s">%s</a> <script type="text/javascript"> vbmenu_register("postmenu_%d", true); </script></div>
		<div class="smallfont">%s</div>
		<div class="smallfont">&nbsp;<br />
			<div>Join Date: %s</div>
			<div>Posts: %s</div>
		</div>
	</td>
	<td class="alt1" id="td_post_%d" style="border-right: 1px solid #D1D1E1">
		%s
		<!-- message -->
		<div id="post_message_%d">%s</div>
		<!-- / message -->
		%s
	</td>
</tr>
<tr>
	<td class="alt2" style="border: 1px solid #D1D1E1; border-top: 0px"><img class="inlineimg" src="images/statusicon/user_offline.gif" alt="%s is offline" border="0" /></td>
	<td class="alt1" align="right" style="border: 1px solid #D1D1E1; border-left: 0px; border-top: 0px">%s</td>
</tr>
</table>
<!-- post %d popup menu -->
<div class="vbmenu_popup" id="postmenu_%d_menu" style="display:none">
	<table cellpadding="4" cellspacing="1" border="0">
	<tr><td class="thead">%s</td></tr>
	<tr><td class="vbmenu_option"><a href="%s">View Public Profile</a></td></tr>
	<tr><td class="vbmenu_option"><a href="%s" rel="nofollow">Send a private message to %s</a></td></tr>
	<tr><td class="vbmenu_option"><a href="%s" rel="nofollow">Find More Posts by %s</a></td></tr>
	</table>
</div>
<!-- / post %d popup menu -->
</div>
<!-- / post #%d -->
`, p.ID, p.ID, p.ID, p.ID, vbDate(c.W.Now, p.Time), p.Time.Format("03:04 PM"),
		c.Href(fmt.Sprintf("showpost.php?p=%d&postcount=%d", p.ID, p.Index+1)), p.ID, p.Index+1, p.Index+1,
		p.ID, c.Href(fmt.Sprintf("member.php?u=%d", u.ID)), Esc(u.Name), p.ID, rank(u), u.Joined.Format("Jan 2006"), thousands(u.Posts, ","),
		p.ID, title, p.ID, strings.Join(escAll(p.Body), "<br />\n<br />\n"), sig, Esc(u.Name), buttons,
		p.ID, p.ID, Esc(u.Name), c.Href(fmt.Sprintf("member.php?u=%d", u.ID)),
		c.Href(fmt.Sprintf("private.php?do=newpm&u=%d", u.ID)), Esc(u.Name), c.Href(fmt.Sprintf("search.php?do=finduser&u=%d", u.ID)), Esc(u.Name),
		p.ID, p.ID)
}

func (s vbSkin) thread(c *Ctx, t *Thread, page int) string {
	sh := c.W.Shape
	nav := s.pagenav(c, page, t.Pages(sh.PostsPerPage), sh.PostsPerPage, len(t.Posts), func(p int) string { return s.ThreadURL(t, p) })
	var h strings.Builder
	fmt.Fprintf(&h, `<a name="poststop" id="poststop"></a>
<!-- controls above postbits -->
<table cellpadding="0" cellspacing="0" border="0" width="100%%" style="margin-bottom:3px">
<tr valign="bottom">
	<td class="smallfont"><a href="%s" rel="nofollow"><img src="images/buttons/reply.gif" alt="Reply" border="0" /></a></td>
	<td align="right">%s</td>
</tr>
</table>
<!-- / controls above postbits -->
<!-- toolbar -->
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center" style="border-bottom-width:0px">
<tr>
	<td class="tcat" width="100%%"><div class="smallfont">&nbsp;</div></td>
	<td class="vbmenu_control" id="threadtools" nowrap="nowrap"><a href="%s">Thread Tools</a> <script type="text/javascript"> vbmenu_register("threadtools"); </script></td>
	<td class="vbmenu_control" id="threadsearch" nowrap="nowrap"><a href="%s">Search this Thread</a> <script type="text/javascript"> vbmenu_register("threadsearch"); </script></td>
	<td class="vbmenu_control" id="threadrating" nowrap="nowrap"><a href="%s"><span id="threadrating_current">Rate Thread</span></a> <script type="text/javascript"> vbmenu_register("threadrating"); </script></td>
	<td class="vbmenu_control" id="displaymodes" nowrap="nowrap"><a href="%s">Display Modes</a> <script type="text/javascript"> vbmenu_register("displaymodes"); </script></td>
</tr>
</table>
<!-- / toolbar -->
<!-- end content table -->
<div id="posts">`,
		c.Href(fmt.Sprintf("newreply.php?do=newreply&noquote=1&p=%d", t.LastPost().ID)), nav,
		c.Href(fmt.Sprintf("showthread.php?t=%d&nojs=1#goto_threadtools", t.ID)), c.Href(fmt.Sprintf("showthread.php?t=%d&nojs=1#goto_threadsearch", t.ID)),
		c.Href(fmt.Sprintf("showthread.php?t=%d&nojs=1#goto_threadrating", t.ID)), c.Href(fmt.Sprintf("showthread.php?t=%d&nojs=1#goto_displaymodes", t.ID)))
	for _, p := range Page(t.Posts, page, sh.PostsPerPage) {
		h.WriteString(s.postbit(c, p, true))
	}
	fmt.Fprintf(&h, `<div id="lastpost"></div></div>
<!-- start content table -->
<!-- controls below postbits -->
<table cellpadding="0" cellspacing="0" border="0" width="100%%" style="margin-top:-3px">
<tr valign="top">
	<td class="smallfont"><a href="%s" rel="nofollow"><img src="images/buttons/reply.gif" alt="Reply" border="0" /></a></td>
	<td align="right">%s</td>
</tr>
</table>
<!-- / controls below postbits -->
<!-- popup menus -->
<div class="vbmenu_popup" id="threadtools_menu" style="display:none">
	<table cellpadding="4" cellspacing="1" border="0">
	<tr><td class="thead">Thread Tools<a name="goto_threadtools"></a></td></tr>
	<tr><td class="vbmenu_option"><img class="inlineimg" src="images/buttons/printer.gif" alt="Show Printable Version" /> <a href="%s" accesskey="3" rel="nofollow">Show Printable Version</a></td></tr>
	<tr><td class="vbmenu_option"><img class="inlineimg" src="images/buttons/sendtofriend.gif" alt="Email this Page" /> <a href="%s" rel="nofollow">Email this Page</a></td></tr>
	<tr><td class="vbmenu_option"><img class="inlineimg" src="images/buttons/subscribe.gif" alt="Subscribe to this Thread" /> <a href="%s" rel="nofollow">Subscribe to this Thread</a></td></tr>
	</table>
</div>
<div class="vbmenu_popup" id="displaymodes_menu" style="display:none">
	<table cellpadding="4" cellspacing="1" border="0">
	<tr><td class="thead">Display Modes<a name="goto_displaymodes"></a></td></tr>
	<tr><td class="vbmenu_option" title="nohilite"><img class="inlineimg" src="images/buttons/mode_linear.gif" alt="Linear Mode" /> <strong>Linear Mode</strong></td></tr>
	<tr><td class="vbmenu_option"><img class="inlineimg" src="images/buttons/mode_hybrid.gif" alt="Hybrid Mode" /> <a href="%s">Switch to Hybrid Mode</a></td></tr>
	<tr><td class="vbmenu_option"><img class="inlineimg" src="images/buttons/mode_threaded.gif" alt="Threaded Mode" /> <a href="%s">Switch to Threaded Mode</a></td></tr>
	</table>
</div>
<!-- / popup menus -->
<br />
<!-- forum rules and admin links -->
<table cellpadding="0" cellspacing="0" border="0" width="100%%" align="center">
<tr valign="bottom">
	<td width="100%%" valign="top">
		<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="210">
		<thead><tr><td class="thead">Posting Rules</td></tr></thead>
		<tbody><tr><td class="alt1" nowrap="nowrap"><div class="smallfont">
			<div>You <strong>may not</strong> post new threads</div>
			<div>You <strong>may not</strong> post replies</div>
			<div>You <strong>may not</strong> post attachments</div>
			<div>You <strong>may not</strong> edit your posts</div>
			<hr />
			<div><a href="%s" target="_blank">BB code</a> is <strong>On</strong></div>
			<div><a href="%s" target="_blank">Smilies</a> are <strong>On</strong></div>
			<div>HTML code is <strong>Off</strong></div>
		</div></td></tr></tbody>
		</table>
	</td>
	<td class="smallfont" align="right">
		<table cellpadding="0" cellspacing="0" border="0">
		<tr><td class="smallfont" style="text-align:left; white-space:nowrap">
			<strong>&laquo;</strong> <a href="%s" rel="nofollow">Previous Thread</a> | <a href="%s" rel="nofollow">Next Thread</a> <strong>&raquo;</strong>
		</td></tr>
		</table>
	</td>
</tr>
</table>
<!-- /forum rules and admin links -->
<br />
%s`,
		c.Href(fmt.Sprintf("newreply.php?do=newreply&noquote=1&p=%d", t.LastPost().ID)), nav,
		c.Href(fmt.Sprintf("printthread.php?t=%d", t.ID)), c.Href(fmt.Sprintf("sendmessage.php?do=sendtofriend&t=%d", t.ID)),
		c.Href(fmt.Sprintf("subscription.php?do=addsubscription&t=%d", t.ID)),
		c.Href(fmt.Sprintf("showthread.php?mode=hybrid&t=%d", t.ID)), c.Href(fmt.Sprintf("showthread.php?p=%d&mode=threaded#post%d", t.Posts[0].ID, t.Posts[0].ID)),
		c.Href("misc.php?do=bbcode"), c.Href("misc.php?do=showsmilies"),
		c.Href(fmt.Sprintf("showthread.php?t=%d&goto=nextoldest", t.ID)), c.Href(fmt.Sprintf("showthread.php?t=%d&goto=nextnewest", t.ID)),
		s.similar(c, t))
	return s.frame(c, t.Title, t.Board, s.ThreadURL(t, page), h.String())
}

// similar is the "Similar Threads" box under a thread.
func (s vbSkin) similar(c *Ctx, t *Thread) string {
	var h strings.Builder
	h.WriteString(`<!-- similar threads -->
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<thead><tr><td class="tcat" colspan="5">Similar Threads</td></tr></thead>
<tbody><tr class="thead" align="center">
	<td class="thead" align="left" nowrap="nowrap">Thread</td>
	<td class="thead" nowrap="nowrap">Thread Starter</td>
	<td class="thead" nowrap="nowrap">Forum</td>
	<td class="thead" nowrap="nowrap">Replies</td>
	<td class="thead" nowrap="nowrap">Last Post</td>
</tr>`)
	for _, x := range similarThreads(t, "similar") {
		fmt.Fprintf(&h, `<tr>
	<td class="alt1" align="left"><span class="smallfont"><a href="%s" title="%s">%s</a></span></td>
	<td class="alt2" nowrap="nowrap"><span class="smallfont">%s</span></td>
	<td class="alt1" nowrap="nowrap"><span class="smallfont">%s</span></td>
	<td class="alt2" align="center"><span class="smallfont">%d</span></td>
	<td class="alt1" align="right"><span class="smallfont">%s <span class="time">%s</span></span></td>
</tr>`, c.Href(s.ThreadURL(x, 1)), Esc(clip(strings.Join(x.Posts[0].Body, " "), 120)), Esc(x.Title), Esc(x.Author.Name), Esc(x.Board.Name),
			len(x.Posts)-1, x.LastPost().Time.Format("01-02-2006"), x.LastPost().Time.Format("03:04 PM"))
	}
	h.WriteString(`</tbody></table>
<!-- /similar threads -->`)
	return h.String()
}

// threaded is the hybrid/threaded display mode: the first post and a post tree.
func (s vbSkin) threaded(c *Ctx, t *Thread) string {
	var h strings.Builder
	h.WriteString(`<div id="posts">` + s.postbit(c, t.Posts[0], true) + `</div>
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<tr><td class="tcat">Thread Tools</td></tr>
<tr><td class="alt1"><div id="threadtree" class="smallfont">`)
	for _, p := range t.Posts {
		fmt.Fprintf(&h, `<div class="smallfont"><img src="images/misc/tree_ltr.gif" alt="" /> <a href="#post%d" onclick="return showPost(%d)">%s</a> <strong>%s</strong> %s <span class="time">%s</span></div>`,
			p.ID, p.ID, Esc(clip(p.Body[0], 40)), Esc(p.Author.Name), p.Time.Format("01-02-2006"), p.Time.Format("03:04 PM"))
	}
	h.WriteString(`</div></td></tr></table>`)
	return s.frame(c, t.Title, t.Board, fmt.Sprintf("showthread.php?mode=hybrid&t=%d", t.ID), h.String())
}

func (s vbSkin) showpost(c *Ctx, p *Post) string {
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1" />
<meta name="generator" content="vBulletin 3.8.7" />
<title>%s - View Single Post - %s</title>
<link rel="stylesheet" type="text/css" href="clientscript/vbulletin_important.css?v=387" />
</head>
<body style="margin:0px" onload="self.focus()">
<form action="showthread.php" method="get">
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" style="border-bottom-width:0px">
<tr><td class="tcat"><span class="smallfont" style="float:right"><strong>View Single Post</strong></span>%s</td></tr>
</table>
%s
</form>
</body>
</html>`, Esc(vbSite), Esc(p.Thread.Title), Esc(p.Thread.Title), s.postbit(c, p, false))
}

func (s vbSkin) print(c *Ctx, t *Thread) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1" />
<meta name="generator" content="vBulletin 3.8.7" />
<meta name="robots" content="noindex,follow" />
<title>%s - Printable Version</title>
<style type="text/css">td, p, li, div { font: 10pt verdana, geneva, lucida, 'lucida grande', arial, helvetica, sans-serif; } .smallfont { font-size: 11px; } .tborder { border: 1px solid #808080; } .thead { background-color: #EEEEEE; } .page { background-color: #FFFFFF; color: #000000; }</style>
</head>
<body class="page">
<table cellpadding="0" cellspacing="0" border="0" width="100%%">
<tr valign="bottom">
	<td><a href="%s"><img src="images/misc/vbulletin3_logo_white.gif" alt="%s" border="0" /></a></td>
	<td align="right"><div class="smallfont"><a href="%s">Click here to view this thread with graphics</a></div></td>
</tr>
</table>
<br />
<div class="largefont" style="padding:0px 0px 6px 0px"><strong>%s</strong> &gt; <strong>%s</strong> &gt; <strong>%s</strong></div>
<div class="largefont">%s</div>
<br />`, Esc(vbSite), c.Href("index.php"), vbSite, c.Href(s.ThreadURL(t, 1)), vbSite, Esc(t.Board.Name), Esc(t.Title), Esc(t.Title))
	for _, p := range t.Posts {
		fmt.Fprintf(&h, `<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%">
<tr><td class="page">
	<table cellpadding="0" cellspacing="0" border="0" width="100%%">
	<tr valign="bottom">
		<td style="font-size:14pt">%s</td>
		<td class="smallfont" align="right">%s %s</td>
	</tr>
	</table>
	<hr />
	<div>%s</div>
</td></tr>
</table>
<br />`, Esc(p.Author.Name), p.Time.Format("01-02-2006,"), p.Time.Format("03:04 PM"), strings.Join(escAll(p.Body), "<br />\n<br />\n"))
	}
	fmt.Fprintf(&h, `<br />
<div class="smallfont" align="center">All times are GMT. The time now is <span class="time">%s</span>.</div>
<br />
<div class="smallfont" align="center">Powered by vBulletin&reg; Version 3.8.7<br />Copyright &copy;2000 - 2026, vBulletin Solutions, Inc.</div>
</body>
</html>`, c.W.Now.Format("03:04 PM"))
	return h.String()
}

func (s vbSkin) profile(c *Ctx, u *User) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="profile_tabs">
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center">
<tr><td class="tcat">%s <span class="smallfont">%s</span></td></tr>
<tr><td class="alt1">
	<div class="smallfont"><strong>Last Activity:</strong> %s <span class="time">%s</span></div>
	<dl class="list_no_decoration profilefield_list">
		<dt class="shade">Join Date</dt><dd>%s</dd>
		<dt class="shade">Total Posts</dt><dd>%s</dd>
		<dt class="shade">Biography</dt><dd>%s</dd>
	</dl>
	<ul>
		<li><a href="%s" rel="nofollow">Find all posts by %s</a></li>
		<li><a href="%s" rel="nofollow">Find all threads started by %s</a></li>
		<li><a href="%s" rel="nofollow">Send a private message to %s</a></li>
	</ul>
</td></tr>
</table>
</div>
<br />
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center">
<tr><td class="tcat">Friends <span class="normal">Showing %d of %d Friend(s)</span></td></tr>
<tr><td class="alt2"><ul class="friends_list">`,
		Esc(u.Name), rank(u), vbDate(c.W.Now, c.W.Now.Add(-time.Duration(Hash("seen", u.ID)%400)*time.Hour)), "10:14 AM",
		u.Joined.Format("01-02-2006"), thousands(u.Posts, ","), Esc(u.Bio),
		c.Href(fmt.Sprintf("search.php?do=finduser&u=%d", u.ID)), Esc(u.Name),
		c.Href(fmt.Sprintf("search.php?do=finduser&u=%d&starteronly=1", u.ID)), Esc(u.Name),
		c.Href(fmt.Sprintf("private.php?do=newpm&u=%d", u.ID)), Esc(u.Name), len(u.Contacts), len(u.Contacts))
	for _, f := range u.Contacts {
		fmt.Fprintf(&h, `<li><a href="%s" class="username">%s</a></li>`, c.Href(fmt.Sprintf("member.php?u=%d", f.ID)), Esc(f.Name))
	}
	h.WriteString(`</ul></td></tr></table>`)
	return h.String()
}

func (s vbSkin) members(c *Ctx) string {
	const per = 30
	users := slices.Clone(c.W.Users)
	ltr := strings.ToUpper(c.Query.Get("ltr"))
	if ltr != "" {
		users = slices.DeleteFunc(users, func(u *User) bool { return !strings.HasPrefix(strings.ToUpper(u.Name), ltr) })
	}
	sort, order := c.Query.Get("sort"), c.Query.Get("order")
	switch sort {
	case "posts":
		slices.SortStableFunc(users, func(a, b *User) int { return b.Posts - a.Posts })
	case "joindate":
		slices.SortStableFunc(users, func(a, b *User) int { return a.Joined.Compare(b.Joined) })
	default:
		users = slices.SortedStableFunc(slices.Values(users), func(a, b *User) int {
			return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
		})
	}
	if order == "desc" {
		slices.Reverse(users)
	}
	page := max(1, c.Int("page"))
	var h strings.Builder
	h.WriteString(`<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><tr><td class="alt1" align="center">`)
	fmt.Fprintf(&h, `<a href="%s">All</a> <a href="%s">#</a> `, c.Href("memberlist.php"), c.Href("memberlist.php?ltr=%23"))
	for l := 'A'; l <= 'Z'; l++ {
		fmt.Fprintf(&h, `<a href="%s">%c</a> `, c.Href(fmt.Sprintf("memberlist.php?ltr=%c", l)), l)
	}
	h.WriteString(`</td></tr></table><br />`)
	total := max(1, (len(users)+per-1)/per)
	listQ := ""
	if sort != "" {
		listQ = fmt.Sprintf("&order=%s&sort=%s&pp=%d", order, sort, per)
	}
	nav := s.pagenav(c, page, total, per, len(users), func(p int) string {
		if ltr != "" {
			return fmt.Sprintf("memberlist.php?ltr=%s&page=%d", ltr, p)
		}
		return fmt.Sprintf("memberlist.php?page=%d%s", p, listQ)
	})
	fmt.Fprintf(&h, `%s<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center" id="memberlist_table">
<tr><td class="tcat" colspan="4">Members List</td></tr>
<tr align="center">
	<td class="thead" align="left"><a href="%s">User Name</a></td>
	<td class="thead"><a href="%s">Join Date</a></td>
	<td class="thead"><a href="%s">Posts</a></td>
	<td class="thead">Send Message</td>
</tr>`, nav, c.Href("memberlist.php?order=asc&sort=username&pp=30"), c.Href("memberlist.php?order=asc&sort=joindate&pp=30"), c.Href("memberlist.php?order=desc&sort=posts&pp=30"))
	for _, u := range Page(users, page, per) {
		fmt.Fprintf(&h, `<tr align="center">
	<td class="alt1Active" align="left" id="u%d"><a href="%s">%s</a><div class="smallfont">%s</div></td>
	<td class="alt2">%s</td>
	<td class="alt1">%s</td>
	<td class="alt2"><a href="%s" rel="nofollow"><img src="images/buttons/sendpm.gif" alt="Send a private message to %s" border="0" /></a></td>
</tr>`, u.ID, c.Href(fmt.Sprintf("member.php?u=%d", u.ID)), Esc(u.Name), rank(u), u.Joined.Format("01-02-2006"), thousands(u.Posts, ","),
			c.Href(fmt.Sprintf("private.php?do=newpm&u=%d", u.ID)), Esc(u.Name))
	}
	h.WriteString(`</table>` + nav)
	return h.String()
}

func (s vbSkin) calendar(c *Ctx) string {
	y, m, first := calendarMonth(c.W.Now, c.Int("year"), c.Int("month"))
	prev, next := first.AddDate(0, -1, 0), first.AddDate(0, 1, 0)
	var h strings.Builder
	fmt.Fprintf(&h, `<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center">
<tr>
	<td class="tcat" colspan="7">
		<a href="%s" style="float:right">%s &raquo;</a>
		<a href="%s">&laquo; %s</a>
		&nbsp; %s %d
	</td>
</tr>
<tr align="center"><td class="thead">Sunday</td><td class="thead">Monday</td><td class="thead">Tuesday</td><td class="thead">Wednesday</td><td class="thead">Thursday</td><td class="thead">Friday</td><td class="thead">Saturday</td></tr>
<tr>`, c.Href(fmt.Sprintf("calendar.php?month=%d&year=%d", int(next.Month()), next.Year())), next.Format("January"),
		c.Href(fmt.Sprintf("calendar.php?month=%d&year=%d", int(prev.Month()), prev.Year())), prev.Format("January"), first.Format("January"), y)
	for range int(first.Weekday()) {
		h.WriteString(`<td class="alt2">&nbsp;</td>`)
	}
	for d := first; d.Month() == first.Month(); d = d.AddDate(0, 0, 1) {
		if d.Weekday() == time.Sunday && d.Day() > 1 {
			h.WriteString("</tr>\n<tr>")
		}
		fmt.Fprintf(&h, `<td class="alt1" valign="top" height="80"><div class="smallfont" style="float:right"><a href="%s">%d</a></div></td>`,
			c.Href(fmt.Sprintf("calendar.php?do=getinfo&day=%d-%d-%d&c=1", y, m, d.Day())), d.Day())
	}
	h.WriteString(`</tr></table>`)
	return h.String()
}

func (s vbSkin) search(c *Ctx) string {
	var ts []*Thread
	title := ""
	switch c.Query.Get("do") {
	case "getdaily", "getnew":
		ts, title = c.W.ThreadsByActivity()[:min(25, len(c.W.Threads))], "Today's Posts"
	case "finduser":
		if u := c.W.User(c.Int("u")); u != nil {
			title = "Posts by " + u.Name
			ts = firstN(c.W.ThreadsByActivity(), 25, func(t *Thread) bool {
				return t.Author == u || (c.Query.Get("starteronly") == "" && postedIn(t, u))
			})
		}
	}
	if title == "" {
		return fmt.Sprintf(`<form action="%s" method="post" name="vbform">
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center">
<tr><td class="tcat">Search Forums</td></tr>
<tr><td class="panelsurround" align="center"><div class="panel"><fieldset class="fieldset"><legend>Search by Keyword</legend><input type="text" class="bginput" name="query" size="35" value="" /></fieldset>
<fieldset class="fieldset"><legend>Search by User Name</legend><input type="text" class="bginput" name="searchuser" size="35" value="" /></fieldset>
<input type="submit" class="button" name="dosearch" value="Search Now" /></div></td></tr>
</table></form>`, c.Href("search.php?do=process"))
	}
	if len(ts) == 0 {
		return s.messageBox("Sorry - no matches. Please try some different terms.")
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%%" align="center" id="threadslist">
<tr><td class="tcat" colspan="6">%s <span class="normal">: Showing results 1 to %d of %d</span></td></tr>
<tr>
	<td class="thead" colspan="2">&nbsp;</td>
	<td class="thead" width="75%%">Thread / Thread Starter</td>
	<td class="thead" width="150" align="center">Last Post</td>
	<td class="thead" align="center">Replies</td>
	<td class="thead" align="center">Views</td>
</tr>
<tbody>`, Esc(title), len(ts), len(ts))
	for _, t := range ts {
		h.WriteString(s.threadbit(c, t))
	}
	h.WriteString(`</tbody></table>`)
	return h.String()
}

func (s vbSkin) faq(c *Ctx) string {
	items := []string{"User Maintenance", "General Forum Usage", "Reading and Posting Messages", "Calendar", "Private Messages"}
	var h strings.Builder
	h.WriteString(`<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><tr><td class="tcat">vBulletin FAQ</td></tr><tr><td class="alt1"><ul>`)
	for i, it := range items {
		fmt.Fprintf(&h, `<li><a href="%s">%s</a></li>`, c.Href(fmt.Sprintf("faq.php?faq=vb3_faq%d", i+1)), it)
	}
	h.WriteString(`</ul></td></tr></table>`)
	return h.String()
}

func (s vbSkin) online(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<tr><td class="tcat" colspan="3">Who's Online</td></tr>
<tr><td class="thead">User Name</td><td class="thead">Last Activity</td><td class="thead">Location</td></tr>`)
	for i := range 20 {
		t := pick(c.W.Threads, "onl", i)
		who := "Guest"
		if i%4 == 0 {
			who = s.user(c, pick(c.W.Users, "onlu", i))
		}
		fmt.Fprintf(&h, `<tr><td class="alt1">%s</td><td class="alt2"><span class="time">%s</span></td><td class="alt1">Viewing Thread <a href="%s">%s</a></td></tr>`,
			who, c.W.Now.Add(-time.Duration(i)*time.Minute).Format("03:04 PM"), c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	}
	h.WriteString(`</table>`)
	return h.String()
}

func (s vbSkin) noPermission(c *Ctx) string {
	return fmt.Sprintf(`<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="70%%" align="center">
<tr><td class="tcat">vBulletin Message</td></tr>
<tr><td class="panelsurround" align="center"><div class="panel"><div align="left">
<p>You are not logged in or you do not have permission to access this page. This could be due to one of several reasons:</p>
<ol><li>You are not logged in. Fill in the form at the bottom of this page and try again.</li><li>You may not have sufficient privileges to access this page.</li><li>If you are trying to post, the administrator may have disabled your account, or it may be awaiting activation.</li></ol>
<form action="%s" method="post"><fieldset class="fieldset"><legend>Log in</legend>
<div>User Name: <input type="text" class="bginput" name="vb_login_username" size="50" /></div>
<div>Password: <input type="password" class="bginput" name="vb_login_password" size="50" /></div>
<div><a href="%s" rel="nofollow">Forgotten Your Password?</a> &nbsp; <a href="%s" rel="nofollow">Register</a></div>
<input type="submit" class="button" value="Log in" /></fieldset></form>
</div></div></td></tr>
</table>`, c.Href("login.php?do=login"), c.Href("login.php?do=lostpw"), c.Href("register.php"))
}

func (s vbSkin) rss(c *Ctx) string {
	ts := c.W.ThreadsByActivity()
	if b := c.W.Board(c.Int("forumids")); b != nil {
		ts = b.Threads
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<?xml version="1.0" encoding="ISO-8859-1"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
	<channel>
		<title>%s</title>
		<link>%s</link>
		<description>Discussion boards for people who make, fix, cook and grow things</description>
		<language>en</language>
		<lastBuildDate>%s</lastBuildDate>
		<generator>vBulletin</generator>
		<ttl>60</ttl>
`, vbSite, Esc(c.URL("index.php")), c.W.Now.Format(time.RFC1123Z))
	for _, t := range ts[:min(15, len(ts))] {
		fmt.Fprintf(&h, `		<item>
			<title>%s</title>
			<link>%s</link>
			<pubDate>%s</pubDate>
			<description>%s</description>
			<category domain="%s">%s</category>
			<dc:creator>%s</dc:creator>
			<guid isPermaLink="true">%s</guid>
		</item>
`, Esc(t.Title), Esc(c.URL(fmt.Sprintf("showthread.php?t=%d&goto=newpost", t.ID))), t.Posts[0].Time.Format(time.RFC1123Z),
			Esc(clip(strings.Join(t.Posts[0].Body, " "), 300)), Esc(c.URL(s.BoardURL(t.Board, 1))), Esc(t.Board.Name), Esc(t.Author.Name),
			Esc(c.URL(s.ThreadURL(t, 1))))
	}
	h.WriteString("\t</channel>\n</rss>\n")
	return h.String()
}

// archiveFrame is the plain page of the lite archive.
func (s vbSkin) archiveFrame(c *Ctx, title, crumbs, full, main string) string {
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en">
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1" />
	<meta name="keywords" content="%s" />
	<meta name="description" content="%s" />
	<title>%s [Archive] - %s</title>
	<link rel="stylesheet" type="text/css" href="%s" />
</head>
<body>
<div class="pagebody">
<div id="navbar"><a href="%s">%s</a>%s</div>
<hr />
<div class="pda"><a href="%s" rel="nofollow">PDA</a></div>
<p class="largefont">View Full Version : <a href="%s">%s</a></p>
<hr />
%s
<div id="copyright">vBulletin&reg; v3.8.7, Copyright &copy;2000-2026, vBulletin Solutions, Inc.</div>
</div>
</body>
</html>`, Esc(title), Esc(title), Esc(title), vbSite, c.Pkg.Mount+"archive/archive.css", c.Href("archive/index.php"), vbSite, crumbs,
		c.Href("archive/index.php?pda=1"), c.Href(full), Esc(title), main)
}

func (s vbSkin) archiveHome(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div id="content">`)
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `<p class="largefont">%s</p><ul>`, Esc(cat.Name))
		for _, b := range cat.Boards {
			fmt.Fprintf(&h, `<li><a href="%s">%s</a>`, c.Href(fmt.Sprintf("archive/index.php/f-%d.html", b.ID)), Esc(b.Name))
			if len(b.Children) > 0 {
				h.WriteString(`<ul>`)
				for _, ch := range b.Children {
					fmt.Fprintf(&h, `<li><a href="%s">%s</a></li>`, c.Href(fmt.Sprintf("archive/index.php/f-%d.html", ch.ID)), Esc(ch.Name))
				}
				h.WriteString(`</ul>`)
			}
			h.WriteString(`</li>`)
		}
		h.WriteString(`</ul>`)
	}
	h.WriteString(`</div>`)
	return s.archiveFrame(c, vbSite, "", "index.php", h.String())
}

func (s vbSkin) archiveForum(c *Ctx, b *Board) string {
	var h strings.Builder
	h.WriteString(`<div id="content"><ol start="1">`)
	for _, t := range b.Threads {
		fmt.Fprintf(&h, `<li><a href="%s">%s</a> (%d replies)</li>`, c.Href(fmt.Sprintf("archive/index.php/t-%d.html", t.ID)), Esc(t.Title), len(t.Posts)-1)
	}
	h.WriteString(`</ol></div>`)
	crumbs := fmt.Sprintf(` &gt; <a href="%s">%s</a>`, c.Href(fmt.Sprintf("archive/index.php/f-%d.html", b.ID)), Esc(b.Name))
	return s.archiveFrame(c, b.Name, crumbs, s.BoardURL(b, 1), h.String())
}

func (s vbSkin) archiveThread(c *Ctx, t *Thread) string {
	var h strings.Builder
	for _, p := range t.Posts {
		fmt.Fprintf(&h, `<div class="post"><div class="posttop"><div class="username">%s</div><div class="date">%s</div></div><div class="posttext">%s</div></div><hr />
`, Esc(p.Author.Name), p.Time.Format("01-02-2006, 03:04 PM"), strings.Join(escAll(p.Body), "<br />\n<br />\n"))
	}
	crumbs := fmt.Sprintf(` &gt; <a href="%s">%s</a> &gt; %s`, c.Href(fmt.Sprintf("archive/index.php/f-%d.html", t.Board.ID)), Esc(t.Board.Name), Esc(t.Title))
	return s.archiveFrame(c, t.Title, crumbs, s.ThreadURL(t, 1), h.String())
}
