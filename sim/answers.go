package sim

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Yahoo Answers (2019 desktop, atomic CSS) at "/", no session. A board is a
// category, a thread a question (Posts[0]) with its answers (Posts[1:]). Page
// flipping exists only in JavaScript: category listings and answer lists show
// their first page in HTML and a "Show more" button whose script builds the next
// page's URL; the deeper pages answer real HTML, but no link leads to them.
// URL scheme:
//
//	""                                  entry: categories, discover list, trending questions
//	dir/index?sid=CAT[&page=P]          category, 20 questions a page (page>1: script only)
//	dir/index?sid=CAT&link=answer       "Answer" tab: open questions first (canonical: the category)
//	question/index?qid=QID[&page=P]     question, 10 posts a page (page>1: script only)
//	question/index?qid=QID&show=best    best-answer link (canonical: page 1)
//	question/index;_ylt=..;_ylu=..?qid=QID   tracked links from the home page (canonical: page 1)
//	question/answer?qid=, question/report?qid=, question/ask   login prompts
//	activity/questions?show=UID, activity/answers?show=UID, profile?show=UID
//	leaderboard, search/search_result?p=, login, info/*
func answers() *Package {
	return &Package{
		Name: "answers", Software: "Yahoo Answers (2019 desktop)", Kind: QA,
		Shape: Shape{Categories: 1, BoardsPerCategory: [2]int{6, 10}, SubBoardChance: 0, Threads: [2]int{28, 62},
			Posts: [2]int{1, 13}, LongThreadChance: 0.12, ThreadsPerPage: 20, PostsPerPage: 10, Users: 160,
			Lang: text.English, Opinion: 0.35},
		Mount: "/", JSPaging: true, Seed: 3015,
		Robots: "User-agent: *\nDisallow: /question/answer\nDisallow: /question/report\nDisallow: /question/ask\nDisallow: /search/\nDisallow: /login\n",
		Skin:   yaSkin{},
	}
}

type yaSkin struct{}

const (
	yaSIDBase = 396545000
	yaLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
)

func (yaSkin) Entry() string { return "" }

func yaSID(b *Board) int { return yaSIDBase + b.ID*17 }

func yaBoard(w *World, sid int) *Board {
	n := sid - yaSIDBase
	if n <= 0 || n%17 != 0 {
		return nil
	}
	return w.Board(n / 17)
}

// yaQID is a question's id: its posting time, "AA", two random letters and the
// thread id in base 52, e.g. 20190315123456AAqQvVr.
func yaQID(t *Thread) string {
	h := Hash("ya-qid", t.ID)
	n := len(yaLetters)
	id := t.ID
	return t.Posts[0].Time.Format("20060102150405") + "AA" + string(yaLetters[h%uint64(n)]) + string(yaLetters[(h>>8)%uint64(n)]) +
		string(yaLetters[id/(n*n)%n]) + string(yaLetters[id/n%n]) + string(yaLetters[id%n])
}

func yaThread(w *World, qid string) *Thread {
	if len(qid) != 21 {
		return nil
	}
	n, id := len(yaLetters), 0
	for _, r := range qid[18:] {
		i := strings.IndexRune(yaLetters, r)
		if i < 0 {
			return nil
		}
		id = id*n + i
	}
	if t := w.Thread(id); t != nil && yaQID(t) == qid {
		return t
	}
	return nil
}

func yaUID(u *User) string { return "AA" + strconv.Itoa(10000000+u.ID*7919) }

func yaUser(w *World, uid string) *User {
	if !strings.HasPrefix(uid, "AA") {
		return nil
	}
	n, err := strconv.Atoi(uid[2:])
	if err != nil || n <= 10000000 || (n-10000000)%7919 != 0 {
		return nil
	}
	return w.User((n - 10000000) / 7919)
}

func (yaSkin) BoardURL(b *Board, p int) string {
	if p <= 1 {
		return fmt.Sprintf("dir/index?sid=%d", yaSID(b))
	}
	return fmt.Sprintf("dir/index?sid=%d&page=%d", yaSID(b), p)
}

func (yaSkin) ThreadURL(t *Thread, p int) string {
	if p <= 1 {
		return "question/index?qid=" + yaQID(t)
	}
	return fmt.Sprintf("question/index?qid=%s&page=%d", yaQID(t), p)
}

// yaBest is the best answer the asker or the voters chose, or nil.
func yaBest(t *Thread) *Post {
	if len(t.Posts) < 3 || Hash("ya-best", t.ID)%3 == 0 {
		return nil
	}
	return t.Posts[1+int(Hash("ya-best-i", t.ID)%uint64(len(t.Posts)-1))]
}

// yaOrder is the question, then the best answer, then the others oldest first.
func yaOrder(t *Thread) []*Post {
	best := yaBest(t)
	out := []*Post{t.Posts[0]}
	if best != nil {
		out = append(out, best)
	}
	for _, p := range t.Posts[1:] {
		if p != best {
			out = append(out, p)
		}
	}
	return out
}

// yaAgo is Yahoo Answers' coarse relative date.
func yaAgo(now, t time.Time) string {
	d := now.Sub(t)
	unit := func(n int, s string) string {
		if n == 1 {
			return "1 " + s + " ago"
		}
		return fmt.Sprintf("%d %ss ago", n, s)
	}
	switch {
	case d < time.Hour:
		return unit(max(1, int(d.Minutes())), "minute")
	case d < 24*time.Hour:
		return unit(int(d.Hours()), "hour")
	case d < 7*24*time.Hour:
		return unit(int(d.Hours()/24), "day")
	case d < 30*24*time.Hour:
		return unit(int(d.Hours()/24/7), "week")
	case d < 365*24*time.Hour:
		return unit(int(d.Hours()/24/30), "month")
	}
	return unit(int(d.Hours()/24/365), "year")
}

func yaTime(now, t time.Time) string {
	return fmt.Sprintf(`<span class="Clr-88 ya-localtime Fz(12px)" data-ts="%d" title="%s">%s</span>`, t.UnixMilli(), t.Format("Mon Jan 02 15:04:05 MST 2006"), yaAgo(now, t))
}

func yaPoints(u *User) int { return 100 + u.Posts*12 + int(Hash("ya-pts", u.ID)%2500) }

func yaLevel(u *User) int { return min(7, 1+yaPoints(u)/400) }

func (s yaSkin) Serve(c *Ctx) Response {
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	path := c.Path
	if i := strings.IndexByte(path, ';'); i >= 0 {
		path = path[:i] // ;_ylt=...;_ylu=... tracking parameters
	}
	switch path {
	case "":
		return c.Page(Info{Type: TypeEntry, Canonical: "/"}, s.home(c))
	case "dir/index":
		b := yaBoard(c.W, c.Int("sid"))
		if b == nil {
			return s.notFound(c)
		}
		page := 1
		if c.Query.Has("page") {
			page = c.Int("page")
		}
		if page < 1 || page > b.Pages(sh.ThreadsPerPage) {
			return s.notFound(c)
		}
		return c.Page(boardInfo(s, b, page), s.category(c, b, page))
	case "question/index":
		t := yaThread(c.W, c.Query.Get("qid"))
		if t == nil {
			return s.notFound(c)
		}
		page := 1
		if c.Query.Has("page") {
			page = c.Int("page")
		}
		if page < 1 || page > t.Pages(sh.PostsPerPage) {
			return s.notFound(c)
		}
		return c.Page(threadInfo(s, t, page), s.question(c, t, page))
	case "question/answer", "question/report":
		t := yaThread(c.W, c.Query.Get("qid"))
		if t == nil {
			return s.notFound(c)
		}
		return c.Page(other, s.frame(c, "Sign in", s.loginBox(c, "Sign in to "+map[bool]string{true: "answer", false: "report"}[path == "question/answer"]+" this question: "+t.Title)))
	case "question/ask", "login":
		return c.Page(other, s.frame(c, "Sign in", s.loginBox(c, "Sign in to ask a question")))
	case "activity/questions", "activity/answers", "profile":
		u := yaUser(c.W, c.Query.Get("show"))
		if u == nil {
			return s.notFound(c)
		}
		return c.Page(other, s.frame(c, u.Name, s.activity(c, u, path)))
	case "leaderboard":
		return c.Page(other, s.frame(c, "Leaderboard", s.leaderboard(c)))
	case "search/search_result":
		return c.Page(other, s.frame(c, "Search results", s.search(c)))
	case "info/community_guidelines", "info/terms", "info/privacy":
		return c.Page(other, s.frame(c, "Community Guidelines", `<div id="ya-center-rail" class="Fl(start) W(640px) Bgc(#fff) P(20px)"><h1 class="Fz(24px) Fw(300)">Yahoo Answers Community Guidelines</h1><p class="Fz(14px)">Be respectful. Post in the right category. Choose a best answer. No chat, spam or self-promotion.</p></div>`))
	}
	return s.notFound(c)
}

func (s yaSkin) notFound(c *Ctx) Response {
	return c.NotFound(s.frame(c, "Page not found", `<div id="ya-center-rail" class="Fl(start) W(640px) Bgc(#fff) P(20px)"><div id="ya-error" class="Ta(c) Py(40px)"><h1 class="Fz(24px) Fw(300)">Sorry, the page you requested was not found.</h1><p class="Fz(14px)">Please check the URL for proper spelling and capitalization. <a href="`+c.Href("")+`">Yahoo Answers home</a></p></div></div>`))
}

func (s yaSkin) user(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a class="uname Clr-b Fw(b) Fz(13px) Td(n):h" href="%s" title="%s">%s</a>`, c.Href("activity/questions?show="+yaUID(u)), Esc(u.Name), Esc(u.Name))
}

func (s yaSkin) avatar(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a class="Fl(start) Mend(10px) ya-avatar" href="%s"><img class="Bdrs(50%%) W(40px) H(40px)" src="https://s.yimg.com/wm/modern/images/default_user_profile_pic_%d.png" alt="%s"></a>`,
		c.Href("profile?show="+yaUID(u)), 48+Hash("ya-av", u.ID)%4, Esc(u.Name))
}

func (s yaSkin) frame(c *Ctx, title, main string) string {
	var rail strings.Builder
	for _, b := range c.W.Boards {
		fmt.Fprintf(&rail, `<li class="Py(4px)"><a class="Clr(#26282a) Fz(13px) Td(n):h ya-cat-link" href="%s" data-ylk="sec:lnav;slk:%s">%s</a></li>`, c.Href(s.BoardURL(b, 1)), Esc(slug(b.Name)), Esc(b.Name))
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html id="Stencil" lang="en-US" class="no-js desktop JsEnabled">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>%s | Yahoo Answers</title>
<meta name="description" content="Yahoo Answers is a great knowledge-sharing platform where millions of people ask questions and share answers.">
<link rel="icon" sizes="any" href="https://s.yimg.com/cv/apiv2/default/icons/favicon_y19_32x32_custom.svg">
%s</head>
<body class="Bgc(#f1f1f5) Ff(ss) Fz(13px)" id="ya-body">
<div id="UH" class="Pos(r) Bgc(#fff) Bxsh(uhshadow) Z(4)" role="banner"><div id="uh-wrapper" class="Mx(a) W(1050px) H(76px) D(f) Ai(c)">
<a id="uh-logo" class="D(b) W(192px)" href="https://www.yahoo.com/" data-ylk="slk:logo"><img src="https://s.yimg.com/rz/p/yahoo_answers_en-US_f_p_bestfit_2x.png" alt="Yahoo Answers" height="35"></a>
<form id="uh-search" class="Fl(start) W(560px) Mstart(20px)" action="%s" method="get" role="search"><input type="text" id="uh-search-box" class="Bdrs(2px) Bd(1px solid #e0e4e9) Fz(16px) H(36px) W(470px)" name="p" placeholder="Search for questions" autocomplete="off"><button id="uh-search-button" class="Bgc(#400090) Clr(#fff) H(38px)" type="submit">Search Answers</button></form>
<ul id="uh-nav" class="D(f) Mstart(a) List(n)">
<li><a class="Clr(#26282a) Fz(13px)" href="https://mail.yahoo.com/">Mail</a></li>
<li><a class="Clr(#26282a) Fz(13px)" href="https://news.yahoo.com/">News</a></li>
<li><a class="Clr(#26282a) Fz(13px)" href="https://finance.yahoo.com/">Finance</a></li>
<li><a class="Clr(#26282a) Fz(13px)" href="https://sports.yahoo.com/">Sports</a></li>
<li><a id="uh-signin" class="Bgc(#400090) Bdrs(2px) Clr(#fff) Fw(b) Px(14px) Py(8px)" href="%s">Sign in</a></li>
</ul></div></div>
<div id="ya-main" class="Mx(a) W(1050px) Pt(20px) Cf">
<div id="ya-left-rail" class="Fl(start) W(190px) Mend(20px)">
<a id="ya-ask-btn" class="D(b) Bgc(#400090) Clr(#fff) Fw(b) Fz(14px) Ta(c) Bdrs(2px) Py(10px) Mb(16px) Td(n)" href="%s">Ask Question</a>
<ul id="ya-left-rail-nav" class="List(n) P(0) M(0)">
<li class="Py(4px)"><a class="Clr(#400090) Fw(b) Fz(13px)" href="%s">Home</a></li>
<li class="Py(4px)"><a class="Clr(#26282a) Fz(13px)" href="%s">Leaderboard</a></li>
<li class="Py(4px) Fw(b) Clr(#888) Fz(12px) Mt(10px) Tt(u)">All Categories</li>
%s
</ul></div>
%s
</div>
<div id="ya-footer" class="Mx(a) W(1050px) Py(20px) Fz(12px) Clr(#888) Bdt(1px solid #e2e2e6)">
<ul class="D(f) List(n) P(0)">
<li class="Mend(12px)"><a class="Clr(#888)" href="%s">Terms</a></li>
<li class="Mend(12px)"><a class="Clr(#888)" href="%s">Privacy</a></li>
<li class="Mend(12px)"><a class="Clr(#888)" href="https://help.yahoo.com/kb/answers">Help</a></li>
<li class="Mend(12px)"><a class="Clr(#888)" href="%s">Community Guidelines</a></li>
<li class="Mend(12px)"><a class="Clr(#888)" href="%s">Leaderboard</a></li>
<li class="Mend(12px)"><a class="Clr(#888)" href="https://answers.yahoo.com/rss/allq" rel="nofollow">RSS</a></li>
</ul><p>&copy; 2019 Verizon Media. All rights reserved.</p></div>
<script type="text/javascript">
var YA_CTX = {"lang":"en-US","region":"US","pageSize":{"cat":%d,"qn":%d}};
function loadMore(kind, id, page) {
  var base = kind === 'cat' ? '/dir' + '/index' + '?sid=' : '/question' + '/index' + '?qid=';
  var req = new XMLHttpRequest();
  req.open('GET', base + encodeURIComponent(id) + '&' + 'page=' + page + '&_fr=xhr', true);
  req.onload = function () {
    var box = document.getElementById(kind === 'cat' ? 'ya-discover-tab' : 'ya-qn-answers-list');
    var doc = new DOMParser().parseFromString(req.responseText, 'text/html');
    var items = doc.querySelectorAll(kind === 'cat' ? 'li.ya-q-list-item' : 'li.answer');
    for (var i = 0; i < items.length; i++) { box.appendChild(items[i]); }
    var btn = document.getElementById(kind === 'cat' ? 'ya-discover-more-btn' : 'ya-qn-pagination');
    if (btn) { btn.setAttribute('onclick', "loadMore('" + kind + "', '" + id + "', " + (page + 1) + ")"); }
  };
  req.send();
}
</script>
%s</body>
</html>`,
		Esc(title), c.Styles(30), c.Href("search/search_result"), c.Href("login?.src=knowsrch&.intl=us"), c.Href("question/ask"),
		c.Href(""), c.Href("leaderboard"), rail.String(), main,
		c.Href("info/terms"), c.Href("info/privacy"), c.Href("info/community_guidelines"), c.Href("leaderboard"),
		c.W.Shape.ThreadsPerPage, c.W.Shape.PostsPerPage, c.Scripts(14))
	return h.String()
}

// rightRail is the trending and related questions modules.
func (s yaSkin) rightRail(c *Ctx, t *Thread) string {
	var h strings.Builder
	h.WriteString(`<div id="ya-right-rail" class="Fl(end) W(300px)">`)
	if t != nil {
		h.WriteString(`<div id="ya-related-questions" class="Bgc(#fff) Mb(20px) P(16px)"><h2 class="Fz(13px) Fw(b) Clr(#26282a) Mb(10px)">Related Questions</h2><ul class="List(n) P(0)">`)
		ts := t.Board.Threads
		start := int(Hash("ya-rel", t.ID) % uint64(len(ts)))
		for i := 0; i < min(8, len(ts)); i++ {
			o := ts[(start+i)%len(ts)]
			if o == t {
				continue
			}
			fmt.Fprintf(&h, `<li class="Py(6px) Bdbs(s) Bdbw(1px) Bdbc(#f1f1f5)"><a class="Clr(#26282a) Fz(13px) Td(n):h" href="%s">%s</a><div class="Fz(12px) Clr(#888)">%d answers</div></li>`,
				c.Href(s.ThreadURL(o, 1)), Esc(o.Title), len(o.Posts)-1)
		}
		h.WriteString(`</ul></div>`)
	}
	h.WriteString(`<div id="ya-trending-questions-module" class="Bgc(#fff) Mb(20px) P(16px)"><h2 class="Fz(13px) Fw(b) Clr(#26282a) Mb(10px)">Trending Questions</h2><ul class="List(n) P(0)">`)
	for i := range 8 {
		o := pick(c.W.Threads, "ya-trend", c.Path, c.Query.Get("qid"), c.Query.Get("sid"), i)
		fmt.Fprintf(&h, `<li class="ya-trending-q Py(6px)"><a class="Clr(#26282a) Fz(13px) Td(n):h" href="%s">%s</a><div class="Fz(12px) Clr(#888)">%d answers &middot; %s</div></li>`,
			c.Href(s.ThreadURL(o, 1)), Esc(o.Title), len(o.Posts)-1, Esc(o.Board.Name))
	}
	h.WriteString(`</ul></div><div id="ya-ad-rr" class="H(250px) Bgc(#fff) Ta(c) Clr(#ccc)">Advertisement</div></div>`)
	return h.String()
}

// item is one question in a listing.
func (s yaSkin) item(c *Ctx, t *Thread, href string) string {
	q := t.Posts[0]
	last := ""
	if len(t.Posts) > 1 {
		lp := t.LastPost()
		last = fmt.Sprintf(` &middot; Last answer by %s %s`, s.user(c, lp.Author), yaTime(c.W.Now, lp.Time))
	}
	return fmt.Sprintf(`<li class="ya-q-list-item Bgc(#fff) Bdbc(#e2e2e6) Bdbs(s) Bdbw(1px) P(16px) Pos(r)" data-qid="%s">
<div class="D(f)">%s<div class="Fl(start) W(100%%)"><h3 class="Fz(15px) Fw(b) Lh(19px) Mb(4px)"><a class="Fz(15px) Fw(b) Lh(19px) Clr(#26282a) Td(n):h ya-q-title" href="%s">%s</a></h3>
<div class="Fz(13px) Clr(#555) Lh(17px) Mb(6px) ya-q-text">%s</div>
<div class="Fz(12px) Clr(#888)">%s %s &middot; <a class="Clr(#888) Td(n):h ya-q-cat" href="%s">%s</a> &middot; <span class="ya-q-answers">%d answers</span>%s</div></div></div></li>
`, yaQID(t), s.avatar(c, t.Author), c.Href(href), Esc(t.Title), Esc(clip(q.Body[0], 160)),
		s.user(c, t.Author), yaTime(c.W.Now, q.Time), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), len(t.Posts)-1, last)
}

func (s yaSkin) home(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div id="ya-center-rail" class="Fl(start) W(520px) Mend(20px)"><div class="Bgc(#fff) Px(16px) Py(12px) Mb(2px)"><ul class="D(f) List(n) P(0)"><li class="Fw(b) Clr(#400090) Bdbw(3px) Bdbc(#400090) Bdbs(s) Pb(6px) Mend(20px)">Discover</li><li class="Clr(#26282a)">Answer</li></ul></div><ul id="ya-discover-tab" class="List(n) P(0) M(0)">`)
	for i, t := range c.W.ThreadsByActivity()[:min(len(c.W.Threads), 20)] {
		href := fmt.Sprintf("question/index;_ylt=A%x;_ylu=X3oDMTEx%xBHNlYwNkaXNj?qid=%s", Hash("ylt", t.ID)%(1<<40), Hash("ylu", i)%(1<<20), yaQID(t))
		h.WriteString(s.item(c, t, href))
	}
	h.WriteString(`</ul></div>`)
	h.WriteString(s.rightRail(c, nil))
	return s.frame(c, "Yahoo Answers", h.String())
}

func (s yaSkin) category(c *Ctx, b *Board, page int) string {
	per := c.W.Shape.ThreadsPerPage
	ts := b.Threads
	answerTab := c.Query.Get("link") == "answer"
	if answerTab {
		ts = slices.Clone(ts)
		slices.SortStableFunc(ts, func(x, y *Thread) int { return len(x.Posts) - len(y.Posts) })
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="ya-center-rail" class="Fl(start) W(520px) Mend(20px)"><div class="Bgc(#fff) Px(16px) Pt(14px) Mb(2px)"><div class="Fz(12px) Clr(#888) Mb(4px)"><a class="Clr(#888)" href="%s">All Categories</a> &rsaquo; <a class="Clr(#888)" href="%s">%s</a></div>
<h1 class="Fz(24px) Fw(300) Mb(6px) ya-cat-title">%s</h1><p class="Fz(13px) Clr(#555) Mb(10px)">%s</p>
<ul id="ya-cat-tabs" class="D(f) List(n) P(0) M(0)"><li class="Mend(20px) Pb(6px)%s"><a class="Td(n) Clr(#400090)" href="%s">Discover</a></li><li class="Pb(6px)%s"><a class="Td(n) Clr(#400090)" href="%s">Answer</a></li></ul></div>
<ul id="ya-discover-tab" class="List(n) P(0) M(0)">`,
		c.Href(""), c.Href(s.BoardURL(b, 1)), Esc(c.W.Categories[0].Name), Esc(b.Name), Esc(b.Description),
		map[bool]string{true: " Fw(b) Bdbw(3px) Bdbs(s) Bdbc(#400090)"}[!answerTab], c.Href(s.BoardURL(b, 1)),
		map[bool]string{true: " Fw(b) Bdbw(3px) Bdbs(s) Bdbc(#400090)"}[answerTab], c.Href(fmt.Sprintf("dir/index?sid=%d&link=answer", yaSID(b))))
	for _, t := range Page(ts, page, per) {
		h.WriteString(s.item(c, t, s.ThreadURL(t, 1)))
	}
	h.WriteString(`</ul>`)
	if page < b.Pages(per) {
		fmt.Fprintf(&h, `<div id="ya-discover-more" class="Ta(c) Py(14px)"><button id="ya-discover-more-btn" class="Bgc(#fff) Bdrs(3px) Bd(1px solid #e2e2e6) Fz(13px) Fw(b) Clr(#400090) Py(8px) Px(20px) Cur(p)" type="button" data-page="%d" onclick="loadMore('cat', %d, %d)">Show more</button></div>`,
			page+1, yaSID(b), page+1)
	}
	h.WriteString(`</div>`)
	h.WriteString(s.rightRail(c, nil))
	return s.frame(c, b.Name, h.String())
}

func (s yaSkin) answer(c *Ctx, p *Post, best bool) string {
	prop := "suggestedAnswer"
	if best {
		prop = "acceptedAnswer"
	}
	up, down := Hash("ya-up", p.ID)%40, Hash("ya-down", p.ID)%9
	return fmt.Sprintf(`<li class="answer Py(16px) Bdbs(s) Bdbw(1px) Bdbc(#e2e2e6)" itemprop="%s" itemscope itemtype="https://schema.org/Answer" data-aid="%d">
<div class="D(f)">%s<div class="answer-detail Fw(n) W(100%%)"><div class="D(f) Ai(c) Mb(6px)">%s <span class="Mstart(6px)">%s</span> <span class="Fz(11px) Clr(#888) Mstart(6px)">Lv %d</span></div>
<div class="ya-q-full-text Ol(n) Fz(14px) Lh(20px)" itemprop="text">%s</div>
<div class="D(f) Ai(c) Mt(10px) Fz(12px) Clr(#888)"><button class="ya-thumbs-up Bd(n) Bgc(t) Cur(p)" aria-label="Thumbs Up" type="button">&#9650;</button><span class="D(ib) Mstart(4px) Mend(12px)" itemprop="upvoteCount">%d</span><button class="ya-thumbs-down Bd(n) Bgc(t) Cur(p)" aria-label="Thumbs Down" type="button">&#9660;</button><span class="D(ib) Mstart(4px)">%d</span></div></div></div></li>
`, prop, p.ID, s.avatar(c, p.Author), s.user(c, p.Author), yaTime(c.W.Now, p.Time), yaLevel(p.Author),
		strings.Join(escAll(p.Body), "<br><br>"), up, down)
}

func (s yaSkin) question(c *Ctx, t *Thread, page int) string {
	per := c.W.Shape.PostsPerPage
	q := t.Posts[0]
	best := yaBest(t)
	qid := yaQID(t)
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="ya-center-rail" class="Fl(start) W(520px) Mend(20px)">
<div id="ya-question-detail" class="Bgc(#fff) Bdbc(#e2e2e6) Bdbs(s) Bdbw(1px) Px(16px) Py(18px)" itemscope itemtype="https://schema.org/Question">
<div class="Mb(10px)"><a class="Clr(#888) Fz(12px) Td(n):h ya-q-cat" href="%s">%s</a></div>
<div class="D(f) Ai(c) Mb(10px)">%s<div>%s<br>%s</div></div>
<h1 class="Fz(24px) Fw(300) Mb(10px)" itemprop="name">%s</h1>
<div class="ya-q-full-text Ol(n) Fz(14px) Lh(20px)" itemprop="text">%s</div>
<div class="D(f) Ai(c) Mt(16px)"><a id="ya-answer-btn" class="Bgc(#400090) Clr(#fff) Fw(b) Fz(13px) Px(16px) Py(8px) Bdrs(2px) Td(n) Mend(10px)" href="%s">Answer</a><button class="Bgc(#fff) Bd(1px solid #e2e2e6) Fz(13px) Px(12px) Py(7px) Mend(10px) ya-follow-btn" type="button">Follow</button><span class="Fz(12px) Clr(#888) Mend(10px)">%d following</span><a class="Fz(12px) Clr(#888)" href="%s" rel="nofollow">Report</a></div></div>`,
		c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), s.avatar(c, t.Author), s.user(c, t.Author), yaTime(c.W.Now, q.Time),
		Esc(t.Title), strings.Join(escAll(q.Body), "<br><br>"),
		c.Href("question/answer?qid="+qid), 1+Hash("ya-fol", t.ID)%12, c.Href("question/report?qid="+qid))
	items := Page(yaOrder(t), page, per)
	if page == 1 && best != nil {
		fmt.Fprintf(&h, `<div id="ya-best-answer" class="Bgc(#fff) Mt(10px) Px(16px) Pt(14px)"><h2 class="Fz(13px) Fw(b) Clr(#26282a)"><a class="Clr(#26282a) Td(n)" href="%s">Best Answer</a></h2><ul class="List(n) P(0) M(0)">%s</ul></div>`,
			c.Href("question/index?qid="+qid+"&show=best"), s.answer(c, best, true))
	}
	n := len(t.Posts) - 1
	fmt.Fprintf(&h, `<div id="ya-qn-answers" class="Bgc(#fff) Mt(10px) Px(16px)"><div class="D(f) Ai(c) Py(14px) Bdbs(s) Bdbw(1px) Bdbc(#e2e2e6)"><h2 class="Fz(13px) Fw(b) Clr(#26282a) Fl(start)">%d Answer%s</h2><div class="Mstart(a) Fz(12px) Clr(#888) ya-qn-sort">Relevance</div></div><ul id="ya-qn-answers-list" class="ya-qn-answers List(n) P(0) M(0)">`,
		n, map[bool]string{true: "s"}[n != 1])
	if n == 0 {
		h.WriteString(`<li class="Py(16px) Fz(13px) Clr(#888)">Be the first to answer this question.</li>`)
	}
	for _, p := range items {
		if p.Index == 0 || (page == 1 && p == best) {
			continue
		}
		h.WriteString(s.answer(c, p, false))
	}
	h.WriteString(`</ul>`)
	if total := t.Pages(per); page < total {
		left := len(t.Posts) - page*per
		fmt.Fprintf(&h, `<div class="Ta(c) Py(14px)"><button id="ya-qn-pagination" class="Bgc(#fff) Bdrs(3px) Bd(1px solid #e2e2e6) Fz(13px) Fw(b) Clr(#400090) Py(8px) Px(20px) Cur(p)" type="button" data-page="%d" onclick="loadMore('qn', '%s', %d)">Show more answers (%d)</button></div>`,
			page+1, qid, page+1, left)
	}
	h.WriteString(`</div></div>`)
	h.WriteString(s.rightRail(c, t))
	return s.frame(c, t.Title, h.String())
}

func (s yaSkin) loginBox(c *Ctx, msg string) string {
	return fmt.Sprintf(`<div id="ya-center-rail" class="Fl(start) W(640px) Bgc(#fff) P(20px)"><div id="login-body" class="Ta(c)"><h1 class="Fz(20px) Fw(300) Mb(10px)">%s</h1><form id="login-username-form" method="post" action="%s"><input class="phone-no" type="text" name="username" id="login-username" placeholder="Username, email, or mobile" autocomplete="username"><input id="login-signin" type="submit" class="pure-button puree-button-primary" value="Next" name="signin"></form><p class="Fz(13px)"><a href="https://login.yahoo.com/account/create?specId=yidReg">Create an account</a> &middot; <a href="https://login.yahoo.com/forgot">Trouble signing in?</a></p><p><a href="%s">Back to Yahoo Answers</a></p></div></div>`,
		Esc(msg), c.Href("login"), c.Href(""))
}

func (s yaSkin) activity(c *Ctx, u *User, path string) string {
	var qs, as []*Post
	for _, p := range c.W.Posts {
		if p.Author == u {
			if p.Index == 0 {
				qs = append(qs, p)
			} else {
				as = append(as, p)
			}
		}
	}
	uid := yaUID(u)
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="ya-center-rail" class="Fl(start) W(520px) Mend(20px)"><div id="ya-profile" class="Bgc(#fff) P(16px) Mb(10px)"><div class="D(f) Ai(c)">%s<div><h1 class="Fz(20px) Fw(b)">%s</h1><div class="Fz(12px) Clr(#888)">Level %d &middot; %d points &middot; Member since %s</div></div></div>
<p class="Fz(13px) Mt(10px) ya-profile-about">%s</p>
<ul class="D(f) List(n) P(0) Mt(10px) Fz(13px)"><li class="Mend(16px)"><a href="%s">Overview</a></li><li class="Mend(16px)"><a href="%s">Questions (%d)</a></li><li><a href="%s">Answers (%d)</a></li></ul></div>`,
		s.avatar(c, u), Esc(u.Name), yaLevel(u), yaPoints(u), u.Joined.Format("January 02, 2006"), Esc(u.Bio),
		c.Href("profile?show="+uid), c.Href("activity/questions?show="+uid), len(qs), c.Href("activity/answers?show="+uid), len(as))
	list := qs
	if path == "activity/answers" {
		list = as
	} else if path == "profile" {
		list = append(qs[:min(3, len(qs)):min(3, len(qs))], as[:min(3, len(as))]...)
	}
	h.WriteString(`<ul id="ya-activity-list" class="List(n) P(0) M(0)">`)
	for _, p := range list {
		fmt.Fprintf(&h, `<li class="Bgc(#fff) Bdbc(#e2e2e6) Bdbs(s) Bdbw(1px) P(16px)"><h3 class="Fz(15px) Fw(b)"><a class="Clr(#26282a) Td(n):h" href="%s">%s</a></h3><div class="Fz(12px) Clr(#888)">%s &middot; <a class="Clr(#888)" href="%s">%s</a></div></li>`,
			c.Href(s.ThreadURL(p.Thread, 1)), Esc(p.Thread.Title), yaTime(c.W.Now, p.Time), c.Href(s.BoardURL(p.Thread.Board, 1)), Esc(p.Thread.Board.Name))
	}
	h.WriteString(`</ul></div>`)
	h.WriteString(s.rightRail(c, nil))
	return h.String()
}

func (s yaSkin) leaderboard(c *Ctx) string {
	us := slices.Clone(c.W.Users)
	slices.SortStableFunc(us, func(a, b *User) int { return yaPoints(b) - yaPoints(a) })
	var h strings.Builder
	h.WriteString(`<div id="ya-center-rail" class="Fl(start) W(520px) Mend(20px) Bgc(#fff) P(16px)"><h1 class="Fz(24px) Fw(300) Mb(10px)">Leaderboard</h1><ol id="ya-leaderboard" class="P(0)">`)
	for i, u := range us[:min(50, len(us))] {
		fmt.Fprintf(&h, `<li class="D(f) Ai(c) Py(8px) Bdbs(s) Bdbw(1px) Bdbc(#f1f1f5)"><span class="W(30px) Fw(b)">%d</span>%s%s<span class="Mstart(a) Fz(12px) Clr(#888)">%d points</span></li>`, i+1, s.avatar(c, u), s.user(c, u), yaPoints(u))
	}
	h.WriteString(`</ol></div>`)
	h.WriteString(s.rightRail(c, nil))
	return h.String()
}

func (s yaSkin) search(c *Ctx) string {
	q := strings.ToLower(strings.TrimSpace(c.Query.Get("p")))
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="ya-center-rail" class="Fl(start) W(520px) Mend(20px)"><div class="Bgc(#fff) P(16px) Mb(2px)"><h1 class="Fz(18px) Fw(300)">Search results for &ldquo;%s&rdquo;</h1></div><ul id="ya-search-results" class="List(n) P(0) M(0)">`, Esc(c.Query.Get("p")))
	n := 0
	if q != "" {
		for _, t := range c.W.Threads {
			if n < 10 && strings.Contains(strings.ToLower(t.Title), q) {
				h.WriteString(s.item(c, t, s.ThreadURL(t, 1)))
				n++
			}
		}
	}
	if n == 0 {
		h.WriteString(`<li class="Bgc(#fff) P(16px)">We couldn't find any results. Try different keywords.</li>`)
	}
	h.WriteString(`</ul></div>`)
	h.WriteString(s.rightRail(c, nil))
	return h.String()
}
