package sim

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// FUDforum 3.0 with its default theme, at /forum/. Every page is index.php
// told by t=<template> what to show; FUDforum's words differ from the
// farm's: "thread" is a forum's topic list, "msg" a topic's flat view,
// "tree" its threaded view. Forum, category, topic and message ids are
// separate sequences, topics and messages numbered in posting order over the
// whole site. Links are built as the templates build them, "{ROOT}?t=...&amp;
// {DEF: _rsid}": _rsid is "S=<32 hex>" for a guest without cookies and empty
// otherwise, so links end in "&" and the pager, which appends "&start=N" to a
// base ending in _rsid, writes "&&start=N". Guests get S in every link (the
// farm's session parameter, issued per visit; FUDforum's SQ form token only
// rides on members' action links, which guests never see). 40 topics a list
// page, 20 messages a topic page; start is an item offset, rounded down to
// its page. No sub-forums (FUDforum has none), private messages and PDF
// export off, feeds on. The canonical page is the form the topic list links;
// FUDforum prints no rel=canonical, so each duplicate below names it for the
// truth. URL scheme (all mount-relative, shown without S):
//
//	index.php, "" (the mount), index.php?t=index&, ?t=i&   entry: categories and their forums (canonical index.php);
//	                                          an unknown t shows the index too, as FUDforum's router does
//	index.php?t=index&cat=C&, ?t=i&cat=C&     one category (index; the t=i breadcrumb form a duplicate)
//	index.php?t=thread&frm_id=F&              a forum's topic list, 40 a page (index)
//	index.php?t=thread&frm_id=F&&start=N      later pages (index); start=0 and unaligned offsets duplicate a page; past the end the last page
//	index.php?t=msg&th=T&start=N&             a topic page, 20 messages (thread); the list's topic and mini-pager links
//	index.php?t=msg&th=T&prevloaded=1&&start=N, ?t=msg&&prevloaded=1&th=T&start=N   the pager's and the "Next page" links (duplicates)
//	index.php?t=msg&th=T&, &unread=1#page_top, &goto=end   page 1 (unread is for members only), the last page (duplicates)
//	index.php?t=msg&[th=T&]goto=M&#msg_M      a message: the page holding it, rendered in place (a duplicate); subject links,
//	                                          "last message" links, reply-to links, previous/next topic (goto the root message)
//	index.php?t=tree&th=T&[mid=M&]            threaded view of a topic, one message shown (other)
//	index.php?t=post&frm_id=F&, ?t=post&reply_to=M&[quote=true&], ?t=post&th_id=T&reply_to=M&&start=N   posting forms (other)
//	index.php?t=usrinfo&id=U&, ?t=showposts&id=U&[&start=N]   profile and a member's messages (other)
//	index.php?t=finduser&btn_submit=Find&[&us=1|pc=1|rd=1][&start=N]   member list, sortable, 40 a page (other)
//	index.php?t=search&[forum_limiter=F&], ?t=selmsg&date=today&frm_id=F&, ?t=selmsg&reply_count=0&frm_id=F&,
//	?t=polllist&, ?t=actv&, ?t=online_today&, ?t=help_index&[section=S], ?t=login&, ?t=reset&, ?t=register&, ?t=pmsg&   other
//	feed.php?mode=m&l=1&basic=1[&frm=F&n=10], feed.php?mode=m&th=T&basic=1   RSS (other)
//	an unknown forum, topic, message or member id   404 (FUDforum's "Invalid input" error page)
func fudforum() *Package {
	return &Package{
		Name: "fudforum", Software: "FUDforum 3.0 (default theme)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, Threads: [2]int{20, 60},
			Posts: [2]int{1, 14}, LongThreadChance: 0.1, ThreadsPerPage: 40, PostsPerPage: 20, Users: 60,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.03},
		Mount: "/forum/", Session: "S", Seed: 3251, Unseen: true,
		Robots: "User-agent: *\nDisallow: /forum/index.php?t=post\nDisallow: /forum/index.php?t=login\nDisallow: /forum/index.php?t=register\n",
		Skin:   fdSkin{},
	}
}

// fdSkin renders FUDforum.
type fdSkin struct{}

const (
	fdSite    = "Harbour Lights Discussion Forums"
	fdDescr   = "Talk about projects, trips and the things we fix on weekends."
	fdDate    = "Mon, 02 January 2006 15:04" // %a, %d %B %Y %H:%M
	fdDay     = "Mon, 02 January 2006"       // the topic list's first-post date
	fdImg     = "theme/default/images"       // below the mount
	fdPager   = 15                           // GENERAL_PAGER_COUNT
	fdMini    = 5                            // THREAD_MSG_PAGER: mini-pager pages in a topic row
	fdMembers = 40                           // MEMBERS_PER_PAGE
	fdShown   = 20                           // messages a showposts page, topics on actv
)

// fdTables are what the skin derives from a world: topic and message ids
// in posting order, and each member's messages.
type fdTables struct {
	th     map[*Thread]int
	byTh   []*Thread
	msg    map[*Post]int
	byMsg  []*Post
	byUser map[*User][]*Post // newest first
}

func fdTab(w *World) *fdTables {
	return w.Derived("fudforum", func() any {
		o := newIDOrder(w)
		d := &fdTables{byTh: o.threads, th: o.threadID, byMsg: o.posts, msg: o.postID, byUser: o.byUser}
		return d
	}).(*fdTables)
}

func (d *fdTables) thread(id int) *Thread {
	return byID(d.byTh, id)
}

func (d *fdTables) post(id int) *Post {
	return byID(d.byMsg, id)
}

// fdURL is a link template made absolute: {S} is where _rsid goes.
func fdURL(c *Ctx, tpl string) string {
	rsid := ""
	if c.Sid != "" {
		rsid = "S=" + c.Sid
	}
	return c.Pkg.Mount + strings.ReplaceAll(tpl, "{S}", rsid)
}

func fdHref(c *Ctx, tpl string) string { return Esc(fdURL(c, tpl)) }

// fdCanon is a link template as the truth names it: without a session.
func fdCanon(tpl string) string { return strings.ReplaceAll(tpl, "{S}", "") }

func (fdSkin) Entry() string { return "index.php" }

func fdBoardTpl(b *Board, p int) string {
	u := fmt.Sprintf("index.php?t=thread&frm_id=%d&{S}", b.ID)
	if p > 1 {
		u += fmt.Sprintf("&start=%d", (p-1)*b.World.Shape.ThreadsPerPage)
	}
	return u
}

func fdThreadTpl(t *Thread, p int) string {
	w := t.Board.World
	return fmt.Sprintf("index.php?t=msg&th=%d&start=%d&{S}", fdTab(w).th[t], (p-1)*w.Shape.PostsPerPage)
}

func (fdSkin) BoardURL(b *Board, p int) string   { return fdCanon(fdBoardTpl(b, p)) }
func (fdSkin) ThreadURL(t *Thread, p int) string { return fdCanon(fdThreadTpl(t, p)) }

// gotoTpl is a message's permalink, with the topic id (subjects, the topic
// list) or without (the index, previous/next topic).
func (d *fdTables) gotoTpl(p *Post, withTh bool) string {
	m := d.msg[p]
	if withTh {
		return fmt.Sprintf("index.php?t=msg&th=%d&goto=%d&{S}#msg_%d", d.th[p.Thread], m, m)
	}
	return fmt.Sprintf("index.php?t=msg&goto=%d&{S}#msg_%d", m, m)
}

func fdCatTpl(cat *Category) string { return fmt.Sprintf("index.php?t=index&cat=%d&{S}", cat.ID) }

func fdUserTpl(u *User) string { return fmt.Sprintf("index.php?t=usrinfo&id=%d&{S}", u.ID) }

func (s fdSkin) entryInfo() Info { return Info{Type: TypeEntry, Canonical: s.Entry()} }

func fdCatInfo(cat *Category) Info {
	return Info{Type: TypeIndex, FPage: 1, Canonical: fdCanon(fdCatTpl(cat))}
}

// fdStart reads start as PHP's (int): 0 when absent, malformed or negative.
func fdStart(c *Ctx) int {
	return max(0, c.Int("start"))
}

func (s fdSkin) Serve(c *Ctx) Response {
	switch c.Path {
	case "", "index.php":
	case "feed.php":
		return s.feed(c)
	default:
		return c.NotFound(notFoundPage)
	}
	d := fdTab(c.W)
	other := Info{Type: TypeOther}
	page := func(title string, pg fdPage, body string) Response {
		pg.title = title
		return c.Page(other, s.frame(c, pg, body))
	}
	switch t := c.Query.Get("t"); t {
	case "thread":
		return s.topicList(c)
	case "msg":
		return s.msg(c, d)
	case "tree":
		th := d.thread(c.Int("th"))
		if th == nil {
			return s.invalid(c)
		}
		mid := th.Posts[0]
		if c.Query.Has("mid") {
			p := d.post(c.Int("mid"))
			if p == nil || p.Thread != th {
				return s.invalid(c)
			}
			mid = p
		}
		return page(th.Title, fdPage{board: th.Board}, s.tree(c, d, th, mid))
	case "post":
		return s.post(c, d)
	case "usrinfo", "showposts":
		u := c.W.User(c.Int("id"))
		if u == nil {
			return s.invalid(c)
		}
		if t == "usrinfo" {
			return page("Profile of "+u.Name, fdPage{}, s.usrinfo(c, d, u))
		}
		return page("Messages by "+u.Name, fdPage{}, s.showposts(c, d, u))
	case "finduser":
		return page("User List", fdPage{}, s.finduser(c))
	case "search":
		b := c.W.Board(c.Int("forum_limiter"))
		return page("Search", fdPage{board: b}, s.search(c, d))
	case "selmsg":
		b := c.W.Board(c.Int("frm_id"))
		return page("Selective Message Display", fdPage{board: b}, s.selmsg(c, d, b))
	case "polllist":
		return page("Poll List", fdPage{}, `<table cellspacing="1" cellpadding="2" class="ContentTable"><tr><th>Poll</th><th>Owner</th><th>Votes</th></tr>
<tr class="RowStyleA"><td class="ac" colspan="3">No polls found.</td></tr></table>`)
	case "actv":
		return page("Active Topics", fdPage{}, s.actv(c, d))
	case "online_today":
		return page("Today's Visitors", fdPage{}, s.onlineToday(c))
	case "help_index":
		return page("Help", fdPage{}, s.help(c))
	case "login", "pmsg":
		return page("Login", fdPage{}, s.login(c, t == "pmsg"))
	case "reset":
		return page("Reset Password", fdPage{}, fmt.Sprintf(`<form method="post" action="%s"><table cellspacing="1" cellpadding="2" class="DialogTable">
<tr><th colspan="2">Reset Password</th></tr>
<tr class="RowStyleA"><td class="GenText">E-mail:</td><td><input type="email" name="reset_login" size="25" /></td></tr>
<tr class="RowStyleC"><td class="ar" colspan="2"><input type="submit" class="button" name="reset_passwd" value="Reset Password" /></td></tr>
</table></form>`, fdHref(c, "index.php?t=reset")))
	case "register":
		return page("Register", fdPage{}, s.register(c))
	case "index", "i":
		if c.Query.Has("cat") {
			cat := fdCategory(c.W, c.Int("cat"))
			if cat == nil {
				return s.invalid(c)
			}
			return c.Page(fdCatInfo(cat), s.frame(c, fdPage{title: cat.Name}, s.index(c, cat)))
		}
	}
	return c.Page(s.entryInfo(), s.frame(c, fdPage{}, s.index(c, nil)))
}

func fdCategory(w *World, id int) *Category {
	return byID(w.Categories, id)
}

// invalid is invl_inp_err's page; FUDforum answers it with 200, the farm gives records that do not exist a 404.
func (s fdSkin) invalid(c *Ctx) Response {
	return c.NotFound(s.frame(c, fdPage{title: "Error"}, `<table cellspacing="1" cellpadding="2" class="DialogTable">
<tr><th>ERROR: Invalid input</th></tr>
<tr class="RowStyleA"><td class="GenText ac">You have provided invalid input. Please go back and try again.</td></tr>
</table>`))
}

// topicList is thread.php: a forum's topics, start an offset rounded down to its page.
func (s fdSkin) topicList(c *Ctx) Response {
	b := c.W.Board(c.Int("frm_id"))
	if b == nil {
		return s.invalid(c)
	}
	per := c.W.Shape.ThreadsPerPage
	page := min(fdStart(c)/per+1, b.Pages(per))
	return c.Page(boardInfo(s, b, page), s.frame(c, fdPage{title: b.Name, board: b, rss: fmt.Sprintf("feed.php?mode=m&l=1&basic=1&frm=%d&n=10", b.ID)}, s.threads(c, b, page)))
}

// msg is msg.php: a topic page by th and start, or the page holding goto.
func (s fdSkin) msg(c *Ctx, d *fdTables) Response {
	per := c.W.Shape.PostsPerPage
	th := d.thread(c.Int("th"))
	page := 1
	switch g := c.Query.Get("goto"); {
	case g == "end" && th != nil:
		page = th.Pages(per)
	case g != "" && g != "0":
		m := d.post(c.Int("goto"))
		if m == nil || c.Query.Has("th") && m.Thread != th {
			return s.invalid(c)
		}
		th, page = m.Thread, PageOf(m.Index, per)
	case th == nil:
		return s.invalid(c)
	default:
		start := fdStart(c)
		if start >= len(th.Posts) {
			return s.invalid(c)
		}
		page = start/per + 1
	}
	return c.Page(threadInfo(s, th, page), s.frame(c, fdPage{title: th.Title, board: th.Board, descr: clip(strings.Join(th.Posts[0].Body, " "), 200),
		rss: fmt.Sprintf("feed.php?mode=m&th=%d&basic=1", d.th[th])}, s.topic(c, d, th, page)))
}

// post is post.php: a new topic form, or a reply with the message quoted.
func (s fdSkin) post(c *Ctx, d *fdTables) Response {
	var b *Board
	var reply *Post
	switch {
	case c.Query.Has("reply_to"):
		reply = d.post(c.Int("reply_to"))
		if reply == nil {
			return s.invalid(c)
		}
		b = reply.Thread.Board
	default:
		b = c.W.Board(c.Int("frm_id"))
		if b == nil {
			return s.invalid(c)
		}
	}
	subject, body, title := "", "", "Create Topic"
	if reply != nil {
		title, subject = "Post Reply", "Re: "+reply.Thread.Title
		if c.Query.Get("quote") == "true" {
			body = fmt.Sprintf("[quote title=%s wrote on %s]%s[/quote]", reply.Author.Name, reply.Time.Format(fdDate), strings.Join(reply.Body, "\n\n"))
		}
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, fdPage{title: title, board: b}, fmt.Sprintf(`<form action="%s" method="post" id="post_form" name="post_form" enctype="multipart/form-data" onsubmit="document.forms['post_form'].btn_submit.disabled = true;">
<table cellspacing="1" cellpadding="2" class="ContentTable">
<tr><th colspan="2"><a name="ptop"> </a>Post Form</th></tr>
<tr class="RowStyleB"><td class="GenText">Forum:</td><td class="GenText">%s</td></tr>
<tr class="RowStyleB"><td class="GenText">Name:</td><td><input type="text" name="msg_poster_name" size="25" /></td></tr>
<tr class="RowStyleB"><td class="GenText">Title:</td><td class="GenText"><input type="text" spellcheck="true" maxlength="100" name="msg_subject" value="%s" size="50" /></td></tr>
<tr class="RowStyleA"><td class="GenText vt nw">Body:</td><td><textarea rows="20" cols="65" tabindex="3" wrap="virtual" id="txtb" name="msg_body">%s</textarea></td></tr>
<tr class="RowStyleC"><td class="GenText ar" colspan="2"><input type="submit" class="button" value="Preview Message" tabindex="4" name="preview" />&nbsp;<input type="submit" class="button" tabindex="5" name="btn_submit" value="%s" /></td></tr>
</table></form>`, fdHref(c, "index.php?t=post"), Esc(b.Name), Esc(subject), Esc(body), title)))
}

// fdPage is what the header needs to know of a page.
type fdPage struct {
	title string
	board *Board // the forum the page belongs to: the search link carries it
	descr string // meta description
	rss   string // the page's feed, announced in its head
}

// frame is header.tmpl, usercp.tmpl and footer.tmpl around a page.
func (s fdSkin) frame(c *Ctx, pg fdPage, body string) string {
	var h strings.Builder
	title := fdSite
	if pg.title != "" {
		title += ": " + pg.title
	}
	descr := pg.descr
	if descr == "" {
		descr = fdDescr
	}
	img := c.Pkg.Mount + fdImg
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
	<meta charset="utf-8">
    	<meta name="viewport" content="width=device-width, initial-scale=1.0" />
	<meta name="description" content="%s" />
	<title>%s</title>
	<link rel="search" type="application/opensearchdescription+xml" title="%s Search" href="%sopen_search.php" />
`, Esc(descr), Esc(title), fdSite, c.Pkg.Mount)
	if pg.rss != "" {
		fmt.Fprintf(&h, "\t<link rel=\"alternate\" type=\"application/rss+xml\" title=\"Syndicate this forum (XML)\" href=\"%s\" />\n", Esc(c.Pkg.Mount+pg.rss))
	}
	fmt.Fprintf(&h, "\t<link rel=\"stylesheet\" href=\"%stheme/default/forum.css\" media=\"screen\" title=\"Default Forum Theme\" />\n", c.Pkg.Mount)
	h.WriteString(c.Styles(14))
	fmt.Fprintf(&h, "\t<script src=\"%sjs/jquery.js\"></script>\n\t<script src=\"%sjs/lib.js\"></script>\n", c.Pkg.Mount, c.Pkg.Mount)
	h.WriteString(c.Scripts(8))
	search := "index.php?t=search&{S}"
	if pg.board != nil {
		search = fmt.Sprintf("index.php?t=search&forum_limiter=%d&{S}", pg.board.ID)
	}
	fmt.Fprintf(&h, `</head>
<body>
<!--  -->
<div class="header">
  <div class="headsearch">
    <form id="headsearch" method="get" action="%s">%s
      <input type="hidden" name="t" value="search" />
      <br /><label accesskey="f" title="Forum Search">Forum Search:<br />
      <input type="search" name="srch" value="" size="20" placeholder="Forum Search" /></label>
      <input type="image" src="%s/search.png" title="Search" name="btn_submit">&nbsp;
    </form>
  </div>
  <a href="%s" title="Home">
    <img class="headimg" src="%s/header.gif" alt="" align="left" height="80" />
    <span class="headtitle">%s</span>
  </a><br />
  <span class="headdescr">%s<br /><br /></span>
</div>
<div class="content">

<!-- Table for sidebars. -->
<table width="100%%"><tr><td>
<div id="UserControlPanel">
<ul>
	 <li><a href="%s" title="Search"><img src="%s/top_search.png" alt="" /> Search</a></li>
	<li><a accesskey="h" href="%s" title="Help"><img src="%s/top_help.png" alt="" /> Help</a></li>
	<li><a href="%s" title="Members"><img src="%s/top_members.png" alt="" /> Members</a></li>
	<li><a href="%s" title="Register"><img src="%s/top_register.png" alt="" /> Register</a></li>
	<li><a href="%s" title="Login"><img src="%s/top_login.png" alt="" /> Login</a></li>
	<li><a href="%s" title="Home"><img src="%s/top_home.png" alt="" /> Home</a></li>
</ul>
</div>
`, Esc(c.Pkg.Mount+"index.php"), fdHidden(c), img, Esc(c.Pkg.Mount), img, fdSite, fdDescr,
		fdHref(c, search), img, fdHref(c, "index.php?t=help_index&{S}"), img, fdHref(c, "index.php?t=finduser&btn_submit=Find&{S}"), img,
		fdHref(c, "index.php?t=register&{S}"), img, fdHref(c, "index.php?t=login&{S}"), img, fdHref(c, "index.php?t=index&{S}"), img)
	h.WriteString(body)
	fmt.Fprintf(&h, `
<br /><div class="ac"><span class="curtime"><b>Current Time:</b> %s</span></div>
</td></tr></table>

</div>
<div class="footer ac">
	<b>.::</b>
	<a href="mailto:webmaster@harbourlights.example">Contact</a>
	<b>::</b>
	<a href="%s">Home</a>
	<b>::.</b>
	<p class="SmallText">Powered by: FUDforum 3.0.9.<br />Copyright &copy;2001-2018 <a href="http://fudforum.org/">FUDforum Bulletin Board Software</a></p>
</div>

</body></html>
`, c.W.Now.Format(fdDate), fdHref(c, "index.php?t=index&{S}"))
	return h.String()
}

// fdHidden is _hs: the session id as a hidden form field, for guests without cookies.
func fdHidden(c *Ctx) string {
	if c.Sid == "" {
		return ""
	}
	return fmt.Sprintf(`<input type="hidden" name="S" value="%s" />`, c.Sid)
}

// forumPath is draw_forum_path: Home, the category, the forum, the topic.
func (s fdSkin) forumPath(c *Ctx, b *Board, topic string) string {
	h := fmt.Sprintf(`<a href="%s">Home</a>&nbsp;&raquo; <a href="%s">%s</a>`, fdHref(c, "index.php?t=i&{S}"),
		fdHref(c, fmt.Sprintf("index.php?t=i&cat=%d&{S}", b.Category.ID)), Esc(b.Category.Name))
	if topic == "" {
		return h + fmt.Sprintf("&nbsp;&raquo; <strong>%s</strong>\n", Esc(b.Name))
	}
	return h + fmt.Sprintf(`&nbsp;&raquo; <a href="%s">%s</a>&nbsp;&raquo; <strong>%s</strong>`+"\n", fdHref(c, fdBoardTpl(b, 1)), Esc(b.Name), Esc(topic))
}

// showLinks is show.tmpl: today's and unanswered messages of the forum, and the polls.
func (s fdSkin) showLinks(c *Ctx, b *Board) string {
	return fmt.Sprintf(`<div class="GenText">Show: <a href="%s" title="Show all messages that were posted today" rel="nofollow">Today's Messages</a>&nbsp;<b>::</b>&nbsp;<a href="%s" title="Show all messages, which have no replies" rel="nofollow">Unanswered Messages</a>&nbsp;<b>::</b>&nbsp;<a href="%s" title="Show a list of all polls">Polls</a></div>
`, fdHref(c, fmt.Sprintf("index.php?t=selmsg&date=today&{S}&frm_id=%d&th=", b.ID)), fdHref(c, fmt.Sprintf("index.php?t=selmsg&reply_count=0&{S}&frm_id=%d", b.ID)),
		fdHref(c, "index.php?t=polllist&{S}"))
}

// index is index.tmpl: each category a collapsible row over its forums; a category page shows only its own.
func (s fdSkin) index(c *Ctx, only *Category) string {
	var h strings.Builder
	img := c.Pkg.Mount + fdImg
	if only != nil {
		fmt.Fprintf(&h, "<br/><a href=\"%s\">Home</a>&nbsp;&raquo; <b>%s</b>\n", fdHref(c, "index.php?t=i&{S}"), Esc(only.Name))
	}
	h.WriteString(`<table cellspacing="1" cellpadding="2" class="ContentTable">
<tr>
	<th colspan="3" class="wa">Forum</th>
	<th style="white-space: nowrap">Messages</th>
	<th style="white-space: nowrap">Topics</th>
	<th style="white-space: nowrap">Last message</th>
</tr>
`)
	for _, cat := range c.W.Categories {
		if only != nil && cat != only {
			continue
		}
		fmt.Fprintf(&h, `<tr id="c%d" style="display: table-row;">
<td class="CatDesc expanded" colspan="5" style="padding-left: 0px;">
<a href="%s" class="CatLink">%s</a> </td><td class="CatDesc">
</td></tr>
`, cat.ID, fdHref(c, fdCatTpl(cat)), Esc(cat.Name))
		d := fdTab(c.W)
		for _, b := range cat.Boards {
			last := "N/A"
			if p := b.Latest(); p != nil {
				last = fmt.Sprintf(`<span class="DateText">%s</span><br />By: <a href="%s">%s</a> <a href="%s"><img title="%s" src="%s/goto.gif" alt="%s" /></a>`,
					p.Time.Format(fdDate), fdHref(c, fdUserTpl(p.Author)), Esc(p.Author.Name), fdHref(c, d.gotoTpl(p, false)), Esc(p.Thread.Title), img, Esc(p.Thread.Title))
			}
			fmt.Fprintf(&h, `<tr style="display: table-row" class="child-c%d">
	<td class="RowStyleA wo">&nbsp;</td>
	<td class="RowStyleB wo"><img title="Only registered forum members can track read &amp; unread messages" src="%s/existing_content.png" alt="Only registered forum members can track read &amp; unread messages" /></td>
	<td class="RowStyleA wa"><a href="%s" class="big">%s</a><br />%s</td>
	<td class="RowStyleB ac">%d</td>
	<td class="RowStyleB ac">%d</td>
	<td class="RowStyleA ac nw">%s</td>
</tr>
`, cat.ID, img, fdHref(c, fdBoardTpl(b, 1)), Esc(b.Name), Esc(b.Description), b.AllPosts(), b.AllThreads(), last)
		}
	}
	h.WriteString("</table>\n")
	if only != nil {
		return h.String()
	}
	newest := slices.MaxFunc(c.W.Users, func(a, b *User) int { return a.Joined.Compare(b.Joined) })
	fmt.Fprintf(&h, `<br />
<form id="quick_login_form" method="post" action="%s">%s
<table border="0" cellspacing="0" cellpadding="3" class="wa">
<tr><td class="SmallText ar nw">Login: <input type="text" name="quick_login" size="18" />&nbsp;Password: <input type="password" name="quick_password" size="18" />&nbsp;<input type="submit" class="button" name="quick_login_submit" value="Login" /></td></tr>
</table></form>
<br /><table cellspacing="1" cellpadding="2" class="ContentTable">
<tr><th class="wa">Logged in users list <span class="small">[<a href="%s">Today's Visitors</a>] [<a href="%s">Active Topics</a>]</span></th></tr>
<tr><td class="RowStyleA">
	<span class="SmallText">There are <b>%d</b> members, <b>0</b> invisible members and <b>%d</b> guests on the forum.&nbsp;&nbsp;&nbsp;<span class="adminColor">[Administrator]</span>&nbsp;&nbsp;<span class="modsColor">[Moderator]</span></span>
</td></tr>
<tr><td class="RowStyleB SmallText">
	We have <b>%d</b> registered users.<br />
	The newest registered user is <a href="%s"><b>%s</b></a><br />
	Most users ever online was <b>%d</b> on <b>%s</b>
</td></tr>
</table>
<br /><fieldset>
<legend>Legend</legend>
<img src="%s/new_content.png" alt="New messages since last read" /> New messages since last read&nbsp;&nbsp;
<img src="%s/existing_content.png" alt="No new messages since last read" /> No new messages since last read
</fieldset>
`, fdHref(c, "index.php?t=login"), fdHidden(c), fdHref(c, "index.php?t=online_today&{S}"), fdHref(c, "index.php?t=actv&{S}"),
		int(Hash("fdonline", c.W.Now.Day())%4), 3+int(Hash("fdguests", c.W.Now.Day())%20), len(c.W.Users),
		fdHref(c, fdUserTpl(newest)), Esc(newest.Name), 40+len(c.W.Users)/2, c.W.Now.AddDate(0, -7, -3).Format(fdDate), img, img)
	return h.String()
}

// pager is tmpl_create_pager: "Pages (N): [" the window of GENERAL_PAGER_COUNT
// pages, the current one unlinked, "]", with first/previous and next/last
// arrows; base ends in _rsid and each link appends &start=OFFSET.
func fdPagerHTML(c *Ctx, start, per, total int, base string) string {
	if total <= per {
		return ""
	}
	cur := start / per
	ttl := pageCount(total, per)
	var h strings.Builder
	link := func(off int) string { return fdHref(c, fmt.Sprintf("%s&start=%d", base, off)) }
	if start-per > -1 {
		fmt.Fprintf(&h, `&nbsp;<a href="%s" class="PagerLink">&laquo;</a>&nbsp;&nbsp;<a href="%s" accesskey="p" class="PagerLink">&lsaquo;</a>&nbsp;&nbsp;`, link(0), link(start-per))
	}
	st, end := 0, ttl
	if mid := (fdPager + 1) / 2; ttl > fdPager {
		switch {
		case mid+cur >= ttl:
			mid += mid + cur - ttl
			st = cur - mid
		case cur-mid <= 0:
			mid += mid - cur
			end = mid + cur
		default:
			st, end = cur-mid, mid+cur
		}
		st, end = max(st, 0), min(end, ttl)
	}
	var items []string
	for ; st < end; st++ {
		if st == cur {
			items = append(items, strconv.Itoa(st+1))
		} else {
			items = append(items, fmt.Sprintf(`<a href="%s" class="PagerLink">%d</a>`, link(st*per), st+1))
		}
	}
	h.WriteString(strings.Join(items, "&nbsp;&nbsp;"))
	if start+per < total {
		fmt.Fprintf(&h, `&nbsp;&nbsp;<a href="%s" accesskey="n" class="PagerLink">&rsaquo;</a>&nbsp;&nbsp;<a href="%s" class="PagerLink">&raquo;</a>`, link(start+per), link((end-1)*per))
	}
	return fmt.Sprintf(`<span class="SmallText fb">Pages (%d): [%s]</span>`, ttl, h.String())
}

// threads is thread.tmpl: the forum's topics with their mini-pagers, then the pager.
func (s fdSkin) threads(c *Ctx, b *Board, page int) string {
	d := fdTab(c.W)
	sh := c.W.Shape
	img := c.Pkg.Mount + fdImg
	var h strings.Builder
	h.WriteString(s.forumPath(c, b, ""))
	newThread := fmt.Sprintf(`<a href="%s"><img alt="Create a new topic" src="%s/new_thread.gif" /></a>`, fdHref(c, fmt.Sprintf("index.php?t=post&frm_id=%d&{S}", b.ID)), img)
	fmt.Fprintf(&h, `<div class="wa">
	<div class="rel fl" style="left:0;">
		%s
	</div>
	<div class="rel GenText nw vt fr" style="right:0;">
		%s
	</div>
</div>
<br />
<table border="0" cellspacing="1" cellpadding="2" class="clear pad">
<tr>
	<th class="hide2">&nbsp;</th>
	<th class="hide2">&nbsp;</th>
	<th class="wa">Topic</th>
	<th class="wo hide1">Replies</th>
	<th class="wo hide1">Views</th>
	<th class="nw hide2">Last message</th>
</tr>
`, s.showLinks(c, b), newThread)
	for _, t := range Page(b.Threads, page, sh.ThreadsPerPage) {
		sticky := ""
		if t.Sticky {
			sticky = `<span class="StClr">sticky:&nbsp;</span>`
		}
		mini := ""
		if n := t.Pages(sh.PostsPerPage); n > 1 {
			i := 0
			if n > fdMini {
				i = n - fdMini
				mini = "&nbsp;..."
			}
			for ; i < n; i++ {
				mini += fmt.Sprintf(`&nbsp;<a href="%s">%d</a>`, fdHref(c, fdThreadTpl(t, i+1)), i+1)
			}
			mini = fmt.Sprintf(`<span class="SmallText">(<img src="%s/pager.gif" alt="" />%s)</span>`, img, mini)
		}
		last := t.LastPost()
		fmt.Fprintf(&h, `<tr class="row">
	<td class="RowStyleB wo hide2"><img src="%s/read.png" title="The read &amp; unread messages are only tracked for registered users" alt="" /></td>
	<td class="RowStyleB wo ac hide2">&nbsp;</td>
	<td class="RowStyleA">%s<a class="big" href="%s">%s</a> %s <div class="TopBy">By: <a href="%s">%s</a> on <span class="DateText">%s</span></div></td>
	<td class="RowStyleB ac hide1">%d</td>
	<td class="RowStyleB ac hide1">%d</td>
	<td class="RowStyleC nw hide2"><span class="DateText">%s</span><br />By: <a href="%s">%s</a> <a href="%s"><img src="%s/goto.gif" title="Go to the last message in this topic" alt="" /></a></td>
</tr>
`, img, sticky, fdHref(c, fdThreadTpl(t, 1)), Esc(t.Title), mini, fdHref(c, fdUserTpl(t.Author)), Esc(t.Author.Name), t.Posts[0].Time.Format(fdDay),
			len(t.Posts)-1, t.Views, last.Time.Format(fdDate), fdHref(c, fdUserTpl(last.Author)), Esc(last.Author.Name), fdHref(c, d.gotoTpl(last, true)), img)
	}
	pager := fdPagerHTML(c, (page-1)*sh.ThreadsPerPage, sh.ThreadsPerPage, len(b.Threads), fmt.Sprintf("index.php?t=thread&frm_id=%d&{S}", b.ID))
	fmt.Fprintf(&h, `</table>
<table border="0" cellspacing="0" cellpadding="0" class="wa">
<tr>
	<td class="vt">%s&nbsp;</td>
	<td class="GenText nw vb ar">%s</td>
</tr>
</table>
<form action="%s" name="frmquicksel" id="frmquicksel" method="get">
<table border="0" cellspacing="0" cellpadding="1">
<tr><td class="GenText fb"><label for="frm_id">Goto Forum:</label></td></tr>
<tr><td class="ac"><input type="hidden" name="t" value="thread" />%s<select class="SmallText" name="frm_id" id="frm_id" onchange="this.form.submit();">%s</select>&nbsp;&nbsp;<input type="submit" class="button small" name="frm_goto" value="Go" /></td></tr>
</table></form>
<div class="ar SmallText">[ <a href="%s">Syndicate this forum (XML)</a> ] [ <a href="%s"><img src="%s/rss.gif" title="Syndicate this forum (XML)" alt="RSS" /></a> ]</div>
`, pager, newThread, Esc(c.Pkg.Mount+"index.php"), fdHidden(c), boardOptions(c.W, b),
		fdHref(c, "index.php?t=help_index&section=boardusage#syndicate"), Esc(c.Pkg.Mount+fmt.Sprintf("feed.php?mode=m&l=1&basic=1&frm=%d&n=10", b.ID)), img)
	return h.String()
}

// fdLevel is a member's level by message count, FUDforum's default levels.
func fdLevel(u *User) string {
	switch {
	case u.Posts >= 300:
		return "Senior Member"
	case u.Posts >= 30:
		return "Member"
	}
	return "Junior Member"
}

// topic is msg.tmpl: the flat view of a topic page, each message a MsgTable.
func (s fdSkin) topic(c *Ctx, d *fdTables, t *Thread, page int) string {
	sh := c.W.Shape
	per := sh.PostsPerPage
	img := c.Pkg.Mount + fdImg
	id := d.th[t]
	root := t.Posts[0]
	start := (page - 1) * per
	var h strings.Builder
	h.WriteString("<a name=\"page_top\"> </a>\n")
	h.WriteString(s.forumPath(c, t.Board, t.Title))
	buttons := fmt.Sprintf(`<a href="%s"><img title="Switch to threaded view of this topic" alt="Switch to threaded view of this topic" src="%s/tree_view.gif" /></a>&nbsp;<a href="%s"><img alt="Create a new topic" src="%s/new_thread.gif" /></a>&nbsp;<a href="%s"><img src="%s/post_reply.gif" alt="Submit Reply" /></a>`,
		fdHref(c, fmt.Sprintf("index.php?t=tree&th=%d&{S}", id)), img, fdHref(c, fmt.Sprintf("index.php?t=post&frm_id=%d&{S}", t.Board.ID)), img,
		fdHref(c, fmt.Sprintf("index.php?t=post&th_id=%d&reply_to=%d&{S}&start=%d", id, d.msg[root], start)), img)
	fmt.Fprintf(&h, `<table cellspacing="0" cellpadding="0" border="0" class="wa">
<tr>
<td class="GenText al">
	%s
	<br />
</td>
<td class="vb ar">
	%s
</td>
</tr>
</table>
<table cellspacing="0" cellpadding="0" class="ContentTable">`, s.showLinks(c, t.Board), buttons)
	shown := Page(t.Posts, page, per)
	for i, p := range shown {
		m := d.msg[p]
		u := p.Author
		subject := t.Title
		rpl := ""
		if p.Index > 0 {
			subject = "Re: " + t.Title
			rpl = fmt.Sprintf(`<span class="SmallText">[<a href="%s">message #%d</a> is a reply to <a href="%s">message #%d</a>]</span>`,
				fdHref(c, d.gotoTpl(p, true)), m, fdHref(c, d.gotoTpl(root, true)), d.msg[root])
		}
		next := "&nbsp;"
		if i == len(shown)-1 && page < t.Pages(per) {
			next = fmt.Sprintf(`<a href="%s">Next Page <img src="%s/goto.gif" alt="" /></a>`, fdHref(c, fmt.Sprintf("index.php?t=msg&{S}&prevloaded=1&th=%d&start=%d", id, start+per)), img)
		}
		body := strings.Join(escAll(p.Body), "<br />\n<br />\n")
		if sig := signature(u); sig != "" {
			body += `<br /><br /><div class="signature" />` + Esc(sig) + `</div>`
		}
		fmt.Fprintf(&h, `<tr>
	<td class="MsgSpacer">
		<table cellspacing="0" cellpadding="0" class="MsgTable">
		<tr>
			<td class="MsgR1 vt al expanded"><a name="msg_num_%d"></a><a name="msg_%d"></a><span class="MsgSubText"><a href="%s" class="MsgSubText">%s</a></span> %s</td>
			<td class="MsgR1 vt ar"><span class="DateText">%s</span> </td>
		</tr>
		<tr class="MsgR2">
			<td class="MsgR2" colspan="2">
				<table cellspacing="0" cellpadding="0" class="ContentTable">
				<tr class="MsgR2">
					<td class="msgud">
						<img src="%s/offline.png" alt="Go to message sender is currently offline" title="Go to message sender is currently offline" />&nbsp;
						<a href="%s">%s</a>
						<br /><b>Messages:</b> %d<br /><b>Registered:</b> %s 
						</div>
					</td>
					<td class="msgud"><div class="ctags">%s</div></td>
					<td class="msgot"></td>
		</tr>
		</table>
	</td>
</tr>
<tr>
	<td colspan="2" class="MsgR3">
		<span class="MsgBodyText">%s</span>
		
		<div class="SmallText clear"></div>
</td></tr>
<tr>
	<td colspan="2" class="MsgToolBar">
		<table border="0" cellspacing="0" cellpadding="0" class="wa">
		<tr>
			<td class="al nw">
				<a href="%s"><img alt="" src="%s/msg_about.gif" /></a>&nbsp;
			</td>
			<td class="GenText wa ac">%s</td>
			<td class="nw ar">
				<a href="%s"><img alt="" src="%s/msg_reply.gif" /></a>&nbsp;
				<a href="%s"><img alt="" src="%s/msg_quote.gif" /></a>
			</td>
		</tr>
		</table>
	</td>
</tr>
</table>
</td></tr>
`, i+1, m, fdHref(c, d.gotoTpl(p, true)), Esc(subject), rpl, p.Time.Format(fdDate), img, fdHref(c, fdUserTpl(u)), Esc(u.Name), u.Posts, u.Joined.Format("January 2006"),
			fdLevel(u), body, fdHref(c, fdUserTpl(u)), img, next,
			fdHref(c, fmt.Sprintf("index.php?t=post&reply_to=%d&{S}", m)), img, fdHref(c, fmt.Sprintf("index.php?t=post&reply_to=%d&quote=true&{S}", m)), img)
	}
	pager := fdPagerHTML(c, start, per, len(t.Posts), fmt.Sprintf("index.php?t=msg&th=%d&prevloaded=1&{S}", id))
	fmt.Fprintf(&h, `</table>
<table border="0" cellspacing="0" cellpadding="0" class="wa">
<tr>
	<td class="vt">%s&nbsp;</td>
	<td class="GenText ar vb nw">%s</td>
</tr>
</table>
`, pager, buttons)
	prev, next := neighbour(t, false), neighbour(t, true)
	if prev != nil || next != nil {
		h.WriteString("<table border=\"0\" cellspacing=\"1\" cellpadding=\"1\" align=\"right\">\n")
		if prev != nil {
			fmt.Fprintf(&h, "<tr>\n\t<td class=\"ar GenText\">Previous Topic:</td>\n\t<td class=\"GenText al\"><a href=\"%s\">%s</a></td>\n</tr>\n", fdHref(c, d.gotoTpl(prev.Posts[0], false)), Esc(prev.Title))
		}
		if next != nil {
			fmt.Fprintf(&h, "<tr>\n\t<td class=\"GenText ar\">Next Topic:</td>\n\t<td class=\"GenText al\"><a href=\"%s\">%s</a></td>\n</tr>\n", fdHref(c, d.gotoTpl(next.Posts[0], false)), Esc(next.Title))
		}
		h.WriteString("</table>\n")
	}
	fmt.Fprintf(&h, `<br /><div class="wa ac">-=] <a href="javascript://" onclick="chng_focus('page_top');">Back to Top</a> [=-</div>
<div class="ar SmallText">[ <a href="%s">Syndicate this forum (XML)</a> ] [ <a href="%s"><img src="%s/rss.gif" title="Syndicate this forum (XML)" alt="RSS" /></a> ]</div>
`, fdHref(c, "index.php?t=help_index&section=boardusage#syndicate"), Esc(c.Pkg.Mount+fmt.Sprintf("feed.php?mode=m&th=%d&basic=1", id)), img)
	return h.String()
}

// tree is tree.tmpl: one message of the topic over the tree of all its messages, each a tree link.
func (s fdSkin) tree(c *Ctx, d *fdTables, t *Thread, shown *Post) string {
	id := d.th[t]
	var h strings.Builder
	h.WriteString(s.forumPath(c, t.Board, t.Title))
	fmt.Fprintf(&h, `<div class="ar"><a href="%s"><img title="Switch to flat view of this topic" alt="Switch to flat view of this topic" src="%s/%s/flat_view.gif" /></a></div>
<table cellspacing="0" cellpadding="0" class="ContentTable"><tr><td class="MsgSpacer"><table cellspacing="0" cellpadding="0" class="MsgTable">
<tr><td class="MsgR1 vt al"><a name="msg_%d"></a><span class="MsgSubText">%s</span></td><td class="MsgR1 vt ar"><span class="DateText">%s</span></td></tr>
<tr><td class="msgud" colspan="2"><a href="%s">%s</a></td></tr>
<tr><td colspan="2" class="MsgR3"><span class="MsgBodyText">%s</span></td></tr>
</table></td></tr></table>
<table cellspacing="1" cellpadding="2" class="ContentTable">
<tr><th class="wa">Subject</th><th class="nw">Author</th><th class="nw">Date</th></tr>
`, fdHref(c, d.gotoTpl(shown, true)), c.Pkg.Mount, fdImg, d.msg[shown], Esc(t.Title), shown.Time.Format(fdDate), fdHref(c, fdUserTpl(shown.Author)),
		Esc(shown.Author.Name), strings.Join(escAll(shown.Body), "<br />\n<br />\n"))
	for _, p := range t.Posts {
		subject, pad := t.Title, 0
		if p.Index > 0 {
			subject, pad = "Re: "+t.Title, 20
		}
		class := "RowStyleA"
		if p == shown {
			class = "RowStyleC"
		}
		fmt.Fprintf(&h, `<tr class="%s"><td style="padding-left: %dpx"><a href="%s" class="big">%s</a></td><td class="nw"><a href="%s">%s</a></td><td class="nw"><span class="DateText">%s</span></td></tr>
`, class, pad, fdHref(c, fmt.Sprintf("index.php?t=tree&th=%d&mid=%d&{S}", id, d.msg[p])), Esc(subject), fdHref(c, fdUserTpl(p.Author)), Esc(p.Author.Name), p.Time.Format(fdDate))
	}
	h.WriteString("</table>\n")
	return h.String()
}

// postRows lists messages with their topics and forums: showposts, search results, selmsg.
func (s fdSkin) postRows(c *Ctx, d *fdTables, ps []*Post) string {
	var h strings.Builder
	h.WriteString(`<table cellspacing="1" cellpadding="2" class="ContentTable">
<tr><th class="wa">Subject</th><th class="nw">Forum:</th><th class="nw">Date</th></tr>
`)
	if len(ps) == 0 {
		h.WriteString(`<tr class="RowStyleA"><td colspan="3" class="ac GenText">No messages found.</td></tr>` + "\n")
	}
	for i, p := range ps {
		subject := p.Thread.Title
		if p.Index > 0 {
			subject = "Re: " + subject
		}
		fmt.Fprintf(&h, `<tr class="%s"><td><a href="%s">%s</a></td><td class="nw"><a href="%s">%s</a></td><td class="nw"><span class="DateText">%s</span></td></tr>
`, fdRow(i), fdHref(c, d.gotoTpl(p, true)), Esc(subject), fdHref(c, fdBoardTpl(p.Thread.Board, 1)), Esc(p.Thread.Board.Name), p.Time.Format(fdDate))
	}
	h.WriteString("</table>\n")
	return h.String()
}

// fdRow is the row style of row i: RowStyleA and RowStyleB alternate.
func fdRow(i int) string {
	if i%2 == 1 {
		return "RowStyleB"
	}
	return "RowStyleA"
}

func (s fdSkin) usrinfo(c *Ctx, d *fdTables, u *User) string {
	last := `N/A`
	if ps := d.byUser[u]; len(ps) > 0 {
		last = fmt.Sprintf(`<a href="%s">%s</a> <span class="DateText">%s</span>`, fdHref(c, d.gotoTpl(ps[0], true)), Esc(ps[0].Thread.Title), ps[0].Time.Format(fdDate))
	}
	days := max(1, int(c.W.Now.Sub(u.Joined).Hours()/24))
	return fmt.Sprintf(`<table cellspacing="1" cellpadding="2" class="ContentTable">
<tr><th colspan="2" class="wa">%s's Profile</th></tr>
<tr class="RowStyleA"><td class="nw GenText">Date Registered:</td><td class="wa DateText">%s</td></tr>
<tr class="RowStyleB"><td class="vt nw GenText">Message Count:</td><td class="GenText">%d Messages (%.2f average messages per day)<div class="SmallText"><a href="%s">Show all messages by %s</a></div></td></tr>
<tr class="RowStyleA"><td class="nw GenText">Level:</td><td class="GenText">%s</td></tr>
<tr class="RowStyleB"><td class="nw GenText">Real Name:</td><td class="GenText">%s</td></tr>
<tr class="RowStyleA"><td class="nw vt GenText">Last Message:</td><td class="GenText">%s</td></tr>
<tr class="RowStyleB"><td class="nw GenText">Signature:</td><td class="GenText">%s</td></tr>
</table>`, Esc(u.Name), u.Joined.Format(fdDay), u.Posts, float64(u.Posts)/float64(days), fdHref(c, fmt.Sprintf("index.php?t=showposts&id=%d&{S}", u.ID)), Esc(u.Name),
		fdLevel(u), Esc(u.Name), last, Esc(signature(u)))
}

func (s fdSkin) showposts(c *Ctx, d *fdTables, u *User) string {
	ps := d.byUser[u]
	start := min(fdStart(c)/fdShown*fdShown, max(0, len(ps)-1)/fdShown*fdShown)
	return fmt.Sprintf("<div class=\"GenText\">Messages by <a href=\"%s\">%s</a> (%d)</div>\n", fdHref(c, fdUserTpl(u)), Esc(u.Name), len(ps)) +
		s.postRows(c, d, ps[start:min(start+fdShown, len(ps))]) + fdPagerHTML(c, start, fdShown, len(ps), fmt.Sprintf("index.php?t=showposts&id=%d&{S}", u.ID))
}

// finduser is finduser.tmpl: members sorted by login (us), message count (pc) or registration (rd), 40 a page.
func (s fdSkin) finduser(c *Ctx) string {
	us := slices.Clone(c.W.Users)
	sortKey := ""
	switch {
	case c.Query.Get("us") != "":
		sortKey = "&us=1"
		slices.SortStableFunc(us, func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
	case c.Query.Get("pc") != "":
		sortKey = "&pc=1"
		slices.SortStableFunc(us, func(a, b *User) int { return b.Posts - a.Posts })
	case c.Query.Get("rd") != "":
		sortKey = "&rd=1"
		slices.SortStableFunc(us, func(a, b *User) int { return a.Joined.Compare(b.Joined) })
	}
	start := min(fdStart(c)/fdMembers*fdMembers, (len(us)-1)/fdMembers*fdMembers)
	var h strings.Builder
	fmt.Fprintf(&h, `<form method="get" action="%s">%s<input type="hidden" name="t" value="finduser" />
<table cellspacing="1" cellpadding="2" class="ContentTable">
<tr><th colspan="4">User Information</th></tr>
<tr class="RowStyleA"><td class="GenText" colspan="4">By Login: <input type="text" name="usr_login" size="25" /> <input type="submit" class="button" name="btn_submit" value="Find" /></td></tr>
<tr><th class="wa"><a class="thLnk" href="%s">User</a></th><th class="nw"><a href="%s" class="thLnk">Messages</a></th><th class="nw"><a href="%s" class="thLnk">Registered on</a></th><th class="nw ac">Action</th></tr>
`, Esc(c.Pkg.Mount+"index.php"), fdHidden(c), fdHref(c, "index.php?t=finduser&usr_login=&us=1&btn_submit=Find&{S}"),
		fdHref(c, "index.php?t=finduser&usr_login=&pc=1&btn_submit=Find&{S}"), fdHref(c, "index.php?t=finduser&usr_login=&rd=1&btn_submit=Find&{S}"))
	for i, u := range us[start:min(start+fdMembers, len(us))] {
		fmt.Fprintf(&h, `<tr class="%s"><td class="nw GenText"><a href="%s">%s</a></td><td class="ac nw">%d</td><td class="DateText nw">%s</td><td class="nw GenText"><a href="%s"><img alt="" src="%s/%s/msg_about.gif" /></a></td></tr>
`, fdRow(i), fdHref(c, fdUserTpl(u)), Esc(u.Name), u.Posts, u.Joined.Format(fdDay), fdHref(c, fdUserTpl(u)), c.Pkg.Mount, fdImg)
	}
	h.WriteString("</table></form>\n")
	h.WriteString(fdPagerHTML(c, start, fdMembers, len(us), "index.php?t=finduser&usr_login="+sortKey+"&btn_submit=Find&{S}"))
	return h.String()
}

// search is search.tmpl: the form, and for srch the topics whose subjects hold it.
func (s fdSkin) search(c *Ctx, d *fdTables) string {
	q := strings.TrimSpace(c.Query.Get("srch"))
	out := fmt.Sprintf(`<form id="search" method="get" action="%s">%s<input type="hidden" name="t" value="search" />
<table cellspacing="1" cellpadding="2" class="ContentTable">
<tr><th colspan="3">Forum Search</th></tr>
<tr class="RowStyleA"><td class="GenText nw">Search for:</td><td><input spellcheck="true" type="search" tabindex="1" name="srch" value="%s" />&nbsp;<input type="submit" tabindex="2" class="button" name="btn_submit" value="Search" /></td></tr>
<tr class="RowStyleB"><td class="GenText nw">Forum:</td><td><select name="forum_limiter"><option value="">Search All Forums</option>%s</select></td></tr>
</table></form>
`, Esc(c.Pkg.Mount+"index.php"), fdHidden(c), Esc(q), boardOptions(c.W, c.W.Board(c.Int("forum_limiter"))))
	if q == "" {
		return out
	}
	var found []*Post
	kw := strings.ToLower(q)
	for i := len(d.byMsg) - 1; i >= 0 && len(found) < fdShown; i-- {
		if p := d.byMsg[i]; p.Index == 0 && strings.Contains(strings.ToLower(p.Thread.Title), kw) {
			found = append(found, p)
		}
	}
	return out + s.postRows(c, d, found)
}

// selmsg is selmsg.php as the forum's Show links ask: today's messages, or topics without replies.
func (s fdSkin) selmsg(c *Ctx, d *fdTables, b *Board) string {
	var ps []*Post
	for i := len(d.byMsg) - 1; i >= 0 && len(ps) < fdShown; i-- {
		p := d.byMsg[i]
		if b != nil && p.Thread.Board != b {
			continue
		}
		today := c.Query.Get("date") == "today" && calendarDays(c.W.Now, p.Time) == 0
		unanswered := c.Query.Get("reply_count") == "0" && p.Index == 0 && len(p.Thread.Posts) == 1
		if today || unanswered {
			ps = append(ps, p)
		}
	}
	return s.postRows(c, d, ps)
}

// actv lists the topics with the newest messages.
func (s fdSkin) actv(c *Ctx, d *fdTables) string {
	var h strings.Builder
	h.WriteString(`<table cellspacing="1" cellpadding="2" class="ContentTable">
<tr><th class="wa">Topic</th><th class="nw">Forum:</th><th class="nw">Last message</th></tr>
`)
	for i, t := range c.W.ThreadsByActivity()[:fdShown] {
		last := t.LastPost()
		fmt.Fprintf(&h, `<tr class="%s"><td><a class="big" href="%s">%s</a></td><td class="nw"><a href="%s">%s</a></td><td class="nw"><span class="DateText">%s</span><br />By: <a href="%s">%s</a> <a href="%s"><img src="%s/%s/goto.gif" title="Go to the last message in this topic" alt="" /></a></td></tr>
`, fdRow(i), fdHref(c, fdThreadTpl(t, 1)), Esc(t.Title), fdHref(c, fdBoardTpl(t.Board, 1)), Esc(t.Board.Name),
			last.Time.Format(fdDate), fdHref(c, fdUserTpl(last.Author)), Esc(last.Author.Name), fdHref(c, d.gotoTpl(last, true)), c.Pkg.Mount, fdImg)
	}
	h.WriteString("</table>\n")
	return h.String()
}

// onlineToday is online_today.tmpl: members whose last visit was today, with what they last read.
func (s fdSkin) onlineToday(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<table cellspacing="1" cellpadding="2" class="ContentTable">
<tr><th class="wa">User</th><th class="nw">Last Visit</th></tr>
`)
	for i, u := range c.W.Users {
		if Hash("fdtoday", u.ID)%5 != 0 {
			continue
		}
		at := c.W.Now.Add(-time.Duration(Hash("fdvisit", u.ID)%(12*60)) * time.Minute)
		fmt.Fprintf(&h, `<tr class="%s"><td class="GenText"><a href="%s">%s</a></td><td class="DateText nw">%s</td></tr>
`, fdRow(i), fdHref(c, fdUserTpl(u)), Esc(u.Name), at.Format(fdDate))
	}
	h.WriteString("</table>\n")
	return h.String()
}

func (s fdSkin) help(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<table cellspacing="1" cellpadding="2" class="ContentTable"><tr><th>Help</th></tr>` + "\n")
	for _, sec := range [][2]string{{"boardusage", "Using the forum"}, {"usermaint", "Your account"}, {"readingposting", "Reading and posting"}} {
		fmt.Fprintf(&h, `<tr class="RowStyleA"><td><a href="%s" class="big">%s</a></td></tr>`+"\n", fdHref(c, "index.php?t=help_index&section="+sec[0]+"&{S}"), sec[1])
	}
	h.WriteString(`<tr class="RowStyleB"><td class="GenText"><a name="syndicate"></a>Feeds: each forum and topic offers an RSS feed of its newest messages.</td></tr></table>` + "\n")
	return h.String()
}

// login is login.tmpl; pmsg, for guests, is the same form under an error.
func (s fdSkin) login(c *Ctx, denied bool) string {
	msg := ""
	if denied {
		msg = `<div class="ErrorText ac">You must be logged in to access this page.</div>` + "\n"
	}
	return msg + fmt.Sprintf(`<form id="login" method="post" action="%s">%s
<table cellspacing="1" cellpadding="2" class="DialogTable">
<tr><th colspan="3">Login Form</th></tr>
<tr class="RowStyleA"><td class="GenText" colspan="3">You are not logged in. Not registered? <a href="%s">Click here</a> to register.</td></tr>
<tr class="RowStyleB"><td class="GenText">Login:</td><td><input type="text" tabindex="1" name="login" /></td><td class="nw"><a href="%s">Forgot password</a></td></tr>
<tr class="RowStyleB"><td class="GenText">Password:</td><td><input type="password" tabindex="2" name="password" /></td><td></td></tr>
<tr class="RowStyleC"><td class="ar" colspan="3"><input type="submit" class="button" tabindex="4" value="Login" /></td></tr>
</table></form>`, fdHref(c, "index.php?t=login"), fdHidden(c), fdHref(c, "index.php?t=register&{S}"), fdHref(c, "index.php?t=reset&{S}"))
}

func (s fdSkin) register(c *Ctx) string {
	return fmt.Sprintf(`<form method="post" action="%s" id="register">%s
<table cellspacing="1" cellpadding="2" class="ContentTable">
<tr><th colspan="2">Register</th></tr>
<tr class="RowStyleA"><td class="GenText">Login:</td><td><input type="text" name="reg_login" size="25" /></td></tr>
<tr class="RowStyleB"><td class="GenText">Password:</td><td><input type="password" name="reg_plaintext_passwd" size="25" /></td></tr>
<tr class="RowStyleA"><td class="GenText">Confirm Password:</td><td><input type="password" name="reg_plaintext_passwd_conf" size="25" /></td></tr>
<tr class="RowStyleB"><td class="GenText">E-mail:</td><td><input type="email" name="reg_email" size="25" /></td></tr>
<tr class="RowStyleC"><td class="ar" colspan="2"><input type="submit" class="button" name="fud_submit" value="Register" /></td></tr>
</table></form>`, fdHref(c, "index.php?t=register"), fdHidden(c))
}

// feed is feed.php: the newest topics of the site or a forum, or a topic's messages.
func (s fdSkin) feed(c *Ctx) Response {
	d := fdTab(c.W)
	var title, link string
	var ts []*Thread
	switch {
	case c.Query.Has("th"):
		t := d.thread(c.Int("th"))
		if t == nil {
			return c.NotFound(notFoundPage)
		}
		title, link, ts = t.Title, s.ThreadURL(t, 1), []*Thread{t}
	case c.Query.Has("frm"):
		b := c.W.Board(c.Int("frm"))
		if b == nil {
			return c.NotFound(notFoundPage)
		}
		title, link, ts = b.Name, s.BoardURL(b, 1), newestFirst(b.Threads)
	default:
		title, link, ts = fdSite, s.Entry(), c.W.ThreadsByActivity()
	}
	ts = ts[:min(10, len(ts))]
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8",
		Body: rssFeed(c, title, link, rssItems(c, ts)), Info: Info{Type: TypeOther}}
}
