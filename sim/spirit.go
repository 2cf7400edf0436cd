package sim

import (
	"fmt"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"focus/sim/text"
)

// Spirit 0.12 (nitely/Spirit, a Django forum) with its default theme, at the
// host root, no session ids (Django keeps guest sessions in cookies). Spirit
// has categories and one level of subcategories: each farm category is a
// top-level Spirit category and its boards are its subcategories, so no
// board has sub-boards. The install's own categories come first: "Private"
// (pk 1, the private-topic category, never shown) and "Uncategorized" (pk 2,
// empty); the farm's follow, each parent before its subcategories. Topic and
// comment ids run over the whole site in posting order. Spirit's defaults: 20
// topics and 20 comments a page. Topic lists use Spirit's "YT" paginator: up to
// seven page numbers around the current one and arrows, all as relative
// "?page=N" links; a topic uses Django's Paginator with "Page N of M", arrows,
// "First" and "Last". Page 1 is named "?page=1" by the arrows and "First".
// Lists and topics answer 404 past their last page, for page=0 and for what
// Python's int() does not read.
//
// The entry page is the home page, "/": Spirit's index (index_active), the
// latest active topics of every category, which the logo and the topic
// breadcrumb's "Main" link. /topic/active/ is the same view under its own name
// (the categories menu's "All Categories"): its first page is the entry page
// too, its later pages are the home page's. The home page's later pages are
// index pages of no board, as are a parent category's pages (the topics of
// all its subcategories) and Uncategorized's one empty page.
//
// Guests see little besides lists and topics: profiles, their topics, comments
// and likes tabs, search, unread and private topics, notifications, comment
// history, replying, quoting and creating topics are all login_required, a
// 302 to /user/login/?next=PATH. The header's "Log in" link names the page it
// is on, so each page has a login URL of its own; on the login page it names
// the login page, which names the previous one: endless, so the truth does not
// follow links from login pages. No feeds, print views or sort orders. Spirit
// prints no rel=canonical; each duplicate below names its canonical for the
// truth. A comment's permalink is /comment/ID/find/, a 302 to the topic page
// holding it with "#cN", N the comment's number in the topic (not its id); a
// guest meets it only in the share box (a text field) and the Twitter,
// Facebook and e-mail share links. The share box would hold an absolute URL;
// the farm's skins do not see the request's host, so it holds the path. URL
// scheme (paths end in "/"; without it Django's APPEND_SLASH answers 301 to
// the slashed path when that one exists):
//
//	"" (the mount), ?page=1                entry: the latest active topics, 20 a page, by last activity
//	?page=N                                later pages of the entry list (index, no board)
//	topic/active/[?page=N]                 the same view: the entry page, then the entry list's later pages
//	category/ID/SLUG/[?page=N]             a subcategory (a board: index), pinned topics first; a parent
//	                                       category the same over all its subcategories' topics (index, no board)
//	category/ID/, category/ID/WRONG/       301 to category/ID/SLUG/ (the query dropped)
//	category/                              the category list, linked from nowhere (index)
//	topic/ID/SLUG/[?page=N]                a topic, 20 comments a page (thread); ?page=1 duplicates page 1
//	topic/ID/, topic/ID/WRONG/             301 to topic/ID/SLUG/ (the query dropped)
//	comment/ID/find/                       302 to topic/ID/SLUG/[?page=P]#cN (labelled as the page it ends on)
//	topic/publish/[CAT/], comment/T/publish/[C/quote/], comment/history/C/, comment/flag/C/create/,
//	comment/like/C/create/, user/[ID/[SLUG/]], user/topics/ID/[SLUG/], user/likes/ID/[SLUG/], user/menu/,
//	search/, topic/unread/, topic/private/, topic/notification/   302 to user/login/?next=PATH (other)
//	user/login/?next=PATH                  the login form (other; a trap)
//	user/register/, user/password-reset/, user/resend-activation/   forms (other)
//	an unknown topic, category, comment or page   404 (Spirit's 404.html)
func spirit() *Package {
	return &Package{
		Name: "spirit", Software: "Spirit 0.12 (default theme)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, Threads: [2]int{12, 44},
			Posts: [2]int{1, 24}, LongThreadChance: 0.07, ThreadsPerPage: 20, PostsPerPage: 20, Users: 60,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 3299, Unseen: true,
		Skin: spSkin{},
	}
}

// spSkin renders Spirit's default theme.
type spSkin struct{}

const (
	spSite      = "Thornbury Commons"
	spSiteDesc  = "Conversations about hobbies, homes and the things we make."
	spUncatPK   = 2        // "Uncategorized": Spirit's migrations create it after "Private" (pk 1, never shown)
	spSlugMax   = 50       // AutoSlugField is a SlugField: max_length 50
	spPageRange = 3        // ST_YT_PAGINATOR_PAGE_RANGE
	spShareText = 140 - 24 // a tweet's room for the title beside the link
)

// spCat is one Spirit category: a farm category (parent), a farm board
// (subcategory), or the install's Uncategorized.
type spCat struct {
	id     int
	title  string
	slug   string
	desc   string
	cat    *Category // a parent category
	board  *Board    // a subcategory
	parent *spCat
	kids   []*spCat // subcategories, by title
	topics []*Thread
}

// spTables are what the skin derives from a world.
type spTables struct {
	topicID   map[*Thread]int
	byTopic   []*Thread
	commentID map[*Post]int
	byComment []*Post
	topicSlug map[*Thread]string
	userSlug  map[*User]string
	cats      map[int]*spCat
	ofCat     map[*Category]*spCat
	ofBoard   map[*Board]*spCat
	parents   []*spCat  // top-level categories by title, Uncategorized among them
	active    []*Thread // the home page's order: last activity first
}

func spTab(w *World) *spTables {
	return w.Derived("spirit", func() any {
		d := &spTables{topicID: map[*Thread]int{}, commentID: map[*Post]int{}, topicSlug: map[*Thread]string{},
			userSlug: map[*User]string{}, cats: map[int]*spCat{}, ofCat: map[*Category]*spCat{}, ofBoard: map[*Board]*spCat{}}
		d.byTopic = newestFirst(w.Threads)
		slices.Reverse(d.byTopic)
		for i, t := range d.byTopic {
			d.topicID[t] = i + 1
			d.topicSlug[t] = spSlug(t.Title)
		}
		d.byComment = slices.Clone(w.Posts)
		slices.SortStableFunc(d.byComment, func(a, b *Post) int { return a.Time.Compare(b.Time) })
		for i, p := range d.byComment {
			d.commentID[p] = i + 1
		}
		for _, u := range w.Users {
			d.userSlug[u] = spSlug(u.Name)
		}
		uncat := &spCat{id: spUncatPK, title: "Uncategorized", slug: "uncategorized"}
		d.cats[uncat.id] = uncat
		d.parents = append(d.parents, uncat)
		id := spUncatPK
		for _, cat := range w.Categories {
			id++
			pc := &spCat{id: id, title: cat.Name, slug: spSlug(cat.Name), cat: cat}
			d.cats[id], d.ofCat[cat] = pc, pc
			d.parents = append(d.parents, pc)
			// An admin names a category's subcategories apart.
			names := distinctNames(cat)
			for i, b := range cat.Boards {
				id++
				sc := &spCat{id: id, title: names[i], slug: spSlug(names[i]), desc: b.Description, board: b, parent: pc, topics: b.Threads}
				d.cats[id], d.ofBoard[b] = sc, sc
				pc.kids = append(pc.kids, sc)
				pc.topics = append(pc.topics, b.Threads...)
			}
			// for_category: the parent's topics and its subcategories', pinned first, then by last activity.
			pc.topics = stickyFirst(pc.topics, byLastPost, true)
			slices.SortStableFunc(pc.kids, spByTitle)
		}
		slices.SortStableFunc(d.parents, spByTitle)
		d.active = w.ThreadsByActivity()
		return d
	}).(*spTables)
}

// spByTitle is Category's ordering, title then pk, with case aside as
// PostgreSQL's default collation compares titles.
func spByTitle(a, b *spCat) int {
	if c := strings.Compare(strings.ToLower(a.title), strings.ToLower(b.title)); c != 0 {
		return c
	}
	if c := strings.Compare(a.title, b.title); c != 0 {
		return c
	}
	return a.id - b.id
}

func (d *spTables) topic(id int) *Thread {
	return byID(d.byTopic, id)
}

func (d *spTables) comment(id int) *Post {
	return byID(d.byComment, id)
}

// spSlug is Django's slugify with allow_unicode (ST_UNICODE_SLUGS, see
// djangoSlug), cut to the SlugField's 50 characters.
func spSlug(s string) string {
	sl := djangoSlug(s)
	if r := []rune(sl); len(r) > spSlugMax {
		sl = string(r[:spSlugMax])
	}
	return strings.Trim(sl, "-")
}

// spSlugOK is the URL patterns' [\w-]+.
func spSlugOK(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' {
			return false
		}
	}
	return true
}

// spNum is the URL patterns' [0-9]+, as a number.
func spNum(s string) (int, bool) {
	if s == "" || strings.TrimLeft(s, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		n = math.MaxInt
	}
	return n, true
}

// spPyInt reads a number as Python's int() does: spaces around, a sign,
// digits with single underscores between them.
func spPyInt(s string) (int, bool) {
	s = strings.TrimSpace(s)
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "" || s[0] == '_' || s[len(s)-1] == '_' || strings.Contains(s, "__") {
		return 0, false
	}
	digits := strings.ReplaceAll(s, "_", "")
	if strings.TrimLeft(digits, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	if err != nil {
		n = math.MaxInt
	}
	if neg {
		n = -n
	}
	return n, true
}

// spPage is request.GET.get('page', 1) as the paginators read it: the last
// page parameter, 1 when there is none; ok is false where they raise InvalidPage.
func spPage(c *Ctx) (int, bool) {
	vs, has := c.Query["page"]
	if !has || len(vs) == 0 {
		return 1, true
	}
	n, ok := spPyInt(vs[len(vs)-1])
	return n, ok && n >= 1
}

// spQuote is Python's urllib quote with safe="/", as Django's urlencode
// filter and redirect_to_login write the next parameter.
func spQuote(s string) string {
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

func (spSkin) Entry() string { return "" }

func spCatURL(sc *spCat, p int) string {
	u := fmt.Sprintf("category/%d/%s/", sc.id, sc.slug)
	if p > 1 {
		u += fmt.Sprintf("?page=%d", p)
	}
	return u
}

func (spSkin) BoardURL(b *Board, p int) string { return spCatURL(spTab(b.World).ofBoard[b], p) }

func (spSkin) ThreadURL(t *Thread, p int) string {
	d := spTab(t.Board.World)
	u := fmt.Sprintf("topic/%d/", d.topicID[t])
	if sl := d.topicSlug[t]; sl != "" {
		u += sl + "/"
	}
	if p > 1 {
		u += fmt.Sprintf("?page=%d", p)
	}
	return u
}

func (d *spTables) userURL(u *User) string {
	return fmt.Sprintf("user/%d/%s/", u.ID, d.userSlug[u])
}

// findURL is a comment's permalink.
func (d *spTables) findURL(p *Post) string { return fmt.Sprintf("comment/%d/find/", d.commentID[p]) }

// spHomeURL names page p of the home list: the entry page, then ?page=N.
func spHomeURL(p int) string {
	if p > 1 {
		return fmt.Sprintf("?page=%d", p)
	}
	return "/"
}

func spHomeInfo(p int) Info {
	if p > 1 {
		return Info{Type: TypeIndex, FPage: p, Canonical: spHomeURL(p)}
	}
	return Info{Type: TypeEntry, Canonical: "/"}
}

func (s spSkin) catInfo(sc *spCat, p int) Info {
	if sc.board != nil {
		return boardInfo(s, sc.board, p)
	}
	return Info{Type: TypeIndex, FPage: p, Canonical: spCatURL(sc, p)}
}

// Spirit's habits as a guest meets them.

// spClosed tells a closed topic: no Reply button, a lock before its title.
func spClosed(t *Thread) bool { return Hash("spclosed", t.ID)%25 == 0 }

// spEdits is how often a comment was edited; the history link shows the count.
func spEdits(p *Post) int {
	if Hash("spedit", p.ID)%11 != 0 {
		return 0
	}
	return 1 + int(Hash("spedits", p.ID)%3)
}

// spQuoted is the earlier comment a reply quotes (Spirit's "quote" puts it in
// a blockquote under a mention of its author), or nil.
func spQuoted(p *Post) *Post {
	if p.Index < 2 || Hash("spquote", p.ID)%8 != 0 {
		return nil
	}
	return p.Thread.Posts[p.Index-1-int(Hash("spquoted", p.ID)%2)]
}

// Serve routes as Django does (see djangoRoute).
func (s spSkin) Serve(c *Ctx) Response { return djangoRoute(c, s.route, s.notFound) }

// route answers a path ending in "/" (or the mount itself); ok is false when no URL pattern matches it.
func (s spSkin) route(c *Ctx) (Response, bool) {
	if c.Path == "" {
		return s.home(c), true
	}
	seg := segments(strings.Split(strings.TrimSuffix(c.Path, "/"), "/"))
	n := len(seg)
	_, num1 := spNum(seg.at(1))
	_, num2 := spNum(seg.at(2))
	wall := func() (Response, bool) { return s.wall(c), true }
	switch seg[0] {
	case "topic":
		switch {
		case n == 2 && seg[1] == "active":
			return s.home(c), true
		case n == 2 && (seg[1] == "publish" || seg[1] == "unread" || seg[1] == "private" || seg[1] == "notification"),
			n == 3 && (seg[1] == "publish" || seg[1] == "update") && num2:
			return wall()
		case n == 2 && num1:
			return s.topic(c, seg[1], ""), true
		case n == 3 && num1 && spSlugOK(seg[2]):
			return s.topic(c, seg[1], seg[2]), true
		}
	case "category":
		switch {
		case n == 1:
			return s.categories(c), true
		case n == 2 && num1:
			return s.category(c, seg[1], ""), true
		case n == 3 && num1 && spSlugOK(seg[2]):
			return s.category(c, seg[1], seg[2]), true
		}
	case "comment":
		switch {
		case n == 3 && num1 && seg[2] == "find":
			return s.find(c, seg[1]), true
		case n == 3 && num1 && seg[2] == "publish",
			n == 5 && num1 && seg[2] == "publish" && spIsNum(seg.at(3)) && seg[4] == "quote",
			n == 3 && seg[1] == "history" && num2,
			n == 4 && (seg[1] == "flag" || seg[1] == "like") && num2 && seg[3] == "create":
			return wall()
		}
	case "user":
		switch {
		case n == 1, n == 2 && (num1 || seg[1] == "menu" || seg[1] == "password-change" || seg[1] == "email-change"),
			n == 3 && num1 && spSlugOK(seg[2]),
			n == 3 && (seg[1] == "topics" || seg[1] == "likes") && num2,
			n == 4 && (seg[1] == "topics" || seg[1] == "likes") && num2 && spSlugOK(seg[3]):
			return wall()
		case n == 2 && seg[1] == "login":
			return s.login(c), true
		case n == 2 && seg[1] == "logout":
			// custom_logout sends a guest on to the login page.
			return c.Redirect("user/login/", Info{Type: TypeOther}), true
		case n == 2 && (seg[1] == "register" || seg[1] == "password-reset" || seg[1] == "resend-activation"):
			return s.authForm(c, seg[1]), true
		}
	case "search":
		if n == 1 {
			return wall()
		}
	}
	return Response{}, false
}

// spIsNum tells whether s matches [0-9]+.
func spIsNum(s string) bool { _, ok := spNum(s); return ok }

// spFullPath is request.get_full_path(): the path and the query as sent.
func spFullPath(c *Ctx) string {
	p := c.Pkg.Mount + c.Path
	if c.RawQuery != "" {
		p += "?" + c.RawQuery
	}
	return p
}

// wall is login_required: a 302 to the login form, the page asked for in next.
func (s spSkin) wall(c *Ctx) Response {
	return c.Redirect("user/login/?next="+spQuote(spFullPath(c)), Info{Type: TypeOther})
}

// notFound is Spirit's 404.html.
func (s spSkin) notFound(c *Ctx) Response {
	return c.NotFound(s.frame(c, "404", `
    <h1>
        Error 404: what you are looking for is gone... :(
    </h1>
`))
}

// home is index_active: every global category's topics by last activity.
func (s spSkin) home(c *Ctx) Response {
	d := spTab(c.W)
	page, ok := spPage(c)
	per := c.W.Shape.ThreadsPerPage
	if !ok || page > 1 && (page-1)*per >= len(d.active) {
		return s.notFound(c)
	}
	var h strings.Builder
	h.WriteString("  <div class=\"layout__article\">\n")
	h.WriteString(s.topBar(c, nil, d.parents))
	h.WriteString(s.topicList(c, d, Page(d.active, page, per), false))
	h.WriteString(s.ytPager(c, page, len(d.active), per))
	h.WriteString("  </div>\n")
	return c.Page(spHomeInfo(page), s.frame(c, "Latest active topics", h.String()))
}

// category is category's detail view: a slug check, then the topics.
func (s spSkin) category(c *Ctx, idStr, slug string) Response {
	d := spTab(c.W)
	id, _ := spNum(idStr)
	sc := d.cats[id]
	if sc == nil {
		return s.notFound(c)
	}
	if slug != sc.slug {
		return Response{Status: http.StatusMovedPermanently, Location: spCatURL(sc, 1), Info: s.catInfo(sc, 1)}
	}
	page, ok := spPage(c)
	per := c.W.Shape.ThreadsPerPage
	if !ok || page > 1 && (page-1)*per >= len(sc.topics) {
		return s.notFound(c)
	}
	var h strings.Builder
	h.WriteString("<div class=\"layout__article\">\n")
	h.WriteString(s.topBar(c, sc, sc.kids))
	h.WriteString(s.topicList(c, d, Page(sc.topics, page, per), true))
	h.WriteString(s.ytPager(c, page, len(sc.topics), per))
	h.WriteString("</div>\n")
	return c.Page(s.catInfo(sc, page), s.frame(c, sc.title, h.String()))
}

// categories is the category list at category/, which no template links.
func (s spSkin) categories(c *Ctx) Response {
	d := spTab(c.W)
	var h strings.Builder
	h.WriteString("  <div class=\"layout__article\">\n    <h1 class=\"headline\">Categories</h1>\n    <ul class=\"categories\">\n")
	for _, pc := range d.parents {
		fmt.Fprintf(&h, "      <li class=\"categories__category\"><a href=\"%s\">%s</a>\n", c.Href(spCatURL(pc, 1)), Esc(pc.title))
		if len(pc.kids) > 0 {
			h.WriteString("        <ul class=\"categories__subcategories\">\n")
			for _, sc := range pc.kids {
				fmt.Fprintf(&h, "          <li><a href=\"%s\">%s</a> <span class=\"categories__description\">%s</span></li>\n", c.Href(spCatURL(sc, 1)), Esc(sc.title), Esc(sc.desc))
			}
			h.WriteString("        </ul>\n")
		}
		h.WriteString("      </li>\n")
	}
	h.WriteString("    </ul>\n  </div>\n")
	return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: "category/"}, s.frame(c, "Categories", h.String()))
}

// topic is topic's detail view: a slug check, then a page of comments.
func (s spSkin) topic(c *Ctx, idStr, slug string) Response {
	d := spTab(c.W)
	id, _ := spNum(idStr)
	t := d.topic(id)
	if t == nil {
		return s.notFound(c)
	}
	if slug != d.topicSlug[t] {
		return Response{Status: http.StatusMovedPermanently, Location: s.ThreadURL(t, 1), Info: threadInfo(s, t, 1)}
	}
	page, ok := spPage(c)
	if !ok || page > t.Pages(c.W.Shape.PostsPerPage) {
		return s.notFound(c)
	}
	return c.Page(threadInfo(s, t, page), s.frame(c, t.Title, s.topicPage(c, d, t, page)))
}

// find is the comment permalink: a 302 to the topic page holding it, #c its number in the topic.
func (s spSkin) find(c *Ctx, idStr string) Response {
	d := spTab(c.W)
	id, _ := spNum(idStr)
	p := d.comment(id)
	if p == nil {
		return s.notFound(c)
	}
	t := p.Thread
	page := PageOf(p.Index, c.W.Shape.PostsPerPage)
	return c.Redirect(fmt.Sprintf("%s#c%d", s.ThreadURL(t, page), p.Index+1), threadInfo(s, t, page))
}

// frame is _base.html with _header.html and _footer.html around a page's content.
func (s spSkin) frame(c *Ctx, title, content string) string {
	var h strings.Builder
	st := c.Pkg.Mount + "static/spirit/"
	fmt.Fprintf(&h, `<!doctype html>
<html>
<head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">

  <title>%s - %s</title>
  <meta name="description" content="%s">
  <meta name="viewport" content="width=device-width, initial-scale=1">

  <link rel="stylesheet" href="%sstylesheets/styles.all.min.css">

  <script src="%sscripts/all.min.js"></script>

  <script>
    document.addEventListener('DOMContentLoaded', function() {
      stModules.tab(document.querySelectorAll('.js-tab'));
      stModules.postify(document.querySelectorAll('.js-post'), {
        csrfToken: "%s"
      });
      stModules.messages(document.querySelectorAll('.js-messages'));
      stModules.clickableArea({
        areaClass: '.js-clickable-area',
        targetColor: 'var(--st-text-link-hover)'
      });

    });
  </script>
`, Esc(title), spSite, spSiteDesc, st, st, spCSRF(c))
	h.WriteString(c.Styles(16))
	h.WriteString(c.Scripts(8))
	fmt.Fprintf(&h, `</head>

<body>
<div class="spirit_wrapper">
  <div class="spirit_custom_header">
    
  </div>
  <div class="spirit">
    <div class="layout">
      

<header class="layout__header js-tabs-container">
  <div class="header__logo_wrapper">
    
      <a class="header__logo" href="%s"
      >%s</a>
    
  </div>
  
    <a class="header__login"
      href="%s"
    >Log in</a>
  

  
</header>

%s
      
<footer class="layout__footer"><a class="footer__logo" href="https://www.spirit-project.com">Spirit</a></footer>


    </div>
  </div>
  <div class="spirit_custom_footer">
    
  </div>
</div>
</body>

</html>
`, c.Href(""), spSite, c.Href("user/login/?next="+spQuote(spFullPath(c))), content)
	return h.String()
}

// spCSRF is a page's CSRF token, as forms and the postify script carry it:
// Django's 64 masked alphanumerics (fixed per URL here, for determinism).
func spCSRF(c *Ctx) string {
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	b := make([]byte, 64)
	for i := range b {
		b[i] = alnum[Hash("spcsrf", c.Path, c.RawQuery, i)%uint64(len(alnum))]
	}
	return string(b)
}

// topBar is _top_bar.html: the categories menu (a parent's subcategories, or
// the top-level categories) and Create Topic.
func (s spSkin) topBar(c *Ctx, cur *spCat, menu []*spCat) string {
	var h strings.Builder
	name, publish := "All Categories", "topic/publish/"
	if cur != nil {
		name, publish = Esc(cur.title), fmt.Sprintf("topic/publish/%d/", cur.id)
	}
	fmt.Fprintf(&h, `
<div class="layout__menu">
  <div class="menu__dropdown js-tabs-container">
    <div class="menu__dropdown_button">
      
        <a
          class="dropdown_button js-tab"
          href="#"
          data-related=".js-categories-content"
        >%s <i class="fa fa-chevron-down"></i></a>
      
    </div>
    <div class="menu_list_wrapper js-tab-content js-categories-content" style="display: none;">
      <ul class="menu_list">`, name)
	for _, sc := range menu {
		fmt.Fprintf(&h, `<li><a class="menu_list__link" href="%s"
            >%s</a></li>`, c.Href(spCatURL(sc, 1)), Esc(sc.title))
	}
	if cur != nil && cur.parent != nil {
		fmt.Fprintf(&h, `<li><a class="menu_list__link" href="%s"
            >All Subcategories</a></li>`, c.Href(spCatURL(cur.parent, 1)))
	} else {
		fmt.Fprintf(&h, `<li><a class="menu_list__link" href="%s"
            >All Categories</a></li>`, c.Href("topic/active/"))
	}
	fmt.Fprintf(&h, `</ul>
    </div>
  </div>
  <div class="menu__new_topic">
    
      <a class="button" href="%s"
      >Create Topic</a>
    
  </div>
</div>

`, c.Href(publish))
	return h.String()
}

// topicList is topic/_render_list.html. On a category page each row names the
// topic's own category; on the home page its top-level one.
func (s spSkin) topicList(c *Ctx, d *spTables, ts []*Thread, showSub bool) string {
	var h strings.Builder
	h.WriteString("\n\n<div class=\"layout__topics\">\n")
	for _, t := range ts {
		sc := d.ofBoard[t.Board]
		if !showSub {
			sc = sc.parent
		}
		icons := ""
		if t.Sticky {
			icons += "\n          <i class=\"fa fa-thumb-tack\"></i>\n        "
		}
		if spClosed(t) {
			icons += "\n          <i class=\"fa fa-lock\"></i>\n        "
		}
		last := t.LastPost().Time
		fmt.Fprintf(&h, `    <div class="layout__topics__topic js-clickable-area">
      <div class="topic__title">
        %s
        <a
          class="topic__link js-clickable-area-target"
          href="%s"
        >%s</a>
      </div>
      <div class="topic__category">
        
          <a
            
            href="%s"
          >%s</a>
        
      </div>
      <div class="topic__comments">
        <i class="fa fa-comment"
        ></i> %d
      </div>
      <div class="topic__date" title="%s">
        <i class="fa fa-clock-o"
        ></i> %s
      </div>
    </div>
`, icons, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), c.Href(spCatURL(sc, 1)), Esc(sc.title), len(t.Posts),
			spDateTime(last), spNatural(c.W.Now, last))
	}
	if len(ts) == 0 {
		h.WriteString("    <p>There are no topics here, yet</p>\n")
	}
	h.WriteString(`</div>

<script>
  document.addEventListener('DOMContentLoaded', function() {
    // .is_new depends on js (bookmarks)
    document.querySelectorAll('.js-comment-is-new')
      .forEach(function(elm) {
        elm.classList.add('is-new');
      });
  });
</script>

`)
	return h.String()
}

// spExtraQuery is render_paginator's extra_query: the request's other
// parameters, in their order, after the page.
func spExtraQuery(c *Ctx) string {
	var out []string
	for _, kv := range strings.Split(c.RawQuery, "&") {
		k, v, _ := strings.Cut(kv, "=")
		key, err1 := url.QueryUnescape(k)
		val, err2 := url.QueryUnescape(v)
		if kv == "" || err1 != nil || err2 != nil || key == "page" {
			continue
		}
		out = append(out, url.QueryEscape(key)+"="+url.QueryEscape(val))
	}
	if len(out) == 0 {
		return ""
	}
	return "&" + strings.Join(out, "&")
}

// ytPager is _yt_paginator.html: YTPage counts at most seven pages ahead of
// the current one and shows up to seven numbers around it.
func (s spSkin) ytPager(c *Ctx, page, total, per int) string {
	maxPages := spPageRange*2 + 1
	offset := (page - 1) * per
	count := min(max(0, total-offset), per*maxPages)
	numPages := 0
	if count > 0 {
		numPages = page - 1 + (count+per-1)/per
	}
	extra := Esc(spExtraQuery(c))
	var h strings.Builder
	h.WriteString("\n\n<ul class=\"paginator\">\n  ")
	if numPages == 1 {
		h.WriteString("\n  <li class=\"paginator__pages\">Page 1 of 1</li>\n  ")
	} else {
		if page > 1 {
			fmt.Fprintf(&h, "\n    <li class=\"paginator__button\"><a href=\"?page=%d%s\"><i class=\"fa fa-chevron-left\"></i></a></li>\n  ", page-1, extra)
		}
		first, last := page-spPageRange, page+spPageRange
		last = max(last, maxPages)
		last = min(last, numPages)
		if last-first < maxPages {
			first = last - maxPages + 1
		}
		first = max(first, 1)
		for n := first; n <= last; n++ {
			if n == page {
				fmt.Fprintf(&h, "\n  \n    <li class=\"paginator__button\"><span>%d</span></li>\n  \n\n  ", n)
			} else {
				fmt.Fprintf(&h, "\n  \n    <li class=\"paginator__button\"><a href=\"?page=%d%s\">%d</a></li>\n  \n\n  ", n, extra, n)
			}
		}
		if page < numPages {
			fmt.Fprintf(&h, "\n    <li class=\"paginator__button\"><a href=\"?page=%d%s\"><i class=\"fa fa-chevron-right\"></i></a></li>\n  ", page+1, extra)
		}
	}
	h.WriteString("\n</ul>\n\n")
	return h.String()
}

// pager is _paginator.html for Django's Page: "Page N of M", then the next
// and Last arrows on page 1, First and the previous arrow on the last page,
// both arrows between.
func (s spSkin) pager(c *Ctx, page, total int) string {
	extra := Esc(spExtraQuery(c))
	link := func(n int, label string) string {
		return fmt.Sprintf(`<li class="paginator__button"><a href="?page=%d%s">%s</a></li>`, n, extra, label)
	}
	next, prev := `<i class="fa fa-chevron-right"></i>`, `<i class="fa fa-chevron-left"></i>`
	var h strings.Builder
	fmt.Fprintf(&h, `<ul class="paginator"><li class="paginator__pages">Page %d of %d</li>`, page, total)
	switch {
	case total <= 1:
	case page == 1:
		h.WriteString(link(2, next) + link(total, "Last "+next))
	case page == total:
		h.WriteString(link(1, prev+" First") + link(page-1, prev))
	default:
		h.WriteString(link(page-1, prev) + link(page+1, next))
	}
	h.WriteString("</ul>")
	return h.String()
}

// topicPage is topic/detail.html: the breadcrumb, the heading, the page's
// comments, the paginator and, for a guest, the Reply button.
func (s spSkin) topicPage(c *Ctx, d *spTables, t *Thread, page int) string {
	sc := d.ofBoard[t.Board]
	var h strings.Builder
	fmt.Fprintf(&h, `  <div class="layout__article">
    <ul class="breadcrumb_nav"><li><a href="%s"
        >Main</a><i class="fa fa-chevron-right"></i></li><li><a href="%s"
          >%s</a
          ><i class="fa fa-chevron-right"></i></li><li><a href="%s"
        >%s</a></li></ul>

    <h1 class="headline">
      `, c.Href(""), c.Href(spCatURL(sc.parent, 1)), Esc(sc.parent.title), c.Href(spCatURL(sc, 1)), Esc(sc.title))
	if t.Sticky {
		h.WriteString("\n        <i class=\"fa fa-thumb-tack\"></i>\n      ")
	}
	if spClosed(t) {
		h.WriteString("\n        <i class=\"fa fa-lock\"></i>\n      ")
	}
	fmt.Fprintf(&h, "\n\n      %s\n\n      \n    </h1>\n    \n\n    ", Esc(t.Title))
	h.WriteString(s.comments(c, d, t, page))
	reply := ""
	if !spClosed(t) {
		reply = fmt.Sprintf(`
          <a
            class="button"
            href="%s"
          >Reply</a>
        `, c.Href(fmt.Sprintf("comment/%d/publish/", d.topicID[t])))
	}
	fmt.Fprintf(&h, `

    <div class="comments__footer_menu">
      <div class="comments__footer_menu__paginator">
        %s
      </div>
      <div class="comments__footer_menu__notify">
        %s
      </div>
    </div>

    

    

  </div>
`, s.pager(c, page, t.Pages(c.W.Shape.PostsPerPage)), reply)
	return h.String()
}

// comments is comment/_render_list.html as a guest sees it: each comment
// anchored c<number>, its author's profile link, the edit-history link of an
// edited comment, the date, the text and the share box.
func (s spSkin) comments(c *Ctx, d *spTables, t *Thread, page int) string {
	var h strings.Builder
	h.WriteString("\n\n<div class=\"comments_list\">\n  ")
	for _, p := range Page(t.Posts, page, c.W.Shape.PostsPerPage) {
		u := p.Author
		pk, num := d.commentID[p], p.Index+1
		badges := ""
		if u.ID == 1 {
			badges += `<i class="fa fa-shield is-admin" title="Admin"></i>`
		}
		if u == t.Author {
			badges += `<i class="fa fa-microphone is-owner" title="Original Poster"></i>`
		}
		history := ""
		if n := spEdits(p); n > 0 {
			history = fmt.Sprintf(`<li><a href="%s"
            ><i class="fa fa-pencil"></i> %d</a></li>`, c.Href(fmt.Sprintf("comment/history/%d/", pk)), n)
		}
		share := d.findURL(p)
		shareAbs := c.URL(share)
		fmt.Fprintf(&h, `
  <div
    class="comments_list__comment js-comment"
    id="c%d"
    data-number="%d"
    data-pk="%d"
  >
    <div class="comment__img">
      
  <div
    class="comment__img__avatar no-pic"
    style="background-color:hsl(%d, 75%%, 25%%);"
  >%s</div>

    </div>
    <div class="comment__info">
      <div class="comment__info__username"><a class="comment__info__username__link" href="%s"><span>%s</span>%s</a><div class="comment__info__username__realname"></div></div>
      <ul class="comment__info__date js-move-comment-checkbox-list">%s<li title="%s">%s</li></ul>
    </div>
    <div class="comment__text js-comment-text">
      %s
    </div>
    <div class="comment__footer js-tabs-container">
      <ul class="comment__actions"><li><a class="js-tab" href="#" data-related=".js-share-%d"
        ><i class="fa fa-share-alt"></i> share</a></li></ul>

      <div class="comment__footer__share js-tab-content js-share-%d" style="display: none;">
        
          <input
            class="comment__footer__share__url"
            type="text"
            value="%s" />
          <ul class="comment__footer__share__menu"><li><a href="%s" target="_blank"
              ><i class="fa fa-twitter"></i> Twitter</a></li><li><a href="%s" target="_blank"
              ><i class="fa fa-facebook"></i> Facebook</a></li><li><a href="%s"
              ><i class="fa fa-envelope"></i> Email</a></li></ul>
        
      </div>
    </div>

  </div>
  `, num, num, pk, (u.ID%37)*10, spInitial(u.Name), c.Href(d.userURL(u)), Esc(u.Name), badges, history,
			spDateTime(p.Time), spNatural(c.W.Now, p.Time), s.commentHTML(c, d, p), pk, pk, Esc(shareAbs),
			Esc(spTwitter(shareAbs, t.Title)), Esc(spFacebook(shareAbs, t.Title)), Esc(spMail(shareAbs, t.Title)))
	}
	h.WriteString(`
</div>

<script>

  document.addEventListener('DOMContentLoaded', function() {

    

    stModules.blockquoteExpand(
      document.querySelectorAll('.js-comment-text > blockquote'));

    hljs.initHighlightingOnLoad();

  });

</script>
`)
	return h.String()
}

// spInitial is the default avatar's letter: the nickname's first, upper-cased.
func spInitial(name string) string {
	r, _ := utf8.DecodeRuneInString(name)
	return Esc(string(unicode.ToUpper(r)))
}

// commentHTML is a comment's rendered markdown: paragraphs, a quote of an
// earlier comment under a mention of its author.
func (s spSkin) commentHTML(c *Ctx, d *spTables, p *Post) string {
	var h strings.Builder
	if q := spQuoted(p); q != nil {
		fmt.Fprintf(&h, "<blockquote>\n<p><a class=\"comment-mention\" rel=\"nofollow\" href=\"%s\">@%s</a> said:<br>\n%s</p>\n</blockquote>\n",
			c.Href(d.userURL(q.Author)), Esc(q.Author.Name), Esc(q.Body[0]))
	}
	for _, para := range p.Body {
		h.WriteString("<p>" + Esc(para) + "</p>\n")
	}
	return h.String()
}

// Share links, as social_share.py builds them (urlencode is quote_plus).

func spTwitter(u, title string) string {
	if len(title)+24 > 140 {
		title = title[:spShareText-3] + "..."
	}
	return "https://twitter.com/share?url=" + url.QueryEscape(u) + "&text=" + url.QueryEscape(title)
}

func spFacebook(u, title string) string {
	return "https://www.facebook.com/sharer/sharer.php?u=" + url.QueryEscape(u) + "&t=" + url.QueryEscape(title)
}

func spMail(u, title string) string {
	return "mailto:?body=" + url.QueryEscape(u) + "&subject=" + url.QueryEscape(title) + "&to="
}

// Dates: Django's DATETIME_FORMAT "N j, Y, P" in titles, Spirit's
// shortnaturaltime ("now", "12s", "5m", "3h", "4 Mar", "4 Mar '25") in text.

var spMonthsAP = [...]string{"Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."}

func spDateTime(t time.Time) string {
	return fmt.Sprintf("%s %d, %d, %s", spMonthsAP[t.Month()-1], t.Day(), t.Year(), djangoTimeP(t))
}

func spNatural(now, t time.Time) string {
	if t.After(now) {
		return t.Format("2 Jan '06")
	}
	d := now.Sub(t)
	switch {
	case d >= 24*time.Hour && now.Year() == t.Year():
		return t.Format("2 Jan")
	case d >= 24*time.Hour:
		return t.Format("2 Jan '06")
	case d < time.Second:
		return "now"
	case d < time.Minute:
		return fmt.Sprintf("%ds", int(d.Seconds()))
	case d < time.Hour:
		return fmt.Sprintf("%dm", int(d.Minutes()))
	}
	return fmt.Sprintf("%dh", int(d.Hours()))
}

// login is user/auth/login.html; its header's Log in link names the login page itself.
func (s spSkin) login(c *Ctx) Response {
	next := c.Query.Get("next")
	hidden := ""
	if next != "" {
		hidden = fmt.Sprintf(`<input type="hidden" name="next" value="%s" />`, Esc(next))
	}
	body := fmt.Sprintf(`  <div class="layout__article">
    <h1 class="headline">Login</h1>

    <div class="login">
      <form action="." method="post">
        <input type="hidden" name="csrfmiddlewaretoken" value="%s">
        %s


    <div class="field">
        <label for="id_username">Username or Email:</label>
        
        <input type="text" name="username" autofocus autocapitalize="none" autocomplete="username" maxlength="254" required id="id_username">
        
    </div>

    <div class="field">
        <label for="id_password">Password:</label>
        
        <input type="password" name="password" autocomplete="current-password" required id="id_password">
        
    </div>

        <input class="button" type="submit" name="post" value="Login" />
      </form>
    </div>

    <div class="login__links">
      <a class="login__links__link" href="%s"
      >Create an account</a>
      <a class="login__links__link" href="%s"
      >I don't know my password</a>
      <a class="login__links__link" href="%s"
      >Resend activation email</a>
    </div>
  </div>
`, spCSRF(c), hidden, c.Href("user/register/"), c.Href("user/password-reset/"), c.Href("user/resend-activation/"))
	return c.Page(Info{Type: TypeOther, Trap: true}, s.frame(c, "Login", body))
}

// authForm is the register, password-reset and resend-activation forms.
func (s spSkin) authForm(c *Ctx, which string) Response {
	type field struct{ id, label, typ string }
	title, button := "Register", "Register"
	fields := []field{{"username", "Username:", "text"}, {"email", "Email:", "email"}, {"password", "Password:", "password"}}
	switch which {
	case "password-reset":
		title, button = "Password reset", "Send email"
		fields = []field{{"email", "Email:", "email"}}
	case "resend-activation":
		title, button = "Resend activation email", "Resend activation email"
		fields = []field{{"email", "Email:", "email"}}
	}
	var h strings.Builder
	fmt.Fprintf(&h, "  <div class=\"layout__article\">\n    <h1 class=\"headline\">%s</h1>\n\n    <div class=\"login\">\n      <form action=\".\" method=\"post\">\n        <input type=\"hidden\" name=\"csrfmiddlewaretoken\" value=\"%s\">\n", title, spCSRF(c))
	for _, f := range fields {
		fmt.Fprintf(&h, "\n    <div class=\"field\">\n        <label for=\"id_%s\">%s</label>\n        \n        <input type=\"%s\" name=\"%s\" required id=\"id_%s\">\n        \n    </div>\n", f.id, f.label, f.typ, f.id, f.id)
	}
	fmt.Fprintf(&h, "\n        <input class=\"button\" type=\"submit\" name=\"post\" value=\"%s\" />\n      </form>\n    </div>\n  </div>\n", button)
	return c.Page(Info{Type: TypeOther}, s.frame(c, title, h.String()))
}
