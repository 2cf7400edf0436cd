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

// phpBB 2.0.23 with its default template, subSilver, at /phpBB2/. Every page
// is a script and a query; links are built by append_sid(), which adds
// "sid=<32 hex>" to every internal link and form action while the session is
// carried in the URL: always for a guest whose browser sends no cookie, so a
// crawler without cookies that drops the sid gets a new session, and a new
// sid in every link, on each page it fetches (the farm's session parameter).
// The session cookie, phpbb2mysql_sid, is not modelled: the farm sees only
// the URL, so every guest is served as one without cookies. Categories are
// phpBB's categories (c=), boards its forums (f=); phpBB 2 has no sub-forums.
// Topic and post ids run over the whole board in posting order, member ids
// start at 2 (the administrator), as a fresh install numbers them. Guests may
// read only (the default permissions): posting, replying, quoting and private
// messages send them to login.php through a 302 that names where they wanted
// to go. Defaults: 50 topics a forum page and 50 members a memberlist page,
// 15 posts a topic page; start is an item offset, rounded down to its page
// for the label; the pagers name every page by start, page 1 as start=0, and
// carry the display forms' defaults (topicdays=0; postdays=0&postorder=asc).
// phpBB prints no rel=canonical: a topic page's canonical URL is the form
// the topic lists link (t=T, and t=T&start=N as their "Goto page" links name
// later pages), a forum page's the index's f=F with start=N past page 1 (the
// pager adds topicdays=0); a URL with a sid is the page the same URL without
// it names.
// URL scheme (mount-relative, shown without sid):
//
//	"" (the mount), index.php[?c=0]            entry: the categories and their forums (canonical index.php)
//	index.php?c=C                              one category: every category heading, only C's forums (index);
//	                                           a c no category has: the headings alone (other)
//	index.php?mark=forums                      "forums marked read" message (other)
//	viewforum.php?f=F[&start=N]                forum, 50 topics a page (index); start=0 and unaligned offsets
//	                                           are the page they fall in; past the last topic, "no posts" (other)
//	viewforum.php?f=F&topicdays=0&start=N      the pager's links: the same pages (index, canonical f=F[&start=N]);
//	                                           topicdays=D>0 (the display form) lists the topics of the last D
//	                                           days: the page of that number, canonical the plain page
//	viewforum.php?f=F&mark=topics              "topics marked read" message, linked for guests too (other)
//	viewtopic.php?t=T[&start=N]                topic, 15 posts a page (thread); the topic list and its
//	                                           "Goto page" links (start=0 for page 1)
//	viewtopic.php?t=T&postdays=0&postorder=asc&start=N   the pager's links (thread, duplicates); the title link adds
//	                                           &highlight=; postorder=desc and postdays=D>0 (the display form)
//	                                           reorder or filter: the page of that number, canonical the plain page
//	viewtopic.php?p=P#P                        a post: the topic page holding it, in place (thread, a duplicate);
//	                                           every post's mini-icon, the index's and lists' latest-post links
//	viewtopic.php?t=T&view=previous|next       the topic before or after T in its forum by last post, rendered
//	                                           in place (thread, canonical that topic); past either end a message (other)
//	viewtopic.php?t=T&view=newest              with no sid: 302 to viewtopic.php?t=T; with a live sid: 302 to
//	                                           viewtopic.php?sid=S&p=P#P, the first post (a guest's last visit is
//	                                           never); with a dead sid: "no new posts" (other). Guests get no link
//	viewtopic.php?...&highlight=W              search results' links: the page itself (thread, a duplicate)
//	viewtopic.php?t=T&unwatch=topic            302 to login.php (guests have no watch links; watch=topic is ignored)
//	posting.php?mode=newtopic&f=F, ?mode=reply&t=T, ?mode=quote&p=P, ?mode=editpost&p=P
//	                                           302 to login.php?redirect=posting.php&mode=...  (other)
//	posting.php?mode=topicreview&t=T           the topic's posts on a bare page (other)
//	login.php[?redirect=...]                   log-in form (other); login.php?logout=true 302 to index.php
//	profile.php?mode=viewprofile&u=U           member profile (other); mode=register the agreement, with
//	                                           &agreed=true[&coppa=true] the form; mode=sendpassword (other);
//	                                           mode=editprofile and mode=email 302 to login.php; no mode 302 to index.php
//	privmsg.php?folder=inbox, ?mode=post&u=U   302 to login.php?redirect=privmsg.php&folder=inbox[&mode=post&u=U]
//	memberlist.php[?mode=M&order=ASC|DESC&start=N]   members, 50 a page, sorted by M (joined, username, location,
//	                                           posts, email, website, topten) (other)
//	groupcp.php[?g=G]                          the usergroups, one group's moderator and members (other)
//	search.php[?mode=results]                  search form (other)
//	search.php?search_author=NAME[&showresults=posts]   the member's posts, 15 a page (other)
//	search.php?search_id=unanswered            topics without replies, 50 a page (other); both page on as stored searches
//	search.php?search_id=newposts|egosearch    302 to login.php (guests see no link)
//	search.php?search_id=N&start=S             a stored search's later pages: phpBB keeps one search per
//	                                           session, so only a request carrying the sid that made it finds
//	                                           it; otherwise "no topics or posts met your search criteria" (other)
//	faq.php, viewonline.php                    other
//	an unknown forum, topic, post, member or group   404 (phpBB's message page, which it answers with 200)
func phpbb2() *Package {
	return &Package{
		Name: "phpbb2", Software: "phpBB 2.0.23 (subSilver)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 3}, Threads: [2]int{30, 75},
			Posts: [2]int{1, 11}, LongThreadChance: 0.05, ThreadsPerPage: 50, PostsPerPage: 15, Users: 60,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.03},
		Mount: "/phpBB2/", Session: "sid", Seed: 3511, Unseen: true,
		Skin: pb2Skin{},
	}
}

// pb2Skin renders phpBB 2.0 with subSilver.
type pb2Skin struct{}

const (
	pb2Site     = "Millbrook Makers"
	pb2SiteDesc = "Workshop talk, garden notes and the odd argument about engines"
	pb2Date     = "Mon Jan 02, 2006 3:04 pm" // default_dateformat 'D M d, Y g:i a'
	pb2Day      = "02 Jan 2006"              // $lang['DATE_FORMAT'] 'd M Y'
	pb2Img      = "templates/subSilver/images/"
	pb2Hot      = 25 // hot_threshold: replies that make a topic hot
	pb2Members  = 50 // topics_per_page also pages the memberlist
)

// pb2Tables are what the skin derives from a world: topic and post ids in
// posting order, each member's posts, each forum's moderator and the one
// usergroup.
type pb2Tables struct {
	topic   map[*Thread]int
	byTopic []*Thread
	post    map[*Post]int
	byPost  []*Post
	byUser  map[*User][]*Post // newest first
	mods    map[*Board]*User  // a forum's moderator
	group   []*User           // the usergroup's members, its moderator (the administrator) first
	groupID int
}

func pb2Tab(w *World) *pb2Tables {
	return w.Derived("phpbb2", func() any {
		o := newIDOrder(w)
		d := &pb2Tables{byTopic: o.threads, topic: o.threadID, byPost: o.posts, post: o.postID, byUser: o.byUser, mods: map[*Board]*User{}}
		// The busiest posters moderate; the usergroup holds them under the administrator.
		busy := slices.Clone(w.Users[1:])
		slices.SortStableFunc(busy, func(a, b *User) int { return b.Posts - a.Posts })
		busy = busy[:min(4, len(busy))]
		for i, b := range w.Boards {
			d.mods[b] = busy[i%len(busy)]
		}
		d.group = append([]*User{w.Users[0]}, busy...)
		// Each member has a single-user group of its own: the usergroup comes after them.
		d.groupID = len(w.Users) + 2
		return d
	}).(*pb2Tables)
}

func (d *pb2Tables) topicByID(id int) *Thread {
	return byID(d.byTopic, id)
}

func (d *pb2Tables) postByID(id int) *Post {
	return byID(d.byPost, id)
}

// pb2UID is a member's user_id: the installer's administrator is 2, members follow.
func pb2UID(u *User) int { return u.ID + 1 }

func pb2User(w *World, uid int) *User { return w.User(uid - 1) }

func (pb2Skin) Entry() string { return "index.php" }

func (pb2Skin) BoardURL(b *Board, p int) string {
	if p <= 1 {
		return fmt.Sprintf("viewforum.php?f=%d", b.ID)
	}
	return fmt.Sprintf("viewforum.php?f=%d&start=%d", b.ID, (p-1)*b.World.Shape.ThreadsPerPage)
}

func (pb2Skin) ThreadURL(t *Thread, p int) string {
	w := t.Board.World
	id := pb2Tab(w).topic[t]
	if p <= 1 {
		return fmt.Sprintf("viewtopic.php?t=%d", id)
	}
	return fmt.Sprintf("viewtopic.php?t=%d&start=%d", id, (p-1)*w.Shape.PostsPerPage)
}

func pb2PostURL(d *pb2Tables, p *Post) string {
	id := d.post[p]
	return fmt.Sprintf("viewtopic.php?p=%d#%d", id, id)
}

func pb2Profile(u *User) string {
	return fmt.Sprintf("profile.php?mode=viewprofile&u=%d", pb2UID(u))
}

func pb2CatURL(cat *Category) string { return fmt.Sprintf("index.php?c=%d", cat.ID) }

// pb2Continued tells whether the request carried a live session in its URL:
// the farm hands a request back the sid it sent unless that sid is unknown
// or expired.
func pb2Continued(c *Ctx) bool {
	q, _ := url.ParseQuery(c.RawQuery)
	sent := q.Get(c.Pkg.Session)
	return sent != "" && sent == c.Sid
}

// pb2Image is an image of the template, below the mount.
func pb2Image(c *Ctx, name string) string { return c.Pkg.Mount + pb2Img + name }

func (s pb2Skin) Serve(c *Ctx) Response {
	switch c.Path {
	case "", "index.php":
		return s.index(c)
	case "viewforum.php":
		return s.viewforum(c)
	case "viewtopic.php":
		return s.viewtopic(c)
	case "posting.php":
		return s.posting(c)
	case "login.php":
		return s.login(c)
	case "profile.php":
		return s.profile(c)
	case "privmsg.php":
		// Every private-message page starts with the log-in check.
		if c.Query.Get("mode") == "post" {
			u := ""
			if c.Query.Has("u") {
				u = fmt.Sprintf("&u=%d", c.Int("u"))
			}
			return s.toLogin(c, "privmsg.php&folder=inbox&mode=post"+u)
		}
		return s.toLogin(c, "privmsg.php&folder=inbox")
	case "memberlist.php":
		return c.Page(Info{Type: TypeOther}, s.frame(c, pb2Page{title: "Memberlist"}, s.memberlist(c)))
	case "groupcp.php":
		return s.groupcp(c)
	case "search.php":
		return s.search(c)
	case "faq.php":
		return c.Page(Info{Type: TypeOther}, s.frame(c, pb2Page{title: "FAQ"}, s.faq(c)))
	case "viewonline.php":
		return c.Page(Info{Type: TypeOther}, s.frame(c, pb2Page{title: "Who is Online"}, s.viewonline(c)))
	}
	return c.NotFound(notFoundPage)
}

// toLogin is redirect(append_sid("login.php?redirect=" + where, true)): where
// names the page and its arguments, unencoded, as phpBB writes them.
func (s pb2Skin) toLogin(c *Ctx, where string) Response {
	return c.Redirect("login.php?redirect="+where, Info{Type: TypeOther})
}

// message is message_die(GENERAL_MESSAGE): the text in a box, answered with 200.
func (s pb2Skin) message(c *Ctx, text string) Response {
	return c.Page(Info{Type: TypeOther}, s.frame(c, pb2Page{title: "Information"}, s.messageBox(c, text)))
}

// missing is message_die for a record that does not exist: phpBB answers
// it with 200, the farm with 404.
func (s pb2Skin) missing(c *Ctx, text string) Response {
	return c.NotFound(s.frame(c, pb2Page{title: "Information"}, s.messageBox(c, text)))
}

func (s pb2Skin) messageBox(c *Ctx, text string) string {
	return fmt.Sprintf(`
<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
  <tr> 
	<td align="left" class="nav"><a href="%s" class="nav">%s Forum Index</a></td>
  </tr>
</table>

<table class="forumline" width="100%%" cellspacing="1" cellpadding="4" border="0">
	<tr>
		<th class="thHead" height="25" valign="middle"><span class="tableTitle">Information</span></th>
	</tr>
	<tr> 
		<td class="row1" align="center"><table width="100%%" cellspacing="0" cellpadding="1" border="0">
			<tr> 
				<td>&nbsp;</td>
			</tr>
			<tr> 
				<td align="center"><span class="gen">%s</span></td>
			</tr>
			<tr> 
				<td>&nbsp;</td>
			</tr>
		</table></td>
	</tr>
</table>

<br clear="all" />
`, c.Href("index.php"), pb2Site, text)
}

// pb2Nav is one <link rel> of the Mozilla navigation bar.
type pb2Nav struct{ rel, href, title string }

// pb2Page is what the header needs to know of a page.
type pb2Page struct {
	title string
	nav   []pb2Nav // after top, search, help and author, which every page has
	meta  string
}

// frame is overall_header.tpl and overall_footer.tpl around a page.
func (s pb2Skin) frame(c *Ctx, pg pb2Page, body string) string {
	var h strings.Builder
	nav := append([]pb2Nav{{"top", "index.php", pb2Site + " Forum Index"}, {"search", "search.php", "Search"},
		{"help", "faq.php", "FAQ"}, {"author", "memberlist.php", "Memberlist"}}, pg.nav...)
	fmt.Fprintf(&h, `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html dir="ltr">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<meta http-equiv="Content-Style-Type" content="text/css">
%s
`, pg.meta)
	for _, n := range nav {
		fmt.Fprintf(&h, "<link rel=\"%s\" href=\"%s\" title=\"%s\" />\n", n.rel, c.Href(n.href), Esc(n.title))
	}
	fmt.Fprintf(&h, `
<title>%s :: %s</title>
<!-- link rel="stylesheet" href="templates/subSilver/subSilver.css" type="text/css" -->
%s</head>
<body bgcolor="#E5E5E5" text="#000000" link="#006699" vlink="#5493B4">

<a name="top"></a>

<table width="100%%" cellspacing="0" cellpadding="10" border="0" align="center"> 
	<tr> 
		<td class="bodyline"><table width="100%%" cellspacing="0" cellpadding="0" border="0">
			<tr> 
				<td><a href="%s"><img src="%s" border="0" alt="%s Forum Index" vspace="1" /></a></td>
				<td align="center" width="100%%" valign="middle"><span class="maintitle">%s</span><br /><span class="gen">%s<br />&nbsp; </span> 
				<table cellspacing="0" cellpadding="2" border="0">
					<tr> 
						<td align="center" valign="top" nowrap="nowrap"><span class="mainmenu">&nbsp;<a href="%s" class="mainmenu"><img src="%s" width="12" height="13" border="0" alt="FAQ" hspace="3" />FAQ</a>&nbsp; &nbsp;<a href="%s" class="mainmenu"><img src="%s" width="12" height="13" border="0" alt="Search" hspace="3" />Search</a>&nbsp; &nbsp;<a href="%s" class="mainmenu"><img src="%s" width="12" height="13" border="0" alt="Memberlist" hspace="3" />Memberlist</a>&nbsp; &nbsp;<a href="%s" class="mainmenu"><img src="%s" width="12" height="13" border="0" alt="Usergroups" hspace="3" />Usergroups</a>&nbsp; 
						&nbsp;<a href="%s" class="mainmenu"><img src="%s" width="12" height="13" border="0" alt="Register" hspace="3" />Register</a>&nbsp;
						</span></td>
					</tr>
					<tr>
						<td height="25" align="center" valign="top" nowrap="nowrap"><span class="mainmenu">&nbsp;<a href="%s" class="mainmenu"><img src="%s" width="12" height="13" border="0" alt="Profile" hspace="3" />Profile</a>&nbsp; &nbsp;<a href="%s" class="mainmenu"><img src="%s" width="12" height="13" border="0" alt="Log in to check your private messages" hspace="3" />Log in to check your private messages</a>&nbsp; &nbsp;<a href="%s" class="mainmenu"><img src="%s" width="12" height="13" border="0" alt="Log in" hspace="3" />Log in</a>&nbsp;</span></td>
					</tr>
				</table></td>
			</tr>
		</table>

		<br />
`, pb2Site, Esc(pg.title), pb2CSS,
		c.Href("index.php"), pb2Image(c, "logo_phpBB.gif"), pb2Site, pb2Site, pb2SiteDesc,
		c.Href("faq.php"), pb2Image(c, "icon_mini_faq.gif"), c.Href("search.php"), pb2Image(c, "icon_mini_search.gif"),
		c.Href("memberlist.php"), pb2Image(c, "icon_mini_members.gif"), c.Href("groupcp.php"), pb2Image(c, "icon_mini_groups.gif"),
		c.Href("profile.php?mode=register"), pb2Image(c, "icon_mini_register.gif"),
		c.Href("profile.php?mode=editprofile"), pb2Image(c, "icon_mini_profile.gif"), c.Href("privmsg.php?folder=inbox"), pb2Image(c, "icon_mini_message.gif"),
		c.Href("login.php"), pb2Image(c, "icon_mini_login.gif"))
	h.WriteString(body)
	h.WriteString(`

<div align="center"><span class="copyright"><br /><br />
<!--
	We request you retain the full copyright notice below including the link to www.phpbb.com.
	This not only gives respect to the large amount of time given freely by the developers
	but also helps build interest, traffic and use of phpBB 2.0. If you cannot (for good
	reason) retain the full copyright we request you at least leave in place the
	Powered by phpBB line, with phpBB linked to www.phpbb.com. If you refuse
	to include even this then support on our forums may be affected.

	The phpBB Group : 2002
// -->
Powered by <a href="http://www.phpbb.com/" target="_phpbb" class="copyright">phpBB</a> &copy; 2001, 2005 phpBB Group<br /></span></div>
		</td>
	</tr>
</table>

</body>
</html>
`)
	return h.String()
}

// jumpbox is make_jumpbox(): a select of every forum under its category,
// and the session id as a hidden field whether or not the links carry it.
func (s pb2Skin) jumpbox(c *Ctx, cur *Board) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<form method="get" name="jumpbox" action="%s" onSubmit="if(document.jumpbox.f.value == -1){return false;}"><table cellspacing="0" cellpadding="0" border="0">
	<tr> 
		<td nowrap="nowrap"><span class="gensmall">Jump to:&nbsp;<select name="f" onchange="if(this.options[this.selectedIndex].value != -1){ forms['jumpbox'].submit() }"><option value="-1">Select a forum</option>`, c.Href("viewforum.php"))
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `<option value="-1">&nbsp;</option><option value="-1">%s</option><option value="-1">----------------</option>`, Esc(cat.Name))
		for _, b := range cat.Boards {
			sel := ""
			if b == cur {
				sel = `selected="selected"`
			}
			fmt.Fprintf(&h, `<option value="%d"%s>%s</option>`, b.ID, sel, Esc(b.Name))
		}
	}
	fmt.Fprintf(&h, `</select><input type="hidden" name="sid" value="%s" />&nbsp;<input type="submit" value="Go" class="liteoption" /></span></td>
	</tr>
</table></form>
`, c.Sid)
	return h.String()
}

// chapters are the jumpbox's "chapter forum" navigation links, one a forum.
func (s pb2Skin) chapters(c *Ctx) []pb2Nav {
	var out []pb2Nav
	for _, b := range c.W.Boards {
		out = append(out, pb2Nav{"chapter forum", fmt.Sprintf("viewforum.php?f=%d", b.ID), b.Name})
	}
	return out
}

const pb2AuthList = `You <b>cannot</b> post new topics in this forum<br />You <b>cannot</b> reply to topics in this forum<br />You <b>cannot</b> edit your posts in this forum<br />You <b>cannot</b> delete your posts in this forum<br />You <b>cannot</b> vote in polls in this forum<br />`

// pagination is generate_pagination(): "Goto page" and the first three, a
// window around the current page and the last three past ten pages, every
// page named by base&start=OFFSET, with Previous and Next.
func pb2Pagination(c *Ctx, base string, items, per, start int) string {
	total := pageCount(items, per)
	if total <= 1 {
		return ""
	}
	on := start/per + 1
	link := func(i int) string {
		if i == on {
			return fmt.Sprintf("<b>%d</b>", i)
		}
		return fmt.Sprintf(`<a href="%s">%d</a>`, c.Href(fmt.Sprintf("%s&start=%d", base, (i-1)*per)), i)
	}
	var h strings.Builder
	if total > 10 {
		for i := 1; i <= 3; i++ {
			h.WriteString(link(i))
			if i < 3 {
				h.WriteString(", ")
			}
		}
		if on > 1 && on < total {
			if on > 5 {
				h.WriteString(" ... ")
			} else {
				h.WriteString(", ")
			}
			lo, hi := 5, total-4
			if on > 4 {
				lo = on
			}
			if on < total-4 {
				hi = on
			}
			for i := lo - 1; i < hi+2; i++ {
				h.WriteString(link(i))
				if i < hi+1 {
					h.WriteString(", ")
				}
			}
			if on < total-4 {
				h.WriteString(" ... ")
			} else {
				h.WriteString(", ")
			}
		} else {
			h.WriteString(" ... ")
		}
		for i := total - 2; i <= total; i++ {
			h.WriteString(link(i))
			if i < total {
				h.WriteString(", ")
			}
		}
	} else {
		for i := 1; i <= total; i++ {
			h.WriteString(link(i))
			if i < total {
				h.WriteString(", ")
			}
		}
	}
	out := h.String()
	if on > 1 {
		out = fmt.Sprintf(` <a href="%s">Previous</a>&nbsp;&nbsp;`, c.Href(fmt.Sprintf("%s&start=%d", base, (on-2)*per))) + out
	}
	if on < total {
		out += fmt.Sprintf(`&nbsp;&nbsp;<a href="%s">Next</a>`, c.Href(fmt.Sprintf("%s&start=%d", base, on*per)))
	}
	return "Goto page " + out
}

func pb2PageOf(items, per, start int) string {
	return fmt.Sprintf("Page <b>%d</b> of <b>%d</b>", start/per+1, pageCount(items, per))
}

// gotoPages is a topic row's "Goto page" list: every page by start=OFFSET,
// page 1 as start=0; past four pages the first and the last three.
func (s pb2Skin) gotoPages(c *Ctx, id, posts int) string {
	per := c.W.Shape.PostsPerPage
	if posts <= per {
		return ""
	}
	total := pageCount(posts, per)
	var h strings.Builder
	fmt.Fprintf(&h, ` [ <img src="%s" alt="Goto page" title="Goto page" />Goto page: `, pb2Image(c, "icon_gotopost.gif"))
	times := 1
	for j := 0; j < posts; j += per {
		fmt.Fprintf(&h, `<a href="%s">%d</a>`, c.Href(fmt.Sprintf("viewtopic.php?t=%d&start=%d", id, j)), times)
		if times == 1 && total > 4 {
			h.WriteString(" ... ")
			times = total - 3
			j += (total - 4) * per
		} else if times < total {
			h.WriteString(", ")
		}
		times++
	}
	h.WriteString(" ] ")
	return h.String()
}

func (s pb2Skin) userLink(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(pb2Profile(u)), Esc(u.Name))
}

// online is who is online: a few members, the same on every page of the moment.
func (s pb2Skin) online(c *Ctx) []*User {
	var out []*User
	for _, u := range c.W.Users {
		if Hash("pb2online", u.ID, c.W.Now.YearDay())%19 == 0 {
			out = append(out, u)
		}
	}
	return out
}

func (s pb2Skin) index(c *Ctx) Response {
	info := Info{Type: TypeEntry, Canonical: s.Entry()}
	var only *Category
	if c.Query.Get("mark") == "forums" {
		return c.Page(Info{Type: TypeOther}, s.frame(c, pb2Page{title: "Information", meta: fmt.Sprintf(`<meta http-equiv="refresh" content="3;url=%s">`, c.Href("index.php"))},
			s.messageBox(c, fmt.Sprintf(`All forums have been marked read<br /><br />Click <a href="%s">Here</a> to return to the Forum Index `, c.Href("index.php")))))
	}
	// $viewcat is c when not empty, else -1: every category; a c that is
	// no category's id shows the headings alone.
	if v := c.Query.Get("c"); v != "" && v != "0" && v != "-1" {
		if cid := c.Int("c"); strconv.Itoa(cid) != v || cid < 1 || cid > len(c.W.Categories) {
			info = Info{Type: TypeOther}
		} else {
			only = c.W.Categories[c.Int("c")-1]
			info = Info{Type: TypeIndex, FPage: 1, Canonical: pb2CatURL(only)}
		}
	}
	d := pb2Tab(c.W)
	var h strings.Builder
	fmt.Fprintf(&h, `
<table width="100%%" cellspacing="0" cellpadding="2" border="0" align="center">
  <tr> 
	<td align="left" valign="bottom"><span class="gensmall">
	The time now is %s<br /></span><span class="nav"><a href="%s" class="nav">%s Forum Index</a></span></td>
	<td align="right" valign="bottom" class="gensmall">
		<a href="%s" class="gensmall">View unanswered posts</a></td>
  </tr>
</table>

<table width="100%%" cellpadding="2" cellspacing="1" border="0" class="forumline">
  <tr> 
	<th colspan="2" class="thCornerL" height="25" nowrap="nowrap">&nbsp;Forum&nbsp;</th>
	<th width="50" class="thTop" nowrap="nowrap">&nbsp;Topics&nbsp;</th>
	<th width="50" class="thTop" nowrap="nowrap">&nbsp;Posts&nbsp;</th>
	<th class="thCornerR" nowrap="nowrap">&nbsp;Last Post&nbsp;</th>
  </tr>
`, c.W.Now.Format(pb2Date), c.Href("index.php"), pb2Site, c.Href("search.php?search_id=unanswered"))
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `  <tr> 
	<td class="catLeft" colspan="2" height="28"><span class="cattitle"><a href="%s" class="cattitle">%s</a></span></td>
	<td class="rowpic" colspan="3" align="right">&nbsp;</td>
  </tr>
`, c.Href(pb2CatURL(cat)), Esc(cat.Name))
		if only != nil && only != cat || info.Type == TypeOther {
			continue
		}
		for _, b := range cat.Boards {
			last := "No Posts"
			if p := b.Latest(); p != nil {
				last = fmt.Sprintf(`%s<br />%s <a href="%s"><img src="%s" border="0" alt="View latest post" title="View latest post" /></a>`,
					p.Time.Format(pb2Date), s.userLink(c, p.Author), c.Href(pb2PostURL(d, p)), pb2Image(c, "icon_latest_reply.gif"))
			}
			fmt.Fprintf(&h, `  <tr> 
	<td class="row1" align="center" valign="middle" height="50"><img src="%s" width="46" height="25" alt="No new posts" title="No new posts" /></td>
	<td class="row1" width="100%%" height="50"><span class="forumlink"> <a href="%s" class="forumlink">%s</a><br />
	  </span> <span class="genmed">%s<br />
	  </span><span class="gensmall">%s</span></td>
	<td class="row2" align="center" valign="middle" height="50"><span class="gensmall">%d</span></td>
	<td class="row2" align="center" valign="middle" height="50"><span class="gensmall">%d</span></td>
	<td class="row2" align="center" valign="middle" height="50" nowrap="nowrap"> <span class="gensmall">%s</span></td>
  </tr>
`, pb2Image(c, "folder_big.gif"), c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), s.moderators(c, d, b),
				len(b.Threads), b.AllPosts(), last)
		}
	}
	online := s.online(c)
	var names []string
	for _, u := range online {
		names = append(names, s.userLink(c, u))
	}
	list := "None"
	if len(names) > 0 {
		list = strings.Join(names, ", ")
	}
	guests := 3 + int(Hash("pb2guests", c.W.Now.YearDay())%9)
	newest := c.W.Users[len(c.W.Users)-1]
	fmt.Fprintf(&h, `</table>

<table width="100%%" cellspacing="0" border="0" align="center" cellpadding="2">
  <tr> 
 	<td align="left">
 	</td>
	<td align="right"><span class="gensmall">All times are GMT</span></td>
  </tr>
</table>

<table width="100%%" cellpadding="3" cellspacing="1" border="0" class="forumline">
  <tr> 
	<td class="catHead" colspan="2" height="28"><span class="cattitle"><a href="%s" class="cattitle">Who is Online</a></span></td>
  </tr>
  <tr> 
	<td class="row1" align="center" valign="middle" rowspan="2"><img src="%s" alt="Who is Online" /></td>
	<td class="row1" align="left" width="100%%"><span class="gensmall">Our users have posted a total of <b>%d</b> articles<br />We have <b>%d</b> registered users<br />The newest registered user is <b><a href="%s">%s</a></b></span>
	</td>
  </tr>
  <tr> 
	<td class="row1" align="left"><span class="gensmall">In total there are <b>%d</b> users online :: %d Registered, 0 Hidden and %d Guests &nbsp; [ <span style="color:#FFA34F">Administrator</span> ] &nbsp; [ <span style="color:#006600">Moderator</span> ]<br />Most users ever online was <b>%d</b> on %s<br />Registered Users: %s</span></td>
  </tr>
</table>

<table width="100%%" cellpadding="1" cellspacing="1" border="0">
<tr>
	<td align="left" valign="top"><span class="gensmall">This data is based on users active over the past five minutes</span></td>
</tr>
</table>

<form method="post" action="%s">
  <table width="100%%" cellpadding="3" cellspacing="1" border="0" class="forumline">
	<tr> 
	  <td class="catHead" height="28"><a name="login"></a><span class="cattitle">Log in</span></td>
	</tr>
	<tr> 
	  <td class="row1" align="center" valign="middle" height="28"><span class="gensmall">Username: 
		<input class="post" type="text" name="username" size="10" />
		&nbsp;&nbsp;&nbsp;Password: 
		<input class="post" type="password" name="password" size="10" maxlength="32" />
		&nbsp;&nbsp; &nbsp;&nbsp;Log me on automatically each visit 
		<input class="text" type="checkbox" name="autologin" />
		&nbsp;&nbsp;&nbsp; 
		<input type="submit" class="mainoption" name="login" value="Log in" />
		</span> </td>
	</tr>
  </table>
</form>

<br clear="all" />

<table cellspacing="3" border="0" align="center" cellpadding="0">
  <tr> 
	<td width="20" align="center"><img src="%s" alt="New posts"/></td>
	<td><span class="gensmall">New posts</span></td>
	<td>&nbsp;&nbsp;</td>
	<td width="20" align="center"><img src="%s" alt="No new posts" /></td>
	<td><span class="gensmall">No new posts</span></td>
	<td>&nbsp;&nbsp;</td>
	<td width="20" align="center"><img src="%s" alt="Forum is locked" /></td>
	<td><span class="gensmall">Forum is locked</span></td>
  </tr>
</table>
`, c.Href("viewonline.php"), pb2Image(c, "whosonline.gif"), len(c.W.Posts), len(c.W.Users), c.Href(pb2Profile(newest)), Esc(newest.Name),
		len(online)+guests, len(online), guests, 40+len(c.W.Users)/3, c.W.Now.AddDate(0, -5, -11).Format(pb2Date), list,
		c.Href("login.php"), pb2Image(c, "folder_new_big.gif"), pb2Image(c, "folder_big.gif"), pb2Image(c, "folder_locked_big.gif"))
	return c.Page(info, s.frame(c, pb2Page{title: "Index"}, h.String()))
}

// moderators is a forum row's moderator line: the member, and for the
// first category's forums the usergroup too.
func (s pb2Skin) moderators(c *Ctx, d *pb2Tables, b *Board) string {
	mods := []string{s.userLink(c, d.mods[b])}
	if b.Category == c.W.Categories[0] {
		mods = append(mods, fmt.Sprintf(`<a href="%s">Forum Moderators</a>`, c.Href(fmt.Sprintf("groupcp.php?g=%d", d.groupID))))
	}
	label := "Moderator"
	if len(mods) > 1 {
		label = "Moderators"
	}
	return label + " " + strings.Join(mods, ", ")
}

// topicDays are the display forms' choices, in days; 0 is all.
var pb2Days = []struct {
	days  int
	label string
}{{0, "All"}, {1, "1 Day"}, {7, "7 Days"}, {14, "2 Weeks"}, {30, "1 Month"}, {90, "3 Months"}, {180, "6 Months"}, {364, "1 Year"}}

func pb2DaysSelect(name, all string, cur int) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<select name="%s">`, name)
	for _, d := range pb2Days {
		sel, label := "", d.label
		if d.days == cur {
			sel = ` selected="selected"`
		}
		if d.days == 0 {
			label = all
		}
		fmt.Fprintf(&h, `<option value="%d"%s>%s</option>`, d.days, sel, label)
	}
	h.WriteString(`</select>`)
	return h.String()
}

func (s pb2Skin) viewforum(c *Ctx) Response {
	fid := c.Int("f")
	if !c.Query.Has("f") {
		fid = c.Int("forum")
	}
	b := c.W.Board(fid)
	if b == nil {
		return s.missing(c, "The forum you selected does not exist")
	}
	if c.Query.Get("mark") == "topics" {
		// A guest's mark is not kept, but the message is the same.
		return s.message(c, fmt.Sprintf(`The posts for this forum have now been marked as read<br /><br />Click <a href="%s">Here</a> to return to the forum `, c.Href(s.BoardURL(b, 1))))
	}
	per := c.W.Shape.ThreadsPerPage
	start := max(0, c.Int("start"))
	days := c.Int("topicdays")
	ts := b.Threads
	if days != 0 {
		cut := c.W.Now.Add(-time.Duration(days) * 24 * time.Hour)
		ts = slices.DeleteFunc(slices.Clone(ts), func(t *Thread) bool { return t.LastPost().Time.Before(cut) })
	}
	info := boardInfo(s, b, start/per+1)
	if start >= len(ts) && (start > 0 || days != 0) {
		info = Info{Type: TypeOther} // past the end: "there are no posts in this forum"
	}
	return c.Page(info, s.frame(c, pb2Page{title: "View Forum - " + b.Name, nav: []pb2Nav{{"up", "index.php", pb2Site + " Forum Index"}}},
		s.forumBody(c, b, ts, start, days)))
}

func (s pb2Skin) forumBody(c *Ctx, b *Board, ts []*Thread, start, days int) string {
	d := pb2Tab(c.W)
	per := c.W.Shape.ThreadsPerPage
	base := fmt.Sprintf("viewforum.php?f=%d&topicdays=%d", b.ID, days)
	pagination := pb2Pagination(c, base, max(1, len(ts)), per, start)
	var h strings.Builder
	fmt.Fprintf(&h, `
<form method="post" action="%s">
  <table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
	<tr> 
	  <td align="left" valign="bottom" colspan="2"><a class="maintitle" href="%s">%s</a><br /><span class="gensmall"><b>%s<br /><br />Users browsing this forum: None</b></span></td>
	  <td align="right" valign="bottom" nowrap="nowrap"><span class="gensmall"><b>%s</b></span></td>
	</tr>
	<tr> 
	  <td align="left" valign="middle" width="50"><a href="%s"><img src="%s" border="0" alt="Post new topic" /></a></td>
	  <td align="left" valign="middle" class="nav" width="100%%"><span class="nav">&nbsp;&nbsp;&nbsp;<a href="%s" class="nav">%s Forum Index</a> -> <a class="nav" href="%s">%s</a></span></td>
	  <td align="right" valign="bottom" class="nav" nowrap="nowrap"><span class="gensmall"><a href="%s">Mark all topics read</a></span></td>
	</tr>
  </table>

  <table border="0" cellpadding="4" cellspacing="1" width="100%%" class="forumline">
	<tr> 
	  <th colspan="2" align="center" height="25" class="thCornerL" nowrap="nowrap">&nbsp;Topics&nbsp;</th>
	  <th width="50" align="center" class="thTop" nowrap="nowrap">&nbsp;Replies&nbsp;</th>
	  <th width="100" align="center" class="thTop" nowrap="nowrap">&nbsp;Author&nbsp;</th>
	  <th width="50" align="center" class="thTop" nowrap="nowrap">&nbsp;Views&nbsp;</th>
	  <th align="center" class="thCornerR" nowrap="nowrap">&nbsp;Last Post&nbsp;</th>
	</tr>
`, c.Href(fmt.Sprintf("viewforum.php?f=%d&start=%d", b.ID, start)), c.Href(s.BoardURL(b, 1)), Esc(b.Name), pb2ModLine(s, c, d, b), pagination,
		c.Href(fmt.Sprintf("posting.php?mode=newtopic&f=%d", b.ID)), pb2Image(c, "lang_english/post.gif"),
		c.Href("index.php"), pb2Site, c.Href(s.BoardURL(b, 1)), Esc(b.Name), c.Href(fmt.Sprintf("viewforum.php?f=%d&mark=topics", b.ID)))
	shown := Page(ts, start/per+1, per)
	if start%per != 0 && start < len(ts) {
		shown = ts[start:min(start+per, len(ts))] // LIMIT start, per: the list starts where start says
	}
	for _, t := range shown {
		id := d.topic[t]
		folder, kind := "folder.gif", ""
		switch {
		case t.Sticky:
			folder, kind = "folder_sticky.gif", "<b>Sticky:</b> "
		case len(t.Posts)-1 >= pb2Hot:
			folder = "folder_hot.gif"
		}
		row1, row2 := "row1", "row2"
		last := t.LastPost()
		fmt.Fprintf(&h, `	<tr> 
	  <td class="%s" align="center" valign="middle" width="20"><img src="%s" width="19" height="18" alt="No new posts" title="No new posts" /></td>
	  <td class="%s" width="100%%"><span class="topictitle">%s<a href="%s" class="topictitle">%s</a></span><span class="gensmall"><br />
		%s</span></td>
	  <td class="%s" align="center" valign="middle"><span class="postdetails">%d</span></td>
	  <td class="row3" align="center" valign="middle"><span class="name">%s</span></td>
	  <td class="%s" align="center" valign="middle"><span class="postdetails">%d</span></td>
	  <td class="row3Right" align="center" valign="middle" nowrap="nowrap"><span class="postdetails">%s<br />%s <a href="%s"><img src="%s" alt="View latest post" title="View latest post" border="0" /></a></span></td>
	</tr>
`, row1, pb2Image(c, folder), row1, kind, c.Href(fmt.Sprintf("viewtopic.php?t=%d", id)), Esc(t.Title), s.gotoPages(c, id, len(t.Posts)),
			row2, len(t.Posts)-1, s.userLink(c, t.Author), row2, t.Views, last.Time.Format(pb2Date), s.userLink(c, last.Author),
			c.Href(pb2PostURL(d, last)), pb2Image(c, "icon_latest_reply.gif"))
	}
	if len(shown) == 0 {
		h.WriteString(`	<tr> 
	  <td class="row1" colspan="6" height="30" align="center" valign="middle"><span class="gen">There are no posts in this forum.<br />Click on the <b>Post New Topic</b> link on this page to post one.</span></td>
	</tr>
`)
	}
	fmt.Fprintf(&h, `	<tr> 
	  <td class="catBottom" align="center" valign="middle" colspan="6" height="28"><span class="genmed">Display topics from previous:&nbsp;%s&nbsp; 
		<input type="submit" class="liteoption" value="Go" name="submit" />
		</span></td>
	</tr>
  </table>

  <table width="100%%" cellspacing="2" border="0" align="center" cellpadding="2">
	<tr> 
	  <td align="left" valign="middle" width="50"><a href="%s"><img src="%s" border="0" alt="Post new topic" /></a></td>
	  <td align="left" valign="middle" width="100%%"><span class="nav">&nbsp;&nbsp;&nbsp;<a href="%s" class="nav">%s Forum Index</a> -> <a class="nav" href="%s">%s</a></span></td>
	  <td align="right" valign="middle" nowrap="nowrap"><span class="gensmall">All times are GMT</span><br /><span class="nav">%s</span> 
		</td>
	</tr>
	<tr>
	  <td align="left" colspan="3"><span class="nav">%s</span></td>
	</tr>
  </table>
</form>

<table width="100%%" border="0" cellspacing="0" cellpadding="0">
  <tr> 
	<td align="right">%s</td>
  </tr>
</table>

<table width="100%%" cellspacing="0" border="0" align="center" cellpadding="0">
	<tr>
		<td align="left" valign="top"><table cellspacing="3" cellpadding="0" border="0">
			<tr>
				<td width="20" align="left"><img src="%s" alt="New posts" width="19" height="18" /></td>
				<td class="gensmall">New posts</td>
				<td>&nbsp;&nbsp;</td>
				<td width="20" align="center"><img src="%s" alt="No new posts" width="19" height="18" /></td>
				<td class="gensmall">No new posts</td>
				<td>&nbsp;&nbsp;</td>
				<td width="20" align="center"><img src="%s" alt="Announcement" width="19" height="18" /></td>
				<td class="gensmall">Announcement</td>
			</tr>
			<tr> 
				<td width="20" align="center"><img src="%s" alt="New posts [ Popular ]" width="19" height="18" /></td>
				<td class="gensmall">New posts [ Popular ]</td>
				<td>&nbsp;&nbsp;</td>
				<td width="20" align="center"><img src="%s" alt="No new posts [ Popular ]" width="19" height="18" /></td>
				<td class="gensmall">No new posts [ Popular ]</td>
				<td>&nbsp;&nbsp;</td>
				<td width="20" align="center"><img src="%s" alt="Sticky" width="19" height="18" /></td>
				<td class="gensmall">Sticky</td>
			</tr>
			<tr>
				<td class="gensmall"><img src="%s" alt="New posts [ Locked ]" width="19" height="18" /></td>
				<td class="gensmall">New posts [ Locked ]</td>
				<td>&nbsp;&nbsp;</td>
				<td class="gensmall"><img src="%s" alt="No new posts [ Locked ]" width="19" height="18" /></td>
				<td class="gensmall">No new posts [ Locked ]</td>
			</tr>
		</table></td>
		<td align="right"><span class="gensmall">%s</span></td>
	</tr>
</table>
`, pb2DaysSelect("topicdays", "All Topics", days), c.Href(fmt.Sprintf("posting.php?mode=newtopic&f=%d", b.ID)), pb2Image(c, "lang_english/post.gif"),
		c.Href("index.php"), pb2Site, c.Href(s.BoardURL(b, 1)), Esc(b.Name), pagination, pb2PageOf(max(1, len(ts)), per, start),
		s.jumpbox(c, nil),
		pb2Image(c, "folder_new.gif"), pb2Image(c, "folder.gif"), pb2Image(c, "folder_announce.gif"), pb2Image(c, "folder_new_hot.gif"),
		pb2Image(c, "folder_hot.gif"), pb2Image(c, "folder_sticky.gif"), pb2Image(c, "folder_lock_new.gif"), pb2Image(c, "folder_lock.gif"), pb2AuthList)
	return h.String()
}

// pb2ModLine is viewforum's moderator line: "Moderator: NAME" or "Moderators: A, B".
func pb2ModLine(s pb2Skin, c *Ctx, d *pb2Tables, b *Board) string {
	line := s.moderators(c, d, b)
	label, rest, _ := strings.Cut(line, " ")
	return label + ": " + rest
}

// viewtopic is viewtopic.php: the topic by t, or the page holding post p;
// view= finds another topic first.
func (s pb2Skin) viewtopic(c *Ctx) Response {
	d := pb2Tab(c.W)
	per := c.W.Shape.PostsPerPage
	tid := c.Int("t")
	if !c.Query.Has("t") {
		tid = c.Int("topic")
	}
	pid := c.Int("p")
	start := max(0, c.Int("start"))
	if tid == 0 && pid == 0 {
		return s.missing(c, "The topic or post you requested does not exist")
	}
	var t *Thread
	if view := c.Query.Get("view"); view != "" && pid == 0 {
		switch view {
		case "newest":
			return s.newest(c, d, tid)
		case "next", "previous":
			cur := d.topicByID(tid)
			var n *Thread
			if cur != nil {
				n = pb2Neighbour(d, cur, view == "next")
			}
			if n == nil {
				msg := "There are no older topics in this forum"
				if view == "next" {
					msg = "There are no newer topics in this forum"
				}
				return s.message(c, msg)
			}
			t = n
		}
	}
	if pid != 0 {
		p := d.postByID(pid)
		if p == nil {
			return s.missing(c, "The topic or post you requested does not exist")
		}
		t, start = p.Thread, p.Index/per*per
	} else if t == nil {
		t = d.topicByID(tid)
	}
	if t == nil {
		return s.missing(c, "The topic or post you requested does not exist")
	}
	id := d.topic[t]
	if c.Query.Get("unwatch") == "topic" {
		return s.toLogin(c, fmt.Sprintf("viewtopic.php&t=%d&unwatch=topic", id))
	}
	// The display form: posts of the last postdays days, oldest or newest first.
	days := c.Int("postdays")
	order := c.Query.Get("postorder")
	if order == "" {
		order = "asc"
	}
	posts := t.Posts
	if days != 0 {
		cut := c.W.Now.Add(-time.Duration(days) * 24 * time.Hour)
		posts = slices.DeleteFunc(slices.Clone(posts), func(p *Post) bool { return p.Time.Before(cut) })
	}
	if order != "asc" {
		posts = slices.Clone(posts)
		slices.Reverse(posts)
	}
	if start >= len(posts) {
		return s.missing(c, "No posts exist for this topic")
	}
	highlight := url.QueryEscape(c.Query.Get("highlight"))
	page := pb2Page{title: "View topic - " + t.Title, nav: append([]pb2Nav{
		{"prev", fmt.Sprintf("viewtopic.php?t=%d&view=previous", id), "View previous topic"},
		{"next", fmt.Sprintf("viewtopic.php?t=%d&view=next", id), "View next topic"},
		{"up", s.BoardURL(t.Board, 1), t.Board.Name}}, s.chapters(c)...)}
	return c.Page(threadInfo(s, t, start/per+1), s.frame(c, page, s.topicBody(c, d, t, posts, start, days, url.QueryEscape(order), highlight)))
}

// newest is view=newest: the first post since the last visit, found through
// the session the request names; a guest's last visit is never.
func (s pb2Skin) newest(c *Ctx, d *pb2Tables, tid int) Response {
	q, _ := url.ParseQuery(c.RawQuery)
	if q.Get(c.Pkg.Session) == "" {
		// No session to look in: back to the topic, before any session starts.
		t := d.topicByID(tid)
		info := Info{Type: TypeOther}
		if t != nil {
			info = threadInfo(s, t, 1)
		}
		return Response{Status: http.StatusFound, Location: c.Pkg.Mount + fmt.Sprintf("viewtopic.php?t=%d", tid), Info: info}
	}
	t := d.topicByID(tid)
	if !pb2Continued(c) || t == nil {
		return s.message(c, "No new posts since your last visit")
	}
	first := d.post[t.Posts[0]]
	return Response{Status: http.StatusFound, Location: c.Pkg.Mount + fmt.Sprintf("viewtopic.php?sid=%s&p=%d#%d", c.Sid, first, first), Info: threadInfo(s, t, 1)}
}

// pb2Neighbour is the topic of t's forum whose last post comes next after
// t's (next) or before it, as view=next|previous order by topic_last_post_id.
func pb2Neighbour(d *pb2Tables, t *Thread, next bool) *Thread {
	var best *Thread
	mine := d.post[t.LastPost()]
	for _, o := range t.Board.Threads {
		l := d.post[o.LastPost()]
		switch {
		case next && l > mine && (best == nil || l < d.post[best.LastPost()]):
			best = o
		case !next && l < mine && (best == nil || l > d.post[best.LastPost()]):
			best = o
		}
	}
	return best
}

func (s pb2Skin) topicBody(c *Ctx, d *pb2Tables, t *Thread, posts []*Post, start, days int, order, highlight string) string {
	per := c.W.Shape.PostsPerPage
	id := d.topic[t]
	base := fmt.Sprintf("viewtopic.php?t=%d&postdays=%d&postorder=%s", id, days, order)
	if highlight != "" {
		base += "&highlight=" + highlight
	}
	pagination := pb2Pagination(c, base, len(posts), per, start)
	buttons := fmt.Sprintf(`<a href="%s"><img src="%s" border="0" alt="Post new topic" align="middle" /></a>&nbsp;&nbsp;&nbsp;<a href="%s"><img src="%s" border="0" alt="Reply to topic" align="middle" /></a>`,
		c.Href(fmt.Sprintf("posting.php?mode=newtopic&f=%d", t.Board.ID)), pb2Image(c, "lang_english/post.gif"),
		c.Href(fmt.Sprintf("posting.php?mode=reply&t=%d", id)), pb2Image(c, "lang_english/reply.gif"))
	crumbs := fmt.Sprintf(`<span class="nav">&nbsp;&nbsp;&nbsp;<a href="%s" class="nav">%s Forum Index</a> 
	  -> <a href="%s" class="nav">%s</a></span>`, c.Href("index.php"), pb2Site, c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name))
	var h strings.Builder
	fmt.Fprintf(&h, `
<table width="100%%" cellspacing="2" cellpadding="2" border="0">
  <tr> 
	<td align="left" valign="bottom" colspan="2"><a class="maintitle" href="%s">%s</a><br />
	  <span class="gensmall"><b>%s</b><br />
	  &nbsp; </span></td>
  </tr>
</table>

<table width="100%%" cellspacing="2" cellpadding="2" border="0">
  <tr> 
	<td align="left" valign="bottom" nowrap="nowrap"><span class="nav">%s</span></td>
	<td align="left" valign="middle" width="100%%">%s</td>
  </tr>
</table>

<table class="forumline" width="100%%" cellspacing="1" cellpadding="3" border="0">
	<tr align="right">
		<td class="catHead" colspan="2" height="28"><span class="nav"><a href="%s" class="nav">View previous topic</a> :: <a href="%s" class="nav">View next topic</a> &nbsp;</span></td>
	</tr>
	 
	<tr>
		<th class="thLeft" width="150" height="26" nowrap="nowrap">Author</th>
		<th class="thRight" nowrap="nowrap">Message</th>
	</tr>
`, c.Href(fmt.Sprintf("viewtopic.php?t=%d&start=%d&postdays=%d&postorder=%s&highlight=%s", id, start, days, order, highlight)), Esc(t.Title), pagination,
		buttons, crumbs, c.Href(fmt.Sprintf("viewtopic.php?t=%d&view=previous", id)), c.Href(fmt.Sprintf("viewtopic.php?t=%d&view=next", id)))
	for i, p := range posts[start:min(start+per, len(posts))] {
		pid := d.post[p]
		u := p.Author
		row := "row1"
		if i%2 == 1 {
			row = "row2"
		}
		subject := ""
		if p.Index == 0 {
			subject = Esc(t.Title)
		} else if Hash("pb2re", pid)%4 == 0 {
			subject = "Re: " + Esc(t.Title)
		}
		rank := ""
		if u.ID == 1 {
			rank = "Site Admin"
		}
		body := strings.Join(escAll(p.Body), "<br />\n<br />\n")
		if sig := signature(u); sig != "" {
			body += "<br />_________________<br />" + Esc(sig)
		}
		www := ""
		if Hash("pb2www", u.ID)%5 == 0 {
			www = fmt.Sprintf(` <a href="http://www.%s.example.net/" target="_userwww"><img src="%s" alt="Visit poster's website" title="Visit poster's website" border="0" /></a>`,
				slugOr(u.Name, "home"), pb2Image(c, "lang_english/icon_www.gif"))
		}
		fmt.Fprintf(&h, `	<tr> 
		<td width="150" align="left" valign="top" class="%s"><span class="name"><a name="%d"></a><b>%s</b></span><br /><span class="postdetails">%s<br /><br /><br />Joined: %s<br />Posts: %d<br /></span><br /></td>
		<td class="%s" width="100%%" height="28" valign="top"><table width="100%%" border="0" cellspacing="0" cellpadding="0">
			<tr>
				<td width="100%%"><a href="%s"><img src="%s" width="12" height="9" alt="Post" title="Post" border="0" /></a><span class="postdetails">Posted: %s<span class="gen">&nbsp;</span>&nbsp; &nbsp;Post subject: %s</span></td>
				<td valign="top" nowrap="nowrap"><a href="%s"><img src="%s" alt="Reply with quote" title="Reply with quote" border="0" /></a>   </td>
			</tr>
			<tr> 
				<td colspan="2"><hr /></td>
			</tr>
			<tr>
				<td colspan="2"><span class="postbody">%s</span><span class="gensmall"></span></td>
			</tr>
		</table></td>
	</tr>
	<tr> 
		<td class="%s" width="150" align="left" valign="middle"><span class="nav"><a href="#top" class="nav">Back to top</a></span></td>
		<td class="%s" width="100%%" height="28" valign="bottom" nowrap="nowrap"><table cellspacing="0" cellpadding="0" border="0" height="18" width="18">
			<tr> 
				<td valign="middle" nowrap="nowrap"><a href="%s"><img src="%s" alt="View user's profile" title="View user's profile" border="0" /></a> <a href="%s"><img src="%s" alt="Send private message" title="Send private message" border="0" /></a> %s    <script language="JavaScript" type="text/javascript"><!-- 

	if ( navigator.userAgent.toLowerCase().indexOf('mozilla') != -1 && navigator.userAgent.indexOf('5.') == -1 && navigator.userAgent.indexOf('6.') == -1 )
		document.write(' ');
	else
		document.write('</td><td>&nbsp;</td><td valign="top" nowrap="nowrap"><div style="position:relative"><div style="position:absolute"></div><div style="position:absolute;left:3px;top:-1px"></div></div>');
				
				//--></script><noscript></noscript></td>
			</tr>
		</table></td>
	</tr>
	<tr> 
		<td class="spaceRow" colspan="2" height="1"><img src="%s" alt="" width="1" height="1" /></td>
	</tr>
`, row, pid, Esc(u.Name), rank, u.Joined.Format(pb2Day), u.Posts, row,
			c.Href(fmt.Sprintf("viewtopic.php?p=%d#%d", pid, pid)), pb2Image(c, "icon_minipost.gif"), p.Time.Format(pb2Date), subject,
			c.Href(fmt.Sprintf("posting.php?mode=quote&p=%d", pid)), pb2Image(c, "lang_english/icon_quote.gif"), body, row, row,
			c.Href(pb2Profile(u)), pb2Image(c, "lang_english/icon_profile.gif"), c.Href(fmt.Sprintf("privmsg.php?mode=post&u=%d", pb2UID(u))),
			pb2Image(c, "lang_english/icon_pm.gif"), www, pb2Image(c, "spacer.gif"))
	}
	fmt.Fprintf(&h, `	<tr align="center"> 
		<td class="catBottom" colspan="2" height="28"><table cellspacing="0" cellpadding="0" border="0">
			<tr><form method="post" action="%s">
				<td align="center"><span class="gensmall">Display posts from previous: %s&nbsp;%s&nbsp;<input type="submit" value="Go" class="liteoption" name="submit" /></span></td>
			</form></tr>
		</table></td>
	</tr>
</table>

<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
  <tr> 
	<td align="left" valign="middle" nowrap="nowrap"><span class="nav">%s</span></td>
	<td align="left" valign="middle" width="100%%">%s</td>
	<td align="right" valign="top" nowrap="nowrap"><span class="gensmall">All times are GMT</span><br /><span class="nav">%s</span> 
	  </td>
  </tr>
  <tr>
	<td align="left" colspan="3"><span class="nav">%s</span></td>
  </tr>
</table>

<table width="100%%" cellspacing="2" border="0" align="center">
  <tr> 
	<td width="40%%" valign="top" nowrap="nowrap" align="left"><span class="gensmall"></span><br />
	  &nbsp;<br />
	  </td>
	<td align="right" valign="top" nowrap="nowrap">%s<span class="gensmall">%s</span></td>
  </tr>
</table>
`, c.Href(fmt.Sprintf("viewtopic.php?t=%d&start=%d", id, start)), pb2DaysSelect("postdays", "All Posts", days), pb2OrderSelect(order),
		buttons, crumbs, pagination, pb2PageOf(len(posts), per, start), s.jumpbox(c, t.Board), pb2AuthList)
	return h.String()
}

func pb2OrderSelect(order string) string {
	if order == "asc" {
		return `<select name="postorder"><option value="asc" selected="selected">Oldest First</option><option value="desc">Newest First</option></select>`
	}
	return `<select name="postorder"><option value="asc">Oldest First</option><option value="desc" selected="selected">Newest First</option></select>`
}

// posting is posting.php for a guest: the topic review, or, once the forum,
// topic or post is found, the log-in wall (guests may not post, reply, edit
// or vote under the default permissions).
func (s pb2Skin) posting(c *Ctx) Response {
	d := pb2Tab(c.W)
	mode := c.Query.Get("mode")
	switch mode {
	case "topicreview":
		t := d.topicByID(c.Int("t"))
		if t == nil {
			return s.missing(c, "The topic or post you requested does not exist")
		}
		return c.Page(Info{Type: TypeOther}, s.review(c, d, t))
	case "newtopic":
		b := c.W.Board(c.Int("f"))
		if b == nil {
			return s.missing(c, "The forum you selected does not exist")
		}
		return s.toLogin(c, fmt.Sprintf("posting.php&mode=newtopic&f=%d", b.ID))
	case "reply", "vote":
		t := d.topicByID(c.Int("t"))
		if t == nil {
			return s.missing(c, "There is no such post. Please return and try again.")
		}
		if mode == "vote" {
			return s.toLogin(c, "posting.php&")
		}
		return s.toLogin(c, fmt.Sprintf("posting.php&mode=reply&t=%d", d.topic[t]))
	case "quote", "editpost", "delete", "poll_delete":
		p := d.postByID(c.Int("p"))
		if p == nil {
			return s.missing(c, "There is no such post. Please return and try again.")
		}
		if mode == "quote" || mode == "editpost" {
			return s.toLogin(c, fmt.Sprintf("posting.php&mode=quote&p=%d", d.post[p]))
		}
		return s.toLogin(c, "posting.php&") // no redirect is set for these modes
	case "":
		return s.message(c, "No post mode specified")
	}
	return s.message(c, "You can only post, reply, edit, or quote messages. Please return and try again.")
}

// review is topic_review(): the topic's posts, newest first, on a bare page.
func (s pb2Skin) review(c *Ctx, d *pb2Tables, t *Thread) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html dir="ltr">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>%s :: Topic review</title>
%s</head>
<body bgcolor="#E5E5E5" text="#000000" link="#006699" vlink="#5493B4">
<table border="0" cellpadding="3" cellspacing="1" width="100%%" class="forumline">
	<tr>
		<th class="thCornerL" width="22%%" height="26">Author</th>
		<th class="thCornerR">Message</th>
	</tr>
`, pb2Site, pb2CSS)
	for i := len(t.Posts) - 1; i >= 0; i-- {
		p := t.Posts[i]
		fmt.Fprintf(&h, `	<tr>
		<td width="22%%" align="left" valign="top" class="row1"><span class="name"><a name="%d"></a><b>%s</b></span></td>
		<td class="row1" height="28" valign="top"><span class="postdetails">Posted: %s</span><hr /><span class="postbody">%s</span></td>
	</tr>
`, d.post[p], Esc(p.Author.Name), p.Time.Format(pb2Date), strings.Join(escAll(p.Body), "<br />\n<br />\n"))
	}
	h.WriteString("</table>\n</body>\n</html>\n")
	return h.String()
}

// login is login.php's form; the redirect query becomes a hidden field.
func (s pb2Skin) login(c *Ctx) Response {
	if c.Query.Has("logout") {
		return c.Redirect("index.php", Info{Type: TypeEntry, Canonical: s.Entry()})
	}
	forward := ""
	if raw, ok := strings.CutPrefix(c.RawQuery, "redirect="); ok {
		// The page, then its arguments up to any sid, as login.php rebuilds them.
		parts := strings.Split(raw, "&")
		var args []string
		for _, a := range parts[1:] {
			if !strings.Contains(a, "sid=") {
				args = append(args, a)
			}
		}
		forward = parts[0]
		if len(parts) > 1 {
			forward += "?" + strings.Join(args, "&")
		}
	}
	body := fmt.Sprintf(`
<form action="%s" method="post" target="_top">

<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
  <tr> 
	<td align="left" class="nav"><a href="%s" class="nav">%s Forum Index</a></td>
  </tr>
</table>

<table width="100%%" cellpadding="4" cellspacing="1" border="0" class="forumline" align="center">
  <tr> 
	<th height="25" class="thHead" nowrap="nowrap">Please enter your username and password to log in.</th>
  </tr>
  <tr> 
	<td class="row1"><table border="0" cellpadding="3" cellspacing="1" width="100%%">
		  <tr> 
			<td colspan="2" align="center">&nbsp;</td>
		  </tr>
		  <tr> 
			<td width="45%%" align="right"><span class="gen">Username:</span></td>
			<td> 
			  <input type="text" class="post" name="username" size="25" maxlength="40" value="" />
			</td>
		  </tr>
		  <tr> 
			<td align="right"><span class="gen">Password:</span></td>
			<td> 
			  <input type="password" class="post" name="password" size="25" maxlength="32" />
			</td>
		  </tr>
		  <tr align="center"> 
			<td colspan="2"><span class="gen">Log me on automatically each visit: <input type="checkbox" name="autologin" /></span></td>
		  </tr>
		  <tr align="center"> 
			<td colspan="2"><input type="hidden" name="redirect" value="%s" /><input type="submit" name="login" class="mainoption" value="Log in" /></td>
		  </tr>
		  <tr align="center"> 
			<td colspan="2"><span class="gensmall"><a href="%s" class="gensmall">I forgot my password</a></span></td>
		  </tr>
		</table></td>
  </tr>
</table>

</form>
`, c.Href("login.php"), c.Href("index.php"), pb2Site, Esc(forward), c.Href("profile.php?mode=sendpassword"))
	return c.Page(Info{Type: TypeOther}, s.frame(c, pb2Page{title: "Log in"}, body))
}

// profile is profile.php: a member's profile, the registration agreement and
// form, the password form; the rest need a log-in.
func (s pb2Skin) profile(c *Ctx) Response {
	other := Info{Type: TypeOther}
	switch c.Query.Get("mode") {
	case "viewprofile":
		u := pb2User(c.W, c.Int("u"))
		if u == nil {
			return s.missing(c, "Sorry, but that user does not exist.")
		}
		return c.Page(other, s.frame(c, pb2Page{title: "Viewing profile"}, s.viewprofile(c, u)))
	case "register":
		if c.Query.Get("agreed") == "true" {
			return c.Page(other, s.frame(c, pb2Page{title: "Register"}, s.register(c)))
		}
		return c.Page(other, s.frame(c, pb2Page{title: "Register"}, s.agreement(c)))
	case "sendpassword":
		return c.Page(other, s.frame(c, pb2Page{title: "Send password"}, fmt.Sprintf(`
<form action="%s" method="post"><table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
	<tr><td align="left"><span class="nav"><a href="%s" class="nav">%s Forum Index</a></span></td></tr>
</table>
<table border="0" cellpadding="3" cellspacing="1" width="100%%" class="forumline">
	<tr><th colspan="2" height="25" valign="middle" class="thHead">Send password</th></tr>
	<tr><td class="row2" colspan="2"><span class="gensmall">Items marked with a * are required unless stated otherwise.</span></td></tr>
	<tr><td class="row1" width="38%%"><span class="gen">Username: *</span></td><td class="row2"><input type="text" class="post" style="width: 200px" name="username" size="25" maxlength="40" value="" /></td></tr>
	<tr><td class="row1"><span class="gen">E-mail address: *</span></td><td class="row2"><input type="text" class="post" style="width: 200px" name="email" size="25" maxlength="255" value="" /></td></tr>
	<tr><td class="catBottom" colspan="2" align="center" height="28"><input type="submit" name="submit" value="Submit" class="mainoption" />&nbsp;&nbsp;<input type="reset" value="Reset" name="reset" class="liteoption" /></td></tr>
</table></form>
`, c.Href("profile.php?mode=sendpassword"), c.Href("index.php"), pb2Site)))
	case "editprofile":
		return s.toLogin(c, "profile.php&mode=editprofile")
	case "email":
		return s.toLogin(c, fmt.Sprintf("profile.php&mode=email&u=%d", c.Int("u")))
	}
	return c.Redirect("index.php", Info{Type: TypeEntry, Canonical: s.Entry()})
}

func (s pb2Skin) viewprofile(c *Ctx, u *User) string {
	days := max(1, int(c.W.Now.Sub(u.Joined).Hours()/24+0.5))
	pct := 0.0
	if len(c.W.Posts) > 0 {
		pct = float64(u.Posts) / float64(len(c.W.Posts)) * 100
	}
	rank := ""
	if u.ID == 1 {
		rank = "Site Admin"
	}
	interests := strings.Join(u.Tags, ", ")
	return fmt.Sprintf(`
<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
  <tr> 
	<td align="left"><span class="nav"><a href="%s" class="nav">%s Forum Index</a></span></td>
  </tr>
</table>

<table class="forumline" width="100%%" cellspacing="1" cellpadding="3" border="0" align="center">
  <tr> 
	<th class="thHead" colspan="2" height="25" nowrap="nowrap">Viewing profile :: %s</th>
  </tr>
  <tr> 
	<td class="catLeft" width="40%%" height="28" align="center"><b><span class="gen">Avatar</span></b></td>
	<td class="catRight" width="60%%"><b><span class="gen">All about %s</span></b></td>
  </tr>
  <tr> 
	<td class="row1" height="6" valign="top" align="center"><br /><span class="postdetails">%s</span></td>
	<td class="row1" rowspan="3" valign="top"><table width="100%%" border="0" cellspacing="1" cellpadding="3">
		<tr> 
		  <td valign="middle" align="right" nowrap="nowrap"><span class="gen">Joined:&nbsp;</span></td>
		  <td width="100%%"><b><span class="gen">%s</span></b></td>
		</tr>
		<tr> 
		  <td valign="top" align="right" nowrap="nowrap"><span class="gen">Total posts:&nbsp;</span></td>
		  <td valign="top"><b><span class="gen">%d</span></b><br /><span class="genmed">[%.2f%% of total / %.2f posts per day]</span> <br /><span class="genmed"><a href="%s" class="genmed">Find all posts by %s</a></span></td>
		</tr>
		<tr> 
		  <td valign="middle" align="right" nowrap="nowrap"><span class="gen">Location:&nbsp;</span></td>
		  <td><b><span class="gen">&nbsp;</span></b></td>
		</tr>
		<tr> 
		  <td valign="middle" align="right" nowrap="nowrap"><span class="gen">Website:&nbsp;</span></td>
		  <td><span class="gen"><b>&nbsp;</b></span></td>
		</tr>
		<tr> 
		  <td valign="middle" align="right" nowrap="nowrap"><span class="gen">Occupation:&nbsp;</span></td>
		  <td><b><span class="gen">&nbsp;</span></b></td>
		</tr>
		<tr> 
		  <td valign="top" align="right" nowrap="nowrap"><span class="gen">Interests:</span></td>
		  <td> <b><span class="gen">%s</span></b></td>
		</tr>
	  </table>
	</td>
  </tr>
  <tr> 
	<td class="catLeft" align="center" height="28"><b><span class="gen">Contact %s </span></b></td>
  </tr>
  <tr> 
	<td class="row1" valign="top"><table width="100%%" border="0" cellspacing="1" cellpadding="3">
		<tr> 
		  <td valign="middle" align="right" nowrap="nowrap"><span class="gen">E-mail address:</span></td>
		  <td class="row1" valign="middle" width="100%%"><b><span class="gen">&nbsp;</span></b></td>
		</tr>
		<tr> 
		  <td valign="middle" nowrap="nowrap" align="right"><span class="gen">Private Message:</span></td>
		  <td class="row1" valign="middle"><b><span class="gen"><a href="%s"><img src="%s" alt="Send private message" title="Send private message" border="0" /></a></span></b></td>
		</tr>
	  </table>
	</td>
  </tr>
</table>

<table width="100%%" border="0" cellspacing="0" cellpadding="0" align="center">
  <tr> 
	<td align="right"><span class="nav"><br />%s</span></td>
  </tr>
</table>
`, c.Href("index.php"), pb2Site, Esc(u.Name), Esc(u.Name), rank, u.Joined.Format(pb2Day), u.Posts, pct, float64(u.Posts)/float64(days),
		c.Href("search.php?search_author="+url.QueryEscape(u.Name)), Esc(u.Name), Esc(interests), Esc(u.Name),
		c.Href(fmt.Sprintf("privmsg.php?mode=post&u=%d", pb2UID(u))), pb2Image(c, "lang_english/icon_pm.gif"), s.jumpbox(c, nil))
}

func (s pb2Skin) agreement(c *Ctx) string {
	return fmt.Sprintf(`
<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
	<tr> 
		<td align="left"><span class="nav"><a href="%s" class="nav">%s Forum Index</a></span></td>
	</tr>
</table>

<table class="forumline" width="100%%" cellspacing="1" cellpadding="3" border="0">
	<tr> 
		<th class="thHead" height="25" valign="middle">%s - Registration Agreement Terms</th>
	</tr>
	<tr> 
		<td class="row1" align="center"><table width="80%%" cellspacing="2" cellpadding="2" border="0" align="center">
			<tr> 
				<td><span class="genmed"><br />While the administrators and moderators of this forum will attempt to remove or edit any generally objectionable material as quickly as possible, it is impossible to review every message. Therefore you acknowledge that all posts made to these forums express the views and opinions of the author and not the administrators, moderators or webmaster (except for posts by these people) and hence will not be held liable.<br /><br />You agree not to post any abusive, obscene, vulgar, slanderous, hateful, threatening, sexually-orientated or any other material that may violate any applicable laws. Doing so may lead to you being immediately and permanently banned (and your service provider being informed). The IP address of all posts is recorded to aid in enforcing these conditions. You agree that the webmaster, administrator and moderators of this forum have the right to remove, edit, move or close any topic at any time should they see fit. As a user you agree to any information you have entered above being stored in a database. While this information will not be disclosed to any third party without your consent the webmaster, administrator and moderators cannot be held responsible for any hacking attempt that may lead to the data being compromised.<br /><br />This forum system uses cookies to store information on your local computer. These cookies do not contain any of the information you have entered above; they serve only to improve your viewing pleasure. The e-mail address is used only for confirming your registration details and password (and for sending new passwords should you forget your current one).<br /><br />By clicking Register below you agree to be bound by these conditions.<br /><br /><br /><div align="center"><a href="%s" class="genmed">I Agree to these terms and am <b>over</b> or <b>exactly</b> 13 years of age</a><br /><br /><a href="%s" class="genmed">I Agree to these terms and am <b>under</b> 13 years of age</a><br /><br /><a href="%s" class="genmed">I do not agree to these terms</a></div><br /></span></td>
			</tr>
		</table></td>
	</tr>
</table>
`, c.Href("index.php"), pb2Site, pb2Site, c.Href("profile.php?mode=register&agreed=true"), c.Href("profile.php?mode=register&agreed=true&coppa=true"), c.Href("index.php"))
}

func (s pb2Skin) register(c *Ctx) string {
	coppa := 0
	if c.Query.Get("coppa") == "true" {
		coppa = 1
	}
	var h strings.Builder
	fmt.Fprintf(&h, `
<form action="%s" enctype="multipart/form-data" method="post">

<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
	<tr> 
		<td align="left"><span class="nav"><a href="%s" class="nav">%s Forum Index</a></span></td>
	</tr>
</table>

<table border="0" cellpadding="3" cellspacing="1" width="100%%" class="forumline">
	<tr> 
		<th class="thHead" colspan="2" height="25" valign="middle">Registration Information</th>
	</tr>
	<tr> 
		<td class="row2" colspan="2"><span class="gensmall">Items marked with a * are required unless stated otherwise.</span></td>
	</tr>
`, c.Href("profile.php"), c.Href("index.php"), pb2Site)
	for _, f := range []struct{ label, name, typ string }{{"Username: *", "username", "text"}, {"E-mail address: *", "email", "text"},
		{"Password: *", "new_password", "password"}, {"Confirm password: * ", "password_confirm", "password"}, {"ICQ Number:", "icq", "text"},
		{"AIM Address:", "aim", "text"}, {"MSN Messenger:", "msn", "text"}, {"Yahoo Messenger:", "yim", "text"}, {"Website:", "website", "text"},
		{"Location:", "location", "text"}, {"Occupation:", "occupation", "text"}, {"Interests:", "interests", "text"}} {
		fmt.Fprintf(&h, `	<tr> 
		<td class="row1"><span class="gen">%s</span></td>
		<td class="row2"><input type="%s" class="post" style="width:200px" name="%s" size="25" maxlength="255" value="" /></td>
	</tr>
`, f.label, f.typ, f.name)
	}
	fmt.Fprintf(&h, `	<tr>
		<td class="catBottom" colspan="2" align="center" height="28"><input type="hidden" name="mode" value="register" /><input type="hidden" name="agreed" value="true" /><input type="hidden" name="coppa" value="%d" /><input type="hidden" name="sid" value="%s" /><input type="submit" name="submit" value="Submit" class="mainoption" />&nbsp;&nbsp;<input type="reset" value="Reset" name="reset" class="liteoption" /></td>
	</tr>
</table>

</form>
`, coppa, c.Sid)
	return h.String()
}

// memberlist is memberlist.php: members sorted by mode and order, 50 a page;
// topten is the ten by post count, in the order asked (ASC by default:
// the ten with the fewest posts).
func (s pb2Skin) memberlist(c *Ctx) string {
	mode := c.Query.Get("mode")
	if mode == "" {
		mode = "joined"
	}
	order := "ASC"
	if c.Query.Has("order") && c.Query.Get("order") != "ASC" {
		order = "DESC"
	}
	start := max(0, c.Int("start"))
	us := slices.Clone(c.W.Users)
	key := map[string]func(a, b *User) int{
		"username": func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) },
		"location": func(a, b *User) int { return 0 },
		"posts":    func(a, b *User) int { return a.Posts - b.Posts },
		"email":    func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) },
		"website":  func(a, b *User) int { return int(Hash("pb2www", a.ID)%5) - int(Hash("pb2www", b.ID)%5) },
		"topten":   func(a, b *User) int { return a.Posts - b.Posts },
	}[mode]
	if key == nil {
		key = func(a, b *User) int { return a.Joined.Compare(b.Joined) }
	}
	slices.SortStableFunc(us, func(a, b *User) int {
		if order == "DESC" {
			return key(b, a)
		}
		return key(a, b)
	})
	shown := us[min(start, len(us)):min(start+pb2Members, len(us))]
	pagination := "&nbsp;"
	if mode == "topten" {
		shown = us[:min(10, len(us))]
	} else {
		pagination = pb2Pagination(c, fmt.Sprintf("memberlist.php?mode=%s&order=%s", url.QueryEscape(mode), order), len(us), pb2Members, start) + "&nbsp;"
	}
	var modes strings.Builder
	for _, m := range [][2]string{{"joined", "Joined"}, {"username", "Username"}, {"location", "Location"}, {"posts", "Total posts"},
		{"email", "Email"}, {"website", "Website"}, {"topten", "Top Ten Posters"}} {
		sel := ""
		if m[0] == mode {
			sel = ` selected="selected"`
		}
		fmt.Fprintf(&modes, `<option value="%s"%s>%s</option>`, m[0], sel, m[1])
	}
	ascSel, descSel := ` selected="selected"`, ""
	if order == "DESC" {
		ascSel, descSel = "", ` selected="selected"`
	}
	var h strings.Builder
	fmt.Fprintf(&h, `
<form method="post" action="%s">
<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
  <tr> 
	<td align="left"><span class="nav"><a href="%s" class="nav">%s Forum Index</a></span></td>
	<td align="right" nowrap="nowrap"><span class="genmed">Select sort method:&nbsp;<select name="mode">%s</select>&nbsp;&nbsp;Order&nbsp;<select name="order"><option value="ASC"%s>Ascending</option><option value="DESC"%s>Descending</option></select>&nbsp;&nbsp; 
		<input type="submit" name="submit" value="Sort" class="liteoption" />
		</span></td>
  </tr>
</table>
<table width="100%%" cellpadding="3" cellspacing="1" border="0" class="forumline">
  <tr> 
	  <th height="25" class="thCornerL" nowrap="nowrap">#</th>
	  <th class="thTop" nowrap="nowrap">&nbsp;</th>
	  <th class="thTop" nowrap="nowrap">Username</th>
	  <th class="thTop" nowrap="nowrap">E-mail</th>
	  <th class="thTop" nowrap="nowrap">Location</th>
	  <th class="thTop" nowrap="nowrap">Joined</th>
	  <th class="thTop" nowrap="nowrap">Posts</th>
	  <th class="thCornerR" nowrap="nowrap">Website</th>
  </tr>
`, c.Href("memberlist.php"), c.Href("index.php"), pb2Site, modes.String(), ascSel, descSel)
	for i, u := range shown {
		row := "row1"
		if i%2 == 1 {
			row = "row2"
		}
		fmt.Fprintf(&h, `  <tr> 
	<td class="%s" align="center"><span class="gen">&nbsp;%d&nbsp;</span></td>
	<td class="%s" align="center">&nbsp;<a href="%s"><img src="%s" alt="Send private message" title="Send private message" border="0" /></a>&nbsp;</td>
	<td class="%s" align="center"><span class="gen"><a href="%s" class="gen">%s</a></span></td>
	<td class="%s" align="center" valign="middle">&nbsp;&nbsp;</td>
	<td class="%s" align="center" valign="middle"><span class="gen">&nbsp;</span></td>
	<td class="%s" align="center" valign="middle"><span class="gensmall">%s</span></td>
	<td class="%s" align="center" valign="middle"><span class="gen">%d</span></td>
	<td class="%s" align="center">&nbsp;&nbsp;</td>
  </tr>
`, row, start+i+1, row, c.Href(fmt.Sprintf("privmsg.php?mode=post&u=%d", pb2UID(u))), pb2Image(c, "lang_english/icon_pm.gif"),
			row, c.Href(pb2Profile(u)), Esc(u.Name), row, row, row, u.Joined.Format(pb2Day), row, u.Posts, row)
	}
	fmt.Fprintf(&h, `  <tr> 
	<td class="catbottom" colspan="8" height="28">&nbsp;</td>
  </tr>
</table>
<table width="100%%" cellspacing="2" border="0" align="center" cellpadding="2">
  <tr> 
	<td align="right" valign="top"></td>
  </tr>
</table>

<table width="100%%" cellspacing="0" cellpadding="0" border="0">
  <tr> 
	<td><span class="nav">%s</span></td>
	<td align="right"><span class="gensmall">All times are GMT</span><br /><span class="nav">%s</span></td>
  </tr>
</table></form>

<table width="100%%" cellspacing="2" border="0" align="center">
  <tr> 
	<td valign="top" align="right">%s</td>
  </tr>
</table>
`, pb2PageOf(len(us), pb2Members, start), pagination, s.jumpbox(c, nil))
	return h.String()
}

// groupcp is groupcp.php: the usergroup select, or a group's moderator and members.
func (s pb2Skin) groupcp(c *Ctx) Response {
	d := pb2Tab(c.W)
	other := Info{Type: TypeOther}
	if !c.Query.Has("g") {
		return c.Page(other, s.frame(c, pb2Page{title: "Group Control Panel"}, fmt.Sprintf(`
<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
  <tr> 
	<td align="left"><span class="nav"><a href="%s" class="nav">%s Forum Index</a></span></td>
  </tr>
</table>

<table width="100%%" cellpadding="4" cellspacing="1" border="0" class="forumline">
  <tr> 
	<th colspan="2" align="center" class="thHead" height="25">Group Memberships</th>
  </tr>
  <tr> 
	<td class="row1"><span class="gen">Join a Group</span></td>
	<td class="row2" align="right"> 
	  <table width="90%%" cellspacing="0" cellpadding="0" border="0">
		<tr><form method="get" action="%s">
			<td width="40%%"><span class="gensmall"><select name="g"><option value="%d">Forum Moderators</option></select></span></td>
			<td align="center" width="30%%"> 
			  <input type="submit" value="View Information" class="liteoption" /><input type="hidden" name="sid" value="%s" />
			</td>
		</form></tr>
	  </table>
	</td>
  </tr>
</table>

<table width="100%%" cellspacing="2" border="0" align="center" cellpadding="2">
  <tr> 
	<td align="right" valign="top"><span class="gensmall">All times are GMT</span></td>
  </tr>
</table>

<br clear="all" />

<table width="100%%" cellspacing="2" border="0" align="center">
  <tr> 
	<td valign="top" align="right">%s</td>
  </tr>
</table>
`, c.Href("index.php"), pb2Site, c.Href("groupcp.php"), d.groupID, c.Sid, s.jumpbox(c, nil))))
	}
	if c.Int("g") != d.groupID {
		return s.missing(c, "That user group does not exist")
	}
	row := func(u *User, i int) string {
		cls := "row1"
		if i%2 == 1 {
			cls = "row2"
		}
		return fmt.Sprintf(`	<tr> 
	  <td class="%s" align="center">&nbsp;<a href="%s"><img src="%s" alt="Send private message" title="Send private message" border="0" /></a>&nbsp;</td>
	  <td class="%s" align="center"><span class="gen"><a href="%s" class="gen">%s</a></span></td>
	  <td class="%s" align="center" valign="middle"><span class="gen">%d</span></td>
	  <td class="%s" align="center"><span class="gen">&nbsp;</span></td>
	  <td class="%s" align="center" valign="middle">&nbsp;&nbsp;</td>
	  <td class="%s" align="center">&nbsp;&nbsp;</td>
	</tr>
`, cls, c.Href(fmt.Sprintf("privmsg.php?mode=post&u=%d", pb2UID(u))), pb2Image(c, "lang_english/icon_pm.gif"), cls, c.Href(pb2Profile(u)), Esc(u.Name), cls, u.Posts, cls, cls, cls)
	}
	var members strings.Builder
	rest := slices.Clone(d.group[1:])
	slices.SortFunc(rest, func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
	for i, u := range rest {
		members.WriteString(row(u, i))
	}
	body := fmt.Sprintf(`
<form action="%s" method="post">
<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
  <tr> 
	<td align="left"><span class="nav"><a href="%s" class="nav">%s Forum Index</a></span></td>
  </tr>
</table>

<table class="forumline" width="100%%" cellspacing="1" cellpadding="4" border="0">
	<tr> 
	  <th class="thHead" colspan="7" height="25"><span class="tableTitle">Group Information</span></th>
	</tr>
	<tr> 
	  <td class="row1" width="20%%"><span class="gen">Group name:</span></td>
	  <td class="row2"><span class="gen"><b>Forum Moderators</b></span></td>
	</tr>
	<tr> 
	  <td class="row1" width="20%%"><span class="gen">Group description:</span></td>
	  <td class="row2"><span class="gen">The people who keep the forums tidy</span></td>
	</tr>
	<tr> 
	  <td class="row1" width="20%%"><span class="gen">Group membership:</span></td>
	  <td class="row2"><span class="gen">Log in to join or manage group memberships</span></td>
	</tr>
</table>

<br clear="all" />
<table border="0" cellpadding="4" cellspacing="1" width="100%%" class="forumline">
	<tr> 
	  <th class="thCornerL" height="25">Private Message</th>
	  <th class="thTop">Username</th>
	  <th class="thTop">Posts</th>
	  <th class="thTop">Location</th>
	  <th class="thTop">E-mail</th>
	  <th class="thCornerR">Website</th>
	</tr>
	<tr> 
	  <td class="catSides" colspan="8" height="28"><span class="cattitle">Group Moderator</span></td>
	</tr>
%s	<tr> 
	  <td class="catSides" colspan="8" height="28"><span class="cattitle">Group Members</span></td>
	</tr>
%s</table>

<table width="100%%" cellspacing="2" border="0" align="center" cellpadding="2">
  <tr> 
	<td align="left" valign="top"><span class="nav">Page <b>1</b> of <b>1</b></span></td>
	<td align="right" valign="top"><span class="gensmall">All times are GMT</span><br /><span class="nav"></span></td>
  </tr>
</table>
<input type="hidden" name="sid" value="%s" /></form>

<table width="100%%" cellspacing="2" border="0" align="center">
  <tr> 
	<td valign="top" align="right">%s</td>
  </tr>
</table>
`, c.Href("groupcp.php"), c.Href("index.php"), pb2Site, row(d.group[0], 0), members.String(), c.Sid, s.jumpbox(c, nil))
	return c.Page(other, s.frame(c, pb2Page{title: "Group Control Panel"}, body))
}

// pb2SearchID is the number phpBB stores a search under: mt_rand() in
// phpBB, here drawn from the session and the search so that only the
// session that made a search can page through it.
func pb2SearchID(sid, key string) int { return int(Hash("pb2search", sid, key)%2147483646) + 1 }

// pb2Search is one search: what it found and how to show it.
type pb2Search struct {
	key    string // what pb2SearchID draws from
	topics []*Thread
	posts  []*Post
}

// search is search.php: the form, a member's posts, the unanswered topics,
// a stored search's later pages.
func (s pb2Skin) search(c *Ctx) Response {
	d := pb2Tab(c.W)
	other := Info{Type: TypeOther}
	page := func(body string) Response { return c.Page(other, s.frame(c, pb2Page{title: "Search"}, body)) }
	noMatch := func() Response { return s.message(c, "No topics or posts met your search criteria") }
	start := max(0, c.Int("start"))
	author := strings.TrimSpace(c.Query.Get("search_author"))
	keywords := strings.TrimSpace(c.Query.Get("search_keywords"))
	id := c.Query.Get("search_id")
	var found *pb2Search
	switch {
	case c.Query.Get("mode") == "searchuser":
		return page(`<table width="100%" cellpadding="4" cellspacing="1" border="0" class="forumline"><tr><th class="thHead" height="25">Find a username</th></tr><tr><td class="row1" align="center"><input type="text" name="search_username" class="post" /></td></tr></table>`)
	case id == "newposts" || id == "egosearch":
		return s.toLogin(c, "search.php&search_id="+id)
	case keywords != "":
		found = s.keywordSearch(c, d, keywords)
		start = 0
	case author != "":
		found = s.authorSearch(c, d, author)
		if found == nil {
			return noMatch()
		}
		start = 0
	case id == "unanswered":
		found = s.unanswered(c)
		start = 0
	case id != "":
		// A stored search is kept under the session that made it.
		if c.Sid == "" {
			return noMatch()
		}
		n := c.Int("search_id")
		if n == pb2SearchID(c.Sid, "unanswered") {
			found = s.unanswered(c)
		}
		for _, u := range c.W.Users {
			if found == nil && n == pb2SearchID(c.Sid, "author:"+strings.ToLower(u.Name)) {
				found = s.authorSearch(c, d, u.Name)
			}
		}
		if found == nil {
			return noMatch()
		}
	default:
		return page(s.searchForm(c))
	}
	if found == nil || len(found.topics) == 0 && len(found.posts) == 0 {
		return noMatch()
	}
	return page(s.results(c, d, found, start))
}

func (s pb2Skin) authorSearch(c *Ctx, d *pb2Tables, name string) *pb2Search {
	for _, u := range c.W.Users {
		if strings.EqualFold(u.Name, name) {
			return &pb2Search{key: "author:" + strings.ToLower(u.Name), posts: d.byUser[u]}
		}
	}
	return nil
}

func (s pb2Skin) unanswered(c *Ctx) *pb2Search {
	var ts []*Thread
	for _, t := range c.W.ThreadsByActivity() {
		if len(t.Posts) == 1 {
			ts = append(ts, t)
		}
	}
	return &pb2Search{key: "unanswered", topics: ts}
}

// keywordSearch finds posts whose text holds every word of the query, newest first.
func (s pb2Skin) keywordSearch(c *Ctx, d *pb2Tables, q string) *pb2Search {
	words := strings.Fields(strings.ToLower(q))
	var ps []*Post
	for i := len(d.byPost) - 1; i >= 0 && len(ps) < 500; i-- {
		p := d.byPost[i]
		body := strings.ToLower(strings.Join(p.Body, " "))
		if !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(body, w) }) {
			ps = append(ps, p)
		}
	}
	return &pb2Search{key: "keywords:" + strings.Join(words, " "), posts: ps}
}

func (s pb2Skin) searchForm(c *Ctx) string {
	var forums strings.Builder
	forums.WriteString(`<option value="-1">All available</option>`)
	for _, b := range c.W.Boards {
		fmt.Fprintf(&forums, `<option value="%d">%s</option>`, b.ID, Esc(b.Name))
	}
	var cats strings.Builder
	cats.WriteString(`<option value="-1">All available</option>`)
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&cats, `<option value="%d">%s</option>`, cat.ID, Esc(cat.Name))
	}
	return fmt.Sprintf(`
<form action="%s" method="POST"><table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
	<tr> 
		<td align="left"><span class="nav"><a href="%s" class="nav">%s Forum Index</a></span></td>
	</tr>
</table>

<table class="forumline" width="100%%" cellpadding="4" cellspacing="1" border="0">
	<tr> 
		<th class="thHead" colspan="4" height="25">Search Query</th>
	</tr>
	<tr> 
		<td class="row1" colspan="2" width="50%%"><span class="gen">Search for Keywords:</span><br /><span class="gensmall">You can use <u>AND</u> to define words which must be in the results, <u>OR</u> to define words which may be in the result and <u>NOT</u> to define words which should not be in the result. Use * as a wildcard for partial matches</span></td>
		<td class="row2" colspan="2" valign="top"><span class="genmed"><input type="text" style="width: 300px" class="post" name="search_keywords" size="30" /><br /><input type="radio" name="search_terms" value="any" checked="checked" /> Search for any terms<br /><input type="radio" name="search_terms" value="all" /> Search for all terms</span></td>
	</tr>
	<tr> 
		<td class="row1" colspan="2"><span class="gen">Search for Author:</span><br /><span class="gensmall">Use * as a wildcard for partial matches</span></td>
		<td class="row2" colspan="2" valign="middle"><span class="genmed"><input type="text" style="width: 300px" class="post" name="search_author" size="30" /></span></td>
	</tr>
	<tr> 
		<th class="thHead" colspan="4" height="25">Search Options</th>
	</tr>
	<tr> 
		<td class="row1" align="right"><span class="gen">Forum:&nbsp;</span></td>
		<td class="row2"><span class="genmed"><select class="post" name="search_forum">%s</select></span></td>
		<td class="row1" align="right" nowrap="nowrap"><span class="gen">Search previous:&nbsp;</span></td>
		<td class="row2" valign="middle"><span class="genmed">%s<br /><input type="radio" name="search_fields" value="all" /> Search message title and message text<br /><input type="radio" name="search_fields" value="msgonly" checked="checked" /> Search message text only</span></td>
	</tr>
	<tr> 
		<td class="row1" align="right"><span class="gen">Category:&nbsp;</span></td>
		<td class="row2"><span class="genmed"><select class="post" name="search_cat">%s</select></span></td>
		<td class="row1" align="right"><span class="gen">Sort by:&nbsp;</span></td>
		<td class="row2" valign="middle" nowrap="nowrap"><span class="genmed"><select class="post" name="sort_by"><option value="0">Post Time</option><option value="1">Post Subject</option><option value="2">Topic Title</option><option value="3">Author</option><option value="4">Forum</option></select><br /><input type="radio" name="sort_dir" value="ASC" /> Sort Ascending<br /><input type="radio" name="sort_dir" value="DESC" checked="checked" /> Sort Descending</span>&nbsp;</td>
	</tr>
	<tr> 
		<td class="row1" align="right" nowrap="nowrap"><span class="gen">Display results as:&nbsp;</span></td>
		<td class="row2" nowrap="nowrap"><input type="radio" name="show_results" value="posts" /><span class="genmed">Posts<input type="radio" name="show_results" value="topics" checked="checked" />Topics</span></td>
		<td class="row1" align="right"><span class="gen">Return first</span></td>
		<td class="row2" valign="middle"><span class="genmed"><select class="post" name="return_chars"><option value="-1">All available</option><option value="0">0</option><option value="25">25</option><option value="50">50</option><option value="100">100</option><option value="200" selected="selected">200</option><option value="300">300</option></select> characters of posts</span></td>
	</tr>
	<tr> 
		<td class="catBottom" colspan="4" align="center" height="28"><input type="hidden" name="sid" value="%s" /><input class="liteoption" type="submit" value="Search" /></td>
	</tr>
</table>

<table width="100%%" cellspacing="2" border="0" align="center" cellpadding="2">
	<tr> 
		<td align="right" valign="middle"><span class="gensmall">All times are GMT</span></td>
	</tr>
</table></form>

<table width="100%%" border="0">
	<tr>
		<td align="right" valign="top">%s</td>
	</tr>
</table>
`, c.Href("search.php?mode=results"), c.Href("index.php"), pb2Site, forums.String(), pb2DaysSelect("search_time", "All Posts", 0), cats.String(), c.Sid, s.jumpbox(c, nil))
}

// results is search_results_posts.tpl or search_results_topics.tpl, its
// pager search.php?search_id=N&start=S.
func (s pb2Skin) results(c *Ctx, d *pb2Tables, f *pb2Search, start int) string {
	var h strings.Builder
	items, per := len(f.posts), c.W.Shape.PostsPerPage
	if f.topics != nil {
		items, per = len(f.topics), c.W.Shape.ThreadsPerPage
	}
	matches := "Search found 1 match"
	if items != 1 {
		matches = fmt.Sprintf("Search found %d matches", items)
	}
	fmt.Fprintf(&h, `
<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
  <tr> 
	<td align="left" valign="bottom"><span class="maintitle">%s</span><br /></td>
  </tr>
</table>

<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
  <tr> 
	<td align="left"><span class="nav"><a href="%s" class="nav">%s Forum Index</a></span></td>
  </tr>
</table>
`, matches, c.Href("index.php"), pb2Site)
	if f.topics != nil {
		h.WriteString(`
<table width="100%" cellpadding="4" cellspacing="1" border="0" class="forumline" align="center">
  <tr> 
	<th width="4%" height="25" class="thCornerL" nowrap="nowrap">&nbsp;</th>
	<th class="thTop" nowrap="nowrap">&nbsp;Forum&nbsp;</th>
	<th class="thTop" nowrap="nowrap">&nbsp;Topics&nbsp;</th>
	<th class="thTop" nowrap="nowrap">&nbsp;Author&nbsp;</th>
	<th class="thTop" nowrap="nowrap">&nbsp;Replies&nbsp;</th>
	<th class="thTop" nowrap="nowrap">&nbsp;Views&nbsp;</th>
	<th class="thCornerR" nowrap="nowrap">&nbsp;Last Post&nbsp;</th>
  </tr>
`)
		for _, t := range f.topics[min(start, len(f.topics)):min(start+per, len(f.topics))] {
			id := d.topic[t]
			last := t.LastPost()
			fmt.Fprintf(&h, `  <tr> 
	<td class="row1" align="center" valign="middle"><img src="%s" width="19" height="18" alt="No new posts" title="No new posts" /></td>
	<td class="row1"><span class="forumlink"><a href="%s" class="forumlink">%s</a></span></td>
	<td class="row2"><span class="topictitle"><a href="%s" class="topictitle">%s</a></span><br /><span class="gensmall">%s</span></td>
	<td class="row1" align="center" valign="middle"><span class="name">%s</span></td>
	<td class="row2" align="center" valign="middle"><span class="postdetails">%d</span></td>
	<td class="row1" align="center" valign="middle"><span class="postdetails">%d</span></td>
	<td class="row3Right" align="center" valign="middle" nowrap="nowrap"><span class="postdetails">%s<br />%s <a href="%s"><img src="%s" alt="View latest post" title="View latest post" border="0" /></a></span></td>
  </tr>
`, pb2Image(c, "folder.gif"), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), c.Href(fmt.Sprintf("viewtopic.php?t=%d&highlight=", id)), Esc(t.Title),
				s.gotoPages(c, id, len(t.Posts)), s.userLink(c, t.Author), len(t.Posts)-1, t.Views, last.Time.Format(pb2Date), s.userLink(c, last.Author),
				c.Href(pb2PostURL(d, last)), pb2Image(c, "icon_latest_reply.gif"))
		}
		h.WriteString(`  <tr> 
	<td class="catBottom" colspan="7" height="28" valign="middle">&nbsp; </td>
  </tr>
</table>
`)
	} else {
		h.WriteString(`
<table width="100%" cellpadding="3" cellspacing="1" border="0" class="forumline" align="center">
  <tr> 
	<th width="150" height="25" class="thCornerL" nowrap="nowrap">Author</th>
	<th width="100%" class="thCornerR" nowrap="nowrap">Message</th>
  </tr>
`)
		for _, p := range f.posts[min(start, len(f.posts)):min(start+per, len(f.posts))] {
			t := p.Thread
			pid := d.post[p]
			subject := t.Title
			if p.Index > 0 && Hash("pb2re", pid)%4 == 0 {
				subject = "Re: " + t.Title
			}
			msg := strings.Join(p.Body, " ")
			if len(msg) > 200 {
				msg = msg[:200] + " ..."
			}
			fmt.Fprintf(&h, `  <tr> 
	<td class="catHead" colspan="2" height="28"><span class="topictitle"><img src="%s" align="absmiddle" />&nbsp; Topic:&nbsp;<a href="%s" class="topictitle">%s</a></span></td>
  </tr>
  <tr> 
	<td width="150" align="left" valign="top" class="row1" rowspan="2"><span class="name"><b>%s</b></span><br />
	  <br />
	  <span class="postdetails">Replies: <b>%d</b><br />
	  Views: <b>%d</b></span><br />
	</td>
	<td width="100%%" valign="top" class="row1"><img src="%s" width="12" height="9" alt="Post" title="Post" border="0" /><span class="postdetails">Forum:&nbsp;<b><a href="%s" class="postdetails">%s</a></b>&nbsp;&nbsp;&nbsp;Posted: %s&nbsp;&nbsp;&nbsp;Subject: <b><a href="%s">%s</a></b></span></td>
  </tr>
  <tr>
	<td valign="top" class="row1"><span class="postbody">%s</span></td>
  </tr>
`, pb2Image(c, "folder.gif"), c.Href(fmt.Sprintf("viewtopic.php?t=%d&highlight=", d.topic[t])), Esc(t.Title), s.userLink(c, p.Author),
				len(t.Posts)-1, t.Views, pb2Image(c, "icon_minipost.gif"), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), p.Time.Format(pb2Date),
				c.Href(fmt.Sprintf("viewtopic.php?p=%d&highlight=#%d", pid, pid)), Esc(subject), Esc(msg))
		}
		h.WriteString(`  <tr> 
	<td class="catBottom" colspan="2" height="28" align="center">&nbsp; </td>
  </tr>
</table>
`)
	}
	fmt.Fprintf(&h, `
<table width="100%%" cellspacing="2" border="0" align="center" cellpadding="2">
  <tr> 
	<td align="left" valign="top"><span class="nav">%s</span></td>
	<td align="right" valign="top" nowrap="nowrap"><span class="nav">%s</span><br /><span class="gensmall">All times are GMT</span></td>
  </tr>
</table>

<table width="100%%" cellspacing="2" border="0" align="center">
  <tr> 
	<td valign="top" align="right">%s</td>
  </tr>
</table>
`, pb2PageOf(items, per, start), pb2Pagination(c, fmt.Sprintf("search.php?search_id=%d", pb2SearchID(c.Sid, f.key)), items, per, start), s.jumpbox(c, nil))
	return h.String()
}

func (s pb2Skin) faq(c *Ctx) string {
	blocks := []struct {
		title string
		qs    [][2]string
	}{
		{"Login and Registration Issues", [][2]string{
			{"Why can't I log in?", "Have you registered? Seriously, you must register in order to log in. Have you been banned from the board? If so a message will be displayed."},
			{"Why do I need to register at all?", "You may not have to; it is up to the administrator of the board as to whether you need to register in order to post messages."},
			{"Why do I get logged off automatically?", "If you do not check the Log me in automatically box when you log in the board will only keep you logged in for a preset time."},
			{"I've lost my password!", "Don't panic! While your password cannot be retrieved it can be reset. To do this go to the login page and click I've forgotten my password."}}},
		{"User Preferences and settings", [][2]string{
			{"How do I change my settings?", "All your settings (if you are registered) are stored in the database. To alter them click the Profile link."},
			{"The times are not correct!", "The times are almost certainly correct; however, what you may be seeing are times displayed in a timezone different from the one you are in."}}},
		{"Posting Issues", [][2]string{
			{"How do I post a topic in a forum?", "Easy -- click the relevant button on either the forum or topic screens. You may need to register before you can post a message."},
			{"How do I edit or delete a post?", "Unless you are the board admin or forum moderator you can only edit or delete your own posts."}}},
	}
	var h strings.Builder
	fmt.Fprintf(&h, `
<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
	<tr> 
		<td align="left" class="nav"><a href="%s" class="nav">%s Forum Index</a></td>
	</tr>
</table>

<table class="forumline" width="100%%" cellspacing="1" cellpadding="3" border="0" align="center">
	<tr> 
		<th class="thHead">FAQ</th>
	</tr>
	<tr> 
		<td class="row1">
`, c.Href("index.php"), pb2Site)
	n := 0
	for _, b := range blocks {
		fmt.Fprintf(&h, "\t\t\t<span class=\"gen\"><b>%s</b></span><br />\n", b.title)
		for _, q := range b.qs {
			fmt.Fprintf(&h, "\t\t\t<span class=\"gen\"><a href=\"#%d\" class=\"postlink\">%s</a></span><br />\n", n, q[0])
			n++
		}
		h.WriteString("\t\t\t<br />\n")
	}
	h.WriteString("\t\t</td>\n\t</tr>\n</table>\n\n<br clear=\"all\" />\n")
	n = 0
	for _, b := range blocks {
		fmt.Fprintf(&h, `
<table class="forumline" width="100%%" cellspacing="1" cellpadding="3" border="0" align="center">
	<tr> 
		<td class="catHead" height="28" align="center"><span class="cattitle">%s</span></td>
	</tr>
`, b.title)
		for i, q := range b.qs {
			row := "row1"
			if i%2 == 1 {
				row = "row2"
			}
			fmt.Fprintf(&h, `	<tr> 
		<td class="%s" align="left" valign="top"><span class="postbody"><a name="%d"></a><b>%s</b></span><br /><span class="postbody">%s<br /><a class="postlink" href="#Top">Back to top</a></span></td>
	</tr>
	<tr>
		<td class="spaceRow" height="1"><img src="%s" alt="" width="1" height="1" /></td>
	</tr>
`, row, n, q[0], q[1], pb2Image(c, "spacer.gif"))
			n++
		}
		h.WriteString("</table>\n\n<br clear=\"all\" />\n")
	}
	fmt.Fprintf(&h, `
<table width="100%%" cellspacing="2" border="0" align="center">
	<tr> 
		<td align="right" valign="middle" nowrap="nowrap"><span class="gensmall">All times are GMT</span><br /><br />%s</td> 
	</tr>
</table>
`, s.jumpbox(c, nil))
	return h.String()
}

// viewonline is viewonline.php: who is online and where, each place a link.
func (s pb2Skin) viewonline(c *Ctx) string {
	var h strings.Builder
	online := s.online(c)
	fmt.Fprintf(&h, `
<table width="100%%" cellspacing="2" cellpadding="2" border="0" align="center">
  <tr> 
	<td align="left"><span class="nav"><a href="%s" class="nav">%s Forum Index</a></span></td>
  </tr>
</table>

<table width="100%%" cellpadding="4" cellspacing="1" border="0" class="forumline">
  <tr> 
	<th width="35%%" class="thCornerL" height="25">&nbsp;Username&nbsp;</th>
	<th width="25%%" class="thTop">&nbsp;Last Updated&nbsp;</th>
	<th width="40%%" class="thCornerR">&nbsp;Forum Location&nbsp;</th>
  </tr>
  <tr> 
	<td class="catSides" colspan="3" height="28"><span class="cattitle">There are %d Registered users online</span></td>
  </tr>
`, c.Href("index.php"), pb2Site, len(online))
	place := func(i int) (string, string) {
		b := c.W.Boards[int(Hash("pb2where", i, c.W.Now.YearDay())%uint64(len(c.W.Boards)))]
		switch Hash("pb2what", i) % 3 {
		case 0:
			return "Forum Index", c.Href("index.php")
		case 1:
			return b.Name, c.Href(s.BoardURL(b, 1))
		}
		return "Searching", c.Href("search.php")
	}
	for i, u := range online {
		where, href := place(u.ID)
		row := "row1"
		if i%2 == 1 {
			row = "row2"
		}
		fmt.Fprintf(&h, `  <tr> 
	<td width="35%%" class="%s">&nbsp;<span class="gen"><a href="%s" class="gen">%s</a></span>&nbsp;</td>
	<td width="25%%" align="center" nowrap="nowrap" class="%s">&nbsp;<span class="gen">%s</span>&nbsp;</td>
	<td width="40%%" class="%s">&nbsp;<span class="gen"><a href="%s" class="gen">%s</a></span>&nbsp;</td>
  </tr>
`, row, c.Href(pb2Profile(u)), Esc(u.Name), row, c.W.Now.Add(-time.Duration(Hash("pb2seen", u.ID)%300)*time.Second).Format(pb2Date), row, href, Esc(where))
	}
	guests := 3 + int(Hash("pb2guests", c.W.Now.YearDay())%9)
	fmt.Fprintf(&h, `  <tr> 
	<td colspan="3" height="1" class="row3"><img src="%s" width="1" height="1" alt="." /></td>
  </tr>
  <tr> 
	<td class="catSides" colspan="3" height="28"><span class="cattitle">There are %d Guest users online</span></td>
  </tr>
`, pb2Image(c, "spacer.gif"), guests)
	for i := range guests {
		where, href := place(1000 + i)
		fmt.Fprintf(&h, `  <tr> 
	<td width="35%%" class="row1">&nbsp;<span class="gen">Guest</span>&nbsp;</td>
	<td width="25%%" align="center" nowrap="nowrap" class="row1">&nbsp;<span class="gen">%s</span>&nbsp;</td>
	<td width="40%%" class="row1">&nbsp;<span class="gen"><a href="%s" class="gen">%s</a></span>&nbsp;</td>
  </tr>
`, c.W.Now.Add(-time.Duration(Hash("pb2gseen", i)%300)*time.Second).Format(pb2Date), href, Esc(where))
	}
	fmt.Fprintf(&h, `</table>

<table width="100%%" cellspacing="2" border="0" align="center" cellpadding="2">
  <tr> 
	<td align="left" valign="top"><span class="gensmall">This data is based on users active over the past five minutes</span></td>
	<td align="right" valign="top"><span class="gensmall">All times are GMT</span></td>
  </tr>
</table>

<br />

<table width="100%%" cellspacing="2" border="0" align="center">
  <tr> 
	<td valign="top" align="right">%s</td>
  </tr>
</table>
`, s.jumpbox(c, nil))
	return h.String()
}

// pb2CSS is overall_header.tpl's stylesheet with subSilver's theme values.
const pb2CSS = `<style type="text/css">
<!--
/*
  The original subSilver Theme for phpBB version 2+
  Created by subBlue design
  http://www.subBlue.com

  NOTE: These CSS definitions are stored within the main page body so that you can use the phpBB2
  theme administration centre. When you have finalised your style you could cut the final CSS code
  and place it in an external file, deleting this section to save bandwidth.
*/

/* General page style. The scroll bar colours only visible in IE5.5+ */
body { 
	background-color: #E5E5E5;
	scrollbar-face-color: #DEE3E7;
	scrollbar-highlight-color: #FFFFFF;
	scrollbar-shadow-color: #DEE3E7;
	scrollbar-3dlight-color: #D1D7DC;
	scrollbar-arrow-color:  #006699;
	scrollbar-track-color: #EFEFEF;
	scrollbar-darkshadow-color: #98AAB1;
}

/* General font families for common tags */
font,th,td,p { font-family: Verdana, Arial, Helvetica, sans-serif }
a:link,a:active,a:visited { color : #006699; }
a:hover		{ text-decoration: underline; color : #DD6900; }
hr	{ height: 0px; border: solid #D1D7DC 0px; border-top-width: 1px;}

/* This is the border line & background colour round the entire page */
.bodyline	{ background-color: #FFFFFF; border: 1px #98AAB1 solid; }

/* This is the outline round the main forum tables */
.forumline	{ background-color: #FFFFFF; border: 2px #006699 solid; }

/* Main table cell colours and backgrounds */
td.row1	{ background-color: #EFEFEF; }
td.row2	{ background-color: #DEE3E7; }
td.row3	{ background-color: #D1D7DC; }

/*
  This is for the table cell above the Topics, Post & Last posts on the index.php page
  By default this is the fading out gradiated silver background.
  However, you could replace this with a bitmap specific for each forum
*/
td.rowpic {
		background-color: #FFFFFF;
		background-image: url(templates/subSilver/images/cellpic2.jpg);
		background-repeat: repeat-y;
}

/* Header cells - the blue and silver gradient backgrounds */
th	{
	color: #FFA34F; font-size: 11px; font-weight : bold; 
	background-color: #006699; height: 25px;
	background-image: url(templates/subSilver/images/cellpic3.gif);
}

td.cat,td.catHead,td.catSides,td.catLeft,td.catRight,td.catBottom {
			background-image: url(templates/subSilver/images/cellpic1.gif);
			background-color:#D1D7DC; border: #FFFFFF; border-style: solid; height: 28px;
}

/*
  Setting additional nice inner borders for the main table cells.
  The names indicate which sides the border will be on.
  Don't worry if you don't understand this, just ignore it :-)
*/
td.cat,td.catHead,td.catBottom {
	height: 29px;
	border-width: 0px 0px 0px 0px;
}
th.thHead,th.thSides,th.thTop,th.thLeft,th.thRight,th.thBottom,th.thCornerL,th.thCornerR {
	font-weight: bold; border: #FFFFFF; border-style: solid; height: 28px;
}
td.row3Right,td.spaceRow {
	background-color: #D1D7DC; border: #FFFFFF; border-style: solid;
}

th.thHead,td.catHead { font-size: 12px; border-width: 1px 1px 0px 1px; }
th.thSides,td.catSides,td.spaceRow	 { border-width: 0px 1px 0px 1px; }
th.thRight,td.catRight,td.row3Right	 { border-width: 0px 1px 0px 0px; }
th.thLeft,td.catLeft	  { border-width: 0px 0px 0px 1px; }
th.thBottom,td.catBottom  { border-width: 0px 1px 1px 1px; }
th.thTop	 { border-width: 1px 0px 0px 0px; }
th.thCornerL { border-width: 1px 0px 0px 1px; }
th.thCornerR { border-width: 1px 1px 0px 0px; }

/* The largest text used in the index page title and toptic title etc. */
.maintitle	{
	font-weight: bold; font-size: 22px; font-family: "Trebuchet MS",Verdana, Arial, Helvetica, sans-serif;
	text-decoration: none; line-height : 120%; color : #000000;
}

/* General text */
.gen { font-size : 12px; }
.genmed { font-size : 11px; }
.gensmall { font-size : 10px; }
.gen,.genmed,.gensmall { color : #000000; }
a.gen,a.genmed,a.gensmall { color: #006699; text-decoration: none; }
a.gen:hover,a.genmed:hover,a.gensmall:hover	{ color: #DD6900; text-decoration: underline; }

/* The register, login, search etc links at the top of the page */
.mainmenu		{ font-size : 11px; color : #000000 }
a.mainmenu		{ text-decoration: none; color : #006699;  }
a.mainmenu:hover{ text-decoration: underline; color : #DD6900; }

/* Forum category titles */
.cattitle		{ font-weight: bold; font-size: 12px ; letter-spacing: 1px; color : #006699}
a.cattitle		{ text-decoration: none; color : #006699; }
a.cattitle:hover{ text-decoration: underline; }

/* Forum title: Text and link to the forums used in: index.php */
.forumlink		{ font-weight: bold; font-size: 12px; color : #006699; }
a.forumlink 	{ text-decoration: none; color : #006699; }
a.forumlink:hover{ text-decoration: underline; color : #DD6900; }

/* Used for the navigation text, (Page 1,2,3 etc) and the navigation bar when in a forum */
.nav			{ font-weight: bold; font-size: 11px; color : #000000;}
a.nav			{ text-decoration: none; color : #006699; }
a.nav:hover		{ text-decoration: underline; }

/* titles for the topics: could specify viewed link colour too */
.topictitle,h1,h2	{ font-weight: bold; font-size: 11px; color : #000000; }
a.topictitle:link   { text-decoration: none; color : #006699; }
a.topictitle:visited { text-decoration: none; color : #5493B4; }
a.topictitle:hover	{ text-decoration: underline; color : #DD6900; }

/* Name of poster in viewmsg.php and viewtopic.php and other places */
.name			{ font-size : 11px; color : #000000;}

/* Location, number of posts, post date etc */
.postdetails		{ font-size : 10px; color : #000000; }

/* The content of the posts (body of text) */
.postbody { font-size : 12px; line-height: 18px}
a.postlink:link	{ text-decoration: none; color : #006699 }
a.postlink:visited { text-decoration: none; color : #5493B4; }
a.postlink:hover { text-decoration: underline; color : #DD6900}

/* Quote & Code blocks */
.code { 
	font-family: Courier, 'Courier New', sans-serif; font-size: 11px; color: #006600;
	background-color: #FAFAFA; border: #D1D7DC; border-style: solid;
	border-left-width: 1px; border-top-width: 1px; border-right-width: 1px; border-bottom-width: 1px
}

.quote {
	font-family: Verdana, Arial, Helvetica, sans-serif; font-size: 11px; color: #444444; line-height: 125%;
	background-color: #FAFAFA; border: #D1D7DC; border-style: solid;
	border-left-width: 1px; border-top-width: 1px; border-right-width: 1px; border-bottom-width: 1px
}

/* Copyright and bottom info */
.copyright		{ font-size: 10px; font-family: Verdana, Arial, Helvetica, sans-serif; color: #444444; letter-spacing: -1px;}
a.copyright		{ color: #444444; text-decoration: none;}
a.copyright:hover { color: #000000; text-decoration: underline;}

/* Form elements */
input,textarea, select {
	color : #000000;
	font: normal 11px Verdana, Arial, Helvetica, sans-serif;
	border-color : #000000;
}

/* The text input fields background colour */
input.post, textarea.post, select {
	background-color : #FFFFFF;
}

input { text-indent : 2px; }

/* The buttons used for bbCode styling in message post */
input.button {
	background-color : #EFEFEF;
	color : #000000;
	font-size: 11px; font-family: Verdana, Arial, Helvetica, sans-serif;
}

/* The main submit button option */
input.mainoption {
	background-color : #FAFAFA;
	font-weight : bold;
}

/* None-bold submit button */
input.liteoption {
	background-color : #FAFAFA;
	font-weight : normal;
}

/* This is the line in the posting page which shows the rollover
  help line. This is actually a text box, but if set to be the same
  colour as the background no one will know ;)
*/
.helpline { background-color: #DEE3E7; border-style: none; }

/* Import the fancy styles for IE only (NS4.x doesn't use the @import function) */
@import url("templates/subSilver/formIE.css"); 
-->
</style>
`
