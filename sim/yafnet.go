package sim

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"focus/sim/text"
)

// YAF.NET 3.1 (Yet Another Forum.NET, ASP.NET Web Forms) with its default
// theme, "yaf" (Bootstrap 5), at the host root with advanced URL rewriting,
// the default: AdvancedUrlBuilder turns Default.aspx?g=PAGE&... into paths,
// a page's name first ("Topics/", "Posts/t", "UserProfile/"), then the id,
// then "-" and the name cleaned for URLs (spaces and punctuation to dashes,
// other non-ASCII dropped, case kept). The rewrite rules read the id and
// ignore the name, so any name after the id serves the page. Categories and
// forums are rows of two tables, each with its own id sequence in display
// order; topics and messages are numbered in posting order over the board;
// members' ids start at 3 (the Guest account is 1, the host admin 2).
// Guests read everything and post nothing: the Guests group's "Read Only
// Access" mask draws no new-topic, reply, quote or thank buttons for them.
// YAF's defaults: 20 topics a forum page, 20 posts a topic page, oldest
// first; 20 members a list page. The Pager control renders plain links on
// the forum and topic pages (UsePostBack="False"): the forum's pager leaves
// p out for page 1, the topic's always writes it, so every topic's first
// page has a twin ending /page1; elsewhere (members, active topics) the
// pager is a __doPostBack postback and carries no URL. URL scheme
// (mount-relative, the mount being the host root):
//
//	""                                          entry: the board index, categories and their forums, active discussions
//	category/C-NAME                             one category and its forums (index)
//	Topics/F-NAME[/pageN]                       forum or sub-forum: its sub-forums, then 20 topics a page (index);
//	                                            /page1 renders page 1, a page past the end the last page
//	Posts/tT-NAME[/pageN]                       topic, 20 posts a page (thread); /page1 is page 1's twin
//	Posts/tT-NAME?find=unread                   "go to first unread": a guest has read nothing, so the last page (thread)
//	Posts/mM-NAME#postM                         a message's permalink (post numbers, last-post arrows): the page holding it (thread)
//	UserProfile/U-NAME                          a member's profile (other)
//	Members[?letter=L]                          the member list, by name, letters as links (other)
//	MyTopics                                    active topics for guests (other)
//	Search[?postedby=NAME], Team, Help, Cookies, PrintTopic?t=T   other
//	Account/Login, Account/Register, Account/ForgotPassword      forms (other)
//	Feed/N-fF-NAME, Feed/N-tT-NAME, Feed/N-latestposts           Atom feeds of a forum's topics, a topic, the board
//	Info?i=N                                    YAF's info page: unknown ids 302 here with i=6 (invalid), the
//	                                            guests' walls with i=4 (access denied) (other)
//
// Path names match without case, as IIS's rewrite rules do; paths the rules
// do not know are IIS's 404.
func yafnet() *Package {
	return &Package{
		Name: "yafnet", Software: "YAF.NET 3.1 (yaf theme, advanced URL rewriting)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.2, Threads: [2]int{10, 44},
			Posts: [2]int{1, 26}, LongThreadChance: 0.08, ThreadsPerPage: 20, PostsPerPage: 20, Users: 64,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 5233, Unseen: true,
		Skin: yfSkin{},
	}
}

// yfSkin renders YAF.NET 3.1 with the yaf theme.
type yfSkin struct{}

const (
	yfBoard      = "Northfield Radio Club Forum"
	yfVersion    = "3.1.16"
	yfMembersPer = 20 // MemberListPageSize
	yfActive     = 10 // ActiveDiscussionsCount
	yfProfilePer = 10 // the profile's "last posts"
	yfGuestID    = 1
	yfAdminID    = 2
	yfAdmin      = "Admin"
	yfInvalid    = 6 // InfoMessage.Invalid
	yfDenied     = 4 // InfoMessage.AccessDenied
	yfDate       = "02/01/2006 15:04"
	// RssFeeds values as the Feed page reads them.
	yfFeedLatest = 0
	yfFeedPosts  = 2
	yfFeedTopics = 3
)

// yfTables are what the skin derives from a world.
type yfTables struct {
	tid    map[*Thread]int
	byTid  []*Thread
	mid    map[*Post]int
	byMid  []*Post
	byUser map[*User][]*Post
	users  []*User // by name, as the member list sorts them
}

func yfTab(w *World) *yfTables {
	return w.Derived("yafnet", func() any {
		o := newIDOrder(w)
		d := &yfTables{tid: o.threadID, byTid: o.threads, mid: o.postID, byMid: o.posts, byUser: o.byUser}
		d.users = slices.Clone(w.Users)
		slices.SortStableFunc(d.users, func(a, b *User) int {
			return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
		})
		return d
	}).(*yfTables)
}

// yfClean is UrlRewriteHelper.CleanStringForURL in its default mode:
// "&" becomes "and", whitespace and punctuation dashes, accents and other
// non-ASCII letters and symbols go, trailing dashes are trimmed.
func yfClean(s string) string {
	s = strings.ReplaceAll(strings.TrimSpace(s), "&", "and")
	var b strings.Builder
	for _, r := range s {
		if f, ok := yfFold[r]; ok {
			r = f
		}
		switch {
		case unicode.IsSpace(r) || unicode.IsPunct(r):
			b.WriteByte('-')
		case r < 128 && !unicode.IsSymbol(r):
			b.WriteRune(r)
		}
	}
	out := strings.TrimRight(b.String(), "-")
	if out == "" {
		return "Default"
	}
	return out
}

// yfFold is what FormD normalisation leaves of accented letters once the marks go.
var yfFold = map[rune]rune{'ä': 'a', 'ö': 'o', 'ü': 'u', 'é': 'e', 'è': 'e', 'ê': 'e', 'ë': 'e', 'à': 'a', 'â': 'a',
	'ç': 'c', 'î': 'i', 'ï': 'i', 'ô': 'o', 'û': 'u', 'ù': 'u', 'Ä': 'A', 'Ö': 'O', 'Ü': 'U', 'É': 'E'}

func (yfSkin) Entry() string { return "" }

func (yfSkin) BoardURL(b *Board, p int) string {
	u := fmt.Sprintf("Topics/%d-%s", b.ID, yfClean(b.Name))
	if p > 1 {
		u += fmt.Sprintf("/page%d", p)
	}
	return u
}

func (yfSkin) ThreadURL(t *Thread, p int) string {
	u := fmt.Sprintf("Posts/t%d-%s", yfTab(t.Board.World).tid[t], yfClean(t.Title))
	if p > 1 {
		u += fmt.Sprintf("/page%d", p)
	}
	return u
}

// yfPagerURL is a topic page as the topic's pager writes it: p always set.
func yfPagerURL(d *yfTables, t *Thread, p int) string {
	return fmt.Sprintf("Posts/t%d-%s/page%d", d.tid[t], yfClean(t.Title), p)
}

func yfCatURL(cat *Category) string { return fmt.Sprintf("category/%d-%s", cat.ID, yfClean(cat.Name)) }

func (d *yfTables) msgURL(p *Post) string {
	return fmt.Sprintf("Posts/m%d-%s#post%d", d.mid[p], yfClean(p.Thread.Title), d.mid[p])
}

func yfUserID(u *User) int { return u.ID + yfAdminID }

func yfProfile(u *User) string { return fmt.Sprintf("UserProfile/%d-%s", yfUserID(u), yfClean(u.Name)) }

func yfFeedForum(b *Board) string {
	return fmt.Sprintf("Feed/%d-f%d-%s", yfFeedTopics, b.ID, yfClean(b.Name))
}

func (d *yfTables) feedTopic(t *Thread) string {
	return fmt.Sprintf("Feed/%d-t%d-%s", yfFeedPosts, d.tid[t], yfClean(t.Title))
}

// yfID reads the leading number of a rewritten segment such as "12-Some-Name".
func yfID(seg string) (int, bool) {
	end := 0
	for end < len(seg) && seg[end] >= '0' && seg[end] <= '9' {
		end++
	}
	if end == 0 || end < len(seg) && seg[end] != '-' {
		return 0, false
	}
	n, err := strconv.Atoi(seg[:end])
	return n, err == nil
}

// yfPageSeg reads a "pageN" segment; ok is false when it is something else.
func yfPageSeg(seg string) (int, bool) {
	num, ok := strings.CutPrefix(strings.ToLower(seg), "page")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(num)
	return n, err == nil
}

func (yfSkin) info(c *Ctx, i int) Response {
	return c.Redirect(fmt.Sprintf("Info?i=%d", i), Info{Type: TypeOther})
}

// Serve routes a request as YAF's rewrite rules do.
func (s yfSkin) Serve(c *Ctx) Response {
	d := yfTab(c.W)
	seg := segments(strings.Split(c.Path, "/"))
	other := Info{Type: TypeOther}
	switch strings.ToLower(seg.at(0)) {
	case "":
		if len(seg) > 1 {
			break
		}
		return c.Page(Info{Type: TypeEntry}, s.frame(c, yfPage{title: yfBoard}, s.index(c, d)))
	case "category":
		id, ok := yfID(seg.at(1))
		if !ok || len(seg) > 2 {
			break
		}
		if id < 1 || id > len(c.W.Categories) {
			return s.info(c, yfInvalid)
		}
		cat := c.W.Categories[id-1]
		crumbs := []string{yfLink(yfCatURL(cat), cat.Name)}
		return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: yfCatURL(cat)},
			s.frame(c, yfPage{title: cat.Name + " - " + yfBoard, crumbs: crumbs}, s.category(c, d, cat)))
	case "topics":
		return s.topics(c, d, seg)
	case "posts":
		return s.posts(c, d, seg)
	case "userprofile":
		id, ok := yfID(seg.at(1))
		if !ok || len(seg) > 2 {
			break
		}
		return s.profile(c, d, id)
	case "members":
		if len(seg) == 1 {
			return c.Page(other, s.members(c, d))
		}
	case "mytopics":
		if len(seg) == 1 {
			return c.Page(other, s.myTopics(c, d))
		}
	case "search":
		if len(seg) == 1 {
			return c.Page(other, s.search(c))
		}
	case "team":
		if len(seg) == 1 {
			return c.Page(other, s.team(c))
		}
	case "help", "cookies":
		if len(seg) == 1 {
			return c.Page(other, s.static(c, strings.ToLower(seg.at(0))))
		}
	case "printtopic":
		if len(seg) == 1 {
			return s.printTopic(c, d)
		}
	case "account":
		if len(seg) == 2 {
			if r, ok := s.account(c, strings.ToLower(seg.at(1))); ok {
				return r
			}
		}
	case "feed":
		if len(seg) == 2 {
			return s.feed(c, d, seg.at(1))
		}
	case "info":
		if len(seg) == 1 {
			return c.Page(other, s.infoPage(c))
		}
	case "posttopic", "postmessage", "pm", "profile", "subscriptions":
		// Pages for members: YAF sends a guest to its access-denied notice.
		if len(seg) <= 2 {
			return s.info(c, yfDenied)
		}
	}
	return c.NotFound(yfNotFound)
}

const yfNotFound = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"/>
<title>404 - File or directory not found.</title></head><body><div id="header"><h1>Server Error</h1></div>
<div id="content"><div class="content-container"><fieldset><h2>404 - File or directory not found.</h2>
<h3>The resource you are looking for might have been removed, had its name changed, or is temporarily unavailable.</h3></fieldset></div></div></body></html>`

// topics answers Topics/F-NAME[/pageN].
func (s yfSkin) topics(c *Ctx, d *yfTables, seg segments) Response {
	id, ok := yfID(seg.at(1))
	if !ok || len(seg) > 3 {
		return c.NotFound(yfNotFound)
	}
	b := c.W.Board(id)
	if b == nil {
		return s.info(c, yfInvalid)
	}
	per := c.W.Shape.ThreadsPerPage
	last := b.Pages(per)
	page := 1
	if len(seg) == 3 {
		n, ok := yfPageSeg(seg.at(2))
		if !ok {
			return c.NotFound(yfNotFound)
		}
		page = min(max(n, 1), last)
	}
	var crumbs []string
	crumbs = append(crumbs, yfLink(yfCatURL(b.Category), b.Category.Name))
	for _, x := range b.Trail() {
		crumbs = append(crumbs, yfLink(s.BoardURL(x, 1), x.Name))
	}
	title := b.Name
	if page > 1 {
		title += fmt.Sprintf(" - Page %d", page)
	}
	pg := yfPage{title: title + " - " + yfBoard, crumbs: crumbs, feed: yfFeedForum(b)}
	return c.Page(boardInfo(s, b, page), s.frame(c, pg, s.forum(c, d, b, page)))
}

// posts answers Posts/tT-NAME[/pageN] and Posts/mM-NAME.
func (s yfSkin) posts(c *Ctx, d *yfTables, seg segments) Response {
	key := seg.at(1)
	if len(key) < 2 || len(seg) > 3 {
		return c.NotFound(yfNotFound)
	}
	id, ok := yfID(key[1:])
	if !ok {
		return c.NotFound(yfNotFound)
	}
	per := c.W.Shape.PostsPerPage
	var t *Thread
	page := 1
	switch key[0] {
	case 't', 'T':
		t = byID(d.byTid, id)
		if t == nil {
			return s.info(c, yfInvalid)
		}
		last := t.Pages(per)
		if len(seg) == 3 {
			n, ok := yfPageSeg(seg.at(2))
			if !ok {
				return c.NotFound(yfNotFound)
			}
			page = min(max(n, 1), last)
		}
		if f := strings.ToLower(c.Query.Get("find")); f == "unread" || f == "lastpost" {
			page = last
		}
	case 'm', 'M':
		p := byID(d.byMid, id)
		if p == nil {
			return s.info(c, yfInvalid)
		}
		if len(seg) == 3 {
			if _, ok := yfPageSeg(seg.at(2)); !ok {
				return c.NotFound(yfNotFound)
			}
		}
		t, page = p.Thread, PageOf(p.Index, per)
	default:
		return c.NotFound(yfNotFound)
	}
	b := t.Board
	crumbs := []string{yfLink(yfCatURL(b.Category), b.Category.Name)}
	for _, x := range b.Trail() {
		crumbs = append(crumbs, yfLink(s.BoardURL(x, 1), x.Name))
	}
	crumbs = append(crumbs, Esc(t.Title))
	title := t.Title
	if page > 1 {
		title += fmt.Sprintf(" - Page %d", page)
	}
	pg := yfPage{title: title + " - " + yfBoard, crumbs: crumbs, feed: d.feedTopic(t)}
	return c.Page(threadInfo(s, t, page), s.frame(c, pg, s.topic(c, d, t, page)))
}

// yfPage is what the master page needs to know of a page.
type yfPage struct {
	title  string
	crumbs []string // after the board's link, HTML; the last one is the current page
	feed   string   // the page's Atom feed, "" for the board's
}

func yfLink(href, text string) string {
	return fmt.Sprintf(`<a href="/%s">%s</a>`, Esc(href), Esc(text))
}

// yfDateTime is the DisplayDateTime control: the date, with a popover of the full time.
func yfDateTime(p *Post) string {
	return fmt.Sprintf(`<span class="popover-timeago" data-bs-toggle="popover" data-bs-trigger="hover focus" data-bs-content="%s">%s</span>`,
		p.Time.Format("Monday, January 2, 2006 3:04:05 PM"), p.Time.Format(yfDate))
}

// userLink is the UserLink control.
func yfUserLink(u *User) string {
	return fmt.Sprintf(`<a href="/%s" title="View profile" data-bs-toggle="tooltip" class="btn-link">%s</a>`, Esc(yfProfile(u)), Esc(u.Name))
}

// pager is the Pager control with plain links: the page count, then first,
// previous, the current page with two either side, next and last.
func yfPager(cur, count int, url func(int) string) string {
	if count < 2 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<div class="btn-toolbar pagination" role="toolbar"><div class="btn-group mb-1 d-none d-lg-inline-block me-2" role="group"><button type="button" title="Go to page..." class="btn btn-secondary disabled" aria-disabled="true">
                          <i class="fas fa-copy"></i>&nbsp;%d Pages
                      </button>
</div><div class="btn-group mb-1" role="group">`, count)
	idx := cur - 1
	start, end := max(idx-2, 0), min(idx+3, count)
	button := func(page int, title, inner, class string) {
		fmt.Fprintf(&b, `<a href="/%s" class="btn btn-secondary%s" title="%s" data-bs-toggle="tooltip">%s</a>`, Esc(url(page)), class, title, inner)
	}
	if start > 0 {
		button(1, "Go to First Page", `<i class="fa fa-angle-double-left fa-fw"></i>`, "")
	}
	if idx > start {
		button(idx, "Go to Previous Page", `<i class="fa fa-angle-left fa-fw"></i>`, "")
	}
	for i := start; i < end; i++ {
		class := ""
		if i == idx {
			class = " active"
		}
		button(i+1, "Go to page...", strconv.Itoa(i+1), class)
	}
	if idx < count-1 {
		button(idx+2, "Go to Next Page", `<i class="fa fa-angle-right fa-fw"></i>`, "")
	}
	if end < count {
		button(count, "Go to Last Page", `<i class="fa fa-angle-double-right fa-fw"></i>`, "")
	}
	b.WriteString("</div></div>\n")
	return b.String()
}

// postBackPager is the Pager control as the member and active-topic lists use it.
func yfPostBackPager(cur, count int, control string) string {
	if count < 2 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<div class="btn-toolbar pagination" role="toolbar"><div class="btn-group mb-1" role="group">`)
	for i := 1; i <= count; i++ {
		class := ""
		if i == cur {
			class = " active"
		}
		fmt.Fprintf(&b, `<a href="javascript:__doPostBack(&#39;%s&#39;,&#39;%d&#39;)" class="btn btn-secondary%s" title="Go to page..." data-bs-toggle="tooltip">%d</a>`, control, i, class, i)
	}
	b.WriteString("</div></div>\n")
	return b.String()
}

// lastPost is a forum row's or a topic row's "last post" block.
func (d *yfTables) lastPost(p *Post, withTopic bool) string {
	if p == nil {
		return `<span class="text-secondary">No Posts</span>`
	}
	var b strings.Builder
	if withTopic {
		fmt.Fprintf(&b, `<a href="/%s" title="%s" data-bs-toggle="tooltip">%s</a><br />`, Esc(yafThreadURL(d, p.Thread)), Esc(p.Thread.Title), Esc(clip(p.Thread.Title, 40)))
	}
	fmt.Fprintf(&b, `<span class="fw-bold">Last post</span> by %s <a href="/%s" title="Go to last post" data-bs-toggle="tooltip"><i class="fas fa-arrow-right fa-fw"></i></a><br />%s`,
		yfUserLink(p.Author), Esc(d.msgURL(p)), yfDateTime(p))
	return b.String()
}

func yafThreadURL(d *yfTables, t *Thread) string {
	return fmt.Sprintf("Posts/t%d-%s", d.tid[t], yfClean(t.Title))
}

// forumRows is the ForumList control: a category's forums, their sub-forums listed under them.
func (s yfSkin) forumRows(d *yfTables, boards []*Board) string {
	var h strings.Builder
	for i, b := range boards {
		if i > 0 {
			h.WriteString("<hr />\n")
		}
		fmt.Fprintf(&h, `<div class="row">
<div class="col-md-8">
<h5 class="fw-bold"><i class="fas fa-comments fa-fw text-secondary me-1"></i><a href="/%s" title="%s" data-bs-toggle="tooltip">%s</a>
<a href="/%s" class="btn btn-link btn-sm" title="Atom Feed" data-bs-toggle="tooltip"><i class="fas fa-rss-square text-warning"></i></a></h5>
<h6 class="card-subtitle text-muted mb-1">%s</h6>
`, Esc(s.BoardURL(b, 1)), Esc(b.Description), Esc(b.Name), Esc(yfFeedForum(b)), Esc(b.Description))
		if len(b.Children) > 0 {
			h.WriteString(`<div class="card-text"><ul class="list-inline">`)
			for _, sb := range b.Children {
				fmt.Fprintf(&h, `<li class="list-inline-item"><i class="fas fa-comments fa-fw text-secondary"></i><a href="/%s">%s</a></li>`, Esc(s.BoardURL(sb, 1)), Esc(sb.Name))
			}
			h.WriteString("</ul></div>\n")
		}
		fmt.Fprintf(&h, `</div>
<div class="col-md-4 text-secondary">
<div class="d-flex flex-column"><div><span class="fw-bold">Topics:</span> %s, <span class="fw-bold">Posts:</span> %s</div>
<div>%s</div></div>
</div>
</div>
`, thousands(b.AllThreads(), ","), thousands(b.AllPosts(), ","), d.lastPost(b.Latest(), true))
	}
	return h.String()
}

func (s yfSkin) categoryCard(d *yfTables, cat *Category) string {
	return fmt.Sprintf(`<div class="row"><div class="col"><div class="card mb-3">
<div class="card-header d-flex align-items-center"><div class="me-auto"><i class="fas fa-folder fa-fw text-warning me-1"></i><a href="/%s">%s</a></div>
<button type="button" class="btn btn-primary btn-sm" data-bs-toggle="collapse" data-bs-target="#categoryPanel%d" aria-expanded="true" title="Expand or Collapse"><i class="fa fa-minus-square"></i></button></div>
<div class="card-body collapse show" id="categoryPanel%d">
%s</div>
</div></div></div>
`, Esc(yfCatURL(cat)), Esc(cat.Name), cat.ID, cat.ID, s.forumRows(d, cat.Boards))
}

// index is the Board page: every category, then active discussions and statistics.
func (s yfSkin) index(c *Ctx, d *yfTables) string {
	var h strings.Builder
	h.WriteString(`<div class="alert alert-info">Welcome, Guest! To take part in the discussions, please <a href="/Account/Login">log in</a> or <a href="/Account/Register">register</a>.</div>` + "\n")
	for _, cat := range c.W.Categories {
		h.WriteString(s.categoryCard(d, cat))
	}
	h.WriteString(`<div class="row"><div class="col"><div class="card mb-3"><div class="card-header d-flex align-items-center"><div class="me-auto"><i class="fas fa-comments fa-fw text-secondary me-1"></i>Active Discussions</div>`)
	fmt.Fprintf(&h, `<a href="/Feed/%d-latestposts" class="btn btn-link btn-sm" title="Atom Feed" data-bs-toggle="tooltip"><i class="fas fa-rss-square text-warning"></i></a></div><div class="card-body"><ul class="list-group list-group-flush">`, yfFeedLatest)
	for _, t := range c.W.ThreadsByActivity()[:min(yfActive, len(c.W.Threads))] {
		p := t.LastPost()
		fmt.Fprintf(&h, `<li class="list-group-item"><a href="/%s" title="%s" data-bs-toggle="tooltip">%s</a> <span class="badge bg-light text-dark">%s</span><br /><small>by %s <a href="/%s" title="Go to last post" data-bs-toggle="tooltip"><i class="fas fa-arrow-right fa-fw"></i></a> %s</small></li>`,
			Esc(yafThreadURL(d, t)), Esc(t.Title), Esc(t.Title), Esc(t.Board.Name), yfUserLink(p.Author), Esc(d.msgURL(p)), yfDateTime(p))
	}
	h.WriteString("</ul></div></div></div></div>\n")
	newest := c.W.Users[0]
	for _, u := range c.W.Users {
		if u.Joined.After(newest.Joined) {
			newest = u
		}
	}
	fmt.Fprintf(&h, `<div class="row"><div class="col"><div class="card mb-3"><div class="card-header"><i class="fas fa-chart-bar fa-fw text-secondary me-1"></i>Forum Statistics</div>
<div class="card-body"><p class="card-text">There are %s posts in %s topics in %d forums.<br />Please welcome our newest member, %s.<br />
Active Users: %d guests, 0 members. <a href="/Team">The Team</a></p></div></div></div></div>
`, thousands(len(c.W.Posts), ","), thousands(len(c.W.Threads), ","), len(c.W.Boards), yfUserLink(newest), 3+Hash("yfguests", len(c.W.Posts))%17)
	return h.String()
}

func (s yfSkin) category(c *Ctx, d *yfTables, cat *Category) string {
	return fmt.Sprintf("<h2>%s</h2>\n", Esc(cat.Name)) + s.categoryCard(d, cat)
}

// forum is the Topics page: sub-forums, the pager, the topic list, the pager again.
func (s yfSkin) forum(c *Ctx, d *yfTables, b *Board, page int) string {
	per := c.W.Shape.ThreadsPerPage
	pager := yfPager(page, b.Pages(per), func(p int) string { return s.BoardURL(b, p) })
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"row\"><div class=\"col\"><h2>%s</h2></div></div>\n", Esc(b.Name))
	if len(b.Children) > 0 {
		fmt.Fprintf(&h, `<div class="row"><div class="col"><div class="card mb-3"><div class="card-header"><i class="fas fa-comments fa-fw text-secondary me-1"></i>Sub Forums In %s</div><div class="card-body">
%s</div></div></div></div>
`, Esc(b.Name), s.forumRows(d, b.Children))
	}
	fmt.Fprintf(&h, `<div class="row justify-content-between align-items-center"><div class="col-auto mb-1">%s</div></div>
<div class="row"><div class="col"><div class="card mb-3">
<div class="card-header d-flex align-items-center"><div class="me-auto"><i class="fas fa-comments fa-fw text-secondary me-1"></i>%s</div>
<a href="/%s" class="btn btn-link btn-sm" title="Atom Feed" data-bs-toggle="tooltip"><i class="fas fa-rss-square text-warning"></i></a>
<select name="forum$ctl01$ShowList" onchange="javascript:setTimeout(&#39;__doPostBack(\&#39;forum$ctl01$ShowList\&#39;,\&#39;\&#39;)&#39;, 0)" class="form-select w-auto"><option selected="selected" value="0">All</option><option value="1">Last Day</option><option value="2">Last Two Days</option><option value="3">Last Week</option><option value="4">Last Two Weeks</option><option value="5">Last Month</option></select></div>
<div class="card-body">
`, pager, Esc(b.Name), Esc(yfFeedForum(b)))
	ts := Page(b.Threads, page, per)
	if len(ts) == 0 {
		h.WriteString(`<div class="alert alert-info">There are no topics in this forum.</div>`)
	}
	pp := c.W.Shape.PostsPerPage
	for i, t := range ts {
		if i > 0 {
			h.WriteString("<hr />\n")
		}
		badge := ""
		if t.Sticky {
			badge = `<span class="badge bg-secondary me-1">Sticky</span>`
		}
		fmt.Fprintf(&h, `<div class="row">
<div class="col-md-6"><h5>%s<i class="fas fa-comment fa-fw text-secondary me-1"></i><a href="/%s" title="%s" data-bs-toggle="tooltip" class="topic-starter-popover">%s</a></h5>
<h6><span class="fw-bold">Started by</span> %s %s`, badge, Esc(yafThreadURL(d, t)), Esc(clip(strings.Join(t.Posts[0].Body, " "), 120)), Esc(t.Title), yfUserLink(t.Author), yfDateTime(t.Posts[0]))
		if n := t.Pages(pp); n > 1 {
			// TopicContainer's own small pager: pages 1-3, then the last two.
			h.WriteString(` <span class="ms-1">Pages: `)
			for p := 1; p <= n; p++ {
				if n > 5 && p == 4 {
					h.WriteString("&hellip; ")
				}
				if n > 5 && p > 3 && p < n-1 {
					continue
				}
				fmt.Fprintf(&h, `<a href="/%s" class="badge bg-light text-dark">%d</a> `, Esc(yfPagerURL(d, t, p)), p)
			}
			h.WriteString("</span>")
		}
		fmt.Fprintf(&h, `</h6></div>
<div class="col-md-2 text-secondary"><div class="d-flex flex-column"><div><span class="fw-bold">Replies:</span> %d</div><div><span class="fw-bold">Views:</span> %s</div></div></div>
<div class="col-md-4 text-secondary">%s <a href="/%s?find=unread" title="Go to first unread post" data-bs-toggle="tooltip"><i class="fas fa-book-reader fa-fw"></i></a></div>
</div>
`, len(t.Posts)-1, thousands(t.Views, ","), d.lastPost(t.LastPost(), false), Esc(yafThreadURL(d, t)))
	}
	fmt.Fprintf(&h, `</div></div></div></div>
<div class="row justify-content-between align-items-center"><div class="col-auto mb-1">%s</div></div>
<div class="row"><div class="col"><div class="card mb-3"><div class="card-body"><span class="fw-bold">Users browsing this forum</span><br />%d Guests</div></div></div></div>
`, pager, 1+Hash("yfreading", b.ID)%6)
	return h.String()
}

// topic is the Posts page: the pager, the topic's tools, its messages, similar topics.
func (s yfSkin) topic(c *Ctx, d *yfTables, t *Thread, page int) string {
	per := c.W.Shape.PostsPerPage
	pager := yfPager(page, t.Pages(per), func(p int) string { return yfPagerURL(d, t, p) })
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="row"><div class="col"><h2>%s</h2></div></div>
<div class="row justify-content-between align-items-center"><div class="col-md-6 mb-1">%s</div>
<div class="col-md-6 mb-1 text-end"><div class="btn-group" role="group"><button type="button" class="btn btn-secondary dropdown-toggle" data-bs-toggle="dropdown" aria-expanded="false"><i class="fa fa-cog fa-fw"></i> Tools</button>
<div class="dropdown-menu"><a href="/PrintTopic?t=%d" class="dropdown-item"><i class="fa fa-print fa-fw"></i> Print this topic</a><a href="/%s" class="dropdown-item"><i class="fa fa-rss-square fa-fw"></i> Atom Feed</a></div></div></div></div>
`, Esc(t.Title), pager, d.tid[t], Esc(d.feedTopic(t)))
	for _, p := range Page(t.Posts, page, per) {
		u := p.Author
		M := d.mid[p]
		sig := ""
		if sg := signature(u); sg != "" {
			sig = fmt.Sprintf(`<div class="card-text border-top border-light-subtle pt-2 mt-3"><small>%s</small></div>`, Esc(sg))
		}
		fmt.Fprintf(&h, `<div class="row"><div class="col-xl-12"><div class="card mb-3">
<div class="card-header"><div class="d-flex justify-content-between"><div><a id="post%d"></a><i class="fas fa-user fa-fw text-secondary"></i> %s</div>
<div><a href="/%s" class="btn btn-link btn-sm" title="Link to this post" data-bs-toggle="tooltip">#%d</a> <span class="fw-bold">Posted:</span> %s</div></div></div>
<div class="card-body"><div class="row"><div class="col-md-2 d-none d-md-block text-center"><img src="/Content/Images/noavatar.svg" alt="%s" class="img-fluid rounded" width="100" /><br /><span class="badge text-bg-secondary">%s</span>
<ul class="list-unstyled small text-start"><li><span class="fw-bold">Joined:</span> %s</li><li><span class="fw-bold">Posts:</span> %d</li></ul></div>
<div class="col-md-10"><div class="message"><p>%s</p></div>%s</div></div></div>
</div></div></div>
`, M, yfUserLink(u), Esc(d.msgURL(p)), p.Index+1, yfDateTime(p), Esc(u.Name), rank(u), u.Joined.Format("02/01/2006"), u.Posts, strings.Join(escAll(p.Body), "</p><p>"), sig)
	}
	fmt.Fprintf(&h, `<div class="row justify-content-between align-items-center"><div class="col-md-6 mb-1">%s</div></div>
<div class="row"><div class="col"><div class="card mb-3"><div class="card-header"><i class="fas fa-clone fa-fw text-secondary me-1"></i>Similar Topics</div><div class="card-body"><ul class="list-unstyled">`, pager)
	for _, o := range similarThreads(t, "yfsimilar") {
		fmt.Fprintf(&h, `<li><a href="/%s">%s</a> <small class="text-secondary">by %s</small></li>`, Esc(yafThreadURL(d, o)), Esc(o.Title), Esc(o.Author.Name))
	}
	fmt.Fprintf(&h, `</ul></div></div></div></div>
<div class="row"><div class="col"><div class="card mb-3"><div class="card-body"><span class="fw-bold">Users browsing this topic</span><br />%d Guests</div></div></div></div>
`, 1+Hash("yfreading-t", d.tid[t])%4)
	return h.String()
}

func (s yfSkin) profile(c *Ctx, d *yfTables, id int) Response {
	if id == yfAdminID {
		body := fmt.Sprintf(`<h2>Profile: %s</h2><div class="card mb-3"><div class="card-body"><ul class="list-unstyled"><li><span class="fw-bold">Rank:</span> Administration</li></ul></div></div>`, yfAdmin)
		return c.Page(Info{Type: TypeOther}, s.frame(c, yfPage{title: "Profile: " + yfAdmin + " - " + yfBoard, crumbs: []string{"Profile: " + yfAdmin}}, body))
	}
	u := c.W.User(id - yfAdminID)
	if u == nil {
		return s.info(c, yfInvalid)
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="row"><div class="col"><h2>Profile: %s</h2></div></div>
<div class="row"><div class="col-md-4"><div class="card mb-3"><div class="card-body text-center"><img src="/Content/Images/noavatar.svg" alt="%s" class="img-fluid rounded" width="150" /><h5 class="card-title">%s</h5><span class="badge text-bg-secondary">%s</span></div></div></div>
<div class="col-md-8"><div class="card mb-3"><div class="card-header">About</div><div class="card-body"><ul class="list-unstyled">
<li><span class="fw-bold">Joined:</span> %s</li><li><span class="fw-bold">Posts:</span> %d</li><li><span class="fw-bold">About:</span> %s</li>
<li><a href="/Search?postedby=%s"><i class="fa fa-search fa-fw"></i> Find all posts by user</a></li></ul></div></div>
<div class="card mb-3"><div class="card-header">Last %d Posts</div><div class="card-body"><ul class="list-unstyled">`,
		Esc(u.Name), Esc(u.Name), Esc(u.Name), rank(u), u.Joined.Format("02/01/2006"), u.Posts, Esc(u.Bio), Esc(strings.ReplaceAll(u.Name, " ", "+")), yfProfilePer)
	ps := d.byUser[u]
	for _, p := range ps[:min(yfProfilePer, len(ps))] {
		fmt.Fprintf(&h, `<li class="mb-2"><a href="/%s">%s</a> %s<br /><small>%s</small></li>`, Esc(d.msgURL(p)), Esc(p.Thread.Title), yfDateTime(p), Esc(clip(strings.Join(p.Body, " "), 160)))
	}
	h.WriteString("</ul></div></div></div></div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, yfPage{title: "Profile: " + u.Name + " - " + yfBoard, crumbs: []string{"Profile: " + Esc(u.Name)}}, h.String()))
}

// members is the member list: the AlphaSort letters as links, paging a postback.
func (s yfSkin) members(c *Ctx, d *yfTables) string {
	letter := strings.ToUpper(c.Query.Get("letter"))
	users := d.users
	if letter != "" && letter != "#" {
		users = slices.DeleteFunc(slices.Clone(users), func(u *User) bool { return !strings.HasPrefix(strings.ToUpper(u.Name), letter) })
	}
	var h strings.Builder
	h.WriteString(`<div class="row"><div class="col"><h2>Members</h2></div></div><div class="btn-toolbar mb-3" role="toolbar"><div class="btn-group btn-group-sm flex-wrap" role="group">`)
	fmt.Fprintf(&h, `<a href="/Members" class="btn btn-secondary%s">All</a>`, map[bool]string{true: " active"}[letter == ""])
	for r := 'A'; r <= 'Z'; r++ {
		fmt.Fprintf(&h, `<a href="/Members?letter=%c" class="btn btn-secondary%s">%c</a>`, r, map[bool]string{true: " active"}[letter == string(r)], r)
	}
	h.WriteString("</div></div>\n")
	pages := pageCount(len(users), yfMembersPer)
	h.WriteString(yfPostBackPager(1, pages, "forum$ctl01$Pager"))
	h.WriteString(`<div class="card mb-3"><div class="card-body"><table class="table table-striped"><thead><tr><th>User Name</th><th>Rank</th><th>Joined</th><th>Posts</th></tr></thead><tbody>`)
	for _, u := range Page(users, 1, yfMembersPer) {
		fmt.Fprintf(&h, `<tr><td>%s</td><td>%s</td><td>%s</td><td>%d</td></tr>`, yfUserLink(u), rank(u), u.Joined.Format("02/01/2006"), u.Posts)
	}
	h.WriteString("</tbody></table></div></div>\n")
	return s.frame(c, yfPage{title: "Members - " + yfBoard, crumbs: []string{"Members"}}, h.String())
}

// myTopics is MyTopics as a guest sees it: the active topics, paging a postback.
func (s yfSkin) myTopics(c *Ctx, d *yfTables) string {
	ts := c.W.ThreadsByActivity()
	var h strings.Builder
	h.WriteString(`<div class="row"><div class="col"><h2>Active Topics</h2></div></div>
<div class="mb-3"><label class="form-label" for="Since">Since</label><select name="forum$ctl01$Since" id="Since" class="form-select" onchange="javascript:setTimeout(&#39;__doPostBack(\&#39;forum$ctl01$Since\&#39;,\&#39;\&#39;)&#39;, 0)"><option value="0">Last visit</option><option value="1">Last Hour</option><option value="2">Last Two Hours</option><option selected="selected" value="3">Last Day</option><option value="4">Last Week</option><option value="5">Last Month</option><option value="9999">All Time</option></select></div>
`)
	h.WriteString(yfPostBackPager(1, pageCount(len(ts), c.W.Shape.ThreadsPerPage), "forum$ctl01$PagerTop"))
	h.WriteString(`<div class="card mb-3"><div class="card-body">`)
	for _, t := range Page(ts, 1, c.W.Shape.ThreadsPerPage) {
		fmt.Fprintf(&h, `<div class="row mb-2"><div class="col-md-8"><h6><a href="/%s">%s</a></h6><small>in <a href="/%s">%s</a></small></div><div class="col-md-4 text-secondary">%s</div></div>`,
			Esc(yafThreadURL(d, t)), Esc(t.Title), Esc(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), d.lastPost(t.LastPost(), false))
	}
	h.WriteString("</div></div>\n")
	return s.frame(c, yfPage{title: "Active Topics - " + yfBoard, crumbs: []string{"Active Topics"}}, h.String())
}

// search is the Search page: the form only, its results come by Ajax.
func (s yfSkin) search(c *Ctx) string {
	body := fmt.Sprintf(`<div class="row"><div class="col"><h2>Search</h2></div></div><div class="card mb-3"><div class="card-body">
<div class="mb-3"><label class="form-label" for="searchInput">Search For</label><input type="text" id="searchInput" class="form-control" value="%s" /></div>
<div class="mb-3"><label class="form-label" for="searchUserInput">Posted by User</label><input type="text" id="searchUserInput" class="form-control" value="%s" /></div>
<div class="mb-3"><label class="form-label" for="SearchWhat">Match</label><select id="SearchWhat" class="form-select"><option value="0">Match all words</option><option value="1">Match any word</option><option value="2">Match exact phrase</option></select></div>
<select id="ForumListSelect" class="form-select">%s</select>
<button type="button" class="btn btn-primary mt-3" onclick="getSearchResultsData(0)"><i class="fa fa-search fa-fw"></i> Search</button>
</div></div><div id="SearchResultsPlaceholder"></div>
`, Esc(c.Query.Get("search")), Esc(c.Query.Get("postedby")), boardOptions(c.W, nil))
	return s.frame(c, yfPage{title: "Search - " + yfBoard, crumbs: []string{"Search"}}, body)
}

func (s yfSkin) team(c *Ctx) string {
	body := fmt.Sprintf(`<div class="row"><div class="col"><h2>The Team</h2></div></div><div class="card mb-3"><div class="card-header">Forum Administrators</div><div class="card-body"><table class="table"><tbody><tr><td><a href="/UserProfile/%d-%s">%s</a></td><td>Administration</td></tr></tbody></table></div></div>`,
		yfAdminID, yfAdmin, yfAdmin)
	return s.frame(c, yfPage{title: "The Team - " + yfBoard, crumbs: []string{"The Team"}}, body)
}

func (s yfSkin) static(c *Ctx, which string) string {
	if which == "cookies" {
		body := `<div class="row"><div class="col"><h2>Cookie Policy</h2><p>This board uses cookies to keep you logged in and to remember which topics you have read.</p></div></div>`
		return s.frame(c, yfPage{title: "Cookie Policy - " + yfBoard, crumbs: []string{"Cookie Policy"}}, body)
	}
	var h strings.Builder
	h.WriteString(`<div class="row"><div class="col-md-3"><div class="list-group">`)
	for _, sec := range []string{"Introduction", "Registration", "Searching", "Posting", "Profile"} {
		fmt.Fprintf(&h, `<a href="#%s" class="list-group-item list-group-item-action">%s</a>`, sec, sec)
	}
	h.WriteString(`</div></div><div class="col-md-9"><h2>Help</h2><p>Browse the categories on the board index, open a forum to see its topics, and a topic to read its messages. Register to post.</p></div></div>`)
	return s.frame(c, yfPage{title: "Help - " + yfBoard, crumbs: []string{"Help"}}, h.String())
}

func (s yfSkin) infoPage(c *Ctx) string {
	msg := "The page you requested could not be found or the link is invalid."
	if c.Query.Get("i") == strconv.Itoa(yfDenied) {
		msg = "You tried to enter an area where you didn't have access."
	}
	body := fmt.Sprintf(`<div class="row"><div class="col"><div class="card mb-3"><div class="card-header">Information</div><div class="card-body"><p>%s</p><a href="/" class="btn btn-primary">Back to the Forum</a> <a href="/Account/Login" class="btn btn-secondary">Login</a></div></div></div></div>`, msg)
	return s.frame(c, yfPage{title: "Information - " + yfBoard, crumbs: []string{"Information"}}, body)
}

// account answers the guests' walls under Account/.
func (s yfSkin) account(c *Ctx, page string) (Response, bool) {
	var title, form string
	switch page {
	case "login":
		title = "Login"
		form = `<div class="mb-3"><label class="form-label">User Name</label><input name="forum$ctl01$UserName" type="text" class="form-control" /></div>
<div class="mb-3"><label class="form-label">Password</label><input name="forum$ctl01$Password" type="password" class="form-control" /></div>
<div class="form-check mb-3"><input id="RememberMe" type="checkbox" class="form-check-input" /><label class="form-check-label" for="RememberMe">Remember me</label></div>
<button type="submit" class="btn btn-primary" name="forum$ctl01$LoginButton">Login</button>
<a href="/Account/ForgotPassword" class="btn btn-link">Lost Password</a> <a href="/Account/Register" class="btn btn-link">Register</a>`
	case "register":
		title = "Register New User"
		form = `<div class="mb-3"><label class="form-label">User Name</label><input name="forum$ctl01$UserName" type="text" class="form-control" /></div>
<div class="mb-3"><label class="form-label">E-mail Address</label><input name="forum$ctl01$Email" type="email" class="form-control" /></div>
<div class="mb-3"><label class="form-label">Password</label><input name="forum$ctl01$Password" type="password" class="form-control" /></div>
<button type="submit" class="btn btn-primary" name="forum$ctl01$CreateUser">Register</button> <a href="/Account/Login" class="btn btn-link">Already have an account? Login</a>`
	case "forgotpassword":
		title = "Forgot Password"
		form = `<div class="mb-3"><label class="form-label">User Name or E-mail</label><input name="forum$ctl01$UserName" type="text" class="form-control" /></div>
<button type="submit" class="btn btn-primary">Submit</button> <a href="/Account/Login" class="btn btn-link">Login</a>`
	default:
		return Response{}, false
	}
	body := fmt.Sprintf(`<div class="row"><div class="col-md-6 offset-md-3"><div class="card mb-3"><div class="card-header"><h5>%s</h5></div><div class="card-body">%s</div></div></div></div>`, title, form)
	return c.Page(Info{Type: TypeOther}, s.frame(c, yfPage{title: title + " - " + yfBoard, crumbs: []string{title}}, body)), true
}

// printTopic is PrintTopic?t=T: every message of a topic, without the board's chrome.
func (s yfSkin) printTopic(c *Ctx, d *yfTables) Response {
	t := byID(d.byTid, xmInt(c.Query.Get("t")))
	if t == nil {
		return s.info(c, yfInvalid)
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8" /><title>%s - %s</title><link href="/Content/forum.min.css" rel="stylesheet" /></head>
<body class="print"><div class="container"><h3><a href="/%s">%s</a> &raquo; <a href="/%s">%s</a> &raquo; %s</h3>
`, Esc(t.Title), yfBoard, Esc(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), Esc(yafThreadURL(d, t)), Esc(t.Title), Esc(t.Title))
	for _, p := range t.Posts {
		fmt.Fprintf(&h, `<div class="card mb-3"><div class="card-header">Posted By: %s - %s</div><div class="card-body"><p>%s</p></div></div>`+"\n",
			Esc(p.Author.Name), p.Time.Format(yfDate), strings.Join(escAll(p.Body), "</p><p>"))
	}
	h.WriteString("</div></body></html>\n")
	return c.Page(Info{Type: TypeOther}, h.String())
}

// feed answers Feed/N-..., an Atom document.
func (s yfSkin) feed(c *Ctx, d *yfTables, spec string) Response {
	parts := strings.SplitN(spec, "-", 3)
	kind, err := strconv.Atoi(parts[0])
	if err != nil {
		return c.NotFound(yfNotFound)
	}
	var ts []*Thread
	switch {
	case kind == yfFeedLatest && len(parts) >= 2 && strings.EqualFold(parts[1], "latestposts"):
		ts = c.W.ThreadsByActivity()[:min(20, len(c.W.Threads))]
	case kind == yfFeedTopics && len(parts) >= 2 && strings.HasPrefix(parts[1], "f"):
		b := c.W.Board(xmInt(parts[1][1:]))
		if b == nil {
			return s.info(c, yfInvalid)
		}
		ts = b.Threads[:min(20, len(b.Threads))]
	case kind == yfFeedPosts && len(parts) >= 2 && strings.HasPrefix(parts[1], "t"):
		t := byID(d.byTid, xmInt(parts[1][1:]))
		if t == nil {
			return s.info(c, yfInvalid)
		}
		ts = []*Thread{t}
	default:
		return s.info(c, yfInvalid)
	}
	return Response{Status: http.StatusOK, ContentType: "application/atom+xml; charset=utf-8", Body: atomFeed(c, ts), Info: Info{Type: TypeOther}}
}

// frame is the master page: the header with its menu, the breadcrumb, the
// page, the footer; all inside the Web Forms <form> with its view state.
func (s yfSkin) frame(c *Ctx, pg yfPage, body string) string {
	feed := pg.feed
	if feed == "" {
		feed = fmt.Sprintf("Feed/%d-latestposts", yfFeedLatest)
	}
	action := "./" + c.Path
	if c.RawQuery != "" {
		action += "?" + c.RawQuery
	}
	crumbs := `<li class="breadcrumb-item"><a href="/">` + yfBoard + `</a></li>`
	for i, cr := range pg.crumbs {
		if i == len(pg.crumbs)-1 {
			crumbs += `<li class="breadcrumb-item active" aria-current="page">` + cr + `</li>`
		} else {
			crumbs += `<li class="breadcrumb-item">` + cr + `</li>`
		}
	}
	if len(pg.crumbs) == 0 {
		crumbs = `<li class="breadcrumb-item active" aria-current="page">` + yfBoard + `</li>`
	}
	viewState := fmt.Sprintf("/wEPDwUKMTY1%016x%016xZGQ=", Hash("yfvs", c.Path), Hash("yfvs2", c.RawQuery))
	ms := 40 + Hash("yfms", c.Path, c.RawQuery)%260
	return fmt.Sprintf(`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>%s</title>
<meta name="description" content="%s" />
<link href="/Content/forum.min.css" rel="stylesheet" type="text/css" />
<link href="/Content/Themes/yaf/bootstrap-forum.min.css" rel="stylesheet" type="text/css" />
<link rel="alternate" type="application/atom+xml" title="Atom Feed" href="/%s" />
<link rel="icon" href="/favicon.ico" />
%s</head>
<body id="YafBody">
<form method="post" action="%s" id="form1" class="needs-validation">
<div class="aspNetHidden">
<input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value="" />
<input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value="" />
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="%s" />
</div>
<script type="text/javascript">
//<![CDATA[
var theForm = document.forms['form1'];
if (!theForm) { theForm = document.form1; }
function __doPostBack(eventTarget, eventArgument) {
    if (!theForm.onsubmit || (theForm.onsubmit() != false)) {
        theForm.__EVENTTARGET.value = eventTarget;
        theForm.__EVENTARGUMENT.value = eventArgument;
        theForm.submit();
    }
}
//]]>
</script>
<div class="yaf">
<header class="mb-2"><nav class="navbar navbar-expand-lg navbar-light bg-light"><div class="container-fluid">
<a class="navbar-brand mb-1" href="/">%s</a>
<button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#navbarSupportedContent" aria-controls="navbarSupportedContent" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse" id="navbarSupportedContent">
<ul class="navbar-nav me-auto">
<li class="nav-item"><a href="/" class="nav-link" title="Forum" data-bs-toggle="tooltip">Forum</a></li>
<li class="nav-item"><a href="/MyTopics" class="nav-link" title="Active Topics" data-bs-toggle="tooltip">Active Topics</a></li>
<li class="nav-item"><a href="/Search" class="nav-link" title="Search" data-bs-toggle="tooltip">Search</a></li>
<li class="nav-item"><a href="/Members" class="nav-link" title="Members" data-bs-toggle="tooltip">Members</a></li>
<li class="nav-item"><a href="/Team" class="nav-link" title="The Team" data-bs-toggle="tooltip">Team</a></li>
<li class="nav-item"><a href="/Help" class="nav-link" title="Help" data-bs-toggle="tooltip">Help</a></li>
</ul>
<a href="/Account/Login" class="btn btn-outline-primary me-2" title="Login" data-bs-toggle="tooltip"><i class="fa fa-sign-in-alt fa-fw"></i> Login</a>
<a href="/Account/Register" class="btn btn-outline-secondary me-2" title="Register" data-bs-toggle="tooltip"><i class="fa fa-user-plus fa-fw"></i> Register</a>
<div class="d-flex" role="search"><input name="forum$ctl00$searchInput" type="text" class="form-control me-2" placeholder="Search..." /><button type="submit" class="btn btn-outline-success" name="forum$ctl00$doQuickSearch"><i class="fa fa-search fa-fw"></i></button></div>
</div></div></nav></header>
<div class="container">
<div class="row"><div class="col"><nav aria-label="breadcrumb"><ol class="breadcrumb bg-light p-2">%s</ol></nav></div></div>
%s</div>
<footer class="footer"><div class="text-end"><a href="/Cookies">Cookie Policy</a> &middot; <a target="_blank" rel="noopener" title="YetAnotherForum.NET" href="https://www.yetanotherforum.net">Powered by YAF.NET %s</a> | <a target="_blank" rel="noopener" href="https://www.yetanotherforum.net">YAF.NET &copy; 2003-2024, Yet Another Forum.NET</a><br /><span class="text-muted small">This page was generated in 0.%03d seconds</span></div></footer>
</div>
<script src="/Scripts/forumExtensions.min.js" type="text/javascript"></script>
%s</form>
</body>
</html>
`, Esc(pg.title), Esc(pg.title), Esc(feed), c.Styles(40), Esc(action), viewState, yfBoard, crumbs, body, yfVersion, ms, c.Scripts(24))
}
