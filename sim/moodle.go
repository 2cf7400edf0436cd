package sim

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"focus/sim/text"
)

// Moodle 4.1 with its default theme, Boost, at "/": a public learning site
// whose courses allow guest access, the forums (mod_forum) being what its
// visitors come for. The site's categories are courses and its boards the
// forum activities in them, two to a course section ("Topic 1", "Topic 2",
// the topics format's default names; section 0, "General", holds none, the
// courses having no Announcements forum). Moodle has no page listing every
// forum of a site: course pages and each course's forum index list one
// course's forums, so the entry is the site home, which lists every course
// (Moodle's default front page for visitors, "Available courses"). Guests
// are logged in automatically (autologinguests) and carry only the
// MoodleSession cookie, no session parameter. They may read, not post: the
// courses allow self enrolment, so guests see Reply and "Add discussion
// topic", which lead to "guests are not allowed to post"; profiles ask them
// to log in (forceloginforprofiles). Course sections and breadcrumbs link
// course/view.php?id=C#section-N anchors, the course index drawer is drawn
// by JavaScript (its HTML is placeholders), the blocks drawer holds a
// "Search forums" block. Ids: course C is the category's number plus one
// (1 is the site), forum F the board's id, course module CMID its own
// sequence, discussions D and posts P numbered in posting order over the
// site, user U the member's id plus two (1 is the guest, 2 the admin).
//
// A forum lists 100 discussions a page (forum_manydiscussions), pinned ones
// first, then by last post; the pager is core's paging_bar on the 0-based p
// the discussion list renderer uses, its base keeping the sort (o) and the
// page size (s), and it links page 1 as p=0. Moodle shows a discussion on
// one page, however long: the farm needs paged threads, so discussions of
// more than 25 posts carry a paging_bar of their own on page (0-based), the
// one part of this package Moodle lacks. Discussions are displayed nested
// (forum_displaymode 3): replies sit inside the post they answer. Dates are
// userdate's: "Friday, 1 May 2026, 10:05 AM" on posts, "1 May 2026" in
// lists. URL scheme (mount-relative):
//
//	"", index.php, ?redirect=0               entry: the site home, every course (canonical "/")
//	course/view.php?id=C                     course page: its sections and forums (index)
//	course/view.php?id=C&section=N           one section (index, unlinked); course/view.php?id=1 302s to ?redirect=0
//	mod/forum/index.php?id=C                 the course's forums, "Learning forums" (index), linking view.php?f=F
//	mod/forum/view.php?id=CMID               forum, 100 discussions a page (index)
//	mod/forum/view.php?id=CMID&o=1&s=100&p=N the pager: p=N is page N+1, p=0 a duplicate of page 1
//	mod/forum/view.php?f=F, &page=N, &forceview=1, &o=K[&s=100&p=N]   duplicates: the forum index's links, the
//	                                         legacy page parameter, activity navigation, the column sorts (o=1..10)
//	mod/forum/discuss.php?d=D                discussion (thread); &page=N its page N+1 past 25 posts, page=0 page 1
//	mod/forum/discuss.php?d=D#pP             Permalink and Parent links: the discussion
//	mod/forum/discuss.php?d=D&parent=P       a post and its replies alone, the list's "last post" link (other;
//	                                         with P the first post, the discussion itself)
//	mod/forum/discuss.php?d=D&mode=1|-1|3    display modes (the mode form): flat oldest, flat newest, nested
//	                                         (thread pages); mode=2, threaded, shows one post in full (other)
//	mod/forum/post.php?reply=P#mformforum, ?forum=F   "guests are not allowed to post" (other)
//	mod/forum/search.php?id=C[&search=S&perpage=10&page=N][&showform=1...]   advanced search, results (other)
//	user/view.php?id=U&course=C, user/profile.php?id=U   "log in to see profiles" (other); course=1 302s to profile.php
//	login/index.php, login/signup.php, login/forgot_password.php, course/search.php?q=S,
//	admin/tool/dataprivacy/summary.php       other
//	rss/file.php/CTX/TOKEN/mod_forum/F/rss.xml   a forum's RSS (other), announced only in the head
//	an unknown course, forum, discussion, post or user   404, Moodle's error box
func moodle() *Package {
	return &Package{
		Name: "moodle", Software: "Moodle 4.1 (Boost)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, Threads: [2]int{8, 124},
			Posts: [2]int{1, 18}, LongThreadChance: 0.06, ThreadsPerPage: 100, PostsPerPage: 25, Users: 90,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.02},
		Mount: "/", Seed: 3307, Unseen: true,
		Skin: mdSkin{},
	}
}

// mdSkin renders Moodle 4.1 with Boost.
type mdSkin struct{}

const (
	mdSite      = "Riverbend Open Learning"
	mdShortSite = "Riverbend"
	mdRev       = "1693993214"                      // theme and JavaScript revision in resource URLs
	mdVersion   = "2022112800"                      // Moodle 4.1's version number
	mdPosts     = "Monday, 2 January 2006, 3:04 PM" // strftimedaydatetime, day and hour unpadded
	mdListDate  = "2 Jan 2006"                      // strftimedatemonthabbr
	mdRecent    = "Mon, 2 Jan 2006, 3:04 PM"        // strftimerecentfull
	mdISO       = "2006-01-02T15:04-0700"           // the time element's datetime, %Y-%m-%dT%H:%M%z
	mdPerSearch = 10                                // search.php's perpage
	mdSortDef   = 1                                 // SORTORDER_LASTPOST_DESC
)

// mdTables are what the skin derives from a world.
type mdTables struct {
	disc    map[*Thread]int // discussion ids, in posting order over the site
	byDisc  []*Thread
	post    map[*Post]int // post ids, in posting order over the site
	byPost  []*Post
	parent  map[*Post]*Post   // the post a reply answers
	replies map[*Post][]*Post // a post's replies, oldest first
	cms     map[int]*Board    // course module id -> forum
	teacher map[*Category]*User
}

func mdTab(w *World) *mdTables {
	return w.Derived("moodle", func() any {
		d := &mdTables{disc: map[*Thread]int{}, post: map[*Post]int{}, parent: map[*Post]*Post{},
			replies: map[*Post][]*Post{}, cms: map[int]*Board{}, teacher: map[*Category]*User{}}
		d.byDisc = newestFirst(w.Threads)
		slices.Reverse(d.byDisc)
		for i, t := range d.byDisc {
			d.disc[t] = i + 1
		}
		d.byPost = slices.Clone(w.Posts)
		slices.SortStableFunc(d.byPost, func(a, b *Post) int { return a.Time.Compare(b.Time) })
		for i, p := range d.byPost {
			d.post[p] = i + 1
		}
		// Most replies answer the opening post (its Reply link is the one at
		// hand), some the post before, a few an older one.
		for _, t := range w.Threads {
			for i, p := range t.Posts[1:] {
				par := t.Posts[0]
				switch h := Hash("md-parent", p.ID); {
				case i == 0 || h%10 < 6:
				case h%10 < 9:
					par = t.Posts[i]
				default:
					par = t.Posts[int(h/10)%(i+1)]
				}
				d.parent[p] = par
				d.replies[par] = append(d.replies[par], p)
			}
		}
		for _, b := range w.Boards {
			d.cms[mdCM(b)] = b
		}
		for _, cat := range w.Categories {
			count := map[*User]int{}
			var best *User
			for _, b := range cat.Boards {
				for _, t := range b.Threads {
					count[t.Author]++
					if best == nil || count[t.Author] > count[best] || count[t.Author] == count[best] && t.Author.ID < best.ID {
						best = t.Author
					}
				}
			}
			d.teacher[cat] = best
		}
		return d
	}).(*mdTables)
}

func (d *mdTables) thread(id int) *Thread {
	return byID(d.byDisc, id)
}

func (d *mdTables) postByID(id int) *Post {
	return byID(d.byPost, id)
}

// mdCM is a forum's course module id: activities were added course by
// course, with other modules (labels, pages since deleted) between them.
func mdCM(b *Board) int { return b.ID + 3*b.Category.ID + 1 }

// mdCourse is a category's course id; 1 is the site course.
func mdCourse(cat *Category) int { return cat.ID + 1 }

// mdUser is a member's user id; 1 is the guest, 2 the admin.
func mdUser(u *User) int { return u.ID + 2 }

// mdModCtx is a forum's context id, as RSS URLs and body classes show it.
func mdModCtx(b *Board) int { return 40 + 2*mdCM(b) }

// mdShort is a course's short name: the initials of its full name and its number.
func mdShort(cat *Category) string {
	var b strings.Builder
	for _, w := range strings.Fields(cat.Name) {
		if r := []rune(w); len(r) > 0 && (r[0] >= 'A' && r[0] <= 'Z' || r[0] >= 'a' && r[0] <= 'z') {
			b.WriteString(strings.ToUpper(string(r[0])))
		}
	}
	return fmt.Sprintf("%s%d", b.String(), 100+cat.ID)
}

// mdSections are a course's sections after "General": two forums each.
func mdSections(cat *Category) [][]*Board {
	var out [][]*Board
	for i := 0; i < len(cat.Boards); i += 2 {
		out = append(out, cat.Boards[i:min(i+2, len(cat.Boards))])
	}
	return out
}

// mdSectionOf is the section number of a forum.
func mdSectionOf(b *Board) int {
	return slices.Index(b.Category.Boards, b)/2 + 1
}

func (mdSkin) Entry() string { return "" }

func (mdSkin) BoardURL(b *Board, p int) string {
	if p <= 1 {
		return fmt.Sprintf("mod/forum/view.php?id=%d", mdCM(b))
	}
	return fmt.Sprintf("mod/forum/view.php?id=%d&o=%d&s=%d&p=%d", mdCM(b), mdSortDef, b.World.Shape.ThreadsPerPage, p-1)
}

func (mdSkin) ThreadURL(t *Thread, p int) string {
	u := fmt.Sprintf("mod/forum/discuss.php?d=%d", mdTab(t.Board.World).disc[t])
	if p > 1 {
		u += fmt.Sprintf("&page=%d", p-1)
	}
	return u
}

func mdCourseURL(cat *Category) string { return fmt.Sprintf("course/view.php?id=%d", mdCourse(cat)) }

func mdIndexURL(cat *Category) string { return fmt.Sprintf("mod/forum/index.php?id=%d", mdCourse(cat)) }

func mdProfile(u *User, cat *Category) string {
	return fmt.Sprintf("user/view.php?id=%d&course=%d", mdUser(u), mdCourse(cat))
}

// mdPostURL is discuss.php with a post's anchor: Permalink and Parent.
func mdPostURL(d *mdTables, p *Post) string {
	return fmt.Sprintf("mod/forum/discuss.php?d=%d#p%d", d.disc[p.Thread], d.post[p])
}

// mdIsolated is a post and its replies alone: the list's last-post link, threaded mode's links.
func mdIsolated(d *mdTables, p *Post) string {
	return fmt.Sprintf("mod/forum/discuss.php?d=%d&parent=%d", d.disc[p.Thread], d.post[p])
}

func mdRSS(b *Board) string {
	// The token is the guest user's RSS key, the same in every feed URL.
	return fmt.Sprintf("rss/file.php/%d/%016x%016x/mod_forum/%d/rss.xml", mdModCtx(b), Hash("md-rss-guest"), Hash("md-rss", 1), b.ID)
}

// mdEntryInfo labels the site home; its duplicates name "/" as canonical.
func mdEntryInfo(dup bool) Info {
	if dup {
		return Info{Type: TypeEntry, Canonical: "/"}
	}
	return Info{Type: TypeEntry}
}

func mdCatInfo(canonical string) Info { return Info{Type: TypeIndex, FPage: 1, Canonical: canonical} }

// Serve routes a request as Moodle's scripts do.
func (s mdSkin) Serve(c *Ctx) Response {
	other := Info{Type: TypeOther}
	switch c.Path {
	case "", "index.php":
		dup := c.Path != "" || c.RawQuery != ""
		return c.Page(mdEntryInfo(dup), s.frame(c, mdPage{title: mdSite, bodyID: "page-site-index", layout: "frontpage", heading: mdSite}, s.home(c)))
	case "course/view.php":
		id := c.Int("id")
		if id == 1 {
			return c.Redirect("?redirect=0", mdEntryInfo(true))
		}
		cat := s.course(c, id)
		if cat == nil {
			return s.fail(c, "Can't find data record in database table course.", "invalidrecord")
		}
		if c.Query.Has("section") {
			n := c.Int("section")
			if n < 0 || n > len(mdSections(cat)) {
				return s.fail(c, "This course section does not exist", "unknowncoursesection")
			}
			return c.Page(mdCatInfo(fmt.Sprintf("%s&section=%d", mdCourseURL(cat), n)), s.coursePage(c, cat, n))
		}
		return c.Page(mdCatInfo(mdCourseURL(cat)), s.coursePage(c, cat, -1))
	case "mod/forum/index.php":
		id := c.Int("id")
		if id == 0 || id == 1 {
			return c.Page(other, s.frame(c, mdPage{title: mdShortSite + ": Forums", bodyID: "page-mod-forum-index", layout: "incourse", heading: mdSite}, ""))
		}
		cat := s.course(c, id)
		if cat == nil {
			return s.fail(c, "Can't find data record in database table course.", "invalidcourseid")
		}
		return c.Page(mdCatInfo(mdIndexURL(cat)), s.forumIndex(c, cat))
	case "mod/forum/view.php":
		return s.view(c)
	case "mod/forum/discuss.php":
		return s.discuss(c)
	case "mod/forum/post.php":
		return s.postForm(c)
	case "mod/forum/search.php":
		cat := s.course(c, c.Int("id"))
		if cat == nil {
			return s.fail(c, "Can't find data record in database table course.", "invalidcourseid")
		}
		return c.Page(other, s.search(c, cat))
	case "user/view.php", "user/profile.php":
		u := c.W.User(c.Int("id") - 2)
		if u == nil {
			return s.fail(c, "Invalid user", "invaliduser")
		}
		if c.Path == "user/view.php" {
			course := c.Int("course")
			if course == 0 || course == 1 {
				return c.Redirect(fmt.Sprintf("user/profile.php?id=%d", mdUser(u)), other)
			}
			if s.course(c, course) == nil {
				return s.fail(c, "Can't find data record in database table course.", "invalidrecord")
			}
		}
		return c.Page(other, s.frame(c, mdPage{title: mdShortSite + ": Confirm", bodyID: "page-user-" + strings.TrimSuffix(mdScript(c.Path), ".php"), layout: "standard", heading: mdSite},
			s.confirm(c, "You have to log in first with a full user account before you can access profiles. Would you like to log in now?", "login/index.php", "")))
	case "login/index.php", "login/signup.php", "login/forgot_password.php":
		return c.Page(other, s.login(c))
	case "course/search.php":
		return c.Page(other, s.courseSearch(c))
	case "admin/tool/dataprivacy/summary.php":
		return c.Page(other, s.frame(c, mdPage{title: mdShortSite + ": Data retention summary", bodyID: "page-admin-tool-dataprivacy-summary", layout: "standard", heading: mdSite},
			`<h2>Data retention summary</h2>
<p>This summary shows the default categories and purposes for retaining user data. Certain areas may have more specific categories and purposes than those listed here.</p>
<h3>System</h3>
<table class="generaltable"><tbody><tr><th scope="row">Purpose</th><td>Provide the site and its courses</td></tr><tr><th scope="row">Retention period</th><td>2 years after the last login</td></tr></tbody></table>`))
	}
	if strings.HasPrefix(c.Path, "rss/file.php/") {
		return s.rss(c)
	}
	return c.NotFound(notFoundPage)
}

// mdScript is the last segment of a script path.
func mdScript(p string) string { return p[strings.LastIndexByte(p, '/')+1:] }

func (mdSkin) course(c *Ctx, id int) *Category {
	if id < 2 || id-1 > len(c.W.Categories) {
		return nil
	}
	return c.W.Categories[id-2]
}

// fail is Moodle's error page (core_renderer::fatal_error), which Moodle
// sends as a 404 when it comes before any output: a record that does not
// exist, a missing parameter.
func (s mdSkin) fail(c *Ctx, msg, code string) Response {
	body := fmt.Sprintf(`<div class="box py-3 errorbox alert alert-danger">
<p class="errormessage">%s</p><p class="errorcode"><a href="https://docs.moodle.org/401/en/error/moodle/%s">More information about this error</a></p>
</div>
<div class="continuebutton"><div class="singlebutton">
    <form method="get" action="%s" >
            <button type="submit" class="btn btn-primary" id="single_button%s" title="" >Continue</button>
    </form>
</div></div>`, Esc(msg), code, c.Href(""), mdUniq(c, "err"))
	return c.NotFound(s.frame(c, mdPage{title: "Error", bodyID: "page-" + strings.ReplaceAll(strings.TrimSuffix(c.Path, ".php"), "/", "-"), layout: "standard", heading: mdSite}, body))
}

// mdUniq is a template's uniqid: fixed for a page, different between pages.
func mdUniq(c *Ctx, key string) string {
	return fmt.Sprintf("%013x", Hash("md-uniq", c.Path, c.RawQuery, key)&0xfffffffffffff)
}

// view answers mod/forum/view.php: a page of a forum's discussions.
func (s mdSkin) view(c *Ctx) Response {
	d := mdTab(c.W)
	var b *Board
	switch {
	case c.Query.Has("id"):
		b = d.cms[c.Int("id")]
	case c.Query.Has("f"):
		b = c.W.Board(c.Int("f"))
	default:
		return s.fail(c, "A required parameter (id) was missing", "missingparameter")
	}
	if b == nil {
		return s.fail(c, "Can't find data record in database table course_modules.", "invalidcoursemodule")
	}
	// view.php reads page, then p over it; s is the page size, 100 unless given.
	page := c.Int("page")
	if c.Query.Has("p") {
		page = c.Int("p")
	}
	page = max(page, 0)
	size := c.Int("s")
	if size <= 0 {
		size = c.W.Shape.ThreadsPerPage
	}
	order := c.Int("o")
	if order < 1 || order > 10 {
		order = mdSortDef
	}
	ts := mdSorted(b.Threads, order)
	shown := Page(ts, page+1, size)
	info := Info{Type: TypeOther}
	switch {
	case len(shown) > 0 && size == c.W.Shape.ThreadsPerPage:
		info = boardInfo(s, b, page+1)
	case len(shown) > 0:
		info = Info{Type: TypeIndex, FID: b.ID, FPage: page + 1}
	}
	body := s.forumHead(c, b) + s.discussionList(c, b, shown, order, page, size, len(ts))
	return c.Page(info, s.frame(c, mdPage{title: b.Name, bodyID: "page-mod-forum-view", layout: "incourse", course: b.Category, cm: b,
		heading: b.Name, crumbs: s.crumbs(b, ""), tab: "modulepage", rss: b, blocks: true, actnav: true,
		intro: `<p dir="ltr" style="text-align: left;">` + Esc(b.Description) + "</p>"}, body))
}

// mdSorted is the discussion list in sort order o, pinned discussions first.
func mdSorted(ts []*Thread, o int) []*Thread {
	created := func(a, b *Thread) int { return a.Posts[0].Time.Compare(b.Posts[0].Time) }
	cmps := map[int]func(a, b *Thread) int{1: byLastPost, 3: created, 5: byReplies, 7: byTitle, 9: byStarter}
	base := o - (o+1)%2 // 1,3,5,7,9 descending; the even orders the same ascending
	return stickyFirst(ts, cmps[base], o == base)
}

// discuss answers mod/forum/discuss.php.
func (s mdSkin) discuss(c *Ctx) Response {
	d := mdTab(c.W)
	t := d.thread(c.Int("d"))
	if t == nil {
		return s.fail(c, fmt.Sprintf("Unable to find discussion with id %d", c.Int("d")), "generalexceptionmessage")
	}
	sh := c.W.Shape
	mode := c.Int("mode")
	switch mode {
	case 1, -1, 2, 3:
	default:
		mode = 3
	}
	root := t.Posts[0]
	if c.Query.Has("parent") {
		p := d.postByID(c.Int("parent"))
		if p == nil || p.Thread != t {
			return s.fail(c, "Discussion post ID was incorrect or no longer exists", "notexists")
		}
		root = p
	}
	page := max(c.Int("page"), 0)
	pages := t.Pages(sh.PostsPerPage)
	if root != t.Posts[0] {
		// A post and its replies: flat modes are forced nested, as discuss.php does.
		if mode != 2 {
			mode = 3
		}
		page = 0
	} else if page >= pages {
		return s.fail(c, "Discussion post ID was incorrect or no longer exists", "notexists")
	}
	info := threadInfo(s, t, page+1)
	if root != t.Posts[0] || mode == 2 {
		info = Info{Type: TypeOther}
	}
	body := s.discussion(c, t, root, mode, page)
	return c.Page(info, s.frame(c, mdPage{title: mdShort(t.Board.Category) + ": " + t.Title, bodyID: "page-mod-forum-discuss", layout: "incourse",
		course: t.Board.Category, cm: t.Board, heading: t.Board.Name, crumbs: s.crumbs(t.Board, t.Title), tab: "modulepage", rss: t.Board, blocks: true, actnav: true,
		action: s.searchForm(c, t.Board.Category)}, body))
}

// postForm is post.php for a guest: whatever it was asked, the wall.
func (s mdSkin) postForm(c *Ctx) Response {
	d := mdTab(c.W)
	var b *Board
	switch {
	case c.Query.Has("reply"):
		if p := d.postByID(c.Int("reply")); p != nil {
			b = p.Thread.Board
		}
	case c.Query.Has("forum"):
		b = c.W.Board(c.Int("forum"))
	case c.Query.Has("edit"), c.Query.Has("delete"), c.Query.Has("prune"):
		for _, k := range []string{"edit", "delete", "prune"} {
			if p := d.postByID(c.Int(k)); p != nil && c.Query.Has(k) {
				b = p.Thread.Board
			}
		}
	}
	if b == nil {
		return s.fail(c, "Can't find data record in database table forum_posts.", "invalidrecord")
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, mdPage{title: mdShort(b.Category), bodyID: "page-mod-forum-post", layout: "incourse", course: b.Category, cm: b,
		heading: b.Name, crumbs: s.crumbs(b, ""), tab: "modulepage", blocks: true},
		s.confirm(c, "Sorry, guests are not allowed to post.<br /><br />Would you like to log in now with a full user account?", "login/index.php", s.BoardURL(b, 1))))
}

// mdPage is what the Boost drawers layout needs to know of a page.
type mdPage struct {
	title   string
	bodyID  string
	layout  string // frontpage, course, incourse, standard
	course  *Category
	cm      *Board // the forum of a module page
	heading string // the h1 of the page header
	crumbs  []mdCrumb
	tab     string // the secondary navigation's active tab: coursehome, modulepage
	action  string // a header action: the forum search form
	rss     *Board // a forum whose feed the head announces
	blocks  bool   // the blocks drawer with "Search forums"
	actnav  bool   // activity navigation under the content
	intro   string // the activity header's description
}

type mdCrumb struct{ url, text string }

// crumbs is the Boost navbar of a forum page: the course (to its section's
// anchor), the forum, then the page's own last item without a link.
func (s mdSkin) crumbs(b *Board, last string) []mdCrumb {
	cs := []mdCrumb{{fmt.Sprintf("%s#section-%d", mdCourseURL(b.Category), mdSectionOf(b)), mdShort(b.Category)}, {s.BoardURL(b, 1), b.Name}}
	if last != "" {
		cs = append(cs, mdCrumb{"", last})
	} else {
		cs[1].url = ""
	}
	return cs
}

// frame is theme_boost's drawers layout (head, navbar, drawers, page
// header, secondary navigation, footer) around a page's main content.
func (s mdSkin) frame(c *Ctx, pg mdPage, main string) string {
	var h strings.Builder
	courseID, ctx := 1, 2
	if pg.course != nil {
		courseID = mdCourse(pg.course)
		ctx = mdCourseCtxID(courseID)
	}
	if pg.cm != nil {
		ctx = mdModCtx(pg.cm)
	}
	fmt.Fprintf(&h, `<!DOCTYPE html>

<html  dir="ltr" lang="en" xml:lang="en">
<head>
    <title>%s</title>
    <link rel="shortcut icon" href="%s" />
    <meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="keywords" content="moodle, %s" />
<link rel="stylesheet" type="text/css" href="%s" /><script id="firstthemesheet" type="text/css">/** Required in order to fix style inclusion problems in IE with YUI **/</script><link rel="stylesheet" type="text/css" href="%s" />
`, Esc(pg.title), c.Href("theme/image.php/boost/theme/"+mdRev+"/favicon"), Esc(pg.title),
		c.Href("theme/yui_combo.php?rollup/3.17.2/yui-moodlesimple-min.css"), c.Href("theme/styles.php/boost/"+mdRev+"_1/all"))
	if pg.rss != nil {
		fmt.Fprintf(&h, "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"%s: %s\" href=\"%s\" />\n", Esc(mdShort(pg.rss.Category)), Esc(pg.rss.Name), c.Href(mdRSS(pg.rss)))
	}
	fmt.Fprintf(&h, `<script>
//<![CDATA[
var M = {}; M.yui = {};
M.pageloadstarttime = new Date();
M.cfg = {"wwwroot":"","homeurl":{},"sesskey":"%010x","sessiontimeout":"28800","sessiontimeoutwarning":1200,"themerev":"%s","slasharguments":1,"theme":"boost","iconsystemmodule":"core\/icon_system_fontawesome","jsrev":"%s","admin":"admin","svgicons":true,"usertimezone":"UTC","courseId":%d,"courseContextId":%d,"contextid":%d,"contextInstanceId":%d,"langrev":%s,"templaterev":"%s"};var yui1ConfigFn = function(me) {if(/-skin|reset|fonts|grids|base/.test(me.name)){me.type='css';me.path=me.path.replace(/\.js/,'.css');me.path=me.path.replace(/\/yui2-skin/,'/assets/skins/sam/yui2-skin')}};
//]]>
</script>
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
</head>
`, Hash("md-sesskey", c.Path)&0xffffffffff, mdRev, mdRev, courseID, mdCourseCtxID(courseID), ctx, courseID, mdRev, mdRev)
	// Body classes as moodle_page makes them: the format, then a path-
	// class for each leading part of the page type.
	cls := "format-site"
	if pg.course != nil {
		cls = "format-topics"
	}
	if pg.cm != nil {
		cls += " forumtype-general"
	}
	bits := strings.Split(strings.TrimPrefix(pg.bodyID, "page-"), "-")
	for i := 1; i < len(bits); i++ {
		cls += " path-" + strings.Join(bits[:i], "-")
	}
	extra := ""
	if pg.cm != nil {
		extra = fmt.Sprintf(" cmid-%d", mdCM(pg.cm))
	}
	index := pg.course != nil && pg.layout != "standard"
	open := ""
	if index {
		open = " drawer-open-index"
	}
	fmt.Fprintf(&h, `<body  id="%s" class="%s chrome dir-ltr lang-en yui-skin-sam yui3-skin-sam pagelayout-%s course-%d context-%d%s uses-drawers%s">
<div class="toast-wrapper mx-auto py-0 fixed-top" role="status" aria-live="polite"></div>
<div id="page-wrapper" class="d-print-block">

    <div>
    <a class="sr-only sr-only-focusable" href="#maincontent">Skip to main content</a>
</div><script src="%s"></script>

<script src="%s"></script><script src="%s"></script>
<script>
//<![CDATA[
document.body.className += ' jsenabled';
//]]>
</script>

`, pg.bodyID, cls, pg.layout, courseID, ctx, extra, open,
		c.Href("lib/javascript.php/"+mdRev+"/lib/polyfills/polyfill.js"), c.Href("theme/yui_combo.php?rollup/3.17.2/yui-moodlesimple-min.js"), c.Href("lib/javascript.php/"+mdRev+"/lib/javascript-static.js"))
	h.WriteString(s.navbar(c))
	if index {
		h.WriteString(s.courseIndex(c, pg.course))
	}
	if pg.blocks && pg.course != nil {
		h.WriteString(s.blocks(c, pg.course))
	}
	fmt.Fprintf(&h, `    <div id="page" data-region="mainpage" data-usertour="scroller" class="drawers %s drag-container">
        <div id="topofscroll" class="main-inner">
            <div class="drawer-toggles d-flex">
`, map[bool]string{true: "show-drawer-left", false: ""}[index])
	if index {
		h.WriteString(`                <div class="drawer-toggler drawer-left-toggle open-nav d-print-none">
                    <button
                        class="btn icon-no-margin"
                        data-toggler="drawers"
                        data-action="toggle"
                        data-target="theme_boost-drawers-courseindex"
                        data-toggle="tooltip"
                        data-placement="right"
                        title="Open course index"
                    >
                        <span class="sr-only">Open course index</span>
                        <i class="icon fa fa-list fa-fw " aria-hidden="true"  ></i>
                    </button>
                </div>
`)
	}
	if pg.blocks && pg.course != nil {
		h.WriteString(`                <div class="drawer-toggler drawer-right-toggle ml-auto d-print-none">
                    <button
                        class="btn icon-no-margin"
                        data-toggler="drawers"
                        data-action="toggle"
                        data-target="theme_boost-drawers-blocks"
                        data-toggle="tooltip"
                        data-placement="right"
                        title="Open block drawer"
                    >
                        <span class="sr-only">Open block drawer</span>
                        <span class="dir-rtl-hide"><i class="icon fa fa-chevron-left fa-fw " aria-hidden="true"  ></i></span>
                        <span class="dir-ltr-hide"><i class="icon fa fa-chevron-right fa-fw " aria-hidden="true"  ></i></span>
                    </button>
                </div>
`)
	}
	h.WriteString("            </div>\n")
	h.WriteString(s.header(c, pg))
	if pg.tab != "" && pg.course != nil {
		h.WriteString(s.secondary(c, pg))
	}
	h.WriteString(`            <div id="page-content" class="pb-3 d-print-block">
                <div id="region-main-box">
                    <div id="region-main">

                        <span class="notifications" id="user-notifications"></span>
`)
	if pg.intro != "" {
		fmt.Fprintf(&h, `                        <div class="activity-header" data-for="page-activity-header">
                                <span class="sr-only">Description</span>
                                <div class="activity-description" id="intro">
                                    <div class="box py-3 generalbox boxaligncenter"><div class="no-overflow">%s</div></div>
                                </div>
                        </div>
`, pg.intro)
	}
	fmt.Fprintf(&h, "<div role=\"main\"><span id=\"maincontent\"></span>%s</div>", main)
	if pg.actnav && pg.cm != nil {
		h.WriteString(s.activityNav(c, pg.cm))
	}
	h.WriteString(`

                    </div>
                </div>
            </div>
        </div>
        `)
	h.WriteString(s.footer(c))
	h.WriteString("    </div>\n    ")
	h.WriteString(c.Scripts(22))
	h.WriteString("</div>\n\n</body>\n</html>\n")
	return h.String()
}

// mdCourseCtxID is the context id of a course, for M.cfg and body classes.
func mdCourseCtxID(courseID int) int {
	if courseID == 1 {
		return 2
	}
	return 12 + 3*(courseID-1)
}

// navbar is theme_boost/navbar with a guest's user menu, and the primary
// drawer that repeats the primary navigation on small screens.
func (s mdSkin) navbar(c *Ctx) string {
	u := mdUniq(c, "primary")
	home := c.Href("")
	if home == "" {
		home = "/"
	}
	return fmt.Sprintf(`    <nav class="navbar fixed-top navbar-light bg-white navbar-expand" aria-label="Site navigation">
        <button class="navbar-toggler aabtn d-block d-md-none px-1 my-1 border-0" data-toggler="drawers" data-action="toggle" data-target="theme_boost-drawers-primary">
            <span class="navbar-toggler-icon"></span>
            <span class="sr-only">Side panel</span>
        </button>

        <a href="%s" class="navbar-brand d-none d-md-flex align-items-center m-0 mr-4 p-0 aabtn">

                %s
        </a>
            <div class="primary-navigation">
                <nav class="moremenu navigation">
                    <ul id="moremenu-%s-navbar-nav" role="menubar" class="nav more-nav navbar-nav">
                                <li data-key="home" class="nav-item" role="none" data-forceintomoremenu="false">
                                            <a role="menuitem" class="nav-link  "
                                                href="%s"
                                                
                                                tabindex="-1"
                                            >
                                                Home
                                            </a>
                                </li>
                        <li role="none" class="nav-item dropdown dropdownmoremenu d-none" data-region="morebutton">
                            <a class="dropdown-toggle nav-link " href="#" id="moremenu-dropdown-%s" role="menuitem" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false" tabindex="-1">
                                More
                            </a>
                            <ul class="dropdown-menu dropdown-menu-left" data-region="moredropdown" aria-labelledby="moremenu-dropdown-%s" role="menu">
                            </ul>
                        </li>
                    </ul>
                </nav>
            </div>

        <ul class="navbar-nav d-none d-md-flex my-1 px-1">
            <!-- page_heading_menu -->
            
        </ul>

        <div id="usernavigation" class="navbar-nav ml-auto">
            <div class="d-flex align-items-stretch usermenu-container" data-region="usermenu">
                    <div class="usermenu">
                            <span class="login pl-2">
                                    You are currently using guest access
                                    <div class="divider border-left h-75 align-self-center mx-2"></div>
                                    <a href="%s">Log in</a>
                            </span>
                    </div>
            </div>
            
        </div>
    </nav>
    

<div  class="drawer drawer-left drawer-primary d-print-none not-initialized" data-region="fixed-drawer" id="theme_boost-drawers-primary" data-preference="" data-state="show-drawer-primary" data-forceopen="0" data-close-on-resize="1">
    <div class="drawerheader">
        <button
            class="btn drawertoggle icon-no-margin hidden"
            data-toggler="drawers"
            data-action="closedrawer"
            data-target="theme_boost-drawers-primary"
            data-toggle="tooltip"
            data-placement="right"
            title="Close drawer"
        >
            <i class="icon fa fa-times fa-fw " aria-hidden="true"  ></i>
        </button>
                <a
            href="%s"
            title="%s"
            data-region="site-home-link"
            class="aabtn text-reset d-flex align-items-center py-1 h-100"
        >
                <span class="sitename">%s</span>
        </a>

        <div class="drawerheadercontent hidden">
            
        </div>
    </div>
    <div class="drawercontent drag-container" data-usertour="scroller">
                <div class="list-group">
                <a href="%s" class="list-group-item list-group-item-action  " >
                    Home
                </a>
        </div>

    </div>
</div>
`, home, mdShortSite, u, home, u, u, c.Href("login/index.php"), home, mdSite, mdShortSite, home)
}

// courseIndex is the course index drawer: Moodle 4.1 draws its content
// with JavaScript from the course state, so the HTML holds placeholders.
func (s mdSkin) courseIndex(c *Ctx, cat *Category) string {
	var ph strings.Builder
	for range 2 + len(cat.Boards) + len(mdSections(cat)) {
		ph.WriteString(`                <li>
                    <div class="col-md-6 p-0 d-flex align-items-center">
                        <div class="bg-pulse-grey rounded-circle mr-2"></div>
                        <div class="bg-pulse-grey w-100"></div>
                    </div>
                </li>
`)
	}
	return fmt.Sprintf(`
<div  class="drawer drawer-left show d-print-none not-initialized" data-region="fixed-drawer" id="theme_boost-drawers-courseindex" data-preference="drawer-open-index" data-state="show-drawer-left" data-forceopen="0" data-close-on-resize="0">
    <div class="drawerheader">
        <button
            class="btn drawertoggle icon-no-margin hidden"
            data-toggler="drawers"
            data-action="closedrawer"
            data-target="theme_boost-drawers-courseindex"
            data-toggle="tooltip"
            data-placement="right"
            title="Close course index"
        >
            <i class="icon fa fa-times fa-fw " aria-hidden="true"  ></i>
        </button>
        <div class="drawerheadercontent hidden">
            
        </div>
    </div>
    <div class="drawercontent drag-container" data-usertour="scroller">
                    <nav id="courseindex" class="courseindex">
    <div id="courseindex-content">
        <div data-region="loading-placeholder-content" aria-hidden="true" id="course-index-placeholder">
            <ul class="placeholders list-unstyled px-5">
%s            </ul>
        </div>
    </div>
</nav>

    </div>
</div>
`, ph.String())
}

// blocks is the blocks drawer with the Search forums block and its
// "Advanced search" link.
func (s mdSkin) blocks(c *Ctx, cat *Category) string {
	id := 10 + cat.ID
	return fmt.Sprintf(`
<div  class="drawer drawer-right d-print-none not-initialized" data-region="fixed-drawer" id="theme_boost-drawers-blocks" data-preference="drawer-open-block" data-state="show-drawer-right" data-forceopen="" data-close-on-resize="1">
    <div class="drawerheader">
        <button
            class="btn drawertoggle icon-no-margin hidden"
            data-toggler="drawers"
            data-action="closedrawer"
            data-target="theme_boost-drawers-blocks"
            data-toggle="tooltip"
            data-placement="left"
            title="Close block drawer"
        >
            <i class="icon fa fa-times fa-fw " aria-hidden="true"  ></i>
        </button>
        <div class="drawerheadercontent hidden">
            
        </div>
    </div>
    <div class="drawercontent drag-container" data-usertour="scroller">
                        <section class="d-print-none" aria-label="Blocks">
                    
                    <aside id="block-region-side-pre" class="block-region" data-blockregion="side-pre" data-droptarget="1"><a href="#sb-1" class="sr-only sr-only-focusable">Skip Search forums</a>

<section id="inst%d"
     class=" block_search_forums block  card mb-3"
     role="complementary"
     data-block="search_forums"
          aria-labelledby="instance-%d-header"
     >

    <div class="card-body p-3">

            <h5 id="instance-%d-header" class="card-title d-inline">Search forums</h5>


        <div class="card-text content mt-3">
            <div class="searchform">
    <form action="%s" class="form-inline">
        <input type="hidden" name="id" value="%d">
        <label class="sr-only" for="searchform_search">Search</label>
        <input id="searchform_search" name="search" type="text" size="16" class="form-control mb-1">
        <button id="searchform_button" type="submit" title="Search" class="btn btn-secondary mb-1">Go</button>
        <div class="w-100">
            <a href="%s">Advanced search</a>
            <a class="btn btn-link p-0" role="button"
    data-container="body" data-toggle="popover"
    data-placement="right" data-content="&lt;div class=&quot;no-overflow&quot;&gt;&lt;p&gt;You can search for multiple words in any order; use words:, subject:, user: or -word to narrow the search.&lt;/p&gt;&lt;/div&gt; "
    data-html="true" tabindex="0" data-trigger="focus" aria-label="Help">
  <i class="icon fa fa-question-circle text-info fa-fw " title="Help with Advanced search" role="img" aria-label="Help with Advanced search"></i>
</a>
        </div>
    </form>
</div>
            <div class="footer"></div>
            
        </div>

    </div>

</section>

  <span id="sb-1"></span></aside>
                </section>

    </div>
</div>
`, id, id, id, c.Href("mod/forum/search.php"), mdCourse(cat), c.Href(fmt.Sprintf("mod/forum/search.php?id=%d", mdCourse(cat))))
}

// header is core/full_header: the breadcrumb, the context header (the
// course's name, or the forum's with its icon on module pages), header actions.
func (s mdSkin) header(c *Ctx, pg mdPage) string {
	var nav strings.Builder
	if len(pg.crumbs) > 1 {
		nav.WriteString("                <div id=\"page-navbar\">\n                    <nav aria-label=\"Navigation bar\">\n    <ol class=\"breadcrumb\">\n")
		for i, cr := range pg.crumbs {
			switch {
			case cr.url != "" && i < len(pg.crumbs)-1:
				fmt.Fprintf(&nav, "                <li class=\"breadcrumb-item\">\n                    <a href=\"%s\"  >%s</a>\n                </li>\n", c.Href(cr.url), Esc(cr.text))
			default:
				fmt.Fprintf(&nav, "                <li class=\"breadcrumb-item\"><span>%s</span></li>\n", Esc(cr.text))
			}
		}
		nav.WriteString("    </ol>\n</nav>\n                </div>\n")
	}
	icon := ""
	if pg.cm != nil {
		icon = fmt.Sprintf(`<div class="page-header-image mr-2"><div class="activityiconcontainer collaboration courseicon"><img src="%s" class="activityicon " alt="" /></div></div>`,
			c.Href("theme/image.php/boost/forum/"+mdRev+"/monologo?filtericon=1"))
	}
	action := ""
	if pg.action != "" {
		action = "                    <div class=\"header-action ml-2\">" + pg.action + "</div>\n"
	}
	return fmt.Sprintf(`            <header id="page-header" class="header-maxwidth d-print-none">
    <div class="w-100">
        <div class="d-flex flex-wrap">
%s            <div class="ml-auto d-flex">
                
            </div>
            <div id="course-header">
                
            </div>
        </div>
        <div class="d-flex align-items-center">
                <div class="mr-auto">
                    <div class="page-context-header">%s<div class="page-header-headings"><h1 class="h2">%s</h1></div></div>
                </div>
            <div class="header-actions-container ml-auto" data-region="header-actions-container">
%s            </div>
        </div>
    </div>
</header>
`, nav.String(), icon, Esc(pg.heading), action)
}

// secondary is the secondary navigation a guest sees: the course tab, or the forum tab.
func (s mdSkin) secondary(c *Ctx, pg mdPage) string {
	key, text, u := "coursehome", "Course", mdCourseURL(pg.course)
	if pg.tab == "modulepage" && pg.cm != nil {
		key, text, u = "modulepage", "Forum", s.BoardURL(pg.cm, 1)
	}
	id := mdUniq(c, "secondary")
	return fmt.Sprintf(`            <div class="secondary-navigation d-print-none">
                <nav class="moremenu navigation observed">
                    <ul id="moremenu-%s-nav-tabs" role="menubar" class="nav more-nav nav-tabs">
                                <li data-key="%s" class="nav-item" role="none" data-forceintomoremenu="false">
                                            <a role="menuitem" class="nav-link active active_tree_node" href="%s" aria-current="true" >
                                                %s
                                            </a>
                                </li>
                        <li role="none" class="nav-item dropdown dropdownmoremenu d-none" data-region="morebutton">
                            <a class="dropdown-toggle nav-link " href="#" id="moremenu-dropdown-%s" role="menuitem" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false" tabindex="-1">
                                More
                            </a>
                            <ul class="dropdown-menu dropdown-menu-left" data-region="moredropdown" aria-labelledby="moremenu-dropdown-%s" role="menu">
                            </ul>
                        </li>
                    </ul>
                </nav>
            </div>
`, id, key, c.Href(u), text, id, id)
}

// activityNav is core_course/activity_navigation: the neighbouring
// activities of the course with forceview=1, and the Jump to menu.
func (s mdSkin) activityNav(c *Ctx, b *Board) string {
	var mods []*Board
	for _, cat := range c.W.Categories {
		if cat == b.Category {
			mods = cat.Boards
		}
	}
	i := slices.Index(mods, b)
	var opts strings.Builder
	for _, m := range mods {
		if m != b {
			fmt.Fprintf(&opts, "                    <option value=\"/mod/forum/view.php?id=%d&amp;forceview=1\" >%s</option>\n", mdCM(m), Esc(m.Name))
		}
	}
	prev, next := "", ""
	if i > 0 {
		p := mods[i-1]
		prev = fmt.Sprintf(`<a href="%s" id="prev-activity-link" class="btn btn-link" >&#x25C4;&#xFE0E; %s</a>`, c.Href(fmt.Sprintf("mod/forum/view.php?id=%d&forceview=1", mdCM(p))), Esc(p.Name))
	}
	if i+1 < len(mods) {
		n := mods[i+1]
		next = fmt.Sprintf(`<a href="%s" id="next-activity-link" class="btn btn-link" >%s &#x25BA;&#xFE0E;</a>`, c.Href(fmt.Sprintf("mod/forum/view.php?id=%d&forceview=1", mdCM(n))), Esc(n.Name))
	}
	id := mdUniq(c, "jump")
	return fmt.Sprintf(`<div class="mt-5 mb-1 activity-navigation">
<div class="container-fluid">
    <div class="row">
        <div class="col-md-4">        <div class="float-left">
                %s
        </div>
</div>
        <div class="col-md-4">        <div class="mdl-align">
                <div class="urlselect">
    <form method="post" action="%s" class="form-inline" id="url_select_f%s">
        <input type="hidden" name="sesskey" value="%010x">
            <label for="jump-to-activity" class="sr-only">
                Jump to...
            </label>
        <select  id="jump-to-activity" class="custom-select urlselect" name="jump"
                 >
                    <option value="" selected>Jump to...</option>
%s        </select>
            <noscript>
                <input type="submit" class="btn btn-secondary ml-1" value="Go">
            </noscript>
    </form>
</div>
        </div>
</div>
        <div class="col-md-4">        <div class="float-right">
                %s
        </div>
</div>
    </div>
</div>
</div>`, prev, c.Href("course/jumpto.php"), id, Hash("md-sesskey", c.Path)&0xffffffffff, opts.String(), next)
}

// footer is theme_boost/footer with a guest's login info and the standard
// footer links (the data retention summary, the mobile app).
func (s mdSkin) footer(c *Ctx) string {
	return fmt.Sprintf(`
<footer id="page-footer" class="footer-popover bg-white">
    <div data-region="footer-container-popover">
        <button class="btn btn-icon bg-secondary icon-no-margin btn-footer-popover" data-action="footer-popover" aria-label="Show footer">
            <i class="icon fa fa-question fa-fw " aria-hidden="true"  ></i>
        </button>
    </div>
    <div class="footer-content-popover container" data-region="footer-content-popover">
        <div class="footer-section p-3 border-bottom">
            <div class="logininfo">
                You are currently using guest access (<a href="%s">Log in</a>)
            </div>
            <div class="tool_usertours-resettourcontainer">
            </div>

            <div class="tool_dataprivacy"><a href="%s">Data retention summary</a></div><a href="https://download.moodle.org/mobile?version=%s&amp;lang=en&amp;iosappid=633359593&amp;androidappid=com.moodle.moodlemobile">Get the mobile app</a>
        </div>

        <div class="footer-section p-3">
            <div>Powered by <a href="https://moodle.com">Moodle</a></div>
        </div>
    </div>

    <div class="footer-content-debugging footer-dark bg-dark text-light">
        <div class="container-fluid footer-dark-inner">
            
        </div>
    </div>
</footer>
`, c.Href("login/index.php"), c.Href("admin/tool/dataprivacy/summary.php"), mdVersion)
}

// confirm is core_renderer::confirm: a message with Continue and Cancel
// buttons (forms, not links).
func (s mdSkin) confirm(c *Ctx, msg, cont, cancel string) string {
	return fmt.Sprintf(`<div role="alertdialog" aria-labelledby="modal-header" aria-describedby="modal-body" aria-modal="true" class="modal-dialog modal-in-page show" tabindex="0"><div id="modal-content" class="modal-content"><div id="modal-header" class="modal-header px-3"><h4>Confirm</h4></div><div id="modal-body" class="modal-body"><p>%s</p></div><div id="modal-footer" class="modal-footer"><div class="buttons"><div class="singlebutton">
    <form method="post" action="%s" >
            <input type="hidden" name="sesskey" value="%010x">
        <button type="submit" class="btn btn-primary"
            id="single_button%s"
            title=""
            >Continue</button>
    </form>
</div><div class="singlebutton">
    <form method="get" action="%s" >
        <button type="submit" class="btn btn-secondary"
            id="single_button%s"
            title=""
            >Cancel</button>
    </form>
</div></div></div></div></div>`, msg, c.Href(cont), Hash("md-sesskey", c.Path)&0xffffffffff, mdUniq(c, "continue"), mdHref(c, cancel), mdUniq(c, "cancel"))
}

// mdHref is an attribute-ready absolute path, "/" for the site home.
func mdHref(c *Ctx, rel string) string {
	if h := c.Href(rel); h != "" {
		return h
	}
	return "/"
}

// home is the site home's "Available courses": a course box for each course.
func (s mdSkin) home(c *Ctx) string {
	d := mdTab(c.W)
	var h strings.Builder
	h.WriteString(`<a class="skip-block skip aabtn" href="#skipavailablecourses">Skip available courses</a><div id="frontpage-available-course-list"><h2>Available courses</h2><div class="courses frontpage-course-list-all">`)
	for i, cat := range c.W.Categories {
		cls := "odd"
		if i%2 == 1 {
			cls = "even"
		}
		if i == 0 {
			cls += " first"
		}
		if i == len(c.W.Categories)-1 {
			cls += " last"
		}
		var names []string
		for _, b := range cat.Boards {
			names = append(names, b.Name)
		}
		teacher := ""
		if u := d.teacher[cat]; u != nil {
			teacher = fmt.Sprintf(`<ul class="teachers"><li>Teacher: <a href="%s">%s</a></li></ul>`, c.Href(fmt.Sprintf("user/view.php?id=%d&course=1", mdUser(u))), Esc(u.Name))
		}
		fmt.Fprintf(&h, `<div class="coursebox clearfix %s" data-courseid="%d" data-type="1"><div class="info"><h3 class="coursename"><a class="aalink" href="%s">%s</a></h3><div class="moreinfo"></div><div class="enrolmenticons"><i class="icon fa fa-unlock-alt fa-fw " title="Guest access" role="img" aria-label="Guest access"></i><i class="icon fa fa-sign-in fa-fw " title="Self enrolment" role="img" aria-label="Self enrolment"></i></div></div><div class="content"><div class="d-flex"><div class="flex-grow-1"><div class="summary"><div class="no-overflow"><p>Open discussion forums: %s. Guests may read every forum; enrol to take part.</p></div></div>%s</div></div></div></div>`,
			cls, mdCourse(cat), c.Href(mdCourseURL(cat)), Esc(cat.Name), Esc(strings.Join(names, ", ")), teacher)
	}
	fmt.Fprintf(&h, `</div></div><span class="skip-block-to" id="skipavailablecourses"></span><div class="box py-3 d-flex justify-content-center"><form action="%s" id="coursesearch" method="get" class="form-inline">
    <fieldset class="coursesearchbox invisiblefieldset">
        <label for="coursesearchbox">Search courses</label>
        <input id="coursesearchbox" name="q" type="text" size="30" value="" class="form-control mb-1 mb-sm-0">
        <input name="areaids" type="hidden" value="core_course-course">
        <button class="btn btn-secondary" id="coursesearchbox-submit" type="submit">Go</button>
    </fieldset>
</form></div>`, c.Href("course/search.php"))
	return h.String()
}

// coursePage is course/view.php: the topics format's sections, or one
// section (n >= 0), each with its forum activities.
func (s mdSkin) coursePage(c *Ctx, cat *Category, only int) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="course-content"><div id="course-format-%s">
    <h2 class="accesshide">Topic outline</h2>
    <ul class="topics" data-for="course_sectionlist">
`, mdUniq(c, "format"))
	secs := mdSections(cat)
	for n := 0; n <= len(secs); n++ {
		if only >= 0 && n != only {
			continue
		}
		sid := 100*cat.ID + n
		name, title := "General", "General"
		var mods []*Board
		if n > 0 {
			name = fmt.Sprintf("Topic %d", n)
			title = fmt.Sprintf(`<a href="%s#section-%d">%s</a>`, c.Href(mdCourseURL(cat)), n, name)
			mods = secs[n-1]
		}
		collapse := ""
		if n > 0 {
			collapse = fmt.Sprintf(`<a role="button" data-toggle="collapse" href="#coursecontentcollapse%d" id="collapssesection%d" aria-expanded="true" aria-controls="coursecontentcollapse%d" class="btn btn-icon mr-3 icons-collapse-expand justify-content-center " aria-label="%s"><span class="expanded-icon icon-no-margin p-2" title="Collapse"><i class="icon fa fa-chevron-down fa-fw " aria-hidden="true"  ></i></span><span class="collapsed-icon icon-no-margin p-2" title="Expand"><span class="dir-rtl-hide"><i class="icon fa fa-chevron-right fa-fw " aria-hidden="true"  ></i></span><span class="dir-ltr-hide"><i class="icon fa fa-chevron-left fa-fw " aria-hidden="true"  ></i></span></span></a>`, n, n, n, name)
		}
		fmt.Fprintf(&h, `            <li id="section-%d" class="section course-section main  clearfix" role="region" aria-labelledby="sectionid-%d-title" data-sectionid="%d" data-sectionreturnid="0" data-for="section" data-id="%d" data-number="%d">
                <div class="course-section-header d-flex" data-for="section_title" data-id="%d" data-number="%d">
                    <div class="d-flex align-items-start position-relative">%s<h3 class="sectionname course-content-item d-flex align-self-stretch align-items-center mb-0" id="sectionid-%d-title" data-for="section_title" data-id="%d" data-number="%d">%s</h3></div>
                </div>
                <div id="coursecontentcollapse%d" class="content  course-content-item-content collapse show">
                    <div class="my-3" data-for="sectioninfo"></div>
                    <ul class="section m-0 p-0 img-text  d-block " data-for="cmlist">
`, n, sid, n, sid, n, sid, n, collapse, sid, sid, n, title, n)
		for _, b := range mods {
			fmt.Fprintf(&h, `                        <li class="activity activity-wrapper forum modtype_forum   hasinfo" id="module-%d" data-for="cmitem" data-id="%d">
<div class="activity-item focus-control " data-activityname="%s" data-region="activity-card">
        <div class="activity-basis d-flex align-items-center">
            <div class="d-flex flex-column flex-md-row w-100 align-self-start">
                <div class="activity-instance d-flex flex-column">
                    <div class="activitytitle media  modtype_forum position-relative align-self-start">
                        <div class="activityiconcontainer collaboration courseicon align-self-start mr-3">
                            <img src="%s" class="activityicon " alt="" role="presentation"  />
                        </div>
                        <div class="media-body align-self-center">
                            <div class="text-uppercase small">Forum</div>
                            <div class="activityname">
                                <a href="%s" class=" aalink stretched-link" onclick="">        <span class="instancename">%s <span class="accesshide " > Forum</span></span>    </a>
                            </div>
                        </div>
                    </div>
                </div>
            </div>
        </div>
        <div class="description">
                <div class="activity-altcontent d-flex text-break ">
                    <div class="no-overflow"><div class="no-overflow"><p dir="ltr" style="text-align: left;">%s</p></div></div>
                </div>
        </div>
</div>
                        </li>
`, mdCM(b), mdCM(b), Esc(b.Name), c.Href("theme/image.php/boost/forum/"+mdRev+"/monologo?filtericon=1"), c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description))
		}
		h.WriteString("                    </ul>\n                </div>\n            </li>\n")
	}
	h.WriteString("    </ul>\n</div></div>")
	title := "Course: " + cat.Name
	crumbs := []mdCrumb(nil)
	if only >= 0 {
		title += fmt.Sprintf(" Topic %d", only)
		crumbs = []mdCrumb{{mdCourseURL(cat), mdShort(cat)}, {"", fmt.Sprintf("Topic %d", only)}}
	}
	return s.frame(c, mdPage{title: title, bodyID: "page-course-view-topics", layout: "course", course: cat, heading: cat.Name, crumbs: crumbs, tab: "coursehome", blocks: true}, h.String())
}

// forumIndex is mod/forum/index.php: the course's forums in html_table,
// under "Learning forums" (forums outside section 0), linked as view.php?f=F
// relative to the script, as index.php writes them.
func (s mdSkin) forumIndex(c *Ctx, cat *Category) string {
	var h strings.Builder
	h.WriteString(`<h2>Learning forums</h2><table class="generaltable mod_index">
<thead>
<tr>
<th class="header c0 centeralign" style="text-align:center;" scope="col">Topic</th>
<th class="header c1" style="text-align:left;" scope="col">Forum</th>
<th class="header c2" style="text-align:left;" scope="col">Description</th>
<th class="header c3 lastcol centeralign" style="text-align:center;" scope="col">Discussions</th>
</tr>
</thead>
<tbody>`)
	rows := 0
	for n, sec := range mdSections(cat) {
		if n > 0 {
			h.WriteString("<tr>\n<td colspan=\"4\"><div class=\"tabledivider\"></div></td>\n</tr>\n")
		}
		for i, b := range sec {
			topic := ""
			if i == 0 {
				topic = fmt.Sprintf("Topic %d", n+1)
			}
			last := ""
			if rows == len(cat.Boards)-1 {
				last = " lastrow"
			}
			fmt.Fprintf(&h, `<tr class="%s">
<td class="cell c0 centeralign" style="text-align:center;">%s</td>
<td class="cell c1" style="text-align:left;"><a href="view.php?f=%d" >%s</a></td>
<td class="cell c2" style="text-align:left;"><div class="no-overflow"><p dir="ltr" style="text-align: left;">%s</p></div></td>
<td class="cell c3 lastcol centeralign" style="text-align:center;"><a href="view.php?f=%d" >%d</a></td>
</tr>
`, strings.TrimSpace(last), topic, b.ID, Esc(b.Name), Esc(b.Description), b.ID, len(b.Threads))
			rows++
		}
	}
	h.WriteString("</tbody>\n</table>")
	return s.frame(c, mdPage{title: mdShort(cat) + ": Forums", bodyID: "page-mod-forum-index", layout: "incourse", course: cat, heading: cat.Name, tab: "coursehome", blocks: true}, h.String())
}

// forumHead is the forum's action bar: the search form and, for guests
// where self enrolment is on, "Add discussion topic", which leads to
// post.php's wall.
func (s mdSkin) forumHead(c *Ctx, b *Board) string {
	return fmt.Sprintf(`<div class="container-fluid tertiary-navigation full-width-bottom-border">
    <div class="row">
        <div class="navitem">
            %s
        </div>
        <div class="navitem-divider"></div>
        <div class="navitem ml-sm-auto">
                    <a class="btn btn-primary" href="%s">
                            Add discussion topic
                    </a>
        </div>
    </div>
</div>
`, s.searchForm(c, b.Category), c.Href(fmt.Sprintf("mod/forum/post.php?forum=%d", b.ID)))
}

// searchForm is mod_forum/quick_search_form: a GET form to search.php.
func (s mdSkin) searchForm(c *Ctx, cat *Category) string {
	id := mdUniq(c, "search")
	return fmt.Sprintf(`<div class="simplesearchform ">
    <form autocomplete="off" action="%s" method="get" accept-charset="utf-8" class="mform form-inline simplesearchform">
        <input type="hidden" name="id" value="%d">
    <div class="input-group">
        <label for="searchinput-%s">
            <span class="sr-only">Search forums</span>
        </label>
        <input type="text"
           id="searchinput-%s"
           class="form-control"
           placeholder="Search forums"
           aria-label="Search forums"
           name="search"
           data-region="input"
           autocomplete="off"
           value=""
        >
        <div class="input-group-append">
            <button type="submit"
                class="btn  btn-primary search-icon"
                >
                <i class="icon fa fa-search fa-fw " aria-hidden="true"  ></i>
                <span class="sr-only">Search forums</span>
            </button>
        </div>
    </div>
    </form>
</div>`, c.Href("mod/forum/search.php"), mdCourse(cat), id, id)
}

// discussionList is mod_forum/discussion_list: the paging_bar above and
// below, the table with sort links in its head, one row a discussion.
func (s mdSkin) discussionList(c *Ctx, b *Board, shown []*Thread, order, page, size, total int) string {
	d := mdTab(c.W)
	var h strings.Builder
	uniq := mdUniq(c, "list")
	fmt.Fprintf(&h, `<div id="discussion-list-%s" data-contextid="%d" data-cmid="%d" data-name="%s" data-group="" data-grading-component="" data-grading-component-subtype="" data-gradable-itemtype="forum" >
    <div class="py-3">
    </div>
`, uniq, mdModCtx(b), mdCM(b), Esc(b.Name))
	if len(shown) == 0 {
		h.WriteString("        <div class=\"forumnodiscuss alert alert-info\">\n                There are no discussion topics yet in this forum\n        </div>\n\n</div>")
		return h.String()
	}
	pager := s.pagingBar(c, page, total, size, func(p int) string {
		return fmt.Sprintf("mod/forum/view.php?id=%d&o=%d&s=%d&p=%d", mdCM(b), order, size, p)
	})
	sortURL := func(o int) string { return c.Href(fmt.Sprintf("mod/forum/view.php?id=%d&o=%d", mdCM(b), o)) }
	// Each column links the order it is not in, descending first; the
	// sorted column links its reverse and shows an arrow.
	col := func(desc int, label, aria string) string {
		switch order {
		case desc:
			return fmt.Sprintf(`<a href="%s" aria-label="Sort by %s in ascending order">%s</a> <span class="text-primary"><i class="icon fa fa-long-arrow-down fa-fw " title="Descending" role="img" aria-label="Descending"></i></span>`, sortURL(desc+1), aria, label)
		case desc + 1:
			return fmt.Sprintf(`<a href="%s" aria-label="Sort by %s in descending order">%s</a> <span class="text-primary"><i class="icon fa fa-long-arrow-up fa-fw " title="Ascending" role="img" aria-label="Ascending"></i></span>`, sortURL(desc), aria, label)
		}
		return fmt.Sprintf(`<a href="%s" aria-label="Sort by %s in descending order">%s</a>`, sortURL(desc), aria, label)
	}
	fmt.Fprintf(&h, `%s
        <div class="position-relative">
            <div class="no-overflow">
                <table class="table discussion-list generaltable">
                    <caption id="discussion-table-description-%s" class="sr-only">
                        Showing %d of %d discussions
                    </caption>
                    <thead>
                        <tr>
                            <th scope="col">
                                <span class="accesshide">Status</span>
                            </th>
                            <th scope="col" class="pl-0">
                                    %s
                            </th>
                            <th scope="col" class="author px-3">
                                    %s
                            </th>
                            <th scope="col" class="lastpost px-3">
                                    %s
                            </th>
                                <th scope="col" class="text-center px-2">
                                        %s
                                </th>
                            <th scope="col" class="discussionsubscription">
                                <span class="accesshide">Actions</span>
                            </th>
                        </tr>
                    </thead>
                    <tbody>
`, pager, uniq, len(shown), total, col(7, "Discussion", "discussion name"), col(9, "Started by", "discussion starter name"),
		col(1, "Last post", "last post creation date"), col(5, "Replies", "number of replies"))
	pic := c.Href("theme/image.php/boost/core/" + mdRev + "/u/f2")
	for _, t := range shown {
		first, last := t.Posts[0], t.LastPost()
		pinned, pinIcon := "", ""
		if t.Sticky {
			pinned = " pinned"
			pinIcon = `<i class="icon fa fa-map-pin fa-fw " title="This discussion has been pinned" role="img" aria-label="This discussion has been pinned"></i>`
		}
		id := d.disc[t]
		fmt.Fprintf(&h, `<tr class="discussion%s" data-region="discussion-list-item" data-discussionid="%d" data-forumid="%d"><td class="p-0 text-center align-middle icon-no-margin" style="width: 1px;"></td><th scope="row" class="topic p-0 align-middle"><div class="p-3 pl-0"><div class="d-flex">%s<a class="w-100 h-100 d-block" href="%s" title="%s" aria-label="%s">%s</a></div><div><span class="badge badge-danger rounded" data-region="locked-label" hidden>Locked</span></div></div></th><td class="author align-middle fit-content limit-width px-3"><div class="d-flex"><div class="align-middle p-0"><img class="rounded-circle userpicture" src="%s" alt="Picture of %s" title="Picture of %s" ></div><div class="author-info align-middle"><div class="mb-1 line-height-3 text-truncate">%s</div><div class="line-height-3"><time id="time-created-%d" datetime="%s">%s</time></div></div></div></td><td class="text-left align-middle fit-content limit-width px-3"><div class="d-flex"><div class="align-middle p-0"><img class="rounded-circle userpicture" src="%s" alt="Picture of %s" title="Picture of %s" ></div><div class="author-info align-middle"><div class="mb-1 line-height-3 text-truncate">%s</div><div class="line-height-3"><a href="%s" title="%s"><time id="time-modified-%d" datetime="%s">%s</time></a></div></div></div></td><td class="p-0 text-center align-middle fit-content px-2"><span>%d</span></td><td class="p-0 align-middle fit-content" data-container="discussion-summary-actions"><div class="d-flex flex-wrap justify-content-end icon-no-margin"></div></td></tr>
`, pinned, id, b.ID, pinIcon, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), Esc(t.Title), Esc(clip(t.Title, 100)),
			pic, Esc(first.Author.Name), Esc(first.Author.Name), Esc(first.Author.Name), id, first.Time.Format(mdISO), first.Time.Format(mdListDate),
			pic, Esc(last.Author.Name), Esc(last.Author.Name), Esc(last.Author.Name), c.Href(mdIsolated(d, last)), last.Time.Format(mdRecent), id, last.Time.Format(mdISO), last.Time.Format(mdListDate),
			len(t.Posts)-1)
	}
	fmt.Fprintf(&h, "                    </tbody>\n                </table>\n            </div>\n        </div>\n%s\n</div>", pager)
	return h.String()
}

// pagingBar is core/paging_bar: previous, every page (Moodle shows up to
// 18, more than any list here has), next; page numbers 0-based in URLs.
func (s mdSkin) pagingBar(c *Ctx, cur, total, per int, url func(int) string) string {
	pages := pageCount(total, per)
	if pages <= 1 {
		return ""
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<nav aria-label=\"Page\" class=\"pagination pagination-centered justify-content-center\">\n        <ul class=\"mt-1 pagination \" data-page-size=\"%d\">\n", per)
	if cur > 0 {
		fmt.Fprintf(&h, `                <li class="page-item" data-page-number="%d">
                    <a href="%s" class="page-link" aria-label="Previous page">
                        <span aria-hidden="true">&laquo;</span>
                        <span class="sr-only">Previous page</span>
                    </a>
                </li>
`, cur, c.Href(url(cur-1)))
	}
	for p := 0; p < pages; p++ {
		if p == cur {
			fmt.Fprintf(&h, "                <li class=\"page-item active\" data-page-number=\"%d\">\n                    <a href=\"#\" class=\"page-link\" aria-current=\"page\">\n                        %d\n                            <span class=\"sr-only\">(current)</span>\n                    </a>\n                </li>\n", p+1, p+1)
			continue
		}
		fmt.Fprintf(&h, "                <li class=\"page-item \" data-page-number=\"%d\">\n                    <a href=\"%s\" class=\"page-link\">\n                        %d\n                    </a>\n                </li>\n", p+1, c.Href(url(p)), p+1)
	}
	if cur+1 < pages {
		fmt.Fprintf(&h, `                <li class="page-item" data-page-number="%d">
                    <a href="%s" class="page-link" aria-label="Next page">
                        <span aria-hidden="true">&raquo;</span>
                        <span class="sr-only">Next page</span>
                    </a>
                </li>
`, cur+2, c.Href(url(cur+1)))
	}
	h.WriteString("        </ul>\n    </nav>\n")
	return h.String()
}

// discussion is mod_forum/forum_discussion: the discussion's name, the
// neighbouring discussions, the display mode form, the posts from root in
// the display mode, the neighbours again.
func (s mdSkin) discussion(c *Ctx, t *Thread, root *Post, mode, page int) string {
	d := mdTab(c.W)
	sh := c.W.Shape
	var h strings.Builder
	fmt.Fprintf(&h, `<h3 class="discussionname">%s</h3><div id="discussion-container-%s" data-content="forum-discussion">
`, Esc(t.Title), mdUniq(c, "discussion"))
	nav := s.neighbours(c, t)
	h.WriteString(nav)
	sel := func(m int) string {
		if m == mode {
			return " selected"
		}
		return ""
	}
	fmt.Fprintf(&h, `    <div class="d-flex flex-wrap mb-1">
        <div></div>
        <div class=""><div class="singleselect d-inline-block">
    <form method="get" action="%s" class="form-inline" id="mode">
            <input type="hidden" name="d" value="%d">
            <label for="single_select%s" class="accesshide">
                Display mode
            </label>
        <select  id="single_select%s" class="custom-select singleselect" name="mode"
                 >
                    <option  value="1"%s>Display replies flat, with oldest first</option>
                    <option  value="-1"%s>Display replies flat, with newest first</option>
                    <option  value="2"%s>Display replies in threaded form</option>
                    <option  value="3"%s>Display replies in nested form</option>
        </select>
            <noscript>
                <input type="submit" class="btn btn-secondary ml-1" value="Go">
            </noscript>
    </form>
</div></div>
        <div class="ml-2"></div>
    </div>

`, c.Href("mod/forum/discuss.php"), d.disc[t], mdUniq(c, "mode"), mdUniq(c, "mode"), sel(1), sel(-1), sel(2), sel(3))
	pager := ""
	if root == t.Posts[0] && mode != 2 {
		pager = s.pagingBar(c, page, len(t.Posts), sh.PostsPerPage, func(p int) string {
			return fmt.Sprintf("mod/forum/discuss.php?d=%d&page=%d", d.disc[t], p)
		})
	}
	h.WriteString(pager)
	switch {
	case mode == 2:
		// Threaded: the root in full, the replies below it as links.
		h.WriteString(s.post(c, root, root == t.Posts[0], func() string {
			var r strings.Builder
			r.WriteString(`<div class="indent forumthread post-replies" data-region="replies-container">`)
			s.threaded(c, &r, d.replies[root])
			r.WriteString("</div>")
			return r.String()
		}()))
	case mode == 1 || mode == -1:
		order := t.Posts
		if mode == -1 {
			order = slices.Clone(t.Posts)
			slices.Reverse(order)
		}
		posts := Page(order, page+1, sh.PostsPerPage)
		for _, p := range posts {
			h.WriteString(s.post(c, p, p.Index == 0, `<div data-region="replies-container"></div>`))
		}
	default:
		// Nested: each post inside the one it answers; on a later page a
		// post whose parent is on an earlier one starts a tree of its own.
		on := map[*Post]bool{}
		var tops []*Post
		if root == t.Posts[0] {
			for _, p := range Page(t.Posts, page+1, sh.PostsPerPage) {
				on[p] = true
			}
			for _, p := range Page(t.Posts, page+1, sh.PostsPerPage) {
				if par := d.parent[p]; par == nil || !on[par] {
					tops = append(tops, p)
				}
			}
		} else {
			var mark func(p *Post)
			mark = func(p *Post) {
				on[p] = true
				for _, r := range d.replies[p] {
					mark(r)
				}
			}
			mark(root)
			tops = []*Post{root}
		}
		for _, p := range tops {
			h.WriteString(s.nested(c, p, on))
		}
	}
	h.WriteString(pager)
	h.WriteString(nav)
	h.WriteString("</div>")
	return h.String()
}

// nested is forum_discussion_nested_post: a post with its replies in <div class="indent">.
func (s mdSkin) nested(c *Ctx, p *Post, on map[*Post]bool) string {
	d := mdTab(c.W)
	var r strings.Builder
	r.WriteString(`<div class="indent">`)
	for _, q := range d.replies[p] {
		if on[q] {
			r.WriteString(s.nested(c, q, on))
		}
	}
	r.WriteString("</div>")
	return s.post(c, p, p.Index == 0, r.String())
}

// threaded is forum_discussion_threaded_post: a reply's subject as a link
// to it alone, its author and date, its own replies indented.
func (s mdSkin) threaded(c *Ctx, h *strings.Builder, ps []*Post) {
	d := mdTab(c.W)
	for _, p := range ps {
		fmt.Fprintf(h, `<div class="mb-2" data-post-id="%d" data-region="post" data-target="%d-target" tabindex="-1"><a href="%s">Re: %s</a> <address class="d-inline-block mb-0">%s</address><div data-region="replies-container"><div class="indent">`,
			d.post[p], d.post[p], c.Href(mdIsolated(d, p)), Esc(p.Thread.Title), s.byline(c, p))
		s.threaded(c, h, d.replies[p])
		h.WriteString("</div></div></div>")
	}
}

// byline is the post's author subheading: "by NAME - DATE".
func (s mdSkin) byline(c *Ctx, p *Post) string {
	return fmt.Sprintf(`by <a href="%s">%s</a> - <time>%s</time>`, c.Href(mdProfile(p.Author, p.Thread.Board.Category)), Esc(p.Author.Name), p.Time.Format(mdPosts))
}

// post is mod_forum/forum_discussion_post for a guest: Permalink, Parent
// and Reply (self enrolment is on) in the actions; replies is its replies' markup.
func (s mdSkin) post(c *Ctx, p *Post, first bool, replies string) string {
	d := mdTab(c.W)
	id := d.post[p]
	subject := p.Thread.Title
	if !first {
		subject = "Re: " + subject
	}
	cls := ""
	if first {
		cls = "firstpost starter"
	}
	inReply, parentLink := "", ""
	if par := d.parent[p]; par != nil {
		inReply = fmt.Sprintf("\n<span class=\"sr-only\">In reply to %s</span>", Esc(par.Author.Name))
		parentLink = fmt.Sprintf(`
<a
data-region="post-action"
href="%s"
class="btn btn-link"
title="Show parent of this post"
aria-label="Show parent of this post"
role="menuitem"
>
Parent
</a>`, c.Href(mdPostURL(d, par)))
	}
	uniq := mdUniq(c, fmt.Sprint("post", id))
	return fmt.Sprintf(mdPostFmt, id, id, id, id, uniq, id, cls, Esc(subject), Esc(p.Author.Name), id, id, uniq,
		c.Href("theme/image.php/boost/core/"+mdRev+"/u/f1"), Esc(p.Author.Name), Esc(p.Author.Name), inReply,
		Esc(p.Thread.Title), Esc(subject), s.byline(c, p), id, Paras(p.Body, `<p dir="ltr" style="text-align: left;">`, "</p>"),
		Esc(subject), Esc(p.Author.Name), id, c.Href(mdPostURL(d, p)), parentLink, c.Href(fmt.Sprintf("mod/forum/post.php?reply=%d#mformforum", id)), id, replies)
}

// mdPostFmt is the post template with its indentation squashed: the
// farm keeps a long discussion page within a real page's weight.
var mdPostFmt = mdSquash(`<article
    id="p%d"
    class="forum-post-container mb-2"
    data-post-id="%d"
    data-region="post"
    data-target="%d-target"
    tabindex="0"
    aria-labelledby="post-header-%d-%s"
    aria-describedby="post-content-%d"
>
    <div
        class="d-flex border p-2 mb-2 forumpost focus-target  %s"
        aria-label='%s by %s'
        data-post-id="%d" data-content="forum-post"
    >
        <div class="d-flex flex-column w-100"  data-region-content="forum-post-core">
            <header id="post-header-%d-%s" class="mb-2 header row d-flex">
                        <div class="mr-2" style="width: 45px;">
                                <img
                                    class="rounded-circle w-100"
                                    src="%s"
                                    alt="Picture of %s"
                                    aria-hidden="true"
                                    title="Picture of %s"
                                >
                        </div>
                <div class="d-flex flex-column">%s
                        <h3 class="h6 font-weight-bold mb-0" data-region-content="forum-post-core-subject" data-reply-subject="Re: %s" >%s</h3>
                        <div class="mb-3" tabindex="-1">
                            %s
                        </div>
                </div>
            </header>

            <div class="d-flex body-content-container">
                        <div class="mr-2 author-groups-container" style="width: 45px; flex-shrink: 0">
                        </div>

                <div class="no-overflow w-100 content-alignment-container">
                    <div id="post-content-%d" class="post-content-container">
                        %s
                    </div>

                            <div class="d-flex flex-wrap">
                                    <div
                                        class="post-actions d-flex align-self-end justify-content-end flex-wrap ml-auto"
                                        data-region="post-actions-container"
                                        role="menubar"
                                        aria-label='%s by %s'
                                        aria-controls="p%d"
                                    >
                                                <a
                                                    data-region="post-action"
                                                    href="%s"
                                                    class="btn btn-link"
                                                    title="Permanent link to this post"
                                                    aria-label="Permanent link to this post"
                                                    role="menuitem"
                                                >
                                                    Permalink
                                                </a>%s
                                                        <a
                                                            href="%s"
                                                            class="btn btn-link"
                                                            data-post-id="%d"
                                                            data-can-reply-privately=""
                                                            title="Reply"
                                                            role="menuitem"
                                                        >
                                                            Reply
                                                        </a>
                                    </div>
                            </div>

                </div>
            </div>
        </div>
    </div>

    %s
</article>
`)

// mdSquash drops the indentation of every line of a template.
func mdSquash(tpl string) string {
	lines := strings.Split(tpl, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimLeft(l, " ")
	}
	return strings.Join(lines, "\n")
}

// neighbours is neighbouring_discussion_navigation: the discussions before
// and after this one by last post, among the pinned or the unpinned.
func (s mdSkin) neighbours(c *Ctx, t *Thread) string {
	var prev, next *Thread
	at := t.LastPost().Time
	for _, o := range t.Board.Threads {
		if o == t || o.Sticky != t.Sticky {
			continue
		}
		ot := o.LastPost().Time
		if ot.Before(at) && (prev == nil || ot.After(prev.LastPost().Time)) {
			prev = o
		}
		if ot.After(at) && (next == nil || ot.Before(next.LastPost().Time)) {
			next = o
		}
	}
	if prev == nil && next == nil {
		return ""
	}
	var h strings.Builder
	h.WriteString("<div class=\"discussion-nav clearfix\"><ul>")
	if prev != nil {
		fmt.Fprintf(&h, `<li class="prev-discussion"><a aria-label="Previous discussion: %s" class="btn btn-link" href="%s">&#x25C4;&#xFE0E; %s</a></li>`, Esc(prev.Title), c.Href(s.ThreadURL(prev, 1)), Esc(prev.Title))
	}
	if next != nil {
		fmt.Fprintf(&h, `<li class="next-discussion"><a aria-label="Next discussion: %s" class="btn btn-link" href="%s">%s &#x25BA;&#xFE0E;</a></li>`, Esc(next.Title), c.Href(s.ThreadURL(next, 1)), Esc(next.Title))
	}
	h.WriteString("</ul></div>")
	return h.String()
}

// search is mod/forum/search.php: the advanced search form, or a page of
// results (posts whose subject or message holds every word), 10 a page.
func (s mdSkin) search(c *Ctx, cat *Category) string {
	d := mdTab(c.W)
	q := strings.TrimSpace(c.Query.Get("search"))
	if q == "" {
		q = strings.TrimSpace(c.Query.Get("words"))
	}
	pg := mdPage{title: "Search", bodyID: "page-mod-forum-search", layout: "standard", course: cat, heading: cat.Name, tab: "coursehome", blocks: true,
		crumbs: []mdCrumb{{mdIndexURL(cat), "Forums"}, {"", "Advanced search"}}}
	if q == "" || c.Query.Get("showform") == "1" {
		var opts strings.Builder
		for _, b := range cat.Boards {
			fmt.Fprintf(&opts, "<option value=\"%d\">%s</option>", b.ID, Esc(b.Name))
		}
		return s.frame(c, pg, fmt.Sprintf(`<div id="intro" class="box searchbox boxaligncenter"><p>Please enter search terms into one or more of the following fields:</p><form id="searchform" action="%s" method="get"><table class="searchbox table table-striped" id="form"><tr><td class="c0"><label for="words">These words can appear anywhere in the post</label><input type="hidden" value="%d" name="id" /></td><td class="c1"><input type="text" class="form-control" name="words" id="words" value="%s" /></td></tr><tr><td class="c0"><label for="phrase">This exact phrase must appear in the post</label></td><td class="c1"><input type="text" class="form-control" name="phrase" id="phrase" value="" /></td></tr><tr><td class="c0"><label for="subject">These words should be in the subject</label></td><td class="c1"><input type="text" class="form-control" name="subject" id="subject" value="" /></td></tr><tr><td class="c0"><label for="user">This name should match the author</label></td><td class="c1"><input type="text" class="form-control" name="user" id="user" value="" /></td></tr><tr><td class="c0"><label for="menuforumid">Choose which forums to search</label></td><td class="c1"><select class="custom-select" name="forumid" id="menuforumid"><option value="">All forums</option>%s</select></td></tr><tr><td class="submit" colspan="2" align="center"><button type="submit" class="btn btn-primary">Search forums</button></td></tr></table></form></div>`,
			c.Href("mod/forum/search.php"), mdCourse(cat), Esc(q), opts.String()))
	}
	words := strings.Fields(strings.ToLower(q))
	var found []*Post
	for i := len(d.byPost) - 1; i >= 0; i-- {
		p := d.byPost[i]
		if p.Thread.Board.Category != cat {
			continue
		}
		text := strings.ToLower(p.Thread.Title + " " + strings.Join(p.Body, " "))
		if !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(text, w) }) {
			found = append(found, p)
		}
	}
	page := max(c.Int("page"), 0)
	per := c.Int("perpage")
	if per <= 0 {
		per = mdPerSearch
	}
	pg.title = "Search results"
	pg.action = s.searchForm(c, cat)
	pg.crumbs = []mdCrumb{{fmt.Sprintf("mod/forum/search.php?id=%d", mdCourse(cat)), "Search"}, {"", "Search results"}}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="reportlink"><a href="%s">Advanced search...</a></div><h2>Forums</h2><h3>Search results: %d</h3>`,
		c.Href(fmt.Sprintf("mod/forum/search.php?id=%d&user=&userid=0&forumid=0&subject=&phrase=&words=%s&fullwords=&notwords=&dateto=0&datefrom=0&showform=1&starredonly=0", mdCourse(cat), url.QueryEscape(q))), len(found))
	if len(found) == 0 {
		h.WriteString("<h4>No posts</h4>")
	}
	pager := s.pagingBar(c, page, len(found), per, func(p int) string {
		return fmt.Sprintf("mod/forum/search.php?search=%s&id=%d&perpage=%d&page=%d", url.QueryEscape(q), mdCourse(cat), per, p)
	})
	h.WriteString(pager)
	for _, p := range Page(found, page+1, per) {
		b := p.Thread.Board
		fmt.Fprintf(&h, `<div class="mb-3"><div class="h6 mb-0"><a href="%s">%s</a> <span class="text-muted">&rarr;</span> <a href="%s">%s</a></div>`,
			c.Href(fmt.Sprintf("mod/forum/view.php?f=%d", b.ID)), Esc(b.Name), c.Href(s.ThreadURL(p.Thread, 1)), Esc(p.Thread.Title))
		h.WriteString(s.post(c, p, p.Index == 0, `<div data-region="replies-container"></div>`))
		h.WriteString("</div>")
	}
	h.WriteString(pager)
	return s.frame(c, pg, h.String())
}

// courseSearch is course/search.php: the courses whose name or forums match.
func (s mdSkin) courseSearch(c *Ctx) string {
	q := strings.ToLower(strings.TrimSpace(c.Query.Get("q")))
	var h strings.Builder
	h.WriteString(`<div class="box py-3 d-flex justify-content-center"><form action="` + c.Href("course/search.php") + `" id="coursesearch" method="get" class="form-inline"><fieldset class="coursesearchbox invisiblefieldset"><label for="coursesearchbox">Search courses</label><input id="coursesearchbox" name="q" type="text" size="30" value="` + Esc(q) + `" class="form-control"><button class="btn btn-secondary" type="submit">Go</button></fieldset></form></div>`)
	n := 0
	for _, cat := range c.W.Categories {
		text := strings.ToLower(cat.Name)
		for _, b := range cat.Boards {
			text += " " + strings.ToLower(b.Name)
		}
		if q != "" && strings.Contains(text, q) {
			fmt.Fprintf(&h, `<div class="coursebox clearfix" data-courseid="%d" data-type="1"><div class="info"><h3 class="coursename"><a class="aalink" href="%s">%s</a></h3></div></div>`, mdCourse(cat), c.Href(mdCourseURL(cat)), Esc(cat.Name))
			n++
		}
	}
	head := fmt.Sprintf("<h2>Search results: %d</h2>", n)
	if q == "" {
		head = "<h2>Search courses</h2>"
	}
	return s.frame(c, mdPage{title: mdShortSite + ": Search courses", bodyID: "page-course-search", layout: "standard", heading: mdSite}, head+h.String())
}

// login is the login layout with core/loginform, or the sign-up and
// lost-password forms beside it.
func (s mdSkin) login(c *Ctx) string {
	var form string
	title, id := "Log in to the site", "page-login-index"
	switch c.Path {
	case "login/signup.php":
		title, id = "New account", "page-login-signup"
		form = fmt.Sprintf(`<h2>New account</h2><form autocomplete="off" action="%s" method="post" accept-charset="utf-8" id="mform1" class="mform"><fieldset class="clearfix collapsible" id="id_createuserandpass"><legend class="ftoggler">Choose your username and password</legend><div class="form-group row fitem"><label class="col-md-3" for="id_username">Username</label><input type="text" class="form-control" name="username" id="id_username" value="" size="12" autocapitalize="none"></div><div class="form-group row fitem"><label class="col-md-3" for="id_password">Password</label><input type="password" class="form-control" name="password" id="id_password" value="" size="12"></div></fieldset><fieldset class="clearfix collapsible" id="id_supplyinfo"><legend class="ftoggler">More details</legend><div class="form-group row fitem"><label class="col-md-3" for="id_email">Email address</label><input type="text" class="form-control" name="email" id="id_email" value="" size="25"></div><div class="form-group row fitem"><label class="col-md-3" for="id_firstname">First name</label><input type="text" class="form-control" name="firstname" id="id_firstname" value=""></div><div class="form-group row fitem"><label class="col-md-3" for="id_lastname">Last name</label><input type="text" class="form-control" name="lastname" id="id_lastname" value=""></div></fieldset><div class="form-group row fitem femptylabel"><input type="submit" class="btn btn-primary" name="submitbutton" id="id_submitbutton" value="Create my new account"> <input type="submit" class="btn btn-secondary" name="cancel" id="id_cancel" value="Cancel"></div></form>`, c.Href("login/signup.php"))
	case "login/forgot_password.php":
		title, id = "Forgotten password", "page-login-forgot_password"
		form = fmt.Sprintf(`<p>To reset your password, submit your username or your email address below. If we can find you in the database, an email will be sent to your email address, with instructions how to get access again.</p><form autocomplete="off" action="%s" method="post" accept-charset="utf-8" id="mform1" class="mform"><fieldset class="clearfix" id="id_searchbyusername"><legend class="ftoggler">Search by username</legend><div class="form-group row fitem"><label class="col-md-3" for="id_username">Username</label><input type="text" class="form-control" name="username" id="id_username" value="" size="20"></div><div class="form-group row fitem"><input type="submit" class="btn btn-primary" name="submitbuttonusername" value="Search"></div></fieldset><fieldset class="clearfix" id="id_searchbyemail"><legend class="ftoggler">Search by email address</legend><div class="form-group row fitem"><label class="col-md-3" for="id_email">Email address</label><input type="text" class="form-control" name="email" id="id_email" value="" size="30"></div><div class="form-group row fitem"><input type="submit" class="btn btn-primary" name="submitbuttonemail" value="Search"></div></fieldset></form>`, c.Href("login/forgot_password.php"))
	default:
		form = fmt.Sprintf(`<div class="loginform">
        <div class="login-logo">
                <h1 class="login-heading">Log in to %s</h1>
        </div>
        <form class="login-form" action="%s" method="post" id="login">
            <input id="anchor" type="hidden" name="anchor" value="">
            <script>document.getElementById('anchor').value = location.hash;</script>
            <input type="hidden" name="logintoken" value="%016x%016x">
            <div class="login-form-username form-group">
                <label for="username" class="sr-only">Username</label>
                <input type="text" name="username" id="username" class="form-control form-control-lg" value="" placeholder="Username" autocomplete="username">
            </div>
            <div class="login-form-password form-group">
                <label for="password" class="sr-only">Password</label>
                <input type="password" name="password" id="password" value="" class="form-control form-control-lg" placeholder="Password" autocomplete="current-password">
            </div>
            <div class="login-form-submit form-group">
                <button class="btn btn-primary btn-lg" type="submit" id="loginbtn">Log in</button>
            </div>
            <div class="login-form-forgotpassword form-group">
                <a href="%s">Lost password?</a>
            </div>
        </form>
        <div class="login-divider"></div>
        <div class="login-instructions mb-3">
            <h2 class="login-heading">Is this your first time here?</h2>
            <div class="no-overflow"><p>For full access to this site, you first need to create an account.</p></div>
            <a class="btn btn-secondary" href="%s">Create new account</a>
        </div>
        <div class="login-divider"></div>
        <div class="login-instructions mb-3">
            <h2 class="login-heading">Some courses may allow guest access</h2>
            <form action="%s" method="post" id="guestlogin">
                <input type="hidden" name="logintoken" value="%016x%016x">
                <input type="hidden" name="username" value="guest" />
                <input type="hidden" name="password" value="guest" />
                <button class="btn btn-secondary" type="submit" id="loginguestbtn">Access as a guest</button>
            </form>
        </div>
        <div class="login-divider"></div>
        <div class="d-flex">
            <button type="button" class="btn btn-secondary" data-modal="alert" data-modal-title-str='["cookiesenabled", "core"]' data-modal-content-str='["cookiesenabled_help_html", "core"]'>Cookies notice</button>
        </div>
</div>`, mdSite, c.Href("login/index.php"), Hash("md-logintoken"), Hash("md-logintoken", 2), c.Href("login/forgot_password.php"), c.Href("login/signup.php"), c.Href("login/index.php"), Hash("md-logintoken"), Hash("md-logintoken", 2))
	}
	return fmt.Sprintf(`<!DOCTYPE html>

<html  dir="ltr" lang="en" xml:lang="en">
<head>
    <title>%s: %s</title>
    <link rel="shortcut icon" href="%s" />
    <meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<link rel="stylesheet" type="text/css" href="%s" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
</head>
<body  id="%s" class="format-site  path-login chrome dir-ltr lang-en yui-skin-sam yui3-skin-sam pagelayout-login course-1 context-1 uses-drawers">
<div class="toast-wrapper mx-auto py-0 fixed-top" role="status" aria-live="polite"></div>
<div id="page-wrapper">
    <div>
    <a class="sr-only sr-only-focusable" href="#maincontent">Skip to main content</a>
</div>
    <div id="page" class="container-fluid pt-5 mt-0">
        <div id="page-content" class="row">
            <div id="region-main-box" class="col-12">
                <section id="region-main" class="col-12 h-100" aria-label="Content">
                <div class="login-wrapper">
                    <div class="login-container">
                    <div role="main"><span id="maincontent"></span>%s</div>
                    </div>
                </div>
                </section>
            </div>
        </div>
    </div>
    %s
%s</div>
</body>
</html>
`, mdShortSite, title, c.Href("theme/image.php/boost/theme/"+mdRev+"/favicon"), c.Href("theme/styles.php/boost/"+mdRev+"_1/all"), id, form, s.footer(c), c.Scripts(8))
}

// rss is rss/file.php for a forum whose feed is on: its 10 newest discussions.
func (s mdSkin) rss(c *Ctx) Response {
	parts := strings.Split(strings.TrimPrefix(c.Path, "rss/file.php/"), "/")
	if len(parts) != 5 || parts[2] != "mod_forum" || parts[4] != "rss.xml" {
		return c.NotFound(notFoundPage)
	}
	f, err := strconv.Atoi(parts[3])
	b := c.W.Board(f)
	if err != nil || b == nil || c.Path != mdRSS(b) {
		return c.NotFound(notFoundPage)
	}
	ts := newestFirst(b.Threads)
	ts = ts[:min(10, len(ts))]
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8",
		Body: rssFeed(c, mdShort(b.Category)+": "+b.Name, fmt.Sprintf("mod/forum/view.php?f=%d", b.ID), rssItems(c, ts)), Info: Info{Type: TypeOther}}
}
