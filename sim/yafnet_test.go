package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

var yfOnce = truthOnce(yafnet)

// yfFixture is the YAF.NET site and its truth, built once for the tests of
// this file, with a thread of three pages or more, a one-page thread with
// replies, a forum of two pages or more and a forum with sub-forums.
type yfFixture struct {
	fixture
	tr *Truth
	d  *yfTables
}

func newYFFixture(t *testing.T) yfFixture {
	t.Helper()
	s, tr := yfOnce(t)
	f := yfFixture{fixture: newFixture(t, s), tr: tr, d: yfTab(s.World)}
	if f.short == nil || f.parent == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies, or no forum with sub-forums")
	}
	return f
}

// yfKind names a YAF.NET URL by its page and what its path and query ask for.
func yfKind(u *url.URL) string {
	seg := strings.Split(strings.TrimPrefix(u.Path, "/"), "/")
	page := strings.ToLower(seg[0])
	switch {
	case page == "":
		return "board"
	case page == "posts" && len(seg) > 1 && strings.HasPrefix(seg[1], "m"):
		return "posts m"
	case page == "posts" && u.Query().Has("find"):
		return "posts find"
	case (page == "posts" || page == "topics") && len(seg) > 2:
		return page + " page"
	case page == "account" && len(seg) > 1:
		return "account " + strings.ToLower(seg[1])
	case page == "members" && u.Query().Has("letter"):
		return "members letter"
	}
	return page
}

var yfThreadCanon = regexp.MustCompile(`^http://127\.0\.0\.1:18999/Posts/t(\d+)-[A-Za-z0-9-]+(?:/page(\d+))?$`)

// The ground truth: the board index the entry, categories and forum pages
// index pages, topic pages under Posts/tT-NAME[/pageN], their /page1 twins,
// find=unread links and message permalinks the pages they render, and the
// rest other.
func TestYAFNetTruth(t *testing.T) {
	f := newYFFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages and categories)", tr.Counts.IndexPages, want)
	}
	opensAt(t, tr, testBase+"/")
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := yfKind(u)
		kinds[k+" "+p.Type]++
		if p.Type == TypeThread {
			m := yfThreadCanon.FindStringSubmatch(p.Canonical)
			if m == nil {
				t.Errorf("%s: thread page under canonical %q", raw, p.Canonical)
				continue
			}
			page := 1
			if m[2] != "" {
				page = atoi(m[2])
			}
			if th := byID(f.d.byTid, atoi(m[1])); th == nil || th.ID != p.TID || page != p.Page || page == 1 && m[2] != "" {
				t.Errorf("%s labelled %+v: canonical names another page", raw, p)
			}
		}
		if k == "posts m" {
			id, _ := yfID(strings.Split(u.Path, "/")[2][1:])
			post := byID(f.d.byMid, id)
			if p.Status != 200 || p.Type != TypeThread || p.TID != post.Thread.ID || p.Page != PageOf(post.Index, per) {
				t.Errorf("%s labelled %+v, want page %d of thread %d", raw, p, PageOf(post.Index, per), post.Thread.ID)
			}
		}
		isThread := k == "posts" || k == "posts page" || k == "posts m" || k == "posts find"
		isIndex := k == "topics" || k == "topics page" || k == "category"
		if p.Status == 200 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "board")) {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "board entry", "category index", "topics index", "topics page index", "posts thread", "posts page thread",
		"posts m thread", "posts find thread", "userprofile other", "members other", "members letter other", "mytopics other",
		"search other", "team other", "help other", "cookies other", "printtopic other", "feed other",
		"account login other", "account register other", "account forgotpassword other")
}

// What each kind of URL answers and how it is labelled.
func TestYAFNetURLs(t *testing.T) {
	f := newYFFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	long, short, b := f.long, f.short, f.board
	T, ST := f.d.tid[long], f.d.tid[short]
	pages, bpages := long.Pages(20), b.Pages(20)
	p21, last := long.Posts[20], long.LastPost()
	cat := w.Categories[0]
	u := long.Author
	tslug, bslug := yfClean(long.Title), yfClean(b.Name)
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "", ""} }
	other := otherCase
	missing := missingCase
	info := func(path string, i int) urlCase {
		return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", fmt.Sprintf("/Info?i=%d", i)}
	}
	view := func(path string, th *Thread, page int) urlCase {
		return urlCase{path, 200, TypeThread, th.ID, page, 0, 0, sk.ThreadURL(th, page), ""}
	}
	list := boardCases(sk, b)
	msg := func(p *Post) string {
		return fmt.Sprintf("/Posts/m%d-%s", f.d.mid[p], yfClean(p.Thread.Title))
	}
	tests := []urlCase{
		entry("/"),
		{fmt.Sprintf("/category/%d-%s", cat.ID, yfClean(cat.Name)), 200, TypeIndex, 0, 0, 0, 1, yfCatURL(cat), ""},
		{fmt.Sprintf("/category/%d-anything", cat.ID), 200, TypeIndex, 0, 0, 0, 1, yfCatURL(cat), ""},
		info("/category/99-Nothing", yfInvalid), missing("/category/abc"),
		// Forums: /pageN, the name ignored, /page1 and pages out of range rendered in place.
		list(fmt.Sprintf("/Topics/%d-%s", b.ID, bslug), 1), list(fmt.Sprintf("/Topics/%d-%s/page2", b.ID, bslug), 2),
		list(fmt.Sprintf("/Topics/%d-%s/page%d", b.ID, bslug, bpages), bpages), list(fmt.Sprintf("/topics/%d-other-name", b.ID), 1),
		list(fmt.Sprintf("/Topics/%d-%s/page1", b.ID, bslug), 1), list(fmt.Sprintf("/Topics/%d-%s/page%d", b.ID, bslug, bpages+4), bpages),
		list(fmt.Sprintf("/Topics/%d", b.ID), 1),
		info("/Topics/999-Nothing", yfInvalid), missing(fmt.Sprintf("/Topics/%d-%s/next", b.ID, bslug)), missing("/Topics/x-y"),
		// Topics: /pageN; /page1 is page 1's twin; find=unread the last page; messages the page that holds them.
		view(fmt.Sprintf("/Posts/t%d-%s", T, tslug), long, 1), view(fmt.Sprintf("/Posts/t%d-%s/page1", T, tslug), long, 1),
		view(fmt.Sprintf("/Posts/t%d-%s/page2", T, tslug), long, 2), view(fmt.Sprintf("/Posts/t%d-%s/page%d", T, tslug, pages), long, pages),
		view(fmt.Sprintf("/Posts/t%d-%s/page%d", T, tslug, pages+3), long, pages), view(fmt.Sprintf("/posts/t%d-whatever", T), long, 1),
		view(fmt.Sprintf("/Posts/t%d-%s?find=unread", T, tslug), long, pages), view(fmt.Sprintf("/Posts/t%d-%s?find=unread", ST, yfClean(short.Title)), short, 1),
		view(msg(p21), long, 2), view(msg(last), long, pages), view(msg(long.Posts[0]), long, 1), view(msg(short.Posts[1]), short, 1),
		info("/Posts/t999999-Nothing", yfInvalid), info("/Posts/m999999-Nothing", yfInvalid), missing("/Posts/x12-Nothing"), missing("/Posts"),
		// Members, forms and the rest are other.
		other("/" + yfProfile(u)), other(fmt.Sprintf("/UserProfile/%d-Someone", yfUserID(u))), other("/UserProfile/2-Admin"),
		info("/UserProfile/1-Guest", yfInvalid), info("/UserProfile/9999-Nobody", yfInvalid),
		other("/Members"), other("/Members?letter=B"), other("/MyTopics"), other("/Search"), other("/Search?postedby=" + url.QueryEscape(u.Name)),
		other("/Team"), other("/Help"), other("/Cookies"), other(fmt.Sprintf("/PrintTopic?t=%d", T)), info("/PrintTopic?t=999999", yfInvalid),
		other("/Account/Login"), other("/Account/Register"), other("/Account/ForgotPassword"), missing("/Account/Nothing"),
		other(fmt.Sprintf("/Feed/%d-latestposts", yfFeedLatest)), other("/" + yfFeedForum(b)), other("/" + f.d.feedTopic(long)),
		info("/Feed/3-f999-Nothing", yfInvalid),
		info(fmt.Sprintf("/PostTopic?f=%d", b.ID), yfDenied), info(fmt.Sprintf("/PostMessage?t=%d", T), yfDenied),
		other("/Info?i=6"), missing("/forum.aspx"), missing("/robots.txt"),
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the Bootstrap cards, the Pager's
// plain links (p left out of a forum's first page, always written on a
// topic's), message permalinks, the Web Forms form and its postbacks.
func TestYAFNetMarkup(t *testing.T) {
	f := newYFFixture(t)
	w := f.s.World
	sk := f.s.Pkg.Skin

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "index", r.Body, `<body id="YafBody">`, `<form method="post" action="./" id="form1"`, `name="__VIEWSTATE"`,
			`function __doPostBack(eventTarget, eventArgument)`, "Active Discussions", "Forum Statistics", "Powered by YAF.NET",
			`<a href="/Account/Login"`, `<a href="/Account/Register"`)
		ls := linkSet(r.Body)
		for _, cat := range w.Categories {
			if !ls["/"+yfCatURL(cat)] {
				t.Errorf("index does not link category %d", cat.ID)
			}
		}
		for _, b := range w.Boards {
			if !ls["/"+sk.BoardURL(b, 1)] {
				t.Errorf("index does not link forum %d", b.ID)
			}
			if p := b.Latest(); b.Parent == nil && p != nil && !ls["/"+f.d.msgURL(p)] {
				t.Errorf("index lacks forum %d's last-post arrow", b.ID)
			}
		}
		for _, l := range []string{"/MyTopics", "/Search", "/Members", "/Team", "/Help", "/Cookies"} {
			if !ls[l] {
				t.Errorf("index lacks %s", l)
			}
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/"+sk.BoardURL(b, 2))
		hasAll(t, "forum page 2", r.Body, `<div class="btn-toolbar pagination" role="toolbar">`,
			fmt.Sprintf(`<a href="/Topics/%d-%s" class="btn btn-secondary" title="Go to page..." data-bs-toggle="tooltip">1</a>`, b.ID, yfClean(b.Name)),
			`class="btn btn-secondary active" title="Go to page..." data-bs-toggle="tooltip">2</a>`, "Go to Previous Page")
		ls := linkSet(r.Body)
		for _, th := range Page(b.Threads, 2, 20) {
			if !ls["/"+sk.ThreadURL(th, 1)] || !ls["/"+f.d.msgURL(th.LastPost())] || !ls["/"+sk.ThreadURL(th, 1)+"?find=unread"] {
				t.Errorf("forum page 2 lacks thread %d's links", th.ID)
			}
		}
		if !strings.Contains(f.get(t, "/"+sk.BoardURL(f.parent, 1)).Body, "Sub Forums In ") {
			t.Error("a forum with sub-forums does not list them")
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		T := f.d.tid[long]
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		p := long.Posts[20]
		M := f.d.mid[p]
		hasAll(t, "topic page 2", r.Body, fmt.Sprintf(`<a id="post%d"></a>`, M),
			fmt.Sprintf(`<a href="/Posts/m%d-%s#post%d" class="btn btn-link btn-sm" title="Link to this post" data-bs-toggle="tooltip">#21</a>`, M, yfClean(long.Title), M),
			fmt.Sprintf(`<a href="/Posts/t%d-%s/page1" class="btn btn-secondary" title="Go to page..." data-bs-toggle="tooltip">1</a>`, T, yfClean(long.Title)),
			fmt.Sprintf(`<a href="/PrintTopic?t=%d" class="dropdown-item">`, T), "Similar Topics", yfUserLink(p.Author))
		if n := strings.Count(r.Body, `<div class="card-body"><div class="row"><div class="col-md-2`); n != min(20, len(long.Posts)-20) {
			t.Errorf("page 2 shows %d posts", n)
		}
		for _, bad := range []string{"PostMessage", "PostTopic", "ReportPost"} {
			if strings.Contains(r.Body, bad) {
				t.Errorf("a guest's topic page links %s", bad)
			}
		}
		if strings.Contains(f.get(t, "/"+sk.ThreadURL(f.short, 1)).Body, "btn-toolbar pagination") {
			t.Error("a topic of one page has a pager")
		}
	})

	t.Run("members", func(t *testing.T) {
		r := f.get(t, "/Members")
		hasAll(t, "members", r.Body, `<a href="/Members?letter=A" class="btn btn-secondary">A</a>`, `javascript:__doPostBack(&#39;forum$ctl01$Pager&#39;,&#39;2&#39;)`)
		u := f.long.Author
		pro := f.get(t, "/"+yfProfile(u))
		hasAll(t, "profile", pro.Body, "Profile: "+Esc(u.Name), `href="/Search?postedby=`, `<a href="/Posts/m`)
	})

	t.Run("clean", func(t *testing.T) {
		for in, want := range map[string]string{"Best tomato soil?": "Best-tomato-soil", "Salt & pepper": "Salt-and-pepper",
			"Café, crème": "Cafe--creme", "???": "Default", "a+b=c": "abc"} {
			if got := yfClean(in); got != want {
				t.Errorf("yfClean(%q) = %q, want %q", in, got, want)
			}
		}
	})
}
