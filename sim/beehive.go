package sim

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Beehive Forum 1.5 with its default style, guest access on, seen by a guest
// with a desktop browser. Beehive is a frames forum: index.php is a
// frameset of three rows, the top banner, the navigation strip (nav.php)
// and the main frame (start.php by default); "Messages" in the strip loads
// discussion.php into the main frame, itself a frameset of the thread list
// (thread_list.php, left) beside the messages (messages.php, right). Every
// frameset ends in a <noframes> body that draws the light mode's thread list
// or messages, which HTML parsers read as raw text; a frameset's only
// followable links are its frames' src attributes, which no <a> carries. The
// entry page is therefore the frame a reader opens to find the forum's
// folders and their threads: thread_list.php, the left frame of
// discussion.php, which lists every folder with the latest 50 threads of the
// forum grouped under their folders.
//
// Beehive has folders and no categories or sub-folders: the world's boards
// become folders in display order, category after category, their FIDs
// counting from 1 (the category names are dropped). Threads are numbered in
// posting order (TID); a post is TID.PID, PID its place in the thread from 1.
// A guest sees 20 posts a page, and a page of a thread is a window of posts
// from the PID in the URL: messages.php?msg=TID.21 shows posts 21-40. The
// navigation strip links the windows from 1, 21, 41, ..., so those are the
// canonical pages; any other PID shows a window across two pages and is
// labelled as the page holding that PID. Guests may read but not post: the
// posting links of the thread list lead to a "you need to be logged in" wall.
// Every URL carries the forum's webtag (DEFAULT). URL scheme (mount-relative):
//
//	thread_list.php?webtag=DEFAULT[&mode=0]   entry: every folder, the latest 50 threads under their folders
//	thread_list.php?webtag=DEFAULT&mode=0&page=N   the next 50 threads over all folders (index, no folder)
//	thread_list.php?webtag=DEFAULT&mode=0&folder=F[&page=N]   a folder, 50 threads a page (index); the other
//	                                          folders follow as headers; a page past the end is a notice (other)
//	thread_list.php?...&mode=3|5|6            today's, 2 days back, 7 days back (other); other modes are mode 0
//	messages.php?webtag=DEFAULT&msg=TID.PID   20 posts from PID (thread); PID 1, 21, 41... are the canonical pages;
//	                                          no msg: the latest thread; unknown thread or post: an error (other)
//	index.php?webtag=DEFAULT[&msg=TID.PID|&folder=F|&final_uri=...]   the frameset (other); each post's
//	                                          permalink and the folder and thread links above the messages
//	discussion.php?webtag=DEFAULT[&msg=|&folder=], start.php   framesets (other)
//	nav.php, start_left.php, start_main.php, top.php   frame documents (other)
//	lmessages.php?webtag=DEFAULT&msg=TID.PID  the light mode's messages, 10 from PID (thread, as messages.php)
//	user_profile.php?webtag=DEFAULT&uid=N     a member's profile popup (other)
//	threads_rss.php?webtag=DEFAULT&fid=F      a folder's RSS feed (other)
//	logon.php, register.php, forgot_pw.php, links.php   the guest's forms and the links page (other)
//	post.php, create_poll.php, search.php, pm.php, user.php, thread_options.php, folder_options.php
//	                                          "you need to be logged in" (other)
//
// Unknown scripts are the web server's 404.
func beehive() *Package {
	return &Package{
		Name: "beehive", Software: "Beehive Forum 1.5 (default style, frames)", Kind: Forum,
		Shape: Shape{Categories: 2, BoardsPerCategory: [2]int{2, 3}, Threads: [2]int{40, 90},
			Posts: [2]int{1, 26}, LongThreadChance: 0.08, ThreadsPerPage: bhThreadsPerPage, PostsPerPage: bhPostsPerPage, Users: 60,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.03},
		Mount: "/forum/", Seed: 9241, Unseen: true,
		Skin: bhSkin{},
	}
}

// bhSkin renders Beehive Forum 1.5 as a guest's browser receives it.
type bhSkin struct{}

const (
	bhTag            = "DEFAULT" // the forum's webtag
	bhForum          = "Hive Talk"
	bhVersion        = "1.5.2"
	bhThreadsPerPage = 50 // the thread list's fixed page
	bhPostsPerPage   = 20 // a guest's posts per page
	bhLightPosts     = 10 // the light mode's posts per page
	bhStyle          = "styles/default/"
)

// Thread list modes a guest may choose.
const (
	bhAll      = 0
	bhToday    = 3
	bhTwoDays  = 5
	bhWeekBack = 6
)

var bhModes = []struct {
	mode int
	name string
}{{bhAll, "All Discussions"}, {bhToday, "Today's Discussions"}, {bhTwoDays, "2 Days Back"}, {bhWeekBack, "7 Days Back"}}

// bhTables are what the skin derives from a world.
type bhTables struct {
	o idOrder
}

func bhTab(w *World) *bhTables {
	return w.Derived("beehive", func() any { return &bhTables{o: newIDOrder(w)} }).(*bhTables)
}

// bhUID is a member's UID: the administrator who installed the forum is 1.
func bhUID(u *User) int { return u.ID + 1 }

// bhQ is a script's URL with the webtag first, as every Beehive link has it.
func bhQ(script, rest string) string { return script + "?webtag=" + bhTag + rest }

// bhPagePID is the first PID of page p: the windows the navigation strip links.
func bhPagePID(p int) int { return 1 + (p-1)*bhPostsPerPage }

func (bhSkin) Entry() string { return bhQ("thread_list.php", "") }

// BoardURL is the folder link of the thread list, with the page its
// "Next 50 threads" link adds.
func (bhSkin) BoardURL(b *Board, p int) string {
	if p > 1 {
		return bhQ("thread_list.php", fmt.Sprintf("&mode=0&folder=%d&page=%d", b.ID, p))
	}
	return bhQ("thread_list.php", fmt.Sprintf("&mode=0&folder=%d", b.ID))
}

// ThreadURL is the navigation strip's link to the window of page p.
func (bhSkin) ThreadURL(t *Thread, p int) string {
	return bhMsg(bhTab(t.Board.World), t, bhPagePID(p))
}

func bhMsg(d *bhTables, t *Thread, pid int) string {
	return bhQ("messages.php", fmt.Sprintf("&msg=%d.%d", d.o.threadID[t], pid))
}

func bhProfile(u *User) string { return bhQ("user_profile.php", fmt.Sprintf("&uid=%d", bhUID(u))) }

// bhDate is format_date_time(): the time alone today, day and month this
// year, with the year before that.
func bhDate(now, t time.Time) string { return bhWhen(now, t, "2 Jan 15:04", "2 Jan 2006 15:04") }

// bhShortDate is its short form, without the time of an earlier day.
func bhShortDate(now, t time.Time) string { return bhWhen(now, t, "2 Jan", "Jan 2006") }

// bhWhen is t as Beehive prints it: the time alone today, thisYear's
// layout this year, older's before that.
func bhWhen(now, t time.Time, thisYear, older string) string {
	switch {
	case calendarDays(now, t) == 0:
		return t.Format("15:04")
	case t.Year() == now.Year():
		return t.Format(thisYear)
	}
	return t.Format(older)
}

// bhParseMsg reads "TID.PID".
func bhParseMsg(s string) (tid, pid int, ok bool) {
	a, b, found := strings.Cut(s, ".")
	if !found {
		return 0, 0, false
	}
	tid, err1 := strconv.Atoi(a)
	pid, err2 := strconv.Atoi(b)
	return tid, pid, err1 == nil && err2 == nil && tid > 0 && pid > 0
}

// Serve routes a request the way Beehive's scripts split it.
func (s bhSkin) Serve(c *Ctx) Response {
	d := bhTab(c.W)
	other := Info{Type: TypeOther}
	switch c.Path {
	case "", "index.php":
		return c.Page(other, s.index(c, d))
	case "discussion.php":
		return c.Page(other, s.discussion(c, d))
	case "start.php":
		return c.Page(other, s.frameset(c, "Start", "cols", "280,*",
			[][2]string{{bhQ("start_left.php", ""), "start_left"}, {bhQ("start_main.php", ""), "start_main"}}, ""))
	case "thread_list.php":
		return s.threadList(c, d)
	case "messages.php":
		return s.messages(c, d, false)
	case "lmessages.php":
		return s.messages(c, d, true)
	case "nav.php":
		return c.Page(other, s.page(c, "navpage", "", s.nav(c)))
	case "top.php":
		return c.Page(other, s.page(c, "top", "", fmt.Sprintf(`<div id="top_banner"><a href="%s" target="_top"><img src="%simages/beehive_logo.png" alt="%s" /></a></div>`,
			c.Href(bhQ("index.php", "")), bhStyle, Esc(bhForum))))
	case "start_left.php":
		return c.Page(other, s.page(c, "", "", s.startLeft(c, d)))
	case "start_main.php":
		return c.Page(other, s.page(c, "", "", fmt.Sprintf(`<div class="start_main"><h1>Welcome to %s</h1><p>Pick &quot;Messages&quot; above to read the discussions, or <a href="%s" target="_top">log in</a> to take part.</p></div>`,
			Esc(bhForum), c.Href(bhQ("index.php", "&final_uri=logon.php%3Fwebtag%3D"+bhTag)))))
	case "user_profile.php":
		return s.profile(c)
	case "threads_rss.php":
		return s.rss(c, d)
	case "logon.php":
		return c.Page(other, s.page(c, "", "", s.logon(c)))
	case "register.php":
		return c.Page(other, s.page(c, "", "", bhBox("Register", `<form accept-charset="utf-8" name="register" action="register.php" method="post"><input type="hidden" name="webtag" value="`+bhTag+`" />
<table class="posthead" width="100%"><tr><td>Username:</td><td><input type="text" name="logon" class="bhinputtext" maxlength="15" /></td></tr><tr><td>Password:</td><td><input type="password" name="pw" class="bhinputtext" /></td></tr><tr><td>Confirm Password:</td><td><input type="password" name="cpw" class="bhinputtext" /></td></tr><tr><td>Nickname:</td><td><input type="text" name="nickname" class="bhinputtext" /></td></tr><tr><td>Email:</td><td><input type="text" name="email" class="bhinputtext" /></td></tr></table>
<p align="center"><input type="submit" name="register" value="Register" class="button" /></p></form>`)))
	case "forgot_pw.php":
		return c.Page(other, s.page(c, "", "", bhBox("Forgot password", `<form accept-charset="utf-8" name="forgot_pw" action="forgot_pw.php" method="post"><input type="hidden" name="webtag" value="`+bhTag+`" /><p>Enter your logon and a new password will be emailed to you.</p><input type="text" name="logon" class="bhinputtext" /> <input type="submit" name="submit" value="Submit" class="button" /></form>`)))
	case "links.php":
		return c.Page(other, s.page(c, "", "", bhBox("Links", `<p>There are no links in this folder.</p>`)))
	case "post.php", "create_poll.php", "search.php", "pm.php", "user.php", "thread_options.php", "folder_options.php":
		return c.Page(other, s.page(c, "", "", s.guestError(c)))
	}
	return c.NotFound(notFoundPage)
}

// guestError is html_guest_error(): popups get a Close button, other pages a
// form that logs the guest out to the logon page.
func (s bhSkin) guestError(c *Ctx) string {
	msg := "Sorry, you need to be logged in to use this feature."
	if c.Path == "folder_options.php" {
		return bhBox("Error", `<p>`+msg+`</p><p align="center"><input type="button" name="close_popup" value="Close" class="button close_popup" /></p>`)
	}
	final := c.Path
	if c.RawQuery != "" {
		final += "?" + c.RawQuery
	}
	return bhBox("Error", fmt.Sprintf(`<form accept-charset="utf-8" action="logout.php" method="post" target="_top"><input type="hidden" name="webtag" value="%s" /><input type="hidden" name="final_uri" value="%s" /><p>%s</p><p align="center"><input type="submit" name="submit" value="Login now" class="button" /></p></form>`,
		bhTag, Esc(final), msg))
}

func (s bhSkin) logon(c *Ctx) string {
	return bhBox("Logon", fmt.Sprintf(`<form accept-charset="utf-8" name="logonform" action="logon.php" method="post" target="_top"><input type="hidden" name="webtag" value="%s" />
<table class="posthead" width="100%%"><tr><td align="right">Username:</td><td><input type="text" name="user_logon" class="bhinputtext" /></td></tr><tr><td align="right">Password:</td><td><input type="password" name="user_password" class="bhinputtext" /></td></tr>
<tr><td>&nbsp;</td><td><input type="checkbox" name="user_remember" value="Y" /> Remember me</td></tr></table>
<p align="center"><input type="submit" name="logon" value="Logon" class="button" /></p></form>
<p class="smalltext" align="center">Don't have an account? <a href="%s" target="_self">Register now</a><br />Forgotten your password? <a href="%s" target="_self">Reset it here</a></p>`,
		bhTag, c.Href(bhQ("register.php", "")), c.Href(bhQ("forgot_pw.php", ""))))
}

// bhBox is Beehive's titled box around a form or a message.
func bhBox(title, body string) string {
	return fmt.Sprintf(`<h1>%s</h1>
<br />
<div align="center">
<table cellpadding="0" cellspacing="0" width="500">
  <tr>
    <td align="left">
      <table class="box" width="100%%">
        <tr>
          <td align="left" class="posthead">
            <table class="posthead" width="100%%">
              <tr><td align="left" class="subhead">%s</td></tr>
              <tr><td align="left">%s</td></tr>
            </table>
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
</div>
`, title, title, body)
}

// page is html_draw_top() and html_draw_bottom() around a frame document.
func (s bhSkin) page(c *Ctx, class, title, body string) string {
	if title == "" {
		title = bhForum
	} else {
		title = bhForum + " &raquo; " + title
	}
	cls := ""
	if class != "" {
		cls = ` class="` + class + `"`
	}
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en-gb" lang="en-gb" dir="ltr">
<head>
<title>%s</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="generator" content="Beehive Forum %s" />
<meta name="robots" content="index,follow" />
<link rel="alternate" type="application/rss+xml" title="%s - Recent Threads" href="%s" />
<link rel="icon" href="%simages/favicon.ico" type="image/ico" />
<link rel="stylesheet" href="%sstyle.css?version=%s" type="text/css" media="screen" />
%s<script type="text/javascript" src="js/jquery.min.js?version=%s"></script>
<script type="text/javascript" src="js/general.js?version=%s"></script>
</head>
<body%s>
%s
%s</body>
</html>
`, title, bhVersion, Esc(bhForum), c.Href(bhQ("threads_rss.php", "")), bhStyle, bhStyle, bhVersion, c.Styles(14), bhVersion, bhVersion, cls, body, c.Scripts(8))
}

// frameset is html_frameset_*: the frames, then a <noframes> body.
func (s bhSkin) frameset(c *Ctx, title, dir, sizes string, frames [][2]string, noframes string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Frameset//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-frameset.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en-gb" lang="en-gb" dir="ltr">
<head>
<title>%s &raquo; %s</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="generator" content="Beehive Forum %s" />
<meta name="robots" content="index,follow" />
<link rel="icon" href="%simages/favicon.ico" type="image/ico" />
<link rel="stylesheet" href="%sstyle.css?version=%s" type="text/css" />
</head>
<frameset %s="%s" framespacing="0" border="4">
`, Esc(bhForum), title, bhVersion, bhStyle, bhStyle, bhVersion, dir, sizes)
	for _, f := range frames {
		extra := ""
		if f[1] == "ftop" || f[1] == "fnav" {
			extra = ` frameborder="0" scrolling="no" noresize="noresize"`
		}
		fmt.Fprintf(&h, "<frame src=\"%s\" name=\"%s\"%s />\n", c.Href(f[0]), f[1], extra)
	}
	h.WriteString("<noframes>\n<body>\n" + noframes + "</body>\n</noframes>\n</frameset>\n</html>\n")
	return h.String()
}

// index is index.php: the top banner, the navigation strip and the main
// frame; a message or folder in the query opens discussion.php on it, a
// final_uri of logon.php hides the strip. The <noframes> body is the light
// mode's thread list or messages.
func (s bhSkin) index(c *Ctx, d *bhTables) string {
	main := bhQ("start.php", "")
	noframes := ""
	hide := false
	if tid, pid, ok := bhParseMsg(c.Query.Get("msg")); ok {
		main = bhQ("discussion.php", fmt.Sprintf("&msg=%d.%d", tid, pid))
		if t := byID(d.o.threads, tid); t != nil && pid <= len(t.Posts) {
			noframes = s.lightPosts(c, d, t, pid)
		}
	} else if f, err := strconv.Atoi(c.Query.Get("folder")); err == nil {
		main = bhQ("discussion.php", fmt.Sprintf("&folder=%d", f))
	} else if fu := c.Query.Get("final_uri"); strings.HasPrefix(fu, "logon.php") {
		main, hide = fu, true
	}
	if noframes == "" {
		noframes = s.lightList(c, d)
	}
	frames := [][2]string{{"top.php?webtag=" + bhTag, "ftop"}}
	rows := "60,22,*"
	if hide {
		rows = "60,*"
	} else {
		frames = append(frames, [2]string{bhQ("nav.php", ""), "fnav"})
	}
	frames = append(frames, [2]string{main, "main"})
	return s.frameset(c, "Welcome", "rows", rows, frames, noframes)
}

// discussion is discussion.php: the thread list beside the messages.
func (s bhSkin) discussion(c *Ctx, d *bhTables) string {
	left, right := bhQ("thread_list.php", "&mode=0"), ""
	if tid, pid, ok := bhParseMsg(c.Query.Get("msg")); ok {
		left = bhQ("thread_list.php", fmt.Sprintf("&mode=0&msg=%d.%d", tid, pid))
		right = bhQ("messages.php", fmt.Sprintf("&msg=%d.%d", tid, pid))
	} else if f, err := strconv.Atoi(c.Query.Get("folder")); err == nil {
		left = bhQ("thread_list.php", fmt.Sprintf("&mode=0&folder=%d", f))
		if b := c.W.Board(f); b != nil && len(b.Threads) > 0 {
			right = bhMsg(d, bhLatest(b.Threads), 1)
		}
	}
	if right == "" {
		right = bhMsg(d, bhLatest(c.W.Threads), 1)
	}
	return s.frameset(c, "Messages", "cols", "280,*", [][2]string{{left, "left"}, {right, "right"}}, s.lightList(c, d))
}

// bhLatest is the thread with the newest post: messages_get_most_recent() for a guest.
func bhLatest(ts []*Thread) *Thread {
	var best *Thread
	for _, t := range ts {
		if best == nil || t.LastPost().Time.After(best.LastPost().Time) {
			best = t
		}
	}
	return best
}

// lightList is light_draw_thread_list() for the <noframes> body.
func (s bhSkin) lightList(c *Ctx, d *bhTables) string {
	var h strings.Builder
	h.WriteString("<div id=\"thread_list\">\n<h3>All Discussions</h3>\n<ul>\n")
	for _, t := range Page(stickyFirst(c.W.Threads, byLastPost, true), 1, bhThreadsPerPage) {
		fmt.Fprintf(&h, "<li><a href=\"%s\">%s</a> <span class=\"thread_length\">%d</span></li>\n",
			c.Href(bhQ("lmessages.php", fmt.Sprintf("&msg=%d.1", d.o.threadID[t]))), Esc(t.Title), len(t.Posts))
	}
	h.WriteString("</ul>\n</div>\n")
	return h.String()
}

// lightPosts is light_draw_messages(): ten posts from pid.
func (s bhSkin) lightPosts(c *Ctx, d *bhTables, t *Thread, pid int) string {
	var h strings.Builder
	tid := d.o.threadID[t]
	fmt.Fprintf(&h, "<div id=\"messages\">\n<h3>%s</h3>\n", Esc(t.Title))
	for _, p := range t.Posts[pid-1 : min(len(t.Posts), pid-1+bhLightPosts)] {
		fmt.Fprintf(&h, "<div class=\"message\"><a name=\"a%d_%d\"></a><div class=\"message_header\"><span>%d.%d</span> From: %s <span class=\"message_date\">%s</span></div><div class=\"message_body\">%s</div></div>\n",
			tid, p.Index+1, tid, p.Index+1, Esc(p.Author.Name), bhDate(c.W.Now, p.Time), Paras(p.Body, "<p>", "</p>"))
	}
	h.WriteString("</div>\n")
	return h.String()
}

// nav is nav.php as a guest sees it.
func (s bhSkin) nav(c *Ctx) string {
	return fmt.Sprintf(`<div class="navleft">
<a href="%s" target="main">Start</a>&nbsp;|&nbsp;
<a href="%s" target="main">Messages</a>&nbsp;|&nbsp;
<a href="%s" target="main">Links</a>&nbsp;|&nbsp;
<a href="%s" target="main">Inbox</a>&nbsp;|&nbsp;
<a href="%s" target="main">My Controls</a>&nbsp;|&nbsp;
<a href="%s" target="_top">Login</a>&nbsp;|&nbsp;
<a href="%s" target="main">Register</a>
</div>
<div class="navright">
</div>
<div style="clear: both"></div>`,
		c.Href(bhQ("start.php", "")), c.Href(bhQ("discussion.php", "")), c.Href(bhQ("links.php", "")), c.Href("pm.php"),
		c.Href(bhQ("user.php", "")), c.Href(bhQ("index.php", "&final_uri=logon.php%3Fwebtag%3D"+bhTag)), c.Href(bhQ("register.php", "")))
}

// startLeft is start_left.php: the recent threads, each opening discussion.php on it.
func (s bhSkin) startLeft(c *Ctx, d *bhTables) string {
	var h strings.Builder
	h.WriteString(`<table class="box" width="100%"><tr><td class="posthead"><table width="100%"><tr><td class="subhead">Recent threads</td></tr>`)
	for _, t := range firstN(c.W.ThreadsByActivity(), 10, func(*Thread) bool { return true }) {
		fmt.Fprintf(&h, `<tr><td><a href="%s" target="main" title="%s">%s</a> <span class="threadxnewofy">[%d]</span></td></tr>`,
			c.Href(bhQ("discussion.php", fmt.Sprintf("&msg=%d.1", d.o.threadID[t]))), Esc(t.Author.Name), Esc(clip(t.Title, 40)), len(t.Posts))
	}
	fmt.Fprintf(&h, `<tr><td><a href="%s" target="main">Show more threads</a></td></tr></table></td></tr></table>`, c.Href(bhQ("discussion.php", "")))
	return h.String()
}

// bhModeOf is the mode a guest gets: those of bhModes, else All Discussions.
func bhModeOf(c *Ctx) int {
	m := c.Int("mode")
	for _, x := range bhModes {
		if x.mode == m {
			return m
		}
	}
	return bhAll
}

// threadList is thread_list.php for a guest.
func (s bhSkin) threadList(c *Ctx, d *bhTables) Response {
	mode := bhModeOf(c)
	page := max(1, c.Int("page"))
	var folder *Board
	if c.Query.Has("folder") {
		folder = c.W.Board(c.Int("folder"))
	}
	var ts []*Thread
	switch {
	case folder != nil:
		ts = folder.Threads
	default:
		ts = stickyFirst(c.W.Threads, byLastPost, true)
	}
	if mode != bhAll {
		days := map[int]int{bhToday: 1, bhTwoDays: 2, bhWeekBack: 7}[mode]
		cut := c.W.Now.Add(-time.Duration(days) * 24 * time.Hour)
		var keep []*Thread
		for _, t := range ts {
			if t.LastPost().Time.After(cut) {
				keep = append(keep, t)
			}
		}
		ts = keep
	}
	shown := Page(ts, page, bhThreadsPerPage)
	info := Info{Type: TypeOther}
	switch {
	case mode == bhAll && folder != nil && len(shown) > 0:
		info = boardInfo(s, folder, page)
	case mode == bhAll && folder == nil && page == 1 && !c.Query.Has("msg"):
		info = Info{Type: TypeEntry, Canonical: s.Entry()}
	case mode == bhAll && folder == nil && len(shown) > 0 && !c.Query.Has("msg"):
		// The entry's list goes on: its later pages are index pages.
		info = Info{Type: TypeIndex, FPage: page, Canonical: bhQ("thread_list.php", fmt.Sprintf("&mode=0&page=%d", page))}
	}
	return c.Page(info, s.page(c, "", "", s.listBody(c, d, mode, page, folder, shown)))
}

func (s bhSkin) listBody(c *Ctx, d *bhTables, mode, page int, folder *Board, shown []*Thread) string {
	var h strings.Builder
	modeName := bhModes[0].name
	for _, x := range bhModes {
		if x.mode == mode {
			modeName = x.name
		}
	}
	fmt.Fprintf(&h, `<table width="100%%" border="0" cellpadding="0" cellspacing="0">
  <tr>
    <td align="left" class="postbody"><img src="%simages/post.png" alt="New Discussion" title="New Discussion" />&nbsp;<a href="%s" target="main">New Discussion</a></td>
  </tr>
  <tr>
    <td align="left" class="postbody"><img src="%simages/poll.png" alt="Create Poll" title="Create Poll" />&nbsp;<a href="%s" target="main">Create Poll</a></td>
  </tr>
  <tr>
    <td align="left" class="postbody"><img src="%simages/search.png" alt="Search" title="Search" />&nbsp;<a href="%s" target="right">Search</a></td>
  </tr>
  <tr>
    <td align="left" class="postbody"><img src="%simages/pm_unread.png" alt="Inbox" title="Inbox" />&nbsp;<a href="%s" target="main">Inbox</a> <span class="pmnewcount" id="pm_message_count"></span></td>
  </tr>
</table>
<br />
<form accept-charset="utf-8" name="f_mode" method="get" action="thread_list.php">
  <input type="hidden" name="webtag" value="%s" />
  <table width="100%%" border="0" cellpadding="0" cellspacing="0">
    <tr>
      <td align="left" class="postbody">
        <select name="mode" class="bhselect">`,
		bhStyle, c.Href(bhQ("post.php", "")), bhStyle, c.Href(bhQ("create_poll.php", "")), bhStyle, c.Href(bhQ("search.php", "")),
		bhStyle, c.Href(bhQ("pm.php", "")), bhTag)
	for _, x := range bhModes {
		sel := ""
		if x.mode == mode {
			sel = ` selected="selected"`
		}
		fmt.Fprintf(&h, `<option value="%d"%s>%s</option>`, x.mode, sel, x.name)
	}
	h.WriteString(`</select>&nbsp;<input type="submit" name="go" value="Go!" class="button" />`)
	if folder != nil {
		fmt.Fprintf(&h, `<input type="hidden" name="folder" value="%d" />`, folder.ID)
	}
	h.WriteString("\n      </td>\n    </tr>\n  </table>\n</form>\n")

	switch {
	case len(shown) == 0 && folder != nil:
		fmt.Fprintf(&h, `<div class="warning_msg">No &quot;%s&quot; in &quot;%s&quot; folder. Please select another folder, or <a href="%s">click here</a> for all threads.</div>`,
			modeName, Esc(folder.Name), c.Href(bhQ("thread_list.php", fmt.Sprintf("&folder=%d&mode=0", folder.ID))))
	case len(shown) == 0:
		fmt.Fprintf(&h, `<div class="warning_msg">No &quot;%s&quot; available. Please <a href="%s">click here</a> for all threads.</div>`,
			modeName, c.Href(bhQ("thread_list.php", "&mode=0")))
	case folder != nil:
		fmt.Fprintf(&h, `<div class="warning_msg">Viewing &quot;%s&quot; in &quot;%s&quot; only. To view threads in all folders <a href="%s">click here</a>.</div>`,
			modeName, Esc(folder.Name), c.Href(bhQ("thread_list.php", fmt.Sprintf("&mode=%d", mode))))
	default:
		h.WriteString("<br />")
	}
	if page > 1 && folder == nil {
		fmt.Fprintf(&h, `<table width="100%%" border="0" cellpadding="0" cellspacing="0"><tr><td align="left" valign="top" class="smalltext" colspan="2"><img src="%simages/current_thread.png" alt="" />&nbsp;<a href="%s" title="Show previous 50 threads">Previous 50 threads</a></td></tr><tr><td align="left">&nbsp;</td></tr></table>`,
			bhStyle, c.Href(bhQ("thread_list.php", fmt.Sprintf("&mode=%d&page=%d", mode, page-1))))
	}

	// Folders in the order their threads come, the selected one first, then the rest.
	var order []*Board
	seen := map[*Board]bool{}
	add := func(b *Board) {
		if !seen[b] {
			seen[b] = true
			order = append(order, b)
		}
	}
	if folder != nil {
		add(folder)
	}
	for _, t := range shown {
		add(t.Board)
	}
	for _, b := range c.W.Boards {
		add(b)
	}
	for _, b := range order {
		s.folderBlock(c, d, &h, b, mode, page, folder, shown)
	}
	h.WriteString(`<table width="100%" border="0" cellspacing="0" cellpadding="2">`)
	if folder == nil && len(shown) >= bhThreadsPerPage {
		fmt.Fprintf(&h, `<tr><td colspan="2">&nbsp;</td></tr><tr><td align="left" valign="top" class="smalltext" colspan="2"><img src="%simages/current_thread.png" alt="" />&nbsp;<a href="%s" title="Show next 50 threads">Next 50 threads</a></td></tr>`,
			bhStyle, c.Href(bhQ("thread_list.php", fmt.Sprintf("&mode=%d&page=%d", mode, page+1))))
	}
	fmt.Fprintf(&h, `<tr><td align="left">&nbsp;</td></tr></table>
<table width="100%%" border="0" cellspacing="0" cellpadding="2">
  <tr><td align="left" class="smalltext" colspan="2">Navigate:</td></tr>
  <tr>
    <td align="left" width="15">&nbsp;</td>
    <td align="left" class="smalltext">
      <form accept-charset="utf-8" name="f_nav" method="get" action="messages.php" target="right">
        <input type="hidden" name="webtag" value="%s" />
        <input type="text" name="msg" value="1.1" class="bhinputtext" size="10" />
        <input type="submit" name="go" value="Go!" class="button" />
      </form>
    </td>
  </tr>
</table>
`, bhTag)
	return h.String()
}

// folderBlock is one folder of the thread list: its header, then its threads when the list has any.
func (s bhSkin) folderBlock(c *Ctx, d *bhTables, h *strings.Builder, b *Board, mode, page int, folder *Board, shown []*Thread) {
	folderLink := c.Href(bhQ("thread_list.php", fmt.Sprintf("&mode=%d&folder=%d", mode, b.ID)))
	fmt.Fprintf(h, `<table width="100%%" border="0" cellpadding="2" cellspacing="0">
  <tr>
    <td align="left" colspan="2">
      <table width="100%%" border="0" cellspacing="0" cellpadding="0">
        <tr>
          <td align="left" valign="top" class="foldername">
            <a href="%s" target="_blank" class="popup 550x400"><img src="%simages/folder.png" alt="Folder" title="Folder" /></a>
            <a href="%s" title="%s">%s</a>
          </td>
          <td align="left" class="folderpostnew" style="white-space: nowrap"><a href="%s" target="_blank" class="popup 580x450" id="mods_list_%d"><img src="%simages/rss.png" alt="RSS" title="RSS" /></a></td>
        </tr>
      </table>
    </td>
  </tr>
</table>
<table cellpadding="0" cellspacing="0" width="100%%">
  <tr>
    <td align="left">
      <table class="box" width="100%%">
        <tr>
          <td align="left" class="posthead">
            <table width="100%%" border="0" cellpadding="0" cellspacing="0">
              <tr>
                <td align="left" class="threads_top_left" valign="top" width="50%%" style="white-space: nowrap"><a href="%s" class="folderinfo" title="View messages in this folder only">%d&nbsp;threads</a></td>
                <td align="left" class="threads_top_right" valign="top" width="50%%" style="white-space: nowrap">&nbsp;</td>
              </tr>
`, c.Href(bhQ("folder_options.php", fmt.Sprintf("&fid=%d", b.ID))), bhStyle, folderLink, Esc(b.Description), Esc(b.Name),
		c.Href(bhQ("threads_rss.php", fmt.Sprintf("&fid=%d", b.ID))), b.ID, bhStyle, folderLink, len(b.Threads))
	if page > 1 && folder == b {
		fmt.Fprintf(h, `              <tr><td align="left" class="threads_left_right" colspan="2"><a href="%s" class="folderinfo" title="Show previous 50 threads">Previous 50 threads</a></td></tr>
`, c.Href(bhQ("thread_list.php", fmt.Sprintf("&mode=%d&folder=%d&page=%d", mode, b.ID, page-1))))
	}
	h.WriteString("              <tr>\n                <td align=\"left\" class=\"threads_left_right_bottom\" colspan=\"2\">\n")
	cut := c.W.Now.AddDate(0, -1, 0)
	for _, t := range shown {
		if t.Board != b {
			continue
		}
		tid, n := d.o.threadID[t], len(t.Posts)
		first := c.Href(bhQ("messages.php", fmt.Sprintf("&msg=%d.1", tid)))
		last := c.Href(bhQ("messages.php", fmt.Sprintf("&msg=%d.%d", tid, n)))
		count := strconv.Itoa(n)
		bullet := "bullet"
		if t.LastPost().Time.After(cut) {
			// A guest has read nothing: recent threads are all new.
			count, bullet = fmt.Sprintf("%d new", n), "unread_thread"
		}
		extra := ""
		if t.Sticky {
			extra = fmt.Sprintf(`<img src="%simages/sticky.png" alt="Sticky" title="Sticky" /> `, bhStyle)
		}
		fmt.Fprintf(h, `                  <table width="100%%" border="0" cellspacing="0" cellpadding="0">
                    <tr>
                      <td align="center" valign="top" style="white-space: nowrap" width="25"><a href="%s" target="right"><img src="%simages/%s.png" alt="Thread Options" title="Thread Options" id="t%d" /></a></td>
                      <td align="left" valign="top"><a href="%s" target="right" class="threadname" data-tid="t%d" title="Thread #%d Started by %s. Viewed %d times">%s</a> %s<span class="threadxnewofy"><a href="%s" target="right" title="Go to first post in thread">[</a>%s<a href="%s" target="right" title="Go to last post in thread">]</a></span></td>
                      <td valign="top" style="white-space: nowrap" align="right"><span class="threadtime">%s&nbsp;</span></td>
                    </tr>
                  </table>
`, c.Href(bhQ("thread_options.php", fmt.Sprintf("&msg=%d.1", tid))), bhStyle, bullet, tid, first, tid, tid, Esc(t.Author.Name), t.Views,
			Esc(t.Title), extra, first, count, last, bhShortDate(c.W.Now, t.LastPost().Time))
	}
	if folder == b && len(shown) >= bhThreadsPerPage {
		fmt.Fprintf(h, `                  <table width="100%%" border="0" cellspacing="0" cellpadding="0"><tr><td align="left" colspan="3"><a href="%s" class="folderinfo" title="Show next 50 threads">Next 50 threads</a></td></tr></table>
`, c.Href(bhQ("thread_list.php", fmt.Sprintf("&mode=%d&folder=%d&page=%d", mode, b.ID, page+1))))
	}
	h.WriteString("                </td>\n              </tr>\n            </table>\n          </td>\n        </tr>\n      </table>\n    </td>\n  </tr>\n</table>\n")
}

// messages is messages.php (or the light mode's lmessages.php): the posts from msg's PID.
func (s bhSkin) messages(c *Ctx, d *bhTables, light bool) Response {
	other := Info{Type: TypeOther}
	raw := c.Query.Get("msg")
	tid, pid, ok := bhParseMsg(raw)
	var t *Thread
	switch {
	case ok:
		t = byID(d.o.threads, tid)
	case raw == "" && !light:
		t, pid = bhLatest(c.W.Threads), 1
		tid = d.o.threadID[t]
	}
	switch {
	case t == nil && (ok || raw == ""):
		return c.Page(other, s.page(c, "", "", bhErr("The requested thread could not be found or access was denied.")))
	case t == nil:
		return c.Page(other, s.page(c, "", "", bhErr("Invalid Message ID or no Message ID specified.")))
	case pid > len(t.Posts):
		return c.Page(other, s.page(c, "", "", bhErr("That post does not exist in this thread!")))
	}
	page := PageOf(pid-1, bhPostsPerPage)
	info := threadInfo(s, t, page)
	if light {
		return c.Page(info, s.page(c, "", Esc(t.Title), s.lightPosts(c, d, t, pid)))
	}
	return c.Page(info, s.page(c, "", Esc(t.Title), s.thread(c, d, t, tid, pid)))
}

func bhErr(msg string) string {
	return `<h1>Error</h1><br /><div align="center"><table class="box" width="96%"><tr><td class="posthead"><p>` + msg + `</p></td></tr></table></div>`
}

// thread draws messages_top(), the navigation strip and message_display() for each post.
func (s bhSkin) thread(c *Ctx, d *bhTables, t *Thread, tid, pid int) string {
	var h strings.Builder
	b := t.Board
	sticky := ""
	if t.Sticky {
		sticky = fmt.Sprintf(`&nbsp;<img src="%simages/sticky.png" alt="Sticky" title="Sticky" />`, bhStyle)
	}
	fmt.Fprintf(&h, `<div align="center">
<table width="96%%" border="0">
  <tr>
    <td align="left"><p><a href="%s" target="_blank" class="popup 550x400"><img src="%simages/folder.png" alt="Folder" title="Folder" /></a>&nbsp;<a href="%s" target="_top">%s</a><img src="%simages/separator.png" alt="" /><a href="%s" target="_top" title="View in Frameset">%s</a>%s</p></td>
  </tr>
</table>
`, c.Href(bhQ("folder_options.php", fmt.Sprintf("&fid=%d", b.ID))), bhStyle, c.Href(bhQ("index.php", fmt.Sprintf("&folder=%d", b.ID))), Esc(b.Name),
		bhStyle, c.Href(bhQ("index.php", fmt.Sprintf("&msg=%d.%d", tid, pid))), Esc(t.Title), sticky)
	strip := s.navStrip(c, tid, pid, len(t.Posts))
	h.WriteString(strip)
	h.WriteString("</div>\n")
	posts := t.Posts[pid-1 : min(len(t.Posts), pid-1+bhPostsPerPage)]
	for _, p := range posts {
		s.message(c, &h, t, tid, p, pid)
	}
	h.WriteString(`<div align="center">` + "\n" + strip + "</div>\n")
	return h.String()
}

// navStrip is messages_nav_strip(): the thread's windows of 20 posts, the
// first, the last and those around the current one, gaps as an ellipsis.
func (s bhSkin) navStrip(c *Ctx, tid, pid, length int) string {
	if pid < 2 && length <= bhPostsPerPage {
		return ""
	}
	n := (length + bhPostsPerPage - 1) / bhPostsPerPage
	cur := pid / bhPostsPerPage
	var parts []string
	sep := false
	for k := range n {
		lo, hi := k*bhPostsPerPage+1, min(length, (k+1)*bhPostsPerPage)
		if k == 0 || k == n-1 || (k > cur-3 && k < cur+2) {
			sep = true
			label := fmt.Sprintf("%d&ndash;%d", lo, hi)
			if lo == hi {
				label = strconv.Itoa(lo)
			}
			parts = append(parts, fmt.Sprintf(`<a href="%s" target="_self">%s</a>`, c.Href(bhQ("messages.php", fmt.Sprintf("&msg=%d.%d", tid, lo))), label))
		} else if sep {
			sep = false
			parts = append(parts, "&hellip;")
		}
	}
	return "<table class=\"messages_nav_strip\" width=\"100%\">\n  <tr>\n    <td align=\"center\">" + strings.Join(parts, "&nbsp;&nbsp;") + "</td>\n  </tr>\n</table>\n<br />\n"
}

// bhReplyTo is the post a reply answers: Beehive threads are trees.
func bhReplyTo(p *Post) int {
	if p.Index == 0 {
		return 0
	}
	if Hash("bhreply", p.Thread.ID, p.Index)%3 == 0 {
		return 1 + int(Hash("bhreplyto", p.Thread.ID, p.Index)%uint64(p.Index))
	}
	return p.Index
}

// message is message_display() for a guest: no reply, quote or edit links.
func (s bhSkin) message(c *Ctx, h *strings.Builder, t *Thread, tid int, p *Post, first int) {
	pid := p.Index + 1
	fmt.Fprintf(h, `<a name="a%d_%d"></a>
<div align="center" class="message" id="message_%d_%d">
<table width="100%%" cellspacing="0" cellpadding="0">
  <tr>
    <td align="center">
      <table width="100%%" class="box" cellpadding="0">
        <tr>
          <td align="left">
            <table class="posthead" width="100%%">
              <tr>
                <td width="1%%" align="right" style="white-space: nowrap"><span class="posttofromlabel">&nbsp;From:&nbsp;</span></td>
                <td style="white-space: nowrap" width="98%%" align="left"><span class="posttofrom"><a href="%s" target="_blank" class="popup 650x500">%s</a>&nbsp;</span><img src="%simages/status_offline.png" alt="Inactive / Offline" title="Inactive / Offline" />&nbsp;</td>
                <td width="1%%" align="right" style="white-space: nowrap"><span class="postinfo">%s&nbsp;</span></td>
              </tr>
              <tr>
                <td width="1%%" align="right" style="white-space: nowrap"><span class="posttofromlabel">&nbsp;To:&nbsp;</span></td>
                <td style="white-space: nowrap" width="98%%" align="left">ALL</span></td>
                <td align="right" style="white-space: nowrap"><span class="postinfo">%d of %d&nbsp;</span></td>
              </tr>
            </table>
          </td>
        </tr>
        <tr>
          <td align="left">
            <table width="100%%">
              <tr>
                <td colspan="3" align="right"><span class="postnumber">`,
		tid, pid, tid, pid, c.Href(bhProfile(p.Author)), Esc(p.Author.Name), bhStyle, bhDate(c.W.Now, p.Time), pid, len(t.Posts))
	title := "Link to this post"
	if pid == 1 {
		title = fmt.Sprintf("Permanent link to this thread (%d.1)", tid)
	}
	fmt.Fprintf(h, `<a href="%s" target="_top" title="%s">%d.%d</a>`, c.Href(bhQ("index.php", fmt.Sprintf("&msg=%d.%d", tid, pid))), title, tid, pid)
	if r := bhReplyTo(p); r > 0 {
		href := bhQ("messages.php", fmt.Sprintf("&msg=%d.%d", tid, r))
		if r >= first {
			href = bhQ("messages.php", fmt.Sprintf("&msg=%d.%d#a%d_%d", tid, first, tid, r))
		}
		fmt.Fprintf(h, ` In reply to <a href="%s" target="_self" title="Link to post #%d">%d.%d</a>`, c.Href(href), r, tid, r)
	}
	body := Paras(p.Body, "<p>", "</p>")
	if sig := signature(p.Author); sig != "" {
		body += `<div class="sig">` + Esc(sig) + `</div>`
	}
	fmt.Fprintf(h, `&nbsp;</span></td>
              </tr>
              <tr>
                <td class="postbody overflow_content" align="left">%s</td>
              </tr>
            </table>
            <table width="100%%" class="postresponse" cellspacing="1" cellpadding="0">
              <tr>
                <td align="left" width="25%%"><div class="message_vote_form" data-msg="%d.%d"><span class="post_rating">0</span></div></td>
                <td width="50%%" style="white-space: nowrap">&nbsp;</td>
                <td align="right" style="white-space: nowrap">
                  <span class="post_options" id="post_options_%d_%d_%d">More&nbsp;<img src="%simages/post_options.png" alt="More" title="More" class="post_options" /></span>
                </td>
              </tr>
            </table>
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
  <div id="quick_reply_%d"></div>
</div>
<br />
`, body, tid, pid, tid, first, pid, bhStyle, pid)
}

// profile is user_profile.php: a popup with the member's details.
func (s bhSkin) profile(c *Ctx) Response {
	uid := c.Int("uid")
	u := c.W.User(uid - 1)
	if u == nil {
		return c.Page(Info{Type: TypeOther}, s.page(c, "", "", bhErr("Unknown user")))
	}
	body := fmt.Sprintf(`<div align="center">
<table width="600" class="box"><tr><td class="posthead">
<table width="100%%" class="subhead"><tr><td><h2 class="profile_logon">%s</h2></td><td align="right">%s</td></tr></table>
<table width="100%%">
<tr><td class="subhead" colspan="2">Profile</td></tr>
<tr><td>Member since:</td><td>%s</td></tr>
<tr><td>Posts:</td><td>%d</td></tr>
<tr><td>Status:</td><td>Inactive / Offline</td></tr>
<tr><td>About me:</td><td>%s</td></tr>
</table>
</td></tr></table>
<p><input type="button" name="close_popup" value="Close" class="button close_popup" /></p>
</div>`, Esc(u.Name), rank(u), u.Joined.Format("2 Jan 2006"), u.Posts, Esc(u.Bio))
	return c.Page(Info{Type: TypeOther}, s.page(c, "", "User Profile", body))
}

// rss is threads_rss.php: the newest threads, of one folder with fid.
func (s bhSkin) rss(c *Ctx, d *bhTables) Response {
	ts := c.W.Threads
	title := bhForum
	if c.Query.Has("fid") {
		b := c.W.Board(c.Int("fid"))
		if b == nil {
			return c.NotFound(notFoundPage)
		}
		ts, title = b.Threads, bhForum+" - "+b.Name
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8",
		Body: rssFeed(c, title, s.Entry(), rssItems(c, firstN(newestFirst(ts), 20, func(*Thread) bool { return true }))), Info: Info{Type: TypeOther}}
}
