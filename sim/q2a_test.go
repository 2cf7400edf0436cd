package sim

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// qaFixture is a Question2Answer site with a question of three pages or more,
// a one-page question with answers, a category of two pages or more, and an
// answer with a comment on a later page of a question.
type qaFixture struct {
	fixture
	commented *Post // an answer with comments, past the first page of its question
}

func newQAFixture(t *testing.T) qaFixture {
	t.Helper()
	f := qaFixture{fixture: newFixture(t, NewSite(q2a()))}
	if f.short == nil {
		t.Fatal("fixture incomplete: no one-page question with answers")
	}
	for _, p := range f.s.World.Posts {
		if p.Index > 0 && len(qaComments(p)) > 0 && qaPageOf(p, 10) > 1 {
			f.commented = p
			break
		}
	}
	if f.commented == nil {
		t.Fatal("fixture incomplete: no commented answer past a first page")
	}
	return f
}

// The ground truth: every ?show= permalink and every ?start= page is labelled
// as the question page it renders, and only list pages are index pages.
func TestQ2ATruth(t *testing.T) {
	s := NewSite(q2a())
	tr, err := s.Truth(testBase)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("counts %+v", tr.Counts)
	sk := s.Pkg.Skin
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		first, _, _ := strings.Cut(strings.TrimPrefix(u.Path, "/"), "/")
		if n, err := strconv.Atoi(first); err == nil && n > 0 {
			first = "ID"
		}
		kinds[first+" "+p.Type]++
		if first != "ID" {
			if p.Type == TypeThread {
				t.Errorf("%s labelled a thread page", raw)
			}
			continue
		}
		if p.Status != 200 {
			continue
		}
		post, cm := qaFindStr(s.World, u.Query().Get("show"))
		if post == nil {
			continue
		}
		want := qaPageOf(post, 10)
		if post.Index == 0 && cm == nil {
			want = 1
		}
		canon := testBase + "/" + sk.ThreadURL(post.Thread, want)
		if p.Type != TypeThread || p.TID != post.Thread.ID || p.Page != want || p.Canonical != canon {
			t.Errorf("permalink %s labelled %+v, want page %d of thread %d", raw, p, want, post.Thread.ID)
		}
	}
	hasKinds(t, kinds, "ID thread", "questions index", "unanswered index", "tag index", "activity index", " entry",
		"user other", "users other", "tags other", "categories other", "register other", "login other", "feed other")
}

// qaFindStr is qaFind on a query value.
func qaFindStr(w *World, v string) (*Post, *qaComment) {
	n, _ := strconv.Atoi(v)
	return qaFind(w, n)
}

// URL habits: offsets not page numbers, ?start=0 for first pages, sort
// variants with the unsorted list as canonical, permalinks that render the
// page holding the post, and redirects to the question's own request.
func TestQ2AURLs(t *testing.T) {
	f := newQAFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	d := qaTab(w)
	long, b := f.long, f.board
	q := "/" + qaQReq(long)
	pages := long.Pages(10)
	cat := d.slug[b]
	a := f.commented
	cm := qaComments(a)[0]
	ap := qaPageOf(a, 10)
	tag := long.Tags[0]
	last := long.LastPost()
	u := long.Author
	tests := []urlCase{
		{"/", 200, TypeEntry, 0, 0, 0, 0, "", ""},
		{"/questions", 200, TypeIndex, 0, 0, 0, 1, "questions", ""},
		{"/questions?start=0", 200, TypeIndex, 0, 0, 0, 1, "questions", ""},
		{"/questions?start=20", 200, TypeIndex, 0, 0, 0, 2, "questions?start=20", ""},
		{"/questions?start=25", 200, TypeIndex, 0, 0, 0, 2, "questions?start=20", ""},
		{"/questions?sort=hot", 200, TypeIndex, 0, 0, 0, 1, "questions", ""},
		{"/questions?sort=votes&start=40", 200, TypeIndex, 0, 0, 0, 3, "questions?start=40", ""},
		{"/questions?start=9980", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/questions/" + cat, 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{"/questions/" + cat + "?start=20", 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{"/questions/" + cat + "?sort=views&start=0", 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{"/questions/no-such-category", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/" + cat, 200, TypeIndex, 0, 0, b.ID, 1, cat, ""},
		{"/activity", 200, TypeIndex, 0, 0, 0, 1, "activity", ""},
		{"/activity/" + cat, 200, TypeIndex, 0, 0, b.ID, 1, "activity/" + cat, ""},
		{"/unanswered", 200, TypeIndex, 0, 0, 0, 1, "unanswered", ""},
		{"/unanswered?by=selected&start=20", 200, TypeIndex, 0, 0, 0, 2, "unanswered?start=20", ""},
		{"/unanswered/" + cat, 200, TypeIndex, 0, 0, b.ID, 1, "unanswered/" + cat, ""},
		{"/hot", 200, TypeIndex, 0, 0, 0, 1, "hot", ""},
		{"/tag/" + tag, 200, TypeIndex, 0, 0, 0, 1, "tag/" + tag, ""},
		{"/tag/no-such-tag-here", 200, TypeOther, 0, 0, 0, 0, "", ""},
		// Questions: ?start= counts answers, the question heading every page.
		{q, 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{q + "?start=0", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{q + "?start=10", 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("%s?start=%d", q, (pages-1)*10), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("%s?start=%d", q, pages*10), 200, TypeOther, 0, 0, 0, 0, "", ""},
		// Permalinks render the page holding the post, whatever start says.
		{fmt.Sprintf("%s?show=%d", q, qaID(last)), 200, TypeThread, long.ID, qaPageOf(last, 10), 0, 0, sk.ThreadURL(long, qaPageOf(last, 10)), ""},
		{fmt.Sprintf("%s?show=%d&start=0", q, qaID(last)), 200, TypeThread, long.ID, qaPageOf(last, 10), 0, 0, sk.ThreadURL(long, qaPageOf(last, 10)), ""},
		{fmt.Sprintf("/%s?show=%d", qaQReq(a.Thread), qaID(a)), 200, TypeThread, a.Thread.ID, ap, 0, 0, sk.ThreadURL(a.Thread, ap), ""},
		{fmt.Sprintf("/%s?show=%d", qaQReq(a.Thread), cm.id), 200, TypeThread, a.Thread.ID, ap, 0, 0, sk.ThreadURL(a.Thread, ap), ""},
		{fmt.Sprintf("%s?show=%d", q, qaID(long.Posts[0])), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("%s?show=%d", q, qaID(f.short.Posts[1])), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		// Any other request for the question is redirected to its own, the query dropped.
		{fmt.Sprintf("/%d", qaID(long.Posts[0])), 302, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), "/" + qaQReq(long)},
		{fmt.Sprintf("/%d/some-old-title?start=10", qaID(long.Posts[0])), 302, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), "/" + qaQReq(long)},
		{fmt.Sprintf("/%d/%s", qaID(long.Posts[1]), "answer"), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/%d/x", qaID(long.Posts[1])+1), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/999999/nothing", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Everything else is other.
		{"/tags", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/tags?start=30", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/categories", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/users", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/users?start=30", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/" + url.PathEscape(u.Name), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/" + url.PathEscape(u.Name) + "/questions", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/" + url.PathEscape(u.Name) + "/answers", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/" + url.PathEscape(u.Name) + "/activity", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/" + url.PathEscape(u.Name) + "/wall", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/" + url.PathEscape(u.Name) + "/nothing", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/nobody-of-that-name", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/login?to=" + url.QueryEscape(qaQReq(long)), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/register?to=questions", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forgot", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/ask", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/feedback", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/search?q=" + url.QueryEscape(tag), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/ip/127.0.0.1", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/feed/questions.rss", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/feed/qa.rss", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/feed/activity/" + cat + ".rss", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/feed/tag/" + tag + ".rss", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/feed/nothing.rss", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/robots.txt", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/nothing-here", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: relative links, offset page links with
// start=0 for the first page, the canonical link, permalinks on every answer
// and comment, the selected answer first.
func TestQ2AMarkup(t *testing.T) {
	f := newQAFixture(t)
	sk := f.s.Pkg.Skin
	d := qaTab(f.s.World)

	t.Run("question", func(t *testing.T) {
		long := f.long
		req := qaQReq(long)
		r := f.get(t, "/"+req+"?start=10")
		hasAll(t, "question page 2", r.Body,
			`<link rel="canonical" href="/`+req+`?start=10">`,
			`<div class="qa-q-view  hentry question" id="q`+strconv.Itoa(qaID(long.Posts[0]))+`"`,
			`<a href="../`+req+`?start=0#a_list_title" class="qa-page-prev">&laquo; prev</a>`,
			`<a href="../`+req+`?start=0#a_list_title" class="qa-page-link">1</a>`,
			`<a href="../`+req+`?start=20#a_list_title" class="qa-page-link">3</a>`,
			`<span class="qa-page-selected">2</span>`,
			`<a href="../questions" class="qa-nav-main-link qa-nav-main-selected">Questions</a>`,
			`<a href="../`+d.slug[long.Board]+`" class="qa-category-link">`,
			`href="../register?to=`+url.QueryEscape(req+"?start=10")+`"`,
			`<h2 id="a_list_title"><span itemprop="answerCount">`+strconv.Itoa(len(long.Posts)-1)+`</span> Answers</h2>`)
		if n := strings.Count(r.Body, `hentry answer"`); n != 10 {
			t.Errorf("page 2 shows %d answers", n)
		}
		for _, p := range Page(qaOrder(long), 2, 10) {
			hasAll(t, "question page 2", r.Body, fmt.Sprintf(`<a href="../%s?show=%d#a%d" class="qa-a-item-what" itemprop="url">answered</a>`, req, qaID(p), qaID(p)))
		}
		r = f.get(t, "/"+req)
		if n := strings.Count(r.Body, `hentry answer"`); n != 9 {
			t.Errorf("page 1 shows %d answers beside the question", n)
		}
		if strings.Contains(r.Body, `class="qa-page-prev"`) {
			t.Error("page 1 links a previous page")
		}
		r = f.get(t, "/"+qaQReq(f.short))
		if strings.Contains(r.Body, `qa-page-links`) {
			t.Error("a one-page question has page links")
		}
	})

	t.Run("comments and selection", func(t *testing.T) {
		a := f.commented
		req := qaQReq(a.Thread)
		r := f.get(t, fmt.Sprintf("/%s?show=%d", req, qaID(a)))
		for _, cm := range qaComments(a) {
			hasAll(t, "commented answer", r.Body, fmt.Sprintf(`<div class="qa-c-list-item  hentry comment" id="c%d"`, cm.id),
				fmt.Sprintf(`<a href="../%s?show=%d#c%d" class="qa-c-item-what" itemprop="url">commented</a>`, req, cm.id, cm.id))
		}
		for _, th := range f.s.World.Threads {
			if sel := qaSelected(th); sel != nil && sel.Index > 1 {
				r := f.get(t, "/"+qaQReq(th))
				i, j := strings.Index(r.Body, fmt.Sprintf(`id="a%d"`, qaID(sel))), strings.Index(r.Body, fmt.Sprintf(`id="a%d"`, qaID(th.Posts[1])))
				if i < 0 || j >= 0 && j < i || !strings.Contains(r.Body, "qa-a-list-item-selected") {
					t.Errorf("question %d: the selected answer is not shown first", th.ID)
				}
				break
			}
		}
	})

	t.Run("lists", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/"+sk.BoardURL(b, 2))
		cat := d.slug[b]
		hasAll(t, "category page 2", r.Body, `<link rel="canonical" href="/questions/`+cat+`?start=20">`,
			`<a href="../questions/`+cat+`?start=0" class="qa-page-link">1</a>`,
			`<a href="../questions/`+cat+`?start=0" class="qa-page-prev">&laquo; prev</a>`,
			`<a href="../questions/`+cat+`" class="qa-nav-cat-link qa-nav-cat-selected"`)
		if strings.Contains(r.Body, `qa-nav-sub-hot`) {
			t.Error("a category's list offers sorts")
		}
		r = f.get(t, "/questions?sort=votes")
		hasAll(t, "sorted list", r.Body, `<link rel="canonical" href="/questions">`, `<a href="./questions?sort=votes&amp;start=20" class="qa-page-link">2</a>`,
			`<a href="./questions?sort=votes" class="qa-nav-sub-link qa-nav-sub-selected">Most votes</a>`)
		if n := strings.Count(r.Body, `<div class="qa-q-list-item"`); n != 20 {
			t.Errorf("the list shows %d questions", n)
		}
		r = f.get(t, "/")
		hasAll(t, "home", r.Body, `<a href="./feed/qa.rss" class="qa-feed-link">`, `<a href="./register?to=" class="qa-nav-user-link">Register</a>`,
			`<a href="./`+cat+`" class="qa-nav-cat-link"`, `class="qa-q-item-what">answered</a>`)
	})

	t.Run("not found", func(t *testing.T) {
		for _, raw := range []string{"/nothing", "/questions/nothing", "/0/x", "/feed/qa/nothing.rss"} {
			if r := f.get(t, raw); r.Status != 404 {
				t.Errorf("%s: %d", raw, r.Status)
			}
		}
	})
}
