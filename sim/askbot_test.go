package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var abOnce = truthOnce(askbot)

// abFixture is the Askbot site and its truth, built once for the tests of
// this file, with a question of three pages or more, a one-page question with
// answers, a board (tag) of two pages or more, an answer past the first page
// and a comment on an answer past the first page.
type abFixture struct {
	fixture
	tr      *Truth
	d       *abTables
	late    *Post      // an answer of long on a page past the first, most voted order
	comment *abComment // a comment under an answer past the first page of its question
}

func newABFixture(t *testing.T) abFixture {
	t.Helper()
	s, tr := abOnce(t)
	f := abFixture{fixture: newFixture(t, s), tr: tr, d: abTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no one-page question with answers")
	}
	for _, a := range f.long.Posts[1:] {
		if f.d.answerPage(a, "votes", 10) == 2 {
			f.late = a
			break
		}
	}
	for _, p := range s.World.Posts {
		if cs := f.d.comments[p]; p.Index > 0 && len(cs) > 0 && f.d.answerPage(p, "votes", 10) > 1 {
			f.comment = cs[0]
			break
		}
	}
	if f.late == nil || f.comment == nil {
		t.Fatalf("fixture incomplete: late answer %v, late comment %v", f.late, f.comment)
	}
	return f
}

// abKind names an Askbot URL for the truth test: its first path part, and
// for questions what its query makes of it.
func abKind(u *url.URL) string {
	first, rest, _ := strings.Cut(strings.TrimPrefix(u.Path, "/"), "/")
	q := u.Query()
	switch {
	case first == "question" && strings.Count(rest, "/") < 2:
		return "question short"
	case first == "question" && q.Has("answer"):
		return "question answer"
	case first == "question" && q.Has("comment"):
		return "question comment"
	case first == "question" && q.Has("page"):
		return "question page"
	case first == "question" && q.Has("sort"):
		return "question sort"
	case first == "questions" && (rest == "" || strings.HasPrefix(rest, "scope:")):
		switch {
		case strings.Count(rest, ",") > 0:
			return "list tags"
		case strings.Contains(rest, "tags:"):
			return "list tag"
		case strings.Contains(rest, "scope:unanswered"):
			return "list unanswered"
		}
		return "list"
	case first == "questions":
		return "questions " + abDigitsSlashes.ReplaceAllString(rest, "")
	}
	return first
}

var abDigitsSlashes = regexp.MustCompile(`[0-9/]+`)

var abListCanon = regexp.MustCompile(`^/questions/scope:(all|unanswered)/sort:(activity-desc|answers-asc)/(?:tags:([^/]+)/)?page:(\d+)/$`)

// The ground truth: questions and their answer pages are threads under the
// first page's or ?sort=votes&page=N URLs, permalinks the page holding their
// post; lists are the entry or index pages under their scope's own order,
// the boards' tag lists carrying the board; everything else is other.
func TestAskbotTruth(t *testing.T) {
	f := newABFixture(t)
	s, tr, d := f.s, f.tr, f.d
	t.Logf("counts %+v", tr.Counts)
	kinds := map[string]int{}
	boardPages := 0
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := abKind(u)
		kinds[k+" "+p.Type]++
		isThread := k == "question" || strings.HasPrefix(k, "question ")
		isList := strings.HasPrefix(k, "list")
		if p.Status == 200 && (p.Type == TypeThread) != isThread {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
		if p.Status == 200 && (p.Type == TypeIndex || p.Type == TypeEntry) != isList {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
		switch p.Type {
		case TypeThread:
			th := s.World.Thread(p.TID)
			if want := testBase + "/" + s.Pkg.Skin.ThreadURL(th, p.Page); p.Canonical != want {
				t.Errorf("%s labelled %+v, canonical want %s", raw, p, want)
			}
			q := u.Query()
			want := 0
			switch k {
			case "question answer":
				want = d.answerPage(d.byID[atoi(q.Get("answer"))].post, "votes", 10)
			case "question comment":
				if cm := d.byID[atoi(q.Get("comment"))].comment; cm.parent.Index > 0 {
					want = d.answerPage(cm.parent, "votes", 10)
				} else {
					want = 1
				}
			case "question page":
				if want = atoi(q.Get("page")); want == 0 {
					want = 1 // page=None
				}
			}
			if want != 0 && p.Status == 200 && p.Page != want {
				t.Errorf("%s labelled page %d, want %d", raw, p.Page, want)
			}
		case TypeIndex:
			m := abListCanon.FindStringSubmatch(strings.TrimPrefix(p.Canonical, testBase))
			if m == nil || (m[1] == "all") != (m[2] == "activity-desc") {
				t.Errorf("%s labelled %+v: canonical not in its scope's own order", raw, p)
				continue
			}
			if tags := strings.Split(m[3], ","); !slices.IsSorted(tags) {
				t.Errorf("%s labelled %+v: canonical tags unsorted", raw, p)
			}
			b := d.tagBoard[m[3]]
			if (p.FID != 0) != (b != nil && m[1] == "all") || b != nil && p.FID != 0 && p.FID != b.ID {
				t.Errorf("%s labelled %+v: board %v", raw, p, b)
			}
			if p.FID != 0 && p.Canonical == raw {
				boardPages++
			}
		}
	}
	if boardPages != pagesOfBoards(s) {
		t.Errorf("%d board pages in the truth, want %d", boardPages, pagesOfBoards(s))
	}
	for _, b := range s.World.Boards {
		for pg := 1; pg <= b.Pages(30); pg++ {
			if p := tr.Pages[testBase+"/"+s.Pkg.Skin.BoardURL(b, pg)]; p.Type != TypeIndex || p.FID != b.ID || p.FPage != pg {
				t.Errorf("board %d page %d labelled %+v", b.ID, pg, p)
			}
		}
	}
	hasKinds(t, kinds, "list entry", "list index", "list tag index", "list tags index", "list unanswered index",
		"question short thread", "question thread", "question page thread", "question sort thread", "question answer thread",
		"question comment thread", "questions revisions other", "questions edit other", "questions retag other", "questions close other",
		"answers other", "tags other", "users other", "badges other", "feeds other", "account other", "help other", "faq other")
}

// What each kind of URL answers and how it is labelled.
func TestAskbotURLs(t *testing.T) {
	f := newABFixture(t)
	sk := f.s.Pkg.Skin
	d := f.d
	long, b := f.long, f.board
	lq := d.qURL(long)
	qid := d.pid[long.Posts[0]]
	pages := long.Pages(10)
	btag := d.btag[b]
	other := otherCase
	missing := missingCase
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "questions/", ""} }
	thread := func(q string, page int) urlCase {
		return urlCase{"/" + lq + q, 200, TypeThread, long.ID, page, 0, 0, sk.ThreadURL(long, page), ""}
	}
	moved := func(path string, status int, to string, page int) urlCase {
		return urlCase{path, status, TypeThread, long.ID, page, 0, 0, sk.ThreadURL(long, page), to}
	}
	list := func(path string, page int, canon string) urlCase {
		return urlCase{path, 200, TypeIndex, 0, 0, b.ID, page, canon, ""}
	}
	wall := func(path string) urlCase {
		return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", "/account/signin/?next=" + path}
	}
	late, cm := f.late, f.comment
	tag := "" // a tag beside the board's on one of its questions
	for _, th := range b.Threads {
		if len(d.ttags[th]) > 1 {
			tag = d.ttags[th][1]
			break
		}
	}
	u := long.Author
	tests := []urlCase{
		{"/", 302, TypeEntry, 0, 0, 0, 0, "questions/", "/questions/"},
		entry("/questions/"), entry("/questions/scope:all/sort:activity-desc/page:1/"),
		entry("/questions/scope:all/sort:votes-asc/page:1/"), entry("/questions/scope:followed/sort:nonsense/page:1/"),
		entry("/questions/scope:all/sort:activity-desc/page:999/"), entry("/questions/scope:all/sort:activity-desc/tags:no-such-tag/page:2/"),
		{"/questions", 301, TypeEntry, 0, 0, 0, 0, "questions/", "/questions/"},
		{"/questions/scope:all/sort:activity-desc/page:2/", 200, TypeIndex, 0, 0, 0, 2, "questions/scope:all/sort:activity-desc/page:2/", ""},
		{"/questions/scope:all/sort:age-desc/page:2/", 200, TypeIndex, 0, 0, 0, 2, "questions/scope:all/sort:activity-desc/page:2/", ""},
		{"/questions/scope:unanswered/sort:answers-asc/page:1/", 200, TypeIndex, 0, 0, 0, 1, "questions/scope:unanswered/sort:answers-asc/page:1/", ""},
		{"/questions/scope:unanswered/sort:votes-desc/page:1/", 200, TypeIndex, 0, 0, 0, 1, "questions/scope:unanswered/sort:answers-asc/page:1/", ""},
		// A board is its tag's list in the default scope and order.
		list("/"+sk.BoardURL(b, 1), 1, sk.BoardURL(b, 1)), list("/"+sk.BoardURL(b, 2), 2, sk.BoardURL(b, 2)),
		list("/questions/tags:"+btag+"/", 1, sk.BoardURL(b, 1)), list("/questions/scope:all/sort:votes-desc/tags:"+btag+"/page:2/", 2, sk.BoardURL(b, 2)),
		list("/questions/scope:all/sort:activity-desc/tags:"+btag+"/page:99/", 1, sk.BoardURL(b, 1)),
		{"/questions/scope:all/sort:activity-desc/tags:" + tag + "/page:1/", 200, TypeIndex, 0, 0, 0, 1, "questions/scope:all/sort:activity-desc/tags:" + tag + "/page:1/", ""},
		{"/questions/scope:unanswered/sort:answers-asc/tags:" + btag + "/page:1/", 200, TypeIndex, 0, 0, 0, 1, "questions/scope:unanswered/sort:answers-asc/tags:" + btag + "/page:1/", ""},
		other("/questions/scope:all/sort:activity-desc/author:" + fmt.Sprint(u.ID) + "/page:1/"),
		other("/questions/scope:all/sort:relevance-desc/page:1/query:" + url.PathEscape(strings.Fields(long.Title)[0]) + "/"),
		missing("/questions/scope:all/page:1/sort:votes-desc/"), missing("/questions/page:x/"),
		// Questions: the first page, the paginator's pages, the sort tabs.
		thread("", 1), thread("?sort=votes&page=2", 2), thread("?page=2", 2), thread("?sort=votes&page=1", 1), thread("?sort=votes&page=None", 1),
		thread(fmt.Sprintf("?sort=votes&page=%d", pages), pages), thread("?sort=oldest", 1), thread("?sort=latest&page=2", 2), thread("?sort=bogus", 1),
		moved("/"+lq+fmt.Sprintf("?sort=votes&page=%d", pages+1), 302, "/"+lq, 1),
		moved(fmt.Sprintf("/question/%d/", qid), 302, "/"+lq, 1),
		moved(fmt.Sprintf("/question/%d/wrong-slug/?sort=votes&page=2", qid), 302, "/"+lq+"?sort=votes&page=2", 2),
		moved("/"+strings.TrimSuffix(lq, "/"), 302, "/"+lq, 1),
		moved(fmt.Sprintf("/question/%d", qid), 301, fmt.Sprintf("/question/%d/", qid), 1),
		// Permalinks: the page holding the post, in the default order, whatever else the query says.
		thread(fmt.Sprintf("?answer=%d", d.pid[late]), 2), thread(fmt.Sprintf("?answer=%d&sort=oldest&page=1", d.pid[late]), 2),
		missing("/" + lq + "?answer=999999"), missing("/question/999999/nothing/"),
		{"/" + d.qURL(cm.parent.Thread) + fmt.Sprintf("?comment=%d", cm.id), 200, TypeThread, cm.parent.Thread.ID, d.answerPage(cm.parent, "votes", 10), 0, 0,
			sk.ThreadURL(cm.parent.Thread, d.answerPage(cm.parent, "votes", 10)), ""},
		moved("/"+lq+"?comment=999999", 302, "/"+lq, 1),
		moved("/"+lq+fmt.Sprintf("?answer=%d", qid), 302, "/"+lq, 1),
		// Walls and the rest.
		wall(fmt.Sprintf("/questions/%d/edit/", qid)), wall(fmt.Sprintf("/questions/%d/retag/", qid)), wall(fmt.Sprintf("/questions/close/%d", qid)),
		wall(fmt.Sprintf("/answers/%d/edit/", d.pid[late])),
		other(fmt.Sprintf("/questions/%d/revisions/", qid)), other(fmt.Sprintf("/answers/%d/revisions/", d.pid[late])),
		missing(fmt.Sprintf("/answers/%d/revisions/", qid)),
		other("/questions/ask/"), other("/tags/"), other("/tags/?sort=name&page=2"), other("/tags/?sort=used&page=None"),
		other("/users/"), other("/users/?sort=user&page=2"), other("/" + d.userURL(u)), other("/" + d.userURL(u) + "?sort=recent"),
		{"/users/" + fmt.Sprint(u.ID) + "/wrong/", 302, TypeOther, 0, 0, 0, 0, "", "/" + d.userURL(u) + "?"},
		{"/" + strings.TrimSuffix(d.userURL(u), "/"), 301, TypeOther, 0, 0, 0, 0, "", "/" + d.userURL(u)},
		missing("/users/9999/nobody/"), missing("/" + d.userURL(u) + "?sort=moderation"),
		other("/badges/"), other("/badges/3/teacher/"), other("/badges/3/"), missing("/badges/99/none/"),
		other("/feeds/rss/"), other("/feeds/rss/?tags=" + btag), other(fmt.Sprintf("/feeds/question/%d/", qid)),
		{fmt.Sprintf("/feeds/question/%d", qid), 301, TypeOther, 0, 0, 0, 0, "", fmt.Sprintf("/feeds/question/%d/", qid)},
		other("/account/signin/?next=/questions/"), other("/account/signup/"), other("/help/"), other("/faq/"), other("/about/"),
		other("/privacy/"), other("/feedback/"), missing("/robots.txt"), missing("/question/"), missing("/nothing/"),
	}
	checkURLs(t, f.s, tests)
	r := f.get(t, "/"+d.userURL(u)+"?sort=inbox")
	if r.Status != 302 || !strings.HasPrefix(r.Location, "/account/signin/?next=eyJ") {
		t.Errorf("a member's inbox: %d %s, want a redirect to sign in", r.Status, r.Location)
	}
	// Lists in their scope's own order are followed, without a tag or with a board's; the others are traps.
	for path, trap := range map[string]bool{
		"/" + sk.BoardURL(b, 1): false, "/questions/scope:all/sort:votes-desc/page:1/": true, "/questions/scope:unanswered/sort:answers-asc/page:1/": false,
		"/questions/scope:all/sort:votes-desc/tags:" + btag + "/page:1/": true, "/questions/scope:all/sort:activity-desc/tags:" + tag + "/page:1/": true,
		"/questions/scope:all/sort:activity-desc/tags:" + btag + "," + tag + "/page:1/": true,
	} {
		if r := f.get(t, path); r.Info.Trap != trap {
			t.Errorf("%s: trap %v, want %v", path, r.Info.Trap, trap)
		}
	}
}

// What a reader of the HTML notices: SearchState URLs naming scope, sort and
// page, tag links that add to the list's state, the answer tabs and the
// paginator's hidden page=None links, permalinks, the login walls.
func TestAskbotMarkup(t *testing.T) {
	f := newABFixture(t)
	sk := f.s.Pkg.Skin
	d := f.d

	t.Run("list", func(t *testing.T) {
		b := f.board
		btag := d.btag[b]
		r := f.get(t, "/"+sk.BoardURL(b, 1))
		hasAll(t, "board page", r.Body, `<div id="question-list">`, `<div class="short-summary" id="question-`, `<div id="sort_tabs" class="tabsA">`,
			`<h1 id="questionCount" class="search-result-summary">`, fmt.Sprintf("%d questions", len(b.Threads)),
			`<span class="curr page" title="current page"><a>1</a></span>`,
			`href="/questions/scope:all/sort:activity-desc/tags:`+btag+`/page:2/" title="page 2"`,
			`href="/questions/scope:all/sort:activity-asc/tags:`+btag+`/page:1/"`, `class="rev on"`,
			`href="/questions/scope:unanswered/sort:answers-asc/tags:`+btag+`/page:1/" title="see unanswered questions"`,
			`href="/feeds/rss/?tags=`+btag+`"`, `<h2>Tags</h2>`, `<span class="tag-number">&#215; `, `Powered by Askbot version`)
		ls := linkSet(r.Body)
		for _, th := range Page(b.Threads, 1, 30) {
			if !ls["/"+d.qURL(th)] {
				t.Errorf("board page 1 lacks question %d", th.ID)
			}
			for _, tag := range d.ttags[th][1:] {
				// add_tag appends: the board's tag first, unsorted.
				if !ls["/questions/scope:all/sort:activity-desc/tags:"+btag+","+tag+"/page:1/"] {
					t.Errorf("board page 1 lacks the link adding tag %s", tag)
				}
			}
		}
		if n := strings.Count(r.Body, `<div class="short-summary"`); n != 30 {
			t.Errorf("board page 1 lists %d questions", n)
		}
		two := f.get(t, "/"+sk.BoardURL(b, 2))
		for _, th := range Page(b.Threads, 2, 30) {
			if !strings.Contains(two.Body, `href="/`+d.qURL(th)+`"`) {
				t.Errorf("board page 2 lacks question %d", th.ID)
			}
		}
		e := f.get(t, "/questions/")
		hasAll(t, "entry", e.Body, `href="/questions/scope:all/sort:activity-desc/page:2/" title="page 2"`, `next page &raquo;</a>`,
			`<a href="/account/signin/?next=/questions/">Hi there! Please sign in</a>`, `id="navTags"`, `href="/tags/"`, `href="/users/"`, `href="/badges/"`,
			`id="askButton"`, `href="/questions/ask/"`, `<div id="contrib-users" class="box">`)
	})

	t.Run("question", func(t *testing.T) {
		long := f.long
		q := d.qURL(long)
		qid := d.pid[long.Posts[0]]
		r := f.get(t, "/"+q+"?sort=votes&page=2")
		late := d.pid[f.late]
		hasAll(t, "question page 2", r.Body, `<link rel="canonical" href="/`+q+`" />`, fmt.Sprintf(`<div id="post-id-%d" class="post-content">`, qid),
			fmt.Sprintf(`id="post-id-%d"`, late), fmt.Sprintf(`href="/%s?answer=%d#post-id-%d"`, q, late, late),
			fmt.Sprintf(`href="/answers/%d/edit/">edit</a>`, late), fmt.Sprintf(`href="/answers/%d/revisions/"`, late),
			fmt.Sprintf(`href="/questions/%d/edit/"`, qid), fmt.Sprintf(`href="/questions/%d/retag/"`, qid), fmt.Sprintf(`href="/questions/close/%d"`, qid),
			`<a id="oldest" href="/`+q+`?sort=oldest#sort-top"`, `<a id="votes" href="/`+q+`?sort=votes#sort-top"`,
			`<span class="curr page" data-page="2" title="current page"><a>2</a></span>`, `href="/`+q+`?sort=votes&amp;page=1#sort-top"`,
			fmt.Sprintf(`href="/feeds/question/%d"`, qid), `<h2>Related questions</h2>`, `<form
        id="fmanswer"`, fmt.Sprintf("%d Answers", len(long.Posts)-1))
		if n := strings.Count(r.Body, `class="post answer `); n != min(10, len(long.Posts)-10) {
			t.Errorf("page 2 shows %d answers", n)
		}
		one := f.get(t, "/"+q)
		hasAll(t, "question page 1", one.Body, `<span class="prev" style="display: none"><a href="/`+q+`?sort=votes&amp;page=None#sort-top"`,
			`href="/questions/scope:all/sort:activity-desc/tags:`+d.ttags[long][0]+`/page:1/"`)
		if n := strings.Count(one.Body, `class="post answer `); n != 9 {
			t.Errorf("page 1 shows %d answers, want 9 beside the question", n)
		}
		short := f.get(t, "/"+d.qURL(f.short))
		if strings.Contains(short.Body, `class="paginator"`) {
			t.Error("a one-page question has a paginator")
		}
		cm := f.comment
		c := f.get(t, "/"+d.commentURL(cm))
		hasAll(t, "comment permalink", c.Body, fmt.Sprintf(`<div id="post-id-%d" class="comment js-comment"`, cm.id), Esc(cm.text))
	})

	t.Run("people", func(t *testing.T) {
		u := f.long.Author
		r := f.get(t, "/"+d.userURL(u))
		hasAll(t, "profile", r.Body, `<a id="stats" class="on first"`, `href="/`+d.userURL(u)+`?sort=recent"`, `href="/`+d.userURL(u)+`?sort=reputation"`,
			`href="/`+d.userURL(u)+`?sort=favorites"`, `<div class="user-stats-table">`)
		users := f.get(t, "/users/")
		hasAll(t, "users", users.Body, `href="/users/?sort=user"`, `href="/users/?sort=reputation&amp;page=2"`, `href="/users/?sort=reputation&amp;page=None"`,
			`<div class="user-list">`)
		tags := f.get(t, "/tags/")
		hasAll(t, "tags", tags.Body, `href="/tags/?sort=name"`, `<ul class='tags'>`, `href="/questions/scope:all/sort:activity-desc/tags:`)
	})
}
