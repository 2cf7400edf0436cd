package sim

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// MyBB 1.8 (default theme), mounted at /community/bbs/ beside a shop, no
// session ids in URLs. URL scheme:
//
//	index.php, ""                                  entry (board index)
//	forumdisplay.php?fid=F[&page=P]                forum, 20 threads a page
//	forumdisplay.php?fid=F&datecut=9999&prefix=0&sortby=subject&order=asc[&page=P]  sort variants
//	showthread.php?tid=T[&page=P]                  thread, 10 posts a page
//	showthread.php?tid=T&pid=P#pidP                post permalink (renders the page holding it)
//	showthread.php?tid=T&action=lastpost|newpost   302 to the permalink
//	showthread.php?tid=T&action=nextoldest|nextnewest  302 to the neighbouring thread
//	showthread.php?mode=linear&tid=T&pid=P         same pages; mode=threaded: single-post view (other)
//	printthread.php?tid=T, sendthread.php?tid=T    print view, send-to-friend form (other)
//	member.php?action=profile&uid=U | login | register | lostpw, memberlist.php, online.php, showteam.php, stats.php
//	calendar.php[?calendar=1&year=Y&month=M]       calendar: an endless trap
//	search.php[?action=getnew|getdaily|finduser&uid=U], misc.php?action=help[&hid=N], syndication.php
//	archive/index.php[?forum-F.html|?thread-T.html] lite archive: whole threads (other)
func mybb() *Package {
	return &Package{
		Name: "mybb", Software: "MyBB 1.8 (default theme)", Kind: Forum,
		Shape: Shape{Categories: 4, BoardsPerCategory: [2]int{1, 3}, SubBoardChance: 0.3, Threads: [2]int{8, 38},
			Posts: [2]int{1, 22}, LongThreadChance: 0.06, ThreadsPerPage: 20, PostsPerPage: 10, Users: 150,
			Lang: text.English, Opinion: 0.2, StickyChance: 0.05},
		Mount: "/community/bbs/", Beside: true, Seed: 3003,
		Skin: mybbSkin{},
	}
}

type mybbSkin struct{}

const mybbSite = "Greenway Community"

func (mybbSkin) Entry() string { return "index.php" }

func (mybbSkin) BoardURL(b *Board, p int) string {
	if p <= 1 {
		return fmt.Sprintf("forumdisplay.php?fid=%d", b.ID)
	}
	return fmt.Sprintf("forumdisplay.php?fid=%d&page=%d", b.ID, p)
}

func (mybbSkin) ThreadURL(t *Thread, p int) string {
	if p <= 1 {
		return fmt.Sprintf("showthread.php?tid=%d", t.ID)
	}
	return fmt.Sprintf("showthread.php?tid=%d&page=%d", t.ID, p)
}

func (s mybbSkin) Serve(c *Ctx) Response {
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	action := c.Query.Get("action")
	switch c.Path {
	case "", "index.php":
		return c.Page(Info{Type: TypeEntry, Canonical: "index.php"}, s.frame(c, "", nil, "", s.home(c)))
	case "forumdisplay.php":
		b := c.W.Board(c.Int("fid"))
		if b == nil {
			return s.error(c, "Invalid forum")
		}
		page := max(1, c.Int("page"))
		if page > b.Pages(sh.ThreadsPerPage) {
			return s.error(c, "The specified page does not exist.")
		}
		return c.Page(boardInfo(s, b, page), s.forum(c, b, page))
	case "showthread.php":
		return s.showthread(c)
	case "printthread.php":
		t := c.W.Thread(c.Int("tid"))
		if t == nil {
			return s.error(c, "The specified thread does not exist.")
		}
		return c.Page(other, s.print(c, t))
	case "member.php":
		switch action {
		case "profile":
			u := c.W.User(c.Int("uid"))
			if u == nil {
				return s.error(c, "The member you specified is either invalid or doesn't exist.")
			}
			return c.Page(other, s.frame(c, "Profile of "+u.Name, nil, "", s.profile(c, u)))
		case "register":
			return c.Page(other, s.frame(c, "Registration Agreement", nil, "", s.register(c)))
		}
		return c.Page(other, s.frame(c, "Login", nil, "", s.login(c, "")))
	case "memberlist.php":
		return c.Page(other, s.frame(c, "Member List", nil, "", s.members(c)))
	case "calendar.php":
		return c.Page(Info{Type: TypeOther, Trap: true}, s.frame(c, "Calendar", nil, "", s.calendar(c)))
	case "search.php":
		return c.Page(other, s.frame(c, "Search", nil, "", s.search(c)))
	case "misc.php":
		switch action {
		case "markread":
			if b := c.W.Board(c.Int("fid")); b != nil {
				return c.Redirect(s.BoardURL(b, 1), boardInfo(s, b, 1))
			}
			return c.Redirect("index.php", Info{Type: TypeEntry, Canonical: "index.php"})
		case "help":
			return c.Page(other, s.frame(c, "Help Documents", nil, "", s.help(c)))
		case "syndication":
			return c.Page(other, s.frame(c, "Latest Thread Syndication (RSS)", nil, "", s.syndicationForm(c)))
		}
		return s.error(c, "The page you requested does not exist.")
	case "syndication.php":
		return Response{Status: 200, ContentType: "application/rss+xml; charset=UTF-8", Body: s.rss(c), Info: other}
	case "online.php":
		return c.Page(other, s.frame(c, "Who's Online", nil, "", s.online(c)))
	case "showteam.php", "stats.php", "contact.php", "reputation.php":
		return c.Page(other, s.frame(c, "Forum Team", nil, "", s.team(c)))
	case "sendthread.php", "private.php", "usercp.php", "usercp2.php", "newreply.php", "newthread.php":
		return c.Page(other, s.frame(c, "Login", nil, "", s.login(c, `<div class="error"><p><em>The following errors occurred with your submission:</em></p><ul><li>You are either not logged in or do not have permission to view this page.</li></ul></div><br />`)))
	case "archive/index.php":
		return s.archive(c)
	}
	return s.error(c, "The page you requested does not exist.")
}

func (s mybbSkin) showthread(c *Ctx) Response {
	sh := c.W.Shape
	t := c.W.Thread(c.Int("tid"))
	page := max(1, c.Int("page"))
	p := c.W.Post(c.Int("pid"))
	if p != nil && (t == nil || p.Thread == t) {
		t, page = p.Thread, PageOf(p.Index, sh.PostsPerPage)
	}
	if t == nil || page > t.Pages(sh.PostsPerPage) {
		return s.error(c, "The specified thread does not exist.")
	}
	switch a := c.Query.Get("action"); a {
	case "lastpost", "newpost":
		last := t.LastPost()
		if a == "newpost" {
			last = t.Posts[max(0, len(t.Posts)-1-int(Hash("mybbnew", t.ID)%5))]
		}
		pg := PageOf(last.Index, sh.PostsPerPage)
		return c.Redirect(fmt.Sprintf("showthread.php?tid=%d&pid=%d#pid%d", t.ID, last.ID, last.ID),
			threadInfo(s, t, pg))
	case "nextoldest", "nextnewest":
		n := neighbour(t, a == "nextoldest")
		if n == nil {
			msg := "There are no newer threads to view."
			if a == "nextoldest" {
				msg = "There are no older threads to view."
			}
			return c.Page(Info{Type: TypeOther}, s.frame(c, "Error", nil, "", s.errorBox(msg)))
		}
		return c.Redirect(s.ThreadURL(n, 1), threadInfo(s, n, 1))
	}
	if c.Query.Get("mode") == "threaded" {
		if p == nil {
			p = t.Posts[0]
		}
		return c.Page(Info{Type: TypeOther}, s.threaded(c, t, p))
	}
	return c.Page(threadInfo(s, t, page), s.thread(c, t, page))
}

func (s mybbSkin) error(c *Ctx, msg string) Response {
	return c.NotFound(s.frame(c, "Error", nil, "", s.errorBox(msg)))
}

func (s mybbSkin) errorBox(msg string) string {
	return `<!-- start: error -->
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td class="thead"><span class="smalltext"><strong>` + mybbSite + `</strong></span></td></tr>
<tr><td class="trow1">` + msg + `</td></tr>
</table>
<!-- end: error -->`
}

// mybbDate prints a date as MyBB 1.8 does: relative for today and yesterday.
func mybbDate(now, t time.Time) string {
	switch calendarDays(now, t) {
	case 0:
		return fmt.Sprintf(`<span title="%s">Today</span>, %s`, t.Format("01-02-2006"), t.Format("03:04 PM"))
	case 1:
		return fmt.Sprintf(`<span title="%s">Yesterday</span>, %s`, t.Format("01-02-2006"), t.Format("03:04 PM"))
	}
	return t.Format("01-02-2006, 03:04 PM")
}

func (s mybbSkin) profileURL(u *User) string {
	return fmt.Sprintf("member.php?action=profile&uid=%d", u.ID)
}

func (s mybbSkin) user(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(s.profileURL(u)), Esc(u.Name))
}

func (s mybbSkin) nav(c *Ctx, b *Board, active string) string {
	if b == nil && active == "" {
		return `<!-- start: nav -->
<div class="navigation">
<!-- start: nav_bit_active -->
<span class="active">` + mybbSite + `</span>
<!-- end: nav_bit_active -->
</div>
<!-- end: nav -->`
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<!-- start: nav -->\n<div class=\"navigation\">\n<a href=\"%s\">%s</a>\n", c.Href("index.php"), mybbSite)
	if b != nil {
		fmt.Fprintf(&h, "<!-- start: nav_sep -->\n&rsaquo;\n<!-- end: nav_sep -->\n<a href=\"%s\">%s</a>\n", c.Href("index.php"), Esc(b.Category.Name))
	}
	for _, x := range b.Trail() {
		fmt.Fprintf(&h, "<!-- start: nav_sep -->\n&rsaquo;\n<!-- end: nav_sep -->\n<a href=\"%s\">%s</a>\n", c.Href(s.BoardURL(x, 1)), Esc(x.Name))
	}
	if active != "" {
		fmt.Fprintf(&h, "<!-- start: nav_sep_active -->\n<br /><img src=\"images/nav_bit.png\" alt=\"\" />\n<!-- end: nav_sep_active -->\n<!-- start: nav_bit_active -->\n<span class=\"active\">%s</span>\n<!-- end: nav_bit_active -->\n", Esc(active))
	}
	h.WriteString("</div>\n<!-- end: nav -->")
	return h.String()
}

// frame is MyBB's headerinclude, header, navigation and footer around a page.
func (s mybbSkin) frame(c *Ctx, title string, b *Board, active, main string) string {
	full := mybbSite
	if title != "" {
		full = mybbSite + " - " + title
	}
	if active == "" && title != "" && b == nil {
		active = title
	}
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><!-- start: page -->
<html xml:lang="en" lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<title>%s</title>
<!-- start: headerinclude -->
<link rel="alternate" type="application/rss+xml" title="Latest Threads (RSS 2.0)" href="%s" />
<link rel="alternate" type="application/atom+xml" title="Latest Threads (Atom 1.0)" href="%s" />
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta http-equiv="Content-Script-Type" content="text/javascript" />
<script type="text/javascript" src="%sjscripts/jquery.js?ver=1829"></script>
<script type="text/javascript" src="%sjscripts/jquery.plugins.min.js?ver=1829"></script>
<script type="text/javascript" src="%sjscripts/general.js?ver=1830"></script>
%s<script type="text/javascript">
<!--
	lang.unknown_error = "An unknown error has occurred.";
	lang.confirm_title = "Please Confirm";
	lang.expcol_collapse = "[-]";
	lang.expcol_expand = "[+]";
	var cookieDomain = "";
	var cookiePath = "%s";
	var cookiePrefix = "";
	var cookieSecureFlag = "0";
	var deleteevent_confirm = "Are you sure you want to delete this event?";
	var removeattach_confirm = "Are you sure you want to remove the selected attachment from this post?";
	var loading_text = 'Loading. <br />Please Wait..';
	var saving_changes = 'Saving changes..';
	var use_xmlhttprequest = "1";
	var my_post_key = "%016x";
	var rootpath = "%s";
	var imagepath = "%simages";
	var yes_confirm = "Yes";
	var no_confirm = "No";
	var MyBBEditor = null;
	var spinner_image = "%simages/spinner.gif";
	var spinner = "<img src='" + spinner_image +"' alt='' />";
	var modal_zindex = 9999;
// -->
</script>
<!-- end: headerinclude -->
</head>
<body>
<!-- start: header -->
<div id="container">
		<a name="top" id="top"></a>
		<div id="header">
			<div id="logo">
				<div class="wrapper">
					<a href="%s"><img src="%simages/logo.png" alt="%s" title="%s" /></a>
					<ul class="menu top_links">
						<!-- start: header_menu_search -->
<li><a href="%s" class="search">Search</a></li>
<!-- end: header_menu_search -->
						<!-- start: header_menu_memberlist -->
<li><a href="%s" class="memberlist">Member List</a></li>
<!-- end: header_menu_memberlist -->
						<!-- start: header_menu_calendar -->
<li><a href="%s" class="calendar">Calendar</a></li>
<!-- end: header_menu_calendar -->
						<li><a href="%s" class="help">Help</a></li>
					</ul>
				</div>
			</div>
			<div id="panel">
				<div class="upper">
					<div class="wrapper">
						<!-- start: header_welcomeblock_guest -->
						<!-- Continuation of div(class="upper") as opened in the header template -->
						<span class="welcome">Hello There, Guest! <a href="%s" onclick="$('#quick_login').modal({ fadeDuration: 250, keepelement: true, zIndex: (typeof modal_zindex !== 'undefined' ? modal_zindex : 9999) }); return false;" class="login">Login</a> <a href="%s" class="register">Register</a></span>
					</div>
				</div>
				<div class="modal" id="quick_login" style="display: none;">
					<form method="post" action="%s">
						<input name="action" type="hidden" value="do_login" />
						<input name="url" type="hidden" value="" />
						<input name="quick_login" type="hidden" value="1" />
						<input name="my_post_key" type="hidden" value="" />
						<table width="100%%" cellspacing="0" cellpadding="5" border="0" class="tborder">
							<tr><td class="thead" colspan="2"><strong>Login</strong></td></tr>
							<tr><td class="trow1" width="25%%"><strong>Username:</strong></td><td class="trow1"><input name="quick_username" id="quick_login_username" type="text" value="" class="textbox initial_focus" /></td></tr>
							<tr><td class="trow2"><strong>Password:</strong></td><td class="trow2"><input name="quick_password" id="quick_login_password" type="password" value="" class="textbox" /><br /><a href="%s" class="lost_password">Lost Password?</a></td></tr>
							<tr><td class="trow1">&nbsp;</td><td class="trow1 remember_me"><input name="quick_remember" id="quick_login_remember" type="checkbox" value="yes" class="checkbox" checked="checked" /><label for="quick_login_remember">Remember me</label></td></tr>
							<tr><td class="trow2" colspan="2"><div align="center"><input name="submit" type="submit" class="button" value="Login" /></div></td></tr>
						</table>
					</form>
				</div>
			</div>
		</div>
		<div id="content">
			<div class="wrapper">
				%s
				<br />
<!-- end: header -->
%s
	<!-- start: footer -->
	</div>
</div>
<div id="footer">
	<div class="upper">
		<div class="wrapper">
			<div class="language"><form method="POST" action="%s" id="lang_select"><input type="hidden" name="my_post_key" value="" /><select name="language" onchange="MyBB.changeLanguage();"><optgroup label="Quick Language Select"><option value="english" selected="selected">&nbsp;&nbsp;&nbsp;English (American)</option></optgroup></select><!-- start: gobutton --><input type="submit" class="button" value="Go" /><!-- end: gobutton --></form></div>
			<div class="theme"><form method="POST" action="%s" id="theme_select"><input type="hidden" name="my_post_key" value="" /><select name="theme" onchange="MyBB.changeTheme();"><optgroup label="Quick Theme Select"><option value="2">Default</option></optgroup></select><input type="submit" class="button" value="Go" /></form></div>
			<ul class="menu bottom_links">
				<!-- start: footer_showteamlink -->
<li><a href="%s">Forum Team</a></li>
<!-- end: footer_showteamlink -->
				<!-- start: footer_contactus -->
<li><a href="%s">Contact Us</a></li>
<!-- end: footer_contactus -->
				<li><a href="/">Greenway Supplies</a></li>
				<li><a href="#top">Return to Top</a></li>
				<li><a href="%s">Lite (Archive) Mode</a></li>
				<li><a href="%s">Mark all forums read</a></li>
				<li><a href="%s">RSS Syndication</a></li>
			</ul>
		</div>
	</div>
	<div class="lower">
		<div class="wrapper">
			<span id="current_time"><strong>Current time:</strong> %s</span>
			<span id="copyright">
				<!-- MyBB is free software developed and maintained by a volunteer community.
					It would be much appreciated by the MyBB Group if you left the full copyright and "powered by" notice intact,
					to show your support for MyBB.  If you choose to remove or modify the copyright below,
					you may be refused support on the MyBB Community Forums.

					This is free software, support is only given if you follow the rules. -->
				Powered By <a href="https://mybb.com" target="_blank" rel="noopener">MyBB</a>, &copy; 2002-2026 <a href="https://mybb.com" target="_blank" rel="noopener">MyBB Group</a>.
				<!-- End powered by -->
			</span>
		</div>
	</div>
</div>
<!-- The following piece of code allows MyBB to run scheduled tasks. DO NOT REMOVE --><img src="%stask.php" width="1" height="1" alt="" /><!-- End task image code -->
</div>
<!-- end: footer -->
%s</body>
</html>
<!-- end: page -->`,
		Esc(full), c.Href("syndication.php"), c.Href("syndication.php?type=atom1.0"),
		c.Pkg.Mount, c.Pkg.Mount, c.Pkg.Mount, c.Styles(19), c.Pkg.Mount, Hash("postkey", c.Path), strings.TrimSuffix(c.Pkg.Mount, "/"), c.Pkg.Mount, c.Pkg.Mount,
		c.Href("index.php"), c.Pkg.Mount, mybbSite, mybbSite,
		c.Href("search.php"), c.Href("memberlist.php"), c.Href("calendar.php"), c.Href("misc.php?action=help"),
		c.Href("member.php?action=login"), c.Href("member.php?action=register"), c.Href("member.php"), c.Href("member.php?action=lostpw"),
		s.nav(c, b, active), main,
		c.Href("misc.php"), c.Href("misc.php"),
		c.Href("showteam.php"), c.Href("contact.php"), c.Href("archive/index.php"), c.Href("misc.php?action=markread"), c.Href("misc.php?action=syndication"),
		c.W.Now.Format("01-02-2006, 03:04 PM"), c.Pkg.Mount, c.Scripts(7))
}

// forumRows renders forumbit rows: status icon, name, description, sub forums, counts, last post.
func (s mybbSkin) forumRows(c *Ctx, boards []*Board) string {
	var h strings.Builder
	for i, b := range boards {
		row := "trow1"
		if i%2 == 1 {
			row = "trow2"
		}
		status, statusTitle := "forum_off", "No New Posts"
		last := b.Latest()
		if last != nil && c.W.Now.Sub(last.Time) < 7*24*time.Hour {
			status, statusTitle = "forum_on", "New Posts"
		}
		fmt.Fprintf(&h, `<!-- start: forumbit_depth2_forum -->
<tr>
<td class="%s" align="center" valign="top" width="1"><span class="forum_status %s ajax_mark_read" title="%s" id="mark_read_%d"></span></td>
<td class="%s" valign="top">
<strong><a href="%s">%s</a></strong><div class="smalltext">%s`, row, status, statusTitle, b.ID, row, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description))
		if len(b.Children) > 0 {
			h.WriteString(`<br /><!-- start: forumbit_subforums --><strong>Sub Forums:</strong> <div class="sub_forums">`)
			for _, ch := range b.Children {
				fmt.Fprintf(&h, `<!-- start: forumbit_depth3 --><span class="sub_forum"><span class="sub_forum_status forum_off" title="No New Posts"></span> <a href="%s" title="%s">%s</a></span><!-- end: forumbit_depth3 -->`, c.Href(s.BoardURL(ch, 1)), Esc(ch.Description), Esc(ch.Name))
			}
			h.WriteString(`</div><!-- end: forumbit_subforums -->`)
		}
		fmt.Fprintf(&h, `</div>
</td>
<td class="%s" valign="top" align="center" style="white-space: nowrap">%s</td>
<td class="%s" valign="top" align="center" style="white-space: nowrap">%s</td>
<td class="%s" valign="top" align="right" style="white-space: nowrap">`, row, thousands(b.AllThreads(), ","), row, thousands(b.AllPosts(), ","), row)
		if last != nil {
			fmt.Fprintf(&h, `<!-- start: forumbit_depth2_forum_lastpost -->
<span class="smalltext">
<a href="%s" title="%s"><strong>%s</strong></a>
<br />%s<br />by %s</span>
<!-- end: forumbit_depth2_forum_lastpost -->`, c.Href(fmt.Sprintf("showthread.php?tid=%d&action=lastpost", last.Thread.ID)), Esc(last.Thread.Title), Esc(clip(last.Thread.Title, 25)),
				mybbDate(c.W.Now, last.Time), s.user(c, last.Author))
		} else {
			h.WriteString(`<div style="text-align: center;">Never</div>`)
		}
		h.WriteString("</td>\n</tr>\n<!-- end: forumbit_depth2_forum -->\n")
	}
	return h.String()
}

const mybbForumHead = `<tr>
<td class="tcat" colspan="2"><span class="smalltext"><strong>Forum</strong></span></td>
<td class="tcat" width="85" align="center" style="white-space: nowrap"><span class="smalltext"><strong>Threads</strong></span></td>
<td class="tcat" width="85" align="center" style="white-space: nowrap"><span class="smalltext"><strong>Posts</strong></span></td>
<td class="tcat" width="200" align="center"><span class="smalltext"><strong>Last Post</strong></span></td>
</tr>
`

func (s mybbSkin) home(c *Ctx) string {
	var h strings.Builder
	h.WriteString("<!-- start: index -->\n")
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `<!-- start: forumbit_depth1_cat -->
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<thead>
<tr>
<td class="thead" colspan="5">
<div class="expcolimage"><img src="%simages/collapse.png" id="cat_%d_img" class="expander" alt="[-]" title="[-]" /></div>
<div><strong>%s</strong><br /><div class="smalltext"></div></div>
</td>
</tr>
</thead>
<tbody style="" id="cat_%d_e">
%s%s</tbody>
</table>
<br />
<!-- end: forumbit_depth1_cat -->
`, c.Pkg.Mount, cat.ID, Esc(cat.Name), cat.ID, mybbForumHead, s.forumRows(c, cat.Boards))
	}
	w := c.W
	online := 9 + int(Hash("mybbonline")%30)
	var members []string
	for i := range online / 5 {
		members = append(members, s.user(c, pick(w.Users, "mybbactive", i)))
	}
	fmt.Fprintf(&h, `<!-- start: index_boardstats -->
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<thead>
<tr>
<td class="thead">
<div class="expcolimage"><img src="%simages/collapse.png" id="boardstats_img" class="expander" alt="[-]" title="[-]" /></div>
<div><strong>Board Statistics</strong></div>
</td>
</tr>
</thead>
<tbody style="" id="boardstats_e">
<!-- start: index_whosonline -->
<tr><td class="tcat"><span class="smalltext"><strong>Who's Online</strong> - <a href="%s"><span style="font-weight: normal;">Complete List</span></a></span></td></tr>
<tr><td class="trow1"><span class="smalltext">There are currently %d online users. <strong>%d</strong> Member(s) | %d Guest(s)<br />%s</span></td></tr>
<!-- end: index_whosonline -->
<!-- start: index_stats -->
<tr><td class="tcat"><span class="smalltext"><strong>Board Statistics</strong></span></td></tr>
<tr><td class="trow1"><span class="smalltext">Our members have made a total of %s posts in %s threads.<br />We currently have %s members registered.<br />Please welcome our newest member, %s<br />The most users online at one time was 412 on 03-14-2019 at 08:12 PM</span></td></tr>
<!-- end: index_stats -->
</tbody>
</table>
<!-- end: index_boardstats -->
<dl class="forum_legend smalltext">
	<dt><span class="forum_status forum_on" title="New Posts"></span></dt><dd>New Posts</dd>
	<dt><span class="forum_status forum_off" title="No New Posts"></span></dt><dd>No New Posts</dd>
	<dt><span class="forum_status forum_offclose" title="Forum is Closed"></span></dt><dd>Forum is Closed</dd>
	<dt><span class="forum_status forum_offlink" title="Forum is a Link"></span></dt><dd>Forum is a Link</dd>
</dl>
<br style="clear: both" />
<div class="smalltext" style="text-align: right;"><a href="%s">View New Posts</a> | <a href="%s">View Today's Posts</a> | <a href="%s">Mark all forums read</a> | <a href="%s">Forum Team</a> | <a href="%s">Forum Statistics</a></div>
<!-- end: index -->`,
		c.Pkg.Mount, c.Href("online.php"), online, online/5, online-online/5, strings.Join(members, ", "),
		thousands(len(w.Posts), ","), thousands(len(w.Threads), ","), thousands(len(w.Users), ","), s.user(c, w.Users[len(w.Users)-1]),
		c.Href("search.php?action=getnew"), c.Href("search.php?action=getdaily"), c.Href("misc.php?action=markread"), c.Href("showteam.php"), c.Href("stats.php"))
	return h.String()
}

// multipage renders MyBB's "Pages (5): « Previous 1 … 3 4 5 … 9 Next »"; link builds page p's URL.
func (s mybbSkin) multipage(c *Ctx, cur, total int, link func(int) string) string {
	if total <= 1 {
		return ""
	}
	const links = 5
	from, to := cur-links/2, cur+links/2
	if from <= 0 {
		from, to = 1, links
	}
	if to > total {
		to, from = total, max(1, total-links+1)
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<!-- start: multipage -->\n<div class=\"pagination\">\n<span class=\"pages\">Pages (%d):</span>\n", total)
	if cur > 1 {
		fmt.Fprintf(&h, "<!-- start: multipage_prevpage -->\n<a href=\"%s\" class=\"pagination_previous\">&laquo; Previous</a>\n<!-- end: multipage_prevpage -->", c.Href(link(cur-1)))
	}
	if from > 1 {
		gap := " ..."
		if from == 2 {
			gap = ""
		}
		fmt.Fprintf(&h, "<!-- start: multipage_start -->\n<a href=\"%s\" class=\"pagination_first\">1</a>%s\n<!-- end: multipage_start -->", c.Href(link(1)), gap)
	}
	for p := from; p <= to; p++ {
		if p == cur {
			fmt.Fprintf(&h, "<!-- start: multipage_page_current -->\n <span class=\"pagination_current\">%d</span>\n<!-- end: multipage_page_current -->", p)
		} else {
			fmt.Fprintf(&h, "<!-- start: multipage_page -->\n<a href=\"%s\" class=\"pagination_page\">%d</a>\n<!-- end: multipage_page -->", c.Href(link(p)), p)
		}
	}
	if to < total {
		gap := "... "
		if to+1 == total {
			gap = ""
		}
		fmt.Fprintf(&h, "<!-- start: multipage_end -->\n%s<a href=\"%s\" class=\"pagination_last\">%d</a>\n<!-- end: multipage_end -->", gap, c.Href(link(total)), total)
	}
	if cur < total {
		fmt.Fprintf(&h, "<!-- start: multipage_nextpage -->\n<a href=\"%s\" class=\"pagination_next\">Next &raquo;</a>\n<!-- end: multipage_nextpage -->", c.Href(link(cur+1)))
	}
	h.WriteString("\n</div>\n<!-- end: multipage -->")
	return h.String()
}

// mybbSorted orders a thread list as forumdisplay.php's sortby/order would.
func mybbSorted(ts []*Thread, sortby, order string) []*Thread {
	cmp, desc := byLastPost, order != "asc"
	switch sortby {
	case "subject":
		cmp, desc = byTitle, order == "desc"
	case "starter":
		cmp, desc = byStarter, order == "desc"
	case "started":
		cmp = func(a, b *Thread) int { return a.Posts[0].Time.Compare(b.Posts[0].Time) }
	case "replies":
		cmp = byReplies
	case "views":
		cmp = byViews
	}
	return stickyFirst(ts, cmp, desc)
}

func (s mybbSkin) forum(c *Ctx, b *Board, page int) string {
	sh := c.W.Shape
	sortby, order := c.Query.Get("sortby"), c.Query.Get("order")
	link := func(p int) string { return s.BoardURL(b, p) }
	threads := b.Threads
	if sortby != "" || order != "" {
		threads = mybbSorted(threads, sortby, order)
		link = func(p int) string {
			u := fmt.Sprintf("forumdisplay.php?fid=%d&sortby=%s&order=%s&datecut=9999&prefix=0", b.ID, sortby, order)
			if p > 1 {
				u += fmt.Sprintf("&page=%d", p)
			}
			return u
		}
	}
	var h strings.Builder
	if len(b.Children) > 0 {
		fmt.Fprintf(&h, `<!-- start: forumdisplay_subforums -->
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td class="thead" colspan="5" align="center"><strong>Forums in '%s'</strong></td></tr>
%s%s</table>
<br />
<!-- end: forumdisplay_subforums -->
`, Esc(b.Name), mybbForumHead, s.forumRows(c, b.Children))
	}
	pages := s.multipage(c, page, b.Pages(sh.ThreadsPerPage), link)
	sortLink := func(by, ord string) string {
		return c.Href(fmt.Sprintf("forumdisplay.php?fid=%d&datecut=9999&prefix=0&sortby=%s&order=%s", b.ID, by, ord))
	}
	arrow := ""
	if sortby == "" || sortby == "lastpost" {
		arrow = fmt.Sprintf(` <span>(<a href="%s"><strong>asc</strong></a>)</span>`, sortLink("lastpost", "asc"))
	}
	fmt.Fprintf(&h, `<!-- start: forumdisplay_threadlist -->
<div class="float_left">
	%s
</div>
<div class="float_right">
	<!-- start: forumdisplay_newthread -->
<a href="%s" class="button new_thread_button"><span>Post Thread</span></a>
<!-- end: forumdisplay_newthread -->
</div>
<table border="0" cellspacing="0" cellpadding="5" class="tborder clear">
	<tr>
		<td class="thead" colspan="6">
			<div class="float_right">
				<span class="smalltext"><strong><a href="%s">Mark this forum read</a> | <a href="%s">Subscribe to this forum</a></strong></span>
			</div>
			<div>
				<strong>%s</strong>
			</div>
		</td>
	</tr>
	<tr>
		<td class="tcat" align="center" colspan="2">&nbsp;</td>
		<td class="tcat" width="66%%"><span class="smalltext"><strong><a href="%s">Thread</a> / <a href="%s">Author</a> </strong></span></td>
		<td class="tcat" align="center" width="7%%"><span class="smalltext"><strong><a href="%s">Replies</a> </strong></span></td>
		<td class="tcat" align="center" width="7%%"><span class="smalltext"><strong><a href="%s">Views</a> </strong></span></td>
		<td class="tcat" align="right" width="20%%"><span class="smalltext"><strong><a href="%s">Last Post</a>%s</strong></span></td>
	</tr>
`, pages, c.Href(fmt.Sprintf("newthread.php?fid=%d", b.ID)),
		c.Href(fmt.Sprintf("misc.php?action=markread&fid=%d", b.ID)), c.Href(fmt.Sprintf("usercp2.php?action=addsubscription&type=forum&fid=%d", b.ID)), Esc(b.Name),
		sortLink("subject", "asc"), sortLink("starter", "asc"), sortLink("replies", "desc"), sortLink("views", "desc"), sortLink("lastpost", "desc"), arrow)
	stickyDone := false
	for i, t := range Page(threads, page, sh.ThreadsPerPage) {
		if i == 0 && t.Sticky {
			h.WriteString(`<!-- start: forumdisplay_sticky_sep -->
<tr><td class="trow_sep" colspan="6">Important Threads</td></tr>
<!-- end: forumdisplay_sticky_sep -->
`)
		}
		if !t.Sticky && !stickyDone {
			stickyDone = true
			if i > 0 {
				h.WriteString(`<!-- start: forumdisplay_threads_sep -->
<tr><td class="trow_sep" colspan="6">Normal Threads</td></tr>
<!-- end: forumdisplay_threads_sep -->
`)
			}
		}
		h.WriteString(s.threadRow(c, t, i))
	}
	fmt.Fprintf(&h, `	<tr>
		<td class="tfoot" align="right" colspan="6">
			<form action="forumdisplay.php" method="get">
				<input type="hidden" name="fid" value="%d" />
				<select name="sortby"><option value="subject">Sort by: Subject</option><option value="lastpost" selected="selected">Sort by: Last Post</option><option value="starter">Sort by: Author</option><option value="started">Sort by: Creation Time</option><option value="rating">Sort by: Rating</option><option value="replies">Sort by: Replies</option><option value="views">Sort by: Views</option></select>
				<select name="order"><option value="asc">Order: Ascending</option><option value="desc" selected="selected">Order: Descending</option></select>
				<select name="datecut"><option value="1">From: Today</option><option value="5">From: 5 Days Ago</option><option value="10">From: 10 Days Ago</option><option value="9999" selected="selected">From: The Beginning</option></select>
				<input type="submit" class="button" value="Go" />
			</form>
		</td>
	</tr>
</table>
<div class="float_left">
	%s
</div>
<div class="float_right" style="margin-top: 4px;">
	<a href="%s" class="button new_thread_button"><span>Post Thread</span></a>
</div>
<br class="clear" />
<br />
<div class="float_left">
	<div class="float_left">
		<dl class="thread_legend smalltext">
			<dd><span class="thread_status newfolder" title="New Posts">&nbsp;</span> New Posts</dd>
			<dd><span class="thread_status newhotfolder" title="Hot Thread (New)">&nbsp;</span> Hot Thread (New)</dd>
			<dd><span class="thread_status hotfolder" title="Hot Thread (No New)">&nbsp;</span> Hot Thread (No New)</dd>
		</dl>
	</div>
	<div class="float_left">
		<dl class="thread_legend smalltext">
			<dd><span class="thread_status folder" title="No New Posts">&nbsp;</span> No New Posts</dd>
			<dd><span class="thread_status dot_folder" title="Contains Posts by You">&nbsp;</span> Contains Posts by You</dd>
			<dd><span class="thread_status lockfolder" title="Closed Thread">&nbsp;</span> Closed Thread</dd>
		</dl>
	</div>
	<br class="clear" />
</div>
<div class="float_right" style="text-align: right;">
	<form action="search.php" method="post">
		<span class="smalltext"><strong>Search this Forum:</strong></span>
		<input type="text" class="textbox" name="keywords" /> <input type="submit" class="button" value="Go" />
		<input type="hidden" name="action" value="do_search" />
		<input type="hidden" name="forums" value="%d" />
		<input type="hidden" name="postthread" value="1" />
	</form><br />
	<!-- start: forumjump_advanced -->
<form action="forumdisplay.php" method="get">
<span class="smalltext"><strong>Forum Jump:</strong></span>
<select name="fid" class="forumjump">%s</select>
<!-- start: gobutton --><input type="submit" class="button" value="Go" /><!-- end: gobutton -->
</form>
<!-- end: forumjump_advanced -->
</div>
<br class="clear" />
<!-- start: forumdisplay_usersbrowsing -->
<span class="smalltext">Users browsing this forum: %d Guest(s)</span><br />
<!-- end: forumdisplay_usersbrowsing -->
<!-- end: forumdisplay_threadlist -->`,
		b.ID, pages, c.Href(fmt.Sprintf("newthread.php?fid=%d", b.ID)), b.ID, s.jumpOptions(c, b), 1+Hash("browsing", b.ID)%4)
	return s.frame(c, b.Name, b, "", h.String())
}

func (s mybbSkin) jumpOptions(c *Ctx, cur *Board) string {
	var h strings.Builder
	for _, b := range c.W.Boards {
		sel := ""
		if b == cur {
			sel = ` selected="selected"`
		}
		indent := "-- "
		if b.Parent != nil {
			indent = "---- "
		}
		fmt.Fprintf(&h, `<option value="%d"%s>%s%s</option>`, b.ID, sel, indent, Esc(b.Name))
	}
	return h.String()
}

func (s mybbSkin) threadRow(c *Ctx, t *Thread, i int) string {
	sh := c.W.Shape
	row := "trow1"
	if i%2 == 1 {
		row = "trow2"
	}
	last := t.LastPost()
	isNew := c.W.Now.Sub(last.Time) < 30*24*time.Hour
	hot := len(t.Posts) > 20 || t.Views > 1200
	folder := map[[2]bool]string{{false, false}: "folder", {true, false}: "newfolder", {false, true}: "hotfolder", {true, true}: "newhotfolder"}[[2]bool{isNew, hot}]
	subject, gotonew := "subject_old", ""
	if isNew {
		subject = "subject_new"
		gotonew = fmt.Sprintf(`<!-- start: forumdisplay_thread_gotounread --><a href="%s"><img src="%simages/jump.png" alt="Go to first unread post" title="Go to first unread post" /></a> <!-- end: forumdisplay_thread_gotounread -->`,
			c.Href(fmt.Sprintf("showthread.php?tid=%d&action=newpost", t.ID)), c.Pkg.Mount)
	}
	prefix := ""
	if t.Sticky {
		prefix = `<span class="thread_sticky">Sticky:</span> `
	}
	var pages string
	if n := t.Pages(sh.PostsPerPage); n > 1 {
		var p strings.Builder
		p.WriteString(`<!-- start: forumdisplay_thread_multipage --><span class="smalltext">(Pages: `)
		stop := n
		if n > 5 {
			stop = 4
		}
		for k := 1; k <= stop; k++ {
			fmt.Fprintf(&p, `<!-- start: forumdisplay_thread_multipage_page --><a href="%s">%d</a> <!-- end: forumdisplay_thread_multipage_page -->`, c.Href(s.ThreadURL(t, k)), k)
		}
		if n > 5 {
			fmt.Fprintf(&p, `<!-- start: forumdisplay_thread_multipage_more -->... <a href="%s">%d</a><!-- end: forumdisplay_thread_multipage_more -->`, c.Href(s.ThreadURL(t, n)), n)
		}
		p.WriteString(`)</span><!-- end: forumdisplay_thread_multipage -->`)
		pages = p.String()
	}
	return fmt.Sprintf(`<!-- start: forumdisplay_thread -->
<tr class="inline_row">
	<td align="center" class="%s forumdisplay_regular" width="2%%"><span class="thread_status %s" title="%s">&nbsp;</span></td>
	<td align="center" class="%s forumdisplay_regular" width="2%%">&nbsp;</td>
	<td class="%s forumdisplay_regular">
		<div>
			<span>%s%s<span class=" %s" id="tid_%d"><a href="%s">%s</a></span>%s</span>
			<div class="author smalltext">%s</div>
		</div>
	</td>
	<td align="center" class="%s forumdisplay_regular"><a href="javascript:MyBB.whoPosted(%d);">%s</a></td>
	<td align="center" class="%s forumdisplay_regular">%s</td>
	<td class="%s forumdisplay_regular" style="white-space: nowrap; text-align: right;">
		<span class="lastpost smalltext">%s<br />
		<a href="%s">Last Post</a>: %s</span>
	</td>
</tr>
<!-- end: forumdisplay_thread -->
`, row, folder, map[bool]string{true: "New posts.", false: "No new posts."}[isNew], row, row, prefix, gotonew, subject, t.ID, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), pages,
		s.user(c, t.Author), row, t.ID, thousands(len(t.Posts)-1, ","), row, thousands(t.Views, ","), row,
		mybbDate(c.W.Now, last.Time), c.Href(fmt.Sprintf("showthread.php?tid=%d&action=lastpost", t.ID)), s.user(c, last.Author))
}

func (s mybbSkin) postbit(c *Ctx, p *Post) string {
	u := p.Author
	t := p.Thread
	stars := strings.Repeat(`<img src="images/star.png" border="0" alt="*" />`, 1+min(4, u.Posts/15))
	sig := ""
	if sg := signature(u); sg != "" {
		sig = "<!-- start: postbit_signature -->\n<div class=\"signature scaleimages\">\n" + Esc(sg) + "\n</div>\n<!-- end: postbit_signature -->"
	}
	threads := mybbThreads(c.W, u)
	return fmt.Sprintf(`<!-- start: postbit -->
<a name="pid%d" id="pid%d"></a>
<div class="post " style="" id="post_%d">
<div class="post_author">
	<!-- start: postbit_avatar -->
<div class="author_avatar"><a href="%s"><img src="%simages/default_avatar.png" alt="" width="55" height="55" /></a></div>
<!-- end: postbit_avatar -->
	<div class="author_information">
			<strong><span class="largetext"><a href="%s">%s</a></span></strong> <!-- start: postbit_offline -->
<img src="%simages/buddy_offline.png" title="Offline" alt="Offline" class="buddy_status" />
<!-- end: postbit_offline --><br />
			<span class="smalltext">
				%s<br />
				%s<br />
			</span>
	</div>
	<div class="author_statistics">
		<!-- start: postbit_author_user -->
	Posts: %s<br />
	Threads: %d<br />
	Joined: %s
	<!-- start: postbit_reputation -->
<br />Reputation: <!-- start: postbit_reputation_formatted_link -->
<a href="%s"><strong class="reputation_neutral">%d</strong></a>
<!-- end: postbit_reputation_formatted_link -->
<!-- end: postbit_reputation -->
<!-- end: postbit_author_user -->
	</div>
</div>
<div class="post_content">
	<div class="post_head">
		<!-- start: postbit_posturl -->
<div class="float_right" style="vertical-align: top">
<strong><a href="%s" title="%s">#%d</a></strong>
</div>
<!-- end: postbit_posturl -->
		<span class="post_date">%s <span class="post_edit" id="edited_by_%d"></span></span>
	</div>
	<div class="post_body scaleimages" id="pid_%d">
		%s
	</div>
	<div class="post_meta" id="post_meta_%d">
	</div>
	%s
</div>
<div class="post_controls">
	<div class="postbit_buttons author_buttons float_left">
		<!-- start: postbit_find -->
<a href="%s" title="Find All Posts" class="postbit_find"><span>Find</span></a>
<!-- end: postbit_find -->
	</div>
	<div class="postbit_buttons post_management_buttons float_right">
	</div>
</div>
</div>
<!-- end: postbit -->
`, p.ID, p.ID, p.ID, c.Href(s.profileURL(u)), c.Pkg.Mount, c.Href(s.profileURL(u)), Esc(u.Name), c.Pkg.Mount,
		mybbRank(u), stars, thousands(u.Posts, ","), threads, u.Joined.Format("Jan 2006"), c.Href(fmt.Sprintf("reputation.php?uid=%d", u.ID)), Hash("rep", u.ID)%12,
		c.Href(fmt.Sprintf("showthread.php?tid=%d&pid=%d#pid%d", t.ID, p.ID, p.ID)), Esc(t.Title), p.Index+1,
		mybbDate(c.W.Now, p.Time), p.ID, p.ID, strings.Join(escAll(p.Body), "<br />\n<br />\n"), p.ID, sig,
		c.Href(fmt.Sprintf("search.php?action=finduser&uid=%d", u.ID)))
}

// mybbThreads counts the threads u started, as postbit and profile show them.
func mybbThreads(w *World, u *User) int {
	n := 0
	for _, t := range w.Threads {
		if t.Author == u {
			n++
		}
	}
	return n
}

// mybbRank is MyBB's default user title by post count.
func mybbRank(u *User) string {
	switch {
	case u.Posts >= 250:
		return "Posting Freak"
	case u.Posts >= 100:
		return "Senior Member"
	case u.Posts >= 50:
		return "Member"
	case u.Posts >= 10:
		return "Junior Member"
	}
	return "Newbie"
}

func (s mybbSkin) thread(c *Ctx, t *Thread, page int) string {
	sh := c.W.Shape
	pages := s.multipage(c, page, t.Pages(sh.PostsPerPage), func(p int) string { return s.ThreadURL(t, p) })
	posts := Page(t.Posts, page, sh.PostsPerPage)
	first := posts[0]
	var h strings.Builder
	fmt.Fprintf(&h, `<!-- start: showthread -->
<div class="float_left">
	%s
</div>
<div class="float_right">
	<!-- start: showthread_newreply -->
<a href="%s" class="button new_reply_button"><span>New Reply</span></a>&nbsp;
<!-- end: showthread_newreply -->
</div>
<table border="0" cellspacing="0" cellpadding="5" class="tborder tfixed clear">
	<tr>
		<td class="thead">
			<div style="float: right;">
				<span class="smalltext"><strong><a href="javascript:void(0)" id="thread_modes">Threaded Mode</a></strong></span>
			</div>
			<div>
				<strong>%s</strong>
			</div>
		</td>
	</tr>
<tr><td id="posts_container">
	<div id="posts">
`, pages, c.Href(fmt.Sprintf("newreply.php?tid=%d", t.ID)), Esc(t.Title))
	for _, p := range posts {
		h.WriteString(s.postbit(c, p))
	}
	fmt.Fprintf(&h, `	</div>
</td></tr>
	<tr>
		<td class="tfoot">
			<!-- start: showthread_search -->
	<div class="float_right">
		<form action="search.php" method="post">
			<input type="hidden" name="action" value="thread" />
			<input type="hidden" name="tid" value="%d" />
			<input type="text" name="keywords" value="Enter Keywords" onfocus="if(this.value == 'Enter Keywords') { this.value = ''; }" onblur="if(this.value=='') { this.value='Enter Keywords'; }" class="textbox" size="25" />
			<input type="submit" class="button" value="Search Thread" />
		</form>
	</div>
<!-- end: showthread_search -->
			<div>
				<strong>&laquo; <a href="%s">Next Oldest</a> | <a href="%s">Next Newest</a> &raquo;</strong>
			</div>
		</td>
	</tr>
</table>
<div class="float_left">
	%s
</div>
<div style="padding-top: 4px;" class="float_right">
	<a href="%s" class="button new_reply_button"><span>New Reply</span></a>&nbsp;
</div>
<br class="clear" />
<!-- start: showthread_threadtools -->
<div class="thread_tools float_left">
<strong>Thread Tools:</strong>
<ul class="thread_tools">
	<li class="printable"><a href="%s">View a Printable Version</a></li>
	<!-- start: showthread_send_thread -->
<li class="sendthread"><a href="%s">Send this Thread to a Friend</a></li>
<!-- end: showthread_send_thread -->
	<li class="subscription_add"><a href="%s">Subscribe to this thread</a></li>
</ul>
</div>
<!-- end: showthread_threadtools -->
<div id="thread_modes_popup" class="popup_menu" style="display: none;"><div class="popup_item_container"><a href="%s" class="popup_item">Linear Mode</a></div><div class="popup_item_container"><a href="%s" class="popup_item">Threaded Mode</a></div></div>
<br class="clear" />
%s
<div class="float_right" style="text-align: right;">
	<!-- start: forumjump_advanced -->
<form action="forumdisplay.php" method="get">
<span class="smalltext"><strong>Forum Jump:</strong></span>
<select name="fid" class="forumjump">%s</select>
<input type="submit" class="button" value="Go" />
</form>
<!-- end: forumjump_advanced -->
</div>
<br class="clear" />
<!-- start: showthread_usersbrowsing -->
<span class="smalltext">Users browsing this thread: %d Guest(s)</span>
<!-- end: showthread_usersbrowsing -->
<!-- end: showthread -->`,
		t.ID, c.Href(fmt.Sprintf("showthread.php?tid=%d&action=nextoldest", t.ID)), c.Href(fmt.Sprintf("showthread.php?tid=%d&action=nextnewest", t.ID)),
		pages, c.Href(fmt.Sprintf("newreply.php?tid=%d", t.ID)),
		c.Href(fmt.Sprintf("printthread.php?tid=%d", t.ID)), c.Href(fmt.Sprintf("sendthread.php?tid=%d", t.ID)),
		c.Href(fmt.Sprintf("usercp2.php?action=addsubscription&tid=%d", t.ID)),
		c.Href(fmt.Sprintf("showthread.php?mode=linear&tid=%d&pid=%d#pid%d", t.ID, first.ID, first.ID)),
		c.Href(fmt.Sprintf("showthread.php?mode=threaded&tid=%d&pid=%d#pid%d", t.ID, first.ID, first.ID)),
		s.similar(c, t), s.jumpOptions(c, t.Board), 1+Hash("tbrowsing", t.ID)%3)
	return s.frame(c, t.Title, t.Board, t.Title, h.String())
}

// similar is the "Possibly Related Threads…" table.
func (s mybbSkin) similar(c *Ctx, t *Thread) string {
	var h strings.Builder
	h.WriteString(`<!-- start: showthread_similarthreads -->
<br />
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td class="thead" align="center" colspan="6"><strong>Possibly Related Threads…</strong></td></tr>
<tr>
<td class="tcat" align="center" colspan="2"><span class="smalltext"><strong>Thread</strong></span></td>
<td class="tcat" align="center"><span class="smalltext"><strong>Author</strong></span></td>
<td class="tcat" align="center"><span class="smalltext"><strong>Replies</strong></span></td>
<td class="tcat" align="center"><span class="smalltext"><strong>Views</strong></span></td>
<td class="tcat" align="center"><span class="smalltext"><strong>Last Post</strong></span></td>
</tr>
`)
	for _, x := range similarThreads(t, "mybbsim") {
		fmt.Fprintf(&h, `<!-- start: showthread_similarthreads_bit -->
<tr>
	<td align="center" class="trow1" width="2%%">&nbsp;</td>
	<td class="trow1"><a href="%s">%s</a></td>
	<td align="center" class="trow1">%s</td>
	<td align="center" class="trow1"><a href="javascript:MyBB.whoPosted(%d);">%d</a></td>
	<td align="center" class="trow1">%s</td>
	<td class="trow1" style="white-space: nowrap"><span class="smalltext">%s<br /><a href="%s">Last Post</a>: %s</span></td>
</tr>
<!-- end: showthread_similarthreads_bit -->
`, c.Href(s.ThreadURL(x, 1)), Esc(x.Title), s.user(c, x.Author), x.ID, len(x.Posts)-1, thousands(x.Views, ","),
			mybbDate(c.W.Now, x.LastPost().Time), c.Href(fmt.Sprintf("showthread.php?tid=%d&action=lastpost", x.ID)), s.user(c, x.LastPost().Author))
	}
	h.WriteString("</table>\n<!-- end: showthread_similarthreads -->")
	return h.String()
}

// threaded is showthread.php's threaded mode: one post and the tree of the others.
func (s mybbSkin) threaded(c *Ctx, t *Thread, sel *Post) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<table border="0" cellspacing="0" cellpadding="5" class="tborder tfixed clear">
<tr><td class="thead"><div><strong>%s</strong></div></td></tr>
<tr><td id="posts_container"><div id="posts">%s</div></td></tr>
</table>
<br />
<!-- start: showthread_threaded -->
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td class="thead"><span class="smalltext"><strong>Messages In This Thread</strong></span></td></tr>
<tr><td class="trow1">`, Esc(t.Title), s.postbit(c, sel))
	for _, p := range t.Posts {
		subject := t.Title
		if p.Index > 0 {
			subject = "RE: " + t.Title
		}
		fmt.Fprintf(&h, `<!-- start: showthread_threaded_bit -->
<div style="margin-left: %dpx;"><a href="#pid%d" onclick="return loadPost(%d);">%s</a> <span class="smalltext">- by %s - %s</span></div>
<!-- end: showthread_threaded_bit -->
`, min(p.Index, 6)*13, p.ID, p.ID, Esc(subject), Esc(p.Author.Name), p.Time.Format("01-02-2006, 03:04 PM"))
	}
	h.WriteString("</td></tr>\n</table>\n<!-- end: showthread_threaded -->")
	return s.frame(c, t.Title, t.Board, t.Title, h.String())
}

func (s mybbSkin) print(c *Ctx, t *Thread) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><!-- start: printthread -->
<html xml:lang="en" lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<title>%s - %s</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<style type="text/css">
body { font-family: Verdana, Arial, sans-serif; font-size: 13px; text-align: left; }
.largetext { font-weight: bold; font-size: 18px; }
</style>
</head>
<body>
<table width="98%%" cellspacing="0" cellpadding="0" border="0" align="center">
<tr><td><span class="largetext"><a href="%s">%s</a></span></td></tr>
<tr><td><strong>%s</strong> <a href="%s">%s</a></td></tr>
<tr><td><strong>%s</strong> <a href="%s">%s</a></td></tr>
`, mybbSite, Esc(t.Title), c.Href("index.php"), mybbSite, "Forum:", c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name),
		"Thread:", c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	for _, p := range t.Posts {
		subject := t.Title
		if p.Index > 0 {
			subject = "RE: " + t.Title
		}
		fmt.Fprintf(&h, `<!-- start: printthread_post -->
<tr><td><hr size="1" /><strong>%s</strong> - %s<br /><em>%s</em><br /><br />%s<br /><br /></td></tr>
<!-- end: printthread_post -->
`, Esc(p.Author.Name), p.Time.Format("01-02-2006, 03:04 PM"), Esc(subject), strings.Join(escAll(p.Body), "<br />\n<br />\n"))
	}
	h.WriteString("</table>\n</body>\n</html>\n<!-- end: printthread -->")
	return h.String()
}

func (s mybbSkin) profile(c *Ctx, u *User) string {
	threads := mybbThreads(c.W, u)
	var h strings.Builder
	fmt.Fprintf(&h, `<!-- start: member_profile -->
<fieldset><table width="100%%" cellspacing="0" cellpadding="0" border="0"><tr>
<td width="75" valign="top"><img src="%simages/default_avatar.png" alt="" width="100" height="100" /></td>
<td valign="top"><span class="largetext"><strong>%s</strong></span><br /><span class="smalltext">(%s)<br /><br /><strong>Registration Date:</strong> %s<br /><strong>Local Time:</strong> %s<br /><strong>Status:</strong> Offline</span></td>
</tr></table></fieldset>
<br />
<table width="100%%" cellspacing="0" cellpadding="0" border="0" align="center"><tr><td width="50%%" valign="top">
<table border="0" cellspacing="0" cellpadding="5" class="tborder tfixed">
<tr><td colspan="2" class="thead"><strong>%s's Forum Info</strong></td></tr>
<tr><td class="trow1" style="width: 40%%;"><strong>Joined:</strong></td><td class="trow1">%s</td></tr>
<tr><td class="trow2"><strong>Last Visit:</strong></td><td class="trow2">%s</td></tr>
<tr><td class="trow1"><strong>Total Posts:</strong></td><td class="trow1">%s <br /><span class="smalltext">(<a href="%s">Find All Posts</a>)</span></td></tr>
<tr><td class="trow2"><strong>Total Threads:</strong></td><td class="trow2">%d <br /><span class="smalltext">(<a href="%s">Find All Threads</a>)</span></td></tr>
<tr><td class="trow1"><strong>Reputation:</strong></td><td class="trow1"><strong class="reputation_neutral">%d</strong> [<a href="%s">Details</a>]</td></tr>
</table>
</td><td>&nbsp;&nbsp;</td><td width="50%%" valign="top">
<table border="0" cellspacing="0" cellpadding="5" class="tborder tfixed">
<tr><td colspan="2" class="thead"><strong>Additional Info About %s</strong></td></tr>
<tr><td class="trow1" style="width: 30%%;"><strong>Bio:</strong></td><td class="trow1">%s</td></tr>
</table>
<br />
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td class="thead"><strong>%s's Contact Details</strong></td></tr>
<tr><td class="trow1"><a href="%s">Send %s a private message.</a></td></tr>
</table>
</td></tr></table>
<!-- end: member_profile -->`,
		c.Pkg.Mount, Esc(u.Name), mybbRank(u), u.Joined.Format("01-02-2006"), c.W.Now.Format("01-02-2006, 03:04 PM"),
		Esc(u.Name), u.Joined.Format("01-02-2006"), mybbDate(c.W.Now, c.W.Now.Add(-time.Duration(Hash("visit", u.ID)%900)*time.Hour)),
		thousands(u.Posts, ","), c.Href(fmt.Sprintf("search.php?action=finduser&uid=%d", u.ID)),
		threads, c.Href(fmt.Sprintf("search.php?action=finduserthreads&uid=%d", u.ID)),
		Hash("rep", u.ID)%12, c.Href(fmt.Sprintf("reputation.php?uid=%d", u.ID)),
		Esc(u.Name), Esc(u.Bio), Esc(u.Name), c.Href(fmt.Sprintf("private.php?action=send&uid=%d", u.ID)), Esc(u.Name))
	return h.String()
}

func (s mybbSkin) login(c *Ctx, errs string) string {
	return errs + fmt.Sprintf(`<!-- start: member_login -->
<form action="%s" method="post">
<input type="hidden" name="my_post_key" value="" />
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td class="thead" colspan="2"><strong>Login</strong></td></tr>
<tr><td class="trow1"><strong>Username:</strong></td><td class="trow1"><input type="text" class="textbox" name="username" size="25" style="width: 200px;" value="" /></td></tr>
<tr><td class="trow2"><strong>Password:</strong><br /><span class="smalltext">Please note that passwords are case sensitive.</span></td><td class="trow2"><input type="password" class="textbox" name="password" size="25" style="width: 200px;" value="" /> (<a href="%s">Lost Password?</a>)</td></tr>
<tr><td class="trow1" colspan="2" align="center"><label title="If ticked, your login details will be remembered on this computer, otherwise, you will be logged out as soon as you close your browser."><input type="checkbox" class="checkbox" name="remember" checked="checked" value="yes" /> Remember me</label></td></tr>
</table>
<br />
<div align="center"><input type="submit" class="button" name="submit" value="Login" /></div>
<input type="hidden" name="action" value="do_login" />
</form>
<!-- end: member_login -->
<p align="center">Don't have an account yet? <a href="%s">Register here</a>.</p>`, c.Href("member.php"), c.Href("member.php?action=lostpw"), c.Href("member.php?action=register"))
}

func (s mybbSkin) register(c *Ctx) string {
	return fmt.Sprintf(`<!-- start: member_register_agreement -->
<form action="%s" method="post">
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td class="thead" colspan="2"><strong>%s - Registration Agreement</strong></td></tr>
<tr><td class="trow1" colspan="2">
<p>Whilst we attempt to edit or remove any messages containing inappropriate, sexually orientated, abusive, hateful, slanderous, or threatening material that could be considered invasive of a person's privacy, or which otherwise violate any kind of law, it is impossible for us to review every message posted on this discussion system.</p>
<p>By clicking "I Agree" you agree to the <a href="%s">forum rules</a>.</p>
</td></tr>
</table>
<br />
<div align="center"><input type="hidden" name="step" value="agreement" /><input type="hidden" name="action" value="register" /><input type="submit" class="button" name="agree" value="I Agree" /></div>
</form>
<!-- end: member_register_agreement -->`, c.Href("member.php"), mybbSite, c.Href("misc.php?action=help&hid=1"))
}

func (s mybbSkin) members(c *Ctx) string {
	const per = 20
	sort, order := c.Query.Get("sort"), c.Query.Get("order")
	users := slices.Clone(c.W.Users)
	switch sort {
	case "regdate":
		slices.SortStableFunc(users, func(a, b *User) int { return a.Joined.Compare(b.Joined) })
	case "postnum":
		slices.SortStableFunc(users, func(a, b *User) int { return a.Posts - b.Posts })
	default:
		slices.SortStableFunc(users, func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
	}
	if order == "descending" {
		slices.Reverse(users)
	}
	total := (len(users) + per - 1) / per
	page := min(max(1, c.Int("page")), total)
	link := func(p int) string {
		if sort == "" {
			return "memberlist.php?page=" + strconv.Itoa(p)
		}
		return fmt.Sprintf("memberlist.php?sort=%s&order=%s&perpage=%d&page=%d", sort, order, per, p)
	}
	pages := s.multipage(c, page, total, link)
	var h strings.Builder
	fmt.Fprintf(&h, `<!-- start: memberlist -->
%s
<table border="0" cellspacing="0" cellpadding="5" class="tborder clear">
<tr><td class="thead" colspan="4"><strong>Member List</strong></td></tr>
<tr>
<td class="tcat"><span class="smalltext"><a href="%s"><strong>Username</strong></a></span></td>
<td class="tcat" width="15%%" align="center"><span class="smalltext"><a href="%s"><strong>Joined</strong></a></span></td>
<td class="tcat" width="15%%" align="center"><span class="smalltext"><a href="%s"><strong>Last Visit</strong></a></span></td>
<td class="tcat" width="10%%" align="center"><span class="smalltext"><a href="%s"><strong>Posts</strong></a></span></td>
</tr>
`, pages, c.Href("memberlist.php?sort=username&order=ascending"), c.Href("memberlist.php?sort=regdate&order=ascending"),
		c.Href("memberlist.php?sort=lastvisit&order=descending"), c.Href("memberlist.php?sort=postnum&order=descending"))
	for i, u := range Page(users, page, per) {
		row := []string{"trow1", "trow2"}[i%2]
		fmt.Fprintf(&h, `<!-- start: memberlist_user -->
<tr>
<td class="%s"><img src="%simages/default_avatar.png" alt="" width="30" height="30" /> %s<br /><span class="smalltext">%s</span></td>
<td class="%s" align="center">%s</td>
<td class="%s" align="center">%s</td>
<td class="%s" align="center">%s</td>
</tr>
<!-- end: memberlist_user -->
`, row, c.Pkg.Mount, s.user(c, u), mybbRank(u), row, u.Joined.Format("01-02-2006"), row, c.W.Now.Add(-time.Duration(Hash("visit", u.ID)%900)*time.Hour).Format("01-02-2006"), row, thousands(u.Posts, ","))
	}
	h.WriteString("</table>\n" + pages + "\n<!-- end: memberlist -->")
	return h.String()
}

func (s mybbSkin) calendar(c *Ctx) string {
	y, m, first := calendarMonth(c.W.Now, c.Int("year"), c.Int("month"))
	prev, next := first.AddDate(0, -1, 0), first.AddDate(0, 1, 0)
	var h strings.Builder
	fmt.Fprintf(&h, `<!-- start: calendar -->
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr>
<td class="thead" colspan="8">
<div class="float_right"><a href="%s">%s &raquo;</a></div>
<div class="float_left"><a href="%s">&laquo; %s</a></div>
<div><strong>%s %d</strong></div>
</td>
</tr>
<tr>
<td class="tcat">&nbsp;</td><td class="tcat" align="center" width="14%%"><strong>Sunday</strong></td><td class="tcat" align="center" width="14%%"><strong>Monday</strong></td><td class="tcat" align="center" width="14%%"><strong>Tuesday</strong></td><td class="tcat" align="center" width="14%%"><strong>Wednesday</strong></td><td class="tcat" align="center" width="14%%"><strong>Thursday</strong></td><td class="tcat" align="center" width="14%%"><strong>Friday</strong></td><td class="tcat" align="center" width="14%%"><strong>Saturday</strong></td>
</tr>
<tr><td class="tcat" align="center" width="1"><a href="%s">&raquo;</a></td>`,
		c.Href(fmt.Sprintf("calendar.php?calendar=1&year=%d&month=%d", next.Year(), int(next.Month()))), next.Format("January"),
		c.Href(fmt.Sprintf("calendar.php?calendar=1&year=%d&month=%d", prev.Year(), int(prev.Month()))), prev.Format("January"),
		first.Format("January"), y, c.Href(fmt.Sprintf("calendar.php?action=weekview&calendar=1&week=%d", first.Unix())))
	for range int(first.Weekday()) {
		h.WriteString(`<td class="trow1">&nbsp;</td>`)
	}
	for d := first; d.Month() == first.Month(); d = d.AddDate(0, 0, 1) {
		if d.Weekday() == time.Sunday && d.Day() > 1 {
			fmt.Fprintf(&h, "</tr>\n<tr><td class=\"tcat\" align=\"center\" width=\"1\"><a href=\"%s\">&raquo;</a></td>", c.Href(fmt.Sprintf("calendar.php?action=weekview&calendar=1&week=%d", d.Unix())))
		}
		fmt.Fprintf(&h, `<td class="trow1" style="vertical-align: top; height: 100px;"><div class="float_right smalltext"><a href="%s">%d</a></div></td>`,
			c.Href(fmt.Sprintf("calendar.php?action=dayview&calendar=1&year=%d&month=%d&day=%d", y, m, d.Day())), d.Day())
	}
	h.WriteString("</tr>\n</table>\n<!-- end: calendar -->")
	return h.String()
}

func (s mybbSkin) search(c *Ctx) string {
	var ts []*Thread
	title := ""
	switch c.Query.Get("action") {
	case "getnew", "getdaily":
		title = "Search Results"
		ts = c.W.ThreadsByActivity()[:min(20, len(c.W.Threads))]
	case "finduser", "finduserthreads":
		if u := c.W.User(c.Int("uid")); u != nil {
			title = "Search Results"
			ts = firstN(c.W.ThreadsByActivity(), 20, func(t *Thread) bool {
				return t.Author == u || (c.Query.Get("action") == "finduser" && postedIn(t, u))
			})
		}
	}
	if title == "" {
		return fmt.Sprintf(`<!-- start: search -->
<form action="%s" method="post">
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td colspan="2" class="thead"><strong>Search %s</strong></td></tr>
<tr><td class="tcat" colspan="2"><strong>Search by Keyword</strong></td></tr>
<tr><td class="trow1"><input type="text" class="textbox" name="keywords" size="35" maxlength="250" /></td></tr>
<tr><td class="tcat" colspan="2"><strong>Search by User Name</strong></td></tr>
<tr><td class="trow1"><input type="text" class="textbox" name="author" size="35" maxlength="250" /></td></tr>
</table>
<br />
<div align="center"><input type="submit" class="button" name="submit" value="Search" /></div>
<input type="hidden" name="action" value="do_search" />
</form>
<!-- end: search -->`, c.Href("search.php"), mybbSite)
	}
	if len(ts) == 0 {
		return s.errorBox("Sorry, but no results were returned using the query information you provided. Please redefine your search terms and try again.")
	}
	var h strings.Builder
	h.WriteString(`<!-- start: search_results_threads -->
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td colspan="7" class="thead"><strong>Search Results</strong></td></tr>
<tr>
<td class="tcat" align="center" colspan="2">&nbsp;</td>
<td class="tcat"><span class="smalltext"><strong>Thread / Author</strong></span></td>
<td class="tcat" align="center"><span class="smalltext"><strong>Forum</strong></span></td>
<td class="tcat" align="center"><span class="smalltext"><strong>Replies</strong></span></td>
<td class="tcat" align="center"><span class="smalltext"><strong>Views</strong></span></td>
<td class="tcat" align="center"><span class="smalltext"><strong>Last Post</strong></span></td>
</tr>
`)
	for i, t := range ts {
		row := []string{"trow1", "trow2"}[i%2]
		fmt.Fprintf(&h, `<tr class="inline_row">
<td align="center" class="%s" width="2%%"><span class="thread_status folder">&nbsp;</span></td>
<td align="center" class="%s" width="2%%">&nbsp;</td>
<td class="%s"><span class="subject_old" id="tid_%d"><a href="%s">%s</a></span><br /><span class="smalltext">%s</span></td>
<td class="%s"><a href="%s">%s</a></td>
<td align="center" class="%s">%d</td>
<td align="center" class="%s">%s</td>
<td class="%s" style="white-space: nowrap"><span class="smalltext">%s<br /><a href="%s">Last Post</a>: %s</span></td>
</tr>
`, row, row, row, t.ID, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), s.user(c, t.Author), row, c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name),
			row, len(t.Posts)-1, row, thousands(t.Views, ","), row, mybbDate(c.W.Now, t.LastPost().Time),
			c.Href(fmt.Sprintf("showthread.php?tid=%d&action=lastpost", t.ID)), s.user(c, t.LastPost().Author))
	}
	h.WriteString("</table>\n<!-- end: search_results_threads -->")
	return h.String()
}

var mybbHelp = []string{"User Registration", "Updating Profile", "Use of Cookies on MyBB", "Logging In and Out", "Posting a New Thread", "Posting a Reply", "MyCode"}

func (s mybbSkin) help(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<!-- start: misc_help -->
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td class="thead"><strong>Help Documents</strong></td></tr>
<tr><td class="trow1">`)
	if hid := c.Int("hid"); hid >= 1 && hid <= len(mybbHelp) {
		fmt.Fprintf(&h, `<strong>%s</strong><br /><p>This section contains help on %s.</p>`, mybbHelp[hid-1], strings.ToLower(mybbHelp[hid-1]))
	}
	h.WriteString(`<ul>`)
	for i, d := range mybbHelp {
		fmt.Fprintf(&h, `<li><strong><a href="%s">%s</a></strong></li>`, c.Href(fmt.Sprintf("misc.php?action=help&hid=%d", i+1)), d)
	}
	h.WriteString("</ul></td></tr>\n</table>\n<!-- end: misc_help -->")
	return h.String()
}

func (s mybbSkin) syndicationForm(c *Ctx) string {
	return fmt.Sprintf(`<!-- start: misc_syndication -->
<form method="post" action="%s">
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td class="thead" colspan="2"><strong>Latest Thread Syndication (RSS)</strong></td></tr>
<tr><td class="trow1" colspan="2">Below you can generate links to specific RSS syndication feeds. Your feed URL is: <a href="%s">%s</a></td></tr>
<tr><td class="trow2"><strong>Forums to Syndicate:</strong></td><td class="trow2"><select name="syndicate[]" size="10" multiple="multiple">%s</select></td></tr>
</table>
<br /><div align="center"><input type="submit" class="button" name="make" value="Generate Syndication URL" /></div>
<input type="hidden" name="action" value="syndication" />
</form>
<!-- end: misc_syndication -->`, c.Href("misc.php"), c.Href("syndication.php"), Esc(c.URL("syndication.php")), s.jumpOptions(c, nil))
}

func (s mybbSkin) rss(c *Ctx) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
	<channel>
		<title><![CDATA[%s - All Forums]]></title>
		<link>%s</link>
		<description><![CDATA[%s - %s]]></description>
		<pubDate>%s</pubDate>
		<generator>MyBB</generator>
`, mybbSite, Esc(c.URL("")), mybbSite, Esc(c.URL("")), c.W.Now.Format(time.RFC1123Z))
	for _, t := range c.W.ThreadsByDate()[:min(20, len(c.W.Threads))] {
		fmt.Fprintf(&h, `		<item>
			<title><![CDATA[%s]]></title>
			<link>%s</link>
			<pubDate>%s</pubDate>
			<dc:creator><![CDATA[%s]]></dc:creator>
			<guid isPermaLink="false">%s</guid>
			<description><![CDATA[%s]]></description>
		</item>
`, t.Title, Esc(c.URL(s.ThreadURL(t, 1))), t.Posts[0].Time.Format(time.RFC1123Z), t.Author.Name, Esc(c.URL(s.ThreadURL(t, 1))), clip(strings.Join(t.Posts[0].Body, " "), 300))
	}
	h.WriteString("\t</channel>\n</rss>")
	return h.String()
}

func (s mybbSkin) online(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<!-- start: online -->
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td class="thead" colspan="3"><strong>Currently Online</strong></td></tr>
<tr><td class="tcat"><span class="smalltext"><strong>Username</strong></span></td><td class="tcat"><span class="smalltext"><strong>Time</strong></span></td><td class="tcat"><span class="smalltext"><strong>Location</strong></span></td></tr>
`)
	for i := range 18 {
		t := pick(c.W.Threads, "mybbonl", i)
		who := "Guest"
		if i%5 == 0 {
			who = s.user(c, pick(c.W.Users, "mybbonlu", i))
		}
		row := []string{"trow1", "trow2"}[i%2]
		fmt.Fprintf(&h, `<tr><td class="%s">%s</td><td class="%s" align="center">%s</td><td class="%s">Reading Thread <a href="%s">%s</a></td></tr>
`, row, who, row, c.W.Now.Add(-time.Duration(i)*time.Minute).Format("03:04 PM"), row, c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	}
	h.WriteString("</table>\n<!-- end: online -->")
	return h.String()
}

func (s mybbSkin) team(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<!-- start: showteam -->
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td class="thead" colspan="3"><strong>Forum Team</strong></td></tr>
<tr><td class="tcat"><span class="smalltext"><strong>Username</strong></span></td><td class="tcat"><span class="smalltext"><strong>Forums</strong></span></td><td class="tcat"><span class="smalltext"><strong>Last Visit</strong></span></td></tr>
`)
	for _, b := range c.W.Boards {
		if b.Parent != nil {
			continue
		}
		u := pick(c.W.Users, "mybbmod", b.ID)
		fmt.Fprintf(&h, `<tr><td class="trow1">%s</td><td class="trow1"><a href="%s">%s</a></td><td class="trow1">%s</td></tr>
`, s.user(c, u), c.Href(s.BoardURL(b, 1)), Esc(b.Name), u.Joined.AddDate(1, 0, 0).Format("01-02-2006"))
	}
	h.WriteString("</table>\n<!-- end: showteam -->")
	return h.String()
}

// archive serves the lite archive: archive/index.php[?forum-F.html|?thread-T.html].
func (s mybbSkin) archive(c *Ctx) Response {
	q := c.RawQuery
	var title, crumbs, full, main string
	nav := fmt.Sprintf(`<a href="%s">%s</a>`, c.Href("archive/index.php"), mybbSite)
	switch {
	case q == "":
		title, full = mybbSite, "index.php"
		var h strings.Builder
		h.WriteString(`<div class="listing forumlist"><div class="header">` + mybbSite + `</div><div class="forums"><ul>`)
		for _, cat := range c.W.Categories {
			fmt.Fprintf(&h, `<li><strong>%s</strong><ol>`, Esc(cat.Name))
			for _, b := range cat.Boards {
				fmt.Fprintf(&h, `<li><a href="%s">%s</a>`, c.Href(fmt.Sprintf("archive/index.php?forum-%d.html", b.ID)), Esc(b.Name))
				if len(b.Children) > 0 {
					h.WriteString(`<ol>`)
					for _, ch := range b.Children {
						fmt.Fprintf(&h, `<li><a href="%s">%s</a></li>`, c.Href(fmt.Sprintf("archive/index.php?forum-%d.html", ch.ID)), Esc(ch.Name))
					}
					h.WriteString(`</ol>`)
				}
				h.WriteString(`</li>`)
			}
			h.WriteString(`</ol></li>`)
		}
		h.WriteString(`</ul></div></div>`)
		main = h.String()
	case strings.HasPrefix(q, "forum-"):
		id, ok := archiveID(q, "forum-")
		b := c.W.Board(id)
		if !ok || b == nil {
			return s.archiveError(c)
		}
		title, full = b.Name, s.BoardURL(b, 1)
		crumbs = " &gt; " + Esc(b.Name)
		var h strings.Builder
		fmt.Fprintf(&h, `<div class="listing"><div class="header"><h2>%s</h2></div><div class="threadlist"><ol>`, Esc(b.Name))
		for _, t := range b.Threads {
			fmt.Fprintf(&h, `<li><a href="%s">%s</a> <span class="replycount">(%d Replies)</span></li>`, c.Href(fmt.Sprintf("archive/index.php?thread-%d.html", t.ID)), Esc(t.Title), len(t.Posts)-1)
		}
		h.WriteString(`</ol></div></div>`)
		main = h.String()
	case strings.HasPrefix(q, "thread-"):
		id, ok := archiveID(q, "thread-")
		t := c.W.Thread(id)
		if !ok || t == nil {
			return s.archiveError(c)
		}
		title, full = t.Title, s.ThreadURL(t, 1)
		crumbs = fmt.Sprintf(` &gt; <a href="%s">%s</a> &gt; %s`, c.Href(fmt.Sprintf("archive/index.php?forum-%d.html", t.Board.ID)), Esc(t.Board.Name), Esc(t.Title))
		var h strings.Builder
		for _, p := range t.Posts {
			fmt.Fprintf(&h, `<div class="post">
<div class="header">
<div class="author"><h2><a href="%s">%s</a></h2></div><div class="dateline">%s</div>
</div>
<div class="message">%s</div>
</div>
`, c.Href(s.profileURL(p.Author)), Esc(p.Author.Name), p.Time.Format("01-02-2006, 03:04 PM"), strings.Join(escAll(p.Body), "<br />\n<br />\n"))
		}
		main = h.String()
	default:
		return s.archiveError(c)
	}
	return c.Page(Info{Type: TypeOther}, s.archivePage(c, title, nav+crumbs, full, main))
}

func (s mybbSkin) archiveError(c *Ctx) Response {
	return c.NotFound(s.archivePage(c, "Error", fmt.Sprintf(`<a href="%s">%s</a>`, c.Href("archive/index.php"), mybbSite), "index.php",
		`<div class="error"><div class="header">Error</div><div class="message">The page you specified does not exist.</div></div>`))
}

func (s mybbSkin) archivePage(c *Ctx, title, nav, full, main string) string {
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
<title>%s</title>
<meta http-equiv="content-type" content="text/html; charset=UTF-8" />
<meta name="robots" content="index,follow" />
<link type="text/css" rel="stylesheet" rev="stylesheet" href="%sarchive/screen.css" media="screen" />
<link type="text/css" rel="stylesheet" rev="stylesheet" href="%sarchive/print.css" media="print" />
</head>
<body>
<div id="container">
<h1><a href="%s">%s</a></h1>
<div class="navigation">%s</div>
<div id="fullversion"><strong>Full Version: </strong><a href="%s">%s</a></div>
<div id="infobox">You're currently viewing a stripped down version of our content. <a href="%s">View the full version</a> with proper formatting.</div>
<div id="content">
%s
</div>
<div class="navigation">%s</div>
</div>
<div id="footer">
Powered By <a href="https://mybb.com">MyBB</a>, &copy; 2002-2026 <a href="https://mybb.com">MyBB Group</a>
</div>
</body>
</html>`, Esc(title), c.Pkg.Mount, c.Pkg.Mount, c.Href("index.php"), mybbSite, nav, c.Href(full), Esc(title), c.Href(full), main, nav)
}
