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

// DjangoBB (the Django forum modelled on PunBB) with its default theme, at
// /forum/ as its example project mounts it, accounts (django-authopenid) at
// /forum/account/. Django routes every page by a path ending in "/", and
// CommonMiddleware's APPEND_SLASH answers a routed path without it with a
// 301. The farm's categories are DjangoBB's categories, which have no page
// of their own (a heading on the index, an Atom feed no template links); its
// boards are DjangoBB's forums, which hold no sub-forums. Forum, topic and
// post ids are Django's autoincrement keys: forums in display order, topics
// and posts in posting order over the whole site. Paging is
// django-pagination's: the templates paginate (autopaginate) and the pager
// writes relative links "?page=N" plus the request's other parameters, page 1
// included, so ?page=1 duplicates every first page; a page number that is not
// one reads as page 1, one out of range renders the page with nothing on it.
// DjangoBB's defaults: 20 topics a forum page, 10 posts a topic page, 20
// search results and users a page, reputation, Lo-Fi version, user-to-user
// e-mail and gravatars on. Guests may read everything; every member action is
// login_required and sends them to the sign-in page with ?next= the path
// they asked for. DjangoBB prints no rel=canonical, so the truth names the
// canonical page of each duplicate. URL scheme (mount-relative):
//
//	"" (the mount)                          entry: the categories and their forums (the index)
//	F/[?page=N]                              a forum, 20 topics a page (index); ?page=1 duplicates page 1
//	topic/T/[?page=N]                        a topic, 10 posts a page (thread); ?page=1 duplicates page 1
//	post/P/                                  302 to topic/T/?page=N#post-P, the page holding the post (every
//	                                         post's date, the index's and the topic list's "Last post")
//	F/lofi/, topic/T/lofi/, lofi/ [?page=N]  the Lo-Fi version (other)
//	F/topic/add/, post/P/edit|delete/, topic/T/delete_posts/, topic/move/, topic/T/stick_unstick/s|u/,
//	topic/T/open_close/c|o/, subscription/topic/T/add|delete/, misc/?action=report&post_id=P,
//	misc/?mail_to=NAME, reputation/NAME/[?action=plus|minus&post_id=P]
//	                                         302 to account/signin/?next=PATH (the report, e-mail and
//	                                         reputation links sit on every post)
//	user/NAME/[SECTION/]                     a member's profile (other); members without posts 302 to sign in
//	users/[?page=N][&username=&sort_by=&sort_dir=]   the user list, members with posts, 20 a page (other)
//	search/                                  the search form (other)
//	search/?action=show_24h|show_unanswered[&show_as=posts], search/?page=N&action=...   the footer's
//	                                         searches: topics or posts found, 20 a page (other)
//	search/?action=show_new|show_user&...    404: not for guests (the profile's "Show all posts" is one)
//	search/?action=search&keywords=...       a form's search (other)
//	feeds/posts/, feeds/topics/, feeds/topic/T/, feeds/forum/F/, feeds/category/C/   Atom (other)
//	account/signin/[?next=PATH], account/signup/, account/password/reset/   forms (other)
//	moderate/F/, an unknown forum, topic, post or member   404 (Django's page)
func djangobb() *Package {
	return &Package{
		Name: "djangobb", Software: "DjangoBB (default theme)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{3, 4}, Threads: [2]int{15, 42},
			Posts: [2]int{1, 7}, LongThreadChance: 0.08, ThreadsPerPage: 20, PostsPerPage: 10, Users: 50,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/forum/", Seed: 3313, Unseen: true,
		Skin: djSkin{},
	}
}

// djSkin renders DjangoBB.
type djSkin struct{}

const (
	djSite      = "Crossway Community Board" // DJANGOBB_FORUM_BASE_TITLE and DJANGOBB_HEADER
	djTagline   = "Questions, tips and stories from our members"
	djStatic    = "/static/" // STATIC_URL, beside the mount
	djSignin    = "account/signin/"
	djSignup    = "account/signup/"
	djPerSearch = 20 // SEARCH_PAGE_SIZE, USERS_PAGE_SIZE, FORUM_PAGE_SIZE for posts found
	djWindow    = 4  // django-pagination's PAGINATION_DEFAULT_WINDOW
	djFeedItems = 15
)

// djTables are what the skin derives from a world: topic and post ids in
// posting order, members by name and their posts.
type djTables struct {
	topic   map[*Thread]int
	byTopic []*Thread
	post    map[*Post]int
	byPost  []*Post
	byName  map[string]*User
	byUser  map[*User][]*Post // newest first
	posters []*User           // members with a post, by username: the user list
	newest  *User             // the last to register
}

func djTab(w *World) *djTables {
	return w.Derived("djangobb", func() any {
		o := newIDOrder(w)
		d := &djTables{byTopic: o.threads, topic: o.threadID, byPost: o.posts, post: o.postID, byUser: o.byUser, byName: map[string]*User{}}
		for _, u := range w.Users {
			d.byName[u.Name] = u
			if u.Posts > 0 {
				d.posters = append(d.posters, u)
			}
			if d.newest == nil || u.Joined.After(d.newest.Joined) {
				d.newest = u
			}
		}
		slices.SortFunc(d.posters, func(a, b *User) int { return strings.Compare(a.Name, b.Name) })
		return d
	}).(*djTables)
}

func (d *djTables) topicByID(id int) *Thread {
	return byID(d.byTopic, id)
}

func (d *djTables) postByID(id int) *Post {
	return byID(d.byPost, id)
}

func (djSkin) Entry() string { return "" }

func (djSkin) BoardURL(b *Board, p int) string {
	u := fmt.Sprintf("%d/", b.ID)
	if p > 1 {
		u += fmt.Sprintf("?page=%d", p)
	}
	return u
}

func (djSkin) ThreadURL(t *Thread, p int) string {
	u := fmt.Sprintf("topic/%d/", djTab(t.Board.World).topic[t])
	if p > 1 {
		u += fmt.Sprintf("?page=%d", p)
	}
	return u
}

func djPostURL(d *djTables, p *Post) string { return fmt.Sprintf("post/%d/", d.post[p]) }

func djUserURL(u *User) string { return "user/" + url.PathEscape(u.Name) + "/" }

func djIsNum(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// djQuote is Python's quote(s, safe='/'), as redirect_to_login writes next.
func djQuote(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || strings.IndexByte("_.-~/", ch) >= 0 {
			b.WriteByte(ch)
		} else {
			fmt.Fprintf(&b, "%%%02X", ch)
		}
	}
	return b.String()
}

// djRequestPage is PaginationMiddleware's request.page: int(GET['page']), 1 when absent or not a number.
func djRequestPage(c *Ctx) int {
	n, err := strconv.Atoi(c.Query.Get("page"))
	if err != nil {
		return 1
	}
	return n
}

// djGetvars is the pager's getvars: the request's parameters but page, in
// their order, "&"-prefixed as QueryDict.urlencode writes them.
func djGetvars(c *Ctx) string {
	var b strings.Builder
	for _, kv := range strings.Split(c.RawQuery, "&") {
		if kv == "" {
			continue
		}
		k, v, _ := strings.Cut(kv, "=")
		if uk, err := url.QueryUnescape(k); err == nil {
			k = uk
		}
		if uv, err := url.QueryUnescape(v); err == nil {
			v = uv
		}
		if k == "page" {
			continue
		}
		b.WriteString("&" + url.QueryEscape(k) + "=" + url.QueryEscape(v))
	}
	return b.String()
}

// djPages is django-pagination's paginate(): the first and last four pages
// and a window around the current one (three before it, four after), 0
// where it elides.
func djPages(cur, total int) []int {
	span := func(lo, hi int) []int { // pages lo..hi within 1..total
		var out []int
		for p := max(lo, 1); p <= min(hi, total); p++ {
			out = append(out, p)
		}
		return out
	}
	first := span(1, djWindow)
	last := span(total-djWindow+1, total)
	cs := max(cur-1-djWindow, 0)
	ce := max(cur-1+djWindow, 0)
	current := span(cs+1, ce)
	meets := func(a, b []int) bool {
		return slices.ContainsFunc(a, func(p int) bool { return slices.Contains(b, p) })
	}
	gap := func(pages []int, next int) []int {
		switch diff := next - pages[len(pages)-1]; {
		case diff == 2:
			return append(pages, next-1)
		case diff != 1:
			return append(pages, 0)
		}
		return pages
	}
	var pages []int
	if len(current) == 0 || !meets(first, current) {
		pages = slices.Clone(first)
		if len(current) > 0 {
			pages = append(gap(pages, current[0]), current...)
		}
	} else {
		pages = slices.Clone(first)
		for _, p := range current {
			if !slices.Contains(pages, p) {
				pages = append(pages, p)
			}
		}
		slices.Sort(pages)
	}
	if !meets(current, last) {
		pages = append(gap(pages, last[0]), last...)
	} else {
		for _, p := range last {
			if !slices.Contains(current, p) {
				pages = append(pages, p)
			}
		}
	}
	return pages
}

// djPager is pagination/pagination.html: relative ?page=N links with the
// request's other parameters, "" when everything fits on one page.
func djPager(c *Ctx, cur, total int) string {
	if total <= 1 || cur < 1 || cur > total {
		return ""
	}
	gv := djGetvars(c)
	link := func(p int) string { return Esc(fmt.Sprintf("?page=%d%s", p, gv)) }
	var h strings.Builder
	h.WriteString("\n<div class=\"pagination\">\n")
	if cur > 1 {
		fmt.Fprintf(&h, "        <a href=\"%s\" class=\"prev\">&lsaquo;&lsaquo; previous</a>\n", link(cur-1))
	} else {
		h.WriteString("        <span class=\"disabled prev\">&lsaquo;&lsaquo; previous</span>\n")
	}
	for _, p := range djPages(cur, total) {
		switch p {
		case 0:
			h.WriteString("            ...\n")
		case cur:
			fmt.Fprintf(&h, "                <span class=\"current page\">%d</span>\n", p)
		default:
			fmt.Fprintf(&h, "                <a href=\"%s\" class=\"page\">%d</a>\n", link(p), p)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, "        <a href=\"%s\" class=\"next\">next &rsaquo;&rsaquo;</a>\n", link(cur+1))
	} else {
		h.WriteString("        <span class=\"disabled next\">next &rsaquo;&rsaquo;</span>\n")
	}
	h.WriteString("</div>\n")
	return h.String()
}

// Dates as Django prints them: DATE_FORMAT "N j, Y", naturalday's words.

var djMonths = [...]string{"Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."}

func djDate(t time.Time) string {
	return fmt.Sprintf("%s %d, %d", djMonths[t.Month()-1], t.Day(), t.Year())
}

// djTime is the forum_time tag: naturalday, then the time with seconds.
func djTime(now, t time.Time) string {
	day := djDate(t)
	switch calendarDays(now, t) {
	case 0:
		day = "today"
	case 1:
		day = "yesterday"
	case -1:
		day = "tomorrow"
	}
	return day + " " + t.Format("15:04:05")
}

// djDateTime is DATETIME_FORMAT "N j, Y, P".
func djDateTime(t time.Time) string {
	return djDate(t) + ", " + djangoTimeP(t)
}

// djAuthority is the forum_authority filter: a bar image by post count.
func djAuthority(posts int) int {
	steps := []int{10, 25, 50, 75, 100, 150, 200, 300, 500, 1000}
	n := 0
	for i, s := range steps {
		if posts >= s {
			n = i + 1
		}
	}
	return n
}

// djReputation is a member's reputation total, mostly nothing.
func djReputation(u *User) int {
	switch Hash("rep", u.ID) % 7 {
	case 0:
		return 1 + int(Hash("rep+", u.ID)%4)
	case 1:
		return -1
	}
	return 0
}

// djStatus is the title an admin gave a member; most have none.
func djStatus(u *User) string {
	if Hash("status", u.ID)%5 == 0 {
		return rank(u)
	}
	return ""
}

func (s djSkin) entryInfo(c *Ctx) Info { return Info{Type: TypeEntry, Canonical: c.Pkg.Mount} }

// Serve routes a request as Django's URLconf does: by path, each ending in "/".
func (s djSkin) Serve(c *Ctx) Response {
	if c.Path == "" {
		return s.index(c)
	}
	return djangoRoute(c, s.route, s.notFound)
}

// route answers a path ending in "/"; ok is false when no URL pattern matches.
func (s djSkin) route(c *Ctx) (Response, bool) {
	seg := segments(strings.Split(strings.TrimSuffix(c.Path, "/"), "/"))
	d := djTab(c.W)
	n := len(seg)
	login := func() (Response, bool) { return s.toLogin(c), true }
	switch {
	case djIsNum(seg[0]):
		f, _ := strconv.Atoi(seg[0])
		b := c.W.Board(f)
		switch {
		case n == 1:
			if b == nil {
				return s.notFound(c), true
			}
			return s.forum(c, b), true
		case n == 2 && seg[1] == "lofi":
			if b == nil {
				return s.notFound(c), true
			}
			return s.lofiForum(c, b), true
		case n == 3 && seg[1] == "topic" && seg[2] == "add":
			return login()
		}
	case seg[0] == "topic":
		id, _ := strconv.Atoi(seg.at(1))
		t := d.topicByID(id)
		switch {
		case n == 2 && djIsNum(seg[1]):
			if t == nil {
				return s.notFound(c), true
			}
			return s.topic(c, t), true
		case n == 3 && djIsNum(seg[1]) && seg[2] == "lofi":
			if t == nil {
				return s.notFound(c), true
			}
			return s.lofiTopic(c, t), true
		case n == 3 && djIsNum(seg[1]) && seg[2] == "delete_posts", n == 2 && seg[1] == "move":
			return login()
		case n == 4 && djIsNum(seg[1]) && (seg[2] == "stick_unstick" && strings.Contains("s|u", seg[3]) ||
			seg[2] == "open_close" && strings.Contains("c|o", seg[3])) && len(seg[3]) == 1:
			return login()
		}
	case seg[0] == "post" && djIsNum(seg.at(1)):
		id, _ := strconv.Atoi(seg[1])
		switch {
		case n == 2:
			p := d.postByID(id)
			if p == nil {
				return s.notFound(c), true
			}
			t := p.Thread
			page := PageOf(p.Index, c.W.Shape.PostsPerPage)
			return c.Redirect(fmt.Sprintf("topic/%d/?page=%d#post-%d", d.topic[t], page, id), threadInfo(s, t, page)), true
		case n == 3 && (seg[2] == "edit" || seg[2] == "delete"):
			return login()
		}
	case seg[0] == "moderate" && n == 2 && djIsNum(seg[1]):
		// Only moderators moderate: everyone else gets Http404.
		return s.notFound(c), true
	case seg[0] == "search" && n == 1:
		return s.search(c), true
	case seg[0] == "misc" && n == 1, seg[0] == "reputation" && n >= 2:
		return login()
	case seg[0] == "subscription" && n == 4 && seg[1] == "topic" && djIsNum(seg[2]) && (seg[3] == "add" || seg[3] == "delete"):
		return login()
	case seg[0] == "user" && n >= 2:
		name := strings.Join(seg[1:], "/")
		sections := []string{"upload_avatar", "privacy", "display", "personality", "messaging", "personal", "essentials"}
		if n >= 3 && slices.Contains(sections, seg[n-1]) {
			name = strings.Join(seg[1:n-1], "/")
		}
		u := d.byName[name]
		switch {
		case u == nil:
			return s.notFound(c), true
		case u.Posts < 1:
			// POST_USER_SEARCH: a guest may not see the profile of a member without posts.
			return login()
		}
		return c.Page(Info{Type: TypeOther}, s.frame(c, djPage{}, s.profile(c, u))), true
	case seg[0] == "users" && n == 1:
		return s.users(c), true
	case seg[0] == "feeds":
		return s.feed(c, seg)
	case seg[0] == "lofi" && n == 1:
		return s.lofiIndex(c), true
	case seg[0] == "attachment" && n == 2:
		return s.notFound(c), true
	case seg[0] == "account":
		switch strings.Join(seg[1:], "/") {
		case "signin":
			return c.Page(Info{Type: TypeOther}, s.frame(c, djPage{title: "/ Login", noControls: true}, s.signin(c))), true
		case "signup":
			return c.Page(Info{Type: TypeOther}, s.frame(c, djPage{title: "/ Register", noControls: true}, s.signup(c))), true
		case "password/reset":
			return c.Page(Info{Type: TypeOther}, s.frame(c, djPage{title: "/ Reset password", noControls: true}, s.reset(c))), true
		case "signout":
			return c.Redirect(c.Pkg.Mount, s.entryInfo(c)), true
		}
	}
	return Response{}, false
}

// toLogin is login_required's redirect: the sign-in page with the path asked for as next.
func (s djSkin) toLogin(c *Ctx) Response {
	next := c.Pkg.Mount + c.Path
	if c.RawQuery != "" {
		next += "?" + c.RawQuery
	}
	return c.Redirect(djSignin+"?next="+djQuote(next), Info{Type: TypeOther})
}

// notFound is Django's 404 page: the example project ships no 404.html.
func (s djSkin) notFound(c *Ctx) Response {
	return c.NotFound(`<!doctype html>
<html lang="en">
<head>
  <title>Not Found</title>
</head>
<body>
  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>
</body>
</html>
`)
}

// djPage is what base.html needs to know of a page.
type djPage struct {
	title      string   // the title block, after the board title
	controls   string   // the footer's controls block; "" for the search links
	noControls bool     // the block emptied (user list, search form, account pages)
	lofi       string   // mount-relative Lo-Fi Version link, "" for none
	messages   []string // django.contrib.messages shown at the top
	feed       string   // the forum's own Atom feed, announced in the head
	feedTitle  string
}

// frame is base.html and header.html around a page's content.
func (s djSkin) frame(c *Ctx, pg djPage, content string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `

<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
	<title>%s %s</title>
	<meta name="description" content=" " />
	<meta name="keywords" content="" />
	<meta http-equiv="content-type" content="text/html; charset=utf-8" />
	
	<link rel="stylesheet" type="text/css" href="%sdjangobb_forum/themes/default/style.css" />

	<link rel="alternate" type="application/atom+xml" href="%s" title="Latest posts on forum" />
	<link rel="alternate" type="application/atom+xml" href="%s" title="Latest topics on forum" />
`, djSite, Esc(pg.title), djStatic, c.Href("feeds/posts/"), c.Href("feeds/topics/"))
	if pg.feed != "" {
		fmt.Fprintf(&h, "\t<link rel=\"alternate\" type=\"application/atom+xml\" href=\"%s\" title=\"%s\" />\n", c.Href(pg.feed), Esc(pg.feedTitle))
	}
	fmt.Fprintf(&h, `
	<link rel="shortcut icon" href="%sdjangobb_forum/favicon.png" type="image/png" />
	<script type="text/javascript">
		var STATIC_URL = "%s";
		var POST_PREVIEW_URL = "%s";
	</script>
    	<script type="text/javascript" src="%sadmin/js/jquery.min.js" onerror="JavaScript:alert('Error loading file [' + this.src + '] !');" ></script>

    <!-- Highlightjs goodies -->
	<link type="text/css" rel="stylesheet" href="%sdjangobb_forum/css/pygments.css" />
%s%s</head>
<body>
    
`, djStatic, djStatic, c.Href("preview/"), djStatic, djStatic, c.Styles(13), c.Scripts(7))
	fmt.Fprintf(&h, `<div id="djangobbwrap">
<div id="djangobbindex" class="djangobb">
<div id="brdheader" class="block">
	<div class="box">
		<div id="brdtitle" class="inbox">
			<h1><span><a href="%s">%s</a></span></h1>
			<p><span>%s</span></p>
		</div>
		<div id="brdmenu" class="inbox">
			<ul>
			
				<li id="navindex"><a href="%s">Index</a></li>
				<li id="navuserlist"><a href="%s">User list</a></li>
				<li id="navsearch"><a href="%s">Search</a></li>
				<li><a href="%s">Log in</a></li>
				<li><a href="%s">Sign up</a></li>
			
			</ul>
		</div>
		<div id="brdwelcome" class="inbox">
			<ul class="conl">
				
					<li>You are not logged in.</li>
				
			</ul>
			<div class="clearer"></div>
		</div>
	</div>
</div>

`, c.Href(""), djSite, djTagline, c.Href(""), c.Href("users/"), c.Href("search/"), c.Href(djSignin), c.Href(djSignup))
	if len(pg.messages) > 0 {
		h.WriteString(`        <div id="messages" class="block">
            <h2><span>Notice</span></h2>
            <div class="box">
                <div class="inbox">
                    <ul class="messagelist">
`)
		for _, m := range pg.messages {
			fmt.Fprintf(&h, "                            <li class=\"success\">%s</li>\n", Esc(m))
		}
		h.WriteString("                    </ul>\n                </div>\n            </div>\n        </div>\n")
	}
	h.WriteString(content)
	controls := pg.controls
	if controls == "" && !pg.noControls {
		controls = fmt.Sprintf(`
                    <dl id="searchlinks" class="conl">
                        <dt><strong>Search links</strong></dt>
                        <dd><a href="%s">Show recent posts</a></dd>
                        <dd><a href="%s">Show unanswered posts</a></dd>
                        
                    </dl>
                `, c.Href("search/?action=show_24h"), c.Href("search/?action=show_unanswered"))
	}
	lofi := ""
	if pg.lofi != "" {
		lofi = fmt.Sprintf("\n    <p class=\"lofi\">\n        <a href=\"%s\">Lo-Fi Version</a>\n    </p>\n", c.Href(pg.lofi))
	}
	fmt.Fprintf(&h, `
	<div id="brdfooter" class="block">
	<h2><span>Board footer</span></h2>
        <div class="box">
            <div class="inbox">
                %s
                <p class="conr">Powered by <a href="http://djangobb.org/">DjangoBB</a></p>
                <div class="clearer"></div>
                %s
            </div>
        </div>
    </div>
</div>
</div>
</body>
</html>`, controls, lofi)
	return h.String()
}

// jumpTo is the forum and topic pages' "Jump to" select; modBox adds
// topic.html's moderator box, which prints its heading for everyone and its
// links for moderators only.
func (s djSkin) jumpTo(c *Ctx, modBox bool) string {
	var h strings.Builder
	fmt.Fprintf(&h, `
<div class="conl">
	<form id="qjump" method="get" action="forum">
		<div><label>Jump to 
		<br />
		<select name="id" id="forum_id" onchange="window.location=('%s'+this.options[this.selectedIndex].value)">
`, c.Href(""))
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, "\t\t\t\t<optgroup label=\"%s\">\n", Esc(cat.Name))
		for _, b := range cat.Boards {
			fmt.Fprintf(&h, "\t\t\t\t\t\t<option value=\"%d\">%s</option>\n", b.ID, Esc(b.Name))
		}
		h.WriteString("\t\t\t\t</optgroup>\n")
	}
	fmt.Fprintf(&h, `		</select>
		<input type="button" onclick="window.location=('%s'+getElementById('forum_id').value)" value=" Go " accesskey="g" />
		</label></div>
	</form>
`, c.Href(""))
	if modBox {
		h.WriteString("\t<dl id=\"modcontrols\"><dt><strong>Moderator control</strong></dt>\n\t\n    </dl>\n")
	}
	h.WriteString("</div>\n")
	return h.String()
}

func (s djSkin) feedIcon(c *Ctx, feed, class string) string {
	return fmt.Sprintf(`<a href="%s"><img src="%sdjangobb_forum/img/feed-icon-small.png"  alt="[RSS Feed]" title="[RSS Feed]" class="%s" /></a>`, c.Href(feed), djStatic, class)
}

// index is index.html: each category a collapsible table of its forums (forum_row.html), then the board statistics.
func (s djSkin) index(c *Ctx) Response {
	d := djTab(c.W)
	var h strings.Builder
	h.WriteString("<div id=\"idx1\" class=\"blocktable\">\n")
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `	<h2 id="category_head_%d">
		<a class="toggle" href="#">Toggle shoutbox</a>
		<span>
			%s
		</span>
	</h2>
	<div class="box" id="category_body_%d">
		<div class="inbox">
			<table cellspacing="0">
				<thead>
					<tr>
						<th class="tcl" scope="col">Forum</th>
						<th class="tc2" scope="col">Topics</th>
						<th class="tc3" scope="col">Posts</th>
						<th class="tcr" scope="col">Last post</th>
					</tr>
				</thead>
				<tbody>
`, cat.ID, Esc(cat.Name), cat.ID)
		for _, b := range cat.Boards {
			last := ""
			if p := b.Latest(); p != nil {
				last = fmt.Sprintf(`
				<a href="%s">%s</a>
				<span class="byuser">by %s</span>
			`, c.Href(djPostURL(d, p)), djTime(c.W.Now, p.Time), Esc(p.Author.Name))
			}
			fmt.Fprintf(&h, `	<tr>
	<td class="tcl">
		<div class="intd">
            <div class="icon">
				<div class="nosize"><!-- --></div>
			</div>
            <div class="tclcon">
				<h3><a href="%s">%s</a> %s</h3>
				%s
				<p>
				</p>
			</div>
		</div>
	</td>
	<td class="tc2">%d</td>
	<td class="tc3">%d</td>
	<td class="tcr">%s</td>
</tr>
`, c.Href(s.BoardURL(b, 1)), Esc(b.Name), s.feedIcon(c, fmt.Sprintf("feeds/forum/%d/", b.ID), "rss"), Esc(b.Description),
				len(b.Threads), b.AllPosts(), last)
		}
		h.WriteString("\t\t\t\t</tbody>\n\t\t\t</table>\n\t\t</div>\n\t</div>\n")
	}
	fmt.Fprintf(&h, `</div>

<div id="brdstats" class="block">
	<h2><span>Board information</span></h2>
	<div class="box">
		<div class="inbox">
			<dl class="conr">
				<dt><strong>Board statistics</strong></dt>
				<dd>Total number of registered users: <strong>%d</strong></dd>
				<dd>Total number of topics: <strong>%d</strong></dd>
				<dd>Total number of posts: <strong>%d</strong></dd>
			</dl>
			<dl class="conl">
				<dt><strong>User information</strong></dt>
				<dd>Newest registered user: <a href="%s">%s</a></dd>
				<dd>Registered users online: <strong>0</strong></dd>
				<dd>Guests online: <strong>%d</strong></dd>
			</dl>
            
		</div>
	</div>
</div>
`, len(c.W.Users), len(c.W.Threads), len(c.W.Posts), c.Href(djUserURL(d.newest)), Esc(d.newest.Name), 1+Hash("guests", int(c.W.Seed))%6)
	return c.Page(s.entryInfo(c), s.frame(c, djPage{lofi: "lofi/"}, h.String()))
}

// forum is forum.html: the breadcrumbs and pager above and below the topic table.
func (s djSkin) forum(c *Ctx, b *Board) Response {
	d := djTab(c.W)
	per := c.W.Shape.ThreadsPerPage
	page := djRequestPage(c)
	total := b.Pages(per)
	valid := page >= 1 && page <= total
	info := boardInfo(s, b, page)
	if !valid {
		// An invalid page renders with no topics: nothing of the forum.
		info = Info{Type: TypeOther}
	}
	pager := djPager(c, page, total)
	crumbs := fmt.Sprintf(`<div class="linkst">
	<div class="inbox">
		<div class="pagelink conl">%s</div>
		
		<ul><li><a href="%s">Root</a> </li><li>&raquo; %s</li></ul>
		<div class="clearer"></div>
	</div>
</div>
`, pager, c.Href(""), Esc(b.Name))
	var h strings.Builder
	h.WriteString(crumbs)
	fmt.Fprintf(&h, `<div id="vf" class="blocktable">
	<h2>
		%s
		<b><span>%s</span></b>
	</h2>
	<div class="box">
		<div class="inbox">
			<table cellspacing="0">
			<thead>
				<tr>
					<th class="tcl" scope="col">Topic</th>
					<th class="tc2" scope="col">Replies</th>
					<th class="tc3" scope="col">Views</th>
					<th class="tcr" scope="col">Last post</th>
				</tr>
			</thead>
			<tbody>
`, s.feedIcon(c, fmt.Sprintf("feeds/forum/%d/", b.ID), "rss"), Esc(b.Name))
	var ts []*Thread
	if valid {
		ts = Page(b.Threads, page, per)
	}
	for _, t := range ts {
		class, sticky := "icon", ""
		if t.Sticky {
			class, sticky = "sticky", "\n\t\t\t\t\t\t\t\t\tSticky:\n\t\t\t\t\t\t\t\t"
		}
		last := t.LastPost()
		fmt.Fprintf(&h, `				<tr>
					<td class="tcl">
						<div class="intd">
							<div class="%s"><div class="nosize"><!-- --></div></div>
							<div class="tclcon">
								%s
									<a href="%s">%s</a> <span class="byuser">by %s</span>
								
							</div>
						</div>
					</td>
					<td class="tc2">%d</td>
					<td class="tc3">%d</td>
					<td class="tcr"><a href="%s">%s</a> <span class="byuser">by %s</span></td>
				</tr>
`, class, sticky, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), Esc(t.Author.Name), len(t.Posts)-1, t.Views,
			c.Href(djPostURL(d, last)), djTime(c.W.Now, last.Time), Esc(last.Author.Name))
	}
	if len(ts) == 0 {
		h.WriteString("\t\t\t\t<tr><td class=\"djangobbcon1\" colspan=\"4\">Forum is empty.</td></tr>\n")
	}
	h.WriteString("\t\t\t</tbody>\n\t\t\t</table>\n\t\t</div>\n\t</div>\n</div>\n")
	h.WriteString(crumbs)
	return c.Page(info, s.frame(c, djPage{title: " / " + b.Name, controls: s.jumpTo(c, false), lofi: fmt.Sprintf("%d/lofi/", b.ID),
		feed: fmt.Sprintf("feeds/forum/%d/", b.ID), feedTitle: "Latest posts on " + b.Name + " forum"}, h.String()))
}

// topic is topic.html: the pager and breadcrumbs, the page's posts, the
// breadcrumbs again. Guests get no reply form and no quote links.
func (s djSkin) topic(c *Ctx, t *Thread) Response {
	d := djTab(c.W)
	per := c.W.Shape.PostsPerPage
	page := djRequestPage(c)
	total := t.Pages(per)
	valid := page >= 1 && page <= total
	info := threadInfo(s, t, page)
	if !valid {
		// An invalid page renders with no posts: nothing of the topic.
		info = Info{Type: TypeOther}
	}
	b := t.Board
	T := d.topic[t]
	pager := djPager(c, page, total)
	feed := s.feedIcon(c, fmt.Sprintf("feeds/topic/%d/", T), "breadcrumb_rss")
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="linkst">
	<div class="inbox">
		<div class="pagelink conl">%s</div>
		<ul>
			<li>
			<a href="%s">Root </a></li><li>&raquo; <a href="%s">%s</a> </li><li>&raquo; %s
			%s
			</li>
		</ul>
		<div class="clearer"></div>
	</div>
</div>

`, pager, c.Href(""), c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(t.Title), feed)
	var posts []*Post
	if valid {
		posts = Page(t.Posts, page, per)
	}
	for i, p := range posts {
		u := p.Author
		id := d.post[p]
		userURL := c.Href(djUserURL(u))
		rep := c.Href("reputation/" + url.PathEscape(u.Name) + "/")
		body := strings.Join(escAll(p.Body), "<br /><br />")
		sig := ""
		if sg := signature(u); sg != "" {
			sig = fmt.Sprintf(`
						<div class="postsignature">
							<br /><br/ >
							%s
						</div>
						`, Esc(sg))
		}
		fmt.Fprintf(&h, `	<div id="p%d" class="blockpost roweven firstpost">
		<a name="post-%d"></a>
		<h2><span><span class="conr">#%d&nbsp;</span><a href="%s">%s</a></span></h2>
		<div class="box">
			<div class="inbox">
				<div class="postleft">
					<dl>
						<dt><strong class="username">%s</strong></dt>
						<dd class="usertitle">
							<strong>%s</strong>
						</dd>
							<dd class="usertitle">
								<img src="%sdjangobb_forum/img/authority/vote%d.gif" alt="" />
							</dd>
						<dd class="postavatar">
									<img src="http://www.gravatar.com/avatar/%016x%016x?size=60&amp;default=identicon" />
						</dd>
						<dd>Registered: %s</dd>
						<dd>Posts: %d</dd>
								<dd><a href="%s">Reputation</a>:
									<a href="%s?action=plus&amp;post_id=%d"><img src="%sdjangobb_forum/img/reputation/warn_add.gif" alt="+" /></a>&nbsp;&nbsp;<strong>%d&nbsp;&nbsp;</strong><a href="%s?action=minus&amp;post_id=%d"><img src="%sdjangobb_forum/img/reputation/warn_minus.gif" alt="-" /></a>
								</dd>
						<dd class="usercontacts"><a href="%s">Profile</a>&nbsp;&nbsp;
									<a href="%s">Send e-mail</a>&nbsp;&nbsp;
				</dl>
			</div>
			<div class="postright">
				<h3>%s</h3>
				<div class="postmsg">
					<p class="post_body_html">%s</p>
					%s
				</div>
			</div>
			<div class="clearer"></div>
			<div class="postfootleft">
					<p>Offline</p>
			</div>
			<div class="postfootright">
				<ul>
					<li class="postreport"><a href="%s">Report</a> </li>
				</ul>
			</div>
		</div>
	</div>
</div>
`, id, id, i+1, c.Href(djPostURL(d, p)), djTime(c.W.Now, p.Time), Esc(u.Name), Esc(djStatus(u)), djStatic, djAuthority(u.Posts),
			Hash("gravatar", u.Name), Hash("gravatar2", u.Name), u.Joined.Format("2006-01-02"), u.Posts,
			rep, rep, id, djStatic, djReputation(u), rep, id, djStatic, userURL,
			c.Href("misc/?mail_to="+u.Name), Esc(t.Title), body, sig,
			c.Href(fmt.Sprintf("misc/?action=report&post_id=%d", id)))
	}
	fmt.Fprintf(&h, `<div class="postlinksb">
	<div class="inbox">
		<div class="pagelink conl">%s</div>
			<ul>
			    <li><a href="%s">Root </a></li>
			    <li>&raquo; <a href="%s">%s</a> </li>
			    <li>
			        &raquo; %s%s
			    </li>
            </ul>
		
		<div class="clearer"></div>
	</div>
</div>

`, pager, c.Href(""), c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(t.Title), feed)
	return c.Page(info, s.frame(c, djPage{title: b.Name + " / " + t.Title + " / ", controls: s.jumpTo(c, true),
		lofi: fmt.Sprintf("topic/%d/lofi/", T)}, h.String()))
}

// profile is user.html: what a guest sees of a member.
func (s djSkin) profile(c *Ctx, u *User) string {
	d := djTab(c.W)
	last := "(Unknown)"
	if ps := d.byUser[u]; len(ps) > 0 {
		last = djDateTime(ps[0].Time)
	}
	sig := "(Unknown)"
	if sg := signature(u); sg != "" {
		sig = Esc(sg)
	}
	field := func(label, value string) string {
		return fmt.Sprintf("\t\t\t\t\t\t\t<dt>%s </dt>\n\t\t\t\t\t\t\t\t<dd>%s</dd>\n", label, value)
	}
	return fmt.Sprintf(`<div id="viewprofile" class="block">
	<h2><span>Profile</span></h2>
	<div class="box">
		<div class="fakeform">
			<div class="inform">
				<fieldset>
				<legend>Personal</legend>
					<div class="infldset">
						<dl>
%s%s%s%s%s								<dt>E-mail: </dt>
										<dd><a href="%s">Send e-mail</a></dd>
						</dl>
						<div class="clearer"></div>
					</div>
				</fieldset>
			</div>
			<div class="inform">
				<fieldset>
				<legend>Messaging</legend>
					<div class="infldset">
						<dl>
%s%s%s%s%s						</dl>
						<div class="clearer"></div>
					</div>
				</fieldset>
			</div>
			<div class="inform">
				<fieldset>
				<legend>Personality</legend>
					<div class="infldset">
						<dl>
%s%s						</dl>
						<div class="clearer"></div>
					</div>
				</fieldset>
			</div>
			<div class="inform">
				<fieldset>
				<legend>User activity</legend>
					<div class="infldset">
						<dl>
							<dt>Posts: </dt>
							<dd>%d - <a href="%s">Show all posts</a></dd>
%s%s						</dl>
						<div class="clearer"></div>
					</div>
				</fieldset>
			</div>
		</div>
	</div>
</div>
`, field("Username:", Esc(u.Name)), field("Title", Esc(djStatus(u))), field("Real name:", "(Unknown)"), field("Location", "(Unknown)"),
		field("Website:", "(Unknown)"), c.Href("misc/?mail_to="+u.Name),
		field("Jabber:", "(Unknown)"), field("ICQ:", "(Unknown)"), field("MSN Messenger:", "(Unknown)"), field("AOL IM:", "(Unknown)"),
		field("Yahoo! Messenger:", "(Unknown)"), field("Avatar:", "(No avatar)"), field("Signature:", sig),
		u.Posts, c.Href(fmt.Sprintf("search/?action=show_user&user_id=%d", u.ID)),
		field("Last post:", last), field("Registered:", u.Joined.Format("2006-01-02")))
}

// users is users.html: the search-and-sort form, then the members with posts, 20 a page.
func (s djSkin) users(c *Ctx) Response {
	d := djTab(c.W)
	list := d.posters
	if name := c.Query.Get("username"); name != "" {
		list = slices.DeleteFunc(slices.Clone(list), func(u *User) bool { return !strings.Contains(u.Name, name) })
	}
	desc := c.Query.Get("sort_dir") == "DESC"
	var key func(a, b *User) int
	switch c.Query.Get("sort_by") {
	case "username":
		key = func(a, b *User) int { return strings.Compare(a.Name, b.Name) }
	case "registered":
		key = func(a, b *User) int { return a.Joined.Compare(b.Joined) }
	case "num_posts":
		key = func(a, b *User) int { return a.Posts - b.Posts }
	}
	if key != nil {
		list = slices.Clone(list)
		slices.SortStableFunc(list, func(a, b *User) int {
			if desc {
				return key(b, a)
			}
			return key(a, b)
		})
	}
	page := djRequestPage(c)
	total := pageCount(len(list), djPerSearch)
	pager := djPager(c, page, total)
	var rows strings.Builder
	if page >= 1 && page <= total {
		for _, u := range Page(list, page, djPerSearch) {
			fmt.Fprintf(&rows, `				<tr>
					<td class="tcl"><a href="%s">%s</a></td>
					<td class="tc2">%s</td>
					<td class="tc3">%d</td>
					<td class="tcr">%s</td>
				</tr>
`, c.Href(djUserURL(u)), Esc(u.Name), Esc(djStatus(u)), u.Posts, u.Joined.Format("02-01-2006"))
		}
	}
	sel := func(name string, opts [][2]string) string {
		var b strings.Builder
		fmt.Fprintf(&b, `<select name="%s" id="id_%s">`, name, name)
		for _, o := range opts {
			at := ""
			if c.Query.Get(name) == o[0] {
				at = ` selected="selected"`
			}
			fmt.Fprintf(&b, "\n<option value=\"%s\"%s>%s</option>", o[0], at, o[1])
		}
		b.WriteString("\n</select>")
		return b.String()
	}
	body := fmt.Sprintf(`<div class="blockform">
	<h2><span>User search</span></h2>
	<div class="box">
	<form method="get" id="userlist" action="">
		<div class="inform">
			<fieldset>
				<legend>Find and sort users</legend>
				<div class="infldset">
					<label class="conl">Username<br /><input id="id_username" maxlength="30" name="username" type="text" value="%s" /><br /></label>

					<label class="conl">Sort by
					<br />
					%s
					<br /></label>
					<label class="conl">Sort order
					<br />
					%s
					<br />
					</label>
					<p class="clearb">Enter a username to search for. The username field can be left blank. Sort users by name, date registered or number of posts and in ascending/descending order.</p>
				</div>
			</fieldset>
            <input type="submit" value="Search" />
		</div>
	</form>
	</div>
</div>
<div class="linkst">
	<div class="inbox">
		%s
	</div>
</div>
<div id="users1" class="blocktable">
	<h2><span>User list</span></h2>
	<div class="box">
		<div class="inbox">
		<table cellspacing="0">
			<thead>
			<tr>
				<th class="tcl" scope="col">Username</th>
				<th class="tc2" scope="col">Title</th>
				<th class="tc3" scope="col">Posts</th>
				<th class="tcr" scope="col">Registered</th>
			</tr>
			</thead>
			<tbody>
%s			</tbody>
			</table>
		</div>
	</div>
</div>
<div class="linkst">
	<div class="inbox">
		%s
	</div>
</div>
`, Esc(c.Query.Get("username")), sel("sort_by", [][2]string{{"username", "Username"}, {"registered", "Registered"}, {"num_posts", "No. of posts"}}),
		sel("sort_dir", [][2]string{{"ASC", "Ascending"}, {"DESC", "Descending"}}), pager, rows.String(), pager)
	return c.Page(Info{Type: TypeOther}, s.frame(c, djPage{noControls: true}, body))
}

// search is views.search for a guest: the form, the link searches, a form's search.
func (s djSkin) search(c *Ctx) Response {
	d := djTab(c.W)
	other := Info{Type: TypeOther}
	if !c.Query.Has("action") {
		return c.Page(other, s.frame(c, djPage{title: " / Search", noControls: true}, s.searchForm(c)))
	}
	asPosts := c.Query.Get("show_as") == "posts"
	action := c.Query.Get("action")
	// Topics come in their default order, last post first; posts newest first.
	topics := c.W.ThreadsByActivity()
	var posts []*Post
	for i := len(d.byPost) - 1; i >= 0; i-- {
		posts = append(posts, d.byPost[i])
	}
	of := func(ts []*Thread) []*Post { // the posts of ts, newest first
		var out []*Post
		for _, p := range posts {
			if slices.Contains(ts, p.Thread) {
				out = append(out, p)
			}
		}
		return out
	}
	base := "?action=" + url.QueryEscape(action) + "&show_as="
	switch action {
	case "show_new", "show_user":
		// Neither is for an anonymous user: Http404.
		return s.notFound(c)
	case "show_24h":
		since := c.W.Now.Add(-24 * time.Hour)
		topics = slices.DeleteFunc(topics, func(t *Thread) bool { return t.LastPost().Time.Before(since) })
		posts = slices.DeleteFunc(posts, func(p *Post) bool { return p.Time.Before(since) })
	case "show_unanswered":
		topics = slices.DeleteFunc(topics, func(t *Thread) bool { return len(t.Posts) != 1 })
		posts = of(topics)
	case "show_subscriptions":
		topics, posts = nil, nil
	case "search":
		kw := strings.Fields(strings.ToLower(c.Query.Get("keywords")))
		author := c.Query.Get("author")
		if len(kw) == 0 && author == "" {
			return c.Page(other, s.frame(c, djPage{title: " / Search", noControls: true}, s.searchForm(c)))
		}
		fid, _ := strconv.Atoi(c.Query.Get("forum"))
		in := c.Query.Get("search_in")
		match := func(p *Post) bool {
			if author != "" && p.Author.Name != author || fid != 0 && p.Thread.Board.ID != fid {
				return false
			}
			var hay string
			switch in {
			case "message":
				hay = strings.Join(p.Body, " ")
			case "topic":
				hay = p.Thread.Title
			default:
				hay = p.Thread.Title + " " + strings.Join(p.Body, " ")
			}
			hay = strings.ToLower(hay)
			for _, w := range kw {
				if !strings.Contains(hay, w) {
					return false
				}
			}
			return true
		}
		posts = slices.DeleteFunc(posts, func(p *Post) bool { return !match(p) })
		topics = slices.DeleteFunc(topics, func(t *Thread) bool { return !slices.ContainsFunc(posts, func(p *Post) bool { return p.Thread == t }) })
		var keep []string
		for _, kv := range strings.Split(c.RawQuery, "&") {
			if k, _, _ := strings.Cut(kv, "="); k != "show_as" && kv != "" {
				keep = append(keep, kv)
			}
		}
		base = "?" + strings.Join(keep, "&") + "&show_as="
	default:
		// Any other action lists every topic, as the generic context does.
		posts = of(topics)
	}
	page := djRequestPage(c)
	if asPosts {
		total := pageCount(len(posts), djPerSearch)
		var shown []*Post
		if page >= 1 && page <= total {
			shown = Page(posts, page, djPerSearch)
		}
		msg := fmt.Sprintf("Found %d posts.", len(posts))
		return c.Page(other, s.frame(c, djPage{messages: []string{msg}, controls: s.searchPostsControls(c)}, s.searchPosts(c, shown, djPager(c, page, total), base+"topics")))
	}
	total := pageCount(len(topics), djPerSearch)
	var shown []*Thread
	if page >= 1 && page <= total {
		shown = Page(topics, page, djPerSearch)
	}
	msg := fmt.Sprintf("Found %d topics.", len(topics))
	return c.Page(other, s.frame(c, djPage{messages: []string{msg}}, s.searchTopics(c, shown, djPager(c, page, total), base+"posts")))
}

// searchTopics is search_topics.html.
func (s djSkin) searchTopics(c *Ctx, ts []*Thread, pager, asPosts string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="linkst">
	<div class="inbox">
		<p class="pagelink">%s</p>
		<div class="clearer"></div>
	</div>
</div>

<div id="messages" class="block">
    <h2><span>Search type</span></h2>
    <div class="box">
        <div class="inbox">
            <a href="%s">Show results as post list.</a>
        </div>
    </div>
</div>

<div id="vf" class="blocktable">
	<h2><span>Search results</span></h2>
	<div class="box">
		<div class="inbox">
			<table cellspacing="0">
			<thead>
				<tr>
					<th class="tcl" scope="col">Topic</th>
					<th class="tc2" scope="col">Forum</th>
					<th class="tc3" scope="col">Replies</th>
					<th class="tcr" scope="col">Last post</th>
				</tr>
			</thead>
			<tbody>
`, pager, Esc(asPosts))
	for _, t := range ts {
		fmt.Fprintf(&h, `				<tr  >
					<td class="tcl">
						<div class="intd">
							<div class="icon"><div class="nosize"><!-- --></div></div>
							<div class="tclcon">
									<a href="%s">%s</a> <span class="byuser">by %s</span>
							</div>
						</div>
					</td>
					<td class="tc2"><a href="%s">%s</a></td>
					<td class="tc3">%d</td>
					<td class="tcr"><a href="%s">%s</a> <span class="byuser">by %s</span></td>
				</tr>
`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), Esc(t.Author.Name), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), len(t.Posts)-1,
			c.Href(s.ThreadURL(t, 1)), djTime(c.W.Now, t.LastPost().Time), Esc(t.LastPost().Author.Name))
	}
	if len(ts) == 0 {
		h.WriteString("\t\t\t     <tr>\n\t\t\t         <td colspan=\"4\"><p>Your search returned no hits.</p></td>\n\t\t\t     </tr>\n")
	}
	fmt.Fprintf(&h, `			</tbody>
			</table>
		</div>
	</div>
</div>

<div class="linksb">
	<div class="inbox">
		<p class="pagelink">%s</p>
		<div class="clearer"></div>
	</div>
</div>
`, pager)
	return h.String()
}

// searchPosts is search_posts.html with includes/post_in_search_page.html.
func (s djSkin) searchPosts(c *Ctx, ps []*Post, pager, asTopics string) string {
	d := djTab(c.W)
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="linkst">
	<div class="inbox">
		<p class="pagelink">%s</p>
		<div class="clearer"></div>
	</div>
</div>

<div id="messages" class="block">
    <h2><span>Search type</span></h2>
    <div class="box">
        <div class="inbox">
            <a href="%s">Show results as topic list.</a>
        </div>
    </div>
</div>

`, pager, Esc(asTopics))
	for _, p := range ps {
		t := p.Thread
		fmt.Fprintf(&h, `
<div class="blockpost searchposts roweven">
    <h2><a href="%s">%s</a>&nbsp;&raquo;&nbsp;<a href="%s">%s</a>&nbsp;&raquo;&nbsp;<a href="%s">%s</a></h2>

    <div class="box">
        <div class="inbox">
            <div class="postleft">
                <dl>
                    <dt><strong><a href="%s">%s</a></strong></dt>
                    <dd>Replies: %d</dd>
                    <dd><div class="icon"><div class="nosize"><!-- --></div></div></dd>
                    <dd><p class="clearb"><a href="%s">Go to post</a></p></dd>
                </dl>
            </div>
            <div class="postright">
                <div class="postmsg">
                    %s
                </div>
            </div>
            <div class="clearer"></div>
        </div>
    </div>
</div>
`, c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), c.Href(s.ThreadURL(t, 1)), Esc(t.Title), c.Href(djPostURL(d, p)), djTime(c.W.Now, p.Time),
			c.Href(djUserURL(p.Author)), Esc(p.Author.Name), len(t.Posts), c.Href(djPostURL(d, p)), strings.Join(escAll(p.Body), "<br /><br />"))
	}
	if len(ps) == 0 {
		h.WriteString(`<div id="msg" class="block">
	<h2><span>Info</span></h2>
	<div class="box">
		<div class="inbox">
		<p>Your search returned no hits.</p>
		<p><a href="javascript: history.go(-1)">Go back</a></p>
		</div>
	</div>
</div>
`)
	}
	fmt.Fprintf(&h, `

<div class="postlinksb">
	<div class="inbox">
		<p class="pagelink">%s</p>
		<div class="clearer"></div>
	</div>
</div>
`, pager)
	return h.String()
}

func (s djSkin) searchPostsControls(c *Ctx) string {
	return fmt.Sprintf(`
<dl id="searchlinks" class="conl">
	<dt><strong>Search links</strong></dt>
	<dd><a href="%s">Show recent posts</a></dd>
	<dd><a href="%s">Show unanswered posts</a></dd>
	
</dl>
`, c.Href("search/?action=show_24h"), c.Href("search/?action=show_unanswered"))
}

// searchForm is search_form.html.
func (s djSkin) searchForm(c *Ctx) string {
	var forums strings.Builder
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&forums, "\t\t\t\t\t\t\t<optgroup label=\"%s\">\n", Esc(cat.Name))
		for _, b := range cat.Boards {
			fmt.Fprintf(&forums, "\t\t\t\t\t\t\t\t<option value=\"%d\">%s</option>\n", b.ID, Esc(b.Name))
		}
		forums.WriteString("\t\t\t\t\t\t\t</optgroup>\n")
	}
	return fmt.Sprintf(`<div id="searchform" class="blockform">
	<h2><span>Search</span></h2>
	<div class="box">
		<form id="search" method="get" action="">
			<div class="inform">
                <input type="hidden" name="action" value="search" />
				<fieldset>
					<legend>Enter your search criteria</legend>
					<div class="infldset">
						<label class="conl">Keyword search<br /><input class="long" id="id_keywords" maxlength="100" name="keywords" type="text" /><br /></label>
						<label class="conl">Author search<br /><input class="long" id="id_author" maxlength="30" name="author" type="text" /><br /></label>
						<p class="clearb">To search by keyword, enter a term or terms to search for. Separate terms with spaces. To search by author enter the username of the author whose posts you wish to search for.</p>
					</div>
				</fieldset>
			</div>
			<div class="inform">
				<fieldset>
					<legend>Select where to search</legend>
					<div class="infldset">

						<label class="conl">Forum
						<br />
						<select id="forum" name="forum">
							<option value="0">All forums</option>
%s						</select>
						<br /></label>
						<label class="conl">Search in
						<br />
						<select id="id_search_in" name="search_in">
<option value="all" selected="selected">Message text and topic subject</option>
<option value="message">Message text only</option>
<option value="topic">Topic subject only</option>
</select>
						<br /></label>
						<p class="clearb">Choose in which forum you would like to search and if you want to search in topic subjects, message text or both.</p>
					</div>
				</fieldset>
			</div>
			<div class="inform">
				<fieldset>

					<legend>Select how to view search results</legend>
					<div class="infldset">
						<label class="conl">Sort by
						<br />
						<select id="id_sort_by" name="sort_by">
<option value="0" selected="selected">Post time</option>
<option value="1">Author</option>
<option value="2">Subject</option>
<option value="3">Forum</option>
</select>
						<br /></label>
						<label class="conl">Sort order
						<br />
						<select id="id_sort_dir" name="sort_dir">
<option value="ASC">Ascending</option>
<option value="DESC" selected="selected">Descending</option>
</select>

						<br /></label>
						<label class="conl">Show results as
						<br />
						<select id="id_show_as" name="show_as">
<option value="topics" selected="selected">Topics</option>
<option value="posts">Posts</option>
</select>
						<br /></label>
						<p class="clearb">You can choose how you wish to sort and show your results.</p>

					</div>
				</fieldset>
			</div>
			<p><input type="submit" value="Submit" accesskey="s" /></p>
		</form>
	</div>
</div>
`, forums.String())
}

// signin is django-authopenid's sign-in form in the forum's frame.
func (s djSkin) signin(c *Ctx) string {
	action := djSignin
	if next := c.Query.Get("next"); next != "" {
		action += "?next=" + djQuote(next)
	}
	return fmt.Sprintf(`<div class="blockform">
	<h2><span>Login</span></h2>
	<div class="box">
		<form id="login" method="post" action="%s">
			<div class="inform">
				<fieldset>
					<legend>Enter your username and password below</legend>
					<div class="infldset">
						<input type='hidden' name='csrfmiddlewaretoken' value='%016x%016x' />
						<label class="conl"><strong>Username</strong><br /><input id="id_username" maxlength="30" name="username" size="25" type="text" /><br /></label>
						<label class="conl"><strong>Password</strong><br /><input id="id_password" name="password" size="16" type="password" /><br /></label>
						<p class="clearb">If you have not registered or have forgotten your password click on the appropriate link below.</p>
						<p><a href="%s">Not registered yet?</a>&nbsp;&nbsp;
						<a href="%s">Forgotten your password?</a></p>
					</div>
				</fieldset>
			</div>
			<p><input type="submit" name="login" value="Login" /></p>
		</form>
	</div>
</div>
`, c.Href(action), Hash("csrf", c.Path), Hash("csrf2", c.RawQuery), c.Href(djSignup), c.Href("account/password/reset/"))
}

// signup is the registration form.
func (s djSkin) signup(c *Ctx) string {
	return fmt.Sprintf(`<div class="blockform">
	<h2><span>Register</span></h2>
	<div class="box">
		<form id="register" method="post" action="%s">
			<div class="inform">
				<fieldset>
					<legend>Please enter a username between 2 and 30 characters long</legend>
					<div class="infldset">
						<label><strong>Username</strong><br /><input id="id_username" maxlength="30" name="username" type="text" /><br /></label>
					</div>
				</fieldset>
			</div>
			<div class="inform">
				<fieldset>
					<legend>Please enter and confirm your password</legend>
					<div class="infldset">
						<label class="conl"><strong>Password</strong><br /><input id="id_password1" name="password1" type="password" /><br /></label>
						<label class="conl"><strong>Confirm password</strong><br /><input id="id_password2" name="password2" type="password" /><br /></label>
						<p class="clearb">Passwords can be between 4 and 16 characters long. Passwords are case sensitive.</p>
					</div>
				</fieldset>
			</div>
			<div class="inform">
				<fieldset>
					<legend>Enter a valid e-mail address</legend>
					<div class="infldset">
						<label><strong>E-mail</strong><br /><input id="id_email" maxlength="75" name="email" type="text" /><br /></label>
					</div>
				</fieldset>
			</div>
			<p><input type="submit" name="register" value="Register" /></p>
		</form>
	</div>
</div>
`, c.Href(djSignup))
}

// reset is the lost-password form.
func (s djSkin) reset(c *Ctx) string {
	return fmt.Sprintf(`<div class="blockform">
	<h2><span>Request password</span></h2>
	<div class="box">
		<form id="request_pass" method="post" action="%s">
			<div class="inform">
				<fieldset>
					<legend>Enter the e-mail address with which you registered</legend>
					<div class="infldset">
						<input id="id_email" maxlength="75" name="email" type="text" />
						<p>A new password together with a link to activate the new password will be sent to that address.</p>
					</div>
				</fieldset>
			</div>
			<p><input type="submit" value="Submit" /></p>
		</form>
	</div>
</div>
`, c.Href("account/password/reset/"))
}

// lofiFrame is lofi/base.html with its header.
func (s djSkin) lofiFrame(c *Ctx, content string) string {
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<head>
	<meta http-equiv="content-type" content="text/html; charset=UTF-8" />
	<meta name="robots" content="index,follow" />
	<link rel="stylesheet" type="text/css" href="%sdjangobb_forum/css/lofi/lofiscreen.css"  media="screen" />
	<link rel="stylesheet" type="text/css" href="%sdjangobb_forum/css/lofi/lofihandheld.css"  media="handheld" />
	<link rel="stylesheet" type="text/css" href="%sdjangobb_forum/css/lofi/lofiprint.css"  media="print" />
	<title>DjangoBB LoFi version</title>
</head>

<body>
	
<div id='djangobbwrapper'>
	<div class='djangobbnavsmall'>
   		<a href='%s'>Search</a> -
		<a href='%s'>User list</a>
	</div>
	
%s
<div id="copyright">Powered by <a href="http://djangobb.org/">DjangoBB</a></div>
</body>
</html>`, djStatic, djStatic, djStatic, c.Href("search/"), c.Href("users/"), content)
}

// lofiPager is lofi/pagination.html over paginate(): every page shown, a gap
// printed as the None it is; nothing when the page is out of range.
func (s djSkin) lofiPager(cur, total int) string {
	if cur < 1 || cur > total {
		return ""
	}
	var h strings.Builder
	for _, p := range djPages(cur, total) {
		n := "None"
		if p > 0 {
			n = strconv.Itoa(p)
		}
		fmt.Fprintf(&h, "\t<a href=\"?page=%s\">%s</a> \n", n, n)
	}
	return h.String()
}

const djLofiNote = `<div class='smalltext'>This is a "lo-fi" version of our main content. To view the full version with more information, formatting and images, please <a href='%s'>click here</a>.</div>
</div>
`

func (s djSkin) lofiIndex(c *Ctx) Response {
	var h strings.Builder
	fmt.Fprintf(&h, `<div id='largetext'>Full Version: <a href="%s">Root</a></div>
<div class='djangobbnav'>
	<a href="%s">Root</a>
</div>

<div id="djangobbcontent">
  <div class="forumwrap">
<ul>
`, c.Href(""), c.Href("lofi/"))
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, "<li><strong>%s</strong></li>\n<ul>\n", Esc(cat.Name))
		for _, b := range cat.Boards {
			fmt.Fprintf(&h, "\t\t<li><a href=\"%s\">%s</a> <span class=\"desc\">(%d posts)</span></li>\n", c.Href(fmt.Sprintf("%d/lofi/", b.ID)), Esc(b.Name), b.AllPosts())
		}
		h.WriteString("</ul>\n")
	}
	h.WriteString("</ul>\n</div>\n</div>\n")
	fmt.Fprintf(&h, djLofiNote, c.Href(""))
	return c.Page(Info{Type: TypeOther}, s.lofiFrame(c, h.String()))
}

func (s djSkin) lofiForum(c *Ctx, b *Board) Response {
	per := c.W.Shape.ThreadsPerPage
	page := djRequestPage(c)
	total := b.Pages(per)
	var h strings.Builder
	fmt.Fprintf(&h, `<div id='largetext'>Full Version: <a href="%s">%s</a></div>
<div class='djangobbnav'>
	<a href="%s">Root</a> &raquo; <a href="%s">%s</a>
</div>

<div class="djangobbpagespan">
%s</div>

  <div id="djangobbcontent">
  <div class="topicwrap">
<ol>
`, c.Href(s.BoardURL(b, 1)), Esc(b.Name), c.Href("lofi/"), c.Href(fmt.Sprintf("%d/lofi/", b.ID)), Esc(b.Name), s.lofiPager(page, total))
	if page >= 1 && page <= total {
		for _, t := range Page(b.Threads, page, per) {
			imp := ""
			if t.Sticky {
				imp = `<span style="color: red;"><strong>IMPORTANT:</strong></span>`
			}
			fmt.Fprintf(&h, "<li>%s<a href=\"%s\">%s</a> <span class=\"desc\">(%d replies)</span></li>\n", imp,
				c.Href(fmt.Sprintf("topic/%d/lofi/", djTab(c.W).topic[t])), Esc(t.Title), len(t.Posts)-1)
		}
	}
	h.WriteString("</ol>\n</div>\n</div>\n")
	fmt.Fprintf(&h, djLofiNote, c.Href(s.BoardURL(b, 1)))
	return c.Page(Info{Type: TypeOther}, s.lofiFrame(c, h.String()))
}

func (s djSkin) lofiTopic(c *Ctx, t *Thread) Response {
	d := djTab(c.W)
	per := c.W.Shape.PostsPerPage
	page := djRequestPage(c)
	total := t.Pages(per)
	T := d.topic[t]
	var h strings.Builder
	fmt.Fprintf(&h, `<div id='largetext'>Full Version: <a href="%s">%s</a></div>
<div class='djangobbnav'>
	<a href="%s">Root</a> &raquo; <a href="%s">%s</a> &raquo; <a href="%s">%s</a>
</div>


<div class="djangobbpagespan">
%s</div>

<div id='djangobbcontent'>
`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), c.Href("lofi/"), c.Href(fmt.Sprintf("%d/lofi/", t.Board.ID)), Esc(t.Board.Name),
		c.Href(fmt.Sprintf("topic/%d/lofi/", T)), Esc(t.Title), s.lofiPager(page, total))
	if page >= 1 && page <= total {
		for _, p := range Page(t.Posts, page, per) {
			fmt.Fprintf(&h, `		<div class='postwrapper'>
			<div class='posttopbar'>
			  <div class='postname'>%s</div>
			  <div class='postdate'>%s</div>
		 	</div>
			<div class='postcontent'>
				%s
			</div>
		</div>
`, Esc(p.Author.Name), djTime(c.W.Now, p.Time), strings.Join(escAll(p.Body), "<br /><br />"))
		}
	}
	h.WriteString("</div>\n</div>\n")
	fmt.Fprintf(&h, djLofiNote, c.Href(s.ThreadURL(t, 1)))
	return c.Page(Info{Type: TypeOther}, s.lofiFrame(c, h.String()))
}

// feed answers feeds/...: Django's Atom1Feed of the newest 15 posts (or topics); an unknown object 404s.
func (s djSkin) feed(c *Ctx, seg segments) (Response, bool) {
	d := djTab(c.W)
	var posts []*Post
	newest := func(keep func(*Post) bool) {
		for i := len(d.byPost) - 1; i >= 0 && len(posts) < djFeedItems; i-- {
			if p := d.byPost[i]; keep(p) {
				posts = append(posts, p)
			}
		}
	}
	id, _ := strconv.Atoi(seg.at(2))
	var title, link string
	switch {
	case len(seg) == 2 && seg[1] == "posts":
		title, link = "Latest posts on forum", ""
		newest(func(*Post) bool { return true })
	case len(seg) == 2 && seg[1] == "topics":
		var ts []*Thread
		for i := len(d.byTopic) - 1; i >= 0 && len(ts) < djFeedItems; i-- {
			ts = append(ts, d.byTopic[i])
		}
		return s.atom(c, "Latest topics on forum", "", c.Path, nil, ts), true
	case len(seg) == 3 && seg[1] == "topic" && djIsNum(seg[2]):
		t := d.topicByID(id)
		if t == nil {
			return s.notFound(c), true
		}
		title, link = "Latest posts on "+t.Title+" topic", s.ThreadURL(t, 1)
		newest(func(p *Post) bool { return p.Thread == t })
	case len(seg) == 3 && seg[1] == "forum" && djIsNum(seg[2]):
		b := c.W.Board(id)
		if b == nil {
			return s.notFound(c), true
		}
		title, link = "Latest posts on "+b.Name+" forum", s.BoardURL(b, 1)
		newest(func(p *Post) bool { return p.Thread.Board == b })
	case len(seg) == 3 && seg[1] == "category" && djIsNum(seg[2]):
		if id < 1 || id > len(c.W.Categories) {
			return s.notFound(c), true
		}
		cat := c.W.Categories[id-1]
		title, link = "Latest posts on "+cat.Name+" category", ""
		newest(func(p *Post) bool { return p.Thread.Board.Category == cat })
	default:
		return Response{}, false
	}
	return s.atom(c, title, link, c.Path, posts, nil), true
}

// atom is Django's Atom1Feed: entries link posts' permalinks, or topics.
func (s djSkin) atom(c *Ctx, title, link, self string, posts []*Post, topics []*Thread) Response {
	d := djTab(c.W)
	var b strings.Builder
	updated := c.W.Now
	if len(posts) > 0 {
		updated = posts[0].Time
	}
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="utf-8"?>
<feed xml:lang="en-us" xmlns="http://www.w3.org/2005/Atom"><title>%s</title><link href="%s" rel="alternate"></link><link href="%s" rel="self"></link><id>%s</id><updated>%s</updated>`,
		Esc(title), Esc(c.URL(link)), Esc(c.URL(self)), Esc(c.URL(link)), updated.Format(time3339))
	entry := func(title, href, author, id string, at time.Time, summary string) {
		fmt.Fprintf(&b, `<entry><title>%s</title><link href="%s" rel="alternate"></link><published>%s</published><updated>%s</updated><author><name>%s</name></author><id>%s</id><summary type="html">%s</summary></entry>`,
			Esc(title), Esc(c.URL(href)), at.Format(time3339), at.Format(time3339), Esc(author), id, Esc(summary))
	}
	for _, p := range posts {
		entry(p.Thread.Title, djPostURL(d, p), p.Author.Name, strconv.Itoa(d.post[p]), p.Time, strings.Join(p.Body, "<br />"))
	}
	for _, t := range topics {
		entry(t.Title, s.ThreadURL(t, 1), t.Author.Name, strconv.Itoa(d.topic[t]), t.Posts[0].Time, strings.Join(t.Posts[0].Body, "<br />"))
	}
	b.WriteString("</feed>")
	return Response{Status: http.StatusOK, ContentType: "application/atom+xml; charset=utf-8", Body: b.String(), Info: Info{Type: TypeOther}}
}
