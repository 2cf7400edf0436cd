package sim

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Apache Answer 1.4 (the Go Q&A platform, apache/incubator-answer) at the
// host root, as a crawler without JavaScript gets it: the server-side
// rendered pages of its template router (ui/template/*.html), which the React
// app takes over in a browser. Answer has no boards or categories: a question
// carries tags. Each board of the world becomes a tag (a slug of its name, at
// most 35 characters), the first on each of its questions, and the board's
// page N is that tag's question list; a thread's own tags follow it, and their
// lists are question lists of no board. A thread is a question (Posts[0]) and
// its answers; comments under the question and the answers are derived from
// the world. Questions and answers carry Answer's ids, "1" and a three-digit
// object type (001 question, 002 answer) before a 13-digit sequence, numbered
// in posting order. The site runs with the install's permalink setting,
// /questions/ID/TITLE (TITLE is htmltext.UrlTitle: the slugged title).
//
// A question page shows the question with every answer and comment: the
// controller asks for the first 999 answers, so a question never pages.
// Lists show 10 questions a page (the pager's default page size), pinned
// questions first. The pager (page.html) links "PATH?page=N" for a window of
// five pages, with previous and next links; the current page is a span. Its
// PATH is "questions" on the home page and empty elsewhere, so the home page's
// later pages are /questions?page=N and every pager drops the sort order. The
// sort buttons (sort-btns.html) link ?order=newest|active|hot|score|unanswered
// on the page they sit on, page 1. The tag lists take no order (the tag
// controller asks for newest). A page past the end renders an empty list under
// a pager stuck on the last page; a malformed page or order renders the 404
// page. Every path the template router does not know (the members list,
// search, login, signup, the post timelines, the ask form) gets the React
// app's shell, 200 with no content and no links: the soft 404 of a single page
// application. The login and signup links of the header are commented out in
// the templates, so a guest without JavaScript meets no login wall; the pages
// behind them are that shell. The question page's JSON-LD names each answer's
// permalink, /questions/ID/TITLE/ANSWER_ID, which renders the question; a few
// comments link answers as members paste them, /questions/ID/ANSWER_ID, which
// answers 302 to the permalink.
//
// Labels: the home page is the entry, and so is any first page of the whole
// question list (/questions, ?page=1, any order but unanswered), as it lists
// the same questions; its later pages are index pages of no board under
// /questions?page=N. A board's tag list is that board's index, a tag of no
// board an index of no board, the unanswered filter an index of no board; the
// tags directory, profiles, the shell and the 404 page are other. URL scheme:
//
//	"" (the host root)                    entry: newest questions, page 1
//	?page=N, ?order=O[&page=N]            the home page's list (page 1 entry, later pages index under questions?page=N)
//	questions[?order=O][&page=N]          every question, 10 a page (the same labels); O newest|active|hot|frequent|score,
//	                                      unanswered (index of no board); another O, a page below 1 or no number: 404
//	questions/QID/TITLE                   a question with its answers and comments (thread)
//	questions/QID/TITLE/ANY               the same page (thread, canonical questions/QID/TITLE): the answer permalink
//	questions/QID, questions/QID/WRONG    302 to questions/QID/TITLE, the query kept (labelled as the question)
//	questions/QID/AID                     302 to questions/QID/TITLE/AID, any answer's id (labelled as the question)
//	questions/ask, questions/add          the app's shell (other)
//	tags[?page=N]                         every tag, most used first, 10 a page (other)
//	tags/TAG[?page=N]                     a tag's questions, newest first (index: its board's, or of no board)
//	users/NAME                            a member's profile (other); users/login, users/register and the like: the shell
//	sitemap.xml                           every question (XML, other)
//	404, an unknown question, tag or member   the 404 page (404)
//	anything else                         the app's shell (200, other)
//
// Left out: everything behind JavaScript (voting, answering, search results,
// the members list, notifications, the admin), the short-id permalink modes
// and the plugins' pages.
func apacheanswer() *Package {
	return &Package{
		Name: "apacheanswer", Software: "Apache Answer 1.4 (server-side rendered pages)", Kind: QA,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{3, 4}, Threads: [2]int{26, 54},
			Posts: [2]int{1, 8}, LongThreadChance: 0.06, ThreadsPerPage: aaPerPage, PostsPerPage: aaAnswersPer, Users: 90,
			Lang: text.English, Opinion: 0.2, StickyChance: 0.03},
		Mount: "/", Seed: 9839, Unseen: true,
		OnePageThreads: true,
		Robots:         aaRobots,
		Skin:           aaSkin{},
	}
}

// aaRobots is the install's default robots.txt (defaultSEORobotTxt), its
// Sitemap line naming the site's sitemap.
const aaRobots = "User-agent: *\nDisallow: /admin\nDisallow: /search\nDisallow: /install\nDisallow: /review\nDisallow: /users/login\nDisallow: /users/register\nDisallow: /users/account-recovery\nDisallow: /users/oauth/*\nDisallow: /users/*/*\nDisallow: /answer/api\nDisallow: /*?code*\n\nSitemap: /sitemap.xml\n"

// aaSkin renders Answer's server-side templates.
type aaSkin struct{}

const (
	aaSite       = "Fieldnotes Answers"
	aaSiteDesc   = "Questions and answers about gardens, kitchens, bikes and the tools we fix them with."
	aaVersion    = "v1.4.1"
	aaRevision   = "c2cf3a7"
	aaPerPage    = 10  // Paginator's and the pager's default page size
	aaAnswersPer = 999 // the question controller's answer page size: all of them
	aaTagLen     = 35  // a tag slug's longest
	aaHot        = 6   // questions of the hot questions card
	aaJS         = "/static/js/main.7c2e91d4.js"
	aaCSS        = "/static/css/main.1f9a0b6e.css"
)

// aaOrders are the list orders QuestionPageReq accepts.
var aaOrders = []string{"newest", "active", "hot", "frequent", "score", "unanswered"}

// aaIgnoredUsers are the /users/ paths the app owns (checker.IsUsersIgnorePath).
var aaIgnoredUsers = map[string]bool{"login": true, "register": true, "account-recovery": true, "change-email": true,
	"password-reset": true, "account-activation": true, "confirm-new-email": true, "account-suspended": true,
	"logout": true, "settings": true, "notifications": true, "oauth": true, "auth-landing": true}

// aaComment is a comment under a question or an answer.
type aaComment struct {
	parent *Post
	author *User
	at     time.Time
	text   string
	link   string // a mount-relative link the comment carries, "" for none
	votes  int
}

// aaTables are what the skin derives from a world.
type aaTables struct {
	o        idOrder
	qid      map[*Thread]string
	byQID    map[string]*Thread
	aid      map[*Post]string
	byAID    map[string]*Post
	title    map[*Thread]string // htmltext.UrlTitle
	btag     map[*Board]string
	tagBoard map[string]*Board
	ttags    map[*Thread][]string
	tagList  map[string][]*Thread // newest first, pinned on top
	tags     []string             // most used first
	tagDesc  map[string]string
	uname    map[*User]string
	byName   map[string]*User
	comments map[*Post][]*aaComment
	accepted map[*Thread]*Post
	rep      map[*User]int
	nq, na   map[*User]int
	lists    map[string][]*Thread // the whole list in each order
	hot      []*Thread
}

func aaTab(w *World) *aaTables {
	return w.Derived("apacheanswer", func() any { return aaBuild(w) }).(*aaTables)
}

func aaBuild(w *World) *aaTables {
	d := &aaTables{o: newIDOrder(w), qid: map[*Thread]string{}, byQID: map[string]*Thread{}, aid: map[*Post]string{},
		byAID: map[string]*Post{}, title: map[*Thread]string{}, btag: map[*Board]string{}, tagBoard: map[string]*Board{},
		ttags: map[*Thread][]string{}, tagList: map[string][]*Thread{}, tagDesc: map[string]string{}, uname: map[*User]string{},
		byName: map[string]*User{}, comments: map[*Post][]*aaComment{}, accepted: map[*Thread]*Post{}, rep: map[*User]int{},
		nq: map[*User]int{}, na: map[*User]int{}, lists: map[string][]*Thread{}}
	for i, t := range d.o.threads {
		id := fmt.Sprintf("1001%013d", i+1)
		d.qid[t], d.byQID[id] = id, t
		d.title[t] = aaURLTitle(t.Title)
	}
	n := 0
	for _, p := range d.o.posts {
		if p.Index > 0 {
			n++
			id := fmt.Sprintf("1002%013d", n)
			d.aid[p], d.byAID[id] = id, p
		}
	}
	taken := map[string]bool{}
	for _, t := range w.Threads {
		for _, tag := range t.Tags {
			taken[aaTagSlug(tag)] = true
		}
	}
	for _, b := range w.Boards {
		base := aaTagSlug(b.Name)
		tag := base
		for n := 2; taken[tag]; n++ {
			suf := fmt.Sprintf("-%d", n)
			tag = strings.TrimRight(base[:min(len(base), aaTagLen-len(suf))], "-") + suf
		}
		taken[tag] = true
		d.btag[b], d.tagBoard[tag] = tag, b
		d.tagDesc[tag] = b.Description
	}
	used := map[string]int{}
	for _, t := range d.o.threads {
		tags := []string{d.btag[t.Board]}
		for _, tag := range t.Tags {
			if s := aaTagSlug(tag); s != "" && !slices.Contains(tags, s) && len(tags) < 5 {
				tags = append(tags, s)
			}
		}
		d.ttags[t] = tags
		for _, tag := range tags {
			used[tag]++
			d.tagList[tag] = append(d.tagList[tag], t)
		}
	}
	for tag, ts := range d.tagList {
		d.tagList[tag] = aaOrder(ts, "newest")
	}
	d.tags = byCount(used)
	names := make([]string, len(w.Users))
	for i, u := range w.Users {
		names[i] = aaUsername(u.Name)
	}
	for i, name := range uniqueSlugs(names) {
		u := w.Users[i]
		d.uname[u], d.byName[name] = name, u
	}

	// Comments fall between their post and the next one, so they never bump a question.
	for _, p := range w.Posts {
		t := p.Thread
		if p.Index == len(t.Posts)-1 {
			continue
		}
		gap := t.Posts[p.Index+1].Time.Sub(p.Time)
		k := [...]int{0, 0, 0, 0, 1, 1, 1, 2, 3}[Hash("aa-c", p.ID)%9]
		for i := range k {
			src := pick(t.Posts, "aa-cs", p.ID, i)
			s := src.Body[0]
			if j := strings.IndexAny(s, ".?!"); j > 0 {
				s = s[:j+1]
			}
			cm := &aaComment{parent: p, author: pick(w.Users, "aa-cu", p.ID, i), at: p.Time.Add(gap * time.Duration(i+1) / time.Duration(k+1)),
				text: s, votes: int(Hash("aa-cv", p.ID, i) % 4)}
			// Now and then a member points at an answer, pasting its short link.
			if len(t.Posts) > 2 && Hash("aa-cl", p.ID, i)%6 == 0 {
				a := t.Posts[1+int(Hash("aa-ca", p.ID, i)%uint64(len(t.Posts)-1))]
				if a != p {
					cm.link = "questions/" + d.qid[t] + "/" + d.aid[a]
				}
			}
			d.comments[p] = append(d.comments[p], cm)
		}
	}
	for _, t := range w.Threads {
		d.nq[t.Author]++
		d.rep[t.Author] += 10 * aaVotes(t.Posts[0])
		for _, a := range t.Posts[1:] {
			d.na[a.Author]++
			d.rep[a.Author] += 10 * aaVotes(a)
		}
		if len(t.Posts) > 1 && Hash("aa-acc", t.ID)%5 < 2 {
			best := t.Posts[1]
			for _, a := range t.Posts[2:] {
				if aaVotes(a) > aaVotes(best) {
					best = a
				}
			}
			d.accepted[t] = best
			d.rep[best.Author] += 15
		}
	}
	for _, o := range aaOrders {
		d.lists[o] = aaOrder(w.Threads, o)
	}
	d.hot = d.lists["hot"][:min(aaHot, len(w.Threads))]
	return d
}

// aaOrder is threads in a list order, pinned questions on top; unanswered
// keeps only the questions without an answer, newest first.
func aaOrder(ts []*Thread, order string) []*Thread {
	newest := func(a, b *Thread) int { return a.Posts[0].Time.Compare(b.Posts[0].Time) }
	switch order {
	case "active":
		return stickyFirst(ts, byLastPost, true)
	case "hot", "frequent":
		return stickyFirst(ts, byViews, true)
	case "score":
		return stickyFirst(ts, func(a, b *Thread) int { return aaVotes(a.Posts[0]) - aaVotes(b.Posts[0]) }, true)
	case "unanswered":
		var out []*Thread
		for _, t := range ts {
			if len(t.Posts) == 1 {
				out = append(out, t)
			}
		}
		return stickyFirst(out, newest, true)
	}
	return stickyFirst(ts, newest, true)
}

// aaVotes is a post's score.
func aaVotes(p *Post) int {
	return int(Hash("aa-v", p.ID)%9) - 1
}

// aaURLTitle is htmltext.UrlTitle: the title through gosimple/slug (its
// English substitutions, ASCII folding, one hyphen for each run of anything
// else), at most 150 characters, "topic" when nothing is left.
func aaURLTitle(title string) string {
	s := strings.NewReplacer("&", " and ", "@", " at ").Replace(title)
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case r > 127 && asciiFold[r] != "":
			b.WriteString(asciiFold[r])
			dash = false
		default:
			if !dash && b.Len() > 0 {
				b.WriteByte('-')
				dash = true
			}
		}
	}
	out := strings.Trim(b.String(), "-")
	if len(out) > 150 {
		out = strings.TrimRight(out[:150], "-")
	}
	if out == "" {
		return "topic"
	}
	return out
}

// aaTagSlug is a name as a tag's slug name: lower case, [a-z0-9] and hyphens, at most 35 characters.
func aaTagSlug(name string) string {
	s := slug(name)
	if len(s) > aaTagLen {
		s = strings.TrimRight(s[:aaTagLen], "-")
	}
	return s
}

// aaUsername is a display name as a username: lower case letters and digits.
func aaUsername(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	if b.Len() < 4 {
		b.WriteString("user")
	}
	return b.String()
}

func (aaSkin) Entry() string { return "" }

func (aaSkin) BoardURL(b *Board, p int) string {
	u := "tags/" + aaTab(b.World).btag[b]
	if p > 1 {
		u += fmt.Sprintf("?page=%d", p)
	}
	return u
}

func (aaSkin) ThreadURL(t *Thread, p int) string {
	d := aaTab(t.Board.World)
	return "questions/" + d.qid[t] + "/" + d.title[t]
}

// Serve routes a request as the template router, and the app's NoRoute after it, do.
func (s aaSkin) Serve(c *Ctx) Response {
	d := aaTab(c.W)
	seg := segments(strings.Split(c.Path, "/"))
	switch {
	case c.Path == "":
		return s.questions(c, d, true)
	case c.Path == "questions":
		return s.questions(c, d, false)
	case seg.at(0) == "questions" && len(seg) <= 4 && seg.at(1) != "":
		return s.question(c, d, seg)
	case c.Path == "tags":
		return s.tagsPage(c, d)
	case seg.at(0) == "tags" && len(seg) == 2 && seg.at(1) != "":
		return s.tag(c, d, seg.at(1))
	case seg.at(0) == "users" && len(seg) == 2 && seg.at(1) != "" && !aaIgnoredUsers[seg.at(1)]:
		return s.profile(c, d, seg.at(1))
	case c.Path == "sitemap.xml":
		return s.sitemap(c, d)
	case c.Path == "404":
		return s.notFound(c)
	case c.Path == "custom.css":
		return Response{Status: http.StatusOK, ContentType: "text/css; charset=utf-8", Body: "/* custom css */\n", Info: Info{Type: TypeOther}}
	case c.Path == "manifest.json":
		return Response{Status: http.StatusOK, ContentType: "application/json", Body: fmt.Sprintf(`{"name":%q,"short_name":%q,"start_url":".","display":"standalone"}`, aaSite, aaSite), Info: Info{Type: TypeOther}}
	}
	return s.shell(c)
}

// shell is the React app's index.html, which every unknown path gets.
func (aaSkin) shell(c *Ctx) Response {
	return c.Page(Info{Type: TypeOther}, `<!doctype html><html><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/><meta name="theme-color" content="#000000"/><link rel="manifest" href="/manifest.json"/><title>Answer</title><script defer="defer" src="`+aaJS+`"></script><link href="`+aaCSS+`" rel="stylesheet"></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div><div id="spin-mask"><div id="spin-container"><div class="spinner"></div></div><div id="protect-browser"></div></div></body></html>`)
}

// notFound is Page404: the 404 template with the site's chrome.
func (s aaSkin) notFound(c *Ctx) Response {
	body := s.layout(c, aaSite, "", "", "", `<div class="pt-4 mt-2 mb-5 container"><div class="justify-content-center row"><div class="col-xxl-7 col-lg-8 col-sm-12 text-center">
  <div class="mb-4 page-404"></div>
  <h4 class="text-center">Oops! Page not found</h4>
  <p class="text-center text-secondary">The page you are looking for could not be found.</p>
  <div class="text-center"><a href="/" class="btn btn-link">Back to homepage</a></div>
</div></div></div>
`)
	return c.NotFound(body)
}

// pageParam reads ?page: 0 when absent, ok false when it is no number or below 1 (the binding's 404).
func aaPageParam(c *Ctx) (int, bool) {
	v := c.Query.Get("page")
	if v == "" {
		return 0, true
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, false
	}
	return n, true
}

// questions is Index (home) and QuestionList: the question.html list.
func (s aaSkin) questions(c *Ctx, d *aaTables, home bool) Response {
	page, ok := aaPageParam(c)
	order := c.Query.Get("order")
	if order == "" {
		order = "newest"
	}
	if !ok || !slices.Contains(aaOrders, order) {
		return s.notFound(c)
	}
	page = max(page, 1)
	list := d.lists[order]
	items := Page(list, page, aaPerPage)
	var info Info
	switch {
	case len(items) == 0 && len(list) > 0:
		info = Info{Type: TypeOther}
	case order == "unanswered":
		canon := "questions?order=unanswered"
		if page > 1 {
			canon += fmt.Sprintf("&page=%d", page)
		}
		info = Info{Type: TypeIndex, FPage: page, Canonical: canon}
	case page == 1:
		info = Info{Type: TypeEntry, Canonical: "/"}
	default:
		info = Info{Type: TypeIndex, FPage: page, Canonical: fmt.Sprintf("questions?page=%d", page)}
	}
	canonical, title, path := "/", aaSite, "questions"
	if !home {
		canonical, title, path = "/questions", "Questions - "+aaSite, ""
		if page > 1 {
			canonical = fmt.Sprintf("/questions?page=%d", page)
		}
	}
	var h strings.Builder
	h.WriteString(`<div class="pt-4 mt-2 mb-5 container">
  <div class="justify-content-center row">
    <div class="col-xxl-7 col-lg-8 col-sm-12">
      <div>
        <div class="mb-3 d-flex flex-wrap justify-content-between">
          <h5 class="fs-5 text-nowrap mb-3 mb-md-0">
            All Questions
          </h5>
`)
	h.WriteString(aaSortBtns)
	h.WriteString(`        </div>
        <div class="border-top border-bottom-0 list-group list-group-flush">
`)
	for _, t := range items {
		s.row(c, d, &h, t, order == "active")
	}
	h.WriteString(`        </div>
        <div class="mt-4 mb-2 d-flex justify-content-center">
`)
	h.WriteString(aaPager(path, page, len(list)))
	h.WriteString(`        </div>
      </div>
    </div>
    <div class="mt-5 mt-lg-0 col-xxl-3 col-lg-4 col-sm-12">
`)
	h.WriteString(s.card(d, "Hot Questions", d.hot))
	h.WriteString(`    </div>
  </div>
</div>
`)
	return c.Page(info, s.layout(c, title, aaSiteDesc, canonical, "", h.String()))
}

// aaSortBtns is sort-btns.html: the same links on every list, newest marked active.
const aaSortBtns = `<div role="group" class="btn-group btn-group-sm">
  <a role="button" tabindex="0" href="?order=newest" class="text-capitalize fit-content btn active btn-outline-secondary">
    newest
  </a>
  <a role="button" tabindex="0" href="?order=active" class="text-capitalize fit-content btn btn-outline-secondary">
    active
  </a>
  <a role="button" tabindex="0" href="?order=hot" class="text-capitalize fit-content d-none d-md-block btn btn-outline-secondary">
    hot
  </a>
  <a role="button" tabindex="0" href="?order=score" class="text-capitalize fit-content d-none d-md-block btn btn-outline-secondary">
    score
  </a>
  <a role="button" tabindex="0" href="?order=unanswered" class="text-capitalize fit-content d-none d-md-block btn btn-outline-secondary" style="border-top-right-radius: 0.25rem; border-bottom-right-radius: 0.25rem;">
  unanswered
  </a>
</div>
`

// row is one question of a list: title, operator, counts and tags.
func (s aaSkin) row(c *Ctx, d *aaTables, h *strings.Builder, t *Thread, active bool) {
	op, at, what := t.Author, t.Posts[0].Time, "asked"
	if active && len(t.Posts) > 1 {
		op, at, what = t.LastPost().Author, t.LastPost().Time, "answered"
	}
	fmt.Fprintf(h, `          <div class="border-bottom pt-3 pb-2 px-0 list-group-item">
            <h5 class="text-wrap text-break">
              <a class="link-dark" href="%s"
                >%s</a
              >
            </h5>
            <div
              class="d-flex flex-column flex-md-row align-items-md-center small text-secondary"
            >
              <div class="d-flex">
                <div class="text-secondary me-1">
                  <a href="%s"
                    ><span class="me-1 text-break"
                      >%s</span
                    ></a
                  ><span class="fw-bold" title="Reputation"
                    >%d</span
                  >
                </div>
                %s
              </div>
              <div class="ms-0 ms-md-3 mt-2 mt-md-0">
                <span
                  ><i class="br bi-hand-thumbs-up-fill"></i
                  ><em class="fst-normal ms-1">%d</em></span
                >
                <span class="ms-3"
                  ><i class="br bi-chat-square-text-fill"></i
                  ><em class="fst-normal ms-1">%d</em></span
                >
                <span class="summary-stat ms-3"
                  ><i class="br bi-eye-fill"></i
                  ><em class="fst-normal ms-1">%d</em></span
                >
              </div>
            </div>
            <div class="question-tags mx-n1 mt-2">
`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), c.Href("users/"+d.uname[op]), Esc(op.Name), d.rep[op], aaTime(c.W.Now, at, what, "text-secondary ms-1"),
		aaVotes(t.Posts[0]), len(t.Posts)-1, t.Views)
	for _, tag := range d.ttags[t] {
		fmt.Fprintf(h, `              <a
                href="%s"
                class="badge-tag rounded-1   m-1"
              >
                <span class="">%s</span>
              </a>
`, c.Href("tags/"+tag), Esc(tag))
	}
	h.WriteString(`            </div>
          </div>
`)
}

// aaTime is a <time> as the templates print it: the relative date, the long date as its title.
func aaTime(now, t time.Time, what, class string) string {
	return fmt.Sprintf(`<time class="%s" datetime="%s" title="%s">%s %s</time>`, class, t.UTC().Format(time3339), t.UTC().Format("Jan 2, 2006 at 15:04"), what, aaAgo(now, t))
}

// aaAgo is translatorTimeFormat: minutes, hours, days, then the date.
func aaAgo(now, t time.Time) string {
	dt := now.Sub(t)
	switch {
	case dt < time.Minute:
		return "just now"
	case dt < time.Hour:
		return fmt.Sprintf("%dm ago", int(dt/time.Minute))
	case dt < 24*time.Hour:
		return fmt.Sprintf("%dh ago", int(dt/time.Hour))
	case dt < 7*24*time.Hour:
		return fmt.Sprintf("%dd ago", int(dt/(24*time.Hour)))
	case t.Year() == now.Year():
		return t.UTC().Format("Jan 2")
	}
	return t.UTC().Format("Jan 2, 2006")
}

// aaPager is page.html over Paginator: a window of five pages around the current one.
func aaPager(path string, page, n int) string {
	total := (n + aaPerPage - 1) / aaPerPage
	if page > total {
		page = total
	}
	if page <= 0 {
		page = 1
	}
	var pages []int
	var prev, next int
	switch {
	case page >= total-5 && total > 5:
		for i := range 5 {
			pages = append(pages, total-5+1+i)
		}
		prev, next = page-1, min(total, page+1)
	case page >= 3 && total > 5:
		for i := range 5 {
			pages = append(pages, page-3+1+i)
		}
		prev, next = page-1, page+1
	default:
		for i := range min(5, total) {
			pages = append(pages, i+1)
		}
		prev, next = max(1, page-1), page+1
	}
	var h strings.Builder
	h.WriteString(`<ul class="d-inline-flex mb-0 pagination pagination-sm">
`)
	if page != 1 {
		fmt.Fprintf(&h, `  <li class="page-item">
    <a class="page-link" href="%s?page=%d"><span aria-hidden="true">Prev</span><span
        class="visually-hidden">Prev</span></a>
  </li>
`, path, prev)
	}
	for _, v := range pages {
		if v == page {
			fmt.Fprintf(&h, `  <li class="page-item active">
    <span class="page-link" href="%s?page=%d">%d
      <span class="visually-hidden">(current)</span>
    </span>
  </li>
`, path, v, v)
		} else {
			fmt.Fprintf(&h, `  <li class="page-item">
    <a class="page-link" href="%s?page=%d">%d</a>
  </li>
`, path, v, v)
		}
	}
	if page < total {
		fmt.Fprintf(&h, `  <li class="page-item">
    <a class="page-link" href="%s?page=%d"><span aria-hidden="true">Next</span><span
        class="visually-hidden">Next</span></a>
  </li>
`, path, next)
	}
	h.WriteString("</ul>\n")
	return h.String()
}

// card is hot-question.html and related-question.html: a card of question links.
func (s aaSkin) card(d *aaTables, head string, ts []*Thread) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="card">
  <div class="text-nowrap text-capitalize card-header">%s</div>
  <div class="list-group list-group-flush">
`, head)
	for _, t := range ts {
		fmt.Fprintf(&h, `    <a class="list-group-item list-group-item-action" href="/%s">
      <div class="link-dark">%s</div>
`, s.ThreadURL(t, 1), Esc(t.Title))
		if n := len(t.Posts) - 1; n > 0 {
			fmt.Fprintf(&h, `      <div class="d-flex align-items-center small mt-1 link-secondary">
        <i class="br bi-chat-square-text-fill"></i>
        <span class="ms-1">%d answers</span>
      </div>
`, n)
		}
		h.WriteString("    </a>\n")
	}
	h.WriteString("  </div>\n</div>\n")
	return h.String()
}

// question is QuestionInfo: the redirects of QuestionInfoeRdirect, then question-detail.html.
func (s aaSkin) question(c *Ctx, d *aaTables, seg segments) Response {
	id := seg.at(1)
	if id == "ask" || id == "add" {
		return s.shell(c)
	}
	t := d.byQID[id]
	if t == nil {
		return s.notFound(c)
	}
	info := threadInfo(s, t, 1)
	canon := s.ThreadURL(t, 1)
	query := ""
	if c.RawQuery != "" {
		query = "?" + c.RawQuery
	}
	title := seg.at(2)
	if a := d.byAID[title]; a != nil {
		// An answer's id where the title goes: its permalink.
		return c.Redirect("/"+canon+"/"+title+query, info)
	}
	if title != d.title[t] {
		return c.Redirect("/"+canon+query, info)
	}
	return c.Page(info, s.detail(c, d, t))
}

// detail renders question-detail.html: the question, its comments, every answer and theirs.
func (s aaSkin) detail(c *Ctx, d *aaTables, t *Thread) string {
	q := t.Posts[0]
	canon := "/" + s.ThreadURL(t, 1)
	edited := t.LastPost().Time
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="pt-4 mt-2 mb-5 questionDetailPage container">
  <div class="justify-content-center row">
    <div class="mb-5 mb-md-0 col-xxl-7 col-lg-8 col-sm-12">
      <div>
        <h1 class="h3 mb-3 text-wrap text-break">
          <a class="link-dark" href="/questions/%s">%s</a>
        </h1>
        <div
          class="d-flex flex-wrap align-items-center small mb-3 text-secondary">
          %s
          %s
          <div class="me-3">Viewed %d</div>

        </div>
        <div class="m-n1">
`, d.qid[t], Esc(t.Title), aaTime(c.W.Now, q.Time, "Asked", "me-3"), aaTime(c.W.Now, edited, "Modified", "me-3"), t.Views)
	for _, tag := range d.ttags[t] {
		fmt.Fprintf(&h, `          <a href="/tags/%s"
             class="badge-tag rounded-1   m-1">
            <span class="">%s</span>
          </a>
`, tag, Esc(tag))
	}
	fmt.Fprintf(&h, `        </div>
        <article class="fmt text-break text-wrap mt-4">
          %s
        </article>
`, aaBody(q.Body))
	h.WriteString(s.postFoot(c, d, t, q, "asked", 3))
	h.WriteString(`        <div class="comments-wrap">
`)
	h.WriteString(s.commentList(c, d, q))
	fmt.Fprintf(&h, `        </div>
      </div>
      <div class="d-flex align-items-center justify-content-between mt-5 mb-3"
           id="answerHeader">
        <h5 class="mb-0">%d Answers</h5>
      </div>
`, len(t.Posts)-1)
	answers := slices.Clone(t.Posts[1:])
	// Answers come most voted first, the accepted one on top.
	slices.SortStableFunc(answers, func(a, b *Post) int {
		if (d.accepted[t] == a) != (d.accepted[t] == b) {
			if d.accepted[t] == a {
				return -1
			}
			return 1
		}
		return aaVotes(b) - aaVotes(a)
	})
	for _, a := range answers {
		fmt.Fprintf(&h, `      <div id="%s" class="answer-item py-4">
        <article class="fmt">
          %s
        </article>
        <div class="d-flex align-items-center mt-4">
          <div class="">
            <div role="group" class="btn-group">
              <button type="button" class="btn btn-outline-secondary">
                <i class="br bi-hand-thumbs-up-fill"></i></button>
              <button type="button"
                      disabled="" class="btn btn-outline-dark text-body">
                %d
              </button>
              <button type="button" class="btn btn-outline-secondary">
                <i class="br bi-hand-thumbs-down-fill"></i>
              </button>
            </div>
          </div>
`, d.aid[a], aaBody(a.Body), aaVotes(a))
		if d.accepted[t] == a {
			h.WriteString(`          <button type="button" disabled=""
                  class="ms-3 active opacity-100 bg-success text-white btn btn-outline-success">
            <i class="br bi-check-circle-fill me-2"></i><span>Accepted</span>
          </button>
`)
		}
		h.WriteString("        </div>\n")
		h.WriteString(s.postFoot(c, d, t, a, "answered", 4))
		h.WriteString(`        <div class="comments-wrap">
`)
		h.WriteString(s.commentList(c, d, a))
		h.WriteString("        </div>\n      </div>\n")
	}
	h.WriteString(`    </div>
    <div class="mt-5 mt-lg-0 col-xxl-3 col-lg-4 col-sm-12">
`)
	h.WriteString(s.card(d, "Related Questions", similarThreads(t, "aa-rel")))
	h.WriteString(`    </div>
  </div>
</div>
`)
	// The JSON-LD of the QAPage, its answers' URLs the permalinks.
	type person struct {
		Type string `json:"@type"`
		Name string `json:"name"`
		URL  string `json:"url"`
	}
	type answerLD struct {
		Type        string `json:"@type"`
		Text        string `json:"text"`
		DateCreated string `json:"dateCreated"`
		UpvoteCount int    `json:"upvoteCount"`
		URL         string `json:"url"`
		Author      person `json:"author"`
	}
	ld := func(p *Post) answerLD {
		return answerLD{"Answer", aaBody(p.Body), p.Time.UTC().Format(time3339), aaVotes(p), canon + "/" + d.aid[p],
			person{"Person", p.Author.Name, "/users/" + d.uname[p.Author]}}
	}
	main := map[string]any{"@type": "Question", "name": t.Title, "text": aaBody(q.Body), "answerCount": len(t.Posts) - 1,
		"upvoteCount": aaVotes(q), "dateCreated": q.Time.UTC().Format(time3339),
		"author": person{"Person", t.Author.Name, "/users/" + d.uname[t.Author]}}
	var suggested []answerLD
	for _, a := range t.Posts[1:] {
		if d.accepted[t] == a {
			main["acceptedAnswer"] = ld(a)
		} else {
			suggested = append(suggested, ld(a))
		}
	}
	main["suggestedAnswer"] = suggested
	js, _ := json.Marshal(map[string]any{"@context": "https://schema.org", "@type": "QAPage", "mainEntity": main})
	jsonLD := `<script data-react-helmet="true" type="application/ld+json">` + string(js) + ` </script>`
	desc := clip(strings.Join(q.Body, " "), 240)
	return s.layout(c, t.Title+" - "+aaSite, desc, canon, jsonLD, h.String())
}

// postFoot is the row under a post: its timeline link, its author and the time.
func (s aaSkin) postFoot(c *Ctx, d *aaTables, t *Thread, p *Post, what string, col int) string {
	timeline := "/posts/" + d.qid[t] + "/timeline"
	if p.Index > 0 {
		timeline = "/posts/" + d.qid[t] + "/" + d.aid[p] + "/timeline"
	}
	u := "/users/" + d.uname[p.Author]
	return fmt.Sprintf(`        <div class="mt-4 mb-3 row">
          <div class="mb-3 mb-md-0 col-lg-5">

          </div>
          <div class="mb-3 mb-md-0 col-lg-3">
            <a href="%s">
              %s
            </a>
          </div>
          <div class="col-lg-%d">
            <div class="d-flex">
              <a href="%s"><img
                src="/api/v1/user/avatar/%s?s=96"
                width="40px" height="40px"
                class="rounded me-2 d-none d-md-block"
                alt=""/></a>
              <div
                class="small text-secondary d-flex flex-row flex-md-column align-items-center align-items-md-start">
                <div class="me-1 me-md-0">
                  <a class="me-1 text-break"
                     href="%s">%s</a><span
                  class="fw-bold" title="Reputation">%d</span>
                </div>
                <a href="%s">
                  %s
                </a>
              </div>
            </div>
          </div>
        </div>
`, timeline, aaTime(c.W.Now, p.Time, "edited", "link-secondary small"), col, u, d.uname[p.Author], u, Esc(p.Author.Name), d.rep[p.Author],
		timeline, aaTime(c.W.Now, p.Time, what, "link-secondary"))
}

// commentList is comment.html: a post's comments, each with its author.
func (s aaSkin) commentList(c *Ctx, d *aaTables, p *Post) string {
	var h strings.Builder
	for _, cm := range d.comments[p] {
		text := Esc(cm.text)
		if cm.link != "" {
			text += fmt.Sprintf(` See <a href="/%s">/%s</a>`, cm.link, cm.link)
		}
		votes := ""
		if cm.votes != 0 {
			votes = fmt.Sprintf(`
        <span class="ms-2">%d</span>`, cm.votes)
		}
		fmt.Fprintf(&h, `<div class="border-bottom py-2 comment-item border-top">
  <div class="d-block">
    <div class="fmt small">
      <p>%s</p>
    </div>
  </div>
  <div class="d-flex justify-content-between small">
    <div class="d-flex align-items-center link-secondary">
      <a href="/users/%s">%s</a><span
      class="mx-1">•</span>
      <time
        class="me-3"
        datetime="%s"
        title="%s">%s
      </time>
      <button type="button"
              class="me-3 btn-no-border p-0 link-secondary btn btn-link btn-sm">
        <i class="br bi-hand-thumbs-up-fill"></i>%s
      </button>
      <button type="button"
              class="link-secondary m-0 p-0 btn-no-border btn btn-link btn-sm">
        Reply
      </button>
    </div>
  </div>
</div>
`, text, d.uname[cm.author], Esc(cm.author.Name), cm.at.UTC().Format(time3339), cm.at.UTC().Format("Jan 2, 2006 at 15:04"), aaAgo(c.W.Now, cm.at), votes)
	}
	return h.String()
}

// aaBody is a post's parsed HTML.
func aaBody(ps []string) string {
	return "<p>" + strings.Join(escAll(ps), "</p>\n<p>") + "</p>"
}

// tagsPage is TagList: tags.html, the most used first.
func (s aaSkin) tagsPage(c *Ctx, d *aaTables) Response {
	page, ok := aaPageParam(c)
	if !ok {
		return Response{Status: http.StatusBadRequest, ContentType: "application/json", Body: `{"code":400,"reason":"base.request_format_error","msg":"Request format error.","data":null}`, Info: Info{Type: TypeOther}}
	}
	page = max(page, 1)
	canonical := "/tags"
	if page > 1 {
		canonical = fmt.Sprintf("/tags?page=%d", page)
	}
	var h strings.Builder
	h.WriteString(`<div class="py-3 my-3 container">
    <div class="mb-4 d-flex justify-content-center row">
        <div class="col-xxl-10 col-sm-12">
            <h3 class="mb-4">Tags</h3>
        </div>
        <div class="mt-4 col-xxl-10 col-sm-12">
            <div class="row">
`)
	for _, tag := range Page(d.tags, page, aaPerPage) {
		fmt.Fprintf(&h, `                <div class="mb-4 col-lg-3 col-md-4 col-sm-6 col-12">
                    <div class="h-100 card">
                        <div class="d-flex flex-column align-items-start card-body">
                            <a href="/tags/%s" class="badge-tag rounded-1 mb-3"><span
                                    class="">%s</span></a>
                            <p class="small flex-fill text-break text-wrap text-truncate-4">%s
                            </p>
                            <div class="d-flex align-items-center">
                                <span class="text-secondary small text-nowrap">%d
                                    questions</span>
                            </div>
                        </div>
                    </div>
                </div>
`, tag, Esc(tag), Esc(d.tagDesc[tag]), len(d.tagList[tag]))
	}
	h.WriteString(`            </div>
            <div class="d-flex justify-content-center">
`)
	h.WriteString(aaPager("", page, len(d.tags)))
	h.WriteString(`            </div>
        </div>
    </div>
</div>
`)
	return c.Page(Info{Type: TypeOther}, s.layout(c, "Tags - "+aaSite, aaSiteDesc, canonical, "", h.String()))
}

// tag is TagInfo: tag-detail.html, the tag's questions newest first.
func (s aaSkin) tag(c *Ctx, d *aaTables, name string) Response {
	page, ok := aaPageParam(c)
	if !ok {
		return s.notFound(c)
	}
	// GetTagInfoReq lower-cases the name.
	slugName := strings.ToLower(name)
	list, known := d.tagList[slugName]
	if !known {
		return s.notFound(c)
	}
	page = max(page, 1)
	items := Page(list, page, aaPerPage)
	var info Info
	b := d.tagBoard[slugName]
	switch {
	case len(items) == 0:
		info = Info{Type: TypeOther}
	case b != nil:
		info = boardInfo(s, b, page)
	default:
		canon := "tags/" + slugName
		if page > 1 {
			canon += fmt.Sprintf("?page=%d", page)
		}
		info = Info{Type: TypeIndex, FPage: page, Canonical: canon}
	}
	canonical := "/tags/" + name
	if page > 1 {
		canonical += fmt.Sprintf("?page=%d", page)
	}
	desc := d.tagDesc[slugName]
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="pt-4 mt-2 mb-5 container">
  <div class="justify-content-center row">
    <div class="col-xxl-7 col-lg-8 col-sm-12">
      <div class="tag-box mb-5">
        <h3 class="mb-3">
          <a class="link-dark" href="/tags/%s"
            >%s</a
          >
        </h3>
        <p class="text-break">%s</p>
      </div>
      <div>
        <div class="mb-3 d-flex flex-wrap justify-content-between">
          <h5 class="fs-5 text-nowrap mb-3 mb-md-0">
            %d questions
          </h5>
        </div>
        <div class="border-top border-bottom-0 list-group list-group-flush">
`, slugName, Esc(slugName), Esc(desc), len(list))
	for _, t := range items {
		s.row(c, d, &h, t, false)
	}
	h.WriteString(`        </div>
        <div class="mt-4 mb-2 d-flex justify-content-center"></div>
      </div>
    </div>
    <div class="d-flex justify-content-center">`)
	h.WriteString(aaPager("", page, len(list)))
	h.WriteString(`</div>
  </div>
</div>
`)
	metaDesc := desc
	if metaDesc == "" {
		metaDesc = "The tag has no description."
	}
	return c.Page(info, s.layout(c, fmt.Sprintf("'%s' Questions - %s", slugName, aaSite), metaDesc, canonical, "", h.String()))
}

// profile is UserInfo: homepage.html, the member's card and about.
func (s aaSkin) profile(c *Ctx, d *aaTables, name string) Response {
	u := d.byName[name]
	if u == nil {
		return s.notFound(c)
	}
	about := `<div class="text-center py-5 mb-4">Nothing here yet.</div>`
	if u.Bio != "" && Hash("aa-bio", u.ID)%3 != 0 {
		about = `<div class="text-center mb-4"><p>` + Esc(u.Bio) + `</p></div>`
	}
	body := fmt.Sprintf(`            <div class="pt-4 mt-2 mb-5 container">
                <div class="justify-content-center row">
                    <div class="col-xxl-7 col-lg-8 col-sm-12">
                        <div class="d-flex flex-column flex-md-row mb-4">
                            <a href="/users/%s"><img
                                    src="/api/v1/user/avatar/%s?s=320"
                                    width="160px" height="160px" class="rounded" alt="" /></a>
                            <div class="ms-0 ms-md-4 mt-4 mt-md-0">
                                <div class="d-flex align-items-center mb-2">
                                    <a class="link-dark h3 mb-0" href="/users/%s">%s</a>

                                </div>
                                <div class="text-secondary mb-4">@%s</div>
                                <div class="d-flex flex-wrap mb-3">
                                    <div class="me-3">
                                        <strong class="fs-5">%d</strong><span class="text-secondary"> reputation</span>
                                    </div>
                                    <div class="me-3">
                                        <strong class="fs-5">%d</strong><span class="text-secondary"> answers</span>
                                    </div>
                                    <div>
                                        <strong class="fs-5">%d</strong><span class="text-secondary"> questions</span>
                                    </div>
                                </div>
                                <div class="d-flex text-secondary"></div>
                            </div>
                        </div>
                    </div>
                    <div class="d-flex justify-content-start justify-content-md-end col-xxl-3 col-lg-4 col-sm-12">

                    </div>
                </div>
                <div class="justify-content-center row">

                    <div class="col-xxl-7 col-lg-8 col-sm-12">
                        <div>
                            <h5 class="mb-3">About Me</h5>
                            %s
                        </div>
                    </div>
                    <div class="mt-5 mt-lg-0 col-xxl-3 col-lg-4 col-sm-12">

                    </div>
                </div>
            </div>
`, name, name, name, Esc(u.Name), name, d.rep[u], d.na[u], d.nq[u], about)
	return c.Page(Info{Type: TypeOther}, s.layout(c, name+" - "+aaSite, aaSiteDesc, "/users/"+name, "", body))
}

// sitemap is sitemap.xml: every question under its permalink, as one urlset.
func (s aaSkin) sitemap(c *Ctx, d *aaTables) Response {
	var h strings.Builder
	h.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, t := range d.o.threads {
		fmt.Fprintf(&h, "<url><loc>%s</loc><lastmod>%s</lastmod></url>\n", Esc(c.URL(s.ThreadURL(t, 1))), t.LastPost().Time.UTC().Format("2006-01-02T15:04:05-07:00"))
	}
	h.WriteString("</urlset>\n")
	return Response{Status: http.StatusOK, ContentType: "application/xml", Body: h.String(), Info: Info{Type: TypeOther}}
}

// layout is header.html, sidenav.html and footer.html around a page's body.
func (s aaSkin) layout(c *Ctx, title, desc, canonical, jsonLD, body string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en-US">
  <head>
    <meta charset="utf-8" />
    <title>%s</title>
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" />
    <meta name="description" content="%s" data-rh="true" />
    <meta name="generator" content="Answer %s - https://github.com/apache/incubator-answer version %s">

    <link rel="canonical" href="%s" />
    <link rel="manifest" href="/manifest.json" />
    <link href="%s" rel="stylesheet" />
    <link href="/custom.css" rel="stylesheet" />
    <link
      rel="icon"
      type="image/png"
      href="/favicon.ico"
      data-rh="true"
    />
    <script defer="defer" src="%s"></script>
    %s
%s
    <meta property="og:type" content="website" />
    <meta property="og:title" name="twitter:title" content="%s" />
    <meta property="og:site_name" content="%s" />
    <meta property="og:url" content="%s" />
    <meta property="og:description" content="%s" />
    <meta name="twitter:card" content="summary" />
  </head>

  <body>
    <div id="root">

      <div id="spin-mask">
        <noscript>
          <style>
            #spin-mask {
              display: none !important;
            }
          </style>
        </noscript>
        <div id="spin-container">
          <div class="spinner"></div>
        </div>
        <div id="protect-browser"></div>
      </div>

      <nav id="header" class="sticky-top theme-colored navbar navbar-expand-lg navbar-dark">
        <div class="d-flex align-items-center container">
          <button
            aria-controls="navBarContent"
            id="navBarToggle"
            type="button"
            aria-label="Toggle navigation"
            class="answer-navBar me-2 navbar-toggler collapsed"
          >
            <span class="navbar-toggler-icon"></span>
          </button>
          <div
            class="d-flex justify-content-between align-items-center nav-grow flex-nowrap"
          >
              <a class="lh-1 me-0 me-sm-3 navbar-brand" href="/">
                %s
              </a>
          </div>
          <div class="me-auto navbar-collapse collapse" id="navBarContent">
            <hr class="hr lg-none mb-2" style="margin-top: 12px" />
            <div class="ps-0 col-lg-8">
              <form action="/search" class="w-100 maxw-400">
                <input placeholder="Search" name="q" type="search" class="placeholder-search form-control" value="">
              </form>
            </div>
            <!-- <div class="lg-none mt-3 pb-1 nav-item">
              <a class="text-capitalize text-nowrap btn btn-light" href="/questions/ask">Add question</a>
            </div> -->
            <div class="d-none d-lg-flex justify-content-start justify-content-sm-end col-lg-4">
              <!-- <a role="button" tabindex="0" href="/users/login" class="me-2 link-light btn btn-link">
                Log in
              </a>
              <a role="button" tabindex="0" href="/users/register" class="btn btn-light">
                Sign up
              </a> -->
            </div>
          </div>
        </div>
      </nav>
      <div class="position-relative page-wrap">
        
<div id="sideNav" class="position-relative d-none d-lg-block col-xl-2 col-lg-3 col-md-12">
  <div class="nav-wrap pt-4">
    <div class="flex-column nav nav-pills">
      <a class="nav-link active" href="/questions">
        <i class="br bi-question-circle-fill me-2"></i>
        <span>Questions</span>
      </a>
      <a href="/tags" data-rr-ui-event-key="/tags" class="nav-link">
        <i class="br bi-tags-fill me-2"></i>
        <span>Tags</span>
      </a>
      <a class="nav-link" href="/users">
        <i class="br bi-people-fill me-2"></i>
        <span>Users</span>
      </a>
    </div>
  </div>
  <div class="side-nav-right-line"></div>
</div>

`, Esc(title), Esc(desc), aaVersion, aaRevision, Esc(canonical), aaCSS, aaJS, jsonLD, c.Styles(18),
		Esc(title), aaSite, Esc(canonical), Esc(desc), aaSite)
	h.WriteString(body)
	fmt.Fprintf(&h, `
</div>
        <footer class="bg-light py-3">
            <div class="container">
                <p class="text-center mb-0 small text-secondary">
                  Built on <a href="https://answer.apache.org/" target="_blank"> Answer </a> - the open-source software that powers Q&amp;A communities.<br />Made with love. © %d %s.
                </p>
            </div>
        </footer>
    </div>
</body>
</html>
`, c.W.Now.Year(), aaSite)
	return h.String()
}
