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

// Question2Answer 1.8 with its default SnowFlat theme, neat URLs on, at the
// host root, as a guest sees it. Categories are on (flat, one level) and the
// admin has added "All Activity" to the main navigation, as many Q2A sites do.
// A board is a category, a thread a question (Posts[0]) and its answers
// (Posts[1:]). Questions, answers and comments share one id space (a post's id
// is Post.ID*3, its comments the next two ids), as Q2A's qa_posts does.
// Comments (on answers only: comment_on_qs is off by default) are derived
// from the world, not posts of it. Every link is relative to the page, as
// qa_path_to_root() makes them ("./questions" on the home page,
// "../questions" on a question). Pagination is offset-based, ?start=N, and
// its "1" and "prev" links carry ?start=0, so every first page is also linked
// under a second URL. Answers are shown 10 a page (page_size_q_as' default),
// the selected answer first (show_selected_first), the rest oldest first
// (sort_answers_by=created); the question heads every page and counts as the
// first post of page 1. Lists show 20 questions a page (page_size_qs,
// page_size_tag_qs, page_size_una_qs). List and question pages print
// <link rel="canonical">: the request without its parameters but start.
// URL scheme:
//
//	""                                   entry: recent questions and answers (20, unpaged)
//	questions[?start=N]                  all questions, newest first, 20 a page (index)
//	questions?sort=hot|votes|answers|views[&start=N]  sort variants (index; canonical questions[?start=N])
//	questions/CAT[?start=N]              a category's questions (index; ?sort= is ignored there)
//	CAT, activity, activity/CAT          recent questions, answers, comments (index, unpaged)
//	unanswered[/CAT][?by=selected|upvotes][&start=N]   unanswered lists (index; canonical drops by)
//	hot                                  hot questions, unpaged (index; not linked: nav_hot is off)
//	tag/TAG[?start=N]                    questions with a tag (index)
//	ID/slug[?start=N]                    question, its answers and comments (thread)
//	ID/slug?show=AID#aAID, ?show=CID#cCID   answer and comment permalinks: the page holding the post
//	ID, ID/other-slug                    302 to ID/slug (the query dropped)
//	tags[?start=N], categories, users[?start=N]        other
//	user/NAME, user/NAME/{wall,activity,questions,answers}[?start=N]   other
//	login?to=, register?to=, forgot, ask, feedback, search?q=[&start=N], ip/ADDR   other
//	feed/{questions,qa,activity,unanswered}[/CAT].rss, feed/tag/TAG.rss   RSS (other)
//
// Q2A ships no robots.txt.
func q2a() *Package {
	return &Package{
		Name: "q2a", Software: "Question2Answer 1.8 (SnowFlat)", Kind: QA,
		Shape: Shape{Categories: 1, BoardsPerCategory: [2]int{6, 9}, SubBoardChance: 0, Threads: [2]int{22, 48},
			Posts: [2]int{1, 12}, LongThreadChance: 0.08, ThreadsPerPage: 20, PostsPerPage: 10, Users: 120,
			Lang: text.English, Opinion: 0.2},
		Mount: "/", Seed: 3163, Unseen: true,
		Skin: qaSkin{},
	}
}

// qaSkin renders Question2Answer.
type qaSkin struct{}

const (
	qaSite      = "Workbench Q&A"
	qaSiteHTML  = "Workbench Q&amp;A"
	qaVersion   = "1.8.8"
	qaPerList   = 20 // page_size_home, page_size_activity, page_size_hot_qs
	qaPerTags   = 30 // page_size_tags
	qaPerUsers  = 30 // page_size_users
	qaPerSearch = 10 // page_size_search
	qaPerWall   = 10 // page_size_wall
)

// qaReserved are the first path parts Q2A's router claims: no category slug takes them.
var qaReserved = []string{"account", "activity", "admin", "answers", "ask", "categories", "comments", "confirm", "favorites", "feed",
	"feedback", "forgot", "hot", "ip", "login", "logout", "messages", "message", "questions", "register", "reset", "search", "tag",
	"tags", "unanswered", "unsubscribe", "updates", "user", "users"}

// qaData is what the skin derives from a world.
type qaData struct {
	slug     map[*Board]string
	bySlug   map[string]*Board
	byHandle map[string]*User
	qs, as   map[*User][]*Post // newest first
	tags     []string          // most used first
	tagCount map[string]int
}

func qaTab(w *World) *qaData {
	return w.Derived("q2a", func() any {
		d := &qaData{slug: map[*Board]string{}, bySlug: map[string]*Board{}, byHandle: map[string]*User{},
			qs: map[*User][]*Post{}, as: map[*User][]*Post{}, tagCount: map[string]int{}}
		for _, b := range w.Boards {
			s := boardSlug(b, false)
			for n := 2; slices.Contains(qaReserved, s) || d.bySlug[s] != nil; n++ {
				s = fmt.Sprintf("%s-%d", boardSlug(b, false), n)
			}
			d.slug[b], d.bySlug[s] = s, b
		}
		for _, u := range w.Users {
			d.byHandle[u.Name] = u
		}
		for i := len(w.Posts) - 1; i >= 0; i-- {
			p := w.Posts[i]
			if p.Index == 0 {
				d.qs[p.Author] = append(d.qs[p.Author], p)
			} else {
				d.as[p.Author] = append(d.as[p.Author], p)
			}
		}
		for _, t := range w.Threads {
			for _, g := range t.Tags {
				d.tagCount[g]++
			}
		}
		d.tags = w.Tags()
		slices.SortStableFunc(d.tags, func(a, b string) int { return d.tagCount[b] - d.tagCount[a] })
		return d
	}).(*qaData)
}

func (qaSkin) Entry() string { return "" }

// qaPaged is a list request with its start offset for page p; page 1 has none.
func qaPaged(req string, p, per int) string {
	if p <= 1 {
		return req
	}
	sep := "?"
	if strings.Contains(req, "?") {
		sep = "&"
	}
	return fmt.Sprintf("%s%sstart=%d", req, sep, (p-1)*per)
}

func (qaSkin) BoardURL(b *Board, p int) string {
	return qaPaged("questions/"+qaTab(b.World).slug[b], p, b.World.Shape.ThreadsPerPage)
}

func (qaSkin) ThreadURL(t *Thread, p int) string {
	return qaPaged(qaQReq(t), p, t.Board.World.Shape.PostsPerPage)
}

// qaID is a post's public id; a comment of it takes the next ids.
func qaID(p *Post) int { return p.ID * 3 }

// qaQReq is qa_q_request: the question's id and its title slug, cut to q_urls_title_length (50).
func qaQReq(t *Thread) string {
	s := slugOr(t.Title, "question")
	if len(s) > 50 {
		s = s[:50]
		if i := strings.LastIndexByte(s, '-'); i > 0 {
			s = s[:i]
		}
	}
	return fmt.Sprintf("%d/%s", qaID(t.Posts[0]), s)
}

// qaShow is qa_q_path with a post to show: ?show=ID#aID or #cID.
func qaShow(t *Thread, id int, kind string) string {
	return fmt.Sprintf("%s?show=%d#%s%d", qaQReq(t), id, kind, id)
}

// qaComment is a comment on an answer.
type qaComment struct {
	id     int
	parent *Post
	author *User
	at     time.Time
	text   string
}

// qaComments are an answer's comments, none to two.
func qaComments(p *Post) []qaComment {
	if p.Index == 0 {
		return nil
	}
	n := [...]int{0, 0, 0, 0, 0, 0, 1, 1, 1, 2}[Hash("q2a-c", p.ID)%10]
	w := p.Thread.Board.World
	var out []qaComment
	for i := range n {
		at := p.Time.Add(time.Duration(20+Hash("q2a-ct", p.ID, i)%2400) * time.Minute * time.Duration(i+1))
		if !at.Before(w.Now) {
			at = w.Now.Add(-time.Duration(n-i) * time.Hour)
		}
		src := pick(p.Thread.Posts, "q2a-cs", p.ID, i)
		s := src.Body[0]
		if j := strings.IndexAny(s, ".?!"); j > 0 {
			s = s[:j+1]
		}
		out = append(out, qaComment{id: qaID(p) + 1 + i, parent: p, author: pick(w.Users, "q2a-cu", p.ID, i), at: at, text: s})
	}
	return out
}

// qaFind resolves a public id to its post, or to the answer a comment is on.
func qaFind(w *World, id int) (p *Post, comment *qaComment) {
	if id <= 0 {
		return nil, nil
	}
	p = w.Post(id / 3)
	if p == nil || id%3 == 0 {
		return p, nil
	}
	cs := qaComments(p)
	if i := id%3 - 1; i < len(cs) {
		return p, &cs[i]
	}
	return nil, nil
}

// qaSelected is a question's selected (best) answer, or nil.
func qaSelected(t *Thread) *Post {
	if len(t.Posts) < 2 || Hash("q2a-sel", t.ID)%3 != 0 {
		return nil
	}
	return t.Posts[1+int(Hash("q2a-selp", t.ID)%uint64(len(t.Posts)-1))]
}

// qaOrder is a question's posts as its pages show them: the question, the
// selected answer, then the other answers oldest first.
func qaOrder(t *Thread) []*Post {
	sel := qaSelected(t)
	out := []*Post{t.Posts[0]}
	if sel != nil {
		out = append(out, sel)
	}
	for _, p := range t.Posts[1:] {
		if p != sel {
			out = append(out, p)
		}
	}
	return out
}

func qaPageOf(p *Post, per int) int { return PageOf(slices.Index(qaOrder(p.Thread), p), per) }

// qaVotes is a post's net vote count.
func qaVotes(p *Post) int {
	if p.Index == 0 {
		return int(Hash("q2a-vq", p.ID)%14) - 2
	}
	return int(Hash("q2a-va", p.ID)%9) - 1
}

func qaPoints(u *User) int { return 100 + u.Posts*21 + int(Hash("q2a-pts", u.ID)%700) }

// qaNumber is qa_format_number compacted, as lists show points: 1.2k.
func qaNumber(n int) string {
	if n < 1000 {
		return strconv.Itoa(n)
	}
	return strconv.FormatFloat(float64(n)/1000, 'f', 1, 64) + "k"
}

// qaWhen is qa_when_to_html: "3 days ago" within show_full_date_days (7), else a date.
func qaWhen(now, t time.Time, cls string) string {
	if d := now.Sub(t); d < 7*24*time.Hour {
		ago := strings.TrimSuffix(Ago(now, t), " ago")
		return fmt.Sprintf(`<span class="%s-when-data"><time itemprop="dateCreated" datetime="%s" title="%s">%s</time></span><span class="%s-when-pad"> ago</span>`,
			cls, t.Format("2006-01-02T15:04:05-0700"), t.Format("2006-01-02T15:04:05-0700"), ago, cls)
	}
	layout := "Jan 2"
	if t.Year() != now.Year() {
		layout = "Jan 2, 2006"
	}
	return fmt.Sprintf(`<span class="%s-when-data"><time itemprop="dateCreated" datetime="%s" title="%s">%s</time></span>`,
		cls, t.Format("2006-01-02T15:04:05-0700"), t.Format("2006-01-02T15:04:05-0700"), t.Format(layout))
}

// qaRoot is qa_path_to_root(): the relative way back to the site root from the request.
func qaRoot(c *Ctx) string {
	if n := strings.Count(c.Path, "/"); n > 0 {
		return strings.Repeat("../", n)
	}
	return "./"
}

// href is a root-relative request as the page links it.
func (qaSkin) href(c *Ctx, rel string) string { return Esc(qaRoot(c) + rel) }

// to is the page's ?to= value for the login and register links: the request and its query.
// On the login and register pages it passes their own ?to= on, so a guest can
// switch between the two without losing the page to return to.
func (qaSkin) to(c *Ctx) string {
	if c.Path == "login" || c.Path == "register" {
		return url.QueryEscape(c.Query.Get("to"))
	}
	to := c.Path
	if c.RawQuery != "" {
		to += "?" + c.Query.Encode()
	}
	return url.QueryEscape(to)
}

func (qaSkin) userURL(u *User) string { return "user/" + url.PathEscape(u.Name) }

// qaStart is qa_get_start().
func qaStart(c *Ctx) int { return max(0, c.Int("start")) }

// qaPage is what the theme lays out around a page's main part.
type qaPage struct {
	title     string // the <title> and the h1
	h1        string // the h1's HTML when it differs from the title
	template  string // qa-template-... body class
	nav       string // selected main navigation item
	canonical string // root-relative request, "" for none
	sub       string // sub-navigation HTML
	catNav    string // category navigation HTML for the side panel
	widgets   string // side panel widgets
	feed      [2]string
	main      string
}

func (s qaSkin) Serve(c *Ctx) Response {
	d := qaTab(c.W)
	other := Info{Type: TypeOther}
	parts := strings.Split(c.Path, "/")
	first := parts[0]
	if first != "" && first[0] >= '0' && first[0] <= '9' {
		return s.question(c, parts)
	}
	switch {
	case c.Path == "":
		return c.Page(Info{Type: TypeEntry}, s.recent(c, nil, "qa"))
	case first == "questions" && len(parts) <= 2:
		var b *Board
		if len(parts) == 2 {
			if b = d.bySlug[parts[1]]; b == nil {
				return s.notFound(c)
			}
		}
		return s.questions(c, b)
	case first == "unanswered" && len(parts) <= 2:
		var b *Board
		if len(parts) == 2 {
			if b = d.bySlug[parts[1]]; b == nil {
				return s.notFound(c)
			}
		}
		return s.unanswered(c, b)
	case first == "activity" && len(parts) <= 2:
		var b *Board
		if len(parts) == 2 {
			if b = d.bySlug[parts[1]]; b == nil {
				return s.notFound(c)
			}
		}
		return c.Page(Info{Type: TypeIndex, FID: qaFID(b), FPage: 1, Canonical: c.Path}, s.recent(c, b, "activity"))
	case c.Path == "hot":
		return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: "hot"}, s.hot(c))
	case first == "tag" && len(parts) == 2 && parts[1] != "":
		return s.tagged(c, parts[1])
	case first == "user" && len(parts) >= 2 && len(parts) <= 3:
		u := d.byHandle[parts[1]]
		if u == nil {
			return s.message(c, 404, "User not found", "User not found")
		}
		tab := ""
		if len(parts) == 3 {
			tab = parts[2]
		}
		return s.user(c, u, tab)
	case first == "feed" && len(parts) >= 2:
		return s.feed(c, strings.Join(parts[1:], "/"))
	case first == "ip" && len(parts) == 2:
		return s.message(c, 200, "IP address "+Esc(parts[1]), "You do not have permission to perform this operation")
	}
	switch c.Path {
	case "tags":
		return s.tags(c)
	case "categories":
		return c.Page(other, s.frame(c, s.categories(c)))
	case "users":
		return s.users(c)
	case "search":
		return c.Page(other, s.frame(c, s.search(c)))
	case "login", "register", "forgot", "ask", "feedback":
		return c.Page(other, s.frame(c, s.form(c, c.Path)))
	}
	// default.php: a category's recent questions and answers, else not found.
	if b := d.bySlug[c.Path]; b != nil {
		return c.Page(Info{Type: TypeIndex, FID: b.ID, FPage: 1, Canonical: c.Path}, s.recent(c, b, "qa"))
	}
	return s.notFound(c)
}

func qaFID(b *Board) int {
	if b == nil {
		return 0
	}
	return b.ID
}

func (s qaSkin) notFound(c *Ctx) Response {
	return s.message(c, http.StatusNotFound, "Page not found", "Page not found")
}

// message is a page with only a title and a notice: errors, permissions.
func (s qaSkin) message(c *Ctx, status int, title, msg string) Response {
	body := s.frame(c, qaPage{title: title, template: "not-found",
		main: fmt.Sprintf(`<div class="qa-error">%s</div>
<div class="qa-suggest-next">Try <a href="%s">browsing all questions</a> or <a href="%s">popular tags</a>.</div>`, msg, s.href(c, "questions"), s.href(c, "tags"))})
	return Response{Status: status, Body: body, Info: Info{Type: TypeOther}}
}

// frame is SnowFlat's page: the top bar with the guest login form, the main
// navigation, the search bar, the main part, the side panel and the footer.
func (s qaSkin) frame(c *Ctx, pg qaPage) string {
	var h strings.Builder
	title := pg.title
	if c.Path != "" {
		title += " - " + qaSiteHTML
	} else {
		title = qaSiteHTML
	}
	canon := ""
	if pg.canonical != "" || c.Path == "" {
		canon = fmt.Sprintf(`<link rel="canonical" href="%s">`+"\n", Esc(c.URL(pg.canonical)))
	}
	feed := ""
	if pg.feed[0] != "" {
		feed = fmt.Sprintf(`<link rel="alternate" type="application/rss+xml" href="%s" title="%s">`+"\n", s.href(c, pg.feed[0]), pg.feed[1])
	}
	root := qaRoot(c)
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html>
<!-- Powered by Question2Answer - http://www.question2answer.org/ -->
<head>
<meta charset="utf-8">
<title>%s</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="%sqa-theme/SnowFlat/qa-styles.css?%s">
%s%s<link rel="search" type="application/opensearchdescription+xml" title="%s" href="%sopensearch.xml">
%s<script>
var qa_root = '%s';
var qa_request = '%s';
</script>
<script src="%sqa-content/jquery-3.5.1.min.js"></script>
<script src="%sqa-content/qa-global.js?%s"></script>
<script src="%sqa-theme/SnowFlat/js/snow-core.js?%s"></script>
</head>
<body class="qa-template-%s qa-theme-snowflat qa-body-js-off">
<script>
var b = document.getElementsByTagName('body')[0];
b.className = b.className.replace('qa-body-js-off', 'qa-body-js-on');
</script>
<div id="qam-topbar" class="clearfix">
<div class="qam-main-nav-wrapper clearfix">
<div class="sb-toggle-left qam-menu-toggle"><i class="icon-th-list"></i></div>
<div class="qam-account-items-wrapper">
<div id="qam-account-toggle" class="qam-logged-out">
<i class="icon-key qam-auth-key"></i>
<div class="qam-account-tick"></div>
</div>
<div class="qam-account-items clearfix">
<form action="%s" method="post">
<input type="text" name="emailhandle" dir="auto" placeholder="Email or Username">
<input type="password" name="password" dir="auto" placeholder="Password">
<div><input type="checkbox" name="remember" id="qam-rememberme" value="1">
<label for="qam-rememberme">Remember</label></div>
<input type="hidden" name="code" value="0-%d-%x">
<input type="submit" value="Login" class="qa-form-tall-button qa-form-tall-button-login" name="dologin">
</form>
<div class="qa-nav-user">
<ul class="qa-nav-user-list">
<li class="qa-nav-user-item qa-nav-user-register">
<a href="%s" class="qa-nav-user-link">Register</a>
</li>
</ul>
<div class="qa-nav-user-clear">
</div>
</div>
</div> <!-- END qam-account-items -->
</div> <!-- END qam-account-items-wrapper -->
<div class="qa-logo">
<a href="%s" class="qa-logo-link" title="%s">%s</a>
</div>
<div class="qa-nav-main">
<ul class="qa-nav-main-list">
`, title, root, qaVersion, canon, c.Styles(6), qaSiteHTML, root, feed, root, Esc(c.Path),
		root, root, qaVersion, root, qaVersion, pg.template,
		s.href(c, "login?to="+s.to(c)), c.W.Now.Unix(), Hash("q2a-code", c.Path),
		s.href(c, "register?to="+s.to(c)), s.href(c, ""), qaSiteHTML, qaSiteHTML)
	for _, n := range [][3]string{{"activity", "activity", "All Activity"}, {"questions", "questions", "Questions"},
		{"unanswered", "unanswered", "Unanswered"}, {"tag", "tags", "Tags"}, {"categories", "categories", "Categories"},
		{"user", "users", "Users"}, {"ask", "ask", "Ask a Question"}} {
		sel := ""
		if n[0] == pg.nav {
			sel = " qa-nav-main-selected"
		}
		fmt.Fprintf(&h, "<li class=\"qa-nav-main-item qa-nav-main-%s\">\n<a href=\"%s\" class=\"qa-nav-main-link%s\">%s</a>\n</li>\n", n[0], s.href(c, n[1]), sel, n[2])
	}
	fmt.Fprintf(&h, `</ul>
<div class="qa-nav-main-clear">
</div>
</div>
</div> <!-- END qam-main-nav-wrapper -->
</div> <!-- END qam-topbar -->
<div class="qam-ask-search-box"><div class="qam-ask-mobile"><a href="%s" class="turquoise">Ask a Question</a></div><div class="qam-search-mobile turquoise" id="qam-search-mobile"></div></div>
<div class="qam-search turquoise the-top" id="the-top-search">
<div class="qa-search">
<form method="get" action="%s">
<input type="text" placeholder="Search..." name="q" value="" class="qa-search-field">
<input type="submit" value="Search" class="qa-search-button">
</form>
</div>
</div>
<div class="qa-body-wrapper">
<div class="qa-main-wrapper">
<div class="qa-main">
<div class="qa-main-heading">
<h1>
%s
</h1>
</div>
%s%s
</div> <!-- END qa-main -->
<div id="qam-sidepanel-toggle"><i class="icon-left-open-big"></i></div>
<div class="qa-sidepanel" id="qam-sidepanel-mobile">
<div class="qa-sidebar">
Welcome to %s, where you can ask questions and receive answers from other members of the community.
</div>
%s%s`, s.href(c, "ask"), s.href(c, "search"), map[bool]string{true: pg.h1, false: pg.title}[pg.h1 != ""], pg.sub, pg.main, qaSiteHTML, pg.catNav, pg.widgets)
	if pg.feed[0] != "" {
		fmt.Fprintf(&h, `<div class="qam-feed-wrapper">
<div class="qa-feed">
<a href="%s" class="qa-feed-link">%s</a>
</div>
</div>
`, s.href(c, pg.feed[0]), pg.feed[1])
	}
	fmt.Fprintf(&h, `</div> <!-- qa-sidepanel -->
</div> <!-- END main-wrapper -->
</div> <!-- END body-wrapper -->
<div class="qam-footer-box">
<div class="qam-footer-row">
</div> <!-- END qam-footer-row -->
<div class="qa-footer">
<div class="qa-nav-footer">
<ul class="qa-nav-footer-list">
<li class="qa-nav-footer-item qa-nav-footer-feedback">
<a href="%s" class="qa-nav-footer-link">Send feedback</a>
</li>
</ul>
<div class="qa-nav-footer-clear">
</div>
</div>
<div class="qa-attribution">
<a href="https://github.com/q2a/question2answer/tree/dev/qa-theme/SnowFlat">SnowFlat Theme</a> by <a href="http://www.q2amarket.com">Q2A Market</a>
</div>
<div class="qa-attribution">
Powered by <a href="http://www.question2answer.org/">Question2Answer</a>
</div>
<div class="qa-footer-clear">
</div>
</div> <!-- END qa-footer -->
</div> <!-- END qam-footer-box -->
<div style="position:absolute;overflow:hidden;clip:rect(0 0 0 0);height:0;width:0;margin:0;padding:0;border:0;">
<span id="qa-waiting-template" class="qa-waiting">...</span>
</div>
%s</body>
</html>
`, s.href(c, "feedback"), c.Scripts(4))
	return h.String()
}

// pageLinks is qa_html_page_links: 1, three either side of the current page,
// the last, prev and next; every link carries start, 0 for the first page.
func (s qaSkin) pageLinks(c *Ctx, req string, cur, total, per int, anchor string) string {
	if total <= 1 {
		return ""
	}
	keys := map[int]bool{1: true, total: true}
	for p := max(2, min(cur, total)-3); p <= min(cur+3, total); p++ {
		keys[p] = true
	}
	link := func(p int, cls, label string) string {
		sep := "?"
		if strings.Contains(req, "?") {
			sep = "&"
		}
		return fmt.Sprintf(`<a href="%s" class="%s">%s</a>`, s.href(c, fmt.Sprintf("%s%sstart=%d%s", req, sep, (p-1)*per, anchor)), cls, label)
	}
	var h strings.Builder
	h.WriteString("<div class=\"qa-page-links\">\n<ul class=\"qa-page-links-list\">\n")
	item := func(x string) { fmt.Fprintf(&h, "<li class=\"qa-page-links-item\">\n%s\n</li>\n", x) }
	if cur > 1 {
		item(link(cur-1, "qa-page-prev", "&laquo; prev"))
	}
	for p := 1; p <= total; p++ {
		if !keys[p] {
			continue
		}
		if p == cur {
			item(fmt.Sprintf(`<span class="qa-page-selected">%d</span>`, p))
		} else {
			item(link(p, "qa-page-link", strconv.Itoa(p)))
		}
		if p < total && !keys[p+1] {
			item(`<span class="qa-page-ellipsis">...</span>`)
		}
	}
	if cur < total {
		item(link(cur+1, "qa-page-next", "next &raquo;"))
	}
	h.WriteString("</ul>\n<div class=\"qa-page-links-clear\">\n</div>\n</div>\n")
	return h.String()
}

// subNav is a sub-navigation list: items of key, request, label; sel selected.
func (s qaSkin) subNav(c *Ctx, sel string, items ...[3]string) string {
	var h strings.Builder
	h.WriteString("<div class=\"qa-nav-sub\">\n<ul class=\"qa-nav-sub-list\">\n")
	for _, it := range items {
		cls := ""
		if it[0] == sel {
			cls = " qa-nav-sub-selected"
		}
		fmt.Fprintf(&h, "<li class=\"qa-nav-sub-item qa-nav-sub-%s\">\n<a href=\"%s\" class=\"qa-nav-sub-link%s\">%s</a>\n</li>\n", it[0], s.href(c, it[1]), cls, it[2])
	}
	h.WriteString("</ul>\n<div class=\"qa-nav-sub-clear\">\n</div>\n</div>\n")
	return h.String()
}

// catNav is qa_category_navigation: "All categories" and each category with its count, under prefix.
func (s qaSkin) catNav(c *Ctx, prefix string, cur *Board) string {
	d := qaTab(c.W)
	var h strings.Builder
	sel := func(on bool) string {
		if on {
			return " qa-nav-cat-selected"
		}
		return ""
	}
	fmt.Fprintf(&h, "<div class=\"qa-nav-cat\">\n<ul class=\"qa-nav-cat-list qa-nav-cat-list-1\">\n<li class=\"qa-nav-cat-item qa-nav-cat-all\">\n<a href=\"%s\" class=\"qa-nav-cat-link%s\">All categories</a>\n</li>\n",
		s.href(c, strings.TrimSuffix(prefix, "/")), sel(cur == nil))
	for _, b := range c.W.Boards {
		fmt.Fprintf(&h, "<li class=\"qa-nav-cat-item qa-nav-cat-%s\">\n<a href=\"%s\" class=\"qa-nav-cat-link%s\" title=\"%s\">%s</a>\n<span class=\"qa-nav-cat-note\">(%d)</span>\n</li>\n",
			d.slug[b], s.href(c, prefix+d.slug[b]), sel(cur == b), Esc(b.Description), Esc(b.Name), len(b.Threads))
	}
	h.WriteString("</ul>\n<div class=\"qa-nav-cat-clear\">\n</div>\n</div>\n")
	return h.String()
}

// voting is the net vote box; guests may click, and are then asked to log in.
func voting(kind string, id, votes int) string {
	return fmt.Sprintf(`<div class="qa-voting qa-voting-net" id="voting_%d">
<div class="qa-vote-buttons qa-vote-buttons-net">
<button title="Click to vote up" name="vote_%d_1_%s%d" onclick="return qa_vote_click(this);" type="submit" class="qa-vote-first-button qa-vote-up-button">+</button>
<button title="Click to vote down" name="vote_%d_-1_%s%d" onclick="return qa_vote_click(this);" type="submit" class="qa-vote-second-button qa-vote-down-button">&ndash;</button>
</div>
<div class="qa-vote-count qa-vote-count-net">
<span class="qa-netvote-count">
<span class="qa-netvote-count-data">%d</span><span class="qa-netvote-count-pad"> votes</span>
</span>
</div>
<div class="qa-vote-clear">
</div>
</div>
`, id, id, kind, id, id, kind, id, votes)
}

// who is a post's author with points.
func (s qaSkin) who(c *Ctx, cls string, u *User) string {
	return fmt.Sprintf(`<span class="%s-who">
<span class="%s-who-pad">by </span>
<span class="%s-who-data"><span itemprop="author" itemscope itemtype="https://schema.org/Person"><a href="%s" class="qa-user-link" itemprop="name">%s</a></span></span>
<span class="%s-who-points">
<span class="%s-who-points-pad">(</span><span class="%s-who-points-data">%s</span><span class="%s-who-points-pad"> points)</span>
</span>
</span>`, cls, cls, cls, s.href(c, s.userURL(u)), Esc(u.Name), cls, cls, cls, qaNumber(qaPoints(u)), cls)
}

func (s qaSkin) tagList(c *Ctx, cls string, t *Thread) string {
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"%s-tags\">\n<ul class=\"%s-tag-list\">\n", cls, cls)
	for _, g := range t.Tags {
		fmt.Fprintf(&h, "<li class=\"%s-tag-item\"><a href=\"%s\" rel=\"tag\" class=\"qa-tag-link\">%s</a></li>\n", cls, s.href(c, "tag/"+url.PathEscape(g)), Esc(g))
	}
	h.WriteString("</ul>\n</div>\n")
	return h.String()
}

// qaItem is one row of a question list: the question and the event it is listed for.
type qaItem struct {
	t    *Thread
	what string // asked, answered, commented
	link string // the what-link's request, "" for none
	who  *User
	at   time.Time
}

func qaAsked(t *Thread) qaItem {
	return qaItem{t: t, what: "asked", who: t.Author, at: t.Posts[0].Time}
}

// qaLatest is a question's latest event: its newest answer or, with comments, a comment on it.
func qaLatest(t *Thread, comments bool) qaItem {
	last := t.LastPost()
	if last.Index == 0 {
		return qaAsked(t)
	}
	it := qaItem{t: t, what: "answered", link: qaShow(t, qaID(last), "a"), who: last.Author, at: last.Time}
	if comments {
		for _, cm := range qaComments(last) {
			if cm.at.After(it.at) {
				it = qaItem{t: t, what: "commented", link: qaShow(t, cm.id, "c"), who: cm.author, at: cm.at}
			}
		}
	}
	return it
}

// qList is the question list; catPrefix is where category links lead.
func (s qaSkin) qList(c *Ctx, items []qaItem, catPrefix string) string {
	d := qaTab(c.W)
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"qa-part-q-list\">\n<form method=\"post\" action=\"%s\">\n<div class=\"qa-q-list\">\n", Esc(qaRoot(c)+c.Path))
	for _, it := range items {
		t := it.t
		q := t.Posts[0]
		n := len(t.Posts) - 1
		acls := ""
		switch {
		case qaSelected(t) != nil:
			acls = " qa-a-count-selected"
		case n == 0:
			acls = " qa-a-count-zero"
		}
		what := fmt.Sprintf(`<span class="qa-q-item-what">%s</span>`, it.what)
		if it.link != "" {
			what = fmt.Sprintf(`<a href="%s" class="qa-q-item-what">%s</a>`, s.href(c, it.link), it.what)
		}
		fmt.Fprintf(&h, `<div class="qa-q-list-item" id="q%d">
<div class="qa-q-item-stats">
%s<span class="qa-a-count%s">
<span class="qa-a-count-data">%d</span><span class="qa-a-count-pad"> %s</span>
</span>
</div>
<div class="qa-q-item-main">
<div class="qa-q-item-title">
<a href="%s">%s</a>
</div>
<span class="qa-q-item-avatar-meta">
<span class="qa-q-item-meta">
%s
<span class="qa-q-item-when">
%s
</span>
<span class="qa-q-item-where">
<span class="qa-q-item-where-pad">in </span><span class="qa-q-item-where-data"><a href="%s" class="qa-category-link">%s</a></span>
</span>
%s
</span>
</span>
%s</div>
<div class="qa-q-item-clear">
</div>
</div> <!-- END qa-q-list-item -->
`, qaID(q), voting("q", qaID(q), qaVotes(q)), acls, n, map[bool]string{true: "answer", false: "answers"}[n == 1],
			s.href(c, qaQReq(t)), Esc(t.Title), what, qaWhen(c.W.Now, it.at, "qa-q-item"),
			s.href(c, catPrefix+d.slug[t.Board]), Esc(t.Board.Name), s.who(c, "qa-q-item", it.who), s.tagList(c, "qa-q-item", t))
	}
	fmt.Fprintf(&h, "</div> <!-- END qa-q-list -->\n<div class=\"qa-q-list-form\">\n<input name=\"code\" type=\"hidden\" value=\"0-%d-%x\">\n</div>\n</form>\n</div>\n", c.W.Now.Unix(), Hash("q2a-vote", c.Path))
	return h.String()
}

// listPage frames a question list with its page links or, with none, the suggestion line.
func (s qaSkin) listPage(c *Ctx, pg qaPage, items []qaItem, catPrefix, links, suggest string) string {
	if len(items) == 0 {
		pg.main = `<div class="qa-part-q-list"><div class="qa-q-list"></div></div>`
	} else {
		pg.main = s.qList(c, items, catPrefix)
	}
	if links != "" {
		pg.main += `<div class="qa-part-page-links">` + "\n" + links + "</div>\n"
	} else {
		pg.main += `<div class="qa-suggest-next">` + "\n" + suggest + "\n</div>\n"
	}
	return s.frame(c, pg)
}

func qaItems(ts []*Thread, ev func(*Thread) qaItem) []qaItem {
	out := make([]qaItem, len(ts))
	for i, t := range ts {
		out[i] = ev(t)
	}
	return out
}

// recent is default.php and activity.php: the newest events, questions and
// answers (feed "qa") or comments too (feed "activity"), of the site or of a category.
func (s qaSkin) recent(c *Ctx, b *Board, kind string) string {
	d := qaTab(c.W)
	ts := c.W.Threads
	if b != nil {
		ts = b.Threads
	}
	items := qaItems(ts, func(t *Thread) qaItem { return qaLatest(t, kind == "activity") })
	slices.SortStableFunc(items, func(a, b qaItem) int { return b.at.Compare(a.at) })
	items = items[:min(qaPerList, len(items))]
	prefix, title, nav, feedLabel := "", "Recent questions and answers", "", "Recent questions and answers"
	if kind == "activity" {
		prefix, title, nav, feedLabel = "activity/", "Recent activity", "activity", "Recent activity"
	}
	feed := "feed/" + kind + ".rss"
	more := `To see more, click for the <a href="` + s.href(c, "questions") + `">full list of questions</a> or <a href="` + s.href(c, "tags") + `">popular tags</a>.`
	if b != nil {
		title += " in " + Esc(b.Name)
		feedLabel = title
		feed = "feed/" + kind + "/" + d.slug[b] + ".rss"
		more = `To see more, click for all the <a href="` + s.href(c, "questions/"+d.slug[b]) + `">questions in this category</a>.`
	}
	pg := qaPage{title: title, template: map[bool]string{true: "qa", false: "activity"}[kind == "qa"], nav: nav,
		canonical: c.Path, catNav: s.catNav(c, prefix, b), feed: [2]string{feed, feedLabel}}
	return s.listPage(c, pg, items, prefix, "", more)
}

// questions is questions.php: the newest questions, sorted variants, or a category's.
func (s qaSkin) questions(c *Ctx, b *Board) Response {
	d := qaTab(c.W)
	per := c.W.Shape.ThreadsPerPage
	ts := newestFirst(c.W.Threads)
	sort := c.Query.Get("sort")
	req := "questions"
	if b != nil {
		ts = newestFirst(b.Threads)
		req += "/" + d.slug[b]
		sort = "" // without QA_ALLOW_UNINDEXED_QUERIES a category's list is never sorted
	}
	title := "Recent questions"
	switch sort {
	case "hot":
		ts, title = qaHot(ts), "Hot questions"
	case "votes":
		ts, title = qaSorted(ts, func(t *Thread) int { return qaVotes(t.Posts[0]) }), "Highest voted questions"
	case "answers":
		ts, title = qaSorted(ts, func(t *Thread) int { return len(t.Posts) }), "Most answered questions"
	case "views":
		ts, title = qaSorted(ts, func(t *Thread) int { return t.Views }), "Most viewed questions"
	default:
		sort = ""
	}
	if b != nil {
		title += " in " + Esc(b.Name)
	}
	start := qaStart(c)
	page := start/per + 1
	total := pageCount(len(ts), per)
	if page > total {
		return c.Page(Info{Type: TypeOther}, s.frame(c, qaPage{title: "No questions found", template: "questions", nav: "questions", main: `<div class="qa-q-list"></div>`}))
	}
	info := Info{Type: TypeIndex, FID: qaFID(b), FPage: page, Canonical: qaPaged(req, page, per)}
	pg := qaPage{title: title, template: "questions", nav: "questions", canonical: info.Canonical}
	linkReq, prefix := req, "questions/"
	if sort != "" {
		linkReq += "?sort=" + sort
		prefix = ""
	} else {
		pg.catNav = s.catNav(c, "questions/", b)
		pg.feed = [2]string{"feed/" + req + ".rss", title}
	}
	if b == nil {
		pg.sub = s.subNav(c, map[bool]string{true: "recent", false: sort}[sort == ""],
			[3]string{"recent", "questions", "Recent"}, [3]string{"hot", "questions?sort=hot", "Hot!"},
			[3]string{"votes", "questions?sort=votes", "Most votes"}, [3]string{"answers", "questions?sort=answers", "Most answers"},
			[3]string{"views", "questions?sort=views", "Most views"})
	}
	items := qaItems(Page(ts, page, per), qaAsked)
	return c.Page(info, s.listPage(c, pg, items, prefix, s.pageLinks(c, linkReq, page, total, per, ""), ""))
}

// qaSorted is ts by key, highest first, newest first among equals.
func qaSorted(ts []*Thread, key func(*Thread) int) []*Thread {
	out := slices.Clone(ts)
	slices.SortStableFunc(out, func(a, b *Thread) int { return key(b) - key(a) })
	return out
}

// qaHot orders by Q2A's hotness: recent activity, answers, views and votes.
func qaHot(ts []*Thread) []*Thread {
	return qaSorted(ts, func(t *Thread) int {
		return int(t.LastPost().Time.Unix()/3600) + 40*len(t.Posts) + t.Views/10 + 30*qaVotes(t.Posts[0])
	})
}

func (s qaSkin) hot(c *Ctx) string {
	items := qaItems(qaHot(c.W.Threads)[:min(qaPerList, len(c.W.Threads))], qaAsked)
	pg := qaPage{title: "Hot questions", template: "hot", canonical: "hot"}
	return s.listPage(c, pg, items, "", "", `To see more, click for the <a href="`+s.href(c, "questions")+`">full list of questions</a> or <a href="`+s.href(c, "tags")+`">popular tags</a>.`)
}

// unanswered is unanswered.php: questions with no answer, no selected answer or no upvoted answer.
func (s qaSkin) unanswered(c *Ctx, b *Board) Response {
	d := qaTab(c.W)
	per := c.W.Shape.ThreadsPerPage
	by := c.Query.Get("by")
	ts := c.W.Threads
	req := "unanswered"
	if b != nil {
		ts, req, by = b.Threads, req+"/"+d.slug[b], ""
	}
	keep, title := func(t *Thread) bool { return len(t.Posts) == 1 }, "Questions without answers"
	switch by {
	case "selected":
		keep, title = func(t *Thread) bool { return qaSelected(t) == nil }, "Questions without a selected answer"
	case "upvotes":
		keep = func(t *Thread) bool {
			return !slices.ContainsFunc(t.Posts[1:], func(p *Post) bool { return qaVotes(p) > 0 })
		}
		title = "Questions without an upvoted answer"
	default:
		by = ""
	}
	if b != nil {
		title += " in " + Esc(b.Name)
	}
	ts = newestFirst(slices.DeleteFunc(slices.Clone(ts), func(t *Thread) bool { return !keep(t) }))
	start := qaStart(c)
	page := start/per + 1
	total := pageCount(len(ts), per)
	if page > total {
		return c.Page(Info{Type: TypeOther}, s.frame(c, qaPage{title: "No unanswered questions found", template: "unanswered", nav: "unanswered", main: `<div class="qa-q-list"></div>`}))
	}
	info := Info{Type: TypeIndex, FID: qaFID(b), FPage: page, Canonical: qaPaged(req, page, per)}
	pg := qaPage{title: title, template: "unanswered", nav: "unanswered", canonical: info.Canonical,
		catNav: s.catNav(c, "unanswered/", b)}
	links := ""
	linkReq := req
	if by != "" {
		linkReq += "?by=" + by
	}
	if b == nil {
		// The site caches its unanswered counts; a category's are unknown, so its list has no page links.
		links = s.pageLinks(c, linkReq, page, total, per, "")
		pg.feed = [2]string{"feed/unanswered.rss", title}
		pg.sub = s.subNav(c, map[bool]string{true: "by-answers", false: "by-" + by}[by == ""],
			[3]string{"by-answers", "unanswered", "No answer"}, [3]string{"by-selected", "unanswered?by=selected", "No selected answer"},
			[3]string{"by-upvotes", "unanswered?by=upvotes", "No upvoted answer"})
	}
	items := qaItems(Page(ts, page, per), qaAsked)
	return c.Page(info, s.listPage(c, pg, items, "", links, `Help get things started by <a href="`+s.href(c, "ask")+`">asking a question</a>.`))
}

// tagged is tag.php: the questions carrying a tag, newest first.
func (s qaSkin) tagged(c *Ctx, tag string) Response {
	per := c.W.Shape.ThreadsPerPage
	ts := c.W.ThreadsTagged(tag)
	if len(ts) == 0 {
		return c.Page(Info{Type: TypeOther}, s.frame(c, qaPage{title: "No questions found for this tag", template: "tag", nav: "tag"}))
	}
	page := qaStart(c)/per + 1
	total := pageCount(len(ts), per)
	req := "tag/" + url.PathEscape(tag)
	if page > total {
		return c.Page(Info{Type: TypeOther}, s.frame(c, qaPage{title: "No questions found for this tag", template: "tag", nav: "tag"}))
	}
	info := Info{Type: TypeIndex, FPage: page, Canonical: qaPaged(req, page, per)}
	title := "Recent questions tagged " + Esc(tag)
	pg := qaPage{title: title, template: "tag", nav: "tag", canonical: info.Canonical, feed: [2]string{"feed/" + req + ".rss", title}}
	return c.Page(info, s.listPage(c, pg, qaItems(Page(ts, page, per), qaAsked), "", s.pageLinks(c, req, page, total, per, ""), ""))
}

// question is question.php: a question, a page of its answers, their comments.
func (s qaSkin) question(c *Ctx, parts []string) Response {
	id, err := strconv.Atoi(parts[0])
	p, _ := qaFind(c.W, id)
	if err != nil || id%3 != 0 || p == nil || p.Index != 0 {
		return s.notFound(c)
	}
	t := p.Thread
	per := c.W.Shape.PostsPerPage
	if c.Path != qaQReq(t) {
		// question.php redirects any other request for the question to its own, without the query.
		return c.Redirect(qaQReq(t), threadInfo(s, t, 1))
	}
	start := qaStart(c)
	if sid := c.Int("show"); sid != 0 {
		if sp, cm := qaFind(c.W, sid); sp != nil && sp.Thread == t && (sp.Index > 0 || cm != nil) {
			start = (qaPageOf(sp, per) - 1) * per
		}
	}
	page := start/per + 1
	if page > t.Pages(per) {
		// Past the last answer Q2A still shows the question, with no answers.
		return c.Page(Info{Type: TypeOther}, s.questionPage(c, t, page))
	}
	return c.Page(threadInfo(s, t, page), s.questionPage(c, t, page))
}

func (s qaSkin) questionPage(c *Ctx, t *Thread, page int) string {
	d := qaTab(c.W)
	per := c.W.Shape.PostsPerPage
	q := t.Posts[0]
	qid := qaID(q)
	self := Esc(qaRoot(c) + qaQReq(t))
	sel := qaSelected(t)
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="qa-part-q-view">
<div class="qa-q-view  hentry question" id="q%d" itemscope itemtype="https://schema.org/Question">
<form method="post" action="%s">
<div class="qa-q-view-stats">
%s</div>
<input name="code" type="hidden" value="0-%d-%x">
</form>
<div class="qa-q-view-main">
<form method="post" action="%s">
<span class="qa-q-view-avatar-meta">
<span class="qa-q-view-meta">
<a href="%s" class="qa-q-view-what" itemprop="url">asked</a>
<span class="qa-q-view-when">
%s
</span>
<span class="qa-q-view-where">
<span class="qa-q-view-where-pad">in </span><span class="qa-q-view-where-data"><a href="%s" class="qa-category-link">%s</a></span>
</span>
%s
</span>
</span>
<div class="qa-q-view-content qa-post-content">
<a name="%d"></a><div itemprop="text">
%s</div>
</div>
%s<div class="qa-q-view-buttons">
<input name="q_doflag" onclick="qa_show_waiting_after(this, false);" value="flag" title="Flag this question as spam or inappropriate" type="submit" class="qa-form-light-button qa-form-light-button-flag">
<input name="q_doanswer" id="q_doanswer" onclick="return qa_toggle_element('anew')" value="answer" title="Answer this question" type="submit" class="qa-form-light-button qa-form-light-button-answer">
</div>
<div class="qa-q-view-c-list" style="display:none;" id="c%d_list">
</div> <!-- END qa-c-list -->
<input name="code" type="hidden" value="0-%d-%x">
<input name="qa_click" type="hidden" value="">
</form>
<div class="qa-c-form" id="c%d" style="display:none;">
</div> <!-- END qa-c-form -->
</div> <!-- END qa-q-view-main -->
<div class="qa-q-view-clear">
</div>
</div> <!-- END qa-q-view -->
</div>
`, qid, self, voting("q", qid, qaVotes(q)), c.W.Now.Unix(), Hash("q2a-qv", qid), self, self, qaWhen(c.W.Now, q.Time, "qa-q-view"),
		s.href(c, d.slug[t.Board]), Esc(t.Board.Name), s.who(c, "qa-q-view", q.Author), qid, Paras(q.Body, "<p>", "</p>\n"),
		s.tagList(c, "qa-q-view", t), qid, c.W.Now.Unix(), Hash("q2a-qf", qid), qid)
	// The answer form shows at once only while there are no answers (show_a_form_immediate=if_no_as).
	hidden := ` style="display:none;"`
	if len(t.Posts) == 1 {
		hidden = ""
	}
	fmt.Fprintf(&h, `<div class="qa-part-a-form">
<div class="qa-a-form" id="anew"%s>
<h2>Your answer</h2>
<form method="post" action="%s" name="a_form">
<table class="qa-form-tall-table">
<tr><td class="qa-form-tall-data"><textarea name="a_content" rows="12" cols="40" class="qa-form-tall-text"></textarea></td></tr>
<tr><td class="qa-form-tall-label">Your name to display (optional):</td></tr>
<tr><td class="qa-form-tall-data"><input name="a_name" type="text" value="" class="qa-form-tall-text"></td></tr>
<tr><td class="qa-form-tall-label"><label><input name="a_notify" type="checkbox" value="1" checked class="qa-form-tall-checkbox"> Email me at this address if my answer is selected or commented on:</label></td></tr>
<tr><td class="qa-form-tall-data"><input name="a_email" type="text" value="" class="qa-form-tall-text"><div class="qa-form-tall-note">Privacy: Your email address will only be used for sending these notifications.</div></td></tr>
<tr><td colspan="1" class="qa-form-tall-buttons"><input onclick="return qa_submit_answer(%d, this);" value="Add answer" title="" type="submit" class="qa-form-tall-button qa-form-tall-button-answer"><input name="docancel" onclick="return qa_toggle_element();" value="Cancel" title="" type="submit" class="qa-form-tall-button qa-form-tall-button-cancel"></td></tr>
</table>
<input name="a_editor" type="hidden" value="">
<input name="a_doadd" type="hidden" value="1">
<input name="code" type="hidden" value="0-%d-%x">
</form>
</div> <!-- END qa-a-form -->
</div>
`, hidden, self, qid, c.W.Now.Unix(), Hash("q2a-af", qid))
	n := len(t.Posts) - 1
	titleTags := ""
	if n == 0 {
		titleTags = ` style="display:none;" `
	}
	fmt.Fprintf(&h, `<div class="qa-part-a-list">
<h2 id="a_list_title"%s><span itemprop="answerCount">%d</span> %s</h2>
<div class="qa-a-list" id="a_list">
`, titleTags, n, map[bool]string{true: "Answer", false: "Answers"}[n == 1])
	for _, a := range Page(qaOrder(t), page, per) {
		if a.Index == 0 {
			continue
		}
		h.WriteString(s.answer(c, t, a, a == sel))
	}
	h.WriteString("</div> <!-- END qa-a-list -->\n</div>\n")
	if links := s.pageLinks(c, qaQReq(t), page, t.Pages(per), per, "#a_list_title"); links != "" {
		h.WriteString(`<div class="qa-part-page-links">` + "\n" + links + "</div>\n")
	}
	return s.frame(c, qaPage{title: Esc(t.Title), h1: fmt.Sprintf(`<a href="%s">
<span class="entry-title" itemprop="name">%s</span>
</a>`, self, Esc(t.Title)), template: "question", nav: "questions", canonical: s.ThreadURL(t, page),
		catNav: s.catNav(c, "", t.Board), widgets: s.related(c, t), main: h.String()})
}

// answer is one answer with its comments and its hidden comment form.
func (s qaSkin) answer(c *Ctx, t *Thread, a *Post, selected bool) string {
	aid := qaID(a)
	self := Esc(qaRoot(c) + qaQReq(t))
	selCls, selHTML, prop := "", "", "suggestedAnswer"
	if selected {
		selCls, prop = " qa-a-list-item-selected", "acceptedAnswer"
		selHTML = `<div class="qa-a-selection">
<div class="qa-a-selected">&nbsp;</div>
<span class="qa-a-selected-text">Best answer</span>
</div>
`
	}
	var cl strings.Builder
	for _, cm := range qaComments(a) {
		fmt.Fprintf(&cl, `<div class="qa-c-list-item  hentry comment" id="c%d" itemscope itemtype="https://schema.org/Comment">
<div class="qa-c-item-content qa-post-content">
<a name="%d"></a><div itemprop="text">%s</div>
</div>
<div class="qa-c-item-footer">
<span class="qa-c-item-avatar-meta">
<span class="qa-c-item-meta">
<a href="%s" class="qa-c-item-what" itemprop="url">commented</a>
<span class="qa-c-item-when">
%s
</span>
%s
</span>
</span>
<div class="qa-c-item-buttons">
<input name="c%d_doflag" onclick="return qa_flag_click(%d, this);" value="flag" title="Flag this comment as spam or inappropriate" type="submit" class="qa-form-light-button qa-form-light-button-flag">
<input name="a%d_docomment" onclick="return qa_toggle_element('c%d')" value="reply" title="Reply to this comment" type="submit" class="qa-form-light-button qa-form-light-button-comment">
</div>
</div>
</div> <!-- END qa-c-item -->
`, cm.id, cm.id, Esc(cm.text), s.href(c, qaShow(t, cm.id, "c")), qaWhen(c.W.Now, cm.at, "qa-c-item"), s.who(c, "qa-c-item", cm.author),
			cm.id, cm.id, aid, aid)
	}
	return fmt.Sprintf(`<div class="qa-a-list-item %s hentry answer" id="a%d" itemprop="%s" itemscope itemtype="https://schema.org/Answer">
<form method="post" action="%s">
<div class="qa-a-item-stats">
%s</div>
<input name="code" type="hidden" value="0-%d-%x">
</form>
<div class="qa-a-item-main">
<form method="post" action="%s">
%s<span class="qa-a-item-avatar-meta">
<span class="qa-a-item-meta">
<a href="%s" class="qa-a-item-what" itemprop="url">answered</a>
<span class="qa-a-item-when">
%s
</span>
%s
</span>
</span>
<div class="qa-a-item-content qa-post-content">
<a name="%d"></a><div itemprop="text">
%s</div>
</div>
<div class="qa-a-item-buttons">
<input name="a%d_doflag" onclick="return qa_flag_click(%d, this);" value="flag" title="Flag this answer as spam or inappropriate" type="submit" class="qa-form-light-button qa-form-light-button-flag">
<input name="a%d_docomment" onclick="return qa_toggle_element('c%d')" value="comment" title="Add a comment on this answer" type="submit" class="qa-form-light-button qa-form-light-button-comment">
</div>
<div class="qa-a-item-c-list" id="c%d_list">
%s</div> <!-- END qa-c-list -->
<input name="code" type="hidden" value="0-%d-%x">
<input name="qa_click" type="hidden" value="">
</form>
<div class="qa-c-form" id="c%d" style="display:none;">
<h2>Your comment on this answer:</h2>
<form method="post" action="%s" name="c_form_%d">
<table class="qa-form-tall-table">
<tr><td class="qa-form-tall-data"><textarea name="c%d_content" rows="4" cols="40" class="qa-form-tall-text"></textarea></td></tr>
<tr><td class="qa-form-tall-label">Your name to display (optional):</td></tr>
<tr><td class="qa-form-tall-data"><input name="c%d_name" type="text" value="" class="qa-form-tall-text"></td></tr>
<tr><td colspan="1" class="qa-form-tall-buttons"><input onclick="return qa_submit_comment(%d, %d, this);" value="Add comment" type="submit" class="qa-form-tall-button qa-form-tall-button-comment"><input name="docancel" onclick="return qa_toggle_element();" value="Cancel" type="submit" class="qa-form-tall-button qa-form-tall-button-cancel"></td></tr>
</table>
</form>
</div> <!-- END qa-c-form -->
</div> <!-- END qa-a-item-main -->
<div class="qa-a-item-clear">
</div>
</div> <!-- END qa-a-list-item -->
`, selCls, aid, prop, self, voting("a", aid, qaVotes(a)), c.W.Now.Unix(), Hash("q2a-av", aid), self, selHTML,
		s.href(c, qaShow(t, aid, "a")), qaWhen(c.W.Now, a.Time, "qa-a-item"), s.who(c, "qa-a-item", a.Author),
		aid, Paras(a.Body, "<p>", "</p>\n"), aid, aid, aid, aid, aid, cl.String(), c.W.Now.Unix(), Hash("q2a-ac", aid),
		aid, self, aid, aid, aid, qaID(t.Posts[0]), aid)
}

// related is the Related Questions widget: five questions of the same category.
func (s qaSkin) related(c *Ctx, t *Thread) string {
	var h strings.Builder
	h.WriteString("<div class=\"qa-widgets-side qa-widgets-side-low\">\n<div class=\"qa-widget-side qa-widget-side-low\">\n<h2>Related questions</h2>\n<div class=\"qa-q-list\">\n")
	for _, o := range similarThreads(t, "q2a-rel") {
		fmt.Fprintf(&h, "<div class=\"qa-q-list-item\" id=\"q%d\">\n<div class=\"qa-q-item-main\">\n<div class=\"qa-q-item-title\">\n<a href=\"%s\">%s</a>\n</div>\n</div>\n</div>\n",
			qaID(o.Posts[0]), s.href(c, qaQReq(o)), Esc(o.Title))
	}
	h.WriteString("</div>\n</div>\n</div>\n")
	return h.String()
}

// tags is tags.php: the most used tags, 30 a page in three columns.
func (s qaSkin) tags(c *Ctx) Response {
	d := qaTab(c.W)
	page := qaStart(c)/qaPerTags + 1
	total := pageCount(len(d.tags), qaPerTags)
	if page > total {
		return s.notFound(c)
	}
	var h strings.Builder
	h.WriteString("<div class=\"qa-part-ranking\">\n<div class=\"qa-top-tags\">\n<table class=\"qa-top-tags-table\">\n")
	ts := Page(d.tags, page, qaPerTags)
	rows := (len(ts) + 2) / 3
	for r := range rows {
		h.WriteString("<tr>\n")
		for col := range 3 {
			if i := col*rows + r; i < len(ts) {
				g := ts[i]
				fmt.Fprintf(&h, "<td class=\"qa-top-tags-count\">%d &#215;</td>\n<td class=\"qa-top-tags-label\"><a href=\"%s\" class=\"qa-tag-link\">%s</a></td>\n",
					d.tagCount[g], s.href(c, "tag/"+url.PathEscape(g)), Esc(g))
			}
		}
		h.WriteString("</tr>\n")
	}
	h.WriteString("</table>\n</div>\n</div>\n")
	if links := s.pageLinks(c, "tags", page, total, qaPerTags, ""); links != "" {
		h.WriteString(`<div class="qa-part-page-links">` + "\n" + links + "</div>\n")
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, qaPage{title: "Most popular tags", template: "tags", nav: "tag", canonical: qaPaged("tags", page, qaPerTags), main: h.String()}))
}

// categories is categories.php: each category, its description and question count.
func (s qaSkin) categories(c *Ctx) qaPage {
	d := qaTab(c.W)
	var h strings.Builder
	h.WriteString("<div class=\"qa-part-nav-list\">\n<div class=\"qa-browse-cat\">\n<ul class=\"qa-browse-cat-list qa-browse-cat-list-1\">\n")
	for _, b := range c.W.Boards {
		fmt.Fprintf(&h, "<li class=\"qa-browse-cat-item qa-browse-cat-%s\">\n<a href=\"%s\" class=\"qa-browse-cat-link\" title=\"%s\">%s</a>\n<span class=\"qa-browse-cat-note\">(%d)</span>\n<span class=\"qa-browse-cat-note\"> - %s</span>\n</li>\n",
			d.slug[b], s.href(c, "questions/"+d.slug[b]), Esc(b.Description), Esc(b.Name), len(b.Threads), Esc(b.Description))
	}
	h.WriteString("</ul>\n<div class=\"qa-browse-cat-clear\">\n</div>\n</div>\n</div>\n")
	return qaPage{title: "Browse categories", template: "categories", nav: "categories", canonical: "categories", main: h.String()}
}

// users is users.php: members by points, 30 a page.
func (s qaSkin) users(c *Ctx) Response {
	us := slices.Clone(c.W.Users)
	slices.SortStableFunc(us, func(a, b *User) int { return qaPoints(b) - qaPoints(a) })
	page := qaStart(c)/qaPerUsers + 1
	total := pageCount(len(us), qaPerUsers)
	if page > total {
		return s.notFound(c)
	}
	var h strings.Builder
	h.WriteString("<div class=\"qa-part-ranking\">\n<div class=\"qa-top-users\">\n<table class=\"qa-top-users-table\">\n")
	ps := Page(us, page, qaPerUsers)
	rows := (len(ps) + 1) / 2
	for r := range rows {
		h.WriteString("<tr>\n")
		for col := range 2 {
			if i := col*rows + r; i < len(ps) {
				u := ps[i]
				fmt.Fprintf(&h, "<td class=\"qa-top-users-label\"><a href=\"%s\" class=\"qa-avatar-link\"><img src=\"https://www.gravatar.com/avatar/%x?s=30\" width=\"30\" height=\"30\" class=\"qa-avatar-image\" alt=\"\"></a> <a href=\"%s\" class=\"qa-user-link\">%s</a></td>\n<td class=\"qa-top-users-score\">%s</td>\n",
					s.href(c, s.userURL(u)), Hash("grav", u.ID), s.href(c, s.userURL(u)), Esc(u.Name), thousands(qaPoints(u), ","))
			}
		}
		h.WriteString("</tr>\n")
	}
	h.WriteString("</table>\n</div>\n</div>\n")
	if links := s.pageLinks(c, "users", page, total, qaPerUsers, ""); links != "" {
		h.WriteString(`<div class="qa-part-page-links">` + "\n" + links + "</div>\n")
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, qaPage{title: "Top scoring users", template: "users", nav: "user", canonical: qaPaged("users", page, qaPerUsers), main: h.String()}))
}

// user is user.php and its tabs: profile (with the wall), wall, activity, questions, answers.
func (s qaSkin) user(c *Ctx, u *User, tab string) Response {
	d := qaTab(c.W)
	base := s.userURL(u)
	sub := s.subNav(c, map[bool]string{true: "profile", false: tab}[tab == ""],
		[3]string{"profile", base, "User " + Esc(u.Name)}, [3]string{"wall", base + "/wall", "Wall"},
		[3]string{"activity", base + "/activity", "All Activity"}, [3]string{"questions", base + "/questions", "Questions"},
		[3]string{"answers", base + "/answers", "Answers"})
	pg := qaPage{template: "user", nav: "user", canonical: qaPaged(c.Path, 1, 1), sub: sub}
	per := c.W.Shape.ThreadsPerPage
	page := qaStart(c)/per + 1
	switch tab {
	case "":
		pg.title, pg.main = "User "+Esc(u.Name), s.profile(c, u)
	case "wall":
		pg.title, pg.main = "Wall for "+Esc(u.Name), s.wall(c, u, 0)
	case "activity":
		var items []qaItem
		for _, p := range d.qs[u][:min(10, len(d.qs[u]))] {
			items = append(items, qaAsked(p.Thread))
		}
		for _, p := range d.as[u][:min(10, len(d.as[u]))] {
			items = append(items, qaItem{t: p.Thread, what: "answered", link: qaShow(p.Thread, qaID(p), "a"), who: u, at: p.Time})
		}
		slices.SortStableFunc(items, func(a, b qaItem) int { return b.at.Compare(a.at) })
		pg.title = "Recent activity by " + Esc(u.Name)
		return c.Page(Info{Type: TypeOther}, s.listPage(c, pg, items, "", "", "This user has no recent activity."))
	case "questions", "answers":
		ps := d.qs[u]
		pg.title = "Questions asked by " + Esc(u.Name)
		if tab == "answers" {
			ps, pg.title = d.as[u], "Answers by "+Esc(u.Name)
		}
		total := pageCount(len(ps), per)
		if page > total {
			return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
		}
		pg.canonical = qaPaged(c.Path, page, per)
		var items []qaItem
		for _, p := range Page(ps, page, per) {
			if p.Index == 0 {
				items = append(items, qaAsked(p.Thread))
			} else {
				items = append(items, qaItem{t: p.Thread, what: "answered", link: qaShow(p.Thread, qaID(p), "a"), who: u, at: p.Time})
			}
		}
		return c.Page(Info{Type: TypeOther}, s.listPage(c, pg, items, "", s.pageLinks(c, c.Path, page, total, per, ""), ""))
	default:
		return s.message(c, 404, "Page not found", "Page not found")
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
}

func (s qaSkin) profile(c *Ctx, u *User) string {
	d := qaTab(c.W)
	comments := int(Hash("q2a-uc", u.ID) % 30)
	return fmt.Sprintf(`<div class="qa-part-form-profile">
<form method="post" action="%s">
<table class="qa-form-wide-table">
<tr><td class="qa-form-wide-label">Member for:</td><td class="qa-form-wide-data"><span class="qa-form-wide-static">%d years</span></td></tr>
<tr><td class="qa-form-wide-label">Type:</td><td class="qa-form-wide-data"><span class="qa-form-wide-static">Registered user</span></td></tr>
<tr><td class="qa-form-wide-label">Location:</td><td class="qa-form-wide-data"><span class="qa-form-wide-static">%s</span></td></tr>
<tr><td class="qa-form-wide-label">About:</td><td class="qa-form-wide-data"><span class="qa-form-wide-static">%s</span></td></tr>
</table>
</form>
</div>
<div class="qa-part-form-activity">
<h2>Activity by %s</h2>
<table class="qa-form-wide-table">
<tr><td class="qa-form-wide-label">Score:</td><td class="qa-form-wide-data"><span class="qa-uf-user-points">%s</span> points (ranked #%d)</td></tr>
<tr><td class="qa-form-wide-label">Questions:</td><td class="qa-form-wide-data"><span class="qa-uf-user-q-posts">%d</span></td></tr>
<tr><td class="qa-form-wide-label">Answers:</td><td class="qa-form-wide-data"><span class="qa-uf-user-a-posts">%d</span></td></tr>
<tr><td class="qa-form-wide-label">Comments:</td><td class="qa-form-wide-data"><span class="qa-uf-user-c-posts">%d</span></td></tr>
<tr><td class="qa-form-wide-label">Voted on:</td><td class="qa-form-wide-data"><span class="qa-uf-user-q-votes">%d</span> questions and <span class="qa-uf-user-a-votes">%d</span> answers</td></tr>
</table>
</div>
%s`, Esc(qaRoot(c)+c.Path), max(1, c.W.Now.Year()-u.Joined.Year()), Esc(u.Topic), Esc(u.Bio), Esc(u.Name),
		thousands(qaPoints(u), ","), 1+int(Hash("q2a-rank", u.ID)%uint64(len(c.W.Users))), len(d.qs[u]), len(d.as[u]), comments,
		int(Hash("q2a-vq", u.ID)%40), int(Hash("q2a-va", u.ID)%60), s.wall(c, u, 3))
}

// wall is a member's wall: posts by others; guests are asked to log in to post.
func (s qaSkin) wall(c *Ctx, u *User, limit int) string {
	n := int(Hash("q2a-wall", u.ID) % 5)
	if limit > 0 {
		n = min(n, limit)
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"qa-part-message-list\">\n<h2 id=\"wall\">Wall for %s</h2>\n<div class=\"qa-error\">Please <a href=\"%s\">log in</a> or <a href=\"%s\">register</a> to post on this wall.</div>\n<div class=\"qa-message-list\" id=\"wallmessages\">\n",
		Esc(u.Name), s.href(c, "login?to="+url.QueryEscape(s.userURL(u)+"/wall")), s.href(c, "register?to="+url.QueryEscape(s.userURL(u)+"/wall")))
	for i := range n {
		from := pick(c.W.Users, "q2a-wf", u.ID, i)
		at := c.W.Now.Add(-time.Duration(1+Hash("q2a-wt", u.ID, i)%9000) * time.Hour)
		fmt.Fprintf(&h, "<div class=\"qa-message-item\" id=\"m%d\">\n<div class=\"qa-message-content\">%s</div>\n<span class=\"qa-message-avatar-meta\"><span class=\"qa-message-meta\"><span class=\"qa-message-when\">%s</span> <span class=\"qa-message-who\"><span class=\"qa-message-who-pad\">by </span><span class=\"qa-message-who-data\"><a href=\"%s\" class=\"qa-user-link\">%s</a></span></span></span></span>\n</div>\n",
			u.ID*100+i, Esc(from.Bio), qaWhen(c.W.Now, at, "qa-message"), s.href(c, s.userURL(from)), Esc(from.Name))
	}
	h.WriteString("</div>\n</div>\n")
	return h.String()
}

// search is search.php: questions whose titles hold the words, 10 a page.
func (s qaSkin) search(c *Ctx) qaPage {
	q := strings.TrimSpace(c.Query.Get("q"))
	low := strings.ToLower(q)
	var ts []*Thread
	if low != "" {
		for _, t := range newestFirst(c.W.Threads) {
			if strings.Contains(strings.ToLower(t.Title), low) || slices.Contains(t.Tags, low) {
				ts = append(ts, t)
			}
		}
	}
	page := qaStart(c)/qaPerSearch + 1
	pg := qaPage{title: "Search results for " + Esc(q), template: "search"}
	if len(Page(ts, page, qaPerSearch)) == 0 {
		pg.title = "No results found for " + Esc(q)
		pg.main = `<div class="qa-suggest-next">Try <a href="` + s.href(c, "questions") + `">browsing all questions</a>.</div>`
		return pg
	}
	pg.main = s.qList(c, qaItems(Page(ts, page, qaPerSearch), qaAsked), "") +
		s.pageLinks(c, "search?q="+url.QueryEscape(q), page, pageCount(len(ts), qaPerSearch), qaPerSearch, "")
	return pg
}

// form is the login, register, forgot-password, ask and feedback pages; guests may ask.
func (s qaSkin) form(c *Ctx, what string) qaPage {
	var title, rows, button string
	switch what {
	case "login":
		title, button = "Log in", "Log in"
		rows = `<tr><td class="qa-form-tall-label">Email or Username:</td></tr><tr><td class="qa-form-tall-data"><input name="emailhandle" type="text" class="qa-form-tall-text"></td></tr>
<tr><td class="qa-form-tall-label">Password:</td></tr><tr><td class="qa-form-tall-data"><input name="password" type="password" class="qa-form-tall-text"><div class="qa-form-tall-note"><a href="` + s.href(c, "forgot") + `">I forgot my password</a></div></td></tr>
<tr><td class="qa-form-tall-label"><label><input name="remember" type="checkbox" value="1" class="qa-form-tall-checkbox"> Remember me on this computer</label></td></tr>`
	case "register":
		title, button = "Register as a new user", "Register"
		rows = `<tr><td class="qa-form-tall-label">Username:</td></tr><tr><td class="qa-form-tall-data"><input name="handle" type="text" class="qa-form-tall-text"></td></tr>
<tr><td class="qa-form-tall-label">Password:</td></tr><tr><td class="qa-form-tall-data"><input name="password" type="password" class="qa-form-tall-text"></td></tr>
<tr><td class="qa-form-tall-label">Email:</td></tr><tr><td class="qa-form-tall-data"><input name="email" type="text" class="qa-form-tall-text"><div class="qa-form-tall-note">Privacy: Your email address will not be shared or sold to third parties.</div></td></tr>`
	case "forgot":
		title, button = "Reset a forgotten password", "Send Reset Password Email"
		rows = `<tr><td class="qa-form-tall-label">Email or Username:</td></tr><tr><td class="qa-form-tall-data"><input name="emailhandle" type="text" class="qa-form-tall-text"><div class="qa-form-tall-note">An email will be sent to the address on your account.</div></td></tr>`
	case "ask":
		var opts strings.Builder
		for _, b := range c.W.Boards {
			fmt.Fprintf(&opts, `<option value="%d">%s</option>`, b.ID, Esc(b.Name))
		}
		title, button = "Ask a question", "Ask the Question"
		rows = `<tr><td class="qa-form-tall-label">The question in one sentence:</td></tr><tr><td class="qa-form-tall-data"><input name="title" id="title" type="text" class="qa-form-tall-text"></td></tr>
<tr><td class="qa-form-tall-label">Category:</td></tr><tr><td class="qa-form-tall-data"><select name="category_0" id="category_0" class="qa-form-tall-select"><option value="">(No category)</option>` + opts.String() + `</select></td></tr>
<tr><td class="qa-form-tall-label">More information for the question:</td></tr><tr><td class="qa-form-tall-data"><textarea name="content" rows="12" cols="40" class="qa-form-tall-text"></textarea></td></tr>
<tr><td class="qa-form-tall-label">Tags - use hyphens to combine words:</td></tr><tr><td class="qa-form-tall-data"><input name="tags" id="tags" autocomplete="off" type="text" class="qa-form-tall-text"></td></tr>
<tr><td class="qa-form-tall-label">Your name to display (optional):</td></tr><tr><td class="qa-form-tall-data"><input name="name" type="text" class="qa-form-tall-text"></td></tr>`
	default:
		title, button = "Send feedback", "Send feedback"
		rows = `<tr><td class="qa-form-tall-label">Your comments or suggestions for ` + qaSiteHTML + `:</td></tr><tr><td class="qa-form-tall-data"><textarea name="message" rows="8" cols="40" class="qa-form-tall-text"></textarea></td></tr>
<tr><td class="qa-form-tall-label">Your name (optional):</td></tr><tr><td class="qa-form-tall-data"><input name="name" type="text" class="qa-form-tall-text"></td></tr>
<tr><td class="qa-form-tall-label">Your email (optional):</td></tr><tr><td class="qa-form-tall-data"><input name="email" type="text" class="qa-form-tall-text"></td></tr>`
	}
	main := fmt.Sprintf(`<div class="qa-part-form">
<form method="post" action="%s">
<table class="qa-form-tall-table">
%s
<tr><td colspan="1" class="qa-form-tall-buttons"><input value="%s" title="" type="submit" class="qa-form-tall-button qa-form-tall-button-%s"></td></tr>
</table>
<input name="code" type="hidden" value="0-%d-%x">
</form>
</div>
`, Esc(qaRoot(c)+c.Path+map[bool]string{true: "?" + c.RawQuery, false: ""}[c.RawQuery != ""]), rows, button, what, c.W.Now.Unix(), Hash("q2a-form", what))
	nav := ""
	if what == "ask" {
		nav = "ask"
	}
	return qaPage{title: title, template: what, nav: nav, canonical: what, main: main}
}

// feed is qa-feed.php: RSS of questions, of questions and answers, of all activity, of unanswered questions or of a tag.
func (s qaSkin) feed(c *Ctx, rest string) Response {
	d := qaTab(c.W)
	name, ok := strings.CutSuffix(rest, ".rss")
	if !ok {
		return s.notFound(c)
	}
	kind, arg, _ := strings.Cut(name, "/")
	ts := c.W.Threads
	var b *Board
	switch {
	case kind == "tag" && arg != "":
		if ts = c.W.ThreadsTagged(arg); len(ts) == 0 {
			return s.notFound(c)
		}
	case arg != "":
		if b = d.bySlug[arg]; b == nil {
			return s.notFound(c)
		}
		ts = b.Threads
	}
	var items []qaItem
	switch kind {
	case "questions", "tag":
		items = qaItems(newestFirst(ts), qaAsked)
	case "unanswered":
		if b != nil {
			return s.notFound(c)
		}
		items = qaItems(newestFirst(slices.DeleteFunc(slices.Clone(ts), func(t *Thread) bool { return len(t.Posts) > 1 })), qaAsked)
	case "qa", "activity":
		items = qaItems(ts, func(t *Thread) qaItem { return qaLatest(t, kind == "activity") })
		slices.SortStableFunc(items, func(a, b qaItem) int { return b.at.Compare(a.at) })
	default:
		return s.notFound(c)
	}
	items = items[:min(50, len(items))] // feed_number_items
	var h strings.Builder
	for _, it := range items {
		link := it.link
		if link == "" {
			link = qaQReq(it.t)
		}
		title := it.t.Title
		switch it.what { // misc/feed_a_prefix, misc/feed_c_prefix
		case "answered":
			title = "Answer: " + title
		case "commented":
			title = "Comment: " + title
		}
		fmt.Fprintf(&h, `<item><title>%s</title><link>%s</link><description>%s</description><category>%s</category><guid isPermaLink="true">%s</guid><pubDate>%s</pubDate></item>`,
			Esc(title), Esc(c.URL(link)), Esc(clip(strings.Join(it.t.Posts[0].Body, " "), 300)), Esc(it.t.Board.Name), Esc(c.URL(link)), it.at.Format(http.TimeFormat))
	}
	return Response{Status: http.StatusOK, ContentType: "text/xml; charset=utf-8", Body: rssFeed(c, qaSite, "", h.String()), Info: Info{Type: TypeOther}}
}
