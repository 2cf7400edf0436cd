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

// The forum plugin of e107 CMS 2.3 inside an e107 site with the bootstrap3
// theme, search-engine-friendly URLs off (e107's default), seen by a guest.
// The site lives at the host root: index.php sends visitors to the front page,
// news.php (news items with their comments), and the theme's navigation bar
// and side menus (login, online, the forum's latest posts) frame every page,
// the forum's included. The forum is a plugin: its scripts sit under
// e107_plugins/forum/ and its entry page is forum.php, the index of forum
// parents (the world's categories, header rows only, no page of their own)
// and their forums, sub-forums listed under their forum. Parents and forums
// share one forum table and so one id sequence in display order; topics and
// posts are numbered in posting order over the site, users from 2 (the
// administrator, who writes the news, is 1). The plugin's defaults: 25 topics
// a forum page, 10 posts a topic page; guests may read but not post, so the
// "Post reply" and "New topic" buttons are disabled and no quick-reply form is
// drawn, and the member list and profiles (memberlist_access: members) answer
// a guest with "You must be logged in". With SEF URLs off, e107::url() builds
// a plugin URL from its legacy template and appends the options' query before
// the template's own id, so page links read ?p=N&id=T. The pagers are
// e107's nextprev shortcode, which links page 1 as p=1. URL scheme
// (mount-relative, the mount being the host root):
//
//	e107_plugins/forum/forum.php               entry: parents and their forums, sub-forums, last posts
//	e107_plugins/forum/forum.php?new           the newest topics (other); ?f=track, ?f=rules (other);
//	                                           ?f=mfar&id=N (mark read) 302s back to forum.php (entry)
//	e107_plugins/forum/forum_viewforum.php?[p=N&]id=F   a forum or sub-forum, 25 topics a page, stickies first
//	                                           (index); p=1 is page 1, a page past the end lists nothing (other); a
//	                                           parent's id, an unknown one or none 302s to forum.php
//	e107_plugins/forum/forum_viewtopic.php?[p=N&]id=T   a topic, 10 posts a page (thread); p past the end shows
//	                                           no posts (other); an unknown topic 302s to forum.php
//	e107_plugins/forum/forum_viewtopic.php?last=1&id=T[#post-P]   the last page, rendered in place (thread)
//	e107_plugins/forum/forum_viewtopic.php?f=post&id=P   a post's permalink (latest-posts menu): 301 to ?p=N&id=T#post-P
//	e107_plugins/forum/forum_stats.php         forum statistics (other)
//	e107_plugins/forum/forum_post.php?...      guests may not post: an error page (other)
//	e107_plugins/rss_menu/rss.php?forumthreads.2, ?forumname.2.F, ?forumtopic.2.T, ?news.2   RSS 2.0 feeds (other)
//	email.php?plugin:forum.T, print.php?plugin:forum.T   a topic's "email to a friend" form and printable view (other)
//	user.php, user.php?id.N                    the member list and profiles: "You must be logged in" (other)
//	"" (the host root), index.php              302 to news.php, the front page (other)
//	news.php, news.php?extend.N, news.php?list.C   the news, an item with its comments, a category (other)
//	page.php?id=1, contact.php, search.php[?q=W...], login.php, signup.php, fpw.php, submitnews.php   other
//
// Unknown scripts are the web server's 404.
func e107() *Package {
	return &Package{
		Name: "e107", Software: "e107 2.3 forum plugin (bootstrap3 theme, SEF URLs off)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 3}, SubBoardChance: 0.2, Threads: [2]int{14, 40},
			Posts: [2]int{1, 14}, LongThreadChance: 0.12, ThreadsPerPage: 25, PostsPerPage: 10, Users: 70,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 7151, Unseen: true,
		Skin: e1Skin{},
	}
}

// e1Skin renders e107 2.3's forum plugin and the site around it.
type e1Skin struct{}

const (
	e1Site      = "Riverside Community Site"
	e1Tagline   = "Local news, events and a friendly forum"
	e1Forum     = "e107_plugins/forum/"
	e1RSS       = "e107_plugins/rss_menu/rss.php"
	e1Theme     = "/e107_themes/bootstrap3"
	e1Version   = "2.3.3"
	e1Title     = "Forums" // the forum's title pref
	e1Popular   = 10       // replies that make a topic popular
	e1NewPosts  = 10       // the latest-posts menu and forum.php?new
	e1ForumDate = "Mon Jan 02 2006, 03:04PM"
)

// e1News is a news item of the site's front page.
type e1News struct {
	id       int
	title    string
	cat      int // index in e1NewsCats
	at       time.Time
	body     []string
	comments []e1Comment
}

type e1Comment struct {
	author *User
	at     time.Time
	text   string
}

var e1NewsCats = []string{"General", "Club News", "Events"}

// e1Tables are what the skin derives from a world.
type e1Tables struct {
	o       idOrder
	admin   *User
	fid     map[*Board]int // forum_id, parents and forums in one sequence
	pid     map[*Category]int
	forumBy map[int]*Board
	latest  []*Post // newest first, for the latest-posts menu
	newest  *User
	news    []*e1News
	newsBy  map[int]*e1News
}

func e1Tab(w *World) *e1Tables {
	return w.Derived("e107", func() any {
		d := &e1Tables{o: newIDOrder(w), fid: map[*Board]int{}, pid: map[*Category]int{}, forumBy: map[int]*Board{}, newsBy: map[int]*e1News{}}
		d.admin = &User{ID: 0, Name: "admin", Joined: w.Now.AddDate(-7, -1, 0), Bio: "Runs this site."}
		for _, cat := range w.Categories {
			d.pid[cat] = catNodeID(cat)
		}
		for _, b := range w.Boards {
			d.fid[b] = nodeID(b)
			d.forumBy[nodeID(b)] = b
		}
		for i := len(d.o.posts) - 1; i >= 0 && len(d.latest) < e1NewPosts; i-- {
			d.latest = append(d.latest, d.o.posts[i])
		}
		for _, u := range w.Users {
			if d.newest == nil || u.Joined.After(d.newest.Joined) {
				d.newest = u
			}
		}
		g := text.New(w.Seed+107, w.Shape.Lang)
		for i := range 8 {
			topic := w.Categories[i%len(w.Categories)].Topic
			n := &e1News{id: 12 - i, title: g.Title(topic), cat: g.Intn(len(e1NewsCats)),
				at: w.Now.Add(-time.Duration(30+i*11*24+g.Intn(100)) * time.Hour), body: g.Paragraphs(topic, 3+g.Intn(3), 0.2)}
			at := n.at
			for range g.Intn(5) {
				at = at.Add(time.Duration(1+g.Intn(40)) * time.Hour)
				n.comments = append(n.comments, e1Comment{author: w.Users[g.Intn(len(w.Users))], at: at, text: g.Sentence(topic)})
			}
			d.news = append(d.news, n)
			d.newsBy[n.id] = n
		}
		return d
	}).(*e1Tables)
}

// e1UID is a member's user_id: the administrator is 1.
func e1UID(u *User) int { return u.ID + 1 }

func (e1Skin) Entry() string { return e1Forum + "forum.php" }

// BoardURL is e107::url('forum','forum') with the pager's p in front of the template's id.
func (e1Skin) BoardURL(b *Board, p int) string {
	id := e1Tab(b.World).fid[b]
	if p > 1 {
		return fmt.Sprintf("%sforum_viewforum.php?p=%d&id=%d", e1Forum, p, id)
	}
	return fmt.Sprintf("%sforum_viewforum.php?id=%d", e1Forum, id)
}

// ThreadURL is e107::url('forum','topic') the same way.
func (e1Skin) ThreadURL(t *Thread, p int) string {
	id := e1Tab(t.Board.World).o.threadID[t]
	if p > 1 {
		return fmt.Sprintf("%sforum_viewtopic.php?p=%d&id=%d", e1Forum, p, id)
	}
	return fmt.Sprintf("%sforum_viewtopic.php?id=%d", e1Forum, id)
}

// pageLink is a pager's link: nextprev writes p=1 for the first page too.
func (e1Skin) pageLink(script string, id, p int) string {
	return fmt.Sprintf("%s%s?p=%d&id=%d", e1Forum, script, p, id)
}

func (e1Skin) lastURL(d *e1Tables, t *Thread) string {
	return fmt.Sprintf("%sforum_viewtopic.php?last=1&id=%d#post-%d", e1Forum, d.o.threadID[t], d.o.postID[t.LastPost()])
}

func (e1Skin) postURL(d *e1Tables, p *Post) string {
	return fmt.Sprintf("%sforum_viewtopic.php?f=post&id=%d", e1Forum, d.o.postID[p])
}

func e1Profile(u *User) string { return fmt.Sprintf("user.php?id.%d", e1UID(u)) }

func e1Date(t time.Time) string { return t.Format(e1ForumDate) }

// e1Lapse is computeLapse()'s short form, as the lists print dates.
func e1Lapse(now, t time.Time) string {
	d := now.Sub(t)
	switch {
	case d < time.Hour:
		return fmt.Sprintf("%d minutes ago", max(1, int(d.Minutes())))
	case d < 24*time.Hour:
		return fmt.Sprintf("%d hours ago", int(d.Hours()))
	case d < 60*24*time.Hour:
		return fmt.Sprintf("%d days ago", int(d.Hours()/24))
	case d < 730*24*time.Hour:
		return fmt.Sprintf("%d months ago", int(d.Hours()/24/30))
	}
	return fmt.Sprintf("%d years ago", int(d.Hours()/24/365))
}

// Serve routes a request the way the site's scripts split it.
func (s e1Skin) Serve(c *Ctx) Response {
	d := e1Tab(c.W)
	other := Info{Type: TypeOther}
	switch c.Path {
	case "", "index.php":
		// The front page is news.php: index.php sends visitors there.
		return c.Redirect("news.php", other)
	case e1Forum + "forum.php":
		return s.index(c, d)
	case e1Forum + "forum_viewforum.php":
		return s.viewforum(c, d)
	case e1Forum + "forum_viewtopic.php":
		return s.viewtopic(c, d)
	case e1Forum + "forum_stats.php":
		return c.Page(other, s.frame(c, d, "Forum Statistics / Forum", s.stats(c, d)))
	case e1Forum + "forum_post.php":
		return c.Page(other, s.frame(c, d, "Forum", s.panel("Error", "<div class='alert alert-danger'>You do not have permission to post in this forum.</div>")))
	case e1RSS:
		return s.rss(c, d)
	case "news.php":
		return s.news(c, d)
	case "user.php":
		// memberlist_access is "members": a guest sees neither the list nor profiles.
		return c.Page(other, s.frame(c, d, "Members", s.panel("Error", "<div style='text-align:center'>You must be logged in to view this page.</div>")))
	case "email.php", "print.php":
		return s.emailPrint(c, d)
	case "page.php":
		if c.Query.Get("id") != "1" {
			return c.NotFound(notFoundPage)
		}
		return c.Page(other, s.frame(c, d, "About us", s.panel("About us",
			"<p>"+Esc(e1Site)+" is run by volunteers. Everyone may read the news and the forum; members may post.</p>")))
	case "contact.php", "login.php", "signup.php", "fpw.php", "submitnews.php":
		return c.Page(other, s.frame(c, d, e1Forms[c.Path].title, s.panel(e1Forms[c.Path].title, e1Forms[c.Path].body)))
	case "search.php":
		return c.Page(other, s.frame(c, d, "Search", s.search(c, d)))
	}
	return c.NotFound(notFoundPage)
}

var e1Forms = map[string]struct{ title, body string }{
	"contact.php":    {"Contact Us", `<form action="/contact.php" method="post" id="contactForm"><div class="form-group"><label for="contactName">Name</label><input type="text" id="contactName" name="author_name" class="form-control" /></div><div class="form-group"><label for="contactEmail">Email</label><input type="email" id="contactEmail" name="email_send" class="form-control" /></div><div class="form-group"><label for="contactSubject">Subject</label><input type="text" id="contactSubject" name="subject" class="form-control" /></div><div class="form-group"><textarea name="body" rows="10" class="form-control"></textarea></div><input type="submit" name="send-contactus" value="Send" class="btn btn-primary" /></form>`},
	"login.php":      {"Sign In", `<form method="post" action="/login.php"><div class="form-group"><input class="form-control" type="text" name="username" placeholder="Username" /></div><div class="form-group"><input class="form-control" type="password" name="userpass" placeholder="Password" /></div><div class="checkbox"><label><input type="checkbox" name="autologin" value="1" /> Remember me</label></div><input class="btn btn-primary" type="submit" name="userlogin" value="Sign In" /></form><p><a href="/fpw.php">Forgot password?</a> &middot; <a href="/signup.php">Sign up</a></p>`},
	"signup.php":     {"Sign up", `<form method="post" action="/signup.php" id="signupform"><div class="form-group"><label>Display name</label><input class="form-control" type="text" name="username" /></div><div class="form-group"><label>Email address</label><input class="form-control" type="email" name="email" /></div><div class="form-group"><label>Password</label><input class="form-control" type="password" name="password1" /></div><div class="form-group"><label>Re-type password</label><input class="form-control" type="password" name="password2" /></div><input class="btn btn-primary" type="submit" name="register" value="Sign up" /></form>`},
	"fpw.php":        {"Reset Password", `<form method="post" action="/fpw.php"><div class="form-group"><label>Email address</label><input class="form-control" type="email" name="email" /></div><input class="btn btn-primary" type="submit" name="pwsubmit" value="Submit" /></form>`},
	"submitnews.php": {"Submit News", `<div class="alert alert-info">You must be logged in to submit news.</div><p><a href="/login.php">Sign In</a></p>`},
}

// index is forum.php: the parents and their forums, or one of its functions.
func (s e1Skin) index(c *Ctx, d *e1Tables) Response {
	other := Info{Type: TypeOther}
	switch c.Query.Get("f") {
	case "mfar":
		// Marking a forum read returns to the script itself.
		return c.Redirect(s.Entry(), Info{Type: TypeEntry, Canonical: s.Entry()})
	case "rules":
		return c.Page(other, s.frame(c, d, "Forum", s.crumbs(c, d, "Forum Rules")+
			s.panel("Forum Rules", "<div id='forum-rules'>There are no forum rules at this time.</div><div class='center'>"+s.back(c)+"</div>")))
	case "track":
		// A guest tracks nothing: the list is empty.
		return c.Page(other, s.frame(c, d, "Forum", s.panel("Tracked topics", "<div class='center'>"+s.back(c)+"</div>")))
	}
	if c.RawQuery == "new" {
		var h strings.Builder
		h.WriteString(s.mainStart(c, d, "New posts"))
		for _, t := range firstN(c.W.ThreadsByActivity(), e1NewPosts, func(*Thread) bool { return true }) {
			fmt.Fprintf(&h, "<tr>\n<td>%s</td>\n<td><a href='%s'>%s</a><br /><small>%s</small></td>\n<td class='hidden-xs text-center'>%s</td>\n<td class='text-center'>%s</td>\n<td class='hidden-xs text-center'><small>%s</small></td>\n</tr>",
				e1Icon("nonew"), c.Href(s.ThreadURL(t, 1)), Esc(t.Title), Esc(t.Board.Name), e1Badge(len(t.Posts)-1), e1Badge(1), s.lastPost(c, d, t))
		}
		h.WriteString("</table></div>")
		return c.Page(other, s.frame(c, d, "Forum", s.panel(e1Title, h.String())))
	}
	var h strings.Builder
	h.WriteString(s.mainStart(c, d, ""))
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `<tr class='forum-parent'>
<th colspan='2'>%s </th>
<th class='hidden-xs text-center'>Replies</th>
<th class='text-center'>Topics</th>
<th class='hidden-xs text-center'>Last Post</th>
</tr>`, Esc(cat.Name))
		for _, b := range cat.Boards {
			subs := ""
			if len(b.Children) > 0 {
				var ls []string
				for _, ch := range b.Children {
					ls = append(ls, fmt.Sprintf("<a href='%s'>%s</a>", c.Href(s.BoardURL(ch, 1)), Esc(ch.Name)))
				}
				subs = "<br /><div class='smalltext'>Sub-forums: " + strings.Join(ls, ", ") + "</div>"
			}
			last := "-"
			if p := b.Latest(); p != nil {
				last = fmt.Sprintf("<a href='%s'>%s</a> <a href='%s'>%s</a>", c.Href(e1Profile(p.Author)), Esc(p.Author.Name),
					c.Href(s.lastURL(d, p.Thread)), e1Lapse(c.W.Now, p.Time))
			}
			fmt.Fprintf(&h, `<tr>
<td>%s</td>
<td><a href='%s'>%s</a><br /><small>%s</small>%s</td>
<td class='hidden-xs text-center'>%s</td>
<td class='text-center'>%s</td>
<td class='hidden-xs text-center'><small>%s</small></td>
</tr>`, e1Icon("nonew"), c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), subs,
				e1Badge(b.AllPosts()-b.AllThreads()), e1Badge(b.AllThreads()), last)
		}
	}
	fmt.Fprintf(&h, `</table><div class='forum-footer center'><small>%s</small></div></div>`, s.userInfo(c, d))
	return c.Page(Info{Type: TypeEntry, Canonical: s.Entry()}, s.frame(c, d, e1Title, s.panel(e1Title, h.String())))
}

// mainStart is the index template's start: the breadcrumb, the search box and the table head.
func (s e1Skin) mainStart(c *Ctx, d *e1Tables, crumb string) string {
	return s.crumbs(c, d, crumb) + `
<div class=''>
<div class='form-group right'>` + s.searchForm() + `</div>
</div>
<div id='forum' >
<table class='table table-striped table-bordered table-hover'>
<colgroup>
<col style='width:3%' />
<col />
<col class='hidden-xs' style='width:10%' />
<col style='width:10%' />
<col class='hidden-xs' style='width:20%' />
</colgroup>
<tr class='forum-title'>
<th colspan='5'>` + e1Title + `</th>
</tr>`
}

// userInfo is the index footer: who is about, the newest member, the forum's own pages.
func (s e1Skin) userInfo(c *Ctx, d *e1Tables) string {
	posts := len(c.W.Posts)
	return fmt.Sprintf(`Our members have made a total of %d posts in %d topics. We have %d registered members.<br />The newest registered member is <a href='%s'>%s</a>.<br />
<a href='%s'>Show new posts</a> &middot; <a href='%s'>Tracked topics</a> &middot; <a href='%s'>Forum statistics</a> &middot; <a href='%s'>Forum rules</a>`,
		posts, len(c.W.Threads), len(c.W.Users)+1, c.Href(e1Profile(d.newest)), Esc(d.newest.Name),
		c.Href(e1Forum+"forum.php?new"), c.Href(e1Forum+"forum.php?f=track"), c.Href(e1Forum+"forum_stats.php"), c.Href(e1Forum+"forum.php?f=rules"))
}

func (s e1Skin) back(c *Ctx) string {
	return fmt.Sprintf("<a class='btn btn-default' href='%s'>Back</a>", c.Href(s.Entry()))
}

// crumbs is the forum's breadcrumb: Forums, then the trail; the last part is text.
func (s e1Skin) crumbs(c *Ctx, d *e1Tables, last string, trail ...string) string {
	var h strings.Builder
	h.WriteString("<ul class=\"breadcrumb\">\n")
	if last == "" && len(trail) == 0 {
		h.WriteString("<li>" + e1Title + "</li>\n</ul>")
		return h.String()
	}
	fmt.Fprintf(&h, "<li><a href=\"%s\">%s</a><span class=\"divider\"></span></li>\n", c.Href(s.Entry()), e1Title)
	for _, t := range trail {
		h.WriteString("<li>" + t + "<span class=\"divider\"></span></li>\n")
	}
	h.WriteString("<li>" + last + "</li>\n</ul>")
	return h.String()
}

// boardTrail is a forum's breadcrumb: its parent (text, parents have no page) and the forums above it.
func (s e1Skin) boardTrail(c *Ctx, b *Board) []string {
	out := []string{Esc(b.Category.Name)}
	for _, x := range b.Trail()[:len(b.Trail())-1] {
		out = append(out, fmt.Sprintf("<a href=\"%s\">%s</a>", c.Href(s.BoardURL(x, 1)), Esc(x.Name)))
	}
	return out
}

func e1Badge(n int) string {
	if n == 0 {
		return "<span class='badge'>0</span>"
	}
	return fmt.Sprintf("<span class='badge badge-info'>%d</span>", n)
}

func e1Icon(kind string) string {
	return fmt.Sprintf("<img src='/e107_plugins/forum/images/lite/%s.png' alt='' class='icon S32 action' />", kind)
}

func (s e1Skin) lastPost(c *Ctx, d *e1Tables, t *Thread) string {
	if len(t.Posts) < 2 {
		return " - "
	}
	p := t.LastPost()
	return fmt.Sprintf("<a href='%s'>%s</a> <a href='%s'>%s</a>", c.Href(e1Profile(p.Author)), Esc(p.Author.Name), c.Href(s.lastURL(d, t)), e1Lapse(c.W.Now, p.Time))
}

// e1Page reads the p parameter: absent, zero or not a number is page 1.
func e1Page(c *Ctx) int {
	if n := c.Int("p"); n > 1 {
		return n
	}
	return 1
}

// viewforum is forum_viewforum.php: a forum's topics.
func (s e1Skin) viewforum(c *Ctx, d *e1Tables) Response {
	b := d.forumBy[c.Int("id")]
	if b == nil {
		// No view permission for an unknown forum: back to the index.
		return c.Redirect(s.Entry(), Info{Type: TypeEntry, Canonical: s.Entry()})
	}
	per := c.W.Shape.ThreadsPerPage
	page := e1Page(c)
	pages := b.Pages(per)
	info := boardInfo(s, b, page)
	if page > pages {
		info = Info{Type: TypeOther}
	}
	fid := d.fid[b]
	var h strings.Builder
	fmt.Fprintf(&h, `<div id='forum-viewforum'><div class=' row-fluid'><div>%s</div></div>
<div class='row row-fluid'>
<div class='col-md-9 span9 pull-left float-left float-start'><h3>%s</h3></div>
<div class='col-md-3 span3 pull-right float-right float-end right'>%s</div></div>
<table class='table table-hover table-striped table-bordered'>
<colgroup>
<col style='width:3%%' />
<col />
<col style='width:8%%' />
<col class='hidden-xs' style='width:8%%' />
<col class='hidden-xs' style='width:20%%' />
</colgroup>
`, s.crumbs(c, d, Esc(b.Name), s.boardTrail(c, b)...), Esc(b.Name), s.newThreadButton(c, d))
	if len(b.Children) > 0 {
		h.WriteString(`<tr>
<th colspan='2'>Sub-forums</th>
<th class='text-center'>Replies</th>
<th class='hidden-xs text-center'>Topics</th>
<th class='hidden-xs'>Last Post</th>
</tr>`)
		for _, ch := range b.Children {
			last := ""
			if p := ch.Latest(); p != nil {
				last = fmt.Sprintf("<a href='%s'>%s</a> %s", c.Href(e1Profile(p.Author)), Esc(p.Author.Name), e1Lapse(c.W.Now, p.Time))
			}
			fmt.Fprintf(&h, `<tr><td>%s</td>
<td><div><a href='%s'>%s</a></div><small>%s</small></td>
<td class='text-center'>%s</td>
<td class='hidden-xs text-center'>%s</td>
<td class='hidden-xs'><small>%s</small></td>
</tr>
`, e1Icon("nonew"), c.Href(s.BoardURL(ch, 1)), Esc(ch.Name), Esc(ch.Description), e1Badge(ch.AllPosts()-ch.AllThreads()), e1Badge(ch.AllThreads()), last)
		}
	}
	ts := Page(b.Threads, page, per)
	if len(ts) == 0 {
		h.WriteString("<div class='alert alert-warning'>There are no topics in this forum</div>")
	}
	sticky, normal := false, false
	for _, t := range ts {
		if t.Sticky && !sticky {
			h.WriteString("<tr><th colspan='2'>Important</th><th class='text-center'>Replies</th><th class='hidden-xs text-center'>Views</th><th class='hidden-xs'>Last Post</th></tr>")
			sticky = true
		}
		if !t.Sticky && !normal {
			h.WriteString("<tr><th colspan='2'>Topics</th><th class='text-center' >Replies</th><th class='hidden-xs text-center'>Views</th><th class='hidden-xs'>Last Post</th></tr>")
			normal = true
		}
		icon := "nonew"
		switch {
		case t.Sticky:
			icon = "sticky"
		case len(t.Posts)-1 >= e1Popular:
			icon = "nonew_popular"
		case len(t.Posts) == 1:
			icon = "noreplies"
		}
		fmt.Fprintf(&h, `<tr id='thread-%d'>
<td>%s</td>
<td>
<div class='row'>
<div class='col-xs-12 col-md-9'>
<a href='%s'>%s</a>
<div><small>Starter: <a href='%s'>%s</a> %s &nbsp;</small></div>
</div><div class='col-xs-12 col-md-3 text-right'> %s</div>
</div>
</td>
<td class='text-center'>%s</td><td class='hidden-xs text-center'><span class='badge badge-info'>%d</span></td>
<td class='hidden-xs'><small>%s </small><div class='span2 right float-right pull-right float-end'></div></td>
</tr>
`, d.o.threadID[t], e1Icon(icon), c.Href(s.ThreadURL(t, 1)), Esc(t.Title), c.Href(e1Profile(t.Author)), Esc(t.Author.Name),
			e1Lapse(c.W.Now, t.Posts[0].Time), s.miniPages(c, d, t), e1Badge(len(t.Posts)-1), t.Views, s.lastPost(c, d, t))
	}
	pager := ""
	if pages > 1 {
		pager = e1Nextprev(pages, page, 10, func(n int) string { return c.Href(s.pageLink("forum_viewforum.php", fid, n)) })
	}
	fmt.Fprintf(&h, `</table>
<div class='row row-fluid d-flex justify-content-between'>

<div class='col-md-5 span5 pull-left float-left float-start left'>%s</div><div class='col-md-3 span3 pull-right float-right float-end right'>%s</div>

</div>

<div class='mb-4'>
<div class='panel panel-default' style='margin-top:50px'>
<div class='panel-heading'>Icon Key</div>
<div class='panel-body'>
%s
</div>
</div>
</div>
<div class='forum-perms'>You <b>cannot</b> start new topics<span class='forum-perms-separator'><!-- --></span>You <b>cannot</b> reply to topics<span class='forum-perms-separator'><!-- --></span>You <b>cannot</b> edit your posts</div>
<p class='text-center'><a href='%s'><img src='/e107_plugins/rss_menu/images/rss2.png' alt='RSS 2.0' /> RSS feed of this forum</a></p>
</div>
<!--- END --> 
`, pager, s.newThreadButton(c, d), e1IconKey, c.Href(fmt.Sprintf("%s?forumname.2.%d", e1RSS, fid)))
	return c.Page(info, s.frame(c, d, b.Name+" / Forum", s.panel(e1Title, h.String())))
}

const e1IconKey = `<div class='row' >
<div class='col-sm-3 col-xs-6'><img src='/e107_plugins/forum/images/lite/new.png' alt='' /> New posts</div>
<div class='col-sm-3 col-xs-6'><img src='/e107_plugins/forum/images/lite/nonew.png' alt='' /> No new posts</div>
<div class='col-sm-3 col-xs-6'><img src='/e107_plugins/forum/images/lite/sticky.png' alt='' /> Sticky</div>
<div class='col-sm-3 col-xs-6'><img src='/e107_plugins/forum/images/lite/announce.png' alt='' /> Announcement</div>
</div>
<div class='row' >
<div class='col-sm-3 col-xs-6'><img src='/e107_plugins/forum/images/lite/new_popular.png' alt='' /> New posts [ popular ]</div>
<div class='col-sm-3 col-xs-6'><img src='/e107_plugins/forum/images/lite/nonew_popular.png' alt='' /> No new posts [ popular ]</div>
<div class='col-sm-3 col-xs-6'><img src='/e107_plugins/forum/images/lite/noreplies.png' alt='' /> No replies</div>
<div class='col-sm-3 col-xs-6'><img src='/e107_plugins/forum/images/lite/closed.png' alt='' /> Closed</div>
</div>`

// newThreadButton is NEWTHREADBUTTONX for a guest: the button disabled, the jump list of every forum.
func (s e1Skin) newThreadButton(c *Ctx, d *e1Tables) string {
	var h strings.Builder
	h.WriteString(`<div class="btn-group"><a href="#" class="btn btn-primary disabled" data-toggle='tooltip' title='Members only' style='cursor: not-allowed; pointer-events: all !important;'>New Topic</a>
<span>&nbsp;</span>
<button class="btn btn-primary dropdown-toggle" data-toggle="dropdown">
<span class="caret"></span>
<span class="sr-only">Toggle Dropdown</span>
</button>
<ul class="dropdown-menu pull-right float-right">
`)
	for _, b := range c.W.Boards {
		fmt.Fprintf(&h, `<li><a class="dropdown-item" href="%s">Go to: %s</a></li>`, c.Href(s.BoardURL(b, 1)), Esc(b.Name))
	}
	h.WriteString("\n</ul>\n</div>")
	return h.String()
}

// miniPages is PAGESX: a topic's pages under its title, the first three and last three when there are many.
func (s e1Skin) miniPages(c *Ctx, d *e1Tables, t *Thread) string {
	pages := t.Pages(c.W.Shape.PostsPerPage)
	if pages < 2 {
		return ""
	}
	id := d.o.threadID[t]
	var ls []string
	for n := 1; n <= pages; n++ {
		if pages > 6 && n > 3 && n <= pages-3 {
			if n == 4 {
				ls = append(ls, "...")
			}
			continue
		}
		ls = append(ls, fmt.Sprintf("<a class='btn btn-default btn-xs btn-mini' href='%s'>%d</a>", c.Href(s.pageLink("forum_viewtopic.php", id, n)), n))
	}
	return "<div class='btn-group'>" + strings.Join(ls, " ") + "</div>"
}

// e1Nextprev is e107's nextprev shortcode, type=page: a window of navcount pages, with
// first/previous and next/last links.
func e1Nextprev(total, cur, navcount int, href func(int) string) string {
	if total <= 1 {
		return ""
	}
	navmid := navcount / 2
	showFirst, showPrev := cur != 1, cur != 1
	showLast, showNext := cur != total, cur != total
	var start, end int
	switch {
	case cur <= navmid || total <= navcount:
		start, end, showFirst = 0, navcount, false
		if navcount >= total {
			end, showLast = total, false
		}
	case cur+navmid >= total:
		start, end, showLast = max(0, total-navcount), total, false
	default:
		start, end = cur-navmid, cur+(navcount-navmid)
		if end > total {
			end, showLast = total, false
		}
	}
	var out []string
	item := func(n int, label, title string) string {
		return fmt.Sprintf(`<li class="page-item"><a class="page-link" href="%s" title="%s">%s</a></li>`, href(n), title, label)
	}
	if showPrev {
		if showFirst {
			out = append(out, item(1, "&laquo;", "Go to the first page"))
		}
		out = append(out, item(cur-1, "&lsaquo;", "Go to the previous page"))
	}
	var items []string
	for i := start; i < end; i++ {
		if i+1 == cur {
			items = append(items, fmt.Sprintf(`<li class="page-item active"><a class="page-link" href="#" onclick="return false;" title="Currently viewing">%d</a></li>`, i+1))
		} else {
			items = append(items, item(i+1, strconv.Itoa(i+1), fmt.Sprintf("Go to page %d", i+1)))
		}
	}
	out = append(out, strings.Join(items, ""))
	if showNext {
		out = append(out, item(cur+1, "&rsaquo;", "Go to the next page"))
		if showLast {
			out = append(out, item(total, "&raquo;", "Go to the last page"))
		}
	}
	return `<!-- Start of Next/Prev --><nav class="nextprev"><ul class="pagination">` + strings.Join(out, "") + `</ul></nav><!-- End of Next/Prev -->`
}

// viewtopic is forum_viewtopic.php: a topic's posts, a post's permalink or the last page.
func (s e1Skin) viewtopic(c *Ctx, d *e1Tables) Response {
	per := c.W.Shape.PostsPerPage
	if c.Query.Get("f") == "post" {
		// processFunction('post') finds the post's page and redirects there, with p always set.
		p := byID(d.o.posts, c.Int("id"))
		if p == nil {
			return c.Redirect(s.Entry(), Info{Type: TypeEntry, Canonical: s.Entry()})
		}
		page := PageOf(p.Index, per)
		loc := fmt.Sprintf("%s?p=%d&id=%d#post-%d", e1Forum+"forum_viewtopic.php", page, d.o.threadID[p.Thread], d.o.postID[p])
		return Response{Status: http.StatusMovedPermanently, Location: loc, Info: threadInfo(s, p.Thread, page)}
	}
	t := byID(d.o.threads, c.Int("id"))
	if t == nil {
		return c.Redirect(s.Entry(), Info{Type: TypeEntry, Canonical: s.Entry()})
	}
	pages := t.Pages(per)
	page := e1Page(c)
	if c.Query.Has("last") {
		page = pages
	}
	info := threadInfo(s, t, page)
	if page > pages {
		info = Info{Type: TypeOther}
	}
	return c.Page(info, s.frame(c, d, t.Title+" / "+t.Board.Name+" / Forum", s.panel(e1Title, s.topic(c, d, t, page, pages))))
}

func (s e1Skin) topic(c *Ctx, d *e1Tables, t *Thread, page, pages int) string {
	per := c.W.Shape.PostsPerPage
	tid := d.o.threadID[t]
	var h strings.Builder
	fmt.Fprintf(&h, `

	<div class='row-fluid'>
		<div>%s</div>
	</div>

	<div class='row row-fluid'>
		<div class='col-md-9 span9 pull-left'><h3>%s</h3></div><div class='col-md-3 span3 pull-right right text-right' style='padding-top:10px'> %s</div>
	</div>
	
	
	
<ul id='forum-viewtopic' class='unstyled list-unstyled'>

`, s.crumbs(c, d, Esc(t.Title), append(s.boardTrail(c, t.Board), fmt.Sprintf("<a href=\"%s\">%s</a>", c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name)))...),
		Esc(t.Title), s.buttons(c, d, t))
	for _, p := range Page(t.Posts, page, per) {
		u := p.Author
		fmt.Fprintf(&h, `
<li id='post-%d' class='forum-viewtopic-post'>
<div class='hidden-xs row row-fluid btn-navbar navbar-btn'>
<div class='col-xs-2 span2 left text-left'>
<div class='row'>
<div class='col-xs-12 col-md-12 forum-user-combo'>%s<br /></div>
</div>
 </div>
<div class='col-xs-4 col-sm-3 text-muted span4 text-muted muted'><small>%s</small></div>
<div class='col-xs-5 text-muted span5 text-muted muted right text-right'><small></small></div>
<div class='col-xs-3 col-sm-2 span1 right text-right'>%s</div>
</div>
<div class='row row-fluid'  >
<div class='col-xs-12 col-md-2 span2 left'>
<div class='row'>
<div class='col-xs-3 col-md-12 text-center'><img class='img-rounded user-avatar' alt="%s" src='%s/images/avatar.png' width='100' height='100' /></div>
<div class='col-xs-6 col-md-12 hidden-xs'>
<small>
<span class='label label-info'>%s</span> %s
</small>
</div>
</div>
</div>
<div class='visible-xs col-xs-12'><hr /></div>
<div class='col-xs-12 col-md-9 span9 forum-thread-text '>
%s
</div>
</div>
<div class='row row-fluid'>
<div class='col-xs-2 span2 finfobar'>
&nbsp;
</div>
<div class='col-xs-9 span9  finfobar' >
<small> </small>
</div>
<div class='col-xs-3 span3'>
</div>
</div>
</li>
`, d.o.postID[p], s.userCombo(c, u), e1Lapse(c.W.Now, p.Time), s.postOptions(c, tid), Esc(u.Name), e1Theme, rank(u), strings.Repeat("<i class='fa fa-star'></i>", 1+min(4, u.Posts/15)),
			Paras(p.Body, "<p>", "</p>"))
	}
	if page > pages {
		h.WriteString("<li class='forum-viewtopic-post'><div class='alert alert-info'>No posts on this page.</div></li>")
	}
	pager := e1Nextprev(pages, page, 4, func(n int) string { return c.Href(s.pageLink("forum_viewtopic.php", tid, n)) })
	fmt.Fprintf(&h, `</ul>
<div class='col-xs-12'>
	<hr />
</div>
<div class='row'>
	<div class='col-xs-12 col-md-4'></div>
	<div class='col-xs-12 col-md-4 text-center'>
		%s
	</div>
	<div class='col-xs-12 col-md-4'>
		<div class='pull-right'>
			%s
		</div>
	</div>
</div>
<div class='row'>
	<div class='col-xs-12 col-md-8 col-md-offset-2'>
		
	</div>
</div>
<small class='text-muted'>Moderators: </small>
<p class='text-center'><a href='%s'>RSS feed of this topic</a></p>
`, pager, s.buttons(c, d, t), c.Href(fmt.Sprintf("%s?forumtopic.2.%d", e1RSS, tid)))
	return h.String()
}

// userCombo is USERCOMBO: the poster's button (his profile) and a menu of his details.
func (s e1Skin) userCombo(c *Ctx, u *User) string {
	return fmt.Sprintf(`<div class="btn-group ">

    <a class="btn btn-default btn-secondary btn-sm btn-small" href="%s">%s</a>
    <button class="btn btn-default btn-secondary btn-sm btn-small dropdown-toggle" data-toggle="dropdown">
    <span class="caret"></span>
    </button>
    <ul class="dropdown-menu left">
    <li><a href='#'><span class='smalltext'>Member #%d</span></a></li><li><a href='#'>Joined: %s<br /></a></li><li><a href='#'>Posts: %d<br /></a></li></ul>
	</div>`, c.Href(e1Profile(u)), Esc(u.Name), e1UID(u), e1Date(u.Joined), u.Posts)
}

// postOptions is POSTOPTIONS for a guest: email and print, both of the whole topic.
func (s e1Skin) postOptions(c *Ctx, tid int) string {
	return fmt.Sprintf(`<div class="btn-group pull-right">
    	<button class="btn btn-default btn-secondary btn-sm btn-small dropdown-toggle" data-toggle="dropdown">
    	Options
    	<span class="caret"></span>
    	</button>
    	<ul class="dropdown-menu pull-right text-right"><li class='text-right'><a href='%s'>Email to someone <i class='glyphicon glyphicon-envelope'></i></a></li><li class='text-right'><a href='%s'>Print view <i class='glyphicon glyphicon-print'></i></a></li>
		</ul>
		</div>`, c.Href(fmt.Sprintf("email.php?plugin:forum.%d", tid)), c.Href(fmt.Sprintf("print.php?plugin:forum.%d", tid)))
}

// buttons is BUTTONSX for a guest: "Post reply" disabled, then the previous and
// next topics of the forum and a jump to every forum.
func (s e1Skin) buttons(c *Ctx, d *e1Tables, t *Thread) string {
	var h strings.Builder
	h.WriteString(`<div class="btn-group">
   <a class='btn btn-primary disabled'  data-toggle='tooltip' title='You cannot reply to topics'
	style='cursor: not-allowed; pointer-events: all !important;' href='#'>Post reply</a><span>&nbsp;</span>
    <button class="btn btn-primary dropdown-toggle" data-toggle="dropdown">
    <span class="caret"></span>
    <span class="sr-only">Toggle Dropdown</span>
    </button>
    <ul class="dropdown-menu pull-right">
    `)
	if p := neighbour(t, false); p != nil {
		fmt.Fprintf(&h, "<li><a href='%s'>Go to Previous topic</a></li>", c.Href(s.ThreadURL(p, 1)))
	}
	if n := neighbour(t, true); n != nil {
		fmt.Fprintf(&h, "<li><a href='%s'>Go to Next topic</a></li>", c.Href(s.ThreadURL(n, 1)))
	}
	h.WriteString("<li class='divider'></li>")
	for _, b := range c.W.Boards {
		fmt.Fprintf(&h, `<li><a href ="%s">Go to %s</a></li>`, c.Href(s.BoardURL(b, 1)), Esc(b.Name))
	}
	h.WriteString("\n    </ul>\n    </div>")
	return h.String()
}

// emailPrint answers email.php and print.php for plugin:forum.T: the "email to
// someone" form and the printable topic, all its posts on one page.
func (s e1Skin) emailPrint(c *Ctx, d *e1Tables) Response {
	other := Info{Type: TypeOther}
	num, ok := strings.CutPrefix(c.RawQuery, "plugin:forum.")
	id, err := strconv.Atoi(num)
	t := byID(d.o.threads, id)
	if !ok || err != nil || t == nil {
		return c.Redirect("news.php", other)
	}
	if c.Path == "email.php" {
		return c.Page(other, s.frame(c, d, "Email to someone", s.panel("Email to someone", fmt.Sprintf(`<form method="post" action="%s"><p>Topic: <b>%s</b></p><div class="form-group"><label>Your name</label><input class="form-control" type="text" name="author_name" /></div><div class="form-group"><label>Send to (email address)</label><input class="form-control" type="email" name="email_send" /></div><div class="form-group"><textarea class="form-control" name="comment" rows="5"></textarea></div><input class="btn btn-primary" type="submit" name="emailsubmit" value="Send Email" /></form>`,
			c.Href(c.Path+"?"+c.RawQuery), Esc(t.Title)))))
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\" /><title>%s - %s</title></head><body class='print'><div style='text-align:left'><h2>%s</h2><p>Forum: %s</p>",
		Esc(t.Title), e1Site, Esc(t.Title), Esc(t.Board.Name))
	for _, p := range t.Posts {
		fmt.Fprintf(&h, "<hr /><div><b>%s</b> &mdash; %s</div>%s", Esc(p.Author.Name), e1Date(p.Time), Paras(p.Body, "<p>", "</p>"))
	}
	fmt.Fprintf(&h, "<hr /><p>This topic is from %s: %s</p></div></body></html>", e1Site, Esc(c.URL(s.ThreadURL(t, 1))))
	return c.Page(other, h.String())
}

// stats is forum_stats.php: totals, the most active and most viewed topics, the top posters.
func (s e1Skin) stats(c *Ctx, d *e1Tables) string {
	var h strings.Builder
	views := 0
	for _, t := range c.W.Threads {
		views += t.Views
	}
	h.WriteString(s.crumbs(c, d, "Forum Statistics"))
	fmt.Fprintf(&h, `<div id='forum-stats'><table class='table table-striped'><tr><td>Forum open since</td><td>%s</td></tr><tr><td>Total posts</td><td>%d</td></tr><tr><td>Topics</td><td>%d</td></tr><tr><td>Replies</td><td>%d</td></tr><tr><td>Topic views</td><td>%d</td></tr></table>`,
		e1Date(d.admin.Joined), len(c.W.Posts), len(c.W.Threads), len(c.W.Posts)-len(c.W.Threads), views)
	list := func(title string, ts []*Thread, val func(*Thread) int) {
		fmt.Fprintf(&h, "<h4>%s</h4><table class='table table-striped'><tr><th>#</th><th>Topic</th><th>Count</th></tr>", title)
		for i, t := range ts[:min(10, len(ts))] {
			fmt.Fprintf(&h, "<tr><td>%d</td><td><a href='%s'>%s</a></td><td>%d</td></tr>", i+1, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), val(t))
		}
		h.WriteString("</table>")
	}
	list("Most active topics", stickyFirst(c.W.Threads, byReplies, true), func(t *Thread) int { return len(t.Posts) - 1 })
	list("Most viewed topics", stickyFirst(c.W.Threads, byViews, true), func(t *Thread) int { return t.Views })
	users := slices.Clone(c.W.Users)
	slices.SortStableFunc(users, func(a, b *User) int { return b.Posts - a.Posts })
	h.WriteString("<h4>Top posters</h4><table class='table table-striped'><tr><th>#</th><th>Name</th><th>Posts</th></tr>")
	for i, u := range users[:min(10, len(users))] {
		fmt.Fprintf(&h, "<tr><td>%d</td><td><a href='%s'>%s</a></td><td>%d</td></tr>", i+1, c.Href(e1Profile(u)), Esc(u.Name), u.Posts)
	}
	h.WriteString("</table></div>")
	return s.panel("Forum Statistics", h.String())
}

// rss answers rss.php?TYPE.2[.ID], rss_menu's feeds.
func (s e1Skin) rss(c *Ctx, d *e1Tables) Response {
	parts := strings.Split(c.RawQuery, ".")
	id := 0
	if len(parts) > 2 {
		id, _ = strconv.Atoi(parts[2])
	}
	var items strings.Builder
	title := e1Site
	switch parts[0] {
	case "forumthreads":
		title += " : Forum / All forum topics"
		items.WriteString(rssItems(c, firstN(c.W.ThreadsByDate(), 9, func(*Thread) bool { return true })))
	case "forumname":
		b := d.forumBy[id]
		if b == nil {
			return c.NotFound(notFoundPage)
		}
		title += " : Forum / " + b.Name
		items.WriteString(rssItems(c, firstN(newestFirst(b.Threads), 9, func(*Thread) bool { return true })))
	case "forumtopic":
		t := byID(d.o.threads, id)
		if t == nil {
			return c.NotFound(notFoundPage)
		}
		title += " : " + t.Title
		link := Esc(c.URL(s.ThreadURL(t, 1)))
		for i, p := range t.Posts {
			name := t.Title
			if i > 0 {
				name = "Re: " + name
			}
			fmt.Fprintf(&items, "<item><title>%s</title><link>%s</link><author>%s</author><pubDate>%s</pubDate><description><![CDATA[%s]]></description></item>",
				Esc(name), link, Esc(p.Author.Name), p.Time.Format(http.TimeFormat), strings.Join(p.Body, " "))
		}
	case "news":
		title += " : News"
		for _, n := range d.news {
			fmt.Fprintf(&items, "<item><title>%s</title><link>%s</link><pubDate>%s</pubDate><description><![CDATA[%s]]></description></item>",
				Esc(n.title), Esc(c.URL(fmt.Sprintf("news.php?extend.%d", n.id))), n.at.Format(http.TimeFormat), n.body[0])
		}
	default:
		return c.NotFound(notFoundPage)
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8",
		Body: rssFeed(c, title, s.Entry(), items.String()), Info: Info{Type: TypeOther}}
}

// news answers news.php: the front page, an item (extend.N) or a category (list.C).
func (s e1Skin) news(c *Ctx, d *e1Tables) Response {
	other := Info{Type: TypeOther}
	parts := strings.Split(c.RawQuery, ".")
	n := 0
	if len(parts) > 1 {
		n, _ = strconv.Atoi(parts[1])
	}
	switch parts[0] {
	case "extend", "item":
		it := d.newsBy[n]
		if it == nil {
			return c.Page(other, s.frame(c, d, "News", s.panel("News", "<div class='alert alert-info'>No news items.</div>")))
		}
		return c.Page(other, s.frame(c, d, it.title, s.newsItem(c, d, it, true)))
	case "list", "cat":
		if n < 1 || n > len(e1NewsCats) {
			return c.Page(other, s.frame(c, d, "News", s.panel("News", "<div class='alert alert-info'>No news items.</div>")))
		}
		var h strings.Builder
		for _, it := range d.news {
			if it.cat == n-1 {
				h.WriteString(s.newsItem(c, d, it, false))
			}
		}
		return c.Page(other, s.frame(c, d, e1NewsCats[n-1], h.String()))
	}
	var h strings.Builder
	for _, it := range d.news {
		h.WriteString(s.newsItem(c, d, it, false))
	}
	return c.Page(other, s.frame(c, d, "News", h.String()))
}

func (s e1Skin) newsItem(c *Ctx, d *e1Tables, it *e1News, full bool) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="view-item"><h2 class="news-title"><a href="%s">%s</a></h2>
<div class="news-info"><small>Posted by <a href="%s">%s</a> on %s in <a href="%s">%s</a> &middot; <a href="%s">Comments: %d</a></small></div>`,
		c.Href(fmt.Sprintf("news.php?extend.%d", it.id)), Esc(it.title), c.Href(e1Profile(d.admin)), "admin", e1Date(it.at),
		c.Href(fmt.Sprintf("news.php?list.%d", it.cat+1)), e1NewsCats[it.cat], c.Href(fmt.Sprintf("news.php?extend.%d", it.id)), len(it.comments))
	if !full {
		fmt.Fprintf(&h, "<div class=\"news-body\">%s</div><p><a class=\"btn btn-default\" href=\"%s\">Read more</a></p></div>",
			Paras(it.body[:1], "<p>", "</p>"), c.Href(fmt.Sprintf("news.php?extend.%d", it.id)))
		return h.String()
	}
	fmt.Fprintf(&h, "<div class=\"news-body\">%s</div></div><div id=\"comments\"><h3>Comments</h3><ul class=\"media-list\">", Paras(it.body, "<p>", "</p>"))
	for i, cm := range it.comments {
		fmt.Fprintf(&h, `<li class="media" id="comment-%d"><div class="media-body"><h5 class="media-heading"><a href="%s">%s</a> <small>%s</small></h5><p>%s</p></div></li>`,
			it.id*10+i, c.Href(e1Profile(cm.author)), Esc(cm.author.Name), e1Lapse(c.W.Now, cm.at), Esc(cm.text))
	}
	h.WriteString("</ul><div class='alert alert-info'>You must be logged in to post comments on this site - please either <a href='/login.php'>log in</a> or if you are not registered <a href='/signup.php'>click here</a> to signup</div></div>")
	return h.String()
}

// search is search.php: the form, and for a query the forum topics whose titles hold it.
func (s e1Skin) search(c *Ctx, d *e1Tables) string {
	q := strings.TrimSpace(c.Query.Get("q"))
	var h strings.Builder
	fmt.Fprintf(&h, `<form id="searchform" method="get" action="/search.php"><div class="input-group"><input class="tbox form-control" type="text" name="q" value="%s" maxlength="50" /><span class="input-group-btn"><button class="btn btn-primary" type="submit" name="s" value="1">Search</button></span></div><input type="hidden" name="r" value="0" /></form>`, Esc(q))
	if q != "" {
		low := strings.ToLower(q)
		hits := firstN(c.W.ThreadsByDate(), 20, func(t *Thread) bool { return strings.Contains(strings.ToLower(t.Title), low) })
		fmt.Fprintf(&h, "<h4>Forum: %d results</h4><ol>", len(hits))
		for _, t := range hits {
			fmt.Fprintf(&h, "<li><a href='%s'>%s</a> <small>%s</small></li>", c.Href(s.ThreadURL(t, 1)), Esc(t.Title), Esc(t.Board.Name))
		}
		h.WriteString("</ol>")
	}
	return s.panel("Search", h.String())
}

func (s e1Skin) searchForm() string {
	return `
<form method='get' class='form-inline input-append' action='/search.php'>
<div class='input-group'>
<input type='hidden' name='r' value='0' />
<input type='hidden' name='t' value='forum' />
<input type='hidden' name='forum' value='all' />
<input class='tbox form-control' type='text' name='q' size='20' value='' placeholder='Search' maxlength='50' />
<span class='input-group-btn'>
<button class='btn btn-default btn-secondary button' type='submit' name='s' value='search' >Search</button>
</span>
</div>

</form>
`
}

// panel is the theme's tablerender(): a bootstrap panel with a caption.
func (s e1Skin) panel(caption, body string) string {
	return fmt.Sprintf("<div class=\"panel panel-default\"><div class=\"panel-heading\"><h2 class=\"panel-title\">%s</h2></div><div class=\"panel-body\">%s</div></div>\n", caption, body)
}

// frame is the bootstrap3 theme's layout around a page: the navigation bar,
// the content, the side menus and the footer.
func (s e1Skin) frame(c *Ctx, d *e1Tables, title, body string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>%s - %s</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="description" content="%s" />
<meta property="og:site_name" content="%s" />
<link rel="alternate" type="application/rss+xml" title="%s News" href="%s" />
<link rel="icon" href="/favicon.ico" type="image/x-icon" />
<link rel="stylesheet" media="all" property="stylesheet" type="text/css" href="/e107_web/lib/bootstrap/3/css/bootstrap.min.css?1712345678" />
<link rel="stylesheet" media="all" property="stylesheet" type="text/css" href="/e107_web/lib/font-awesome/4.7.0/css/font-awesome.min.css?1712345678" />
<link rel="stylesheet" media="all" property="stylesheet" type="text/css" href="/e107_plugins/forum/forum.css?1712345678" />
<link rel="stylesheet" media="all" property="stylesheet" type="text/css" href="%s/style.css?1712345678" />
%s
<meta name="generator" content="e107 v%s" />
</head>
<body id="layout-jumbotron-sidebar-right" >
<div class="navbar navbar-inverse navbar-fixed-top" role="navigation">
<div class="container">
<div class="navbar-header">
<button type="button" class="navbar-toggle" data-toggle="collapse" data-target=".navbar-collapse">
<span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span>
</button>
<a class="navbar-brand" href="%s">%s</a>
</div>
<div class="navbar-collapse collapse navbar-right">
<ul class="nav navbar-nav nav-main">
<li><a href="%s" title="">Home</a></li>
<li><a href="%s" title="">News</a></li>
<li><a href="%s" title="">Forum</a></li>
<li><a href="%s" title="">Members</a></li>
<li><a href="%s" title="">Submit News</a></li>
<li><a href="%s" title="">About</a></li>
<li><a href="%s" title="">Contact Us</a></li>
</ul>
<ul class="nav navbar-nav navbar-right">
<li><a href="%s"><span class="fa fa-search"></span> Search</a></li>
<li class="divider-vertical"></li>
<li><a href="%s">Sign up</a></li>
<li class="divider-vertical"></li>
<li class="dropdown"><a class="dropdown-toggle" href="%s" data-toggle="dropdown">Sign in <strong class="caret"></strong></a></li>
</ul>
</div>
</div>
</div>
<div class="jumbotron"><div class="container"><h1>%s</h1><p>%s</p></div></div>
<div class="container">
<div class="row">
<div class="col-xs-12 col-md-8">
%s
</div>
<div id="sidebar" class="col-xs-12 col-md-4">
%s
</div>
</div>
</div>
<footer class="container">
<hr />
<div class="row">
<div class="col-sm-6"><p>Proudly powered by <a href="https://e107.org">e107</a> &middot; <a href="%s">RSS</a></p></div>
<div class="col-sm-6 text-right"><small>Copyright &copy; 2026 %s</small></div>
</div>
</footer>
<script src="/e107_web/lib/jquery/jquery.min.js?1712345678"></script>
<script src="/e107_web/lib/bootstrap/3/js/bootstrap.min.js?1712345678"></script>
<script src="/e107_plugins/forum/js/forum.js?1712345678"></script>
%s
</body>
</html>`,
		Esc(title), e1Site, e1Tagline, e1Site, e1Site, c.Href(e1RSS+"?news.2"), e1Theme, c.Styles(14), e1Version,
		c.Href("index.php"), e1Site,
		c.Href("index.php"), c.Href("news.php"), c.Href(s.Entry()), c.Href("user.php"), c.Href("submitnews.php"), c.Href("page.php?id=1"), c.Href("contact.php"),
		c.Href("search.php"), c.Href("signup.php"), c.Href("login.php"),
		e1Site, e1Tagline, body, s.menus(c, d), c.Href(e1RSS+"?news.2"), e1Site, c.Scripts(7))
	return h.String()
}

// menus are the sidebar's menus: login, online, the forum's latest posts, feeds.
func (s e1Skin) menus(c *Ctx, d *e1Tables) string {
	var h strings.Builder
	h.WriteString(s.panel("Login", `<form method="post" action="/login.php"><div class="form-group"><input class="form-control" type="text" name="username" placeholder="Username" /></div><div class="form-group"><input class="form-control" type="password" name="userpass" placeholder="Password" /></div><input class="btn btn-primary" type="submit" name="userlogin" value="Sign In" /></form><p><a href="/signup.php">Sign up</a> &middot; <a href="/fpw.php">Forgot password?</a></p>`))
	h.WriteString(s.panel("Online", fmt.Sprintf(`<ul class="online-menu list-unstyled"><li>Guests: %d</li><li>Members: 0</li><li>Total members: %d</li><li>Newest member: <a href="%s">%s</a></li></ul>`,
		2+int(Hash("guests", c.Path, c.RawQuery)%9), len(c.W.Users)+1, c.Href(e1Profile(d.newest)), Esc(d.newest.Name))))
	var lp strings.Builder
	lp.WriteString("<ul class='media-list newforumposts-menu'>")
	for _, p := range d.latest {
		fmt.Fprintf(&lp, `<li class='media'><div class='media-body'><h4 class='media-heading'><a href='%s'>%s</a></h4><small>by <a href='%s'>%s</a> %s</small></div></li>`,
			c.Href(s.postURL(d, p)), Esc(clip(p.Thread.Title, 40)), c.Href(e1Profile(p.Author)), Esc(p.Author.Name), e1Lapse(c.W.Now, p.Time))
	}
	lp.WriteString("</ul>")
	h.WriteString(s.panel("Latest Forum Posts", lp.String()))
	h.WriteString(s.panel("Feeds", fmt.Sprintf(`<ul class="list-unstyled"><li><a href="%s">News</a></li><li><a href="%s">Forum / All forum topics</a></li></ul>`,
		c.Href(e1RSS+"?news.2"), c.Href(e1RSS+"?forumthreads.2"))))
	return h.String()
}
