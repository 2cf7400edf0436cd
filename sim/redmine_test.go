package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"
)

var rmOnce = truthOnce(redmine)

// rmFixture is the Redmine site and its truth, built once for the tests of
// this file, with a topic of three pages or more, a one-page topic with
// replies and a board of two pages or more.
type rmFixture struct {
	fixture
	tr *Truth
	d  *rmTables
}

func newRMFixture(t *testing.T) rmFixture {
	t.Helper()
	s, tr := rmOnce(t)
	f := rmFixture{fixture: newFixture(t, s), tr: tr, d: rmTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no topic of one page with replies")
	}
	return f
}

// rmKind names a Redmine URL by its route, and for boards and topics by the
// parameters that pick what they show.
func rmKind(u *url.URL) string {
	q := u.Query()
	path := strings.TrimSuffix(u.Path, "/")
	switch {
	case path == "":
		return "welcome"
	case strings.HasSuffix(path, ".atom"):
		return "atom"
	case path == "/projects/lanternfish/boards":
		return "entry"
	case regexp.MustCompile(`^/projects/lanternfish/boards/\d+$`).MatchString(path):
		switch {
		case q.Has("per_page"):
			return "board per_page"
		case q.Has("sort"):
			return "board sort"
		case q.Has("page"):
			return "board page"
		}
		return "board"
	case regexp.MustCompile(`^/boards/\d+/topics/\d+$`).MatchString(path):
		switch {
		case q.Has("page") && q.Has("r"):
			return "topic page r"
		case q.Has("page"):
			return "topic page"
		case q.Has("r"):
			return "topic r"
		}
		return "topic"
	case strings.HasSuffix(path, "/activity") || path == "/activity":
		return "activity"
	case strings.HasPrefix(path, "/users/"):
		return "user"
	case strings.HasPrefix(path, "/projects/lanternfish/wiki"):
		return "wiki"
	}
	return strings.TrimPrefix(path, "/")
}

var rmThreadCanon = regexp.MustCompile(`^` + regexp.QuoteMeta(testBase) + `/boards/(\d+)/topics/(\d+)(?:\?page=(\d+))?$`)

// The ground truth: the boards list the entry page, every board page an
// index page (a category's board one), its sort and per-page variants the
// page holding their first topic, topic pages thread pages, reply
// permalinks the page holding the reply, everything else other.
func TestRedmineTruth(t *testing.T) {
	f := newRMFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (board pages and the categories' boards)", tr.Counts.IndexPages, want)
	}
	if got := tr.Pages[tr.EntryURL]; got.Type != TypeEntry || tr.EntryURL != testBase+"/projects/lanternfish/boards" {
		t.Errorf("entry %s labelled %+v", tr.EntryURL, got)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := rmKind(u)
		kinds[k+" "+p.Type]++
		q := u.Query()
		if p.Type == TypeThread {
			m := rmThreadCanon.FindStringSubmatch(p.Canonical)
			if m == nil || p.Status != 200 {
				t.Errorf("%s: thread page under canonical %q, status %d", raw, p.Canonical, p.Status)
				continue
			}
			th := f.d.post(atoi(m[2])).Thread
			if th.ID != p.TID || max(1, atoi(m[3])) != p.Page || th.Posts[0] != f.d.post(atoi(m[2])) {
				t.Errorf("%s labelled %+v: canonical names another page", raw, p)
			}
		}
		switch k {
		case "topic r":
			r := f.d.post(atoi(q.Get("r")))
			if p.Type != TypeThread || p.TID != r.Thread.ID || p.Page != rmPageOf(r.Index) {
				t.Errorf("%s labelled %+v, want page %d of thread %d", raw, p, rmPageOf(r.Index), r.Thread.ID)
			}
		case "topic page", "topic page r":
			if p.Type != TypeThread || p.Page != atoi(q.Get("page")) {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "board page", "board sort":
			if p.Type == TypeIndex && p.FPage != max(1, atoi(q.Get("page"))) {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "board per_page":
			if want := (max(1, atoi(q.Get("page")))-1)*atoi(q.Get("per_page"))/25 + 1; p.Type == TypeIndex && p.FPage != want {
				t.Errorf("%s labelled %+v, want page %d", raw, p, want)
			}
		}
		isThread := strings.HasPrefix(k, "topic")
		isIndex := strings.HasPrefix(k, "board")
		if p.Status == 200 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) && !isIndex || (p.Type == TypeEntry) != (k == "entry")) {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	hasKinds(t, kinds, "welcome other", "entry entry", "board index", "board page index", "board sort index", "board per_page index",
		"topic thread", "topic page thread", "topic r thread", "topic page r thread", "atom other", "activity other", "user other", "wiki other",
		"projects other", "projects/lanternfish other", "login other", "account/register other", "account/lost_password other", "news other",
		"projects/lanternfish/issues other", "projects/lanternfish/issues/gantt other", "projects/lanternfish/issues/calendar other",
		"projects/lanternfish/news other", "projects/lanternfish/documents other", "projects/lanternfish/files other",
		"projects/lanternfish/search other", "projects/lanternfish/time_entries other")
}

// Every topic takes as many pages in Redmine (the first message over 25
// replies a page) as the farm counts with 25 posts a page: the shape keeps
// reply counts off the multiples of 25 where the two differ.
func TestRedminePaging(t *testing.T) {
	f := newRMFixture(t)
	for _, th := range f.s.World.Threads {
		if rmPages(th) != th.Pages(f.s.Pkg.Shape.PostsPerPage) {
			t.Errorf("thread %d: %d replies take %d pages, the farm counts %d", th.ID, len(th.Posts)-1, rmPages(th), th.Pages(25))
		}
	}
	for i, want := range map[int]int{0: 1, 1: 1, 25: 1, 26: 2, 50: 2, 51: 3} {
		if got := rmPageOf(i); got != want {
			t.Errorf("post %d on page %d, want %d", i, got, want)
		}
	}
}

// What each kind of URL answers and how it is labelled.
func TestRedmineURLs(t *testing.T) {
	f := newRMFixture(t)
	sk := f.s.Pkg.Skin
	d := f.d
	long, short, b := f.long, f.short, f.board
	B, T := d.of[long.Board].id, d.msg[long.Posts[0]]
	FB := d.of[b].id
	pages, bpages := rmPages(long), b.Pages(25)
	r25, r26, r30 := d.msg[long.Posts[25]], d.msg[long.Posts[26]], d.msg[long.Posts[30]]
	other := B + 1
	if other > len(d.boards) {
		other = 1
	}
	uid := long.Author.ID + rmUserOff
	entry := func(path string) urlCase {
		return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "projects/lanternfish/boards", ""}
	}
	page := func(path string) urlCase { return urlCase{path, 200, TypeOther, 0, 0, 0, 0, "", ""} }
	missing := missingCase
	topic := func(q string, th *Thread, p int) urlCase {
		return urlCase{"/" + q, 200, TypeThread, th.ID, p, 0, 0, sk.ThreadURL(th, p), ""}
	}
	list := func(q string, p int) urlCase {
		return urlCase{fmt.Sprintf("/projects/lanternfish/boards/%d%s", FB, q), 200, TypeIndex, 0, 0, b.ID, p, sk.BoardURL(b, p), ""}
	}
	cat := d.boards[0]
	tests := []urlCase{
		entry("/projects/lanternfish/boards"), entry("/projects/lanternfish/boards/"), entry("/projects/1/boards"),
		{"/projects/lanternfish?jump=boards", 302, TypeEntry, 0, 0, 0, 0, "projects/lanternfish/boards", "/projects/lanternfish/boards"},
		page("/"), page("/projects"), page("/projects/lanternfish"), page("/projects/1"), missing("/projects/nosuch"), missing("/projects/nosuch/boards"),
		// A category's board lists no topics; its page 2 is past the end.
		{fmt.Sprintf("/projects/lanternfish/boards/%d", cat.id), 200, TypeIndex, 0, 0, 0, 1, fmt.Sprintf("projects/lanternfish/boards/%d", cat.id), ""},
		page(fmt.Sprintf("/projects/lanternfish/boards/%d?page=2", cat.id)),
		// Boards: page, page=1, sort and per-page variants.
		list("", 1), list("?page=1", 1), list("?page=2", 2), list("?page=0", 1), list("?page=x", 1), list(fmt.Sprintf("?page=%d", bpages), bpages),
		page(fmt.Sprintf("/projects/lanternfish/boards/%d?page=%d", FB, bpages+1)),
		list("?sort=created_on", 1), list("?page=2&sort=replies%2Cupdated_on%3Adesc", 2), list("?per_page=50", 1), list("?per_page=100", 1),
		list("?page=2&per_page=30", 2), list("?sort=nonsense", 1),
		missing("/projects/lanternfish/boards/999"), missing("/projects/lanternfish/boards/x"),
		page(fmt.Sprintf("/projects/lanternfish/boards/%d.atom", FB)),
		// Topics: page, page=1, past the end, reply permalinks, a reply's id in the topic's place.
		topic(fmt.Sprintf("boards/%d/topics/%d", B, T), long, 1), topic(fmt.Sprintf("boards/%d/topics/%d/", B, T), long, 1),
		topic(fmt.Sprintf("boards/%d/topics/%d?page=1", B, T), long, 1), topic(fmt.Sprintf("boards/%d/topics/%d?page=2", B, T), long, 2),
		topic(fmt.Sprintf("boards/%d/topics/%d?page=%d", B, T, pages), long, pages), topic(fmt.Sprintf("boards/%d/topics/%d?page=-3", B, T), long, 1),
		page(fmt.Sprintf("/boards/%d/topics/%d?page=%d", B, T, pages+1)),
		topic(fmt.Sprintf("boards/%d/topics/%d?r=%d", B, T, r25), long, 1), topic(fmt.Sprintf("boards/%d/topics/%d?r=%d", B, T, r26), long, 2),
		topic(fmt.Sprintf("boards/%d/topics/%d?r=%d", B, T, r30), long, 2), topic(fmt.Sprintf("boards/%d/topics/%d?page=1&r=%d", B, T, r30), long, 1),
		topic(fmt.Sprintf("boards/%d/topics/%d?r=abc", B, T), long, 1), topic(fmt.Sprintf("boards/%d/topics/%d?r=%d", B, T, T), long, 1),
		topic(fmt.Sprintf("boards/%d/topics/%d", B, r30), long, 1), topic(fmt.Sprintf("boards/%d/topics/%d?r=%d", B, r30, r30), long, 2),
		topic(fmt.Sprintf("boards/%d/topics/%d?r=%d", d.of[short.Board].id, d.msg[short.Posts[0]], d.msg[short.LastPost()]), short, 1),
		missing(fmt.Sprintf("/boards/%d/topics/%d", other, T)), missing(fmt.Sprintf("/boards/%d/topics/999999", B)),
		missing(fmt.Sprintf("/boards/999/topics/%d", T)), missing(fmt.Sprintf("/boards/%d/topics", B)),
		// Everything else is other.
		page(fmt.Sprintf("/users/%d", uid)), missing("/users/1"), missing("/users/9999"),
		page("/projects/lanternfish/activity"), page("/projects/lanternfish/activity?from=2026-08-01"), page(fmt.Sprintf("/activity?from=2026-08-01&user_id=%d", uid)),
		page("/activity"), page("/projects/lanternfish/activity.atom?show_messages=1"), page(fmt.Sprintf("/activity.atom?user_id=%d", uid)),
		page("/login"), page("/account/register"), page("/account/lost_password"), page("/news"), page("/news/1"), missing("/news/9"),
		page("/news.atom"), page("/projects/lanternfish/news"), page("/projects.atom"),
		page("/projects/lanternfish/wiki"), page("/projects/lanternfish/wiki/Wiki"), page("/projects/lanternfish/wiki/Installing"),
		page("/projects/lanternfish/wiki/Installing/history"), page("/projects/lanternfish/wiki/Installing/1"), page("/projects/lanternfish/wiki/index"),
		page("/projects/lanternfish/wiki/FAQ.txt"), missing("/projects/lanternfish/wiki/Nope"),
		page("/projects/lanternfish/issues"), page("/projects/lanternfish/issues?set_filter=1&tracker_id=1"), page("/projects/lanternfish/issues/gantt"),
		page("/projects/lanternfish/issues/calendar?month=3&year=1999"), page("/projects/lanternfish/documents?sort_by=date"), page("/projects/lanternfish/files"),
		page("/projects/lanternfish/time_entries"), page("/projects/lanternfish/search"), page("/search?q=phone"), page("/issues"), page("/issues/gantt"),
		page("/time_entries"), missing("/viewtopic.php"), missing("/projects/lanternfish/nothing"),
	}
	checkURLs(t, f.s, tests)

	// The activity, the gantt and the calendar page without end: the truth stops there.
	for _, path := range []string{"/projects/lanternfish/activity", "/activity?from=2026-08-01", "/projects/lanternfish/issues/gantt", "/issues/calendar?month=2&year=2026"} {
		if r := f.get(t, path); !r.Info.Trap {
			t.Errorf("%s is not a trap", path)
		}
	}
	for _, path := range []string{sk.Entry(), sk.BoardURL(b, 1), sk.ThreadURL(long, 1)} {
		if r := f.get(t, "/"+path); r.Info.Trap {
			t.Errorf("%s is a trap", path)
		}
	}
}

// The sortable columns: the clicked column goes first, ascending unless it
// was first and ascending already; three criteria at most; stickies stay on top.
func TestRedmineSort(t *testing.T) {
	f := newRMFixture(t)
	b := f.board
	base := fmt.Sprintf("/projects/lanternfish/boards/%d", f.d.of[b].id)
	heads := func(query string) map[string]string {
		t.Helper()
		body := f.get(t, base+query).Body
		out := map[string]string{}
		for _, m := range regexp.MustCompile(`<th title="Sort by &quot;[^&]+&quot;"><a( class="[^"]+")? href="([^"]+)">([^<]+)</a></th>`).FindAllStringSubmatch(body, -1) {
			out[m[3]] = m[1] + " " + strings.ReplaceAll(m[2], "&amp;", "&")
		}
		return out
	}
	check := func(query string, want map[string]string) {
		t.Helper()
		got := heads(query)
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s: %s header %q, want %q", query, k, got[k], v)
			}
		}
	}
	check("", map[string]string{
		"Created":      " " + base + "?sort=created_on%2Cupdated_on%3Adesc",
		"Replies":      " " + base + "?sort=replies%2Cupdated_on%3Adesc",
		"Last message": ` class="sort desc" ` + base + "?sort=updated_on",
	})
	check("?page=2&sort=created_on%2Cupdated_on%3Adesc", map[string]string{
		"Created": ` class="sort asc" ` + base + "?page=2&sort=created_on%3Adesc%2Cupdated_on%3Adesc",
		"Replies": " " + base + "?page=2&sort=replies%2Ccreated_on%2Cupdated_on%3Adesc",
	})
	check("?sort=replies%2Ccreated_on%2Cupdated_on%3Adesc", map[string]string{
		"Last message": " " + base + "?sort=updated_on%2Creplies%2Ccreated_on",
	})
	// Oldest first, stickies still on top.
	body := f.get(t, base+"?sort=created_on").Body
	want := (rmSort{{"created_on", true}}).sortTopics(b.Threads)
	var ids []string
	for _, m := range regexp.MustCompile(`<tr id="message-(\d+)"`).FindAllStringSubmatch(body, -1) {
		ids = append(ids, m[1])
	}
	for i, th := range want[:25] {
		if i >= len(ids) || ids[i] != fmt.Sprint(f.d.msg[th.Posts[0]]) {
			t.Fatalf("sorted by creation, row %d is %v, want topic %d", i, ids, f.d.msg[th.Posts[0]])
		}
		if i > 0 && !th.Sticky && !want[i-1].Sticky && th.Posts[0].Time.Before(want[i-1].Posts[0].Time) {
			t.Fatal("creation order broken")
		}
	}
	if got := rmParseSort("a,b:desc,a,c,d", true).param(); got != "a,b:desc,c" {
		t.Errorf("criteria parse to %q", got)
	}
}

// What a reader of the HTML notices: the boards tree, the topic table with
// its sortable columns and per-page links, the topic's first message over
// its replies, the pagination list, Redmine's dates and ages.
func TestRedmineMarkup(t *testing.T) {
	f := newRMFixture(t)
	w := f.s.World
	sk := f.s.Pkg.Skin
	d := f.d

	t.Run("boards", func(t *testing.T) {
		r := f.get(t, "/projects/lanternfish/boards")
		hasAll(t, "boards", r.Body, `<table class="list boards">`, `<th>Forum</th>`, `<td class="topic-count">`, `<a class="boards selected" href="/projects/lanternfish/boards">Forums</a>`,
			`<h1><span class="current-project">Lanternfish OS</span></h1>`, `<a class="login" href="/login">Sign in</a>`, `Powered by <a target="_blank" rel="noopener" href="https://www.redmine.org/">Redmine</a>`,
			`href="/projects/lanternfish/activity.atom?show_messages=1">Atom</a>`, `<title>Forums - Lanternfish OS - Lanternfish Labs</title>`)
		ls := linkSet(r.Body)
		for _, rb := range d.boards {
			if !ls["/"+rmBoardPath(rb)] || !strings.Contains(r.Body, fmt.Sprintf(`<td class="name" style="padding-left: %dpx;">
      <a class="board" href="/%s">`, rb.level*18, rmBoardPath(rb))) {
				t.Errorf("boards list lacks board %d at level %d", rb.id, rb.level)
			}
			if rb.b != nil && !ls["/"+rmMsgURL(d, rb.b.Latest())] {
				t.Errorf("boards list lacks board %d's last message", rb.id)
			}
		}
		levels := map[int]bool{}
		for _, rb := range d.boards {
			levels[rb.level] = true
		}
		if !levels[0] || !levels[1] || !levels[2] {
			t.Errorf("board tree levels %v: categories, boards and sub-boards expected", levels)
		}
	})

	t.Run("board", func(t *testing.T) {
		b := f.board
		base := "/" + sk.BoardURL(b, 1)
		r := f.get(t, base)
		hasAll(t, "board", r.Body, `<table class="list messages">`, `<p class="breadcrumb"><a href="/projects/lanternfish/boards">Forums</a> &#187; `,
			`<h2>`+Esc(b.Name)+`</h2>`, `<ul class="pages"><li class="previous "><span>&#171; Previous</span></li><li class="current"><span>1</span></li>`,
			fmt.Sprintf(`<li class="page"><a href="%s?page=2">2</a></li>`, base), fmt.Sprintf(`<li class="next page"><a accesskey="n" href="%s?page=2">Next &#187;</a></li>`, base),
			fmt.Sprintf(`<span class="items">(1-25/%d)</span>`, len(b.Threads)), `<span class="per-page">Per page: <span class="selected">25</span>, `,
			fmt.Sprintf(`<a href="%s?per_page=50">50</a>`, base), `<td class="reply-count">`, `href="`+base+`.atom">Atom</a>`)
		if n := strings.Count(r.Body, `<tr id="message-`); n != 25 {
			t.Errorf("page one lists %d topics", n)
		}
		ls := linkSet(r.Body)
		for _, th := range b.Threads[:25] {
			if !ls["/"+sk.ThreadURL(th, 1)] {
				t.Errorf("board does not link topic %d", th.ID)
			}
			if len(th.Posts) > 1 && !ls["/"+rmMsgURL(d, th.LastPost())] {
				t.Errorf("board lacks topic %d's last message", th.ID)
			}
			if !strings.Contains(r.Body, `<td class="created_on">`+th.Posts[0].Time.Format("01/02/2006 03:04 PM")+`</td>`) {
				t.Errorf("board lacks topic %d's creation time", th.ID)
			}
		}
		two := f.get(t, base+"?page=2&sort=replies")
		hasAll(t, "board page 2 sorted", two.Body, fmt.Sprintf(`<li class="previous page"><a accesskey="p" href="%s?page=1&amp;sort=replies">&#171; Previous</a></li>`, base),
			fmt.Sprintf(`<a href="%s?per_page=50&amp;sort=replies">50</a>`, base))
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		base := "/" + rmTopicPath(d, long)
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		p := long.Posts[26]
		m := d.msg[p]
		hasAll(t, "topic", r.Body, `<h2>`+Esc(long.Title)+`</h2>`, `<div class="message">`, `<div id="replies">`,
			fmt.Sprintf(`<h3 class="comments icon icon-comments">Replies (%d)</h3>`, len(long.Posts)-1),
			fmt.Sprintf(`<div class="message reply" id="message-%d">`, m), `<h4 class='reply-header'>`,
			fmt.Sprintf(`<a href="%s?r=%d#message-%d">RE: %s</a>`, base, m, m, Esc(long.Title)),
			fmt.Sprintf(`<a href="/projects/lanternfish/boards/%d">%s</a> &#187; </p>`, d.of[long.Board].id, Esc(long.Board.Name)),
			fmt.Sprintf(`<li class="page"><a href="%s?page=1">1</a></li><li class="current"><span>2</span></li>`, base),
			fmt.Sprintf(`<span class="items">(26-%d/%d)</span> </span></span>`, min(50, len(long.Posts)-1), len(long.Posts)-1),
			`title="`+p.Time.Format("01/02/2006 03:04 PM")+`" href="/projects/lanternfish/activity?from=`+p.Time.Format("2006-01-02")+`"`)
		if n := strings.Count(r.Body, `<div class="message reply"`); n != min(25, len(long.Posts)-26) {
			t.Errorf("page two shows %d replies", n)
		}
		if strings.Contains(r.Body, "per-page") {
			t.Error("a topic offers per-page links")
		}
		// Reached by a reply's permalink, the pager keeps r.
		rr := f.get(t, fmt.Sprintf("%s?r=%d", base, m))
		hasAll(t, "permalink", rr.Body, fmt.Sprintf(`href="%s?page=1&amp;r=%d">1</a>`, base, m))
		if !strings.Contains(f.get(t, "/"+sk.ThreadURL(f.short, 1)).Body, `<ul class="pages"></ul>`) {
			t.Error("a topic of one page has page links")
		}
	})

	t.Run("welcome", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "welcome", r.Body, `<h2>Home</h2>`, `<div class="news box">`, `<a class="project" href="/projects/lanternfish">`,
			`<body class="controller-welcome action-index avatars-off">`, `href="/news">View all news</a>`)
		if !linkSet(r.Body)["/projects"] {
			t.Error("welcome page does not link the projects list")
		}
	})

	t.Run("dates", func(t *testing.T) {
		now := w.Now
		for ago, want := range map[time.Duration]string{
			20 * time.Second: "less than a minute", 3 * time.Minute: "3 minutes", 50 * time.Minute: "about 1 hour",
			5 * time.Hour: "about 5 hours", 30 * time.Hour: "1 day", 10 * 24 * time.Hour: "10 days", 40 * 24 * time.Hour: "about 1 month",
			100 * 24 * time.Hour: "3 months", 400 * 24 * time.Hour: "about 1 year", 500 * 24 * time.Hour: "over 1 year", 700 * 24 * time.Hour: "almost 2 years",
		} {
			if got := rmAgo(now, now.Add(-ago)); got != want {
				t.Errorf("%v ago prints %q, want %q", ago, got, want)
			}
		}
		if got := time.Date(2026, 3, 9, 14, 5, 0, 0, time.UTC).Format(rmTime); got != "03/09/2026 02:05 PM" {
			t.Errorf("time prints %q", got)
		}
	})
}
