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

// Phorum 5.2 with its default template, Emerald, at /phorum/. Phorum's URLs
// are a script and a comma-separated query without keys for the ids:
// list.php?F,page=2, read.php?F,T,M. Positional arguments come first (the
// forum id always, then the thread and message ids), named ones ("page=2",
// "quote=1") after. Folders and forums share one id sequence; the index uses
// the "flat" style, each folder a heading over its forums. Forums hold no
// forums (only folders nest), so there are no sub-boards. A thread's id is
// the message id of its first message, and message ids run over the whole
// site in posting order. Guests may read only (Phorum's default permissions),
// so posting, reporting and the control centre send them to log in; guest
// sessions live in cookies. Phorum's defaults: 30 threads a list page, 20
// messages a read page (flat), threads float to the top on a new reply, the
// reply form sits on the read page. Every paging link names its page, page 1
// too: list.php?F,page=1 and read.php?F,T,page=1 duplicate the plain pages.
// Stickies are listed first and paged with the other threads (in Phorum they
// stay out of the page count). URL scheme:
//
//	"" (the mount), index.php[?0]             entry: the folders and their forums, canonical index.php
//	index.php?C                               a folder: its forums (an index page); index.php?F of a forum 302s to list.php?F
//	list.php?F[,page=N]                       forum, 30 threads a page; page=1 names page 1; past the end 302 to list.php?F
//	read.php?F,T[,page=N]                     thread, 20 messages a page; page=1 names page 1; past the end 404
//	read.php?F,T,M[,page=N]#msg-M             a message: the thread page holding it, or page N (a duplicate, canonical the
//	                                          thread page); the list's "Last Post" and every Reply link (#REPLY) are these
//	read.php?F,T,M,quote=1#REPLY              Quote: the same page, the reply form quoting M (thread, canonical the page)
//	read.php?F,STAMP,newer|older              Newer / Older Topic, STAMP the thread's last-post time (float_to_top):
//	                                          302 to the neighbouring thread, or to list.php?F past either end
//	read.php?F,T,printview                    print view (other)
//	list.php?C, read.php?C,...                a folder id where a forum belongs: 302 to index.php?C
//	an unknown forum or folder id             302 to index.php
//	posting.php?F, report.php?F,M             log-in walls for guests (other)
//	profile.php?F,U                           member profile, under each forum's id (other)
//	search.php?F, search.php?F,author=U,match_type=USER_ID,...[,page=N]   search form, a member's messages (other)
//	login.php?F, register.php?F               other; control.php?F, pm.php?F 302 to login.php (other)
//	feed.php?F,type=rss, feed.php?F,T,type=rss, feed.php?0,[replies=1,]type=rss   RSS (other)
func phorum() *Package {
	return &Package{
		Name: "phorum", Software: "Phorum 5.2 (Emerald)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{3, 4}, Threads: [2]int{10, 46},
			Posts: [2]int{1, 14}, LongThreadChance: 0.06, ThreadsPerPage: 30, PostsPerPage: 20, Users: 40,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.03},
		Mount: "/phorum/", Seed: 3203, Unseen: true,
		Skin: phSkin{},
	}
}

// phSkin renders Phorum 5.2 with Emerald.
type phSkin struct{}

const (
	phSite     = "Crossroads Community Forums"
	phSiteDesc = "Questions, answers and long conversations among neighbours and hobbyists."
	phLong     = "January _2, 2006 03:04PM"          // long_date_time, %B %e, %Y %I:%M%p
	phShort    = "01/02/2006 03:04PM"                // short_date_time, %m/%d/%Y %I:%M%p
	phRelative = "Monday, January _2, 2006"          // phorum_relative_date past half a year
	phTpl      = "templates/emerald/images/"         // below the mount
	phSearchQS = ",match_type=USER_ID,match_dates=0" // a profile's "show messages" search
	phResults  = 30                                  // search results a page
)

// phTables are what the skin derives from a world.
type phTables struct {
	msg     map[*Post]int // message ids, in posting order over the whole site
	byMsg   []*Post       // posts by message id - 1
	boards  map[int]*Board
	folders map[int]*Category
	byUser  map[*User][]*Post // each member's messages, newest first
}

func phTab(w *World) *phTables {
	return w.Derived("phorum", func() any {
		d := &phTables{msg: map[*Post]int{}, boards: map[int]*Board{}, folders: map[int]*Category{}, byUser: map[*User][]*Post{}}
		d.byMsg = slices.Clone(w.Posts)
		slices.SortStableFunc(d.byMsg, func(a, b *Post) int { return a.Time.Compare(b.Time) })
		for i, p := range d.byMsg {
			d.msg[p] = i + 1
		}
		for i := len(d.byMsg) - 1; i >= 0; i-- {
			p := d.byMsg[i]
			d.byUser[p.Author] = append(d.byUser[p.Author], p)
		}
		for _, b := range w.Boards {
			d.boards[nodeID(b)] = b
		}
		for _, cat := range w.Categories {
			d.folders[catNodeID(cat)] = cat
		}
		return d
	}).(*phTables)
}

// post finds a message by id.
func (d *phTables) post(id int) *Post {
	return byID(d.byMsg, id)
}

func (phSkin) Entry() string { return "index.php" }

func (phSkin) BoardURL(b *Board, p int) string {
	u := fmt.Sprintf("list.php?%d", nodeID(b))
	if p > 1 {
		u += fmt.Sprintf(",page=%d", p)
	}
	return u
}

func (phSkin) ThreadURL(t *Thread, p int) string {
	u := fmt.Sprintf("read.php?%d,%d", nodeID(t.Board), phTab(t.Board.World).msg[t.Posts[0]])
	if p > 1 {
		u += fmt.Sprintf(",page=%d", p)
	}
	return u
}

// msgURL is a message's read URL, read.php?F,T,M, with extra arguments (",page=2") before its anchor.
func (s phSkin) msgURL(p *Post, extra, anchor string) string {
	d := phTab(p.Thread.Board.World)
	return fmt.Sprintf("read.php?%d,%d,%d%s#%s", nodeID(p.Thread.Board), d.msg[p.Thread.Posts[0]], d.msg[p], extra, anchor)
}

// lastPostURL is a list row's "Last Post" link: the last message, with its page past page 1.
func (s phSkin) lastPostURL(t *Thread) string {
	p := t.LastPost()
	extra := ""
	if n := t.Pages(t.Board.World.Shape.PostsPerPage); n > 1 {
		extra = fmt.Sprintf(",page=%d", n)
	}
	return s.msgURL(p, extra, fmt.Sprintf("msg-%d", phTab(t.Board.World).msg[p]))
}

func phFolderURL(cat *Category) string { return fmt.Sprintf("index.php?%d", catNodeID(cat)) }

func phProfile(fid int, u *User) string { return fmt.Sprintf("profile.php?%d,%d", fid, u.ID) }

// phStamp is a thread's modifystamp, the time of its last message.
func phStamp(t *Thread) int64 { return t.LastPost().Time.Unix() }

// phArgs is Phorum's $PHORUM["args"]: the query split at commas, an item
// with "=" kept by name, the rest by position (positions stay put when a named
// item is taken out). A query with "&" is a form's: PHP's $_GET.
type phArgs struct {
	pos   map[int]string
	named map[string]string
}

func phParse(c *Ctx) phArgs {
	a := phArgs{pos: map[int]string{}, named: map[string]string{}}
	q := c.RawQuery
	if strings.Contains(q, "&") {
		for k, v := range c.Query {
			a.named[k] = v[0]
		}
		return a
	}
	if q == "" {
		return a
	}
	for i, item := range strings.Split(q, ",") {
		if k, v, ok := strings.Cut(item, "="); ok {
			if u, err := url.QueryUnescape(v); err == nil {
				v = u
			}
			a.named[k] = v
		} else {
			a.pos[i] = item
		}
	}
	return a
}

// num is positional argument i as PHP's (int) reads a number, 0 when it is not one.
func (a phArgs) num(i int) int {
	n, _ := strconv.Atoi(a.pos[i])
	return n
}

// page is the named page argument, 1 when absent, not a number or not positive.
func (a phArgs) page() int {
	if n, err := strconv.Atoi(a.named["page"]); err == nil && n > 0 {
		return n
	}
	return 1
}

func (s phSkin) entryInfo() Info { return Info{Type: TypeEntry, Canonical: s.Entry()} }

func phFolderInfo(cat *Category) Info {
	return Info{Type: TypeIndex, FPage: 1, Canonical: phFolderURL(cat)}
}

// Serve routes a request as Phorum's scripts do: common.php reads the forum
// id first, then each script its own arguments.
func (s phSkin) Serve(c *Ctx) Response {
	script := c.Path
	if script == "" {
		script = "index.php"
	}
	a := phParse(c)
	d := phTab(c.W)
	fid := a.num(0)
	if n, err := strconv.Atoi(a.named["forum_id"]); err == nil {
		fid = n
	}
	b, folder := d.boards[fid], d.folders[fid]
	known := []string{"index.php", "list.php", "read.php", "posting.php", "profile.php", "search.php", "login.php", "register.php", "report.php", "feed.php", "control.php", "pm.php"}
	if !slices.Contains(known, script) {
		return c.NotFound(notFoundPage)
	}
	if fid != 0 && b == nil && folder == nil {
		return c.Redirect(s.Entry(), s.entryInfo())
	}
	other := Info{Type: TypeOther}
	// Forum pages asked for with a folder's id, or none, go back to the index.
	toIndex := func() Response {
		if folder != nil {
			return c.Redirect(phFolderURL(folder), phFolderInfo(folder))
		}
		return c.Redirect(s.Entry(), s.entryInfo())
	}
	switch script {
	case "index.php":
		switch {
		case b != nil:
			return c.Redirect(s.BoardURL(b, 1), boardInfo(s, b, 1))
		case folder != nil:
			return c.Page(phFolderInfo(folder), s.frame(c, phPage{title: folder.Name, fid: fid, feeds: phIndexFeeds}, s.index(c, folder)))
		}
		return c.Page(s.entryInfo(), s.frame(c, phPage{title: phSite, feeds: phIndexFeeds}, s.index(c, nil)))
	case "list.php":
		if b == nil {
			return toIndex()
		}
		page := a.page()
		if page > b.Pages(c.W.Shape.ThreadsPerPage) {
			return c.Redirect(s.BoardURL(b, 1), boardInfo(s, b, 1))
		}
		return c.Page(boardInfo(s, b, page), s.frame(c, phPage{title: b.Name, fid: fid, feeds: []phFeed{{"RSS", fmt.Sprintf("feed.php?%d,type=rss", fid)}}}, s.list(c, b, page)))
	case "read.php":
		if b == nil {
			return toIndex()
		}
		return s.read(c, a, b)
	case "posting.php":
		if b == nil {
			return toIndex()
		}
		return c.Page(other, s.frame(c, phPage{title: "Start a New Topic", fid: fid, crumb: "New Topic"},
			s.message(c, "You must be logged in to post messages in this forum.", fid)))
	case "report.php":
		if p := d.post(a.num(1)); p != nil && p.Thread.Board == b {
			return c.Page(other, s.frame(c, phPage{title: "Report Message", fid: fid, crumb: "Report Message"},
				s.message(c, "You must be logged in to report messages.", fid)))
		}
	case "profile.php":
		if u := c.W.User(a.num(1)); u != nil {
			return c.Page(other, s.frame(c, phPage{title: "View Profile: " + u.Name, fid: fid, crumb: "View Profile"}, s.profile(c, fid, u)))
		}
	case "search.php":
		return c.Page(other, s.frame(c, phPage{title: "Search", fid: fid, crumb: "Search"}, s.search(c, a, fid)))
	case "login.php":
		return c.Page(other, s.frame(c, phPage{title: "Log In", fid: fid, crumb: "Log In"}, s.login(c, fid)))
	case "register.php":
		return c.Page(other, s.frame(c, phPage{title: "Register", fid: fid, crumb: "Register"}, s.register(c)))
	case "control.php", "pm.php":
		// The control centre and private messages are for members: guests are sent to log in, and back after.
		back := url.QueryEscape(c.Pkg.Mount + fmt.Sprintf("%s?%d", script, fid))
		return c.Redirect(fmt.Sprintf("login.php?%d,redir=%s", fid, back), other)
	case "feed.php":
		return s.feed(c, a, b, folder)
	}
	if script == "profile.php" {
		return s.notFound(c, fid, "The user you requested could not be found.")
	}
	return s.notFound(c, fid, phNoMessage)
}

const phNoMessage = "Sorry, that message could not be found."

// notFound is message.tpl saying so; Phorum answers it with 200, the farm gives records that do not exist a 404.
func (s phSkin) notFound(c *Ctx, fid int, msg string) Response {
	return c.NotFound(s.frame(c, phPage{title: phSite, fid: fid}, s.message(c, msg, -1)))
}

// read answers read.php: a thread page, a message's page, the neighbour
// shortcuts and the print view.
func (s phSkin) read(c *Ctx, a phArgs, b *Board) Response {
	d := phTab(c.W)
	sh := c.W.Shape
	word := a.pos[2]
	if a.num(1) == 0 {
		return c.Redirect(s.BoardURL(b, 1), boardInfo(s, b, 1))
	}
	msgID := a.num(1)
	printView := word == "printview"
	if _, err := strconv.Atoi(word); err == nil && word != "0" {
		msgID = a.num(2)
		printView = a.pos[3] == "printview"
	} else if word != "" && word != "0" && !printView {
		if word != "newer" && word != "older" {
			return c.Redirect(s.BoardURL(b, 1), boardInfo(s, b, 1))
		}
		if t := phNeighbour(b, int64(a.num(1)), word == "newer"); t != nil {
			return c.Redirect(s.ThreadURL(t, 1), threadInfo(s, t, 1))
		}
		return c.Redirect(s.BoardURL(b, 1), boardInfo(s, b, 1))
	}
	first, m := d.post(a.num(1)), d.post(msgID)
	if first == nil || m == nil || first.Index != 0 || first.Thread.Board != b || m.Thread != first.Thread {
		return s.notFound(c, nodeID(b), phNoMessage)
	}
	t := first.Thread
	// A page named wins; else the page holding the message.
	page := 1
	if n, err := strconv.Atoi(a.named["page"]); err == nil && n > 0 {
		page = n
	} else if m != first {
		page = PageOf(m.Index, sh.PostsPerPage)
	}
	if page > t.Pages(sh.PostsPerPage) {
		return s.notFound(c, nodeID(b), phNoMessage)
	}
	body := s.thread(c, t, page, a.named["quote"] == "1")
	if printView {
		return c.Page(Info{Type: TypeOther}, s.frame(c, phPage{title: t.Title, print: true}, body))
	}
	feed := fmt.Sprintf("feed.php?%d,%d,type=rss", nodeID(b), a.num(1))
	return c.Page(threadInfo(s, t, page), s.frame(c, phPage{title: t.Title, fid: nodeID(b), thread: t,
		desc: clip(strings.Join(t.Posts[0].Body, " "), 300), feeds: []phFeed{{"RSS", feed}}}, body))
}

// phNeighbour is phorum_db_get_neighbour_thread with float_to_top: the thread
// of the forum whose last post comes next after stamp (newer) or before it.
func phNeighbour(b *Board, stamp int64, newer bool) *Thread {
	var best *Thread
	for _, t := range b.Threads {
		st := phStamp(t)
		switch {
		case newer && st > stamp && (best == nil || st < phStamp(best)):
			best = t
		case !newer && st < stamp && (best == nil || st > phStamp(best)):
			best = t
		}
	}
	return best
}

// feed is feed.php: the RSS of a thread, a forum, a folder or the whole site.
func (s phSkin) feed(c *Ctx, a phArgs, b *Board, folder *Category) Response {
	var title, link string
	var ts []*Thread
	switch {
	case b != nil && a.num(1) != 0:
		p := phTab(c.W).post(a.num(1))
		if p == nil || p.Index != 0 || p.Thread.Board != b {
			return s.notFound(c, nodeID(b), phNoMessage)
		}
		title, link, ts = p.Thread.Title, s.ThreadURL(p.Thread, 1), []*Thread{p.Thread}
	case b != nil:
		title, link, ts = b.Name, s.BoardURL(b, 1), newestFirst(b.Threads)
	case folder != nil:
		var all []*Thread
		for _, fb := range folder.Boards {
			all = append(all, fb.Threads...)
		}
		title, link, ts = folder.Name, phFolderURL(folder), newestFirst(all)
	default:
		title, link, ts = phSite, s.Entry(), c.W.ThreadsByDate()
	}
	ts = ts[:min(30, len(ts))]
	return Response{Status: http.StatusOK, ContentType: "text/xml; charset=UTF-8",
		Body: rssFeed(c, title+" - "+phSite, link, rssItems(c, ts)), Info: Info{Type: TypeOther}}
}

// phIndexFeeds are the index's feeds, of the whole site (the vroot, 0) whichever folder it shows.
var phIndexFeeds = []phFeed{{"RSS (threads)", "feed.php?0,type=rss"}, {"RSS (threads + replies)", "feed.php?0,replies=1,type=rss"}}

// phPage is what header.tpl needs to know of a page.
type phPage struct {
	title  string
	fid    int     // the forum or folder the page belongs to: the header's links carry it
	crumb  string  // a last, unlinked breadcrumb ("Log In")
	thread *Thread // read pages: the heading is the topic
	desc   string  // meta description
	print  bool    // print view: no header furniture
	feeds  []phFeed
}

// phFeed is a feed the page announces in its head.
type phFeed struct{ title, url string }

// frame is header.tpl and footer.tpl around a page's body.
func (s phSkin) frame(c *Ctx, pg phPage, body string) string {
	d := phTab(c.W)
	var h strings.Builder
	h.WriteString(`<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">

<!-- START TEMPLATE header.tpl -->
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en_US" lang="en_US">

<head>

`)
	fmt.Fprintf(&h, "<title>%s</title>\n\n<meta http-equiv=\"Content-Type\" content=\"text/html; charset=UTF-8\">\n", Esc(pg.title))
	if pg.print {
		h.WriteString(`  <meta name="robots" content="NOINDEX,NOFOLLOW">` + "\n")
	}
	h.WriteString(c.Styles(11))
	h.WriteString(c.Scripts(6))
	b, folder := d.boards[pg.fid], d.folders[pg.fid]
	for _, f := range pg.feeds {
		fmt.Fprintf(&h, "  <link rel=\"alternate\" type=\"application/rss+xml\" title=\"%s\" href=\"%s\" />\n", Esc(f.title), c.Href(f.url))
	}
	desc := pg.desc
	if desc == "" {
		desc = phSiteDesc
	}
	fmt.Fprintf(&h, "  <meta name=\"description\" content=\"%s\" />\n\n<!--\nSome Icons courtesy of:\n  FAMFAMFAM - http://www.famfamfam.com/lab/icons/silk/\n  Tango Project - http://tango-project.org/\n-->\n</head>\n\n<body onload=\"\">\n\n  <div id=\"phorum\">\n\n", Esc(desc))
	if !pg.print {
		fmt.Fprintf(&h, `    <div id="user-info" class="logged-out">

        <span class="welcome">Welcome!</span>
        <a class="icon icon-key-go" href="%s">Log In</a>
        <a class="icon icon-user-add" href="%s">Register</a>

    </div> <!-- end of div id=user-info -->

    <div id="logo">
      <a href="%s">
        <img src="%slogo.png"
             width="170" height="46"
             alt="Phorum" border="0" />
      </a>
    </div> <!-- end of div id=logo -->

    <div id="breadcrumb">
%s    </div> <!-- end of div id=breadcrumb -->

    <div id="search-area" class="icon-zoom">
      <form id="header-search-form" action="%s" method="get">
        <input type="hidden" name="forum_id" value="%d" />
        <input type="hidden" name="phorum_page" value="search" />
        <input type="hidden" name="match_forum" value="ALL" />
        <input type="hidden" name="match_dates" value="365" />
        <input type="hidden" name="match_threads" value="0" />
        <input type="hidden" name="match_type" value="ALL" />
        <input type="text" name="search" size="20" value="" class="styled-text" /><input type="submit" value="Search" class="styled-button" /><br />
        <a href="%s">Advanced</a>
      </form>
    </div> <!-- end of div id=search-area -->

    <div id="page-info">
%s
    </div> <!-- end of div id=page-info -->

<!-- END TEMPLATE header.tpl -->
`, c.Href(fmt.Sprintf("login.php?%d", pg.fid)), c.Href(fmt.Sprintf("register.php?%d", pg.fid)), c.Href(""), c.Pkg.Mount+phTpl,
			s.crumbs(c, pg, b, folder), c.Href("search.php"), pg.fid, c.Href(fmt.Sprintf("search.php?%d", pg.fid)), s.pageInfo(c, pg, b, folder))
	}
	h.WriteString(body)
	h.WriteString(`
<!-- BEGIN TEMPLATE footer.tpl -->
    <div id="footer-plug">
      This <a href="http://www.phorum.org/">forum</a>
      is powered by <a href="http://www.phorum.org/">Phorum</a>.
    </div>

  </div> <!-- end of div id="phorum" -->

</body>
</html>
<!-- END TEMPLATE footer.tpl -->
`)
	return h.String()
}

// crumbs is the breadcrumb trail: Home, the folder, the forum, then the topic or the page's own crumb.
func (s phSkin) crumbs(c *Ctx, pg phPage, b *Board, folder *Category) string {
	type crumb struct{ url, text string }
	trail := []crumb{{"index.php", "Home"}}
	if b != nil {
		folder = b.Category
	}
	if folder != nil {
		trail = append(trail, crumb{phFolderURL(folder), folder.Name})
	}
	if b != nil {
		trail = append(trail, crumb{s.BoardURL(b, 1), b.Name})
	}
	if pg.thread != nil {
		trail = append(trail, crumb{s.ThreadURL(pg.thread, 1), pg.thread.Title})
	}
	if pg.crumb != "" {
		trail = append(trail, crumb{"", pg.crumb})
	}
	var h strings.Builder
	for i, cr := range trail {
		sep := " &gt;"
		if i == len(trail)-1 {
			sep = ""
		}
		if cr.url == "" {
			fmt.Fprintf(&h, "        %s%s\n", Esc(cr.text), sep)
		} else {
			fmt.Fprintf(&h, "        <a href=\"%s\">%s</a>%s\n", c.Href(cr.url), Esc(cr.text), sep)
		}
	}
	return h.String()
}

// pageInfo is the heading: the topic on read pages, the forum's or folder's name, or the site's.
func (s phSkin) pageInfo(c *Ctx, pg phPage, b *Board, folder *Category) string {
	switch {
	case pg.thread != nil:
		t := pg.thread
		return fmt.Sprintf(`        <h1 class="heading">%s</h1>
        <div class="description">Posted by <a href="%s">%s</a>&nbsp;</div>`, Esc(t.Title), c.Href(phProfile(nodeID(t.Board), t.Author)), Esc(t.Author.Name))
	case b != nil:
		return fmt.Sprintf(`        <h1 class="heading">%s</h1>
        <div class="description">%s&nbsp;</div>`, Esc(b.Name), Esc(b.Description))
	case folder != nil:
		return fmt.Sprintf(`        <h1 class="heading">%s</h1>
        <div class="description">&nbsp;</div>`, Esc(folder.Name))
	}
	return fmt.Sprintf(`        <h1 class="heading">%s</h1>
        <div class="description">%s&nbsp;</div>`, phSite, Esc(phSiteDesc))
}

// message is message.tpl: what is wrong and, for a guest turned away
// (login the forum id, -1 for none), the way to log in.
func (s phSkin) message(c *Ctx, msg string, login int) string {
	click := ""
	if login >= 0 {
		click = fmt.Sprintf("\n            <p><a href=\"%s\">Click here to log in.</a></p>", c.Href(fmt.Sprintf("login.php?%d", login)))
	}
	return fmt.Sprintf(`<!-- BEGIN TEMPLATE message.tpl -->
    <div class="information">
        %s%s
    </div>
<!-- END TEMPLATE message.tpl -->
`, Esc(msg), click)
}

// index is index_flat.tpl: each folder a heading row over its forums; a folder page shows only its own.
func (s phSkin) index(c *Ctx, only *Category) string {
	var h strings.Builder
	h.WriteString("<!-- BEGIN TEMPLATE index_flat.tpl -->\n<table cellspacing=\"0\" class=\"list\">\n")
	img := c.Pkg.Mount + phTpl
	for _, cat := range c.W.Categories {
		if only != nil && cat != only {
			continue
		}
		fmt.Fprintf(&h, `            <tr>
                    <th align="left">
                        <img src="%sfolder.png" class="icon1616" alt="&bull;" />
                        <a href="%s">%s</a>
                    </th>
                <th>Threads</th>
                <th>Posts</th>
                <th align="left">Last Post</th>
            </tr>
`, img, c.Href(phFolderURL(cat)), Esc(cat.Name))
		for _, b := range cat.Boards {
			last := "&nbsp;"
			if p := b.Latest(); p != nil {
				last = p.Time.Format(phLong)
			}
			fmt.Fprintf(&h, `            <tr>
                    <td width="55%%">
                        <h3><a href="%s">%s</a></h3>
                        <p>%s</p>
                        <a class="icon icon-feed" href="%s">RSS</a>
                    </td>
                    <td align="center" width="12%%" nowrap="nowrap">
                        %s
                    </td>
                    <td align="center" width="12%%" nowrap="nowrap">
                        %s
                    </td>
                    <td width="21%%" nowrap="nowrap">
                        %s
                    </td>
            </tr>
`, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), c.Href(fmt.Sprintf("feed.php?%d,type=rss", nodeID(b))),
				thousands(len(b.Threads), ","), thousands(b.AllPosts(), ","), last)
		}
	}
	h.WriteString("</table>\n<!-- END TEMPLATE index_flat.tpl -->\n")
	return h.String()
}

// paging is paging.tpl. start is the first page of the eleven shown (list.php
// and read.php work it out differently); url names a page.
func (s phSkin) paging(c *Ctx, cur, total, start int, url func(int) string) string {
	img := c.Pkg.Mount + phTpl
	var h strings.Builder
	fmt.Fprintf(&h, "<!-- END TEMPLATE paging.tpl -->\n<div class=\"paging\">\n  Page %d of %d&nbsp;&nbsp;&nbsp;&nbsp;<strong>Pages:</strong>&nbsp;", cur, total)
	end := min(start+10, total)
	if start > 1 {
		fmt.Fprintf(&h, `<a href="%s" title="First Page"><img src="%scontrol_first.png" class="icon1616" alt="First Page" /></a>`, c.Href(url(1)), img)
	}
	if cur > 1 {
		fmt.Fprintf(&h, `<a href="%s" title="Previous Page"><img src="%scontrol_prev.png" class="icon1616" alt="Previous Page" /></a>`, c.Href(url(cur-1)), img)
	}
	for p := start; p <= end; p++ {
		if p == cur {
			fmt.Fprintf(&h, `<strong class="current-page">%d</strong>`, p)
		} else {
			fmt.Fprintf(&h, `<a href="%s">%d</a>`, c.Href(url(p)), p)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, `<a href="%s" title="Next Page"><img src="%scontrol_next.png" class="icon1616" alt="Next Page" /></a>`, c.Href(url(cur+1)), img)
	}
	if end < total {
		fmt.Fprintf(&h, `<a href="%s" title="Last Page"><img src="%scontrol_last.png" class="icon1616" alt="Last Page" /></a>`, c.Href(url(total)), img)
	}
	h.WriteString("\n</div>\n<!-- END TEMPLATE paging.tpl -->\n")
	return h.String()
}

// phListStart is list.php's first page of the eleven shown.
func phListStart(cur, total int) int {
	switch {
	case cur-5 <= 0 || cur < 11:
		return 1
	case cur > total-5:
		return total - 10
	}
	return cur - 5
}

// phReadStart is read.php's.
func phReadStart(cur, total int) int {
	switch {
	case total <= 11:
		return 1
	case total-cur < 5:
		return total - 10
	case cur > 6:
		return cur - 5
	}
	return 1
}

// rowPages is the "(Pages: ...)" after a long thread's subject: every page up to five, else 1 ... and the last three.
func (s phSkin) rowPages(c *Ctx, t *Thread) string {
	n := t.Pages(c.W.Shape.PostsPerPage)
	if n <= 1 {
		return ""
	}
	link := func(p int) string {
		return fmt.Sprintf(`<a href="%s">%d</a>`, c.Href(s.ThreadURL(t, 1)+fmt.Sprintf(",page=%d", p)), p)
	}
	var out string
	if n <= 5 {
		var ls []string
		for p := 1; p <= n; p++ {
			ls = append(ls, link(p))
		}
		out = strings.Join(ls, "&nbsp;")
	} else {
		out = link(1) + "&nbsp;...&nbsp;" + link(n-2) + "&nbsp;" + link(n-1) + "&nbsp;" + link(n)
	}
	return "&nbsp;<small>&nbsp;(Pages:&nbsp;" + out + ")</small>"
}

// list is list.tpl: the forum's threads, with the paging above and below.
func (s phSkin) list(c *Ctx, b *Board, page int) string {
	sh := c.W.Shape
	fid := nodeID(b)
	total := b.Pages(sh.ThreadsPerPage)
	pg := s.paging(c, page, total, phListStart(page, total), func(p int) string { return fmt.Sprintf("list.php?%d,page=%d", fid, p) })
	img := c.Pkg.Mount + phTpl
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="nav">
    %s
    <a class="icon icon-folder" href="%s">Forum List</a>
    <a class="icon icon-comment-add" href="%s">New Topic</a>
        <a class="icon icon-feed" href="%s">RSS</a>
</div>

<table cellspacing="0" class="list">
    <tr>
        <th align="left" colspan="2">
            Subject
        </th>
        <th nowrap="nowrap">Posts</th>
        <th align="left" nowrap="nowrap">Last Post</th>
    </tr>

`, pg, c.Href(phFolderURL(b.Category)), c.Href(fmt.Sprintf("posting.php?%d", fid)), c.Href(fmt.Sprintf("feed.php?%d,type=rss", fid)))
	for i, t := range Page(b.Threads, page, sh.ThreadsPerPage) {
		alt := ""
		if i%2 == 1 {
			alt = "alt"
		}
		icon, title := "comment", ""
		if t.Sticky {
			icon, title = "bell", "Sticky"
		}
		last := t.LastPost()
		read := c.Href(s.ThreadURL(t, 1))
		fmt.Fprintf(&h, `    <tr>

        <td width="1%%" class="%s"><a href="%s" title="%s"><img src="%s%s.png" width="16" height="16" border="0" /></a></td>
        <td width="59%%" class="%s">
            <h4>
                <a href="%s" class="" title="%s">%s</a>
                %s
            </h4>
            by <a href="%s">%s</a>
        </td>

            <td width="12%%" align="center" class="%s" nowrap="nowrap">%s</td>
            <td width="15%%" class="%s" nowrap="nowrap">%s<br /><a href="%s">Last Post</a> by <a href="%s">%s</a></td>

    </tr>
`, alt, read, title, img, icon, alt, read, title, Esc(t.Title), s.rowPages(c, t), c.Href(phProfile(fid, t.Author)), Esc(t.Author.Name),
			alt, thousands(len(t.Posts), ","), alt, last.Time.Format(phShort), c.Href(s.lastPostURL(t)), c.Href(phProfile(fid, last.Author)), Esc(last.Author.Name))
	}
	fmt.Fprintf(&h, "</table>\n<div class=\"nav\">\n    %s</div>\n", pg)
	return h.String()
}

// thread is read.tpl (flat): the page's messages, the paging, the neighbour
// and print links, then the reply form, which guests see as a call to log in.
func (s phSkin) thread(c *Ctx, t *Thread, page int, quote bool) string {
	sh := c.W.Shape
	d := phTab(c.W)
	b := t.Board
	fid := nodeID(b)
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="nav">
    <a class="icon icon-folder" href="%s">Forum List</a>
    <a class="icon icon-list" href="%s">Message List</a>
    <a class="icon icon-comment-add" href="%s">New Topic</a>
</div>

`, c.Href(phFolderURL(b.Category)), c.Href(s.BoardURL(b, 1)), c.Href(fmt.Sprintf("posting.php?%d", fid)))
	for _, p := range Page(t.Posts, page, sh.PostsPerPage) {
		id := d.msg[p]
		u := p.Author
		if p.Index > 0 {
			fmt.Fprintf(&h, "        <a name=\"msg-%d\"></a>\n", id)
		}
		subject := t.Title
		if p.Index > 0 {
			subject = "Re: " + t.Title
		}
		body := strings.Join(escAll(p.Body), "<br />\n<br />\n")
		if sig := signature(u); sig != "" {
			body += "<br />\n<br />\n" + Esc(sig)
		}
		fmt.Fprintf(&h, `
    <div class="message">

        <div class="generic">

            <table border="0" cellspacing="0">
                <tr>
                    <td width="100%%">
                        <div class="message-author icon-user">
                            <a href="%s">%s</a>
                        </div>
                        <small>
                        <strong>%s </strong><br />
                        %s
                        </small>
                    </td>
                    <td class="message-user-info" nowrap="nowrap">
                            Date Registered: %s<br />
                            Posts: %s
                    </td>
                </tr>
            </table>
        </div>

        <div class="message-body">
            %s
            <div class="message-options">
                <a class="icon icon-comment-add" href="%s">Reply</a>
                <a class="icon icon-comment-add" href="%s">Quote</a>
                <a class="icon icon-exclamation" href="%s">Report</a>
            </div>

        </div>
    </div>
`, c.Href(phProfile(fid, u)), Esc(u.Name), Esc(subject), p.Time.Format(phLong), u.Joined.Format(phRelative), thousands(u.Posts, ","), body,
			c.Href(s.msgURL(p, "", "REPLY")), c.Href(s.msgURL(p, ",quote=1", "REPLY")), c.Href(fmt.Sprintf("report.php?%d,%d", fid, id)))
	}
	pg := ""
	if total := t.Pages(sh.PostsPerPage); total > 1 {
		pg = s.paging(c, page, total, phReadStart(page, total), func(p int) string { return s.ThreadURL(t, 1) + fmt.Sprintf(",page=%d", p) })
	}
	stamp := phStamp(t)
	fmt.Fprintf(&h, `
<div class="nav">
    %s
    <a class="icon icon-prev" href="%s">Newer Topic</a>
    <a class="icon icon-next" href="%s">Older Topic</a>
</div>

<div id="thread-options" class="nav">
    <a class="icon icon-printer" href="%s" target="_blank">Print View</a>
        <a class="icon icon-feed" href="%s">RSS</a>
</div>

<a name="REPLY"></a>
`, pg, c.Href(fmt.Sprintf("read.php?%d,%d,newer", fid, stamp)), c.Href(fmt.Sprintf("read.php?%d,%d,older", fid, stamp)),
		c.Href(fmt.Sprintf("read.php?%d,%d,printview", fid, d.msg[t.Posts[0]])), c.Href(fmt.Sprintf("feed.php?%d,%d,type=rss", fid, d.msg[t.Posts[0]])))
	what := "reply to"
	if quote {
		what = "quote"
	}
	h.WriteString(s.message(c, fmt.Sprintf("Only registered users may %s messages in this forum.", what), fid))
	return h.String()
}

// profile is profile.tpl: what a guest may see of a member, and the search for the member's messages.
func (s phSkin) profile(c *Ctx, fid int, u *User) string {
	var nav strings.Builder
	d := phTab(c.W)
	if b := d.boards[fid]; b != nil {
		fmt.Fprintf(&nav, `    <a class="icon icon-folder" href="%s">Forum List</a>
        <a class="icon icon-list" href="%s">Message List</a>
`, c.Href(phFolderURL(b.Category)), c.Href(s.BoardURL(b, 1)))
	} else {
		fmt.Fprintf(&nav, "    <a class=\"icon icon-folder\" href=\"%s\">Forum List</a>\n", c.Href("index.php"))
	}
	return fmt.Sprintf(`<!-- BEGIN TEMPLATE profile.tpl -->
<div class="nav">
%s</div>

<div id="profile">

    <div class="generic">

        <div class="icon-user">
            %s
            <small>
              [ <a href="%s">Show recent messages by this user</a> ]
            </small>
        </div>

        <dl>

            <dt>Email:</dt>
            <dd>(hidden)</dd>

                <dt>Posts:&nbsp;</dt>
                <dd>%s</dd>
                <dt>Date Registered:&nbsp;</dt>
                <dd>%s</dd>
                <dt>Date Last Active:&nbsp;</dt>
                <dd>%s</dd>

        </dl>

    </div>

</div>
<!-- END TEMPLATE profile.tpl -->
`, nav.String(), Esc(u.Name), c.Href(fmt.Sprintf("search.php?%d,author=%d%s,match_threads=0", fid, u.ID, phSearchQS)),
		thousands(u.Posts, ","), u.Joined.Format("01/02/2006"), phLastActive(d, u).Format(phShort))
}

// phLastActive is when a member last posted, or joined when never.
func phLastActive(d *phTables, u *User) time.Time {
	if ps := d.byUser[u]; len(ps) > 0 {
		return ps[0].Time
	}
	return u.Joined
}

// search is search.tpl: a member's messages (match_type USER_ID, the profile's
// link), a form's search over subjects, or the form alone.
func (s phSkin) search(c *Ctx, a phArgs, fid int) string {
	d := phTab(c.W)
	byUser := a.named["match_type"] == "USER_ID"
	var found []*Post
	switch {
	case byUser:
		if n, err := strconv.Atoi(a.named["author"]); err == nil {
			if u := c.W.User(n); u != nil {
				found = d.byUser[u]
			}
		}
	case strings.TrimSpace(a.named["search"]) != "":
		kw := strings.ToLower(strings.TrimSpace(a.named["search"]))
		for i := len(d.byMsg) - 1; i >= 0; i-- {
			if p := d.byMsg[i]; p.Index == 0 && strings.Contains(strings.ToLower(p.Thread.Title), kw) {
				found = append(found, p)
			}
		}
	}
	var h strings.Builder
	asked := byUser || a.named["search"] != ""
	total := pageCount(len(found), phResults)
	page := min(a.page(), total)
	switch {
	case asked && len(found) == 0:
		h.WriteString(`    <div class="information">
        <h4>Your search did not match any messages.</h4>
        <p>Try broadening your search terms, or searching over all dates and all forums.</p>
    </div>
`)
	case asked:
		pageURL := func(p int) string {
			return fmt.Sprintf("search.php?%d,search=%s,author=%s,page=%d,match_type=%s,match_dates=%s,match_forum=ALL,match_threads=0",
				fid, url.QueryEscape(a.named["search"]), url.QueryEscape(a.named["author"]), p, url.QueryEscape(a.named["match_type"]), url.QueryEscape(a.named["match_dates"]))
		}
		pg := s.paging(c, page, total, phListStart(page, total), pageURL)
		shown := Page(found, page, phResults)
		lo := (page-1)*phResults + 1
		fmt.Fprintf(&h, "    <div class=\"nav\">\n        %s        Results %d - %d of %d\n    </div>\n\n    <div class=\"generic search\">\n", pg, lo, lo+len(shown)-1, len(found))
		for _, p := range shown {
			subject := p.Thread.Title
			if p.Index > 0 {
				subject = "Re: " + subject
			}
			fmt.Fprintf(&h, `            <div class="search-result">

                <h4><a href="%s">%s</a><small> - %s</small></h4>

                <blockquote>%s</blockquote>

                by <strong>%s</strong>

                    - <a href="%s">%s</a>

            </div>
`, c.Href(s.msgURL(p, "", fmt.Sprintf("msg-%d", d.msg[p]))), Esc(subject), p.Time.Format(phShort), Esc(clip(strings.Join(p.Body, " "), 200)),
				Esc(p.Author.Name), c.Href(s.BoardURL(p.Thread.Board, 1)), Esc(p.Thread.Board.Name))
		}
		fmt.Fprintf(&h, "    </div>\n\n    <div class=\"nav\">\n        %s    </div>\n\n    <br />\n    <br />\n", pg)
	}
	if byUser {
		return h.String()
	}
	var opts strings.Builder
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&opts, "                        <optgroup label=\"%s\"></optgroup>\n", Esc(cat.Name))
		for _, b := range cat.Boards {
			fmt.Fprintf(&opts, "                        <option value=\"%d\" >&nbsp;&nbsp;%s</option>\n", nodeID(b), Esc(b.Name))
		}
	}
	fmt.Fprintf(&h, `    <div class="nav">
        <a class="icon icon-folder" href="%s">Forum List</a>
    </div>

    <div class="generic" id="search-form">

        <form action="%s" method="get">
            <input type="hidden" name="forum_id" value="%d" />
            Search Messages:<br />
            <input type="text" name="search" id="phorum_search_message" size="30" maxlength="" value="%s" />
            <select name="match_type">
                <option value="ALL" selected="selected">Match All Words</option>
                <option value="ANY" >Match Any Word</option>
                <option value="PHRASE" >Match Exact Phrase</option>
            </select>
            <input type="submit" value="Search" /><br />
            <br />
            Search Authors:<br />
            <input type="text" id="phorum_search_author" name="author" size="30" maxlength="" value="" /><br />
            <br />
            Forums:<br />
            <select name="match_forum[]" size="8" multiple="multiple">
                <option value="ALL" selected="selected">All Forums</option>
%s            </select>
            <br />
            <br />
            Options:<br />
            <select name="match_threads">
                <option value="1" >Search Whole Threads</option>
                <option value="0" selected="selected">Search Individual Messages</option>
            </select>
            &nbsp;
            &nbsp;
            <select name="match_dates">
                <option value="30" >Last 30 Days</option>
                <option value="90" >Last 90 Days</option>
                <option value="365" selected="selected">Last 365 Days</option>
                <option value="0" >All Dates</option>
            </select>
            <br />
        </form>
    </div>
`, c.Href(s.indexOf(fid, d)), c.Href("search.php"), fid, Esc(a.named["search"]), opts.String())
	return h.String()
}

// indexOf is a page's "Forum List" link: the folder of its forum, or the index.
func (s phSkin) indexOf(fid int, d *phTables) string {
	if b := d.boards[fid]; b != nil {
		return phFolderURL(b.Category)
	}
	if cat := d.folders[fid]; cat != nil {
		return phFolderURL(cat)
	}
	return s.Entry()
}

// login is login.tpl: the log-in form and the lost-password form beside it.
func (s phSkin) login(c *Ctx, fid int) string {
	return fmt.Sprintf(`<!-- BEGIN TEMPLATE login.tpl -->

    <div class="information"><a href="%s">Not registered yet? Click here to register.</a></div>

<div class="generic">
    <table border="0" cellspacing="0" class="form-table">
        <tr>
            <td width="50%%" valign="top">

                <h4>Log In</h4>
                <form action="%s" method="post">
                    <input type="hidden" name="forum_id" value="%d" />
                    Username:<br />
                    <input type="text" id="username" name="username" size="30" value="" /><br />
                    <br />
                    Password:<br />
                    <input type="password" id="password" name="password" size="30" value="" /><br />
                    <br />
                    <input type="submit" value="Submit" />
                </form>

            </td>
            <td width="50%%" valign="top">
                <h4>Forgot Your Password?</h4>
                <form action="%s" method="post">
                    <input type="hidden" name="forum_id" value="%d" />
                    Enter your email address below and a new password will be sent to you.<br />
                    <br />
                    <input type="text" id="lostpass" name="lostpass" size="30" value="" /><br />
                    <br />
                    <input type="submit" value="Submit" />
                </form>
            </td>
        </tr>
    </table>
</div>

<!-- END TEMPLATE login.tpl -->
`, c.Href(fmt.Sprintf("register.php?%d", fid)), c.Href("login.php"), fid, c.Href("login.php"), fid)
}

// register is register.tpl's form.
func (s phSkin) register(c *Ctx) string {
	return fmt.Sprintf(`<!-- BEGIN TEMPLATE register.tpl -->
<div class="generic">
    <form action="%s" method="post">
        <h4>Register</h4>
        <table class="form-table" cellspacing="0">
            <tr><td nowrap="nowrap">Username*:&nbsp;</td><td><input type="text" name="username" size="30" value="" /></td></tr>
            <tr><td nowrap="nowrap">Email*:&nbsp;</td><td><input type="text" name="email" size="30" value="" /></td></tr>
            <tr><td nowrap="nowrap">Password*:&nbsp;</td><td><input type="password" name="password" size="30" value="" /></td></tr>
            <tr><td nowrap="nowrap">&nbsp;</td><td><input type="password" name="password2" size="30" value="" /> (again)</td></tr>
        </table>
        * = Required
        <div style="margin-top: 15px;" class="buttons"><input type="submit" value="Submit" /></div>
    </form>
</div>
<!-- END TEMPLATE register.tpl -->
`, c.Href("register.php"))
}
