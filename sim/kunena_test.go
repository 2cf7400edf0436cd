package sim

import (
	"fmt"
	"net/http/httptest"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

var kuOnce = truthOnce(kunena)

// kuFixture is the Kunena site and its truth, built once for the tests of this
// file, with a topic of three pages or more, a one-page topic with replies, a
// category of two pages or more and a category with sub-categories.
type kuFixture struct {
	fixture
	tr *Truth
}

func newKuFixture(t *testing.T) kuFixture {
	t.Helper()
	var f kuFixture
	s, tr := kuOnce(t)
	f.fixture, f.tr = newFixture(t, s), tr
	if f.short == nil || f.parent == nil {
		t.Fatalf("fixture incomplete: short %v parent %v", f.short, f.parent)
	}
	return f
}

// The ground truth: consistent, within the farm's budget, every thread page
// reached by links, and message views and ?start=0 links labelled as the
// pages they duplicate.
func TestKunenaTruth(t *testing.T) {
	f := newKuFixture(t)
	s, tr := f.s, f.tr
	c := tr.Counts
	t.Logf("counts %+v", c)
	if got := tr.Pages[tr.EntryURL]; got.Type != TypeEntry || tr.EntryURL != testBase+"/forum" {
		t.Errorf("entry %s labelled %+v", tr.EntryURL, got)
	}
	// Index pages: every category page and every section.
	boardPages := pagesOfBoards(s)
	if want := boardPages + len(s.World.Categories); c.IndexPages != want {
		t.Errorf("%d index pages, want %d (%d category pages, %d sections)", c.IndexPages, want, boardPages, len(s.World.Categories))
	}
	per := s.Pkg.Shape.PostsPerPage
	message := regexp.MustCompile(`^/forum/[^/]+/(\d+)-[^/]*/(\d+)$`)
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		rest := strings.TrimPrefix(u.Path, "/forum/")
		first, _, _ := strings.Cut(rest, "/")
		kinds[first+" "+p.Type]++
		if p.Type == TypeThread && p.Status == 200 && (p.TID == 0 || p.Page == 0 || p.Canonical == "") {
			t.Errorf("%s: thread page without tid, page or canonical: %+v", raw, p)
		}
		if m := message.FindStringSubmatch(u.Path); m != nil && p.Status == 200 {
			kinds["message view"]++
			var tid, mesid int
			fmt.Sscan(m[1], &tid)
			fmt.Sscan(m[2], &mesid)
			post := s.World.Post(mesid)
			want := PageOf(post.Index, per)
			if p.Type != TypeThread || p.TID != tid || p.Page != want || p.Canonical != testBase+"/"+s.Pkg.Skin.ThreadURL(post.Thread, want) {
				t.Errorf("message view %s labelled %+v, want page %d", raw, p, want)
			}
		}
		if u.Query().Get("start") == "0" && p.Status == 200 {
			kinds["start=0"]++
			if p.Canonical == raw || (p.Type != TypeThread && p.Type != TypeIndex && p.Type != TypeOther) {
				t.Errorf("%s labelled %+v: want the first page it duplicates", raw, p)
			}
		}
		if strings.HasPrefix(u.Path, "/forum/user/") || strings.HasPrefix(u.Path, "/forum/recent") || strings.HasPrefix(u.Path, "/component/") {
			if p.Type != TypeOther {
				t.Errorf("%s labelled %s, want other", raw, p.Type)
			}
		}
	}
	hasKinds(t, kinds, "message view", "start=0", "recent other", "noreplies other", "user other", "search other", "credits other", "statistics other")
	if got := tr.Pages[testBase+"/"].Type; got != TypeOther {
		t.Errorf("the Joomla front page labelled %q", got)
	}
}

// What each kind of URL answers and how the truth labels it.
func TestKunenaURLs(t *testing.T) {
	f := newKuFixture(t)
	sk := kuSkin{}
	w := f.s.World
	d := sk.data(w)
	long, short, b := f.long, f.short, f.board
	pages := long.Pages(20)
	topic := "/" + sk.topicURL(long)
	cat := "/" + sk.catURL(b)
	other := w.Boards[0]
	if other == long.Board {
		other = w.Boards[1]
	}
	p21 := long.Posts[20]
	user := "/" + sk.userURL(d, long.Author)
	tests := []urlCase{
		{"/forum", 200, TypeEntry, 0, 0, 0, 0, "forum", ""},
		{"/forum/index", 200, TypeEntry, 0, 0, 0, 0, "forum", ""},
		{"/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/about", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/" + d.secAlias[w.Categories[0]], 200, TypeIndex, 0, 0, 0, 1, "forum/" + d.secAlias[w.Categories[0]], ""},
		{cat, 200, TypeIndex, 0, 0, 0, 1, sk.BoardURL(b, 1), ""},
		{cat + "?start=20", 200, TypeIndex, 0, 0, 0, 2, sk.BoardURL(b, 2), ""},
		{cat + "?start=0", 200, TypeIndex, 0, 0, 0, 1, sk.BoardURL(b, 1), ""},
		{cat + "?limitstart=20", 200, TypeIndex, 0, 0, 0, 2, sk.BoardURL(b, 2), ""},
		{cat + "?start=99999", 200, TypeIndex, 0, 0, 0, b.Pages(20), sk.BoardURL(b, b.Pages(20)), ""},
		{cat + "?format=feed&type=rss", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/no-such-category", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{topic, 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{topic + "?start=20", 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{topic + "?start=0", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("%s?start=%d", topic, (pages-1)*20), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("/%s/%d-any-subject-at-all", sk.catURL(long.Board), long.ID), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/%s/%d", sk.catURL(long.Board), long.ID), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		// Message views: the page holding the message.
		{fmt.Sprintf("%s/%d", topic, p21.ID), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("%s?mesid=%d", topic, p21.ID), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("%s/%d", topic, long.Posts[0].ID), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("%s/%d", topic, short.Posts[1].ID), 303, TypeThread, short.ID, 1, 0, 0, sk.ThreadURL(short, 1), "/" + sk.ThreadURL(short, 1)},
		{fmt.Sprintf("%s/99999999", topic), 404, TypeOther, 0, 0, 0, 0, "", ""},
		// A topic under a category not its own is sent to its own.
		{fmt.Sprintf("/%s/%s", sk.catURL(other), kuTopicSeg(long)), 303, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), "/" + sk.ThreadURL(long, 1)},
		{"/" + sk.catURL(b) + "/999999-nothing", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/recent", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/recent?start=20", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/topics/mode-replies", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/noreplies", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/topics/mode-topics?format=feed&type=rss", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{user, 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forum/user/%d", long.Author.ID), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/user/99999-nobody", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/user/list", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/user/list?start=30", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/search", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/search?query=" + url.QueryEscape(strings.Fields(long.Title)[0]), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/credits", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/statistics", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/component/users/login?return=L2ZvcnVt", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/component/users/registration", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/component/users/reset", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/component/users/nothing", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/nothing-here", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/a/b/c/d", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the Joomla front page linking the forum,
// Aurelia's category index, a category's topics and sub-categories, Kunena's
// pager with Start/Prev/Next/End and ?start= links, and 404s.
func TestKunenaMarkup(t *testing.T) {
	f := newKuFixture(t)
	srv := httptest.NewServer(f.s)
	defer srv.Close()
	sk := kuSkin{}
	w := f.s.World
	page := func(t *testing.T, path string) string {
		t.Helper()
		status, body := get(t, srv.URL+path)
		if status != 200 {
			t.Fatalf("%s: status %d", path, status)
		}
		return body
	}

	t.Run("front page", func(t *testing.T) {
		body := page(t, "/")
		links := Links(body)
		for _, want := range []string{"/forum", "/about", "/contact", "/component/users/registration"} {
			if !slices.Contains(links, want) {
				t.Errorf("front page does not link %s", want)
			}
		}
		hasAll(t, "front page", body, `<meta name="generator" content="Joomla! - Open Source Content Management">`, `class="mod-menu mod-list nav "`, `com-content-article`)
		if strings.Contains(body, `id="kunena"`) {
			t.Error("the Joomla front page renders Kunena")
		}
	})

	t.Run("index", func(t *testing.T) {
		body := page(t, "/forum")
		links := Links(body)
		for _, b := range w.Boards {
			if !slices.Contains(links, "/"+sk.BoardURL(b, 1)) {
				t.Errorf("index does not link category %d at /%s", b.ID, sk.BoardURL(b, 1))
			}
		}
		for _, u := range []string{"/forum/index", "/forum/recent", "/forum/noreplies", "/forum/search", "/forum/credits", "/forum/user/list"} {
			if !slices.Contains(links, u) {
				t.Errorf("index does not link %s", u)
			}
		}
		hasAll(t, "index", body, `<div id="kunena" class="layout ">`, `<div class="kfrontend shadow-lg rounded border section">`, `<h1 class="card-header">`,
			`id="kcat-icon"`, `<span class="lastpostlink">`, `<ul class="list-inline">`, `Forum Statistics`, `?format=feed&amp;type=rss`)
	})

	t.Run("category", func(t *testing.T) {
		b := f.board
		body := page(t, "/"+sk.BoardURL(b, 1))
		links := Links(body)
		for _, th := range Page(b.Threads, 1, 20) {
			if !slices.Contains(links, "/"+sk.topicURL(th)) {
				t.Errorf("category page does not list topic %d", th.ID)
			}
			if th.Pages(20) > 1 && !slices.Contains(links, "/"+sk.ThreadURL(th, 2)) {
				t.Errorf("row of topic %d lacks its page 2 link", th.ID)
			}
		}
		hasAll(t, "category", body, `<tbody class="category-item">`, `class="hasTooltip topictitle"`, `<ul class="pagination ms-0">`,
			`<li class="page-item active"><a class="page-link">1</a></li>`, `title="Page Next">Next</a>`, `href="/`+sk.BoardURL(b, 2)+`"`,
			`<li class="page-item disabled"><a class="page-link">Start</a></li>`, `<div class="replies">Replies:`)
		p2 := page(t, "/"+sk.BoardURL(b, 2))
		hasAll(t, "category page 2", p2, `href="/`+sk.catURL(b)+`?start=0" data-bs-toggle="tooltip" title="Page Start">Start</a>`)
		// Sub-categories are listed on their parent's page.
		pb := page(t, "/"+sk.BoardURL(f.parent, 1))
		for _, ch := range f.parent.Children {
			if !slices.Contains(Links(pb), "/"+sk.catURL(ch)) {
				t.Errorf("category %d does not list sub-category %d", f.parent.ID, ch.ID)
			}
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		body := page(t, "/"+sk.ThreadURL(long, 1))
		if n := strings.Count(body, `<div class="row message">`); n != 20 {
			t.Errorf("page one shows %d messages", n)
		}
		p := long.Posts[0]
		hasAll(t, "topic", body, `href="/`+sk.ThreadURL(long, 2)+`" data-bs-toggle="tooltip" title="Page Next">Next</a>`,
			fmt.Sprintf(`<a href="#%d" id="%d" rel="canonical">#1</a>`, p.ID, p.ID), `<div class="mykmsg-header">`, `<div class="kmsg">`,
			`created the topic: <a href="/`+sk.topicURL(long)+fmt.Sprintf("#%d", p.ID), `<span class="kdate "`)
		last := page(t, "/"+sk.ThreadURL(long, long.Pages(20)))
		hasAll(t, "last topic page", last, `title="Page Prev">Prev</a>`, `<li class="page-item disabled"><a class="page-link">Next</a></li>`)
		one := page(t, "/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(one, `<ul class="pagination`) {
			t.Error("a one-page topic shows a pager")
		}
	})

	t.Run("not found", func(t *testing.T) {
		for _, path := range []string{"/forum/no-such-category", "/nothing-here", "/forum/" + sk.catURL(f.board) + "/x"} {
			if status, body := get(t, srv.URL+path); status != 404 || !strings.Contains(body, "404") {
				t.Errorf("%s: %d", path, status)
			}
		}
	})
}

// KunenaPagination: displayed pages around the current, the first and the last, gaps between.
func TestKunenaPaginator(t *testing.T) {
	s := NewSite(kunena())
	c := &Ctx{W: s.World, Pkg: s.Pkg, site: s}
	num := regexp.MustCompile(`<li class="page-item( active)?">\s*<a class="page-link"(?: href="[^"]*\?start=(\d+)")?[^>]*>(\d+)</a>|<a class="">\.\.\.</a>|<a class="disabled">\.\.\.</a>`)
	tests := []struct {
		cur, total, displayed int
		simple                bool
		want                  string
	}{
		{1, 5, 3, true, "*1 2:20 3:40 … 5:80"},
		{1, 3, 3, true, "*1 2:20 3:40"},
		{1, 1, 3, true, ""},
		{2, 3, 10, false, "1:0 *2 3:40"},
		{8, 20, 10, false, "1:0 … 3:40 4:60 5:80 6:100 7:120 *8 9:160 10:180 11:200 12:220 … 20:380"},
	}
	for _, tc := range tests {
		body := kuPaginate(c, "forum/x", tc.cur, tc.total, 20, tc.displayed, tc.simple, false)
		body, _, _ = strings.Cut(body, `d-block d-sm-none`)
		var got []string
		for _, m := range num.FindAllStringSubmatch(body, -1) {
			switch {
			case m[3] == "":
				got = append(got, "…")
			case m[1] != "":
				got = append(got, "*"+m[3])
			default:
				got = append(got, m[3]+":"+m[2])
			}
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("page %d of %d (%d shown): %s; want %s", tc.cur, tc.total, tc.displayed, g, tc.want)
		}
	}
}

// Kunena's time-ago dates: the two largest units.
func TestKunenaAgo(t *testing.T) {
	now := NewSite(kunena()).World.Now
	day := 24 * time.Hour
	for _, tc := range []struct {
		ago  time.Duration
		want string
	}{
		{17*day + 2*time.Hour, "2 weeks 3 days ago"},
		{400 * day, "1 year 1 month ago"},
		{3*time.Hour + 5*time.Minute, "3 hours 5 minutes ago"},
		{day, "1 day ago"},
		{30 * time.Second, "Just now"},
	} {
		if got := kuAgo(now, now.Add(-tc.ago)); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.ago, got, tc.want)
		}
	}
}
