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

// Invision Power Board 2.3 with its default skin ("IPB Default Skin"), at
// /forums/. Everything is index.php and a query. Categories and forums share
// one id sequence (a category is a forum without a parent), so showforum=C
// of a category lists its forums. Guests without a cookie get a session id,
// s=<32 hex>, which IPB's base_url puts first in every query
// (index.php?s=SID&showtopic=12) and boink_it carries into redirects. Guests
// may read only, the default Guests group: posting links lead to the "no
// permission" page, and topic views carry no Quote buttons. Pagers are
// build_pagelinks': "N Pages", the current page with two either side, every
// page named by its start offset (st=0 too), "<" ">" and "«" "»" for the
// first and last; a forum's pager carries the sort form's defaults. st may be
// any offset: the list starts there. 30 topics and 20 posts a page. URL scheme:
//
//	"" (the mount), index.php, index.php?act=idx, any unknown act   entry: the board index, canonical index.php
//	index.php?showforum=C                    a category: its forums (an index page)
//	index.php?showforum=F                    forum, 30 topics a page (sub-forums above)
//	index.php?showforum=F&prune_day=100&sort_by=Z-A&sort_key=last_post&topicfilter=all&st=S
//	                                         what the pager links: index pages; st=S/30+1 past page 1 is canonical,
//	                                         st=0 and no st duplicate page 1. Other sort keys, orders, prune days and
//	                                         filters (the Forum Options form): the same pages reordered, canonical the
//	                                         plain page; a value IPB does not know is "incorrect use" (other)
//	index.php?showtopic=T[&st=S]             topic, 20 posts a page; st=S/20+1 past page 1, st=0 duplicates page 1
//	index.php?showtopic=T&view=findpost&p=P the "#N" link: 302 to showtopic=T&st=S&p=P#entryP, the page holding it
//	                                         (a duplicate of that page, as is any topic URL with p=, pid= or hl=)
//	index.php?showtopic=T&view=getlastpost|getnewpost   302 to showtopic=T&pid=P&st=S&#entryP, the last post
//	                                         (guests have no read markers)
//	index.php?showtopic=T&view=old|new       Next Oldest / Next Newest: 302 to the neighbouring topic by last post,
//	                                         past either end the "no older/newer topics" message (other)
//	index.php?act=Print&client=printer&f=F&t=T   print view (other)
//	index.php?showuser=U                     profile (other), linking act=Search&CODE=gettopicsuser|getalluser&mid=U
//	index.php?act=Search[&CODE=...]          search form, a member's topics (linked showtopic=T&hl=) or posts (other)
//	index.php?act=Members[&...&st=S]         member list, 20 a page (other)
//	index.php?act=post&do=new_post&f=F, act=post&do=reply_post&f=F&t=T[&qpid=P], and the older
//	act=Post&CODE=00|02 forms                guests may not post: the no-permission page with a log-in form (other)
//	index.php?act=Login&CODE=00, act=Reg&CODE=00|reval|10, act=Help, act=boardrules, act=Online&...,
//	act=Stats[&CODE=leaders]                 other
//	index.php?act=calendar[&cal_id=1&m=M&y=Y]   calendar months, each linking the next: a trap (other)
//	index.php?act=rssout&id=1                RSS of the newest topics (other)
//	lofiversion/index.php[/fF[-S].html|/tT[-S].html]   the lo-fi version, 50 a page, no session ids (other)
func ipb2() *Package {
	return &Package{
		Name: "ipb2", Software: "Invision Power Board 2.3 (IPB Default Skin)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.2, Threads: [2]int{8, 46},
			Posts: [2]int{1, 20}, LongThreadChance: 0.07, ThreadsPerPage: 30, PostsPerPage: 20, Users: 120,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.05},
		Mount: "/forums/", Session: "s", Seed: 3229, Unseen: true,
		Skin: ip2Skin{},
	}
}

// ip2Skin renders IPB 2.3 with the IPB Default Skin.
type ip2Skin struct{}

const (
	ip2Site     = "Lakeside Gardeners Board"
	ip2Img      = "style_images/1"
	ip2FilterQS = "prune_day=100&sort_by=Z-A&sort_key=last_post&topicfilter=all"
	ip2Members  = 20 // members a page, max_results
	ip2LofiPer  = 50 // topics or posts a lo-fi page
	ip2Hot      = 15 // hot_topic: posts that make a topic hot
)

func (ip2Skin) Entry() string { return "index.php" }

// ip2BoardQ is the query of page p of a forum: the pager's, with the sort defaults.
func ip2BoardQ(b *Board, p int) string {
	if p <= 1 {
		return fmt.Sprintf("showforum=%d", nodeID(b))
	}
	return fmt.Sprintf("showforum=%d&%s&st=%d", nodeID(b), ip2FilterQS, (p-1)*b.World.Shape.ThreadsPerPage)
}

func ip2ThreadQ(t *Thread, p int) string {
	if p <= 1 {
		return fmt.Sprintf("showtopic=%d", t.ID)
	}
	return fmt.Sprintf("showtopic=%d&st=%d", t.ID, (p-1)*t.Board.World.Shape.PostsPerPage)
}

func (ip2Skin) BoardURL(b *Board, p int) string   { return "index.php?" + ip2BoardQ(b, p) }
func (ip2Skin) ThreadURL(t *Thread, p int) string { return "index.php?" + ip2ThreadQ(t, p) }

func ip2CatQ(cat *Category) string { return fmt.Sprintf("showforum=%d", catNodeID(cat)) }

// ip2Base is IPB's base_url: index.php?, and s=SID& for a guest without a cookie.
func ip2Base(c *Ctx) string {
	b := c.Pkg.Mount + "index.php?"
	if c.Sid != "" {
		b += "s=" + c.Sid + "&"
	}
	return b
}

// a is the attribute-ready link to index.php?q.
func ip2A(c *Ctx, q string) string { return Esc(ip2Base(c) + q) }

// ip2Lofi is a lo-fi page's absolute path: the lo-fi version carries no session.
func ip2Lofi(c *Ctx, page string) string { return c.Pkg.Mount + "lofiversion/index.php" + page }

// ip2Plain is a link to index.php?q without the session, as the lo-fi version writes them.
func ip2Plain(c *Ctx, q string) string { return Esc(c.Pkg.Mount + "index.php?" + q) }

// ip2Boink is boink_it: a 302 to index.php?q under base_url; info labels where it lands.
func ip2Boink(c *Ctx, q string, info Info) Response {
	return Response{Status: http.StatusFound, Location: ip2Base(c) + q, Info: info}
}

// ip2Tables are what the skin derives from a world: forums and categories by their shared ids.
type ip2Tables struct {
	board map[int]*Board
	cat   map[int]*Category
}

func ip2Tab(w *World) *ip2Tables {
	return w.Derived("ipb2", func() any {
		d := &ip2Tables{board: map[int]*Board{}, cat: map[int]*Category{}}
		for _, b := range w.Boards {
			d.board[nodeID(b)] = b
		}
		for _, cat := range w.Categories {
			d.cat[catNodeID(cat)] = cat
		}
		return d
	}).(*ip2Tables)
}

// Dates as get_date prints them: LONG "M j Y, h:i A", SHORT "jS F Y - h:i A",
// today and yesterday named (time_use_relative).

func ip2Relative(now, t time.Time) (string, bool) {
	switch calendarDays(now, t) {
	case 0:
		return "Today, " + t.Format("03:04 PM"), true
	case 1:
		return "Yesterday, " + t.Format("03:04 PM"), true
	}
	return "", false
}

func ip2Long(now, t time.Time) string {
	if s, ok := ip2Relative(now, t); ok {
		return s
	}
	return t.Format("Jan 2 2006, 03:04 PM")
}

func ip2Short(now, t time.Time) string {
	if s, ok := ip2Relative(now, t); ok {
		return s
	}
	return ip2Ordinal(t.Day()) + t.Format(" January 2006 - 03:04 PM")
}

// ip2Ordinal is PHP's "jS": 1st, 2nd, 3rd, 4th, 11th.
func ip2Ordinal(d int) string {
	suffix := "th"
	if d < 11 || d > 13 {
		switch d % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(d) + suffix
}

// ip2Joined is the JOINED date format, "j-F y".
func ip2Joined(t time.Time) string { return t.Format("2-January 06") }

// ip2Group is a member's group and title from the default ranks and pips.
func ip2Group(u *User) (group, title string, pips int) {
	group = "Members"
	if u.ID%41 == 1 {
		group = "Admin"
	}
	switch {
	case u.Posts >= 50:
		return group, "Advanced Member", 3
	case u.Posts >= 10:
		return group, "Member", 2
	}
	return group, "Newbie", 1
}

// ip2Input is the request as IPB's index.php reads it: showforum, showtopic
// and showuser stand for act=SF, ST and Profile; act is case-blind.
type ip2Input struct {
	act string
	q   map[string]string
}

func ip2Read(c *Ctx) ip2Input {
	in := ip2Input{q: map[string]string{}}
	for k, v := range c.Query {
		in.q[k] = v[0]
	}
	in.act = strings.ToLower(in.q["act"])
	switch {
	case in.q["showforum"] != "":
		in.act, in.q["f"] = "sf", in.q["showforum"]
	case in.q["showtopic"] != "":
		in.act, in.q["t"] = "st", in.q["showtopic"]
	case in.q["showuser"] != "":
		in.act, in.q["MID"] = "profile", in.q["showuser"]
	}
	return in
}

// int is a parameter as intval() reads it.
func (in ip2Input) int(k string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(in.q[k]))
	return n
}

func (s ip2Skin) Serve(c *Ctx) Response {
	switch {
	case c.Path == "" || c.Path == "index.php":
	case c.Path == "lofiversion/index.php" || strings.HasPrefix(c.Path, "lofiversion/index.php/"):
		return s.lofi(c, strings.TrimPrefix(c.Path, "lofiversion/index.php"))
	default:
		return c.NotFound(notFoundPage)
	}
	in := ip2Read(c)
	d := ip2Tab(c.W)
	other := Info{Type: TypeOther}
	switch in.act {
	case "sf":
		id := in.int("f")
		if cat := d.cat[id]; cat != nil {
			q := ip2CatQ(cat)
			return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: "index.php?" + q},
				s.frame(c, ip2Page{title: cat.Name, nav: s.nav(c, nil, cat.Name)}, s.categories(c, []*Category{cat})))
		}
		if b := d.board[id]; b != nil {
			return s.forum(c, in, b)
		}
		return s.fail(c, "Sorry, the link that brought you to this page seems to be out of date or broken.")
	case "st":
		if t := c.W.Thread(in.int("t")); t != nil {
			return s.topic(c, in, t)
		}
		return s.fail(c, "Sorry, the link that brought you to this page seems to be out of date or broken.")
	case "profile":
		if u := c.W.User(in.int("MID")); u != nil {
			return c.Page(other, s.frame(c, ip2Page{title: "Viewing Profile: " + u.Name, nav: s.nav(c, nil, "Viewing Profile: "+u.Name)}, s.profile(c, u)))
		}
		return s.fail(c, "Sorry, we could not find that member.")
	case "print":
		t := c.W.Thread(in.int("t"))
		if t == nil {
			return s.fail(c, "Sorry, the link that brought you to this page seems to be out of date or broken.")
		}
		return c.Page(other, s.print(c, t))
	case "post":
		return c.Page(other, s.frame(c, ip2Page{title: "Board Message", nav: s.nav(c, nil, "Board Message")},
			s.message(c, "Sorry, you do not have the permission to post in this forum. If you are not logged in, you may do so using the form below.", true)))
	case "members":
		return c.Page(other, s.frame(c, ip2Page{title: "Member List", nav: s.nav(c, nil, "Member List")}, s.members(c, in)))
	case "search":
		title, body := s.search(c, in)
		return c.Page(other, s.frame(c, ip2Page{title: title, nav: s.nav(c, nil, title)}, body))
	case "login":
		return c.Page(other, s.frame(c, ip2Page{title: "Log In", nav: s.nav(c, nil, "Log In")}, s.login(c)))
	case "reg":
		return c.Page(other, s.frame(c, ip2Page{title: "Registration Form", nav: s.nav(c, nil, "Registration Form")}, s.register(c, in.q["CODE"])))
	case "help":
		return c.Page(other, s.frame(c, ip2Page{title: "Help", nav: s.nav(c, nil, "Help")}, s.help(c)))
	case "boardrules":
		return c.Page(other, s.frame(c, ip2Page{title: "Board Rules", nav: s.nav(c, nil, "Board Rules")}, s.rules(c)))
	case "online":
		return c.Page(other, s.frame(c, ip2Page{title: "Online List", nav: s.nav(c, nil, "Online List")}, s.online(c)))
	case "stats":
		return c.Page(other, s.frame(c, ip2Page{title: "Statistics", nav: s.nav(c, nil, "Statistics")}, s.stats(c, in.q["CODE"] == "leaders")))
	case "calendar":
		return c.Page(Info{Type: TypeOther, Trap: true}, s.frame(c, ip2Page{title: "Calendar", nav: s.nav(c, nil, "Calendar")}, s.calendar(c, in)))
	case "rssout":
		ts := c.W.ThreadsByDate()[:10]
		return Response{Status: http.StatusOK, ContentType: "text/xml; charset=UTF-8",
			Body: rssFeed(c, ip2Site+" RSS", s.Entry(), rssItems(c, ts)), Info: other}
	}
	// index.php's act table sends what it does not know to the board index.
	return c.Page(Info{Type: TypeEntry, Canonical: s.Entry()}, s.frame(c, ip2Page{title: ip2Site, nav: s.nav(c, nil, "")}, s.boardIndex(c)))
}

// fail is Error(): IPB answers it with 200, the farm gives records that do not exist a 404.
func (s ip2Skin) fail(c *Ctx, msg string) Response {
	return c.NotFound(s.frame(c, ip2Page{title: "Board Message", nav: s.nav(c, nil, "Board Message")}, s.message(c, msg, false)))
}

// ip2Filter is the forum view's sort form: its four keys and their defaults.
type ip2Filter struct{ prune, sortBy, sortKey, topicFilter string }

var ip2Default = ip2Filter{"100", "Z-A", "last_post", "all"}

// ip2SortKeys are the sort_key choices; prune days and filters follow.
var (
	ip2SortKeys = map[string]func(a, b *Thread) int{
		"last_post": byLastPost, "last_poster_name": func(a, b *Thread) int {
			return strings.Compare(strings.ToLower(a.LastPost().Author.Name), strings.ToLower(b.LastPost().Author.Name))
		},
		"title": byTitle, "starter_name": byStarter, "start_date": func(a, b *Thread) int { return a.Posts[0].Time.Compare(b.Posts[0].Time) },
		"topic_hasattach": func(a, b *Thread) int { return 0 }, "posts": byReplies, "views": byViews,
	}
	ip2Prunes  = []string{"1", "5", "7", "10", "15", "20", "25", "30", "60", "90", "100"}
	ip2Filters = []string{"all", "open", "hot", "poll", "locked", "moved"}
)

// query is the filter as the pager's base URL spells it.
func (f ip2Filter) query() string {
	return fmt.Sprintf("prune_day=%s&sort_by=%s&sort_key=%s&topicfilter=%s", f.prune, f.sortBy, f.sortKey, f.topicFilter)
}

// threads is the forum's topics as the filter shows them: pinned first.
func (f ip2Filter) threads(w *World, b *Board) []*Thread {
	ts := slices.Clone(b.Threads)
	if f.prune != "100" {
		days, _ := strconv.Atoi(f.prune)
		cut := w.Now.AddDate(0, 0, -days)
		ts = slices.DeleteFunc(ts, func(t *Thread) bool { return !t.Sticky && t.LastPost().Time.Before(cut) })
	}
	switch f.topicFilter {
	case "hot":
		ts = slices.DeleteFunc(ts, func(t *Thread) bool { return len(t.Posts) < ip2Hot })
	case "poll", "locked", "moved":
		ts = nil // no polls, no closed topics, no moved links on this board
	}
	return stickyFirst(ts, ip2SortKeys[f.sortKey], f.sortBy == "Z-A")
}

func (s ip2Skin) forum(c *Ctx, in ip2Input, b *Board) Response {
	f := ip2Default
	for _, kv := range []struct {
		key string
		to  *string
	}{{"prune_day", &f.prune}, {"sort_by", &f.sortBy}, {"sort_key", &f.sortKey}, {"topicfilter", &f.topicFilter}} {
		if v, ok := in.q[kv.key]; ok {
			*kv.to = v
		}
	}
	if _, ok := ip2SortKeys[f.sortKey]; !ok || !slices.Contains(ip2Prunes, f.prune) || !slices.Contains(ip2Filters, f.topicFilter) || f.sortBy != "A-Z" && f.sortBy != "Z-A" {
		return c.Page(Info{Type: TypeOther}, s.frame(c, ip2Page{title: "Board Message", nav: s.nav(c, nil, "Board Message")},
			s.message(c, "Sorry, an error occurred. If you are unsure on how to use a feature, or don't know why you got this error message, try looking through the help files for more information.", false)))
	}
	per := c.W.Shape.ThreadsPerPage
	ts := f.threads(c.W, b)
	st := max(0, in.int("st"))
	info := boardInfo(s, b, st/per+1)
	if st > 0 && st >= len(ts) {
		info = Info{Type: TypeOther} // past the end: "no topics were found"
	}
	lofi := fmt.Sprintf("/f%d.html", nodeID(b))
	return c.Page(info, s.frame(c, ip2Page{title: b.Name, nav: s.nav(c, b, ""), lofi: lofi}, s.forumView(c, b, f, ts, st)))
}

func (s ip2Skin) topic(c *Ctx, in ip2Input, t *Thread) Response {
	per := c.W.Shape.PostsPerPage
	pages := t.Pages(per)
	last := t.LastPost()
	lastQ := fmt.Sprintf("showtopic=%d&pid=%d&st=%d&#entry%d", t.ID, last.ID, (pages-1)*per, last.ID)
	switch in.q["view"] {
	case "getlastpost", "getnewpost":
		return ip2Boink(c, lastQ, threadInfo(s, t, pages))
	case "findpost":
		pid := in.int("p")
		if pid <= 0 {
			return ip2Boink(c, lastQ, threadInfo(s, t, pages))
		}
		// COUNT(*) of the topic's posts up to pid: the page that holds it.
		n := 0
		for _, p := range t.Posts {
			if p.ID <= pid {
				n++
			}
		}
		page := max(1, pageCount(n, per))
		return ip2Boink(c, fmt.Sprintf("showtopic=%d&st=%d&p=%d&#entry%d", t.ID, (page-1)*per, pid, pid), threadInfo(s, t, page))
	case "old", "new":
		if n := ip2Neighbour(t, in.q["view"] == "new"); n != nil {
			return ip2Boink(c, fmt.Sprintf("showtopic=%d", n.ID), threadInfo(s, n, 1))
		}
		msg := "There are no older topics in this forum."
		if in.q["view"] == "new" {
			msg = "There are no newer topics in this forum."
		}
		return c.Page(Info{Type: TypeOther}, s.frame(c, ip2Page{title: "Board Message", nav: s.nav(c, t.Board, "Board Message")}, s.message(c, msg, false)))
	}
	st := max(0, in.int("st"))
	if st >= len(t.Posts) {
		st = (pages - 1) * per
	}
	page := st/per + 1
	lofi := fmt.Sprintf("/t%d.html", t.ID)
	return c.Page(threadInfo(s, t, page), s.frame(c, ip2Page{title: t.Title, nav: s.nav(c, t.Board, t.Title), lofi: lofi}, s.topicView(c, t, st)))
}

// ip2Neighbour is the topic of the forum whose last post comes next after t's (newer) or before it.
func ip2Neighbour(t *Thread, newer bool) *Thread {
	at := t.LastPost().Time
	var best *Thread
	for _, x := range t.Board.Threads {
		lt := x.LastPost().Time
		switch {
		case newer && lt.After(at) && (best == nil || lt.Before(best.LastPost().Time)):
			best = x
		case !newer && lt.Before(at) && (best == nil || lt.After(best.LastPost().Time)):
			best = x
		}
	}
	return best
}

// pager is build_pagelinks: base is the query the links start from, cur the start offset shown.
func (s ip2Skin) pager(c *Ctx, base string, total, per, cur int) string {
	pages := pageCount(total, per)
	if pages <= 1 {
		return ""
	}
	const section = 2
	current := cur/per + 1
	link := func(st int) string { return ip2A(c, fmt.Sprintf("%s&st=%d", base, st)) }
	var h strings.Builder
	fmt.Fprintf(&h, `<span class="pagelink" id='page-jump'>%d Pages <img src='%s/menu_action_down.gif' alt='V' title='Open Menu' border='0' /></span>&nbsp;`, pages, ip2Img)
	if current-section > 1 {
		fmt.Fprintf(&h, `<span class="pagelinklast"><a href="%s" title="Go to first page">&laquo;</a></span>&nbsp;`, ip2A(c, base))
	}
	if current > 1 {
		fmt.Fprintf(&h, `<span class="pagelink"><a href="%s" title="Previous page">&lt;</a></span>`, link(cur-per))
	}
	for p := max(1, current-section); p <= min(pages, current+section); p++ {
		if p == current {
			fmt.Fprintf(&h, `&nbsp;<span class="pagecurrent">%d</span>`, p)
			continue
		}
		fmt.Fprintf(&h, `&nbsp;<span class="pagelink"><a href="%s" title="%d">%d</a></span>`, link((p-1)*per), p, p)
	}
	if current < pages {
		fmt.Fprintf(&h, `&nbsp;<span class="pagelink"><a href="%s" title="Next page">&gt;</a></span>`, link(cur+per))
	}
	if current+section < pages {
		fmt.Fprintf(&h, `&nbsp;<span class="pagelinklast"><a href="%s" title="Go to last page">&raquo;</a></span>&nbsp;`, link((pages-1)*per))
	}
	fmt.Fprintf(&h, "\n<script type=\"text/javascript\">\n//<![CDATA[\nipb_pages_shown++;\nvar pgjmp = document.getElementById( 'page-jump' );\npgjmp.id  = 'page-jump-'+ipb_pages_shown;\nipb_pages_array[ ipb_pages_shown ] = new Array( '%s', %d, %d );\nmenu_build_menu( pgjmp.id, ipb_pages_jump_menu );\n//]]>\n</script>", ip2Base(c)+base, per, pages)
	return h.String()
}

// ip2Page is what the global wrapper needs to know of a page.
type ip2Page struct {
	title string
	nav   string
	lofi  string // the footer's Lo-Fi Version link below lofiversion/index.php, "" for its index
}

// nav is the navstrip: the board, then the forum's category and parents, then a last unlinked item.
func (s ip2Skin) nav(c *Ctx, b *Board, last string) string {
	sep := "&nbsp;&gt;&nbsp;"
	h := fmt.Sprintf(`<img src='%s/nav.gif' border='0'  alt='&gt;' />&nbsp;<a href='%s'>%s</a>`, ip2Img, ip2A(c, "act=idx"), ip2Site)
	if b != nil {
		h += sep + fmt.Sprintf(`<a href='%s'>%s</a>`, ip2A(c, ip2CatQ(b.Category)), Esc(b.Category.Name))
		for _, x := range b.Trail() {
			if x == b && last == "" {
				h += sep + Esc(x.Name)
				continue
			}
			h += sep + fmt.Sprintf(`<a href='%s'>%s</a>`, ip2A(c, ip2BoardQ(x, 1)), Esc(x.Name))
		}
	}
	if last != "" {
		h += sep + Esc(last)
	}
	return h
}

// frame is the board wrapper: header with the logo strip and submenu, the
// guest bar, the navstrip, the page, the footer with the lo-fi link.
func (s ip2Skin) frame(c *Ctx, pg ip2Page, body string) string {
	title := pg.title
	if title != ip2Site {
		title = ip2Site + " -> " + title
	}
	lofi := fmt.Sprintf(`<a href='%s'>Lo-Fi Version</a>`, ip2Lofi(c, pg.lofi))
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"> 
<html xml:lang="en" lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="content-type" content="text/html; charset=iso-8859-1" />
<link rel="shortcut icon" href="favicon.ico" />
<title>%s</title>
<link rel="alternate" type="application/rss+xml" title="%s RSS" href="%s" />
%s<script type="text/javascript">
//<![CDATA[
var ipb_var_st            = "0";
var ipb_lang_tpl_q1       = "Please enter a page number to jump to between 1 and";
var ipb_var_s             = "%s";
var ipb_var_phpext        = "php";
var ipb_var_base_url      = "%s";
var ipb_var_image_url     = "%s";
var ipb_input_f           = "0";
var ipb_input_t           = "0";
var ipb_input_p           = "0";
var ipb_var_cookieid      = "";
var ipb_var_cookie_domain = "";
var ipb_var_cookie_path   = "/";
var ipb_md5_check         = "880ea6a14ea49e853634fbdc5015a024";
var ipb_new_msgs          = 0;
var use_enhanced_js       = 1;
var use_charset           = "iso-8859-1";
var ipb_myass_chars_lang  = "You did not enter enough characters";
var ajax_load_msg         = "Loading Content...";
//]]>
</script>
<script type="text/javascript" src='jscripts/ips_ipsclass.js'></script>
<script type="text/javascript" src='jscripts/ipb_global.js'></script>
<script type="text/javascript" src='jscripts/ips_menu.js'></script>
<script type="text/javascript" src='%s/folder_js_skin/ips_menu_html.js'></script>
<script type="text/javascript" src='cache/lang_cache/en/lang_javascript.js'></script>
%s</head> 
<body>
<div id="ipbwrapper">
<!--ipb.javascript.start-->
<script type="text/javascript">
//<![CDATA[
var ipsclass = new ipsclass();
ipsclass.init();
ipsclass.settings['do_linked_resize'] = parseInt( "1" );
ipsclass.settings['resize_percent']   = parseInt( "50" );
//]]>
</script>
<!--ipb.javascript.end-->
<div class="borderwrap">
	<div id="logostrip"><a href='%s'><!--ipb.logo.start--><img src='%s/logo4.gif' style='vertical-align:top' alt='IPB' border='0' /><!--ipb.logo.end--></a></div>
	<div id="submenu">
		<!--ipb.leftlinks.start-->
		<div class='ipb-top-left-link'><a href="http://www.lakeside-gardeners.example/">Home</a></div>
		<!--ipb.leftlinks.end-->
		<!--ipb.rightlinks.start-->
		<div class='ipb-top-right-link'><a href="%s">Help</a></div>
		<div class='ipb-top-right-link' id="ipb-tl-search"><a href="%s">Search</a></div>
		<div class='ipb-top-right-link'><a href="%s">Members</a></div>
		<div class='ipb-top-right-link' id="ipb-tl-calendar"><a href="%s">Calendar</a></div>
		<!--ipb.rightlinks.end-->
	</div>
</div>
<div id="userlinksguest">
	<p class="pcen"><b>Welcome Guest</b> ( <a href="%s">Log In</a> | <a href="%s">Register</a> )</p>
	<p class="home"><a href="%s">Resend Validation Email</a></p>
</div>
<div id="navstrip">%s</div>
<!--IBF.NEWPMBOX-->
%s
<!-- Copyright Information -->
<table cellspacing="0" id="gfooter">
	<tr>
		<td width="45%%"> </td>
		<td width="10%%" align="center" nowrap="nowrap">%s</td>
		<td width="45%%" align="right" nowrap="nowrap">Time is now: %s</td>
	</tr>
</table>
<div align='center' class='copyright'>Powered By <a href='http://www.invisionboard.com' title='IPS Homepage'>IP.Board</a> 2.3.6 &copy; %d &nbsp;<a href='http://www.invisionpower.com' title='IPS Homepage'>IPS, Inc</a>.</div>
</div>
</body> 
</html>`, Esc(title), ip2Site, ip2A(c, "act=rssout&id=1"), c.Styles(14), c.Sid, Esc(ip2Base(c)), ip2Img, ip2Img, c.Scripts(5),
		ip2A(c, ""), ip2Img, ip2A(c, "act=Help"), ip2A(c, "act=Search&f="), ip2A(c, "act=Members"), ip2A(c, "act=calendar"),
		ip2A(c, "act=Login&CODE=00"), ip2A(c, "act=Reg&CODE=00"), ip2A(c, "act=Reg&CODE=reval"),
		pg.nav, body, lofi, c.W.Now.Format("2nd January 2006 - 03:04 PM"), c.W.Now.Year())
}

// message is Error()'s page: the message, and for guests turned away the log-in form.
func (s ip2Skin) message(c *Ctx, msg string, login bool) string {
	form := ""
	if login {
		form = fmt.Sprintf(`
<br />
<form action="%s" method="post">
<input type="hidden" name="act" value="Login" />
<input type="hidden" name="CODE" value="01" />
<div class="borderwrap">
	<div class="maintitle"><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;Log In</div>
	<table class='ipbtable' cellspacing="1">
		<tr><td class="row1" width="40%%">Enter your user name</td><td class="row1"><input type="text" size="20" maxlength="64" name="UserName" class="forminput" /></td></tr>
		<tr><td class="row1">Enter your password</td><td class="row1"><input type="password" size="20" name="PassWord" class="forminput" /></td></tr>
		<tr><td class="formbuttonrow" colspan="2"><input class="button" type="submit" name="submit" value="Log me in" /></td></tr>
		<tr><td class="catend" colspan="2"><!-- no content --></td></tr>
	</table>
</div>
</form>`, ip2A(c, ""), ip2Img)
	}
	return fmt.Sprintf(`<br />
<div class="borderwrap">
	<h3><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;Board Message</h3>
	<p>Sorry, an error occurred. If you are unsure on how to use a feature, or don't know why you got this error message, try looking through the help files for more information.</p>
	<p>The error returned was:</p>
	<div class='errorwrap'>
		<h4>Error Message</h4>
		<p>%s</p>
	</div>
	<h4>Useful Links</h4>
	<ul>
		<li><a href="%s">Forgotten Password Recovery</a></li>
		<li><a href="%s">Register a new account</a></li>
		<li><a href="%s">Help Files</a></li>
	</ul>
	<p class="formbuttonrow"><b><a href="javascript:history.go(-1)">Go Back</a></b></p>
</div>%s`, ip2Img, Esc(msg), ip2A(c, "act=Reg&CODE=10"), ip2A(c, "act=Reg&CODE=00"), ip2A(c, "act=Help"), form)
}

// forumRows are skin_boards' forum rows for a list of forums.
func (s ip2Skin) forumRows(c *Ctx, bs []*Board) string {
	var h strings.Builder
	for _, b := range bs {
		last := `<span>No Posts</span>`
		if p := b.Latest(); p != nil {
			t := p.Thread
			last = fmt.Sprintf(`<a href="%s" title="Go to the last post"><img src='%s/lastpost.gif' border='0'  alt='Last Post' /></a> <span>%s<br /><b>In:</b>&nbsp;<a href='%s' title='Go to the first unread post: %s'>%s</a><br /><b>By:</b> <a href='%s'>%s</a></span>`,
				ip2A(c, fmt.Sprintf("showtopic=%d&view=getlastpost", t.ID)), ip2Img, ip2Long(c.W.Now, p.Time),
				ip2A(c, fmt.Sprintf("showtopic=%d&view=getnewpost", t.ID)), Esc(t.Title), Esc(clip(t.Title, 30)),
				ip2A(c, fmt.Sprintf("showuser=%d", p.Author.ID)), Esc(p.Author.Name))
		}
		subs := ""
		if len(b.Children) > 0 {
			var names []string
			for _, ch := range b.Children {
				names = append(names, fmt.Sprintf(`<a href="%s">%s</a>`, ip2A(c, ip2BoardQ(ch, 1)), Esc(ch.Name)))
			}
			subs = "<br /><i>Subforums:</i> " + strings.Join(names, ", ")
		}
		fmt.Fprintf(&h, `		<tr>
			<td align="center" class="row2" width="1"><img src='%s/bf_nonew.gif' border='0'  alt='No New Posts' /></td>
			<td class="row2"><b><a href="%s">%s</a></b><br /><span class="forumdesc">%s%s</span></td>
			<td align="center" class="row1">%s</td>
			<td align="center" class="row1">%s</td>
			<td class="row1" nowrap="nowrap">%s</td>
		</tr>
`, ip2Img, ip2A(c, ip2BoardQ(b, 1)), Esc(b.Name), Esc(b.Description), subs,
			thousands(b.AllThreads(), ","), thousands(b.AllPosts()-b.AllThreads(), ","), last)
	}
	return h.String()
}

// forumTable is skin_boards' category table around forum rows.
func (s ip2Skin) forumTable(c *Ctx, id int, titleHref, title string, rows string) string {
	return fmt.Sprintf(`<div class="borderwrap" style="display:show" id="fo_%d">
	<div class="maintitle">
		<p class="expand"><a href="javascript:togglecategory(%d, 1);"><img src='%s/exp_minus.gif' border='0'  alt='Collapse' /></a></p>
		<p><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;<a href="%s">%s</a></p>
	</div>
	<table class='ipbtable' cellspacing="1">
		<tr>
			<th colspan="2" width="66%%">Forum</th>
			<th align="center" width="7%%">Topics</th>
			<th align="center" width="7%%">Replies</th>
			<th width="35%%">Last Post Info</th>
		</tr>
%s		<tr>
			<td class="catend" colspan="5"><!-- no content --></td>
		</tr>
	</table>
</div>
<br />
`, id, id, ip2Img, ip2Img, titleHref, Esc(title), rows)
}

// categories is the board index's category tables.
func (s ip2Skin) categories(c *Ctx, cats []*Category) string {
	var h strings.Builder
	for _, cat := range cats {
		h.WriteString(s.forumTable(c, catNodeID(cat), ip2A(c, ip2CatQ(cat)), cat.Name, s.forumRows(c, cat.Boards)))
	}
	return h.String()
}

// boardIndex is the board index: the categories, then the board statistics.
func (s ip2Skin) boardIndex(c *Ctx) string {
	w := c.W
	newest := w.Users[len(w.Users)-1]
	guests := 3 + int(Hash("ip2guests", len(w.Posts))%20)
	return s.categories(c, w.Categories) + fmt.Sprintf(`<div align="center">
	<a href="%s">Mark all posts as read</a> &middot; <a href="%s">Show the board leaders</a> &middot; <a href="%s">Today's top 10 posters</a>
</div>
<br />
<div class="borderwrap">
	<div class="maintitle"><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;Board Statistics</div>
	<table class='ipbtable' cellspacing="1">
		<tr><th colspan="2">%d user(s) active in the past 15 minutes</th></tr>
		<tr>
			<td class="row1" width="1%%"><img src='%s/user.gif' border='0'  alt='Active Users' /></td>
			<td class="row2"><b>%d</b> guests, <b>0</b> members, <b>0</b> anonymous members <span class="desc">[ <a href="%s">Complete List</a> ]</span></td>
		</tr>
		<tr><th colspan="2">Board Statistics</th></tr>
		<tr>
			<td class="row1"><img src='%s/stats.gif' border='0'  alt='Board Stats' /></td>
			<td class="row2">Our members have made a total of <b>%s</b> posts<br />We have <b>%s</b> registered members<br />The newest member is <b><a href='%s'>%s</a></b><br />Most users ever online was <b>%d</b> on <b>%s</b></td>
		</tr>
		<tr><td class="catend" colspan="2"><!-- no content --></td></tr>
	</table>
</div>
<br />
<div align="center"><a href="%s">View the most active topics</a></div>
`, ip2A(c, "act=Login&CODE=05"), ip2A(c, "act=Stats&CODE=leaders"), ip2A(c, "act=Stats"), ip2Img,
		guests, ip2Img, guests, ip2A(c, "act=Online&CODE=listall&sort_key=click"), ip2Img,
		thousands(len(w.Posts), ","), thousands(len(w.Users), ","), ip2A(c, fmt.Sprintf("showuser=%d", newest.ID)), Esc(newest.Name),
		40+guests, ip2Long(w.Now, w.Now.AddDate(0, -7, -3)), ip2A(c, "act=Search&CODE=getactive"))
}

// forumView is skin_forum's PageTop, topic rows and TableEnd, with sub-forums above.
func (s ip2Skin) forumView(c *Ctx, b *Board, f ip2Filter, ts []*Thread, st int) string {
	w := c.W
	per := w.Shape.ThreadsPerPage
	id := nodeID(b)
	pages := s.pager(c, fmt.Sprintf("showforum=%d&%s", id, f.query()), len(ts), per, st)
	var h strings.Builder
	if len(b.Children) > 0 {
		h.WriteString(s.forumTable(c, id, ip2A(c, ip2BoardQ(b, 1)), b.Name, s.forumRows(c, b.Children)))
	}
	buttons := fmt.Sprintf(`<a href='%s'><img src='%s/t_new.gif' border='0'  alt='Start new topic' /></a>`, ip2A(c, fmt.Sprintf("act=post&do=new_post&f=%d", id)), ip2Img)
	fmt.Fprintf(&h, `<table class='ipbtable' cellspacing="0">
	<tr>
		<td style='padding-left:0px' width="40%%" valign="middle" nowrap="nowrap"><div>%s</div></td>
		<td class='nopad' style='padding:0px 0px 5px 0px' align="right" width="60%%" valign="middle">%s</td>
	</tr>
</table>
<div class="borderwrap">
	<div class='maintitle'>
		<div style='float:right'><a href='#' id='forum-options'>Forum Options</a> <img src='%s/menu_action_down.gif' alt='V' border='0' /></div>
		<div><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;%s</div>
	</div>
	<table class='ipbtable' cellspacing="1">
		<tr>
			<th align="center">&nbsp;</th>
			<th align="center">&nbsp;</th>
			<th width="50%%" nowrap="nowrap">Topics</th>
			<th width="7%%" style="text-align:center" nowrap="nowrap">Replies</th>
			<th width="14%%" style="text-align:center" nowrap="nowrap">Topic Starter</th>
			<th width="7%%" style="text-align:center" nowrap="nowrap">Views</th>
			<th width="22%%" nowrap="nowrap">Last Action</th>
		</tr>
`, pages, buttons, ip2Img, ip2Img, Esc(b.Name))
	shown := ts[min(st, len(ts)):min(st+per, len(ts))]
	if len(shown) == 0 {
		h.WriteString(`		<tr><td class="row2" colspan="7" align="center"><br /><b>No topics were found. This is either because there are no topics in this forum, or the topics are older than the current age cut-off.</b><br /><br /></td></tr>` + "\n")
	}
	pinned := false
	for _, t := range shown {
		if t.Sticky && !pinned {
			h.WriteString(`		<tr><td align="center" class="darkrow1">&nbsp;</td><td align="center" class="darkrow1">&nbsp;</td><td colspan="5" class="darkrow1"><b>Important Topics</b></td></tr>` + "\n")
			pinned = true
		}
		if !t.Sticky && pinned {
			h.WriteString(`		<tr><td align="center" class="darkrow1">&nbsp;</td><td align="center" class="darkrow1">&nbsp;</td><td colspan="5" class="darkrow1"><b>Forum Topics</b></td></tr>` + "\n")
			pinned = false
		}
		h.WriteString(s.topicRow(c, t))
	}
	fmt.Fprintf(&h, `		<tr>
			<td class="catend" colspan="7"><!-- no content --></td>
		</tr>
	</table>
</div>
<table class='ipbtable' cellspacing="0">
	<tr>
		<td style='padding-left:0px' width="40%%" valign="middle" nowrap="nowrap"><div>%s</div></td>
		<td class='nopad' style='padding:5px 0px 5px 0px' align="right" width="60%%" valign="middle">%s</td>
	</tr>
</table>
<div id='forum-options_menu' class='popupmenu-new' style='display:none'>
	<form action="%s" method="post">
	<input type="hidden" name="changefilters" value="1" />
	<div class='popupmenu-item'>Sort by <select name="sort_key" class="dropdown">%s</select></div>
	<div class='popupmenu-item'>Order <select name="sort_by" class="dropdown">%s</select></div>
	<div class='popupmenu-item'>From <select name="prune_day" class="dropdown">%s</select></div>
	<div class='popupmenu-item'>Show <select name="topicfilter" class="dropdown">%s</select></div>
	<div class='popupmenu-item-last' align='center'><input type='checkbox' value='1' name='remember' class='checkbox' /> Remember options? <input type="submit" value="Go" class="button" /></div>
	</form>
</div>
<br />
<div class="activeusers">
	<div class="row2">
		<span class="activeuserstrip">%d user(s) are browsing this forum</span>
		<p>%d guests, 0 anonymous users</p>
	</div>
</div>
`, pages, buttons, ip2A(c, fmt.Sprintf("showforum=%d", id)),
		ip2Options([]string{"last_post", "last_poster_name", "title", "starter_name", "start_date", "topic_hasattach", "posts", "views"}, f.sortKey),
		ip2Options([]string{"Z-A", "A-Z"}, f.sortBy), ip2Options(ip2Prunes, f.prune), ip2Options(ip2Filters, f.topicFilter),
		1+Hash("ip2browse", id)%4, 1+Hash("ip2browse", id)%4)
	return h.String()
}

// ip2Options are a select's options, cur selected.
func ip2Options(vals []string, cur string) string {
	var h strings.Builder
	for _, v := range vals {
		sel := ""
		if v == cur {
			sel = " selected='selected'"
		}
		fmt.Fprintf(&h, "<option value='%s'%s>%s</option>", v, sel, v)
	}
	return h.String()
}

// topicRow is render_forum_row: folder, icon, title with its mini pager, replies, starter, views, last action.
func (s ip2Skin) topicRow(c *Ctx, t *Thread) string {
	w := c.W
	per := w.Shape.PostsPerPage
	prefix := ""
	if t.Sticky {
		prefix = "<b>Pinned: </b>"
	}
	pages := ""
	if n := t.Pages(per); n > 1 {
		var p strings.Builder
		for i := range n {
			if i == 3 && n > 4 {
				fmt.Fprintf(&p, `<span class="minipagelinklast"><a href="%s">Last &raquo;</a></span>`, ip2A(c, fmt.Sprintf("showtopic=%d&st=%d", t.ID, (n-1)*per)))
				break
			}
			fmt.Fprintf(&p, `<span class="minipagelink"><a href="%s">%d</a></span>`, ip2A(c, fmt.Sprintf("showtopic=%d&st=%d", t.ID, i*per)), i+1)
		}
		pages = fmt.Sprintf(`<span class="small">(<a href="javascript:multi_page_jump('%s',%d,%d);" title="Jump to page...">Pages</a> %s)</span>`,
			Esc(ip2Base(c)+fmt.Sprintf("showtopic=%d", t.ID)), len(t.Posts), per, p.String())
	}
	last := t.LastPost()
	return fmt.Sprintf(`		<tr>
			<td align="center" class="row2" id='tid-folder-%d'><img src='%s/f_norm_no.gif' border='0'  alt='No New Posts' /></td>
			<td align="center" class="row2">&nbsp;</td>
			<td class="row2" valign="middle">
				<div style='float:right'></div>
				<div>
					%s<span id='tid-span-%d'><a id="tid-link-%d" href="%s" title="This topic was started: %s">%s</a></span> %s
					<div class="desc"><span onclick='return span_desc_to_input("%d");' id='tid-desc-%d'></span></div>
				</div>
			</td>
			<td align="center" class="row1"><a href="javascript:who_posted(%d);">%s</a></td>
			<td align="center" class="row2"><a href='%s'>%s</a></td>
			<td align="center" class="row1">%s</td>
			<td class="row1"><span class="lastaction">%s<br /><a href="%s">Last post by:</a> <b><a href='%s'>%s</a></b></span></td>
		</tr>
`, t.ID, ip2Img, prefix, t.ID, t.ID, ip2A(c, ip2ThreadQ(t, 1)), ip2Long(w.Now, t.Posts[0].Time), Esc(t.Title), pages, t.ID, t.ID,
		t.ID, thousands(len(t.Posts)-1, ","), ip2A(c, fmt.Sprintf("showuser=%d", t.Author.ID)), Esc(t.Author.Name), thousands(t.Views, ","),
		ip2Short(w.Now, last.Time), ip2A(c, fmt.Sprintf("showtopic=%d&view=getlastpost", t.ID)), ip2A(c, fmt.Sprintf("showuser=%d", last.Author.ID)), Esc(last.Author.Name))
}

// topicView is skin_topic's PageTop, the posts from start offset st, and TableEnd.
func (s ip2Skin) topicView(c *Ctx, t *Thread, st int) string {
	w := c.W
	per := w.Shape.PostsPerPage
	fid := nodeID(t.Board)
	pages := s.pager(c, fmt.Sprintf("showtopic=%d", t.ID), len(t.Posts), per, st)
	buttons := fmt.Sprintf(`<a href='%s'><img src='%s/t_reply.gif' border='0'  alt='Reply to this topic' /></a><a href='%s'><img src='%s/t_new.gif' border='0'  alt='Start new topic' /></a>`,
		ip2A(c, fmt.Sprintf("act=post&do=reply_post&f=%d&t=%d", fid, t.ID)), ip2Img, ip2A(c, fmt.Sprintf("act=post&do=new_post&f=%d", fid)), ip2Img)
	var h strings.Builder
	fmt.Fprintf(&h, `<script type="text/javascript" src="jscripts/ipb_topic.js"></script>
<a name='top'></a>
<table class='ipbtable' cellspacing="0">
	<tr>
		<td style='padding-left:0px' width="40%%" valign="middle" nowrap="nowrap"><div>%s</div></td>
		<td class='nopad' style='padding:0px 0px 5px 0px' align="right" width="60%%" valign="middle">%s</td>
	</tr>
</table>
<div class="borderwrap">
	<div class='maintitle'>
		<div style='float:right'><a href='#topicoptions' id='topic-options'>Options</a> <img src='%s/menu_action_down.gif' alt='V' border='0' /></div>
		<div><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;<b>%s</b></div>
	</div>
	<div id='topic-options_menu' class='popupmenu-new' style='display:none;width:210px'>
		<div class='popupmenu-item-last'><img src='%s/menu_item.gif' border='0' alt='' /> <a href='%s'>Print this topic</a></div>
	</div>
</div>
`, pages, buttons, ip2Img, ip2Img, Esc(t.Title), ip2Img, ip2A(c, fmt.Sprintf("act=Print&client=printer&f=%d&t=%d", fid, t.ID)))
	for _, p := range t.Posts[st:min(st+per, len(t.Posts))] {
		h.WriteString(s.post(c, p))
	}
	readers := 1 + int(Hash("ip2readers", t.ID)%3)
	fmt.Fprintf(&h, `<div class="activeuserstrip">%d user(s) are reading this topic</div>
<div class="row2" style='padding:6px'>%d guests, 0 anonymous users</div>
<br />
<div class="borderwrap">
	<div class="bar" style='text-align:center'>&laquo; <a href='%s'>Next Oldest</a> &middot; <a href='%s'>%s</a> &middot; <a href='%s'>Next Newest</a> &raquo;</div>
</div>
<br />
<table class='ipbtable' cellspacing="0">
	<tr>
		<td style='padding-left:0px' width="40%%" valign="middle" nowrap="nowrap"><div>%s</div></td>
		<td class='nopad' style='padding:5px 0px 5px 0px' align="right" width="60%%" valign="middle">%s</td>
	</tr>
</table>
`, readers, readers, ip2A(c, fmt.Sprintf("showtopic=%d&view=old", t.ID)), ip2A(c, ip2BoardQ(t.Board, 1)), Esc(t.Board.Name),
		ip2A(c, fmt.Sprintf("showtopic=%d&view=new", t.ID)), pages, buttons)
	return h.String()
}

// post is skin_topic's RenderRow: the name bar with the date and the "#N"
// link, the poster's details beside the post, the buttons row.
func (s ip2Skin) post(c *Ctx, p *Post) string {
	u := p.Author
	group, title, pips := ip2Group(u)
	css := "post1"
	if p.Index%2 == 1 {
		css = "post2"
	}
	sig := ""
	if sg := signature(u); sg != "" {
		sig = fmt.Sprintf(`<!--signature-->
				<div class="signature">%s</div>
				<!--signature-->`, Esc(sg))
	}
	return fmt.Sprintf(`<!--Begin Msg Number %d-->
<div class="borderwrap">
	<table class='ipbtable' cellspacing="1">
		<tr>
			<td class="row2" valign="middle" width="1%%" nowrap="nowrap">
				<a name="entry%d"></a>
				<div id="post-member-%d" class='popmenubutton-new-out'>
					<span class="normalname"><a href="%s">%s</a></span>
				</div>
			</td>
			<td class="row2" valign="middle" width="99%%">
				<div style='float:left'><span class="postdetails"><a href="#" onclick="link_to_post(%d); return false;"><img src='%s/to_post_off.gif' alt='post' border='0' style='padding-bottom:2px' /></a> %s</span></div>
				<div align="right"><span class="postdetails"> Post <a title="Show the link to this post" href="%s" onclick="link_to_post(%d); return false;">#%d</a></span></div>
			</td>
		</tr>
		<tr>
			<td valign="top" class="%s">
				<span class="postdetails"><img src='%s/folder_profile_portal/pp-blank-thumb.png' width='50' height='50' alt='' /><br /><br />%s<br />%s<br /><br />Group: %s<br />Posts: %s<br />Joined: %s<br />Member No.: %d<br /></span><br />
				<img src="%s/spacer.gif" alt="" width="160" height="1" /><br />
			</td>
			<td width="100%%" valign="top" class="%s" id='post-main-%d'>
				<div class="postcolor" id='post-%d'>%s</div>
				%s
			</td>
		</tr>
		<tr>
			<td class="formbuttonrow" nowrap="nowrap"><div style='text-align:left'><a href="javascript:scroll(0,0);"><img src='%s/p_up.gif' border='0'  alt='Go to the top of the page' /></a></div></td>
			<td class="formbuttonrow" nowrap="nowrap"><div align="right">&nbsp;</div></td>
		</tr>
		<tr>
			<td class="catend" colspan="2"><!-- no content --></td>
		</tr>
	</table>
</div>
`, p.ID, p.ID, p.ID, ip2A(c, fmt.Sprintf("showuser=%d", u.ID)), Esc(u.Name), p.ID, ip2Img, ip2Long(c.W.Now, p.Time),
		ip2A(c, fmt.Sprintf("showtopic=%d&view=findpost&p=%d", p.Thread.ID, p.ID)), p.ID, p.Index+1,
		css, ip2Img, title, strings.Repeat(fmt.Sprintf("<img src='%s/pip.gif' border='0'  alt='*' />", ip2Img), pips), group,
		thousands(u.Posts, ","), ip2Joined(u.Joined), u.ID, ip2Img, css, p.ID, p.ID, strings.Join(escAll(p.Body), "<br /><br />"), sig, ip2Img)
}

// print is the printable topic: every post, no wrapper.
func (s ip2Skin) print(c *Ctx, t *Thread) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xml:lang="en" lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="content-type" content="text/html; charset=iso-8859-1" />
<title>%s -> Printable Version</title>
<style type='text/css'>html{background-color:#FFF}body{font-family:Verdana,Tahoma,Arial,sans-serif;font-size:11px}.printpost{border:1px solid #000;margin:6px 0;padding:6px}</style>
</head>
<body>
<div style='padding:4px'><b>Printable Version of Topic</b><br /><br />Click here to view this topic in its original format: <a href="%s">%s</a></div>
<h2>%s &gt; %s &gt; %s</h2>
`, Esc(ip2Site), ip2A(c, ip2ThreadQ(t, 1)), Esc(t.Title), ip2Site, Esc(t.Board.Name), Esc(t.Title))
	for _, p := range t.Posts {
		fmt.Fprintf(&h, "<div class='printpost'><b>%s</b> &mdash; %s<br /><br />%s</div>\n", Esc(p.Author.Name), ip2Long(c.W.Now, p.Time), strings.Join(escAll(p.Body), "<br /><br />"))
	}
	fmt.Fprintf(&h, "<div align='center'>Powered by Invision Power Board (http://www.invisionboard.com)<br />&copy; Invision Power Services (http://www.invisionpower.com)</div>\n</body>\n</html>")
	return h.String()
}

// profile is the member's profile portal, with the searches for what they wrote.
func (s ip2Skin) profile(c *Ctx, u *User) string {
	group, title, _ := ip2Group(u)
	active := c.W.Now.Add(-time.Duration(Hash("ip2active", u.ID)%(60*24)) * time.Hour)
	return fmt.Sprintf(`<div class="borderwrap">
	<div class="maintitle"><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;%s</div>
	<table class='ipbtable' cellspacing="1">
		<tr>
			<td class="row1" width="30%%" valign="top">
				<div class='pp-image-mini-wrap'><img src='%s/folder_profile_portal/pp-blank-large.png' width='150' height='150' alt='' /></div>
				<div class='pp-name'><h3>%s</h3><span>%s</span></div>
			</td>
			<td class="row2" valign="top">
				<div class='pp-header'>Personal Statement</div>
				<div class='pp-contentbox-entry-noheight'>%s</div>
				<div class='pp-header'>Information</div>
				<div class='pp-contentbox-entry-noheight'>
					Group: %s<br />Active Posts: %s<br />Joined: %s<br />Last Active: %s<br />Member No.: %d
				</div>
				<div class='pp-header'>Posts</div>
				<div class='pp-contentbox-entry-noheight'>
					<a href='%s'>Find member's topics</a> &middot; <a href='%s'>Find member's posts</a>
				</div>
			</td>
		</tr>
		<tr><td class="catend" colspan="2"><!-- no content --></td></tr>
	</table>
</div>`, ip2Img, Esc(u.Name), ip2Img, Esc(u.Name), title, Esc(u.Bio), group, thousands(u.Posts, ","), ip2Joined(u.Joined),
		ip2Long(c.W.Now, active), u.ID, ip2A(c, fmt.Sprintf("act=Search&CODE=gettopicsuser&mid=%d", u.ID)), ip2A(c, fmt.Sprintf("act=Search&CODE=getalluser&mid=%d", u.ID)))
}

// search answers act=Search: a member's topics or posts, the active topics, else the form.
func (s ip2Skin) search(c *Ctx, in ip2Input) (string, string) {
	w := c.W
	u := w.User(in.int("mid"))
	switch {
	case in.q["CODE"] == "gettopicsuser" && u != nil:
		return "Search Results", s.results(c, firstN(w.ThreadsByActivity(), 25, func(t *Thread) bool { return t.Author == u }))
	case in.q["CODE"] == "getactive":
		return "Search Results", s.results(c, w.ThreadsByActivity()[:25])
	case in.q["CODE"] == "getalluser" && u != nil:
		var h strings.Builder
		h.WriteString(`<div class="borderwrap"><div class="maintitle">Search Results</div></div><br />`)
		n := 0
		for i := len(w.Posts) - 1; i >= 0 && n < 25; i-- {
			p := w.Posts[i]
			if p.Author != u {
				continue
			}
			n++
			fmt.Fprintf(&h, `<div class="borderwrap">
	<div class="maintitle"><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;<a href="%s">%s</a></div>
	<table class='ipbtable' cellspacing="1">
		<tr><td class="row2" width="150"><span class="normalname">%s</span></td><td class="row2"><b>Posted on:</b> %s &middot; <a href="%s">View Post</a></td></tr>
		<tr><td class="post1">&nbsp;</td><td class="post1"><div class="postcolor">%s</div></td></tr>
	</table>
</div>
<br />
`, ip2Img, ip2A(c, fmt.Sprintf("showtopic=%d&hl=", p.Thread.ID)), Esc(p.Thread.Title), Esc(u.Name), ip2Long(w.Now, p.Time),
				ip2A(c, fmt.Sprintf("showtopic=%d&view=findpost&p=%d", p.Thread.ID, p.ID)), Esc(clip(strings.Join(p.Body, " "), 300)))
		}
		return "Search Results", h.String()
	}
	return "Search", fmt.Sprintf(`<form action="%s" method="post" name="sForm">
	<div class="borderwrap">
		<div class="maintitle" align="center">Search Options</div>
		<div class="formsubtitle" align="center">Search by Keywords</div>
		<div class="tablepad" align="center"><input type="text" maxlength="100" size="40" id="keywords" name="keywords" /></div>
		<div class="formsubtitle" align="center"><input class='button' type="submit" value="Perform the search" /></div>
	</div>
</form>`, ip2A(c, "act=Search&CODE=simpleresults&mode=simple"))
}

// results is a search results table of topics, linked as the results link them.
func (s ip2Skin) results(c *Ctx, ts []*Thread) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="borderwrap">
	<div class="maintitle"><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;Search Results</div>
	<table class='ipbtable' cellspacing="1">
		<tr><th>&nbsp;</th><th>&nbsp;</th><th width="40%%">Topic Title</th><th>Forum</th><th>Topic Starter</th><th>Replies</th><th>Views</th><th>Last Action</th></tr>
`, ip2Img)
	for _, t := range ts {
		last := t.LastPost()
		fmt.Fprintf(&h, `	<tr>
		<td align="center" class="row2"><img src='%s/f_norm_no.gif' border='0'  alt='No New Posts' /></td>
		<td align="center" width="3%%" class="row1">&nbsp;</td>
		<td class="row2"><a href="%s">%s</a></td>
		<td class="row2" width="15%%"><span class="forumdesc"><a href="%s">%s</a></span></td>
		<td align="center" class="row1" width="10%%"><a href='%s'>%s</a></td>
		<td align="center" class="row2">%d</td>
		<td align="center" class="row1">%s</td>
		<td class="row1"><span class="desc">%s<br /><a href="%s">Last post by:</a> <b><a href='%s'>%s</a></b></span></td>
	</tr>
`, ip2Img, ip2A(c, fmt.Sprintf("showtopic=%d&hl=", t.ID)), Esc(t.Title), ip2A(c, ip2BoardQ(t.Board, 1)), Esc(t.Board.Name),
			ip2A(c, fmt.Sprintf("showuser=%d", t.Author.ID)), Esc(t.Author.Name), len(t.Posts)-1, thousands(t.Views, ","),
			ip2Short(c.W.Now, last.Time), ip2A(c, fmt.Sprintf("showtopic=%d&view=getlastpost", t.ID)), ip2A(c, fmt.Sprintf("showuser=%d", last.Author.ID)), Esc(last.Author.Name))
	}
	h.WriteString("\t\t<tr><td class=\"catend\" colspan=\"8\"><!-- no content --></td></tr>\n\t</table>\n</div>\n")
	return h.String()
}

// members is the member list, by name, 20 a page, paged by build_pagelinks.
func (s ip2Skin) members(c *Ctx, in ip2Input) string {
	us := slices.Clone(c.W.Users)
	slices.SortStableFunc(us, func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
	st := max(0, in.int("st"))
	base := "act=Members&max_results=20&filter=ALL&sort_order=asc&sort_key=members_display_name"
	var h strings.Builder
	fmt.Fprintf(&h, `<div>%s</div>
<div class="borderwrap">
	<div class="maintitle"><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;Member List</div>
	<table class='ipbtable' cellspacing="1">
		<tr><th width="30%%">Name</th><th width="10%%" align="center">Group</th><th width="20%%" align="center">Joined</th><th width="10%%" align="center">Posts</th></tr>
`, s.pager(c, base, len(us), ip2Members, st), ip2Img)
	for _, u := range us[min(st, len(us)):min(st+ip2Members, len(us))] {
		group, _, _ := ip2Group(u)
		fmt.Fprintf(&h, "\t\t<tr><td class=\"row1\"><strong><a href=\"%s\">%s</a></strong></td><td class=\"row2\" align=\"center\">%s</td><td class=\"row1\" align=\"center\">%s</td><td class=\"row2\" align=\"center\">%s</td></tr>\n",
			ip2A(c, fmt.Sprintf("showuser=%d", u.ID)), Esc(u.Name), group, u.Joined.Format("2-January 06"), thousands(u.Posts, ","))
	}
	h.WriteString("\t\t<tr><td class=\"catend\" colspan=\"4\"><!-- no content --></td></tr>\n\t</table>\n</div>\n")
	return h.String()
}

func (s ip2Skin) login(c *Ctx) string {
	return fmt.Sprintf(`<form action="%s" method="post" name="LOGIN">
<div class="borderwrap">
	<div class="maintitle"><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;Log In</div>
	<div class="errorwrap"><p>You must already have registered for an account before you can log in. If you have not yet registered, you may do so by clicking on the 'Register' link at the top of the page.</p></div>
	<table class='ipbtable' cellspacing="1">
		<tr><td class="row1" width="40%%">Enter your user name</td><td class="row1"><input type="text" size="25" maxlength="64" name="UserName" class="forminput" /></td></tr>
		<tr><td class="row1">Enter your password</td><td class="row1"><input type="password" size="25" name="PassWord" class="forminput" /><br /><a href="%s">I've forgotten my password</a></td></tr>
		<tr><td class="formbuttonrow" colspan="2"><input class="button" type="submit" name="submit" value="Log me in" /></td></tr>
		<tr><td class="catend" colspan="2"><!-- no content --></td></tr>
	</table>
</div>
</form>`, ip2A(c, "act=Login&CODE=01"), ip2Img, ip2A(c, "act=Reg&CODE=10"))
}

// register is act=Reg: the registration form, the validation resend or the lost password form.
func (s ip2Skin) register(c *Ctx, code string) string {
	title, fields := "Registration Form", `<tr><td class="row1" width="40%">Choose a log in name</td><td class="row1"><input type="text" size="32" maxlength="64" name="UserName" /></td></tr>
		<tr><td class="row1">Enter your password</td><td class="row1"><input type="password" size="32" maxlength="32" name="PassWord" /></td></tr>
		<tr><td class="row1">Enter your email address</td><td class="row1"><input type="text" size="32" maxlength="50" name="EmailAddress" /></td></tr>`
	switch code {
	case "reval":
		title, fields = "Resend Validation Email", `<tr><td class="row1" width="40%">Your user name or email address</td><td class="row1"><input type="text" size="32" name="username" /></td></tr>`
	case "10":
		title, fields = "Forgotten Password Recovery", `<tr><td class="row1" width="40%">Your user name</td><td class="row1"><input type="text" size="32" name="member_name" /></td></tr>`
	}
	return fmt.Sprintf(`<form action="%s" method="post" name="REG">
<div class="borderwrap">
	<div class="maintitle"><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;%s</div>
	<table class='ipbtable' cellspacing="1">
		%s
		<tr><td class="row2" colspan="2">By registering you agree to the <a href="%s">board rules</a>.</td></tr>
		<tr><td class="formbuttonrow" colspan="2"><input class="button" type="submit" value="Submit" /></td></tr>
		<tr><td class="catend" colspan="2"><!-- no content --></td></tr>
	</table>
</div>
</form>`, ip2A(c, "act=Reg&CODE=02"), ip2Img, title, fields, ip2A(c, "act=boardrules"))
}

func (s ip2Skin) help(c *Ctx) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="borderwrap">
	<div class="maintitle"><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;Help Topics</div>
	<table class='ipbtable' cellspacing="1">
`, ip2Img)
	for _, topic := range []string{"Cookies and cookie usage", "Logging in and out", "Posting", "Registering", "Searching Topics and Posts", "Topic Options"} {
		fmt.Fprintf(&h, "\t\t<tr><td class=\"row1\"><b>%s</b><br /><span class=\"desc\">How %s works on this board.</span></td></tr>\n", topic, strings.ToLower(topic))
	}
	h.WriteString("\t\t<tr><td class=\"catend\"><!-- no content --></td></tr>\n\t</table>\n</div>")
	return h.String()
}

func (s ip2Skin) rules(c *Ctx) string {
	return fmt.Sprintf(`<div class="borderwrap">
	<div class="maintitle"><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;Board Rules</div>
	<div class="tablepad">Be kind to other gardeners, post in the forum that fits, and do not post anything you have no right to. Moderators may edit or remove posts that break these rules.</div>
</div>`, ip2Img)
}

// online is the online list: guests, and members reading topics.
func (s ip2Skin) online(c *Ctx) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="borderwrap">
	<div class="maintitle"><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;Online List</div>
	<table class='ipbtable' cellspacing="1">
		<tr><th width="30%%">Name</th><th width="40%%">Last Click</th><th width="30%%">Time</th></tr>
`, ip2Img)
	for i := range 6 {
		t := pick(c.W.Threads, "ip2online", i)
		fmt.Fprintf(&h, "\t\t<tr><td class=\"row1\">Guest</td><td class=\"row1\">Viewing Topic: <a href=\"%s\">%s</a></td><td class=\"row1\" align=\"center\">%s</td></tr>\n",
			ip2A(c, ip2ThreadQ(t, 1)), Esc(t.Title), c.W.Now.Add(-time.Duration(i*2)*time.Minute).Format("03:04 PM"))
	}
	h.WriteString("\t\t<tr><td class=\"catend\" colspan=\"3\"><!-- no content --></td></tr>\n\t</table>\n</div>")
	return h.String()
}

// stats is act=Stats: today's top posters, or the moderating team.
func (s ip2Skin) stats(c *Ctx, leaders bool) string {
	title, n := "Today's Top 10 Posters", 10
	if leaders {
		title, n = "The Moderating Team", 3
	}
	us := slices.Clone(c.W.Users)
	slices.SortStableFunc(us, func(a, b *User) int { return b.Posts - a.Posts })
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="borderwrap">
	<div class="maintitle"><img src='%s/nav_m.gif' border='0'  alt='&gt;' width='8' height='8' />&nbsp;%s</div>
	<table class='ipbtable' cellspacing="1">
		<tr><th width="50%%">Member</th><th width="50%%" align="center">Posts</th></tr>
`, ip2Img, title)
	for _, u := range us[:n] {
		fmt.Fprintf(&h, "\t\t<tr><td class=\"row1\"><a href=\"%s\">%s</a></td><td class=\"row1\" align=\"center\">%s</td></tr>\n", ip2A(c, fmt.Sprintf("showuser=%d", u.ID)), Esc(u.Name), thousands(u.Posts, ","))
	}
	h.WriteString("\t\t<tr><td class=\"catend\" colspan=\"2\"><!-- no content --></td></tr>\n\t</table>\n</div>")
	return h.String()
}

// calendar is a month of the calendar with links to the months either side.
func (s ip2Skin) calendar(c *Ctx, in ip2Input) string {
	y, m, first := calendarMonth(c.W.Now, in.int("y"), in.int("m"))
	prev, next := first.AddDate(0, -1, 0), first.AddDate(0, 1, 0)
	link := func(t time.Time) string {
		return ip2A(c, fmt.Sprintf("act=calendar&cal_id=1&m=%d&y=%d", int(t.Month()), t.Year()))
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="borderwrap">
	<div class="maintitle"><a href="%s">&laquo; %s</a> &middot; %s %d &middot; <a href="%s">%s &raquo;</a></div>
	<table class='ipbtable' cellspacing="1"><tr>`, link(prev), prev.Format("January"), time.Month(m), y, link(next), next.Format("January"))
	for d := first; d.Month() == first.Month(); d = d.AddDate(0, 0, 1) {
		if d.Weekday() == time.Sunday && d.Day() > 1 {
			h.WriteString("</tr><tr>")
		}
		fmt.Fprintf(&h, `<td class="row1" valign="top">%d</td>`, d.Day())
	}
	h.WriteString("</tr></table>\n</div>")
	return h.String()
}

// lofi answers the lo-fi version: the forum list, a forum's or a topic's pages, 50 a page.
func (s ip2Skin) lofi(c *Ctx, rest string) Response {
	d := ip2Tab(c.W)
	var title, full, nav, body string
	switch {
	case rest == "" || rest == "/":
		title, full = ip2Site, "act=idx"
		var h strings.Builder
		for _, cat := range c.W.Categories {
			fmt.Fprintf(&h, "<li><strong><a href='%s'>%s</a></strong>\n<ul>", ip2Lofi(c, fmt.Sprintf("/f%d.html", catNodeID(cat))), Esc(cat.Name))
			for _, b := range cat.Boards {
				fmt.Fprintf(&h, "<li><a href='%s'>%s</a> (%d)</li>", ip2Lofi(c, fmt.Sprintf("/f%d.html", nodeID(b))), Esc(b.Name), b.AllThreads())
				for _, ch := range b.Children {
					fmt.Fprintf(&h, "<li>&raquo; <a href='%s'>%s</a> (%d)</li>", ip2Lofi(c, fmt.Sprintf("/f%d.html", nodeID(ch))), Esc(ch.Name), len(ch.Threads))
				}
			}
			h.WriteString("</ul></li>\n")
		}
		body = "<div id='largetext'>" + ip2Site + "</div>\n<div class='forumwrap'><ul>" + h.String() + "</ul></div>"
	case strings.HasPrefix(rest, "/f") || strings.HasPrefix(rest, "/t"):
		id, start, ok := ip2LofiName(rest[2:])
		if !ok {
			return c.NotFound(notFoundPage)
		}
		var links []string
		var total int
		var base string
		if rest[1] == 'f' {
			if cat := d.cat[id]; cat != nil {
				title, full = cat.Name, ip2CatQ(cat)
				for _, b := range cat.Boards {
					links = append(links, fmt.Sprintf("<li><a href='%s'>%s</a></li>", ip2Lofi(c, fmt.Sprintf("/f%d.html", nodeID(b))), Esc(b.Name)))
				}
				body = "<div class='forumwrap'><ul>" + strings.Join(links, "") + "</ul></div>"
				break
			}
			b := d.board[id]
			if b == nil || start >= max(1, len(b.Threads)) {
				return c.NotFound(notFoundPage)
			}
			title, full, nav, total, base = b.Name, ip2BoardQ(b, 1), Esc(b.Category.Name), len(b.Threads), fmt.Sprintf("/f%d", id)
			for _, ch := range b.Children {
				links = append(links, fmt.Sprintf("<li><a href='%s'>%s</a></li>", ip2Lofi(c, fmt.Sprintf("/f%d.html", nodeID(ch))), Esc(ch.Name)))
			}
			for _, t := range b.Threads[start:min(start+ip2LofiPer, len(b.Threads))] {
				links = append(links, fmt.Sprintf("<li><a href='%s'>%s</a> (%d replies)</li>", ip2Lofi(c, fmt.Sprintf("/t%d.html", t.ID)), Esc(t.Title), len(t.Posts)-1))
			}
			body = "<div class='topicwrap'><ol>" + strings.Join(links, "\n") + "</ol></div>"
		} else {
			t := c.W.Thread(id)
			if t == nil || start >= len(t.Posts) {
				return c.NotFound(notFoundPage)
			}
			title, full, nav, total, base = t.Title, ip2ThreadQ(t, 1), Esc(t.Board.Name), len(t.Posts), fmt.Sprintf("/t%d", id)
			var h strings.Builder
			for _, p := range t.Posts[start:min(start+ip2LofiPer, len(t.Posts))] {
				fmt.Fprintf(&h, "<div class='postwrapper'><div class='posttopbar'><div class='postname'>%s</div><div class='postdate'>%s</div></div><div class='postcontent'>%s</div></div>\n",
					Esc(p.Author.Name), ip2Long(c.W.Now, p.Time), strings.Join(escAll(p.Body), "<br /><br />"))
			}
			body = h.String()
		}
		if pages := pageCount(total, ip2LofiPer); pages > 1 {
			var pg []string
			for i := range pages {
				name := base + ".html"
				if i > 0 {
					name = fmt.Sprintf("%s-%d.html", base, i*ip2LofiPer)
				}
				if i*ip2LofiPer == start {
					pg = append(pg, fmt.Sprintf("<b>%d</b>", i+1))
					continue
				}
				pg = append(pg, fmt.Sprintf("<a href='%s'>%d</a>", ip2Lofi(c, name), i+1))
			}
			body = "<div class='ipbpagespan'>Pages: " + strings.Join(pg, ", ") + "</div>\n" + body
		}
	default:
		return c.NotFound(notFoundPage)
	}
	if nav != "" {
		nav = " &gt; " + nav
	}
	return c.Page(Info{Type: TypeOther}, fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en" xml:lang="en">
<head>
	<meta http-equiv="content-type" content="text/html; charset=iso-8859-1" />
	<meta name="robots" content="index,follow" />
	<link rel="stylesheet" rev="stylesheet" href="%slofiversion/lofi.css" media="screen" />
	<title>%s [Powered by Invision Power Board]</title>
</head>
<body>
<div id='ipbwrapper'>
	<div class='ipbnavsmall'><a href='%s'>Help</a> - <a href='%s'>Search</a> - <a href='%s'>Members</a> - <a href='%s'>Calendar</a></div>
	<div id='largetext'>Full Version: <a href='%s'>%s</a></div>
	<div class='ipbnav'><a href='%s'>%s</a>%s</div>
	<div id='ipbcontent'>
%s
	</div>
	<div class='smalltext'>This is a "lo-fi" version of our main content. To view the full version with more information, formatting and images, please <a href='%s'>click here</a>.</div>
</div>
<div id='copyright'>Invision Power Board &copy; 2001-%d <a href='http://www.invisionpower.com/'>Invision Power Services, Inc.</a></div>
</body>
</html>`, c.Pkg.Mount, Esc(title), ip2Plain(c, "act=Help"), ip2Plain(c, "act=Search"), ip2Plain(c, "act=Members"), ip2Plain(c, "act=calendar"),
		ip2Plain(c, full), Esc(title), ip2Lofi(c, ""), ip2Site, nav, body, ip2Plain(c, full), c.W.Now.Year()))
}

// ip2LofiName reads "12.html" or "12-50.html": the id and the start offset.
func ip2LofiName(name string) (id, start int, ok bool) {
	name, ok = strings.CutSuffix(name, ".html")
	if !ok {
		return 0, 0, false
	}
	num, st, paged := strings.Cut(name, "-")
	id, err := strconv.Atoi(num)
	if err != nil {
		return 0, 0, false
	}
	if paged {
		if start, err = strconv.Atoi(st); err != nil || start <= 0 || start%ip2LofiPer != 0 {
			return 0, 0, false
		}
	}
	return id, start, true
}
